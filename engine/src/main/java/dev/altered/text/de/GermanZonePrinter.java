package dev.altered.text.de;

import static dev.altered.text.de.GermanGrammar.*;

import dev.altered.ast.Counter;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.Status;
import dev.altered.ast.TokenSpec;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import dev.altered.ast.Zone;
import java.util.ArrayList;
import java.util.List;

/**
 * Zones, counters, statuses, tokens and numbers.
 */
final class GermanZonePrinter {
  private final GermanPrintRun run;

  GermanZonePrinter(GermanPrintRun run) {
    this.run = run;
  }

  String zone(Zone z, Case c) {
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
          && p.antecedent().index() < run.named.size()) {
        Named a = run.named.get(p.antecedent().index());
        whose = (a.mixed() ? "seines/ihres" : a.plural() || a.g() == G.F ? "ihres" : "seines") + " Besitzers";
      } else {
        throw new IllegalArgumentException("no German yet for this owner");
      }
      return derWord("d", n.g(), false, c) + " " + n.form(false, c) + " " + whose;
    }
    throw new IllegalArgumentException("no German yet for the zone of " + owner.kind());
  }

  static String terrain(Terrain t) {
    return switch (t) {
      case FOREST -> "{V}";
      case MOUNTAIN -> "{M}";
      case WATER -> "{O}";
    };
  }

  static String symbol(TriggerSymbol s) {
    return switch (s) {
      case JOIN -> "{J}";
      case HAND -> "{H}";
      case RESERVE -> "{R}";
    };
  }

  static String kinds(List<TriggerSymbol> kinds) {
    List<String> out = new ArrayList<>();
    for (TriggerSymbol k : kinds) {
      out.add(symbol(k).toLowerCase(java.util.Locale.ROOT));
    }
    return join(out, "und");
  }

  static String status(Status s) {
    return "[[" + GermanLexicon.STATUS_NAMES.get(s) + "]]";
  }

  static String counters(Quantity count, Counter counter) {
    boolean one = count instanceof Quantity.Literal l && l.value() == 1;
    return digits(count) + " " + counterNoun(counter, !one, Case.ACC);
  }

  static String counterNoun(Counter counter, boolean plural, Case c) {
    if (counter.equals(Counter.BOOST)) {
      return plural ? "Verstärkungen" : "Verstärkung";
    }
    if (counter.equals(Counter.ANY)) {
      return plural && c == Case.DAT ? "Zählern" : "Zähler";
    }
    return GermanLexicon.counterWord(counter.id(), plural, c == Case.DAT);
  }

  String token(Quantity count, TokenSpec t) {
    boolean one = count instanceof Quantity.Literal l && l.value() == 1;
    if (t.subtypes().size() != 1) {
      throw new IllegalArgumentException("no German yet for a token of several sub-types");
    }
    if (!t.statistics()) {
      throw new IllegalArgumentException("no German yet for a token printed by its name alone");
    }
    String spec = "[" + GermanLexicon.tokenName(t.name()) + " " + t.forest() + "/" + t.mountain() + "/"
        + t.water() + "]-" + GermanLexicon.tokenCompound(t.subtypes().get(0), !one);
    run.named.add(new Named(G.F, !one, false));
    return (one ? "eine" : number(count, G.F, Case.ACC)) + " " + spec;
  }

  /** "eine Karte", "zwei Karten". */
  String cards(Quantity q) {
    if (q instanceof Quantity.Literal l) {
      return l.value() == 1 ? "eine Karte" : numberWord(l.value()) + " Karten";
    }
    if (q instanceof Quantity.X x) {
      return digits(x) + " Karten";
    }
    throw new IllegalArgumentException("no German yet for this number of cards");
  }

  static String number(Quantity q, G g, Case c) {
    if (q instanceof Quantity.Literal l) {
      return l.value() == 1 ? einWord("ein", g, false, c) : numberWord(l.value());
    }
    if (q instanceof Quantity.X x && x.plus() == 0) {
      return "X";
    }
    throw new IllegalArgumentException("no German yet for quantity " + q.getClass().getSimpleName());
  }

  static String numberWord(int n) {
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

  String quantity(Quantity q, Case c) {
    if (q instanceof Quantity.CountersOn co && co.owner() instanceof Possessor.OfObject o
        && o.object() instanceof ObjectRef.Self) {
      return "die Anzahl meiner " + counterNoun(co.counter(), true, Case.GEN);
    }
    if (q instanceof Quantity.DieResult r && !r.fin()) {
      return "das Ergebnis";
    }
    if (q instanceof Quantity.NumberOf n && n.objects() instanceof ObjectRef.Phrase ph
        && ph.quantifier().kind() == Quantifier.Kind.BARE) {
      int before = run.named.size();
      String objects = run.objects.phraseWith(ph, Case.GEN, Art.DEF);
      while (run.named.size() > before) {
        run.named.remove(run.named.size() - 1);
      }
      return "die Anzahl der " + objects;
    }
    throw new IllegalArgumentException("no German yet for quantity " + q.getClass().getSimpleName());
  }

  static String digits(Quantity q) {
    if (q instanceof Quantity.Literal l) {
      return String.valueOf(l.value());
    }
    if (q instanceof Quantity.X x) {
      return x.plus() == 0 ? "X" : "X+" + x.plus();
    }
    throw new IllegalArgumentException("no German yet for quantity " + q.getClass().getSimpleName());
  }

  static String mana(Quantity q) {
    if (q instanceof Quantity.Literal l) {
      return "{" + l.value() + "}";
    }
    if (q instanceof Quantity.X x && x.plus() == 0) {
      return "{X}";
    }
    throw new IllegalArgumentException("not a mana amount: " + q);
  }
}
