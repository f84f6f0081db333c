package dev.altered.load;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.text.FrontEnd;
import dev.altered.text.ParsedAbility;
import dev.altered.text.SourceText;
import dev.altered.text.TextReader;
import java.util.Optional;

/**
 * The text layer's parser as the loader's parse stage: each distinct ability text of a language that has a front-end
 * (English today) becomes its ASTs. Reminder text alone gives no AST (it has no existence rules-wise, 2.2.12.c).
 */
public final class ParseStage implements AbilityStage<AbilityText, ImmutableList<Ability>> {
  public static final ParseStage INSTANCE = new ParseStage();

  private ParseStage() {}

  @Override
  public String name() {
    return "parse";
  }

  @Override
  public boolean accepts(AbilityText ability) {
    return TextReader.frontEnd(ability.language()).isPresent();
  }

  @Override
  public Outcome<ImmutableList<Ability>> apply(AbilityText ability) {
    Optional<FrontEnd> frontEnd = TextReader.frontEnd(ability.language());
    if (frontEnd.isEmpty()) {
      return new Outcome.Failed<>(0, "no reader for " + ability.language().code() + " text yet");
    }
    ImmutableList.Builder<Ability> asts = ImmutableList.builder();
    for (ParsedAbility parsed : TextReader.read(frontEnd.get(), new SourceText(ability.text()))) {
      if (parsed.error().isPresent()) {
        return new Outcome.Failed<>(parsed.error().get().offset(), parsed.error().get().message());
      }
      parsed.ast().ifPresent(asts::add);
    }
    return new Outcome.Done<>(asts.build());
  }
}
