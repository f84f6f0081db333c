package dev.altered.text.de;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableMap;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.Language;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.ReadResult;
import dev.altered.cardfile.TextPool;
import dev.altered.ast.Ability;
import dev.altered.text.AbilityPrinter;
import dev.altered.text.AbilityText;
import dev.altered.text.CorpusParse;
import dev.altered.text.ParsedAbility;
import dev.altered.text.SourceText;
import dev.altered.text.TextReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The German text of the dev sets (cards/): what does not parse is a defect of the source data, every parsed ability
 * stays on the fast SLL stage, and a German ability reads as the English one except where the two texts really say
 * different things (or the English reading is itself wrong), each listed here with why.
 */
class GermanCorpusTest {
  /** Source-data defects: the German text does not parse, and why. */
  private static final Map<String, String> BROKEN_SOURCE = ImmutableMap.<String, String>builder()
      .put("ALT_ALIZE_B_YZ_44_C", "placeholder [MANA_MOTH]")
      .put("ALT_ALIZE_B_YZ_44_R1", "placeholder [MANA_MOTH]")
      .put("ALT_ALIZE_B_YZ_44_R2", "placeholder [MANA_MOTH]")
      .put("ALT_BISE_B_MU_01_C", "placeholder [BB]")
      .put("ALT_CORE_B_BR_20_R2", "placeholder [GIGANTIC]")
      .put("ALT_COREKS_B_BR_20_R2", "placeholder [GIGANTIC]")
      .put("ALT_COREKS_B_LY_02_C", "second ability left in English")
      .put("ALT_COREKS_B_OR_02_C", "left in English")
      .put("ALT_COREKS_B_OR_11_C", "left in English")
      .put("ALT_COREKS_B_OR_11_R1", "left in English")
      .build();

  private static final String BR_19 = "real: a trigger ('Falls ich ... verlasse —') where English has a replacement "
      + "('If I would leave ..., instead')";
  private static final String OR_21 = "real: 'dein Gegner' (your opponent) where English says 'your opponents'";
  private static final String BR_56 = "real: only losing Fleeting is optional in German; English makes targeting, "
      + "and so the boost too, optional";
  private static final String COST = "real: 'erschöpfen/ablegen und ... spielen/ziehen' (two steps) where English "
      + "pays the first to do the second ('to', an internal action, 1.2.5.a)";
  private static final String SENTENCE = "same meaning: German ends the sentence where English writes ', then' "
      + "('Würfle dann einmal.')";

  /** German abilities whose AST differs from the English one: reference/ability index -> why. */
  private static final Map<String, String> DIFFERENT = ImmutableMap.<String, String>builder()
      .put("ALT_ALIZE_B_BR_42_R1/0", "real: 'füge mich dann deiner Manazone hinzu' drops English 'you may'")
      .put("ALT_BISE_B_BR_56_C/1", BR_56).put("ALT_BISE_B_BR_56_R1/1", BR_56).put("ALT_BISE_B_BR_56_R2/1", BR_56)
      .put("ALT_BISE_B_LY_62_R1/1", COST).put("ALT_BISE_B_OR_61_C/0", COST).put("ALT_BISE_B_OR_61_R2/0", COST)
      .put("ALT_CORE_B_BR_19_C/0", BR_19).put("ALT_CORE_B_BR_19_R1/0", BR_19).put("ALT_CORE_B_BR_19_R2/0", BR_19)
      .put("ALT_COREKS_B_BR_19_C/0", BR_19).put("ALT_COREKS_B_BR_19_R1/0", BR_19)
      .put("ALT_COREKS_B_BR_19_R2/0", BR_19)
      .put("ALT_CORE_B_OR_21_C/0", OR_21).put("ALT_CORE_B_OR_21_R1/0", OR_21).put("ALT_CORE_B_OR_21_R2/0", OR_21)
      .put("ALT_COREKS_B_OR_21_C/0", OR_21).put("ALT_COREKS_B_OR_21_R1/0", OR_21)
      .put("ALT_COREKS_B_OR_21_R2/0", OR_21)
      .put("ALT_ALIZE_B_LY_32_C/0", SENTENCE).put("ALT_ALIZE_B_LY_32_R1/0", SENTENCE)
      .put("ALT_ALIZE_B_LY_32_R2/0", SENTENCE)
      .put("ALT_BISE_A_LY_53_C/0", SENTENCE).put("ALT_BISE_A_LY_53_R1/1", SENTENCE)
      .put("ALT_BISE_A_LY_53_R2/1", SENTENCE).put("ALT_BISE_B_LY_53_C/0", SENTENCE)
      .put("ALT_BISE_B_LY_53_R1/1", SENTENCE).put("ALT_BISE_B_LY_53_R2/1", SENTENCE)
      .put("ALT_BISE_B_OR_56_C/1", SENTENCE).put("ALT_BISE_B_OR_56_R1/1", SENTENCE)
      .put("ALT_BISE_B_OR_56_R2/1", SENTENCE)
      .build();

  private record Read(String key, String reference, ParsedAbility german, Optional<ParsedAbility> english) {}

  private static final List<Read> READS = new ArrayList<>();
  private static final List<CardDefinition> CARDS = new ArrayList<>();

  @BeforeAll
  static void readCorpus() throws IOException {
    Path cards = Paths.get(System.getProperty("altered.root", "..")).toAbsolutePath().normalize().resolve("cards");
    List<Path> files;
    try (Stream<Path> walk = Files.walk(cards)) {
      files = walk.filter(p -> p.toString().endsWith(".cards")).filter(p -> dev.altered.DevSets.ESTABLISHED.contains(p.getParent().getFileName().toString())).sorted().collect(Collectors.toList());
    }
    for (Path file : files) {
      ReadResult result = CardFileReader.read(file, new TextPool());
      assertTrue(!result.hasErrors(), () -> "card file errors: " + result.diagnostics());
      CARDS.addAll(result.definitions());
      for (CardDefinition card : result.definitions()) {
        CardText de = card.text(Language.DE);
        CardText en = card.text(Language.EN);
        int index = 0;
        for (int box = 0; box < 2; box++) {
          Optional<String> german = box == 0 ? de.main() : de.support();
          Optional<String> english = box == 0 ? en.main() : en.support();
          if (german.isEmpty()) {
            continue;
          }
          List<ParsedAbility> g = TextReader.read(GermanFrontEnd.INSTANCE, new SourceText(german.get()));
          List<ParsedAbility> e = english.isEmpty() ? List.of() : TextReader.read(Language.EN, english.get());
          for (int i = 0; i < g.size(); i++) {
            // Abilities are numbered through both boxes, as the checker reports them.
            READS.add(new Read(card.reference() + "/" + (box == 0 ? i : index + i), card.reference(), g.get(i),
                i < e.size() ? Optional.of(e.get(i)) : Optional.empty()));
          }
          index += g.size();
        }
      }
    }
  }

  @Test
  void onlyBrokenSourceTextFailsAndAtLeast99PercentParse() {
    List<String> failed = READS.stream().filter(r -> !r.german().ok()).map(Read::reference).sorted().distinct()
        .toList();
    assertEquals(BROKEN_SOURCE.keySet().stream().sorted().toList(), failed);
    long parsed = READS.stream().filter(r -> r.german().ok()).count();
    assertTrue(parsed * 100 >= READS.size() * 99L, "parsed " + parsed + " of " + READS.size());
  }

  /**
   * The only German texts the fast SLL stage cannot read alone (they parse, with the full-LL stage): "und" joining a
   * clause with its own subject after a step ("Opfere ihn und ich erhalte ..."), which SLL, blind to where the clause
   * is, takes for a second verb of the same clause; and a relative clause followed by ", und in ...".
   */
  private static final List<String> NEEDS_FULL_LL = List.of(
      "Wenn ein weiterer Charakter sich meiner Expedition anschließt — Opfere ihn und ich erhalte 1 Verstärkung.",
      "Wenn du einen Charakter spielst, dessen Handkosten größer oder gleich meiner Anzahl an Heldentumszählern sind "
          + "— Ziehe eine Karte und ich erhalte 1 Heldentumszähler.",
      "Verdopple die Anzahl an Verstärkungen auf jedem Charakter, den du kontrollierst, und in deiner Reserve.");

  /**
   * Measured with the German printer: of the 2436 German abilities that {@code ./altered parse --lang de cards}
   * parses, 2225 print in German and read back to the same AST, 1844 of them exactly as the card prints them (after
   * Markup's normalization); of the 2442 English ones (the checker's suggestions), 2227 print and read back. The rest
   * are constructs the printer has no wording for yet: it refuses them, and the checker gives no suggestion there. A
   * drop is a regression.
   */
  private static final int PRINTED_GERMAN = 2225;
  private static final int VERBATIM_GERMAN = 1844;
  private static final int PRINTED_ENGLISH = 2227;

  @Test
  void whatThePrinterWritesInGermanReadsBackToTheSameAst() {
    CorpusParse.Totals totals = CorpusParse.parse(CARDS, Language.DE);
    assertEquals(READS.size(), totals.abilities());
    assertEquals(READS.stream().filter(r -> r.german().ok()).count(), (long) totals.abilitiesParsed());
    List<String> problems = new ArrayList<>();
    int printed = roundTrips(totals, problems);
    assertEquals(List.of(), problems, "German printed from a German AST that reads back otherwise");
    assertTrue(printed >= PRINTED_GERMAN, "printed and read back: " + printed);
    // ./altered parse --lang de: abilities the printer writes exactly as the card prints them.
    assertTrue(totals.roundTrip() >= VERBATIM_GERMAN, "printed back verbatim: " + totals.roundTrip());
  }

  @Test
  void theSuggestionPrintedFromEnglishReadsBackToTheEnglishAst() {
    // The checker's German suggestion says what the English says: read back, it is the English AST.
    List<String> problems = new ArrayList<>();
    int printed = roundTrips(CorpusParse.parse(CARDS, Language.EN), problems);
    assertEquals(List.of(), problems, "German printed from an English AST that reads back otherwise");
    assertTrue(printed >= PRINTED_ENGLISH, "printed and read back: " + printed);
  }

  /** Prints every parsed ability in German and reads it back; a printed text that reads otherwise is a problem. */
  private static int roundTrips(CorpusParse.Totals totals, List<String> problems) {
    AbilityPrinter printer = TextReader.printer(Language.DE).orElseThrow();
    int printed = 0;
    for (CorpusParse.Outcome o : totals.outcomes()) {
      if (!o.parsed().ok()) {
        continue;
      }
      Ability ast = o.parsed().ast().get();
      String german;
      try {
        german = printer.print(ast);
      } catch (IllegalArgumentException noWordingYet) {
        continue;
      }
      ParsedAbility back = GermanFrontEnd.INSTANCE.parse(AbilityText.of(german));
      if (back.ok() && back.ast().get().equals(ast)) {
        printed++;
      } else {
        problems.add(o.reference() + ": '" + o.parsed().text().text() + "' prints as '" + german + "', which reads "
            + (back.ok() ? "as another AST" : "with " + back.error().get()));
      }
    }
    return printed;
  }

  @Test
  void everyParsedAbilityButTheKnownThreeStaysOnTheFastSllPath() {
    List<String> slow = READS.stream().filter(r -> r.german().ok())
        .filter(r -> !GermanFrontEnd.syntax().parsesWithSll(r.german().text()))
        .map(r -> r.german().text().text()).distinct().sorted().toList();
    assertEquals(NEEDS_FULL_LL.stream().sorted().toList(), slow, "abilities that need the slow full-LL stage");
  }

  @Test
  void germanReadsAsTheEnglishExceptTheExplainedDifferences() {
    Map<String, String> different = new TreeMap<>();
    for (Read r : READS) {
      if (r.german().ok() && r.english().isPresent() && r.english().get().ok()
          && !r.german().ast().equals(r.english().get().ast())) {
        different.put(r.key(), DIFFERENT.getOrDefault(r.key(), "UNEXPLAINED: " + r.german().text().text()));
      }
    }
    assertEquals(new TreeMap<>(DIFFERENT), different);
  }
}
