package dev.altered.cardfile;

import com.google.common.collect.ImmutableList;
import dev.altered.card.CardDefinition;
import dev.altered.card.Faction;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Converts corpus JSON into card files: one directory per set, one file per faction of the references
 * ({@code cards/CORE/AX.cards}), cards in their JSON order. A set's directory is regenerated: card files in it that
 * the import does not write are removed, so a re-import never leaves stale duplicates.
 */
public final class CardImporter {
  /** What an import did: cards written, files written, and every problem met (with JSON positions). */
  public record Result(int cards, ImmutableList<Path> files, ImmutableList<Diagnostic> diagnostics) {
    public boolean hasErrors() {
      return diagnostics.stream().anyMatch(Diagnostic::isError);
    }
  }

  private CardImporter() {}

  public static Result importFiles(List<Path> jsonFiles, Path outDir) throws IOException {
    List<Diagnostic> diagnostics = new ArrayList<>();
    List<Path> files = new ArrayList<>();
    Map<String, String> setNames = new LinkedHashMap<>();
    Map<String, Map<String, List<SourcedCard>>> bySetAndFaction = new LinkedHashMap<>();
    TextPool pool = new TextPool();
    for (Path json : jsonFiles) {
      ReadResult read = CorpusJsonReader.read(json, pool);
      diagnostics.addAll(read.diagnostics());
      for (SourcedCard sourced : read.cards()) {
        CardDefinition card = sourced.card();
        String setName = read.setId().equals(java.util.Optional.of(card.set()))
            ? read.setName().orElse(card.set()) : card.set();
        setNames.putIfAbsent(card.set(), setName);
        bySetAndFaction.computeIfAbsent(card.set(), s -> new LinkedHashMap<>())
            .computeIfAbsent(CardFileFormat.referenceFaction(card), f -> new ArrayList<>()).add(sourced);
      }
    }
    int written = 0;
    for (Map.Entry<String, Map<String, List<SourcedCard>>> set : bySetAndFaction.entrySet()) {
      String setId = set.getKey();
      Path dir = outDir.resolve(setId);
      Files.createDirectories(dir);
      Set<Path> keep = new TreeSet<>();
      for (Map.Entry<String, List<SourcedCard>> group : set.getValue().entrySet()) {
        String faction = group.getKey();
        StringBuilder body = new StringBuilder();
        List<CardDefinition> cards = new ArrayList<>();
        for (SourcedCard sourced : group.getValue()) {
          try {
            StringBuilder one = new StringBuilder();
            CardFileWriter.writeCard(sourced.card(), one);
            cards.add(sourced.card());
          } catch (IllegalArgumentException e) {
            diagnostics.add(Diagnostic.error(sourced.file(), sourced.line(), sourced.column(), "unwritable",
                "card not imported: " + e.getMessage()));
          }
        }
        String factionName = Faction.parse(faction).map(Faction::displayName).orElse(faction);
        body.append(CardFileWriter.write(setId, setNames.get(setId), List.of(
            "Altered card file: set " + setId + " (" + setNames.get(setId) + "), references of faction " + faction
                + " (" + factionName + ").",
            "Imported from corpus JSON by './altered import'. Format: cards/README.md."), cards));
        Path file = dir.resolve(faction + CardFileFormat.EXTENSION);
        Files.writeString(file, body, StandardCharsets.UTF_8);
        keep.add(file);
        files.add(file);
        written += cards.size();
      }
      try (DirectoryStream<Path> existing = Files.newDirectoryStream(dir, "*" + CardFileFormat.EXTENSION)) {
        for (Path old : existing) {
          if (!keep.contains(old)) {
            Files.delete(old);
          }
        }
      }
    }
    return new Result(written, ImmutableList.copyOf(files), ImmutableList.copyOf(diagnostics));
  }
}
