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
  final AbilityText text;
  final RomanceLexicon lexicon;
  final List<ObjectRef> candidates = new ArrayList<>();
  PlayerRef defaultActor = PlayerRef.you();
  /** "de" + zone is "from" for verbs that take objects from a zone (discard, put, play), "in" elsewhere. */
  boolean ofMeansFrom;
  /** Inside "por cada ...": "otro personaje" is every other Character (English "each other Character"). */
  boolean eachOf;
  /** Words this ability's reminder text defines ("Estoy [En contacto] si ..."), by folded name. */
  final java.util.Map<String, DefinitionContext> definitions = new java.util.HashMap<>();
  /** The statistic being compared, which "quello di X" (that of X) refers to. */
  Optional<Stat> comparedStat = Optional.empty();

  record Hoisted(ObjectRef objects, Optional<Zone> from) {}

  record Placed(ObjectRef objects, Step.Destination to) {}

  /** The subject of "estoy", "está", "tenía" (written or left out) and the tense. */
  record Be(ObjectRef subject, boolean past, boolean negated) {}

  record ThanPlayer(Condition.Count count, PlayerRef player) {}

  record Prefix(Condition.Count.Range range, Optional<Quantity> n) {}

  RomanceAstBuilder(AbilityText text, RomanceLexicon lexicon) {
    this.text = text;
    this.lexicon = lexicon;
  }

  public static Ability build(AbilityText text, AbilityContext tree, RomanceLexicon lexicon) {
    return new RomanceAstBuilder(text, lexicon).ability(tree);
  }

  // ===================================================================================================================
  // Spans and small helpers
  // ===================================================================================================================

  SourceSpan span(ParserRuleContext ctx) {
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

  SourceSpan span(TerminalNode node) {
    Token t = node.getSymbol();
    int from = Math.min(t.getStartIndex(), text.text().length());
    int to = Math.min(Math.max(t.getStopIndex() + 1, from), text.text().length());
    int origFrom = text.originalOffset(from);
    return SourceSpan.of(origFrom, Math.max(origFrom, text.originalEnd(to)));
  }

  SourceSpan span(ParserRuleContext first, ParserRuleContext last) {
    SourceSpan end = span(last);
    return first == null ? end : SourceSpan.of(span(first).start(), Math.max(span(first).start(), end.end()));
  }

  AbilityBuildException error(ParserRuleContext ctx, String message) {
    return new AbilityBuildException(Math.max(0, ctx.getStart().getStartIndex()), message);
  }

  /** The words of a rule as written (for messages). */
  String written(ParserRuleContext ctx) {
    int from = Math.max(0, ctx.getStart().getStartIndex());
    int to = ctx.getStop() == null ? from : Math.min(text.text().length(), ctx.getStop().getStopIndex() + 1);
    return to > from ? text.text().substring(from, to) : ctx.getText();
  }

  String written(TerminalNode node) {
    Token t = node.getSymbol();
    int to = Math.min(text.text().length(), t.getStopIndex() + 1);
    return t.getStartIndex() >= 0 && to > t.getStartIndex() ? text.text().substring(t.getStartIndex(), to)
        : t.getText();
  }

  /** Whether a token of this type is a direct child of {@code ctx}. */
  static boolean has(ParserRuleContext ctx, int type) {
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

  static int features(TerminalNode node) {
    return node.getSymbol() instanceof ConceptToken c ? c.features() : 0;
  }

  static int value(TerminalNode node) {
    return node.getSymbol() instanceof ConceptToken c ? c.value() : 0;
  }

  static boolean plural(TerminalNode node) {
    return (features(node) & RomanceLexicon.PLURAL) != 0;
  }

  /** The first terminal of a rule (its verb, for verb phrases). */
  static TerminalNode firstTerminal(ParseTree t) {
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

  static <T> ImmutableList<T> list(List<T> items) {
    return ImmutableList.copyOf(items);
  }

  ObjectRef register(ObjectRef ref) {
    if (!(ref instanceof ObjectRef.Pronoun || ref instanceof ObjectRef.Self || ref instanceof ObjectRef.SelfAnd
        || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These || ref instanceof ObjectRef.OneOfThem)) {
      candidates.add(ref);
    }
    return ref;
  }

  ObjectRef again(ObjectRef subject, SourceSpan s) {
    if (subject instanceof ObjectRef.Self) {
      return new ObjectRef.Self(s);
    }
    if (subject instanceof ObjectRef.Pronoun p) {
      return new ObjectRef.Pronoun(p.antecedent(), p.plural(), Optional.empty(), false, false, s);
    }
    return RomanceStepBuilder.sameAs(new Antecedent(candidates.size() - 1), subject, s);
  }

  Antecedent lastCandidate() {
    return candidates.isEmpty() ? Antecedent.TRIGGER : new Antecedent(candidates.size() - 1);
  }

  /** Whether the last object named is plural (for "su", "sus", "loro" that stand for it). */
  boolean lastPlural() {
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
  ObjectRef impliedSubject(TerminalNode verb, SourceSpan s) {
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
  PlayerRef impliedPlayer(TerminalNode verb, SourceSpan s) {
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

  Ability effectOrPassive(EffectContext ctx, boolean support, SourceSpan span) {
    Effect effect = RomanceSentenceBuilder.effect(this, ctx);
    return Ability.untriggered(support, effect, span);
  }

  Ability.KeywordLine keywordLine(KeywordLineContext ctx) {
    List<Ability.KeywordItem> items = new ArrayList<>();
    for (KeywordItemContext item : ctx.keywordItem()) {
      items.add(keywordItem(item));
    }
    return new Ability.KeywordLine(list(items), span(ctx));
  }

  private Ability.KeywordItem keywordItem(KeywordItemContext ctx) {
    Optional<Quantity> whereX = ctx.whereX() == null ? Optional.empty()
        : Optional.of(quantity(ctx.whereX().quantity()));
    if (ctx.STATUS() != null) {
      if (ctx.MANA_SYM() != null || ctx.NUMBER() != null || ctx.SYM_X() != null) {
        throw error(ctx, "expected a keyword ability before the number, found the status " + written(ctx.STATUS()));
      }
      return new Ability.KeywordItem(Optional.empty(), Optional.of(status(ctx.STATUS())), Optional.empty(), whereX,
          span(ctx));
    }
    RomanceLexicon.KeywordWithParameter k = lexicon.ability(inside(ctx.KW_ABILITY())).orElseThrow();
    Optional<Quantity> parameter = k.parameter().map(p -> p.equalsIgnoreCase("x")
        ? new Quantity.X(0, span(ctx.KW_ABILITY())) : new Quantity.Literal(Integer.parseInt(p),
            span(ctx.KW_ABILITY())));
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

  String inside(TerminalNode bracket) {
    String t = written(bracket);
    return t.startsWith("[") ? t.substring(1, t.length() - 1) : t;
  }

  Ability.Reaction reaction(ReactionContext ctx, boolean support, SourceSpan span) {
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
        trigger = new Trigger.When(RomanceEventBuilder.event(this, ((WhenTriggerContext) head).event()), span(head));
      }
      for (TriggerClauseContext clause : ctx.trigger().triggerClause()) {
        if (clause.condition() != null) {
          if (condition.isPresent()) {
            throw error(clause, "expected one condition after the trigger, found two");
          }
          condition = Optional.of(RomanceConditionBuilder.condition(this, clause.condition()));
        } else if (clause.objectPhrase() != null) {
          forEach = Optional.of(new Ability.ForEachClause.Objects(RomanceObjectBuilder.eachObj(this,
              clause.objectPhrase(), false), span(clause)));
        } else {
          forEach = Optional.of(new Ability.ForEachClause.Counters(RomanceFilterBuilder.possessive(this,
              clause.possessive(), false),
              counter(clause.counterNoun()), span(clause)));
        }
      }
    }
    return new Ability.Reaction(support, trigger, condition, forEach, RomanceSentenceBuilder.effect(this, ctx.effect()),
        span);
  }

  static Phase momentPhase(MomentContext ctx) {
    return ctx.phase() == null ? Phase.NIGHT : phase(ctx.phase());
  }

  static boolean momentEnd(MomentContext ctx) {
    return ctx.getChildCount() > 1;
  }

  static TriggerSymbol triggerSymbol(TriggerSymbolContext ctx) {
    if (ctx.SYM_J() != null) {
      return TriggerSymbol.JOIN;
    }
    return ctx.SYM_H() != null ? TriggerSymbol.HAND : TriggerSymbol.RESERVE;
  }

  Ability.QuickAction quickAction(QuickActionContext ctx) {
    return new Ability.QuickAction(costs(ctx.costList()), RomanceSentenceBuilder.effect(this, ctx.effect()), span(ctx));
  }

  ImmutableList<Cost> costs(CostListContext ctx) {
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
        costs.add(new Cost.AsStep(RomanceStepBuilder.step(this, ((CostStepContext) part).step()), s));
      }
    }
    return list(costs);
  }

  // ===================================================================================================================
  // Words and numbers
  // ===================================================================================================================

  Status status(TerminalNode node) {
    String t = written(node);
    return lexicon.status(t.substring(2, t.length() - 2)).orElseThrow();
  }

  Quantity quantity(QuantityContext ctx) {
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
      return new Quantity.NumberOf(RomanceObjectBuilder.obj(this, c.listablePhrase(), false), s);
    }
    if (ctx instanceof CountersQtyContext c) {
      return new Quantity.CountersOn(RomanceFilterBuilder.possessive(this, c.possessive(), false),
          counter(c.counterNoun()), s);
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
    return RomanceFilterBuilder.possessive(this, ctx, false);
  }

  static int number(NumberContext ctx) {
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

  Quantity manaAmount(ManaAmountContext ctx) {
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

  Counter counter(CounterNounContext ctx) {
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

  static Phase phase(PhaseContext ctx) {
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

  static Period period(PeriodContext ctx) {
    if (ctx.TURN() != null) {
      return Period.TURN;
    }
    return ctx.AFTERNOON() != null ? Period.AFTERNOON : Period.DAY;
  }

  static Duration periodDuration(PeriodContext ctx) {
    return switch (period(ctx)) {
      case TURN -> Duration.THIS_TURN;
      case AFTERNOON -> Duration.THIS_AFTERNOON;
      case DAY -> Duration.THIS_DAY;
    };
  }

  static Duration duration(DurationContext ctx) {
    if (ctx.TURN() != null) {
      return Duration.THIS_TURN;
    }
    return ctx.AFTERNOON() != null ? Duration.THIS_AFTERNOON : Duration.THIS_DAY;
  }

  static Terrain terrain(TerrainSymbolContext ctx) {
    if (ctx.SYM_V() != null) {
      return Terrain.FOREST;
    }
    return ctx.SYM_M() != null ? Terrain.MOUNTAIN : Terrain.WATER;
  }
}
