package dev.altered.ir;

import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A predicate over objects and cards (2.2.1.h: what an object phrase describes), evaluated by the interpreter against
 * kernel queries: "target [[Boosted]] Character with Hand Cost {3} or less you control" is
 * {@code And[Type CHARACTER, Status BOOSTED, Stat HAND_COST <= 3, Controlled you]}.
 */
public sealed interface Pred extends Constant {
  record True() implements Pred {
    @Override
    public String toString() {
      return "any";
    }
  }

  record And(List<Pred> all) implements Pred {
    public And {
      all = List.copyOf(all);
    }

    @Override
    public String toString() {
      return all.stream().map(Object::toString).collect(Collectors.joining(" & ", "(", ")"));
    }
  }

  record Or(List<Pred> any) implements Pred {
    public Or {
      any = List.copyOf(any);
    }

    @Override
    public String toString() {
      return any.stream().map(Object::toString).collect(Collectors.joining(" | ", "(", ")"));
    }
  }

  record Not(Pred pred) implements Pred {
    public Not {
      Objects.requireNonNull(pred, "pred");
    }

    @Override
    public String toString() {
      return "!" + pred;
    }
  }

  /** In one of these zones; "in play" is the Expedition and Landmark zones (3.1.4.a). */
  record InZone(List<ZoneKind> zones) implements Pred {
    public InZone {
      zones = List.copyOf(zones);
    }

    @Override
    public String toString() {
      return "in " + zones;
    }
  }

  /** In a personal zone of these players ("your Reserve"), or controlled by them in a shared zone. */
  record ZoneOf(Who who) implements Pred {
    @Override
    public String toString() {
      return "zone of " + who;
    }
  }

  /** Controlled by these players (7.5.5: in their Expeditions, Landmark zone or Hero zone). */
  record Controlled(Who who) implements Pred {
    @Override
    public String toString() {
      return "controlled by " + who;
    }
  }

  /** Of a type (2.2.1); {@link ObjType#CARD} is any card. */
  record Type(ObjType type) implements Pred {
    @Override
    public String toString() {
      return type.name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** Has a sub-type (2.2.2), an upper-case id. */
  record Subtype(String id) implements Pred {
    @Override
    public String toString() {
      return "subtype " + id;
    }
  }

  record HasStatus(Status status) implements Pred {
    @Override
    public String toString() {
      return status.name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  record HasKeyword(Keyword keyword) implements Pred {
    @Override
    public String toString() {
      return "has " + keyword;
    }
  }

  /** Played from a zone (5.2): the object a card just played became remembers where it was played from. */
  record PlayedFrom(ZoneKind zone) implements Pred {
    @Override
    public String toString() {
      return "played from " + zone.name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** In a region matching ("in a single-terrain region"): the region of its Expedition (7.5.8). */
  record InRegion(RegionPred region) implements Pred {
    @Override
    public String toString() {
      return "in " + region;
    }
  }

  /** The source of the ability itself ("I", "me"). */
  record Self() implements Pred {
    @Override
    public String toString() {
      return "me";
    }
  }

  /** One of the objects held in a register. */
  record InReg(int reg) implements Pred {
    @Override
    public String toString() {
      return "in " + Regs.name(reg);
    }
  }

  /** A numeric characteristic compared with a number ("with Hand Cost {3} or less", "with no statistic over 3"). */
  record Stat(StatKind stat, Cmp cmp, Num value) implements Pred {
    @Override
    public String toString() {
      return stat + " " + cmp + " " + value;
    }
  }

  /** In an Expedition matching the predicate (7.4.4.b: a Gigantic Character is in both of its controller's). */
  record InExp(ExpPred expedition) implements Pred {
    @Override
    public String toString() {
      return "in expedition " + expedition;
    }
  }

  /** In a region with this terrain (7.5.8). */
  record InTerrain(Terrain terrain) implements Pred {
    @Override
    public String toString() {
      return "in " + terrain;
    }
  }

  /** Owned by these players (1.2.2). */
  record OwnedBy(Who who) implements Pred {
    @Override
    public String toString() {
      return "owned by " + who;
    }
  }

  /** Has a number of counters of a kind (empty: of all kinds together) compared with a number (2.5). */
  record CounterCount(java.util.Optional<String> counter, Cmp cmp, Num value) implements Pred {
    @Override
    public String toString() {
      return counter.orElse("all") + " counters " + cmp + " " + value;
    }
  }

  /** Has at least one counter of any kind. */
  record HasCounters() implements Pred {
    @Override
    public String toString() {
      return "with counters";
    }
  }

  /** In a region where one of its base statistics (2.2.11) is {@code value} for that terrain (7.5.8). */
  record InTerrainWithBaseStat(int value) implements Pred {
    @Override
    public String toString() {
      return "in a terrain where its base statistic is " + value;
    }
  }

  /**
   * A card the player could play now from where it is (5.2.a): for free, or with a discount (5.2.b, 7.3.23); its
   * cost then payable.
   */
  record Playable(Who player, boolean free, Num discount) implements Pred {
    @Override
    public String toString() {
      return "playable by " + player + (free ? " for free" : " for " + discount + " less");
    }
  }

  /** Types of object phrases (2.2.1, 2.2.3). */
  enum ObjType { CHARACTER, PERMANENT, EXPEDITION_PERMANENT, LANDMARK_PERMANENT, SPELL, CARD, TOKEN, MANA_ORB, HERO }

  /** Numeric characteristics; BASE_ANY: one of the base statistics (2.2.11); MAX_STAT: the highest statistic. */
  enum StatKind { HAND_COST, RESERVE_COST, FOREST, MOUNTAIN, WATER, BASE_ANY, MAX_STAT, BASE_COST }

  static Pred and(List<Pred> preds) {
    List<Pred> flat = preds.stream().filter(p -> !(p instanceof True)).toList();
    return flat.isEmpty() ? new True() : flat.size() == 1 ? flat.get(0) : new And(flat);
  }

  static Pred or(List<Pred> preds) {
    return preds.size() == 1 ? preds.get(0) : new Or(preds);
  }
}
