package dev.altered.text.romance;

import static dev.altered.grammar.romance.RomanceParser.*;
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
import dev.altered.text.AbilityBuildException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Steps: step lists, optional steps, clitic subjects and objects, "have" (avere/tener), hoisted objects, single
 * steps, costs to play, keyword steps and modifiers.
 *
 * <p>A part of {@link RomanceAstBuilder}: static methods over the builder passed in, which holds the per-ability
 * state (the text, the lexicon, the antecedent candidates, the default actor, the reading flags).
 */
final class RomanceStepBuilder {
  private RomanceStepBuilder() {}

  // ===================================================================================================================
  // Steps
  // ===================================================================================================================

  static ImmutableList<Step> steps(RomanceAstBuilder rb, StepSequenceContext ctx) {
    List<Step> steps = new ArrayList<>();
    for (StepItemContext item : ctx.stepItem()) {
      if (item.optionalStep() != null) {
        PlayerRef outer = rb.defaultActor;
        if (item.optionalStep().playerSubject() == null && !steps.isEmpty()) {
          rb.defaultActor = actorOfOptional(steps.get(steps.size() - 1)).orElse(rb.defaultActor);
        }
        try {
          steps.add(optionalStep(rb, item.optionalStep()));
        } finally {
          rb.defaultActor = outer;
        }
      } else if (item.step().size() > 1) {
        Step cost = step(rb, item.step(0));
        Step effect = step(rb, item.step(1));
        steps.add(new Step.Internal(rb.defaultActor, false, ImmutableList.of(cost), effect, rb.span(item)));
      } else if (item.step(0) instanceof PlayerStepContext c && c.playerSubject() == null && !steps.isEmpty()
          && eachPlayer(rb, item, ctx)) {
        // "Ogni giocatore scarta la sua mano, poi pesca tre carte": the imperative and the third person are one form
        // ("pesca", "roba"), so a verb with no subject after "each player ..." goes on with each player, as the
        // English "then draws" says (7.2.4).
        PlayerRef outer = rb.defaultActor;
        rb.defaultActor = new PlayerRef(PlayerRef.Kind.EACH_PLAYER, Optional.empty(), rb.span(item));
        try {
          steps.addAll(stepList(rb, item.step(0)));
        } finally {
          rb.defaultActor = outer;
        }
      } else {
        steps.addAll(stepList(rb, item.step(0)));
      }
    }
    return RomanceAstBuilder.list(steps);
  }

  /** Whether the step item before {@code item} in {@code ctx} has "each player" as its subject. */
  static boolean eachPlayer(RomanceAstBuilder rb, StepItemContext item, StepSequenceContext ctx) {
    int index = ctx.stepItem().indexOf(item);
    if (index < 1) {
      return false;
    }
    StepItemContext before = ctx.stepItem(index - 1);
    return before.optionalStep() == null && before.step().size() == 1
        && before.step(0) instanceof PlayerStepContext p && p.playerSubject() != null
        && RomanceFilterBuilder.player(rb, p.playerSubject()).kind() == PlayerRef.Kind.EACH_PLAYER;
  }

  static Optional<PlayerRef> actorOfOptional(Step step) {
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

  static Step optionalStep(RomanceAstBuilder rb, OptionalStepContext ctx) {
    PlayerRef who = ctx.playerSubject() == null ? rb.defaultActor : RomanceFilterBuilder.player(rb,
        ctx.playerSubject());
    PlayerRef outer = rb.defaultActor;
    rb.defaultActor = who;
    try {
      if (RomanceAstBuilder.has(ctx, AGAIN)) {
        return new Step.MayDoAgain(who, rb.span(ctx));
      }
      List<StepContext> parts = ctx.step();
      if (RomanceAstBuilder.has(ctx, FOR)) {
        List<Step> cost = new ArrayList<>();
        for (int i = 0; i < parts.size() - 1; i++) {
          cost.add(step(rb, parts.get(i)));
        }
        Step effect = step(rb, parts.get(parts.size() - 1));
        return new Step.Internal(who, true, RomanceAstBuilder.list(cost), effect, rb.span(ctx));
      }
      List<Step> steps = new ArrayList<>();
      for (StepContext p : parts) {
        steps.addAll(stepList(rb, p));
      }
      return new Step.May(who, RomanceAstBuilder.list(steps), RomanceAstBuilder.has(ctx, OR), rb.span(ctx));
    } finally {
      rb.defaultActor = outer;
    }
  }

  static Step step(RomanceAstBuilder rb, StepContext ctx) {
    List<Step> steps = stepList(rb, ctx);
    if (steps.size() != 1) {
      throw rb.error(ctx, "expected one action here, found " + steps.size() + " joined by 'and'");
    }
    return steps.get(0);
  }

  static List<Step> stepList(RomanceAstBuilder rb, StepContext ctx) {
    SourceSpan s = rb.span(ctx);
    if (ctx instanceof ObjectStepContext c) {
      ObjectRef subject = c.objectSubject() != null ? RomanceObjectBuilder.obj(rb, c.objectSubject().objectPhrase(),
          true)
          : cliticSubject(rb, leadingClitic(c), c.objectVerbPhrase(0), s);
      return objectVerbs(rb, subject, c.objectVerbPhrase(), c.modifierTail(), s);
    }
    if (ctx instanceof ThatObjectStepContext c) {
      // "para que un personaje objetivo gane 1 potenciador": have it gain.
      ObjectRef subject = c.objectSubject() != null ? RomanceObjectBuilder.obj(rb, c.objectSubject().objectPhrase(),
          true)
          : cliticSubject(rb, c.clitic(), c.objectVerbPhrase(0), s);
      return haveVerbs(rb, subject, c.objectVerbPhrase(), RomanceAstBuilder.has(c, OR), List.of(), s);
    }
    if (ctx instanceof PlayerStepContext c && isHave(c.playerVerbPhrase())) {
      if (c.playerSubject() != null) {
        RomanceFilterBuilder.player(rb, c.playerSubject());
      }
      return have(rb, c.playerVerbPhrase(), c.modifierTail(), s, c.playerSubject() == null ? rb.defaultActor
          : RomanceFilterBuilder.player(rb, c.playerSubject()));
    }
    Step first = singleStep(rb, ctx, s);
    if (ctx instanceof PlayerStepContext p && p.playerVerbPhrase() instanceof PutVerbContext put
        && !put.putBody().elidedPut().isEmpty()) {
      Step.Move m = (Step.Move) (first instanceof Step.Modified x ? x.step() : first);
      List<Step> out = new ArrayList<>(List.of(first));
      for (ElidedPutContext e : put.putBody().elidedPut()) {
        out.add(new Step.Move(m.actor(), RomanceObjectBuilder.obj(rb, e.listablePhrase(), true), Optional.empty(),
            RomanceVerbBuilder.destination(rb, e.destination()),
            Optional.empty(), Optional.empty(), rb.span(e)));
      }
      return out;
    }
    return List.of(first);
  }

  /** The pronoun before the first verb of a rule, if any. */
  static CliticContext leadingClitic(ParserRuleContext ctx) {
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

  static ObjectRef cliticSubject(RomanceAstBuilder rb, CliticContext clitic, ObjectVerbPhraseContext verb,
      SourceSpan s) {
    if (clitic != null && clitic.ME() != null) {
      return new ObjectRef.Self(s);
    }
    return rb.impliedSubject(RomanceAstBuilder.firstTerminal(verb), s);
  }

  static List<Step> objectVerbs(RomanceAstBuilder rb, ObjectRef subject, List<ObjectVerbPhraseContext> verbs,
      List<ModifierTailContext> tails,
      SourceSpan s) {
    ObjectRef same = rb.again(subject, subject.span());
    List<Step> out = new ArrayList<>();
    for (ObjectVerbPhraseContext v : verbs) {
      ObjectRef who = out.isEmpty() ? subject : withSpan(same, rb.span(v));
      out.add(RomanceVerbBuilder.objectVerb(rb, who, v));
    }
    int last = out.size() - 1;
    out.set(last, modified(rb, out.get(last), tails, s));
    return out;
  }

  static boolean isHave(PlayerVerbPhraseContext v) {
    return v instanceof HaveVerbContext || v instanceof HaveCliticVerbContext || v instanceof HaveItalianVerbContext
        || v instanceof HaveDoerFirstVerbContext;
  }

  /** "haz que X gane Y": one step per verb; "o" between them is one of them, as the actor chooses. */
  static List<Step> have(RomanceAstBuilder rb, PlayerVerbPhraseContext v, List<ModifierTailContext> tails, SourceSpan s,
      PlayerRef actor) {
    if (v instanceof HaveVerbContext h) {
      ObjectRef subject = RomanceObjectBuilder.obj(rb, h.objectSubject().objectPhrase(), true);
      return haveVerbs(rb, subject, h.objectVerbPhrase(), RomanceAstBuilder.has(h, OR), tails, s, actor);
    }
    if (v instanceof HaveCliticVerbContext h) {
      ObjectRef subject = cliticSubject(rb, h.clitic(), h.objectVerbPhrase(0), s);
      return haveVerbs(rb, subject, h.objectVerbPhrase(), RomanceAstBuilder.has(h, OR), tails, s, actor);
    }
    if (v instanceof HaveDoerFirstVerbContext h) {
      // "far ottenere a un personaggio bersaglio 2 rinforzi": the doer between the verb and what it gains.
      ObjectRef subject = RomanceObjectBuilder.objList(rb, h.objectList());
      Step step = h.gainList() != null ? new Step.Gain(subject, RomanceVerbBuilder.gains(rb, h.gainList()), s)
          : new Step.Lose(subject, RomanceVerbBuilder.loses(rb, h.loseList()), s);
      return List.of(modified(rb, step, tails, s));
    }
    HaveItalianVerbContext h = (HaveItalianVerbContext) v;
    ObjectRef subject = h.objectList() != null ? RomanceObjectBuilder.objList(rb, h.objectList())
        : cliticSubject(rb, h.clitic().isEmpty() ? null : h.clitic(0), h.objectVerbPhrase(0), s);
    return haveVerbs(rb, subject, h.objectVerbPhrase(), RomanceAstBuilder.has(h, OR), tails, s, actor);
  }

  static List<Step> haveVerbs(RomanceAstBuilder rb, ObjectRef subject, List<ObjectVerbPhraseContext> verbs, boolean or,
      List<ModifierTailContext> tails, SourceSpan s) {
    return haveVerbs(rb, subject, verbs, or, tails, s, rb.defaultActor);
  }

  static List<Step> haveVerbs(RomanceAstBuilder rb, ObjectRef subject, List<ObjectVerbPhraseContext> verbs, boolean or,
      List<ModifierTailContext> tails, SourceSpan s, PlayerRef actor) {
    if (or) {
      List<Step> options = new ArrayList<>();
      for (ObjectVerbPhraseContext v : verbs) {
        options.add(RomanceVerbBuilder.objectVerb(rb, subject, v));
      }
      return List.of(modified(rb, new Step.OneOf(actor, RomanceAstBuilder.list(options), s), tails, s));
    }
    return objectVerbs(rb, subject, verbs, tails, s);
  }

  static RomanceAstBuilder.Hoisted hoistFrom(ObjectRef objects, Optional<Zone> from) {
    if (from.isEmpty() && objects instanceof ObjectRef.Phrase p && !p.filters().isEmpty()
        && p.filters().get(p.filters().size() - 1) instanceof Filter.From f && f.place() instanceof Place.InZone z) {
      ObjectRef.Phrase without = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(),
          p.filters().subList(0, p.filters().size() - 1), p.span());
      return new RomanceAstBuilder.Hoisted(without, Optional.of(z.zone()));
    }
    return new RomanceAstBuilder.Hoisted(objects, from);
  }

  static Optional<RomanceAstBuilder.Placed> hoistIn(ObjectRef objects) {
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
      return Optional.of(new RomanceAstBuilder.Placed(without, to));
    }
    return Optional.empty();
  }

  /**
   * "in mano al suo proprietario" read as the phrase's place: "suo" was built before the phrase was named, so it
   * points at what was named before (the trigger, another mode's object); it is the phrase's owner, in any zone ("en la zona de maná de su propietario" too, as the
   * English reads "Put target Character in its owner's Mana zone").
   */
  static Step.Destination ownedByThem(RomanceAstBuilder rb, Step.Destination to) {
    if (to instanceof Step.Destination.ToZone tz && tz.zone().owner().isPresent()
        && tz.zone().owner().get().of().orElse(null) instanceof ObjectRef.Pronoun p
        && !rb.candidates.isEmpty() && !p.antecedent().equals(rb.lastCandidate())) {
      PlayerRef owner = tz.zone().owner().get();
      ObjectRef.Pronoun them = new ObjectRef.Pronoun(rb.lastCandidate(), p.plural(), p.restated(), p.theTarget(),
          p.all(),
          p.span());
      return new Step.Destination.ToZone(new Zone(tz.zone().kind(), Optional.of(new PlayerRef(owner.kind(),
          Optional.of(them), owner.span())), tz.zone().span()), tz.span());
    }
    return to;
  }

  static ObjectRef withSpan(ObjectRef ref, SourceSpan s) {
    if (ref instanceof ObjectRef.Pronoun p) {
      return new ObjectRef.Pronoun(p.antecedent(), p.plural(), p.restated(), p.theTarget(), p.all(), s);
    }
    return ref instanceof ObjectRef.Self ? new ObjectRef.Self(s) : ref;
  }

  static ObjectRef sameAs(Antecedent antecedent, ObjectRef subject, SourceSpan s) {
    boolean plural = subject instanceof ObjectRef.Pronoun p ? p.plural()
        : !(subject instanceof ObjectRef.Self) && !(subject instanceof ObjectRef.Phrase ph
            && ph.quantifier().kind() == Quantifier.Kind.COUNT && ph.quantifier().count().orElse(null)
            instanceof Quantity.Literal l && l.value() == 1);
    return new ObjectRef.Pronoun(antecedent, plural, Optional.empty(), false, false, s);
  }

  static Step singleStep(RomanceAstBuilder rb, StepContext ctx, SourceSpan s) {
    Step step;
    List<ModifierTailContext> tails;
    if (ctx instanceof PlayerStepContext c) {
      PlayerRef actor = c.playerSubject() == null ? rb.defaultActor : RomanceFilterBuilder.player(rb,
          c.playerSubject());
      step = RomanceVerbBuilder.playerVerb(rb, actor, c.playerVerbPhrase(), c.clitic());
      tails = c.modifierTail();
    } else if (ctx instanceof ContinuousStepContext c && c.statement() instanceof CostToPlayStatementContext cp
        && cp.objectList() != null && c.durationOrTiming() == null) {
      return costToPlay(rb, cp, s);
    } else if (ctx instanceof ContinuousStepContext c) {
      Statement statement = RomanceStatementBuilder.statement(rb, c.statement());
      Optional<Duration> duration = c.durationOrTiming() == null ? Optional.empty()
          : Optional.of(RomanceAstBuilder.duration(c.durationOrTiming().duration()));
      return new Step.Continuous(statement, duration, s);
    } else if (ctx instanceof BareKeywordStepContext c) {
      step = keyword(rb, rb.defaultActor, c.KW_ACTION(), c.objectList(), s);
      tails = c.modifierTail();
    } else if (ctx instanceof ObjectKeywordStepContext c) {
      ObjectRef subject = RomanceObjectBuilder.obj(rb, c.objectSubject().objectPhrase(), true);
      KeywordAction action = rb.lexicon.action(rb.inside(c.KW_ACTION())).orElseThrow();
      if (!action.doneByObject()) {
        throw rb.error(c, "expected an action an object does, such as " + rb.lexicon.example(KW_ACTION) + ", found "
            + rb.written(c.KW_ACTION()));
      }
      step = new Step.Keyword(rb.defaultActor, action, Optional.of(subject), s);
      tails = c.modifierTail();
    } else if (ctx instanceof PlayerKeywordStepContext c) {
      step = keyword(rb, RomanceFilterBuilder.player(rb, c.playerSubject()), c.KW_ACTION(), c.objectList(), s);
      tails = c.modifierTail();
    } else {
      throw rb.error(ctx, "expected a step, found '" + rb.written(ctx) + "'");
    }
    return modified(rb, step, tails, s);
  }

  /** "te cuesta {1} menos jugar otros personajes desde tu reserva": you may play them for {1} less. */
  static Step costToPlay(RomanceAstBuilder rb, CostToPlayStatementContext c, SourceSpan s) {
    if (c.MORE() != null) {
      throw rb.error(c, "expected 'menos' (cards you may play for less), found 'más'");
    }
    boolean outer = rb.ofMeansFrom;
    rb.ofMeansFrom = true;
    try {
      ObjectRef what = RomanceObjectBuilder.objList(rb, c.objectList());
      Optional<Quantity> min = Optional.empty();
      for (CostTailContext t : c.costTail()) {
        if (t.DOWN_TO_MIN() != null) {
          min = Optional.of(rb.manaAmount(t.manaAmount()));
        }
      }
      RomanceAstBuilder.Hoisted h = hoistFrom(what, RomanceFilterBuilder.optZone(rb, c.zone()));
      Step play = new Step.Play(rb.defaultActor, h.objects(), h.from(), Optional.empty(),
          new Step.PlayCost.Reduced(rb.manaAmount(c.manaAmount()), min, rb.span(c.manaAmount())), false, s);
      return new Step.May(rb.defaultActor, ImmutableList.of(play), false, s);
    } finally {
      rb.ofMeansFrom = outer;
    }
  }

  static Step keyword(RomanceAstBuilder rb, PlayerRef actor, TerminalNode kw, ObjectListContext objects, SourceSpan s) {
    KeywordAction action = rb.lexicon.action(rb.inside(kw)).orElseThrow();
    Optional<ObjectRef> object = objects == null ? Optional.empty() : Optional.of(RomanceObjectBuilder.objList(rb,
        objects));
    if (action.doneByObject()) {
      throw new AbilityBuildException(kw.getSymbol().getStartIndex(), "expected what does " + rb.written(kw)
          + " before it (such as 'Una expedición objetivo'), found nothing");
    }
    if (!action.objectOptional() && action.takesObject() != object.isPresent()) {
      throw new AbilityBuildException(kw.getSymbol().getStartIndex(), action.takesObject()
          ? "expected an object after " + rb.written(kw) + " (such as 'una carta objetivo'), found none"
          : "expected nothing after " + rb.written(kw) + ", found an object");
    }
    return new Step.Keyword(actor, action, object, s);
  }

  static Step modified(RomanceAstBuilder rb, Step step, List<ModifierTailContext> tails, SourceSpan s) {
    List<Step.Modifier> modifiers = new ArrayList<>();
    for (ModifierTailContext t : tails) {
      if (t instanceof EachModContext) {
        continue;
      }
      modifiers.add(modifier(rb, t));
    }
    if (modifiers.isEmpty()) {
      return step;
    }
    return new Step.Modified(step, RomanceAstBuilder.list(modifiers), s);
  }

  static Step.Modifier modifier(RomanceAstBuilder rb, ModifierTailContext ctx) {
    SourceSpan s = rb.span(ctx);
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
      return new Step.Modifier.At(RomanceAstBuilder.momentPhase(c.moment()), RomanceAstBuilder.momentEnd(c.moment()),
          s);
    }
    if (ctx instanceof AtRandomModContext) {
      return new Step.Modifier.AtRandom(s);
    }
    if (ctx instanceof LastingModContext c) {
      return new Step.Modifier.Lasting(RomanceAstBuilder.duration(c.duration()), s);
    }
    if (ctx instanceof TimesModContext c) {
      return new Step.Modifier.Times(c.quantity() == null ? new Quantity.Literal(2, s) : rb.quantity(c.quantity()), s);
    }
    if (ctx instanceof ForEachModContext c) {
      // "por cada": English writes "per" for amounts and "for each" for repeated steps; both read "por cada".
      return new Step.Modifier.Per(RomanceObjectBuilder.eachObj(rb, c.objectPhrase(), false), s);
    }
    if (ctx instanceof UpToMaxModContext c) {
      return new Step.Modifier.UpToMax(rb.quantity(c.quantity()), s);
    }
    if (ctx instanceof WhereXModContext c) {
      return new Step.Modifier.WhereX(rb.quantity(c.whereX().quantity()), s);
    }
    if (ctx instanceof DistributedModContext c) {
      return new Step.Modifier.DistributedAmong(RomanceObjectBuilder.obj(rb, c.objectPhrase(), true), s);
    }
    if (ctx instanceof ThisWayModContext) {
      return new Step.Modifier.ThisWay(s);
    }
    throw rb.error(ctx, "expected a modifier, found '" + rb.written(ctx) + "'");
  }
}
