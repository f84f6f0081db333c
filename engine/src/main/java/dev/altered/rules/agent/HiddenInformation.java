package dev.altered.rules.agent;

import dev.altered.rules.Game;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.GameState;
import dev.altered.rules.state.PlayerState;
import dev.altered.rules.state.Prng;
import dev.altered.rules.state.Region;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Checks that what an agent is handed depends only on what its player may see: the view of the real game and the
 * view of the same game with every hidden card dealt differently (and another generator) must give identical
 * samples. A difference means some hidden card reached the agent.
 */
public final class HiddenInformation {
  private HiddenInformation() {}

  public static Optional<String> check(Game game, int player, long seed) {
    Game other = game.copyWithoutLog();
    scramble(other.state(), player, new Prng(~seed));
    long real = fingerprint(PlayerView.of(game, player, seed).sample().state());
    long scrambled = fingerprint(PlayerView.of(other, player, seed).sample().state());
    return real == scrambled ? Optional.empty()
        : Optional.of("player " + player + "'s view changes with cards they cannot see");
  }

  /** Deals every card hidden from {@code viewer} at random, unsorted, and changes the generator. */
  static void scramble(GameState s, int viewer, Prng prng) {
    for (int owner = 0; owner < s.players.size(); owner++) {
      final int o = owner;
      List<GameObject> hidden = s.objects.values().stream()
          .filter(x -> x.zonePlayer == o && PlayerView.hiddenFrom(x, viewer)).toList();
      List<String> refs = new ArrayList<>(hidden.stream().map(x -> x.cardRef).toList());
      prng.shuffle(refs);
      for (int i = 0; i < hidden.size(); i++) {
        hidden.get(i).cardRef = refs.get(i);
      }
    }
    List<Region> faceDown = s.regions.stream().filter(r -> !r.faceUp).toList();
    for (int i = faceDown.size() - 1; i > 0; i--) {
      int j = prng.nextInt(i + 1);
      String name = faceDown.get(i).name;
      var printed = faceDown.get(i).printed;
      faceDown.get(i).name = faceDown.get(j).name;
      faceDown.get(i).printed = faceDown.get(j).printed;
      faceDown.get(j).name = name;
      faceDown.get(j).printed = printed;
    }
    s.prng = new Prng(prng.nextLong());
    s.seed = prng.nextLong();
  }

  /** A hash of everything a sample holds that could carry a hidden card: objects, Deck orders, regions, generator. */
  static long fingerprint(GameState s) {
    long h = s.prng.state * 31 + s.seed;
    for (GameObject o : s.objects.values()) {
      h = h * 1_000_003 + Objects.hash(o.id, o.cardRef, o.zone, o.zonePlayer, o.side, o.token, o.emblem);
    }
    for (PlayerState p : s.players) {
      h = h * 31 + p.deck.hashCode();
    }
    for (Region r : s.regions) {
      h = h * 31 + Objects.hash(r.name, r.faceUp, r.printed);
    }
    return h;
  }
}
