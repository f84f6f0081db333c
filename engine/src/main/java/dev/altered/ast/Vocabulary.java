package dev.altered.ast;

/** Small closed vocabularies of the rules, shared by all node kinds. */
public final class Vocabulary {
  private Vocabulary() {}

  /** Phases of the Day (4.2.a) and Rest, the Night's first daily effect (4.2.5). */
  public enum Phase { MORNING, NOON, AFTERNOON, DUSK, NIGHT, REST }

  /** Durations of continuous effects (2.2.15.a). */
  public enum Duration { THIS_TURN, THIS_AFTERNOON, THIS_DAY }

  /** Periods a count is limited to: "once per Day", "twice per turn". */
  public enum Period { TURN, AFTERNOON, DAY }

  /** Limits (4.2.5.b Reserve and Landmark limits at Clean-up; the counters a Support ability can give, 2.5). */
  public enum Limit { RESERVE, LANDMARK, SUPPORT_COUNTERS }

  /**
   * What happens to an object, in the passive voice of events, replacements and restrictions: "is sacrificed",
   * "would be discarded", "can't be targeted by ...".
   */
  public enum ObjectAction {
    SACRIFICED, PLAYED, SENT, RETURNED, PUT, DISCARDED, EXHAUSTED, READIED, TARGETED, REVEALED, DRAWN, CREATED,
    /** 7.3.4: gained one more of a counter it had. */
    AUGMENTED
  }

  /** Trigger symbols (7.1.1): {J} joins the Expedition or Landmark zone, {H} played from Hand, {R} from Reserve. */
  public enum TriggerSymbol { JOIN, HAND, RESERVE }

  /** Terrains and statistics (7.1.2): {V} forest, {M} mountain, {O} water. */
  public enum Terrain { FOREST, MOUNTAIN, WATER }

  /** Zones (3). {@code PLAY} is "in play" (the Expedition zone and the Landmark zone, 3.1.4). */
  public enum ZoneKind {
    RESERVE, HAND, DECK, DISCARD_PILE, MANA_ZONE, EXPEDITION_ZONE, LANDMARK_ZONE, HERO_ZONE, PLAY, ANYWHERE
  }

  /** Card and object types (2.2.1) as nouns of object phrases; {@code CARD} is any card. */
  public enum ObjectType {
    CHARACTER, PERMANENT,
    /** Permanents by zone type (2.2.3). */
    EXPEDITION_PERMANENT, LANDMARK_PERMANENT,
    SPELL, CARD, TOKEN, LANDMARK, MANA_ORB, EXPEDITION, HERO, REGION
  }

  /** Expedition positions (7.5.2). */
  public enum Position { AHEAD, BEHIND, TIED }

  /** Directions of Expedition moves (7.3.21, 7.3.22). */
  public enum Direction { FORWARD, BACKWARD }

  /** Numeric comparisons. */
  public enum Comparison { AT_LEAST, AT_MOST, EQUAL, GREATER, LESS, LESS_OR_EQUAL, GREATER_OR_EQUAL }

  /** Numeric characteristics an object phrase or condition can look at. */
  public enum Stat { HAND_COST, RESERVE_COST, BASE_STATISTIC, FOREST, MOUNTAIN, WATER, RESULT,
    /** "their highest statistic". */
    HIGHEST_STATISTIC,
    /** "Base Cost" (2.2.9): Reserve Cost when Fleeting, in Reserve or played from it; Hand Cost otherwise. */
    BASE_COST }
}
