package dev.altered.text.it;

import static dev.altered.ast.PrintedShape.unmodified;
import static dev.altered.ast.PrintedShape.objectSubject;
import static dev.altered.ast.PrintedShape.sameObject;
import static dev.altered.ast.PrintedShape.isOne;
import static dev.altered.text.romance.Verb.*;
import static java.util.Map.entry;

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
    return contract(new ItalianRun().ability(ability));
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

  /** Gender and number with the Italian articles and adjective endings. */
  private static final class ItalianAgree extends Agree {
    ItalianAgree(boolean feminine, boolean plural) {
      super(feminine, plural);
    }

    /** An adjective in -o/-a (singular forms given): "consumato", "consumate". */
    @Override
    public String a(String masculine, String feminine) {
      String w = this.feminine ? feminine : masculine;
      if (!plural) {
        return w;
      }
      String stem = w.substring(0, w.length() - 1);
      char end = w.charAt(w.length() - 1);
      return end == 'a' ? stem + "e" : end == 'o' || end == 'e' ? stem + "i" : w;
    }


    /** "il"/"la"/"i"/"le" ({@link #contract} elides and turns "i" into "gli" before a vowel). */
    @Override
    public String the() {
      return plural ? (feminine ? "le" : "i") : (feminine ? "la" : "il");
    }
  }

  /** A regular -are verb: "pescare" gives "pesca", "pesco", "pescano". */
  private static VerbForms are(String inf) {
    String st = inf.substring(0, inf.length() - 3);
    return new VerbForms(inf, st + "a", st + "o", st + "a", st + "ano", inf, inf);
  }

  private static VerbForms verb(String inf, String imp, String p1, String p3, String p3pl) {
    return new VerbForms(inf, imp, p1, p3, p3pl, inf, inf);
  }

  private static final Map<Verb, VerbForms> VERBS = new EnumMap<>(Map.ofEntries(
      entry(GAIN, verb("ottenere", "ottieni", "ottengo", "ottiene", "ottengono")),
      entry(LOSE, verb("perdere", "perdi", "perdo", "perde", "perdono")),
      entry(DRAW, are("pescare")),
      entry(DISCARD, are("scartare")),
      entry(SACRIFICE, are("sacrificare")),
      entry(PUT, verb("mettere", "metti", "metto", "mette", "mettono")),
      entry(SEND, are("mandare")),
      entry(RETURN, verb("far tornare", "fai tornare", "faccio tornare", "fa tornare", "fanno tornare")),
      entry(CREATE, are("creare")),
      entry(READY, are("ripristinare")),
      entry(EXHAUST, are("consumare")),
      entry(PLAY, are("giocare")),
      entry(ROLL, are("tirare")),
      entry(REVEAL, are("rivelare")),
      entry(LOOK, are("guardare")),
      entry(CHOOSE, verb("scegliere", "scegli", "scelgo", "sceglie", "scelgono")),
      entry(MAKE, verb("fare", "fai", "faccio", "fa", "fanno")),
      entry(EXCHANGE, are("scambiare")),
      entry(ACTIVATE, are("attivare")),
      entry(PAY, are("pagare")),
      entry(SPEND, verb("spendere", "spendi", "spendo", "spende", "spendono")),
      entry(REMOVE, verb("rimuovere", "rimuovi", "rimuovo", "rimuove", "rimuovono")),
      entry(DOUBLE, are("raddoppiare")),
      entry(DISTRIBUTE, verb("distribuire", "distribuisci", "distribuisco", "distribuisce", "distribuiscono")),
      entry(REDUCE, verb("ridurre", "riduci", "riduco", "riduce", "riducono")),
      entry(ADD, verb("aggiungere", "aggiungi", "aggiungo", "aggiunge", "aggiungono")),
      entry(GIVE, verb("dare", "dai", "do", "dà", "danno")),
      entry(SWITCH, are("cambiare")),
      entry(ADVANCE, are("avanzare")),
      entry(RETREAT, are("arretrare")),
      entry(GO, verb("andare", "vai", "vado", "va", "vanno")),
      entry(LEAVE, are("lasciare")),
      entry(JOIN, verb("unirsi", "unisciti", "mi unisco", "si unisce", "si uniscono")),
      entry(WIN, verb("vincere", "vinci", "vinco", "vince", "vincono"))));
  /** "riportalo": "fai tornare" takes no pronoun suffix. */
  private static final VerbForms RETURN_IT = are("riportare");

  private static final class ItalianRun extends RomanceRun {
    ItalianRun() {
      super(ItalianPhrases.BOOK);
    }

    private static final java.util.Set<String> FEMININE_SUBTYPES = java.util.Set.of("PLANT", "FAIRY", "CONSTRUCTION",
        "BOON", "MANEUVER", "SONG", "ILLUSION", "DEITY", "CONJURATION");

    @Override
    protected RomanceRun fresh() {
      return new ItalianRun();
    }

    @Override
    protected VerbForms forms(Verb verb) {
      return VERBS.get(verb);
    }

    @Override
    protected Agree agreement(boolean feminine, boolean plural) {
      return new ItalianAgree(feminine, plural);
    }

    @Override
    protected String forEachCounter(Ability.ForEachClause.Counters c) {
      return ", per ogni " + possessor(c.owner(), false).replaceFirst("^il ", "") + " "
          + counterNoun(c.counter(), false);
    }

    @Override
    protected String unless(Condition c, String condition) {
      return "A meno che " + unlessSubject(c) + "non " + condition;
    }

    @Override
    protected String dependingOn(String quantity) {
      return "In base a " + quantity;
    }

    @Override
    protected String causeTo(String who, String verb) {
      return "far " + verb + " a " + who;
    }

    @Override
    protected String fromZone(Zone z) {
      return " da " + zone(z);
    }

    /** "Gioca immediatamente un personaggio", "giocalo immediatamente". */
    private boolean pronoun(Step.Play p) {
      return p.objects() instanceof ObjectRef.Self || p.objects() instanceof ObjectRef.Pronoun pr
          && pr.restated().isEmpty() && !pr.theTarget();
    }

    @Override
    protected String playImmediately(Step.Play p, Form form) {
      return p.immediately() && !pronoun(p) ? v(PLAY, form) + " immediatamente " + obj(p.objects(), true, Case.OBJECT)
          : verbObject(PLAY, form, p.objects());
    }

    @Override
    protected boolean immediatelyAfter(Step.Play p) {
      return pronoun(p);
    }

    @Override
    protected String revealAlso(String verbObject, boolean also) {
      return (also ? "anche " : "") + verbObject;
    }

    @Override
    protected String chooseAsTarget(Form form, String objects) {
      return v(CHOOSE, form) + " come bersaglio " + objects;
    }

    @Override
    protected String reduceBy(Form form, String mana, String whose) {
      return v(REDUCE, form) + " " + whose + " di " + mana;
    }

    @Override
    protected String orbState(Step.OrbState st, ObjectRef objects) {
      return st == Step.OrbState.READY ? (plural(objects) ? "ripristinate" : "ripristinata")
          : (plural(objects) ? "consumate" : "consumata");
    }

    @Override
    protected String putOne(Form form) {
      return withClitic(PUT, form, "ne");
    }

    @Override
    protected String returnTo(Form form, Zone zone, String what) {
      return v(RETURN, form) + " " + what + " " + handOf(zone);
    }

    @Override
    protected String localTokenName(String name) {
      return ItalianLexicon.INSTANCE.localTokenName(name).orElse(name);
    }

    @Override
    protected String tokenSubtype(String st) {
      return st.equals("COMPANION") ? "Compagno" : capitalize(subtypeName(st, false));
    }

    @Override
    protected String free(ObjectRef subject) {
      return "non paghi il costo " + de(obj(subject, true, Case.OBJECT));
    }

    @Override
    protected String limitChange(Statement.LimitChange r) {
      return (r.player().isEmpty() ? (r.sign() > 0 ? "sono aumentati" : "sono ridotti")
          : (r.sign() > 0 ? "è aumentato" : "è ridotto")) + " di ";
    }

    @Override
    protected String theirAbilities(Possessor of) {
      return possessorAgree(of, agreement(true, true)) + " abilità";
    }

    @Override
    protected String preventsAdvance(String who, ObjectRef expedition, boolean plural) {
      boolean it = expedition instanceof ObjectRef.Pronoun pr && pr.restated().isEmpty();
      return who + "non " + (it ? "le " : "") + (plural ? "impediscono" : "impedisce")
          + (it ? "" : " a " + obj(expedition, true, Case.OBJECT)) + " di avanzare";
    }

    @Override
    protected String aboutTo(boolean self, boolean plural) {
      return self ? "sto per " : plural ? "stanno per " : "sta per ";
    }

    @Override
    protected String someDice(boolean one, Quantity dice, boolean orMore) {
      return one && orMore ? "uno o più dadi" : one ? "un dado" : quantity(dice, true) + (orMore ? " o più" : "")
          + " dadi";
    }

    @Override
    protected Form playerEventForm() {
      return Form.IMPERATIVE;
    }

    @Override
    protected String eventVerb(Verb v, boolean plural, boolean self, boolean would) {
      return ind(v, plural, self, would);
    }

    @Override
    protected String orMoreCounters(Quantity count, Counter counter) {
      return quantity(count, false) + " o più " + counterNoun(counter, true);
    }

    @Override
    protected String failsToAdvance(boolean self, boolean plural) {
      return "non " + (self ? "avanzo" : plural ? "avanzano" : "avanza");
    }

    @Override
    protected Form objectEventForm(boolean plural) {
      return plural ? Form.THIRD_PLURAL : Form.THIRD;
    }

    @Override
    protected String undergoesTo(ObjectAction action) {
      return " in ";
    }

    @Override
    protected boolean statusWithBe(List<Status> statuses) {
      return true;
    }

    @Override
    protected String position(Position pos, ObjectRef subject, boolean subjunctive) {
      return switch (pos) {
        case AHEAD -> beWordOnly(subject, subjunctive) + " avanti";
        case BEHIND -> beWordOnly(subject, subjunctive) + " indietro";
        case TIED -> beWordOnly(subject, subjunctive) + " in parità";
      };
    }

    @Override
    protected boolean hasThan(Condition.Has h, StringBuilder out) {
      if (h.than().isPresent() && h.counts().size() == 1 && h.counts().get(0).objects() instanceof ObjectRef.Phrase ph
          && !ph.filters().isEmpty()) {
        // "meno carte di un avversario bersaglio nella Riserva": the player compared with, then the place.
        Condition.Count c0 = h.counts().get(0);
        ObjectRef.Phrase bare = new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(), ph.nouns(), ImmutableList.of(),
            ph.span());
        out.append(count(new Condition.Count(c0.range(), c0.count(), bare, c0.span()))).append(" di ")
            .append(playerSubject(h.than().get())).append(filters(ph.filters(), agreeNouns(ph.nouns())));
        h.in().ifPresent(z -> out.append(" in ").append(zone(z)));
        return true;
      }
      return false;
    }

    @Override
    protected String thereAre(List<Condition.Count> counts, boolean subjunctive) {
      return plural(counts) ? (subjunctive ? "ci siano " : "ci sono ") : (subjunctive ? "ci sia " : "c'è ");
    }

    @Override
    protected String myStat(Stat stat) {
      return statFeminine(stat) ? "la mia " : "il mio ";
    }

    @Override
    protected String itsStat(Stat stat) {
      return statFeminine(stat) ? "la sua " : "il suo ";
    }

    @Override
    protected String theStat(Stat stat) {
      return statFeminine(stat) ? "la " : "il ";
    }

    @Override
    protected Optional<String> ownExpedition(ObjectRef.Possessed p) {
      if (p.adjectives().size() == 1 && p.adjectives().get(0) instanceof Adjective.ExpeditionKind k
          && p.filters().isEmpty() && !p.nouns().plural() && p.owner() instanceof Possessor.OfPlayer op
          && op.player().kind() == PlayerRef.Kind.YOU) {
        return Optional.of("la " + nounGroup(p.nouns()) + " di il tuo " + (k.companion() ? "compagno" : "eroe"));
      }
      return Optional.empty();
    }

    @Override
    protected String possessor(Possessor p, Agree ag) {
      return possessorAgree(p, ag);
    }

    @Override
    protected String eachOf(Agree ag) {
      return ag.feminine() ? "ciascuna" : "ciascuno";
    }

    @Override
    protected String zoneContents(Zone z) {
      return zone(z);
    }

    @Override
    protected String anOther(Agree ag) {
      return ag.one() + " " + ag.a("altro", "altra");
    }

    @Override
    protected String third(Agree ag) {
      return ag.a("terzo", "terza");
    }

    @Override
    protected String next(Agree ag) {
      return " " + ag.a("prossimo", "prossima") + " ";
    }

    @Override
    protected String non(Agree ag, Adjective.Non n) {
      return " non " + (n.noun() instanceof Noun.Subtype st ? subtypeName(st.id(), ag.plural())
          : ag.plural() ? "pedine" : "pedina");
    }

    @Override
    protected String boosted(Agree ag) {
      return "con [[Rinforzato]]";
    }

    @Override
    protected String whoVerbs(PlayerRef player, String plural, String singular) {
      return "che " + playerSubject(player) + (thirdPlural(player) ? plural : singular);
    }

    @Override
    protected String ownedBy(PlayerRef player) {
      return "che " + playerSubject(player) + " possiede";
    }

    @Override
    protected String withTotal(String stat, String value, String comparison) {
      return "con un " + stat + " totale" + comparison + value;
    }

    @Override
    protected String withCounters(Agree ag) {
      return "con dei segnalini";
    }

    @Override
    protected String facing(ObjectRef object, Agree ag) {
      if (object instanceof ObjectRef.Self) {
        return "che mi affronta";
      }
      if (object instanceof ObjectRef.Pronoun pr && pr.restated().isEmpty() && !pr.theTarget()) {
        return "che la affronta";
      }
      return "che affronta " + obj(object, false, Case.OBJECT);
    }

    @Override
    protected String tied(Agree ag) {
      return "in parità";
    }

    @Override
    protected String whichIs(Agree ag) {
      return ag.plural() ? "che sono " : "che è ";
    }

    @Override
    protected String countersOn(Possessor owner, Counter counter) {
      return "il numero di " + possessor(owner, true) + " " + counterNoun(counter, true);
    }

    @Override
    protected String statOf(Quantity.StatOf st) {
      return possessorAgree(st.of(), agreement(statFeminine(st.stat()), false)) + " " + statName(st.stat());
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
          // Italian costs are imperatives: "{T}, spendi 3 dei miei segnalini Cibo: ...".
          parts.add(step(((Cost.AsStep) c).step(), Mode.SENTENCE));
        }
      }
      return capitalize(String.join(", ", parts));
    }

    /** "A mezzogiorno", "alla fine del pomeriggio", "dopo il riposo" (the end of Rest). */
    @Override
    protected String moment(Phase phase, boolean end) {
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

    /** "que un personaje objetivo gane 1 potenciador", "que gane [[Fugacidad]]" (me). */
    @Override
    protected String subjunctiveClause(Step step) {
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

    /** A verb with a pronoun object: "pescalo", "mettimi", "pescarlo", "lo pesca". */
    @Override
    protected String withClitic(Verb given, Form form, String clitic) {
      VerbForms verb = given == RETURN ? RETURN_IT : forms(given);
      return switch (form) {
        case IMPERATIVE -> verb.imp() + clitic;
        case INFINITIVE, SUBJUNCTIVE -> verb.inf().substring(0, verb.inf().length() - 1) + clitic;
        default -> clitic + " " + v(given, form);
      };
    }

    @Override
    protected String inOrTo(Step.Destination to) {
      return to instanceof Step.Destination.ToZone z && z.zone().kind() == ZoneKind.HAND
          && z.zone().owner().map(o -> o.kind() == PlayerRef.Kind.OWNER).orElse(false) ? "" : "in ";
    }

    @Override
    protected String destination(Step.Destination to) {
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

    /** The subject written before the verb, with its space, or nothing for "I". */
    @Override
    protected String subjectOrNothing(ObjectRef subject) {
      if (subject instanceof ObjectRef.Self) {
        return "";
      }
      if (subject instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget() && !p.all()) {
        return "";
      }
      return obj(subject, true, Case.SUBJECT) + " ";
    }

    @Override
    protected String regions(List<Statement.Region> regions) {
      List<String> out = new ArrayList<>();
      for (Statement.Region r : regions) {
        if (r instanceof Statement.Region.Own o) {
          out.add(possessorAgree(o.owner(), agreement(true, false)) + " regione");
        } else if (r instanceof Statement.Region.OfExpedition e) {
          out.add("la regione " + de(obj(e.expedition(), false, Case.OBJECT)));
        } else {
          out.add("tutte le regioni");
        }
      }
      return String.join(" e ", out);
    }

    @Override
    protected String replacement(Statement.Replacement r) {
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

    /** "una de tus expediciones" for your Expeditions; "tu zona de hitos" for Landmarks. */
    @Override
    protected String joinPlace(Place p) {
      if (p instanceof Place.InObject o && o.object() instanceof ObjectRef.Possessed ps && ps.nouns().plural()
          && ps.adjectives().isEmpty() && ps.filters().isEmpty() && ps.nouns().nouns().size() == 1
          && ps.nouns().nouns().get(0) instanceof Noun.Type t && t.type() == ObjectType.EXPEDITION) {
        return possessorAgree(ps.owner(), agreement(true, true)) + " spedizioni";
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
        verb = past ? (plural ? "avevano" : self ? "avevo" : "aveva") : subjunctive ? (plural ? "abbiano" : "abbia")
            : self ? "ho" : plural ? "hanno" : "ha";
      } else {
        verb = past ? (plural ? "erano" : self ? "ero" : "era") : subjunctive ? (plural ? "siano" : "sia")
            : self ? "sono" : plural ? "sono" : "è";
      }
      return who + (negated ? "non " : "") + verb + " ";
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
      String verb = past ? (plural ? "erano" : self ? "ero" : "era") : subjunctive ? (plural ? "siano" : "sia")
          : self ? "sono" : plural ? "sono" : "è";
      return who + verb + " ";
    }

    /** "dos hitos o más", "menos de siete orbes de maná", "un solo personaje", "ningún personaje". */
    @Override
    protected String count(Condition.Count c) {
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

    @Override
    protected String compare(Condition.Compare k, boolean subjunctive) {
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

    /** Italian cards capitalize sub-types in text ("un altro Robot", "una Pianta"). */
    @Override
    protected String subtypeName(String id, boolean plural) {
      return capitalize(ItalianLexicon.INSTANCE.subtypeName(id, plural)
          .orElse(id.toLowerCase(Locale.ROOT)));
    }

    @Override
    protected boolean feminine(Noun n) {
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

    @Override
    protected String statComparison(Comparison cmp, Value v) {
      return switch (cmp) {
        case AT_LEAST -> "pari o superiore a " + value(v, false);
        case AT_MOST -> "pari o inferiore a " + value(v, false);
        default -> comparator(cmp) + " " + value(v, false);
      };
    }

    @Override
    protected String zone(Zone z) {
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

    @Override
    protected String theZone(ZoneKind kind) {
      return (kind == ZoneKind.DECK ? "il " : "la ") + zoneName(kind);
    }

    /** "il mio", "i tuoi", "il suo" (masculine; {@link #possessorAgree} for a known noun). */
    @Override
    protected String possessor(Possessor p, boolean plural) {
      return possessorAgree(p, agreement(false, plural));
    }

    @Override
    protected String possessivePlayer(PlayerRef p, boolean plural) {
      return possessorAgree(new Possessor.OfPlayer(p, p.span()), agreement(true, plural));
    }

    @Override
    protected String counterCount(Condition.Count.Range range, Quantity count, Counter counter) {
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

    @Override
    protected String counterNoun(Counter counter, boolean plural) {
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

    @Override
    protected String ordinal(Quantity q, boolean feminine) {
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

    /** "[Reabastece]", "[reabastecer]", "[reabastezca]". */
    @Override
    protected String keywordAction(KeywordAction a, Form form) {
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

    /** "la mattina", "il pomeriggio"; noon has no article ("a mezzogiorno"). */
    @Override
    protected String phaseThe(Phase p) {
      return p == Phase.NOON ? phase(p) : (p == Phase.MORNING || p == Phase.NIGHT ? "la " : "il ") + phase(p);
    }

    /** "di" before a phrase ({@link #contract} joins it with the article: "del"). */
    @Override
    protected String de(String phrase) {
      return "di " + phrase;
    }

    /** "a" before a phrase ({@link #contract} joins it with the article: "al"). */
    @Override
    protected String toThe(String phrase) {
      return "a " + phrase;
    }

    /** "A meno che tu non abbia ...": Italian names the player or "I" before "non". */
    private String unlessSubject(Condition c) {
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

    /** "far ottenere 1 rinforzo a un personaggio bersaglio o fargli perdere [[Fugace]]". */
    @Override
    protected String causedOneOf(List<String> verbs, String who) {
      return verbs.get(0) + " a " + who + (verbs.size() > 1 ? " o fargli " + String.join(" o fargli ",
          verbs.subList(1, verbs.size())) : "");
    }

    /** "in mano al suo proprietario", "nella tua mano". */
    private String handOf(Zone z) {
      if (z.owner().isPresent() && z.owner().get().kind() == PlayerRef.Kind.OWNER) {
        return "in mano a " + ownerOf(z.owner().get()) + " proprietario";
      }
      return "in " + zone(z);
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

    /** An object's verb after "Quando" (the indicative) or "sta per" (the infinitive). */
    private String ind(Verb v, boolean plural, boolean self, boolean would) {
      return would ? forms(v).inf() : self ? forms(v).p1() : plural ? forms(v).p3pl() : forms(v).p3();
    }

    /** "sono", "è", "sia" alone (for positions: "è avanti"). */
    private String beWordOnly(ObjectRef subject, boolean subjunctive) {
      boolean self = subject instanceof ObjectRef.Self;
      boolean plural = plural(subject);
      return subjunctive ? (plural ? "siano" : "sia") : self ? "sono" : plural ? "sono" : "è";
    }

    private boolean plural(List<Condition.Count> counts) {
      return counts.size() > 1 || counts.get(0).range() != Condition.Count.Range.EXACTLY
          && (counts.get(0).count().map(q -> !isOne(q)).orElse(false) || plural(counts.get(0).objects()));
    }

    /** A bare plural without its article: "2 o più personaggi". */
    private ObjectRef bare(ObjectRef objects) {
      return objects;
    }

    /** "i personaggi" after a number is "personaggi". */
    private String noArticle(String phrase) {
      return phrase.replaceFirst("^(i|le|gli) ", "");
    }

    private boolean statFeminine(Stat s) {
      return s == Stat.BASE_STATISTIC || s == Stat.HIGHEST_STATISTIC;
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
  }
}
