package dev.altered.text.en;

import static dev.altered.text.en.En.as;
import static dev.altered.text.en.En.effect;
import static dev.altered.text.en.En.error;
import static dev.altered.text.en.En.onlyStep;
import static dev.altered.text.en.En.parse;
import static dev.altered.text.en.En.print;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Sentence;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.ZoneKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Choices a player makes that the rules name but no card of the dev sets prints yet: cards placed in a Deck "in any
 * order" (3.2.2.b), a player had do a step (7.3.17.a), the card a player Rushes (7.3.29.a). Each ability must parse
 * and print back to the same AST.
 */
class PlayerChoicesVocabularyTest {

  // -------------------------------------------------------------------------------------------------------------------
  // 3.2.2.b A Deck is ordered: "in any order" lets the player who places the cards choose that order
  // -------------------------------------------------------------------------------------------------------------------

  @Test
  void rule3_2_2_b_theOthersAtTheBottomInAnyOrder() {
    Sentence.Steps put = as(Sentence.Steps.class, effect(parse("{J} Look at the top three cards of your deck. Put one "
        + "in your hand and the others at the bottom of your deck in any order.")).sentences().get(1));
    assertEquals(2, put.steps().size());
    Step.Move others = as(Step.Move.class, put.steps().get(1));
    Step.Destination.InAnyOrder order = as(Step.Destination.InAnyOrder.class, others.to());
    Step.Destination.BottomOf bottom = as(Step.Destination.BottomOf.class, order.placement());
    assertEquals(ZoneKind.DECK, bottom.zone().kind());
    as(Step.Destination.ToZone.class, as(Step.Move.class, put.steps().get(0)).to());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "{J} Look at the top two cards of your deck. Put them on top of your deck in any order.",
      "{J} Return the top three cards of your deck to the top of your deck in any order.",
      "{H} Put the top two cards of your deck at the bottom of your deck in any order.",
  })
  void rule3_2_2_b_topOrBottomInAnyOrderPrintsBackTheSame(String text) {
    as(Step.Destination.InAnyOrder.class, as(Step.Move.class, lastStep(parse(text))).to());
    assertTrue(print(text).endsWith("in any order."), () -> print(text));
  }

  private static Step lastStep(dev.altered.ast.Ability ability) {
    var sentences = effect(ability).sentences();
    var steps = as(Sentence.Steps.class, sentences.get(sentences.size() - 1)).steps();
    return steps.get(steps.size() - 1);
  }

  @Test
  void rule3_2_2_b_withoutInAnyOrderThePlacementIsPlain() {
    Step.Move m = as(Step.Move.class, onlyStep(parse("{H} Put the top two cards of your deck at the bottom of your "
        + "deck.")));
    as(Step.Destination.BottomOf.class, m.to());
  }

  @Test
  void inAnyOrderIsOnlyForTheTopOrBottomOfAZone() {
    String text = "{J} Put target card from your Reserve in your hand in any order.";
    assertEquals(text.indexOf("order"), error(text).offset(), () -> error(text).toString());
  }

  // -------------------------------------------------------------------------------------------------------------------
  // 4.2.4.k "moves forward due to Ascend"
  // -------------------------------------------------------------------------------------------------------------------

  @Test
  void rule4_2_4_k_movingForwardDueToAscend() {
    dev.altered.ast.Event.Moves bracketed = as(dev.altered.ast.Event.Moves.class, as(dev.altered.ast.Trigger.When.class,
        as(dev.altered.ast.Ability.Reaction.class, parse("When my Expedition moves forward due to [Ascend] — Draw a "
            + "card.")).trigger()).event());
    assertTrue(bracketed.dueToAscend());
    assertTrue(bracketed.dueTo().isEmpty());
    assertEquals(parse("When my Expedition moves forward due to [Ascend] — Draw a card."),
        parse("When my Expedition moves forward due to Ascend — Draw a card."));
    assertTrue(error("When my Expedition moves forward due to [Sabotage] — Draw a card.").message()
        .contains("expected a terrain such as {V} or Ascend"));
  }

  // -------------------------------------------------------------------------------------------------------------------
  // 7.3.17.a Having someone do something is their doing it
  // -------------------------------------------------------------------------------------------------------------------

  @Test
  void rule7_3_17_a_havingAPlayerDiscardIsThatPlayerDiscarding() {
    assertEquals(parse("{J} Target opponent discards a card from their hand."),
        parse("{J} Have target opponent discard a card from their hand."));
    assertEquals(parse("{H} Each player draws a card."), parse("{H} Have each player draw a card."));
  }

  @Test
  void rule7_3_17_a_youMayHaveEachOpponentDiscard() {
    Step.May may = as(Step.May.class, onlyStep(parse("{J} You may have each of your opponents discard a card.")));
    assertEquals(PlayerRef.Kind.YOU, may.actor().kind(), "you decide");
    Step.Discard discard = as(Step.Discard.class, may.steps().get(0));
    assertEquals(PlayerRef.Kind.OPPONENTS, discard.actor().kind(), "they discard");
  }

  @Test
  void rule7_2_3_theControllerOrOwnerOfANamedObjectIsAPlayer() {
    Step.Draw draw = as(Step.Draw.class, onlyStep(parse("{J} Target Character's controller draws a card.")));
    assertEquals(PlayerRef.Kind.CONTROLLER, draw.actor().kind());
    ObjectRef.Phrase of = as(ObjectRef.Phrase.class, draw.actor().of().orElseThrow());
    assertTrue(of.quantifier().target(), "a target, chosen as the effect resolves");
    Step.May may = as(Step.May.class, onlyStep(parse("{J} Target Character's owner may draw a card.")));
    assertEquals(PlayerRef.Kind.OWNER, may.actor().kind());
    parse("{J} Return target Character to its owner's hand. That Character's controller draws a card.");
  }

  // -------------------------------------------------------------------------------------------------------------------
  // 7.3.29.a Rush: play a card immediately; the card may be named
  // -------------------------------------------------------------------------------------------------------------------

  @Test
  void rule7_3_29_a_rushNamesTheCardPlayed() {
    Step.May may = as(Step.May.class, onlyStep(parse("{J} You may [Rush] a Character from your hand.")));
    Step.Keyword rush = as(Step.Keyword.class, may.steps().get(0));
    assertEquals(KeywordAction.RUSH, rush.action());
    as(ObjectRef.Phrase.class, rush.object().orElseThrow());
    Step.Keyword bare = as(Step.Keyword.class, as(Step.May.class, onlyStep(parse("{J} You may [Rush].")))
        .steps().get(0));
    assertTrue(bare.object().isEmpty());
    parse("{J} [Rush] a card with Hand Cost {3} or less.");
  }

  @Test
  void anActionThatTakesNoObjectStillRefusesOne() {
    assertTrue(error("{J} [Resupply] target Character.").message().contains("expected nothing after"),
        () -> error("{J} [Resupply] target Character.").message());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "{J} Look at the top three cards of your deck. Put one in your hand and the others at the bottom of your deck "
          + "in any order.",
      "{J} You may have each of your opponents discard a card.",
      "{J} You may [Rush] a Character from your hand.",
  })
  void theNewVocabularyStaysOnTheFastPath(String text) {
    En.assertOnFastPath(text);
  }
}
