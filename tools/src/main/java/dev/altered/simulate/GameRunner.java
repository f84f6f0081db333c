package dev.altered.simulate;

import dev.altered.rules.Game;
import dev.altered.rules.StepBudgetExceededException;
import dev.altered.rules.agent.Agents;
import dev.altered.rules.agent.Driver;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/** Plays one game of a job: the one piece of code both engines run per game. */
public final class GameRunner {
  private GameRunner() {}

  public static GameResult play(Job job, int pairing, int index) {
    GameKits.Loaded cards = GameKits.of(job.kit());
    Pairing p = job.pairings().get(pairing);
    long seed = job.seedOf(pairing, index);
    int seatOfA = job.seatOfA(index);
    List<Entrant> seated = seatOfA == 0
        ? List.of(job.entrants().get(p.a()), job.entrants().get(p.b()))
        : List.of(job.entrants().get(p.b()), job.entrants().get(p.a()));
    String error = "";
    Game game = Game.start(seed, List.of(seated.get(0).toPlayerDeck(), seated.get(1).toPlayerDeck()),
        cards.catalog(), cards.abilities()).limitSteps(job.maxSteps());
    try {
      // The agents' seeds as `altered play` derives them, so a game here replays there with the same agents.
      Driver.play(game, List.of(Agents.byName(job.agents().get(0), seed * 2 + 1),
          Agents.byName(job.agents().get(1), seed * 2 + 2)));
      if (!game.ended() || game.winner().isEmpty()) {
        error = "the game ended without a winner";
      }
    } catch (StepBudgetExceededException e) {
      error = e.getMessage();
    } catch (RuntimeException e) {
      error = "internal error: " + e;
    }
    return new GameResult(pairing, index, seed, seatOfA, game.winner().orElse(-1), firstPlayer(game), game.day(),
        error, seats(game));
  }

  private static int firstPlayer(Game game) {
    for (Event e : game.events()) {
      if (e instanceof Event.GameStarted started) {
        return started.firstPlayer();
      }
    }
    return 0;
  }

  /** Per seat, the cards it declared (played, 7.5) and those that went from its Deck to its Hand (drawn). */
  private static List<SeatCards> seats(Game game) {
    List<TreeSet<String>> played = List.of(new TreeSet<>(), new TreeSet<>());
    List<TreeSet<String>> drawn = List.of(new TreeSet<>(), new TreeSet<>());
    for (Event e : game.events()) {
      if (e instanceof Event.CardDeclared d && d.player() >= 0 && d.player() < 2) {
        played.get(d.player()).add(d.card());
      } else if (e instanceof Event.Moved m && m.card().isPresent() && m.from().zone() == ZoneKind.DECK
          && m.to().zone() == ZoneKind.HAND && m.owner() >= 0 && m.owner() < 2) {
        drawn.get(m.owner()).add(m.card().get());
      }
    }
    List<SeatCards> seats = new ArrayList<>();
    for (int s = 0; s < 2; s++) {
      seats.add(new SeatCards(List.copyOf(played.get(s)), List.copyOf(drawn.get(s))));
    }
    return seats;
  }
}
