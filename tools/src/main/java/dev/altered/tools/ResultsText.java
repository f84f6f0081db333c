package dev.altered.tools;

import dev.altered.simulate.Comparison;
import dev.altered.simulate.Figures;
import dev.altered.simulate.Rate;
import dev.altered.simulate.Results;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** The results for a terminal: the matrix, the decks, the cards that matter most, the A/B. */
final class ResultsText {
  private ResultsText() {}

  static String write(Results r) {
    Figures f = r.figures();
    StringBuilder b = new StringBuilder();
    b.append(String.format(Locale.ROOT, "%d games (%d per pairing, seed %d, agents %s), %d without a winner; first player wins %s;"
        + " %.1f days a game%n", f.games(), r.gamesPerPairing(), r.seed(), String.join("/", r.agents()), f.errors(),
        pct(f.firstPlayer()), f.meanDays()));
    b.append("\npairing: win rate of the first deck [interval], in seat 0, in seat 1, first player, days\n");
    for (Figures.Matchup m : f.matrix()) {
      b.append(String.format(Locale.ROOT, "  %s vs %s: %s, %s, %s, %s, %.1f%n", m.a(), m.b(), pct(m.winA()),
          pct(m.winAInSeat0()), pct(m.winAInSeat1()), pct(m.firstPlayer()), m.meanDays()));
    }
    b.append("\ndecks:\n");
    f.decks().forEach(d -> b.append("  ").append(d.deck()).append(": ").append(pct(d.win())).append('\n'));
    List<Figures.CardStats> impact = f.cards().stream()
        .sorted(Comparator.comparingDouble((Figures.CardStats c) -> -Math.abs(c.playedImpact().difference()))
            .thenComparing(Figures.CardStats::reference))
        .limit(10).toList();
    b.append("\ncards (10 largest differences, win rate when played minus not played; all in --json or --out):\n");
    for (Figures.CardStats c : impact) {
      b.append(String.format(Locale.ROOT, "  %s %s: played in %s of %d games, %+.1f%% [%+.1f, %+.1f]%n", c.reference(), c.name(),
          pct(c.played()), c.games(), 100 * c.playedImpact().difference(), 100 * c.playedImpact().low(),
          100 * c.playedImpact().high()));
    }
    for (Comparison c : r.variants()) {
      b.append("\nvariant ").append(c.reference()).append(' ').append(c.name()).append(':');
      b.append(c.decks().isEmpty() ? " in no deck\n" : "\n");
      for (Comparison.DeckChange d : c.decks()) {
        b.append(String.format(Locale.ROOT, "  %s: printed %s, edited %s, difference %+.1f%% [%+.1f, %+.1f]: %s%n", d.deck(),
            pct(d.printed()), pct(d.edited()), 100 * d.difference().difference(), 100 * d.difference().low(),
            100 * d.difference().high(), d.verdict()));
      }
    }
    return b.toString();
  }

  private static String pct(Rate r) {
    return String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", 100 * r.rate(), 100 * r.low(), 100 * r.high());
  }
}
