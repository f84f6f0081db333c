package dev.altered.text.romance;

import static dev.altered.grammar.romance.RomanceParser.*;
import com.google.common.collect.ImmutableList;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Status;
import dev.altered.ast.Vocabulary.ObjectType;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Zone;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Object phrases: object lists, quantified objects, adjectives and nouns.
 *
 * <p>A part of {@link RomanceAstBuilder}: static methods over the builder passed in, which holds the per-ability
 * state (the text, the lexicon, the antecedent candidates, the default actor, the reading flags).
 */
final class RomanceObjectBuilder {
  private RomanceObjectBuilder() {}

  // ===================================================================================================================
  // Objects, players, zones, places
  // ===================================================================================================================

  static ObjectRef objList(RomanceAstBuilder rb, ObjectListContext ctx) {
    if (ctx.listablePhrase().isEmpty()) {
      return obj(rb, ctx.objectPhrase(), true);
    }
    List<ObjectRef> items = new ArrayList<>();
    items.add(obj(rb, ctx.objectPhrase(), false));
    for (ListablePhraseContext p : ctx.listablePhrase()) {
      items.add(objAny(rb, p, false));
    }
    return rb.register(new ObjectRef.Several(RomanceAstBuilder.list(items), RomanceAstBuilder.has(ctx, OR),
        rb.span(ctx)));
  }

  static ObjectRef obj(RomanceAstBuilder rb, ObjectPhraseContext ctx, boolean candidate) {
    if (ctx instanceof OtherPhraseContext o) {
      return objAny(rb, o.listablePhrase(), candidate);
    }
    return objAny(rb, ctx, candidate);
  }

  /** The objects of "por cada": each one of them, so "otro" is any other. */
  static ObjectRef eachObj(RomanceAstBuilder rb, ObjectPhraseContext ctx, boolean candidate) {
    boolean outer = rb.eachOf;
    rb.eachOf = true;
    try {
      return obj(rb, ctx, candidate);
    } finally {
      rb.eachOf = outer;
    }
  }

  static ObjectRef obj(RomanceAstBuilder rb, ListablePhraseContext ctx, boolean candidate) {
    return objAny(rb, ctx, candidate);
  }

  static ObjectRef objAny(RomanceAstBuilder rb, ParserRuleContext ctx, boolean candidate) {
    SourceSpan s = rb.span(ctx);
    ObjectRef ref;
    if (ctx instanceof SelfPhraseContext) {
      ref = new ObjectRef.Self(s);
    } else if (ctx instanceof WeBothPhraseContext) {
      ref = new ObjectRef.SelfAnd(rb.lastCandidate(), s);
    } else if (ctx instanceof PronounPhraseContext c) {
      TerminalNode word = (TerminalNode) c.getChild(0);
      boolean plural = RomanceAstBuilder.plural(word) || word.getSymbol().getType() == CL_THEM || c.ALL() != null;
      ref = new ObjectRef.Pronoun(rb.lastCandidate(), plural, Optional.empty(), false, c.ALL() != null, s);
    } else if (ctx instanceof ThatPhraseContext c && c.THIS_DET() != null && c.postFilters() == null
        && c.nounGroup().noun().size() == 1 && c.nounGroup().noun(0).CARD() != null
        && RomanceAstBuilder.plural(c.nounGroup().noun(0).CARD())) {
      // "estas cartas", "queste carte": the cards just named.
      ref = new ObjectRef.These(rb.lastCandidate(), s);
    } else if (ctx instanceof ThatPhraseContext c) {
      NounGroup nouns = nouns(rb, c.nounGroup());
      ref = new ObjectRef.Pronoun(rb.lastCandidate(), nouns.plural(), Optional.of(nouns), false, false, s);
    } else if (ctx instanceof TheTargetPhraseContext) {
      ref = new ObjectRef.Pronoun(rb.lastCandidate(), false, Optional.empty(), true, false, s);
    } else if (ctx instanceof TopOfPhraseContext c) {
      Optional<Quantity> n = c.quantity().isEmpty() ? Optional.empty() : Optional.of(rb.quantity(c.quantity(0)));
      if (n.isPresent() && n.get() instanceof Quantity.Literal l && l.value() == 1) {
        n = Optional.empty();
      }
      ref = new ObjectRef.TopOf(n, RomanceFilterBuilder.zone(rb, c.zone()), s);
    } else if (ctx instanceof OfPossessivePhraseContext c) {
      Quantifier.Kind which = c.ALL() != null ? Quantifier.Kind.ALL : c.EACH() != null ? Quantifier.Kind.EACH
          : Quantifier.Kind.COUNT;
      Possessor p = RomanceFilterBuilder.possessive(rb, c.possessive(), false);
      ImmutableList<Adjective> adjectives = sorted(adjectives(rb, c.adjective(), null));
      NounGroup nouns = nouns(rb, c.nounGroup());
      ref = new ObjectRef.OfPossessed(which, p, adjectives, nouns, RomanceFilterBuilder.filters(rb, c.postFilters()),
          s);
    } else if (ctx instanceof RestPhraseContext) {
      ref = new ObjectRef.Rest(rb.lastCandidate(), s);
    } else if (ctx instanceof ThesePhraseContext) {
      ref = new ObjectRef.These(rb.lastCandidate(), s);
    } else if (ctx instanceof TargetsPhraseContext c) {
      Quantity n = rb.quantity(c.quantity());
      Quantifier q = new Quantifier(c.UP_TO() != null ? Quantifier.Kind.UP_TO : Quantifier.Kind.COUNT, Optional.of(n),
          true, s);
      ref = new ObjectRef.Targets(q, nouns(rb, c.nounGroup()), s);
    } else if (ctx instanceof PossessedPhraseContext c) {
      Possessor p = RomanceFilterBuilder.possessive(rb, c.possessive(), false);
      List<Adjective> adjectives = new ArrayList<>();
      if (c.OTHER() != null) {
        adjectives.add(new Adjective.Other(rb.span(c.OTHER())));
      }
      adjectives.addAll(adjectives(rb, c.adjective(), null));
      NounGroup nouns = nouns(rb, c.nounGroup());
      adjectives.addAll(nounAdjectives(rb, c.nounGroup()));
      ref = new ObjectRef.Possessed(p, sorted(adjectives), nouns, RomanceFilterBuilder.filters(rb, c.postFilters()), s);
    } else if (ctx instanceof PlayerPossessedPhraseContext c) {
      // "la expedición de tu oponente": your opponent's Expedition.
      PlayerRef owner = RomanceFilterBuilder.player(rb, c.playerSubject());
      NounGroup nouns = nouns(rb, c.nounGroup());
      List<Adjective> adjectives = new ArrayList<>(nounAdjectives(rb, c.nounGroup()));
      adjectives.addAll(adjectives(rb, c.adjective(), nouns));
      ref = new ObjectRef.Possessed(new Possessor.OfPlayer(owner, rb.span(c.playerSubject())), sorted(adjectives),
          nouns,
          RomanceFilterBuilder.filters(rb, c.postFilters()), s);
    } else if (ctx instanceof ThatPossessedPhraseContext c) {
      // "los hitos de ese jugador": that player's Landmarks (the owner named after, read first as in English).
      NounGroup ownerNouns = nouns(rb, c.nounGroup(1));
      ObjectRef owner = new ObjectRef.Pronoun(rb.lastCandidate(), ownerNouns.plural(), Optional.of(ownerNouns), false,
          false, SourceSpan.of(rb.span(c.THAT_DET()).start(), rb.span(c.nounGroup(1)).end()));
      NounGroup nouns = nouns(rb, c.nounGroup(0));
      List<Adjective> adjectives = new ArrayList<>(nounAdjectives(rb, c.nounGroup(0)));
      adjectives.addAll(adjectives(rb, c.adjective(), nouns));
      ref = new ObjectRef.Possessed(new Possessor.OfObject(owner, owner.span()), sorted(adjectives), nouns,
          ImmutableList.of(), s);
    } else if (ctx instanceof BothPossessivePhraseContext c) {
      // "Entrambe le tue spedizioni", "Tus dos expediciones": English "Both of your Expeditions" (all of them).
      if (c.NUMWORD() != null && RomanceAstBuilder.value(c.NUMWORD()) != 2) {
        throw rb.error(c, "expected 'dos' (both of them), found '" + rb.written(c.NUMWORD()) + "'");
      }
      Possessor p = RomanceFilterBuilder.possessive(rb, c.possessive(), false);
      NounGroup nouns = nouns(rb, c.nounGroup());
      List<Adjective> adjectives = new ArrayList<>(nounAdjectives(rb, c.nounGroup()));
      adjectives.addAll(adjectives(rb, c.adjective(), nouns));
      ref = new ObjectRef.OfPossessed(Quantifier.Kind.ALL, p, sorted(adjectives), nouns,
          RomanceFilterBuilder.filters(rb, c.postFilters()), s);
    } else if (ctx instanceof ZoneContentsPhraseContext c) {
      Possessor p = RomanceFilterBuilder.possessive(rb, c.possessive(), true);
      if (!(p instanceof Possessor.OfPlayer pl)) {
        throw rb.error(c, "expected a player's zone ('su mano'), found an object's");
      }
      ref = new ObjectRef.ZoneContents(new Zone(RomanceFilterBuilder.zoneKind(rb, c.zoneName()),
          Optional.of(pl.player()), s), s);
    } else if (ctx instanceof QuantifiedPhraseContext c) {
      ref = quantified(rb, c, s);
    } else {
      throw rb.error(ctx, "expected an object such as 'un personaje objetivo'");
    }
    return candidate ? rb.register(ref) : ref;
  }

  /** Adjectives in English order (before the noun): other, statuses, keywords, non-, token, Hero/Companion. */
  static ImmutableList<Adjective> sorted(List<Adjective> adjectives) {
    List<Adjective> out = new ArrayList<>(adjectives);
    out.sort(Comparator.comparingInt(RomanceObjectBuilder::rank));
    return RomanceAstBuilder.list(out);
  }

  static int rank(Adjective a) {
    if (a instanceof Adjective.Other) {
      return 0;
    }
    if (a instanceof Adjective.WithStatus || a instanceof Adjective.Ready) {
      return 1;
    }
    if (a instanceof Adjective.Non) {
      return 2;
    }
    if (a instanceof Adjective.Token) {
      return 3;
    }
    if (a instanceof Adjective.ExpeditionKind) {
      return 4;
    }
    return 5;
  }

  /**
   * Spanish and Italian put the determiner before the noun and adjectives after it; the article of a plural is
   * generic ("Los personajes que controlas" are "Characters you control"), a singular with "objetivo" a target.
   */
  static ObjectRef quantified(RomanceAstBuilder rb, QuantifiedPhraseContext c, SourceSpan s) {
    Quantifier q;
    List<Adjective> adjectives = new ArrayList<>();
    DeterminerContext d = c.determiner();
    boolean target = false;
    for (AdjectiveContext a : c.adjective()) {
      if (a instanceof TargetAdjContext) {
        target = true;
      }
    }
    NounGroup nouns = nouns(rb, c.nounGroup());
    if (!nouns.plural() && d instanceof TheDetContext t && RomanceAstBuilder.plural(t.THE())) {
      // "i Robot": a noun written the same in both numbers takes its number from the article.
      nouns = new NounGroup(nouns.nouns(), true, nouns.span());
    }
    if (d instanceof TheDetContext && !nouns.plural() && c.adjective().isEmpty() && c.postFilters() == null
        && nouns.nouns().size() == 1 && nouns.nouns().get(0) instanceof Noun.Type t && t.type() == ObjectType.CARD
        && !rb.candidates.isEmpty()) {
      // "rivela la prima carta del tuo mazzo. Se è un personaggio, pesca la carta.": the card just named, "it".
      return new ObjectRef.Pronoun(rb.lastCandidate(), false, Optional.empty(), false, false, s);
    }
    if (!nouns.plural() && d instanceof AnyDetContext any
        && (RomanceAstBuilder.features(any.ANY()) & RomanceLexicon.SINGULAR) == 0) {
      // "qualsiasi personaggio": Italian "any" takes the singular and means any number of them; Spanish
      // "cualquier región" is one (the lexicon says which).
      nouns = new NounGroup(nouns.nouns(), true, nouns.span());
    }
    boolean anyAfter = c.adjective().stream().anyMatch(a -> a instanceof AnyAdjContext);
    if (anyAfter && (d == null || d instanceof CountDetContext)) {
      // "una regione qualsiasi": any region.
      q = new Quantifier(Quantifier.Kind.ANY, Optional.empty(), false, rb.span(c.adjective().stream()
          .filter(a -> a instanceof AnyAdjContext).findFirst().orElseThrow()));
    } else if (d == null) {
      q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s);
    } else {
      SourceSpan ds = rb.span(d);
      if (d instanceof UpToDetContext x) {
        if (x.OTHER() != null) {
          adjectives.add(new Adjective.Other(ds));
        }
        q = new Quantifier(Quantifier.Kind.UP_TO, Optional.of(rb.quantity(x.quantity())), target, ds);
      } else if (d instanceof AnyNumberDetContext x) {
        if (x.OTHER() != null) {
          adjectives.add(new Adjective.Other(ds));
        }
        q = new Quantifier(Quantifier.Kind.ANY_NUMBER, Optional.empty(), target, ds);
      } else if (d instanceof AnyDetContext) {
        q = new Quantifier(Quantifier.Kind.ANY, Optional.empty(), false, ds);
      } else if (d instanceof AllDetContext x) {
        if (x.OTHER() != null) {
          adjectives.add(new Adjective.Other(ds));
        }
        q = new Quantifier(Quantifier.Kind.ALL, Optional.empty(), false, ds);
      } else if (d instanceof EachDetContext x) {
        if (x.OTHER() != null) {
          adjectives.add(new Adjective.Other(ds));
        }
        q = new Quantifier(Quantifier.Kind.EACH, Optional.empty(), false, ds);
      } else if (d instanceof RestOfDetContext) {
        // "el resto de personajes que controlas": each other Character you control.
        adjectives.add(new Adjective.Other(ds));
        q = new Quantifier(Quantifier.Kind.EACH, Optional.empty(), false, ds);
        nouns = new NounGroup(nouns.nouns(), false, nouns.span());
      } else if (d instanceof AnotherDetContext) {
        adjectives.add(new Adjective.Other(ds));
        q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, ds)), target, ds);
      } else if (d instanceof OtherDetContext x) {
        adjectives.add(new Adjective.Other(ds));
        if (x.quantity() != null) {
          q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(rb.quantity(x.quantity())), target, ds);
        } else if (!RomanceAstBuilder.plural(x.OTHER()) && !rb.eachOf) {
          q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, ds)), target, ds);
        } else {
          q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(), target, ds);
        }
      } else if (d instanceof CountDetContext x) {
        if (x.OTHER() != null) {
          adjectives.add(new Adjective.Other(ds));
        }
        q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(rb.quantity(x.quantity())), target, ds);
      } else if (d instanceof TheOtherDetContext) {
        // "los otros personajes": other Characters; "la otra expedición": the other Expedition.
        adjectives.add(new Adjective.Other(ds));
        q = nouns.plural() ? new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s)
            : new Quantifier(Quantifier.Kind.THE, Optional.empty(), false, ds);
      } else if (d instanceof YetAnotherDetContext) {
        q = new Quantifier(Quantifier.Kind.YET_ANOTHER, Optional.empty(), false, ds);
      } else if (d instanceof NextDetContext) {
        q = new Quantifier(Quantifier.Kind.NEXT, Optional.empty(), false, ds);
      } else if (d instanceof OrdinalDetContext x) {
        q = new Quantifier(Quantifier.Kind.ORDINAL,
            Optional.of(new Quantity.Literal(RomanceAstBuilder.value(x.ORDINAL()), ds)), false,
            ds);
      } else if (d instanceof TheDetContext x) {
        if (target) {
          q = new Quantifier(Quantifier.Kind.COUNT, Optional.of(new Quantity.Literal(1, ds)), true, ds);
        } else if ((nouns.plural() || RomanceAstBuilder.plural(x.THE())) && expeditionsFacing(nouns, c.postFilters())) {
          // "las expediciones enfrentadas a mí": the Expeditions at my position (1.2.3.c), a set English names with
          // "the" ("the Expeditions facing me"), where facing Characters are any ("Characters facing me").
          q = new Quantifier(Quantifier.Kind.THE, Optional.empty(), false, ds);
        } else if (nouns.plural() || RomanceAstBuilder.plural(x.THE())) {
          // "los personajes", "i Robot" (a noun the same in both numbers): Characters, Robots.
          q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, s);
        } else {
          q = new Quantifier(Quantifier.Kind.THE, Optional.empty(), false, ds);
        }
      } else {
        // "ningún personaje": no Characters (counted as none by the condition).
        q = new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, ds);
      }
    }
    adjectives.addAll(adjectives(rb, c.adjective(), nouns));
    adjectives.addAll(nounAdjectives(rb, c.nounGroup()));
    return new ObjectRef.Phrase(q, sorted(adjectives), nouns, RomanceFilterBuilder.filters(rb, c.postFilters()), s);
  }

  static boolean expeditionsFacing(NounGroup nouns, PostFiltersContext filters) {
    return nouns.nouns().stream().allMatch(n -> n instanceof Noun.Type t && t.type() == ObjectType.EXPEDITION)
        && filters != null && filters.postFilter().stream().anyMatch(f -> f instanceof FacingFilterContext);
  }

  /** "ficha de personaje": a token Character. */
  static List<Adjective> nounAdjectives(RomanceAstBuilder rb, NounGroupContext ctx) {
    List<Adjective> out = new ArrayList<>();
    for (NounContext n : ctx.noun()) {
      if (n.TOKEN_N() != null && n.CHARACTER() != null) {
        out.add(new Adjective.Token(rb.span(n.TOKEN_N())));
      }
    }
    return out;
  }

  static ImmutableList<Adjective> adjectives(RomanceAstBuilder rb, List<AdjectiveContext> contexts, NounGroup nouns) {
    List<Adjective> out = new ArrayList<>();
    for (AdjectiveContext a : contexts) {
      SourceSpan s = rb.span(a);
      if (a instanceof StatusAdjContext c) {
        List<Status> statuses = new ArrayList<>();
        for (TerminalNode t : c.STATUS()) {
          statuses.add(rb.status(t));
        }
        out.add(new Adjective.WithStatus(RomanceAstBuilder.list(statuses), s));
      } else if (a instanceof WithStatusAdjContext c) {
        List<Status> statuses = new ArrayList<>();
        for (TerminalNode t : c.STATUS()) {
          statuses.add(rb.status(t));
        }
        if (!statuses.isEmpty()) {
          out.add(new Adjective.WithStatus(RomanceAstBuilder.list(statuses), s));
        }
        for (TerminalNode k : c.KW_ABILITY()) {
          out.add(keywordAdjective(rb, k, a));
        }
      } else if (a instanceof ExhaustedAdjContext) {
        out.add(new Adjective.WithStatus(ImmutableList.of(Status.EXHAUSTED), s));
      } else if (a instanceof ReadyAdjContext) {
        out.add(new Adjective.Ready(s));
      } else if (a instanceof NonAdjContext c) {
        out.add(new Adjective.Non(c.SUBTYPE() != null
            ? new Noun.Subtype(rb.lexicon.subtype(rb.written(c.SUBTYPE())).orElseThrow(), rb.span(c.SUBTYPE()))
            : new Noun.Type(ObjectType.TOKEN, rb.span(c.TOKEN_N())), s));
      } else if (a instanceof NonPrefixAdjContext c) {
        out.add(new Adjective.Non(c.SUBTYPE() != null
            ? new Noun.Subtype(rb.lexicon.subtype(rb.written(c.SUBTYPE())).orElseThrow(), rb.span(c.SUBTYPE()))
            : new Noun.Type(ObjectType.TOKEN, rb.span(c.TOKEN_N())), s));
      } else if (a instanceof OtherAdjContext) {
        out.add(new Adjective.Other(s));
      } else if (a instanceof ExpeditionKindAdjContext c) {
        out.add(new Adjective.ExpeditionKind(c.COMPANION() != null, s));
      } else if (a instanceof KeywordAdjContext c) {
        out.add(keywordAdjective(rb, c.KW_ABILITY(), c));
      } else if (a instanceof AscendedAdjContext) {
        out.add(new Adjective.WithStatus(ImmutableList.of(Status.ASCENDED), s));
      } else if (a instanceof RegionAdjContext c) {
        out.add(new Adjective.OfRegion(c.VISIBLE() != null ? Adjective.OfRegion.RegionQuality.VISIBLE
            : Adjective.OfRegion.RegionQuality.SINGLE_TERRAIN, s));
      } else if (a instanceof WithoutStatusAdjContext c) {
        String word = c.STATUS() != null ? rb.inside(c.STATUS()) : rb.written(c.WORD());
        Status status = rb.lexicon.status(word.startsWith("[") ? word.substring(1, word.length() - 1) : word)
            .orElseThrow(() -> rb.error(c, "expected a status after '" + rb.written(c.WITHOUT()) + "', found '" + word
                + "'"));
        out.add(new Adjective.WithoutStatus(status, s));
      }
    }
    return RomanceAstBuilder.list(out);
  }

  static Adjective keywordAdjective(RomanceAstBuilder rb, TerminalNode kw, ParserRuleContext ctx) {
    RomanceLexicon.KeywordWithParameter k = rb.lexicon.ability(rb.inside(kw)).orElseThrow();
    if (k.parameter().isPresent()) {
      throw rb.error(ctx, "expected a keyword without a number, found " + rb.written(kw));
    }
    return new Adjective.WithKeyword(k.id(), rb.span(kw));
  }

  static NounGroup nouns(RomanceAstBuilder rb, NounGroupContext ctx) {
    List<Noun> nouns = new ArrayList<>();
    for (NounContext n : ctx.noun()) {
      nouns.add(noun(rb, n));
    }
    NounContext last = ctx.noun(ctx.noun().size() - 1);
    return new NounGroup(RomanceAstBuilder.list(nouns), RomanceAstBuilder.plural(RomanceAstBuilder.firstTerminal(last)),
        rb.span(ctx));
  }

  static Noun noun(RomanceAstBuilder rb, NounContext ctx) {
    SourceSpan s = rb.span(ctx);
    if (ctx.SUBTYPE() != null) {
      return new Noun.Subtype(rb.lexicon.subtype(rb.written(ctx.SUBTYPE())).orElseThrow(), s);
    }
    if (ctx.COMPANION() != null) {
      return new Noun.Subtype("COMPANION", s);
    }
    if (ctx.PERMANENT() != null) {
      if (ctx.EXPEDITION() != null) {
        return new Noun.Type(ObjectType.EXPEDITION_PERMANENT, s);
      }
      if (ctx.LANDMARK() != null) {
        return new Noun.Type(ObjectType.LANDMARK_PERMANENT, s);
      }
      return new Noun.Type(ObjectType.PERMANENT, s);
    }
    if (ctx.CHARACTER() != null) {
      return new Noun.Type(ObjectType.CHARACTER, s);
    }
    if (ctx.TOKEN_N() != null) {
      return new Noun.Type(ObjectType.TOKEN, s);
    }
    if (ctx.ORB() != null) {
      return new Noun.Type(ObjectType.MANA_ORB, s);
    }
    if (ctx.MARKER() != null) {
      List<Terrain> terrains = new ArrayList<>();
      for (TerrainSymbolContext t : ctx.terrainSymbol()) {
        terrains.add(RomanceAstBuilder.terrain(t));
      }
      return new Noun.TerrainMarker(RomanceAstBuilder.list(terrains), s);
    }
    int t = ((TerminalNode) ctx.getChild(0)).getSymbol().getType();
    return switch (t) {
      case SPELL -> new Noun.Type(ObjectType.SPELL, s);
      case CARD -> new Noun.Type(ObjectType.CARD, s);
      case LANDMARK -> new Noun.Type(ObjectType.LANDMARK, s);
      case EXPEDITION -> new Noun.Type(ObjectType.EXPEDITION, s);
      case HERO -> new Noun.Type(ObjectType.HERO, s);
      case REGION -> new Noun.Type(ObjectType.REGION, s);
      case PLAYER -> new Noun.Player(false, s);
      case OPPONENT -> new Noun.Player(true, s);
      default -> throw rb.error(ctx, "expected a kind of object, found '" + rb.written(ctx) + "'");
    };
  }
}
