package dev.altered.load;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.compile.CompileException;
import dev.altered.compile.Compiler;
import dev.altered.ir.Program;
import java.util.Objects;
import java.util.Optional;

/**
 * The compiler as the loader's compile stage: the abilities of a {@link Unit} (consecutive ability texts of one box,
 * see {@link CardPrograms}) compiled with the context of the card they are on ({@link Compiler#compileBox}), spans
 * left out so that an English and a French text that mean the same thing give one program. The result has one
 * element per ability, in order; an "If you don't, …" joined to the ability before it (6.2.e) is an empty one.
 */
public final class CompileStage implements AbilityStage<CompileStage.Unit, ImmutableList<Optional<Program>>> {
  public static final CompileStage INSTANCE = new CompileStage();

  /**
   * What is compiled together: the abilities (ASTs) of consecutive texts of one box and the card's context (a Spell
   * or not, 2.2.12.m/n; main or support box, 2.2.12.d). Equal units compile once.
   */
  public record Unit(ImmutableList<Ability> abilities, Compiler.Context context) {
    public Unit {
      Objects.requireNonNull(abilities, "abilities");
      Objects.requireNonNull(context, "context");
    }
  }

  private CompileStage() {}

  @Override
  public String name() {
    return "compile";
  }

  @Override
  public Outcome<ImmutableList<Optional<Program>>> apply(Unit unit) {
    try {
      ImmutableList.Builder<Optional<Program>> programs = ImmutableList.builder();
      for (Optional<Program> p : Compiler.compileBox(unit.abilities(), unit.context())) {
        programs.add(p.map(Program::withoutSpans));
      }
      return new Outcome.Done<>(programs.build());
    } catch (CompileException e) {
      return new Outcome.Failed<>(Math.max(0, e.span().start()), e.getMessage());
    } catch (RuntimeException e) {
      // A compiler defect must not stop the load: it is reported as this ability's problem.
      return new Outcome.Failed<>(0, "the compiler failed on this ability (a defect of the compiler, please report"
          + " it)" + (e.getMessage() != null ? ": " + e.getMessage() : ""));
    }
  }
}
