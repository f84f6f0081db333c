package dev.altered.rules;

import static dev.altered.rules.TestCards.character;
import static dev.altered.rules.TestCards.permanent;
import static dev.altered.rules.TestCards.spell;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.card.CardType;
import dev.altered.rules.decision.DecisionKind;
import dev.altered.rules.event.Cause;
import dev.altered.rules.event.Event;
import dev.altered.rules.state.Characteristics;
import dev.altered.rules.state.ExpeditionRef;
import dev.altered.rules.state.GameObject;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.TokenSpec;
import dev.altered.rules.state.ZoneKind;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** 2.1 / 1.4.4 objects and zones, 6.2 modifiers, 2.3 passive abilities, 2.4.1.g gaining a status again. */
class ObjectsAndModifiersTest {
  static {
    Fx.action("i-gain-1-boost", (k, ctx, c) -> k.gainBoosts(List.of(ctx.source()), 1));
    Fx.action("sacrifice-them", (k, ctx, c) -> k.sacrifice(c, ctx.controller()));
    Fx.filter("character-in-p0-hero-expedition", (k, o) -> o.zone == ZoneKind.EXPEDITION && k.isCharacter(o)
        && o.controller == 0 && o.side == Side.HERO);
    Fx.action("put-it-in-reserve", (k, ctx, c) -> k.send(List.of(ctx.bound("it")), ZoneKind.RESERVE,
        ctx.controller()));
    Fx.action("sacrifice-jellyfish", (k, ctx, c) -> k.sacrifice(k.find(o -> o.zone == ZoneKind.EXPEDITION)
        .stream().map(o -> o.id).toList(), ctx.controller()));
    Fx.action("recruit-to-reserve", (k, ctx, c) -> k.send(k.find(GameObject::isToken).stream().map(o -> o.id)
        .toList(), ZoneKind.RESERVE, ctx.controller()));
    Fx.filter("character-or-permanent", (k, o) -> o.zone.inPlay());
    Fx.action("to-top-of-deck", (k, ctx, c) -> c.forEach(id -> k.sendToDeck(id, false, ctx.controller())));
    Fx.action("draw", (k, ctx, c) -> k.draw(ctx.controller(), 1));
    Fx.action("it-gains-boost", (k, ctx, c) -> k.gainBoosts(List.of(ctx.bound("it")), 1));
    Fx.action("it-gains-fleeting", (k, ctx, c) -> k.gainStatus(List.of(ctx.bound("it")), Status.FLEETING));
  }

  @Test
  void rule_2_1_dKuwatSacrificedFirstIsNotBoostedByHavensReaction() {
    // Example of 2.1.d: Haven, Bravos Bastion gives "r I gain 1 boost"; Kuwat, the Dissenter has "j Sacrifice a
    // Character in my Expedition". Played from Reserve, both trigger; sacrificing Kuwat first, the r Reaction
    // finds no Kuwat to boost: the one in the Discard pile is a new object.
    ReactionAbility haveR = Abilities.reaction("haven-granted-r", Triggers.playedFromReserve(),
        Fx.steps("i-gain-1-boost"));
    ContinuousEffect grant = new ContinuousEffect() {
      @Override
      public boolean appliesTo(ContinuousView v, GameObject source, GameObject target) {
        return target.zone == ZoneKind.EXPEDITION && target.controller == source.controller
            && v.characteristics(target).type() == dev.altered.rules.state.ObjectType.CHARACTER;
      }

      @Override
      public Characteristics apply(ContinuousView v, GameObject source, GameObject target, Characteristics c) {
        return c.withAbility("haven-granted-r");
      }
    };
    Scenario sc = Scenario.create().ability(haveR)
        .card(permanent("Haven, Bravos Bastion", CardType.LANDMARK_PERMANENT, 2, 2),
            Abilities.continuous("haven", grant))
        .card(character("Kuwat, the Dissenter", 4, 4, 5, 5, 5),
            Abilities.reaction("kuwat-j", Triggers.joins(),
                Fx.choose("character-in-p0-hero-expedition", 1, 1, "sacrifice-them")))
        .landmark(0, "Haven, Bravos Bastion").reserve(0, "Kuwat, the Dissenter").mana(0, 4).turn(0);
    sc.playFromReserve("Kuwat, the Dissenter", Side.HERO);
    assertEquals(DecisionKind.REACTION, sc.pending().kind(), "two Reactions: the controller picks the order");
    int kuwatJ = sc.pending().candidates().stream().filter(c -> c.label().contains("kuwat-j")).findFirst()
        .orElseThrow().id();
    sc.pickIds(kuwatJ).pick("Kuwat, the Dissenter");
    sc.assertZone("Kuwat, the Dissenter", ZoneKind.DISCARD);
    assertEquals(0, sc.obj("Kuwat, the Dissenter").counter(GameObject.BOOST));
    assertEquals(2, sc.events(Event.ReactionPlayed.class).size(), "the r Reaction resolved, doing nothing");
  }

  @Test
  void rule_2_1_fMoonlightJellyfishFindsItselfInTheDiscardPileAndGoesToReserve() {
    ReactionAbility jellyfish = Abilities.reaction("jellyfish", Triggers.of(false, Optional.empty(), (k, self, e) ->
        e instanceof Event.Moved m && m.oldId() == self.id && m.cause() == Cause.SACRIFICE
            && !m.before().had(Status.FLEETING) ? List.of(Map.of("it", m.newId())) : List.of()),
        Fx.steps("put-it-in-reserve"));
    Scenario sc = Scenario.create().card(character("Moonlight Jellyfish", 1, 1, 1, 0, 1), jellyfish)
        .expedition(0, Side.HERO, "Moonlight Jellyfish").effect(Phase.AFTERNOON, 0, "sacrifice-jellyfish");
    sc.assertZone("Moonlight Jellyfish", ZoneKind.RESERVE);
  }

  @Test
  void rule_6_3_lMoonlightJellyfishThatWasFleetingStaysInTheDiscardPile() {
    ReactionAbility jellyfish = Abilities.reaction("jellyfish", Triggers.of(false, Optional.empty(), (k, self, e) ->
        e instanceof Event.Moved m && m.oldId() == self.id && m.cause() == Cause.SACRIFICE
            && !m.before().had(Status.FLEETING) ? List.of(Map.of("it", m.newId())) : List.of()),
        Fx.steps("put-it-in-reserve"));
    Scenario sc = Scenario.create().card(character("Moonlight Jellyfish", 1, 1, 1, 0, 1), jellyfish)
        .expedition(0, Side.HERO, "Moonlight Jellyfish").status("Moonlight Jellyfish", Status.FLEETING)
        .effect(Phase.AFTERNOON, 0, "sacrifice-jellyfish");
    sc.assertZone("Moonlight Jellyfish", ZoneKind.DISCARD);
  }

  @Test
  void rule_2_1_eATokenLeavingTheExpeditionZoneCeasesToExist() {
    Scenario sc = Scenario.create().card(character("Filler", 1, 1, 0, 0, 0)).effect(Phase.AFTERNOON, 0);
    sc.k().createTokens(0, TokenSpec.of("Ordis Recruit", 1, 1, 1, "SOLDIER"), List.of(ExpeditionRef.hero(0)));
    GameObject token = sc.obj("Ordis Recruit");
    assertEquals(0, token.owner, "1.1.7.b: the owner of a token is the player who created it");
    sc.k().send(List.of(token.id), ZoneKind.RESERVE, 0);
    sc.assertGone("Ordis Recruit");
    Event.Moved left = sc.events(Event.Moved.class).get(0);
    assertEquals(0, left.newId(), "it leaves the Expedition zone and joins nothing (7.5.10.b)");
  }

  @Test
  void rule_1_4_4_aMovedObjectIsANewObjectWithANewTimestamp() {
    Scenario sc = Scenario.create().card(character("Filler", 1, 1, 0, 0, 0)).expedition(0, Side.HERO, "Filler")
        .counters("Filler", "boost", 1).status("Filler", Status.ANCHORED).effect(Phase.AFTERNOON, 0);
    int before = sc.obj("Filler").id;
    sc.k().send(List.of(before), ZoneKind.RESERVE, 0);
    GameObject after = sc.obj("Filler");
    assertTrue(after.id > before, "2.2.16.b-c");
    assertFalse(sc.k().exists(before));
    assertTrue(after.statuses.isEmpty(), "2.4.1.d: no status in the new zone");
    assertEquals(0, after.counter("boost"), "2.5.j: counters lost leaving the Expedition zone");
  }

  @Test
  void rule_1_4_3_aCardSentToAnotherPlayersZoneGoesToItsOwnersZone() {
    Scenario sc = Scenario.create().card(character("Filler", 1, 1, 0, 0, 0)).expedition(1, Side.HERO, "Filler")
        .effect(Phase.AFTERNOON, 0);
    sc.k().move(List.of(new Move(sc.obj("Filler").id, ZoneKind.RESERVE, 0, Optional.empty(), false, false,
        Cause.EFFECT, 0)));
    assertEquals(1, sc.obj("Filler").zonePlayer);
  }

  private static Replacement mightyJinn() {
    return new Replacement() {
      @Override
      public boolean appliesTo(Kernel k, GameObject source, AtomicAction action) {
        return action instanceof Move move && move.objectId() == source.id && source.zone == ZoneKind.EXPEDITION
            && move.to() != ZoneKind.EXPEDITION;
      }

      @Override
      public List<AtomicAction> replace(Kernel k, GameObject source, AtomicAction action) {
        return List.of(((Move) action).withDestination(ZoneKind.MANA, source.owner, Optional.empty(), true));
      }

      @Override
      public boolean optional() {
        return true;
      }

      @Override
      public Optional<Effect> ifYouDont() {
        return Optional.of(Fx.steps("draw"));
      }

      @Override
      public String describe() {
        return "put me in my owner's Mana zone instead";
      }
    };
  }

  private static Scenario paintPrison() {
    return Scenario.create()
        .card(character("Mighty Jinn", 4, 3, 4, 4, 0), Abilities.replacement("jinn", mightyJinn()))
        .card(spell("Paint Prison", 5, 5, "[[Fleeting]]."),
            Abilities.spell("paint-prison", Fx.target("character-or-permanent", 1, 1, "to-top-of-deck")))
        .expedition(1, Side.HERO, "Mighty Jinn").hand(0, "Paint Prison").mana(0, 5).turn(0);
  }

  @Test
  void rule_6_2_eDecliningMightyJinnsModifierAddsTheDrawStepAndLithiumDrawsTheJinn() {
    Scenario sc = paintPrison();
    sc.play("Paint Prison").pick("Mighty Jinn");
    assertEquals(DecisionKind.OPTIONAL_MODIFIER, sc.pending().kind());
    assertEquals(1, sc.pending().player(), "6.2.d: the controller of the modifier's object decides");
    sc.no();
    sc.assertZone("Mighty Jinn", ZoneKind.HAND);
    assertEquals(1, sc.obj("Mighty Jinn").zonePlayer, "Lithium drew Mighty Jinn");
  }

  @Test
  void rule_6_2_dApplyingMightyJinnsModifierPutsItInItsOwnersManaZone() {
    Scenario sc = paintPrison();
    sc.play("Paint Prison").pick("Mighty Jinn").yes();
    assertEquals(1, sc.k().objects(ZoneKind.MANA, 1).size());
    assertTrue(sc.k().objects(ZoneKind.MANA, 1).get(0).has(Status.EXHAUSTED), "3.2.9.b");
    assertEquals(0, sc.k().handSize(1));
  }

  @Test
  void rule_2_4_1_gGerichtGainsFleetingAgainFromArcolanoMilkAndItsReactionActivatesTwice() {
    ReactionAbility gericht = Abilities.reaction("gericht", Triggers.when(false, (self, e) ->
        e instanceof Event.StatusChanged s && s.id() == self.id && s.gained() && s.status() == Status.FLEETING),
        Fx.steps("i-gain-1-boost"));
    RuleChange again = new RuleChange() {
      @Override
      public boolean allowsGainingAgain(Kernel k, GameObject source, GameObject target, Status status) {
        return source.id == target.id && status == Status.FLEETING;
      }
    };
    ReactionAbility milk = Abilities.reaction("milk", Triggers.of(false, Optional.empty(), (k, self, e) ->
        e instanceof Event.Moved m && m.newId() > 0 && m.to().side().equals(Optional.ofNullable(self.side))
            && m.to().player() == self.controller && m.from().zone() != ZoneKind.EXPEDITION
            ? List.of(Map.of("it", m.newId())) : List.of()), Fx.steps("it-gains-boost", "it-gains-fleeting"));
    Scenario sc = Scenario.create()
        .card(character("Gericht, Revered Duelist", 3, 4, 3, 3, 3), gericht, Abilities.rule("gericht-again", again))
        .card(permanent("Arcolano Milk", CardType.EXPEDITION_PERMANENT, 1, 1), milk)
        .expedition(0, Side.HERO, "Arcolano Milk").reserve(0, "Gericht, Revered Duelist").mana(0, 4).turn(0);
    sc.playFromReserve("Gericht, Revered Duelist", Side.HERO);
    while (sc.waiting() && sc.pending().kind() == DecisionKind.REACTION) {
      sc.pickIds(sc.pending().candidates().get(0).id());
    }
    long activations = sc.events(Event.ReactionActivated.class).stream()
        .filter(e -> e.ability().equals("gericht")).count();
    assertEquals(2, activations, "once entering Fleeting, once from Arcolano Milk's Reaction");
    assertEquals(3, sc.obj("Gericht, Revered Duelist").counter(GameObject.BOOST));
  }

  @Test
  void rule_2_3_2_eAnAbilityWhoseScopeDependsOnAnotherIsAppliedAfterItWhateverTheTimestamps() {
    // Example of 2.3.2.e: A "All Elementals have Gigantic", B "All Characters are Elementals"; C becomes an
    // Elemental through B, so A applies to C: A depends on B and waits for it although A is older. A is not free
    // from dependency while B is unapplied (2.3.3.a); once B is applied, dependencies are evaluated again and A
    // goes next (2.3.3.c).
    ContinuousEffect a = new ContinuousEffect() {
      @Override
      public boolean appliesTo(ContinuousView v, GameObject source, GameObject target) {
        return v.characteristics(target).hasSubtype("ELEMENTAL");
      }

      @Override
      public Characteristics apply(ContinuousView v, GameObject source, GameObject target, Characteristics c) {
        return c.withKeyword(Keyword.GIGANTIC, 0);
      }
    };
    ContinuousEffect b = new ContinuousEffect() {
      @Override
      public boolean appliesTo(ContinuousView v, GameObject source, GameObject target) {
        return v.characteristics(target).type() == dev.altered.rules.state.ObjectType.CHARACTER;
      }

      @Override
      public Characteristics apply(ContinuousView v, GameObject source, GameObject target, Characteristics c) {
        return c.withSubtype("ELEMENTAL");
      }
    };
    Scenario sc = Scenario.create()
        .card(character("A", 1, 1, 0, 0, 0), Abilities.continuous("a", a))
        .card(character("B", 1, 1, 0, 0, 0), Abilities.continuous("b", b))
        .card(character("C", 1, 1, 0, 0, 0))
        .expedition(0, Side.HERO, "A", "B", "C").effect(Phase.AFTERNOON, 0);
    assertTrue(sc.obj("A").id < sc.obj("B").id);
    assertTrue(sc.k().hasKeyword(sc.obj("C"), Keyword.GIGANTIC));
    assertTrue(sc.k().isIn(sc.obj("C"), ExpeditionRef.companion(0)), "7.4.4.b");
  }

  /** The 2.3.2.e Example's two abilities: A "All Elementals have Gigantic", B "All Characters are Elementals". */
  private static List<ContinuousEffect> elementals() {
    ContinuousEffect a = new ContinuousEffect() {
      @Override
      public boolean appliesTo(ContinuousView v, GameObject source, GameObject target) {
        return v.characteristics(target).hasSubtype("ELEMENTAL");
      }

      @Override
      public Characteristics apply(ContinuousView v, GameObject source, GameObject target, Characteristics c) {
        return c.withKeyword(Keyword.GIGANTIC, 0);
      }
    };
    ContinuousEffect b = new ContinuousEffect() {
      @Override
      public boolean appliesTo(ContinuousView v, GameObject source, GameObject target) {
        return v.characteristics(target).type() == dev.altered.rules.state.ObjectType.CHARACTER;
      }

      @Override
      public Characteristics apply(ContinuousView v, GameObject source, GameObject target, Characteristics c) {
        return c.withSubtype("ELEMENTAL");
      }
    };
    return List.of(a, b);
  }

  @Test
  void rule_2_3_3_bDependencyStillOrdersAbilitiesWhenManyContinuousEffectsApply() {
    // The 2.3.2.e Example again, with seven more continuous effects that change nothing: the order of 2.3.3.b
    // does not depend on how many abilities there are.
    ContinuousEffect inert = new ContinuousEffect() {
      @Override
      public boolean appliesTo(ContinuousView v, GameObject source, GameObject target) {
        return false;
      }

      @Override
      public Characteristics apply(ContinuousView v, GameObject source, GameObject target, Characteristics c) {
        return c;
      }
    };
    List<ContinuousEffect> inerts = java.util.Collections.nCopies(7, inert);
    Scenario sc = Scenario.create()
        .card(character("Idle", 1, 1, 0, 0, 0), Abilities.passive("idle", inerts, List.of(), List.of(), List.of()))
        .card(character("A", 1, 1, 0, 0, 0), Abilities.continuous("a", elementals().get(0)))
        .card(character("B", 1, 1, 0, 0, 0), Abilities.continuous("b", elementals().get(1)))
        .card(character("C", 1, 1, 0, 0, 0))
        .expedition(0, Side.HERO, "A", "B", "C", "Idle").effect(Phase.AFTERNOON, 0);
    assertTrue(sc.obj("A").id < sc.obj("B").id);
    assertTrue(sc.k().hasKeyword(sc.obj("C"), Keyword.GIGANTIC), "A waits for B, which it depends on");
  }

  @Test
  void rule_2_3_1_jAPassiveAbilityGrantedByAnotherAppliesLikeAPrintedOne() {
    // Banner: "Other Characters have 'I have +1 forest'." The granted ability is one of the Squire's abilities
    // (2.3.1.j), applied in the same re-evaluation (2.3.1.k) as the ability that grants it.
    ContinuousEffect grants = new ContinuousEffect() {
      @Override
      public boolean appliesTo(ContinuousView v, GameObject source, GameObject target) {
        return target.id != source.id
            && v.characteristics(target).type() == dev.altered.rules.state.ObjectType.CHARACTER;
      }

      @Override
      public Characteristics apply(ContinuousView v, GameObject source, GameObject target, Characteristics c) {
        return c.withAbility("banner-granted");
      }
    };
    ContinuousEffect plusOne = new ContinuousEffect() {
      @Override
      public boolean appliesTo(ContinuousView v, GameObject source, GameObject target) {
        return target.id == source.id;
      }

      @Override
      public Characteristics apply(ContinuousView v, GameObject source, GameObject target, Characteristics c) {
        return c.plusStats(1, 0, 0);
      }
    };
    Scenario sc = Scenario.create()
        .card(character("Banner", 1, 1, 0, 0, 0), Abilities.continuous("banner", grants))
        .ability(Abilities.continuous("banner-granted", plusOne))
        .card(character("Squire", 1, 1, 2, 2, 2))
        .expedition(0, Side.HERO, "Banner", "Squire").effect(Phase.AFTERNOON, 0);
    assertTrue(sc.k().characteristics(sc.obj("Squire")).abilityIds().contains("banner-granted"));
    assertEquals(3, sc.k().characteristics(sc.obj("Squire")).forest(), "the granted ability applies");
    assertEquals(0, sc.k().characteristics(sc.obj("Banner")).forest(), "Banner does not grant it to itself");
  }

  /** "Characters get +1 forest" (wherever they are: the rules keep it to objects in play). */
  private static ContinuousEffect plusOneForestToCharacters() {
    return new ContinuousEffect() {
      @Override
      public boolean appliesTo(ContinuousView v, GameObject source, GameObject target) {
        return v.characteristics(target).type() == dev.altered.rules.state.ObjectType.CHARACTER;
      }

      @Override
      public Characteristics apply(ContinuousView v, GameObject source, GameObject target, Characteristics c) {
        return c.plusStats(1, 0, 0);
      }
    };
  }

  @Test
  void rule_2_3_1_hAPassiveAbilityOnlyAffectsObjectsInPlay() {
    Scenario sc = Scenario.create()
        .card(permanent("Banner", CardType.LANDMARK_PERMANENT, 1, 1),
            Abilities.continuous("banner", plusOneForestToCharacters()))
        .card(character("Squire", 1, 1, 2, 2, 2))
        .card(character("Page", 1, 1, 2, 2, 2))
        .card(character("Groom", 1, 1, 2, 2, 2))
        .landmark(0, "Banner").expedition(0, Side.HERO, "Squire").reserve(0, "Page").hand(0, "Groom")
        .effect(Phase.AFTERNOON, 0);
    assertEquals(3, sc.k().characteristics(sc.obj("Squire")).forest());
    assertEquals(2, sc.k().characteristics(sc.obj("Page")).forest(), "in Reserve: not in play");
    assertEquals(2, sc.k().characteristics(sc.obj("Groom")).forest(), "in Hand");
  }

  @Test
  void rule_2_3_2_dAnAbilityThatAnotherRemovesDependsOnItAndNeverApplies() {
    // A (older): "Characters get +1 forest". B: "Other objects lose their abilities". Applying B removes A, so A
    // depends on B (2.3.2.d): B applies first, and A no longer exists to apply.
    ContinuousEffect silence = new ContinuousEffect() {
      @Override
      public boolean appliesTo(ContinuousView v, GameObject source, GameObject target) {
        return target.id != source.id;
      }

      @Override
      public Characteristics apply(ContinuousView v, GameObject source, GameObject target, Characteristics c) {
        return c.withoutAbilities();
      }
    };
    Scenario sc = Scenario.create()
        .card(character("Bard", 1, 1, 0, 0, 0), Abilities.continuous("bard", plusOneForestToCharacters()))
        .card(character("Mute", 1, 1, 0, 0, 0), Abilities.continuous("mute", silence))
        .card(character("Squire", 1, 1, 2, 2, 2))
        .expedition(0, Side.HERO, "Bard", "Mute", "Squire").effect(Phase.AFTERNOON, 0);
    assertTrue(sc.obj("Bard").id < sc.obj("Mute").id);
    assertTrue(sc.k().characteristics(sc.obj("Bard")).abilityIds().isEmpty());
    assertEquals(2, sc.k().characteristics(sc.obj("Squire")).forest(), "A was removed before it applied");
    assertEquals(0, sc.k().characteristics(sc.obj("Mute")).forest());
  }

  @Test
  void rule_2_3_3_persephonesAdditionAppliesAfterTheKrakensRegionChangeItDependsOn() {
    // Persephone: "My region is also a Forest"; The Kraken: "All regions are Water only". The Kraken changes what
    // Persephone does (2.3.2.f): Persephone waits for it although older, so her Forest is added after.
    ContinuousEffect persephone = new ContinuousEffect() {
      @Override
      public EnumSet<Terrain> regionTerrains(ContinuousView v, GameObject source, int region,
          EnumSet<Terrain> current) {
        int mine = v.gameState().player(source.controller).position(source.side);
        if (region == mine) {
          current.add(Terrain.FOREST);
        }
        return current;
      }
    };
    ContinuousEffect kraken = new ContinuousEffect() {
      @Override
      public EnumSet<Terrain> regionTerrains(ContinuousView v, GameObject source, int region,
          EnumSet<Terrain> current) {
        return EnumSet.of(Terrain.WATER);
      }
    };
    Scenario sc = Scenario.create()
        .card(character("Persephone", 2, 2, 3, 0, 0), Abilities.continuous("persephone", persephone))
        .card(character("The Kraken", 7, 7, 0, 0, 8), Abilities.continuous("kraken", kraken))
        .expedition(0, Side.HERO, "Persephone").expedition(1, Side.HERO, "The Kraken").effect(Phase.AFTERNOON, 0);
    assertEquals(EnumSet.of(Terrain.FOREST, Terrain.WATER), sc.k().terrains(0));
    assertEquals(EnumSet.of(Terrain.WATER), sc.k().terrains(7));
  }

  @Test
  void rule_6_1_eAnubisEachPlayerSacrificesInInitiativeOrderSimultaneously() {
    Fx.filter("character", (k, o) -> o.zone == ZoneKind.EXPEDITION && k.isCharacter(o));
    Scenario sc = Scenario.create()
        .card(character("Anubis", 5, 5, 3, 4, 3), Abilities.reaction("anubis", Triggers.joins(),
            Fx.eachPlayerChooses("character", "sacrifice-them")))
        .card(character("Squire", 1, 1, 1, 1, 1))
        .card(character("Page", 1, 1, 1, 1, 1))
        .expedition(0, Side.HERO, "Squire").expedition(1, Side.HERO, "Page").hand(1, "Anubis").mana(1, 5)
        .turn(1);
    sc.play("Anubis", Side.COMPANION);
    assertEquals(1, sc.pending().player(), "1.4.5 example: Lithium, taking his turn, chooses first");
    sc.pick("Page");
    assertEquals(0, sc.pending().player());
    sc.pick("Squire");
    List<Event.Moved> sacrificed = sc.events(Event.Moved.class).stream()
        .filter(m -> m.cause() == Cause.SACRIFICE).toList();
    assertEquals(2, sacrificed.size());
    assertEquals(sacrificed.get(0).step(), sacrificed.get(1).step(), "both sacrificed simultaneously");
  }

  @Test
  void rule_6_5_hAPlayerWithoutACharacterSacrificesNothingTheOtherStillDoes() {
    Fx.filter("character", (k, o) -> o.zone == ZoneKind.EXPEDITION && k.isCharacter(o));
    Scenario sc = Scenario.create()
        .card(character("Anubis", 5, 5, 3, 4, 3), Abilities.reaction("anubis", Triggers.joins(),
            Fx.eachPlayerChooses("character", "sacrifice-them")))
        .card(character("Squire", 1, 1, 1, 1, 1))
        .expedition(0, Side.HERO, "Squire").hand(1, "Anubis").mana(1, 5).turn(1);
    sc.play("Anubis", Side.COMPANION);
    sc.pick("Anubis");
    assertEquals(0, sc.pending().player());
    sc.pick("Squire");
    sc.assertZone("Squire", ZoneKind.DISCARD).assertZone("Anubis", ZoneKind.DISCARD);
  }
}
