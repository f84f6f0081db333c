package dev.altered.text.fr;

import static dev.altered.grammar.fr.AlteredFrenchParser.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Antecedent;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.text.TwoStageParser;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/** Parse-tree helpers of the French builder that need no reading: the grammar's words, looked up by token type. */
final class FrenchTrees {
  /** Token types of the grammar's literal words ("'piochez'" -> its type), built once. */
  private static final Map<String, Integer> LITERALS;

  static {
    Map<String, Integer> m = new HashMap<>();
    for (int i = 0; i <= VOCABULARY.getMaxTokenType(); i++) {
      String literal = TwoStageParser.literalName(VOCABULARY, i);
      if (literal != null) {
        m.put(literal.substring(1, literal.length() - 1), i);
      }
    }
    LITERALS = m;
  }

  private static int literalType(String word) {
    Integer type = LITERALS.get(word.toLowerCase(Locale.ROOT));
    if (type == null) {
      throw new IllegalArgumentException("not a word of the grammar: " + word);
    }
    return type;
  }

  /** Whether a word of the grammar is a direct child of {@code ctx} (compared by token type). */
  static boolean has(ParserRuleContext ctx, String word) {
    if (ctx == null || ctx.children == null) {
      return false;
    }
    int type = literalType(word);
    for (ParseTree child : ctx.children) {
      if (child instanceof TerminalNode t && t.getSymbol().getType() == type) {
        return true;
      }
    }
    return false;
  }

  /** Whether any of the words is a direct child. */
  static boolean hasAny(ParserRuleContext ctx, String... words) {
    for (String w : words) {
      if (has(ctx, w)) {
        return true;
      }
    }
    return false;
  }

  /** The lower-case text of the first token of a context. */
  static String first(ParserRuleContext ctx) {
    return ctx.getStart().getText().toLowerCase(Locale.ROOT);
  }

  static <T> ImmutableList<T> list(List<T> items) {
    return ImmutableList.copyOf(items);
  }

  static ObjectRef withSpan(ObjectRef ref, SourceSpan s) {
    if (ref instanceof ObjectRef.Pronoun p) {
      return new ObjectRef.Pronoun(p.antecedent(), p.plural(), p.restated(), p.theTarget(), p.all(), s);
    }
    return ref instanceof ObjectRef.Self ? new ObjectRef.Self(s) : ref;
  }

  /** "il": the object of the step before, named again. */
  static ObjectRef sameAs(Antecedent antecedent, ObjectRef subject, SourceSpan s) {
    boolean plural = subject instanceof ObjectRef.Pronoun p ? p.plural()
        : !(subject instanceof ObjectRef.Self) && !(subject instanceof ObjectRef.Phrase ph
            && ph.quantifier().kind() == Quantifier.Kind.COUNT && ph.quantifier().count().orElse(null)
            instanceof Quantity.Literal l && l.value() == 1);
    return new ObjectRef.Pronoun(antecedent, plural, Optional.empty(), false, false, s);
  }

  static String inside(TerminalNode bracket) {
    String t = bracket.getText();
    return t.startsWith("[") ? t.substring(1, t.length() - 1) : t;
  }
}
