package dev.altered.text.en;

import static dev.altered.text.en.En.error;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.Language;
import dev.altered.text.ParseError;
import dev.altered.text.ParsedAbility;
import dev.altered.text.SourceText;
import dev.altered.text.TextReader;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ErrorTest {
  @Test
  void anUnknownKeywordIsNamed() {
    ParseError e = error("When you sacrifice a Character — Create a [MANA_MOTH] Illusion token in my Expedition.");
    assertEquals(43, e.column());
    assertTrue(e.message().contains("unknown keyword '[MANA_MOTH]'"), e.message());
  }

  @Test
  void expectedWordsArePlainWords() {
    ParseError e = error("{J} The draw a card.");
    assertTrue(e.message().startsWith("expected "), e.message());
    assertTrue(e.message().contains("found 'draw'"), e.message());
    assertFalse(e.message().contains("mismatched"), "no raw ANTLR text: " + e.message());
    assertFalse(e.message().contains("<EOF>"), "no raw ANTLR text: " + e.message());
  }

  @Test
  void aMissingEndIsTheEndOfTheAbility() {
    ParseError e = error("{J} Target Character gains");
    assertTrue(e.message().endsWith("found the end of the ability"), e.message());
    assertEquals(27, e.column());
  }

  @Test
  void aChoiceWithoutItemsAsksForTheBulletInPlainWords() {
    ParseError e = error("{J} Choose one:");
    assertTrue(e.message().contains("an item starting with '•'"), e.message());
    assertFalse(e.message().contains("BULLET"), "no grammar token names: " + e.message());
  }

  @Test
  void anUnknownWord() {
    ParseError e = error("{J} Target Character frobnicates.");
    assertEquals(22, e.column());
    assertTrue(e.message().contains("'frobnicates'"), e.message());
  }

  @Test
  void aCharacterThatIsNoText() {
    ParseError e = error("{J} Draw a card ~");
    assertTrue(e.message().contains("'~'"), e.message());
    assertEquals(17, e.column());
  }

  @Test
  void anEmptyAbility() {
    assertEquals(List.of(), TextReader.read(Language.EN, ""));
    assertEquals(List.of(), TextReader.read(Language.EN, "   "));
  }

  @Test
  void garbageIsAPositionedErrorNotAnException() {
    for (String garbage : new String[] {"}}}{{{", "[[[[", "]]", "\"\"\"", ":::", "—", "•", "{J}", "0/0/0", "\u0000"}) {
      for (ParsedAbility p : TextReader.read(Language.EN, garbage)) {
        assertTrue(p.error().isPresent(), garbage);
        assertTrue(p.error().get().column() >= 1, garbage);
      }
    }
  }

  @Test
  void aMegabyteOfTextIsRefusedQuickly() {
    String huge = "{J} Draw a card. ".repeat(60_000);
    assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
      List<ParsedAbility> all = TextReader.read(Language.EN, huge);
      assertTrue(all.get(0).error().isPresent());
    });
  }

  @Test
  void aLongAbilityIsRefusedNotParsedForever() {
    String long1 = "{J} Draw a card" + ", then draw a card".repeat(300) + ".";
    assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
      ParsedAbility p = TextReader.readAbility(Language.EN, long1);
      assertTrue(p.error().get().message().contains("at most"), p.error().get().message());
    });
  }

  @Test
  void deeplyNestedQuotesAreRefused() {
    String nested = "I gain \"".repeat(20) + "{T} : Draw a card." + "\"".repeat(20);
    ParsedAbility p = TextReader.readAbility(Language.EN, nested);
    assertTrue(p.error().isPresent());
  }

  @Test
  void errorsPointAtTheFileLineAndColumn() {
    SourceText box = new SourceText("    {J} Draw a card.\n    {R} I gain one frob.", 12, 1);
    List<ParsedAbility> all = TextReader.read(TextReader.frontEnd(Language.EN).orElseThrow(), box);
    ParseError e = all.get(1).error().orElseThrow();
    assertEquals(13, e.line());
    assertEquals(24, e.column());
  }

  @Test
  void aKeywordWithoutItsNumber() {
    assertTrue(error("[Tough].").message().contains("expected a number"));
    assertTrue(error("[Gigantic 2].").message().contains("expected no number"));
  }
}
