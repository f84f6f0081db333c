package dev.altered.text.fr;

import static dev.altered.ast.PrintedShape.unmodified;
import static dev.altered.ast.PrintedShape.objectSubject;
import static dev.altered.ast.PrintedShape.isOne;

import dev.altered.ast.Ability;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Quantity;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.TokenSpec;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The French printer's steps: what an effect does, imperative or infinitive (see {@link FrenchPrinter}). */
final class FrenchPrinterSteps {
  private final FrenchPrinting printing;

  FrenchPrinterSteps(FrenchPrinting printing) {
    this.printing = printing;
  }



  /** How a verb is written: imperative or with its subject, or infinitive (after "pouvez", "pour"). */
  enum Mode { IMPERATIVE, INFINITIVE }

  String steps(List<Step> steps) {
    StringBuilder out = new StringBuilder();
    ObjectRef lastSubject = null;
    int lastSubjectIndex = -1;
    for (int i = 0; i < steps.size(); i++) {
      Step step = steps.get(i);
      Optional<ObjectRef> subject = objectSubject(step);
      if (i > 0 && lastSubject != null && subject.isPresent() && !(unmodified(step) instanceof Step.Keyword)
          && !(unmodified(steps.get(i - 1)) instanceof Step.Keyword)
          && sameObject(lastSubject, lastSubjectIndex, subject.get()) && !(lastSubject instanceof ObjectRef.Self)) {
        // "il gagne 1 boost et perd [[Fugace]]"
        out.append(" et ").append(objectVerbOnly(step, lastSubject, Mode.IMPERATIVE));
        continue;
      }
      if (i > 0 && step instanceof Step.MayDoAgain && steps.get(i - 1) instanceof Step.May) {
        out.append(", puis le faire à nouveau");
        continue;
      }
      if (i > 0) {
        out.append(", puis ");
      }
      int before = printing.named.size();
      out.append(step(step, Mode.IMPERATIVE));
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

  private static boolean sameObject(ObjectRef last, int index, ObjectRef next) {
    if (last instanceof ObjectRef.Self) {
      return next instanceof ObjectRef.Self;
    }
    if (!(next instanceof ObjectRef.Pronoun p) || p.restated().isPresent() || p.theTarget() || p.all()) {
      return false;
    }
    if (last instanceof ObjectRef.Pronoun lp) {
      return lp.antecedent().equals(p.antecedent()) && lp.restated().isEmpty() && !lp.theTarget() && !lp.all()
          && lp.plural() == p.plural();
    }
    return index >= 0 && p.antecedent().index() == index && p.plural() == FrenchPrinterVerbs.plural(last);
  }

  String step(Step step, Mode mode) {
    if (step instanceof Step.Modified m) {
      StringBuilder out = new StringBuilder(step(m.step(), mode));
      for (Step.Modifier mod : m.modifiers()) {
        out.append(modifier(mod));
      }
      return out.toString();
    }
    Optional<ObjectRef> subject = objectSubject(step);
    if (subject.isPresent()) {
      if (mode == Mode.INFINITIVE) {
        return causative(step, subject.get());
      }
      String who = printing.objects.subjectText(subject.get());
      return who + " " + objectVerbOnly(step, subject.get(), mode);
    }
    return playerStep(step, mode);
  }

  /** "donner 2 boosts à un Personnage ciblé", "lui donner 2 boosts", "faire gagner [[Endormi]] au Personnage". */
  private String causative(Step step, ObjectRef subject) {
    boolean pronoun = subject instanceof ObjectRef.Self || subject instanceof ObjectRef.Pronoun p
        && p.restated().isEmpty() && !p.theTarget() && !p.all();
    if (step instanceof Step.Gain g && onlyCounters(g)) {
      String items = gainItems(g.items(), subject);
      if (pronoun) {
        return printing.verbs.clitic(subject, true) + " donner " + items;
      }
      return "donner " + items + " à " + printing.objects.obj(subject, true, FrenchPrinterObjects.Role.OBJECT);
    }
    if (step instanceof Step.SwitchExpeditions && !pronoun) {
      // "changer un Personnage ciblé d'Expédition"
      return "changer " + printing.objects.obj(subject, true, FrenchPrinterObjects.Role.OBJECT) + " d'Expédition";
    }
    String verb = objectVerbOnly(step, null, Mode.INFINITIVE);
    if (pronoun) {
      return printing.verbs.clitic(subject, true) + " faire " + verb;
    }
    return "faire " + verb + " à " + printing.objects.obj(subject, true, FrenchPrinterObjects.Role.OBJECT);
  }

  private static boolean onlyCounters(Step.Gain g) {
    return g.items().stream().allMatch(i -> i instanceof Step.Gainable.Counters);
  }

  /** The verb of an object step and what follows: "gagne 1 boost", "perdent [[Fugace]]", "change d'Expédition". */
  private String objectVerbOnly(Step step, ObjectRef subject, Mode mode) {
    FrenchPrinterVerbs.Person person = mode == Mode.INFINITIVE ? FrenchPrinterVerbs.Person.INFINITIVE
        : FrenchPrinterVerbs.person(subject);
    if (step instanceof Step.Modified m) {
      StringBuilder out = new StringBuilder(objectVerbOnly(m.step(), subject, mode));
      for (Step.Modifier mod : m.modifiers()) {
        out.append(modifier(mod));
      }
      return out.toString();
    }
    if (step instanceof Step.Gain g) {
      String each = person == FrenchPrinterVerbs.Person.THIRD_PLURAL && eachGain(g, subject) ? "chacun " : "";
      if (subject instanceof ObjectRef.SelfAnd) {
        each = "tous les deux ";
      }
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.GAIN, person) + " " + each + gainItems(g.items(), subject);
    }
    if (step instanceof Step.Lose l) {
      List<String> items = new ArrayList<>();
      for (Step.Losable item : l.items()) {
        if (item instanceof Step.Losable.StatusOf st) {
          items.add(FrenchPrinterWords.status(st.status(), false, false));
        } else if (item instanceof Step.Losable.Counters c) {
          items.add(printing.words.counters(c.count(), c.counter()));
        } else {
          Step.Losable.AllCounters a = (Step.Losable.AllCounters) item;
          items.add("tous " + printing.objects.possessor(a.owner(), true, false) + " "
              + FrenchPrinterWords.counterNoun(a.counter(), true));
        }
      }
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.LOSE, person) + " " + FrenchPrinterWords.andList(items);
    }
    if (step instanceof Step.SwitchExpeditions) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.SWITCH, person) + " d'Expédition";
    }
    if (step instanceof Step.MoveExpedition m) {
      String[] v = m.direction() == Direction.FORWARD ? FrenchPrinterVerbs.ADVANCE : FrenchPrinterVerbs.RETREAT;
      String regions = isOne(m.regions()) ? "une région" : printing.words.quantity(m.regions(), true) + " régions";
      return FrenchPrinterVerbs.verb(v, person) + " de " + regions + (m.more() ? " supplémentaire" : "");
    }
    if (step instanceof Step.ActivateOwn a) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.ACTIVATE, person) + " ses capacités "
          + FrenchPrinterWords.kinds(a.kinds())
          + a.asIfPlayedFrom().map(z -> " (comme s'il avait été joué depuis " + printing.objects.zoneBare(z)
              + ")").orElse("");
    }
    Step.Keyword k = (Step.Keyword) step;
    return FrenchPrinterWords.keywordAction(k.action(), person);
  }

  /** "Jusqu'à deux Personnages ciblés gagnent chacun 1 boost". */
  private static boolean eachGain(Step.Gain g, ObjectRef subject) {
    return onlyCounters(g) && subject instanceof ObjectRef.Phrase p && p.quantifier().target()
        && (p.quantifier().kind() == Quantifier.Kind.UP_TO || p.quantifier().kind() == Quantifier.Kind.ANY_NUMBER);
  }

  String gainItems(List<Step.Gainable> items, ObjectRef subject) {
    List<String> out = new ArrayList<>();
    for (Step.Gainable item : items) {
      if (item instanceof Step.Gainable.Counters c) {
        out.add(printing.words.counters(c.count(), c.counter()));
      } else if (item instanceof Step.Gainable.StatusOf st) {
        out.add(FrenchPrinterWords.status(st.status(), false, false));
      } else if (item instanceof Step.Gainable.OneStatusOf one) {
        List<String> statuses = new ArrayList<>();
        for (Status st : one.statuses()) {
          statuses.add(FrenchPrinterWords.status(st, false, false));
        }
        return FrenchPrinterWords.orList(statuses);
      } else if (item instanceof Step.Gainable.AbilityOf a) {
        out.add("\" " + new FrenchPrinting().effects.ability(a.ability()) + " \"");
      } else if (item instanceof Step.Gainable.KeywordOf k) {
        out.add(k.parameter().isPresent() ? "[" + FrenchPrinterWords.keywordName(k.keyword(), false) + " "
            + printing.words.plainNumber(k.parameter().get()) + "]" : "[" + FrenchPrinterWords.keywordName(k.keyword(),
                false) + "]");
      } else {
        Step.Gainable.NthCounter n = (Step.Gainable.NthCounter) item;
        out.add(printing.objects.possessor(n.owner(), false, false) + " " + FrenchPrinterWords.ordinal(n.nth(), false)
            + " " + FrenchPrinterWords.counterNoun(n.counter(), false));
      }
    }
    return FrenchPrinterWords.andList(out);
  }

  private String modifier(Step.Modifier mod) {
    if (mod instanceof Step.Modifier.Instead) {
      return " à la place";
    }
    if (mod instanceof Step.Modifier.Again) {
      return " à nouveau";
    }
    if (mod instanceof Step.Modifier.At at) {
      return " " + FrenchPrinterEffects.moment(at.phase(), at.end());
    }
    if (mod instanceof Step.Modifier.Lasting l) {
      return " " + FrenchPrinterWords.duration(l.duration());
    }
    if (mod instanceof Step.Modifier.AtRandom) {
      return " au hasard";
    }
    if (mod instanceof Step.Modifier.Times t) {
      return " " + printing.words.quantity(t.times(), false) + " fois";
    }
    if (mod instanceof Step.Modifier.Per p) {
      return " par " + printing.objects.obj(p.objects(), false, FrenchPrinterObjects.Role.BARE_SINGULAR);
    }
    if (mod instanceof Step.Modifier.ForEach f) {
      return " pour chaque " + printing.objects.obj(f.objects(), true, FrenchPrinterObjects.Role.BARE_SINGULAR);
    }
    if (mod instanceof Step.Modifier.UpToMax u) {
      return ", jusqu'à un max de " + printing.words.quantity(u.max(), false);
    }
    if (mod instanceof Step.Modifier.WhereX w) {
      return ", X étant " + printing.words.quantity(w.x(), false);
    }
    if (mod instanceof Step.Modifier.DistributedAmong d) {
      return ", distribués comme vous le souhaitez dans " + printing.objects.obj(d.among(), true,
          FrenchPrinterObjects.Role.OBJECT);
    }
    return " de cette façon";
  }

  private String playerStep(Step step, Mode mode) {
    PlayerRef actor = actorOf(step);
    FrenchPrinterVerbs.Person person = mode == Mode.INFINITIVE ? FrenchPrinterVerbs.Person.INFINITIVE
        : actor.kind() == PlayerRef.Kind.YOU ? FrenchPrinterVerbs.Person.IMPERATIVE
            : FrenchPrinterVerbs.playerPerson(actor);
    String subject = person == FrenchPrinterVerbs.Person.IMPERATIVE || person == FrenchPrinterVerbs.Person.INFINITIVE
        ? "" : printing.objects.player(actor) + " ";
    if (step instanceof Step.May m) {
      String who = m.actor().kind() == PlayerRef.Kind.YOU ? "vous pouvez" : printing.objects.player(m.actor()) + " "
          + (FrenchPrinterVerbs.playerPerson(m.actor()) == FrenchPrinterVerbs.Person.THIRD_PLURAL ? "peuvent" : "peut");
      List<String> parts = new ArrayList<>();
      for (Step inner : m.steps()) {
        boolean selfAfterFirst = !parts.isEmpty() && objectSubject(inner).orElse(null) instanceof ObjectRef.Self;
        PlayerRef innerActor = actorOf(inner);
        if (objectSubject(inner).isEmpty() && !(inner instanceof Step.Continuous)
            && innerActor.kind() != m.actor().kind()) {
          // "Vous pouvez faire piocher une carte à un adversaire ciblé": another player does it.
          parts.add("faire " + step(inner, Mode.INFINITIVE) + " à " + printing.objects.player(innerActor));
          continue;
        }
        parts.add(selfAfterFirst ? step(inner, Mode.IMPERATIVE) : step(inner, Mode.INFINITIVE));
      }
      return who + " " + joinInfinitives(m.steps(), parts, m.either());
    }
    if (step instanceof Step.Internal in) {
      List<String> cost = new ArrayList<>();
      for (Step c : in.cost()) {
        cost.add(step(c, in.optional() ? Mode.INFINITIVE : Mode.IMPERATIVE));
      }
      String effect = to(in.effect());
      if (!in.optional()) {
        return String.join(" et ", cost) + " " + effect;
      }
      String who = in.actor().kind() == PlayerRef.Kind.YOU ? "vous pouvez" : printing.objects.player(in.actor())
          + " peut";
      return who + " " + String.join(" et ", cost) + " " + effect;
    }
    if (step instanceof Step.MayDoAgain a) {
      return (a.actor().kind() == PlayerRef.Kind.YOU ? "vous pouvez" : printing.objects.player(a.actor()) + " peut")
          + " le faire à nouveau";
    }
    if (step instanceof Step.OneOf o) {
      ObjectRef subj = objectSubject(o.options().get(0)).orElseThrow();
      List<String> verbs = new ArrayList<>();
      for (Step option : o.options()) {
        verbs.add(objectVerbOnly(option, null, Mode.INFINITIVE));
      }
      String prefix = person == FrenchPrinterVerbs.Person.INFINITIVE ? "" : subject
          + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.MAKE, person) + " ";
      return prefix + (person == FrenchPrinterVerbs.Person.INFINITIVE ? "faire " : "") + String.join(" ou ", verbs)
          + " à " + printing.objects.obj(subj, true, FrenchPrinterObjects.Role.OBJECT);
    }
    if (step instanceof Step.Continuous c) {
      return printing.statements.statement(c.statement()) + c.duration().map(d -> " "
          + FrenchPrinterWords.duration(d)).orElse("");
    }
    return subject + playerVerb(step, person);
  }

  /** "pour piocher une carte"; "pour qu'un Personnage ciblé gagne 1 boost"; "pour que je gagne [[Ancré]]". */
  private String to(Step effect) {
    Optional<ObjectRef> subject = objectSubject(effect);
    if (subject.isPresent() && !(effect instanceof Step.Gain g && onlyCounters(g)
        && !(subject.get() instanceof ObjectRef.Pronoun p && p.plural()))) {
      return "pour que " + printing.objects.subjectText(subject.get()) + " " + objectVerbOnly(effect, subject.get(),
          Mode.IMPERATIVE);
    }
    if (effect instanceof Step.OneOf o) {
      ObjectRef subj = objectSubject(o.options().get(0)).orElseThrow();
      List<String> verbs = new ArrayList<>();
      String who = printing.objects.subjectText(subj);
      for (Step option : o.options()) {
        verbs.add(objectVerbOnly(option, subj, Mode.IMPERATIVE).replaceFirst("^perd ", "perde "));
      }
      return "pour que " + who + " " + String.join(" ou ", verbs);
    }
    return "pour " + step(effect, Mode.INFINITIVE);
  }

  /** "faire perdre [[Fugace]] et gagner 1 boost à un autre Personnage ciblé": one object for several verbs. */
  private String joinInfinitives(List<Step> steps, List<String> parts, boolean either) {
    if (steps.size() > 1 && steps.stream().allMatch(s -> objectSubject(s).isPresent())
        && objectSubject(steps.get(0)).get() instanceof ObjectRef.Phrase) {
      ObjectRef subject = objectSubject(steps.get(0)).get();
      boolean rest = steps.subList(1, steps.size()).stream().allMatch(s -> objectSubject(s).get()
          instanceof ObjectRef.Pronoun p && p.restated().isEmpty());
      if (rest) {
        List<String> verbs = new ArrayList<>();
        for (Step s : steps) {
          verbs.add(objectVerbOnly(s, null, Mode.INFINITIVE));
        }
        return "faire " + String.join(either ? " ou " : " et ", verbs) + " à " + printing.objects.obj(subject, true,
            FrenchPrinterObjects.Role.OBJECT);
      }
    }
    return String.join(either ? " ou " : " et ", parts);
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
    if (step instanceof Step.ReduceCost s) return s.actor();
    if (step instanceof Step.AddToResult s) return s.actor();
    if (step instanceof Step.Keyword s) return s.actor();
    if (step instanceof Step.May s) return s.actor();
    if (step instanceof Step.Internal s) return s.actor();
    if (step instanceof Step.MayDoAgain s) return s.actor();
    if (step instanceof Step.OneOf s) return s.actor();
    return PlayerRef.you();
  }

  /** A transitive verb and its object: "sacrifiez-moi", "me sacrifier", "sacrifiez un Personnage". */
  private String transitive(String[] verb, FrenchPrinterVerbs.Person person, ObjectRef object) {
    if (isPronounObject(object)) {
      if (person == FrenchPrinterVerbs.Person.IMPERATIVE) {
        return FrenchPrinterVerbs.verb(verb, person) + printing.verbs.hyphen(object);
      }
      return printing.verbs.clitic(object, false) + " " + FrenchPrinterVerbs.verb(verb, person);
    }
    return FrenchPrinterVerbs.verb(verb, person) + " " + printing.objects.obj(object, true,
        FrenchPrinterObjects.Role.OBJECT);
  }

  static boolean isPronounObject(ObjectRef o) {
    return o instanceof ObjectRef.Self || o instanceof ObjectRef.Pronoun p && p.restated().isEmpty()
        && !p.theTarget();
  }

  private String playerVerb(Step step, FrenchPrinterVerbs.Person person) {
    if (step instanceof Step.Draw d) {
      if (d.count() instanceof Quantity.ThatMany) {
        return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.DRAW, person) + " le même nombre de cartes";
      }
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.DRAW, person) + " " + printing.words.countNoun(d.count(),
          true) + (d.only() ? " seule" : "") + (isOne(d.count()) ? " carte" : " cartes");
    }
    if (step instanceof Step.DrawCard d) {
      return transitive(FrenchPrinterVerbs.DRAW, person, d.card());
    }
    if (step instanceof Step.Discard d) {
      return transitive(FrenchPrinterVerbs.DISCARD, person, d.objects()) + d.from().map(z -> " de "
          + printing.objects.zone(z)).orElse("");
    }
    if (step instanceof Step.Sacrifice s) {
      return transitive(FrenchPrinterVerbs.SACRIFICE, person, s.objects());
    }
    if (step instanceof Step.Move m) {
      return move(m, person);
    }
    if (step instanceof Step.Create c) {
      if (c.in().isPresent() && c.in().get() instanceof ObjectRef.Pronoun p && p.restated().isEmpty()
          && person == FrenchPrinterVerbs.Person.IMPERATIVE) {
        // "Créez-y X jetons": in the Expedition named before.
        return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.CREATE, person) + "-y " + create(c, false);
      }
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.CREATE, person) + " " + create(c, true);
    }
    if (step instanceof Step.CreateSame c) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.CREATE, person)
          + (person == FrenchPrinterVerbs.Person.IMPERATIVE ? "-en " : " ") + printing.words.quantity(c.count(), true)
          + " seul";
    }
    if (step instanceof Step.Ready r) {
      return transitive(FrenchPrinterVerbs.READY, person, r.objects());
    }
    if (step instanceof Step.Exhaust e) {
      if (!e.symbol()) {
        return transitive(FrenchPrinterVerbs.EXHAUST, person, e.objects());
      }
      if (isPronounObject(e.objects())) {
        return transitive(FrenchPrinterVerbs.EXHAUST, person, e.objects()) + " ({T})";
      }
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.EXHAUST, person) + " ({T}) "
          + printing.objects.obj(e.objects(), true, FrenchPrinterObjects.Role.OBJECT);
    }
    if (step instanceof Step.Play p) {
      StringBuilder out = new StringBuilder();
      if (isPronounObject(p.objects())) {
        if (p.immediately()) {
          out.append("immédiatement ");
        }
        out.append(transitive(FrenchPrinterVerbs.PLAY, person, p.objects()));
      } else {
        if (p.immediately() && person == FrenchPrinterVerbs.Person.INFINITIVE) {
          out.append("immédiatement ");
        }
        out.append(FrenchPrinterVerbs.verb(FrenchPrinterVerbs.PLAY, person));
        if (p.immediately() && person != FrenchPrinterVerbs.Person.INFINITIVE) {
          out.append(" immédiatement");
        }
        out.append(" ").append(printing.objects.obj(p.objects(), true, FrenchPrinterObjects.Role.OBJECT));
      }
      p.from().ifPresent(z -> out.append(" de ").append(printing.objects.zone(z)));
      p.in().ifPresent(e -> out.append(" dans ").append(printing.objects.obj(e, false,
          FrenchPrinterObjects.Role.OBJECT)));
      out.append(playCost(p.cost()));
      return out.toString();
    }
    if (step instanceof Step.Roll r) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.ROLL, person) + (isOne(r.dice()) ? " un dé" : " "
          + printing.words.quantity(r.dice(), true) + " dés");
    }
    if (step instanceof Step.RollMore) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.ROLL, person) + " un dé supplémentaire et "
          + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.IGNORE, person) + " le résultat du dé de votre choix";
    }
    if (step instanceof Step.Reveal r) {
      if (r.also()) {
        return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.REVEAL, person) + " également "
            + printing.objects.obj(r.objects(), true, FrenchPrinterObjects.Role.OBJECT);
      }
      return transitive(FrenchPrinterVerbs.REVEAL, person, r.objects());
    }
    if (step instanceof Step.LookAt l) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.LOOK, person) + " " + printing.objects.obj(l.objects(), true,
          FrenchPrinterObjects.Role.OBJECT);
    }
    if (step instanceof Step.Choose c) {
      // The builder reads "parmi ces cartes" before what is chosen (English "from these cards" comes first).
      String among = c.among().map(a -> " parmi " + printing.objects.obj(a, true,
          FrenchPrinterObjects.Role.OBJECT)).orElse("");
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.CHOOSE, person) + " " + printing.objects.obj(c.objects(), true,
          FrenchPrinterObjects.Role.OBJECT) + among;
    }
    if (step instanceof Step.Target t) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.TARGET, person) + " " + printing.objects.obj(t.objects(), true,
          FrenchPrinterObjects.Role.OBJECT);
    }
    if (step instanceof Step.Exchange e) {
      String first = printing.objects.obj(e.first(), true, FrenchPrinterObjects.Role.OBJECT);
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.EXCHANGE, person) + " " + first + " avec "
          + printing.objects.obj(e.second(), true, FrenchPrinterObjects.Role.OBJECT);
    }
    if (step instanceof Step.ExchangeBoosts e) {
      if (e.of() instanceof ObjectRef.Pronoun p && p.plural() && p.restated().isEmpty() && !p.all()) {
        return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.EXCHANGE, person) + " leurs boosts";
      }
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.EXCHANGE, person) + " les boosts de "
          + printing.objects.obj(e.of(), true, FrenchPrinterObjects.Role.OBJECT);
    }
    if (step instanceof Step.Activate a) {
      if (a.of() instanceof ObjectRef.Pronoun p && !p.plural() && p.restated().isEmpty() && !p.theTarget()) {
        return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.ACTIVATE, person) + " ses capacités "
            + FrenchPrinterWords.kinds(a.kinds());
      }
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.ACTIVATE, person) + " les capacités "
          + FrenchPrinterWords.kinds(a.kinds()) + " de " + printing.objects.obj(a.of(), true,
              FrenchPrinterObjects.Role.OBJECT);
    }
    if (step instanceof Step.Pay p) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.PAY, person) + " " + printing.words.mana(p.mana());
    }
    if (step instanceof Step.Spend s) {
      if (s.from() instanceof ObjectRef.Self) {
        return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.SPEND, person) + " " + printing.words.quantity(s.count(),
            false) + " de mes " + FrenchPrinterWords.counterNoun(s.counter(), true);
      }
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.SPEND, person) + " " + printing.words.counters(s.count(),
          s.counter()) + " de " + printing.objects.obj(s.from(), true, FrenchPrinterObjects.Role.OBJECT);
    }
    if (step instanceof Step.Remove r) {
      String what = r.count().isEmpty() ? "tous les " + FrenchPrinterWords.counterNoun(r.counter(), true)
          : (r.upTo() ? "jusqu'à " : "") + printing.words.counters(r.count().get(), r.counter());
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.REMOVE, person) + " " + what + " de "
          + printing.objects.obj(r.from(), true, FrenchPrinterObjects.Role.OBJECT);
    }
    if (step instanceof Step.Double d) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.DOUBLE, person) + " le nombre de "
          + FrenchPrinterWords.counterNoun(d.counter(), true) + " de "
          + printing.objects.obj(d.on(), true, FrenchPrinterObjects.Role.OBJECT);
    }
    if (step instanceof Step.Distribute d) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.DISTRIBUTE, person) + " " + printing.words.counters(d.count(),
          d.counter()) + " parmi " + printing.objects.obj(d.among(), true, FrenchPrinterObjects.Role.OBJECT);
    }
    if (step instanceof Step.WinGame) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.WIN, person) + " la partie";
    }
    if (step instanceof Step.ReduceCost r) {
      String whose = r.of() instanceof ObjectRef.Self ? "mon coût" : "le coût de " + printing.objects.obj(r.of(), true,
          FrenchPrinterObjects.Role.OBJECT);
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.REDUCE, person) + " " + whose + " de "
          + printing.words.mana(r.mana());
    }
    if (step instanceof Step.AddToResult a) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.INCREASE, person) + " le résultat de "
          + printing.words.quantity(a.amount(), false);
    }
    if (step instanceof Step.Keyword k) {
      String kw = FrenchPrinterWords.keywordAction(k.action(), person);
      return k.object().isPresent() ? kw + " " + printing.objects.obj(k.object().get(), true,
          FrenchPrinterObjects.Role.OBJECT) : kw;
    }
    throw new IllegalArgumentException("no French for step " + step.getClass().getSimpleName());
  }

  private String move(Step.Move m, FrenchPrinterVerbs.Person person) {
    if (m.to() instanceof Step.Destination.InAnyOrder o) {
      return move(m.to(o.placement()), person) + " dans l'ordre de votre choix";
    }
    Step.Destination to = m.to();
    String as = m.as().map(st -> st == Step.OrbState.READY
        ? " en tant qu'" + (FrenchPrinterVerbs.plural(m.objects()) ? "Orbes de Mana redressés"
            : "Orbe de Mana redressé")
        : " (en tant qu'" + (FrenchPrinterVerbs.plural(m.objects()) ? "Orbes de Mana épuisés" : "Orbe de Mana épuisé")
            + ")")
        .orElse("");
    String from = m.from().map(f -> " de " + printing.objects.zone(f)).orElse("");
    if (m.objects() instanceof ObjectRef.OneOfThem) {
      // "Mettez-en une dans votre main": one of the cards named before.
      String dest = to instanceof Step.Destination.ToZone z && FrenchPrinterObjects.isPlainReserve(z.zone())
          ? "en Réserve" : "dans " + destination(to);
      String put = person == FrenchPrinterVerbs.Person.IMPERATIVE ? FrenchPrinterVerbs.verb(FrenchPrinterVerbs.PUT,
          person) + "-en une" : "en " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.PUT, person) + " une";
      return put + " " + dest;
    }
    if (to instanceof Step.Destination.ToZone z && z.zone().kind() == ZoneKind.RESERVE && m.as().isEmpty()
        && m.insteadOf().isEmpty() && !(m.objects() instanceof ObjectRef.TopOf)) {
      String dest = printing.objects.zoneIn(z.zone());
      if (m.from().isPresent()) {
        return transitive(FrenchPrinterVerbs.PUT, person, m.objects()) + from + " " + dest;
      }
      if (isPronounObject(m.objects()) || m.objects() instanceof ObjectRef.Pronoun p && p.all()) {
        return sendPronoun(person, m.objects()) + " " + dest;
      }
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.SEND, person) + " " + dest + " "
          + printing.objects.obj(m.objects(), true, FrenchPrinterObjects.Role.OBJECT);
    }
    if (to instanceof Step.Destination.ToZone z && z.zone().kind() == ZoneKind.HAND && m.as().isEmpty()
        && m.insteadOf().isEmpty() && !isPronounObject(m.objects())) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.RETURN, person) + " " + printing.objects.obj(m.objects(), true,
          FrenchPrinterObjects.Role.OBJECT) + from + " dans " + printing.objects.zone(z.zone());
    }
    if (to instanceof Step.Destination.TopOf t) {
      return transitive(FrenchPrinterVerbs.RETURN, person, m.objects()) + from + " au-dessus "
          + FrenchPrinterWords.de(printing.objects.zone(t.zone()));
    }
    if (to instanceof Step.Destination.BottomOf b) {
      return transitive(FrenchPrinterVerbs.PUT, person, m.objects()) + from + " au-dessous "
          + FrenchPrinterWords.de(printing.objects.zone(b.zone()));
    }
    if (to instanceof Step.Destination.PositionIn p) {
      String position = p.position() instanceof Quantity.X ? "Xe" : FrenchPrinterWords.ordinal(p.position(), true);
      return transitive(FrenchPrinterVerbs.SEND, person, m.objects()) + " à la " + position + " position "
          + FrenchPrinterWords.de(printing.objects.zone(p.zone()));
    }
    String dest = to instanceof Step.Destination.ToZone z ? printing.objects.zoneIn(z.zone()) : "dans "
        + destination(to);
    String insteadOf = m.insteadOf().map(i -> ", au lieu " + FrenchPrinterWords.de(printing.objects.obj(i, true,
        FrenchPrinterObjects.Role.OBJECT))).orElse("");
    return transitive(FrenchPrinterVerbs.PUT, person, m.objects()) + from + " " + dest + as + insteadOf;
  }

  /** "envoyez-moi", "envoyez-les tous", "l'envoyer". */
  private String sendPronoun(FrenchPrinterVerbs.Person person, ObjectRef object) {
    if (object instanceof ObjectRef.Pronoun p && p.all()) {
      return person == FrenchPrinterVerbs.Person.IMPERATIVE ? FrenchPrinterVerbs.verb(FrenchPrinterVerbs.SEND, person)
          + "-les tous" : "les " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.SEND, person) + " tous";
    }
    return transitive(FrenchPrinterVerbs.SEND, person, object);
  }

  private String destination(Step.Destination to) {
    if (to instanceof Step.Destination.ToZone z) {
      return printing.objects.zone(z.zone());
    }
    if (to instanceof Step.Destination.TopOf t) {
      return "le dessus " + FrenchPrinterWords.de(printing.objects.zone(t.zone()));
    }
    if (to instanceof Step.Destination.BottomOf b) {
      return "le dessous " + FrenchPrinterWords.de(printing.objects.zone(b.zone()));
    }
    if (to instanceof Step.Destination.PositionIn p) {
      String position = p.position() instanceof Quantity.X ? "Xe" : FrenchPrinterWords.ordinal(p.position(), true);
      return "la " + position + " position " + FrenchPrinterWords.de(printing.objects.zone(p.zone()));
    }
    return printing.objects.obj(((Step.Destination.ToExpedition) to).expedition(), false,
        FrenchPrinterObjects.Role.OBJECT);
  }

  private String create(Step.Create c, boolean withPlace) {
    StringBuilder out = new StringBuilder();
    boolean one = isOne(c.count());
    TokenSpec t = c.token();
    String spec = t.statistics() ? "[" + t.forest() + "/" + t.mountain() + "/" + t.water() + " "
        + FrenchLexicon.tokenFrenchName(t.name()) + "]" : "[" + FrenchLexicon.tokenFrenchName(t.name()) + "]";
    out.append(one ? "un" : printing.words.quantity(c.count(), true)).append(one ? " jeton" : " jetons");
    List<String> subtypes = new ArrayList<>();
    for (String st : t.subtypes()) {
      subtypes.add(st.equals("COMPANION") ? "Compagnon" : FrenchLexicon.subtypeName(st, false));
    }
    out.append(" ").append(subtypes.isEmpty() ? "" : String.join(", ", subtypes) + " ").append(spec);
    if (withPlace) {
      c.in().ifPresent(e -> out.append(" dans ").append(printing.objects.obj(e, false,
          FrenchPrinterObjects.Role.OBJECT)));
    }
    for (Ability a : c.abilities()) {
      String quoted = new FrenchPrinting().effects.ability(a);
      out.append(" avec \" ").append(quoted.endsWith(".") ? quoted.substring(0, quoted.length() - 1) : quoted)
          .append(" \"");
    }
    return out.toString();
  }

  String playCost(Step.PlayCost cost) {
    if (cost instanceof Step.PlayCost.Free) {
      return " gratuitement";
    }
    if (cost instanceof Step.PlayCost.Reduced r) {
      return " pour " + printing.words.mana(r.mana()) + " de moins"
          + r.minimum().map(m -> ", jusqu'à un minimum de " + printing.words.mana(m)).orElse("");
    }
    return "";
  }
}
