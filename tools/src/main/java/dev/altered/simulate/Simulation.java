package dev.altered.simulate;

import dev.altered.card.CardDefinition;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A whole simulation: the round robin with the printed cards, then for each edited card the pairings of the decks
 * that hold it again with the edit, on the same seeds. Which engine plays the games is the caller's choice; what is
 * played and how it is reduced is decided here, once for both.
 */
public final class Simulation {
  /** The run's settings: seed, games per pairing, each seat's agent, confidence level, a game's step budget. */
  public record Settings(long seed, int games, List<String> agents, double confidence, long maxSteps) {
    public Settings {
      agents = List.copyOf(agents);
    }
  }

  private final Settings settings;
  private final List<Entrant> entrants;
  private final Job printed;
  private final List<Job> edited = new ArrayList<>();
  private final List<CardDefinition> variants;

  public Simulation(Settings settings, List<Entrant> entrants, Collection<CardDefinition> cards,
      List<CardDefinition> variants) {
    this.settings = settings;
    this.entrants = List.copyOf(entrants);
    this.variants = List.copyOf(variants);
    this.printed = job(kit(cards, List.of()), Job.roundRobin(entrants.size()));
    for (CardDefinition variant : variants) {
      List<Pairing> pairings = Job.roundRobin(entrants.size()).stream()
          .filter(p -> holds(p.a(), variant) || holds(p.b(), variant)).toList();
      edited.add(pairings.isEmpty() ? printed : job(kit(cards, List.of(variant)), pairings));
    }
  }

  /** Every game the simulation plays: the progress bar's 100%. */
  public int totalGames() {
    int total = printed.totalGames();
    for (Job job : edited) {
      total += job == printed ? 0 : job.totalGames();
    }
    return total;
  }

  public Results run(SimulationEngine engine, SimulationEngine.Progress progress) {
    double z = Wilson.z(settings.confidence());
    Tally baseRun = engine.run(printed, progress);
    Figures base = Figures.of(printed, baseRun, z);
    List<Comparison> comparisons = new ArrayList<>();
    SortedMap<String, String> hashes = new TreeMap<>(printed.kit().cardHashes());
    for (int i = 0; i < variants.size(); i++) {
      CardDefinition variant = variants.get(i);
      Job job = edited.get(i);
      Tally run = job == printed ? baseRun : engine.run(job, progress);
      List<Integer> decks = new ArrayList<>();
      for (int d = 0; d < entrants.size(); d++) {
        if (holds(d, variant)) {
          decks.add(d);
        }
      }
      comparisons.add(Comparison.of(variant.reference(), variant.name(), decks, entrants, baseRun, base, run,
          Figures.of(job, run, z), z, settings.confidence()));
      String hash = job.kit().cardHashes().get(variant.reference());
      if (hash != null) {
        hashes.put(variant.reference() + " (variant " + (i + 1) + ")", hash);
      }
    }
    return new Results(settings.seed(), settings.games(), settings.agents(), settings.confidence(),
        settings.maxSteps(), entrants, printed.kit().id(), hashes, base, comparisons);
  }

  private boolean holds(int deck, CardDefinition card) {
    Entrant e = entrants.get(deck);
    return e.hero().equals(card.reference()) || e.cards().contains(card.reference());
  }

  private Job job(Kit kit, List<Pairing> pairings) {
    return new Job(kit, entrants, pairings, settings.games(), settings.seed(), settings.agents(), settings.maxSteps());
  }

  /** Every card, the edited ones in place of the printed; hashes of those the decks use. */
  private Kit kit(Collection<CardDefinition> cards, List<CardDefinition> replaced) {
    Set<String> used = new HashSet<>();
    for (Entrant e : entrants) {
      used.add(e.hero());
      used.addAll(e.cards());
    }
    List<CardDefinition> kit = new ArrayList<>();
    for (CardDefinition card : cards) {
      kit.add(replaced.stream().filter(r -> r.reference().equals(card.reference())).findFirst().orElse(card));
    }
    return Kit.of(kit, used);
  }
}
