package dev.altered.text.en;

import static dev.altered.grammar.en.AlteredEnglishParser.*;
import static dev.altered.text.en.EnglishWords.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.Effect;
import dev.altered.ast.Event;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Antecedent;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Step;
import dev.altered.ast.Trigger;
import dev.altered.ast.Vocabulary.ObjectAction;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import dev.altered.ast.Zone;
import dev.altered.text.AbilityText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * English parse tree to AST. One method per grammar rule; every node gets the span of the text it was read from
 * (mapped back to the original printed text). Pronouns are resolved here (see {@link ObjectRef.Antecedent}).
 *
 * <p>Constructs the AST cannot represent faithfully are refused with {@link BuildException} (a positioned error),
 * never approximated: there is no catch-all node.
 *
 * <p>This class reads abilities, their triggers and costs; the rest of an ability is read by one part per concern
 * ({@link EnglishSentences}, {@link EnglishSteps}, {@link EnglishVerbs}, {@link EnglishStatements},
 * {@link EnglishEvents}, {@link EnglishConditions}, {@link EnglishObjects}, {@link EnglishNumbers}), all sharing
 * the state of the ability being read, {@link EnglishReading}.
 */
final class EnglishAstBuilder {
  /** A construct that parsed but has no meaning the AST can hold. */
  static final class BuildException extends RuntimeException {
    final int start;

    BuildException(int start, String message) {
      super(message, null, false, false);
      this.start = start;
    }
  }

  private final EnglishReading read;

  EnglishAstBuilder(EnglishReading read) {
    this.read = read;
  }

  static Ability build(AbilityText text, AbilityContext tree) {
    return new EnglishReading(text).abilities.ability(tree);
  }

  private Ability ability(AbilityContext ctx) {
    for (DefinitionContext d : ctx.getRuleContexts(DefinitionContext.class)) {
      read.definitions.putIfAbsent(inside(d.getToken(dev.altered.grammar.en.AlteredEnglishParser.UNKNOWN_BRACKET, 0)).toLowerCase(Locale.ROOT), d);
    }
    // supportMark? (keywordLine | reaction | quickAction | effect) EOF: the body is the first child after the mark.
    ParseTree first = ctx.children.get(0);
    SupportMarkContext mark = first instanceof SupportMarkContext m ? m : null;
    ParseTree body = mark == null ? first : ctx.children.get(1);
    if (body instanceof KeywordLineContext k) {
      return keywordLine(k);
    }
    if (body instanceof ReactionContext r) {
      return reaction(r, mark != null, read.span(mark, r));
    }
    if (body instanceof QuickActionContext q) {
      return quickAction(q);
    }
    EffectContext e = (EffectContext) body;
    return effectOrPassive(e, mark != null, read.span(mark, e));
  }

  /** Untriggered text is a passive ability when it only makes statements, and an effect when it does anything. */
  Ability effectOrPassive(EffectContext ctx, boolean support, SourceSpan span) {
    Optional<Ability.Reaction> late = lateReaction(ctx, support, span);
    if (late.isPresent()) {
      return late.get();
    }
    Effect effect = read.sentences.effect(ctx);
    return Ability.untriggered(support, effect, span);
  }

  /**
   * "[Effect] when [event]": a Reaction written effect first (6.3.a), the same ability as "When [event] — [Effect]".
   * When the event's subject is "they" (the objects the effect is about: "Other Characters in my Expedition gain 1
   * boost when they join it"), the trigger is about one of those objects and the effect about "it": each object
   * that joins activates the Reaction once (6.3.g) and is bound to it (6.3.i). It is not an ability granted to each
   * object: a Character gains such an ability only once in my Expedition, too late for its own joining to activate
   * it (6.3.f), so the text would do nothing. "in my Expedition ... join it" says the place once: an object that
   * joins (or leaves) a place is in it after (before) the event (7.5.9.a, 7.5.10.a).
   */
  private Optional<Ability.Reaction> lateReaction(EffectContext ctx, boolean support, SourceSpan span) {
    // sentence (('.' | ';') (sentence | reflexiveSentence))* '.'?: one sentence and nothing else is a sentence and
    // at most a final '.'; its tail, the plain sentence's last child; "when" event, the tail's second child.
    List<ParseTree> children = ctx.children;
    if (children.size() > 2 || (children.size() == 2 && !(children.get(1) instanceof TerminalNode))
        || !(children.get(0) instanceof PlainSentenceContext plain)
        || !(plain.children.get(plain.children.size() - 1) instanceof SentenceTailContext tail)
        || tail.children.size() != 2 || !(tail.children.get(1) instanceof EventContext ev)) {
      return Optional.empty();
    }
    Event event;
    if (ev instanceof ObjectEventOfContext o && o.objectPhrase() instanceof PronounPhraseContext back) {
      // The first item's first child: an object's step, not an optional step.
      if (!(plain.getChild(0) instanceof ObjectStepContext step)
          || !(step.objectPhrase() instanceof OtherPhraseContext)) {
        throw read.error(back, "expected '" + back.getText() + "' to stand for the objects the effect is about (such as"
            + " 'Other Characters in my Expedition gain 1 boost when they join it'), found none");
      }
      int index = read.candidates.size();
      ObjectRef group = read.objects.obj(step.objectPhrase(), true);
      if (!(group instanceof ObjectRef.Phrase ph) || read.candidates.size() != index + 1
          || !(ph.quantifier().kind() == Quantifier.Kind.BARE || ph.quantifier().kind() == Quantifier.Kind.ALL
              || ph.quantifier().kind() == Quantifier.Kind.EACH)
          || ph.quantifier().target()) {
        throw read.error(step.objectPhrase(), "expected a group of objects the trigger is about (such as 'Characters you"
            + " control' or 'each other Character'), found '" + step.objectPhrase().getText() + "'");
      }
      // The place "it" of "join it", "leave it": the place of the group's filter ("in my Expedition").
      Optional<Filter.In> in = ph.filters().stream().filter(f -> f instanceof Filter.In).map(f -> (Filter.In) f)
          .findFirst();
      ImmutableList<Filter> filters = ph.filters();
      ObjectRef.Phrase one = singular(ph, filters);
      read.candidates.set(index, one);
      event = read.events.objectEvent(one, o.objectEvent());
      if (placedByPronoun(event)) {
        if (in.isEmpty() || in.get().places().size() != 1) {
          throw read.error(o.objectEvent(), "expected the place 'it' stands for in the objects' description (such as"
              + " 'Characters in my Expedition ... join it'), found none");
        }
        Place place = in.get().places().get(0);
        one = singular(ph, list(filters.stream().filter(f -> f != in.get()).toList()));
        read.candidates.set(index, one);
        event = event instanceof Event.Joins j ? new Event.Joins(one, ImmutableList.of(place), j.span())
            : new Event.Leaves(one, place, ((Event.Leaves) event).during(), event.span());
      }
      read.lateSubject = step.objectPhrase();
      read.lateSubjectRef = new ObjectRef.Pronoun(new Antecedent(index), false, Optional.empty(), false, false,
          read.span(step.objectPhrase()));
    } else {
      event = read.events.event(ev);
    }
    read.lateTrigger = tail;
    try {
      Effect effect = read.sentences.effect(ctx);
      return Optional.of(new Ability.Reaction(support, new Trigger.When(event, read.span(tail)), Optional.empty(),
          Optional.empty(), effect, span));
    } finally {
      read.lateTrigger = null;
      read.lateSubject = null;
      read.lateSubjectRef = null;
    }
  }

  /** "join it", "leave it": the event's place is a pronoun. */
  private static boolean placedByPronoun(Event event) {
    if (event instanceof Event.Joins j) {
      return j.anyOf().size() == 1 && j.anyOf().get(0) instanceof Place.InObject p
          && p.object() instanceof ObjectRef.Pronoun;
    }
    return event instanceof Event.Leaves l && l.place() instanceof Place.InObject p
        && p.object() instanceof ObjectRef.Pronoun;
  }

  /** One of a group: "Other Characters" -> "another Character", "each Character" -> "a Character". */
  private static ObjectRef.Phrase singular(ObjectRef.Phrase group, ImmutableList<Filter> filters) {
    SourceSpan qs = group.quantifier().span();
    return new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, qs)), false,
        qs), group.adjectives(), new NounGroup(group.nouns().nouns(), false, group.nouns().span()), filters,
        group.span());
  }

  Ability.KeywordLine keywordLine(KeywordLineContext ctx) {
    List<Ability.KeywordItem> items = new ArrayList<>();
    for (KeywordItemContext item : ctx.keywordItem()) {
      items.add(keywordItem(item));
    }
    return new Ability.KeywordLine(list(items), read.span(ctx));
  }

  private Ability.KeywordItem keywordItem(KeywordItemContext ctx) {
    Optional<Quantity> whereX = ctx.whereX() == null ? Optional.empty() : Optional.of(read.numbers.quantity(ctx.whereX().quantity()));
    if (ctx.STATUS() != null) {
      if (ctx.MANA() != null || ctx.NUMBER() != null || has(ctx, "{x}")) {
        throw read.error(ctx, "expected a keyword ability before the number, found the status " + ctx.STATUS().getText());
      }
      return new Ability.KeywordItem(Optional.empty(), Optional.of(read.numbers.status(ctx.STATUS())), Optional.empty(), whereX,
          read.span(ctx));
    }
    String inside = inside(ctx.KW_ABILITY());
    EnglishLexicon.KeywordWithParameter k = EnglishLexicon.ability(inside).orElseThrow();
    Optional<Quantity> parameter = k.parameter().map(p -> p.equalsIgnoreCase("x")
        ? new Quantity.X(0, read.span(ctx.KW_ABILITY())) : new Quantity.Literal(Integer.parseInt(p), read.span(ctx.KW_ABILITY())));
    if (ctx.MANA() != null) {
      if (parameter.isPresent()) {
        throw read.error(ctx, "expected one number for " + ctx.KW_ABILITY().getText() + ", found two");
      }
      parameter = Optional.of(read.numbers.mana(ctx.MANA()));
    } else if (has(ctx, "{x}")) {
      parameter = Optional.of(new Quantity.X(0, read.span(ctx)));
    } else if (ctx.NUMBER() != null) {
      parameter = Optional.of(new Quantity.Literal(Integer.parseInt(ctx.NUMBER().getText()), read.span(ctx.NUMBER())));
    }
    if (k.id().parameterized() && parameter.isEmpty()) {
      throw read.error(ctx, "expected a number after " + ctx.KW_ABILITY().getText() + " (such as {1}), found none");
    }
    if (!k.id().parameterized() && parameter.isPresent()) {
      throw read.error(ctx, "expected no number after " + ctx.KW_ABILITY().getText() + ", found one");
    }
    return new Ability.KeywordItem(Optional.of(k.id()), Optional.empty(), parameter, whereX, read.span(ctx));
  }

  Ability.Reaction reaction(ReactionContext ctx, boolean support, SourceSpan span) {
    Trigger trigger;
    Optional<Condition> condition = Optional.empty();
    Optional<Ability.ForEachClause> forEach = Optional.empty();
    // triggerSymbol+ effect | trigger triggerSep effect: the first child tells which; the effect is the last.
    List<ParseTree> children = ctx.children;
    int last = children.size() - 1;
    if (children.get(0) instanceof TriggerSymbolContext first) {
      if (last == 1) {
        trigger = new Trigger.Symbol(triggerSymbol(first), read.span(first));
      } else {
        List<Trigger> symbols = new ArrayList<>(last);
        for (int i = 0; i < last; i++) {
          TriggerSymbolContext t = (TriggerSymbolContext) children.get(i);
          symbols.add(new Trigger.Symbol(triggerSymbol(t), read.span(t)));
        }
        // "{J} {H}": either symbol's event activates it (7.1.1).
        trigger = new Trigger.AnyOf(list(symbols), read.span(first, (TriggerSymbolContext) children.get(last - 1)));
      }
    } else {
      // triggerHead (',' triggerClause)*
      TriggerContext triggerContext = (TriggerContext) children.get(0);
      TriggerHeadContext head = (TriggerHeadContext) triggerContext.children.get(0);
      // 'when' (event | selfEvent) timing? | 'at' moment | 'after' 'rest': the head's second child tells which.
      ParseTree what = head.children.get(1);
      if (what instanceof MomentContext moment) {
        trigger = isTurnEnd(moment) ? new Trigger.EndOfTurn(turnOf(moment), read.span(head))
            : new Trigger.At(momentPhase(moment), momentEnd(moment), read.span(head));
      } else if (what instanceof EventContext event) {
        trigger = new Trigger.When(read.events.event(event), read.span(head));
      } else if (what instanceof SelfEventContext self) {
        trigger = new Trigger.When(selfEvent(self), read.span(head));
      } else if (what instanceof DefinedEventContext defined) {
        DefinedEventWordContext meaning = read.conditions.definedEvent(defined);
        trigger = new Trigger.When(read.events.event(meaning.event()), read.span(head));
        if (!meaning.timing().isEmpty()) {
          condition = Optional.of(read.sentences.timing(meaning.timing(0)));
        }
      } else {
        trigger = new Trigger.At(Phase.REST, true, read.span(head));
      }
      if (head.children.size() > 2 && head.children.get(2) instanceof TimingContext timing) {
        if (condition.isPresent()) {
          throw read.error(timing, "expected one timing for the trigger, found its definition's and this one");
        }
        condition = Optional.of(read.sentences.timing(timing));
      }
      List<ParseTree> clauses = triggerContext.children;
      for (int i = 2, n = clauses.size(); i < n; i += 2) {
        // 'if' condition | 'for' 'each' objectPhrase | 'for' 'each' 'of' possessive counterNoun: the last child.
        TriggerClauseContext clause = (TriggerClauseContext) clauses.get(i);
        ParseTree end = clause.children.get(clause.children.size() - 1);
        if (end instanceof ConditionContext c) {
          if (condition.isPresent()) {
            throw read.error(clause, "expected one condition after the trigger (or 'during ...'), found two");
          }
          condition = Optional.of(read.conditions.condition(c));
        } else if (end instanceof ObjectPhraseContext o) {
          forEach = Optional.of(new Ability.ForEachClause.Objects(read.objects.obj(o, false), read.span(clause)));
        } else {
          forEach = Optional.of(new Ability.ForEachClause.Counters(
              read.objects.possessive((PossessiveContext) clause.children.get(3)), read.numbers.counter((CounterNounContext) end),
              read.span(clause)));
        }
      }
    }
    return new Ability.Reaction(support, trigger, condition, forEach, read.sentences.effect((EffectContext) children.get(last)),
        span);
  }

  private Event selfEvent(SelfEventContext ctx) {
    ObjectRef self = has(ctx, "i'm") ? new ObjectRef.Self(read.span(ctx)) : read.objects.pronoun(ctx, false);
    return undergoes(self, ctx, ctx.objectAction(), ctx.zone(), ctx.objectList(), read.span(ctx));
  }

  /** "is played from Reserve", "would be sent to Reserve", "is targeted by a Spell". */
  Event undergoes(ObjectRef subject, ParserRuleContext ctx, ObjectActionContext action,
      List<ZoneContext> zones, ObjectListContext by, SourceSpan s) {
    ObjectAction a = objectAction(action);
    Optional<Zone> from = Optional.empty();
    Optional<Zone> to = Optional.empty();
    int z = 0;
    for (int i = 0; i < ctx.getChildCount(); i++) {
      if (ctx.getChild(i) instanceof ZoneContext zc) {
        String before = ctx.getChild(i - 1).getText().toLowerCase(Locale.ROOT);
        if (before.equals("from")) {
          from = Optional.of(read.objects.zone(zc));
        } else {
          to = Optional.of(read.objects.zone(zc));
        }
        z++;
      }
    }
    Optional<ObjectRef> doer = by == null ? Optional.empty() : Optional.of(read.objects.objList(by));
    return new Event.Undergoes(subject, a, from, to, doer, s);
  }

  static ObjectAction objectAction(ObjectActionContext ctx) {
    return switch (word(ctx)) {
      case "sacrificed" -> ObjectAction.SACRIFICED;
      case "played" -> ObjectAction.PLAYED;
      case "sent" -> ObjectAction.SENT;
      case "returned" -> ObjectAction.RETURNED;
      case "put" -> ObjectAction.PUT;
      case "discarded" -> ObjectAction.DISCARDED;
      case "exhausted" -> ObjectAction.EXHAUSTED;
      case "readied" -> ObjectAction.READIED;
      case "targeted" -> ObjectAction.TARGETED;
      case "revealed" -> ObjectAction.REVEALED;
      case "drawn" -> ObjectAction.DRAWN;
      case "augmented" -> ObjectAction.AUGMENTED;
      default -> ObjectAction.CREATED;
    };
  }

  /** "the end of the turn", "the end of your turn" (4.2.3). */
  private static boolean isTurnEnd(MomentContext ctx) {
    return ctx.getChild(ctx.getChildCount() - 1).getText().equalsIgnoreCase("turn");
  }

  /** Whose turn it ends: none for "the turn" (the current one). */
  private Optional<PlayerRef> turnOf(MomentContext ctx) {
    if (ctx.possessive() == null) {
      return Optional.empty();
    }
    if (!(read.objects.possessive(ctx.possessive()) instanceof Possessor.OfPlayer p)) {
      throw read.error(ctx.possessive(), "expected a player's turn ('your turn'), found '" + ctx.possessive().getText()
          + "'");
    }
    return Optional.of(p.player());
  }

  /** A step delayed to a moment: "at Dusk", "at the end of the Afternoon", "at the end of the turn". */
  Step.Modifier delayedTo(MomentContext ctx, SourceSpan s) {
    return isTurnEnd(ctx) ? new Step.Modifier.AtEndOfTurn(turnOf(ctx), s)
        : new Step.Modifier.At(momentPhase(ctx), momentEnd(ctx), s);
  }

  /** "the end of the Day" is the end of its last phase, Night (4.2). */
  private static Phase momentPhase(MomentContext ctx) {
    return ctx.phase() == null ? Phase.NIGHT : EnglishNumbers.phase(ctx.phase());
  }

  private static boolean momentEnd(MomentContext ctx) {
    return ctx.getChildCount() > 1;
  }

  static TriggerSymbol triggerSymbol(TriggerSymbolContext ctx) {
    return switch (word(ctx)) {
      case "{j}" -> TriggerSymbol.JOIN;
      case "{h}" -> TriggerSymbol.HAND;
      default -> TriggerSymbol.RESERVE;
    };
  }

  Ability.QuickAction quickAction(QuickActionContext ctx) {
    return new Ability.QuickAction(costs(ctx.costList()), read.sentences.effect(ctx.effect()), read.span(ctx));
  }

  ImmutableList<Cost> costs(CostListContext ctx) {
    List<Cost> costs = new ArrayList<>();
    for (CostPartContext part : ctx.costPart()) {
      SourceSpan s = read.span(part);
      Cost item_;
      if (part instanceof CostExhaustMeContext c) {
        item_ = new Cost.ExhaustMe(s);
      } else if (part instanceof CostDiscardMeContext c) {
        item_ = new Cost.DiscardMe(s);
      } else if (part instanceof CostManaContext c) {
        item_ = new Cost.Mana(read.numbers.mana(c.MANA()), s);
      } else if (part instanceof CostManaXContext c) {
        item_ = new Cost.Mana(new Quantity.X(0, s), s);
      } else if (part instanceof CostStepContext c) {
        item_ = new Cost.AsStep(read.steps.step(c.step()), s);
      } else {
        throw read.error(part, "expected a cost, found '" + part.getText() + "'");
      }
      costs.add(item_);
    }
    return list(costs);
  }

  // ===================================================================================================================
  // Effects and sentences
  // ===================================================================================================================
}
