package dev.altered.cardfile;

import static dev.altered.cardfile.CardFileBytes.NEWLINES;
import static dev.altered.cardfile.CardFileBytes.isValidUtf8;

import com.google.common.collect.ImmutableList;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardType;
import dev.altered.card.Faction;
import dev.altered.card.Language;
import dev.altered.card.Rarity;
import java.io.IOException;
import java.lang.ref.WeakReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Reads a card file (format: cards/README.md). Every problem is reported with its line and column and what was
 * expected; a card with an error is skipped and reading goes on with the next {@code card} line, so one broken card
 * never hides the others.
 */
public final class CardFileReader {
  private CardFileReader() {}

  public static ReadResult read(Path path, TextPool pool) throws IOException {
    return read(path.toString(), Files.readAllBytes(path), pool);
  }

  /** Reads UTF-8 content; invalid bytes are reported at their position and the rest of the file is read. */
  public static ReadResult read(String file, byte[] content, TextPool pool) {
    // Valid UTF-8 (every file written by the tools) is read as bytes: lines are found, compared and hashed in place,
    // and a text becomes a String only the first time this reader meets it. Otherwise the file is decoded leniently
    // (invalid bytes become U+FFFD) and read as characters, each line holding one reported where it is.
    int length = content.length;
    byte[] padded = Arrays.copyOf(content, length + Long.BYTES); // word-at-a-time scans read up to 7 bytes past a line
    if (isValidUtf8(padded, length)) {
      return new Parser(file, padded, length, null, pool, false).parse();
    }
    return new Parser(file, null, 0, new String(content, StandardCharsets.UTF_8), pool, true).parse();
  }

  public static ReadResult read(String file, String content, TextPool pool) {
    for (int i = 0; i < content.length(); i++) {
      if (Character.isSurrogate(content.charAt(i))) { // a lone one has no UTF-8 form: read the characters
        return readCharacters(file, content, pool);
      }
    }
    return read(file, content.getBytes(StandardCharsets.UTF_8), pool);
  }

  /** Reads decoded content a line of characters at a time: what the reading of bytes must give for valid UTF-8. */
  static ReadResult readCharacters(String file, String content, TextPool pool) {
    return new Parser(file, null, 0, content, pool, false).parse();
  }

  /**
   * Each thread's text cache for the pool it reads into now, kept from one file to the next: the texts of a file are
   * mostly those of the files read before it on the thread (a set's reprints, the same lines in other factions),
   * which are then found by their bytes, neither decoded nor looked up in the shared pool again. Held weakly: the
   * cache is worth keeping only while its pool is in use.
   */
  private static final ThreadLocal<WeakReference<ThreadCache>> CACHES = new ThreadLocal<>();

  private record ThreadCache(TextPool pool, TextPool.Cache cache) {}

  /**
   * @param contentLength the size of the first file: its cache is made for a few times the texts of such a file (the
   *     loader reads the largest files first), enough for all of cards/ on two threads, little for a test's file
   */
  private static ThreadCache cacheOf(TextPool pool, int contentLength) {
    WeakReference<ThreadCache> reference = CACHES.get();
    ThreadCache cached = reference == null ? null : reference.get();
    if (cached == null || cached.pool() != pool) {
      cached = new ThreadCache(pool, pool.cache(contentLength / 16));
      CACHES.set(new WeakReference<>(cached));
    }
    return cached;
  }


  static final String TYPES =
      Arrays.stream(CardType.values()).map(CardType::displayName).collect(Collectors.joining(", "));
  static final String FACTIONS =
      Arrays.stream(Faction.values()).map(Faction::displayName).collect(Collectors.joining(", "));
  static final String RARITIES =
      Arrays.stream(Rarity.values()).map(Rarity::displayName).collect(Collectors.joining(", "));
  static final String LANGUAGES =
      Arrays.stream(Language.values()).map(Language::code).collect(Collectors.joining(", "));

  /**
   * One pass over the lines of one file: its bytes when they are valid UTF-8, else its decoded characters. The file's
   * own lines (the set, each card's start, comments, misplaced lines) are read here; a card's fields and text by its
   * {@link CardBuilder}, which reports through this pass; the byte-level cases by {@link CardFileBytes}.
   */
  static final class Parser {
    final String file;
    /** The content (and 8 bytes more), or null when read as {@link #text}. */
    final byte[] bytes;
    private final int length;
    private final String text;
    final TextPool pool;
    /** This thread's cache, held here while the file is read (the thread keeps it only weakly). */
    private final ThreadCache threadCache;
    final TextPool.Cache cache;
    private final boolean flagReplacementChars;
    final List<SourcedCard> cards = new ArrayList<>();
    final List<Diagnostic> diagnostics = new ArrayList<>();
    String setId;
    private String setName;
    private boolean missingSetReported;
    CardBuilder card;
    /** The lines of the card being finished: one for the file, cleared for each card. */
    final CardDefinition.TextLines textLines = new CardDefinition.TextLines();
    /** The sub-types lines of this file read so far, each once: most cards of a faction share a few. */
    final Map<String, ImmutableList<String>> subtypeLists = new HashMap<>();

    Parser(String file, byte[] bytes, int length, String text, TextPool pool, boolean flagReplacementChars) {
      this.file = file;
      this.bytes = bytes;
      this.length = length;
      this.text = text;
      this.pool = pool;
      this.threadCache = cacheOf(pool, bytes != null ? length : text.length());
      this.cache = threadCache.cache();
      this.flagReplacementChars = flagReplacementChars;
    }

    ReadResult parse() {
      if (bytes != null) {
        parseBytes();
      } else {
        parseText();
      }
      finishCard();
      return new ReadResult(file, Optional.ofNullable(setId), Optional.ofNullable(setName),
          ImmutableList.copyOf(cards), ImmutableList.copyOf(diagnostics));
    }

    private void parseText() {
      int start = text.startsWith("\ufeff") ? 1 : 0; // a byte order mark is not content
      int lineNumber = 0;
      while (start <= text.length()) {
        int end = text.indexOf('\n', start);
        if (end < 0) {
          end = text.length();
        }
        lineNumber++;
        int stop = end > start && text.charAt(end - 1) == '\r' ? end - 1 : end;
        line(lineNumber, text.substring(start, stop));
        start = end + 1;
      }
    }

    /** The same lines as {@link #parseText}, found in the bytes. */
    private void parseBytes() {
      boolean bom = length >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB && bytes[2] == (byte) 0xBF;
      int start = bom ? 3 : 0;
      int lineNumber = 0;
      while (start <= length) {
        int end = lineEnd(start);
        lineNumber++;
        int stop = end > start && bytes[end - 1] == '\r' ? end - 1 : end;
        while (stop > start && (bytes[stop - 1] == ' ' || bytes[stop - 1] == '\t')) {
          stop--;
        }
        if (!lineInPlace(lineNumber, start, stop)) {
          line(lineNumber, new String(bytes, start, stop - start, StandardCharsets.UTF_8));
        }
        start = end + 1;
      }
    }

    /** Where the line starting at {@code from} ends: its '\n', or the end of the content. */
    private int lineEnd(int from) {
      for (int i = from; i < length; i += Long.BYTES) {
        long found = Swar.bytesEqual(Swar.word(bytes, i), NEWLINES);
        if (found != 0) {
          return Math.min(length, i + Swar.firstByte(found));
        }
      }
      return length;
    }

    /**
     * The common lines, read from the bytes: blank lines, comments, and a card's well-formed fields and text lines.
     * False, having changed nothing, for any other line (card and set lines, every line with a mistake): that one is
     * decoded and read by {@link #line}, which reports what is wrong.
     */
    private boolean lineInPlace(int number, int start, int end) {
      if (start == end || bytes[start] == '#') {
        blankBefore = true; // a comment separates like a blank line
        return true;
      }
      CardBuilder card = this.card;
      if (card == null || bytes[start] != ' ') {
        return false;
      }
      int at = start;
      while (bytes[at] == ' ') { // stops before end: the line does not end with a space
        at++;
      }
      int indent = at - start;
      int fieldIndent = card.fieldIndent < 0 ? indent : card.fieldIndent;
      if (bytes[at] == '\t' || indent < fieldIndent) {
        return false;
      }
      return indent == fieldIndent ? card.fieldInPlace(number, indent, at, end)
          : card.block != null && card.block.lineInPlace(number, indent, at, end);
    }

    /** What {@link #line} does first with a line that is neither blank nor a comment. */
    void notBlank() {
      boolean afterBlank = blankBefore;
      blankBefore = false;
      if (card != null) {
        card.afterBlank = afterBlank;
      }
    }

    /** The pooled string of {@code bytes[from, to)}, valid UTF-8. */
    String intern(int from, int to) {
      return cache.intern(bytes, from, to - from, Swar.hash(bytes, from, to - from));
    }

    private void line(int number, String raw) {
      int end = raw.length();
      while (end > 0 && (raw.charAt(end - 1) == ' ' || raw.charAt(end - 1) == '\t')) {
        end--;
      }
      String line = end == raw.length() ? raw : raw.substring(0, end);
      if (line.isEmpty() || line.charAt(0) == '#') { // a comment separates like a blank line
        blankBefore = true;
        return;
      }
      notBlank();
      if (flagReplacementChars) {
        int bad = line.indexOf('\ufffd');
        if (bad >= 0) {
          error(number, bad + 1, "encoding", "invalid UTF-8 here (card files are UTF-8 text)");
          return;
        }
      }
      int indent = 0;
      while (indent < line.length() && line.charAt(indent) == ' ') {
        indent++;
      }
      if (indent < line.length() && line.charAt(indent) == '\t') {
        if (card != null) {
          card.misplaced(number, indent + 1, "indentation", "tab in indentation: indent with spaces");
        } else {
          error(number, indent + 1, "indentation", "tab in indentation: indent with spaces");
        }
        return;
      }
      if (indent == 0) {
        topLevel(number, line);
      } else if (card == null) {
        if (orphanLinesReported) {
          return;
        }
        orphanLinesReported = true;
        error(number, indent + 1, "syntax",
            "indented line outside a card: expected 'card REFERENCE' first, then the card's fields indented below it");
      } else {
        card.indented(number, indent, line.substring(indent));
      }
    }

    private void topLevel(int number, String line) {
      if (line.charAt(0) == '#') {
        return;
      }
      String keyword = firstWord(line);
      orphanLinesReported = false;
      if (keyword.equals(CardFileFormat.CARD)) {
        finishCard();
        startCard(number, line);
      } else if (keyword.equals(CardFileFormat.SET)) {
        finishCard();
        setLine(number, line);
      } else {
        // The card before ends here, intact; the indented lines after this slip belong to no card and are skipped
        // under this one error, until the next 'card' line.
        finishCard();
        error(number, 1, "syntax",
            "expected 'card REFERENCE', 'set ID: NAME' or a '#' comment at the start of a line"
                + " (card fields and text are indented)");
        orphanLinesReported = true;
      }
    }

    private void setLine(int number, String line) {
      if (setId != null) {
        error(number, 1, "syntax", "second 'set' line: a card file holds one set (declared on line " + setLineNumber
            + ")");
        return;
      }
      if (!cards.isEmpty() || sawCard) {
        error(number, 1, "syntax", "the 'set' line must come before the first card");
      }
      int colon = line.indexOf(':');
      String id = (colon < 0 ? line.substring(CardFileFormat.SET.length()) : line.substring(CardFileFormat.SET.length(),
          colon)).trim();
      if (colon < 0 || id.isEmpty() || !CardFileFormat.isWellFormedReference(id)) {
        error(number, CardFileFormat.SET.length() + 2, "syntax",
            "expected 'set ID: NAME', e.g. 'set CORE: Beyond the Gates'");
        return;
      }
      String name = line.substring(colon + 1).trim();
      if (name.isEmpty()) {
        error(number, colon + 2, "syntax", "expected the set's name after ':', e.g. 'set CORE: Beyond the Gates'");
        return;
      }
      setId = pool.intern(id);
      setName = pool.intern(name);
      setLineNumber = number;
    }

    private int setLineNumber;
    private boolean sawCard;
    /** Indented lines outside any card are reported once per run of such lines. */
    private boolean orphanLinesReported;
    /** Whether a blank line came before the current line. */
    private boolean blankBefore;

    private void startCard(int number, String line) {
      sawCard = true;
      String rest = line.substring(CardFileFormat.CARD.length());
      String reference = rest.trim();
      card = new CardBuilder(this, number);
      int column = CardFileFormat.CARD.length() + 1 + (rest.length() - rest.stripLeading().length());
      if (!rest.isEmpty() && rest.charAt(0) != ' ') {
        error(number, CardFileFormat.CARD.length() + 1, "syntax", "expected a space after 'card'");
      } else if (reference.isEmpty()) {
        error(number, CardFileFormat.CARD.length() + 1, "syntax",
            "expected the card's reference after 'card', e.g. 'card ALT_CORE_B_AX_16_C'");
      } else if (!CardFileFormat.isWellFormedReference(reference)) {
        error(number, column, "syntax", "'" + reference + "' is not a reference: expected letters, digits and '_'"
            + " without spaces, e.g. ALT_CORE_B_AX_16_C");
      } else {
        card.reference = reference;
      }
      if (setId == null && !missingSetReported) {
        missingSetReported = true;
        diagnostics.add(Diagnostic.error(file, number, 1, "missing-set",
            "no 'set ID: NAME' line before the first card: cards take their set from their reference"));
      }
    }

    void finishCard() {
      if (card != null) {
        card.finish();
        card = null;
      }
    }

    void error(int line, int column, String code, String message) {
      diagnostics.add(Diagnostic.error(file, line, column, code, message));
      if (card != null) {
        card.broken = true;
      }
    }

  }


  static String firstWord(String line) {
    int end = 0;
    while (end < line.length() && line.charAt(end) != ' ' && line.charAt(end) != ':') {
      end++;
    }
    return line.substring(0, end);
  }
}
