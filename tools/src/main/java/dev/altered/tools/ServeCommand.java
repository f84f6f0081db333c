package dev.altered.tools;

import dev.altered.tools.serve.PlaygroundServer;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code altered serve [--port N]}: the web playground for designers and translators. */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    description = {
        "Serves the playground on http://127.0.0.1:PORT/: type or paste a card and see, as you type, its problems,"
            + " the AST of each ability, its program, its wording in all five languages and a game where it is"
            + " played; a translator's tab shows translate-check's findings side by side. No internet resource is"
            + " used. Stop with Ctrl-C.",
        "Exit code 2 when the port cannot be opened."})
final class ServeCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--port", paramLabel = "N", description = "the port (default 8023; 0 picks a free one)")
  int port = 8023;

  @Override
  public Integer call() throws InterruptedException {
    if (port < 0 || port > 65535) {
      spec.commandLine().getErr().println("altered serve: --port " + port + ": expected 0 to 65535");
      return 2;
    }
    PlaygroundServer server;
    try {
      server = PlaygroundServer.start(port);
    } catch (java.io.IOException e) {
      spec.commandLine().getErr().println("altered serve: cannot listen on port " + port + ": " + e.getMessage()
          + " (another program uses it? try --port 0)");
      return 2;
    }
    spec.commandLine().getOut().println("playground at http://127.0.0.1:" + server.port() + "/ (Ctrl-C stops it)");
    spec.commandLine().getOut().flush();
    new CountDownLatch(1).await(); // until Ctrl-C ends the JVM
    return 0;
  }
}
