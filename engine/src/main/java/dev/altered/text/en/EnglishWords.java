package dev.altered.text.en;

import static dev.altered.grammar.en.AlteredEnglishParser.*;

import com.google.common.collect.ImmutableList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.antlr.v4.runtime.tree.TerminalNodeImpl;

/**
 * The English grammar's literal words, read from parse trees without copying text: whether a word is a
 * direct child of a context, the word of a one-word context, the inside of a bracket. No state.
 */
final class EnglishWords {
  private EnglishWords() {}

  /** Whether a word of the grammar is a direct child of {@code ctx} (compared by token type, no text copied). */
  static boolean has(ParserRuleContext ctx, String word) {
    int type = literalType(word);
    List<ParseTree> children = ctx.children;
    for (int i = 0, n = children.size(); i < n; i++) {
      // TerminalNodeImpl (a class, ErrorNodeImpl's too) rather than the TerminalNode interface: a cheaper test.
      if (children.get(i) instanceof TerminalNodeImpl t && t.symbol.getType() == type) {
        return true;
      }
    }
    return false;
  }

  /** Token types of the grammar's literal words ("'draw'" -> its type), built once. */
  private static final java.util.Map<String, Integer> LITERALS;

  static {
    java.util.Map<String, Integer> m = new java.util.HashMap<>();
    for (int i = 0; i <= VOCABULARY.getMaxTokenType(); i++) {
      String literal = VOCABULARY.getLiteralName(i);
      if (literal != null) {
        // Interned: the words of this file are string constants, so a look-up matches by identity, not by comparing.
        m.put(literal.substring(1, literal.length() - 1).replace("\\'", "'").intern(), i);
      }
    }
    LITERALS = m;
    int size = Integer.highestOneBit(m.size() * 4);
    String[] keys = new String[size];
    int[] types = new int[size];
    for (java.util.Map.Entry<String, Integer> e : m.entrySet()) {
      int h = e.getKey().hashCode() & (size - 1);
      while (keys[h] != null) {
        h = (h + 1) & (size - 1);
      }
      keys[h] = e.getKey();
      types[h] = e.getValue();
    }
    WORD_KEYS = keys;
    WORD_TYPES = types;
  }

  /**
   * The same words by identity (the words of this file are interned constants, as are the keys): an open-addressed
   * table read on every {@link #has}, with no boxing and no equals; a word not found so goes to {@link #LITERALS}.
   */
  private static final String[] WORD_KEYS;
  private static final int[] WORD_TYPES;

  static int literalType(String word) {
    String[] keys = WORD_KEYS;
    int mask = keys.length - 1;
    for (int h = word.hashCode() & mask; keys[h] != null; h = (h + 1) & mask) {
      if (keys[h] == word) {
        return WORD_TYPES[h];
      }
    }
    // The words in this file are written in lower case: no copy on the hot path.
    Integer type = LITERALS.get(word);
    if (type == null) {
      type = LITERALS.get(word.toLowerCase(Locale.ROOT));
    }
    if (type == null) {
      throw new IllegalArgumentException("not a word of the grammar: " + word);
    }
    return type;
  }

  /** The grammar's literal words by token type (lower case, interned), null for a token type that is not a word. */
  private static final String[] WORDS = new String[VOCABULARY.getMaxTokenType() + 1];

  static {
    for (java.util.Map.Entry<String, Integer> e : LITERALS.entrySet()) {
      WORDS[e.getValue()] = e.getKey();
    }
  }

  /**
   * A word in lower case: a terminal's, or the one terminal of a rule of one word ("Character", "Dusk", "{J}"). A word
   * of the grammar is its literal (no lower-cased copy of the text, which "Character" would need); another text, or
   * a node of several words, is lower-cased as before.
   */
  static String word(ParseTree node) {
    ParseTree leaf = node;
    if (node instanceof ParserRuleContext r && r.children != null && r.children.size() == 1) {
      leaf = r.children.get(0);
    }
    if (leaf instanceof TerminalNodeImpl t) {
      int type = t.symbol.getType();
      String w = type >= 0 && type < WORDS.length ? WORDS[type] : null;
      if (w != null) {
        String text = t.symbol.getText();
        if (text.length() == w.length() && text.equalsIgnoreCase(w)) {
          return w;
        }
      }
    }
    return node.getText().toLowerCase(Locale.ROOT);
  }

  static <T> ImmutableList<T> list(List<T> items) {
    return ImmutableList.copyOf(items);
  }

  /** The words of a keyword: "[Ascends]" bracketed, or the plain word "ascends". */
  static String inside(TerminalNode bracket) {
    String t = bracket.getText();
    return t.startsWith("[") ? t.substring(1, t.length() - 1) : t;
  }
}
