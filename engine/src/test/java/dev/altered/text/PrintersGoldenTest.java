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
      Language.FR, "5a9d3069ee2a78e523f81fce42d5bae8b4bfddc5fb3c6f028de59a1cf81a37e5",
      Language.DE, "5049757c87656d8dc28f95578324a1dd9f5cd9dfdfd19e41ea75c1781c4885a5",
      Language.ES, "4d6caf045c42e309425b53cb2ec2e4ec27b58d7f4a095c288a5cd3fb8bbd5ec7",
      Language.IT, "45cff7ff8dba988caac494d365227bbdd4baeccbc984be3c915e8377d1bca302");

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
