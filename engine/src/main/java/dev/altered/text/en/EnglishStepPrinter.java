package dev.altered.text.en;

import static dev.altered.ast.PrintedShape.unmodified;
import static dev.altered.ast.PrintedShape.objectSubject;
import static dev.altered.ast.PrintedShape.sameObject;
import static dev.altered.ast.PrintedShape.plural;
import static dev.altered.ast.PrintedShape.isOne;
import static dev.altered.text.en.EnglishWordPrinter.*;

import dev.altered.ast.Ability;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.TokenSpec;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * English printing: steps, joined as the builder reads them, with their modifiers and verbs.
 */
final class EnglishStepPrinter {
  private final EnglishPrinting run;

  EnglishStepPrinter(EnglishPrinting run) {
    this.run = run;
  }

  /** How a step is written: imperative/with its subject, or after "may"/"to" (base form, no subject). */
  enum Mode { IMPERATIVE, BASE }

  String steps(List<Step> steps) {
    StringBuilder out = new StringBuilder();
    ObjectRef lastSubject = null;
    int lastSubjectIndex = -1;
    PlayerRef lastOptionalActor = null;
    for (int i = 0; i < steps.size(); i++) {
      Step step = steps.get(i);
      Optional<ObjectRef> subject = objectSubject(step);
      if (i > 0 && lastSubject != null && subject.isPresent() && !(unmodified(step) instanceof Step.Keyword)
          && !(unmodified(steps.get(i - 1)) instanceof Step.Keyword)
          && sameObject(lastSubject, lastSubjectIndex, subject.get())) {
        // "gains 1 boost and loses [[Fleeting]]"
        out.append(" and ").append(objectVerbOnly(step, plural(lastSubject) || lastSubject instanceof ObjectRef.Self,
            Mode.IMPERATIVE));
        continue;
      }
      if (i > 0) {
        out.append(", then ");
      }
      int before = run.candidates;
      if (lastOptionalActor != null && step instanceof Step.MayDoAgain a && a.actor().equals(lastOptionalActor)) {
        out.append("may do it again");
      } else if (lastOptionalActor != null && step instanceof Step.May m && m.actor().equals(lastOptionalActor)
          && !(m.actor().kind() == PlayerRef.Kind.YOU)) {
        out.append(step(step, Mode.IMPERATIVE).replaceFirst("^.*? may ", "may "));
      } else if (i > 0 && continuesSubject(steps.get(i - 1), step)) {
        // "Each player discards their hand, then draws three cards": the subject goes on (the builder's rule).
        String printed = step(step, Mode.IMPERATIVE);
        String subjectWords = run.objects.player(EnglishSteps.actorOf(step).orElseThrow()) + " ";
        out.append(printed.startsWith(subjectWords) ? printed.substring(subjectWords.length()) : printed);
      } else {
        out.append(step(step, Mode.IMPERATIVE));
      }
      lastOptionalActor = EnglishSteps.actorOfOptional(step).orElse(null);
      if (subject.isPresent()) {
        lastSubject = subject.get();
        lastSubjectIndex = subject.get() instanceof ObjectRef.Pronoun || subject.get() instanceof ObjectRef.Self
            ? -1 : before;
      } else {
        lastSubject = null;
      }
    }
    return out.toString();
  }

  /** Whether a player's step is written without its subject, going on with the one of the step before. */
  private static boolean continuesSubject(Step before, Step step) {
    Step plain = unmodified(step);
    if (plain instanceof Step.May || plain instanceof Step.Internal || plain instanceof Step.MayDoAgain
        || plain instanceof Step.OneOf || plain instanceof Step.Continuous || plain instanceof Step.Keyword) {
      return false;
    }
    Optional<PlayerRef> actor = EnglishSteps.actorOf(step);
    return actor.isPresent() && actor.get().kind() != PlayerRef.Kind.YOU
        && actor.equals(EnglishSteps.actorOf(before));
  }

  /** The object doing an object step ("Target Character gains ..."), if the step is one. */
  /** Whether {@code next} is "it" for the subject just printed (index {@code index} among named phrases). */
  String step(Step step, Mode mode) {
    if (step instanceof Step.Modified m) {
      String inner = step(m.step(), mode);
      StringBuilder out = new StringBuilder(inner);
      for (Step.Modifier mod : m.modifiers()) {
        out.append(modifier(mod));
      }
      return out.toString();
    }
    Optional<ObjectRef> subject = objectSubject(step);
    if (subject.isPresent()) {
      if (mode == Mode.BASE) {
        if (step instanceof Step.Gain g && onlyCounters(g) && !(g.subject() instanceof ObjectRef.Pronoun p
            && p.plural())) {
          // "give me 1 boost", "give it 2 boosts", "give 2 boosts to another target Character in {V}"
          boolean filtered = g.subject() instanceof ObjectRef.Phrase ph && !ph.filters().isEmpty();
          if (filtered) {
            String items = gainItems(g.items());
            return "give " + items + " to " + run.objects.obj(g.subject(), true, false);
          }
          String who = run.objects.obj(g.subject(), true, false);
          return "give " + who + " " + gainItems(g.items());
        }
        String who = run.objects.obj(subject.get(), true, false);
        return "have " + who + " " + objectVerbOnly(step, true, Mode.BASE);
      }
      String who = run.objects.obj(subject.get(), true, true);
      boolean plural = plural(subject.get()) || subject.get() instanceof ObjectRef.Self;
      return who + " " + (step instanceof Step.Gain g && plural(subject.get()) && eachGain(g, subject.get())
          ? "each " : "") + objectVerbOnly(step, plural, mode);
    }
    return playerStep(step, mode);
  }

  /** "Up to two target Characters each gain 1 boost": "each" with counters for several targets. */
  private static boolean eachGain(Step.Gain g, ObjectRef subject) {
    return onlyCounters(g) && subject instanceof ObjectRef.Phrase p && p.quantifier().target()
        && (p.quantifier().kind() == Quantifier.Kind.UP_TO || p.quantifier().kind() == Quantifier.Kind.ANY_NUMBER);
  }

  private static boolean onlyCounters(Step.Gain g) {
    return g.items().stream().allMatch(i -> i instanceof Step.Gainable.Counters);
  }

  private String objectVerbOnly(Step step, boolean pluralSubject, Mode mode) {
    boolean third = !(pluralSubject || mode == Mode.BASE);
    if (step instanceof Step.Modified m) {
      StringBuilder out = new StringBuilder(objectVerbOnly(m.step(), pluralSubject, mode));
      for (Step.Modifier mod : m.modifiers()) {
        out.append(modifier(mod));
      }
      return out.toString();
    }
    if (step instanceof Step.Gain g) {
      return verb("gain", third) + " " + gainItems(g.items());
    }
    if (step instanceof Step.Lose l) {
      List<String> items = new ArrayList<>();
      for (Step.Losable item : l.items()) {
        items.add(run.statements.losable(item));
      }
      return verb("lose", third) + " " + andList(items);
    }
    if (step instanceof Step.SwitchExpeditions sw) {
      return verb("switch", third) + " Expeditions" + sw.with().map(w -> " with " + run.objects.obj(w, true, false)).orElse("");
    }
    if (step instanceof Step.MoveExpedition m) {
      return verb("move", third) + " " + (m.direction() == Direction.FORWARD ? "forward" : "backwards") + " "
          + run.words.quantity(m.regions(), true) + (m.more() ? " more" : "") + " " + (isOne(m.regions()) ? "region" : "regions");
    }
    if (step instanceof Step.ActivateOne a) {
      return verb("activate", third) + " one of its " + kinds(List.of(a.kind())) + " abilities";
    }
    if (step instanceof Step.ActivateOwn a) {
 return verb("activate", third) + " its " + kinds(a.kinds()) + " abilities"
          + a.asIfPlayedFrom().map(z -> " (as if it had been played from " + run.objects.zone(z) + ")").orElse("");
    }
    Step.Keyword k = (Step.Keyword) step;
    return keywordAction(k.action(), third);
  }

  String gainItems(List<Step.Gainable> items) {
    List<String> out = new ArrayList<>();
    for (Step.Gainable item : items) {
      if (item instanceof Step.Gainable.Counters c) {
        out.add(run.words.counters(c.count(), c.counter()));
      } else if (item instanceof Step.Gainable.StatusOf st) {
        out.add(status(st.status()));
      } else if (item instanceof Step.Gainable.OneStatusOf one) {
        List<String> statuses = new ArrayList<>();
        for (Status st : one.statuses()) {
          statuses.add(status(st));
        }
        return orList(statuses);
      } else if (item instanceof Step.Gainable.AbilityOf a) {
        out.add("\"" + new EnglishPrinting().ability(a.ability()) + "\"");
      } else if (item instanceof Step.Gainable.KeywordOf k) {
        out.add(k.parameter().isPresent() ? "[" + keywordName(k.keyword()) + " " + run.words.plainNumber(k.parameter().get())
            + "]" : "[" + keywordName(k.keyword()) + "]");
      } else {
        Step.Gainable.NthCounter n = (Step.Gainable.NthCounter) item;
        out.add(run.objects.possessor(n.owner()) + " " + run.words.ordinal(n.nth()) + " " + counterNoun(n.counter(), false));
      }
    }
    return andList(out);
  }

  private String modifier(Step.Modifier mod) {
    if (mod instanceof Step.Modifier.Instead) {
      return " instead";
    }
    if (mod instanceof Step.Modifier.Again) {
      return " again";
    }
    if (mod instanceof Step.Modifier.At at) {
      return " " + run.sentences.moment(at.phase(), at.end(), false);
    }
    if (mod instanceof Step.Modifier.AtEndOfTurn t) {
      return " " + run.sentences.endOfTurn(t.turnOf());
    }
    if (mod instanceof Step.Modifier.Lasting l) {
      return " " + duration(l.duration());
    }
    if (mod instanceof Step.Modifier.AtRandom) {
      return " at random";
    }
    if (mod instanceof Step.Modifier.Times t) {
      return " " + run.words.quantity(t.times(), false) + " times";
    }
    if (mod instanceof Step.Modifier.Per p && p.objects() instanceof ObjectRef.Several several && !several.any()) {
      return " per " + String.join(" and per ", several.items().stream().map(i -> run.objects.obj(i, false, false)).toList());
    }
    if (mod instanceof Step.Modifier.Per p) {
      return " per " + run.objects.obj(p.objects(), false, false);
    }
    if (mod instanceof Step.Modifier.ForEach f) {
      return " for each " + run.objects.obj(f.objects(), true, false);
    }
    if (mod instanceof Step.Modifier.UpToMax u) {
      return ", up to a max of " + run.words.quantity(u.max(), false);
    }
    if (mod instanceof Step.Modifier.WhereX w) {
      return ", where X is " + run.words.quantity(w.x(), false);
    }
    if (mod instanceof Step.Modifier.DistributedAmong d) {
      return ", distributed as you choose among " + run.objects.obj(d.among(), true, false);
    }
    return " this way";
  }

  private String playerStep(Step step, Mode mode) {
    PlayerRef actor = actorOf(step);
    boolean imperative = mode == Mode.BASE || actor.kind() == PlayerRef.Kind.YOU;
    boolean third = !imperative && EnglishObjectPrinter.thirdPerson(actor);
    String subject = imperative ? "" : run.objects.player(actor) + " ";
    if (step instanceof Step.May m) {
      String who = m.actor().kind() == PlayerRef.Kind.YOU ? "you" : run.objects.player(m.actor());
      List<String> parts = new ArrayList<>();
      for (Step inner : m.steps()) {
        // "You may play me for free and I gain [[Asleep]]"
        boolean selfAfterFirst = !parts.isEmpty() && objectSubject(inner).orElse(null) instanceof ObjectRef.Self
            && !(objectSubject(m.steps().get(parts.size() - 1)).orElse(null) instanceof ObjectRef.Self);
        String printed = selfAfterFirst ? step(inner, Mode.IMPERATIVE) : step(inner, Mode.BASE);
        // Under "you may", a step is another player's only when "have" made it so: other Mays leave it "you".
        if (m.actor().kind() == PlayerRef.Kind.YOU && objectSubject(inner).isEmpty()
            && actorOf(inner).kind() != PlayerRef.Kind.YOU) {
          printed = "have " + run.objects.player(actorOf(inner)) + " " + printed; // "you may have target opponent discard" (7.3.17.a)
        }
        parts.add(printed);
      }
      return who + " may " + String.join(m.either() ? " or " : " and ", joinSameObject(m.steps(), parts));
    }
    if (step instanceof Step.Internal in) {
      List<String> cost = new ArrayList<>();
      for (Step c : in.cost()) {
        cost.add(step(c, Mode.BASE));
      }
      String effect = step(in.effect(), Mode.BASE);
      if (!in.optional()) {
        return String.join(" and ", cost) + " to " + effect;
      }
      String who = in.actor().kind() == PlayerRef.Kind.YOU ? "you" : run.objects.player(in.actor());
      return who + " may " + String.join(" and ", cost) + " to " + effect;
    }
    if (step instanceof Step.MayDoAgain a) {
      return (a.actor().kind() == PlayerRef.Kind.YOU ? "you" : run.objects.player(a.actor())) + " may do it again";
    }
    if (step instanceof Step.OneOf o) {
      ObjectRef subj = objectSubject(o.options().get(0)).orElseThrow();
      String who = run.objects.obj(subj, true, false);
      List<String> verbs = new ArrayList<>();
      for (Step option : o.options()) {
        verbs.add(objectVerbOnly(option, true, Mode.BASE));
      }
      return subject + verb("have", third) + " " + who + " " + String.join(" or ", verbs);
    }
    if (step instanceof Step.Continuous c) {
      return run.statements.statement(c.statement()) + c.duration().map(d -> " " + duration(d)).orElse("");
    }
    return subject + playerVerb(step, third);
  }

  /** "have another target Character lose [[Fleeting]] and gain 1 boost": the second verb is about "it". */
  private List<String> joinSameObject(List<Step> steps, List<String> printed) {
    List<String> out = new ArrayList<>(printed);
    for (int i = 1; i < steps.size(); i++) {
      Optional<ObjectRef> prev = objectSubject(steps.get(i - 1));
      Optional<ObjectRef> cur = objectSubject(steps.get(i));
      if (prev.isPresent() && cur.isPresent() && cur.get() instanceof ObjectRef.Pronoun p && p.restated().isEmpty()
          && out.get(i).startsWith("have it ")) {
        out.set(i, out.get(i).substring("have it ".length()));
      }
    }
    return out;
  }

  static PlayerRef actorOf(Step step) {
    if (step instanceof Step.Draw s) return s.actor();
    if (step instanceof Step.DrawCard s) return s.actor();
    if (step instanceof Step.Discard s) return s.actor();
    if (step instanceof Step.Sacrifice s) return s.actor();
    if (step instanceof Step.Move s) return s.actor();
    if (step instanceof Step.Create s) return s.actor();
    if (step instanceof Step.CreateSame s) return s.actor();
    if (step instanceof Step.Ready s) return s.actor();
    if (step instanceof Step.Exhaust s) return s.actor();
    if (step instanceof Step.PlaceTerrainMarker s) return s.actor();
    if (step instanceof Step.MoveTerrainMarker s) return s.actor();
    if (step instanceof Step.Play s) return s.actor();
    if (step instanceof Step.Roll s) return s.actor();
    if (step instanceof Step.RollMore s) return s.actor();
    if (step instanceof Step.Reveal s) return s.actor();
    if (step instanceof Step.LookAt s) return s.actor();
    if (step instanceof Step.Choose s) return s.actor();
    if (step instanceof Step.Target s) return s.actor();
    if (step instanceof Step.Exchange s) return s.actor();
    if (step instanceof Step.ExchangeBoosts s) return s.actor();
    if (step instanceof Step.Activate s) return s.actor();
    if (step instanceof Step.Pay s) return s.actor();
    if (step instanceof Step.Spend s) return s.actor();
    if (step instanceof Step.Remove s) return s.actor();
    if (step instanceof Step.Double s) return s.actor();
    if (step instanceof Step.Distribute s) return s.actor();
    if (step instanceof Step.WinGame s) return s.actor();
    if (step instanceof Step.Pass s) return s.actor();
    if (step instanceof Step.BecomeFirstPlayer s) return s.actor();
    if (step instanceof Step.ReduceCost s) return s.actor();
    if (step instanceof Step.AddToResult s) return s.actor();
    if (step instanceof Step.Keyword s) return s.actor();
    if (step instanceof Step.May s) return s.actor();
    if (step instanceof Step.Internal s) return s.actor();
    if (step instanceof Step.MayDoAgain s) return s.actor();
    if (step instanceof Step.OneOf s) return s.actor();
    return PlayerRef.you();
  }

  private String playerVerb(Step step, boolean third) {
    if (step instanceof Step.Draw d) {
      if (d.count() instanceof Quantity.ThatMany) {
        return verb("draw", third) + " that many cards";
      }
      if (d.only()) {
        return verb("draw", third) + " only " + run.words.quantity(d.count(), true) + (isOne(d.count()) ? " card" : " cards");
      }
      if (!(d.count() instanceof Quantity.Literal || d.count() instanceof Quantity.X
          || d.count() instanceof Quantity.Sum)) {
        return verb("draw", third) + " cards equal to " + run.words.quantity(d.count(), false);
      }
      return verb("draw", third) + " " + run.words.countNoun(d.count(), "card", "cards");
    }
    if (step instanceof Step.DrawCard d) {
      return verb("draw", third) + " " + run.objects.obj(d.card(), true, false);
    }
    if (step instanceof Step.Discard d) {
      return verb("discard", third) + " " + run.objects.obj(d.objects(), true, false)
          + d.from().map(z -> " from " + run.objects.zone(z)).orElse("");
    }
    if (step instanceof Step.Sacrifice s) {
      return verb("sacrifice", third) + " " + run.objects.obj(s.objects(), true, false);
    }
    if (step instanceof Step.Move m) {
      return move(m, third);
    }
    if (step instanceof Step.Create c) {
      return verb("create", third) + " " + create(c);
    }
    if (step instanceof Step.CreateSame c) {
      return verb("create", third) + " only " + run.words.quantity(c.count(), true);
    }
    if (step instanceof Step.Ready r) {
      return verb("ready", third) + " " + run.objects.obj(r.objects(), true, false);
    }
    if (step instanceof Step.PlaceTerrainMarker p) {
      String terrains = terrains(p.terrains());
      String count = isOne(p.count()) ? "a" : run.words.quantity(p.count(), true);
      return verb("place", third) + " " + count + " " + (terrains.isEmpty() ? "" : terrains + " ")
          + (isOne(p.count()) ? "Terrain Marker" : "Terrain Markers") + " on " + run.objects.obj(p.on(), true, false);
    }
    if (step instanceof Step.MoveTerrainMarker m) {
      return m.placed()
          ? verb("place", third) + " " + run.objects.obj(m.markers(), true, false) + " on " + run.objects.obj(m.to(), true, false)
          : verb("move", third) + " " + run.objects.obj(m.markers(), true, false) + " to " + run.objects.obj(m.to(), false, false);
    }
    if (step instanceof Step.Exhaust e) {
      String what = run.objects.obj(e.objects(), true, false);
      if (!e.symbol()) {
        return verb("exhaust", third) + " " + what;
      }
      boolean after = e.objects() instanceof ObjectRef.Self || e.objects() instanceof ObjectRef.Pronoun;
      return after ? verb("exhaust", third) + " " + what + " ({T})" : verb("exhaust", third) + " ({T}) " + what;
    }
    if (step instanceof Step.Play p) {
      StringBuilder out = new StringBuilder();
      if (p.immediately()) {
        out.append("immediately ");
      }
      out.append(verb("play", third)).append(" ").append(run.objects.obj(p.objects(), true, false));
      p.from().ifPresent(z -> out.append(" from ").append(run.objects.zone(z)));
      p.in().ifPresent(e -> out.append(" in ").append(run.objects.obj(e, false, false)));
      out.append(playCost(p.cost()));
      return out.toString();
    }
    if (step instanceof Step.Roll r) {
      return verb("roll", third) + (isOne(r.dice()) ? " a die" : " " + run.words.quantity(r.dice(), true) + " dice");
    }
    if (step instanceof Step.RollMore r) {
 return verb("roll", third) + " that many dice plus " + run.words.quantity(r.extra(), true)
          + " and ignore the roll of your choice";
    }
    if (step instanceof Step.Reveal r) {
      return (r.also() ? "also " : "") + verb("reveal", third) + " " + run.objects.obj(r.objects(), true, false);
    }
    if (step instanceof Step.LookAt l) {
      return verb("look", third) + " at " + run.objects.obj(l.objects(), true, false);
    }
    if (step instanceof Step.Choose c) {
      String what = run.objects.obj(c.objects(), true, false);
      return verb("choose", third) + " " + what + c.among().map(a -> " from " + run.objects.obj(a, true, false)).orElse("");
    }
    if (step instanceof Step.Target t) {
      return verb("target", third) + " " + run.objects.obj(t.objects(), true, false);
    }
    if (step instanceof Step.Exchange e) {
      String first = run.objects.obj(e.first(), true, false);
      return verb("exchange", third) + " " + first + " with " + run.objects.obj(e.second(), true, false);
    }
    if (step instanceof Step.ExchangeBoosts e) {
      if (e.of() instanceof ObjectRef.Pronoun p && p.plural() && p.restated().isEmpty() && !p.all()) {
        return verb("exchange", third) + " their boosts";
      }
      return verb("exchange", third) + " the boosts of " + run.objects.obj(e.of(), true, false);
    }
    if (step instanceof Step.Activate a) {
      if (a.of() instanceof ObjectRef.Pronoun p && !p.plural() && p.restated().isEmpty() && !p.theTarget()) {
        return verb("activate", third) + " its " + kinds(a.kinds()) + " abilities";
      }
      return verb("activate", third) + " the " + kinds(a.kinds()) + " abilities of " + run.objects.obj(a.of(), true, false);
    }
    if (step instanceof Step.Pay p) {
      return verb("pay", third) + " " + run.words.mana(p.mana());
    }
    if (step instanceof Step.Spend s) {
      return verb("spend", third) + " " + spendWhat(s);
    }
    if (step instanceof Step.Remove r) {
      String what = r.count().isEmpty() ? "all " + counterNoun(r.counter(), true)
          : (r.upTo() ? "up to " : "") + run.words.counters(r.count().get(), r.counter());
      return verb("remove", third) + " " + what + " from " + run.objects.obj(r.from(), true, false);
    }
    if (step instanceof Step.Double d) {
      return verb("double", third) + " the number of " + counterNoun(d.counter(), true) + " on "
          + run.objects.obj(d.on(), true, false);
    }
    if (step instanceof Step.Distribute d) {
      return verb("distribute", third) + " " + run.words.counters(d.count(), d.counter()) + " among "
          + run.objects.obj(d.among(), true, false);
    }
    if (step instanceof Step.WinGame) {
      return verb("win", third) + " the game";
    }
    if (step instanceof Step.Pass) {
      return verb("pass", third);
    }
    if (step instanceof Step.BecomeFirstPlayer) {
      return verb("become", third) + " first player";
    }
    if (step instanceof Step.ReduceCost r) {
      String whose = r.of() instanceof ObjectRef.Self ? "my cost" : "the cost of " + run.objects.obj(r.of(), true, false);
      return verb("reduce", third) + " " + whose + " by " + run.words.mana(r.mana());
    }
    if (step instanceof Step.AddToResult a) {
      return verb("increase", third) + " the result by " + run.words.quantity(a.amount(), false);
    }
    if (step instanceof Step.Keyword k) {
      String kw = keywordAction(k.action(), third);
      return k.object().isPresent() ? kw + " " + run.objects.obj(k.object().get(), true, false) : kw;
    }
    throw new IllegalArgumentException("no English for step " + step.getClass().getSimpleName());
  }

  private String spendWhat(Step.Spend s) {
    if (s.count() instanceof Quantity.CountersOn c && c.counter().equals(s.counter())
        && c.owner() instanceof Possessor.OfObject o && o.object().equals(s.from())) {
      return "all of " + run.objects.possessor(c.owner()) + " " + counterNoun(s.counter(), true); // 7.3.33: as many as it has
    }
    if (s.from() instanceof ObjectRef.Self) {
      return run.words.quantity(s.count(), false) + " of my " + counterNoun(s.counter(), true);
    }
    return run.words.counters(s.count(), s.counter()) + " from " + run.objects.obj(s.from(), true, false);
  }

  private String move(Step.Move m, boolean third) {
    if (m.to() instanceof Step.Destination.InAnyOrder o) {
      return move(m.to(o.placement()), third) + " in any order";
    }
    String what;
    Step.Destination to = m.to();
    String as = m.as().map(st -> st == Step.OrbState.READY
        ? " as " + (plural(m.objects()) ? "ready Mana Orbs" : "a ready Mana Orb")
        : " (as " + (plural(m.objects()) ? "exhausted Mana Orbs" : "an exhausted Mana Orb") + ")").orElse("");
    String insteadOf = "";
    if (to instanceof Step.Destination.ToZone z && z.zone().kind() == ZoneKind.RESERVE
        && m.as().isEmpty() && m.insteadOf().isEmpty() && !(m.objects() instanceof ObjectRef.TopOf)) {
      // "Send target Character to Reserve"; "Send to Reserve target Character with Hand Cost {3} or less"
      String dest = run.objects.zone(z.zone());
      boolean fromSomewhere = m.from().isPresent() || m.objects() instanceof ObjectRef.OneOfThem;
      boolean withFilter = m.objects() instanceof ObjectRef.Phrase ph2 && ph2.filters().stream().anyMatch(f ->
          f instanceof Filter.StatIs || f instanceof Filter.Total || f instanceof Filter.NoStatOver
              || f instanceof Filter.WithCounters || f instanceof Filter.WithNo || f instanceof Filter.CounterCount
              || f instanceof Filter.StatExtreme || f instanceof Filter.CounterExtreme
              || f instanceof Filter.From from && from.place() instanceof Place.InObject);
      // "its owner's Reserve" before the object would make "its" stand for something else.
      withFilter &= z.zone().owner().flatMap(PlayerRef::of).isEmpty();
      what = run.objects.obj(m.objects(), true, false);
      if (fromSomewhere && !withFilter) {
        return verb("put", third) + " " + what + m.from().map(f -> " from " + run.objects.zone(f)).orElse("") + " in " + dest;
      }
      return withFilter ? verb("send", third) + " to " + dest + " " + what
          : verb("send", third) + " " + what + " to " + dest;
    }
    if (to instanceof Step.Destination.ToZone z && z.zone().kind() == ZoneKind.HAND && m.as().isEmpty()
        && m.insteadOf().isEmpty() && !(m.objects() instanceof ObjectRef.Pronoun)
        && !(m.objects() instanceof ObjectRef.OneOfThem)) {
      what = run.objects.obj(m.objects(), true, false);
      String from = m.from().map(f -> " from " + run.objects.zone(f)).orElse("");
      return verb("return", third) + " " + what + from + " to " + run.objects.zone(z.zone());
    }
    if (to instanceof Step.Destination.ToExpedition && m.as().isEmpty() && m.insteadOf().isEmpty()
        && !(m.objects() instanceof ObjectRef.OneOfThem)) {
      return verb("move", third) + " " + run.objects.obj(m.objects(), true, false)
          + m.from().map(f -> " from " + run.objects.zone(f)).orElse("") + " to " + destination(to);
    }
    if (to instanceof Step.Destination.BottomOf b) {
      return verb("put", third) + " " + run.objects.obj(m.objects(), true, false) + m.from().map(f -> " from " + run.objects.zone(f)).orElse("")
          + " at the bottom of " + run.objects.zone(b.zone());
    }
    if (to instanceof Step.Destination.TopOf && m.objects() instanceof ObjectRef.OneOfThem) {
      // "Put one on top of your deck": "one" is read only after "put".
      return verb("put", third) + " one on " + destination(to);
    }
    if (to instanceof Step.Destination.TopOf || to instanceof Step.Destination.PositionIn) {
      what = run.objects.obj(m.objects(), true, false);
      String verb = to instanceof Step.Destination.TopOf ? "return" : "send";
      String from = m.from().map(f -> " from " + run.objects.zone(f)).orElse("");
      return verb(verb, third) + " " + what + (verb.equals("return") ? from : "") + " to " + destination(to);
    }
    what = run.objects.obj(m.objects(), true, false);
    String from = m.from().map(f -> " from " + run.objects.zone(f)).orElse("");
    String dest = destination(to);
    if (m.insteadOf().isPresent()) {
      insteadOf = " instead of " + run.objects.obj(m.insteadOf().get(), true, false);
    }
    return verb("put", third) + " " + what + from + " in " + dest + as + insteadOf;
  }

  private String destination(Step.Destination to) {
    if (to instanceof Step.Destination.ToZone z) {
      return run.objects.zone(z.zone());
    }
    if (to instanceof Step.Destination.TopOf t) {
      return "the top of " + run.objects.zone(t.zone());
    }
    if (to instanceof Step.Destination.BottomOf b) {
      return "the bottom of " + run.objects.zone(b.zone());
    }
    if (to instanceof Step.Destination.PositionIn p) {
      String position = p.position() instanceof Quantity.X ? "Xth" : run.words.ordinal(p.position());
      return "the " + position + " position of " + run.objects.zone(p.zone());
    }
    return run.objects.obj(((Step.Destination.ToExpedition) to).expedition(), false, false);
  }

  private String create(Step.Create c) {
    StringBuilder out = new StringBuilder();
    boolean one = isOne(c.count());
    TokenSpec t = c.token();
    String spec = t.statistics() ? "[" + t.name() + " " + t.forest() + "/" + t.mountain() + "/" + t.water() + "]"
        : "[" + t.name() + "]"; // a token printed by its name alone: its card defines it
    out.append(one ? (startsWithVowel(t.name()) ? "an" : "a") : run.words.quantity(c.count(), true)).append(" ").append(spec);
    List<String> subtypes = new ArrayList<>();
    for (String st : t.subtypes()) {
      subtypes.add(EnglishLexicon.subtype(st).isPresent() || st.equals("COMPANION")
          ? EnglishLexicon.subtypeName(st, false) : capitalize(st.toLowerCase(Locale.ROOT)));
    }
    if (!subtypes.isEmpty()) {
      out.append(" ").append(String.join(", ", subtypes));
    }
    out.append(one ? " token" : " tokens");
    c.in().ifPresent(e -> out.append(" in ").append(run.objects.obj(e, false, false)));
    for (Ability a : c.abilities()) {
      String quoted = new EnglishPrinting().ability(a);
      out.append(" with \"").append(quoted.endsWith(".") ? quoted.substring(0, quoted.length() - 1) : quoted)
          .append("\"");
    }
    return out.toString();
  }

  String playCost(Step.PlayCost cost) {
    if (cost instanceof Step.PlayCost.Free) {
      return " for free";
    }
    if (cost instanceof Step.PlayCost.Reduced r) {
      return " for " + run.words.mana(r.mana()) + " less" + r.minimum().map(m -> ", down to a minimum of " + run.words.mana(m)).orElse("");
    }
    return "";
  }

  // =================================================================================================================
  // Statements
  // =================================================================================================================
}
