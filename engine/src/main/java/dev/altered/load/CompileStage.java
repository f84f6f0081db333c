package dev.altered.load;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.compile.CompileException;
import dev.altered.compile.Compiler;
import dev.altered.ir.Program;
import java.util.Optional;

/**
 * The compiler as the loader's compile stage: the ASTs of one ability text become their programs, spans left out so
 * that an English and a French text that mean the same thing give one program.
 *
 * <p>The stage sees an ability's ASTs, not its card: an ability is compiled as a permanent's (untriggered text is a
 * passive ability, 2.2.12.m) and, when that fails and it is untriggered effect text, as a Spell's effect (2.2.12.n);
 * the support box is not told apart (it only marks the program). The game's provider
 * ({@code dev.altered.vm.CompiledAbilities}) compiles each card's boxes with their real context.
 */
public final class CompileStage implements AbilityStage<ImmutableList<Ability>, ImmutableList<Program>> {
  public static final CompileStage INSTANCE = new CompileStage();

  private CompileStage() {}

  @Override
  public String name() {
    return "compile";
  }

  @Override
  public Outcome<ImmutableList<Program>> apply(ImmutableList<Ability> abilities) {
    Outcome<ImmutableList<Program>> permanent = compile(abilities, Compiler.Context.PERMANENT);
    if (permanent instanceof Outcome.Done<ImmutableList<Program>>
        || abilities.stream().noneMatch(a -> a instanceof Ability.SpellEffect)) {
      return permanent;
    }
    Outcome<ImmutableList<Program>> spell = compile(abilities, Compiler.Context.SPELL);
    return spell instanceof Outcome.Done<ImmutableList<Program>> ? spell : permanent;
  }

  private static Outcome<ImmutableList<Program>> compile(ImmutableList<Ability> abilities, Compiler.Context context) {
    try {
      ImmutableList.Builder<Program> programs = ImmutableList.builder();
      for (Optional<Program> p : Compiler.compileBox(abilities, context)) {
        p.ifPresent(program -> programs.add(program.withoutSpans()));
      }
      return new Outcome.Done<>(programs.build());
    } catch (CompileException e) {
      return new Outcome.Failed<>(Math.max(0, e.span().start()), e.getMessage());
    } catch (RuntimeException e) {
      // A compiler defect must not stop the load: it is reported as this ability's problem.
      return new Outcome.Failed<>(0, "internal compiler error: " + e);
    }
  }
}
