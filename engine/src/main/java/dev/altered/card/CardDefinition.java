package dev.altered.card;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A card as printed: its characteristics (2.2) and its text in every language it was published in. This is data,
 * not behaviour: the engine compiles the text into programs.
 *
 * @param reference the unique reference, e.g. {@code ALT_CORE_B_AX_16_C}
 * @param subtypes sub-type ids in upper case ({@code ENGINEER}); an open vocabulary, checked by the card checker
 * @param names the name in each language; the English name is the object's name (2.2.4.c)
 */
public record CardDefinition(
    String reference,
    String set,
    CardType type,
    ImmutableList<String> subtypes,
    Faction faction,
    Rarity rarity,
    ImmutableMap<Language, String> names,
    OptionalInt handCost,
    OptionalInt reserveCost,
    Optional<Stats> stats,
    Optional<HeroLimits> limits,
    ImmutableMap<Language, CardText> texts) {

  public CardDefinition {
    Objects.requireNonNull(reference, "reference");
    Objects.requireNonNull(set, "set");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(subtypes, "subtypes");
    Objects.requireNonNull(faction, "faction");
    Objects.requireNonNull(rarity, "rarity");
    Objects.requireNonNull(names, "names");
    Objects.requireNonNull(handCost, "handCost");
    Objects.requireNonNull(reserveCost, "reserveCost");
    Objects.requireNonNull(stats, "stats");
    Objects.requireNonNull(limits, "limits");
    Objects.requireNonNull(texts, "texts");
  }

  /** The English name, or the reference when the card has none. */
  public String name() {
    return names.getOrDefault(Language.EN, reference);
  }

  public CardText text(Language language) {
    return texts.getOrDefault(language, CardText.EMPTY);
  }
}
