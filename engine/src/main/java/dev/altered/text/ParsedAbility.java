package dev.altered.text;

import dev.altered.ast.Ability;
import java.util.Objects;
import java.util.Optional;

/** One ability of a text box and what reading it gave: an AST, or the first error. */
public record ParsedAbility(AbilityText text, Optional<Ability> ast, Optional<ParseError> error) {
  public ParsedAbility {
    Objects.requireNonNull(text, "text");
    if (ast.isPresent() == error.isPresent()) {
      throw new IllegalArgumentException("exactly one of ast and error");
    }
  }

  public static ParsedAbility ok(AbilityText text, Ability ast) {
    return new ParsedAbility(text, Optional.of(ast), Optional.empty());
  }

  public static ParsedAbility failed(AbilityText text, ParseError error) {
    return new ParsedAbility(text, Optional.empty(), Optional.of(error));
  }

  public boolean ok() {
    return ast.isPresent();
  }
}
