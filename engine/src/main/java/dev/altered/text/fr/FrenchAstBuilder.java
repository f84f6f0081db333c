package dev.altered.text.fr;

import static dev.altered.grammar.fr.AlteredFrenchParser.*;
import static dev.altered.text.fr.FrenchTrees.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.Effect;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Trigger;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import dev.altered.text.AbilityText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * French parse tree to the language-neutral AST: the AST English gives for the same card. One method per grammar
 * rule; every node gets the span of the text it was read from. Pronouns are resolved as the English builder does
 * (object phrases counted in reading order, see {@link ObjectRef.Antecedent}), French clitics included: "le", "la",
 * "lui", "les" before an infinitive and "-le", "-moi" after an imperative.
 *
 * <p>Where French word order differs from English (the object of "faire gagner ... à X" comes last), the phrases are
 * read in the English order, so antecedent indices agree. Constructs the AST cannot represent are refused with a
 * positioned {@link AbilityBuildException}.
 *
 * <p>This class reads abilities (keyword lines, Reactions, quick actions, costs); the rest is read by one part per
 * concern ({@link FrenchSentences}, {@link FrenchSteps}, {@link FrenchStatements}, {@link FrenchEvents},
 * {@link FrenchConditions}, {@link FrenchObjects}, {@link FrenchWords}), all sharing one {@link FrenchReading}.
 */
final class FrenchAstBuilder {
  private final FrenchReading reading;

  static Ability build(AbilityText text, AbilityContext tree) {
    return new FrenchReading(text).abilities.ability(tree);
  }

  FrenchAstBuilder(FrenchReading reading) {
    this.reading = reading;
  }


  private Ability ability(AbilityContext ctx) {
    for (DefinitionContext d : ctx.getRuleContexts(DefinitionContext.class)) {
      reading.definitions.putIfAbsent(inside(d.getToken(UNKNOWN_BRACKET, 0)).toLowerCase(Locale.ROOT), d);
    }
    if (ctx instanceof KeywordAbilityContext k) {
      return keywordLine(k.keywordLine());
    }
    if (ctx instanceof ReactionAbilityContext r) {
      return reaction(r.reaction(), r.supportMark() != null, reading.span(r.supportMark(), r.reaction()));
    }
    if (ctx instanceof QuickActionAbilityContext q) {
      return quickAction(q.quickAction());
    }
    EffectAbilityContext e = (EffectAbilityContext) ctx;
    return effectOrPassive(e.effect(), e.supportMark() != null, reading.span(e.supportMark(), e.effect()));
  }

  /** Untriggered text is a passive ability when it only makes statements, and an effect when it does anything. */
  Ability effectOrPassive(EffectContext ctx, boolean support, SourceSpan span) {
    Effect effect = reading.sentences.effect(ctx);
    return Ability.untriggered(support, effect, span);
  }

  Ability.KeywordLine keywordLine(KeywordLineContext ctx) {
    List<Ability.KeywordItem> items = new ArrayList<>();
    for (KeywordItemContext item : ctx.keywordItem()) {
      items.add(keywordItem(item));
    }
    return new Ability.KeywordLine(list(items), reading.span(ctx));
  }

  private Ability.KeywordItem keywordItem(KeywordItemContext ctx) {
    Optional<Quantity> whereX = ctx.whereX() == null ? Optional.empty()
        : Optional.of(reading.words.quantity(ctx.whereX().quantity()));
    if (ctx.STATUS() != null) {
      if (ctx.MANA() != null || ctx.NUMBER() != null || has(ctx, "{x}")) {
        throw reading.error(ctx, "expected a keyword ability before the number, found the status "
            + ctx.STATUS().getText());
      }
      return new Ability.KeywordItem(Optional.empty(), Optional.of(reading.words.status(ctx.STATUS())),
          Optional.empty(), whereX, reading.span(ctx));
    }
    String inside = inside(ctx.KW_ABILITY());
    FrenchLexicon.KeywordWithParameter k = FrenchLexicon.ability(inside).orElseThrow();
    Optional<Quantity> parameter = k.parameter().map(p -> p.equalsIgnoreCase("x")
        ? new Quantity.X(0, reading.span(ctx.KW_ABILITY())) : new Quantity.Literal(Integer.parseInt(p),
            reading.span(ctx.KW_ABILITY())));
    if (ctx.MANA() != null) {
      if (parameter.isPresent()) {
        throw reading.error(ctx, "expected one number for " + ctx.KW_ABILITY().getText() + ", found two");
      }
      parameter = Optional.of(reading.words.mana(ctx.MANA()));
    } else if (has(ctx, "{x}")) {
      parameter = Optional.of(new Quantity.X(0, reading.span(ctx)));
    } else if (ctx.NUMBER() != null) {
      parameter = Optional.of(new Quantity.Literal(Integer.parseInt(ctx.NUMBER().getText()),
          reading.span(ctx.NUMBER())));
    }
    if (k.id().parameterized() && parameter.isEmpty()) {
      throw reading.error(ctx, "expected a number after " + ctx.KW_ABILITY().getText() + " (such as {1}), found none");
    }
    if (!k.id().parameterized() && parameter.isPresent()) {
      throw reading.error(ctx, "expected no number after " + ctx.KW_ABILITY().getText() + ", found one");
    }
    return new Ability.KeywordItem(Optional.of(k.id()), Optional.empty(), parameter, whereX, reading.span(ctx));
  }

  Ability.Reaction reaction(ReactionContext ctx, boolean support, SourceSpan span) {
    Trigger trigger;
    Optional<Condition> condition = Optional.empty();
    Optional<Ability.ForEachClause> forEach = Optional.empty();
    if (ctx.triggerSymbol() != null) {
      trigger = new Trigger.Symbol(triggerSymbol(ctx.triggerSymbol()), reading.span(ctx.triggerSymbol()));
    } else {
      TriggerHeadContext head = ctx.trigger().triggerHead();
      if (head.moment() != null) {
        trigger = new Trigger.At(momentPhase(head.moment()), momentEnd(head.moment()), reading.span(head));
      } else if (has(head, "repos")) {
        trigger = new Trigger.At(Phase.REST, true, reading.span(head));
      } else if (head.definedEvent() != null) {
        DefinedEventWordContext meaning = reading.conditions.definedEvent(head.definedEvent());
        trigger = new Trigger.When(reading.events.event(meaning.event()), reading.span(head));
        TimingContext timing = meaning.definedEventTiming() != null ? meaning.definedEventTiming().timing()
            : meaning.timing();
        if (timing != null) {
          condition = Optional.of(reading.sentences.timing(timing));
        }
      } else {
        trigger = new Trigger.When(reading.events.event(head.event()), reading.span(head));
      }
      for (TriggerClauseContext clause : ctx.trigger().triggerClause()) {
        if (clause.condition() != null) {
          if (condition.isPresent()) {
            throw reading.error(clause, "expected one condition after the trigger, found two");
          }
          condition = Optional.of(reading.conditions.condition(clause.condition()));
        } else if (clause.objectPhrase() != null) {
          forEach = Optional.of(new Ability.ForEachClause.Objects(reading.objects.obj(clause.objectPhrase(), false),
              reading.span(clause)));
        } else {
          forEach = Optional.of(new Ability.ForEachClause.Counters(reading.objects.possessive(clause.possessive()),
              reading.words.counter(clause.counterNoun()), reading.span(clause)));
        }
      }
    }
    return new Ability.Reaction(support, trigger, condition, forEach, reading.sentences.effect(ctx.effect()), span);
  }

  /** "À la tombée de la Nuit" is Night; "la fin du Jour" the end of its last phase, Night (4.2). */
  static Phase momentPhase(MomentContext ctx) {
    return ctx.phase() == null ? Phase.NIGHT : FrenchWords.phase(ctx.phase());
  }

  static boolean momentEnd(MomentContext ctx) {
    return has(ctx, "fin");
  }

  static TriggerSymbol triggerSymbol(TriggerSymbolContext ctx) {
    return switch (ctx.getText().toLowerCase(Locale.ROOT)) {
      case "{j}" -> TriggerSymbol.JOIN;
      case "{h}" -> TriggerSymbol.HAND;
      default -> TriggerSymbol.RESERVE;
    };
  }

  Ability.QuickAction quickAction(QuickActionContext ctx) {
    return new Ability.QuickAction(costs(ctx.costList()), reading.sentences.effect(ctx.effect()), reading.span(ctx));
  }

  ImmutableList<Cost> costs(CostListContext ctx) {
    List<Cost> costs = new ArrayList<>();
    for (CostPartContext part : ctx.costPart()) {
      SourceSpan s = reading.span(part);
      if (part instanceof CostExhaustMeContext) {
        costs.add(new Cost.ExhaustMe(s));
      } else if (part instanceof CostDiscardMeContext) {
        costs.add(new Cost.DiscardMe(s));
      } else if (part instanceof CostManaContext c) {
        costs.add(new Cost.Mana(reading.words.mana(c.MANA()), s));
      } else if (part instanceof CostManaXContext) {
        costs.add(new Cost.Mana(new Quantity.X(0, s), s));
      } else {
        costs.add(new Cost.AsStep(reading.steps.step(((CostStepContext) part).step()), s));
      }
    }
    return list(costs);
  }
}
