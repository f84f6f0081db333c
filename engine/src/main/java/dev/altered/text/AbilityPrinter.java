package dev.altered.text;

import dev.altered.ast.Ability;
import dev.altered.card.Language;

/** Prints an AST in a language's official templating; the front-end of that language reads it back to the same AST. */
public interface AbilityPrinter {
  Language language();

  String print(Ability ability);
}
