package dev.altered.text.romance;

import static dev.altered.grammar.romance.RomanceParser.*;

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
import dev.altered.text.romance.RomanceTokenSource.ConceptToken;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Romance parse tree to AST: the same AST the English builder makes for the same card. One method per grammar rule;
 * where Spanish or Italian phrase a thing differently from English ("Envía a la reserva un personaje objetivo", "Los
 * personajes que controlas", "Cuando me sacrifiques"), the method says how it maps. Pronouns are resolved as in
 * English: an antecedent is the index, in English reading order, of the object phrases named before, so phrases are
 * read in the order English names them (the object of "Devuelve a la mano de su propietario un personaje" before
 * the owner).
 *
 * <p>Subjects left out ("Gano", "Gana", "Ganan") come from the verb's person: the first person is "I", the third "it"
 * or "they"; a form that is both ("gane") is "I" while nothing has been named and "it" after.
 */
public final class RomanceAstBuilder {
  private final AbilityText text;
  private final RomanceLexicon lexicon;
  private final List<ObjectRef> candidates = new ArrayList<>();
  private PlayerRef defaultActor = PlayerRef.you();
  /** "de" + zone is "from" for verbs that take objects from a zone (discard, put, play), "in" elsewhere. */
  private boolean ofMeansFrom;
  /** Inside "por cada ...": "otro personaje" is every other Character (English "each other Character"). */
  private boolean eachOf;
  /** Words this ability's reminder text defines ("Estoy [En contacto] si ..."), by folded name. */
  private final java.util.Map<String, DefinitionContext> definitions = new java.util.HashMap<>();
  /** The statistic being compared, which "quello di X" (that of X) refers to. */
  private Optional<Stat> comparedStat = Optional.empty();

  private RomanceAstBuilder(AbilityText text, RomanceLexicon lexicon) {
    this.text = text;
    this.lexicon = lexicon;
  }

  public static Ability build(AbilityText text, AbilityContext tree, RomanceLexicon lexicon) {
    return new RomanceAstBuilder(text, lexicon).ability(tree);
  }

  // ===================================================================================================================
  // Spans and small helpers
  // ===================================================================================================================

  private SourceSpan span(ParserRuleContext ctx) {
    Token start = ctx.getStart();
    Token stop = ctx.getStop();
    int from = start.getType() == Token.EOF ? text.text().length() : start.getStartIndex();
    int to = stop == null || stop.getType() == Token.EOF || stop.getStopIndex() < from ? from : stop.getStopIndex() + 1;
    from = Math.min(from, text.text().length());
    to = Math.min(Math.max(to, from), text.text().length());
    int origFrom = text.originalOffset(from);
    int origTo = Math.max(origFrom, text.originalEnd(to));
    return SourceSpan.of(origFrom, origTo);
  }

  private SourceSpan span(TerminalNode node) {
    Token t = node.getSymbol();
    int from = Math.min(t.getStartIndex(), text.text().length());
    int to = Math.min(Math.max(t.getStopIndex() + 1, from), text.text().length());
    int origFrom = text.originalOffset(from);
    return SourceSpan.of(origFrom, Math.max(origFrom, text.originalEnd(to)));
  }

  private SourceSpan span(ParserRuleContext first, ParserRuleContext last) {
    SourceSpan end = span(last);
    return first == null ? end : SourceSpan.of(span(first).start(), Math.max(span(first).start(), end.end()));
  }

  private AbilityBuildException error(ParserRuleContext ctx, String message) {
    return new AbilityBuildException(Math.max(0, ctx.getStart().getStartIndex()), message);
  }

  /** The words of a rule as written (for messages). */
  private String written(ParserRuleContext ctx) {
    int from = Math.max(0, ctx.getStart().getStartIndex());
    int to = ctx.getStop() == null ? from : Math.min(text.text().length(), ctx.getStop().getStopIndex() + 1);
    return to > from ? text.text().substring(from, to) : ctx.getText();
  }

  private String written(TerminalNode node) {
    Token t = node.getSymbol();
    int to = Math.min(text.text().length(), t.getStopIndex() + 1);
    return t.getStartIndex() >= 0 && to > t.getStartIndex() ? text.text().substring(t.getStartIndex(), to)
        : t.getText();
  }

  /** Whether a token of this type is a direct child of {@code ctx}. */
  private static boolean has(ParserRuleContext ctx, int type) {
    return first(ctx, type) != null;
  }

  private static TerminalNode first(ParserRuleContext ctx, int type) {
    if (ctx == null || ctx.children == null) {
      return null;
    }
    for (ParseTree child : ctx.children) {
      if (child instanceof TerminalNode t && t.getSymbol().getType() == type) {
        return t;
      }
    }
    return null;
  }

  private static int features(TerminalNode node) {
    return node.getSymbol() instanceof ConceptToken c ? c.features() : 0;
  }

  private static int value(TerminalNode node) {
    return node.getSymbol() instanceof ConceptToken c ? c.value() : 0;
  }

  private static boolean plural(TerminalNode node) {
    return (features(node) & RomanceLexicon.PLURAL) != 0;
  }

  /** The first terminal of a rule (its verb, for verb phrases). */
  private static TerminalNode firstTerminal(ParseTree t) {
    if (t instanceof TerminalNode n) {
      return n;
    }
    for (int i = 0; i < t.getChildCount(); i++) {
      TerminalNode n = firstTerminal(t.getChild(i));
      if (n != null) {
        return n;
      }
    }
    return null;
  }

  private static <T> ImmutableList<T> list(List<T> items) {
    return ImmutableList.copyOf(items);
  }

  private ObjectRef register(ObjectRef ref) {
    if (!(ref instanceof ObjectRef.Pronoun || ref instanceof ObjectRef.Self || ref instanceof ObjectRef.SelfAnd
        || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These || ref instanceof ObjectRef.OneOfThem)) {
      candidates.add(ref);
    }
    return ref;
  }

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

  /** Whether the last object named is plural (for "su", "sus", "loro" that stand for it). */
  private boolean lastPlural() {
    return !candidates.isEmpty() && pluralRef(candidates.get(candidates.size() - 1));
  }

  private static boolean pluralRef(ObjectRef ref) {
    if (ref instanceof ObjectRef.Phrase ph) {
      return ph.quantifier().kind() != Quantifier.Kind.EACH && ph.nouns().plural();
    }
    if (ref instanceof ObjectRef.Possessed p) {
      return p.nouns().plural();
    }
    if (ref instanceof ObjectRef.Pronoun p) {
      return p.plural();
    }
    return ref instanceof ObjectRef.Several || ref instanceof ObjectRef.Targets;
  }

  /**
   * The subject a verb leaves out: "I" for the first person, "it"/"they" for the third; a form that is both (Spanish
   * "gane", "tenía") is "I" while nothing has been named, and "it" after.
   */
  private ObjectRef impliedSubject(TerminalNode verb, SourceSpan s) {
    int f = features(verb);
    boolean p1 = (f & RomanceLexicon.P1) != 0;
    boolean p3 = (f & RomanceLexicon.P3) != 0 || (f & RomanceLexicon.IMPERATIVE) != 0;
    boolean pl = (f & RomanceLexicon.PLURAL) != 0;
    if (p1 && !pl && (!p3 || candidates.isEmpty())) {
      return new ObjectRef.Self(s);
    }
    if (!p1 && !p3 && candidates.isEmpty()) {
      return new ObjectRef.Self(s);
    }
    return new ObjectRef.Pronoun(lastCandidate(), pl, Optional.empty(), false, false, s);
  }

  /** The player a verb leaves out: "you" for the second person (and the imperative), "they" for the third. */
  private PlayerRef impliedPlayer(TerminalNode verb, SourceSpan s) {
    int f = features(verb);
    if ((f & RomanceLexicon.P3) != 0 && (f & (RomanceLexicon.P2 | RomanceLexicon.IMPERATIVE)) == 0
        && (f & RomanceLexicon.SUBJUNCTIVE) != 0) {
      return new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s);
    }
    return new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s);
  }

  // ===================================================================================================================
  // Abilities
  // ===================================================================================================================

  private Ability ability(AbilityContext ctx) {
    for (DefinitionContext d : ctx.getRuleContexts(DefinitionContext.class)) {
      definitions.putIfAbsent(RomanceLexicon.fold(inside(d.UNKNOWN_BRACKET())), d);
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
      if (ctx.MANA_SYM() != null || ctx.NUMBER() != null || ctx.SYM_X() != null) {
        throw error(ctx, "expected a keyword ability before the number, found the status " + written(ctx.STATUS()));
      }
      return new Ability.KeywordItem(Optional.empty(), Optional.of(status(ctx.STATUS())), Optional.empty(), whereX,
          span(ctx));
    }
    RomanceLexicon.KeywordWithParameter k = lexicon.ability(inside(ctx.KW_ABILITY())).orElseThrow();
    Optional<Quantity> parameter = k.parameter().map(p -> p.equalsIgnoreCase("x")
        ? new Quantity.X(0, span(ctx.KW_ABILITY())) : new Quantity.Literal(Integer.parseInt(p), span(ctx.KW_ABILITY())));
    if (ctx.MANA_SYM() != null) {
      if (parameter.isPresent()) {
        throw error(ctx, "expected one number for " + written(ctx.KW_ABILITY()) + ", found two");
      }
      parameter = Optional.of(mana(ctx.MANA_SYM()));
    } else if (ctx.SYM_X() != null) {
      parameter = Optional.of(new Quantity.X(0, span(ctx)));
    } else if (ctx.NUMBER() != null) {
      parameter = Optional.of(new Quantity.Literal(Integer.parseInt(ctx.NUMBER().getText()), span(ctx.NUMBER())));
    }
    if (k.id().parameterized() && parameter.isEmpty()) {
      throw error(ctx, "expected a number after " + written(ctx.KW_ABILITY()) + " (such as {1}), found none");
    }
    if (!k.id().parameterized() && parameter.isPresent()) {
      throw error(ctx, "expected no number after " + written(ctx.KW_ABILITY()) + ", found one");
    }
    return new Ability.KeywordItem(Optional.of(k.id()), Optional.empty(), parameter, whereX, span(ctx));
  }

  private String inside(TerminalNode bracket) {
    String t = written(bracket);
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
      if (head instanceof AtTriggerContext at) {
        trigger = new Trigger.At(momentPhase(at.moment()), momentEnd(at.moment()), span(head));
      } else if (head instanceof AfterRestTriggerContext) {
        trigger = new Trigger.At(Phase.REST, true, span(head));
      } else {
        trigger = new Trigger.When(event(((WhenTriggerContext) head).event()), span(head));
      }
      for (TriggerClauseContext clause : ctx.trigger().triggerClause()) {
        if (clause.condition() != null) {
          if (condition.isPresent()) {
            throw error(clause, "expected one condition after the trigger, found two");
          }
          condition = Optional.of(condition(clause.condition()));
        } else if (clause.objectPhrase() != null) {
          forEach = Optional.of(new Ability.ForEachClause.Objects(eachObj(clause.objectPhrase(), false), span(clause)));
        } else {
          forEach = Optional.of(new Ability.ForEachClause.Counters(possessive(clause.possessive(), false),
              counter(clause.counterNoun()), span(clause)));
        }
      }
    }
    return new Ability.Reaction(support, trigger, condition, forEach, effect(ctx.effect()), span);
  }

  private static Phase momentPhase(MomentContext ctx) {
    return ctx.phase() == null ? Phase.NIGHT : phase(ctx.phase());
  }

  private static boolean momentEnd(MomentContext ctx) {
    return ctx.getChildCount() > 1;
  }

  private static TriggerSymbol triggerSymbol(TriggerSymbolContext ctx) {
    if (ctx.SYM_J() != null) {
      return TriggerSymbol.JOIN;
    }
    return ctx.SYM_H() != null ? TriggerSymbol.HAND : TriggerSymbol.RESERVE;
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
        costs.add(new Cost.Mana(mana(c.MANA_SYM()), s));
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
      if (child instanceof ReflexiveSentenceContext r) {
        Event event;
        if (r.event() != null) {
          event = event(r.event());
        } else {
          event = new Event.RollsResult(PlayerRef.you(), dieRange(r.dieRange()), true, span(r.dieRange()));
        }
        out.add(new Sentence.WhenThisWay(event, steps(r.stepSequence()), span(r)));
        continue;
      }
      if (!(child instanceof SentenceContext s)) {
        continue;
      }
      SentenceContext inner = s;
      while (inner instanceof ThenSentenceContext t) {
        inner = t.sentence();
      }
      if (inner instanceof RollThenResultsSentenceContext rr) {
        // "Luego, tira un dado: • Si sacas 4 o más, ...": the roll, then its results.
        out.add(new Sentence.Steps(steps(rr.stepSequence()), span(rr.stepSequence())));
        out.add(new Sentence.OnResult(outcomes(rr.resultItem()), span(rr)));
        continue;
      }
      Sentence sentence = sentence(s);
      if (sentence instanceof Sentence.OnResult r && isInline(s) && !rolledBefore(out)
          && r.outcomes().get(0).range().orMore()) {
        // "Cuando tires un dado — Si sacas 6 o más, roba una carta": the result of a roll made elsewhere.
        Sentence.Outcome o = r.outcomes().get(0);
        Sentence.Steps then = (Sentence.Steps) o.effect().sentences().get(0);
        Condition cond = new Condition.Compare(new Value.Result(false, o.range().span()), Comparison.AT_LEAST,
            new Value.Number(new Quantity.Literal(o.range().low(), o.range().span()), false, o.range().span()), false,
            o.range().span());
        out.add(new Sentence.If(cond, then.steps(), Optional.empty(), r.span()));
        continue;
      }
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

  /** Whether a sentence before rolls a die (so "Si sacas 4+" reads that roll). */
  private static boolean rolledBefore(List<Sentence> before) {
    for (Sentence s : before) {
      if (s instanceof Sentence.OnResult) {
        return true;
      }
      if (s instanceof Sentence.Steps st) {
        for (Step step : st.steps()) {
          Step inner = step instanceof Step.Modified m ? m.step() : step;
          if (inner instanceof Step.Roll || inner instanceof Step.May may && may.steps().stream()
              .anyMatch(x -> x instanceof Step.Roll)) {
            return true;
          }
        }
      }
    }
    return false;
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
      Condition cond = condition(c.condition());
      return new Sentence.Unless(cond, steps(c.stepSequence()), s);
    }
    if (ctx instanceof OtherwiseSentenceContext c) {
      return new Sentence.Otherwise(steps(c.stepSequence()), s);
    }
    if (ctx instanceof InsteadSentenceContext c) {
      Step.Modifier instead = new Step.Modifier.Instead(span(c.INSTEAD()));
      List<Step> out = new ArrayList<>();
      for (Step st : steps(c.stepSequence())) {
        out.add(withModifier(st, instead));
      }
      return new Sentence.Steps(list(out), s);
    }
    if (ctx instanceof ThenSentenceContext c) {
      return sentence(c.sentence());
    }
    if (ctx instanceof DuringSentenceContext c) {
      return new Sentence.During(phase(c.phase()), steps(c.stepSequence()), s);
    }
    if (ctx instanceof DependingSentenceContext c) {
      return new Sentence.Depending(quantity(c.quantity()), outcomes(c.resultItem()), s);
    }
    if (ctx instanceof ForEachSentenceContext c) {
      ObjectRef objects = eachObj(c.objectPhrase(), true);
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
      Condition cond = condition(c.condition());
      return new Sentence.If(cond, steps(c.stepSequence()), Optional.empty(), s);
    }
    if (ctx instanceof ThisDurationSentenceContext c) {
      // "Este día, ...": the duration of every step (2.2.15).
      Duration d = c.TURN() != null ? Duration.THIS_TURN : c.AFTERNOON() != null ? Duration.THIS_AFTERNOON
          : Duration.THIS_DAY;
      TerminalNode last = c.TURN() != null ? c.TURN() : c.AFTERNOON() != null ? c.AFTERNOON() : c.DAY();
      SourceSpan ds = SourceSpan.of(span(c.THIS()).start(), span(last).end());
      return new Sentence.Steps(lasting(steps(c.stepSequence()), d, ds), s);
    }
    if (ctx instanceof UntilSentenceContext c) {
      Duration d = periodDuration(c.period());
      return new Sentence.Steps(lasting(steps(c.stepSequence()), d, span(c.period())), s);
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
    if (steps.size() == 1 && steps.get(0) instanceof Step.Continuous k
        && k.statement() instanceof Statement.ActivationRestriction r && r.onlyIf().isEmpty()
        && has(tail, IF) && k.duration().isEmpty()) {
      return new Sentence.Steps(ImmutableList.of(new Step.Continuous(new Statement.ActivationRestriction(
          Optional.of(cond), r.times(), r.per(), r.span()), Optional.empty(), k.span())), s);
    }
    return has(tail, UNLESS) ? new Sentence.Unless(cond, steps, s) : new Sentence.If(cond, steps, Optional.empty(), s);
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

  private Condition timing(TimingContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx.possessive() != null) {
      Possessor p = possessive(ctx.possessive(), true);
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw error(ctx, "expected a player's turn, found an object's");
      }
      return new Condition.During(Optional.of(pl.player()), Optional.empty(), Optional.empty(), s);
    }
    if (ctx.phase() != null) {
      return new Condition.During(Optional.empty(), Optional.of(phase(ctx.phase())), Optional.empty(), s);
    }
    return new Condition.During(Optional.empty(), Optional.empty(),
        Optional.of(new Quantity.Literal(value(ctx.ORDINAL()), span(ctx.ORDINAL()))), s);
  }

  private Sentence modal(ChooseModesContext ctx) {
    Quantity count = quantity(ctx.chooseCount().quantity());
    boolean upTo = ctx.chooseCount().UP_TO() != null;
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
        throw error(ctx, "expected a range from low to high such as 1-3, found " + written(ctx));
      }
      return new DieRange(low, high, false, span(ctx));
    }
    boolean orMore = ctx.PLUS() != null || ctx.MORE() != null;
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
          steps.add(optionalStep(item.optionalStep()));
        } finally {
          defaultActor = outer;
        }
      } else if (item.step().size() > 1) {
        Step cost = step(item.step(0));
        Step effect = step(item.step(1));
        steps.add(new Step.Internal(defaultActor, false, ImmutableList.of(cost), effect, span(item)));
      } else if (item.step(0) instanceof PlayerStepContext c && c.playerSubject() == null && !steps.isEmpty()
          && eachPlayer(item, ctx)) {
        // "Ogni giocatore scarta la sua mano, poi pesca tre carte": the imperative and the third person are one form
        // ("pesca", "roba"), so a verb with no subject after "each player ..." goes on with each player, as the
        // English "then draws" says (7.2.4).
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

  /** Whether the step item before {@code item} in {@code ctx} has "each player" as its subject. */
  private boolean eachPlayer(StepItemContext item, StepSequenceContext ctx) {
    int index = ctx.stepItem().indexOf(item);
    if (index < 1) {
      return false;
    }
    StepItemContext before = ctx.stepItem(index - 1);
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

  private Step optionalStep(OptionalStepContext ctx) {
    PlayerRef who = ctx.playerSubject() == null ? defaultActor : player(ctx.playerSubject());
    PlayerRef outer = defaultActor;
    defaultActor = who;
    try {
      if (has(ctx, AGAIN)) {
        return new Step.MayDoAgain(who, span(ctx));
      }
      List<StepContext> parts = ctx.step();
      if (has(ctx, FOR)) {
        List<Step> cost = new ArrayList<>();
        for (int i = 0; i < parts.size() - 1; i++) {
          cost.add(step(parts.get(i)));
        }
        Step effect = step(parts.get(parts.size() - 1));
        return new Step.Internal(who, true, list(cost), effect, span(ctx));
      }
      List<Step> steps = new ArrayList<>();
      for (StepContext p : parts) {
        steps.addAll(stepList(p));
      }
      return new Step.May(who, list(steps), has(ctx, OR), span(ctx));
    } finally {
      defaultActor = outer;
    }
  }

  private Step step(StepContext ctx) {
    List<Step> steps = stepList(ctx);
    if (steps.size() != 1) {
      throw error(ctx, "expected one action here, found " + steps.size() + " joined by 'and'");
    }
    return steps.get(0);
  }

  private List<Step> stepList(StepContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof ObjectStepContext c) {
      ObjectRef subject = c.objectSubject() != null ? obj(c.objectSubject().objectPhrase(), true)
          : cliticSubject(leadingClitic(c), c.objectVerbPhrase(0), s);
      return objectVerbs(subject, c.objectVerbPhrase(), c.modifierTail(), s);
    }
    if (ctx instanceof ThatObjectStepContext c) {
      // "para que un personaje objetivo gane 1 potenciador": have it gain.
      ObjectRef subject = c.objectSubject() != null ? obj(c.objectSubject().objectPhrase(), true)
          : cliticSubject(c.clitic(), c.objectVerbPhrase(0), s);
      return haveVerbs(subject, c.objectVerbPhrase(), has(c, OR), List.of(), s);
    }
    if (ctx instanceof PlayerStepContext c && isHave(c.playerVerbPhrase())) {
      if (c.playerSubject() != null) {
        player(c.playerSubject());
      }
      return have(c.playerVerbPhrase(), c.modifierTail(), s, c.playerSubject() == null ? defaultActor
          : player(c.playerSubject()));
    }
    Step first = singleStep(ctx, s);
    if (ctx instanceof PlayerStepContext p && p.playerVerbPhrase() instanceof PutVerbContext put
        && !put.putBody().elidedPut().isEmpty()) {
      Step.Move m = (Step.Move) (first instanceof Step.Modified x ? x.step() : first);
      List<Step> out = new ArrayList<>(List.of(first));
      for (ElidedPutContext e : put.putBody().elidedPut()) {
        out.add(new Step.Move(m.actor(), obj(e.listablePhrase(), true), Optional.empty(), destination(e.destination()),
            Optional.empty(), Optional.empty(), span(e)));
      }
      return out;
    }
    return List.of(first);
  }

  /** The pronoun before the first verb of a rule, if any. */
  private static CliticContext leadingClitic(ParserRuleContext ctx) {
    for (ParseTree child : ctx.children) {
      if (child instanceof CliticContext c) {
        return c;
      }
      if (child instanceof ObjectVerbPhraseContext || child instanceof PlayerVerbPhraseContext) {
        return null;
      }
    }
    return null;
  }

  private ObjectRef cliticSubject(CliticContext clitic, ObjectVerbPhraseContext verb, SourceSpan s) {
    if (clitic != null && clitic.ME() != null) {
      return new ObjectRef.Self(s);
    }
    return impliedSubject(firstTerminal(verb), s);
  }

  private List<Step> objectVerbs(ObjectRef subject, List<ObjectVerbPhraseContext> verbs, List<ModifierTailContext> tails,
      SourceSpan s) {
    ObjectRef same = again(subject, subject.span());
    List<Step> out = new ArrayList<>();
    for (ObjectVerbPhraseContext v : verbs) {
      ObjectRef who = out.isEmpty() ? subject : withSpan(same, span(v));
      out.add(objectVerb(who, v));
    }
    int last = out.size() - 1;
    out.set(last, modified(out.get(last), tails, s));
    return out;
  }

  private static boolean isHave(PlayerVerbPhraseContext v) {
    return v instanceof HaveVerbContext || v instanceof HaveCliticVerbContext || v instanceof HaveItalianVerbContext
        || v instanceof HaveDoerFirstVerbContext;
  }

  /** "haz que X gane Y": one step per verb; "o" between them is one of them, as the actor chooses. */
  private List<Step> have(PlayerVerbPhraseContext v, List<ModifierTailContext> tails, SourceSpan s, PlayerRef actor) {
    if (v instanceof HaveVerbContext h) {
      ObjectRef subject = obj(h.objectSubject().objectPhrase(), true);
      return haveVerbs(subject, h.objectVerbPhrase(), has(h, OR), tails, s, actor);
    }
    if (v instanceof HaveCliticVerbContext h) {
      ObjectRef subject = cliticSubject(h.clitic(), h.objectVerbPhrase(0), s);
      return haveVerbs(subject, h.objectVerbPhrase(), has(h, OR), tails, s, actor);
    }
    if (v instanceof HaveDoerFirstVerbContext h) {
      // "far ottenere a un personaggio bersaglio 2 rinforzi": the doer between the verb and what it gains.
      ObjectRef subject = objList(h.objectList());
      Step step = h.gainList() != null ? new Step.Gain(subject, gains(h.gainList()), s)
          : new Step.Lose(subject, loses(h.loseList()), s);
      return List.of(modified(step, tails, s));
    }
    HaveItalianVerbContext h = (HaveItalianVerbContext) v;
    ObjectRef subject = h.objectList() != null ? objList(h.objectList())
        : cliticSubject(h.clitic().isEmpty() ? null : h.clitic(0), h.objectVerbPhrase(0), s);
    return haveVerbs(subject, h.objectVerbPhrase(), has(h, OR), tails, s, actor);
  }

  private List<Step> haveVerbs(ObjectRef subject, List<ObjectVerbPhraseContext> verbs, boolean or,
      List<ModifierTailContext> tails, SourceSpan s) {
    return haveVerbs(subject, verbs, or, tails, s, defaultActor);
  }

  private List<Step> haveVerbs(ObjectRef subject, List<ObjectVerbPhraseContext> verbs, boolean or,
      List<ModifierTailContext> tails, SourceSpan s, PlayerRef actor) {
    if (or) {
      List<Step> options = new ArrayList<>();
      for (ObjectVerbPhraseContext v : verbs) {
        options.add(objectVerb(subject, v));
      }
      return List.of(modified(new Step.OneOf(actor, list(options), s), tails, s));
    }
    return objectVerbs(subject, verbs, tails, s);
  }

  private record Hoisted(ObjectRef objects, Optional<Zone> from) {}

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
   * "in mano al suo proprietario" read as the phrase's place: "suo" was built before the phrase was named, so it
   * points at what was named before (the trigger, another mode's object); it is the phrase's owner, in any zone ("en la zona de maná de su propietario" too, as the
   * English reads "Put target Character in its owner's Mana zone").
   */
  private Step.Destination ownedByThem(Step.Destination to) {
    if (to instanceof Step.Destination.ToZone tz && tz.zone().owner().isPresent()
        && tz.zone().owner().get().of().orElse(null) instanceof ObjectRef.Pronoun p
        && !candidates.isEmpty() && !p.antecedent().equals(lastCandidate())) {
      PlayerRef owner = tz.zone().owner().get();
      ObjectRef.Pronoun them = new ObjectRef.Pronoun(lastCandidate(), p.plural(), p.restated(), p.theTarget(), p.all(),
          p.span());
      return new Step.Destination.ToZone(new Zone(tz.zone().kind(), Optional.of(new PlayerRef(owner.kind(),
          Optional.of(them), owner.span())), tz.zone().span()), tz.span());
    }
    return to;
  }

  private static ObjectRef withSpan(ObjectRef ref, SourceSpan s) {
    if (ref instanceof ObjectRef.Pronoun p) {
      return new ObjectRef.Pronoun(p.antecedent(), p.plural(), p.restated(), p.theTarget(), p.all(), s);
    }
    return ref instanceof ObjectRef.Self ? new ObjectRef.Self(s) : ref;
  }

  private static ObjectRef sameAs(Antecedent antecedent, ObjectRef subject, SourceSpan s) {
    boolean plural = subject instanceof ObjectRef.Pronoun p ? p.plural()
        : !(subject instanceof ObjectRef.Self) && !(subject instanceof ObjectRef.Phrase ph
            && ph.quantifier().kind() == Quantifier.Kind.COUNT && ph.quantifier().count().orElse(null)
            instanceof Quantity.Literal l && l.value() == 1);
    return new ObjectRef.Pronoun(antecedent, plural, Optional.empty(), false, false, s);
  }

  private Step singleStep(StepContext ctx, SourceSpan s) {
    Step step;
    List<ModifierTailContext> tails;
    if (ctx instanceof PlayerStepContext c) {
      PlayerRef actor = c.playerSubject() == null ? defaultActor : player(c.playerSubject());
      step = playerVerb(actor, c.playerVerbPhrase(), c.clitic());
      tails = c.modifierTail();
    } else if (ctx instanceof ContinuousStepContext c && c.statement() instanceof CostToPlayStatementContext cp
        && cp.objectList() != null && c.durationOrTiming() == null) {
      return costToPlay(cp, s);
    } else if (ctx instanceof ContinuousStepContext c) {
      Statement statement = statement(c.statement());
      Optional<Duration> duration = c.durationOrTiming() == null ? Optional.empty()
          : Optional.of(duration(c.durationOrTiming().duration()));
      return new Step.Continuous(statement, duration, s);
    } else if (ctx instanceof BareKeywordStepContext c) {
      step = keyword(defaultActor, c.KW_ACTION(), c.objectList(), s);
      tails = c.modifierTail();
    } else if (ctx instanceof ObjectKeywordStepContext c) {
      ObjectRef subject = obj(c.objectSubject().objectPhrase(), true);
      KeywordAction action = lexicon.action(inside(c.KW_ACTION())).orElseThrow();
      if (!action.doneByObject()) {
        throw error(c, "expected an action an object does, such as " + lexicon.example(KW_ACTION) + ", found "
            + written(c.KW_ACTION()));
      }
      step = new Step.Keyword(defaultActor, action, Optional.of(subject), s);
      tails = c.modifierTail();
    } else if (ctx instanceof PlayerKeywordStepContext c) {
      step = keyword(player(c.playerSubject()), c.KW_ACTION(), c.objectList(), s);
      tails = c.modifierTail();
    } else {
      throw error(ctx, "expected a step, found '" + written(ctx) + "'");
    }
    return modified(step, tails, s);
  }

  /** "te cuesta {1} menos jugar otros personajes desde tu reserva": you may play them for {1} less. */
  private Step costToPlay(CostToPlayStatementContext c, SourceSpan s) {
    if (c.MORE() != null) {
      throw error(c, "expected 'menos' (cards you may play for less), found 'más'");
    }
    boolean outer = ofMeansFrom;
    ofMeansFrom = true;
    try {
      ObjectRef what = objList(c.objectList());
      Optional<Quantity> min = Optional.empty();
      for (CostTailContext t : c.costTail()) {
        if (t.DOWN_TO_MIN() != null) {
          min = Optional.of(manaAmount(t.manaAmount()));
        }
      }
      Hoisted h = hoistFrom(what, optZone(c.zone()));
      Step play = new Step.Play(defaultActor, h.objects(), h.from(), Optional.empty(),
          new Step.PlayCost.Reduced(manaAmount(c.manaAmount()), min, span(c.manaAmount())), false, s);
      return new Step.May(defaultActor, ImmutableList.of(play), false, s);
    } finally {
      ofMeansFrom = outer;
    }
  }

  private Step keyword(PlayerRef actor, TerminalNode kw, ObjectListContext objects, SourceSpan s) {
    KeywordAction action = lexicon.action(inside(kw)).orElseThrow();
    Optional<ObjectRef> object = objects == null ? Optional.empty() : Optional.of(objList(objects));
    if (action.doneByObject()) {
      throw new AbilityBuildException(kw.getSymbol().getStartIndex(), "expected what does " + written(kw)
          + " before it (such as 'Una expedición objetivo'), found nothing");
    }
    if (!action.objectOptional() && action.takesObject() != object.isPresent()) {
      throw new AbilityBuildException(kw.getSymbol().getStartIndex(), action.takesObject()
          ? "expected an object after " + written(kw) + " (such as 'una carta objetivo'), found none"
          : "expected nothing after " + written(kw) + ", found an object");
    }
    return new Step.Keyword(actor, action, object, s);
  }

  private Step modified(Step step, List<ModifierTailContext> tails, SourceSpan s) {
    List<Step.Modifier> modifiers = new ArrayList<>();
    for (ModifierTailContext t : tails) {
      if (t instanceof EachModContext) {
        continue;
      }
      modifiers.add(modifier(t));
    }
    if (modifiers.isEmpty()) {
      return step;
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
      return new Step.Modifier.Times(c.quantity() == null ? new Quantity.Literal(2, s) : quantity(c.quantity()), s);
    }
    if (ctx instanceof ForEachModContext c) {
      // "por cada": English writes "per" for amounts and "for each" for repeated steps; both read "por cada".
      return new Step.Modifier.Per(eachObj(c.objectPhrase(), false), s);
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
    if (ctx instanceof ThisWayModContext) {
      return new Step.Modifier.ThisWay(s);
    }
    throw error(ctx, "expected a modifier, found '" + written(ctx) + "'");
  }

  /** The object of a verb: its object list, or the pronoun before or after the verb ("lo juegas", "juégalo"). */
  private Optional<ObjectRef> object(ObjectListContext objects, CliticContext clitic) {
    if (objects != null) {
      return Optional.of(objList(objects));
    }
    if (clitic != null) {
      return Optional.of(cliticObject(clitic));
    }
    return Optional.empty();
  }

  private ObjectRef cliticObject(CliticContext c) {
    SourceSpan s = span(c);
    if (c.ME() != null) {
      return new ObjectRef.Self(s);
    }
    boolean plural = c.CL_THEM() != null || c.CL_DAT_PL() != null;
    return new ObjectRef.Pronoun(lastCandidate(), plural, Optional.empty(), false, false, s);
  }

  private ObjectRef required(Optional<ObjectRef> object, ParserRuleContext ctx) {
    return object.orElseThrow(() -> error(ctx, "expected what the action is done to after '"
        + written(firstTerminal(ctx)) + "', found nothing"));
  }

  private Step playerVerb(PlayerRef actor, PlayerVerbPhraseContext ctx, CliticContext proclitic) {
    SourceSpan s = span(ctx);
    boolean outer = ofMeansFrom;
    try {
      return playerVerbIn(actor, ctx, proclitic, s);
    } finally {
      ofMeansFrom = outer;
    }
  }

  /** The less common verbs of a player, a grammar rule of their own (see {@code playerVerbMore}). */
  private Step playerVerbMore(PlayerRef actor, PlayerVerbMoreContext ctx, SourceSpan s) {
    if (ctx instanceof PayVerbContext c) {
      return new Step.Pay(actor, manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof WinVerbContext) {
      return new Step.WinGame(actor, s);
    }
    if (ctx instanceof PassVerbContext) {
      return new Step.Pass(actor, s);
    }
    if (ctx instanceof BecomeFirstVerbContext) {
      return new Step.BecomeFirstPlayer(actor, s);
    }
    if (ctx instanceof PayLessVerbContext c) {
      // "Paga {1} menos por el siguiente hechizo ...": the same change as "El siguiente hechizo ... cuesta {1} menos".
      if (actor.kind() != PlayerRef.Kind.YOU) {
        throw error(c, "expected 'paga ... menos por' said of you (the cards you play)");
      }
      ObjectRef subject = obj(c.objectPhrase(), true);
      Optional<Quantity> min = c.manaAmount().size() > 1 ? Optional.of(manaAmount(c.manaAmount(1)))
          : Optional.empty();
      return new Step.Continuous(new Statement.CostChange(subject, manaAmount(c.manaAmount(0)), c.MORE() != null,
          Optional.empty(), min, Optional.empty(), s), Optional.empty(), s);
    }
    if (ctx instanceof MakeMoveVerbContext c) {
      // The same step as "l'altra tua spedizione avanza": an Expedition moving is not a player's action.
      ObjectRef expedition = objList(c.objectList());
      Quantity regions = c.quantity() == null ? new Quantity.Literal(1, s) : quantity(c.quantity());
      Optional<Distance.Read> distance = c.quantity() == null ? Distance.after(expedition) : Optional.empty();
      if (distance.isPresent()) {
        // "di una regione" read as the phrase's place: it is how far the Expedition moves.
        expedition = distance.get().expedition();
        regions = distance.get().regions();
      }
      return new Step.MoveExpedition(expedition, c.ADVANCE() != null ? Direction.FORWARD : Direction.BACKWARD,
          regions, !c.MORE().isEmpty(), s);
    }
    throw error(ctx, "expected an action such as 'paga' or 'pasa', found '" + written(ctx) + "'");
  }

  private Step playerVerbIn(PlayerRef actor, PlayerVerbPhraseContext ctx, CliticContext proclitic, SourceSpan s) {
    if (ctx instanceof MoreVerbsContext m) {
      return playerVerbMore(actor, m.playerVerbMore(), s);
    }
    if (ctx instanceof DrawVerbContext c) {
      DrawWhatContext w = c.drawWhat();
      if (w instanceof DrawCountContext d) {
        return new Step.Draw(actor, quantity(d.quantity()), !d.ONLY().isEmpty(), s);
      }
      if (w instanceof DrawThatManyContext d) {
        return new Step.Draw(actor, new Quantity.ThatMany(span(d)), false, s);
      }
      ObjectRef card = required(object(w == null ? null : ((DrawObjectsContext) w).objectList(), proclitic), c);
      return new Step.DrawCard(actor, card, s);
    }
    if (ctx instanceof DiscardVerbContext c) {
      ofMeansFrom = true;
      ObjectRef what = required(object(c.objectList(), proclitic), c);
      Hoisted h = hoistFrom(what, optZone(c.zone()));
      return new Step.Discard(actor, h.objects(), h.from(), s);
    }
    if (ctx instanceof SacrificeVerbContext c) {
      return new Step.Sacrifice(actor, required(object(c.objectList(), proclitic), c), s);
    }
    if (ctx instanceof PutVerbContext c) {
      return put(actor, c, proclitic, s);
    }
    if (ctx instanceof CreateVerbContext c) {
      return create(actor, c.tokenCreation(), s);
    }
    if (ctx instanceof CreateOnlyVerbContext c) {
      return new Step.CreateSame(actor, quantity(c.quantity()), s);
    }
    if (ctx instanceof ReadyVerbContext c) {
      return new Step.Ready(actor, required(object(c.objectList(), proclitic), c), s);
    }
    if (ctx instanceof ExhaustVerbContext c) {
      return new Step.Exhaust(actor, required(object(c.objectList(), proclitic), c), !c.symbolT().isEmpty(), s);
    }
    if (ctx instanceof PlayVerbContext c) {
      ofMeansFrom = true;
      ObjectRef what = required(object(c.objectList(), proclitic), c);
      Optional<Zone> from = optZone(c.zone());
      Optional<ObjectRef> in = c.objectPhrase() == null ? Optional.empty() : Optional.of(obj(c.objectPhrase(), false));
      Hoisted h = hoistFrom(what, from);
      PlayCostContext cost = c.playCost().isEmpty() ? null : c.playCost(0);
      return new Step.Play(actor, h.objects(), h.from(), in, playCost(cost, s), !c.IMMEDIATELY().isEmpty(), s);
    }
    if (ctx instanceof RollVerbContext c) {
      return new Step.Roll(actor, c.quantity() == null ? new Quantity.Literal(1, s) : quantity(c.quantity()), s);
    }
    if (ctx instanceof RevealVerbContext c) {
      return new Step.Reveal(actor, required(object(c.objectList(), proclitic), c), !c.ALSO().isEmpty(), s);
    }
    if (ctx instanceof LookVerbContext c) {
      return new Step.LookAt(actor, objList(c.objectList()), s);
    }
    if (ctx instanceof ChooseVerbContext c) {
      ObjectRef what = objList(c.objectList(0));
      Optional<ObjectRef> among = c.objectList().size() > 1 ? Optional.of(objList(c.objectList(1))) : Optional.empty();
      return new Step.Choose(actor, what, among, s);
    }
    if (ctx instanceof TargetVerbContext c) {
      return new Step.Target(actor, required(object(c.objectList(), proclitic), c), s);
    }
    if (ctx instanceof ExchangeVerbContext c) {
      ObjectRef first = objList(c.objectList(0));
      ofMeansFrom = true;
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
      Possessor p = possessive(c.possessive(), false);
      if (!(p instanceof Possessor.OfObject o)) {
        throw error(c, "expected the abilities of an object, found a player's");
      }
      return new Step.Activate(actor, kinds(c.abilityKinds()), o.object(), s);
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
      return new Step.Remove(actor, Optional.of(n), some.UP_TO() != null, counter, objList(c.objectList()), s);
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
    if (ctx instanceof ReduceCostVerbContext c) {
      CostOfContext of = c.costOf();
      ObjectRef whose;
      if (of.objectList() != null) {
        whose = objList(of.objectList());
      } else {
        Possessor p = possessive(of.possessive(), false);
        if (!(p instanceof Possessor.OfObject o)) {
          throw error(of, "expected the cost of an object, found a player's");
        }
        whose = o.object();
      }
      return new Step.ReduceCost(actor, whose, manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof AddToResultVerbContext c) {
      Quantity q = quantity(c.quantity());
      if (c.resultRef().possessive() != null) {
        possessive(c.resultRef().possessive(), false);
      }
      return new Step.AddToResult(actor, q, s);
    }
    if (ctx instanceof GiveVerbContext c) {
      Quantity n = quantity(c.quantity());
      Counter counter = counter(c.counterNoun());
      ObjectRef to;
      if (c.clitic() != null) {
        to = cliticObject(c.clitic());
      } else if (!c.objectList().isEmpty()) {
        to = objList(c.objectList(0));
      } else if (proclitic != null) {
        to = cliticObject(proclitic);
      } else {
        throw error(c, "expected who gets the counters ('a un personaje objetivo'), found nobody");
      }
      return new Step.Gain(to, ImmutableList.of(new Step.Gainable.Counters(n, counter, span(c.quantity()))), s);
    }
    if (ctx instanceof RollExtraVerbContext c) {
      return new Step.RollMore(actor, quantity(c.quantity()), s);
    }
    if (ctx instanceof HavePlayerDoerLastVerbContext c) {
      // "far pescare una carta a un avversario bersaglio": the player named last does it.
      return playerVerb(player(c.playerSubject()), c.playerVerbPhrase(), null);
    }
    if (ctx instanceof HavePlayerVerbContext c) {
      // "haz que un oponente objetivo robe una carta": the player does it.
      return playerVerb(player(c.playerSubject()), c.playerVerbPhrase(), null);
    }
    throw error(ctx, "expected an action such as 'roba' or 'gana', found '" + written(ctx) + "'");
  }

  private Step put(PlayerRef actor, PutVerbContext c, CliticContext proclitic, SourceSpan s) {
    PutBodyContext b = c.putBody();
    ofMeansFrom = true;
    ObjectListContext main = null;
    ObjectListContext instead = null;
    for (int i = 0; i < b.getChildCount(); i++) {
      if (b.getChild(i) instanceof ObjectListContext l) {
        if (i > 0 && b.getChild(i - 1) instanceof TerminalNode t && t.getSymbol().getType() == INSTEAD_OF) {
          instead = l;
        } else {
          main = l;
        }
      }
    }
    ObjectRef what;
    if (b.A() != null && main == null) {
      what = new ObjectRef.OneOfThem(lastCandidate(), span(b));
    } else {
      what = required(object(main, proclitic), c);
    }
    Optional<Zone> from = optZone(b.zone());
    Step.Destination to;
    if (b.destination() != null) {
      to = destination(b.destination());
    } else {
      // "coloca una carta de tu mano en la reserva": the place was read as the phrase's last filter.
      Optional<Placed> placed = hoistIn(what);
      if (placed.isEmpty()) {
        throw error(c, "expected where to put it, such as 'en la reserva'");
      }
      what = placed.get().objects();
      to = ownedByThem(placed.get().to());
    }
    if (TerrainMarkers.are(what) && to instanceof Step.Destination.ToExpedition region && from.isEmpty()) {
      // "mueve un marcador de terreno {M} de cualquier región a mi región" (7.3.20): to a region, not a zone;
      // "coloca uno de mis marcadores en ...": placing (3.2.1.d), a new marker or one the Hero holds.
      return c.MOVE() != null ? new Step.MoveTerrainMarker(actor, what, region.expedition(), false, s)
          : TerrainMarkers.place(actor, what, region.expedition(), s);
    }
    Optional<Step.OrbState> as = b.asClause() == null ? Optional.empty() : Optional.of(orbState(b.asClause()));
    Optional<ObjectRef> insteadOf = instead == null ? Optional.empty() : Optional.of(objList(instead));
    Hoisted h = hoistFrom(what, from);
    return new Step.Move(actor, h.objects(), h.from(), to, as, insteadOf, s);
  }

  private Step spend(PlayerRef actor, SpendWhatContext ctx, SourceSpan s) {
    if (ctx instanceof SpendOwnContext own) {
      Quantity n = quantity(own.quantity());
      Possessor p = possessive(own.possessive(), false);
      if (!(p instanceof Possessor.OfObject o)) {
        throw error(own, "expected counters of an object ('mis'), found a player's");
      }
      return new Step.Spend(actor, n, counter(own.counterNoun()), o.object(), s);
    }
    SpendFromContext from = (SpendFromContext) ctx;
    Quantity n = quantity(from.quantity());
    Counter counter = counter(from.counterNoun());
    return new Step.Spend(actor, n, counter, objList(from.objectList()), s);
  }

  private static Step.OrbState orbState(AsClauseContext ctx) {
    return ctx.asWhat().READY_ADJ() != null ? Step.OrbState.READY : Step.OrbState.EXHAUSTED;
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
      return new Step.Destination.BottomOf(zone(c.zone()), s);
    }
    if (ctx instanceof ToTopContext c) {
      return new Step.Destination.TopOf(zone(c.zone()), s);
    }
    if (ctx instanceof ToPositionContext c) {
      Quantity position = c.ORDINAL() == null ? new Quantity.X(0, s) : new Quantity.Literal(value(c.ORDINAL()), s);
      return new Step.Destination.PositionIn(position, zone(c.zone()), s);
    }
    ToExpeditionContext c = (ToExpeditionContext) ctx;
    return new Step.Destination.ToExpedition(obj(c.objectPhrase(), false), s);
  }

  private Step create(PlayerRef actor, TokenCreationContext ctx, SourceSpan s) {
    Quantity count = quantity(ctx.quantity());
    TerminalNode spec = ctx.TOKEN_SPEC();
    RomanceLexicon.TokenName name = lexicon.tokenName(inside(spec)).orElseThrow();
    List<String> subtypes = new ArrayList<>();
    for (TokenSubtypeContext st : ctx.tokenSubtypes() == null ? List.<TokenSubtypeContext>of()
        : ctx.tokenSubtypes().tokenSubtype()) {
      if (st.COMPANION() != null) {
        subtypes.add("COMPANION");
      } else {
        String w = written(st);
        subtypes.add(lexicon.subtype(w).orElse(RomanceLexicon.fold(w).toUpperCase(java.util.Locale.ROOT)));
      }
    }
    TokenSpec token = new TokenSpec(name.name(), name.forest(), name.mountain(), name.water(), list(subtypes),
        name.statistics(), span(spec));
    boolean plural = plural(ctx.TOKEN_N());
    boolean one = count instanceof Quantity.Literal l && l.value() == 1;
    if (plural == one) {
      throw error(ctx, "expected '" + (one ? "one token" : "tokens") + "' after " + written(ctx.quantity())
          + ", found '" + written(ctx.TOKEN_N()) + "'");
    }
    Optional<ObjectRef> in = ctx.destinationExpeditions() != null
        ? Optional.of(obj(ctx.destinationExpeditions().objectPhrase(), false))
        : ctx.objectPhrase() != null ? Optional.of(obj(ctx.objectPhrase(), false)) : Optional.empty();
    ImmutableList<Ability> abilities = ctx.tokenAbilities() == null ? ImmutableList.of()
        : ImmutableList.of(quoted(ctx.tokenAbilities().quotedAbility().quotedBody()));
    Step create = new Step.Create(actor, count, token, in, abilities, s);
    return modified(create, ctx.modifierTail(), s);
  }

  private Ability quoted(QuotedBodyContext ctx) {
    RomanceAstBuilder inner = new RomanceAstBuilder(text, lexicon);
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

  private static ImmutableList<TriggerSymbol> kinds(AbilityKindsContext ctx) {
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
    if (ctx instanceof AdvanceVerbContext c) {
      Step move = new Step.MoveExpedition(subject, Direction.FORWARD,
          c.quantity() == null ? new Quantity.Literal(1, s) : quantity(c.quantity()), !c.MORE().isEmpty(), s);
      // "Con: • 4+, avanza invece di una regione in più": done instead (6.2.b); a replacement statement reads its own
      // "invece".
      return c.INSTEAD() == null || within(c, ReplacementStatementContext.class) ? move
          : withModifier(move, new Step.Modifier.Instead(span(c.INSTEAD())));
    }
    if (ctx instanceof RetreatVerbContext c) {
      return new Step.MoveExpedition(subject, Direction.BACKWARD,
          c.quantity() == null ? new Quantity.Literal(1, s) : quantity(c.quantity()), false, s);
    }
    if (ctx instanceof ActivatesVerbContext c) {
      possessive(c.possessive(), false);
      Optional<Zone> asIf = c.asIfClause() == null ? Optional.empty() : Optional.of(zone(c.asIfClause().zone()));
      return new Step.ActivateOwn(subject, kinds(c.abilityKinds()), asIf, s);
    }
    GoVerbContext c = (GoVerbContext) ctx;
    return new Step.Move(PlayerRef.you(), subject, Optional.empty(),
        new Step.Destination.ToZone(zone(c.zone()), span(c.zone())), Optional.empty(), Optional.empty(), s);
  }

  private ImmutableList<Step.Gainable> gains(GainListContext ctx) {
    if (has(ctx, OR)) {
      List<Status> statuses = new ArrayList<>();
      for (GainItemContext item : ctx.gainItem()) {
        if (!(item instanceof GainStatusContext st)) {
          throw error(item, "expected a status in a choice of statuses, found '" + written(item) + "'");
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
      } else if (item instanceof GainCountersEqualContext c) {
        items.add(new Step.Gainable.Counters(quantity(c.quantity()), counter(c.counterNoun()), s));
      } else if (item instanceof GainStatusContext c) {
        items.add(new Step.Gainable.StatusOf(status(c.STATUS()), s));
      } else if (item instanceof GainAbilityContext c) {
        items.add(new Step.Gainable.AbilityOf(quoted(c.quotedBody()), s));
      } else {
        Statement.Grant.KeywordGrant k = keywordGrant(((GainKeywordContext) item).KW_ABILITY(), item);
        items.add(new Step.Gainable.KeywordOf(k.keyword(), k.parameter(), s));
      }
    }
    return list(items);
  }

  private ImmutableList<Step.Losable> loses(LoseListContext ctx) {
    if (has(ctx, OR)) {
      throw error(ctx, "expected 'and' between the things lost, found 'or'");
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
        Possessor owner = c.possessive() != null ? possessive(c.possessive(), false)
            : new Possessor.OfObject(new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, s), s);
        items.add(new Step.Losable.AllCounters(owner, counter(c.counterNoun()), s));
      }
    }
    return list(items);
  }

  // ===================================================================================================================
  // Statements
  // ===================================================================================================================

  /** The subject of a statement: written, or left out (from the verb's person). */
  private ObjectRef subjectOf(ObjectSubjectContext subject, TerminalNode verb, SourceSpan s) {
    return subject != null ? obj(subject.objectPhrase(), true) : impliedSubject(verb, s);
  }

  private Statement statement(StatementContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof HasKeywordStatementContext c) {
      TerminalNode verb = c.BE() != null ? c.BE() : c.HAVE();
      ObjectRef subject = subjectOf(c.objectSubject(), verb, s);
      List<Statement.Grant> grants = new ArrayList<>();
      for (KeywordOrStatusContext k : c.keywordOrStatus()) {
        grants.add(grant(k));
      }
      return new Statement.Has(subject, list(grants), s);
    }
    if (ctx instanceof HaveAbilityStatementContext c) {
      ObjectRef subject = subjectOf(c.objectSubject(), c.HAVE(), s);
      return new Statement.Has(subject, ImmutableList.of(new Statement.Grant.AbilityGrant(quoted(c.quotedBody()),
          span(c.quotedBody()))), s);
    }
    if (ctx instanceof CostModStatementContext c) {
      boolean playMe = c.costTail().stream().anyMatch(t -> t.clitic() != null && t.clitic().ME() != null);
      // "Cuesta {2} menos jugarme en ...": I cost {2} less to play in ...
      ObjectRef subject = c.objectSubject() == null && playMe ? new ObjectRef.Self(s)
          : subjectOf(c.objectSubject(), c.COST(), s);
      return costChange(subject, c.manaAmount(), c.MORE() != null, c.costTail(), s);
    }
    if (ctx instanceof CostToPlayStatementContext c) {
      if (c.objectList() != null) {
        throw error(c, "expected what costs less to play, found cards to play");
      }
      ObjectRef subject = c.clitic() != null ? cliticObject(c.clitic()) : new ObjectRef.Self(s);
      return costChange(subject, c.manaAmount(), c.MORE() != null, c.costTail(), s);
    }
    if (ctx instanceof StatSetStatementContext c) {
      List<Terrain> stats = new ArrayList<>();
      for (TerrainSymbolContext t : c.statList().terrainSymbol()) {
        stats.add(terrain(t));
      }
      // "ho {V}, {M} e {O} pari a ...": the subject the verb's person gives.
      ObjectRef of = c.objectList() != null ? objList(c.objectList()) : impliedSubject(c.HAVE(), s);
      Quantity value = quantity(c.quantity());
      return new Statement.Has(of, ImmutableList.of(new Statement.Grant.Statistics(list(stats),
          Statement.Grant.Statistics.Change.SET, value, span(c.quantity()))), s);
    }
    if (ctx instanceof PossessiveStatSetStatementContext c) {
      // "mi {V}, {M} y {O} son iguales a ...": my statistics.
      if (!(possessive(c.possessive(), false) instanceof Possessor.OfObject o)) {
        throw error(c.possessive(), "expected the statistics of an object ('mi', 'su'), found a player's");
      }
      List<Terrain> stats = new ArrayList<>();
      for (TerrainSymbolContext t : c.statList().terrainSymbol()) {
        stats.add(terrain(t));
      }
      return new Statement.Has(o.object(), ImmutableList.of(new Statement.Grant.Statistics(list(stats),
          Statement.Grant.Statistics.Change.SET, quantity(c.quantity()), span(c.quantity()))), s);
    }
    if (ctx instanceof NotPayCostStatementContext c) {
      // "Non paghi il costo del prossimo incantesimo ...": the next Spell you play is free.
      return new Statement.Free(objList(c.objectList()), s);
    }
    if (ctx instanceof FreeStatementContext c) {
      return new Statement.Free(subjectOf(c.objectSubject(), c.BE(), s), s);
    }
    if (ctx instanceof MinCostStatementContext c) {
      return new Statement.MinimumCost(subjectOf(c.objectSubject(), c.CAN(), s), manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof CantBePlayedStatementContext || ctx instanceof CantPlayMeStatementContext) {
      // "No se me puede jugar", "No puedes jugarme": I can't be played.
      return new Statement.Cannot(new ObjectRef.Self(s), new Statement.Restricted.Undergo(ObjectAction.PLAYED,
          Optional.empty(), s), s);
    }
    if (ctx instanceof CantStatementContext c) {
      ObjectRef subject = c.objectList() != null ? objList(c.objectList())
          : impliedSubject(c.CAN() != null ? c.CAN() : firstTerminal(c.negatedAction()), s);
      return new Statement.Cannot(subject, restricted(c.negatedAction()), s);
    }
    if (ctx instanceof CanStatementContext c) {
      ObjectRef subject = subjectOf(c.objectSubject(), c.CAN(), s);
      Status gained = status(c.STATUS(0));
      Status already = status(c.STATUS(1));
      if (gained != already) {
        throw error(c, "expected the same status twice (" + written(c.STATUS(0)) + "), found "
            + written(c.STATUS(1)));
      }
      return new Statement.CanGainAgain(subject, gained, s);
    }
    if (ctx instanceof MayPlayStatementContext c) {
      ofMeansFrom = true;
      ObjectRef what = objList(c.objectList());
      Optional<Zone> from = optZone(c.zone());
      Optional<ObjectRef> in = c.objectPhrase() == null ? Optional.empty() : Optional.of(obj(c.objectPhrase(), false));
      return new Statement.MayPlay(PlayerRef.you(), what, from, in, playCost(c.playCost(), s), s);
    }
    if (ctx instanceof KeepMoreStatementContext c) {
      Zone z = zone(c.zone());
      Limit limit = switch (z.kind()) {
        case RESERVE -> Limit.RESERVE;
        case LANDMARK_ZONE -> Limit.LANDMARK;
        default -> throw error(c.zone(), "expected the Reserve or the Landmark zone, found '" + written(c.zone()) + "'");
      };
      return new Statement.LimitChange(limit, Optional.of(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s)),
          Optional.empty(), 1, Optional.of(quantity(c.quantity())), s);
    }
    if (ctx instanceof ActivationRestrictionContext || ctx instanceof ActivationRestrictionAfterContext) {
      return new Statement.ActivationRestriction(Optional.empty(), Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof ActivateOnlyStatementContext c) {
      Optional<Condition> onlyIf = c.condition() != null ? Optional.of(condition(c.condition()))
          : c.timing() != null ? Optional.of(timing(c.timing())) : Optional.empty();
      Optional<Quantity> times = Optional.empty();
      Optional<Period> per = Optional.empty();
      ActivationTimesContext t = c.activationTimes();
      if (t != null) {
        times = Optional.of(t.quantity() != null ? quantity(t.quantity())
            : new Quantity.Literal(t.ONCE() != null ? 1 : 2, span(t)));
        per = Optional.of(period(t.period()));
      }
      if (onlyIf.isEmpty() && times.isEmpty()) {
        throw error(c, "expected when it may be activated");
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
      possessive(c.possessive(), false);
      return new Statement.TerrainAdded(regions, terrain(c.terrainSymbol()), s);
    }
    if (ctx instanceof TerrainSetStatementContext c) {
      ImmutableList<Statement.Region> regions = regions(c.regionSubject());
      possessive(c.possessive(), false);
      return new Statement.TerrainSet(regions, terrain(c.terrainSymbol()), s);
    }
    if (ctx instanceof LimitStatementContext c) {
      int sign = c.INCREASE() != null ? 1 : -1;
      if (c.ALL() != null) {
        return new Statement.LimitChange(Limit.RESERVE, Optional.empty(), Optional.empty(), sign,
            Optional.of(quantity(c.quantity())), s);
      }
      Possessor p = possessive(c.possessive(), true);
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw error(c, "expected a player's limit ('tu reserva'), found an object's");
      }
      return new Statement.LimitChange(Limit.RESERVE, Optional.of(pl.player()), Optional.empty(), sign,
          Optional.of(quantity(c.quantity())), s);
    }
    if (ctx instanceof BeginWithMarkersStatementContext statement) {
      BeginWithMarkersContext c = statement.beginWithMarkers();
      ImmutableList.Builder<ImmutableList<Terrain>> markers = ImmutableList.builder();
      TerrainMarkers.add(markers, number(c.number()), terrain(c.terrainSymbol()));
      for (MarkerGroupContext g : c.markerGroup()) {
        TerrainMarkers.add(markers, g.number() == null ? 1 : number(g.number()), terrain(g.terrainSymbol()));
      }
      return new Statement.BeginsWithMarkers(subjectOf(c.objectSubject(), c.BEGIN(), s), markers.build(), s);
    }
    if (ctx instanceof BeginWithStatementContext c) {
      return new Statement.BeginsWith(subjectOf(c.objectSubject(), c.BEGIN(), s), quantity(c.quantity()),
          counter(c.counterNoun()), s);
    }
    if (ctx instanceof RemainStatementContext c) {
      ObjectRef subject = obj(c.objectSubject().objectPhrase(), true);
      Status status = c.STATUS() == null ? Status.EXHAUSTED : status(c.STATUS());
      return new Statement.Remains(subject, status, c.phase() == null ? Optional.empty() : Optional.of(phase(c.phase())),
          s);
    }
    if (ctx instanceof SupportGiveStatementContext c) {
      ObjectRef of = objList(c.objectList());
      SupportGiveContext g = c.supportGive();
      possessive(g.possessive(), false);
      Optional<Quantity> extra = g.quantity() == null ? Optional.empty() : Optional.of(quantity(g.quantity()));
      return new Statement.LimitChange(Limit.SUPPORT_COUNTERS, Optional.empty(), Optional.of(of), 1, extra, s);
    }
    if (ctx instanceof IgnoreAbilitiesStatementContext c) {
      return new Statement.AbilitiesIgnored(possessive(c.possessive(), false), s);
    }
    throw error(ctx, "expected a statement, found '" + written(ctx) + "'");
  }

  private Statement costChange(ObjectRef subject, ManaAmountContext mana, boolean more, List<CostTailContext> tails,
      SourceSpan s) {
    Quantity q = manaAmount(mana);
    Optional<ObjectRef> in = Optional.empty();
    Optional<Quantity> min = Optional.empty();
    Optional<ObjectRef> per = Optional.empty();
    for (CostTailContext t : tails) {
      if (t.DOWN_TO_MIN() != null) {
        min = Optional.of(manaAmount(t.manaAmount()));
      } else if (t.FOR_EACH() != null) {
        per = Optional.of(eachObj(t.objectPhrase(), false));
      } else {
        in = Optional.of(obj(t.objectPhrase(), false));
      }
    }
    return new Statement.CostChange(subject, q, more, in, min, per, s);
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
    RomanceLexicon.KeywordWithParameter kw = lexicon.ability(inside(kwNode)).orElseThrow();
    Optional<Quantity> parameter = kw.parameter().map(p -> p.equalsIgnoreCase("x") ? (Quantity) new Quantity.X(0, s)
        : new Quantity.Literal(Integer.parseInt(p), s));
    if (kw.id().parameterized() != parameter.isPresent()) {
      throw error(k, kw.id().parameterized() ? "expected a number in " + written(k) + " (such as [Resistencia 1])"
          : "expected no number in " + written(k));
    }
    return new Statement.Grant.KeywordGrant(kw.id(), parameter, s);
  }

  private Statement.Restricted restricted(NegatedActionContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof CantMoveContext c) {
      Optional<Terrain> dueTo = Optional.empty();
      Optional<Terrain> except = Optional.empty();
      for (int i = 0; i < c.getChildCount(); i++) {
        if (c.getChild(i) instanceof TerrainSymbolContext t) {
          if (i >= 2 && c.getChild(i - 2) instanceof TerminalNode n && n.getSymbol().getType() == EXCEPT) {
            except = Optional.of(terrain(t));
          } else {
            dueTo = Optional.of(terrain(t));
          }
        }
      }
      return new Statement.Restricted.Move(c.ADVANCE() != null ? Direction.FORWARD : Direction.BACKWARD, dueTo, except,
          c.phase() == null ? Optional.empty() : Optional.of(phase(c.phase())), s);
    }
    if (ctx instanceof CantGainStatusContext c) {
      return new Statement.Restricted.GainStatus(status(c.STATUS()), s);
    }
    if (ctx instanceof CantUndergoContext c) {
      Optional<ObjectRef> by = c.objectList() == null ? Optional.empty() : Optional.of(objList(c.objectList()));
      return new Statement.Restricted.Undergo(objectAction(c.objectAction()), by, s);
    }
    if (ctx instanceof CantKeywordContext c) {
      return new Statement.Restricted.Keyword(lexicon.action(inside(c.KW_ACTION())).orElseThrow(), s);
    }
    if (ctx instanceof CantCountContext c) {
      possessive(c.possessive(), true);
      return new Statement.Restricted.CountTowardsLimit(Limit.RESERVE, s);
    }
    if (ctx instanceof CantPreventContext c) {
      ObjectRef what = c.objectSubject() != null ? obj(c.objectSubject().objectPhrase(), true)
          : new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, s);
      return new Statement.Restricted.PreventMovingForward(what, s);
    }
    if (ctx instanceof CantGainCountersContext c) {
      return new Statement.Restricted.GainCounters(c.counterNoun() == null ? Counter.ANY : counter(c.counterNoun()), s);
    }
    return new Statement.Restricted.Activate(s);
  }

  private ImmutableList<Statement.Region> regions(RegionSubjectContext ctx) {
    List<Statement.Region> regions = new ArrayList<>();
    for (RegionRefContext r : ctx.regionRef()) {
      SourceSpan s = span(r);
      if (r instanceof OwnRegionContext c) {
        regions.add(new Statement.Region.Own(possessive(c.possessive(), false), s));
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
    if (r instanceof ObjectWouldContext o && o.objectSubject() == null
        && o.objectEvent() instanceof ObjectKeywordEventContext k
        && !lexicon.action(inside(k.KW_ACTION())).orElseThrow().doneByObject()) {
      // "Si fueses a [reabastecer]": a player's keyword action.
      event = new Event.DoesKeyword(impliedPlayer(o.WOULD(), span(o)), lexicon.action(inside(k.KW_ACTION()))
          .orElseThrow(), span(k));
    } else if (r instanceof ObjectWouldContext o) {
      ObjectRef subject = o.objectSubject() != null ? obj(o.objectSubject().objectPhrase(), true)
          : impliedSubject(o.WOULD(), span(o));
      event = objectEvent(subject, o.objectEvent());
      if (o.condition() != null) {
        whilst = Optional.of(condition(o.condition()));
      } else if (o.timing() != null) {
        whilst = Optional.of(timing(o.timing()));
      }
    } else {
      PlayerWouldContext p = (PlayerWouldContext) r;
      PlayerRef player = p.playerSubject() != null ? player(p.playerSubject()) : impliedPlayer(p.WOULD(), span(p));
      event = playerEvent(player, p.playerEvent());
    }
    ReplacementContext rep = ctx.replacement();
    ImmutableList<Step> steps = steps(rep.stepSequence());
    Statement.Replacement.Kind kind;
    // Italian says "instead" right after the verb: "ottengo invece 1 rinforzo", "puoi invece scartarmi per ...".
    boolean instead = rep.INSTEAD() != null || insteadAfterVerb(rep.stepSequence());
    if (instead && steps.size() == 1 && optionalWithInstead(steps.get(0)).isPresent()) {
      // "en vez de eso, puedes descartarme para robar": you may discard me instead to draw (the word is inside).
      kind = Statement.Replacement.Kind.INSTEAD_INSIDE;
      steps = ImmutableList.of(optionalWithInstead(steps.get(0)).get());
    } else if (instead) {
      kind = Statement.Replacement.Kind.INSTEAD;
    } else if (rep.ALSO() == null && steps.get(0) instanceof Step.Reveal rv && rv.also()) {
      // "revela también ...": also reveal.
      kind = Statement.Replacement.Kind.ALSO;
      List<Step> out = new ArrayList<>(steps);
      out.set(0, new Step.Reveal(rv.actor(), rv.objects(), false, rv.span()));
      steps = list(out);
    } else if (rep.ALSO() != null) {
      kind = Statement.Replacement.Kind.ALSO;
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

  /** An optional step with "instead" moved onto the step it replaces with ("you may discard me instead to ..."). */
  private static Optional<Step> optionalWithInstead(Step step) {
    Step.Modifier instead = new Step.Modifier.Instead(step.span());
    if (step instanceof Step.Internal in && in.optional() && !in.cost().isEmpty()) {
      List<Step> cost = new ArrayList<>(in.cost());
      cost.set(0, withModifier(cost.get(0), instead));
      return Optional.of(new Step.Internal(in.actor(), true, list(cost), in.effect(), in.span()));
    }
    if (step instanceof Step.May may && !may.steps().isEmpty()) {
      List<Step> inner = new ArrayList<>(may.steps());
      inner.set(inner.size() - 1, withModifier(inner.get(inner.size() - 1), instead));
      return Optional.of(new Step.May(may.actor(), list(inner), may.either(), may.span()));
    }
    return Optional.empty();
  }

  /** Whether the first step says "instead" right after its verb (or after "can"), as Italian does. */
  private static boolean insteadAfterVerb(StepSequenceContext seq) {
    TerminalNode t = firstInstead(seq.stepItem(0));
    if (t == null) {
      return false;
    }
    ParseTree parent = t.getParent();
    return parent instanceof OptionalStepContext || parent instanceof GainVerbContext
        || parent instanceof LoseVerbContext || parent instanceof RollVerbContext
        || parent instanceof RevealVerbContext || parent instanceof PutBodyContext
        || parent instanceof AdvanceVerbContext || parent instanceof RollExtraVerbContext;
  }

  private static boolean within(ParserRuleContext ctx, Class<? extends ParserRuleContext> kind) {
    for (ParserRuleContext p = ctx.getParent(); p != null; p = p.getParent()) {
      if (kind.isInstance(p)) {
        return true;
      }
    }
    return false;
  }

  private static TerminalNode firstInstead(ParserRuleContext ctx) {
    for (int i = 0; i < ctx.getChildCount(); i++) {
      ParseTree c = ctx.getChild(i);
      if (c instanceof TerminalNode t && t.getSymbol().getType() == INSTEAD) {
        return t;
      }
      if (c instanceof ParserRuleContext p) {
        TerminalNode found = firstInstead(p);
        if (found != null) {
          return found;
        }
      }
    }
    return null;
  }

  private static boolean mentionsInstead(ParserRuleContext ctx) {
    for (int i = 0; i < ctx.getChildCount(); i++) {
      ParseTree c = ctx.getChild(i);
      if (c instanceof TerminalNode t && t.getSymbol().getType() == INSTEAD) {
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
      ObjectRef subject;
      if (o.objectSubject() != null) {
        subject = obj(o.objectSubject().objectPhrase(), true);
      } else if (o.clitic() != null && o.clitic().ME() != null) {
        subject = new ObjectRef.Self(span(o.clitic()));
      } else {
        // "Cuando abandone la zona de expedición": the card's own event.
        subject = new ObjectRef.Self(span(o));
      }
      return objectEvent(subject, o.objectEvent());
    }
    if (ctx instanceof OneOrMoreEventOfContext o) {
      return objectEvent(oneOrMore(o), o.objectEvent());
    }
    if (ctx instanceof SacrificedMeEventContext s) {
      // "Cuando me sacrifiques": when I'm sacrificed (only the controller sacrifices, 7.3.31).
      return new Event.Undergoes(new ObjectRef.Self(span(s)), ObjectAction.SACRIFICED, Optional.empty(),
          Optional.empty(), Optional.empty(), span(s));
    }
    PlayerEventOfContext p = (PlayerEventOfContext) ctx;
    PlayerRef player = p.playerSubject() != null ? player(p.playerSubject())
        : impliedPlayer(firstTerminal(p.playerEvent(0)), span(p));
    if (p.playerEvent().size() == 1) {
      return playerEvent(player, p.playerEvent(0));
    }
    List<Event> events = new ArrayList<>();
    for (PlayerEventContext e : p.playerEvent()) {
      events.add(playerEvent(player, e));
    }
    return new Event.AnyOf(list(events), span(ctx));
  }

  private Event objectEvent(ObjectRef subject, ObjectEventContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof GainEventContext c) {
      if (c.eventGain() instanceof GainOrMoreCountersContext g) {
        return new Event.Gains(subject, new Step.Gainable.Counters(quantity(g.quantity()), counter(g.counterNoun()),
            span(g)), !g.MORE().isEmpty(), s);
      }
      if (c.eventGain() instanceof GainStatusEventContext g) {
        return new Event.Gains(subject, new Step.Gainable.StatusOf(status(g.STATUS()), span(g)), false, s);
      }
      GainNthCounterContext g = (GainNthCounterContext) c.eventGain();
      return new Event.Gains(subject, new Step.Gainable.NthCounter(possessive(g.possessive(), false),
          new Quantity.Literal(value(g.ORDINAL()), span(g.ORDINAL())), counter(g.counterNoun()), span(g)), false, s);
    }
    if (ctx instanceof GoEventContext c) {
      List<Zone> from = new ArrayList<>();
      Zone to;
      if (c.zoneList() != null) {
        Zone first = zone(c.zoneList().zone());
        from.add(first);
        for (ZoneNameContext n : c.zoneList().zoneName()) {
          from.add(new Zone(zoneKind(n), first.owner(), span(n)));
        }
        to = zone(c.zone(0));
      } else {
        to = zone(c.zone(0));
        if (c.zone().size() > 1) {
          from.add(zone(c.zone(1)));
        } else if (c.ANYWHERE() != null) {
          from.add(new Zone(ZoneKind.ANYWHERE, Optional.empty(), s));
        }
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
        Place place = joinPlace(place(p));
        // "a una de tus expediciones o a tu zona de hitos": your Expeditions or Landmarks.
        if (place instanceof Place.InZone z && z.zone().kind() == ZoneKind.LANDMARK_ZONE && !places.isEmpty()
            && places.get(places.size() - 1) instanceof Place.InObject o && o.object() instanceof ObjectRef.Possessed ps
            && ps.owner() instanceof Possessor.OfPlayer op && z.zone().owner().equals(Optional.of(op.player()))) {
          List<Noun> nouns = new ArrayList<>(ps.nouns().nouns());
          nouns.add(new Noun.Type(ObjectType.LANDMARK, z.span()));
          places.set(places.size() - 1, new Place.InObject(new ObjectRef.Possessed(ps.owner(), ps.adjectives(),
              new NounGroup(list(nouns), true, ps.nouns().span()), ps.filters(), ps.span()), o.span()));
          continue;
        }
        places.add(place);
      }
      return new Event.Joins(subject, list(places), s);
    }
    if (ctx instanceof MoveEventContext c) {
      return new Event.Moves(subject, Direction.FORWARD,
          c.terrainSymbol() == null ? Optional.empty() : Optional.of(terrain(c.terrainSymbol())),
          c.phase() == null ? Optional.empty() : Optional.of(phase(c.phase())), s);
    }
    if (ctx instanceof RetreatEventContext) {
      return new Event.Moves(subject, Direction.BACKWARD, Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof FailEventContext c) {
      return new Event.FailsToMoveForward(subject, c.phase() == null ? Optional.empty() : Optional.of(phase(c.phase())),
          s);
    }
    if (ctx instanceof ObjectKeywordEventContext c) {
      KeywordAction action = lexicon.action(inside(c.KW_ACTION())).orElseThrow();
      return new Event.ObjectKeyword(subject, action, false, c.AGAIN() != null, s);
    }
    if (ctx instanceof AttemptEventContext c) {
      KeywordAction action = lexicon.action(inside(c.KW_ACTION())).orElseThrow();
      return new Event.ObjectKeyword(subject, action, true, c.AGAIN() != null, s);
    }
    PassiveEventContext c = (PassiveEventContext) ctx;
    Optional<Zone> from = Optional.empty();
    Optional<Zone> to = Optional.empty();
    for (int i = 0; i < c.getChildCount(); i++) {
      if (c.getChild(i) instanceof ZoneContext zc) {
        if (c.getChild(i - 1) instanceof TerminalNode t && t.getSymbol().getType() == FROM) {
          from = Optional.of(zone(zc));
        } else {
          to = Optional.of(zone(zc));
        }
      }
    }
    Optional<ObjectRef> by = c.objectList() == null ? Optional.empty() : Optional.of(objList(c.objectList()));
    return new Event.Undergoes(subject, objectAction(c.objectAction()), from, to, by, s);
  }

  /** "se incorpore a una de tus expediciones": joins your Expeditions (any one of them). */
  private static Place joinPlace(Place p) {
    if (p instanceof Place.InObject o && o.object() instanceof ObjectRef.OfPossessed op
        && op.which() == Quantifier.Kind.COUNT) {
      NounGroup plural = new NounGroup(op.nouns().nouns(), true, op.nouns().span());
      return new Place.InObject(new ObjectRef.Possessed(op.owner(), op.adjectives(), plural, op.filters(), op.span()),
          o.span());
    }
    return p;
  }

  private static ObjectAction objectAction(ObjectActionContext ctx) {
    int t = ((TerminalNode) ctx.getChild(0)).getSymbol().getType();
    return switch (t) {
      case SACRIFICE -> ObjectAction.SACRIFICED;
      case PLAY, PLAYED -> ObjectAction.PLAYED;
      case SEND -> ObjectAction.SENT;
      case RETURN -> ObjectAction.RETURNED;
      case PUT -> ObjectAction.PUT;
      case DISCARD -> ObjectAction.DISCARDED;
      case EXHAUST -> ObjectAction.EXHAUSTED;
      case READY -> ObjectAction.READIED;
      case TARGET -> ObjectAction.TARGETED;
      case REVEAL -> ObjectAction.REVEALED;
      case DRAW -> ObjectAction.DRAWN;
      default -> ObjectAction.CREATED;
    };
  }

  private Event playerEvent(PlayerRef player, PlayerEventContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof PlayEventContext c) {
      boolean outer = ofMeansFrom;
      ofMeansFrom = true;
      try {
        Hoisted h = hoistFrom(objList(c.objectList()), optZone(c.zone()));
        return new Event.Plays(player, h.objects(), h.from(), s);
      } finally {
        ofMeansFrom = outer;
      }
    }
    if (ctx instanceof PassEventContext c) {
      if (c.ORDINAL() != null && value(c.ORDINAL()) != 1) {
        throw error(c, "expected 'primero' (the first to pass, 4.2.3.d), found '" + written(c.ORDINAL()) + "'");
      }
      return new Event.Passes(player, c.ORDINAL() != null, s);
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
      return new Event.Draws(player, quantity(c.quantity()), !c.MORE().isEmpty(), s);
    }
    if (ctx instanceof RollEventContext c) {
      return new Event.Rolls(player, quantity(c.quantity()), !c.MORE().isEmpty(), s);
    }
    if (ctx instanceof RollResultEventContext c) {
      return new Event.RollsResult(player, dieRange(c.dieRange()), c.THIS_WAY() != null, s);
    }
    if (ctx instanceof RevealEventContext c) {
      return new Event.Reveals(player, objList(c.objectList()), s);
    }
    KeywordEventContext c = (KeywordEventContext) ctx;
    return new Event.DoesKeyword(player, lexicon.action(inside(c.KW_ACTION())).orElseThrow(), s);
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
    return new Condition.Several(list(conditions), !has(ctx, OR), span(ctx));
  }

  /** The subject of "estoy", "está", "tenía" (written or left out) and the tense. */
  private record Be(ObjectRef subject, boolean past, boolean negated) {}

  private Be be(ObjectSubjectContext subject, TerminalNode verb, boolean negated, SourceSpan s) {
    ObjectRef who = subject != null ? obj(subject.objectPhrase(), true) : impliedSubject(verb, s);
    return new Be(who, (features(verb) & RomanceLexicon.PAST) != 0, negated);
  }

  private Condition atom(ConditionAtomContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof DoneConditionContext c) {
      return new Condition.Did(c.NOT() != null ? Condition.Did.Outcome.DID_NOT : Condition.Did.Outcome.DID, s);
    }
    if (ctx instanceof CouldNotConditionContext) {
      return new Condition.Did(Condition.Did.Outcome.COULD_NOT, s);
    }
    if (ctx instanceof StatusConditionContext c) {
      TerminalNode verb = c.BE() != null ? c.BE() : c.HAVE();
      Be be = be(c.objectSubject(), verb, !c.NOT().isEmpty(), s);
      boolean negated = be.negated();
      StatusListContext l = c.statusList();
      List<Status> statuses = new ArrayList<>();
      if (l.READY_ADJ() != null) {
        statuses.add(Status.EXHAUSTED);
        negated = !negated;
      } else if (l.EXHAUSTED() != null) {
        statuses.add(Status.EXHAUSTED);
      } else if (l.ASCENDED_ADJ() != null) {
        statuses.add(Status.ASCENDED);
      } else {
        if (has(l, AND)) {
          throw error(l, "expected 'o' between statuses, found 'y'");
        }
        for (TerminalNode t : l.STATUS()) {
          statuses.add(status(t));
        }
      }
      return new Condition.HasStatus(be.subject(), negated, be.past(), list(statuses), s);
    }
    if (ctx instanceof InConditionContext c) {
      Be be = be(c.objectSubject(), c.BE(), c.NOT() != null, s);
      Place place = place(c.placeRef());
      Optional<Condition> facing = FacingIn.read(be.subject(), be.negated() || be.past(), place, s);
      return facing.orElseGet(() -> new Condition.IsIn(be.subject(), be.negated(), be.past(), place, s));
    }
    if (ctx instanceof TerrainStatConditionContext c) {
      Be be = be(c.objectSubject(), c.BE(0), false, s);
      possessive(c.possessive(), false);
      return new Condition.InTerrainWithBaseStat(be.subject(), Integer.parseInt(c.NUMBER().getText()), s);
    }
    if (ctx instanceof IsAConditionContext c) {
      Be be = be(c.objectSubject(), c.BE(), false, s);
      return new Condition.IsA(be.subject(), obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof PositionConditionContext c) {
      Be be = be(c.objectSubject(), c.BE() != null ? c.BE() : c.GO(), false, s);
      return new Condition.InPosition(be.subject(), positions(c.positionList()), s);
    }
    if (ctx instanceof EmptyConditionContext c) {
      return new Condition.ZoneEmpty(zone(c.zone()), s);
    }
    if (ctx instanceof ControlConditionContext c) {
      PlayerRef p = c.playerSubject() != null ? player(c.playerSubject()) : impliedPlayer(c.CONTROL(), s);
      return new Condition.Controls(p, counts(c.countedList()), s);
    }
    if (ctx instanceof HaveConditionContext c) {
      PlayerRef p = c.playerSubject().isEmpty() || c.playerSubject(0).start.getTokenIndex() > c.HAVE().getSymbol()
          .getTokenIndex() ? impliedPlayer(c.HAVE(), s) : player(c.playerSubject(0));
      ImmutableList<Condition.Count> counts = counts(c.countedList());
      Optional<Zone> in = optZone(c.zone());
      if (false) {
        // "cartas en reserva": the zone read as the phrase's filter is the condition's.
        Condition.Count only = counts.get(0);
        if (only.objects() instanceof ObjectRef.Phrase ph && !ph.filters().isEmpty()
            && ph.filters().get(ph.filters().size() - 1) instanceof Filter.In f && f.places().size() == 1
            && f.places().get(0) instanceof Place.InZone z && c.THAT() != null) {
          in = Optional.of(z.zone());
          counts = ImmutableList.of(new Condition.Count(only.range(), only.count(), new ObjectRef.Phrase(
              ph.quantifier(), ph.adjectives(), ph.nouns(), ph.filters().subList(0, ph.filters().size() - 1),
              ph.span()), only.span()));
        }
      }
      Optional<PlayerRef> than = Optional.empty();
      if (c.THAT() != null) {
        than = Optional.of(player(c.playerSubject(c.playerSubject().size() - 1)));
      } else if (counts.size() == 1) {
        Optional<ThanPlayer> split = thanPlayer(counts.get(0));
        if (split.isPresent()) {
          counts = ImmutableList.of(split.get().count());
          than = Optional.of(split.get().player());
        }
      }
      return new Condition.Has(p, counts, in, than, s);
    }
    if (ctx instanceof HaveStatsConditionContext c) {
      if (c.playerSubject() != null) {
        player(c.playerSubject());
      }
      return baseStats(c.countedStats(), false, s);
    }
    if (ctx instanceof CounterConditionContext c) {
      ObjectRef subject = c.objectSubject() != null ? obj(c.objectSubject().objectPhrase(), true)
          : impliedSubject(c.HAVE(), s);
      return counterCondition(subject, c.counterCount(), s);
    }
    if (ctx instanceof ThereIsConditionContext c && c.ONLY() != null) {
      return new Condition.ThereAre(exactly(counts(c.countedList())), s);
    }
    if (ctx instanceof ThereIsConditionContext c && c.NOT() != null) {
      // "Se non ci sono personaggi che le affrontano": there are none of them.
      List<Condition.Count> none = new ArrayList<>();
      for (Condition.Count k : counts(c.countedList())) {
        none.add(k.range() == Condition.Count.Range.SOME
            ? new Condition.Count(Condition.Count.Range.NONE, k.count(), k.objects(), k.span()) : k);
      }
      return new Condition.ThereAre(list(none), s);
    }
    if (ctx instanceof ThereIsConditionContext c) {
      return new Condition.ThereAre(counts(c.countedList()), s);
    }
    if (ctx instanceof FacingConditionContext c) {
      return facing(be(c.objectSubject(), c.BE(), c.NOT() != null, s), c.countedList(), s);
    }
    if (ctx instanceof ThereIsStatsConditionContext c) {
      return baseStats(c.countedStats(), true, s);
    }
    if (ctx instanceof CompareConditionContext c) {
      Value left = value(c.valueRef());
      comparedStat = left instanceof Value.StatOf st ? Optional.of(st.stat()) : Optional.empty();
      Condition.Compare k = compare(left, c.comparison(), s);
      comparedStat = Optional.empty();
      return new Condition.Compare(k.left(), k.comparison(), k.right(),
          (features(c.BE()) & RomanceLexicon.PAST) != 0, s);
    }
    if (ctx instanceof FirstPlayerConditionContext c) {
      PlayerRef p = c.playerSubject() != null ? player(c.playerSubject()) : impliedPlayer(c.BE(), s);
      return new Condition.FirstPlayer(p, c.NOT() != null, s);
    }
    if (ctx instanceof ThisWayConditionContext c) {
      PlayerRef p = c.playerSubject() != null ? player(c.playerSubject())
          : impliedPlayer(firstTerminal(c.pastVerb()), s);
      int verb = ((TerminalNode) c.pastVerb().getChild(0)).getSymbol().getType();
      Condition.DidThisWay.Verb v = switch (verb) {
        case DISCARD -> Condition.DidThisWay.Verb.DISCARDED;
        case PUT -> Condition.DidThisWay.Verb.PUT;
        case PLAY -> Condition.DidThisWay.Verb.PLAYED;
        case SACRIFICE -> Condition.DidThisWay.Verb.SACRIFICED;
        case EXHAUST -> Condition.DidThisWay.Verb.EXHAUSTED;
        case REVEAL -> Condition.DidThisWay.Verb.REVEALED;
        default -> Condition.DidThisWay.Verb.DREW;
      };
      return new Condition.DidThisWay(p, v, objList(c.objectList()), s);
    }
    if (ctx instanceof PlayedFromConditionContext c) {
      PlayerRef p = c.playerSubject() != null ? player(c.playerSubject()) : impliedPlayer(c.PLAY(), s);
      return new Condition.PlaysFrom(p, cliticObject(c.clitic()), zone(c.zone()), s);
    }
    if (ctx instanceof NoCountersConditionContext c) {
      // "Si no tengo potenciadores": "If I have no boosts".
      ObjectRef subject = c.objectSubject() != null ? obj(c.objectSubject().objectPhrase(), true)
          : impliedSubject(c.HAVE(), s);
      return new Condition.HasCounters(subject, Condition.Count.Range.NONE, new Quantity.Literal(0, s),
          counter(c.counterNoun()), s);
    }
    if (ctx instanceof CountedIsConditionContext c) {
      return countedIs(c, s);
    }
    if (ctx instanceof DefinedConditionContext c) {
      return defined(be(c.objectSubject(), c.BE(), c.NOT() != null, s), c.UNKNOWN_BRACKET());
    }
    RolledConditionContext c = (RolledConditionContext) ctx;
    DieRange r = dieRange(c.dieRange());
    return new Condition.Compare(new Value.Result(false, s), r.orMore() ? Comparison.AT_LEAST : Comparison.EQUAL,
        new Value.Number(new Quantity.Literal(r.low(), span(c.dieRange())), false, span(c.dieRange())), false, s);
  }

  /**
   * "Si estoy [En contacto]": the condition the ability's reminder text gives the word, read where the word stands
   * (its objects are registered there, as if written out), as English reads "If I'm [In Contact]".
   */
  private Condition defined(Be be, TerminalNode word) {
    DefinitionContext d = definitions.get(RomanceLexicon.fold(inside(word)));
    if (d == null) {
      throw new AbilityBuildException(word.getSymbol().getStartIndex(), "expected a known keyword, status or token "
          + "name, found unknown keyword '" + written(word) + "' (not in the lexicon, and no reminder text of this "
          + "ability defines it)");
    }
    if (!(be.subject() instanceof ObjectRef.Self) || be.negated()) {
      throw new AbilityBuildException(word.getSymbol().getStartIndex(), "expected '" + written(d.BE()) + " "
          + written(word) + "' (the word is defined for me, without 'no')");
    }
    return condition(d.condition());
  }

  /** "Si solo hay un personaje ...": exactly that many, the number moved from the phrase to the count. */
  private ImmutableList<Condition.Count> exactly(List<Condition.Count> counts) {
    List<Condition.Count> out = new ArrayList<>();
    for (Condition.Count k : counts) {
      if (k.range() == Condition.Count.Range.SOME && k.objects() instanceof ObjectRef.Phrase ph
          && ph.quantifier().kind() == Quantifier.Kind.COUNT && ph.quantifier().count().isPresent()) {
        out.add(new Condition.Count(Condition.Count.Range.EXACTLY, ph.quantifier().count(), bare(ph), k.span()));
      } else {
        out.add(k);
      }
    }
    return list(out);
  }

  /**
   * "Se sto affrontando un personaggio" is "if there is a Character facing me" (1.2.3.c), as English reads "If I'm
   * facing a Character"; "not facing" counts none.
   */
  private Condition facing(Be be, CountedListContext ctx, SourceSpan s) {
    List<Condition.Count> out = new ArrayList<>();
    for (Condition.Count k : counts(ctx)) {
      ObjectRef facingMe = ObjectsThatAre.withFilter(k.objects(), new Filter.Facing(be.subject(), s))
          .filter(o -> o instanceof ObjectRef.Phrase)
          .orElseThrow(() -> error(ctx, "expected objects such as 'un personaggio' after 'affrontando'"));
      out.add(new Condition.Count(be.negated() ? Condition.Count.Range.NONE : k.range(), k.count(), facingMe,
          k.span()));
    }
    return new Condition.ThereAre(list(out), s);
  }

  /**
   * "una o más de tus expediciones ascendidas": "one or more of your Ascended Expeditions", the ones you control
   * (7.2.3.a).
   */
  private ObjectRef oneOrMore(OneOrMoreEventOfContext o) {
    if (value(firstTerminal(o.number())) != 1) {
      throw error(o, "expected 'una o más' (one or more), found '" + written(o.number()) + "'");
    }
    if (!(possessive(o.possessive(), true) instanceof Possessor.OfPlayer owner)) {
      throw error(o.possessive(), "expected a player's, such as 'tus', after 'una o más de'");
    }
    SourceSpan qs = SourceSpan.of(span(o.number()).start(), span(o.MORE()).end());
    NounGroup nouns = nouns(o.nounGroup());
    List<Adjective> adjectives = new ArrayList<>(adjectives(o.adjective(), nouns));
    List<Filter> filters = new ArrayList<>();
    filters.add(new Filter.ControlledBy(owner.player(), owner.span()));
    if (o.postFilters() != null) {
      filters.addAll(filters(o.postFilters()));
    }
    SourceSpan s = SourceSpan.of(span(o.number()).start(), span(o.postFilters() != null ? o.postFilters()
        : o.adjective().isEmpty() ? o.nounGroup() : o.adjective(o.adjective().size() - 1)).end());
    return register(new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.ONE_OR_MORE, Optional.empty(), false, qs),
        sorted(adjectives), nouns, list(filters), s));
  }

  private record ThanPlayer(Condition.Count count, PlayerRef player) {}

  /**
   * "meno carte di un avversario bersaglio nella Riserva": fewer cards in Reserve than target opponent. Italian puts
   * the player compared with ("di ...") after the noun and the place after the player; a player is in no place, so
   * the place is the counted cards'.
   */
  private static Optional<ThanPlayer> thanPlayer(Condition.Count count) {
    if ((count.range() != Condition.Count.Range.FEWER && count.range() != Condition.Count.Range.MORE)
        || count.count().isPresent() || !(count.objects() instanceof ObjectRef.Phrase ph) || ph.filters().isEmpty()
        || !(ph.filters().get(ph.filters().size() - 1) instanceof Filter.In in) || in.places().size() != 1
        || !(in.places().get(0) instanceof Place.InObject io) || !(io.object() instanceof ObjectRef.Phrase who)
        || who.nouns().nouns().size() != 1 || !(who.nouns().nouns().get(0) instanceof Noun.Player pl)
        || !pl.opponent() || who.quantifier().kind() != Quantifier.Kind.COUNT) {
      return Optional.empty();
    }
    PlayerRef.Kind kind = who.quantifier().target() ? PlayerRef.Kind.TARGET_OPPONENT : PlayerRef.Kind.AN_OPPONENT;
    List<Filter> filters = new ArrayList<>(ph.filters().subList(0, ph.filters().size() - 1));
    filters.addAll(who.filters());
    ObjectRef counted = new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(), ph.nouns(), list(filters), ph.span());
    return Optional.of(new ThanPlayer(new Condition.Count(count.range(), count.count(), counted, count.span()),
        new PlayerRef(kind, Optional.empty(), who.span())));
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

  private Condition counterCondition(ObjectRef subject, CounterCountContext ctx, SourceSpan s) {
    if (ctx instanceof CountThanContext c) {
      return new Condition.HasCounters(subject, c.MORE() != null ? Condition.Count.Range.MORE_THAN
          : Condition.Count.Range.LESS_THAN, quantity(c.quantity()), counter(c.counterNoun()), s);
    }
    if (ctx instanceof CountExactContext c) {
      Condition.Count.Range range = c.OR() == null ? Condition.Count.Range.EXACTLY
          : c.MORE() != null ? Condition.Count.Range.AT_LEAST : Condition.Count.Range.AT_MOST;
      return new Condition.HasCounters(subject, range, quantity(c.quantity()), counter(c.counterNoun()), s);
    }
    CountOrMoreFirstContext c = (CountOrMoreFirstContext) ctx;
    return new Condition.HasCounters(subject, c.MORE() != null ? Condition.Count.Range.AT_LEAST
        : Condition.Count.Range.AT_MOST, quantity(c.quantity()), counter(c.counterNoun()), s);
  }

  private ImmutableList<Position> positions(PositionListContext ctx) {
    if (has(ctx, AND)) {
      throw error(ctx, "expected 'o' between positions, found 'y'");
    }
    List<Position> out = new ArrayList<>();
    for (PositionContext p : ctx.position()) {
      out.add(p.BEHIND() != null ? Position.BEHIND : p.AHEAD() != null ? Position.AHEAD : Position.TIED);
    }
    return list(out);
  }

  private ImmutableList<Condition.Count> counts(CountedListContext ctx) {
    List<Condition.Count> out = new ArrayList<>();
    for (CountedPhraseContext c : ctx.countedPhrase()) {
      if (c instanceof ElidedCountedContext e) {
        out.add(elided(e, out));
      } else {
        out.add(count((CountedObjectsContext) c));
      }
    }
    return list(out);
  }

  /** "otro con [[Anclaje]] y un tercero con [[Sueño]]": the noun of the phrase before, left out. */
  private Condition.Count elided(ElidedCountedContext ctx, List<Condition.Count> before) {
    SourceSpan s = span(ctx);
    if (before.isEmpty() || !(before.get(before.size() - 1).objects() instanceof ObjectRef.Phrase prev)) {
      throw error(ctx, "expected a noun after '" + written(firstTerminal(ctx)) + "', found none");
    }
    List<Adjective> adjectives = new ArrayList<>();
    Quantifier q;
    if (ctx.OTHER() != null) {
      adjectives.add(new Adjective.Other(span(ctx.OTHER())));
      q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, s)), false, s);
    } else {
      q = new Quantifier(Quantifier.Kind.YET_ANOTHER, Optional.empty(), false, s);
    }
    adjectives.addAll(adjectives(ctx.adjective(), prev.nouns()));
    ObjectRef objects = register(new ObjectRef.Phrase(q, sorted(adjectives), prev.nouns(), ImmutableList.of(), s));
    return new Condition.Count(Condition.Count.Range.SOME, Optional.empty(), objects, s);
  }

  /**
   * "dos hitos o más", "otros dos personajes o más", "un hito o más": the number is written with the noun and the
   * range after it; the AST holds the number in the count and the objects as a bare plural ("two or more Landmarks").
   */
  private Condition.Count count(CountedObjectsContext ctx) {
    SourceSpan s = span(ctx);
    CountPrefixContext p = ctx.countPrefix();
    Condition.Count.Range range;
    Optional<Quantity> n = Optional.empty();
    ObjectRef objects = obj(ctx.objectPhrase(), true);
    if (ctx.countSuffix() != null) {
      range = ctx.countSuffix().MORE() != null ? Condition.Count.Range.AT_LEAST : Condition.Count.Range.AT_MOST;
      if (objects instanceof ObjectRef.Phrase ph && ph.quantifier().kind() == Quantifier.Kind.COUNT) {
        n = ph.quantifier().count();
        objects = bare(ph);
        candidates.set(candidates.size() - 1, objects);
      }
    } else {
      Prefix k = prefix(p);
      range = k.range();
      n = k.n();
      if (p instanceof NoneCountContext) {
        objects = pluralize(objects);
      }
    }
    if (range == Condition.Count.Range.AT_LEAST || range == Condition.Count.Range.AT_MOST
        || range == Condition.Count.Range.LESS_THAN || range == Condition.Count.Range.MORE_THAN) {
      objects = pluralize(objects);
    }
    if (!candidates.isEmpty() && candidates.get(candidates.size() - 1) != objects && registered(objects)) {
      candidates.set(candidates.size() - 1, objects);
    }
    return new Condition.Count(range, n, objects, s);
  }

  private record Prefix(Condition.Count.Range range, Optional<Quantity> n) {}

  /** "al menos dos", "tres o más", "ninguno": how many of the objects named (none: some). */
  private Prefix prefix(CountPrefixContext p) {
    if (p == null) {
      return new Prefix(Condition.Count.Range.SOME, Optional.empty());
    }
    if (p instanceof OrMoreLessContext c) {
      return new Prefix(c.MORE() != null ? Condition.Count.Range.AT_LEAST : Condition.Count.Range.AT_MOST,
          Optional.of(quantity(c.quantity())));
    }
    if (p instanceof AtLeastCountContext c) {
      return new Prefix(Condition.Count.Range.AT_LEAST, Optional.of(quantity(c.quantity())));
    }
    if (p instanceof LessMoreThanContext c) {
      return new Prefix(c.MORE() != null ? Condition.Count.Range.MORE_THAN : Condition.Count.Range.LESS_THAN,
          Optional.of(quantity(c.quantity())));
    }
    if (p instanceof ComparativeContext c) {
      return new Prefix(c.MORE() != null ? Condition.Count.Range.MORE : Condition.Count.Range.FEWER, Optional.empty());
    }
    if (p instanceof NoneCountContext) {
      return new Prefix(Condition.Count.Range.NONE, Optional.empty());
    }
    if (p instanceof OnlyCountContext c) {
      return new Prefix(Condition.Count.Range.EXACTLY, Optional.of(quantity(c.quantity())));
    }
    return new Prefix(Condition.Count.Range.EXACTLY, Optional.of(quantity(((OnlyAfterCountContext) p).quantity())));
  }

  /**
   * "Si al menos una de tus expediciones está ascendida", "Se nessuna delle mie spedizioni si trova in {M}", "Si tres
   * o más regiones monoterreno son visibles": there are so many of the objects named that are so (English "if one or
   * more of your Expeditions is Ascended").
   */
  private Condition countedIs(CountedIsConditionContext c, SourceSpan s) {
    Prefix k = c.NONE() != null ? new Prefix(Condition.Count.Range.NONE, Optional.empty()) : prefix(c.countPrefix());
    ObjectRef objects = obj(c.listablePhrase(), true);
    Optional<ObjectRef> so;
    if (c.statusList() != null) {
      so = ObjectsThatAre.withAdjective(objects, new Adjective.WithStatus(statuses(c.statusList()),
          span(c.statusList())));
    } else if (c.placeRef() != null) {
      so = ObjectsThatAre.withFilter(objects, new Filter.In(ImmutableList.of(place(c.placeRef())), false,
          span(c.placeRef())));
    } else {
      so = ObjectsThatAre.withAdjective(objects, new Adjective.OfRegion(Adjective.OfRegion.RegionQuality.VISIBLE,
          span(c.VISIBLE())));
    }
    ObjectRef counted = so.orElseThrow(() -> error(c, "expected objects such as 'tus expediciones', found '"
        + written(c.listablePhrase()) + "'"));
    return new Condition.ThereAre(ImmutableList.of(new Condition.Count(k.range(), k.n(), counted, s)), s);
  }

  /** A status list as the statuses it names ("ascendida" is Ascended). */
  private ImmutableList<Status> statuses(StatusListContext l) {
    if (l.ASCENDED_ADJ() != null) {
      return ImmutableList.of(Status.ASCENDED);
    }
    if (l.EXHAUSTED() != null) {
      return ImmutableList.of(Status.EXHAUSTED);
    }
    if (l.READY_ADJ() != null) {
      throw error(l, "expected a status, found '" + written(l) + "'");
    }
    if (has(l, AND)) {
      throw error(l, "expected 'o' between statuses, found 'y'");
    }
    List<Status> out = new ArrayList<>();
    for (TerminalNode t : l.STATUS()) {
      out.add(status(t));
    }
    return list(out);
  }

  private boolean registered(ObjectRef ref) {
    return !(ref instanceof ObjectRef.Pronoun || ref instanceof ObjectRef.Self || ref instanceof ObjectRef.SelfAnd
        || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These || ref instanceof ObjectRef.OneOfThem);
  }

  private static ObjectRef bare(ObjectRef.Phrase ph) {
    return new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, ph.quantifier().span()),
        ph.adjectives(), ph.nouns(), ph.filters(), ph.span());
  }

  private static ObjectRef pluralize(ObjectRef ref) {
    if (ref instanceof ObjectRef.Phrase ph && !ph.nouns().plural()) {
      ObjectRef.Phrase p = ph;
      if (p.quantifier().kind() == Quantifier.Kind.COUNT && p.quantifier().count().orElse(null)
          instanceof Quantity.Literal l && l.value() == 1 && !p.quantifier().target()) {
        p = (ObjectRef.Phrase) bare(p);
      }
      return new ObjectRef.Phrase(p.quantifier(), p.adjectives(), new NounGroup(p.nouns().nouns(), true,
          p.nouns().span()), p.filters(), p.span());
    }
    return ref;
  }

  private Condition.Compare compare(Value left, ComparisonContext ctx, SourceSpan s) {
    if (ctx instanceof OrMoreLessCmpContext c) {
      Value right = c.manaAmount() != null ? new Value.Number(manaAmount(c.manaAmount()), true, span(c))
          : new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), span(c)), false, span(c));
      return new Condition.Compare(left, c.MORE() != null ? Comparison.AT_LEAST : Comparison.AT_MOST, right, false, s);
    }
    if (ctx instanceof PlusCmpContext c) {
      return new Condition.Compare(left, Comparison.AT_LEAST,
          new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), span(c)), false, span(c)),
          false, s);
    }
    RelationCmpContext c = (RelationCmpContext) ctx;
    Comparison cmp = comparator(c.comparator());
    Value right = operand(c.valueOperand());
    // "pari o inferiore a {3}", "igual o inferior a 4": a number or less, as English says it ("{3} or less"); English
    // keeps "less than or equal to" for values such as "the Hand Cost of a Character you control".
    boolean literal = c.valueOperand().manaAmount() != null
        || right instanceof Value.Number n && n.quantity() instanceof Quantity.Literal;
    if (literal && cmp == Comparison.LESS_OR_EQUAL) {
      cmp = Comparison.AT_MOST;
    } else if (literal && cmp == Comparison.GREATER_OR_EQUAL) {
      cmp = Comparison.AT_LEAST;
    }
    return new Condition.Compare(left, cmp, right, false, s);
  }

  private static Comparison comparator(ComparatorContext ctx) {
    boolean equal = ctx.EQUAL() != null;
    boolean greater = ctx.GREATER() != null || ctx.MORE() != null;
    boolean lower = ctx.LOWER() != null || ctx.LESS() != null;
    if (equal && greater) {
      return Comparison.GREATER_OR_EQUAL;
    }
    if (equal && lower) {
      return Comparison.LESS_OR_EQUAL;
    }
    if (greater) {
      return Comparison.GREATER;
    }
    return lower ? Comparison.LESS : Comparison.EQUAL;
  }

  private Value operand(ValueOperandContext ctx) {
    if (ctx.valueRef() != null) {
      return value(ctx.valueRef());
    }
    if (ctx.manaAmount() != null) {
      return new Value.Number(manaAmount(ctx.manaAmount()), true, span(ctx));
    }
    if (ctx.quantity() instanceof CountersQtyContext c) {
      // "pari o superiore al numero dei miei segnalini Eroismo": compared with my number of Heroism counters.
      return new Value.CountersOf(possessive(c.possessive(), false), counter(c.counterNoun()), span(ctx));
    }
    return new Value.Number(quantity(ctx.quantity()), false, span(ctx));
  }

  private Value value(ValueRefContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof CountersValueContext c) {
      return new Value.CountersOf(possessive(c.possessive(), false), counter(c.counterNoun()), s);
    }
    if (ctx instanceof PossessiveStatContext c) {
      Possessor p = possessive(c.possessive(), false);
      if (!(p instanceof Possessor.OfObject o)) {
        throw error(c, "expected an object's " + written(c.statName()) + ", found a player's");
      }
      return new Value.StatOf(stat(c.statName()), o.object(), s);
    }
    if (ctx instanceof TheStatValueContext c) {
      // "Se il costo dalla mano è pari a ...": the cost of the card just named, as "its" says it.
      return new Value.StatOf(c.HAND_COST() != null ? Stat.HAND_COST : Stat.RESERVE_COST, new ObjectRef.Pronoun(
          lastCandidate(), false, Optional.empty(), false, false, s), s);
    }
    if (ctx instanceof StatOfContext c) {
      return new Value.StatOf(stat(c.statName()), obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof ThatOfValueContext c) {
      // "pari o inferiore a quello di un personaggio che controlli": the same statistic, of another object.
      if (comparedStat.isEmpty()) {
        throw error(c, "expected a statistic before 'quello di', found none");
      }
      return new Value.StatOf(comparedStat.get(), obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof ResultValueContext c) {
      if (c.DIE() != null) {
        // "el resultado de la tirada": the die's result.
        return new Value.StatOf(Stat.RESULT, new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false,
            false, s), s);
      }
      return new Value.Result(false, s);
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
    if (ctx.HAND_COST() != null) {
      return Stat.HAND_COST;
    }
    if (ctx.RESERVE_COST() != null) {
      return Stat.RESERVE_COST;
    }
    if (ctx.COST_N() != null) {
      return Stat.BASE_COST;
    }
    return ctx.STATISTIC() != null ? Stat.BASE_STATISTIC : Stat.RESULT;
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
      items.add(objAny(p, false));
    }
    return register(new ObjectRef.Several(list(items), has(ctx, OR), span(ctx)));
  }

  private ObjectRef obj(ObjectPhraseContext ctx, boolean candidate) {
    if (ctx instanceof OtherPhraseContext o) {
      return objAny(o.listablePhrase(), candidate);
    }
    return objAny(ctx, candidate);
  }

  /** The objects of "por cada": each one of them, so "otro" is any other. */
  private ObjectRef eachObj(ObjectPhraseContext ctx, boolean candidate) {
    boolean outer = eachOf;
    eachOf = true;
    try {
      return obj(ctx, candidate);
    } finally {
      eachOf = outer;
    }
  }

  private ObjectRef obj(ListablePhraseContext ctx, boolean candidate) {
    return objAny(ctx, candidate);
  }

  private ObjectRef objAny(ParserRuleContext ctx, boolean candidate) {
    SourceSpan s = span(ctx);
    ObjectRef ref;
    if (ctx instanceof SelfPhraseContext) {
      ref = new ObjectRef.Self(s);
    } else if (ctx instanceof WeBothPhraseContext) {
      ref = new ObjectRef.SelfAnd(lastCandidate(), s);
    } else if (ctx instanceof PronounPhraseContext c) {
      TerminalNode word = (TerminalNode) c.getChild(0);
      boolean plural = plural(word) || word.getSymbol().getType() == CL_THEM || c.ALL() != null;
      ref = new ObjectRef.Pronoun(lastCandidate(), plural, Optional.empty(), false, c.ALL() != null, s);
    } else if (ctx instanceof ThatPhraseContext c && c.THIS_DET() != null && c.postFilters() == null
        && c.nounGroup().noun().size() == 1 && c.nounGroup().noun(0).CARD() != null
        && plural(c.nounGroup().noun(0).CARD())) {
      // "estas cartas", "queste carte": the cards just named.
      ref = new ObjectRef.These(lastCandidate(), s);
    } else if (ctx instanceof ThatPhraseContext c) {
      NounGroup nouns = nouns(c.nounGroup());
      ref = new ObjectRef.Pronoun(lastCandidate(), nouns.plural(), Optional.of(nouns), false, false, s);
    } else if (ctx instanceof TheTargetPhraseContext) {
      ref = new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), true, false, s);
    } else if (ctx instanceof TopOfPhraseContext c) {
      Optional<Quantity> n = c.quantity().isEmpty() ? Optional.empty() : Optional.of(quantity(c.quantity(0)));
      if (n.isPresent() && n.get() instanceof Quantity.Literal l && l.value() == 1) {
        n = Optional.empty();
      }
      ref = new ObjectRef.TopOf(n, zone(c.zone()), s);
    } else if (ctx instanceof OfPossessivePhraseContext c) {
      Quantifier.Kind which = c.ALL() != null ? Quantifier.Kind.ALL : c.EACH() != null ? Quantifier.Kind.EACH
          : Quantifier.Kind.COUNT;
      Possessor p = possessive(c.possessive(), false);
      ImmutableList<Adjective> adjectives = sorted(adjectives(c.adjective(), null));
      NounGroup nouns = nouns(c.nounGroup());
      ref = new ObjectRef.OfPossessed(which, p, adjectives, nouns, filters(c.postFilters()), s);
    } else if (ctx instanceof RestPhraseContext) {
      ref = new ObjectRef.Rest(lastCandidate(), s);
    } else if (ctx instanceof ThesePhraseContext) {
      ref = new ObjectRef.These(lastCandidate(), s);
    } else if (ctx instanceof TargetsPhraseContext c) {
      Quantity n = quantity(c.quantity());
      Quantifier q = new Quantifier(c.UP_TO() != null ? Quantifier.Kind.UP_TO : Quantifier.Kind.COUNT, Optional.of(n),
          true, s);
      ref = new ObjectRef.Targets(q, nouns(c.nounGroup()), s);
    } else if (ctx instanceof PossessedPhraseContext c) {
      Possessor p = possessive(c.possessive(), false);
      List<Adjective> adjectives = new ArrayList<>();
      if (c.OTHER() != null) {
        adjectives.add(new Adjective.Other(span(c.OTHER())));
      }
      adjectives.addAll(adjectives(c.adjective(), null));
      NounGroup nouns = nouns(c.nounGroup());
      adjectives.addAll(nounAdjectives(c.nounGroup()));
      ref = new ObjectRef.Possessed(p, sorted(adjectives), nouns, filters(c.postFilters()), s);
    } else if (ctx instanceof PlayerPossessedPhraseContext c) {
      // "la expedición de tu oponente": your opponent's Expedition.
      PlayerRef owner = player(c.playerSubject());
      NounGroup nouns = nouns(c.nounGroup());
      List<Adjective> adjectives = new ArrayList<>(nounAdjectives(c.nounGroup()));
      adjectives.addAll(adjectives(c.adjective(), nouns));
      ref = new ObjectRef.Possessed(new Possessor.OfPlayer(owner, span(c.playerSubject())), sorted(adjectives), nouns,
          filters(c.postFilters()), s);
    } else if (ctx instanceof ThatPossessedPhraseContext c) {
      // "los hitos de ese jugador": that player's Landmarks (the owner named after, read first as in English).
      NounGroup ownerNouns = nouns(c.nounGroup(1));
      ObjectRef owner = new ObjectRef.Pronoun(lastCandidate(), ownerNouns.plural(), Optional.of(ownerNouns), false,
          false, SourceSpan.of(span(c.THAT_DET()).start(), span(c.nounGroup(1)).end()));
      NounGroup nouns = nouns(c.nounGroup(0));
      List<Adjective> adjectives = new ArrayList<>(nounAdjectives(c.nounGroup(0)));
      adjectives.addAll(adjectives(c.adjective(), nouns));
      ref = new ObjectRef.Possessed(new Possessor.OfObject(owner, owner.span()), sorted(adjectives), nouns,
          ImmutableList.of(), s);
    } else if (ctx instanceof BothPossessivePhraseContext c) {
      // "Entrambe le tue spedizioni", "Tus dos expediciones": English "Both of your Expeditions" (all of them).
      if (c.NUMWORD() != null && value(c.NUMWORD()) != 2) {
        throw error(c, "expected 'dos' (both of them), found '" + written(c.NUMWORD()) + "'");
      }
      Possessor p = possessive(c.possessive(), false);
      NounGroup nouns = nouns(c.nounGroup());
      List<Adjective> adjectives = new ArrayList<>(nounAdjectives(c.nounGroup()));
      adjectives.addAll(adjectives(c.adjective(), nouns));
      ref = new ObjectRef.OfPossessed(Quantifier.Kind.ALL, p, sorted(adjectives), nouns, filters(c.postFilters()), s);
    } else if (ctx instanceof ZoneContentsPhraseContext c) {
      Possessor p = possessive(c.possessive(), true);
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw error(c, "expected a player's zone ('su mano'), found an object's");
      }
      ref = new ObjectRef.ZoneContents(new Zone(zoneKind(c.zoneName()), Optional.of(pl.player()), s), s);
    } else if (ctx instanceof QuantifiedPhraseContext c) {
      ref = quantified(c, s);
    } else {
      throw error(ctx, "expected an object such as 'un personaje objetivo'");
    }
    return candidate ? register(ref) : ref;
  }

  /** Adjectives in English order (before the noun): other, statuses, keywords, non-, token, Hero/Companion. */
  private static ImmutableList<Adjective> sorted(List<Adjective> adjectives) {
    List<Adjective> out = new ArrayList<>(adjectives);
    out.sort(Comparator.comparingInt(RomanceAstBuilder::rank));
    return list(out);
  }

  private static int rank(Adjective a) {
    if (a instanceof Adjective.Other) {
      return 0;
    }
    if (a instanceof Adjective.WithStatus || a instanceof Adjective.Ready) {
      return 1;
    }
    if (a instanceof Adjective.Non) {
      return 2;
    }
    if (a instanceof Adjective.Token) {
      return 3;
    }
    if (a instanceof Adjective.ExpeditionKind) {
      return 4;
    }
    return 5;
  }

  /**
   * Spanish and Italian put the determiner before the noun and adjectives after it; the article of a plural is
   * generic ("Los personajes que controlas" are "Characters you control"), a singular with "objetivo" a target.
   */
  private ObjectRef quantified(QuantifiedPhraseContext c, SourceSpan s) {
    Quantifier q;
    List<Adjective> adjectives = new ArrayList<>();
    DeterminerContext d = c.determiner();
    boolean target = false;
    for (AdjectiveContext a : c.adjective()) {
      if (a instanceof TargetAdjContext) {
        target = true;
      }
    }
    NounGroup nouns = nouns(c.nounGroup());
    if (!nouns.plural() && d instanceof TheDetContext t && plural(t.THE())) {
      // "i Robot": a noun written the same in both numbers takes its number from the article.
      nouns = new NounGroup(nouns.nouns(), true, nouns.span());
    }
    if (d instanceof TheDetContext && !nouns.plural() && c.adjective().isEmpty() && c.postFilters() == null
        && nouns.nouns().size() == 1 && nouns.nouns().get(0) instanceof Noun.Type t && t.type() == ObjectType.CARD
        && !candidates.isEmpty()) {
      // "rivela la prima carta del tuo mazzo. Se è un personaggio, pesca la carta.": the card just named, "it".
      return new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, s);
    }
    if (!nouns.plural() && d instanceof AnyDetContext any && (features(any.ANY()) & RomanceLexicon.SINGULAR) == 0) {
      // "qualsiasi personaggio": Italian "any" takes the singular and means any number of them; Spanish
      // "cualquier región" is one (the lexicon says which).
      nouns = new NounGroup(nouns.nouns(), true, nouns.span());
    }
    boolean anyAfter = c.adjective().stream().anyMatch(a -> a instanceof AnyAdjContext);
    if (anyAfter && (d == null || d instanceof CountDetContext)) {
      // "una regione qualsiasi": any region.
      q = new Quantifier(Quantifier.Kind.ANY, Optional.empty(), false, span(c.adjective().stream()
          .filter(a -> a instanceof AnyAdjContext).findFirst().orElseThrow()));
    } else if (d == null) {
      q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s);
    } else {
      SourceSpan ds = span(d);
      if (d instanceof UpToDetContext x) {
        if (x.OTHER() != null) {
          adjectives.add(new Adjective.Other(ds));
        }
        q = new Quantifier(Quantifier.Kind.UP_TO, Optional.of(quantity(x.quantity())), target, ds);
      } else if (d instanceof AnyNumberDetContext x) {
        if (x.OTHER() != null) {
          adjectives.add(new Adjective.Other(ds));
        }
        q = new Quantifier(Quantifier.Kind.ANY_NUMBER, Optional.empty(), target, ds);
      } else if (d instanceof AnyDetContext) {
        q = new Quantifier(Quantifier.Kind.ANY, Optional.empty(), false, ds);
      } else if (d instanceof AllDetContext x) {
        if (x.OTHER() != null) {
          adjectives.add(new Adjective.Other(ds));
        }
        q = new Quantifier(Quantifier.Kind.ALL, Optional.empty(), false, ds);
      } else if (d instanceof EachDetContext x) {
        if (x.OTHER() != null) {
          adjectives.add(new Adjective.Other(ds));
        }
        q = new Quantifier(Quantifier.Kind.EACH, Optional.empty(), false, ds);
      } else if (d instanceof RestOfDetContext) {
        // "el resto de personajes que controlas": each other Character you control.
        adjectives.add(new Adjective.Other(ds));
        q = new Quantifier(Quantifier.Kind.EACH, Optional.empty(), false, ds);
        nouns = new NounGroup(nouns.nouns(), false, nouns.span());
      } else if (d instanceof AnotherDetContext) {
        adjectives.add(new Adjective.Other(ds));
        q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, ds)), target, ds);
      } else if (d instanceof OtherDetContext x) {
        adjectives.add(new Adjective.Other(ds));
        if (x.quantity() != null) {
          q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(quantity(x.quantity())), target, ds);
        } else if (!plural(x.OTHER()) && !eachOf) {
          q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, ds)), target, ds);
        } else {
          q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(), target, ds);
        }
      } else if (d instanceof CountDetContext x) {
        if (x.OTHER() != null) {
          adjectives.add(new Adjective.Other(ds));
        }
        q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(quantity(x.quantity())), target, ds);
      } else if (d instanceof TheOtherDetContext) {
        // "los otros personajes": other Characters; "la otra expedición": the other Expedition.
        adjectives.add(new Adjective.Other(ds));
        q = nouns.plural() ? new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s)
            : new Quantifier(Quantifier.Kind.THE, Optional.empty(), false, ds);
      } else if (d instanceof YetAnotherDetContext) {
        q = new Quantifier(Quantifier.Kind.YET_ANOTHER, Optional.empty(), false, ds);
      } else if (d instanceof NextDetContext) {
        q = new Quantifier(Quantifier.Kind.NEXT, Optional.empty(), false, ds);
      } else if (d instanceof OrdinalDetContext x) {
        q = new Quantifier(Quantifier.Kind.ORDINAL, Optional.of(new Quantity.Literal(value(x.ORDINAL()), ds)), false,
            ds);
      } else if (d instanceof TheDetContext x) {
        if (target) {
          q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, ds)), true, ds);
        } else if ((nouns.plural() || plural(x.THE())) && expeditionsFacing(nouns, c.postFilters())) {
          // "las expediciones enfrentadas a mí": the Expeditions at my position (1.2.3.c), a set English names with
          // "the" ("the Expeditions facing me"), where facing Characters are any ("Characters facing me").
          q = new Quantifier(Quantifier.Kind.THE, Optional.empty(), false, ds);
        } else if (nouns.plural() || plural(x.THE())) {
          // "los personajes", "i Robot" (a noun the same in both numbers): Characters, Robots.
          q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s);
        } else {
          q = new Quantifier(Quantifier.Kind.THE, Optional.empty(), false, ds);
        }
      } else {
        // "ningún personaje": no Characters (counted as none by the condition).
        q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, ds);
      }
    }
    adjectives.addAll(adjectives(c.adjective(), nouns));
    adjectives.addAll(nounAdjectives(c.nounGroup()));
    return new ObjectRef.Phrase(q, sorted(adjectives), nouns, filters(c.postFilters()), s);
  }

  private static boolean expeditionsFacing(NounGroup nouns, PostFiltersContext filters) {
    return nouns.nouns().stream().allMatch(n -> n instanceof Noun.Type t && t.type() == ObjectType.EXPEDITION)
        && filters != null && filters.postFilter().stream().anyMatch(f -> f instanceof FacingFilterContext);
  }

  /** "ficha de personaje": a token Character. */
  private List<Adjective> nounAdjectives(NounGroupContext ctx) {
    List<Adjective> out = new ArrayList<>();
    for (NounContext n : ctx.noun()) {
      if (n.TOKEN_N() != null && n.CHARACTER() != null) {
        out.add(new Adjective.Token(span(n.TOKEN_N())));
      }
    }
    return out;
  }

  private ImmutableList<Adjective> adjectives(List<AdjectiveContext> contexts, NounGroup nouns) {
    List<Adjective> out = new ArrayList<>();
    for (AdjectiveContext a : contexts) {
      SourceSpan s = span(a);
      if (a instanceof StatusAdjContext c) {
        List<Status> statuses = new ArrayList<>();
        for (TerminalNode t : c.STATUS()) {
          statuses.add(status(t));
        }
        out.add(new Adjective.WithStatus(list(statuses), s));
      } else if (a instanceof WithStatusAdjContext c) {
        List<Status> statuses = new ArrayList<>();
        for (TerminalNode t : c.STATUS()) {
          statuses.add(status(t));
        }
        if (!statuses.isEmpty()) {
          out.add(new Adjective.WithStatus(list(statuses), s));
        }
        for (TerminalNode k : c.KW_ABILITY()) {
          out.add(keywordAdjective(k, a));
        }
      } else if (a instanceof ExhaustedAdjContext) {
        out.add(new Adjective.WithStatus(ImmutableList.of(Status.EXHAUSTED), s));
      } else if (a instanceof ReadyAdjContext) {
        out.add(new Adjective.Ready(s));
      } else if (a instanceof NonAdjContext c) {
        out.add(new Adjective.Non(c.SUBTYPE() != null
            ? new Noun.Subtype(lexicon.subtype(written(c.SUBTYPE())).orElseThrow(), span(c.SUBTYPE()))
            : new Noun.Type(ObjectType.TOKEN, span(c.TOKEN_N())), s));
      } else if (a instanceof NonPrefixAdjContext c) {
        out.add(new Adjective.Non(c.SUBTYPE() != null
            ? new Noun.Subtype(lexicon.subtype(written(c.SUBTYPE())).orElseThrow(), span(c.SUBTYPE()))
            : new Noun.Type(ObjectType.TOKEN, span(c.TOKEN_N())), s));
      } else if (a instanceof OtherAdjContext) {
        out.add(new Adjective.Other(s));
      } else if (a instanceof ExpeditionKindAdjContext c) {
        out.add(new Adjective.ExpeditionKind(c.COMPANION() != null, s));
      } else if (a instanceof KeywordAdjContext c) {
        out.add(keywordAdjective(c.KW_ABILITY(), c));
      } else if (a instanceof AscendedAdjContext) {
        out.add(new Adjective.WithStatus(ImmutableList.of(Status.ASCENDED), s));
      } else if (a instanceof RegionAdjContext c) {
        out.add(new Adjective.OfRegion(c.VISIBLE() != null ? Adjective.OfRegion.RegionQuality.VISIBLE
            : Adjective.OfRegion.RegionQuality.SINGLE_TERRAIN, s));
      } else if (a instanceof WithoutStatusAdjContext c) {
        String word = c.STATUS() != null ? inside(c.STATUS()) : written(c.WORD());
        Status status = lexicon.status(word.startsWith("[") ? word.substring(1, word.length() - 1) : word)
            .orElseThrow(() -> error(c, "expected a status after '" + written(c.WITHOUT()) + "', found '" + word
                + "'"));
        out.add(new Adjective.WithoutStatus(status, s));
      }
    }
    return list(out);
  }

  private Adjective keywordAdjective(TerminalNode kw, ParserRuleContext ctx) {
    RomanceLexicon.KeywordWithParameter k = lexicon.ability(inside(kw)).orElseThrow();
    if (k.parameter().isPresent()) {
      throw error(ctx, "expected a keyword without a number, found " + written(kw));
    }
    return new Adjective.WithKeyword(k.id(), span(kw));
  }

  private NounGroup nouns(NounGroupContext ctx) {
    List<Noun> nouns = new ArrayList<>();
    for (NounContext n : ctx.noun()) {
      nouns.add(noun(n));
    }
    NounContext last = ctx.noun(ctx.noun().size() - 1);
    return new NounGroup(list(nouns), plural(firstTerminal(last)), span(ctx));
  }

  private Noun noun(NounContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx.SUBTYPE() != null) {
      return new Noun.Subtype(lexicon.subtype(written(ctx.SUBTYPE())).orElseThrow(), s);
    }
    if (ctx.COMPANION() != null) {
      return new Noun.Subtype("COMPANION", s);
    }
    if (ctx.PERMANENT() != null) {
      if (ctx.EXPEDITION() != null) {
        return new Noun.Type(ObjectType.EXPEDITION_PERMANENT, s);
      }
      if (ctx.LANDMARK() != null) {
        return new Noun.Type(ObjectType.LANDMARK_PERMANENT, s);
      }
      return new Noun.Type(ObjectType.PERMANENT, s);
    }
    if (ctx.CHARACTER() != null) {
      return new Noun.Type(ObjectType.CHARACTER, s);
    }
    if (ctx.TOKEN_N() != null) {
      return new Noun.Type(ObjectType.TOKEN, s);
    }
    if (ctx.ORB() != null) {
      return new Noun.Type(ObjectType.MANA_ORB, s);
    }
    if (ctx.MARKER() != null) {
      List<Terrain> terrains = new ArrayList<>();
      for (TerrainSymbolContext t : ctx.terrainSymbol()) {
        terrains.add(terrain(t));
      }
      return new Noun.TerrainMarker(list(terrains), s);
    }
    int t = ((TerminalNode) ctx.getChild(0)).getSymbol().getType();
    return switch (t) {
      case SPELL -> new Noun.Type(ObjectType.SPELL, s);
      case CARD -> new Noun.Type(ObjectType.CARD, s);
      case LANDMARK -> new Noun.Type(ObjectType.LANDMARK, s);
      case EXPEDITION -> new Noun.Type(ObjectType.EXPEDITION, s);
      case HERO -> new Noun.Type(ObjectType.HERO, s);
      case REGION -> new Noun.Type(ObjectType.REGION, s);
      case PLAYER -> new Noun.Player(false, s);
      case OPPONENT -> new Noun.Player(true, s);
      default -> throw error(ctx, "expected a kind of object, found '" + written(ctx) + "'");
    };
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
    boolean joined = false;
    for (int i = 0; i < ctx.getChildCount(); i++) {
      ParseTree c = ctx.getChild(i);
      if (c instanceof TerminalNode t) {
        int type = t.getSymbol().getType();
        if (type == COMMA) {
          continue;
        }
        boolean all = type == AND;
        if (groupAll != null && groupAll != all) {
          throw new AbilityBuildException(t.getSymbol().getStartIndex(), "expected only 'o' or only 'y' between filters");
        }
        groupAll = all;
        joined = true;
        continue;
      }
      PostFilterContext pf = fs.get(child++);
      Filter f = filter(pf);
      if (joined) {
        group.add(f);
      } else {
        flush(out, group, groupAll, span(ctx));
        group = new ArrayList<>(List.of(f));
        groupAll = null;
      }
      joined = false;
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

  /** The player of "que controles" (you), "que controle" (they), "que controla un oponente objetivo". */
  private PlayerRef filterPlayer(List<PlayerSubjectContext> players, TerminalNode verb, SourceSpan s) {
    if (!players.isEmpty()) {
      return player(players.get(0));
    }
    int f = features(verb);
    if ((f & RomanceLexicon.P3) != 0 && (f & RomanceLexicon.P2) == 0 && (f & RomanceLexicon.PLURAL) == 0) {
      // "un personaggio che controlla" (Italian "controlla" is also the imperative, which a relative clause cannot be):
      // a Character they control.
      return new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s);
    }
    return impliedPlayer(verb, s);
  }

  private Filter filter(PostFilterContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof ControlledFilterContext c) {
      return new Filter.ControlledBy(filterPlayer(c.playerSubject(), c.CONTROL(), s), s);
    }
    if (ctx instanceof OwnedFilterContext c) {
      return new Filter.OwnedBy(filterPlayer(c.playerSubject(), c.OWN(), s), s);
    }
    if (ctx instanceof ControlledByFilterContext c) {
      return new Filter.ControlledBy(player(c.playerSubject()), s);
    }
    if (ctx instanceof PlayedFilterContext c) {
      return new Filter.PlayedBy(filterPlayer(c.playerSubject(), c.PLAY(), s), optZone(c.zone()),
          c.terrainSymbol() == null ? Optional.empty() : Optional.of(terrain(c.terrainSymbol())),
          c.durationOrTiming() == null ? Optional.empty() : Optional.of(duration(c.durationOrTiming().duration())), s);
    }
    if (ctx instanceof PlayedFromFilterContext c) {
      return new Filter.PlayedFrom(zone(c.zone()), s);
    }
    if (ctx instanceof InFilterContext c) {
      List<Place> places = new ArrayList<>();
      for (PlaceRefContext p : c.placeRef()) {
        places.add(place(p));
      }
      // "de tu reserva": from your Reserve for the verbs that take cards from a zone.
      if (ofMeansFrom && places.size() == 1 && c.OF().size() == 1 && c.IN().isEmpty() && c.THAT() == null
          && (places.get(0) instanceof Place.InZone || places.get(0) instanceof Place.InObject)) {
        return new Filter.From(places.get(0), s);
      }
      // "nella tua Riserva o nei tuoi fulcri", "cartas en tus hitos": in a player's Landmarks is in the Landmark zone,
      // as English reads "in your Landmarks".
      places.replaceAll(RomanceAstBuilder::landmarkZone);
      return new Filter.In(list(places), has(c, AND), s);
    }
    if (ctx instanceof FromFilterContext c) {
      return new Filter.From(c.zone() != null ? new Place.InZone(zone(c.zone()), span(c.zone()))
          : new Place.InObject(obj(c.objectPhrase(), false), span(c.objectPhrase())), s);
    }
    if (ctx instanceof WithPostFilterContext c) {
      return withFilter(c.withFilter(), s);
    }
    if (ctx instanceof ThatHaveFilterContext c) {
      return withFilter(c.withFilter(), s);
    }
    if (ctx instanceof WithoutFilterContext c) {
      if (c.nounGroup() != null) {
        return new Filter.WithNo(pluralNouns(nouns(c.nounGroup())), s);
      }
      return new Filter.NoStatOver(Integer.parseInt(c.NUMBER().getText()), s);
    }
    if (ctx instanceof BetweenFilterContext c) {
      return new Filter.Between(obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof BetweenBareFilterContext c) {
      ObjectRef among = obj(c.objectPhrase(), false);
      // "entre estas cartas": from these cards.
      if (among instanceof ObjectRef.These || among instanceof ObjectRef.Rest) {
        return new Filter.From(new Place.InObject(among, among.span()), s);
      }
      return new Filter.Between(among, s);
    }
    if (ctx instanceof FacingFilterContext c) {
      return new Filter.Facing(obj(c.objectSubject().objectPhrase(), false), s);
    }
    if (ctx instanceof PositionFilterContext c) {
      return new Filter.InPosition(positions(c.positionList()), s);
    }
    EachPhaseFilterContext c = (EachPhaseFilterContext) ctx;
    return new Filter.EachPhase(phase(c.phase()), s);
  }

  private static NounGroup pluralNouns(NounGroup g) {
    return new NounGroup(g.nouns(), true, g.span());
  }

  private Filter withFilter(WithFilterContext ctx, SourceSpan s) {
    if (ctx instanceof StatFilterContext c) {
      comparedStat = Optional.of(stat(c.statName()));
      Condition.Compare k = compare(new Value.Result(false, s), c.comparison(), s);
      comparedStat = Optional.empty();
      return new Filter.StatIs(stat(c.statName()), k.comparison(), k.right(), s);
    }
    if (ctx instanceof TotalStatFilterContext c) {
      Condition.Compare k = compare(new Value.Result(false, s), c.comparison(), s);
      return new Filter.Total(stat(c.statName()), k.comparison(), numberOf(k.right()), s);
    }
    if (ctx instanceof TotalTerrainFilterContext c) {
      Condition.Compare k = compare(new Value.Result(false, s), c.comparison(), s);
      Stat stat = switch (terrain(c.terrainSymbol())) {
        case FOREST -> Stat.FOREST;
        case MOUNTAIN -> Stat.MOUNTAIN;
        case WATER -> Stat.WATER;
      };
      return new Filter.Total(stat, k.comparison(), numberOf(k.right()), s);
    }
    if (ctx instanceof BaseStatFilterContext c) {
      return new Filter.StatIs(Stat.BASE_STATISTIC, Comparison.EQUAL,
          new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), span(c)), false, span(c)), s);
    }
    if (ctx instanceof CounterCountFilterContext c) {
      Condition.HasCounters h = (Condition.HasCounters) counterCondition(new ObjectRef.Self(s), c.counterCount(), s);
      return new Filter.CounterCount(h.range(), h.count(), h.counter(), s);
    }
    if (ctx instanceof ExtremeStatFilterContext c) {
      // "con el mayor coste base", "con il costo base più alto".
      return new Filter.StatExtreme(stat(c.statName()), c.LOWER() == null, s);
    }
    return new Filter.WithCounters(s);
  }

  private Quantity numberOf(Value v) {
    if (v instanceof Value.Number n) {
      return n.quantity();
    }
    throw new AbilityBuildException(0, "expected a number for a total");
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

  private static Place landmarkZone(Place place) {
    if (place instanceof Place.InObject io && io.object() instanceof ObjectRef.Possessed p
        && p.owner() instanceof Possessor.OfPlayer owner && p.adjectives().isEmpty() && p.filters().isEmpty()
        && p.nouns().nouns().size() == 1 && p.nouns().nouns().get(0) instanceof Noun.Type t
        && t.type() == ObjectType.LANDMARK) {
      return new Place.InZone(new Zone(ZoneKind.LANDMARK_ZONE, Optional.of(owner.player()), p.span()), io.span());
    }
    return place;
  }

  private Optional<Zone> optZone(ZoneContext ctx) {
    return ctx == null ? Optional.empty() : Optional.of(zone(ctx));
  }

  private Zone zone(ZoneContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof OwnedZoneContext o) {
      Possessor p = possessive(o.possessive(), true);
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw error(o, "expected a player's zone ('tu reserva'), found an object's");
      }
      return new Zone(zoneKind(o.zoneName()), Optional.of(pl.player()), s);
    }
    if (ctx instanceof OfPlayerZoneContext o) {
      return new Zone(zoneKind(o.zoneName()), Optional.of(player(o.playerSubject())), s);
    }
    if (ctx instanceof OfOwnerZoneContext o) {
      Possessor p = possessive(o.possessive(), false);
      ObjectRef of = p instanceof Possessor.OfObject obj ? obj.object()
          : new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, s);
      return new Zone(zoneKind(o.zoneName()), Optional.of(new PlayerRef(PlayerRef.Kind.OWNER, Optional.of(of),
          span(o.possessive()))), s);
    }
    PlainZoneContext p = (PlainZoneContext) ctx;
    ZoneKind kind = zoneKind(p.zoneName());
    if (kind == ZoneKind.MANA_ZONE && p.THE() != null) {
      // "en la zona de maná": a Mana zone is always someone's; said with no owner, it is yours (English "your").
      return new Zone(kind, Optional.of(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s)), s);
    }
    return new Zone(kind, Optional.empty(), s);
  }

  private ZoneKind zoneKind(ZoneNameContext ctx) {
    if (ctx.RESERVE() != null) {
      return ZoneKind.RESERVE;
    }
    if (ctx.HAND() != null) {
      return ZoneKind.HAND;
    }
    if (ctx.DECK() != null) {
      return ZoneKind.DECK;
    }
    if (ctx.DISCARD_PILE() != null) {
      return ZoneKind.DISCARD_PILE;
    }
    if (ctx.MANA() != null) {
      return ZoneKind.MANA_ZONE;
    }
    if (ctx.EXPEDITION() != null) {
      return ZoneKind.EXPEDITION_ZONE;
    }
    if (ctx.LANDMARK() != null) {
      return ZoneKind.LANDMARK_ZONE;
    }
    return ZoneKind.HERO_ZONE;
  }

  /**
   * "mi", "tu", "su": {@code ofPlayer} when what is possessed is a player's (a zone, a limit, a turn), so "su mano" is
   * their hand and "su expedición" its Expedition.
   */
  private Possessor possessive(PossessiveContext ctx, boolean ofPlayer) {
    SourceSpan s = span(ctx);
    if (ctx instanceof MyPossContext) {
      return new Possessor.OfObject(new ObjectRef.Self(s), s);
    }
    if (ctx instanceof YourPossContext) {
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s), s);
    }
    if (ofPlayer) {
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s), s);
    }
    return new Possessor.OfObject(new ObjectRef.Pronoun(lastCandidate(), ctx instanceof TheirPossContext
        || (ctx instanceof ItsPossContext && plural(((ItsPossContext) ctx).ITS()) && lastPlural()),
        Optional.empty(), false, false, s), s);
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
    } else if (ctx instanceof TargetOpponentPlayerContext || ctx instanceof OtherTargetPlayerContext) {
      kind = PlayerRef.Kind.TARGET_OPPONENT;
    } else if (ctx instanceof OtherPlayerContext) {
      kind = PlayerRef.Kind.AN_OPPONENT;
    } else if (ctx instanceof ThatOpponentPlayerContext) {
      kind = PlayerRef.Kind.THAT_OPPONENT;
    } else if (ctx instanceof PossOpponentPlayerContext c) {
      kind = plural(c.OPPONENT()) ? PlayerRef.Kind.OPPONENTS : PlayerRef.Kind.YOUR_OPPONENT;
    } else if (ctx instanceof EachPlayerContext) {
      kind = PlayerRef.Kind.EACH_PLAYER;
    } else if (ctx instanceof EachOpponentPlayerContext) {
      kind = PlayerRef.Kind.OPPONENTS;
    } else if (ctx instanceof TargetPlayerContext) {
      kind = PlayerRef.Kind.TARGET_PLAYER;
    } else if (ctx instanceof TheyPlayerContext) {
      kind = PlayerRef.Kind.THEY;
    } else if (ctx instanceof OwnerPlayerContext c) {
      return new PlayerRef(PlayerRef.Kind.OWNER, Optional.of(ownerOf(c.possessive(), s)), s);
    } else if (ctx instanceof ControllerPlayerContext c) {
      return new PlayerRef(PlayerRef.Kind.CONTROLLER, Optional.of(ownerOf(c.possessive(), s)), s);
    } else {
      throw error(ctx, "expected a player such as 'tú' or 'un oponente objetivo'");
    }
    return new PlayerRef(kind, Optional.empty(), s);
  }

  private ObjectRef ownerOf(PossessiveContext p, SourceSpan s) {
    if (p instanceof MyPossContext) {
      return new ObjectRef.Self(s);
    }
    return new ObjectRef.Pronoun(lastCandidate(), p instanceof TheirPossContext, Optional.empty(), false, false, s);
  }

  // ===================================================================================================================
  // Words and numbers
  // ===================================================================================================================

  private Status status(TerminalNode node) {
    String t = written(node);
    return lexicon.status(t.substring(2, t.length() - 2)).orElseThrow();
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
      return new Quantity.NumberOf(obj(c.listablePhrase(), false), s);
    }
    if (ctx instanceof CountersQtyContext c) {
      return new Quantity.CountersOn(possessive(c.possessive(), false), counter(c.counterNoun()), s);
    }
    if (ctx instanceof ThatManyQtyContext) {
      return new Quantity.ThatMany(s);
    }
    ResultQtyContext c = (ResultQtyContext) ctx;
    return new Quantity.DieResult(c.FINAL() != null, s);
  }

  /** "su estadística más alta": their highest statistic, the objects named before. */
  private Possessor objectPossessive(PossessiveContext ctx) {
    if (ctx instanceof ItsPossContext || ctx instanceof TheirPossContext) {
      SourceSpan s = span(ctx);
      return new Possessor.OfObject(new ObjectRef.Pronoun(lastCandidate(), lastPlural(), Optional.empty(), false,
          false, s), s);
    }
    return possessive(ctx, false);
  }

  private static int number(NumberContext ctx) {
    if (ctx.NUMBER() != null) {
      return Integer.parseInt(ctx.NUMBER().getText());
    }
    TerminalNode t = ctx.NUMWORD() != null ? ctx.NUMWORD() : ctx.A();
    return Math.max(1, value(t));
  }

  private Quantity mana(TerminalNode node) {
    String t = node.getText();
    return new Quantity.Literal(Integer.parseInt(t.substring(1, t.length() - 1)), span(node));
  }

  private Quantity manaAmount(ManaAmountContext ctx) {
    List<TerminalNode> manas = ctx.MANA_SYM();
    Quantity first;
    int next = 0;
    if (ctx.SYM_X() != null) {
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
    CounterNounNamedContext c = (CounterNounNamedContext) ctx;
    if (c.counterName() == null) {
      return Counter.ANY;
    }
    String id = lexicon.counterId(written(c.counterName()));
    return Counter.named(id);
  }

  private static Phase phase(PhaseContext ctx) {
    int t = ((TerminalNode) ctx.getChild(0)).getSymbol().getType();
    return switch (t) {
      case MORNING -> Phase.MORNING;
      case NOON -> Phase.NOON;
      case AFTERNOON -> Phase.AFTERNOON;
      case DUSK -> Phase.DUSK;
      case NIGHT -> Phase.NIGHT;
      default -> Phase.REST;
    };
  }

  private static Period period(PeriodContext ctx) {
    if (ctx.TURN() != null) {
      return Period.TURN;
    }
    return ctx.AFTERNOON() != null ? Period.AFTERNOON : Period.DAY;
  }

  private static Duration periodDuration(PeriodContext ctx) {
    return switch (period(ctx)) {
      case TURN -> Duration.THIS_TURN;
      case AFTERNOON -> Duration.THIS_AFTERNOON;
      case DAY -> Duration.THIS_DAY;
    };
  }

  private static Duration duration(DurationContext ctx) {
    if (ctx.TURN() != null) {
      return Duration.THIS_TURN;
    }
    return ctx.AFTERNOON() != null ? Duration.THIS_AFTERNOON : Duration.THIS_DAY;
  }

  private static Terrain terrain(TerrainSymbolContext ctx) {
    if (ctx.SYM_V() != null) {
      return Terrain.FOREST;
    }
    return ctx.SYM_M() != null ? Terrain.MOUNTAIN : Terrain.WATER;
  }
}
