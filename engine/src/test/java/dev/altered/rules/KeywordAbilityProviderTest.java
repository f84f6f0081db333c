package dev.altered.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.card.CardDefinition;
import dev.altered.rules.state.Keyword;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Keyword abilities printed as abilities of their own (7.4), as the official texts write them. */
class KeywordAbilityProviderTest {
  private static Map<Keyword, Integer> keywords(CardDefinition card) {
    return new KeywordAbilityProvider().abilities(card).stream().map(a -> (KeywordAbility) a)
        .collect(Collectors.toMap(KeywordAbility::keyword, KeywordAbility::value));
  }

  @Test
  void keywordsAtTheStartOfAnAbilityAreFoundWithTheirNumbers() {
    assertEquals(Map.of(Keyword.GIGANTIC, 0), keywords(TestCards.character("Atlas", 5, 5, 3, 3, 3,
        "[Gigantic]. (I am considered present in each of your Expeditions.)")));
    assertEquals(Map.of(Keyword.TOUGH, 2), keywords(TestCards.character("Grand Endeavor", 6, 6, 0, 0, 0,
        "#[Tough\u00a02].# (Opponents must pay\u00a0{2} to target me.)  At Noon — Target Expedition moves forward.")));
    assertEquals(Map.of(Keyword.SCOUT, 1), keywords(TestCards.character("Aby", 3, 3, 3, 2, 3,
        "[Scout] {1}. (You may play me from hand for\u00a0{1} with \"{h} Send me to Reserve\".)  {J} You may [Augment]"
            + " target card in play or in Reserve.")));
    assertEquals(Map.of(Keyword.DEFENDER, 0, Keyword.ETERNAL, 0), keywords(TestCards.character("Wall", 2, 2, 0, 0, 0,
        "[Defender], [Eternal].")));
    assertEquals(Map.of(Keyword.FLEETING, 0), keywords(TestCards.spell("Spy Craft", 2, 2,
        "[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  [Sabotage], then "
            + "[Resupply].")));
    assertEquals(Map.of(Keyword.COOLDOWN, 0), keywords(TestCards.spell("Sleight of Hand", 1, 1,
        "[Cooldown]. (If I go to Reserve after my effect resolves, exhaust me {T}.)  Exchange target Character.")));
  }

  @Test
  void keywordsInsideSentencesAreNotAbilitiesOfTheirOwn() {
    assertEquals(Map.of(), keywords(TestCards.character("The Spindle", 3, 3, 0, 0, 0,
        "Characters you control are [Tough\u00a02]. (Opponents must pay {2} to target them.)")));
    assertEquals(Map.of(), keywords(TestCards.character("Bravos Tracer", 2, 2, 3, 3, 3,
        "{J} I gain [[Fleeting]]. (If I would be sent to Reserve, discard me instead.)")));
    assertEquals(List.of(), new KeywordAbilityProvider().abilities(TestCards.character("Eat Me", 3, 3, 0, 0, 0,
        "If there is only one Character in my Expedition, it is [Gigantic].")));
  }
}
