package dev.altered.simulate;

import dev.altered.card.Faction;
import dev.altered.deck.Deck;
import dev.altered.deck.DeckFile;
import dev.altered.deck.DeckFileException;
import dev.altered.deck.RandomDecks;
import dev.altered.rules.CardCatalog;
import dev.altered.rules.state.Prng;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/** The decks of a simulation from their specs: deck files, folders of {@code .deck} files, {@code random:FACTION}. */
public final class Decks {
  private Decks() {}

  /**
   * Every deck the specs name, in order. A random deck is drawn from the seed and its position among the specs, so
   * the same command draws the same decks.
   *
   * @throws BadInput with every problem of every spec (an illegal deck file lists each of its problems)
   */
  public static List<Entrant> resolve(List<String> specs, CardCatalog catalog, RandomDecks random, long seed)
      throws BadInput, IOException {
    List<String> problems = new ArrayList<>();
    List<Entrant> entrants = new ArrayList<>();
    Map<String, Integer> seen = new HashMap<>();
    for (String spec : specs) {
      for (String one : expand(spec, problems)) {
        Optional<Deck> deck = deck(one, entrants.size(), catalog, random, seed, problems);
        if (deck.isPresent()) {
          int n = seen.merge(one, 1, Integer::sum);
          String name = (one.startsWith("random:") ? one : Path.of(one).getFileName().toString())
              + (n > 1 ? "#" + n : "");
          entrants.add(new Entrant(name, one, deck.get().hero().orElseThrow(), deck.get().cards()));
        }
      }
    }
    if (!problems.isEmpty()) {
      throw new BadInput(problems);
    }
    if (entrants.size() < 2) {
      throw new BadInput("a round robin needs at least two decks, got " + entrants.size()
          + " (--decks random:Axiom,random:Bravos,my.deck,decks/)");
    }
    return entrants;
  }

  /**
   * The problems that show without the cards: an unknown faction, a file or folder that does not exist. Checked
   * before the cards load, so a mistyped command fails at once.
   */
  public static void precheck(List<String> specs) throws BadInput {
    List<String> problems = new ArrayList<>();
    for (String spec : specs) {
      if (spec.startsWith("random:")) {
        String name = spec.substring(7);
        if (Faction.parse(name).filter(x -> x != Faction.NE).isEmpty()) {
          problems.add("unknown faction '" + name + "' in --decks " + spec
              + " (expected Axiom, Bravos, Lyra, Muna, Ordis or Yzmir)");
        }
      } else if (!Files.exists(Path.of(spec))) {
        problems.add("--decks " + spec + ": no such file or folder (expected a deck file, a folder of .deck files or "
            + "random:FACTION)");
      }
    }
    if (!problems.isEmpty()) {
      throw new BadInput(problems);
    }
  }

  /** A folder stands for its {@code .deck} files, sorted by name. */
  private static List<String> expand(String spec, List<String> problems) throws IOException {
    Path path = Path.of(spec);
    if (spec.startsWith("random:") || !Files.isDirectory(path)) {
      return List.of(spec);
    }
    try (Stream<Path> files = Files.list(path)) {
      List<String> decks = files.filter(f -> f.toString().endsWith(".deck") && Files.isRegularFile(f)).sorted()
          .map(Path::toString).toList();
      if (decks.isEmpty()) {
        problems.add("--decks " + spec + ": no .deck file in this folder");
      }
      return decks;
    }
  }

  private static Optional<Deck> deck(String spec, int position, CardCatalog catalog, RandomDecks random, long seed,
      List<String> problems) throws IOException {
    if (spec.startsWith("random:")) {
      String name = spec.substring(7);
      Optional<Faction> f = Faction.parse(name).filter(x -> x != Faction.NE);
      if (f.isEmpty()) {
        problems.add("unknown faction '" + name + "' in --decks " + spec
            + " (expected Axiom, Bravos, Lyra, Muna, Ordis or Yzmir)");
      } else if (!random.factions().contains(f.get())) {
        problems.add("no " + f.get().displayName() + " Hero among the cards loaded, for --decks " + spec);
      } else {
        return Optional.of(random.generate(f.get(), new Prng(seed * 1_000_003L + position), 40));
      }
      return Optional.empty();
    }
    Path file = Path.of(spec);
    if (!Files.isRegularFile(file)) {
      problems.add("--decks " + spec + ": no such file or folder (expected a deck file, a folder of .deck files or "
          + "random:FACTION)");
      return Optional.empty();
    }
    try {
      return Optional.of(DeckFile.parseConstructed(spec, Files.readString(file, StandardCharsets.UTF_8),
          DeckFile.lookup(catalog)));
    } catch (DeckFileException e) {
      problems.addAll(e.problems());
      return Optional.empty();
    }
  }
}
