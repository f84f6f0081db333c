package dev.altered.tools.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.cardfile.Diagnostic;
import dev.altered.tools.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code check} on a file and the service on the same text in memory (the editor's, the page's) report the same. */
class CheckAgreementTest {
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
          {H} [Sabotaje].
        fr: Videuse Bravos
          {H} [Sabotez].

      card ALT_TEST_B_BR_02_C
        type: Sorcery
      """;

  @Test
  void checkOfAFileAndTheServiceOnItsTextInMemoryReportTheSameProblems(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("bouncer.cards");
    Files.writeString(file, CARD);
    StringWriter out = new StringWriter();
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(new StringWriter()));
    assertEquals(1, cli.execute("check", "--no-cache", file.toString()));
    List<String> fromCheck = out.toString().lines().filter(l -> l.startsWith(file.toString())).toList();
    List<String> fromService = Session.start().check(file.toString(), CARD).diagnostics().stream()
        .map(Diagnostic::toString).toList();
    assertTrue(fromCheck.size() >= 2, out.toString());
    assertEquals(fromCheck, fromService);
  }
}
