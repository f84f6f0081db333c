package dev.altered.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.card.Language;
import dev.altered.ir.Cond;
import dev.altered.ir.Program;
import dev.altered.ir.QCost;
import dev.altered.ir.Who;
import dev.altered.text.TextReader;
import org.junit.jupiter.api.Test;

/** Parts of real cards the parameter census found dropped by the compiler, now used (or refused when not). */
class CensusFindingsCompileTest {
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

  @Test
  void aTotalIsRefusedUnlessItIsOrLessSinceTheKernelChoosesTotalsUpToALimit() {
    // ALT_ALIZE_B_AX_42_C, Avalanche: "or less" compiles; "or more" would have compiled to "or less" before.
    String printed = "Send to Reserve any number of target Characters with total {M} of 4 or less.";
    Ability ability = TextReader.readAbility(Language.EN, printed).ast().orElseThrow();
    Compiler.compile(ability, Compiler.Context.SPELL);
    assertEquals(ImmutableList.of(), Census.ofBox(ImmutableList.of(ability), Compiler.Context.SPELL).orElseThrow()
        .stream().filter(f -> f.node().startsWith("Filter.Total")).toList());
    Ability more = TextReader.readAbility(Language.EN, printed.replace("or less", "or more")).ast().orElseThrow();
    CompileException e = assertThrows(CompileException.class, () -> Compiler.compile(more, Compiler.Context.SPELL));
    assertEquals("a total that is not 'or less': the kernel chooses totals up to a limit only", e.getMessage());
  }
}
