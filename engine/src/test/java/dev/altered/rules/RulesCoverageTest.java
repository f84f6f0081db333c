package dev.altered.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The rules-coverage report: every lettered rule of the Complete Rules 4.0 kept in the repository
 * ({@code docs/rules/complete-rules-4.0.txt}) with the tests that cite it, written to {@code docs/rules-coverage.md}
 * on every run. A citation is a rule number in a test's name ({@code rule_6_2_hSomething} is 6.2.h) or in its
 * text ("6.2.h", "2.3.1.j-k", "5.1.2.c.2"); a number the rules do not have fails the build, in tests and in the
 * main sources' comments alike, so a number from another version of the rules cannot come back unnoticed.
 */
class RulesCoverageTest {
  static final String RULES = "docs/rules/complete-rules-4.0.txt";
  static final String REPORT = "docs/rules-coverage.md";

  /** "6.2.h If there are ...": a lettered rule starts a line. */
  private static final Pattern LETTERED = Pattern.compile("^([1-9](?:\\.\\d+)+)\\.([a-z])\\s+(.*)$");
  /** "7.4.7 Tough", "6.2 Modifiers": a heading (in the contents too, indented). */
  private static final Pattern HEADING = Pattern.compile("^\\s*([1-9](?:\\.\\d+)+)\\s+\\p{Lu}");
  /**
   * A number in text: two dots at least, or a letter ("6.2.h"), with a letter range ("6.2.h-m") or an item of a
   * numbered list ("5.1.2.c.2"). Version numbers are told apart by their 0 parts, which no rule number has.
   */
  private static final Pattern CITED = Pattern.compile(
      "(?<![\\w.])([1-7](?:\\.\\d{1,2}){1,3})(?:\\.([a-z])(?:-([a-z]))?(?:\\.\\d)?)?(?![\\w]|\\.\\d)");
  /** "rule_6_2_hTheController...", "rule_6_5_b_mayTarget", "rule_2_3_3_persephones..." (a heading). */
  private static final Pattern METHOD_CITED = Pattern.compile("\\brule_((?:\\d+_)+)(?:([a-z])(?=[A-Z_0-9(]))?");
  private static final Pattern METHOD = Pattern.compile(
      "^\\s*(?:@\\w+\\s+)*(?:(?:public|private|protected|static|final)\\s+)*void\\s+(\\w+)\\s*\\(");
  /** A test file that plays: it builds a game and runs it on the kernel. */
  private static final Pattern PLAYS = Pattern.compile(
      "Scenario\\.create|TestBoard\\.|Game\\.(?:start|restore)|new RandomAgent|Game game");

  /** Rules no test needs to play, with the reason (by number prefix; the longest prefix wins). */
  private static final Map<String, String> NOT_APPLICABLE = new LinkedHashMap<>();

  static {
    String summary = "section 1 is an informal summary (1.1.1.d); the rules it sums up are cited where stated";
    NOT_APPLICABLE.put("1.", summary);
    NOT_APPLICABLE.put("1.1.1.", "about the document itself");
    NOT_APPLICABLE.put("1.1.2.", "the scope of the rules");
    NOT_APPLICABLE.put("1.1.3.", "collecting cards, outside a game");
    NOT_APPLICABLE.put("1.1.5.", "limited play: the engine plays constructed decks (1.1.4)");
    NOT_APPLICABLE.put("1.1.7.", "the physical material");
    NOT_APPLICABLE.put("2.2.5.", "rarity matters only to deck building (1.1.4.e-f)");
    NOT_APPLICABLE.put("2.2.6.", "versions are printed information with no effect in play");
    String printed = "where the printed card shows it; the card file format carries it (cards/README.md)";
    for (String layout : List.of("2.2.2.i", "2.2.2.l", "2.2.3.c", "2.2.4.d", "2.2.4.e", "2.2.12.b", "2.2.13.c",
        "2.2.14.c")) {
      NOT_APPLICABLE.put(layout, printed);
    }
    for (String list : List.of("2.2.2.d", "2.2.2.e", "2.2.2.f", "2.2.2.g", "2.2.2.h")) {
      NOT_APPLICABLE.put(list, "the list of sub-type words, read by the lexicons");
    }
    // Rules that only say what a thing is; the rules giving it behaviour are cited where they are played.
    NOT_APPLICABLE.put("2.1.k", "a definition (zones are sets of objects); the zones' rules (3.1-3.2) are played");
    NOT_APPLICABLE.put("2.1.l", "a definition (counters are markers on objects); their rules (2.5) are played");
    NOT_APPLICABLE.put("3.1.1.a", "a definition (a zone is a set); the zones' rules (3.1-3.2) are played");
    NOT_APPLICABLE.put("2.2.9.a", "a definition (a number); how the Base Cost is found (2.2.9.b-c) is played");
    NOT_APPLICABLE.put("2.2.13.a", "a definition (a number); what the reserve limit does (4.2.5.c) is played");
    NOT_APPLICABLE.put("2.2.14.a", "a definition (a number); what the landmark limit does (4.2.5.c) is played");
    NOT_APPLICABLE.put("2.2.16.a", "a definition (a number); how timestamps are given (2.2.16.b-c) is played");
    NOT_APPLICABLE.put("2.4.1.a", "the list of statuses, read by the lexicons; each status's rules (2.4.2-7) are played");
    for (String convention : List.of("2.2.12.c", "2.2.12.l", "2.2.12.n", "7.5.1.b")) {
      NOT_APPLICABLE.put(convention, "a convention of the printed text, read by the grammars (tests cite it)");
    }
    for (String printedOnly : List.of("2.2.2.b", "2.2.13.b", "2.2.14.b")) {
      NOT_APPLICABLE.put(printedOnly, "what printed cards have, checked when cards load (CardCheckerTest)");
    }
    NOT_APPLICABLE.put("7.1.", "symbols of the printed text, read by the grammars");
    NOT_APPLICABLE.put("7.2.", "pronouns of the printed text, resolved by the compiler");
  }

  record Rule(String number, String firstWords) {}

  record Citation(String number, String test, boolean plays, String file, int line) {}

  @Test
  void everyCitedRuleExistsAndTheCoverageReportIsWritten() throws IOException {
    Path root = root();
    List<String> lines = Files.readAllLines(root.resolve(RULES), StandardCharsets.UTF_8);
    Map<String, Rule> rules = lettered(lines);
    Set<String> known = new TreeSet<>(rules.keySet());
    for (String line : lines) {
      Matcher h = HEADING.matcher(line);
      if (h.find()) {
        known.add(h.group(1));
      }
    }
    for (String r : rules.keySet()) { // "6.2" and "6" are numbers of the rules too
      for (int dot = r.indexOf('.'); dot > 0; dot = r.indexOf('.', dot + 1)) {
        known.add(r.substring(0, dot));
      }
    }
    assertEquals(605, rules.size(), "lettered rules read from " + RULES);

    List<Citation> tests = new ArrayList<>();
    List<Citation> main = new ArrayList<>();
    for (String dir : List.of("engine/src/test/java", "tools/src/test/java")) {
      scan(root, root.resolve(dir), true, tests);
    }
    for (String dir : List.of("engine/src/main/java", "tools/src/main/java")) {
      scan(root, root.resolve(dir), false, main);
    }
    List<String> unknown = new ArrayList<>();
    for (Citation c : concat(tests, main)) {
      if (!known.contains(c.number())) {
        unknown.add(c.file() + ":" + c.line() + ": " + c.number() + " (" + c.test() + ")");
      }
    }
    assertTrue(unknown.isEmpty(), "citations of numbers the Complete Rules 4.0 do not have:\n"
        + String.join("\n", unknown));

    Files.writeString(root.resolve(REPORT), report(rules, tests), StandardCharsets.UTF_8);
  }

  private static List<Citation> concat(List<Citation> a, List<Citation> b) {
    List<Citation> all = new ArrayList<>(a);
    all.addAll(b);
    return all;
  }

  /** The repository's root: the first directory up from here that holds the rules. */
  static Path root() {
    for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
      if (Files.isRegularFile(p.resolve(RULES))) {
        return p;
      }
    }
    throw new IllegalStateException(RULES + " not found above " + Path.of("").toAbsolutePath());
  }

  /** The lettered rules in document order, with their first words. */
  static Map<String, Rule> lettered(List<String> lines) {
    Map<String, Rule> rules = new LinkedHashMap<>();
    for (String line : lines) {
      Matcher m = LETTERED.matcher(line);
      if (m.find()) {
        String number = m.group(1) + "." + m.group(2);
        String[] words = m.group(3).trim().split("\\s+");
        String first = String.join(" ", List.of(words).subList(0, Math.min(8, words.length)));
        rules.putIfAbsent(number, new Rule(number, first));
      }
    }
    return rules;
  }

  private static void scan(Path root, Path dir, boolean test, List<Citation> out) throws IOException {
    if (!Files.isDirectory(dir)) {
      return;
    }
    List<Path> files;
    try (Stream<Path> walk = Files.walk(dir)) {
      files = walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
    }
    for (Path file : files) {
      if (file.getFileName().toString().equals("RulesCoverageTest.java")) {
        continue; // its own numbers are examples of the syntax
      }
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      String cls = file.getFileName().toString().replace(".java", "");
      boolean plays = test && PLAYS.matcher(String.join("\n", lines)).find();
      String rel = root.relativize(file).toString();
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        String where = cls + owner(lines, i).map(m -> "." + m).orElse("");
        for (String number : citations(line)) {
          out.add(new Citation(number, where, plays, rel, i + 1));
        }
      }
    }
  }

  /**
   * The method a line belongs to: the one a comment above a declaration documents, else the last one declared
   * before it.
   */
  private static java.util.Optional<String> owner(List<String> lines, int i) {
    String t = lines.get(i).trim();
    if (t.startsWith("/**") || t.startsWith("*") || t.startsWith("//") || t.startsWith("@")) {
      for (int j = i + 1; j < lines.size(); j++) {
        String u = lines.get(j).trim();
        if (u.isEmpty() || u.startsWith("*") || u.startsWith("/**") || u.startsWith("//") || u.startsWith("@")) {
          continue;
        }
        Matcher m = METHOD.matcher(lines.get(j));
        if (m.find()) {
          return java.util.Optional.of(m.group(1));
        }
        break;
      }
    }
    for (int j = i; j >= 0; j--) {
      Matcher m = METHOD.matcher(lines.get(j));
      if (m.find()) {
        return java.util.Optional.of(m.group(1));
      }
    }
    return java.util.Optional.empty();
  }

  /** The rule numbers a line cites, ranges expanded ("6.2.h-j" is 6.2.h, 6.2.i and 6.2.j). */
  static List<String> citations(String line) {
    List<String> result = new ArrayList<>();
    Matcher m = CITED.matcher(line);
    while (m.find()) {
      String number = m.group(1);
      if (List.of(number.split("\\.")).contains("0") || m.group(2) == null && number.chars()
          .filter(c -> c == '.').count() < 2) {
        continue;
      }
      if (m.group(2) == null) {
        result.add(number);
        continue;
      }
      char from = m.group(2).charAt(0);
      char to = m.group(3) != null ? m.group(3).charAt(0) : from;
      for (char c = from; c <= to; c++) {
        result.add(number + "." + c);
      }
    }
    Matcher n = METHOD_CITED.matcher(line);
    while (n.find()) {
      String number = n.group(1).substring(0, n.group(1).length() - 1).replace('_', '.');
      result.add(n.group(2) != null ? number + "." + n.group(2) : number);
    }
    return result;
  }

  private static String notApplicable(String number) {
    String reason = null;
    int longest = -1;
    for (Map.Entry<String, String> e : NOT_APPLICABLE.entrySet()) {
      if (number.startsWith(e.getKey()) && e.getKey().length() > longest) {
        reason = e.getValue();
        longest = e.getKey().length();
      }
    }
    return reason;
  }

  static String report(Map<String, Rule> rules, List<Citation> citations) {
    Map<String, Set<String>> played = new LinkedHashMap<>();
    Map<String, Set<String>> parsed = new LinkedHashMap<>();
    for (Citation c : citations) {
      (c.plays() ? played : parsed).computeIfAbsent(c.number(), k -> new TreeSet<>()).add(c.test());
    }
    int nPlayed = 0;
    int nParsed = 0;
    int nNa = 0;
    int nNone = 0;
    StringBuilder table = new StringBuilder();
    table.append("| rule | text | tests | status |\n|---|---|---|---|\n");
    for (Rule r : rules.values()) {
      Set<String> tests = new TreeSet<>(played.getOrDefault(r.number(), Set.of()));
      tests.addAll(parsed.getOrDefault(r.number(), Set.of()));
      String status;
      String reason = notApplicable(r.number());
      if (played.containsKey(r.number())) {
        status = "played";
        nPlayed++;
      } else if (reason != null) {
        status = "not applicable: " + reason;
        nNa++;
      } else if (parsed.containsKey(r.number())) {
        status = "parsed only";
        nParsed++;
      } else {
        status = "not cited";
        nNone++;
      }
      List<String> names = new ArrayList<>(tests);
      String shown = String.join(", ", names.subList(0, Math.min(3, names.size())))
          + (names.size() > 3 ? " (+" + (names.size() - 3) + ")" : "");
      table.append("| ").append(r.number()).append(" | ").append(cell(r.firstWords())).append(" | ")
          .append(cell(shown)).append(" | ").append(status).append(" |\n");
    }
    int applicable = rules.size() - nNa;
    return "# Rules coverage\n\n"
        + "Every lettered rule of the Complete Rules 4.0 (`" + RULES + "`) with the tests that cite it, by number in\n"
        + "a test's name (`rule_6_2_h...`) or text (`6.2.h`, `2.3.1.j-k`). Written by `RulesCoverageTest`, which\n"
        + "also fails on a citation of a number the rules do not have (tests and main sources); regenerate with\n"
        + "`mvn -B -q -pl engine -am test -Dtest=RulesCoverageTest -Dsurefire.failIfNoSpecifiedTests=false`.\n\n"
        + "Status: **played** when a test that runs a game on the kernel cites it; **parsed only** when only tests\n"
        + "of the text front-ends or the compiler do; **not applicable** with the reason no game needs it;\n"
        + "**not cited** otherwise.\n\n"
        + "| lettered rules | played | parsed only | not applicable | not cited | played of applicable |\n"
        + "|---|---|---|---|---|---|\n"
        + "| " + rules.size() + " | " + nPlayed + " | " + nParsed + " | " + nNa + " | " + nNone + " | "
        + Math.round(100.0 * nPlayed / applicable) + "% (" + nPlayed + " of " + applicable + ") |\n\n"
        + table;
  }

  private static String cell(String s) {
    return s.replace("|", "\\|");
  }

  @Test
  void citationsAreReadFromNamesAndTextWithRangesAndItems() {
    assertEquals(List.of("6.2.h"), citations("  void rule_6_2_hTheController() {"));
    assertEquals(List.of("2.3.3"), citations("  void rule_2_3_3_persephonesAddition() {"));
    assertEquals(List.of("6.5.b"), citations("  void rule_6_5_b_mayTarget() {"));
    assertEquals(List.of("2.3.1.j", "2.3.1.k"), citations("// granted (2.3.1.j-k)"));
    assertEquals(List.of("5.1.2.c"), citations("\"5.1.2.c.2: where to play it\""));
    assertEquals(List.of("7.4.7", "6.5.d"), citations("Tough (7.4.7), rule 6.5.d."));
    assertEquals(List.of(), citations("\"version\": \"1.0.0\", 2.37-2.66x, 6.2"));
  }
}
