package dev.altered.text.es;

import static dev.altered.ast.PrintedShape.unmodified;
import static dev.altered.ast.PrintedShape.objectSubject;
import static dev.altered.ast.PrintedShape.sameObject;
import static dev.altered.ast.PrintedShape.plural;
import static dev.altered.ast.PrintedShape.isOne;

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
import dev.altered.card.Language;
import dev.altered.text.AbilityPrinter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Prints an AST in the official Spanish templating ("Un personaje objetivo gana 1 potenciador.", "Envía a la reserva
 * un personaje objetivo.", "Cuando juegues un hechizo — Gano 1 potenciador."): what a translator sees as the
 * suggestion for a card. {@link SpanishFrontEnd} reads every printed ability back to the same AST.
 *
 * <p>Like the English printer, it counts the object phrases it names so that a pronoun is written as "lo"/"este" only
 * where the reader will take it for the object just named.
 */
public final class SpanishPrinter implements AbilityPrinter {
  public static final SpanishPrinter INSTANCE = new SpanishPrinter();

  private SpanishPrinter() {}

  @Override
  public Language language() {
    return Language.ES;
  }

  @Override
  public String print(Ability ability) {
    return new Run().ability(ability);
  }

  /** Grammatical gender and number of a noun phrase, for articles and adjectives. */
  private record Agree(boolean feminine, boolean plural) {
    static final Agree MS = new Agree(false, false);

    String a(String masculine, String feminine) {
      return (this.feminine ? feminine : masculine) + (plural ? "s" : "");
    }

    /** "un"/"una". */
    String one() {
      return feminine ? "una" : "un";
    }

    /** "el"/"la"/"los"/"las". */
    String the() {
      return plural ? (feminine ? "las" : "los") : (feminine ? "la" : "el");
    }
  }

  /** A verb's forms: infinitive, imperative (tú), yo, él, ellos, subjunctive (yo/él), subjunctive (ellos). */
  private record Verb(String inf, String imp, String p1, String p3, String p3pl, String subj, String subjPl) {
    String third(boolean plural) {
      return plural ? p3pl : p3;
    }

    String subjunctive(boolean plural) {
      return plural ? subjPl : subj;
    }
  }

  private static Verb ar(String inf) {
    String st = inf.substring(0, inf.length() - 2);
    String sub = st.endsWith("c") ? st.substring(0, st.length() - 1) + "qu" : st.endsWith("g") ? st + "u"
        : st.endsWith("z") ? st.substring(0, st.length() - 1) + "c" : st;
    return new Verb(inf, st + "a", st + "o", st + "a", st + "an", sub + "e", sub + "en");
  }

  private static final Verb GAIN = ar("ganar");
  private static final Verb LOSE = new Verb("perder", "pierde", "pierdo", "pierde", "pierden", "pierda", "pierdan");
  private static final Verb DRAW = ar("robar");
  private static final Verb DISCARD = ar("descartar");
  private static final Verb SACRIFICE = ar("sacrificar");
  private static final Verb PUT = ar("colocar");
  private static final Verb SEND = new Verb("enviar", "envía", "envío", "envía", "envían", "envíe", "envíen");
  private static final Verb RETURN = new Verb("devolver", "devuelve", "devuelvo", "devuelve", "devuelven", "devuelva",
      "devuelvan");
  private static final Verb CREATE = new Verb("crear", "crea", "creo", "crea", "crean", "cree", "creen");
  private static final Verb READY = ar("preparar");
  private static final Verb EXHAUST = ar("agotar");
  private static final Verb PLAY = new Verb("jugar", "juega", "juego", "juega", "juegan", "juegue", "jueguen");
  private static final Verb ROLL = ar("tirar");
  private static final Verb REVEAL = ar("revelar");
  private static final Verb LOOK = ar("mirar");
  private static final Verb CHOOSE = new Verb("elegir", "elige", "elijo", "elige", "eligen", "elija", "elijan");
  private static final Verb MAKE = new Verb("hacer", "haz", "hago", "hace", "hacen", "haga", "hagan");
  private static final Verb EXCHANGE = ar("intercambiar");
  private static final Verb ACTIVATE = ar("activar");
  private static final Verb PAY = ar("pagar");
  private static final Verb SPEND = ar("gastar");
  private static final Verb REMOVE = ar("retirar");
  private static final Verb DOUBLE = ar("duplicar");
  private static final Verb DISTRIBUTE = new Verb("distribuir", "distribuye", "distribuyo", "distribuye",
      "distribuyen", "distribuya", "distribuyan");
  private static final Verb REDUCE = new Verb("reducir", "reduce", "reduzco", "reduce", "reducen", "reduzca",
      "reduzcan");
  private static final Verb ADD = ar("sumar");
  private static final Verb GIVE = new Verb("dar", "da", "doy", "da", "dan", "dé", "den");
  private static final Verb SWITCH = new Verb("trasladarse", "trasládate", "me traslado", "se traslada",
      "se trasladan", "se traslade", "se trasladen");
  private static final Verb ADVANCE = ar("avanzar");
  private static final Verb RETREAT = new Verb("retroceder", "retrocede", "retrocedo", "retrocede", "retroceden",
      "retroceda", "retrocedan");
  private static final Verb GO = new Verb("ir", "ve", "voy", "va", "van", "vaya", "vayan");
  private static final Verb LEAVE = ar("abandonar");
  private static final Verb JOIN = new Verb("incorporarse", "incorpórate", "me incorporo", "se incorpora",
      "se incorporan", "se incorpore", "se incorporen");
  private static final Verb WIN = GAIN;

  private static final class Run {
    private int candidates;

    // =================================================================================================================
    // Abilities
    // =================================================================================================================

    String ability(Ability ability) {
      if (ability instanceof Ability.KeywordLine k) {
        List<String> items = new ArrayList<>();
        for (Ability.KeywordItem item : k.keywords()) {
          items.add(keywordItem(item));
        }
        return String.join(". ", items) + ".";
      }
      if (ability instanceof Ability.Reaction r) {
        return (r.supportMark() ? "{I} " : "") + reaction(r);
      }
      if (ability instanceof Ability.QuickAction q) {
        return costs(q.cost()) + ": " + effect(q.effect());
      }
      if (ability instanceof Ability.Passive p) {
        return (p.supportMark() ? "{I} " : "") + effect(p.statements());
      }
      Ability.SpellEffect e = (Ability.SpellEffect) ability;
      return (e.supportMark() ? "{I} " : "") + effect(e.effect());
    }

    private String keywordItem(Ability.KeywordItem item) {
      String out;
      if (item.status().isPresent()) {
        out = status(item.status().get());
      } else {
        KeywordAbilityId id = item.keyword().get();
        String name = keywordName(id);
        if (id == KeywordAbilityId.SCOUT) {
          out = "[" + name + "] " + mana(item.parameter().get());
        } else if (item.parameter().isPresent()) {
          out = "[" + name + " " + plainNumber(item.parameter().get()) + "]";
        } else {
          out = "[" + name + "]";
        }
      }
      if (item.whereX().isPresent()) {
        out += ", donde X equivale a " + quantity(item.whereX().get(), false);
      }
      return out;
    }

    private String reaction(Ability.Reaction r) {
      StringBuilder out = new StringBuilder();
      boolean symbol = r.trigger() instanceof Trigger.Symbol;
      if (r.trigger() instanceof Trigger.Symbol s) {
        out.append(symbol(s.symbol(), true));
      } else if (r.trigger() instanceof Trigger.At at) {
        out.append(capitalize(moment(at.phase(), at.end())));
      } else {
        out.append("Cuando ").append(event(((Trigger.When) r.trigger()).event(), false));
      }
      r.condition().ifPresent(c -> out.append(", si ").append(condition(c)));
      r.forEach().ifPresent(f -> {
        if (f instanceof Ability.ForEachClause.Objects o) {
          out.append(", por cada ").append(obj(o.objects(), false, Case.OBJECT));
        } else {
          Ability.ForEachClause.Counters c = (Ability.ForEachClause.Counters) f;
          out.append(", por cada uno de ").append(possessor(c.owner(), true)).append(" ")
              .append(counterNoun(c.counter(), true));
        }
      });
      out.append(symbol ? " " : " — ").append(capitalize(effect(r.effect())));
      return out.toString();
    }

    private String costs(List<Cost> costs) {
      List<String> parts = new ArrayList<>();
      for (Cost c : costs) {
        if (c instanceof Cost.ExhaustMe) {
          parts.add("{T}");
        } else if (c instanceof Cost.DiscardMe) {
          parts.add("{D}");
        } else if (c instanceof Cost.Mana m) {
          parts.add(mana(m.amount()));
        } else {
          parts.add(step(((Cost.AsStep) c).step(), Mode.INFINITIVE));
        }
      }
      return capitalize(String.join(", ", parts));
    }

    // =================================================================================================================
    // Effects and sentences
    // =================================================================================================================

    private String effect(Effect effect) {
      List<String> sentences = new ArrayList<>();
      for (Sentence s : effect.sentences()) {
        sentences.add(sentence(s));
      }
      for (int i = 0; i < sentences.size() - 1; i++) {
        String s = sentences.get(i);
        if (s.endsWith(".\"")) {
          sentences.set(i, s.substring(0, s.length() - 2) + "\".");
        }
      }
      return String.join(" ", sentences);
    }

    private String sentence(Sentence s) {
      if (s instanceof Sentence.Steps st) {
        return period(capitalize(steps(st.steps())));
      }
      if (s instanceof Sentence.If i && i.otherwise().isEmpty() && trailingIf(i.then())) {
        return capitalize(steps(i.then())) + " si " + condition(i.condition()) + ".";
      }
      if (s instanceof Sentence.If i && i.condition() instanceof Condition.During d && i.otherwise().isEmpty()) {
        return capitalize(steps(i.then())) + " " + timing(d) + ".";
      }
      if (s instanceof Sentence.If i) {
        String cond = condition(i.condition());
        String then = steps(i.then());
        if (i.otherwise().isPresent()) {
          return period("Si " + cond + ", " + then + ", de lo contrario, " + steps(i.otherwise().get()));
        }
        return period("Si " + cond + ", " + then);
      }
      if (s instanceof Sentence.Unless u) {
        String cond = condition(u.condition(), true);
        return "A menos que " + cond + ", " + steps(u.steps()) + ".";
      }
      if (s instanceof Sentence.Otherwise o) {
        return "De lo contrario, " + steps(o.steps()) + ".";
      }
      if (s instanceof Sentence.During d) {
        return "Durante " + phaseThe(d.phase()) + ", " + steps(d.steps()) + ".";
      }
      if (s instanceof Sentence.ForEach f) {
        String objects = obj(f.objects(), true, Case.OBJECT);
        return "Por cada " + objects + ", " + steps(f.steps()) + ".";
      }
      if (s instanceof Sentence.WhenThisWay w) {
        if (w.event() instanceof Event.RollsResult r && r.thisWay() && r.player().kind() == PlayerRef.Kind.YOU) {
          return "Si sacas " + dieRange(r.range()) + " — " + capitalize(steps(w.steps())) + ".";
        }
        return "Cuando " + event(w.event(), false) + " — " + capitalize(steps(w.steps())) + ".";
      }
      if (s instanceof Sentence.Modal m) {
        StringBuilder out = new StringBuilder("Elige ");
        if (m.upTo()) {
          out.append("hasta ");
        }
        boolean one = isOne(m.count());
        out.append(one ? "una" : quantity(m.count(), true)).append(one ? " opción" : " opciones");
        m.whereX().ifPresent(x -> out.append(", donde X equivale a ").append(quantity(x, false)));
        if (m.repeatable()) {
          out.append(". Puedes elegir la misma opción varias veces");
        }
        m.extra().ifPresent(e -> {
          out.append(". Si ").append(condition(e.condition())).append(", puedes elegir ");
          out.append(e.count().map(q -> quantity(q, true)).orElse("ambas"));
        });
        out.append(":");
        for (Sentence.Mode mode : m.modes()) {
          out.append(" • ").append(mode(mode));
        }
        return out.toString();
      }
      if (s instanceof Sentence.OnResult r) {
        StringBuilder out = new StringBuilder("Si sacas:");
        for (Sentence.Outcome o : r.outcomes()) {
          out.append(" • ").append(dieRange(o.range())).append(", ").append(lowerFirst(effect(o.effect())));
        }
        return out.toString();
      }
      if (s instanceof Sentence.Repeat r) {
        StringBuilder out = new StringBuilder("Haz lo siguiente ").append(quantity(r.times(), false)).append(" veces");
        r.whereX().ifPresent(x -> out.append(", donde X equivale a ").append(quantity(x, false)));
        out.append(":");
        for (Sentence.Mode mode : r.body()) {
          out.append(" • ").append(mode(mode));
        }
        return out.toString();
      }
      Sentence.Depending d = (Sentence.Depending) s;
      StringBuilder out = new StringBuilder("En función ").append(de(quantity(d.on(), false))).append(":");
      for (Sentence.Outcome o : d.outcomes()) {
        out.append(" • ").append(dieRange(o.range())).append(": ").append(effect(o.effect()));
      }
      return out.toString();
    }

    /** "Al mediodía", "al final de la tarde", "tras el descanso" (the end of Rest). */
    private String moment(Phase phase, boolean end) {
      if (phase == Phase.REST && end) {
        return "tras el descanso";
      }
      if (end) {
        return phase == Phase.NIGHT ? "al final del día" : "al final " + de(phaseThe(phase));
      }
      return toThe(phaseThe(phase));
    }

    private String timing(Condition.During d) {
      if (d.turnOf().isPresent()) {
        return "durante " + possessivePlayer(d.turnOf().get(), false) + " turno";
      }
      if (d.phase().isPresent()) {
        return "durante " + phaseThe(d.phase().get());
      }
      return "durante el " + ordinal(d.day().orElseThrow(), false) + " día";
    }

    private static String period(String sentence) {
      return sentence.endsWith(".\"") ? sentence : sentence + ".";
    }

    private static boolean trailingIf(List<Step> steps) {
      if (steps.size() != 1 || !(steps.get(0) instanceof Step.Continuous c) || c.duration().isPresent()) {
        return false;
      }
      Statement st = c.statement();
      return st instanceof Statement.CostChange || st instanceof Statement.LimitChange
          || st instanceof Statement.ActionCostsMore || st instanceof Statement.ActivationRestriction
          || st instanceof Statement.Cannot x && x.action() instanceof Statement.Restricted.Undergo;
    }

    private String mode(Sentence.Mode mode) {
      if (mode.cost().isEmpty()) {
        return effect(mode.effect());
      }
      return costs(mode.cost()) + ": " + effect(mode.effect());
    }

    private static String dieRange(DieRange r) {
      if (r.orMore()) {
        return r.low() + "+";
      }
      return r.low() == r.high() ? String.valueOf(r.low()) : r.low() + "-" + r.high();
    }

    // =================================================================================================================
    // Steps
    // =================================================================================================================

    /**
     * How a step is written: as a sentence (imperative, or with its subject), after "puedes"/"para" (infinitive), or
     * after "que" (subjunctive: "haz que gane", "para que un personaje objetivo gane").
     */
    private enum Mode { SENTENCE, INFINITIVE }

    private String steps(List<Step> steps) {
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
          out.append(" y ").append(objectVerbOnly(step, plural(lastSubject), lastSubject instanceof ObjectRef.Self,
              false));
          continue;
        }
        if (i > 0) {
          out.append(" y luego ");
        }
        int before = candidates;
        if (lastOptionalActor != null && step instanceof Step.MayDoAgain a && a.actor().equals(lastOptionalActor)) {
          out.append(a.actor().kind() == PlayerRef.Kind.YOU ? "puedes hacerlo de nuevo" : "puede hacerlo de nuevo");
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

    private String step(Step step, Mode mode) {
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
          return "hacer que " + subjunctiveClause(step);
        }
        return objectClause(step);
      }
      return playerStep(step, mode);
    }

    /** "Un personaje objetivo gana 1 potenciador", "Gano 1 potenciador", "Gana 1 potenciador" (it). */
    private String objectClause(Step step) {
      ObjectRef subject = objectSubject(step).orElseThrow();
      boolean self = subject instanceof ObjectRef.Self;
      boolean plural = plural(subject);
      String who = subjectWords(subject);
      String verb = objectVerbOnly(step, plural, self, false);
      String each = step instanceof Step.Gain g && plural && eachGain(g, subject) ? " cada uno" : "";
      return (who.isEmpty() ? "" : who + " ") + verb + each;
    }

    /** The subject as written before the verb: "Un personaje objetivo", nothing for "I" and "it". */
    private String subjectWords(ObjectRef subject) {
      if (subject instanceof ObjectRef.Self) {
        return "";
      }
      if (subject instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget() && !p.all()) {
        candidates += 0;
        return p.plural() ? "" : "este";
      }
      return obj(subject, true, Case.SUBJECT);
    }

    /** "que un personaje objetivo gane 1 potenciador", "que gane [[Fugacidad]]" (me). */
    private String subjunctiveClause(Step step) {
      ObjectRef subject = objectSubject(step).orElseThrow();
      boolean self = subject instanceof ObjectRef.Self;
      boolean plural = plural(subject);
      String who = self || subject instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget()
          && !p.all() ? "" : obj(subject, true, Case.SUBJECT) + " ";
      return who + objectVerbOnly(step, plural, self, true);
    }

    private String giveInfinitive(Step.Gain g) {
      String items = gainItems(g.items());
      ObjectRef to = g.subject();
      if (to instanceof ObjectRef.Self) {
        return "darme " + items;
      }
      if (to instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget() && !p.all()) {
        return (p.plural() ? "darles " : "darle ") + items;
      }
      return "dar " + items + " a " + obj(to, true, Case.OBJECT);
    }

    private static boolean eachGain(Step.Gain g, ObjectRef subject) {
      return onlyCounters(g) && subject instanceof ObjectRef.Phrase p && p.quantifier().target()
          && (p.quantifier().kind() == Quantifier.Kind.UP_TO || p.quantifier().kind() == Quantifier.Kind.ANY_NUMBER);
    }

    private static boolean onlyCounters(Step.Gain g) {
      return g.items().stream().allMatch(i -> i instanceof Step.Gainable.Counters);
    }

    /** The verb phrase of an object step, conjugated for its subject. */
    private String objectVerbOnly(Step step, boolean plural, boolean self, boolean subjunctive) {
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
            items.add("todos " + possessor(a.owner(), true) + " " + counterNoun(a.counter(), true));
          }
        }
        return conj(LOSE, plural, self, subjunctive) + " " + andList(items);
      }
      if (step instanceof Step.SwitchExpeditions) {
        return conj(SWITCH, plural, self, subjunctive) + " de expedición";
      }
      if (step instanceof Step.MoveExpedition m) {
        Verb v = m.direction() == Direction.FORWARD ? ADVANCE : RETREAT;
        boolean one = isOne(m.regions());
        return conj(v, plural, self, subjunctive) + " " + (one ? "una" : quantity(m.regions(), true))
            + (one ? " región" : " regiones") + (m.more() ? " más" : "");
      }
      if (step instanceof Step.ActivateOwn a) {
        return conj(ACTIVATE, plural, self, subjunctive) + " sus habilidades " + kinds(a.kinds())
            + a.asIfPlayedFrom().map(z -> " (como si se hubiera jugado desde " + zone(z) + ")").orElse("");
      }
      Step.Keyword k = (Step.Keyword) step;
      return keywordAction(k.action(), subjunctive ? Form.SUBJUNCTIVE : plural ? Form.THIRD_PLURAL : Form.THIRD);
    }

    private static String conj(Verb v, boolean plural, boolean self, boolean subjunctive) {
      if (subjunctive) {
        return v.subjunctive(plural);
      }
      if (self) {
        return v.p1;
      }
      return v.third(plural);
    }

    private String gainItems(List<Step.Gainable> items) {
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
          out.add("\"" + new Run().ability(a.ability()) + "\"");
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

    private String modifier(Step.Modifier mod) {
      if (mod instanceof Step.Modifier.Instead) {
        return " en su lugar";
      }
      if (mod instanceof Step.Modifier.Again) {
        return " de nuevo";
      }
      if (mod instanceof Step.Modifier.At at) {
        return " " + moment(at.phase(), at.end());
      }
      if (mod instanceof Step.Modifier.Lasting l) {
        return " " + duration(l.duration());
      }
      if (mod instanceof Step.Modifier.AtRandom) {
        return " al azar";
      }
      if (mod instanceof Step.Modifier.Times t) {
        return " " + quantity(t.times(), false) + " veces";
      }
      if (mod instanceof Step.Modifier.Per p) {
        return " por cada " + obj(p.objects(), false, Case.OBJECT);
      }
      if (mod instanceof Step.Modifier.ForEach f) {
        return " por cada " + obj(f.objects(), true, Case.OBJECT);
      }
      if (mod instanceof Step.Modifier.UpToMax u) {
        return ", hasta un máximo de " + quantity(u.max(), false);
      }
      if (mod instanceof Step.Modifier.WhereX w) {
        return ", donde X equivale a " + quantity(w.x(), false);
      }
      if (mod instanceof Step.Modifier.DistributedAmong d) {
        return ", distribuidas como elijas entre " + obj(d.among(), true, Case.OBJECT);
      }
      return " de esta manera";
    }

    private String playerStep(Step step, Mode mode) {
      PlayerRef actor = actorOf(step);
      boolean infinitive = mode == Mode.INFINITIVE;
      boolean imperative = !infinitive && actor.kind() == PlayerRef.Kind.YOU;
      Form form = infinitive ? Form.INFINITIVE : imperative ? Form.IMPERATIVE : thirdPlural(actor)
          ? Form.THIRD_PLURAL : Form.THIRD;
      String subject = infinitive || imperative ? "" : playerSubject(actor) + " ";
      if (step instanceof Step.May m) {
        String can = m.actor().kind() == PlayerRef.Kind.YOU ? "puedes" : playerSubject(m.actor())
            + (thirdPlural(m.actor()) ? " pueden" : " puede");
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
            parts.add("hacer que " + playerSubject(actorOf(inner)) + " " + playerVerb(unmodified(inner),
                Form.SUBJUNCTIVE) + modifiers(inner));
          } else if (i > 0 && subj.isPresent() && subj.get() instanceof ObjectRef.Self
              && !(objectSubject(m.steps().get(i - 1)).orElse(null) instanceof ObjectRef.Self)) {
            // "Puedes jugarme sin coste y gano [[Sueño]]"
            parts.add(step(inner, Mode.SENTENCE));
          } else {
            parts.add(step(inner, Mode.INFINITIVE));
          }
        }
        return can + " " + String.join(m.either() ? " o " : " y ", parts);
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
          return String.join(" y ", cost) + " para " + effect;
        }
        String can = in.actor().kind() == PlayerRef.Kind.YOU ? "puedes" : playerSubject(in.actor())
            + (thirdPlural(in.actor()) ? " pueden" : " puede");
        return can + " " + String.join(" y ", cost) + " para " + effect;
      }
      if (step instanceof Step.MayDoAgain a) {
        return a.actor().kind() == PlayerRef.Kind.YOU ? "puedes hacerlo de nuevo"
            : playerSubject(a.actor()) + " puede hacerlo de nuevo";
      }
      if (step instanceof Step.OneOf o) {
        ObjectRef subj = objectSubject(o.options().get(0)).orElseThrow();
        String who = obj(subj, true, Case.SUBJECT);
        List<String> verbs = new ArrayList<>();
        for (Step option : o.options()) {
          verbs.add(objectVerbOnly(option, plural(subj), false, true));
        }
        String make = infinitive ? "hacer" : imperative ? "haz" : thirdPlural(actor) ? "hacen" : "hace";
        return subject + make + " que " + who + " " + String.join(" o ", verbs);
      }
      if (step instanceof Step.Continuous c) {
        return statement(c.statement()) + c.duration().map(d -> " " + duration(d)).orElse("");
      }
      return subject + playerVerb(step, form);
    }

    private String modifiers(Step step) {
      StringBuilder out = new StringBuilder();
      if (step instanceof Step.Modified m) {
        for (Step.Modifier mod : m.modifiers()) {
          out.append(modifier(mod));
        }
      }
      return out.toString();
    }

    /** The effect of an internal action after "para": "para crear ...", "para que un personaje objetivo gane ...". */
    private String purpose(Step effect) {
      Step inner = unmodified(effect);
      if (objectSubject(inner).isPresent() && !(inner instanceof Step.Gain g && onlyCounters(g))) {
        StringBuilder out = new StringBuilder("que ").append(subjunctiveClause(inner));
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
        return "que " + who + " " + String.join(" o ", verbs);
      }
      return step(effect, Mode.INFINITIVE);
    }

    private static PlayerRef actorOf(Step step) {
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

    /** How a player verb is conjugated. */
    private enum Form { IMPERATIVE, INFINITIVE, THIRD, THIRD_PLURAL, SUBJUNCTIVE }

    private static String v(Verb verb, Form form) {
      return switch (form) {
        case IMPERATIVE -> verb.imp;
        case INFINITIVE -> verb.inf;
        case THIRD -> verb.p3;
        case THIRD_PLURAL -> verb.p3pl;
        case SUBJUNCTIVE -> verb.subj;
      };
    }

    /** A verb with a pronoun object: "envíalo", "colócame", "enviarlo", "lo envía". */
    private static String withClitic(Verb verb, Form form, String clitic) {
      return switch (form) {
        case IMPERATIVE -> enclitic(verb.imp, clitic);
        case INFINITIVE -> verb.inf + clitic;
        default -> clitic + " " + v(verb, form);
      };
    }

    /** "coloca" + "me" = "colócame": the stress stays, so the stressed vowel takes an accent. */
    private static String enclitic(String imperative, String clitic) {
      String base = imperative;
      if (base.equals("haz") || base.equals("pon") || base.equals("da") || base.equals("ve")) {
        return base + clitic;
      }
      // Accent the second-to-last vowel of the imperative (it becomes the third-to-last syllable).
      int vowels = 0;
      for (int i = base.length() - 1; i >= 0; i--) {
        char c = base.charAt(i);
        if ("aeiouáéíóú".indexOf(c) >= 0) {
          vowels++;
          if (vowels == 2) {
            if ("áéíóú".indexOf(c) >= 0) {
              return base + clitic;
            }
            char accented = "áéíóú".charAt("aeiou".indexOf(c));
            // A diphthong with a weak vowel first ("ue", "ie") takes the accent on the strong one.
            return base.substring(0, i) + accented + base.substring(i + 1) + clitic;
          }
          if (i > 0 && "iu".indexOf(base.charAt(i - 1)) >= 0 && "aeo".indexOf(c) >= 0) {
            i--;
          }
        }
      }
      return base + clitic;
    }

    /** A verb and its object: a pronoun as a clitic, anything else after the verb. */
    private String verbObject(Verb verb, Form form, ObjectRef objects) {
      if (objects instanceof ObjectRef.Self) {
        return withClitic(verb, form, "me");
      }
      if (objects instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget()) {
        String clitic = p.plural() ? "los" : "lo";
        return withClitic(verb, form, clitic) + (p.all() ? " a todos" : "");
      }
      return v(verb, form) + " " + obj(objects, true, Case.OBJECT);
    }

    private String playerVerb(Step step, Form form) {
      if (step instanceof Step.Draw d) {
        if (d.count() instanceof Quantity.ThatMany) {
          return v(DRAW, form) + " esa misma cantidad de cartas";
        }
        if (d.only()) {
          return v(DRAW, form) + (isOne(d.count()) ? " una sola carta" : " solo " + quantity(d.count(), true)
              + " cartas");
        }
        if (!(d.count() instanceof Quantity.Literal || d.count() instanceof Quantity.X
            || d.count() instanceof Quantity.Sum)) {
          return v(DRAW, form) + " " + quantity(d.count(), true) + " cartas";
        }
        return v(DRAW, form) + " " + countNoun(d.count(), "una carta", "cartas");
      }
      if (step instanceof Step.DrawCard d) {
        return verbObject(DRAW, form, d.card());
      }
      if (step instanceof Step.Discard d) {
        return verbObject(DISCARD, form, d.objects()) + d.from().map(z -> " " + de(zone(z))).orElse("");
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
        return v(CREATE, form) + " solo " + (isOne(c.count()) ? "una" : quantity(c.count(), true));
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
        StringBuilder out = new StringBuilder(verbObject(PLAY, form, p.objects()));
        if (p.immediately()) {
          out.append(" inmediatamente");
        }
        p.from().ifPresent(z -> out.append(" desde ").append(zone(z)));
        p.in().ifPresent(e -> out.append(" en ").append(obj(e, false, Case.OBJECT)));
        out.append(playCost(p.cost()));
        return out.toString();
      }
      if (step instanceof Step.Roll r) {
        return v(ROLL, form) + (isOne(r.dice()) ? " un dado" : " " + quantity(r.dice(), true) + " dados");
      }
      if (step instanceof Step.RollMore r) {
        return v(ROLL, form) + " esa cantidad de dados más " + quantity(r.extra(), true)
            + " e ignora el dado que elijas";
      }
      if (step instanceof Step.Reveal r) {
        return verbObject(REVEAL, form, r.objects()) + (r.also() ? " también" : "");
      }
      if (step instanceof Step.LookAt l) {
        return v(LOOK, form) + " " + obj(l.objects(), true, Case.OBJECT);
      }
      if (step instanceof Step.Choose c) {
        String what = obj(c.objects(), true, Case.OBJECT);
        return v(CHOOSE, form) + " " + what + c.among().map(a -> " entre " + obj(a, true, Case.OBJECT)).orElse("");
      }
      if (step instanceof Step.Target t) {
        return v(MAKE, form) + " objetivo a " + obj(t.objects(), true, Case.OBJECT);
      }
      if (step instanceof Step.Exchange e) {
        String first = obj(e.first(), true, Case.OBJECT);
        return v(EXCHANGE, form) + " " + first + " por " + obj(e.second(), true, Case.OBJECT);
      }
      if (step instanceof Step.ExchangeBoosts e) {
        if (e.of() instanceof ObjectRef.Pronoun p && p.plural() && p.restated().isEmpty() && !p.all()) {
          return v(EXCHANGE, form) + " sus potenciadores";
        }
        return v(EXCHANGE, form) + " los potenciadores " + de(obj(e.of(), true, Case.OBJECT));
      }
      if (step instanceof Step.Activate a) {
        if (a.of() instanceof ObjectRef.Pronoun p && !p.plural() && p.restated().isEmpty() && !p.theTarget()) {
          return v(ACTIVATE, form) + " sus habilidades " + kinds(a.kinds());
        }
        return v(ACTIVATE, form) + " las habilidades " + kinds(a.kinds()) + " " + de(obj(a.of(), true, Case.OBJECT));
      }
      if (step instanceof Step.Pay p) {
        return v(PAY, form) + " " + mana(p.mana());
      }
      if (step instanceof Step.Spend s) {
        if (s.from() instanceof ObjectRef.Self) {
          return v(SPEND, form) + " " + quantity(s.count(), false) + " de mis " + counterNoun(s.counter(), true);
        }
        return v(SPEND, form) + " " + counters(s.count(), s.counter()) + " " + de(obj(s.from(), true, Case.OBJECT));
      }
      if (step instanceof Step.Remove r) {
        String what = r.count().isEmpty() ? "todos los " + counterNoun(r.counter(), true)
            : (r.upTo() ? "hasta " : "") + counters(r.count().get(), r.counter());
        return v(REMOVE, form) + " " + what + " " + de(obj(r.from(), true, Case.OBJECT));
      }
      if (step instanceof Step.Double d) {
        return v(DOUBLE, form) + " el número de " + counterNoun(d.counter(), true) + " "
            + de(obj(d.on(), true, Case.OBJECT));
      }
      if (step instanceof Step.Distribute d) {
        return v(DISTRIBUTE, form) + " " + counters(d.count(), d.counter()) + " entre "
            + obj(d.among(), true, Case.OBJECT);
      }
      if (step instanceof Step.WinGame) {
        return v(WIN, form) + " la partida";
      }
      if (step instanceof Step.ReduceCost r) {
        String whose = r.of() instanceof ObjectRef.Self ? "mi coste" : "el coste " + de(obj(r.of(), true, Case.OBJECT));
        return v(REDUCE, form) + " en " + mana(r.mana()) + " " + whose;
      }
      if (step instanceof Step.AddToResult a) {
        return v(ADD, form) + " " + quantity(a.amount(), false) + " al resultado";
      }
      if (step instanceof Step.Keyword k) {
        String kw = keywordAction(k.action(), form);
        return k.object().isPresent() ? kw + " " + obj(k.object().get(), true, Case.OBJECT) : kw;
      }
      throw new IllegalArgumentException("no Spanish for step " + step.getClass().getSimpleName());
    }

    private String move(Step.Move m, Form form) {
      if (m.to() instanceof Step.Destination.InAnyOrder o) {
        return move(m.to(o.placement()), form) + " en el orden que elijas";
      }
      Step.Destination to = m.to();
      String as = m.as().map(st -> " (como " + (plural(m.objects()) ? "orbes de maná " : "orbe de maná ")
          + (st == Step.OrbState.READY ? "preparado" : "agotado") + ")").orElse("");
      String insteadOf = "";
      if (m.objects() instanceof ObjectRef.OneOfThem) {
        return v(PUT, form) + " una " + inOrTo(to) + destination(to);
      }
      if (to instanceof Step.Destination.ToZone z && z.zone().kind() == ZoneKind.RESERVE && m.as().isEmpty()
          && m.from().isEmpty() && m.insteadOf().isEmpty() && !(m.objects() instanceof ObjectRef.Self)
          && !(m.objects() instanceof ObjectRef.Pronoun)) {
        // "Envía a la reserva un personaje objetivo".
        return v(SEND, form) + " a " + zone(z.zone()) + " " + objectAfter(m.objects());
      }
      if (to instanceof Step.Destination.ToZone z && z.zone().kind() == ZoneKind.HAND && m.from().isEmpty()
          && !(m.objects() instanceof ObjectRef.Self) && !(m.objects() instanceof ObjectRef.Pronoun)
          && m.as().isEmpty() && m.insteadOf().isEmpty()) {
        // "Devuelve a la mano de su propietario un personaje objetivo": the object is named first in English.
        String what = obj(m.objects(), true, Case.OBJECT);
        return v(RETURN, form) + " a " + zone(z.zone()) + " " + what;
      }
      if (to instanceof Step.Destination.TopOf || to instanceof Step.Destination.BottomOf
          || to instanceof Step.Destination.PositionIn) {
        Verb verb = to instanceof Step.Destination.PositionIn ? SEND : to instanceof Step.Destination.TopOf ? RETURN
            : PUT;
        String what = verbObject(verb, form, m.objects());
        return what + m.from().map(f -> " " + de(zone(f))).orElse("") + " a " + destination(to);
      }
      if (m.objects() instanceof ObjectRef.OneOfThem) {
        return v(PUT, form) + " una " + inOrTo(to) + destination(to);
      }
      String what = verbObject(PUT, form, m.objects());
      String from = m.from().map(f -> " " + de(zone(f))).orElse("");
      if (m.insteadOf().isPresent()) {
        insteadOf = " en lugar " + de(obj(m.insteadOf().get(), true, Case.OBJECT));
      }
      return what + from + " " + inOrTo(to) + destination(to) + as + insteadOf;
    }

    /** The object of "Envía a la reserva ...": "a" before a person-like "cada personaje" is not needed. */
    private String objectAfter(ObjectRef objects) {
      return obj(objects, true, Case.OBJECT);
    }

    private static String inOrTo(Step.Destination to) {
      return "en ";
    }

    private String destination(Step.Destination to) {
      if (to instanceof Step.Destination.ToZone z) {
        return zone(z.zone());
      }
      if (to instanceof Step.Destination.TopOf t) {
        return "la parte superior " + de(zone(t.zone()));
      }
      if (to instanceof Step.Destination.BottomOf b) {
        return "la parte inferior " + de(zone(b.zone()));
      }
      if (to instanceof Step.Destination.PositionIn p) {
        String position = p.position() instanceof Quantity.X ? "X" : ordinal(p.position(), true);
        return "la posición " + position + " " + de(zone(p.zone()));
      }
      return obj(((Step.Destination.ToExpedition) to).expedition(), false, Case.OBJECT);
    }

    private String create(Step.Create c) {
      StringBuilder out = new StringBuilder();
      boolean one = isOne(c.count());
      TokenSpec t = c.token();
      String name = SpanishLexicon.INSTANCE.localTokenName(t.name()).orElse(t.name());
      String spec = t.statistics() ? "[" + name + " " + t.forest() + "/" + t.mountain() + "/" + t.water() + "]"
          : "[" + name + "]";
      out.append(one ? "una ficha" : quantity(c.count(), true) + " fichas");
      List<String> subtypes = new ArrayList<>();
      for (String st : t.subtypes()) {
        subtypes.add(subtypeName(st, false));
      }
      out.append(" de ").append(subtypes.isEmpty() ? "" : String.join(" y ", subtypes) + " ").append(spec);
      c.in().ifPresent(e -> out.append(" en ").append(obj(e, false, Case.OBJECT)));
      for (Ability a : c.abilities()) {
        String quoted = new Run().ability(a);
        out.append(" con \"").append(quoted.endsWith(".") ? quoted.substring(0, quoted.length() - 1) : quoted)
            .append("\"");
      }
      return out.toString();
    }

    private String playCost(Step.PlayCost cost) {
      if (cost instanceof Step.PlayCost.Free) {
        return " sin coste";
      }
      if (cost instanceof Step.PlayCost.Reduced r) {
        return " por " + mana(r.mana()) + " menos" + r.minimum().map(m -> ", hasta un mínimo de " + mana(m)).orElse("");
      }
      return "";
    }

    // =================================================================================================================
    // Statements
    // =================================================================================================================

    private String statement(Statement st) {
      if (st instanceof Statement.Has h && h.grants().stream().allMatch(g -> g instanceof Statement.Grant.Statistics)) {
        Statement.Grant.Statistics first = (Statement.Grant.Statistics) h.grants().get(0);
        if (first.change() == Statement.Grant.Statistics.Change.SET) {
          List<String> stats = new ArrayList<>();
          for (Terrain t : first.stats()) {
            stats.add(terrain(t));
          }
          return "los " + andList(stats) + " " + de(obj(h.subject(), true, Case.OBJECT)) + " son iguales a "
              + quantity(first.amount(), false);
        }
        throw new IllegalArgumentException("no Spanish for statistics changes");
      }
      if (st instanceof Statement.Has h) {
        String subject = subjectOrNothing(h.subject());
        boolean plural = plural(h.subject());
        boolean self = h.subject() instanceof ObjectRef.Self;
        List<String> grants = new ArrayList<>();
        boolean ability = false;
        for (Statement.Grant g : h.grants()) {
          if (g instanceof Statement.Grant.KeywordGrant k) {
            grants.add(k.parameter().isPresent() ? "[" + keywordName(k.keyword()) + " "
                + plainNumber(k.parameter().get()) + "]" : "[" + keywordName(k.keyword()) + "]");
          } else if (g instanceof Statement.Grant.StatusGrant s) {
            grants.add(status(s.status()));
          } else {
            ability = true;
            grants.add("\"" + new Run().ability(((Statement.Grant.AbilityGrant) g).ability()) + "\"");
          }
        }
        String have = self ? "tengo" : plural ? "tienen" : "tiene";
        return subject + have + (ability ? ": " : " ") + andList(grants);
      }
      if (st instanceof Statement.CostChange c) {
        boolean self = c.subject() instanceof ObjectRef.Self;
        StringBuilder out = new StringBuilder();
        if (self && c.toPlayIn().isPresent()) {
          out.append("cuesta ").append(mana(c.mana())).append(c.more() ? " más" : " menos").append(" jugarme en ")
              .append(obj(c.toPlayIn().get(), false, Case.OBJECT));
        } else {
          out.append(subjectOrNothing(c.subject())).append(self ? "cuesto" : plural(c.subject()) ? "cuestan"
              : "cuesta").append(" ").append(mana(c.mana())).append(c.more() ? " más" : " menos");
          c.toPlayIn().ifPresent(e -> out.append(" jugar en ").append(obj(e, false, Case.OBJECT)));
        }
        c.minimum().ifPresent(m -> out.append(", hasta un mínimo de ").append(mana(m)));
        c.per().ifPresent(p -> out.append(" por cada ").append(obj(p, false, Case.OBJECT)));
        return out.toString();
      }
      if (st instanceof Statement.Free f) {
        return subjectOrNothing(f.subject()) + be(f.subject()) + " sin coste";
      }
      if (st instanceof Statement.MinimumCost m) {
        return subjectOrNothing(m.subject()) + "no " + (plural(m.subject()) ? "pueden" : "puede") + " costar menos de "
            + mana(m.mana());
      }
      if (st instanceof Statement.Cannot c && c.subject() instanceof ObjectRef.Self
          && c.action() instanceof Statement.Restricted.Undergo u && u.action() == ObjectAction.PLAYED
          && u.by().isEmpty()) {
        return "no se me puede jugar";
      }
      if (st instanceof Statement.Cannot c && c.action() instanceof Statement.Restricted.CountTowardsLimit) {
        return subjectOrNothing(c.subject()) + "no " + (c.subject() instanceof ObjectRef.Self ? "cuento"
            : plural(c.subject()) ? "cuentan" : "cuenta") + " para el límite de tu reserva";
      }
      if (st instanceof Statement.Cannot c) {
        return restricted(c.action(), c.subject());
      }
      if (st instanceof Statement.CanGainAgain g) {
        boolean self = g.subject() instanceof ObjectRef.Self;
        String subject = subjectOrNothing(g.subject());
        return subject + (self ? "puedo" : plural(g.subject()) ? "pueden" : "puede") + " ganar " + status(g.status())
            + " aunque ya " + (self ? "tuviera" : plural(g.subject()) ? "tuvieran" : "tuviera") + " "
            + status(g.status());
      }
      if (st instanceof Statement.MayPlay m) {
        StringBuilder out = new StringBuilder("puedes jugar ").append(obj(m.objects(), true, Case.OBJECT));
        m.from().ifPresent(z -> out.append(" desde ").append(zone(z)));
        m.in().ifPresent(e -> out.append(" en ").append(obj(e, false, Case.OBJECT)));
        out.append(playCost(m.cost()));
        return out.toString();
      }
      if (st instanceof Statement.ActivationRestriction a) {
        if (a.times().isEmpty() && a.onlyIf().isPresent() && !(a.onlyIf().get() instanceof Condition.During)) {
          return "solo puedes activar esto si " + condition(a.onlyIf().get());
        }
        if (a.times().isEmpty() && a.onlyIf().isEmpty()) {
          return "solo puedes activar esto";
        }
        StringBuilder out = new StringBuilder("activa esto solo");
        a.onlyIf().ifPresent(c -> out.append(c instanceof Condition.During d ? " " + timing(d)
            : " si " + condition(c)));
        if (a.times().isPresent()) {
          if (a.onlyIf().isPresent()) {
            out.append(" y solo");
          }
          Quantity t = a.times().get();
          out.append(" ").append(isOne(t) ? "una vez" : t instanceof Quantity.Literal l && l.value() == 2
              ? "dos veces" : quantity(t, false) + " veces");
          out.append(" por ").append(switch (a.per().orElseThrow()) {
            case TURN -> "turno";
            case AFTERNOON -> "tarde";
            case DAY -> "día";
          });
        }
        return out.toString();
      }
      if (st instanceof Statement.ActionCostsMore a) {
        return "esta acción cuesta " + mana(a.mana()) + " más";
      }
      if (st instanceof Statement.AbilitiesCannotActivate a) {
        return "las habilidades " + kinds(a.kinds()) + " " + de(obj(a.of(), true, Case.OBJECT))
            + " no pueden activarse";
      }
      if (st instanceof Statement.Replacement r) {
        return replacement(r);
      }
      if (st instanceof Statement.TerrainAdded t) {
        boolean plural = t.regions().size() > 1 || t.regions().get(0) instanceof Statement.Region.All;
        return regions(t.regions()) + " " + (plural ? "son " : "es ") + terrain(t.terrain())
            + " además de sus otros terrenos";
      }
      if (st instanceof Statement.TerrainSet t) {
        boolean plural = t.regions().size() > 1 || t.regions().get(0) instanceof Statement.Region.All;
        return regions(t.regions()) + " " + (plural ? "son " : "es ") + terrain(t.terrain())
            + (plural ? " y pierden" : " y pierde") + " sus otros terrenos";
      }
      if (st instanceof Statement.LimitChange r) {
        if (r.limit() == Limit.SUPPORT_COUNTERS) {
          String of = obj(r.objects().orElseThrow(), true, Case.OBJECT);
          return "las habilidades de apoyo " + de(of) + " pueden darles " + r.amount().map(q -> quantity(q, false)
              + (isOne(q) ? " contador" : " contadores")).orElse("contadores") + " por encima de su máximo";
        }
        if (r.player().isPresent() && r.player().get().kind() == PlayerRef.Kind.YOU && r.sign() > 0
            && r.limit() == Limit.RESERVE && r.amount().isPresent() && false) {
          return "";
        }
        String change = (r.sign() > 0 ? "aumenta" : "se reduce") + " en " + quantity(r.amount().orElseThrow(), true);
        if (r.player().isEmpty()) {
          return "el límite de todas las reservas " + change;
        }
        return "el límite de " + possessivePlayer(r.player().get(), false) + " reserva " + change;
      }
      if (st instanceof Statement.AbilitiesIgnored i) {
        return "ignora " + possessor(i.of(), true) + " habilidades";
      }
      if (st instanceof Statement.BeginsWith b) {
        boolean self = b.subject() instanceof ObjectRef.Self;
        return subjectOrNothing(b.subject()) + (self ? "comienzo" : plural(b.subject()) ? "comienzan" : "comienza")
            + " la partida con " + counters(b.count(), b.counter());
      }
      if (st instanceof Statement.Remains r) {
        boolean plural = plural(r.subject());
        Agree ag = agree(r.subject());
        return obj(r.subject(), true, Case.SUBJECT) + " " + (plural ? "permanecen" : "permanece") + " "
            + (r.status() == Status.EXHAUSTED ? ag.a("agotado", "agotada") : status(r.status()))
            + r.during().map(p -> " durante " + phaseThe(p)).orElse("");
      }
      throw new IllegalArgumentException("no Spanish for statement " + st.getClass().getSimpleName());
    }

    /** The subject written before the verb, with its space, or nothing for "I". */
    private String subjectOrNothing(ObjectRef subject) {
      if (subject instanceof ObjectRef.Self) {
        return "";
      }
      if (subject instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget() && !p.all()) {
        return p.plural() ? "estos " : "este ";
      }
      return obj(subject, true, Case.SUBJECT) + " ";
    }

    private String restricted(Statement.Restricted r, ObjectRef subject) {
      boolean plural = plural(subject);
      boolean self = subject instanceof ObjectRef.Self;
      String who = subjectOrNothing(subject);
      String cannot = who + "no " + (self ? "puedo" : plural ? "pueden" : "puede") + " ";
      if (r instanceof Statement.Restricted.Move m) {
        return cannot + (m.direction() == Direction.FORWARD ? "avanzar" : "retroceder")
            + m.dueTo().map(t -> " debido a " + terrain(t)).orElse("")
            + m.during().map(p -> " durante " + phaseThe(p)).orElse("")
            + m.exceptDueTo().map(t -> " excepto debido a " + terrain(t)).orElse("");
      }
      if (r instanceof Statement.Restricted.GainStatus g) {
        return cannot + "ganar " + status(g.status());
      }
      if (r instanceof Statement.Restricted.Undergo u) {
        return cannot + "ser " + participle(u.action(), agree(subject)) + u.by().map(b -> " por "
            + obj(b, true, Case.OBJECT)).orElse("");
      }
      if (r instanceof Statement.Restricted.Keyword k) {
        return cannot + keywordAction(k.action(), Form.INFINITIVE);
      }
      if (r instanceof Statement.Restricted.PreventMovingForward p) {
        return who + "no " + (plural ? "evitan" : "evita") + " que " + subjectOrNothing(p.expedition()) + "avance";
      }
      if (r instanceof Statement.Restricted.GainCounters g) {
        return cannot + "ganar " + counterNoun(g.counter(), true);
      }
      if (r instanceof Statement.Restricted.Activate) {
        return cannot + "activarse";
      }
      return who + "no " + (plural ? "cuentan" : "cuenta") + " para el límite de tu reserva";
    }

    private static String participle(ObjectAction a, Agree ag) {
      return switch (a) {
        case SACRIFICED -> ag.a("sacrificado", "sacrificada");
        case PLAYED -> ag.a("jugado", "jugada");
        case SENT -> ag.a("enviado", "enviada");
        case RETURNED -> ag.a("devuelto", "devuelta");
        case PUT -> ag.a("colocado", "colocada");
        case DISCARDED -> ag.a("descartado", "descartada");
        case EXHAUSTED -> ag.a("agotado", "agotada");
        case READIED -> ag.a("preparado", "preparada");
        case TARGETED -> "objetivo";
        case REVEALED -> ag.a("revelado", "revelada");
        case DRAWN -> ag.a("robado", "robada");
        case CREATED -> ag.a("creado", "creada");
        case AUGMENTED -> throw new IllegalArgumentException("no Spanish wording yet for 'augmented' (7.3.4)");
      };
    }

    private String regions(List<Statement.Region> regions) {
      List<String> out = new ArrayList<>();
      for (Statement.Region r : regions) {
        if (r instanceof Statement.Region.Own o) {
          out.add(capitalize(possessor(o.owner(), false)) + " región");
        } else if (r instanceof Statement.Region.OfExpedition e) {
          out.add("la región " + de(obj(e.expedition(), false, Case.OBJECT)));
        } else {
          out.add("todas las regiones");
        }
      }
      return String.join(" y ", out);
    }

    private String replacement(Statement.Replacement r) {
      StringBuilder out = new StringBuilder("si ");
      out.append(wouldEvent(r.event().event()));
      r.event().whilst().ifPresent(c -> out.append(c instanceof Condition.During d ? " " + timing(d)
          : " mientras " + condition(c)));
      out.append(", ");
      switch (r.kind()) {
        case INSTEAD -> out.append("en vez de eso, ").append(steps(r.steps()));
        case ALSO -> out.append("también ").append(steps(r.steps()));
        case INSTEAD_INSIDE -> out.append(insteadInside(r.steps()));
        default -> out.append(steps(r.steps()));
      }
      return out.toString();
    }

    /** "en vez de eso, puedes descartarme para ...": the word "instead" moved out of the optional step. */
    private String insteadInside(List<Step> steps) {
      if (steps.size() == 1 && steps.get(0) instanceof Step.Internal in && in.optional()
          && in.cost().get(0) instanceof Step.Modified m && m.modifiers().size() == 1
          && m.modifiers().get(0) instanceof Step.Modifier.Instead) {
        List<Step> cost = new ArrayList<>(in.cost());
        cost.set(0, m.step());
        return "en vez de eso, " + steps(List.of(new Step.Internal(in.actor(), true,
            com.google.common.collect.ImmutableList.copyOf(cost), in.effect(), in.span())));
      }
      if (steps.size() == 1 && steps.get(0) instanceof Step.May may
          && may.steps().get(may.steps().size() - 1) instanceof Step.Modified m && m.modifiers().size() == 1
          && m.modifiers().get(0) instanceof Step.Modifier.Instead) {
        List<Step> inner = new ArrayList<>(may.steps());
        inner.set(inner.size() - 1, m.step());
        return "en vez de eso, " + steps(List.of(new Step.May(may.actor(),
            com.google.common.collect.ImmutableList.copyOf(inner), may.either(), may.span())));
      }
      return steps(steps);
    }

    // =================================================================================================================
    // Events and conditions
    // =================================================================================================================

    /** An event after "Cuando" (subjunctive: "juegues", "abandone"). */
    private String event(Event e, boolean would) {
      if (e instanceof Event.AnyOf any) {
        List<String> parts = new ArrayList<>();
        PlayerRef player = playerOf(any.events().get(0));
        for (Event inner : any.events()) {
          parts.add(playerEventVerb(inner, player, would));
        }
        return playerPrefix(player, would) + String.join(" o ", parts);
      }
      PlayerRef player = playerOf(e);
      if (player != null) {
        return playerPrefix(player, would) + playerEventVerb(e, player, would);
      }
      ObjectRef subjectRef = objectOf(e);
      if (e instanceof Event.Undergoes u && subjectRef instanceof ObjectRef.Self && !would
          && u.action() == ObjectAction.SACRIFICED && u.from().isEmpty() && u.to().isEmpty() && u.by().isEmpty()) {
        return "me sacrifiques";
      }
      boolean self = subjectRef instanceof ObjectRef.Self;
      String subject = self ? "" : obj(subjectRef, true, Case.SUBJECT) + " ";
      boolean plural = plural(subjectRef);
      return subject + (would ? (plural ? "fuesen a " : "fuese a ") : "") + objectEventVerb(e, plural, self, would);
    }

    private String wouldEvent(Event e) {
      return event(e, true);
    }

    /** "un oponente ", "" for you, "fueses a " for a replaced event. */
    private String playerPrefix(PlayerRef player, boolean would) {
      String subject = player.kind() == PlayerRef.Kind.YOU ? "" : playerSubject(player) + " ";
      if (!would) {
        return subject;
      }
      return subject + (player.kind() == PlayerRef.Kind.YOU ? "fueses a " : thirdPlural(player) ? "fuesen a "
          : "fuese a ");
    }

    private static PlayerRef playerOf(Event e) {
      if (e instanceof Event.Plays p) return p.player();
      if (e instanceof Event.Exhausts p) return p.player();
      if (e instanceof Event.Sacrifices p) return p.player();
      if (e instanceof Event.Creates p) return p.player();
      if (e instanceof Event.Draws p) return p.player();
      if (e instanceof Event.Rolls p) return p.player();
      if (e instanceof Event.RollsResult p) return p.player();
      if (e instanceof Event.Reveals p) return p.player();
      if (e instanceof Event.DoesKeyword p) return p.player();
      return null;
    }

    private static ObjectRef objectOf(Event e) {
      if (e instanceof Event.Gains g) return g.subject();
      if (e instanceof Event.GoesTo g) return g.subject();
      if (e instanceof Event.Leaves g) return g.subject();
      if (e instanceof Event.Joins g) return g.subject();
      if (e instanceof Event.Moves g) return g.subject();
      if (e instanceof Event.ObjectKeyword g) return g.subject();
      if (e instanceof Event.FailsToMoveForward g) return g.subject();
      return ((Event.Undergoes) e).subject();
    }

    /** A player's event verb: subjunctive after "Cuando" ("juegues", "juegue"), infinitive after "fueses a". */
    private String playerEventVerb(Event e, PlayerRef player, boolean would) {
      boolean you = player.kind() == PlayerRef.Kind.YOU;
      boolean plural = thirdPlural(player);
      if (e instanceof Event.Plays p) {
        return ev("jugar", "juegues", "juegue", "jueguen", you, plural, would) + " " + obj(p.objects(), true,
            Case.OBJECT) + p.from().map(z -> " desde " + zone(z)).orElse("");
      }
      if (e instanceof Event.Exhausts x) {
        return ev("agotar", "agotes", "agote", "agoten", you, plural, would) + " " + obj(x.objects(), true,
            Case.OBJECT);
      }
      if (e instanceof Event.Sacrifices x) {
        return ev("sacrificar", "sacrifiques", "sacrifique", "sacrifiquen", you, plural, would) + " "
            + obj(x.objects(), true, Case.OBJECT);
      }
      if (e instanceof Event.Creates x) {
        return ev("crear", "crees", "cree", "creen", you, plural, would) + " " + obj(x.objects(), true, Case.OBJECT);
      }
      if (e instanceof Event.Draws d) {
        boolean one = isOne(d.count());
        return ev("robar", "robes", "robe", "roben", you, plural, would) + " " + (one ? "una" : quantity(d.count(),
            true)) + (d.orMore() ? " o más cartas" : one ? " carta" : " cartas");
      }
      if (e instanceof Event.Rolls r) {
        boolean one = isOne(r.dice());
        return ev("tirar", "tires", "tire", "tiren", you, plural, would) + " " + (one ? "un dado"
            : quantity(r.dice(), true) + " dados") + (r.orMore() ? " o más" : "");
      }
      if (e instanceof Event.RollsResult r) {
        return ev("sacar", "saques", "saque", "saquen", you, plural, would) + " " + dieRange(r.range())
            + (r.thisWay() ? " de esta manera" : "");
      }
      if (e instanceof Event.Reveals r) {
        return ev("revelar", "reveles", "revele", "revelen", you, plural, would) + " " + obj(r.objects(), true,
            Case.OBJECT) + " de esta manera";
      }
      Event.DoesKeyword k = (Event.DoesKeyword) e;
      return keywordAction(k.action(), would ? Form.INFINITIVE : Form.SUBJUNCTIVE);
    }

    private static String ev(String inf, String you2, String third, String thirdPl, boolean you, boolean plural,
        boolean would) {
      if (would) {
        return inf;
      }
      return you ? you2 : plural ? thirdPl : third;
    }

    /** An object's event verb after "Cuando": subjunctive ("gane", "abandone"); infinitive after "fuese a". */
    private String objectEventVerb(Event e, boolean plural, boolean self, boolean would) {
      if (e instanceof Event.Gains g) {
        String verb = would ? "ganar" : plural ? "ganen" : "gane";
        if (g.what() instanceof Step.Gainable.Counters c && g.orMore()) {
          return verb + " " + counters(c.count(), c.counter()) + " o más";
        }
        return verb + " " + gainItems(List.of(g.what()));
      }
      if (e instanceof Event.GoesTo g) {
        String v = would ? "ir" : plural ? "vayan" : "vaya";
        if (g.from().size() > 1) {
          List<String> names = new ArrayList<>();
          for (Zone z : g.from()) {
            names.add(de(zone(z)));
          }
          return v + " " + String.join(" o ", names) + " a " + zone(g.to());
        }
        if (g.from().size() == 1) {
          Zone from = g.from().get(0);
          return v + " a " + zone(g.to()) + " desde " + (from.kind() == ZoneKind.ANYWHERE ? "cualquier lugar"
              : zone(from));
        }
        return v + " a " + zone(g.to());
      }
      if (e instanceof Event.Leaves l) {
        return (would ? "abandonar" : plural ? "abandonen" : "abandone") + " " + place(l.place())
            + l.during().map(p -> " durante " + phaseThe(p)).orElse("");
      }
      if (e instanceof Event.Joins j) {
        List<String> places = new ArrayList<>();
        for (Place p : j.anyOf()) {
          places.add(joinPlace(p));
        }
        return (would ? "incorporarse" : plural ? "se incorporen" : "se incorpore") + " a "
            + String.join(" o a ", places);
      }
      if (e instanceof Event.Moves m) {
        if (m.dueToAscend()) {
          throw new IllegalArgumentException("no Spanish wording yet for 'moves forward due to Ascend' (4.2.4.k)");
        }
        boolean fwd = m.direction() == Direction.FORWARD;
        return (would ? (fwd ? "avanzar" : "retroceder") : fwd ? (plural ? "avancen" : "avance")
            : (plural ? "retrocedan" : "retroceda")) + m.dueTo().map(t -> " debido a " + terrain(t)).orElse("")
            + m.during().map(p -> " durante " + phaseThe(p)).orElse("");
      }
      if (e instanceof Event.FailsToMoveForward f) {
        return "no " + (plural ? "logren" : "logre") + " avanzar" + f.during().map(p -> " durante " + phaseThe(p))
            .orElse("");
      }
      if (e instanceof Event.ObjectKeyword k) {
        return keywordAction(k.action(), would ? Form.INFINITIVE : Form.SUBJUNCTIVE) + (k.again() ? " de nuevo" : "");
      }
      Event.Undergoes u = (Event.Undergoes) e;
      Agree ag = new Agree(false, plural);
      String be = would ? "ser" : self ? "sea" : plural ? "sean" : "sea";
      return be + " " + participle(u.action(), ag) + u.from().map(z -> " desde " + zone(z)).orElse("")
          + u.to().map(z -> (u.action() == ObjectAction.PUT ? " en " : " a ") + zone(z)).orElse("")
          + u.by().map(b -> " por " + obj(b, true, Case.OBJECT)).orElse("");
    }

    /** "una de tus expediciones" for your Expeditions; "tu zona de hitos" for Landmarks. */
    private String joinPlace(Place p) {
      if (p instanceof Place.InObject o && o.object() instanceof ObjectRef.Possessed ps && ps.nouns().plural()
          && ps.adjectives().isEmpty() && ps.filters().isEmpty() && ps.nouns().nouns().size() == 1
          && ps.nouns().nouns().get(0) instanceof Noun.Type t && t.type() == ObjectType.EXPEDITION) {
        return "una de " + possessor(ps.owner(), true) + " expediciones";
      }
      return place(p);
    }

    private String condition(Condition c) {
      return condition(c, false);
    }

    /** A condition; {@code subjunctive} after "a menos que". */
    private String condition(Condition c, boolean subjunctive) {
      if (c instanceof Condition.Several s) {
        List<String> parts = new ArrayList<>();
        for (Condition inner : s.conditions()) {
          parts.add(condition(inner, subjunctive));
        }
        String last = parts.remove(parts.size() - 1);
        return String.join(", ", parts) + (s.all() ? " y " : " o ") + last;
      }
      if (c instanceof Condition.Did d) {
        return switch (d.outcome()) {
          case DID -> "lo haces";
          case DID_NOT -> "no lo haces";
          case COULD_NOT -> "no puedes";
        };
      }
      if (c instanceof Condition.HasStatus h) {
        boolean exhausted = h.anyOf().size() == 1 && h.anyOf().get(0) == Status.EXHAUSTED;
        List<String> statuses = new ArrayList<>();
        for (Status st : h.anyOf()) {
          statuses.add(status(st));
        }
        String what = exhausted ? agree(h.subject()).a("agotado", "agotada") : orList(statuses);
        return beSubject(h.subject(), h.past(), h.negated(), subjunctive, !exhausted && !adjectiveStatuses(h.anyOf()))
            + what;
      }
      if (c instanceof Condition.IsIn i) {
        return beSubject(i.subject(), i.past(), i.negated(), subjunctive, false) + "en " + place(i.place());
      }
      if (c instanceof Condition.InTerrainWithBaseStat t) {
        return beSubject(t.subject(), false, false, subjunctive, false)
            + "en un terreno en el que su estadística base es " + t.value();
      }
      if (c instanceof Condition.IsA i) {
        return beWord(i.subject(), false, subjunctive, true) + obj(i.description(), false, Case.OBJECT);
      }
      if (c instanceof Condition.InPosition p) {
        List<String> positions = new ArrayList<>();
        for (Position pos : p.anyOf()) {
          positions.add(switch (pos) {
            case AHEAD -> (subjunctive ? "vaya" : "va") + " por delante";
            case BEHIND -> (subjunctive ? "vaya" : "va") + " por detrás";
            case TIED -> (subjunctive ? "esté" : "está") + " " + agree(p.subject()).a("empatado", "empatada");
          });
        }
        String subject = p.subject() instanceof ObjectRef.Self ? "" : obj(p.subject(), true, Case.SUBJECT) + " ";
        return subject + String.join(" o ", positions);
      }
      if (c instanceof Condition.ZoneEmpty z) {
        return capitalizeNot(zone(z.zone())) + (subjunctive ? " esté vacía" : " está vacía");
      }
      if (c instanceof Condition.Controls k) {
        return playerVerbWord(k.player(), "controlas", "controles", "controla", "controle", "controlan", subjunctive)
            + " " + counts(k.counts());
      }
      if (c instanceof Condition.Has h) {
        StringBuilder out = new StringBuilder(playerVerbWord(h.player(), "tienes", "tengas", "tiene", "tenga",
            "tienen", subjunctive)).append(" ").append(counts(h.counts()));
        h.in().ifPresent(z -> out.append(" en ").append(zone(z)));
        h.than().ifPresent(p -> out.append(" que ").append(playerSubject(p)));
        return out.toString();
      }
      if (c instanceof Condition.ThereAre t) {
        return (subjunctive ? "haya " : "hay ") + counts(t.counts());
      }
      if (c instanceof Condition.BaseStatistics b) {
        String count = "al menos " + quantity(b.count().count().get(), true) + " estadísticas básicas de " + b.value()
            + " entre " + obj(b.among(), true, Case.OBJECT);
        return b.thereAre() ? (subjunctive ? "haya " : "hay ") + count : (subjunctive ? "tengas " : "tienes ") + count;
      }
      if (c instanceof Condition.HasCounters h) {
        boolean self = h.subject() instanceof ObjectRef.Self;
        String subject = self ? "" : obj(h.subject(), true, Case.SUBJECT) + " ";
        String have = self ? (subjunctive ? "tenga" : "tengo") : plural(h.subject()) ? (subjunctive ? "tengan"
            : "tienen") : (subjunctive ? "tenga" : "tiene");
        return subject + have + " " + counterCount(h.range(), h.count(), h.counter());
      }
      if (c instanceof Condition.Compare k) {
        return compare(k, subjunctive);
      }
      if (c instanceof Condition.FirstPlayer f) {
        String who = f.player().kind() == PlayerRef.Kind.YOU ? "" : playerSubject(f.player()) + " ";
        String be = f.player().kind() == PlayerRef.Kind.YOU ? (subjunctive ? "seas" : "eres")
            : (subjunctive ? "sea" : "es");
        return who + (f.negated() ? "no " : "") + be + " el primer jugador";
      }
      if (c instanceof Condition.DidThisWay d) {
        String verb = switch (d.verb()) {
          case DISCARDED -> "descartaste";
          case PUT -> "colocas";
          case PLAYED -> "jugaste";
          case SACRIFICED -> "sacrificaste";
          case EXHAUSTED -> "agotaste";
          case REVEALED -> "revelaste";
          case DREW -> "robaste";
        };
        String who = d.player().kind() == PlayerRef.Kind.YOU ? "" : playerSubject(d.player()) + " ";
        return who + verb + " " + obj(d.objects(), true, Case.OBJECT) + " de esta manera";
      }
      if (c instanceof Condition.During d) {
        return timing(d);
      }
      Condition.PlaysFrom p = (Condition.PlaysFrom) c;
      String who = p.player().kind() == PlayerRef.Kind.YOU ? "" : playerSubject(p.player()) + " ";
      return who + "lo " + (p.player().kind() == PlayerRef.Kind.YOU ? "juegas" : "juega") + " desde " + zone(p.zone());
    }

    private static boolean adjectiveStatuses(List<Status> statuses) {
      return statuses.stream().allMatch(s -> s == Status.BOOSTED || s == Status.EXHAUSTED);
    }

    /** "tu mano" as the subject of "está vacía". */
    private static String capitalizeNot(String s) {
      return s;
    }

    /** The verb of a player's condition: "controlas", "un oponente controla", "controles" (subjunctive). */
    private String playerVerbWord(PlayerRef p, String you, String youSubj, String third, String thirdSubj,
        String thirdPl, boolean subjunctive) {
      if (p.kind() == PlayerRef.Kind.YOU) {
        return subjunctive ? youSubj : you;
      }
      return playerSubject(p) + " " + (subjunctive ? thirdSubj : thirdPlural(p) ? thirdPl : third);
    }

    /**
     * "estoy ", "si no estaba ", "tiene " (a status held: "si tiene [[Sueño]]"): the subject (left out for "I" and
     * "it") and the verb.
     */
    private String beSubject(ObjectRef subject, boolean past, boolean negated, boolean subjunctive, boolean have) {
      boolean self = subject instanceof ObjectRef.Self;
      boolean plural = plural(subject);
      String who = "";
      if (!self && !(subject instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget() && !p.all())) {
        who = obj(subject, true, Case.SUBJECT) + " ";
      }
      String verb;
      if (have) {
        verb = past ? (plural ? "tenían" : "tenía") : subjunctive ? (plural ? "tengan" : "tenga")
            : self ? "tengo" : plural ? "tienen" : "tiene";
      } else {
        verb = past ? (plural ? "estaban" : "estaba") : subjunctive ? (plural ? "estén" : "esté")
            : self ? "estoy" : plural ? "están" : "está";
      }
      return who + (negated ? "no " : "") + verb + " ";
    }

    /** "es ", "soy ", "sea ": being something (a Permanent). */
    private String beWord(ObjectRef subject, boolean past, boolean subjunctive, boolean kind) {
      boolean self = subject instanceof ObjectRef.Self;
      boolean plural = plural(subject);
      String who = "";
      if (!self && !(subject instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget() && !p.all())) {
        who = obj(subject, true, Case.SUBJECT) + " ";
      }
      String verb = past ? (plural ? "eran" : "era") : subjunctive ? (plural ? "sean" : "sea")
          : self ? "soy" : plural ? "son" : "es";
      return who + verb + " ";
    }

    private String counts(List<Condition.Count> counts) {
      List<String> out = new ArrayList<>();
      for (Condition.Count c : counts) {
        out.add(count(c));
      }
      if (out.size() == 1) {
        return out.get(0);
      }
      String last = out.remove(out.size() - 1);
      return String.join(", ", out) + " y " + last;
    }

    /** "dos hitos o más", "menos de siete orbes de maná", "un solo personaje", "ningún personaje". */
    private String count(Condition.Count c) {
      Optional<Quantity> n = c.count();
      ObjectRef objects = c.objects();
      return switch (c.range()) {
        case SOME -> obj(objects, true, Case.OBJECT);
        case AT_LEAST -> countedWith(n.get(), objects) + " o más";
        case AT_MOST -> countedWith(n.get(), objects) + " o menos";
        case LESS_THAN -> "menos de " + quantity(n.get(), true) + " " + obj(objects, true, Case.OBJECT);
        case MORE_THAN -> "más de " + quantity(n.get(), true) + " " + obj(objects, true, Case.OBJECT);
        case EXACTLY -> countedWith(n.get(), objects).replaceFirst("^(un|una) ", "$1 solo ")
            .replaceFirst("^una solo ", "una sola ");
        case NONE -> noneOf(objects);
        case FEWER -> "menos " + obj(objects, true, Case.OBJECT);
        case MORE -> "más " + obj(objects, true, Case.OBJECT);
      };
    }

    /** "dos hitos", "otros dos personajes [[potenciados]]", "un hito": a number with a bare plural phrase. */
    private String countedWith(Quantity n, ObjectRef objects) {
      if (objects instanceof ObjectRef.Phrase ph && ph.quantifier().kind() == Quantifier.Kind.BARE) {
        boolean one = isOne(n);
        ObjectRef.Phrase counted = new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.COUNT, Optional.of(n), false,
            ph.quantifier().span()), ph.adjectives(), new NounGroup(ph.nouns().nouns(), !one, ph.nouns().span()),
            ph.filters(), ph.span());
        return obj(counted, true, Case.OBJECT);
      }
      return quantity(n, true) + " " + obj(objects, true, Case.OBJECT);
    }

    private String noneOf(ObjectRef objects) {
      if (objects instanceof ObjectRef.Phrase ph && ph.quantifier().kind() == Quantifier.Kind.BARE) {
        ObjectRef.Phrase single = new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(),
            new NounGroup(ph.nouns().nouns(), false, ph.nouns().span()), ph.filters(), ph.span());
        Agree ag = agreeNouns(single.nouns());
        return (ag.feminine ? "ninguna " : "ningún ") + obj(single, true, Case.OBJECT);
      }
      return "ningún " + obj(objects, true, Case.OBJECT);
    }

    private String compare(Condition.Compare k, boolean subjunctive) {
      String left = value(k.left(), true);
      String be = k.past() ? "era" : subjunctive ? "sea" : "es";
      Value right = k.right();
      if (k.left() instanceof Value.Result r && !r.x() && right instanceof Value.Number n && !n.mana()
          && k.comparison() == Comparison.AT_LEAST && !k.past()) {
        return "el resultado es " + quantity(n.quantity(), false) + "+";
      }
      if (right instanceof Value.Number n && (k.comparison() == Comparison.AT_LEAST
          || k.comparison() == Comparison.AT_MOST)) {
        return left + " " + be + " de " + value(right, false) + (k.comparison() == Comparison.AT_LEAST ? " o más"
            : " o menos");
      }
      return left + " " + be + " " + comparator(k.comparison()) + " " + value(right, false);
    }

    private static String comparator(Comparison cmp) {
      return switch (cmp) {
        case EQUAL -> "igual a";
        case GREATER -> "mayor que";
        case LESS -> "menor que";
        case LESS_OR_EQUAL -> "igual o inferior a";
        case GREATER_OR_EQUAL -> "superior o igual a";
        case AT_LEAST, AT_MOST -> throw new IllegalArgumentException("not a relation: " + cmp);
      };
    }

    private String value(Value v, boolean subject) {
      if (v instanceof Value.Number n) {
        return n.mana() ? mana(n.quantity()) : quantity(n.quantity(), false);
      }
      if (v instanceof Value.StatOf s) {
        if (s.object() instanceof ObjectRef.Self) {
          return "mi " + statName(s.stat());
        }
        if (s.object() instanceof ObjectRef.Pronoun p && !p.plural() && p.restated().isEmpty() && !p.theTarget()) {
          if (s.stat() == Stat.RESULT) {
            return "el resultado de la tirada";
          }
          return "su " + statName(s.stat());
        }
        return "el " + statName(s.stat()) + " " + de(obj(s.object(), false, Case.OBJECT));
      }
      if (v instanceof Value.CountersOf c) {
        return possessor(c.owner(), false) + " número de " + counterNoun(c.counter(), true);
      }
      return ((Value.Result) v).x() ? "X" : "el resultado";
    }

    private static String statName(Stat s) {
      return switch (s) {
        case HAND_COST -> "coste desde la mano";
        case RESERVE_COST -> "coste desde la reserva";
        case BASE_STATISTIC -> "estadística base";
        case BASE_COST -> "coste base";
        case FOREST -> "{V}";
        case MOUNTAIN -> "{M}";
        case WATER -> "{O}";
        case RESULT -> "resultado";
        case HIGHEST_STATISTIC -> "estadística más alta";
      };
    }

    // =================================================================================================================
    // Objects, players, zones
    // =================================================================================================================

    /** Where a phrase stands: the subject of a verb, or its object ("a" before a person is not written). */
    private enum Case { SUBJECT, OBJECT }

    private String obj(ObjectRef ref, boolean candidate, Case role) {
      String out = objText(ref, role);
      if (candidate && !(ref instanceof ObjectRef.Pronoun || ref instanceof ObjectRef.Self
          || ref instanceof ObjectRef.SelfAnd || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These
          || ref instanceof ObjectRef.OneOfThem)) {
        candidates++;
      }
      return out;
    }

    private String objText(ObjectRef ref, Case role) {
      if (ref instanceof ObjectRef.Self) {
        return role == Case.SUBJECT ? "yo" : "mí";
      }
      if (ref instanceof ObjectRef.SelfAnd) {
        return "ambos";
      }
      if (ref instanceof ObjectRef.Pronoun p) {
        if (p.theTarget()) {
          return "el objetivo";
        }
        if (p.restated().isPresent()) {
          Agree ag = agreeNouns(p.restated().get());
          return (ag.plural ? (ag.feminine ? "esas " : "esos ") : ag.feminine ? "esa " : "ese ")
              + nounGroup(p.restated().get());
        }
        return p.plural() ? "ellos" : "este";
      }
      if (ref instanceof ObjectRef.Phrase ph) {
        return phrase(ph);
      }
      if (ref instanceof ObjectRef.Possessed p) {
        if (p.owner() instanceof Possessor.OfPlayer op && op.player().kind() != PlayerRef.Kind.YOU
            && op.player().kind() != PlayerRef.Kind.THEY) {
          Agree ag = agreeNouns(p.nouns());
          return ag.the() + " " + nounGroup(p.nouns()) + adjectivesAfter(p.adjectives(), ag, 0) + " "
              + de(playerSubject(op.player())) + filters(p.filters(), ag);
        }
        Agree ag = agreeNouns(p.nouns());
        String other = p.adjectives().stream().anyMatch(a -> a instanceof Adjective.Other) ? ag.a("otro", "otra") + " "
            : "";
        List<Adjective> rest = p.adjectives().stream().filter(a -> !(a instanceof Adjective.Other)).toList();
        return possessor(p.owner(), p.nouns().plural()) + " " + other + possessedNouns(p.nouns())
            + adjectivesAfter(rest, ag, 0) + filters(p.filters(), ag);
      }
      if (ref instanceof ObjectRef.OfPossessed o) {
        Agree ag = agreeNouns(o.nouns());
        String which = switch (o.which()) {
          case COUNT -> ag.feminine ? "una" : "uno";
          case EACH -> "cada " + (ag.feminine ? "una" : "uno");
          default -> ag.feminine ? "todas" : "todos";
        };
        return which + " de " + possessor(o.owner(), true) + " " + nounGroupPlural(o.nouns())
            + adjectivesAfter(o.adjectives(), new Agree(ag.feminine, true), 0) + filters(o.filters(), ag);
      }
      if (ref instanceof ObjectRef.TopOf t) {
        boolean one = t.count().isEmpty() || isOne(t.count().get());
        return one ? "la primera carta " + de(zone(t.zone()))
            : "las " + quantity(t.count().get(), true) + " primeras cartas " + de(zone(t.zone()));
      }
      if (ref instanceof ObjectRef.ZoneContents z) {
        return possessivePlayer(z.zone().owner().orElse(PlayerRef.you()), false) + " " + zoneName(z.zone().kind());
      }
      if (ref instanceof ObjectRef.Rest) {
        return "las otras cartas";
      }
      if (ref instanceof ObjectRef.These) {
        return "estas cartas";
      }
      if (ref instanceof ObjectRef.OneOfThem) {
        return "una";
      }
      if (ref instanceof ObjectRef.Targets t) {
        String n = quantity(t.quantifier().count().get(), true);
        return (t.quantifier().kind() == Quantifier.Kind.UP_TO ? "hasta " : "") + n + " objetivos, "
            + nounGroupPlural(t.nouns());
      }
      ObjectRef.Several s = (ObjectRef.Several) ref;
      List<String> items = new ArrayList<>();
      for (ObjectRef item : s.items()) {
        items.add(obj(item, false, role));
      }
      String last = items.remove(items.size() - 1);
      return String.join(", ", items) + (s.any() ? " o " : " y ") + last;
    }

    /** "mi expedición", "tus expediciones", "tu héroe y tu compañero". */
    private String possessedNouns(NounGroup g) {
      return nounGroup(g);
    }

    private String phrase(ObjectRef.Phrase ph) {
      Quantifier q = ph.quantifier();
      Agree ag = agreeNouns(ph.nouns());
      boolean other = ph.adjectives().stream().anyMatch(a -> a instanceof Adjective.Other);
      List<Adjective> rest = ph.adjectives().stream().filter(a -> !(a instanceof Adjective.Other)).toList();
      String nouns = nounGroup(ph.nouns());
      if (ph.adjectives().stream().anyMatch(a -> a instanceof Adjective.Token) && ph.nouns().nouns().size() == 1
          && ph.nouns().nouns().get(0) instanceof Noun.Type t && t.type() == ObjectType.CHARACTER) {
        // "una ficha de personaje": a token Character.
        ag = new Agree(true, ph.nouns().plural());
        nouns = (ph.nouns().plural() ? "fichas" : "ficha") + " de personaje";
      }
      String target = q.target() ? (ph.nouns().plural() ? " objetivo" : " objetivo") : "";
      String after = target + adjectivesAfter(rest, ag, 0) + filters(ph.filters(), ag);
      String otherWord = other ? ag.a("otro", "otra") + " " : "";
      return switch (q.kind()) {
        case BARE -> ph.nouns().plural() && !other ? ag.the() + " " + nouns + after : otherWord + nouns + after;
        case COUNT -> {
          boolean one = q.count().isPresent() && isOne(q.count().get());
          if (one) {
            yield (other ? ag.a("otro", "otra") : ag.one()) + " " + nouns + after;
          }
          yield otherWord + quantity(q.count().get(), true) + " " + nouns + after;
        }
        case UP_TO -> "hasta " + quantityAgree(q.count().get(), ag) + " " + otherWord + nouns + after;
        case ANY_NUMBER -> "cualquier número de " + otherWord + nouns + after;
        case ANY -> "cualquier " + nouns + after;
        case ALL -> ag.a("todo", "toda") + " " + ag.the() + " " + otherWord + nouns + after;
        case EACH -> "cada " + otherWord + nouns + after;
        case YET_ANOTHER -> ag.one() + " " + ag.a("tercer", "tercera").replace("tercers", "terceros") + " " + nouns
            + after;
        case THE -> ag.the() + " " + otherWord + nouns + after;
        case NEXT -> ag.the() + " siguiente " + nouns + after;
        case ORDINAL -> ag.the() + " " + ordinal(q.count().get(), ag.feminine) + " " + nouns + after;
        case ONE_OR_MORE -> (ag.feminine ? "una" : "uno") + " o más " + otherWord + nouns + after;
      };
    }

    /** Adjectives after the noun: " agotada", " con [[Fugacidad]]", " que no sea ficha". */
    private String adjectivesAfter(List<Adjective> adjectives, Agree ag, int skip) {
      StringBuilder out = new StringBuilder();
      for (int i = skip; i < adjectives.size(); i++) {
        Adjective a = adjectives.get(i);
        if (a instanceof Adjective.WithStatus w) {
          out.append(" ").append(statusAdjective(w.anyOf(), ag));
        } else if (a instanceof Adjective.Ready) {
          out.append(" ").append(ag.a("preparado", "preparada"));
        } else if (a instanceof Adjective.Other) {
          out.append(" ").append(ag.a("otro", "otra"));
        } else if (a instanceof Adjective.Token) {
          out.append("");
        } else if (a instanceof Adjective.Non n) {
          out.append(ag.plural ? " que no sean " : " que no sea ").append(n.noun() instanceof Noun.Subtype st
              ? subtypeName(st.id(), false) : "ficha");
        } else if (a instanceof Adjective.ExpeditionKind k) {
          out.append(k.companion() ? " del compañero" : " del héroe");
        } else {
          out.append(" con [").append(keywordName(((Adjective.WithKeyword) a).keyword())).append("]");
        }
      }
      return out.toString();
    }

    /** "agotado", "[[potenciado]]", "con [[Fugacidad]]", "[[potenciado]] o con [[Fugacidad]]". */
    private String statusAdjective(List<Status> statuses, Agree ag) {
      if (statuses.size() == 1 && statuses.get(0) == Status.EXHAUSTED) {
        return ag.a("agotado", "agotada");
      }
      List<String> adjectives = new ArrayList<>();
      List<String> nouns = new ArrayList<>();
      for (Status s : statuses) {
        if (s == Status.BOOSTED) {
          adjectives.add("[[" + ag.a("potenciado", "potenciada") + "]]");
        } else {
          nouns.add(status(s));
        }
      }
      if (nouns.isEmpty()) {
        return orList(adjectives);
      }
      if (statuses.get(0) != Status.BOOSTED) {
        // "con [[Fugacidad]] o [[potenciado]]": the statuses in their order.
        List<String> all = new ArrayList<>();
        for (Status s : statuses) {
          all.add(s == Status.BOOSTED ? "[[" + ag.a("potenciado", "potenciada") + "]]" : status(s));
        }
        return "con " + orList(all);
      }
      String with = "con " + orList(nouns);
      return adjectives.isEmpty() ? with : String.join(", ", adjectives) + " o " + with;
    }

    private String nounGroup(NounGroup g) {
      List<String> nouns = new ArrayList<>();
      for (Noun n : g.nouns()) {
        nouns.add(noun(n, g.plural()));
      }
      return String.join(" o ", nouns);
    }

    private String nounGroupPlural(NounGroup g) {
      return nounGroup(new NounGroup(g.nouns(), true, g.span()));
    }

    private static String noun(Noun n, boolean plural) {
      if (n instanceof Noun.Subtype st) {
        if (st.id().equals("COMPANION")) {
          return plural ? "compañeros" : "compañero";
        }
        return subtypeName(st.id(), plural);
      }
      if (n instanceof Noun.Player p) {
        return p.opponent() ? (plural ? "oponentes" : "oponente") : (plural ? "jugadores" : "jugador");
      }
      ObjectType t = ((Noun.Type) n).type();
      return switch (t) {
        case CHARACTER -> plural ? "personajes" : "personaje";
        case PERMANENT -> plural ? "permanentes" : "permanente";
        case EXPEDITION_PERMANENT -> plural ? "permanentes de expedición" : "permanente de expedición";
        case LANDMARK_PERMANENT -> plural ? "permanentes de hito" : "permanente de hito";
        case SPELL -> plural ? "hechizos" : "hechizo";
        case CARD -> plural ? "cartas" : "carta";
        case TOKEN -> plural ? "fichas" : "ficha";
        case LANDMARK -> plural ? "hitos" : "hito";
        case MANA_ORB -> plural ? "orbes de maná" : "orbe de maná";
        case EXPEDITION -> plural ? "expediciones" : "expedición";
        case HERO -> plural ? "héroes" : "héroe";
        case REGION -> plural ? "regiones" : "región";
      };
    }

    private static String subtypeName(String id, boolean plural) {
      return SpanishLexicon.INSTANCE.subtypeName(id, plural)
          .orElse(id.toLowerCase(Locale.ROOT) + (plural ? "s" : ""));
    }

    /** Gender and number of a noun group (its first noun's gender, the group's number). */
    private static Agree agreeNouns(NounGroup g) {
      Noun first = g.nouns().isEmpty() ? null : g.nouns().get(0);
      return new Agree(first != null && feminine(first), g.plural());
    }

    private static boolean feminine(Noun n) {
      if (n instanceof Noun.Type t) {
        return switch (t.type()) {
          case CARD, TOKEN, EXPEDITION, REGION -> true;
          default -> false;
        };
      }
      if (n instanceof Noun.Subtype st) {
        return FEMININE_SUBTYPES.contains(st.id());
      }
      return false;
    }

    private static final java.util.Set<String> FEMININE_SUBTYPES = java.util.Set.of("PLANT", "FAIRY", "CONSTRUCTION",
        "BOON", "DISRUPTION", "MANEUVER", "SONG", "ILLUSION", "DEITY");

    private static Agree agree(ObjectRef ref) {
      if (ref instanceof ObjectRef.Phrase ph) {
        return agreeNouns(ph.nouns());
      }
      if (ref instanceof ObjectRef.Possessed p) {
        return agreeNouns(p.nouns());
      }
      if (ref instanceof ObjectRef.Pronoun p) {
        return new Agree(false, p.plural());
      }
      return new Agree(false, plural(ref));
    }

    private String filters(List<Filter> filters, Agree ag) {
      StringBuilder out = new StringBuilder();
      for (Filter f : filters) {
        out.append(" ").append(filter(f, ag));
      }
      return out.toString();
    }

    private String filter(Filter f, Agree ag) {
      if (f instanceof Filter.ControlledBy c) {
        return switch (c.player().kind()) {
          case YOU -> "que controlas";
          case THEY -> "que controle";
          case TARGET_PLAYER, EACH_PLAYER -> ag.a("controlado", "controlada") + " por " + playerSubject(c.player());
          default -> "que " + (thirdPlural(c.player()) ? "controlan " : "controla ") + playerSubject(c.player());
        };
      }
      if (f instanceof Filter.OwnedBy o) {
        return o.player().kind() == PlayerRef.Kind.YOU ? "que posees" : "que posee " + playerSubject(o.player());
      }
      if (f instanceof Filter.PlayedBy p) {
        String who = switch (p.player().kind()) {
          case YOU -> "que juegues";
          case THEY -> "que juegue";
          default -> "que " + (thirdPlural(p.player()) ? "jueguen " : "juegue ") + playerSubject(p.player());
        };
        return who + p.from().map(z -> " desde " + zone(z)).orElse("") + p.in().map(t -> " en " + terrain(t))
            .orElse("") + p.during().map(d -> " " + duration(d)).orElse("");
      }
      if (f instanceof Filter.PlayedFrom p) {
        return ag.a("jugado", "jugada") + " desde " + zone(p.zone());
      }
      if (f instanceof Filter.In in) {
        List<String> places = new ArrayList<>();
        for (Place p : in.places()) {
          places.add("en " + place(p));
        }
        return String.join(in.all() ? " y " : " o ", places);
      }
      if (f instanceof Filter.From from) {
        if (from.place() instanceof Place.InZone z) {
          return "desde " + zone(z.zone());
        }
        if (from.place() instanceof Place.InObject o && (o.object() instanceof ObjectRef.These
            || o.object() instanceof ObjectRef.Rest)) {
          return "entre " + place(from.place());
        }
        return "desde " + place(from.place());
      }
      if (f instanceof Filter.StatIs s) {
        if (s.stat() == Stat.BASE_STATISTIC && s.comparison() == Comparison.EQUAL) {
          return "con una estadística básica de " + value(s.value(), false);
        }
        return "con " + statName(s.stat()) + " " + statComparison(s.comparison(), s.value());
      }
      if (f instanceof Filter.NoStatOver n) {
        return "sin estadísticas por encima de " + n.value();
      }
      if (f instanceof Filter.Total t) {
        String cmp = t.comparison() == Comparison.AT_LEAST ? " o más" : " o menos";
        String v = t.stat() == Stat.HAND_COST || t.stat() == Stat.RESERVE_COST ? mana(t.value())
            : quantity(t.value(), false);
        return "con " + statName(t.stat()) + " total de " + v + cmp;
      }
      if (f instanceof Filter.CounterCount cc) {
        return "con " + counterCount(cc.range(), cc.count(), cc.counter());
      }
      if (f instanceof Filter.WithCounters) {
        return ag.plural ? "que tengan contadores" : "que tenga contadores";
      }
      if (f instanceof Filter.WithNo w) {
        return "sin " + nounGroupPlural(w.nouns());
      }
      if (f instanceof Filter.Facing fa) {
        return ag.a("enfrentado", "enfrentada") + " a " + obj(fa.object(), false, Case.OBJECT);
      }
      if (f instanceof Filter.InPosition p) {
        List<String> positions = new ArrayList<>();
        for (Position pos : p.anyOf()) {
          positions.add(switch (pos) {
            case AHEAD -> (positions.isEmpty() ? "" : "") + "vaya por delante";
            case BEHIND -> "vaya por detrás";
            case TIED -> "esté " + ag.a("empatado", "empatada");
          });
        }
        return "que " + String.join(" o ", positions);
      }
      if (f instanceof Filter.EachPhase e) {
        return "cada " + phase(e.phase());
      }
      if (f instanceof Filter.Between b) {
        return "que hay entre " + obj(b.objects(), false, Case.OBJECT);
      }
      if (!(f instanceof Filter.Either e)) {
        throw new IllegalArgumentException("no Spanish wording yet for filter " + f.getClass().getSimpleName());
      }
      List<String> parts = new ArrayList<>();
      for (Filter inner : e.filters()) {
        String s = filter(inner, ag);
        if (inner instanceof Filter.In && !parts.isEmpty()) {
          s = (ag.plural ? "que estén " : "que esté ") + s;
        }
        parts.add(s);
      }
      return String.join(e.all() ? " y " : " o ", parts);
    }

    private String statComparison(Comparison cmp, Value v) {
      return switch (cmp) {
        case AT_LEAST -> "de " + value(v, false) + " o más";
        case AT_MOST -> "de " + value(v, false) + " o menos";
        default -> comparator(cmp) + " " + value(v, false);
      };
    }

    private String place(Place p) {
      if (p instanceof Place.InPlay) {
        return "juego";
      }
      if (p instanceof Place.InZone z) {
        return zone(z.zone());
      }
      if (p instanceof Place.InTerrain t) {
        return terrain(t.terrain());
      }
      if (p instanceof Place.Anywhere) {
        return "cualquier lugar";
      }
      return obj(((Place.InObject) p).object(), false, Case.OBJECT);
    }

    private String zone(Zone z) {
      if (z.owner().isPresent()) {
        PlayerRef owner = z.owner().get();
        return switch (owner.kind()) {
          case YOU -> "tu " + zoneName(z.kind());
          case THEY -> "su " + zoneName(z.kind());
          case OWNER -> "la " + zoneName(z.kind()) + " de " + ownerOf(owner) + " propietario";
          case CONTROLLER -> "la " + zoneName(z.kind()) + " de " + ownerOf(owner) + " controlador";
          default -> theZone(z.kind()) + " " + de(playerSubject(owner));
        };
      }
      return switch (z.kind()) {
        case PLAY -> "juego";
        case ANYWHERE -> "cualquier lugar";
        default -> theZone(z.kind());
      };
    }

    private static String theZone(ZoneKind kind) {
      return (kind == ZoneKind.HAND || kind == ZoneKind.RESERVE || kind == ZoneKind.DISCARD_PILE
          || kind == ZoneKind.MANA_ZONE || kind == ZoneKind.EXPEDITION_ZONE || kind == ZoneKind.LANDMARK_ZONE
          || kind == ZoneKind.HERO_ZONE ? "la " : "el ") + zoneName(kind);
    }

    private static String zoneName(ZoneKind kind) {
      return switch (kind) {
        case RESERVE -> "reserva";
        case HAND -> "mano";
        case DECK -> "mazo";
        case DISCARD_PILE -> "pila de descartes";
        case MANA_ZONE -> "zona de maná";
        case EXPEDITION_ZONE -> "zona de expedición";
        case LANDMARK_ZONE -> "zona de hitos";
        case HERO_ZONE -> "zona de héroe";
        case PLAY -> "juego";
        case ANYWHERE -> "cualquier lugar";
      };
    }

    /** "mi", "tu", "su", "mis", "tus", "sus". */
    private String possessor(Possessor p, boolean plural) {
      String s = plural ? "s" : "";
      if (p instanceof Possessor.OfObject o) {
        if (o.object() instanceof ObjectRef.Self) {
          return "mi" + s;
        }
        return "su" + s;
      }
      PlayerRef player = ((Possessor.OfPlayer) p).player();
      return possessivePlayer(player, plural);
    }

    private String possessivePlayer(PlayerRef p, boolean plural) {
      String s = plural ? "s" : "";
      return switch (p.kind()) {
        case YOU -> "tu" + s;
        default -> "su" + s;
      };
    }

    /** A player as the subject of a verb. */
    private String playerSubject(PlayerRef p) {
      return switch (p.kind()) {
        case YOU -> "tú";
        case AN_OPPONENT -> "un oponente";
        case TARGET_OPPONENT -> "un oponente objetivo";
        case THAT_OPPONENT -> "ese oponente";
        case YOUR_OPPONENT -> "tu oponente";
        case OPPONENTS -> "tus oponentes";
        case EACH_PLAYER -> "cada jugador";
        case EACH_PLAYER_STARTING_WITH_YOU -> "empezando por ti, cada jugador";
        case TARGET_PLAYER -> "el jugador objetivo";
        case THEY -> "él";
        case OWNER -> ownerOf(p) + " propietario";
        case CONTROLLER -> ownerOf(p) + " controlador";
      };
    }

    private static String ownerOf(PlayerRef p) {
      return p.of().orElseThrow() instanceof ObjectRef.Self ? "mi" : "su";
    }

    private static boolean thirdPlural(PlayerRef p) {
      return p.kind() == PlayerRef.Kind.OPPONENTS;
    }

    private static String be(ObjectRef subject) {
      if (subject instanceof ObjectRef.Self) {
        return "soy";
      }
      return plural(subject) ? "son" : "es";
    }

    // =================================================================================================================
    // Words and numbers
    // =================================================================================================================

    private String quantity(Quantity q, boolean words) {
      if (q instanceof Quantity.Literal l) {
        return words ? numberWord(l.value()) : String.valueOf(l.value());
      }
      if (q instanceof Quantity.X x) {
        return x.plus() == 0 ? "X" : "X+" + x.plus();
      }
      if (q instanceof Quantity.Sum s) {
        return quantity(s.left(), false) + "+" + quantity(s.right(), false);
      }
      if (q instanceof Quantity.NumberOf n) {
        return "el número " + de(obj(n.objects(), false, Case.OBJECT));
      }
      if (q instanceof Quantity.CountersOn c) {
        return possessor(c.owner(), false) + " número de " + counterNoun(c.counter(), true);
      }
      if (q instanceof Quantity.DieResult d) {
        return d.fin() ? "el resultado final" : "el resultado";
      }
      if (q instanceof Quantity.ThatMany) {
        return "esa misma cantidad";
      }
      if (q instanceof Quantity.RemovedThisWay r) {
        return "el número de " + counterNoun(r.counter(), true) + " retirados de esta manera";
      }
      Quantity.StatOf st = (Quantity.StatOf) q;
      return possessor(st.of(), false) + " " + statName(st.stat());
    }

    private String quantityAgree(Quantity q, Agree ag) {
      if (isOne(q)) {
        return ag.one();
      }
      return quantity(q, true);
    }

    private static String numberWord(int n) {
      return switch (n) {
        case 1 -> "un";
        case 2 -> "dos";
        case 3 -> "tres";
        case 4 -> "cuatro";
        case 5 -> "cinco";
        case 6 -> "seis";
        case 7 -> "siete";
        case 8 -> "ocho";
        case 9 -> "nueve";
        case 10 -> "diez";
        default -> String.valueOf(n);
      };
    }

    private String countNoun(Quantity q, String one, String plural) {
      if (isOne(q)) {
        return one;
      }
      return quantity(q, true) + " " + plural;
    }

    private String counters(Quantity q, Counter counter) {
      if (q instanceof Quantity.NumberOf || q instanceof Quantity.CountersOn || q instanceof Quantity.StatOf
          || q instanceof Quantity.DieResult || q instanceof Quantity.RemovedThisWay) {
        return "un número de " + counterNoun(counter, true) + " igual " + toThe(quantity(q, false));
      }
      return quantity(q, false) + " " + counterNoun(counter, !isOne(q));
    }

    private String counterCount(Condition.Count.Range range, Quantity count, Counter counter) {
      String n = quantity(count, false);
      String nouns = counterNoun(counter, !isOne(count));
      return switch (range) {
        case AT_LEAST -> n + " " + nouns + " o más";
        case AT_MOST -> n + " " + nouns + " o menos";
        case LESS_THAN -> "menos de " + n + " " + counterNoun(counter, true);
        case MORE_THAN -> "más de " + n + " " + counterNoun(counter, true);
        default -> n + " " + nouns;
      };
    }

    private static String counterNoun(Counter counter, boolean plural) {
      if (counter.equals(Counter.BOOST)) {
        return plural ? "potenciadores" : "potenciador";
      }
      String noun = plural ? "contadores" : "contador";
      if (counter.equals(Counter.ANY)) {
        return noun;
      }
      String name = SpanishLexicon.INSTANCE.counterName(counter.id())
          .orElse(counter.id().toLowerCase(Locale.ROOT).replace('_', ' '));
      return noun + " de " + name;
    }

    private String mana(Quantity q) {
      if (q instanceof Quantity.Literal l) {
        return "{" + l.value() + "}";
      }
      if (q instanceof Quantity.X x && x.plus() == 0) {
        return "{X}";
      }
      if (q instanceof Quantity.Sum s) {
        return mana(s.left()) + "+" + mana(s.right());
      }
      throw new IllegalArgumentException("not a mana amount: " + q);
    }

    private String plainNumber(Quantity q) {
      if (q instanceof Quantity.X x && x.plus() == 0) {
        return "X";
      }
      return quantity(q, false);
    }

    private static String ordinal(Quantity q, boolean feminine) {
      int n = ((Quantity.Literal) q).value();
      String m = switch (n) {
        case 1 -> "primer";
        case 2 -> "segundo";
        case 3 -> "tercer";
        case 4 -> "cuarto";
        case 5 -> "quinto";
        default -> throw new IllegalArgumentException("no Spanish ordinal for " + n);
      };
      if (feminine) {
        return m.endsWith("r") ? m + "a" : m.substring(0, m.length() - 1) + "a";
      }
      return m;
    }

    private static final Map<Status, String> STATUS = Map.of(
        Status.ANCHORED, "Anclaje",
        Status.ASCENDED, "Ascendido",
        Status.ASLEEP, "Sueño",
        Status.BOOSTED, "potenciado",
        Status.EXHAUSTED, "Agotado",
        Status.FLEETING, "Fugacidad");

    private static String status(Status s) {
      return "[[" + STATUS.get(s) + "]]";
    }

    private static String keywordName(KeywordAbilityId id) {
      return switch (id) {
        case COOLDOWN -> "Recuperación";
        case DEFENDER -> "Defensor";
        case ETERNAL -> "Eterno";
        case GIGANTIC -> "Gigante";
        case SCOUT -> "Explorar";
        case SEASONED -> "Avezado";
        case TOUGH -> "Resistencia";
      };
    }

    /** "[Reabastece]", "[reabastecer]", "[reabastezca]". */
    private static String keywordAction(KeywordAction a, Form form) {
      String[] forms = switch (a) {
        case AFTER_YOU -> new String[] {"Después de ti", "Después de ti", "Después de ti"};
        case ASCEND -> new String[] {"Asciende", "ascender", "ascienda"};
        case AUGMENT -> new String[] {"Aumenta", "Aumentar", "aumente"};
        case DEFECT -> new String[] {"Deserta", "desertar", "deserte"};
        case EXHAUSTED_RESUPPLY -> new String[] {"Reabastece y agota", "reabastecer y agotar", "reabastezca y agote"};
        case RESUPPLY -> new String[] {"Reabastece", "reabastecer", "reabastezca"};
        case RUSH -> new String[] {"Acomete", "acometer", "acometa"};
        case SABOTAGE -> new String[] {"Sabotea", "sabotear", "sabotee"};
      };
      String w = switch (form) {
        case IMPERATIVE, THIRD, THIRD_PLURAL -> forms[0];
        case INFINITIVE -> forms[1];
        case SUBJUNCTIVE -> forms[2];
      };
      if (form == Form.THIRD_PLURAL && a != KeywordAction.AFTER_YOU) {
        w = w.replace("Reabastece y agota", "reabastecen y agotan").replace("Reabastece", "reabastecen");
      }
      return "[" + w + "]";
    }

    private static String symbol(TriggerSymbol s, boolean upper) {
      String letter = switch (s) {
        case JOIN -> "j";
        case HAND -> "h";
        case RESERVE -> "r";
      };
      return "{" + (upper ? letter.toUpperCase(Locale.ROOT) : letter) + "}";
    }

    private static String kinds(List<TriggerSymbol> kinds) {
      List<String> out = new ArrayList<>();
      for (TriggerSymbol k : kinds) {
        out.add(symbol(k, false));
      }
      return andList(out);
    }

    private static String phase(Phase p) {
      return switch (p) {
        case MORNING -> "mañana";
        case NOON -> "mediodía";
        case AFTERNOON -> "tarde";
        case DUSK -> "anochecer";
        case NIGHT -> "noche";
        case REST -> "descanso";
      };
    }

    /** "la mañana", "el mediodía". */
    private static String phaseThe(Phase p) {
      return (p == Phase.MORNING || p == Phase.AFTERNOON || p == Phase.NIGHT ? "la " : "el ") + phase(p);
    }

    private static String duration(Duration d) {
      return switch (d) {
        case THIS_TURN -> "este turno";
        case THIS_AFTERNOON -> "esta tarde";
        case THIS_DAY -> "este día";
      };
    }

    private static String terrain(Terrain t) {
      return switch (t) {
        case FOREST -> "{V}";
        case MOUNTAIN -> "{M}";
        case WATER -> "{O}";
      };
    }

    /** "de" before a phrase, contracted with "el" ("del"). */
    private static String de(String phrase) {
      return phrase.startsWith("el ") ? "del " + phrase.substring(3) : "de " + phrase;
    }

    /** "a" before a phrase, contracted with "el" ("al"). */
    private static String toThe(String phrase) {
      return phrase.startsWith("el ") ? "al " + phrase.substring(3) : "a " + phrase;
    }

    private static String andList(List<String> items) {
      return list(items, "y");
    }

    private static String orList(List<String> items) {
      return list(items, "o");
    }

    private static String list(List<String> items, String conjunction) {
      if (items.size() == 1) {
        return items.get(0);
      }
      return String.join(", ", items.subList(0, items.size() - 1)) + " " + conjunction + " "
          + items.get(items.size() - 1);
    }

    static String capitalize(String s) {
      if (s.isEmpty() || s.charAt(0) == '[' || s.charAt(0) == '{') {
        return s;
      }
      return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String lowerFirst(String s) {
      if (s.isEmpty() || s.startsWith("{") || s.startsWith("[")) {
        return s;
      }
      return Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
  }
}
