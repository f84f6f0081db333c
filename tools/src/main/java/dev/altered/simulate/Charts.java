package dev.altered.simulate;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.PaintScale;
import org.jfree.chart.renderer.xy.XYBlockRenderer;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.xy.DefaultXYZDataset;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/** The report's pictures, drawn with JFreeChart and embedded as PNG data URLs. */
final class Charts {
  static {
    System.setProperty("java.awt.headless", "true"); // a report is drawn on servers and in CI, with no display
  }

  private Charts() {}

  /** The matrix as a heat map: row deck's win rate against the column deck, red below 50%, blue above. */
  static String heatMap(List<String> decks, double[][] winRate) {
    int n = decks.size();
    double[][] series = new double[3][n * n];
    DefaultXYZDataset data = new DefaultXYZDataset();
    XYPlot plot = new XYPlot();
    int k = 0;
    for (int row = 0; row < n; row++) {
      for (int col = 0; col < n; col++) {
        series[0][k] = col;
        series[1][k] = row;
        series[2][k] = row == col ? Double.NaN : winRate[row][col];
        if (row != col) {
          XYTextAnnotation label = new XYTextAnnotation(
              String.format(Locale.ROOT, "%.0f%%", 100 * winRate[row][col]), col, row);
          label.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
          plot.addAnnotation(label);
        }
        k++;
      }
    }
    data.addSeries("win rate", series);
    String[] names = decks.toArray(new String[0]);
    SymbolAxis x = new SymbolAxis("against", names);
    SymbolAxis y = new SymbolAxis("deck", names);
    y.setInverted(true);
    XYBlockRenderer renderer = new XYBlockRenderer();
    renderer.setPaintScale(new RedBlue());
    plot.setDataset(data);
    plot.setDomainAxis(x);
    plot.setRangeAxis(y);
    plot.setRenderer(renderer);
    plot.setBackgroundPaint(Color.LIGHT_GRAY);
    JFreeChart chart = new JFreeChart("Win rate of each deck (row) against each other (column)",
        JFreeChart.DEFAULT_TITLE_FONT, plot, false);
    chart.setBackgroundPaint(Color.WHITE);
    return png(chart, 140 + 110 * n, 120 + 60 * n);
  }

  /** Per card, win rate when played minus when not played, with its interval, largest effects first. */
  static String impact(List<Figures.CardStats> cards, String level) {
    YIntervalSeries series = new YIntervalSeries("played minus not played");
    String[] names = new String[cards.size()];
    for (int i = 0; i < cards.size(); i++) {
      Figures.CardStats c = cards.get(i);
      names[i] = c.name() + " (" + c.reference() + ")";
      series.add(i, c.playedImpact().difference(), c.playedImpact().low(), c.playedImpact().high());
    }
    YIntervalSeriesCollection data = new YIntervalSeriesCollection();
    data.addSeries(series);
    SymbolAxis axis = new SymbolAxis("card", names);
    axis.setInverted(true);
    NumberAxis value = new NumberAxis("win rate when played minus when not played");
    XYErrorRenderer renderer = new XYErrorRenderer();
    renderer.setDefaultLinesVisible(false);
    renderer.setDefaultShapesVisible(true);
    renderer.setErrorPaint(Color.DARK_GRAY);
    XYPlot plot = new XYPlot(data, axis, value, renderer);
    plot.setOrientation(PlotOrientation.HORIZONTAL);
    plot.addRangeMarker(new ValueMarker(0, Color.RED, new BasicStroke(1f)));
    plot.setBackgroundPaint(Color.WHITE);
    plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
    JFreeChart chart = new JFreeChart("Card impact, with " + level + " intervals", JFreeChart.DEFAULT_TITLE_FONT, plot, false);
    chart.setBackgroundPaint(Color.WHITE);
    return png(chart, 900, 120 + 22 * Math.max(1, cards.size()));
  }

  private static String png(JFreeChart chart, int width, int height) {
    try {
      byte[] png = ChartUtils.encodeAsPNG(chart.createBufferedImage(width, height));
      return "data:image/png;base64," + Base64.getEncoder().encodeToString(png);
    } catch (IOException e) {
      throw new UncheckedIOException("a chart did not encode as PNG", e);
    }
  }

  /** Red at 0, white at 0.5, blue at 1: a balanced pairing is pale, an imbalance stands out by its side. */
  private static final class RedBlue implements PaintScale {
    @Override
    public double getLowerBound() {
      return 0;
    }

    @Override
    public double getUpperBound() {
      return 1;
    }

    @Override
    public java.awt.Paint getPaint(double value) {
      if (Double.isNaN(value)) {
        return Color.LIGHT_GRAY;
      }
      double v = Math.max(0, Math.min(1, value));
      int fade = (int) Math.round(255 * (1 - Math.abs(v - 0.5) * 2));
      return v < 0.5 ? new Color(255, fade, fade) : new Color(fade, fade, 255);
    }
  }
}
