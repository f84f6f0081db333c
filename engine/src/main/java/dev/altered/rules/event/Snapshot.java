package dev.altered.rules.event;

import dev.altered.rules.state.ObjectType;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What was true about an object just before an event changed or ended it (2.1.h, 6.3.k): past-tense trigger
 * conditions ("if I was Fleeting", 6.3.l) read it.
 */
public record Snapshot(int controller, ObjectType type, String name, Optional<Side> side, Set<Status> statuses,
    Map<String, Integer> counters, boolean token) {
  public Snapshot {
    // In the statuses' declared order: Set.copyOf iterates in an order salted per JVM, and the event log (and its
    // hash) would then differ between two runs of one seed.
    statuses = statuses.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(statuses));
    counters = Map.copyOf(counters);
  }

  public boolean had(Status status) {
    return statuses.contains(status);
  }
}
