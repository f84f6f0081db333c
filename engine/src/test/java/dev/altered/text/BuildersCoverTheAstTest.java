package dev.altered.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static java.util.Map.entry;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every AST node type is read by each language's AST builder, as {@link PrintersCoverTheAstTest} asks of the printers:
 * a builder's files are those of its package that read the grammar's parse trees (they import
 * {@code dev.altered.grammar}), with the decisions shared in {@code text/}. A node type is read when it is named there.
 * What a builder does not read yet is listed below, measured when the test was written: a language that learns a
 * construct removes it, and a new node type fails this test until each builder reads it or it is listed.
 */
class BuildersCoverTheAstTest {
  private static final Path TEXT = Path.of("src", "main", "java", "dev", "altered", "text");

  /** The builders: the package holding each one's parts (Spanish and Italian share the Romance builder). */
  private static final Map<String, String> BUILDERS = Map.of("English", "en", "French", "fr", "German", "de",
      "Spanish and Italian", "romance");

  /** Shared decisions every builder uses (the printers' shared files are not builders'). */
  private static final List<String> SHARED = List.of("Pronouns.java", "TerrainMarkerSteps.java", "ObjectRefs.java",
      "Numbers.java", "Definitions.java");

  /** Made by the AST itself, from what a builder read: {@code Ability.untriggered} tells a passive from a Spell's effect. */
  private static final Set<String> MADE_BY_THE_AST = Set.of("Ability.Passive", "Ability.SpellEffect");

  /**
   * Measured when the test was written (issue 19): mostly the later sets' constructs that only English reads yet, so
   * a translation of them does not parse (translate-check reports it).
   */
  private static final Map<String, Set<String>> UNREAD = Map.ofEntries(
      entry("French", Set.of("Event.Becomes", "Event.Discards", "Event.Loses", "Event.Readies", "Event.Spends",
          "Event.SwitchesExpeditions", "Event.TerrainMarkerPlaced", "Filter.CounterExtreme", "Filter.ThisWay",
          "Filter.WithA", "Losable.KeywordOf", "Modifier.AtEndOfTurn", "Modifier.ForEach", "Restricted.LoseCounters",
          "Restricted.LoseStatus", "Restricted.Play", "Restricted.PlayedIn", "Restricted.UndergoTo",
          "Statement.LosesAbilities", "Statement.ReactionsIgnored", "Step.ActivateOne", "Trigger.AnyOf",
          "Trigger.EndOfTurn")),
      entry("German", Set.of("Destination.BottomOf", "Destination.InAnyOrder", "Event.Becomes", "Event.Discards",
          "Event.Loses", "Event.Readies", "Event.Receives", "Event.Spends", "Event.SwitchesExpeditions",
          "Event.TerrainMarkerPlaced", "Filter.CounterExtreme", "Filter.OwnedBy", "Filter.ThisWay", "Filter.WithA",
          "Losable.KeywordOf", "Modifier.AtEndOfTurn", "Modifier.ForEach", "Modifier.Times", "Restricted.Activate",
          "Restricted.LoseCounters", "Restricted.LoseStatus", "Restricted.Play", "Restricted.PlayedIn",
          "Restricted.UndergoTo", "Statement.BeginsWithMarkers", "Statement.LosesAbilities", "Statement.MayPlay",
          "Statement.ReactionsIgnored", "Step.ActivateOne", "Trigger.AnyOf", "Trigger.EndOfTurn")),
      entry("Spanish and Italian", Set.of("Destination.InAnyOrder", "Event.Becomes", "Event.Discards", "Event.Loses",
          "Event.Readies", "Event.Receives", "Event.Spends", "Event.SwitchesExpeditions", "Event.TerrainMarkerPlaced",
          "Filter.CounterExtreme", "Filter.ThisWay", "Filter.WithA", "Losable.KeywordOf", "Modifier.AtEndOfTurn",
          "Modifier.ForEach", "Restricted.LoseCounters", "Restricted.LoseStatus", "Restricted.Play",
          "Restricted.PlayedIn", "Restricted.UndergoTo", "Statement.LosesAbilities", "Statement.ReactionsIgnored",
          "Step.ActivateOne", "Trigger.AnyOf", "Trigger.EndOfTurn")));

  @Test
  void everyRecordOfTheAstIsReadByEachBuilder() throws Exception {
    List<String> nodes = PrintersCoverTheAstTest.nodeTypes();
    assertTrue(nodes.size() > 150, "the AST's node types were found: " + nodes.size());
    Map<String, Set<String>> unread = new TreeMap<>();
    for (Map.Entry<String, String> builder : BUILDERS.entrySet()) {
      String source = source(builder.getValue());
      Set<String> missing = new TreeSet<>();
      for (String node : nodes) {
        if (!MADE_BY_THE_AST.contains(node) && !Pattern.compile("\\b" + Pattern.quote(node) + "\\b").matcher(source).find()) {
          missing.add(node);
        }
      }
      if (!missing.isEmpty()) {
        unread.put(builder.getKey(), missing);
      }
    }
    assertEquals(UNREAD, unread, () -> "AST node types a builder does not read:\n" + unread.entrySet().stream()
        .map(e -> "entry(\"" + e.getKey() + "\", Set.of(\"" + String.join("\", \"", e.getValue()) + "\"))")
        .collect(Collectors.joining(",\n")));
  }

  private static String source(String pkg) throws IOException {
    StringBuilder source = new StringBuilder();
    try (Stream<Path> files = Files.list(TEXT.resolve(pkg))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        String text = Files.readString(file);
        if (text.contains("import dev.altered.grammar.") || text.contains("import static dev.altered.grammar.")) {
          source.append(text).append('\n');
        }
      }
    }
    for (String shared : SHARED) {
      if (Files.exists(TEXT.resolve(shared))) {
        source.append(Files.readString(TEXT.resolve(shared))).append('\n');
      }
    }
    return source.toString();
  }
}
