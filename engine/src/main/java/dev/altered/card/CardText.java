package dev.altered.card;

import java.util.Objects;
import java.util.Optional;

/**
 * The printed text of a card in one language, exactly as published: the ability box ({@code main}) and the support
 * ability box ({@code support}, 2.2.12.d), markup included. Splitting into abilities is the text layer's job.
 */
public record CardText(Optional<String> main, Optional<String> support) {
  public static final CardText EMPTY = new CardText(Optional.empty(), Optional.empty());

  public CardText {
    Objects.requireNonNull(main, "main");
    Objects.requireNonNull(support, "support");
  }

  public static CardText of(String main, String support) {
    return new CardText(Optional.ofNullable(main), Optional.ofNullable(support));
  }

  public boolean isEmpty() {
    return main.isEmpty() && support.isEmpty();
  }
}
