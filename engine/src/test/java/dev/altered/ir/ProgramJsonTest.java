package dev.altered.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.altered.card.Language;
import dev.altered.compile.Compiler;
import dev.altered.text.TextReader;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** A serialized program is read back equal; a truncated or hand-edited one is refused with what is wrong. */
class ProgramJsonTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** "When I'm sacrificed — Target Character gains [[Anchored]]. You may draw a card." as compiled. */
  private static Program program() {
    return Compiler.compile(TextReader.readAbility(Language.EN,
        "When I'm sacrificed — Target Character gains [[Anchored]]. You may draw a card.").ast().orElseThrow(),
        Compiler.Context.PERMANENT);
  }

  @Test
  void aProgramSurvivesAJsonRoundTrip() {
    Program p = program();
    assertEquals(p, ProgramJson.read(ProgramJson.write(p)));
  }

  @Test
  void aTruncatedProgramIsRefusedWithItsPosition() {
    String json = ProgramJson.write(program());
    ProgramFormatException e = assertThrows(ProgramFormatException.class,
        () -> ProgramJson.read(json.substring(0, json.length() / 2)));
    assertTrue(e.getMessage().startsWith("not a valid program at line 1, column "), e.getMessage());
  }

  @Test
  void emptyInputOrAnotherJsonValueIsRefused() {
    assertThrows(ProgramFormatException.class, () -> ProgramJson.read(""));
    ProgramFormatException e = assertThrows(ProgramFormatException.class, () -> ProgramJson.read("[1, 2]"));
    assertEquals("not a valid program: expected a JSON object", e.getMessage());
  }

  @Test
  void anotherFormatVersionIsRefused() {
    String message = refused(tree -> tree.put("format", Program.FORMAT + 1));
    assertEquals("program format " + (Program.FORMAT + 1) + " is not supported (expected " + Program.FORMAT
        + "): compile the ability again", message);
  }

  @Test
  void aJumpOutsideTheCodeIsRefused() {
    Program p = program();
    int jump = -1;
    for (int pc = 0; pc < p.code().size() && jump < 0; pc++) {
      if (p.code().get(pc).op().operands().contains(Operand.JUMP)) {
        jump = pc;
      }
    }
    int at = jump;
    assertTrue(at >= 0, "the program has a jump (a target may be missing)");
    int operand = p.code().get(at).op().operands().indexOf(Operand.JUMP);
    String message = refused(tree -> ((ArrayNode) tree.get("code").get(at).get("args")).set(operand, 999));
    assertTrue(message.contains("code[" + at + "]") && message.contains("jump target 999 outside the code"),
        message);
  }

  @Test
  void anUnknownOpcodeIsRefused() {
    String message = refused(tree -> ((ObjectNode) tree.get("code").get(0)).put("op", "TELEPORT"));
    assertTrue(message.startsWith("not a valid program") && message.contains("TELEPORT"), message);
  }

  @Test
  void aConstantOfTheWrongKindIsRefused() {
    Program p = program();
    // DRAW's first operand is a player (Who): point it at the trigger pattern instead.
    int draw = indexOf(p, Opcode.DRAW);
    String message = refused(tree -> ((ArrayNode) tree.get("code").get(draw).get("args")).set(0, p.header()));
    assertTrue(message.contains("code[" + draw + "] DRAW operand 1 (WHO)"), message);
  }

  @Test
  void aRegisterOutOfRangeOrTooManyRegistersIsRefused() {
    String tooMany = refused(tree -> tree.put("registers", ProgramValidator.MAX_REGISTERS + 1));
    assertTrue(tooMany.contains("registers " + (ProgramValidator.MAX_REGISTERS + 1) + " out of range"), tooMany);
    String fewer = refused(tree -> tree.put("registers", 0));
    assertTrue(fewer.contains("register 0 out of range (the program has 0 registers)")
        || fewer.contains("out of range (the program has 0 registers)"), fewer);
  }

  @Test
  void codeThatDoesNotEndWithReturnIsRefused() {
    String message = refused(tree -> ((ArrayNode) tree.get("code")).remove(tree.get("code").size() - 1));
    assertTrue(message.contains("it must end with RETURN or JUMP"), message);
  }

  @Test
  void theDisassemblerListsEachInstructionWithItsSourceText() {
    String text = "When I'm sacrificed — Target Character gains [[Anchored]]. You may draw a card.";
    Program p = Compiler.compile(TextReader.readAbility(Language.EN, text).ast().orElseThrow(),
        Compiler.Context.PERMANENT);
    String listing = Disassembler.listing(p, Optional.of(text));
    int draw = indexOf(p, Opcode.DRAW);
    assertTrue(listing.lines().anyMatch(l -> l.matches("\\s+" + draw + "\\s+DRAW\\s+#\\d+ \\(you\\), #\\d+ \\(1\\)"
        + "\\s+; \\d+\\.\\.\\d+ \"draw a card\"")), listing);
    assertTrue(listing.startsWith("reaction: " + p.size() + " instructions"), listing);
  }

  /** Issue 24, 9: {@code CHOOSE_EXPEDITIONr1} was one word; an opcode of 14 letters or more is followed by a space. */
  @Test
  void aLongOpcodeIsSeparatedFromItsOperands() {
    String text = "{R} You may spend 1 of my boosts to ready two Mana Orbs.";
    Program p = Compiler.compile(TextReader.readAbility(Language.EN, text).ast().orElseThrow(),
        Compiler.Context.PERMANENT);
    int spend = indexOf(p, Opcode.SPEND_COUNTERS);
    String listing = Disassembler.listing(p, Optional.of(text));
    assertTrue(listing.lines().anyMatch(l -> l.matches("\\s+" + spend + "\\s+SPEND_COUNTERS [^ ].*")), listing);
  }

  private static int indexOf(Program p, Opcode op) {
    for (int pc = 0; pc < p.code().size(); pc++) {
      if (p.code().get(pc).op() == op) {
        return pc;
      }
    }
    throw new AssertionError(op + " not in " + p.code());
  }

  /** Edits the serialized program and returns the message of the refusal. */
  private static String refused(Consumer<ObjectNode> edit) {
    try {
      JsonNode tree = JSON.readTree(ProgramJson.write(program()));
      edit.accept((ObjectNode) tree);
      String json = JSON.writeValueAsString(tree);
      return assertThrows(ProgramFormatException.class, () -> ProgramJson.read(json)).getMessage();
    } catch (java.io.IOException e) {
      throw new AssertionError(e);
    }
  }
}
