package dev.altered.text.fr;

import static dev.altered.grammar.fr.AlteredFrenchParser.*;
import static dev.altered.text.fr.FrenchTrees.*;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Condition;
import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Status;
import dev.altered.ast.Value;
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.ObjectType;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import dev.altered.text.AbilityBuildException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/** The French builder's object phrases, players, zones and places, pronouns included (see FrenchAstBuilder). */
final class FrenchObjects {
  private final FrenchReading reading;


  FrenchObjects(FrenchReading reading) {
    this.reading = reading;
  }



  ObjectRef objList(ObjectListContext ctx) {
    if (ctx.listablePhrase().isEmpty()) {
      return obj(ctx.objectPhrase(), true);
    }
    List<ObjectRef> items = new ArrayList<>();
    items.add(obj(ctx.objectPhrase(), false));
    for (ListablePhraseContext p : ctx.listablePhrase()) {
      items.add(obj(p, false));
    }
    return reading.register(new ObjectRef.Several(list(items), has(ctx, "ou"), reading.span(ctx)));
  }

  /**
   * An object phrase. {@code candidate}: the phrase is the subject or object of a trigger, step or condition, so
   * later pronouns may stand for it.
   */
  ObjectRef obj(ObjectPhraseContext ctx, boolean candidate) {
    if (ctx instanceof OtherPhraseContext o) {
      return obj(o.listablePhrase(), candidate);
    }
    SourceSpan s = reading.span(ctx);
    ObjectRef ref;
    if (ctx instanceof SelfPhraseContext) {
      ref = new ObjectRef.Self(s);
    } else if (ctx instanceof WeBothPhraseContext) {
      ref = new ObjectRef.SelfAnd(reading.lastCandidate(), s);
    } else {
      PronounPhraseContext c = (PronounPhraseContext) ctx;
      boolean plural = hasAny(c, "ils", "elles", "eux");
      ref = new ObjectRef.Pronoun(reading.lastCandidate(), plural, Optional.empty(), false, false, s);
    }
    return candidate ? reading.register(ref) : ref;
  }

  ObjectRef obj(ListablePhraseContext ctx, boolean candidate) {
    SourceSpan s = reading.span(ctx);
    ObjectRef ref;
    if (ctx instanceof ThatPhraseContext c) {
      NounGroup nouns = nouns(c.nounGroup());
      if (nouns.nouns().size() == 1 && nouns.nouns().get(0) instanceof Noun.Player) {
        throw reading.error(c,
            "expected an object after 'ce', found a player (a player is 'cet adversaire' as a subject)");
      }
      if (has(c, "ces") && nouns.nouns().size() == 1 && nouns.nouns().get(0) instanceof Noun.Type t
          && t.type() == ObjectType.CARD) {
        // "ces cartes": the cards named before (English "these cards").
        ref = new ObjectRef.These(reading.lastCandidate(), s);
      } else {
        ref = new ObjectRef.Pronoun(reading.lastCandidate(), nouns.plural(), Optional.of(nouns), false, false, s);
      }
    } else if (ctx instanceof TheTargetPhraseContext) {
      ref = new ObjectRef.Pronoun(reading.lastCandidate(), false, Optional.empty(), true, false, s);
    } else if (ctx instanceof TopOfPhraseContext c) {
      TopOfContext t = c.topOf();
      Optional<Quantity> n = t.quantity() == null ? Optional.empty()
          : Optional.of(reading.words.quantity(t.quantity()));
      boolean plural = hasAny(t, "cartes", "premières");
      boolean one = n.isEmpty() || (n.get() instanceof Quantity.Literal l && l.value() == 1);
      if (plural == one) {
        throw reading.error(c, "expected '" + (one ? "la première carte" : "les premières cartes") + "', found '"
            + t.getText() + "'");
      }
      ref = new ObjectRef.TopOf(n.filter(q -> !one), zone(t.zone()), s);
    } else if (ctx instanceof OfPossessivePhraseContext c) {
      String w = first(c).equals("l'") ? c.getChild(1).getText().toLowerCase(Locale.ROOT) : first(c);
      Quantifier.Kind which = w.startsWith("u") ? Quantifier.Kind.COUNT : w.startsWith("chacun")
          ? Quantifier.Kind.EACH : Quantifier.Kind.ALL;
      Possessor p = possessive(c.possessive());
      List<Adjective> adjectives = new ArrayList<>(preAdjectives(c.preAdjective()));
      NounGroup nouns = nouns(c.nounGroup());
      Adjectives post = postAdjectives(c.postAdjective());
      adjectives.addAll(post.adjectives());
      adjectives.addAll(withAdjectives(c.postFilters()));
      ref = new ObjectRef.OfPossessed(which, p, list(adjectives), nouns, filters(c.postFilters()), s);
    } else if (ctx instanceof RestPhraseContext) {
      ref = new ObjectRef.Rest(reading.lastCandidate(), s);
    } else if (ctx instanceof TargetsPhraseContext c) {
      Quantity n = reading.words.quantity(c.quantity());
      Quantifier q = new Quantifier(has(c, "jusqu'à") ? Quantifier.Kind.UP_TO : Quantifier.Kind.COUNT,
          Optional.of(n), true, s);
      ref = new ObjectRef.Targets(q, nouns(c.nounGroup()), s);
    } else if (ctx instanceof PossessedPhraseContext c) {
      Possessor p = possessive(c.possessive());
      List<Adjective> adjectives = new ArrayList<>(preAdjectives(c.preAdjective()));
      NounGroup nouns = nouns(c.nounGroup());
      Adjectives post = postAdjectives(c.postAdjective());
      adjectives.addAll(post.adjectives());
      adjectives.addAll(withAdjectives(c.postFilters()));
      ref = new ObjectRef.Possessed(p, list(adjectives), nouns, filters(c.postFilters()), s);
    } else if (ctx instanceof BothPossessedPhraseContext c) {
      // "vos deux Expéditions": both of them, all of the two.
      List<Adjective> adjectives = new ArrayList<>(preAdjectives(c.preAdjective()));
      Adjectives post = postAdjectives(c.postAdjective());
      adjectives.addAll(post.adjectives());
      adjectives.addAll(withAdjectives(c.postFilters()));
      ref = new ObjectRef.OfPossessed(Quantifier.Kind.ALL, possessive(c.possessive()), list(adjectives),
          nouns(c.nounGroup()), filters(c.postFilters()), s);
    } else if (ctx instanceof PlayerPossessedPhraseContext c) {
      // The article goes with the noun in French and with the player in English: "target player's Landmarks".
      List<Adjective> adjectives = new ArrayList<>(preAdjectives(c.preAdjective()));
      Adjectives post = postAdjectives(c.postAdjective());
      if (post.target()) {
        throw reading.error(c,
            "expected the target to be the player ('d'un joueur ciblé'), found 'ciblé' after the noun");
      }
      adjectives.addAll(post.adjectives());
      Possessor owner;
      if (c.playerSubject() != null) {
        owner = new Possessor.OfPlayer(player(c.playerSubject()), reading.span(c.playerSubject()));
      } else {
        // "les Repères de ce joueur": the one named before, as English "that player's Landmarks".
        Noun n = noun(c.noun());
        SourceSpan ns = reading.span(c.noun());
        owner = new Possessor.OfObject(new ObjectRef.Pronoun(reading.lastCandidate(), false,
            Optional.of(new NounGroup(ImmutableList.of(n), false, ns)), false, false, ns), ns);
      }
      ref = new ObjectRef.Possessed(owner, list(adjectives), nouns(c.nounGroup()), ImmutableList.of(), s);
    } else if (ctx instanceof ZoneContentsPhraseContext c) {
      Possessor p = playerPossessive(c.possessive());
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw reading.error(c, "expected a player's zone ('sa main'), found an object's");
      }
      ref = new ObjectRef.ZoneContents(new Zone(zoneKind(c.zoneName()), Optional.of(pl.player()), s), s);
    } else {
      ref = quantified((QuantifiedPhraseContext) ctx, s);
    }
    return candidate ? reading.register(ref) : ref;
  }

  /** Adjectives after the noun, and whether "ciblé" made the objects targets. */
  record Adjectives(List<Adjective> adjectives, boolean target, boolean opposing) {}

  Adjectives postAdjectives(List<PostAdjectiveContext> contexts) {
    List<Adjective> out = new ArrayList<>();
    boolean target = false;
    boolean opposing = false;
    for (PostAdjectiveContext a : contexts) {
      SourceSpan s = reading.span(a);
      if (a instanceof StatusAdjContext c) {
        List<Status> statuses = new ArrayList<>();
        for (TerminalNode t : c.STATUS()) {
          statuses.add(reading.words.status(t));
        }
        out.add(new Adjective.WithStatus(list(statuses), s));
      } else if (a instanceof ExhaustedAdjContext) {
        out.add(new Adjective.WithStatus(ImmutableList.of(Status.EXHAUSTED), s));
      } else if (a instanceof AscendedAdjContext) {
        out.add(new Adjective.WithStatus(ImmutableList.of(Status.ASCENDED), s));
      } else if (a instanceof RegionAdjContext c) {
        out.add(new Adjective.OfRegion(hasAny(c, "visible", "visibles") ? Adjective.OfRegion.RegionQuality.VISIBLE
            : Adjective.OfRegion.RegionQuality.SINGLE_TERRAIN, s));
      } else if (a instanceof NonAdjContext c && c.WORD() != null) {
        // "un Personnage non Fugace": an object without that status (2.4).
        Status status = FrenchLexicon.status(c.WORD().getText())
            .orElseThrow(() -> reading.error(c, "expected a status, 'jeton' or a sub-type after 'non', found "
                + c.WORD()));
        out.add(new Adjective.WithoutStatus(status, s));
      } else if (a instanceof ReadyAdjContext) {
        out.add(new Adjective.Ready(s));
      } else if (a instanceof NonAdjContext c) {
        out.add(new Adjective.Non(c.SUBTYPE() != null
            ? new Noun.Subtype(FrenchLexicon.subtype(c.SUBTYPE().getText()).orElseThrow(), reading.span(c.SUBTYPE()))
            : new Noun.Type(ObjectType.TOKEN, s), s));
      } else if (a instanceof TargetAdjContext) {
        target = true;
      } else if (a instanceof ExpeditionKindAdjContext c) {
        out.add(new Adjective.ExpeditionKind(has(c, "compagnon"), s));
      } else if (a instanceof KeywordAdjContext c) {
        FrenchLexicon.KeywordWithParameter k = FrenchLexicon.ability(inside(c.KW_ABILITY())).orElseThrow();
        if (k.parameter().isPresent()) {
          throw reading.error(c, "expected a keyword without a number after the noun, found " + c.getText());
        }
        out.add(new Adjective.WithKeyword(k.id(), s));
      } else {
        opposing = true;
      }
    }
    return new Adjectives(out, target, opposing);
  }

  List<Adjective> preAdjectives(List<PreAdjectiveContext> contexts) {
    List<Adjective> out = new ArrayList<>();
    for (PreAdjectiveContext a : contexts) {
      out.add(a instanceof OtherAdjContext ? new Adjective.Other(reading.span(a))
          : new Adjective.Token(reading.span(a)));
    }
    return out;
  }

  private ObjectRef quantified(QuantifiedPhraseContext c, SourceSpan s) {
    List<Adjective> adjectives = new ArrayList<>();
    DeterminerContext d = c.determiner();
    Adjectives post = postAdjectives(c.postAdjective());
    boolean target = post.target();
    Quantifier q;
    if (d == null) {
      q = new Quantifier(target ? Quantifier.Kind.COUNT : Quantifier.Kind.BARE,
          target ? Optional.of(new Quantity.Literal(1, s)) : Optional.empty(), target, s);
    } else {
      SourceSpan ds = reading.span(d);
      if (d instanceof AnotherDetContext) {
        adjectives.add(new Adjective.Other(ds));
        q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, ds)), target, ds);
      } else if (d instanceof YetAnotherDetContext) {
        q = new Quantifier(Quantifier.Kind.YET_ANOTHER, Optional.empty(), false, ds);
      } else if (d instanceof UpToDetContext x) {
        q = new Quantifier(Quantifier.Kind.UP_TO, Optional.of(reading.words.quantity(x.quantity())), target, ds);
      } else if (d instanceof AnyNumberDetContext || d instanceof AnyNumberManyDetContext) {
        q = new Quantifier(Quantifier.Kind.ANY_NUMBER, Optional.empty(), target, ds);
      } else if (d instanceof AnyDetContext) {
        q = new Quantifier(Quantifier.Kind.ANY, Optional.empty(), false, ds);
      } else if (d instanceof AllDetContext) {
        q = new Quantifier(Quantifier.Kind.ALL, Optional.empty(), false, ds);
      } else if (d instanceof EachDetContext) {
        q = new Quantifier(Quantifier.Kind.EACH, Optional.empty(), false, ds);
      } else if (d instanceof CountDetContext x) {
        q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(reading.words.quantity(x.quantity())), target, ds);
      } else if (d instanceof NextDetContext) {
        q = new Quantifier(Quantifier.Kind.NEXT, Optional.empty(), false, ds);
      } else if (d instanceof OrdinalDetContext x) {
        q = new Quantifier(Quantifier.Kind.ORDINAL,
            Optional.of(new Quantity.Literal(reading.words.ordinal(x.ordinal()), ds)), false, ds);
      } else if (d instanceof TheDetContext) {
        // "le Personnage ciblé", "au Personnage ciblé": target Character.
        q = target ? new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, ds)), true, ds)
            : new Quantifier(Quantifier.Kind.THE, Optional.empty(), false, ds);
      } else {
        // "les Personnages que vous contrôlez": English writes no article ("Characters you control").
        q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(), target, ds);
      }
    }
    adjectives.addAll(preAdjectives(c.preAdjective()));
    adjectives.addAll(post.adjectives());
    adjectives.addAll(withAdjectives(c.postFilters()));
    NounGroup nouns = nouns(c.nounGroup());
    ImmutableList<Filter> filters = filters(c.postFilters());
    if (post.opposing()) {
      // "L'Expédition adverse qui me fait face": your opponent's Expedition.
      return new ObjectRef.Possessed(new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.YOUR_OPPONENT,
          Optional.empty(), s), s), list(adjectives), nouns, filters, s);
    }
    // "les autres cartes", "les autres" with nothing after: the rest of the cards named before.
    if (d instanceof PluralDetContext && filters.isEmpty() && adjectives.size() == 1
        && adjectives.get(0) instanceof Adjective.Other && nouns.nouns().size() == 1
        && nouns.nouns().get(0) instanceof Noun.Type t && t.type() == ObjectType.CARD
            && !reading.candidates.isEmpty()) {
      return new ObjectRef.Rest(reading.lastCandidate(), s);
    }
    return new ObjectRef.Phrase(q, list(adjectives), nouns, filters, s);
  }

  NounGroup nouns(NounGroupContext ctx) {
    if (has(ctx, "et") && !reading.andNouns) {
      throw reading.error(ctx, "expected 'ou' between kinds of objects, found 'et'");
    }
    List<Noun> nouns = new ArrayList<>();
    for (NounContext n : ctx.noun()) {
      nouns.add(noun(n));
    }
    NounContext last = ctx.noun(ctx.noun().size() - 1);
    return new NounGroup(list(nouns), isPlural(last), reading.span(ctx));
  }

  private static boolean isPlural(NounContext n) {
    String word = n.getStart().getText().toLowerCase(Locale.ROOT);
    if (n.SUBTYPE() != null) {
      return FrenchLexicon.isPluralSubtype(word);
    }
    if (word.equals("héros")) {
      return false;
    }
    return word.endsWith("s") || word.endsWith("x");
  }

  private Noun noun(NounContext ctx) {
    SourceSpan s = reading.span(ctx);
    if (ctx.SUBTYPE() != null) {
      return new Noun.Subtype(FrenchLexicon.subtype(ctx.SUBTYPE().getText()).orElseThrow(), s);
    }
    String w = first(ctx);
    return switch (w) {
      case "personnage", "personnages" -> new Noun.Type(ObjectType.CHARACTER, s);
      case "permanent", "permanents" -> ctx.getChildCount() > 1
          ? new Noun.Type(has(ctx, "repère") ? ObjectType.LANDMARK_PERMANENT : ObjectType.EXPEDITION_PERMANENT, s)
          : new Noun.Type(ObjectType.PERMANENT, s);
      case "sort", "sorts" -> new Noun.Type(ObjectType.SPELL, s);
      case "carte", "cartes" -> ctx.getChildCount() > 1 ? new Noun.Type(ObjectType.HERO, s)
          : new Noun.Type(ObjectType.CARD, s);
      case "jeton", "jetons" -> new Noun.Type(ObjectType.TOKEN, s);
      case "repère", "repères" -> new Noun.Type(ObjectType.LANDMARK, s);
      case "orbe", "orbes" -> new Noun.Type(ObjectType.MANA_ORB, s);
      case "expédition", "expéditions" -> new Noun.Type(ObjectType.EXPEDITION, s);
      case "héros" -> new Noun.Type(ObjectType.HERO, s);
      case "région", "régions" -> new Noun.Type(ObjectType.REGION, s);
      case "joueur", "joueurs" -> new Noun.Player(false, s);
      case "adversaire", "adversaires" -> new Noun.Player(true, s);
      case "compagnon" -> new Noun.Subtype("COMPANION", s);
      case "marqueur", "marqueurs" -> new Noun.TerrainMarker(ctx.terrainList() == null ? ImmutableList.of()
          : ctx.terrainList().terrainSymbol().stream().map(FrenchWords::terrain).distinct()
              .collect(ImmutableList.toImmutableList()), s);
      default -> throw reading.error(ctx, "expected a kind of object, found '" + ctx.getText() + "'");
    };
  }

  /** "avec [[Boosté]]", "avec [Défenseur]" after the noun mean what the adjective means. */
  List<Adjective> withAdjectives(PostFiltersContext ctx) {
    List<Adjective> out = new ArrayList<>();
    if (ctx == null) {
      return out;
    }
    for (PostFilterContext f : ctx.postFilter()) {
      if (f instanceof WithPostFilterContext w && w.withFilter() instanceof WithAdjectiveFilterContext a) {
        SourceSpan s = reading.span(w);
        if (a.STATUS() != null) {
          out.add(new Adjective.WithStatus(ImmutableList.of(reading.words.status(a.STATUS())), s));
        } else {
          FrenchLexicon.KeywordWithParameter k = FrenchLexicon.ability(inside(a.KW_ABILITY())).orElseThrow();
          if (k.parameter().isPresent()) {
            throw reading.error(a, "expected a keyword without a number, found " + a.getText());
          }
          out.add(new Adjective.WithKeyword(k.id(), s));
        }
      }
    }
    return out;
  }

  ImmutableList<Filter> filters(PostFiltersContext ctx) {
    if (ctx == null) {
      return ImmutableList.of();
    }
    List<Filter> out = new ArrayList<>();
    List<PostFilterContext> fs = ctx.postFilter();
    int child = 0;
    List<Filter> group = new ArrayList<>();
    Boolean groupAll = null;
    for (int i = 0; i < ctx.getChildCount(); i++) {
      ParseTree c = ctx.getChild(i);
      if (c instanceof TerminalNode t) {
        boolean all = t.getText().equalsIgnoreCase("et");
        if (groupAll != null && groupAll != all) {
          throw new AbilityBuildException(t.getSymbol().getStartIndex(),
              "expected only 'ou' or only 'et' between filters");
        }
        groupAll = all;
        continue;
      }
      PostFilterContext pf = fs.get(child++);
      if (pf instanceof WithPostFilterContext w && w.withFilter() instanceof WithAdjectiveFilterContext
          || pf instanceof AsYouWishFilterContext) {
        continue;
      }
      Filter f = filter(pf);
      boolean joined = i > 0 && ctx.getChild(i - 1) instanceof TerminalNode;
      if (joined) {
        group.add(f);
      } else {
        flush(out, group, groupAll, reading.span(ctx));
        group = new ArrayList<>(List.of(f));
        groupAll = null;
      }
    }
    flush(out, group, groupAll, reading.span(ctx));
    return list(out);
  }

  private static void flush(List<Filter> out, List<Filter> group, Boolean all, SourceSpan s) {
    if (group.isEmpty()) {
      return;
    }
    if (group.size() == 1) {
      out.add(group.get(0));
    } else {
      out.add(new Filter.Either(list(group), all != null && all, s));
    }
  }

  private Filter filter(PostFilterContext ctx) {
    SourceSpan s = reading.span(ctx);
    if (ctx instanceof ControlledFilterContext c) {
      return new Filter.ControlledBy(player(c.playerSubject()), s);
    }
    if (ctx instanceof OwnedFilterContext c) {
      return new Filter.OwnedBy(player(c.playerSubject()), s);
    }
    if (ctx instanceof ControlledByFilterContext c) {
      return new Filter.ControlledBy(player(c.playerSubject()), s);
    }
    if (ctx instanceof PlayedFilterContext c) {
      return new Filter.PlayedBy(player(c.playerSubject()), optZone(c.zone()),
          c.terrainSymbol() == null ? Optional.empty() : Optional.of(FrenchWords.terrain(c.terrainSymbol())),
          c.durationOrTiming() == null ? Optional.empty()
              : Optional.of(FrenchWords.duration(c.durationOrTiming().duration())), s);
    }
    if (ctx instanceof PlayedByFilterContext c) {
      // "Les Personnages joués par vos adversaires": English "Characters your opponents play".
      return new Filter.PlayedBy(player(c.playerSubject()), Optional.empty(), Optional.empty(), Optional.empty(), s);
    }
    if (ctx instanceof PlayedFromFilterContext c) {
      return new Filter.PlayedFrom(zone(c.zone()), s);
    }
    if (ctx instanceof InFilterContext c) {
      List<Place> places = new ArrayList<>();
      for (PlaceRefContext p : c.placeRef()) {
        places.add(place(p));
      }
      return new Filter.In(list(places), has(c, "et"), s);
    }
    if (ctx instanceof FromFilterContext c) {
      return new Filter.From(c.zone() != null ? new Place.InZone(zone(c.zone()), reading.span(c.zone()))
          : new Place.InObject(obj(c.objectPhrase(), false), reading.span(c.objectPhrase())), s);
    }
    if (ctx instanceof WithPostFilterContext c) {
      return withFilter(c.withFilter(), s);
    }
    if (ctx instanceof BetweenFilterContext c) {
      reading.andNouns = true;
      try {
        return new Filter.Between(obj(c.objectPhrase(), false), s);
      } finally {
        reading.andNouns = false;
      }
    }
    if (ctx instanceof FacingFilterContext c) {
      return new Filter.Facing(reading.steps.clitic(c.clitic()), s);
    }
    if (ctx instanceof PositionFilterContext c) {
      return new Filter.InPosition(reading.conditions.positions(c.positionList()), s);
    }
    EachPhaseFilterContext c = (EachPhaseFilterContext) ctx;
    return new Filter.EachPhase(FrenchWords.phase(c.phase()), s);
  }

  private Filter withFilter(WithFilterContext ctx, SourceSpan s) {
    if (ctx instanceof ExtremeStatFilterContext c) {
      return new Filter.StatExtreme(reading.conditions.stat(c.statName()), hasAny(c, "élevé", "élevée"), s);
    }
    if (ctx instanceof StatFilterContext c) {
      Condition.Compare k = reading.conditions.compare(new Value.Result(false, s), c.comparison(), s);
      return new Filter.StatIs(reading.conditions.stat(c.statName()), k.comparison(), k.right(), s);
    }
    if (ctx instanceof BaseStatFilterContext c) {
      return new Filter.StatIs(Stat.BASE_STATISTIC, Comparison.EQUAL,
          new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), reading.span(c)), false,
              reading.span(c)), s);
    }
    if (ctx instanceof NoStatOverFilterContext c) {
      return new Filter.NoStatOver(Integer.parseInt(c.NUMBER().getText()), s);
    }
    if (ctx instanceof TotalFilterContext c) {
      Stat stat = switch (FrenchWords.terrain(c.terrainSymbol())) {
        case FOREST -> Stat.FOREST;
        case MOUNTAIN -> Stat.MOUNTAIN;
        case WATER -> Stat.WATER;
      };
      return new Filter.Total(stat, has(c, "plus") ? Comparison.AT_LEAST : Comparison.AT_MOST,
          new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), reading.span(c)), s);
    }
    if (ctx instanceof TotalStatFilterContext c) {
      Quantity q = c.manaAmount() != null ? reading.words.manaAmount(c.manaAmount())
          : new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), reading.span(c));
      return new Filter.Total(reading.conditions.stat(c.statName()), has(c, "plus") ? Comparison.AT_LEAST
          : Comparison.AT_MOST, q, s);
    }
    if (ctx instanceof CounterCountFilterContext c) {
      Condition.HasCounters h = reading.conditions.counterCondition(new ObjectRef.Self(s), c.counterCount(), s);
      return new Filter.CounterCount(h.range(), h.count(), h.counter(), s);
    }
    if (ctx instanceof CountersFilterContext) {
      return new Filter.WithCounters(s);
    }
    if (ctx instanceof WithNoFilterContext c) {
      NounGroup nouns = nouns(c.nounGroup());
      // English: "with no Characters" (plural).
      return new Filter.WithNo(new NounGroup(nouns.nouns(), true, nouns.span()), s);
    }
    throw reading.error(ctx, "expected what the objects have");
  }

  Place place(PlaceRefContext ctx) {
    SourceSpan s = reading.span(ctx);
    if (ctx instanceof PlayPlaceContext) {
      return new Place.InPlay(s);
    }
    if (ctx instanceof ZonePlaceContext c) {
      return new Place.InZone(zone(c.zone()), s);
    }
    if (ctx instanceof TerrainPlaceContext c) {
      return new Place.InTerrain(FrenchWords.terrain(c.terrainSymbol()), s);
    }
    if (ctx instanceof AnywherePlaceContext) {
      return new Place.Anywhere(s);
    }
    return new Place.InObject(obj(((ObjectPlaceContext) ctx).objectPhrase(), false), s);
  }

  Optional<Zone> optZone(ZoneContext ctx) {
    return ctx == null ? Optional.empty() : Optional.of(zone(ctx));
  }

  Zone zone(ZoneContext ctx) {
    SourceSpan s = reading.span(ctx);
    if (ctx instanceof OwnedZoneContext o) {
      Possessor p = playerPossessive(o.possessive());
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw reading.error(o, "expected a player's zone ('votre Réserve'), found an object's");
      }
      return new Zone(zoneKind(o.zoneName()), Optional.of(pl.player()), s);
    }
    if (ctx instanceof OfPlayerZoneContext o) {
      // "la Réserve d'un adversaire", "la main de son propriétaire": English "an opponent's Reserve".
      PlayerRef owner = player(o.playerOwner().playerSubject());
      return new Zone(zoneKind(o.zoneName()), Optional.of(owner), s);
    }
    PlainZoneContext p = (PlainZoneContext) ctx;
    return new Zone(zoneKind(p.zoneName()), Optional.empty(), s);
  }

  private ZoneKind zoneKind(ZoneNameContext ctx) {
    if (has(ctx, "zone")) {
      if (has(ctx, "mana")) {
        return ZoneKind.MANA_ZONE;
      }
      if (has(ctx, "expédition")) {
        return ZoneKind.EXPEDITION_ZONE;
      }
      if (has(ctx, "héros")) {
        return ZoneKind.HERO_ZONE;
      }
      return ZoneKind.LANDMARK_ZONE;
    }
    return switch (first(ctx)) {
      case "réserve" -> ZoneKind.RESERVE;
      case "main" -> ZoneKind.HAND;
      case "deck" -> ZoneKind.DECK;
      case "défausse" -> ZoneKind.DISCARD_PILE;
      case "repères" -> ZoneKind.LANDMARK_ZONE;
      default -> throw reading.error(ctx, "expected a zone, found '" + ctx.getText() + "'");
    };
  }

  /**
   * "mon", "votre", "son", "leur". "son"/"sa"/"ses" is "its" (an object's, the one named last) unless the noun is a
   * player's zone; see {@link #playerPossessive}.
   */
  Possessor possessive(PossessiveContext ctx) {
    SourceSpan s = reading.span(ctx);
    if (ctx instanceof MyPossContext) {
      return new Possessor.OfObject(new ObjectRef.Self(s), s);
    }
    if (ctx instanceof YourPossContext) {
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s), s);
    }
    if (ctx instanceof TheirPossContext) {
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s), s);
    }
    return new Possessor.OfObject(new ObjectRef.Pronoun(reading.lastCandidate(), false, Optional.empty(), false, false,
        s), s);
  }

  /** The possessive of a player's zone or turn: "sa main" is "their hand" (the player's). */
  Possessor playerPossessive(PossessiveContext ctx) {
    if (ctx instanceof ItsPossContext) {
      SourceSpan s = reading.span(ctx);
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s), s);
    }
    return possessive(ctx);
  }

  /** "leur statistique la plus élevée": "leur" is the objects named before, not a player. */
  Possessor objectPossessive(PossessiveContext ctx) {
    if (ctx instanceof TheirPossContext) {
      SourceSpan s = reading.span(ctx);
      return new Possessor.OfObject(new ObjectRef.Pronoun(reading.lastCandidate(), true, Optional.empty(), false,
          false, s), s);
    }
    return possessive(ctx);
  }

  PlayerRef player(PlayerSubjectContext ctx) {
    SourceSpan s = reading.span(ctx);
    PlayerRef.Kind kind;
    if (ctx instanceof YouPlayerContext) {
      kind = PlayerRef.Kind.YOU;
    } else if (ctx instanceof StartingWithYouPlayerContext) {
      kind = PlayerRef.Kind.EACH_PLAYER_STARTING_WITH_YOU;
    } else if (ctx instanceof AnOpponentPlayerContext) {
      kind = PlayerRef.Kind.AN_OPPONENT;
    } else if (ctx instanceof TargetOpponentPlayerContext) {
      kind = PlayerRef.Kind.TARGET_OPPONENT;
    } else if (ctx instanceof ThatOpponentPlayerContext) {
      kind = PlayerRef.Kind.THAT_OPPONENT;
    } else if (ctx instanceof YourOpponentPlayerContext) {
      kind = PlayerRef.Kind.YOUR_OPPONENT;
    } else if (ctx instanceof EachOpponentPlayerContext || ctx instanceof OpponentsPlayerContext) {
      kind = PlayerRef.Kind.OPPONENTS;
    } else if (ctx instanceof EachPlayerContext) {
      kind = PlayerRef.Kind.EACH_PLAYER;
    } else if (ctx instanceof TargetPlayerContext) {
      kind = PlayerRef.Kind.TARGET_PLAYER;
    } else if (ctx instanceof TheyPlayerContext) {
      kind = PlayerRef.Kind.THEY;
    } else if (ctx instanceof OwnerPlayerContext) {
      kind = PlayerRef.Kind.OWNER;
    } else {
      kind = PlayerRef.Kind.CONTROLLER;
    }
    if (kind == PlayerRef.Kind.OWNER || kind == PlayerRef.Kind.CONTROLLER) {
      ObjectRef of = has(ctx, "mon") ? new ObjectRef.Self(s)
          : new ObjectRef.Pronoun(reading.lastCandidate(), has(ctx, "leur"), Optional.empty(), false, false, s);
      return new PlayerRef(kind, Optional.of(of), s);
    }
    return new PlayerRef(kind, Optional.empty(), s);
  }
}
