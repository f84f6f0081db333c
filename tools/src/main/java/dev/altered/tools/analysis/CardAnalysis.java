package dev.altered.tools.analysis;

import com.google.common.collect.ImmutableList;
import dev.altered.cardfile.CardFileFormat;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.Diagnostic;
import dev.altered.cardfile.ReadResult;
import dev.altered.cardfile.TextPool;
import dev.altered.load.CardChecker;
import dev.altered.load.CardLoader;
import dev.altered.load.LoadResult;
import dev.altered.translate.Finding;
import dev.altered.translate.TranslationCheck;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

/**
 * The one analysis behind {@code check}, the language server and the playground: so that the three never disagree,
 * each of them asks this class and prints what it answers.
 */
public final class CardAnalysis {
  /** Larger input is refused: the biggest official file is about 300 KB, and a paste of megabytes is a mistake. */
  public static final int MAX_CHARS = 1 << 20;

  private CardAnalysis() {}

  /** Every problem {@code check} reports for a load: the loader's and the card checker's, by position. */
  public static CheckReport check(LoadResult load) {
    List<Diagnostic> diagnostics = new ArrayList<>(load.diagnostics());
    diagnostics.addAll(CardChecker.check(load.cards()));
    diagnostics.sort(Diagnostic.BY_POSITION);
    return new CheckReport(load, ImmutableList.copyOf(diagnostics));
  }

  /**
   * {@link #check(LoadResult)} of a card file held in memory (an editor's buffer, a paste), its problems named after
   * {@code label}. The content goes through the loader's own file path, a temporary file, so that it is read exactly
   * as {@code check} reads a file on disk.
   */
  public static CheckReport checkText(CardLoader loader, String label, String content) throws InputProblem {
    refuseLarge(content);
    Path dir;
    try {
      dir = Files.createTempDirectory("altered-check");
    } catch (IOException e) {
      throw new InputProblem(label + ": cannot be checked: no temporary folder (" + e.getMessage() + ")");
    }
    Path file = dir.resolve("card" + CardFileFormat.EXTENSION);
    try {
      Files.writeString(file, content, StandardCharsets.UTF_8);
      return relabel(check(loader.load(List.of(file))), file.toString(), label);
    } catch (IOException | UncheckedIOException e) {
      throw new InputProblem(label + ": cannot be checked: no temporary file (" + e.getMessage() + ")");
    } finally {
      deleteQuietly(dir);
    }
  }

  /** {@code translate-check}'s findings for a card file held in memory, in every translated language. */
  public static ImmutableList<Finding> translations(String label, String content) throws InputProblem {
    refuseLarge(content);
    ReadResult read = CardFileReader.read(label, content, new TextPool());
    return TranslationCheck.check(read.cards(), EnumSet.complementOf(EnumSet.of(dev.altered.card.Language.EN)))
        .findings();
  }

  static void refuseLarge(String content) throws InputProblem {
    if (content.length() > MAX_CHARS) {
      throw new InputProblem("the text is " + content.length() + " characters long: at most " + MAX_CHARS
          + " are read (a card file of a whole set is about 300,000)");
    }
  }

  private static CheckReport relabel(CheckReport report, String file, String label) {
    ImmutableList<Diagnostic> named = report.diagnostics().stream()
        .map(d -> d.file().equals(file) ? new Diagnostic(d.severity(), label, d.line(), d.column(), d.code(),
            d.message().replace(file, label)) : d)
        .collect(ImmutableList.toImmutableList());
    return new CheckReport(report.load(), named);
  }

  private static void deleteQuietly(Path dir) {
    try (var files = Files.list(dir)) {
      for (Path p : (Iterable<Path>) files::iterator) {
        Files.deleteIfExists(p);
      }
      Files.deleteIfExists(dir);
    } catch (IOException | UncheckedIOException e) {
      // A temporary file left behind is the operating system's to clean; the check itself succeeded.
    }
  }
}
