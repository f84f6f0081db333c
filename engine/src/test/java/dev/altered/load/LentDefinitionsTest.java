package dev.altered.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.DevSets;
import dev.altered.card.CardDefinition;
import dev.altered.card.Language;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.SourcedCard;
import dev.altered.cardfile.TextPool;
import dev.altered.rules.TestCards;
import dev.altered.text.Markup;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 18: a word a set defines in reminder text applies to every card of the load that uses it, the rare versions
 * that print the word without its reminder included. Real DUSTER cards: Nyala, Night Reveler (LY_90: "[In Contact]",
 * the R1 without its reminder) and Dreamy Poet (MU_86: "[Gift]", the R1 without its reminder).
 */
class LentDefinitionsTest {
  private static Map<String, CardDefinition> duster;

  @BeforeAll
  static void readDuster() throws IOException {
    TextPool pool = new TextPool();
    List<SourcedCard> cards = new ArrayList<>();
    for (String faction : List.of("LY", "MU")) {
      cards.addAll(CardFileReader.read(DevSets.cards().resolve("DUSTER").resolve(faction + ".cards"), pool).cards());
    }
    duster = cards.stream().map(SourcedCard::card)
        .collect(Collectors.toMap(CardDefinition::reference, Function.identity()));
  }

  private static List<CardDefinition> cards(String... references) {
    List<CardDefinition> out = new ArrayList<>();
    for (String reference : references) {
      out.add(duster.get("ALT_DUSTER_B_" + reference));
    }
    return out;
  }

  private static LoadedAbility first(LoadResult result, int card, Language language) {
    return result.programs().orElseThrow().abilities(result.read().get(card), language).get(0);
  }

  @Test
  void inEnglishTheRareVersionRunsTheProgramOfTheCommonOne() {
    LoadResult result = CardLoader.standard().loadDefinitions(cards("LY_90_C", "LY_90_R1", "MU_86_C", "MU_86_R1"));
    for (int common : new int[] {0, 2}) {
      LoadedAbility withReminder = first(result, common, Language.EN);
      LoadedAbility without = first(result, common + 1, Language.EN);
      assertTrue(without.problem().isEmpty(), () -> without.text() + ": " + without.problem());
      assertEquals(withReminder.programId(), without.programId(), without.text());
      assertTrue(!without.text().contains("("), "the ability keeps its printed text: " + without.text());
    }
  }

  @Test
  void inFrenchTheRareVersionRunsTheProgramOfTheCommonOne() {
    LoadResult result = CardLoader.standard().loadDefinitions(cards("LY_90_C", "LY_90_R1", "MU_86_C", "MU_86_R1"));
    for (int common : new int[] {0, 2}) {
      LoadedAbility withReminder = first(result, common, Language.FR);
      LoadedAbility without = first(result, common + 1, Language.FR);
      assertTrue(without.problem().isEmpty(), () -> without.text() + ": " + without.problem());
      assertEquals(withReminder.programId(), without.programId(), without.text());
    }
  }

  /**
   * German, Spanish and Italian grammars read definitions on their own branches: here a parse stage that reads
   * exactly what the markup pre-pass hands a grammar shows the rare version is read with the common one's definition,
   * the very text a grammar gets from the common card.
   */
  @ParameterizedTest
  @EnumSource(value = Language.class, names = {"DE", "ES", "IT"})
  void theRareVersionIsReadWithTheCommonOnesDefinition(Language language) {
    AbilityStage<AbilityText, String> markedUp = new AbilityStage<>() {
      @Override
      public String name() {
        return "parse";
      }

      @Override
      public Outcome<String> apply(AbilityText ability) {
        String text = Markup.split(ability.text()).get(0).ability().text();
        // A bracketed word other than a known one needs its definition after the mark, as a grammar does.
        boolean known = text.contains("[Sabotage]") || text.contains("§");
        return known || text.indexOf('[') < 0 ? new Outcome.Done<>(text)
            : new Outcome.Failed<>(ability.text().indexOf('['), "unknown word");
      }
    };
    LoadResult result = CardLoader.standard().withParser(markedUp)
        .loadDefinitions(cards("LY_90_C", "LY_90_R1", "MU_86_C", "MU_86_R1"));
    // Every ability of the four cards was read, in every language (a parse-only load reports each one that fails).
    assertEquals(List.of(), result.diagnostics().stream().map(Object::toString).toList());
    assertEquals(4, result.cards().size());
  }

  @Test
  void aWordDefinedNowhereKeepsItsPositionedError() {
    String text = "{H} If I'm [Far Away], you may exchange a card from your Reserve with a card from your hand.";
    List<CardDefinition> load = new ArrayList<>(cards("LY_90_C", "LY_90_R1"));
    load.add(TestCards.character("Wanderer", 2, 2, 1, 1, 1, text));
    LoadResult result = CardLoader.standard().loadDefinitions(load);
    LoadedAbility ability = first(result, 2, Language.EN);
    LoadedAbility.Problem problem = ability.problem().orElseThrow();
    assertEquals(text.indexOf("[Far Away]"), problem.offset());
    assertTrue(problem.message().contains("unknown keyword '[Far Away]'"), problem.message());
    assertTrue(result.cards().stream().noneMatch(c -> c.card().reference().equals(load.get(2).reference())),
        "the card is left out");
  }
}
