package dev.altered.tools.analysis;

import com.google.common.collect.ImmutableList;
import java.util.Objects;

/**
 * A card played on a generated board: what was set up, the event log step by step, and how it ended.
 *
 * @param reference the card played
 * @param situation the board in words
 * @param events the event log, one JSON line per event, in order
 * @param outcome "played", or what stopped it, in plain words
 * @param played whether the card was played and the game ran on without an error
 */
public record TryReport(String reference, String situation, ImmutableList<String> events, String outcome,
    boolean played) {
  public TryReport {
    Objects.requireNonNull(reference, "reference");
    Objects.requireNonNull(situation, "situation");
    Objects.requireNonNull(events, "events");
    Objects.requireNonNull(outcome, "outcome");
  }
}
