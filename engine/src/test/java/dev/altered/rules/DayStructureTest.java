package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static dev.altered.rules.TestCards.permanent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardType;
import dev.altered.rules.agent.Driver;
import dev.altered.rules.agent.RandomAgent;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** 4.1 setup, 4.2 the day: Morning, Dusk (Progress), Night (Rest, Clean-up, Check Victory), 4.3 tiebreakers. */
class DayStructureTest {
  private static Scenario cards() {
    return Scenario.create()
        .card(character("Oak", 2, 2, 3, 0, 0))
        .card(character("Rock", 2, 2, 0, 3, 0))
        .card(character("Fish", 2, 2, 0, 0, 3))
        .card(character("Wall", 2, 2, 0, 0, 0, "[Defender]. (My Expedition can't move forward during Dusk.)"))
        .card(character("Titan", 2, 2, 2, 2, 2, "[Gigantic]."))
        .card(character("Elder", 2, 2, 1, 1, 1, "[Eternal]."))
        .card(character("Veteran", 2, 2, 1, 1, 1, "[Seasoned]."))
        .card(permanent("Boots", CardType.EXPEDITION_PERMANENT, 1, 1, "Gear"))
        .card(permanent("Banner", CardType.EXPEDITION_PERMANENT, 1, 1))
        .card(permanent("Tower", CardType.LANDMARK_PERMANENT, 1, 1));
  }

  private static Scenario dusk(Scenario sc) {
    Procedures.DayFrame day = Procedures.DayFrame.at(2, Procedures.DayPoint.PROGRESS);
    return sc.from(Phase.DUSK, day);
  }

  @Test
  void rule_4_1_setupDrawsSixPutsThreeInManaAndSkipsTheFirstMorning() {
    CardCatalog catalog = CardCatalog.of(TestCards.vanillaPool());
    Game g = Game.start(3, List.of(TestCards.vanillaDeck(), TestCards.vanillaDeck()), catalog,
        new KeywordAbilityProvider());
    assertEquals(8, g.state().regions.size(), "3.2.1.b: Hero region, six Tumult regions, Companion region");
    assertTrue(g.state().regions.subList(1, 7).stream().noneMatch(r -> r.faceUp), "4.1.c: face down");
    var r = g.advance().orElseThrow();
    assertEquals(DecisionKind.CHOOSE, r.kind());
    assertEquals(g.state().firstPlayer, r.player(), "1.4.5: the first player decides first");
    assertEquals(6, g.kernel().handSize(0), "4.1.h");
    Driver.play(g, List.of(new RandomAgent(1), new RandomAgent(2)), 2);
    for (int p = 0; p < 2; p++) {
      assertEquals(3, g.kernel().objects(ZoneKind.MANA, p).size(), "4.1.i");
      assertEquals(3, g.kernel().availableMana(p), "ready Mana Orbs");
      assertEquals(1, g.kernel().objects(ZoneKind.HERO, p).size(), "4.1.e: the Hero in the Hero zone");
    }
    assertTrue(g.events().stream().noneMatch(e -> e instanceof Event.PhaseStarted p && p.phase() == Phase.MORNING),
        "4.1.j: the first Morning is skipped");
  }

  @Test
  void rule_4_2_1_morningSucceedsPreparesDrawsTwoAndExpands() {
    Scenario sc = cards().deck(0, "Oak", "Rock", "Fish").deck(1, "Oak", "Rock").hand(1, "Fish").mana(0, 1)
        .expedition(0, Side.HERO, "Elder").status("Elder", Status.EXHAUSTED).firstPlayer(0).day(2)
        .from(Phase.MORNING, new Procedures.DayFrame(2));
    assertEquals(1, sc.game().state().firstPlayer, "4.2.1.b Succeed");
    assertFalse(sc.obj("Elder").has(Status.EXHAUSTED),
        "4.2.1.c Prepare");
    assertEquals(2, sc.k().handSize(0), "4.2.1.d Draw");
    assertEquals(DecisionKind.EXPAND, sc.pending().kind());
    assertEquals(1, sc.pending().player(), "4.2.1.e remark: in turn order, the new first player first");
    assertEquals(0, sc.pending().min(), "Expand is optional");
    sc.pick("Fish");
    assertEquals(DecisionKind.EXPAND, sc.pending().kind());
    sc.none();
    assertEquals(1, sc.k().objects(ZoneKind.MANA, 1).size());
    assertTrue(sc.k().readyManaOrbs(1).size() == 1, "face down and ready");
  }

  @Test
  void rule_4_2_4_progressMovesExpeditionsWithAGreaterPositiveStatisticInATerrainOfTheirRegion() {
    Scenario sc = dusk(cards().expedition(0, Side.HERO, "Oak").expedition(1, Side.HERO, "Rock")
        .expedition(0, Side.COMPANION, "Fish").expedition(1, Side.COMPANION, "Fish").region(1, Terrain.FOREST));
    assertEquals(1, sc.k().state().player(0).heroPosition, "forest 3 > 0");
    assertEquals(1, sc.k().state().player(1).heroPosition, "mountain 3 > 0");
    assertEquals(7, sc.k().state().player(0).companionPosition, "4.2.4.e: a tie is not enough");
    assertEquals(7, sc.k().state().player(1).companionPosition);
  }

  @Test
  void rule_4_2_4_iExpeditionsThatDidNotMoveFailToMoveForward() {
    Scenario sc = dusk(cards().expedition(0, Side.HERO, "Oak"));
    List<Event.FailedToMoveForward> failed = sc.events(Event.FailedToMoveForward.class);
    assertEquals(3, failed.size(), "3.2.4.c, 7.5.7.a: the three empty Expeditions exist and did not move during Progress");
    assertTrue(failed.stream().noneMatch(f -> f.expedition().equals(dev.altered.rules.state.ExpeditionRef.hero(0))));
  }

  @Test
  void rule_4_2_4_eAnAscendedExpeditionMovesForwardOnATieButNotAtZero() {
    Scenario sc = cards().expedition(0, Side.COMPANION, "Fish").expedition(1, Side.COMPANION, "Fish");
    sc.state().player(0).companionAscended = true;
    dusk(sc);
    assertEquals(6, sc.k().state().player(0).companionPosition, "2.4.3: Ascended moves on a tie");
    assertEquals(7, sc.k().state().player(1).companionPosition);
  }

  @Test
  void rule_7_4_2_defenderKeepsItsExpeditionFromMovingForward() {
    Scenario sc = dusk(cards().expedition(0, Side.HERO, "Oak", "Wall"));
    assertEquals(0, sc.k().state().player(0).heroPosition, "7.4.2.b: Oak alone would move it forward");
    assertTrue(sc.k().isCharacter(sc.obj("Wall")), "7.4.2.a: Defender is on a Character");
  }

  @Test
  void rule_2_4_4_anAsleepCharactersStatisticsAreNotCounted() {
    Scenario sc = cards().expedition(0, Side.HERO, "Oak").status("Oak", Status.ASLEEP);
    dusk(sc);
    assertEquals(0, sc.k().state().player(0).heroPosition);
  }

  @Test
  void rule_7_4_4_eAGiganticCharacterCountsInBothExpeditions() {
    Scenario sc = dusk(cards().expedition(0, Side.HERO, "Titan"));
    assertEquals(1, sc.k().state().player(0).heroPosition, "4.2.4.g: one region, though it wins three statistics");
    assertEquals(6, sc.k().state().player(0).companionPosition);
  }

  @Test
  void rule_7_3_22_bMovingIntoAFaceDownTumultRegionRevealsTheCard() {
    Scenario sc = dusk(cards().expedition(0, Side.HERO, "Oak"));
    assertTrue(sc.k().state().regions.get(1).faceUp && sc.k().state().regions.get(2).faceUp);
    assertEquals(2, sc.events(Event.RegionRevealed.class).size());
  }

  private static Scenario rest(Scenario sc) {
    Procedures.DayFrame day = Procedures.DayFrame.at(2, Procedures.DayPoint.REST);
    return sc.from(Phase.NIGHT, day);
  }

  @Test
  void rule_4_2_5_bRestSendsCharactersToReserveExceptAnchoredAsleepAndEternal() {
    Scenario sc = rest(cards().expedition(0, Side.HERO, "Oak", "Rock", "Fish", "Elder")
        .status("Rock", Status.ANCHORED).status("Fish", Status.ASLEEP));
    sc.assertZone("Oak", ZoneKind.RESERVE).assertZone("Rock", ZoneKind.EXPEDITION)
        .assertZone("Fish", ZoneKind.EXPEDITION).assertZone("Elder", ZoneKind.EXPEDITION); // Eternal: 7.4.3.b
    assertTrue(sc.k().isCharacter(sc.obj("Elder")), "7.4.3.a: Eternal is on a Character");
    assertFalse(sc.obj("Rock").has(Status.ANCHORED), "2.4.2: loses Anchored");
    assertFalse(sc.obj("Fish").has(Status.ASLEEP), "2.4.4: loses Asleep");
  }

  @Test
  void rule_4_2_5_bGearsReturnOnlyFromExpeditionsThatMovedForwardAndOtherPermanentsStay() {
    Scenario sc = cards().expedition(0, Side.HERO, "Boots", "Banner").expedition(0, Side.COMPANION, "Boots");
    sc.state().player(0).heroMovedToday = true;
    rest(sc);
    List<GameObject> boots = sc.all("Boots");
    assertEquals(1, boots.stream().filter(o -> o.zone == ZoneKind.RESERVE).count());
    assertEquals(Side.COMPANION, boots.stream().filter(o -> o.zone == ZoneKind.EXPEDITION).findFirst()
        .orElseThrow().side);
    sc.assertZone("Banner", ZoneKind.EXPEDITION);
  }

  @Test
  void rule_7_4_6_seasonedCharactersKeepTheirBoostsGoingToReserveOthersLoseThem() {
    Scenario sc = rest(cards().expedition(0, Side.HERO, "Veteran", "Oak").counters("Veteran", "boost", 2)
        .counters("Oak", "boost", 2));
    assertEquals(2, sc.obj("Veteran").counter("boost"), "7.4.6.b-c: kept moving to Reserve, at Rest too");
    assertTrue(sc.k().isCharacter(sc.obj("Veteran")), "7.4.6.a: Seasoned is on a Character");
    assertEquals(0, sc.obj("Oak").counter("boost"), "2.5.j");
  }

  @Test
  void rule_4_2_5_cCleanUpKeepsAsManyAsTheLimitsAndDiscardsTheRestSimultaneously() {
    Procedures.DayFrame day = Procedures.DayFrame.at(2, Procedures.DayPoint.CLEAN_UP);
    Scenario sc = cards().reserve(0, "Oak", "Rock", "Fish").landmark(0, "Tower", "Tower", "Tower").firstPlayer(0)
        .from(Phase.NIGHT, day);
    assertEquals(DecisionKind.KEEP_RESERVE, sc.pending().kind());
    assertEquals(2, sc.pending().min(), "3.2.10.b: the default reserve limit is 2");
    sc.pick("Oak", "Fish");
    assertEquals(DecisionKind.KEEP_LANDMARKS, sc.pending().kind());
    List<Integer> keep = sc.pending().candidates().subList(0, 2).stream().map(c -> c.id()).toList();
    sc.answer(dev.altered.rules.decision.Answer.pick(keep));
    sc.assertZone("Rock", ZoneKind.DISCARD).assertZone("Oak", ZoneKind.RESERVE);
    assertEquals(2, sc.k().objects(ZoneKind.LANDMARK, 0).size());
    List<Event.Moved> moved = sc.events(Event.Moved.class);
    assertEquals(2, moved.size());
    assertEquals(moved.get(0).step(), moved.get(1).step(), "simultaneously: one step");
    assertEquals(dev.altered.rules.event.Cause.SACRIFICE, moved.get(1).cause(), "landmarks are sacrificed");
  }

  private static Scenario checkVictory(Scenario sc) {
    Procedures.DayFrame day = Procedures.DayFrame.at(2, Procedures.DayPoint.CHECK_VICTORY);
    return sc.from(Phase.NIGHT, day);
  }

  @Test
  void rule_4_2_5_dAPlayerWhoseExpeditionsMetWithTheGreaterSumWins() {
    Scenario sc = checkVictory(cards().positions(0, 4, 2).positions(1, 3, 6));
    assertTrue(sc.game().ended());
    assertEquals(Optional.of(0), sc.game().winner());
  }

  @Test
  void rule_4_2_5_dNothingHappensWhileAllSumsAreSixOrLess() {
    Scenario sc = checkVictory(cards().positions(0, 3, 4).positions(1, 2, 5));
    assertFalse(sc.game().ended());
  }

  @Test
  void rule_4_3_aTieStartsTiebreakersInTheArenaAndDuskDecidesByTerrainsWon() {
    Scenario sc = checkVictory(cards().positions(0, 4, 3).positions(1, 4, 3)
        .expedition(0, Side.HERO, "Oak").expedition(0, Side.COMPANION, "Rock").expedition(1, Side.HERO, "Fish"));
    assertFalse(sc.game().ended());
    assertTrue(sc.k().state().tiebreakers);
    assertEquals(1, sc.k().state().regions.size(), "4.3.b, 3.2.1.c: the regions replaced by the Arena");
    assertEquals(3, sc.k().terrains(0).size(), "4.3.c: V, M and O");
    Procedures.DayFrame day = Procedures.DayFrame.at(3, Procedures.DayPoint.PROGRESS);
    sc.game().kernel().push(day);
    sc.game().advance();
    assertTrue(sc.game().ended(), "4.3.e: two terrains to one");
    assertEquals(Optional.of(0), sc.game().winner());
  }

  /**
   * 4.3.f: once tiebreakers have started, Check Victory has no effect: at the next Night the game goes on, though the
   * players' distances are still tied and at least seven, and the Arena is not set up again.
   */
  @Test
  void rule_4_3_fCheckVictoryHasNoEffectDuringTiebreakers() {
    Scenario sc = checkVictory(cards().positions(0, 4, 3).positions(1, 4, 3)
        .expedition(0, Side.HERO, "Oak").expedition(1, Side.HERO, "Oak"));
    assertTrue(sc.k().state().tiebreakers);
    long started = sc.events(dev.altered.rules.event.Event.TiebreakersStarted.class).size();
    sc.game().kernel().push(Procedures.DayFrame.at(3, Procedures.DayPoint.CHECK_VICTORY));
    sc.game().advance();
    assertFalse(sc.game().ended(), "no winner by distance during tiebreakers");
    assertEquals(started, sc.events(dev.altered.rules.event.Event.TiebreakersStarted.class).size(),
        "tiebreakers do not start again");
    assertEquals(1, sc.k().state().regions.size(), "still the Arena alone");
  }
}
