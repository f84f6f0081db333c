package dev.altered.tools.analysis;

import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Complete Rules' sections named after a word ("2.4.2 Anchored", "7.4.2 Defender"), for the hover on a keyword or
 * status: the official card data carries no reminder text, so the rule that defines the word is what explains it.
 */
public final class Rules {
  public static final String FILE = "docs/rules/complete-rules-4.0.txt";
  private static final Pattern HEADING = Pattern.compile("^(\\d+\\.\\d+\\.\\d+) ([A-Z][A-Za-z' -]+)$");
  private static final Pattern NUMBERED = Pattern.compile("^\\d+(\\.\\d+)+(\\.[a-z])? .*");
  /** A hover shows the start of a section: its heading and first paragraphs. */
  private static final int MAX_SECTION_LINES = 12;

  private final ImmutableMap<String, String> sections;

  private Rules(ImmutableMap<String, String> sections) {
    this.sections = sections;
  }

  public static Rules none() {
    return new Rules(ImmutableMap.of());
  }

  /** The rules under {@code root} (the repository), or none when the file is not there. */
  public static Rules read(Path root) {
    Path file = root.resolve(FILE);
    try {
      return parse(Files.readAllLines(file, StandardCharsets.UTF_8));
    } catch (IOException e) {
      return none();
    }
  }

  static Rules parse(List<String> lines) {
    Map<String, String> sections = new LinkedHashMap<>();
    for (int i = 0; i < lines.size(); i++) {
      Matcher m = HEADING.matcher(lines.get(i).strip());
      if (!m.matches()) {
        continue;
      }
      StringBuilder text = new StringBuilder(m.group(1)).append(' ').append(m.group(2));
      for (int j = i + 1; j < lines.size() && j <= i + MAX_SECTION_LINES; j++) {
        String line = lines.get(j).strip();
        if (HEADING.matcher(line).matches()) {
          break;
        }
        text.append(NUMBERED.matcher(line).matches() ? "\n\n" : line.isEmpty() ? "" : " ").append(line);
      }
      // The body repeats the table of contents' headings: the later one, with its paragraphs, wins.
      sections.put(m.group(2).toLowerCase(Locale.ROOT), text.toString().strip());
    }
    return new Rules(ImmutableMap.copyOf(sections));
  }

  /** The section named {@code word} (case and a final plural ignored), its paragraphs after its heading. */
  public Optional<String> section(String word) {
    String key = word.toLowerCase(Locale.ROOT).replaceAll("\\s+\\d+$", "").strip();
    return Optional.ofNullable(sections.get(key)).or(() -> Optional.ofNullable(sections.get(key.replaceAll("s$", ""))));
  }
}
