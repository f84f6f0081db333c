package dev.altered.tools;

import dev.altered.tools.analysis.Workbench;
import dev.altered.tools.lsp.LanguageServerMain;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code altered lsp}: the language server of card files, over standard input and output. */
@Command(
    name = "lsp",
    mixinStandardHelpOptions = true,
    description = {
        "Runs the language server of .cards files (Language Server Protocol over standard input and output), for"
            + " editors: the problems 'check' reports as you type, hovers with the compiled program, completion of"
            + " keywords, statuses, counters, sub-types and token names in the line's language, a quick fix for"
            + " translations, one symbol per card and formatting to the canonical layout.",
        "Exit code 0 after the client's shutdown and exit, 1 when the input ends without them."})
final class LspCommand implements Callable<Integer> {
  @Option(names = "--cards", paramLabel = "DIR", description = "the card folder whose words are completed"
      + " (default: cards)")
  Path cards = Path.of("cards");

  @Override
  public Integer call() throws InterruptedException {
    // Standard output carries the protocol only: anything else printed there would corrupt it.
    OutputStream protocol = new FileOutputStream(FileDescriptor.out);
    System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true));
    return LanguageServerMain.serve(Workbench.of(cards), System.in, protocol);
  }
}
