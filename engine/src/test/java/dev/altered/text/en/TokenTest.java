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
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Vocabulary;
import dev.altered.ast.Quantity;
import dev.altered.ast.Step;
import java.util.List;
import org.junit.jupiter.api.Test;

class TokenTest {
  @Test
  void rule_7_3_5_b_tokenNameStatisticsAndSubtypes() {
    Step.Create c = as(Step.Create.class, onlyStep(parse("{J} Create a [Brassbug 2/2/2] Robot token in target Expedition.")));
    assertEquals("Brassbug", c.token().name());
    assertEquals(List.of(2, 2, 2), List.of(c.token().forest(), c.token().mountain(), c.token().water()));
    assertEquals(List.of("ROBOT"), c.token().subtypes());
  }

  @Test
  void namesWithSeveralWordsAndSeveralTokens() {
    Step.Create c = as(Step.Create.class, onlyStep(parse(
        "Create two [Ordis Recruit 1/1/1] Soldier tokens in each of your Expeditions.")));
    assertEquals("Ordis Recruit", c.token().name());
    assertEquals(2, as(Quantity.Literal.class, c.count()).value());
  }

  @Test
  void rule_2_2_12_f_tokensWithQuotedAbilities() {
    Step.Create c = as(Step.Create.class, as(Ability.QuickAction.class, parse(
        "{T} : Create a [Maw 0/0/0] Companion token in your Companion Expedition with \"When you sacrifice a Character — I gain 2 boosts\".")).effect().sentences().get(0) instanceof dev.altered.ast.Sentence.Steps s ? s.steps().get(0) : null);
    as(Ability.Reaction.class, c.abilities().get(0));
  }

  @Test
  void tokenSubtypesOfNewSetsAreData() {
    Step.Create c = as(Step.Create.class, onlyStep(parse("{R} Create a [Frost Imp 1/2/1] Imp, Elemental token in my Expedition.")));
    assertEquals(List.of("IMP", "ELEMENTAL"), c.token().subtypes());
  }

  /** 2.2.2.j: the creating effect defines a token's sub-types, printed before or after its name, with no comma. */
  @Test
  void rule_2_2_2_j_tokenSubtypesBeforeOrAfterTheName() {
    Step.Create after = as(Step.Create.class, onlyStep(parse(
        "Create a [Halua 2/2/2] Leviathan Companion token in your Companion Expedition.")));
    Step.Create before = as(Step.Create.class, onlyStep(parse(
        "Create a Leviathan Companion [Halua 2/2/2] token in your Companion Expedition.")));
    assertEquals("Halua", before.token().name());
    assertEquals(List.of(2, 2, 2), List.of(before.token().forest(), before.token().mountain(),
        before.token().water()));
    assertEquals(after.token().subtypes(), before.token().subtypes());
    assertEquals(2, before.token().subtypes().size());
  }

  @Test
  void distributedAmongExpeditions() {
    Step.Modified m = as(Step.Modified.class, onlyStep(parse(
        "Create four [Ordis Recruit 1/1/1] Soldier tokens, distributed as you choose among any number of target Expeditions.")));
    as(Step.Modifier.DistributedAmong.class, m.modifiers().get(0));
  }

  @Test
  void numberAgreesWithTokenOrTokens() {
    assertTrue(error("{J} Create two [Brassbug 2/2/2] Robot token in my Expedition.").message().contains("'tokens'"));
  }

  // ---------------------------------------------------------------- token names printed without statistics

  @Test
  void rule_7_3_5_b_aBracketedNameBeforeTokenIsATokenWithoutStatistics() {
    Step.Create c = as(Step.Create.class, onlyStep(parse("{J} Create a [Manaseed] token in your Landmarks.")));
    assertEquals("Manaseed", c.token().name());
    assertFalse(c.token().statistics(), "no statistics printed: the set's token card defines them");
    assertEquals(List.of(), c.token().subtypes());
    ObjectRef.Possessed in = as(ObjectRef.Possessed.class, c.in().orElseThrow());
    assertEquals(PlayerRef.Kind.YOU, as(Possessor.OfPlayer.class, in.owner()).player().kind());
    assertEquals(Vocabulary.ObjectType.LANDMARK,
        as(ObjectRef.Noun.Type.class, in.nouns().nouns().get(0)).type());
    assertTrue(as(Step.Create.class, onlyStep(parse("{J} Create a [Brassbug 2/2/2] Robot token in my Expedition.")))
        .token().statistics());
  }

  @Test
  void rule_3_2_7_tokensInAnyPlayersLandmarks() {
    Step.Create three = as(Step.Create.class, onlyStep(parse("{J} Create three [Manaseed] tokens in your Landmarks.")));
    assertEquals(3, as(Quantity.Literal.class, three.count()).value());
    for (String whose : List.of("target player's", "target opponent's", "each player's", "its controller's")) {
      Step.Create c = as(Step.Create.class, onlyStep(parse("{J} Create an [Aerolith] token in " + whose
          + " Landmarks.")));
      assertEquals("Aerolith", c.token().name(), whose);
      as(ObjectRef.Possessed.class, c.in().orElseThrow());
    }
  }

  @Test
  void anUnknownBracketNotBeforeTokenStaysAPositionedError() {
    String message = error("{J} Draw a [Manaseed].").message();
    assertTrue(message.contains("'[Manaseed]'") && message.contains("not in the lexicon"), message);
    assertTrue(error("{J} Create a [Manaseed] and a token.").message().contains("'[Manaseed]'"));
  }

  @Test
  void rule_2_2_2_j_aTokenNamedAloneMayHaveSubtypes() {
    Step.Create c = as(Step.Create.class, onlyStep(parse("{J} Create two [Sproutling] Plant, Sap tokens in your "
        + "Landmarks.")));
    assertEquals("Sproutling", c.token().name());
    assertFalse(c.token().statistics());
    assertEquals(List.of("PLANT", "SAP"), c.token().subtypes());
  }

  @Test
  void aTokenWithoutStatisticsPrintsBackToTheSameAst() {
    for (String text : List.of("{J} Create a [Manaseed] token in your Landmarks.",
        "{J} Create three [Manaseed] tokens in target opponent's Landmarks.",
        "{R} You may discard target Character. If you do, create an [Aerolith] token in its controller's Landmarks.")) {
      String printed = print(text); // parse checks parse(print(ast)) == ast
      assertTrue(printed.contains("[Manaseed] token") || printed.contains("[Aerolith] token"), printed);
    }
  }
}
