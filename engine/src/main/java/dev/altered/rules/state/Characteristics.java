package dev.altered.rules.state;

import dev.altered.card.Faction;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An object's characteristics (2.2) as computed by 2.3: base values modified by passive abilities. Immutable; the
 * {@code with...} methods are what continuous effects use. Missing numbers read as zero (2.3.1.f).
 *
 * @param landmarkPermanent for Permanents, the zone type (2.2.3): true for Landmark, false for Expedition
 * @param abilityIds the abilities it has, resolved through the ability provider (granted abilities included)
 * @param keywords keyword abilities with their number (Tough X, Scout X; 0 for the others)
 */
public record Characteristics(ObjectType type, List<String> subtypes, String name, int handCost, int reserveCost,
    Optional<Faction> faction, int forest, int mountain, int water, boolean landmarkPermanent,
    List<String> abilityIds, Map<Keyword, Integer> keywords) {

  public Characteristics {
    Objects.requireNonNull(type, "type");
    subtypes = List.copyOf(subtypes);
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(faction, "faction");
    abilityIds = List.copyOf(abilityIds);
    keywords = keywords.isEmpty() ? Map.of() : Map.copyOf(new EnumMap<>(keywords));
  }

  public int stat(Terrain terrain) {
    return switch (terrain) {
      case FOREST -> forest;
      case MOUNTAIN -> mountain;
      case WATER -> water;
    };
  }

  public boolean has(Keyword keyword) {
    return keywords.containsKey(keyword);
  }

  public int keywordValue(Keyword keyword) {
    return keywords.getOrDefault(keyword, 0);
  }

  public boolean hasSubtype(String subtype) {
    return subtypes.stream().anyMatch(s -> s.equalsIgnoreCase(subtype));
  }

  public Characteristics withStats(int forest, int mountain, int water) {
    return new Characteristics(type, subtypes, name, handCost, reserveCost, faction, forest, mountain, water,
        landmarkPermanent, abilityIds, keywords);
  }

  public Characteristics plusStats(int forest, int mountain, int water) {
    return withStats(this.forest + forest, this.mountain + mountain, this.water + water);
  }

  public Characteristics withKeyword(Keyword keyword, int value) {
    EnumMap<Keyword, Integer> k = new EnumMap<>(Keyword.class);
    k.putAll(keywords);
    k.put(keyword, value);
    return new Characteristics(type, subtypes, name, handCost, reserveCost, faction, forest, mountain, water,
        landmarkPermanent, abilityIds, k);
  }

  public Characteristics withoutKeyword(Keyword keyword) {
    EnumMap<Keyword, Integer> k = new EnumMap<>(Keyword.class);
    k.putAll(keywords);
    k.remove(keyword);
    return new Characteristics(type, subtypes, name, handCost, reserveCost, faction, forest, mountain, water,
        landmarkPermanent, abilityIds, k);
  }

  public Characteristics withAbility(String abilityId) {
    List<String> a = new ArrayList<>(abilityIds);
    if (!a.contains(abilityId)) {
      a.add(abilityId);
    }
    return new Characteristics(type, subtypes, name, handCost, reserveCost, faction, forest, mountain, water,
        landmarkPermanent, a, keywords);
  }

  public Characteristics withoutAbilities() {
    return new Characteristics(type, subtypes, name, handCost, reserveCost, faction, forest, mountain, water,
        landmarkPermanent, List.of(), Map.of());
  }

  public Characteristics withSubtype(String subtype) {
    if (hasSubtype(subtype)) {
      return this;
    }
    List<String> s = new ArrayList<>(subtypes);
    s.add(subtype);
    return new Characteristics(type, s, name, handCost, reserveCost, faction, forest, mountain, water,
        landmarkPermanent, abilityIds, keywords);
  }

  /** 2.2.9: the Reserve Cost when Fleeting, in Reserve, or played from Reserve; the Hand Cost otherwise. */
  public int baseCost(boolean reserveBased) {
    return reserveBased ? reserveCost : handCost;
  }
}
