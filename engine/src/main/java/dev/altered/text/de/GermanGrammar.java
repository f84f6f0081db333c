package dev.altered.text.de;

import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.ObjectRef.Noun;
import java.util.List;
import java.util.Optional;

/**
 * The German the printer writes with (issue 19: split out of {@link GermanPrinter}): genders, articles, noun and verb
 * forms, the verbs it uses, and a clause before its words are ordered. Grammatical case is the builder's {@link Case}.
 */
final class GermanGrammar {
  private GermanGrammar() {}

  enum G { M, F, N }

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

  static NounForms noun(String sg, String pl, G g) {
    String datPl = pl.endsWith("n") || pl.endsWith("s") ? pl : pl + "n";
    String gen = g == G.F ? sg : sg + "s";
    return new NounForms(sg, pl, datPl, gen, sg, g, "");
  }

  static NounForms nounOf(Noun n) {
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

  static NounForms adj(NounForms n, String adj) {
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

  static V weak(String inf, String particle) {
    String base = inf.substring(particle.length());
    String stem = base.endsWith("ern") || base.endsWith("eln") ? base.substring(0, base.length() - 1)
        : base.substring(0, base.length() - 2);
    String e = stem.endsWith("t") || stem.endsWith("d") ? "e" : "";
    String imp = base.endsWith("ern") ? stem + "e" : base.endsWith("eln") ? stem.substring(0, stem.length() - 2)
        + "le" : stem + "e";
    return new V(inf, imp, imp, stem + e + "st", stem + e + "t", base, particle);
  }

  static final V DRAW = new V("ziehen", "ziehe", "ziehe", "ziehst", "zieht", "ziehen", "");
  static final V GAIN = new V("erhalten", "erhalte", "erhalte", "erhältst", "erhält", "erhalten", "");
  static final V LOSE = new V("verlieren", "verliere", "verliere", "verlierst", "verliert", "verlieren", "");
  static final V DISCARD = weak("ablegen", "ab");
  static final V PUT = weak("legen", "");
  static final V PUT_BACK = weak("zurücklegen", "zurück");
  static final V SEND = weak("schicken", "");
  static final V SEND_BACK = weak("zurückschicken", "zurück");
  static final V FETCH_BACK = weak("zurückholen", "zurück");
  static final V ADD = weak("hinzufügen", "hinzu");
  static final V SACRIFICE = weak("opfern", "");
  static final V CREATE = new V("erschaffen", "erschaffe", "erschaffe", "erschaffst", "erschafft",
      "erschaffen", "");
  static final V READY = weak("bereitstellen", "bereit");
  static final V EXHAUST = new V("erschöpfen", "erschöpfe", "erschöpfe", "erschöpfst", "erschöpft",
      "erschöpfen", "");
  static final V PLAY = weak("spielen", "");
  static final V ROLL = new V("würfeln", "würfle", "würfle", "würfelst", "würfelt", "würfeln", "");
  static final V REVEAL = weak("aufdecken", "auf");
  static final V LOOK = new V("ansehen", "sieh", "sehe", "siehst", "sieht", "sehen", "an");
  static final V CHOOSE = new V("wählen", "wähle", "wähle", "wählst", "wählt", "wählen", "");
  static final V EXCHANGE = weak("austauschen", "aus");
  static final V ACTIVATE = weak("aktivieren", "");
  static final V PAY = weak("bezahlen", "");
  static final V SPEND = new V("ausgeben", "gib", "gebe", "gibst", "gibt", "geben", "aus");
  static final V REMOVE = weak("entfernen", "");
  static final V DOUBLE = weak("verdoppeln", "");
  static final V WIN = new V("gewinnen", "gewinne", "gewinne", "gewinnst", "gewinnt", "gewinnen", "");
  static final V USE = weak("nutzen", "");
  static final V SWITCH = weak("wechseln", "");
  static final V MOVE = weak("bewegen", "");
  static final V CONTROL = weak("kontrollieren", "");
  static final V HAVE = new V("haben", "habe", "habe", "hast", "hat", "haben", "");
  static final V BE = new V("sein", "sei", "bin", "bist", "ist", "sind", "");
  static final V MAY = new V("dürfen", "darf", "darf", "darfst", "darf", "dürfen", "");
  static final V COST = new V("kosten", "koste", "koste", "kostest", "kostet", "kosten", "");
  static final V LEAVE = new V("verlassen", "verlasse", "verlasse", "verlässt", "verlässt", "verlassen", "");
  static final V GO = new V("gehen", "gehe", "gehe", "gehst", "geht", "gehen", "");
  static final V JOIN = new V("anschließen", "schließe", "schließe", "schließt", "schließt", "schließen",
      "an");
  /** No verb: a clause that is already written (a replacement's "Falls ... würde, ..."). */
  static final V EMPTY = new V("", "", "", "", "", "", "");
  static final V THROW = new V("werfen", "wirf", "werfe", "wirfst", "wirft", "werfen", "");
  static final V WAS = new V("sein", "war", "war", "warst", "war", "waren", "");
  static final V PREVENT = weak("verhindern", "");
  static final V COUNT = new V("zählen", "zähle", "zähle", "zählst", "zählt", "zählen", "");
  static final V AUGMENT = new V("[Erweitern]", "[Erweitere]", "[Erweitere]", "[Erweitere]", "[Erweitere]",
      "[Erweitern]", "");
  static final V GIVES = new V("geben", "gib", "gebe", "gibst", "gibt", "geben", "");
  static final V REDUCE = weak("reduzieren", "");
  static final V BEGIN = new V("beginnen", "beginne", "beginne", "beginnst", "beginnt", "beginnen", "");
  static final V ADD_UP = weak("addieren", "");
  static final V DO = new V("tun", "tue", "tue", "tust", "tut", "tun", "");
  static final V CAN = new V("können", "kann", "kann", "kannst", "kann", "können", "");
  static final V LIE = new V("liegen", "liege", "liege", "liegst", "liegt", "liegen", "");
  static final V BECOME = new V("werden", "werde", "werde", "wirst", "wird", "werden", "");
  static final V GIVE = new V("geben", "gib", "gebe", "gibst", "gibt", "geben", "");

  /**
   * A clause before its words are ordered: the subject (nominative; none in an imperative), the verb and its person,
   * the parts between them in German order, what closes the clause after the verb ("({T})", "(als ...)").
   */
  record Clause(Optional<String> subject, Person person, V verb, List<String> parts, String after) {
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

  /**
   * A phrase named so far: its gender and number (for "er/sie/es", "ihn", "seine/ihre"). As in the AST, only object
   * phrases are counted: not "ich", not pronouns, not places or filters.
   */
  record Named(G g, boolean plural, boolean self, boolean mixed) {
    Named(G g, boolean plural, boolean self) {
      this(g, plural, self, false);
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
