package dev.altered.compile;

import dev.altered.ast.Counter;
import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.Trigger;
import dev.altered.ast.Vocabulary;
import dev.altered.rules.state.Duration;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;

/** Vocabulary: the AST's words (keywords, statuses, terrains, phases, durations) as the rules' values. */
final class VocabularyWords {
  private VocabularyWords() {}

  static Keyword keyword(KeywordAbilityId id) {
    return switch (id) {
      case COOLDOWN -> Keyword.COOLDOWN;
      case DEFENDER -> Keyword.DEFENDER;
      case ETERNAL -> Keyword.ETERNAL;
      case GIGANTIC -> Keyword.GIGANTIC;
      case SCOUT -> Keyword.SCOUT;
      case SEASONED -> Keyword.SEASONED;
      case TOUGH -> Keyword.TOUGH;
    };
  }

  static String counterName(Counter c) {
    return c.equals(Counter.BOOST) ? dev.altered.rules.state.GameObject.BOOST : c.id();
  }

  static Status status(dev.altered.ast.Status s) {
    return Status.valueOf(s.name());
  }

  static Terrain terrain(Vocabulary.Terrain t) {
    return Terrain.valueOf(t.name());
  }

  static Phase phase(Vocabulary.Phase p) {
    return switch (p) {
      case MORNING -> Phase.MORNING;
      case NOON -> Phase.NOON;
      case AFTERNOON -> Phase.AFTERNOON;
      case DUSK -> Phase.DUSK;
      case NIGHT, REST -> Phase.NIGHT;
    };
  }

  static Duration duration(Vocabulary.Duration d) {
    return Duration.valueOf(d.name());
  }

  static dev.altered.rules.Trigger.Symbol symbol(Vocabulary.TriggerSymbol s) {
    return dev.altered.rules.Trigger.Symbol.valueOf(s.name());
  }
}
