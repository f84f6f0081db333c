package dev.altered.text;

import dev.altered.card.Language;

/**
 * A language's reader of ability text: normalized ability in, language-neutral AST out. Each language has its own
 * grammar and AST builder behind this interface; markup and splitting are shared ({@link Markup}).
 *
 * <p>Implementations are thread-safe (they keep per-thread parser instances).
 */
public interface FrontEnd {
  Language language();

  /** Reads one ability (already cut and normalized by {@link Markup}). */
  ParsedAbility parse(AbilityText ability);
}
