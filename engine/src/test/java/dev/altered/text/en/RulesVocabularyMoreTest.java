package dev.altered.text.en;

import static dev.altered.text.en.En.as;
import static dev.altered.text.en.En.error;
import static dev.altered.text.en.En.onlyStep;
import static dev.altered.text.en.En.parse;
import static dev.altered.text.en.En.print;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Ability;
import dev.altered.ast.Event;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Place;
import dev.altered.ast.Possessor;
import dev.altered.ast.Trigger;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.card.Language;
import dev.altered.text.ParsedAbility;
import dev.altered.text.TextReader;
import java.util.List;
import dev.altered.ast.Step;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * More of the vocabulary of Complete Rules sections 3, 6 and 7, in sentences written from the rules (no card prints
 * them yet): the object forms of "switch Expeditions" (7.3.34), triggers written after their effect (6.3), events
 * of several objects at once (1.3.2.c, 7.5.9, 7.5.10) and Terrain Markers (3.2.1.d, 7.3.20). Each ability must
 * parse and print back to the same AST.
 */
class RulesVocabularyMoreTest {

  // -------------------------------------------------------------------------------------------------------------------
  // 7.3.21 / 7.3.22 Move backwards / forward: with no count, to the next region
  // -------------------------------------------------------------------------------------------------------------------

  @ParameterizedTest
  @ValueSource(strings = {"forward", "backwards", "backward"})
  void rule7_3_22_anExpeditionMovingWithNoCountMovesOneRegion(String direction) {
    Step.MoveExpedition alone = as(Step.MoveExpedition.class,
        onlyStep(parse("{J} The Expedition facing me moves " + direction + ".")));
    Step.MoveExpedition oneRegion = as(Step.MoveExpedition.class,
        onlyStep(parse("{J} The Expedition facing me moves " + direction + " one region.")));
    assertEquals(oneRegion.direction(), alone.direction());
    assertEquals(1, ((dev.altered.ast.Quantity.Literal) alone.regions()).value());
    assertFalse(alone.more());
  }

  @Test
  void rule7_3_21_movingAnExpeditionIsThatExpeditionMoving() {
    assertEquals(parse("{J} Target Expedition moves backwards one region."),
        parse("{J} Move target Expedition backwards one region."));
    assertEquals(parse("{H} My Expedition moves forward."), parse("{H} Move my Expedition forward."));
  }

  // -------------------------------------------------------------------------------------------------------------------
  // 1.3.2.c, 7.2.3.a: "one or more of your Characters" are the Characters you control
  // -------------------------------------------------------------------------------------------------------------------

  @Test
  void rule7_2_3_a_oneOrMoreOfYourCharactersAreOneOrMoreCharactersYouControl() {
    assertEquals(parse("When one or more Characters you control leave the Expedition zone — Draw a card."),
        parse("When one or more of your Characters leave the Expedition zone — Draw a card."));
    assertEquals(parse("When one or more Characters your opponents control leave the Expedition zone — I gain 1 boost."),
        parse("When one or more of your opponents' Characters leave the Expedition zone — I gain 1 boost."));
  }

  @Test
  void oneOrMoreOfAnObjectsIsRefusedWithItsPosition() {
    ParsedAbility parsed = TextReader.readAbility(Language.EN,
        "When one or more of its Characters leave the Expedition zone — Draw a card.");
    assertFalse(parsed.ok());
    assertTrue(parsed.error().get().message().contains("expected a player's"), () -> parsed.error().get().toString());
  }

  // -------------------------------------------------------------------------------------------------------------------
  // 7.3.34 Switch Expeditions: "switch my Expedition" is my switching Expeditions
  // -------------------------------------------------------------------------------------------------------------------

  @ParameterizedTest
  @ValueSource(strings = {
      "{J} You may switch my Expedition.",
      "{H} Switch my Expedition.",
      "{R} Target Character switches Expeditions.",
      "{J} Target Character gains 1 boost. You may switch its Expedition.",
      "{J} You may have target Character switch its Expedition.",
      "{H} Target Character switches its Expedition.",
      "{J} Switch target Character's Expedition.",
      "{R} Characters you control switch their Expeditions.",
  })
  void rule7_3_34_switchingAnObjectsExpedition(String text) {
    parse(text);
  }

  @Test
  void rule7_3_34_switchMyExpeditionIsISwitchExpeditions() {
    Step.May may = as(Step.May.class, onlyStep(parse("{J} You may switch my Expedition.")));
    Step.SwitchExpeditions sw = as(Step.SwitchExpeditions.class, may.steps().get(0));
    assertTrue(sw.subject() instanceof ObjectRef.Self, sw::toString);
    assertTrue(sw.with().isEmpty());
    assertEquals(print("{J} I switch Expeditions."), print("{J} Switch my Expedition."));
  }

  @Test
  void rule7_3_34_switchItsExpeditionIsItSwitchingExpeditions() {
    assertEquals(print("{J} Target Character gains 1 boost. It switches Expeditions."),
        print("{J} Target Character gains 1 boost. Switch its Expedition."));
    assertEquals(print("{H} Target Character switches Expeditions."),
        print("{H} Target Character switches its Expedition."));
    assertEquals(print("{H} You may have target Character switch Expeditions."),
        print("{H} You may have target Character switch its Expedition."));
  }

  @Test
  void rule7_3_34_aPlayerHasNoExpeditionToSwitch() {
    assertTrue(error("{J} Switch your Expedition.").message().contains("whose Expedition switches"),
        () -> error("{J} Switch your Expedition.").message());
  }

  // -------------------------------------------------------------------------------------------------------------------
  // 6.3 Reactions written effect first: "[Effect] when [event]" is "When [event] — [Effect]"
  // -------------------------------------------------------------------------------------------------------------------

  @ParameterizedTest
  @ValueSource(strings = {
      "Other Characters in my Expedition gain 1 boost when they join it.",
      "Characters you control gain 1 boost when they become exhausted.",
      "Each other Character you control gains [[Anchored]] when it switches Expeditions.",
      "Characters in my Expedition lose 1 boost when they leave it.",
      "Draw a card when you play a Spell.",
      "I gain 1 boost when I join an Expedition.",
      "{I} Characters you control gain 1 boost when they gain [[Fleeting]].",
  })
  void rule6_3_aTriggerWrittenAfterItsEffect(String text) {
    assertTrue(parse(text) instanceof Ability.Reaction, text);
  }

  @Test
  void rule6_3_theEffectFirstIsTheSameReactionAsTheTriggerFirst() {
    assertEquals(parse("When another Character joins my Expedition — It gains 1 boost."),
        parse("Other Characters in my Expedition gain 1 boost when they join it."));
    assertEquals(parse("When a Character you control becomes exhausted — It gains 1 boost."),
        parse("Characters you control gain 1 boost when they become exhausted."));
    assertEquals(parse("When a Character leaves my Expedition — It loses 1 boost."),
        parse("Characters in my Expedition lose 1 boost when they leave it."));
    assertEquals(parse("When you play a Spell — Draw a card."), parse("Draw a card when you play a Spell."));
    assertEquals(parse("{I} When a Character you control gains [[Fleeting]] — It gains 1 boost."),
        parse("{I} Characters you control gain 1 boost when they gain [[Fleeting]]."));
  }

  @Test
  void rule6_3_i_theEffectIsAboutTheObjectOfTheTrigger() {
    Ability.Reaction r = as(Ability.Reaction.class,
        parse("Other Characters in my Expedition gain 1 boost when they join it."));
    Event.Joins joins = as(Event.Joins.class, as(Trigger.When.class, r.trigger()).event());
    ObjectRef.Phrase another = as(ObjectRef.Phrase.class, joins.subject());
    assertEquals(ObjectRef.Quantifier.Kind.COUNT, another.quantifier().kind());
    assertFalse(another.nouns().plural());
    assertTrue(another.filters().isEmpty(), "the place is said once, by the event: " + another);
    assertTrue(as(Place.InObject.class, joins.anyOf().get(0)).object() instanceof ObjectRef.Possessed);
    Step.Gain gain = as(Step.Gain.class, onlyStep(r));
    assertEquals(new ObjectRef.Antecedent(0), as(ObjectRef.Pronoun.class, gain.subject()).antecedent());
  }

  @Test
  void rule6_3_aLateTriggerMustEndAWholeAbility() {
    assertTrue(error("Draw a card when you play a Spell. I gain 1 boost.").message().contains("whole ability"),
        () -> error("Draw a card when you play a Spell. I gain 1 boost.").message());
  }

  @Test
  void rule6_3_theyMustStandForTheObjectsOfTheEffect() {
    assertTrue(error("Draw a card when they join my Expedition.").message().contains("stand for"),
        () -> error("Draw a card when they join my Expedition.").message());
    assertTrue(error("Characters you control gain 1 boost when they join it.").message().contains("'it' stands for"),
        () -> error("Characters you control gain 1 boost when they join it.").message());
  }

  // -------------------------------------------------------------------------------------------------------------------
  // 1.3.2.c, 7.5.9, 7.5.10: "one or more" objects of one event
  // -------------------------------------------------------------------------------------------------------------------

  @ParameterizedTest
  @ValueSource(strings = {
      "When one or more Characters join my Expedition — Draw a card.",
      "When one or more Characters leave my Expedition — I gain 1 boost.",
      "When one or more other Characters you control leave the Expedition zone — Draw a card.",
      "When one or more Characters join your Expeditions — I gain 1 boost.",
      "When one or more cards join your Reserve — I gain 1 boost.",
      "When one or more Characters switch Expeditions — Draw a card.",
      "When one or more [[Fleeting]] Characters are sacrificed — Draw a card.",
      "When one or more Characters with no boosts gain [[Anchored]] — Draw a card.",
  })
  void rule1_3_2_c_oneOrMoreObjectsOfOneEvent(String text) {
    parse(text);
  }

  @Test
  void rule7_5_9_oneOrMoreIsAQuantifierOfItsOwn() {
    Ability.Reaction r = as(Ability.Reaction.class,
        parse("When one or more other Characters you control leave the Expedition zone — Draw a card."));
    Event.Leaves leaves = as(Event.Leaves.class, as(Trigger.When.class, r.trigger()).event());
    ObjectRef.Phrase ph = as(ObjectRef.Phrase.class, leaves.subject());
    assertEquals(ObjectRef.Quantifier.Kind.ONE_OR_MORE, ph.quantifier().kind());
    assertTrue(ph.nouns().plural());
    assertTrue(ph.adjectives().get(0) instanceof ObjectRef.Adjective.Other);
    assertEquals(1, ph.filters().size());
    assertTrue(!parse("When a Character joins my Expedition — Draw a card.").equals(
        parse("When one or more Characters join my Expedition — Draw a card.")), "once per event is not once each");
  }

  // -------------------------------------------------------------------------------------------------------------------
  // 3.2.1.d-e, 7.3.20: Terrain Markers
  // -------------------------------------------------------------------------------------------------------------------

  @ParameterizedTest
  @ValueSource(strings = {
      "{J} Place a {M} Terrain Marker on target region.",
      "{H} Place a {V} Terrain Marker on my region.",
      "{R} Place a {V} and {O} Terrain Marker on the region of target Character.",
      "{J} Target opponent places a {O} Terrain Marker on my region.",
      "{J} Place two {M} Terrain Markers on target region.",
      "{J} Move target Terrain Marker to my region.",
      "{H} You may move a {M} Terrain Marker to target region.",
      "Characters in regions with a {M} Terrain Marker get +1 {M}.",
      "{J} Target Character in a region with no Terrain Marker gains 1 boost.",
  })
  void rule3_2_1_d_terrainMarkers(String text) {
    parse(text);
  }

  @Test
  void rule3_2_1_d_placingAMarkerOfTerrains() {
    Step.PlaceTerrainMarker place = as(Step.PlaceTerrainMarker.class,
        onlyStep(parse("{R} Place a {V} and {O} Terrain Marker on the region of target Character.")));
    assertEquals(List.of(Terrain.FOREST, Terrain.WATER), place.terrains());
    ObjectRef.Possessed region = as(ObjectRef.Possessed.class, place.on());
    assertTrue(region.owner() instanceof Possessor.OfObject, region::toString);
    assertEquals(print("{R} Place a {V} and {O} Terrain Marker on target Character's region."),
        print("{R} Place a {V} and {O} Terrain Marker on the region of target Character."));
  }

  @Test
  void rule7_3_20_movingATerrainMarkerIsNotAMoveBetweenZones() {
    Step.MoveTerrainMarker move = as(Step.MoveTerrainMarker.class,
        onlyStep(parse("{J} Move target Terrain Marker to my region.")));
    ObjectRef.Phrase marker = as(ObjectRef.Phrase.class, move.markers());
    assertTrue(as(ObjectRef.Noun.TerrainMarker.class, marker.nouns().nouns().get(0)).terrains().isEmpty());
    assertTrue(move.to() instanceof ObjectRef.Possessed, move::toString);
    assertTrue(error("{J} Move target Terrain Marker to your hand.").message().contains("region"),
        () -> error("{J} Move target Terrain Marker to your hand.").message());
  }

  @Test
  void rule3_2_1_d_regionsWithAMarker() {
    Step.Continuous c = as(Step.Continuous.class,
        onlyStep(parse("Characters in regions with a {M} Terrain Marker get +1 {M}.")));
    assertTrue(c.toString().contains("WithA"), c::toString);
  }

  // -------------------------------------------------------------------------------------------------------------------
  // Sections 6-7 scanned for event words the grammar did not know: spending (7.3.33), placing and moving Terrain
  // Markers (3.2.1.d, 7.3.20). The other keyword actions of 7.3 are events of the atomic actions they are defined by
  // (give, double, augment: gains, 7.3.16, 7.3.8.a, 7.3.4.a; exchange: gains and loses or moves, 7.3.10-11; sabotage:
  // discard, 7.3.30), which the grammar reads already.
  // -------------------------------------------------------------------------------------------------------------------

  @ParameterizedTest
  @ValueSource(strings = {
      "When I spend boosts — Draw a card.",                                                   // 7.3.33
      "When a Character you control spends a Kelon counter — I gain 1 boost.",
      "When a Terrain Marker is placed on my region — Draw a card.",                          // 3.2.1.d
      "When a {M} Terrain Marker is moved — Draw a card.",                                    // 7.3.20
      "When you place a Terrain Marker — I gain 1 boost.",
      "When an opponent moves a Terrain Marker to my region — Draw a card.",
      "When a card gains a Kelon counter — I gain 1 boost.",                                  // 7.3.4 augment
      "When a card is discarded from a Reserve — Draw a card.",                               // 7.3.30 sabotage
  })
  void rules6_7_eventWords(String text) {
    parse(text);
  }

  @Test
  void rule7_3_33_spendingIsAnEventOfItsOwn() {
    Ability.Reaction r = as(Ability.Reaction.class, parse("When I spend a boost — Draw a card."));
    Event.Spends sp = as(Event.Spends.class, as(Trigger.When.class, r.trigger()).event());
    assertTrue(sp.subject() instanceof ObjectRef.Self);
    assertEquals(print("When I spend boosts — Draw a card."), print("When I spend a boost — Draw a card."));
  }

  @Test
  void rule7_3_20_placingOrMovingAMarkerIsAnEvent() {
    Ability.Reaction r = as(Ability.Reaction.class,
        parse("When an opponent moves a Terrain Marker to my region — Draw a card."));
    Event.TerrainMarkerPlaced m = as(Event.TerrainMarkerPlaced.class, as(Trigger.When.class, r.trigger()).event());
    assertTrue(m.moved());
    assertTrue(m.player().isPresent());
    assertTrue(m.region().isPresent());
    assertTrue(error("When you place a Character — Draw a card.").message().contains("Terrain Marker"),
        () -> error("When you place a Character — Draw a card.").message());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "{J} You may switch my Expedition.",
      "{J} Target Character gains 1 boost. You may switch its Expedition.",
      "Other Characters in my Expedition gain 1 boost when they join it.",
      "Draw a card when you play a Spell.",
      "When one or more Characters join my Expedition — Draw a card.",
      "{J} Place a {M} Terrain Marker on target region.",
      "{J} Move target Terrain Marker to my region.",
      "Characters in regions with a {M} Terrain Marker get +1 {M}.",
      "When I spend boosts — Draw a card.",
      "When a Terrain Marker is placed on my region — Draw a card.",
  })
  void theNewVocabularyStaysOnTheFastPath(String text) {
    En.assertOnFastPath(text);
  }
}
