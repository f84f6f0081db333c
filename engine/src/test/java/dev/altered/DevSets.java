package dev.altered;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The committed card sets as tests see them, in one place: every set under cards/, the established ones (the four
 * the language layer was first built on, held to "only source defects fail" in every language), and the ledger of the
 * cards of the later sets whose English text does not run yet ({@code pending-cards.txt}, issue 18). The ledger is
 * exact: {@code NewSetsTest} fails when a listed card runs (remove it) or an unlisted one does not.
 */
public final class DevSets {
  private DevSets() {}

  /** The sets every language is held to in full. */
  public static final Set<String> ESTABLISHED = Set.of("ALIZE", "BISE", "CORE", "COREKS");

  public static Path root() {
    return Paths.get(System.getProperty("altered.root", "..")).toAbsolutePath().normalize();
  }

  public static Path cards() {
    return root().resolve("cards");
  }

  /** Every card file under cards/, sorted. */
  public static List<Path> cardFiles() {
    try (Stream<Path> files = Files.walk(cards())) {
      return files.filter(p -> p.toString().endsWith(".cards")).sorted().collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The card files of the established sets. */
  public static List<Path> establishedFiles() {
    return cardFiles().stream().filter(p -> ESTABLISHED.contains(p.getParent().getFileName().toString())).toList();
  }

  /** The set folder names under cards/. */
  public static Set<String> sets() {
    return cardFiles().stream().map(p -> p.getParent().getFileName().toString())
        .collect(Collectors.toCollection(TreeSet::new));
  }

  private static Set<String> pending;

  /** References whose English abilities do not all parse, compile and execute yet. */
  public static synchronized Set<String> pending() {
    if (pending == null) {
      Set<String> refs = new TreeSet<>();
      try (InputStream in = DevSets.class.getResourceAsStream("/pending-cards.txt");
           BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
        for (String line; (line = r.readLine()) != null; ) {
          String ref = line.replaceFirst("#.*", "").trim();
          if (!ref.isEmpty()) {
            refs.add(ref);
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      pending = Set.copyOf(refs);
    }
    return pending;
  }

  public static boolean isPending(String reference) {
    return pending().contains(reference);
  }
}
