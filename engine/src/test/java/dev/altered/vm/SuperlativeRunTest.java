package dev.altered.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.altered.card.CardDefinition;
import dev.altered.rules.Game;
import dev.altered.rules.Position;
import dev.altered.rules.TestCards;
import dev.altered.rules.decision.Candidate;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.decision.DecisionRequest;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.ZoneKind;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * "with the highest {M}", "with the lowest Hand Cost", "with the most boosts": the objects the rest of the phrase
 * describes whose statistic or counter count is the extreme one among them, every tied object included, compiled from
 * card text and offered by the kernel as the candidates of the choice.
 */
class SuperlativeRunTest {
  // Hand Cost, Reserve Cost, forest, mountain, water.
  private static final CardDefinition LOW = TestCards.character("Low", 1, 1, 1, 1, 1);
  private static final CardDefinition MID = TestCards.character("Mid", 3, 3, 2, 3, 2);
  private static final CardDefinition HIGH = TestCards.character("High", 5, 4, 1, 6, 1);
  private static final CardDefinition ALSO_HIGH = TestCards.character("AlsoHigh", 2, 2, 1, 6, 1);

  /**
   * Player 0 plays a Character from hand with {@code text}; returns the references of the candidates of its target,
   * or, when a single candidate was chosen without asking, of the one Character that gained the boost or the status.
   */
  private static Set<String> candidates(String text, Setup setup) {
    CardDefinition source = TestCards.character("Source", 1, 1, 0, 0, 0, text);
    Position pos = TestBoard.of(3, LOW, MID, HIGH, ALSO_HIGH, source);
    int played = pos.put(0, source.reference(), ZoneKind.HAND, Optional.empty());
    setup.on(pos);
    Game game = TestBoard.afternoon(pos);
    PlayFromHand.declare(game, played, Side.HERO);
    while (game.pending().isPresent()) {
      DecisionRequest next = game.pending().get();
      if (next.kind() == DecisionKind.TARGET || next.kind() == DecisionKind.CHOOSE) {
        Set<String> refs = new TreeSet<>();
        for (Candidate c : next.candidates()) {
          refs.add(game.kernel().object(c.id()).map(o -> o.cardRef).orElse("?"));
        }
        return refs;
      }
      if (next.kind() == DecisionKind.TURN) {
        break;
      }
      game.decide(dev.altered.rules.decision.Answer.pick(next.candidates().get(0).id()));
    }
    Set<String> affected = new TreeSet<>();
    for (Event e : game.events()) {
      int id = e instanceof Event.CountersChanged c && c.delta() > 0 ? c.id()
          : e instanceof Event.StatusChanged st && st.gained() && st.changed() ? st.id() : -1;
      game.kernel().object(id).filter(o -> o.zone == ZoneKind.EXPEDITION).ifPresent(o -> affected.add(o.cardRef));
    }
    return affected;
  }

  private interface Setup {
    void on(Position pos);
  }

  private static void everyone(Position pos) {
    pos.put(0, LOW.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    pos.put(0, MID.reference(), ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
    pos.put(1, HIGH.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
    pos.put(1, ALSO_HIGH.reference(), ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
  }

  @Test
  void theHighestMountainStatisticIsOfferedWithEveryCharacterTiedForIt() {
    assertEquals(Set.of(HIGH.reference(), ALSO_HIGH.reference()),
        candidates("{J} Target Character with the highest {M} gains 1 boost.", SuperlativeRunTest::everyone));
  }

  @Test
  void theLowestHandCostIsAmongTheCharactersTheRestOfThePhraseDescribes() {
    assertEquals(Set.of(MID.reference()), candidates(
        "{J} Another target Character you control with the lowest Hand Cost gains 1 boost.", pos -> {
          pos.put(0, MID.reference(), ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
          pos.put(0, HIGH.reference(), ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
          pos.put(1, LOW.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
        }), "not me (Hand Cost 1, 'another'), not the opponent's Low (1): Mid (3) rather than High (5)");
  }

  @Test
  void aCardInHandDoesNotTakeTheHighestFromTheCharactersInPlay() {
    assertEquals(Set.of(MID.reference()), candidates("{J} Target Character with the highest Hand Cost gains 1 boost.",
        pos -> {
          pos.put(0, LOW.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
          pos.put(1, MID.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
          pos.put(1, HIGH.reference(), ZoneKind.HAND, Optional.empty());
        }));
  }

  @Test
  void theMostBoostsCountsEachCharactersOwnBoosts() {
    assertEquals(Set.of(LOW.reference()), candidates("{J} Target Character with the most boosts gains [[Asleep]].",
        pos -> {
          int low = pos.put(0, LOW.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
          int mid = pos.put(1, MID.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
          pos.counters(low, GameObject.BOOST, 3);
          pos.counters(mid, GameObject.BOOST, 2);
        }));
  }

  @Test
  void theFewestBoostsIncludesCharactersWithNone() {
    assertEquals(Set.of(MID.reference(), HIGH.reference()),
        candidates("{J} Target Character an opponent controls with the fewest boosts gains [[Asleep]].", pos -> {
          int low = pos.put(1, LOW.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
          pos.put(1, MID.reference(), ZoneKind.EXPEDITION, Optional.of(Side.HERO));
          pos.put(1, HIGH.reference(), ZoneKind.EXPEDITION, Optional.of(Side.COMPANION));
          pos.counters(low, GameObject.BOOST, 1);
        }));
  }
}
