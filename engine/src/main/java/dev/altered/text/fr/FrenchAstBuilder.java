package dev.altered.text.fr;

import static dev.altered.grammar.fr.AlteredFrenchParser.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.Counter;
import dev.altered.ast.DieRange;
import dev.altered.ast.Effect;
import dev.altered.ast.Event;
import dev.altered.ast.Filter;
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
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Limit;
import dev.altered.ast.Vocabulary.ObjectAction;
import dev.altered.ast.Vocabulary.ObjectType;
import dev.altered.ast.Vocabulary.Period;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Position;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import dev.altered.text.AbilityBuildException;
import dev.altered.text.AbilityText;
import dev.altered.text.ObjectRefs;
import dev.altered.text.TwoStageParser;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * French parse tree to the language-neutral AST: the AST English gives for the same card. One method per grammar
 * rule; every node gets the span of the text it was read from. Pronouns are resolved as the English builder does
 * (object phrases counted in reading order, see {@link ObjectRef.Antecedent}), French clitics included: "le", "la",
 * "lui", "les" before an infinitive and "-le", "-moi" after an imperative.
 *
 * <p>Where French word order differs from English (the object of "faire gagner ... à X" comes last), the phrases are
 * read in the English order, so antecedent indices agree. Constructs the AST cannot represent are refused with a
 * positioned {@link AbilityBuildException}.
 */
final class FrenchAstBuilder {
  private final AbilityText text;
  /** Object phrases that pronouns can stand for, in reading order (see ObjectRef.Antecedent). */
  private final List<ObjectRef> candidates = new ArrayList<>();
  /** The actor of steps written without one: "vous", or the player of "Chaque joueur peut ...". */
  private PlayerRef defaultActor = PlayerRef.you();

  private FrenchAstBuilder(AbilityText text) {
    this.text = text;
  }

  static Ability build(AbilityText text, AbilityContext tree) {
    return new FrenchAstBuilder(text).ability(tree);
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
    return new AbilityBuildException(ctx.getStart().getStartIndex(), message);
  }

  /** Token types of the grammar's literal words ("'piochez'" -> its type), built once. */
  private static final Map<String, Integer> LITERALS;

  static {
    Map<String, Integer> m = new HashMap<>();
    for (int i = 0; i <= VOCABULARY.getMaxTokenType(); i++) {
      String literal = TwoStageParser.literalName(VOCABULARY, i);
      if (literal != null) {
        m.put(literal.substring(1, literal.length() - 1), i);
      }
    }
    LITERALS = m;
  }

  private static int literalType(String word) {
    Integer type = LITERALS.get(word.toLowerCase(Locale.ROOT));
    if (type == null) {
      throw new IllegalArgumentException("not a word of the grammar: " + word);
    }
    return type;
  }

  /** Whether a word of the grammar is a direct child of {@code ctx} (compared by token type). */
  private static boolean has(ParserRuleContext ctx, String word) {
    if (ctx == null || ctx.children == null) {
      return false;
    }
    int type = literalType(word);
    for (ParseTree child : ctx.children) {
      if (child instanceof TerminalNode t && t.getSymbol().getType() == type) {
        return true;
      }
    }
    return false;
  }

  /** Whether any of the words is a direct child. */
  private static boolean hasAny(ParserRuleContext ctx, String... words) {
    for (String w : words) {
      if (has(ctx, w)) {
        return true;
      }
    }
    return false;
  }

  /** The lower-case text of the first token of a context. */
  private static String first(ParserRuleContext ctx) {
    return ctx.getStart().getText().toLowerCase(Locale.ROOT);
  }

  private static <T> ImmutableList<T> list(List<T> items) {
    return ImmutableList.copyOf(items);
  }

  /** Counts an object phrase for pronouns; pronouns and "je" only repeat what was named and are not counted. */
  private ObjectRef register(ObjectRef ref) {
    if (!(ref instanceof ObjectRef.Pronoun || ref instanceof ObjectRef.Self || ref instanceof ObjectRef.SelfAnd
        || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These || ref instanceof ObjectRef.OneOfThem)) {
      candidates.add(ref);
    }
    return ref;
  }

  /** What "il" means right after {@code subject} was named: the same object. */
  private ObjectRef again(ObjectRef subject, SourceSpan s) {
    if (subject instanceof ObjectRef.Self) {
      return new ObjectRef.Self(s);
    }
    if (subject instanceof ObjectRef.Pronoun p) {
      return new ObjectRef.Pronoun(p.antecedent(), p.plural(), Optional.empty(), false, false, s);
    }
    return sameAs(new Antecedent(candidates.size() - 1), subject, s);
  }

  private Antecedent lastCandidate() {
    return candidates.isEmpty() ? Antecedent.TRIGGER : new Antecedent(candidates.size() - 1);
  }

  private static ObjectRef withSpan(ObjectRef ref, SourceSpan s) {
    if (ref instanceof ObjectRef.Pronoun p) {
      return new ObjectRef.Pronoun(p.antecedent(), p.plural(), p.restated(), p.theTarget(), p.all(), s);
    }
    return ref instanceof ObjectRef.Self ? new ObjectRef.Self(s) : ref;
  }

  /** "il": the object of the step before, named again. */
  private static ObjectRef sameAs(Antecedent antecedent, ObjectRef subject, SourceSpan s) {
    boolean plural = subject instanceof ObjectRef.Pronoun p ? p.plural()
        : !(subject instanceof ObjectRef.Self) && !(subject instanceof ObjectRef.Phrase ph
            && ph.quantifier().kind() == Quantifier.Kind.COUNT && ph.quantifier().count().orElse(null)
            instanceof Quantity.Literal l && l.value() == 1);
    return new ObjectRef.Pronoun(antecedent, plural, Optional.empty(), false, false, s);
  }

  // ===================================================================================================================
  // Abilities
  // ===================================================================================================================

  /** Words this ability's reminder text defines ("Je suis [En Contact] si ..."), by lower-case name. */
  private final Map<String, DefinitionContext> definitions = new HashMap<>();

  private Ability ability(AbilityContext ctx) {
    for (DefinitionContext d : ctx.getRuleContexts(DefinitionContext.class)) {
      definitions.putIfAbsent(inside(d.getToken(UNKNOWN_BRACKET, 0)).toLowerCase(Locale.ROOT), d);
    }
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
    Optional<Quantity> whereX = ctx.whereX() == null ? Optional.empty() : Optional.of(quantity(ctx.whereX().quantity()));
    if (ctx.STATUS() != null) {
      if (ctx.MANA() != null || ctx.NUMBER() != null || has(ctx, "{x}")) {
        throw error(ctx, "expected a keyword ability before the number, found the status " + ctx.STATUS().getText());
      }
      return new Ability.KeywordItem(Optional.empty(), Optional.of(status(ctx.STATUS())), Optional.empty(), whereX,
          span(ctx));
    }
    String inside = inside(ctx.KW_ABILITY());
    FrenchLexicon.KeywordWithParameter k = FrenchLexicon.ability(inside).orElseThrow();
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
      if (head.moment() != null) {
        trigger = new Trigger.At(momentPhase(head.moment()), momentEnd(head.moment()), span(head));
      } else if (has(head, "repos")) {
        trigger = new Trigger.At(Phase.REST, true, span(head));
      } else if (head.definedEvent() != null) {
        DefinedEventWordContext meaning = definedEvent(head.definedEvent());
        trigger = new Trigger.When(event(meaning.event()), span(head));
        TimingContext timing = meaning.definedEventTiming() != null ? meaning.definedEventTiming().timing()
            : meaning.timing();
        if (timing != null) {
          condition = Optional.of(timing(timing));
        }
      } else {
        trigger = new Trigger.When(event(head.event()), span(head));
      }
      for (TriggerClauseContext clause : ctx.trigger().triggerClause()) {
        if (clause.condition() != null) {
          if (condition.isPresent()) {
            throw error(clause, "expected one condition after the trigger, found two");
          }
          condition = Optional.of(condition(clause.condition()));
        } else if (clause.objectPhrase() != null) {
          forEach = Optional.of(new Ability.ForEachClause.Objects(obj(clause.objectPhrase(), false), span(clause)));
        } else {
          forEach = Optional.of(new Ability.ForEachClause.Counters(possessive(clause.possessive()),
              counter(clause.counterNoun()), span(clause)));
        }
      }
    }
    return new Ability.Reaction(support, trigger, condition, forEach, effect(ctx.effect()), span);
  }

  /** "À la tombée de la Nuit" is Night; "la fin du Jour" the end of its last phase, Night (4.2). */
  private static Phase momentPhase(MomentContext ctx) {
    return ctx.phase() == null ? Phase.NIGHT : phase(ctx.phase());
  }

  private static boolean momentEnd(MomentContext ctx) {
    return has(ctx, "fin");
  }

  private static TriggerSymbol triggerSymbol(TriggerSymbolContext ctx) {
    return switch (ctx.getText().toLowerCase(Locale.ROOT)) {
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
        costs.add(new Cost.AsStep(step(((CostStepContext) part).step()), s));
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
      if (child instanceof WhenReflexiveContext r) {
        Event event = event(r.event());
        out.add(new Sentence.WhenThisWay(event, steps(r.stepSequence()), span(r)));
        continue;
      }
      if (child instanceof OnResultReflexiveContext r) {
        // "Sur un résultat de 1-3 — ...": when the die of this effect rolls 1-3 (English: "When you roll a 1-3 this way").
        Event event = new Event.RollsResult(defaultActor, dieRange(r.dieRange()), true, span(r.dieRange()));
        out.add(new Sentence.WhenThisWay(event, steps(r.stepSequence()), span(r)));
        continue;
      }
      if (!(child instanceof SentenceContext s)) {
        continue;
      }
      Sentence sentence = sentence(s);
      // "Sur 4+, ... . Sur 1-3, ...": consecutive inline results are one list of outcomes.
      if (sentence instanceof Sentence.OnResult r && !out.isEmpty()
          && out.get(out.size() - 1) instanceof Sentence.OnResult before && isInline(s)) {
        out.set(out.size() - 1, new Sentence.OnResult(
            ImmutableList.<Sentence.Outcome>builder().addAll(before.outcomes()).addAll(r.outcomes()).build(),
            before.span()));
      } else {
        out.add(sentence);
      }
    }
    return list(out);
  }

  private static boolean isInline(SentenceContext s) {
    return s instanceof DieResultSentenceContext d && d.dieResults().dieRange() != null;
  }

  private Sentence sentence(SentenceContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof IfSentenceContext c) {
      Condition cond = condition(c.condition());
      ImmutableList<Step> then = steps(c.stepSequence(0));
      Optional<ImmutableList<Step>> otherwise =
          c.stepSequence().size() > 1 ? Optional.of(steps(c.stepSequence(1))) : Optional.empty();
      return new Sentence.If(cond, then, otherwise, s);
    }
    if (ctx instanceof UnlessSentenceContext c) {
      return new Sentence.Unless(condition(c.condition()), steps(c.stepSequence()), s);
    }
    if (ctx instanceof OtherwiseSentenceContext c) {
      return new Sentence.Otherwise(steps(c.stepSequence()), s);
    }
    if (ctx instanceof ThenSentenceContext c) {
      return sentence(c.sentence());
    }
    if (ctx instanceof DuringSentenceContext c) {
      return new Sentence.During(phase(c.phase()), steps(c.stepSequence()), s);
    }
    if (ctx instanceof DependingSentenceContext c) {
      Quantity on = new Quantity.RemovedThisWay(counter(c.counterNoun()), span(c.counterNoun()));
      return new Sentence.Depending(on, outcomes(c.resultItem()), s);
    }
    if (ctx instanceof ForEachSentenceContext c) {
      ObjectRef objects = obj(c.objectPhrase(), true);
      return new Sentence.ForEach(objects, steps(c.stepSequence()), s);
    }
    if (ctx instanceof ModalSentenceContext c) {
      return modal(c.chooseModes());
    }
    if (ctx instanceof DieResultSentenceContext c) {
      return dieResults(c.dieResults());
    }
    if (ctx instanceof RepeatSentenceContext c) {
      Quantity times = quantity(c.quantity());
      Optional<Quantity> whereX = c.whereX() == null ? Optional.empty() : Optional.of(quantity(c.whereX().quantity()));
      return new Sentence.Repeat(times, whereX, modes(c.modeItem()), s);
    }
    if (ctx instanceof WhileSentenceContext c) {
      return new Sentence.If(condition(c.condition()), steps(c.stepSequence()), Optional.empty(), s);
    }
    if (ctx instanceof UntilSentenceContext c) {
      Duration d = duration(c.duration());
      return new Sentence.Steps(lasting(steps(c.stepSequence()), d, span(c.duration())), s);
    }
    if (ctx instanceof DelayedSentenceContext c) {
      Step.Modifier at = c.moment() != null
          ? new Step.Modifier.At(momentPhase(c.moment()), momentEnd(c.moment()), span(c.moment()))
          : new Step.Modifier.At(Phase.REST, true, s);
      List<Step> out = new ArrayList<>();
      for (Step st : steps(c.stepSequence())) {
        out.add(withModifier(st, at));
      }
      return new Sentence.Steps(list(out), s);
    }
    PlainSentenceContext c = (PlainSentenceContext) ctx;
    ImmutableList<Step> steps = steps(c.stepSequence());
    SentenceTailContext tail = c.sentenceTail();
    if (tail == null) {
      return new Sentence.Steps(steps, s);
    }
    Condition cond = tail.timing() != null ? timing(tail.timing()) : condition(tail.condition());
    // "Vous pouvez seulement activer cela si ...": the condition belongs to the restriction.
    if (steps.size() == 1 && steps.get(0) instanceof Step.Continuous k
        && k.statement() instanceof Statement.ActivationRestriction r && r.onlyIf().isEmpty()
        && tail.ifWord() != null && !has(tail, "sauf") && k.duration().isEmpty()) {
      return new Sentence.Steps(ImmutableList.of(new Step.Continuous(new Statement.ActivationRestriction(
          Optional.of(cond), r.times(), r.per(), r.span()), Optional.empty(), k.span())), s);
    }
    return has(tail, "sauf") ? new Sentence.Unless(cond, steps, s) : new Sentence.If(cond, steps, Optional.empty(), s);
  }

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

  /** "pendant votre tour", "pendant l'Après-midi", "le premier Jour". */
  private Condition timing(TimingContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx.possessive() != null) {
      Possessor p = playerPossessive(ctx.possessive());
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw error(ctx, "expected a player's turn ('votre tour'), found an object's");
      }
      return new Condition.During(Optional.of(pl.player()), Optional.empty(), Optional.empty(), s);
    }
    if (ctx.phase() != null) {
      return new Condition.During(Optional.empty(), Optional.of(phase(ctx.phase())), Optional.empty(), s);
    }
    return new Condition.During(Optional.empty(), Optional.empty(),
        Optional.of(new Quantity.Literal(ordinal(ctx.ordinal()), span(ctx.ordinal()))), s);
  }

  private Sentence modal(ChooseModesContext ctx) {
    ChooseCountContext cc = ctx.chooseCount();
    Quantity count = cc.quantity() != null ? quantity(cc.quantity()) : new Quantity.Literal(1, span(cc));
    boolean upTo = has(cc, "jusqu'à");
    Optional<Quantity> whereX = ctx.whereX() == null ? Optional.empty() : Optional.of(quantity(ctx.whereX().quantity()));
    boolean repeatable = false;
    Optional<Sentence.ExtraChoice> extra = Optional.empty();
    for (ChooseExtraContext e : ctx.chooseExtra()) {
      if (e instanceof RepeatModesContext) {
        repeatable = true;
      } else {
        ConditionalModeCountContext c = (ConditionalModeCountContext) e;
        Optional<Quantity> n = c.quantity() == null ? Optional.empty() : Optional.of(quantity(c.quantity()));
        extra = Optional.of(new Sentence.ExtraChoice(condition(c.condition()), n, span(c)));
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
        throw error(ctx, "expected a range from low to high such as 1-3, found " + ctx.getText());
      }
      return new DieRange(low, high, false, span(ctx));
    }
    boolean orMore = has(ctx, "+");
    return DieRange.from(low, orMore, span(ctx));
  }

  // ===================================================================================================================
  // Steps
  // ===================================================================================================================

  private ImmutableList<Step> steps(StepSequenceContext ctx) {
    List<Step> steps = new ArrayList<>();
    for (StepItemContext item : ctx.stepItem()) {
      if (item.optionalStep() != null) {
        PlayerRef outer = defaultActor;
        if (item.optionalStep().playerSubject() == null && !steps.isEmpty()) {
          defaultActor = actorOfOptional(steps.get(steps.size() - 1)).orElse(defaultActor);
        }
        try {
          steps.addAll(optionalStep(item.optionalStep()));
        } finally {
          defaultActor = outer;
        }
      } else if (item.step().size() > 1) {
        // "Dépensez 1 compteur ... pour défausser un Permanent ciblé": an internal action (1.2.5.a).
        Step cost = step(item.step(0));
        Step effect = step(item.step(1));
        steps.add(new Step.Internal(defaultActor, false, ImmutableList.of(cost), effect, span(item)));
      } else if (item.step(0) instanceof PlayerStepContext c && c.playerSubject() == null && !steps.isEmpty()
          && thirdPersonAfterEachPlayer(c, ctx.stepItem(), item)) {
        // "Chaque joueur défausse sa main, puis pioche trois cartes": a third-person verb with no subject goes on
        // with the players of the step before, as the English "then draws" does; "puis piochez" would be you.
        PlayerRef outer = defaultActor;
        defaultActor = new PlayerRef(PlayerRef.Kind.EACH_PLAYER, Optional.empty(), span(item));
        try {
          steps.addAll(stepList(item.step(0)));
        } finally {
          defaultActor = outer;
        }
      } else {
        steps.addAll(stepList(item.step(0)));
      }
    }
    return list(steps);
  }

  /** A verb not in the imperative ("pioche", not "piochez"), right after a step whose subject is "chaque joueur". */
  private boolean thirdPersonAfterEachPlayer(PlayerStepContext step, List<StepItemContext> items,
      StepItemContext item) {
    int index = items.indexOf(item);
    if (index < 1 || step.clitic() != null) {
      return false;
    }
    String verb = step.playerVerbPhrase().getStart().getText().toLowerCase(java.util.Locale.ROOT);
    if (verb.endsWith("ez") || verb.equals("faites")) {
      return false;
    }
    StepItemContext before = items.get(index - 1);
    return before.optionalStep() == null && before.step().size() == 1
        && before.step(0) instanceof PlayerStepContext p && p.playerSubject() != null
        && player(p.playerSubject()).kind() == PlayerRef.Kind.EACH_PLAYER;
  }

  private static Optional<PlayerRef> actorOfOptional(Step step) {
    if (step instanceof Step.May m) {
      return Optional.of(m.actor());
    }
    if (step instanceof Step.Internal i && i.optional()) {
      return Optional.of(i.actor());
    }
    if (step instanceof Step.MayDoAgain a) {
      return Optional.of(a.actor());
    }
    return Optional.empty();
  }

  private List<Step> optionalStep(OptionalStepContext ctx) {
    PlayerRef who = ctx.playerSubject() == null ? defaultActor : player(ctx.playerSubject());
    PlayerRef outer = defaultActor;
    defaultActor = who;
    try {
      Step main = optionalStep(ctx, who);
      if (ctx.doAgain() != null) {
        // "... peut [Ravitailler Épuisé], puis le faire à nouveau": may do it, then may do it again.
        return List.of(main, new Step.MayDoAgain(who, span(ctx.doAgain())));
      }
      return List.of(main);
    } finally {
      defaultActor = outer;
    }
  }

  private Step optionalStep(OptionalStepContext ctx, PlayerRef who) {
    List<StepContext> parts = ctx.step();
    if (ctx.toWord() != null) {
      List<Step> cost = new ArrayList<>();
      for (int i = 0; i < parts.size() - 1; i++) {
        cost.add(step(parts.get(i)));
      }
      Step effect = step(parts.get(parts.size() - 1));
      SourceSpan s = ctx.doAgain() != null ? span(ctx.mayWord(), parts.get(parts.size() - 1)) : span(ctx);
      return new Step.Internal(who, true, list(cost), effect, s);
    }
    List<Step> steps = new ArrayList<>();
    for (StepContext p : parts) {
      steps.addAll(stepList(p));
    }
    return new Step.May(who, list(steps), has(ctx, "ou"), span(ctx));
  }

  private Step step(StepContext ctx) {
    List<Step> steps = stepList(ctx);
    if (steps.size() != 1) {
      throw error(ctx, "expected one action here, found " + steps.size() + " joined by 'et'");
    }
    return steps.get(0);
  }

  /**
   * A step; "Un Personnage ciblé gagne 1 boost et perd [[Fugace]]" is two steps, the second about "il" (the same
   * object).
   */
  private List<Step> stepList(StepContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof ObjectStepContext c) {
      ObjectRef subject = obj(c.objectSubject().objectPhrase(), true);
      if (has(c, "ou")) {
        // "pour qu'un Personnage ciblé gagne 1 boost ou perde [[Fugace]]": one of them, as the actor chooses.
        List<Step> options = new ArrayList<>();
        for (ObjectVerbPhraseContext v : c.objectVerbPhrase()) {
          options.add(objectVerb(subject, v));
        }
        return List.of(modified(new Step.OneOf(defaultActor, list(options), s), c.modifierTail(), s));
      }
      ObjectRef same = again(subject, span(c.objectSubject()));
      List<Step> verbs = new ArrayList<>();
      for (ObjectVerbPhraseContext v : c.objectVerbPhrase()) {
        ObjectRef who = verbs.isEmpty() ? subject : withSpan(same, span(v));
        verbs.add(objectVerb(who, v));
      }
      int last = verbs.size() - 1;
      verbs.set(last, modified(verbs.get(last), c.modifierTail(), s));
      return verbs;
    }
    if (ctx instanceof PlayerStepContext c && c.playerVerbPhrase() instanceof HaveVerbContext h && !has(h, "ou")
        && h.objectVerbPhrase().size() > 1) {
      if (c.playerSubject() != null) {
        player(c.playerSubject());
      }
      ObjectRef subject = causativeObject(c.clitic(), h.objectList(), h);
      ObjectRef same = again(subject, subject.span());
      List<Step> verbs = new ArrayList<>();
      for (ObjectVerbPhraseContext v : h.objectVerbPhrase()) {
        ObjectRef who = verbs.isEmpty() ? subject : withSpan(same, span(v));
        verbs.add(objectVerb(who, v));
      }
      int last = verbs.size() - 1;
      verbs.set(last, modified(verbs.get(last), c.modifierTail(), s));
      return verbs;
    }
    return List.of(singleStep(ctx, s));
  }

  /** The object of "faire gagner 2 boosts au Personnage ciblé" / "me faire gagner" / "lui faire gagner". */
  private ObjectRef causativeObject(CliticContext clitic, ObjectListContext objects, ParserRuleContext at) {
    if (objects != null) {
      return objList(objects);
    }
    if (clitic != null) {
      return clitic(clitic);
    }
    throw error(at, "expected whom to have do it (such as 'à un Personnage ciblé'), found nothing");
  }

  private Step singleStep(StepContext ctx, SourceSpan s) {
    Step step;
    List<ModifierTailContext> tails;
    if (ctx instanceof PlayerStepContext c) {
      PlayerRef actor = c.playerSubject() == null ? defaultActor : player(c.playerSubject());
      step = playerVerb(actor, c.clitic(), c.playerVerbPhrase(), has(c, "immédiatement"));
      tails = c.modifierTail();
    } else if (ctx instanceof ContinuousStepContext c) {
      Statement statement = statement(c.statement());
      Optional<Duration> duration = c.durationOrTiming() == null ? Optional.empty()
          : Optional.of(duration(c.durationOrTiming().duration()));
      return new Step.Continuous(statement, duration, s);
    } else if (ctx instanceof ObjectKeywordStepContext c) {
      ObjectRef subject = obj(c.objectSubject().objectPhrase(), true);
      KeywordAction action = FrenchLexicon.action(inside(c.KW_ACTION())).orElseThrow();
      if (!action.doneByObject()) {
        throw error(c, "expected an action an object does, found " + c.KW_ACTION().getText()
            + " after an object (a player does it: 'son propriétaire " + c.KW_ACTION().getText() + "')");
      }
      step = new Step.Keyword(defaultActor, action, Optional.of(subject), s);
      tails = c.modifierTail();
    } else if (ctx instanceof BareKeywordStepContext c) {
      step = keyword(defaultActor, c.KW_ACTION(), c.objectList(), s);
      tails = c.modifierTail();
    } else {
      PlayerKeywordStepContext c = (PlayerKeywordStepContext) ctx;
      step = keyword(player(c.playerSubject()), c.KW_ACTION(), c.objectList(), s);
      tails = c.modifierTail();
    }
    return modified(step, tails, s);
  }

  private Step keyword(PlayerRef actor, TerminalNode kw, ObjectListContext objects, SourceSpan s) {
    KeywordAction action = FrenchLexicon.action(inside(kw)).orElseThrow();
    Optional<ObjectRef> object = objects == null ? Optional.empty() : Optional.of(objList(objects));
    if (action.doneByObject()) {
      throw new AbilityBuildException(kw.getSymbol().getStartIndex(), "expected what does " + kw.getText()
          + " before it (such as 'Une Expédition ciblée'), found nothing");
    }
    if (!action.objectOptional() && action.takesObject() != object.isPresent()) {
      throw new AbilityBuildException(kw.getSymbol().getStartIndex(), action.takesObject()
          ? "expected an object after " + kw.getText() + " (such as 'une carte ciblée'), found none"
          : "expected nothing after " + kw.getText() + ", found an object");
    }
    return new Step.Keyword(actor, action, object, s);
  }

  private Step modified(Step step, List<ModifierTailContext> tails, SourceSpan s) {
    if (tails.isEmpty()) {
      return step;
    }
    List<Step.Modifier> modifiers = new ArrayList<>();
    for (ModifierTailContext t : tails) {
      modifiers.add(modifier(t));
    }
    if (step instanceof Step.Modified m) {
      // "mettez-moi ... à la place": the modifier the verb read first comes first.
      return new Step.Modified(m.step(), ImmutableList.<Step.Modifier>builder().addAll(m.modifiers())
          .addAll(modifiers).build(), s);
    }
    return new Step.Modified(step, list(modifiers), s);
  }

  private Step.Modifier modifier(ModifierTailContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof InsteadModContext) {
      return new Step.Modifier.Instead(s);
    }
    if (ctx instanceof AgainModContext) {
      return new Step.Modifier.Again(s);
    }
    if (ctx instanceof AfterRestModContext) {
      return new Step.Modifier.At(Phase.REST, true, s);
    }
    if (ctx instanceof AtModContext c) {
      return new Step.Modifier.At(momentPhase(c.moment()), momentEnd(c.moment()), s);
    }
    if (ctx instanceof AtRandomModContext) {
      return new Step.Modifier.AtRandom(s);
    }
    if (ctx instanceof LastingModContext c) {
      return new Step.Modifier.Lasting(duration(c.duration()), s);
    }
    if (ctx instanceof TimesModContext c) {
      return new Step.Modifier.Times(quantity(c.quantity()), s);
    }
    if (ctx instanceof PerModContext c) {
      return new Step.Modifier.Per(obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof ForEachModContext c) {
      // "Je gagne 1 boost pour chaque Personnage que vous contrôlez": French says "pour chaque" for English "per".
      return new Step.Modifier.Per(obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof UpToMaxModContext c) {
      return new Step.Modifier.UpToMax(quantity(c.quantity()), s);
    }
    if (ctx instanceof WhereXModContext c) {
      return new Step.Modifier.WhereX(quantity(c.whereX().quantity()), s);
    }
    if (ctx instanceof DistributedModContext c) {
      return new Step.Modifier.DistributedAmong(obj(c.objectPhrase(), true), s);
    }
    return new Step.Modifier.ThisWay(s);
  }

  /**
   * The object of a transitive verb: a pronoun before the verb ("me sacrifier", "le jouer"), after it
   * ("Sacrifiez-moi"), or an object phrase.
   */
  private ObjectRef object(CliticContext clitic, HyphenObjectContext hyphen, ObjectListContext objects,
      ParserRuleContext at) {
    if (objects != null) {
      return objList(objects);
    }
    if (hyphen != null) {
      return hyphen(hyphen);
    }
    if (clitic != null) {
      return clitic(clitic);
    }
    throw error(at, "expected what the action is done to (such as 'un Personnage ciblé'), found nothing");
  }

  /** A pronoun before the verb. */
  private ObjectRef clitic(CliticContext ctx) {
    SourceSpan s = span(ctx);
    String w = first(ctx);
    return switch (w) {
      case "me", "m'" -> new ObjectRef.Self(s);
      case "les", "leur" -> new ObjectRef.Pronoun(lastCandidate(), true, Optional.empty(), false, false, s);
      case "le", "la", "l'", "lui", "y" -> new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false,
          false, s);
      default -> throw error(ctx, "expected an object pronoun such as 'le' or 'me', found '" + ctx.getText() + "'");
    };
  }

  /** A pronoun after an imperative: "-moi", "-le", "-les tous". */
  private ObjectRef hyphen(HyphenObjectContext ctx) {
    SourceSpan s = span(ctx);
    String w = ctx.getChild(1).getText().toLowerCase(Locale.ROOT);
    return switch (w) {
      case "moi" -> new ObjectRef.Self(s);
      case "les", "leur" -> new ObjectRef.Pronoun(lastCandidate(), true, Optional.empty(), false, has(ctx, "tous"), s);
      default -> new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, s);
    };
  }

  /** An object phrase and the zone its last filter names ("une carte de votre Réserve"). */
  private record Hoisted(ObjectRef objects, Optional<Zone> from) {}

  /** "Défaussez un Sort de votre Réserve": the zone is the step's "from", as English reads it. */
  private static Hoisted hoistFrom(ObjectRef objects, Optional<Zone> from) {
    if (from.isEmpty() && objects instanceof ObjectRef.Phrase p && !p.filters().isEmpty()
        && p.filters().get(p.filters().size() - 1) instanceof Filter.From f && f.place() instanceof Place.InZone z) {
      ObjectRef.Phrase without = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
          p.filters().subList(0, p.filters().size() - 1), p.span());
      return new Hoisted(without, Optional.of(z.zone()));
    }
    return new Hoisted(objects, from);
  }

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
   * A place read inside the object phrase ("un Personnage ciblé dans la Réserve de son propriétaire") was read before
   * the object was named, so "son" stood for what came before it (nothing, or the object of an earlier mode or
   * sentence); as the destination, "son" is the object moved, as in English "its owner's Reserve".
   */
  private Step.Destination ownerIsTheObject(Step.Destination to) {
    if (candidates.isEmpty() || !(to instanceof Step.Destination.ToZone z) || z.zone().owner().isEmpty()) {
      return to;
    }
    PlayerRef owner = z.zone().owner().get();
    if (!(owner.of().orElse(null) instanceof ObjectRef.Pronoun p)
        || p.antecedent().index() >= candidates.size() - 1) {
      return to;
    }
    ObjectRef.Pronoun object = new ObjectRef.Pronoun(new Antecedent(candidates.size() - 1), p.plural(), p.restated(),
        p.theTarget(), p.all(), p.span());
    Zone zone = new Zone(z.zone().kind(), Optional.of(new PlayerRef(owner.kind(), Optional.of(object), owner.span())),
        z.zone().span());
    return new Step.Destination.ToZone(zone, z.span());
  }

  /** The later sets' player verbs (the grammar's playerVerbMore): passing, becoming first player, moves, cost changes. */
  private Step playerVerbMore(PlayerRef actor, PlayerVerbMoreContext ctx, SourceSpan s) {
    if (ctx instanceof MoveObjectVerbContext c) {
      boolean back = first(c.moveV()).startsWith("recul");
      ObjectRef what = objList(c.objectList());
      if (actor.kind() != PlayerRef.Kind.YOU && what instanceof ObjectRef.Possessed p
          && p.owner() instanceof Possessor.OfObject o && o.object() instanceof ObjectRef.Pronoun) {
        // "son contrôleur avance son autre Expédition": after a player, "son" is that player's (English "their").
        what = new ObjectRef.Possessed(new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(),
            o.span()), o.span()), p.adjectives(), p.nouns(), p.filters(), p.span());
      }
      return new Step.MoveExpedition(what, back ? Direction.BACKWARD : Direction.FORWARD, quantity(c.quantity()),
          false, s);
    }
    if (ctx instanceof MoveMarkerVerbContext c) {
      ObjectRef what = objList(c.objectList());
      if (!dev.altered.text.TerrainMarkerSteps.are(what)) {
        throw error(c.objectList(), "expected a Terrain Marker to move ('un marqueur Terrain'), found '"
            + c.objectList().getText() + "'");
      }
      return new Step.MoveTerrainMarker(actor, what, obj(c.objectPhrase(), false), false, s);
    }
    if (ctx instanceof PassVerbContext) {
      return new Step.Pass(actor, s);
    }
    if (ctx instanceof BecomeFirstVerbContext) {
      return new Step.BecomeFirstPlayer(actor, s);
    }
    if (ctx instanceof PayLessVerbContext c) {
      // The same change as "Le prochain Sort que vous jouez ce tour-ci coûte {1} de moins" (a statement as a step).
      if (actor.kind() != PlayerRef.Kind.YOU) {
        throw error(c, "expected 'payez ... de moins pour' said of you (the cards you play)");
      }
      ObjectRef subject = obj(c.objectPhrase(), true);
      Optional<Quantity> min = c.manaAmount().size() > 1 ? Optional.of(manaAmount(c.manaAmount(1)))
          : Optional.empty();
      return new Step.Continuous(new Statement.CostChange(subject, manaAmount(c.manaAmount(0)), has(c, "plus"),
          Optional.empty(), min, Optional.empty(), s), Optional.empty(), s);
    }
    throw error(ctx, "expected an effect such as 'passez' or 'devenez le premier joueur'");
  }

  private Step playerVerb(PlayerRef actor, CliticContext clitic, PlayerVerbPhraseContext ctx, boolean immediately) {
    SourceSpan s = span(ctx);
    if (ctx instanceof MoreVerbsContext m) {
      return playerVerbMore(actor, m.playerVerbMore(), s);
    }
    if (ctx instanceof DrawVerbContext c) {
      DrawWhatContext w = c.drawWhat();
      if (w instanceof DrawCountContext d) {
        return new Step.Draw(actor, quantity(d.quantity()), has(d, "seule"), s);
      }
      if (w instanceof DrawThatManyContext d) {
        return new Step.Draw(actor, new Quantity.ThatMany(span(d)), false, s);
      }
      if (w instanceof DrawPronounContext d) {
        return new Step.DrawCard(actor, hyphen(d.hyphenObject()), s);
      }
      return new Step.DrawCard(actor, objList(((DrawObjectsContext) w).objectList()), s);
    }
    if (ctx instanceof DiscardVerbContext c) {
      Hoisted h = hoistFrom(object(clitic, c.hyphenObject(), c.objectList(), c), optZone(c.zone()));
      return new Step.Discard(actor, h.objects(), h.from(), s);
    }
    if (ctx instanceof DiscardSelfVerbContext c) {
      // "L'adversaire ciblé se défausse d'une carte de sa main".
      Hoisted h = hoistFrom(objList(c.objectList()), Optional.empty());
      return new Step.Discard(actor, h.objects(), h.from(), s);
    }
    if (ctx instanceof SacrificeVerbContext c) {
      return new Step.Sacrifice(actor, object(clitic, c.hyphenObject(), c.objectList(), c), s);
    }
    if (ctx instanceof PutVerbContext c) {
      ObjectRef what;
      if (c.quantity() != null) {
        // "Mettez-en une dans votre main": one of the cards named before.
        what = new ObjectRef.OneOfThem(lastCandidate(), span(c.quantity()));
      } else {
        boolean mainList = c.objectList().size() > (has(c, "lieu") ? 1 : 0);
        what = object(clitic, c.hyphenObject(), mainList ? c.objectList(0) : null, c);
      }
      Optional<Zone> from = optZone(c.zone());
      Step.Destination to;
      if (c.destination() != null) {
        to = destination(c.destination());
      } else {
        Optional<Placed> placed = hoistIn(what);
        if (placed.isEmpty()) {
          throw error(c, "expected where to put it, such as 'en Réserve'");
        }
        what = placed.get().objects();
        to = ownerIsTheObject(placed.get().to());
      }
      if (c.destination() instanceof ToExpeditionContext on && from.isEmpty() && dev.altered.text.TerrainMarkerSteps.are(what)) {
        return dev.altered.text.TerrainMarkerSteps.place(actor, what, obj(on.objectPhrase(), false), s);
      }
      Optional<Step.OrbState> as = c.asClause().isEmpty() ? Optional.empty() : Optional.of(orbState(c.asClause(0)));
      Optional<ObjectRef> insteadOf = has(c, "lieu")
          ? Optional.of(objList(c.objectList(c.objectList().size() - 1))) : Optional.empty();
      Hoisted h = hoistFrom(what, from);
      Step move = new Step.Move(actor, h.objects(), h.from(), to, as, insteadOf, s);
      if (c.insteadWords() != null) {
        return new Step.Modified(move, ImmutableList.of(new Step.Modifier.Instead(span(c.insteadWords()))), s);
      }
      return move;
    }
    if (ctx instanceof SendVerbContext c) {
      ObjectRef what = object(clitic, c.hyphenObject(), c.objectList(), c);
      Step.Destination to;
      if (c.destination() != null) {
        to = destination(c.destination());
      } else {
        // "Envoyez un Personnage ciblé en Réserve": the place was read as the phrase's last filter.
        Placed placed = hoistIn(what).orElseThrow(() -> error(c, "expected where to send it, such as 'en Réserve'"));
        what = placed.objects();
        to = ownerIsTheObject(placed.to());
      }
      Optional<Step.OrbState> as = c.asClause() == null ? Optional.empty() : Optional.of(orbState(c.asClause()));
      return new Step.Move(actor, what, Optional.empty(), to, as, Optional.empty(), s);
    }
    if (ctx instanceof SendToVerbContext c) {
      // "Envoyez dans la Réserve de son propriétaire un Personnage ciblé": "son" is the object named after it.
      ObjectRef what = objList(c.objectList());
      Step.Destination to = destination(c.destination());
      return new Step.Move(actor, what, Optional.empty(), to, Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof ReturnVerbContext c) {
      ObjectRef what = object(clitic, c.hyphenObject(), c.objectList(), c);
      Optional<Zone> from = optZone(c.zone());
      Step.Destination to;
      if (c.destination() != null) {
        to = destination(c.destination());
      } else {
        // "Renvoyez un Personnage ciblé dans la main de son propriétaire": the fast stage reads the place as the
        // phrase's last filter.
        Placed placed = hoistIn(what).orElseThrow(() -> error(c, "expected where to return it, such as 'dans votre "
            + "main'"));
        what = placed.objects();
        to = ownerIsTheObject(placed.to());
      }
      Hoisted h = hoistFrom(what, from);
      return new Step.Move(actor, h.objects(), h.from(), to, Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof CreateVerbContext c) {
      Optional<ObjectRef> there = Optional.empty();
      if (has(c, "y")) {
        // "Créez-y X jetons": in the Expedition named before.
        there = Optional.of(new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, s));
      }
      return create(actor, c.tokenCreation(), there, s);
    }
    if (ctx instanceof CreateOnlyVerbContext c) {
      return new Step.CreateSame(actor, quantity(c.quantity()), s);
    }
    if (ctx instanceof ReadyVerbContext c) {
      return new Step.Ready(actor, object(clitic, c.hyphenObject(), c.objectList(), c), s);
    }
    if (ctx instanceof ExhaustVerbContext c) {
      return new Step.Exhaust(actor, object(clitic, c.hyphenObject(), c.objectList(), c), !c.symbolT().isEmpty(), s);
    }
    if (ctx instanceof PlayVerbContext c) {
      ObjectRef what = object(clitic, c.hyphenObject(), c.objectList(), c);
      Optional<Zone> from = optZone(c.zone());
      Optional<ObjectRef> in = c.objectPhrase() == null ? Optional.empty() : Optional.of(obj(c.objectPhrase(), false));
      Hoisted h = hoistFrom(what, from);
      return new Step.Play(actor, h.objects(), h.from(), in, playCost(c.playCost(), s),
          immediately || has(c, "immédiatement"), s);
    }
    if (ctx instanceof RollVerbContext c) {
      if (has(c, "supplémentaire")) {
        // "lancez un dé supplémentaire et ignorez le résultat du dé de votre choix" (roll that many dice plus one).
        return new Step.RollMore(actor, new Quantity.Literal(1, s), s);
      }
      return new Step.Roll(actor, quantity(c.quantity()), s);
    }
    if (ctx instanceof RevealVerbContext c) {
      return new Step.Reveal(actor, object(clitic, c.hyphenObject(), c.objectList(), c), has(c, "également"), s);
    }
    if (ctx instanceof LookVerbContext c) {
      return new Step.LookAt(actor, objList(c.objectList()), s);
    }
    if (ctx instanceof ChooseVerbContext c) {
      // "Choisissez jusqu'à deux Personnages parmi ces cartes": "ces cartes" are the cards named before the
      // Characters (English reads "from these cards" first).
      Optional<ObjectRef> among = c.objectList().size() > 1 ? Optional.of(objList(c.objectList(1))) : Optional.empty();
      ObjectRef what = objList(c.objectList(0));
      return new Step.Choose(actor, what, among, s);
    }
    if (ctx instanceof TargetVerbContext c) {
      return new Step.Target(actor, objList(c.objectList()), s);
    }
    if (ctx instanceof ExchangeVerbContext c) {
      ObjectRef first = objList(c.objectList(0));
      return new Step.Exchange(actor, first, objList(c.objectList(1)), s);
    }
    if (ctx instanceof ExchangeBoostsVerbContext c) {
      ObjectRef of = c.objectList() != null ? objList(c.objectList())
          : new ObjectRef.Pronoun(lastCandidate(), true, Optional.empty(), false, false, s);
      return new Step.ExchangeBoosts(actor, of, s);
    }
    if (ctx instanceof ActivateVerbContext c) {
      return new Step.Activate(actor, kinds(c.abilityKinds()), objList(c.objectList()), s);
    }
    if (ctx instanceof ActivatePossessiveVerbContext c) {
      Possessor p = possessive(c.possessive());
      if (!(p instanceof Possessor.OfObject o)) {
        throw error(c, "expected the abilities of an object ('ses'), found a player's");
      }
      return new Step.Activate(actor, kinds(c.abilityKinds()), o.object(), s);
    }
    if (ctx instanceof PayVerbContext c) {
      return new Step.Pay(actor, manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof SpendVerbContext c) {
      return spend(actor, c.spendWhat(), s);
    }
    if (ctx instanceof RemoveVerbContext c) {
      RemoveWhatContext w = c.removeWhat();
      if (w instanceof RemoveAllContext all) {
        Counter counter = counter(all.counterNoun());
        return new Step.Remove(actor, Optional.empty(), false, counter, objList(c.objectList()), s);
      }
      RemoveSomeContext some = (RemoveSomeContext) w;
      Quantity n = quantity(some.quantity());
      Counter counter = counter(some.counterNoun());
      return new Step.Remove(actor, Optional.of(n), has(some, "jusqu'à"), counter, objList(c.objectList()), s);
    }
    if (ctx instanceof DoubleVerbContext c) {
      Counter counter = counter(c.counterNoun());
      return new Step.Double(actor, counter, objList(c.objectList()), s);
    }
    if (ctx instanceof DistributeVerbContext c) {
      Quantity n = quantity(c.quantity());
      Counter counter = counter(c.counterNoun());
      return new Step.Distribute(actor, n, counter, objList(c.objectList()), s);
    }
    if (ctx instanceof WinVerbContext) {
      return new Step.WinGame(actor, s);
    }
    if (ctx instanceof ReduceCostVerbContext c) {
      CostOfContext of = c.costOf();
      ObjectRef whose;
      if (of.objectList() != null) {
        whose = objList(of.objectList());
      } else {
        Possessor p = possessive(of.possessive());
        if (!(p instanceof Possessor.OfObject o)) {
          throw error(of, "expected the cost of an object, found a player's");
        }
        whose = o.object();
      }
      return new Step.ReduceCost(actor, whose, manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof IncreaseResultVerbContext c) {
      resultRef(c.resultRef());
      return new Step.AddToResult(actor, quantity(c.quantity()), s);
    }
    if (ctx instanceof AddToResultVerbContext c) {
      Quantity q = quantity(c.quantity());
      resultRef(c.resultRef());
      return new Step.AddToResult(actor, q, s);
    }
    if (ctx instanceof GiveVerbContext c) {
      // "donner 2 boosts à un Personnage ciblé", "lui donner 2 boosts", "me donner 1 boost".
      ObjectRef to = causativeObject(clitic, c.objectList(), c);
      // "me donner autant de boosts": that many (the number of the step before).
      Quantity n = c.quantity() != null ? quantity(c.quantity()) : new Quantity.ThatMany(span(c.counterNoun()));
      Counter counter = counter(c.counterNoun());
      SourceSpan counted = c.quantity() != null ? span(c.quantity(), c.counterNoun()) : span(c.counterNoun());
      return new Step.Gain(to, ImmutableList.of(new Step.Gainable.Counters(n, counter, counted)), s);
    }
    if (ctx instanceof HaveVerbContext c) {
      // "faire gagner 2 boosts au Personnage ciblé": the object first, as English names it first.
      ObjectRef subject = causativeObject(clitic, c.objectList(), c);
      List<Step> verbs = new ArrayList<>();
      for (ObjectVerbPhraseContext v : c.objectVerbPhrase()) {
        verbs.add(objectVerb(subject, v));
      }
      if (verbs.size() == 1) {
        return verbs.get(0);
      }
      return new Step.OneOf(actor, list(verbs), s);
    }
    if (ctx instanceof SwitchOtherVerbContext c) {
      // "Vous pouvez changer un Personnage ciblé d'Expédition": have it switch Expeditions. The fixed "d'Expédition"
      // may have been read as the phrase's last filter ("from Expedition").
      ObjectRef what = object(clitic, c.hyphenObject(), c.objectList(), c);
      if (!has(c, "expédition") && !has(c, "expéditions")) {
        if (!(what instanceof ObjectRef.Phrase p && !p.filters().isEmpty()
            && p.filters().get(p.filters().size() - 1) instanceof Filter.From f && f.place() instanceof Place.InObject o
            && o.object() instanceof ObjectRef.Phrase e && e.quantifier().kind() == Quantifier.Kind.BARE
            && e.nouns().nouns().equals(List.of(new Noun.Type(ObjectType.EXPEDITION, e.span()))))) {
          throw error(c, "expected 'd'Expédition' after what changes Expedition");
        }
        what = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
            p.filters().subList(0, p.filters().size() - 1), p.span());
        candidates.set(candidates.size() - 1, what);
      }
      return new Step.SwitchExpeditions(what, s);
    }
    if (ctx instanceof MakePlayerVerbContext c) {
      // "faire piocher une carte à un adversaire ciblé": that player does it.
      PlayerRef who = player(c.playerSubject());
      return playerVerb(who, null, c.playerVerbPhrase(), false);
    }
    throw error(ctx, "expected an effect such as 'piochez' or 'gagne', found '" + ctx.getText() + "'");
  }

  private void resultRef(ResultRefContext ctx) {
    if (ctx.possessive() != null) {
      possessive(ctx.possessive());
    }
  }

  private Step spend(PlayerRef actor, SpendWhatContext ctx, SourceSpan s) {
    if (ctx instanceof SpendOwnContext own) {
      Quantity n = quantity(own.quantity());
      Possessor p = possessive(own.possessive());
      if (!(p instanceof Possessor.OfObject o)) {
        throw error(own, "expected counters of an object ('mes'), found a player's");
      }
      return new Step.Spend(actor, n, counter(own.counterNoun()), o.object(), s);
    }
    SpendFromContext from = (SpendFromContext) ctx;
    Quantity n = quantity(from.quantity());
    Counter counter = counter(from.counterNoun());
    return new Step.Spend(actor, n, counter, objList(from.objectList()), s);
  }

  private Step.OrbState orbState(AsClauseContext ctx) {
    return ctx.asWhat().orbState().getText().toLowerCase(Locale.ROOT).startsWith("redress") ? Step.OrbState.READY
        : Step.OrbState.EXHAUSTED;
  }

  private Step.PlayCost playCost(PlayCostContext ctx, SourceSpan s) {
    if (ctx == null) {
      return new Step.PlayCost.Normal(s);
    }
    if (ctx instanceof FreeCostContext) {
      return new Step.PlayCost.Free(span(ctx));
    }
    ReducedCostContext r = (ReducedCostContext) ctx;
    Optional<Quantity> min = r.manaAmount().size() > 1 ? Optional.of(manaAmount(r.manaAmount(1))) : Optional.empty();
    return new Step.PlayCost.Reduced(manaAmount(r.manaAmount(0)), min, span(ctx));
  }

  private Step.Destination destination(DestinationContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof ToZoneContext c) {
      return new Step.Destination.ToZone(zone(c.zone()), s);
    }
    if (ctx instanceof ToBottomContext c) {
      Step.Destination bottom = new Step.Destination.BottomOf(zone(c.zone()), s);
      return c.anyOrder() == null ? bottom : new Step.Destination.InAnyOrder(bottom, s);
    }
    if (ctx instanceof ToTopContext c) {
      Step.Destination top = new Step.Destination.TopOf(zone(c.zone()), s);
      return c.anyOrder() == null ? top : new Step.Destination.InAnyOrder(top, s);
    }
    if (ctx instanceof ToPositionContext c) {
      Quantity position = c.ordinal() == null ? new Quantity.X(0, s) : new Quantity.Literal(ordinal(c.ordinal()), s);
      return new Step.Destination.PositionIn(position, zone(c.zone()), s);
    }
    return new Step.Destination.ToExpedition(obj(((ToExpeditionContext) ctx).objectPhrase(), false), s);
  }

  private Step create(PlayerRef actor, TokenCreationContext ctx, Optional<ObjectRef> there, SourceSpan s) {
    Quantity count = quantity(ctx.quantity());
    TerminalNode spec = ctx.TOKEN_SPEC();
    List<String> subtypes = new ArrayList<>();
    if (ctx.tokenSubtypes() != null) {
      for (TokenSubtypeContext st : ctx.tokenSubtypes().tokenSubtype()) {
        String word = st.getText();
        subtypes.add(word.equalsIgnoreCase("compagnon") ? "COMPANION"
            : FrenchLexicon.subtype(word).orElse(word.toUpperCase(Locale.ROOT)));
      }
    }
    // A name alone ("un jeton [Aérolithe]") has no statistics printed: the set's token card defines it (2.2.11.e).
    TokenSpec token = FrenchLexicon.tokenName(inside(spec)).map(name -> new TokenSpec(name.name(), name.forest(),
        name.mountain(), name.water(), list(subtypes), span(spec)))
        .orElseGet(() -> TokenSpec.named(FrenchLexicon.tokenId(inside(spec)), list(subtypes), span(spec)));
    boolean plural = has(ctx, "jetons");
    boolean one = count instanceof Quantity.Literal l && l.value() == 1;
    if (plural == one) {
      throw error(ctx, "expected '" + (one ? "jeton" : "jetons") + "' after " + ctx.quantity().getText()
          + ", found '" + (plural ? "jetons" : "jeton") + "'");
    }
    Optional<ObjectRef> in = ctx.destinationExpeditions() == null ? there
        : Optional.of(obj(ctx.destinationExpeditions().objectPhrase(), false));
    ImmutableList<Ability> abilities = ctx.tokenAbilities() == null ? ImmutableList.of()
        : ImmutableList.of(quoted(ctx.tokenAbilities().quotedAbility().quotedBody()));
    Step create = new Step.Create(actor, count, token, in, abilities, s);
    return modified(create, ctx.modifierTail(), s);
  }

  /** A quoted ability (2.2.12.f); its pronouns are its own. */
  private Ability quoted(QuotedBodyContext ctx) {
    FrenchAstBuilder inner = new FrenchAstBuilder(text);
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

  private ImmutableList<TriggerSymbol> kinds(AbilityKindsContext ctx) {
    List<TriggerSymbol> kinds = new ArrayList<>();
    for (TriggerSymbolContext t : ctx.triggerSymbol()) {
      kinds.add(triggerSymbol(t));
    }
    return list(kinds);
  }

  private Step objectVerb(ObjectRef subject, ObjectVerbPhraseContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof GainVerbContext c) {
      return new Step.Gain(subject, gains(c.gainList()), s);
    }
    if (ctx instanceof LoseVerbContext c) {
      return new Step.Lose(subject, loses(c.loseList()), s);
    }
    if (ctx instanceof SwitchVerbContext) {
      return new Step.SwitchExpeditions(subject, s);
    }
    if (ctx instanceof MoveVerbContext c) {
      boolean back = first(c.moveV()).startsWith("recul");
      return new Step.MoveExpedition(subject, back ? Direction.BACKWARD : Direction.FORWARD, quantity(c.quantity()),
          has(c, "supplémentaire"), s);
    }
    if (ctx instanceof ActivatesVerbContext c) {
      possessive(c.possessive());
      Optional<Zone> asIf = c.asIfClause() == null ? Optional.empty() : Optional.of(zone(c.asIfClause().zone()));
      return new Step.ActivateOwn(subject, kinds(c.abilityKinds()), asIf, s);
    }
    GoVerbContext c = (GoVerbContext) ctx;
    return new Step.Move(PlayerRef.you(), subject, Optional.empty(),
        new Step.Destination.ToZone(zone(c.zone()), span(c.zone())), Optional.empty(), Optional.empty(), s);
  }

  private ImmutableList<Step.Gainable> gains(GainListContext ctx) {
    if (has(ctx, "ou")) {
      List<Status> statuses = new ArrayList<>();
      for (GainItemContext item : ctx.gainItem()) {
        if (!(item instanceof GainStatusContext st)) {
          throw error(item, "expected a status in a choice of statuses, found '" + item.getText() + "'");
        }
        statuses.add(status(st.STATUS()));
      }
      return ImmutableList.of(new Step.Gainable.OneStatusOf(list(statuses), span(ctx)));
    }
    List<Step.Gainable> items = new ArrayList<>();
    for (GainItemContext item : ctx.gainItem()) {
      SourceSpan s = span(item);
      if (item instanceof GainCountersContext c) {
        items.add(new Step.Gainable.Counters(quantity(c.quantity()), counter(c.counterNoun()), s));
      } else if (item instanceof GainStatusContext c) {
        items.add(new Step.Gainable.StatusOf(status(c.STATUS()), s));
      } else if (item instanceof GainAbilityContext c) {
        items.add(new Step.Gainable.AbilityOf(quoted(c.quotedBody()), s));
      } else {
        GainKeywordContext c = (GainKeywordContext) item;
        Statement.Grant.KeywordGrant k = keywordGrant(c.KW_ABILITY(), c);
        items.add(new Step.Gainable.KeywordOf(k.keyword(), k.parameter(), s));
      }
    }
    return list(items);
  }

  private ImmutableList<Step.Losable> loses(LoseListContext ctx) {
    if (has(ctx, "ou")) {
      throw error(ctx, "expected 'et' between the things lost, found 'ou'");
    }
    List<Step.Losable> items = new ArrayList<>();
    for (LoseItemContext item : ctx.loseItem()) {
      SourceSpan s = span(item);
      if (item instanceof LoseStatusContext c) {
        items.add(new Step.Losable.StatusOf(status(c.STATUS()), s));
      } else if (item instanceof LoseCountersContext c) {
        items.add(new Step.Losable.Counters(quantity(c.quantity()), counter(c.counterNoun()), s));
      } else {
        LoseAllCountersContext c = (LoseAllCountersContext) item;
        Possessor owner = c.possessive() != null ? possessive(c.possessive())
            : new Possessor.OfObject(new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, s), s);
        items.add(new Step.Losable.AllCounters(owner, counter(c.counterNoun()), s));
      }
    }
    return list(items);
  }

  // ===================================================================================================================
  // Statements
  // ===================================================================================================================

  private Statement statement(StatementContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof HasKeywordStatementContext c) {
      ObjectRef subject = obj(c.objectSubject().objectPhrase(), true);
      List<Statement.Grant> grants = new ArrayList<>();
      for (KeywordOrStatusContext k : c.keywordOrStatus()) {
        grants.add(grant(k));
      }
      return new Statement.Has(subject, list(grants), s);
    }
    if (ctx instanceof HaveAbilityStatementContext c) {
      ObjectRef subject = obj(c.objectSubject().objectPhrase(), true);
      List<Statement.Grant> grants = new ArrayList<>();
      if (c.quotedBody() != null) {
        grants.add(new Statement.Grant.AbilityGrant(quoted(c.quotedBody()), span(c.quotedBody())));
      }
      for (KeywordOrStatusContext k : c.keywordOrStatus()) {
        grants.add(grant(k));
      }
      return new Statement.Has(subject, list(grants), s);
    }
    if (ctx instanceof CostModStatementContext c) {
      ObjectRef subject = obj(c.objectSubject().objectPhrase(), true);
      Quantity mana = manaAmount(c.manaAmount(0));
      Optional<ObjectRef> in = Optional.empty();
      Optional<ObjectRef> per = Optional.empty();
      int phrase = 0;
      if (has(c, "jouer")) {
        in = Optional.of(obj(c.objectPhrase(phrase++), false));
      }
      Optional<Quantity> min = c.manaAmount().size() > 1 ? Optional.of(manaAmount(c.manaAmount(1))) : Optional.empty();
      if (has(c, "par") || has(c, "pour")) { // "par carte épuisée", "pour chacune de vos Expéditions Élevées"
        per = Optional.of(obj(c.objectPhrase(phrase), false));
      }
      return new Statement.CostChange(subject, mana, has(c, "plus"), in, min, per, s);
    }
    if (ctx instanceof FreeStatementContext c) {
      return new Statement.Free(obj(c.objectSubject().objectPhrase(), true), s);
    }
    if (ctx instanceof MinCostStatementContext c) {
      return new Statement.MinimumCost(obj(c.objectSubject().objectPhrase(), true), manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof CantStatementContext c) {
      ObjectRef subject = objList(c.objectList());
      return new Statement.Cannot(subject, restricted(c.negatedAction()), s);
    }
    if (ctx instanceof CantPreventStatementContext c) {
      ObjectRef subject = objList(c.objectList());
      ObjectRef expedition = c.objectPhrase() != null ? obj(c.objectPhrase(), true) : clitic(c.clitic());
      return new Statement.Cannot(subject, new Statement.Restricted.PreventMovingForward(expedition,
          span(c.getStop() == null ? c : c)), s);
    }
    if (ctx instanceof CantCountStatementContext c) {
      ObjectRef subject = obj(c.objectSubject().objectPhrase(), true);
      playerPossessive(c.possessive());
      return new Statement.Cannot(subject, new Statement.Restricted.CountTowardsLimit(limit(c.limitName()), s), s);
    }
    if (ctx instanceof OnlyManaStatementContext c) {
      // "Je peux seulement être utilisé en tant qu'Orbe de Mana": it can't be played (English: "I can't be played,
      // but I can be used as a Mana Orb").
      ObjectRef subject = obj(c.objectSubject().objectPhrase(), true);
      return new Statement.Cannot(subject, new Statement.Restricted.Undergo(ObjectAction.PLAYED, Optional.empty(), s),
          s);
    }
    if (ctx instanceof CanStatementContext c) {
      ObjectRef subject = obj(c.objectSubject(0).objectPhrase(), true);
      obj(c.objectSubject(1).objectPhrase(), false);
      Status gained = status(c.STATUS(0));
      Status already = status(c.STATUS(1));
      if (gained != already) {
        throw error(c, "expected the same status twice (" + c.STATUS(0).getText() + "), found "
            + c.STATUS(1).getText());
      }
      return new Statement.CanGainAgain(subject, gained, s);
    }
    if (ctx instanceof StatChangeStatementContext c) {
      ObjectRef subject = obj(c.objectSubject().objectPhrase(), true);
      List<Statement.Grant> grants = new ArrayList<>();
      for (StatChangeContext sc : c.statChange()) {
        grants.add(statChange(sc));
      }
      return new Statement.Has(subject, list(grants), s);
    }
    if (ctx instanceof StatSetStatementContext c) {
      List<Terrain> stats = new ArrayList<>();
      for (TerrainSymbolContext t : c.statList().terrainSymbol()) {
        stats.add(terrain(t));
      }
      ObjectRef of;
      if (c.possessive() != null) {
        // "mes {V}, {M} et {O} sont égales à ...": the statistics of the possessor.
        if (!(possessive(c.possessive()) instanceof Possessor.OfObject o)) {
          throw error(c, "expected an object's statistics ('mes', 'ses'), found a player's");
        }
        of = o.object();
      } else {
        of = objList(c.objectList());
      }
      Quantity value = quantity(c.quantity());
      return new Statement.Has(of, ImmutableList.of(new Statement.Grant.Statistics(list(stats),
          Statement.Grant.Statistics.Change.SET, value, span(c.quantity()))), s);
    }
    if (ctx instanceof MayPlayStatementContext c) {
      ObjectRef what = objList(c.objectList());
      Optional<Zone> from = optZone(c.zone());
      Optional<ObjectRef> in = c.objectPhrase() == null ? Optional.empty() : Optional.of(obj(c.objectPhrase(), false));
      Hoisted h = hoistFrom(what, from);
      return new Statement.MayPlay(PlayerRef.you(), h.objects(), h.from(), in, playCost(c.playCost(), s), s);
    }
    if (ctx instanceof KeepMoreStatementContext c) {
      Zone z = zone(c.zone());
      Limit limit = switch (z.kind()) {
        case RESERVE -> Limit.RESERVE;
        case LANDMARK_ZONE -> Limit.LANDMARK;
        default -> throw error(c.zone(), "expected 'Réserve' or 'Repères', found '" + c.zone().getText() + "'");
      };
      return new Statement.LimitChange(limit, Optional.of(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s)),
          Optional.empty(), 1, Optional.of(quantity(c.quantity())), s);
    }
    if (ctx instanceof ActivationRestrictionContext) {
      return new Statement.ActivationRestriction(Optional.empty(), Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof ActivateOnlyStatementContext c) {
      Optional<Condition> onlyIf = c.condition() != null ? Optional.of(condition(c.condition()))
          : c.timing() != null ? Optional.of(timing(c.timing())) : Optional.empty();
      Optional<Quantity> times = Optional.empty();
      Optional<Period> per = Optional.empty();
      ActivationTimesContext t = c.activationTimes();
      if (t != null) {
        times = Optional.of(quantity(t.quantity()));
        String p = t.period().getText().toLowerCase(Locale.ROOT);
        per = Optional.of(p.startsWith("tour") ? Period.TURN : p.startsWith("jour") ? Period.DAY : Period.AFTERNOON);
      }
      if (onlyIf.isEmpty() && times.isEmpty()) {
        throw error(c, "expected when it may be activated ('pendant votre tour', 'une fois par Jour', 'si ...')");
      }
      return new Statement.ActivationRestriction(onlyIf, times, per, s);
    }
    if (ctx instanceof ActionCostStatementContext c) {
      return new Statement.ActionCostsMore(manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof AbilitiesCantActivateStatementContext c) {
      return new Statement.AbilitiesCannotActivate(kinds(c.abilityKinds()), objList(c.objectList()), s);
    }
    if (ctx instanceof ReplacementStatementContext c) {
      return replacement(c, s);
    }
    if (ctx instanceof TerrainAddStatementContext c) {
      ImmutableList<Statement.Region> regions = regions(c.regionSubject());
      possessive(c.possessive());
      return new Statement.TerrainAdded(regions, terrain(c.terrainSymbol()), s);
    }
    if (ctx instanceof TerrainSetStatementContext c) {
      ImmutableList<Statement.Region> regions = regions(c.regionSubject());
      possessive(c.possessive());
      return new Statement.TerrainSet(regions, terrain(c.terrainSymbol()), s);
    }
    if (ctx instanceof LimitStatementContext c) {
      Possessor p = playerPossessive(c.possessive());
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw error(c, "expected a player's limit ('votre'), found an object's");
      }
      return new Statement.LimitChange(limit(c.limitName()), Optional.of(pl.player()), Optional.empty(),
          sign(c.limitChange()), Optional.of(quantity(c.limitChange().quantity())), s);
    }
    if (ctx instanceof AllLimitsStatementContext c) {
      return new Statement.LimitChange(has(c, "repères") ? Limit.LANDMARK : Limit.RESERVE, Optional.empty(),
          Optional.empty(), sign(c.limitChange()), Optional.of(quantity(c.limitChange().quantity())), s);
    }
    if (ctx instanceof BeginWithMarkersStatementContext statement) {
      BeginWithMarkersContext c = statement.beginWithMarkers();
      ImmutableList.Builder<ImmutableList<Terrain>> markers = ImmutableList.builder();
      addMarkers(markers, c.quantity(), c.terrainList().terrainSymbol().stream().map(FrenchAstBuilder::terrain)
          .distinct().collect(ImmutableList.toImmutableList()));
      for (MarkerGroupContext g : c.markerGroup()) {
        addMarkers(markers, g.quantity(), ImmutableList.of(terrain(g.terrainSymbol())));
      }
      return new Statement.BeginsWithMarkers(obj(c.objectSubject().objectPhrase(), true), markers.build(), s);
    }
    if (ctx instanceof BeginWithStatementContext c) {
      return new Statement.BeginsWith(obj(c.objectSubject().objectPhrase(), true), quantity(c.quantity()),
          counter(c.counterNoun()), s);
    }
    if (ctx instanceof RemainStatementContext c) {
      ObjectRef subject = obj(c.objectSubject().objectPhrase(), true);
      Status status = c.statusWord().STATUS() == null ? Status.EXHAUSTED : status(c.statusWord().STATUS());
      return new Statement.Remains(subject, status, c.phase() == null ? Optional.empty()
          : Optional.of(phase(c.phase())), s);
    }
    if (ctx instanceof SupportGiveStatementContext c) {
      ObjectRef of = objList(c.objectList());
      clitic(c.clitic());
      SupportGiveContext g = c.supportGive();
      possessive(g.possessive());
      Optional<Quantity> extra = g.quantity() == null ? Optional.empty() : Optional.of(quantity(g.quantity()));
      return new Statement.LimitChange(Limit.SUPPORT_COUNTERS, Optional.empty(), Optional.of(of), 1, extra, s);
    }
    IgnoreAbilitiesStatementContext c = (IgnoreAbilitiesStatementContext) ctx;
    return new Statement.AbilitiesIgnored(possessive(c.possessive()), s);
  }

  private static int sign(LimitChangeContext ctx) {
    return hasAny(ctx, "augmente", "augmentée") ? 1 : -1;
  }

  private Statement.Grant grant(KeywordOrStatusContext k) {
    SourceSpan s = span(k);
    if (k.STATUS() != null) {
      return new Statement.Grant.StatusGrant(status(k.STATUS()), s);
    }
    return keywordGrant(k.KW_ABILITY(), k);
  }

  private Statement.Grant.KeywordGrant keywordGrant(TerminalNode kwNode, ParserRuleContext k) {
    SourceSpan s = span(k);
    FrenchLexicon.KeywordWithParameter kw = FrenchLexicon.ability(inside(kwNode)).orElseThrow();
    Optional<Quantity> parameter = kw.parameter().map(p -> p.equalsIgnoreCase("x") ? (Quantity) new Quantity.X(0, s)
        : new Quantity.Literal(Integer.parseInt(p), s));
    if (kw.id().parameterized() != parameter.isPresent()) {
      throw error(k, kw.id().parameterized() ? "expected a number in " + k.getText() + " (such as [Coriace 1])"
          : "expected no number in " + k.getText());
    }
    return new Statement.Grant.KeywordGrant(kw.id(), parameter, s);
  }

  private static Limit limit(LimitNameContext ctx) {
    return ctx.getText().toLowerCase(Locale.ROOT).startsWith("rep") ? Limit.LANDMARK : Limit.RESERVE;
  }

  /** "+1 {M}", "-2 {V}". */
  private Statement.Grant statChange(StatChangeContext ctx) {
    SourceSpan s = span(ctx);
    Quantity amount = ctx.NUMBER() != null ? new Quantity.Literal(Integer.parseInt(ctx.NUMBER().getText()), s)
        : new Quantity.X(0, s);
    return new Statement.Grant.Statistics(ImmutableList.of(terrain(ctx.terrainSymbol())),
        has(ctx, "-") ? Statement.Grant.Statistics.Change.SUBTRACT : Statement.Grant.Statistics.Change.ADD, amount, s);
  }

  private Statement.Restricted restricted(NegatedActionContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof CantMoveContext c) {
      Optional<Terrain> dueTo = Optional.empty();
      Optional<Terrain> except = Optional.empty();
      for (int i = 0; i < c.getChildCount(); i++) {
        if (c.getChild(i) instanceof TerrainSymbolContext t) {
          if (c.getChild(i - 3).getText().equalsIgnoreCase("sauf")) {
            except = Optional.of(terrain(t));
          } else {
            dueTo = Optional.of(terrain(t));
          }
        }
      }
      boolean back = first(c.moveV()).startsWith("recul");
      return new Statement.Restricted.Move(back ? Direction.BACKWARD : Direction.FORWARD, dueTo, except,
          c.phase() == null ? Optional.empty() : Optional.of(phase(c.phase())), s);
    }
    if (ctx instanceof CantGainStatusContext c) {
      return new Statement.Restricted.GainStatus(status(c.STATUS()), s);
    }
    if (ctx instanceof CantUndergoContext c) {
      ObjectAction action = objectAction(c.objectAction());
      Optional<ObjectRef> by = c.objectList() == null ? Optional.empty() : Optional.of(objList(c.objectList()));
      return new Statement.Restricted.Undergo(action, by, s);
    }
    if (ctx instanceof CantKeywordContext c) {
      return new Statement.Restricted.Keyword(FrenchLexicon.action(inside(c.KW_ACTION())).orElseThrow(), s);
    }
    if (ctx instanceof CantGainCountersContext c) {
      return new Statement.Restricted.GainCounters(counter(c.counterNoun()), s);
    }
    return new Statement.Restricted.Activate(s);
  }

  private ImmutableList<Statement.Region> regions(RegionSubjectContext ctx) {
    List<Statement.Region> regions = new ArrayList<>();
    for (RegionRefContext r : ctx.regionRef()) {
      SourceSpan s = span(r);
      if (r instanceof OwnRegionContext c) {
        regions.add(new Statement.Region.Own(possessive(c.possessive()), s));
      } else if (r instanceof RegionOfContext c) {
        regions.add(new Statement.Region.OfExpedition(obj(c.objectPhrase(), false), s));
      } else {
        regions.add(new Statement.Region.All(s));
      }
    }
    return list(regions);
  }

  private Statement replacement(ReplacementStatementContext ctx, SourceSpan s) {
    ReplacedEventContext r = ctx.replacedEvent();
    Event event;
    Optional<Condition> whilst = Optional.empty();
    if (r instanceof ObjectWouldContext o) {
      ObjectRef subject = obj(o.objectSubject().objectPhrase(), true);
      event = objectEvent(subject, o.objectEvent());
      if (o.statusList() != null) {
        // "en étant [[Boosté]]": while it is (English: "while I'm [[Boosted]]").
        ObjectRef who = subject instanceof ObjectRef.Self ? new ObjectRef.Self(span(o.statusList()))
            : new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, span(o.statusList()));
        whilst = Optional.of(new Condition.HasStatus(who, false, false, statuses(o.statusList()), span(o.statusList())));
      }
    } else {
      PlayerWouldContext p = (PlayerWouldContext) r;
      event = playerEvent(player(p.playerSubject()), p.playerEvent());
    }
    ReplacementContext rep = ctx.replacement();
    ImmutableList<Step> steps = steps(rep.stepSequence());
    Statement.Replacement.Kind kind;
    if (has(rep, "place")) {
      kind = Statement.Replacement.Kind.INSTEAD;
    } else if (has(rep, "également")) {
      kind = Statement.Replacement.Kind.ALSO;
    } else if (steps.get(0) instanceof Step.Reveal v && v.also()) {
      // "Si vous lancez au moins un dé, révélez également ...": also (6.2.c), said with the verb.
      kind = Statement.Replacement.Kind.ALSO;
      List<Step> out = new ArrayList<>(steps);
      out.set(0, new Step.Reveal(v.actor(), v.objects(), false, v.span()));
      steps = list(out);
    } else if (steps.get(0) instanceof Step.RollMore) {
      // "lancez un dé supplémentaire et ignorez ...": roll that many dice plus one instead.
      kind = Statement.Replacement.Kind.INSTEAD;
    } else if (endsWithInstead(steps)) {
      kind = Statement.Replacement.Kind.INSTEAD;
      steps = stripTrailingInstead(steps);
    } else if (mentionsInstead(rep)) {
      kind = Statement.Replacement.Kind.INSTEAD_INSIDE;
    } else {
      kind = Statement.Replacement.Kind.MODIFY;
    }
    return new Statement.Replacement(new Statement.Would(event, whilst, span(r)), kind, steps, s);
  }

  /** Whether "à la place" is said inside the steps. */
  private static boolean mentionsInstead(ParserRuleContext ctx) {
    for (int i = 0; i < ctx.getChildCount(); i++) {
      ParseTree c = ctx.getChild(i);
      if (c instanceof InsteadModContext || c instanceof InsteadWordsContext) {
        return true;
      }
      if (c instanceof ParserRuleContext p && mentionsInstead(p)) {
        return true;
      }
    }
    return false;
  }

  private static boolean endsWithInstead(List<Step> steps) {
    Step last = steps.get(steps.size() - 1);
    return last instanceof Step.Modified m && m.modifiers().size() == 1
        && m.modifiers().get(0) instanceof Step.Modifier.Instead;
  }

  private static ImmutableList<Step> stripTrailingInstead(ImmutableList<Step> steps) {
    List<Step> out = new ArrayList<>(steps);
    out.set(out.size() - 1, ((Step.Modified) out.get(out.size() - 1)).step());
    return list(out);
  }

  // ===================================================================================================================
  // Events
  // ===================================================================================================================

  private Event event(EventContext ctx) {
    if (ctx instanceof ObjectEventOfContext o) {
      ObjectRef subject = obj(o.objectSubject().objectPhrase(), true);
      return objectEvent(subject, o.objectEvent());
    }
    if (ctx instanceof OneOrMoreEventOfContext o) {
      return objectEvent(oneOrMore(o), o.objectEvent());
    }
    PlayerEventOfContext p = (PlayerEventOfContext) ctx;
    PlayerRef player = player(p.playerSubject());
    if (p.playerEvent().size() == 1) {
      return playerEvent(player, p.playerEvent(0));
    }
    List<Event> events = new ArrayList<>();
    for (PlayerEventContext e : p.playerEvent()) {
      events.add(playerEvent(player, e));
    }
    return new Event.AnyOf(list(events), span(ctx));
  }

  /** "au moins une de vos Expéditions Élevées": English "one or more of your Ascended Expeditions", plural. */
  private ObjectRef oneOrMore(OneOrMoreEventOfContext o) {
    SourceSpan s = span(o);
    List<Adjective> adjectives = new ArrayList<>(preAdjectives(o.preAdjective()));
    adjectives.addAll(postAdjectives(o.postAdjective()).adjectives());
    adjectives.addAll(withAdjectives(o.postFilters()));
    List<Filter> filters = new ArrayList<>();
    if (o.possessive() != null) {
      if (!(possessive(o.possessive()) instanceof Possessor.OfPlayer owner)) {
        throw error(o.possessive(), "expected a player's, such as 'vos', after 'au moins un de'");
      }
      filters.add(new Filter.ControlledBy(owner.player(), owner.span()));
    }
    filters.addAll(filters(o.postFilters()));
    NounGroup nouns = nouns(o.nounGroup());
    return register(new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.ONE_OR_MORE, Optional.empty(), false, s),
        list(adjectives), new NounGroup(nouns.nouns(), true, nouns.span()), list(filters), s));
  }

  private Event objectEvent(ObjectRef subject, ObjectEventContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof GainEventContext c) {
      EventGainContext g = c.eventGain();
      if (g instanceof GainOrMoreCountersContext m) {
        return new Event.Gains(subject, new Step.Gainable.Counters(quantity(m.quantity()), counter(m.counterNoun()),
            span(m)), true, s);
      }
      if (g instanceof GainStatusEventContext m) {
        return new Event.Gains(subject, new Step.Gainable.StatusOf(status(m.STATUS()), span(m)), false, s);
      }
      GainNthCounterContext m = (GainNthCounterContext) g;
      return new Event.Gains(subject, new Step.Gainable.NthCounter(possessive(m.possessive()),
          new Quantity.Literal(ordinal(m.ordinal()), span(m.ordinal())), counter(m.counterNoun()), span(m)), false, s);
    }
    if (ctx instanceof GoEventContext c) {
      List<Zone> from = new ArrayList<>();
      Zone to = zone(c.zone());
      if (c.zoneList() != null) {
        for (ZoneContext z : c.zoneList().zone()) {
          from.add(zone(z));
        }
      } else if (has(c, "importe")) {
        from.add(new Zone(ZoneKind.ANYWHERE, Optional.empty(), s));
      }
      return new Event.GoesTo(subject, list(from), to, s);
    }
    if (ctx instanceof LeaveEventContext c) {
      return new Event.Leaves(subject, place(c.placeRef()),
          c.phase() == null ? Optional.empty() : Optional.of(phase(c.phase())), s);
    }
    if (ctx instanceof JoinEventContext c) {
      List<Place> places = new ArrayList<>();
      for (PlaceRefContext p : c.placeRef()) {
        places.add(place(p));
      }
      return new Event.Joins(subject, list(places), s);
    }
    if (ctx instanceof MoveEventContext c) {
      boolean back = first(c.moveV()).startsWith("recul");
      return new Event.Moves(subject, back ? Direction.BACKWARD : Direction.FORWARD,
          c.terrainSymbol() == null ? Optional.empty() : Optional.of(terrain(c.terrainSymbol())),
          c.phase() == null ? Optional.empty() : Optional.of(phase(c.phase())), s);
    }
    if (ctx instanceof FailEventContext c) {
      return new Event.FailsToMoveForward(subject,
          c.phase() == null ? Optional.empty() : Optional.of(phase(c.phase())), s);
    }
    if (ctx instanceof AttemptEventContext c) {
      KeywordAction action = FrenchLexicon.action(inside(c.KW_ACTION())).orElseThrow();
      return new Event.ObjectKeyword(subject, action, true, has(c, "nouveau"), s);
    }
    if (ctx instanceof ObjectKeywordEventContext c) {
      KeywordAction action = FrenchLexicon.action(inside(c.KW_ACTION())).orElseThrow();
      return new Event.ObjectKeyword(subject, action, false, has(c, "nouveau"), s);
    }
    PassiveEventContext c = (PassiveEventContext) ctx;
    ObjectAction a = objectAction(c.objectAction());
    Optional<Zone> from = Optional.empty();
    Optional<Zone> to = Optional.empty();
    for (int i = 0; i < c.getChildCount(); i++) {
      if (c.getChild(i) instanceof ZoneContext zc) {
        if (c.getChild(i - 1) instanceof FromWordContext) {
          from = Optional.of(zone(zc));
        } else {
          to = Optional.of(zone(zc));
        }
      }
    }
    Optional<ObjectRef> doer = c.objectList() == null ? Optional.empty() : Optional.of(objList(c.objectList()));
    return new Event.Undergoes(subject, a, from, to, doer, s);
  }

  private static ObjectAction objectAction(ObjectActionContext ctx) {
    String w = ctx.getText().toLowerCase(Locale.ROOT);
    if (w.startsWith("sacrifi")) {
      return ObjectAction.SACRIFICED;
    }
    if (w.startsWith("jou")) {
      return ObjectAction.PLAYED;
    }
    if (w.startsWith("envoy")) {
      return ObjectAction.SENT;
    }
    if (w.startsWith("renvoy")) {
      return ObjectAction.RETURNED;
    }
    if (w.startsWith("mis")) {
      return ObjectAction.PUT;
    }
    if (w.startsWith("défauss")) {
      return ObjectAction.DISCARDED;
    }
    if (w.startsWith("épuis")) {
      return ObjectAction.EXHAUSTED;
    }
    if (w.startsWith("redress")) {
      return ObjectAction.READIED;
    }
    if (w.startsWith("cibl")) {
      return ObjectAction.TARGETED;
    }
    if (w.startsWith("révél")) {
      return ObjectAction.REVEALED;
    }
    if (w.startsWith("pioch")) {
      return ObjectAction.DRAWN;
    }
    return ObjectAction.CREATED;
  }

  private Event playerEvent(PlayerRef player, PlayerEventContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof PlayEventContext c) {
      Hoisted h = hoistFrom(objList(c.objectList()), optZone(c.zone()));
      return new Event.Plays(player, h.objects(), h.from(), s);
    }
    if (ctx instanceof ExhaustEventContext c) {
      return new Event.Exhausts(player, objList(c.objectList()), s);
    }
    if (ctx instanceof SacrificeEventContext c) {
      return new Event.Sacrifices(player, objList(c.objectList()), s);
    }
    if (ctx instanceof CreateEventContext c) {
      return new Event.Creates(player, objList(c.objectList()), s);
    }
    if (ctx instanceof DrawEventContext c) {
      return new Event.Draws(player, quantity(c.quantity()), has(c, "moins"), s);
    }
    if (ctx instanceof RollEventContext c) {
      return new Event.Rolls(player, quantity(c.quantity()), has(c, "moins"), s);
    }
    if (ctx instanceof RollResultEventContext c) {
      return new Event.RollsResult(player, dieRange(c.dieRange()), c.thisWay() != null, s);
    }
    if (ctx instanceof RevealEventContext c) {
      return new Event.Reveals(player, objList(c.objectList()), s);
    }
    if (ctx instanceof PassEventContext c) {
      return new Event.Passes(player, has(c, "premier"), s);
    }
    if (ctx instanceof ReceiveEventContext c) {
      return new Event.Receives(player, objList(c.objectList()), s);
    }
    KeywordEventContext c = (KeywordEventContext) ctx;
    return new Event.DoesKeyword(player, FrenchLexicon.action(inside(c.KW_ACTION())).orElseThrow(), s);
  }

  // ===================================================================================================================
  // Conditions
  // ===================================================================================================================

  private Condition condition(ConditionContext ctx) {
    List<ConditionAtomContext> atoms = ctx.conditionAtom();
    if (atoms.size() == 1) {
      return atom(atoms.get(0));
    }
    List<Condition> conditions = new ArrayList<>();
    for (ConditionAtomContext a : atoms) {
      conditions.add(atom(a));
    }
    return new Condition.Several(list(conditions), !has(ctx, "ou"), span(ctx));
  }

  /** The subject, tense and negation of "je suis", "il n'était pas", "c'est", "mon Expédition est". */
  private record Be(ObjectRef subject, boolean past, boolean negated) {}

  private Be be(ObjBeContext ctx) {
    String verb = ctx.beVerb().getText().toLowerCase(Locale.ROOT);
    boolean past = verb.startsWith("ét");
    boolean negated = ctx.negWord() != null || has(ctx, "pas");
    if (ctx.objectSubject() != null) {
      return new Be(obj(ctx.objectSubject().objectPhrase(), true), past, negated);
    }
    // "c'est": the object named before.
    return new Be(new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, span(ctx)), past,
        negated);
  }

  private ImmutableList<Status> statuses(StatusListContext l) {
    List<Status> out = new ArrayList<>();
    if (l.epuiseAdj() != null || hasAny(l, "redressé", "redressée", "redressés", "redressées")) {
      out.add(Status.EXHAUSTED);
      return list(out);
    }
    if (l.eleveAdj() != null) {
      out.add(Status.ASCENDED);
      return list(out);
    }
    for (TerminalNode t : l.STATUS()) {
      out.add(status(t));
    }
    return list(out);
  }

  private Condition atom(ConditionAtomContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof DoneConditionContext c) {
      Condition.Did.Outcome outcome = has(c, "pouvez") ? Condition.Did.Outcome.COULD_NOT
          : c.negWord() != null ? Condition.Did.Outcome.DID_NOT : Condition.Did.Outcome.DID;
      return new Condition.Did(outcome, s);
    }
    if (ctx instanceof StatusConditionContext c) {
      Be be = be(c.objBe());
      StatusListContext l = c.statusList();
      boolean negated = be.negated();
      if (hasAny(l, "redressé", "redressée", "redressés", "redressées")) {
        negated = !negated;
      } else if (l.STATUS().size() > 1 && has(l, "et")) {
        throw error(l, "expected 'ou' between statuses, found 'et'");
      }
      return new Condition.HasStatus(be.subject(), negated, be.past(), statuses(l), s);
    }
    if (ctx instanceof InConditionContext c) {
      Be be = be(c.objBe());
      return new Condition.IsIn(be.subject(), be.negated(), be.past(), place(c.placeRef()), s);
    }
    if (ctx instanceof TerrainStatConditionContext c) {
      Be be = be(c.objBe());
      possessive(c.possessive());
      return new Condition.InTerrainWithBaseStat(be.subject(), Integer.parseInt(c.NUMBER().getText()), s);
    }
    if (ctx instanceof IsAConditionContext c) {
      Be be = be(c.objBe());
      if (be.negated()) {
        throw error(c, "expected 'est un ...', found a negation");
      }
      return new Condition.IsA(be.subject(), obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof PositionConditionContext c) {
      Be be = be(c.objBe());
      return new Condition.InPosition(be.subject(), positions(c.positionList()), s);
    }
    if (ctx instanceof EmptyConditionContext c) {
      Be be = be(c.objBe());
      if (!(be.subject() instanceof ObjectRef.ZoneContents z) || be.negated()) {
        throw error(c, "expected a zone that is empty, such as 'votre main'");
      }
      return new Condition.ZoneEmpty(z.zone(), s);
    }
    if (ctx instanceof ControlConditionContext c) {
      return new Condition.Controls(player(c.playerSubject()), counts(c.countedList()), s);
    }
    if (ctx instanceof HaveConditionContext c) {
      PlayerRef p = player(c.playerSubject(0));
      ImmutableList<Condition.Count> counts = counts(c.countedList());
      Optional<Zone> in = optZone(c.zone());
      Optional<PlayerRef> than = c.playerSubject().size() > 1 ? Optional.of(player(c.playerSubject(1)))
          : Optional.empty();
      return new Condition.Has(p, counts, in, than, s);
    }
    if (ctx instanceof HaveStatsConditionContext c) {
      player(c.playerSubject());
      return baseStats(c.countedStats(), false, s);
    }
    if (ctx instanceof CounterNoneConditionContext c) {
      return new Condition.HasCounters(obj(c.objectSubject().objectPhrase(), true), Condition.Count.Range.NONE,
          new Quantity.Literal(0, s), counter(c.counterNoun()), s);
    }
    if (ctx instanceof CounterConditionContext c) {
      return counterCondition(obj(c.objectSubject().objectPhrase(), true), c.counterCount(), s);
    }
    if (ctx instanceof ThereIsConditionContext c) {
      ImmutableList<Condition.Count> counts = counts(c.countedList());
      if (c.negWord() != null && !has(c, "pas")) {
        // "il n'y a qu'un seul ...", "il n'y a aucun ...": the count says it.
        return new Condition.ThereAre(counts, s);
      }
      return new Condition.ThereAre(counts, s);
    }
    if (ctx instanceof ThereIsStatsConditionContext c) {
      return baseStats(c.countedStats(), true, s);
    }
    if (ctx instanceof CompareConditionContext c) {
      Value left = value(c.valueRef());
      Condition.Compare k = compare(left, c.comparison(), s);
      boolean past = c.beVerb().getText().toLowerCase(Locale.ROOT).startsWith("ét");
      return new Condition.Compare(k.left(), k.comparison(), k.right(), past, s);
    }
    if (ctx instanceof DefinedConditionContext c) {
      return defined(be(c.objBe()), c.UNKNOWN_BRACKET());
    }
    if (ctx instanceof FacingConditionContext c) {
      return facing(be(c.objBe()), c.countedList(), s);
    }
    if (ctx instanceof CountedIsConditionContext c) {
      return countedIs(c, s);
    }
    if (ctx instanceof FirstPlayerConditionContext c) {
      return new Condition.FirstPlayer(player(c.playerSubject()), c.negWord() != null || has(c, "pas"), s);
    }
    if (ctx instanceof ThisWayConditionContext c) {
      PlayerRef p = player(c.playerSubject());
      String v = c.pastVerb().getText().toLowerCase(Locale.ROOT);
      Condition.DidThisWay.Verb verb = v.startsWith("défauss") ? Condition.DidThisWay.Verb.DISCARDED
          : v.startsWith("mi") || v.startsWith("mett") ? Condition.DidThisWay.Verb.PUT
          : v.startsWith("jou") ? Condition.DidThisWay.Verb.PLAYED
          : v.startsWith("sacrifi") ? Condition.DidThisWay.Verb.SACRIFICED
          : v.startsWith("épuis") ? Condition.DidThisWay.Verb.EXHAUSTED
          : v.startsWith("révél") ? Condition.DidThisWay.Verb.REVEALED
          : Condition.DidThisWay.Verb.DREW;
      ObjectRef what = objList(c.objectList());
      if (c.zone() != null) {
        // "Si vous mettez un Personnage en Réserve de cette façon": English reads "put a Character in Reserve".
        Place.InZone in = new Place.InZone(zone(c.zone()), span(c.zone()));
        what = withFilter(what, new Filter.In(ImmutableList.of(in), false, span(c.zone())));
      }
      return new Condition.DidThisWay(p, verb, what, s);
    }
    PlayedFromConditionContext c = (PlayedFromConditionContext) ctx;
    PlayerRef p = player(c.playerSubject());
    return new Condition.PlaysFrom(p, clitic(c.clitic()), zone(c.zone()), s);
  }

  /**
   * "Si je suis [En Contact]": the condition the ability's reminder text gives the word, read where the word stands
   * (its objects are registered there, as if written out).
   */
  private Condition defined(Be be, TerminalNode word) {
    DefinitionContext d = definitions.get(inside(word).toLowerCase(Locale.ROOT));
    if (d == null) {
      throw new AbilityBuildException(word.getSymbol().getStartIndex(), "expected a known keyword, status or token "
          + "name such as [2/2/2 Scarabot], found unknown name '" + word.getText() + "' (not in the lexicon, and no "
          + "reminder text of this ability defines it)");
    }
    if (!(d instanceof DefinedConditionWordContext c)) {
      throw new AbilityBuildException(word.getSymbol().getStartIndex(), "expected a word defined as a condition ('Je "
          + "suis " + word.getText() + " si ...'), found one defined as an event ('Vous faites un " + word.getText()
          + " si ...')");
    }
    if (!(be.subject() instanceof ObjectRef.Self) || be.negated()) {
      throw new AbilityBuildException(word.getSymbol().getStartIndex(), "expected 'je suis " + word.getText()
          + "' (the word is defined for me, without 'ne ... pas')");
    }
    return condition(c.condition());
  }

  /**
   * "Lorsque vous faites un [Don]": the event the ability's reminder text gives the word ("Vous faites un Don si
   * durant votre tour, un adversaire pioche une carte, ..."), with its timing; read where the word stands.
   */
  private DefinedEventWordContext definedEvent(DefinedEventContext ctx) {
    TerminalNode word = ctx.UNKNOWN_BRACKET();
    DefinitionContext d = definitions.get(inside(word).toLowerCase(Locale.ROOT));
    if (d == null) {
      throw new AbilityBuildException(word.getSymbol().getStartIndex(), "expected a known keyword, status or token "
          + "name such as [2/2/2 Scarabot], found unknown name '" + word.getText() + "' (not in the lexicon, and no "
          + "reminder text of this ability defines it)");
    }
    if (!(d instanceof DefinedEventWordContext e)) {
      throw new AbilityBuildException(word.getSymbol().getStartIndex(), "expected a word defined as an event ('Vous "
          + "faites un " + word.getText() + " si ...'), found one defined as a condition");
    }
    return e;
  }

  /**
   * "Si je suis face à un Personnage" is "if there is a Character facing me" (1.2.3.c): the counted objects get the
   * filter "facing" the subject; "je ne suis pas face à un Personnage" counts none.
   */
  private Condition facing(Be be, CountedListContext ctx, SourceSpan s) {
    List<Condition.Count> out = new ArrayList<>();
    for (Condition.Count k : counts(ctx)) {
      Condition.Count facing = ObjectRefs.withFilter(k, new Filter.Facing(be.subject(), s)).orElseThrow(() ->
          error(ctx, "expected objects such as 'un Personnage' or 'une Expédition en {V}' after 'face à'"));
      out.add(be.negated() ? ObjectRefs.none(facing).orElseThrow(() ->
          error(ctx, "expected 'n'est pas face à un ...' with one object phrase and no number")) : facing);
    }
    return new Condition.ThereAre(list(out), s);
  }

  /**
   * "Si au moins une de vos Expéditions est Élevée" is "if there is at least one Ascended Expedition of yours";
   * "aucune de mes Expéditions n'est en {M}" counts none of them in {M} (the "ne" goes with "aucune").
   */
  private Condition countedIs(CountedIsConditionContext c, SourceSpan s) {
    if (has(c, "pas")) {
      throw error(c, "expected a count of objects that are so ('aucune de ... n'est'), found a negation");
    }
    Condition.Count k = count(c.countPrefix(), c.listablePhrase(), s);
    Adjective adjective;
    if (c.statusList() != null) {
      adjective = new Adjective.WithStatus(statuses(c.statusList()), span(c.statusList()));
    } else if (c.placeRef() != null) {
      Filter in = new Filter.In(ImmutableList.of(place(c.placeRef())), false, span(c.placeRef()));
      return new Condition.ThereAre(ImmutableList.of(ObjectRefs.withFilter(k, in).orElseThrow(() -> error(c,
          "expected objects such as 'vos Expéditions' or 'deux Personnages'"))), s);
    } else {
      adjective = new Adjective.OfRegion(Adjective.OfRegion.RegionQuality.VISIBLE,
          span((TerminalNode) c.getChild(c.getChildCount() - 1)));
    }
    ObjectRef objects = ObjectRefs.withAdjective(k.objects(), adjective)
        .orElseThrow(() -> error(c, "expected objects such as 'vos Expéditions' or 'deux Personnages'"));
    return new Condition.ThereAre(ImmutableList.of(new Condition.Count(k.range(), k.count(), objects, k.span())), s);
  }

  private static ObjectRef withFilter(ObjectRef ref, Filter f) {
    if (ref instanceof ObjectRef.Phrase p) {
      return new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
          ImmutableList.<Filter>builder().addAll(p.filters()).add(f).build(), p.span());
    }
    return ref;
  }

  private Condition baseStats(CountedStatsContext ctx, boolean thereAre, SourceSpan s) {
    Quantity n = quantity(ctx.quantity());
    Condition.Count count = new Condition.Count(Condition.Count.Range.AT_LEAST, Optional.of(n),
        new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, span(ctx)),
            ImmutableList.of(), new NounGroup(ImmutableList.of(), true, span(ctx)), ImmutableList.of(), span(ctx)),
        span(ctx));
    return new Condition.BaseStatistics(count, Integer.parseInt(ctx.NUMBER().getText()), objList(ctx.objectList()),
        thereAre, s);
  }

  private Condition.HasCounters counterCondition(ObjectRef subject, CounterCountContext ctx, SourceSpan s) {
    if (ctx instanceof CountAtLeastContext c) {
      return new Condition.HasCounters(subject, Condition.Count.Range.AT_LEAST, quantity(c.quantity()),
          counter(c.counterNoun()), s);
    }
    if (ctx instanceof CountOrMoreAfterContext c) {
      Quantity q = quantity(c.quantity());
      Counter counter = counter(c.counterNoun());
      return new Condition.HasCounters(subject,
          has(c, "plus") ? Condition.Count.Range.AT_LEAST : Condition.Count.Range.AT_MOST, q, counter, s);
    }
    if (ctx instanceof CountThanContext c) {
      return new Condition.HasCounters(subject,
          has(c, "plus") ? Condition.Count.Range.MORE_THAN : Condition.Count.Range.LESS_THAN, quantity(c.quantity()),
          counter(c.counterNoun()), s);
    }
    CountExactContext c = (CountExactContext) ctx;
    return new Condition.HasCounters(subject, Condition.Count.Range.EXACTLY, quantity(c.quantity()),
        counter(c.counterNoun()), s);
  }

  private ImmutableList<Position> positions(PositionListContext ctx) {
    if (has(ctx, "et")) {
      throw error(ctx, "expected 'ou' between positions, found 'et'");
    }
    List<Position> out = new ArrayList<>();
    for (PositionContext p : ctx.position()) {
      out.add(has(p, "avance") ? Position.AHEAD : has(p, "retard") ? Position.BEHIND : Position.TIED);
    }
    return list(out);
  }

  private ImmutableList<Condition.Count> counts(CountedListContext ctx) {
    List<Condition.Count> out = new ArrayList<>();
    for (CountedPhraseContext c : ctx.countedPhrase()) {
      out.add(count(c));
    }
    return list(out);
  }

  private Condition.Count count(CountedPhraseContext ctx) {
    return count(ctx.countPrefix(), ctx.objectPhrase(), span(ctx));
  }

  private Condition.Count count(CountPrefixContext p, ParserRuleContext phrase, SourceSpan s) {
    Condition.Count.Range range;
    Optional<Quantity> n = Optional.empty();
    if (p == null) {
      range = Condition.Count.Range.SOME;
    } else if (p instanceof AtLeastCountContext c) {
      n = Optional.of(quantity(c.quantity()));
      range = Condition.Count.Range.AT_LEAST;
    } else if (p instanceof OrMoreLessContext c) {
      n = Optional.of(quantity(c.quantity()));
      range = has(c, "plus") ? Condition.Count.Range.AT_LEAST : Condition.Count.Range.AT_MOST;
    } else if (p instanceof LessMoreThanContext c) {
      n = Optional.of(quantity(c.quantity()));
      range = has(c, "plus") ? Condition.Count.Range.MORE_THAN : Condition.Count.Range.LESS_THAN;
    } else if (p instanceof ComparativeContext c) {
      range = has(c, "plus") ? Condition.Count.Range.MORE : Condition.Count.Range.FEWER;
    } else if (p instanceof NoneCountContext) {
      range = Condition.Count.Range.NONE;
    } else {
      n = Optional.of(quantity(((OnlyCountContext) p).quantity()));
      range = Condition.Count.Range.EXACTLY;
    }
    ObjectRef objects = phrase instanceof ObjectPhraseContext o ? obj(o, true)
        : obj((ListablePhraseContext) phrase, true);
    // English writes counted nouns in the plural ("two or more Landmarks", "no Characters"); French writes the
    // number's ("au moins un Repère", "aucun Personnage").
    if (range != Condition.Count.Range.SOME && range != Condition.Count.Range.EXACTLY
        && objects instanceof ObjectRef.Phrase ph && !ph.nouns().plural()) {
      ObjectRef.Phrase plural = new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(),
          new NounGroup(ph.nouns().nouns(), true, ph.nouns().span()), ph.filters(), ph.span());
      candidates.set(candidates.size() - 1, plural);
      objects = plural;
    }
    return new Condition.Count(range, n, objects, s);
  }

  private Condition.Compare compare(Value left, ComparisonContext ctx, SourceSpan s) {
    if (ctx instanceof OrMoreLessCmpContext c) {
      Value right = c.manaAmount() != null ? new Value.Number(manaAmount(c.manaAmount()), true, span(c))
          : new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), span(c)), false, span(c));
      return new Condition.Compare(left, has(c, "plus") ? Comparison.AT_LEAST : Comparison.AT_MOST, right, false, s);
    }
    if (ctx instanceof PlusCmpContext c) {
      return new Condition.Compare(left, Comparison.AT_LEAST,
          new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), span(c)), false, span(c)),
          false, s);
    }
    if (ctx instanceof RelationCmpContext c) {
      return new Condition.Compare(left, comparator(c.comparator()), operand(c.valueOperand()), false, s);
    }
    EqualCmpContext c = (EqualCmpContext) ctx;
    return new Condition.Compare(left, Comparison.EQUAL, operand(c.valueOperand()), false, s);
  }

  private static Comparison comparator(ComparatorContext ctx) {
    boolean equal = ctx.equalW() != null;
    if (ctx.greaterW() != null) {
      return equal ? Comparison.GREATER_OR_EQUAL : Comparison.GREATER;
    }
    if (ctx.lessW() != null) {
      return equal ? Comparison.LESS_OR_EQUAL : Comparison.LESS;
    }
    return Comparison.EQUAL;
  }

  private Value operand(ValueOperandContext ctx) {
    if (ctx.valueRef() != null) {
      return value(ctx.valueRef());
    }
    if (ctx.manaAmount() != null) {
      return new Value.Number(manaAmount(ctx.manaAmount()), true, span(ctx));
    }
    return new Value.Number(quantity(ctx.quantity()), false, span(ctx));
  }

  private Value value(ValueRefContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof CountersValueContext c) {
      return new Value.CountersOf(possessive(c.possessive()), counter(c.counterNoun()), s);
    }
    if (ctx instanceof PossessiveStatContext c) {
      Possessor p = possessive(c.possessive());
      if (!(p instanceof Possessor.OfObject o)) {
        throw error(c, "expected an object's " + c.statName().getText() + ", found a player's");
      }
      return new Value.StatOf(stat(c.statName()), o.object(), s);
    }
    if (ctx instanceof StatOfContext c) {
      Stat stat = stat(c.statName());
      return new Value.StatOf(stat, obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof ResultValueContext) {
      return new Value.Result(false, s);
    }
    if (ctx instanceof DieResultValueContext) {
      // "le résultat du dé": English "the die's result", the result of the die rolled before.
      return new Value.StatOf(Stat.RESULT, new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false,
          false, s), s);
    }
    return new Value.Result(true, s);
  }

  private Stat stat(StatNameContext ctx) {
    if (ctx.terrainSymbol() != null) {
      return switch (terrain(ctx.terrainSymbol())) {
        case FOREST -> Stat.FOREST;
        case MOUNTAIN -> Stat.MOUNTAIN;
        case WATER -> Stat.WATER;
      };
    }
    if (has(ctx, "main")) {
      return Stat.HAND_COST;
    }
    if (has(ctx, "réserve")) {
      return Stat.RESERVE_COST;
    }
    if (has(ctx, "base")) {
      return has(ctx, "coût") ? Stat.BASE_COST : Stat.BASE_STATISTIC;
    }
    return Stat.RESULT;
  }

  // ===================================================================================================================
  // Objects, players, zones, places
  // ===================================================================================================================

  private ObjectRef objList(ObjectListContext ctx) {
    if (ctx.listablePhrase().isEmpty()) {
      return obj(ctx.objectPhrase(), true);
    }
    List<ObjectRef> items = new ArrayList<>();
    items.add(obj(ctx.objectPhrase(), false));
    for (ListablePhraseContext p : ctx.listablePhrase()) {
      items.add(obj(p, false));
    }
    return register(new ObjectRef.Several(list(items), has(ctx, "ou"), span(ctx)));
  }

  /**
   * An object phrase. {@code candidate}: the phrase is the subject or object of a trigger, step or condition, so
   * later pronouns may stand for it.
   */
  private ObjectRef obj(ObjectPhraseContext ctx, boolean candidate) {
    if (ctx instanceof OtherPhraseContext o) {
      return obj(o.listablePhrase(), candidate);
    }
    SourceSpan s = span(ctx);
    ObjectRef ref;
    if (ctx instanceof SelfPhraseContext) {
      ref = new ObjectRef.Self(s);
    } else if (ctx instanceof WeBothPhraseContext) {
      ref = new ObjectRef.SelfAnd(lastCandidate(), s);
    } else {
      PronounPhraseContext c = (PronounPhraseContext) ctx;
      boolean plural = hasAny(c, "ils", "elles", "eux");
      ref = new ObjectRef.Pronoun(lastCandidate(), plural, Optional.empty(), false, false, s);
    }
    return candidate ? register(ref) : ref;
  }

  private ObjectRef obj(ListablePhraseContext ctx, boolean candidate) {
    SourceSpan s = span(ctx);
    ObjectRef ref;
    if (ctx instanceof ThatPhraseContext c) {
      NounGroup nouns = nouns(c.nounGroup());
      if (nouns.nouns().size() == 1 && nouns.nouns().get(0) instanceof Noun.Player) {
        throw error(c, "expected an object after 'ce', found a player (a player is 'cet adversaire' as a subject)");
      }
      if (has(c, "ces") && nouns.nouns().size() == 1 && nouns.nouns().get(0) instanceof Noun.Type t
          && t.type() == ObjectType.CARD) {
        // "ces cartes": the cards named before (English "these cards").
        ref = new ObjectRef.These(lastCandidate(), s);
      } else {
        ref = new ObjectRef.Pronoun(lastCandidate(), nouns.plural(), Optional.of(nouns), false, false, s);
      }
    } else if (ctx instanceof TheTargetPhraseContext) {
      ref = new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), true, false, s);
    } else if (ctx instanceof TopOfPhraseContext c) {
      TopOfContext t = c.topOf();
      Optional<Quantity> n = t.quantity() == null ? Optional.empty() : Optional.of(quantity(t.quantity()));
      boolean plural = hasAny(t, "cartes", "premières");
      boolean one = n.isEmpty() || (n.get() instanceof Quantity.Literal l && l.value() == 1);
      if (plural == one) {
        throw error(c, "expected '" + (one ? "la première carte" : "les premières cartes") + "', found '"
            + t.getText() + "'");
      }
      ref = new ObjectRef.TopOf(n.filter(q -> !one), zone(t.zone()), s);
    } else if (ctx instanceof OfPossessivePhraseContext c) {
      String w = first(c).equals("l'") ? c.getChild(1).getText().toLowerCase(Locale.ROOT) : first(c);
      Quantifier.Kind which = w.startsWith("u") ? Quantifier.Kind.COUNT : w.startsWith("chacun")
          ? Quantifier.Kind.EACH : Quantifier.Kind.ALL;
      Possessor p = possessive(c.possessive());
      List<Adjective> adjectives = new ArrayList<>(preAdjectives(c.preAdjective()));
      NounGroup nouns = nouns(c.nounGroup());
      Adjectives post = postAdjectives(c.postAdjective());
      adjectives.addAll(post.adjectives());
      adjectives.addAll(withAdjectives(c.postFilters()));
      ref = new ObjectRef.OfPossessed(which, p, list(adjectives), nouns, filters(c.postFilters()), s);
    } else if (ctx instanceof RestPhraseContext) {
      ref = new ObjectRef.Rest(lastCandidate(), s);
    } else if (ctx instanceof TargetsPhraseContext c) {
      Quantity n = quantity(c.quantity());
      Quantifier q = new Quantifier(has(c, "jusqu'à") ? Quantifier.Kind.UP_TO : Quantifier.Kind.COUNT,
          Optional.of(n), true, s);
      ref = new ObjectRef.Targets(q, nouns(c.nounGroup()), s);
    } else if (ctx instanceof PossessedPhraseContext c) {
      Possessor p = possessive(c.possessive());
      List<Adjective> adjectives = new ArrayList<>(preAdjectives(c.preAdjective()));
      NounGroup nouns = nouns(c.nounGroup());
      Adjectives post = postAdjectives(c.postAdjective());
      adjectives.addAll(post.adjectives());
      adjectives.addAll(withAdjectives(c.postFilters()));
      ref = new ObjectRef.Possessed(p, list(adjectives), nouns, filters(c.postFilters()), s);
    } else if (ctx instanceof BothPossessedPhraseContext c) {
      // "vos deux Expéditions": both of them, all of the two.
      List<Adjective> adjectives = new ArrayList<>(preAdjectives(c.preAdjective()));
      Adjectives post = postAdjectives(c.postAdjective());
      adjectives.addAll(post.adjectives());
      adjectives.addAll(withAdjectives(c.postFilters()));
      ref = new ObjectRef.OfPossessed(Quantifier.Kind.ALL, possessive(c.possessive()), list(adjectives),
          nouns(c.nounGroup()), filters(c.postFilters()), s);
    } else if (ctx instanceof PlayerPossessedPhraseContext c) {
      // The article goes with the noun in French and with the player in English: "target player's Landmarks".
      List<Adjective> adjectives = new ArrayList<>(preAdjectives(c.preAdjective()));
      Adjectives post = postAdjectives(c.postAdjective());
      if (post.target()) {
        throw error(c, "expected the target to be the player ('d'un joueur ciblé'), found 'ciblé' after the noun");
      }
      adjectives.addAll(post.adjectives());
      Possessor owner;
      if (c.playerSubject() != null) {
        owner = new Possessor.OfPlayer(player(c.playerSubject()), span(c.playerSubject()));
      } else {
        // "les Repères de ce joueur": the one named before, as English "that player's Landmarks".
        Noun n = noun(c.noun());
        SourceSpan ns = span(c.noun());
        owner = new Possessor.OfObject(new ObjectRef.Pronoun(lastCandidate(), false,
            Optional.of(new NounGroup(ImmutableList.of(n), false, ns)), false, false, ns), ns);
      }
      ref = new ObjectRef.Possessed(owner, list(adjectives), nouns(c.nounGroup()), ImmutableList.of(), s);
    } else if (ctx instanceof ZoneContentsPhraseContext c) {
      Possessor p = playerPossessive(c.possessive());
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw error(c, "expected a player's zone ('sa main'), found an object's");
      }
      ref = new ObjectRef.ZoneContents(new Zone(zoneKind(c.zoneName()), Optional.of(pl.player()), s), s);
    } else {
      ref = quantified((QuantifiedPhraseContext) ctx, s);
    }
    return candidate ? register(ref) : ref;
  }

  /** Adjectives after the noun, and whether "ciblé" made the objects targets. */
  private record Adjectives(List<Adjective> adjectives, boolean target, boolean opposing) {}

  private Adjectives postAdjectives(List<PostAdjectiveContext> contexts) {
    List<Adjective> out = new ArrayList<>();
    boolean target = false;
    boolean opposing = false;
    for (PostAdjectiveContext a : contexts) {
      SourceSpan s = span(a);
      if (a instanceof StatusAdjContext c) {
        List<Status> statuses = new ArrayList<>();
        for (TerminalNode t : c.STATUS()) {
          statuses.add(status(t));
        }
        out.add(new Adjective.WithStatus(list(statuses), s));
      } else if (a instanceof ExhaustedAdjContext) {
        out.add(new Adjective.WithStatus(ImmutableList.of(Status.EXHAUSTED), s));
      } else if (a instanceof AscendedAdjContext) {
        out.add(new Adjective.WithStatus(ImmutableList.of(Status.ASCENDED), s));
      } else if (a instanceof RegionAdjContext c) {
        out.add(new Adjective.OfRegion(hasAny(c, "visible", "visibles") ? Adjective.OfRegion.RegionQuality.VISIBLE
            : Adjective.OfRegion.RegionQuality.SINGLE_TERRAIN, s));
      } else if (a instanceof NonAdjContext c && c.WORD() != null) {
        // "un Personnage non Fugace": an object without that status (2.4).
        Status status = FrenchLexicon.status(c.WORD().getText())
            .orElseThrow(() -> error(c, "expected a status, 'jeton' or a sub-type after 'non', found " + c.WORD()));
        out.add(new Adjective.WithoutStatus(status, s));
      } else if (a instanceof ReadyAdjContext) {
        out.add(new Adjective.Ready(s));
      } else if (a instanceof NonAdjContext c) {
        out.add(new Adjective.Non(c.SUBTYPE() != null
            ? new Noun.Subtype(FrenchLexicon.subtype(c.SUBTYPE().getText()).orElseThrow(), span(c.SUBTYPE()))
            : new Noun.Type(ObjectType.TOKEN, s), s));
      } else if (a instanceof TargetAdjContext) {
        target = true;
      } else if (a instanceof ExpeditionKindAdjContext c) {
        out.add(new Adjective.ExpeditionKind(has(c, "compagnon"), s));
      } else if (a instanceof KeywordAdjContext c) {
        FrenchLexicon.KeywordWithParameter k = FrenchLexicon.ability(inside(c.KW_ABILITY())).orElseThrow();
        if (k.parameter().isPresent()) {
          throw error(c, "expected a keyword without a number after the noun, found " + c.getText());
        }
        out.add(new Adjective.WithKeyword(k.id(), s));
      } else {
        opposing = true;
      }
    }
    return new Adjectives(out, target, opposing);
  }

  private List<Adjective> preAdjectives(List<PreAdjectiveContext> contexts) {
    List<Adjective> out = new ArrayList<>();
    for (PreAdjectiveContext a : contexts) {
      out.add(a instanceof OtherAdjContext ? new Adjective.Other(span(a)) : new Adjective.Token(span(a)));
    }
    return out;
  }

  private ObjectRef quantified(QuantifiedPhraseContext c, SourceSpan s) {
    List<Adjective> adjectives = new ArrayList<>();
    DeterminerContext d = c.determiner();
    Adjectives post = postAdjectives(c.postAdjective());
    boolean target = post.target();
    Quantifier q;
    if (d == null) {
      q = new Quantifier(target ? Quantifier.Kind.COUNT : Quantifier.Kind.BARE,
          target ? Optional.of(new Quantity.Literal(1, s)) : Optional.empty(), target, s);
    } else {
      SourceSpan ds = span(d);
      if (d instanceof AnotherDetContext) {
        adjectives.add(new Adjective.Other(ds));
        q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, ds)), target, ds);
      } else if (d instanceof YetAnotherDetContext) {
        q = new Quantifier(Quantifier.Kind.YET_ANOTHER, Optional.empty(), false, ds);
      } else if (d instanceof UpToDetContext x) {
        q = new Quantifier(Quantifier.Kind.UP_TO, Optional.of(quantity(x.quantity())), target, ds);
      } else if (d instanceof AnyNumberDetContext || d instanceof AnyNumberManyDetContext) {
        q = new Quantifier(Quantifier.Kind.ANY_NUMBER, Optional.empty(), target, ds);
      } else if (d instanceof AnyDetContext) {
        q = new Quantifier(Quantifier.Kind.ANY, Optional.empty(), false, ds);
      } else if (d instanceof AllDetContext) {
        q = new Quantifier(Quantifier.Kind.ALL, Optional.empty(), false, ds);
      } else if (d instanceof EachDetContext) {
        q = new Quantifier(Quantifier.Kind.EACH, Optional.empty(), false, ds);
      } else if (d instanceof CountDetContext x) {
        q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(quantity(x.quantity())), target, ds);
      } else if (d instanceof NextDetContext) {
        q = new Quantifier(Quantifier.Kind.NEXT, Optional.empty(), false, ds);
      } else if (d instanceof OrdinalDetContext x) {
        q = new Quantifier(Quantifier.Kind.ORDINAL, Optional.of(new Quantity.Literal(ordinal(x.ordinal()), ds)),
            false, ds);
      } else if (d instanceof TheDetContext) {
        // "le Personnage ciblé", "au Personnage ciblé": target Character.
        q = target ? new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, ds)), true, ds)
            : new Quantifier(Quantifier.Kind.THE, Optional.empty(), false, ds);
      } else {
        // "les Personnages que vous contrôlez": English writes no article ("Characters you control").
        q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(), target, ds);
      }
    }
    adjectives.addAll(preAdjectives(c.preAdjective()));
    adjectives.addAll(post.adjectives());
    adjectives.addAll(withAdjectives(c.postFilters()));
    NounGroup nouns = nouns(c.nounGroup());
    ImmutableList<Filter> filters = filters(c.postFilters());
    if (post.opposing()) {
      // "L'Expédition adverse qui me fait face": your opponent's Expedition.
      return new ObjectRef.Possessed(new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.YOUR_OPPONENT,
          Optional.empty(), s), s), list(adjectives), nouns, filters, s);
    }
    // "les autres cartes", "les autres" with nothing after: the rest of the cards named before.
    if (d instanceof PluralDetContext && filters.isEmpty() && adjectives.size() == 1
        && adjectives.get(0) instanceof Adjective.Other && nouns.nouns().size() == 1
        && nouns.nouns().get(0) instanceof Noun.Type t && t.type() == ObjectType.CARD && !candidates.isEmpty()) {
      return new ObjectRef.Rest(lastCandidate(), s);
    }
    return new ObjectRef.Phrase(q, list(adjectives), nouns, filters, s);
  }

  /** Whether nouns joined by 'et' are allowed (both objects, as in "entre votre Héros et votre Compagnon"). */
  private boolean andNouns;

  private NounGroup nouns(NounGroupContext ctx) {
    if (has(ctx, "et") && !andNouns) {
      throw error(ctx, "expected 'ou' between kinds of objects, found 'et'");
    }
    List<Noun> nouns = new ArrayList<>();
    for (NounContext n : ctx.noun()) {
      nouns.add(noun(n));
    }
    NounContext last = ctx.noun(ctx.noun().size() - 1);
    return new NounGroup(list(nouns), isPlural(last), span(ctx));
  }

  private static boolean isPlural(NounContext n) {
    String word = n.getStart().getText().toLowerCase(Locale.ROOT);
    if (n.SUBTYPE() != null) {
      return FrenchLexicon.isPluralSubtype(word);
    }
    if (word.equals("héros")) {
      return false;
    }
    return word.endsWith("s") || word.endsWith("x");
  }

  private Noun noun(NounContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx.SUBTYPE() != null) {
      return new Noun.Subtype(FrenchLexicon.subtype(ctx.SUBTYPE().getText()).orElseThrow(), s);
    }
    String w = first(ctx);
    return switch (w) {
      case "personnage", "personnages" -> new Noun.Type(ObjectType.CHARACTER, s);
      case "permanent", "permanents" -> ctx.getChildCount() > 1
          ? new Noun.Type(has(ctx, "repère") ? ObjectType.LANDMARK_PERMANENT : ObjectType.EXPEDITION_PERMANENT, s)
          : new Noun.Type(ObjectType.PERMANENT, s);
      case "sort", "sorts" -> new Noun.Type(ObjectType.SPELL, s);
      case "carte", "cartes" -> ctx.getChildCount() > 1 ? new Noun.Type(ObjectType.HERO, s)
          : new Noun.Type(ObjectType.CARD, s);
      case "jeton", "jetons" -> new Noun.Type(ObjectType.TOKEN, s);
      case "repère", "repères" -> new Noun.Type(ObjectType.LANDMARK, s);
      case "orbe", "orbes" -> new Noun.Type(ObjectType.MANA_ORB, s);
      case "expédition", "expéditions" -> new Noun.Type(ObjectType.EXPEDITION, s);
      case "héros" -> new Noun.Type(ObjectType.HERO, s);
      case "région", "régions" -> new Noun.Type(ObjectType.REGION, s);
      case "joueur", "joueurs" -> new Noun.Player(false, s);
      case "adversaire", "adversaires" -> new Noun.Player(true, s);
      case "compagnon" -> new Noun.Subtype("COMPANION", s);
      case "marqueur", "marqueurs" -> new Noun.TerrainMarker(ctx.terrainList() == null ? ImmutableList.of()
          : ctx.terrainList().terrainSymbol().stream().map(FrenchAstBuilder::terrain).distinct()
              .collect(ImmutableList.toImmutableList()), s);
      default -> throw error(ctx, "expected a kind of object, found '" + ctx.getText() + "'");
    };
  }

  /** "avec [[Boosté]]", "avec [Défenseur]" after the noun mean what the adjective means. */
  private List<Adjective> withAdjectives(PostFiltersContext ctx) {
    List<Adjective> out = new ArrayList<>();
    if (ctx == null) {
      return out;
    }
    for (PostFilterContext f : ctx.postFilter()) {
      if (f instanceof WithPostFilterContext w && w.withFilter() instanceof WithAdjectiveFilterContext a) {
        SourceSpan s = span(w);
        if (a.STATUS() != null) {
          out.add(new Adjective.WithStatus(ImmutableList.of(status(a.STATUS())), s));
        } else {
          FrenchLexicon.KeywordWithParameter k = FrenchLexicon.ability(inside(a.KW_ABILITY())).orElseThrow();
          if (k.parameter().isPresent()) {
            throw error(a, "expected a keyword without a number, found " + a.getText());
          }
          out.add(new Adjective.WithKeyword(k.id(), s));
        }
      }
    }
    return out;
  }

  private ImmutableList<Filter> filters(PostFiltersContext ctx) {
    if (ctx == null) {
      return ImmutableList.of();
    }
    List<Filter> out = new ArrayList<>();
    List<PostFilterContext> fs = ctx.postFilter();
    int child = 0;
    List<Filter> group = new ArrayList<>();
    Boolean groupAll = null;
    for (int i = 0; i < ctx.getChildCount(); i++) {
      ParseTree c = ctx.getChild(i);
      if (c instanceof TerminalNode t) {
        boolean all = t.getText().equalsIgnoreCase("et");
        if (groupAll != null && groupAll != all) {
          throw new AbilityBuildException(t.getSymbol().getStartIndex(),
              "expected only 'ou' or only 'et' between filters");
        }
        groupAll = all;
        continue;
      }
      PostFilterContext pf = fs.get(child++);
      if (pf instanceof WithPostFilterContext w && w.withFilter() instanceof WithAdjectiveFilterContext
          || pf instanceof AsYouWishFilterContext) {
        continue;
      }
      Filter f = filter(pf);
      boolean joined = i > 0 && ctx.getChild(i - 1) instanceof TerminalNode;
      if (joined) {
        group.add(f);
      } else {
        flush(out, group, groupAll, span(ctx));
        group = new ArrayList<>(List.of(f));
        groupAll = null;
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

  private Filter filter(PostFilterContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof ControlledFilterContext c) {
      return new Filter.ControlledBy(player(c.playerSubject()), s);
    }
    if (ctx instanceof OwnedFilterContext c) {
      return new Filter.OwnedBy(player(c.playerSubject()), s);
    }
    if (ctx instanceof ControlledByFilterContext c) {
      return new Filter.ControlledBy(player(c.playerSubject()), s);
    }
    if (ctx instanceof PlayedFilterContext c) {
      return new Filter.PlayedBy(player(c.playerSubject()), optZone(c.zone()),
          c.terrainSymbol() == null ? Optional.empty() : Optional.of(terrain(c.terrainSymbol())),
          c.durationOrTiming() == null ? Optional.empty() : Optional.of(duration(c.durationOrTiming().duration())), s);
    }
    if (ctx instanceof PlayedByFilterContext c) {
      // "Les Personnages joués par vos adversaires": English "Characters your opponents play".
      return new Filter.PlayedBy(player(c.playerSubject()), Optional.empty(), Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof PlayedFromFilterContext c) {
      return new Filter.PlayedFrom(zone(c.zone()), s);
    }
    if (ctx instanceof InFilterContext c) {
      List<Place> places = new ArrayList<>();
      for (PlaceRefContext p : c.placeRef()) {
        places.add(place(p));
      }
      return new Filter.In(list(places), has(c, "et"), s);
    }
    if (ctx instanceof FromFilterContext c) {
      return new Filter.From(c.zone() != null ? new Place.InZone(zone(c.zone()), span(c.zone()))
          : new Place.InObject(obj(c.objectPhrase(), false), span(c.objectPhrase())), s);
    }
    if (ctx instanceof WithPostFilterContext c) {
      return withFilter(c.withFilter(), s);
    }
    if (ctx instanceof BetweenFilterContext c) {
      andNouns = true;
      try {
        return new Filter.Between(obj(c.objectPhrase(), false), s);
      } finally {
        andNouns = false;
      }
    }
    if (ctx instanceof FacingFilterContext c) {
      return new Filter.Facing(clitic(c.clitic()), s);
    }
    if (ctx instanceof PositionFilterContext c) {
      return new Filter.InPosition(positions(c.positionList()), s);
    }
    EachPhaseFilterContext c = (EachPhaseFilterContext) ctx;
    return new Filter.EachPhase(phase(c.phase()), s);
  }

  private Filter withFilter(WithFilterContext ctx, SourceSpan s) {
    if (ctx instanceof ExtremeStatFilterContext c) {
      return new Filter.StatExtreme(stat(c.statName()), hasAny(c, "élevé", "élevée"), s);
    }
    if (ctx instanceof StatFilterContext c) {
      Condition.Compare k = compare(new Value.Result(false, s), c.comparison(), s);
      return new Filter.StatIs(stat(c.statName()), k.comparison(), k.right(), s);
    }
    if (ctx instanceof BaseStatFilterContext c) {
      return new Filter.StatIs(Stat.BASE_STATISTIC, Comparison.EQUAL,
          new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), span(c)), false, span(c)), s);
    }
    if (ctx instanceof NoStatOverFilterContext c) {
      return new Filter.NoStatOver(Integer.parseInt(c.NUMBER().getText()), s);
    }
    if (ctx instanceof TotalFilterContext c) {
      Stat stat = switch (terrain(c.terrainSymbol())) {
        case FOREST -> Stat.FOREST;
        case MOUNTAIN -> Stat.MOUNTAIN;
        case WATER -> Stat.WATER;
      };
      return new Filter.Total(stat, has(c, "plus") ? Comparison.AT_LEAST : Comparison.AT_MOST,
          new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), span(c)), s);
    }
    if (ctx instanceof TotalStatFilterContext c) {
      Quantity q = c.manaAmount() != null ? manaAmount(c.manaAmount())
          : new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), span(c));
      return new Filter.Total(stat(c.statName()), has(c, "plus") ? Comparison.AT_LEAST : Comparison.AT_MOST, q, s);
    }
    if (ctx instanceof CounterCountFilterContext c) {
      Condition.HasCounters h = counterCondition(new ObjectRef.Self(s), c.counterCount(), s);
      return new Filter.CounterCount(h.range(), h.count(), h.counter(), s);
    }
    if (ctx instanceof CountersFilterContext) {
      return new Filter.WithCounters(s);
    }
    if (ctx instanceof WithNoFilterContext c) {
      NounGroup nouns = nouns(c.nounGroup());
      // English: "with no Characters" (plural).
      return new Filter.WithNo(new NounGroup(nouns.nouns(), true, nouns.span()), s);
    }
    throw error(ctx, "expected what the objects have");
  }

  private Place place(PlaceRefContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof PlayPlaceContext) {
      return new Place.InPlay(s);
    }
    if (ctx instanceof ZonePlaceContext c) {
      return new Place.InZone(zone(c.zone()), s);
    }
    if (ctx instanceof TerrainPlaceContext c) {
      return new Place.InTerrain(terrain(c.terrainSymbol()), s);
    }
    if (ctx instanceof AnywherePlaceContext) {
      return new Place.Anywhere(s);
    }
    return new Place.InObject(obj(((ObjectPlaceContext) ctx).objectPhrase(), false), s);
  }

  private Optional<Zone> optZone(ZoneContext ctx) {
    return ctx == null ? Optional.empty() : Optional.of(zone(ctx));
  }

  private Zone zone(ZoneContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof OwnedZoneContext o) {
      Possessor p = playerPossessive(o.possessive());
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw error(o, "expected a player's zone ('votre Réserve'), found an object's");
      }
      return new Zone(zoneKind(o.zoneName()), Optional.of(pl.player()), s);
    }
    if (ctx instanceof OfPlayerZoneContext o) {
      // "la Réserve d'un adversaire", "la main de son propriétaire": English "an opponent's Reserve".
      PlayerRef owner = player(o.playerOwner().playerSubject());
      return new Zone(zoneKind(o.zoneName()), Optional.of(owner), s);
    }
    PlainZoneContext p = (PlainZoneContext) ctx;
    return new Zone(zoneKind(p.zoneName()), Optional.empty(), s);
  }

  private ZoneKind zoneKind(ZoneNameContext ctx) {
    if (has(ctx, "zone")) {
      if (has(ctx, "mana")) {
        return ZoneKind.MANA_ZONE;
      }
      if (has(ctx, "expédition")) {
        return ZoneKind.EXPEDITION_ZONE;
      }
      if (has(ctx, "héros")) {
        return ZoneKind.HERO_ZONE;
      }
      return ZoneKind.LANDMARK_ZONE;
    }
    return switch (first(ctx)) {
      case "réserve" -> ZoneKind.RESERVE;
      case "main" -> ZoneKind.HAND;
      case "deck" -> ZoneKind.DECK;
      case "défausse" -> ZoneKind.DISCARD_PILE;
      case "repères" -> ZoneKind.LANDMARK_ZONE;
      default -> throw error(ctx, "expected a zone, found '" + ctx.getText() + "'");
    };
  }

  /**
   * "mon", "votre", "son", "leur". "son"/"sa"/"ses" is "its" (an object's, the one named last) unless the noun is a
   * player's zone; see {@link #playerPossessive}.
   */
  private Possessor possessive(PossessiveContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof MyPossContext) {
      return new Possessor.OfObject(new ObjectRef.Self(s), s);
    }
    if (ctx instanceof YourPossContext) {
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s), s);
    }
    if (ctx instanceof TheirPossContext) {
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s), s);
    }
    return new Possessor.OfObject(new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, s), s);
  }

  /** The possessive of a player's zone or turn: "sa main" is "their hand" (the player's). */
  private Possessor playerPossessive(PossessiveContext ctx) {
    if (ctx instanceof ItsPossContext) {
      SourceSpan s = span(ctx);
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s), s);
    }
    return possessive(ctx);
  }

  /** "leur statistique la plus élevée": "leur" is the objects named before, not a player. */
  private Possessor objectPossessive(PossessiveContext ctx) {
    if (ctx instanceof TheirPossContext) {
      SourceSpan s = span(ctx);
      return new Possessor.OfObject(new ObjectRef.Pronoun(lastCandidate(), true, Optional.empty(), false, false, s), s);
    }
    return possessive(ctx);
  }

  private PlayerRef player(PlayerSubjectContext ctx) {
    SourceSpan s = span(ctx);
    PlayerRef.Kind kind;
    if (ctx instanceof YouPlayerContext) {
      kind = PlayerRef.Kind.YOU;
    } else if (ctx instanceof StartingWithYouPlayerContext) {
      kind = PlayerRef.Kind.EACH_PLAYER_STARTING_WITH_YOU;
    } else if (ctx instanceof AnOpponentPlayerContext) {
      kind = PlayerRef.Kind.AN_OPPONENT;
    } else if (ctx instanceof TargetOpponentPlayerContext) {
      kind = PlayerRef.Kind.TARGET_OPPONENT;
    } else if (ctx instanceof ThatOpponentPlayerContext) {
      kind = PlayerRef.Kind.THAT_OPPONENT;
    } else if (ctx instanceof YourOpponentPlayerContext) {
      kind = PlayerRef.Kind.YOUR_OPPONENT;
    } else if (ctx instanceof EachOpponentPlayerContext || ctx instanceof OpponentsPlayerContext) {
      kind = PlayerRef.Kind.OPPONENTS;
    } else if (ctx instanceof EachPlayerContext) {
      kind = PlayerRef.Kind.EACH_PLAYER;
    } else if (ctx instanceof TargetPlayerContext) {
      kind = PlayerRef.Kind.TARGET_PLAYER;
    } else if (ctx instanceof TheyPlayerContext) {
      kind = PlayerRef.Kind.THEY;
    } else if (ctx instanceof OwnerPlayerContext) {
      kind = PlayerRef.Kind.OWNER;
    } else {
      kind = PlayerRef.Kind.CONTROLLER;
    }
    if (kind == PlayerRef.Kind.OWNER || kind == PlayerRef.Kind.CONTROLLER) {
      ObjectRef of = has(ctx, "mon") ? new ObjectRef.Self(s)
          : new ObjectRef.Pronoun(lastCandidate(), has(ctx, "leur"), Optional.empty(), false, false, s);
      return new PlayerRef(kind, Optional.of(of), s);
    }
    return new PlayerRef(kind, Optional.empty(), s);
  }

  // ===================================================================================================================
  // Words and numbers
  // ===================================================================================================================

  private Status status(TerminalNode node) {
    String t = node.getText();
    return FrenchLexicon.status(t.substring(2, t.length() - 2)).orElseThrow();
  }

  private void addMarkers(ImmutableList.Builder<ImmutableList<Terrain>> markers, QuantityContext count,
      ImmutableList<Terrain> terrains) {
    if (!(quantity(count) instanceof Quantity.Literal n)) {
      throw error(count, "expected how many markers, as a number ('un {V}')");
    }
    for (int i = 0; i < n.value(); i++) {
      markers.add(terrains);
    }
  }

  private Quantity quantity(QuantityContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof NumberQtyContext c) {
      Quantity first = new Quantity.Literal(number(c.number(0)), span(c.number(0)));
      return c.number().size() > 1 ? new Quantity.Sum(first,
          new Quantity.Literal(number(c.number(1)), span(c.number(1))), s) : first;
    }
    if (ctx instanceof XQtyContext c) {
      return new Quantity.X(c.number() == null ? 0 : number(c.number()), s);
    }
    if (ctx instanceof RemovedQtyContext c) {
      return new Quantity.RemovedThisWay(counter(c.counterNoun()), s);
    }
    if (ctx instanceof HighestStatQtyContext c) {
      return new Quantity.StatOf(Stat.HIGHEST_STATISTIC, objectPossessive(c.possessive()), s);
    }
    if (ctx instanceof NumberOfQtyContext c) {
      return new Quantity.NumberOf(obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof CountersQtyContext c) {
      return new Quantity.CountersOn(possessive(c.possessive()), counter(c.counterNoun()), s);
    }
    if (ctx instanceof ThatManyQtyContext) {
      return new Quantity.ThatMany(s);
    }
    ResultQtyContext c = (ResultQtyContext) ctx;
    return new Quantity.DieResult(has(c, "final"), s);
  }

  private static int number(NumberContext ctx) {
    if (ctx.NUMBER() != null) {
      return Integer.parseInt(ctx.NUMBER().getText());
    }
    return switch (ctx.getText().toLowerCase(Locale.ROOT)) {
      case "un", "une" -> 1;
      case "deux" -> 2;
      case "trois" -> 3;
      case "quatre" -> 4;
      case "cinq" -> 5;
      case "six" -> 6;
      case "sept" -> 7;
      case "huit" -> 8;
      case "neuf" -> 9;
      default -> 10;
    };
  }

  private int ordinal(OrdinalContext ctx) {
    return switch (ctx.getText().toLowerCase(Locale.ROOT)) {
      case "premier", "première" -> 1;
      case "deuxième", "second", "seconde" -> 2;
      case "troisième" -> 3;
      case "quatrième" -> 4;
      case "cinquième" -> 5;
      default -> throw error(ctx, "expected an ordinal such as 'premier', found '" + ctx.getText() + "'");
    };
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
    NamedCounterNounContext c = (NamedCounterNounContext) ctx;
    List<String> words = new ArrayList<>();
    for (int i = 0; i < c.counterName().getChildCount(); i++) {
      words.add(c.counterName().getChild(i).getText());
    }
    return new Counter(FrenchLexicon.counterId(String.join(" ", words)));
  }

  private static Phase phase(PhaseContext ctx) {
    String w = ctx.getText().toLowerCase(Locale.ROOT);
    return switch (w) {
      case "matin" -> Phase.MORNING;
      case "midi" -> Phase.NOON;
      case "crépuscule" -> Phase.DUSK;
      case "nuit" -> Phase.NIGHT;
      case "repos" -> Phase.REST;
      default -> Phase.AFTERNOON;
    };
  }

  /** 2.2.15.a; "jusqu'à la fin du tour" is "ce tour". */
  private static Duration duration(DurationContext ctx) {
    if (ctx.untilEnd() != null) {
      return untilEnd(ctx.untilEnd());
    }
    return has(ctx, "tour") ? Duration.THIS_TURN : has(ctx, "jour") ? Duration.THIS_DAY : Duration.THIS_AFTERNOON;
  }

  private static Duration untilEnd(UntilEndContext ctx) {
    return has(ctx, "tour") ? Duration.THIS_TURN : has(ctx, "jour") ? Duration.THIS_DAY : Duration.THIS_AFTERNOON;
  }

  private static Terrain terrain(TerrainSymbolContext ctx) {
    return switch (ctx.getText().toLowerCase(Locale.ROOT)) {
      case "{v}" -> Terrain.FOREST;
      case "{m}" -> Terrain.MOUNTAIN;
      default -> Terrain.WATER;
    };
  }
}
