package dev.altered.cardfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.CardType;
import dev.altered.card.Faction;
import dev.altered.card.HeroLimits;
import dev.altered.card.Language;
import dev.altered.card.Rarity;
import dev.altered.card.Stats;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class CardFileReaderTest {
  private static ReadResult read(String content) {
    return CardFileReader.read("test.cards", content, new TextPool());
  }

  private static List<String> errors(ReadResult result) {
    return result.diagnostics().stream().map(Diagnostic::toString).collect(Collectors.toList());
  }

  private static final String NEW_CARD = String.join("\n",
      "# A new Axiom card.",
      "set CUSTOM: Designer's Workshop",
      "",
      "card ALT_CUSTOM_B_AX_01_C",
      "  type: Character",
      "  subtypes: Engineer, Robot",
      "  faction: Axiom",
      "  rarity: Common",
      "  cost: 3/2",
      "  stats: 2/1/3",
      "  en: Scrap Tinkerer",
      "    {J} Create a [Brassbug 2/2/2] Robot token in target Expedition.",
      "    When you play a Permanent | I gain 1 boost.",
      "    support:",
      "    {D} : Draw a card.",
      "  fr: Bricoleuse de Ferraille",
      "    {J} Créez un jeton Robot [Scarabot 2/2/2] dans une Expédition ciblée.",
      "");

  @Test
  void readsEveryFieldOfANewCard() {
    ReadResult result = read(NEW_CARD);
    assertEquals(List.of(), errors(result));
    assertEquals(Optional.of("CUSTOM"), result.setId());
    assertEquals(Optional.of("Designer's Workshop"), result.setName());
    CardDefinition expected = new CardDefinition("ALT_CUSTOM_B_AX_01_C", "CUSTOM", CardType.CHARACTER,
        ImmutableList.of("ENGINEER", "ROBOT"), Faction.AX, Rarity.COMMON,
        ImmutableMap.of(Language.EN, "Scrap Tinkerer", Language.FR, "Bricoleuse de Ferraille"),
        OptionalInt.of(3), OptionalInt.of(2), Optional.of(Stats.of(2, 1, 3)), Optional.empty(),
        ImmutableMap.of(
            Language.EN, CardText.of("{J} Create a [Brassbug 2/2/2] Robot token in target Expedition."
                + "  When you play a Permanent\u00a0— I gain 1 boost.", "{D} : Draw a card."),
            Language.FR, CardText.of("{J} Créez un jeton Robot [Scarabot 2/2/2] dans une Expédition ciblée.", null)));
    assertEquals(List.of(expected), result.definitions());
    assertEquals(4, result.cards().get(0).line());
  }

  @Test
  void heroLimitsAndAbsentCostsAreRead() {
    ReadResult result = read("set S: S\ncard H1\n  type: Hero\n  faction: Lyra\n  rarity: Common\n"
        + "  cost: -/0\n  limits: 3/1\n  en: Somebody\n");
    assertEquals(List.of(), errors(result));
    CardDefinition hero = result.definitions().get(0);
    assertEquals(Optional.of(new HeroLimits(3, 1)), hero.limits());
    assertEquals(OptionalInt.empty(), hero.handCost());
    assertEquals(OptionalInt.of(0), hero.reserveCost());
    assertTrue(hero.texts().isEmpty());
  }

  @Test
  void aBrokenCardIsReportedAtItsPositionAndTheOthersLoad() {
    String content = String.join("\n",
        "set S: Some Set",
        "card GOOD_1",
        "  type: Spell",
        "  faction: Bravos",
        "  rarity: Rare",
        "  en: Good One",
        "card BAD_1",
        "  type: Sorcery",
        "  faction: Bravos",
        "  rarity: Rare",
        "card BAD_2",
        "  type: Spell",
        "  faction: Bravos",
        "  rarity: Rare",
        "  cost: 3/x",
        "card GOOD_2",
        "  type: Spell",
        "  faction: Bravos",
        "  rarity: Common",
        "  en: Good Two",
        "    Draw a card.");
    ReadResult result = read(content);
    assertEquals(List.of(
        "test.cards:8:9: error: unknown type 'Sorcery': expected one of Character, Spell, Permanent, Landmark"
            + " Permanent, Expedition Permanent, Hero, Token, Mana Token, Landmark Permanent Token [bad-value]",
        "test.cards:15:11: error: expected a number (0 or more, or '-' for none) where 'x' is: Hand Cost/Reserve"
            + " Cost, e.g. 'cost: 3/2' [syntax]"), errors(result));
    assertEquals(List.of("GOOD_1", "GOOD_2"),
        result.definitions().stream().map(CardDefinition::reference).collect(Collectors.toList()));
  }

  @Test
  void unknownFieldsAndDuplicatesNameWhatWasExpected() {
    ReadResult result = read("set S: S\ncard C\n  type: Spell\n  colour: red\n  faction: Muna\n  rarity: Common\n"
        + "  type: Spell\n");
    assertEquals(List.of(
        "test.cards:4:3: error: unknown field 'colour': expected one of type, subtypes, faction, rarity, cost, stats,"
            + " limits, or a language (en, fr, de, es, it) [unknown-field]",
        "test.cards:7:3: error: second 'type' line in card C (a field is written once) [duplicate-field]"),
        errors(result));
    assertTrue(result.cards().isEmpty());
  }

  @Test
  void missingRequiredFieldsAreReportedOnTheCardLine() {
    ReadResult result = read("set S: S\n\ncard C\n  type: Spell\n  en: Name\n");
    assertEquals(List.of(
        "test.cards:3:1: error: card C has no 'faction:' line (e.g. 'faction: Axiom') [missing-field]",
        "test.cards:3:1: error: card C has no 'rarity:' line (e.g. 'rarity: Common') [missing-field]"),
        errors(result));
  }

  @Test
  void layoutMistakesArePositioned() {
    String content = String.join("\n",
        "set S: S",
        "card C1",
        "  type: Spell",
        "  faction: Muna",
        "  rarity: Common",
        "    Draw a card.",
        "card C2",
        "  type: Spell",
        "\tfaction: Muna",
        "type: Spell",
        "card C3",
        "  type: Spell",
        "  faction: Muna",
        "  rarity: Common",
        "  en: Fine",
        "    Trigger |",
        "card C4",
        "   type: Spell",
        "  faction: Muna",
        "card",
        "  type: Spell",
        "card C5",
        "  type: Spell",
        "  faction: Muna",
        "  rarity: Common");
    ReadResult result = read(content);
    assertEquals(List.of(
        "test.cards:6:5: error: text line outside a language block: put ability text under a language line (en, fr,"
            + " de, es, it), indented deeper than it, or indent this field like the others (2 spaces) [syntax]",
        "test.cards:9:1: error: tab in indentation: indent with spaces [indentation]",
        "test.cards:10:1: error: expected 'card REFERENCE', 'set ID: NAME' or a '#' comment at the start of a line"
            + " (card fields and text are indented) [syntax]",
        "test.cards:16:13: error: expected an effect after '|' (write 'Trigger | Effect') [syntax]",
        "test.cards:19:3: error: this line is indented by 2 spaces but the card's fields by 3: indent fields alike,"
            + " and text lines deeper than their language [indentation]",
        "test.cards:20:5: error: expected the card's reference after 'card', e.g. 'card ALT_CORE_B_AX_16_C'"
            + " [syntax]"), errors(result));
    assertEquals(List.of("C5"),
        result.definitions().stream().map(CardDefinition::reference).collect(Collectors.toList()));
  }

  @Test
  void aCardWhoseCardLineWasLostIsReportedAndTheCardBeforeItStillLoads() {
    String content = String.join("\n",
        "set S: S",
        "card C1",
        "  type: Spell",
        "  faction: Muna",
        "  rarity: Common",
        "",
        "  type: Spell",
        "  faction: Muna",
        "  rarity: Common",
        "",
        "card C3",
        "  type: Spell",
        "  faction: Muna",
        "  rarity: Common");
    ReadResult result = read(content);
    assertEquals(List.of("test.cards:7:3: error: second 'type' line in card C1 (a field is written once); after a"
        + " blank line this looks like the start of a card whose 'card REFERENCE' line is missing"
        + " [duplicate-field]"), errors(result));
    assertEquals(List.of("C1", "C3"),
        result.definitions().stream().map(CardDefinition::reference).collect(Collectors.toList()));
  }

  @Test
  void invalidUtf8IsReportedWhereItIsAndTheRestLoads() {
    byte[] head = "set S: S\ncard C1\n  type: Spell\n  faction: Muna\n  rarity: Common\n  en: Ab".getBytes(
        StandardCharsets.UTF_8);
    byte[] tail = "c\ncard C2\n  type: Spell\n  faction: Muna\n  rarity: Common\n".getBytes(StandardCharsets.UTF_8);
    byte[] content = new byte[head.length + 1 + tail.length];
    System.arraycopy(head, 0, content, 0, head.length);
    content[head.length] = (byte) 0xff;
    System.arraycopy(tail, 0, content, head.length + 1, tail.length);
    ReadResult result = CardFileReader.read("test.cards", content, new TextPool());
    assertEquals(List.of("test.cards:6:9: error: invalid UTF-8 here (card files are UTF-8 text) [encoding]"),
        errors(result));
    assertEquals(List.of("C2"),
        result.definitions().stream().map(CardDefinition::reference).collect(Collectors.toList()));
  }

  @Test
  void withoutASetLineCardsTakeTheSetOfTheirReferenceAndTheFileIsInError() {
    ReadResult result = read("card ALT_CORE_B_AX_01_C\n  type: Spell\n  faction: Axiom\n  rarity: Common\n");
    assertEquals(List.of("test.cards:1:1: error: no 'set ID: NAME' line before the first card: cards take their"
        + " set from their reference [missing-set]"), errors(result));
    assertEquals("CORE", result.definitions().get(0).set());
  }

  @Test
  void twoAbilitiesTypedOnOneLineGiveTheSameCardAsTwoLines() {
    String twoLines = "set S: S\ncard C\n  type: Spell\n  faction: Muna\n  rarity: Common\n  en: N\n"
        + "    Draw a card.\n    Draw a card.\n";
    String oneLine = "set S: S\ncard C\n  type: Spell\n  faction: Muna\n  rarity: Common\n  en: N\n"
        + "    Draw a card.  Draw a card.\n";
    assertEquals(read(twoLines).definitions(), read(oneLine).definitions());
  }

  /** Issue 24, 4: a language line indented deeper than the fields is not silently text of the language before. */
  @Test
  void aLanguageLineIndentedByThreeSpacesIsAnErrorNotTextOfThePreviousLanguage() {
    String content = String.join("\n",
        "set T: Test",
        "card C1",
        "  type: Spell",
        "  faction: Muna",
        "  rarity: Common",
        "  cost: 1/1",
        "  en: Tune",
        "    Draw a card.",
        "   it: Melodia",
        "    Pesca una carta.",
        "card C2",
        "  type: Spell",
        "  faction: Muna",
        "  rarity: Common",
        "  cost: 1/1",
        "  en: Tune",
        "    Draw a card.",
        "");
    String expected = "test.cards:9:4: error: language line 'it:' indented by 3 spaces but the card's fields by 2:"
        + " indent it like the other fields, or it is read as en text [indentation]";
    for (ReadResult result : List.of(read(content), CardFileReader.readCharacters("test.cards", content,
        new TextPool()))) {
      assertEquals(List.of(expected), errors(result));
      assertEquals(List.of("C2"), result.cards().stream().map(c -> c.card().reference()).toList());
    }
  }

  /** Issue 24, 10: a misspelt field name or value is answered with the nearest known one. */
  @Test
  void aMisspeltFieldOrValueGetsADidYouMean() {
    String content = String.join("\n",
        "set T: Test",
        "card C1",
        "  type: Spel",
        "  faction: Muna",
        "  rarity: Common",
        "  cost: 1/1",
        "card C2",
        "  type: Spell",
        "  facton: Muna",
        "  rarity: Common",
        "  cost: 1/1",
        "card C3",
        "  type: Spell",
        "  faction: Ordiss",
        "  rarity: Common",
        "  cost: 1/1",
        "");
    List<String> found = errors(read(content));
    assertTrue(found.get(0).startsWith("test.cards:3:9: error: unknown type 'Spel': did you mean 'Spell'? expected"),
        found.get(0));
    assertTrue(found.get(1).startsWith("test.cards:9:3: error: unknown field 'facton': did you mean 'faction'?"
        + " expected one of"), found.get(1));
    assertTrue(found.get(2).startsWith("test.cards:14:12: error: unknown faction 'Ordiss': did you mean 'Ordis'?"),
        found.get(2));
  }
}
