package dev.altered.rules;

import dev.altered.rules.event.Event;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.ZoneKind;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiPredicate;

/** Common triggers (7.1.1 symbols, "At [phase]"), for hand-written abilities and the interpreter alike. */
public final class Triggers {
  private Triggers() {}

  private record Simple(boolean selfMove, Optional<Symbol> symbol, Matcher matcher) implements Trigger {
    @Override
    public List<Map<String, Integer>> match(Kernel k, GameObject self, Event event) {
      return matcher.match(k, self, event);
    }
  }

  /** Finds the activations of one event. */
  @FunctionalInterface
  public interface Matcher {
    List<Map<String, Integer>> match(Kernel k, GameObject self, Event event);
  }

  public static Trigger of(boolean selfMove, Optional<Trigger.Symbol> symbol, Matcher matcher) {
    return new Simple(selfMove, symbol, matcher);
  }

  /** A trigger activating once, with no bindings, when {@code test} holds. */
  public static Trigger when(boolean selfMove, BiPredicate<GameObject, Event> test) {
    return new Simple(selfMove, Optional.empty(), (k, self, e) -> test.test(self, e) ? List.of(Map.of()) : List.of());
  }

  private static boolean entersPlay(Event.Moved m) {
    return m.to().zone().inPlay() && !m.from().zone().inPlay();
  }

  /** j (7.1.1.a): "When I join the Expedition zone or the Landmark zone". */
  public static Trigger joins() {
    return new Simple(true, Optional.of(Trigger.Symbol.JOIN), (k, self, e) ->
        e instanceof Event.Moved m && m.newId() == self.id && entersPlay(m)
            || e instanceof Event.TokenCreated t && t.id() == self.id ? List.of(Map.of()) : List.of());
  }

  /** h (7.1.1.b): "When I am played from Hand". */
  public static Trigger playedFromHand() {
    return new Simple(true, Optional.of(Trigger.Symbol.HAND), (k, self, e) ->
        e instanceof Event.Moved m && m.newId() == self.id && m.played()
            && m.playedFrom().equals(Optional.of(ZoneKind.HAND)) ? List.of(Map.of()) : List.of());
  }

  /** r (7.1.1.c): "When I am played from Reserve". */
  public static Trigger playedFromReserve() {
    return new Simple(true, Optional.of(Trigger.Symbol.RESERVE), (k, self, e) ->
        e instanceof Event.Moved m && m.newId() == self.id && m.played()
            && m.playedFrom().equals(Optional.of(ZoneKind.RESERVE)) ? List.of(Map.of()) : List.of());
  }

  /** "At [phase]" (4.2.b). */
  public static Trigger at(Phase phase) {
    return when(false, (self, e) -> e instanceof Event.PhaseStarted p && p.phase() == phase);
  }
}
