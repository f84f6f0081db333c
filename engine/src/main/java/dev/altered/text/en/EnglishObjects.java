package dev.altered.text.en;

import static dev.altered.grammar.en.AlteredEnglishParser.*;
import static dev.altered.text.en.EnglishWords.*;

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
import dev.altered.text.en.EnglishAstBuilder.BuildException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.antlr.v4.runtime.tree.TerminalNodeImpl;

/**
 * English parse tree to AST: object phrases (quantifiers, adjectives, nouns, filters), pronouns,
 * places, zones, possessives and players.
 */
final class EnglishObjects {
  private final EnglishReading read;

  EnglishObjects(EnglishReading read) {
    this.read = read;
  }

  ObjectRef withAdjective(ObjectRef ref, Adjective a, ParserRuleContext ctx) {
    List<Adjective> all = new ArrayList<>();
    if (ref instanceof ObjectRef.Phrase p) {
      all.addAll(p.adjectives());
      all.add(a);
      return new ObjectRef.Phrase(p.quantifier(), list(all), p.nouns(), p.filters(), p.span());
    }
    if (ref instanceof ObjectRef.Possessed p) {
      all.addAll(p.adjectives());
      all.add(a);
      return new ObjectRef.Possessed(p.owner(), list(all), p.nouns(), p.filters(), p.span());
    }
    if (ref instanceof ObjectRef.OfPossessed p) {
      all.addAll(p.adjectives());
      all.add(a);
      return new ObjectRef.OfPossessed(p.which(), p.owner(), list(all), p.nouns(), p.filters(), p.span());
    }
    throw read.error(ctx, "expected objects such as 'your Expeditions' or 'two Characters'");
  }

  ObjectRef withFilter(ObjectRef ref, Filter f, ParserRuleContext ctx) {
    List<Filter> all = new ArrayList<>();
    if (ref instanceof ObjectRef.Phrase p) {
      all.addAll(p.filters());
      all.add(f);
      return new ObjectRef.Phrase(p.quantifier(), p.adjectives(), p.nouns(), list(all), p.span());
    }
    if (ref instanceof ObjectRef.Possessed p) {
      all.addAll(p.filters());
      all.add(f);
      return new ObjectRef.Possessed(p.owner(), p.adjectives(), p.nouns(), list(all), p.span());
    }
    if (ref instanceof ObjectRef.OfPossessed p) {
      all.addAll(p.filters());
      all.add(f);
      return new ObjectRef.OfPossessed(p.which(), p.owner(), p.adjectives(), p.nouns(), list(all), p.span());
    }
    throw read.error(ctx, "expected objects such as 'your Expeditions' or 'two Characters'");
  }

  ObjectRef objList(ObjectListContext ctx) {
    // objectPhrase ((',' listablePhrase)* ('and' | 'or') listablePhrase)?: one phrase nearly always.
    List<ParseTree> children = ctx.children;
    ObjectPhraseContext first = (ObjectPhraseContext) children.get(0);
    if (children.size() == 1) {
      return obj(first, true);
    }
    List<ObjectRef> items = new ArrayList<>();
    items.add(obj(first, false));
    for (int i = 1, n = children.size(); i < n; i++) {
      if (children.get(i) instanceof ListablePhraseContext p) {
        items.add(obj(p, false));
      }
    }
    return read.register(new ObjectRef.Several(list(items), has(ctx, "or"), read.span(ctx)));
  }

  ObjectRef pronoun(ParserRuleContext ctx, boolean plural) {
    return new ObjectRef.Pronoun(read.lastCandidate(), plural, Optional.empty(), false, false, read.span(ctx));
  }

  /**
   * An object phrase. {@code candidate}: the phrase is the subject or object of a trigger, step or condition, so
   * later pronouns may stand for it.
   */
  ObjectRef obj(ObjectPhraseContext ctx, boolean candidate) {
    if (ctx instanceof OtherPhraseContext o) {
      // Its one child.
      return objAny((ListablePhraseContext) o.children.get(0), candidate);
    }
    return objAny(ctx, candidate);
  }

  ObjectRef obj(ListablePhraseContext ctx, boolean candidate) {
    return objAny(ctx, candidate);
  }

  private ObjectRef objAny(ParserRuleContext ctx, boolean candidate) {
    SourceSpan s = read.span(ctx);
    ObjectRef ref;
    if (ctx instanceof SelfPhraseContext c) {
      ref = new ObjectRef.Self(s);
    } else if (ctx instanceof WeBothPhraseContext c) {
      ref = new ObjectRef.SelfAnd(read.lastCandidate(), s);
    } else if (ctx instanceof PronounPhraseContext c) {
      boolean plural = !has(c, "it");
      ref = new ObjectRef.Pronoun(read.lastCandidate(), plural, Optional.empty(), false, has(c, "all"), s);
    } else if (ctx instanceof ThatPhraseContext c) {
      NounGroup nouns = nouns(c.noun());
      ref = new ObjectRef.Pronoun(read.lastCandidate(), isPluralNoun(c.noun()), Optional.of(nouns), false, false, s);
    } else if (ctx instanceof TheTargetPhraseContext c) {
      ref = new ObjectRef.Pronoun(read.lastCandidate(), false, Optional.empty(), true, false, s);
    } else if (ctx instanceof TopOfPhraseContext c) {
      Optional<Quantity> n = c.quantity() == null ? Optional.empty() : Optional.of(read.numbers.quantity(c.quantity()));
      boolean plural = has(c, "cards");
      boolean one = n.isEmpty() || (n.get() instanceof Quantity.Literal l && l.value() == 1);
      if (plural == one) {
        throw read.error(c, "expected '" + (one ? "card" : "cards") + "' after the number, found '"
            + (plural ? "cards" : "card") + "'");
      }
      ref = new ObjectRef.TopOf(n, zone(c.zone()), s);
    } else if (ctx instanceof OfPossessivePhraseContext c) {
      // "both of your Expeditions": all of the two (1.2.3.c).
      Quantifier.Kind which = has(c, "one") ? Quantifier.Kind.COUNT : has(c, "each") ? Quantifier.Kind.EACH
          : Quantifier.Kind.ALL;
      Possessor p = possessive(c.possessive());
      ImmutableList<Adjective> adjectives = withAdjectives(adjectives(c.adjective()), c.postFilters());
      NounGroup nouns = nouns(c.noun());
      ref = new ObjectRef.OfPossessed(which, p, adjectives, nouns, filters(c.postFilters()), s);
    } else if (ctx instanceof RestPhraseContext c) {
      ref = new ObjectRef.Rest(read.lastCandidate(), s);
    } else if (ctx instanceof ThesePhraseContext c) {
      ref = new ObjectRef.These(read.lastCandidate(), s);
    } else if (ctx instanceof TargetsPhraseContext c) {
      Quantity n = read.numbers.quantity(c.quantity());
      Quantifier q = new Quantifier(has(c, "up") ? Quantifier.Kind.UP_TO : Quantifier.Kind.COUNT, Optional.of(n),
          true, s);
      ref = new ObjectRef.Targets(q, nouns(c.noun()), s);
    } else if (ctx instanceof PossessedPhraseContext c) {
      Possessor p = possessive(c.possessive());
      ImmutableList<Adjective> adjectives = withAdjectives(adjectives(c.adjective()), c.postFilters());
      NounGroup nouns = nouns(c.noun());
      ref = new ObjectRef.Possessed(p, adjectives, nouns, filters(c.postFilters()), s);
    } else if (ctx instanceof OfPossessorPhraseContext c) {
      Possessor p = new Possessor.OfPlayer(player(c.ofPossessor().playerSubject()), read.span(c.ofPossessor()));
      ImmutableList<Adjective> adjectives = withAdjectives(adjectives(c.adjective()), c.postFilters());
      ref = new ObjectRef.Possessed(p, adjectives, nouns(c.noun()), filters(c.postFilters()), s);
    } else if (ctx instanceof ZoneContentsPhraseContext c) {
      Possessor p = possessive(c.possessive());
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw read.error(c, "expected a player's zone ('their hand'), found an object's");
      }
      ref = new ObjectRef.ZoneContents(new Zone(zoneKind(c.zoneName()), Optional.of(pl.player()), s), s);
    } else if (ctx instanceof QuantifiedPhraseContext c) {
      ref = quantified(c, s);
    } else {
      throw read.error(ctx, "expected an object such as 'target Character'");
    }
    return candidate ? read.register(ref) : ref;
  }

  /** Whether the last of a phrase's nouns is plural ("Character or Permanents"). */
  private static boolean isPluralNoun(List<NounContext> nouns) {
    NounContext last = nouns.get(nouns.size() - 1);
    String word = word(last.getChild(last.getChildCount() - 1));
    if (last.SUBTYPE() != null) {
      String id = EnglishLexicon.subtype(word).orElseThrow();
      return !EnglishLexicon.subtypeName(id, false).equalsIgnoreCase(word);
    }
    return word.endsWith("s");
  }

  private ObjectRef quantified(QuantifiedPhraseContext c, SourceSpan s) {
    // determiner? adjective* noun ('or' noun)* postFilters?: the children read once, in order.
    DeterminerContext d = null;
    List<AdjectiveContext> adjectiveContexts = List.of();
    List<NounContext> nounContexts = new ArrayList<>(2);
    PostFiltersContext post = null;
    List<ParseTree> children = c.children;
    for (int i = 0, n = children.size(); i < n; i++) {
      ParseTree child = children.get(i);
      if (child instanceof NounContext x) {
        nounContexts.add(x);
      } else if (child instanceof DeterminerContext x) {
        d = x;
      } else if (child instanceof AdjectiveContext x) {
        if (adjectiveContexts.isEmpty()) {
          adjectiveContexts = new ArrayList<>(2);
        }
        adjectiveContexts.add(x);
      } else if (child instanceof PostFiltersContext x) {
        post = x;
      }
    }
    Quantifier q;
    List<Adjective> adjectives = new ArrayList<>();
    if (d == null) {
      q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s);
    } else {
      SourceSpan ds = read.span(d);
      boolean target = has(d, "target");
      if (d instanceof TargetDetContext x) {
        q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, ds)),
            true, ds);
      } else if (d instanceof AnotherDetContext x) {
        adjectives.add(new Adjective.Other(ds));
        q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, ds)), target, ds);
      } else if (d instanceof YetAnotherDetContext x) {
        q = new Quantifier(Quantifier.Kind.YET_ANOTHER, Optional.empty(), false, ds);
      } else if (d instanceof UpToDetContext x) {
        if (has(x, "other")) {
          adjectives.add(new Adjective.Other(ds));
        }
        // 'up' 'to' quantity ...
        q = new Quantifier(Quantifier.Kind.UP_TO, Optional.of(read.numbers.quantity((QuantityContext) x.children.get(2))), target,
            ds);
      } else if (d instanceof AnyNumberDetContext x) {
        if (has(x, "other")) {
          adjectives.add(new Adjective.Other(ds));
        }
        q = new Quantifier(Quantifier.Kind.ANY_NUMBER, Optional.empty(), target, ds);
      } else if (d instanceof AnyDetContext x) {
        q = new Quantifier(Quantifier.Kind.ANY, Optional.empty(), false, ds);
      } else if (d instanceof AllDetContext x) {
        q = new Quantifier(Quantifier.Kind.ALL, Optional.empty(), false, ds);
      } else if (d instanceof EachDetContext x) {
        if (has(x, "other")) {
          adjectives.add(new Adjective.Other(ds));
        }
        q = new Quantifier(Quantifier.Kind.EACH, Optional.empty(), false, ds);
      } else if (d instanceof CountDetContext x) {
        if (has(x, "other")) {
          adjectives.add(new Adjective.Other(ds));
        }
        // quantity ('other' 'target' | 'target')?
        q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(read.numbers.quantity((QuantityContext) x.children.get(0))), target,
            ds);
      } else if (d instanceof NextDetContext x) {
        q = new Quantifier(Quantifier.Kind.NEXT, Optional.empty(), false, ds);
      } else if (d instanceof OrdinalDetContext x) {
        q = new Quantifier(Quantifier.Kind.ORDINAL,
            Optional.of(new Quantity.Literal(read.numbers.ordinal(x.ordinal()), ds)), false, ds);
      } else if (d instanceof TheDetContext x) {
        q = new Quantifier(Quantifier.Kind.THE, Optional.empty(), false, ds);
      } else {
        throw read.error(d, "expected a determiner");
      }
    }
    adjectives.addAll(adjectives(adjectiveContexts));
    adjectives.addAll(withAdjectives(post));
    NounGroup nouns = nouns(nounContexts);
    return new ObjectRef.Phrase(q, list(adjectives), nouns, filters(post), s);
  }

  ImmutableList<Adjective> adjectives(List<AdjectiveContext> contexts) {
    List<Adjective> out = new ArrayList<>();
    for (AdjectiveContext a : contexts) {
      SourceSpan s = read.span(a);
      Adjective item_;
      if (a instanceof StatusAdjContext c) {
        List<Status> statuses = new ArrayList<>();
        for (TerminalNode t : c.STATUS()) {
          statuses.add(read.numbers.status(t));
        }
        item_ = new Adjective.WithStatus(list(statuses), s);
      } else if (a instanceof ExhaustedAdjContext c) {
        item_ = new Adjective.WithStatus(ImmutableList.of(Status.EXHAUSTED), s);
      } else if (a instanceof RegionAdjContext c) {
        item_ = new Adjective.OfRegion(has(c, "visible") ? Adjective.OfRegion.RegionQuality.VISIBLE
            : has(c, "starting") ? Adjective.OfRegion.RegionQuality.STARTING
            : Adjective.OfRegion.RegionQuality.SINGLE_TERRAIN, s);
      } else if (a instanceof AscendedAdjContext c) {
        item_ = new Adjective.WithStatus(ImmutableList.of(Status.ASCENDED), s);
      } else if (a instanceof ReadyAdjContext c) {
        item_ = new Adjective.Ready(s);
      } else if (a instanceof NonAdjContext c && c.WORD() != null) {
        Status status = EnglishLexicon.status(c.WORD().getText())
            .orElseThrow(() -> read.error(c, "expected a status, a type or a sub-type after 'non-', found " + c.WORD()));
        item_ = new Adjective.WithoutStatus(status, s);
      } else if (a instanceof NonAdjContext c) {
        item_ = new Adjective.Non(c.SUBTYPE() != null
            ? new Noun.Subtype(EnglishLexicon.subtype(c.SUBTYPE().getText()).orElseThrow(), read.span(c.SUBTYPE()))
            : c.typeWord() != null ? new Noun.Type(typeWord(c.typeWord()), read.span(c.typeWord()))
            : new Noun.Type(ObjectType.TOKEN, read.span(c.tokenNoun())), s);
      } else if (a instanceof TokenAdjContext c) {
        item_ = new Adjective.Token(s);
      } else if (a instanceof OtherAdjContext c) {
        item_ = new Adjective.Other(s);
      } else if (a instanceof ExpeditionKindAdjContext c) {
        item_ = new Adjective.ExpeditionKind(has(c, "companion"), s);
      } else if (a instanceof KeywordAdjContext c) {
        EnglishLexicon.KeywordWithParameter k = EnglishLexicon.ability(inside(c.KW_ABILITY())).orElseThrow();
        if (k.parameter().isPresent()) {
          throw read.error(c, "expected a keyword without a number before the noun, found " + c.getText());
        }
        item_ = new Adjective.WithKeyword(k.id(), s);
      } else {
        throw read.error(a, "expected an adjective");
      }
      out.add(item_);
    }
    return list(out);
  }

  private static NounGroup plus(NounGroup group, Noun more) {
    return new NounGroup(ImmutableList.<Noun>builder().addAll(group.nouns()).add(more).build(), group.plural(),
        group.span());
  }

  private static ObjectType typeWord(TypeWordContext ctx) {
    return switch (word(ctx)) {
      case "character" -> ObjectType.CHARACTER;
      case "permanent" -> ObjectType.PERMANENT;
      case "spell" -> ObjectType.SPELL;
      case "landmark" -> ObjectType.LANDMARK;
      case "hero" -> ObjectType.HERO;
      default -> ObjectType.EXPEDITION;
    };
  }

  /** A phrase's nouns, "Character or Permanent" (its span from the first to the last). */
  NounGroup nouns(List<NounContext> contexts) {
    List<Noun> nouns = new ArrayList<>(contexts.size());
    for (NounContext n : contexts) {
      nouns.add(noun(n));
    }
    return new NounGroup(list(nouns), isPluralNoun(contexts),
        read.span(contexts.get(0), contexts.get(contexts.size() - 1)));
  }

  private Noun noun(NounContext ctx) {
    SourceSpan s = read.span(ctx);
    // The first child tells the alternative: "terrain marker(s)" with or without terrains, a sub-type, or a word.
    ParseTree first = ctx.children.get(0);
    if (first instanceof TerrainListContext terrains) {
      return new Noun.TerrainMarker(EnglishNumbers.terrains(terrains), s);
    }
    if (first instanceof TerminalNodeImpl t) {
      int type = t.symbol.getType();
      if (type == TERRAIN_WORD || type == MARKER_WORD || type == MARKERS_WORD) {
        return new Noun.TerrainMarker(EnglishNumbers.terrains(null), s);
      }
      if (type == SUBTYPE) {
        return new Noun.Subtype(EnglishLexicon.subtype(t.getText()).orElseThrow(), s);
      }
    }
    String w = word(first);
    return switch (w) {
      case "character", "characters" -> new Noun.Type(ObjectType.CHARACTER, s);
      case "permanent", "permanents" -> new Noun.Type(ObjectType.PERMANENT, s);
      case "expedition", "landmark" -> ctx.getChildCount() > 1
          ? new Noun.Type(w.equals("expedition") ? ObjectType.EXPEDITION_PERMANENT : ObjectType.LANDMARK_PERMANENT, s)
          : new Noun.Type(w.equals("expedition") ? ObjectType.EXPEDITION : ObjectType.LANDMARK, s);
      case "spell", "spells" -> new Noun.Type(ObjectType.SPELL, s);
      case "card", "cards" -> new Noun.Type(ObjectType.CARD, s);
      case "token", "tokens" -> new Noun.Type(ObjectType.TOKEN, s);
      case "landmarks" -> new Noun.Type(ObjectType.LANDMARK, s);
      case "mana" -> new Noun.Type(ObjectType.MANA_ORB, s);
      case "expeditions" -> new Noun.Type(ObjectType.EXPEDITION, s);
      case "hero" -> new Noun.Type(ObjectType.HERO, s);
      case "region", "regions" -> new Noun.Type(ObjectType.REGION, s);
      case "player", "players" -> new Noun.Player(false, s);
      case "opponent", "opponents" -> new Noun.Player(true, s);
      case "companion" -> new Noun.Subtype("COMPANION", s);
      default -> throw read.error(ctx, "expected a kind of object, found '" + ctx.getText() + "'");
    };
  }

  /** The word that starts "terrain marker(s)" without terrains before it. */
  private static final int TERRAIN_WORD = literalType("terrain");
  private static final int MARKER_WORD = literalType("marker");
  private static final int MARKERS_WORD = literalType("markers");

  /** "with [[Boosted]]", "with [Defender]" after the noun mean what the adjective before it means. */
  List<Adjective> withAdjectives(PostFiltersContext ctx) {
    List<Adjective> out = new ArrayList<>();
    if (ctx == null) {
      return out;
    }
    for (ParseTree f : ctx.children) {
      if (f instanceof WithPostFilterContext w && w.withFilter() instanceof WithAdjectiveFilterContext a) {
        if (ctx.postFilter().size() > 1 && ctx.getChildCount() > ctx.postFilter().size()) {
          throw read.error(a, "expected 'with " + a.getText() + "' alone, not joined to other filters by 'and'/'or'");
        }
        SourceSpan s = read.span(w);
        if (a.STATUS() != null) {
          out.add(new Adjective.WithStatus(ImmutableList.of(read.numbers.status(a.STATUS())), s));
        } else {
          EnglishLexicon.KeywordWithParameter k = EnglishLexicon.ability(inside(a.KW_ABILITY())).orElseThrow();
          if (k.parameter().isPresent()) {
            throw read.error(a, "expected a keyword without a number, found " + a.getText());
          }
          out.add(new Adjective.WithKeyword(k.id(), s));
        }
      }
    }
    return out;
  }

  ImmutableList<Adjective> withAdjectives(ImmutableList<Adjective> before, PostFiltersContext ctx) {
    List<Adjective> extra = withAdjectives(ctx);
    return extra.isEmpty() ? before : ImmutableList.<Adjective>builder().addAll(before).addAll(extra).build();
  }

  ImmutableList<Filter> filters(PostFiltersContext ctx) {
    if (ctx == null) {
      return ImmutableList.of();
    }
    // Filters joined by "or"/"and" are alternatives/conjunctions; juxtaposed filters all apply.
    List<Filter> out = new ArrayList<>();
    SourceSpan whole = read.span(ctx);
    List<Filter> group = new ArrayList<>();
    Boolean groupAll = null;
    for (int i = 0; i < ctx.getChildCount(); i++) {
      ParseTree c = ctx.getChild(i);
      if (c instanceof TerminalNode t) {
        boolean all = t.getText().equalsIgnoreCase("and");
        if (groupAll != null && groupAll != all) {
          throw new BuildException(t.getSymbol().getStartIndex(), "expected only 'or' or only 'and' between filters");
        }
        groupAll = all;
        continue;
      }
      // postFilter (('or' | 'and')? postFilter)*: every child that is not a word is a filter.
      PostFilterContext pf = (PostFilterContext) c;
      if (pf instanceof WithPostFilterContext w && w.withFilter() instanceof WithAdjectiveFilterContext) {
        continue;
      }
      Filter f = filter(pf);
      boolean joined = i > 0 && ctx.getChild(i - 1) instanceof TerminalNode;
      if (joined) {
        group.add(f);
      } else {
        flush(out, group, groupAll, whole);
        group = new ArrayList<>(List.of(f));
        groupAll = null;
      }
    }
    flush(out, group, groupAll, whole);
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
    SourceSpan s = read.span(ctx);
    // playerSubject ('control' | 'controls'), playerSubject ('own' | 'owns')
    if (ctx instanceof ControlledFilterContext c) {
      return new Filter.ControlledBy(player(c.playerSubject()), s);
    }
    if (ctx instanceof OwnedFilterContext c) {
      return new Filter.OwnedBy(player((PlayerSubjectContext) c.children.get(0)), s);
    }
    if (ctx instanceof ControlledByFilterContext c) {
      return new Filter.ControlledBy(player(c.playerSubject()), s);
    }
    if (ctx instanceof PlayedFilterContext c) {
      return new Filter.PlayedBy(player(c.playerSubject()), optZone(c.zone()),
          c.terrainSymbol() == null ? Optional.empty() : Optional.of(EnglishNumbers.terrain(c.terrainSymbol())),
          c.durationOrTiming() == null ? Optional.empty() : Optional.of(EnglishNumbers.duration(c.durationOrTiming())), s);
    }
    if (ctx instanceof PlayedFromFilterContext c) {
      if (c.durationOrTiming() != null) {
        Zone from = zone(c.zone());
        return new Filter.PlayedBy(from.owner().orElse(PlayerRef.you()), Optional.of(from), Optional.empty(),
            Optional.of(EnglishNumbers.duration(c.durationOrTiming())), s);
      }
      return new Filter.PlayedFrom(zone(c.zone()), s);
    }
    if (ctx instanceof InFilterContext c) {
      List<Place> places = new ArrayList<>(2);
      for (ParseTree child : c.children) {
        if (child instanceof PlaceRefContext p) {
          places.add(place(p));
        }
      }
      return new Filter.In(list(places), has(c, "and"), s);
    }
    if (ctx instanceof FromFilterContext c) {
      return new Filter.From(c.zone() != null ? new Place.InZone(zone(c.zone()), read.span(c.zone()))
          : new Place.InObject(obj(c.objectPhrase(), false), read.span(c.objectPhrase())), s);
    }
    if (ctx instanceof WithPostFilterContext c) {
      return withFilter(c.withFilter(), s);
    }
    if (ctx instanceof BetweenFilterContext c) {
      // "between your Hero and Companion": the two Expeditions, one noun group.
      ObjectRef objects = obj(c.objectPhrase(), false);
      if (c.noun() != null) {
        Noun more = noun(c.noun());
        if (objects instanceof ObjectRef.Possessed p) {
          objects = new ObjectRef.Possessed(p.owner(), p.adjectives(), plus(p.nouns(), more), p.filters(), p.span());
        } else if (objects instanceof ObjectRef.Phrase p) {
          objects = new ObjectRef.Phrase(p.quantifier(), p.adjectives(), plus(p.nouns(), more), p.filters(), p.span());
        } else {
          throw read.error(c, "expected kinds of objects after 'between', found '" + c.objectPhrase().getText() + "'");
        }
      }
      return new Filter.Between(objects, s);
    }
    if (ctx instanceof ThisWayFilterContext c) {
      return new Filter.ThisWay(EnglishAstBuilder.objectAction(c.objectAction()), s);
    }
    if (ctx instanceof FacingFilterContext c) {
      return new Filter.Facing(obj(c.objectPhrase(), false), s);
    }
    if (ctx instanceof PositionFilterContext c) {
      return new Filter.InPosition(read.conditions.positions(c.positionList()), s);
    }
    if (ctx instanceof EachPhaseFilterContext c) {
      return new Filter.EachPhase(EnglishNumbers.phase(c.phase()), s);
    }
    throw read.error(ctx, "expected a filter such as 'you control'");
  }

  Filter withFilter(WithFilterContext ctx, SourceSpan s) {
    if (ctx instanceof StatFilterContext c) {
      Stat stat = read.conditions.stat(c.statName());
      Condition cmp = read.conditions.compare(new Value.Result(false, s), c.comparison(), s);
      Condition.Compare k = (Condition.Compare) cmp;
      return new Filter.StatIs(stat, k.comparison(), k.right(), s);
    }
    if (ctx instanceof StatFilterManaContext c) {
      return new Filter.StatIs(read.conditions.stat(c.statName()), has(c, "more") ? Comparison.AT_LEAST
          : Comparison.AT_MOST, new Value.Number(read.numbers.manaAmount(c.manaAmount()), true, read.span(c.manaAmount())), s);
    }
    if (ctx instanceof BaseStatFilterContext c) {
      return new Filter.StatIs(Stat.BASE_STATISTIC, Comparison.EQUAL,
          new Value.Number(new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), read.span(c)), false, read.span(c)), s);
    }
    if (ctx instanceof NoStatOverFilterContext c) {
      return new Filter.NoStatOver(Integer.parseInt(c.NUMBER().getText()), s);
    }
    if (ctx instanceof TotalFilterContext c) {
      Stat stat = read.conditions.stat(c.statName());
      Quantity q = c.manaAmount() != null ? read.numbers.manaAmount(c.manaAmount())
          : new Quantity.Literal(Integer.parseInt(c.NUMBER().getText()), read.span(c));
      return new Filter.Total(stat, has(c, "more") ? Comparison.AT_LEAST : Comparison.AT_MOST, q, s);
    }
    if (ctx instanceof CounterCountFilterContext c) {
      Condition.HasCounters h = (Condition.HasCounters) read.conditions.counterCondition(new ObjectRef.Self(s), c.counterCount(), s);
      return new Filter.CounterCount(h.range(), h.count(), h.counter(), s);
    }
    if (ctx instanceof CountersFilterContext c) {
      return new Filter.WithCounters(s);
    }
    if (ctx instanceof ExtremeStatFilterContext c) {
      return new Filter.StatExtreme(read.conditions.stat(c.statName()), has(c, "highest"), s);
    }
    if (ctx instanceof ExtremeCounterFilterContext c) {
      return new Filter.CounterExtreme(read.numbers.counter(c.counterNoun()), has(c, "most"), s);
    }
    if (ctx instanceof WithNoFilterContext c) {
      return new Filter.WithNo(nouns(c.noun()), s);
    }
    if (ctx instanceof WithAFilterContext c) {
      return new Filter.WithA(new NounGroup(ImmutableList.of(new Noun.TerrainMarker(EnglishNumbers.terrains(c.terrainList()), s)),
          false, s), s);
    }
    throw read.error(ctx, "expected what the objects have");
  }

  Place place(PlaceRefContext ctx) {
    SourceSpan s = read.span(ctx);
    if (ctx instanceof PlayPlaceContext c) {
      return new Place.InPlay(s);
    }
    if (ctx instanceof ZonePlaceContext c) {
      return new Place.InZone(zone(c.zone()), s);
    }
    if (ctx instanceof TerrainPlaceContext c) {
      return new Place.InTerrain(EnglishNumbers.terrain(c.terrainSymbol()), s);
    }
    if (ctx instanceof AnywherePlaceContext c) {
      return new Place.Anywhere(s);
    }
    if (ctx instanceof ObjectPlaceContext c) {
      return new Place.InObject(obj(c.objectPhrase(), false), s);
    }
    throw read.error(ctx, "expected a place");
  }

  Optional<Zone> optZone(ZoneContext ctx) {
    return ctx == null ? Optional.empty() : Optional.of(zone(ctx));
  }

  Zone zone(ZoneContext ctx) {
    SourceSpan s = read.span(ctx);
    // possessive zoneName | ('the' | 'a' | 'an')? zoneName: the zone's name is the last child.
    if (ctx instanceof OwnedZoneContext o) {
      Possessor p = possessive((PossessiveContext) o.children.get(0));
      PlayerRef owner;
      if (p instanceof Possessor.OfPlayer pl) {
        owner = pl.player();
      } else {
        throw read.error(o, "expected a player's zone ('your Reserve'), found an object's");
      }
      return new Zone(zoneKind((ZoneNameContext) o.children.get(1)), Optional.of(owner), s);
    }
    return new Zone(zoneKind((ZoneNameContext) ctx.children.get(ctx.children.size() - 1)), Optional.empty(), s);
  }

  ZoneKind zoneKind(ZoneNameContext ctx) {
    String t = word(ctx);
    return switch (t) {
      case "reserve", "reserves" -> ZoneKind.RESERVE;
      case "hand", "hands" -> ZoneKind.HAND;
      case "deck", "decks" -> ZoneKind.DECK;
      case "discardpile", "discardpiles" -> ZoneKind.DISCARD_PILE;
      case "manazone", "manazones" -> ZoneKind.MANA_ZONE;
      case "expeditionzone" -> ZoneKind.EXPEDITION_ZONE;
      case "landmarkzone", "landmarks" -> ZoneKind.LANDMARK_ZONE;
      case "herozone" -> ZoneKind.HERO_ZONE;
      default -> throw read.error(ctx, "expected a zone, found '" + ctx.getText() + "'");
    };
  }

  Possessor possessive(PossessiveContext ctx) {
    SourceSpan s = read.span(ctx);
    if (ctx instanceof MyPossContext c) {
      return new Possessor.OfObject(new ObjectRef.Self(s), s);
    }
    if (ctx instanceof ItsPossContext c) {
      return new Possessor.OfObject(new ObjectRef.Pronoun(read.lastCandidate(), false, Optional.empty(),
          false, false, s), s);
    }
    if (ctx instanceof TheirPossContext c) {
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(), s), s);
    }
    if (ctx instanceof YourPossContext c) {
      return new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.YOU, Optional.empty(), s), s);
    }
    if (ctx instanceof DiePossContext c) {
      return new Possessor.OfObject(new ObjectRef.Pronoun(read.lastCandidate(), false,
          Optional.empty(), false, false, s), s);
    }
    if (ctx instanceof PlayerPossContext c) {
      return new Possessor.OfPlayer(player(c.playerSubject()), s);
    }
    if (ctx instanceof ObjectPossContext c) {
      return new Possessor.OfObject(namedObject(has(c, "target"), c.adjective(), c.noun(), s), s);
    }
    throw read.error(ctx, "expected 'my', 'your', 'its' or 'their'");
  }

  /**
   * "target Character's" (a new target, which may be "it" later) or "that Character's" (one named before), before what
   * the object has: its Expedition, its controller.
   */
  private ObjectRef namedObject(boolean target, List<AdjectiveContext> adjectives, NounContext noun, SourceSpan s) {
    NounGroup nouns = new NounGroup(ImmutableList.of(noun(noun)), false, read.span(noun));
    if (target) {
      Quantifier q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, s)), true, s);
      return read.register(new ObjectRef.Phrase(q, adjectives(adjectives), nouns, ImmutableList.of(), s));
    }
    return new ObjectRef.Pronoun(read.lastCandidate(), false, Optional.of(nouns), false, false, s);
  }

  /** "their highest statistic": "their" is the objects named before, not a player. */
  Possessor objectPossessive(PossessiveContext ctx) {
    if (ctx instanceof TheirPossContext c) {
      SourceSpan s = read.span(c);
      return new Possessor.OfObject(new ObjectRef.Pronoun(read.lastCandidate(), true, Optional.empty(), false, false, s), s);
    }
    return possessive(ctx);
  }

  /** "on target region"; "on the region of target Character" is "on target Character's region". */
  ObjectRef markedRegion(MarkedRegionContext ctx) {
    if (ctx.objectList() != null) {
      return objList(ctx.objectList());
    }
    SourceSpan s = read.span(ctx);
    ObjectRef of = obj(ctx.objectPhrase(), true);
    return read.register(new ObjectRef.Possessed(new Possessor.OfObject(of, read.span(ctx.objectPhrase())), ImmutableList.of(),
        new NounGroup(ImmutableList.of(new Noun.Type(ObjectType.REGION, s)), false, s), ImmutableList.of(), s));
  }

  /** Placing and moving, as events, are said of Terrain Markers (3.2.1.d, 7.3.20). */
  void requireTerrainMarker(ObjectRef ref, ParserRuleContext ctx) {
    if (!isTerrainMarker(ref)) {
      throw read.error(ctx, "expected a Terrain Marker placed or moved (3.2.1.d, 7.3.20), found '" + ctx.getText() + "'");
    }
  }

  static boolean isTerrainMarker(ObjectRef ref) {
    NounGroup nouns = ref instanceof ObjectRef.Phrase p ? p.nouns() : ref instanceof ObjectRef.Possessed p ? p.nouns()
        : ref instanceof ObjectRef.OfPossessed p ? p.nouns() : null;
    return nouns != null && nouns.nouns().stream().allMatch(n -> n instanceof Noun.TerrainMarker);
  }

  /** The object of "switch my Expedition", "switch its Expedition" (7.3.34.a: an object switches, not a player). */
  ObjectRef switcher(PossessiveContext ctx) {
    if (objectPossessive(ctx) instanceof Possessor.OfObject o) {
      return o.object();
    }
    throw read.error(ctx, "expected the object whose Expedition switches ('my', 'its' or a Character's), found '"
        + ctx.getText() + "'");
  }

  PlayerRef player(PlayerSubjectContext ctx) {
    SourceSpan s = read.span(ctx);
    PlayerRef.Kind kind;
    if (ctx instanceof YouPlayerContext c) {
      kind = PlayerRef.Kind.YOU;
    } else if (ctx instanceof StartingWithYouPlayerContext c) {
      kind = PlayerRef.Kind.EACH_PLAYER_STARTING_WITH_YOU;
    } else if (ctx instanceof AnOpponentPlayerContext c) {
      kind = PlayerRef.Kind.AN_OPPONENT;
    } else if (ctx instanceof TargetOpponentPlayerContext c) {
      kind = PlayerRef.Kind.TARGET_OPPONENT;
    } else if (ctx instanceof ThatOpponentPlayerContext c) {
      kind = PlayerRef.Kind.THAT_OPPONENT;
    } else if (ctx instanceof YourOpponentPlayerContext c) {
      kind = PlayerRef.Kind.YOUR_OPPONENT;
    } else if (ctx instanceof EachOpponentPlayerContext c) {
      kind = PlayerRef.Kind.OPPONENTS;
    } else if (ctx instanceof OpponentsPlayerContext c) {
      kind = PlayerRef.Kind.OPPONENTS;
    } else if (ctx instanceof EachPlayerContext c) {
      kind = PlayerRef.Kind.EACH_PLAYER;
    } else if (ctx instanceof TargetPlayerContext c) {
      kind = PlayerRef.Kind.TARGET_PLAYER;
    } else if (ctx instanceof TheyPlayerContext c) {
      kind = PlayerRef.Kind.THEY;
    } else if (ctx instanceof OwnerPlayerContext c) {
      kind = PlayerRef.Kind.OWNER;
    } else if (ctx instanceof ControllerPlayerContext c) {
      kind = PlayerRef.Kind.CONTROLLER;
    } else if (ctx instanceof ObjectOwnerPlayerContext c) {
      ObjectRef of = namedObject(has(c, "target"), c.adjective(), c.noun(), s);
      return new PlayerRef(has(c, "owner") ? PlayerRef.Kind.OWNER : PlayerRef.Kind.CONTROLLER, Optional.of(of), s);

    } else {
      throw read.error(ctx, "expected a player such as 'you' or 'target opponent'");
    }
    if (kind == PlayerRef.Kind.OWNER || kind == PlayerRef.Kind.CONTROLLER) {
      ObjectRef of = has(ctx, "my") ? new ObjectRef.Self(s)
          : new ObjectRef.Pronoun(read.lastCandidate(), has(ctx, "their"), Optional.empty(), false, false, s);
      return new PlayerRef(kind, Optional.of(of), s);
    }
    return new PlayerRef(kind, Optional.empty(), s);
  }

  // ===================================================================================================================
  // Words and numbers
  // ===================================================================================================================
}
