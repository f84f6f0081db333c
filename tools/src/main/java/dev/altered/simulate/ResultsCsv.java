package dev.altered.simulate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Every figure of the results as CSV tables, by file name: the matrix, the decks, the cards and the A/B. */
public final class ResultsCsv {
  private ResultsCsv() {}

  public static Map<String, String> write(Results results) {
    Figures f = results.figures();
    Map<String, String> files = new TreeMap<>();
    List<List<Object>> rows = new ArrayList<>();
    rows.add(List.of("deck_a", "deck_b", "games", "errors", rate("win_a"), rate("win_a_seat0"), rate("win_a_seat1"),
        rate("first_player_win"), "mean_days"));
    for (Figures.Matchup m : f.matrix()) {
      rows.add(List.of(m.a(), m.b(), m.games(), m.errors(), rate(m.winA()), rate(m.winAInSeat0()),
          rate(m.winAInSeat1()), rate(m.firstPlayer()), m.meanDays()));
    }
    files.put("matrix.csv", table(rows));
    List<List<Object>> decks = new ArrayList<>();
    decks.add(List.of("deck", rate("win")));
    f.decks().forEach(d -> decks.add(List.of(d.deck(), rate(d.win()))));
    files.put("decks.csv", table(decks));
    List<List<Object>> cards = new ArrayList<>();
    cards.add(List.of("reference", "name", "games", rate("played"), rate("drawn"), rate("win_played"),
        rate("win_not_played"), rate("win_drawn"), rate("win_not_drawn"), diff("played_impact")));
    for (Figures.CardStats c : f.cards()) {
      cards.add(List.of(c.reference(), c.name(), c.games(), rate(c.played()), rate(c.drawn()), rate(c.winPlayed()),
          rate(c.winNotPlayed()), rate(c.winDrawn()), rate(c.winNotDrawn()), diff(c.playedImpact())));
    }
    files.put("cards.csv", table(cards));
    List<List<Object>> ab = new ArrayList<>();
    ab.add(List.of("reference", "name", "deck", rate("printed"), rate("edited"), diff("difference"), "verdict"));
    for (Comparison c : results.variants()) {
      for (Comparison.DeckChange d : c.decks()) {
        ab.add(List.of(c.reference(), c.name(), d.deck(), rate(d.printed()), rate(d.edited()), diff(d.difference()),
            d.verdict()));
      }
    }
    files.put("variants.csv", table(ab));
    return files;
  }

  /** A rate's four columns (successes, trials, rate, low, high) as one cell group, split by {@link #table}. */
  private static Cells rate(Rate r) {
    return new Cells(List.of(r.successes(), r.trials(), r.rate(), r.low(), r.high()));
  }

  private static Cells rate(String name) {
    return new Cells(List.of(name + "_wins", name + "_of", name, name + "_low", name + "_high"));
  }

  private static Cells diff(Difference d) {
    return new Cells(List.of(d.difference(), d.low(), d.high()));
  }

  private static Cells diff(String name) {
    return new Cells(List.of(name, name + "_low", name + "_high"));
  }

  private record Cells(List<Object> values) {}

  private static String table(List<List<Object>> rows) {
    StringBuilder out = new StringBuilder();
    for (List<Object> row : rows) {
      List<String> cells = new ArrayList<>();
      for (Object cell : row) {
        if (cell instanceof Cells group) {
          group.values().forEach(v -> cells.add(escape(v)));
        } else {
          cells.add(escape(cell));
        }
      }
      out.append(String.join(",", cells)).append('\n');
    }
    return out.toString();
  }

  private static String escape(Object value) {
    String s = String.valueOf(value);
    return s.contains(",") || s.contains("\"") || s.contains("\n") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
  }
}
