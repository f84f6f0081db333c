package dev.altered.rules;

import dev.altered.rules.event.Cause;
import dev.altered.rules.state.Characteristics;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.ObjectType;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The playing process of a card (5.1.2.a): declare intent (already checked), move to Limbo, pay costs, resolve.
 * Characters and Expedition Permanents join the chosen Expedition and then, in another step, gain Fleeting if they
 * had it in Limbo (5.2.1.c); Spells perform their effect, then go to Reserve or the Discard pile (5.2.4.b).
 */
public final class PlayCardFrame implements Frame {
  public int player;
  public int cardId;
  public Optional<ExpeditionRef> expedition = Optional.empty();
  public boolean scout;
  public boolean free;
  public int pc;
  public int cost;
  public int limboId;
  public boolean fleetingInLimbo;
  public int effectIndex;
  /** An effect plays this very card: it may be in another player's Hand or Reserve (5.2.a, 1.4.2.a). */
  public boolean named;
  /** Mana less than the cost, for effects that play a card for less. */
  public int discount;
  /** Sources whose cost modifiers or play effects applied: "next card" Emblems among them end afterwards. */
  public List<Integer> used = new ArrayList<>();
  /** What the pending request asks: 0 the Expedition, 1 whether to pay an optional cost, 2 what pays it. */
  public int asking;
  public boolean optionalAsked;
  public int optionalReduction;
  public OptionalCostOffer offer;
  /** Objects paying the optional cost, discarded or sacrificed with the rest of the cost (6.4.a). */
  public List<Integer> optionalPaid = new ArrayList<>();
  /** How {@link #optionalPaid} pay it. */
  public OptionalCostOffer.Payment optionalPayment = OptionalCostOffer.Payment.DISCARD;

  public PlayCardFrame() {}

  PlayCardFrame(int player, int cardId, Optional<ExpeditionRef> expedition, boolean scout, boolean free) {
    this.player = player;
    this.cardId = cardId;
    this.expedition = expedition;
    this.scout = scout;
    this.free = free;
  }

  @Override
  public void accept(Kernel k, dev.altered.rules.decision.Answer answer) {
    List<Integer> ids = ((dev.altered.rules.decision.Answer.Pick) answer).ids();
    switch (asking) {
      case 1 -> {
        if (ids.contains(1)) {
          asking = 2;
        } else {
          offer = null;
        }
      }
      case 2 -> {
        optionalPaid = new ArrayList<>(ids);
        optionalReduction = offer.reduction();
        optionalPayment = offer.payment();
        offer = null;
      }
      default -> expedition = Optional.of(ExpeditionRef.ofCode(ids.get(0)));
    }
  }

  @Override
  public Flow run(Kernel k) {
    switch (pc) {
      case 0 -> {
        Optional<GameObject> card = k.object(cardId);
        if (card.isEmpty() || Playing.unplayable(k, player, card.get(), expedition, named).isPresent()) {
          return Flow.done(); // no longer playable (an effect asked to play something that is gone)
        }
        GameObject c = card.get();
        if (Playing.needsExpedition(k, c) && expedition.isEmpty()) { // 5.1.2.c.2, when an effect plays it
          asking = 0;
          // Only where it may be played: "I can't be played in a starting region" (5.1.2.c.2, 1.4.1).
          List<ExpeditionRef> where = new ArrayList<>();
          for (ExpeditionRef e : List.of(ExpeditionRef.hero(player), ExpeditionRef.companion(player))) {
            if (Playing.unplayable(k, player, c, Optional.of(e), named).isEmpty()) {
              where.add(e);
            }
          }
          if (where.isEmpty()) {
            return Flow.done();
          }
          return Flow.ask(k.expeditionChoice(player, "play " + k.describe(c) + " in which Expedition", where));
        }
        if (!free && !optionalAsked) { // 5.1.2.c.4: how costs will be paid, an optional one included
          optionalAsked = true;
          List<OptionalCostOffer> offers = k.optionalCosts(c, player);
          if (!offers.isEmpty()) {
            offer = offers.get(0);
            asking = 1;
            return Flow.ask(dev.altered.rules.decision.DecisionRequest.may(player, "pay the optional cost of "
                + k.describe(c) + " to pay " + offer.reduction() + " less"));
          }
        }
        if (offer != null && asking == 2) {
          OptionalCostOffer o = offer;
          return Flow.ask(k.choice(player, dev.altered.rules.decision.DecisionKind.COST, "choose what pays the "
              + "optional cost", x -> o.candidates().contains(x.id), o.count(), o.count()));
        }
        cost = free ? 0 : Math.max(0, Playing.cost(k, player, c, scout, expedition, named).orElse(0) - discount
            - optionalReduction);
        if (cost > k.availableMana(player)) {
          return Flow.done(); // 6.4.d: the cost cannot be paid, the card is not played
        }
        if (!free) {
          used.addAll(Playing.costSources(k, player, c, expedition));
        }
        ZoneKind from = c.zone;
        k.declared(player, c, from, expedition, cost, scout, free);
        Characteristics ch = k.characteristics(c);
        k.beginStep();
        try {
          List<Integer> ids = k.performMoves(List.of(new Move(cardId, ZoneKind.LIMBO, -1, Optional.empty(), false,
              false, Cause.PLAY, player)), Map.of());
          limboId = ids.isEmpty() ? 0 : ids.get(0);
          GameObject inLimbo = k.state().objects.get(limboId);
          if (inLimbo == null) {
            return Flow.done();
          }
          inLimbo.playedFrom = from;
          inLimbo.scouted = scout;
          inLimbo.controller = player;
          boolean landmark = ch.type() == ObjectType.PERMANENT && ch.landmarkPermanent();
          // 5.2.1.b, 5.2.2.b, 5.2.4.a.1-2 (2.4.7.a-b); Landmark Permanents never have Fleeting
          boolean fleeting = !landmark && (from == ZoneKind.RESERVE
              || (ch.type() == ObjectType.SPELL && ch.has(Keyword.FLEETING)));
          if (fleeting) {
            k.gainStatus(List.of(limboId), Status.FLEETING);
          }
          if (ch.type() == ObjectType.SPELL) { // 5.2.4.a.3: passives saying the Spell gains or loses Fleeting
            for (Object[] change : k.spellFleeting(inLimbo, player)) {
              if ((Boolean) change[1]) {
                k.gainStatus(List.of(limboId), Status.FLEETING);
              } else {
                k.loseStatus(List.of(limboId), Status.FLEETING);
              }
              used.add((Integer) change[0]);
            }
          }
        } finally {
          k.endStep();
        }
        pc = 1;
        return Flow.next();
      }
      case 1 -> {
        if (!free && (cost > 0 || !optionalPaid.isEmpty())) {
          List<Integer> paid = optionalPaid;
          if (!k.payCost(player, cost, "play " + k.describe(limboId), () -> {
            if (paid.isEmpty()) {
              return;
            }
            if (optionalPayment == OptionalCostOffer.Payment.SACRIFICE) {
              k.sacrifice(paid, player); // 7.3.31
            } else {
              k.discard(paid, player);
            }
          })) {
            throw new IllegalStateException("the declared cost " + cost + " can no longer be paid");
          }
        }
        GameObject inLimbo = k.state().objects.get(limboId);
        fleetingInLimbo = inLimbo != null && inLimbo.has(Status.FLEETING);
        pc = 2;
        return Flow.next();
      }
      case 2 -> {
        GameObject inLimbo = k.state().objects.get(limboId);
        if (inLimbo == null) {
          return Flow.done();
        }
        if (inLimbo.cardRef != null) {
          k.state().player(player).playedToday.add(inLimbo.cardRef);
        }
        Characteristics ch = k.characteristics(inLimbo);
        if (ch.type() == ObjectType.SPELL) {
          pc = 4;
          return Flow.next();
        }
        ExpeditionRef e = expedition.orElse(ExpeditionRef.hero(player));
        boolean landmark = ch.type() == ObjectType.PERMANENT && ch.landmarkPermanent();
        Move m = landmark
            ? new Move(limboId, ZoneKind.LANDMARK, player, Optional.empty(), false, false, Cause.RESOLVE, player)
            : new Move(limboId, ZoneKind.EXPEDITION, e.player(), Optional.of(e.side()), false, false, Cause.RESOLVE,
                player);
        k.beginStep();
        try {
          List<Integer> ids = k.performMoves(List.of(m), Map.of());
          limboId = ids.isEmpty() ? 0 : ids.get(0);
          GameObject entered = k.state().objects.get(limboId);
          if (entered != null) {
            entered.scouted = scout; // 7.4.5.c: it simultaneously gains "h Send me to Reserve"
            used.addAll(k.createPlayEffectReactions(inLimbo, player, limboId)); // 5.2.c
          }
        } finally {
          k.endStep();
        }
        pc = landmark ? 9 : 3;
        return Flow.next();
      }
      case 3 -> {
        if (fleetingInLimbo && k.exists(limboId)) {
          k.gainStatus(List.of(limboId), Status.FLEETING); // 5.2.1.c: in another step
        }
        pc = 9;
        return Flow.next();
      }
      case 4 -> { // a Spell performs its effect (5.1.2.i), one spell-effect ability after the other
        GameObject inLimbo = k.state().objects.get(limboId);
        List<SpellEffect> effects = new ArrayList<>();
        if (inLimbo != null) {
          for (Ability a : k.abilities(inLimbo)) {
            if (a instanceof SpellEffect se) {
              effects.add(se);
            }
          }
        }
        if (effectIndex < effects.size()) {
          SpellEffect se = effects.get(effectIndex++);
          k.push(se.effect().start(new EffectContext(player, limboId, se.id(), Map.of(), 0)));
          return Flow.next();
        }
        pc = 5;
        return Flow.next();
      }
      case 5 -> { // 5.2.4.b: to Reserve (exhausted with Cooldown, 7.4.1.b), or Discard if Fleeting (2.4.7.e)
        GameObject inLimbo = k.state().objects.get(limboId);
        if (inLimbo == null) {
          return Flow.done();
        }
        boolean fleeting = inLimbo.has(Status.FLEETING);
        boolean cooldown = k.hasKeyword(inLimbo, Keyword.COOLDOWN);
        Move m = new Move(limboId, fleeting ? ZoneKind.DISCARD : ZoneKind.RESERVE, inLimbo.owner, Optional.empty(),
            false, !fleeting && cooldown, Cause.RESOLVE, player);
        k.performMoves(List.of(m), Map.of());
        pc = 9;
        return Flow.next();
      }
      default -> {
        k.consumeOnce(used);
        return Flow.done();
      }
    }
  }
}
