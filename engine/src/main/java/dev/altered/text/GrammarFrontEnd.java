package dev.altered.text;

import dev.altered.ast.Ability;
import dev.altered.ast.Normalizer;
import dev.altered.card.Language;
import java.util.Objects;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;

/**
 * A language front-end made of a {@link TwoStageParser} and an AST builder: the shape every grammar-based language
 * shares, so a language writes only its grammar, lexicon and builder. The AST is normalized ({@link Normalizer}).
 *
 * @param <T> the start rule's context type
 */
public final class GrammarFrontEnd<T extends ParserRuleContext> implements FrontEnd {
  /** Builds the language-neutral AST from a parse tree; throws {@link AbilityBuildException} when it cannot. */
  @FunctionalInterface
  public interface AstBuilder<T> {
    Ability build(AbilityText text, T tree);
  }

  private final Language language;
  private final TwoStageParser<T> syntax;
  private final AstBuilder<T> builder;

  private GrammarFrontEnd(Language language, TwoStageParser<T> syntax, AstBuilder<T> builder) {
    this.language = Objects.requireNonNull(language, "language");
    this.syntax = Objects.requireNonNull(syntax, "syntax");
    this.builder = Objects.requireNonNull(builder, "builder");
  }

  public static <T extends ParserRuleContext> GrammarFrontEnd<T> of(Language language, TwoStageParser<T> syntax,
      AstBuilder<T> builder) {
    return new GrammarFrontEnd<>(language, syntax, builder);
  }

  @Override
  public Language language() {
    return language;
  }

  /** The parse driver (for stage measurements and the fast-path corpus tests). */
  public TwoStageParser<T> syntax() {
    return syntax;
  }

  @Override
  public ParsedAbility parse(AbilityText ability) {
    Optional<ParseError> tooLarge = Numbers.tooLarge(ability);
    if (tooLarge.isPresent()) {
      return ParsedAbility.failed(ability, tooLarge.get());
    }
    TwoStageParser.Result<T> parsed = syntax.parse(ability);
    if (parsed.error().isPresent()) {
      return ParsedAbility.failed(ability, parsed.error().get());
    }
    try {
      return ParsedAbility.ok(ability, Normalizer.normalize(builder.build(ability, parsed.tree().get())));
    } catch (AbilityBuildException e) {
      return ParsedAbility.failed(ability,
          new ParseError(ability.source(), ability.originalOffset(Math.max(0, e.offset())), e.getMessage()));
    } catch (StackOverflowError deep) {
      return ParsedAbility.failed(ability, new ParseError(ability.source(), ability.originalOffset(0),
          "expected an ability nested less deeply, found a text too deeply nested to read"));
    }
  }
}
