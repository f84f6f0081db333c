package dev.altered.compile;

import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Place;
import dev.altered.ast.Possessor;
import dev.altered.ast.Vocabulary;
import dev.altered.ir.ExpPred;
import dev.altered.ir.Num;
import dev.altered.ir.Opcode;
import dev.altered.ir.Regs;
import dev.altered.ir.Who;
import dev.altered.rules.state.Side;
import dev.altered.rules.state.Status;
import dev.altered.rules.state.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Regions, Terrain Markers and Expeditions as values: predicates and registers for them. */
final class ExpeditionsAndRegions extends CompilerPart {
  ExpeditionsAndRegions(AbilityCompiler compiler) {
    super(compiler);
  }

  // ---------------------------------------------------------------- regions and Terrain Markers as values

  /** "target visible region", "my region", "the region of target Character": a register of region indexes. */
  int regions(ObjectRef ref, Who chooser) {
    int out = scope.e.register();
    if (ref instanceof ObjectRef.Possessed p && p.owner() instanceof Possessor.OfObject o && compiler.objectPreds.isRegion(ref)) {
      scope.e.emit(Opcode.REGIONS_OF, out, compiler.objectRegisters.subject(o.object()));
      return out;
    }
    if (!compiler.objectPreds.isRegion(ref)) {
      throw error(ref.span(), "expected a region ('target visible region', 'my region')");
    }
    scope.e.emit(Opcode.REGIONS, out, scope.e.constant(regionPred(ref)));
    return chosen(out, ObjectPreds.quantifier(ref), Opcode.CHOOSE_REGION, chooser);
  }

  /**
   * "one of my Markers" (the source's, 3.2.1.d), "a {O} Terrain Marker from any region" (placed ones): a register of
   * marker ids, chosen by the actor when the phrase counts them.
   */
  int markers(ObjectRef ref, Who chooser) {
    List<ObjectRef.Noun> nouns = ObjectPreds.nounsOf(ref).nouns();
    if (nouns.isEmpty() || !nouns.stream().allMatch(n -> n instanceof ObjectRef.Noun.TerrainMarker)) {
      throw error(ref.span(), "expected Terrain Markers ('a {O} Terrain Marker', 'one of my Markers')");
    }
    List<Terrain> terrains = new ArrayList<>();
    nouns.forEach(n -> ((ObjectRef.Noun.TerrainMarker) n).terrains().forEach(t -> terrains.add(VocabularyWords.terrain(t))));
    boolean held = ref instanceof ObjectRef.OfPossessed p && p.owner() instanceof Possessor.OfObject o
        && o.object() instanceof ObjectRef.Self;
    for (Filter f : ObjectPreds.filtersOf(ref)) {
      if (!(f instanceof Filter.From from && from.place() instanceof Place.InObject in && compiler.objectPreds.isRegion(in.object()))) {
        throw error(f.span(), "expected where the markers are ('from any region')");
      }
    }
    if (!held && !(ref instanceof ObjectRef.Phrase)) {
      throw error(ref.span(), "expected markers on regions or my own ('one of my Markers')");
    }
    int all = scope.e.register();
    scope.e.emit(Opcode.MARKERS, all, Terrain.mask(terrains), held ? 1 : 0);
    return chosen(all, ObjectPreds.quantifier(ref), Opcode.CHOOSE_MARKER, chooser);
  }

  /** The values of a register as a phrase counts them: "a", "target", "up to two" choose; "each", "all" don't. */
  int chosen(int all, Optional<ObjectRef.Quantifier> q, Opcode choose, Who chooser) {
    ObjectRef.Quantifier.Kind kind = q.map(ObjectRef.Quantifier::kind).orElse(ObjectRef.Quantifier.Kind.COUNT);
    if (kind == ObjectRef.Quantifier.Kind.EACH || kind == ObjectRef.Quantifier.Kind.ALL
        || kind == ObjectRef.Quantifier.Kind.BARE) {
      return all;
    }
    Num n = q.flatMap(ObjectRef.Quantifier::count).map(compiler.conditions::num).orElse(Num.lit(1));
    Num min = kind == ObjectRef.Quantifier.Kind.UP_TO ? Num.lit(0) : n;
    int out = scope.e.register();
    scope.e.emit(choose, out, all, scope.e.constant(min), scope.e.constant(n), scope.e.constant(chooser));
    return out;
  }

  /** "single-terrain regions", "a visible region": regions told by what they are (3.2.1), nothing else. */
  dev.altered.ir.RegionPred regionPred(ObjectRef ref) {
    boolean visible = false;
    boolean single = false;
    boolean starting = false;
    for (ObjectRef.Adjective a : ObjectPreds.adjectivesOf(ref)) {
      if (a instanceof ObjectRef.Adjective.OfRegion r) {
        visible |= r.quality() == ObjectRef.Adjective.OfRegion.RegionQuality.VISIBLE;
        single |= r.quality() == ObjectRef.Adjective.OfRegion.RegionQuality.SINGLE_TERRAIN;
        starting |= r.quality() == ObjectRef.Adjective.OfRegion.RegionQuality.STARTING;
      } else {
        throw error(a.span(), "this adjective does not describe a region");
      }
    }
    if (!ObjectPreds.filtersOf(ref).isEmpty()) {
      throw error(ObjectPreds.filtersOf(ref).get(0).span(), "this does not describe a region yet");
    }
    if (!(ref instanceof ObjectRef.Phrase)) {
      throw error(ref.span(), "expected regions told by what they are ('a visible region'), found whose they are");
    }
    return new dev.altered.ir.RegionPred(visible, single, starting);
  }

  static boolean isExpeditionNouns(ObjectRef.NounGroup n) {
    return !n.nouns().isEmpty() && n.nouns().stream().allMatch(x -> x instanceof ObjectRef.Noun.Type t
        && t.type() == Vocabulary.ObjectType.EXPEDITION);
  }

  boolean isPlayer(ObjectRef ref) {
    ObjectRef.NounGroup n = ObjectPreds.nounsOf(ref);
    return !n.nouns().isEmpty() && n.nouns().stream().allMatch(x -> x instanceof ObjectRef.Noun.Player);
  }

  // ---------------------------------------------------------------- Expeditions

  /** What an Expedition phrase describes. */
  ExpPred exp(ObjectRef ref) {
    if (ref instanceof ObjectRef.Pronoun p) {
      if (p.antecedent().equals(ObjectRef.Antecedent.TRIGGER) && scope.triggerReg < 0 && scope.previousItem != null) {
        return scope.previousItem; // "Your other Expedition and the Expedition facing it": it is the item before
      }
      if (!compiler.objectPreds.isExpedition(ref)) {
        return containing(ref); // "its Expedition" given as "it" in a place: the Expedition it is in
      }
      Optional<Integer> known = compiler.objectRegisters.knownAntecedentReg(p.antecedent());
      if (known.isEmpty() && scope.dataOnly) {
        return exp(compiler.objectRegisters.antecedentPhrase(p.antecedent(), p.span()));
      }
      return new ExpPred.InReg(compiler.objectRegisters.antecedentReg(p.antecedent(), p.span()));
    }
    if (scope.resolvedSubjects.contains(ref)) {
      return new ExpPred.InReg(scope.regOf.get(ref));
    }
    if (ref instanceof ObjectRef.Several s) {
      List<ExpPred> items = new ArrayList<>();
      ExpPred saved = scope.previousItem;
      for (ObjectRef item : s.items()) {
        ExpPred one = exp(item);
        items.add(one);
        scope.previousItem = one;
      }
      scope.previousItem = saved;
      return new ExpPred.Or(items);
    }
    if (compiler.objectPreds.isRegion(ref)) { // "to play me in a starting region": the Expeditions in such a region
      return new ExpPred.InRegion(regionPred(ref));
    }
    List<ExpPred> all = new ArrayList<>();
    if (ref instanceof ObjectRef.Possessed p) {
      all.add(expOwner(p.owner()));
    } else if (ref instanceof ObjectRef.OfPossessed p) {
      all.add(expOwner(p.owner()));
    } else if (!(ref instanceof ObjectRef.Phrase) && !(ref instanceof ObjectRef.Targets)) {
      throw error(ref.span(), "expected an Expedition");
    }
    for (ObjectRef.Adjective a : ObjectPreds.adjectivesOf(ref)) {
      if (a instanceof ObjectRef.Adjective.ExpeditionKind k) {
        all.add(new ExpPred.SideIs(k.companion() ? Side.COMPANION : Side.HERO));
      } else if (a instanceof ObjectRef.Adjective.Other) {
        all.add(new ExpPred.Not(new ExpPred.Contains(Regs.SELF))); // "your other Expedition": the one I'm not in
      } else if (a instanceof ObjectRef.Adjective.WithStatus st && st.anyOf().equals(List.of(
          dev.altered.ast.Status.ASCENDED))) {
        all.add(new ExpPred.Ascended()); // 7.3.3.a
      } else {
        throw error(a.span(), "this adjective does not describe an Expedition");
      }
    }
    for (Filter f : ObjectPreds.filtersOf(ref)) {
      all.add(expFilter(f));
    }
    return ExpPred.and(all);
  }

  /**
   * The Expeditions of a place ("Characters in my Expedition"). A target Expedition there ("each Character from
   * target Expedition") is chosen first (6.5.b) and is the one meant, later "that Expedition" too; a passive, which
   * chooses nothing, cannot name one.
   */
  ExpPred placeExpedition(ObjectRef ref) {
    if (!ObjectPreds.quantifier(ref).map(ObjectRef.Quantifier::target).orElse(false)) {
      return exp(ref);
    }
    if (scope.regOf.containsKey(ref)) {
      return new ExpPred.InReg(scope.regOf.get(ref));
    }
    if (scope.dataOnly) {
      throw error(ref.span(), "a passive ability chooses no target (6.5.b): expected Expeditions it describes");
    }
    int reg = resolveExpeditions(ref, compiler.steps.actor());
    scope.regOf.put(ref, reg);
    return new ExpPred.InReg(reg);
  }

  ExpPred expOwner(Possessor owner) {
    if (owner instanceof Possessor.OfPlayer p) {
      return new ExpPred.Of(compiler.places.who(p.player()));
    }
    ObjectRef o = ((Possessor.OfObject) owner).object();
    return containing(o);
  }

  /** The Expeditions an object is in (7.4.4.b: both for a Gigantic Character). */
  ExpPred containing(ObjectRef o) {
    if (o instanceof ObjectRef.Self) {
      return new ExpPred.Contains(Regs.SELF);
    }
    if (compiler.objectPreds.isExpedition(o)) {
      return exp(o);
    }
    return new ExpPred.Contains(objectRegOrResolve(o));
  }

  int objectRegOrResolve(ObjectRef o) {
    if (o instanceof ObjectRef.Pronoun || o instanceof ObjectRef.Self || scope.regOf.containsKey(o)) {
      return compiler.objectRegisters.objectReg(o);
    }
    if (scope.dataOnly) {
      throw error(o.span(), "expected 'me' or a pronoun here");
    }
    return compiler.objectRegisters.resolve(o, compiler.steps.actor());
  }

  ExpPred expFilter(Filter f) {
    if (f instanceof Filter.InPosition p) {
      return new ExpPred.Position(positions(p.anyOf()));
    }
    if (f instanceof Filter.Facing fa) {
      return new ExpPred.Facing(containing(fa.object()));
    }
    if (f instanceof Filter.In in && in.places().size() == 1 && in.places().get(0) instanceof Place.InTerrain t) {
      return new ExpPred.InTerrain(VocabularyWords.terrain(t.terrain()));
    }
    if (f instanceof Filter.WithNo w) {
      return new ExpPred.Without(compiler.objectPreds.nounsPred(w.nouns()));
    }
    if (f instanceof Filter.ControlledBy c) {
      return new ExpPred.Of(compiler.places.who(c.player()));
    }
    throw error(f.span(), "this does not describe an Expedition");
  }

  static List<ExpPred.Standing> positions(List<Vocabulary.Position> list) {
    return list.stream().map(p -> ExpPred.Standing.valueOf(p.name())).toList();
  }

  /** Resolves Expeditions: targets and single ones chosen, plural ones all. */
  int resolveExpeditions(ObjectRef ref, Who chooser) {
    if (ref instanceof ObjectRef.Pronoun p && compiler.objectPreds.isExpedition(ref)) {
      if (!p.antecedent().equals(ObjectRef.Antecedent.TRIGGER)) {
        // "each Character from target Expedition, then that Expedition ...": the Expedition of the objects' place.
        ObjectRef phrase = compiler.objectRegisters.antecedentPhrase(p.antecedent(), p.span());
        if (!compiler.objectPreds.isExpedition(phrase)) {
          for (Filter f : ObjectPreds.filtersOf(phrase)) {
            List<Place> at = f instanceof Filter.From from ? List.of(from.place())
                : f instanceof Filter.In in ? in.places() : List.of();
            for (Place place : at) {
              if (place instanceof Place.InObject o && scope.regOf.containsKey(o.object()) && compiler.objectPreds.isExpedition(o.object())) {
                return scope.regOf.get(o.object());
              }
            }
          }
        }
      }
      return compiler.objectRegisters.antecedentReg(p.antecedent(), p.span());
    }
    ExpPred p = exp(ref);
    int out = scope.e.register();
    Optional<ObjectRef.Quantifier> q = ObjectPreds.quantifier(ref);
    boolean plural = ObjectPreds.nounsOf(ref).plural();
    boolean choose = q.map(x -> x.target() || x.kind() == ObjectRef.Quantifier.Kind.COUNT
        || x.kind() == ObjectRef.Quantifier.Kind.UP_TO || x.kind() == ObjectRef.Quantifier.Kind.ANY_NUMBER)
        .orElse(false) || (!plural && !(ref instanceof ObjectRef.Pronoun));
    if (q.isPresent() && (q.get().kind() == ObjectRef.Quantifier.Kind.EACH
        || q.get().kind() == ObjectRef.Quantifier.Kind.ALL) && !q.get().target()) {
      choose = false;
    }
    if (choose) {
      Num n = q.flatMap(ObjectRef.Quantifier::count).map(compiler.conditions::num).orElse(Num.lit(1));
      Num min = q.map(x -> x.kind() == ObjectRef.Quantifier.Kind.UP_TO || x.kind()
          == ObjectRef.Quantifier.Kind.ANY_NUMBER).orElse(false) ? Num.lit(0) : n;
      Num max = q.map(x -> x.kind() == ObjectRef.Quantifier.Kind.ANY_NUMBER).orElse(false) ? Num.lit(4) : n;
      scope.e.emit(Opcode.CHOOSE_EXPEDITION, out, scope.e.constant(p), scope.e.constant(min), scope.e.constant(max), scope.e.constant(chooser));
    } else {
      scope.e.emit(Opcode.EXPEDITIONS, out, scope.e.constant(p));
    }
    scope.regOf.put(ref, out);
    return out;
  }
}
