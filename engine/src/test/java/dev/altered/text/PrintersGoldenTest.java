package dev.altered.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.DevSets;
import dev.altered.ast.Ability;
import dev.altered.card.CardDefinition;
import dev.altered.card.Language;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.ReadResult;
import dev.altered.cardfile.SourcedCard;
import dev.altered.cardfile.TextPool;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The French, German, Spanish and Italian printers print exactly what they printed before they shared a skeleton
 * (issue 19): every distinct AST that any front-end reads from any ability of cards/ is printed by each printer (a
 * refusal is printed as its message), and the text's SHA-256 is pinned per printer. The printed text is written to
 * {@code target/printers/<language>.txt}, so a changed hash is read with a diff against the same file from main.
 * A change of a front-end that reads an ability into another AST changes these hashes too: regenerate them then,
 * after checking the diff shows only the abilities that front-end now reads otherwise.
 */
class PrintersGoldenTest {
  private static final Map<Language, String> PINNED = Map.of(
      Language.FR, "90b7053ce1a4c153be0e7b0d6cac8e156d48c2c3f826eaa813637e37609f4f73",
      Language.DE, "11484b297ae5a5fef9d4eee1146acf4327283d5f84c6efe73af758dbc97364ba",
      Language.ES, "c028b92efe83c8848530d78d6d7358415ea07ffce978dceb3eddf838262915b7",
      Language.IT, "92e50047501bbb89e9fd183cd06e59e63a8015567e7a92c95d5556de28a1a5d0");

  @Test
  void everyPrinterPrintsEveryCorpusAstAsItDidBefore() throws IOException {
    Set<Ability> asts = corpusAsts();
    assertTrue(asts.size() > 900, "distinct ASTs: " + asts.size());
    Path out = Path.of("target", "printers");
    Files.createDirectories(out);
    StringBuilder hashes = new StringBuilder();
    for (Language language : List.of(Language.FR, Language.DE, Language.ES, Language.IT)) {
      AbilityPrinter printer = TextReader.printer(language).orElseThrow();
      StringBuilder text = new StringBuilder();
      for (Ability ast : asts) {
        text.append(printed(printer, ast)).append('\n');
      }
      Files.writeString(out.resolve(language.name().toLowerCase() + ".txt"), text);
      hashes.append(language).append(' ').append(sha256(text.toString())).append('\n');
    }
    StringBuilder pinned = new StringBuilder();
    for (Language language : List.of(Language.FR, Language.DE, Language.ES, Language.IT)) {
      pinned.append(language).append(' ').append(PINNED.get(language)).append('\n');
    }
    assertEquals(pinned.toString(), hashes.toString());
  }

  private static String printed(AbilityPrinter printer, Ability ast) {
    try {
      return printer.print(ast);
    } catch (IndexOutOfBoundsException | NullPointerException | ClassCastException e) {
      // The JVM's own exceptions lose their message once hot (fast throw): the class alone keeps the hash stable.
      return "! " + e.getClass().getSimpleName();
    } catch (RuntimeException e) {
      return "! " + e.getClass().getSimpleName() + ": " + e.getMessage();
    }
  }

  /** The distinct ASTs of every ability of every card file, in every language, in the order first read. */
  private static Set<Ability> corpusAsts() {
    Set<Ability> asts = new LinkedHashSet<>();
    List<CardDefinition> cards = DevSets.cardFiles().stream()
        .flatMap(f -> read(f).cards().stream()).map(SourcedCard::card).toList();
    for (Language language : TextReader.languages()) {
      FrontEnd frontEnd = TextReader.frontEnd(language).orElseThrow();
      for (CardDefinition card : cards) {
        for (Optional<String> box : List.of(card.text(language).main(), card.text(language).support())) {
          box.ifPresent(b -> TextReader.read(frontEnd, new SourceText(b)).stream()
              .filter(ParsedAbility::ok).forEach(p -> asts.add(p.ast().get())));
        }
      }
    }
    return asts;
  }

  private static ReadResult read(Path file) {
    try {
      return CardFileReader.read(file, new TextPool());
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static String sha256(String text) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
          .digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
