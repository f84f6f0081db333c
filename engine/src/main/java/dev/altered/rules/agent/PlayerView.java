package dev.altered.rules.agent;

import dev.altered.rules.Game;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.GameState;
import dev.altered.rules.state.Prng;
import dev.altered.rules.state.Region;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;

/**
 * What one player may know of a game, handed to a {@link ViewAgent} instead of the game. Its only way into the
 * board is {@link #sample()}: a copy of the game in which everything the player may not see has been dealt again at
 * random from the view's seed (a determinization): the cards of both Decks (3.1.3), the other player's Hand and
 * Mana Orbs (3.2.9.a remark), face-down Tumult regions (3.2.1 remark), the game's generator and the event log.
 *
 * <p>The dealing reads only what the player may know: each pool of hidden cards is sorted before it is shuffled, so
 * two games that differ only in hidden cards give the same samples ({@code PlayerViewTest} and {@code masstest}
 * check it). One assumption: the opponent's decklist is known (open decklists), so the pool dealt to their hidden
 * cards is the cards they really hold there, in an order that says nothing.
 */
public final class PlayerView {
  private final Game game; // never handed out: samples are dealt from it
  private final int player;
  private final long seed;

  private PlayerView(Game game, int player, long seed) {
    this.game = game;
    this.player = player;
    this.seed = seed;
  }

  /** Made by the code that owns the game ({@link ViewingAgent}, the mass test), never by an agent. */
  static PlayerView of(Game game, int player, long seed) {
    return new PlayerView(game, player, seed);
  }

  public int player() {
    return player;
  }

  /** A fresh determinized copy of the game, paused at the same decision; the same view always deals the same one. */
  public Game sample() {
    return sample(0);
  }

  /** The {@code i}-th determinization of this view: search draws several to average over what it cannot see. */
  public Game sample(int i) {
    Game copy = game.copyWithoutLog();
    deal(copy.state(), player, new Prng(seed * 0x9E3779B97F4A7C15L + i));
    return copy;
  }

  private static void deal(GameState s, int viewer, Prng prng) {
    for (int owner = 0; owner < s.players.size(); owner++) {
      final int o = owner;
      List<GameObject> hidden = new ArrayList<>(s.objects.values().stream()
          .filter(x -> x.zonePlayer == o && hiddenFrom(x, viewer)).toList());
      List<String> refs = new ArrayList<>(hidden.stream().map(x -> x.cardRef).sorted().toList());
      prng.shuffle(refs);
      for (int i = 0; i < hidden.size(); i++) {
        hidden.get(i).cardRef = refs.get(i);
      }
    }
    List<Region> faceDown = s.regions.stream().filter(r -> !r.faceUp).toList();
    List<Region> dealt = new ArrayList<>(faceDown.stream().map(r -> Region.of(r.name, false, r.printed))
        .sorted(Comparator.comparing(r -> r.name)).toList());
    prng.shuffle(dealt);
    for (int i = 0; i < faceDown.size(); i++) {
      faceDown.get(i).name = dealt.get(i).name;
      faceDown.get(i).printed = EnumSet.copyOf(dealt.get(i).printed);
    }
    s.seed = prng.nextLong(); // the real generator would tell the next shuffle or die roll
    s.prng = new Prng(prng.nextLong());
  }

  /** 3.1.3: Decks are hidden from everyone, a Hand from the others; 3.2.9.a (remark): Mana Orbs are face down to the others. */
  static boolean hiddenFrom(GameObject o, int viewer) {
    if (o.cardRef == null) {
      return false;
    }
    return o.zone == ZoneKind.DECK
        || (o.zonePlayer != viewer && (o.zone == ZoneKind.HAND || o.zone == ZoneKind.MANA));
  }
}
