package dev.altered.vm;

import dev.altered.ir.Program;
import dev.altered.rules.Ability;

/** An ability whose behaviour is a compiled {@link Program} run by the interpreter. */
public interface CompiledAbility extends Ability {
  Program program();

  /** The interpreter settings it runs with (step budget, tracer). */
  Interpreter interpreter();
}
