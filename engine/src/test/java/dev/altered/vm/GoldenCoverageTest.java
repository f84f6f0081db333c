package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardDefinition;
import dev.altered.deck.CardFiles;
import dev.altered.ir.Instruction;
import dev.altered.ir.Opcode;
import dev.altered.ir.Program;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Guards {@link GoldenCardsTest}: every opcode the compiler emits for the cards of cards/ appears in the program of a
 * card a golden test plays, and every kind of ability (Reaction, quick action, passive, Spell effect, keyword
 * ability, support {D} and {I}) is played by one. A new opcode, or a card starting to use one, needs a golden test.
 */
class GoldenCoverageTest {
  private static CompiledAbilities abilities;
  private static List<CardDefinition> cards;

  @BeforeAll
  static void load() throws IOException {
    CardFiles.Loaded loaded = CardFiles.read(Path.of(System.getProperty("altered.root", ".")).resolve("cards"));
    cards = loaded.cards();
    abilities = CompiledAbilities.of(loaded.result());
  }

  private static Set<String> goldenCards() {
    Set<String> refs = new TreeSet<>();
    for (Method m : java.util.stream.Stream.of(GoldenCardsTest.class, GoldenLaterCardsTest.class,
        TerrainMarkersTest.class)
        .flatMap(c -> java.util.Arrays.stream(c.getDeclaredMethods())).toList()) {
      GoldenCardsTest.Golden g = m.getAnnotation(GoldenCardsTest.Golden.class);
      if (g != null && m.isAnnotationPresent(org.junit.jupiter.api.Test.class)) {
        refs.addAll(List.of(g.value()));
      }
    }
    return refs;
  }

  private static void opcodes(Program p, Set<Opcode> into) {
    for (Instruction i : p.code()) {
      into.add(i.op());
    }
    p.nested().forEach(n -> opcodes(n, into));
  }

  @Test
  void everyOpcodeTheCardsUseHasAGoldenTest() {
    Set<Opcode> emitted = EnumSet.noneOf(Opcode.class);
    for (CardDefinition c : cards) {
      abilities.cardAbilities(c.reference()).forEach(a -> a.program().ifPresent(p -> opcodes(p, emitted)));
    }
    Set<Opcode> golden = EnumSet.noneOf(Opcode.class);
    for (String ref : goldenCards()) {
      List<CompiledAbilities.CardAbility> own = abilities.cardAbilities(ref);
      assertTrue(!own.isEmpty(), "golden card " + ref + " is not in cards/ or has no ability");
      own.forEach(a -> a.program().ifPresent(p -> opcodes(p, golden)));
    }
    Set<Opcode> missing = EnumSet.copyOf(emitted);
    missing.removeAll(golden);
    assertEquals(Set.of(), missing, "opcodes used by cards of cards/ that no golden test plays");
  }

  @Test
  void everyKindOfAbilityHasAGoldenTest() {
    Set<String> kinds = new TreeSet<>();
    for (String ref : goldenCards()) {
      for (CompiledAbilities.CardAbility a : abilities.cardAbilities(ref)) {
        a.program().ifPresent(p -> kinds.add(p.kind() + (p.support() ? " support" : "")));
      }
    }
    assertTrue(kinds.containsAll(Set.of("REACTION", "QUICK_ACTION", "PASSIVE", "SPELL", "KEYWORDS",
        "REACTION support", "QUICK_ACTION support")), kinds.toString());
  }
}
