package dev.altered.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.cardfile.Diagnostic;
import dev.altered.cardfile.Severity;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 24, 5: the problems past the listed thousand keep their severity and get a position. */
class ManyProblemsTest {
  private static String cards(int count, String lastEnglish) {
    StringBuilder b = new StringBuilder("set T: Test\n");
    for (int i = 1; i <= count; i++) {
      b.append("card T_").append(i).append("\n  type: Spell\n  faction: Muna\n  rarity: Common\n  cost: 1/1\n")
          .append("  en: Tune\n    ").append(i == count ? lastEnglish : "Draw a card.").append('\n')
          .append("  fr: Air\n    Frobnicez une carte.\n");
    }
    return b.toString();
  }

  @Test
  void pastAThousandWarningsTheHiddenOnesAreOneWarningNotAnError(@TempDir Path tmp) throws IOException {
    int count = CardLoader.MAX_STAGE_DIAGNOSTICS + 5;
    Files.writeString(tmp.resolve("t.cards"), cards(count, "Draw a card."));
    LoadResult result = CardLoader.standard().load(List.of(tmp));
    assertFalse(result.hasErrors(), "translations that do not read are warnings, listed or not");
    assertEquals(count, result.cards().size());
    Diagnostic last = result.diagnostics().get(result.diagnostics().size() - 1);
    assertEquals(Severity.WARNING, last.severity());
    assertEquals(tmp.resolve("t.cards").toString(), last.file());
    assertEquals(9 * (CardLoader.MAX_STAGE_DIAGNOSTICS + 1) + 1, last.line(), "the first problem not listed");
    assertTrue(last.message().startsWith("this and 4 more abilities that do not load are not listed (0 errors, 5"
        + " warnings;"), last.message());
  }

  @Test
  void anErrorAmongTheHiddenOnesIsStillAnError(@TempDir Path tmp) throws IOException {
    int count = CardLoader.MAX_STAGE_DIAGNOSTICS + 5;
    Files.writeString(tmp.resolve("t.cards"), cards(count, "Frobnicate a card."));
    LoadResult result = CardLoader.standard().load(List.of(tmp));
    assertTrue(result.hasErrors());
    Diagnostic last = result.diagnostics().get(result.diagnostics().size() - 1);
    assertEquals(Severity.ERROR, last.severity());
    assertTrue(last.message().contains("(1 errors, 5 warnings;"), last.message());
  }
}
