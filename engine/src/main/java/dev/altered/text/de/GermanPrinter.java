package dev.altered.text.de;

import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.Counter;
import dev.altered.ast.DieRange;
import dev.altered.ast.Effect;
import dev.altered.ast.Event;
import dev.altered.ast.Filter;
import dev.altered.ast.KeywordAbilityId;
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
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import dev.altered.card.Language;
import dev.altered.text.AbilityPrinter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Prints an AST in the German templating of the cards ("Ein Charakter deiner Wahl erhält 3 Verstärkungen.", "Schicke
 * einen Charakter deiner Wahl in die Reserve.", "Wenn du einen Zauber spielst — Ich erhalte 1 Verstärkung."): the
 * checker's suggestion for a German translation. {@link GermanFrontEnd} reads what it prints back to the same AST.
 *
 * <p>German places the verb by the kind of clause, so a step is first built as a {@link Clause} (subject, finite verb,
 * the parts in between, the rest of the verb) and then written verb-second (a statement), verb-first (an imperative,
 * after "Falls ...," or "dann") or verb-last (after "Wenn"). Noun phrases are declined by gender, number and case
 * (accusative objects, dative after "in"/"aus", genitive owners). Constructs it has no wording for yet are refused
 * with an {@link IllegalArgumentException}: the checker then shows no suggestion for that ability.
 */
public final class GermanPrinter implements AbilityPrinter {
  public static final GermanPrinter INSTANCE = new GermanPrinter();

  private GermanPrinter() {}

  @Override
  public Language language() {
    return Language.DE;
  }

  @Override
  public String print(Ability ability) {
    String out = new Run().ability(ability);
    // A relative clause closes with a comma; none is written before the end of the sentence or another comma.
    return out.replace(" ,", ",").replace(",.", ".").replace(", ,", ",").replace(",:", ":").replace(", —", " —").replace("  ", " ")
        .replace(",\"", "\"");
  }

  // ===================================================================================================================
  // Grammar: gender, case, articles, nouns, verbs
  // ===================================================================================================================

  enum G { M, F, N }

  enum Case { NOM, ACC, DAT, GEN }

  /** Which article a noun phrase has, for adjective endings. */
  enum Art { NONE, INDEF, DEF }

  /** A noun: singular, plural, dative plural, genitive singular, and the adjective written before it. */
  record NounForms(String sg, String pl, String datPl, String genSg, String weakSg, G g, String adj) {
    String form(boolean plural, Case c) {
      if (plural) {
        return c == Case.DAT ? datPl : pl;
      }
      if (c == Case.GEN) {
        return genSg;
      }
      return c == Case.NOM ? sg : weakSg;
    }
  }

  private static NounForms noun(String sg, String pl, G g) {
    String datPl = pl.endsWith("n") || pl.endsWith("s") ? pl : pl + "n";
    String gen = g == G.F ? sg : sg + "s";
    return new NounForms(sg, pl, datPl, gen, sg, g, "");
  }

  private static NounForms nounOf(Noun n) {
    if (n instanceof Noun.Type t) {
      return switch (t.type()) {
        case CHARACTER -> noun("Charakter", "Charaktere", G.M);
        case PERMANENT -> adj(noun("Karte", "Karten", G.F), "Bleibend");
        case EXPEDITION_PERMANENT -> adj(noun("Expeditionskarte", "Expeditionskarten", G.F), "Bleibend");
        case LANDMARK_PERMANENT -> adj(noun("Wahrzeichenkarte", "Wahrzeichenkarten", G.F), "Bleibend");
        case SPELL -> new NounForms("Zauber", "Zauber", "Zaubern", "Zaubers", "Zauber", G.M, "");
        case CARD -> noun("Karte", "Karten", G.F);
        case TOKEN -> noun("Marke", "Marken", G.F);
        case LANDMARK -> new NounForms("Wahrzeichen", "Wahrzeichen", "Wahrzeichen", "Wahrzeichens", "Wahrzeichen",
            G.N, "");
        case MANA_ORB -> noun("Manakugel", "Manakugeln", G.F);
        case EXPEDITION -> noun("Expedition", "Expeditionen", G.F);
        case HERO -> new NounForms("Held", "Helden", "Helden", "Helden", "Helden", G.M, "");
        case REGION -> noun("Region", "Regionen", G.F);
      };
    }
    if (n instanceof Noun.Subtype s) {
      String sg = GermanLexicon.subtypeName(s.id(), false);
      String pl = GermanLexicon.subtypeName(s.id(), true);
      G g = switch (GermanLexicon.genderOf(s.id())) {
        case 'f' -> G.F;
        case 'n' -> G.N;
        default -> G.M;
      };
      boolean weak = pl.equals(sg + "n") || pl.equals(sg + "en") && g == G.M;
      String datPl = pl.endsWith("n") || pl.endsWith("s") ? pl : pl + "n";
      String gen = g == G.F ? sg : weak ? pl : sg + "s";
      return new NounForms(sg, pl, datPl, gen, weak ? pl : sg, g, "");
    }
    Noun.Player p = (Noun.Player) n;
    return p.opponent() ? new NounForms("Gegner", "Gegner", "Gegnern", "Gegners", "Gegner", G.M, "")
        : new NounForms("Spieler", "Spieler", "Spielern", "Spielers", "Spieler", G.M, "");
  }

  private static NounForms adj(NounForms n, String adj) {
    return new NounForms(n.sg, n.pl, n.datPl, n.genSg, n.weakSg, n.g, adj);
  }

  /** Adjective ending by article kind, gender, number and case. */
  static String ending(Art art, G g, boolean plural, Case c) {
    if (art == Art.DEF) {
      if (plural) {
        return "en";
      }
      return c == Case.NOM || c == Case.ACC && g != G.M ? "e" : "en";
    }
    if (art == Art.INDEF) {
      if (plural) {
        return "en";
      }
      if (c == Case.NOM || c == Case.ACC) {
        return g == G.M ? (c == Case.NOM ? "er" : "en") : g == G.F ? "e" : "es";
      }
      return "en";
    }
    if (plural) {
      return switch (c) {
        case NOM, ACC -> "e";
        case DAT -> "en";
        case GEN -> "er";
      };
    }
    return switch (c) {
      case NOM -> g == G.M ? "er" : g == G.F ? "e" : "es";
      case ACC -> g == G.M ? "en" : g == G.F ? "e" : "es";
      case DAT -> g == G.F ? "er" : "em";
      case GEN -> g == G.F ? "er" : "en";
    };
  }

  /** "ein"-words: ein, kein, mein, dein, sein, ihr (stem), by gender, number, case. */
  static String einWord(String stem, G g, boolean plural, Case c) {
    if (plural) {
      return stem + switch (c) {
        case NOM, ACC -> "e";
        case DAT -> "en";
        case GEN -> "er";
      };
    }
    return stem + switch (c) {
      case NOM -> g == G.F ? "e" : "";
      case ACC -> g == G.M ? "en" : g == G.F ? "e" : "";
      case DAT -> g == G.F ? "er" : "em";
      case GEN -> g == G.F ? "er" : "es";
    };
  }

  /** "der"-words: der/die/das, jeder, dieser, aller. */
  static String derWord(String stem, G g, boolean plural, Case c) {
    if (stem.equals("d")) {
      if (plural) {
        return switch (c) {
          case NOM, ACC -> "die";
          case DAT -> "den";
          case GEN -> "der";
        };
      }
      return switch (c) {
        case NOM -> g == G.M ? "der" : g == G.F ? "die" : "das";
        case ACC -> g == G.M ? "den" : g == G.F ? "die" : "das";
        case DAT -> g == G.F ? "der" : "dem";
        case GEN -> g == G.F ? "der" : "des";
      };
    }
    if (plural) {
      return stem + switch (c) {
        case NOM, ACC -> "e";
        case DAT -> "en";
        case GEN -> "er";
      };
    }
    return stem + switch (c) {
      case NOM -> g == G.M ? "er" : g == G.F ? "e" : "es";
      case ACC -> g == G.M ? "en" : g == G.F ? "e" : "es";
      case DAT -> g == G.F ? "er" : "em";
      case GEN -> g == G.F ? "er" : "es";
    };
  }

  /** A verb: infinitive (particle joined), imperative, 1st, 2nd, 3rd singular, plural, separable particle. */
  record V(String inf, String imp, String p1, String p2, String p3, String pl, String particle) {
    String finite(Person p) {
      return switch (p) {
        case IMP -> imp;
        case FIRST -> p1;
        case SECOND -> p2;
        case THIRD -> p3;
        case PLURAL -> pl;
      };
    }

    String zuInf() {
      return particle.isEmpty() ? "zu " + inf : particle + "zu" + inf.substring(particle.length());
    }
  }

  enum Person { IMP, FIRST, SECOND, THIRD, PLURAL }

  private static V weak(String inf, String particle) {
    String base = inf.substring(particle.length());
    String stem = base.endsWith("ern") || base.endsWith("eln") ? base.substring(0, base.length() - 1)
        : base.substring(0, base.length() - 2);
    String e = stem.endsWith("t") || stem.endsWith("d") ? "e" : "";
    String imp = base.endsWith("ern") ? stem + "e" : base.endsWith("eln") ? stem.substring(0, stem.length() - 2)
        + "le" : stem + "e";
    return new V(inf, imp, imp, stem + e + "st", stem + e + "t", base, particle);
  }

  private static final V DRAW = new V("ziehen", "ziehe", "ziehe", "ziehst", "zieht", "ziehen", "");
  private static final V GAIN = new V("erhalten", "erhalte", "erhalte", "erhältst", "erhält", "erhalten", "");
  private static final V LOSE = new V("verlieren", "verliere", "verliere", "verlierst", "verliert", "verlieren", "");
  private static final V DISCARD = weak("ablegen", "ab");
  private static final V PUT = weak("legen", "");
  private static final V PUT_BACK = weak("zurücklegen", "zurück");
  private static final V SEND = weak("schicken", "");
  private static final V SEND_BACK = weak("zurückschicken", "zurück");
  private static final V FETCH_BACK = weak("zurückholen", "zurück");
  private static final V ADD = weak("hinzufügen", "hinzu");
  private static final V SACRIFICE = weak("opfern", "");
  private static final V CREATE = new V("erschaffen", "erschaffe", "erschaffe", "erschaffst", "erschafft",
      "erschaffen", "");
  private static final V READY = weak("bereitstellen", "bereit");
  private static final V EXHAUST = new V("erschöpfen", "erschöpfe", "erschöpfe", "erschöpfst", "erschöpft",
      "erschöpfen", "");
  private static final V PLAY = weak("spielen", "");
  private static final V ROLL = new V("würfeln", "würfle", "würfle", "würfelst", "würfelt", "würfeln", "");
  private static final V REVEAL = weak("aufdecken", "auf");
  private static final V LOOK = new V("ansehen", "sieh", "sehe", "siehst", "sieht", "sehen", "an");
  private static final V CHOOSE = new V("wählen", "wähle", "wähle", "wählst", "wählt", "wählen", "");
  private static final V EXCHANGE = weak("austauschen", "aus");
  private static final V ACTIVATE = weak("aktivieren", "");
  private static final V PAY = weak("bezahlen", "");
  private static final V SPEND = new V("ausgeben", "gib", "gebe", "gibst", "gibt", "geben", "aus");
  private static final V REMOVE = weak("entfernen", "");
  private static final V DOUBLE = weak("verdoppeln", "");
  private static final V WIN = new V("gewinnen", "gewinne", "gewinne", "gewinnst", "gewinnt", "gewinnen", "");
  private static final V USE = weak("nutzen", "");
  private static final V SWITCH = weak("wechseln", "");
  private static final V MOVE = weak("bewegen", "");
  private static final V CONTROL = weak("kontrollieren", "");
  private static final V HAVE = new V("haben", "habe", "habe", "hast", "hat", "haben", "");
  private static final V BE = new V("sein", "sei", "bin", "bist", "ist", "sind", "");
  private static final V MAY = new V("dürfen", "darf", "darf", "darfst", "darf", "dürfen", "");
  private static final V COST = new V("kosten", "koste", "koste", "kostest", "kostet", "kosten", "");
  private static final V LEAVE = new V("verlassen", "verlasse", "verlasse", "verlässt", "verlässt", "verlassen", "");
  private static final V GO = new V("gehen", "gehe", "gehe", "gehst", "geht", "gehen", "");
  private static final V JOIN = new V("anschließen", "schließe", "schließe", "schließt", "schließt", "schließen",
      "an");
  /** No verb: a clause that is already written (a replacement's "Falls ... würde, ..."). */
  private static final V EMPTY = new V("", "", "", "", "", "", "");
  private static final V THROW = new V("werfen", "wirf", "werfe", "wirfst", "wirft", "werfen", "");
  private static final V WAS = new V("sein", "war", "war", "warst", "war", "waren", "");
  private static final V PREVENT = weak("verhindern", "");
  private static final V COUNT = new V("zählen", "zähle", "zähle", "zählst", "zählt", "zählen", "");
  private static final V AUGMENT = new V("[Erweitern]", "[Erweitere]", "[Erweitere]", "[Erweitere]", "[Erweitere]",
      "[Erweitern]", "");
  private static final V GIVES = new V("geben", "gib", "gebe", "gibst", "gibt", "geben", "");
  private static final V REDUCE = weak("reduzieren", "");
  private static final V BEGIN = new V("beginnen", "beginne", "beginne", "beginnst", "beginnt", "beginnen", "");
  private static final V ADD_UP = weak("addieren", "");
  private static final V DO = new V("tun", "tue", "tue", "tust", "tut", "tun", "");
  private static final V CAN = new V("können", "kann", "kann", "kannst", "kann", "können", "");
  private static final V LIE = new V("liegen", "liege", "liege", "liegst", "liegt", "liegen", "");
  private static final V BECOME = new V("werden", "werde", "werde", "wirst", "wird", "werden", "");
  private static final V GIVE = new V("geben", "gib", "gebe", "gibst", "gibt", "geben", "");

  /**
   * A clause before its words are ordered: the subject (nominative; none in an imperative), the verb and its person,
   * the parts between them in German order, what closes the clause after the verb ("({T})", "(als ...)").
   */
  private record Clause(Optional<String> subject, Person person, V verb, List<String> parts, String after) {
    /** Verb-second: "Ich erhalte 1 Verstärkung", or verb-first for an imperative: "Lege eine Karte ab". */
    String main() {
      StringBuilder out = new StringBuilder();
      subject.ifPresent(s -> out.append(s).append(' '));
      out.append(verb.finite(person));
      return close(out);
    }

    /** Verb-first after a condition or 'dann': "erhalte ich 1 Verstärkung". */
    String inverted() {
      StringBuilder out = new StringBuilder(verb.finite(person));
      subject.ifPresent(s -> out.append(' ').append(s));
      return close(out);
    }

    private String close(StringBuilder out) {
      for (String p : parts) {
        out.append(' ').append(p);
      }
      if (!verb.particle().isEmpty()) {
        out.append(' ').append(verb.particle());
      }
      if (!after.isEmpty()) {
        out.append(' ').append(after);
      }
      return out.toString();
    }

    /** Verb-last: "du einen Charakter spielst", "ich die Expeditionszone verlasse". */
    String sub() {
      StringBuilder out = new StringBuilder();
      subject.ifPresent(s -> out.append(s));
      for (String p : parts) {
        out.append(out.length() > 0 ? " " : "").append(p);
      }
      out.append(out.length() > 0 ? " " : "").append(verb.particle()).append(verb.finite(person));
      if (!after.isEmpty()) {
        out.append(' ').append(after);
      }
      return out.toString();
    }

    /** With a modal: "Du darfst eine Karte ziehen", inverted "darfst du eine Karte ziehen". */
    String modal(V modal, Person p, boolean inverted) {
      StringBuilder out = new StringBuilder();
      if (inverted) {
        out.append(modal.finite(p));
        subject.ifPresent(s -> out.append(' ').append(s));
      } else {
        subject.ifPresent(s -> out.append(s).append(' '));
        out.append(modal.finite(p));
      }
      for (String part : parts) {
        out.append(' ').append(part);
      }
      out.append(' ').append(verb.inf());
      if (!after.isEmpty()) {
        out.append(' ').append(after);
      }
      return out.toString();
    }

    /** "eine Karte ziehen" (a second infinitive after a modal). */
    String infinitiveOnly() {
      StringBuilder out = new StringBuilder();
      for (String part : parts) {
        out.append(part).append(' ');
      }
      out.append(verb.inf());
      if (!after.isEmpty()) {
        out.append(' ').append(after);
      }
      return out.toString();
    }

    /** "eine Karte zu ziehen" (after "um"). */
    String zu() {
      StringBuilder out = new StringBuilder();
      for (String part : parts) {
        out.append(part).append(' ');
      }
      out.append(verb.zuInf());
      if (!after.isEmpty()) {
        out.append(' ').append(after);
      }
      return out.toString();
    }
  }

  // ===================================================================================================================
  // The printing run: counts the object phrases named, so that pronouns agree with what they stand for
  // ===================================================================================================================

  /**
   * A phrase named so far: its gender and number (for "er/sie/es", "ihn", "seine/ihre"). As in the AST, only object
   * phrases are counted: not "ich", not pronouns, not places or filters.
   */
  private record Named(G g, boolean plural, boolean self, boolean mixed) {
    Named(G g, boolean plural, boolean self) {
      this(g, plural, self, false);
    }
  }

  private static final class Run {
    private final List<Named> named = new ArrayList<>();
    private Named triggerObject = new Named(G.M, false, false);

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
        return costs(q.cost()) + " : " + effect(q.effect());
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
        String name = GermanLexicon.ABILITY_NAMES.get(id);
        if (id == KeywordAbilityId.SCOUT) {
          out = "[" + name + "] " + mana(item.parameter().get());
        } else if (item.parameter().isPresent()) {
          out = "[" + name + " " + digits(item.parameter().get()) + "]";
        } else {
          out = "[" + name + "]";
        }
      }
      if (item.whereX().isPresent()) {
        out += ", wobei X " + quantity(item.whereX().get(), Case.NOM) + " ist";
      }
      return out;
    }

    private String reaction(Ability.Reaction r) {
      StringBuilder out = new StringBuilder();
      boolean symbol = r.trigger() instanceof Trigger.Symbol;
      if (r.trigger() instanceof Trigger.Symbol s) {
        out.append(symbol(s.symbol()));
      } else if (r.trigger() instanceof Trigger.At at) {
        out.append(capitalize(moment(at.phase(), at.end())));
      } else {
        out.append("Wenn ").append(event(((Trigger.When) r.trigger()).event()));
      }
      r.condition().ifPresent(c -> out.append(", falls ").append(condition(c)));
      if (r.forEach().isPresent()) {
        throw new IllegalArgumentException("no German yet for a Reaction's 'for each'");
      }
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
          parts.add(capitalize(clause(((Cost.AsStep) c).step()).main()));
        }
      }
      return String.join(", ", parts);
    }

    // =================================================================================================================
    // Effects and sentences
    // =================================================================================================================

    private String effect(Effect effect) {
      List<String> sentences = new ArrayList<>();
      for (Sentence s : effect.sentences()) {
        sentences.add(sentence(s));
      }
      return String.join(" ", sentences);
    }

    private String sentence(Sentence s) {
      if (s instanceof Sentence.Steps st) {
        return capitalize(steps(st.steps(), false)) + ".";
      }
      if (s instanceof Sentence.If i && i.otherwise().isEmpty() && i.then().size() == 1
          && i.then().get(0) instanceof Step.Continuous c && c.statement() instanceof Statement.Cannot cn
          && cn.action() instanceof Statement.Restricted.Undergo) {
        // "Ich kann nicht gespielt werden, falls ...": the condition after the passive restriction.
        String then = capitalize(step(i.then().get(0), false));
        return then + ", falls " + condition(i.condition()) + ".";
      }
      if (s instanceof Sentence.If i) {
        String out = "Falls " + condition(i.condition()) + ", " + stepsAfterCondition(i.then());
        if (i.otherwise().isPresent()) {
          out += ", andernfalls " + steps(i.otherwise().get(), true);
        }
        return out + ".";
      }
      if (s instanceof Sentence.Unless u) {
        return capitalize(steps(u.steps(), false)) + ", es sei denn, " + conditionClause(u.condition()).main() + ".";
      }
      if (s instanceof Sentence.During d) {
        return capitalize(during(d.phase())) + " " + stepsAfterCondition(d.steps()) + ".";
      }
      if (s instanceof Sentence.ForEach f) {
        Named before = null;
        String objects = forEachHead(f.objects());
        return "Für " + objects + ", " + stepsAfterCondition(f.steps()) + ".";
      }
      if (s instanceof Sentence.Otherwise o) {
        return "Andernfalls " + steps(o.steps(), true) + ".";
      }
      if (s instanceof Sentence.Modal m) {
        StringBuilder out = new StringBuilder("Wähle ");
        if (m.upTo()) {
          out.append("bis zu ");
        }
        boolean one = m.count() instanceof Quantity.Literal l && l.value() == 1;
        if (m.whereX().isPresent()) {
          out.append(digits(m.count())).append(", wobei X ").append(quantity(m.whereX().get(), Case.NOM))
              .append(" ist");
        } else {
          out.append(one ? "eine Aktion" : number(m.count(), G.F, Case.ACC) + " Aktionen");
        }
        if (m.extra().isPresent()) {
          throw new IllegalArgumentException("no German yet for this choice of modes");
        }
        if (m.repeatable()) {
          out.append(". Du darfst dieselbe Option mehrfach wählen");
        }
        out.append(":");
        for (Sentence.Mode mode : m.modes()) {
          out.append(" • ").append(mode(mode));
        }
        return out.toString();
      }
      if (s instanceof Sentence.Repeat r) {
        StringBuilder out = new StringBuilder("Führe folgende Aktion ").append(digits(r.times())).append("-mal aus");
        r.whereX().ifPresent(x -> out.append(", wobei X ").append(quantity(x, Case.NOM)).append(" ist"));
        out.append(":");
        for (Sentence.Mode mode : r.body()) {
          out.append(" • ").append(mode(mode));
        }
        return out.toString();
      }
      if (s instanceof Sentence.OnResult r) {
        List<String> parts = new ArrayList<>();
        for (Sentence.Outcome o : r.outcomes()) {
          if (o.effect().sentences().size() != 1 || !(o.effect().sentences().get(0) instanceof Sentence.Steps st)) {
            throw new IllegalArgumentException("no German yet for this die result");
          }
          parts.add("Bei " + dieRange(o.range()) + " " + stepsAfterCondition(st.steps()) + ".");
        }
        return String.join(" ", parts);
      }
      throw new IllegalArgumentException("no German yet for sentence " + s.getClass().getSimpleName());
    }

    /** "jeden anderen Charakter, den du kontrollierst", "jede Bleibende Karte, die du kontrollierst". */
    private String forEachHead(ObjectRef o) {
      if (!(o instanceof ObjectRef.Phrase ph) || ph.quantifier().kind() != Quantifier.Kind.EACH
          && ph.quantifier().kind() != Quantifier.Kind.ALL && ph.quantifier().kind() != Quantifier.Kind.BARE
          || ph.nouns().nouns().size() != 1) {
        throw new IllegalArgumentException("no German yet for this 'for each'");
      }
      NounForms n = nounOf(ph.nouns().nouns().get(0));
      ObjectRef.Phrase single = new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(),
          new NounGroup(ph.nouns().nouns(), false, ph.nouns().span()), ph.filters(), ph.span());
      return derWord("jed", n.g(), false, Case.ACC) + " " + phraseWith(single, Case.ACC, Art.DEF);
    }

    private String mode(Sentence.Mode mode) {
      String body = effect(mode.effect());
      return mode.cost().isEmpty() ? body : costs(mode.cost()) + " : " + body;
    }

    private static String dieRange(DieRange r) {
      if (r.orMore()) {
        return r.low() + "+";
      }
      return r.low() == r.high() ? String.valueOf(r.low()) : r.low() + "—" + r.high();
    }

    /** After "Falls ...," or "Bei 4+": a keyword action is "nutze [Nachschub]". */
    private String stepsAfterCondition(List<Step> steps) {
      afterCondition = true;
      try {
        return steps(steps, true);
      } finally {
        afterCondition = false;
      }
    }

    /** Steps of one sentence: "A, dann B"; {@code inverted}: the first is verb-first (after "Falls ...,"). */
    private String steps(List<Step> steps, boolean inverted) {
      StringBuilder out = new StringBuilder();
      for (int i = 0; i < steps.size(); i++) {
        if (i > 0) {
          afterCondition = false;
          Optional<String> same = sameSubject(steps.get(i - 1), steps.get(i));
          if (same.isPresent()) {
            out.append(" und ").append(same.get());
            continue;
          }
          out.append(", dann ");
        }
        out.append(step(steps.get(i), inverted || i > 0));
      }
      return out.toString();
    }

    private boolean afterCondition;

    /** An adverb the next clause starts its parts with ("erhalte ich stattdessen ..."). */
    private String leadingAdverb;

    private Clause withLeadingAdverb(Clause c) {
      if (leadingAdverb == null) {
        return c;
      }
      List<String> parts = new ArrayList<>(c.parts());
      parts.add(0, leadingAdverb);
      leadingAdverb = null;
      return new Clause(c.subject(), c.person(), c.verb(), parts, c.after());
    }

    /**
     * "Du darfst eine Karte ziehen", "Du darfst {1} bezahlen und eine Karte ... legen", "Ein Charakter deiner Wahl
     * darf die Expeditionen wechseln", "Du darfst mich [[Vergänglich]] erhalten lassen", "Jeder Spieler darf ...".
     */
    private String may(PlayerRef actor, List<Clause> clauses, boolean inverted) {
      Clause first = withLeadingAdverb(clauses.get(0));
      Subject who;
      List<String> parts = new ArrayList<>(first.parts());
      String inf = first.verb().inf();
      if (first.person() == Person.IMP) {
        who = player(actor);
      } else if (actor.kind() != PlayerRef.Kind.YOU) {
        throw new IllegalArgumentException("no German yet for this 'may'");
      } else if (first.subject().get().equals("ich")) {
        who = new Subject("du", Person.SECOND);
        parts.add(0, "mich");
        inf = inf + " lassen";
      } else {
        who = new Subject(first.subject().get(), first.person());
      }
      StringBuilder out = new StringBuilder();
      if (inverted) {
        out.append(MAY.finite(who.person())).append(' ').append(who.text());
      } else {
        out.append(capitalize(who.text())).append(' ').append(MAY.finite(who.person()));
      }
      for (String part : parts) {
        out.append(' ').append(part);
      }
      out.append(' ').append(inf);
      if (!first.after().isEmpty()) {
        out.append(' ').append(first.after());
      }
      for (int i = 1; i < clauses.size(); i++) {
        Clause c = clauses.get(i);
        if (c.person() == Person.IMP && first.person() == Person.IMP
            || c.subject().isPresent() && first.subject().isPresent() && first.person() == Person.THIRD
            && c.person() == Person.THIRD && c.subject().get().matches("er|sie|es")) {
          // "darf [[Vergänglich]] verlieren und 1 Verstärkung erhalten"
          out.append(" und ").append(c.infinitiveOnly());
        } else if (c.subject().isPresent() && !c.subject().get().matches("er|sie|es")) {
          // "Du darfst mich kostenlos spielen und ich erhalte [[Schlafend]]"
          out.append(" und ").append(c.main());
        } else {
          throw new IllegalArgumentException("no German yet for 'may' with steps of several subjects");
        }
      }
      return out.toString();
    }

    private static boolean countersOnly(List<Step.Gainable> items) {
      for (Step.Gainable g : items) {
        if (!(g instanceof Step.Gainable.Counters)) {
          return false;
        }
      }
      return true;
    }

    /** "um eine Karte zu ziehen", "um einem Charakter deiner Wahl 1 Verstärkung zu geben". */
    private String zu(Step effect) {
      if (effect instanceof Step.Gain g && countersOnly(g.items())) {
        // "um einem Charakter deiner Wahl 1 Verstärkung zu geben", "um mir 1 Verstärkung zu geben"
        String to = obj(g.subject(), Case.DAT);
        return to + " " + String.join(" ", gainables(g.items())) + " " + GIVE.zuInf();
      }
      if (effect instanceof Step.Gain g && g.subject() instanceof ObjectRef.Self) {
        return "damit ich " + String.join(" ", gainables(g.items())) + " erhalte";
      }
      if (effect instanceof Step.Gain g) {
        // "um einen Charakter deiner Wahl [[Schlafend]] erhalten zu lassen"
        return obj(g.subject(), Case.ACC) + " " + String.join(" ", gainables(g.items())) + " erhalten zu lassen";
      }
      if (effect instanceof Step.Keyword k && k.actor().kind() == PlayerRef.Kind.YOU && k.object().isEmpty()
          && !k.action().doneByObject()) {
        return "[" + GermanLexicon.ACTION_NAMES.get(k.action()) + "] " + USE.zuInf();
      }
      Clause c = clause(effect);
      if (c.person() != Person.IMP) {
        throw new IllegalArgumentException("no German yet for this purpose");
      }
      return c.zu();
    }

    /**
     * "erhält 1 Verstärkung und verliert [[Vergänglich]]": a step whose subject is "it" for the subject of the step
     * before goes on without a subject.
     */
    private Optional<String> sameSubject(Step before, Step now) {
      ObjectRef previous = before instanceof Step.Gain g ? g.subject() : before instanceof Step.Lose l ? l.subject()
          : null;
      ObjectRef subject = now instanceof Step.Gain g ? g.subject() : now instanceof Step.Lose l ? l.subject() : null;
      if (previous == null || subject == null || previous instanceof ObjectRef.Self
          || !(subject instanceof ObjectRef.Pronoun p) || p.restated().isPresent() || p.theTarget() || p.all()
          || p.antecedent().index() != lastSubject) {
        return Optional.empty();
      }
      List<String> parts = now instanceof Step.Gain g ? gainables(g.items()) : loseItems(((Step.Lose) now).items());
      Named n = named.get(lastSubject);
      V verb = now instanceof Step.Gain ? GAIN : LOSE;
      return Optional.of(verb.finite(n.plural() ? Person.PLURAL : Person.THIRD) + " " + String.join(" ", parts));
    }

    private int lastSubject = -2;

    private String step(Step step, boolean inverted) {
      if (step instanceof Step.Keyword k && k.actor().kind() == PlayerRef.Kind.YOU && k.object().isEmpty()
          && !k.action().doneByObject() && !afterCondition) {
        return "[" + GermanLexicon.ACTION_NAMES.get(k.action()) + "]";
      }
      if (step instanceof Step.Modified md && md.modifiers().size() == 1
          && md.modifiers().get(0) instanceof Step.Modifier.At at && (!at.end() || at.phase() == Phase.REST)
          && md.step() instanceof Step.Keyword k
          && k.actor().kind() == PlayerRef.Kind.YOU && k.object().isEmpty() && !k.action().doneByObject()
          && !afterCondition) {
        // "[Sabotage] nach der Ruhepause"
        return "[" + GermanLexicon.ACTION_NAMES.get(k.action()) + "] " + moment(at.phase(), at.end());
      }
      if (step instanceof Step.May m) {
        if (m.either()) {
          throw new IllegalArgumentException("no German yet for 'may ... or ...'");
        }
        if (m.steps().size() == 1 && m.steps().get(0) instanceof Step.Gain g && g.subject() instanceof ObjectRef.Pronoun
            && countersOnly(g.items()) && m.actor().kind() == PlayerRef.Kind.YOU) {
          String to = obj(g.subject(), Case.DAT);
          String rest = to + " " + String.join(" ", gainables(g.items())) + " geben";
          return inverted ? "darfst du " + rest : "Du darfst " + rest;
        }
        List<Clause> clauses = new ArrayList<>();
        for (Step x : m.steps()) {
          clauses.add(clause(x));
        }
        return may(m.actor(), clauses, inverted);
      }
      if (step instanceof Step.Internal in) {
        List<Clause> cost = new ArrayList<>();
        for (Step x : in.cost()) {
          cost.add(clause(x));
        }
        String effect = zu(in.effect());
        if (!in.optional()) {
          if (cost.size() != 1 || cost.get(0).person() != Person.IMP || in.actor().kind() != PlayerRef.Kind.YOU) {
            throw new IllegalArgumentException("no German yet for this internal action");
          }
          Clause c = cost.get(0);
          return (inverted ? c.inverted() : c.main()) + (effect.startsWith("damit ") ? ", " : ", um ") + effect;
        }
        return may(in.actor(), cost, inverted) + (effect.startsWith("damit ") ? ", " : ", um ") + effect;
      }
      Clause c = withLeadingAdverb(clause(step));
      return inverted ? c.inverted() : c.main();
    }

    // =================================================================================================================
    // Steps as clauses
    // =================================================================================================================

    private Clause imperative(V verb, List<String> parts) {
      return new Clause(Optional.empty(), Person.IMP, verb, parts, "");
    }

    private Clause imperative(V verb, List<String> parts, String after) {
      return new Clause(Optional.empty(), Person.IMP, verb, parts, after);
    }

    /** The actor of a step as its subject; "you" is the imperative. */
    private Clause byActor(PlayerRef actor, V verb, List<String> parts, String after) {
      if (actor.kind() == PlayerRef.Kind.YOU) {
        return imperative(verb, parts, after);
      }
      Subject s = player(actor);
      return new Clause(Optional.of(s.text()), s.person(), verb, parts, after);
    }

    private Clause bySubject(ObjectRef subject, V verb, List<String> parts, String after) {
      Subject s = subject(subject);
      return new Clause(Optional.of(s.text()), s.person(), verb, parts, after);
    }

    private Clause clause(Step step) {
      if (step instanceof Step.Draw d) {
        return byActor(d.actor(), DRAW, List.of((d.only() ? "nur " : "") + cards(d.count())), "");
      }
      if (step instanceof Step.Discard d) {
        List<String> parts = new ArrayList<>(List.of(obj(d.objects(), Case.ACC)));
        d.from().ifPresent(z -> parts.add("aus " + zone(z, Case.DAT)));
        return byActor(d.actor(), DISCARD, parts, "");
      }
      if (step instanceof Step.Choose ch && ch.among().isEmpty()) {
        return byActor(ch.actor(), CHOOSE, List.of(obj(ch.objects(), Case.ACC)), "");
      }
      if (step instanceof Step.DrawCard dc) {
        return byActor(dc.actor(), DRAW, List.of(obj(dc.card(), Case.ACC)), "");
      }
      if (step instanceof Step.AddToResult ar) {
        return byActor(ar.actor(), ADD_UP, List.of(digits(ar.amount()), "zum Ergebnis"), "");
      }
      if (step instanceof Step.Target t) {
        return byActor(t.actor(), CHOOSE, List.of(obj(t.objects(), Case.ACC)), "");
      }
      if (step instanceof Step.Sacrifice s) {
        return byActor(s.actor(), SACRIFICE, List.of(obj(s.objects(), Case.ACC)), "");
      }
      if (step instanceof Step.Move m && m.insteadOf().isEmpty()) {
        return move(m);
      }
      if (step instanceof Step.Create c && c.abilities().isEmpty()) {
        List<String> parts = new ArrayList<>();
        parts.add(token(c.count(), c.token()));
        c.in().ifPresent(e -> parts.add("in " + obj(e, Case.DAT)));
        return byActor(c.actor(), CREATE, parts, "");
      }
      if (step instanceof Step.Ready r) {
        return byActor(r.actor(), READY, List.of(obj(r.objects(), Case.ACC)), "");
      }
      if (step instanceof Step.Exhaust e) {
        return byActor(e.actor(), EXHAUST, List.of(obj(e.objects(), Case.ACC)), e.symbol() ? "({T})" : "");
      }
      if (step instanceof Step.Play p) {
        List<String> parts = new ArrayList<>();
        if (p.immediately()) {
          parts.add("sofort");
        }
        // Where the card goes comes first, as the cards print it: "in meiner Expedition erschöpfte Charaktere".
        p.in().ifPresent(where -> parts.add("in " + obj(where, Case.DAT)));
        String what = obj(p.objects(), Case.ACC);
        parts.add(what);
        p.from().ifPresent(z -> parts.add("aus " + zone(z, Case.DAT)));
        if (p.cost() instanceof Step.PlayCost.Free) {
          parts.add("kostenlos");
        } else if (p.cost() instanceof Step.PlayCost.Reduced r && r.minimum().isEmpty()) {
          parts.add("für " + mana(r.mana()) + " weniger");
        } else if (!(p.cost() instanceof Step.PlayCost.Normal)) {
          throw new IllegalArgumentException("no German yet for this cost");
        }
        return byActor(p.actor(), PLAY, parts, "");
      }
      if (step instanceof Step.Roll r && r.dice() instanceof Quantity.Literal l && l.value() == 1) {
        return byActor(r.actor(), ROLL, List.of("einmal"), "");
      }
      if (step instanceof Step.Reveal r && !r.also()) {
        return byActor(r.actor(), REVEAL, List.of(obj(r.objects(), Case.ACC)), "");
      }
      if (step instanceof Step.Exchange e) {
        return byActor(e.actor(), EXCHANGE, List.of(obj(e.first(), Case.ACC), "mit " + obj(e.second(), Case.DAT)),
            "");
      }
      if (step instanceof Step.Activate a) {
        if (a.of() instanceof ObjectRef.Pronoun) {
          return byActor(a.actor(), ACTIVATE, List.of(possessiveOfPronoun(a.of()) + "e " + kinds(a.kinds())
              + " Fähigkeiten"), "");
        }
        boolean upTo = a.of() instanceof ObjectRef.Phrase ph && ph.quantifier().kind() == Quantifier.Kind.UP_TO;
        return byActor(a.actor(), ACTIVATE, List.of("die " + kinds(a.kinds()) + " Fähigkeiten "
            + (upTo ? "von " + obj(a.of(), Case.DAT) : obj(a.of(), Case.GEN))), "");
      }
      if (step instanceof Step.Pay p) {
        return byActor(p.actor(), PAY, List.of(mana(p.mana())), "");
      }
      if (step instanceof Step.Spend s && !(s.from() instanceof ObjectRef.Self)) {
        return byActor(s.actor(), SPEND, List.of(counters(s.count(), s.counter()) + " von "
            + obj(s.from(), Case.DAT)), "");
      }
      if (step instanceof Step.Remove r) {
        String what = r.count().isEmpty() ? "alle " + counterNoun(r.counter(), true, Case.ACC)
            : (r.upTo() ? "bis zu " : "") + counters(r.count().get(), r.counter());
        return byActor(r.actor(), REMOVE, List.of(what + " von " + obj(r.from(), Case.DAT)), "");
      }
      if (step instanceof Step.ReduceCost rc) {
        String whose = rc.of() instanceof ObjectRef.Self ? "meine Kosten" : "die Kosten " + obj(rc.of(), Case.GEN);
        return byActor(rc.actor(), REDUCE, List.of(whose, "um " + mana(rc.mana())), "");
      }
      if (step instanceof Step.Spend s && s.from() instanceof ObjectRef.Self) {
        return byActor(s.actor(), SPEND, List.of(digits(s.count()) + " meiner "
            + counterNoun(s.counter(), true, Case.GEN)), "");
      }
      if (step instanceof Step.WinGame w) {
        return new Clause(Optional.of(player(w.actor()).text()), player(w.actor()).person(), WIN,
            List.of("das Spiel"), "");
      }
      if (step instanceof Step.Gain g) {
        return bySubject(g.subject(), GAIN, gainables(g.items()), "");
      }
      if (step instanceof Step.Lose l) {
        return bySubject(l.subject(), LOSE, loseItems(l.items()), "");
      }
      if (step instanceof Step.SwitchExpeditions s) {
        return bySubject(s.subject(), SWITCH, List.of("Expeditionen"), "");
      }
      return moreClauses(step);
    }

    private List<String> loseItems(List<Step.Losable> losables) {
        List<String> items = new ArrayList<>();
        for (Step.Losable x : losables) {
          if (x instanceof Step.Losable.StatusOf s) {
            items.add(status(s.status()));
          } else if (x instanceof Step.Losable.Counters c) {
            items.add(counters(c.count(), c.counter()));
          } else {
            throw new IllegalArgumentException("no German yet for losing " + x.getClass().getSimpleName());
          }
        }
        return List.of(join(items, "und"));
    }

    private Clause moreClauses(Step step) {
      if (step instanceof Step.MoveExpedition m && !m.more()) {
        String regions = m.regions() instanceof Quantity.Literal l && l.value() == 1 ? "eine Region"
            : number(m.regions(), G.F, Case.ACC) + " Regionen";
        return bySubject(m.subject(), MOVE, List.of("sich", regions,
            m.direction() == Direction.FORWARD ? "vorwärts" : "zurück"), "");
      }
      if (step instanceof Step.Keyword k && k.action().doneByObject() && k.object().isEmpty()) {
        throw new IllegalArgumentException("no German yet for a keyword action done by an object");
      }
      if (step instanceof Step.Keyword k && k.object().isPresent() && k.action() == dev.altered.ast.KeywordAction.AUGMENT) {
        return byActor(k.actor(), AUGMENT, List.of(obj(k.object().get(), Case.ACC)), "");
      }
      if (step instanceof Step.Keyword k && k.object().isEmpty()) {
        return byActor(k.actor(), USE, List.of("[" + GermanLexicon.ACTION_NAMES.get(k.action()) + "]"), "");
      }
      if (step instanceof Step.Continuous c && c.duration().isEmpty()) {
        return statement(c.statement());
      }
      if (step instanceof Step.Continuous c && c.statement() instanceof Statement.Cannot cn
          && cn.action() instanceof Statement.Restricted.Move) {
        Clause inner = statement(c.statement());
        List<String> parts = new ArrayList<>(inner.parts());
        parts.add(1, duration(c.duration().get()));
        return new Clause(inner.subject(), inner.person(), inner.verb(), parts, inner.after());
      }
      if (step instanceof Step.Modified m) {
        return modified(m);
      }
      throw new IllegalArgumentException("no German yet for step " + step.getClass().getSimpleName());
    }

    private Clause modified(Step.Modified m) {
      Clause c = clause(m.step());
      List<String> parts = new ArrayList<>(c.parts());
      String after = c.after();
      for (Step.Modifier mod : m.modifiers()) {
        if (mod instanceof Step.Modifier.UpToMax u) {
          after = (after.isEmpty() ? "" : after + " ") + ", bis maximal " + digits(u.max());
        } else if (mod instanceof Step.Modifier.Per p) {
          parts.add("pro " + obj(p.objects(), Case.ACC));
        } else if (mod instanceof Step.Modifier.At at && (!at.end() || at.phase() == Phase.REST)) {
          if (m.step() instanceof Step.Keyword) {
            parts.add(moment(at.phase(), at.end()));
          } else {
            parts.add(0, moment(at.phase(), at.end()));
          }
        } else if (mod instanceof Step.Modifier.WhereX x) {
          after = (after.isEmpty() ? "" : after + " ") + ", wobei X " + quantity(x.x(), Case.NOM) + " ist";
        } else if (mod instanceof Step.Modifier.Lasting l) {
          parts.add(0, duration(l.duration()));
        } else {
          throw new IllegalArgumentException("no German yet for modifier " + mod.getClass().getSimpleName());
        }
      }
      return new Clause(c.subject(), c.person(), c.verb(), parts, after);
    }

    private Clause move(Step.Move m) {
      String what = obj(m.objects(), Case.ACC);
      List<String> parts = new ArrayList<>();
      parts.add(what);
      m.from().ifPresent(z -> parts.add("aus " + zone(z, Case.DAT)));
      String after = m.as().map(a -> a == Step.OrbState.EXHAUSTED ? "(als erschöpfte Manakugel)"
          : "(als bereite Manakugel)").orElse("");
      if (m.to() instanceof Step.Destination.ToZone tz) {
        Zone z = tz.zone();
        parts.add("in " + zone(z, Case.ACC));
        V verb = switch (z.kind()) {
          case RESERVE -> m.objects() instanceof ObjectRef.Phrase ph && ph.quantifier().target() ? SEND : PUT;
          case HAND -> m.from().isPresent() ? FETCH_BACK : SEND_BACK;
          case MANA_ZONE, DISCARD_PILE -> PUT;
          default -> throw new IllegalArgumentException("no German yet for moving to " + z.kind());
        };
        return byActor(m.actor(), verb, parts, after);
      }
      if (m.to() instanceof Step.Destination.TopOf top) {
        parts.add("als oberste Karte auf " + zone(top.zone(), Case.ACC));
        return byActor(m.actor(), PUT_BACK, parts, after);
      }
      if (m.to() instanceof Step.Destination.ToExpedition e) {
        parts.add("in " + obj(e.expedition(), Case.ACC));
        return byActor(m.actor(), PUT, parts, after);
      }
      throw new IllegalArgumentException("no German yet for this destination");
    }

    private List<String> gainables(List<Step.Gainable> items) {
      List<String> out = new ArrayList<>();
      for (Step.Gainable g : items) {
        if (g instanceof Step.Gainable.Counters c) {
          out.add(counters(c.count(), c.counter()));
        } else if (g instanceof Step.Gainable.StatusOf s) {
          out.add(status(s.status()));
        } else if (g instanceof Step.Gainable.NthCounter nth) {
          boolean boost = nth.counter().equals(Counter.BOOST);
          G gender = boost ? G.F : G.M;
          out.add(possessive(nth.owner(), gender, false, Case.ACC) + " " + digits(nth.nth()) + ". "
              + counterNoun(nth.counter(), false, Case.ACC));
        } else if (g instanceof Step.Gainable.AbilityOf a) {
          out.add("\"" + new Run().ability(a.ability()) + "\"");
        } else if (g instanceof Step.Gainable.KeywordOf k) {
          out.add(keyword(k.keyword(), k.parameter()));
        } else {
          throw new IllegalArgumentException("no German yet for gaining " + g.getClass().getSimpleName());
        }
      }
      return List.of(join(out, "und"));
    }

    private String keyword(KeywordAbilityId id, Optional<Quantity> parameter) {
      String name = GermanLexicon.ABILITY_NAMES.get(id);
      if (parameter.isPresent()) {
        return id == KeywordAbilityId.SCOUT ? "[" + name + "] " + mana(parameter.get())
            : "[" + name + " " + digits(parameter.get()) + "]";
      }
      return "[" + name + "]";
    }

    // =================================================================================================================
    // Statements
    // =================================================================================================================

    private Clause statement(Statement st) {
      if (st instanceof Statement.Has h) {
        List<String> grants = new ArrayList<>();
        for (Statement.Grant g : h.grants()) {
          if (g instanceof Statement.Grant.KeywordGrant k) {
            grants.add(keyword(k.keyword(), k.parameter()));
          } else if (g instanceof Statement.Grant.StatusGrant s) {
            grants.add(status(s.status()));
          } else if (g instanceof Statement.Grant.AbilityGrant a) {
            grants.add(": \"" + new Run().ability(a.ability()) + "\"");
          } else {
            throw new IllegalArgumentException("no German yet for grant " + g.getClass().getSimpleName());
          }
        }
        // "Ich bin [Verteidiger]", "sind [Erfahren]"; a keyword with a number or a status is had: "haben [Robust 2]".
        boolean adjectives = true;
        for (Statement.Grant g : h.grants()) {
          adjectives &= g instanceof Statement.Grant.KeywordGrant k && k.parameter().isEmpty();
        }
        return bySubject(h.subject(), adjectives ? BE : HAVE, List.of(join(grants, "und")), "");
      }
      if (st instanceof Statement.Replacement r && (r.kind() == Statement.Replacement.Kind.INSTEAD
          || r.kind() == Statement.Replacement.Kind.ALSO)) {
        Clause would = eventClause(r.event().event());
        StringBuilder cond = new StringBuilder();
        would.subject().ifPresent(x -> cond.append(x).append(' '));
        for (String part : would.parts()) {
          cond.append(part).append(' ');
        }
        cond.append(would.verb().inf());
        if (!would.after().isEmpty()) {
          cond.append(' ').append(would.after());
        }
        cond.append(would.person() == Person.PLURAL ? " würden" : would.person() == Person.SECOND ? " würdest"
            : " würde");
        r.event().whilst().ifPresent(w -> cond.append(", während ").append(condition(w)));
        if (r.steps().size() != 1) {
          throw new IllegalArgumentException("no German yet for several replacing steps");
        }
        leadingAdverb = r.kind() == Statement.Replacement.Kind.INSTEAD ? "stattdessen" : "auch";
        String then = step(r.steps().get(0), true);
        leadingAdverb = null;
        return new Clause(Optional.of("Falls " + cond + ","), Person.IMP, EMPTY, List.of(then), "");
      }
      if (st instanceof Statement.AbilitiesCannotActivate ac && ac.of() instanceof ObjectRef.Phrase ph
          && ph.quantifier().kind() == Quantifier.Kind.BARE && ph.nouns().plural()) {
        String whose = "der " + phraseWith(ph, Case.GEN, Art.DEF);
        return new Clause(Optional.of("die Fähigkeiten " + kinds(ac.kinds()) + " " + whose), Person.PLURAL, CAN,
            List.of("nicht aktiviert"), "werden");
      }
      if (st instanceof Statement.LimitChange lc && lc.limit() == dev.altered.ast.Vocabulary.Limit.RESERVE
          && lc.objects().isEmpty() && lc.amount().isPresent()) {
        String change = lc.sign() > 0 ? "erhöht" : "reduziert";
        if (lc.player().isEmpty()) {
          return new Clause(Optional.of("alle Reserve-Limits"), Person.PLURAL, BECOME,
              List.of("um " + digits(lc.amount().get())), change);
        }
        if (lc.player().get().kind() == PlayerRef.Kind.YOU) {
          return new Clause(Optional.of("dein Reserve-Limit"), Person.THIRD, BECOME,
              List.of("um " + digits(lc.amount().get())), change);
        }
      }
      if (st instanceof Statement.TerrainSet ts && ts.regions().size() == 1
          && ts.regions().get(0) instanceof Statement.Region.All) {
        return new Clause(Optional.of("alle Regionen"), Person.PLURAL, BE, List.of(terrain(ts.terrain())),
            "und verlieren ihre anderen Gelände");
      }
      if (st instanceof Statement.BeginsWith b) {
        boolean one = b.count() instanceof Quantity.Literal l && l.value() == 1;
        return bySubject(b.subject(), BEGIN, List.of("das Spiel mit " + digits(b.count()) + " "
            + counterNoun(b.counter(), !one, Case.DAT)), "");
      }
      if (st instanceof Statement.MinimumCost mc) {
        Subject sub = subject(mc.subject());
        return new Clause(Optional.of(sub.text()), sub.person(), CAN, List.of("nicht weniger als " + mana(mc.mana())),
            "kosten");
      }
      if (st instanceof Statement.CostChange c && c.toPlayIn().isEmpty() && c.minimum().isEmpty()
          && c.per().isPresent()) {
        Clause base = bySubject(c.subject(), COST, List.of(mana(c.mana()) + (c.more() ? " mehr" : " weniger")), "");
        int before = named.size();
        String per = "pro " + obj(c.per().get(), Case.ACC);
        return new Clause(base.subject(), base.person(), base.verb(), List.of(base.parts().get(0), per), "");
      }
      if (st instanceof Statement.Free f) {
        return bySubject(f.subject(), BE, List.of("kostenlos"), "");
      }
      if (st instanceof Statement.Cannot cn && cn.action() instanceof Statement.Restricted.Move mv
          && mv.direction() == Direction.FORWARD && mv.dueTo().isEmpty()) {
        Subject sub = subject(cn.subject());
        List<String> parts = new ArrayList<>(List.of("sich"));
        mv.during().ifPresent(ph -> parts.add(during(ph)));
        parts.add("nicht vorwärts");
        return new Clause(Optional.of(sub.text()), sub.person(), CAN, parts,
            "bewegen" + mv.exceptDueTo().map(t -> ", außer durch " + terrain(t)).orElse(""));
      }
      if (st instanceof Statement.Cannot cn && cn.action() instanceof Statement.Restricted.PreventMovingForward pm) {
        Subject who = subject(cn.subject());
        String whose = pm.expedition() instanceof ObjectRef.Pronoun ? possessiveOfPronoun(pm.expedition())
            + " Vorwärtskommen" : "das Vorwärtskommen " + obj(pm.expedition(), Case.GEN);
        return new Clause(Optional.of(who.text()), who.person(), PREVENT, List.of("nicht " + whose), "");
      }
      if (st instanceof Statement.Cannot cn && cn.action() instanceof Statement.Restricted.Undergo u
          && u.by().isEmpty() && u.action() == dev.altered.ast.Vocabulary.ObjectAction.PLAYED) {
        Subject sub = subject(cn.subject());
        return new Clause(Optional.of(sub.text()), sub.person(), CAN, List.of("nicht gespielt"), "werden");
      }
      if (st instanceof Statement.Cannot cn && cn.action() instanceof Statement.Restricted.GainCounters gc) {
        Subject sub = subject(cn.subject());
        String what = gc.counter().equals(Counter.ANY) ? "keine Zähler" : "keine " + counterNoun(gc.counter(), true,
            Case.ACC);
        return new Clause(Optional.of(sub.text()), sub.person(), CAN, List.of(what), "erhalten");
      }
      if (st instanceof Statement.Cannot cn && cn.action() instanceof Statement.Restricted.CountTowardsLimit l
          && l.limit() == dev.altered.ast.Vocabulary.Limit.RESERVE) {
        return bySubject(cn.subject(), COUNT, List.of("nicht für dein Reserve-Limit"), "");
      }
      if (st instanceof Statement.ActivationRestriction ar && ar.onlyIf().isPresent() && ar.times().isEmpty()
          && ar.per().isEmpty()) {
        return new Clause(Optional.of("du"), Person.SECOND, CAN, List.of("dies nur aktivieren, falls "
            + condition(ar.onlyIf().get())), "");
      }
      if (st instanceof Statement.CostChange c && c.toPlayIn().isEmpty() && c.minimum().isEmpty()
          && c.per().isEmpty()) {
        return bySubject(c.subject(), COST, List.of(mana(c.mana()) + (c.more() ? " mehr" : " weniger")), "");
      }
      throw new IllegalArgumentException("no German yet for statement " + st.getClass().getSimpleName());
    }

    // =================================================================================================================
    // Triggers and events (verb-last after "Wenn")
    // =================================================================================================================

    private String event(Event e) {
      return eventClause(e).sub();
    }

    private Clause of(Subject s, V verb, List<String> parts) {
      return new Clause(Optional.of(s.text()), s.person(), verb, parts, "");
    }

    private Clause eventClause(Event e) {
      if (e instanceof Event.Plays p) {
        Subject s = player(p.player());
        List<String> parts = new ArrayList<>(List.of(obj(p.objects(), Case.ACC)));
        p.from().ifPresent(z -> parts.add("aus " + zone(z, Case.DAT)));
        return of(s, PLAY, parts);
      }
      if (e instanceof Event.Sacrifices p) {
        return of(player(p.player()), SACRIFICE, List.of(obj(p.objects(), Case.ACC)));
      }
      if (e instanceof Event.Creates p) {
        return of(player(p.player()), CREATE, List.of(obj(p.objects(), Case.ACC)));
      }
      if (e instanceof Event.Exhausts p) {
        return of(player(p.player()), EXHAUST, List.of(obj(p.objects(), Case.ACC)));
      }
      if (e instanceof Event.Gains g) {
        Subject s = subject(g.subject());
        List<String> what = gainables(List.of(g.what()));
        if (g.orMore()) {
          what = List.of("mindestens " + what.get(0));
        }
        return of(s, GAIN, what);
      }
      if (e instanceof Event.Joins j && j.anyOf().size() == 1 && j.anyOf().get(0) instanceof Place.InObject o) {
        Subject s = subject(j.subject());
        return of(s, JOIN, List.of("sich", placeObject(o.object(), Case.DAT)));
      }
      if (e instanceof Event.Leaves l) {
        Subject s = subject(l.subject());
        List<String> parts = new ArrayList<>();
        l.during().ifPresent(ph -> parts.add(during(ph)));
        if (l.place() instanceof Place.InZone z) {
          parts.add(zone(z.zone(), Case.ACC));
        } else if (l.place() instanceof Place.InObject o) {
          parts.add(placeObject(o.object(), Case.ACC));
        } else {
          throw new IllegalArgumentException("no German yet for leaving this place");
        }
        return of(s, LEAVE, parts);
      }
      if (e instanceof Event.GoesTo g) {
        Subject s = subject(g.subject());
        List<String> parts = new ArrayList<>();
        if (!g.from().isEmpty()) {
          List<String> from = new ArrayList<>();
          for (Zone z : g.from()) {
            from.add(zone(z, Case.DAT));
          }
          parts.add("aus " + join(from, "oder"));
        }
        parts.add("in " + zone(g.to(), Case.ACC));
        return of(s, GO, parts);
      }
      if (e instanceof Event.FailsToMoveForward f) {
        Subject s = subject(f.subject());
        List<String> parts = new ArrayList<>(List.of("sich"));
        f.during().ifPresent(ph -> parts.add(during(ph)));
        parts.add("nicht vorwärts");
        return of(s, MOVE, parts);
      }
      if (e instanceof Event.Moves m) {
        if (m.dueToAscend()) {
          throw new IllegalArgumentException("no German wording yet for 'moves forward due to Ascend' (4.2.4.k)");
        }
        Subject s = subject(m.subject());
        List<String> parts = new ArrayList<>(List.of("sich"));
        m.during().ifPresent(ph -> parts.add(during(ph)));
        m.dueTo().ifPresent(t -> parts.add("aufgrund von " + terrain(t)));
        parts.add(m.direction() == Direction.FORWARD ? "vorwärts" : "zurück");
        return of(s, MOVE, parts);
      }
      if (e instanceof Event.Draws d) {
        String cards = d.orMore() && d.count() instanceof Quantity.Literal l && l.value() == 1
            ? "eine oder mehrere Karten" : cards(d.count());
        return of(player(d.player()), DRAW, List.of(cards));
      }
      if (e instanceof Event.Rolls r && !r.orMore() && r.dice() instanceof Quantity.Literal l && l.value() == 1) {
        return of(player(r.player()), ROLL, List.of());
      }
      if (e instanceof Event.Rolls r && r.orMore() && r.dice() instanceof Quantity.Literal l && l.value() == 1) {
        return of(player(r.player()), THROW, List.of("einen oder mehrere Würfel"));
      }
      if (e instanceof Event.DoesKeyword k) {
        return of(player(k.player()), USE, List.of("[" + GermanLexicon.ACTION_NAMES.get(k.action()) + "]"));
      }
      if (e instanceof Event.AnyOf any && any.events().size() == 2) {
        Clause first = eventClause(any.events().get(0));
        Clause second = eventClause(any.events().get(1));
        if (first.subject().equals(second.subject()) && first.person() == second.person()) {
          // "ein Gegner eine oder mehrere Karten zieht oder [Nachschub] nutzt"
          String rest = String.join(" ", second.parts()) + " " + second.verb().particle()
              + second.verb().finite(second.person());
          return new Clause(first.subject(), first.person(), first.verb(), first.parts(), "oder " + rest.trim());
        }
      }
      if (e instanceof Event.Undergoes u && u.by().isEmpty() && u.from().isEmpty() && u.to().isEmpty()) {
        Subject s = subject(u.subject());
        String participle = switch (u.action()) {
          case SACRIFICED -> "geopfert";
          case DISCARDED -> "abgelegt";
          case PLAYED -> "gespielt";
          default -> throw new IllegalArgumentException("no German yet for being " + u.action());
        };
        return new Clause(Optional.of(s.text()), s.person(), BECOME, List.of(participle), "");
      }
      throw new IllegalArgumentException("no German yet for event " + e.getClass().getSimpleName());
    }

    private static String during(Phase phase) {
      return "am " + switch (phase) {
        case MORNING -> "Morgen";
        case NOON -> "Mittag";
        case AFTERNOON -> "Nachmittag";
        case DUSK -> "Abend";
        default -> throw new IllegalArgumentException("no German yet for during " + phase);
      };
    }

    private static String moment(Phase phase, boolean end) {
      if (end && phase == Phase.REST) {
        return "nach der Ruhepause";
      }
      if (end) {
        return "am Ende " + switch (phase) {
          case AFTERNOON -> "des Nachmittags";
          default -> throw new IllegalArgumentException("no German yet for the end of " + phase);
        };
      }
      return switch (phase) {
        case MORNING -> "zum Morgen";
        case NOON -> "zum Mittag";
        case AFTERNOON -> "zum Nachmittag";
        case DUSK -> "zum Abend";
        case NIGHT -> "zur Nacht";
        case REST -> "nach der Ruhepause";
      };
    }

    private static String duration(Duration d) {
      return switch (d) {
        case THIS_TURN -> "in dieser Runde";
        case THIS_AFTERNOON -> "an diesem Nachmittag";
        case THIS_DAY -> "an diesem Tag";
      };
    }

    // =================================================================================================================
    // Conditions (verb-last after "Falls")
    // =================================================================================================================

    private String condition(Condition c) {
      return conditionClause(c).sub();
    }

    private Clause conditionClause(Condition c) {
      if (c instanceof Condition.Did d) {
        Subject you = new Subject("du", Person.SECOND);
        return switch (d.outcome()) {
          case DID -> of(you, DO, List.of("das"));
          case DID_NOT -> of(you, DO, List.of("das nicht"));
          case COULD_NOT -> of(you, CAN, List.of("das nicht"));
        };
      }
      if (c instanceof Condition.HasStatus h) {
        Subject s = subject(h.subject());
        V verb = h.past() ? WAS : BE;
        List<String> statuses = new ArrayList<>();
        for (Status st : h.anyOf()) {
          statuses.add(status(st));
        }
        return of(s, verb, List.of((h.negated() ? "nicht " : "") + join(statuses, "oder")));
      }
      if (c instanceof Condition.Controls k && k.counts().size() == 1) {
        return of(player(k.player()), CONTROL, List.of(count(k.counts().get(0))));
      }
      if (c instanceof Condition.HasCounters h) {
        Subject s = subject(h.subject());
        String amount = switch (h.range()) {
          case AT_LEAST -> "mindestens " + counters(h.count(), h.counter());
          case EXACTLY -> counters(h.count(), h.counter());
          case LESS_THAN -> "weniger als " + counters(h.count(), h.counter());
          default -> throw new IllegalArgumentException("no German yet for counters " + h.range());
        };
        return of(s, HAVE, List.of(amount));
      }
      if (c instanceof Condition.InPosition ip) {
        Subject s = subject(ip.subject());
        List<String> ways = new ArrayList<>();
        V verb = null;
        for (var pos : ip.anyOf()) {
          switch (pos) {
            case AHEAD -> ways.add("vorne");
            case BEHIND -> ways.add("hinten");
            case TIED -> ways.add("gleichauf");
          }
        }
        if (ways.size() == 1) {
          return of(s, ways.get(0).equals("gleichauf") ? BE : LIE, List.of(ways.get(0)));
        }
        throw new IllegalArgumentException("no German yet for several positions");
      }
      if (c instanceof Condition.Has h && h.in().isEmpty() && h.counts().size() == 1) {
        Condition.Count k = h.counts().get(0);
        if (k.range() == Condition.Count.Range.FEWER || k.range() == Condition.Count.Range.MORE) {
          if (h.than().isEmpty() || !(k.objects() instanceof ObjectRef.Phrase ph)) {
            throw new IllegalArgumentException("no German yet for this comparison");
          }
          String what = (k.range() == Condition.Count.Range.FEWER ? "weniger " : "mehr ") + phrase(ph, Case.ACC);
          return new Clause(Optional.of(player(h.player()).text()), player(h.player()).person(), HAVE, List.of(what),
              "als " + player(h.than().get()).text());
        }
        if (h.than().isPresent()) {
          throw new IllegalArgumentException("no German yet for this comparison");
        }
        return of(player(h.player()), HAVE, List.of(count(k)));
      }
      if (c instanceof Condition.ThereAre t && t.counts().size() == 1) {
        Condition.Count k = t.counts().get(0);
        boolean one = k.count().isEmpty() || k.count().get() instanceof Quantity.Literal l && l.value() == 1;
        if (!one && k.range() == Condition.Count.Range.AT_LEAST) {
          return new Clause(Optional.of(count(k)), Person.PLURAL, BE, List.of(), "");
        }
        if (k.objects() instanceof ObjectRef.Phrase ph && ph.quantifier().kind() == Quantifier.Kind.BARE
            && ph.nouns().nouns().size() == 1) {
          NounForms n = nounOf(ph.nouns().nouns().get(0));
          String what = switch (k.range()) {
            case NONE -> "keine " + phraseWith(ph, Case.ACC, Art.INDEF);
            case EXACTLY -> k.count().isPresent() && one ? "nur " + einWord("ein", n.g(), false, Case.ACC) + " "
                + phraseWith(ph, Case.ACC, Art.INDEF) : null;
            case SOME -> k.count().isEmpty() ? einWord("ein", n.g(), false, Case.ACC) + " oder mehrere "
                + phraseWith(ph, Case.ACC, Art.NONE) : null;
            default -> null;
          };
          if (what != null) {
            return new Clause(Optional.of("es"), Person.THIRD, GIVES, List.of(what), "");
          }
        }
        throw new IllegalArgumentException("no German yet for this 'there are'");
      }
      if (c instanceof Condition.IsIn in && !in.past()) {
        Subject s = subject(in.subject());
        return of(s, BE, List.of((in.negated() ? "nicht " : "") + "in " + place(in.place())));
      }
      if (c instanceof Condition.IsA isA) {
        Subject s = subject(isA.subject());
        return of(s, BE, List.of(placeObject(isA.description(), Case.NOM)));
      }
      if (c instanceof Condition.ZoneEmpty z) {
        return new Clause(Optional.of(zone(z.zone(), Case.NOM)), Person.THIRD, BE, List.of("leer"), "");
      }
      if (c instanceof Condition.FirstPlayer f && !f.negated()) {
        return of(player(f.player()), BE, List.of("der Startspieler"));
      }
      throw new IllegalArgumentException("no German yet for condition " + c.getClass().getSimpleName());
    }

    private String count(Condition.Count k) {
      String prefix = switch (k.range()) {
        case SOME -> "";
        case AT_LEAST -> "mindestens ";
        case LESS_THAN -> "weniger als ";
        case MORE_THAN -> "mehr als ";
        default -> throw new IllegalArgumentException("no German yet for a count " + k.range());
      };
      if (k.count().isEmpty()) {
        return prefix + obj(k.objects(), Case.ACC);
      }
      if (!(k.objects() instanceof ObjectRef.Phrase ph) || ph.quantifier().kind() != Quantifier.Kind.BARE
          || ph.nouns().nouns().size() != 1) {
        throw new IllegalArgumentException("no German yet for this count");
      }
      NounForms n = nounOf(ph.nouns().nouns().get(0));
      Quantity q = k.count().get();
      boolean one = q instanceof Quantity.Literal l && l.value() == 1;
      return prefix + number(q, n.g(), Case.ACC) + " " + phraseWith(ph, Case.ACC, one ? Art.INDEF : Art.NONE);
    }

    // =================================================================================================================
    // Object phrases
    // =================================================================================================================

    /** A subject: its words and the person of its verb. */
    private record Subject(String text, Person person) {}

    private Subject subject(ObjectRef o) {
      if (o instanceof ObjectRef.Self) {
        lastSubject = -2;
        return new Subject("ich", Person.FIRST);
      }
      if (o instanceof ObjectRef.SelfAnd) {
        lastSubject = -2;
        return new Subject("wir beide", Person.PLURAL);
      }
      if (o instanceof ObjectRef.Pronoun p && !p.antecedent().equals(ObjectRef.Antecedent.TRIGGER)
          && p.antecedent().index() < named.size()) {
        Named n = named.get(p.antecedent().index());
        String text = obj(o, Case.NOM);
        lastSubject = p.antecedent().index();
        return new Subject(text, n.plural() || p.plural() ? Person.PLURAL : Person.THIRD);
      }
      int index = named.size();
      String text = obj(o, Case.NOM);
      lastSubject = index;
      Named last = named.isEmpty() ? new Named(G.M, false, false) : named.get(index < named.size() ? index : named.size() - 1);
      if (o instanceof ObjectRef.Pronoun p && p.restated().isPresent()) {
        return new Subject(text, p.restated().get().plural() ? Person.PLURAL : Person.THIRD);
      }
      boolean anyNumber = o instanceof ObjectRef.Phrase ph && ph.quantifier().kind() == Quantifier.Kind.ANY_NUMBER;
      // "Eine beliebige Anzahl von Charakteren erhält ...": the verb agrees with "Anzahl".
      return new Subject(text, last.plural() && !anyNumber ? Person.PLURAL : Person.THIRD);
    }

    private Subject player(PlayerRef p) {
      return switch (p.kind()) {
        case YOU -> new Subject("du", Person.SECOND);
        case EACH_PLAYER -> new Subject("jeder Spieler", Person.THIRD);
        case AN_OPPONENT -> new Subject("ein Gegner", Person.THIRD);
        case TARGET_OPPONENT -> new Subject("ein Gegner deiner Wahl", Person.THIRD);
        case YOUR_OPPONENT -> new Subject("dein Gegner", Person.THIRD);
        case OPPONENTS -> new Subject("deine Gegner", Person.PLURAL);
        case TARGET_PLAYER -> new Subject("ein Spieler deiner Wahl", Person.THIRD);
        default -> throw new IllegalArgumentException("no German yet for player " + p.kind());
      };
    }

    private String playerIn(PlayerRef p, Case c) {
      if (p.kind() == PlayerRef.Kind.YOU) {
        return switch (c) {
          case NOM -> "du";
          case ACC -> "dich";
          case DAT -> "dir";
          case GEN -> throw new IllegalArgumentException("no genitive of 'du'");
        };
      }
      throw new IllegalArgumentException("no German yet for player " + p.kind() + " here");
    }

    /** An object reference in a case; the phrases a step or trigger names are counted for pronouns. */
    private String obj(ObjectRef o, Case c) {
      if (o instanceof ObjectRef.Self) {
        return switch (c) {
          case NOM -> "ich";
          case ACC -> "mich";
          case DAT -> "mir";
          case GEN -> throw new IllegalArgumentException("no genitive of 'ich'");
        };
      }
      if (o instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget() && !p.all()) {
        Named n = p.antecedent().equals(ObjectRef.Antecedent.TRIGGER) ? triggerObject
            : p.antecedent().index() < named.size() ? named.get(p.antecedent().index()) : null;
        if (n == null || n.self()) {
          throw new IllegalArgumentException("no German yet for this pronoun");
        }
        return pronoun(n.g(), n.plural() || p.plural(), c);
      }
      if (o instanceof ObjectRef.Pronoun p && p.restated().isPresent() && !p.theTarget() && !p.all()
          && p.restated().get().nouns().size() == 1) {
        NounForms n = nounOf(p.restated().get().nouns().get(0));
        boolean plural = p.restated().get().plural();
        return derWord("dies", n.g(), plural, c) + " " + nounWord(n, plural, c, Art.DEF);
      }
      if (o instanceof ObjectRef.Phrase ph) {
        return phrase(ph, c);
      }
      if (o instanceof ObjectRef.ZoneContents z) {
        named.add(new Named(G.F, false, false));
        return zone(z.zone(), c);
      }
      if (o instanceof ObjectRef.Several sev) {
        List<String> items = new ArrayList<>();
        for (ObjectRef item : sev.items()) {
          items.add(obj(item, c));
        }
        return join(items, sev.any() ? "oder" : "und");
      }
      if (o instanceof ObjectRef.Possessed p && p.filters().isEmpty()) {
        NounForms n = nounOf(onlyNoun(p.nouns()));
        boolean plural = p.nouns().plural();
        named.add(new Named(n.g(), plural, false));
        String adjs = adjectives(p.adjectives(), n, plural, c, Art.INDEF);
        return possessive(p.owner(), n.g(), plural, c) + " " + adjs + prefixes(p.adjectives())
            + nounWord(n, plural, c, Art.INDEF);
      }
      if (o instanceof ObjectRef.OfPossessed p && p.filters().isEmpty() && p.adjectives().isEmpty()) {
        NounForms n = nounOf(onlyNoun(p.nouns()));
        named.add(new Named(n.g(), false, false));
        String head = switch (p.which()) {
          case EACH -> derWord("jed", n.g(), false, c);
          case COUNT -> einWord("ein", n.g(), false, c);
          default -> throw new IllegalArgumentException("no German yet for 'of your' with " + p.which());
        };
        return head + " " + possessive(p.owner(), n.g(), true, Case.GEN) + " " + n.form(true, Case.GEN);
      }
      if (o instanceof ObjectRef.TopOf t) {
        named.add(new Named(G.F, t.count().isPresent(), false));
        if (t.count().isEmpty()) {
          return derWord("d", G.F, false, c) + " oberste Karte " + zone(t.zone(), Case.GEN);
        }
        return derWord("d", G.F, true, c) + " obersten " + number(t.count().get(), G.F, c) + " Karten "
            + zone(t.zone(), Case.GEN);
      }
      throw new IllegalArgumentException("no German yet for object " + o.getClass().getSimpleName());
    }

    /** "sein"/"ihr" for a pronoun's antecedent. */
    private String possessiveOfPronoun(ObjectRef o) {
      ObjectRef.Pronoun p = (ObjectRef.Pronoun) o;
      if (p.antecedent().equals(ObjectRef.Antecedent.TRIGGER) || p.antecedent().index() >= named.size()) {
        throw new IllegalArgumentException("no German yet for this pronoun");
      }
      Named a = named.get(p.antecedent().index());
      return a.plural() || a.g() == G.F ? "ihr" : "sein";
    }

    private static String pronoun(G g, boolean plural, Case c) {
      if (plural) {
        return c == Case.DAT ? "ihnen" : "sie";
      }
      return switch (c) {
        case NOM -> g == G.M ? "er" : g == G.F ? "sie" : "es";
        case ACC -> g == G.M ? "ihn" : g == G.F ? "sie" : "es";
        case DAT -> g == G.F ? "ihr" : "ihm";
        case GEN -> throw new IllegalArgumentException("no genitive pronoun");
      };
    }

    private static Noun onlyNoun(NounGroup g) {
      if (g.nouns().size() != 1) {
        throw new IllegalArgumentException("no German yet for several nouns");
      }
      return g.nouns().get(0);
    }

    /** The phrase after a number or article printed by the caller. */
    private String phraseWith(ObjectRef.Phrase ph, Case c, Art art) {
      ObjectRef.Phrase bare = new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.BARE, Optional.empty(),
          ph.quantifier().target(), ph.quantifier().span()), ph.adjectives(), ph.nouns(), ph.filters(), ph.span());
      return phrase(bare, c, art);
    }

    private String phrase(ObjectRef.Phrase ph, Case c) {
      return phrase(ph, c, null);
    }

    private String phrase(ObjectRef.Phrase ph, Case c, Art forced) {
      Quantifier q = ph.quantifier();
      NounGroup group = ph.nouns();
      boolean plural = group.plural();
      NounForms first = nounOf(group.nouns().get(0));
      boolean mixed = false;
      for (Noun n : group.nouns()) {
        mixed |= nounOf(n).g() != first.g();
      }
      named.add(new Named(first.g(), plural, false, mixed));
      StringBuilder out = new StringBuilder();
      Art art;
      switch (q.kind()) {
        case COUNT -> {
          int n = q.count().filter(x -> x instanceof Quantity.Literal).map(x -> ((Quantity.Literal) x).value())
              .orElseThrow(() -> new IllegalArgumentException("no German yet for this count"));
          if (n == 1 && group.nouns().size() > 1 && ph.adjectives().isEmpty()) {
            // "einen Charakter oder eine Bleibende Karte": each noun has its article.
            List<String> each = new ArrayList<>();
            for (Noun noun : group.nouns()) {
              NounForms f = nounOf(noun);
              each.add(einWord("ein", f.g(), false, c) + " " + nounWord(f, false, c, Art.INDEF));
            }
            out.append(String.join(" oder ", each));
            return finish(out, ph, first, plural, c);
          } else if (n == 1) {
            out.append(einWord("ein", first.g(), false, c)).append(' ');
            art = Art.INDEF;
          } else {
            out.append(numberWord(n)).append(' ');
            art = Art.NONE;
          }
        }
        case UP_TO -> {
          out.append("bis zu ").append(number(q.count().get(), first.g(), c)).append(' ');
          art = plural ? Art.NONE : Art.INDEF;
        }
        case ALL, EACH -> {
          out.append(derWord("all", first.g(), true, c)).append(' ');
          art = Art.DEF;
        }
        case BARE -> art = forced == null ? Art.NONE : forced;
        case ANY_NUMBER -> {
          if (c != Case.ACC) {
            throw new IllegalArgumentException("no German yet for 'any number' in this case");
          }
          out.append("eine beliebige Anzahl von ");
          c = Case.DAT;
          art = Art.NONE;
        }
        case THE, NEXT -> {
          out.append(derWord("d", first.g(), plural, c)).append(' ');
          art = Art.DEF;
          if (q.kind() == Quantifier.Kind.NEXT) {
            out.append("nächst").append(ending(Art.DEF, first.g(), plural, c)).append(' ');
          }
        }
        default -> throw new IllegalArgumentException("no German yet for quantifier " + q.kind());
      }
      List<Adjective> adjectives = new ArrayList<>(ph.adjectives());
      // "erschöpfte Karten": the Exhausted status before the noun is an adjective.
      out.append(adjectives(adjectives, first, plural, c, art));
      for (Filter f : ph.filters()) {
        if (f instanceof Filter.Facing fc && fc.object() instanceof ObjectRef.Self) {
          out.append("mir gegenüberstehend").append(ending(art, first.g(), plural, c)).append(' ');
        }
      }
      out.append(prefixes(adjectives));
      out.append(nouns(group, c, art));
      return finish(out, ph, first, plural, c);
    }

    private String finish(StringBuilder out, ObjectRef.Phrase ph, NounForms first, boolean plural, Case c) {
      Quantifier q = ph.quantifier();
      List<Filter> filters = ph.filters();
      if (q.target()) {
        out.append(" deiner Wahl");
      }
      for (Adjective a : ph.adjectives()) {
        if (a instanceof Adjective.WithStatus s && !s.anyOf().equals(List.of(Status.EXHAUSTED))) {
          List<String> statuses = new ArrayList<>();
          for (Status st : s.anyOf()) {
            statuses.add(status(st));
          }
          out.append(" mit ").append(join(statuses, "oder"));
        }
      }
      String relative = "";
      for (Filter f : filters) {
        if (f instanceof Filter.ControlledBy cb) {
          Subject who = cb.player().kind() == PlayerRef.Kind.THEY ? new Subject("er", Person.THIRD)
              : player(cb.player());
          relative = ", " + relativePronoun(first.g(), plural, Case.ACC) + " " + who.text() + " "
              + CONTROL.finite(who.person()) + ",";
        } else if (f instanceof Filter.Facing fc && fc.object() instanceof ObjectRef.Self) {
          continue;
        } else if (f instanceof Filter.NoStatOver nso) {
          relative = ", " + relativePronoun(first.g(), plural, Case.NOM) + " keine Statistik über " + nso.value()
              + " " + (plural ? "haben" : "hat") + ",";
        } else if (f instanceof Filter.PlayedBy pb && pb.player().kind() != PlayerRef.Kind.YOU) {
          Subject who = player(pb.player());
          relative = ", " + relativePronoun(first.g(), plural, Case.ACC) + " " + who.text()
              + pb.during().map(d -> " " + duration(d)).orElse("")
              + pb.from().map(z -> " aus " + zone(z, Case.DAT)).orElse("")
              + pb.in().map(t -> " in " + terrain(t)).orElse("") + " " + PLAY.finite(who.person()) + ",";
        } else if (f instanceof Filter.PlayedBy pb && pb.player().kind() == PlayerRef.Kind.YOU) {
          relative = ", " + relativePronoun(first.g(), plural, Case.ACC) + " du"
              + pb.during().map(d -> " " + duration(d)).orElse("")
              + pb.from().map(z -> " aus " + zone(z, Case.DAT)).orElse("")
              + pb.in().map(t -> " in " + terrain(t)).orElse("") + " spielst,";
        } else {
          out.append(' ').append(filter(f));
        }
      }
      return out + relative;
    }

    private String nouns(NounGroup group, Case c, Art art) {
      List<String> words = new ArrayList<>();
      for (Noun n : group.nouns()) {
        words.add(nounWord(nounOf(n), group.plural(), c, art));
      }
      return String.join(" oder ", words);
    }

    private static String nounWord(NounForms n, boolean plural, Case c, Art art) {
      String word = n.form(plural, c);
      if (!n.adj().isEmpty()) {
        return n.adj() + ending(art, n.g(), plural, c) + " " + word;
      }
      return word;
    }

    /** "Nicht-Marken-", "Helden-", "Marken-", "[Verteidiger]-": adjectives German writes into the noun. */
    private static String prefixes(List<Adjective> adjectives) {
      StringBuilder out = new StringBuilder();
      for (Adjective a : adjectives) {
        if (a instanceof Adjective.Non non) {
          if (non.noun() instanceof Noun.Type t && t.type() == dev.altered.ast.Vocabulary.ObjectType.TOKEN) {
            out.append("Nicht-Marken-");
          } else if (non.noun() instanceof Noun.Subtype st) {
            out.append("Nicht-").append(GermanLexicon.subtypeName(st.id(), false)).append('-');
          } else {
            throw new IllegalArgumentException("no German yet for this 'non-'");
          }
        } else if (a instanceof Adjective.ExpeditionKind k) {
          out.append(k.companion() ? "Gefährten-" : "Helden-");
        } else if (a instanceof Adjective.Token) {
          out.append("Marken-");
        } else if (a instanceof Adjective.WithKeyword k) {
          out.append('[').append(GermanLexicon.ABILITY_NAMES.get(k.keyword())).append("]-");
        }
      }
      return out.toString();
    }

    private String adjectives(List<Adjective> adjectives, NounForms n, boolean plural, Case c, Art art) {
      StringBuilder out = new StringBuilder();
      for (Adjective a : adjectives) {
        if (a instanceof Adjective.Non || a instanceof Adjective.ExpeditionKind || a instanceof Adjective.Token
            || a instanceof Adjective.WithKeyword) {
          continue;
        }
        if (a instanceof Adjective.Other) {
          out.append("ander").append(ending(art, n.g(), plural, c)).append(' ');
        } else if (a instanceof Adjective.WithStatus s && s.anyOf().equals(List.of(Status.EXHAUSTED))) {
          out.append("erschöpft").append(ending(art, n.g(), plural, c)).append(' ');
        } else if (a instanceof Adjective.WithStatus) {
          continue; // "mit [[Vergänglich]]" after the noun
        } else if (a instanceof Adjective.Ready) {
          out.append("bereit").append(ending(art, n.g(), plural, c)).append(' ');
        } else {
          throw new IllegalArgumentException("no German yet for adjective " + a.getClass().getSimpleName());
        }
      }
      return out.toString();
    }

    private static String relativePronoun(G g, boolean plural, Case c) {
      if (plural) {
        return c == Case.DAT ? "denen" : "die";
      }
      return switch (c) {
        case NOM -> g == G.M ? "der" : g == G.F ? "die" : "das";
        case ACC -> g == G.M ? "den" : g == G.F ? "die" : "das";
        case DAT -> g == G.F ? "der" : "dem";
        case GEN -> g == G.F ? "deren" : "dessen";
      };
    }

    private String filter(Filter f) {
      if (f instanceof Filter.In in && !in.all()) {
        List<String> places = new ArrayList<>();
        for (Place p : in.places()) {
          places.add(p instanceof Place.InPlay ? "im Spiel" : "in " + place(p));
        }
        return join(places, "oder");
      }
      if (f instanceof Filter.Either e && !e.all()) {
        List<String> alternatives = new ArrayList<>();
        for (Filter x : e.filters()) {
          if (x instanceof Filter.ControlledBy cb && cb.player().kind() == PlayerRef.Kind.YOU) {
            alternatives.add("unter deiner Kontrolle");
          } else {
            alternatives.add(filter(x));
          }
        }
        return join(alternatives, "oder");
      }
      if (f instanceof Filter.Total t && (t.comparison() == Comparison.AT_MOST
          || t.comparison() == Comparison.LESS_OR_EQUAL)) {
        if (t.stat() == Stat.HAND_COST) {
          return "mit Gesamt-Handkosten " + mana(t.value()) + " oder weniger";
        }
        String sym = switch (t.stat()) {
          case FOREST -> "{V}";
          case MOUNTAIN -> "{M}";
          case WATER -> "{O}";
          default -> throw new IllegalArgumentException("no German yet for a total of " + t.stat());
        };
        return "mit insgesamt " + digits(t.value()) + " " + sym + " oder weniger";
      }
      if (f instanceof Filter.StatIs s && s.stat() == Stat.BASE_STATISTIC && s.comparison() == Comparison.EQUAL
          && s.value() instanceof Value.Number v && !v.mana()) {
        return "mit einer Basisstatistik von " + digits(v.quantity());
      }
      if (f instanceof Filter.StatIs s && s.stat() == Stat.HAND_COST && s.value() instanceof Value.Number v
          && v.mana()) {
        String amount = mana(v.quantity());
        return "mit Handkosten " + switch (s.comparison()) {
          case AT_MOST, LESS_OR_EQUAL -> amount + " oder weniger";
          case AT_LEAST, GREATER_OR_EQUAL -> amount + " oder mehr";
          default -> throw new IllegalArgumentException("no German yet for comparison " + s.comparison());
        };
      }
      throw new IllegalArgumentException("no German yet for filter " + f.getClass().getSimpleName());
    }

    /** An object named as a place ("meiner Expedition"): not counted for pronouns. */
    private String placeObject(ObjectRef o, Case c) {
      int before = named.size();
      String out = obj(o, c);
      while (named.size() > before) {
        named.remove(named.size() - 1);
      }
      return out;
    }

    private String place(Place p) {
      if (p instanceof Place.InZone z) {
        return zone(z.zone(), Case.DAT);
      }
      if (p instanceof Place.InObject o) {
        int before = named.size();
        String out = obj(o.object(), Case.DAT);
        // Places are not counted for pronouns.
        while (named.size() > before) {
          named.remove(named.size() - 1);
        }
        return out;
      }
      if (p instanceof Place.InTerrain t) {
        return terrain(t.terrain());
      }
      throw new IllegalArgumentException("no German yet for place " + p.getClass().getSimpleName());
    }

    private String possessive(Possessor owner, G g, boolean plural, Case c) {
      if (owner instanceof Possessor.OfObject o && o.object() instanceof ObjectRef.Self) {
        return einWord("mein", g, plural, c);
      }
      if (owner instanceof Possessor.OfPlayer p && p.player().kind() == PlayerRef.Kind.YOU) {
        return einWord("dein", g, plural, c);
      }
      if (owner instanceof Possessor.OfObject o && o.object() instanceof ObjectRef.Pronoun p
          && !p.antecedent().equals(ObjectRef.Antecedent.TRIGGER) && p.antecedent().index() < named.size()
          && p.restated().isEmpty()) {
        Named a = named.get(p.antecedent().index());
        return einWord(a.plural() || a.g() == G.F ? "ihr" : "sein", g, plural, c);
      }
      throw new IllegalArgumentException("no German yet for this owner");
    }

    // =================================================================================================================
    // Zones, counters, statuses, numbers
    // =================================================================================================================

    private String zone(Zone z, Case c) {
      NounForms n = switch (z.kind()) {
        case RESERVE -> noun("Reserve", "Reserven", G.F);
        case HAND -> noun("Hand", "Hände", G.F);
        case DECK -> noun("Deck", "Decks", G.N);
        case DISCARD_PILE -> noun("Ablagestapel", "Ablagestapel", G.M);
        case MANA_ZONE -> noun("Manazone", "Manazonen", G.F);
        case EXPEDITION_ZONE -> noun("Expeditionszone", "Expeditionszonen", G.F);
        case LANDMARK_ZONE -> noun("Wahrzeichenzone", "Wahrzeichenzonen", G.F);
        case HERO_ZONE -> noun("Heldenzone", "Heldenzonen", G.F);
        default -> throw new IllegalArgumentException("no German yet for zone " + z.kind());
      };
      if (z.owner().isEmpty()) {
        return derWord("d", n.g(), false, c) + " " + n.form(false, c);
      }
      PlayerRef owner = z.owner().get();
      if (owner.kind() == PlayerRef.Kind.YOU) {
        return einWord("dein", n.g(), false, c) + " " + n.form(false, c);
      }
      if (owner.kind() == PlayerRef.Kind.THEY) {
        return einWord("sein", n.g(), false, c) + " " + n.form(false, c);
      }
      String ofPlayer = switch (owner.kind()) {
        case AN_OPPONENT -> "eines Gegners";
        case TARGET_OPPONENT -> "eines Gegners deiner Wahl";
        case TARGET_PLAYER -> "eines Spielers deiner Wahl";
        case YOUR_OPPONENT -> "deines Gegners";
        case EACH_PLAYER -> "jedes Spielers";
        default -> null;
      };
      if (ofPlayer != null) {
        return derWord("d", n.g(), false, c) + " " + n.form(false, c) + " " + ofPlayer;
      }
      if (owner.kind() == PlayerRef.Kind.OWNER && owner.of().isPresent()) {
        ObjectRef of = owner.of().get();
        String whose;
        if (of instanceof ObjectRef.Self) {
          whose = "meines Besitzers";
        } else if (of instanceof ObjectRef.Pronoun p && !p.antecedent().equals(ObjectRef.Antecedent.TRIGGER)
            && p.antecedent().index() < named.size()) {
          Named a = named.get(p.antecedent().index());
          whose = (a.mixed() ? "seines/ihres" : a.plural() || a.g() == G.F ? "ihres" : "seines") + " Besitzers";
        } else {
          throw new IllegalArgumentException("no German yet for this owner");
        }
        return derWord("d", n.g(), false, c) + " " + n.form(false, c) + " " + whose;
      }
      throw new IllegalArgumentException("no German yet for the zone of " + owner.kind());
    }

    private static String terrain(Terrain t) {
      return switch (t) {
        case FOREST -> "{V}";
        case MOUNTAIN -> "{M}";
        case WATER -> "{O}";
      };
    }

    private static String symbol(TriggerSymbol s) {
      return switch (s) {
        case JOIN -> "{J}";
        case HAND -> "{H}";
        case RESERVE -> "{R}";
      };
    }

    private static String kinds(List<TriggerSymbol> kinds) {
      List<String> out = new ArrayList<>();
      for (TriggerSymbol k : kinds) {
        out.add(symbol(k).toLowerCase(java.util.Locale.ROOT));
      }
      return join(out, "und");
    }

    private static String status(Status s) {
      return "[[" + GermanLexicon.STATUS_NAMES.get(s) + "]]";
    }

    private static String counters(Quantity count, Counter counter) {
      boolean one = count instanceof Quantity.Literal l && l.value() == 1;
      return digits(count) + " " + counterNoun(counter, !one, Case.ACC);
    }

    private static String counterNoun(Counter counter, boolean plural, Case c) {
      if (counter.equals(Counter.BOOST)) {
        return plural ? "Verstärkungen" : "Verstärkung";
      }
      if (counter.equals(Counter.ANY)) {
        return plural && c == Case.DAT ? "Zählern" : "Zähler";
      }
      return GermanLexicon.counterWord(counter.id(), plural, c == Case.DAT);
    }

    private String token(Quantity count, TokenSpec t) {
      boolean one = count instanceof Quantity.Literal l && l.value() == 1;
      if (t.subtypes().size() != 1) {
        throw new IllegalArgumentException("no German yet for a token of several sub-types");
      }
      if (!t.statistics()) {
        throw new IllegalArgumentException("no German yet for a token printed by its name alone");
      }
      String spec = "[" + GermanLexicon.tokenName(t.name()) + " " + t.forest() + "/" + t.mountain() + "/"
          + t.water() + "]-" + GermanLexicon.tokenCompound(t.subtypes().get(0), !one);
      named.add(new Named(G.F, !one, false));
      return (one ? "eine" : number(count, G.F, Case.ACC)) + " " + spec;
    }

    /** "eine Karte", "zwei Karten". */
    private String cards(Quantity q) {
      if (q instanceof Quantity.Literal l) {
        return l.value() == 1 ? "eine Karte" : numberWord(l.value()) + " Karten";
      }
      if (q instanceof Quantity.X x) {
        return digits(x) + " Karten";
      }
      throw new IllegalArgumentException("no German yet for this number of cards");
    }

    private static String number(Quantity q, G g, Case c) {
      if (q instanceof Quantity.Literal l) {
        return l.value() == 1 ? einWord("ein", g, false, c) : numberWord(l.value());
      }
      if (q instanceof Quantity.X x && x.plus() == 0) {
        return "X";
      }
      throw new IllegalArgumentException("no German yet for quantity " + q.getClass().getSimpleName());
    }

    private static String numberWord(int n) {
      return switch (n) {
        case 2 -> "zwei";
        case 3 -> "drei";
        case 4 -> "vier";
        case 5 -> "fünf";
        case 6 -> "sechs";
        case 7 -> "sieben";
        case 8 -> "acht";
        case 9 -> "neun";
        case 10 -> "zehn";
        default -> String.valueOf(n);
      };
    }

    private String quantity(Quantity q, Case c) {
      if (q instanceof Quantity.CountersOn co && co.owner() instanceof Possessor.OfObject o
          && o.object() instanceof ObjectRef.Self) {
        return "die Anzahl meiner " + counterNoun(co.counter(), true, Case.GEN);
      }
      if (q instanceof Quantity.DieResult r && !r.fin()) {
        return "das Ergebnis";
      }
      if (q instanceof Quantity.NumberOf n && n.objects() instanceof ObjectRef.Phrase ph
          && ph.quantifier().kind() == Quantifier.Kind.BARE) {
        int before = named.size();
        String objects = phraseWith(ph, Case.GEN, Art.DEF);
        while (named.size() > before) {
          named.remove(named.size() - 1);
        }
        return "die Anzahl der " + objects;
      }
      throw new IllegalArgumentException("no German yet for quantity " + q.getClass().getSimpleName());
    }

    private static String digits(Quantity q) {
      if (q instanceof Quantity.Literal l) {
        return String.valueOf(l.value());
      }
      if (q instanceof Quantity.X x) {
        return x.plus() == 0 ? "X" : "X+" + x.plus();
      }
      throw new IllegalArgumentException("no German yet for quantity " + q.getClass().getSimpleName());
    }

    private static String mana(Quantity q) {
      if (q instanceof Quantity.Literal l) {
        return "{" + l.value() + "}";
      }
      if (q instanceof Quantity.X x && x.plus() == 0) {
        return "{X}";
      }
      throw new IllegalArgumentException("not a mana amount: " + q);
    }
  }

  static String join(List<String> items, String conjunction) {
    if (items.size() == 1) {
      return items.get(0);
    }
    return String.join(", ", items.subList(0, items.size() - 1)) + " " + conjunction + " "
        + items.get(items.size() - 1);
  }

  static String capitalize(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }
}
