package dev.altered.tools.lsp;

import dev.altered.tools.analysis.Workbench;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.CompletionOptions;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ServerInfo;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageClientAware;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;

/** The language server of {@code .cards} files: what it offers, and its lifecycle. */
public final class CardsLanguageServer implements LanguageServer, LanguageClientAware {
  private final CardsTextService documents;
  private final CompletableFuture<Integer> exit = new CompletableFuture<>();
  private boolean shutdown;

  public CardsLanguageServer(Workbench workbench) {
    this.documents = new CardsTextService(workbench);
  }

  @Override
  public void connect(LanguageClient client) {
    documents.connect(client);
  }

  @Override
  public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
    ServerCapabilities capabilities = new ServerCapabilities();
    // Full text on each change: a card file is small, and a full copy cannot drift from the editor's buffer.
    capabilities.setTextDocumentSync(TextDocumentSyncKind.Full);
    capabilities.setHoverProvider(true);
    capabilities.setCompletionProvider(new CompletionOptions(false, java.util.List.of("[", " ")));
    capabilities.setCodeActionProvider(true);
    capabilities.setDocumentSymbolProvider(true);
    capabilities.setDocumentFormattingProvider(true);
    return CompletableFuture.completedFuture(new InitializeResult(capabilities, new ServerInfo("altered", "0.1.0")));
  }

  @Override
  public CompletableFuture<Object> shutdown() {
    shutdown = true;
    documents.close();
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public void exit() {
    // LSP: exit code 0 after a shutdown request, 1 without one.
    exit.complete(shutdown ? 0 : 1);
  }

  /** Completes with the exit code when the client says exit. */
  public CompletableFuture<Integer> exitCode() {
    return exit;
  }

  @Override
  public TextDocumentService getTextDocumentService() {
    return documents;
  }

  @Override
  public WorkspaceService getWorkspaceService() {
    return new NoWorkspace();
  }

  private static final class NoWorkspace implements WorkspaceService {
    @Override
    public void didChangeConfiguration(org.eclipse.lsp4j.DidChangeConfigurationParams params) {}

    @Override
    public void didChangeWatchedFiles(org.eclipse.lsp4j.DidChangeWatchedFilesParams params) {}
  }
}
