package dev.altered.compile;

import dev.altered.ast.Condition;
import dev.altered.ast.Counter;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Place;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary;
import dev.altered.ast.Zone;
import dev.altered.ir.Cmp;
import dev.altered.ir.ExpPred;
import dev.altered.ir.Num;
import dev.altered.ir.Opcode;
import dev.altered.ir.Pred;
import dev.altered.ir.Who;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import dev.altered.rules.state.ZoneKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Object references as predicates: which objects a phrase (nouns, adjectives, filters, places) matches. */
final class ObjectPreds extends CompilerPart {
  ObjectPreds(AbilityCompiler compiler) {
    super(compiler);
  }

  void registerRefs() {
    cases.preds
        .on(ObjectRef.Self.class, r -> new Pred.Self())
        .on(ObjectRef.SelfAnd.class, r -> new Pred.Or(List.of(new Pred.Self(), new Pred.InReg(compiler.objectRegisters.antecedentReg(
            r.other(), r.span())))))
        .on(ObjectRef.Pronoun.class, r -> {
          Optional<Integer> known = compiler.objectRegisters.knownAntecedentReg(r.antecedent());
          if (known.isPresent()) {
            return new Pred.InReg(known.get());
          }
          if (scope.dataOnly && !r.antecedent().equals(ObjectRef.Antecedent.TRIGGER)) {
            // A statement's "it" about a phrase it names ("If there is only one Character in my Expedition, it is
            // [Gigantic]"): whatever that phrase describes.
            return pred(compiler.objectRegisters.antecedentPhrase(r.antecedent(), r.span()));
          }
          return new Pred.InReg(compiler.objectRegisters.antecedentReg(r.antecedent(), r.span()));
        })
        .on(ObjectRef.Phrase.class, r -> scope.resolvedSubjects.contains(r) ? new Pred.InReg(scope.regOf.get(r))
            : phrasePred(r.adjectives(), r.nouns(), r.filters(), new Pred.True()))
        .on(ObjectRef.Possessed.class, r -> phrasePred(r.adjectives(), r.nouns(), r.filters(),
            ownerPred(r.owner(), r.nouns())))
        .on(ObjectRef.OfPossessed.class, r -> phrasePred(r.adjectives(), r.nouns(), r.filters(),
            ownerPred(r.owner(), r.nouns())))
        .on(ObjectRef.TopOf.class, r -> {
          throw error(r.span(), "the top cards of a Deck are not a description of objects");
        })
        .on(ObjectRef.ZoneContents.class, r -> zonePred(r.zone(), Who.ANY))
        .on(ObjectRef.Rest.class, r -> new Pred.InReg(compiler.objectRegisters.resolve(r, compiler.steps.actor())))
        .on(ObjectRef.These.class, r -> new Pred.InReg(compiler.objectRegisters.antecedentReg(r.of(), r.span())))
        .on(ObjectRef.OneOfThem.class, r -> new Pred.InReg(compiler.objectRegisters.antecedentReg(r.of(), r.span())))
        .on(ObjectRef.Targets.class, r -> nounsPred(r.nouns()))
        .on(ObjectRef.Several.class, r -> Pred.or(r.items().stream().map(this::pred).toList()));
    cases.resolves
        .on(ObjectRef.Self.class, r -> compiler.objectRegisters.self())
        .on(ObjectRef.SelfAnd.class, r -> {
          int out = scope.e.register();
          scope.e.emit(Opcode.SELF, out);
          scope.e.emit(Opcode.UNION, out, out, compiler.objectRegisters.antecedentReg(r.other(), r.span()));
          return out;
        })
        .on(ObjectRef.Pronoun.class, r -> compiler.objectRegisters.antecedentReg(r.antecedent(), r.span()))
        .on(ObjectRef.Phrase.class, r -> compiler.objectRegisters.quantified(r, r.quantifier()))
        .on(ObjectRef.Possessed.class, r -> {
          int out = scope.e.register();
          scope.e.emit(Opcode.SELECT, out, scope.e.constant(selection(r, Optional.empty())));
          return out;
        })
        .on(ObjectRef.OfPossessed.class, r -> compiler.objectRegisters.quantified(r, new ObjectRef.Quantifier(r.which(),
            r.which() == ObjectRef.Quantifier.Kind.COUNT ? Optional.of(Quantity.of(1)) : Optional.empty(), false,
            r.span())))
        .on(ObjectRef.TopOf.class, r -> {
          int out = scope.e.register();
          scope.e.emit(Opcode.TOP, out, scope.e.constant(compiler.places.zoneOwner(r.zone())), scope.e.constant(r.count().map(compiler.conditions::num)
              .orElse(Num.lit(1))));
          return out;
        })
        .on(ObjectRef.ZoneContents.class, r -> {
          int out = scope.e.register();
          scope.e.emit(Opcode.SELECT, out, scope.e.constant(zonePred(r.zone(), Who.ANY)));
          return out;
        })
        .on(ObjectRef.Rest.class, r -> {
          int of = compiler.objectRegisters.antecedentReg(r.of(), r.span());
          int set = scope.chosenFrom.getOrDefault(of, of);
          int taken = scope.takenFrom.containsKey(set) ? scope.takenFrom.get(set) : set == of ? -1 : of;
          int out = scope.e.register();
          if (taken < 0) {
            throw error(r.span(), "expected 'the others' after taking some of the cards named before");
          }
          scope.e.emit(Opcode.MINUS, out, set, taken);
          return out;
        })
        .on(ObjectRef.These.class, r -> compiler.objectRegisters.antecedentReg(r.of(), r.span()))
        .on(ObjectRef.OneOfThem.class, r -> {
          int of = compiler.objectRegisters.antecedentReg(r.of(), r.span());
          int out = scope.e.register();
          scope.e.emit(Opcode.CHOOSE_IN, out, of, scope.e.constant(Num.lit(1)), scope.e.constant(Num.lit(1)), scope.e.constant(compiler.steps.actor()));
          scope.takenFrom.put(of, out);
          return out;
        })
        .on(ObjectRef.Targets.class, r -> compiler.objectRegisters.quantified(r, r.quantifier()))
        .on(ObjectRef.Several.class, r -> {
          if (r.any() || r.items().stream().allMatch(i -> quantifier(i).map(q -> q.target()).orElse(false))) {
            // "target Character or Permanent": one choice among what any of the items describes.
            ObjectRef.Quantifier q = quantifier(r.items().get(0)).orElseThrow(() -> error(r.span(),
                "expected a quantified phrase"));
            return compiler.objectRegisters.quantified(r, q);
          }
          int out = scope.e.register();
          scope.e.emit(Opcode.MINUS, out, out, out);
          for (ObjectRef item : r.items()) {
            int one = compiler.objectRegisters.resolve(item, compiler.steps.actor());
            scope.e.emit(Opcode.UNION, out, out, one);
          }
          return out;
        });
    cases.nouns
        .on(ObjectRef.Noun.Type.class, n -> switch (n.type()) {
          case CHARACTER -> new Pred.Type(Pred.ObjType.CHARACTER);
          case PERMANENT -> new Pred.Type(Pred.ObjType.PERMANENT);
          case EXPEDITION_PERMANENT -> new Pred.Type(Pred.ObjType.EXPEDITION_PERMANENT);
          case LANDMARK_PERMANENT, LANDMARK -> new Pred.Type(Pred.ObjType.LANDMARK_PERMANENT);
          case SPELL -> new Pred.Type(Pred.ObjType.SPELL);
          case CARD -> new Pred.Type(Pred.ObjType.CARD);
          case TOKEN -> new Pred.Type(Pred.ObjType.TOKEN);
          case MANA_ORB -> new Pred.Type(Pred.ObjType.MANA_ORB);
          case HERO -> new Pred.Type(Pred.ObjType.HERO);
          case EXPEDITION, REGION -> throw error(n.span(), "an Expedition or region is not an object (3.2.4)");
        })
        .on(ObjectRef.Noun.Subtype.class, n -> new Pred.Subtype(n.id()))
        .on(ObjectRef.Noun.Player.class, n -> {
          throw error(n.span(), "a player is not an object");
        })
        .on(ObjectRef.Noun.TerrainMarker.class, n -> {
          throw error(n.span(), TERRAIN_MARKERS);
        });
    cases.adjectives
        .on(ObjectRef.Adjective.WithStatus.class, a -> Pred.or(a.anyOf().stream()
            .map(s -> (Pred) new Pred.HasStatus(VocabularyWords.status(s))).toList()))
        .on(ObjectRef.Adjective.Ready.class, a -> new Pred.Not(new Pred.HasStatus(Status.EXHAUSTED)))
        .on(ObjectRef.Adjective.Other.class, a -> new Pred.Not(otherThan()))
        .on(ObjectRef.Adjective.Token.class, a -> new Pred.Type(Pred.ObjType.TOKEN))
        .on(ObjectRef.Adjective.Non.class, a -> new Pred.Not(cases.nouns.apply(a.noun())))
        .on(ObjectRef.Adjective.WithoutStatus.class, a -> new Pred.Not(new Pred.HasStatus(VocabularyWords.status(a.status()))))
        .on(ObjectRef.Adjective.ExpeditionKind.class, a -> {
          throw error(a.span(), "Hero and Companion describe Expeditions");
        })
        .on(ObjectRef.Adjective.WithKeyword.class, a -> new Pred.HasKeyword(VocabularyWords.keyword(a.keyword())))
        .on(ObjectRef.Adjective.OfRegion.class, a -> {
          throw error(a.span(), "'visible' and 'single-terrain' describe regions (3.2.1)");
        });
    cases.filters
        .on(Filter.ControlledBy.class, f -> new Pred.Controlled(compiler.places.who(f.player())))
        .on(Filter.PlayedBy.class, f -> new Pred.True()) // read by statements and triggers about cards played
        .on(Filter.PlayedFrom.class, f -> new Pred.True())
        .on(Filter.In.class, f -> f.all() ? Pred.or(f.places().stream().map(cases.places::apply).toList())
            : Pred.or(f.places().stream().map(cases.places::apply).toList()))
        .on(Filter.From.class, f -> cases.places.apply(f.place()))
        .on(Filter.StatIs.class, f -> new Pred.Stat(compiler.conditions.statKind(f.stat(), f.span()), Conditions.cmp(f.comparison()),
            cases.values.apply(f.value())))
        .on(Filter.NoStatOver.class, f -> new Pred.Stat(Pred.StatKind.MAX_STAT, Cmp.LE, Num.lit(f.value())))
        .on(Filter.Total.class, f -> new Pred.True()) // a limit on the chosen objects together: see quantified()
        .on(Filter.WithCounters.class, f -> new Pred.HasCounters())
        .on(Filter.ThisWay.class, this::thisWay)
        .on(Filter.OwnedBy.class, f -> new Pred.OwnedBy(compiler.places.who(f.player())))
        .on(Filter.CounterCount.class, f -> {
          Optional<String> counter = f.counter().equals(Counter.ANY) ? Optional.empty()
              : Optional.of(VocabularyWords.counterName(f.counter()));
          Num n = compiler.conditions.num(f.count());
          return switch (f.range()) {
            case SOME -> new Pred.CounterCount(counter, Cmp.GE, Num.lit(1));
            case AT_LEAST -> new Pred.CounterCount(counter, Cmp.GE, n);
            case AT_MOST -> new Pred.CounterCount(counter, Cmp.LE, n);
            case LESS_THAN -> new Pred.CounterCount(counter, Cmp.LT, n);
            case MORE_THAN -> new Pred.CounterCount(counter, Cmp.GT, n);
            case EXACTLY -> new Pred.CounterCount(counter, Cmp.EQ, n);
            case NONE -> new Pred.CounterCount(counter, Cmp.EQ, Num.lit(0));
            case FEWER, MORE -> throw error(f.span(), "expected a number of counters, not a comparison with a player");
          };
        })
        .on(Filter.Between.class, f -> {
          throw error(f.span(), "'between ...' counts regions (3.2.4): expected 'the number of regions between ...'");
        })
        .on(Filter.WithNo.class, f -> {
          throw error(f.span(), "'with no ...' describes Expeditions");
        })
        .on(Filter.WithA.class, f -> {
          throw error(f.span(), "'with a ...' describes regions with a Terrain Marker; " + TERRAIN_MARKERS);
        })
        // Read by phrasePred, which knows what the rest of the phrase describes; alone they compare with nothing.
        .on(Filter.StatExtreme.class, f -> {
          throw error(f.span(), "'with the highest ...' compares the objects a whole phrase describes: expected it "
              + "right after the phrase's noun");
        })
        .on(Filter.CounterExtreme.class, f -> {
          throw error(f.span(), "'with the most ...' compares the objects a whole phrase describes: expected it "
              + "right after the phrase's noun");
        })
        .on(Filter.Facing.class, f -> new Pred.InExp(new ExpPred.Facing(compiler.expeditions.containing(f.object()))))
        .on(Filter.InPosition.class, f -> new Pred.InExp(new ExpPred.Position(ExpeditionsAndRegions.positions(f.anyOf()))))
        .on(Filter.EachPhase.class, f -> new Pred.True()) // "the first ... each Afternoon": see statements
        // "each Character you control and in your Reserve" names two groups, each taken whole (like "in play and in
        // Reserve" above): an object of either group; "or" is a choice among the same objects.
        .on(Filter.Either.class, f -> Pred.or(f.filters().stream().map(cases.filters::apply).toList()));
    cases.places
        .on(Place.InPlay.class, p -> new Pred.InZone(List.of(ZoneKind.EXPEDITION, ZoneKind.LANDMARK)))
        .on(Place.InZone.class, p -> zonePred(p.zone(), Who.ANY))
        .on(Place.InTerrain.class, p -> new Pred.InTerrain(VocabularyWords.terrain(p.terrain())))
        .on(Place.InObject.class, p -> isRegion(p.object()) ? new Pred.InRegion(compiler.expeditions.regionPred(p.object()))
            : isExpedition(p.object()) ? new Pred.InExp(compiler.expeditions.placeExpedition(p.object()))
            : landmarkZone(p.object()).orElseGet(() -> new Pred.InReg(compiler.expeditions.objectRegOrResolve(p.object()))))
        .on(Place.Anywhere.class, p -> new Pred.True());
    cases.possessors
        .on(Possessor.OfObject.class, p -> compiler.objectRegisters.objectReg(p.object()))
        .on(Possessor.OfPlayer.class, p -> {
          throw error(p.span(), "expected an object's ('my', 'its'), found a player's");
        });
  }

  /** "your Landmarks" as a place: the Landmark zone (3.2.7) of that player. */
  Optional<Pred> landmarkZone(ObjectRef ref) {
    boolean landmarks = nounsOf(ref).nouns().stream().anyMatch(n -> n instanceof ObjectRef.Noun.Type t
        && (t.type() == Vocabulary.ObjectType.LANDMARK || t.type() == Vocabulary.ObjectType.LANDMARK_PERMANENT));
    if (!landmarks) {
      return Optional.empty();
    }
    Who owner = ref instanceof ObjectRef.Possessed p && p.owner() instanceof Possessor.OfPlayer pl ? compiler.places.who(pl.player())
        : Who.ANY;
    return Optional.of(Pred.and(List.of(new Pred.InZone(List.of(ZoneKind.LANDMARK)), new Pred.ZoneOf(owner))));
  }

  /** "other": other than me, or than the object the sentence is about. */
  Pred otherThan() {
    return new Pred.Self();
  }

  /** An object phrase's description, {@code owner} ("your") included. */
  Pred phrasePred(List<ObjectRef.Adjective> adjs, ObjectRef.NounGroup ns, List<Filter> fs, Pred owner) {
    List<Pred> all = new ArrayList<>();
    if (!ns.nouns().isEmpty()) {
      all.add(nounsPred(ns));
    }
    for (ObjectRef.Adjective a : adjs) {
      all.add(cases.adjectives.apply(a));
    }
    List<Filter> extremes = new ArrayList<>();
    for (Filter f : fs) {
      if (f instanceof Filter.StatExtreme || f instanceof Filter.CounterExtreme) {
        extremes.add(f);
      } else {
        all.add(cases.filters.apply(f));
      }
    }
    all.add(owner);
    if (!extremes.isEmpty()) {
      // "target Character you control with the highest {M}": the highest among what the rest describes, where it is.
      Pred among = placedOrInPlay(Pred.and(all));
      for (Filter f : extremes) {
        all.add(extreme(f, among));
      }
    }
    return Pred.and(all);
  }

  Pred extreme(Filter f, Pred among) {
    if (f instanceof Filter.StatExtreme x) {
      Pred.StatKind k = compiler.conditions.statKind(x.stat(), x.span());
      return new Pred.Stat(k, Cmp.EQ, x.highest() ? new Num.Max(among, k) : new Num.Min(among, k));
    }
    Filter.CounterExtreme x = (Filter.CounterExtreme) f;
    Optional<String> counter = x.counter().equals(Counter.ANY) ? Optional.empty()
        : Optional.of(VocabularyWords.counterName(x.counter()));
    return new Pred.CounterCount(counter, Cmp.EQ, new Num.CounterExtreme(among, counter, x.most()));
  }

  Pred nounsPred(ObjectRef.NounGroup ns) {
    return Pred.or(ns.nouns().stream().map(cases.nouns::apply).toList());
  }

  /** Whose: "your Characters" are controlled by you; "your Mana Orbs", "your hand cards" are in your zones. */
  Pred ownerPred(Possessor owner, ObjectRef.NounGroup ns) {
    if (owner instanceof Possessor.OfPlayer p) {
      Who w = compiler.places.who(p.player());
      boolean zoned = ns.nouns().stream().anyMatch(n -> n instanceof ObjectRef.Noun.Type t
          && (t.type() == Vocabulary.ObjectType.MANA_ORB || t.type() == Vocabulary.ObjectType.CARD));
      return zoned ? new Pred.ZoneOf(w) : new Pred.Controlled(w);
    }
    Possessor.OfObject o = (Possessor.OfObject) owner;
    if (isExpedition(o.object())) {
      return new Pred.InExp(compiler.expeditions.exp(o.object())); // "its Characters": those in that Expedition
    }
    return new Pred.InExp(compiler.expeditions.containing(o.object()));
  }

  Pred possessorPred(Possessor p) {
    if (p instanceof Possessor.OfObject o) {
      return pred(o.object());
    }
    return new Pred.Controlled(compiler.places.who(((Possessor.OfPlayer) p).player()));
  }

  /** What a phrase describes (2.2.1.h), without its quantifier and without a default zone. */
  Pred pred(ObjectRef ref) {
    return cases.preds.apply(ref);
  }

  /**
   * "a card discarded this way" (6.5): the objects an earlier step of this effect acted on, followed to the objects
   * they became by moving (2.1.d), in a copy so that "if you discarded ... this way" still sees them as they were.
   */
  Pred thisWay(Filter.ThisWay f) {
    Condition.DidThisWay.Verb verb = switch (f.action()) {
      case DISCARDED -> Condition.DidThisWay.Verb.DISCARDED;
      case PUT -> Condition.DidThisWay.Verb.PUT;
      case PLAYED -> Condition.DidThisWay.Verb.PLAYED;
      case SACRIFICED -> Condition.DidThisWay.Verb.SACRIFICED;
      case EXHAUSTED -> Condition.DidThisWay.Verb.EXHAUSTED;
      case REVEALED -> Condition.DidThisWay.Verb.REVEALED;
      case DRAWN -> Condition.DidThisWay.Verb.DREW;
      default -> throw error(f.span(), "'" + f.action().name().toLowerCase(Locale.ROOT) + " this way' names no step "
          + "whose objects an effect keeps");
    };
    Integer r = scope.verbRegs.get(verb);
    if (r == null) {
      throw error(f.span(), "expected a step that " + verb.name().toLowerCase(Locale.ROOT) + " before 'this way'");
    }
    int followed = scope.e.register();
    scope.e.emit(Opcode.UNION, followed, r, r);
    scope.e.emit(Opcode.FOLLOW, followed);
    return new Pred.InReg(followed);
  }

  /**
   * "Discard a card" with no place: cards are what the hidden zones hold (1.2.3.g) and a player discards from their own
   * Hand; "discard a Character" still means one in play.
   */
  static Optional<Zone> discardedFrom(Step.Discard d) {
    if (d.from().isPresent()) {
      return d.from();
    }
    if (d.objects() instanceof ObjectRef.Phrase p && p.filters().isEmpty() && !p.quantifier().target()
        && p.nouns().nouns().stream().allMatch(n -> n instanceof ObjectRef.Noun.Type t
            && t.type() == Vocabulary.ObjectType.CARD)) {
      return Optional.of(new Zone(Vocabulary.ZoneKind.HAND, Optional.empty(), p.span()));
    }
    return Optional.empty();
  }

  /** What a phrase selects: in play unless it names a place (2.2.1.h: "target Character" is in play). */
  Pred selection(ObjectRef ref, Optional<Zone> from) {
    Pred p = pred(ref);
    if (from.isPresent()) {
      return Pred.and(List.of(p, zonePred(from.get(), compiler.steps.actor())));
    }
    return placedOrInPlay(p);
  }

  /** A description as it is, when it says where its objects are; otherwise in play (or Mana, Hero zone). */
  static Pred placedOrInPlay(Pred p) {
    if (placed(p)) {
      return p;
    }
    if (mentions(p, Pred.ObjType.MANA_ORB)) {
      return Pred.and(List.of(p, new Pred.InZone(List.of(ZoneKind.MANA))));
    }
    if (mentions(p, Pred.ObjType.HERO)) {
      return Pred.and(List.of(p, new Pred.InZone(List.of(ZoneKind.HERO))));
    }
    return Pred.and(List.of(p, new Pred.InZone(List.of(ZoneKind.EXPEDITION, ZoneKind.LANDMARK))));
  }

  static boolean placed(Pred p) {
    if (p instanceof Pred.InZone || p instanceof Pred.ZoneOf || p instanceof Pred.Controlled || p instanceof Pred.InExp
        || p instanceof Pred.InTerrain || p instanceof Pred.Self || p instanceof Pred.InReg) {
      return true;
    }
    if (p instanceof Pred.And a) {
      return a.all().stream().anyMatch(ObjectPreds::placed);
    }
    if (p instanceof Pred.Or o) {
      return o.any().stream().allMatch(ObjectPreds::placed);
    }
    return false;
  }

  static boolean mentions(Pred p, Pred.ObjType type) {
    if (p instanceof Pred.Type t) {
      return t.type() == type;
    }
    if (p instanceof Pred.And a) {
      return a.all().stream().anyMatch(x -> mentions(x, type));
    }
    if (p instanceof Pred.Or o) {
      return o.any().stream().anyMatch(x -> mentions(x, type));
    }
    return false;
  }

  Pred zonePred(Zone z, Who defaultOwner) {
    List<ZoneKind> kinds = PlacesAndPlayers.zones(z);
    Pred in = new Pred.InZone(kinds);
    Who owner = z.owner().map(compiler.places::who).orElse(defaultOwner);
    if (owner.kind() == Who.Kind.ANY || kinds.contains(ZoneKind.EXPEDITION)) {
      return kinds.contains(ZoneKind.EXPEDITION) && owner.kind() != Who.Kind.ANY
          ? Pred.and(List.of(in, new Pred.Controlled(owner))) : in;
    }
    return Pred.and(List.of(in, new Pred.ZoneOf(owner)));
  }

  static List<ObjectRef.Adjective> adjectivesOf(ObjectRef ref) {
    if (ref instanceof ObjectRef.Phrase p) {
      return p.adjectives();
    } else if (ref instanceof ObjectRef.Possessed p) {
      return p.adjectives();
    } else if (ref instanceof ObjectRef.OfPossessed p) {
      return p.adjectives();
    }
    return List.of();
  }

  static List<Filter> filtersOf(ObjectRef ref) {
    if (ref instanceof ObjectRef.Phrase p) {
      return p.filters();
    } else if (ref instanceof ObjectRef.Possessed p) {
      return p.filters();
    } else if (ref instanceof ObjectRef.OfPossessed p) {
      return p.filters();
    } else if (ref instanceof ObjectRef.Several s) {
      return s.items().stream().flatMap(i -> filtersOf(i).stream()).toList();
    }
    return List.of();
  }

  static Optional<ObjectRef.Quantifier> quantifier(ObjectRef ref) {
    if (ref instanceof ObjectRef.Phrase p) {
      return Optional.of(p.quantifier());
    } else if (ref instanceof ObjectRef.Targets t) {
      return Optional.of(t.quantifier());
    } else if (ref instanceof ObjectRef.OfPossessed o) {
      return Optional.of(new ObjectRef.Quantifier(o.which(), Optional.empty(), false, o.span()));
    } else if (ref instanceof ObjectRef.Several s && !s.items().isEmpty()) {
      return quantifier(s.items().get(0));
    }
    return Optional.empty();
  }

  static ObjectRef.NounGroup nounsOf(ObjectRef ref) {
    if (ref instanceof ObjectRef.Phrase p) {
      return p.nouns();
    } else if (ref instanceof ObjectRef.Possessed p) {
      return p.nouns();
    } else if (ref instanceof ObjectRef.OfPossessed p) {
      return p.nouns();
    } else if (ref instanceof ObjectRef.Targets t) {
      return t.nouns();
    }
    return new ObjectRef.NounGroup(com.google.common.collect.ImmutableList.of(), false, ref.span());
  }

  boolean isExpedition(ObjectRef ref) {
    if (ref instanceof ObjectRef.Pronoun p && p.antecedent().equals(ObjectRef.Antecedent.TRIGGER) && scope.triggerReg < 0
        && scope.previousItem != null) {
      return true;
    }
    if (ref instanceof ObjectRef.Pronoun p) {
      Optional<ObjectRef> a = p.antecedent().equals(ObjectRef.Antecedent.TRIGGER) ? Optional.empty()
          : scope.antecedents.of(p.antecedent().index());
      return p.restated().map(n -> ExpeditionsAndRegions.isExpeditionNouns(n)).orElse(false) || a.map(this::isExpedition).orElse(false);
    }
    if (ref instanceof ObjectRef.Several s) {
      return s.items().stream().allMatch(this::isExpedition);
    }
    return ExpeditionsAndRegions.isExpeditionNouns(nounsOf(ref));
  }

  boolean isRegion(ObjectRef ref) {
    if (!(ref instanceof ObjectRef.Phrase || ref instanceof ObjectRef.Possessed || ref instanceof ObjectRef.OfPossessed)) {
      return false;
    }
    ObjectRef.NounGroup n = nounsOf(ref);
    return !n.nouns().isEmpty() && n.nouns().stream().allMatch(x -> x instanceof ObjectRef.Noun.Type t
        && t.type() == Vocabulary.ObjectType.REGION);
  }
}
