package dev.altered.text.es;

import static dev.altered.ast.PrintedShape.unmodified;
import static dev.altered.ast.PrintedShape.objectSubject;
import static dev.altered.ast.PrintedShape.sameObject;
import static dev.altered.ast.PrintedShape.plural;
import static dev.altered.ast.PrintedShape.isOne;
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
import dev.altered.card.Language;
import dev.altered.text.AbilityPrinter;
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
    return new SpanishRun().ability(ability);
  }

  /** Gender and number with the Spanish articles and adjective endings. */
  private static final class SpanishAgree extends Agree {
    SpanishAgree(boolean feminine, boolean plural) {
      super(feminine, plural);
    }

    @Override
    public String a(String masculine, String feminine) {
      return (this.feminine ? feminine : masculine) + (plural ? "s" : "");
    }


    /** "el"/"la"/"los"/"las". */
    @Override
    public String the() {
      return plural ? (feminine ? "las" : "los") : (feminine ? "la" : "el");
    }
  }

  private static VerbForms ar(String inf) {
    String st = inf.substring(0, inf.length() - 2);
    String sub = st.endsWith("c") ? st.substring(0, st.length() - 1) + "qu" : st.endsWith("g") ? st + "u"
        : st.endsWith("z") ? st.substring(0, st.length() - 1) + "c" : st;
    return new VerbForms(inf, st + "a", st + "o", st + "a", st + "an", sub + "e", sub + "en");
  }

  private static final Map<Verb, VerbForms> VERBS = new EnumMap<>(Map.ofEntries(
      entry(GAIN, ar("ganar")),
      entry(LOSE, new VerbForms("perder", "pierde", "pierdo", "pierde", "pierden", "pierda", "pierdan")),
      entry(DRAW, ar("robar")),
      entry(DISCARD, ar("descartar")),
      entry(SACRIFICE, ar("sacrificar")),
      entry(PUT, ar("colocar")),
      entry(SEND, new VerbForms("enviar", "envía", "envío", "envía", "envían", "envíe", "envíen")),
      entry(RETURN, new VerbForms("devolver", "devuelve", "devuelvo", "devuelve", "devuelven", "devuelva", "devuelvan")),
      entry(CREATE, new VerbForms("crear", "crea", "creo", "crea", "crean", "cree", "creen")),
      entry(READY, ar("preparar")),
      entry(EXHAUST, ar("agotar")),
      entry(PLAY, new VerbForms("jugar", "juega", "juego", "juega", "juegan", "juegue", "jueguen")),
      entry(ROLL, ar("tirar")),
      entry(REVEAL, ar("revelar")),
      entry(LOOK, ar("mirar")),
      entry(CHOOSE, new VerbForms("elegir", "elige", "elijo", "elige", "eligen", "elija", "elijan")),
      entry(MAKE, new VerbForms("hacer", "haz", "hago", "hace", "hacen", "haga", "hagan")),
      entry(EXCHANGE, ar("intercambiar")),
      entry(ACTIVATE, ar("activar")),
      entry(PAY, ar("pagar")),
      entry(SPEND, ar("gastar")),
      entry(REMOVE, ar("retirar")),
      entry(DOUBLE, ar("duplicar")),
      entry(DISTRIBUTE, new VerbForms("distribuir", "distribuye", "distribuyo", "distribuye", "distribuyen", "distribuya", "distribuyan")),
      entry(REDUCE, new VerbForms("reducir", "reduce", "reduzco", "reduce", "reducen", "reduzca", "reduzcan")),
      entry(ADD, ar("sumar")),
      entry(GIVE, new VerbForms("dar", "da", "doy", "da", "dan", "dé", "den")),
      entry(SWITCH, new VerbForms("trasladarse", "trasládate", "me traslado", "se traslada", "se trasladan", "se traslade", "se trasladen")),
      entry(ADVANCE, ar("avanzar")),
      entry(RETREAT, new VerbForms("retroceder", "retrocede", "retrocedo", "retrocede", "retroceden", "retroceda", "retrocedan")),
      entry(GO, new VerbForms("ir", "ve", "voy", "va", "van", "vaya", "vayan")),
      entry(LEAVE, ar("abandonar")),
      entry(JOIN, new VerbForms("incorporarse", "incorpórate", "me incorporo", "se incorpora", "se incorporan", "se incorpore", "se incorporen")),
      entry(WIN, ar("ganar"))));

  private static final class SpanishRun extends RomanceRun {
    SpanishRun() {
      super(SpanishPhrases.BOOK);
    }

    private static final java.util.Set<String> FEMININE_SUBTYPES = java.util.Set.of("PLANT", "FAIRY", "CONSTRUCTION",
        "BOON", "DISRUPTION", "MANEUVER", "SONG", "ILLUSION", "DEITY");

    @Override
    protected RomanceRun fresh() {
      return new SpanishRun();
    }

    @Override
    protected VerbForms forms(Verb verb) {
      return VERBS.get(verb);
    }

    @Override
    protected Agree agreement(boolean feminine, boolean plural) {
      return new SpanishAgree(feminine, plural);
    }

    @Override
    protected String forEachCounter(Ability.ForEachClause.Counters c) {
      return ", por cada uno de " + possessor(c.owner(), true) + " " + counterNoun(c.counter(), true);
    }

    @Override
    protected String unless(Condition c, String condition) {
      return "A menos que " + condition;
    }

    @Override
    protected String dependingOn(String quantity) {
      return "En función " + de(quantity);
    }

    @Override
    protected String causeTo(String who, String verb) {
      return "hacer que " + who + " " + verb;
    }

    @Override
    protected String causedOneOf(List<String> verbs, String who) {
      return "que " + who + " " + String.join(" o ", verbs);
    }

    @Override
    protected String fromZone(Zone z) {
      return " " + de(zone(z));
    }

    @Override
    protected String revealAlso(String verbObject, boolean also) {
      return verbObject + (also ? " también" : "");
    }

    @Override
    protected String chooseAsTarget(Form form, String objects) {
      return v(MAKE, form) + " objetivo a " + objects;
    }

    @Override
    protected String reduceBy(Form form, String mana, String whose) {
      return v(REDUCE, form) + " en " + mana + " " + whose;
    }

    @Override
    protected String orbState(Step.OrbState st, ObjectRef objects) {
      return st == Step.OrbState.READY ? "preparado" : "agotado";
    }

    @Override
    protected String putOne(Form form) {
      return v(PUT, form);
    }

    @Override
    protected String returnTo(Form form, Zone zone, String what) {
      return v(RETURN, form) + " a " + zone(zone) + " " + what;
    }

    @Override
    protected String localTokenName(String name) {
      return SpanishLexicon.INSTANCE.localTokenName(name).orElse(name);
    }

    @Override
    protected String free(ObjectRef subject) {
      return subjectOrNothing(subject) + be(subject) + " sin coste";
    }

    @Override
    protected String limitChange(Statement.LimitChange r) {
      return (r.sign() > 0 ? "aumenta" : "se reduce") + " en ";
    }

    @Override
    protected String theirAbilities(Possessor of) {
      return possessor(of, true) + " habilidades";
    }

    @Override
    protected String preventsAdvance(String who, ObjectRef expedition, boolean plural) {
      return who + "no " + (plural ? "evitan" : "evita") + " que " + subjectOrNothing(expedition) + "avance";
    }

    @Override
    protected String aboutTo(boolean self, boolean plural) {
      return plural ? "fuesen a " : "fuese a ";
    }

    @Override
    protected String someDice(boolean one, Quantity dice, boolean orMore) {
      return (one ? "un dado" : quantity(dice, true) + " dados") + (orMore ? " o más" : "");
    }

    @Override
    protected Form playerEventForm() {
      return Form.SUBJUNCTIVE;
    }

    @Override
    protected String eventVerb(Verb v, boolean plural, boolean self, boolean would) {
      return would ? forms(v).inf() : forms(v).subjunctive(plural);
    }

    @Override
    protected String orMoreCounters(Quantity count, Counter counter) {
      return counters(count, counter) + " o más";
    }

    @Override
    protected String failsToAdvance(boolean self, boolean plural) {
      return "no " + (plural ? "logren" : "logre") + " avanzar";
    }

    @Override
    protected Form objectEventForm(boolean plural) {
      return Form.SUBJUNCTIVE;
    }

    @Override
    protected String undergoesTo(ObjectAction action) {
      return action == ObjectAction.PUT ? " en " : " a ";
    }

    @Override
    protected boolean statusWithBe(List<Status> statuses) {
      return !adjectiveStatuses(statuses);
    }

    @Override
    protected String position(Position pos, ObjectRef subject, boolean subjunctive) {
      return switch (pos) {
        case AHEAD -> (subjunctive ? "vaya" : "va") + " por delante";
        case BEHIND -> (subjunctive ? "vaya" : "va") + " por detrás";
        case TIED -> (subjunctive ? "esté" : "está") + " " + agree(subject).a("empatado", "empatada");
      };
    }

    @Override
    protected String thereAre(List<Condition.Count> counts, boolean subjunctive) {
      return subjunctive ? "haya " : "hay ";
    }

    @Override
    protected String myStat(Stat stat) {
      return "mi ";
    }

    @Override
    protected String itsStat(Stat stat) {
      return "su ";
    }

    @Override
    protected String theStat(Stat stat) {
      return "el ";
    }

    @Override
    protected String possessor(Possessor p, Agree ag) {
      return possessor(p, ag.plural());
    }

    @Override
    protected String eachOf(Agree ag) {
      return "cada " + (ag.feminine() ? "una" : "uno");
    }

    @Override
    protected String zoneContents(Zone z) {
      return possessivePlayer(z.owner().orElse(PlayerRef.you()), false) + " " + zoneName(z.kind());
    }

    @Override
    protected String anOther(Agree ag) {
      return ag.a("otro", "otra");
    }

    @Override
    protected String third(Agree ag) {
      return ag.a("tercer", "tercera").replace("tercers", "terceros");
    }

    @Override
    protected String next(Agree ag) {
      return " siguiente ";
    }

    @Override
    protected String non(Agree ag, Adjective.Non n) {
      return (ag.plural() ? " que no sean " : " que no sea ") + (n.noun() instanceof Noun.Subtype st
          ? subtypeName(st.id(), false) : "ficha");
    }

    @Override
    protected String boosted(Agree ag) {
      return "[[" + ag.a("potenciado", "potenciada") + "]]";
    }

    @Override
    protected String whoVerbs(PlayerRef player, String plural, String singular) {
      return "que " + (thirdPlural(player) ? plural : singular) + playerSubject(player);
    }

    @Override
    protected String ownedBy(PlayerRef player) {
      return "que posee " + playerSubject(player);
    }

    @Override
    protected String withTotal(String stat, String value, String comparison) {
      return "con " + stat + " total de " + value + comparison;
    }

    @Override
    protected String withCounters(Agree ag) {
      return ag.plural() ? "que tengan contadores" : "que tenga contadores";
    }

    @Override
    protected String facing(ObjectRef object, Agree ag) {
      return ag.a("enfrentado", "enfrentada") + " a " + obj(object, false, Case.OBJECT);
    }

    @Override
    protected String tied(Agree ag) {
      return "esté " + ag.a("empatado", "empatada");
    }

    @Override
    protected String whichIs(Agree ag) {
      return "que ";
    }

    @Override
    protected String countersOn(Possessor owner, Counter counter) {
      return possessor(owner, false) + " número de " + counterNoun(counter, true);
    }

    @Override
    protected String statOf(Quantity.StatOf st) {
      return possessor(st.of(), false) + " " + statName(st.stat());
    }

    @Override
    protected String costs(List<Cost> costs) {
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

    /** "Al mediodía", "al final de la tarde", "tras el descanso" (the end of Rest). */
    @Override
    protected String moment(Phase phase, boolean end) {
      if (phase == Phase.REST && end) {
        return "tras el descanso";
      }
      if (end) {
        return phase == Phase.NIGHT ? "al final del día" : "al final " + de(phaseThe(phase));
      }
      return toThe(phaseThe(phase));
    }

    /** "que un personaje objetivo gane 1 potenciador", "que gane [[Fugacidad]]" (me). */
    @Override
    protected String subjunctiveClause(Step step) {
      ObjectRef subject = objectSubject(step).orElseThrow();
      boolean self = subject instanceof ObjectRef.Self;
      boolean plural = plural(subject);
      String who = self || subject instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget()
          && !p.all() ? "" : obj(subject, true, Case.SUBJECT) + " ";
      return who + objectVerbOnly(step, plural, self, true);
    }

    /** A verb with a pronoun object: "envíalo", "colócame", "enviarlo", "lo envía". */
    @Override
    protected String withClitic(Verb verb, Form form, String clitic) {
      return switch (form) {
        case IMPERATIVE -> enclitic(forms(verb).imp(), clitic);
        case INFINITIVE -> forms(verb).inf() + clitic;
        default -> clitic + " " + v(verb, form);
      };
    }

    /** "coloca" + "me" = "colócame": the stress stays, so the stressed vowel takes an accent. */
    private String enclitic(String imperative, String clitic) {
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

    @Override
    protected String inOrTo(Step.Destination to) {
      return "en ";
    }

    @Override
    protected String destination(Step.Destination to) {
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

    /** The subject written before the verb, with its space, or nothing for "I". */
    @Override
    protected String subjectOrNothing(ObjectRef subject) {
      if (subject instanceof ObjectRef.Self) {
        return "";
      }
      if (subject instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget() && !p.all()) {
        return p.plural() ? "estos " : "este ";
      }
      return obj(subject, true, Case.SUBJECT) + " ";
    }

    @Override
    protected String regions(List<Statement.Region> regions) {
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

    @Override
    protected String replacement(Statement.Replacement r) {
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

    /** "una de tus expediciones" for your Expeditions; "tu zona de hitos" for Landmarks. */
    @Override
    protected String joinPlace(Place p) {
      if (p instanceof Place.InObject o && o.object() instanceof ObjectRef.Possessed ps && ps.nouns().plural()
          && ps.adjectives().isEmpty() && ps.filters().isEmpty() && ps.nouns().nouns().size() == 1
          && ps.nouns().nouns().get(0) instanceof Noun.Type t && t.type() == ObjectType.EXPEDITION) {
        return "una de " + possessor(ps.owner(), true) + " expediciones";
      }
      return place(p);
    }

    /**
     * "estoy ", "si no estaba ", "tiene " (a status held: "si tiene [[Sueño]]"): the subject (left out for "I" and
     * "it") and the verb.
     */
    @Override
    protected String beSubject(ObjectRef subject, boolean past, boolean negated, boolean subjunctive, boolean have) {
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
    @Override
    protected String beWord(ObjectRef subject, boolean past, boolean subjunctive, boolean kind) {
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

    /** "dos hitos o más", "menos de siete orbes de maná", "un solo personaje", "ningún personaje". */
    @Override
    protected String count(Condition.Count c) {
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

    @Override
    protected String compare(Condition.Compare k, boolean subjunctive) {
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

    @Override
    protected String subtypeName(String id, boolean plural) {
      return SpanishLexicon.INSTANCE.subtypeName(id, plural)
          .orElse(id.toLowerCase(Locale.ROOT) + (plural ? "s" : ""));
    }

    @Override
    protected boolean feminine(Noun n) {
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

    @Override
    protected String statComparison(Comparison cmp, Value v) {
      return switch (cmp) {
        case AT_LEAST -> "de " + value(v, false) + " o más";
        case AT_MOST -> "de " + value(v, false) + " o menos";
        default -> comparator(cmp) + " " + value(v, false);
      };
    }

    @Override
    protected String zone(Zone z) {
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

    @Override
    protected String theZone(ZoneKind kind) {
      return (kind == ZoneKind.HAND || kind == ZoneKind.RESERVE || kind == ZoneKind.DISCARD_PILE
          || kind == ZoneKind.MANA_ZONE || kind == ZoneKind.EXPEDITION_ZONE || kind == ZoneKind.LANDMARK_ZONE
          || kind == ZoneKind.HERO_ZONE ? "la " : "el ") + zoneName(kind);
    }

    /** "mi", "tu", "su", "mis", "tus", "sus". */
    @Override
    protected String possessor(Possessor p, boolean plural) {
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

    @Override
    protected String possessivePlayer(PlayerRef p, boolean plural) {
      String s = plural ? "s" : "";
      return switch (p.kind()) {
        case YOU -> "tu" + s;
        default -> "su" + s;
      };
    }

    @Override
    protected String counterCount(Condition.Count.Range range, Quantity count, Counter counter) {
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

    @Override
    protected String counterNoun(Counter counter, boolean plural) {
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

    @Override
    protected String ordinal(Quantity q, boolean feminine) {
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

    /** "[Reabastece]", "[reabastecer]", "[reabastezca]". */
    @Override
    protected String keywordAction(KeywordAction a, Form form) {
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

    /** "la mañana", "el mediodía". */
    @Override
    protected String phaseThe(Phase p) {
      return (p == Phase.MORNING || p == Phase.AFTERNOON || p == Phase.NIGHT ? "la " : "el ") + phase(p);
    }

    /** "de" before a phrase, contracted with "el" ("del"). */
    @Override
    protected String de(String phrase) {
      return phrase.startsWith("el ") ? "del " + phrase.substring(3) : "de " + phrase;
    }

    /** "a" before a phrase, contracted with "el" ("al"). */
    @Override
    protected String toThe(String phrase) {
      return phrase.startsWith("el ") ? "al " + phrase.substring(3) : "a " + phrase;
    }
  }
}
