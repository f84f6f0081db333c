package dev.altered.rules.agent;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.altered.rules.GameJson;
import dev.altered.rules.PlayerDeck;
import dev.altered.rules.decision.Answer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything needed to play a game again: seed, agents, decks and every answer given, in a plain text file a person
 * can read and a test can replay ({@link CheckedGame#replay}). One item a line:
 * <pre>
 * altered-trace 1
 * seed 42
 * agent greedy
 * agent random
 * deck HERO_REF CARD_REF CARD_REF ...      (one line per player; '-' for no Hero)
 * failure what went wrong                  (empty when nothing did)
 * answer {"answer":"Pick","ids":[3]}       (one line per decision, in order; JSON)
 * </pre>
 */
public record Trace(long seed, List<String> agents, List<PlayerDeck> decks, String failure, List<Answer> answers) {
  static final String MAGIC = "altered-trace 1";

  public Trace {
    agents = List.copyOf(agents);
    decks = List.copyOf(decks);
    Objects.requireNonNull(failure, "failure");
    answers = List.copyOf(answers);
  }

  public String write() {
    StringBuilder b = new StringBuilder(MAGIC).append('\n').append("seed ").append(seed).append('\n');
    agents.forEach(a -> b.append("agent ").append(a).append('\n'));
    for (PlayerDeck d : decks) {
      b.append("deck ").append(d.hero().orElse("-"));
      d.cards().forEach(c -> b.append(' ').append(c));
      b.append('\n');
    }
    b.append("failure ").append(failure.replace('\n', ' ')).append('\n');
    try {
      for (Answer a : answers) {
        b.append("answer ").append(GameJson.mapper().writeValueAsString(a)).append('\n');
      }
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("an answer is not serializable: " + e.getOriginalMessage(), e);
    }
    return b.toString();
  }

  /** Reads what {@link #write} wrote; a damaged file is an {@link IllegalArgumentException} naming its line. */
  public static Trace read(String text) {
    List<String> lines = text.lines().toList();
    if (lines.isEmpty() || !lines.get(0).equals(MAGIC)) {
      throw new IllegalArgumentException("line 1: not a trace (expected '" + MAGIC + "')");
    }
    long seed = 0;
    List<String> agents = new ArrayList<>();
    List<PlayerDeck> decks = new ArrayList<>();
    String failure = "";
    List<Answer> answers = new ArrayList<>();
    for (int i = 1; i < lines.size(); i++) {
      String line = lines.get(i);
      int space = line.indexOf(' ');
      String key = space < 0 ? line : line.substring(0, space);
      String value = space < 0 ? "" : line.substring(space + 1);
      try {
        switch (key) {
          case "seed" -> seed = Long.parseLong(value);
          case "agent" -> agents.add(value);
          case "deck" -> decks.add(deck(value));
          case "failure" -> failure = value;
          case "answer" -> answers.add(GameJson.mapper().readValue(value, Answer.class));
          default -> throw new IllegalArgumentException("unknown item '" + key + "'");
        }
      } catch (NumberFormatException | JsonProcessingException e) {
        throw new IllegalArgumentException("line " + (i + 1) + ": cannot read '" + line + "': " + e.getMessage(), e);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("line " + (i + 1) + ": " + e.getMessage(), e);
      }
    }
    if (agents.size() != 2 || decks.size() != 2) {
      throw new IllegalArgumentException("a trace names two agents and two decks, this one " + agents.size()
          + " and " + decks.size());
    }
    return new Trace(seed, agents, decks, failure, answers);
  }

  private static PlayerDeck deck(String value) {
    List<String> refs = Arrays.asList(value.strip().split(" +"));
    String hero = refs.get(0);
    return new PlayerDeck(hero.equals("-") ? Optional.empty() : Optional.of(hero), refs.subList(1, refs.size()));
  }
}
