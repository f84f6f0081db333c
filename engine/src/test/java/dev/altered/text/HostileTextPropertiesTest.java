package dev.altered.text;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Ability;
import dev.altered.card.Language;
import dev.altered.compile.CompileException;
import dev.altered.compile.Compiler;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Issue 24: real ability texts, mutated as a hostile tester would (huge numbers, misspelt brackets, cut, repeated or
 * stray characters), are read and compiled in every language without an exception escaping, and every error has a
 * position in the text.
 */
class HostileTextPropertiesTest {
  private static final Map<Language, List<String>> TEXTS = Map.of(
      Language.EN, List.of("{J} Draw 2 cards.", "[Tough 1]", "{R} You may spend 1 of my boosts to ready two Mana Orbs.",
          "{J} Create a [Brassbug 2/2/2] token in my Expedition.", "{J} Target Character gains [[Anchored]].",
          "When you play a Spell — I gain 1 boost."),
      Language.FR, List.of("{J} Piochez 2 cartes.", "{J} Un Personnage ciblé gagne [[Ancré]]."),
      Language.DE, List.of("{J} Ziehe 2 Karten.", "{J} [Nachschub]."),
      Language.ES, List.of("{J} Roba 2 cartas.", "{J} [Reabastece]."),
      Language.IT, List.of("{J} Pesca 2 carte.", "{J} [Rifornisci]."));

  private static final List<String> INSERTS = List.of("2147483648", "99999999999999999999", "-1", "0", "[", "]",
      "[[", "]]", "{", "}", "•", "—", ":", "#", "\u0000", "\uFFFD", "x", "[Toughh 1]", "[[Anchord]]",
      "[Brassbug 2147483648/2/2]", "{2147483648}", "ü", "  ", "\n");

  @Provide
  Arbitrary<String> mutated() {
    Arbitrary<String> base = Arbitraries.of(TEXTS.values().stream().flatMap(List::stream).toList());
    return Combinators.combine(base, Arbitraries.of(INSERTS), Arbitraries.integers().between(0, 1000),
        Arbitraries.integers().between(0, 3)).as((text, insert, where, how) -> {
          int at = where % (text.length() + 1);
          return switch (how) {
            case 0 -> text.substring(0, at) + insert + text.substring(at); // inserted
            case 1 -> text.substring(0, at); // cut
            case 2 -> text.substring(0, at) + insert + text.substring(Math.min(text.length(), at + 1)); // replaced
            default -> text.substring(0, at) + text.substring(at).repeat(3); // repeated
          };
        });
  }

  @Property(tries = 300)
  void noExceptionEscapesAndEveryErrorHasAPosition(@ForAll("mutated") String text) {
    for (Language language : Language.values()) {
      for (ParsedAbility p : TextReader.read(language, text)) {
        if (p.error().isPresent()) {
          assertTrue(p.error().get().line() >= 1 && p.error().get().column() >= 1, language + ": " + p.error());
          continue;
        }
        Ability ast = p.ast().orElseThrow();
        try {
          Compiler.compile(ast, Compiler.Context.PERMANENT);
        } catch (CompileException e) {
          assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), language + ": " + text);
        }
      }
    }
  }
}
