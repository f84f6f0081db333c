package dev.altered.text.en;

import static dev.altered.text.en.En.as;
import static dev.altered.text.en.En.effect;
import static dev.altered.text.en.En.onlyStep;
import static dev.altered.text.en.En.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Sentence;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.ZoneKind;
import org.junit.jupiter.api.Test;

class StepTest {
  @Test
  void rule_6_1_c_oneStepPerVerb() {
    Sentence.Steps s = as(Sentence.Steps.class, effect(parse("[Sabotage], then [Resupply].")).sentences().get(0));
    assertEquals(2, s.steps().size());
    assertEquals(KeywordAction.SABOTAGE, as(Step.Keyword.class, s.steps().get(0)).action());
  }

  @Test
  void rule_7_3_24_putSendAndReturnAreOneMove() {
    Step.Move send = as(Step.Move.class, onlyStep(parse("Send target Character to Reserve.")));
    Step.Move ret = as(Step.Move.class, onlyStep(parse("Return target Character to its owner's hand.")));
    Step.Move put = as(Step.Move.class, onlyStep(parse("Put target Character or Permanent in its owner's Mana zone (as an exhausted Mana Orb).")));
    assertEquals(ZoneKind.RESERVE, as(Step.Destination.ToZone.class, send.to()).zone().kind());
    assertEquals(ZoneKind.HAND, as(Step.Destination.ToZone.class, ret.to()).zone().kind());
    assertEquals(Step.OrbState.EXHAUSTED, put.as().orElseThrow());
  }

  @Test
  void rule_7_3_16_and_7_3_17_giveAndHaveAreGains() {
    Step.May give = as(Step.May.class, onlyStep(parse("{J} You may give 2 boosts to another target Character in {V}.")));
    Step.May have = as(Step.May.class, onlyStep(parse("{J} You may have another target Character in {V} gain 2 boosts.")));
    assertEquals(give, have);
  }

  @Test
  void playersDoSteps() {
    Step.Sacrifice s = as(Step.Sacrifice.class, onlyStep(parse("{J} Each player sacrifices a Character.")));
    assertEquals(PlayerRef.Kind.EACH_PLAYER, s.actor().kind());
    Step.Keyword k = as(Step.Keyword.class, onlyStep(parse("{H} Target opponent [Resupplies].")));
    assertEquals(PlayerRef.Kind.TARGET_OPPONENT, k.actor().kind());
  }

  @Test
  void rule_6_5_c_optionalStepsOfAnotherPlayerKeepTheirActor() {
    Step.May may = as(Step.May.class, onlyStep(parse("{J} Each player may put a card from their hand in Reserve.")));
    assertEquals(PlayerRef.Kind.EACH_PLAYER, may.actor().kind());
    assertEquals(PlayerRef.Kind.EACH_PLAYER, as(Step.Move.class, may.steps().get(0)).actor().kind());
  }

  @Test
  void rule_6_5_f_ifYouDo() {
    Ability a = parse("{H} You may sacrifice a Character. If you do, I gain 2 boosts.");
    Sentence.If i = as(Sentence.If.class, effect(a).sentences().get(1));
    assertEquals(Condition.Did.Outcome.DID, as(Condition.Did.class, i.condition()).outcome());
  }

  @Test
  void rule_6_5_e_otherwise() {
    Ability a = parse("{J} If my Expedition is behind, draw a card. Otherwise, [Resupply].");
    as(Sentence.Otherwise.class, effect(a).sentences().get(1));
    // ", otherwise" in the sentence is the same as a sentence "Otherwise, ..." after it (normalized to the latter).
    Ability inline = parse("{R} If your hand is empty, I gain 2 boosts, otherwise I gain 1 boost.");
    as(Sentence.Otherwise.class, effect(inline).sentences().get(1));
    assertTrue(as(Sentence.If.class, effect(inline).sentences().get(0)).otherwise().isEmpty());
  }

  @Test
  void rule_6_5_d_unless() {
    as(Sentence.Unless.class, effect(parse("{J} Unless I'm in {O}, I gain [[Fleeting]].")).sentences().get(0));
  }

  @Test
  void rule_6_5_i_perAndForEach() {
    Step.Modified m = as(Step.Modified.class, onlyStep(parse("{J} I gain 1 boost per card in your Reserve.")));
    as(Step.Modifier.Per.class, m.modifiers().get(0));
    as(Sentence.ForEach.class, effect(parse("{J} For each Permanent you control, you may activate its {j} abilities.")).sentences().get(0));
  }

  @Test
  void whereXDefinesX() {
    Step.Modified m = as(Step.Modified.class,
        onlyStep(parse("Target Character gains X+2 boosts, where X is my number of Arcane counters.")));
    as(Step.Modifier.WhereX.class, m.modifiers().get(0));
  }

  @Test
  void twoVerbsOfOneObjectAreTwoStepsAboutTheSameObject() {
    Sentence.Steps s = as(Sentence.Steps.class, effect(parse("Target Character gains 1 boost and loses [[Fleeting]].")).sentences().get(0));
    assertEquals(2, s.steps().size());
    ObjectRef.Pronoun it = as(ObjectRef.Pronoun.class, as(Step.Lose.class, s.steps().get(1)).subject());
    assertEquals(0, it.antecedent().index());
  }

  @Test
  void manyVerbsOfTheRules() {
    parse("Exchange target card in your Reserve with a card from your hand.");
    parse("Double the number of boosts on each Character you control and in your Reserve.");
    parse("{T}, Spend 3 of my Sap counters: Distribute 3 boosts among any Characters in Reserve.");
    parse("{H} Remove up to 2 counters from target card in play or in Reserve.");
    parse("Activate the {j} abilities of up to two target Permanents you control.");
    parse("Target Expedition moves forward one region.");
    parse("{H} Your opponent's Expedition facing me moves backwards one region.");
    parse("Target Character switches Expeditions.");
    parse("At Dusk, if you control a [[Fleeting]] Character, another [[Anchored]] Character and yet another [[Asleep]] Character — You win the game.");
    parse("Roll a die. You may discard a card from your Reserve to increase the result by 2. Target Character gains X boosts, where X is the final result.");
    parse("{H} Each player discards their hand and their Reserve, then draws three cards.");
    parse("Reveal the top four cards of your Deck. Choose up to two Characters from these cards and put them in your Expeditions. They gain [[Fleeting]]. Discard the other cards.");
  }

  @Test
  void rule_7_2_4_aThirdPersonVerbWithNoSubjectGoesOnWithThePlayersOfTheStepBefore() {
    // ALT_CORE_B_LY_21: each player draws, not "you".
    Sentence.Steps s = as(Sentence.Steps.class,
        effect(parse("{H} Each player discards their hand, then draws three cards.")).sentences().get(0));
    assertEquals(PlayerRef.Kind.EACH_PLAYER, as(Step.Draw.class, s.steps().get(1)).actor().kind());
    Sentence.Steps t = as(Sentence.Steps.class,
        effect(parse("{J} Target opponent sacrifices a Character, then draws a card.")).sentences().get(0));
    assertEquals(PlayerRef.Kind.TARGET_OPPONENT, as(Step.Draw.class, t.steps().get(1)).actor().kind());
    // The imperative is the controller's (7.2.3).
    Sentence.Steps u = as(Sentence.Steps.class,
        effect(parse("{H} Each player discards their hand, then draw three cards.")).sentences().get(0));
    assertEquals(PlayerRef.Kind.YOU, as(Step.Draw.class, u.steps().get(1)).actor().kind());
  }

  @Test
  void rule_5_2_inAnExpeditionAfterCardsToPlayIsWhereTheyArePlayed() {
    // ALT_ALIZE_B_AX_43: the Characters are played in my Expedition, from the Reserve.
    Step.May may = as(Step.May.class,
        onlyStep(parse("You may play exhausted Characters from your Reserve in my Expedition.")));
    Step.Play play = as(Step.Play.class, may.steps().get(0));
    assertEquals(ZoneKind.RESERVE, play.from().orElseThrow().kind());
    assertTrue(play.in().orElseThrow() instanceof ObjectRef.Possessed);
    assertTrue(as(ObjectRef.Phrase.class, play.objects()).filters().isEmpty());
  }
}
