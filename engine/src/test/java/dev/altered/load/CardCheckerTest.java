package dev.altered.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.Diagnostic;
import dev.altered.cardfile.ReadResult;
import dev.altered.cardfile.SourcedCard;
import dev.altered.cardfile.TextPool;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CardCheckerTest {
  private static List<String> check(String... files) {
    List<SourcedCard> cards = new ArrayList<>();
    for (int i = 0; i < files.length; i++) {
      ReadResult read = CardFileReader.read("f" + i + ".cards", files[i], new TextPool());
      assertEquals(List.of(), read.diagnostics());
      cards.addAll(read.cards());
    }
    return CardChecker.check(cards).stream().map(Diagnostic::toString).toList();
  }

  private static String card(String reference, String... lines) {
    return "card " + reference + "\n" + String.join("\n", lines) + "\n";
  }

  @Test
  void rule_2_2_11_c_onlyCharactersHaveStatistics_andCharactersHaveThem() {
    assertEquals(List.of(
        "f0.cards:7:10: error: S: a Spell has no statistics: only Characters (and tokens, which are Characters) have"
            + " them (rule 2.2.11.c) [stats-on-non-character]",
        "f0.cards:9:1: error: C: a Character has statistics (rule 2.2.11): expected a 'stats: forest/mountain/water'"
            + " line [missing-stats]"),
        check("set X: X\n"
            + card("S", "  type: Spell", "  faction: Axiom", "  rarity: Common", "  cost: 1/1", "  stats: 1/1/1",
                "  en: S")
            + card("C", "  type: Character", "  faction: Axiom", "  rarity: Common", "  cost: 1/1", "  en: C")
            + card("T", "  type: Token", "  faction: Axiom", "  rarity: Common", "  stats: 1/1/1", "  en: T")));
  }

  @Test
  void rule_2_2_13_and_2_2_14_onlyHeroesHaveLimits_rule_2_2_2_b_heroesHaveNoSubtypes() {
    assertEquals(List.of(
        "f0.cards:3:13: error: H: a Hero has no sub-types (rule 2.2.2.b) [subtype-on-hero]",
        "f0.cards:3:13: warning: H: unknown sub-type 'Wizard': expected one listed by rule 2.2.2 or printed in the"
            + " official sets (Illusion, Landmark, Ore, Rogue, Sap) [unknown-subtype]",
        "f0.cards:14:11: error: S: only Heroes have a reserve limit and a landmark limit (rules 2.2.13.b, 2.2.14.b)"
            + " [limits-on-non-hero]",
        "f0.cards:16:1: warning: H2: Hero without 'limits: reserve/landmark': the defaults of a player without a Hero"
            + " (2/2, rules 3.2.7.b, 3.2.10.b) will apply [missing-limits]"),
        check("set X: X\n"
            + card("H", "  subtypes: Wizard", "  type: Hero", "  faction: Axiom", "  rarity: Common", "  limits: 2/2",
                "  en: H")
            + card("S", "  type: Spell", "  faction: Axiom", "  rarity: Common", "  cost: 1/1", "  limits: 2/2",
                "  en: S")
            + card("H2", "  type: Hero", "  faction: Axiom", "  rarity: Common", "  en: H2")));
  }

  @Test
  void costsMustBePresentAndInRange_duplicatesAreNamedWithTheFirstPosition() {
    assertEquals(List.of(
        "f0.cards:6:9: error: A: a Spell has a Reserve Cost (rule 2.2.8): expected 'cost: HAND/RESERVE'"
            + " [missing-cost]",
        "f0.cards:8:1: error: B: a Spell has a Hand Cost (rule 2.2.7): expected 'cost: HAND/RESERVE' [missing-cost]",
        "f0.cards:8:1: error: B: a Spell has a Reserve Cost (rule 2.2.8): expected 'cost: HAND/RESERVE'"
            + " [missing-cost]",
        "f1.cards:2:1: error: duplicate reference A: first defined at f0.cards:2 [duplicate-reference]",
        "f1.cards:6:9: error: A: Hand Cost 11 out of range 0..10 [cost-out-of-range]"),
        check("set X: X\n"
            + card("A", "  type: Spell", "  faction: Axiom", "  rarity: Common", "  cost: 2/-", "  en: A")
            + card("B", "  type: Spell", "  faction: Axiom", "  rarity: Common", "  en: B"),
            "set X: X\n"
            + card("A", "  type: Spell", "  faction: Axiom", "  rarity: Common", "  cost: 11/1", "  en: A")));
  }

  @Test
  void missingEnglishAndSourceDataDefectsAreReportedAtTheirLine() {
    assertEquals(List.of(
        "f0.cards:2:1: error: A: no English name: the English name is the card's name (rule 2.2.4.c): expected an"
            + " 'en: NAME' line [missing-english]",
        "f0.cards:2:1: error: A: text in fr but no English text: English is the reference language (rule 2.2.4.c)"
            + " [missing-english]",
        "f0.cards:9:1: warning: B: the card has English text and a de name but no de text [missing-translation]",
        "f0.cards:16:14: warning: B: unexpanded placeholder [MANA_MOTH]: the source data never replaced it with the"
            + " en text [placeholder]",
        "f0.cards:20:5: warning: B: the es text here reads as it (function words counted): a translation missing"
            + " from the source data? [wrong-language]"),
        check("set X: X\n"
            + card("A", "  type: Spell", "  faction: Axiom", "  rarity: Common", "  cost: 1/1", "  fr: A",
                "    Piochez une carte.")
            + card("B", "  type: Spell", "  faction: Axiom", "  rarity: Common", "  cost: 1/1", "  en: B",
                "    Draw a card.", "    Create a [MANA_MOTH] Illusion token.", "  de: B", "  es: B",
                "    Roba una carta.", "    Metti una carta dalla tua mano nella Riserva.")));
  }

  @Test
  void theCommittedSetsHaveNoErrors_onlyTheSourceDataDefectWarnings() {
    LoadResult result = CardLoader.readOnly().load(List.of(java.nio.file.Paths.get(
        System.getProperty("altered.root", "..")).resolve("cards")));
    List<Diagnostic> problems = CardChecker.check(result.cards());
    assertEquals(List.of(), problems.stream().filter(Diagnostic::isError).toList());
    assertEquals(java.util.Set.of("placeholder", "wrong-language", "missing-limits"),
        problems.stream().map(Diagnostic::code).collect(java.util.stream.Collectors.toSet()));
  }

  /** Issue 24, 10: a misspelt sub-type is answered with the nearest known one. */
  @Test
  void aMisspeltSubtypeGetsADidYouMean() {
    assertEquals(List.of("f0.cards:3:13: warning: C: unknown sub-type 'Robott': did you mean 'Robot'? expected one"
        + " listed by rule 2.2.2 or printed in the official sets (Illusion, Landmark, Ore, Rogue, Sap)"
        + " [unknown-subtype]"),
        check("set X: X\n" + card("C", "  subtypes: Robott", "  type: Character", "  faction: Axiom",
            "  rarity: Common", "  cost: 1/1", "  stats: 1/1/1", "  en: C")));
  }

  private static List<String> tokenWarnings(String text) {
    return check("set X: X\n"
        + card("M", "  type: Landmark Permanent Token", "  faction: Neutral", "  rarity: Common", "  en: Manaseed")
        + card("A", "  type: Spell", "  faction: Axiom", "  rarity: Common", "  cost: 1/1", "  en: A", "    " + text))
        .stream().filter(d -> d.endsWith("[unknown-token]")).toList();
  }

  /** Issue 24: a token printed by its name alone with a slip in the name is answered with the token card's name. */
  @Test
  void aMisspeltTokenNameGetsADidYouMeanAtItsColumn() {
    assertEquals(List.of("f0.cards:13:14: warning: A: no token card is named 'Manased': did you mean [Manaseed]?"
        + " expected the name of a token card of the loaded sets, whose characteristics a token printed by its name"
        + " alone takes [unknown-token]"), tokenWarnings("Create a [Manased] token in your Landmarks."));
    assertEquals(List.of(), tokenWarnings("Create a [Manaseed] token in your Landmarks."));
    assertEquals(List.of(), tokenWarnings("Create a [Woollyback] token in your Landmarks."),
        "a name far from every loaded token card may be defined in a file not read");
  }
}
