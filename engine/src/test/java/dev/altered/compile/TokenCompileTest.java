package dev.altered.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.Language;
import dev.altered.ir.Instruction;
import dev.altered.ir.Opcode;
import dev.altered.ir.Program;
import dev.altered.ir.QCost;
import dev.altered.ir.Tok;
import dev.altered.ir.Who;
import dev.altered.text.TextReader;
import org.junit.jupiter.api.Test;

/** Tokens created in Landmarks and tokens printed by their name alone (7.3.5, 3.2.7). */
class TokenCompileTest {
  private static Program compile(String text, Compiler.Context context) {
    var parsed = TextReader.readAbility(Language.EN, text);
    assertTrue(parsed.ast().isPresent(), () -> "does not parse: " + parsed);
    return Compiler.compile(parsed.ast().get(), context);
  }

  private static Instruction only(Program p, Opcode op) {
    var found = p.code().stream().filter(i -> i.op() == op).toList();
    assertEquals(1, found.size(), () -> op + " in " + p.code());
    return found.get(0);
  }

  @Test
  void rule_3_2_7_inYourLandmarksIsTheLandmarkZoneOfYou() {
    Program p = compile("{J} Create a [Manaseed] token in your Landmarks.", Compiler.Context.PERMANENT);
    Instruction create = only(p, Opcode.CREATE_LANDMARK);
    Tok tok = p.constant(create.arg(0), Tok.class);
    assertEquals("Manaseed", tok.name());
    assertFalse(tok.statistics(), "a name printed alone: the kernel completes it from the token card");
    assertEquals(Who.YOU, p.constant(create.arg(1), Who.class));
    assertTrue(p.code().stream().noneMatch(i -> i.op() == Opcode.CREATE || i.op() == Opcode.EXPEDITIONS));
  }

  @Test
  void rule_7_3_5_theLandmarksOfTargetPlayerEachPlayerOrAnObjectsController() {
    Program target = compile("{H} Create an [Aerolith] token in target player's Landmarks.",
        Compiler.Context.PERMANENT);
    only(target, Opcode.CHOOSE_PLAYER); // 6.5.b: the target is chosen first
    assertEquals(Who.Kind.REG, target.constant(only(target, Opcode.CREATE_LANDMARK).arg(1), Who.class).kind());
    Program each = compile("{J} Create a [Manaseed] token in each player's Landmarks.", Compiler.Context.PERMANENT);
    assertEquals(Who.EACH, each.constant(only(each, Opcode.CREATE_LANDMARK).arg(1), Who.class));
    Program its = compile("{R} You may discard target Character. If you do, create an [Aerolith] token in its "
        + "controller's Landmarks.", Compiler.Context.PERMANENT);
    assertEquals(Who.Kind.CONTROLLER_OF, its.constant(only(its, Opcode.CREATE_LANDMARK).arg(1), Who.class).kind());
  }

  @Test
  void tokensWithStatisticsStillGoToExpeditions() {
    Program p = compile("{J} Create a [Brassbug 2/2/2] Robot token in my Expedition.", Compiler.Context.PERMANENT);
    assertTrue(p.constant(only(p, Opcode.CREATE).arg(0), Tok.class).statistics());
  }

  @Test
  void sacrificeMeIsACostOfTheSourceItself() {
    Program p = compile("{T}, Sacrifice me: Ready a Mana Orb.", Compiler.Context.PERMANENT);
    QCost cost = p.constant(p.header(), QCost.class);
    assertEquals(1, cost.parts().size(), cost::toString);
    assertEquals(QCost.Part.Action.SACRIFICE, cost.parts().get(0).action());
    assertEquals(1, cost.parts().get(0).count());
  }
}
