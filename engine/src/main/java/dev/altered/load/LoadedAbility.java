package dev.altered.load;

import dev.altered.ir.Program;
import java.util.Objects;
import java.util.Optional;

/**
 * One ability of a card's box as the loader made it, in the order printed: its program, or the problem that stopped
 * it, or neither when it is an "If you don't, …" joined to the ability before it (6.2.e), whose program holds it.
 *
 * @param support whether it is in the support box (2.2.12.d)
 * @param index the ability's number in its box, from 0, as the loader splits boxes ({@link Abilities#of}); a text
 *     holding several abilities gives several with the same index
 * @param text the ability as printed
 * @param line line in the card's file where the ability starts (the card's line when the source does not say, JSON)
 * @param column column in the card's file where the ability starts
 * @param program the compiled program (spans left out): equal abilities give equal programs
 * @param programId the program's id ({@link dev.altered.ir.ProgramJson#id}), present with the program
 */
public record LoadedAbility(boolean support, int index, String text, int line, int column,
    Optional<Program> program, Optional<String> programId, Optional<Problem> problem) {
  /** Why an ability has no program: it did not parse, or did not compile; where, in the card's file. */
  public record Problem(Stage stage, int offset, int line, int column, String message) {
    public enum Stage { PARSE, COMPILE }

    public Problem {
      Objects.requireNonNull(stage, "stage");
      Objects.requireNonNull(message, "message");
    }
  }

  public LoadedAbility {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(program, "program");
    Objects.requireNonNull(programId, "programId");
    Objects.requireNonNull(problem, "problem");
    if (program.isPresent() != programId.isPresent()) {
      throw new IllegalArgumentException("a program comes with its id");
    }
    if (program.isPresent() && problem.isPresent()) {
      throw new IllegalArgumentException("an ability has a program or a problem, not both");
    }
  }

  /** An "If you don't, …" joined to the ability before it: that ability's program holds it. */
  public boolean joined() {
    return program.isEmpty() && problem.isEmpty();
  }
}
