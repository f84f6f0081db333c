package dev.altered.simulate;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The results as one self-contained HTML page: the matrix as a heat map, the cards' impact as a chart, the A/B as a
 * table, then every figure in tables. No script and nothing fetched: it opens from a file, offline.
 */
public final class HtmlReport {
  /** Cards on the impact chart: the largest effects; the table below it has them all. */
  static final int CHART_CARDS = 30;

  private HtmlReport() {}

  public static String write(Results r) {
    Figures f = r.figures();
    List<String> decks = r.decks().stream().map(Entrant::name).toList();
    double[][] win = new double[decks.size()][decks.size()];
    for (Figures.Matchup m : f.matrix()) {
      int a = decks.indexOf(m.a());
      int b = decks.indexOf(m.b());
      win[a][b] = m.winA().rate();
      win[b][a] = 1 - m.winA().rate();
    }
    String level = String.format(Locale.ROOT, "%.0f%%", 100 * r.confidence());
    List<Figures.CardStats> top = f.cards().stream().filter(c -> c.played().successes() > 0)
        .sorted(Comparator.comparingDouble((Figures.CardStats c) -> -Math.abs(c.playedImpact().difference()))
            .thenComparing(Figures.CardStats::reference))
        .limit(CHART_CARDS).toList();
    StringBuilder h = new StringBuilder();
    h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Altered simulation</title>\n")
        .append("<link rel=\"icon\" href=\"data:,\">\n<style>body{font-family:sans-serif;margin:2em}")
        .append("table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:2px 6px;")
        .append("text-align:right}td:first-child,th:first-child{text-align:left}.yes{color:#060;font-weight:bold}")
        .append("</style></head><body>\n<h1>Altered simulation</h1>\n");
    h.append(p(String.format(Locale.ROOT, "%d games, %d per pairing, seed %d, agents %s, %s intervals (Wilson); "
        + "%d without a winner. First player wins %s. Cards hash %s.", f.games(), r.gamesPerPairing(), r.seed(),
        String.join(" / ", r.agents()), level, f.errors(), rate(f.firstPlayer()), r.cardsHash())));
    h.append("<h2>Matrix</h2>\n<img id=\"heatmap\" alt=\"win rate heat map\" src=\"")
        .append(Charts.heatMap(decks, win)).append("\">\n");
    h.append("<table id=\"matrix\"><tr><th>deck</th><th>against</th><th>games</th><th>win rate</th><th>in seat 0</th>"
        + "<th>in seat 1</th><th>first player</th><th>days</th><th>no winner</th></tr>\n");
    for (Figures.Matchup m : f.matrix()) {
      h.append(row(m.a(), m.b(), m.games(), rate(m.winA()), rate(m.winAInSeat0()), rate(m.winAInSeat1()),
          rate(m.firstPlayer()), m.meanDays(), m.errors()));
    }
    h.append("</table>\n<table id=\"decks\"><tr><th>deck</th><th>Hero</th><th>win rate</th></tr>\n");
    for (int d = 0; d < decks.size(); d++) {
      h.append(row(decks.get(d), r.decks().get(d).hero(), rate(f.decks().get(d).win())));
    }
    h.append("</table>\n<h2>A/B</h2>\n<table id=\"ab\"><tr><th>card</th><th>deck</th><th>printed</th><th>edited</th>"
        + "<th>difference</th><th>verdict</th></tr>\n");
    for (Comparison c : r.variants()) {
      for (Comparison.DeckChange d : c.decks()) {
        h.append(row(c.name() + " (" + c.reference() + ")", d.deck(), rate(d.printed()), rate(d.edited()),
            diff(d.difference()), d.verdict()));
      }
    }
    h.append("</table>\n<h2>Cards</h2>\n<img id=\"impact\" alt=\"card impact chart\" src=\"")
        .append(Charts.impact(top, level)).append("\">\n");
    h.append("<table id=\"cards\"><tr><th>card</th><th>games</th><th>played</th><th>drawn</th><th>win played</th>"
        + "<th>win not played</th><th>win drawn</th><th>win not drawn</th><th>impact</th></tr>\n");
    for (Figures.CardStats c : f.cards()) {
      h.append(row(c.name() + " (" + c.reference() + ")", c.games(), rate(c.played()), rate(c.drawn()),
          rate(c.winPlayed()), rate(c.winNotPlayed()), rate(c.winDrawn()), rate(c.winNotDrawn()),
          diff(c.playedImpact())));
    }
    return h.append("</table>\n</body></html>\n").toString();
  }

  private static String p(String text) {
    return "<p>" + escape(text) + "</p>\n";
  }

  private static String row(Object... cells) {
    StringBuilder b = new StringBuilder("<tr>");
    for (Object cell : cells) {
      b.append("<td>").append(escape(String.valueOf(cell))).append("</td>");
    }
    return b.append("</tr>\n").toString();
  }

  private static String rate(Rate r) {
    return String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f] of %d", 100 * r.rate(), 100 * r.low(), 100 * r.high(),
        r.trials());
  }

  private static String diff(Difference d) {
    return String.format(Locale.ROOT, "%+.1f%% [%+.1f, %+.1f]", 100 * d.difference(), 100 * d.low(), 100 * d.high());
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }
}
