package dev.altered.text;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The markup pre-pass shared by all languages: turns a printed text box into abilities the grammars read, keeping
 * for every character the offset it came from.
 *
 * <ul>
 *   <li>drops {@code #} rare marks, soft hyphens and zero-width characters, and the stray {@code []} artifacts;
 *   <li>reads no-break spaces (U+00A0, U+202F, U+2009) as spaces, curly apostrophes and quotes as straight ones,
 *       and an en dash as the trigger separator;
 *   <li>splits abilities on line breaks and runs of two or more spaces (1.2.4.a); a line starting with {@code •}
 *       stays with the ability it belongs to (modes 6.5.g, die rolls 7.3.28);
 *   <li>drops reminder text in parentheses (2.2.12.c) except inline parentheses that are part of the ability:
 *       {@code ({T})} and {@code (as ...)}; a reminder sentence that defines a word the ability uses
 *       ({@link Definitions}) is kept after the ability, "§ I'm [In Contact] if ...";
 *   <li>collapses spaces, and a doubled period left by a dropped artifact.
 * </ul>
 *
 * Unbalanced parentheses, brackets or quotes are reported as positioned errors; the rest of the text box is still
 * split and read.
 */
public final class Markup {
  /** Longest text box read (characters); longer input is refused with a positioned error, not parsed. */
  public static final int MAX_TEXT_LENGTH = 64 * 1024;

  private Markup() {}

  /** One ability cut from a text box, and the markup problem found in it, if any. */
  public record Piece(AbilityText ability, Optional<ParseError> error) {}

  public static List<Piece> split(String text) {
    return split(new SourceText(text));
  }

  public static List<Piece> split(SourceText source) {
    String in = source.text();
    if (in.length() > MAX_TEXT_LENGTH) {
      ParseError error = new ParseError(source, MAX_TEXT_LENGTH,
          "expected a text box of at most " + MAX_TEXT_LENGTH + " characters, found " + in.length());
      return List.of(new Piece(new AbilityText(source, "", new int[] {0}), Optional.of(error)));
    }
    // Pass 1: character mapping. '\n' is kept as a hard separator.
    StringBuilder chars = new StringBuilder(in.length());
    List<Integer> offs = new ArrayList<>(in.length());
    for (int i = 0; i < in.length(); i++) {
      char c = in.charAt(i);
      switch (c) {
        case '#', '\u00AD', '\u200B', '\u200C', '\u200D', '\uFEFF' -> {
          continue;
        }
        case '\u00A0', '\u202F', '\u2009', '\t' -> c = ' ';
        case '\r' -> c = '\n';
        case '\u2019', '\u2018', '\u02BC' -> c = '\'';
        case '\u201C', '\u201D', '\u201E', '\u00AB', '\u00BB' -> c = '"';
        case '\u2013' -> c = '\u2014';
        case '[' -> {
          if (i + 1 < in.length() && in.charAt(i + 1) == ']') {
            i++;
            continue;
          }
        }
        default -> {}
      }
      chars.append(c);
      offs.add(i);
    }
    // Pass 2: split on line breaks and runs of 2+ spaces; glue '•' lines to the ability before them.
    List<int[]> ranges = new ArrayList<>();
    int start = 0;
    int n = chars.length();
    int i = 0;
    while (i < n) {
      char c = chars.charAt(i);
      boolean separator = c == '\n' || (c == ' ' && i + 1 < n && chars.charAt(i + 1) == ' ');
      if (separator) {
        int j = i;
        while (j < n && (chars.charAt(j) == ' ' || chars.charAt(j) == '\n')) {
          j++;
        }
        ranges.add(new int[] {start, i});
        start = j;
        i = j;
      } else {
        i++;
      }
    }
    ranges.add(new int[] {start, n});
    List<int[]> merged = new ArrayList<>();
    for (int[] r : ranges) {
      if (r[0] >= r[1]) {
        continue;
      }
      if (chars.charAt(r[0]) == '\u2022' && !merged.isEmpty()) {
        merged.get(merged.size() - 1)[1] = r[1];
      } else {
        merged.add(r);
      }
    }
    ImmutableList.Builder<Piece> pieces = ImmutableList.builder();
    for (int[] r : merged) {
      Piece piece = normalize(source, chars, offs, r[0], r[1]);
      // A paragraph that was only reminder text (a token's explanation) is no ability.
      if (!piece.ability().text().isEmpty() || piece.error().isPresent()) {
        pieces.add(piece);
      }
    }
    return pieces.build();
  }

  private static Piece normalize(SourceText source, CharSequence chars, List<Integer> offs, int from, int to) {
    StringBuilder out = new StringBuilder(to - from);
    List<Integer> map = new ArrayList<>(to - from + 1);
    ParseError error = null;
    List<Definitions.Found> definitions = new ArrayList<>();
    int quotes = 0;
    int lastQuote = -1;
    int openBracket = -1;
    for (int i = from; i < to; i++) {
      char c = chars.charAt(i);
      if (c == '(') {
        int close = matchParen(chars, i, to);
        if (close < 0) {
          error = first(error, new ParseError(source, offs.get(i),
              "expected ')' to close the parenthesis opened here, found the end of the ability"));
          break;
        }
        String inside = chars.subSequence(i + 1, close).toString().trim();
        if (isInline(inside)) {
          for (int k = i; k <= close; k++) {
            append(out, map, chars.charAt(k) == '\n' ? ' ' : chars.charAt(k), offs.get(k));
          }
        } else {
          definitions.addAll(Definitions.find(chars, i + 1, close));
          // Reminder text: drop it, and a period after it when the sentence already ended before it.
          int next = close + 1;
          while (next < to && chars.charAt(next) == ' ') {
            next++;
          }
          if (next < to && chars.charAt(next) == '.' && endsWithPeriod(out)) {
            close = next;
          }
        }
        i = close;
        continue;
      }
      if (c == ')') {
        error = first(error, new ParseError(source, offs.get(i),
            "expected text, found ')' that closes no parenthesis"));
        continue;
      }
      if (c == '"') {
        quotes++;
        lastQuote = i;
      }
      if (c == '[') {
        if (openBracket >= 0) {
          // '[[' is a status opener; anything deeper is unbalanced.
          if (!(i == openBracket + 1)) {
            error = first(error, new ParseError(source, offs.get(openBracket),
                "expected ']' to close the bracket opened here, found '['"));
          }
        } else {
          openBracket = i;
        }
      } else if (c == ']') {
        if (openBracket < 0) {
          error = first(error, new ParseError(source, offs.get(i), "expected text, found ']' that closes no bracket"));
        } else if (!(i + 1 < to && chars.charAt(i + 1) == ']')) {
          openBracket = -1;
        }
      }
      if (c == '\n') {
        c = ' ';
      }
      append(out, map, c, offs.get(i));
    }
    for (Definitions.Found d : definitions) {
      // Only for a word the ability uses: "[In Contact]" (a reminder explaining a word in passing defines nothing).
      if (uses(out, chars, d)) {
        appendDefinition(out, map, chars, offs, d);
      }
    }
    if (error == null && openBracket >= 0) {
      error = new ParseError(source, offs.get(openBracket),
          "expected ']' to close the bracket opened here, found the end of the ability");
    }
    if (error == null && quotes % 2 != 0) {
      error = new ParseError(source, offs.get(lastQuote),
          "expected a closing '\"' for this quotation, found the end of the ability");
    }
    // Collapse spaces and doubled periods; trim.
    StringBuilder text = new StringBuilder(out.length());
    List<Integer> textMap = new ArrayList<>(out.length() + 1);
    for (int i = 0; i < out.length(); i++) {
      char c = out.charAt(i);
      if (c == ' ' && (text.length() == 0 || text.charAt(text.length() - 1) == ' ')) {
        continue;
      }
      if (c == '.' && endsWithPeriod(text)) {
        continue;
      }
      if ((c == '.' || c == ',') && text.length() > 0 && text.charAt(text.length() - 1) == ' ') {
        // "Exhaust me ({T}) ." after a dropped artifact: no space before a period or comma.
        text.setLength(text.length() - 1);
        textMap.remove(textMap.size() - 1);
      }
      text.append(c);
      textMap.add(map.get(i));
    }
    while (text.length() > 0 && text.charAt(text.length() - 1) == ' ') {
      text.setLength(text.length() - 1);
      textMap.remove(textMap.size() - 1);
    }
    int end = to == from ? offs.isEmpty() ? 0 : offsetAfter(offs, to) : offsetAfter(offs, to);
    int[] offsets = new int[text.length() + 1];
    for (int k = 0; k < text.length(); k++) {
      offsets[k] = textMap.get(k);
    }
    offsets[text.length()] = text.length() == 0 ? (from < offs.size() ? offs.get(from) : end) : end;
    return new Piece(new AbilityText(source, text.toString(), offsets), Optional.ofNullable(error));
  }

  /**
   * Appends a definition after the ability as the grammars read it: "§" and the defining sentence as printed, the word
   * in brackets, without its period ("§ I'm [In Contact] if another player's Expedition is in my region", "§ A [Gift]
   * is when ...", "§ Ich bin [in Kontakt], falls ..."), each character at the offset of the one it came from (the
   * mark at the sentence's start, the brackets at the word's ends).
   */
  private static void appendDefinition(StringBuilder out, List<Integer> map, CharSequence chars, List<Integer> offs,
      Definitions.Found d) {
    append(out, map, ' ', offs.get(d.sentence()));
    append(out, map, '\u00a7', offs.get(d.sentence()));
    append(out, map, ' ', offs.get(d.sentence()));
    for (int k = d.sentence(); k < d.meaningTo(); k++) {
      if (k == d.wordFrom()) {
        append(out, map, '[', offs.get(k));
      }
      append(out, map, chars.charAt(k) == '\n' ? ' ' : chars.charAt(k), offs.get(k));
      if (k == d.wordTo() - 1) {
        append(out, map, ']', offs.get(k));
      }
    }
  }

  /** Whether the ability uses the word as a bracketed keyword, "[In Contact]" (cases may differ: "[En contacto]"). */
  private static boolean uses(CharSequence out, CharSequence chars, Definitions.Found d) {
    int length = d.wordTo() - d.wordFrom();
    for (int at = 0; at + length + 2 <= out.length(); at++) {
      if (out.charAt(at) == '[' && out.charAt(at + length + 1) == ']'
          && (at == 0 || out.charAt(at - 1) != '[')
          && out.subSequence(at + 1, at + 1 + length).toString()
              .equalsIgnoreCase(chars.subSequence(d.wordFrom(), d.wordTo()).toString())) {
        return true;
      }
    }
    return false;
  }

  private static int offsetAfter(List<Integer> offs, int to) {
    if (to <= 0 || offs.isEmpty()) {
      return 0;
    }
    return offs.get(Math.min(to, offs.size()) - 1) + 1;
  }

  private static ParseError first(ParseError existing, ParseError candidate) {
    return existing != null ? existing : candidate;
  }

  private static boolean endsWithPeriod(CharSequence s) {
    for (int k = s.length() - 1; k >= 0; k--) {
      char c = s.charAt(k);
      if (c != ' ') {
        return c == '.';
      }
    }
    return false;
  }

  private static void append(StringBuilder out, List<Integer> map, char c, int offset) {
    out.append(c);
    map.add(offset);
  }

  /** Index of the ')' matching the '(' at {@code open}, or -1 when the ability ends first. */
  private static int matchParen(CharSequence chars, int open, int to) {
    int depth = 0;
    for (int k = open; k < to; k++) {
      char c = chars.charAt(k);
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        depth--;
        if (depth == 0) {
          return k;
        }
      }
    }
    return -1;
  }

  /**
   * Parentheses that are part of the ability: the exhaust symbol and "as ..." clauses (2.2.12.c), in every language:
   * "(as an exhausted Mana Orb)", "(en tant qu'Orbe de Mana épuisé)", "(comme s'il avait été joué ...)",
   * "(als erschöpfte Manakugel)", "(como orbe de maná agotado)", "(come una sfera di mana consumata)".
   */
  static boolean isInline(String inside) {
    String lower = inside.toLowerCase(java.util.Locale.ROOT);
    if (lower.equals("{t}")) {
      return true;
    }
    for (String as : INLINE_AS) {
      if (lower.startsWith(as)) {
        return true;
      }
    }
    return false;
  }

  private static final List<String> INLINE_AS =
      List.of("as ", "en tant qu", "comme ", "als ", "como ", "come ");
}
