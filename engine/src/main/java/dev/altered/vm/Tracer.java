package dev.altered.vm;

import dev.altered.ir.Opcode;

/**
 * Watches programs run: each action instruction with the number of events it produced, and each program run to its
 * end. The coverage tool uses it to check that every step of an ability either changed the game or could not (6.5.h).
 */
public interface Tracer {
  /**
   * An action instruction ran.
   *
   * @param program the ability id of the program
   * @param pc the instruction
   * @param impossible whether it had nothing to act on (no objects, nothing it could do)
   * @param events events the kernel produced during it (0 is suspicious unless impossible)
   */
  void action(String program, int pc, Opcode op, boolean impossible, long events);

  /** A program reached RETURN. */
  void returned(String program);

  Tracer NONE = new Tracer() {
    @Override
    public void action(String program, int pc, Opcode op, boolean impossible, long events) {}

    @Override
    public void returned(String program) {}
  };
}
