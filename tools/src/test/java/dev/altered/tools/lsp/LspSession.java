package dev.altered.tools.lsp;

import dev.altered.tools.analysis.Workbench;
import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * A real LSP session: the server of {@code ./altered lsp} on one end of a loopback socket, LSP4J's own client launcher
 * on the other, JSON-RPC in between. Diagnostics the server publishes are queued with the time they arrived.
 */
final class LspSession implements AutoCloseable {
  record Published(PublishDiagnosticsParams params, long nanos) {}

  static final Path CARDS = Paths.get(System.getProperty("altered.root", "..")).resolve("cards");
  private static final Workbench WORKBENCH = Workbench.of(CARDS);

  final BlockingQueue<Published> diagnostics = new LinkedBlockingQueue<>();
  final LanguageServer server;
  final CompletableFuture<Integer> exit = new CompletableFuture<>();
  private final java.net.Socket clientSocket;
  private final java.net.Socket serverSocket;

  LspSession() throws IOException {
    // A loopback socket, not piped streams: a PipedInputStream fails ("write end dead") once a thread that wrote to it
    // ends, and the server answers from pool threads that come and go.
    try (java.net.ServerSocket listener = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      clientSocket = new java.net.Socket(listener.getInetAddress(), listener.getLocalPort());
      serverSocket = listener.accept();
    }
    java.io.InputStream serverIn = serverSocket.getInputStream();
    java.io.OutputStream toClient = serverSocket.getOutputStream();
    Thread serverThread = new Thread(() -> {
      try {
        exit.complete(LanguageServerMain.serve(WORKBENCH, serverIn, toClient));
      } catch (InterruptedException e) {
        exit.completeExceptionally(e);
      }
    }, "test-lsp-server");
    serverThread.setDaemon(true);
    serverThread.start();
    Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(new Client(), clientSocket.getInputStream(),
        clientSocket.getOutputStream());
    launcher.startListening();
    server = launcher.getRemoteProxy();
  }

  void initialize() throws Exception {
    server.initialize(new InitializeParams()).get(30, TimeUnit.SECONDS);
    server.initialized(new org.eclipse.lsp4j.InitializedParams());
  }

  void open(String uri, String text) {
    server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "cards", 1,
        text)));
  }

  /** The next diagnostics published for {@code uri} at {@code version} (earlier ones skipped). */
  Published next(String uri, int version) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline) {
      Published p = diagnostics.poll(1, TimeUnit.SECONDS);
      if (p != null && p.params().getUri().equals(uri)
          && (p.params().getVersion() == null || p.params().getVersion() == version)) {
        return p;
      }
    }
    throw new AssertionError("no diagnostics for " + uri + " version " + version + " within 60 s");
  }

  /** Closes the server's input, as an editor that quits without a shutdown does. */
  void closeInput() throws IOException {
    clientSocket.shutdownOutput();
  }

  @Override
  public void close() throws IOException {
    clientSocket.close();
    serverSocket.close();
  }

  private final class Client implements LanguageClient {
    @Override
    public void publishDiagnostics(PublishDiagnosticsParams params) {
      diagnostics.add(new Published(params, System.nanoTime()));
    }

    @Override
    public void telemetryEvent(Object object) {}

    @Override
    public void showMessage(MessageParams messageParams) {}

    @Override
    public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams requestParams) {
      return CompletableFuture.completedFuture(null);
    }

    @Override
    public void logMessage(MessageParams message) {}
  }

  /** A diagnostic's message: LSP 3.18 lets it be markup; this server sends plain text. */
  static String text(org.eclipse.lsp4j.Diagnostic d) {
    return d.getMessage().map(s -> s, m -> m.getValue());
  }

  static List<String> messages(PublishDiagnosticsParams p) {
    return p.getDiagnostics().stream().map(d -> d.getRange().getStart().getLine() + ":"
        + d.getRange().getStart().getCharacter() + "-" + d.getRange().getEnd().getCharacter() + " " + text(d))
        .toList();
  }
}
