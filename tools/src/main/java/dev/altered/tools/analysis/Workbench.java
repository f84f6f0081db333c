package dev.altered.tools.analysis;

import java.nio.file.Path;
import java.util.Objects;

/**
 * What the language server and the playground know besides a card's own text: the words the card folder prints (for
 * completion) and the Complete Rules (for hovers). Read once, when a server starts.
 */
public record Workbench(Vocabulary vocabulary, Rules rules) {
  public Workbench {
    Objects.requireNonNull(vocabulary, "vocabulary");
    Objects.requireNonNull(rules, "rules");
  }

  /** From a checkout: {@code cards} is its card folder, the rules are beside it ({@code cards/../docs/rules}). */
  public static Workbench of(Path cards) {
    Path root = cards.toAbsolutePath().normalize().getParent();
    return new Workbench(Vocabulary.read(cards), root == null ? Rules.none() : Rules.read(root));
  }
}
