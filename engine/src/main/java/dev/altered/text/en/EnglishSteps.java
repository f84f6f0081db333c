package dev.altered.text.en;

import static dev.altered.grammar.en.AlteredEnglishParser.*;
import static dev.altered.text.en.EnglishWords.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Filter;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Antecedent;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Zone;
import dev.altered.text.Pronouns;
import dev.altered.text.en.EnglishAstBuilder.BuildException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.antlr.v4.runtime.tree.TerminalNodeImpl;

/**
 * English parse tree to AST: steps (a step sequence, optional steps, the actor of steps written
 * without one, player and object steps, keyword actions) and their modifiers.
 */
final class EnglishSteps {
  private final EnglishReading read;

  EnglishSteps(EnglishReading read) {
    this.read = read;
  }

  /** The steps of a stepSequence, or of a plain sentence (the same items, then its tail, which is not read here). */
  ImmutableList<Step> steps(ParserRuleContext ctx) {
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
        PlayerRef outer = read.defaultActor;
        if (!(optional.children.get(0) instanceof PlayerSubjectContext) && !steps.isEmpty()) {
          read.defaultActor = actorOfOptional(steps.get(steps.size() - 1)).orElse(read.defaultActor);
        }
        try {
          steps.add(optionalStep(optional));
        } finally {
          read.defaultActor = outer;
        }
      } else if (second != null) {
        // "Spend 1 counter from a card you control to discard target Permanent": an internal action (1.2.5.a).
        Step cost = step(first);
        Step effect = step(second);
        steps.add(new Step.Internal(read.defaultActor, false, ImmutableList.of(cost), effect, read.span(first, second)));
      } else if (!steps.isEmpty() && continuesSubject(first)) {
        // "Each player discards their hand, then draws three cards": a verb in the third person with no subject
        // goes on with the subject of the step before (an imperative "draw" would be "you").
        PlayerRef outer = read.defaultActor;
        read.defaultActor = actorOf(steps.get(steps.size() - 1)).orElse(read.defaultActor);
        try {
          steps.addAll(stepList(first));
        } finally {
          read.defaultActor = outer;
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
    PlayerRef who = ctx.children.get(0) instanceof PlayerSubjectContext p ? read.objects.player(p) : read.defaultActor;
    PlayerRef outer = read.defaultActor;
    read.defaultActor = who;
    try {
      return optionalStep(ctx, who);
    } finally {
      read.defaultActor = outer;
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
      return new Step.MayDoAgain(who, read.span(ctx));
    }
    if (to) {
      List<Step> cost = new ArrayList<>();
      for (int i = 0; i < parts.size() - 1; i++) {
        cost.add(step(parts.get(i)));
      }
      Step effect = step(parts.get(parts.size() - 1));
      return new Step.Internal(who, true, list(cost), effect, read.span(ctx));
    }
    List<Step> steps = new ArrayList<>();
    for (StepContext p : parts) {
      steps.addAll(stepList(p));
    }
    return new Step.May(who, list(steps), or, read.span(ctx));
  }

  private static final int AGAIN_WORD = literalType("again");
  private static final int TO_WORD = literalType("to");
  private static final int OR_WORD = literalType("or");

  /** A step where one step is expected ("you may [step]", costs). */
  Step step(StepContext ctx) {
    List<Step> steps = stepList(ctx);
    if (steps.size() != 1) {
      throw read.error(ctx, "expected one action here, found " + steps.size() + " joined by 'and'");
    }
    return steps.get(0);
  }

  /**
   * A step; "Target Character gains 1 boost and loses [[Fleeting]]" is two steps, the second about "it" (the same
   * object), which the printer joins back with "and".
   */
  private List<Step> stepList(StepContext ctx) {
    SourceSpan s = read.span(ctx);
    if (ctx instanceof PlayerStepContext c) {
      return playerStep(c, s);
    }
    if (ctx instanceof ObjectStepContext c) {
      // The subject is the first child.
      ObjectPhraseContext phrase = (ObjectPhraseContext) c.children.get(0);
      ObjectRef subject = phrase == read.lateSubject ? read.lateSubjectRef : read.objects.obj(phrase, true);
      ObjectRef same = read.again(subject, read.span(phrase));
      List<Step> verbs = new ArrayList<>();
      for (ParseTree child : c.children) {
        if (child instanceof ObjectVerbPhraseContext v) {
          ObjectRef who = verbs.isEmpty() ? subject : Pronouns.withSpan(same, read.span(v));
          verbs.add(read.verbs.objectVerb(who, v));
        } else if (child instanceof CantVerbContext v) {
          // "... and can't move forward this turn": a restriction for a duration (the duration is a tail).
          ObjectRef who = Pronouns.withSpan(same, read.span(v));
          verbs.add(new Step.Continuous(new Statement.Cannot(who, read.statements.restricted(v.negatedAction()), read.span(v)),
              Optional.empty(), read.span(v)));
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
        read.objects.player(subject);
      }
      ObjectRef who0 = read.objects.objList(h.objectList());
      ObjectRef same = read.again(who0, read.span(h.objectList()));
      List<Step> verbs = new ArrayList<>();
      for (ObjectVerbPhraseContext v : h.objectVerbPhrase()) {
        ObjectRef who = verbs.isEmpty() ? who0 : Pronouns.withSpan(same, read.span(v));
        verbs.add(read.verbs.objectVerb(who, v));
      }
      int last = verbs.size() - 1;
      verbs.set(last, modified(verbs.get(last), tails, s));
      return verbs;
    }
    PlayerRef actor = ofObject != null ? playerOf(ofObject) : subject == null ? read.defaultActor : read.objects.player(subject);
    Step first = modified(read.verbs.playerVerb(actor, verb), tails, s);
    if (verb instanceof PutVerbContext put && !put.elidedPut().isEmpty()) {
      // "Put one in your hand and the others in Reserve": each phrase is a step of its own, by the same player.
      Step.Move m = (Step.Move) (first instanceof Step.Modified x ? x.step() : first);
      List<Step> out = new ArrayList<>(List.of(first));
      for (ElidedPutContext e : put.elidedPut()) {
        out.add(new Step.Move(m.actor(), read.objects.obj(e.listablePhrase(), true), Optional.empty(), read.verbs.destination(e.destination()),
            Optional.empty(), Optional.empty(), read.span(e)));
      }
      return out;
    }
    return List.of(first);
  }

  /** "the controller of the Expedition facing that Illusion" (1.2.3.c: an Expedition is its player's). */
  private PlayerRef playerOf(PlayerOfObjectContext ctx) {
    ObjectRef of = read.objects.obj(ctx.objectPhrase(), false);
    return new PlayerRef(has(ctx, "owner") ? PlayerRef.Kind.OWNER : PlayerRef.Kind.CONTROLLER, Optional.of(of),
        read.span(ctx));
  }

  /** "at random": the objects of the step are chosen at random (the step modified so). */
  Step atRandom(Step step, AtRandomContext ctx, SourceSpan s) {
    return ctx == null ? step : new Step.Modified(step, ImmutableList.of(new Step.Modifier.AtRandom(read.span(ctx))), s);
  }

  /** "a card at random from your hand": the zone is where the objects are, as "a card from your hand" says. */
  ObjectRef atRandomFrom(ObjectRef objects, AtRandomContext ctx) {
    if (ctx == null || ctx.zone() == null) {
      return objects;
    }
    Zone zone = read.objects.zone(ctx.zone());
    Filter from = new Filter.From(new Place.InZone(zone, zone.span()), zone.span());
    if (objects instanceof ObjectRef.Phrase p) {
      return new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
          ImmutableList.<Filter>builder().addAll(p.filters()).add(from).build(), p.span());
    }
    throw read.error(ctx, "expected cards chosen at random such as 'a card', found '" + ctx.getText() + "'");
  }

  /** Cards played and the Expedition they are played in. */
  record Played(ObjectRef objects, Optional<ObjectRef> in) {}

  /**
   * "Play exhausted Characters from your Reserve in my Expedition": a card to play is in a hand or a Reserve, never
   * in an Expedition (5.2), so "in" an object after the cards is where they are played, not a filter on them.
   */
  static Played playedIn(ObjectRef objects, Optional<ObjectRef> in) {
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
  record Hoisted(ObjectRef objects, Optional<Zone> from) {}

  /**
   * "Discard a Spell from your Reserve": the zone is the step's (or event's) "from", whichever way the parse grouped
   * it, so that one meaning has one AST.
   */
  static Hoisted hoistFrom(ObjectRef objects, Optional<Zone> from) {
    if (from.isEmpty() && objects instanceof ObjectRef.Phrase p && !p.filters().isEmpty()
        && p.filters().get(p.filters().size() - 1) instanceof Filter.From f && f.place() instanceof Place.InZone z) {
      ObjectRef.Phrase without = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
          p.filters().subList(0, p.filters().size() - 1), p.span());
      return new Hoisted(without, Optional.of(z.zone()));
    }
    return new Hoisted(objects, from);
  }

  /** An object phrase whose last filter was where it goes. */
  record Placed(ObjectRef objects, Step.Destination to) {}

  /**
   * "Put target Character in its owner's Mana zone" read with the place inside the phrase: "its" had nothing named
   * before it there; as the destination, "its" is the object put (as in "Return X to its owner's hand").
   */
  Step.Destination ownerIsTheObject(Step.Destination to) {
    if (read.candidates.isEmpty() || !(to instanceof Step.Destination.ToZone z) || z.zone().owner().isEmpty()) {
      return to;
    }
    PlayerRef owner = z.zone().owner().get();
    if (!(owner.of().orElse(null) instanceof ObjectRef.Pronoun p) || !p.antecedent().equals(Antecedent.TRIGGER)) {
      return to;
    }
    ObjectRef.Pronoun object = new ObjectRef.Pronoun(new Antecedent(read.candidates.size() - 1), p.plural(), p.restated(),
        p.theTarget(), p.all(), p.span());
    Zone zone = new Zone(z.zone().kind(), Optional.of(new PlayerRef(owner.kind(), Optional.of(object), owner.span())),
        z.zone().span());
    return new Step.Destination.ToZone(zone, z.span());
  }

  static Optional<Placed> hoistIn(ObjectRef objects) {
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



  private Step singleStep(StepContext ctx, SourceSpan s) {
    // A player's step is read by playerStep.
    Step step;
    List<ModifierTailContext> tails;
    if (ctx instanceof ContinuousStepContext c) {
      // statement continuousTail*
      List<ParseTree> children = c.children;
      Statement statement = read.statements.statement((StatementContext) children.get(0));
      if (children.size() == 1) {
        return new Step.Continuous(statement, Optional.empty(), s);
      }
      Optional<Duration> duration = Optional.empty();
      List<Step.Modifier> modifiers = new ArrayList<>();
      for (int i = 1, n = children.size(); i < n; i++) {
        ContinuousTailContext t = (ContinuousTailContext) children.get(i);
        if (t instanceof ContinuousDurationContext d) {
          if (duration.isPresent()) {
            throw read.error(d, "expected one duration, found a second one");
          }
          duration = Optional.of(EnglishNumbers.duration(d.duration()));
        } else if (t instanceof ContinuousForEachContext f) {
          // "+1 {V} for each Landmark you control" (6.5.i).
          modifiers.add(new Step.Modifier.ForEach(read.objects.obj(f.objectPhrase(), true), read.span(f)));
        } else {
          modifiers.add(new Step.Modifier.WhereX(read.numbers.quantity(((ContinuousWhereXContext) t).whereX().quantity()), read.span(t)));
        }
      }
      Step.Continuous continuous = new Step.Continuous(statement, duration, s);
      return modifiers.isEmpty() ? continuous : new Step.Modified(continuous, list(modifiers), s);
    } else if (ctx instanceof ObjectKeywordStepContext c) {
      ObjectRef subject = read.objects.obj(c.objectPhrase(), true);
      KeywordAction action = EnglishLexicon.action(inside(c.KW_ACTION())).orElseThrow();
      if (!action.doneByObject()) {
        throw read.error(c, "expected an action an object does, such as [Ascends], found " + c.KW_ACTION().getText());
      }
      step = new Step.Keyword(read.defaultActor, action, Optional.of(subject), s);
      tails = c.modifierTail();
    } else if (ctx instanceof BareKeywordStepContext c) {
      step = keyword(read.defaultActor, c.KW_ACTION(), c.objectList(), s);
      tails = c.modifierTail();
    } else if (ctx instanceof PlayerKeywordStepContext c) {
      step = keyword(read.objects.player(c.playerSubject()), c.KW_ACTION(), c.objectList(), s);
      tails = c.modifierTail();
    } else {
      throw read.error(ctx, "expected a step, found '" + ctx.getText() + "'");
    }
    return modified(step, tails, s);
  }

  private Step keyword(PlayerRef actor, TerminalNode kw, ObjectListContext objects, SourceSpan s) {
    KeywordAction action = EnglishLexicon.action(inside(kw)).orElseThrow();
    Optional<ObjectRef> object = objects == null ? Optional.empty() : Optional.of(read.objects.objList(objects));
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

  Step modified(Step step, List<ModifierTailContext> tails, SourceSpan s) {
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
    SourceSpan s = read.span(ctx);
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
      return read.abilities.delayedTo(c.moment(), s);
    }
    if (ctx instanceof AtRandomModContext c) {
      return new Step.Modifier.AtRandom(s);
    }
    if (ctx instanceof LastingModContext c) {
      return new Step.Modifier.Lasting(EnglishNumbers.duration(c.duration()), s);
    }
    if (ctx instanceof TimesModContext c) {
      return new Step.Modifier.Times(c.quantity() == null ? new Quantity.Literal(2, s)
          : read.numbers.quantity(c.quantity()), s);
    }
    if (ctx instanceof PerModContext c) {
      if (c.objectPhrase().size() == 1) {
        return new Step.Modifier.Per(read.objects.obj(c.objectPhrase(0), false), s);
      }
      // "per A and per B": each object either phrase names counts once (the counts added).
      List<ObjectRef> items = new ArrayList<>();
      for (ObjectPhraseContext o : c.objectPhrase()) {
        items.add(read.objects.obj(o, false));
      }
      return new Step.Modifier.Per(new ObjectRef.Several(list(items), false, SourceSpan.of(
          read.span(c.objectPhrase(0)).start(), read.span(c.objectPhrase(items.size() - 1)).end())), s);
    }
    if (ctx instanceof ForEachModContext c) {
      return new Step.Modifier.ForEach(read.objects.obj(c.objectPhrase(), true), s);
    }
    if (ctx instanceof UpToMaxModContext c) {
      return new Step.Modifier.UpToMax(read.numbers.quantity(c.quantity()), s);
    }
    if (ctx instanceof WhereXModContext c) {
      return new Step.Modifier.WhereX(read.numbers.quantity(c.whereX().quantity()), s);
    }
    if (ctx instanceof DistributedModContext c) {
      return new Step.Modifier.DistributedAmong(read.objects.obj(c.objectPhrase(), true), s);
    }
    if (ctx instanceof ThisWayModContext c) {
      return new Step.Modifier.ThisWay(s);
    }
    throw read.error(ctx, "expected a modifier, found '" + ctx.getText() + "'");
  }
}
