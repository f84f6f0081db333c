package dev.altered.text.en;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardDefinition;
import dev.altered.card.Language;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.TextPool;
import dev.altered.text.Markup;
import dev.altered.text.WideLexerSimulator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.junit.jupiter.api.Test;

/**
 * The English lexer's fast path (runs of letters and digits, one-character punctuation, read from the string) gives
 * the tokens the generated lexer gives: type, offsets, line, column, channel, text, and the same lexer errors.
 */
class EnglishLexerTest {
  private static int fastTokens;
  private static int allTokens;

  /** Tokens and lexer errors, one line each. */
  private static List<String> lex(String prepared, boolean fast) {
    EnglishLexer lexer = WideLexerSimulator.install(new EnglishLexer(CharStreams.fromString("")));
    List<String> out = new ArrayList<>();
    lexer.removeErrorListeners();
    lexer.addErrorListener(new BaseErrorListener() {
      @Override
      public void syntaxError(Recognizer<?, ?> recognizer, Object offendingSymbol, int line, int column, String msg,
          RecognitionException e) {
        out.add("error " + line + ":" + column + " " + msg);
      }
    });
    if (fast) {
      lexer.read(prepared);
    } else {
      lexer.setInputStream(CharStreams.fromString(prepared));
    }
    while (true) {
      Token t = lexer.nextToken();
      out.add(t.getType() + " " + t.getStartIndex() + "-" + t.getStopIndex() + " " + t.getLine() + ":"
          + t.getCharPositionInLine() + " ch" + t.getChannel() + " '" + t.getText() + "'");
      if (t.getType() == Token.EOF) {
        if (fast) {
          fastTokens += lexer.fastTokens;
          allTokens += out.size();
        }
        return out;
      }
    }
  }

  private static Set<String> corpusAbilities() throws IOException {
    Path cards = Paths.get(System.getProperty("altered.root", "..")).toAbsolutePath().normalize().resolve("cards");
    Set<String> texts = new LinkedHashSet<>();
    try (Stream<Path> files = Files.walk(cards)) {
      for (Path file : files.filter(p -> p.toString().endsWith(".cards")).sorted().toList()) {
        for (CardDefinition card : CardFileReader.read(file, new TextPool()).definitions()) {
          for (String box : List.of(card.text(Language.EN).main().orElse(""),
              card.text(Language.EN).support().orElse(""))) {
            for (Markup.Piece piece : Markup.split(box)) {
              piece.error().ifPresentOrElse(e -> { }, () -> texts.add(piece.ability().text()));
            }
          }
        }
      }
    }
    return texts;
  }

  @Test
  void fastPathGivesTheGeneratedLexersTokensForEveryCorpusAbility() throws IOException {
    Set<String> texts = corpusAbilities();
    assertTrue(texts.size() > 500, "corpus abilities found: " + texts.size());
    fastTokens = 0;
    allTokens = 0;
    for (String text : texts) {
      String prepared = EnglishSyntax.asciiPunctuation(text);
      assertEquals(lex(prepared, false), lex(prepared, true), text);
    }
    // Most tokens are words, numbers and punctuation: the comparison is about the fast path, not around it.
    assertTrue(fastTokens > allTokens * 3 / 4, fastTokens + " of " + allTokens + " tokens on the fast path");
  }

  @Test
  void fastPathLeavesTheOtherTokensToTheGeneratedLexer() {
    for (String text : List.of("It's a non-Hero card, isn't it? That's Kélon's.", "Exhausted   Resupply; after you.",
        "After You, exhausted Character", "EXHAUSTED resupplies", "Draw  2 cards.\tThen\ndiscard 1-3 X+1 cards",
        "x2 xth 12ab ab12 {2}{x} [[Fleeting]] [Tough 2] [Brassbug 2/2/2] [[Nope]] [Nope]", "'s ' word' word- -word",
        "\"Quoted: {T} draw a card.\" * | ; : , .", "trailing", "", " ", "Zoë\u00a0draws \u2019 a card", "a~b", "@")) {
      String prepared = EnglishSyntax.asciiPunctuation(text);
      assertEquals(lex(prepared, false), lex(prepared, true), text);
    }
  }
}
