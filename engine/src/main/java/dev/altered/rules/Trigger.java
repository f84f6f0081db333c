package dev.altered.rules;

import dev.altered.rules.event.Event;
import dev.altered.rules.state.GameObject;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What activates a Reaction (6.3.b). The kernel offers each atomic event of each step to every Reaction that may
 * see it: self-move Reactions (6.3.c) if they exist after the event, others if they existed and worked before it
 * (6.3.f).
 */
public interface Trigger {
  /** The trigger symbols j, h, r (7.1.1), for "can't activate" (7.3.1.e) and "activate the j abilities" (7.3.1.b). */
  enum Symbol { JOIN, HAND, RESERVE }

  /** 6.3.c: "I" entering a visible zone (j, h, r included); 6.3.d excludes "When I go to Reserve from the Expedition zone". */
  boolean selfMove();

  default Optional<Symbol> symbol() {
    return Optional.empty();
  }

  /**
   * The activations this atomic event causes: one map of bindings per activation (usually zero or one), e.g.
   * {@code {"it": 12}} for "When a Character joins your Expeditions — It gains 1 boost" (6.3.i).
   *
   * @param self the object bearing the Reaction: as it was before the event (6.3.f) or as it is after (6.3.e)
   */
  List<Map<String, Integer>> match(Kernel k, GameObject self, Event event);
}
