package dev.altered.compile;

import dev.altered.ast.Cost;
import dev.altered.ast.Counter;
import dev.altered.ast.Effect;
import dev.altered.ast.Event;
import dev.altered.ast.Filter;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary;
import dev.altered.ast.Zone;
import dev.altered.ir.Cond;
import dev.altered.ir.ExpPred;
import dev.altered.ir.Num;
import dev.altered.ir.Opcode;
import dev.altered.ir.Pred;
import dev.altered.ir.Rule;
import dev.altered.ir.Who;
import dev.altered.rules.state.Keyword;
import dev.altered.rules.state.Phase;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/** Statements of passive abilities: grants, restrictions, play permissions, replacements and costs (rules of a passive). */
final class Statements extends CompilerPart {
  /** Code of play effects waiting to be compiled into the program that will hold them; gives the "it" register. */
  private final Map<String, Function<AbilityCompiler, Integer>> pendingPlayEffects = new HashMap<>();
  private ObjectRef grantSubject;
  private ObjectRef cannotSubject;

  Statements(AbilityCompiler compiler) {
    super(compiler);
  }

  void registerStatements() {
    cases.statements
        .on(Statement.Has.class, st -> {
          for (Statement.Grant g : st.grants()) {
            grantSubject = st.subject();
            cases.grants.apply(g);
          }
          return null;
        })
        .on(Statement.CostChange.class, st -> {
          Played played = played(st.subject());
          Num amount = compiler.conditions.num(st.mana());
          if (st.per().isPresent()) {
            ObjectRef per = st.per().get(); // "for each of your Ascended Expeditions": Expeditions counted too
            amount = new Num.Mul(amount, compiler.objectPreds.isExpedition(per) ? new Num.CountExp(compiler.expeditions.exp(per))
                : new Num.Count(compiler.objectPreds.selection(per, Optional.empty())));
          }
          Optional<ExpPred> in = st.toPlayIn().map(compiler.expeditions::exp);
          scope.rules.add(new Rule.Cost(played.cards(), played.player(), played.from(), in,
              st.more() ? Rule.Cost.Kind.INCREASE : Rule.Cost.Kind.DECREASE, amount, st.minimum().map(compiler.conditions::num),
              scope.when));
          return null;
        })
        .on(Statement.Free.class, st -> {
          Played played = played(st.subject());
          scope.rules.add(new Rule.Cost(played.cards(), played.player(), played.from(), Optional.empty(),
              Rule.Cost.Kind.FREE, Num.lit(0), Optional.empty(), scope.when));
          return null;
        })
        .on(Statement.MinimumCost.class, st -> {
          Played played = played(st.subject());
          scope.rules.add(new Rule.Cost(played.cards(), played.player(), played.from(), Optional.empty(),
              Rule.Cost.Kind.AT_LEAST, compiler.conditions.num(st.mana()), Optional.empty(), scope.when));
          return null;
        })
        .on(Statement.Cannot.class, st -> {
          cannotSubject = st.subject();
          cases.restricteds.apply(st.action());
          return null;
        })
        .on(Statement.CanGainAgain.class, st -> {
          scope.rules.add(new Rule.Allow(Rule.Allow.Kind.GAIN_AGAIN, compiler.objectPreds.pred(st.subject()), Who.ANY, Optional.empty(),
              Optional.of(VocabularyWords.status(st.status())), Num.lit(0), scope.when));
          return null;
        })

        .on(Statement.MayPlay.class, st -> {
          mayPlay(st.player(), st.objects(), st.from(), st.in(), st.cost(), st.span());
          return null;
        })
        .on(Statement.LimitChange.class, compiler.triggers::limitChange)
        .on(Statement.ActivationRestriction.class, st -> {
          throw error(st.span(), "'You can only activate this' belongs to a quick action");
        })
        .on(Statement.LosesAbilities.class, st -> {
          scope.rules.add(new Rule.LoseAbilities(compiler.objectPreds.selection(st.subject(), Optional.empty()), scope.when));
          return null;
        })
        .on(Statement.AbilitiesIgnored.class, st -> {
          scope.rules.add(new Rule.Ignore(compiler.objectPreds.possessorPred(st.of()), false, scope.when)); // 7.3.18, when the condition holds
          return null;
        })
        .on(Statement.ActionCostsMore.class, st -> {
          throw error(st.span(), "'This action costs more' belongs to a quick action");
        })
        .on(Statement.ReactionsIgnored.class, st -> {
          // 7.3.18.b: ignored Reactions do not activate, which is what forbidding their activation does (7.3.1.e).
          scope.rules.add(new Rule.Forbid(Rule.Forbid.Kind.ACTIVATE, compiler.objectPreds.pred(st.of()), new ExpPred.True(), Optional.empty(),
              Optional.empty(), st.kinds().stream().map(VocabularyWords::symbol).toList(), Optional.empty(),
              Optional.empty(), scope.when));
          return null;
        })
        .on(Statement.AbilitiesCannotActivate.class, st -> {
          scope.rules.add(new Rule.Forbid(Rule.Forbid.Kind.ACTIVATE, compiler.objectPreds.pred(st.of()), new ExpPred.True(), Optional.empty(),
              Optional.empty(), st.kinds().stream().map(VocabularyWords::symbol).toList(), Optional.empty(),
              Optional.empty(), scope.when));
          return null;
        })
        .on(Statement.Replacement.class, st -> {
          replacement(st, List.of());
          return null;
        })
        .on(Statement.TerrainAdded.class, st -> {
          terrains(st.regions(), VocabularyWords.terrain(st.terrain()), false);
          return null;
        })
        .on(Statement.TerrainSet.class, st -> {
          terrains(st.regions(), VocabularyWords.terrain(st.terrain()), true);
          return null;
        })

        .on(Statement.BeginsWithMarkers.class, st -> {
          scope.rules.add(new Rule.StartingMarkers(st.markers().stream()
              .map(m -> m.stream().map(VocabularyWords::terrain).toList()).toList(), scope.when));
          return null;
        })
        .on(Statement.BeginsWith.class, st -> {
          scope.rules.add(new Rule.StartingCounters(VocabularyWords.counterName(st.counter()), compiler.triggers.literal(st.count()), scope.when));
          return null;
        })
        .on(Statement.Remains.class, st -> {
          scope.rules.add(new Rule.Remains(compiler.objectPreds.selection(st.subject(), Optional.empty()), VocabularyWords.status(st.status()), scope.when));
          return null;
        })
;
    cases.grants
        .on(Statement.Grant.KeywordGrant.class, g -> {
          Num value = g.parameter().map(compiler.conditions::num).orElse(Num.lit(0));
          scope.rules.add(new Rule.GrantKeyword(grantTargets(), VocabularyWords.keyword(g.keyword()), value, scope.when));
          return null;
        })
        .on(Statement.Grant.StatusGrant.class, g -> {
          // "Spells you play with Hand Cost {1} or less have [[Fleeting]]" (5.2.4.a.3).
          if (g.status() != dev.altered.ast.Status.FLEETING) {
            throw error(g.span(), "expected [[Fleeting]] given to cards being played (5.2.4.a.3)");
          }
          Played played = played(grantSubject);
          scope.rules.add(new Rule.SpellFleeting(played.cards(), played.player(), played.from(), true, scope.when));
          return null;
        })
        .on(Statement.Grant.Statistics.class, g -> {
          if (g.change() == Statement.Grant.Statistics.Change.SET && g.amount() instanceof Quantity.StatOf so
              && so.stat() == Vocabulary.Stat.HIGHEST_STATISTIC) {
            scope.rules.add(new Rule.StatsHighest(grantTargets(), g.stats().stream().map(VocabularyWords::terrain).toList(),
                scope.when));
            return null;
          }
          throw error(g.span(), "statistics changed by an amount (+1 {M}) have no continuous effect yet");
        })
        .on(Statement.Grant.AbilityGrant.class, g -> {
          scope.rules.add(new Rule.GrantAbilities(grantTargets(), List.of(compiler.abilities.nestedAbility(g.ability())), scope.when));
          return null;
        });
    cases.restricteds
        .on(Statement.Restricted.Move.class, r -> {
          if (r.direction() != Vocabulary.Direction.FORWARD || r.dueTo().isPresent()) {
            throw error(r.span(), "expected 'can't move forward (during ...) (except due to ...)' (7.3.22)");
          }
          scope.rules.add(new Rule.Forbid(Rule.Forbid.Kind.MOVE_FORWARD, new Pred.True(), compiler.expeditions.exp(cannotSubject),
              r.during().map(VocabularyWords::phase), r.exceptDueTo().map(VocabularyWords::terrain), List.of(), Optional.empty(),
              Optional.empty(), scope.when));
          return null;
        })
        .on(Statement.Restricted.PreventMovingForward.class, r -> {
          ObjectRef expedition = r.expedition();
          if (expedition instanceof ObjectRef.Pronoun p && !p.antecedent().equals(ObjectRef.Antecedent.TRIGGER)
              && scope.antecedents.of(p.antecedent().index()).orElse(null) == cannotSubject && p.antecedent().index() > 0) {
            // "[Defender] Characters don't prevent it": "it" is not the subject of its own clause, but the phrase
            // named before it ("If my Expedition is behind").
            expedition = new ObjectRef.Pronoun(new ObjectRef.Antecedent(p.antecedent().index() - 1), p.plural(),
                p.restated(), p.theTarget(), p.all(), p.span());
          }
          scope.rules.add(new Rule.Allow(Rule.Allow.Kind.DEFENDER_DOES_NOT_PREVENT, compiler.objectPreds.pred(cannotSubject), Who.ANY,
              Optional.of(compiler.expeditions.exp(expedition)), Optional.empty(), Num.lit(0), scope.when));
          return null;
        })
        .on(Statement.Restricted.GainCounters.class, r -> {
          scope.rules.add(new Rule.Forbid(Rule.Forbid.Kind.GAIN_COUNTERS, compiler.objectPreds.selection(cannotSubject, Optional.empty()),
              new ExpPred.True(), Optional.empty(), Optional.empty(), List.of(), r.counter().equals(Counter.ANY)
                  ? Optional.empty() : Optional.of(VocabularyWords.counterName(r.counter())), Optional.empty(), scope.when));
          return null;
        })
        .on(Statement.Restricted.GainStatus.class, r -> {
          scope.rules.add(new Rule.Forbid(Rule.Forbid.Kind.GAIN_STATUS, compiler.objectPreds.selection(cannotSubject, Optional.empty()),
              new ExpPred.True(), Optional.empty(), Optional.empty(), List.of(), Optional.empty(),
              Optional.of(VocabularyWords.status(r.status())), scope.when));
          return null;
        })
        .on(Statement.Restricted.LoseCounters.class, r -> {
          scope.rules.add(new Rule.Forbid(Rule.Forbid.Kind.LOSE_COUNTERS, compiler.objectPreds.selection(cannotSubject, Optional.empty()),
              new ExpPred.True(), Optional.empty(), Optional.empty(), List.of(), r.counter().equals(Counter.ANY)
                  ? Optional.empty() : Optional.of(VocabularyWords.counterName(r.counter())), Optional.empty(), scope.when));
          return null;
        })
        .on(Statement.Restricted.LoseStatus.class, r -> {
          if (r.status() == dev.altered.ast.Status.BOOSTED || r.status() == dev.altered.ast.Status.ASCENDED) {
            throw error(r.span(), "expected a status an object loses itself (2.4.1.a); for boosts: 'can't lose "
                + "boosts'");
          }
          scope.rules.add(new Rule.Forbid(Rule.Forbid.Kind.LOSE_STATUS, compiler.objectPreds.selection(cannotSubject, Optional.empty()),
              new ExpPred.True(), Optional.empty(), Optional.empty(), List.of(), Optional.empty(),
              Optional.of(VocabularyWords.status(r.status())), scope.when));
          return null;
        })
        .on(Statement.Restricted.Play.class, r -> {
          if (!compiler.expeditions.isPlayer(cannotSubject)) {
            throw error(cannotSubject.span(), "expected the players who can't play ('Opponents', 'You')");
          }
          // Players play only their own cards (5.2), so the player's restriction is one on the cards they own.
          Who player = ObjectPreds.nounsOf(cannotSubject).nouns().stream().allMatch(n -> n instanceof ObjectRef.Noun.Player p
              && p.opponent()) ? Who.OPPONENT : Who.EACH;
          scope.actors.push(player); // "from their Reserve": the zones of the players who can't play
          List<Pred> cards;
          try {
            cards = new ArrayList<>(List.of(compiler.objectPreds.pred(r.objects()), new Pred.OwnedBy(player)));
            r.from().ifPresent(z -> cards.add(compiler.objectPreds.zonePred(z, player)));
          } finally {
            scope.actors.pop();
          }
          scope.rules.add(new Rule.Forbid(Rule.Forbid.Kind.PLAY, Pred.and(cards), new ExpPred.True(), Optional.empty(),
              Optional.empty(), List.of(), Optional.empty(), Optional.empty(), scope.when));
          return null;
        })
        .on(Statement.Restricted.UndergoTo.class, r -> {
          throw error(r.span(), "'can't be " + r.action().name().toLowerCase(Locale.ROOT) + " to "
              + r.to().kind().name().toLowerCase(Locale.ROOT) + "' has no rule in the kernel yet (what happens to "
              + "the object instead is not in the Complete Rules)");
        })
        .on(Statement.Restricted.Undergo.class, r -> {
          if (r.action() != Vocabulary.ObjectAction.PLAYED || r.by().isPresent()) {
            throw error(r.span(), "only 'can't be played' is a rule the kernel knows (5.2.a)");
          }
          scope.rules.add(new Rule.Forbid(Rule.Forbid.Kind.PLAY, compiler.objectPreds.pred(cannotSubject), new ExpPred.True(), Optional.empty(),
              Optional.empty(), List.of(), Optional.empty(), Optional.empty(), scope.when));
          return null;
        })
        .on(Statement.Restricted.PlayedIn.class, r -> {
          // "I can't be played in a starting region": not in an Expedition that is there (5.1.2.c.2, 1.4.1).
          scope.rules.add(new Rule.Forbid(Rule.Forbid.Kind.PLAY, compiler.objectPreds.pred(cannotSubject), compiler.expeditions.exp(r.where()), Optional.empty(),
              Optional.empty(), List.of(), Optional.empty(), Optional.empty(), scope.when));
          return null;
        })
        .on(Statement.Restricted.Keyword.class, r -> {
          if (r.action() != KeywordAction.DEFECT) {
            throw error(r.span(), "forbidding [" + r.action() + "] has no rule in the kernel yet");
          }
          scope.rules.add(new Rule.Forbid(Rule.Forbid.Kind.DEFECT, compiler.objectPreds.selection(cannotSubject, Optional.empty()),
              new ExpPred.True(), Optional.empty(), Optional.empty(), List.of(), Optional.empty(), Optional.empty(),
              scope.when));
          return null;
        })
        .on(Statement.Restricted.Activate.class, r -> {
          throw error(r.span(), "expected which abilities can't activate ('The {j} abilities of ...')");
        })
        .on(Statement.Restricted.CountTowardsLimit.class, r -> {
          if (r.limit() != Vocabulary.Limit.RESERVE) {
            throw error(r.span(), "expected the Reserve limit (4.2.5.c)");
          }
          scope.rules.add(new Rule.Forbid(Rule.Forbid.Kind.COUNT_TOWARDS_RESERVE_LIMIT, compiler.objectPreds.pred(cannotSubject),
              new ExpPred.True(), Optional.empty(), Optional.empty(), List.of(), Optional.empty(), Optional.empty(),
              scope.when));
          return null;
        });
    cases.regions
        .on(Statement.Region.Own.class, r -> {
          int reg = cases.possessors.apply(r.owner());
          return new ExpPred.Contains(reg);
        })
        .on(Statement.Region.OfExpedition.class, r -> compiler.expeditions.exp(r.expedition()))
        .on(Statement.Region.All.class, r -> new ExpPred.True());
  }

  Pred grantTargets() {
    return compiler.objectPreds.selection(grantSubject, Optional.empty());
  }

  void terrains(List<Statement.Region> list, Terrain terrain, boolean replace) {
    boolean all = list.stream().anyMatch(r -> r instanceof Statement.Region.All);
    List<ExpPred> of = new ArrayList<>();
    for (Statement.Region r : list) {
      of.add(cases.regions.apply(r));
    }
    scope.rules.add(new Rule.Terrains(of.size() == 1 ? of.get(0) : new ExpPred.Or(of), all, terrain, replace, scope.when));
  }

  /** What a statement about cards being played describes: the cards, who plays them, from where. */
  record Played(Pred cards, Who player, Optional<ZoneKind> from, Optional<Terrain> in) {}

  Played played(ObjectRef subject) {
    if (subject instanceof ObjectRef.Self) {
      return new Played(new Pred.Self(), Who.ANY, Optional.empty(), Optional.empty());
    }
    Pred cards = compiler.objectPreds.pred(subject);
    Who player = Who.ANY;
    Optional<ZoneKind> from = Optional.empty();
    Optional<Terrain> in = Optional.empty();
    for (Filter f : ObjectPreds.filtersOf(subject)) {
      if (f instanceof Filter.PlayedBy p) {
        player = compiler.places.who(p.player());
        from = p.from().map(z -> PlacesAndPlayers.zones(z).get(0));
        in = p.in().map(VocabularyWords::terrain);
      } else if (f instanceof Filter.PlayedFrom p) {
        from = Optional.of(PlacesAndPlayers.zones(p.zone()).get(0));
      }
    }
    return new Played(cards, player, from, in);
  }

  /** "You may play exhausted cards from your Reserve", "... for {1} less, down to a minimum of {1}". */
  void mayPlay(PlayerRef player, ObjectRef objects, Optional<Zone> from, Optional<ObjectRef> in,
      Step.PlayCost cost, SourceSpan span) {
    Who w = compiler.places.who(player);
    Pred cards = compiler.objectPreds.pred(objects);
    boolean exhausted = ObjectPreds.adjectivesOf(objects).stream().anyMatch(a -> a instanceof ObjectRef.Adjective.WithStatus ws
        && ws.anyOf().contains(dev.altered.ast.Status.EXHAUSTED));
    Optional<ZoneKind> zone = from.map(z -> PlacesAndPlayers.zones(z).get(0));
    if (exhausted) {
      scope.rules.add(new Rule.Allow(Rule.Allow.Kind.PLAY_EXHAUSTED, cards, w, in.map(compiler.expeditions::exp), Optional.empty(),
          Num.lit(0), scope.when));
    }
    if (cost instanceof Step.PlayCost.Reduced r) {
      scope.rules.add(new Rule.Cost(cards, w, zone, in.map(compiler.expeditions::exp), Rule.Cost.Kind.DECREASE, compiler.conditions.num(r.mana()),
          r.minimum().map(compiler.conditions::num), scope.when));
    } else if (cost instanceof Step.PlayCost.Free) {
      scope.rules.add(new Rule.Cost(cards, w, zone, in.map(compiler.expeditions::exp), Rule.Cost.Kind.FREE, Num.lit(0), Optional.empty(),
          scope.when));
    } else if (!exhausted) {
      throw error(span, "expected a permission to play exhausted cards or a cost change");
    }
  }

  /**
   * "The next Character you play this turn gains 1 boost", "The first Character you play each Afternoon gains 1
   * boost": a play effect (5.2.c) for cards other than Spells, and for Spells gaining or losing Fleeting as they move
   * to Limbo (5.2.4.a.3). {@code from} narrows the cards to those played from a zone ("If you play it from your
   * hand, it loses [[Fleeting]]").
   */
  List<Rule> playRules(ObjectRef subject, Step step, Optional<ZoneKind> from) {
    Played played = played(subject);
    Optional<ZoneKind> zone = from.isPresent() ? from : played.from();
    boolean first = ObjectPreds.quantifier(subject).map(q -> q.kind() == ObjectRef.Quantifier.Kind.ORDINAL).orElse(false);
    List<Rule> out = new ArrayList<>();
    Optional<Boolean> fleeting = fleetingChange(step);
    boolean others = !onlySpells(played.cards());
    boolean spells = !onlyNonSpells(played.cards());
    if (spells && fleeting.isPresent()) {
      out.add(new Rule.SpellFleeting(Pred.and(List.of(played.cards(), new Pred.Type(Pred.ObjType.SPELL))),
          played.player(), zone, fleeting.get(), scope.when));
    }
    if (others) {
      String entry = compiler.abilities.newEntry("play");
      ObjectRef.Pronoun it = new ObjectRef.Pronoun(ObjectRef.Antecedent.TRIGGER, false, Optional.empty(), false,
          false, subject.span());
      Step onIt = onObject(step, it);
      Pred cards = Pred.and(List.of(played.cards(), new Pred.Not(new Pred.Type(Pred.ObjType.SPELL))));
      Rule.PlayEffect rule = new Rule.PlayEffect(cards, played.player(), zone, played.in(), first, entry, -1, scope.when);
      pendingPlayEffects.put(entry, c -> {
        int bound = c.scope.e.register();
        c.scope.triggerReg = bound;
        c.scope.dataOnly = false;
        c.scope.e.entry(entry);
        c.effects.step(onIt);
        c.scope.e.emit(Opcode.RETURN);
        return bound;
      });
      out.add(rule);
    } else if (fleeting.isEmpty()) {
      throw error(step.span(), "a Spell being played can only gain or lose [[Fleeting]] (5.2.4.a.3)");
    }
    return out;
  }

  /** Gaining (true) or losing (false) [[Fleeting]] alone. */
  static Optional<Boolean> fleetingChange(Step step) {
    if (step instanceof Step.Gain g && g.items().size() == 1 && g.items().get(0) instanceof Step.Gainable.StatusOf st
        && st.status() == dev.altered.ast.Status.FLEETING) {
      return Optional.of(true);
    }
    if (step instanceof Step.Lose l && l.items().size() == 1 && l.items().get(0) instanceof Step.Losable.StatusOf st
        && st.status() == dev.altered.ast.Status.FLEETING) {
      return Optional.of(false);
    }
    return Optional.empty();
  }

  /** Whether a description can only be of Spells. */
  static boolean onlySpells(Pred p) {
    if (p instanceof Pred.Type t) {
      return t.type() == Pred.ObjType.SPELL;
    }
    if (p instanceof Pred.And a) {
      return a.all().stream().anyMatch(Statements::onlySpells);
    }
    if (p instanceof Pred.Or o) {
      return !o.any().isEmpty() && o.any().stream().allMatch(Statements::onlySpells);
    }
    return false;
  }

  /** Whether a description excludes Spells (Characters, Permanents). */
  static boolean onlyNonSpells(Pred p) {
    if (p instanceof Pred.Type t) {
      return t.type() != Pred.ObjType.SPELL && t.type() != Pred.ObjType.CARD;
    }
    if (p instanceof Pred.And a) {
      return a.all().stream().anyMatch(Statements::onlyNonSpells);
    }
    if (p instanceof Pred.Or o) {
      return !o.any().isEmpty() && o.any().stream().allMatch(Statements::onlyNonSpells);
    }
    return false;
  }

  /** The same step done by another object ("it": the card being played). */
  Step onObject(Step step, ObjectRef it) {
    if (step instanceof Step.Gain g) {
      return new Step.Gain(it, g.items(), g.span());
    }
    if (step instanceof Step.Lose l) {
      return new Step.Lose(it, l.items(), l.span());
    }
    if (step instanceof Step.ActivateOwn a) {
      return new Step.ActivateOwn(it, a.kinds(), a.asIfPlayedFrom(), a.span());
    }
    if (step instanceof Step.ActivateOne a) {
      return new Step.ActivateOne(it, a.kind(), a.span());
    }
    throw error(step.span(), "expected what the card played gains, loses or activates");
  }

  /** A passive's play effect: its code goes in this program now. */
  void playEffect(ObjectRef subject, Step step) {
    for (Rule r : playRules(subject, step, Optional.empty())) {
      scope.rules.add(placeCode(r, compiler));
    }
  }

  /** Compiles the pending code of a rule into {@code target} and gives the rule its register. */
  Rule placeCode(Rule r, AbilityCompiler target) {
    if (r instanceof Rule.PlayEffect pe && pendingPlayEffects.containsKey(pe.entry())) {
      boolean wasData = target.scope.dataOnly;
      int savedTrigger = target.scope.triggerReg;
      int reg = pendingPlayEffects.remove(pe.entry()).apply(target);
      target.scope.dataOnly = wasData;
      target.scope.triggerReg = savedTrigger;
      return new Rule.PlayEffect(pe.cards(), pe.player(), pe.from(), pe.in(), pe.firstEachDay(), pe.entry(), reg,
          pe.when());
    }
    return r;
  }

  /** Whether a phrase is "the next ..." or "the first ... each Afternoon": cards about to be played. */
  static boolean aboutCardsPlayed(ObjectRef ref) {
    return ObjectPreds.quantifier(ref).map(q -> q.kind() == ObjectRef.Quantifier.Kind.NEXT
        || q.kind() == ObjectRef.Quantifier.Kind.ORDINAL).orElse(false);
  }

  /** "If [event] would happen, [steps] instead / also" (6.2). */
  void replacement(Statement.Replacement st, List<Sentence> continuation) {
    Event ev = st.event().event();
    Cond w = Cond.and(List.of(scope.when, st.event().whilst().map(compiler.conditions::cond).orElse(new Cond.True())));
    Rule.ActionPat action = actionPattern(ev);
    boolean additive = st.kind() == Statement.Replacement.Kind.ALSO;
    List<Step> body = new ArrayList<>(st.steps());
    boolean optional = false;
    if (body.size() == 1 && body.get(0) instanceof Step.May m) {
      optional = true;
      body = new ArrayList<>(m.steps());
    }
    if (body.size() == 1 && body.get(0) instanceof Step.Internal in && in.optional()) {
      optional = true;
    }
    Rule.Replace.Modify modify = modifyOf(ev, body);
    String entry = "";
    int itReg = -1;
    if (modify == Rule.Replace.Modify.NONE) {
      entry = compiler.abilities.newEntry("instead");
      boolean wasData = scope.dataOnly;
      scope.dataOnly = false;
      int saveTrigger = scope.triggerReg;
      scope.triggerReg = scope.e.register(); // the object the action was about ("it", bound by the kernel)
      itReg = scope.triggerReg;
      scope.regOf.put(Abilities.eventSubject(ev).orElse(new ObjectRef.Self(SourceSpan.NONE)), scope.triggerReg);
      scope.e.entry(entry);
      List<Step> effectSteps = body;
      if (effectSteps.size() == 1 && effectSteps.get(0) instanceof Step.Internal in) {
        // "you may discard me instead to [effect]": the cost is the replacement, paid, then the effect.
        int paid = scope.e.label();
        compiler.movePlayCost.payCost(in.cost(), paid);
        compiler.effects.step(in.effect());
        scope.e.place(paid);
      } else {
        compiler.effects.steps(effectSteps);
      }
      compiler.effects.effect(new Effect(com.google.common.collect.ImmutableList.copyOf(continuation), st.span()));
      scope.e.emit(Opcode.RETURN);
      scope.triggerReg = saveTrigger;
      scope.dataOnly = wasData;
    }
    Optional<String> dont = Optional.empty();
    if (scope.ifYouDont.isPresent()) {
      String name = compiler.abilities.newEntry("dont");
      boolean wasData = scope.dataOnly;
      scope.dataOnly = false;
      scope.e.entry(name);
      compiler.effects.effect(scope.ifYouDont.get());
      scope.e.emit(Opcode.RETURN);
      scope.dataOnly = wasData;
      dont = Optional.of(name);
      scope.ifYouDont = Optional.empty();
    }
    scope.rules.add(new Rule.Replace(action, entry, itReg, additive, optional, dont, modify, modifyStatus(body), modifyAmount(
        body), w));
  }

  /** The atomic actions a modifier's event describes (6.2.f). */
  Rule.ActionPat actionPattern(Event ev) {
    if (ev instanceof Event.Leaves l) {
      Pred subject = compiler.objectPreds.pred(l.subject());
      Optional<ExpPred> exp = compiler.places.placeExpedition(l.place());
      if (exp.isPresent()) {
        subject = Pred.and(List.of(subject, new Pred.InExp(exp.get())));
      }
      return new Rule.ActionPat.Move(subject, compiler.places.placeZones(l.place()), List.of(), l.during().map(VocabularyWords::phase));
    }
    if (ev instanceof Event.Undergoes u && u.to().isPresent()) {
      return new Rule.ActionPat.Move(compiler.objectPreds.pred(u.subject()), u.from().map(PlacesAndPlayers::zones).orElse(List.of()),
          PlacesAndPlayers.zones(u.to().get()), Optional.empty());
    }
    if (ev instanceof Event.Undergoes u && u.action() == Vocabulary.ObjectAction.SACRIFICED && u.from().isEmpty()) {
      return new Rule.ActionPat.Sacrifice(compiler.objectPreds.pred(u.subject()));
    }
    if (ev instanceof Event.Undergoes u && u.action() == Vocabulary.ObjectAction.DISCARDED) {
      return new Rule.ActionPat.Move(compiler.objectPreds.pred(u.subject()), u.from().map(PlacesAndPlayers::zones).orElse(List.of()),
          List.of(ZoneKind.DISCARD), Optional.empty());
    }
    if (ev instanceof Event.GoesTo g) {
      return new Rule.ActionPat.Move(compiler.objectPreds.pred(g.subject()), g.from().stream().flatMap(z -> PlacesAndPlayers.zones(z).stream()).toList(),
          PlacesAndPlayers.zones(g.to()), Optional.empty());
    }
    if (ev instanceof Event.Gains g && g.what() instanceof Step.Gainable.StatusOf s) {
      return new Rule.ActionPat.GainStatus(compiler.objectPreds.pred(g.subject()), VocabularyWords.status(s.status()));
    }
    if (ev instanceof Event.Moves m && m.direction() == Vocabulary.Direction.FORWARD) {
      return new Rule.ActionPat.Advance(compiler.expeditions.exp(m.subject()), m.during().map(VocabularyWords::phase));
    }
    if (ev instanceof Event.DoesKeyword d && (d.action() == KeywordAction.RESUPPLY
        || d.action() == KeywordAction.EXHAUSTED_RESUPPLY)) {
      return new Rule.ActionPat.Resupply(compiler.places.who(d.player()));
    }
    if (ev instanceof Event.ObjectKeyword o && o.action() == KeywordAction.ASCEND) {
      // "If one of your Ascended Expeditions would attempt to Ascend again" (7.5.3.a): it has Ascended already.
      return new Rule.ActionPat.Ascend(compiler.expeditions.exp(o.subject()), o.attempt() || o.again());
    }
    if (ev instanceof Event.ObjectKeyword o && o.action() == KeywordAction.DEFECT && !o.again()) {
      return new Rule.ActionPat.Defect(compiler.objectPreds.pred(o.subject())); // "If I would [Defect], ... instead" (7.3.6.a)
    }
    if (ev instanceof Event.Rolls r) {
      return new Rule.ActionPat.RollDie(compiler.places.who(r.player()));
    }
    throw error(ev.span(), "no atomic action matches this modifier's event (6.2.f)");
  }

  static Optional<Status> modifyStatus(List<Step> body) {
    if (body.size() == 1 && Abilities.unmodified(body.get(0)) instanceof Step.Gain g && g.items().size() == 1
        && g.items().get(0) instanceof Step.Gainable.StatusOf st) {
      return Optional.of(VocabularyWords.status(st.status()));
    }
    if (body.size() == 1 && Abilities.unmodified(body.get(0)) instanceof Step.Lose l && l.items().size() == 1
        && l.items().get(0) instanceof Step.Losable.StatusOf st) {
      return Optional.of(VocabularyWords.status(st.status()));
    }
    return Optional.empty();
  }

  static int modifyAmount(List<Step> body) {
    if (body.size() == 1 && Abilities.unmodified(body.get(0)) instanceof Step.Gain g && g.items().size() == 1
        && g.items().get(0) instanceof Step.Gainable.Counters c && c.count() instanceof Quantity.Literal l) {
      return l.value();
    }
    return 0;
  }

  /** Whether a step acts on the object of the modified action: "me" when "I" would, or "it". */
  static boolean onSubject(ObjectRef acted, Event ev) {
    Optional<ObjectRef> subject = Abilities.eventSubject(ev);
    if (acted instanceof ObjectRef.Self) {
      return subject.map(s -> s instanceof ObjectRef.Self).orElse(false);
    }
    return acted instanceof ObjectRef.Pronoun;
  }

  /** Modifiers that change the action itself rather than performing an effect (6.2.a). */
  Rule.Replace.Modify modifyOf(Event ev, List<Step> body) {
    if (body.size() != 1) {
      return Rule.Replace.Modify.NONE;
    }
    Step s = Abilities.unmodified(body.get(0));
    boolean moves = ev instanceof Event.Leaves || ev instanceof Event.Undergoes || ev instanceof Event.GoesTo;
    if (moves && s instanceof Step.Move m && onSubject(m.objects(), ev) && m.to() instanceof Step.Destination.ToZone z
        && z.zone().kind() == Vocabulary.ZoneKind.MANA_ZONE) {
      return Rule.Replace.Modify.TO_MANA;
    }
    if (moves && s instanceof Step.Lose l && onSubject(l.subject(), ev) && l.items().size() == 1
        && l.items().get(0) instanceof Step.Losable.AllCounters all && all.counter().equals(Counter.BOOST)) {
      return Rule.Replace.Modify.LOSE_ALL_BOOSTS;
    }
    if (s instanceof Step.Lose l && onSubject(l.subject(), ev) && modifyStatus(body).isPresent()) {
      return Rule.Replace.Modify.LOSE_STATUS;
    }
    if (ev instanceof Event.Gains && s instanceof Step.Gain g && onSubject(g.subject(), ev)
        && modifyStatus(body).isPresent()) {
      return Rule.Replace.Modify.GAIN_STATUS;
    }
    if (ev instanceof Event.Gains && s instanceof Step.Gain g && onSubject(g.subject(), ev)
        && g.items().size() == 1 && g.items().get(0) instanceof Step.Gainable.Counters c
        && c.counter().equals(Counter.BOOST) && c.count() instanceof Quantity.Literal) {
      return Rule.Replace.Modify.GAIN_BOOSTS;
    }
    if (ev instanceof Event.Rolls && s instanceof Step.AddToResult) {
      return Rule.Replace.Modify.DIE_PLUS_ONE;
    }
    if (ev instanceof Event.Rolls && s instanceof Step.RollMore) {
      return Rule.Replace.Modify.MORE_DICE;
    }
    if (ev instanceof Event.Moves && s instanceof Step.MoveExpedition me && me.more()) {
      return Rule.Replace.Modify.ONE_MORE_REGION;
    }
    return Rule.Replace.Modify.NONE;
  }

  Rule reduceCost(Step.ReduceCost s) {
    if (s.of() instanceof ObjectRef.Self) {
      throw error(s.span(), "reducing my own cost is an optional cost of playing me, not a step");
    }
    Played played = played(s.of());
    return new Rule.Cost(played.cards(), played.player(), played.from(), Optional.empty(), Rule.Cost.Kind.DECREASE,
        compiler.conditions.num(s.mana()), Optional.empty(), new Cond.True());
  }

  /** "During Morning, draw only one card. Then, put the top card of your deck in your Mana zone instead ...". */
  void morning(Sentence.During d) {
    if (d.phase() != Vocabulary.Phase.MORNING) {
      throw error(d.span(), "expected a change to the Morning's daily effects (4.2.1)");
    }
    int draw = 2;
    boolean expandFromDeck = false;
    for (Step s : d.steps()) {
      if (s instanceof Step.Draw dr && dr.only()) {
        draw = compiler.triggers.literal(dr.count());
      } else if (s instanceof Step.Move m && m.insteadOf().isPresent()) {
        expandFromDeck = true;
      } else {
        throw error(s.span(), "expected 'draw only ...' or 'put ... instead of a card from your hand'");
      }
    }
    scope.rules.add(new Rule.Morning(draw, expandFromDeck, scope.when));
  }
}
