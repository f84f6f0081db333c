package dev.altered.text.en;

import static dev.altered.text.en.En.as;
import static dev.altered.text.en.En.effect;
import static dev.altered.text.en.En.onlyStep;
import static dev.altered.text.en.En.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Condition;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.ObjectType;
import dev.altered.ast.Vocabulary.Stat;
import org.junit.jupiter.api.Test;

class ObjectPhraseTest {
  private static ObjectRef.Phrase discarded(String text) {
    return as(ObjectRef.Phrase.class, as(Step.Discard.class, onlyStep(parse(text))).objects());
  }

  @Test
  void quantifierAdjectivesNounsAndFilters() {
    ObjectRef.Phrase p = as(ObjectRef.Phrase.class, as(Step.Activate.class,
        onlyStep(parse("Activate the {j} abilities of up to two target Permanents you control."))).of());
    assertEquals(Quantifier.Kind.UP_TO, p.quantifier().kind());
    assertTrue(p.quantifier().target());
    assertEquals(2, as(Quantity.Literal.class, p.quantifier().count().orElseThrow()).value());
    assertEquals(PlayerRef.Kind.YOU, as(Filter.ControlledBy.class, p.filters().get(0)).player().kind());
  }

  @Test
  void statusAdjectivesAndNounUnions() {
    ObjectRef.Phrase p = discarded("Discard target [[Fleeting]], [[Anchored]] or [[Asleep]] Character.");
    assertEquals(3, as(ObjectRef.Adjective.WithStatus.class, p.adjectives().get(0)).anyOf().size());
    ObjectRef.Phrase union = discarded("Discard target Character or Permanent.");
    assertEquals(2, union.nouns().nouns().size());
  }

  @Test
  void costAndStatisticFilters() {
    Filter.StatIs f = as(Filter.StatIs.class, discarded("Discard target Permanent with Hand Cost {4} or less.").filters().get(0));
    assertEquals(Stat.HAND_COST, f.stat());
    assertEquals(Comparison.AT_MOST, f.comparison());
    parse("Send to Reserve target Character with no statistic over 3.");
    parse("Send to Reserve up to three target Characters with a total Hand Cost {5} or less.");
    parse("Send to Reserve any number of target Characters with total {M} of 4 or less.");
    parse("Send to Reserve target Character with Hand Cost less than or equal to the Hand Cost of a Character you control.");
  }

  @Test
  void anotherAndOther() {
    ObjectRef.Phrase p = as(ObjectRef.Phrase.class, as(Step.Gain.class, onlyStep(parse(
        "{J} Another target Character in your Reserve gains 1 boost."))).subject());
    as(ObjectRef.Adjective.Other.class, p.adjectives().get(0));
    assertTrue(p.quantifier().target());
  }

  @Test
  void subtypesAndTokensAsNouns() {
    ObjectRef.Phrase robots = as(ObjectRef.Phrase.class, as(Step.Gain.class, onlyStep(parse("{J} Robots you control gain 1 boost."))).subject());
    assertEquals("ROBOT", as(ObjectRef.Noun.Subtype.class, robots.nouns().nouns().get(0)).id());
    assertTrue(robots.nouns().plural());
    parse("When a non-token Character joins your Expeditions — It gains 1 boost.");
    parse("When you sacrifice a non-Illusion Character — Draw a card.");
  }

  @Test
  void zonesInPlayAndInReserve() {
    ObjectRef.Phrase p = as(ObjectRef.Phrase.class, as(Step.Gain.class,
        onlyStep(parse("{J} Target Character in play or in Reserve gains 1 boost."))).subject());
    assertEquals(2, as(Filter.In.class, p.filters().get(0)).places().size());
  }

  @Test
  void expeditionsAsObjects() {
    parse("{J} Create a [Brassbug 2/2/2] Robot token in my Expedition.");
    parse("At Noon — Create an [Ordis Recruit 1/1/1] Soldier token in each of your Expeditions that's behind or tied.");
    parse("{J} Target Character in the Expedition facing me gains 1 boost.");
    parse("Your other Expedition and the Expedition facing it can't move forward.");
  }

  @Test
  void rule_7_2_pronounsAreResolved() {
    var sentences = effect(parse("{J} Sacrifice another Robot or Permanent. If its Hand Cost was {3} or more, I gain 3 boosts.")).sentences();
    Condition.Compare c = as(Condition.Compare.class, as(Sentence.If.class, sentences.get(1)).condition());
    ObjectRef.Pronoun its = as(ObjectRef.Pronoun.class, as(dev.altered.ast.Value.StatOf.class, c.left()).object());
    assertEquals(0, its.antecedent().index());
    assertTrue(c.past());
  }

  @Test
  void rule_7_2_theTriggerObjectIsTheFirstPhrase() {
    var r = as(dev.altered.ast.Ability.Reaction.class, parse("When a Character joins my Expedition — It gains 1 boost and [[Fleeting]]."));
    Step.Gain g = as(Step.Gain.class, onlyStep(r));
    assertEquals(0, as(ObjectRef.Pronoun.class, g.subject()).antecedent().index());
    assertEquals(2, g.items().size());
  }

  @Test
  void thatCharacterRestatesItsNoun() {
    var r = parse("When a Character you control gains [[Anchored]] — That Character gains 1 boost.");
    ObjectRef.Pronoun that = as(ObjectRef.Pronoun.class, as(Step.Gain.class, onlyStep(r)).subject());
    assertEquals(ObjectType.CHARACTER, as(ObjectRef.Noun.Type.class, that.restated().orElseThrow().nouns().get(0)).type());
  }

  @Test
  void statusesAsConditions() {
    Condition.HasStatus h = as(Condition.HasStatus.class, as(Sentence.If.class, effect(parse(
        "Target Character gains 1 boost. If it is [[Asleep]], it loses [[Asleep]].")).sentences().get(1)).condition());
    assertEquals(Status.ASLEEP, h.anyOf().get(0));
  }
}
