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

/**
 * The shared Romance printer, first layer: object phrases, players, zones, words and numbers, and the hooks where a
 * language's wording differs (issue 19). A language supplies its {@link Phrasebook} (the words), its {@link Agree}
 * (articles and adjective agreement), its {@link VerbForms} and the hook methods declared here (word order); what the
 * languages write alike is written once in the four layers {@code RomanceObjects} < {@code RomanceClauses} <
 * {@code RomanceSteps} < {@code RomanceRun}. One instance prints one ability: it counts the object phrases it names,
 * so that a pronoun is written only where the reader will take it for the object just named.
 */
public abstract class RomanceObjects {
  private final Phrasebook phrases;
  protected int candidates;

  protected RomanceObjects(Phrasebook phrases) {
    this.phrases = phrases;
  }

  /** The language's wording of a phrase. */
  protected final String say(Phrase phrase) {
    return phrases.say(phrase);
  }

  /** The language's forms of a verb. */
  protected abstract VerbForms forms(Verb verb);

  /** Gender and number of a noun phrase, with the language's articles and adjective endings. */
  protected abstract Agree agreement(boolean feminine, boolean plural);

  /**
   * How a step is written: as a sentence (imperative, or with its subject), after "puedes"/"para" (infinitive), or
   * after "que" (subjunctive: "haz que gane", "para que un personaje objetivo gane").
   */
  public enum Mode { SENTENCE, INFINITIVE }

  /** How a player verb is conjugated. */
  public enum Form { IMPERATIVE, INFINITIVE, THIRD, THIRD_PLURAL, SUBJUNCTIVE }

  /** Where a phrase stands: the subject of a verb, or its object ("a" before a person is not written). */
  public enum Case { SUBJECT, OBJECT }

  /** A new printer of the same language, for an ability quoted inside this one. */
  protected abstract RomanceRun fresh();

  /** Whether a phrase names more than one object. */
  protected static boolean plural(ObjectRef ref) {
    return dev.altered.ast.PrintedShape.plural(ref);
  }

  // What the upper layers write, used here.

  protected abstract String steps(List<Step> steps);

  protected abstract String verbObject(Verb verb, Form form, ObjectRef objects);

  protected abstract String playCost(Step.PlayCost cost);

  protected abstract String timing(Condition.During d);

  protected abstract String statName(Stat stat);

  protected abstract String gainItems(List<Step.Gainable> items);

  protected abstract String dieRange(DieRange r);

  protected abstract String value(Value v, boolean subject);

  // Language hooks: what each language writes its own way.

  /** ", por cada uno de mis contadores X": the counters a Reaction repeats for. */
  protected abstract String forEachCounter(Ability.ForEachClause.Counters c);

  /** "A menos que" and the condition; Italian names the subject before "non". */
  protected abstract String unless(Condition c, String condition);

  /** "En función del resultado", "In base al risultato". */
  protected abstract String dependingOn(String quantity);

  /** A causative: "hacer que un oponente robe", "far pescare a un avversario". */
  protected abstract String causeTo(String who, String verb);

  /** One object made to do one of several things: "que X gane ... o pierda ...", "ottenere ... a X o fargli ...". */
  protected abstract String causedOneOf(List<String> verbs, String who);

  /** " de la reserva", " da la Riserva": where a card comes from. */
  protected abstract String fromZone(Zone z);

  /** The verb and object of "play", with "immediately" where the language puts it before the object. */
  protected String playImmediately(Step.Play p, Form form) {
    return verbObject(PLAY, form, p.objects());
  }

  /** Whether "immediately" follows the verb and its object. */
  protected boolean immediatelyAfter(Step.Play p) {
    return true;
  }

  /** "revela ... también", "anche rivela ...". */
  protected abstract String revealAlso(String verbObject, boolean also);

  /** "haz objetivo a X", "scegli come bersaglio X". */
  protected abstract String chooseAsTarget(Form form, String objects);

  /** "reduce en {1} el coste de X", "riduci il costo di X di {1}". */
  protected abstract String reduceBy(Form form, String mana, String whose);

  /** "(preparado)", "(ripristinate)": the state a mana orb is put in. */
  protected abstract String orbState(Step.OrbState st, ObjectRef objects);

  /** "coloca", "mettine": the verb of "put one". */
  protected abstract String putOne(Form form);

  /** "devuelve a tu mano X", "fai tornare X in mano al suo proprietario". */
  protected abstract String returnTo(Form form, Zone zone, String what);

  /** A token's name as the language's cards print it. */
  protected abstract String localTokenName(String name);

  /** A token's sub-type in its name. */
  protected String tokenSubtype(String subtype) {
    return subtypeName(subtype, false);
  }

  /** An object played for free: "X es sin coste", "non paghi il costo di X". */
  protected abstract String free(ObjectRef subject);

  /** "aumenta en", "sono aumentati di": a limit's change before its amount. */
  protected abstract String limitChange(Statement.LimitChange r);

  /** "sus habilidades", "le sue abilità". */
  protected abstract String theirAbilities(Possessor of);

  /** "no evitan que X avance", "non impediscono a X di avanzare". */
  protected abstract String preventsAdvance(String who, ObjectRef expedition, boolean plural);

  /** "fuese a", "sta per": an object about to do what a replacement replaces. */
  protected abstract String aboutTo(boolean self, boolean plural);

  /** "un dado", "2 dados o más", "uno o più dadi". */
  protected abstract String someDice(boolean one, Quantity dice, boolean orMore);

  /** The form of a player's keyword action after "Cuando"/"Quando". */
  protected abstract Form playerEventForm();

  /** An object's verb after "Cuando" (Spanish: the subjunctive; Italian: the indicative) or "fuese a"/"sta per". */
  protected abstract String eventVerb(Verb v, boolean plural, boolean self, boolean would);

  /** "2 contadores X o más", "2 o più segnalini X". */
  protected abstract String orMoreCounters(Quantity count, Counter counter);

  /** "no logre avanzar", "non avanza". */
  protected abstract String failsToAdvance(boolean self, boolean plural);

  /** The form of an object's keyword action after "Cuando"/"Quando". */
  protected abstract Form objectEventForm(boolean plural);

  /** " en ", " a ", " in ": before the zone an object is put or sent to. */
  protected abstract String undergoesTo(ObjectAction action);

  /** Whether "is" comes before these statuses ("está [[potenciado]]"); Italian says "ha" for all but exhausted. */
  protected abstract boolean statusWithBe(List<Status> statuses);

  /** "va por delante", "è avanti": an object's position. */
  protected abstract String position(Position pos, ObjectRef subject, boolean subjunctive);

  /** Italian puts the player compared with before the place ("meno carte di un avversario nella Riserva"). */
  protected boolean hasThan(Condition.Has h, StringBuilder out) {
    return false;
  }

  /** "hay", "ci sono", "c'è". */
  protected abstract String thereAre(List<Condition.Count> counts, boolean subjunctive);

  /** "mi ", "la mia ": my statistic. */
  protected abstract String myStat(Stat stat);

  /** "su ", "il suo ": its statistic. */
  protected abstract String itsStat(Stat stat);

  /** "el ", "la ": the statistic. */
  protected abstract String theStat(Stat stat);

  /** Italian "la spedizione del tuo compagno": your Companion Expedition. */
  protected Optional<String> ownExpedition(ObjectRef.Possessed p) {
    return Optional.empty();
  }

  /** "mis", "i miei": the possessive agreeing with the possessed nouns. */
  protected abstract String possessor(Possessor p, Agree ag);

  /** "cada una", "ciascuna". */
  protected abstract String eachOf(Agree ag);

  /** "tu mano", "la tua mano": what a zone holds. */
  protected abstract String zoneContents(Zone z);

  /** "otro", "un altro". */
  protected abstract String anOther(Agree ag);

  /** "tercer", "terza". */
  protected abstract String third(Agree ag);

  /** " siguiente ", " prossima ". */
  protected abstract String next(Agree ag);

  /** " que no sea Soldado", " non Soldato". */
  protected abstract String non(Agree ag, Adjective.Non n);

  /** "[[potenciado]]", "con [[Rinforzato]]". */
  protected abstract String boosted(Agree ag);

  /** "que controla un oponente", "che un avversario controlla": a relative clause with its subject. */
  protected abstract String whoVerbs(PlayerRef player, String plural, String singular);

  /** "que posee X", "che X possiede". */
  protected abstract String ownedBy(PlayerRef player);

  /** "con un total de fuerza de 5 o más", "con un potere totale pari o superiore a 5". */
  protected abstract String withTotal(String stat, String value, String comparison);

  /** "con contadores", "con dei segnalini". */
  protected abstract String withCounters(Agree ag);

  /** "enfrentado a X", "che affronta X". */
  protected abstract String facing(ObjectRef object, Agree ag);

  /** "esté empatado", "in parità". */
  protected abstract String tied(Agree ag);

  /** "que", "che è": before an object's positions. */
  protected abstract String whichIs(Agree ag);

  /** "el número de contadores", "il numero di segnalini". */
  protected abstract String countersOn(Possessor owner, Counter counter);

  /** "su fuerza", "il suo potere". */
  protected abstract String statOf(Quantity.StatOf st);

  protected abstract String costs(List<Cost> costs);

  /** "Al mediodía", "al final de la tarde", "tras el descanso" (the end of Rest). */
  protected abstract String moment(Phase phase, boolean end);

  /** "que un personaje objetivo gane 1 potenciador", "que gane [[Fugacidad]]" (me). */
  protected abstract String subjunctiveClause(Step step);

  /** A verb with a pronoun object: "envíalo", "colócame", "enviarlo", "lo envía". */
  protected abstract String withClitic(Verb verb, Form form, String clitic);

  protected abstract String inOrTo(Step.Destination to);

  protected abstract String destination(Step.Destination to);

  /** The subject written before the verb, with its space, or nothing for "I". */
  protected abstract String subjectOrNothing(ObjectRef subject);

  protected abstract String regions(List<Statement.Region> regions);

  protected abstract String replacement(Statement.Replacement r);

  /** "una de tus expediciones" for your Expeditions; "tu zona de hitos" for Landmarks. */
  protected abstract String joinPlace(Place p);

  /**
   * "estoy ", "si no estaba ", "tiene " (a status held: "si tiene [[Sueño]]"): the subject (left out for "I" and
   * "it") and the verb.
   */
  protected abstract String beSubject(ObjectRef subject, boolean past, boolean negated, boolean subjunctive, boolean have);

  /** "es ", "soy ", "sea ": being something (a Permanent). */
  protected abstract String beWord(ObjectRef subject, boolean past, boolean subjunctive, boolean kind);

  /** "dos hitos o más", "menos de siete orbes de maná", "un solo personaje", "ningún personaje". */
  protected abstract String count(Condition.Count c);

  protected abstract String compare(Condition.Compare k, boolean subjunctive);

  protected abstract String subtypeName(String id, boolean plural);

  protected abstract boolean feminine(Noun n);

  protected abstract String statComparison(Comparison cmp, Value v);

  protected abstract String zone(Zone z);

  protected abstract String theZone(ZoneKind kind);

  /** "mi", "tu", "su", "mis", "tus", "sus". */
  protected abstract String possessor(Possessor p, boolean plural);

  protected abstract String possessivePlayer(PlayerRef p, boolean plural);

  protected abstract String counterCount(Condition.Count.Range range, Quantity count, Counter counter);

  protected abstract String counterNoun(Counter counter, boolean plural);

  protected abstract String ordinal(Quantity q, boolean feminine);

  /** "[Reabastece]", "[reabastecer]", "[reabastezca]". */
  protected abstract String keywordAction(KeywordAction a, Form form);

  /** "la mañana", "el mediodía". */
  protected abstract String phaseThe(Phase p);

  /** "de" before a phrase, contracted with "el" ("del"). */
  protected abstract String de(String phrase);

  /** "a" before a phrase, contracted with "el" ("al"). */
  protected abstract String toThe(String phrase);

  // =================================================================================================================
  // Objects, players, zones
  // =================================================================================================================


  protected String obj(ObjectRef ref, boolean candidate, Case role) {
    String out = objText(ref, role);
    if (candidate && !(ref instanceof ObjectRef.Pronoun || ref instanceof ObjectRef.Self
        || ref instanceof ObjectRef.SelfAnd || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These
        || ref instanceof ObjectRef.OneOfThem)) {
      candidates++;
    }
    return out;
  }

  protected String objText(ObjectRef ref, Case role) {
    if (ref instanceof ObjectRef.Self) {
      return role == Case.SUBJECT ? say(YO) : say(MI);
    }
    if (ref instanceof ObjectRef.SelfAnd) {
      return say(AMBOS);
    }
    if (ref instanceof ObjectRef.Pronoun p) {
      if (p.theTarget()) {
        return say(EL_OBJETIVO);
      }
      if (p.restated().isPresent()) {
        Agree ag = agreeNouns(p.restated().get());
        return (ag.plural ? (ag.feminine ? say(ESAS) : say(ESOS)) : ag.feminine ? say(ESA) : say(ESE))
            + nounGroup(p.restated().get());
      }
      return p.plural() ? say(ELLOS) : say(ESTE_2);
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
      Optional<String> own = ownExpedition(p);
      if (own.isPresent()) {
        return own.get();
      }
      String other = p.adjectives().stream().anyMatch(a -> a instanceof Adjective.Other) ? ag.a(say(OTRO), say(OTRA)) + " "
          : "";
      List<Adjective> rest = p.adjectives().stream().filter(a -> !(a instanceof Adjective.Other)).toList();
      return possessor(p.owner(), ag) + " " + other + possessedNouns(p.nouns())
          + adjectivesAfter(rest, ag, 0) + filters(p.filters(), ag);
    }
    if (ref instanceof ObjectRef.OfPossessed o) {
      Agree ag = agreeNouns(o.nouns());
      String which = switch (o.which()) {
        case COUNT -> ag.feminine ? "una" : "uno";
        case EACH -> eachOf(ag);
        default -> ag.feminine ? say(TODAS) : say(TODOS_2);
      };
      return which + say(DE_2) + possessor(o.owner(), agreement(ag.feminine(), true)) + " " + nounGroupPlural(o.nouns())
          + adjectivesAfter(o.adjectives(), agreement(ag.feminine, true), 0) + filters(o.filters(), ag);
    }
    if (ref instanceof ObjectRef.TopOf t) {
      boolean one = t.count().isEmpty() || isOne(t.count().get());
      return one ? say(LA_PRIMERA_CARTA) + de(zone(t.zone()))
          : say(LAS) + quantity(t.count().get(), true) + say(PRIMERAS_CARTAS) + de(zone(t.zone()));
    }
    if (ref instanceof ObjectRef.ZoneContents z) {
      return zoneContents(z.zone());
    }
    if (ref instanceof ObjectRef.Rest) {
      return say(LAS_OTRAS_CARTAS);
    }
    if (ref instanceof ObjectRef.These) {
      return say(ESTAS_CARTAS);
    }
    if (ref instanceof ObjectRef.OneOfThem) {
      return "una";
    }
    if (ref instanceof ObjectRef.Targets t) {
      String n = quantity(t.quantifier().count().get(), true);
      return (t.quantifier().kind() == Quantifier.Kind.UP_TO ? say(HASTA) : "") + n + say(OBJETIVOS)
          + nounGroupPlural(t.nouns());
    }
    ObjectRef.Several s = (ObjectRef.Several) ref;
    List<String> items = new ArrayList<>();
    for (ObjectRef item : s.items()) {
      items.add(obj(item, false, role));
    }
    String last = items.remove(items.size() - 1);
    return String.join(", ", items) + (s.any() ? " o " : say(Y)) + last;
  }

  /** "mi expedición", "tus expediciones", "tu héroe y tu compañero". */
  protected String possessedNouns(NounGroup g) {
    return nounGroup(g);
  }

  protected String phrase(ObjectRef.Phrase ph) {
    Quantifier q = ph.quantifier();
    Agree ag = agreeNouns(ph.nouns());
    boolean other = ph.adjectives().stream().anyMatch(a -> a instanceof Adjective.Other);
    List<Adjective> rest = ph.adjectives().stream().filter(a -> !(a instanceof Adjective.Other)).toList();
    String nouns = nounGroup(ph.nouns());
    if (ph.adjectives().stream().anyMatch(a -> a instanceof Adjective.Token) && ph.nouns().nouns().size() == 1
        && ph.nouns().nouns().get(0) instanceof Noun.Type t && t.type() == ObjectType.CHARACTER) {
      // "una ficha de personaje": a token Character.
      ag = agreement(true, ph.nouns().plural());
      nouns = (ph.nouns().plural() ? say(FICHAS_2) : say(FICHA)) + say(DE_PERSONAJE);
    }
    String target = q.target() ? (ph.nouns().plural() ? say(OBJETIVO_2) : say(OBJETIVO_2)) : "";
    String after = target + adjectivesAfter(rest, ag, 0) + filters(ph.filters(), ag);
    String otherWord = other ? ag.a(say(OTRO), say(OTRA)) + " " : "";
    return switch (q.kind()) {
      case BARE -> ph.nouns().plural() && !other ? ag.the() + " " + nouns + after : otherWord + nouns + after;
      case COUNT -> {
        boolean one = q.count().isPresent() && isOne(q.count().get());
        if (one) {
          yield (other ? anOther(ag) : ag.one()) + " " + nouns + after;
        }
        yield otherWord + quantity(q.count().get(), true) + " " + nouns + after;
      }
      case UP_TO -> say(HASTA) + quantityAgree(q.count().get(), ag) + " " + otherWord + nouns + after;
      case ANY_NUMBER -> say(CUALQUIER_NUMERO_DE) + otherWord + nouns + after;
      case ANY -> say(CUALQUIER) + nouns + after;
      case ALL -> ag.a(say(TODO), say(TODA)) + " " + ag.the() + " " + otherWord + nouns + after;
      case EACH -> say(CADA) + otherWord + nouns + after;
      case YET_ANOTHER -> ag.one() + " " + third(ag) + " " + nouns
          + after;
      case THE -> ag.the() + " " + otherWord + nouns + after;
      case NEXT -> ag.the() + next(ag) + nouns + after;
      case ORDINAL -> ag.the() + " " + ordinal(q.count().get(), ag.feminine) + " " + nouns + after;
      case ONE_OR_MORE -> (ag.feminine ? "una" : "uno") + say(O_MAS_2) + otherWord + nouns + after;
    };
  }

  /** Adjectives after the noun: " agotada", " con [[Fugacidad]]", " que no sea ficha". */
  protected String adjectivesAfter(List<Adjective> adjectives, Agree ag, int skip) {
    StringBuilder out = new StringBuilder();
    for (int i = skip; i < adjectives.size(); i++) {
      Adjective a = adjectives.get(i);
      if (a instanceof Adjective.WithStatus w) {
        out.append(" ").append(statusAdjective(w.anyOf(), ag));
      } else if (a instanceof Adjective.Ready) {
        out.append(" ").append(ag.a(say(PREPARADO), say(PREPARADA)));
      } else if (a instanceof Adjective.Other) {
        out.append(" ").append(ag.a(say(OTRO), say(OTRA)));
      } else if (a instanceof Adjective.Token) {
        out.append("");
      } else if (a instanceof Adjective.Non n) {
        out.append(non(ag, n));
      } else if (a instanceof Adjective.ExpeditionKind k) {
        out.append(k.companion() ? say(DEL_COMPANERO) : say(DEL_HEROE));
      } else {
        out.append(" con [").append(keywordName(((Adjective.WithKeyword) a).keyword())).append("]");
      }
    }
    return out.toString();
  }

  /** "agotado", "[[potenciado]]", "con [[Fugacidad]]", "[[potenciado]] o con [[Fugacidad]]". */
  protected String statusAdjective(List<Status> statuses, Agree ag) {
    if (statuses.size() == 1 && statuses.get(0) == Status.EXHAUSTED) {
      return ag.a(say(AGOTADO), say(AGOTADA));
    }
    List<String> adjectives = new ArrayList<>();
    List<String> nouns = new ArrayList<>();
    for (Status s : statuses) {
      if (s == Status.BOOSTED) {
        adjectives.add(boosted(ag));
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
        all.add(s == Status.BOOSTED ? "[[" + ag.a(say(POTENCIADO), say(POTENCIADA)) + "]]" : status(s));
      }
      return "con " + orList(all);
    }
    String with = "con " + orList(nouns);
    return adjectives.isEmpty() ? with : String.join(", ", adjectives) + " o " + with;
  }

  protected String nounGroup(NounGroup g) {
    List<String> nouns = new ArrayList<>();
    for (Noun n : g.nouns()) {
      nouns.add(noun(n, g.plural()));
    }
    return String.join(" o ", nouns);
  }

  protected String nounGroupPlural(NounGroup g) {
    return nounGroup(new NounGroup(g.nouns(), true, g.span()));
  }

  protected String noun(Noun n, boolean plural) {
    if (n instanceof Noun.Subtype st) {
      if (st.id().equals("COMPANION")) {
        return plural ? say(COMPANEROS) : say(COMPANERO);
      }
      return subtypeName(st.id(), plural);
    }
    if (n instanceof Noun.Player p) {
      return p.opponent() ? (plural ? say(OPONENTES) : say(OPONENTE)) : (plural ? say(JUGADORES) : say(JUGADOR));
    }
    ObjectType t = ((Noun.Type) n).type();
    return switch (t) {
      case CHARACTER -> plural ? say(PERSONAJES) : say(PERSONAJE);
      case PERMANENT -> plural ? say(PERMANENTES) : "permanente";
      case EXPEDITION_PERMANENT -> plural ? say(PERMANENTES_DE_EXPEDICION) : say(PERMANENTE_DE_EXPEDICION);
      case LANDMARK_PERMANENT -> plural ? say(PERMANENTES_DE_HITO) : say(PERMANENTE_DE_HITO);
      case SPELL -> plural ? say(HECHIZOS) : say(HECHIZO);
      case CARD -> plural ? say(CARTAS_2) : "carta";
      case TOKEN -> plural ? say(FICHAS_2) : say(FICHA);
      case LANDMARK -> plural ? say(HITOS) : say(HITO);
      case MANA_ORB -> plural ? say(ORBES_DE_MANA_2) : say(ORBE_DE_MANA_2);
      case EXPEDITION -> plural ? say(EXPEDICIONES) : say(EXPEDICION);
      case HERO -> plural ? say(HEROES) : say(HEROE);
      case REGION -> plural ? say(REGIONES_2) : say(REGION_2);
    };
  }

  /** Gender and number of a noun group (its first noun's gender, the group's number). */
  protected Agree agreeNouns(NounGroup g) {
    Noun first = g.nouns().isEmpty() ? null : g.nouns().get(0);
    return agreement(first != null && feminine(first), g.plural());
  }

  protected Agree agree(ObjectRef ref) {
    if (ref instanceof ObjectRef.Phrase ph) {
      return agreeNouns(ph.nouns());
    }
    if (ref instanceof ObjectRef.Possessed p) {
      return agreeNouns(p.nouns());
    }
    if (ref instanceof ObjectRef.Pronoun p) {
      return agreement(false, p.plural());
    }
    return agreement(false, plural(ref));
  }

  protected String filters(List<Filter> filters, Agree ag) {
    StringBuilder out = new StringBuilder();
    for (Filter f : filters) {
      out.append(" ").append(filter(f, ag));
    }
    return out.toString();
  }

  protected String filter(Filter f, Agree ag) {
    if (f instanceof Filter.ControlledBy c) {
      return switch (c.player().kind()) {
        case YOU -> say(QUE_CONTROLAS);
        case THEY -> say(QUE_CONTROLE);
        case TARGET_PLAYER, EACH_PLAYER -> ag.a(say(CONTROLADO), say(CONTROLADA)) + say(POR_3) + playerSubject(c.player());
        default -> whoVerbs(c.player(), say(CONTROLS_PL), say(CONTROLS));
      };
    }
    if (f instanceof Filter.OwnedBy o) {
      return o.player().kind() == PlayerRef.Kind.YOU ? say(QUE_POSEES) : ownedBy(o.player());
    }
    if (f instanceof Filter.PlayedBy p) {
      String who = switch (p.player().kind()) {
        case YOU -> say(QUE_JUEGUES);
        case THEY -> say(QUE_JUEGUE);
        default -> whoVerbs(p.player(), say(PLAYS_PL), say(PLAYS));
      };
      return who + p.from().map(z -> say(DESDE) + zone(z)).orElse("") + p.in().map(t -> say(EN) + terrain(t))
          .orElse("") + p.during().map(d -> " " + duration(d)).orElse("");
    }
    if (f instanceof Filter.PlayedFrom p) {
      return ag.a(say(JUGADO), say(JUGADA)) + say(DESDE) + zone(p.zone());
    }
    if (f instanceof Filter.In in) {
      List<String> places = new ArrayList<>();
      for (Place p : in.places()) {
        places.add(say(EN_2) + place(p));
      }
      return String.join(in.all() ? say(Y) : " o ", places);
    }
    if (f instanceof Filter.From from) {
      if (from.place() instanceof Place.InZone z) {
        return say(DESDE_2) + zone(z.zone());
      }
      if (from.place() instanceof Place.InObject o && (o.object() instanceof ObjectRef.These
          || o.object() instanceof ObjectRef.Rest)) {
        return say(ENTRE_2) + place(from.place());
      }
      return say(DESDE_2) + place(from.place());
    }
    if (f instanceof Filter.StatIs s) {
      if (s.stat() == Stat.BASE_STATISTIC && s.comparison() == Comparison.EQUAL) {
        return say(CON_UNA_ESTADISTICA_BASICA_DE) + value(s.value(), false);
      }
      return "con " + statName(s.stat()) + " " + statComparison(s.comparison(), s.value());
    }
    if (f instanceof Filter.NoStatOver n) {
      return say(SIN_ESTADISTICAS_POR_ENCIMA_DE) + n.value();
    }
    if (f instanceof Filter.Total t) {
      String cmp = t.comparison() == Comparison.AT_LEAST ? say(O_MAS) : say(O_MENOS);
      String v = t.stat() == Stat.HAND_COST || t.stat() == Stat.RESERVE_COST ? mana(t.value())
          : quantity(t.value(), false);
      return withTotal(statName(t.stat()), v, cmp);
    }
    if (f instanceof Filter.CounterCount cc) {
      return "con " + counterCount(cc.range(), cc.count(), cc.counter());
    }
    if (f instanceof Filter.WithCounters) {
      return withCounters(ag);
    }
    if (f instanceof Filter.WithNo w) {
      return say(SIN) + nounGroupPlural(w.nouns());
    }
    if (f instanceof Filter.Facing fa) {
      return facing(fa.object(), ag);
    }
    if (f instanceof Filter.InPosition p) {
      List<String> positions = new ArrayList<>();
      for (Position pos : p.anyOf()) {
        positions.add(switch (pos) {
          case AHEAD -> say(VAYA_POR_DELANTE);
          case BEHIND -> say(VAYA_POR_DETRAS);
          case TIED -> tied(ag);
        });
      }
      return whichIs(ag) + String.join(" o ", positions);
    }
    if (f instanceof Filter.EachPhase e) {
      return say(CADA) + phase(e.phase());
    }
    if (f instanceof Filter.Between b) {
      return say(QUE_HAY_ENTRE) + obj(b.objects(), false, Case.OBJECT);
    }
    if (!(f instanceof Filter.Either e)) {
      throw new IllegalArgumentException(say(NO_SPANISH_WORDING_YET_FOR_FILTER) + f.getClass().getSimpleName());
    }
    List<String> parts = new ArrayList<>();
    for (Filter inner : e.filters()) {
      String s = filter(inner, ag);
      if (inner instanceof Filter.In && !parts.isEmpty()) {
        s = (ag.plural ? say(QUE_ESTEN) : say(QUE_ESTE)) + s;
      }
      parts.add(s);
    }
    return String.join(e.all() ? say(Y) : " o ", parts);
  }

  protected String place(Place p) {
    if (p instanceof Place.InPlay) {
      return say(JUEGO);
    }
    if (p instanceof Place.InZone z) {
      return zone(z.zone());
    }
    if (p instanceof Place.InTerrain t) {
      return terrain(t.terrain());
    }
    if (p instanceof Place.Anywhere) {
      return say(CUALQUIER_LUGAR);
    }
    return obj(((Place.InObject) p).object(), false, Case.OBJECT);
  }

  protected String zoneName(ZoneKind kind) {
    return switch (kind) {
      case RESERVE -> say(RESERVA_2);
      case HAND -> "mano";
      case DECK -> say(MAZO);
      case DISCARD_PILE -> say(PILA_DE_DESCARTES);
      case MANA_ZONE -> say(ZONA_DE_MANA);
      case EXPEDITION_ZONE -> say(ZONA_DE_EXPEDICION);
      case LANDMARK_ZONE -> say(ZONA_DE_HITOS);
      case HERO_ZONE -> say(ZONA_DE_HEROE);
      case PLAY -> say(JUEGO);
      case ANYWHERE -> say(CUALQUIER_LUGAR);
    };
  }

  /** A player as the subject of a verb. */
  protected String playerSubject(PlayerRef p) {
    return switch (p.kind()) {
      case YOU -> say(TU);
      case AN_OPPONENT -> say(UN_OPONENTE);
      case TARGET_OPPONENT -> say(UN_OPONENTE_OBJETIVO);
      case THAT_OPPONENT -> say(ESE_OPONENTE);
      case YOUR_OPPONENT -> say(TU_OPONENTE);
      case OPPONENTS -> say(TUS_OPONENTES);
      case EACH_PLAYER -> say(CADA_JUGADOR);
      case EACH_PLAYER_STARTING_WITH_YOU -> say(EMPEZANDO_POR_TI_CADA_JUGADOR);
      case TARGET_PLAYER -> say(EL_JUGADOR_OBJETIVO);
      case THEY -> say(EL);
      case OWNER -> ownerOf(p) + say(PROPIETARIO);
      case CONTROLLER -> ownerOf(p) + say(CONTROLADOR);
    };
  }

  protected String ownerOf(PlayerRef p) {
    return p.of().orElseThrow() instanceof ObjectRef.Self ? say(MI_2) : say(SU);
  }

  protected boolean thirdPlural(PlayerRef p) {
    return p.kind() == PlayerRef.Kind.OPPONENTS;
  }

  protected String be(ObjectRef subject) {
    if (subject instanceof ObjectRef.Self) {
      return say(SOY);
    }
    return plural(subject) ? say(SON_2) : say(ES_2);
  }

  // =================================================================================================================
  // Words and numbers
  // =================================================================================================================

  protected String quantity(Quantity q, boolean words) {
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
      return say(EL_NUMERO) + de(obj(n.objects(), false, Case.OBJECT));
    }
    if (q instanceof Quantity.CountersOn c) {
      return countersOn(c.owner(), c.counter());
    }
    if (q instanceof Quantity.DieResult d) {
      return d.fin() ? say(EL_RESULTADO_FINAL) : say(EL_RESULTADO);
    }
    if (q instanceof Quantity.ThatMany) {
      return say(ESA_MISMA_CANTIDAD);
    }
    if (q instanceof Quantity.RemovedThisWay r) {
      return say(EL_NUMERO_DE_2) + counterNoun(r.counter(), true) + say(RETIRADOS_DE_ESTA_MANERA);
    }
    Quantity.StatOf st = (Quantity.StatOf) q;
    return statOf(st);
  }

  protected String quantityAgree(Quantity q, Agree ag) {
    if (isOne(q)) {
      return ag.one();
    }
    return quantity(q, true);
  }

  protected String numberWord(int n) {
    return switch (n) {
      case 1 -> "un";
      case 2 -> say(DOS);
      case 3 -> say(TRES);
      case 4 -> say(CUATRO);
      case 5 -> say(CINCO);
      case 6 -> say(SEIS);
      case 7 -> say(SIETE);
      case 8 -> say(OCHO);
      case 9 -> say(NUEVE);
      case 10 -> say(DIEZ);
      default -> String.valueOf(n);
    };
  }

  protected String countNoun(Quantity q, String one, String plural) {
    if (isOne(q)) {
      return one;
    }
    return quantity(q, true) + " " + plural;
  }

  protected String counters(Quantity q, Counter counter) {
    if (q instanceof Quantity.NumberOf || q instanceof Quantity.CountersOn || q instanceof Quantity.StatOf
        || q instanceof Quantity.DieResult || q instanceof Quantity.RemovedThisWay) {
      return say(UN_NUMERO_DE) + counterNoun(counter, true) + say(IGUAL) + toThe(quantity(q, false));
    }
    return quantity(q, false) + " " + counterNoun(counter, !isOne(q));
  }

  protected String mana(Quantity q) {
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

  protected String plainNumber(Quantity q) {
    if (q instanceof Quantity.X x && x.plus() == 0) {
      return "X";
    }
    return quantity(q, false);
  }

  protected String status(Status s) {
    return "[[" + say(switch (s) {
      case ANCHORED -> ANCLAJE;
      case ASCENDED -> ASCENDIDO;
      case ASLEEP -> SUENO;
      case BOOSTED -> POTENCIADO;
      case EXHAUSTED -> AGOTADO_2;
      case FLEETING -> FUGACIDAD;
    }) + "]]";
  }

  protected String keywordName(KeywordAbilityId id) {
    return switch (id) {
      case COOLDOWN -> say(RECUPERACION);
      case DEFENDER -> say(DEFENSOR);
      case ETERNAL -> "Eterno";
      case GIGANTIC -> say(GIGANTE);
      case SCOUT -> say(EXPLORAR);
      case SEASONED -> say(AVEZADO);
      case TOUGH -> say(RESISTENCIA);
    };
  }

  protected String symbol(TriggerSymbol s, boolean upper) {
    String letter = switch (s) {
      case JOIN -> "j";
      case HAND -> "h";
      case RESERVE -> "r";
    };
    return "{" + (upper ? letter.toUpperCase(Locale.ROOT) : letter) + "}";
  }

  protected String kinds(List<TriggerSymbol> kinds) {
    List<String> out = new ArrayList<>();
    for (TriggerSymbol k : kinds) {
      out.add(symbol(k, false));
    }
    return andList(out);
  }

  protected String phase(Phase p) {
    return switch (p) {
      case MORNING -> say(MANANA);
      case NOON -> say(MEDIODIA);
      case AFTERNOON -> say(TARDE);
      case DUSK -> say(ANOCHECER);
      case NIGHT -> say(NOCHE);
      case REST -> say(DESCANSO);
    };
  }

  protected String duration(Duration d) {
    return switch (d) {
      case THIS_TURN -> say(ESTE_TURNO);
      case THIS_AFTERNOON -> say(ESTA_TARDE);
      case THIS_DAY -> say(ESTE_DIA);
    };
  }

  protected String terrain(Terrain t) {
    return switch (t) {
      case FOREST -> "{V}";
      case MOUNTAIN -> "{M}";
      case WATER -> "{O}";
    };
  }

  protected String andList(List<String> items) {
    return list(items, say(Y_2));
  }

  protected String orList(List<String> items) {
    return list(items, "o");
  }

  protected String list(List<String> items, String conjunction) {
    if (items.size() == 1) {
      return items.get(0);
    }
    return String.join(", ", items.subList(0, items.size() - 1)) + " " + conjunction + " "
        + items.get(items.size() - 1);
  }

  protected static String capitalize(String s) {
    if (s.isEmpty() || s.charAt(0) == '[' || s.charAt(0) == '{') {
      return s;
    }
    return Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  protected String lowerFirst(String s) {
    if (s.isEmpty() || s.startsWith("{") || s.startsWith("[")) {
      return s;
    }
    return Character.toLowerCase(s.charAt(0)) + s.substring(1);
  }
}
