package dev.altered.text.fr;

import static dev.altered.grammar.fr.AlteredFrenchParser.*;
import static dev.altered.text.fr.FrenchTrees.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.ast.Counter;
import dev.altered.ast.Filter;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Antecedent;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Statement;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.TokenSpec;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.ObjectType;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import dev.altered.ast.Zone;
import dev.altered.text.AbilityBuildException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.TerminalNode;

/** The French builder's steps: what an effect does, one method per step of the grammar (see FrenchAstBuilder). */
final class FrenchSteps {
  private final FrenchReading reading;


  FrenchSteps(FrenchReading reading) {
    this.reading = reading;
  }



  ImmutableList<Step> steps(StepSequenceContext ctx) {
    List<Step> steps = new ArrayList<>();
    for (StepItemContext item : ctx.stepItem()) {
      if (item.optionalStep() != null) {
        PlayerRef outer = reading.defaultActor;
        if (item.optionalStep().playerSubject() == null && !steps.isEmpty()) {
          reading.defaultActor = actorOfOptional(steps.get(steps.size() - 1)).orElse(reading.defaultActor);
        }
        try {
          steps.addAll(optionalStep(item.optionalStep()));
        } finally {
          reading.defaultActor = outer;
        }
      } else if (item.step().size() > 1) {
        // "Dépensez 1 compteur ... pour défausser un Permanent ciblé": an internal action (1.2.5.a).
        Step cost = step(item.step(0));
        Step effect = step(item.step(1));
        steps.add(new Step.Internal(reading.defaultActor, false, ImmutableList.of(cost), effect, reading.span(item)));
      } else if (item.step(0) instanceof PlayerStepContext c && c.playerSubject() == null && !steps.isEmpty()
          && thirdPersonAfterEachPlayer(c, ctx.stepItem(), item)) {
        // "Chaque joueur défausse sa main, puis pioche trois cartes": a third-person verb with no subject goes on
        // with the players of the step before, as the English "then draws" does; "puis piochez" would be you.
        PlayerRef outer = reading.defaultActor;
        reading.defaultActor = new PlayerRef(PlayerRef.Kind.EACH_PLAYER, Optional.empty(), reading.span(item));
        try {
          steps.addAll(stepList(item.step(0)));
        } finally {
          reading.defaultActor = outer;
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
        && reading.objects.player(p.playerSubject()).kind() == PlayerRef.Kind.EACH_PLAYER;
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
    PlayerRef who = ctx.playerSubject() == null ? reading.defaultActor : reading.objects.player(ctx.playerSubject());
    PlayerRef outer = reading.defaultActor;
    reading.defaultActor = who;
    try {
      Step main = optionalStep(ctx, who);
      if (ctx.doAgain() != null) {
        // "... peut [Ravitailler Épuisé], puis le faire à nouveau": may do it, then may do it again.
        return List.of(main, new Step.MayDoAgain(who, reading.span(ctx.doAgain())));
      }
      return List.of(main);
    } finally {
      reading.defaultActor = outer;
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
      SourceSpan s = ctx.doAgain() != null ? reading.span(ctx.mayWord(), parts.get(parts.size() - 1))
          : reading.span(ctx);
      return new Step.Internal(who, true, list(cost), effect, s);
    }
    List<Step> steps = new ArrayList<>();
    for (StepContext p : parts) {
      steps.addAll(stepList(p));
    }
    return new Step.May(who, list(steps), has(ctx, "ou"), reading.span(ctx));
  }

  Step step(StepContext ctx) {
    List<Step> steps = stepList(ctx);
    if (steps.size() != 1) {
      throw reading.error(ctx, "expected one action here, found " + steps.size() + " joined by 'et'");
    }
    return steps.get(0);
  }

  /**
   * A step; "Un Personnage ciblé gagne 1 boost et perd [[Fugace]]" is two steps, the second about "il" (the same
   * object).
   */
  private List<Step> stepList(StepContext ctx) {
    SourceSpan s = reading.span(ctx);
    if (ctx instanceof ObjectStepContext c) {
      ObjectRef subject = reading.objects.obj(c.objectSubject().objectPhrase(), true);
      if (has(c, "ou")) {
        // "pour qu'un Personnage ciblé gagne 1 boost ou perde [[Fugace]]": one of them, as the actor chooses.
        List<Step> options = new ArrayList<>();
        for (ObjectVerbPhraseContext v : c.objectVerbPhrase()) {
          options.add(objectVerb(subject, v));
        }
        return List.of(modified(new Step.OneOf(reading.defaultActor, list(options), s), c.modifierTail(), s));
      }
      ObjectRef same = reading.again(subject, reading.span(c.objectSubject()));
      List<Step> verbs = new ArrayList<>();
      for (ObjectVerbPhraseContext v : c.objectVerbPhrase()) {
        ObjectRef who = verbs.isEmpty() ? subject : withSpan(same, reading.span(v));
        verbs.add(objectVerb(who, v));
      }
      int last = verbs.size() - 1;
      verbs.set(last, modified(verbs.get(last), c.modifierTail(), s));
      return verbs;
    }
    if (ctx instanceof PlayerStepContext c && c.playerVerbPhrase() instanceof HaveVerbContext h && !has(h, "ou")
        && h.objectVerbPhrase().size() > 1) {
      if (c.playerSubject() != null) {
        reading.objects.player(c.playerSubject());
      }
      ObjectRef subject = causativeObject(c.clitic(), h.objectList(), h);
      ObjectRef same = reading.again(subject, subject.span());
      List<Step> verbs = new ArrayList<>();
      for (ObjectVerbPhraseContext v : h.objectVerbPhrase()) {
        ObjectRef who = verbs.isEmpty() ? subject : withSpan(same, reading.span(v));
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
      return reading.objects.objList(objects);
    }
    if (clitic != null) {
      return clitic(clitic);
    }
    throw reading.error(at, "expected whom to have do it (such as 'à un Personnage ciblé'), found nothing");
  }

  private Step singleStep(StepContext ctx, SourceSpan s) {
    Step step;
    List<ModifierTailContext> tails;
    if (ctx instanceof PlayerStepContext c) {
      PlayerRef actor = c.playerSubject() == null ? reading.defaultActor : reading.objects.player(c.playerSubject());
      step = playerVerb(actor, c.clitic(), c.playerVerbPhrase(), has(c, "immédiatement"));
      tails = c.modifierTail();
    } else if (ctx instanceof ContinuousStepContext c) {
      Statement statement = reading.statements.statement(c.statement());
      Optional<Duration> duration = c.durationOrTiming() == null ? Optional.empty()
          : Optional.of(FrenchWords.duration(c.durationOrTiming().duration()));
      return new Step.Continuous(statement, duration, s);
    } else if (ctx instanceof ObjectKeywordStepContext c) {
      ObjectRef subject = reading.objects.obj(c.objectSubject().objectPhrase(), true);
      KeywordAction action = FrenchLexicon.action(inside(c.KW_ACTION())).orElseThrow();
      if (!action.doneByObject()) {
        throw reading.error(c, "expected an action an object does, found " + c.KW_ACTION().getText()
            + " after an object (a player does it: 'son propriétaire " + c.KW_ACTION().getText() + "')");
      }
      step = new Step.Keyword(reading.defaultActor, action, Optional.of(subject), s);
      tails = c.modifierTail();
    } else if (ctx instanceof BareKeywordStepContext c) {
      step = keyword(reading.defaultActor, c.KW_ACTION(), c.objectList(), s);
      tails = c.modifierTail();
    } else {
      PlayerKeywordStepContext c = (PlayerKeywordStepContext) ctx;
      step = keyword(reading.objects.player(c.playerSubject()), c.KW_ACTION(), c.objectList(), s);
      tails = c.modifierTail();
    }
    return modified(step, tails, s);
  }

  private Step keyword(PlayerRef actor, TerminalNode kw, ObjectListContext objects, SourceSpan s) {
    KeywordAction action = FrenchLexicon.action(inside(kw)).orElseThrow();
    Optional<ObjectRef> object = objects == null ? Optional.empty() : Optional.of(reading.objects.objList(objects));
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
    SourceSpan s = reading.span(ctx);
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
      return new Step.Modifier.At(FrenchAstBuilder.momentPhase(c.moment()), FrenchAstBuilder.momentEnd(c.moment()), s);
    }
    if (ctx instanceof AtRandomModContext) {
      return new Step.Modifier.AtRandom(s);
    }
    if (ctx instanceof LastingModContext c) {
      return new Step.Modifier.Lasting(FrenchWords.duration(c.duration()), s);
    }
    if (ctx instanceof TimesModContext c) {
      return new Step.Modifier.Times(reading.words.quantity(c.quantity()), s);
    }
    if (ctx instanceof PerModContext c) {
      return new Step.Modifier.Per(reading.objects.obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof ForEachModContext c) {
      // "Je gagne 1 boost pour chaque Personnage que vous contrôlez": French says "pour chaque" for English "per".
      return new Step.Modifier.Per(reading.objects.obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof UpToMaxModContext c) {
      return new Step.Modifier.UpToMax(reading.words.quantity(c.quantity()), s);
    }
    if (ctx instanceof WhereXModContext c) {
      return new Step.Modifier.WhereX(reading.words.quantity(c.whereX().quantity()), s);
    }
    if (ctx instanceof DistributedModContext c) {
      return new Step.Modifier.DistributedAmong(reading.objects.obj(c.objectPhrase(), true), s);
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
      return reading.objects.objList(objects);
    }
    if (hyphen != null) {
      return hyphen(hyphen);
    }
    if (clitic != null) {
      return clitic(clitic);
    }
    throw reading.error(at, "expected what the action is done to (such as 'un Personnage ciblé'), found nothing");
  }

  /** A pronoun before the verb. */
  ObjectRef clitic(CliticContext ctx) {
    SourceSpan s = reading.span(ctx);
    String w = first(ctx);
    return switch (w) {
      case "me", "m'" -> new ObjectRef.Self(s);
      case "les", "leur" -> new ObjectRef.Pronoun(reading.lastCandidate(), true, Optional.empty(), false, false, s);
      case "le", "la", "l'", "lui", "y" -> new ObjectRef.Pronoun(reading.lastCandidate(), false, Optional.empty(),
          false, false, s);
      default -> throw reading.error(ctx, "expected an object pronoun such as 'le' or 'me', found '" + ctx.getText()
          + "'");
    };
  }

  /** A pronoun after an imperative: "-moi", "-le", "-les tous". */
  private ObjectRef hyphen(HyphenObjectContext ctx) {
    SourceSpan s = reading.span(ctx);
    String w = ctx.getChild(1).getText().toLowerCase(Locale.ROOT);
    return switch (w) {
      case "moi" -> new ObjectRef.Self(s);
      case "les", "leur" -> new ObjectRef.Pronoun(reading.lastCandidate(), true, Optional.empty(), false, has(ctx,
          "tous"), s);
      default -> new ObjectRef.Pronoun(reading.lastCandidate(), false, Optional.empty(), false, false, s);
    };
  }

  /** An object phrase and the zone its last filter names ("une carte de votre Réserve"). */
  record Hoisted(ObjectRef objects, Optional<Zone> from) {}

  /** "Défaussez un Sort de votre Réserve": the zone is the step's "from", as English reads it. */
  static Hoisted hoistFrom(ObjectRef objects, Optional<Zone> from) {
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
    if (reading.candidates.isEmpty() || !(to instanceof Step.Destination.ToZone z) || z.zone().owner().isEmpty()) {
      return to;
    }
    PlayerRef owner = z.zone().owner().get();
    if (!(owner.of().orElse(null) instanceof ObjectRef.Pronoun p)
        || p.antecedent().index() >= reading.candidates.size() - 1) {
      return to;
    }
    ObjectRef.Pronoun object = new ObjectRef.Pronoun(new Antecedent(reading.candidates.size() - 1), p.plural(),
        p.restated(), p.theTarget(), p.all(), p.span());
    Zone zone = new Zone(z.zone().kind(), Optional.of(new PlayerRef(owner.kind(), Optional.of(object), owner.span())),
        z.zone().span());
    return new Step.Destination.ToZone(zone, z.span());
  }

  /** The later sets' player verbs (the grammar's playerVerbMore): passing, becoming first player, moves, cost changes. */
  private Step playerVerbMore(PlayerRef actor, PlayerVerbMoreContext ctx, SourceSpan s) {
    if (ctx instanceof MoveObjectVerbContext c) {
      boolean back = first(c.moveV()).startsWith("recul");
      ObjectRef what = reading.objects.objList(c.objectList());
      if (actor.kind() != PlayerRef.Kind.YOU && what instanceof ObjectRef.Possessed p
          && p.owner() instanceof Possessor.OfObject o && o.object() instanceof ObjectRef.Pronoun) {
        // "son contrôleur avance son autre Expédition": after a player, "son" is that player's (English "their").
        what = new ObjectRef.Possessed(new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(),
            o.span()), o.span()), p.adjectives(), p.nouns(), p.filters(), p.span());
      }
      return new Step.MoveExpedition(what, back ? Direction.BACKWARD : Direction.FORWARD,
          reading.words.quantity(c.quantity()), false, s);
    }
    if (ctx instanceof MoveMarkerVerbContext c) {
      ObjectRef what = reading.objects.objList(c.objectList());
      if (!dev.altered.text.TerrainMarkerSteps.are(what)) {
        throw reading.error(c.objectList(), "expected a Terrain Marker to move ('un marqueur Terrain'), found '"
            + c.objectList().getText() + "'");
      }
      return new Step.MoveTerrainMarker(actor, what, reading.objects.obj(c.objectPhrase(), false), false, s);
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
        throw reading.error(c, "expected 'payez ... de moins pour' said of you (the cards you play)");
      }
      ObjectRef subject = reading.objects.obj(c.objectPhrase(), true);
      Optional<Quantity> min = c.manaAmount().size() > 1 ? Optional.of(reading.words.manaAmount(c.manaAmount(1)))
          : Optional.empty();
      return new Step.Continuous(new Statement.CostChange(subject, reading.words.manaAmount(c.manaAmount(0)), has(c,
          "plus"), Optional.empty(), min, Optional.empty(), s), Optional.empty(), s);
    }
    throw reading.error(ctx, "expected an effect such as 'passez' or 'devenez le premier joueur'");
  }

  private Step playerVerb(PlayerRef actor, CliticContext clitic, PlayerVerbPhraseContext ctx, boolean immediately) {
    SourceSpan s = reading.span(ctx);
    if (ctx instanceof MoreVerbsContext m) {
      return playerVerbMore(actor, m.playerVerbMore(), s);
    }
    if (ctx instanceof DrawVerbContext c) {
      DrawWhatContext w = c.drawWhat();
      if (w instanceof DrawCountContext d) {
        return new Step.Draw(actor, reading.words.quantity(d.quantity()), has(d, "seule"), s);
      }
      if (w instanceof DrawThatManyContext d) {
        return new Step.Draw(actor, new Quantity.ThatMany(reading.span(d)), false, s);
      }
      if (w instanceof DrawPronounContext d) {
        return new Step.DrawCard(actor, hyphen(d.hyphenObject()), s);
      }
      return new Step.DrawCard(actor, reading.objects.objList(((DrawObjectsContext) w).objectList()), s);
    }
    if (ctx instanceof DiscardVerbContext c) {
      Hoisted h = hoistFrom(object(clitic, c.hyphenObject(), c.objectList(), c), reading.objects.optZone(c.zone()));
      return new Step.Discard(actor, h.objects(), h.from(), s);
    }
    if (ctx instanceof DiscardSelfVerbContext c) {
      // "L'adversaire ciblé se défausse d'une carte de sa main".
      Hoisted h = hoistFrom(reading.objects.objList(c.objectList()), Optional.empty());
      return new Step.Discard(actor, h.objects(), h.from(), s);
    }
    if (ctx instanceof SacrificeVerbContext c) {
      return new Step.Sacrifice(actor, object(clitic, c.hyphenObject(), c.objectList(), c), s);
    }
    if (ctx instanceof PutVerbContext c) {
      ObjectRef what;
      if (c.quantity() != null) {
        // "Mettez-en une dans votre main": one of the cards named before.
        what = new ObjectRef.OneOfThem(reading.lastCandidate(), reading.span(c.quantity()));
      } else {
        boolean mainList = c.objectList().size() > (has(c, "lieu") ? 1 : 0);
        what = object(clitic, c.hyphenObject(), mainList ? c.objectList(0) : null, c);
      }
      Optional<Zone> from = reading.objects.optZone(c.zone());
      Step.Destination to;
      if (c.destination() != null) {
        to = destination(c.destination());
      } else {
        Optional<Placed> placed = hoistIn(what);
        if (placed.isEmpty()) {
          throw reading.error(c, "expected where to put it, such as 'en Réserve'");
        }
        what = placed.get().objects();
        to = ownerIsTheObject(placed.get().to());
      }
      if (c.destination() instanceof ToExpeditionContext on && from.isEmpty()
          && dev.altered.text.TerrainMarkerSteps.are(what)) {
        return dev.altered.text.TerrainMarkerSteps.place(actor, what, reading.objects.obj(on.objectPhrase(), false), s);
      }
      Optional<Step.OrbState> as = c.asClause().isEmpty() ? Optional.empty() : Optional.of(orbState(c.asClause(0)));
      Optional<ObjectRef> insteadOf = has(c, "lieu")
          ? Optional.of(reading.objects.objList(c.objectList(c.objectList().size() - 1))) : Optional.empty();
      Hoisted h = hoistFrom(what, from);
      Step move = new Step.Move(actor, h.objects(), h.from(), to, as, insteadOf, s);
      if (c.insteadWords() != null) {
        return new Step.Modified(move, ImmutableList.of(new Step.Modifier.Instead(reading.span(c.insteadWords()))), s);
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
        Placed placed = hoistIn(what).orElseThrow(() -> reading.error(c,
            "expected where to send it, such as 'en Réserve'"));
        what = placed.objects();
        to = ownerIsTheObject(placed.to());
      }
      Optional<Step.OrbState> as = c.asClause() == null ? Optional.empty() : Optional.of(orbState(c.asClause()));
      return new Step.Move(actor, what, Optional.empty(), to, as, Optional.empty(), s);
    }
    if (ctx instanceof SendToVerbContext c) {
      // "Envoyez dans la Réserve de son propriétaire un Personnage ciblé": "son" is the object named after it.
      ObjectRef what = reading.objects.objList(c.objectList());
      Step.Destination to = destination(c.destination());
      return new Step.Move(actor, what, Optional.empty(), to, Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof ReturnVerbContext c) {
      ObjectRef what = object(clitic, c.hyphenObject(), c.objectList(), c);
      Optional<Zone> from = reading.objects.optZone(c.zone());
      Step.Destination to;
      if (c.destination() != null) {
        to = destination(c.destination());
      } else {
        // "Renvoyez un Personnage ciblé dans la main de son propriétaire": the fast stage reads the place as the
        // phrase's last filter.
        Placed placed = hoistIn(what).orElseThrow(() -> reading.error(c,
            "expected where to return it, such as 'dans votre " + "main'"));
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
        there = Optional.of(new ObjectRef.Pronoun(reading.lastCandidate(), false, Optional.empty(), false, false, s));
      }
      return create(actor, c.tokenCreation(), there, s);
    }
    if (ctx instanceof CreateOnlyVerbContext c) {
      return new Step.CreateSame(actor, reading.words.quantity(c.quantity()), s);
    }
    if (ctx instanceof ReadyVerbContext c) {
      return new Step.Ready(actor, object(clitic, c.hyphenObject(), c.objectList(), c), s);
    }
    if (ctx instanceof ExhaustVerbContext c) {
      return new Step.Exhaust(actor, object(clitic, c.hyphenObject(), c.objectList(), c), !c.symbolT().isEmpty(), s);
    }
    if (ctx instanceof PlayVerbContext c) {
      ObjectRef what = object(clitic, c.hyphenObject(), c.objectList(), c);
      Optional<Zone> from = reading.objects.optZone(c.zone());
      Optional<ObjectRef> in = c.objectPhrase() == null ? Optional.empty()
          : Optional.of(reading.objects.obj(c.objectPhrase(), false));
      Hoisted h = hoistFrom(what, from);
      return new Step.Play(actor, h.objects(), h.from(), in, playCost(c.playCost(), s),
          immediately || has(c, "immédiatement"), s);
    }
    if (ctx instanceof RollVerbContext c) {
      if (has(c, "supplémentaire")) {
        // "lancez un dé supplémentaire et ignorez le résultat du dé de votre choix" (roll that many dice plus one).
        return new Step.RollMore(actor, new Quantity.Literal(1, s), s);
      }
      return new Step.Roll(actor, reading.words.quantity(c.quantity()), s);
    }
    if (ctx instanceof RevealVerbContext c) {
      return new Step.Reveal(actor, object(clitic, c.hyphenObject(), c.objectList(), c), has(c, "également"), s);
    }
    if (ctx instanceof LookVerbContext c) {
      return new Step.LookAt(actor, reading.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof ChooseVerbContext c) {
      // "Choisissez jusqu'à deux Personnages parmi ces cartes": "ces cartes" are the cards named before the
      // Characters (English reads "from these cards" first).
      Optional<ObjectRef> among = c.objectList().size() > 1 ? Optional.of(reading.objects.objList(c.objectList(1)))
          : Optional.empty();
      ObjectRef what = reading.objects.objList(c.objectList(0));
      return new Step.Choose(actor, what, among, s);
    }
    if (ctx instanceof TargetVerbContext c) {
      return new Step.Target(actor, reading.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof ExchangeVerbContext c) {
      ObjectRef first = reading.objects.objList(c.objectList(0));
      return new Step.Exchange(actor, first, reading.objects.objList(c.objectList(1)), s);
    }
    if (ctx instanceof ExchangeBoostsVerbContext c) {
      ObjectRef of = c.objectList() != null ? reading.objects.objList(c.objectList())
          : new ObjectRef.Pronoun(reading.lastCandidate(), true, Optional.empty(), false, false, s);
      return new Step.ExchangeBoosts(actor, of, s);
    }
    if (ctx instanceof ActivateVerbContext c) {
      return new Step.Activate(actor, kinds(c.abilityKinds()), reading.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof ActivatePossessiveVerbContext c) {
      Possessor p = reading.objects.possessive(c.possessive());
      if (!(p instanceof Possessor.OfObject o)) {
        throw reading.error(c, "expected the abilities of an object ('ses'), found a player's");
      }
      return new Step.Activate(actor, kinds(c.abilityKinds()), o.object(), s);
    }
    if (ctx instanceof PayVerbContext c) {
      return new Step.Pay(actor, reading.words.manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof SpendVerbContext c) {
      return spend(actor, c.spendWhat(), s);
    }
    if (ctx instanceof RemoveVerbContext c) {
      RemoveWhatContext w = c.removeWhat();
      if (w instanceof RemoveAllContext all) {
        Counter counter = reading.words.counter(all.counterNoun());
        return new Step.Remove(actor, Optional.empty(), false, counter, reading.objects.objList(c.objectList()), s);
      }
      RemoveSomeContext some = (RemoveSomeContext) w;
      Quantity n = reading.words.quantity(some.quantity());
      Counter counter = reading.words.counter(some.counterNoun());
      return new Step.Remove(actor, Optional.of(n), has(some, "jusqu'à"), counter,
          reading.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof DoubleVerbContext c) {
      Counter counter = reading.words.counter(c.counterNoun());
      return new Step.Double(actor, counter, reading.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof DistributeVerbContext c) {
      Quantity n = reading.words.quantity(c.quantity());
      Counter counter = reading.words.counter(c.counterNoun());
      return new Step.Distribute(actor, n, counter, reading.objects.objList(c.objectList()), s);
    }
    if (ctx instanceof WinVerbContext) {
      return new Step.WinGame(actor, s);
    }
    if (ctx instanceof ReduceCostVerbContext c) {
      CostOfContext of = c.costOf();
      ObjectRef whose;
      if (of.objectList() != null) {
        whose = reading.objects.objList(of.objectList());
      } else {
        Possessor p = reading.objects.possessive(of.possessive());
        if (!(p instanceof Possessor.OfObject o)) {
          throw reading.error(of, "expected the cost of an object, found a player's");
        }
        whose = o.object();
      }
      return new Step.ReduceCost(actor, whose, reading.words.manaAmount(c.manaAmount()), s);
    }
    if (ctx instanceof IncreaseResultVerbContext c) {
      resultRef(c.resultRef());
      return new Step.AddToResult(actor, reading.words.quantity(c.quantity()), s);
    }
    if (ctx instanceof AddToResultVerbContext c) {
      Quantity q = reading.words.quantity(c.quantity());
      resultRef(c.resultRef());
      return new Step.AddToResult(actor, q, s);
    }
    if (ctx instanceof GiveVerbContext c) {
      // "donner 2 boosts à un Personnage ciblé", "lui donner 2 boosts", "me donner 1 boost".
      ObjectRef to = causativeObject(clitic, c.objectList(), c);
      // "me donner autant de boosts": that many (the number of the step before).
      Quantity n = c.quantity() != null ? reading.words.quantity(c.quantity())
          : new Quantity.ThatMany(reading.span(c.counterNoun()));
      Counter counter = reading.words.counter(c.counterNoun());
      SourceSpan counted = c.quantity() != null ? reading.span(c.quantity(), c.counterNoun())
          : reading.span(c.counterNoun());
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
          throw reading.error(c, "expected 'd'Expédition' after what changes Expedition");
        }
        what = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
            p.filters().subList(0, p.filters().size() - 1), p.span());
        reading.candidates.set(reading.candidates.size() - 1, what);
      }
      return new Step.SwitchExpeditions(what, s);
    }
    if (ctx instanceof MakePlayerVerbContext c) {
      // "faire piocher une carte à un adversaire ciblé": that player does it.
      PlayerRef who = reading.objects.player(c.playerSubject());
      return playerVerb(who, null, c.playerVerbPhrase(), false);
    }
    throw reading.error(ctx, "expected an effect such as 'piochez' or 'gagne', found '" + ctx.getText() + "'");
  }

  private void resultRef(ResultRefContext ctx) {
    if (ctx.possessive() != null) {
      reading.objects.possessive(ctx.possessive());
    }
  }

  private Step spend(PlayerRef actor, SpendWhatContext ctx, SourceSpan s) {
    if (ctx instanceof SpendOwnContext own) {
      Quantity n = reading.words.quantity(own.quantity());
      Possessor p = reading.objects.possessive(own.possessive());
      if (!(p instanceof Possessor.OfObject o)) {
        throw reading.error(own, "expected counters of an object ('mes'), found a player's");
      }
      return new Step.Spend(actor, n, reading.words.counter(own.counterNoun()), o.object(), s);
    }
    SpendFromContext from = (SpendFromContext) ctx;
    Quantity n = reading.words.quantity(from.quantity());
    Counter counter = reading.words.counter(from.counterNoun());
    return new Step.Spend(actor, n, counter, reading.objects.objList(from.objectList()), s);
  }

  private Step.OrbState orbState(AsClauseContext ctx) {
    return ctx.asWhat().orbState().getText().toLowerCase(Locale.ROOT).startsWith("redress") ? Step.OrbState.READY
        : Step.OrbState.EXHAUSTED;
  }

  Step.PlayCost playCost(PlayCostContext ctx, SourceSpan s) {
    if (ctx == null) {
      return new Step.PlayCost.Normal(s);
    }
    if (ctx instanceof FreeCostContext) {
      return new Step.PlayCost.Free(reading.span(ctx));
    }
    ReducedCostContext r = (ReducedCostContext) ctx;
    Optional<Quantity> min = r.manaAmount().size() > 1 ? Optional.of(reading.words.manaAmount(r.manaAmount(1)))
        : Optional.empty();
    return new Step.PlayCost.Reduced(reading.words.manaAmount(r.manaAmount(0)), min, reading.span(ctx));
  }

  private Step.Destination destination(DestinationContext ctx) {
    SourceSpan s = reading.span(ctx);
    if (ctx instanceof ToZoneContext c) {
      return new Step.Destination.ToZone(reading.objects.zone(c.zone()), s);
    }
    if (ctx instanceof ToBottomContext c) {
      Step.Destination bottom = new Step.Destination.BottomOf(reading.objects.zone(c.zone()), s);
      return c.anyOrder() == null ? bottom : new Step.Destination.InAnyOrder(bottom, s);
    }
    if (ctx instanceof ToTopContext c) {
      Step.Destination top = new Step.Destination.TopOf(reading.objects.zone(c.zone()), s);
      return c.anyOrder() == null ? top : new Step.Destination.InAnyOrder(top, s);
    }
    if (ctx instanceof ToPositionContext c) {
      Quantity position = c.ordinal() == null ? new Quantity.X(0, s)
          : new Quantity.Literal(reading.words.ordinal(c.ordinal()), s);
      return new Step.Destination.PositionIn(position, reading.objects.zone(c.zone()), s);
    }
    return new Step.Destination.ToExpedition(reading.objects.obj(((ToExpeditionContext) ctx).objectPhrase(), false), s);
  }

  private Step create(PlayerRef actor, TokenCreationContext ctx, Optional<ObjectRef> there, SourceSpan s) {
    Quantity count = reading.words.quantity(ctx.quantity());
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
        name.mountain(), name.water(), list(subtypes), reading.span(spec)))
        .orElseGet(() -> TokenSpec.named(FrenchLexicon.tokenId(inside(spec)), list(subtypes), reading.span(spec)));
    boolean plural = has(ctx, "jetons");
    boolean one = count instanceof Quantity.Literal l && l.value() == 1;
    if (plural == one) {
      throw reading.error(ctx, "expected '" + (one ? "jeton" : "jetons") + "' after " + ctx.quantity().getText()
          + ", found '" + (plural ? "jetons" : "jeton") + "'");
    }
    Optional<ObjectRef> in = ctx.destinationExpeditions() == null ? there
        : Optional.of(reading.objects.obj(ctx.destinationExpeditions().objectPhrase(), false));
    ImmutableList<Ability> abilities = ctx.tokenAbilities() == null ? ImmutableList.of()
        : ImmutableList.of(quoted(ctx.tokenAbilities().quotedAbility().quotedBody()));
    Step create = new Step.Create(actor, count, token, in, abilities, s);
    return modified(create, ctx.modifierTail(), s);
  }

  /** A quoted ability (2.2.12.f); its pronouns are its own. */
  Ability quoted(QuotedBodyContext ctx) {
    FrenchAstBuilder inner = new FrenchReading(reading.text).abilities;
    SourceSpan s = reading.span(ctx);
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

  ImmutableList<TriggerSymbol> kinds(AbilityKindsContext ctx) {
    List<TriggerSymbol> kinds = new ArrayList<>();
    for (TriggerSymbolContext t : ctx.triggerSymbol()) {
      kinds.add(FrenchAstBuilder.triggerSymbol(t));
    }
    return list(kinds);
  }

  private Step objectVerb(ObjectRef subject, ObjectVerbPhraseContext ctx) {
    SourceSpan s = reading.span(ctx);
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
      return new Step.MoveExpedition(subject, back ? Direction.BACKWARD : Direction.FORWARD,
          reading.words.quantity(c.quantity()), has(c, "supplémentaire"), s);
    }
    if (ctx instanceof ActivatesVerbContext c) {
      reading.objects.possessive(c.possessive());
      Optional<Zone> asIf = c.asIfClause() == null ? Optional.empty()
          : Optional.of(reading.objects.zone(c.asIfClause().zone()));
      return new Step.ActivateOwn(subject, kinds(c.abilityKinds()), asIf, s);
    }
    GoVerbContext c = (GoVerbContext) ctx;
    return new Step.Move(PlayerRef.you(), subject, Optional.empty(),
        new Step.Destination.ToZone(reading.objects.zone(c.zone()), reading.span(c.zone())), Optional.empty(),
            Optional.empty(), s);
  }

  private ImmutableList<Step.Gainable> gains(GainListContext ctx) {
    if (has(ctx, "ou")) {
      List<Status> statuses = new ArrayList<>();
      for (GainItemContext item : ctx.gainItem()) {
        if (!(item instanceof GainStatusContext st)) {
          throw reading.error(item, "expected a status in a choice of statuses, found '" + item.getText() + "'");
        }
        statuses.add(reading.words.status(st.STATUS()));
      }
      return ImmutableList.of(new Step.Gainable.OneStatusOf(list(statuses), reading.span(ctx)));
    }
    List<Step.Gainable> items = new ArrayList<>();
    for (GainItemContext item : ctx.gainItem()) {
      SourceSpan s = reading.span(item);
      if (item instanceof GainCountersContext c) {
        items.add(new Step.Gainable.Counters(reading.words.quantity(c.quantity()),
            reading.words.counter(c.counterNoun()), s));
      } else if (item instanceof GainStatusContext c) {
        items.add(new Step.Gainable.StatusOf(reading.words.status(c.STATUS()), s));
      } else if (item instanceof GainAbilityContext c) {
        items.add(new Step.Gainable.AbilityOf(quoted(c.quotedBody()), s));
      } else {
        GainKeywordContext c = (GainKeywordContext) item;
        Statement.Grant.KeywordGrant k = reading.statements.keywordGrant(c.KW_ABILITY(), c);
        items.add(new Step.Gainable.KeywordOf(k.keyword(), k.parameter(), s));
      }
    }
    return list(items);
  }

  private ImmutableList<Step.Losable> loses(LoseListContext ctx) {
    if (has(ctx, "ou")) {
      throw reading.error(ctx, "expected 'et' between the things lost, found 'ou'");
    }
    List<Step.Losable> items = new ArrayList<>();
    for (LoseItemContext item : ctx.loseItem()) {
      SourceSpan s = reading.span(item);
      if (item instanceof LoseStatusContext c) {
        items.add(new Step.Losable.StatusOf(reading.words.status(c.STATUS()), s));
      } else if (item instanceof LoseCountersContext c) {
        items.add(new Step.Losable.Counters(reading.words.quantity(c.quantity()),
            reading.words.counter(c.counterNoun()), s));
      } else {
        LoseAllCountersContext c = (LoseAllCountersContext) item;
        Possessor owner = c.possessive() != null ? reading.objects.possessive(c.possessive())
            : new Possessor.OfObject(new ObjectRef.Pronoun(reading.lastCandidate(), false, Optional.empty(), false,
                false, s), s);
        items.add(new Step.Losable.AllCounters(owner, reading.words.counter(c.counterNoun()), s));
      }
    }
    return list(items);
  }
}
