package dev.altered.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.tools.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class SparkEngineTest {
  private static final String CARDS = Path.of(System.getProperty("altered.root", ".."), "cards").toString();

  private static String simulate(String engine, Path variant) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    int exit = cli.execute("simulate", "--cards", CARDS, "--decks", "random:Axiom,random:Muna,random:Yzmir",
        "--games", "6", "--seed", "11", "--variant", variant.toString(), "--json", "--engine", engine);
    assertEquals(0, exit, err.toString());
    assertTrue(err.toString().contains(engine + " engine"), err.toString());
    return out.toString();
  }

  @Test
  void sparksLocalMasterGivesByteIdenticalFiguresToTheLocalEngine(@TempDir Path tmp) throws Exception {
    // An edited card of the Axiom pool, so the A/B's second job runs through Spark as well.
    Path variant = Files.writeString(tmp.resolve("v.cards"), """
        set CORE: Beyond the Gates

        card ALT_CORE_B_AX_04_C
          type: Character
          subtypes: Elemental
          faction: Axiom
          rarity: Common
          cost: 2/2
          stats: 2/6/6
          en: Kelon Elemental
        """);
    String spark = simulate("spark", variant);
    String local = simulate("local", variant);
    assertTrue(local.contains("\"matrix\""), local);
    assertEquals(local, spark);
  }
}
