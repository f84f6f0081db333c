package dev.altered.text.de;

import static dev.altered.text.de.GermanEventPrinter.duration;
import static dev.altered.text.de.GermanGrammar.*;
import static dev.altered.text.de.GermanZonePrinter.digits;
import static dev.altered.text.de.GermanZonePrinter.mana;
import static dev.altered.text.de.GermanZonePrinter.number;
import static dev.altered.text.de.GermanZonePrinter.numberWord;
import static dev.altered.text.de.GermanZonePrinter.status;
import static dev.altered.text.de.GermanZonePrinter.terrain;

import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.Status;
import dev.altered.ast.Value;
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.Stat;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Object phrases, declined by gender, number and case; players, filters, places and possessives.
 */
final class GermanObjectPrinter {
  private final GermanPrintRun run;

  GermanObjectPrinter(GermanPrintRun run) {
    this.run = run;
  }

  /** A subject: its words and the person of its verb. */
  record Subject(String text, Person person) {}

  Subject subject(ObjectRef o) {
    if (o instanceof ObjectRef.Self) {
      run.lastSubject = -2;
      return new Subject("ich", Person.FIRST);
    }
    if (o instanceof ObjectRef.SelfAnd) {
      run.lastSubject = -2;
      return new Subject("wir beide", Person.PLURAL);
    }
    if (o instanceof ObjectRef.Pronoun p && !p.antecedent().equals(ObjectRef.Antecedent.TRIGGER)
        && p.antecedent().index() < run.named.size()) {
      Named n = run.named.get(p.antecedent().index());
      String text = obj(o, Case.NOM);
      run.lastSubject = p.antecedent().index();
      return new Subject(text, n.plural() || p.plural() ? Person.PLURAL : Person.THIRD);
    }
    int index = run.named.size();
    String text = obj(o, Case.NOM);
    run.lastSubject = index;
    Named last = run.named.isEmpty() ? new Named(G.M, false, false) : run.named.get(index < run.named.size() ? index : run.named.size() - 1);
    if (o instanceof ObjectRef.Pronoun p && p.restated().isPresent()) {
      return new Subject(text, p.restated().get().plural() ? Person.PLURAL : Person.THIRD);
    }
    boolean anyNumber = o instanceof ObjectRef.Phrase ph && ph.quantifier().kind() == Quantifier.Kind.ANY_NUMBER;
    // "Eine beliebige Anzahl von Charakteren erhält ...": the verb agrees with "Anzahl".
    return new Subject(text, last.plural() && !anyNumber ? Person.PLURAL : Person.THIRD);
  }

  Subject player(PlayerRef p) {
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
  String obj(ObjectRef o, Case c) {
    if (o instanceof ObjectRef.Self) {
      return switch (c) {
        case NOM -> "ich";
        case ACC -> "mich";
        case DAT -> "mir";
        case GEN -> throw new IllegalArgumentException("no genitive of 'ich'");
      };
    }
    if (o instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.theTarget() && !p.all()) {
      Named n = p.antecedent().equals(ObjectRef.Antecedent.TRIGGER) ? run.triggerObject
          : p.antecedent().index() < run.named.size() ? run.named.get(p.antecedent().index()) : null;
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
      run.named.add(new Named(G.F, false, false));
      return run.zones.zone(z.zone(), c);
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
      run.named.add(new Named(n.g(), plural, false));
      String adjs = adjectives(p.adjectives(), n, plural, c, Art.INDEF);
      return possessive(p.owner(), n.g(), plural, c) + " " + adjs + prefixes(p.adjectives())
          + nounWord(n, plural, c, Art.INDEF);
    }
    if (o instanceof ObjectRef.OfPossessed p && p.filters().isEmpty() && p.adjectives().isEmpty()) {
      NounForms n = nounOf(onlyNoun(p.nouns()));
      run.named.add(new Named(n.g(), false, false));
      String head = switch (p.which()) {
        case EACH -> derWord("jed", n.g(), false, c);
        case COUNT -> einWord("ein", n.g(), false, c);
        default -> throw new IllegalArgumentException("no German yet for 'of your' with " + p.which());
      };
      return head + " " + possessive(p.owner(), n.g(), true, Case.GEN) + " " + n.form(true, Case.GEN);
    }
    if (o instanceof ObjectRef.TopOf t) {
      run.named.add(new Named(G.F, t.count().isPresent(), false));
      if (t.count().isEmpty()) {
        return derWord("d", G.F, false, c) + " oberste Karte " + run.zones.zone(t.zone(), Case.GEN);
      }
      return derWord("d", G.F, true, c) + " obersten " + number(t.count().get(), G.F, c) + " Karten "
          + run.zones.zone(t.zone(), Case.GEN);
    }
    throw new IllegalArgumentException("no German yet for object " + o.getClass().getSimpleName());
  }

  /** "sein"/"ihr" for a pronoun's antecedent. */
  String possessiveOfPronoun(ObjectRef o) {
    ObjectRef.Pronoun p = (ObjectRef.Pronoun) o;
    if (p.antecedent().equals(ObjectRef.Antecedent.TRIGGER) || p.antecedent().index() >= run.named.size()) {
      throw new IllegalArgumentException("no German yet for this pronoun");
    }
    Named a = run.named.get(p.antecedent().index());
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
  String phraseWith(ObjectRef.Phrase ph, Case c, Art art) {
    ObjectRef.Phrase bare = new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.BARE, Optional.empty(),
        ph.quantifier().target(), ph.quantifier().span()), ph.adjectives(), ph.nouns(), ph.filters(), ph.span());
    return phrase(bare, c, art);
  }

  String phrase(ObjectRef.Phrase ph, Case c) {
    return phrase(ph, c, null);
  }

  String phrase(ObjectRef.Phrase ph, Case c, Art forced) {
    Quantifier q = ph.quantifier();
    NounGroup group = ph.nouns();
    boolean plural = group.plural();
    NounForms first = nounOf(group.nouns().get(0));
    boolean mixed = false;
    for (Noun n : group.nouns()) {
      mixed |= nounOf(n).g() != first.g();
    }
    run.named.add(new Named(first.g(), plural, false, mixed));
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
            + pb.from().map(z -> " aus " + run.zones.zone(z, Case.DAT)).orElse("")
            + pb.in().map(t -> " in " + terrain(t)).orElse("") + " " + PLAY.finite(who.person()) + ",";
      } else if (f instanceof Filter.PlayedBy pb && pb.player().kind() == PlayerRef.Kind.YOU) {
        relative = ", " + relativePronoun(first.g(), plural, Case.ACC) + " du"
            + pb.during().map(d -> " " + duration(d)).orElse("")
            + pb.from().map(z -> " aus " + run.zones.zone(z, Case.DAT)).orElse("")
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
  String placeObject(ObjectRef o, Case c) {
    int before = run.named.size();
    String out = obj(o, c);
    while (run.named.size() > before) {
      run.named.remove(run.named.size() - 1);
    }
    return out;
  }

  String place(Place p) {
    if (p instanceof Place.InZone z) {
      return run.zones.zone(z.zone(), Case.DAT);
    }
    if (p instanceof Place.InObject o) {
      int before = run.named.size();
      String out = obj(o.object(), Case.DAT);
      // Places are not counted for pronouns.
      while (run.named.size() > before) {
        run.named.remove(run.named.size() - 1);
      }
      return out;
    }
    if (p instanceof Place.InTerrain t) {
      return terrain(t.terrain());
    }
    throw new IllegalArgumentException("no German yet for place " + p.getClass().getSimpleName());
  }

  String possessive(Possessor owner, G g, boolean plural, Case c) {
    if (owner instanceof Possessor.OfObject o && o.object() instanceof ObjectRef.Self) {
      return einWord("mein", g, plural, c);
    }
    if (owner instanceof Possessor.OfPlayer p && p.player().kind() == PlayerRef.Kind.YOU) {
      return einWord("dein", g, plural, c);
    }
    if (owner instanceof Possessor.OfObject o && o.object() instanceof ObjectRef.Pronoun p
        && !p.antecedent().equals(ObjectRef.Antecedent.TRIGGER) && p.antecedent().index() < run.named.size()
        && p.restated().isEmpty()) {
      Named a = run.named.get(p.antecedent().index());
      return einWord(a.plural() || a.g() == G.F ? "ihr" : "sein", g, plural, c);
    }
    throw new IllegalArgumentException("no German yet for this owner");
  }
}
