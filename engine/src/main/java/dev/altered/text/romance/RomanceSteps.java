package dev.altered.text.romance;

import static dev.altered.ast.PrintedShape.unmodified;
import static dev.altered.ast.PrintedShape.objectSubject;
import static dev.altered.ast.PrintedShape.sameObject;
import static dev.altered.ast.PrintedShape.plural;
import static dev.altered.ast.PrintedShape.isOne;
import static dev.altered.text.romance.Phrase.*;
import static dev.altered.text.romance.Verb.*;
import static dev.altered.text.romance.Verb.*;
import static java.util.Map.entry;

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
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
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
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Position;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import dev.altered.text.romance.Agree;
import dev.altered.text.romance.RomanceRun;
import dev.altered.text.romance.Verb;
import dev.altered.text.romance.VerbForms;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/** The shared Romance printer, third layer: steps (what a player or an object does). */
public abstract class RomanceSteps extends RomanceClauses {
  protected RomanceSteps(Phrasebook phrases) {
    super(phrases);
  }

  // =================================================================================================================
  // Steps
  // =================================================================================================================


  protected String steps(List<Step> steps) {
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
        out.append(say(Y)).append(objectVerbOnly(step, plural(lastSubject), lastSubject instanceof ObjectRef.Self,
            false));
        continue;
      }
      if (i > 0) {
        out.append(say(Y_LUEGO));
      }
      int before = candidates;
      if (lastOptionalActor != null && step instanceof Step.MayDoAgain a && a.actor().equals(lastOptionalActor)) {
        out.append(a.actor().kind() == PlayerRef.Kind.YOU ? say(PUEDES_HACERLO_DE_NUEVO) : say(PUEDE_HACERLO_DE_NUEVO));
      } else {
        out.append(step(step, Mode.SENTENCE));
      }
      lastOptionalActor = actorOfOptional(step).orElse(null);
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

  protected Optional<PlayerRef> actorOfOptional(Step step) {
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

  protected String step(Step step, Mode mode) {
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
        if (step instanceof Step.Gain g && onlyCounters(g)) {
          // "darme 1 potenciador", "darle 2 potenciadores", "dar 2 potenciadores a otro personaje objetivo"
          return giveInfinitive(g);
        }
        // "hacer que un personaje objetivo gane [[Sueño]]"
        return say(HACER_QUE) + subjunctiveClause(step);
      }
      return objectClause(step);
    }
    return playerStep(step, mode);
  }

  /** "Un personaje objetivo gana 1 potenciador", "Gano 1 potenciador", "Gana 1 potenciador" (it). */
  protected String objectClause(Step step) {
    ObjectRef subject = objectSubject(step).orElseThrow();
    boolean self = subject instanceof ObjectRef.Self;
    boolean plural = plural(subject);
    String who = subjectWords(subject);
    String verb = objectVerbOnly(step, plural, self, false);
    String each = step instanceof Step.Gain g && plural && eachGain(g, subject) ? say(CADA_UNO) : "";
    return (who.isEmpty() ? "" : who + " ") + verb + each;
  }

  /** The subject as written before the verb: "Un personaje objetivo", nothing for "I" and "it". */
  protected String subjectWords(ObjectRef subject) {
    if (subject instanceof ObjectRef.Self) {
      return "";
    }
    if (subject instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget() && !p.all()) {
      candidates += 0;
      return p.plural() ? "" : say(ESTE);
    }
    return obj(subject, true, Case.SUBJECT);
  }

  protected String giveInfinitive(Step.Gain g) {
    String items = gainItems(g.items());
    ObjectRef to = g.subject();
    if (to instanceof ObjectRef.Self) {
      return say(DARME) + items;
    }
    if (to instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget() && !p.all()) {
      return (p.plural() ? say(DARLES) : say(DARLE)) + items;
    }
    return say(DAR) + items + " a " + obj(to, true, Case.OBJECT);
  }

  protected boolean eachGain(Step.Gain g, ObjectRef subject) {
    return onlyCounters(g) && subject instanceof ObjectRef.Phrase p && p.quantifier().target()
        && (p.quantifier().kind() == Quantifier.Kind.UP_TO || p.quantifier().kind() == Quantifier.Kind.ANY_NUMBER);
  }

  protected boolean onlyCounters(Step.Gain g) {
    return g.items().stream().allMatch(i -> i instanceof Step.Gainable.Counters);
  }

  /** The verb phrase of an object step, conjugated for its subject. */
  protected String objectVerbOnly(Step step, boolean plural, boolean self, boolean subjunctive) {
    if (step instanceof Step.Modified m) {
      StringBuilder out = new StringBuilder(objectVerbOnly(m.step(), plural, self, subjunctive));
      for (Step.Modifier mod : m.modifiers()) {
        out.append(modifier(mod));
      }
      return out.toString();
    }
    if (step instanceof Step.Gain g) {
      return conj(GAIN, plural, self, subjunctive) + " " + gainItems(g.items());
    }
    if (step instanceof Step.Lose l) {
      List<String> items = new ArrayList<>();
      for (Step.Losable item : l.items()) {
        if (item instanceof Step.Losable.StatusOf st) {
          items.add(status(st.status()));
        } else if (item instanceof Step.Losable.Counters c) {
          items.add(counters(c.count(), c.counter()));
        } else {
          Step.Losable.AllCounters a = (Step.Losable.AllCounters) item;
          items.add(say(TODOS) + possessor(a.owner(), true) + " " + counterNoun(a.counter(), true));
        }
      }
      return conj(LOSE, plural, self, subjunctive) + " " + andList(items);
    }
    if (step instanceof Step.SwitchExpeditions) {
      return conj(SWITCH, plural, self, subjunctive) + say(DE_EXPEDICION);
    }
    if (step instanceof Step.MoveExpedition m) {
      Verb v = m.direction() == Direction.FORWARD ? ADVANCE : RETREAT;
      boolean one = isOne(m.regions());
      return conj(v, plural, self, subjunctive) + say(SPACE) + (one ? "una" : quantity(m.regions(), true))
          + (one ? say(REGION) : say(REGIONES)) + (m.more() ? say(MAS) : "");
    }
    if (step instanceof Step.ActivateOwn a) {
      return conj(ACTIVATE, plural, self, subjunctive) + say(SUS_HABILIDADES) + kinds(a.kinds())
          + a.asIfPlayedFrom().map(z -> say(COMO_SI_SE_HUBIERA_JUGADO_DESDE) + zone(z) + ")").orElse("");
    }
    Step.Keyword k = (Step.Keyword) step;
    return keywordAction(k.action(), subjunctive ? Form.SUBJUNCTIVE : plural ? Form.THIRD_PLURAL : Form.THIRD);
  }

  protected String conj(Verb v, boolean plural, boolean self, boolean subjunctive) {
    if (subjunctive) {
      return forms(v).subjunctive(plural);
    }
    if (self) {
      return forms(v).p1();
    }
    return forms(v).third(plural);
  }

  protected String gainItems(List<Step.Gainable> items) {
    List<String> out = new ArrayList<>();
    for (Step.Gainable item : items) {
      if (item instanceof Step.Gainable.Counters c) {
        out.add(counters(c.count(), c.counter()));
      } else if (item instanceof Step.Gainable.StatusOf st) {
        out.add(status(st.status()));
      } else if (item instanceof Step.Gainable.OneStatusOf one) {
        List<String> statuses = new ArrayList<>();
        for (Status st : one.statuses()) {
          statuses.add(status(st));
        }
        return orList(statuses);
      } else if (item instanceof Step.Gainable.AbilityOf a) {
        out.add("\"" + fresh().ability(a.ability()) + "\"");
      } else if (item instanceof Step.Gainable.KeywordOf k) {
        out.add(k.parameter().isPresent() ? "[" + keywordName(k.keyword()) + " " + plainNumber(k.parameter().get())
            + "]" : "[" + keywordName(k.keyword()) + "]");
      } else {
        Step.Gainable.NthCounter n = (Step.Gainable.NthCounter) item;
        out.add(possessor(n.owner(), false) + " " + ordinal(n.nth(), false) + " " + counterNoun(n.counter(), false));
      }
    }
    return andList(out);
  }

  protected String modifier(Step.Modifier mod) {
    if (mod instanceof Step.Modifier.Instead) {
      return say(EN_SU_LUGAR);
    }
    if (mod instanceof Step.Modifier.Again) {
      return say(DE_NUEVO);
    }
    if (mod instanceof Step.Modifier.At at) {
      return " " + moment(at.phase(), at.end());
    }
    if (mod instanceof Step.Modifier.Lasting l) {
      return " " + duration(l.duration());
    }
    if (mod instanceof Step.Modifier.AtRandom) {
      return say(AL_AZAR);
    }
    if (mod instanceof Step.Modifier.Times t) {
      return " " + quantity(t.times(), false) + say(VECES);
    }
    if (mod instanceof Step.Modifier.Per p) {
      return say(POR_CADA_3) + obj(p.objects(), false, Case.OBJECT);
    }
    if (mod instanceof Step.Modifier.ForEach f) {
      return say(POR_CADA_3) + obj(f.objects(), true, Case.OBJECT);
    }
    if (mod instanceof Step.Modifier.UpToMax u) {
      return say(HASTA_UN_MAXIMO_DE) + quantity(u.max(), false);
    }
    if (mod instanceof Step.Modifier.WhereX w) {
      return say(DONDE_X_EQUIVALE_A) + quantity(w.x(), false);
    }
    if (mod instanceof Step.Modifier.DistributedAmong d) {
      return say(DISTRIBUIDAS_COMO_ELIJAS_ENTRE) + obj(d.among(), true, Case.OBJECT);
    }
    return say(DE_ESTA_MANERA);
  }

  protected String playerStep(Step step, Mode mode) {
    PlayerRef actor = actorOf(step);
    boolean infinitive = mode == Mode.INFINITIVE;
    boolean imperative = !infinitive && actor.kind() == PlayerRef.Kind.YOU;
    Form form = infinitive ? Form.INFINITIVE : imperative ? Form.IMPERATIVE : thirdPlural(actor)
        ? Form.THIRD_PLURAL : Form.THIRD;
    String subject = infinitive || imperative ? "" : playerSubject(actor) + " ";
    if (step instanceof Step.May m) {
      String can = m.actor().kind() == PlayerRef.Kind.YOU ? say(PUEDES) : playerSubject(m.actor())
          + (thirdPlural(m.actor()) ? say(PUEDEN) : say(PUEDE));
      List<String> parts = new ArrayList<>();
      for (int i = 0; i < m.steps().size(); i++) {
        Step inner = m.steps().get(i);
        Optional<ObjectRef> subj = objectSubject(inner);
        if (i > 0 && subj.isPresent() && subj.get() instanceof ObjectRef.Pronoun p && p.restated().isEmpty()
            && !p.theTarget() && objectSubject(m.steps().get(i - 1)).isPresent()) {
          // "hacer que otro personaje objetivo pierda [[Fugacidad]] y gane 1 potenciador"
          parts.add(objectVerbOnly(inner, plural(subj.get()), false, true));
        } else if (subj.isEmpty() && !(inner instanceof Step.Continuous) && !(inner instanceof Step.OneOf)
            && !actorOf(inner).equals(m.actor()) && actorOf(inner).kind() != PlayerRef.Kind.YOU) {
          // "puedes hacer que un oponente objetivo robe una carta"
          parts.add(causeTo(playerSubject(actorOf(inner)), playerVerb(unmodified(inner), Form.SUBJUNCTIVE))
              + modifiers(inner));
        } else if (i > 0 && subj.isPresent() && subj.get() instanceof ObjectRef.Self
            && !(objectSubject(m.steps().get(i - 1)).orElse(null) instanceof ObjectRef.Self)) {
          // "Puedes jugarme sin coste y gano [[Sueño]]"
          parts.add(step(inner, Mode.SENTENCE));
        } else {
          parts.add(step(inner, Mode.INFINITIVE));
        }
      }
      return can + " " + String.join(m.either() ? " o " : say(Y), parts);
    }
    if (step instanceof Step.Internal in) {
      List<String> cost = new ArrayList<>();
      for (Step c : in.cost()) {
        cost.add(step(c, Mode.INFINITIVE));
      }
      String effect = purpose(in.effect());
      if (!in.optional()) {
        String first = step(in.cost().get(0), Mode.SENTENCE);
        cost.set(0, first);
        return String.join(say(Y), cost) + say(PARA) + effect;
      }
      String can = in.actor().kind() == PlayerRef.Kind.YOU ? say(PUEDES) : playerSubject(in.actor())
          + (thirdPlural(in.actor()) ? say(PUEDEN) : say(PUEDE));
      return can + " " + String.join(say(Y), cost) + say(PARA) + effect;
    }
    if (step instanceof Step.MayDoAgain a) {
      return a.actor().kind() == PlayerRef.Kind.YOU ? say(PUEDES_HACERLO_DE_NUEVO)
          : playerSubject(a.actor()) + say(PUEDE_HACERLO_DE_NUEVO_2);
    }
    if (step instanceof Step.OneOf o) {
      ObjectRef subj = objectSubject(o.options().get(0)).orElseThrow();
      String who = obj(subj, true, Case.SUBJECT);
      List<String> verbs = new ArrayList<>();
      for (Step option : o.options()) {
        verbs.add(objectVerbOnly(option, plural(subj), false, true));
      }
      String make = infinitive ? say(HACER) : imperative ? say(HAZ) : thirdPlural(actor) ? say(HACEN) : say(HACE);
      return subject + make + " " + causedOneOf(verbs, who);
    }
    if (step instanceof Step.Continuous c) {
      return statement(c.statement()) + c.duration().map(d -> " " + duration(d)).orElse("");
    }
    return subject + playerVerb(step, form);
  }

  protected String modifiers(Step step) {
    StringBuilder out = new StringBuilder();
    if (step instanceof Step.Modified m) {
      for (Step.Modifier mod : m.modifiers()) {
        out.append(modifier(mod));
      }
    }
    return out.toString();
  }

  /** The effect of an internal action after "para": "para crear ...", "para que un personaje objetivo gane ...". */
  protected String purpose(Step effect) {
    Step inner = unmodified(effect);
    if (objectSubject(inner).isPresent() && !(inner instanceof Step.Gain g && onlyCounters(g))) {
      StringBuilder out = new StringBuilder(say(QUE)).append(subjunctiveClause(inner));
      if (effect instanceof Step.Modified m) {
        for (Step.Modifier mod : m.modifiers()) {
          out.append(modifier(mod));
        }
      }
      return out.toString();
    }
    if (inner instanceof Step.OneOf o) {
      ObjectRef subj = objectSubject(o.options().get(0)).orElseThrow();
      List<String> verbs = new ArrayList<>();
      String who = obj(subj, true, Case.SUBJECT);
      for (Step option : o.options()) {
        verbs.add(objectVerbOnly(option, plural(subj), false, true));
      }
      return say(CAUSE_FAR) + causedOneOf(verbs, who);
    }
    return step(effect, Mode.INFINITIVE);
  }

  protected PlayerRef actorOf(Step step) {
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


  protected String v(Verb verb, Form form) {
    return switch (form) {
      case IMPERATIVE -> forms(verb).imp();
      case INFINITIVE -> forms(verb).inf();
      case THIRD -> forms(verb).p3();
      case THIRD_PLURAL -> forms(verb).p3pl();
      case SUBJUNCTIVE -> forms(verb).subj();
    };
  }

  /** A verb and its object: a pronoun as a clitic, anything else after the verb. */
  protected String verbObject(Verb verb, Form form, ObjectRef objects) {
    if (objects instanceof ObjectRef.Self) {
      return withClitic(verb, form, say(ME));
    }
    if (objects instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget()) {
      String clitic = p.plural() ? say(LOS) : "lo";
      return withClitic(verb, form, clitic) + (p.all() ? say(A_TODOS) : "");
    }
    return v(verb, form) + " " + obj(objects, true, Case.OBJECT);
  }

  protected String playerVerb(Step step, Form form) {
    if (step instanceof Step.Draw d) {
      if (d.count() instanceof Quantity.ThatMany) {
        return v(DRAW, form) + say(ESA_MISMA_CANTIDAD_DE_CARTAS);
      }
      if (d.only()) {
        return v(DRAW, form) + (isOne(d.count()) ? say(UNA_SOLA_CARTA) : " solo " + quantity(d.count(), true)
            + say(CARTAS));
      }
      if (!(d.count() instanceof Quantity.Literal || d.count() instanceof Quantity.X
          || d.count() instanceof Quantity.Sum)) {
        return v(DRAW, form) + " " + quantity(d.count(), true) + say(CARTAS);
      }
      return v(DRAW, form) + " " + countNoun(d.count(), "una carta", say(CARTAS_2));
    }
    if (step instanceof Step.DrawCard d) {
      return verbObject(DRAW, form, d.card());
    }
    if (step instanceof Step.Discard d) {
      return verbObject(DISCARD, form, d.objects()) + d.from().map(z -> fromZone(z)).orElse("");
    }
    if (step instanceof Step.Sacrifice s) {
      return verbObject(SACRIFICE, form, s.objects());
    }
    if (step instanceof Step.Move m) {
      return move(m, form);
    }
    if (step instanceof Step.Create c) {
      return v(CREATE, form) + " " + create(c);
    }
    if (step instanceof Step.CreateSame c) {
      return v(CREATE, form) + say(SOLO) + (isOne(c.count()) ? "una" : quantity(c.count(), true));
    }
    if (step instanceof Step.Ready r) {
      return verbObject(READY, form, r.objects());
    }
    if (step instanceof Step.Exhaust e) {
      if (!e.symbol()) {
        return verbObject(EXHAUST, form, e.objects());
      }
      boolean after = e.objects() instanceof ObjectRef.Self || e.objects() instanceof ObjectRef.Pronoun;
      return after ? verbObject(EXHAUST, form, e.objects()) + " ({T})"
          : v(EXHAUST, form) + " ({T}) " + obj(e.objects(), true, Case.OBJECT);
    }
    if (step instanceof Step.Play p) {
      StringBuilder out = new StringBuilder(playImmediately(p, form));
      if (p.immediately() && immediatelyAfter(p)) {
        out.append(say(INMEDIATAMENTE));
      }
      p.from().ifPresent(z -> out.append(say(DESDE)).append(zone(z)));
      p.in().ifPresent(e -> out.append(say(EN)).append(obj(e, false, Case.OBJECT)));
      out.append(playCost(p.cost()));
      return out.toString();
    }
    if (step instanceof Step.Roll r) {
      return v(ROLL, form) + (isOne(r.dice()) ? " un dado" : " " + quantity(r.dice(), true) + say(DADOS));
    }
    if (step instanceof Step.RollMore r) {
      return v(ROLL, form) + say(ESA_CANTIDAD_DE_DADOS_MAS) + quantity(r.extra(), true)
          + say(E_IGNORA_EL_DADO_QUE_ELIJAS);
    }
    if (step instanceof Step.Reveal r) {
      return revealAlso(verbObject(REVEAL, form, r.objects()), r.also());
    }
    if (step instanceof Step.LookAt l) {
      return v(LOOK, form) + " " + obj(l.objects(), true, Case.OBJECT);
    }
    if (step instanceof Step.Choose c) {
      String what = obj(c.objects(), true, Case.OBJECT);
      return v(CHOOSE, form) + " " + what + c.among().map(a -> say(ENTRE) + obj(a, true, Case.OBJECT)).orElse("");
    }
    if (step instanceof Step.Target t) {
      return chooseAsTarget(form, obj(t.objects(), true, Case.OBJECT));
    }
    if (step instanceof Step.Exchange e) {
      String first = obj(e.first(), true, Case.OBJECT);
      return v(EXCHANGE, form) + " " + first + say(POR) + obj(e.second(), true, Case.OBJECT);
    }
    if (step instanceof Step.ExchangeBoosts e) {
      if (e.of() instanceof ObjectRef.Pronoun p && p.plural() && p.restated().isEmpty() && !p.all()) {
        return v(EXCHANGE, form) + say(SUS_POTENCIADORES);
      }
      return v(EXCHANGE, form) + say(LOS_POTENCIADORES) + de(obj(e.of(), true, Case.OBJECT));
    }
    if (step instanceof Step.Activate a) {
      if (a.of() instanceof ObjectRef.Pronoun p && !p.plural() && p.restated().isEmpty() && !p.theTarget()) {
        return v(ACTIVATE, form) + say(SUS_HABILIDADES) + kinds(a.kinds());
      }
      return v(ACTIVATE, form) + say(LAS_HABILIDADES) + kinds(a.kinds()) + " " + de(obj(a.of(), true, Case.OBJECT));
    }
    if (step instanceof Step.Pay p) {
      return v(PAY, form) + " " + mana(p.mana());
    }
    if (step instanceof Step.Spend s) {
      if (s.from() instanceof ObjectRef.Self) {
        return v(SPEND, form) + " " + quantity(s.count(), false) + say(DE_MIS) + counterNoun(s.counter(), true);
      }
      return v(SPEND, form) + " " + counters(s.count(), s.counter()) + " " + de(obj(s.from(), true, Case.OBJECT));
    }
    if (step instanceof Step.Remove r) {
      String what = r.count().isEmpty() ? say(TODOS_LOS) + counterNoun(r.counter(), true)
          : (r.upTo() ? say(HASTA) : "") + counters(r.count().get(), r.counter());
      return v(REMOVE, form) + " " + what + " " + de(obj(r.from(), true, Case.OBJECT));
    }
    if (step instanceof Step.Double d) {
      return v(DOUBLE, form) + say(EL_NUMERO_DE) + counterNoun(d.counter(), true) + " "
          + de(obj(d.on(), true, Case.OBJECT));
    }
    if (step instanceof Step.Distribute d) {
      return v(DISTRIBUTE, form) + " " + counters(d.count(), d.counter()) + say(ENTRE)
          + obj(d.among(), true, Case.OBJECT);
    }
    if (step instanceof Step.WinGame) {
      return v(WIN, form) + say(LA_PARTIDA);
    }
    if (step instanceof Step.ReduceCost r) {
      String whose = r.of() instanceof ObjectRef.Self ? say(MI_COSTE) : say(EL_COSTE) + de(obj(r.of(), true, Case.OBJECT));
      return reduceBy(form, mana(r.mana()), whose);
    }
    if (step instanceof Step.AddToResult a) {
      return v(ADD, form) + " " + quantity(a.amount(), false) + say(AL_RESULTADO);
    }
    if (step instanceof Step.Keyword k) {
      String kw = keywordAction(k.action(), form);
      return k.object().isPresent() ? kw + " " + obj(k.object().get(), true, Case.OBJECT) : kw;
    }
    throw new IllegalArgumentException(say(NO_SPANISH_FOR_STEP) + step.getClass().getSimpleName());
  }

  protected String move(Step.Move m, Form form) {
    if (m.to() instanceof Step.Destination.InAnyOrder o) {
      return move(m.to(o.placement()), form) + say(EN_EL_ORDEN_QUE_ELIJAS);
    }
    Step.Destination to = m.to();
    String as = m.as().map(st -> say(COMO) + (plural(m.objects()) ? say(ORBES_DE_MANA) : say(ORBE_DE_MANA))
        + orbState(st, m.objects()) + ")").orElse("");
    String insteadOf = "";
    if (m.objects() instanceof ObjectRef.OneOfThem) {
      return putOne(form) + " una " + inOrTo(to) + destination(to);
    }
    if (to instanceof Step.Destination.ToZone z && z.zone().kind() == ZoneKind.RESERVE && m.as().isEmpty()
        && m.from().isEmpty() && m.insteadOf().isEmpty() && !(m.objects() instanceof ObjectRef.Self)
        && !(m.objects() instanceof ObjectRef.Pronoun)) {
      // "Envía a la reserva un personaje objetivo".
      return v(SEND, form) + say(A) + zone(z.zone()) + " " + objectAfter(m.objects());
    }
    if (to instanceof Step.Destination.ToZone z && z.zone().kind() == ZoneKind.HAND && m.from().isEmpty()
        && !(m.objects() instanceof ObjectRef.Self) && !(m.objects() instanceof ObjectRef.Pronoun)
        && m.as().isEmpty() && m.insteadOf().isEmpty()) {
      // "Devuelve a la mano de su propietario un personaje objetivo": the object is named first in English.
      String what = obj(m.objects(), true, Case.OBJECT);
      return returnTo(form, z.zone(), what);
    }
    if (to instanceof Step.Destination.TopOf || to instanceof Step.Destination.BottomOf
        || to instanceof Step.Destination.PositionIn) {
      Verb verb = to instanceof Step.Destination.PositionIn ? SEND : to instanceof Step.Destination.TopOf ? RETURN
          : PUT;
      String what = verbObject(verb, form, m.objects());
      return what + m.from().map(f -> " " + de(zone(f))).orElse("") + say(A_2) + destination(to);
    }
    if (m.objects() instanceof ObjectRef.OneOfThem) {
      return putOne(form) + " una " + inOrTo(to) + destination(to);
    }
    String what = verbObject(PUT, form, m.objects());
    String from = m.from().map(f -> fromZone(f)).orElse("");
    if (m.insteadOf().isPresent()) {
      insteadOf = say(EN_LUGAR) + de(obj(m.insteadOf().get(), true, Case.OBJECT));
    }
    return what + from + " " + inOrTo(to) + destination(to) + as + insteadOf;
  }

  /** The object of "Envía a la reserva ...": "a" before a person-like "cada personaje" is not needed. */
  protected String objectAfter(ObjectRef objects) {
    return obj(objects, true, Case.OBJECT);
  }

  protected String create(Step.Create c) {
    StringBuilder out = new StringBuilder();
    boolean one = isOne(c.count());
    TokenSpec t = c.token();
    String name = localTokenName(t.name());
    String spec = t.statistics() ? "[" + name + " " + t.forest() + "/" + t.mountain() + "/" + t.water() + "]"
        : "[" + name + "]";
    out.append(one ? say(UNA_FICHA) : quantity(c.count(), true) + say(FICHAS));
    List<String> subtypes = new ArrayList<>();
    for (String st : t.subtypes()) {
      subtypes.add(tokenSubtype(st));
    }
    out.append(say(DE)).append(subtypes.isEmpty() ? "" : String.join(say(Y), subtypes) + " ").append(spec);
    c.in().ifPresent(e -> out.append(say(EN)).append(obj(e, false, Case.OBJECT)));
    for (Ability a : c.abilities()) {
      String quoted = fresh().ability(a);
      out.append(" con \"").append(quoted.endsWith(".") ? quoted.substring(0, quoted.length() - 1) : quoted)
          .append("\"");
    }
    return out.toString();
  }

  protected String playCost(Step.PlayCost cost) {
    if (cost instanceof Step.PlayCost.Free) {
      return say(SIN_COSTE);
    }
    if (cost instanceof Step.PlayCost.Reduced r) {
      return say(POR_2) + mana(r.mana()) + say(MENOS) + r.minimum().map(m -> say(HASTA_UN_MINIMO_DE) + mana(m)).orElse("");
    }
    return "";
  }

}
