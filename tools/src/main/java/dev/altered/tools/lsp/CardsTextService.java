package dev.altered.tools.lsp;

import dev.altered.tools.analysis.CardAnalysis;
import dev.altered.tools.analysis.Session;
import dev.altered.tools.analysis.Workbench;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.TextDocumentService;

/**
 * The open documents and what the editor asks about them. Diagnostics are computed on one thread, newest version
 * only: a burst of keystrokes costs one check of the last text, not one per keystroke.
 */
final class CardsTextService implements TextDocumentService {
  /** {@code cardFile}: the URI ends with .cards or the client says the language is "cards". */
  private record Text(int version, String text, boolean cardFile) {}

  private final Workbench workbench;
  private final Session session = Session.start();
  private final Map<String, Text> open = new ConcurrentHashMap<>();
  private final ExecutorService checker = Executors.newSingleThreadExecutor(r -> {
    Thread t = new Thread(r, "cards-diagnostics");
    t.setDaemon(true);
    return t;
  });
  private volatile Optional<LanguageClient> client = Optional.empty();

  CardsTextService(Workbench workbench) {
    this.workbench = workbench;
  }

  void connect(LanguageClient client) {
    this.client = Optional.of(client);
  }

  void close() {
    checker.shutdownNow();
  }

  @Override
  public void didOpen(DidOpenTextDocumentParams params) {
    String uri = params.getTextDocument().getUri();
    boolean cardFile = uri.endsWith(".cards") || "cards".equals(params.getTextDocument().getLanguageId());
    open.put(uri, new Text(params.getTextDocument().getVersion(), params.getTextDocument().getText(), cardFile));
    changed(uri, params.getTextDocument().getVersion(), params.getTextDocument().getText());
  }

  @Override
  public void didChange(DidChangeTextDocumentParams params) {
    List<org.eclipse.lsp4j.TextDocumentContentChangeEvent> changes = params.getContentChanges();
    if (!changes.isEmpty()) {
      changed(params.getTextDocument().getUri(), params.getTextDocument().getVersion(),
          changes.get(changes.size() - 1).getText());
    }
  }

  @Override
  public void didClose(DidCloseTextDocumentParams params) {
    String uri = params.getTextDocument().getUri();
    open.remove(uri);
    client.ifPresent(c -> c.publishDiagnostics(new PublishDiagnosticsParams(uri, List.of())));
  }

  @Override
  public void didSave(DidSaveTextDocumentParams params) {}

  private void changed(String uri, int version, String text) {
    boolean cardFile = Optional.ofNullable(open.get(uri)).map(Text::cardFile).orElse(uri.endsWith(".cards"));
    open.put(uri, new Text(version, text, cardFile));
    checker.execute(() -> {
      Text latest = open.get(uri);
      if (latest == null || latest.version() != version) {
        return; // a newer change is queued behind this one
      }
      List<org.eclipse.lsp4j.Diagnostic> problems;
      try {
        problems = cardFile ? Problems.of(session, label(uri), text) : List.of(Problems.notACardFile(uri));
      } catch (RuntimeException e) {
        // An engine defect on this text: said at the top of the file in one line; the server goes on.
        problems = List.of(Problems.internalError(e));
        if (System.getenv("ALTERED_DEBUG") != null) {
          e.printStackTrace();
        }
      }
      PublishDiagnosticsParams published = new PublishDiagnosticsParams(uri, problems);
      published.setVersion(version);
      client.ifPresent(c -> c.publishDiagnostics(published));
    });
  }

  @Override
  public CompletableFuture<Hover> hover(HoverParams params) {
    String text = text(params.getTextDocument().getUri());
    return CompletableFuture.supplyAsync(() -> Hovers.at(workbench, text, params.getPosition().getLine(),
        params.getPosition().getCharacter()).orElse(null));
  }

  @Override
  public CompletableFuture<Either<List<CompletionItem>, CompletionList>> completion(CompletionParams params) {
    String text = text(params.getTextDocument().getUri());
    return CompletableFuture.completedFuture(Either.forLeft(Completions.at(workbench, text,
        params.getPosition().getLine(), params.getPosition().getCharacter())));
  }

  @Override
  public CompletableFuture<List<Either<Command, CodeAction>>> codeAction(CodeActionParams params) {
    String uri = params.getTextDocument().getUri();
    String text = text(uri);
    return CompletableFuture.supplyAsync(() -> QuickFixes.at(session, uri, text, params.getRange()).stream()
        .<Either<Command, CodeAction>>map(Either::forRight).toList());
  }

  @Override
  public CompletableFuture<List<Either<SymbolInformation, DocumentSymbol>>> documentSymbol(
      DocumentSymbolParams params) {
    String text = text(params.getTextDocument().getUri());
    return CompletableFuture.completedFuture(Layout.symbols(text).stream()
        .<Either<SymbolInformation, DocumentSymbol>>map(Either::forRight).toList());
  }

  @Override
  public CompletableFuture<List<? extends TextEdit>> formatting(DocumentFormattingParams params) {
    String uri = params.getTextDocument().getUri();
    return CompletableFuture.completedFuture(Layout.format(uri, text(uri)));
  }

  /** The open document's text; a request about a document the client never opened is the client's error. */
  private String text(String uri) {
    Text text = open.get(uri);
    if (text == null) {
      throw new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams,
          uri + ": not an open document (send textDocument/didOpen first)", null));
    }
    if (!text.cardFile()) {
      throw new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams,
          uri + ": not a card file (expected a .cards file, or the language id \"cards\")", null));
    }
    if (text.text().length() > CardAnalysis.MAX_CHARS) {
      throw new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams,
          uri + ": larger than " + CardAnalysis.MAX_CHARS + " characters, not analyzed", null));
    }
    return text.text();
  }

  /** Problems are named after the file's path when the editor gives one, as {@code check} would name them. */
  static String label(String uri) {
    try {
      java.net.URI parsed = java.net.URI.create(uri);
      return "file".equals(parsed.getScheme()) ? java.nio.file.Path.of(parsed).toString() : uri;
    } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
      return uri;
    }
  }
}
