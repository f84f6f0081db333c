package dev.altered.text.de;

import static dev.altered.grammar.de.AlteredGermanParser.*;
import static dev.altered.text.de.GermanAstBuilder.inside;
import static dev.altered.text.de.GermanEvents.isOwnExpedition;
import static dev.altered.text.de.GermanPlayerVerbs.accusative;
import static dev.altered.text.de.GermanPlayerVerbs.isNoun;
import static dev.altered.text.de.GermanWords.error;
import static dev.altered.text.de.GermanWords.first;
import static dev.altered.text.de.GermanWords.has;
import static dev.altered.text.de.GermanWords.list;
import static dev.altered.text.de.GermanWords.numberOf;
import static dev.altered.text.de.GermanWords.terrain;
import static dev.altered.text.de.GermanWords.words;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
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
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Status;
import dev.altered.ast.Value;
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.ObjectType;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Zone;
import dev.altered.text.AbilityBuildException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Object phrases (2.2.1.h): determiner + adjectives + nouns + filters.
 */
final class GermanObjects {
  private final GermanState my;

  GermanObjects(GermanState my) {
    this.my = my;
  }

  ObjectRef objList(ObjectListContext ctx) {
    List<ObjectPhraseContext> phrases = ctx.objectPhrase();
    if (phrases.size() == 1) {
      return obj(phrases.get(0), true);
    }
    List<ObjectRef> items = new ArrayList<>();
    for (ObjectPhraseContext p : phrases) {
      items.add(obj(p, false));
    }
    return my.register(new ObjectRef.Several(list(items), has(ctx, "oder"), my.span(ctx)));
  }

  /**
   * An object phrase. {@code candidate}: the phrase is the subject or object of a trigger, step or condition, so
   * later pronouns may stand for it.
   */
  ObjectRef obj(ObjectPhraseContext ctx, boolean candidate) {
    SourceSpan s = my.span(ctx);
    ObjectRef ref;
    if (ctx instanceof SelfPhraseContext) {
      ref = new ObjectRef.Self(s);
    } else if (ctx instanceof WeBothPhraseContext) {
      ref = new ObjectRef.SelfAnd(my.lastCandidate(), s);
    } else if (ctx instanceof PronounPhraseContext c) {
      // "er", "sie", "ihn": German pronouns follow the grammatical gender; "it" or "them" is what they stand for.
      boolean plural = first(c).equals("ihnen") || my.lastCandidatePlural();
      boolean all = has(c, "alle");
      ref = new ObjectRef.Pronoun(my.lastCandidate(), plural || all, Optional.empty(), false, all, s);
    } else if (ctx instanceof ThesePhraseContext) {
      ref = new ObjectRef.These(my.lastCandidate(), s);
    } else if (ctx instanceof TheseAllPhraseContext) {
      // "Schicke diese dann alle in die Reserve": them all.
      ref = new ObjectRef.Pronoun(my.lastCandidate(), true, Optional.empty(), false, true, s);
    } else if (ctx instanceof RestPhraseContext) {
      ref = new ObjectRef.Rest(my.lastCandidate(), s);
    } else if (ctx instanceof TheTargetPhraseContext) {
      ref = new ObjectRef.Pronoun(my.lastCandidate(), false, Optional.empty(), true, false, s);
    } else if (ctx instanceof OnePhraseContext) {
      ref = new ObjectRef.OneOfThem(my.lastCandidate(), s);
    } else if (ctx instanceof AnyNumberPhraseContext c) {
      ref = phrase(c, new Quantifier(Quantifier.Kind.ANY_NUMBER, Optional.empty(), false, s), new ArrayList<>(),
          c.adjective(), c.nounGroup(), c.postFilters(), Optional.of(true));
    } else if (ctx instanceof OfPossessivePhraseContext c) {
      if (c.counterNoun() != null) {
        throw error(c, "expected objects, found counters '" + words(c) + "'");
      }
      String head = first(c.ofHead());
      Quantifier.Kind which = head.startsWith("jed") ? Quantifier.Kind.EACH
          : head.equals("alle") ? Quantifier.Kind.ALL : Quantifier.Kind.COUNT;
      Possessor p = my.players.possessive(c.possessiveWord(), false);
      ObjectRef.Phrase parts = phrase(c, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s),
          new ArrayList<>(), c.adjective(), c.nounGroup(), c.postFilters(), Optional.empty());
      ref = new ObjectRef.OfPossessed(which, p, parts.adjectives(), parts.nouns(), parts.filters(), s);
    } else if (ctx instanceof PossessedPhraseContext c && has(c, "beiden")) {
      // "Deine beiden Expeditionen": both of your Expeditions, all of them.
      ObjectRef.Phrase parts = phrase(c, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s),
          new ArrayList<>(), c.adjective(), c.nounGroup(), c.postFilters(), Optional.of(true));
      ref = new ObjectRef.OfPossessed(Quantifier.Kind.ALL, my.players.possessive(c.possessiveWord(), false), parts.adjectives(),
          parts.nouns(), parts.filters(), s);
    } else if (ctx instanceof CountedOfPhraseContext c) {
      // "Wenn sich mindestens eine deiner Expeditionen ... bewegt": one or more Expeditions you control.
      if (!(my.players.possessive(c.possessiveWord(), true) instanceof Possessor.OfPlayer owner) || !has(c.countedHead(),
          "mindestens") || numberOf(c.countedHead().number()) != 1) {
        throw error(c, "expected 'mindestens eine deiner ...' here, found '" + words(c) + "'");
      }
      ObjectRef.Phrase parts = phrase(c, new Quantifier(Quantifier.Kind.ONE_OR_MORE, Optional.empty(), false, s),
          new ArrayList<>(), c.adjective(), c.nounGroup(), c.postFilters(), Optional.of(true));
      List<Filter> filters = new ArrayList<>(parts.filters());
      filters.add(new Filter.ControlledBy(owner.player(), my.span(c.possessiveWord())));
      ref = new ObjectRef.Phrase(parts.quantifier(), parts.adjectives(), parts.nouns(), list(filters), s);
    } else if (ctx instanceof PossessedPhraseContext c) {
      Optional<Zone> z = my.players.zoneOf(c);
      if (z.isPresent()) {
        ref = new ObjectRef.ZoneContents(z.get(), s);
      } else {
        Possessor p = my.players.possessive(c.possessiveWord(), false);
        ObjectRef.Phrase parts = phrase(c, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s),
            new ArrayList<>(), c.adjective(), c.nounGroup(), c.postFilters(), Optional.empty());
        ref = new ObjectRef.Possessed(p, parts.adjectives(), parts.nouns(), parts.filters(), s);
      }
    } else if (ctx instanceof QuantifiedPhraseContext c) {
      ref = quantified(c, s);
    } else {
      throw error(ctx, "expected an object such as 'ein Charakter deiner Wahl', found '" + words(ctx) + "'");
    }
    return candidate ? my.register(ref) : ref;
  }

  private ObjectRef quantified(QuantifiedPhraseContext c, SourceSpan s) {
    DeterminerContext d = c.determiner();
    List<Adjective> adjectives = new ArrayList<>();
    // "die oberste Karte deines Decks", "die obersten vier Karten deines Decks" (the top cards).
    for (AdjectiveContext a : c.adjective()) {
      if (a instanceof TopAdjContext top) {
        return topOf(c, top, s);
      }
    }
    if (d instanceof ThatDetContext) {
      // "dieser Charakter": that Character, named before.
      NounGroup nouns = nouns(c.nounGroup(), Optional.empty());
      if (c.postFilters() != null || !c.adjective().isEmpty()) {
        throw error(c, "expected 'dieser' and a noun only, found '" + words(c) + "'");
      }
      return new ObjectRef.Pronoun(my.lastCandidate(), nouns.plural(), Optional.of(nouns), false, false, s);
    }
    if (d instanceof CountDetContext cd0 && one(cd0.quantity())
        && c.adjective().stream().anyMatch(a -> a instanceof OpponentsAdjContext)) {
      // "in einer gegnerischen Expedition": an opponent's Expedition.
      Possessor owner = new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.AN_OPPONENT, Optional.empty(), my.span(d)),
          my.span(d));
      ObjectRef.Phrase parts = phrase(c, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s),
          adjectives, c.adjective(), c.nounGroup(), c.postFilters(), Optional.empty());
      return new ObjectRef.Possessed(owner, parts.adjectives(), parts.nouns(), parts.filters(), s);
    }
    if ((d instanceof TheDetContext || d == null && isNoun(c.nounGroup(), "wahrzeichen - bereich"))
        && c.postFilters() != null) {
      // "Die Expedition deines Gegners": your opponent's Expedition; "im Wahrzeichen-Bereich eines Spielers deiner
      // Wahl" (the article is in "im"): target player's Landmarks.
      PostFilterContext f0 = c.postFilters().postFilter(0);
      if (f0 instanceof GenitiveFilterContext g && my.players.isPlayerGenitive(g.genitive())) {
        Possessor owner = new Possessor.OfPlayer(my.players.player(g.genitive()), my.span(g));
        possessorGenitive = g;
        ObjectRef.Phrase parts = phrase(c, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s),
            adjectives, c.adjective(), c.nounGroup(), c.postFilters(), Optional.empty());
        List<Filter> filters = new ArrayList<>(parts.filters());
        if (g.genitive().postFilters() != null) {
          // "Die Expedition deines Gegners, die mir gegenübersteht": the clause is about the Expedition.
          for (PostFilterContext f : g.genitive().postFilters().postFilter()) {
            if (f instanceof RelativeFilterContext r) {
              filters.addAll(my.relatives.relativeFilters(r.relativeClause()));
            }
          }
        }
        return new ObjectRef.Possessed(owner, parts.adjectives(), parts.nouns(), list(filters), s);
      }
    }
    Quantifier q;
    SourceSpan ds = d == null ? s : my.span(d);
    boolean next = c.adjective().stream().anyMatch(a -> a instanceof NextAdjContext);
    Optional<OrdinalAdjContext> ord = c.adjective().stream().filter(a -> a instanceof OrdinalAdjContext)
        .map(a -> (OrdinalAdjContext) a).findFirst();
    if (d == null) {
      q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s);
    } else if (d instanceof TheDetContext && next) {
      q = new Quantifier(Quantifier.Kind.NEXT, Optional.empty(), false, ds);
    } else if (d instanceof TheDetContext && ord.isPresent()) {
      q = new Quantifier(Quantifier.Kind.ORDINAL, Optional.of(new Quantity.Literal(my.words.ordinal(ord.get().ordinal()),
          ds)), false, ds);
    } else if (d instanceof TheDetContext && pluralNoun(c.nounGroup())
        && c.adjective().stream().anyMatch(a -> a instanceof FacingAdjContext)) {
      // "in den mir gegenüberstehenden Expeditionen": English names them with 'the' ("the Expeditions facing me").
      q = new Quantifier(Quantifier.Kind.THE, Optional.empty(), false, ds);
    } else if (d instanceof TheDetContext && pluralNoun(c.nounGroup())) {
      // "unter den Charakteren, die du kontrollierst": German says the article English leaves out.
      q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, ds);
    } else if (d instanceof TheDetContext) {
      q = new Quantifier(Quantifier.Kind.THE, Optional.empty(), false, ds);
    } else if (d instanceof CountDetContext x && one(x.quantity())
        && c.adjective().stream().anyMatch(a -> a instanceof AnyAdjContext)) {
      // "von einer beliebigen Region": any region.
      q = new Quantifier(Quantifier.Kind.ANY, Optional.empty(), false, ds);
    } else if (d instanceof CountDetContext x && ord.isPresent() && one(x.quantity())) {
      // "einen dritten Charakter mit [[Schlafend]]" after "einen weiteren": yet another.
      q = new Quantifier(Quantifier.Kind.YET_ANOTHER, Optional.empty(), false, ds);
    } else if (d instanceof CountDetContext x) {
      q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(my.words.quantity(x.quantity())), false, ds);
    } else if (d instanceof UpToDetContext x) {
      q = new Quantifier(Quantifier.Kind.UP_TO, Optional.of(my.words.quantity(x.quantity())), false, ds);
    } else if (d instanceof EachDetContext) {
      q = new Quantifier(Quantifier.Kind.EACH, Optional.empty(), false, ds);
    } else if (d instanceof AllDetContext) {
      q = new Quantifier(Quantifier.Kind.ALL, Optional.empty(), false, ds);
    } else {
      throw error(d, "expected a determiner such as 'ein', 'jeder' or 'bis zu zwei' here, found '" + words(d) + "'");
    }
    return phrase(c, q, adjectives, c.adjective(), c.nounGroup(), c.postFilters(), Optional.empty());
  }

  boolean one(QuantityContext q) {
    return q instanceof NumberQtyContext n && n.number().size() == 1 && numberOf(n.number(0)) == 1;
  }

  private ObjectRef topOf(QuantifiedPhraseContext c, TopAdjContext top, SourceSpan s) {
    Optional<Quantity> n = top.quantity() == null ? Optional.empty() : Optional.of(my.words.quantity(top.quantity()));
    boolean plural = isNoun(c.nounGroup(), "karten");
    if (!plural && !isNoun(c.nounGroup(), "karte")) {
      throw error(c, "expected 'die oberste Karte', found '" + words(c) + "'");
    }
    boolean one = n.isEmpty() || (n.get() instanceof Quantity.Literal l && l.value() == 1);
    if (plural == one) {
      throw error(c, "expected '" + (one ? "Karte" : "Karten") + "' after the number, found '"
          + (plural ? "Karten" : "Karte") + "'");
    }
    if (c.postFilters() == null || c.postFilters().postFilter().size() != 1
        || !(c.postFilters().postFilter(0) instanceof GenitiveFilterContext g)) {
      throw error(c, "expected whose deck ('deines Decks'), found '" + words(c) + "'");
    }
    return new ObjectRef.TopOf(n, my.players.genitiveZone(g.genitive()), s);
  }

  /**
   * The parts of a phrase: adjectives before the noun, nouns, filters after it ("einen anderen Charakter deiner Wahl
   * mit Handkosten {3} oder weniger, den du kontrollierst").
   */
  ObjectRef.Phrase phrase(ParserRuleContext whole, Quantifier q, List<Adjective> adjectives,
      List<AdjectiveContext> adjs, NounGroupContext g, PostFiltersContext pf, Optional<Boolean> plural) {
    SourceSpan s = my.span(whole);
    List<Filter> before = new ArrayList<>();
    for (AdjectiveContext a : adjs) {
      adjective(a, adjectives, before);
    }
    for (NounPrefixContext p : g.nounItem(0).nounPrefix()) {
      prefix(p, adjectives);
    }
    boolean target = q.target();
    List<Filter> filters = new ArrayList<>(before);
    if (pf != null) {
      for (PostFilterContext f : pf.postFilter()) {
        if (f instanceof TargetFilterContext) {
          target = true;
        } else if (f instanceof WithPostFilterContext w && w.withFilter() instanceof WithAdjectiveFilterContext a) {
          adjectives.add(withAdjective(a, my.span(w)));
        } else if (f instanceof SingleTerrainFilterContext) {
          // "Regionen mit einem Geländetyp": single-terrain regions (2.2.3), an adjective as in English.
          adjectives.add(new Adjective.OfRegion(Adjective.OfRegion.RegionQuality.SINGLE_TERRAIN, my.span(f)));
        }
      }
      filters.addAll(filters(pf));
    }
    for (RelativeClauseContext r : my.relatives.extraposed(whole)) {
      filters.addAll(my.relatives.relativeFilters(r));
    }
    // "den Charakter mit den höchsten Basiskosten, den er kontrolliert": the extreme is among those the other
    // filters leave, last as in English ("the Character they control with the highest Base Cost").
    filters.sort(java.util.Comparator.comparing(f -> f instanceof Filter.StatExtreme));
    NounGroup nouns = nouns(g, plural.isPresent() ? plural : pluralFor(q, whole));
    Quantifier quantifier = target == q.target() ? q : new Quantifier(q.kind(), q.count(), target, q.span());
    return new ObjectRef.Phrase(quantifier, list(adjectives), nouns, list(filters), s);
  }

  /** The number of ambiguous nouns ("Zauber", "Roboter") from the determiner: "die Zauber" are several. */
  private Optional<Boolean> pluralFor(Quantifier q, ParserRuleContext whole) {
    switch (q.kind()) {
      case BARE, ALL, ANY_NUMBER, ANY -> {
        return Optional.of(true);
      }
      case COUNT, UP_TO -> {
        Quantity n = q.count().orElse(null);
        return Optional.of(!(n instanceof Quantity.Literal l && l.value() == 1));
      }
      default -> {
        String w = whole.getStart().getText().toLowerCase(Locale.ROOT);
        return Optional.of(PLURAL_ARTICLES.contains(w));
      }
    }
  }

  private static final Set<String> PLURAL_ARTICLES = Set.of("die", "deine", "meine", "seine", "ihre", "diese",
      "keine", "alle", "beide");

  void adjective(AdjectiveContext a, List<Adjective> out, List<Filter> filters) {
    SourceSpan s = my.span(a);
    if (a instanceof OtherAdjContext || a instanceof FurtherAdjContext) {
      out.add(new Adjective.Other(s));
    } else if (a instanceof ExhaustedAdjContext) {
      out.add(new Adjective.WithStatus(ImmutableList.of(Status.EXHAUSTED), s));
    } else if (a instanceof NonFleetingAdjContext) {
      // "ein nicht-Vergänglicher Charakter": without the status (2.4), English "non-Fleeting".
      out.add(new Adjective.WithoutStatus(Status.FLEETING, s));
    } else if (a instanceof OpponentsAdjContext) {
      // Read by the phrase: "einer gegnerischen Expedition" is an opponent's Expedition.
      return;
    } else if (a instanceof VisibleAdjContext) {
      out.add(new Adjective.OfRegion(Adjective.OfRegion.RegionQuality.VISIBLE, s));
    } else if (a instanceof AscendedAdjContext) {
      // "einer Aufgestiegenen Expedition": the later sets print the status unbracketed (2.4, 7.3.3).
      out.add(new Adjective.WithStatus(ImmutableList.of(Status.ASCENDED), s));
    } else if (a instanceof ReadyAdjContext) {
      out.add(new Adjective.Ready(s));
    } else if (a instanceof FacingAdjContext f) {
      String who = first(f);
      ObjectRef facing = who.equals("mir") ? new ObjectRef.Self(s)
          : new ObjectRef.Pronoun(my.lastCandidate(), who.equals("ihnen"), Optional.empty(), false, false, s);
      filters.add(new Filter.Facing(facing, s));
    } else if (a instanceof PlayedByAdjContext p) {
      PlayerRef by = has(p, "dir") ? new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s)
          : has(p, "gegnern") ? new PlayerRef(PlayerRef.Kind.OPPONENTS, Optional.empty(), s)
          : new PlayerRef(PlayerRef.Kind.YOUR_OPPONENT, Optional.empty(), s);
      filters.add(new Filter.PlayedBy(by, Optional.empty(), Optional.empty(), Optional.empty(), s));
    } else if (a instanceof NextAdjContext || a instanceof OrdinalAdjContext || a instanceof AnyAdjContext) {
      // read by the quantifier
    } else {
      throw error(a, "expected an adjective such as 'andere' or 'erschöpfte', found '" + words(a) + "'");
    }
  }

  /** "[Verteidiger]-Charaktere", "[[Verstärkt]]-Marken", "Marken-Charakter", "Nicht-Illusion-Charakter". */
  void prefix(NounPrefixContext p, List<Adjective> out) {
    SourceSpan s = my.span(p);
    if (p instanceof KeywordPrefixContext k) {
      GermanLexicon.KeywordWithParameter kw = GermanLexicon.ability(inside(k.KW_ABILITY())).orElseThrow();
      if (kw.parameter().isPresent()) {
        throw error(k, "expected a keyword without a number before the noun, found " + k.KW_ABILITY().getText());
      }
      out.add(new Adjective.WithKeyword(kw.id(), s));
    } else if (p instanceof StatusPrefixContext st) {
      out.add(new Adjective.WithStatus(ImmutableList.of(my.words.status(st.STATUS())), s));
    } else if (p instanceof NonPrefixContext n) {
      if (n.nonWhat() == null) {
        throw error(n, "expected what it is not ('Nicht-Marken-'), found nothing");
      }
      Noun noun = n.nonWhat().SUBTYPE() != null
          ? new Noun.Subtype(GermanLexicon.subtype(n.nonWhat().SUBTYPE().getText()).orElseThrow(), my.span(n.nonWhat()))
          : new Noun.Type(ObjectType.TOKEN, my.span(n.nonWhat()));
      out.add(new Adjective.Non(noun, s));
    } else if (p instanceof TokenPrefixContext) {
      out.add(new Adjective.Token(s));
    } else if (p instanceof ExpeditionKindPrefixContext e) {
      out.add(new Adjective.ExpeditionKind(first(e).startsWith("gefährte"), s));
    } else {
      throw error(p, "expected a noun, found '" + words(p) + "'");
    }
  }

  Adjective withAdjective(WithAdjectiveFilterContext a, SourceSpan s) {
    if (a.KW_ABILITY() != null) {
      GermanLexicon.KeywordWithParameter k = GermanLexicon.ability(inside(a.KW_ABILITY())).orElseThrow();
      if (k.parameter().isPresent()) {
        throw error(a, "expected a keyword without a number, found " + a.getText());
      }
      return new Adjective.WithKeyword(k.id(), s);
    }
    List<Status> statuses = new ArrayList<>();
    for (TerminalNode t : a.STATUS()) {
      statuses.add(my.words.status(t));
    }
    return new Adjective.WithStatus(list(statuses), s);
  }

  /** Whether nouns joined by 'und' are allowed (both objects, as in "zwischen deinem Helden und deinem Gefährten"). */
  private boolean andNouns;

  private NounGroup nouns(NounGroupContext ctx, Optional<Boolean> pluralHint) {
    if (has(ctx, "und") && !andNouns) {
      throw error(ctx, "expected 'oder' between kinds of objects, found 'und'");
    }
    List<Noun> nouns = new ArrayList<>();
    for (NounItemContext n : ctx.nounItem()) {
      nouns.add(noun(n.noun()));
    }
    NounContext last = ctx.nounItem(ctx.nounItem().size() - 1).noun();
    Optional<Boolean> written = nounPlural(last);
    boolean plural = written.orElse(pluralHint.orElse(false));
    return new NounGroup(list(nouns), plural, my.span(ctx));
  }

  static boolean pluralNoun(NounGroupContext g) {
    return nounPlural(g.nounItem(g.nounItem().size() - 1).noun()).orElse(false);
  }

  /** Whether a noun form is plural: "Charaktere" yes, "Charakter" no, "Zauber" either (empty). */
  static Optional<Boolean> nounPlural(NounContext n) {
    if (n.SUBTYPE() != null) {
      return GermanLexicon.subtypePlural(n.SUBTYPE().getText());
    }
    String w = n.getChild(n.getChildCount() - 1).getText().toLowerCase(Locale.ROOT);
    return switch (w) {
      case "charakter", "charakters", "karte", "expeditionskarte", "wahrzeichenkarte", "marke", "wahrzeichens",
          "manakugel", "expedition", "held", "heldenkarte", "region", "spielers", "gegners", "gefährte" ->
          Optional.of(false);
      case "charaktere", "charakteren", "karten", "expeditionskarten", "wahrzeichenkarten", "marken", "zaubern",
          "manakugeln", "expeditionen", "heldenkarten", "regionen", "spielern", "gegnern", "bereich" -> Optional.of(true);
      default -> Optional.empty();
    };
  }

  Noun noun(NounContext ctx) {
    SourceSpan s = my.span(ctx);
    if (ctx.SUBTYPE() != null) {
      return new Noun.Subtype(GermanLexicon.subtype(ctx.SUBTYPE().getText()).orElseThrow(), s);
    }
    String w = words(ctx);
    if (ctx.terrainSymbol() != null) {
      // "einen {O} Geländemarker": a Terrain Marker of that terrain.
      return new Noun.TerrainMarker(ImmutableList.of(terrain(ctx.terrainSymbol())), s);
    }
    if (w.startsWith("bleibende")) {
      String kind = w.substring(w.indexOf(' ') + 1);
      return new Noun.Type(kind.startsWith("expedition") ? ObjectType.EXPEDITION_PERMANENT
          : kind.startsWith("wahrzeichen") ? ObjectType.LANDMARK_PERMANENT : ObjectType.PERMANENT, s);
    }
    return switch (w) {
      case "charakter", "charaktere", "charakteren", "charakters" -> new Noun.Type(ObjectType.CHARACTER, s);
      case "zauber", "zaubern" -> new Noun.Type(ObjectType.SPELL, s);
      case "karte", "karten" -> new Noun.Type(ObjectType.CARD, s);
      case "marke", "marken" -> new Noun.Type(ObjectType.TOKEN, s);
      case "wahrzeichen", "wahrzeichens", "wahrzeichen - bereich" -> new Noun.Type(ObjectType.LANDMARK, s);
      case "manakugel", "manakugeln" -> new Noun.Type(ObjectType.MANA_ORB, s);
      case "expedition", "expeditionen" -> new Noun.Type(ObjectType.EXPEDITION, s);
      case "held", "helden", "heldenkarte", "heldenkarten" -> new Noun.Type(ObjectType.HERO, s);
      case "region", "regionen" -> new Noun.Type(ObjectType.REGION, s);
      case "spieler", "spielers", "spielern" -> new Noun.Player(false, s);
      case "gegner", "gegners", "gegnern" -> new Noun.Player(true, s);
      case "gefährte", "gefährten" -> new Noun.Subtype("COMPANION", s);
      case "geländemarker", "geländemarkern" -> new Noun.TerrainMarker(ImmutableList.of(), s);
      default -> throw error(ctx, "expected a kind of object such as 'Charakter', found '" + w + "'");
    };
  }

  ImmutableList<Filter> filters(PostFiltersContext ctx) {
    // Filters joined by "oder"/"und" are alternatives/conjunctions; juxtaposed filters all apply.
    List<Filter> out = new ArrayList<>();
    List<Filter> group = new ArrayList<>();
    Boolean groupAll = null;
    boolean joined = false;
    for (int i = 0; i < ctx.getChildCount(); i++) {
      ParseTree c = ctx.getChild(i);
      if (c instanceof TerminalNode t) {
        boolean all = t.getText().equalsIgnoreCase("und") || t.getText().equalsIgnoreCase("sowie");
        if (groupAll != null && groupAll != all) {
          throw new AbilityBuildException(t.getSymbol().getStartIndex(),
              "expected only 'oder' or only 'und' between filters");
        }
        groupAll = all;
        joined = true;
        continue;
      }
      PostFilterContext pf = (PostFilterContext) c;
      List<Filter> fs = new ArrayList<>(filter(pf));
      while (!my.spilled.isEmpty()) {
        fs.addAll(filter(my.spilled.remove(0)));
      }
      if (fs.isEmpty()) {
        joined = false;
        continue;
      }
      for (Filter f : fs) {
        if (joined) {
          group.add(f);
        } else {
          flush(out, group, groupAll, my.span(ctx));
          group = new ArrayList<>(List.of(f));
          groupAll = null;
        }
        joined = false;
      }
    }
    flush(out, group, groupAll, my.span(ctx));
    return list(out);
  }

  private static void flush(List<Filter> out, List<Filter> group, Boolean all, SourceSpan s) {
    if (group.isEmpty()) {
      return;
    }
    if (group.size() == 1) {
      out.add(group.get(0));
    } else {
      out.add(new Filter.Either(list(group), all != null && all, s));
    }
  }

  /** The genitive read as the owner of the phrase ("Die Expedition deines Gegners"), not a filter. */
  private GenitiveFilterContext possessorGenitive;

  private List<Filter> filter(PostFilterContext ctx) {
    SourceSpan s = my.span(ctx);
    if (ctx == possessorGenitive) {
      possessorGenitive = null;
      return List.of();
    }
    if (ctx instanceof TargetFilterContext || ctx instanceof WithPostFilterContext w
        && w.withFilter() instanceof WithAdjectiveFilterContext) {
      return List.of();
    }
    if (my.markerFrom && ctx instanceof OfFilterContext c) {
      // "einen {O} Geländemarker von einer beliebigen Region": where the marker is taken from.
      return List.of(new Filter.From(new Place.InObject(obj(c.objectPhrase(), false), my.span(c.objectPhrase())), s));
    }
    if (my.markerFrom && ctx instanceof InFilterContext c && c.placeList().placeRef().size() == 1
        && c.placeList().placeRef(0) instanceof ObjectPlaceContext to && accusative(to.objectPhrase())) {
      // "... von einer beliebigen Region in meine Region": where it goes, read by the step.
      my.markerTo = to.objectPhrase();
      return List.of();
    }
    if (ctx instanceof InFilterContext c) {
      List<Place> places = new ArrayList<>();
      for (PlaceRefContext p : c.placeList().placeRef()) {
        if (p instanceof ObjectPlaceContext op && has(c, "in") && accusative(op.objectPhrase())
            && c.placeList().placeRef().size() == 1) {
          // "eine Karte aus deiner Hand in die Reserve": where it goes, read by the step.
          my.playerVerbs.destinationLater(op.objectPhrase(), s);
          return List.of();
        }
        places.addAll(my.players.places(p));
      }
      return List.of(new Filter.In(list(places), has(c.placeList(), "und"), s));
    }
    if (ctx instanceof FromFilterContext c) {
      if (c.fromWhat() instanceof FromAnywhereContext) {
        return List.of(new Filter.From(new Place.Anywhere(s), s));
      }
      List<PlaceRefContext> refs = ((FromPlaceContext) c.fromWhat()).placeList().placeRef();
      if (refs.size() > 1) {
        // "eine Karte aus deinem Deck oder deiner Hand": the zones a card goes from (read by the event).
        my.fromZones.clear();
        for (PlaceRefContext r : refs) {
          my.fromZones.add(my.players.zone(((ObjectPlaceContext) r).objectPhrase()));
        }
      }
      return List.of(new Filter.From(my.players.place(refs.get(0)), s));
    }
    if (ctx instanceof SingleTerrainFilterContext) {
      return List.of();
    }
    if (ctx instanceof WithPostFilterContext c) {
      return List.of(withFilter(c.withFilter(), s));
    }
    if (ctx instanceof WithNoFilterContext c) {
      return List.of(new Filter.WithNo(nouns(c.nounGroup(), Optional.of(true)), s));
    }
    if (ctx instanceof UnderControlFilterContext c) {
      PlayerRef who = has(c, "deiner") ? new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s)
          : new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s);
      return List.of(new Filter.ControlledBy(who, s));
    }
    if (ctx instanceof PlayedByYouFilterContext) {
      return List.of(new Filter.PlayedBy(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s), Optional.empty(),
          Optional.empty(), Optional.empty(), s));
    }
    if (ctx instanceof BetweenFilterContext c) {
      return List.of(new Filter.Between(between(c.objectList()), s));
    }
    if (ctx instanceof RelativeFilterContext c) {
      return my.relatives.relativeFilters(c.relativeClause());
    }
    if (ctx instanceof OnFilterContext c && accusative(c.objectPhrase())) {
      // "eine Karte auf den Ablagestapel": where it goes, read by the step or event.
      my.playerVerbs.destinationLater(c.objectPhrase(), s);
      return List.of();
    }
    if (ctx instanceof GenitiveFilterContext c && my.joinSubject && my.joinedGenitive == null
        && isOwnExpedition(c.genitive())) {
      my.joinedGenitive = c.genitive();
      return List.of();
    }
    if (ctx instanceof GenitiveFilterContext c && my.players.isPlayerGenitive(c.genitive())) {
      throw error(c, "expected a zone or object that belongs to " + words(c) + ", found another noun");
    }
    if (ctx instanceof GenitiveFilterContext c && words(c.genitive().nounItem()).equals("expedition")) {
      // "jeden Charakter einer Expedition deiner Wahl": the Characters of an Expedition are those in it (1.2.3).
      return List.of(new Filter.In(ImmutableList.of(new Place.InObject(my.players.genitiveObject(c.genitive(), false), s)), false,
          s));
    }
    throw error(ctx, "expected a filter such as 'deiner Wahl', 'in der Reserve' or 'mit Handkosten {3} oder "
        + "weniger', found '" + words(ctx) + "'");
  }

  /** "zwischen deinem Helden und deinem Gefährten": one phrase naming both. */
  private ObjectRef between(ObjectListContext ctx) {
    List<ObjectPhraseContext> ps = ctx.objectPhrase();
    if (ps.size() == 2 && ps.get(0) instanceof PossessedPhraseContext a && ps.get(1) instanceof PossessedPhraseContext b
        && words(a.possessiveWord()).substring(0, 3).equals(words(b.possessiveWord()).substring(0, 3))) {
      Possessor owner = my.players.possessive(a.possessiveWord(), false);
      List<Noun> nouns = List.of(noun(a.nounGroup().nounItem(0).noun()), noun(b.nounGroup().nounItem(0).noun()));
      SourceSpan s = my.span(ctx);
      return new ObjectRef.Possessed(owner, ImmutableList.of(), new NounGroup(list(nouns), false, s),
          ImmutableList.of(), s);
    }
    andNouns = true;
    try {
      return objList(ctx);
    } finally {
      andNouns = false;
    }
  }

  Filter withFilter(WithFilterContext ctx, SourceSpan s) {
    if (ctx instanceof ExtremeStatFilterContext c) {
      // "mit den höchsten Basiskosten" (with the highest Base Cost).
      return new Filter.StatExtreme(stat(c.statNoun()), has(c, "höchsten"), s);
    }
    if (ctx instanceof StatFilterContext c) {
      Stat stat = stat(c.statNoun());
      Condition.Compare k = my.conditions.compare(new Value.Result(false, s), c.comparison(), s);
      return new Filter.StatIs(stat, k.comparison(), k.right(), s);
    }
    if (ctx instanceof BaseStatFilterContext c) {
      return new Filter.StatIs(Stat.BASE_STATISTIC, Comparison.EQUAL,
          new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), my.span(c)), false, my.span(c)), s);
    }
    if (ctx instanceof TotalFilterContext c) {
      // "mit insgesamt 4 {M} oder weniger": the total over the chosen objects.
      Stat stat = c.terrainSymbol() == null ? Stat.HAND_COST : terrainStat(terrain(c.terrainSymbol()));
      Quantity q = c.manaAmount() != null ? my.words.manaAmount(c.manaAmount())
          : new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), my.span(c));
      return new Filter.Total(stat, has(c, "mehr") ? Comparison.AT_LEAST : Comparison.AT_MOST, q, s);
    }
    if (ctx instanceof TotalStatFilterContext c) {
      // "mit Gesamt-Handkosten {5} oder weniger".
      Stat stat = stat(c.statNoun());
      Condition.Compare k = my.conditions.compare(new Value.Result(false, s), c.comparison(), s);
      if (!(k.right() instanceof Value.Number n)) {
        throw error(c, "expected a number after the total, found '" + words(c.comparison()) + "'");
      }
      return new Filter.Total(stat, k.comparison(), n.quantity(), s);
    }
    if (ctx instanceof CountersFilterContext) {
      return new Filter.WithCounters(s);
    }
    if (ctx instanceof CounterCountFilterContext c) {
      Condition.HasCounters h = (Condition.HasCounters) my.conditions.counterCount(new ObjectRef.Self(s), c.counterCount(), s);
      return new Filter.CounterCount(h.range(), h.count(), h.counter(), s);
    }
    throw error(ctx, "expected what the objects have, found '" + words(ctx) + "'");
  }

  private Stat stat(StatNounContext ctx) {
    if (ctx.terrainSymbol() != null) {
      return terrainStat(terrain(ctx.terrainSymbol()));
    }
    return switch (words(ctx)) {
      case "reservekosten" -> Stat.RESERVE_COST;
      case "basiskosten" -> Stat.BASE_COST;
      default -> Stat.HAND_COST;
    };
  }

  private static Stat terrainStat(Terrain t) {
    return switch (t) {
      case FOREST -> Stat.FOREST;
      case MOUNTAIN -> Stat.MOUNTAIN;
      case WATER -> Stat.WATER;
    };
  }
}
