package dev.altered.rules.decision;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;
import java.util.Objects;

/** A player's answer to a {@link DecisionRequest}: picked candidate ids, or a turn declaration. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "answer")
@JsonSubTypes({@JsonSubTypes.Type(value = Answer.Pick.class, name = "Pick"), @JsonSubTypes.Type(value = Answer.Declare.class, name = "Declare")})
public sealed interface Answer {
  record Pick(List<Integer> ids) implements Answer {
    public Pick {
      ids = List.copyOf(ids);
    }

    @Override
    public String toString() {
      return ids.toString();
    }
  }

  record Declare(Declaration declaration) implements Answer {
    public Declare {
      Objects.requireNonNull(declaration, "declaration");
    }

    @Override
    public String toString() {
      return declaration.label();
    }
  }

  static Answer pick(int... ids) {
    return new Pick(java.util.Arrays.stream(ids).boxed().toList());
  }

  static Answer pick(List<Integer> ids) {
    return new Pick(ids);
  }

  static Answer none() {
    return new Pick(List.of());
  }

  static Answer yes() {
    return pick(1);
  }

  static Answer no() {
    return pick(0);
  }

  static Answer declare(Declaration declaration) {
    return new Declare(declaration);
  }
}
