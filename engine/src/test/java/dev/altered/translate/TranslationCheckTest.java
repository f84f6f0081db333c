package dev.altered.translate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.Language;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.ReadResult;
import dev.altered.cardfile.TextPool;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The translation checker on small card files: it finds what differs by meaning and stays quiet otherwise. */
class TranslationCheckTest {
  /** One card with an English and a French text box (one ability per line). */
  private static TranslationCheck.Report check(String english, String french) {
    String file = String.join("\n",
        "set T: Test",
        "card T_1",
        "  type: Spell",
        "  faction: Muna",
        "  rarity: Common",
        "  cost: 1/1",
        "  en: One",
        "    " + english.replace("\n", "\n    "),
        "  fr: Un",
        "    " + french.replace("\n", "\n    "),
        "");
    ReadResult read = CardFileReader.read("t.cards", file, new TextPool());
    assertTrue(!read.hasErrors(), read.diagnostics().toString());
    return TranslationCheck.check(read.cards(), Set.of(Language.FR));
  }

  /** One card with an English and an Italian text box. */
  private static TranslationCheck.Report checkItalian(String english, String italian) {
    String file = String.join("\n",
        "set T: Test",
        "card T_1",
        "  type: Spell",
        "  faction: Muna",
        "  rarity: Common",
        "  cost: 1/1",
        "  en: One",
        "    " + english,
        "  it: Uno",
        "    " + italian,
        "");
    ReadResult read = CardFileReader.read("t.cards", file, new TextPool());
    assertTrue(!read.hasErrors(), read.diagnostics().toString());
    return TranslationCheck.check(read.cards(), Set.of(Language.IT));
  }

  @Test
  void italianTargetsRepeatedBeforeEachNounCompareEqualAndTheSuggestionIsItalian() {
    // "a un personaggio bersaglio o a un permanente bersaglio della spedizione": one target, Character or
    // Expedition Permanent.
    assertEquals(List.of(), checkItalian("{H} You may have target Character or Expedition Permanent switch"
        + " Expeditions.", "{H} Puoi far cambiare spedizione a un personaggio bersaglio o a un permanente bersaglio"
        + " della spedizione.").findings());
    // "si unisce alle tue spedizioni o ai tuoi fulcri": your Expeditions or Landmarks.
    assertEquals(List.of(), checkItalian("When another Permanent joins your Expeditions or Landmarks — I gain 1"
        + " boost.", "Quando un altro permanente si unisce alle tue spedizioni o ai tuoi fulcri — Ottengo 1 rinforzo.")
        .findings());
    Finding f = only(checkItalian("{J} Target Character gains 2 boosts.",
        "{J} Un personaggio bersaglio ottiene 1 rinforzo."));
    assertEquals(Finding.Kind.MEANING, f.kind());
    assertEquals(java.util.Optional.of("{J} Un personaggio bersaglio ottiene 2 rinforzi."), f.suggestion());
  }

  private static Finding only(TranslationCheck.Report report) {
    assertEquals(1, report.findings().size(), report.findings().toString());
    return report.findings().get(0);
  }

  @Test
  void theCheckSaysHowManyCardsItHasCheckedFromNoneToAll() {
    String file = "set T: Test\n" + "card T_1\n  type: Spell\n  faction: Muna\n  rarity: Common\n  cost: 1/1\n"
        + "  en: One\n    Draw a card.\n  fr: Un\n    Piochez une carte.\n";
    ReadResult read = CardFileReader.read("t.cards", file, new TextPool());
    List<String> told = new java.util.ArrayList<>();
    TranslationCheck.check(read.cards(), Set.of(Language.FR), (stage, done, total) -> told.add(stage + " " + done
        + "/" + total));
    assertEquals(List.of("translate 0/1", "translate 1/1"), told);
  }

  @Test
  void aFaithfulTranslationHasNoFinding() {
    TranslationCheck.Report r = check("{J} Target Character gains 2 boosts.\nDraw a card.",
        "{J} Un Personnage ciblé gagne 2 boosts.\nPiochez une carte.");
    assertEquals(List.of(), r.findings());
    assertEquals(new TranslationCheck.Totals(Language.FR, 2, 2, 2), r.languages().get(0));
  }

  @Test
  void differentWordingsOfOneMeaningAreNoFinding() {
    // "You may have target X gain" and "Up to one target X gains" (normalized to one AST).
    assertEquals(List.of(), check("{H} You may have target Character gain [[Asleep]].",
        "{H} Jusqu'à un Personnage ciblé gagne [[Endormi]].").findings());
    // "If ..., A, otherwise B." and "Si ..., A. Sinon, B."
    assertEquals(List.of(), check("{R} If your hand is empty, I gain 2 boosts, otherwise I gain 1 boost.",
        "{R} Si votre main est vide, je gagne 2 boosts. Sinon, je gagne 1 boost.").findings());
    // Cost parts in another order (6.4.a).
    assertEquals(List.of(), check("{2}, {T} : Draw a card.", "{T}, {2} : Piochez une carte.").findings());
  }

  @Test
  void rule_6_5_c_mayTargetThenItAndMayHaveTargetCompareEqual() {
    // English names the target then says what happens to it; French has the target do it (BISE Aoife, Muna).
    assertEquals(List.of(), check("{J} You may target another Character, it loses [[Fleeting]] and gains 1 boost.",
        "{J} Vous pouvez faire perdre [[Fugace]] et gagner 1 boost à un autre Personnage ciblé.").findings());
    assertEquals(List.of(), check("{J} You may target an opponent, they draw a card. If you do, I gain [[Anchored]].",
        "{J} Vous pouvez faire piocher une carte à un adversaire ciblé. Si vous le faites, je gagne [[Ancré]].")
        .findings());
  }

  @Test
  void aDifferentNumberIsAMeaningFinding() {
    Finding f = only(check("{J} Target Character gains 2 boosts.", "{J} Un Personnage ciblé gagne 1 boost."));
    assertEquals(Finding.Kind.MEANING, f.kind());
    assertTrue(f.message().startsWith("the number differs: English 2, French 1"), f.message());
    assertEquals("{J} Target Character gains 2 boosts.", f.english());
    assertEquals("{J} Un Personnage ciblé gagne 1 boost.", f.localized());
    assertEquals(10, f.line());
    // The suggestion is the English ability printed in French.
    assertEquals(java.util.Optional.of("{J} Un Personnage ciblé gagne 2 boosts."), f.suggestion());
  }

  @Test
  void rule_6_5_c_anOptionalStepMadeMandatoryIsAFinding() {
    Finding f = only(check("Return target Character to its owner's hand, then you may draw a card.",
        "Renvoyez un Personnage ciblé dans la main de son propriétaire, puis piochez une carte."));
    assertEquals("the English step is optional ('you may'), the French one is mandatory", f.message());
  }

  @Test
  void anotherKeywordOrTargetIsAFinding() {
    assertTrue(only(check("{J} [Sabotage].", "{J} [Ravitaillez].")).message()
        .startsWith("the keyword action differs: English sabotage, French resupply"));
    assertTrue(only(check("Discard target Permanent.", "Défaussez un Permanent.")).message()
        .startsWith("English targets ('target'), French does not"));
  }

  @Test
  void aTriggerWhereEnglishHasAReplacementIsAFinding() {
    Finding f = only(check("If I would gain [[Fleeting]], I gain 1 boost instead.",
        "Lorsque je gagne [[Fugace]] — Je gagne 1 boost."));
    assertEquals("English is a replacement ('if ... would'), French a Reaction (a trigger)", f.message());
  }

  @Test
  void aTranslationThatDoesNotReadIsAParseFindingWithItsPosition() {
    Finding f = only(check("{T} : Draw a card.", "{T} Piochez une carte."));
    assertEquals(Finding.Kind.PARSE, f.kind());
    assertEquals("expected ':', found 'Piochez'", f.message());
    assertEquals(10, f.line());
    assertEquals(9, f.column());
  }

  @Test
  void englishLeftUntranslatedAndTextOfAnotherLanguage() {
    assertEquals(Finding.Kind.UNTRANSLATED, only(check("Draw a card.", "Draw a card.")).kind());
    Finding german = only(check("Target Character you control gains 1 boost.",
        "Ein Charakter deiner Wahl, den du kontrollierst, erhält 1 Verstärkung und die Karte ist mit dem Ziel."));
    assertEquals(Finding.Kind.WRONG_LANGUAGE, german.kind());
    assertTrue(german.message().contains("reads as German"), german.message());
  }

  @Test
  void unexpandedPlaceholderAndUnbalancedMarkup() {
    Finding placeholder = only(check("Create a [MANA_MOTH] Illusion token in my Expedition.",
        "Créez un jeton Illusion [MANA_MOTH] dans mon Expédition."));
    assertEquals(Finding.Kind.PLACEHOLDER, placeholder.kind());
    assertEquals(29, placeholder.column());
    assertEquals(Finding.Kind.MARKUP, only(check("Draw a card.", "Piochez une carte (sans fin.")).kind());
  }

  @Test
  void aMissingAbilityIsAnAbilityCountFinding() {
    Finding f = only(check("Draw a card.\n[Resupply].", "Piochez une carte."));
    assertEquals(Finding.Kind.ABILITY_COUNT, f.kind());
    assertEquals("the English has 2 abilities, the French text 1", f.message());
  }

  /**
   * Issue 24: a text of another language too short for its function words to tell is still a wrong-language finding
   * (another language's reader reads it), not a parse error in this grammar's words.
   */
  @Test
  void aShortTextOfAnotherLanguageIsAWrongLanguageFindingNotAParseError() {
    List<Finding> findings = check("{J} [Resupply].", "{J} [Rifornisci].").findings();
    assertEquals(1, findings.size(), findings.toString());
    assertEquals(Finding.Kind.WRONG_LANGUAGE, findings.get(0).kind());
    assertEquals("the French text reads as Italian (the text of another language?)", findings.get(0).message());
  }
}
