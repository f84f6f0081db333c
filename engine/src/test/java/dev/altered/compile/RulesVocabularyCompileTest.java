package dev.altered.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.Language;
import dev.altered.ir.Disassembler;
import dev.altered.ir.EventPat;
import dev.altered.ir.Opcode;
import dev.altered.ir.Program;
import dev.altered.ir.Trig;
import dev.altered.text.TextReader;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The vocabulary of dev.altered.text.en.RulesVocabularyMoreTest compiled: to the kernel's instruction where the
 * kernel has the part, refused at the words responsible where it has not.
 */
class RulesVocabularyCompileTest {
  private static Program compile(String text, Compiler.Context context) {
    var parsed = TextReader.readAbility(Language.EN, text);
    assertTrue(parsed.ast().isPresent(), () -> "does not parse: " + parsed);
    return Compiler.compile(parsed.ast().get(), context);
  }

  private static boolean emits(Program p, Opcode op) {
    return p.code().stream().anyMatch(i -> i.op() == op);
  }

  private static java.util.List<Opcode> opcodes(Program p) {
    return p.code().stream().map(i -> i.op()).toList();
  }

  private static String listing(Program p) {
    return Disassembler.listing(p, Optional.empty());
  }

  @Test
  void rule7_3_34_switchMyExpeditionIsTheSwitchInstructionOnMe() {
    Program p = compile("{J} You may switch my Expedition.", Compiler.Context.PERMANENT);
    assertTrue(emits(p, Opcode.SWITCH), listing(p));
    assertEquals(opcodes(compile("{J} You may have me switch Expeditions.", Compiler.Context.PERMANENT)), opcodes(p));
  }

  @Test
  void rule7_3_34_switchItsExpeditionSwitchesTheTarget() {
    Program p = compile("{J} Target Character gains 1 boost. Switch its Expedition.", Compiler.Context.PERMANENT);
    assertTrue(emits(p, Opcode.SWITCH), listing(p));
  }

  @Test
  void rule1_2_3_g_aCardDiscardedWithNoPlaceIsFromHandInEffectsCostsAndTheirChecks() {
    for (String text : java.util.List.of("{J} You may discard a card. If you do, draw a card.",
        "{J} You may discard a card to draw a card.", "Discard a card: I gain 1 boost.")) {
      Program p = compile(text, Compiler.Context.PERMANENT);
      String listing = listing(p);
      assertTrue(listing.contains("(card & (in [HAND] & zone of you))"), () -> text + "\n" + listing);
      assertFalse(listing.contains("card & in [EXPEDITION, LANDMARK]"), () -> text + "\n" + listing);
    }
  }

  private static Trig trig(Program p) {
    return p.constant(p.header(), Trig.class);
  }

  @Test
  void rule6_3_aTriggerAfterItsEffectCompilesAsTheTriggerFirst() {
    Program late = compile("Other Characters in my Expedition gain 1 boost when they join it.",
        Compiler.Context.PERMANENT);
    Program first = compile("When another Character joins my Expedition — It gains 1 boost.",
        Compiler.Context.PERMANENT);
    assertEquals(Program.Kind.REACTION, late.kind());
    assertEquals(trig(first), trig(late));
    assertEquals(opcodes(first), opcodes(late));
  }

  @Test
  void rule1_3_2_c_oneOrMoreMatchesTheEventOnce() {
    Trig several = trig(compile("When one or more Characters join my Expedition — Draw a card.",
        Compiler.Context.PERMANENT));
    Trig each = trig(compile("When a Character joins my Expedition — Draw a card.", Compiler.Context.PERMANENT));
    assertTrue(several.oncePerStep(), several::toString);
    assertFalse(each.oncePerStep(), each::toString);
    assertEquals(each.event(), several.event());
  }

  @Test
  void rule1_3_2_c_theObjectsOfOneOrMoreAreNotBoundToOne() {
    String text = "When one or more Characters join my Expedition — They gain 1 boost.";
    CompileException e = assertThrows(CompileException.class, () -> compile(text, Compiler.Context.PERMANENT));
    assertEquals(text.indexOf("They"), e.span().start(), e.getMessage());
    assertTrue(e.getMessage().contains("'one or more' event"), e.getMessage());
  }

  @Test
  void rule3_2_1_d_terrainMarkersArePlacedAndMovedByTheirOwnInstructions() {
    for (String text : List.of("{J} Place a {M} Terrain Marker on target region.",
        "{J} Move target Terrain Marker to my region.")) {
      Opcode op = text.startsWith("{J} Place") ? Opcode.PLACE_MARKERS : Opcode.MOVE_MARKERS;
      assertTrue(emits(compile(text, Compiler.Context.PERMANENT), op), text);
    }
  }

  @Test
  void rules6_7_newEventWordsAreRefusedAtTheEventUntilTheKernelReportsThem() {
    String spend = "When I spend boosts — Draw a card.";
    CompileException e = assertThrows(CompileException.class, () -> compile(spend, Compiler.Context.PERMANENT));
    assertTrue(e.getMessage().contains("spending counters"), e.getMessage());
    String placed = "When a Terrain Marker is placed on my region — Draw a card.";
    e = assertThrows(CompileException.class, () -> compile(placed, Compiler.Context.PERMANENT));
    assertTrue(e.getMessage().contains("Terrain Markers"), e.getMessage());
  }

  @Test
  void rule7_3_34_aSwitchTriggerIsTheSwitchEventNotADefection() {
    Trig t = trig(compile("When a Character switches Expeditions — Draw a card.", Compiler.Context.PERMANENT));
    EventPat.Switched sw = (EventPat.Switched) t.event();
    assertFalse(sw.defects());
  }

  @Test
  void rule7_5_9_c_joiningOneExpeditionIncludesSwitchingIntoIt() {
    EventPat one = trig(compile("When a Character joins my Expedition — Draw a card.", Compiler.Context.PERMANENT))
        .event();
    assertTrue(((EventPat.AnyOf) one).events().stream().anyMatch(p -> p instanceof EventPat.Switched), one::toString);
    EventPat both = trig(compile("When a Character joins your Expeditions — Draw a card.",
        Compiler.Context.PERMANENT)).event();
    assertFalse(both.toString().contains("switched"), "a switch between your Expeditions stays in them: " + both);
  }
}
