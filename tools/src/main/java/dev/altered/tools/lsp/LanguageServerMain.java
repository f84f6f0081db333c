package dev.altered.tools.lsp;

import dev.altered.tools.analysis.Workbench;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;

/** Runs the language server on a pair of streams until the client exits or closes them. */
public final class LanguageServerMain {
  private LanguageServerMain() {}

  /**
   * Serves until {@code exit} or until the input ends (the editor closed the pipe): the exit code. A malformed
   * message is answered with a JSON-RPC error by LSP4J's reader, and the session goes on.
   */
  public static int serve(Workbench workbench, InputStream in, OutputStream out) throws InterruptedException {
    CardsLanguageServer server = new CardsLanguageServer(workbench);
    Launcher<LanguageClient> launcher = LSPLauncher.createServerLauncher(server, in, out);
    server.connect(launcher.getRemoteProxy());
    Future<Void> listening = launcher.startListening();
    Thread reader = new Thread(() -> {
      try {
        listening.get();
      } catch (ExecutionException | InterruptedException | java.util.concurrent.CancellationException e) {
        // The input failed (a closed socket or pipe): as for its end, the session is over.
      }
      server.exitCode().complete(1); // no effect after an exit notification
    }, "lsp-input");
    reader.setDaemon(true);
    reader.start();
    try {
      return server.exitCode().get();
    } catch (ExecutionException e) {
      return 1;
    } finally {
      listening.cancel(true);
    }
  }
}
