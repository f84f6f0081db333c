package dev.altered.compile;

import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary;
import dev.altered.ir.Cond;
import dev.altered.ir.Dest;
import dev.altered.ir.ExpPred;
import dev.altered.ir.Num;
import dev.altered.ir.Opcode;
import dev.altered.ir.Pred;
import dev.altered.ir.Regs;
import dev.altered.ir.Rule;
import dev.altered.ir.Text;
import dev.altered.ir.Tok;
import dev.altered.ir.Who;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Steps, one case per basic step (draw, discard, create, roll, gain, ...), with destinations, play costs, gains and losses. */
final class Steps extends CompilerPart {
  /** The Who constant of the players whose Landmarks the last token was created in, or -1 (in Expeditions). */
  private int lastTokenLandmarks = -1;

  Steps(AbilityCompiler compiler) {
    super(compiler);
  }

  Who actor() {
    return scope.actors.isEmpty() ? Who.YOU : scope.actors.peek();
  }

  /** A step's actor as data; "target player" is chosen first (6.5.b). */
  Who actor(PlayerRef p) {
    return compiler.places.who(p);
  }

  void registerSteps() {
    cases.steps
        .on(Step.Draw.class, s -> {
          Who w = actor(s.actor());
          Num n = times(compiler.conditions.num(s.count()));
          return () -> scope.e.emit(Opcode.DRAW, scope.e.constant(w), scope.e.constant(n));
        })
        .on(Step.DrawCard.class, s -> {
          Who w = actor(s.actor());
          int r = compiler.objectRegisters.resolve(s.card(), w);
          return () -> scope.e.emit(Opcode.DRAW_CARD, r, scope.e.constant(w));
        })
        .on(Step.Discard.class, s -> {
          Who w = actor(s.actor());
          int r = compiler.objectRegisters.gather(w, who -> compiler.objectRegisters.resolve(s.objects(), who, ObjectPreds.discardedFrom(s)));
          scope.verbRegs.put(Condition.DidThisWay.Verb.DISCARDED, r);
          return () -> scope.e.emit(Opcode.DISCARD, r, scope.e.constant(w));
        })
        .on(Step.Sacrifice.class, s -> {
          Who w = actor(s.actor());
          int r = compiler.objectRegisters.gather(w, who -> compiler.objectRegisters.resolveControlled(s.objects(), who));
          scope.verbRegs.put(Condition.DidThisWay.Verb.SACRIFICED, r);
          return () -> scope.e.emit(Opcode.SACRIFICE, r, scope.e.constant(w));
        })
        .on(Step.Move.class, compiler.movePlayCost::move)
        .on(Step.Create.class, s -> {
          Who w = actor(s.actor());
          List<Integer> abilityIndexes = new ArrayList<>();
          for (Ability a : s.abilities()) {
            abilityIndexes.add(compiler.abilities.nestedAbility(a));
          }
          Tok tok = new Tok(s.token().name(), s.token().forest(), s.token().mountain(), s.token().water(),
              s.token().subtypes(), abilityIndexes, s.token().statistics());
          int tokConst = scope.e.constant(tok);
          Num n = times(compiler.conditions.num(s.count()));
          Optional<Who> landmarks = s.in().flatMap(this::landmarksOf);
          if (landmarks.isPresent()) {
            // "in your Landmarks", "in target player's Landmarks": the Landmark zone of those players (3.2.7).
            int whoConst = scope.e.constant(landmarks.get());
            scope.lastTokenConst = tokConst;
            scope.lastTokenExps = -1;
            lastTokenLandmarks = whoConst;
            int out = scope.e.register();
            scope.regOf.put(tokenRef(s), out);
            return () -> {
              scope.e.emit(Opcode.CREATE_LANDMARK, tokConst, whoConst, scope.e.constant(n), out);
              scope.lastObjects = out;
            };
          }
          lastTokenLandmarks = -1;
          int exps;
          if (s.in().isPresent()) {
            exps = compiler.expeditions.resolveExpeditions(s.in().get(), w);
          } else {
            exps = scope.e.register(); // "create ... tokens" with no Expedition: one of the controller's (7.3.5.a)
            scope.e.emit(Opcode.CHOOSE_EXPEDITION, exps, scope.e.constant(new ExpPred.Of(w)), scope.e.constant(Num.lit(1)),
                scope.e.constant(Num.lit(1)), scope.e.constant(w));
          }
          scope.lastTokenConst = tokConst;
          scope.lastTokenExps = exps;
          int out = scope.e.register();
          scope.regOf.put(tokenRef(s), out);
          s.token().subtypes().forEach(t -> scope.createdBySubtype.put(t.toUpperCase(Locale.ROOT), out));
          return () -> {
            scope.e.emit(Opcode.CREATE, tokConst, exps, scope.e.constant(n), out);
            scope.lastObjects = out;
          };
        })
        .on(Step.CreateSame.class, s -> {
          if (scope.lastTokenConst < 0) {
            throw error(s.span(), "expected a token created earlier in the ability ('create only one')");
          }
          Num n = compiler.conditions.num(s.count());
          int tok = scope.lastTokenConst;
          int exps = scope.lastTokenExps;
          int landmarks = lastTokenLandmarks;
          if (landmarks >= 0) {
            return () -> scope.e.emit(Opcode.CREATE_LANDMARK, tok, landmarks, scope.e.constant(n), -1);
          }
          return () -> scope.e.emit(Opcode.CREATE, tok, exps, scope.e.constant(n), -1);
        })
        .on(Step.Ready.class, s -> {
          Who w = actor(s.actor());
          int r = compiler.objectRegisters.resolve(s.objects(), w);
          return () -> scope.e.emit(Opcode.LOSE_STATUS, r, Status.EXHAUSTED.ordinal());
        })
        .on(Step.Exhaust.class, s -> {
          Who w = actor(s.actor());
          int r = compiler.objectRegisters.resolve(s.objects(), w);
          scope.verbRegs.put(Condition.DidThisWay.Verb.EXHAUSTED, r);
          return () -> scope.e.emit(Opcode.GAIN_STATUS, r, Status.EXHAUSTED.ordinal());
        })
        .on(Step.Play.class, compiler.movePlayCost::play)
        .on(Step.Roll.class, s -> {
          Who w = actor(s.actor());
          if (!(s.dice() instanceof Quantity.Literal l && l.value() == 1)) {
            throw error(s.dice().span(), "expected 'a die': rolling several dice is a modifier's (7.3.28.c)");
          }
          scope.dieReg = scope.e.register();
          int r = scope.dieReg;
          return () -> scope.e.emit(Opcode.ROLL, scope.e.constant(w), r);
        })
        .on(Step.RollMore.class, s -> {
          throw error(s.span(), "rolling more dice changes a die roll: it is a modifier (If you would roll ...)");
        })
        .on(Step.Reveal.class, s -> {
          Who w = actor(s.actor());
          int r = compiler.objectRegisters.resolve(s.objects(), w);
          scope.verbRegs.put(Condition.DidThisWay.Verb.REVEALED, r);
          return () -> scope.e.emit(Opcode.REVEAL, r, scope.e.constant(w));
        })
        .on(Step.LookAt.class, s -> {
          Who w = actor(s.actor());
          int r = compiler.objectRegisters.resolve(s.objects(), w);
          return () -> scope.e.emit(Opcode.LOOK, r, scope.e.constant(w));
        })
        .on(Step.Choose.class, s -> {
          Who w = actor(s.actor());
          int r;
          if (s.among().isPresent()) {
            int among = compiler.objectRegisters.resolve(s.among().get(), w);
            r = compiler.objectRegisters.chooseIn(s.objects(), among, w);
          } else {
            r = compiler.objectRegisters.gather(w, who -> compiler.objectRegisters.resolve(s.objects(), who));
          }
          scope.regOf.put(s.objects(), r);
          return Act.NONE;
        })
        .on(Step.Target.class, s -> {
          Who w = actor(s.actor());
          if (compiler.expeditions.isPlayer(s.objects())) {
            int r = compiler.objectRegisters.choosePlayer(s.objects(), w);
            scope.regOf.put(s.objects(), r);
            scope.lastPlayerReg = r;
            return Act.NONE;
          }
          if (compiler.objectPreds.isExpedition(s.objects())) {
            compiler.expeditions.resolveExpeditions(s.objects(), w);
            return Act.NONE;
          }
          // "Target two [[Boosted]] Characters": the verb makes them targets (6.5.b), as "two target Characters".
          scope.targetVerb = true;
          try {
            compiler.objectRegisters.resolve(s.objects(), w);
          } finally {
            scope.targetVerb = false;
          }
          return Act.NONE;
        })
        .on(Step.Exchange.class, s -> {
          Who w = actor(s.actor());
          int a = compiler.objectRegisters.resolve(s.first(), w);
          int b = compiler.objectRegisters.resolve(s.second(), w);
          return () -> scope.e.emit(Opcode.EXCHANGE, a, b, scope.e.constant(w));
        })
        .on(Step.ExchangeBoosts.class, s -> {
          int r = compiler.objectRegisters.resolve(s.of(), actor(s.actor()));
          return () -> scope.e.emit(Opcode.EXCHANGE_BOOSTS, r, r);
        })
        .on(Step.Activate.class, s -> {
          int r = compiler.objectRegisters.resolve(s.of(), actor(s.actor()));
          return () -> {
            for (Vocabulary.TriggerSymbol k : s.kinds()) {
              scope.e.emit(Opcode.ACTIVATE, r, VocabularyWords.symbol(k).ordinal());
            }
          };
        })
        .on(Step.ActivateOne.class, s -> {
          if (Statements.aboutCardsPlayed(s.subject())) {
            List<Rule> made = compiler.statements.playRules(s.subject(), s, Optional.empty());
            return () -> compiler.lasting.ongoing(made, Optional.empty(), Optional.of(s.subject()), s.span());
          }
          int r = compiler.objectRegisters.resolve(s.subject(), actor());
          return () -> scope.e.emit(Opcode.ACTIVATE_ONE, r, VocabularyWords.symbol(s.kind()).ordinal());
        })
        .on(Step.ActivateOwn.class, s -> {
          if (Statements.aboutCardsPlayed(s.subject())) {
            List<Rule> made = compiler.statements.playRules(s.subject(), s, Optional.empty());
            return () -> compiler.lasting.ongoing(made, Optional.empty(), Optional.of(s.subject()), s.span());
          }
          int r = compiler.objectRegisters.resolve(s.subject(), actor());
          return () -> {
            for (Vocabulary.TriggerSymbol k : s.kinds()) {
              scope.e.emit(Opcode.ACTIVATE, r, VocabularyWords.symbol(k).ordinal());
            }
          };
        })
        .on(Step.Pay.class, s -> {
          Who w = actor(s.actor());
          Num n = compiler.conditions.num(s.mana());
          return () -> scope.e.emit(Opcode.PAY, scope.e.constant(w), scope.e.constant(n));
        })
        .on(Step.Spend.class, s -> {
          Who w = actor(s.actor());
          String counter = VocabularyWords.counterName(s.counter());
          int r = s.from() instanceof ObjectRef.Self ? compiler.objectRegisters.self() : compiler.objectRegisters.resolve(compiler.objectRegisters.withCounters(s.from()), w);
          Num n = compiler.conditions.num(s.count());
          int kinds = -1;
          if (counter.equals("ANY")) {
            kinds = scope.e.register();
            scope.e.emit(Opcode.CHOOSE_COUNTER, kinds, r, scope.e.constant(n), scope.e.constant(w));
          }
          int k = kinds;
          return () -> scope.e.emit(Opcode.SPEND_COUNTERS, r, scope.e.constant(Text.of(counter)), scope.e.constant(n), k);
        })
        .on(Step.Remove.class, s -> {
          Who w = actor(s.actor());
          int r = compiler.objectRegisters.resolve(s.from(), w);
          String counter = VocabularyWords.counterName(s.counter());
          int n = s.count().map(q -> scope.e.constant(compiler.conditions.num(q))).orElse(-1);
          scope.removedReg = scope.e.register();
          int out = scope.removedReg;
          return () -> scope.e.emit(Opcode.REMOVE_COUNTERS, r, scope.e.constant(Text.of(counter)), n, out);
        })
        .on(Step.Double.class, s -> {
          int r = compiler.objectRegisters.resolve(s.on(), actor(s.actor()));
          String counter = VocabularyWords.counterName(s.counter());
          return () -> scope.e.emit(Opcode.DOUBLE_COUNTERS, r, scope.e.constant(Text.of(counter)));
        })
        .on(Step.Distribute.class, s -> {
          Who w = actor(s.actor());
          int all = compiler.lasting.distribute(s.among(), compiler.conditions.num(s.count()), w);
          String counter = VocabularyWords.counterName(s.counter());
          return () -> scope.e.emit(Opcode.GAIN_COUNTERS, all, scope.e.constant(Text.of(counter)), scope.e.constant(Num.lit(1)), -1);
        })
        .on(Step.WinGame.class, s -> {
          Who w = actor(s.actor());
          return () -> scope.e.emit(Opcode.WIN, scope.e.constant(w));
        })
        .on(Step.Pass.class, s -> {
          Who w = actor(s.actor());
          return () -> scope.e.emit(Opcode.PASS, scope.e.constant(w));
        })
        .on(Step.BecomeFirstPlayer.class, s -> {
          Who w = actor(s.actor());
          return () -> scope.e.emit(Opcode.FIRST_PLAYER, scope.e.constant(w));
        })
        .on(Step.ReduceCost.class, s -> {
          Rule rule = compiler.statements.reduceCost(s);
          return () -> compiler.lasting.ongoing(List.of(rule), Optional.empty(), Optional.of(s.of()), s.span());
        })
        .on(Step.AddToResult.class, s -> {
          if (scope.dieReg < 0) {
            throw error(s.span(), "expected a die roll before changing its result (7.3.28.c)");
          }
          Num n = compiler.conditions.num(s.amount());
          int r = scope.dieReg;
          return () -> scope.e.emit(Opcode.ADD, r, scope.e.constant(n));
        })
        .on(Step.Gain.class, s -> {
          if (Statements.aboutCardsPlayed(s.subject())) {
            List<Rule> made = compiler.statements.playRules(s.subject(), s, Optional.empty());
            return () -> compiler.lasting.ongoing(made, Optional.empty(), Optional.of(s.subject()), s.span());
          }
          // "give me that many boosts": 'that many' counts the objects of the step before, not the subject.
          int before = scope.lastObjects;
          int r = compiler.objectRegisters.subject(s.subject());
          int resolved = scope.lastObjects;
          scope.lastObjects = before;
          List<Act> acts = new ArrayList<>();
          for (Step.Gainable g : s.items()) {
            acts.add(cases.gainables.apply(g).apply(r));
          }
          scope.lastObjects = resolved;
          return () -> acts.forEach(Act::emit);
        })
        .on(Step.Lose.class, s -> {
          if (Statements.aboutCardsPlayed(s.subject())) {
            List<Rule> made = compiler.statements.playRules(s.subject(), s, Optional.empty());
            return () -> compiler.lasting.ongoing(made, Optional.empty(), Optional.of(s.subject()), s.span());
          }
          int r = compiler.objectRegisters.subject(s.subject());
          List<Act> acts = new ArrayList<>();
          for (Step.Losable l : s.items()) {
            acts.add(cases.losables.apply(l).apply(r));
          }
          return () -> acts.forEach(Act::emit);
        })
        .on(Step.SwitchExpeditions.class, s -> {
          if (s.with().isPresent()) {
            throw error(s.span(), "switching Expeditions with another object (7.3.34) has no instruction yet");
          }
          int r = compiler.objectRegisters.subject(s.subject());
          return () -> scope.e.emit(Opcode.SWITCH, r);
        })
        .on(Step.PlaceTerrainMarker.class, s -> {
          int regions = compiler.expeditions.regions(s.on(), actor(s.actor()));
          if (!(s.count() instanceof Quantity.Literal n) || n.value() != 1) {
            throw error(s.count().span(), "expected one Terrain Marker a region ('a {V} Terrain Marker')");
          }
          int mask = Terrain.mask(s.terrains().stream().map(VocabularyWords::terrain).toList());
          return () -> scope.e.emit(Opcode.PLACE_MARKERS, regions, mask);
        })
        .on(Step.MoveTerrainMarker.class, s -> {
          int markers = compiler.expeditions.markers(s.markers(), actor(s.actor()));
          int to = compiler.expeditions.regions(s.to(), actor(s.actor()));
          return () -> scope.e.emit(Opcode.MOVE_MARKERS, markers, to);
        })
        .on(Step.MoveExpedition.class, s -> {
          int r = compiler.expeditions.resolveExpeditions(s.subject(), actor());
          Num n = compiler.conditions.num(s.regions());
          boolean forward = s.direction() == Vocabulary.Direction.FORWARD;
          return () -> scope.e.emit(Opcode.MOVE_EXPEDITION, r, scope.e.constant(n), forward ? 1 : 0);
        })
        .on(Step.Keyword.class, compiler.movePlayCost::keywordAction)
        .on(Step.May.class, compiler.movePlayCost::may)
        .on(Step.Internal.class, s -> {
          Who w = actor(s.actor());
          return () -> {
            int skip = scope.e.label();
            if (s.optional()) {
              scope.e.emitJump(Opcode.MAY, skip, scope.e.constant(w));
            }
            compiler.movePlayCost.internal(s.cost(), s.effect(), skip);
            scope.e.place(skip);
          };
        })
        .on(Step.OneOf.class, s -> {
          Who w = actor(s.actor());
          return () -> compiler.movePlayCost.oneOf(s.options().size(), w, i -> compiler.effects.step(s.options().get(i)));
        })
        .on(Step.MayDoAgain.class, s -> {
          Step again = scope.lastStep;
          if (again == null) {
            throw error(s.span(), "expected a step before 'do it again'");
          }
          Who w = actor(s.actor());
          return () -> {
            int skip = scope.e.label();
            scope.e.emitJump(Opcode.MAY, skip, scope.e.constant(w));
            compiler.effects.step(again instanceof Step.May m && m.steps().size() == 1 ? m.steps().get(0) : again);
            scope.e.place(skip);
          };
        })
        .on(Step.Continuous.class, s -> {
          Optional<ObjectRef> subject = LastingSteps.subjectOf(s.statement());
          if (subject.isPresent() && LastingSteps.chosenWhenResolving(subject.get())) {
            // Targets a statement names are chosen as the effect resolves (6.5.b); the Emblem refers to them.
            int r = compiler.objectPreds.isExpedition(subject.get()) ? compiler.expeditions.resolveExpeditions(subject.get(), actor())
                : compiler.objectRegisters.resolve(subject.get(), actor());
            scope.resolvedSubjects.add(subject.get());
            scope.regOf.put(subject.get(), r);
          }
          List<Rule> made = compiler.lasting.continuousRules(s.statement());
          return () -> compiler.lasting.ongoing(made, s.duration(), subject, s.span());
        })
        .on(Step.Modified.class, compiler.lasting::modified);
    cases.destinations
        .on(Step.Destination.ToZone.class, d -> Dest.zone(PlacesAndPlayers.zones(d.zone()).get(0)))
        .on(Step.Destination.ToExpedition.class, d -> {
          throw error(d.span(), "internal: Expedition destinations are resolved by the step");
        })
        .on(Step.Destination.TopOf.class, d -> new Dest(ZoneKind.DECK, false, Optional.empty(), false, -1))
        .on(Step.Destination.BottomOf.class, d -> {
          if (d.zone().kind() != Vocabulary.ZoneKind.DECK) {
            throw error(d.span(), "expected the bottom of a Deck");
          }
          return new Dest(ZoneKind.DECK, true, Optional.empty(), false, -1);
        })
        .on(Step.Destination.PositionIn.class, d -> new Dest(ZoneKind.DECK, false, Optional.of(compiler.conditions.num(d.position())),
            false, -1))
        .on(Step.Destination.InAnyOrder.class, d -> cases.destinations.apply(d.placement()));
    cases.playCosts
        .on(Step.PlayCost.Normal.class, c -> Num.lit(0))
        .on(Step.PlayCost.Free.class, c -> Num.lit(-1))
        .on(Step.PlayCost.Reduced.class, c -> {
          if (c.minimum().isPresent()) {
            throw error(c.span(), "'down to a minimum' is for cost alterations of passive abilities");
          }
          return compiler.conditions.num(c.mana());
        });
    cases.gainables
        .on(Step.Gainable.Counters.class, g -> r -> {
          String counter = VocabularyWords.counterName(g.counter());
          Num n = times(compiler.conditions.num(g.count()));
          Optional<Num> max = scope.maxStack.isEmpty() ? Optional.empty() : Optional.of(scope.maxStack.peek());
          return () -> scope.e.emit(Opcode.GAIN_COUNTERS, r, scope.e.constant(Text.of(counter)), scope.e.constant(n),
              max.map(scope.e::constant).orElse(-1));
        })
        .on(Step.Gainable.StatusOf.class, g -> r -> {
          Status st = VocabularyWords.status(g.status());
          if (st == Status.BOOSTED || st == Status.ASCENDED) {
            throw error(g.span(), st + " is not gained directly (2.4.5.b, 7.3.3)");
          }
          return () -> scope.e.emit(Opcode.GAIN_STATUS, r, st.ordinal());
        })
        .on(Step.Gainable.AbilityOf.class, g -> r -> {
          throw error(g.span(), "gaining an ability is a passive ability (2.2.12.f), not a step of an effect");
        })
        .on(Step.Gainable.KeywordOf.class, g -> r -> {
          // "Target Character gains [Defender] this turn": an Emblem-Ongoing granting the keyword to the objects
          // chosen, for the duration said (2.2.15); without one it would have no end, which no rule gives.
          if (scope.durations.isEmpty()) {
            throw error(g.span(), "expected a duration after a keyword ability gained by a step ('this turn', "
                + "'this Afternoon', 'this Day', 2.2.15.a)");
          }
          Num value = g.parameter().map(compiler.conditions::num).orElse(Num.lit(0));
          List<Rule> made = List.of(new Rule.GrantKeyword(new Pred.InReg(r), VocabularyWords.keyword(g.keyword()), value,
              new Cond.True()));
          return () -> compiler.lasting.ongoing(made, Optional.empty(), Optional.empty(), g.span());
        })
        .on(Step.Gainable.OneStatusOf.class, g -> r -> () -> {
          List<Status> options = g.statuses().stream().map(VocabularyWords::status).toList();
          compiler.movePlayCost.oneOf(options.size(), Who.YOU, i -> scope.e.emit(Opcode.GAIN_STATUS, r, options.get(i).ordinal()));
        })
        .on(Step.Gainable.NthCounter.class, g -> r -> {
          throw error(g.span(), "'its n-th counter' is only a trigger's event");
        });
    cases.losables
        .on(Step.Losable.StatusOf.class, l -> r -> {
          Status st = VocabularyWords.status(l.status());
          return () -> scope.e.emit(Opcode.LOSE_STATUS, r, st.ordinal());
        })
        .on(Step.Losable.Counters.class, l -> r -> {
          String counter = VocabularyWords.counterName(l.counter());
          Num n = compiler.conditions.num(l.count());
          return () -> scope.e.emit(Opcode.REMOVE_COUNTERS, r, scope.e.constant(Text.of(counter)), scope.e.constant(n), -1);
        })
        .on(Step.Losable.AllCounters.class, l -> r -> {
          String counter = VocabularyWords.counterName(l.counter());
          return () -> scope.e.emit(Opcode.REMOVE_COUNTERS, r, scope.e.constant(Text.of(counter)), -1, -1);
        })
        .on(Step.Losable.KeywordOf.class, l -> r -> {
          throw error(l.span(), "losing a keyword ability ([" + l.keyword() + "]) has no continuous effect on chosen "
              + "objects yet (7.4)");
        });
    cases.modifiers
        .on(Step.Modifier.Instead.class, m -> null)
        .on(Step.Modifier.Again.class, m -> null)
        .on(Step.Modifier.At.class, m -> null)
        .on(Step.Modifier.AtEndOfTurn.class, m -> {
          throw error(m.span(), "a step delayed to the end of the turn has no kernel event yet");
        })
        .on(Step.Modifier.Lasting.class, m -> null)
        .on(Step.Modifier.AtRandom.class, m -> null)
        .on(Step.Modifier.Times.class, m -> null)
        .on(Step.Modifier.Per.class, m -> null)
        .on(Step.Modifier.ForEach.class, m -> null)
        .on(Step.Modifier.UpToMax.class, m -> null)
        .on(Step.Modifier.WhereX.class, m -> null)
        .on(Step.Modifier.DistributedAmong.class, m -> null)
        .on(Step.Modifier.ThisWay.class, m -> null);
  }

  /**
   * The players whose Landmark zone a token is created in, when the place is one ("your Landmarks", "target player's
   * Landmarks", "its controller's Landmarks", "that player's Landmarks"; 3.2.7), else empty (an Expedition).
   */
  Optional<Who> landmarksOf(ObjectRef in) {
    if (!(in instanceof ObjectRef.Possessed p) || !p.adjectives().isEmpty() || !p.filters().isEmpty()
        || p.nouns().nouns().isEmpty() || !p.nouns().nouns().stream().allMatch(x -> x instanceof ObjectRef.Noun.Type t
            && (t.type() == Vocabulary.ObjectType.LANDMARK
            || t.type() == Vocabulary.ObjectType.LANDMARK_PERMANENT))) {
      return Optional.empty();
    }
    if (p.owner() instanceof Possessor.OfPlayer o) {
      return Optional.of(compiler.places.who(o.player()));
    }
    ObjectRef owner = ((Possessor.OfObject) p.owner()).object();
    if (owner instanceof ObjectRef.Self) {
      return Optional.of(Who.controllerOf(Regs.SELF)); // "my Landmarks": my controller's (1.2.1)
    }
    if (owner instanceof ObjectRef.Pronoun pr && pr.restated().map(n -> !n.nouns().isEmpty()
        && n.nouns().stream().allMatch(x -> x instanceof ObjectRef.Noun.Player)).orElse(false)) {
      // "that player's Landmarks": the player named before, or else the controller of the objects of the step
      // before ("... controlled by another player ... Then, create ... in that player's Landmarks").
      if (scope.lastPlayerReg >= 0) {
        return Optional.of(Who.reg(scope.lastPlayerReg));
      }
      if (scope.lastObjects >= 0) {
        return Optional.of(Who.controllerOf(scope.lastObjects));
      }
      throw error(pr.span(), "expected a player named before 'that player'");
    }
    return Optional.of(Who.controllerOf(compiler.expeditions.objectRegOrResolve(owner))); // "target Character's Landmarks"
  }

  /** The object of a token created: "create ... token(s)" followed by "it". */
  ObjectRef tokenRef(Step.Create s) {
    return new ObjectRef.Self(s.span()); // a private key: never a candidate itself
  }

  /** Multiplies an amount by the "per ..." modifiers in effect. */
  /** "per card in your Reserve": how many; "per A and per B": the two counts added. */
  Num perCount(ObjectRef objects) {
    if (objects instanceof ObjectRef.Several s && !s.any()) {
      Num sum = null;
      for (ObjectRef item : s.items()) {
        sum = sum == null ? perCount(item) : new Num.Add(sum, perCount(item));
      }
      return sum;
    }
    return compiler.objectPreds.isExpedition(objects) ? new Num.CountExp(compiler.expeditions.exp(objects)) : new Num.Count(compiler.objectPreds.selection(objects, Optional.empty()));
  }

  Num times(Num n) {
    Num result = n;
    for (Num p : scope.per) {
      result = new Num.Mul(result, p);
    }
    return result;
  }
}
