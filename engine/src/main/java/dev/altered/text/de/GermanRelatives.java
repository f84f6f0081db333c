package dev.altered.text.de;

import static dev.altered.grammar.de.AlteredGermanParser.*;
import static dev.altered.text.de.GermanClauses.firstPhrase;
import static dev.altered.text.de.GermanClauses.nounGroupOf;
import static dev.altered.text.de.GermanConditions.position;
import static dev.altered.text.de.GermanConditions.statOf;
import static dev.altered.text.de.GermanObjects.nounPlural;
import static dev.altered.text.de.GermanPlayerVerbs.isNoun;
import static dev.altered.text.de.GermanWords.duration;
import static dev.altered.text.de.GermanWords.error;
import static dev.altered.text.de.GermanWords.list;
import static dev.altered.text.de.GermanWords.phase;
import static dev.altered.text.de.GermanWords.terrain;
import static dev.altered.text.de.GermanWords.words;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Condition;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Value;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Position;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Zone;
import dev.altered.text.de.GermanClauses.Clause;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;

/**
 * Relative clauses as filters, including those written after the verb: "Schicke einen Charakter deiner Wahl
 * in die Reserve, der keine ...".
 */
final class GermanRelatives {
  private final GermanState my;

  GermanRelatives(GermanState my) {
    this.my = my;
  }

  /**
   * ", den du kontrollierst" (you control), ", die von einem Spieler deiner Wahl kontrolliert werden", ", den du in
   * dieser Runde spielst" (you play this turn), ", die aus der Reserve gespielt werden" (played from Reserve), ", die
   * hinten liegt oder gleichauf ist" (behind or tied), ", der keine Statistik über 3 hat", ", die mir gegenübersteht",
   * ", dessen Handkosten größer oder gleich ... sind".
   */
  List<Filter> relativeFilters(RelativeClauseContext r) {
    SourceSpan s = my.span(r);
    String pronoun = words(r.relativePronoun());
    List<Clause> clauses = my.clauses.clausesOf(r.subClause());
    Clause c = clauses.get(0);
    if (clauses.size() > 1) {
      List<Position> positions = new ArrayList<>();
      for (Clause k : clauses) {
        Position p = position(k).orElseThrow(() -> error(r, "expected positions ('die hinten liegt oder gleichauf "
            + "ist'), found '" + words(r) + "'"));
        positions.add(p);
        k.parts.stream().filter(x -> x instanceof AdverbPartContext).forEach(k.used::add);
        my.steps.checkAllRead(k);
      }
      return List.of(new Filter.InPosition(list(positions), s));
    }
    List<Filter> out = new ArrayList<>();
    switch (c.lemma) {
      case "kontrollieren" -> {
        if (c.passive) {
          FromPartContext by = c.takeOne(FromPartContext.class)
              .orElseThrow(() -> error(r, "expected who controls them ('von ...'), found nobody"));
          ObjectPhraseContext who = ((ObjectPlaceContext) ((FromPlaceContext) by.fromWhat()).placeList().placeRef(0))
              .objectPhrase();
          out.add(new Filter.ControlledBy(my.players.player(who), s));
        } else {
          out.add(new Filter.ControlledBy(relativeSubject(c, r), s));
        }
      }
      case "spielen" -> {
        if (c.passive) {
          Zone z = my.playerVerbs.fromZone(c).orElseThrow(() -> error(r, "expected where they are played from, found nothing"));
          out.add(new Filter.PlayedFrom(z, s));
        } else {
          PlayerRef by = relativeSubject(c, r);
          Optional<Zone> from = my.playerVerbs.fromZone(c);
          Optional<Terrain> in = Optional.empty();
          Optional<Duration> during = Optional.empty();
          List<Filter> after = new ArrayList<>();
          for (ParserRuleContext p : c.parts) {
            if (c.used.contains(p)) {
              continue;
            }
            if (p instanceof InPartContext ip && ip.placeList().placeRef(0) instanceof TerrainPlaceContext tp) {
              in = Optional.of(terrain(tp.terrainSymbol()));
              c.used.add(p);
            } else if (p instanceof TimingPartContext t && duration(t.timing()).isPresent()) {
              during = duration(t.timing());
              c.used.add(p);
            } else if (p instanceof TimingPartContext t && t.timing() instanceof EachPhaseContext e) {
              after.add(new Filter.EachPhase(phase(e.phaseWord()), my.span(t)));
              c.used.add(p);
            } else if (p instanceof WithFilterPartContext w) {
              after.add(my.objects.withFilter(w.withFilter(), my.span(w)));
              c.used.add(p);
            }
          }
          out.add(new Filter.PlayedBy(by, from, in, during, s));
          out.addAll(after);
        }
      }
      case "liegen", "sein" -> {
        Optional<Position> p = position(c);
        if (p.isPresent()) {
          c.parts.stream().filter(x -> x instanceof AdverbPartContext).forEach(c.used::add);
          out.add(new Filter.InPosition(ImmutableList.of(p.get()), s));
        } else if (pronoun.equals("dessen") || pronoun.equals("deren")) {
          out.add(whoseStat(c, r, s));
        } else {
          throw error(r, "expected what the objects are, found '" + words(r) + "'");
        }
      }
      case "haben" -> {
        // "der keine Statistik über 3 hat".
        ObjectPartContext o = c.takeOne(ObjectPartContext.class)
            .orElseThrow(() -> error(r, "expected 'keine Statistik über 3', found '" + words(r) + "'"));
        ObjectPhraseContext p = firstPhrase(o);
        if (p instanceof QuantifiedPhraseContext q && q.determiner() instanceof NoDetContext
            && isNoun(q.nounGroup(), "statistik") && q.postFilters() != null
            && q.postFilters().postFilter(0) instanceof OverFilterContext over) {
          out.add(new Filter.NoStatOver(Integer.parseInt(over.NUMBER().getText()), s));
        } else {
          throw error(o, "expected 'keine Statistik über 3', found '" + words(o) + "'");
        }
      }
      case "gegenüberstehen" -> {
        ObjectPartContext o = c.takeOne(ObjectPartContext.class)
            .orElseThrow(() -> error(r, "expected whom they face ('mir'), found nobody"));
        ObjectPhraseContext p = firstPhrase(o);
        ObjectRef facing = p instanceof SelfPhraseContext ? new ObjectRef.Self(my.span(p))
            : new ObjectRef.Pronoun(my.lastCandidate(), false, Optional.empty(), false, false, my.span(p));
        out.add(new Filter.Facing(facing, s));
      }
      default -> throw error(r, "expected a relative clause such as ', den du kontrollierst', found '"
          + words(r) + "'");
    }
    my.steps.checkAllRead(c);
    return out;
  }

  /** The player of ", den du kontrollierst", ", den er kontrolliert", ", die dein Gegner spielt". */
  private PlayerRef relativeSubject(Clause c, RelativeClauseContext r) {
    for (ObjectPartContext o : c.all(ObjectPartContext.class)) {
      if (!c.used.contains(o) && isPlayerPhraseOrPronoun(firstPhrase(o))) {
        c.used.add(o);
        return my.players.player(firstPhrase(o));
      }
    }
    throw error(r, "expected who does it (such as 'du'), found nobody");
  }

  boolean isPlayerPhraseOrPronoun(ObjectPhraseContext p) {
    return my.steps.isPlayerPhrase(p) || p instanceof PronounPhraseContext;
  }

  /** ", dessen Handkosten größer oder gleich meiner Anzahl an Heldentumszählern sind". */
  private Filter whoseStat(Clause c, RelativeClauseContext r, SourceSpan s) {
    ObjectPartContext o = c.takeOne(ObjectPartContext.class)
        .orElseThrow(() -> error(r, "expected whose statistic, found nothing"));
    Optional<Stat> stat = nounGroupOf(firstPhrase(o)) == null ? Optional.empty() : statOf(nounGroupOf(firstPhrase(o)));
    if (stat.isEmpty()) {
      throw error(o, "expected a statistic such as 'Handkosten', found '" + words(o) + "'");
    }
    ComparisonPartContext cmp = c.takeOne(ComparisonPartContext.class)
        .orElseThrow(() -> error(r, "expected a comparison, found nothing"));
    Condition.Compare k = my.conditions.compare(new Value.Result(false, s), cmp.comparison(), s);
    return new Filter.StatIs(stat.get(), k.comparison(), k.right(), s);
  }

  /** Relative clauses that belong to a phrase earlier in the clause, by phrase. */
  private final java.util.IdentityHashMap<ParserRuleContext, List<RelativeClauseContext>> extraposed =
      new java.util.IdentityHashMap<>();

  /** Relative clauses attached once (a clause may be read twice, as a condition after "würde" was ruled out). */
  private final Set<RelativeClauseContext> everAttached = java.util.Collections.newSetFromMap(
      new java.util.IdentityHashMap<>());

  List<RelativeClauseContext> extraposed(ParserRuleContext phrase) {
    List<RelativeClauseContext> r = extraposed.remove(phrase);
    return r == null ? List.of() : r;
  }

  /**
   * Finds, for each relative clause standing apart in a clause, the phrase it belongs to: the nearest one before it
   * whose gender and number fit the pronoun ("der" a masculine noun, "die" a feminine or plural one), not a zone.
   */
  java.util.Set<ParserRuleContext> attachRelatives(List<ParserRuleContext> parts) {
    java.util.Set<ParserRuleContext> attached = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    List<RelativeClauseContext> apart = new ArrayList<>();
    for (ParserRuleContext p : parts) {
      if (p instanceof RelativeClauseContext rc) {
        apart.add(rc);
      } else {
        // A relative clause the parse gave to a zone ("in die Reserve, der keine Statistik über 3 hat").
        collectMisplacedRelatives(p, apart);
      }
    }
    for (RelativeClauseContext r : apart) {
      List<ParserRuleContext> phrases = new ArrayList<>();
      for (ParserRuleContext q : parts) {
        if (q.getStart().getTokenIndex() < r.getStart().getTokenIndex()) {
          collectPhrases(q, phrases);
        }
      }
      String pronoun = words(r.relativePronoun());
      ParserRuleContext target = null;
      for (ParserRuleContext q : phrases) {
        if (q.getStart().getTokenIndex() < r.getStart().getTokenIndex() && fits(q, pronoun)
            && (target == null || q.getStart().getTokenIndex() >= target.getStart().getTokenIndex())) {
          target = q;
        }
      }
      if (target == null) {
        throw error(r, "expected a phrase before this relative clause that it describes, found none");
      }
      if (everAttached.add(r)) {
        extraposed.computeIfAbsent(target, k -> new ArrayList<>()).add(r);
      }
      attached.add(r);
    }
    return attached;
  }

  private void collectMisplacedRelatives(ParseTree t, List<RelativeClauseContext> out) {
    if (t instanceof ObjectPhraseContext p && !(p instanceof SelfPhraseContext)) {
      NounGroupContext g = nounGroupOf(p);
      PostFiltersContext pf = p instanceof QuantifiedPhraseContext q ? q.postFilters()
          : p instanceof PossessedPhraseContext q ? q.postFilters() : null;
      if (g != null && pf != null && ZONE_WORDS.contains(words(g.nounItem(g.nounItem().size() - 1).noun()))) {
        for (PostFilterContext f : pf.postFilter()) {
          if (f instanceof RelativeFilterContext r) {
            out.add(r.relativeClause());
            my.misplaced.add(r);
          }
        }
      }
    }
    for (int i = 0; i < t.getChildCount(); i++) {
      collectMisplacedRelatives(t.getChild(i), out);
    }
  }

  private static void collectPhrases(ParseTree t, List<ParserRuleContext> out) {
    if (t instanceof QuantifiedPhraseContext || t instanceof PossessedPhraseContext
        || t instanceof AnyNumberPhraseContext || t instanceof OfPossessivePhraseContext || t instanceof GenitiveContext
        || t instanceof NumberOfQtyContext) {
      out.add((ParserRuleContext) t);
    }
    for (int i = 0; i < t.getChildCount(); i++) {
      collectPhrases(t.getChild(i), out);
    }
  }

  /** Whether a relative pronoun fits a phrase's noun (gender and number). */
  private static boolean fits(ParserRuleContext phrase, String pronoun) {
    NounItemContext item;
    if (phrase instanceof GenitiveContext g) {
      item = g.nounItem();
    } else if (phrase instanceof NumberOfQtyContext q) {
      item = q.nounGroup().nounItem(q.nounGroup().nounItem().size() - 1);
    } else {
      NounGroupContext g = nounGroupOf((ObjectPhraseContext) phrase);
      if (g == null) {
        return false;
      }
      item = g.nounItem(g.nounItem().size() - 1);
    }
    String noun = words(item.noun());
    if (ZONE_WORDS.contains(noun) || noun.equals("wahl")) {
      return false;
    }
    char gender = gender(item.noun());
    boolean plural = nounPlural(item.noun()).orElse(false);
    for (String p : pronoun.split(" / ")) {
      boolean ok = switch (p) {
        case "der" -> gender == 'm' && !plural;
        case "die", "deren" -> gender == 'f' || plural;
        case "das" -> gender == 'n' && !plural;
        case "den" -> gender == 'm' || plural;
        case "dem", "dessen" -> (gender == 'm' || gender == 'n') && !plural;
        default -> true;
      };
      if (ok) {
        return true;
      }
    }
    return false;
  }

  private static final Set<String> ZONE_WORDS = Set.of("reserve", "hand", "deck", "decks", "ablagestapel",
      "ablagestapels", "ablage", "manazone", "expeditionszone", "wahrzeichenzone", "heldenzone", "spiel", "spiels");

  /** The grammatical gender of a noun: 'm', 'f' or 'n'. */
  private static char gender(NounContext n) {
    if (n.SUBTYPE() != null) {
      return GermanLexicon.subtypeGender(n.SUBTYPE().getText());
    }
    String w = words(n);
    if (w.startsWith("bleibende") || w.startsWith("karte") || w.startsWith("marke") || w.startsWith("manakugel")
        || w.startsWith("expedition") || w.startsWith("region") || w.startsWith("heldenkarte")
        || w.equals("anzahl") || w.startsWith("statistik") || w.startsWith("basisstatistik") || w.equals("aktion")
        || w.equals("option") || w.equals("kontrolle")) {
      return 'f';
    }
    if (w.startsWith("wahrzeichen") || w.startsWith("ergebnis") || w.equals("endergebnis") || w.equals("gelände")
        || w.equals("limit") || w.equals("ziel") || w.equals("vorwärtskommen") || w.equals("maximum")) {
      return 'n';
    }
    return 'm';
  }
}
