package dev.altered.card;

import com.google.common.collect.ImmutableList;
import java.util.Objects;
import java.util.Optional;

/**
 * The printed text of a card in one language, exactly as published: the ability box ({@code main}) and the support
 * ability box ({@code support}, 2.2.12.d), markup included. Splitting into abilities is the text layer's job.
 *
 * <p>Each box is stored as its <em>lines</em>: the published string split at every double space (the corpus
 * separates abilities, and the items of a modal list, by two spaces). Splitting and joining on the same literal
 * delimiter is an exact inverse, so {@link #main()} and {@link #support()} return the published strings unchanged;
 * storing lines lets identical ability texts be shared between cards (a million generated cards recombine a few
 * thousand lines). An absent box has no lines; a present box has at least one.
 */
public record CardText(ImmutableList<String> mainLines, ImmutableList<String> supportLines) {
  /** The separator of lines in the published text. */
  public static final String LINE_SEPARATOR = "  ";

  public static final CardText EMPTY = new CardText(ImmutableList.of(), ImmutableList.of());

  public CardText {
    Objects.requireNonNull(mainLines, "mainLines");
    Objects.requireNonNull(supportLines, "supportLines");
  }

  /** From the published strings of the two boxes (empty when the box is absent). */
  public CardText(Optional<String> main, Optional<String> support) {
    this(lines(main), lines(support));
  }

  public static CardText of(String main, String support) {
    return new CardText(Optional.ofNullable(main), Optional.ofNullable(support));
  }

  /** The ability box as published, lines joined by two spaces. */
  public Optional<String> main() {
    return join(mainLines);
  }

  /** The support ability box as published, lines joined by two spaces. */
  public Optional<String> support() {
    return join(supportLines);
  }

  public boolean isEmpty() {
    return mainLines.isEmpty() && supportLines.isEmpty();
  }

  /** The lines of a published box; the exact inverse of joining them with {@link #LINE_SEPARATOR}. */
  public static ImmutableList<String> lines(Optional<String> box) {
    if (box.isEmpty()) {
      return ImmutableList.of();
    }
    String text = box.get();
    ImmutableList.Builder<String> lines = ImmutableList.builder();
    int start = 0;
    for (int at = text.indexOf(LINE_SEPARATOR); at >= 0; at = text.indexOf(LINE_SEPARATOR, start)) {
      lines.add(text.substring(start, at));
      start = at + LINE_SEPARATOR.length();
    }
    lines.add(text.substring(start));
    return lines.build();
  }

  private static Optional<String> join(ImmutableList<String> lines) {
    return lines.isEmpty() ? Optional.empty() : Optional.of(String.join(LINE_SEPARATOR, lines));
  }

  // Written out, like the loader's keys: a record links its generated equals and hashCode through invokedynamic on
  // first use, a cost a cold load pays on its reading threads, where the card reader pools these values. Same hash
  // as the generated one (31 * previous + component).
  @Override
  public boolean equals(Object other) {
    return other instanceof CardText o && mainLines.equals(o.mainLines) && supportLines.equals(o.supportLines);
  }

  @Override
  public int hashCode() {
    return 31 * mainLines.hashCode() + supportLines.hashCode();
  }
}
