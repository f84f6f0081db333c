package dev.altered.text.fr;

import static dev.altered.ast.PrintedShape.isOne;

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

/** The French printer's object phrases, players, zones and places (see {@link FrenchPrinter}). */
final class FrenchPrinterObjects {
  private final FrenchPrinting printing;

  FrenchPrinterObjects(FrenchPrinting printing) {
    this.printing = printing;
  }



  /** Where an object phrase is: subject, object, a counted plural ("au moins deux Repères"), a bare singular. */
  enum Role { SUBJECT, OBJECT, COUNTED, BARE_SINGULAR }

  String subjectText(ObjectRef ref) {
    return obj(ref, true, Role.SUBJECT);
  }

  /** An object phrase; {@code candidate}: counted for later pronouns, as the builder counts it. */
  String obj(ObjectRef ref, boolean candidate, Role role) {
    String out = objText(ref, role);
    if (candidate && !(ref instanceof ObjectRef.Pronoun || ref instanceof ObjectRef.Self
        || ref instanceof ObjectRef.SelfAnd || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These
        || ref instanceof ObjectRef.OneOfThem)) {
      printing.named.add(ref);
    }
    return out;
  }

  private String objText(ObjectRef ref, Role role) {
    if (ref instanceof ObjectRef.Self) {
      return role == Role.SUBJECT ? "je" : "moi";
    }
    if (ref instanceof ObjectRef.SelfAnd) {
      return "nous";
    }
    if (ref instanceof ObjectRef.Pronoun p) {
      if (p.theTarget()) {
        return "la cible";
      }
      if (p.restated().isPresent()) {
        NounGroup g = p.restated().get();
        boolean fem = FrenchPrinterVerbs.gender(g) == FrenchPrinterVerbs.Gender.FEMININE;
        return (g.plural() ? "ces " : fem ? "cette " : firstNounStartsWithVowel(g) ? "cet " : "ce ") + nounGroup(g);
      }
      boolean fem = printing.verbs.antecedentGender(p) == FrenchPrinterVerbs.Gender.FEMININE;
      if (role == Role.SUBJECT) {
        return p.plural() ? (fem ? "elles" : "ils") : (fem ? "elle" : "il");
      }
      return p.plural() ? "eux" : (fem ? "elle" : "lui");
    }
    if (ref instanceof ObjectRef.Phrase ph) {
      return phrase(ph, role);
    }
    if (ref instanceof ObjectRef.Possessed p) {
      if (p.owner() instanceof Possessor.OfPlayer op && op.player().kind() == PlayerRef.Kind.YOUR_OPPONENT) {
        // "l'Expédition adverse": your opponent's Expedition.
        FrenchPrinterVerbs.Gender g = FrenchPrinterVerbs.gender(p.nouns());
        return (p.nouns().plural() ? "les " : g == FrenchPrinterVerbs.Gender.FEMININE ? "la " : "le ")
            + nounGroup(p.nouns())
            + " adverse" + (p.nouns().plural() ? "s" : "") + postAdjectives(p.adjectives(), g, p.nouns().plural())
            + filters(p.filters(), g, p.nouns().plural());
      }
      FrenchPrinterVerbs.Gender g = FrenchPrinterVerbs.gender(p.nouns());
      String owner = possessor(p.owner(), p.nouns().plural(), g == FrenchPrinterVerbs.Gender.FEMININE);
      return owner + " " + preAdjectives(p.adjectives(), p.nouns().plural()) + nounGroup(p.nouns())
          + postAdjectives(p.adjectives(), g, p.nouns().plural()) + filters(p.filters(), g, p.nouns().plural());
    }
    if (ref instanceof ObjectRef.OfPossessed o) {
      FrenchPrinterVerbs.Gender g = FrenchPrinterVerbs.gender(o.nouns());
      boolean fem = g == FrenchPrinterVerbs.Gender.FEMININE;
      String which = switch (o.which()) {
        case COUNT -> fem ? "une" : "un";
        case EACH -> fem ? "chacune" : "chacun";
        default -> fem ? "toutes" : "tous";
      };
      return which + " de " + possessor(o.owner(), true, fem) + " " + preAdjectives(o.adjectives(), true)
          + nounGroup(o.nouns()) + postAdjectives(o.adjectives(), g, true) + filters(o.filters(), g, false);
    }
    if (ref instanceof ObjectRef.TopOf t) {
      boolean one = t.count().isEmpty() || isOne(t.count().get());
      return one ? "la première carte " + FrenchPrinterWords.de(zone(t.zone()))
          : "les " + printing.words.quantity(t.count().get(), true) + " premières cartes "
              + FrenchPrinterWords.de(zone(t.zone()));
    }
    if (ref instanceof ObjectRef.ZoneContents z) {
      PlayerRef owner = z.zone().owner().orElse(PlayerRef.you());
      return possessivePlayer(owner, false, z.zone().kind() == ZoneKind.HAND) + " " + zoneName(z.zone().kind());
    }
    if (ref instanceof ObjectRef.Rest) {
      return "les autres cartes";
    }
    if (ref instanceof ObjectRef.These) {
      return "ces cartes";
    }
    if (ref instanceof ObjectRef.OneOfThem) {
      return "une";
    }
    if (ref instanceof ObjectRef.Targets t) {
      String n = printing.words.quantity(t.quantifier().count().get(), true);
      return (t.quantifier().kind() == Quantifier.Kind.UP_TO ? "jusqu'à " : "") + n + " cibles, "
          + nounGroup(t.nouns());
    }
    ObjectRef.Several s = (ObjectRef.Several) ref;
    List<String> items = new ArrayList<>();
    for (ObjectRef item : s.items()) {
      items.add(obj(item, false, role));
    }
    String last = items.remove(items.size() - 1);
    return (items.isEmpty() ? "" : String.join(", ", items)) + (s.any() ? " ou " : " et ") + last;
  }

  private String phrase(ObjectRef.Phrase ph, Role role) {
    Quantifier q = ph.quantifier();
    FrenchPrinterVerbs.Gender g = FrenchPrinterVerbs.gender(ph.nouns());
    boolean fem = g == FrenchPrinterVerbs.Gender.FEMININE;
    boolean plural = ph.nouns().plural();
    StringBuilder out = new StringBuilder();
    boolean other = ph.adjectives().stream().anyMatch(a -> a instanceof Adjective.Other);
    boolean otherDone = false;
    switch (q.kind()) {
      case BARE -> {
        if (plural && role != Role.COUNTED && role != Role.BARE_SINGULAR) {
          out.append("les ");
        }
      }
      case COUNT -> {
        boolean one = q.count().isPresent() && isOne(q.count().get());
        if (one) {
          out.append(fem ? "une " : "un ");
          if (other) {
            out.append("autre ");
            otherDone = true;
          }
        } else {
          out.append(printing.words.quantity(q.count().get(), true, fem)).append(" ");
        }
      }
      case UP_TO -> out.append("jusqu'à ").append(printing.words.quantity(q.count().get(), true, fem)).append(" ");
      case ANY_NUMBER -> out.append("n'importe quel nombre de ");
      case ANY -> out.append("les ");
      case ALL, EACH -> out.append(fem ? "toutes les " : "tous les ");
      case YET_ANOTHER -> out.append(fem ? "encore une " : "encore un ");
      case THE -> out.append(plural ? "les " : fem ? "la " : "le ");
      case NEXT -> out.append(fem ? "la prochaine " : "le prochain ");
      case ORDINAL -> out.append(fem ? "la " : "le ").append(FrenchPrinterWords.ordinal(q.count().get(),
          fem)).append(" ");
      case ONE_OR_MORE -> out.append(fem ? "une ou plusieurs " : "un ou plusieurs ");
    }
    if (other && !otherDone) {
      out.append(plural ? "autres " : "autre ");
    }
    out.append(tokenAdjective(ph.adjectives()));
    boolean oneEach = q.kind() == Quantifier.Kind.COUNT && q.count().isPresent() && isOne(q.count().get())
        && !other && ph.nouns().nouns().size() > 1 && ph.adjectives().isEmpty();
    if (oneEach) {
      // "une Plante ou un Permanent": each noun with its own article.
      List<String> nouns = new ArrayList<>();
      for (Noun n : ph.nouns().nouns()) {
        nouns.add((nouns.isEmpty() ? "" : FrenchPrinterVerbs.feminine(n) ? "une " : "un ") + noun(n, false));
      }
      out.setLength(0);
      out.append(FrenchPrinterVerbs.feminine(ph.nouns().nouns().get(0)) ? "une " : "un ").append(String.join(" ou ",
          nouns));
    } else {
      out.append(nounGroup(ph.nouns()));
    }
    out.append(postAdjectives(ph.adjectives(), g, plural));
    if (q.target()) {
      out.append(" ciblé").append(fem ? "e" : "").append(plural ? "s" : "");
    }
    out.append(filters(ph.filters(), g, plural));
    return out.toString();
  }

  private static String tokenAdjective(List<Adjective> adjectives) {
    return adjectives.stream().anyMatch(a -> a instanceof Adjective.Token) ? "jeton " : "";
  }

  /** "autre" before the noun (phrases other than quantified ones). */
  private static String preAdjectives(List<Adjective> adjectives, boolean plural) {
    StringBuilder out = new StringBuilder();
    if (adjectives.stream().anyMatch(a -> a instanceof Adjective.Other)) {
      out.append(plural ? "autres " : "autre ");
    }
    out.append(tokenAdjective(adjectives));
    return out.toString();
  }

  /** Adjectives after the noun: statuses, "épuisé", "non-jeton", "Héros", "[Défenseurs]". */
  private static String postAdjectives(List<Adjective> adjectives, FrenchPrinterVerbs.Gender g, boolean plural) {
    StringBuilder out = new StringBuilder();
    boolean fem = g == FrenchPrinterVerbs.Gender.FEMININE;
    for (Adjective a : adjectives) {
      if (a instanceof Adjective.WithStatus w) {
        if (w.anyOf().size() == 1 && w.anyOf().get(0) == Status.EXHAUSTED) {
          out.append(" épuisé").append(fem ? "e" : "").append(plural ? "s" : "");
        } else {
          out.append(" ").append(FrenchPrinterWords.statusList(w.anyOf(), fem, plural));
        }
      } else if (a instanceof Adjective.Ready) {
        out.append(" redressé").append(fem ? "e" : "").append(plural ? "s" : "");
      } else if (a instanceof Adjective.Non n) {
        out.append(" non-").append(n.noun() instanceof Noun.Subtype st ? FrenchLexicon.subtypeName(st.id(), false)
            : "jeton");
      } else if (a instanceof Adjective.ExpeditionKind k) {
        out.append(k.companion() ? " Compagnon" : " Héros");
      } else if (a instanceof Adjective.WithKeyword k) {
        out.append(" [").append(FrenchPrinterWords.keywordName(k.keyword(), plural)).append("]");
      }
    }
    return out.toString();
  }

  private static String nounGroup(NounGroup g) {
    List<String> nouns = new ArrayList<>();
    for (Noun n : g.nouns()) {
      nouns.add(noun(n, g.plural()));
    }
    return String.join(" ou ", nouns);
  }

  private static boolean firstNounStartsWithVowel(NounGroup g) {
    String first = nounGroup(g);
    return !first.isEmpty() && "aeiouéèêàâîôûAEIOUÉÈÊÀÂÎÔÛ".indexOf(first.charAt(0)) >= 0;
  }

  private static String noun(Noun n, boolean plural) {
    if (n instanceof Noun.Subtype st) {
      if (st.id().equals("COMPANION")) {
        return "Compagnon" + (plural ? "s" : "");
      }
      return FrenchLexicon.subtypeName(st.id(), plural);
    }
    if (n instanceof Noun.Player p) {
      return (p.opponent() ? "adversaire" : "joueur") + (plural ? "s" : "");
    }
    return switch (((Noun.Type) n).type()) {
      case CHARACTER -> plural ? "Personnages" : "Personnage";
      case PERMANENT -> plural ? "Permanents" : "Permanent";
      case EXPEDITION_PERMANENT -> plural ? "Permanents d'Expédition" : "Permanent d'Expédition";
      case LANDMARK_PERMANENT -> plural ? "Permanents de Repère" : "Permanent de Repère";
      case SPELL -> plural ? "Sorts" : "Sort";
      case CARD -> plural ? "cartes" : "carte";
      case TOKEN -> plural ? "jetons" : "jeton";
      case LANDMARK -> plural ? "Repères" : "Repère";
      case MANA_ORB -> plural ? "Orbes de Mana" : "Orbe de Mana";
      case EXPEDITION -> plural ? "Expéditions" : "Expédition";
      case HERO -> "Héros";
      case REGION -> plural ? "régions" : "région";
    };
  }

  private String filters(List<Filter> filters) {
    return filters(filters, FrenchPrinterVerbs.Gender.MASCULINE, false);
  }

  /** The filters after a noun, agreeing with it ("contrôlés par", "jouées depuis"). */
  private String filters(List<Filter> filters, FrenchPrinterVerbs.Gender g, boolean plural) {
    StringBuilder out = new StringBuilder();
    for (Filter f : filters) {
      out.append(" ").append(filter(f, g, plural));
    }
    return out.toString();
  }

  private String filter(Filter f, FrenchPrinterVerbs.Gender g, boolean plural) {
    String agree = (g == FrenchPrinterVerbs.Gender.FEMININE ? "e" : "") + (plural ? "s" : "");
    if (f instanceof Filter.ControlledBy c) {
      return switch (c.player().kind()) {
        case TARGET_PLAYER, EACH_PLAYER -> "contrôlé" + agree + " par " + player(c.player());
        default -> "que " + player(c.player()) + " " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.CONTROL,
            FrenchPrinterVerbs.playerPersonOrYou(c.player()));
      };
    }
    if (f instanceof Filter.PlayedBy p) {
      if (p.from().isEmpty() && p.in().isEmpty() && p.during().isEmpty()
          && p.player().kind() == PlayerRef.Kind.OPPONENTS) {
        return "joué" + agree + " par " + player(p.player());
      }
      return "que " + player(p.player()) + " " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.PLAY,
          FrenchPrinterVerbs.playerPersonOrYou(p.player()))
          + p.from().map(z -> " depuis " + zone(z)).orElse("") + p.in().map(t -> " en "
              + FrenchPrinterWords.terrain(t)).orElse("")
          + p.during().map(d -> " " + FrenchPrinterWords.duration(d)).orElse("");
    }
    if (f instanceof Filter.PlayedFrom p) {
      return "joué" + agree + " depuis " + zone(p.zone());
    }
    if (f instanceof Filter.In in) {
      List<String> places = new ArrayList<>();
      for (Place p : in.places()) {
        places.add(place(p, true));
      }
      return String.join(in.all() ? " et " : " ou ", places);
    }
    if (f instanceof Filter.From from) {
      return "de " + place(from.place(), false);
    }
    if (f instanceof Filter.StatIs s) {
      if (s.stat() == Stat.BASE_STATISTIC && s.comparison() == Comparison.EQUAL && s.value() instanceof Value.Number n
          && !n.mana()) {
        return "avec une statistique de base " + printing.words.quantity(n.quantity(), false);
      }
      return "de " + FrenchPrinterEvents.statName(s.stat()) + " " + printing.events.comparison(s.comparison(),
          s.value(), false);
    }
    if (f instanceof Filter.NoStatOver n) {
      return "dont aucune statistique n'est supérieure à " + n.value();
    }
    if (f instanceof Filter.Total t) {
      String more = t.comparison() == Comparison.AT_LEAST ? " ou plus" : " ou moins";
      if (t.stat() == Stat.FOREST || t.stat() == Stat.MOUNTAIN || t.stat() == Stat.WATER) {
        return "avec un total de " + printing.words.quantity(t.value(), false) + " "
            + FrenchPrinterEvents.statName(t.stat()) + more;
      }
      return "avec un " + FrenchPrinterEvents.statName(t.stat()) + " total de " + printing.words.mana(t.value()) + more;
    }
    if (f instanceof Filter.WithCounters) {
      return "avec des compteurs";
    }
    if (f instanceof Filter.WithNo w) {
      return "où il n'y a aucun " + nounGroup(new NounGroup(w.nouns().nouns(), false, w.nouns().span()));
    }
    if (f instanceof Filter.CounterCount cc) {
      return "avec " + printing.words.counterCount(cc.range(), cc.count(), cc.counter());
    }
    if (f instanceof Filter.OwnedBy o) {
      return "que " + player(o.player()) + " " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.OWN,
          FrenchPrinterVerbs.playerPersonOrYou(o.player()));
    }
    if (f instanceof Filter.Between b) {
      if (b.objects() instanceof ObjectRef.Possessed p && p.adjectives().isEmpty() && p.filters().isEmpty()
          && p.nouns().nouns().size() > 1) {
        List<String> nouns = new ArrayList<>();
        for (Noun n : p.nouns().nouns()) {
          nouns.add(possessor(p.owner(), false, false) + " " + (n instanceof Noun.Type t && t.type() == ObjectType.HERO
              ? "Héros" : noun(n, false)));
        }
        return "entre " + String.join(" et ", nouns);
      }
      return "entre " + obj(b.objects(), false, Role.OBJECT);
    }
    if (f instanceof Filter.Facing fa) {
      ObjectRef o = fa.object();
      return "qui " + (o instanceof ObjectRef.Self ? "me" : "lui") + " " + (FrenchPrinterVerbs.plural(o) ? "font"
          : "fait") + " face";
    }
    if (f instanceof Filter.InPosition p) {
      List<String> positions = new ArrayList<>();
      for (Position pos : p.anyOf()) {
        positions.add(position(pos));
      }
      return "qui est " + String.join(" ou ", positions);
    }
    if (f instanceof Filter.EachPhase e) {
      return "chaque " + FrenchPrinterWords.phaseName(e.phase());
    }
    if (!(f instanceof Filter.Either e)) {
      throw new IllegalArgumentException("no French wording yet for filter " + f.getClass().getSimpleName());
    }
    List<String> parts = new ArrayList<>();
    for (Filter inner : e.filters()) {
      parts.add(filter(inner, g, plural));
    }
    return String.join(e.all() ? " et " : " ou ", parts);
  }

  static String position(Position p) {
    return switch (p) {
      case AHEAD -> "en avance";
      case BEHIND -> "en retard";
      case TIED -> "à égalité";
    };
  }

  /** A place with its preposition ("en jeu", "en Réserve", "dans votre Réserve", "en {V}") or without. */
  String place(Place p, boolean withPreposition) {
    if (p instanceof Place.InPlay) {
      return withPreposition ? "en jeu" : "le jeu";
    }
    if (p instanceof Place.InZone z) {
      return withPreposition ? zoneIn(z.zone()) : zone(z.zone());
    }
    if (p instanceof Place.InTerrain t) {
      return (withPreposition ? "en " : "") + FrenchPrinterWords.terrain(t.terrain());
    }
    if (p instanceof Place.Anywhere) {
      return "n'importe où";
    }
    return (withPreposition ? "dans " : "") + obj(((Place.InObject) p).object(), false, Role.OBJECT);
  }

  /** A place after "ou" in a list of places joined: "vos Expéditions ou Repères". */
  String placeBare(Place p) {
    if (p instanceof Place.InZone z && z.zone().owner().isEmpty()) {
      return zoneName(z.zone().kind());
    }
    return place(p, false);
  }

  /** A zone with "en" or "dans": "en Réserve", "dans votre main", "dans la défausse". */
  String zoneIn(Zone z) {
    if (isPlainReserve(z)) {
      return "en Réserve";
    }
    return "dans " + zone(z);
  }

  static boolean isPlainReserve(Zone z) {
    return z.kind() == ZoneKind.RESERVE && z.owner().isEmpty();
  }

  String zone(Zone z) {
    if (z.owner().isPresent()) {
      PlayerRef owner = z.owner().get();
      if (owner.kind() == PlayerRef.Kind.YOU || owner.kind() == PlayerRef.Kind.THEY) {
        return possessivePlayer(owner, false, z.kind() == ZoneKind.HAND || z.kind() == ZoneKind.DISCARD_PILE
            || z.kind() == ZoneKind.RESERVE || isFeminineZone(z.kind())) + " " + zoneName(z.kind());
      }
      return article(z.kind()) + zoneName(z.kind()) + " de " + player(owner);
    }
    return switch (z.kind()) {
      case RESERVE -> "la Réserve";
      case PLAY -> "le jeu";
      case ANYWHERE -> "n'importe où";
      default -> article(z.kind()) + zoneName(z.kind());
    };
  }

  /** A zone without article: "Réserve" in "(comme s'il avait été joué depuis la Réserve)". */
  String zoneBare(Zone z) {
    return z.owner().isEmpty() ? article(z.kind()) + zoneName(z.kind()) : zone(z);
  }

  private static boolean isFeminineZone(ZoneKind kind) {
    return kind == ZoneKind.HAND || kind == ZoneKind.RESERVE || kind == ZoneKind.DISCARD_PILE
        || kind == ZoneKind.MANA_ZONE || kind == ZoneKind.EXPEDITION_ZONE || kind == ZoneKind.LANDMARK_ZONE
        || kind == ZoneKind.HERO_ZONE;
  }

  private static String article(ZoneKind kind) {
    return kind == ZoneKind.DECK ? "le " : kind == ZoneKind.LANDMARK_ZONE || kind == ZoneKind.PLAY ? "" : "la ";
  }

  private static String zoneName(ZoneKind kind) {
    return switch (kind) {
      case RESERVE -> "Réserve";
      case HAND -> "main";
      case DECK -> "deck";
      case DISCARD_PILE -> "défausse";
      case MANA_ZONE -> "zone de Mana";
      case EXPEDITION_ZONE -> "zone d'Expédition";
      case LANDMARK_ZONE -> "zone de Repères";
      case HERO_ZONE -> "zone de Héros";
      case PLAY -> "jeu";
      case ANYWHERE -> "n'importe où";
    };
  }

  /** "mon"/"ma"/"mes", "son"/"sa"/"ses", "leur"/"leurs", "votre"/"vos". */
  String possessor(Possessor p, boolean plural, boolean feminine) {
    if (p instanceof Possessor.OfObject o) {
      if (o.object() instanceof ObjectRef.Self) {
        return plural ? "mes" : feminine ? "ma" : "mon";
      }
      if (o.object() instanceof ObjectRef.Pronoun pr && pr.plural()) {
        return plural ? "leurs" : "leur";
      }
      return plural ? "ses" : feminine ? "sa" : "son";
    }
    PlayerRef player = ((Possessor.OfPlayer) p).player();
    if (player.kind() == PlayerRef.Kind.THEY) {
      return plural ? "leurs" : "leur";
    }
    return possessivePlayer(player, plural, feminine);
  }

  /** A player's possessive before a zone or a turn: "votre Réserve", "sa main" (the player's: "their hand"). */
  String possessivePlayer(PlayerRef p, boolean plural, boolean feminine) {
    return switch (p.kind()) {
      case YOU -> plural ? "vos" : "votre";
      case THEY -> plural ? "ses" : feminine ? "sa" : "son";
      default -> throw new IllegalArgumentException("no French possessive for " + p.kind());
    };
  }

  String player(PlayerRef p) {
    return switch (p.kind()) {
      case YOU -> "vous";
      case AN_OPPONENT -> "un adversaire";
      case TARGET_OPPONENT -> "un adversaire ciblé";
      case THAT_OPPONENT -> "cet adversaire";
      case YOUR_OPPONENT -> "votre adversaire";
      case OPPONENTS -> "vos adversaires";
      case EACH_PLAYER -> "chaque joueur";
      case EACH_PLAYER_STARTING_WITH_YOU -> "en commençant par vous, chaque joueur";
      case TARGET_PLAYER -> "un joueur ciblé";
      case THEY -> "il";
      case OWNER -> ownerOf(p.of().orElseThrow()) + " propriétaire";
      case CONTROLLER -> ownerOf(p.of().orElseThrow()) + " contrôleur";
    };
  }

  private static String ownerOf(ObjectRef of) {
    return of instanceof ObjectRef.Self ? "mon" : of instanceof ObjectRef.Pronoun pr && pr.plural() ? "leur" : "son";
  }
}
