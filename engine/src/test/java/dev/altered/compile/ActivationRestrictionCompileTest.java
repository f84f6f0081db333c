package dev.altered.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.card.Language;
import dev.altered.ir.Cond;
import dev.altered.ir.Program;
import dev.altered.ir.QCost;
import dev.altered.ir.Who;
import dev.altered.text.TextReader;
import org.junit.jupiter.api.Test;

/** Found by the parameter census: a quick action's "You can only activate this if ..." was read and then dropped. */
class ActivationRestrictionCompileTest {
  @Test
  void afterYouOnTheFirstPlayerOnlyIsUsableOnlyByTheFirstPlayer() {
    // ALT_ALIZE_B_YZ_01_C (and its CORE, COREKS, BISE printings).
    Ability ability = TextReader.readAbility(Language.EN,
        "{T} : [After You]. You can only activate this if you are the first player.").ast().orElseThrow();
    Program p = Compiler.compile(ability, Compiler.Context.PERMANENT);
    assertEquals(new Cond.FirstPlayer(Who.YOU), p.constant(p.header(), QCost.class).usable());
    assertEquals(ImmutableList.of(), Census.ofBox(ImmutableList.of(ability), Compiler.Context.PERMANENT)
        .orElseThrow(), "every part of the ability is used");
  }
}
