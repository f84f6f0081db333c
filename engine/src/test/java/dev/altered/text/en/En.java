package dev.altered.text.en;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.altered.ast.Ability;
import dev.altered.ast.Effect;
import dev.altered.ast.Sentence;
import dev.altered.ast.Step;
import dev.altered.card.Language;
import dev.altered.text.ParseError;
import dev.altered.text.ParsedAbility;
import dev.altered.text.TextReader;

/** Test helpers: read one English ability, and check that the printer reads back to the same AST. */
final class En {
  private En() {}

  /** Parses one ability, failing with the parser's message if it does not parse or does not round-trip. */
  static Ability parse(String text) {
    ParsedAbility parsed = TextReader.readAbility(Language.EN, text);
    if (!parsed.ok()) {
      fail("did not parse: " + text + "\n  " + parsed.error().get());
    }
    Ability ast = parsed.ast().get();
    String printed = EnglishPrinter.INSTANCE.print(ast);
    ParsedAbility back = TextReader.readAbility(Language.EN, printed);
    assertTrue(back.ok(), () -> "printed form does not parse: " + printed + "\n  " + back.error().get());
    assertEquals(ast, back.ast().get(), () -> "printed form reads differently: " + printed);
    return ast;
  }

  /** The error of an ability that must not parse. */
  static ParseError error(String text) {
    ParsedAbility parsed = TextReader.readAbility(Language.EN, text);
    assertTrue(parsed.error().isPresent(), () -> "expected an error for: " + text + "\n  got " + parsed.ast());
    return parsed.error().get();
  }

  static String print(String text) {
    return EnglishPrinter.INSTANCE.print(parse(text));
  }

  static Effect effect(Ability ability) {
    return switch (ability.getClass().getSimpleName()) {
      case "Reaction" -> ((Ability.Reaction) ability).effect();
      case "QuickAction" -> ((Ability.QuickAction) ability).effect();
      case "Passive" -> ((Ability.Passive) ability).statements();
      case "SpellEffect" -> ((Ability.SpellEffect) ability).effect();
      default -> throw new AssertionError("no effect in " + ability);
    };
  }

  /** The only step of the only sentence of an ability. */
  static Step onlyStep(Ability ability) {
    Effect e = effect(ability);
    assertEquals(1, e.sentences().size(), () -> "sentences of " + ability);
    Sentence s = e.sentences().get(0);
    assertTrue(s instanceof Sentence.Steps, () -> "a plain sentence: " + s);
    assertEquals(1, ((Sentence.Steps) s).steps().size(), () -> "steps of " + s);
    return ((Sentence.Steps) s).steps().get(0);
  }

  /** Parses with SLL alone (no full-LL fallback), the ability's entry rule guessed right (TwoStageParser). */
  static void assertOnFastPath(String text) {
    ParsedAbility parsed = TextReader.readAbility(Language.EN, text);
    assertTrue(parsed.ok(), text);
    assertTrue(EnglishStages.parsesWithSll(parsed.text()), "needs full LL: " + text);
    assertTrue(EnglishStages.parsesWithEntry(parsed.text()), "kind of ability guessed wrong: " + text);
  }

  static <T> T as(Class<T> type, Object value) {
    assertTrue(type.isInstance(value), () -> "expected " + type.getSimpleName() + ", found " + value);
    return type.cast(value);
  }
}
