package dev.altered.text.en;

import static dev.altered.grammar.en.AlteredEnglishParser.*;

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
import dev.altered.ast.Vocabulary.Period;
import dev.altered.ast.Vocabulary.ObjectType;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Position;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import dev.altered.text.AbilityText;
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
import org.antlr.v4.runtime.tree.TerminalNodeImpl;

/**
 * English parse tree to AST. One method per grammar rule; every node gets the span of the text it was read from
 * (mapped back to the original printed text). Pronouns are resolved here (see {@link ObjectRef.Antecedent}).
 *
 * <p>Constructs the AST cannot represent faithfully are refused with {@link BuildException} (a positioned error),
 * never approximated: there is no catch-all node.
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

  private final AbilityText text;
  /** Object phrases that pronouns can stand for, in reading order (see ObjectRef.Antecedent). */
  private final List<ObjectRef> candidates = new ArrayList<>();
  /** The actor of steps written without one: "you", or the player of "Each player may ...". */
  private PlayerRef defaultActor = PlayerRef.you();
  /** The trigger of a Reaction written after its effect, while its effect is read (see lateReaction). */
  private SentenceTailContext lateTrigger;
  /** The subject of the effect of such a Reaction, read as "it": the object the trigger named (6.3.i). */
  private ObjectPhraseContext lateSubject;
  private ObjectRef lateSubjectRef;

  /** The ability's offsets into the original text and its length, read once (every node gets a span). */
  private final int[] offsets;
  private final int length;

  private EnglishAstBuilder(AbilityText text) {
    this.text = text;
    this.offsets = text.offsets();
    this.length = text.text().length();
  }

  static Ability build(AbilityText text, AbilityContext tree) {
    return new EnglishAstBuilder(text).ability(tree);
  }

  // ===================================================================================================================
  // Spans and small helpers
  // ===================================================================================================================

  private SourceSpan span(ParserRuleContext ctx) {
    Token start = ctx.start;
    Token stop = ctx.stop;
    int from = start.getType() == Token.EOF ? length : start.getStartIndex();
    int to = stop == null || stop.getType() == Token.EOF || stop.getStopIndex() < from ? from : stop.getStopIndex() + 1;
    return originalSpan(from, to);
  }

  private SourceSpan span(TerminalNode node) {
    Token t = node.getSymbol();
    return originalSpan(t.getStartIndex(), t.getStopIndex() + 1);
  }

  /** The original span of the normalized range [from, to): as AbilityText.originalOffset and originalEnd. */
  private SourceSpan originalSpan(int from, int to) {
    int origFrom = offsets[Math.max(0, Math.min(from, length))];
    int origTo = to <= 0 ? offsets[0] : offsets[Math.min(to, length) - 1] + 1;
    return SourceSpan.of(origFrom, Math.max(origFrom, origTo));
  }

  private BuildException error(ParserRuleContext ctx, String message) {
    return new BuildException(ctx.getStart().getStartIndex(), message);
  }

  /** Whether a word of the grammar is a direct child of {@code ctx} (compared by token type, no text copied). */
  private static boolean has(ParserRuleContext ctx, String word) {
    int type = literalType(word);
    List<ParseTree> children = ctx.children;
    for (int i = 0, n = children.size(); i < n; i++) {
      // TerminalNodeImpl (a class, ErrorNodeImpl's too) rather than the TerminalNode interface: a cheaper test.
      if (children.get(i) instanceof TerminalNodeImpl t && t.symbol.getType() == type) {
        return true;
      }
    }
    return false;
  }

  /** Token types of the grammar's literal words ("'draw'" -> its type), built once. */
  private static final java.util.Map<String, Integer> LITERALS;

  static {
    java.util.Map<String, Integer> m = new java.util.HashMap<>();
    for (int i = 0; i <= VOCABULARY.getMaxTokenType(); i++) {
      String literal = VOCABULARY.getLiteralName(i);
      if (literal != null) {
        // Interned: the words of this file are string constants, so a look-up matches by identity, not by comparing.
        m.put(literal.substring(1, literal.length() - 1).replace("\\'", "'").intern(), i);
      }
    }
    LITERALS = m;
    int size = Integer.highestOneBit(m.size() * 4);
    String[] keys = new String[size];
    int[] types = new int[size];
    for (java.util.Map.Entry<String, Integer> e : m.entrySet()) {
      int h = e.getKey().hashCode() & (size - 1);
      while (keys[h] != null) {
        h = (h + 1) & (size - 1);
      }
      keys[h] = e.getKey();
      types[h] = e.getValue();
    }
    WORD_KEYS = keys;
    WORD_TYPES = types;
  }

  /**
   * The same words by identity (the words of this file are interned constants, as are the keys): an open-addressed
   * table read on every {@link #has}, with no boxing and no equals; a word not found so goes to {@link #LITERALS}.
   */
  private static final String[] WORD_KEYS;
  private static final int[] WORD_TYPES;

  private static int literalType(String word) {
    String[] keys = WORD_KEYS;
    int mask = keys.length - 1;
    for (int h = word.hashCode() & mask; keys[h] != null; h = (h + 1) & mask) {
      if (keys[h] == word) {
        return WORD_TYPES[h];
      }
    }
    // The words in this file are written in lower case: no copy on the hot path.
    Integer type = LITERALS.get(word);
    if (type == null) {
      type = LITERALS.get(word.toLowerCase(Locale.ROOT));
    }
    if (type == null) {
      throw new IllegalArgumentException("not a word of the grammar: " + word);
    }
    return type;
  }

  /** The grammar's literal words by token type (lower case, interned), null for a token type that is not a word. */
  private static final String[] WORDS = new String[VOCABULARY.getMaxTokenType() + 1];

  static {
    for (java.util.Map.Entry<String, Integer> e : LITERALS.entrySet()) {
      WORDS[e.getValue()] = e.getKey();
    }
  }

  /**
   * A word in lower case: a terminal's, or the one terminal of a rule of one word ("Character", "Dusk", "{J}"). A word
   * of the grammar is its literal (no lower-cased copy of the text, which "Character" would need); another text, or
   * a node of several words, is lower-cased as before.
   */
  private static String word(ParseTree node) {
    ParseTree leaf = node;
    if (node instanceof ParserRuleContext r && r.children != null && r.children.size() == 1) {
      leaf = r.children.get(0);
    }
    if (leaf instanceof TerminalNodeImpl t) {
      int type = t.symbol.getType();
      String w = type >= 0 && type < WORDS.length ? WORDS[type] : null;
      if (w != null) {
        String text = t.symbol.getText();
        if (text.length() == w.length() && text.equalsIgnoreCase(w)) {
          return w;
        }
      }
    }
    return node.getText().toLowerCase(Locale.ROOT);
  }

  private static <T> ImmutableList<T> list(List<T> items) {
    return ImmutableList.copyOf(items);
  }

  /** Counts an object phrase for pronouns; pronouns and "I" only repeat what was named and are not counted. */
  private ObjectRef register(ObjectRef ref) {
    if (!(ref instanceof ObjectRef.Pronoun || ref instanceof ObjectRef.Self || ref instanceof ObjectRef.SelfAnd
        || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These || ref instanceof ObjectRef.OneOfThem)) {
      candidates.add(ref);
    }
    return ref;
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

  /**
   * What "it" stands for here: the last object phrase named (a pronoun is followed to what it stands for; "I" is
   * never "it").
   */
  private Antecedent lastCandidate() {
    return candidates.isEmpty() ? Antecedent.TRIGGER : new Antecedent(candidates.size() - 1);
  }

  // ===================================================================================================================
  // Abilities
  // ===================================================================================================================

  /** Keywords this ability's reminder text defines ("I'm [In Contact] if ..."), by lower-case name. */
  private final Map<String, DefinitionContext> definitions = new HashMap<>();

  private Ability ability(AbilityContext ctx) {
    for (DefinitionContext d : ctx.getRuleContexts(DefinitionContext.class)) {
      definitions.putIfAbsent(inside(d.getToken(dev.altered.grammar.en.AlteredEnglishParser.UNKNOWN_BRACKET, 0)).toLowerCase(Locale.ROOT), d);
    }
    // supportMark? (keywordLine | reaction | quickAction | effect) EOF: the body is the first child after the mark.
    ParseTree first = ctx.children.get(0);
    SupportMarkContext mark = first instanceof SupportMarkContext m ? m : null;
    ParseTree body = mark == null ? first : ctx.children.get(1);
    if (body instanceof KeywordLineContext k) {
      return keywordLine(k);
    }
    if (body instanceof ReactionContext r) {
      return reaction(r, mark != null, span(mark, r));
    }
    if (body instanceof QuickActionContext q) {
      return quickAction(q);
    }
    EffectContext e = (EffectContext) body;
    return effectOrPassive(e, mark != null, span(mark, e));
  }

  /** From the start of {@code first} (or of {@code last} when there is no first) to the end of {@code last}. */
  private SourceSpan span(ParserRuleContext first, ParserRuleContext last) {
    SourceSpan end = span(last);
    if (first == null) {
      return end;
    }
    int start = span(first).start();
    return SourceSpan.of(start, Math.max(start, end.end()));
  }

  /** Untriggered text is a passive ability when it only makes statements, and an effect when it does anything. */
  private Ability effectOrPassive(EffectContext ctx, boolean support, SourceSpan span) {
    Optional<Ability.Reaction> late = lateReaction(ctx, support, span);
    if (late.isPresent()) {
      return late.get();
    }
    Effect effect = effect(ctx);
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
        throw error(back, "expected '" + back.getText() + "' to stand for the objects the effect is about (such as"
            + " 'Other Characters in my Expedition gain 1 boost when they join it'), found none");
      }
      int index = candidates.size();
      ObjectRef group = obj(step.objectPhrase(), true);
      if (!(group instanceof ObjectRef.Phrase ph) || candidates.size() != index + 1
          || !(ph.quantifier().kind() == Quantifier.Kind.BARE || ph.quantifier().kind() == Quantifier.Kind.ALL
              || ph.quantifier().kind() == Quantifier.Kind.EACH)
          || ph.quantifier().target()) {
        throw error(step.objectPhrase(), "expected a group of objects the trigger is about (such as 'Characters you"
            + " control' or 'each other Character'), found '" + step.objectPhrase().getText() + "'");
      }
      // The place "it" of "join it", "leave it": the place of the group's filter ("in my Expedition").
      Optional<Filter.In> in = ph.filters().stream().filter(f -> f instanceof Filter.In).map(f -> (Filter.In) f)
          .findFirst();
      ImmutableList<Filter> filters = ph.filters();
      ObjectRef.Phrase one = singular(ph, filters);
      candidates.set(index, one);
      event = objectEvent(one, o.objectEvent());
      if (placedByPronoun(event)) {
        if (in.isEmpty() || in.get().places().size() != 1) {
          throw error(o.objectEvent(), "expected the place 'it' stands for in the objects' description (such as"
              + " 'Characters in my Expedition ... join it'), found none");
        }
        Place place = in.get().places().get(0);
        one = singular(ph, list(filters.stream().filter(f -> f != in.get()).toList()));
        candidates.set(index, one);
        event = event instanceof Event.Joins j ? new Event.Joins(one, ImmutableList.of(place), j.span())
            : new Event.Leaves(one, place, ((Event.Leaves) event).during(), event.span());
      }
      lateSubject = step.objectPhrase();
      lateSubjectRef = new ObjectRef.Pronoun(new Antecedent(index), false, Optional.empty(), false, false,
          span(step.objectPhrase()));
    } else {
      event = event(ev);
    }
    lateTrigger = tail;
    try {
      Effect effect = effect(ctx);
      return Optional.of(new Ability.Reaction(support, new Trigger.When(event, span(tail)), Optional.empty(),
          Optional.empty(), effect, span));
    } finally {
      lateTrigger = null;
      lateSubject = null;
      lateSubjectRef = null;
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
    EnglishLexicon.KeywordWithParameter k = EnglishLexicon.ability(inside).orElseThrow();
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

  /** The words of a keyword: "[Ascends]" bracketed, or the plain word "ascends". */
  private static String inside(TerminalNode bracket) {
    String t = bracket.getText();
    return t.startsWith("[") ? t.substring(1, t.length() - 1) : t;
  }

  private Ability.Reaction reaction(ReactionContext ctx, boolean support, SourceSpan span) {
    Trigger trigger;
    Optional<Condition> condition = Optional.empty();
    Optional<Ability.ForEachClause> forEach = Optional.empty();
    // triggerSymbol+ effect | trigger triggerSep effect: the first child tells which; the effect is the last.
    List<ParseTree> children = ctx.children;
    int last = children.size() - 1;
    if (children.get(0) instanceof TriggerSymbolContext first) {
      if (last == 1) {
        trigger = new Trigger.Symbol(triggerSymbol(first), span(first));
      } else {
        List<Trigger> symbols = new ArrayList<>(last);
        for (int i = 0; i < last; i++) {
          TriggerSymbolContext t = (TriggerSymbolContext) children.get(i);
          symbols.add(new Trigger.Symbol(triggerSymbol(t), span(t)));
        }
        // "{J} {H}": either symbol's event activates it (7.1.1).
        trigger = new Trigger.AnyOf(list(symbols), span(first, (TriggerSymbolContext) children.get(last - 1)));
      }
    } else {
      // triggerHead (',' triggerClause)*
      TriggerContext triggerContext = (TriggerContext) children.get(0);
      TriggerHeadContext head = (TriggerHeadContext) triggerContext.children.get(0);
      // 'when' (event | selfEvent) timing? | 'at' moment | 'after' 'rest': the head's second child tells which.
      ParseTree what = head.children.get(1);
      if (what instanceof MomentContext moment) {
        trigger = isTurnEnd(moment) ? new Trigger.EndOfTurn(turnOf(moment), span(head))
            : new Trigger.At(momentPhase(moment), momentEnd(moment), span(head));
      } else if (what instanceof EventContext event) {
        trigger = new Trigger.When(event(event), span(head));
      } else if (what instanceof SelfEventContext self) {
        trigger = new Trigger.When(selfEvent(self), span(head));
      } else if (what instanceof DefinedEventContext defined) {
        DefinedEventWordContext meaning = definedEvent(defined);
        trigger = new Trigger.When(event(meaning.event()), span(head));
        if (!meaning.timing().isEmpty()) {
          condition = Optional.of(timing(meaning.timing(0)));
        }
      } else {
        trigger = new Trigger.At(Phase.REST, true, span(head));
      }
      if (head.children.size() > 2 && head.children.get(2) instanceof TimingContext timing) {
        if (condition.isPresent()) {
          throw error(timing, "expected one timing for the trigger, found its definition's and this one");
        }
        condition = Optional.of(timing(timing));
      }
      List<ParseTree> clauses = triggerContext.children;
      for (int i = 2, n = clauses.size(); i < n; i += 2) {
        // 'if' condition | 'for' 'each' objectPhrase | 'for' 'each' 'of' possessive counterNoun: the last child.
        TriggerClauseContext clause = (TriggerClauseContext) clauses.get(i);
        ParseTree end = clause.children.get(clause.children.size() - 1);
        if (end instanceof ConditionContext c) {
          if (condition.isPresent()) {
            throw error(clause, "expected one condition after the trigger (or 'during ...'), found two");
          }
          condition = Optional.of(condition(c));
        } else if (end instanceof ObjectPhraseContext o) {
          forEach = Optional.of(new Ability.ForEachClause.Objects(obj(o, false), span(clause)));
        } else {
          forEach = Optional.of(new Ability.ForEachClause.Counters(
              possessive((PossessiveContext) clause.children.get(3)), counter((CounterNounContext) end),
              span(clause)));
        }
      }
    }
    return new Ability.Reaction(support, trigger, condition, forEach, effect((EffectContext) children.get(last)),
        span);
  }

  private Event selfEvent(SelfEventContext ctx) {
    ObjectRef self = has(ctx, "i'm") ? new ObjectRef.Self(span(ctx)) : pronoun(ctx, false);
    return undergoes(self, ctx, ctx.objectAction(), ctx.zone(), ctx.objectList(), span(ctx));
  }

  /** "is played from Reserve", "would be sent to Reserve", "is targeted by a Spell". */
  private Event undergoes(ObjectRef subject, ParserRuleContext ctx, ObjectActionContext action,
      List<ZoneContext> zones, ObjectListContext by, SourceSpan s) {
    ObjectAction a = objectAction(action);
    Optional<Zone> from = Optional.empty();
    Optional<Zone> to = Optional.empty();
    int z = 0;
    for (int i = 0; i < ctx.getChildCount(); i++) {
      if (ctx.getChild(i) instanceof ZoneContext zc) {
        String before = ctx.getChild(i - 1).getText().toLowerCase(Locale.ROOT);
        if (before.equals("from")) {
          from = Optional.of(zone(zc));
        } else {
          to = Optional.of(zone(zc));
        }
        z++;
      }
    }
    Optional<ObjectRef> doer = by == null ? Optional.empty() : Optional.of(objList(by));
    return new Event.Undergoes(subject, a, from, to, doer, s);
  }

  private static ObjectAction objectAction(ObjectActionContext ctx) {
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
    if (!(possessive(ctx.possessive()) instanceof Possessor.OfPlayer p)) {
      throw error(ctx.possessive(), "expected a player's turn ('your turn'), found '" + ctx.possessive().getText()
          + "'");
    }
    return Optional.of(p.player());
  }

  /** A step delayed to a moment: "at Dusk", "at the end of the Afternoon", "at the end of the turn". */
  private Step.Modifier delayedTo(MomentContext ctx, SourceSpan s) {
    return isTurnEnd(ctx) ? new Step.Modifier.AtEndOfTurn(turnOf(ctx), s)
        : new Step.Modifier.At(momentPhase(ctx), momentEnd(ctx), s);
  }

  /** "the end of the Day" is the end of its last phase, Night (4.2). */
  private static Phase momentPhase(MomentContext ctx) {
    return ctx.phase() == null ? Phase.NIGHT : phase(ctx.phase());
  }

  private static boolean momentEnd(MomentContext ctx) {
    return ctx.getChildCount() > 1;
  }

  private static TriggerSymbol triggerSymbol(TriggerSymbolContext ctx) {
    return switch (word(ctx)) {
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
      Cost item_;
      if (part instanceof CostExhaustMeContext c) {
        item_ = new Cost.ExhaustMe(s);
      } else if (part instanceof CostDiscardMeContext c) {
        item_ = new Cost.DiscardMe(s);
      } else if (part instanceof CostManaContext c) {
        item_ = new Cost.Mana(mana(c.MANA()), s);
      } else if (part instanceof CostManaXContext c) {
        item_ = new Cost.Mana(new Quantity.X(0, s), s);
      } else if (part instanceof CostStepContext c) {
        item_ = new Cost.AsStep(step(c.step()), s);
      } else {
        throw error(part, "expected a cost, found '" + part.getText() + "'");
      }
      costs.add(item_);
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
        Event event = event(r.event());
        out.add(new Sentence.WhenThisWay(event, steps(r.stepSequence()), span(r)));
        continue;
      }
      if (!(child instanceof SentenceContext s)) {
        continue;
      }
      Sentence sentence = sentence(s);
      // "On a 4+, ... . On a 1-3, ...": consecutive inline results are one list of outcomes.
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

  /** "You may play Spells for {1} less if their Base Cost is {4} or more": the statistic filters the cards. */
  private Step theirStat(List<Step> steps, IfTheirStatContext t) {
    Filter f = new Filter.StatIs(stat(t.statName()), has(t, "more") ? Comparison.AT_LEAST : Comparison.AT_MOST,
        new Value.Number(manaAmount(t.manaAmount()), true, span(t.manaAmount())), span(t));
    if (steps.size() == 1 && steps.get(0) instanceof Step.May may && may.steps().size() == 1
        && may.steps().get(0) instanceof Step.Play p) {
      return new Step.May(may.actor(), ImmutableList.of(new Step.Play(p.actor(), withFilter(p.objects(), f, t),
          p.from(), p.in(), p.cost(), p.immediately(), p.span())), may.either(), may.span());
    }
    if (steps.size() == 1 && steps.get(0) instanceof Step.Continuous k && k.statement() instanceof Statement.MayPlay m) {
      return new Step.Continuous(new Statement.MayPlay(m.player(), withFilter(m.objects(), f, t), m.from(), m.in(),
          m.cost(), m.span()), k.duration(), k.span());
    }
    if (steps.size() == 1 && steps.get(0) instanceof Step.Continuous k && k.statement() instanceof Statement.CostChange c) {
      return new Step.Continuous(new Statement.CostChange(withFilter(c.subject(), f, t), c.mana(), c.more(), c.toPlayIn(),
          c.minimum(), c.per(), c.span()), k.duration(), k.span());
    }
    throw error(t, "expected 'if their ...' after cards to play ('You may play Spells for {1} less'), found " + steps);
  }

  private Sentence sentence(SentenceContext ctx) {
    SourceSpan s = span(ctx);
    // The plain sentence first: most sentences are one (the labeled alternatives are disjoint classes).
    if (ctx instanceof PlainSentenceContext c) {
      ImmutableList<Step> steps = steps(c);
      // The tail is the last child, when there is one.
      if (!(c.children.get(c.children.size() - 1) instanceof SentenceTailContext tail) || tail == lateTrigger) {
        return new Sentence.Steps(steps, s);
      }
      // ('unless' | 'if') condition | ('as' 'long' 'as' | 'while') condition | timing | 'when' event: the last child.
      ParseTree end = tail.children.get(tail.children.size() - 1);
      if (end instanceof IfTheirStatContext t) {
        return new Sentence.Steps(ImmutableList.of(theirStat(steps, t)), s);
      }
      if (end instanceof EventContext) {
        throw error(tail, "expected a trigger written after its effect ('... when they join it') to end a whole"
            + " ability (6.3.a), found it in a longer effect");
      }
      Condition cond = end instanceof TimingContext t ? timing(t) : condition((ConditionContext) end);
      // "Activate this only ... if ...": the condition belongs to the restriction.
      if (steps.size() == 1 && steps.get(0) instanceof Step.Continuous k
          && k.statement() instanceof Statement.ActivationRestriction r && r.onlyIf().isEmpty()
          && has(tail, "if") && k.duration().isEmpty()) {
        return new Sentence.Steps(ImmutableList.of(new Step.Continuous(new Statement.ActivationRestriction(
            Optional.of(cond), r.times(), r.per(), r.span()), Optional.empty(), k.span())), s);
      }
      // "I cost {1} less if ...", "I am [Defender] unless ..." (6.5.d), "... as long as ..."
      return has(tail, "unless") ? new Sentence.Unless(cond, steps, s)
          : new Sentence.If(cond, steps, Optional.empty(), s);
    }
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
    if (ctx instanceof ThenSentenceContext c) {
      return sentence(c.sentence());
    }
    if (ctx instanceof DuringSentenceContext c) {
      return new Sentence.During(phase(c.phase()), steps(c.stepSequence()), s);
    }
    if (ctx instanceof TimingSentenceContext c) {
      // "During the first Day, ...", "During your turn, ...": the same as the condition after the steps.
      SourceSpan ts = SourceSpan.of(s.start(), span((TerminalNode) c.getChild(c.getChildCount() - 3)).end());
      Condition cond = c.possessive() != null
          ? duringTurn(c.possessive(), ts)
          : new Condition.During(Optional.empty(), Optional.empty(),
              Optional.of(new Quantity.Literal(ordinal(c.ordinal()), span(c.ordinal()))), ts);
      return new Sentence.If(cond, steps(c.stepSequence()), Optional.empty(), s);
    }
    if (ctx instanceof DependingSentenceContext c) {
      return new Sentence.Depending(quantity(c.quantity()), outcomes(c.resultItem()), s);
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
      // A condition checked continuously: for a passive, the same as "if" (2.2.12.m).
      Condition cond = condition(c.condition());
      return new Sentence.If(cond, steps(c.stepSequence()), Optional.empty(), s);
    }
    if (ctx instanceof UntilSentenceContext c) {
      // "Until the end of the turn, ...", "This Afternoon, ...": the duration of every step (2.2.15).
      Duration d = duration(c.duration());
      return new Sentence.Steps(lasting(steps(c.stepSequence()), d, span(c.duration())), s);
    }
    if (ctx instanceof DelayedSentenceContext c) {
      // "At Dusk, sacrifice it": each step is delayed to that moment.
      Step.Modifier at = c.moment() != null ? delayedTo(c.moment(), span(c.moment()))
          : new Step.Modifier.At(Phase.REST, true, s);
      List<Step> out = new ArrayList<>();
      for (Step st : steps(c.stepSequence())) {
        out.add(withModifier(st, at));
      }
      return new Sentence.Steps(list(out), s);
    }
    throw error(ctx, "expected a sentence, found '" + ctx.getText() + "'");
  }

  /** Steps that last for a duration: a continuous step takes it, another step gets a {@code Lasting} modifier. */
  private static ImmutableList<Step> lasting(List<Step> steps, Duration d, SourceSpan ds) {
    List<Step> out = new ArrayList<>();
    for (Step st : steps) {
      if (st instanceof Step.Continuous k && k.duration().isEmpty()) {
        out.add(new Step.Continuous(k.statement(), Optional.of(d), k.span()));
      } else if (st instanceof Step.Modified m && m.step() instanceof Step.Continuous k && k.duration().isEmpty()) {
        // "This turn, target Character gets +1 {M} for each ...": the statement lasts, the count is its own.
        out.add(new Step.Modified(new Step.Continuous(k.statement(), Optional.of(d), k.span()), m.modifiers(),
            m.span()));
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

  /** "during your turn", "during the Afternoon", "during the first Day". */
  private Condition duringTurn(PossessiveContext ctx, SourceSpan s) {
    Possessor p = possessive(ctx);
    if (!(p instanceof Possessor.OfPlayer pl)) {
      throw error(ctx, "expected a player's turn ('your turn'), found an object's");
    }
    return new Condition.During(Optional.of(pl.player()), Optional.empty(), Optional.empty(), s);
  }

  private Condition timing(TimingContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx.possessive() != null) {
      return duringTurn(ctx.possessive(), s);
    }
    if (ctx.phase() != null) {
      return new Condition.During(Optional.empty(), Optional.of(phase(ctx.phase())), Optional.empty(), s);
    }
    return new Condition.During(Optional.empty(), Optional.empty(),
        Optional.of(new Quantity.Literal(ordinal(ctx.ordinal()), span(ctx.ordinal()))), s);
  }

  private Sentence modal(ChooseModesContext ctx) {
    Quantity count = quantity(ctx.chooseCount().quantity());
    boolean upTo = ctx.chooseCount().getChildCount() > 1;
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
      Effect effect = new Effect(ImmutableList.of(new Sentence.Steps(steps(ctx.stepSequence()), span(ctx.stepSequence()))),
          span(ctx.stepSequence()));
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

  /** The steps of a stepSequence, or of a plain sentence (the same items, then its tail, which is not read here). */
  private ImmutableList<Step> steps(ParserRuleContext ctx) {
    List<Step> steps = new ArrayList<>();
    List<ParseTree> children = ctx.children;
    for (int i = 0, n = children.size(); i < n; i++) {
      // The items' children read once, in order, between the joins: an optional step, or one step, or two joined by
      // "to".
      OptionalStepContext optional = null;
      StepContext first = null;
      StepContext second = null;
      for (; i < n && !(children.get(i) instanceof StepJoinContext); i++) {
        ParseTree child = children.get(i);
        if (child instanceof OptionalStepContext o) {
          optional = o;
        } else if (child instanceof StepContext st) {
          if (first == null) {
            first = st;
          } else {
            second = st;
          }
        }
      }
      if (optional != null) {
        // "Target opponent may [Exhausted Resupply], then may do it again": the same player.
        PlayerRef outer = defaultActor;
        if (!(optional.children.get(0) instanceof PlayerSubjectContext) && !steps.isEmpty()) {
          defaultActor = actorOfOptional(steps.get(steps.size() - 1)).orElse(defaultActor);
        }
        try {
          steps.add(optionalStep(optional));
        } finally {
          defaultActor = outer;
        }
      } else if (second != null) {
        // "Spend 1 counter from a card you control to discard target Permanent": an internal action (1.2.5.a).
        Step cost = step(first);
        Step effect = step(second);
        steps.add(new Step.Internal(defaultActor, false, ImmutableList.of(cost), effect, span(first, second)));
      } else if (!steps.isEmpty() && continuesSubject(first)) {
        // "Each player discards their hand, then draws three cards": a verb in the third person with no subject
        // goes on with the subject of the step before (an imperative "draw" would be "you").
        PlayerRef outer = defaultActor;
        defaultActor = actorOf(steps.get(steps.size() - 1)).orElse(defaultActor);
        try {
          steps.addAll(stepList(first));
        } finally {
          defaultActor = outer;
        }
      } else {
        steps.addAll(stepList(first));
      }
    }
    return list(steps);
  }

  /** A player's verb without a subject, written in the third person ("draws", "discards", "has"). */
  private static boolean continuesSubject(StepContext ctx) {
    if (!(ctx instanceof PlayerStepContext p) || p.playerSubject() != null || p.playerOfObject() != null) {
      return false;
    }
    ParserRuleContext verb = p.playerVerbPhrase() instanceof MoreVerbsContext m ? m.playerVerbMore()
        : p.playerVerbPhrase();
    for (ParseTree child : verb.children) {
      if (child instanceof TerminalNode t) {
        String word = t.getText().toLowerCase(java.util.Locale.ROOT);
        if (word.equals("immediately") || word.equals("also")) {
          continue;
        }
        return word.endsWith("s");
      }
      return false;
    }
    return false;
  }

  /** The player who does a step (through modifiers), when the step has one. */
  static Optional<PlayerRef> actorOf(Step step) {
    Step s = step instanceof Step.Modified m ? m.step() : step;
    for (java.lang.reflect.RecordComponent c : s.getClass().getRecordComponents()) {
      if (c.getName().equals("actor") && c.getType() == PlayerRef.class) {
        try {
          return Optional.of((PlayerRef) c.getAccessor().invoke(s));
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException(e);
        }
      }
    }
    return Optional.empty();
  }

  /** The player of an optional step, which an optional step after it without a subject is done by. */
  static Optional<PlayerRef> actorOfOptional(Step step) {
    return switchActor(step);
  }

  private static Optional<PlayerRef> switchActor(Step step) {
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
    // playerSubject? 'may' ...
    PlayerRef who = ctx.children.get(0) instanceof PlayerSubjectContext p ? player(p) : defaultActor;
    PlayerRef outer = defaultActor;
    defaultActor = who;
    try {
      return optionalStep(ctx, who);
    } finally {
      defaultActor = outer;
    }
  }

  private Step optionalStep(OptionalStepContext ctx, PlayerRef who) {
    // The steps and the words "again", "to" and "or", read in one pass over the children.
    List<StepContext> parts = new ArrayList<>(2);
    boolean again = false;
    boolean to = false;
    boolean or = false;
    for (ParseTree child : ctx.children) {
      if (child instanceof StepContext st) {
        parts.add(st);
      } else if (child instanceof TerminalNodeImpl t) {
        int type = t.symbol.getType();
        again |= type == AGAIN_WORD;
        to |= type == TO_WORD;
        or |= type == OR_WORD;
      }
    }
    if (again) {
      return new Step.MayDoAgain(who, span(ctx));
    }
    if (to) {
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
    return new Step.May(who, list(steps), or, span(ctx));
  }

  private static final int AGAIN_WORD = literalType("again");
  private static final int TO_WORD = literalType("to");
  private static final int OR_WORD = literalType("or");

  /** A step where one step is expected ("you may [step]", costs). */
  private Step step(StepContext ctx) {
    List<Step> steps = stepList(ctx);
    if (steps.size() != 1) {
      throw error(ctx, "expected one action here, found " + steps.size() + " joined by 'and'");
    }
    return steps.get(0);
  }

  /**
   * A step; "Target Character gains 1 boost and loses [[Fleeting]]" is two steps, the second about "it" (the same
   * object), which the printer joins back with "and".
   */
  private List<Step> stepList(StepContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof PlayerStepContext c) {
      return playerStep(c, s);
    }
    if (ctx instanceof ObjectStepContext c) {
      // The subject is the first child.
      ObjectPhraseContext phrase = (ObjectPhraseContext) c.children.get(0);
      ObjectRef subject = phrase == lateSubject ? lateSubjectRef : obj(phrase, true);
      ObjectRef same = again(subject, span(phrase));
      List<Step> verbs = new ArrayList<>();
      for (ParseTree child : c.children) {
        if (child instanceof ObjectVerbPhraseContext v) {
          ObjectRef who = verbs.isEmpty() ? subject : withSpan(same, span(v));
          verbs.add(objectVerb(who, v));
        } else if (child instanceof CantVerbContext v) {
          // "... and can't move forward this turn": a restriction for a duration (the duration is a tail).
          ObjectRef who = withSpan(same, span(v));
          verbs.add(new Step.Continuous(new Statement.Cannot(who, restricted(v.negatedAction()), span(v)),
              Optional.empty(), span(v)));
        }
      }
      int last = verbs.size() - 1;
      verbs.set(last, lastingIntoContinuous(modified(verbs.get(last), c.modifierTail(), s)));
      return verbs;
    }
    return List.of(singleStep(ctx, s));
  }

  /**
   * A player's step: playerSubject? playerVerbPhrase modifierTail*, its children read once, in order. "Have target
   * Character gain 1 boost and lose [[Fleeting]]" is two steps, as for an object's step.
   */
  private List<Step> playerStep(PlayerStepContext c, SourceSpan s) {
    PlayerSubjectContext subject = null;
    PlayerOfObjectContext ofObject = null;
    PlayerVerbPhraseContext verb = null;
    List<ModifierTailContext> tails = List.of();
    List<ParseTree> children = c.children;
    for (int i = 0, n = children.size(); i < n; i++) {
      ParseTree child = children.get(i);
      if (child instanceof PlayerVerbPhraseContext x) {
        verb = x;
      } else if (child instanceof ModifierTailContext x) {
        if (tails.isEmpty()) {
          tails = new ArrayList<>(2);
        }
        tails.add(x);
      } else if (child instanceof PlayerSubjectContext x) {
        subject = x;
      } else if (child instanceof PlayerOfObjectContext x) {
        ofObject = x;
      }
    }
    if (verb instanceof HaveVerbContext h && !has(h, "or") && h.objectVerbPhrase().size() > 1) {
      if (subject != null) {
        player(subject);
      }
      ObjectRef who0 = objList(h.objectList());
      ObjectRef same = again(who0, span(h.objectList()));
      List<Step> verbs = new ArrayList<>();
      for (ObjectVerbPhraseContext v : h.objectVerbPhrase()) {
        ObjectRef who = verbs.isEmpty() ? who0 : withSpan(same, span(v));
        verbs.add(objectVerb(who, v));
      }
      int last = verbs.size() - 1;
      verbs.set(last, modified(verbs.get(last), tails, s));
      return verbs;
    }
    PlayerRef actor = ofObject != null ? playerOf(ofObject) : subject == null ? defaultActor : player(subject);
    Step first = modified(playerVerb(actor, verb), tails, s);
    if (verb instanceof PutVerbContext put && !put.elidedPut().isEmpty()) {
      // "Put one in your hand and the others in Reserve": each phrase is a step of its own, by the same player.
      Step.Move m = (Step.Move) (first instanceof Step.Modified x ? x.step() : first);
      List<Step> out = new ArrayList<>(List.of(first));
      for (ElidedPutContext e : put.elidedPut()) {
        out.add(new Step.Move(m.actor(), obj(e.listablePhrase(), true), Optional.empty(), destination(e.destination()),
            Optional.empty(), Optional.empty(), span(e)));
      }
      return out;
    }
    return List.of(first);
  }

  /** "the controller of the Expedition facing that Illusion" (1.2.3.c: an Expedition is its player's). */
  private PlayerRef playerOf(PlayerOfObjectContext ctx) {
    ObjectRef of = obj(ctx.objectPhrase(), false);
    return new PlayerRef(has(ctx, "owner") ? PlayerRef.Kind.OWNER : PlayerRef.Kind.CONTROLLER, Optional.of(of),
        span(ctx));
  }

  /** "at random": the objects of the step are chosen at random (the step modified so). */
  private Step atRandom(Step step, AtRandomContext ctx, SourceSpan s) {
    return ctx == null ? step : new Step.Modified(step, ImmutableList.of(new Step.Modifier.AtRandom(span(ctx))), s);
  }

  /** "a card at random from your hand": the zone is where the objects are, as "a card from your hand" says. */
  private ObjectRef atRandomFrom(ObjectRef objects, AtRandomContext ctx) {
    if (ctx == null || ctx.zone() == null) {
      return objects;
    }
    Zone zone = zone(ctx.zone());
    Filter from = new Filter.From(new Place.InZone(zone, zone.span()), zone.span());
    if (objects instanceof ObjectRef.Phrase p) {
      return new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
          ImmutableList.<Filter>builder().addAll(p.filters()).add(from).build(), p.span());
    }
    throw error(ctx, "expected cards chosen at random such as 'a card', found '" + ctx.getText() + "'");
  }

  /** Cards played and the Expedition they are played in. */
  private record Played(ObjectRef objects, Optional<ObjectRef> in) {}

  /**
   * "Play exhausted Characters from your Reserve in my Expedition": a card to play is in a hand or a Reserve, never
   * in an Expedition (5.2), so "in" an object after the cards is where they are played, not a filter on them.
   */
  private static Played playedIn(ObjectRef objects, Optional<ObjectRef> in) {
    if (in.isEmpty() && objects instanceof ObjectRef.Phrase p && !p.filters().isEmpty()
        && p.filters().get(p.filters().size() - 1) instanceof Filter.In f && f.places().size() == 1
        && f.places().get(0) instanceof Place.InObject o) {
      ObjectRef.Phrase without = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
          p.filters().subList(0, p.filters().size() - 1), p.span());
      return new Played(without, Optional.of(o.object()));
    }
    return new Played(objects, in);
  }

  /** An object phrase and the zone its last filter names ("a card from your Reserve"). */
  private record Hoisted(ObjectRef objects, Optional<Zone> from) {}

  /**
   * "Discard a Spell from your Reserve": the zone is the step's (or event's) "from", whichever way the parse grouped
   * it, so that one meaning has one AST.
   */
  private static Hoisted hoistFrom(ObjectRef objects, Optional<Zone> from) {
    if (from.isEmpty() && objects instanceof ObjectRef.Phrase p && !p.filters().isEmpty()
        && p.filters().get(p.filters().size() - 1) instanceof Filter.From f && f.place() instanceof Place.InZone z) {
      ObjectRef.Phrase without = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
          p.filters().subList(0, p.filters().size() - 1), p.span());
      return new Hoisted(without, Optional.of(z.zone()));
    }
    return new Hoisted(objects, from);
  }

  /** An object phrase whose last filter was where it goes. */
  private record Placed(ObjectRef objects, Step.Destination to) {}

  /**
   * "Put target Character in its owner's Mana zone" read with the place inside the phrase: "its" had nothing named
   * before it there; as the destination, "its" is the object put (as in "Return X to its owner's hand").
   */
  private Step.Destination ownerIsTheObject(Step.Destination to) {
    if (candidates.isEmpty() || !(to instanceof Step.Destination.ToZone z) || z.zone().owner().isEmpty()) {
      return to;
    }
    PlayerRef owner = z.zone().owner().get();
    if (!(owner.of().orElse(null) instanceof ObjectRef.Pronoun p) || !p.antecedent().equals(Antecedent.TRIGGER)) {
      return to;
    }
    ObjectRef.Pronoun object = new ObjectRef.Pronoun(new Antecedent(candidates.size() - 1), p.plural(), p.restated(),
        p.theTarget(), p.all(), p.span());
    Zone zone = new Zone(z.zone().kind(), Optional.of(new PlayerRef(owner.kind(), Optional.of(object), owner.span())),
        z.zone().span());
    return new Step.Destination.ToZone(zone, z.span());
  }

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

  private static ObjectRef withSpan(ObjectRef ref, SourceSpan s) {
    if (ref instanceof ObjectRef.Pronoun p) {
      return new ObjectRef.Pronoun(p.antecedent(), p.plural(), p.restated(), p.theTarget(), p.all(), s);
    }
    return ref instanceof ObjectRef.Self ? new ObjectRef.Self(s) : ref;
  }

  /** "it": the object of the step before, named again. */
  private static ObjectRef sameAs(Antecedent antecedent, ObjectRef subject, SourceSpan s) {
    boolean plural = subject instanceof ObjectRef.Pronoun p ? p.plural()
        : !(subject instanceof ObjectRef.Self) && !(subject instanceof ObjectRef.Phrase ph
            && ph.quantifier().kind() == Quantifier.Kind.COUNT && ph.quantifier().count().orElse(null)
            instanceof Quantity.Literal l && l.value() == 1);
    return new ObjectRef.Pronoun(antecedent, plural, Optional.empty(), false, false, s);
  }

  private Step singleStep(StepContext ctx, SourceSpan s) {
    // A player's step is read by playerStep.
    Step step;
    List<ModifierTailContext> tails;
    if (ctx instanceof ContinuousStepContext c) {
      // statement continuousTail*
      List<ParseTree> children = c.children;
      Statement statement = statement((StatementContext) children.get(0));
      if (children.size() == 1) {
        return new Step.Continuous(statement, Optional.empty(), s);
      }
      Optional<Duration> duration = Optional.empty();
      List<Step.Modifier> modifiers = new ArrayList<>();
      for (int i = 1, n = children.size(); i < n; i++) {
        ContinuousTailContext t = (ContinuousTailContext) children.get(i);
        if (t instanceof ContinuousDurationContext d) {
          if (duration.isPresent()) {
            throw error(d, "expected one duration, found a second one");
          }
          duration = Optional.of(duration(d.duration()));
        } else if (t instanceof ContinuousForEachContext f) {
          // "+1 {V} for each Landmark you control" (6.5.i).
          modifiers.add(new Step.Modifier.ForEach(obj(f.objectPhrase(), true), span(f)));
        } else {
          modifiers.add(new Step.Modifier.WhereX(quantity(((ContinuousWhereXContext) t).whereX().quantity()), span(t)));
        }
      }
      Step.Continuous continuous = new Step.Continuous(statement, duration, s);
      return modifiers.isEmpty() ? continuous : new Step.Modified(continuous, list(modifiers), s);
    } else if (ctx instanceof ObjectKeywordStepContext c) {
      ObjectRef subject = obj(c.objectPhrase(), true);
      KeywordAction action = EnglishLexicon.action(inside(c.KW_ACTION())).orElseThrow();
      if (!action.doneByObject()) {
        throw error(c, "expected an action an object does, such as [Ascends], found " + c.KW_ACTION().getText());
      }
      step = new Step.Keyword(defaultActor, action, Optional.of(subject), s);
      tails = c.modifierTail();
    } else if (ctx instanceof BareKeywordStepContext c) {
      step = keyword(defaultActor, c.KW_ACTION(), c.objectList(), s);
      tails = c.modifierTail();
    } else if (ctx instanceof PlayerKeywordStepContext c) {
      step = keyword(player(c.playerSubject()), c.KW_ACTION(), c.objectList(), s);
      tails = c.modifierTail();
    } else {
      throw error(ctx, "expected a step, found '" + ctx.getText() + "'");
    }
    return modified(step, tails, s);
  }

  private Step keyword(PlayerRef actor, TerminalNode kw, ObjectListContext objects, SourceSpan s) {
    KeywordAction action = EnglishLexicon.action(inside(kw)).orElseThrow();
    Optional<ObjectRef> object = objects == null ? Optional.empty() : Optional.of(objList(objects));
    if (action.doneByObject()) {
      throw new BuildException(kw.getSymbol().getStartIndex(), "expected what does " + kw.getText()
          + " before it (such as 'Target Expedition'), found nothing");
    }
    if (!action.objectOptional() && action.takesObject() != object.isPresent()) {
      throw new BuildException(kw.getSymbol().getStartIndex(), action.takesObject()
          ? "expected an object after " + kw.getText() + " (such as 'target card'), found none"
          : "expected nothing after " + kw.getText() + ", found an object");
    }
    return new Step.Keyword(actor, action, object, s);
  }

  /** A continuous step followed by "this turn" lasts this turn: one AST for both ways of writing it. */
  private static Step lastingIntoContinuous(Step step) {
    if (step instanceof Step.Modified m && m.modifiers().size() == 1
        && m.modifiers().get(0) instanceof Step.Modifier.Lasting l && m.step() instanceof Step.Continuous k
        && k.duration().isEmpty()) {
      return new Step.Continuous(k.statement(), Optional.of(l.duration()), k.span());
    }
    return step;
  }

  private Step modified(Step step, List<ModifierTailContext> tails, SourceSpan s) {
    if (tails.isEmpty()) {
      return step;
    }
    List<Step.Modifier> modifiers = new ArrayList<>();
    for (ModifierTailContext t : tails) {
      modifiers.add(modifier(t));
    }
    return new Step.Modified(step, list(modifiers), s);
  }

  private Step.Modifier modifier(ModifierTailContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof InsteadModContext c) {
      return new Step.Modifier.Instead(s);
    }
    if (ctx instanceof AgainModContext c) {
      return new Step.Modifier.Again(s);
    }
    if (ctx instanceof AfterRestModContext c) {
      return new Step.Modifier.At(Phase.REST, true, s);
    }
    if (ctx instanceof AtModContext c) {
      return delayedTo(c.moment(), s);
    }
    if (ctx instanceof AtRandomModContext c) {
      return new Step.Modifier.AtRandom(s);
    }
    if (ctx instanceof LastingModContext c) {
      return new Step.Modifier.Lasting(duration(c.duration()), s);
    }
    if (ctx instanceof TimesModContext c) {
      return new Step.Modifier.Times(c.quantity() == null ? new Quantity.Literal(2, s)
          : quantity(c.quantity()), s);
    }
    if (ctx instanceof PerModContext c) {
      if (c.objectPhrase().size() == 1) {
        return new Step.Modifier.Per(obj(c.objectPhrase(0), false), s);
      }
      // "per A and per B": each object either phrase names counts once (the counts added).
      List<ObjectRef> items = new ArrayList<>();
      for (ObjectPhraseContext o : c.objectPhrase()) {
        items.add(obj(o, false));
      }
      return new Step.Modifier.Per(new ObjectRef.Several(list(items), false, SourceSpan.of(
          span(c.objectPhrase(0)).start(), span(c.objectPhrase(items.size() - 1)).end())), s);
    }
    if (ctx instanceof ForEachModContext c) {
      return new Step.Modifier.ForEach(obj(c.objectPhrase(), true), s);
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
    if (ctx instanceof ThisWayModContext c) {
      return new Step.Modifier.ThisWay(s);
    }
    throw error(ctx, "expected a modifier, found '" + ctx.getText() + "'");
  }

  private Step playerVerb(PlayerRef actor, PlayerVerbPhraseContext phrase) {
    // The less common verbs are one node down (playerVerbMore), with the same span.
    ParserRuleContext ctx = phrase instanceof MoreVerbsContext m ? m.playerVerbMore() : phrase;
    SourceSpan s = span(ctx);
    if (ctx instanceof DrawVerbContext c) {
      if (c.drawWhat() instanceof DrawCountContext d) {
        return new Step.Draw(actor, quantity(d.quantity()), has(d, "only"), s);
      }
      if (c.drawWhat() instanceof DrawEqualContext d) {
        return new Step.Draw(actor, quantity(d.quantity()), false, s);
      }
      if (c.drawWhat() instanceof DrawObjectsContext d) {
        return new Step.DrawCard(actor, objList(d.objectList()), s);
      }
      throw error(c, "expected what to draw");
    }
    if (ctx instanceof DiscardVerbContext c) {
      Hoisted h = hoistFrom(objList(c.objectList()), optZone(c.zone()));
      Step discard = new Step.Discard(actor, h.objects(), h.from(), s);
      return has(c, "random") ? new Step.Modified(discard, ImmutableList.of(new Step.Modifier.AtRandom(s)), s) : discard;
    }
    if (ctx instanceof SacrificeVerbContext c) {
      return atRandom(new Step.Sacrifice(actor, atRandomFrom(objList(c.objectList()), c.atRandom()), s),
          c.atRandom(), s);
    }
    if (ctx instanceof SwitchWithVerbContext c) {
      // "Switch Expeditions with target Character": the object bearing the ability switches (7.3.34).
      ObjectRef other = objList(c.objectList());
      return new Step.SwitchExpeditions(new ObjectRef.Self(s), Optional.of(other), s);
    }
    if (ctx instanceof SwitchOwnVerbContext c) {
      // "You may switch my Expedition": having my Expedition switched is my switching Expeditions (7.3.17, 7.3.34).
      return new Step.SwitchExpeditions(switcher(c.possessive()), s);
    }
    if (ctx instanceof PutVerbContext c) {
      boolean one = c.getChild(1) instanceof TerminalNode t && t.getText().equalsIgnoreCase("one");
      int lists = 0;
      ObjectRef what = one ? new ObjectRef.OneOfThem(lastCandidate(), span((TerminalNode) c.getChild(1)))
          : objList(c.objectList(lists++));
      Optional<Zone> from = optZone(c.zone());
      Step.Destination to;
      if (c.destination() != null) {
        to = destination(c.destination());
      } else {
        // "put a card from your hand in Reserve": the place was read as the phrase's last filter.
        Optional<Placed> placed = hoistIn(what);
        if (placed.isEmpty()) {
          throw error(c, "expected where to put it, such as 'in Reserve'");
        }
        what = placed.get().objects();
        to = ownerIsTheObject(placed.get().to());
      }
      Optional<Step.OrbState> as = c.asClause().isEmpty() ? Optional.empty() : Optional.of(orbState(c.asClause(0)));
      Optional<ObjectRef> insteadOf = c.objectList().size() > lists ? Optional.of(objList(c.objectList(lists)))
          : Optional.empty();
      Hoisted h = hoistFrom(what, from);
      Step move = new Step.Move(actor, h.objects(), h.from(), to, as, insteadOf, s);
      // "put me in my owner's Mana zone instead": the word belongs to the step.
      int insteads = 0;
      for (ParseTree ch : c.children) {
        if (ch instanceof TerminalNode t && t.getText().equalsIgnoreCase("instead")) {
          insteads++;
        }
      }
      if (insteads > (insteadOf.isPresent() ? 1 : 0)) {
        return new Step.Modified(move, ImmutableList.of(new Step.Modifier.Instead(s)), s);
      }
      return move;
    }
    if (ctx instanceof SendVerbContext c) {
      ObjectRef what = atRandomFrom(objList(c.objectList()), c.atRandom());
      Step.Destination to = destination(c.destination());
      Optional<Step.OrbState> as = c.asClause() == null ? Optional.empty() : Optional.of(orbState(c.asClause()));
      return atRandom(new Step.Move(actor, what, Optional.empty(), to, as, Optional.empty(), s), c.atRandom(), s);
    }
    if (ctx instanceof SendToVerbContext c) {
      Step.Destination to = destination(c.destination());
      ObjectRef what = objList(c.objectList());
      return new Step.Move(actor, what, Optional.empty(), to, Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof PlaceMarkerVerbContext c) {
      return new Step.PlaceTerrainMarker(actor, quantity(c.quantity()), terrains(c.terrainList()),
          markedRegion(c.markedRegion()), s);
    }
    if (ctx instanceof PlaceHeldMarkerVerbContext c) {
      ObjectRef what = objList(c.objectList());
      requireTerrainMarker(what, c.objectList());
      return new Step.MoveTerrainMarker(actor, what, markedRegion(c.markedRegion()), true, s);
    }
    if (ctx instanceof MoveExpeditionVerbContext c) {
      // The same step as "Target Expedition moves backwards": an Expedition moving is not a player's action.
      return moveExpedition(objList(c.objectList()), c.direction(), c.quantity(), has(c, "more"), s);
    }
    if (ctx instanceof MoveToVerbContext c) {
      ObjectRef what = objList(c.objectList());
      if (isTerrainMarker(what)) {
        // "Move target Terrain Marker to my region" (7.3.20): to a region, not to a zone.
        if (c.zone() != null || !(c.destination() instanceof ToExpeditionContext to)) {
          throw error(c.destination(), "expected the region a Terrain Marker moves to (such as 'my region'), found '"
              + c.destination().getText() + "'");
        }
        return new Step.MoveTerrainMarker(actor, what, obj(to.objectPhrase(), false), false, s);
      }
      Optional<Zone> from = optZone(c.zone());
      Step.Destination to = destination(c.destination());
      Hoisted h = hoistFrom(what, from);
      return new Step.Move(actor, h.objects(), h.from(), to, Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof ReturnVerbContext c) {
      // "Return a card at random from your Reserve to your hand": chosen at random among the cards of the zone.
      ObjectRef what = atRandomFrom(objList(c.objectList()), c.atRandom());
      Optional<Zone> from = optZone(c.zone());
      Step.Destination to = destination(c.destination());
      Hoisted h = hoistFrom(what, from);
      return atRandom(new Step.Move(actor, h.objects(), h.from(), to, Optional.empty(), Optional.empty(), s),
          c.atRandom(), s);
    }
    if (ctx instanceof CreateVerbContext c) {
      return create(actor, c.tokenCreation(), s);
    }
    if (ctx instanceof CreateOnlyVerbContext c) {
      return new Step.CreateSame(actor, quantity(c.quantity()), s);
    }
    if (ctx instanceof ReadyVerbContext c) {
      return new Step.Ready(actor, objList(c.objectList()), s);
    }
    if (ctx instanceof ExhaustVerbContext c) {
      return new Step.Exhaust(actor, objList(c.objectList()), !c.symbolT().isEmpty(), s);
    }
    if (ctx instanceof PlayVerbContext c) {
      ObjectRef what = objList(c.objectList());
      Optional<Zone> from = optZone(c.zone());
      Optional<ObjectRef> in = c.objectPhrase() == null ? Optional.empty() : Optional.of(obj(c.objectPhrase(), false));
      Played p = playedIn(what, in);
      Hoisted h = hoistFrom(p.objects(), from);
      return new Step.Play(actor, h.objects(), h.from(), p.in(), playCost(c.playCost(), s), has(c, "immediately"), s);
    }
    if (ctx instanceof RollVerbContext c) {
      return new Step.Roll(actor, c.quantity() == null ? new Quantity.Literal(1, s)
          : quantity(c.quantity()), s);
    }
    if (ctx instanceof RevealVerbContext c) {
      return atRandom(new Step.Reveal(actor, atRandomFrom(objList(c.objectList()), c.atRandom()), has(c, "also"), s),
          c.atRandom(), s);
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
        throw error(c, "expected the abilities of an object ('its'), found a player's");
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
      return new Step.Remove(actor, Optional.of(n), has(some, "up"), counter, objList(c.objectList()), s);
    }
    if (ctx instanceof DoubleVerbContext c) {
      Counter counter = counter(c.counterNoun());
      return new Step.Double(actor, counter, objList(c.objectList()), s);
    }
    if (ctx instanceof DoubleOwnVerbContext c) {
      // "Double my boosts" is "double the boosts of me" (7.3.8).
      Possessor p = possessive(c.possessive());
      if (!(p instanceof Possessor.OfObject o)) {
        throw error(c, "expected the counters of an object ('my', 'its'), found a player's");
      }
      return new Step.Double(actor, counter(c.counterNoun()), o.object(), s);
    }
    if (ctx instanceof HaveKeywordVerbContext c) {
      // "Have target Character defect" is "Target Character defects" (7.3.17).
      KeywordAction action = EnglishLexicon.action(inside(c.KW_ACTION())).orElseThrow();
      if (!action.doneByObject()) {
        throw error(c, "expected an action an object does, such as [Defect], found " + c.KW_ACTION().getText());
      }
      return new Step.Keyword(actor, action, Optional.of(objList(c.objectList())), s);
    }
    if (ctx instanceof DistributeVerbContext c) {
      Quantity n = quantity(c.quantity());
      Counter counter = counter(c.counterNoun());
      return new Step.Distribute(actor, n, counter, objList(c.objectList()), s);
    }
    if (ctx instanceof WinVerbContext c) {
      return new Step.WinGame(actor, s);
    }
    if (ctx instanceof PayLessVerbContext c) {
      // The same change as "The next Spell you play this turn costs {1} less" (a statement read as a step).
      if (actor.kind() != PlayerRef.Kind.YOU) {
        throw error(c, "expected 'pay ... less for' said of you (the cards you play)");
      }
      ObjectRef subject = obj(c.objectPhrase(), true);
      Optional<Quantity> min = c.manaAmount().size() > 1 ? Optional.of(manaAmount(c.manaAmount(1)))
          : Optional.empty();
      return new Step.Continuous(new Statement.CostChange(subject, manaAmount(c.manaAmount(0)), has(c, "more"),
          Optional.empty(), min, Optional.empty(), s), Optional.empty(), s);
    }
    if (ctx instanceof PassVerbContext c) {
      return new Step.Pass(actor, s);
    }
    if (ctx instanceof BecomeFirstVerbContext c) {
      return new Step.BecomeFirstPlayer(actor, s);
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
    if (ctx instanceof GiveToVerbContext c) {
      Quantity n = quantity(c.quantity());
      Counter counter = counter(c.counterNoun());
      ObjectRef to = objList(c.objectList());
      return new Step.Gain(to, ImmutableList.of(new Step.Gainable.Counters(n, counter, span(c.quantity()))), s);
    }
    if (ctx instanceof GiveVerbContext c) {
      ObjectRef to = objList(c.objectList());
      Quantity n = quantity(c.quantity());
      Counter counter = counter(c.counterNoun());
      return new Step.Gain(to, ImmutableList.of(new Step.Gainable.Counters(n, counter, span(c.quantity()))), s);
    }
    if (ctx instanceof HavePlayerVerbContext c) {
      // "Have target opponent discard a card" is "Target opponent discards a card" (7.3.17.a).
      return playerVerb(player(c.playerSubject()), c.playerVerbPhrase());
    }
    if (ctx instanceof HaveVerbContext c) {
      ObjectRef subject = objList(c.objectList());
      List<Step> verbs = new ArrayList<>();
      for (ObjectVerbPhraseContext v : c.objectVerbPhrase()) {
        verbs.add(objectVerb(subject, v));
      }
      if (verbs.size() == 1) {
        return verbs.get(0);
      }
      // "have target Character gain 1 boost or lose [[Fleeting]]": one of them, as the actor chooses.
      return new Step.OneOf(actor, list(verbs), s);
    }
    if (ctx instanceof RollExtraVerbContext c) {
      return new Step.RollMore(actor, quantity(c.quantity()), s);
    }
    throw error(ctx, "expected an effect such as 'draw' or 'gain', found '" + ctx.getText() + "'");
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
        throw error(own, "expected counters of an object ('my'), found a player's");
      }
      return new Step.Spend(actor, n, counter(own.counterNoun()), o.object(), s);
    }
    if (ctx instanceof SpendAllOwnContext all) {
      // "Spend all of my Kelon counters": as many as I have (7.3.33).
      Possessor p = possessive(all.possessive());
      if (!(p instanceof Possessor.OfObject o)) {
        throw error(all, "expected counters of an object ('my'), found a player's");
      }
      Counter counter = counter(all.counterNoun());
      return new Step.Spend(actor, new Quantity.CountersOn(p, counter, s), counter, o.object(), s);
    }
    SpendFromContext from = (SpendFromContext) ctx;
    Quantity n = quantity(from.quantity());
    Counter counter = counter(from.counterNoun());
    return new Step.Spend(actor, n, counter, objList(from.objectList()), s);
  }

  private Step.OrbState orbState(AsClauseContext ctx) {
    return ctx.asWhat() != null && has(ctx.asWhat(), "ready") ? Step.OrbState.READY : Step.OrbState.EXHAUSTED;
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
      return anyOrder(new Step.Destination.BottomOf(zone(c.zone()), s), c.anyOrder(), s);
    }
    if (ctx instanceof ToTopContext c) {
      return anyOrder(new Step.Destination.TopOf(zone(c.zone()), s), c.anyOrder(), s);
    }
    if (ctx instanceof ToPositionContext c) {
      Quantity position = c.ordinal() == null ? new Quantity.X(0, s) : new Quantity.Literal(ordinal(c.ordinal()), s);
      return new Step.Destination.PositionIn(position, zone(c.zone()), s);
    }
    if (ctx instanceof ToExpeditionContext c) {
      return new Step.Destination.ToExpedition(obj(c.objectPhrase(), false), s);
    }
    throw error(ctx, "expected a zone or an Expedition");
  }

  /** "... of your deck in any order": the cards take the order their mover chooses. */
  private static Step.Destination anyOrder(Step.Destination placement, AnyOrderContext ctx, SourceSpan s) {
    return ctx == null ? placement : new Step.Destination.InAnyOrder(placement, s);
  }

  private Step create(PlayerRef actor, TokenCreationContext ctx, SourceSpan s) {
    // quantity tokenSubtypes? TOKEN_SPEC tokenSubtypes? ('token' | 'tokens') ('in' objectPhrase)? tokenAbilities?
    // modifierTail*: the sub-types before or after the name (2.2.2.j).
    List<ParseTree> children = ctx.children;
    QuantityContext quantity = (QuantityContext) children.get(0);
    Quantity count = quantity(quantity);
    int at = children.get(1) instanceof TokenSubtypesContext ? 2 : 1;
    TerminalNode spec = (TerminalNode) children.get(at);
    // A name alone ("[Manaseed] token", the lexer saw "token" after it) has no statistics printed (2.2.11.e).
    Optional<EnglishLexicon.TokenName> stats = EnglishLexicon.tokenName(inside(spec));
    List<String> subtypes = new ArrayList<>();
    for (TokenSubtypesContext list : ctx.tokenSubtypes()) {
      for (ParseTree child : list.children) {
        if (child instanceof TokenSubtypeContext st) {
          String t = st.getText();
          subtypes.add(EnglishLexicon.subtype(t).orElse(t.toUpperCase(Locale.ROOT)));
        }
      }
    }
    boolean plural = false;
    boolean said = false; // "token(s)" may go unsaid after a name with statistics
    ObjectPhraseContext inCtx = null;
    TokenAbilitiesContext abilitiesCtx = null;
    List<ModifierTailContext> tails = List.of();
    for (int i = at + 1, n = children.size(); i < n; i++) {
      ParseTree child = children.get(i);
      if (child instanceof ModifierTailContext x) {
        if (tails.isEmpty()) {
          tails = new ArrayList<>(2);
        }
        tails.add(x);
      } else if (child instanceof ObjectPhraseContext x) {
        inCtx = x;
      } else if (child instanceof TokenAbilitiesContext x) {
        abilitiesCtx = x;
      } else if (child instanceof TerminalNodeImpl t && t.symbol.getType() == TOKENS_WORD) {
        plural = true;
        said = true;
      } else if (child instanceof TerminalNodeImpl t && t.symbol.getType() == TOKEN_WORD) {
        said = true;
      }
    }
    TokenSpec token = stats.map(name -> new TokenSpec(name.name(), name.forest(), name.mountain(), name.water(),
        list(subtypes), span(spec))).orElseGet(() -> TokenSpec.named(inside(spec).strip(), list(subtypes), span(spec)));
    boolean one = count instanceof Quantity.Literal l && l.value() == 1;
    if (said && plural == one) {
      throw error(ctx, "expected '" + (one ? "token" : "tokens") + "' after " + quantity.getText()
          + ", found '" + (plural ? "tokens" : "token") + "'");
    }
    Optional<ObjectRef> in = inCtx == null ? Optional.empty() : Optional.of(obj(inCtx, false));
    ImmutableList<Ability> abilities = abilitiesCtx == null ? ImmutableList.of()
        : ImmutableList.of(quoted(abilitiesCtx.quotedAbility().quotedBody()));
    Step create = new Step.Create(actor, count, token, in, abilities, s);
    return modified(create, tails, s);
  }

  private static final int TOKENS_WORD = literalType("tokens");
  private static final int TOKEN_WORD = literalType("token");

  /** A quoted ability (2.2.12.f); its pronouns are its own. */
  private Ability quoted(QuotedBodyContext ctx) {
    EnglishAstBuilder inner = new EnglishAstBuilder(text);
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
      return new Step.Gain(subject, gains(c), s);
    }
    if (ctx instanceof LoseVerbContext c) {
      return new Step.Lose(subject, loses(c), s);
    }
    if (ctx instanceof ObjectSpendVerbContext c) {
      // "I spend 2 of my boosts" (7.3.33.a: an object spends its counters).
      Counter counter = counter(c.counterNoun());
      Possessor owner = possessive(c.possessive());
      if (!(owner instanceof Possessor.OfObject o)) {
        throw error(c.possessive(), "expected the object's own counters ('my', 'its'), found '"
            + c.possessive().getText() + "'");
      }
      // The counters are the subject's own: "I spend 2 of my boosts" is "Spend 2 of my boosts".
      Quantity n = c.quantity() == null ? new Quantity.CountersOn(new Possessor.OfObject(subject, o.span()), counter, s)
          : quantity(c.quantity());
      return new Step.Spend(defaultActor, n, counter, subject, s);
    }
    if (ctx instanceof SwitchOwnObjectVerbContext c) {
      // "Target Character switches its Expedition": the subject switches; the possessive only names it again.
      switcher(c.possessive());
      return new Step.SwitchExpeditions(subject, s);
    }
    if (ctx instanceof SwitchVerbContext c) {
      return new Step.SwitchExpeditions(subject,
          c.objectPhrase() == null ? Optional.empty() : Optional.of(obj(c.objectPhrase(), true)), s);
    }
    if (ctx instanceof MoveVerbContext c) {
      return moveExpedition(subject, c.direction(), c.quantity(), has(c, "more"), s);
    }
    if (ctx instanceof ActivatesVerbContext c) {
      Possessor p = possessive(c.possessive());
      Optional<Zone> asIf = c.asIfClause() == null ? Optional.empty() : Optional.of(zone(c.asIfClause().zone()));
      if (has(c, "one")) {
        ImmutableList<TriggerSymbol> kinds = kinds(c.abilityKinds());
        if (kinds.size() != 1 || asIf.isPresent()) {
          throw error(c, "expected one kind of ability after 'one of its', such as '{r} abilities'");
        }
        return new Step.ActivateOne(subject, kinds.get(0), s);
      }
      return new Step.ActivateOwn(subject, kinds(c.abilityKinds()), asIf, s);
    }
    if (ctx instanceof GoVerbContext c) {
      return new Step.Move(PlayerRef.you(), subject, Optional.empty(),
          new Step.Destination.ToZone(zone(c.zone()), span(c.zone())), Optional.empty(), Optional.empty(), s);
    }
    throw error(ctx, "expected what the object does, such as 'gains 1 boost'");
  }

  /** An Expedition moving; with no count it moves one region, to the next (7.3.21.a, 7.3.22.a). */
  private Step.MoveExpedition moveExpedition(ObjectRef subject, DirectionContext direction, QuantityContext regions,
      boolean more, SourceSpan s) {
    return new Step.MoveExpedition(subject, direction(direction),
        regions == null ? new Quantity.Literal(1, s) : quantity(regions), more, s);
  }

  private ImmutableList<Step.Gainable> gains(GainVerbContext ctx) {
    List<GainItemContext> gained = ctx.gainItem();
    if (has(ctx, "or")) {
      // "gains [[Fleeting]], [[Anchored]] or [[Asleep]]": one status of the list, as the controller chooses.
      List<Status> statuses = new ArrayList<>();
      for (GainItemContext item : gained) {
        if (!(item instanceof GainStatusContext st)) {
          throw error(item, "expected a status in a choice of statuses, found '" + item.getText() + "'");
        }
        statuses.add(status(st.STATUS()));
      }
      return ImmutableList.of(new Step.Gainable.OneStatusOf(list(statuses),
          span(gained.get(0), gained.get(gained.size() - 1))));
    }
    List<Step.Gainable> items = new ArrayList<>(gained.size());
    for (GainItemContext item : gained) {
      SourceSpan s = span(item);
      Step.Gainable item_;
      if (item instanceof GainCountersContext c) {
        // quantity counterNoun
        item_ = new Step.Gainable.Counters(quantity((QuantityContext) c.children.get(0)),
            counter((CounterNounContext) c.children.get(1)), s);
      } else if (item instanceof GainCountersEqualContext c) {
        item_ = new Step.Gainable.Counters(quantity(c.quantity()), counter(c.counterNoun()), s);
      } else if (item instanceof GainStatusContext c) {
        item_ = new Step.Gainable.StatusOf(status((TerminalNode) c.children.get(0)), s);
      } else if (item instanceof GainAbilityContext c) {
        item_ = new Step.Gainable.AbilityOf(quoted(c.quotedBody()), s);
      } else if (item instanceof GainKeywordContext c) {
        Statement.Grant.KeywordGrant k = keywordGrant(c.KW_ABILITY(), c);
        item_ = new Step.Gainable.KeywordOf(k.keyword(), k.parameter(), s);
      } else {
        throw error(item, "expected counters, a status or a quoted ability");
      }
      items.add(item_);
    }
    return list(items);
  }

  private ImmutableList<Step.Losable> loses(LoseVerbContext ctx) {
    if (has(ctx, "or")) {
      throw error(ctx.loseItem(0), "expected 'and' between the things lost, found 'or'");
    }
    List<Step.Losable> items = new ArrayList<>();
    for (LoseItemContext item : ctx.loseItem()) {
      items.add(loseItem(item));
    }
    return list(items);
  }

  private Step.Losable loseItem(LoseItemContext item) {
    SourceSpan s = span(item);
    {
      Step.Losable item_;
      if (item instanceof LoseStatusContext c) {
        item_ = new Step.Losable.StatusOf(status(c.STATUS()), s);
      } else if (item instanceof LoseKeywordContext c) {
        Statement.Grant.KeywordGrant k = keywordGrant(c.KW_ABILITY(), c);
        item_ = new Step.Losable.KeywordOf(k.keyword(), k.parameter(), s);
      } else if (item instanceof LoseCountersContext c) {
        item_ = new Step.Losable.Counters(quantity(c.quantity()), counter(c.counterNoun()), s);
      } else if (item instanceof LoseAllCountersContext c) {
        // "loses all boosts": its own, as "all its boosts".
        Possessor owner = c.possessive() != null ? possessive(c.possessive())
            : new Possessor.OfObject(new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), false, false, s), s);
        item_ = new Step.Losable.AllCounters(owner, counter(c.counterNoun()), s);
      } else {
        throw error(item, "expected a status or counters");
      }
      return item_;
    }
  }

  private static Direction direction(DirectionContext ctx) {
    return ctx.getText().equalsIgnoreCase("forward") ? Direction.FORWARD : Direction.BACKWARD;
  }

  // ===================================================================================================================
  // Statements
  // ===================================================================================================================

  private Statement statement(StatementContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof HasKeywordStatementContext c) {
      ObjectRef subject = c.objectPhrase() != null ? obj(c.objectPhrase(), true)
          : has(c, "i'm") ? new ObjectRef.Self(s) : pronoun(c, false);
      List<Statement.Grant> grants = new ArrayList<>();
      for (KeywordOrStatusContext k : c.keywordOrStatus()) {
        grants.add(grant(k));
      }
      return new Statement.Has(subject, list(grants), s);
    }
    if (ctx instanceof HaveAbilityStatementContext c) {
      ObjectRef subject = obj(c.objectPhrase(), true);
      List<Statement.Grant> grants = new ArrayList<>();
      if (c.quotedBody() != null) {
        grants.add(new Statement.Grant.AbilityGrant(quoted(c.quotedBody()), span(c.quotedBody())));
      }
      for (KeywordOrStatusContext k : c.keywordOrStatus()) {
        grants.add(grant(k));
      }
      return new Statement.Has(subject, list(grants), s);
    }
    if (ctx instanceof PayToPlayStatementContext c) { // "Pay {3} more to play me in ...": "I cost {3} more to play in"
      return new Statement.CostChange(obj(c.objectPhrase(0), true), manaAmount(c.manaAmount()), has(c, "more"),
          Optional.of(obj(c.objectPhrase(1), false)), Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof CostModStatementContext c) {
      ObjectRef subject = obj(c.objectPhrase(0), true);
      Quantity mana = manaAmount(c.manaAmount(0));
      Optional<ObjectRef> in = Optional.empty();
      Optional<ObjectRef> per = Optional.empty();
      int phrase = 1;
      if (has(c, "play")) {
        in = Optional.of(obj(c.objectPhrase(phrase++), false));
      }
      Optional<Quantity> min = c.manaAmount().size() > 1 ? Optional.of(manaAmount(c.manaAmount(1))) : Optional.empty();
      if (has(c, "per") || has(c, "each")) { // "per exhausted card", "for each of your Ascended Expeditions"
        per = Optional.of(obj(c.objectPhrase(phrase), false));
      }
      return new Statement.CostChange(subject, mana, has(c, "more"), in, min, per, s);
    }
    if (ctx instanceof FreeStatementContext c) {
      return new Statement.Free(obj(c.objectPhrase(), true), s);
    }
    if (ctx instanceof MinCostStatementContext c) {
      return new Statement.MinimumCost(obj(c.objectPhrase(), true),
          manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof CantStatementContext c) {
      ObjectRef subject = objList(c.objectList());
      return new Statement.Cannot(subject, restricted(c.negatedAction()), s);
    }
    if (ctx instanceof CanStatementContext c) {
      ObjectRef subject = obj(c.objectPhrase(), true);
      CanActionContext a = c.canAction();
      obj(a.objectPhrase(), false);
      Status gained = status(a.STATUS(0));
      Status already = status(a.STATUS(1));
      if (gained != already) {
        throw error(a, "expected the same status twice (" + a.STATUS(0).getText() + "), found "
            + a.STATUS(1).getText());
      }
      return new Statement.CanGainAgain(subject, gained, s);
    }
    if (ctx instanceof StatChangeStatementContext c) {
      ObjectRef subject = obj(c.objectPhrase(), true);
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
      if (c.objectList() != null) {
        of = objList(c.objectList());
      } else if (possessive(c.possessive()) instanceof Possessor.OfObject o) {
        of = o.object(); // "my {V}, {M} and {O} are equal to ..."
      } else {
        throw error(c.possessive(), "expected the statistics of an object ('my', 'its'), found a player's");
      }
      Quantity value = quantity(c.quantity());
      return new Statement.Has(of, ImmutableList.of(new Statement.Grant.Statistics(list(stats),
          Statement.Grant.Statistics.Change.SET, value, span(c.quantity()))), s);
    }
    if (ctx instanceof MayPlayStatementContext c) {
      ObjectRef what = objList(c.objectList());
      Optional<Zone> from = optZone(c.zone());
      Optional<ObjectRef> in = c.objectPhrase() == null ? Optional.empty() : Optional.of(obj(c.objectPhrase(), false));
      Played p = playedIn(what, in);
      Hoisted h = hoistFrom(p.objects(), from);
      return new Statement.MayPlay(PlayerRef.you(), h.objects(), h.from(), p.in(), playCost(c.playCost(), s), s);
    }
    if (ctx instanceof KeepMoreStatementContext c) {
      // Cards kept at Clean-up (4.2.5.b) are the Reserve or Landmark limit.
      Zone z = zone(c.zone());
      Limit limit = switch (z.kind()) {
        case RESERVE -> Limit.RESERVE;
        case LANDMARK_ZONE -> Limit.LANDMARK;
        default -> throw error(c.zone(), "expected 'Reserve' or 'Landmarks', found '" + c.zone().getText() + "'");
      };
      return new Statement.LimitChange(limit, Optional.of(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s)),
          Optional.empty(), 1, Optional.of(quantity(c.quantity())), s);
    }
    if (ctx instanceof ActivationRestrictionContext c) {
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
            : new Quantity.Literal(has(t, "once") ? 1 : 2, span(t)));
        per = Optional.of(Period.valueOf(t.period().getText().toUpperCase(Locale.ROOT)));
      }
      if (onlyIf.isEmpty() && times.isEmpty()) {
        throw error(c, "expected when it may be activated ('during your turn', 'once per Day', 'if ...')");
      }
      return new Statement.ActivationRestriction(onlyIf, times, per, s);
    }
    if (ctx instanceof ActionCostStatementContext c) {
      return new Statement.ActionCostsMore(manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof AbilitiesCantActivateStatementContext c) {
      return new Statement.AbilitiesCannotActivate(kinds(c.abilityKinds()),
          objList(c.objectList()), s);
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
      if (c.possessive() != null) {
        possessive(c.possessive());
      }
      return new Statement.TerrainSet(regions, terrain(c.terrainSymbol()), s);
    }
    if (ctx instanceof LimitStatementContext c) {
      Possessor p = possessive(c.possessive());
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw error(c, "expected a player's limit ('your'), found an object's");
      }
      return new Statement.LimitChange(limit(c.limitName()), Optional.of(pl.player()), Optional.empty(),
          has(c, "increased") ? 1 : -1, Optional.of(quantity(c.quantity())), s);
    }
    if (ctx instanceof AllLimitsStatementContext c) {
      return new Statement.LimitChange(limit(c.limitName()), Optional.empty(), Optional.empty(),
          has(c, "increased") ? 1 : -1, Optional.of(quantity(c.quantity())), s);
    }
    if (ctx instanceof BeginWithStatementContext c) {
      return new Statement.BeginsWith(obj(c.objectPhrase(), true),
          quantity(c.quantity()), counter(c.counterNoun()), s);
    }
    if (ctx instanceof BeginWithMarkersStatementContext c) {
      ImmutableList.Builder<ImmutableList<Terrain>> markers = ImmutableList.builder();
      for (MarkerGroupContext g : c.markerGroup()) {
        if (!(quantity(g.quantity()) instanceof Quantity.Literal n)) {
          throw error(g.quantity(), "expected how many markers, as a number ('one {V}')");
        }
        for (int i = 0; i < n.value(); i++) {
          markers.add(terrains(g.terrainList()));
        }
      }
      return new Statement.BeginsWithMarkers(obj(c.objectPhrase(), true), markers.build(), s);
    }
    if (ctx instanceof RemainStatementContext c) {
      ObjectRef subject = obj(c.objectPhrase(), true);
      Status status = c.statusWord().STATUS() == null ? Status.EXHAUSTED : status(c.statusWord().STATUS());
      return new Statement.Remains(subject, status, c.phase() == null ? Optional.empty() : Optional.of(phase(c.phase())), s);
    }
    if (ctx instanceof SupportGiveStatementContext c) {
      ObjectRef of = objList(c.objectList());
      obj(c.objectPhrase(), false);
      SupportGiveContext g = c.supportGive();
      possessive(g.possessive());
      Optional<Quantity> extra = g.quantity() == null ? Optional.empty() : Optional.of(quantity(g.quantity()));
      return new Statement.LimitChange(Limit.SUPPORT_COUNTERS, Optional.empty(), Optional.of(of), 1, extra, s);
    }
    if (ctx instanceof LoseAbilitiesStatementContext c) {
      // "All other Characters lose their abilities": their own abilities (2.2.12), so the possessive says nothing more.
      ObjectRef subject = obj(c.objectPhrase(), true);
      return new Statement.LosesAbilities(subject, s);
    }
    if (ctx instanceof IgnoreAbilitiesStatementContext c) {
      return new Statement.AbilitiesIgnored(possessive(c.possessive()), s);
    }
    if (ctx instanceof IgnoreKindsStatementContext c) {
      Possessor p = possessive(c.possessive());
      if (!(p instanceof Possessor.OfObject o)) {
        throw error(c, "expected the abilities of an object ('my', 'its'), found a player's");
      }
      return new Statement.ReactionsIgnored(kinds(c.abilityKinds()), o.object(), s);
    }
    if (ctx instanceof IgnoreAbilitiesOfStatementContext c) {
      ObjectRef of = objList(c.objectList());
      // "the abilities of X" is "X's abilities"; with trigger symbols, only those Reactions.
      return c.abilityKinds() == null ? new Statement.AbilitiesIgnored(new Possessor.OfObject(of, span(c.objectList())), s)
          : new Statement.ReactionsIgnored(kinds(c.abilityKinds()), of, s);
    }
    throw error(ctx, "expected a statement, found '" + ctx.getText() + "'");
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
    EnglishLexicon.KeywordWithParameter kw = EnglishLexicon.ability(inside(kwNode)).orElseThrow();
    Optional<Quantity> parameter = kw.parameter().map(p -> p.equalsIgnoreCase("x") ? (Quantity) new Quantity.X(0, s)
        : new Quantity.Literal(Integer.parseInt(p), s));
    if (kw.id().parameterized() != parameter.isPresent()) {
      throw error(k, kw.id().parameterized() ? "expected a number in " + k.getText() + " (such as [Tough 1])"
          : "expected no number in " + k.getText());
    }
    return new Statement.Grant.KeywordGrant(kw.id(), parameter, s);
  }

  private static Limit limit(LimitNameContext ctx) {
    return ctx.getText().equalsIgnoreCase("landmark") ? Limit.LANDMARK : Limit.RESERVE;
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
          if (c.getChild(i - 3).getText().equalsIgnoreCase("except")) {
            except = Optional.of(terrain(t));
          } else {
            dueTo = Optional.of(terrain(t));
          }
        }
      }
      return new Statement.Restricted.Move(direction(c.direction()), dueTo, except,
          c.phase() == null ? Optional.empty() : Optional.of(phase(c.phase())), s);
    }
    if (ctx instanceof CantGainStatusContext c) {
      return new Statement.Restricted.GainStatus(status(c.STATUS()), s);
    }
    if (ctx instanceof CantUndergoContext c) {
      ObjectAction action = objectAction(c.objectAction());
      Optional<ObjectRef> by = c.objectList() == null ? Optional.empty() : Optional.of(objList(c.objectList()));
      if (c.objectPhrase() != null) {
        // "but I can be used as a Mana Orb": what any card can (reminder), not a rule of its own.
        obj(c.objectPhrase(), false);
      }
      return new Statement.Restricted.Undergo(action, by, s);
    }
    if (ctx instanceof CantBePlayedInContext c) {
      return new Statement.Restricted.PlayedIn(obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof CantUndergoToContext c) {
      return new Statement.Restricted.UndergoTo(objectAction(c.objectAction()), zone(c.zone()), s);
    }
    if (ctx instanceof CantKeywordContext c) {
      return new Statement.Restricted.Keyword(EnglishLexicon.action(inside(c.KW_ACTION())).orElseThrow(), s);
    }
    if (ctx instanceof CantCountContext c) {
      possessive(c.possessive());
      return new Statement.Restricted.CountTowardsLimit(limit(c.limitName()), s);
    }
    if (ctx instanceof CantPreventContext c) {
      return new Statement.Restricted.PreventMovingForward(obj(c.objectPhrase(),
          true), s);
    }
    if (ctx instanceof CantGainCountersContext c) {
      return new Statement.Restricted.GainCounters(counter(c.counterNoun()), s);
    }
    if (ctx instanceof CantLoseCountersContext c) {
      return new Statement.Restricted.LoseCounters(counter(c.counterNoun()), s);
    }
    if (ctx instanceof CantLoseStatusContext c) {
      return new Statement.Restricted.LoseStatus(status(c.STATUS()), s);
    }
    if (ctx instanceof CantPlayContext c) {
      ObjectRef what = objList(c.objectList());
      return new Statement.Restricted.Play(what, optZone(c.zone()), s);
    }
    if (ctx instanceof CantActivateContext c) {
      return new Statement.Restricted.Activate(s);
    }
    throw error(ctx, "expected what is not possible");
  }

  private ImmutableList<Statement.Region> regions(RegionSubjectContext ctx) {
    List<Statement.Region> regions = new ArrayList<>();
    for (RegionRefContext r : ctx.regionRef()) {
      SourceSpan s = span(r);
      Statement.Region item_;
      if (r instanceof OwnRegionContext c) {
        item_ = new Statement.Region.Own(possessive(c.possessive()), s);
      } else if (r instanceof RegionOfContext c) {
        item_ = new Statement.Region.OfExpedition(obj(c.objectPhrase(), false), s);
      } else if (r instanceof AllRegionsContext c) {
        item_ = new Statement.Region.All(s);
      } else {
        throw error(r, "expected a region");
      }
      regions.add(item_);
    }
    return list(regions);
  }

  private Statement replacement(ReplacementStatementContext ctx, SourceSpan s) {
    ReplacedEventContext r = ctx.replacedEvent();
    Event event;
    Optional<Condition> whilst = Optional.empty();
    if (r instanceof ObjectWouldContext o) {
      ObjectRef subject = obj(o.objectPhrase(), true);
      event = objectEvent(subject, o.objectEvent());
      if (o.condition() != null) {
        whilst = Optional.of(condition(o.condition()));
      }
    } else {
      PlayerWouldContext p = (PlayerWouldContext) r;
      event = playerEvent(player(p.playerSubject()), p.playerEvent());
    }
    ReplacementContext rep = ctx.replacement();
    ImmutableList<Step> steps = steps(rep.stepSequence());
    Statement.Replacement.Kind kind;
    if (has(rep, "instead")) {
      kind = Statement.Replacement.Kind.INSTEAD;
    } else if (has(rep, "also")) {
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

  private static boolean mentionsInstead(ParserRuleContext ctx) {
    for (int i = 0; i < ctx.getChildCount(); i++) {
      ParseTree c = ctx.getChild(i);
      if (c instanceof TerminalNode t && t.getText().equalsIgnoreCase("instead")) {
        return true;
      }
      if (c instanceof ParserRuleContext p && mentionsInstead(p)) {
        return true;
      }
    }
    return false;
  }

  /** "..., I gain 1 boost instead.": the last step carries the word. */
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
      // objectPhrase ('or' listablePhrase)* objectEvent
      if (o.listablePhrase().isEmpty()) {
        ObjectRef subject = obj((ObjectPhraseContext) o.children.get(0), true);
        return objectEvent(subject, o.objectEvent());
      }
      // "a Robot or a token": one object matching any of the phrases.
      List<ObjectRef> items = new ArrayList<>();
      items.add(obj(o.objectPhrase(), false));
      for (ListablePhraseContext p : o.listablePhrase()) {
        items.add(obj(p, false));
      }
      ObjectRef subject = register(new ObjectRef.Several(list(items), true,
          SourceSpan.of(span(o.objectPhrase()).start(), span(o.listablePhrase(o.listablePhrase().size() - 1)).end())));
      return objectEvent(subject, o.objectEvent());
    }
    if (ctx instanceof OneOrMoreEventOfContext o) {
      int start = span((TerminalNode) o.getChild(0)).start();
      SourceSpan qs = SourceSpan.of(start, span((TerminalNode) o.getChild(2)).end());
      SourceSpan s = SourceSpan.of(start, span(o.postFilters() != null ? o.postFilters() : o.noun(o.noun().size() - 1)).end());
      List<Adjective> adjectives = new ArrayList<>(adjectives(o.adjective()));
      adjectives.addAll(withAdjectives(o.postFilters()));
      ImmutableList<Filter> filters = filters(o.postFilters());
      if (o.possessive() != null) {
        // "one or more of your Characters" reads as "one or more Characters you control" (7.2.3.a).
        if (!(possessive(o.possessive()) instanceof Possessor.OfPlayer owner)) {
          throw error(o.possessive(), "expected a player's, such as 'your' or 'your opponents'', after 'one or more of'");
        }
        filters = ImmutableList.<Filter>builder().add(new Filter.ControlledBy(owner.player(), owner.span()))
            .addAll(filters).build();
      }
      ObjectRef subject = register(new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.ONE_OR_MORE,
          Optional.empty(), false, qs), list(adjectives), nouns(o.noun()), filters, s));
      return objectEvent(subject, o.objectEvent());
    }
    // playerSubject playerEvent ('or' playerEvent)*: the events at odd positions.
    List<ParseTree> children = ctx.children;
    PlayerRef player = player((PlayerSubjectContext) children.get(0));
    if (children.size() == 2) {
      return playerEvent(player, (PlayerEventContext) children.get(1));
    }
    List<Event> events = new ArrayList<>();
    for (int i = 1, n = children.size(); i < n; i += 2) {
      events.add(playerEvent(player, (PlayerEventContext) children.get(i)));
    }
    return new Event.AnyOf(list(events), span(ctx));
  }

  private Event objectEvent(ObjectRef subject, ObjectEventContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof LoseEventContext c) {
      return new Event.Loses(subject, loseItem(c.loseItem()), s);
    }
    if (ctx instanceof BecomeEventContext c) {
      // "becomes exhausted" (2.4.6: exhausted is a status).
      return new Event.Becomes(subject, c.STATUS() == null ? Status.EXHAUSTED : status(c.STATUS()), s);
    }
    if (ctx instanceof SwitchEventContext c) {
      return new Event.SwitchesExpeditions(subject, s);
    }
    if (ctx instanceof GainEventContext c) {
      if (c.eventGain() instanceof GainOrMoreCountersContext g) {
        return new Event.Gains(subject,
            new Step.Gainable.Counters(quantity(g.quantity()), counter(g.counterNoun()), span(g)), true, s);
      }
      if (c.eventGain() instanceof GainCountersEventContext g) {
        return new Event.Gains(subject,
            new Step.Gainable.Counters(quantity(g.quantity()), counter(g.counterNoun()), span(g)), false, s);
      }
      if (c.eventGain() instanceof GainStatusEventContext g) {
        return new Event.Gains(subject, new Step.Gainable.StatusOf(status(g.STATUS()),
            span(g)), false, s);
      }
      if (c.eventGain() instanceof GainNthCounterContext g) {
        return new Event.Gains(subject, new Step.Gainable.NthCounter(possessive(g.possessive()),
            new Quantity.Literal(ordinal(g.ordinal()), span(g.ordinal())), counter(g.counterNoun()), span(g)), false, s);
      }
      throw error(c, "expected what is gained");
    }
    if (ctx instanceof GoEventContext c) {
      List<Zone> from = new ArrayList<>();
      Zone to;
      if (c.zoneList() != null) {
        from.add(zone(c.zoneList().zone()));
        for (ZoneNameContext n : c.zoneList().zoneName()) {
          from.add(new Zone(zoneKind(n), from.get(0).owner(), span(n)));
        }
        to = zone(c.zone(0));
      } else {
        to = zone(c.zone(0));
        if (c.zone().size() > 1) {
          from.add(zone(c.zone(1)));
        } else if (has(c, "anywhere")) {
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
        places.add(place(p));
      }
      return new Event.Joins(subject, list(places), s);
    }
    if (ctx instanceof MoveEventContext c) {
      if (c.KW_ACTION() != null && EnglishLexicon.action(inside(c.KW_ACTION())).orElseThrow() != KeywordAction.ASCEND) {
        throw new BuildException(c.KW_ACTION().getSymbol().getStartIndex(),
            "expected a terrain such as {V} or Ascend after 'due to', found " + c.KW_ACTION().getText());
      }
      return new Event.Moves(subject, direction(c.direction()),
          c.terrainSymbol() == null ? Optional.empty() : Optional.of(terrain(c.terrainSymbol())),
          c.KW_ACTION() != null,
          c.phase() == null ? Optional.empty() : Optional.of(phase(c.phase())), s);
    }
    if (ctx instanceof FailEventContext c) {
      return new Event.FailsToMoveForward(subject,
          c.phase() == null ? Optional.empty() : Optional.of(phase(c.phase())), s);
    }
    if (ctx instanceof AttemptEventContext c) {
      KeywordAction action = EnglishLexicon.action(inside(c.KW_ACTION())).orElseThrow();
      return new Event.ObjectKeyword(subject, action, true, has(c, "again"), s);
    }
    if (ctx instanceof SpendEventContext c) {
      return new Event.Spends(subject, counter(c.counterNoun()), s);
    }
    if (ctx instanceof MarkerPlacedEventContext c) {
      requireTerrainMarker(subject, c);
      return new Event.TerrainMarkerPlaced(Optional.empty(), subject, has(c, "moved"),
          c.objectPhrase() == null ? Optional.empty() : Optional.of(obj(c.objectPhrase(), false)), s);
    }
    if (ctx instanceof ObjectKeywordEventContext c) {
      KeywordAction action = EnglishLexicon.action(inside(c.KW_ACTION())).orElseThrow();
      return new Event.ObjectKeyword(subject, action, false, has(c, "again"), s);
    }
    if (ctx instanceof PassiveEventContext c) {
      return undergoes(subject, c, c.objectAction(), c.zone(), c.objectList(), s);
    }
    throw error(ctx, "expected an event such as 'joins your Expeditions'");
  }

  private Event playerEvent(PlayerRef player, PlayerEventContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof PlayEventContext c) {
      ObjectRef what = objList(c.objectList());
      Hoisted h = hoistFrom(what, optZone(c.zone()));
      return new Event.Plays(player, h.objects(), h.from(), s);
    }
    if (ctx instanceof ExhaustEventContext c) {
      return new Event.Exhausts(player, objList(c.objectList()), s);
    }
    if (ctx instanceof PassEventContext c) {
      return new Event.Passes(player, has(c, "first"), s);
    }
    if (ctx instanceof ReadyEventContext c) {
      return new Event.Readies(player, objList(c.objectList()), s);
    }
    if (ctx instanceof SacrificeEventContext c) {
      return new Event.Sacrifices(player, objList(c.objectList()), s);
    }
    if (ctx instanceof DiscardEventContext c) {
      return new Event.Discards(player, objList(c.objectList()), s);
    }
    if (ctx instanceof CreateEventContext c) {
      return new Event.Creates(player, objList(c.objectList()), s);
    }
    if (ctx instanceof ReceiveEventContext c) {
      return new Event.Receives(player, objList(c.objectList()), s);
    }
    if (ctx instanceof DrawEventContext c) {
      return new Event.Draws(player, quantity(c.quantity()), has(c, "more"), s);
    }
    if (ctx instanceof RollEventContext c) {
      return new Event.Rolls(player, quantity(c.quantity()), has(c, "more"), s);
    }
    if (ctx instanceof RollResultEventContext c) {
      return new Event.RollsResult(player, dieRange(c.dieRange()), has(c, "this"), s);
    }
    if (ctx instanceof RevealEventContext c) {
      return new Event.Reveals(player, objList(c.objectList()), s);
    }
    if (ctx instanceof PlaceMarkerEventContext c) {
      ObjectRef markers = objList(c.objectList());
      requireTerrainMarker(markers, c.objectList());
      return new Event.TerrainMarkerPlaced(Optional.of(player), markers, has(c, "move") || has(c, "moves"),
          c.objectPhrase() == null ? Optional.empty() : Optional.of(obj(c.objectPhrase(), false)), s);
    }
    if (ctx instanceof KeywordEventContext c) {
      return new Event.DoesKeyword(player,
          EnglishLexicon.action(inside(c.KW_ACTION())).orElseThrow(), s);
    }
    throw error(ctx, "expected an event such as 'you play a Character'");
  }

  // ===================================================================================================================
  // Conditions
  // ===================================================================================================================

  private Condition condition(ConditionContext ctx) {
    // conditionAtom (',' conditionAtom)* (('and' | 'or') conditionAtom)?: the atoms at even positions.
    List<ParseTree> children = ctx.children;
    if (children.size() == 1) {
      return atom((ConditionAtomContext) children.get(0));
    }
    List<Condition> conditions = new ArrayList<>();
    for (ConditionAtomContext atom : ctx.conditionAtom()) {
      conditions.add(atom(atom));
    }
    return new Condition.Several(list(conditions), !has(ctx, "or"), span(ctx));
  }

  /** The subject and tense of "it's", "I'm", "my Expedition is", "it wasn't". */
  private record Be(ObjectRef subject, boolean past, boolean negated) {}

  private Be be(ObjBeContext ctx) {
    if (ctx.objectPhrase() != null) {
      ObjectRef subject = obj(ctx.objectPhrase(), true);
      String verb = ctx.beVerb().getText().toLowerCase(Locale.ROOT);
      return new Be(subject, verb.startsWith("was") || verb.startsWith("were"), verb.endsWith("n't"));
    }
    if (has(ctx, "i'm")) {
      return new Be(new ObjectRef.Self(span(ctx)), false, false);
    }
    return new Be(pronoun(ctx, false), false, false);
  }

  private Condition atom(ConditionAtomContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof DoneConditionContext c) {
      String w = c.getChild(1).getText().toLowerCase(Locale.ROOT);
      return new Condition.Did(switch (w) {
        case "do", "does", "did" -> Condition.Did.Outcome.DID;
        case "can't" -> Condition.Did.Outcome.COULD_NOT;
        default -> Condition.Did.Outcome.DID_NOT;
      }, s);
    }
    if (ctx instanceof StatusConditionContext c) {
      Be be = be(c.objBe());
      boolean negated = be.negated() ^ has(c, "not");
      StatusListContext l = c.statusList();
      List<Status> statuses = new ArrayList<>();
      if (has(l, "ready")) {
        statuses.add(Status.EXHAUSTED);
        negated = !negated;
      } else if (has(l, "exhausted")) {
        statuses.add(Status.EXHAUSTED);
      } else if (has(l, "ascended")) {
        statuses.add(Status.ASCENDED);
      } else {
        if (has(l, "and")) {
          throw error(l, "expected 'or' between statuses, found 'and'");
        }
        for (TerminalNode t : l.STATUS()) {
          statuses.add(status(t));
        }
      }
      return new Condition.HasStatus(be.subject(), negated, be.past(), list(statuses), s);
    }
    if (ctx instanceof InConditionContext c) {
      Be be = be(c.objBe());
      return new Condition.IsIn(be.subject(), be.negated() ^ has(c, "not"), be.past(), place(c.placeRef()), s);
    }
    if (ctx instanceof TerrainStatConditionContext c) {
      Be be = be(c.objBe());
      possessive(c.possessive());
      return new Condition.InTerrainWithBaseStat(be.subject(), Integer.parseInt(c.NUMBER().getText()), s);
    }
    if (ctx instanceof IsAConditionContext c) {
      Be be = be(c.objBe());
      if (be.negated()) {
        throw error(c, "expected 'is a ...', found a negation");
      }
      return new Condition.IsA(be.subject(), obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof PositionConditionContext c) {
      Be be = be(c.objBe());
      return new Condition.InPosition(be.subject(), positions(c.positionList()), s);
    }
    if (ctx instanceof EmptyConditionContext c) {
      if (c.zone() != null) {
        return new Condition.ZoneEmpty(zone(c.zone()), s);
      }
      Be be = be(c.objBe());
      if (!(be.subject() instanceof ObjectRef.ZoneContents z) || be.negated()) {
        throw error(c, "expected a zone that is empty, such as 'your hand'");
      }
      return new Condition.ZoneEmpty(z.zone(), s);
    }
    if (ctx instanceof ControlConditionContext c) {
      PlayerRef p = player(c.playerSubject());
      return new Condition.Controls(p, counts(c.countedList()), s);
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
    if (ctx instanceof CounterConditionContext c) {
      return counterCondition(obj(c.objectPhrase(), true), c.counterCount(), s);
    }
    if (ctx instanceof ThereIsConditionContext c) {
      return new Condition.ThereAre(counts(c.countedList()), s);
    }
    if (ctx instanceof ThereIsStatsConditionContext c) {
      return baseStats(c.countedStats(), true, s);
    }
    if (ctx instanceof CompareConditionContext c) {
      Value left = value(c.valueRef());
      Condition.Compare k = (Condition.Compare) compare(left, c.comparison(), s);
      String be = c.beVerb().getText().toLowerCase(Locale.ROOT);
      boolean past = be.equals("was") || be.equals("were");
      return new Condition.Compare(k.left(), k.comparison(), k.right(), past, s);
    }
    if (ctx instanceof FirstPlayerConditionContext c) {
      return new Condition.FirstPlayer(player(c.playerSubject()),
          has(c, "not") || c.beVerb().getText().toLowerCase(Locale.ROOT).endsWith("n't"), s);
    }
    if (ctx instanceof CountedIsConditionContext c) {
      return countedIs(c, s);
    }
    if (ctx instanceof DefinedConditionContext c) {
      return defined(be(c.objBe()), has(c, "not"), c.UNKNOWN_BRACKET());
    }
    if (ctx instanceof FacingConditionContext c) {
      return facing(be(c.objBe()), has(c, "not"), c.countedList(), s);
    }
    if (ctx instanceof FacingMeConditionContext c) {
      Be be = be(c.objBe());
      if (be.negated()) {
        throw error(c, "expected 'is facing me', found a negation");
      }
      ObjectRef facingMe = new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s),
          ImmutableList.of(), new NounGroup(ImmutableList.of(), false, s),
          ImmutableList.of(new Filter.Facing(new ObjectRef.Self(s), s)), s);
      return new Condition.IsA(be.subject(), facingMe, s);
    }
    if (ctx instanceof ThisWayConditionContext c) {
      PlayerRef p = player(c.playerSubject());
      Condition.DidThisWay.Verb verb = Condition.DidThisWay.Verb.valueOf(
          switch (c.pastVerb().getText().toLowerCase(Locale.ROOT)) {
            case "drew" -> "DREW";
            default -> c.pastVerb().getText().toUpperCase(Locale.ROOT);
          });
      return new Condition.DidThisWay(p, verb, objList(c.objectList()), s);
    }
    if (ctx instanceof PlayedFromConditionContext c) {
      PlayerRef p = player(c.playerSubject());
      return new Condition.PlaysFrom(p, pronoun(c, false), zone(c.zone()), s);
    }
    if (ctx instanceof WasPlayedFromConditionContext c) {
      Zone from = zone(c.zone());
      return new Condition.PlaysFrom(from.owner().orElse(PlayerRef.you()), pronoun(c, false), from, s);
    }
    throw error(ctx, "expected a condition");
  }

  /**
   * "If I'm [In Contact]": the condition the ability's reminder text gives the word, read where the word stands (its
   * objects are registered there, as if written out).
   */
  private Condition defined(Be be, boolean not, TerminalNode word) {
    String name = inside(word);
    DefinitionContext d = definitions.get(name.toLowerCase(Locale.ROOT));
    if (d == null) {
      throw new BuildException(word.getSymbol().getStartIndex(), "expected a known keyword, status or token name "
          + "such as [Brassbug 2/2/2], found unknown keyword '" + word.getText() + "' (not in the lexicon, and no "
          + "reminder text of this ability defines it)");
    }
    if (!(d instanceof DefinedConditionWordContext c)) {
      throw new BuildException(word.getSymbol().getStartIndex(), "expected a word defined as a condition ('I'm "
          + word.getText() + " if ...'), found one defined as an event ('" + word.getText() + " is when ...')");
    }
    if (!(be.subject() instanceof ObjectRef.Self) || be.negated() ^ not) {
      throw new BuildException(word.getSymbol().getStartIndex(), "expected 'I'm " + word.getText() + "' (the word "
          + "is defined for me, without 'not')");
    }
    return condition(c.condition());
  }

  /**
   * "When you make a [Gift]": the event the ability's reminder text gives the word ("A Gift is when on your turn,
   * an opponent draws a card, ..."), with its timing; read where the word stands.
   */
  private DefinedEventWordContext definedEvent(DefinedEventContext ctx) {
    TerminalNode word = ctx.UNKNOWN_BRACKET();
    DefinitionContext d = definitions.get(inside(word).toLowerCase(Locale.ROOT));
    if (d == null) {
      throw new BuildException(word.getSymbol().getStartIndex(), "expected a known keyword, status or token name "
          + "such as [Brassbug 2/2/2], found unknown keyword '" + word.getText() + "' (not in the lexicon, and no "
          + "reminder text of this ability defines it)");
    }
    if (!(d instanceof DefinedEventWordContext e)) {
      throw new BuildException(word.getSymbol().getStartIndex(), "expected a word defined as an event ('"
          + word.getText() + " is when ...'), found one defined as a condition");
    }
    return e;
  }

  /**
   * "If one or more of your Expeditions is Ascended" is "if there is one or more Ascended Expedition of yours";
   * "neither of my Expeditions is in {M}" counts none of them in {M}.
   */
  private Condition countedIs(CountedIsConditionContext c, SourceSpan s) {
    Condition.Count k = c.countPrefix() == null
        ? new Condition.Count(Condition.Count.Range.NONE, Optional.empty(), obj(c.listablePhrase(), true), s)
        : count(c.countPrefix(), () -> obj(c.listablePhrase(), true), s);
    if (has(c, "not") || c.beVerb().getText().toLowerCase(Locale.ROOT).endsWith("n't")) {
      throw error(c, "expected a count of objects that are so ('neither of ... is'), found a negation");
    }
    ObjectRef objects = k.objects();
    if (c.statusList() != null) {
      StatusListContext l = c.statusList();
      List<Status> statuses = new ArrayList<>();
      if (has(l, "ascended")) {
        statuses.add(Status.ASCENDED);
      } else if (has(l, "exhausted")) {
        statuses.add(Status.EXHAUSTED);
      } else if (has(l, "ready")) {
        throw error(l, "expected a status, found 'ready'");
      } else {
        l.STATUS().forEach(t -> statuses.add(status(t)));
      }
      objects = withAdjective(objects, new Adjective.WithStatus(list(statuses), span(l)), c);
    } else if (c.placeRef() != null) {
      objects = withFilter(objects, new Filter.In(ImmutableList.of(place(c.placeRef())), false, span(c.placeRef())), c);
    } else {
      objects = withAdjective(objects, new Adjective.OfRegion(Adjective.OfRegion.RegionQuality.VISIBLE,
          originalSpan(c.getStop().getStartIndex(), c.getStop().getStopIndex() + 1)), c);
    }
    return new Condition.ThereAre(ImmutableList.of(new Condition.Count(k.range(), k.count(), objects, k.span())), s);
  }

  private ObjectRef withAdjective(ObjectRef ref, Adjective a, ParserRuleContext ctx) {
    List<Adjective> all = new ArrayList<>();
    if (ref instanceof ObjectRef.Phrase p) {
      all.addAll(p.adjectives());
      all.add(a);
      return new ObjectRef.Phrase(p.quantifier(), list(all), p.nouns(), p.filters(), p.span());
    }
    if (ref instanceof ObjectRef.Possessed p) {
      all.addAll(p.adjectives());
      all.add(a);
      return new ObjectRef.Possessed(p.owner(), list(all), p.nouns(), p.filters(), p.span());
    }
    if (ref instanceof ObjectRef.OfPossessed p) {
      all.addAll(p.adjectives());
      all.add(a);
      return new ObjectRef.OfPossessed(p.which(), p.owner(), list(all), p.nouns(), p.filters(), p.span());
    }
    throw error(ctx, "expected objects such as 'your Expeditions' or 'two Characters'");
  }

  private ObjectRef withFilter(ObjectRef ref, Filter f, ParserRuleContext ctx) {
    List<Filter> all = new ArrayList<>();
    if (ref instanceof ObjectRef.Phrase p) {
      all.addAll(p.filters());
      all.add(f);
      return new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(), list(all), p.span());
    }
    if (ref instanceof ObjectRef.Possessed p) {
      all.addAll(p.filters());
      all.add(f);
      return new ObjectRef.Possessed(p.owner(), p.adjectives(), p.nouns(), list(all), p.span());
    }
    if (ref instanceof ObjectRef.OfPossessed p) {
      all.addAll(p.filters());
      all.add(f);
      return new ObjectRef.OfPossessed(p.which(), p.owner(), p.adjectives(), p.nouns(), list(all), p.span());
    }
    throw error(ctx, "expected objects such as 'your Expeditions' or 'two Characters'");
  }

  /**
   * "If I'm facing a Character" is "if there is a Character facing me" (1.2.3.c): the counted objects get the filter
   * "facing" the subject; "not facing a Character" counts none.
   */
  private Condition facing(Be be, boolean not, CountedListContext ctx, SourceSpan s) {
    List<Condition.Count> out = new ArrayList<>();
    for (Condition.Count k : counts(ctx)) {
      if (!(k.objects() instanceof ObjectRef.Phrase ph)) {
        throw error(ctx, "expected objects such as 'a Character' or 'an Expedition in {V}' after 'facing'");
      }
      List<Filter> filters = new ArrayList<>(ph.filters());
      filters.add(new Filter.Facing(be.subject(), s));
      out.add(new Condition.Count(k.range(), k.count(),
          new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(), ph.nouns(), list(filters), ph.span()), k.span()));
    }
    if (be.negated() ^ not) {
      if (out.size() != 1 || out.get(0).range() != Condition.Count.Range.SOME) {
        throw error(ctx, "expected 'not facing a ...' with one object phrase and no number");
      }
      Condition.Count k = out.get(0);
      out.set(0, new Condition.Count(Condition.Count.Range.NONE, k.count(), k.objects(), k.span()));
    }
    return new Condition.ThereAre(list(out), s);
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
    if (ctx instanceof CountOrMoreFirstContext c) {
      return new Condition.HasCounters(subject,
          has(c, "more") ? Condition.Count.Range.AT_LEAST : Condition.Count.Range.AT_MOST, quantity(c.quantity()),
          counter(c.counterNoun()), s);
    }
    if (ctx instanceof CountOrMoreAfterContext c) {
      Quantity q = quantity(c.quantity());
      Counter counter = counter(c.counterNoun());
      return new Condition.HasCounters(subject,
          has(c, "more") ? Condition.Count.Range.AT_LEAST : Condition.Count.Range.AT_MOST, q, counter, s);
    }
    if (ctx instanceof CountThanContext c) {
      return new Condition.HasCounters(subject,
          has(c, "more") ? Condition.Count.Range.MORE_THAN : Condition.Count.Range.LESS_THAN, quantity(c.quantity()),
          counter(c.counterNoun()), s);
    }
    if (ctx instanceof CountExactContext c) {
      return new Condition.HasCounters(subject, Condition.Count.Range.EXACTLY,
          quantity(c.quantity()), counter(c.counterNoun()), s);
    }
    if (ctx instanceof CountNoneContext c) {
      // "has no boosts", "with no Kelon counters".
      return new Condition.HasCounters(subject, Condition.Count.Range.NONE, new Quantity.Literal(0, s),
          counter(c.counterNoun()), s);
    }
    throw error(ctx, "expected a number of counters");
  }

  private ImmutableList<Position> positions(PositionListContext ctx) {
    if (has(ctx, "and")) {
      throw error(ctx, "expected 'or' between positions, found 'and'");
    }
    List<Position> out = new ArrayList<>();
    for (PositionContext p : ctx.position()) {
      out.add(Position.valueOf(p.getText().toUpperCase(Locale.ROOT)));
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
    return count(ctx.countPrefix(), () -> obj(ctx.objectPhrase(), true), span(ctx));
  }

  /** The objects are read after the count's own quantity (antecedents are registered in reading order). */
  private Condition.Count count(CountPrefixContext p, java.util.function.Supplier<ObjectRef> objects, SourceSpan s) {
    Condition.Count.Range range;
    Optional<Quantity> n = Optional.empty();
    if (p == null) {
      range = Condition.Count.Range.SOME;
    } else {
      if (p instanceof OrMoreLessContext c) {
        n = Optional.of(quantity(c.quantity()));
        range = has(c, "more") ? Condition.Count.Range.AT_LEAST : Condition.Count.Range.AT_MOST;
      } else if (p instanceof LessMoreThanContext c) {
        n = Optional.of(quantity(c.quantity()));
        range = has(c, "more") ? Condition.Count.Range.MORE_THAN : Condition.Count.Range.LESS_THAN;
      } else if (p instanceof ComparativeContext c) {
        range = has(c, "more") ? Condition.Count.Range.MORE : Condition.Count.Range.FEWER;
      } else if (p instanceof NoneCountContext c) {
        range = Condition.Count.Range.NONE;
      } else if (p instanceof OnlyCountContext c) {
        n = Optional.of(quantity(c.quantity()));
        range = Condition.Count.Range.EXACTLY;
      } else if (p instanceof AtLeastCountContext c) {
        n = Optional.of(quantity(c.quantity()));
        range = Condition.Count.Range.AT_LEAST;
      } else {
        throw error(p, "expected a count");
      }
    }
    return new Condition.Count(range, n, objects.get(), s);
  }

  private Condition compare(Value left, ComparisonContext ctx, SourceSpan s) {
    if (ctx instanceof OrMoreLessCmpContext c) {
      return new Condition.Compare(left, has(c, "more") ? Comparison.AT_LEAST
          : Comparison.AT_MOST, c.manaAmount() != null ? new Value.Number(manaAmount(c.manaAmount()), true, span(c))
          : new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), span(c)), false, span(c)), false, s);
    }
    if (ctx instanceof PlusCmpContext c) {
      return new Condition.Compare(left, Comparison.AT_LEAST,
          new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), span(c)), false, span(c)), false, s);
    }
    if (ctx instanceof RelationCmpContext c) {
      return new Condition.Compare(left, comparator(c.comparator()),
          operand(c.valueOperand()), false, s);
    }
    throw error(ctx, "expected a comparison");
  }

  private static Comparison comparator(ComparatorContext ctx) {
    String t = ctx.getText().toLowerCase(Locale.ROOT);
    return switch (t) {
      case "equalto" -> Comparison.EQUAL;
      case "higherthan", "greaterthan" -> Comparison.GREATER;
      case "lowerthan", "lessthan" -> Comparison.LESS;
      case "lessthanorequalto" -> Comparison.LESS_OR_EQUAL;
      default -> Comparison.GREATER_OR_EQUAL;
    };
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
      Stat stat = stat(c.statName());
      ObjectRef of;
      if (p instanceof Possessor.OfObject o) {
        of = o.object();
      } else {
        throw error(c, "expected an object's " + c.statName().getText()
            + ", found a player's");
      }
      return new Value.StatOf(stat, of, s);
    }
    if (ctx instanceof StatOfContext c) {
      Stat stat = stat(c.statName());
      return new Value.StatOf(stat, obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof TheStatValueContext c) {
      return new Value.StatOf(stat(c.statName()), new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(),
          false, false, s), s);
    }
    if (ctx instanceof ResultValueContext c) {
      return new Value.Result(false, s);
    }
    if (ctx instanceof XValueContext c) {
      return new Value.Result(true, s);
    }
    throw error(ctx, "expected a value");
  }

  private Stat stat(StatNameContext ctx) {
    if (ctx.terrainSymbol() != null) {
      return switch (terrain(ctx.terrainSymbol())) {
        case FOREST -> Stat.FOREST;
        case MOUNTAIN -> Stat.MOUNTAIN;
        case WATER -> Stat.WATER;
      };
    }
    String t = ctx.getText().toLowerCase(Locale.ROOT);
    return switch (t) {
      case "handcost" -> Stat.HAND_COST;
      case "reservecost" -> Stat.RESERVE_COST;
      case "basestatistic" -> Stat.BASE_STATISTIC;
      case "basecost" -> Stat.BASE_COST;
      default -> Stat.RESULT;
    };
  }

  // ===================================================================================================================
  // Objects, players, zones, places
  // ===================================================================================================================

  private ObjectRef objList(ObjectListContext ctx) {
    // objectPhrase ((',' listablePhrase)* ('and' | 'or') listablePhrase)?: one phrase nearly always.
    List<ParseTree> children = ctx.children;
    ObjectPhraseContext first = (ObjectPhraseContext) children.get(0);
    if (children.size() == 1) {
      return obj(first, true);
    }
    List<ObjectRef> items = new ArrayList<>();
    items.add(obj(first, false));
    for (int i = 1, n = children.size(); i < n; i++) {
      if (children.get(i) instanceof ListablePhraseContext p) {
        items.add(obj(p, false));
      }
    }
    return register(new ObjectRef.Several(list(items), has(ctx, "or"), span(ctx)));
  }

  private ObjectRef pronoun(ParserRuleContext ctx, boolean plural) {
    return new ObjectRef.Pronoun(lastCandidate(), plural, Optional.empty(), false, false, span(ctx));
  }

  /**
   * An object phrase. {@code candidate}: the phrase is the subject or object of a trigger, step or condition, so
   * later pronouns may stand for it.
   */
  private ObjectRef obj(ObjectPhraseContext ctx, boolean candidate) {
    if (ctx instanceof OtherPhraseContext o) {
      // Its one child.
      return objAny((ListablePhraseContext) o.children.get(0), candidate);
    }
    return objAny(ctx, candidate);
  }

  private ObjectRef obj(ListablePhraseContext ctx, boolean candidate) {
    return objAny(ctx, candidate);
  }

  private ObjectRef objAny(ParserRuleContext ctx, boolean candidate) {
    SourceSpan s = span(ctx);
    ObjectRef ref;
    if (ctx instanceof SelfPhraseContext c) {
      ref = new ObjectRef.Self(s);
    } else if (ctx instanceof WeBothPhraseContext c) {
      ref = new ObjectRef.SelfAnd(lastCandidate(), s);
    } else if (ctx instanceof PronounPhraseContext c) {
      boolean plural = !has(c, "it");
      ref = new ObjectRef.Pronoun(lastCandidate(), plural, Optional.empty(), false, has(c, "all"), s);
    } else if (ctx instanceof ThatPhraseContext c) {
      NounGroup nouns = nouns(c.noun());
      ref = new ObjectRef.Pronoun(lastCandidate(), isPluralNoun(c.noun()), Optional.of(nouns), false, false, s);
    } else if (ctx instanceof TheTargetPhraseContext c) {
      ref = new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(), true, false, s);
    } else if (ctx instanceof TopOfPhraseContext c) {
      Optional<Quantity> n = c.quantity() == null ? Optional.empty() : Optional.of(quantity(c.quantity()));
      boolean plural = has(c, "cards");
      boolean one = n.isEmpty() || (n.get() instanceof Quantity.Literal l && l.value() == 1);
      if (plural == one) {
        throw error(c, "expected '" + (one ? "card" : "cards") + "' after the number, found '"
            + (plural ? "cards" : "card") + "'");
      }
      ref = new ObjectRef.TopOf(n, zone(c.zone()), s);
    } else if (ctx instanceof OfPossessivePhraseContext c) {
      // "both of your Expeditions": all of the two (1.2.3.c).
      Quantifier.Kind which = has(c, "one") ? Quantifier.Kind.COUNT : has(c, "each") ? Quantifier.Kind.EACH
          : Quantifier.Kind.ALL;
      Possessor p = possessive(c.possessive());
      ImmutableList<Adjective> adjectives = withAdjectives(adjectives(c.adjective()), c.postFilters());
      NounGroup nouns = nouns(c.noun());
      ref = new ObjectRef.OfPossessed(which, p, adjectives, nouns, filters(c.postFilters()), s);
    } else if (ctx instanceof RestPhraseContext c) {
      ref = new ObjectRef.Rest(lastCandidate(), s);
    } else if (ctx instanceof ThesePhraseContext c) {
      ref = new ObjectRef.These(lastCandidate(), s);
    } else if (ctx instanceof TargetsPhraseContext c) {
      Quantity n = quantity(c.quantity());
      Quantifier q = new Quantifier(has(c, "up") ? Quantifier.Kind.UP_TO : Quantifier.Kind.COUNT, Optional.of(n),
          true, s);
      ref = new ObjectRef.Targets(q, nouns(c.noun()), s);
    } else if (ctx instanceof PossessedPhraseContext c) {
      Possessor p = possessive(c.possessive());
      ImmutableList<Adjective> adjectives = withAdjectives(adjectives(c.adjective()), c.postFilters());
      NounGroup nouns = nouns(c.noun());
      ref = new ObjectRef.Possessed(p, adjectives, nouns, filters(c.postFilters()), s);
    } else if (ctx instanceof OfPossessorPhraseContext c) {
      Possessor p = new Possessor.OfPlayer(player(c.ofPossessor().playerSubject()), span(c.ofPossessor()));
      ImmutableList<Adjective> adjectives = withAdjectives(adjectives(c.adjective()), c.postFilters());
      ref = new ObjectRef.Possessed(p, adjectives, nouns(c.noun()), filters(c.postFilters()), s);
    } else if (ctx instanceof ZoneContentsPhraseContext c) {
      Possessor p = possessive(c.possessive());
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw error(c, "expected a player's zone ('their hand'), found an object's");
      }
      ref = new ObjectRef.ZoneContents(new Zone(zoneKind(c.zoneName()), Optional.of(pl.player()), s), s);
    } else if (ctx instanceof QuantifiedPhraseContext c) {
      ref = quantified(c, s);
    } else {
      throw error(ctx, "expected an object such as 'target Character'");
    }
    return candidate ? register(ref) : ref;
  }

  /** Whether the last of a phrase's nouns is plural ("Character or Permanents"). */
  private static boolean isPluralNoun(List<NounContext> nouns) {
    NounContext last = nouns.get(nouns.size() - 1);
    String word = word(last.getChild(last.getChildCount() - 1));
    if (last.SUBTYPE() != null) {
      String id = EnglishLexicon.subtype(word).orElseThrow();
      return !EnglishLexicon.subtypeName(id, false).equalsIgnoreCase(word);
    }
    return word.endsWith("s");
  }

  private ObjectRef quantified(QuantifiedPhraseContext c, SourceSpan s) {
    // determiner? adjective* noun ('or' noun)* postFilters?: the children read once, in order.
    DeterminerContext d = null;
    List<AdjectiveContext> adjectiveContexts = List.of();
    List<NounContext> nounContexts = new ArrayList<>(2);
    PostFiltersContext post = null;
    List<ParseTree> children = c.children;
    for (int i = 0, n = children.size(); i < n; i++) {
      ParseTree child = children.get(i);
      if (child instanceof NounContext x) {
        nounContexts.add(x);
      } else if (child instanceof DeterminerContext x) {
        d = x;
      } else if (child instanceof AdjectiveContext x) {
        if (adjectiveContexts.isEmpty()) {
          adjectiveContexts = new ArrayList<>(2);
        }
        adjectiveContexts.add(x);
      } else if (child instanceof PostFiltersContext x) {
        post = x;
      }
    }
    Quantifier q;
    List<Adjective> adjectives = new ArrayList<>();
    if (d == null) {
      q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s);
    } else {
      SourceSpan ds = span(d);
      boolean target = has(d, "target");
      if (d instanceof TargetDetContext x) {
        q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, ds)),
            true, ds);
      } else if (d instanceof AnotherDetContext x) {
        adjectives.add(new Adjective.Other(ds));
        q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, ds)), target, ds);
      } else if (d instanceof YetAnotherDetContext x) {
        q = new Quantifier(Quantifier.Kind.YET_ANOTHER, Optional.empty(), false, ds);
      } else if (d instanceof UpToDetContext x) {
        if (has(x, "other")) {
          adjectives.add(new Adjective.Other(ds));
        }
        // 'up' 'to' quantity ...
        q = new Quantifier(Quantifier.Kind.UP_TO, Optional.of(quantity((QuantityContext) x.children.get(2))), target,
            ds);
      } else if (d instanceof AnyNumberDetContext x) {
        if (has(x, "other")) {
          adjectives.add(new Adjective.Other(ds));
        }
        q = new Quantifier(Quantifier.Kind.ANY_NUMBER, Optional.empty(), target, ds);
      } else if (d instanceof AnyDetContext x) {
        q = new Quantifier(Quantifier.Kind.ANY, Optional.empty(), false, ds);
      } else if (d instanceof AllDetContext x) {
        q = new Quantifier(Quantifier.Kind.ALL, Optional.empty(), false, ds);
      } else if (d instanceof EachDetContext x) {
        if (has(x, "other")) {
          adjectives.add(new Adjective.Other(ds));
        }
        q = new Quantifier(Quantifier.Kind.EACH, Optional.empty(), false, ds);
      } else if (d instanceof CountDetContext x) {
        if (has(x, "other")) {
          adjectives.add(new Adjective.Other(ds));
        }
        // quantity ('other' 'target' | 'target')?
        q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(quantity((QuantityContext) x.children.get(0))), target,
            ds);
      } else if (d instanceof NextDetContext x) {
        q = new Quantifier(Quantifier.Kind.NEXT, Optional.empty(), false, ds);
      } else if (d instanceof OrdinalDetContext x) {
        q = new Quantifier(Quantifier.Kind.ORDINAL,
            Optional.of(new Quantity.Literal(ordinal(x.ordinal()), ds)), false, ds);
      } else if (d instanceof TheDetContext x) {
        q = new Quantifier(Quantifier.Kind.THE, Optional.empty(), false, ds);
      } else {
        throw error(d, "expected a determiner");
      }
    }
    adjectives.addAll(adjectives(adjectiveContexts));
    adjectives.addAll(withAdjectives(post));
    NounGroup nouns = nouns(nounContexts);
    return new ObjectRef.Phrase(q, list(adjectives), nouns, filters(post), s);
  }

  private ImmutableList<Adjective> adjectives(List<AdjectiveContext> contexts) {
    List<Adjective> out = new ArrayList<>();
    for (AdjectiveContext a : contexts) {
      SourceSpan s = span(a);
      Adjective item_;
      if (a instanceof StatusAdjContext c) {
        List<Status> statuses = new ArrayList<>();
        for (TerminalNode t : c.STATUS()) {
          statuses.add(status(t));
        }
        item_ = new Adjective.WithStatus(list(statuses), s);
      } else if (a instanceof ExhaustedAdjContext c) {
        item_ = new Adjective.WithStatus(ImmutableList.of(Status.EXHAUSTED), s);
      } else if (a instanceof RegionAdjContext c) {
        item_ = new Adjective.OfRegion(has(c, "visible") ? Adjective.OfRegion.RegionQuality.VISIBLE
            : has(c, "starting") ? Adjective.OfRegion.RegionQuality.STARTING
            : Adjective.OfRegion.RegionQuality.SINGLE_TERRAIN, s);
      } else if (a instanceof AscendedAdjContext c) {
        item_ = new Adjective.WithStatus(ImmutableList.of(Status.ASCENDED), s);
      } else if (a instanceof ReadyAdjContext c) {
        item_ = new Adjective.Ready(s);
      } else if (a instanceof NonAdjContext c && c.WORD() != null) {
        Status status = EnglishLexicon.status(c.WORD().getText())
            .orElseThrow(() -> error(c, "expected a status, a type or a sub-type after 'non-', found " + c.WORD()));
        item_ = new Adjective.WithoutStatus(status, s);
      } else if (a instanceof NonAdjContext c) {
        item_ = new Adjective.Non(c.SUBTYPE() != null
            ? new Noun.Subtype(EnglishLexicon.subtype(c.SUBTYPE().getText()).orElseThrow(), span(c.SUBTYPE()))
            : c.typeWord() != null ? new Noun.Type(typeWord(c.typeWord()), span(c.typeWord()))
            : new Noun.Type(ObjectType.TOKEN, span(c.tokenNoun())), s);
      } else if (a instanceof TokenAdjContext c) {
        item_ = new Adjective.Token(s);
      } else if (a instanceof OtherAdjContext c) {
        item_ = new Adjective.Other(s);
      } else if (a instanceof ExpeditionKindAdjContext c) {
        item_ = new Adjective.ExpeditionKind(has(c, "companion"), s);
      } else if (a instanceof KeywordAdjContext c) {
        EnglishLexicon.KeywordWithParameter k = EnglishLexicon.ability(inside(c.KW_ABILITY())).orElseThrow();
        if (k.parameter().isPresent()) {
          throw error(c, "expected a keyword without a number before the noun, found " + c.getText());
        }
        item_ = new Adjective.WithKeyword(k.id(), s);
      } else {
        throw error(a, "expected an adjective");
      }
      out.add(item_);
    }
    return list(out);
  }

  private static NounGroup plus(NounGroup group, Noun more) {
    return new NounGroup(ImmutableList.<Noun>builder().addAll(group.nouns()).add(more).build(), group.plural(),
        group.span());
  }

  private static ObjectType typeWord(TypeWordContext ctx) {
    return switch (word(ctx)) {
      case "character" -> ObjectType.CHARACTER;
      case "permanent" -> ObjectType.PERMANENT;
      case "spell" -> ObjectType.SPELL;
      case "landmark" -> ObjectType.LANDMARK;
      case "hero" -> ObjectType.HERO;
      default -> ObjectType.EXPEDITION;
    };
  }

  /** A phrase's nouns, "Character or Permanent" (its span from the first to the last). */
  private NounGroup nouns(List<NounContext> contexts) {
    List<Noun> nouns = new ArrayList<>(contexts.size());
    for (NounContext n : contexts) {
      nouns.add(noun(n));
    }
    return new NounGroup(list(nouns), isPluralNoun(contexts),
        span(contexts.get(0), contexts.get(contexts.size() - 1)));
  }

  private Noun noun(NounContext ctx) {
    SourceSpan s = span(ctx);
    // The first child tells the alternative: "terrain marker(s)" with or without terrains, a sub-type, or a word.
    ParseTree first = ctx.children.get(0);
    if (first instanceof TerrainListContext terrains) {
      return new Noun.TerrainMarker(terrains(terrains), s);
    }
    if (first instanceof TerminalNodeImpl t) {
      int type = t.symbol.getType();
      if (type == TERRAIN_WORD || type == MARKER_WORD || type == MARKERS_WORD) {
        return new Noun.TerrainMarker(terrains(null), s);
      }
      if (type == SUBTYPE) {
        return new Noun.Subtype(EnglishLexicon.subtype(t.getText()).orElseThrow(), s);
      }
    }
    String w = word(first);
    return switch (w) {
      case "character", "characters" -> new Noun.Type(ObjectType.CHARACTER, s);
      case "permanent", "permanents" -> new Noun.Type(ObjectType.PERMANENT, s);
      case "expedition", "landmark" -> ctx.getChildCount() > 1
          ? new Noun.Type(w.equals("expedition") ? ObjectType.EXPEDITION_PERMANENT : ObjectType.LANDMARK_PERMANENT, s)
          : new Noun.Type(w.equals("expedition") ? ObjectType.EXPEDITION : ObjectType.LANDMARK, s);
      case "spell", "spells" -> new Noun.Type(ObjectType.SPELL, s);
      case "card", "cards" -> new Noun.Type(ObjectType.CARD, s);
      case "token", "tokens" -> new Noun.Type(ObjectType.TOKEN, s);
      case "landmarks" -> new Noun.Type(ObjectType.LANDMARK, s);
      case "mana" -> new Noun.Type(ObjectType.MANA_ORB, s);
      case "expeditions" -> new Noun.Type(ObjectType.EXPEDITION, s);
      case "hero" -> new Noun.Type(ObjectType.HERO, s);
      case "region", "regions" -> new Noun.Type(ObjectType.REGION, s);
      case "player", "players" -> new Noun.Player(false, s);
      case "opponent", "opponents" -> new Noun.Player(true, s);
      case "companion" -> new Noun.Subtype("COMPANION", s);
      default -> throw error(ctx, "expected a kind of object, found '" + ctx.getText() + "'");
    };
  }

  /** The word that starts "terrain marker(s)" without terrains before it. */
  private static final int TERRAIN_WORD = literalType("terrain");
  private static final int MARKER_WORD = literalType("marker");
  private static final int MARKERS_WORD = literalType("markers");

  /** "with [[Boosted]]", "with [Defender]" after the noun mean what the adjective before it means. */
  private List<Adjective> withAdjectives(PostFiltersContext ctx) {
    List<Adjective> out = new ArrayList<>();
    if (ctx == null) {
      return out;
    }
    for (ParseTree f : ctx.children) {
      if (f instanceof WithPostFilterContext w && w.withFilter() instanceof WithAdjectiveFilterContext a) {
        if (ctx.postFilter().size() > 1 && ctx.getChildCount() > ctx.postFilter().size()) {
          throw error(a, "expected 'with " + a.getText() + "' alone, not joined to other filters by 'and'/'or'");
        }
        SourceSpan s = span(w);
        if (a.STATUS() != null) {
          out.add(new Adjective.WithStatus(ImmutableList.of(status(a.STATUS())), s));
        } else {
          EnglishLexicon.KeywordWithParameter k = EnglishLexicon.ability(inside(a.KW_ABILITY())).orElseThrow();
          if (k.parameter().isPresent()) {
            throw error(a, "expected a keyword without a number, found " + a.getText());
          }
          out.add(new Adjective.WithKeyword(k.id(), s));
        }
      }
    }
    return out;
  }

  private ImmutableList<Adjective> withAdjectives(ImmutableList<Adjective> before, PostFiltersContext ctx) {
    List<Adjective> extra = withAdjectives(ctx);
    return extra.isEmpty() ? before : ImmutableList.<Adjective>builder().addAll(before).addAll(extra).build();
  }

  private ImmutableList<Filter> filters(PostFiltersContext ctx) {
    if (ctx == null) {
      return ImmutableList.of();
    }
    // Filters joined by "or"/"and" are alternatives/conjunctions; juxtaposed filters all apply.
    List<Filter> out = new ArrayList<>();
    SourceSpan whole = span(ctx);
    List<Filter> group = new ArrayList<>();
    Boolean groupAll = null;
    for (int i = 0; i < ctx.getChildCount(); i++) {
      ParseTree c = ctx.getChild(i);
      if (c instanceof TerminalNode t) {
        boolean all = t.getText().equalsIgnoreCase("and");
        if (groupAll != null && groupAll != all) {
          throw new BuildException(t.getSymbol().getStartIndex(), "expected only 'or' or only 'and' between filters");
        }
        groupAll = all;
        continue;
      }
      // postFilter (('or' | 'and')? postFilter)*: every child that is not a word is a filter.
      PostFilterContext pf = (PostFilterContext) c;
      if (pf instanceof WithPostFilterContext w && w.withFilter() instanceof WithAdjectiveFilterContext) {
        continue;
      }
      Filter f = filter(pf);
      boolean joined = i > 0 && ctx.getChild(i - 1) instanceof TerminalNode;
      if (joined) {
        group.add(f);
      } else {
        flush(out, group, groupAll, whole);
        group = new ArrayList<>(List.of(f));
        groupAll = null;
      }
    }
    flush(out, group, groupAll, whole);
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
    // playerSubject ('control' | 'controls'), playerSubject ('own' | 'owns')
    if (ctx instanceof ControlledFilterContext c) {
      return new Filter.ControlledBy(player(c.playerSubject()), s);
    }
    if (ctx instanceof OwnedFilterContext c) {
      return new Filter.OwnedBy(player((PlayerSubjectContext) c.children.get(0)), s);
    }
    if (ctx instanceof ControlledByFilterContext c) {
      return new Filter.ControlledBy(player(c.playerSubject()), s);
    }
    if (ctx instanceof PlayedFilterContext c) {
      return new Filter.PlayedBy(player(c.playerSubject()), optZone(c.zone()),
          c.terrainSymbol() == null ? Optional.empty() : Optional.of(terrain(c.terrainSymbol())),
          c.durationOrTiming() == null ? Optional.empty() : Optional.of(duration(c.durationOrTiming())), s);
    }
    if (ctx instanceof PlayedFromFilterContext c) {
      if (c.durationOrTiming() != null) {
        Zone from = zone(c.zone());
        return new Filter.PlayedBy(from.owner().orElse(PlayerRef.you()), Optional.of(from), Optional.empty(),
            Optional.of(duration(c.durationOrTiming())), s);
      }
      return new Filter.PlayedFrom(zone(c.zone()), s);
    }
    if (ctx instanceof InFilterContext c) {
      List<Place> places = new ArrayList<>(2);
      for (ParseTree child : c.children) {
        if (child instanceof PlaceRefContext p) {
          places.add(place(p));
        }
      }
      return new Filter.In(list(places), has(c, "and"), s);
    }
    if (ctx instanceof FromFilterContext c) {
      return new Filter.From(c.zone() != null ? new Place.InZone(zone(c.zone()), span(c.zone()))
          : new Place.InObject(obj(c.objectPhrase(), false), span(c.objectPhrase())), s);
    }
    if (ctx instanceof WithPostFilterContext c) {
      return withFilter(c.withFilter(), s);
    }
    if (ctx instanceof BetweenFilterContext c) {
      // "between your Hero and Companion": the two Expeditions, one noun group.
      ObjectRef objects = obj(c.objectPhrase(), false);
      if (c.noun() != null) {
        Noun more = noun(c.noun());
        if (objects instanceof ObjectRef.Possessed p) {
          objects = new ObjectRef.Possessed(p.owner(), p.adjectives(), plus(p.nouns(), more), p.filters(), p.span());
        } else if (objects instanceof ObjectRef.Phrase p) {
          objects = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), plus(p.nouns(), more), p.filters(), p.span());
        } else {
          throw error(c, "expected kinds of objects after 'between', found '" + c.objectPhrase().getText() + "'");
        }
      }
      return new Filter.Between(objects, s);
    }
    if (ctx instanceof ThisWayFilterContext c) {
      return new Filter.ThisWay(objectAction(c.objectAction()), s);
    }
    if (ctx instanceof FacingFilterContext c) {
      return new Filter.Facing(obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof PositionFilterContext c) {
      return new Filter.InPosition(positions(c.positionList()), s);
    }
    if (ctx instanceof EachPhaseFilterContext c) {
      return new Filter.EachPhase(phase(c.phase()), s);
    }
    throw error(ctx, "expected a filter such as 'you control'");
  }

  private Filter withFilter(WithFilterContext ctx, SourceSpan s) {
    if (ctx instanceof StatFilterContext c) {
      Stat stat = stat(c.statName());
      Condition cmp = compare(new Value.Result(false, s), c.comparison(), s);
      Condition.Compare k = (Condition.Compare) cmp;
      return new Filter.StatIs(stat, k.comparison(), k.right(), s);
    }
    if (ctx instanceof StatFilterManaContext c) {
      return new Filter.StatIs(stat(c.statName()), has(c, "more") ? Comparison.AT_LEAST
          : Comparison.AT_MOST, new Value.Number(manaAmount(c.manaAmount()), true, span(c.manaAmount())), s);
    }
    if (ctx instanceof BaseStatFilterContext c) {
      return new Filter.StatIs(Stat.BASE_STATISTIC, Comparison.EQUAL,
          new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), span(c)), false, span(c)), s);
    }
    if (ctx instanceof NoStatOverFilterContext c) {
      return new Filter.NoStatOver(Integer.parseInt(c.NUMBER().getText()), s);
    }
    if (ctx instanceof TotalFilterContext c) {
      Stat stat = stat(c.statName());
      Quantity q = c.manaAmount() != null ? manaAmount(c.manaAmount())
          : new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), span(c));
      return new Filter.Total(stat, has(c, "more") ? Comparison.AT_LEAST : Comparison.AT_MOST, q, s);
    }
    if (ctx instanceof CounterCountFilterContext c) {
      Condition.HasCounters h = (Condition.HasCounters) counterCondition(new ObjectRef.Self(s), c.counterCount(), s);
      return new Filter.CounterCount(h.range(), h.count(), h.counter(), s);
    }
    if (ctx instanceof CountersFilterContext c) {
      return new Filter.WithCounters(s);
    }
    if (ctx instanceof ExtremeStatFilterContext c) {
      return new Filter.StatExtreme(stat(c.statName()), has(c, "highest"), s);
    }
    if (ctx instanceof ExtremeCounterFilterContext c) {
      return new Filter.CounterExtreme(counter(c.counterNoun()), has(c, "most"), s);
    }
    if (ctx instanceof WithNoFilterContext c) {
      return new Filter.WithNo(nouns(c.noun()), s);
    }
    if (ctx instanceof WithAFilterContext c) {
      return new Filter.WithA(new NounGroup(ImmutableList.of(new Noun.TerrainMarker(terrains(c.terrainList()), s)),
          false, s), s);
    }
    throw error(ctx, "expected what the objects have");
  }

  private Place place(PlaceRefContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof PlayPlaceContext c) {
      return new Place.InPlay(s);
    }
    if (ctx instanceof ZonePlaceContext c) {
      return new Place.InZone(zone(c.zone()), s);
    }
    if (ctx instanceof TerrainPlaceContext c) {
      return new Place.InTerrain(terrain(c.terrainSymbol()), s);
    }
    if (ctx instanceof AnywherePlaceContext c) {
      return new Place.Anywhere(s);
    }
    if (ctx instanceof ObjectPlaceContext c) {
      return new Place.InObject(obj(c.objectPhrase(), false), s);
    }
    throw error(ctx, "expected a place");
  }

  private Optional<Zone> optZone(ZoneContext ctx) {
    return ctx == null ? Optional.empty() : Optional.of(zone(ctx));
  }

  private Zone zone(ZoneContext ctx) {
    SourceSpan s = span(ctx);
    // possessive zoneName | ('the' | 'a' | 'an')? zoneName: the zone's name is the last child.
    if (ctx instanceof OwnedZoneContext o) {
      Possessor p = possessive((PossessiveContext) o.children.get(0));
      PlayerRef owner;
      if (p instanceof Possessor.OfPlayer pl) {
        owner = pl.player();
      } else {
        throw error(o, "expected a player's zone ('your Reserve'), found an object's");
      }
      return new Zone(zoneKind((ZoneNameContext) o.children.get(1)), Optional.of(owner), s);
    }
    return new Zone(zoneKind((ZoneNameContext) ctx.children.get(ctx.children.size() - 1)), Optional.empty(), s);
  }

  private ZoneKind zoneKind(ZoneNameContext ctx) {
    String t = word(ctx);
    return switch (t) {
      case "reserve", "reserves" -> ZoneKind.RESERVE;
      case "hand", "hands" -> ZoneKind.HAND;
      case "deck", "decks" -> ZoneKind.DECK;
      case "discardpile", "discardpiles" -> ZoneKind.DISCARD_PILE;
      case "manazone", "manazones" -> ZoneKind.MANA_ZONE;
      case "expeditionzone" -> ZoneKind.EXPEDITION_ZONE;
      case "landmarkzone", "landmarks" -> ZoneKind.LANDMARK_ZONE;
      case "herozone" -> ZoneKind.HERO_ZONE;
      default -> throw error(ctx, "expected a zone, found '" + ctx.getText() + "'");
    };
  }

  private Possessor possessive(PossessiveContext ctx) {
    SourceSpan s = span(ctx);
    if (ctx instanceof MyPossContext c) {
      return new Possessor.OfObject(new ObjectRef.Self(s), s);
    }
    if (ctx instanceof ItsPossContext c) {
      return new Possessor.OfObject(new ObjectRef.Pronoun(lastCandidate(), false, Optional.empty(),
          false, false, s), s);
    }
    if (ctx instanceof TheirPossContext c) {
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s), s);
    }
    if (ctx instanceof YourPossContext c) {
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s), s);
    }
    if (ctx instanceof DiePossContext c) {
      return new Possessor.OfObject(new ObjectRef.Pronoun(lastCandidate(), false,
          Optional.empty(), false, false, s), s);
    }
    if (ctx instanceof PlayerPossContext c) {
      return new Possessor.OfPlayer(player(c.playerSubject()), s);
    }
    if (ctx instanceof ObjectPossContext c) {
      return new Possessor.OfObject(namedObject(has(c, "target"), c.adjective(), c.noun(), s), s);
    }
    throw error(ctx, "expected 'my', 'your', 'its' or 'their'");
  }

  /**
   * "target Character's" (a new target, which may be "it" later) or "that Character's" (one named before), before what
   * the object has: its Expedition, its controller.
   */
  private ObjectRef namedObject(boolean target, List<AdjectiveContext> adjectives, NounContext noun, SourceSpan s) {
    NounGroup nouns = new NounGroup(ImmutableList.of(noun(noun)), false, span(noun));
    if (target) {
      Quantifier q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, s)), true, s);
      return register(new ObjectRef.Phrase(q, adjectives(adjectives), nouns, ImmutableList.of(), s));
    }
    return new ObjectRef.Pronoun(lastCandidate(), false, Optional.of(nouns), false, false, s);
  }

  /** "their highest statistic": "their" is the objects named before, not a player. */
  private Possessor objectPossessive(PossessiveContext ctx) {
    if (ctx instanceof TheirPossContext c) {
      SourceSpan s = span(c);
      return new Possessor.OfObject(new ObjectRef.Pronoun(lastCandidate(), true, Optional.empty(), false, false, s), s);
    }
    return possessive(ctx);
  }

  /** "on target region"; "on the region of target Character" is "on target Character's region". */
  private ObjectRef markedRegion(MarkedRegionContext ctx) {
    if (ctx.objectList() != null) {
      return objList(ctx.objectList());
    }
    SourceSpan s = span(ctx);
    ObjectRef of = obj(ctx.objectPhrase(), true);
    return register(new ObjectRef.Possessed(new Possessor.OfObject(of, span(ctx.objectPhrase())), ImmutableList.of(),
        new NounGroup(ImmutableList.of(new Noun.Type(ObjectType.REGION, s)), false, s), ImmutableList.of(), s));
  }

  /** Placing and moving, as events, are said of Terrain Markers (3.2.1.d, 7.3.20). */
  private void requireTerrainMarker(ObjectRef ref, ParserRuleContext ctx) {
    if (!isTerrainMarker(ref)) {
      throw error(ctx, "expected a Terrain Marker placed or moved (3.2.1.d, 7.3.20), found '" + ctx.getText() + "'");
    }
  }

  private static boolean isTerrainMarker(ObjectRef ref) {
    NounGroup nouns = ref instanceof ObjectRef.Phrase p ? p.nouns() : ref instanceof ObjectRef.Possessed p ? p.nouns()
        : ref instanceof ObjectRef.OfPossessed p ? p.nouns() : null;
    return nouns != null && nouns.nouns().stream().allMatch(n -> n instanceof Noun.TerrainMarker);
  }

  /** The object of "switch my Expedition", "switch its Expedition" (7.3.34.a: an object switches, not a player). */
  private ObjectRef switcher(PossessiveContext ctx) {
    if (objectPossessive(ctx) instanceof Possessor.OfObject o) {
      return o.object();
    }
    throw error(ctx, "expected the object whose Expedition switches ('my', 'its' or a Character's), found '"
        + ctx.getText() + "'");
  }

  private PlayerRef player(PlayerSubjectContext ctx) {
    SourceSpan s = span(ctx);
    PlayerRef.Kind kind;
    if (ctx instanceof YouPlayerContext c) {
      kind = PlayerRef.Kind.YOU;
    } else if (ctx instanceof StartingWithYouPlayerContext c) {
      kind = PlayerRef.Kind.EACH_PLAYER_STARTING_WITH_YOU;
    } else if (ctx instanceof AnOpponentPlayerContext c) {
      kind = PlayerRef.Kind.AN_OPPONENT;
    } else if (ctx instanceof TargetOpponentPlayerContext c) {
      kind = PlayerRef.Kind.TARGET_OPPONENT;
    } else if (ctx instanceof ThatOpponentPlayerContext c) {
      kind = PlayerRef.Kind.THAT_OPPONENT;
    } else if (ctx instanceof YourOpponentPlayerContext c) {
      kind = PlayerRef.Kind.YOUR_OPPONENT;
    } else if (ctx instanceof EachOpponentPlayerContext c) {
      kind = PlayerRef.Kind.OPPONENTS;
    } else if (ctx instanceof OpponentsPlayerContext c) {
      kind = PlayerRef.Kind.OPPONENTS;
    } else if (ctx instanceof EachPlayerContext c) {
      kind = PlayerRef.Kind.EACH_PLAYER;
    } else if (ctx instanceof TargetPlayerContext c) {
      kind = PlayerRef.Kind.TARGET_PLAYER;
    } else if (ctx instanceof TheyPlayerContext c) {
      kind = PlayerRef.Kind.THEY;
    } else if (ctx instanceof OwnerPlayerContext c) {
      kind = PlayerRef.Kind.OWNER;
    } else if (ctx instanceof ControllerPlayerContext c) {
      kind = PlayerRef.Kind.CONTROLLER;
    } else if (ctx instanceof ObjectOwnerPlayerContext c) {
      ObjectRef of = namedObject(has(c, "target"), c.adjective(), c.noun(), s);
      return new PlayerRef(has(c, "owner") ? PlayerRef.Kind.OWNER : PlayerRef.Kind.CONTROLLER, Optional.of(of), s);

    } else {
      throw error(ctx, "expected a player such as 'you' or 'target opponent'");
    }
    if (kind == PlayerRef.Kind.OWNER || kind == PlayerRef.Kind.CONTROLLER) {
      ObjectRef of = has(ctx, "my") ? new ObjectRef.Self(s)
          : new ObjectRef.Pronoun(lastCandidate(), has(ctx, "their"), Optional.empty(), false, false, s);
      return new PlayerRef(kind, Optional.of(of), s);
    }
    return new PlayerRef(kind, Optional.empty(), s);
  }

  // ===================================================================================================================
  // Words and numbers
  // ===================================================================================================================

  private Status status(TerminalNode node) {
    String t = node.getText();
    return EnglishLexicon.status(t.substring(2, t.length() - 2)).orElseThrow();
  }

  private Quantity quantity(QuantityContext ctx) {
    SourceSpan s = span(ctx);
    // A number, then '+' number or nothing: the second number, when there is one, is the third child.
    if (ctx instanceof NumberQtyContext c) {
      TerminalNode word = (TerminalNode) c.children.get(0);
      Quantity first = new Quantity.Literal(number(word), span(word));
      if (c.children.size() < 3) {
        return first;
      }
      NumberContext more = (NumberContext) c.children.get(2);
      return new Quantity.Sum(first, new Quantity.Literal(number(more), span(more)), s);
    }
    if (ctx instanceof XQtyContext c) {
      return new Quantity.X(c.children.size() < 3 ? 0 : number((NumberContext) c.children.get(2)), s);
    }
    if (ctx instanceof RemovedQtyContext c) {
      return new Quantity.RemovedThisWay(counter(c.counterNoun()), s);
    }
    if (ctx instanceof HighestStatQtyContext c) {
      return new Quantity.StatOf(Stat.HIGHEST_STATISTIC, objectPossessive(c.possessive()), s);
    }
    if (ctx instanceof StatQtyContext c) {
      // "boosts equal to my {V}", "X is its Hand Cost" (2.2.11).
      return new Quantity.StatOf(stat(c.statName()), objectPossessive(c.possessive()), s);
    }
    if (ctx instanceof NumberOfQtyContext c) {
      return new Quantity.NumberOf(obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof CountersQtyContext c) {
      return new Quantity.CountersOn(possessive(c.possessive()), counter(c.counterNoun()), s);
    }
    if (ctx instanceof ThatManyQtyContext c) {
      return new Quantity.ThatMany(s);
    }
    if (ctx instanceof ResultQtyContext c) {
      return new Quantity.DieResult(has(c, "final"), s);
    }
    throw error(ctx, "expected a number");
  }

  private static int number(NumberContext ctx) {
    return number((TerminalNode) ctx.getChild(0));
  }

  /** A number's one token: digits, a number word, or "a"/"an" (one). */
  private static int number(TerminalNode word) {
    if (word.getSymbol().getType() == NUMBER) {
      return Integer.parseInt(word.getText());
    }
    return switch (word(word)) {
      case "a", "an", "one" -> 1;
      case "two" -> 2;
      case "three" -> 3;
      case "four" -> 4;
      case "five" -> 5;
      case "six" -> 6;
      case "seven" -> 7;
      case "eight" -> 8;
      case "nine" -> 9;
      default -> 10;
    };
  }

  private int ordinal(OrdinalContext ctx) {
    return switch (word(ctx)) {
      case "first" -> 1;
      case "second" -> 2;
      case "third" -> 3;
      case "fourth" -> 4;
      case "fifth" -> 5;
      default -> throw error(ctx, "expected an ordinal such as 'first', found '" + ctx.getText() + "'");
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
    if (ctx instanceof BoostNounContext c) {
      return Counter.BOOST;
    }
    if (ctx instanceof AnyCounterNounContext c) {
      return Counter.ANY;
    }
    if (ctx instanceof NamedCounterNounContext c) {
      CounterNameContext name = c.counterName();
      StringBuilder words = new StringBuilder();
      for (int i = 0; i < name.getChildCount(); i++) {
        words.append(i == 0 ? "" : " ").append(name.getChild(i).getText());
      }
      return Counter.named(words.toString());
    }
    throw error(ctx, "expected counters");
  }

  private static Phase phase(PhaseContext ctx) {
    return switch (word(ctx)) {
      case "morning" -> Phase.MORNING;
      case "noon" -> Phase.NOON;
      case "afternoon" -> Phase.AFTERNOON;
      case "dusk" -> Phase.DUSK;
      case "night" -> Phase.NIGHT;
      default -> Phase.valueOf(ctx.getText().toUpperCase(Locale.ROOT));
    };
  }

  private static Duration duration(DurationOrTimingContext ctx) {
    return duration(ctx.duration());
  }

  /** 2.2.15.a; "until the end of the turn" is "this turn". */
  private static Duration duration(DurationContext ctx) {
    if (ctx.untilEnd() != null) {
      return untilEnd(ctx.untilEnd());
    }
    return periodDuration(ctx.getChild(1).getText());
  }

  private static Duration untilEnd(UntilEndContext ctx) {
    return periodDuration(ctx.getChild(ctx.getChildCount() - 1).getText());
  }

  private static Duration periodDuration(String word) {
    return switch (word.toLowerCase(Locale.ROOT)) {
      case "turn" -> Duration.THIS_TURN;
      case "afternoon" -> Duration.THIS_AFTERNOON;
      default -> Duration.THIS_DAY;
    };
  }

  private static Terrain terrain(TerminalNode node) {
    return terrainOf(word(node));
  }

  /** "{V} and {O}": the terrains of a Terrain Marker, none when not said (3.2.1.d). */
  private static ImmutableList<Terrain> terrains(TerrainListContext ctx) {
    if (ctx == null) {
      return ImmutableList.of();
    }
    return ctx.terrainSymbol().stream().map(EnglishAstBuilder::terrain).distinct()
        .collect(ImmutableList.toImmutableList());
  }

  private static Terrain terrain(TerrainSymbolContext ctx) {
    return terrainOf(word(ctx));
  }

  private static Terrain terrainOf(String symbol) {
    return switch (symbol.toLowerCase(Locale.ROOT)) {
      case "{v}" -> Terrain.FOREST;
      case "{m}" -> Terrain.MOUNTAIN;
      default -> Terrain.WATER;
    };
  }
}
