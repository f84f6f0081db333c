package dev.altered.compile;

import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Effect;
import dev.altered.ast.Sentence;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import dev.altered.ir.Program;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * AST to {@link Program}: one case per AST node type (see {@link #handledNodeTypes()}), no fallback. An ability that
 * parsed but has no meaning the instruction set can hold is a {@link CompileException} at the span of the text
 * responsible, never a surprise at run time.
 */
public final class Compiler {
  private Compiler() {}

  /**
   * What the compiler needs to know beyond the AST: whether the card is a Spell (untriggered text is its effect,
   * 2.2.12.n; on other cards it is a passive ability, 2.2.12.m) and whether the ability is in the support box
   * (2.2.12.d).
   */
  public record Context(boolean spell, boolean support) {
    public static final Context SPELL = new Context(true, false);
    public static final Context PERMANENT = new Context(false, false);
  }

  /** Compiles one ability. */
  public static Program compile(Ability ability, Context context) {
    return new AbilityCompiler(ability, context).compile();
  }

  /**
   * Compiles the abilities of one text box in order. An ability that only says what happens when an optional modifier
   * of the ability before is declined ("If you don't, draw a card.", 6.2.e) is joined to it; the result then has
   * one program less than the input, the joined ability's place being empty.
   */
  public static List<Optional<Program>> compileBox(List<Ability> abilities, Context context) {
    List<Optional<Program>> out = new ArrayList<>();
    for (int i = 0; i < abilities.size(); i++) {
      Ability a = abilities.get(i);
      if (i + 1 < abilities.size() && isIfYouDont(abilities.get(i + 1)) && !context.spell()) {
        out.add(Optional.of(new AbilityCompiler(a, context).withIfYouDont(ifYouDontSteps(abilities.get(i + 1)))
            .compile()));
        out.add(Optional.empty());
        i++;
        continue;
      }
      out.add(Optional.of(compile(a, context)));
    }
    return out;
  }

  /** "If you don't, [steps]." standing alone (6.2.e): {@link #compileBox} joins it to the ability before. */
  public static boolean isIfYouDont(Ability a) {
    return a instanceof Ability.SpellEffect s && s.effect().sentences().size() == 1
        && s.effect().sentences().get(0) instanceof Sentence.If i && i.otherwise().isEmpty()
        && i.condition() instanceof Condition.Did d && d.outcome() == Condition.Did.Outcome.DID_NOT;
  }

  private static Effect ifYouDontSteps(Ability a) {
    Sentence.If i = (Sentence.If) ((Ability.SpellEffect) a).effect().sentences().get(0);
    return new Effect(com.google.common.collect.ImmutableList.of(new Sentence.Steps(i.then(), i.span())), i.span());
  }

  /**
   * The AST node classes the compiler has a case for. {@code CompilerCoversTheAstTest} checks that every record of
   * the AST's sealed interfaces is among them, so a node type added to the AST fails the build until it is compiled.
   */
  public static Set<Class<?>> handledNodeTypes() {
    AbilityCompiler c = new AbilityCompiler(new Ability.KeywordLine(com.google.common.collect.ImmutableList.of(),
        dev.altered.ast.SourceSpan.NONE), Context.PERMANENT);
    Set<Class<?>> all = new HashSet<>(c.handled());
    return all;
  }

  /** The kinds of statements a passive or continuous effect can make, for error messages. */
  static String describe(Statement s) {
    return s.getClass().getSimpleName();
  }

  static String describe(Step s) {
    return s.getClass().getSimpleName();
  }
}
