package dev.altered.text.romance;

import static dev.altered.grammar.romance.RomanceParser.*;
import com.google.common.collect.ImmutableList;
import dev.altered.ast.Condition;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Value;
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.ObjectType;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import dev.altered.text.AbilityBuildException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Filters, places, zones and players of object phrases.
 *
 * <p>A part of {@link RomanceAstBuilder}: static methods over the builder passed in, which holds the per-ability
 * state (the text, the lexicon, the antecedent candidates, the default actor, the reading flags).
 */
final class RomanceFilterBuilder {
  private RomanceFilterBuilder() {}

  static ImmutableList<Filter> filters(RomanceAstBuilder rb, PostFiltersContext ctx) {
    if (ctx == null) {
      return ImmutableList.of();
    }
    List<Filter> out = new ArrayList<>();
    List<PostFilterContext> fs = ctx.postFilter();
    int child = 0;
    List<Filter> group = new ArrayList<>();
    Boolean groupAll = null;
    boolean joined = false;
    for (int i = 0; i < ctx.getChildCount(); i++) {
      ParseTree c = ctx.getChild(i);
      if (c instanceof TerminalNode t) {
        int type = t.getSymbol().getType();
        if (type == COMMA) {
          continue;
        }
        boolean all = type == AND;
        if (groupAll != null && groupAll != all) {
          throw new AbilityBuildException(t.getSymbol().getStartIndex(),
              "expected only 'o' or only 'y' between filters");
        }
        groupAll = all;
        joined = true;
        continue;
      }
      PostFilterContext pf = fs.get(child++);
      Filter f = filter(rb, pf);
      if (joined) {
        group.add(f);
      } else {
        flush(out, group, groupAll, rb.span(ctx));
        group = new ArrayList<>(List.of(f));
        groupAll = null;
      }
      joined = false;
    }
    flush(out, group, groupAll, rb.span(ctx));
    return RomanceAstBuilder.list(out);
  }

  static void flush(List<Filter> out, List<Filter> group, Boolean all, SourceSpan s) {
    if (group.isEmpty()) {
      return;
    }
    if (group.size() == 1) {
      out.add(group.get(0));
    } else {
      out.add(new Filter.Either(RomanceAstBuilder.list(group), all != null && all, s));
    }
  }

  /** The player of "que controles" (you), "que controle" (they), "que controla un oponente objetivo". */
  static PlayerRef filterPlayer(RomanceAstBuilder rb, List<PlayerSubjectContext> players, TerminalNode verb,
      SourceSpan s) {
    if (!players.isEmpty()) {
      return player(rb, players.get(0));
    }
    int f = RomanceAstBuilder.features(verb);
    if ((f & RomanceLexicon.P3) != 0 && (f & RomanceLexicon.P2) == 0 && (f & RomanceLexicon.PLURAL) == 0) {
      // "un personaggio che controlla" (Italian "controlla" is also the imperative, which a relative clause cannot be):
      // a Character they control.
      return new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s);
    }
    return rb.impliedPlayer(verb, s);
  }

  static Filter filter(RomanceAstBuilder rb, PostFilterContext ctx) {
    SourceSpan s = rb.span(ctx);
    if (ctx instanceof ControlledFilterContext c) {
      return new Filter.ControlledBy(filterPlayer(rb, c.playerSubject(), c.CONTROL(), s), s);
    }
    if (ctx instanceof OwnedFilterContext c) {
      return new Filter.OwnedBy(filterPlayer(rb, c.playerSubject(), c.OWN(), s), s);
    }
    if (ctx instanceof ControlledByFilterContext c) {
      return new Filter.ControlledBy(player(rb, c.playerSubject()), s);
    }
    if (ctx instanceof PlayedFilterContext c) {
      return new Filter.PlayedBy(filterPlayer(rb, c.playerSubject(), c.PLAY(), s), optZone(rb, c.zone()),
          c.terrainSymbol() == null ? Optional.empty() : Optional.of(RomanceAstBuilder.terrain(c.terrainSymbol())),
          c.durationOrTiming() == null ? Optional.empty()
              : Optional.of(RomanceAstBuilder.duration(c.durationOrTiming().duration())), s);
    }
    if (ctx instanceof PlayedFromFilterContext c) {
      return new Filter.PlayedFrom(zone(rb, c.zone()), s);
    }
    if (ctx instanceof InFilterContext c) {
      List<Place> places = new ArrayList<>();
      for (PlaceRefContext p : c.placeRef()) {
        places.add(place(rb, p));
      }
      // "de tu reserva": from your Reserve for the verbs that take cards from a zone.
      if (rb.ofMeansFrom && places.size() == 1 && c.OF().size() == 1 && c.IN().isEmpty() && c.THAT() == null
          && (places.get(0) instanceof Place.InZone || places.get(0) instanceof Place.InObject)) {
        return new Filter.From(places.get(0), s);
      }
      // "nella tua Riserva o nei tuoi fulcri", "cartas en tus hitos": in a player's Landmarks is in the Landmark zone,
      // as English reads "in your Landmarks".
      places.replaceAll(RomanceFilterBuilder::landmarkZone);
      return new Filter.In(RomanceAstBuilder.list(places), RomanceAstBuilder.has(c, AND), s);
    }
    if (ctx instanceof FromFilterContext c) {
      return new Filter.From(c.zone() != null ? new Place.InZone(zone(rb, c.zone()), rb.span(c.zone()))
          : new Place.InObject(RomanceObjectBuilder.obj(rb, c.objectPhrase(), false), rb.span(c.objectPhrase())), s);
    }
    if (ctx instanceof WithPostFilterContext c) {
      return withFilter(rb, c.withFilter(), s);
    }
    if (ctx instanceof ThatHaveFilterContext c) {
      return withFilter(rb, c.withFilter(), s);
    }
    if (ctx instanceof WithoutFilterContext c) {
      if (c.nounGroup() != null) {
        return new Filter.WithNo(pluralNouns(RomanceObjectBuilder.nouns(rb, c.nounGroup())), s);
      }
      return new Filter.NoStatOver(Integer.parseInt(c.NUMBER().getText()), s);
    }
    if (ctx instanceof BetweenFilterContext c) {
      return new Filter.Between(RomanceObjectBuilder.obj(rb, c.objectPhrase(), false), s);
    }
    if (ctx instanceof BetweenBareFilterContext c) {
      ObjectRef among = RomanceObjectBuilder.obj(rb, c.objectPhrase(), false);
      // "entre estas cartas": from these cards.
      if (among instanceof ObjectRef.These || among instanceof ObjectRef.Rest) {
        return new Filter.From(new Place.InObject(among, among.span()), s);
      }
      return new Filter.Between(among, s);
    }
    if (ctx instanceof FacingFilterContext c) {
      return new Filter.Facing(RomanceObjectBuilder.obj(rb, c.objectSubject().objectPhrase(), false), s);
    }
    if (ctx instanceof PositionFilterContext c) {
      return new Filter.InPosition(RomanceConditionBuilder.positions(rb, c.positionList()), s);
    }
    EachPhaseFilterContext c = (EachPhaseFilterContext) ctx;
    return new Filter.EachPhase(RomanceAstBuilder.phase(c.phase()), s);
  }

  static NounGroup pluralNouns(NounGroup g) {
    return new NounGroup(g.nouns(), true, g.span());
  }

  static Filter withFilter(RomanceAstBuilder rb, WithFilterContext ctx, SourceSpan s) {
    if (ctx instanceof StatFilterContext c) {
      rb.comparedStat = Optional.of(RomanceConditionBuilder.stat(rb, c.statName()));
      Condition.Compare k = RomanceConditionBuilder.compare(rb, new Value.Result(false, s), c.comparison(), s);
      rb.comparedStat = Optional.empty();
      return new Filter.StatIs(RomanceConditionBuilder.stat(rb, c.statName()), k.comparison(), k.right(), s);
    }
    if (ctx instanceof TotalStatFilterContext c) {
      Condition.Compare k = RomanceConditionBuilder.compare(rb, new Value.Result(false, s), c.comparison(), s);
      return new Filter.Total(RomanceConditionBuilder.stat(rb, c.statName()), k.comparison(), numberOf(rb, k.right()),
          s);
    }
    if (ctx instanceof TotalTerrainFilterContext c) {
      Condition.Compare k = RomanceConditionBuilder.compare(rb, new Value.Result(false, s), c.comparison(), s);
      Stat stat = switch (RomanceAstBuilder.terrain(c.terrainSymbol())) {
        case FOREST -> Stat.FOREST;
        case MOUNTAIN -> Stat.MOUNTAIN;
        case WATER -> Stat.WATER;
      };
      return new Filter.Total(stat, k.comparison(), numberOf(rb, k.right()), s);
    }
    if (ctx instanceof BaseStatFilterContext c) {
      return new Filter.StatIs(Stat.BASE_STATISTIC, Comparison.EQUAL,
          new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), rb.span(c)), false, rb.span(c)),
              s);
    }
    if (ctx instanceof CounterCountFilterContext c) {
      Condition.HasCounters h = (Condition.HasCounters) RomanceConditionBuilder.counterCondition(rb,
          new ObjectRef.Self(s), c.counterCount(), s);
      return new Filter.CounterCount(h.range(), h.count(), h.counter(), s);
    }
    if (ctx instanceof ExtremeStatFilterContext c) {
      // "con el mayor coste base", "con il costo base più alto".
      return new Filter.StatExtreme(RomanceConditionBuilder.stat(rb, c.statName()), c.LOWER() == null, s);
    }
    return new Filter.WithCounters(s);
  }

  static Quantity numberOf(RomanceAstBuilder rb, Value v) {
    if (v instanceof Value.Number n) {
      return n.quantity();
    }
    throw new AbilityBuildException(0, "expected a number for a total");
  }

  static Place place(RomanceAstBuilder rb, PlaceRefContext ctx) {
    SourceSpan s = rb.span(ctx);
    if (ctx instanceof PlayPlaceContext) {
      return new Place.InPlay(s);
    }
    if (ctx instanceof ZonePlaceContext c) {
      return new Place.InZone(zone(rb, c.zone()), s);
    }
    if (ctx instanceof TerrainPlaceContext c) {
      return new Place.InTerrain(RomanceAstBuilder.terrain(c.terrainSymbol()), s);
    }
    if (ctx instanceof AnywherePlaceContext) {
      return new Place.Anywhere(s);
    }
    return new Place.InObject(RomanceObjectBuilder.obj(rb, ((ObjectPlaceContext) ctx).objectPhrase(), false), s);
  }

  static Place landmarkZone(Place place) {
    if (place instanceof Place.InObject io && io.object() instanceof ObjectRef.Possessed p
        && p.owner() instanceof Possessor.OfPlayer owner && p.adjectives().isEmpty() && p.filters().isEmpty()
        && p.nouns().nouns().size() == 1 && p.nouns().nouns().get(0) instanceof Noun.Type t
        && t.type() == ObjectType.LANDMARK) {
      return new Place.InZone(new Zone(ZoneKind.LANDMARK_ZONE, Optional.of(owner.player()), p.span()), io.span());
    }
    return place;
  }

  static Optional<Zone> optZone(RomanceAstBuilder rb, ZoneContext ctx) {
    return ctx == null ? Optional.empty() : Optional.of(zone(rb, ctx));
  }

  static Zone zone(RomanceAstBuilder rb, ZoneContext ctx) {
    SourceSpan s = rb.span(ctx);
    if (ctx instanceof OwnedZoneContext o) {
      Possessor p = possessive(rb, o.possessive(), true);
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw rb.error(o, "expected a player's zone ('tu reserva'), found an object's");
      }
      return new Zone(zoneKind(rb, o.zoneName()), Optional.of(pl.player()), s);
    }
    if (ctx instanceof OfPlayerZoneContext o) {
      return new Zone(zoneKind(rb, o.zoneName()), Optional.of(player(rb, o.playerSubject())), s);
    }
    if (ctx instanceof OfOwnerZoneContext o) {
      Possessor p = possessive(rb, o.possessive(), false);
      ObjectRef of = p instanceof Possessor.OfObject obj ? obj.object()
          : new ObjectRef.Pronoun(rb.lastCandidate(), false, Optional.empty(), false, false, s);
      return new Zone(zoneKind(rb, o.zoneName()), Optional.of(new PlayerRef(PlayerRef.Kind.OWNER, Optional.of(of),
          rb.span(o.possessive()))), s);
    }
    PlainZoneContext p = (PlainZoneContext) ctx;
    ZoneKind kind = zoneKind(rb, p.zoneName());
    if (kind == ZoneKind.MANA_ZONE && p.THE() != null) {
      // "en la zona de maná": a Mana zone is always someone's; said with no owner, it is yours (English "your").
      return new Zone(kind, Optional.of(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s)), s);
    }
    return new Zone(kind, Optional.empty(), s);
  }

  static ZoneKind zoneKind(RomanceAstBuilder rb, ZoneNameContext ctx) {
    if (ctx.RESERVE() != null) {
      return ZoneKind.RESERVE;
    }
    if (ctx.HAND() != null) {
      return ZoneKind.HAND;
    }
    if (ctx.DECK() != null) {
      return ZoneKind.DECK;
    }
    if (ctx.DISCARD_PILE() != null) {
      return ZoneKind.DISCARD_PILE;
    }
    if (ctx.MANA() != null) {
      return ZoneKind.MANA_ZONE;
    }
    if (ctx.EXPEDITION() != null) {
      return ZoneKind.EXPEDITION_ZONE;
    }
    if (ctx.LANDMARK() != null) {
      return ZoneKind.LANDMARK_ZONE;
    }
    return ZoneKind.HERO_ZONE;
  }

  /**
   * "mi", "tu", "su": {@code ofPlayer} when what is possessed is a player's (a zone, a limit, a turn), so "su mano" is
   * their hand and "su expedición" its Expedition.
   */
  static Possessor possessive(RomanceAstBuilder rb, PossessiveContext ctx, boolean ofPlayer) {
    SourceSpan s = rb.span(ctx);
    if (ctx instanceof MyPossContext) {
      return new Possessor.OfObject(new ObjectRef.Self(s), s);
    }
    if (ctx instanceof YourPossContext) {
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s), s);
    }
    if (ofPlayer) {
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s), s);
    }
    return new Possessor.OfObject(new ObjectRef.Pronoun(rb.lastCandidate(), ctx instanceof TheirPossContext
        || (ctx instanceof ItsPossContext && RomanceAstBuilder.plural(((ItsPossContext) ctx).ITS()) && rb.lastPlural()),
        Optional.empty(), false, false, s), s);
  }

  static PlayerRef player(RomanceAstBuilder rb, PlayerSubjectContext ctx) {
    SourceSpan s = rb.span(ctx);
    PlayerRef.Kind kind;
    if (ctx instanceof YouPlayerContext) {
      kind = PlayerRef.Kind.YOU;
    } else if (ctx instanceof StartingWithYouPlayerContext) {
      kind = PlayerRef.Kind.EACH_PLAYER_STARTING_WITH_YOU;
    } else if (ctx instanceof AnOpponentPlayerContext) {
      kind = PlayerRef.Kind.AN_OPPONENT;
    } else if (ctx instanceof TargetOpponentPlayerContext || ctx instanceof OtherTargetPlayerContext) {
      kind = PlayerRef.Kind.TARGET_OPPONENT;
    } else if (ctx instanceof OtherPlayerContext) {
      kind = PlayerRef.Kind.AN_OPPONENT;
    } else if (ctx instanceof ThatOpponentPlayerContext) {
      kind = PlayerRef.Kind.THAT_OPPONENT;
    } else if (ctx instanceof PossOpponentPlayerContext c) {
      kind = RomanceAstBuilder.plural(c.OPPONENT()) ? PlayerRef.Kind.OPPONENTS : PlayerRef.Kind.YOUR_OPPONENT;
    } else if (ctx instanceof EachPlayerContext) {
      kind = PlayerRef.Kind.EACH_PLAYER;
    } else if (ctx instanceof EachOpponentPlayerContext) {
      kind = PlayerRef.Kind.OPPONENTS;
    } else if (ctx instanceof TargetPlayerContext) {
      kind = PlayerRef.Kind.TARGET_PLAYER;
    } else if (ctx instanceof TheyPlayerContext) {
      kind = PlayerRef.Kind.THEY;
    } else if (ctx instanceof OwnerPlayerContext c) {
      return new PlayerRef(PlayerRef.Kind.OWNER, Optional.of(ownerOf(rb, c.possessive(), s)), s);
    } else if (ctx instanceof ControllerPlayerContext c) {
      return new PlayerRef(PlayerRef.Kind.CONTROLLER, Optional.of(ownerOf(rb, c.possessive(), s)), s);
    } else {
      throw rb.error(ctx, "expected a player such as 'tú' or 'un oponente objetivo'");
    }
    return new PlayerRef(kind, Optional.empty(), s);
  }

  static ObjectRef ownerOf(RomanceAstBuilder rb, PossessiveContext p, SourceSpan s) {
    if (p instanceof MyPossContext) {
      return new ObjectRef.Self(s);
    }
    return new ObjectRef.Pronoun(rb.lastCandidate(), p instanceof TheirPossContext, Optional.empty(), false, false, s);
  }
}
