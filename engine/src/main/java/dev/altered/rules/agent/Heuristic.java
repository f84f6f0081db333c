package dev.altered.rules.agent;

import dev.altered.rules.Game;
import dev.altered.rules.Kernel;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameState;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Terrain;

/**
 * How good a position is for one player, in points, read the way a player reads the table. The weights are round
 * numbers chosen so that the terms rank in the order the game rewards them:
 * <ol>
 *   <li>a won game beats everything, a lost one is worst;</li>
 *   <li>Expedition progress (4.2.4, 7.5.2): each region one of my Expeditions is ahead of where the opponent's are
 *       is {@value #PROGRESS} points: it is how the game is won (4.3);</li>
 *   <li>Dusk prospects (4.2.4.e): each terrain of its region in which my Expedition is stronger than the one facing
 *       it, {@value #LEADS} points (it moves forward at Dusk if that still holds), and the same against me;</li>
 *   <li>board: each statistic point of a Character in my Expeditions, {@value #STAT} points: strength that lasts;</li>
 *   <li>cards: each card in Hand {@value #HAND}, in Reserve {@value #RESERVE} (options for later days), each Mana
 *       Orb {@value #MANA} (next days' mana) and Landmark {@value #LANDMARK}. Ready mana counts nothing: it comes
 *       back every Morning, so spending it is free and holding it back earns nothing.</li>
 * </ol>
 * The opponent's position counts the same against me, so a score is zero-sum.
 */
public final class Heuristic {
  static final int WIN = 1_000_000;
  static final int PROGRESS = 100;
  static final int LEADS = 30;
  static final int STAT = 3;
  static final int HAND = 4;
  static final int RESERVE = 3;
  static final int MANA = 5;
  static final int LANDMARK = 4;

  private Heuristic() {}

  /** The score of a game for {@code player}: positive when they stand better than their opponent. */
  public static int score(Game game, int player) {
    GameState s = game.state();
    if (s.ended) {
      return s.winner == player ? WIN : s.winner < 0 ? 0 : -WIN;
    }
    return side(game.kernel(), player) - side(game.kernel(), 1 - player);
  }

  private static int side(Kernel k, int player) {
    int points = 0;
    for (Side side : Side.values()) {
      ExpeditionRef e = new ExpeditionRef(player, side);
      points += PROGRESS * k.distance(e);
      int[] mine = k.expeditionStats(e);
      int[] theirs = k.expeditionStats(e.facing());
      for (Terrain t : k.terrains(k.regionOf(e))) {
        if (mine[t.ordinal()] > theirs[t.ordinal()]) {
          points += LEADS;
        }
      }
      points += STAT * (mine[0] + mine[1] + mine[2]);
    }
    for (var o : k.state().objects.values()) {
      if (o.zonePlayer != player) {
        continue;
      }
      points += switch (o.zone) {
        case HAND -> HAND;
        case RESERVE -> RESERVE;
        case MANA -> MANA;
        case LANDMARK -> LANDMARK;
        default -> 0;
      };
    }
    return points;
  }
}
