package dev.altered.rules;

import dev.altered.rules.event.Event;
import dev.altered.rules.state.EmblemInfo;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Playing cards, the kernel's side (5.2): Emblem-Reactions of play effects, cost modifiers, playable cards and
 * their costs.
 *
 * <p>A part of {@link Kernel}: static methods over the kernel passed in, which holds the game state and the caches
 * and keeps the entry points callers use.
 */
final class CardPlaying {
  private CardPlaying() {}

  static ReactionAbility playEffectReaction(String id, PlayEffect effect) {
    return new ReactionAbility() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public Trigger trigger() {
        return Triggers.when(false, (self, e) -> false); // created by 5.2.c, never by an event
      }

      @Override
      public Effect effect() {
        return effect.effect();
      }
    };
  }

  /**
   * 5.2.c: while a card other than a Spell resolves, each passive saying that the card being played gains or
   * loses something creates an Emblem-Reaction bound to it ("it"). Returns the sources that applied.
   */
  static List<Integer> createPlayEffectReactions(Kernel k, GameObject cardInLimbo, int player, int enteredId) {
    List<Integer> sources = new ArrayList<>();
    for (GameObject o : RulesInEffect.active(k)) {
      for (Ability a : k.workingAbilities(o)) {
        if (a instanceof PassiveAbility p) {
          List<PlayEffect> effects = p.playEffects();
          for (int i = 0; i < effects.size(); i++) {
            if (effects.get(i).appliesTo(k, o, cardInLimbo, player)) {
              String id = a.id() + Kernel.PLAY_EFFECT + i;
              k.ability(id);
              GameObject emblem = new GameObject();
              emblem.id = k.s.newId();
              emblem.controller = player;
              emblem.owner = player;
              emblem.zone = ZoneKind.LIMBO;
              emblem.emblem = new EmblemInfo(EmblemInfo.Kind.REACTION, id, o.id, Map.of("it", enteredId),
                  Optional.empty(), false);
              k.s.objects.put(emblem.id, emblem);
              StepsAndReactions.emit(k, new Event.ReactionActivated(k.stepNumber, emblem.id, o.id, id, player));
              sources.add(o.id);
            }
          }
        }
      }
    }
    return sources;
  }

  /** Ends the "next card" Emblem-Ongoing among these sources (they have applied to a played card). */
  static void consumeOnce(Kernel k, Collection<Integer> sources) {
    for (int id : sources) {
      GameObject o = k.s.objects.get(id);
      if (o != null && o.isEmblem() && o.emblem.once()) {
        k.endEmblem(id);
      }
    }
  }

  /**
   * 7.3.23 / 5.2.b / 7.3.29: plays a card during an effect, immediately: for free, or for its cost minus
   * {@code discount} ("play a Character for 5 less"). Reactions are not checked until the whole effect has resolved
   * (4.4.a remark). Pushes the playing process; the caller must return {@link Flow#next()}. If the cost cannot be
   * paid nothing happens (6.4.d). Whether the card was played ("if you did", 7.3.29.b): {@code follow(objectId)}
   * is then another object.
   */
  static void playCard(Kernel k, int player, int objectId, Optional<ExpeditionRef> expedition, boolean free,
      int discount) {
    PlayCardFrame frame = new PlayCardFrame(player, objectId, expedition, false, free);
    frame.discount = discount;
    frame.named = true; // 5.2.a: the effect names the card, wherever it is (a Hand or a Reserve)
    k.push(frame);
  }

  /** The cards a player could play now from Hand or Reserve, for free or with a discount (for Rush and the like). */
  static List<GameObject> playableCards(Kernel k, int player, boolean free, int discount) {
    List<GameObject> result = new ArrayList<>();
    for (GameObject o : k.s.objects.values()) {
      if ((o.zone == ZoneKind.HAND || o.zone == ZoneKind.RESERVE) && o.zonePlayer == player) {
        Optional<Integer> cost = Playing.cost(k, player, o, false);
        if (cost.isPresent() && (free || Math.max(0, cost.get() - discount) <= k.availableMana(player))) {
          result.add(o);
        }
      }
    }
    return result;
  }

  /** The mana cost of playing a card (5.1.2.d-e), or empty if it cannot be played from where it is. */
  static Optional<Integer> playCost(Kernel k, int player, GameObject card, boolean scout) {
    return Playing.cost(k, player, card, scout);
  }

  /** Sources and their cost modifiers that may alter the cost of a card. */
  static List<Object[]> costModifiers(Kernel k, GameObject card, int player, ZoneKind from) {
    return costModifiers(k, card, player, from, Optional.empty());
  }

  /** The same, for a card played in that Expedition. */
  static List<Object[]> costModifiers(Kernel k, GameObject card, int player, ZoneKind from,
      Optional<ExpeditionRef> expedition) {
    List<Object[]> result = new ArrayList<>();
    for (GameObject o : k.s.objects.values()) {
      if (o.id != card.id && !(o.zone.inPlay() || o.zone == ZoneKind.HERO || o.zone == ZoneKind.RESERVE
          || o.zone == ZoneKind.LIMBO)) {
        continue;
      }
      List<Ability> abilities = o.id == card.id ? k.abilities(o) : k.workingAbilities(o);
      for (Ability a : abilities) {
        if (a instanceof PassiveAbility p) {
          for (CostModifier m : p.costModifiers()) {
            if (m.appliesTo(k, o, card, player, from, expedition)) {
              result.add(new Object[] {o, m});
            }
          }
        }
      }
    }
    return result;
  }
}
