package dev.altered.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Ability;
import dev.altered.card.Language;
import dev.altered.grammar.en.AlteredEnglishLexer;
import dev.altered.grammar.en.AlteredEnglishParser;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.Token;
import org.junit.jupiter.api.Test;

/**
 * The shared driver, exercised with the generated English grammar behind a bare lexer (no lexicon: every bracketed
 * name is unknown), so these tests depend on the driver and not on any language's front-end.
 */
class TwoStageParserTest {
  /** The generated lexer (it makes no whitespace tokens), with every bracketed name re-typed as unknown. */
  static final class BareLexer extends AlteredEnglishLexer {
    BareLexer(CharStream input) {
      super(input);
    }

    @Override
    public Token nextToken() {
      Token t = super.nextToken(); // spaces are skipped by the grammar
      if (t.getType() == BRACKET) {
        ((CommonToken) t).setType(AlteredEnglishParser.UNKNOWN_BRACKET);
      }
      return t;
    }
  }

  static final TwoStageParser.ErrorWords WORDS = TwoStageParser.ErrorWords.builder()
      .kind(AlteredEnglishParser.NUMBER, "a number")
      .kind("an effect such as 'draw'", "draw", "discard", "gain")
      .unknownName(AlteredEnglishParser.UNKNOWN_BRACKET, "a known keyword")
      .build();

  static TwoStageParser<AlteredEnglishParser.AbilityContext> driver(TwoStageParser.Limits limits) {
    return TwoStageParser.of(BareLexer::new, AlteredEnglishParser::new, AlteredEnglishParser::ability, WORDS, limits);
  }

  static final TwoStageParser<AlteredEnglishParser.AbilityContext> DRIVER = driver(TwoStageParser.Limits.DEFAULT);

  static ParseError error(TwoStageParser<?> driver, String text) {
    TwoStageParser.Result<?> r = driver.parse(AbilityText.of(text));
    assertFalse(r.ok(), text);
    return r.error().get();
  }

  @Test
  void aValidAbilityParsesOnTheFastSllStage() {
    AbilityText draw = AbilityText.of("Draw 1 card.");
    assertTrue(DRIVER.parsesWithSll(draw));
    TwoStageParser.Result<AlteredEnglishParser.AbilityContext> r = DRIVER.parse(draw);
    assertTrue(r.ok());
    assertEquals("Draw1card.<EOF>", r.tree().get().getText());
  }

  @Test
  void fullLlAloneGivesTheSameTree() {
    AbilityText draw = AbilityText.of("Draw 1 card.");
    assertEquals(DRIVER.parse(draw, true).tree().get().toStringTree(),
        DRIVER.parse(draw, false).tree().get().toStringTree());
  }

  @Test
  void lexCountsTokensWithoutWhitespace() {
    // draw, 1, card, '.', EOF
    assertEquals(5, DRIVER.lex(AbilityText.of("Draw 1 card.")));
  }

  @Test
  void syntaxErrorIsPositionedAndNamesKindsOfTokens() {
    ParseError e = error(DRIVER, "Draw draw.");
    assertEquals(5, e.offset());
    assertEquals(1, e.line());
    assertEquals(6, e.column());
    assertTrue(e.message().startsWith("expected "), e.message());
    assertTrue(e.message().contains("a number"), e.message());
    assertTrue(e.message().endsWith("found 'draw'"), e.message());
    assertFalse(DRIVER.parsesWithSll(AbilityText.of("Draw draw.")));
  }

  @Test
  void errorAtTheEndSaysSo() {
    ParseError e = error(DRIVER, "Draw 1");
    assertEquals(6, e.offset());
    assertTrue(e.message().endsWith("found the end of the ability"), e.message());
  }

  @Test
  void unknownBracketedNameIsNamed() {
    ParseError e = error(DRIVER, "[Frobnicate].");
    assertEquals(0, e.offset());
    assertEquals("expected a known keyword, found unknown name '[Frobnicate]' (not in the lexicon)", e.message());
  }

  @Test
  void characterOutsideAbilityTextIsALexerError() {
    ParseError e = error(DRIVER, "Draw 1 card ~");
    assertEquals(12, e.offset());
    assertEquals("expected a word, a number or a symbol, found '~', which is not part of ability text", e.message());
  }

  @Test
  void emptyTextIsRefused() {
    assertEquals("expected an ability, found an empty text", error(DRIVER, "").message());
  }

  @Test
  void tooManyTokensAreRefusedAtTheFirstTokenPastTheLimit() {
    TwoStageParser<AlteredEnglishParser.AbilityContext> small = driver(new TwoStageParser.Limits(3, 8, "\""));
    ParseError e = error(small, "Draw 1 card.");
    assertEquals(11, e.offset()); // the '.' is token 4
    assertEquals("expected an ability of at most 3 words, found a longer text", e.message());
  }

  @Test
  void quotesNestedTooDeeplyAreRefused() {
    String deep = "Draw 1 card \u00ab\u00ab\u00ab\u00ab\u00ab";
    TwoStageParser<AlteredEnglishParser.AbilityContext> strict = driver(TwoStageParser.Limits.DEFAULT);
    String tooMany = "\"".repeat(9);
    ParseError e = error(strict, tooMany);
    assertEquals(8, e.offset());
    assertEquals("expected at most 4 nested quoted abilities, found more", e.message());
    // French guillemets count too.
    assertEquals("expected at most 4 nested quoted abilities, found more",
        error(strict, deep + "\u00bb\u00bb\u00bb\u00bb").message());
  }

  @Test
  void literalNamesAreDecoded() {
    // As ANTLR writes them in a generated parser: non-ASCII characters as \\uXXXX escapes, quotes escaped.
    org.antlr.v4.runtime.Vocabulary v = new org.antlr.v4.runtime.VocabularyImpl(
        new String[] {null, "'d\\u00E9faussez'", "'l\\''", "'draw'"}, new String[] {null, null, null, null});
    assertEquals("'défaussez'", TwoStageParser.literalName(v, 1));
    assertEquals("'l''", TwoStageParser.literalName(v, 2));
    assertEquals("'draw'", TwoStageParser.literalName(v, 3));
  }

  @Test
  void dashAndBulletReachTheGrammarAsAsciiWithOffsetsKept() {
    assertEquals("a|b*c ", TwoStageParser.asciiPunctuation("a\u2014b\u2022c"));
  }

  @Test
  void frontEndTurnsBuilderRefusalIntoAPositionedError() {
    Ability draw = TextReader.readAbility(Language.EN, "Draw 1 card.").ast().get();
    GrammarFrontEnd<AlteredEnglishParser.AbilityContext> ok = GrammarFrontEnd.of(Language.FR, DRIVER, (t, tree) -> draw);
    ParsedAbility parsed = ok.parse(AbilityText.of("Draw 1 card."));
    assertEquals(draw, parsed.ast().get());
    assertEquals(Language.FR, ok.language());

    GrammarFrontEnd<AlteredEnglishParser.AbilityContext> refusing = GrammarFrontEnd.of(Language.FR, DRIVER,
        (t, tree) -> {
          throw new AbilityBuildException(5, "expected a thing, found '1'");
        });
    ParsedAbility failed = refusing.parse(AbilityText.of("Draw 1 card."));
    assertEquals(5, failed.error().get().offset());
    assertEquals("expected a thing, found '1'", failed.error().get().message());

    ParsedAbility syntax = ok.parse(AbilityText.of("Draw draw."));
    assertEquals(5, syntax.error().get().offset());
  }

  @Test
  void tooDeepForTheStackIsAnErrorNotACrash() {
    GrammarFrontEnd<AlteredEnglishParser.AbilityContext> deep = GrammarFrontEnd.of(Language.FR, DRIVER,
        (t, tree) -> {
          throw new StackOverflowError();
        });
    ParsedAbility failed = deep.parse(AbilityText.of("Draw 1 card."));
    assertEquals("expected an ability nested less deeply, found a text too deeply nested to read",
        failed.error().get().message());
  }
}
