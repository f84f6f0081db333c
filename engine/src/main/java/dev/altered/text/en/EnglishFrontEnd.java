package dev.altered.text.en;

import dev.altered.ast.Ability;
import dev.altered.ast.Normalizer;
import dev.altered.card.Language;
import dev.altered.text.AbilityText;
import dev.altered.text.FrontEnd;
import dev.altered.text.Numbers;
import dev.altered.text.ParseError;
import dev.altered.text.ParsedAbility;
import java.util.Optional;

/** The English front-end: grammar {@code AlteredEnglish.g4}, builder {@link EnglishAstBuilder}. */
public final class EnglishFrontEnd implements FrontEnd {
  public static final EnglishFrontEnd INSTANCE = new EnglishFrontEnd();

  private EnglishFrontEnd() {}

  @Override
  public Language language() {
    return Language.EN;
  }

  @Override
  public ParsedAbility parse(AbilityText ability) {
    Optional<ParseError> tooLarge = Numbers.tooLarge(ability);
    if (tooLarge.isPresent()) {
      return ParsedAbility.failed(ability, tooLarge.get());
    }
    EnglishSyntax.Result syntax = EnglishSyntax.parse(ability);
    if (syntax.error() != null) {
      return ParsedAbility.failed(ability, syntax.error());
    }
    try {
      Ability ast = EnglishAstBuilder.build(ability, syntax.tree());
      return ParsedAbility.ok(ability, Normalizer.normalize(ast));
    } catch (EnglishAstBuilder.BuildException e) {
      int at = e.start < 0 ? 0 : e.start;
      return ParsedAbility.failed(ability, new ParseError(ability.source(), ability.originalOffset(at), e.getMessage()));
    } catch (StackOverflowError deep) {
      return ParsedAbility.failed(ability, new ParseError(ability.source(), ability.originalOffset(0),
          "expected an ability nested less deeply, found a text too deeply nested to read"));
    }
  }
}
