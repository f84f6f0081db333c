package dev.altered.text.en;

import static dev.altered.ast.PrintedShape.unmodified;
import static dev.altered.ast.PrintedShape.objectSubject;
import static dev.altered.ast.PrintedShape.sameObject;
import static dev.altered.ast.PrintedShape.plural;
import static dev.altered.ast.PrintedShape.isOne;
import static dev.altered.text.en.EnglishWordPrinter.*;

import dev.altered.ast.Filter;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Status;
import dev.altered.ast.Value;
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.ObjectType;
import dev.altered.ast.Vocabulary.Position;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * English printing: object phrases (quantifier, adjectives, nouns, filters), pronouns, places, zones and
 * players.
 */
final class EnglishObjectPrinter {
  private final EnglishPrinting run;

  EnglishObjectPrinter(EnglishPrinting run) {
    this.run = run;
  }

  /**
   * An object phrase. {@code candidate} as in the builder; {@code subject}: "they" rather than "them".
   */
  String obj(ObjectRef ref, boolean candidate, boolean subject) {
    String out = objText(ref, subject);
    if (candidate && !(ref instanceof ObjectRef.Pronoun || ref instanceof ObjectRef.Self
        || ref instanceof ObjectRef.SelfAnd || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These
        || ref instanceof ObjectRef.OneOfThem)) {
      run.candidates++;
    }
    return out;
  }

  private String objText(ObjectRef ref, boolean subject) {
    if (ref instanceof ObjectRef.Self) {
      return subject ? "I" : "me";
    }
    if (ref instanceof ObjectRef.SelfAnd) {
      return "we both";
    }
    if (ref instanceof ObjectRef.Pronoun p) {
      if (p.theTarget()) {
        return "the target";
      }
      if (p.restated().isPresent()) {
        return (p.restated().get().plural() ? "those " : "that ") + nounGroup(p.restated().get());
      }
      if (p.all()) {
        return "them all";
      }
      return p.plural() ? (subject ? "they" : "them") : "it";
    }
    if (ref instanceof ObjectRef.Phrase ph) {
      return phrase(ph);
    }
    if (ref instanceof ObjectRef.Possessed p) {
      String owner = possessor(p.owner());
      String adjectives = adjectives(p.adjectives(), 0);
      return owner + " " + adjectives + nounGroup(p.nouns()) + filters(p.filters());
    }
    if (ref instanceof ObjectRef.OfPossessed o) {
      String which = switch (o.which()) {
        case COUNT -> "one";
        case EACH -> "each";
        default -> "all";
      };
      return which + " of " + possessor(o.owner()) + " " + adjectives(o.adjectives(), 0) + nounGroup(o.nouns())
          + filters(o.filters());
    }
    if (ref instanceof ObjectRef.TopOf t) {
      boolean one = t.count().isEmpty() || isOne(t.count().get());
      return "the top " + (one ? "card" : run.words.quantity(t.count().get(), true) + " cards") + " of " + zone(t.zone());
    }
    if (ref instanceof ObjectRef.ZoneContents z) {
      return possessivePlayer(z.zone().owner().orElse(PlayerRef.you())) + " " + zoneName(z.zone().kind());
    }
    if (ref instanceof ObjectRef.Rest) {
      return "the other cards";
    }
    if (ref instanceof ObjectRef.These) {
      return "these cards";
    }
    if (ref instanceof ObjectRef.OneOfThem) {
      return "one";
    }
    if (ref instanceof ObjectRef.Targets t) {
      String n = run.words.quantity(t.quantifier().count().get(), true);
      return (t.quantifier().kind() == Quantifier.Kind.UP_TO ? "up to " : "") + n + " targets, "
          + nounGroup(t.nouns());
    }
    ObjectRef.Several s = (ObjectRef.Several) ref;
    List<String> items = new ArrayList<>();
    for (ObjectRef item : s.items()) {
      items.add(obj(item, false, subject));
    }
    String last = items.remove(items.size() - 1);
    return (items.isEmpty() ? "" : String.join(", ", items)) + (s.any() ? " or " : " and ") + last;
  }

  private String phrase(ObjectRef.Phrase ph) {
    Quantifier q = ph.quantifier();
    StringBuilder out = new StringBuilder();
    int skip = 0;
    boolean other = !ph.adjectives().isEmpty() && ph.adjectives().get(0) instanceof Adjective.Other;
    switch (q.kind()) {
      case BARE -> {}
      case COUNT -> {
        boolean one = q.count().isPresent() && isOne(q.count().get());
        if (other && one) {
          out.append("another ");
          skip = 1;
          if (q.target()) {
            out.append("target ");
          }
        } else if (q.target() && one) {
          out.append("target ");
        } else {
          String n = run.words.quantity(q.count().get(), true);
          if (one) {
            n = startsWithVowel(firstWord(ph, 0)) ? "an" : "a";
          }
          out.append(n).append(" ");
          if (q.target()) {
            out.append("target ");
          }
        }
      }
      case UP_TO -> {
        out.append("up to ").append(run.words.quantity(q.count().get(), true)).append(" ");
        if (q.target()) {
          out.append("target ");
        }
      }
      case ANY_NUMBER -> {
        out.append("any number of ");
        if (other) {
          out.append("other ");
          skip = 1;
        }
        if (q.target()) {
          out.append("target ");
        }
      }
      case ANY -> out.append("any ");
      case ALL -> out.append("all ");
      case EACH -> {
        out.append("each ");
        if (other) {
          out.append("other ");
          skip = 1;
        }
      }
      case YET_ANOTHER -> out.append("yet another ");
      case THE -> out.append("the ");
      case NEXT -> out.append("the next ");
      case ORDINAL -> out.append("the ").append(run.words.ordinal(q.count().get())).append(" ");
      case ONE_OR_MORE -> out.append("one or more ");
    }
    out.append(adjectives(ph.adjectives(), skip));
    out.append(nounGroup(ph.nouns()));
    out.append(filters(ph.filters()));
    return out.toString();
  }

  private String firstWord(ObjectRef.Phrase ph, int skip) {
    if (ph.adjectives().size() > skip) {
      return adjectives(ph.adjectives().subList(skip, skip + 1), 0);
    }
    return nounGroup(ph.nouns());
  }

  private String adjectives(List<Adjective> adjectives, int skip) {
    StringBuilder out = new StringBuilder();
    for (int i = skip; i < adjectives.size(); i++) {
      Adjective a = adjectives.get(i);
      if (a instanceof Adjective.WithStatus w) {
        if (w.anyOf().size() == 1 && w.anyOf().get(0) == Status.EXHAUSTED) {
          out.append("exhausted ");
        } else {
          List<String> statuses = new ArrayList<>();
          for (Status s : w.anyOf()) {
            statuses.add(status(s));
          }
          out.append(orList(statuses)).append(" ");
        }
      } else if (a instanceof Adjective.Ready) {
        out.append("ready ");
      } else if (a instanceof Adjective.Other) {
        out.append("other ");
      } else if (a instanceof Adjective.Token) {
        out.append("token ");
      } else if (a instanceof Adjective.Non n) {
        out.append("non-").append(n.noun() instanceof Noun.Subtype st ? EnglishLexicon.subtypeName(st.id(), false)
            : EnglishStatementPrinter.nonType(((Noun.Type) n.noun()).type())).append(" ");
      } else if (a instanceof Adjective.WithoutStatus w) {
        out.append("non-").append(capitalize(w.status().name().toLowerCase(Locale.ROOT))).append(" ");
      } else if (a instanceof Adjective.ExpeditionKind k) {
        out.append(k.companion() ? "Companion " : "Hero ");
      } else if (a instanceof Adjective.OfRegion r) {
        out.append(switch (r.quality()) {
          case VISIBLE -> "visible ";
          case SINGLE_TERRAIN -> "single-terrain ";
          case STARTING -> "starting ";
        });
      } else {
        out.append("[").append(keywordName(((Adjective.WithKeyword) a).keyword())).append("] ");
      }
    }
    return out.toString();
  }

  private String nounGroup(NounGroup g) {
    List<String> nouns = new ArrayList<>();
    for (Noun n : g.nouns()) {
      nouns.add(noun(n, g.plural()));
    }
    return String.join(" or ", nouns);
  }

  private static String noun(Noun n, boolean plural) {
    if (n instanceof Noun.Subtype st) {
      if (st.id().equals("COMPANION")) {
        return "Companion";
      }
      return EnglishLexicon.subtypeName(st.id(), plural);
    }
    if (n instanceof Noun.Player p) {
      return (p.opponent() ? "opponent" : "player") + (plural ? "s" : "");
    }
    if (n instanceof Noun.TerrainMarker m) {
      return (m.terrains().isEmpty() ? "" : terrains(m.terrains()) + " ")
          + (plural ? "Terrain Markers" : "Terrain Marker");
    }
    ObjectType t = ((Noun.Type) n).type();
    String s = switch (t) {
      case CHARACTER -> "Character";
      case PERMANENT -> "Permanent";
      case EXPEDITION_PERMANENT -> "Expedition Permanent";
      case LANDMARK_PERMANENT -> "Landmark Permanent";
      case SPELL -> "Spell";
      case CARD -> "card";
      case TOKEN -> "token";
      case LANDMARK -> "Landmark";
      case MANA_ORB -> "Mana Orb";
      case EXPEDITION -> "Expedition";
      // "Hero card" would read as the adjective of "Hero Expedition" before "card".
      case HERO -> plural ? "Hero cards" : "Hero";
      case REGION -> "region";
    };
    return plural && t != ObjectType.HERO ? s + "s" : s;
  }

  private String filters(List<Filter> filters) {
    StringBuilder out = new StringBuilder();
    boolean first = true;
    for (Filter f : filters) {
      out.append(" ").append(filter(f, first));
      first = false;
    }
    return out.toString();
  }

  private String filter(Filter f, boolean first) {
    if (f instanceof Filter.ControlledBy c) {
      return switch (c.player().kind()) {
        case TARGET_PLAYER, EACH_PLAYER -> "controlled by " + player(c.player());
        default -> player(c.player()) + " " + verb("control", thirdPerson(c.player()));
      };
    }
    if (f instanceof Filter.PlayedBy p) {
      return (first ? "" : "that ") + player(p.player()) + " " + verb("play", thirdPerson(p.player()))
          + p.from().map(z -> " from " + zone(z)).orElse("") + p.in().map(t -> " in " + terrain(t)).orElse("")
          + p.during().map(d -> " " + duration(d)).orElse("");
    }
    if (f instanceof Filter.PlayedFrom p) {
      return "played from " + zone(p.zone());
    }
    if (f instanceof Filter.In in) {
      List<String> places = new ArrayList<>();
      for (Place p : in.places()) {
        places.add("in " + place(p));
      }
      return String.join(in.all() ? " and " : " or ", places);
    }
    if (f instanceof Filter.From from) {
      return "from " + place(from.place());
    }
    if (f instanceof Filter.StatIs s) {
      if (s.stat() == Stat.BASE_STATISTIC && s.comparison() == Comparison.EQUAL && s.value() instanceof Value.Number n
          && !n.mana()) {
        return "with a base statistic of " + run.words.quantity(n.quantity(), false);
      }
      String cmp = run.conditions.comparison(s.comparison(), s.value(), false).substring("is ".length());
      return "with " + EnglishConditionPrinter.statName(s.stat()) + " " + cmp;
    }
    if (f instanceof Filter.NoStatOver n) {
      return "with no statistic over " + n.value();
    }
    if (f instanceof Filter.Total t) {
      String more = t.comparison() == Comparison.AT_LEAST ? " or more" : " or less";
      if (t.stat() == Stat.FOREST || t.stat() == Stat.MOUNTAIN || t.stat() == Stat.WATER) {
        return "with total " + EnglishConditionPrinter.statName(t.stat()) + " of " + run.words.quantity(t.value(), false) + more;
      }
      return "with a total " + EnglishConditionPrinter.statName(t.stat()) + " " + run.words.mana(t.value()) + more;
    }
    if (f instanceof Filter.WithCounters) {
      return "with counters";
    }
    if (f instanceof Filter.ThisWay t) {
      return EnglishConditionPrinter.objectAction(t.action()) + " this way";
    }
    if (f instanceof Filter.WithNo w) {
      return "with no " + nounGroup(w.nouns());
    }
    if (f instanceof Filter.WithA w) {
      String nouns = nounGroup(w.nouns());
      return "with " + (startsWithVowel(nouns) ? "an " : "a ") + nouns;
    }
    if (f instanceof Filter.CounterCount cc) {
      return "with " + run.words.counterCount(cc.range(), cc.count(), cc.counter());
    }
    if (f instanceof Filter.StatExtreme x) {
      return "with the " + (x.highest() ? "highest " : "lowest ") + EnglishConditionPrinter.statName(x.stat());
    }
    if (f instanceof Filter.CounterExtreme x) {
      return "with the " + (x.most() ? "most " : "fewest ") + counterNoun(x.counter(), true);
    }
    if (f instanceof Filter.OwnedBy o) {
      return player(o.player()) + " " + (thirdPerson(o.player()) ? "owns" : "own");
    }
    if (f instanceof Filter.Between b) {
      if (b.objects() instanceof ObjectRef.Possessed p && p.adjectives().isEmpty() && p.filters().isEmpty()
          && p.nouns().nouns().size() > 1) {
        // "your Hero and Companion": both Expeditions.
        List<String> nouns = new ArrayList<>();
        for (Noun n : p.nouns().nouns()) {
          nouns.add(n instanceof Noun.Type t && t.type() == ObjectType.HERO ? "Hero" : noun(n, p.nouns().plural()));
        }
        return "between " + possessor(p.owner()) + " " + String.join(" and ", nouns);
      }
      return "between " + obj(b.objects(), false, false);
    }
    if (f instanceof Filter.Facing fa) {
      return "facing " + obj(fa.object(), false, false);
    }
    if (f instanceof Filter.InPosition p) {
      List<String> positions = new ArrayList<>();
      for (Position pos : p.anyOf()) {
        positions.add(pos.name().toLowerCase(Locale.ROOT));
      }
      return "that's " + String.join(" or ", positions);
    }
    if (f instanceof Filter.EachPhase e) {
      return "each " + phase(e.phase());
    }
    Filter.Either e = (Filter.Either) f;
    List<String> parts = new ArrayList<>();
    boolean firstPart = first;
    for (Filter inner : e.filters()) {
      parts.add(filter(inner, firstPart));
      firstPart = false;
    }
    return String.join(e.all() ? " and " : " or ", parts);
  }

  String place(Place p) {
    if (p instanceof Place.InPlay) {
      return "play";
    }
    if (p instanceof Place.InZone z) {
      return zone(z.zone());
    }
    if (p instanceof Place.InTerrain t) {
      return terrain(t.terrain());
    }
    if (p instanceof Place.Anywhere) {
      return "anywhere";
    }
    return obj(((Place.InObject) p).object(), false, false);
  }

  String zone(Zone z) {
    if (z.owner().isPresent()) {
      return possessivePlayer(z.owner().get()) + " " + zoneName(z.kind());
    }
    return switch (z.kind()) {
      case RESERVE -> "Reserve";
      case EXPEDITION_ZONE, LANDMARK_ZONE, HERO_ZONE, DISCARD_PILE, MANA_ZONE, DECK, HAND -> "the " + zoneName(z.kind());
      case PLAY -> "play";
      case ANYWHERE -> "anywhere";
    };
  }

  static String zoneName(ZoneKind kind) {
    return switch (kind) {
      case RESERVE -> "Reserve";
      case HAND -> "hand";
      case DECK -> "deck";
      case DISCARD_PILE -> "discard pile";
      case MANA_ZONE -> "Mana zone";
      case EXPEDITION_ZONE -> "Expedition zone";
      case LANDMARK_ZONE -> "Landmark zone";
      case HERO_ZONE -> "Hero zone";
      case PLAY -> "play";
      case ANYWHERE -> "anywhere";
    };
  }

  String possessor(Possessor p) {
    if (p instanceof Possessor.OfObject o) {
      if (o.object() instanceof ObjectRef.Self) {
        return "my";
      }
      if (o.object() instanceof ObjectRef.Phrase || o.object() instanceof ObjectRef.Pronoun pr && pr.restated().isPresent()) {
        return obj(o.object(), false, false) + "'s";
      }
      return o.object() instanceof ObjectRef.Pronoun pr && pr.plural() ? "their" : "its";
    }
    return possessivePlayer(((Possessor.OfPlayer) p).player());
  }

  String possessivePlayer(PlayerRef p) {
    return switch (p.kind()) {
      case YOU -> "your";
      case THEY -> "their";
      default -> player(p) + "'s";
    };
  }

  String player(PlayerRef p) {
    return switch (p.kind()) {
      case YOU -> "you";
      case AN_OPPONENT -> "an opponent";
      case TARGET_OPPONENT -> "target opponent";
      case THAT_OPPONENT -> "that opponent";
      case YOUR_OPPONENT -> "your opponent";
      case OPPONENTS -> "your opponents";
      case EACH_PLAYER -> "each player";
      case EACH_PLAYER_STARTING_WITH_YOU -> "starting with you, each player";
      case TARGET_PLAYER -> "target player";
      case THEY -> "they";
      case OWNER, CONTROLLER -> p.of().orElseThrow() instanceof ObjectRef.Phrase ph && !ph.filters().isEmpty()
          ? "the " + (p.kind() == PlayerRef.Kind.OWNER ? "owner" : "controller") + " of " + obj(ph, false, false)
          : p.kind() == PlayerRef.Kind.OWNER ? whose(p.of().orElseThrow(), ownerOf(p.of().orElseThrow())) + " owner"
          : whose(p.of().orElseThrow(), p.of().orElseThrow() instanceof ObjectRef.Self ? "my" : "its")
          + " controller";
    };
  }

  /** "target Character's", "that Character's" for a named object; otherwise the pronoun given. */
  private String whose(ObjectRef of, String pronoun) {
    if (of instanceof ObjectRef.Phrase || of instanceof ObjectRef.Pronoun pr && pr.restated().isPresent()) {
      return obj(of, false, false) + "'s";
    }
    return pronoun;
  }

  private static String ownerOf(ObjectRef of) {
    return of instanceof ObjectRef.Self ? "my" : of instanceof ObjectRef.Pronoun pr && pr.plural() ? "their" : "its";
  }

  static boolean thirdPerson(PlayerRef p) {
    return !(p.kind() == PlayerRef.Kind.YOU || p.kind() == PlayerRef.Kind.THEY
        || p.kind() == PlayerRef.Kind.OPPONENTS);
  }

  /** Whether an object phrase is plural (for verbs: "gains"/"gain"). */
  static String be(ObjectRef subject) {
    if (subject instanceof ObjectRef.Self) {
      return "am";
    }
    return plural(subject) ? "are" : "is";
  }

  // =================================================================================================================
  // Words and numbers
  // =================================================================================================================
}
