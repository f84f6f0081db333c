package dev.altered.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SimulateBadInputTest {
  private static final String CARDS = SimulateCommandTest.CARDS;

  private static void assertOneLineError(SimulateCommandTest.Run r, String expected) {
    assertEquals(2, r.exit(), r.err());
    assertTrue(r.err().contains(expected), r.err());
    assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), "no stack trace: " + r.err());
    assertEquals("", r.out());
  }

  @Test
  void zeroGamesIsAUsageError() {
    assertOneLineError(SimulateCommandTest.run("simulate", "--cards", CARDS, "--decks", "random:Axiom,random:Lyra",
        "--games", "0"), "altered simulate: --games expects a positive integer");
  }

  @Test
  void anUnknownFactionIsNamed() {
    assertOneLineError(SimulateCommandTest.run("simulate", "--cards", CARDS, "--decks", "random:Axiom,random:Elves"),
        "unknown faction 'Elves' in --decks random:Elves");
  }

  @Test
  void anIllegalDeckFileGetsEachProblemAtItsLine(@TempDir Path tmp) throws Exception {
    Path deck = tmp.resolve("small.deck");
    Files.writeString(deck, "hero: ALT_CORE_B_AX_01_C\n3 ALT_CORE_B_AX_04_C\n");
    assertOneLineError(SimulateCommandTest.run("simulate", "--cards", CARDS, "--decks", deck + ",random:Lyra"),
        "small.deck:1:1: not a legal constructed deck: 1.1.4.b: 4 cards including the Hero");
  }

  @Test
  void aVariantOfAnUnknownReferenceIsNamedWithTheNearestOne(@TempDir Path tmp) throws Exception {
    Path variant = tmp.resolve("edit.cards");
    Files.writeString(variant, SimulatePlantedImbalanceTest.KELON.replace("ALT_CORE_B_AX_04_C", "ALT_CORE_B_AX_04_X"));
    assertOneLineError(SimulateCommandTest.run("simulate", "--cards", CARDS, "--decks", "random:Axiom,random:Lyra",
        "--variant", variant.toString()), "unknown card reference ALT_CORE_B_AX_04_X: did you mean ALT_CORE_B_AX_04_C?");
  }

  @Test
  void anUnknownEngineOrAgentIsAUsageError() {
    assertOneLineError(SimulateCommandTest.run("simulate", "--cards", CARDS, "--decks", "random:Axiom,random:Lyra",
        "--engine", "hadoop"), "--engine hadoop: unknown engine");
    assertOneLineError(SimulateCommandTest.run("simulate", "--cards", CARDS, "--decks", "random:Axiom,random:Lyra",
        "--agent", "oracle"), "--agent: unknown agent 'oracle'");
  }
}
