package dev.altered.text.de;

import static dev.altered.grammar.de.AlteredGermanParser.*;
import static dev.altered.text.de.GermanClauses.nounGroupOf;
import static dev.altered.text.de.GermanObjects.nounPlural;
import static dev.altered.text.de.GermanObjects.pluralNoun;
import static dev.altered.text.de.GermanPlayerVerbs.accusative;
import static dev.altered.text.de.GermanSteps.isPlayerNoun;
import static dev.altered.text.de.GermanWords.error;
import static dev.altered.text.de.GermanWords.first;
import static dev.altered.text.de.GermanWords.has;
import static dev.altered.text.de.GermanWords.list;
import static dev.altered.text.de.GermanWords.terrain;
import static dev.altered.text.de.GermanWords.words;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Status;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Players, possessives, zones and places.
 */
final class GermanPlayers {
  private final GermanState my;

  GermanPlayers(GermanState my) {
    this.my = my;
  }

  /**
   * "mein" (the object bearing the ability), "dein" (you), "sein"/"ihr" (its, or their for a player's zone),
   * "deren"/"dessen" (whose). {@code player}: the noun is a player's (a zone), so "seine Hand" is their hand.
   */
  Possessor possessive(PossessiveWordContext ctx, boolean player) {
    SourceSpan s = my.span(ctx);
    if (ctx instanceof MyPossContext) {
      return new Possessor.OfObject(new ObjectRef.Self(s), s);
    }
    if (ctx instanceof YourPossContext) {
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s), s);
    }
    if (player) {
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s), s);
    }
    return new Possessor.OfObject(new ObjectRef.Pronoun(my.lastCandidate(), false, Optional.empty(), false, false, s), s);
  }

  /**
   * A player: "du", "er"/"sie" (they), "jeder Spieler", "ein Gegner" (an opponent), "ein Gegner deiner Wahl" (target
   * opponent), "dieser Gegner" (that opponent), "dein Gegner", "deine Gegner", "sein Besitzer" (its owner), "ihr
   * kontrollierender Spieler" (its controller).
   */
  PlayerRef player(ObjectPhraseContext p) {
    SourceSpan s = my.span(p);
    if (p instanceof YouPhraseContext) {
      return new PlayerRef(my.startingWithYou ? PlayerRef.Kind.EACH_PLAYER_STARTING_WITH_YOU : PlayerRef.Kind.YOU,
          Optional.empty(), s);
    }
    if (p instanceof PronounPhraseContext) {
      return new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s);
    }
    NounGroupContext g = nounGroupOf(p);
    String noun = g == null ? "" : words(g.nounItem(0).noun());
    // "einem anderen Spieler": another player than you is an opponent, as English reads "another player".
    boolean opponent = noun.startsWith("gegner") || p instanceof QuantifiedPhraseContext qa
        && qa.adjective().stream().anyMatch(a -> a instanceof OtherAdjContext);
    boolean target = p instanceof QuantifiedPhraseContext q0 && q0.postFilters() != null
        && q0.postFilters().postFilter().stream().anyMatch(f -> f instanceof TargetFilterContext);
    if (p instanceof QuantifiedPhraseContext q && isPlayerNoun(noun)) {
      DeterminerContext d = q.determiner();
      if (d instanceof EachDetContext) {
        return new PlayerRef(opponent ? PlayerRef.Kind.OPPONENTS : my.startingWithYou
            ? PlayerRef.Kind.EACH_PLAYER_STARTING_WITH_YOU : PlayerRef.Kind.EACH_PLAYER, Optional.empty(), s);
      }
      if (d instanceof CountDetContext cd && my.objects.one(cd.quantity())) {
        PlayerRef.Kind k = opponent ? (target ? PlayerRef.Kind.TARGET_OPPONENT : PlayerRef.Kind.AN_OPPONENT)
            : target ? PlayerRef.Kind.TARGET_PLAYER : null;
        if (k != null) {
          return new PlayerRef(k, Optional.empty(), s);
        }
      }
      if (d instanceof ThatDetContext && opponent) {
        return new PlayerRef(PlayerRef.Kind.THAT_OPPONENT, Optional.empty(), s);
      }
      if (d instanceof AllDetContext && opponent) {
        return new PlayerRef(PlayerRef.Kind.OPPONENTS, Optional.empty(), s);
      }
    }
    if (p instanceof PossessedPhraseContext q && isPlayerNoun(noun)) {
      if (q.possessiveWord() instanceof YourPossContext && opponent) {
        return new PlayerRef(pluralNoun(q.nounGroup()) || first(q).equals("deine") ? PlayerRef.Kind.OPPONENTS
            : PlayerRef.Kind.YOUR_OPPONENT, Optional.empty(), s);
      }
      if (noun.startsWith("besitzer") || noun.startsWith("kontrollierende")) {
        PlayerRef.Kind k = noun.startsWith("besitzer") ? PlayerRef.Kind.OWNER : PlayerRef.Kind.CONTROLLER;
        ObjectRef of = q.possessiveWord() instanceof MyPossContext ? new ObjectRef.Self(s)
            : new ObjectRef.Pronoun(my.lastCandidate(), false, Optional.empty(), false, false, s);
        return new PlayerRef(k, Optional.of(of), s);
      }
    }
    throw error(p, "expected a player such as 'du', 'jeder Spieler' or 'ein Gegner deiner Wahl', found '"
        + words(p) + "'");
  }

  boolean isPlayerGenitive(GenitiveContext g) {
    return isPlayerNoun(words(g.nounItem().noun()));
  }

  /** "deines Gegners", "eines Gegners", "jedes Spielers", "eines Spielers deiner Wahl", "ihres Besitzers". */
  PlayerRef player(GenitiveContext g) {
    SourceSpan s = my.span(g);
    String head = g.genitiveHead() == null ? "" : words(g.genitiveHead());
    String noun = words(g.nounItem().noun());
    boolean opponent = noun.startsWith("gegner") || g.adjective().stream().anyMatch(a -> a instanceof OtherAdjContext);
    boolean target = g.postFilters() != null
        && g.postFilters().postFilter().stream().anyMatch(f -> f instanceof TargetFilterContext);
    if (noun.startsWith("besitzer") || noun.startsWith("kontrollierende")) {
      PlayerRef.Kind k = noun.startsWith("besitzer") ? PlayerRef.Kind.OWNER : PlayerRef.Kind.CONTROLLER;
      ObjectRef of = head.startsWith("mein") ? new ObjectRef.Self(s)
          : new ObjectRef.Pronoun(my.lastCandidate(), false, Optional.empty(), false, false, s);
      return new PlayerRef(k, Optional.of(of), s);
    }
    PlayerRef.Kind k = switch (head) {
      case "deines", "deiner" -> opponent ? PlayerRef.Kind.YOUR_OPPONENT : null;
      case "eines", "einer" -> opponent ? (target ? PlayerRef.Kind.TARGET_OPPONENT : PlayerRef.Kind.AN_OPPONENT)
          : target ? PlayerRef.Kind.TARGET_PLAYER : null;
      case "jedes", "jeder" -> opponent ? PlayerRef.Kind.OPPONENTS : PlayerRef.Kind.EACH_PLAYER;
      case "dieses" -> opponent ? PlayerRef.Kind.THAT_OPPONENT : null;
      default -> null;
    };
    if (k == null) {
      throw error(g, "expected a player such as 'deines Gegners' or 'jedes Spielers', found '" + words(g) + "'");
    }
    return new PlayerRef(k, Optional.empty(), s);
  }

  private static final Set<String> POSSESSIVE_GENITIVES = Set.of("meines", "meiner", "deines", "deiner", "seines",
      "seiner", "ihres", "ihrer");

  private static final Map<String, ZoneKind> ZONES = Map.ofEntries(
      Map.entry("reserve", ZoneKind.RESERVE), Map.entry("hand", ZoneKind.HAND), Map.entry("deck", ZoneKind.DECK),
      Map.entry("decks", ZoneKind.DECK), Map.entry("ablagestapel", ZoneKind.DISCARD_PILE),
      Map.entry("ablagestapels", ZoneKind.DISCARD_PILE), Map.entry("ablage", ZoneKind.DISCARD_PILE),
      Map.entry("manazone", ZoneKind.MANA_ZONE), Map.entry("expeditionszone", ZoneKind.EXPEDITION_ZONE),
      Map.entry("wahrzeichenzone", ZoneKind.LANDMARK_ZONE), Map.entry("heldenzone", ZoneKind.HERO_ZONE),
      Map.entry("spiel", ZoneKind.PLAY), Map.entry("spiels", ZoneKind.PLAY));

  Zone zone(ObjectPhraseContext p) {
    return zoneOf(p).orElseThrow(() -> error(p, "expected a zone such as 'deine Reserve', found '" + words(p) + "'"));
  }

  /** The zone a phrase names: "die Reserve", "deine Hand", "die Hand ihres Besitzers", "der Reserve eines Gegners". */
  Optional<Zone> zoneOf(ObjectPhraseContext p) {
    NounGroupContext g = nounGroupOf(p);
    if (g == null || g.nounItem().size() != 1 || !g.nounItem(0).nounPrefix().isEmpty()) {
      return Optional.empty();
    }
    ZoneKind kind = ZONES.get(words(g.nounItem(0).noun()));
    if (kind == null || kind == ZoneKind.PLAY) {
      return Optional.empty();
    }
    SourceSpan s = my.span(p);
    Optional<PlayerRef> owner = Optional.empty();
    PostFiltersContext pf;
    if (p instanceof PossessedPhraseContext q) {
      Possessor o = possessive(q.possessiveWord(), true);
      owner = Optional.of(((Possessor.OfPlayer) o).player());
      pf = q.postFilters();
    } else if (p instanceof QuantifiedPhraseContext q && (q.determiner() == null
        || q.determiner() instanceof TheDetContext
        || q.determiner() instanceof CountDetContext cd && my.objects.one(cd.quantity())) && q.adjective().isEmpty()) {
      pf = q.postFilters();
    } else {
      return Optional.empty();
    }
    if (pf != null) {
      for (PostFilterContext f : pf.postFilter()) {
        if (f instanceof GenitiveFilterContext gen && isPlayerGenitive(gen.genitive()) && owner.isEmpty()) {
          owner = Optional.of(player(gen.genitive()));
        } else if (!(f instanceof RelativeFilterContext r && my.misplaced.contains(r))) {
          spill(f);
        }
      }
    }
    return Optional.of(new Zone(kind, owner, s));
  }

  /**
   * A filter the parse gave to a zone that belongs to the phrase around it ("Karten im Spiel oder in der Reserve mit
   * Zählern": with counters is the cards'), or a destination ("eine Karte aus deiner Hand in die Reserve").
   */
  private void spill(PostFilterContext f) {
    if (f instanceof InFilterContext in && in.placeList().placeRef().size() == 1
        && in.placeList().placeRef(0) instanceof ObjectPlaceContext op && has(in, "in")
        && accusative(op.objectPhrase())) {
      my.playerVerbs.destinationLater(op.objectPhrase(), my.span(in));
      return;
    }
    my.spilled.add(f);
  }

  /** "deines Decks", "des Decks seines Besitzers": the zone of a genitive. */
  Zone genitiveZone(GenitiveContext g) {
    SourceSpan s = my.span(g);
    ZoneKind kind = ZONES.get(words(g.nounItem().noun()));
    if (kind == null || kind == ZoneKind.PLAY) {
      throw error(g, "expected a zone such as 'deines Decks', found '" + words(g) + "'");
    }
    String head = g.genitiveHead() == null ? "" : words(g.genitiveHead());
    Optional<PlayerRef> owner = switch (head) {
      case "deines", "deiner" -> Optional.of(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s));
      case "seines", "seiner", "ihres", "ihrer" -> Optional.of(new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(),
          s));
      default -> Optional.empty();
    };
    if (g.postFilters() != null) {
      for (PostFilterContext f : g.postFilters().postFilter()) {
        if (f instanceof GenitiveFilterContext gen && isPlayerGenitive(gen.genitive()) && owner.isEmpty()) {
          owner = Optional.of(player(gen.genitive()));
        } else {
          spill(f);
        }
      }
    }
    return new Zone(kind, owner, s);
  }

  /**
   * The object of a genitive: "einer Bleibenden Karte deiner Wahl" (target Permanent), "der mir gegenüberstehenden
   * Expedition" (the Expedition facing me), "der Charaktere in meiner Expedition" (Characters in my Expedition: a
   * plural genitive article reads as the English bare plural), "des Ziels" (the target).
   */
  ObjectRef genitiveObject(GenitiveContext g, boolean candidate) {
    SourceSpan s = my.span(g);
    String head = g.genitiveHead() == null ? first(g) : words(g.genitiveHead());
    String noun = words(g.nounItem().noun());
    ObjectRef ref;
    if (POSSESSIVE_GENITIVES.contains(head)) {
      // "das Vorwärtskommen meiner Expedition": my Expedition.
      Possessor owner = head.startsWith("mein") ? new Possessor.OfObject(new ObjectRef.Self(s), s)
          : head.startsWith("dein") ? new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s), s)
          : new Possessor.OfObject(new ObjectRef.Pronoun(my.lastCandidate(), false, Optional.empty(), false, false, s),
              s);
      List<Adjective> adjectives = new ArrayList<>();
      List<Filter> filters = new ArrayList<>();
      for (AdjectiveContext a : g.adjective()) {
        my.objects.adjective(a, adjectives, filters);
      }
      if (g.postFilters() != null) {
        filters.addAll(my.objects.filters(g.postFilters()));
      }
      NounGroup nouns = new NounGroup(ImmutableList.of(my.objects.noun(g.nounItem().noun())),
          nounPlural(g.nounItem().noun()).orElse(false), my.span(g.nounItem()));
      ref = new ObjectRef.Possessed(owner, list(adjectives), nouns, list(filters), s);
    } else if (noun.startsWith("ziel")) {
      ref = new ObjectRef.Pronoun(my.lastCandidate(), false, Optional.empty(), true, false, s);
    } else {
      NounGroupContext dummy = null;
      boolean plural = nounPlural(g.nounItem().noun()).orElse(head.equals("der") || head.equals("aller"));
      Quantifier q;
      List<AdjectiveContext> adjs = g.adjective();
      boolean next = adjs.stream().anyMatch(a -> a instanceof NextAdjContext);
      switch (head) {
        case "", "anderer", "weiterer", "erschöpfter" -> q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(),
            false, s);
        case "der", "des" -> q = next ? new Quantifier(Quantifier.Kind.NEXT, Optional.empty(), false, s)
            : plural ? new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s)
            : new Quantifier(Quantifier.Kind.THE, Optional.empty(), false, s);
        case "eines", "einer" -> q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, s)),
            false, s);
        case "jedes", "jeder" -> q = new Quantifier(Quantifier.Kind.EACH, Optional.empty(), false, s);
        case "aller" -> q = new Quantifier(Quantifier.Kind.ALL, Optional.empty(), false, s);
        default -> throw error(g, "expected an object such as 'einer Bleibenden Karte deiner Wahl', found '"
            + words(g) + "'");
      }
      List<Adjective> adjectives = new ArrayList<>();
      List<Filter> before = new ArrayList<>();
      if (head.equals("anderer") || head.equals("weiterer")) {
        adjectives.add(new Adjective.Other(my.span(g)));
      } else if (head.equals("erschöpfter")) {
        adjectives.add(new Adjective.WithStatus(ImmutableList.of(Status.EXHAUSTED), my.span(g)));
      }
      for (AdjectiveContext a : adjs) {
        my.objects.adjective(a, adjectives, before);
      }
      for (NounPrefixContext pre : g.nounItem().nounPrefix()) {
        my.objects.prefix(pre, adjectives);
      }
      boolean target = false;
      List<Filter> filters = new ArrayList<>(before);
      if (g.postFilters() != null) {
        for (PostFilterContext f : g.postFilters().postFilter()) {
          if (f instanceof TargetFilterContext) {
            target = true;
          } else if (f instanceof WithPostFilterContext w && w.withFilter() instanceof WithAdjectiveFilterContext a) {
            adjectives.add(my.objects.withAdjective(a, my.span(w)));
          }
        }
        filters.addAll(my.objects.filters(g.postFilters()));
      }
      for (RelativeClauseContext r : my.relatives.extraposed(g)) {
        filters.addAll(my.relatives.relativeFilters(r));
      }
      NounGroup nouns = new NounGroup(ImmutableList.of(my.objects.noun(g.nounItem().noun())), plural, my.span(g.nounItem()));
      ref = new ObjectRef.Phrase(new Quantifier(q.kind(), q.count(), target, q.span()), list(adjectives), nouns,
          list(filters), s);
    }
    return candidate ? my.register(ref) : ref;
  }

  Place place(PlaceRefContext ctx) {
    SourceSpan s = my.span(ctx);
    if (ctx instanceof TerrainPlaceContext t) {
      return new Place.InTerrain(terrain(t.terrainSymbol()), s);
    }
    if (ctx instanceof HerPlaceContext) {
      return new Place.InObject(new ObjectRef.Pronoun(my.lastCandidate(), false, Optional.empty(), false, false, s), s);
    }
    return placeOf(((ObjectPlaceContext) ctx).objectPhrase());
  }

  /**
   * A place that names several zones in one noun group: "in deiner Reserve oder einem Wahrzeichen" (in your Reserve
   * or Landmarks).
   */
  List<Place> places(PlaceRefContext ctx) {
    if (ctx instanceof ObjectPlaceContext op) {
      NounGroupContext g = nounGroupOf(op.objectPhrase());
      if (g != null && g.nounItem().size() > 1 && ZONES.containsKey(words(g.nounItem(0).noun()))
          && op.objectPhrase() instanceof PossessedPhraseContext q) {
        List<Place> out = new ArrayList<>();
        Possessor owner = possessive(q.possessiveWord(), true);
        for (NounItemContext n : g.nounItem()) {
          String w = words(n.noun());
          ZoneKind kind = w.startsWith("wahrzeichen") ? ZoneKind.LANDMARK_ZONE : ZONES.get(w);
          if (kind == null) {
            throw error(n, "expected a zone such as 'Reserve', found '" + w + "'");
          }
          Optional<PlayerRef> who = n == g.nounItem(0) ? Optional.of(((Possessor.OfPlayer) owner).player())
              : Optional.empty();
          out.add(new Place.InZone(new Zone(kind, who, my.span(n)), my.span(n)));
        }
        return out;
      }
    }
    return List.of(place(ctx));
  }

  /** "im Spiel" (in play), "in der Reserve" (a zone), "in meiner Expedition" (an object). */
  Place placeOf(ObjectPhraseContext p) {
    SourceSpan s = my.span(p);
    NounGroupContext g = nounGroupOf(p);
    if (g != null && g.nounItem().size() == 1 && ZONES.get(words(g.nounItem(0).noun())) == ZoneKind.PLAY) {
      return new Place.InPlay(s);
    }
    Optional<Zone> z = zoneOf(p);
    if (z.isPresent()) {
      return new Place.InZone(z.get(), s);
    }
    ObjectRef o = my.objects.obj(p, false);
    if (g != null && g.nounItem().size() == 1 && words(g.nounItem(0).noun()).equals("wahrzeichen - bereich")
        && o instanceof ObjectRef.Possessed own && own.owner() instanceof Possessor.OfPlayer player) {
      // "Karten in deinem Wahrzeichen-Bereich": a place the cards are in is the Landmark zone, as "in your
      // Landmarks" is in English; the same words after "erschaffe" name where a token goes (an object).
      return new Place.InZone(new Zone(ZoneKind.LANDMARK_ZONE, Optional.of(player.player()), s), s);
    }
    return new Place.InObject(o, s);
  }
}
