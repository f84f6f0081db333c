package dev.altered.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static java.util.Map.entry;

import dev.altered.ast.Ability;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every concrete node type of the AST (each record implementing one of its sealed interfaces) has a case in each
 * printer, as {@code CompilerCoversTheAstTest} asks of the compiler: the printers dispatch by {@code instanceof}, so a
 * case is the node type named in the printer's source (a test, a pattern or a cast). A node type added to the AST
 * fails this test until each printer names it, or is listed below as one that printer does not print.
 */
class PrintersCoverTheAstTest {
  private static final Path TEXT = Path.of("src", "main", "java", "dev", "altered", "text");

  /** Each printer and the source files it is written in: the shared skeleton's and its own. */
  private static final Map<String, List<String>> PRINTERS = Map.of(
      "Spanish", List.of("romance/RomanceObjects.java", "romance/RomanceClauses.java", "romance/RomanceSteps.java",
          "romance/RomanceRun.java", "es/SpanishPrinter.java"),
      "Italian", List.of("romance/RomanceObjects.java", "romance/RomanceClauses.java", "romance/RomanceSteps.java",
          "romance/RomanceRun.java", "it/ItalianPrinter.java"),
      "French", List.of("fr/FrenchPrinter.java", "fr/FrenchPrinting.java", "fr/FrenchPrinterEffects.java",
          "fr/FrenchPrinterEvents.java", "fr/FrenchPrinterObjects.java", "fr/FrenchPrinterStatements.java",
          "fr/FrenchPrinterSteps.java", "fr/FrenchPrinterVerbs.java", "fr/FrenchPrinterWords.java"),
      "German", List.of("de/GermanPrinter.java", "de/GermanGrammar.java", "de/GermanPrintRun.java",
          "de/GermanSentencePrinter.java", "de/GermanStepPrinter.java", "de/GermanStatementPrinter.java",
          "de/GermanEventPrinter.java", "de/GermanConditionPrinter.java", "de/GermanObjectPrinter.java",
          "de/GermanZonePrinter.java"),
      "English", List.of("PrintedCosts.java", "en/EnglishSentencePrinter.java", "en/EnglishStepPrinter.java",
          "en/EnglishStatementPrinter.java", "en/EnglishConditionPrinter.java", "en/EnglishObjectPrinter.java",
          "en/EnglishWordPrinter.java"));

  /**
   * Measured when the test was written (issue 19): node types a printer does not name, mostly later sets' nodes that
   * the French, Spanish, Italian and German printers have no wording for yet (or print in a shared branch, as English
   * does these two). A printer that learns one removes it here; a new node type is never added here silently.
   */
  private static final Map<String, Set<String>> UNNAMED = Map.ofEntries(
      entry("English", Set.of(
          "Modifier.ThisWay", "PlayCost.Normal")),
      entry("French", Set.of(
          "Event.Receives", "Step.ActivateOne", "Statement.BeginsWithMarkers", "Adjective.OfRegion", "Adjective.WithoutStatus", "Event.Becomes", "Event.Discards", "Event.Loses",
          "Event.Passes", "Event.Readies", "Event.Spends", "Event.SwitchesExpeditions", "Event.TerrainMarkerPlaced",
          "Filter.CounterExtreme", "Filter.StatExtreme", "Filter.ThisWay", "Filter.WithA", "Losable.KeywordOf",
          "Modifier.AtEndOfTurn", "Modifier.ThisWay", "Noun.TerrainMarker", "PlayCost.Normal",
          "Restricted.LoseCounters", "Restricted.LoseStatus", "Restricted.Play", "Restricted.PlayedIn", "Restricted.UndergoTo",
          "Statement.LosesAbilities", "Statement.ReactionsIgnored", "Step.BecomeFirstPlayer",
          "Step.MoveTerrainMarker", "Step.Pass", "Step.PlaceTerrainMarker", "Trigger.AnyOf", "Trigger.EndOfTurn")),
      entry("German", Set.of(
          "Event.Receives", "Step.ActivateOne", "Statement.BeginsWithMarkers", "Adjective.OfRegion", "Adjective.WithoutStatus", "Condition.BaseStatistics", "Condition.Compare",
          "Condition.DidThisWay", "Condition.During", "Condition.InTerrainWithBaseStat", "Condition.PlaysFrom",
          "Condition.Several", "Destination.BottomOf", "Destination.InAnyOrder", "Destination.PositionIn",
          "Event.Becomes", "Event.Discards", "Event.Loses", "Event.ObjectKeyword", "Event.Passes", "Event.Readies",
          "Event.Reveals", "Event.RollsResult", "Event.Spends", "Event.SwitchesExpeditions",
          "Event.TerrainMarkerPlaced", "Filter.Between", "Filter.CounterCount", "Filter.CounterExtreme",
          "Filter.EachPhase", "Filter.From", "Filter.InPosition", "Filter.OwnedBy", "Filter.PlayedFrom",
          "Filter.StatExtreme", "Filter.ThisWay", "Filter.WithA", "Filter.WithCounters", "Filter.WithNo",
          "ForEachClause.Counters", "ForEachClause.Objects", "Gainable.OneStatusOf", "Grant.Statistics",
          "Losable.AllCounters", "Losable.KeywordOf", "Modifier.Again", "Modifier.AtEndOfTurn", "Modifier.AtRandom",
          "Modifier.DistributedAmong", "Modifier.ForEach", "Modifier.Instead", "Modifier.ThisWay", "Modifier.Times",
          "Noun.TerrainMarker", "ObjectRef.OneOfThem", "ObjectRef.Rest", "ObjectRef.Targets", "ObjectRef.These",
          "Place.Anywhere", "Quantity.RemovedThisWay", "Quantity.StatOf", "Quantity.Sum", "Quantity.ThatMany",
          "Region.OfExpedition", "Region.Own", "Restricted.Activate", "Restricted.GainStatus", "Restricted.Keyword",
          "Restricted.LoseCounters", "Restricted.LoseStatus", "Restricted.Play", "Restricted.PlayedIn", "Restricted.UndergoTo",
          "Sentence.Depending", "Sentence.WhenThisWay", "Statement.AbilitiesIgnored", "Statement.ActionCostsMore",
          "Statement.CanGainAgain", "Statement.LosesAbilities", "Statement.MayPlay", "Statement.ReactionsIgnored",
          "Statement.Remains", "Statement.TerrainAdded", "Step.ActivateOwn", "Step.BecomeFirstPlayer",
          "Step.CreateSame", "Step.Distribute", "Step.Double", "Step.ExchangeBoosts", "Step.LookAt",
          "Step.MayDoAgain", "Step.MoveTerrainMarker", "Step.OneOf", "Step.Pass", "Step.PlaceTerrainMarker",
          "Step.RollMore", "Trigger.AnyOf", "Trigger.EndOfTurn", "Value.CountersOf", "Value.Result", "Value.StatOf")),
      entry("Italian", Set.of(
          "Event.Receives", "Step.ActivateOne", "Statement.BeginsWithMarkers", "Adjective.OfRegion", "Adjective.WithoutStatus", "Event.Becomes", "Event.Discards", "Event.Loses",
          "Event.Passes", "Event.Readies", "Event.Spends", "Event.SwitchesExpeditions", "Event.TerrainMarkerPlaced",
          "Filter.CounterExtreme", "Filter.StatExtreme", "Filter.ThisWay", "Filter.WithA", "Losable.KeywordOf",
          "Modifier.AtEndOfTurn", "Modifier.ThisWay", "Noun.TerrainMarker", "PlayCost.Normal",
          "Restricted.LoseCounters", "Restricted.LoseStatus", "Restricted.Play", "Restricted.UndergoTo",
          "Statement.LosesAbilities", "Statement.ReactionsIgnored", "Step.BecomeFirstPlayer",
          "Step.MoveTerrainMarker", "Step.Pass", "Step.PlaceTerrainMarker", "Trigger.AnyOf", "Trigger.EndOfTurn")),
      entry("Spanish", Set.of(
          "Event.Receives", "Step.ActivateOne", "Statement.BeginsWithMarkers", "Adjective.OfRegion", "Adjective.WithoutStatus", "Event.Becomes", "Event.Discards", "Event.Loses",
          "Event.Passes", "Event.Readies", "Event.Spends", "Event.SwitchesExpeditions", "Event.TerrainMarkerPlaced",
          "Filter.CounterExtreme", "Filter.StatExtreme", "Filter.ThisWay", "Filter.WithA", "Losable.KeywordOf",
          "Modifier.AtEndOfTurn", "Modifier.ThisWay", "Noun.TerrainMarker", "PlayCost.Normal",
          "Restricted.LoseCounters", "Restricted.LoseStatus", "Restricted.Play", "Restricted.UndergoTo",
          "Statement.LosesAbilities", "Statement.ReactionsIgnored", "Step.BecomeFirstPlayer",
          "Step.MoveTerrainMarker", "Step.Pass", "Step.PlaceTerrainMarker", "Trigger.AnyOf", "Trigger.EndOfTurn")));

  @Test
  void everyRecordOfTheAstHasACaseInEachPrinter() throws Exception {
    List<String> nodes = nodeTypes();
    assertTrue(nodes.size() > 150, "the AST's node types were found: " + nodes.size());
    Map<String, Set<String>> uncovered = new TreeMap<>();
    for (Map.Entry<String, List<String>> printer : PRINTERS.entrySet()) {
      StringBuilder source = new StringBuilder();
      for (String file : printer.getValue()) {
        source.append(Files.readString(TEXT.resolve(file))).append('\n');
      }
      Set<String> missing = new TreeSet<>();
      for (String node : nodes) {
        if (!Pattern.compile("\\b" + Pattern.quote(node) + "\\b").matcher(source).find()) {
          missing.add(node);
        }
      }
      if (!missing.isEmpty()) {
        uncovered.put(printer.getKey(), missing);
      }
    }
    assertEquals(UNNAMED, uncovered, "AST node types without a case, by printer");
  }

  /** The AST's node types by the name a printer writes: "Statement.CanGainAgain", "Adjective.Other". */
  static List<String> nodeTypes() throws IOException, URISyntaxException, ClassNotFoundException {
    Path classes = Path.of(Ability.class.getProtectionDomain().getCodeSource().getLocation().toURI())
        .resolve("dev/altered/ast");
    List<String> nodes = new ArrayList<>();
    try (Stream<Path> files = Files.list(classes)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".class")).sorted().toList()) {
        String name = "dev.altered.ast." + f.getFileName().toString().replace(".class", "");
        Class<?> c = Class.forName(name);
        if (c.isRecord() && implementsSealedAstInterface(c)) {
          String[] parts = c.getName().replace("dev.altered.ast.", "").split("\\$");
          nodes.add(parts.length == 1 ? parts[0] : parts[parts.length - 2] + "." + parts[parts.length - 1]);
        }
      }
    }
    return nodes;
  }

  private static boolean implementsSealedAstInterface(Class<?> c) {
    for (Class<?> i : c.getInterfaces()) {
      if (i.isSealed() && i.getName().startsWith("dev.altered.ast.")) {
        return true;
      }
    }
    return false;
  }
}
