package dev.altered.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class MarkupTest {
  private static List<String> texts(String box) {
    return Markup.split(box).stream().map(p -> p.ability().text()).toList();
  }

  @Test
  void rule_1_2_4_a_abilitiesAreSplitOnTwoSpacesAndLineBreaks() {
    assertEquals(List.of("{J} Draw a card.", "{R} I gain 1 boost."), texts("{J} Draw a card.  {R} I gain 1 boost."));
    assertEquals(List.of("{J} Draw a card.", "{R} I gain 1 boost."), texts("{J} Draw a card.\n  {R} I gain 1 boost."));
  }

  @Test
  void modeAndDieRollLinesStayWithTheirAbility() {
    assertEquals(List.of("Choose one: • Draw a card. • [Resupply]."),
        texts("Choose one:  •\u00a0Draw a card.  •\u00a0[Resupply]."));
  }

  @Test
  void rule_2_2_12_c_reminderTextIsDropped() {
    assertEquals(List.of("[Seasoned]."), texts("[Seasoned]. (I keep my boosts when I go to Reserve.)"));
    assertEquals(List.of("Target Character gains 1 boost. If it is [[Asleep]], it loses [[Asleep]]."),
        texts("Target Character gains 1 boost. If it is [[Asleep]], it loses [[Asleep]]. (At Rest, it doesn't go.)."));
  }

  @Test
  void inlineParenthesesArePartOfTheAbility() {
    assertEquals(List.of("{R} You may exhaust ({T}) target card in Reserve."),
        texts("{R} You may exhaust ({T}) target card in Reserve. (Exhausted cards can't be played.)"));
    assertEquals(List.of("Put target Character in its owner's Mana zone (as an exhausted Mana Orb)."),
        texts("Put target Character in its owner's Mana zone (as an exhausted Mana Orb)."));
  }

  @Test
  void inlineAsClausesAreKeptInEveryLanguage() {
    assertEquals(List.of("Mettez-moi dans votre zone de Mana (en tant qu'Orbe de Mana épuisé)."),
        texts("Mettez-moi dans votre zone de Mana (en tant qu'Orbe de Mana épuisé)."));
    assertEquals(List.of("Il active ses capacités {r} (comme s'il avait été joué depuis la Réserve)."),
        texts("Il active ses capacités {r} (comme s'il avait été joué depuis la Réserve)."));
    assertEquals(List.of("Lege mich in deinen Manabereich (als erschöpfte Manakugel)."),
        texts("Lege mich in deinen Manabereich (als erschöpfte Manakugel)."));
    assertEquals(List.of("Colócame en tu zona de maná (como orbe de maná agotado)."),
        texts("Colócame en tu zona de maná (como orbe de maná agotado)."));
    assertEquals(List.of("Mettimi nella tua zona mana (come una sfera di mana consumata)."),
        texts("Mettimi nella tua zona mana (come una sfera di mana consumata)."));
    // Reminder text is still dropped.
    assertEquals(List.of("[Défenseur]."), texts("[Défenseur]. (Les Personnages ne peuvent pas avancer.)"));
  }

  @Test
  void rareMarksNoBreakSpacesAndStrayBracketsAreNormalized() {
    assertEquals(List.of("Activate the {j} abilities of up to two target Permanents you control."),
        texts("Activate the {j} abilities of #up to two# target Permanents you control."));
    assertEquals(List.of("{R} I gain 2 boosts."), texts("{R} I gain 2\u00a0boosts[]. (A boost is a counter.)"));
    assertEquals(List.of("You may give it 1 boost."), texts("You may give it 1 boost.[]. (A boost...)"));
  }

  @Test
  void offsetsPointIntoTheOriginalText() {
    String box = "[Tough\u00a01]. (Opponents must pay {1}.)  #{J}# I gain 1 boost.";
    Markup.Piece second = Markup.split(box).get(1);
    AbilityText a = second.ability();
    assertEquals("{J} I gain 1 boost.", a.text());
    assertEquals(box.indexOf("{J}"), a.originalOffset(0));
    assertEquals(box.indexOf("gain"), a.originalOffset(a.text().indexOf("gain")));
  }

  @Test
  void unbalancedParenthesisIsAPositionedError() {
    Markup.Piece p = Markup.split("Draw a card. (Reminder").get(0);
    assertTrue(p.error().isPresent());
    assertEquals(14, p.error().get().column());
    assertTrue(p.error().get().message().contains("expected ')'"), p.error().get().message());
  }

  @Test
  void unbalancedBracketAndQuoteArePositionedErrors() {
    ParseError bracket = Markup.split("Create a [Brassbug 2/2/2 Robot token.").get(0).error().orElseThrow();
    assertEquals(10, bracket.column());
    ParseError quote = Markup.split("I gain \"{T} : Draw a card.").get(0).error().orElseThrow();
    assertEquals(8, quote.column());
  }

  @Test
  void aHugeTextIsRefusedWithAPositionedError() {
    String huge = "Draw a card. ".repeat(80_000);
    List<Markup.Piece> pieces = Markup.split(huge);
    assertEquals(1, pieces.size());
    assertTrue(pieces.get(0).error().get().message().contains("at most"));
  }

  @Test
  void aParagraphOfReminderTextOnlyIsNoAbility() {
    assertEquals(List.of(), texts("(If I leave the Expedition zone, remove me from the game.)"));
  }
}
