package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.rules.decision.Answer;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A whole day, phase by phase, and the daily effects of each (4.2). */
class WholeDayTest {
  /** Plays day 2 from its Morning: Expand nothing, pass every turn, keep what Clean-up asks. */
  private static Scenario day() {
    Scenario sc = Scenario.create()
        .card(character("Oak", 2, 2, 3, 0, 0))
        .card(character("Filler", 1, 1, 0, 0, 0))
        .expedition(0, Side.HERO, "Oak").status("Oak", Status.EXHAUSTED)
        .deck(0, "Filler", "Filler", "Filler").deck(1, "Filler", "Filler", "Filler").firstPlayer(0).day(2)
        .from(Phase.MORNING, new Procedures.DayFrame(2));
    while (sc.waiting()) {
      DecisionRequest r = sc.pending();
      if (r.kind() == DecisionKind.TURN) {
        sc.pass();
      } else {
        List<Integer> ids = r.candidates().stream().limit(r.min()).map(c -> c.id()).toList();
        sc.answer(Answer.pick(ids));
      }
    }
    return sc;
  }

  private static int stepOf(Scenario sc, Phase phase) {
    return sc.events(Event.PhaseStarted.class).stream().filter(p -> p.phase() == phase).findFirst().orElseThrow()
        .step();
  }

  @Test
  void rule_4_2_aADayHasFivePhasesInOrderWithTheirDailyEffectsAt4_2_c() {
    Scenario sc = day();
    List<Phase> phases = new ArrayList<>();
    sc.events(Event.PhaseStarted.class).forEach(p -> phases.add(p.phase()));
    assertEquals(List.of(Phase.MORNING, Phase.NOON, Phase.AFTERNOON, Phase.DUSK, Phase.NIGHT), phases);
    int morning = stepOf(sc, Phase.MORNING);
    int noon = stepOf(sc, Phase.NOON);
    int afternoon = stepOf(sc, Phase.AFTERNOON);
    int dusk = stepOf(sc, Phase.DUSK);
    int night = stepOf(sc, Phase.NIGHT);

    // 4.2.1.a: Succeed, Prepare, Draw, Expand, in that order, during Morning.
    int succeed = sc.events(Event.FirstPlayerChanged.class).get(0).step();
    int prepare = sc.events(Event.StatusChanged.class).stream().filter(e -> !e.gained()).findFirst().orElseThrow()
        .step();
    List<Event.Moved> drawn = sc.events(Event.Moved.class).stream()
        .filter(m -> m.from().zone() == ZoneKind.DECK && m.to().zone() == ZoneKind.HAND).toList();
    assertEquals(4, drawn.size(), "two cards each");
    int expand = sc.events(Event.Decided.class).stream().filter(d -> d.kind().equals("EXPAND")).findFirst()
        .orElseThrow().step();
    assertTrue(morning < succeed && succeed < prepare && prepare < drawn.get(0).step()
        && drawn.get(0).step() <= expand && expand < noon);

    // 4.2.2.a, 4.2.3.a: nothing happens at Noon; in the Afternoon only turns (4.2.f: until both passed).
    assertTrue(sc.game().events().stream().noneMatch(e -> e.step() > noon && e.step() < afternoon
        && !(e instanceof Event.PhaseStarted)));
    assertTrue(sc.game().events().stream().filter(e -> e.step() > afternoon && e.step() < dusk)
        .allMatch(e -> e instanceof Event.TurnStarted || e instanceof Event.Passed || e instanceof Event.Decided));
    assertEquals(2, sc.events(Event.Passed.class).size());

    // 4.2.4.a: one daily effect at Dusk, Progress: Oak's Expedition moves forward.
    assertTrue(sc.events(Event.ExpeditionMoved.class).stream().allMatch(m -> m.step() > dusk && m.step() < night));
    assertEquals(1, sc.k().position(dev.altered.rules.state.ExpeditionRef.hero(0)));

    // 4.2.5.a: Rest, Clean-up, Check Victory at Night: Oak goes to Reserve, no one wins yet.
    assertTrue(sc.events(Event.RestDone.class).get(0).step() > night);
    sc.assertZone("Oak", ZoneKind.RESERVE);
    assertTrue(!sc.k().state().ended);
  }
}
