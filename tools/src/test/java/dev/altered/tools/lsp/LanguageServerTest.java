package dev.altered.tools.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The language server driven through LSP4J's client launcher, as an editor drives it. */
class LanguageServerTest {
  static final String CARD = """
      set TEST: Workbench test

      card ALT_TEST_B_BR_01_C
        type: Character
        subtypes: Soldier
        faction: Bravos
        rarity: Common
        cost: 3/3
        stats: 2/2/2
        en: Haven Bouncer
          {H} [Sabotage].
        fr: Videuse Bravos
          {H} [Sabotez].
      """;
  static final String SPELL = """
      set TEST: Workbench test

      card ALT_TEST_A_YZ_01_C
        type: Spell
        subtypes: Conjuration
        faction: Yzmir
        rarity: Common
        cost: 1/3
        en: Magical Training
          Draw a card.
        fr: Entraînement Magique
          Piochez deux cartes.
      """;

  static LspSession session;

  @BeforeAll
  static void start() throws Exception {
    session = new LspSession();
    session.initialize();
  }

  @AfterAll
  static void stop() throws Exception {
    session.close();
  }

  private static TextDocumentIdentifier doc(String uri) {
    return new TextDocumentIdentifier(uri);
  }

  private static void change(String uri, int version, String text) {
    session.server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
        new VersionedTextDocumentIdentifier(uri, version), List.of(new TextDocumentContentChangeEvent(text))));
  }

  @Test
  void aMisspelledKeywordIsReportedAtItsRangeSoonAfterTheChange() throws Exception {
    String uri = "file:///tmp/workbench/bouncer.cards";
    session.open(uri, CARD);
    assertEquals(List.of(), LspSession.messages(session.next(uri, 1).params()), "the card as written is clean");
    // Warm: the first check of a session starts the loader and the grammars; an editor's later changes are timed.
    long[] millis = new long[5];
    for (int version = 2; version < 2 + millis.length; version++) {
      long sent = System.nanoTime();
      change(uri, version, CARD.replace("{H} [Sabotage].", "{H} [Sabotaje" + "e".repeat(version) + "]."));
      LspSession.Published p = session.next(uri, version);
      millis[version - 2] = TimeUnit.NANOSECONDS.toMillis(p.nanos() - sent);
      Diagnostic d = p.params().getDiagnostics().stream().filter(x -> LspSession.text(x).contains("Sabotaje"))
          .findFirst().orElseThrow(() -> new AssertionError(LspSession.messages(p.params())));
      assertEquals(new Range(new Position(10, 8), new Position(10, 8 + "[Sabotaje]".length() + version)),
          d.getRange(), LspSession.text(d));
      assertEquals("altered check", d.getSource());
    }
    long[] sorted = millis.clone();
    java.util.Arrays.sort(sorted);
    System.out.println("diagnostic latency after a change, ms: " + java.util.Arrays.toString(millis) + ", median "
        + sorted[sorted.length / 2]);
    // 200 ms is the goal on an idle machine; the bound here leaves room for a CI machine busy with other builds.
    assertTrue(sorted[sorted.length / 2] < 2000, java.util.Arrays.toString(millis));
  }

  @Test
  void hoverOnAnAbilityShowsItsEnglishWordingProgramAndTheKeywordsRuleAndReminder() throws Exception {
    String uri = "file:///tmp/workbench/hover.cards";
    session.open(uri, CARD);
    Hover hover = session.server.getTextDocumentService().hover(new HoverParams(doc(uri), new Position(10, 10)))
        .get(60, TimeUnit.SECONDS);
    String text = hover.getContents().getRight().getValue();
    assertTrue(text.contains("**Program:**"), text);
    assertTrue(text.contains("Sabotage"), text);
    assertTrue(text.contains("Discard up to one target card from a Reserve"), "the keyword's reminder: " + text);
    assertTrue(text.contains("Complete Rules 7.3.30 Sabotage"), "the keyword's rule, under the cursor: " + text);
  }

  @Test
  void completionOffersTheKeywordInTheLanguageOfTheLine() throws Exception {
    String uri = "file:///tmp/workbench/complete.cards";
    session.open(uri, CARD.replace("{H} [Sabotage].", "{H} [Sabo").replace("{H} [Sabotez].", "{H} [Sabo"));
    List<CompletionItem> en = session.server.getTextDocumentService().completion(new CompletionParams(doc(uri),
        new Position(10, 13))).get(30, TimeUnit.SECONDS).getLeft();
    assertTrue(en.stream().anyMatch(i -> i.getLabel().equals("Sabotage")
        && i.getTextEdit().getLeft().getNewText().equals("[Sabotage]")), en.toString());
    List<CompletionItem> fr = session.server.getTextDocumentService().completion(new CompletionParams(doc(uri),
        new Position(12, 13))).get(30, TimeUnit.SECONDS).getLeft();
    assertTrue(fr.stream().anyMatch(i -> i.getLabel().equals("Sabotez")), fr.toString());
  }

  @Test
  void theQuickFixReplacesATranslationThatSaysSomethingElse() throws Exception {
    String uri = "file:///tmp/workbench/spell.cards";
    session.open(uri, SPELL);
    LspSession.Published published = session.next(uri, 1);
    List<Diagnostic> found = published.params().getDiagnostics();
    assertTrue(found.stream().anyMatch(d -> d.getSource().equals("altered translate-check")
        && d.getRange().getStart().getLine() == 11), LspSession.messages(published.params()).toString());
    CodeActionParams params = new CodeActionParams(doc(uri), new Range(new Position(11, 0), new Position(11, 0)),
        new CodeActionContext(found));
    List<CodeAction> actions = session.server.getTextDocumentService().codeAction(params).get(60, TimeUnit.SECONDS)
        .stream().map(e -> e.getRight()).toList();
    assertEquals(1, actions.size(), actions.toString());
    TextEdit edit = actions.get(0).getEdit().getChanges().get(uri).get(0);
    assertEquals("Piochez une carte.", edit.getNewText());
    assertEquals(new Range(new Position(11, 4), new Position(11, "    Piochez deux cartes.".length())),
        edit.getRange());
  }

  @Test
  void documentSymbolsAreOnePerCardAndFormattingGivesTheCanonicalLayout() throws Exception {
    String uri = "file:///tmp/workbench/layout.cards";
    session.open(uri, CARD + "\n" + SPELL.substring(SPELL.indexOf("card")).replace("  type: Spell", "    type: Spell")
        .replace("\n  subtypes", "\n    subtypes").replace("  faction: Yzmir", "    faction: Yzmir"));
    assertEquals(2, session.server.getTextDocumentService().documentSymbol(new DocumentSymbolParams(doc(uri)))
        .get(30, TimeUnit.SECONDS).size());
    String messy = CARD.replace("  cost: 3/3", "  cost:    3/3");
    session.open("file:///tmp/workbench/messy.cards", messy);
    List<? extends TextEdit> edits = session.server.getTextDocumentService().formatting(
        new DocumentFormattingParams(doc("file:///tmp/workbench/messy.cards"), new FormattingOptions(2, true)))
        .get(30, TimeUnit.SECONDS);
    assertEquals(1, edits.size());
    assertTrue(edits.get(0).getNewText().contains("\n  cost: 3/3\n"), edits.get(0).getNewText());
  }

  @Test
  void aFileThatIsNotACardFileGetsAnErrorAndTheServerGoesOn() throws Exception {
    String uri = "file:///tmp/workbench/notes.txt";
    session.server.getTextDocumentService().didOpen(new org.eclipse.lsp4j.DidOpenTextDocumentParams(
        new org.eclipse.lsp4j.TextDocumentItem(uri, "plaintext", 1, "hello")));
    assertTrue(LspSession.text(session.next(uri, 1).params().getDiagnostics().get(0)).contains("not a card file"));
    ExecutionException e = assertThrows(ExecutionException.class, () -> session.server.getTextDocumentService()
        .hover(new HoverParams(doc(uri), new Position(0, 0))).get(30, TimeUnit.SECONDS));
    assertTrue(e.getCause().getMessage().contains("not a card file"), e.getCause().getMessage());
    String big = "# " + "x".repeat(10 << 20);
    session.open("file:///tmp/workbench/big.cards", big);
    Diagnostic tooLarge = session.next("file:///tmp/workbench/big.cards", 1).params().getDiagnostics().get(0);
    assertTrue(LspSession.text(tooLarge).contains("at most"), LspSession.text(tooLarge));
    // Still serving.
    session.open("file:///tmp/workbench/after.cards", CARD);
    assertEquals(List.of(), LspSession.messages(session.next("file:///tmp/workbench/after.cards", 1).params()));
  }

  @Test
  void closingTheInputEndsTheSessionWithExitCodeOne() throws Exception {
    try (LspSession other = new LspSession()) {
      other.initialize();
      other.closeInput();
      assertEquals(1, other.exit.get(30, TimeUnit.SECONDS));
    }
  }

  @Test
  void shutdownAndExitEndTheSessionWithExitCodeZero() throws Exception {
    try (LspSession other = new LspSession()) {
      other.initialize();
      other.server.shutdown().get(30, TimeUnit.SECONDS);
      other.server.exit();
      assertEquals(0, other.exit.get(30, TimeUnit.SECONDS));
      assertFalse(other.exit.isCompletedExceptionally());
    }
  }
}
