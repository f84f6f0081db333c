package dev.altered.text.en;

import static dev.altered.text.en.En.as;
import static dev.altered.text.en.En.onlyStep;
import static dev.altered.text.en.En.parse;
import static dev.altered.text.en.En.print;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Ability;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.Event;
import dev.altered.ast.Filter;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Statement;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.Trigger;
import dev.altered.ast.Vocabulary.ObjectType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The vocabulary of Complete Rules sections 6 and 7, one construct at a time, in forms no dev set prints: every
 * keyword action of 7.3 done by the player, by an object or by another player, plain and bracketed; keyword abilities
 * (7.4) and statuses (2.4) gained, lost, as adjectives and as filters; triggers (6.3, 7.5); durations (2.2.15),
 * leading and trailing; costs (6.4); conditions and replacements (6.2, 6.5). Each ability must parse and print back
 * to the same AST.
 */
class RulesVocabularyTest {

  @ParameterizedTest
  @ValueSource(strings = {
      "{R} You may activate the {J} abilities of target Permanent you control.",          // 7.3.1
      "{H} Activate the {R} abilities of target Character you control.",
      "The {h} triggers of Characters your opponents control don't activate.",            // 7.3.1.e
      "{D} : [After You].",                                                                  // 7.3.2
      "{J} After You.",
      "{J} My Expedition ascends.",                                                          // 7.3.3
      "{H} Your Expeditions [Ascend].",
      "{R} Each of your Expeditions ascends.",
      "{J} Augment target Character you control.",                                          // 7.3.4
      "{H} Augment up to three target cards in play.",
      "{J} Create two [Ordis Recruit 1/1/1] Soldier tokens in each of your Expeditions.",   // 7.3.5
      "{R} Target opponent creates a [Brassbug 2/2/2] Robot token in their Hero Expedition.",
      "{J} It defects.",                                                                     // 7.3.6
      "{H} Up to two target Characters defect.",
      "{R} Target Character with Hand Cost {2} or less defects.",
      "{J} Discard target card in a Reserve.",                                               // 7.3.7
      "{H} Each player discards a card from their hand.",
      "{J} Target opponent discards two cards at random.",
      "{J} Double my boosts.",                                                               // 7.3.8
      "{H} Double the number of boosts on each Character you control.",
      "{R} Double the Kelon counters of target Permanent.",
      "{H} Each opponent draws a card.",                                                     // 7.3.9
      "{R} You may draw X cards, where X is the number of Characters you control.",
      "{H} Exchange target card in your Reserve with a card from your hand.",               // 7.3.11
      "{H} Exhaust up to two target Permanents your opponents control.",                    // 7.3.12
      "{J} [Exhausted Resupply].",                                                           // 7.3.13
      "{H} Exhausted Resupply.",
      "{R} Each player may Exhausted Resupply.",
      "{J} Target Character gains 2 Kelon counters.",                                        // 7.3.14
      "{H} I gain [[Anchored]] and [[Fleeting]].",                                           // 7.3.15
      "{J} Give 2 boosts to target Character.",                                              // 7.3.16
      "{R} Give 3 boosts to up to two target Characters.",
      "{J} You may have target Character gain [[Fleeting]].",                               // 7.3.17
      "{H} Have target Character defect.",
      "{R} You may have target Expedition move forward one region.",
      "{J} Target Character loses [[Fleeting]].",                                            // 7.3.19
      "{R} Target Character loses all its boosts.",
      "{J} Target Expedition moves backwards one region.",                                   // 7.3.21
      "{J} Target opponent's Expedition moves backwards one region.",
      "{R} Your Expeditions move forward one region.",                                       // 7.3.22
      "{R} You may play a Spell with Hand Cost {3} or less from your Reserve for free.",    // 7.3.23
      "{R} Put the top card of your deck in your Reserve.",                                  // 7.3.24
      "{H} Return me to your hand.",                                                         // 7.3.27
      "{R} Send target Character to its owner's Reserve.",                                   // 7.3.32
      "{R} Ready up to two target cards in your Reserve.",                                   // 7.3.25
      "{H} Each player resupplies.",                                                         // 7.3.26
      "{J} Roll a die. On a: • 6, draw three cards. • 1-5, draw a card.",                    // 7.3.28
      "{H} You may Rush.",                                                                   // 7.3.29
      "{H} Sabotage twice.",                                                                 // 7.3.30
      "{J} Target player sacrifices a Landmark.",                                            // 7.3.31
      "{T}, Spend 2 of my Kelon counters : Draw a card.",                                     // 7.3.33
      "{R} Each Character you control switches Expeditions.",                                // 7.3.34
  })
  void rule7_3_keywordActionsInEveryForm(String text) {
    parse(text);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "[Cooldown].",
      "[Scout 2].",
      "[Seasoned]. [Tough 1].",
      "{J} Target Character gains [Gigantic] until the end of the Afternoon.",
      "{H} I lose [Defender].",
      "{J} Target Character loses [Tough 1] and [[Fleeting]].",
      "Characters with [Defender] you control get +1 {V}.",
      "[Defender] Characters you control have +1 {O}.",
      "{J} Each [[Anchored]] Character loses [[Anchored]].",
      "{J} Target Expedition gains [[Ascended]].",
      "If my Expedition is [[Ascended]], draw a card.",
      "I'm [[Fleeting]].",
      "{J} Ready target exhausted Character.",
  })
  void rule7_4_and_2_4_keywordAbilitiesAndStatuses(String text) {
    parse(text);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "When I become [[Boosted]] — Draw a card.",                                  // 7.5.4
      "When target Character becomes [[Asleep]] — It gains 1 boost.",
      "When I lose [[Fleeting]] — Draw a card.",                                   // 7.3.19
      "When I'm sacrificed — Draw a card.",
      "When a Character leaves the Expedition zone — I gain 1 boost.",              // 7.5.10
      "When a card joins your Reserve — I gain 1 boost.",                           // 7.5.9
      "When a Character joins the Expedition facing me — It gains [[Asleep]].",
      "When my Expedition fails to move forward — Draw a card.",                    // 7.5.7
      "When you resupply — I gain 1 boost.",
      "When you [Sabotage] — Draw a card.",
      "When a Character defects — Draw a card.",
      "When my Expedition ascends — Draw a card.",
      "When I'm readied — Draw a card.",
      "When a Character is returned to its owner's hand — Draw a card.",
      "When you exhaust a Character — I gain 1 boost.",
      "When you discard a card — I gain 1 boost.",                                  // 7.3.7
      "When an opponent discards a Spell from their hand — Draw a card.",
      "When a Character you control becomes [[Asleep]] — It loses [[Asleep]].",
      "At the end of the Day — Sacrifice me.",
      "At Noon — If my Expedition is ahead, I gain 2 boosts.",                      // 7.5.2
  })
  void rule6_3_triggers(String text) {
    parse(text);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "{J} Target Character gains [[Anchored]] until the end of the Day.",
      "{H} Characters you control gain [Tough 1] this Day.",
      "{J} Target Character loses [[Fleeting]] this Afternoon.",
      "{R} This turn, your Spells cost {1} less.",
      "{J} This Day, Characters you control get +1 {V}.",
      "{J} Until the end of the Afternoon, I am [Defender].",
      "{J} This Afternoon, target Character can't move forward.",
      "{J} Target Character gains [[Fleeting]] and can't move forward this turn.",
      "{R} Each Character your opponents control gets -1 {O} until the end of the turn.",
  })
  void rule2_2_15_durations(String text) {
    parse(text);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "{1}, {T} : Draw a card.",
      "{T}, Sacrifice a Character : Draw two cards.",
      "{T}, Discard a card from your hand : I gain 2 boosts.",
      "{D}, Spend 1 of my boosts : Draw a card.",
      "{X}, {T} : Target Character gains X boosts.",
      "{2}, {D} : [Resupply].",
      "{T} : I gain 1 boost. Activate this only once per turn.",
      "{1} : I gain 1 boost. Activate this only twice per Day.",
      "{D} : Draw a card. Activate this only during your turn.",
      "{T} : Draw a card. Activate this only if I'm in {M}.",
  })
  void rule6_4_costsAndActivationRestrictions(String text) {
    parse(text);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "{J} Another target Character gains 1 boost.",
      "{J} Target Character or Permanent gains [[Fleeting]].",
      "{J} Target [[Asleep]] Character gains 2 boosts.",
      "{J} Target Character with no boosts gains 1 boost.",
      "{J} If target Character has no boosts, it gains 2 boosts.",                      // 2.5
      "{J} Each Permanent with no Kelon counters gains 1 Kelon counter.",
      "{J} Target non-Hero Permanent gains [[Fleeting]].",
      "{J} Each non-Character Permanent loses [[Fleeting]].",
      "{J} Target Character in a {M} region gains 1 boost.",
      "{J} Up to two other target Characters gain 1 boost.",
      "{J} Two other target Characters gain 1 boost.",
      "{J} I gain boosts equal to my {V}.",                                           // 2.2.11
      "{J} Target Character gains X boosts, where X is its Hand Cost.",
      "{J} Target Character your opponents control with Hand Cost {3} or less defects.",
      "{J} Discard a card at random from target opponent's hand.",
      "{J} Each of your opponents discards a card.",
      "{J} Reveal the top three cards of your deck. Put one in your hand and the rest in your Reserve.",
      "{J} Look at the top two cards of your deck. Put one on top of your deck and the other at the bottom of your deck.",
  })
  void targetsAndObjectPhrases(String text) {
    parse(text);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "If you would resupply, draw a card instead.",                                   // 6.2.b
      "If target opponent would draw a card, they discard a card instead.",
      "If I would move forward, I also gain 1 boost.",                                  // 6.2.c
      "If an opponent would [Sabotage], they [Resupply] instead.",
      "While my Expedition is behind, I have +1 {V}, +1 {M} and +1 {O}.",
      "I am [Defender] as long as you control a Landmark.",
      "Target opponent can't play Characters this turn.",
      "Opponents can't play Spells from Reserve.",
      "Your opponents can't [Resupply].",
      "{J} Target Character can't be targeted by Spells this turn.",
      "Characters you control can't be sent to Reserve.",
      "Characters you control can't lose boosts.",
      "{J} Target Character can't lose Kelon counters this turn.",
      "I can't lose [[Anchored]].",
      "I can't be returned to your hand.",
      "{H} Target Character can't be put in its owner's Reserve this turn.",
  })
  void rule6_2_replacementsRestrictionsAndConditions(String text) {
    parse(text);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "Ignore the {J} abilities of Characters your opponents control.",
      "During the first Day, ignore my {H} abilities.",
      "Ignore the abilities of Characters facing me.",
      "During your turn, Characters you control get +1 {V}.",
      "During the Afternoon, I am [Defender].",
      "{H} Target opponent puts a card from their hand on top of their deck.",
  })
  void rule7_3_18_ignoredAbilitiesAndLeadingTimings(String text) {
    parse(text);
  }

  @Test
  void rule7_3_18_ignoringSomeKindsOfReactions() {
    Step.Continuous c = as(Step.Continuous.class,
        onlyStep(parse("Ignore the {J} and {H} abilities of Characters your opponents control.")));
    assertEquals(2, as(Statement.ReactionsIgnored.class, c.statement()).kinds().size());
  }

  @Test
  void aLeadingTimingIsTheSameAsATrailingOne() {
    assertEquals(print("Ignore my abilities during the first Day."), print("During the first Day, ignore my abilities."));
  }

  @Test
  void rule7_3_13_plainExhaustedResupplyIsTheKeywordAction() {
    assertEquals(print("{H} [Exhausted Resupply]."), print("{H} Exhausted Resupply."));
    Step step = onlyStep(parse("{H} Exhausted Resupply."));
    assertEquals(KeywordAction.EXHAUSTED_RESUPPLY, as(Step.Keyword.class, step).action());
  }

  @Test
  void rule7_3_2_plainAfterYouIsTheKeywordAction() {
    assertEquals(KeywordAction.AFTER_YOU, as(Step.Keyword.class, onlyStep(parse("{J} After You."))).action());
  }

  @Test
  void rule7_3_8_doubleMyBoostsDoublesMine() {
    assertEquals(print("{J} Double the boosts of me."), print("{J} Double my boosts."));
  }

  @Test
  void rule7_3_17_havingAnObjectDoAKeywordActionIsItDoingIt() {
    assertEquals(print("{H} Target Character defects."), print("{H} Have target Character defect."));
  }

  @Test
  void rule2_2_15_leadingDurationIsTheSameAsTrailing() {
    assertEquals(print("{R} Your Spells cost {1} less this turn."), print("{R} This turn, your Spells cost {1} less."));
  }

  @Test
  void rule7_3_19_losingAKeywordAbility() {
    Step.Lose lose = as(Step.Lose.class, onlyStep(parse("{J} Target Character loses [Tough 1].")));
    Step.Losable.KeywordOf k = as(Step.Losable.KeywordOf.class, lose.items().get(0));
    assertEquals(KeywordAbilityId.TOUGH, k.keyword());
    assertTrue(k.parameter().isPresent());
  }

  @Test
  void rule7_5_4_becomeIsAnEventOfItsOwn() {
    Ability.Reaction r = as(Ability.Reaction.class, parse("When I become [[Boosted]] — Draw a card."));
    Event.Becomes b = as(Event.Becomes.class, as(Trigger.When.class, r.trigger()).event());
    assertEquals(Status.BOOSTED, b.status());
  }

  @Test
  void rule7_3_19_losingAStatusIsAnEvent() {
    Ability.Reaction r = as(Ability.Reaction.class, parse("When I lose [[Fleeting]] — Draw a card."));
    Event.Loses l = as(Event.Loses.class, as(Trigger.When.class, r.trigger()).event());
    assertEquals(Status.FLEETING, as(Step.Losable.StatusOf.class, l.what()).status());
  }

  @Test
  void rule7_3_32_aRestrictionOnMovingToOneZone() {
    Step.Continuous c = as(Step.Continuous.class, onlyStep(parse("Characters you control can't be sent to Reserve.")));
    assertTrue(as(Statement.Cannot.class, c.statement()).action() instanceof Statement.Restricted.UndergoTo);
  }

  @Test
  void aPlayerCantPlayObjects() {
    Step.Continuous c = as(Step.Continuous.class, onlyStep(parse("Opponents can't play Spells from Reserve.")));
    assertTrue(as(Statement.Cannot.class, c.statement()).action() instanceof Statement.Restricted.Play);
  }

  @Test
  void typesAsNegatedAdjectives() {
    Step.Gain gain = as(Step.Gain.class, onlyStep(parse("{J} Target non-Hero Permanent gains [[Fleeting]].")));
    ObjectRef.Phrase phrase = as(ObjectRef.Phrase.class, gain.subject());
    Adjective.Non non = as(Adjective.Non.class, phrase.adjectives().get(0));
    assertEquals(ObjectType.HERO, as(Noun.Type.class, non.noun()).type());
  }

  @Test
  void otherBeforeTargetIsTheOtherAdjective() {
    assertEquals(print("{J} Up to two target other Characters gain 1 boost."),
        print("{J} Up to two other target Characters gain 1 boost."));
  }

  @Test
  void rule7_5_8_inATerrainRegionIsInTheTerrain() {
    assertEquals(print("{J} Target Character in {M} gains 1 boost."),
        print("{J} Target Character in a {M} region gains 1 boost."));
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "At the end of the turn — Sacrifice me.",
      "At the end of your turn — I gain 1 boost.",
      "{J} Target Character gains [[Anchored]]. At the end of the turn, sacrifice it.",
      "{J} At the end of the turn, return me to your hand.",
      "{H} Sacrifice it at the end of your turn.",
      "{J} {H} Draw a card.",
      "{H} {R} I gain 1 boost.",
      "{J} Target Character gets +X {M} this turn, where X is the number of cards in your Reserve.",
      "{J} Characters you control get +X {V} until the end of the turn, where X is my number of boosts.",
      "I have +X {M}, where X is the number of Characters you control.",
      "I have +1 {V} for each Landmark you control.",
      "{J} Target Character gets +1 {M} this turn for each Permanent you control.",
      "{J} This turn, target Character gets +1 {O} for each card in your Reserve.",
      "{J} Return up to two target Characters to their owners' hands.",
      "{H} Send all Characters to their owners' Reserves.",
      "{J} Put target card in your opponents' discard piles.",
      "When you ready a Character — I gain 1 boost.",
      "When an opponent readies a Permanent — Draw a card.",
      "{J} Spend all of my Kelon counters to draw two cards.",
      "{T}, Spend all of my boosts : Draw a card.",
      "{J} Switch Expeditions with target Character you control.",
      "{J} I switch Expeditions with target Character.",
      "{H} Have target Character switch Expeditions with another target Character.",
      "{J} Reveal a card at random from target opponent's hand.",
      "{H} Reveal a card at random from your Reserve. You may play it for free.",
      "{J} Discard a card at random.",
      "{H} Target opponent sacrifices a Character at random.",
      "{J} Return a card at random from your Reserve to your hand.",
      "{H} Send a card at random from target opponent's hand to Reserve.",
      "{J} I spend 2 of my boosts.",                                                    // 7.3.33.a
      "{J} Target Character spends all of its Kelon counters.",
      "When a Character switches Expeditions — Draw a card.",                           // 7.3.34
      "When I switch Expeditions — I gain 1 boost.",
      "{J} Each player chooses a Character they control. Sacrifice those Characters.",
      "{J} Discard a card; if you did, draw two cards.",                                // 6.5.f
      "{J} You may sacrifice a Character; if you did, draw a card.",
      "When I gain a boost — Draw a card.",                                             // 7.3.14
      "When target Character gains 2 Kelon counters — I gain 1 boost.",
      "When I become exhausted — Draw a card.",                                         // 7.5.4
      "When you play a Spell during your turn — Draw a card.",                          // 6.3.b
      "When an opponent plays a Character during the Afternoon — I gain 1 boost.",
      // The examples of the Complete Rules, in card markup.
      "When I'm sacrificed, if I was not [[Fleeting]] — Put me in Reserve.",            // 2.4
      "At Noon, if you are the first player — Create a [Booda 2/2/2] Companion token in your companion Expedition.",
      "{T} : Create a [Maw 0/0/0] Companion token in your companion Expedition with \"When you sacrifice a Character — I gain two boosts.\"",
      "{D} : The next card you play this turn costs {1} less.",                          // 2.2.15.c
      "All Elementals have [Gigantic].",
      "If I am in {V}, I am [Gigantic].",
      "All regions are {V}.",                                                            // 3.2.1.d
      "All other Characters lose their abilities.",
      "{J} Target Character loses all its abilities this turn.",
      "While I'm [[Asleep]], I lose my abilities.",
      "When my Expedition moves forward — Target Character in my Expedition loses [[Fleeting]].",
      "At Noon — You may pay {1} and put a card from your hand in Reserve to create a [Brassbug 2/2/2] Robot token in target Expedition.",
      "If I would leave the Expedition zone, you may put me in my owner's Mana zone instead. If you don't, draw a card.",
      "If there is only one Character in my Expedition, it is [Gigantic].",
      "If one of your [[Ascended]] Expeditions would attempt to [Ascend] again, [Resupply] instead.",   // 7.5.3
      "The {J}, {H} and {R} triggers of Characters facing me don't activate.",           // 7.5.1.b
  })
  void unseenConstructions(String text) {
    parse(text);
  }

  @Test
  void rule4_2_3_theEndOfTheTurnIsAMomentOfItsOwn() {
    Ability.Reaction r = as(Ability.Reaction.class, parse("At the end of the turn — Sacrifice me."));
    assertTrue(as(Trigger.EndOfTurn.class, r.trigger()).turnOf().isEmpty());
    Step.Modified m = as(Step.Modified.class, En.effect(parse("{J} At the end of your turn, return me to your hand."))
        .sentences().get(0) instanceof Sentence.Steps st ? st.steps().get(0) : null);
    assertEquals(PlayerRef.Kind.YOU,
        as(Step.Modifier.AtEndOfTurn.class, m.modifiers().get(0)).turnOf().orElseThrow().kind());
  }

  @Test
  void rule7_1_1_twoTriggerSymbolsAreEitherTrigger() {
    Ability.Reaction r = as(Ability.Reaction.class, parse("{J} {H} Draw a card."));
    assertEquals(2, as(Trigger.AnyOf.class, r.trigger()).triggers().size());
  }

  @Test
  void rule6_5_i_aStatisticForEachObjectIsAPassiveStatement() {
    Ability.Passive p = as(Ability.Passive.class, parse("I have +1 {V} for each Landmark you control."));
    Step.Modified m = as(Step.Modified.class, ((Sentence.Steps) p.statements().sentences().get(0)).steps().get(0));
    assertTrue(m.modifiers().get(0) instanceof Step.Modifier.ForEach);
    Step.Modified x = as(Step.Modified.class, onlyStep(parse(
        "{J} Target Character gets +X {M} this turn, where X is the number of cards in your Reserve.")));
    assertTrue(as(Step.Continuous.class, x.step()).duration().isPresent());
    assertTrue(x.modifiers().get(0) instanceof Step.Modifier.WhereX);
  }

  @Test
  void pluralPossessiveOwnersIsTheOwnerOfEach() {
    Step.Move move = as(Step.Move.class, onlyStep(parse("{J} Return up to two target Characters to their owners' hands.")));
    assertEquals(PlayerRef.Kind.OWNER,
        as(Step.Destination.ToZone.class, move.to()).zone().owner().orElseThrow().kind());
    assertEquals(print("{J} Return up to two target Characters to their owner's hand."),
        print("{J} Return up to two target Characters to their owners' hands."));
  }

  @Test
  void rule7_3_25_readyingIsAnEvent() {
    Ability.Reaction r = as(Ability.Reaction.class, parse("When you ready a Character — I gain 1 boost."));
    assertEquals(PlayerRef.Kind.YOU, as(Event.Readies.class, as(Trigger.When.class, r.trigger()).event()).player().kind());
  }

  @Test
  void rule7_3_33_spendingAllCountersSpendsAsManyAsThereAre() {
    Step.Internal in = as(Step.Internal.class, onlyStep(parse("{J} Spend all of my Kelon counters to draw two cards.")));
    Step.Spend spend = as(Step.Spend.class, in.cost().get(0));
    assertEquals(spend.counter(), as(Quantity.CountersOn.class, spend.count()).counter());
  }

  @Test
  void rule7_3_34_switchingExpeditionsWithAnotherObject() {
    Step.SwitchExpeditions sw = as(Step.SwitchExpeditions.class,
        onlyStep(parse("{J} Switch Expeditions with target Character you control.")));
    assertTrue(sw.subject() instanceof ObjectRef.Self);
    assertTrue(sw.with().isPresent());
  }

  @Test
  void atRandomFromAZoneChoosesAmongTheCardsOfTheZone() {
    Step.Modified m = as(Step.Modified.class, onlyStep(parse("{J} Reveal a card at random from target opponent's hand.")));
    assertTrue(m.modifiers().get(0) instanceof Step.Modifier.AtRandom);
    ObjectRef.Phrase card = as(ObjectRef.Phrase.class, as(Step.Reveal.class, m.step()).objects());
    assertTrue(card.filters().get(0) instanceof Filter.In || card.filters().get(0) instanceof Filter.From);
  }

  @Test
  void rule7_3_33_anObjectSpendingItsCountersIsTheSpendStep() {
    assertEquals(print("{J} Spend 2 of my boosts."), print("{J} I spend 2 of my boosts."));
  }

  @Test
  void rule6_5_f_aSemicolonThenIfYouDidIsTheConditionalStep() {
    assertEquals(print("{J} Discard a card. If you did, draw two cards."),
        print("{J} Discard a card; if you did, draw two cards."));
  }

  @Test
  void rule6_3_b_aTimingAfterTheTriggerIsItsCondition() {
    Ability.Reaction r = as(Ability.Reaction.class, parse("When you play a Spell during your turn — Draw a card."));
    assertTrue(r.condition().orElseThrow() instanceof dev.altered.ast.Condition.During);
  }

  @Test
  void rule3_2_1_d_aRegionThatIsATerrainHasOnlyThatTerrain() {
    assertEquals(print("All regions are {V} and lose their other terrains."), print("All regions are {V}."));
  }
}
