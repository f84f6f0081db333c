package dev.altered.text.de;

import static dev.altered.grammar.de.AlteredGermanParser.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.Counter;
import dev.altered.ast.DieRange;
import dev.altered.ast.Effect;
import dev.altered.ast.Event;
import dev.altered.ast.Filter;
import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.ObjectRef.Antecedent;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Statement;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.TokenSpec;
import dev.altered.ast.Trigger;
import dev.altered.ast.Value;
import dev.altered.ast.Vocabulary;
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Limit;
import dev.altered.ast.Vocabulary.ObjectAction;
import dev.altered.ast.Vocabulary.ObjectType;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Position;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import dev.altered.text.AbilityBuildException;
import dev.altered.text.AbilityText;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * German parse tree to the language-neutral AST, the same AST the English builder makes for the same card.
 *
 * <p>Sentences, triggers, modes and die results have fixed shapes in the grammar and are read rule by rule. A clause is
 * read as its verb cluster and its parts ({@link Clause}): the lemma comes from the lexicon (with the separable
 * particle: "Lege ... ab" is ablegen), modal and auxiliary verbs say "may", "can", passive and "would", and the parts
 * get their roles from the verb's frame and the case of their articles (the subject is the nominative part before the
 * finite verb, or after it when the verb comes first; an imperative has none). Pronouns are resolved like English
 * (see {@link ObjectRef.Antecedent}): object phrases are counted in the order the English builder counts them, which is
 * the order of the frame (subject, then objects), not always the German word order.
 *
 * <p>What the AST cannot hold faithfully is refused with {@link AbilityBuildException}, never approximated.
 */
final class GermanAstBuilder {
  private final AbilityText text;
  /** Object phrases that pronouns can stand for, in reading order (see ObjectRef.Antecedent). */
  private final List<ObjectRef> candidates = new ArrayList<>();
  /** Whether each candidate is plural ("sie" is "it" or "them" by what it stands for). */
  private final List<Boolean> candidatePlural = new ArrayList<>();
  /** The actor of steps written without one: "you", or the player of "Jeder Spieler darf ...". */
  private PlayerRef defaultActor = PlayerRef.you();
  /** The subject of the clause before, for a clause that leaves it out ("... und zieht dann drei Karten"). */
  private Subject lastSubject;

  private GermanAstBuilder(AbilityText text) {
    this.text = text;
  }

  static Ability build(AbilityText text, AbilityContext tree) {
    return new GermanAstBuilder(text).ability(tree);
  }

  // ===================================================================================================================
  // Spans and small helpers
  // ===================================================================================================================

  private SourceSpan span(ParserRuleContext ctx) {
    Token start = ctx.getStart();
    Token stop = ctx.getStop();
    int from = start.getType() == Token.EOF ? text.text().length() : start.getStartIndex();
    int to = stop == null || stop.getType() == Token.EOF || stop.getStopIndex() < from ? from : stop.getStopIndex() + 1;
    int origFrom = text.originalOffset(from);
    int origTo = Math.max(origFrom, text.originalEnd(to));
    return SourceSpan.of(origFrom, origTo);
  }

  private SourceSpan span(TerminalNode node) {
    Token t = node.getSymbol();
    int origFrom = text.originalOffset(t.getStartIndex());
    return SourceSpan.of(origFrom, Math.max(origFrom, text.originalEnd(t.getStopIndex() + 1)));
  }

  /** From the start of {@code first} (or of {@code last} when there is no first) to the end of {@code last}. */
  private SourceSpan span(ParserRuleContext first, ParserRuleContext last) {
    SourceSpan end = span(last);
    return first == null ? end : SourceSpan.of(span(first).start(), Math.max(span(first).start(), end.end()));
  }

  private AbilityBuildException error(ParserRuleContext ctx, String message) {
    if (Boolean.getBoolean("de.debug")) {
      new Exception(message).printStackTrace();
    }
    return new AbilityBuildException(ctx.getStart().getStartIndex(), message);
  }

  /** The words of a rule, lower case, one space apart ("der nächste Charakter"). */
  private static String words(ParseTree ctx) {
    StringBuilder out = new StringBuilder();
    words(ctx, out);
    return out.toString();
  }

  private static void words(ParseTree ctx, StringBuilder out) {
    if (ctx instanceof TerminalNode t) {
      if (t.getSymbol().getType() == Token.EOF) {
        return;
      }
      if (out.length() > 0) {
        out.append(' ');
      }
      out.append(t.getText().toLowerCase(Locale.ROOT));
      return;
    }
    for (int i = 0; i < ctx.getChildCount(); i++) {
      words(ctx.getChild(i), out);
    }
  }

  /** Whether a word is a direct child of {@code ctx}. */
  private static boolean has(ParserRuleContext ctx, String word) {
    if (ctx == null || ctx.children == null) {
      return false;
    }
    for (ParseTree child : ctx.children) {
      if (child instanceof TerminalNode t && t.getText().equalsIgnoreCase(word)) {
        return true;
      }
    }
    return false;
  }

  /** The first word of a rule, lower case. */
  private static String first(ParserRuleContext ctx) {
    return ctx.getStart().getText().toLowerCase(Locale.ROOT);
  }

  private static <T> ImmutableList<T> list(List<T> items) {
    return ImmutableList.copyOf(items);
  }

  /** Counts an object phrase for pronouns; pronouns and "I" only repeat what was named and are not counted. */
  private ObjectRef register(ObjectRef ref) {
    if (!(ref instanceof ObjectRef.Pronoun || ref instanceof ObjectRef.Self || ref instanceof ObjectRef.SelfAnd
        || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These || ref instanceof ObjectRef.OneOfThem)) {
      candidates.add(ref);
      candidatePlural.add(isPlural(ref));
    }
    return ref;
  }

  private static boolean isPlural(ObjectRef ref) {
    if (ref instanceof ObjectRef.Phrase p) {
      Quantifier.Kind k = p.quantifier().kind();
      boolean one = p.quantifier().count().orElse(null) instanceof Quantity.Literal l && l.value() == 1;
      return p.nouns().plural() || k == Quantifier.Kind.EACH || (k == Quantifier.Kind.UP_TO && !one);
    }
    if (ref instanceof ObjectRef.Possessed p) {
      return p.nouns().plural();
    }
    if (ref instanceof ObjectRef.OfPossessed p) {
      return p.which() == Quantifier.Kind.ALL;
    }
    if (ref instanceof ObjectRef.TopOf t) {
      return t.count().isPresent() && !(t.count().get() instanceof Quantity.Literal l && l.value() == 1);
    }
    return ref instanceof ObjectRef.Several || ref instanceof ObjectRef.Targets || ref instanceof ObjectRef.ZoneContents;
  }

  /**
   * What "it" stands for here: the last object phrase named (a pronoun is followed to what it stands for; "I" is
   * never "it").
   */
  private Antecedent lastCandidate() {
    return candidates.isEmpty() ? Antecedent.TRIGGER : new Antecedent(candidates.size() - 1);
  }

  private boolean lastCandidatePlural() {
    return !candidatePlural.isEmpty() && candidatePlural.get(candidatePlural.size() - 1);
  }

  /** What "it" means right after {@code subject} was named: the same object. */
  private ObjectRef again(ObjectRef subject, SourceSpan s) {
    if (subject instanceof ObjectRef.Self) {
      return new ObjectRef.Self(s);
    }
    if (subject instanceof ObjectRef.Pronoun p) {
      return new ObjectRef.Pronoun(p.antecedent(), p.plural(), Optional.empty(), false, false, s);
    }
    return sameAs(new Antecedent(candidates.size() - 1), subject, s);
  }

  /** "it": the object of the step before, named again. */
  private static ObjectRef sameAs(Antecedent antecedent, ObjectRef subject, SourceSpan s) {
    boolean plural = subject instanceof ObjectRef.Pronoun p ? p.plural()
        : !(subject instanceof ObjectRef.Self) && !(subject instanceof ObjectRef.Phrase ph
            && ph.quantifier().kind() == Quantifier.Kind.COUNT && ph.quantifier().count().orElse(null)
            instanceof Quantity.Literal l && l.value() == 1);
    return new ObjectRef.Pronoun(antecedent, plural, Optional.empty(), false, false, s);
  }

  private static ObjectRef withSpan(ObjectRef ref, SourceSpan s) {
    if (ref instanceof ObjectRef.Pronoun p) {
      return new ObjectRef.Pronoun(p.antecedent(), p.plural(), p.restated(), p.theTarget(), p.all(), s);
    }
    return ref instanceof ObjectRef.Self ? new ObjectRef.Self(s) : ref;
  }

  // ===================================================================================================================
  // Abilities
  // ===================================================================================================================

  private Ability ability(AbilityContext ctx) {
    Ability a = abilityOf(ctx);
    if (!spilled.isEmpty()) {
      throw error(spilled.get(0), "expected words that belong to the phrase before, found '"
          + words(spilled.get(0)) + "'");
    }
    if (pendingDestination != null) {
      throw error(pendingDestination, "expected a step that puts something there, found none");
    }
    return a;
  }

  private Ability abilityOf(AbilityContext ctx) {
    if (ctx instanceof KeywordAbilityContext k) {
      return keywordLine(k.keywordLine());
    }
    if (ctx instanceof ReactionAbilityContext r) {
      return reaction(r.reaction(), r.supportMark() != null, span(r.supportMark(), r.reaction()));
    }
    if (ctx instanceof QuickActionAbilityContext q) {
      return quickAction(q.quickAction());
    }
    EffectAbilityContext e = (EffectAbilityContext) ctx;
    return effectOrPassive(e.effect(), e.supportMark() != null, span(e.supportMark(), e.effect()));
  }

  /** Untriggered text is a passive ability when it only makes statements, and an effect when it does anything. */
  private Ability effectOrPassive(EffectContext ctx, boolean support, SourceSpan span) {
    Effect effect = effect(ctx);
    return Ability.untriggered(support, effect, span);
  }

  private Ability.KeywordLine keywordLine(KeywordLineContext ctx) {
    List<Ability.KeywordItem> items = new ArrayList<>();
    for (KeywordItemContext item : ctx.keywordItem()) {
      items.add(keywordItem(item));
    }
    return new Ability.KeywordLine(list(items), span(ctx));
  }

  private Ability.KeywordItem keywordItem(KeywordItemContext ctx) {
    Optional<Quantity> whereX = ctx.whereX() == null ? Optional.empty() : Optional.of(whereX(ctx.whereX()));
    if (ctx.STATUS() != null) {
      if (ctx.MANA() != null || ctx.NUMBER() != null || has(ctx, "{x}")) {
        throw error(ctx, "expected a keyword ability before the number, found the status " + ctx.STATUS().getText());
      }
      return new Ability.KeywordItem(Optional.empty(), Optional.of(status(ctx.STATUS())), Optional.empty(), whereX,
          span(ctx));
    }
    GermanLexicon.KeywordWithParameter k = GermanLexicon.ability(inside(ctx.KW_ABILITY())).orElseThrow();
    Optional<Quantity> parameter = k.parameter().map(p -> p.equalsIgnoreCase("x")
        ? new Quantity.X(0, span(ctx.KW_ABILITY())) : new Quantity.Literal(Integer.parseInt(p), span(ctx.KW_ABILITY())));
    if (ctx.MANA() != null) {
      if (parameter.isPresent()) {
        throw error(ctx, "expected one number for " + ctx.KW_ABILITY().getText() + ", found two");
      }
      parameter = Optional.of(mana(ctx.MANA()));
    } else if (has(ctx, "{x}")) {
      parameter = Optional.of(new Quantity.X(0, span(ctx)));
    } else if (ctx.NUMBER() != null) {
      parameter = Optional.of(new Quantity.Literal(Integer.parseInt(ctx.NUMBER().getText()), span(ctx.NUMBER())));
    }
    if (k.id().parameterized() && parameter.isEmpty()) {
      throw error(ctx, "expected a number after " + ctx.KW_ABILITY().getText() + " (such as {1}), found none");
    }
    if (!k.id().parameterized() && parameter.isPresent()) {
      throw error(ctx, "expected no number after " + ctx.KW_ABILITY().getText() + ", found one");
    }
    return new Ability.KeywordItem(Optional.of(k.id()), Optional.empty(), parameter, whereX, span(ctx));
  }

  /** "wobei X die Anzahl der Charaktere ist, die du kontrollierst": the relative clause filters the counted phrase. */
  private Quantity whereX(WhereXContext ctx) {
    if (ctx.relativeClause() != null) {
      // The relative clause comes after the verb: it belongs to the phrase counted.
      List<ParserRuleContext> parts = new ArrayList<>();
      parts.add(ctx.quantity());
      parts.add(ctx.relativeClause());
      attachRelatives(parts);
    }
    return quantity(ctx.quantity());
  }

  /** The words of a keyword: "[Nachschub]" bracketed, or a plain word. */
  private static String inside(TerminalNode bracket) {
    String t = bracket.getText();
    return t.startsWith("[") ? t.substring(1, t.length() - 1) : t;
  }

  private Ability.Reaction reaction(ReactionContext ctx, boolean support, SourceSpan span) {
    Trigger trigger;
    Optional<Condition> condition = Optional.empty();
    Optional<Ability.ForEachClause> forEach = Optional.empty();
    if (ctx.triggerSymbol() != null) {
      trigger = new Trigger.Symbol(triggerSymbol(ctx.triggerSymbol()), span(ctx.triggerSymbol()));
    } else {
      TriggerHeadContext head = ctx.trigger().triggerHead();
      if (head instanceof AtTriggerContext a) {
        trigger = new Trigger.At(momentPhase(a.moment()), momentEnd(a.moment()), span(head));
      } else if (head instanceof AfterRestTriggerContext) {
        trigger = new Trigger.At(Phase.REST, true, span(head));
      } else if (head instanceof IfTriggerContext i) {
        trigger = new Trigger.When(event(i.subClause()), span(head));
      } else {
        trigger = new Trigger.When(event(((WhenTriggerContext) head).subClause()), span(head));
      }
      for (TriggerClauseContext clause : ctx.trigger().triggerClause()) {
        if (clause instanceof IfTriggerClauseContext c) {
          if (condition.isPresent()) {
            throw error(clause, "expected one condition after the trigger, found two");
          }
          condition = Optional.of(condition(c.subClause()));
        } else {
          ForEachTriggerClauseContext c = (ForEachTriggerClauseContext) clause;
          if (c.objectPhrase() instanceof PossessedCountersPhraseContext p) {
            forEach = Optional.of(new Ability.ForEachClause.Counters(possessive(p.possessiveWord(), false),
                counter(p.counterNoun()), span(clause)));
          } else {
            forEach = Optional.of(new Ability.ForEachClause.Objects(obj(c.objectPhrase(), false), span(clause)));
          }
        }
      }
    }
    return new Ability.Reaction(support, trigger, condition, forEach, effect(ctx.effect()), span);
  }

  private static TriggerSymbol triggerSymbol(TriggerSymbolContext ctx) {
    return triggerSymbol(ctx.getText());
  }

  private static TriggerSymbol triggerSymbol(String symbol) {
    return switch (symbol.toLowerCase(Locale.ROOT)) {
      case "{j}" -> TriggerSymbol.JOIN;
      case "{h}" -> TriggerSymbol.HAND;
      default -> TriggerSymbol.RESERVE;
    };
  }

  private Ability.QuickAction quickAction(QuickActionContext ctx) {
    return new Ability.QuickAction(costs(ctx.costList()), effect(ctx.effect()), span(ctx));
  }

  private ImmutableList<Cost> costs(CostListContext ctx) {
    List<Cost> costs = new ArrayList<>();
    for (CostPartContext part : ctx.costPart()) {
      SourceSpan s = span(part);
      if (part instanceof CostExhaustMeContext) {
        costs.add(new Cost.ExhaustMe(s));
      } else if (part instanceof CostDiscardMeContext) {
        costs.add(new Cost.DiscardMe(s));
      } else if (part instanceof CostManaContext c) {
        costs.add(new Cost.Mana(mana(c.MANA()), s));
      } else if (part instanceof CostManaXContext) {
        costs.add(new Cost.Mana(new Quantity.X(0, s), s));
      } else {
        List<Step> steps = clauseSteps(((CostStepContext) part).mainClause());
        if (steps.size() != 1) {
          throw error(part, "expected one action as a cost, found " + steps.size());
        }
        costs.add(new Cost.AsStep(steps.get(0), s));
      }
    }
    return list(costs);
  }

  // ===================================================================================================================
  // Effects and sentences
  // ===================================================================================================================

  private Effect effect(EffectContext ctx) {
    return new Effect(sentences(ctx), span(ctx));
  }

  private Effect effect(EffectInModeContext ctx) {
    return new Effect(sentences(ctx), span(ctx));
  }

  private ImmutableList<Sentence> sentences(ParserRuleContext ctx) {
    List<Sentence> out = new ArrayList<>();
    for (ParseTree child : ctx.children) {
      if (child instanceof ReflexiveSentenceContext r) {
        reflexive = true;
        Event event;
        try {
          event = event(r.subClause());
        } finally {
          reflexive = false;
        }
        out.add(new Sentence.WhenThisWay(event, steps(r.stepSequence()), span(r)));
        continue;
      }
      if (!(child instanceof SentenceContext s)) {
        continue;
      }
      List<Sentence> read = sentence(s);
      // "Wenn du einen oder mehrere Würfel wirfst — Bei 6+ ziehe eine Karte.": with no roll of its own before it, a
      // lone "Bei 6+" is a condition on the result, as English "If the result is 6+, draw a card."
      if (out.isEmpty() && read.size() == 1 && read.get(0) instanceof Sentence.OnResult r && r.outcomes().size() == 1
          && isInline(s) && ctx.children.stream().filter(c -> c instanceof SentenceContext).count() == 1) {
        Sentence.Outcome o = r.outcomes().get(0);
        DieRange range = o.range();
        if ((range.orMore() || range.low() == range.high()) && o.effect().sentences().size() == 1
            && o.effect().sentences().get(0) instanceof Sentence.Steps steps) {
          SourceSpan rs = range.span();
          Condition cond = new Condition.Compare(new Value.Result(false, rs),
              range.orMore() ? Comparison.AT_LEAST : Comparison.EQUAL,
              new Value.Number(new Quantity.Literal(range.low(), rs), false, rs), false, rs);
          read = List.of(new Sentence.If(cond, steps.steps(), Optional.empty(), r.span()));
        }
      }
      for (Sentence sentence : read) {
        // "Bei 4+ ... . Bei 1–3 ...": consecutive inline results are one list of outcomes.
        if (sentence instanceof Sentence.OnResult r && !out.isEmpty()
            && out.get(out.size() - 1) instanceof Sentence.OnResult before && isInline(s)) {
          out.set(out.size() - 1, new Sentence.OnResult(
              ImmutableList.<Sentence.Outcome>builder().addAll(before.outcomes()).addAll(r.outcomes()).build(),
              before.span()));
        } else {
          out.add(sentence);
        }
      }
    }
    return list(out);
  }

  private static boolean isInline(SentenceContext s) {
    return s instanceof DieResultSentenceContext d && d.dieResults().dieRange() != null;
  }

  /** A sentence; "Würfle dann einmal: • Bei 4+ ..." is two (the roll, then the results). */
  private List<Sentence> sentence(SentenceContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof IfSentenceContext c) {
      Optional<Statement.Would> would = would(c.subClause(0));
      if (would.isPresent()) {
        Statement.Would w = would.get();
        if (c.subClause().size() > 1) {
          // "Falls ich die Expeditionszone verlassen würde, während ich [[Verstärkt]] bin, ...".
          w = new Statement.Would(w.event(), Optional.of(condition(c.subClause(1))), w.span());
        }
        return List.of(replacement(w, c.stepSequence(0), s));
      }
      if (c.subClause().size() > 1) {
        throw error(c.subClause(1), "expected 'während' only after 'würde', found it after a condition");
      }
      Condition cond = condition(c.subClause(0));
      ImmutableList<Step> then = steps(c.stepSequence(0));
      if (c.sentenceTail() != null) {
        if (!(c.sentenceTail() instanceof WhenTailContext w)) {
          throw error(c.sentenceTail(), "expected one condition in the sentence, found a second one");
        }
        then = whenTail(then, w);
      }
      Optional<ImmutableList<Step>> otherwise =
          c.stepSequence().size() > 1 ? Optional.of(steps(c.stepSequence(1))) : Optional.empty();
      return List.of(new Sentence.If(cond, then, otherwise, s));
    }
    if (ctx instanceof OtherwiseSentenceContext c) {
      return List.of(new Sentence.Otherwise(steps(c.stepSequence()), s));
    }
    if (ctx instanceof ThenSentenceContext c) {
      return sentence(c.sentence());
    }
    if (ctx instanceof DuringSentenceContext c) {
      return List.of(new Sentence.During(phase(c.duringPhase().phaseWord()), steps(c.stepSequence()), s));
    }
    if (ctx instanceof WhileSentenceContext c) {
      Condition cond = condition(c.subClause());
      return List.of(new Sentence.If(cond, steps(c.stepSequence()), Optional.empty(), s));
    }
    if (ctx instanceof UntilSentenceContext c) {
      Duration d = periodDuration(c.periodWord());
      return List.of(new Sentence.Steps(lasting(steps(c.stepSequence()), d, span(c.periodWord())), s));
    }
    if (ctx instanceof DelayedSentenceContext c) {
      // "Zum Abend, opfere ihn": each step is delayed to that moment.
      Step.Modifier at = c.moment() != null
          ? new Step.Modifier.At(momentPhase(c.moment()), momentEnd(c.moment()), span(c.moment()))
          : new Step.Modifier.At(Phase.REST, true, s);
      List<Step> out = new ArrayList<>();
      for (Step st : steps(c.stepSequence())) {
        out.add(withModifier(st, at));
      }
      return List.of(new Sentence.Steps(list(out), s));
    }
    if (ctx instanceof DependingSentenceContext c) {
      return List.of(new Sentence.Depending(quantity(c.quantity()), outcomes(c.resultItem()), s));
    }
    if (ctx instanceof ForEachSentenceContext c) {
      ObjectRef objects = obj(c.objectPhrase(), true);
      return List.of(new Sentence.ForEach(objects, steps(c.stepSequence()), s));
    }
    if (ctx instanceof ModalSentenceContext c) {
      return List.of(modal(c.chooseModes()));
    }
    if (ctx instanceof DieResultSentenceContext c) {
      return List.of(dieResults(c.dieResults()));
    }
    if (ctx instanceof RepeatSentenceContext c) {
      Quantity times = quantity(c.quantity());
      Optional<Quantity> whereX = c.whereX() == null ? Optional.empty() : Optional.of(whereX(c.whereX()));
      return List.of(new Sentence.Repeat(times, whereX, modes(c.modeItem()), s));
    }
    if (ctx instanceof StepsThenResultsSentenceContext c) {
      Sentence steps = new Sentence.Steps(steps(c.stepSequence()), span(c.stepSequence()));
      return List.of(steps, new Sentence.OnResult(outcomes(c.resultItem()), s));
    }
    PlainSentenceContext c = (PlainSentenceContext) ctx;
    return List.of(plainSentence(c, s));
  }

  private Sentence plainSentence(PlainSentenceContext c, SourceSpan s) {
    SentenceTailContext tail = c.sentenceTail();
    ImmutableList<Step> steps;
    if (tail instanceof WhenTailContext w) {
      steps = steps(c.stepSequence());
      return new Sentence.Steps(whenTail(steps, w), s);
    }
    if (tail instanceof EvenIfTailContext e) {
      steps = steps(c.stepSequence());
      return new Sentence.Steps(canGainAgain(steps, e.subClause(), c), s);
    }
    steps = steps(c.stepSequence());
    // "Ignoriere meine Fähigkeiten während des ersten Tages": a timing of the whole sentence.
    Optional<Condition> timing = Optional.ofNullable(sentenceTiming);
    sentenceTiming = null;
    if (tail == null) {
      if (timing.isPresent()) {
        return new Sentence.If(timing.get(), steps, Optional.empty(), s);
      }
      return new Sentence.Steps(steps, s);
    }
    Condition cond;
    boolean unless = false;
    if (tail instanceof IfTailContext t) {
      cond = condition(t.subClause());
    } else if (tail instanceof WhileTailContext t) {
      cond = condition(t.subClause());
    } else {
      UnlessTailContext t = (UnlessTailContext) tail;
      cond = t.mainClause() != null ? condition(clauseOf(t.mainClause()).get(0)) : condition(t.subClause());
      unless = true;
    }
    // "Du kannst dies nur aktivieren, falls ...": the condition belongs to the restriction.
    if (!unless && steps.size() == 1 && steps.get(0) instanceof Step.Continuous k
        && k.statement() instanceof Statement.ActivationRestriction r && r.onlyIf().isEmpty()
        && k.duration().isEmpty()) {
      return new Sentence.Steps(ImmutableList.of(new Step.Continuous(new Statement.ActivationRestriction(
          Optional.of(cond), r.times(), r.per(), r.span()), Optional.empty(), k.span())), s);
    }
    return unless ? new Sentence.Unless(cond, steps, s) : new Sentence.If(cond, steps, Optional.empty(), s);
  }

  /** A timing found inside a clause that conditions the whole sentence ("während des ersten Tages"). */
  private Condition sentenceTiming;

  /** Steps that last for a duration: a continuous step takes it, another step gets a {@code Lasting} modifier. */
  private static ImmutableList<Step> lasting(List<Step> steps, Duration d, SourceSpan ds) {
    List<Step> out = new ArrayList<>();
    for (Step st : steps) {
      if (st instanceof Step.Continuous k && k.duration().isEmpty()) {
        out.add(new Step.Continuous(k.statement(), Optional.of(d), k.span()));
      } else {
        out.add(withModifier(st, new Step.Modifier.Lasting(d, ds)));
      }
    }
    return list(out);
  }

  private static Step withModifier(Step st, Step.Modifier m) {
    if (st instanceof Step.Modified x) {
      return new Step.Modified(x.step(), ImmutableList.<Step.Modifier>builder().addAll(x.modifiers()).add(m).build(),
          x.span());
    }
    return new Step.Modified(st, ImmutableList.of(m), st.span());
  }

  private Sentence modal(ChooseModesContext ctx) {
    Quantity count = quantity(ctx.chooseCount().quantity());
    boolean upTo = has(ctx.chooseCount(), "bis");
    Optional<Quantity> whereX = ctx.whereX() == null ? Optional.empty() : Optional.of(whereX(ctx.whereX()));
    boolean repeatable = false;
    Optional<Sentence.ExtraChoice> extra = Optional.empty();
    for (ChooseExtraContext e : ctx.chooseExtra()) {
      if (e instanceof RepeatModesContext) {
        repeatable = true;
      } else {
        ConditionalModeCountContext c = (ConditionalModeCountContext) e;
        Optional<Quantity> n = c.quantity() == null ? Optional.empty() : Optional.of(quantity(c.quantity()));
        extra = Optional.of(new Sentence.ExtraChoice(condition(c.subClause()), n, span(c)));
      }
    }
    return new Sentence.Modal(count, upTo, whereX, repeatable, extra, modes(ctx.modeItem()), span(ctx));
  }

  private ImmutableList<Sentence.Mode> modes(List<ModeItemContext> items) {
    List<Sentence.Mode> modes = new ArrayList<>();
    for (ModeItemContext item : items) {
      ModeBodyContext body = item.modeBody();
      ImmutableList<Cost> cost = body.costList() == null ? ImmutableList.of() : costs(body.costList());
      modes.add(new Sentence.Mode(cost, effect(body.effectInMode()), span(item)));
    }
    return list(modes);
  }

  private Sentence dieResults(DieResultsContext ctx) {
    if (ctx.dieRange() != null) {
      DieRange range = dieRange(ctx.dieRange());
      Effect effect = new Effect(ImmutableList.of(new Sentence.Steps(steps(ctx.stepSequence()),
          span(ctx.stepSequence()))), span(ctx.stepSequence()));
      return new Sentence.OnResult(ImmutableList.of(new Sentence.Outcome(range, effect, span(ctx))), span(ctx));
    }
    return new Sentence.OnResult(outcomes(ctx.resultItem()), span(ctx));
  }

  private ImmutableList<Sentence.Outcome> outcomes(List<ResultItemContext> items) {
    List<Sentence.Outcome> outcomes = new ArrayList<>();
    for (ResultItemContext item : items) {
      outcomes.add(new Sentence.Outcome(dieRange(item.dieRange()), effect(item.effectInMode()), span(item)));
    }
    return list(outcomes);
  }

  private DieRange dieRange(DieRangeContext ctx) {
    int low = Integer.parseInt(ctx.NUMBER(0).getText());
    if (ctx.NUMBER().size() > 1) {
      int high = Integer.parseInt(ctx.NUMBER(1).getText());
      if (high < low) {
        throw error(ctx, "expected a range from low to high such as 1–3, found " + ctx.getText());
      }
      return new DieRange(low, high, false, span(ctx));
    }
    boolean orMore = has(ctx, "+");
    return DieRange.from(low, orMore, span(ctx));
  }

  // ===================================================================================================================
  // Clauses: verbs and parts
  // ===================================================================================================================

  /** Grammatical cases an article or pronoun allows (German marks roles by case, not by position). */
  private enum Case { NOM, ACC, DAT, GEN }

  /** A clause read as its verb cluster and its parts, in reading order; the verbs say what the clause does. */
  private final class Clause {
    final ParserRuleContext ctx;
    final boolean main;
    final List<ParserRuleContext> parts = new ArrayList<>();
    final List<TerminalNode> verbNodes = new ArrayList<>();
    final List<GermanLexicon.Verb> verbs = new ArrayList<>();
    final List<String> particles = new ArrayList<>();
    /** Parts before the finite verb (main clauses: 0 or 1). */
    int prefield;
    /** The finite verb (the first verb of a main clause, the last person-marked verb of a subordinate one). */
    GermanLexicon.Verb finite;
    /** The verb that says what happens (not a modal or auxiliary), with its separable particle. */
    String lemma = "";
    /** dürfen, können or müssen, when the finite verb is a modal with an infinitive. */
    String modal;
    boolean passive;
    boolean would;
    boolean causative;
    boolean perfect;
    /** A clause joined to the one before that shares its finite verb and subject ("... verlieren und ... erhalten"). */
    boolean sharesSubject;

    Clause(ParserRuleContext ctx, boolean main) {
      this.ctx = ctx;
      this.main = main;
    }

    /** Adds a part; parts that are one rule ("({T})", ", bis maximal 2") are kept as that rule, as after the verb. */
    void part(ParserRuleContext p) {
      if (p instanceof AsPartContext x) {
        parts.add(x.asClause());
      } else if (p instanceof SymbolPartContext x) {
        parts.add(x.symbolT());
      } else if (p instanceof RelativePartContext x) {
        parts.add(x.relativeClause());
      } else if (p instanceof ExceptDueToPartContext x) {
        parts.add(x.exceptDueTo());
      } else if (p instanceof UpToMaxPartContext x) {
        parts.add(x.upToMax());
      } else if (p instanceof WhereXPartContext x) {
        parts.add(x.whereX());
      } else if (p instanceof MinimumPartContext x) {
        parts.add(x.minimum());
      } else if (p instanceof ForActionPartContext x) {
        parts.add(x.forAction());
      } else if (p instanceof AfterVerbContext a) {
        parts.add((ParserRuleContext) a.getChild(0));
      } else {
        parts.add(p);
      }
    }

    void verb(VerbWordContext v) {
      TerminalNode node = (TerminalNode) v.getChild(0);
      verbNodes.add(node);
      verbs.add(GermanLexicon.verb(node.getText()).orElseThrow(
          () -> error(v, "expected a known verb, found '" + v.getText() + "'")));
    }

    void tail(VerbTailContext t) {
      for (ParseTree child : t.children) {
        if (child instanceof ParticleContext p) {
          particles.add(p.getText().toLowerCase(Locale.ROOT));
        } else if (child instanceof VerbWordContext v) {
          verb(v);
        }
      }
    }

    /** Works out the finite verb, modal and auxiliary verbs and the lemma. */
    void analyze() {
      if (verbs.isEmpty()) {
        return;
      }
      boolean infinitive = particles.contains("zu")
          || verbs.stream().anyMatch(v -> v.is(GermanLexicon.Form.ZU_INFINITIVE));
      if (main) {
        finite = verbs.get(0);
      } else {
        finite = null;
        for (int i = verbs.size() - 1; i >= 0 && finite == null && !infinitive; i--) {
          GermanLexicon.Verb v = verbs.get(i);
          EnumSet<GermanLexicon.Form> f = EnumSet.copyOf(v.forms());
          f.removeAll(EnumSet.of(GermanLexicon.Form.INFINITIVE, GermanLexicon.Form.ZU_INFINITIVE,
              GermanLexicon.Form.PARTICIPLE));
          if (!f.isEmpty()) {
            finite = v;
          }
        }
      }
      boolean participle = false;
      boolean otherInfinitive = false;
      for (int i = 0; i < verbs.size(); i++) {
        GermanLexicon.Verb v = verbs.get(i);
        if (v.is(GermanLexicon.Form.PARTICIPLE) && !v.lemma().equals("werden") && !(main && i == 0)) {
          participle = true;
        }
        if (!MODALS.contains(v.lemma()) && !v.lemma().equals("werden") && !v.lemma().equals("lassen")
            && (v.is(GermanLexicon.Form.INFINITIVE) || v.is(GermanLexicon.Form.ZU_INFINITIVE))) {
          otherInfinitive = true;
        }
      }
      String content = null;
      for (int i = verbs.size() - 1; i >= 0 && content == null; i--) {
        GermanLexicon.Verb v = verbs.get(i);
        String l = v.lemma();
        if (MODALS.contains(l) && verbs.size() > 1) {
          continue;
        }
        if (l.equals("werden") && (verbs.size() > 1)) {
          continue;
        }
        if (l.equals("lassen") && otherInfinitive) {
          causative = true;
          continue;
        }
        if ((l.equals("haben") || l.equals("sein")) && participle && verbs.size() > 1) {
          perfect = true;
          continue;
        }
        content = l;
      }
      for (GermanLexicon.Verb v : verbs) {
        if (v.lemma().equals("werden")) {
          if (v.is(GermanLexicon.Form.SUBJUNCTIVE)) {
            would = true;
          } else if (participle) {
            passive = true;
          }
        }
      }
      for (GermanLexicon.Verb v : verbs) {
        if (MODALS.contains(v.lemma()) && verbs.size() > 1) {
          modal = v.lemma();
        }
      }
      if (finite != null && MODALS.contains(finite.lemma()) && modal == null && hasPart(ActionPartContext.class)) {
        // "Du darfst eine Karte deiner Wahl [Erweitern]": the keyword is the action.
        modal = finite.lemma();
        content = "nutzen";
      }
      if (content == null) {
        content = verbs.get(verbs.size() - 1).lemma();
      }
      lemma = withParticle(content, particles);
    }

    /** Parts a frame has read; what is left over was not understood and is reported. */
    final java.util.Set<ParserRuleContext> used = new java.util.HashSet<>();

    /** The parts of a kind not read yet, marked read. */
    <T extends ParserRuleContext> List<T> take(Class<T> kind) {
      List<T> out = new ArrayList<>();
      for (T p : all(kind)) {
        if (used.add(p)) {
          out.add(p);
        }
      }
      return out;
    }

    <T extends ParserRuleContext> Optional<T> takeOne(Class<T> kind) {
      for (T p : all(kind)) {
        if (used.add(p)) {
          return Optional.of(p);
        }
      }
      return Optional.empty();
    }

    /** Whether an adverb is there (and marks it read). */
    boolean takeAdverb(String word) {
      for (ParserRuleContext p : parts) {
        if (p instanceof AdverbPartContext a && words(a).equals(word)) {
          used.add(p);
          return true;
        }
      }
      return false;
    }

    boolean hasPart(Class<? extends ParserRuleContext> kind) {
      for (ParserRuleContext p : parts) {
        if (kind.isInstance(p)) {
          return true;
        }
      }
      return false;
    }

    @SuppressWarnings("unchecked")
    <T extends ParserRuleContext> List<T> all(Class<T> kind) {
      List<T> out = new ArrayList<>();
      for (ParserRuleContext p : parts) {
        if (kind.isInstance(p)) {
          out.add((T) p);
        }
      }
      return out;
    }

    <T extends ParserRuleContext> Optional<T> one(Class<T> kind) {
      List<T> all = all(kind);
      return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
    }

    /** The adverbs of the clause ("dann", "sofort", "nicht"), as words. */
    boolean adverb(String word) {
      for (ParserRuleContext p : parts) {
        if (p instanceof AdverbPartContext a && words(a).equals(word)) {
          return true;
        }
      }
      return false;
    }

    boolean negated() {
      return adverb("nicht");
    }

    boolean is(GermanLexicon.Form f) {
      return finite != null && finite.is(f);
    }

    ParserRuleContext verbCtx() {
      return verbNodes.isEmpty() ? ctx : (ParserRuleContext) verbNodes.get(0).getParent();
    }
  }

  private static final Set<String> MODALS = Set.of("dürfen", "können", "müssen");

  /** Separable verbs: the particle at the end of the clause and the verb make one lemma ("lege ... ab"). */
  private static final Map<String, String> SEPARABLE = Map.ofEntries(
      Map.entry("legen+ab", "ablegen"), Map.entry("schicken+zurück", "zurückschicken"),
      Map.entry("holen+zurück", "zurückholen"), Map.entry("fügen+hinzu", "hinzufügen"),
      Map.entry("nehmen+auf", "aufnehmen"), Map.entry("stellen+bereit", "bereitstellen"),
      Map.entry("decken+auf", "aufdecken"), Map.entry("sehen+an", "ansehen"),
      Map.entry("tauschen+aus", "austauschen"), Map.entry("wechseln+aus", "auswechseln"),
      Map.entry("geben+aus", "ausgeben"), Map.entry("schließen+an", "anschließen"),
      Map.entry("führen+aus", "ausführen"), Map.entry("legen+zurück", "zurücklegen"),
      Map.entry("steigen+auf", "aufsteigen"), Map.entry("laufen+über", "überlaufen"),
      Map.entry("stehen+gegenüber", "gegenüberstehen"));

  private static String withParticle(String lemma, List<String> particles) {
    for (String p : particles) {
      String joined = SEPARABLE.get(lemma + "+" + p);
      if (joined != null) {
        return joined;
      }
    }
    return lemma;
  }

  /** A main clause and the clauses coordinated with it ("darf [[Vergänglich]] verlieren und 1 Verstärkung erhalten"). */
  private List<Clause> clauseOf(MainClauseContext ctx) {
    Clause c = new Clause(ctx, true);
    List<Clause> out = new ArrayList<>();
    out.add(c);
    boolean seenVerb = false;
    for (ParseTree child : ctx.children) {
      if (child instanceof PartContext p) {
        c.part(p);
        if (!seenVerb) {
          c.prefield++;
        }
      } else if (child instanceof VerbWordContext v) {
        c.verb(v);
        seenVerb = true;
      } else if (child instanceof VerbTailContext t) {
        c.tail(t);
      } else if (child instanceof AfterVerbContext a) {
        c.part(a);
      } else if (child instanceof CoordinatedContext co) {
        Clause next = new Clause(co, true);
        next.sharesSubject = true;
        next.verbNodes.add(c.verbNodes.get(0));
        next.verbs.add(c.verbs.get(0));
        for (ParseTree cc : co.children) {
          if (cc instanceof PartContext p) {
            next.part(p);
          } else if (cc instanceof VerbTailContext t) {
            next.tail(t);
          } else if (cc instanceof AfterVerbContext a) {
            next.part(a);
          }
        }
        out.add(next);
      }
    }
    markAttached(out);
    return out;
  }

  /** Relative clauses standing apart belong to a phrase (see {@link #attachRelatives}): read with it. */
  private void markAttached(List<Clause> clauses) {
    List<ParserRuleContext> all = new ArrayList<>();
    for (Clause k : clauses) {
      k.analyze();
      all.addAll(k.parts);
    }
    java.util.Set<ParserRuleContext> attached = attachRelatives(all);
    for (Clause k : clauses) {
      for (ParserRuleContext p : k.parts) {
        if (attached.contains(p)) {
          k.used.add(p);
        }
      }
    }
  }

  /** A subordinate clause's conjuncts: "hinten liegen oder gleichauf sind" is two, with one subject. */
  private List<Clause> clausesOf(SubClauseContext ctx) {
    List<Clause> out = new ArrayList<>();
    Clause c = new Clause(ctx, false);
    out.add(c);
    for (ParseTree child : ctx.children) {
      if (child instanceof PartContext p) {
        c.part(p);
      } else if (child instanceof VerbTailContext t) {
        c.tail(t);
      } else if (child instanceof RelativeTailContext r) {
        c.parts.add(r.relativeClause());
      } else if (child instanceof ThanTailContext t) {
        c.parts.add(t);
      } else if (child instanceof TerminalNode) {
        c = new Clause(ctx, false);
        c.sharesSubject = true;
        out.add(c);
      }
    }
    markAttached(out);
    return out;
  }

  private boolean disjunction(SubClauseContext ctx) {
    return has(ctx, "oder");
  }

  /** The cases the first word of a phrase allows. */
  private static EnumSet<Case> cases(ObjectPhraseContext p) {
    String w = first(p);
    EnumSet<Case> c = switch (w) {
      case "mich", "dich", "ihn", "einen", "den", "jeden", "diesen", "keinen", "meinen", "deinen", "seinen",
          "ihren" -> EnumSet.of(Case.ACC);
      case "mir", "dir", "ihm", "ihnen", "einem", "dem", "jedem", "diesem", "keinem", "meinem", "deinem", "seinem",
          "ihrem", "einer", "meiner", "deiner", "seiner", "ihrer" -> EnumSet.of(Case.DAT, Case.GEN);
      case "des", "eines", "meines", "deines", "seines", "ihres", "jedes" -> EnumSet.of(Case.GEN);
      case "ich", "du", "er", "wir" -> EnumSet.of(Case.NOM);
      default -> EnumSet.of(Case.NOM, Case.ACC, Case.DAT);
    };
    if (w.equals("jedes")) {
      c = EnumSet.of(Case.NOM, Case.ACC, Case.GEN);
    }
    if (w.equals("jeder") || w.equals("dieser")) {
      c = EnumSet.of(Case.NOM, Case.DAT);
    }
    // "Charakteren", "Zaubern": a dative plural noun.
    NounGroupContext g = nounGroupOf(p);
    if (g != null && c.size() > 1) {
      String noun = words(g.nounItem(0).noun());
      if (DATIVE_PLURALS.contains(noun)) {
        c = EnumSet.of(Case.DAT);
      }
    }
    return c;
  }

  private static final Set<String> DATIVE_PLURALS = Set.of("charakteren", "zaubern", "spielern", "gegnern");

  private static NounGroupContext nounGroupOf(ObjectPhraseContext p) {
    if (p instanceof QuantifiedPhraseContext q) {
      return q.nounGroup();
    }
    if (p instanceof PossessedPhraseContext q) {
      return q.nounGroup();
    }
    if (p instanceof AnyNumberPhraseContext q) {
      return q.nounGroup();
    }
    if (p instanceof OfPossessivePhraseContext q) {
      return q.nounGroup();
    }
    return null;
  }

  private static ObjectPhraseContext firstPhrase(ParserRuleContext part) {
    return ((ObjectPartContext) part).objectList().objectPhrase(0);
  }

  private static boolean nominative(ParserRuleContext part) {
    return part instanceof ObjectPartContext && cases(firstPhrase(part)).contains(Case.NOM);
  }

  /** The subject of a clause: an object part, none (imperative), or the subject of the clause before. */
  private record Subject(ObjectPartContext part, boolean elided) {
    static final Subject NONE = new Subject(null, false);
  }

  private Subject subjectOf(Clause c) {
    if (c.sharesSubject) {
      return new Subject(null, true);
    }
    if (c.main) {
      if (c.prefield == 1 && nominative(c.parts.get(0))) {
        return new Subject((ObjectPartContext) c.parts.get(0), false);
      }
      boolean imperative = c.is(GermanLexicon.Form.IMPERATIVE) || c.finite == null;
      for (int i = c.prefield; i < c.parts.size(); i++) {
        ParserRuleContext p = c.parts.get(i);
        if (!(p instanceof ObjectPartContext)) {
          continue;
        }
        if (imperative) {
          // "erhalte ich": first person; otherwise an imperative has no subject.
          if (firstPhrase(p) instanceof SelfPhraseContext && first(p).equals("ich")) {
            return new Subject((ObjectPartContext) p, false);
          }
          break;
        }
        if (nominative(p) && (!PLAYER_VERBS.contains(c.lemma) || isPlayerPhraseOrPronoun(firstPhrase(p)))) {
          return new Subject((ObjectPartContext) p, false);
        }
        if (nominative(p)) {
          // "... und zieht dann drei Karten": the cards are drawn; the subject is the one before.
          break;
        }
      }
      if (imperative && c.is(GermanLexicon.Form.FIRST) && lastObject instanceof ObjectRef.Self) {
        // "Ich erhalte 2 Verstärkungen und verliere [[Vergänglich]]": I, still.
        return new Subject(null, true);
      }
      if (imperative) {
        return Subject.NONE;
      }
      if (!imperative && (c.is(GermanLexicon.Form.THIRD) || c.is(GermanLexicon.Form.PLURAL))) {
        // "... und zieht dann drei Karten": the subject of the clause before.
        return new Subject(null, true);
      }
      return Subject.NONE;
    }
    if (c.finite == null) {
      // "um eine Karte zu ziehen": an infinitive has no subject.
      return Subject.NONE;
    }
    for (ParserRuleContext p : c.parts) {
      if (nominative(p)) {
        return new Subject((ObjectPartContext) p, false);
      }
    }
    return Subject.NONE;
  }

  // ===================================================================================================================
  // Steps
  // ===================================================================================================================

  /** The last subject named, for a clause that leaves it out: as "it" (an object) or as the player. */
  private ObjectRef lastObject;
  private PlayerRef lastPlayer;

  private ImmutableList<Step> steps(StepSequenceContext ctx) {
    List<Step> steps = new ArrayList<>();
    for (int i = 0; i < ctx.stepItem().size(); i++) {
      StepItemContext item = ctx.stepItem(i);
      List<Step> read = stepItem(item);
      // "Du darfst mich kostenlos spielen und ich erhalte [[Schlafend]]": what "und" joins to an optional step is
      // part of the option, as English "You may play me for free and I gain [[Asleep]]" (6.5.c).
      if (i > 0 && isPlainAnd(ctx.stepJoin(i - 1)) && !steps.isEmpty()
          && steps.get(steps.size() - 1) instanceof Step.May may && !may.either() && !read.isEmpty()
          && read.stream().noneMatch(st -> st instanceof Step.May || continuesTheSubject(st))
          && pendingDistribution == null) {
        steps.set(steps.size() - 1, new Step.May(may.actor(), ImmutableList.<Step>builder().addAll(may.steps())
            .addAll(read).build(), false, SourceSpan.of(may.span().start(), span(item).end())));
        continue;
      }
      steps.addAll(read);
      if (pendingDistribution != null) {
        // "erschaffe drei [...]-Illusionsmarken und verteile sie nach Belieben auf Expeditionen deiner Wahl":
        // English says it in one step ("distributed as you choose among any number of target Expeditions").
        if (steps.isEmpty() || !(unmodified(steps.get(steps.size() - 1)) instanceof Step.Create)) {
          throw error(item, "expected tokens created before 'verteile sie', found none");
        }
        steps.set(steps.size() - 1, withModifier(steps.get(steps.size() - 1), pendingDistribution));
        pendingDistribution = null;
      }
    }
    if (expectTerrainLoss != null) {
      ParserRuleContext at = expectTerrainLoss;
      expectTerrainLoss = null;
      throw error(at, "expected 'zusätzlich zu ihren anderen Geländen' or 'und verlieren ihre anderen Gelände'");
    }
    return list(steps);
  }

  /**
   * "Ein anderer Charakter deiner Wahl darf [[Vergänglich]] verlieren und erhält 1 Verstärkung": a finite verb that
   * goes on with the modal's subject (no subject of its own, read as a pronoun) is outside the option; inside it, German
   * would write the infinitive ("... verlieren und 1 Verstärkung erhalten").
   */
  private static boolean continuesTheSubject(Step step) {
    ObjectRef subject = step instanceof Step.Gain g ? g.subject() : step instanceof Step.Lose l ? l.subject() : null;
    return subject instanceof ObjectRef.Pronoun;
  }

  private static boolean isPlainAnd(StepJoinContext join) {
    return join.getChildCount() == 1 && join.getChild(0).getText().equalsIgnoreCase("und");
  }

  private static Step unmodified(Step step) {
    return step instanceof Step.Modified m ? m.step() : step;
  }

  /** "verteile sie nach Belieben auf ...", waiting to be joined to the creation before it. */
  private Step.Modifier pendingDistribution;
  /** "Alle Regionen sind {O}", waiting for "und verlieren ihre anderen Gelände". */
  private ParserRuleContext expectTerrainLoss;

  /** "für [Nachschub]": the effect an action is done for, read with the clause. */
  private Step pendingPurpose;

  private List<Step> stepItem(StepItemContext item) {
    List<Step> main;
    if (item.actionClause() != null) {
      main = List.of(actionClause(item.actionClause()));
    } else {
      main = clauseSteps(item.mainClause());
    }
    if (pendingPurpose != null) {
      Step effect = pendingPurpose;
      pendingPurpose = null;
      if (main.size() == 1 && main.get(0) instanceof Step.May m && !m.either()) {
        return List.of(new Step.Internal(m.actor(), true, m.steps(), effect, span(item)));
      }
      return List.of(new Step.Internal(defaultActor, false, list(main), effect, span(item)));
    }
    if (item.purpose() == null) {
      return main;
    }
    // "Du darfst mich erschöpfen ({T}), um eine Karte zu ziehen": an internal action (1.2.5.a).
    SourceSpan s = span(item);
    if (main.size() == 1 && main.get(0) instanceof Step.May m && !m.either()) {
      PlayerRef outer = defaultActor;
      defaultActor = m.actor();
      try {
        return List.of(new Step.Internal(m.actor(), true, m.steps(), purposeStep(item.purpose()), s));
      } finally {
        defaultActor = outer;
      }
    }
    return List.of(new Step.Internal(defaultActor, false, list(main), purposeStep(item.purpose()), s));
  }

  private Step purposeStep(PurposeContext ctx) {
    List<Step> steps = new ArrayList<>();
    boolean either = disjunction(ctx.subClause());
    if (either) {
      // "damit ein Charakter deiner Wahl 1 Verstärkung erhält oder [[Vergänglich]] verliert": one of them, done
      // by the same object.
      List<Clause> clauses = clausesOf(ctx.subClause());
      reuseSubject = true;
      try {
        for (Clause c : clauses) {
          steps.addAll(clauseSteps(c));
        }
      } finally {
        reuseSubject = false;
      }
      return new Step.OneOf(defaultActor, list(steps), span(ctx));
    }
    for (Clause c : clausesOf(ctx.subClause())) {
      if (has(ctx, "um")) {
        // "um ... zu ziehen" (even when 'zu' is left out): an infinitive, without subject.
        c.finite = null;
      }
      steps.addAll(clauseSteps(c));
    }
    if (steps.size() != 1) {
      throw error(ctx, "expected one action after 'um', found " + steps.size());
    }
    return steps.get(0);
  }

  private Step actionClause(ActionClauseContext ctx) {
    Clause c = new Clause(ctx, true);
    for (PartContext p : ctx.part()) {
      c.part(p);
    }
    SourceSpan s = span(ctx);
    KeywordAction action = GermanLexicon.action(inside(ctx.KW_ACTION())).orElseThrow();
    Step step = keyword(defaultActor, action, ctx.KW_ACTION(), c, s);
    return modified(step, c, s);
  }

  private List<Step> clauseSteps(MainClauseContext ctx) {
    List<Step> out = new ArrayList<>();
    List<Clause> clauses = clauseOf(ctx);
    Clause head = clauses.get(0);
    if (head.modal != null && (head.modal.equals("dürfen") || head.modal.equals("können"))
        && !head.negated() && !isStatementFrame(head)) {
      return List.of(optional(clauses));
    }
    for (Clause c : clauses) {
      out.addAll(clauseSteps(c));
    }
    return out;
  }

  /** "Du darfst ... und ...", "Jeder Spieler darf ...", "Ein Charakter deiner Wahl darf ...": optional steps (6.5.c). */
  private Step optional(List<Clause> clauses) {
    Clause head = clauses.get(0);
    SourceSpan s = span(head.ctx);
    Subject subj = subjectOf(head);
    if (head.lemma.equals("wiederholen")) {
      // "... und darf dies dann wiederholen": may do it again.
      PlayerRef who = subj.part() == null ? (subj.elided() && lastPlayer != null ? lastPlayer : defaultActor)
          : player(firstPhrase(subj.part()));
      head.used.addAll(head.parts);
      return new Step.MayDoAgain(who, s);
    }
    PlayerRef who;
    startingWithYou = head.takeOne(StartingWithYouPartContext.class).isPresent();
    boolean objectSubject = subj.part() != null && !isPlayerPhrase(firstPhrase(subj.part()));
    if (objectSubject) {
      who = defaultActor;
    } else if (subj.part() != null) {
      who = player(firstPhrase(subj.part()));
      head.used.add(subj.part());
    } else if (subj.elided() && lastPlayer != null) {
      who = lastPlayer;
    } else {
      who = defaultActor;
    }
    startingWithYou = false;
    lastPlayer = who;
    PlayerRef outer = defaultActor;
    defaultActor = who;
    try {
      List<Step> steps = new ArrayList<>();
      Subject inner = objectSubject ? subj : Subject.NONE;
      for (int i = 0; i < clauses.size(); i++) {
        Clause c = clauses.get(i);
        steps.addAll(clauseSteps(c, i == 0 ? inner : new Subject(null, objectSubject)));
      }
      boolean either = head.ctx instanceof MainClauseContext m && m.coordinated().stream().anyMatch(co -> has(co, "oder"));
      return new Step.May(who, list(steps), either, s);
    } finally {
      defaultActor = outer;
    }
  }

  private List<Step> clauseSteps(Clause c) {
    return clauseSteps(c, subjectOf(c));
  }

  /** One clause as steps: the frame of its verb. */
  private List<Step> clauseSteps(Clause c, Subject subj) {
    SourceSpan s = span(c.ctx);
    Step step;
    if (c.lemma.equals("verlieren") && expectTerrainLoss != null) {
      // "... sind {O} und verlieren ihre anderen Gelände": the terrains are set.
      for (ObjectPartContext o : c.all(ObjectPartContext.class)) {
        NounGroupContext g = nounGroupOf(firstPhrase(o));
        if (g != null && isNoun(g, "gelände", "geländetypen")) {
          c.used.add(o);
          expectTerrainLoss = null;
          checkAllRead(c);
          return List.of();
        }
      }
    }
    if (c.lemma.equals("fungieren") && !c.adverb("nur") && !c.adverb("nur als manakugel")) {
      // "Ich bin nicht spielbar, aber fungiere als Manakugel": what any card can (a reminder).
      c.takeAdverb("als manakugel");
      c.takeAdverb("aber");
      if (subj.part() != null) {
        c.used.add(subj.part());
      }
      checkAllRead(c);
      return List.of();
    }
    if (c.lemma.equals("bewegen") && !c.hasPart(ReflexivePartContext.class) && !c.causative
        && (subj.part() == null || isPlayerPhrase(firstPhrase(subj.part())))) {
      Step moved = playerMoves(c, subj, s);
      checkAllRead(c);
      return List.of(moved);
    }
    Optional<KeywordAction> byObject = actionByObject(c, subj);
    if (byObject.isPresent()) {
      ObjectRef subject = subjectObject(c, subj);
      checkAllRead(c);
      return List.of(new Step.Keyword(PlayerRef.you(), byObject.get(), Optional.of(subject), s));
    }
    if (isStatementFrame(c)) {
      return List.of(continuous(c, subj, s));
    }
    if (c.causative && !OBJECT_VERBS.contains(c.lemma)) {
      // "Du darfst einen Gegner deiner Wahl eine Karte ziehen lassen": have that player draw.
      if (subj.part() != null) {
        c.used.add(subj.part());
      }
      ObjectPartContext who = c.takeOne(ObjectPartContext.class)
          .orElseThrow(() -> error(c.ctx, "expected who does it after 'lassen'"));
      PlayerRef actor = player(firstPhrase(who));
      return List.of(modified(playerVerb(c, actor, s), c, s));
    }
    if (OBJECT_VERBS.contains(c.lemma) || c.lemma.equals("aktivieren") && subj.part() != null
        && !isPlayerPhrase(firstPhrase(subj.part())) || c.causative) {
      ObjectRef subject;
      if (c.causative) {
        // "Du darfst mich [[Vergänglich]] erhalten lassen": have me gain.
        if (subj.part() != null) {
          c.used.add(subj.part());
        }
        ObjectPartContext who = c.takeOne(ObjectPartContext.class)
            .orElseThrow(() -> error(c.ctx, "expected who does it after 'lassen'"));
        subject = objList(who.objectList());
        lastObject = again(subject, span(who));
      } else {
        subject = subjectObject(c, subj);
      }
      step = objectVerb(c, subject, s);
    } else {
      if (c.lemma.equals("ignorieren") && ignoreRollFollows) {
        // "... und ignoriere den Wurf deiner Wahl": part of rolling one more die.
        ignoreRollFollows = false;
        ObjectPartContext roll = object(c, "'den Wurf deiner Wahl'");
        if (!words(roll).equals("den wurf deiner wahl")) {
          throw error(roll, "expected 'den Wurf deiner Wahl', found '" + words(roll) + "'");
        }
        checkAllRead(c);
        return List.of();
      }
      PlayerRef actor = actorOf(c, subj);
      step = playerVerb(c, actor, s);
      Optional<ForActionContext> forAction = c.takeOne(ForActionContext.class);
      if (forAction.isPresent()) {
        // "Du darfst {1} bezahlen für [Nachschub]": pay to [Resupply] (an internal action).
        ForActionContext f = forAction.get();
        pendingPurpose = new Step.Keyword(actor, GermanLexicon.action(inside(f.KW_ACTION())).orElseThrow(),
            Optional.empty(), span(f));
      }
    }
    if (step == null) {
      checkAllRead(c);
      return List.of();
    }
    return List.of(modified(step, c, s));
  }

  /**
   * "bewege deine andere Expedition eine Region vorwärts" (a player moves an Expedition: the same step as the
   * Expedition moving, 7.5, as English reads "move your other Expedition forward one region").
   */
  private Step playerMoves(Clause c, Subject subj, SourceSpan s) {
    boolean named = subj.part() != null;
    PlayerRef actor = actorOf(c, subj);
    for (ObjectPartContext o : objects(c)) {
      NounGroupContext g = nounGroupOf(firstPhrase(o));
      if (g != null && words(g.nounItem(0).noun()).contains("geländemarker")) {
        return moveTerrainMarker(c, actor, o, s);
      }
    }
    ObjectPartContext how = null;
    ObjectPartContext what = null;
    for (ObjectPartContext o : objects(c)) {
      ObjectPhraseContext p = firstPhrase(o);
      if (how == null && p instanceof QuantifiedPhraseContext q && isNoun(q.nounGroup(), "region", "regionen")) {
        how = o;
      } else if (what == null) {
        what = o;
      }
    }
    if (how == null || what == null) {
      throw error(c.verbCtx(), "expected which Expedition moves and how far ('deine andere Expedition eine Region'), "
          + "found '" + words(c.ctx) + "'");
    }
    c.used.add(how);
    c.used.add(what);
    QuantifiedPhraseContext q = (QuantifiedPhraseContext) firstPhrase(how);
    Quantity n = q.determiner() instanceof CountDetContext cd ? quantity(cd.quantity()) : new Quantity.Literal(1, span(q));
    boolean more = q.adjective().stream().anyMatch(a -> a instanceof FurtherAdjContext);
    ObjectRef moved = objList(what.objectList());
    if (named && moved instanceof ObjectRef.Possessed own && own.owner() instanceof Possessor.OfObject of
        && of.object() instanceof ObjectRef.Pronoun) {
      // "bewegt ihr kontrollierender Spieler seine andere Expedition": "seine" is the player's (their).
      moved = new ObjectRef.Possessed(new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(),
          of.span()), of.span()), own.adjectives(), own.nouns(), own.filters(), own.span());
    }
    return new Step.MoveExpedition(moved, direction(c), n, more, s);
  }

  /**
   * "Du darfst einen {O} Geländemarker von einer beliebigen Region in meine Region bewegen" (a Terrain Marker moves to
   * a region, 2.2.3): where it goes is the region in the accusative after "in".
   */
  private Step moveTerrainMarker(Clause c, PlayerRef actor, ObjectPartContext marker, SourceSpan s) {
    c.used.add(marker);
    ObjectRef markers;
    markerFrom = true;
    markerTo = null;
    try {
      markers = objList(marker.objectList());
    } finally {
      markerFrom = false;
    }
    ObjectPhraseContext to = markerTo;
    if (to == null) {
      InPartContext in = c.takeOne(InPartContext.class)
          .orElseThrow(() -> error(c.verbCtx(), "expected the region it moves to ('in meine Region'), found nothing"));
      if (!(in.placeList().placeRef(0) instanceof ObjectPlaceContext region)) {
        throw error(in, "expected a region such as 'in meine Region', found '" + words(in) + "'");
      }
      to = region.objectPhrase();
    }
    return new Step.MoveTerrainMarker(actor, markers, obj(to, false), false, s);
  }

  /** While a Terrain Marker's phrase is read: "von" names where it is from, "in" + accusative where it goes. */
  private boolean markerFrom;
  private ObjectPhraseContext markerTo;

  /**
   * A keyword action an object does (7.3.3, 7.3.6), as a verb ("Ein Charakter deiner Wahl läuft über") or, as the
   * later sets print [Ascend], a predicate ("Meine Expedition ist [Aufsteigend]"); the action, marked read.
   */
  private Optional<KeywordAction> actionByObject(Clause c, Subject subj) {
    if (subj.part() == null && !subj.elided() || c.negated() || c.modal != null || c.would || c.passive) {
      return Optional.empty();
    }
    if (c.lemma.equals("sein")) {
      List<ActionPartContext> a = c.all(ActionPartContext.class);
      if (a.size() != 1) {
        return Optional.empty();
      }
      Optional<KeywordAction> action = GermanLexicon.action(inside(a.get(0).KW_ACTION()))
          .filter(KeywordAction::doneByObject);
      action.ifPresent(x -> c.used.add(a.get(0)));
      return action;
    }
    if ((c.lemma.equals("aufsteigen") || c.lemma.equals("überlaufen"))
        && (subj.part() == null || !isPlayerPhrase(firstPhrase(subj.part())))) {
      return keywordActionVerb(c);
    }
    return Optional.empty();
  }

  private static final Set<String> OBJECT_VERBS = Set.of("erhalten", "verlieren", "wechseln", "bewegen", "gehen");

  /** Verbs whose subject is a player (so a noun phrase after them that is no player is their object). */
  private static final Set<String> PLAYER_VERBS = Set.of("ziehen", "ablegen", "legen", "opfern", "schicken",
      "zurückschicken", "zurückholen", "hinzufügen", "aufnehmen", "nehmen", "erschaffen", "bereitstellen",
      "erschöpfen", "spielen", "würfeln", "werfen", "aufdecken", "ansehen", "wählen", "austauschen", "auswechseln",
      "bezahlen", "zahlen", "ausgeben", "entfernen", "verdoppeln", "verteilen", "gewinnen", "nutzen", "benutzen",
      "kontrollieren");

  private boolean isPlayerPhrase(ObjectPhraseContext p) {
    if (p instanceof YouPhraseContext) {
      return true;
    }
    NounGroupContext g = nounGroupOf(p);
    if (g != null) {
      return isPlayerNoun(words(g.nounItem(0).noun()));
    }
    return false;
  }

  private static boolean isPlayerNoun(String noun) {
    return PLAYER_NOUNS.contains(noun) || noun.startsWith("kontrollierende");
  }

  private static final Set<String> PLAYER_NOUNS = Set.of("spieler", "spielers", "spielern", "gegner", "gegners",
      "gegnern", "besitzer", "besitzers", "kontrollierende", "kontrollierender", "kontrollierenden");

  private PlayerRef actorOf(Clause c, Subject subj) {
    if (subj.elided()) {
      return lastPlayer != null ? lastPlayer : defaultActor;
    }
    if (subj.part() == null) {
      return defaultActor;
    }
    c.used.add(subj.part());
    startingWithYou = c.takeOne(StartingWithYouPartContext.class).isPresent();
    PlayerRef p = player(firstPhrase(subj.part()));
    startingWithYou = false;
    lastPlayer = p;
    return p;
  }

  /** Reuse the subject itself (not "it") in a clause that leaves it out: alternatives joined by 'oder'. */
  private boolean reuseSubject;
  private ObjectRef lastSubjectRef;

  private ObjectRef subjectObject(Clause c, Subject subj) {
    if (subj.elided() && reuseSubject && lastSubjectRef != null) {
      return lastSubjectRef;
    }
    if (subj.elided()) {
      if (lastObject == null) {
        throw error(c.ctx, "expected who or what does it, found nothing");
      }
      return withSpan(lastObject, span(c.ctx));
    }
    if (subj.part() == null) {
      throw error(c.ctx, "expected who or what does it (a subject such as 'ein Charakter deiner Wahl'), found nothing");
    }
    c.used.add(subj.part());
    ObjectRef o = objList(subj.part().objectList());
    lastObject = again(o, span(subj.part()));
    lastSubjectRef = o;
    return o;
  }

  /** The object parts of a clause that are not its subject, not read yet. */
  private List<ObjectPartContext> objects(Clause c) {
    List<ObjectPartContext> out = new ArrayList<>();
    for (ObjectPartContext p : c.all(ObjectPartContext.class)) {
      if (!c.used.contains(p)) {
        out.add(p);
      }
    }
    return out;
  }

  private ObjectPartContext object(Clause c, String what) {
    List<ObjectPartContext> all = objects(c);
    if (all.isEmpty()) {
      throw error(c.verbCtx(), "expected " + what + ", found none");
    }
    c.used.add(all.get(0));
    return all.get(0);
  }

  private Optional<ObjectPartContext> optionalObject(Clause c) {
    List<ObjectPartContext> all = objects(c);
    if (all.isEmpty()) {
      return Optional.empty();
    }
    c.used.add(all.get(0));
    return Optional.of(all.get(0));
  }

  /** Reports a part no frame read: its meaning would be lost. */
  private void checkAllRead(Clause c) {
    for (ParserRuleContext p : c.parts) {
      if (c.used.contains(p) || p instanceof ConjunctionPartContext || p instanceof ReflexivePartContext) {
        continue;
      }
      if (p instanceof AdverbPartContext a && NEUTRAL_ADVERBS.contains(words(a))) {
        continue;
      }
      throw error(p, "expected words that belong to '" + c.lemma + "', found '" + words(p) + "'");
    }
  }

  /** Adverbs that add nothing the AST holds: "dann" (the order is the order), "je" (each gains). */
  private static final Set<String> NEUTRAL_ADVERBS = Set.of("dann", "je", "jeweils", "einmal", "zuerst", "noch");

  // ===================================================================================================================
  // Modifiers of a step
  // ===================================================================================================================

  private Step modified(Step step, Clause c, SourceSpan s) {
    List<Step.Modifier> modifiers = new ArrayList<>();
    for (ParserRuleContext p : c.parts) {
      if (c.used.contains(p)) {
        continue;
      }
      Step.Modifier m = modifier(p, c);
      if (m != null) {
        c.used.add(p);
        modifiers.add(m);
      }
    }
    checkAllRead(c);
    if (modifiers.isEmpty()) {
      return step;
    }
    if (step instanceof Step.Modified x) {
      return new Step.Modified(x.step(), ImmutableList.<Step.Modifier>builder().addAll(x.modifiers())
          .addAll(modifiers).build(), x.span());
    }
    return new Step.Modified(step, list(modifiers), s);
  }

  private Step.Modifier modifier(ParserRuleContext p, Clause c) {
    SourceSpan s = span(p);
    if (p instanceof AdverbPartContext a) {
      return switch (words(a)) {
        case "stattdessen" -> new Step.Modifier.Instead(s);
        case "erneut" -> new Step.Modifier.Again(s);
        case "zufällig" -> new Step.Modifier.AtRandom(s);
        default -> null;
      };
    }
    if (p instanceof TimingPartContext t) {
      TimingContext timing = t.timing();
      if (timing instanceof AfterRestContext) {
        return new Step.Modifier.At(Phase.REST, true, s);
      }
      if (timing instanceof AtPhaseContext at) {
        return new Step.Modifier.At(phase(at.phaseWord()), false, s);
      }
      if (timing instanceof AtEndOfContext at) {
        return new Step.Modifier.At(at.phaseWord() == null ? Phase.NIGHT : phase(at.phaseWord()), true, s);
      }
      Optional<Duration> d = duration(timing);
      if (d.isPresent()) {
        return new Step.Modifier.Lasting(d.get(), s);
      }
      if (timing instanceof DuringDayContext || timing instanceof DuringTurnContext) {
        sentenceTiming = timingCondition(timing);
        return null;
      }
      return null;
    }
    if (p instanceof PerPartContext per) {
      // "pro Karte in deiner Reserve", "für jeden Charakter, den du kontrollierst": per (German writes English
      // "per" both ways).
      return new Step.Modifier.Per(perObject(per.objectPhrase()), s);
    }
    if (p instanceof UpToMaxContext u) {
      return new Step.Modifier.UpToMax(quantity(u.quantity()), s);
    }
    if (p instanceof WhereXContext w) {
      return new Step.Modifier.WhereX(whereX(w), s);
    }
    if (p instanceof ThisWayPartContext) {
      return new Step.Modifier.ThisWay(s);
    }
    return null;
  }

  /** "pro Bürokraten, den du kontrollierst": each one counted (English says it in the singular). */
  private ObjectRef perObject(ObjectPhraseContext p) {
    if (p instanceof QuantifiedPhraseContext q && q.determiner() == null) {
      return phrase(q, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, span(q)), new ArrayList<>(),
          q.adjective(), q.nounGroup(), q.postFilters(), Optional.of(false));
    }
    return obj(p, false);
  }

  /** "auf Expeditionen deiner Wahl": any number of target Expeditions. */
  private ObjectRef distributedAmong(ObjectPhraseContext p) {
    ObjectRef among = obj(p, true);
    if (among instanceof ObjectRef.Phrase ph && ph.quantifier().kind() == Quantifier.Kind.BARE) {
      among = new ObjectRef.Phrase(new Quantifier(ph.quantifier().target() ? Quantifier.Kind.ANY_NUMBER
          : Quantifier.Kind.ANY, Optional.empty(), ph.quantifier().target(), ph.quantifier().span()), ph.adjectives(),
          ph.nouns(), ph.filters(), ph.span());
      candidates.set(candidates.size() - 1, among);
    }
    return among;
  }

  // ===================================================================================================================
  // Frames of verbs done by a player (7.3)
  // ===================================================================================================================

  private Step playerVerb(Clause c, PlayerRef actor, SourceSpan s) {
    switch (c.lemma) {
      case "ziehen" -> {
        return draw(c, actor, s);
      }
      case "ablegen" -> {
        ObjectPartContext o = object(c, "what to discard");
        Hoisted h = hoistFrom(objList(o.objectList()), fromZone(c));
        return new Step.Discard(actor, h.objects(), h.from(), s);
      }
      case "opfern" -> {
        return new Step.Sacrifice(actor, objList(object(c, "what to sacrifice").objectList()), s);
      }
      case "legen", "schicken", "zurückschicken", "zurückholen", "hinzufügen", "aufnehmen", "nehmen", "zurücklegen",
          "holen", "fügen" -> {
        return move(c, actor, s);
      }
      case "erschaffen" -> {
        return create(c, actor, s);
      }
      case "bereitstellen" -> {
        return new Step.Ready(actor, objList(object(c, "what to ready").objectList()), s);
      }
      case "erschöpfen" -> {
        boolean symbol = !c.take(SymbolTContext.class).isEmpty();
        ObjectRef what = objList(object(c, "what to exhaust").objectList());
        symbol |= !c.take(SymbolTContext.class).isEmpty();
        return new Step.Exhaust(actor, what, symbol, s);
      }
      case "spielen" -> {
        return play(c, actor, s);
      }
      case "würfeln", "werfen" -> {
        if (c.takeOne(OneMorePartContext.class).isPresent()) {
          // "wirf zusätzlich einen mehr und ignoriere den Wurf deiner Wahl": roll one more die, ignore one.
          c.takeAdverb("zusätzlich");
          c.takeAdverb("stattdessen");
          ignoreRollFollows = true;
          return new Step.RollMore(actor, new Quantity.Literal(1, s), s);
        }
        Optional<DicePartContext> dice = c.takeOne(DicePartContext.class);
        Quantity n = dice.isPresent() ? diceCount(dice.get()) : new Quantity.Literal(1, s);
        return new Step.Roll(actor, n, s);
      }
      case "aufdecken" -> {
        boolean also = c.takeAdverb("auch");
        return new Step.Reveal(actor, objList(object(c, "what to reveal").objectList()), also, s);
      }
      case "ansehen" -> {
        for (ObjectPartContext o : objects(c)) {
          if (firstPhrase(o) instanceof YouPhraseContext) {
            c.used.add(o);
          }
        }
        return new Step.LookAt(actor, objList(object(c, "what to look at").objectList()), s);
      }
      case "wählen" -> {
        ObjectPartContext o = object(c, "what to choose");
        ObjectRef what = objList(o.objectList());
        // "bis zu zwei Charaktere aus diesen Karten" (among cards named before) and "Jeder Spieler wählt ..." choose;
        // "Wähle einen Charakter" targets (German says both with 'wählen').
        boolean among = what instanceof ObjectRef.Phrase p && !p.filters().isEmpty()
            && p.filters().get(p.filters().size() - 1) instanceof Filter.From f && f.place() instanceof Place.InObject;
        if (among || actor.kind() == PlayerRef.Kind.EACH_PLAYER) {
          return new Step.Choose(actor, what, Optional.empty(), s);
        }
        return new Step.Target(actor, what, s);
      }
      case "austauschen", "tauschen" -> {
        ObjectRef first = objList(object(c, "what to exchange").objectList());
        WithPartContext with = c.takeOne(WithPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected what to exchange it with ('mit ...'), found nothing"));
        if (with.objectList() == null) {
          throw error(with, "expected a card to exchange with, found '" + words(with) + "'");
        }
        return new Step.Exchange(actor, first, objList(with.objectList()), s);
      }
      case "auswechseln" -> {
        // "wechsle ihre Verstärkungen aus": exchange their boosts (7.3.10).
        ParserRuleContext boosts = c.takeOne(CountersPartContext.class).map(x -> (ParserRuleContext) x)
            .or(() -> c.takeOne(ObjectPartContext.class).filter(o -> firstPhrase(o)
                instanceof PossessedCountersPhraseContext))
            .orElseThrow(() -> error(c.verbCtx(), "expected whose boosts to exchange, found nothing"));
        if (!words(boosts).equals("ihre verstärkungen")) {
          throw error(boosts, "expected 'ihre Verstärkungen', found '" + words(boosts) + "'");
        }
        return new Step.ExchangeBoosts(actor, new ObjectRef.Pronoun(lastCandidate(), true, Optional.empty(), false,
            false, span(boosts)), s);
      }
      case "aktivieren" -> {
        ObjectPartContext o = object(c, "whose abilities to activate");
        return activate(c, actor, firstPhrase(o), s);
      }
      case "bezahlen", "zahlen" -> {
        ManaPartContext m = c.takeOne(ManaPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected how much to pay, such as {1}, found nothing"));
        if (has(m, "weniger") || has(m, "mehr")) {
          // "Zahle {1} weniger für den nächsten Zauber, den du in dieser Runde spielst, aber mindestens {1}": that
          // card costs less (a cost change, 6.4; English "pay {1} less for ...").
          ForPartContext what = c.takeOne(ForPartContext.class)
              .orElseThrow(() -> error(m, "expected what costs less ('für den nächsten Zauber ...'), found nothing"));
          ObjectRef subject = obj(what.objectPhrase(), true);
          return new Step.Continuous(new Statement.CostChange(subject, manaAmount(m.manaAmount()), has(m, "mehr"),
              Optional.empty(), minimum(c), Optional.empty(), s), Optional.empty(), s);
        }
        return new Step.Pay(actor, manaAmount(m.manaAmount()), s);
      }
      case "ausgeben" -> {
        return spend(c, actor, s);
      }
      case "entfernen" -> {
        return remove(c, actor, s);
      }
      case "verdoppeln" -> {
        return doubleCounters(c, actor, s);
      }
      case "verteilen" -> {
        return distribute(c, actor, s);
      }
      case "gewinnen" -> {
        ObjectPartContext game = object(c, "'das Spiel'");
        if (!words(game).equals("das spiel")) {
          throw error(game, "expected 'das Spiel', found '" + words(game) + "'");
        }
        return new Step.WinGame(actor, s);
      }
      case "reduzieren", "senken", "verringern" -> {
        ObjectPartContext o = object(c, "whose cost to reduce");
        ObjectRef whose = costOf(firstPhrase(o));
        ByPartContext by = c.takeOne(ByPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected by how much ('um {1}'), found nothing"));
        return new Step.ReduceCost(actor, whose, by.manaAmount() != null ? manaAmount(by.manaAmount())
            : quantity(by.quantity()), s);
      }
      case "erhöhen" -> {
        resultNoun(object(c, "'das Ergebnis'"));
        ByPartContext by = c.takeOne(ByPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected by how much ('um 2'), found nothing"));
        return new Step.AddToResult(actor, by.quantity() != null ? quantity(by.quantity())
            : manaAmount(by.manaAmount()), s);
      }
      case "addieren", "hinzuzählen" -> {
        NumberPartContext n = c.takeOne(NumberPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected how much to add, found nothing"));
        OntoPartContext to = c.takeOne(OntoPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected 'zum Ergebnis', found nothing"));
        return new Step.AddToResult(actor, quantity(n.quantity()), s);
      }
      case "geben" -> {
        return give(c, s);
      }
      case "nutzen", "benutzen" -> {
        ActionPartContext a = c.takeOne(ActionPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected a keyword action such as [Nachschub], found nothing"));
        KeywordAction action = GermanLexicon.action(inside(a.KW_ACTION())).orElseThrow();
        return keyword(actor, action, a.KW_ACTION(), c, s);
      }
      case "passen" -> {
        // "Du darfst sofort passen" (4.2.3.c); "sofort" is how the step is done, as in English.
        c.takeAdverb("sofort");
        return new Step.Pass(actor, s);
      }
      case "werden" -> {
        // "wird ein Spieler deiner Wahl Startspieler" (4.2.1.b).
        c.takeOne(FirstPlayerPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected what the player becomes ('Startspieler'), found nothing"));
        return new Step.BecomeFirstPlayer(actor, s);
      }
      default -> throw error(c.verbCtx(), "expected an action such as 'ziehe', 'lege' or 'erhalte', found '"
          + (c.verbNodes.isEmpty() ? words(c.ctx) : c.verbNodes.get(0).getText()) + "'");
    }
  }

  /** Set after "wirf zusätzlich einen mehr": the next clause "ignoriere den Wurf deiner Wahl" belongs to it. */
  private boolean ignoreRollFollows;

  private Step draw(Clause c, PlayerRef actor, SourceSpan s) {
    ObjectPartContext o = object(c, "what to draw");
    ObjectPhraseContext p = firstPhrase(o);
    boolean only = c.takeAdverb("nur");
    if (p instanceof QuantifiedPhraseContext q && isNoun(q.nounGroup(), "karte", "karten")
        && q.postFilters() == null && q.adjective().isEmpty()) {
      Quantity n;
      if (q.determiner() instanceof CountDetContext d) {
        n = quantity(d.quantity());
      } else if (q.determiner() instanceof OnlyDetContext d) {
        n = quantity(d.quantity());
        only = true;
      } else {
        throw error(q, "expected how many cards to draw, found '" + words(q) + "'");
      }
      return new Step.Draw(actor, n, only, s);
    }
    return new Step.DrawCard(actor, objList(o.objectList()), s);
  }

  private static boolean isNoun(NounGroupContext g, String... nouns) {
    if (g == null || g.nounItem().size() != 1) {
      return false;
    }
    String w = words(g.nounItem(0));
    for (String n : nouns) {
      if (w.equals(n)) {
        return true;
      }
    }
    return false;
  }

  private Quantity diceCount(DicePartContext d) {
    String w = d.getStart().getText().toLowerCase(Locale.ROOT);
    if (d.NUMBER() != null) {
      return new Quantity.Literal(Integer.parseInt(d.NUMBER().getText()), span(d));
    }
    if (d.numberWord() != null) {
      return new Quantity.Literal(numberWord(d.numberWord().getText()), span(d));
    }
    return new Quantity.Literal(1, span(d));
  }

  /** An object phrase and the zone its last filter names ("eine Karte aus deiner Reserve"). */
  private record Hoisted(ObjectRef objects, Optional<Zone> from) {}

  /** "Lege einen Zauber aus deiner Reserve ab": the zone is the step's "from", whichever way the parse grouped it. */
  private static Hoisted hoistFrom(ObjectRef objects, Optional<Zone> from) {
    if (from.isEmpty() && objects instanceof ObjectRef.Phrase p && !p.filters().isEmpty()
        && p.filters().get(p.filters().size() - 1) instanceof Filter.From f && f.place() instanceof Place.InZone z) {
      ObjectRef.Phrase without = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
          p.filters().subList(0, p.filters().size() - 1), p.span());
      return new Hoisted(without, Optional.of(z.zone()));
    }
    return new Hoisted(objects, from);
  }

  /** "aus deiner Reserve" written as a part of the clause. */
  private Optional<Zone> fromZone(Clause c) {
    Optional<FromPartContext> from = c.takeOne(FromPartContext.class);
    if (from.isEmpty()) {
      return Optional.empty();
    }
    if (from.get().fromWhat() instanceof FromPlaceContext fp) {
      Place place = place(fp.placeList().placeRef(0));
      if (place instanceof Place.InZone z) {
        return Optional.of(z.zone());
      }
    }
    throw error(from.get(), "expected a zone ('aus deiner Reserve'), found '" + words(from.get()) + "'");
  }

  private Step move(Clause c, PlayerRef actor, SourceSpan s) {
    ObjectPartContext o = object(c, "what to put");
    ObjectRef what;
    if (firstPhrase(o) instanceof OnePhraseContext one) {
      what = new ObjectRef.OneOfThem(lastCandidate(), span(one));
    } else {
      what = objList(o.objectList());
    }
    Optional<Zone> from = fromZone(c);
    Optional<Step.OrbState> as = orbState(c);
    Step.Destination to = destination(c, what);
    if (to == null) {
      Optional<Placed> placed = hoistIn(what);
      if (placed.isEmpty()) {
        throw error(c.verbCtx(), "expected where to put it, such as 'in die Reserve', found nothing");
      }
      what = placed.get().objects();
      to = placed.get().to();
    }
    Optional<ObjectRef> insteadOf = Optional.empty();
    Optional<InsteadOfPartContext> instead = c.takeOne(InsteadOfPartContext.class);
    if (instead.isPresent()) {
      insteadOf = Optional.of(obj(instead.get().objectPhrase(instead.get().objectPhrase().size() - 1), true));
    }
    if (as.isEmpty()) {
      as = orbState(c);
    }
    Hoisted h = hoistFrom(what, from);
    return new Step.Move(actor, h.objects(), h.from(), to, as, insteadOf, s);
  }

  private Optional<Step.OrbState> orbState(Clause c) {
    return c.takeOne(AsClauseContext.class).map(this::orbState);
  }

  private Step.OrbState orbState(AsClauseContext ctx) {
    if (ctx.asWhat().objectPhrase().size() > 0) {
      throw error(ctx, "expected '(als erschöpfte Manakugel)', found '" + words(ctx) + "'");
    }
    String w = first(ctx.asWhat());
    return w.startsWith("erschöpft") ? Step.OrbState.EXHAUSTED : Step.OrbState.READY;
  }

  /** An object phrase whose last filter was where it goes. */
  private record Placed(ObjectRef objects, Step.Destination to) {}

  private static Optional<Placed> hoistIn(ObjectRef objects) {
    if (objects instanceof ObjectRef.Phrase p && !p.filters().isEmpty()
        && p.filters().get(p.filters().size() - 1) instanceof Filter.In in && in.places().size() == 1) {
      ObjectRef.Phrase without = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
          p.filters().subList(0, p.filters().size() - 1), p.span());
      Place place = in.places().get(0);
      Step.Destination to;
      if (place instanceof Place.InZone z) {
        to = new Step.Destination.ToZone(z.zone(), z.span());
      } else if (place instanceof Place.InObject o) {
        to = new Step.Destination.ToExpedition(o.object(), o.span());
      } else {
        return Optional.empty();
      }
      return Optional.of(new Placed(without, to));
    }
    return Optional.empty();
  }

  /**
   * Where a card goes: "in die Reserve" (accusative: a direction), "auf deine Hand", "als oberste Karte auf das Deck
   * seines Besitzers", "zur X-ten Position im Deck seines Besitzers", "deiner Manazone hinzu" (dative with 'hinzu'),
   * or a destination the object phrase took as its last filter.
   */
  private Step.Destination destination(Clause c, ObjectRef what) {
    if (pendingDestination != null) {
      return takeDestination();
    }
    for (InPartContext in : c.all(InPartContext.class)) {
      if (c.used.contains(in)) {
        continue;
      }
      PlaceRefContext ref = in.placeList().placeRef(0);
      if (ref instanceof ObjectPlaceContext op && (has(in, "in") && accusative(op.objectPhrase())
          || !cases(op.objectPhrase()).equals(EnumSet.of(Case.DAT, Case.GEN)) && !has(in, "im")
          && bare(op.objectPhrase()))) {
        c.used.add(in);
        return toWhere(op.objectPhrase(), span(in));
      }
    }
    Optional<OntoPartContext> onto = c.takeOne(OntoPartContext.class);
    if (onto.isPresent()) {
      return toWhere(onto.get().objectPhrase(), span(onto.get()));
    }
    Optional<OnTopPartContext> top = c.takeOne(OnTopPartContext.class);
    if (top.isPresent()) {
      return new Step.Destination.TopOf(zone(top.get().objectPhrase()), span(top.get()));
    }
    Optional<PositionPartContext> pos = c.takeOne(PositionPartContext.class);
    if (pos.isPresent()) {
      PositionPartContext p = pos.get();
      Quantity position = p.ordinal() == null ? new Quantity.X(0, span(p))
          : new Quantity.Literal(ordinal(p.ordinal()), span(p));
      return new Step.Destination.PositionIn(position, zone(p.objectPhrase()), span(p));
    }
    if (c.lemma.equals("hinzufügen")) {
      // "füge mich dann deiner Manazone hinzu": the dative names where.
      ObjectPartContext o = object(c, "where to add it");
      return toWhere(firstPhrase(o), span(o));
    }
    return null;
  }

  /**
   * A destination an object phrase took as a filter ("eine Karte aus deiner Hand in die Reserve"), built when the
   * step reads it (after the object phrase is counted for pronouns: "in die Hand ihres Besitzers").
   */
  private ObjectPhraseContext pendingDestination;
  private SourceSpan pendingDestinationSpan;

  private void destinationLater(ObjectPhraseContext p, SourceSpan s) {
    pendingDestination = p;
    pendingDestinationSpan = s;
  }

  private Step.Destination takeDestination() {
    ObjectPhraseContext p = pendingDestination;
    pendingDestination = null;
    return toWhere(p, pendingDestinationSpan);
  }

  private Step.Destination toWhere(ObjectPhraseContext p, SourceSpan s) {
    Optional<Zone> z = zoneOf(p);
    if (z.isPresent()) {
      // "in deine Reserve" is "in die Reserve": a card only goes to its owner's Reserve (1.4.3.a), so 'deine' says
      // nothing English "in Reserve" does not (German writes "in die Reserve" 620 times, "in deine Reserve" 4).
      if (z.get().kind() == ZoneKind.RESERVE && z.get().owner().filter(o -> o.kind() == PlayerRef.Kind.YOU).isPresent()) {
        return new Step.Destination.ToZone(new Zone(ZoneKind.RESERVE, Optional.empty(), z.get().span()), s);
      }
      return new Step.Destination.ToZone(z.get(), s);
    }
    return new Step.Destination.ToExpedition(obj(p, false), s);
  }

  /** Whether a phrase is in the accusative (a direction after 'in'): "in die Reserve", "in deine Hand". */
  private static boolean accusative(ObjectPhraseContext p) {
    String w = first(p);
    return switch (w) {
      case "die", "das", "deine", "dein", "meine", "mein", "seine", "sein", "ihre", "eine", "ein", "jede", "alle" ->
          true;
      case "den", "deinen", "meinen", "seinen", "ihren", "diesen", "einen" -> {
        NounGroupContext g = nounGroupOf(p);
        yield g != null && !pluralNoun(g);
      }
      default -> false;
    };
  }

  private static boolean bare(ObjectPhraseContext p) {
    return p instanceof QuantifiedPhraseContext q && q.determiner() == null && q.adjective().isEmpty();
  }

  private Step create(Clause c, PlayerRef actor, SourceSpan s) {
    Optional<TokenPartContext> token = c.takeOne(TokenPartContext.class);
    if (token.isEmpty()) {
      // "Andernfalls erschaffe nur eine": as many of the token created earlier.
      boolean only = c.takeAdverb("nur");
      ObjectPartContext o = object(c, "what to create, such as 'eine [Blechkäfer 2/2/2]-Robotermarke'");
      if (!only || !(firstPhrase(o) instanceof OnePhraseContext)) {
        throw error(o, "expected a token to create, such as 'eine [Blechkäfer 2/2/2]-Robotermarke', found '"
            + words(o) + "'");
      }
      return new Step.CreateSame(actor, new Quantity.Literal(1, span(o)), s);
    }
    TokenPartContext t = token.get();
    Quantity count = t.quantity() == null ? new Quantity.Literal(1, span(t)) : quantity(t.quantity());
    TerminalNode spec = t.TOKEN_SPEC();
    Optional<GermanLexicon.TokenName> name = GermanLexicon.tokenName(inside(spec), true);
    List<String> subtypes = new ArrayList<>();
    TokenNounContext noun = t.tokenNoun();
    boolean plural;
    if (noun.TOKEN_WORD() != null) {
      subtypes.add(GermanLexicon.tokenCompoundSubtype(noun.TOKEN_WORD().getText()).orElseThrow());
      plural = noun.TOKEN_WORD().getText().toLowerCase(Locale.ROOT).endsWith("marken");
    } else {
      if (noun.SUBTYPE() != null) {
        subtypes.add(GermanLexicon.subtype(noun.SUBTYPE().getText()).orElseThrow());
      }
      plural = has(noun, "marken");
    }
    TokenSpec spec_ = name.isPresent()
        ? new TokenSpec(name.get().name(), name.get().forest(), name.get().mountain(), name.get().water(),
            list(subtypes), span(spec))
        : TokenSpec.named(GermanLexicon.namedToken(inside(spec)), list(subtypes), span(spec));
    boolean one = count instanceof Quantity.Literal l && l.value() == 1;
    if (plural == one) {
      throw error(t, "expected '" + (one ? "-marke" : "-marken") + "' after " + (t.quantity() == null ? "the name"
          : t.quantity().getText()) + ", found '" + noun.getText() + "'");
    }
    Optional<ObjectRef> in = Optional.empty();
    Optional<InPartContext> where = c.takeOne(InPartContext.class);
    if (where.isPresent()) {
      PlaceRefContext ref = where.get().placeList().placeRef(0);
      if (ref instanceof HerPlaceContext) {
        in = Optional.of(new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, span(ref)));
      } else if (ref instanceof ObjectPlaceContext op) {
        in = Optional.of(obj(op.objectPhrase(), false));
      } else {
        throw error(where.get(), "expected an Expedition to create the token in, found '" + words(where.get()) + "'");
      }
    }
    ImmutableList<Ability> abilities = ImmutableList.of();
    Optional<WithQuotePartContext> with = c.takeOne(WithQuotePartContext.class);
    if (with.isPresent()) {
      abilities = ImmutableList.of(quoted(with.get().quotedAbility().quotedBody()));
    }
    return new Step.Create(actor, count, spec_, in, abilities, s);
  }

  private Step play(Clause c, PlayerRef actor, SourceSpan s) {
    ObjectPartContext o = object(c, "what to play");
    ObjectRef what = objList(o.objectList());
    Optional<Zone> from = fromZone(c);
    Optional<ObjectRef> in = Optional.empty();
    for (InPartContext p : c.all(InPartContext.class)) {
      if (!c.used.contains(p) && p.placeList().placeRef(0) instanceof ObjectPlaceContext op) {
        c.used.add(p);
        in = Optional.of(obj(op.objectPhrase(), false));
        break;
      }
    }
    Step.PlayCost cost = playCost(c, s);
    boolean immediately = c.takeAdverb("sofort");
    Hoisted h = hoistFrom(what, from);
    return new Step.Play(actor, h.objects(), h.from(), in, cost, immediately, s);
  }

  private Step.PlayCost playCost(Clause c, SourceSpan s) {
    if (c.takeAdverb("kostenlos")) {
      return new Step.PlayCost.Free(s);
    }
    Optional<ForLessPartContext> less = c.takeOne(ForLessPartContext.class);
    if (less.isPresent()) {
      if (has(less.get(), "mehr")) {
        throw error(less.get(), "expected 'für {1} weniger', found 'mehr'");
      }
      Optional<Quantity> min = minimum(c);
      return new Step.PlayCost.Reduced(manaAmount(less.get().manaAmount()), min, span(less.get()));
    }
    return new Step.PlayCost.Normal(s);
  }

  private Optional<Quantity> minimum(Clause c) {
    return c.takeOne(MinimumContext.class).map(m -> manaAmount(m.manaAmount()));
  }

  private Step activate(Clause c, PlayerRef actor, ObjectPhraseContext p, SourceSpan s) {
    AbilitiesOf a = abilitiesOf(p);
    return new Step.Activate(actor, a.kinds(), a.of(), s);
  }

  /** "die {j} Fähigkeiten einer Bleibenden Karte deiner Wahl", "ihre {j} Fähigkeiten". */
  private record AbilitiesOf(ImmutableList<TriggerSymbol> kinds, ObjectRef of) {}

  private AbilitiesOf abilitiesOf(ObjectPhraseContext p) {
    List<AdjectiveContext> adjectives;
    NounGroupContext nouns;
    PostFiltersContext filters;
    ObjectRef of = null;
    if (p instanceof QuantifiedPhraseContext q) {
      adjectives = q.adjective();
      nouns = q.nounGroup();
      filters = q.postFilters();
    } else if (p instanceof PossessedPhraseContext q) {
      adjectives = q.adjective();
      nouns = q.nounGroup();
      filters = q.postFilters();
      Possessor owner = possessive(q.possessiveWord(), false);
      if (!(owner instanceof Possessor.OfObject o)) {
        throw error(q, "expected the abilities of an object ('seine', 'ihre'), found a player's");
      }
      of = o.object();
    } else {
      throw error(p, "expected abilities such as 'die {j} Fähigkeiten', found '" + words(p) + "'");
    }
    if (!isNoun(nouns, "fähigkeiten")) {
      throw error(p, "expected 'Fähigkeiten', found '" + words(nouns) + "'");
    }
    List<TriggerSymbol> kinds = new ArrayList<>();
    for (AdjectiveContext a : adjectives) {
      if (!(a instanceof KindsAdjContext k)) {
        throw error(a, "expected kinds of abilities such as {j}, found '" + words(a) + "'");
      }
      for (TriggerSymbolContext t : k.triggerSymbol()) {
        kinds.add(triggerSymbol(t));
      }
    }
    if (filters != null) {
      for (PostFilterContext f : filters.postFilter()) {
        if (f instanceof KindsFilterContext k) {
          kinds.add(triggerSymbol(k.getStart().getText()));
          for (TriggerSymbolContext t : k.triggerSymbol()) {
            kinds.add(triggerSymbol(t));
          }
        } else if (f instanceof GenitiveFilterContext g && of == null) {
          of = genitiveObject(g.genitive(), true);
        } else if (f instanceof OfFilterContext g && of == null) {
          of = obj(g.objectPhrase(), true);
        } else if (f instanceof RelativeFilterContext r && of instanceof ObjectRef.Phrase ph) {
          of = withFilters(ph, relativeFilters(r.relativeClause()));
        } else {
          throw error(f, "expected whose abilities, such as 'einer Bleibenden Karte deiner Wahl', found '"
              + words(f) + "'");
        }
      }
    }
    if (of == null || kinds.isEmpty()) {
      throw error(p, "expected kinds of abilities and whose, such as 'die {j} Fähigkeiten einer Bleibenden Karte'");
    }
    return new AbilitiesOf(list(kinds), of);
  }

  private ObjectRef.Phrase withFilters(ObjectRef.Phrase p, List<Filter> more) {
    ObjectRef.Phrase out = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
        ImmutableList.<Filter>builder().addAll(p.filters()).addAll(more).build(), p.span());
    int i = candidates.indexOf(p);
    if (i >= 0) {
      candidates.set(i, out);
    }
    return out;
  }

  private Step spend(Clause c, PlayerRef actor, SourceSpan s) {
    CountersPartContext what = c.takeOne(CountersPartContext.class)
        .orElseThrow(() -> error(c.verbCtx(), "expected counters to spend, such as '1 meiner Verstärkungen'"));
    CounterAmountContext a = what.counterAmount();
    if (a instanceof OfOwnCountersContext own) {
      Possessor p = possessive(own.possessiveWord(), false);
      if (!(p instanceof Possessor.OfObject o)) {
        throw error(own, "expected counters of an object ('meiner'), found a player's");
      }
      return new Step.Spend(actor, quantity(own.quantity()), counter(own.counterNoun()), o.object(), s);
    }
    if (a instanceof SomeCountersContext some && !has(some, "bis")) {
      Quantity n = quantity(some.quantity());
      Counter counter = counter(some.counterNoun());
      FromPartContext from = c.takeOne(FromPartContext.class)
          .orElseThrow(() -> error(c.verbCtx(), "expected where the counters are ('von einer Karte ...')"));
      return new Step.Spend(actor, n, counter, fromObject(from), s);
    }
    throw error(what, "expected counters to spend, such as '1 meiner Verstärkungen', found '" + words(what) + "'");
  }

  /** "von einer Karte unter deiner Kontrolle": the object counters are taken from. */
  private ObjectRef fromObject(FromPartContext from) {
    if (from.fromWhat() instanceof FromPlaceContext fp && fp.placeList().placeRef().size() == 1
        && fp.placeList().placeRef(0) instanceof ObjectPlaceContext op) {
      return obj(op.objectPhrase(), true);
    }
    throw error(from, "expected a card ('von einer Karte ...'), found '" + words(from) + "'");
  }

  private Step remove(Clause c, PlayerRef actor, SourceSpan s) {
    CountersPartContext what = c.takeOne(CountersPartContext.class)
        .orElseThrow(() -> error(c.verbCtx(), "expected counters to remove, such as 'alle Verstärkungen'"));
    FromPartContext from = c.takeOne(FromPartContext.class)
        .orElseThrow(() -> error(c.verbCtx(), "expected what to remove them from ('von ...'), found nothing"));
    CounterAmountContext a = what.counterAmount();
    if (a instanceof AllCountersContext all && all.possessiveWord() == null) {
      Counter counter = counter(all.counterNoun());
      return new Step.Remove(actor, Optional.empty(), false, counter, fromObject(from), s);
    }
    if (a instanceof SomeCountersContext some) {
      Quantity n = quantity(some.quantity());
      Counter counter = counter(some.counterNoun());
      return new Step.Remove(actor, Optional.of(n), has(some, "bis"), counter, fromObject(from), s);
    }
    throw error(what, "expected counters to remove, found '" + words(what) + "'");
  }

  private Step doubleCounters(Clause c, PlayerRef actor, SourceSpan s) {
    // "Verdopple die Anzahl an Verstärkungen auf jedem Charakter ...".
    ObjectPartContext o = object(c, "what to double ('die Anzahl an Verstärkungen auf ...')");
    if (firstPhrase(o) instanceof QuantifiedPhraseContext q && isNoun(q.nounGroup(), "anzahl")
        && q.postFilters() != null && q.postFilters().postFilter().size() == 2
        && q.postFilters().postFilter(0) instanceof OfCountersFilterContext counters
        && q.postFilters().postFilter(1) instanceof OnFilterContext on) {
      Counter counter = counter(counters.counterNoun());
      return new Step.Double(actor, counter, obj(on.objectPhrase(), true), s);
    }
    throw error(o, "expected 'die Anzahl an Verstärkungen auf ...', found '" + words(o) + "'");
  }

  private Step distribute(Clause c, PlayerRef actor, SourceSpan s) {
    DistributedPartContext among = c.takeOne(DistributedPartContext.class)
        .orElseThrow(() -> error(c.verbCtx(), "expected among what ('nach Belieben auf ...'), found nothing"));
    if (among.objectPhrase() == null) {
      throw error(among, "expected among what ('nach Belieben auf ...'), found nothing");
    }
    Optional<CountersPartContext> what = c.takeOne(CountersPartContext.class);
    if (what.isEmpty()) {
      // "... und verteile sie nach Belieben auf Expeditionen deiner Wahl": the tokens just created.
      ObjectPartContext them = object(c, "what to distribute");
      if (!(firstPhrase(them) instanceof PronounPhraseContext)) {
        throw error(them, "expected 'sie' (the tokens created), found '" + words(them) + "'");
      }
      pendingDistribution = new Step.Modifier.DistributedAmong(distributedAmong(among.objectPhrase()), span(among));
      return null;
    }
    if (!(what.get().counterAmount() instanceof SomeCountersContext some) || has(some, "bis")) {
      throw error(what.get(), "expected counters to distribute, such as '3 Verstärkungen'");
    }
    Quantity n = quantity(some.quantity());
    Counter counter = counter(some.counterNoun());
    return new Step.Distribute(actor, n, counter, distributedAmong(among.objectPhrase()), s);
  }

  /** "meine Kosten", "die Kosten der nächsten Bleibenden Karte, die du diesen Nachmittag spielst". */
  private ObjectRef costOf(ObjectPhraseContext p) {
    if (p instanceof CostPhraseContext q && q.possessiveWord() != null && q.postFilters() == null) {
      Possessor owner = possessive(q.possessiveWord(), false);
      if (!(owner instanceof Possessor.OfObject o)) {
        throw error(q, "expected the cost of an object, found a player's");
      }
      return o.object();
    }
    if (p instanceof CostPhraseContext q && q.possessiveWord() == null && q.postFilters() != null
        && q.postFilters().postFilter().size() == 1
        && q.postFilters().postFilter(0) instanceof GenitiveFilterContext g) {
      return genitiveObject(g.genitive(), true);
    }
    throw error(p, "expected whose cost ('meine Kosten', 'die Kosten der nächsten ...'), found '" + words(p) + "'");
  }

  private void resultNoun(ObjectPartContext o) {
    ObjectPhraseContext p = firstPhrase(o);
    if (p instanceof QuantifiedPhraseContext q && (isNoun(q.nounGroup(), "ergebnis", "endergebnis"))) {
      return;
    }
    if (p instanceof PossessedPhraseContext q && isNoun(q.nounGroup(), "ergebnis")) {
      possessive(q.possessiveWord(), false);
      return;
    }
    throw error(o, "expected 'das Ergebnis', found '" + words(o) + "'");
  }

  /** "Gib einem Charakter deiner Wahl 1 Verstärkung", "um mir 2 Verstärkungen zu geben" (7.3.16). */
  private Step give(Clause c, SourceSpan s) {
    ObjectPartContext to = null;
    for (ObjectPartContext o : objects(c)) {
      if (cases(firstPhrase(o)).contains(Case.DAT)) {
        to = o;
        break;
      }
    }
    if (to == null) {
      throw error(c.verbCtx(), "expected who gets it (a dative such as 'einem Charakter deiner Wahl'), found nobody");
    }
    c.used.add(to);
    CountersPartContext what = c.takeOne(CountersPartContext.class)
        .orElseThrow(() -> error(c.verbCtx(), "expected what to give, such as '1 Verstärkung'"));
    ObjectRef who = objList(to.objectList());
    if (!(what.counterAmount() instanceof SomeCountersContext some) || has(some, "bis")) {
      throw error(what, "expected counters to give, such as '1 Verstärkung', found '" + words(what) + "'");
    }
    return new Step.Gain(who, ImmutableList.of(new Step.Gainable.Counters(quantity(some.quantity()),
        counter(some.counterNoun()), span(some.quantity()))), s);
  }

  private Step keyword(PlayerRef actor, KeywordAction action, TerminalNode kw, Clause c, SourceSpan s) {
    Optional<ObjectRef> object = Optional.empty();
    Optional<ObjectPartContext> o = optionalObject(c);
    if (o.isPresent()) {
      object = Optional.of(objList(o.get().objectList()));
    }
    if (action.doneByObject()) {
      throw new AbilityBuildException(kw.getSymbol().getStartIndex(), "expected what does " + kw.getText()
          + " (such as 'Eine Expedition deiner Wahl'), found nothing");
    }
    if (!action.objectOptional() && action.takesObject() != object.isPresent()) {
      throw new AbilityBuildException(kw.getSymbol().getStartIndex(), action.takesObject()
          ? "expected an object for " + kw.getText() + " (such as 'eine Karte deiner Wahl'), found none"
          : "expected nothing with " + kw.getText() + ", found an object");
    }
    return new Step.Keyword(actor, action, object, s);
  }

  // ===================================================================================================================
  // Frames of verbs done by an object (7.3.14 - 7.3.34)
  // ===================================================================================================================

  private Step objectVerb(Clause c, ObjectRef subject, SourceSpan s) {
    switch (c.lemma) {
      case "erhalten" -> {
        return new Step.Gain(subject, gains(c), s);
      }
      case "verlieren" -> {
        return new Step.Lose(subject, loses(c), s);
      }
      case "wechseln" -> {
        ObjectPartContext o = object(c, "'die Expeditionen'");
        if (!isNoun(nounGroupOf(firstPhrase(o)), "expeditionen")) {
          throw error(o, "expected 'die Expeditionen', found '" + words(o) + "'");
        }
        return new Step.SwitchExpeditions(subject, s);
      }
      case "bewegen" -> {
        Direction d = direction(c);
        ObjectPartContext o = object(c, "how far ('eine Region')");
        ObjectPhraseContext p = firstPhrase(o);
        if (!(p instanceof QuantifiedPhraseContext q) || !isNoun(q.nounGroup(), "region", "regionen")) {
          throw error(o, "expected how many regions ('eine Region'), found '" + words(o) + "'");
        }
        boolean more = q.adjective().stream().anyMatch(a -> a instanceof FurtherAdjContext);
        Quantity n = q.determiner() instanceof CountDetContext cd ? quantity(cd.quantity())
            : new Quantity.Literal(1, span(q));
        return new Step.MoveExpedition(subject, d, n, more, s);
      }
      case "gehen" -> {
        InPartContext in = c.takeOne(InPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected where it goes ('in die Reserve'), found nothing"));
        ObjectPhraseContext p = ((ObjectPlaceContext) in.placeList().placeRef(0)).objectPhrase();
        return new Step.Move(PlayerRef.you(), subject, Optional.empty(),
            new Step.Destination.ToZone(zone(p), span(in)), Optional.empty(), Optional.empty(), s);
      }
      case "aktivieren" -> {
        ObjectPartContext o = object(c, "which abilities ('seine {r} Fähigkeiten')");
        AbilitiesOf a = abilitiesOf(firstPhrase(o));
        Optional<Zone> asIf = Optional.empty();
        Optional<AsClauseContext> as = c.takeOne(AsClauseContext.class);
        if (as.isPresent()) {
          AsWhatContext w = as.get().asWhat();
          if (w.objectPhrase().size() != 2) {
            throw error(as.get(), "expected '(als wäre er aus der Reserve gespielt worden)'");
          }
          asIf = Optional.of(zone(w.objectPhrase(1)));
        }
        return new Step.ActivateOwn(subject, a.kinds(), asIf, s);
      }
      default -> throw error(c.verbCtx(), "expected what it does, such as 'erhält 1 Verstärkung', found '"
          + c.lemma + "'");
    }
  }

  private Direction direction(Clause c) {
    if (c.particles.contains("vorwärts")) {
      return Direction.FORWARD;
    }
    if (c.particles.contains("zurück")) {
      return Direction.BACKWARD;
    }
    throw error(c.verbCtx(), "expected a direction ('vorwärts' or 'zurück'), found none");
  }

  private ImmutableList<Step.Gainable> gains(Clause c) {
    List<Step.Gainable> items = new ArrayList<>();
    for (ParserRuleContext p : c.parts) {
      if (c.used.contains(p)) {
        continue;
      }
      SourceSpan s = span(p);
      if (p instanceof CountersPartContext cp) {
        CounterAmountContext a = cp.counterAmount();
        if (!(a instanceof SomeCountersContext some) || has(some, "bis")) {
          throw error(p, "expected counters to gain, such as '1 Verstärkung', found '" + words(p) + "'");
        }
        items.add(new Step.Gainable.Counters(quantity(some.quantity()), counter(some.counterNoun()), s));
      } else if (p instanceof StatusPartContext sp) {
        StatusListContext l = sp.statusList();
        if (has(l, "oder")) {
          // "erhält [[Vergänglich]], [[Verankert]] oder [[Schlafend]]": one of them, as the controller chooses.
          List<Status> statuses = new ArrayList<>();
          for (TerminalNode t : l.STATUS()) {
            statuses.add(status(t));
          }
          items.add(new Step.Gainable.OneStatusOf(list(statuses), s));
        } else {
          for (TerminalNode t : l.STATUS()) {
            items.add(new Step.Gainable.StatusOf(status(t), span(t)));
          }
        }
      } else if (p instanceof KeywordPartContext kp) {
        for (TerminalNode k : kp.keywordList().KW_ABILITY()) {
          Statement.Grant.KeywordGrant g = keywordGrant(k, kp);
          items.add(new Step.Gainable.KeywordOf(g.keyword(), g.parameter(), s));
        }
      } else if (p instanceof QuotePartContext q) {
        items.add(new Step.Gainable.AbilityOf(quoted(q.quotedAbility().quotedBody()), s));
      } else {
        continue;
      }
      c.used.add(p);
    }
    if (items.isEmpty()) {
      throw error(c.verbCtx(), "expected what is gained, such as '1 Verstärkung' or '[[Verankert]]', found nothing");
    }
    return list(items);
  }

  private ImmutableList<Step.Losable> loses(Clause c) {
    List<Step.Losable> items = new ArrayList<>();
    for (ParserRuleContext p : c.parts) {
      if (c.used.contains(p)) {
        continue;
      }
      SourceSpan s = span(p);
      if (p instanceof StatusPartContext sp) {
        if (has(sp.statusList(), "oder")) {
          throw error(p, "expected 'und' between the things lost, found 'oder'");
        }
        for (TerminalNode t : sp.statusList().STATUS()) {
          items.add(new Step.Losable.StatusOf(status(t), span(t)));
        }
      } else if (p instanceof CountersPartContext cp) {
        CounterAmountContext a = cp.counterAmount();
        if (a instanceof AllCountersContext all) {
          // "verliert alle Verstärkungen": its own, as "all its boosts".
          Possessor owner = all.possessiveWord() != null ? possessive(all.possessiveWord(), false)
              : new Possessor.OfObject(new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false,
                  false, s), s);
          items.add(new Step.Losable.AllCounters(owner, counter(all.counterNoun()), s));
        } else if (a instanceof SomeCountersContext some && !has(some, "bis")) {
          items.add(new Step.Losable.Counters(quantity(some.quantity()), counter(some.counterNoun()), s));
        } else {
          throw error(p, "expected counters to lose, found '" + words(p) + "'");
        }
      } else {
        continue;
      }
      c.used.add(p);
    }
    if (items.isEmpty()) {
      throw error(c.verbCtx(), "expected what is lost, such as '[[Vergänglich]]', found nothing");
    }
    return list(items);
  }

  // ===================================================================================================================
  // Statements: passive abilities and continuous effects (2.2.12.m, 6.2)
  // ===================================================================================================================

  private boolean isStatementFrame(Clause c) {
    switch (c.lemma) {
      case "sein", "kosten", "zählen", "verhindern", "behalten", "beginnen", "bleiben", "gewähren", "fungieren" -> {
        return true;
      }
      case "ignorieren" -> {
        return !ignoreRollFollows;
      }
      case "haben" -> {
        return c.hasPart(KeywordPartContext.class) || c.hasPart(StatusPartContext.class)
            || c.hasPart(QuotePartContext.class) || c.hasPart(QuotePart2Context.class);
      }
      case "erhöhen", "reduzieren", "verringern", "senken" -> {
        return c.passive;
      }
      case "aktivieren" -> {
        return c.passive || c.modal != null && c.adverb("nur");
      }
      default -> {
        // "X kann nicht ...": a restriction; "Ich kann [[Vergänglich]] erhalten, selbst falls ...": a rule. A player
        // who "kann" may (an optional step).
        if (!"können".equals(c.modal)) {
          return false;
        }
        Subject subj = subjectOf(c);
        return c.negated() || subj.part() != null && !isPlayerPhrase(firstPhrase(subj.part()));
      }
    }
  }

  private Step continuous(Clause c, Subject subj, SourceSpan s) {
    Statement statement = statement(c, subj, s);
    Optional<Duration> duration = Optional.empty();
    for (TimingPartContext t : c.all(TimingPartContext.class)) {
      if (c.used.contains(t)) {
        continue;
      }
      Optional<Duration> d = duration(t.timing());
      if (d.isPresent()) {
        c.used.add(t);
        duration = d;
      } else if (t.timing() instanceof DuringDayContext || t.timing() instanceof DuringTurnContext) {
        c.used.add(t);
        sentenceTiming = timingCondition(t.timing());
      }
    }
    checkAllRead(c);
    return new Step.Continuous(statement, duration, s);
  }

  private Statement statement(Clause c, Subject subj, SourceSpan s) {
    switch (c.lemma) {
      case "sein" -> {
        return beStatement(c, subj, s);
      }
      case "haben" -> {
        ObjectRef subject = subjectObject(c, subj);
        return new Statement.Has(subject, grants(c), s);
      }
      case "kosten" -> {
        return costStatement(c, subj, s);
      }
      case "zählen" -> {
        // "Ich zähle nicht für dein Reserve-Limit".
        ObjectRef subject = subjectObject(c, subj);
        c.takeAdverb("nicht");
        ForPartContext f = c.takeOne(ForPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected which limit ('für dein Reserve-Limit'), found nothing"));
        return new Statement.Cannot(subject, new Statement.Restricted.CountTowardsLimit(limitOf(f.objectPhrase()),
            span(f)), s);
      }
      case "verhindern" -> {
        // "[Verteidiger]-Charaktere verhindern nicht das Vorwärtskommen meiner Expedition".
        ObjectRef subject = subjectObject(c, subj);
        if (!c.takeAdverb("nicht")) {
          throw error(c.verbCtx(), "expected 'nicht' (what does not prevent), found none");
        }
        ObjectPartContext o = object(c, "'das Vorwärtskommen' of an Expedition");
        ObjectPhraseContext p = firstPhrase(o);
        ObjectRef expedition;
        if (p instanceof PossessedPhraseContext q && isNoun(q.nounGroup(), "vorwärtskommen")) {
          Possessor owner = possessive(q.possessiveWord(), false);
          if (!(owner instanceof Possessor.OfObject ob)) {
            throw error(q, "expected an Expedition's moving forward, found a player's");
          }
          expedition = ob.object();
        } else if (p instanceof QuantifiedPhraseContext q && isNoun(q.nounGroup(), "vorwärtskommen")
            && q.postFilters() != null && q.postFilters().postFilter(0) instanceof GenitiveFilterContext g) {
          expedition = genitiveObject(g.genitive(), true);
        } else {
          throw error(o, "expected 'das Vorwärtskommen meiner Expedition', found '" + words(o) + "'");
        }
        return new Statement.Cannot(subject, new Statement.Restricted.PreventMovingForward(expedition, span(o)), s);
      }
      case "behalten" -> {
        // "Du darfst ... eine weitere Karte in Reserve behalten" (4.2.5.b): the Reserve limit.
        PlayerRef who = subj.part() == null ? defaultActor : player(firstPhrase(subj.part()));
        if (subj.part() != null) {
          c.used.add(subj.part());
        }
        ObjectPartContext o = object(c, "how many more cards ('eine weitere Karte')");
        ObjectPhraseContext p = firstPhrase(o);
        if (!(p instanceof QuantifiedPhraseContext q) || !(q.determiner() instanceof CountDetContext cd)) {
          throw error(o, "expected how many more cards ('eine weitere Karte'), found '" + words(o) + "'");
        }
        Limit limit = Limit.RESERVE;
        if (q.postFilters() != null && q.postFilters().postFilter(0) instanceof InFilterContext in
            && in.placeList().placeRef(0) instanceof ObjectPlaceContext op) {
          Zone z = zone(op.objectPhrase());
          limit = switch (z.kind()) {
            case RESERVE -> Limit.RESERVE;
            case LANDMARK_ZONE -> Limit.LANDMARK;
            default -> throw error(in, "expected 'in Reserve' or 'in deinen Wahrzeichen', found '" + words(in) + "'");
          };
        }
        c.take(TimingPartContext.class);
        return new Statement.LimitChange(limit, Optional.of(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s)),
            Optional.empty(), 1, Optional.of(quantity(cd.quantity())), s);
      }
      case "beginnen" -> {
        ObjectRef subject = subjectObject(c, subj);
        ObjectPartContext game = object(c, "'das Spiel'");
        WithPartContext with = c.takeOne(WithPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected 'mit' and counters, found nothing"));
        if (!(with.counterAmount() instanceof SomeCountersContext some)) {
          throw error(with, "expected counters such as 'mit 5 Heldentumszählern', found '" + words(with) + "'");
        }
        return new Statement.BeginsWith(subject, quantity(some.quantity()), counter(some.counterNoun()), s);
      }
      case "bleiben" -> {
        ObjectRef subject = subjectObject(c, subj);
        Status status;
        if (c.takeAdverb("erschöpft")) {
          status = Status.EXHAUSTED;
        } else {
          StatusPartContext sp = c.takeOne(StatusPartContext.class)
              .orElseThrow(() -> error(c.verbCtx(), "expected a status they remain in, found none"));
          status = status(sp.statusList().STATUS(0));
        }
        Optional<Phase> during = Optional.empty();
        for (TimingPartContext t : c.take(TimingPartContext.class)) {
          during = Optional.of(duringPhase(t.timing()));
        }
        return new Statement.Remains(subject, status, during, s);
      }
      case "gewähren" -> {
        return supportCounters(c, subj, s);
      }
      case "fungieren" -> {
        // "Ich fungiere nur als Manakugel": I can't be played (a Mana card).
        ObjectRef subject = subjectObject(c, subj);
        if (!c.takeAdverb("nur als manakugel") && !(c.takeAdverb("nur") && c.takeAdverb("als manakugel"))) {
          throw error(c.verbCtx(), "expected 'nur als Manakugel', found '" + words(c.ctx) + "'");
        }
        return new Statement.Cannot(subject, new Statement.Restricted.Undergo(ObjectAction.PLAYED, Optional.empty(),
            span(c.ctx)), s);
      }
      case "ignorieren" -> {
        ObjectPartContext o = object(c, "whose abilities to ignore");
        if (!(firstPhrase(o) instanceof PossessedPhraseContext q)
            || !isNoun(q.nounGroup(), "fähigkeiten", "fähigkeit")) {
          // "Ignoriere meine Fähigkeit am ersten Tag": a card with one ability says it in the singular.
          throw error(o, "expected whose abilities ('meine Fähigkeiten'), found '" + words(o) + "'");
        }
        return new Statement.AbilitiesIgnored(possessive(q.possessiveWord(), false), s);
      }
      case "erhöhen", "reduzieren", "verringern", "senken" -> {
        return limitChange(c, subj, s);
      }
      case "aktivieren" -> {
        if (c.passive) {
          return abilitiesCannotActivate(c, subj, s);
        }
        // "Du kannst dies nur aktivieren": a restriction on this quick action; its condition follows.
        if (subj.part() != null) {
          c.used.add(subj.part());
        }
        c.takeAdverb("nur");
        c.takeOne(ThisPartContext.class);
        // "Du kannst dies nur einmal pro Runde aktivieren" (English "Activate this only once per turn").
        Optional<TimesPerPartContext> per = c.takeOne(TimesPerPartContext.class);
        if (per.isPresent()) {
          TimesPerPartContext p = per.get();
          int times = switch (p.getStart().getText().toLowerCase(Locale.ROOT)) {
            case "einmal" -> 1;
            case "zweimal" -> 2;
            default -> 3;
          };
          Vocabulary.Period period = switch (p.getStop().getText().toLowerCase(Locale.ROOT)) {
            case "runde" -> Vocabulary.Period.TURN;
            case "tag" -> Vocabulary.Period.DAY;
            default -> Vocabulary.Period.AFTERNOON;
          };
          return new Statement.ActivationRestriction(Optional.empty(),
              Optional.of(new Quantity.Literal(times, span(p))), Optional.of(period), s);
        }
        return new Statement.ActivationRestriction(Optional.empty(), Optional.empty(), Optional.empty(), s);
      }
      default -> {
        return cannot(c, subj, s);
      }
    }
  }

  private ImmutableList<Statement.Grant> grants(Clause c) {
    List<Statement.Grant> grants = new ArrayList<>();
    for (ParserRuleContext p : c.parts) {
      if (c.used.contains(p)) {
        continue;
      }
      if (p instanceof KeywordPartContext kp) {
        for (TerminalNode k : kp.keywordList().KW_ABILITY()) {
          grants.add(keywordGrant(k, kp));
        }
      } else if (p instanceof StatusPartContext sp) {
        for (TerminalNode t : sp.statusList().STATUS()) {
          grants.add(new Statement.Grant.StatusGrant(status(t), span(t)));
        }
      } else if (p instanceof QuotePartContext q) {
        grants.add(new Statement.Grant.AbilityGrant(quoted(q.quotedAbility().quotedBody()), span(q)));
      } else if (p instanceof QuotePart2Context q) {
        grants.add(new Statement.Grant.AbilityGrant(quoted(q.quotedAbility().quotedBody()), span(q.quotedAbility())));
      } else {
        continue;
      }
      c.used.add(p);
    }
    if (grants.isEmpty()) {
      throw error(c.verbCtx(), "expected a keyword, status or quoted ability, found none");
    }
    return list(grants);
  }

  private Statement.Grant.KeywordGrant keywordGrant(TerminalNode kwNode, ParserRuleContext k) {
    SourceSpan s = span(k);
    GermanLexicon.KeywordWithParameter kw = GermanLexicon.ability(inside(kwNode)).orElseThrow();
    Optional<Quantity> parameter = kw.parameter().map(p -> p.equalsIgnoreCase("x") ? (Quantity) new Quantity.X(0, s)
        : new Quantity.Literal(Integer.parseInt(p), s));
    if (kw.id().parameterized() != parameter.isPresent()) {
      throw error(k, kw.id().parameterized() ? "expected a number in " + kwNode.getText() + " (such as [Robust 1])"
          : "expected no number in " + kwNode.getText());
    }
    return new Statement.Grant.KeywordGrant(kw.id(), parameter, s);
  }

  /** What "sein" says: a keyword or status held, free, a terrain, statistics, not playable. */
  private Statement beStatement(Clause c, Subject subj, SourceSpan s) {
    Optional<PossessedTerrainPartContext> own = c.takeOne(PossessedTerrainPartContext.class);
    if (own.isPresent()) {
      // "meine {V}, {M} und {O} sind so hoch wie meine höchste Statistik": my statistics are set (2.2.11).
      PossessedTerrainPartContext t = own.get();
      List<Terrain> stats = new ArrayList<>();
      for (TerrainSymbolContext ts : t.terrainSymbol()) {
        stats.add(terrain(ts));
      }
      Possessor owner = possessive(t.possessiveWord(), false);
      ObjectRef of = owner instanceof Possessor.OfObject o ? o.object() : new ObjectRef.Self(span(t));
      EqualToPartContext eq = c.takeOne(EqualToPartContext.class)
          .orElseThrow(() -> error(t, "expected what they are ('so hoch wie ...'), found nothing"));
      return new Statement.Has(of, ImmutableList.of(new Statement.Grant.Statistics(list(stats),
          Statement.Grant.Statistics.Change.SET, quantity(eq.quantity()), span(eq.quantity()))), s);
    }
    Optional<TerrainPartContext> terrain = c.takeOne(TerrainPartContext.class);
    if (terrain.isPresent() && c.hasPart(EqualToPartContext.class)) {
      // "{V}, {M} und {O} der Charaktere in meiner Expedition sind so hoch wie ihre höchste Statistik".
      TerrainPartContext t = terrain.get();
      List<Terrain> stats = new ArrayList<>();
      for (TerrainSymbolContext ts : t.terrainSymbol()) {
        stats.add(terrain(ts));
      }
      if (t.postFilter().size() != 1 || !(t.postFilter(0) instanceof GenitiveFilterContext g)) {
        throw error(t, "expected whose statistics ('der Charaktere ...'), found '" + words(t) + "'");
      }
      ObjectRef of = genitiveObject(g.genitive(), true);
      EqualToPartContext eq = c.takeOne(EqualToPartContext.class).orElseThrow();
      Quantity value = quantity(eq.quantity());
      return new Statement.Has(of, ImmutableList.of(new Statement.Grant.Statistics(list(stats),
          Statement.Grant.Statistics.Change.SET, value, span(eq.quantity()))), s);
    }
    if (terrain.isPresent()) {
      // "Meine Region ist zusätzlich zu den anderen Geländetypen auch {V}", "Alle Regionen sind {O} und ...".
      if (terrain.get().terrainSymbol().size() != 1) {
        throw error(terrain.get(), "expected one terrain, found several");
      }
      Terrain tr = terrain(terrain.get().terrainSymbol(0));
      ImmutableList<Statement.Region> regions = regions(subj, c);
      c.takeAdverb("auch");
      if (c.takeOne(InAdditionPartContext.class).isPresent()) {
        return new Statement.TerrainAdded(regions, tr, s);
      }
      expectTerrainLoss = terrain.get();
      return new Statement.TerrainSet(regions, tr, s);
    }
    ObjectRef subject = subjectObject(c, subj);
    if (c.takeAdverb("kostenlos")) {
      return new Statement.Free(subject, s);
    }
    if (c.takeAdverb("unspielbar") || c.adverb("spielbar") && c.takeAdverb("nicht") && c.takeAdverb("spielbar")) {
      // "Ich bin nicht spielbar, aber fungiere als Manakugel".
      return new Statement.Cannot(subject, new Statement.Restricted.Undergo(ObjectAction.PLAYED, Optional.empty(),
          span(c.ctx)), s);
    }
    return new Statement.Has(subject, grants(c), s);
  }

  private ImmutableList<Statement.Region> regions(Subject subj, Clause c) {
    if (subj.part() == null) {
      throw error(c.ctx, "expected which regions ('Meine Region'), found none");
    }
    c.used.add(subj.part());
    List<Statement.Region> out = new ArrayList<>();
    for (ObjectPhraseContext p : subj.part().objectList().objectPhrase()) {
      SourceSpan s = span(p);
      if (p instanceof PossessedPhraseContext q && isNoun(q.nounGroup(), "region") && q.postFilters() == null) {
        out.add(new Statement.Region.Own(possessive(q.possessiveWord(), false), s));
      } else if (p instanceof QuantifiedPhraseContext q && isNoun(q.nounGroup(), "region")
          && q.determiner() instanceof TheDetContext && q.postFilters() != null
          && q.postFilters().postFilter().size() == 1
          && q.postFilters().postFilter(0) instanceof GenitiveFilterContext g) {
        out.add(new Statement.Region.OfExpedition(genitiveObject(g.genitive(), false), s));
      } else if (p instanceof QuantifiedPhraseContext q && isNoun(q.nounGroup(), "regionen")
          && q.determiner() instanceof AllDetContext) {
        out.add(new Statement.Region.All(s));
      } else {
        throw error(p, "expected a region ('Meine Region', 'Alle Regionen'), found '" + words(p) + "'");
      }
    }
    return list(out);
  }

  /** "Ich koste {2} weniger", "Karten ... kosten {1} mehr", "Diese Aktion kostet {1} mehr". */
  private Statement costStatement(Clause c, Subject subj, SourceSpan s) {
    if (subj.part() != null && words(subj.part()).equals("diese aktion")) {
      c.used.add(subj.part());
      ManaPartContext m = c.takeOne(ManaPartContext.class)
          .orElseThrow(() -> error(c.verbCtx(), "expected how much more ('{1} mehr'), found nothing"));
      return new Statement.ActionCostsMore(manaAmount(m.manaAmount()), s);
    }
    ObjectRef subject = subjectObject(c, subj);
    if ("können".equals(c.modal) && c.negated()) {
      // "Charaktere, die dein Gegner spielt, können nicht weniger als {2} kosten".
      c.takeAdverb("nicht");
      ComparisonPartContext cmp = c.takeOne(ComparisonPartContext.class)
          .orElseThrow(() -> error(c.verbCtx(), "expected 'weniger als {2}', found nothing"));
      if (!has(cmp.comparison(), "weniger") || cmp.comparison().manaAmount() == null) {
        throw error(cmp, "expected 'weniger als {2}', found '" + words(cmp) + "'");
      }
      return new Statement.MinimumCost(subject, manaAmount(cmp.comparison().manaAmount()), s);
    }
    ManaPartContext m = c.takeOne(ManaPartContext.class)
        .orElseThrow(() -> error(c.verbCtx(), "expected how much less or more ('{1} weniger'), found nothing"));
    if (!has(m, "weniger") && !has(m, "mehr")) {
      throw error(m, "expected 'weniger' or 'mehr' after " + m.getText());
    }
    Optional<ObjectRef> per = Optional.empty();
    Optional<PerPartContext> perPart = c.takeOne(PerPartContext.class);
    if (perPart.isPresent()) {
      per = Optional.of(perObject(perPart.get().objectPhrase()));
    }
    Optional<Quantity> min = minimum(c);
    return new Statement.CostChange(subject, manaAmount(m.manaAmount()), has(m, "mehr"), Optional.empty(), min, per,
        s);
  }

  /**
   * ", wenn ..." after a cost: "Ich koste {2} weniger, wenn ich in einer Expedition ohne Charaktere gespielt werde"
   * (where it is played), "kosten andere Charaktere {1} weniger, wenn du sie aus deiner Reserve spielst, mindestens
   * aber {1}" (you may play them from there for less: the AST of "you may play ... for {1} less").
   */
  private ImmutableList<Step> whenTail(ImmutableList<Step> steps, WhenTailContext tail) {
    SubClauseContext when = tail.subClause();
    if (steps.size() != 1 || !(steps.get(0) instanceof Step.Continuous k)
        || !(k.statement() instanceof Statement.CostChange cc) || cc.toPlayIn().isPresent()) {
      throw error(when, "expected 'wenn ...' after a cost ('kostet {1} weniger'), found it after something else");
    }
    List<Clause> clauses = clausesOf(when);
    Clause w = clauses.get(0);
    if (clauses.size() != 1 || !w.lemma.equals("spielen")) {
      throw error(when, "expected 'wenn ... gespielt werde' or 'wenn du sie aus ... spielst', found '"
          + words(when) + "'");
    }
    if (!w.passive) {
      Subject by = subjectOf(w);
      if (cc.more() || by.part() == null || cc.minimum().isPresent() || cc.per().isPresent()) {
        throw error(when, "expected 'wenn du sie aus ... spielst' after '... weniger', found '" + words(when) + "'");
      }
      w.used.add(by.part());
      PlayerRef player = player(firstPhrase(by.part()));
      ObjectPartContext them = object(w, "what is played ('sie')");
      if (!(firstPhrase(them) instanceof PronounPhraseContext)) {
        throw error(them, "expected 'sie' (the cards that cost less), found '" + words(them) + "'");
      }
      Zone from = fromZone(w).orElseThrow(() -> error(when, "expected where they are played from, found nothing"));
      checkAllRead(w);
      Optional<Quantity> min = tail.minimum() == null ? Optional.empty() : Optional.of(manaAmount(tail.minimum()
          .manaAmount()));
      SourceSpan s = k.span();
      Step play = new Step.Play(player, cc.subject(), Optional.of(from), Optional.empty(),
          new Step.PlayCost.Reduced(cc.mana(), min, span(tail)), false, s);
      return ImmutableList.of(new Step.May(player, ImmutableList.of(play), false, s));
    }
    if (tail.minimum() != null) {
      throw error(tail.minimum(), "expected no minimum here, found one");
    }
    Subject subj = subjectOf(w);
    if (subj.part() == null || !(firstPhrase(subj.part()) instanceof SelfPhraseContext)) {
      throw error(when, "expected 'wenn ich in ... gespielt werde', found '" + words(when) + "'");
    }
    w.used.add(subj.part());
    InPartContext in = w.takeOne(InPartContext.class)
        .orElseThrow(() -> error(when, "expected where it is played ('in einer Expedition ...'), found nothing"));
    ObjectRef where = obj(((ObjectPlaceContext) in.placeList().placeRef(0)).objectPhrase(), false);
    checkAllRead(w);
    Statement.CostChange out = new Statement.CostChange(cc.subject(), cc.mana(), cc.more(), Optional.of(where),
        cc.minimum(), cc.per(), cc.span());
    return ImmutableList.of(new Step.Continuous(out, k.duration(), k.span()));
  }

  /** "Ich kann [[Vergänglich]] erhalten, selbst falls ich bereits [[Vergänglich]] war" (2.4.1.g). */
  private ImmutableList<Step> canGainAgain(ImmutableList<Step> steps, SubClauseContext evenIf,
      ParserRuleContext where) {
    if (steps.size() != 1 || !(steps.get(0) instanceof Step.Continuous k)
        || !(k.statement() instanceof Statement.CanGainAgain g)) {
      throw error(evenIf, "expected 'selbst falls ...' after 'kann ... erhalten', found it after something else");
    }
    Condition cond = condition(evenIf);
    if (!(cond instanceof Condition.HasStatus h) || h.anyOf().size() != 1 || h.anyOf().get(0) != g.status()) {
      throw error(evenIf, "expected 'selbst falls ich bereits " + g.status() + " war', found '" + words(evenIf) + "'");
    }
    return steps;
  }

  /** "X kann nicht ...", "X können keine Zähler erhalten", "X kann sich nicht vorwärts bewegen". */
  private Statement cannot(Clause c, Subject subj, SourceSpan s) {
    ObjectRef subject = subjectObject(c, subj);
    boolean not = c.takeAdverb("nicht");
    switch (c.lemma) {
      case "bewegen" -> {
        Direction d = direction(c);
        Optional<Terrain> dueTo = c.takeOne(DueToPartContext.class).map(p -> terrain(p.terrainSymbol()));
        Optional<Terrain> except = c.takeOne(ExceptDueToContext.class).map(p -> terrain(p.terrainSymbol()));
        Optional<Phase> during = Optional.empty();
        for (TimingPartContext t : c.all(TimingPartContext.class)) {
          if (!c.used.contains(t) && (t.timing() instanceof DuringPhaseTimingContext)) {
            c.used.add(t);
            during = Optional.of(duringPhase(t.timing()));
          }
        }
        return new Statement.Cannot(subject, new Statement.Restricted.Move(d, dueTo, except, during, span(c.ctx)), s);
      }
      case "erhalten" -> {
        if (c.hasPart(StatusPartContext.class) && c.adverb("selbst") == false && not) {
          StatusPartContext sp = c.takeOne(StatusPartContext.class).orElseThrow();
          return new Statement.Cannot(subject, new Statement.Restricted.GainStatus(status(sp.statusList().STATUS(0)),
              span(sp)), s);
        }
        if (!not) {
          Optional<StatusPartContext> sp = c.takeOne(StatusPartContext.class);
          Optional<CountersPartContext> cp = c.takeOne(CountersPartContext.class);
          if (cp.isPresent() && cp.get().counterAmount() instanceof NoCountersContext none) {
            return new Statement.Cannot(subject, new Statement.Restricted.GainCounters(counter(none.counterNoun()),
                span(cp.get())), s);
          }
          if (sp.isPresent()) {
            // "Ich kann [[Vergänglich]] erhalten, selbst falls ..." (the condition follows).
            return new Statement.CanGainAgain(subject, status(sp.get().statusList().STATUS(0)), s);
          }
        }
        CountersPartContext cp = c.takeOne(CountersPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected what cannot be gained, found nothing"));
        Counter counter = cp.counterAmount() instanceof NoCountersContext none ? counter(none.counterNoun())
            : cp.counterAmount() instanceof PossessedCountersContext pc ? counter(pc.counterNoun()) : null;
        if (counter == null) {
          throw error(cp, "expected 'keine Zähler', found '" + words(cp) + "'");
        }
        return new Statement.Cannot(subject, new Statement.Restricted.GainCounters(counter, span(cp)), s);
      }
      default -> {
        if (!not) {
          throw error(c.verbCtx(), "expected 'nicht', found none");
        }
        if (c.passive) {
          ObjectAction action = objectAction(c.lemma)
              .orElseThrow(() -> error(c.verbCtx(), "expected what cannot be done to it, found '" + c.lemma + "'"));
          Optional<ObjectRef> by = Optional.empty();
          return new Statement.Cannot(subject, new Statement.Restricted.Undergo(action, by, span(c.ctx)), s);
        }
        KeywordAction action = keywordActionVerb(c)
            .orElseThrow(() -> error(c.verbCtx(), "expected what is not possible, found '" + c.lemma + "'"));
        return new Statement.Cannot(subject, new Statement.Restricted.Keyword(action, span(c.ctx)), s);
      }
    }
  }

  private Optional<KeywordAction> keywordActionVerb(Clause c) {
    Optional<ActionPartContext> a = c.takeOne(ActionPartContext.class);
    if (a.isPresent()) {
      return GermanLexicon.action(inside(a.get().KW_ACTION()));
    }
    return switch (c.lemma) {
      case "aufsteigen" -> Optional.of(KeywordAction.ASCEND);
      case "überlaufen" -> Optional.of(KeywordAction.DEFECT);
      default -> Optional.empty();
    };
  }

  /** Things done to objects, in the passive ("geopfert", "gespielt", "abgelegt"). */
  private static Optional<ObjectAction> objectAction(String lemma) {
    return Optional.ofNullable(switch (lemma) {
      case "opfern" -> ObjectAction.SACRIFICED;
      case "spielen" -> ObjectAction.PLAYED;
      case "schicken" -> ObjectAction.SENT;
      case "zurückschicken", "zurückholen" -> ObjectAction.RETURNED;
      case "legen" -> ObjectAction.PUT;
      case "ablegen" -> ObjectAction.DISCARDED;
      case "erschöpfen" -> ObjectAction.EXHAUSTED;
      case "bereitstellen" -> ObjectAction.READIED;
      case "wählen" -> ObjectAction.TARGETED;
      case "aufdecken" -> ObjectAction.REVEALED;
      case "ziehen" -> ObjectAction.DRAWN;
      case "erschaffen" -> ObjectAction.CREATED;
      default -> null;
    });
  }

  /** "Dein Reserve-Limit wird um 1 erhöht", "Alle Reserve-Limits werden um 1 reduziert" (4.2.5.b). */
  private Statement limitChange(Clause c, Subject subj, SourceSpan s) {
    if (subj.part() == null) {
      throw error(c.ctx, "expected which limit ('Dein Reserve-Limit'), found none");
    }
    c.used.add(subj.part());
    ObjectPhraseContext p = firstPhrase(subj.part());
    Limit limit = limitOf(p);
    Optional<PlayerRef> player = Optional.empty();
    if (p instanceof PossessedPhraseContext q) {
      Possessor owner = possessive(q.possessiveWord(), true);
      if (!(owner instanceof Possessor.OfPlayer pl)) {
        throw error(q, "expected a player's limit ('Dein'), found an object's");
      }
      player = Optional.of(pl.player());
    } else if (!(p instanceof QuantifiedPhraseContext q && q.determiner() instanceof AllDetContext)) {
      throw error(p, "expected 'Dein Reserve-Limit' or 'Alle Reserve-Limits', found '" + words(p) + "'");
    }
    ByPartContext by = c.takeOne(ByPartContext.class)
        .orElseThrow(() -> error(c.verbCtx(), "expected by how much ('um 1'), found nothing"));
    Quantity amount = by.quantity() != null ? quantity(by.quantity()) : manaAmount(by.manaAmount());
    int sign = c.lemma.equals("erhöhen") ? 1 : -1;
    return new Statement.LimitChange(limit, player, Optional.empty(), sign, Optional.of(amount), s);
  }

  /** "Reserve-Limit", "Wahrzeichen-Limit". */
  private Limit limitOf(ObjectPhraseContext p) {
    NounGroupContext g = nounGroupOf(p);
    if (g != null && g.nounItem().size() == 1 && g.nounItem(0).nounPrefix().size() == 1) {
      String w = words(g.nounItem(0).noun());
      NounPrefixContext prefix = g.nounItem(0).nounPrefix(0);
      if (w.startsWith("limit")) {
        if (prefix instanceof ReservePrefixContext) {
          return Limit.RESERVE;
        }
        if (prefix instanceof LandmarkPrefixContext) {
          return Limit.LANDMARK;
        }
      }
    }
    throw error(p, "expected a limit ('Reserve-Limit'), found '" + words(p) + "'");
  }

  /** "Die Fähigkeiten {j}, {h} und {r} der mir gegenüberstehenden Charaktere können nicht aktiviert werden". */
  private Statement abilitiesCannotActivate(Clause c, Subject subj, SourceSpan s) {
    if (subj.part() == null) {
      throw error(c.ctx, "expected which abilities, found none");
    }
    c.used.add(subj.part());
    if (!c.takeAdverb("nicht")) {
      throw error(c.verbCtx(), "expected 'nicht', found none");
    }
    AbilitiesOf a = abilitiesOf(firstPhrase(subj.part()));
    return new Statement.AbilitiesCannotActivate(a.kinds(), a.of(), s);
  }

  /** "Die Unterstützungsfähigkeiten von Karten in der Reserve können ihnen einen zusätzlichen Zähler ... gewähren". */
  private Statement supportCounters(Clause c, Subject subj, SourceSpan s) {
    if (subj.part() == null) {
      throw error(c.ctx, "expected whose Support abilities, found none");
    }
    c.used.add(subj.part());
    ObjectPhraseContext p = firstPhrase(subj.part());
    if (!(p instanceof QuantifiedPhraseContext q) || !isNoun(q.nounGroup(), "unterstützungsfähigkeiten")
        || q.postFilters() == null || q.postFilters().postFilter().size() != 1
        || !(q.postFilters().postFilter(0) instanceof OfFilterContext of)) {
      throw error(p, "expected 'Die Unterstützungsfähigkeiten von ...', found '" + words(p) + "'");
    }
    ObjectRef objects = obj(of.objectPhrase(), true);
    object(c, "who gets the counters ('ihnen')");
    CountersPartContext cp = c.takeOne(CountersPartContext.class)
        .orElseThrow(() -> error(c.verbCtx(), "expected how many counters, found nothing"));
    Optional<Quantity> extra;
    if (cp.counterAmount() instanceof OneMoreCounterContext one) {
      extra = Optional.of(new Quantity.Literal(1, span(one)));
    } else if (cp.counterAmount() instanceof MoreCountersContext) {
      extra = Optional.empty();
    } else {
      throw error(cp, "expected 'einen zusätzlichen Zähler' or 'zusätzliche Zähler', found '" + words(cp) + "'");
    }
    c.takeOne(InAdditionPartContext.class);
    c.take(ToPartContext.class);
    return new Statement.LimitChange(Limit.SUPPORT_COUNTERS, Optional.empty(), Optional.of(objects), 1, extra, s);
  }

  // ===================================================================================================================
  // Modifiers (6.2): "Falls X würde, ..."
  // ===================================================================================================================

  /** The event of "Falls ich [[Vergänglich]] erhalten würde" (and its "während ..." condition), if it is one. */
  private Optional<Statement.Would> would(SubClauseContext ctx) {
    List<Clause> clauses = clausesOf(ctx);
    if (clauses.size() != 1 || !clauses.get(0).would) {
      return Optional.empty();
    }
    Clause c = clauses.get(0);
    Optional<Condition> whilst = Optional.empty();
    Event event = event(c, subjectOf(c), false);
    return Optional.of(new Statement.Would(event, whilst, span(ctx)));
  }

  private Sentence replacement(Statement.Would would, StepSequenceContext stepsCtx, SourceSpan s) {
    ImmutableList<Step> steps = steps(stepsCtx);
    Statement.Replacement.Kind kind;
    if (!steps.isEmpty() && steps.get(0) instanceof Step.Modified m && m.modifiers().size() == 1
        && m.modifiers().get(0) instanceof Step.Modifier.Instead && steps.size() == 1) {
      kind = Statement.Replacement.Kind.INSTEAD;
      steps = ImmutableList.of(m.step());
    } else if (!steps.isEmpty() && steps.get(0) instanceof Step.Reveal r && r.also()) {
      // "..., decke auch die oberste Karte deines Decks auf": also (6.2.c).
      kind = Statement.Replacement.Kind.ALSO;
      List<Step> out = new ArrayList<>(steps);
      out.set(0, new Step.Reveal(r.actor(), r.objects(), false, r.span()));
      steps = list(out);
    } else if (steps.size() == 1 && steps.get(0) instanceof Step.RollMore) {
      // "wirf zusätzlich einen mehr": roll that many plus one, instead of the roll.
      kind = Statement.Replacement.Kind.INSTEAD;
    } else if (mentionsInstead(steps)) {
      kind = Statement.Replacement.Kind.INSTEAD_INSIDE;
    } else if (!steps.isEmpty() && steps.get(0) instanceof Step.Modified m && m.modifiers().size() == 1
        && m.modifiers().get(0) instanceof Step.Modifier.Instead) {
      kind = Statement.Replacement.Kind.INSTEAD;
      List<Step> out = new ArrayList<>(steps);
      out.set(0, m.step());
      steps = list(out);
    } else {
      kind = Statement.Replacement.Kind.MODIFY;
    }
    Statement.Replacement r = new Statement.Replacement(would, kind, steps, s);
    return new Sentence.Steps(ImmutableList.of(new Step.Continuous(r, Optional.empty(), s)), s);
  }

  private static boolean mentionsInstead(List<Step> steps) {
    for (Step st : steps) {
      if (st instanceof Step.Modified m && m.modifiers().stream().anyMatch(x -> x instanceof Step.Modifier.Instead)) {
        return true;
      }
      if (st instanceof Step.May m && mentionsInstead(m.steps())) {
        return true;
      }
      if (st instanceof Step.Internal i && (mentionsInstead(i.cost()) || mentionsInstead(List.of(i.effect())))) {
        return true;
      }
    }
    return false;
  }

  // ===================================================================================================================
  // Events (triggers 6.3, modifiers 6.2)
  // ===================================================================================================================

  private Event event(SubClauseContext ctx) {
    List<Clause> clauses = clausesOf(ctx);
    Clause head = clauses.get(0);
    Subject subj = subjectOf(head);
    if (clauses.size() == 1) {
      return event(head, subj, reflexive);
    }
    // "Wenn ein Gegner eine oder mehrere Karten zieht oder [Nachschub] nutzt": any of them.
    List<Event> events = new ArrayList<>();
    PlayerRef player = null;
    for (Clause c : clauses) {
      if (player == null) {
        if (subj.part() == null || !isPlayerPhrase(firstPhrase(subj.part()))) {
          throw error(ctx, "expected a player doing one thing or another, found '" + words(ctx) + "'");
        }
        head.used.add(subj.part());
        player = player(firstPhrase(subj.part()));
      }
      events.add(playerEvent(c, player, span(c.ctx)));
    }
    return new Event.AnyOf(list(events), span(ctx));
  }

  /** Whether the event is read in a "Wenn ... —" sentence of an effect (a step of the same effect: "this way"). */
  private boolean reflexive;

  private Event event(Clause c, Subject subj, boolean thisWay) {
    SourceSpan s = span(c.ctx);
    Event e;
    if (subj.part() != null && isPlayerPhrase(firstPhrase(subj.part())) || subj.part() == null && !c.passive) {
      PlayerRef player = subj.part() == null ? defaultActor : player(firstPhrase(subj.part()));
      if (subj.part() != null) {
        c.used.add(subj.part());
      }
      e = playerEvent(c, player, s);
    } else {
      joinSubject = "anschließen".equals(c.lemma);
      ObjectRef subject;
      try {
        subject = subjectObject(c, subj);
      } finally {
        joinSubject = false;
      }
      e = objectEvent(c, subject, s);
    }
    checkAllRead(c);
    return e;
  }

  /**
   * "Wenn sich ein anderer Charakter meiner Expedition anschließt": with "sich" first, "meiner Expedition" (dative,
   * what is joined) follows the subject and reads like its genitive; the subject of "anschließen" leaves it to the
   * verb.
   */
  private boolean joinSubject;
  private GenitiveContext joinedGenitive;

  private static boolean isOwnExpedition(GenitiveContext g) {
    if (g.genitiveHead() != null && g.genitiveHead().getText().equalsIgnoreCase("der") && g.adjective().size() == 1
        && g.adjective(0) instanceof FacingAdjContext && g.postFilters() == null
        && g.nounItem().getText().equalsIgnoreCase("expedition")) {
      // "Wenn sich ein Charakter der mir gegenüberstehenden Expedition anschließt": the Expedition facing me.
      return true;
    }
    if (g.genitiveHead() == null || !g.adjective().isEmpty() || g.postFilters() != null) {
      return false;
    }
    String head = g.genitiveHead().getText().toLowerCase(Locale.ROOT);
    return (head.equals("meiner") || head.equals("deiner"))
        && g.nounItem().getText().toLowerCase(Locale.ROOT).equals("expedition");
  }

  /** The Expedition a genitive left to "anschließen" names: "meiner Expedition", "deiner Expedition". */
  private Place joinedExpedition(GenitiveContext g) {
    SourceSpan gs = span(g);
    if (!g.adjective().isEmpty()) {
      return new Place.InObject(genitiveObject(g, false), gs);
    }
    Possessor owner = g.genitiveHead().getText().equalsIgnoreCase("meiner")
        ? new Possessor.OfObject(new ObjectRef.Self(gs), gs)
        : new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), gs), gs);
    NounGroup nouns = new NounGroup(ImmutableList.of(new Noun.Type(ObjectType.EXPEDITION, gs)), false, gs);
    return new Place.InObject(new ObjectRef.Possessed(owner, ImmutableList.of(), nouns, ImmutableList.of(), gs), gs);
  }

  private Event playerEvent(Clause c, PlayerRef player, SourceSpan s) {
    switch (c.lemma) {
      case "spielen" -> {
        ObjectRef what = objList(object(c, "what is played").objectList());
        Hoisted h = hoistFrom(what, fromZone(c));
        return new Event.Plays(player, h.objects(), h.from(), s);
      }
      case "erschöpfen" -> {
        return new Event.Exhausts(player, objList(object(c, "what is exhausted").objectList()), s);
      }
      case "opfern" -> {
        return new Event.Sacrifices(player, objList(object(c, "what is sacrificed").objectList()), s);
      }
      case "erschaffen" -> {
        return new Event.Creates(player, objList(object(c, "what is created").objectList()), s);
      }
      case "ziehen" -> {
        ObjectPartContext o = object(c, "how many cards");
        ObjectPhraseContext p = firstPhrase(o);
        if (p instanceof QuantifiedPhraseContext q && isNoun(q.nounGroup(), "karte", "karten")) {
          if (q.determiner() instanceof OneOrMoreDetContext) {
            return new Event.Draws(player, new Quantity.Literal(1, span(q.determiner())), true, s);
          }
          if (q.determiner() instanceof OrMoreDetContext om && has(om, "mehr")) {
            return new Event.Draws(player, quantity(om.quantity()), true, s);
          }
          if (q.determiner() instanceof CountDetContext cd) {
            return new Event.Draws(player, quantity(cd.quantity()), false, s);
          }
        }
        throw error(o, "expected how many cards are drawn ('eine oder mehrere Karten'), found '" + words(o) + "'");
      }
      case "würfeln", "werfen" -> {
        Optional<DieResultPartContext> result = c.takeOne(DieResultPartContext.class);
        if (result.isPresent()) {
          boolean thisWay = c.takeOne(ThisWayPartContext.class).isPresent() || reflexive;
          return new Event.RollsResult(player, dieRange(result.get().dieRange()), thisWay, s);
        }
        if (c.takeOne(DiceOrMorePartContext.class).isPresent()) {
          return new Event.Rolls(player, new Quantity.Literal(1, s), true, s);
        }
        Optional<DicePartContext> dice = c.takeOne(DicePartContext.class);
        return new Event.Rolls(player, dice.isPresent() ? diceCount(dice.get()) : new Quantity.Literal(1, s), false,
            s);
      }
      case "aufdecken" -> {
        c.takeOne(ThisWayPartContext.class);
        return new Event.Reveals(player, objList(object(c, "what is revealed").objectList()), s);
      }
      case "passen" -> {
        // "Wenn du zuerst passt" (4.2.3.c).
        return new Event.Passes(player, c.takeAdverb("zuerst"), s);
      }
      case "nutzen", "benutzen" -> {
        ActionPartContext a = c.takeOne(ActionPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected a keyword action such as [Nachschub], found nothing"));
        return new Event.DoesKeyword(player, GermanLexicon.action(inside(a.KW_ACTION())).orElseThrow(), s);
      }
      default -> throw error(c.verbCtx(), "expected an event such as 'du einen Charakter spielst', found '"
          + c.lemma + "'");
    }
  }

  private Event objectEvent(Clause c, ObjectRef subject, SourceSpan s) {
    if (c.passive) {
      return undergoes(c, subject, s);
    }
    switch (c.lemma) {
      case "erhalten" -> {
        for (ParserRuleContext p : c.parts) {
          if (c.used.contains(p)) {
            continue;
          }
          if (p instanceof CountersPartContext cp) {
            c.used.add(p);
            CounterAmountContext a = cp.counterAmount();
            if (a instanceof ComparedCountersContext cc && cc.counterCount() instanceof AtLeastCountersContext al) {
              return new Event.Gains(subject, new Step.Gainable.Counters(quantity(al.quantity()),
                  counter(al.counterNoun()), span(al)), true, s);
            }
            if (a instanceof ComparedCountersContext cc && cc.counterCount() instanceof OrMoreCountersContext om
                && has(om, "mehr")) {
              return new Event.Gains(subject, new Step.Gainable.Counters(quantity(om.quantity()),
                  counter(om.counterNoun()), span(om)), true, s);
            }
            if (a instanceof NthCounterContext nth) {
              return new Event.Gains(subject, new Step.Gainable.NthCounter(possessive(nth.possessiveWord(), false),
                  new Quantity.Literal(ordinal(nth.ordinal()), span(nth.ordinal())), counter(nth.counterNoun()),
                  span(nth)), false, s);
            }
            throw error(p, "expected 'mindestens 1 Verstärkung' or a status, found '" + words(p) + "'");
          }
          if (p instanceof StatusPartContext sp) {
            c.used.add(p);
            return new Event.Gains(subject, new Step.Gainable.StatusOf(status(sp.statusList().STATUS(0)), span(sp)),
                false, s);
          }
        }
        throw error(c.verbCtx(), "expected what is gained, found nothing");
      }
      case "gehen" -> {
        List<Zone> from = new ArrayList<>();
        Zone to = null;
        for (ParserRuleContext p : c.parts) {
          if (c.used.contains(p)) {
            continue;
          }
          if (p instanceof InPartContext in) {
            c.used.add(p);
            to = zone(((ObjectPlaceContext) in.placeList().placeRef(0)).objectPhrase());
          } else if (p instanceof FromPartContext f) {
            c.used.add(p);
            if (f.fromWhat() instanceof FromAnywhereContext) {
              from.add(new Zone(ZoneKind.ANYWHERE, Optional.empty(), span(f)));
            } else {
              for (PlaceRefContext r : ((FromPlaceContext) f.fromWhat()).placeList().placeRef()) {
                from.add(zone(((ObjectPlaceContext) r).objectPhrase()));
              }
            }
          }
        }
        if (to == null && pendingDestination != null) {
          // "aus deiner Hand in die Reserve": the parse gave the destination to the zone before it.
          to = zone(pendingDestination);
          pendingDestination = null;
        }
        if (to == null) {
          throw error(c.verbCtx(), "expected where it goes ('in die Reserve'), found nothing");
        }
        // "eine Karte aus deinem Deck oder deiner Hand": the zones the subject phrase took as a filter.
        if (from.isEmpty() && subject instanceof ObjectRef.Phrase p && !p.filters().isEmpty()
            && p.filters().get(p.filters().size() - 1) instanceof Filter.From f) {
          subject = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
              p.filters().subList(0, p.filters().size() - 1), p.span());
          candidates.set(candidates.indexOf(p), subject);
          from.addAll(fromZones);
          if (from.isEmpty() && f.place() instanceof Place.InZone z) {
            from.add(z.zone());
          }
        }
        fromZones.clear();
        return new Event.GoesTo(subject, list(from), to, s);
      }
      case "verlassen" -> {
        ObjectPartContext o = object(c, "what is left");
        Place place = placeOf(firstPhrase(o));
        Optional<Phase> during = Optional.empty();
        for (TimingPartContext t : c.take(TimingPartContext.class)) {
          during = Optional.of(duringPhase(t.timing()));
        }
        return new Event.Leaves(subject, place, during, s);
      }
      case "anschließen" -> {
        if (joinedGenitive != null) {
          GenitiveContext g = joinedGenitive;
          joinedGenitive = null;
          if (!objects(c).isEmpty()) {
            throw error(g, "expected one thing that is joined, found '" + words(g) + "' and '"
                + words(objects(c).get(0)) + "'");
          }
          return new Event.Joins(subject, ImmutableList.of(joinedExpedition(g)), s);
        }
        ObjectPartContext o = object(c, "what is joined");
        List<Place> places = new ArrayList<>();
        ObjectPhraseContext p = firstPhrase(o);
        NounGroupContext g = nounGroupOf(p);
        for (ObjectPhraseContext each : o.objectList().objectPhrase()) {
          places.add(placeOf(each));
        }
        return new Event.Joins(subject, list(places), s);
      }
      case "bewegen" -> {
        Direction d = direction(c);
        Optional<Terrain> dueTo = c.takeOne(DueToPartContext.class).map(p -> terrain(p.terrainSymbol()));
        Optional<Phase> during = Optional.empty();
        for (TimingPartContext t : c.take(TimingPartContext.class)) {
          during = Optional.of(duringPhase(t.timing()));
        }
        if (c.takeAdverb("nicht")) {
          // "Wenn meine Expedition sich am Abend nicht vorwärts bewegt": fails to move forward (7.5.7).
          if (d != Direction.FORWARD || dueTo.isPresent()) {
            throw error(c.verbCtx(), "expected 'nicht vorwärts', found another move");
          }
          return new Event.FailsToMoveForward(subject, during, s);
        }
        return new Event.Moves(subject, d, dueTo, during, s);
      }
      default -> {
        Optional<KeywordAction> action = keywordActionVerb(c);
        if (action.isPresent()) {
          return new Event.ObjectKeyword(subject, action.get(), false, c.takeAdverb("erneut"), s);
        }
        throw error(c.verbCtx(), "expected an event such as 'ich die Expeditionszone verlasse', found '"
            + c.lemma + "'");
      }
    }
  }

  /** Zones of "aus deinem Deck oder deiner Hand" read inside a phrase (see inFilter and fromFilter). */
  private final List<Zone> fromZones = new ArrayList<>();

  /** "Wenn ich geopfert werde", "Falls ich in die Reserve geschickt würde", "auf den Ablagestapel gelegt wird". */
  private Event undergoes(Clause c, ObjectRef subject, SourceSpan s) {
    ObjectAction action = objectAction(c.lemma)
        .orElseThrow(() -> error(c.verbCtx(), "expected what happens to it ('geopfert'), found '" + c.lemma + "'"));
    Optional<Zone> from = fromZone(c);
    Optional<Zone> to = Optional.empty();
    Optional<InPartContext> in = c.takeOne(InPartContext.class);
    if (in.isPresent()) {
      to = Optional.of(zone(((ObjectPlaceContext) in.get().placeList().placeRef(0)).objectPhrase()));
    }
    Optional<OntoPartContext> onto = c.takeOne(OntoPartContext.class);
    if (onto.isPresent()) {
      to = Optional.of(zone(onto.get().objectPhrase()));
    }
    if (to.isEmpty() && pendingDestination != null) {
      to = Optional.of(zone(pendingDestination));
      pendingDestination = null;
    }
    if (action == ObjectAction.PUT && to.isPresent() && from.isEmpty()) {
      // "Wenn eine Karte auf den Ablagestapel gelegt wird": it joins the discard pile.
      return new Event.Joins(subject, ImmutableList.of(new Place.InZone(to.get(), to.get().span())), s);
    }
    Optional<ObjectRef> by = Optional.empty();
    return new Event.Undergoes(subject, action, from, to, by, s);
  }

  // ===================================================================================================================
  // Conditions (6.3.b, 6.5.d)
  // ===================================================================================================================

  private Condition condition(SubClauseContext ctx) {
    List<Clause> clauses = clausesOf(ctx);
    Clause head = clauses.get(0);
    Subject subj = subjectOf(head);
    if (clauses.size() > 1) {
      // "Falls alle deine Expeditionen hinten liegen oder gleichauf sind": one subject, positions joined.
      List<Position> positions = new ArrayList<>();
      boolean allPositions = true;
      for (Clause c : clauses) {
        Optional<Position> p = position(c);
        if (p.isEmpty()) {
          allPositions = false;
          break;
        }
        positions.add(p.get());
      }
      if (allPositions) {
        if (!disjunction(ctx)) {
          throw error(ctx, "expected 'oder' between positions, found 'und'");
        }
        ObjectRef subject = subjectObject(head, subj);
        for (Clause c : clauses) {
          c.parts.stream().filter(p -> p instanceof AdverbPartContext).forEach(c.used::add);
          checkAllRead(c);
        }
        return new Condition.InPosition(subject, list(positions), span(ctx));
      }
      List<Condition> conditions = new ArrayList<>();
      conditions.add(condition(head, subj));
      for (int i = 1; i < clauses.size(); i++) {
        conditions.add(condition(clauses.get(i), subjectOf(clauses.get(i))));
      }
      return new Condition.Several(list(conditions), !disjunction(ctx), span(ctx));
    }
    return condition(head, subj);
  }

  private Condition condition(Clause c) {
    return condition(c, subjectOf(c));
  }

  private static Optional<Position> position(Clause c) {
    if (!c.lemma.equals("liegen") && !c.lemma.equals("sein")) {
      return Optional.empty();
    }
    for (ParserRuleContext p : c.parts) {
      if (p instanceof AdverbPartContext a) {
        switch (words(a)) {
          case "hinten" -> {
            return Optional.of(Position.BEHIND);
          }
          case "vorne" -> {
            return Optional.of(Position.AHEAD);
          }
          case "gleichauf" -> {
            return Optional.of(Position.TIED);
          }
          default -> { }
        }
      }
    }
    return Optional.empty();
  }

  private Condition condition(Clause c, Subject subj) {
    SourceSpan s = span(c.ctx);
    Condition out = switch (c.lemma) {
      case "tun" -> {
        // "Falls du das tust" (6.5.f).
        c.take(ThisPartContext.class);
        if (subj.part() != null) {
          c.used.add(subj.part());
        }
        yield new Condition.Did(c.takeAdverb("nicht") ? Condition.Did.Outcome.DID_NOT : Condition.Did.Outcome.DID, s);
      }
      case "können" -> {
        c.take(ThisPartContext.class);
        if (subj.part() != null) {
          c.used.add(subj.part());
        }
        if (!c.takeAdverb("nicht")) {
          throw error(c.verbCtx(), "expected 'falls du das nicht kannst', found '" + words(c.ctx) + "'");
        }
        yield new Condition.Did(Condition.Did.Outcome.COULD_NOT, s);
      }
      case "sein", "liegen" -> beCondition(c, subj, s);
      case "gegenüberstehen" -> facing(c, subj, s);
      case "haben" -> haveCondition(c, subj, s);
      case "kontrollieren" -> {
        PlayerRef p = actorOf(c, subj);
        ObjectPartContext o = object(c, "what is controlled");
        yield new Condition.Controls(p, counts(o.objectList()), s);
      }
      case "geben" -> {
        // "Falls es nur einen Charakter in meiner Expedition gibt".
        c.takeOne(ItPartContext.class);
        yield thereAre(c, s);
      }
      case "befinden" -> {
        // "Falls sich mindestens zwei Zauber in deiner Reserve befinden": there are.
        c.takeOne(ReflexivePartContext.class);
        yield thereAre(c, s);
      }
      case "betragen" -> {
        ObjectPartContext o = subj.part() != null ? subj.part() : object(c, "what is compared");
        c.used.add(o);
        Value left = value(firstPhrase(o));
        ComparisonPartContext cmp = c.takeOne(ComparisonPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected a comparison such as 'mindestens {3}', found nothing"));
        Condition.Compare k = compare(left, cmp.comparison(), s);
        yield new Condition.Compare(k.left(), k.comparison(), k.right(), c.is(GermanLexicon.Form.PAST), s);
      }
      default -> {
        if (c.takeOne(ThisWayPartContext.class).isPresent() || c.perfect) {
          yield didThisWay(c, subj, s);
        }
        if (c.lemma.equals("spielen")) {
          // "Falls du ihn aus deiner Hand spielst".
          PlayerRef p = actorOf(c, subj);
          ObjectRef it = objList(object(c, "what is played").objectList());
          Zone z = fromZone(c).orElseThrow(() -> error(c.verbCtx(), "expected where it is played from, found nothing"));
          yield new Condition.PlaysFrom(p, it, z, s);
        }
        throw error(c.verbCtx(), "expected a condition such as 'falls du das tust', found '" + c.lemma + "'");
      }
    };
    checkAllRead(c);
    return out;
  }

  /**
   * "Falls ich einem Charakter gegenüberstehe", "es sei denn, ich stehe mindestens zwei Charakteren gegenüber": there
   * are such objects facing the subject (7.5.2), as English reads "if I'm facing a Character".
   */
  private Condition facing(Clause c, Subject subj, SourceSpan s) {
    ObjectRef subject = subjectObject(c, subj);
    ObjectPartContext o = object(c, "what is faced ('einem Charakter')");
    boolean none = c.takeAdverb("nicht");
    List<Condition.Count> out = new ArrayList<>();
    for (Condition.Count k : counts(o.objectList())) {
      if (!(k.objects() instanceof ObjectRef.Phrase ph)) {
        throw error(o, "expected objects such as 'einem Charakter' or 'einer Expedition in {V}', found '"
            + words(o) + "'");
      }
      List<Filter> filters = new ArrayList<>(ph.filters());
      filters.add(new Filter.Facing(subject, s));
      Condition.Count.Range range = none ? Condition.Count.Range.NONE : k.range();
      out.add(new Condition.Count(range, k.count(),
          new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(), ph.nouns(), list(filters), ph.span()), k.span()));
    }
    return new Condition.ThereAre(list(out), s);
  }

  /** "Falls du eine Karte auf diese Weise abgelegt hast", "Falls du einen Charakter auf diese Weise ... schickst". */
  private Condition didThisWay(Clause c, Subject subj, SourceSpan s) {
    PlayerRef p = actorOf(c, subj);
    Condition.DidThisWay.Verb verb = switch (c.lemma) {
      case "ablegen" -> Condition.DidThisWay.Verb.DISCARDED;
      case "legen", "schicken" -> Condition.DidThisWay.Verb.PUT;
      case "spielen" -> Condition.DidThisWay.Verb.PLAYED;
      case "opfern" -> Condition.DidThisWay.Verb.SACRIFICED;
      case "erschöpfen" -> Condition.DidThisWay.Verb.EXHAUSTED;
      case "aufdecken" -> Condition.DidThisWay.Verb.REVEALED;
      case "ziehen" -> Condition.DidThisWay.Verb.DREW;
      default -> throw error(c.verbCtx(), "expected what was done this way, found '" + c.lemma + "'");
    };
    ObjectRef what = objList(object(c, "what was " + verb.name().toLowerCase(Locale.ROOT)).objectList());
    Optional<InPartContext> in = c.takeOne(InPartContext.class);
    if (in.isPresent() && what instanceof ObjectRef.Phrase ph) {
      // "einen Charakter auf diese Weise in die Reserve schickst": a Character (now) in Reserve.
      Place place = place(in.get().placeList().placeRef(0));
      what = withFilters(ph, List.of(new Filter.In(ImmutableList.of(place), false, span(in.get()))));
    }
    return new Condition.DidThisWay(p, verb, what, s);
  }

  /** "sein" and "liegen": a status, a place, empty, a position, the first player, a comparison, a kind. */
  private Condition beCondition(Clause c, Subject subj, SourceSpan s) {
    boolean past = c.is(GermanLexicon.Form.PAST);
    Optional<Position> position = position(c);
    if (position.isPresent()) {
      ObjectRef subject = subjectObject(c, subj);
      c.parts.stream().filter(p -> p instanceof AdverbPartContext).forEach(c.used::add);
      return new Condition.InPosition(subject, ImmutableList.of(position.get()), s);
    }
    if (c.takeOne(FirstPlayerPartContext.class).isPresent()) {
      PlayerRef p = actorOf(c, subj);
      return new Condition.FirstPlayer(p, c.takeAdverb("nicht"), s);
    }
    Optional<ComparisonPartContext> cmp = c.takeOne(ComparisonPartContext.class);
    if (cmp.isPresent()) {
      // "Falls X größer als die Handkosten des Ziels ist".
      Value left;
      if (c.takeOne(XPartContext.class).isPresent()) {
        left = new Value.Result(true, span(c.ctx));
      } else {
        ObjectPartContext o = subj.part() != null ? subj.part() : object(c, "what is compared");
        c.used.add(o);
        left = value(firstPhrase(o));
      }
      Condition.Compare k = compare(left, cmp.get().comparison(), s);
      return new Condition.Compare(k.left(), k.comparison(), k.right(), past, s);
    }
    if (c.adverb("gleich") && subj.part() != null && subj.part().objectList().objectPhrase().size() == 2) {
      // "Falls ihre Handkosten und das Würfelergebnis gleich sind".
      c.takeAdverb("gleich");
      c.used.add(subj.part());
      Value left = value(subj.part().objectList().objectPhrase(0));
      Value right = value(subj.part().objectList().objectPhrase(1));
      return new Condition.Compare(left, Comparison.EQUAL, right, past, s);
    }
    if (c.adverb("leer")) {
      c.takeAdverb("leer");
      if (subj.part() == null) {
        throw error(c.ctx, "expected what is empty ('deine Hand'), found nothing");
      }
      c.used.add(subj.part());
      return new Condition.ZoneEmpty(zone(firstPhrase(subj.part())), s);
    }
    ObjectRef subject;
    if (c.takeOne(ItPartContext.class).isPresent()) {
      // "Falls es eine Bleibende Karte ist": it.
      subject = new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, s);
    } else if (subj.part() != null && firstPhrase(subj.part()) instanceof CountedOfPhraseContext counted) {
      return countedOf(c, subj, counted, s);
    } else if (subj.part() != null && c.parts.stream().noneMatch(p -> p != subj.part()
        && (p instanceof StatusPartContext || p instanceof InPartContext || p instanceof ObjectPartContext
        || p instanceof AdverbPartContext a && (words(a).equals("erschöpft") || words(a).equals("bereit")
        || words(a).equals("aufgestiegen"))))) {
      ObjectPhraseContext only = firstPhrase(subj.part());
      if (!counted(only) && subj.part().objectList().objectPhrase().size() == 1) {
        // "Falls eine mir gegenüberstehende Expedition in {O} ist": the place went to the phrase; it is the
        // predicate.
        ObjectRef whole = objList(subj.part().objectList());
        c.used.add(subj.part());
        if (whole instanceof ObjectRef.Phrase ph && !ph.filters().isEmpty()
            && ph.filters().get(ph.filters().size() - 1) instanceof Filter.In in && in.places().size() == 1) {
          ObjectRef.Phrase without = new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(), ph.nouns(),
              ph.filters().subList(0, ph.filters().size() - 1), ph.span());
          candidates.set(candidates.indexOf(ph), without);
          boolean negated = c.takeAdverb("nicht");
          return new Condition.IsIn(without, negated, c.is(GermanLexicon.Form.PAST), in.places().get(0), s);
        }
        throw error(subj.part(), "expected what it is ('ist ein ...', 'ist in ...'), found nothing");
      }
      // "Falls mindestens zwei erschöpfte Karten in der Reserve sind": there are.
      return thereAre(c, s);
    } else {
      subject = subjectObject(c, subj);
    }
    boolean negated = c.takeAdverb("nicht");
    c.takeAdverb("bereits");
    c.takeAdverb("dabei");
    Optional<StatusPartContext> status = c.takeOne(StatusPartContext.class);
    if (status.isPresent()) {
      StatusListContext l = status.get().statusList();
      if (has(l, "und")) {
        throw error(l, "expected 'oder' between statuses, found 'und'");
      }
      List<Status> statuses = new ArrayList<>();
      for (TerminalNode t : l.STATUS()) {
        statuses.add(status(t));
      }
      return new Condition.HasStatus(subject, negated, past, list(statuses), s);
    }
    if (c.takeAdverb("erschöpft")) {
      return new Condition.HasStatus(subject, negated, past, ImmutableList.of(Status.EXHAUSTED), s);
    }
    if (c.takeAdverb("bereit")) {
      return new Condition.HasStatus(subject, !negated, past, ImmutableList.of(Status.EXHAUSTED), s);
    }
    if (c.takeAdverb("aufgestiegen")) {
      return new Condition.HasStatus(subject, negated, past, ImmutableList.of(Status.ASCENDED), s);
    }
    Optional<InPartContext> in = c.takeOne(InPartContext.class);
    if (in.isPresent()) {
      PlaceRefContext ref = in.get().placeList().placeRef(0);
      if (ref instanceof ObjectPlaceContext op && op.objectPhrase() instanceof QuantifiedPhraseContext q
          && isNoun(q.nounGroup(), "gelände")) {
        // "in einem Gelände ist, wo seine Basisstatistik 0 ist".
        List<RelativeClauseContext> where = new ArrayList<>(extraposed(q));
        if (q.postFilters() != null && q.postFilters().postFilter(0) instanceof RelativeFilterContext r) {
          where.add(r.relativeClause());
        }
        if (where.size() != 1) {
          throw error(q, "expected 'in einem Gelände, wo seine Basisstatistik 0 ist', found '" + words(q) + "'");
        }
        return terrainWithBaseStat(subject, where.get(0), s);
      }
      return new Condition.IsIn(subject, negated, past, place(ref), s);
    }
    ObjectPartContext kind = object(c, "what it is");
    if (negated) {
      throw error(c.verbCtx(), "expected 'ist ein ...', found a negation");
    }
    return new Condition.IsA(subject, obj(kind.objectList().objectPhrase(0), false), s);
  }

  private Condition terrainWithBaseStat(ObjectRef subject, RelativeClauseContext r, SourceSpan s) {
    List<Clause> clauses = clausesOf(r.subClause());
    Clause w = clauses.get(0);
    Subject stat = subjectOf(w);
    if (stat.part() == null || !(firstPhrase(stat.part()) instanceof PossessedPhraseContext q)
        || !isNoun(q.nounGroup(), "basisstatistik")) {
      throw error(r, "expected 'wo seine Basisstatistik 0 ist', found '" + words(r) + "'");
    }
    w.used.add(stat.part());
    possessive(q.possessiveWord(), false);
    NumberPartContext n = w.takeOne(NumberPartContext.class)
        .orElseThrow(() -> error(r, "expected the value of the base statistic, found nothing"));
    checkAllRead(w);
    Quantity v = quantity(n.quantity());
    if (!(v instanceof Quantity.Literal l)) {
      throw error(n, "expected a number, found '" + words(n) + "'");
    }
    return new Condition.InTerrainWithBaseStat(subject, l.value(), s);
  }

  /** Whether a phrase is counted ("mindestens zwei", "keine", "nur einen"): "there are" such objects. */
  private static boolean counted(ObjectPhraseContext p) {
    return p instanceof QuantifiedPhraseContext q && (q.determiner() instanceof AtLeastDetContext
        || q.determiner() instanceof OrMoreDetContext || q.determiner() instanceof OneOrMoreDetContext
        || q.determiner() instanceof LessMoreThanDetContext || q.determiner() instanceof OnlyDetContext
        || q.determiner() instanceof NoDetContext || q.determiner() instanceof ComparativeDetContext);
  }

  /** "Falls es nur einen Charakter in meiner Expedition gibt", "Falls mindestens zwei erschöpfte Karten ... sind". */
  private Condition thereAre(Clause c, SourceSpan s) {
    ObjectPartContext o = object(c, "what there is");
    ObjectPhraseContext p = firstPhrase(o);
    if (isBaseStatistics(p)) {
      return baseStatistics(p, c.takeOne(AmongPartContext.class), true, s);
    }
    // "Falls es ihr gegenüber keinen Charakter gibt": no Character facing it (7.5.2); the pronoun is read first.
    Optional<FacingPartContext> facing = c.takeOne(FacingPartContext.class);
    SourceSpan fs = facing.map(f -> span(f)).orElse(s);
    ObjectRef faced = facing.isEmpty() || first(facing.get()).equals("mir") ? new ObjectRef.Self(fs)
        : new ObjectRef.Pronoun(lastCandidate(), first(facing.get()).equals("ihnen"), Optional.empty(), false, false,
            fs);
    ImmutableList<Condition.Count> counts = counts(o.objectList());
    boolean visible = c.takeAdverb("sichtbar");
    if (facing.isPresent() || visible) {
      // "Falls mindestens drei Regionen mit einem Geländetyp sichtbar sind": visible is their adjective (2.2.3).
      List<Condition.Count> out = new ArrayList<>();
      for (Condition.Count k : counts) {
        if (!(k.objects() instanceof ObjectRef.Phrase ph)) {
          throw error(o, "expected objects such as 'keinen Charakter', found '" + words(o) + "'");
        }
        List<Filter> filters = new ArrayList<>(ph.filters());
        facing.ifPresent(f -> filters.add(new Filter.Facing(faced, fs)));
        List<Adjective> adjectives = new ArrayList<>(ph.adjectives());
        if (visible) {
          adjectives.add(new Adjective.OfRegion(Adjective.OfRegion.RegionQuality.VISIBLE, s));
        }
        out.add(new Condition.Count(k.range(), k.count(), new ObjectRef.Phrase(ph.quantifier(), list(adjectives),
            ph.nouns(), list(filters), ph.span()), k.span()));
      }
      counts = list(out);
    }
    return new Condition.ThereAre(counts, s);
  }

  /** "Falls du mindestens zwei Karten in der Reserve hast", "Falls ich mindestens 2 Verstärkungen habe". */
  private Condition haveCondition(Clause c, Subject subj, SourceSpan s) {
    if (subj.part() != null && !isPlayerPhrase(firstPhrase(subj.part()))) {
      ObjectRef subject = subjectObject(c, subj);
      CountersPartContext cp = c.takeOne(CountersPartContext.class)
          .orElseThrow(() -> error(c.verbCtx(), "expected how many counters, found nothing"));
      return counterCondition(subject, cp.counterAmount(), s);
    }
    PlayerRef p = actorOf(c, subj);
    // "unter den Charakteren, die du kontrollierst, mindestens drei Basisstatistiken von 0".
    ObjectPartContext o = object(c, "what is had");
    if (isBaseStatistics(firstPhrase(o))) {
      return baseStatistics(firstPhrase(o), c.takeOne(AmongPartContext.class), false, s);
    }
    ImmutableList<Condition.Count> counts = counts(o.objectList());
    Optional<PlayerRef> than = Optional.empty();
    Optional<ThanPartContext> t = c.takeOne(ThanPartContext.class);
    if (t.isPresent()) {
      than = Optional.of(player(t.get().objectPhrase()));
    }
    Optional<ThanTailContext> tt = c.takeOne(ThanTailContext.class);
    if (tt.isPresent()) {
      than = Optional.of(player(tt.get().objectPhrase()));
    }
    return new Condition.Has(p, ownZoneUnnamed(p, counts), Optional.empty(), than, s);
  }

  /**
   * "Falls du weniger Karten in deiner Reserve hast als ein Gegner": the cards one has in Reserve are in one's own
   * Reserve, the other player's in theirs (English "less cards in Reserve than target opponent"), so 'deiner' names
   * the haver's zone, which the condition already says: the zone is read without an owner.
   */
  private static ImmutableList<Condition.Count> ownZoneUnnamed(PlayerRef haver, ImmutableList<Condition.Count> counts) {
    ImmutableList.Builder<Condition.Count> out = ImmutableList.builder();
    for (Condition.Count count : counts) {
      if (count.objects() instanceof ObjectRef.Phrase ph) {
        List<Filter> filters = new ArrayList<>();
        for (Filter f : ph.filters()) {
          if (f instanceof Filter.In in) {
            List<Place> places = new ArrayList<>();
            for (Place place : in.places()) {
              if (place instanceof Place.InZone iz && iz.zone().owner().filter(o -> o.equals(haver)).isPresent()) {
                place = new Place.InZone(new Zone(iz.zone().kind(), Optional.empty(), iz.zone().span()), iz.span());
              }
              places.add(place);
            }
            f = new Filter.In(ImmutableList.copyOf(places), in.all(), in.span());
          }
          filters.add(f);
        }
        count = new Condition.Count(count.range(), count.count(), new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(), ph.nouns(),
            ImmutableList.copyOf(filters), ph.span()), count.span());
      }
      out.add(count);
    }
    return out.build();
  }

  private Condition counterCondition(ObjectRef subject, CounterAmountContext a, SourceSpan s) {
    if (a instanceof ComparedCountersContext cc) {
      return counterCount(subject, cc.counterCount(), s);
    }
    if (a instanceof SomeCountersContext some && !has(some, "bis")) {
      return new Condition.HasCounters(subject, Condition.Count.Range.EXACTLY, quantity(some.quantity()),
          counter(some.counterNoun()), s);
    }
    if (a instanceof NoCountersContext none) {
      // "Falls ich keine Verstärkungen habe": none of them (English "if I have no boosts").
      return new Condition.HasCounters(subject, Condition.Count.Range.NONE, new Quantity.Literal(0, span(none)),
          counter(none.counterNoun()), s);
    }
    throw error(a, "expected a number of counters such as 'mindestens 2 Verstärkungen', found '" + words(a) + "'");
  }

  private Condition counterCount(ObjectRef subject, CounterCountContext k, SourceSpan s) {
    {
      if (k instanceof AtLeastCountersContext al) {
        return new Condition.HasCounters(subject, Condition.Count.Range.AT_LEAST, quantity(al.quantity()),
            counter(al.counterNoun()), s);
      }
      if (k instanceof OrMoreCountersContext om) {
        return new Condition.HasCounters(subject, has(om, "mehr") ? Condition.Count.Range.AT_LEAST
            : Condition.Count.Range.AT_MOST, quantity(om.quantity()), counter(om.counterNoun()), s);
      }
      ThanCountersContext th = (ThanCountersContext) k;
      return new Condition.HasCounters(subject, has(th, "mehr") ? Condition.Count.Range.MORE_THAN
          : Condition.Count.Range.LESS_THAN, quantity(th.quantity()), counter(th.counterNoun()), s);
    }
  }

  private static boolean isBaseStatistics(ObjectPhraseContext p) {
    return p instanceof QuantifiedPhraseContext q && isNoun(q.nounGroup(), "basisstatistiken", "basisstatistik");
  }

  /** "mindestens drei Basisstatistiken von 0 unter den Charakteren, die du kontrollierst". */
  private Condition baseStatistics(ObjectPhraseContext p, Optional<AmongPartContext> amongPart, boolean thereAre,
      SourceSpan s) {
    QuantifiedPhraseContext q = (QuantifiedPhraseContext) p;
    Quantity n;
    if (q.determiner() instanceof AtLeastDetContext al) {
      n = quantity(al.quantity());
    } else if (q.determiner() instanceof OrMoreDetContext om && has(om, "mehr")) {
      n = quantity(om.quantity());
    } else {
      throw error(q, "expected 'mindestens drei Basisstatistiken von 0', found '" + words(q) + "'");
    }
    Integer value = null;
    ObjectRef among = amongPart.isPresent() ? obj(amongPart.get().objectPhrase(), true) : null;
    if (q.postFilters() != null) {
      for (PostFilterContext f : q.postFilters().postFilter()) {
        if (f instanceof OfNumberFilterContext v) {
          value = Integer.parseInt(v.NUMBER().getText());
        } else if (f instanceof AmongFilterContext a) {
          among = obj(a.objectPhrase(), true);
        } else {
          throw error(f, "expected 'von 0' or 'unter den Charakteren ...', found '" + words(f) + "'");
        }
      }
    }
    if (value == null || among == null) {
      throw error(q, "expected 'Basisstatistiken von 0 unter den Charakteren ...', found '" + words(q) + "'");
    }
    SourceSpan qs = span(q);
    Condition.Count count = new Condition.Count(Condition.Count.Range.AT_LEAST, Optional.of(n),
        new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, qs),
            ImmutableList.of(), new NounGroup(ImmutableList.of(), true, qs), ImmutableList.of(), qs), qs);
    return new Condition.BaseStatistics(count, value, among, thereAre, s);
  }

  /**
   * "Falls mindestens eine deiner Expeditionen Aufgestiegen ist" (if one or more of your Expeditions is Ascended),
   * "Falls keine meiner Expeditionen in {M} ist" (if neither of my Expeditions is in {M}): there are so many of them
   * that are so; the predicate is their adjective or filter, as English reads it.
   */
  private Condition countedOf(Clause c, Subject subj, CountedOfPhraseContext p, SourceSpan s) {
    c.used.add(subj.part());
    if (c.negated()) {
      throw error(c.verbCtx(), "expected how many of them are so ('keine meiner ...'), found a negation");
    }
    ObjectRef.Phrase parts = phrase(p, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, span(p)),
        new ArrayList<>(), p.adjective(), p.nounGroup(), p.postFilters(), Optional.of(true));
    List<Adjective> adjectives = new ArrayList<>(parts.adjectives());
    List<Filter> filters = new ArrayList<>(parts.filters());
    Optional<StatusPartContext> status = c.takeOne(StatusPartContext.class);
    if (status.isPresent()) {
      adjectives.add(new Adjective.WithStatus(ImmutableList.of(status(status.get().statusList().STATUS(0))),
          span(status.get())));
    } else if (c.adverb("aufgestiegen") || c.adverb("erschöpft")) {
      boolean ascended = c.takeAdverb("aufgestiegen");
      c.takeAdverb("erschöpft");
      adjectives.add(new Adjective.WithStatus(ImmutableList.of(ascended ? Status.ASCENDED : Status.EXHAUSTED), s));
    } else {
      Optional<InPartContext> in = c.takeOne(InPartContext.class);
      if (in.isPresent()) {
        filters.add(new Filter.In(ImmutableList.of(place(in.get().placeList().placeRef(0))), false, span(in.get())));
      } else if (filters.isEmpty() || !(filters.get(filters.size() - 1) instanceof Filter.In)) {
        // "keine meiner Expeditionen in {M} ist": the place went to the phrase; it is the predicate.
        throw error(c.verbCtx(), "expected what they are ('Aufgestiegen', 'in {M}'), found nothing");
      }
    }
    CountedHeadContext head = p.countedHead();
    boolean none = !has(head, "mindestens");
    ObjectRef objects = new ObjectRef.Possessed(possessive(p.possessiveWord(), true), list(adjectives), parts.nouns(),
        list(filters), span(p));
    return new Condition.ThereAre(ImmutableList.of(new Condition.Count(none ? Condition.Count.Range.NONE
        : Condition.Count.Range.AT_LEAST, none ? Optional.empty()
        : Optional.of(new Quantity.Literal(numberOf(head.number()), span(head.number()))),
        register(objects), s)), s);
  }

  private ImmutableList<Condition.Count> counts(ObjectListContext ctx) {
    List<Condition.Count> out = new ArrayList<>();
    for (ObjectPhraseContext p : ctx.objectPhrase()) {
      out.add(count(p));
    }
    return list(out);
  }

  /**
   * How many objects: "mindestens zwei Bleibende Karten" (two or more Permanents), "weniger als acht Manakugeln",
   * "nur einen Charakter", "keine Charaktere", "einen Charakter mit [[Vergänglich]]" (a Character: the phrase
   * keeps its article).
   */
  private Condition.Count count(ObjectPhraseContext p) {
    SourceSpan s = span(p);
    if (p instanceof QuantifiedPhraseContext q && q.determiner() != null) {
      DeterminerContext d = q.determiner();
      Condition.Count.Range range = null;
      Optional<Quantity> n = Optional.empty();
      if (d instanceof AtLeastDetContext x) {
        range = Condition.Count.Range.AT_LEAST;
        n = Optional.of(quantity(x.quantity()));
      } else if (d instanceof OrMoreDetContext x) {
        range = has(x, "weniger") ? Condition.Count.Range.AT_MOST : Condition.Count.Range.AT_LEAST;
        n = Optional.of(quantity(x.quantity()));
      } else if (d instanceof OneOrMoreDetContext x) {
        range = Condition.Count.Range.AT_LEAST;
        n = Optional.of(new Quantity.Literal(1, span(x)));
      } else if (d instanceof LessMoreThanDetContext x) {
        range = has(x, "mehr") ? Condition.Count.Range.MORE_THAN : Condition.Count.Range.LESS_THAN;
        n = Optional.of(quantity(x.quantity()));
      } else if (d instanceof OnlyDetContext x) {
        range = Condition.Count.Range.EXACTLY;
        n = Optional.of(quantity(x.quantity()));
      } else if (d instanceof NoDetContext) {
        range = Condition.Count.Range.NONE;
      } else if (d instanceof ComparativeDetContext x) {
        range = has(x, "mehr") ? Condition.Count.Range.MORE : Condition.Count.Range.FEWER;
      }
      if (range != null) {
        boolean plural = !(range == Condition.Count.Range.EXACTLY && n.get() instanceof Quantity.Literal l
            && l.value() == 1) && !(range == Condition.Count.Range.NONE
            && nounPlural(q.nounGroup().nounItem(q.nounGroup().nounItem().size() - 1).noun()).equals(
                Optional.of(false)));
        ObjectRef objects = register(phrase(q, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s),
            new ArrayList<>(), q.adjective(), q.nounGroup(), q.postFilters(), Optional.of(plural)));
        return new Condition.Count(range, n, objects, s);
      }
    }
    return new Condition.Count(Condition.Count.Range.SOME, Optional.empty(), obj(p, true), s);
  }

  private Condition.Compare compare(Value left, ComparisonContext ctx, SourceSpan s) {
    if (has(ctx, "mindestens")) {
      return new Condition.Compare(left, Comparison.AT_LEAST, number(ctx), false, s);
    }
    if (has(ctx, "oder") && (has(ctx, "mehr") || has(ctx, "weniger"))) {
      return new Condition.Compare(left, has(ctx, "mehr") ? Comparison.AT_LEAST : Comparison.AT_MOST, number(ctx),
          false, s);
    }
    if (has(ctx, "+")) {
      return new Condition.Compare(left, Comparison.AT_LEAST, number(ctx), false, s);
    }
    if (ctx.comparator() != null) {
      return new Condition.Compare(left, comparator(ctx.comparator()), operand(ctx.valueRef()), false, s);
    }
    throw error(ctx, "expected a comparison, found '" + words(ctx) + "'");
  }

  private Value number(ComparisonContext ctx) {
    if (ctx.manaAmount() != null) {
      return new Value.Number(manaAmount(ctx.manaAmount()), true, span(ctx));
    }
    return new Value.Number(new Quantity.Literal(Integer.parseInt(ctx.NUMBER().getText()), span(ctx)), false,
        span(ctx));
  }

  private static Comparison comparator(ComparatorContext ctx) {
    String t = words(ctx);
    return switch (t) {
      case "gleich" -> Comparison.EQUAL;
      case "größer als", "höher als" -> Comparison.GREATER;
      case "kleiner als", "niedriger als" -> Comparison.LESS;
      case "gleich oder niedriger", "gleich oder kleiner", "kleiner oder gleich" -> Comparison.LESS_OR_EQUAL;
      default -> Comparison.GREATER_OR_EQUAL;
    };
  }

  private Value operand(ValueRefContext ctx) {
    if (ctx.manaAmount() != null) {
      return new Value.Number(manaAmount(ctx.manaAmount()), true, span(ctx));
    }
    if (ctx.quantity() != null) {
      Quantity q = quantity(ctx.quantity());
      if (q instanceof Quantity.CountersOn on) {
        // "meiner Anzahl an Heldentumszählern": my number of Heroism counters.
        return new Value.CountersOf(on.owner(), on.counter(), span(ctx));
      }
      return new Value.Number(q, false, span(ctx));
    }
    return value(ctx.objectPhrase());
  }

  /**
   * A value compared: "ihre Handkosten" (its Hand Cost), "die Handkosten des Ziels", "das Würfelergebnis" (the die's
   * result), "das Ergebnis", "meiner Anzahl an Heldentumszählern".
   */
  private Value value(ObjectPhraseContext p) {
    SourceSpan s = span(p);
    NounGroupContext g = nounGroupOf(p);
    String noun = g == null ? "" : words(g);
    if (p instanceof QuantifiedPhraseContext q && noun.equals("würfelergebnis")) {
      return new Value.StatOf(Stat.RESULT, new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false,
          false, s), s);
    }
    if (p instanceof QuantifiedPhraseContext q && (noun.equals("ergebnis") || noun.equals("endergebnis"))) {
      return new Value.Result(false, s);
    }
    if (p instanceof PossessedPhraseContext q && noun.equals("anzahl") && q.postFilters() != null
        && q.postFilters().postFilter(0) instanceof OfCountersFilterContext oc) {
      return new Value.CountersOf(possessive(q.possessiveWord(), false), counter(oc.counterNoun()), s);
    }
    Optional<Stat> stat = g == null ? Optional.empty() : statOf(g);
    if (stat.isPresent()) {
      if (p instanceof PossessedPhraseContext q && q.postFilters() == null) {
        Possessor owner = possessive(q.possessiveWord(), false);
        if (!(owner instanceof Possessor.OfObject o)) {
          throw error(q, "expected an object's " + noun + ", found a player's");
        }
        return new Value.StatOf(stat.get(), o.object(), s);
      }
      if (p instanceof QuantifiedPhraseContext q && q.determiner() instanceof TheDetContext && q.postFilters() != null
          && q.postFilters().postFilter().size() == 1
          && q.postFilters().postFilter(0) instanceof GenitiveFilterContext gen) {
        return new Value.StatOf(stat.get(), genitiveObject(gen.genitive(), false), s);
      }
    }
    throw error(p, "expected a value such as 'ihre Handkosten' or 'das Ergebnis', found '" + words(p) + "'");
  }

  private static Optional<Stat> statOf(NounGroupContext g) {
    if (g.nounItem().size() != 1) {
      return Optional.empty();
    }
    return switch (words(g.nounItem(0).noun())) {
      case "handkosten" -> Optional.of(Stat.HAND_COST);
      case "reservekosten" -> Optional.of(Stat.RESERVE_COST);
      case "basiskosten" -> Optional.of(Stat.BASE_COST);
      case "basisstatistik" -> Optional.of(Stat.BASE_STATISTIC);
      default -> Optional.empty();
    };
  }

  // ===================================================================================================================
  // Object phrases (2.2.1.h): determiner + adjectives + nouns + filters
  // ===================================================================================================================

  private ObjectRef objList(ObjectListContext ctx) {
    List<ObjectPhraseContext> phrases = ctx.objectPhrase();
    if (phrases.size() == 1) {
      return obj(phrases.get(0), true);
    }
    List<ObjectRef> items = new ArrayList<>();
    for (ObjectPhraseContext p : phrases) {
      items.add(obj(p, false));
    }
    return register(new ObjectRef.Several(list(items), has(ctx, "oder"), span(ctx)));
  }

  /**
   * An object phrase. {@code candidate}: the phrase is the subject or object of a trigger, step or condition, so
   * later pronouns may stand for it.
   */
  private ObjectRef obj(ObjectPhraseContext ctx, boolean candidate) {
    SourceSpan s = span(ctx);
    ObjectRef ref;
    if (ctx instanceof SelfPhraseContext) {
      ref = new ObjectRef.Self(s);
    } else if (ctx instanceof WeBothPhraseContext) {
      ref = new ObjectRef.SelfAnd(lastCandidate(), s);
    } else if (ctx instanceof PronounPhraseContext c) {
      // "er", "sie", "ihn": German pronouns follow the grammatical gender; "it" or "them" is what they stand for.
      boolean plural = first(c).equals("ihnen") || lastCandidatePlural();
      boolean all = has(c, "alle");
      ref = new ObjectRef.Pronoun(lastCandidate(), plural || all, Optional.empty(), false, all, s);
    } else if (ctx instanceof ThesePhraseContext) {
      ref = new ObjectRef.These(lastCandidate(), s);
    } else if (ctx instanceof TheseAllPhraseContext) {
      // "Schicke diese dann alle in die Reserve": them all.
      ref = new ObjectRef.Pronoun(lastCandidate(), true, Optional.empty(), false, true, s);
    } else if (ctx instanceof RestPhraseContext) {
      ref = new ObjectRef.Rest(lastCandidate(), s);
    } else if (ctx instanceof TheTargetPhraseContext) {
      ref = new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), true, false, s);
    } else if (ctx instanceof OnePhraseContext) {
      ref = new ObjectRef.OneOfThem(lastCandidate(), s);
    } else if (ctx instanceof AnyNumberPhraseContext c) {
      ref = phrase(c, new Quantifier(Quantifier.Kind.ANY_NUMBER, Optional.empty(), false, s), new ArrayList<>(),
          c.adjective(), c.nounGroup(), c.postFilters(), Optional.of(true));
    } else if (ctx instanceof OfPossessivePhraseContext c) {
      if (c.counterNoun() != null) {
        throw error(c, "expected objects, found counters '" + words(c) + "'");
      }
      String head = first(c.ofHead());
      Quantifier.Kind which = head.startsWith("jed") ? Quantifier.Kind.EACH
          : head.equals("alle") ? Quantifier.Kind.ALL : Quantifier.Kind.COUNT;
      Possessor p = possessive(c.possessiveWord(), false);
      ObjectRef.Phrase parts = phrase(c, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s),
          new ArrayList<>(), c.adjective(), c.nounGroup(), c.postFilters(), Optional.empty());
      ref = new ObjectRef.OfPossessed(which, p, parts.adjectives(), parts.nouns(), parts.filters(), s);
    } else if (ctx instanceof PossessedPhraseContext c && has(c, "beiden")) {
      // "Deine beiden Expeditionen": both of your Expeditions, all of them.
      ObjectRef.Phrase parts = phrase(c, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s),
          new ArrayList<>(), c.adjective(), c.nounGroup(), c.postFilters(), Optional.of(true));
      ref = new ObjectRef.OfPossessed(Quantifier.Kind.ALL, possessive(c.possessiveWord(), false), parts.adjectives(),
          parts.nouns(), parts.filters(), s);
    } else if (ctx instanceof CountedOfPhraseContext c) {
      // "Wenn sich mindestens eine deiner Expeditionen ... bewegt": one or more Expeditions you control.
      if (!(possessive(c.possessiveWord(), true) instanceof Possessor.OfPlayer owner) || !has(c.countedHead(),
          "mindestens") || numberOf(c.countedHead().number()) != 1) {
        throw error(c, "expected 'mindestens eine deiner ...' here, found '" + words(c) + "'");
      }
      ObjectRef.Phrase parts = phrase(c, new Quantifier(Quantifier.Kind.ONE_OR_MORE, Optional.empty(), false, s),
          new ArrayList<>(), c.adjective(), c.nounGroup(), c.postFilters(), Optional.of(true));
      List<Filter> filters = new ArrayList<>(parts.filters());
      filters.add(new Filter.ControlledBy(owner.player(), span(c.possessiveWord())));
      ref = new ObjectRef.Phrase(parts.quantifier(), parts.adjectives(), parts.nouns(), list(filters), s);
    } else if (ctx instanceof PossessedPhraseContext c) {
      Optional<Zone> z = zoneOf(c);
      if (z.isPresent()) {
        ref = new ObjectRef.ZoneContents(z.get(), s);
      } else {
        Possessor p = possessive(c.possessiveWord(), false);
        ObjectRef.Phrase parts = phrase(c, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s),
            new ArrayList<>(), c.adjective(), c.nounGroup(), c.postFilters(), Optional.empty());
        ref = new ObjectRef.Possessed(p, parts.adjectives(), parts.nouns(), parts.filters(), s);
      }
    } else if (ctx instanceof QuantifiedPhraseContext c) {
      ref = quantified(c, s);
    } else {
      throw error(ctx, "expected an object such as 'ein Charakter deiner Wahl', found '" + words(ctx) + "'");
    }
    return candidate ? register(ref) : ref;
  }

  private ObjectRef quantified(QuantifiedPhraseContext c, SourceSpan s) {
    DeterminerContext d = c.determiner();
    List<Adjective> adjectives = new ArrayList<>();
    // "die oberste Karte deines Decks", "die obersten vier Karten deines Decks" (the top cards).
    for (AdjectiveContext a : c.adjective()) {
      if (a instanceof TopAdjContext top) {
        return topOf(c, top, s);
      }
    }
    if (d instanceof ThatDetContext) {
      // "dieser Charakter": that Character, named before.
      NounGroup nouns = nouns(c.nounGroup(), Optional.empty());
      if (c.postFilters() != null || !c.adjective().isEmpty()) {
        throw error(c, "expected 'dieser' and a noun only, found '" + words(c) + "'");
      }
      return new ObjectRef.Pronoun(lastCandidate(), nouns.plural(), Optional.of(nouns), false, false, s);
    }
    if (d instanceof CountDetContext cd0 && one(cd0.quantity())
        && c.adjective().stream().anyMatch(a -> a instanceof OpponentsAdjContext)) {
      // "in einer gegnerischen Expedition": an opponent's Expedition.
      Possessor owner = new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.AN_OPPONENT, Optional.empty(), span(d)),
          span(d));
      ObjectRef.Phrase parts = phrase(c, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s),
          adjectives, c.adjective(), c.nounGroup(), c.postFilters(), Optional.empty());
      return new ObjectRef.Possessed(owner, parts.adjectives(), parts.nouns(), parts.filters(), s);
    }
    if ((d instanceof TheDetContext || d == null && isNoun(c.nounGroup(), "wahrzeichen - bereich"))
        && c.postFilters() != null) {
      // "Die Expedition deines Gegners": your opponent's Expedition; "im Wahrzeichen-Bereich eines Spielers deiner
      // Wahl" (the article is in "im"): target player's Landmarks.
      PostFilterContext f0 = c.postFilters().postFilter(0);
      if (f0 instanceof GenitiveFilterContext g && isPlayerGenitive(g.genitive())) {
        Possessor owner = new Possessor.OfPlayer(player(g.genitive()), span(g));
        possessorGenitive = g;
        ObjectRef.Phrase parts = phrase(c, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s),
            adjectives, c.adjective(), c.nounGroup(), c.postFilters(), Optional.empty());
        List<Filter> filters = new ArrayList<>(parts.filters());
        if (g.genitive().postFilters() != null) {
          // "Die Expedition deines Gegners, die mir gegenübersteht": the clause is about the Expedition.
          for (PostFilterContext f : g.genitive().postFilters().postFilter()) {
            if (f instanceof RelativeFilterContext r) {
              filters.addAll(relativeFilters(r.relativeClause()));
            }
          }
        }
        return new ObjectRef.Possessed(owner, parts.adjectives(), parts.nouns(), list(filters), s);
      }
    }
    Quantifier q;
    SourceSpan ds = d == null ? s : span(d);
    boolean next = c.adjective().stream().anyMatch(a -> a instanceof NextAdjContext);
    Optional<OrdinalAdjContext> ord = c.adjective().stream().filter(a -> a instanceof OrdinalAdjContext)
        .map(a -> (OrdinalAdjContext) a).findFirst();
    if (d == null) {
      q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s);
    } else if (d instanceof TheDetContext && next) {
      q = new Quantifier(Quantifier.Kind.NEXT, Optional.empty(), false, ds);
    } else if (d instanceof TheDetContext && ord.isPresent()) {
      q = new Quantifier(Quantifier.Kind.ORDINAL, Optional.of(new Quantity.Literal(ordinal(ord.get().ordinal()),
          ds)), false, ds);
    } else if (d instanceof TheDetContext && pluralNoun(c.nounGroup())
        && c.adjective().stream().anyMatch(a -> a instanceof FacingAdjContext)) {
      // "in den mir gegenüberstehenden Expeditionen": English names them with 'the' ("the Expeditions facing me").
      q = new Quantifier(Quantifier.Kind.THE, Optional.empty(), false, ds);
    } else if (d instanceof TheDetContext && pluralNoun(c.nounGroup())) {
      // "unter den Charakteren, die du kontrollierst": German says the article English leaves out.
      q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, ds);
    } else if (d instanceof TheDetContext) {
      q = new Quantifier(Quantifier.Kind.THE, Optional.empty(), false, ds);
    } else if (d instanceof CountDetContext x && one(x.quantity())
        && c.adjective().stream().anyMatch(a -> a instanceof AnyAdjContext)) {
      // "von einer beliebigen Region": any region.
      q = new Quantifier(Quantifier.Kind.ANY, Optional.empty(), false, ds);
    } else if (d instanceof CountDetContext x && ord.isPresent() && one(x.quantity())) {
      // "einen dritten Charakter mit [[Schlafend]]" after "einen weiteren": yet another.
      q = new Quantifier(Quantifier.Kind.YET_ANOTHER, Optional.empty(), false, ds);
    } else if (d instanceof CountDetContext x) {
      q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(quantity(x.quantity())), false, ds);
    } else if (d instanceof UpToDetContext x) {
      q = new Quantifier(Quantifier.Kind.UP_TO, Optional.of(quantity(x.quantity())), false, ds);
    } else if (d instanceof EachDetContext) {
      q = new Quantifier(Quantifier.Kind.EACH, Optional.empty(), false, ds);
    } else if (d instanceof AllDetContext) {
      q = new Quantifier(Quantifier.Kind.ALL, Optional.empty(), false, ds);
    } else {
      throw error(d, "expected a determiner such as 'ein', 'jeder' or 'bis zu zwei' here, found '" + words(d) + "'");
    }
    return phrase(c, q, adjectives, c.adjective(), c.nounGroup(), c.postFilters(), Optional.empty());
  }

  private boolean one(QuantityContext q) {
    return q instanceof NumberQtyContext n && n.number().size() == 1 && numberOf(n.number(0)) == 1;
  }

  private ObjectRef topOf(QuantifiedPhraseContext c, TopAdjContext top, SourceSpan s) {
    Optional<Quantity> n = top.quantity() == null ? Optional.empty() : Optional.of(quantity(top.quantity()));
    boolean plural = isNoun(c.nounGroup(), "karten");
    if (!plural && !isNoun(c.nounGroup(), "karte")) {
      throw error(c, "expected 'die oberste Karte', found '" + words(c) + "'");
    }
    boolean one = n.isEmpty() || (n.get() instanceof Quantity.Literal l && l.value() == 1);
    if (plural == one) {
      throw error(c, "expected '" + (one ? "Karte" : "Karten") + "' after the number, found '"
          + (plural ? "Karten" : "Karte") + "'");
    }
    if (c.postFilters() == null || c.postFilters().postFilter().size() != 1
        || !(c.postFilters().postFilter(0) instanceof GenitiveFilterContext g)) {
      throw error(c, "expected whose deck ('deines Decks'), found '" + words(c) + "'");
    }
    return new ObjectRef.TopOf(n, genitiveZone(g.genitive()), s);
  }

  /**
   * The parts of a phrase: adjectives before the noun, nouns, filters after it ("einen anderen Charakter deiner Wahl
   * mit Handkosten {3} oder weniger, den du kontrollierst").
   */
  private ObjectRef.Phrase phrase(ParserRuleContext whole, Quantifier q, List<Adjective> adjectives,
      List<AdjectiveContext> adjs, NounGroupContext g, PostFiltersContext pf, Optional<Boolean> plural) {
    SourceSpan s = span(whole);
    List<Filter> before = new ArrayList<>();
    for (AdjectiveContext a : adjs) {
      adjective(a, adjectives, before);
    }
    for (NounPrefixContext p : g.nounItem(0).nounPrefix()) {
      prefix(p, adjectives);
    }
    boolean target = q.target();
    List<Filter> filters = new ArrayList<>(before);
    if (pf != null) {
      for (PostFilterContext f : pf.postFilter()) {
        if (f instanceof TargetFilterContext) {
          target = true;
        } else if (f instanceof WithPostFilterContext w && w.withFilter() instanceof WithAdjectiveFilterContext a) {
          adjectives.add(withAdjective(a, span(w)));
        } else if (f instanceof SingleTerrainFilterContext) {
          // "Regionen mit einem Geländetyp": single-terrain regions (2.2.3), an adjective as in English.
          adjectives.add(new Adjective.OfRegion(Adjective.OfRegion.RegionQuality.SINGLE_TERRAIN, span(f)));
        }
      }
      filters.addAll(filters(pf));
    }
    for (RelativeClauseContext r : extraposed(whole)) {
      filters.addAll(relativeFilters(r));
    }
    // "den Charakter mit den höchsten Basiskosten, den er kontrolliert": the extreme is among those the other
    // filters leave, last as in English ("the Character they control with the highest Base Cost").
    filters.sort(java.util.Comparator.comparing(f -> f instanceof Filter.StatExtreme));
    NounGroup nouns = nouns(g, plural.isPresent() ? plural : pluralFor(q, whole));
    Quantifier quantifier = target == q.target() ? q : new Quantifier(q.kind(), q.count(), target, q.span());
    return new ObjectRef.Phrase(quantifier, list(adjectives), nouns, list(filters), s);
  }

  /** The number of ambiguous nouns ("Zauber", "Roboter") from the determiner: "die Zauber" are several. */
  private Optional<Boolean> pluralFor(Quantifier q, ParserRuleContext whole) {
    switch (q.kind()) {
      case BARE, ALL, ANY_NUMBER, ANY -> {
        return Optional.of(true);
      }
      case COUNT, UP_TO -> {
        Quantity n = q.count().orElse(null);
        return Optional.of(!(n instanceof Quantity.Literal l && l.value() == 1));
      }
      default -> {
        String w = whole.getStart().getText().toLowerCase(Locale.ROOT);
        return Optional.of(PLURAL_ARTICLES.contains(w));
      }
    }
  }

  private static final Set<String> PLURAL_ARTICLES = Set.of("die", "deine", "meine", "seine", "ihre", "diese",
      "keine", "alle", "beide");

  private void adjective(AdjectiveContext a, List<Adjective> out, List<Filter> filters) {
    SourceSpan s = span(a);
    if (a instanceof OtherAdjContext || a instanceof FurtherAdjContext) {
      out.add(new Adjective.Other(s));
    } else if (a instanceof ExhaustedAdjContext) {
      out.add(new Adjective.WithStatus(ImmutableList.of(Status.EXHAUSTED), s));
    } else if (a instanceof NonFleetingAdjContext) {
      // "ein nicht-Vergänglicher Charakter": without the status (2.4), English "non-Fleeting".
      out.add(new Adjective.WithoutStatus(Status.FLEETING, s));
    } else if (a instanceof OpponentsAdjContext) {
      // Read by the phrase: "einer gegnerischen Expedition" is an opponent's Expedition.
      return;
    } else if (a instanceof VisibleAdjContext) {
      out.add(new Adjective.OfRegion(Adjective.OfRegion.RegionQuality.VISIBLE, s));
    } else if (a instanceof AscendedAdjContext) {
      // "einer Aufgestiegenen Expedition": the later sets print the status unbracketed (2.4, 7.3.3).
      out.add(new Adjective.WithStatus(ImmutableList.of(Status.ASCENDED), s));
    } else if (a instanceof ReadyAdjContext) {
      out.add(new Adjective.Ready(s));
    } else if (a instanceof FacingAdjContext f) {
      String who = first(f);
      ObjectRef facing = who.equals("mir") ? new ObjectRef.Self(s)
          : new ObjectRef.Pronoun(lastCandidate(), who.equals("ihnen"), Optional.empty(), false, false, s);
      filters.add(new Filter.Facing(facing, s));
    } else if (a instanceof PlayedByAdjContext p) {
      PlayerRef by = has(p, "dir") ? new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s)
          : has(p, "gegnern") ? new PlayerRef(PlayerRef.Kind.OPPONENTS, Optional.empty(), s)
          : new PlayerRef(PlayerRef.Kind.YOUR_OPPONENT, Optional.empty(), s);
      filters.add(new Filter.PlayedBy(by, Optional.empty(), Optional.empty(), Optional.empty(), s));
    } else if (a instanceof NextAdjContext || a instanceof OrdinalAdjContext || a instanceof AnyAdjContext) {
      // read by the quantifier
    } else {
      throw error(a, "expected an adjective such as 'andere' or 'erschöpfte', found '" + words(a) + "'");
    }
  }

  /** "[Verteidiger]-Charaktere", "[[Verstärkt]]-Marken", "Marken-Charakter", "Nicht-Illusion-Charakter". */
  private void prefix(NounPrefixContext p, List<Adjective> out) {
    SourceSpan s = span(p);
    if (p instanceof KeywordPrefixContext k) {
      GermanLexicon.KeywordWithParameter kw = GermanLexicon.ability(inside(k.KW_ABILITY())).orElseThrow();
      if (kw.parameter().isPresent()) {
        throw error(k, "expected a keyword without a number before the noun, found " + k.KW_ABILITY().getText());
      }
      out.add(new Adjective.WithKeyword(kw.id(), s));
    } else if (p instanceof StatusPrefixContext st) {
      out.add(new Adjective.WithStatus(ImmutableList.of(status(st.STATUS())), s));
    } else if (p instanceof NonPrefixContext n) {
      if (n.nonWhat() == null) {
        throw error(n, "expected what it is not ('Nicht-Marken-'), found nothing");
      }
      Noun noun = n.nonWhat().SUBTYPE() != null
          ? new Noun.Subtype(GermanLexicon.subtype(n.nonWhat().SUBTYPE().getText()).orElseThrow(), span(n.nonWhat()))
          : new Noun.Type(ObjectType.TOKEN, span(n.nonWhat()));
      out.add(new Adjective.Non(noun, s));
    } else if (p instanceof TokenPrefixContext) {
      out.add(new Adjective.Token(s));
    } else if (p instanceof ExpeditionKindPrefixContext e) {
      out.add(new Adjective.ExpeditionKind(first(e).startsWith("gefährte"), s));
    } else {
      throw error(p, "expected a noun, found '" + words(p) + "'");
    }
  }

  private Adjective withAdjective(WithAdjectiveFilterContext a, SourceSpan s) {
    if (a.KW_ABILITY() != null) {
      GermanLexicon.KeywordWithParameter k = GermanLexicon.ability(inside(a.KW_ABILITY())).orElseThrow();
      if (k.parameter().isPresent()) {
        throw error(a, "expected a keyword without a number, found " + a.getText());
      }
      return new Adjective.WithKeyword(k.id(), s);
    }
    List<Status> statuses = new ArrayList<>();
    for (TerminalNode t : a.STATUS()) {
      statuses.add(status(t));
    }
    return new Adjective.WithStatus(list(statuses), s);
  }

  /** Whether nouns joined by 'und' are allowed (both objects, as in "zwischen deinem Helden und deinem Gefährten"). */
  private boolean andNouns;

  private NounGroup nouns(NounGroupContext ctx, Optional<Boolean> pluralHint) {
    if (has(ctx, "und") && !andNouns) {
      throw error(ctx, "expected 'oder' between kinds of objects, found 'und'");
    }
    List<Noun> nouns = new ArrayList<>();
    for (NounItemContext n : ctx.nounItem()) {
      nouns.add(noun(n.noun()));
    }
    NounContext last = ctx.nounItem(ctx.nounItem().size() - 1).noun();
    Optional<Boolean> written = nounPlural(last);
    boolean plural = written.orElse(pluralHint.orElse(false));
    return new NounGroup(list(nouns), plural, span(ctx));
  }

  private static boolean pluralNoun(NounGroupContext g) {
    return nounPlural(g.nounItem(g.nounItem().size() - 1).noun()).orElse(false);
  }

  /** Whether a noun form is plural: "Charaktere" yes, "Charakter" no, "Zauber" either (empty). */
  private static Optional<Boolean> nounPlural(NounContext n) {
    if (n.SUBTYPE() != null) {
      return GermanLexicon.subtypePlural(n.SUBTYPE().getText());
    }
    String w = n.getChild(n.getChildCount() - 1).getText().toLowerCase(Locale.ROOT);
    return switch (w) {
      case "charakter", "charakters", "karte", "expeditionskarte", "wahrzeichenkarte", "marke", "wahrzeichens",
          "manakugel", "expedition", "held", "heldenkarte", "region", "spielers", "gegners", "gefährte" ->
          Optional.of(false);
      case "charaktere", "charakteren", "karten", "expeditionskarten", "wahrzeichenkarten", "marken", "zaubern",
          "manakugeln", "expeditionen", "heldenkarten", "regionen", "spielern", "gegnern", "bereich" -> Optional.of(true);
      default -> Optional.empty();
    };
  }

  private Noun noun(NounContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx.SUBTYPE() != null) {
      return new Noun.Subtype(GermanLexicon.subtype(ctx.SUBTYPE().getText()).orElseThrow(), s);
    }
    String w = words(ctx);
    if (ctx.terrainSymbol() != null) {
      // "einen {O} Geländemarker": a Terrain Marker of that terrain.
      return new Noun.TerrainMarker(ImmutableList.of(terrain(ctx.terrainSymbol())), s);
    }
    if (w.startsWith("bleibende")) {
      String kind = w.substring(w.indexOf(' ') + 1);
      return new Noun.Type(kind.startsWith("expedition") ? ObjectType.EXPEDITION_PERMANENT
          : kind.startsWith("wahrzeichen") ? ObjectType.LANDMARK_PERMANENT : ObjectType.PERMANENT, s);
    }
    return switch (w) {
      case "charakter", "charaktere", "charakteren", "charakters" -> new Noun.Type(ObjectType.CHARACTER, s);
      case "zauber", "zaubern" -> new Noun.Type(ObjectType.SPELL, s);
      case "karte", "karten" -> new Noun.Type(ObjectType.CARD, s);
      case "marke", "marken" -> new Noun.Type(ObjectType.TOKEN, s);
      case "wahrzeichen", "wahrzeichens", "wahrzeichen - bereich" -> new Noun.Type(ObjectType.LANDMARK, s);
      case "manakugel", "manakugeln" -> new Noun.Type(ObjectType.MANA_ORB, s);
      case "expedition", "expeditionen" -> new Noun.Type(ObjectType.EXPEDITION, s);
      case "held", "helden", "heldenkarte", "heldenkarten" -> new Noun.Type(ObjectType.HERO, s);
      case "region", "regionen" -> new Noun.Type(ObjectType.REGION, s);
      case "spieler", "spielers", "spielern" -> new Noun.Player(false, s);
      case "gegner", "gegners", "gegnern" -> new Noun.Player(true, s);
      case "gefährte", "gefährten" -> new Noun.Subtype("COMPANION", s);
      case "geländemarker", "geländemarkern" -> new Noun.TerrainMarker(ImmutableList.of(), s);
      default -> throw error(ctx, "expected a kind of object such as 'Charakter', found '" + w + "'");
    };
  }

  private ImmutableList<Filter> filters(PostFiltersContext ctx) {
    // Filters joined by "oder"/"und" are alternatives/conjunctions; juxtaposed filters all apply.
    List<Filter> out = new ArrayList<>();
    List<Filter> group = new ArrayList<>();
    Boolean groupAll = null;
    boolean joined = false;
    for (int i = 0; i < ctx.getChildCount(); i++) {
      ParseTree c = ctx.getChild(i);
      if (c instanceof TerminalNode t) {
        boolean all = t.getText().equalsIgnoreCase("und") || t.getText().equalsIgnoreCase("sowie");
        if (groupAll != null && groupAll != all) {
          throw new AbilityBuildException(t.getSymbol().getStartIndex(),
              "expected only 'oder' or only 'und' between filters");
        }
        groupAll = all;
        joined = true;
        continue;
      }
      PostFilterContext pf = (PostFilterContext) c;
      List<Filter> fs = new ArrayList<>(filter(pf));
      while (!spilled.isEmpty()) {
        fs.addAll(filter(spilled.remove(0)));
      }
      if (fs.isEmpty()) {
        joined = false;
        continue;
      }
      for (Filter f : fs) {
        if (joined) {
          group.add(f);
        } else {
          flush(out, group, groupAll, span(ctx));
          group = new ArrayList<>(List.of(f));
          groupAll = null;
        }
        joined = false;
      }
    }
    flush(out, group, groupAll, span(ctx));
    return list(out);
  }

  private static void flush(List<Filter> out, List<Filter> group, Boolean all, SourceSpan s) {
    if (group.isEmpty()) {
      return;
    }
    if (group.size() == 1) {
      out.add(group.get(0));
    } else {
      out.add(new Filter.Either(list(group), all != null && all, s));
    }
  }

  /** The genitive read as the owner of the phrase ("Die Expedition deines Gegners"), not a filter. */
  private GenitiveFilterContext possessorGenitive;

  private List<Filter> filter(PostFilterContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx == possessorGenitive) {
      possessorGenitive = null;
      return List.of();
    }
    if (ctx instanceof TargetFilterContext || ctx instanceof WithPostFilterContext w
        && w.withFilter() instanceof WithAdjectiveFilterContext) {
      return List.of();
    }
    if (markerFrom && ctx instanceof OfFilterContext c) {
      // "einen {O} Geländemarker von einer beliebigen Region": where the marker is taken from.
      return List.of(new Filter.From(new Place.InObject(obj(c.objectPhrase(), false), span(c.objectPhrase())), s));
    }
    if (markerFrom && ctx instanceof InFilterContext c && c.placeList().placeRef().size() == 1
        && c.placeList().placeRef(0) instanceof ObjectPlaceContext to && accusative(to.objectPhrase())) {
      // "... von einer beliebigen Region in meine Region": where it goes, read by the step.
      markerTo = to.objectPhrase();
      return List.of();
    }
    if (ctx instanceof InFilterContext c) {
      List<Place> places = new ArrayList<>();
      for (PlaceRefContext p : c.placeList().placeRef()) {
        if (p instanceof ObjectPlaceContext op && has(c, "in") && accusative(op.objectPhrase())
            && c.placeList().placeRef().size() == 1) {
          // "eine Karte aus deiner Hand in die Reserve": where it goes, read by the step.
          destinationLater(op.objectPhrase(), s);
          return List.of();
        }
        places.addAll(places(p));
      }
      return List.of(new Filter.In(list(places), has(c.placeList(), "und"), s));
    }
    if (ctx instanceof FromFilterContext c) {
      if (c.fromWhat() instanceof FromAnywhereContext) {
        return List.of(new Filter.From(new Place.Anywhere(s), s));
      }
      List<PlaceRefContext> refs = ((FromPlaceContext) c.fromWhat()).placeList().placeRef();
      if (refs.size() > 1) {
        // "eine Karte aus deinem Deck oder deiner Hand": the zones a card goes from (read by the event).
        fromZones.clear();
        for (PlaceRefContext r : refs) {
          fromZones.add(zone(((ObjectPlaceContext) r).objectPhrase()));
        }
      }
      return List.of(new Filter.From(place(refs.get(0)), s));
    }
    if (ctx instanceof SingleTerrainFilterContext) {
      return List.of();
    }
    if (ctx instanceof WithPostFilterContext c) {
      return List.of(withFilter(c.withFilter(), s));
    }
    if (ctx instanceof WithNoFilterContext c) {
      return List.of(new Filter.WithNo(nouns(c.nounGroup(), Optional.of(true)), s));
    }
    if (ctx instanceof UnderControlFilterContext c) {
      PlayerRef who = has(c, "deiner") ? new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s)
          : new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s);
      return List.of(new Filter.ControlledBy(who, s));
    }
    if (ctx instanceof PlayedByYouFilterContext) {
      return List.of(new Filter.PlayedBy(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s), Optional.empty(),
          Optional.empty(), Optional.empty(), s));
    }
    if (ctx instanceof BetweenFilterContext c) {
      return List.of(new Filter.Between(between(c.objectList()), s));
    }
    if (ctx instanceof RelativeFilterContext c) {
      return relativeFilters(c.relativeClause());
    }
    if (ctx instanceof OnFilterContext c && accusative(c.objectPhrase())) {
      // "eine Karte auf den Ablagestapel": where it goes, read by the step or event.
      destinationLater(c.objectPhrase(), s);
      return List.of();
    }
    if (ctx instanceof GenitiveFilterContext c && joinSubject && joinedGenitive == null
        && isOwnExpedition(c.genitive())) {
      joinedGenitive = c.genitive();
      return List.of();
    }
    if (ctx instanceof GenitiveFilterContext c && isPlayerGenitive(c.genitive())) {
      throw error(c, "expected a zone or object that belongs to " + words(c) + ", found another noun");
    }
    if (ctx instanceof GenitiveFilterContext c && words(c.genitive().nounItem()).equals("expedition")) {
      // "jeden Charakter einer Expedition deiner Wahl": the Characters of an Expedition are those in it (1.2.3).
      return List.of(new Filter.In(ImmutableList.of(new Place.InObject(genitiveObject(c.genitive(), false), s)), false,
          s));
    }
    throw error(ctx, "expected a filter such as 'deiner Wahl', 'in der Reserve' or 'mit Handkosten {3} oder "
        + "weniger', found '" + words(ctx) + "'");
  }

  /** "zwischen deinem Helden und deinem Gefährten": one phrase naming both. */
  private ObjectRef between(ObjectListContext ctx) {
    List<ObjectPhraseContext> ps = ctx.objectPhrase();
    if (ps.size() == 2 && ps.get(0) instanceof PossessedPhraseContext a && ps.get(1) instanceof PossessedPhraseContext b
        && words(a.possessiveWord()).substring(0, 3).equals(words(b.possessiveWord()).substring(0, 3))) {
      Possessor owner = possessive(a.possessiveWord(), false);
      List<Noun> nouns = List.of(noun(a.nounGroup().nounItem(0).noun()), noun(b.nounGroup().nounItem(0).noun()));
      SourceSpan s = span(ctx);
      return new ObjectRef.Possessed(owner, ImmutableList.of(), new NounGroup(list(nouns), false, s),
          ImmutableList.of(), s);
    }
    andNouns = true;
    try {
      return objList(ctx);
    } finally {
      andNouns = false;
    }
  }

  private Filter withFilter(WithFilterContext ctx, SourceSpan s) {
    if (ctx instanceof ExtremeStatFilterContext c) {
      // "mit den höchsten Basiskosten" (with the highest Base Cost).
      return new Filter.StatExtreme(stat(c.statNoun()), has(c, "höchsten"), s);
    }
    if (ctx instanceof StatFilterContext c) {
      Stat stat = stat(c.statNoun());
      Condition.Compare k = compare(new Value.Result(false, s), c.comparison(), s);
      return new Filter.StatIs(stat, k.comparison(), k.right(), s);
    }
    if (ctx instanceof BaseStatFilterContext c) {
      return new Filter.StatIs(Stat.BASE_STATISTIC, Comparison.EQUAL,
          new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), span(c)), false, span(c)), s);
    }
    if (ctx instanceof TotalFilterContext c) {
      // "mit insgesamt 4 {M} oder weniger": the total over the chosen objects.
      Stat stat = c.terrainSymbol() == null ? Stat.HAND_COST : terrainStat(terrain(c.terrainSymbol()));
      Quantity q = c.manaAmount() != null ? manaAmount(c.manaAmount())
          : new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), span(c));
      return new Filter.Total(stat, has(c, "mehr") ? Comparison.AT_LEAST : Comparison.AT_MOST, q, s);
    }
    if (ctx instanceof TotalStatFilterContext c) {
      // "mit Gesamt-Handkosten {5} oder weniger".
      Stat stat = stat(c.statNoun());
      Condition.Compare k = compare(new Value.Result(false, s), c.comparison(), s);
      if (!(k.right() instanceof Value.Number n)) {
        throw error(c, "expected a number after the total, found '" + words(c.comparison()) + "'");
      }
      return new Filter.Total(stat, k.comparison(), n.quantity(), s);
    }
    if (ctx instanceof CountersFilterContext) {
      return new Filter.WithCounters(s);
    }
    if (ctx instanceof CounterCountFilterContext c) {
      Condition.HasCounters h = (Condition.HasCounters) counterCount(new ObjectRef.Self(s), c.counterCount(), s);
      return new Filter.CounterCount(h.range(), h.count(), h.counter(), s);
    }
    throw error(ctx, "expected what the objects have, found '" + words(ctx) + "'");
  }

  private Stat stat(StatNounContext ctx) {
    if (ctx.terrainSymbol() != null) {
      return terrainStat(terrain(ctx.terrainSymbol()));
    }
    return switch (words(ctx)) {
      case "reservekosten" -> Stat.RESERVE_COST;
      case "basiskosten" -> Stat.BASE_COST;
      default -> Stat.HAND_COST;
    };
  }

  private static Stat terrainStat(Terrain t) {
    return switch (t) {
      case FOREST -> Stat.FOREST;
      case MOUNTAIN -> Stat.MOUNTAIN;
      case WATER -> Stat.WATER;
    };
  }

  // ===================================================================================================================
  // Relative clauses as filters
  // ===================================================================================================================

  /**
   * ", den du kontrollierst" (you control), ", die von einem Spieler deiner Wahl kontrolliert werden", ", den du in
   * dieser Runde spielst" (you play this turn), ", die aus der Reserve gespielt werden" (played from Reserve), ", die
   * hinten liegt oder gleichauf ist" (behind or tied), ", der keine Statistik über 3 hat", ", die mir gegenübersteht",
   * ", dessen Handkosten größer oder gleich ... sind".
   */
  private List<Filter> relativeFilters(RelativeClauseContext r) {
    SourceSpan s = span(r);
    String pronoun = words(r.relativePronoun());
    List<Clause> clauses = clausesOf(r.subClause());
    Clause c = clauses.get(0);
    if (clauses.size() > 1) {
      List<Position> positions = new ArrayList<>();
      for (Clause k : clauses) {
        Position p = position(k).orElseThrow(() -> error(r, "expected positions ('die hinten liegt oder gleichauf "
            + "ist'), found '" + words(r) + "'"));
        positions.add(p);
        k.parts.stream().filter(x -> x instanceof AdverbPartContext).forEach(k.used::add);
        checkAllRead(k);
      }
      return List.of(new Filter.InPosition(list(positions), s));
    }
    List<Filter> out = new ArrayList<>();
    switch (c.lemma) {
      case "kontrollieren" -> {
        if (c.passive) {
          FromPartContext by = c.takeOne(FromPartContext.class)
              .orElseThrow(() -> error(r, "expected who controls them ('von ...'), found nobody"));
          ObjectPhraseContext who = ((ObjectPlaceContext) ((FromPlaceContext) by.fromWhat()).placeList().placeRef(0))
              .objectPhrase();
          out.add(new Filter.ControlledBy(player(who), s));
        } else {
          out.add(new Filter.ControlledBy(relativeSubject(c, r), s));
        }
      }
      case "spielen" -> {
        if (c.passive) {
          Zone z = fromZone(c).orElseThrow(() -> error(r, "expected where they are played from, found nothing"));
          out.add(new Filter.PlayedFrom(z, s));
        } else {
          PlayerRef by = relativeSubject(c, r);
          Optional<Zone> from = fromZone(c);
          Optional<Terrain> in = Optional.empty();
          Optional<Duration> during = Optional.empty();
          List<Filter> after = new ArrayList<>();
          for (ParserRuleContext p : c.parts) {
            if (c.used.contains(p)) {
              continue;
            }
            if (p instanceof InPartContext ip && ip.placeList().placeRef(0) instanceof TerrainPlaceContext tp) {
              in = Optional.of(terrain(tp.terrainSymbol()));
              c.used.add(p);
            } else if (p instanceof TimingPartContext t && duration(t.timing()).isPresent()) {
              during = duration(t.timing());
              c.used.add(p);
            } else if (p instanceof TimingPartContext t && t.timing() instanceof EachPhaseContext e) {
              after.add(new Filter.EachPhase(phase(e.phaseWord()), span(t)));
              c.used.add(p);
            } else if (p instanceof WithFilterPartContext w) {
              after.add(withFilter(w.withFilter(), span(w)));
              c.used.add(p);
            }
          }
          out.add(new Filter.PlayedBy(by, from, in, during, s));
          out.addAll(after);
        }
      }
      case "liegen", "sein" -> {
        Optional<Position> p = position(c);
        if (p.isPresent()) {
          c.parts.stream().filter(x -> x instanceof AdverbPartContext).forEach(c.used::add);
          out.add(new Filter.InPosition(ImmutableList.of(p.get()), s));
        } else if (pronoun.equals("dessen") || pronoun.equals("deren")) {
          out.add(whoseStat(c, r, s));
        } else {
          throw error(r, "expected what the objects are, found '" + words(r) + "'");
        }
      }
      case "haben" -> {
        // "der keine Statistik über 3 hat".
        ObjectPartContext o = c.takeOne(ObjectPartContext.class)
            .orElseThrow(() -> error(r, "expected 'keine Statistik über 3', found '" + words(r) + "'"));
        ObjectPhraseContext p = firstPhrase(o);
        if (p instanceof QuantifiedPhraseContext q && q.determiner() instanceof NoDetContext
            && isNoun(q.nounGroup(), "statistik") && q.postFilters() != null
            && q.postFilters().postFilter(0) instanceof OverFilterContext over) {
          out.add(new Filter.NoStatOver(Integer.parseInt(over.NUMBER().getText()), s));
        } else {
          throw error(o, "expected 'keine Statistik über 3', found '" + words(o) + "'");
        }
      }
      case "gegenüberstehen" -> {
        ObjectPartContext o = c.takeOne(ObjectPartContext.class)
            .orElseThrow(() -> error(r, "expected whom they face ('mir'), found nobody"));
        ObjectPhraseContext p = firstPhrase(o);
        ObjectRef facing = p instanceof SelfPhraseContext ? new ObjectRef.Self(span(p))
            : new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, span(p));
        out.add(new Filter.Facing(facing, s));
      }
      default -> throw error(r, "expected a relative clause such as ', den du kontrollierst', found '"
          + words(r) + "'");
    }
    checkAllRead(c);
    return out;
  }

  /** The player of ", den du kontrollierst", ", den er kontrolliert", ", die dein Gegner spielt". */
  private PlayerRef relativeSubject(Clause c, RelativeClauseContext r) {
    for (ObjectPartContext o : c.all(ObjectPartContext.class)) {
      if (!c.used.contains(o) && isPlayerPhraseOrPronoun(firstPhrase(o))) {
        c.used.add(o);
        return player(firstPhrase(o));
      }
    }
    throw error(r, "expected who does it (such as 'du'), found nobody");
  }

  private boolean isPlayerPhraseOrPronoun(ObjectPhraseContext p) {
    return isPlayerPhrase(p) || p instanceof PronounPhraseContext;
  }

  /** ", dessen Handkosten größer oder gleich meiner Anzahl an Heldentumszählern sind". */
  private Filter whoseStat(Clause c, RelativeClauseContext r, SourceSpan s) {
    ObjectPartContext o = c.takeOne(ObjectPartContext.class)
        .orElseThrow(() -> error(r, "expected whose statistic, found nothing"));
    Optional<Stat> stat = nounGroupOf(firstPhrase(o)) == null ? Optional.empty() : statOf(nounGroupOf(firstPhrase(o)));
    if (stat.isEmpty()) {
      throw error(o, "expected a statistic such as 'Handkosten', found '" + words(o) + "'");
    }
    ComparisonPartContext cmp = c.takeOne(ComparisonPartContext.class)
        .orElseThrow(() -> error(r, "expected a comparison, found nothing"));
    Condition.Compare k = compare(new Value.Result(false, s), cmp.comparison(), s);
    return new Filter.StatIs(stat.get(), k.comparison(), k.right(), s);
  }

  // ===================================================================================================================
  // Relative clauses written after the verb: "Schicke einen Charakter deiner Wahl in die Reserve, der keine ..."
  // ===================================================================================================================

  /** Relative clauses that belong to a phrase earlier in the clause, by phrase. */
  private final java.util.IdentityHashMap<ParserRuleContext, List<RelativeClauseContext>> extraposed =
      new java.util.IdentityHashMap<>();

  /** Relative clauses attached once (a clause may be read twice, as a condition after "würde" was ruled out). */
  private final Set<RelativeClauseContext> everAttached = java.util.Collections.newSetFromMap(
      new java.util.IdentityHashMap<>());

  private List<RelativeClauseContext> extraposed(ParserRuleContext phrase) {
    List<RelativeClauseContext> r = extraposed.remove(phrase);
    return r == null ? List.of() : r;
  }

  /**
   * Finds, for each relative clause standing apart in a clause, the phrase it belongs to: the nearest one before it
   * whose gender and number fit the pronoun ("der" a masculine noun, "die" a feminine or plural one), not a zone.
   */
  private java.util.Set<ParserRuleContext> attachRelatives(List<ParserRuleContext> parts) {
    java.util.Set<ParserRuleContext> attached = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    List<RelativeClauseContext> apart = new ArrayList<>();
    for (ParserRuleContext p : parts) {
      if (p instanceof RelativeClauseContext rc) {
        apart.add(rc);
      } else {
        // A relative clause the parse gave to a zone ("in die Reserve, der keine Statistik über 3 hat").
        collectMisplacedRelatives(p, apart);
      }
    }
    for (RelativeClauseContext r : apart) {
      List<ParserRuleContext> phrases = new ArrayList<>();
      for (ParserRuleContext q : parts) {
        if (q.getStart().getTokenIndex() < r.getStart().getTokenIndex()) {
          collectPhrases(q, phrases);
        }
      }
      String pronoun = words(r.relativePronoun());
      ParserRuleContext target = null;
      for (ParserRuleContext q : phrases) {
        if (q.getStart().getTokenIndex() < r.getStart().getTokenIndex() && fits(q, pronoun)
            && (target == null || q.getStart().getTokenIndex() >= target.getStart().getTokenIndex())) {
          target = q;
        }
      }
      if (target == null) {
        throw error(r, "expected a phrase before this relative clause that it describes, found none");
      }
      if (everAttached.add(r)) {
        extraposed.computeIfAbsent(target, k -> new ArrayList<>()).add(r);
      }
      attached.add(r);
    }
    return attached;
  }

  private void collectMisplacedRelatives(ParseTree t, List<RelativeClauseContext> out) {
    if (t instanceof ObjectPhraseContext p && !(p instanceof SelfPhraseContext)) {
      NounGroupContext g = nounGroupOf(p);
      PostFiltersContext pf = p instanceof QuantifiedPhraseContext q ? q.postFilters()
          : p instanceof PossessedPhraseContext q ? q.postFilters() : null;
      if (g != null && pf != null && ZONE_WORDS.contains(words(g.nounItem(g.nounItem().size() - 1).noun()))) {
        for (PostFilterContext f : pf.postFilter()) {
          if (f instanceof RelativeFilterContext r) {
            out.add(r.relativeClause());
            misplaced.add(r);
          }
        }
      }
    }
    for (int i = 0; i < t.getChildCount(); i++) {
      collectMisplacedRelatives(t.getChild(i), out);
    }
  }

  /** Relative filters read elsewhere (see {@link #attachRelatives}). */
  private final Set<RelativeFilterContext> misplaced = java.util.Collections.newSetFromMap(
      new java.util.IdentityHashMap<>());

  private static void collectPhrases(ParseTree t, List<ParserRuleContext> out) {
    if (t instanceof QuantifiedPhraseContext || t instanceof PossessedPhraseContext
        || t instanceof AnyNumberPhraseContext || t instanceof OfPossessivePhraseContext || t instanceof GenitiveContext
        || t instanceof NumberOfQtyContext) {
      out.add((ParserRuleContext) t);
    }
    for (int i = 0; i < t.getChildCount(); i++) {
      collectPhrases(t.getChild(i), out);
    }
  }

  /** Whether a relative pronoun fits a phrase's noun (gender and number). */
  private static boolean fits(ParserRuleContext phrase, String pronoun) {
    NounItemContext item;
    if (phrase instanceof GenitiveContext g) {
      item = g.nounItem();
    } else if (phrase instanceof NumberOfQtyContext q) {
      item = q.nounGroup().nounItem(q.nounGroup().nounItem().size() - 1);
    } else {
      NounGroupContext g = nounGroupOf((ObjectPhraseContext) phrase);
      if (g == null) {
        return false;
      }
      item = g.nounItem(g.nounItem().size() - 1);
    }
    String noun = words(item.noun());
    if (ZONE_WORDS.contains(noun) || noun.equals("wahl")) {
      return false;
    }
    char gender = gender(item.noun());
    boolean plural = nounPlural(item.noun()).orElse(false);
    for (String p : pronoun.split(" / ")) {
      boolean ok = switch (p) {
        case "der" -> gender == 'm' && !plural;
        case "die", "deren" -> gender == 'f' || plural;
        case "das" -> gender == 'n' && !plural;
        case "den" -> gender == 'm' || plural;
        case "dem", "dessen" -> (gender == 'm' || gender == 'n') && !plural;
        default -> true;
      };
      if (ok) {
        return true;
      }
    }
    return false;
  }

  private static final Set<String> ZONE_WORDS = Set.of("reserve", "hand", "deck", "decks", "ablagestapel",
      "ablagestapels", "ablage", "manazone", "expeditionszone", "wahrzeichenzone", "heldenzone", "spiel", "spiels");

  /** The grammatical gender of a noun: 'm', 'f' or 'n'. */
  private static char gender(NounContext n) {
    if (n.SUBTYPE() != null) {
      return GermanLexicon.subtypeGender(n.SUBTYPE().getText());
    }
    String w = words(n);
    if (w.startsWith("bleibende") || w.startsWith("karte") || w.startsWith("marke") || w.startsWith("manakugel")
        || w.startsWith("expedition") || w.startsWith("region") || w.startsWith("heldenkarte")
        || w.equals("anzahl") || w.startsWith("statistik") || w.startsWith("basisstatistik") || w.equals("aktion")
        || w.equals("option") || w.equals("kontrolle")) {
      return 'f';
    }
    if (w.startsWith("wahrzeichen") || w.startsWith("ergebnis") || w.equals("endergebnis") || w.equals("gelände")
        || w.equals("limit") || w.equals("ziel") || w.equals("vorwärtskommen") || w.equals("maximum")) {
      return 'n';
    }
    return 'm';
  }

  // ===================================================================================================================
  // Players, possessives, zones, places
  // ===================================================================================================================

  /**
   * "mein" (the object bearing the ability), "dein" (you), "sein"/"ihr" (its, or their for a player's zone),
   * "deren"/"dessen" (whose). {@code player}: the noun is a player's (a zone), so "seine Hand" is their hand.
   */
  private Possessor possessive(PossessiveWordContext ctx, boolean player) {
    SourceSpan s = span(ctx);
    if (ctx instanceof MyPossContext) {
      return new Possessor.OfObject(new ObjectRef.Self(s), s);
    }
    if (ctx instanceof YourPossContext) {
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s), s);
    }
    if (player) {
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s), s);
    }
    return new Possessor.OfObject(new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, s), s);
  }

  /**
   * A player: "du", "er"/"sie" (they), "jeder Spieler", "ein Gegner" (an opponent), "ein Gegner deiner Wahl" (target
   * opponent), "dieser Gegner" (that opponent), "dein Gegner", "deine Gegner", "sein Besitzer" (its owner), "ihr
   * kontrollierender Spieler" (its controller).
   */
  private PlayerRef player(ObjectPhraseContext p) {
    SourceSpan s = span(p);
    if (p instanceof YouPhraseContext) {
      return new PlayerRef(startingWithYou ? PlayerRef.Kind.EACH_PLAYER_STARTING_WITH_YOU : PlayerRef.Kind.YOU,
          Optional.empty(), s);
    }
    if (p instanceof PronounPhraseContext) {
      return new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s);
    }
    NounGroupContext g = nounGroupOf(p);
    String noun = g == null ? "" : words(g.nounItem(0).noun());
    // "einem anderen Spieler": another player than you is an opponent, as English reads "another player".
    boolean opponent = noun.startsWith("gegner") || p instanceof QuantifiedPhraseContext qa
        && qa.adjective().stream().anyMatch(a -> a instanceof OtherAdjContext);
    boolean target = p instanceof QuantifiedPhraseContext q0 && q0.postFilters() != null
        && q0.postFilters().postFilter().stream().anyMatch(f -> f instanceof TargetFilterContext);
    if (p instanceof QuantifiedPhraseContext q && isPlayerNoun(noun)) {
      DeterminerContext d = q.determiner();
      if (d instanceof EachDetContext) {
        return new PlayerRef(opponent ? PlayerRef.Kind.OPPONENTS : startingWithYou
            ? PlayerRef.Kind.EACH_PLAYER_STARTING_WITH_YOU : PlayerRef.Kind.EACH_PLAYER, Optional.empty(), s);
      }
      if (d instanceof CountDetContext cd && one(cd.quantity())) {
        PlayerRef.Kind k = opponent ? (target ? PlayerRef.Kind.TARGET_OPPONENT : PlayerRef.Kind.AN_OPPONENT)
            : target ? PlayerRef.Kind.TARGET_PLAYER : null;
        if (k != null) {
          return new PlayerRef(k, Optional.empty(), s);
        }
      }
      if (d instanceof ThatDetContext && opponent) {
        return new PlayerRef(PlayerRef.Kind.THAT_OPPONENT, Optional.empty(), s);
      }
      if (d instanceof AllDetContext && opponent) {
        return new PlayerRef(PlayerRef.Kind.OPPONENTS, Optional.empty(), s);
      }
    }
    if (p instanceof PossessedPhraseContext q && isPlayerNoun(noun)) {
      if (q.possessiveWord() instanceof YourPossContext && opponent) {
        return new PlayerRef(pluralNoun(q.nounGroup()) || first(q).equals("deine") ? PlayerRef.Kind.OPPONENTS
            : PlayerRef.Kind.YOUR_OPPONENT, Optional.empty(), s);
      }
      if (noun.startsWith("besitzer") || noun.startsWith("kontrollierende")) {
        PlayerRef.Kind k = noun.startsWith("besitzer") ? PlayerRef.Kind.OWNER : PlayerRef.Kind.CONTROLLER;
        ObjectRef of = q.possessiveWord() instanceof MyPossContext ? new ObjectRef.Self(s)
            : new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, s);
        return new PlayerRef(k, Optional.of(of), s);
      }
    }
    throw error(p, "expected a player such as 'du', 'jeder Spieler' or 'ein Gegner deiner Wahl', found '"
        + words(p) + "'");
  }

  /** "Angefangen bei dir darf jeder Spieler ...": each player, starting with you. */
  private boolean startingWithYou;

  private boolean isPlayerGenitive(GenitiveContext g) {
    return isPlayerNoun(words(g.nounItem().noun()));
  }

  /** "deines Gegners", "eines Gegners", "jedes Spielers", "eines Spielers deiner Wahl", "ihres Besitzers". */
  private PlayerRef player(GenitiveContext g) {
    SourceSpan s = span(g);
    String head = g.genitiveHead() == null ? "" : words(g.genitiveHead());
    String noun = words(g.nounItem().noun());
    boolean opponent = noun.startsWith("gegner") || g.adjective().stream().anyMatch(a -> a instanceof OtherAdjContext);
    boolean target = g.postFilters() != null
        && g.postFilters().postFilter().stream().anyMatch(f -> f instanceof TargetFilterContext);
    if (noun.startsWith("besitzer") || noun.startsWith("kontrollierende")) {
      PlayerRef.Kind k = noun.startsWith("besitzer") ? PlayerRef.Kind.OWNER : PlayerRef.Kind.CONTROLLER;
      ObjectRef of = head.startsWith("mein") ? new ObjectRef.Self(s)
          : new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, s);
      return new PlayerRef(k, Optional.of(of), s);
    }
    PlayerRef.Kind k = switch (head) {
      case "deines", "deiner" -> opponent ? PlayerRef.Kind.YOUR_OPPONENT : null;
      case "eines", "einer" -> opponent ? (target ? PlayerRef.Kind.TARGET_OPPONENT : PlayerRef.Kind.AN_OPPONENT)
          : target ? PlayerRef.Kind.TARGET_PLAYER : null;
      case "jedes", "jeder" -> opponent ? PlayerRef.Kind.OPPONENTS : PlayerRef.Kind.EACH_PLAYER;
      case "dieses" -> opponent ? PlayerRef.Kind.THAT_OPPONENT : null;
      default -> null;
    };
    if (k == null) {
      throw error(g, "expected a player such as 'deines Gegners' or 'jedes Spielers', found '" + words(g) + "'");
    }
    return new PlayerRef(k, Optional.empty(), s);
  }

  private static final Set<String> POSSESSIVE_GENITIVES = Set.of("meines", "meiner", "deines", "deiner", "seines",
      "seiner", "ihres", "ihrer");

  private static final Map<String, ZoneKind> ZONES = Map.ofEntries(
      Map.entry("reserve", ZoneKind.RESERVE), Map.entry("hand", ZoneKind.HAND), Map.entry("deck", ZoneKind.DECK),
      Map.entry("decks", ZoneKind.DECK), Map.entry("ablagestapel", ZoneKind.DISCARD_PILE),
      Map.entry("ablagestapels", ZoneKind.DISCARD_PILE), Map.entry("ablage", ZoneKind.DISCARD_PILE),
      Map.entry("manazone", ZoneKind.MANA_ZONE), Map.entry("expeditionszone", ZoneKind.EXPEDITION_ZONE),
      Map.entry("wahrzeichenzone", ZoneKind.LANDMARK_ZONE), Map.entry("heldenzone", ZoneKind.HERO_ZONE),
      Map.entry("spiel", ZoneKind.PLAY), Map.entry("spiels", ZoneKind.PLAY));

  private Zone zone(ObjectPhraseContext p) {
    return zoneOf(p).orElseThrow(() -> error(p, "expected a zone such as 'deine Reserve', found '" + words(p) + "'"));
  }

  /** The zone a phrase names: "die Reserve", "deine Hand", "die Hand ihres Besitzers", "der Reserve eines Gegners". */
  private Optional<Zone> zoneOf(ObjectPhraseContext p) {
    NounGroupContext g = nounGroupOf(p);
    if (g == null || g.nounItem().size() != 1 || !g.nounItem(0).nounPrefix().isEmpty()) {
      return Optional.empty();
    }
    ZoneKind kind = ZONES.get(words(g.nounItem(0).noun()));
    if (kind == null || kind == ZoneKind.PLAY) {
      return Optional.empty();
    }
    SourceSpan s = span(p);
    Optional<PlayerRef> owner = Optional.empty();
    PostFiltersContext pf;
    if (p instanceof PossessedPhraseContext q) {
      Possessor o = possessive(q.possessiveWord(), true);
      owner = Optional.of(((Possessor.OfPlayer) o).player());
      pf = q.postFilters();
    } else if (p instanceof QuantifiedPhraseContext q && (q.determiner() == null
        || q.determiner() instanceof TheDetContext
        || q.determiner() instanceof CountDetContext cd && one(cd.quantity())) && q.adjective().isEmpty()) {
      pf = q.postFilters();
    } else {
      return Optional.empty();
    }
    if (pf != null) {
      for (PostFilterContext f : pf.postFilter()) {
        if (f instanceof GenitiveFilterContext gen && isPlayerGenitive(gen.genitive()) && owner.isEmpty()) {
          owner = Optional.of(player(gen.genitive()));
        } else if (!(f instanceof RelativeFilterContext r && misplaced.contains(r))) {
          spill(f);
        }
      }
    }
    return Optional.of(new Zone(kind, owner, s));
  }

  /**
   * A filter the parse gave to a zone that belongs to the phrase around it ("Karten im Spiel oder in der Reserve mit
   * Zählern": with counters is the cards'), or a destination ("eine Karte aus deiner Hand in die Reserve").
   */
  private void spill(PostFilterContext f) {
    if (f instanceof InFilterContext in && in.placeList().placeRef().size() == 1
        && in.placeList().placeRef(0) instanceof ObjectPlaceContext op && has(in, "in")
        && accusative(op.objectPhrase())) {
      destinationLater(op.objectPhrase(), span(in));
      return;
    }
    spilled.add(f);
  }

  /** Filters spilled from a zone, waiting for the phrase around it (see {@link #spill}). */
  private final List<PostFilterContext> spilled = new ArrayList<>();

  /** "deines Decks", "des Decks seines Besitzers": the zone of a genitive. */
  private Zone genitiveZone(GenitiveContext g) {
    SourceSpan s = span(g);
    ZoneKind kind = ZONES.get(words(g.nounItem().noun()));
    if (kind == null || kind == ZoneKind.PLAY) {
      throw error(g, "expected a zone such as 'deines Decks', found '" + words(g) + "'");
    }
    String head = g.genitiveHead() == null ? "" : words(g.genitiveHead());
    Optional<PlayerRef> owner = switch (head) {
      case "deines", "deiner" -> Optional.of(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s));
      case "seines", "seiner", "ihres", "ihrer" -> Optional.of(new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(),
          s));
      default -> Optional.empty();
    };
    if (g.postFilters() != null) {
      for (PostFilterContext f : g.postFilters().postFilter()) {
        if (f instanceof GenitiveFilterContext gen && isPlayerGenitive(gen.genitive()) && owner.isEmpty()) {
          owner = Optional.of(player(gen.genitive()));
        } else {
          spill(f);
        }
      }
    }
    return new Zone(kind, owner, s);
  }

  /**
   * The object of a genitive: "einer Bleibenden Karte deiner Wahl" (target Permanent), "der mir gegenüberstehenden
   * Expedition" (the Expedition facing me), "der Charaktere in meiner Expedition" (Characters in my Expedition: a
   * plural genitive article reads as the English bare plural), "des Ziels" (the target).
   */
  private ObjectRef genitiveObject(GenitiveContext g, boolean candidate) {
    SourceSpan s = span(g);
    String head = g.genitiveHead() == null ? first(g) : words(g.genitiveHead());
    String noun = words(g.nounItem().noun());
    ObjectRef ref;
    if (POSSESSIVE_GENITIVES.contains(head)) {
      // "das Vorwärtskommen meiner Expedition": my Expedition.
      Possessor owner = head.startsWith("mein") ? new Possessor.OfObject(new ObjectRef.Self(s), s)
          : head.startsWith("dein") ? new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s), s)
          : new Possessor.OfObject(new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, s),
              s);
      List<Adjective> adjectives = new ArrayList<>();
      List<Filter> filters = new ArrayList<>();
      for (AdjectiveContext a : g.adjective()) {
        adjective(a, adjectives, filters);
      }
      if (g.postFilters() != null) {
        filters.addAll(filters(g.postFilters()));
      }
      NounGroup nouns = new NounGroup(ImmutableList.of(noun(g.nounItem().noun())),
          nounPlural(g.nounItem().noun()).orElse(false), span(g.nounItem()));
      ref = new ObjectRef.Possessed(owner, list(adjectives), nouns, list(filters), s);
    } else if (noun.startsWith("ziel")) {
      ref = new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), true, false, s);
    } else {
      NounGroupContext dummy = null;
      boolean plural = nounPlural(g.nounItem().noun()).orElse(head.equals("der") || head.equals("aller"));
      Quantifier q;
      List<AdjectiveContext> adjs = g.adjective();
      boolean next = adjs.stream().anyMatch(a -> a instanceof NextAdjContext);
      switch (head) {
        case "", "anderer", "weiterer", "erschöpfter" -> q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(),
            false, s);
        case "der", "des" -> q = next ? new Quantifier(Quantifier.Kind.NEXT, Optional.empty(), false, s)
            : plural ? new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s)
            : new Quantifier(Quantifier.Kind.THE, Optional.empty(), false, s);
        case "eines", "einer" -> q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, s)),
            false, s);
        case "jedes", "jeder" -> q = new Quantifier(Quantifier.Kind.EACH, Optional.empty(), false, s);
        case "aller" -> q = new Quantifier(Quantifier.Kind.ALL, Optional.empty(), false, s);
        default -> throw error(g, "expected an object such as 'einer Bleibenden Karte deiner Wahl', found '"
            + words(g) + "'");
      }
      List<Adjective> adjectives = new ArrayList<>();
      List<Filter> before = new ArrayList<>();
      if (head.equals("anderer") || head.equals("weiterer")) {
        adjectives.add(new Adjective.Other(span(g)));
      } else if (head.equals("erschöpfter")) {
        adjectives.add(new Adjective.WithStatus(ImmutableList.of(Status.EXHAUSTED), span(g)));
      }
      for (AdjectiveContext a : adjs) {
        adjective(a, adjectives, before);
      }
      for (NounPrefixContext pre : g.nounItem().nounPrefix()) {
        prefix(pre, adjectives);
      }
      boolean target = false;
      List<Filter> filters = new ArrayList<>(before);
      if (g.postFilters() != null) {
        for (PostFilterContext f : g.postFilters().postFilter()) {
          if (f instanceof TargetFilterContext) {
            target = true;
          } else if (f instanceof WithPostFilterContext w && w.withFilter() instanceof WithAdjectiveFilterContext a) {
            adjectives.add(withAdjective(a, span(w)));
          }
        }
        filters.addAll(filters(g.postFilters()));
      }
      for (RelativeClauseContext r : extraposed(g)) {
        filters.addAll(relativeFilters(r));
      }
      NounGroup nouns = new NounGroup(ImmutableList.of(noun(g.nounItem().noun())), plural, span(g.nounItem()));
      ref = new ObjectRef.Phrase(new Quantifier(q.kind(), q.count(), target, q.span()), list(adjectives), nouns,
          list(filters), s);
    }
    return candidate ? register(ref) : ref;
  }

  private Place place(PlaceRefContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof TerrainPlaceContext t) {
      return new Place.InTerrain(terrain(t.terrainSymbol()), s);
    }
    if (ctx instanceof HerPlaceContext) {
      return new Place.InObject(new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, s), s);
    }
    return placeOf(((ObjectPlaceContext) ctx).objectPhrase());
  }

  /**
   * A place that names several zones in one noun group: "in deiner Reserve oder einem Wahrzeichen" (in your Reserve
   * or Landmarks).
   */
  private List<Place> places(PlaceRefContext ctx) {
    if (ctx instanceof ObjectPlaceContext op) {
      NounGroupContext g = nounGroupOf(op.objectPhrase());
      if (g != null && g.nounItem().size() > 1 && ZONES.containsKey(words(g.nounItem(0).noun()))
          && op.objectPhrase() instanceof PossessedPhraseContext q) {
        List<Place> out = new ArrayList<>();
        Possessor owner = possessive(q.possessiveWord(), true);
        for (NounItemContext n : g.nounItem()) {
          String w = words(n.noun());
          ZoneKind kind = w.startsWith("wahrzeichen") ? ZoneKind.LANDMARK_ZONE : ZONES.get(w);
          if (kind == null) {
            throw error(n, "expected a zone such as 'Reserve', found '" + w + "'");
          }
          Optional<PlayerRef> who = n == g.nounItem(0) ? Optional.of(((Possessor.OfPlayer) owner).player())
              : Optional.empty();
          out.add(new Place.InZone(new Zone(kind, who, span(n)), span(n)));
        }
        return out;
      }
    }
    return List.of(place(ctx));
  }

  /** "im Spiel" (in play), "in der Reserve" (a zone), "in meiner Expedition" (an object). */
  private Place placeOf(ObjectPhraseContext p) {
    SourceSpan s = span(p);
    NounGroupContext g = nounGroupOf(p);
    if (g != null && g.nounItem().size() == 1 && ZONES.get(words(g.nounItem(0).noun())) == ZoneKind.PLAY) {
      return new Place.InPlay(s);
    }
    Optional<Zone> z = zoneOf(p);
    if (z.isPresent()) {
      return new Place.InZone(z.get(), s);
    }
    ObjectRef o = obj(p, false);
    if (g != null && g.nounItem().size() == 1 && words(g.nounItem(0).noun()).equals("wahrzeichen - bereich")
        && o instanceof ObjectRef.Possessed own && own.owner() instanceof Possessor.OfPlayer player) {
      // "Karten in deinem Wahrzeichen-Bereich": a place the cards are in is the Landmark zone, as "in your
      // Landmarks" is in English; the same words after "erschaffe" name where a token goes (an object).
      return new Place.InZone(new Zone(ZoneKind.LANDMARK_ZONE, Optional.of(player.player()), s), s);
    }
    return new Place.InObject(o, s);
  }

  // ===================================================================================================================
  // Words and numbers
  // ===================================================================================================================

  private Status status(TerminalNode node) {
    String t = node.getText();
    return GermanLexicon.status(t.substring(2, t.length() - 2)).orElseThrow();
  }

  private Quantity quantity(QuantityContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof NumberQtyContext c) {
      Quantity first = new Quantity.Literal(numberOf(c.number(0)), span(c.number(0)));
      return c.number().size() > 1 ? new Quantity.Sum(first,
          new Quantity.Literal(numberOf(c.number(1)), span(c.number(1))), s) : first;
    }
    if (ctx instanceof XQtyContext c) {
      return new Quantity.X(c.number() == null ? 0 : numberOf(c.number()), s);
    }
    if (ctx instanceof NumberOfQtyContext c) {
      // "die Anzahl der Charaktere, die du kontrollierst" (the number of Characters you control).
      ObjectRef.Phrase p = phrase(c, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s),
          new ArrayList<>(), c.adjective(), c.nounGroup(), c.postFilters(), Optional.of(true));
      return new Quantity.NumberOf(p, s);
    }
    if (ctx instanceof CountersQtyContext c) {
      return new Quantity.CountersOn(possessive(c.possessiveWord(), false), counter(c.counterNoun()), s);
    }
    if (ctx instanceof CountersQty2Context c) {
      return new Quantity.CountersOn(possessive(c.possessiveWord(), false), counter(c.counterNoun()), s);
    }
    if (ctx instanceof CounterCountQtyContext c) {
      // "der Anzahl an Verstärkungen, die auf diese Art entfernt werden" (removed this way).
      if (c.postFilters() != null && c.postFilters().postFilter().size() == 1
          && c.postFilters().postFilter(0) instanceof RelativeFilterContext r && removedThisWay(r.relativeClause())) {
        return new Quantity.RemovedThisWay(counter(c.counterNoun()), s);
      }
      throw error(c, "expected 'die Anzahl an Verstärkungen, die auf diese Art entfernt werden', found '"
          + words(c) + "'");
    }
    if (ctx instanceof ResultQtyContext c) {
      return new Quantity.DieResult(words(c).endsWith("endergebnis"), s);
    }
    if (ctx instanceof HighestStatQtyContext c) {
      if (c.possessiveWord() instanceof MyPossContext) {
        // "meine höchste Statistik": mine.
        return new Quantity.StatOf(Stat.HIGHEST_STATISTIC, possessive(c.possessiveWord(), false), s);
      }
      // "ihre höchste Statistik": of the objects named before.
      return new Quantity.StatOf(Stat.HIGHEST_STATISTIC, new Possessor.OfObject(new ObjectRef.Pronoun(
          lastCandidate(), true, Optional.empty(), false, false, span(c.possessiveWord())), span(c.possessiveWord())),
          s);
    }
    if (ctx instanceof ThatManyQtyContext || ctx instanceof ThatManyQty2Context) {
      return new Quantity.ThatMany(s);
    }
    throw error(ctx, "expected a number, found '" + words(ctx) + "'");
  }

  private boolean removedThisWay(RelativeClauseContext r) {
    List<Clause> clauses = clausesOf(r.subClause());
    Clause c = clauses.get(0);
    if (clauses.size() == 1 && c.lemma.equals("entfernen") && c.passive
        && c.takeOne(ThisWayPartContext.class).isPresent()) {
      checkAllRead(c);
      return true;
    }
    return false;
  }

  private static int numberOf(NumberContext ctx) {
    if (ctx.NUMBER() != null) {
      return Integer.parseInt(ctx.NUMBER().getText());
    }
    return numberWord(ctx.getText());
  }

  private static int numberWord(String word) {
    return switch (word.toLowerCase(Locale.ROOT)) {
      case "zwei" -> 2;
      case "drei" -> 3;
      case "vier" -> 4;
      case "fünf" -> 5;
      case "sechs" -> 6;
      case "sieben" -> 7;
      case "acht" -> 8;
      case "neun" -> 9;
      case "zehn" -> 10;
      default -> 1;
    };
  }

  private int ordinal(OrdinalContext ctx) {
    if (ctx.NUMBER() != null) {
      return Integer.parseInt(ctx.NUMBER().getText());
    }
    String w = ctx.getText().toLowerCase(Locale.ROOT);
    if (w.startsWith("erst")) {
      return 1;
    }
    if (w.startsWith("zweit")) {
      return 2;
    }
    if (w.startsWith("dritt")) {
      return 3;
    }
    if (w.startsWith("viert")) {
      return 4;
    }
    if (w.startsWith("fünft")) {
      return 5;
    }
    throw error(ctx, "expected an ordinal such as 'ersten', found '" + ctx.getText() + "'");
  }

  private Quantity mana(TerminalNode node) {
    String t = node.getText();
    return new Quantity.Literal(Integer.parseInt(t.substring(1, t.length() - 1)), span(node));
  }

  private Quantity manaAmount(ManaAmountContext ctx) {
    List<TerminalNode> manas = ctx.MANA();
    Quantity first;
    int next = 0;
    if (has(ctx, "{x}")) {
      first = new Quantity.X(0, span(ctx));
    } else {
      first = mana(manas.get(next++));
    }
    if (next < manas.size()) {
      return new Quantity.Sum(first, mana(manas.get(next)), span(ctx));
    }
    return first;
  }

  private Counter counter(CounterNounContext ctx) {
    if (ctx instanceof BoostNounContext) {
      return Counter.BOOST;
    }
    if (ctx instanceof AnyCounterNounContext) {
      return Counter.ANY;
    }
    if (ctx instanceof NamedCounterNounContext c) {
      return new Counter(GermanLexicon.counterId(GermanLexicon.counterStem(c.COUNTER_WORD().getText()).orElseThrow()));
    }
    HyphenCounterNounContext c = (HyphenCounterNounContext) ctx;
    return new Counter(GermanLexicon.counterId(c.counterName().getText()));
  }

  private static Phase phase(PhaseWordContext ctx) {
    String w = ctx.getText().toLowerCase(Locale.ROOT);
    if (w.startsWith("nachmittag")) {
      return Phase.AFTERNOON;
    }
    if (w.startsWith("morgen")) {
      return Phase.MORNING;
    }
    if (w.startsWith("mittag")) {
      return Phase.NOON;
    }
    if (w.startsWith("abend")) {
      return Phase.DUSK;
    }
    if (w.startsWith("nacht")) {
      return Phase.NIGHT;
    }
    return Phase.REST;
  }

  /** "Zum Mittag", "Am Ende des Tages" (the end of its last phase, Night, 4.2). */
  private static Phase momentPhase(MomentContext ctx) {
    return ctx.phaseWord() == null ? Phase.NIGHT : phase(ctx.phaseWord());
  }

  private static boolean momentEnd(MomentContext ctx) {
    return has(ctx, "ende");
  }

  /** "am Abend", "während der Nacht", "am Nachmittag": the phase during which. */
  private Phase duringPhase(TimingContext t) {
    if (t instanceof DuringPhaseTimingContext d) {
      return phase(d.phaseWord());
    }
    throw error(t, "expected a phase such as 'am Abend', found '" + words(t) + "'");
  }

  /** 2.2.15.a: this turn ("in dieser Runde"), this Afternoon ("heute Nachmittag"), this Day ("an diesem Tag"). */
  private static Optional<Duration> duration(TimingContext t) {
    if (t instanceof ThisTurnContext) {
      return Optional.of(Duration.THIS_TURN);
    }
    if (t instanceof ThisAfternoonContext) {
      return Optional.of(Duration.THIS_AFTERNOON);
    }
    if (t instanceof ThisDayContext) {
      return Optional.of(Duration.THIS_DAY);
    }
    if (t instanceof UntilEndContext u) {
      return Optional.of(periodDuration(u.periodWord()));
    }
    return Optional.empty();
  }

  private static Duration periodDuration(PeriodWordContext w) {
    return switch (w.getText().toLowerCase(Locale.ROOT)) {
      case "runde" -> Duration.THIS_TURN;
      case "nachmittags" -> Duration.THIS_AFTERNOON;
      default -> Duration.THIS_DAY;
    };
  }

  /** "während des ersten Tages", "während deines Zuges": when the sentence applies (4.1). */
  private Condition timingCondition(TimingContext t) {
    SourceSpan s = span(t);
    if (t instanceof DuringDayContext d) {
      return new Condition.During(Optional.empty(), Optional.empty(),
          Optional.of(new Quantity.Literal(ordinal(d.ordinal()), span(d.ordinal()))), s);
    }
    String who = words(t).split(" ")[1];
    PlayerRef p = who.equals("deines") ? new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s)
        : new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s);
    return new Condition.During(Optional.of(p), Optional.empty(), Optional.empty(), s);
  }

  private static Terrain terrain(TerminalNode node) {
    return terrainOf(node.getText());
  }

  private static Terrain terrain(TerrainSymbolContext ctx) {
    return terrainOf(ctx.getText());
  }

  private static Terrain terrainOf(String symbol) {
    return switch (symbol.toLowerCase(Locale.ROOT)) {
      case "{v}" -> Terrain.FOREST;
      case "{m}" -> Terrain.MOUNTAIN;
      default -> Terrain.WATER;
    };
  }

  /** A quoted ability (2.2.12.f); its pronouns are its own. */
  private Ability quoted(QuotedBodyContext ctx) {
    GermanAstBuilder inner = new GermanAstBuilder(text);
    SourceSpan s = span(ctx);
    if (ctx.keywordLine() != null) {
      return inner.keywordLine(ctx.keywordLine());
    }
    if (ctx.reaction() != null) {
      return inner.reaction(ctx.reaction(), false, s);
    }
    if (ctx.quickAction() != null) {
      return inner.quickAction(ctx.quickAction());
    }
    return inner.effectOrPassive(ctx.effect(), false, s);
  }
}
