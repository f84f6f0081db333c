package dev.altered.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.Language;
import dev.altered.ir.Disassembler;
import dev.altered.ir.Opcode;
import dev.altered.ir.Program;
import dev.altered.text.TextReader;
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
}
