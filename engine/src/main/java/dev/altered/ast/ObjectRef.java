package dev.altered.ast;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Vocabulary.ObjectType;
import java.util.Optional;

/**
 * A reference to objects or cards (2.2.1.h): the source itself, a pronoun resolved to what it stands for, or a
 * phrase "quantifier + adjectives + nouns + filters" ("up to two target Characters with Hand Cost {3} or less you
 * control").
 *
 * <p>Pronouns are resolved when the AST is built: an {@link Antecedent} is the index of an object phrase earlier in the
 * same ability (counting, in reading order, the phrases that are the subject or object of a trigger, step or
 * condition; places and filters are not counted), or {@link Antecedent#TRIGGER} for the object of a symbol trigger.
 */
public sealed interface ObjectRef {
  SourceSpan span();

  /** I, me (7.2.1): the object bearing the ability. */
  record Self(SourceSpan span) implements ObjectRef {}

  /** "we both" (7.2.2): the source and the object it stands for. */
  record SelfAnd(Antecedent other, SourceSpan span) implements ObjectRef {}

  /**
   * it, them, they, "that Character", "the target": an object named earlier.
   *
   * @param restated the noun of "that Character", if the pronoun restates it
   * @param theTarget "the target"
   * @param all "them all"
   */
  record Pronoun(Antecedent antecedent, boolean plural, Optional<NounGroup> restated, boolean theTarget,
      boolean all, SourceSpan span) implements ObjectRef {}

  /** A quantified noun phrase. */
  record Phrase(Quantifier quantifier, ImmutableList<Adjective> adjectives, NounGroup nouns,
      ImmutableList<Filter> filters, SourceSpan span) implements ObjectRef {}

  /** "my Expedition", "your other Expedition", "its owner's hand cards": nouns belonging to someone. */
  record Possessed(Possessor owner, ImmutableList<Adjective> adjectives, NounGroup nouns,
      ImmutableList<Filter> filters, SourceSpan span) implements ObjectRef {}

  /** "one of your Mana Orbs", "each of your Expeditions", "all of ...". */
  record OfPossessed(Quantifier.Kind which, Possessor owner, ImmutableList<Adjective> adjectives, NounGroup nouns,
      ImmutableList<Filter> filters, SourceSpan span) implements ObjectRef {}

  /** "the top card of your deck", "the top four cards of your deck". */
  record TopOf(Optional<Quantity> count, Zone zone, SourceSpan span) implements ObjectRef {}

  /** All the cards of a zone: "their hand". */
  record ZoneContents(Zone zone, SourceSpan span) implements ObjectRef {}

  /** "the other cards", "the others": the rest of a set named earlier (revealed, looked at). */
  record Rest(Antecedent of, SourceSpan span) implements ObjectRef {}

  /** "these cards": the set named earlier. */
  record These(Antecedent of, SourceSpan span) implements ObjectRef {}

  /** "one": one card of the set named earlier ("Put one in your hand"). */
  record OneOfThem(Antecedent of, SourceSpan span) implements ObjectRef {}

  /** "up to two targets, Characters or Permanents". */
  record Targets(Quantifier quantifier, NounGroup nouns, SourceSpan span) implements ObjectRef {}

  /** Several references: "their hand and their Reserve", "target Character or Expedition Permanent". */
  record Several(ImmutableList<ObjectRef> items, boolean any, SourceSpan span) implements ObjectRef {}

  /** What a pronoun stands for. */
  record Antecedent(int index) {
    /** The object of the trigger when nothing was named (a symbol trigger's source). */
    public static final Antecedent TRIGGER = new Antecedent(-1);
  }

  /**
   * Determiner or quantifier of a phrase.
   *
   * @param count how many, for {@link Kind#COUNT} and {@link Kind#UP_TO}
   * @param target whether the objects are targets (1.2.6.c, 6.5.b)
   */
  record Quantifier(Kind kind, Optional<Quantity> count, boolean target, SourceSpan span) {
    public enum Kind {
      /** a bare plural: "Characters you control" means all of them. */
      BARE,
      /** "a", "one", "two", "target" (count 1). */
      COUNT,
      UP_TO,
      ANY_NUMBER,
      /** "any Characters in Reserve". */
      ANY,
      ALL,
      EACH,
      /** "yet another" (after "another"). */
      YET_ANOTHER,
      /** "the" */
      THE,
      /** "the next ... you play". */
      NEXT,
      /** "the first ... you play each Afternoon"; count is the ordinal. */
      ORDINAL,
      /**
       * "When one or more Characters join ...": the objects of one event together, so the trigger matches the event
       * once, not once per object (1.3.2.c, 6.3.g).
       */
      ONE_OR_MORE
    }
  }

  /**
   * A noun or a union of nouns: "Character or Permanent", "Song or Artist"; {@code plural}: the number the nouns
   * are written in ("your Expeditions" are both of them, "my Expedition" one).
   */
  record NounGroup(ImmutableList<Noun> nouns, boolean plural, SourceSpan span) {}

  /** A type (2.2.1) or a sub-type (2.2.2; an open vocabulary of ids). */
  sealed interface Noun {
    SourceSpan span();

    record Type(ObjectType type, SourceSpan span) implements Noun {}

    record Subtype(String id, SourceSpan span) implements Noun {}

    /** "player"/"opponent" as a noun: "target player". */
    record Player(boolean opponent, SourceSpan span) implements Noun {}

    /**
     * "a {M} Terrain Marker", "Terrain Markers" (3.2.1.d): a marker of one or more terrains placed on a region;
     * {@code terrains} empty means a marker of any terrains.
     */
    record TerrainMarker(ImmutableList<Vocabulary.Terrain> terrains, SourceSpan span) implements Noun {}
  }

  /** Adjectives before the noun. */
  sealed interface Adjective {
    SourceSpan span();

    /** "[[Fleeting]]", or any of several: "[[Fleeting]], [[Anchored]] or [[Asleep]]". */
    record WithStatus(ImmutableList<Status> anyOf, SourceSpan span) implements Adjective {}

    /** "ready" (2.4.6.b). */
    record Ready(SourceSpan span) implements Adjective {}

    record Other(SourceSpan span) implements Adjective {}

    /** "token Character". */
    record Token(SourceSpan span) implements Adjective {}

    /** "non-token", "non-Illusion". */
    record Non(Noun noun, SourceSpan span) implements Adjective {}

    /** "Hero Expedition", "Companion Expedition" (1.2.3.c). */
    record ExpeditionKind(boolean companion, SourceSpan span) implements Adjective {}

    /** "non-Fleeting Character" (2.4): without that status. */
    record WithoutStatus(Status status, SourceSpan span) implements Adjective {}

    /** "[Defender] Characters". */
    record WithKeyword(KeywordAbilityId keyword, SourceSpan span) implements Adjective {}

    /**
     * "visible region" (3.1.3: face up), "single-terrain region" (one terrain), "starting region" (the Hero region
     * and the Companion region, where the Expeditions start, 1.3.1.b, 4.1.d): what a region is (3.2.1).
     */
    record OfRegion(RegionQuality quality, SourceSpan span) implements Adjective {
      public enum RegionQuality { VISIBLE, SINGLE_TERRAIN, STARTING }
    }
  }
}
