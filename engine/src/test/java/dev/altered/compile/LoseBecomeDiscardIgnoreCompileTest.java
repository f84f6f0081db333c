package dev.altered.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.Language;
import dev.altered.ir.EventPat;
import dev.altered.ir.Opcode;
import dev.altered.ir.Passive;
import dev.altered.ir.Pred;
import dev.altered.ir.Program;
import dev.altered.ir.Rule;
import dev.altered.ir.Trig;
import dev.altered.ir.Who;
import dev.altered.rules.event.Cause;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import dev.altered.text.TextReader;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Events, restrictions and filters about losing, becoming, discarding and ignoring: each compiles to the kernel's
 * mechanism, or is refused at the words responsible when the kernel has none.
 */
class LoseBecomeDiscardIgnoreCompileTest {
  private static Program compile(String text, Compiler.Context context) {
    var parsed = TextReader.readAbility(Language.EN, text);
    assertTrue(parsed.ast().isPresent(), () -> "does not parse: " + parsed);
    return Compiler.compile(parsed.ast().get(), context);
  }

  private static EventPat trigger(String text) {
    Program p = compile(text, Compiler.Context.PERMANENT);
    assertEquals(Program.Kind.REACTION, p.kind());
    return p.constant(p.header(), Trig.class).event();
  }

  private static Rule.Forbid forbid(String text) {
    Program p = compile(text, Compiler.Context.PERMANENT);
    List<Rule> rules = p.constant(p.header(), Passive.class).rules();
    assertEquals(1, rules.size(), rules::toString);
    return (Rule.Forbid) rules.get(0);
  }

  private static CompileException refused(String text, Compiler.Context context) {
    return assertThrows(CompileException.class, () -> compile(text, context));
  }

  @Test
  void rule_7_5_4_becomingBoostedIsGainingTheFirstBoost() {
    assertEquals(new EventPat.CountersGained(new Pred.Self(), GameObject.BOOST, 1),
        trigger("When I become [[Boosted]] — Draw a card."));
  }

  @Test
  void rule_7_5_4_becomingAStatusIsGainingIt() {
    assertEquals(new EventPat.StatusGained(new Pred.Self(), Status.ANCHORED),
        trigger("When I become [[Anchored]] — Draw a card."));
  }

  @Test
  void rule_7_3_7_whenYouDiscardACardIsTheKernelsDiscardByYou() {
    EventPat.Moved m = (EventPat.Moved) trigger("When you discard a card — I gain 1 boost.");
    assertEquals(List.of(ZoneKind.DISCARD), m.to());
    assertEquals(Who.YOU, m.actor());
    assertEquals(Optional.of(Cause.DISCARD), m.cause());
  }

  @Test
  void rule_7_3_19_losingAStatusIsItsLossEvent() {
    assertEquals(new EventPat.StatusLost(new Pred.Self(), Status.ANCHORED),
        trigger("When I lose [[Anchored]] — Draw a card."));
  }

  @Test
  void rule_7_3_33_losingABoostIsAnyLossOfBoosts() {
    assertEquals(new EventPat.CountersLost(new Pred.Self(), GameObject.BOOST, false),
        trigger("When I lose a boost — Draw a card."));
  }

  @Test
  void rule_7_3_33_losingANumberOfBoostsIsRefusedAtTheNumber() {
    String text = "When I lose 2 boosts — Draw a card.";
    CompileException e = refused(text, Compiler.Context.PERMANENT);
    assertEquals(text.indexOf("2"), e.span().start(), e.getMessage());
  }

  @Test
  void rule_7_3_19_losingAKeywordInATriggerIsRefusedAtTheKeyword() {
    CompileException e = refused("When I lose [Defender] — Draw a card.", Compiler.Context.PERMANENT);
    assertTrue(e.getMessage().contains("keyword"), e.getMessage());
  }

  @Test
  void rule_7_3_19_losingAKeywordAsAStepIsRefusedAtTheKeyword() {
    String text = "Target Character loses [Defender].";
    CompileException e = refused(text, Compiler.Context.SPELL);
    assertTrue(e.getMessage().contains("DEFENDER"), e.getMessage());
    assertEquals(text.indexOf("[Defender]"), e.span().start(), e.getMessage());
  }

  @Test
  void rule_7_3_33_cantLoseBoostsForbidsRemovingBoosts() {
    Rule.Forbid f = forbid("I can't lose boosts.");
    assertEquals(Rule.Forbid.Kind.LOSE_COUNTERS, f.kind());
    assertEquals(Optional.of(GameObject.BOOST), f.counter());
  }

  @Test
  void rule_7_3_19_cantLoseAStatusForbidsLosingIt() {
    Rule.Forbid f = forbid("I can't lose [[Anchored]].");
    assertEquals(Rule.Forbid.Kind.LOSE_STATUS, f.kind());
    assertEquals(Optional.of(Status.ANCHORED), f.status());
  }

  @Test
  void rule_1_4_1_opponentsCantPlaySpellsForbidsPlayingTheSpellsTheyOwn() {
    Rule.Forbid f = forbid("Opponents can't play Spells.");
    assertEquals(Rule.Forbid.Kind.PLAY, f.kind());
    assertEquals(Pred.and(List.of(new Pred.Type(Pred.ObjType.SPELL), new Pred.OwnedBy(Who.OPPONENT))),
        f.objects());
  }

  @Test
  void rule_1_4_1_opponentsCantPlayFromTheirReserveMeansTheOpponentsReserve() {
    Rule.Forbid f = forbid("Opponents can't play Characters from their Reserve.");
    Pred reserve = Pred.and(List.of(new Pred.InZone(List.of(ZoneKind.RESERVE)), new Pred.ZoneOf(Who.OPPONENT)));
    Pred characters = Pred.and(List.of(new Pred.Type(Pred.ObjType.CHARACTER), reserve));
    assertEquals(Pred.and(List.of(characters, new Pred.OwnedBy(Who.OPPONENT))), f.objects());
  }

  @Test
  void rule_7_3_18_ignoredJoinAbilitiesDoNotActivate() {
    Rule.Forbid f = forbid("Ignore the {J} abilities of Characters facing me.");
    assertEquals(Rule.Forbid.Kind.ACTIVATE, f.kind());
    assertEquals(List.of(dev.altered.rules.Trigger.Symbol.JOIN), f.symbols());
  }

  @Test
  void cantBeSentToReserveIsRefusedAtTheRestriction() {
    String text = "I can't be sent to Reserve.";
    CompileException e = refused(text, Compiler.Context.PERMANENT);
    assertEquals(text.indexOf("be sent"), e.span().start(), e.getMessage());
    assertTrue(e.getMessage().contains("sent to reserve"), e.getMessage());
  }

  @Test
  void rule_6_5_aCardDiscardedThisWayIsTheDiscardedCardFollowedToItsNewZone() {
    Program p = compile("Discard a card from your hand. Draw a card. You may play a card discarded this way for free.",
        Compiler.Context.SPELL);
    assertTrue(p.code().stream().anyMatch(i -> i.op() == Opcode.FOLLOW), dev.altered.ir.Disassembler.listing(p, Optional.empty()));
  }

  @Test
  void rule_6_5_thisWayWithoutTheStepBeforeIsRefused() {
    refused("Reveal a card discarded this way.", Compiler.Context.SPELL);
  }
}
