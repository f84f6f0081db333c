package dev.altered.text.it;

import static dev.altered.ast.PrintedShape.unmodified;
import static dev.altered.ast.PrintedShape.objectSubject;
import static dev.altered.ast.PrintedShape.sameObject;
import static dev.altered.ast.PrintedShape.isOne;

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
 * Prints an AST in the official Italian templating ("Un personaggio bersaglio ottiene 1 rinforzo.", "Manda nella
 * Riserva un personaggio bersaglio.", "Quando giochi un incantesimo — Ottengo 1 rinforzo."): what a translator sees as
 * the suggestion for a card. {@link ItalianFrontEnd} reads the printed abilities back to the same AST
 * ({@code ItalianPrinterTest} measures how many over the corpus).
 *
 * <p>It follows the Spanish printer's structure (the two languages order a card's words the same way) with the
 * Italian forms: the doer of a causative after "a" ("far ottenere 2 rinforzi a un personaggio bersaglio"), the
 * indicative after "Quando", possessives with their article. Phrases are written with plain prepositions and articles
 * ("di il", "in la") and {@link #contract} joins them at the end ("del", "nella"), as Italian writes them.
 */
public final class ItalianPrinter implements AbilityPrinter {
  public static final ItalianPrinter INSTANCE = new ItalianPrinter();

  private ItalianPrinter() {}

  @Override
  public Language language() {
    return Language.IT;
  }

  @Override
  public String print(Ability ability) {
    return contract(new Run().ability(ability));
  }

  private static final java.util.regex.Pattern ELISION = java.util.regex.Pattern.compile(
      "\\b(il|la|una|quella) (?!(?:in|a|ad|e|ed|o|è)\\b)([aeiouAEIOUàèéìòù])");

  /**
   * Italian joins a preposition and the article after it ("di il" is "del", "in la" is "nella") and elides the
   * article before a vowel ("la area" is "l'area"; "i" before a vowel is "gli").
   */
  static String contract(String text) {
    // "far " + "\u0000mi ottenere": the pronoun joins the infinitive ("farmi ottenere").
    String out = text.replace("far \u0000", "far").replace("\u0000", "");
    out = out.replaceAll("\\bi ([aeiouAEIOU])", "gli $1");
    java.util.regex.Matcher e = ELISION.matcher(out);
    StringBuilder sb = new StringBuilder();
    while (e.find()) {
      String w = e.group(1);
      String el = switch (w) {
        case "una" -> "un'";
        case "questa" -> "quest'";
        case "quella" -> "quell'";
        default -> "l'";
      };
      e.appendReplacement(sb, java.util.regex.Matcher.quoteReplacement(el + e.group(2)));
    }
    e.appendTail(sb);
    // "che la affronta": "la" is the pronoun there, which Italian cards do not elide.
    out = sb.toString().replace("che l'affronta", "che la affronta");
    String[][] joined = {{"di", "del", "della", "dei", "delle", "dell'", "degli"},
        {"a", "al", "alla", "ai", "alle", "all'", "agli"}, {"da", "dal", "dalla", "dai", "dalle", "dall'", "dagli"},
        {"in", "nel", "nella", "nei", "nelle", "nell'", "negli"}};
    for (String[] j : joined) {
      out = out.replaceAll("\\b" + j[0] + " il\\b", j[1]).replaceAll("\\b" + j[0] + " la\\b", j[2])
          .replaceAll("\\b" + j[0] + " i\\b", j[3]).replaceAll("\\b" + j[0] + " le\\b", j[4])
          .replaceAll("\\b" + j[0] + " l'", j[5]).replaceAll("\\b" + j[0] + " gli\\b", j[6]);
    }
    return out;
  }

  /** Grammatical gender and number of a noun phrase, for articles and adjectives. */
  private record Agree(boolean feminine, boolean plural) {
    static final Agree MS = new Agree(false, false);

    /** An adjective in -o/-a (singular forms given): "consumato", "consumate". */
    String a(String masculine, String feminine) {
      String w = this.feminine ? feminine : masculine;
      if (!plural) {
        return w;
      }
      String stem = w.substring(0, w.length() - 1);
      char end = w.charAt(w.length() - 1);
      return end == 'a' ? stem + "e" : end == 'o' || end == 'e' ? stem + "i" : w;
    }

    /** "un"/"una". */
    String one() {
      return feminine ? "una" : "un";
    }

    /** "il"/"la"/"i"/"le" ({@link #contract} elides and turns "i" into "gli" before a vowel). */
    String the() {
      return plural ? (feminine ? "le" : "i") : (feminine ? "la" : "il");
    }
  }

  /**
   * A verb's forms: infinitive, imperative (tu), io, lui, loro; the last two are the forms after "far" (the
   * infinitive: Italian says "far ottenere a ..." where Spanish says "hacer que ... gane").
   */
  private record Verb(String inf, String imp, String p1, String p3, String p3pl, String subj, String subjPl) {
    String third(boolean plural) {
      return plural ? p3pl : p3;
    }

    String subjunctive(boolean plural) {
      return plural ? subjPl : subj;
    }
  }

  /** A regular -are verb: "pescare" gives "pesca", "pesco", "pescano". */
  private static Verb are(String inf) {
    String st = inf.substring(0, inf.length() - 3);
    return new Verb(inf, st + "a", st + "o", st + "a", st + "ano", inf, inf);
  }

  private static Verb verb(String inf, String imp, String p1, String p3, String p3pl) {
    return new Verb(inf, imp, p1, p3, p3pl, inf, inf);
  }

  private static final Verb GAIN = verb("ottenere", "ottieni", "ottengo", "ottiene", "ottengono");
  private static final Verb LOSE = verb("perdere", "perdi", "perdo", "perde", "perdono");
  private static final Verb DRAW = are("pescare");
  private static final Verb DISCARD = are("scartare");
  private static final Verb SACRIFICE = are("sacrificare");
  private static final Verb PUT = verb("mettere", "metti", "metto", "mette", "mettono");
  private static final Verb SEND = are("mandare");
  private static final Verb RETURN = verb("far tornare", "fai tornare", "faccio tornare", "fa tornare",
      "fanno tornare");
  /** "riportalo": "fai tornare" takes no pronoun suffix. */
  private static final Verb RETURN_IT = are("riportare");
  private static final Verb CREATE = are("creare");
  private static final Verb READY = are("ripristinare");
  private static final Verb EXHAUST = are("consumare");
  private static final Verb PLAY = are("giocare");
  private static final Verb ROLL = are("tirare");
  private static final Verb REVEAL = are("rivelare");
  private static final Verb LOOK = are("guardare");
  private static final Verb CHOOSE = verb("scegliere", "scegli", "scelgo", "sceglie", "scelgono");
  private static final Verb MAKE = verb("fare", "fai", "faccio", "fa", "fanno");
  private static final Verb EXCHANGE = are("scambiare");
  private static final Verb ACTIVATE = are("attivare");
  private static final Verb PAY = are("pagare");
  private static final Verb SPEND = verb("spendere", "spendi", "spendo", "spende", "spendono");
  private static final Verb REMOVE = verb("rimuovere", "rimuovi", "rimuovo", "rimuove", "rimuovono");
  private static final Verb DOUBLE = are("raddoppiare");
  private static final Verb DISTRIBUTE = verb("distribuire", "distribuisci", "distribuisco", "distribuisce",
      "distribuiscono");
  private static final Verb REDUCE = verb("ridurre", "riduci", "riduco", "riduce", "riducono");
  private static final Verb ADD = verb("aggiungere", "aggiungi", "aggiungo", "aggiunge", "aggiungono");
  private static final Verb GIVE = verb("dare", "dai", "do", "dà", "danno");
  private static final Verb SWITCH = are("cambiare");
  private static final Verb ADVANCE = are("avanzare");
  private static final Verb RETREAT = are("arretrare");
  private static final Verb GO = verb("andare", "vai", "vado", "va", "vanno");
  private static final Verb LEAVE = are("lasciare");
  private static final Verb JOIN = verb("unirsi", "unisciti", "mi unisco", "si unisce", "si uniscono");
  private static final Verb WIN = verb("vincere", "vinci", "vinco", "vince", "vincono");

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
        out += ", dove X è pari a " + quantity(item.whereX().get(), false);
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
        out.append("Quando ").append(event(((Trigger.When) r.trigger()).event(), false));
      }
      r.condition().ifPresent(c -> out.append(", se ").append(condition(c)));
      r.forEach().ifPresent(f -> {
        if (f instanceof Ability.ForEachClause.Objects o) {
          out.append(", per ogni ").append(obj(o.objects(), false, Case.OBJECT));
        } else {
          Ability.ForEachClause.Counters c = (Ability.ForEachClause.Counters) f;
          out.append(", per ogni ").append(possessor(c.owner(), false).replaceFirst("^il ", "")).append(" ")
              .append(counterNoun(c.counter(), false));
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
          // Italian costs are imperatives: "{T}, spendi 3 dei miei segnalini Cibo: ...".
          parts.add(step(((Cost.AsStep) c).step(), Mode.SENTENCE));
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
        return capitalize(steps(i.then())) + " se " + condition(i.condition()) + ".";
      }
      if (s instanceof Sentence.If i && i.condition() instanceof Condition.During d && i.otherwise().isEmpty()) {
        return capitalize(steps(i.then())) + " " + timing(d) + ".";
      }
      if (s instanceof Sentence.If i) {
        String cond = condition(i.condition());
        String then = steps(i.then());
        if (i.otherwise().isPresent()) {
          return period("Se " + cond + ", " + then + ", altrimenti, " + steps(i.otherwise().get()));
        }
        return period("Se " + cond + ", " + then);
      }
      if (s instanceof Sentence.Unless u) {
        String cond = condition(u.condition(), true);
        return "A meno che " + unlessSubject(u.condition()) + "non " + cond + ", " + steps(u.steps()) + ".";
      }
      if (s instanceof Sentence.Otherwise o) {
        return "Altrimenti, " + steps(o.steps()) + ".";
      }
      if (s instanceof Sentence.During d) {
        return "Durante " + phaseThe(d.phase()) + ", " + steps(d.steps()) + ".";
      }
      if (s instanceof Sentence.ForEach f) {
        String objects = obj(f.objects(), true, Case.OBJECT);
        return "Per ogni " + objects + ", " + steps(f.steps()) + ".";
      }
      if (s instanceof Sentence.WhenThisWay w) {
        if (w.event() instanceof Event.RollsResult r && r.thisWay() && r.player().kind() == PlayerRef.Kind.YOU) {
          return "Se ottieni " + dieRange(r.range()) + " — " + capitalize(steps(w.steps())) + ".";
        }
        return "Quando " + event(w.event(), false) + " — " + capitalize(steps(w.steps())) + ".";
      }
      if (s instanceof Sentence.Modal m) {
        StringBuilder out = new StringBuilder("Scegli ");
        if (m.upTo()) {
          out.append("fino a ");
        }
        boolean one = isOne(m.count());
        out.append(one ? "uno" : quantity(m.count(), true)).append(one ? "" : " opzioni");
        m.whereX().ifPresent(x -> out.append(", dove X è pari a ").append(quantity(x, false)));
        if (m.repeatable()) {
          out.append(". Puoi scegliere la stessa opzione più volte");
        }
        m.extra().ifPresent(e -> {
          out.append(". Se ").append(condition(e.condition())).append(", puoi sceglierne ");
          out.append(e.count().map(q -> quantity(q, true)).orElse("entrambe"));
        });
        out.append(":");
        for (Sentence.Mode mode : m.modes()) {
          out.append(" • ").append(mode(mode));
        }
        return out.toString();
      }
      if (s instanceof Sentence.OnResult r) {
        StringBuilder out = new StringBuilder("Con:");
        for (Sentence.Outcome o : r.outcomes()) {
          out.append(" • ").append(dieRange(o.range())).append(", ").append(lowerFirst(effect(o.effect())));
        }
        return out.toString();
      }
      if (s instanceof Sentence.Repeat r) {
        StringBuilder out = new StringBuilder("Esegui quanto segue ").append(quantity(r.times(), false))
            .append(" volte");
        r.whereX().ifPresent(x -> out.append(", dove X è pari a ").append(quantity(x, false)));
        out.append(":");
        for (Sentence.Mode mode : r.body()) {
          out.append(" • ").append(mode(mode));
        }
        return out.toString();
      }
      Sentence.Depending d = (Sentence.Depending) s;
      StringBuilder out = new StringBuilder("In base a ").append(quantity(d.on(), false)).append(":");
      for (Sentence.Outcome o : d.outcomes()) {
        out.append(" • ").append(dieRange(o.range())).append(": ").append(effect(o.effect()));
      }
      return out.toString();
    }

    /** "A mezzogiorno", "alla fine del pomeriggio", "dopo il riposo" (the end of Rest). */
    private String moment(Phase phase, boolean end) {
      if (phase == Phase.REST && end) {
        return "dopo il riposo";
      }
      if (end) {
        return phase == Phase.NIGHT ? "alla fine della giornata" : "alla fine " + de(phaseThe(phase));
      }
      return switch (phase) {
        case MORNING -> "di mattina";
        case NIGHT -> "di notte";
        case AFTERNOON -> "di pomeriggio";
        default -> toThe(phaseThe(phase));
      };
    }

    private String timing(Condition.During d) {
      if (d.turnOf().isPresent()) {
        return "durante " + possessivePlayer(d.turnOf().get(), false) + " turno";
      }
      if (d.phase().isPresent()) {
        return "durante " + phaseThe(d.phase().get());
      }
      return "durante il " + ordinal(d.day().orElseThrow(), false) + " giorno";
    }

    private static String period(String sentence) {
      return sentence.endsWith(".\"") ? sentence : sentence + ".";
    }

    /** "A meno che tu non abbia ...": Italian names the player or "I" before "non". */
    private static String unlessSubject(Condition c) {
      if (c instanceof Condition.Controls k && k.player().kind() == PlayerRef.Kind.YOU
          || c instanceof Condition.Has h && h.player().kind() == PlayerRef.Kind.YOU) {
        return "tu ";
      }
      if (c instanceof Condition.IsIn i && i.subject() instanceof ObjectRef.Self
          || c instanceof Condition.HasStatus h && h.subject() instanceof ObjectRef.Self) {
        return "io ";
      }
      return "";
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
          out.append(" e ").append(objectVerbOnly(step, plural(lastSubject), lastSubject instanceof ObjectRef.Self,
              false));
          continue;
        }
        if (i > 0) {
          out.append(", poi ");
        }
        int before = candidates;
        if (lastOptionalActor != null && step instanceof Step.MayDoAgain a && a.actor().equals(lastOptionalActor)) {
          out.append(a.actor().kind() == PlayerRef.Kind.YOU ? "puoi farlo di nuovo" : "può farlo di nuovo");
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
          return "far " + subjunctiveClause(step);
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
      String each = step instanceof Step.Gain g && plural && eachGain(g, subject) ? " ciascuno" : "";
      return (who.isEmpty() ? "" : who + " ") + verb + each;
    }

    /** The subject as written before the verb: "Un personaje objetivo", nothing for "I" and "it". */
    private String subjectWords(ObjectRef subject) {
      if (subject instanceof ObjectRef.Self) {
        return "";
      }
      if (subject instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget() && !p.all()) {
        candidates += 0;
        return p.plural() ? "" : "";
      }
      return obj(subject, true, Case.SUBJECT);
    }

    /** "que un personaje objetivo gane 1 potenciador", "que gane [[Fugacidad]]" (me). */
    private String subjunctiveClause(Step step) {
      ObjectRef subject = objectSubject(step).orElseThrow();
      boolean self = subject instanceof ObjectRef.Self;
      boolean plural = plural(subject);
      if (self) {
        // "farmi ottenere [[Fugace]]"
        return "\u0000mi " + objectVerbOnly(step, plural, self, true);
      }
      if (subject instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget() && !p.all()) {
        return "\u0000" + (p.plural() ? "li " : "lo ") + objectVerbOnly(step, plural, self, true);
      }
      return objectVerbOnly(step, plural, self, true) + " a " + obj(subject, true, Case.OBJECT);
    }

    private String giveInfinitive(Step.Gain g) {
      String items = gainItems(g.items());
      ObjectRef to = g.subject();
      if (to instanceof ObjectRef.Self) {
        return "conferirmi " + items;
      }
      if (to instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget() && !p.all()) {
        return (p.plural() ? "conferire loro " : "conferirgli ") + items;
      }
      return "conferire " + items + " a " + obj(to, true, Case.OBJECT);
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
            items.add("tutti " + possessor(a.owner(), true) + " " + counterNoun(a.counter(), true));
          }
        }
        return conj(LOSE, plural, self, subjunctive) + " " + andList(items);
      }
      if (step instanceof Step.SwitchExpeditions) {
        return conj(SWITCH, plural, self, subjunctive) + " spedizione";
      }
      if (step instanceof Step.MoveExpedition m) {
        Verb v = m.direction() == Direction.FORWARD ? ADVANCE : RETREAT;
        boolean one = isOne(m.regions());
        return conj(v, plural, self, subjunctive) + " di " + (one ? "una" : quantity(m.regions(), true))
            + (one ? " regione" : " regioni") + (m.more() ? " in più" : "");
      }
      if (step instanceof Step.ActivateOwn a) {
        return conj(ACTIVATE, plural, self, subjunctive) + " le sue abilità " + kinds(a.kinds())
            + a.asIfPlayedFrom().map(z -> " (come se fosse stato giocato da " + zone(z) + ")").orElse("");
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
        return " invece";
      }
      if (mod instanceof Step.Modifier.Again) {
        return " di nuovo";
      }
      if (mod instanceof Step.Modifier.At at) {
        return " " + moment(at.phase(), at.end());
      }
      if (mod instanceof Step.Modifier.Lasting l) {
        return " " + duration(l.duration());
      }
      if (mod instanceof Step.Modifier.AtRandom) {
        return " a caso";
      }
      if (mod instanceof Step.Modifier.Times t) {
        return " " + quantity(t.times(), false) + " volte";
      }
      if (mod instanceof Step.Modifier.Per p) {
        return " per ogni " + obj(p.objects(), false, Case.OBJECT);
      }
      if (mod instanceof Step.Modifier.ForEach f) {
        return " per ogni " + obj(f.objects(), true, Case.OBJECT);
      }
      if (mod instanceof Step.Modifier.UpToMax u) {
        return ", fino a un max di " + quantity(u.max(), false);
      }
      if (mod instanceof Step.Modifier.WhereX w) {
        return ", dove X è pari a " + quantity(w.x(), false);
      }
      if (mod instanceof Step.Modifier.DistributedAmong d) {
        return ", distribuite a tua scelta tra " + obj(d.among(), true, Case.OBJECT);
      }
      return " in questo modo";
    }

    private String playerStep(Step step, Mode mode) {
      PlayerRef actor = actorOf(step);
      boolean infinitive = mode == Mode.INFINITIVE;
      boolean imperative = !infinitive && actor.kind() == PlayerRef.Kind.YOU;
      Form form = infinitive ? Form.INFINITIVE : imperative ? Form.IMPERATIVE : thirdPlural(actor)
          ? Form.THIRD_PLURAL : Form.THIRD;
      String subject = infinitive || imperative ? "" : playerSubject(actor) + " ";
      if (step instanceof Step.May m) {
        String can = m.actor().kind() == PlayerRef.Kind.YOU ? "puoi" : playerSubject(m.actor())
            + (thirdPlural(m.actor()) ? " possono" : " può");
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
            parts.add("far " + playerVerb(unmodified(inner), Form.SUBJUNCTIVE) + " a "
                + playerSubject(actorOf(inner)) + modifiers(inner));
          } else if (i > 0 && subj.isPresent() && subj.get() instanceof ObjectRef.Self
              && !(objectSubject(m.steps().get(i - 1)).orElse(null) instanceof ObjectRef.Self)) {
            // "Puedes jugarme sin coste y gano [[Sueño]]"
            parts.add(step(inner, Mode.SENTENCE));
          } else {
            parts.add(step(inner, Mode.INFINITIVE));
          }
        }
        return can + " " + String.join(m.either() ? " o " : " e ", parts);
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
          return String.join(" e ", cost) + " per " + effect;
        }
        String can = in.actor().kind() == PlayerRef.Kind.YOU ? "puoi" : playerSubject(in.actor())
            + (thirdPlural(in.actor()) ? " possono" : " può");
        return can + " " + String.join(" e ", cost) + " per " + effect;
      }
      if (step instanceof Step.MayDoAgain a) {
        return a.actor().kind() == PlayerRef.Kind.YOU ? "puoi farlo di nuovo"
            : playerSubject(a.actor()) + " può farlo di nuovo";
      }
      if (step instanceof Step.OneOf o) {
        ObjectRef subj = objectSubject(o.options().get(0)).orElseThrow();
        String who = obj(subj, true, Case.SUBJECT);
        List<String> verbs = new ArrayList<>();
        for (Step option : o.options()) {
          verbs.add(objectVerbOnly(option, plural(subj), false, true));
        }
        String make = infinitive ? "far" : imperative ? "fai" : thirdPlural(actor) ? "fanno" : "fa";
        return subject + make + " " + causedOneOf(verbs, who);
      }
      if (step instanceof Step.Continuous c) {
        return statement(c.statement()) + c.duration().map(d -> " " + duration(d)).orElse("");
      }
      return subject + playerVerb(step, form);
    }

    /** "far ottenere 1 rinforzo a un personaggio bersaglio o fargli perdere [[Fugace]]". */
    private static String causedOneOf(List<String> verbs, String who) {
      return verbs.get(0) + " a " + who + (verbs.size() > 1 ? " o fargli " + String.join(" o fargli ",
          verbs.subList(1, verbs.size())) : "");
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
        StringBuilder out = new StringBuilder("far ").append(subjunctiveClause(inner));
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
        return "far " + causedOneOf(verbs, who);
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

    /** A verb with a pronoun object: "pescalo", "mettimi", "pescarlo", "lo pesca". */
    private static String withClitic(Verb given, Form form, String clitic) {
      Verb verb = given == RETURN ? RETURN_IT : given;
      return switch (form) {
        case IMPERATIVE -> verb.imp + clitic;
        case INFINITIVE, SUBJUNCTIVE -> verb.inf.substring(0, verb.inf.length() - 1) + clitic;
        default -> clitic + " " + v(verb, form);
      };
    }

    /** A verb and its object: a pronoun as a clitic, anything else after the verb. */
    private String verbObject(Verb verb, Form form, ObjectRef objects) {
      if (objects instanceof ObjectRef.Self) {
        return withClitic(verb, form, "mi");
      }
      if (objects instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget()) {
        String clitic = p.plural() ? "li" : "lo";
        return withClitic(verb, form, clitic) + (p.all() ? " tutti" : "");
      }
      return v(verb, form) + " " + obj(objects, true, Case.OBJECT);
    }

    private String playerVerb(Step step, Form form) {
      if (step instanceof Step.Draw d) {
        if (d.count() instanceof Quantity.ThatMany) {
          return v(DRAW, form) + " altrettante carte";
        }
        if (d.only()) {
          return v(DRAW, form) + (isOne(d.count()) ? " solo una carta" : " solo " + quantity(d.count(), true)
              + " carte");
        }
        if (!(d.count() instanceof Quantity.Literal || d.count() instanceof Quantity.X
            || d.count() instanceof Quantity.Sum)) {
          return v(DRAW, form) + " " + quantity(d.count(), true) + " carte";
        }
        return v(DRAW, form) + " " + countNoun(d.count(), "una carta", "carte");
      }
      if (step instanceof Step.DrawCard d) {
        return verbObject(DRAW, form, d.card());
      }
      if (step instanceof Step.Discard d) {
        return verbObject(DISCARD, form, d.objects()) + d.from().map(z -> " da " + zone(z)).orElse("");
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
        return v(CREATE, form) + "ne solo " + (isOne(c.count()) ? "una" : quantity(c.count(), true));
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
        boolean pronoun = p.objects() instanceof ObjectRef.Self || p.objects() instanceof ObjectRef.Pronoun pr
            && pr.restated().isEmpty() && !pr.theTarget();
        // "Gioca immediatamente un personaggio", "giocalo immediatamente".
        StringBuilder out = new StringBuilder(p.immediately() && !pronoun ? v(PLAY, form) + " immediatamente "
            + obj(p.objects(), true, Case.OBJECT) : verbObject(PLAY, form, p.objects()));
        if (p.immediately() && pronoun) {
          out.append(" immediatamente");
        }
        p.from().ifPresent(z -> out.append(" da ").append(zone(z)));
        p.in().ifPresent(e -> out.append(" in ").append(obj(e, false, Case.OBJECT)));
        out.append(playCost(p.cost()));
        return out.toString();
      }
      if (step instanceof Step.Roll r) {
        return v(ROLL, form) + (isOne(r.dice()) ? " un dado" : " " + quantity(r.dice(), true) + " dadi");
      }
      if (step instanceof Step.RollMore r) {
        return v(ROLL, form) + " altrettanti dadi più " + quantity(r.extra(), true)
            + " e ignora un tiro a tua scelta";
      }
      if (step instanceof Step.Reveal r) {
        return (r.also() ? "anche " : "") + verbObject(REVEAL, form, r.objects());
      }
      if (step instanceof Step.LookAt l) {
        return v(LOOK, form) + " " + obj(l.objects(), true, Case.OBJECT);
      }
      if (step instanceof Step.Choose c) {
        String what = obj(c.objects(), true, Case.OBJECT);
        return v(CHOOSE, form) + " " + what + c.among().map(a -> " tra " + obj(a, true, Case.OBJECT)).orElse("");
      }
      if (step instanceof Step.Target t) {
        return v(CHOOSE, form) + " come bersaglio " + obj(t.objects(), true, Case.OBJECT);
      }
      if (step instanceof Step.Exchange e) {
        String first = obj(e.first(), true, Case.OBJECT);
        return v(EXCHANGE, form) + " " + first + " con " + obj(e.second(), true, Case.OBJECT);
      }
      if (step instanceof Step.ExchangeBoosts e) {
        if (e.of() instanceof ObjectRef.Pronoun p && p.plural() && p.restated().isEmpty() && !p.all()) {
          return v(EXCHANGE, form) + " i loro rinforzi";
        }
        return v(EXCHANGE, form) + " i rinforzi " + de(obj(e.of(), true, Case.OBJECT));
      }
      if (step instanceof Step.Activate a) {
        if (a.of() instanceof ObjectRef.Pronoun p && !p.plural() && p.restated().isEmpty() && !p.theTarget()) {
          return v(ACTIVATE, form) + " le sue abilità " + kinds(a.kinds());
        }
        return v(ACTIVATE, form) + " le abilità " + kinds(a.kinds()) + " " + de(obj(a.of(), true, Case.OBJECT));
      }
      if (step instanceof Step.Pay p) {
        return v(PAY, form) + " " + mana(p.mana());
      }
      if (step instanceof Step.Spend s) {
        if (s.from() instanceof ObjectRef.Self) {
          return v(SPEND, form) + " " + quantity(s.count(), false) + " di i miei " + counterNoun(s.counter(), true);
        }
        return v(SPEND, form) + " " + counters(s.count(), s.counter()) + " " + de(obj(s.from(), true, Case.OBJECT));
      }
      if (step instanceof Step.Remove r) {
        String what = r.count().isEmpty() ? "tutti i " + counterNoun(r.counter(), true)
            : (r.upTo() ? "fino a " : "") + counters(r.count().get(), r.counter());
        return v(REMOVE, form) + " " + what + " " + de(obj(r.from(), true, Case.OBJECT));
      }
      if (step instanceof Step.Double d) {
        return v(DOUBLE, form) + " il numero di " + counterNoun(d.counter(), true) + " "
            + de(obj(d.on(), true, Case.OBJECT));
      }
      if (step instanceof Step.Distribute d) {
        return v(DISTRIBUTE, form) + " " + counters(d.count(), d.counter()) + " tra "
            + obj(d.among(), true, Case.OBJECT);
      }
      if (step instanceof Step.WinGame) {
        return v(WIN, form) + " la partita";
      }
      if (step instanceof Step.ReduceCost r) {
        String whose = r.of() instanceof ObjectRef.Self ? "il mio costo" : "il costo "
            + de(obj(r.of(), true, Case.OBJECT));
        return v(REDUCE, form) + " " + whose + " di " + mana(r.mana());
      }
      if (step instanceof Step.AddToResult a) {
        return v(ADD, form) + " " + quantity(a.amount(), false) + " a il risultato";
      }
      if (step instanceof Step.Keyword k) {
        String kw = keywordAction(k.action(), form);
        return k.object().isPresent() ? kw + " " + obj(k.object().get(), true, Case.OBJECT) : kw;
      }
      throw new IllegalArgumentException("no Italian for step " + step.getClass().getSimpleName());
    }

    private String move(Step.Move m, Form form) {
      if (m.to() instanceof Step.Destination.InAnyOrder o) {
        return move(m.to(o.placement()), form) + " nell'ordine che preferisci";
      }
      Step.Destination to = m.to();
      String as = m.as().map(st -> " (come " + (plural(m.objects()) ? "sfere di mana " : "una sfera di mana ")
          + (st == Step.OrbState.READY ? (plural(m.objects()) ? "ripristinate" : "ripristinata")
          : (plural(m.objects()) ? "consumate" : "consumata")) + ")").orElse("");
      String insteadOf = "";
      if (m.objects() instanceof ObjectRef.OneOfThem) {
        return withClitic(PUT, form, "ne") + " una " + inOrTo(to) + destination(to);
      }
      if (to instanceof Step.Destination.ToZone z && z.zone().kind() == ZoneKind.RESERVE && m.as().isEmpty()
          && m.from().isEmpty() && m.insteadOf().isEmpty() && !(m.objects() instanceof ObjectRef.Self)
          && !(m.objects() instanceof ObjectRef.Pronoun)) {
        // "Manda nella Riserva un personaggio bersaglio".
        return v(SEND, form) + " in " + zone(z.zone()) + " " + objectAfter(m.objects());
      }
      if (to instanceof Step.Destination.ToZone z && z.zone().kind() == ZoneKind.HAND && m.from().isEmpty()
          && !(m.objects() instanceof ObjectRef.Self) && !(m.objects() instanceof ObjectRef.Pronoun)
          && m.as().isEmpty() && m.insteadOf().isEmpty()) {
        // "Devuelve a la mano de su propietario un personaje objetivo": the object is named first in English.
        String what = obj(m.objects(), true, Case.OBJECT);
        return v(RETURN, form) + " " + what + " " + handOf(z.zone());
      }
      if (to instanceof Step.Destination.TopOf || to instanceof Step.Destination.BottomOf
          || to instanceof Step.Destination.PositionIn) {
        Verb verb = to instanceof Step.Destination.PositionIn ? SEND : to instanceof Step.Destination.TopOf ? RETURN
            : PUT;
        String what = verbObject(verb, form, m.objects());
        return what + m.from().map(f -> " " + de(zone(f))).orElse("") + " " + destination(to);
      }
      if (m.objects() instanceof ObjectRef.OneOfThem) {
        return withClitic(PUT, form, "ne") + " una " + inOrTo(to) + destination(to);
      }
      String what = verbObject(PUT, form, m.objects());
      String from = m.from().map(f -> " da " + zone(f)).orElse("");
      if (m.insteadOf().isPresent()) {
        insteadOf = " invece " + de(obj(m.insteadOf().get(), true, Case.OBJECT));
      }
      return what + from + " " + inOrTo(to) + destination(to) + as + insteadOf;
    }

    /** The object of "Envía a la reserva ...": "a" before a person-like "cada personaje" is not needed. */
    private String objectAfter(ObjectRef objects) {
      return obj(objects, true, Case.OBJECT);
    }

    private static String inOrTo(Step.Destination to) {
      return to instanceof Step.Destination.ToZone z && z.zone().kind() == ZoneKind.HAND
          && z.zone().owner().map(o -> o.kind() == PlayerRef.Kind.OWNER).orElse(false) ? "" : "in ";
    }

    /** "in mano al suo proprietario", "nella tua mano". */
    private String handOf(Zone z) {
      if (z.owner().isPresent() && z.owner().get().kind() == PlayerRef.Kind.OWNER) {
        return "in mano a " + ownerOf(z.owner().get()) + " proprietario";
      }
      return "in " + zone(z);
    }

    private String destination(Step.Destination to) {
      if (to instanceof Step.Destination.ToZone z) {
        return zone(z.zone());
      }
      if (to instanceof Step.Destination.TopOf t) {
        return "in cima a " + zone(t.zone());
      }
      if (to instanceof Step.Destination.BottomOf b) {
        return "in fondo a " + zone(b.zone());
      }
      if (to instanceof Step.Destination.PositionIn p) {
        String position = p.position() instanceof Quantity.X ? "X" : ordinal(p.position(), true);
        return "in la posizione " + position + " " + de(zone(p.zone()));
      }
      return obj(((Step.Destination.ToExpedition) to).expedition(), false, Case.OBJECT);
    }

    private String create(Step.Create c) {
      StringBuilder out = new StringBuilder();
      boolean one = isOne(c.count());
      TokenSpec t = c.token();
      String name = ItalianLexicon.INSTANCE.localTokenName(t.name()).orElse(t.name());
      String spec = t.statistics() ? "[" + name + " " + t.forest() + "/" + t.mountain() + "/" + t.water() + "]"
          : "[" + name + "]";
      out.append(one ? "una pedina" : quantity(c.count(), true) + " pedine");
      List<String> subtypes = new ArrayList<>();
      for (String st : t.subtypes()) {
        subtypes.add(st.equals("COMPANION") ? "Compagno" : capitalize(subtypeName(st, false)));
      }
      out.append(" ").append(subtypes.isEmpty() ? "" : String.join(" e ", subtypes) + " ").append(spec);
      c.in().ifPresent(e -> out.append(" in ").append(obj(e, false, Case.OBJECT)));
      for (Ability a : c.abilities()) {
        String quoted = new Run().ability(a);
        out.append(" con \"").append(quoted.endsWith(".") ? quoted.substring(0, quoted.length() - 1) : quoted)
            .append("\"");
      }
      return out.toString();
    }

    private String playCost(Step.PlayCost cost) {
      if (cost instanceof Step.PlayCost.Free) {
        return " senza pagarne il costo";
      }
      if (cost instanceof Step.PlayCost.Reduced r) {
        return " per " + mana(r.mana()) + " in meno" + r.minimum().map(m -> ", fino a un minimo di " + mana(m))
            .orElse("");
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
          return andList(stats) + " " + de(obj(h.subject(), true, Case.OBJECT)) + " sono pari a "
              + quantity(first.amount(), false);
        }
        throw new IllegalArgumentException("no Italian for statistics changes");
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
        String have = self ? "ho" : plural ? "hanno" : "ha";
        return subject + have + (ability ? ": " : " ") + andList(grants);
      }
      if (st instanceof Statement.CostChange c) {
        boolean self = c.subject() instanceof ObjectRef.Self;
        StringBuilder out = new StringBuilder();
        if (self && c.toPlayIn().isPresent()) {
          out.append("costo ").append(mana(c.mana())).append(c.more() ? " in più" : " in meno")
              .append(" se mi giochi in ").append(obj(c.toPlayIn().get(), false, Case.OBJECT));
        } else {
          out.append(subjectOrNothing(c.subject())).append(self ? "costo" : plural(c.subject()) ? "costano"
              : "costa").append(" ").append(mana(c.mana())).append(c.more() ? " in più" : " in meno");
          c.toPlayIn().ifPresent(e -> out.append(" se giocato in ").append(obj(e, false, Case.OBJECT)));
        }
        c.minimum().ifPresent(m -> out.append(", fino a un minimo di ").append(mana(m)));
        c.per().ifPresent(p -> out.append(" per ogni ").append(obj(p, false, Case.OBJECT)));
        return out.toString();
      }
      if (st instanceof Statement.Free f) {
        return "non paghi il costo " + de(obj(f.subject(), true, Case.OBJECT));
      }
      if (st instanceof Statement.MinimumCost m) {
        return subjectOrNothing(m.subject()) + "non " + (plural(m.subject()) ? "possono" : "può")
            + " avere un costo inferiore a " + mana(m.mana());
      }
      if (st instanceof Statement.Cannot c && c.subject() instanceof ObjectRef.Self
          && c.action() instanceof Statement.Restricted.Undergo u && u.action() == ObjectAction.PLAYED
          && u.by().isEmpty()) {
        return "non posso essere giocato";
      }
      if (st instanceof Statement.Cannot c && c.action() instanceof Statement.Restricted.CountTowardsLimit) {
        return subjectOrNothing(c.subject()) + "non " + (c.subject() instanceof ObjectRef.Self ? "conto"
            : plural(c.subject()) ? "contano" : "conta") + " per il limite della tua Riserva";
      }
      if (st instanceof Statement.Cannot c) {
        return restricted(c.action(), c.subject());
      }
      if (st instanceof Statement.CanGainAgain g) {
        boolean self = g.subject() instanceof ObjectRef.Self;
        String subject = subjectOrNothing(g.subject());
        return subject + (self ? "posso" : plural(g.subject()) ? "possono" : "può") + " ottenere "
            + status(g.status()) + " anche se " + (self ? "ho" : plural(g.subject()) ? "hanno" : "ha") + " già "
            + status(g.status());
      }
      if (st instanceof Statement.MayPlay m) {
        StringBuilder out = new StringBuilder("puoi giocare ").append(obj(m.objects(), true, Case.OBJECT));
        m.from().ifPresent(z -> out.append(" da ").append(zone(z)));
        m.in().ifPresent(e -> out.append(" in ").append(obj(e, false, Case.OBJECT)));
        out.append(playCost(m.cost()));
        return out.toString();
      }
      if (st instanceof Statement.ActivationRestriction a) {
        if (a.times().isEmpty() && a.onlyIf().isPresent() && !(a.onlyIf().get() instanceof Condition.During)) {
          return "puoi eseguire questa azione solo se " + condition(a.onlyIf().get());
        }
        if (a.times().isEmpty() && a.onlyIf().isEmpty()) {
          return "puoi eseguire questa azione solo";
        }
        StringBuilder out = new StringBuilder("attiva questo solo");
        a.onlyIf().ifPresent(c -> out.append(c instanceof Condition.During d ? " " + timing(d)
            : " se " + condition(c)));
        if (a.times().isPresent()) {
          if (a.onlyIf().isPresent()) {
            out.append(" e solo");
          }
          Quantity t = a.times().get();
          out.append(" ").append(isOne(t) ? "una volta" : t instanceof Quantity.Literal l && l.value() == 2
              ? "due volte" : quantity(t, false) + " volte");
          out.append(" per ").append(switch (a.per().orElseThrow()) {
            case TURN -> "turno";
            case AFTERNOON -> "pomeriggio";
            case DAY -> "giorno";
          });
        }
        return out.toString();
      }
      if (st instanceof Statement.ActionCostsMore a) {
        return "questa azione costa " + mana(a.mana()) + " in più";
      }
      if (st instanceof Statement.AbilitiesCannotActivate a) {
        return "le abilità " + kinds(a.kinds()) + " " + de(obj(a.of(), true, Case.OBJECT))
            + " non possono attivarsi";
      }
      if (st instanceof Statement.Replacement r) {
        return replacement(r);
      }
      if (st instanceof Statement.TerrainAdded t) {
        boolean plural = t.regions().size() > 1 || t.regions().get(0) instanceof Statement.Region.All;
        return regions(t.regions()) + " " + (plural ? "sono " : "è ") + terrain(t.terrain())
            + " in aggiunta ai suoi altri terreni";
      }
      if (st instanceof Statement.TerrainSet t) {
        boolean plural = t.regions().size() > 1 || t.regions().get(0) instanceof Statement.Region.All;
        return regions(t.regions()) + " " + (plural ? "sono " : "è ") + terrain(t.terrain())
            + (plural ? " e perdono" : " e perde") + " i suoi altri terreni";
      }
      if (st instanceof Statement.LimitChange r) {
        if (r.limit() == Limit.SUPPORT_COUNTERS) {
          String of = obj(r.objects().orElseThrow(), true, Case.OBJECT);
          return "le abilità di supporto " + de(of) + " possono conferire loro " + r.amount().map(q -> quantity(q,
              false) + (isOne(q) ? " segnalino" : " segnalini")).orElse("segnalini")
              + " in più rispetto al numero massimo";
        }
        if (r.player().isPresent() && r.player().get().kind() == PlayerRef.Kind.YOU && r.sign() > 0
            && r.limit() == Limit.RESERVE && r.amount().isPresent() && false) {
          return "";
        }
        String change = (r.player().isEmpty() ? (r.sign() > 0 ? "sono aumentati" : "sono ridotti")
            : (r.sign() > 0 ? "è aumentato" : "è ridotto")) + " di " + quantity(r.amount().orElseThrow(), true);
        if (r.player().isEmpty()) {
          return "tutti i limiti della Riserva " + change;
        }
        return "il limite di " + possessivePlayer(r.player().get(), false) + " Riserva " + change;
      }
      if (st instanceof Statement.AbilitiesIgnored i) {
        return "ignora " + possessorAgree(i.of(), new Agree(true, true)) + " abilità";
      }
      if (st instanceof Statement.BeginsWith b) {
        boolean self = b.subject() instanceof ObjectRef.Self;
        return subjectOrNothing(b.subject()) + (self ? "inizio" : plural(b.subject()) ? "iniziano" : "inizia")
            + " la partita con " + counters(b.count(), b.counter());
      }
      if (st instanceof Statement.Remains r) {
        boolean plural = plural(r.subject());
        Agree ag = agree(r.subject());
        return obj(r.subject(), true, Case.SUBJECT) + " " + (plural ? "rimangono" : "rimane") + " "
            + (r.status() == Status.EXHAUSTED ? ag.a("consumato", "consumata") : status(r.status()))
            + r.during().map(p -> " durante " + phaseThe(p)).orElse("");
      }
      throw new IllegalArgumentException("no Italian for statement " + st.getClass().getSimpleName());
    }

    /** The subject written before the verb, with its space, or nothing for "I". */
    private String subjectOrNothing(ObjectRef subject) {
      if (subject instanceof ObjectRef.Self) {
        return "";
      }
      if (subject instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget() && !p.all()) {
        return "";
      }
      return obj(subject, true, Case.SUBJECT) + " ";
    }

    private String restricted(Statement.Restricted r, ObjectRef subject) {
      boolean plural = plural(subject);
      boolean self = subject instanceof ObjectRef.Self;
      String who = subjectOrNothing(subject);
      String cannot = who + "non " + (self ? "posso" : plural ? "possono" : "può") + " ";
      if (r instanceof Statement.Restricted.Move m) {
        return cannot + (m.direction() == Direction.FORWARD ? "avanzare" : "arretrare")
            + m.dueTo().map(t -> " per via di " + terrain(t)).orElse("")
            + m.during().map(p -> " durante " + phaseThe(p)).orElse("")
            + m.exceptDueTo().map(t -> " tranne che per via di " + terrain(t)).orElse("");
      }
      if (r instanceof Statement.Restricted.GainStatus g) {
        return cannot + "ottenere " + status(g.status());
      }
      if (r instanceof Statement.Restricted.Undergo u) {
        return cannot + "essere " + participle(u.action(), agree(subject)) + u.by().map(b -> " da "
            + obj(b, true, Case.OBJECT)).orElse("");
      }
      if (r instanceof Statement.Restricted.Keyword k) {
        return cannot + keywordAction(k.action(), Form.INFINITIVE);
      }
      if (r instanceof Statement.Restricted.PreventMovingForward p) {
        boolean it = p.expedition() instanceof ObjectRef.Pronoun pr && pr.restated().isEmpty();
        return who + "non " + (it ? "le " : "") + (plural ? "impediscono" : "impedisce")
            + (it ? "" : " a " + obj(p.expedition(), true, Case.OBJECT)) + " di avanzare";
      }
      if (r instanceof Statement.Restricted.GainCounters g) {
        return cannot + "ottenere " + counterNoun(g.counter(), true);
      }
      if (r instanceof Statement.Restricted.Activate) {
        return cannot + "attivarsi";
      }
      return who + "non " + (plural ? "contano" : "conta") + " per il limite della tua Riserva";
    }

    private static String participle(ObjectAction a, Agree ag) {
      return switch (a) {
        case SACRIFICED -> ag.a("sacrificato", "sacrificata");
        case PLAYED -> ag.a("giocato", "giocata");
        case SENT -> ag.a("mandato", "mandata");
        case RETURNED -> ag.a("riportato", "riportata");
        case PUT -> ag.a("messo", "messa");
        case DISCARDED -> ag.a("scartato", "scartata");
        case EXHAUSTED -> ag.a("consumato", "consumata");
        case READIED -> ag.a("ripristinato", "ripristinata");
        case TARGETED -> "scelto come bersaglio";
        case REVEALED -> ag.a("rivelato", "rivelata");
        case DRAWN -> ag.a("pescato", "pescata");
        case CREATED -> ag.a("creato", "creata");
        case AUGMENTED -> throw new IllegalArgumentException("no Italian wording yet for 'augmented' (7.3.4)");
      };
    }

    private String regions(List<Statement.Region> regions) {
      List<String> out = new ArrayList<>();
      for (Statement.Region r : regions) {
        if (r instanceof Statement.Region.Own o) {
          out.add(possessorAgree(o.owner(), new Agree(true, false)) + " regione");
        } else if (r instanceof Statement.Region.OfExpedition e) {
          out.add("la regione " + de(obj(e.expedition(), false, Case.OBJECT)));
        } else {
          out.add("tutte le regioni");
        }
      }
      return String.join(" e ", out);
    }

    private String replacement(Statement.Replacement r) {
      StringBuilder out = new StringBuilder("se ");
      out.append(wouldEvent(r.event().event()));
      r.event().whilst().ifPresent(c -> out.append(c instanceof Condition.During d ? " " + timing(d)
          : " mentre " + condition(c)));
      out.append(", ");
      switch (r.kind()) {
        case INSTEAD -> out.append(insteadAfterVerb(r.steps()));
        case ALSO -> out.append("anche ").append(steps(r.steps()));
        case INSTEAD_INSIDE -> out.append(insteadInside(r.steps()));
        default -> out.append(steps(r.steps()));
      }
      return out.toString();
    }

    /** "ottengo invece 1 rinforzo": Italian says "instead" right after the verb of a single step. */
    private String insteadAfterVerb(List<Step> steps) {
      String text = steps(steps);
      Step only = steps.size() == 1 ? steps.get(0) : null;
      int space = text.indexOf(' ');
      if ((only instanceof Step.Gain || only instanceof Step.Lose || only instanceof Step.Reveal
          || only instanceof Step.RollMore) && space > 0) {
        return text.substring(0, space) + " invece" + text.substring(space);
      }
      return "invece, " + text;
    }

    /** "en vez de eso, puedes descartarme para ...": the word "instead" moved out of the optional step. */
    private String insteadInside(List<Step> steps) {
      if (steps.size() == 1 && steps.get(0) instanceof Step.Internal in && in.optional()
          && in.cost().get(0) instanceof Step.Modified m && m.modifiers().size() == 1
          && m.modifiers().get(0) instanceof Step.Modifier.Instead) {
        List<Step> cost = new ArrayList<>(in.cost());
        cost.set(0, m.step());
        return "invece, " + steps(List.of(new Step.Internal(in.actor(), true,
            com.google.common.collect.ImmutableList.copyOf(cost), in.effect(), in.span())));
      }
      if (steps.size() == 1 && steps.get(0) instanceof Step.May may
          && may.steps().get(may.steps().size() - 1) instanceof Step.Modified m && m.modifiers().size() == 1
          && m.modifiers().get(0) instanceof Step.Modifier.Instead) {
        List<Step> inner = new ArrayList<>(may.steps());
        inner.set(inner.size() - 1, m.step());
        return "invece, " + steps(List.of(new Step.May(may.actor(),
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
        return "mi sacrifichi";
      }
      boolean self = subjectRef instanceof ObjectRef.Self;
      String subject = self ? "" : obj(subjectRef, true, Case.SUBJECT) + " ";
      boolean plural = plural(subjectRef);
      return subject + (would ? (self ? "sto per " : plural ? "stanno per " : "sta per ") : "")
          + objectEventVerb(e, plural, self, would);
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
      return subject + (player.kind() == PlayerRef.Kind.YOU ? "stai per " : thirdPlural(player) ? "stanno per "
          : "sta per ");
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
        return ev("giocare", "giochi", "gioca", "giocano", you, plural, would) + " " + obj(p.objects(), true,
            Case.OBJECT) + p.from().map(z -> " da " + zone(z)).orElse("");
      }
      if (e instanceof Event.Exhausts x) {
        return ev("consumare", "consumi", "consuma", "consumano", you, plural, would) + " " + obj(x.objects(), true,
            Case.OBJECT);
      }
      if (e instanceof Event.Sacrifices x) {
        return ev("sacrificare", "sacrifichi", "sacrifica", "sacrificano", you, plural, would) + " "
            + obj(x.objects(), true, Case.OBJECT);
      }
      if (e instanceof Event.Creates x) {
        return ev("creare", "crei", "crea", "creano", you, plural, would) + " " + obj(x.objects(), true, Case.OBJECT);
      }
      if (e instanceof Event.Draws d) {
        boolean one = isOne(d.count());
        return ev("pescare", "peschi", "pesca", "pescano", you, plural, would) + " " + (one ? "una"
            : quantity(d.count(), true)) + (d.orMore() ? " o più carte" : one ? " carta" : " carte");
      }
      if (e instanceof Event.Rolls r) {
        boolean one = isOne(r.dice());
        return ev("tirare", "tiri", "tira", "tirano", you, plural, would) + " " + (one && r.orMore()
            ? "uno o più dadi" : one ? "un dado" : quantity(r.dice(), true) + (r.orMore() ? " o più" : "") + " dadi");
      }
      if (e instanceof Event.RollsResult r) {
        return ev("ottenere", "ottieni", "ottiene", "ottengono", you, plural, would) + " " + dieRange(r.range())
            + (r.thisWay() ? " in questo modo" : "");
      }
      if (e instanceof Event.Reveals r) {
        return ev("rivelare", "riveli", "rivela", "rivelano", you, plural, would) + " " + obj(r.objects(), true,
            Case.OBJECT) + " in questo modo";
      }
      Event.DoesKeyword k = (Event.DoesKeyword) e;
      return keywordAction(k.action(), would ? Form.INFINITIVE : Form.IMPERATIVE);
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
        String verb = ind(GAIN, plural, self, would);
        if (g.what() instanceof Step.Gainable.Counters c && g.orMore()) {
          return verb + " " + quantity(c.count(), false) + " o più " + counterNoun(c.counter(), true);
        }
        return verb + " " + gainItems(List.of(g.what()));
      }
      if (e instanceof Event.GoesTo g) {
        String v = ind(GO, plural, self, would);
        if (g.from().size() > 1) {
          List<String> names = new ArrayList<>();
          for (Zone z : g.from()) {
            names.add("da " + zone(z));
          }
          return v + " " + String.join(" o ", names) + " in " + zone(g.to());
        }
        if (g.from().size() == 1) {
          Zone from = g.from().get(0);
          return v + " in " + zone(g.to()) + " da " + (from.kind() == ZoneKind.ANYWHERE ? "un luogo qualsiasi"
              : zone(from));
        }
        return v + " in " + zone(g.to());
      }
      if (e instanceof Event.Leaves l) {
        return ind(LEAVE, plural, self, would) + " " + place(l.place())
            + l.during().map(p -> " durante " + phaseThe(p)).orElse("");
      }
      if (e instanceof Event.Joins j) {
        List<String> places = new ArrayList<>();
        for (Place p : j.anyOf()) {
          places.add(joinPlace(p));
        }
        return ind(JOIN, plural, self, would) + " a " + String.join(" o a ", places);
      }
      if (e instanceof Event.Moves m) {
        if (m.dueToAscend()) {
          throw new IllegalArgumentException("no Italian wording yet for 'moves forward due to Ascend' (4.2.4.k)");
        }
        boolean fwd = m.direction() == Direction.FORWARD;
        return ind(fwd ? ADVANCE : RETREAT, plural, self, would) + m.dueTo().map(t -> " per via di " + terrain(t))
            .orElse("")
            + m.during().map(p -> " durante " + phaseThe(p)).orElse("");
      }
      if (e instanceof Event.FailsToMoveForward f) {
        return "non " + (self ? "avanzo" : plural ? "avanzano" : "avanza") + f.during().map(p -> " durante " + phaseThe(p))
            .orElse("");
      }
      if (e instanceof Event.ObjectKeyword k) {
        return keywordAction(k.action(), would ? Form.INFINITIVE : plural ? Form.THIRD_PLURAL : Form.THIRD)
            + (k.again() ? " di nuovo" : "");
      }
      Event.Undergoes u = (Event.Undergoes) e;
      Agree ag = new Agree(false, plural);
      String be = would ? "essere" : self ? "sono" : plural ? "sono" : "è";
      return be + " " + participle(u.action(), ag) + u.from().map(z -> " da " + zone(z)).orElse("")
          + u.to().map(z -> " in " + zone(z)).orElse("")
          + u.by().map(b -> " da " + obj(b, true, Case.OBJECT)).orElse("");
    }

    /** An object's verb after "Quando" (the indicative) or "sta per" (the infinitive). */
    private static String ind(Verb v, boolean plural, boolean self, boolean would) {
      return would ? v.inf : self ? v.p1 : plural ? v.p3pl : v.p3;
    }

    /** "una de tus expediciones" for your Expeditions; "tu zona de hitos" for Landmarks. */
    private String joinPlace(Place p) {
      if (p instanceof Place.InObject o && o.object() instanceof ObjectRef.Possessed ps && ps.nouns().plural()
          && ps.adjectives().isEmpty() && ps.filters().isEmpty() && ps.nouns().nouns().size() == 1
          && ps.nouns().nouns().get(0) instanceof Noun.Type t && t.type() == ObjectType.EXPEDITION) {
        return possessorAgree(ps.owner(), new Agree(true, true)) + " spedizioni";
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
        return String.join(", ", parts) + (s.all() ? " e " : " o ") + last;
      }
      if (c instanceof Condition.Did d) {
        return switch (d.outcome()) {
          case DID -> "lo fai";
          case DID_NOT -> "non lo fai";
          case COULD_NOT -> "non puoi farlo";
        };
      }
      if (c instanceof Condition.HasStatus h) {
        boolean exhausted = h.anyOf().size() == 1 && h.anyOf().get(0) == Status.EXHAUSTED;
        List<String> statuses = new ArrayList<>();
        for (Status st : h.anyOf()) {
          statuses.add(status(st));
        }
        String what = exhausted ? agree(h.subject()).a("consumato", "consumata") : orList(statuses);
        // Italian has a status ("Se ho [[Rinforzato]]") and is exhausted ("se è consumato").
        return beSubject(h.subject(), h.past(), h.negated(), subjunctive, !exhausted)
            + what;
      }
      if (c instanceof Condition.IsIn i) {
        return beSubject(i.subject(), i.past(), i.negated(), subjunctive, false) + "in " + place(i.place());
      }
      if (c instanceof Condition.InTerrainWithBaseStat t) {
        return beSubject(t.subject(), false, false, subjunctive, false)
            + "in un terreno in cui la sua statistica base è " + t.value();
      }
      if (c instanceof Condition.IsA i) {
        return beWord(i.subject(), false, subjunctive, true) + obj(i.description(), false, Case.OBJECT);
      }
      if (c instanceof Condition.InPosition p) {
        List<String> positions = new ArrayList<>();
        for (Position pos : p.anyOf()) {
          positions.add(switch (pos) {
            case AHEAD -> beWordOnly(p.subject(), subjunctive) + " avanti";
            case BEHIND -> beWordOnly(p.subject(), subjunctive) + " indietro";
            case TIED -> beWordOnly(p.subject(), subjunctive) + " in parità";
          });
        }
        String subject = p.subject() instanceof ObjectRef.Self ? "" : obj(p.subject(), true, Case.SUBJECT) + " ";
        return subject + String.join(" o ", positions);
      }
      if (c instanceof Condition.ZoneEmpty z) {
        return capitalizeNot(zone(z.zone())) + (subjunctive ? " sia vuota" : " è vuota");
      }
      if (c instanceof Condition.Controls k) {
        return playerVerbWord(k.player(), "controlli", "controlli", "controlla", "controlli", "controllano", subjunctive)
            + " " + counts(k.counts());
      }
      if (c instanceof Condition.Has h) {
        StringBuilder out = new StringBuilder(playerVerbWord(h.player(), "hai", "abbia", "ha", "abbia",
            "hanno", subjunctive)).append(" ");
        if (h.than().isPresent() && h.counts().size() == 1 && h.counts().get(0).objects() instanceof ObjectRef.Phrase ph
            && !ph.filters().isEmpty()) {
          // "meno carte di un avversario bersaglio nella Riserva": the player compared with, then the place.
          Condition.Count c0 = h.counts().get(0);
          ObjectRef.Phrase bare = new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(), ph.nouns(), ImmutableList.of(),
              ph.span());
          out.append(count(new Condition.Count(c0.range(), c0.count(), bare, c0.span()))).append(" di ")
              .append(playerSubject(h.than().get())).append(filters(ph.filters(), agreeNouns(ph.nouns())));
          h.in().ifPresent(z -> out.append(" in ").append(zone(z)));
          return out.toString();
        }
        out.append(counts(h.counts()));
        h.in().ifPresent(z -> out.append(" in ").append(zone(z)));
        h.than().ifPresent(p -> out.append(" di ").append(playerSubject(p)));
        return out.toString();
      }
      if (c instanceof Condition.ThereAre t) {
        return (plural(t.counts()) ? (subjunctive ? "ci siano " : "ci sono ") : (subjunctive ? "ci sia " : "c'è "))
            + counts(t.counts());
      }
      if (c instanceof Condition.BaseStatistics b) {
        String count = "almeno " + quantity(b.count().count().get(), true) + " statistiche base di " + b.value()
            + " tra " + obj(b.among(), true, Case.OBJECT);
        return b.thereAre() ? (subjunctive ? "ci siano " : "ci sono ") + count : (subjunctive ? "abbia " : "hai ")
            + count;
      }
      if (c instanceof Condition.HasCounters h) {
        boolean self = h.subject() instanceof ObjectRef.Self;
        String subject = self ? "" : obj(h.subject(), true, Case.SUBJECT) + " ";
        String have = self ? (subjunctive ? "abbia" : "ho") : plural(h.subject()) ? (subjunctive ? "abbiano"
            : "hanno") : (subjunctive ? "abbia" : "ha");
        return subject + have + " " + counterCount(h.range(), h.count(), h.counter());
      }
      if (c instanceof Condition.Compare k) {
        return compare(k, subjunctive);
      }
      if (c instanceof Condition.FirstPlayer f) {
        String who = f.player().kind() == PlayerRef.Kind.YOU ? "" : playerSubject(f.player()) + " ";
        String be = f.player().kind() == PlayerRef.Kind.YOU ? (subjunctive ? "sia" : "sei")
            : (subjunctive ? "sia" : "è");
        return who + (f.negated() ? "non " : "") + be + " il primo giocatore";
      }
      if (c instanceof Condition.DidThisWay d) {
        String verb = switch (d.verb()) {
          case DISCARDED -> "hai scartato";
          case PUT -> "hai messo";
          case PLAYED -> "hai giocato";
          case SACRIFICED -> "hai sacrificato";
          case EXHAUSTED -> "hai consumato";
          case REVEALED -> "hai rivelato";
          case DREW -> "hai pescato";
        };
        String who = d.player().kind() == PlayerRef.Kind.YOU ? "" : playerSubject(d.player()) + " ";
        return who + verb + " " + obj(d.objects(), true, Case.OBJECT) + " in questo modo";
      }
      if (c instanceof Condition.During d) {
        return timing(d);
      }
      Condition.PlaysFrom p = (Condition.PlaysFrom) c;
      String who = p.player().kind() == PlayerRef.Kind.YOU ? "" : playerSubject(p.player()) + " ";
      return who + "lo " + (p.player().kind() == PlayerRef.Kind.YOU ? "giochi" : "gioca") + " da " + zone(p.zone());
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
        verb = past ? (plural ? "avevano" : self ? "avevo" : "aveva") : subjunctive ? (plural ? "abbiano" : "abbia")
            : self ? "ho" : plural ? "hanno" : "ha";
      } else {
        verb = past ? (plural ? "erano" : self ? "ero" : "era") : subjunctive ? (plural ? "siano" : "sia")
            : self ? "sono" : plural ? "sono" : "è";
      }
      return who + (negated ? "non " : "") + verb + " ";
    }

    /** "es ", "soy ", "sea ": being something (a Permanent). */
    private String beWord(ObjectRef subject, boolean past, boolean subjunctive, boolean kind) {
      boolean self = subject instanceof ObjectRef.Self;
      boolean plural = plural(subject);
      String who = "";
      if (!self && !(subject instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget() && !p.all())) {
        who = obj(subject, true, Case.SUBJECT) + " ";
      }
      String verb = past ? (plural ? "erano" : self ? "ero" : "era") : subjunctive ? (plural ? "siano" : "sia")
          : self ? "sono" : plural ? "sono" : "è";
      return who + verb + " ";
    }

    /** "sono", "è", "sia" alone (for positions: "è avanti"). */
    private String beWordOnly(ObjectRef subject, boolean subjunctive) {
      boolean self = subject instanceof ObjectRef.Self;
      boolean plural = plural(subject);
      return subjunctive ? (plural ? "siano" : "sia") : self ? "sono" : plural ? "sono" : "è";
    }

    private static boolean plural(List<Condition.Count> counts) {
      return counts.size() > 1 || counts.get(0).range() != Condition.Count.Range.EXACTLY
          && (counts.get(0).count().map(q -> !isOne(q)).orElse(false) || plural(counts.get(0).objects()));
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
      return String.join(", ", out) + " e " + last;
    }

    /** "dos hitos o más", "menos de siete orbes de maná", "un solo personaje", "ningún personaje". */
    private String count(Condition.Count c) {
      Optional<Quantity> n = c.count();
      ObjectRef objects = c.objects();
      return switch (c.range()) {
        case SOME -> obj(objects, true, Case.OBJECT);
        case AT_LEAST -> quantity(n.get(), true) + " o più " + noArticle(obj(objects, true, Case.OBJECT));
        case AT_MOST -> quantity(n.get(), true) + " o meno " + noArticle(obj(objects, true, Case.OBJECT));
        case LESS_THAN -> "meno di " + quantity(n.get(), true) + " " + noArticle(obj(objects, true, Case.OBJECT));
        case MORE_THAN -> "più di " + quantity(n.get(), true) + " " + noArticle(obj(objects, true, Case.OBJECT));
        case EXACTLY -> "solo " + countedWith(n.get(), objects);
        case NONE -> noneOf(objects);
        case FEWER -> "meno " + noArticle(obj(objects, true, Case.OBJECT));
        case MORE -> "più " + noArticle(obj(objects, true, Case.OBJECT));
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

    /** A bare plural without its article: "2 o più personaggi". */
    private static ObjectRef bare(ObjectRef objects) {
      return objects;
    }

    /** "i personaggi" after a number is "personaggi". */
    private static String noArticle(String phrase) {
      return phrase.replaceFirst("^(i|le|gli) ", "");
    }

    private String noneOf(ObjectRef objects) {
      if (objects instanceof ObjectRef.Phrase ph && ph.quantifier().kind() == Quantifier.Kind.BARE) {
        ObjectRef.Phrase single = new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(),
            new NounGroup(ph.nouns().nouns(), false, ph.nouns().span()), ph.filters(), ph.span());
        Agree ag = agreeNouns(single.nouns());
        return (ag.feminine ? "nessuna " : "nessun ") + obj(single, true, Case.OBJECT);
      }
      return "nessun " + obj(objects, true, Case.OBJECT);
    }

    private String compare(Condition.Compare k, boolean subjunctive) {
      String left = value(k.left(), true);
      String be = k.past() ? "era" : subjunctive ? "sia" : "è";
      Value right = k.right();
      if (k.left() instanceof Value.Result r && !r.x() && right instanceof Value.Number n && !n.mana()
          && k.comparison() == Comparison.AT_LEAST && !k.past()) {
        return "il risultato è " + quantity(n.quantity(), false) + "+";
      }
      if (right instanceof Value.Number n && (k.comparison() == Comparison.AT_LEAST
          || k.comparison() == Comparison.AT_MOST)) {
        return left + " " + be + (k.comparison() == Comparison.AT_LEAST ? " pari o superiore a "
            : " pari o inferiore a ") + value(right, false);
      }
      return left + " " + be + " " + comparator(k.comparison()) + " " + value(right, false);
    }

    private static String comparator(Comparison cmp) {
      return switch (cmp) {
        case EQUAL -> "pari a";
        case GREATER -> "superiore a";
        case LESS -> "inferiore a";
        case LESS_OR_EQUAL -> "pari o inferiore a";
        case GREATER_OR_EQUAL -> "pari o superiore a";
        case AT_LEAST, AT_MOST -> throw new IllegalArgumentException("not a relation: " + cmp);
      };
    }

    private String value(Value v, boolean subject) {
      if (v instanceof Value.Number n) {
        return n.mana() ? mana(n.quantity()) : quantity(n.quantity(), false);
      }
      if (v instanceof Value.StatOf s) {
        if (s.object() instanceof ObjectRef.Self) {
          return (statFeminine(s.stat()) ? "la mia " : "il mio ") + statName(s.stat());
        }
        if (s.object() instanceof ObjectRef.Pronoun p && !p.plural() && p.restated().isEmpty() && !p.theTarget()) {
          if (s.stat() == Stat.RESULT) {
            return "il risultato del dado";
          }
          return (statFeminine(s.stat()) ? "la sua " : "il suo ") + statName(s.stat());
        }
        return (statFeminine(s.stat()) ? "la " : "il ") + statName(s.stat()) + " " + de(obj(s.object(), false,
            Case.OBJECT));
      }
      if (v instanceof Value.CountersOf c) {
        return "il numero di " + possessor(c.owner(), true) + " " + counterNoun(c.counter(), true);
      }
      return ((Value.Result) v).x() ? "X" : "il risultato";
    }

    private static boolean statFeminine(Stat s) {
      return s == Stat.BASE_STATISTIC || s == Stat.HIGHEST_STATISTIC;
    }

    private static String statName(Stat s) {
      return switch (s) {
        case HAND_COST -> "costo dalla mano";
        case RESERVE_COST -> "costo dalla Riserva";
        case BASE_STATISTIC -> "statistica base";
        case BASE_COST -> "costo base";
        case FOREST -> "{V}";
        case MOUNTAIN -> "{M}";
        case WATER -> "{O}";
        case RESULT -> "risultato";
        case HIGHEST_STATISTIC -> "statistica più alta";
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
        return role == Case.SUBJECT ? "io" : "me";
      }
      if (ref instanceof ObjectRef.SelfAnd) {
        return "entrambi";
      }
      if (ref instanceof ObjectRef.Pronoun p) {
        if (p.theTarget()) {
          return "il bersaglio";
        }
        if (p.restated().isPresent()) {
          Agree ag = agreeNouns(p.restated().get());
          return (ag.plural ? (ag.feminine ? "quelle " : "quei ") : ag.feminine ? "quella " : "quel ")
              + nounGroup(p.restated().get());
        }
        return p.plural() ? "loro" : "esso";
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
        if (p.adjectives().size() == 1 && p.adjectives().get(0) instanceof Adjective.ExpeditionKind k
            && p.filters().isEmpty() && !p.nouns().plural() && p.owner() instanceof Possessor.OfPlayer op
            && op.player().kind() == PlayerRef.Kind.YOU) {
          // "la spedizione del tuo compagno": your Companion Expedition.
          return "la " + nounGroup(p.nouns()) + " di il tuo " + (k.companion() ? "compagno" : "eroe");
        }
        String other = p.adjectives().stream().anyMatch(a -> a instanceof Adjective.Other) ? ag.a("altro", "altra")
            + " " : "";
        List<Adjective> rest = p.adjectives().stream().filter(a -> !(a instanceof Adjective.Other)).toList();
        return possessorAgree(p.owner(), ag) + " " + other + possessedNouns(p.nouns())
            + adjectivesAfter(rest, ag, 0) + filters(p.filters(), ag);
      }
      if (ref instanceof ObjectRef.OfPossessed o) {
        Agree ag = agreeNouns(o.nouns());
        String which = switch (o.which()) {
          case COUNT -> ag.feminine ? "una" : "uno";
          case EACH -> ag.feminine ? "ciascuna" : "ciascuno";
          default -> ag.feminine ? "tutte" : "tutti";
        };
        return which + " di " + possessorAgree(o.owner(), new Agree(ag.feminine, true)) + " "
            + nounGroupPlural(o.nouns())
            + adjectivesAfter(o.adjectives(), new Agree(ag.feminine, true), 0) + filters(o.filters(), ag);
      }
      if (ref instanceof ObjectRef.TopOf t) {
        boolean one = t.count().isEmpty() || isOne(t.count().get());
        return one ? "la prima carta " + de(zone(t.zone()))
            : "le prime " + quantity(t.count().get(), true) + " carte " + de(zone(t.zone()));
      }
      if (ref instanceof ObjectRef.ZoneContents z) {
        return zone(z.zone());
      }
      if (ref instanceof ObjectRef.Rest) {
        return "le altre";
      }
      if (ref instanceof ObjectRef.These) {
        return "queste carte";
      }
      if (ref instanceof ObjectRef.OneOfThem) {
        return "una";
      }
      if (ref instanceof ObjectRef.Targets t) {
        String n = quantity(t.quantifier().count().get(), true);
        return (t.quantifier().kind() == Quantifier.Kind.UP_TO ? "fino a " : "") + n + " bersagli, che siano "
            + nounGroupPlural(t.nouns());
      }
      ObjectRef.Several s = (ObjectRef.Several) ref;
      List<String> items = new ArrayList<>();
      for (ObjectRef item : s.items()) {
        items.add(obj(item, false, role));
      }
      String last = items.remove(items.size() - 1);
      return String.join(", ", items) + (s.any() ? " o " : " e ") + last;
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
        nouns = (ph.nouns().plural() ? "pedine" : "pedina") + " personaggio";
      }
      String target = q.target() ? (ph.nouns().plural() ? " bersaglio" : " bersaglio") : "";
      String after = target + adjectivesAfter(rest, ag, 0) + filters(ph.filters(), ag);
      String otherWord = other ? ag.a("altro", "altra") + " " : "";
      return switch (q.kind()) {
        case BARE -> ph.nouns().plural() && !other ? ag.the() + " " + nouns + after : otherWord + nouns + after;
        case COUNT -> {
          boolean one = q.count().isPresent() && isOne(q.count().get());
          if (one) {
            yield (other ? ag.one() + " " + ag.a("altro", "altra") : ag.one()) + " " + nouns + after;
          }
          yield otherWord + quantity(q.count().get(), true) + " " + nouns + after;
        }
        case UP_TO -> "fino a " + quantityAgree(q.count().get(), ag) + " " + otherWord + nouns + after;
        case ANY_NUMBER -> "un numero qualsiasi di " + otherWord + nouns + after;
        case ANY -> "qualsiasi " + nouns + after;
        case ALL -> ag.a("tutto", "tutta") + " " + ag.the() + " " + otherWord + nouns + after;
        case EACH -> "ogni " + otherWord + nouns + after;
        case YET_ANOTHER -> ag.one() + " " + ag.a("terzo", "terza") + " " + nouns + after;
        case THE -> ag.the() + " " + otherWord + nouns + after;
        case NEXT -> ag.the() + " " + ag.a("prossimo", "prossima") + " " + nouns + after;
        case ORDINAL -> ag.the() + " " + ordinal(q.count().get(), ag.feminine) + " " + nouns + after;
        case ONE_OR_MORE -> (ag.feminine ? "una" : "uno") + " o più " + otherWord + nouns + after;
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
          out.append(" ").append(ag.a("ripristinato", "ripristinata"));
        } else if (a instanceof Adjective.Other) {
          out.append(" ").append(ag.a("altro", "altra"));
        } else if (a instanceof Adjective.Token) {
          out.append("");
        } else if (a instanceof Adjective.Non n) {
          out.append(" non ").append(n.noun() instanceof Noun.Subtype st
              ? subtypeName(st.id(), ag.plural) : ag.plural ? "pedine" : "pedina");
        } else if (a instanceof Adjective.ExpeditionKind k) {
          out.append(k.companion() ? " di il compagno" : " di l'eroe");
        } else {
          out.append(" con [").append(keywordName(((Adjective.WithKeyword) a).keyword())).append("]");
        }
      }
      return out.toString();
    }

    /** "agotado", "[[potenciado]]", "con [[Fugacidad]]", "[[potenciado]] o con [[Fugacidad]]". */
    private String statusAdjective(List<Status> statuses, Agree ag) {
      if (statuses.size() == 1 && statuses.get(0) == Status.EXHAUSTED) {
        return ag.a("consumato", "consumata");
      }
      List<String> adjectives = new ArrayList<>();
      List<String> nouns = new ArrayList<>();
      for (Status s : statuses) {
        if (s == Status.BOOSTED) {
          adjectives.add("con [[Rinforzato]]");
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
          all.add(s == Status.BOOSTED ? "[[" + ag.a("Rinforzato", "Rinforzata") + "]]" : status(s));
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
          return plural ? "compagni" : "compagno";
        }
        return subtypeName(st.id(), plural);
      }
      if (n instanceof Noun.Player p) {
        return p.opponent() ? (plural ? "avversari" : "avversario") : (plural ? "giocatori" : "giocatore");
      }
      ObjectType t = ((Noun.Type) n).type();
      return switch (t) {
        case CHARACTER -> plural ? "personaggi" : "personaggio";
        case PERMANENT -> plural ? "permanenti" : "permanente";
        case EXPEDITION_PERMANENT -> plural ? "permanenti di spedizione" : "permanente di spedizione";
        case LANDMARK_PERMANENT -> plural ? "permanenti di fulcro" : "permanente di fulcro";
        case SPELL -> plural ? "incantesimi" : "incantesimo";
        case CARD -> plural ? "carte" : "carta";
        case TOKEN -> plural ? "pedine" : "pedina";
        case LANDMARK -> plural ? "fulcri" : "fulcro";
        case MANA_ORB -> plural ? "sfere di mana" : "sfera di mana";
        case EXPEDITION -> plural ? "spedizioni" : "spedizione";
        case HERO -> plural ? "eroi" : "eroe";
        case REGION -> plural ? "regioni" : "regione";
      };
    }

    /** Italian cards capitalize sub-types in text ("un altro Robot", "una Pianta"). */
    private static String subtypeName(String id, boolean plural) {
      return capitalize(ItalianLexicon.INSTANCE.subtypeName(id, plural)
          .orElse(id.toLowerCase(Locale.ROOT)));
    }

    /** Gender and number of a noun group (its first noun's gender, the group's number). */
    private static Agree agreeNouns(NounGroup g) {
      Noun first = g.nouns().isEmpty() ? null : g.nouns().get(0);
      return new Agree(first != null && feminine(first), g.plural());
    }

    private static boolean feminine(Noun n) {
      if (n instanceof Noun.Type t) {
        return switch (t.type()) {
          case CARD, TOKEN, EXPEDITION, REGION, MANA_ORB -> true;
          default -> false;
        };
      }
      if (n instanceof Noun.Subtype st) {
        return FEMININE_SUBTYPES.contains(st.id());
      }
      return false;
    }

    private static final java.util.Set<String> FEMININE_SUBTYPES = java.util.Set.of("PLANT", "FAIRY", "CONSTRUCTION",
        "BOON", "MANEUVER", "SONG", "ILLUSION", "DEITY", "CONJURATION");

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
          case YOU -> "che controlli";
          case THEY -> "che controlla";
          case TARGET_PLAYER, EACH_PLAYER -> ag.a("controllato", "controllata") + " da " + playerSubject(c.player());
          default -> "che " + playerSubject(c.player()) + (thirdPlural(c.player()) ? " controllano" : " controlla");
        };
      }
      if (f instanceof Filter.OwnedBy o) {
        return o.player().kind() == PlayerRef.Kind.YOU ? "che possiedi" : "che " + playerSubject(o.player())
            + " possiede";
      }
      if (f instanceof Filter.PlayedBy p) {
        String who = switch (p.player().kind()) {
          case YOU -> "che giochi";
          case THEY -> "che gioca";
          default -> "che " + playerSubject(p.player()) + (thirdPlural(p.player()) ? " giocano" : " gioca");
        };
        return who + p.from().map(z -> " da " + zone(z)).orElse("") + p.in().map(t -> " in " + terrain(t))
            .orElse("") + p.during().map(d -> " " + duration(d)).orElse("");
      }
      if (f instanceof Filter.PlayedFrom p) {
        return ag.a("giocato", "giocata") + " da " + zone(p.zone());
      }
      if (f instanceof Filter.In in) {
        List<String> places = new ArrayList<>();
        for (Place p : in.places()) {
          places.add("in " + place(p));
        }
        return String.join(in.all() ? " e " : " o ", places);
      }
      if (f instanceof Filter.From from) {
        if (from.place() instanceof Place.InZone z) {
          return "da " + zone(z.zone());
        }
        if (from.place() instanceof Place.InObject o && (o.object() instanceof ObjectRef.These
            || o.object() instanceof ObjectRef.Rest)) {
          return "tra " + place(from.place());
        }
        return "da " + place(from.place());
      }
      if (f instanceof Filter.StatIs s) {
        if (s.stat() == Stat.BASE_STATISTIC && s.comparison() == Comparison.EQUAL) {
          return "con una statistica base pari a " + value(s.value(), false);
        }
        return "con " + statName(s.stat()) + " " + statComparison(s.comparison(), s.value());
      }
      if (f instanceof Filter.NoStatOver n) {
        return "con nessuna statistica superiore a " + n.value();
      }
      if (f instanceof Filter.Total t) {
        String cmp = t.comparison() == Comparison.AT_LEAST ? " pari o superiore a " : " pari o inferiore a ";
        String v = t.stat() == Stat.HAND_COST || t.stat() == Stat.RESERVE_COST ? mana(t.value())
            : quantity(t.value(), false);
        return "con un " + statName(t.stat()) + " totale" + cmp + v;
      }
      if (f instanceof Filter.CounterCount cc) {
        return "con " + counterCount(cc.range(), cc.count(), cc.counter());
      }
      if (f instanceof Filter.WithCounters) {
        return "con dei segnalini";
      }
      if (f instanceof Filter.WithNo w) {
        return "senza " + nounGroupPlural(w.nouns());
      }
      if (f instanceof Filter.Facing fa) {
        if (fa.object() instanceof ObjectRef.Self) {
          return "che mi affronta";
        }
        if (fa.object() instanceof ObjectRef.Pronoun pr && pr.restated().isEmpty() && !pr.theTarget()) {
          return "che la affronta";
        }
        return "che affronta " + obj(fa.object(), false, Case.OBJECT);
      }
      if (f instanceof Filter.InPosition p) {
        List<String> positions = new ArrayList<>();
        for (Position pos : p.anyOf()) {
          positions.add(switch (pos) {
            case AHEAD -> "avanti";
            case BEHIND -> "indietro";
            case TIED -> "in parità";
          });
        }
        return (ag.plural ? "che sono " : "che è ") + String.join(" o ", positions);
      }
      if (f instanceof Filter.EachPhase e) {
        return "ogni " + phase(e.phase());
      }
      if (f instanceof Filter.Between b) {
        return "tra " + obj(b.objects(), false, Case.OBJECT);
      }
      if (!(f instanceof Filter.Either e)) {
        throw new IllegalArgumentException("no Italian wording yet for filter " + f.getClass().getSimpleName());
      }
      List<String> parts = new ArrayList<>();
      for (Filter inner : e.filters()) {
        String s = filter(inner, ag);
        if (inner instanceof Filter.In && !parts.isEmpty()) {
          s = (ag.plural ? "che sono " : "che è ") + s;
        }
        parts.add(s);
      }
      return String.join(e.all() ? " e " : " o ", parts);
    }

    private String statComparison(Comparison cmp, Value v) {
      return switch (cmp) {
        case AT_LEAST -> "pari o superiore a " + value(v, false);
        case AT_MOST -> "pari o inferiore a " + value(v, false);
        default -> comparator(cmp) + " " + value(v, false);
      };
    }

    private String place(Place p) {
      if (p instanceof Place.InPlay) {
        return "gioco";
      }
      if (p instanceof Place.InZone z) {
        return zone(z.zone());
      }
      if (p instanceof Place.InTerrain t) {
        return terrain(t.terrain());
      }
      if (p instanceof Place.Anywhere) {
        return "un luogo qualsiasi";
      }
      return obj(((Place.InObject) p).object(), false, Case.OBJECT);
    }

    private String zone(Zone z) {
      if (z.owner().isPresent()) {
        PlayerRef owner = z.owner().get();
        boolean m = z.kind() == ZoneKind.DECK;
        return switch (owner.kind()) {
          case YOU -> (m ? "il tuo " : "la tua ") + zoneName(z.kind());
          case THEY -> (m ? "il suo " : "la sua ") + zoneName(z.kind());
          case OWNER -> z.kind() == ZoneKind.HAND ? "mano a " + ownerOf(owner) + " proprietario"
              : theZone(z.kind()) + " di " + ownerOf(owner) + " proprietario";
          case CONTROLLER -> theZone(z.kind()) + " di " + ownerOf(owner) + " controllore";
          default -> theZone(z.kind()) + " " + de(playerSubject(owner));
        };
      }
      return switch (z.kind()) {
        case PLAY -> "gioco";
        case ANYWHERE -> "un luogo qualsiasi";
        default -> theZone(z.kind());
      };
    }

    private static String theZone(ZoneKind kind) {
      return (kind == ZoneKind.DECK ? "il " : "la ") + zoneName(kind);
    }

    private static String zoneName(ZoneKind kind) {
      return switch (kind) {
        case RESERVE -> "Riserva";
        case HAND -> "mano";
        case DECK -> "mazzo";
        case DISCARD_PILE -> "pila degli scarti";
        case MANA_ZONE -> "area del mana";
        case EXPEDITION_ZONE -> "area delle spedizioni";
        case LANDMARK_ZONE -> "area dei fulcri";
        case HERO_ZONE -> "area dell'eroe";
        case PLAY -> "gioco";
        case ANYWHERE -> "un luogo qualsiasi";
      };
    }

    /** "il mio", "i tuoi", "il suo" (masculine; {@link #possessorAgree} for a known noun). */
    private String possessor(Possessor p, boolean plural) {
      return possessorAgree(p, new Agree(false, plural));
    }

    /** "la mia", "le tue", "i suoi": the possessive with its article, agreeing with the noun. */
    private String possessorAgree(Possessor p, Agree ag) {
      String stem;
      if (p instanceof Possessor.OfObject o) {
        stem = o.object() instanceof ObjectRef.Self ? "m" : o.object() instanceof ObjectRef.Pronoun pr && pr.plural()
            ? "" : "s";
      } else {
        stem = ((Possessor.OfPlayer) p).player().kind() == PlayerRef.Kind.YOU ? "t" : "s";
      }
      if (stem.isEmpty()) {
        return ag.the() + " loro";
      }
      String word = ag.plural ? (ag.feminine ? (stem.equals("m") ? "mie" : stem + "ue") : stem.equals("m") ? "miei"
          : stem + "uoi")
          : (ag.feminine ? stem + (stem.equals("m") ? "ia" : "ua") : stem + (stem.equals("m") ? "io" : "uo"));
      return ag.the() + " " + word;
    }

    private String possessivePlayer(PlayerRef p, boolean plural) {
      return possessorAgree(new Possessor.OfPlayer(p, p.span()), new Agree(true, plural));
    }

    /** A player as the subject of a verb. */
    private String playerSubject(PlayerRef p) {
      return switch (p.kind()) {
        case YOU -> "tu";
        case AN_OPPONENT -> "un avversario";
        case TARGET_OPPONENT -> "un avversario bersaglio";
        case THAT_OPPONENT -> "quell'avversario";
        case YOUR_OPPONENT -> "il tuo avversario";
        case OPPONENTS -> "i tuoi avversari";
        case EACH_PLAYER -> "ogni giocatore";
        case EACH_PLAYER_STARTING_WITH_YOU -> "a cominciare da te, ogni giocatore";
        case TARGET_PLAYER -> "un giocatore bersaglio";
        case THEY -> "lui";
        case OWNER -> ownerOf(p) + " proprietario";
        case CONTROLLER -> ownerOf(p) + " controllore";
      };
    }

    private static String ownerOf(PlayerRef p) {
      return p.of().orElseThrow() instanceof ObjectRef.Self ? "il mio" : "il suo";
    }

    private static boolean thirdPlural(PlayerRef p) {
      return p.kind() == PlayerRef.Kind.OPPONENTS;
    }

    private static boolean plural(ObjectRef ref) {
      if (ref instanceof ObjectRef.Self || ref instanceof ObjectRef.OneOfThem) {
        return false;
      }
      if (ref instanceof ObjectRef.SelfAnd || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These
          || ref instanceof ObjectRef.Targets || ref instanceof ObjectRef.ZoneContents) {
        return true;
      }
      if (ref instanceof ObjectRef.Pronoun p) {
        return p.plural();
      }
      if (ref instanceof ObjectRef.Phrase ph) {
        if (ph.quantifier().kind() == Quantifier.Kind.EACH) {
          return false;
        }
        return ph.nouns().plural();
      }
      if (ref instanceof ObjectRef.Possessed p) {
        return p.nouns().plural();
      }
      if (ref instanceof ObjectRef.OfPossessed o) {
        return o.which() == Quantifier.Kind.ALL;
      }
      if (ref instanceof ObjectRef.TopOf t) {
        return t.count().isPresent() && !isOne(t.count().get());
      }
      return ref instanceof ObjectRef.Several s && !s.any();
    }

    private static String be(ObjectRef subject) {
      if (subject instanceof ObjectRef.Self) {
        return "sono";
      }
      return plural(subject) ? "sono" : "è";
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
        return "il numero " + de(obj(n.objects(), false, Case.OBJECT));
      }
      if (q instanceof Quantity.CountersOn c) {
        return "il numero di " + possessor(c.owner(), true) + " " + counterNoun(c.counter(), true);
      }
      if (q instanceof Quantity.DieResult d) {
        return d.fin() ? "il risultato finale" : "il risultato";
      }
      if (q instanceof Quantity.ThatMany) {
        return "quello stesso numero";
      }
      if (q instanceof Quantity.RemovedThisWay r) {
        return "il numero di " + counterNoun(r.counter(), true) + " rimossi in questo modo";
      }
      Quantity.StatOf st = (Quantity.StatOf) q;
      return possessorAgree(st.of(), new Agree(statFeminine(st.stat()), false)) + " " + statName(st.stat());
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
        case 2 -> "due";
        case 3 -> "tre";
        case 4 -> "quattro";
        case 5 -> "cinque";
        case 6 -> "sei";
        case 7 -> "sette";
        case 8 -> "otto";
        case 9 -> "nove";
        case 10 -> "dieci";
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
        return "un numero di " + counterNoun(counter, true) + " pari " + toThe(quantity(q, false));
      }
      return quantity(q, false) + " " + counterNoun(counter, !isOne(q));
    }

    private String counterCount(Condition.Count.Range range, Quantity count, Counter counter) {
      String n = quantity(count, false);
      String nouns = counterNoun(counter, !isOne(count));
      return switch (range) {
        case AT_LEAST -> n + " o più " + counterNoun(counter, true);
        case AT_MOST -> n + " o meno " + counterNoun(counter, true);
        case LESS_THAN -> "meno di " + n + " " + counterNoun(counter, true);
        case MORE_THAN -> "più di " + n + " " + counterNoun(counter, true);
        default -> n + " " + nouns;
      };
    }

    private static String counterNoun(Counter counter, boolean plural) {
      if (counter.equals(Counter.BOOST)) {
        return plural ? "rinforzi" : "rinforzo";
      }
      String noun = plural ? "segnalini" : "segnalino";
      if (counter.equals(Counter.ANY)) {
        return noun;
      }
      String name = ItalianLexicon.INSTANCE.counterName(counter.id())
          .orElse(counter.id().toLowerCase(Locale.ROOT).replace('_', ' '));
      return noun + " " + name;
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
        case 1 -> "primo";
        case 2 -> "secondo";
        case 3 -> "terzo";
        case 4 -> "quarto";
        case 5 -> "quinto";
        default -> throw new IllegalArgumentException("no Italian ordinal for " + n);
      };
      return feminine ? m.substring(0, m.length() - 1) + "a" : m;
    }

    private static final Map<Status, String> STATUS = Map.of(
        Status.ANCHORED, "Ancorato",
        Status.ASCENDED, "Asceso",
        Status.ASLEEP, "Dormiente",
        Status.BOOSTED, "Rinforzato",
        Status.EXHAUSTED, "Consumato",
        Status.FLEETING, "Fugace");

    private static String status(Status s) {
      return "[[" + STATUS.get(s) + "]]";
    }

    private static String keywordName(KeywordAbilityId id) {
      return switch (id) {
        case COOLDOWN -> "Raffreddamento";
        case DEFENDER -> "Difensore";
        case ETERNAL -> "Eterno";
        case GIGANTIC -> "Colossale";
        case SCOUT -> "Esploratore";
        case SEASONED -> "Temprato";
        case TOUGH -> "Tenace";
      };
    }

    /** "[Reabastece]", "[reabastecer]", "[reabastezca]". */
    private static String keywordAction(KeywordAction a, Form form) {
      String[] forms = switch (a) {
        case AFTER_YOU -> new String[] {"Dopo di te", "Dopo di te", "Dopo di te"};
        case ASCEND -> new String[] {"Ascendi", "Ascendere", "Ascende"};
        case AUGMENT -> new String[] {"Accresci", "Accrescere", "Accresce"};
        case DEFECT -> new String[] {"Diserta", "Disertare", "Diserta"};
        case EXHAUSTED_RESUPPLY -> new String[] {"Rifornisci-Consuma", "Rifornire-Consumare", "Rifornisce-Consuma"};
        case RESUPPLY -> new String[] {"Rifornisci", "Rifornire", "Rifornisce"};
        case RUSH -> new String[] {"Carica", "Caricare", "Carica"};
        case SABOTAGE -> new String[] {"Sabota", "Sabotare", "Sabota"};
      };
      String w = switch (form) {
        case IMPERATIVE -> forms[0];
        case INFINITIVE, SUBJUNCTIVE -> forms[1];
        case THIRD, THIRD_PLURAL -> forms[2];
      };
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
        case MORNING -> "mattina";
        case NOON -> "mezzogiorno";
        case AFTERNOON -> "pomeriggio";
        case DUSK -> "crepuscolo";
        case NIGHT -> "notte";
        case REST -> "riposo";
      };
    }

    /** "la mattina", "il pomeriggio"; noon has no article ("a mezzogiorno"). */
    private static String phaseThe(Phase p) {
      return p == Phase.NOON ? phase(p) : (p == Phase.MORNING || p == Phase.NIGHT ? "la " : "il ") + phase(p);
    }

    private static String duration(Duration d) {
      return switch (d) {
        case THIS_TURN -> "in questo turno";
        case THIS_AFTERNOON -> "questo pomeriggio";
        case THIS_DAY -> "in questa giornata";
      };
    }

    private static String terrain(Terrain t) {
      return switch (t) {
        case FOREST -> "{V}";
        case MOUNTAIN -> "{M}";
        case WATER -> "{O}";
      };
    }

    /** "di" before a phrase ({@link #contract} joins it with the article: "del"). */
    private static String de(String phrase) {
      return "di " + phrase;
    }

    /** "a" before a phrase ({@link #contract} joins it with the article: "al"). */
    private static String toThe(String phrase) {
      return "a " + phrase;
    }

    private static String andList(List<String> items) {
      return list(items, "e");
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
