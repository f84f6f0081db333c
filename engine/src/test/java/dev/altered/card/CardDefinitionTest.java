package dev.altered.card;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Collections;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * A card holds its texts as one array of lines: what it gives back (the map, each language's text, each line in
 * place) is exactly what it was made from, whichever way it was made, and equal texts make equal cards.
 */
class CardDefinitionTest {
  private static CardDefinition card(ImmutableMap<Language, CardText> texts) {
    return new CardDefinition("ALT_T_1", "T", CardType.CHARACTER, ImmutableList.of("ENGINEER"), Faction.AX,
        Rarity.COMMON, ImmutableMap.of(Language.EN, "Test"), OptionalInt.of(2), OptionalInt.of(1),
        Optional.of(Stats.of(1, 2, 3)), Optional.empty(), texts);
  }

  private static CardDefinition cardOfLines(CardDefinition.TextLines texts) {
    return new CardDefinition("ALT_T_1", "T", CardType.CHARACTER, ImmutableList.of("ENGINEER"), Faction.AX,
        Rarity.COMMON, ImmutableMap.of(Language.EN, "Test"), OptionalInt.of(2), OptionalInt.of(1),
        Optional.of(Stats.of(1, 2, 3)), Optional.empty(), texts);
  }

  private static final ImmutableMap<Language, CardText> TEXTS = ImmutableMap.of(
      Language.EN, CardText.of("{J} Draw a card.  {R} I gain 1 boost.", "{D} : Draw a card."),
      Language.DE, CardText.of("{J} Ziehe eine Karte.", null),
      Language.IT, CardText.of(null, "{D} : Pesca una carta."),
      Language.ES, CardText.EMPTY);

  @Test
  void givesBackEveryLanguagesTextAsItWasGiven() {
    CardDefinition card = card(TEXTS);
    assertEquals(TEXTS, card.texts());
    for (Language language : Language.values()) {
      CardText text = TEXTS.getOrDefault(language, CardText.EMPTY);
      assertEquals(text, card.text(language), language.code());
      assertEquals(TEXTS.containsKey(language), card.hasText(language), language.code());
      for (boolean support : new boolean[] {false, true}) {
        ImmutableList<String> lines = support ? text.supportLines() : text.mainLines();
        assertEquals(lines.size(), card.lineCount(language, support));
        for (int i = 0; i < lines.size(); i++) {
          assertEquals(lines.get(i), card.line(language, support, i));
        }
        assertThrows(IndexOutOfBoundsException.class, () -> card.line(language, support, lines.size()));
        assertEquals(lines, copied(card, language, support), language.code() + (support ? " support" : " main"));
      }
    }
    assertTrue(card.hasText(Language.ES), "a language with both boxes empty is still a language of the card");
    assertFalse(card.hasText(Language.FR));
  }

  @Test
  void cardsMadeFromLinesEqualCardsMadeFromTexts() {
    CardDefinition.TextLines lines = new CardDefinition.TextLines()
        .put(Language.IT, ImmutableList.of(), ImmutableList.of("{D} : Pesca una carta."))
        .put(Language.EN, ImmutableList.of("{J} Draw a card.", "{R} I gain 1 boost."),
            ImmutableList.of("{D} : Draw a card."))
        .put(Language.ES, ImmutableList.of(), ImmutableList.of())
        .put(Language.DE, ImmutableList.of("{J} Ziehe eine Karte."), ImmutableList.of());
    CardDefinition card = cardOfLines(lines);
    assertEquals(card(TEXTS), card);
    assertEquals(card(TEXTS).hashCode(), card.hashCode());
    assertEquals(card, cardOfLines(lines), "the lines are copied: the same builder makes the same card again");
    assertEquals(TEXTS, cardOfLines(lines).texts());
    lines.clear().put(Language.EN, ImmutableList.of("{J} Draw a card."), ImmutableList.of());
    assertNotEquals(card, cardOfLines(lines));
    assertEquals(TEXTS, card.texts(), "clearing the builder does not change a card made from it");
  }

  @Test
  void cardsDifferingInOneLineOrWhereALineIsAreNotEqual() {
    CardDefinition card = card(TEXTS);
    assertNotEquals(card, card(ImmutableMap.of(Language.EN, CardText.of("{J} Draw a card.", null))));
    // The same lines in one array, split differently between the boxes or the languages.
    assertNotEquals(card(ImmutableMap.of(Language.EN, CardText.of("A.  B.", null))),
        card(ImmutableMap.of(Language.EN, CardText.of("A.", "B."))));
    assertNotEquals(card(ImmutableMap.of(Language.EN, CardText.of("A.", null), Language.FR, CardText.of("B.", null))),
        card(ImmutableMap.of(Language.EN, CardText.of("A.  B.", null))));
    assertEquals(ImmutableMap.of(), card(ImmutableMap.of()).texts());
  }

  @Test
  void boxesOfMoreLinesThanThePackedCountsHoldAreKeptWhole() {
    String main = String.join(CardText.LINE_SEPARATOR, Collections.nCopies(100, "• Draw a card."));
    String support = String.join(CardText.LINE_SEPARATOR, Collections.nCopies(40, "{D} : Draw a card."));
    ImmutableMap<Language, CardText> texts = ImmutableMap.of(Language.EN, CardText.of(main, support),
        Language.FR, CardText.of("{J} Piochez une carte.", null));
    CardDefinition card = card(texts);
    assertEquals(texts, card.texts());
    assertEquals(100, card.lineCount(Language.EN, false));
    assertEquals(40, card.lineCount(Language.EN, true));
    assertEquals("• Draw a card.", card.line(Language.EN, false, 99));
    assertEquals("{J} Piochez une carte.", card.line(Language.FR, false, 0));
    assertEquals(texts.get(Language.EN).mainLines(), copied(card, Language.EN, false));
    assertEquals(texts.get(Language.EN).supportLines(), copied(card, Language.EN, true));
    assertEquals(ImmutableList.of(), copied(card, Language.DE, false));
    assertEquals(card, card(texts));
    assertEquals(Optional.of(main), card.text(Language.EN).main());
  }

  /** A box's lines through {@link CardDefinition#copyLines}, into an array with a stale line past them. */
  private static ImmutableList<String> copied(CardDefinition card, Language language, boolean support) {
    String[] into = new String[card.lineCount(language, support) + 1];
    java.util.Arrays.fill(into, "stale");
    int n = card.copyLines(language, support, into);
    assertEquals("stale", into[n], "nothing is written past the box");
    return ImmutableList.copyOf(java.util.Arrays.asList(into).subList(0, n));
  }
}
