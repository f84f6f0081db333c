package dev.altered.text.en;

import dev.altered.text.AbilityText;
import java.util.List;
import org.antlr.v4.runtime.Token;

/**
 * The stages of the English front-end one at a time, for benchmarks and tools that measure where the time goes:
 * lexing only, parsing with or without the fast SLL stage, and the whole front-end ({@link EnglishFrontEnd}).
 */
public final class EnglishStages {
  private EnglishStages() {}

  /** Lexes an ability (lexicon re-typing included) and returns its token count. */
  public static int lex(AbilityText ability) {
    return EnglishSyntax.lexOnly(ability);
  }

  /**
   * Whether the fast SLL stage alone parses the ability. When it does not, the front-end re-parses with full LL
   * prediction, which is some hundred times slower: the corpus test keeps every printed ability on the fast path.
   */
  public static boolean parsesWithSll(AbilityText ability) {
    return EnglishSyntax.parsesWithSll(ability);
  }

  /**
   * Whether the entry rule chosen from the first tokens (Reaction, quick action, effect, keyword line) parses the
   * ability, so the parser never decides between the kinds itself (a far look-ahead).
   */
  public static boolean parsesWithEntry(AbilityText ability) {
    return EnglishSyntax.parsesWithEntry(ability);
  }

  /**
   * Parses an ability into a parse tree without building the AST. {@code sllFirst}: the two-stage strategy the
   * front-end uses (SLL with bail-out, full LL only on failure); {@code false} runs full LL prediction directly.
   * Returns whether it parsed.
   */
  public static boolean parseTree(AbilityText ability, boolean sllFirst) {
    return EnglishSyntax.parse(ability, sllFirst).error() == null;
  }

  /**
   * The ability's tokens as the parser sees them (lexicon re-typing done, spaces dropped, EOF last): for tools that
   * drive the generated parser themselves, such as the decision profiler in bench/.
   */
  public static List<Token> tokens(AbilityText ability) {
    return EnglishSyntax.tokens(ability);
  }

  /**
   * The entry rule the front-end's SLL stage starts with for these tokens ({@code keywordEntry}, {@code
   * reactionEntry}, {@code quickActionEntry}, {@code effectEntry}), or {@code ability} when the first tokens do not
   * tell.
   */
  public static String entryRule(List<Token> tokens) {
    return EnglishSyntax.entryRule(tokens);
  }
}
