package dev.altered.text.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardDefinition;
import dev.altered.card.Language;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.ReadResult;
import dev.altered.cardfile.SourcedCard;
import dev.altered.cardfile.TextPool;
import dev.altered.ast.Ability;
import dev.altered.text.AbilityPrinter;
import dev.altered.text.AbilityText;
import dev.altered.text.CorpusParse;
import dev.altered.text.FrontEnd;
import dev.altered.text.ParsedAbility;
import dev.altered.text.TextReader;
import dev.altered.text.TwoStageParser;
import dev.altered.text.romance.RomanceSyntax;
import dev.altered.translate.Finding;
import dev.altered.translate.TranslationCheck;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The Italian texts of the dev sets (cards/): how many read into the English AST, and the fast SLL stage holds. */
class ItalianCorpusTest {
  private static List<SourcedCard> cards;

  @BeforeAll
  static void readCards() throws IOException {
    Path root = Paths.get(System.getProperty("altered.root", "..")).toAbsolutePath().normalize().resolve("cards");
    List<Path> files;
    try (Stream<Path> s = Files.walk(root)) {
      files = s.filter(p -> p.toString().endsWith(".cards")).filter(p -> dev.altered.DevSets.ESTABLISHED.contains(p.getParent().getFileName().toString())).sorted().collect(Collectors.toList());
    }
    cards = new ArrayList<>();
    for (Path f : files) {
      ReadResult r = CardFileReader.read(f, new TextPool());
      assertTrue(!r.hasErrors(), () -> "card file errors: " + r.diagnostics());
      cards.addAll(r.cards());
    }
  }

  private static List<CardDefinition> definitions() {
    return cards.stream().map(SourcedCard::card).toList();
  }

  @Test
  void italianAbilitiesParseIntoTheEnglishAst() {
    TranslationCheck.Totals it = TranslationCheck.check(cards, Set.of(Language.IT)).languages().get(0);
    // Measured: 2454 abilities, 2416 parse (98.5%; the rest: broken source lines such as "{5}pari o inferiore a" cut
    // in two, "Se ho 2 o più rinforzi," with its effect missing, "con u minimo", and the wordings listed in the
    // report), 2408 equal to the English AST (the 8 others are real translation differences, see
    // ItalianConstructTest). A drop is a regression.
    assertEquals(2454, it.abilities());
    assertTrue(it.parsed() >= 2416, "parsed: " + it.parsed());
    assertTrue(it.same() >= 2408, "same as English: " + it.same());
  }

  @Test
  void theItalianAbilitiesWhoseAstDiffersAreRealTranslationDifferences() {
    // Each is a difference a reader of the two texts sees; the reason is the checker's message.
    List<String> differ = new ArrayList<>();
    for (Finding f : TranslationCheck.check(cards, Set.of(Language.IT)).findings()) {
      if (f.kind() == Finding.Kind.MEANING) {
        differ.add(f.reference() + ": " + f.message());
      }
    }
    assertEquals(List.of(
        // "poi mettimi nella tua area del mana": the English "then you may put me" is optional.
        "ALT_ALIZE_B_BR_42_R1: the English step is optional ('you may'), the Italian one is mandatory",
        // "crea una pedina Robot ... in una spedizione": English creates it in target Expedition.
        "ALT_BISE_A_YZ_62_R2: English targets ('target'), Italian does not (in 'create')",
        "ALT_BISE_B_YZ_62_R2: English targets ('target'), Italian does not (in 'create')",
        // "Se ci sono uno o più personaggi con costo dalla mano pari o superiore a {7}": the English counts them in
        // your Reserve only.
        "ALT_BISE_B_YZ_63_R2: English has 2 conditions on the objects, Italian 1 (Italian lacks the filter 'in') (in"
            + " 'the condition 'there are'')",
        // "a meno che non controlli due o più altri Burocrati": English does not say "other".
        "ALT_CORE_B_MU_19_R2: English has 0 adjectives, Italian 1 (Italian adds other) (in 'the condition"
            + " 'controls'')",
        "ALT_COREKS_B_MU_19_R2: English has 0 adjectives, Italian 1 (Italian adds other) (in 'the condition"
            + " 'controls'')"), differ);
  }

  @Test
  void everyItalianAbilityPrintsBackToTheSameAst() {
    // Measured: all 2416 Italian abilities that parse print in Italian and read back to the same AST.
    AbilityPrinter printer = TextReader.printer(Language.IT).orElseThrow();
    FrontEnd frontEnd = TextReader.frontEnd(Language.IT).orElseThrow();
    List<String> problems = new ArrayList<>();
    int reproduced = 0;
    for (CorpusParse.Outcome o : CorpusParse.parse(definitions(), Language.IT).outcomes()) {
      if (o.parsed().ok() && roundTrip(printer, frontEnd, o.reference(), o.parsed().ast().get(), problems)) {
        reproduced++;
      }
    }
    assertEquals(List.of(), problems);
    assertTrue(reproduced >= 2416, "reproduced: " + reproduced);
  }

  @Test
  void everyEnglishAbilityPrintsInItalianAndReadsBackToItsAst() {
    // The checker's suggestion: the English meaning in the Italian templating (2442 English abilities).
    AbilityPrinter printer = TextReader.printer(Language.IT).orElseThrow();
    FrontEnd frontEnd = TextReader.frontEnd(Language.IT).orElseThrow();
    List<String> problems = new ArrayList<>();
    for (CorpusParse.Outcome o : CorpusParse.parse(definitions(), Language.EN).outcomes()) {
      if (o.parsed().ok()) {
        roundTrip(printer, frontEnd, o.reference(), o.parsed().ast().get(), problems);
      }
    }
    assertEquals(List.of(), problems);
  }

  private static boolean roundTrip(AbilityPrinter printer, FrontEnd frontEnd, String reference, Ability ast,
      List<String> problems) {
    String printed;
    try {
      printed = printer.print(ast);
    } catch (RuntimeException e) {
      problems.add(reference + ": does not print: " + e.getMessage());
      return false;
    }
    ParsedAbility back = frontEnd.parse(AbilityText.of(printed));
    if (!back.ok() || !back.ast().get().equals(ast)) {
      problems.add(reference + ": prints as '" + printed + "', which reads back "
          + (back.ok() ? "differently" : "with " + back.error().get()));
      return false;
    }
    return true;
  }

  @Test
  void everyParsedItalianAbilityStaysOnTheFastSllPath() {
    TwoStageParser<?> syntax = RomanceSyntax.of(ItalianLexicon.INSTANCE, TwoStageParser.ErrorWords.builder().build());
    List<String> slow = new ArrayList<>();
    for (CorpusParse.Outcome o : CorpusParse.parse(definitions(), Language.IT).outcomes()) {
      if (o.parsed().ok() && !syntax.parsesWithSll(o.parsed().text())) {
        slow.add(o.reference() + ": " + o.parsed().text().text());
      }
    }
    assertEquals(List.of(), slow, "abilities that need the slow full-LL stage");
  }
}
