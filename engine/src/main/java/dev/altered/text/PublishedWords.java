package dev.altered.text;

import dev.altered.card.Language;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The words the published sets define in their reminder text ([Gift], [In Contact], [Ascends]...), shipped with the
 * engine (issue 18): Unique cards and later sets print them without their reminder, and a load of those cards alone
 * must read them as the defining set does. {@code published-words.tsv} is made from cards/ and kept equal to it by
 * {@code PublishedWordsTest}, which says how to write it again.
 */
public final class PublishedWords {
  /** The resource, one definition a line: language code, word (lower case), sentence, separated by tabs. */
  public static final String RESOURCE = "published-words.tsv";

  private static final List<String[]> ROWS = read();

  private PublishedWords() {}

  static void addTo(Glossary.Builder builder) {
    for (String[] row : ROWS) {
      builder.define(Language.fromCode(row[0]).orElseThrow(), row[1], row[2]);
    }
  }

  private static List<String[]> read() {
    List<String[]> rows = new ArrayList<>();
    try (InputStream in = PublishedWords.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        return rows;
      }
      BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        String[] row = line.split("\t", 3);
        if (row.length == 3 && Language.fromCode(row[0]).isPresent()) {
          rows.add(row);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return List.copyOf(rows);
  }
}
