package dev.altered.text.fr;

import static dev.altered.ast.PrintedShape.isOne;

import dev.altered.ast.Condition;
import dev.altered.ast.Event;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Step;
import dev.altered.ast.Value;
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.ObjectAction;
import dev.altered.ast.Vocabulary.Position;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import java.util.ArrayList;
import java.util.List;

/** The French printer's events and conditions: "Lorsque ...", "si ...", counts (see {@link FrenchPrinter}). */
final class FrenchPrinterEvents {
  private final FrenchPrinting printing;

  FrenchPrinterEvents(FrenchPrinting printing) {
    this.printing = printing;
  }



  String event(Event e, boolean would) {
    if (e instanceof Event.AnyOf any) {
      List<String> parts = new ArrayList<>();
      PlayerRef player = playerOf(any.events().get(0));
      for (Event inner : any.events()) {
        parts.add(playerEventVerb(inner, would ? FrenchPrinterVerbs.Person.INFINITIVE
            : FrenchPrinterVerbs.playerPerson(player)));
      }
      return printing.objects.player(player) + (would ? " " + wouldVerb(FrenchPrinterVerbs.playerPerson(player)) + " "
          : " ") + String.join(" ou ", parts);
    }
    PlayerRef player = playerOf(e);
    if (player != null) {
      FrenchPrinterVerbs.Person person = player.kind() == PlayerRef.Kind.YOU ? FrenchPrinterVerbs.Person.YOU
          : FrenchPrinterVerbs.playerPerson(player);
      return printing.objects.player(player) + (would ? " " + wouldVerb(person) + " " + playerEventVerb(e,
          FrenchPrinterVerbs.Person.INFINITIVE) : " " + playerEventVerb(e, person));
    }
    ObjectRef subjectRef = objectOf(e);
    String subject = printing.objects.subjectText(subjectRef);
    FrenchPrinterVerbs.Person person = FrenchPrinterVerbs.person(subjectRef);
    if (would) {
      return subject + " " + wouldVerb(person) + " " + objectEventVerb(e, FrenchPrinterVerbs.Person.INFINITIVE,
          subjectRef);
    }
    return subject + " " + objectEventVerb(e, person, subjectRef);
  }

  private static String wouldVerb(FrenchPrinterVerbs.Person person) {
    return switch (person) {
      case FIRST -> "devais";
      case YOU, IMPERATIVE -> "deviez";
      case THIRD_PLURAL -> "devaient";
      default -> "devait";
    };
  }

  private static PlayerRef playerOf(Event e) {
    if (e instanceof Event.Plays p) return p.player();
    if (e instanceof Event.Exhausts p) return p.player();
    if (e instanceof Event.Sacrifices p) return p.player();
    if (e instanceof Event.Creates p) return p.player();
    if (e instanceof Event.Draws p) return p.player();
    if (e instanceof Event.Rolls p) return p.player();
    if (e instanceof Event.RollsResult p) return p.player();
    if (e instanceof Event.Reveals p) return p.player();
    if (e instanceof Event.DoesKeyword p) return p.player();
    return null;
  }

  private static ObjectRef objectOf(Event e) {
    if (e instanceof Event.Gains g) return g.subject();
    if (e instanceof Event.GoesTo g) return g.subject();
    if (e instanceof Event.Leaves g) return g.subject();
    if (e instanceof Event.Joins g) return g.subject();
    if (e instanceof Event.Moves g) return g.subject();
    if (e instanceof Event.ObjectKeyword g) return g.subject();
    if (e instanceof Event.FailsToMoveForward g) return g.subject();
    return ((Event.Undergoes) e).subject();
  }

  private String playerEventVerb(Event e, FrenchPrinterVerbs.Person person) {
    if (e instanceof Event.Plays p) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.PLAY, person) + " " + printing.objects.obj(p.objects(), true,
          FrenchPrinterObjects.Role.OBJECT) + p.from().map(z -> " depuis " + printing.objects.zone(z)).orElse("");
    }
    if (e instanceof Event.Exhausts x) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.EXHAUST, person) + " " + printing.objects.obj(x.objects(),
          true, FrenchPrinterObjects.Role.OBJECT);
    }
    if (e instanceof Event.Sacrifices x) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.SACRIFICE, person) + " " + printing.objects.obj(x.objects(),
          true, FrenchPrinterObjects.Role.OBJECT);
    }
    if (e instanceof Event.Creates x) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.CREATE, person) + " " + printing.objects.obj(x.objects(), true,
          FrenchPrinterObjects.Role.OBJECT);
    }
    if (e instanceof Event.Draws d) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.DRAW, person) + (d.orMore() ? " au moins " : " ")
          + printing.words.countNoun(d.count(), true) + (isOne(d.count()) ? " carte" : " cartes");
    }
    if (e instanceof Event.Rolls r) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.ROLL, person) + (r.orMore() ? " au moins " : " ")
          + (isOne(r.dice()) ? "un dé" : printing.words.quantity(r.dice(), true) + " dés");
    }
    if (e instanceof Event.RollsResult r) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.ROLL, person) + " un "
          + FrenchPrinterEffects.dieRange(r.range()) + (r.thisWay() ? " de cette façon" : "");
    }
    if (e instanceof Event.Reveals r) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.REVEAL, person) + " " + printing.objects.obj(r.objects(), true,
          FrenchPrinterObjects.Role.OBJECT) + " de cette façon";
    }
    Event.DoesKeyword k = (Event.DoesKeyword) e;
    return FrenchPrinterWords.keywordAction(k.action(), person);
  }

  private String objectEventVerb(Event e, FrenchPrinterVerbs.Person person, ObjectRef subject) {
    if (e instanceof Event.Gains g) {
      if (g.what() instanceof Step.Gainable.Counters c && g.orMore()) {
        return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.GAIN, person) + " au moins "
            + printing.words.quantity(c.count(), false) + " "
            + FrenchPrinterWords.counterNoun(c.counter(), !isOne(c.count()));
      }
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.GAIN, person) + " "
          + printing.steps.gainItems(List.of(g.what()), subject);
    }
    if (e instanceof Event.GoesTo g) {
      String v = FrenchPrinterVerbs.verb(FrenchPrinterVerbs.GO, person) + " " + printing.objects.zoneIn(g.to());
      if (g.from().isEmpty()) {
        return v;
      }
      if (g.from().size() == 1 && g.from().get(0).kind() == ZoneKind.ANYWHERE) {
        return v + " depuis n'importe où";
      }
      List<String> names = new ArrayList<>();
      for (Zone z : g.from()) {
        names.add(printing.objects.zone(z));
      }
      return v + " depuis " + String.join(" ou ", names);
    }
    if (e instanceof Event.Leaves l) {
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.LEAVE, person) + " " + printing.objects.place(l.place(), false)
          + l.during().map(p -> " pendant " + FrenchPrinterWords.phaseWithArticle(p)).orElse("");
    }
    if (e instanceof Event.Joins j) {
      List<String> places = new ArrayList<>();
      for (Place p : j.anyOf()) {
        places.add(places.isEmpty() ? printing.objects.place(p, false) : printing.objects.placeBare(p));
      }
      return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.JOIN, person) + " " + String.join(" ou ", places);
    }
    if (e instanceof Event.Moves m) {
      if (m.dueToAscend()) {
        throw new IllegalArgumentException("no French wording yet for 'moves forward due to Ascend' (4.2.4.k)");
      }
      return FrenchPrinterVerbs.verb(m.direction() == Direction.FORWARD ? FrenchPrinterVerbs.ADVANCE
          : FrenchPrinterVerbs.RETREAT, person)
          + m.dueTo().map(t -> " grâce à " + FrenchPrinterWords.terrain(t)).orElse("")
          + m.during().map(p -> " pendant " + FrenchPrinterWords.phaseWithArticle(p)).orElse("");
    }
    if (e instanceof Event.FailsToMoveForward f) {
      return "n'" + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.ADVANCE, person) + " pas"
          + f.during().map(p -> " pendant " + FrenchPrinterWords.phaseWithArticle(p)) .orElse("");
    }
    if (e instanceof Event.ObjectKeyword k) {
      String kw = FrenchPrinterWords.keywordAction(k.action(), person);
      if (k.attempt()) {
        kw = FrenchPrinterVerbs.verb(FrenchPrinterVerbs.ATTEMPT, person) + " de "
            + FrenchPrinterWords.keywordAction(k.action(), FrenchPrinterVerbs.Person.INFINITIVE);
      }
      return kw + (k.again() ? " à nouveau" : "");
    }
    Event.Undergoes u = (Event.Undergoes) e;
    boolean fem = printing.verbs.gender(subject) == FrenchPrinterVerbs.Gender.FEMININE;
    boolean pl = FrenchPrinterVerbs.plural(subject);
    return FrenchPrinterVerbs.verb(FrenchPrinterVerbs.BE, person) + " " + objectAction(u.action(), fem, pl)
        + u.from().map(z -> " depuis " + printing.objects.zone(z)).orElse("")
        + u.to().map(z -> " " + printing.objects.zoneIn(z)).orElse("")
        + u.by().map(b -> " par " + printing.objects.obj(b, true, FrenchPrinterObjects.Role.OBJECT)).orElse("");
  }

  static String objectAction(ObjectAction a, boolean feminine, boolean plural) {
    String base = switch (a) {
      case SACRIFICED -> "sacrifié";
      case PLAYED -> "joué";
      case SENT -> "envoyé";
      case RETURNED -> "renvoyé";
      case PUT -> "mis";
      case DISCARDED -> "défaussé";
      case EXHAUSTED -> "épuisé";
      case READIED -> "redressé";
      case TARGETED -> "ciblé";
      case REVEALED -> "révélé";
      case DRAWN -> "pioché";
      case CREATED -> "créé";
      case AUGMENTED -> throw new IllegalArgumentException("no French wording yet for 'augmented' (7.3.4)");
    };
    if (a == ObjectAction.PUT) {
      return feminine ? (plural ? "mises" : "mise") : "mis";
    }
    return base + (feminine ? "e" : "") + (plural ? "s" : "");
  }

  String condition(Condition c) {
    if (c instanceof Condition.Several s) {
      List<String> parts = new ArrayList<>();
      for (Condition inner : s.conditions()) {
        parts.add(condition(inner));
      }
      String last = parts.remove(parts.size() - 1);
      return String.join(", ", parts) + (s.all() ? " et " : " ou ") + last;
    }
    if (c instanceof Condition.Did d) {
      return switch (d.outcome()) {
        case DID -> "vous le faites";
        case DID_NOT -> "vous ne le faites pas";
        case COULD_NOT -> "vous ne pouvez pas le faire";
      };
    }
    if (c instanceof Condition.HasStatus h) {
      boolean fem = printing.verbs.gender(h.subject()) == FrenchPrinterVerbs.Gender.FEMININE;
      boolean pl = FrenchPrinterVerbs.plural(h.subject());
      return beSubject(h.subject(), h.past(), h.negated()) + FrenchPrinterWords.statusList(h.anyOf(), fem, pl);
    }
    if (c instanceof Condition.IsIn i) {
      return beSubject(i.subject(), i.past(), i.negated()) + printing.objects.place(i.place(), true);
    }
    if (c instanceof Condition.InTerrainWithBaseStat t) {
      return beSubject(t.subject(), false, false) + "dans un terrain où sa statistique de base est " + t.value();
    }
    if (c instanceof Condition.IsA i) {
      if (i.subject() instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.plural()) {
        return "c'est " + printing.objects.obj(i.description(), false, FrenchPrinterObjects.Role.OBJECT);
      }
      return beSubject(i.subject(), false, false) + printing.objects.obj(i.description(), false,
          FrenchPrinterObjects.Role.OBJECT);
    }
    if (c instanceof Condition.InPosition p) {
      List<String> positions = new ArrayList<>();
      for (Position pos : p.anyOf()) {
        positions.add(FrenchPrinterObjects.position(pos));
      }
      return beSubject(p.subject(), false, false) + String.join(" ou ", positions);
    }
    if (c instanceof Condition.ZoneEmpty z) {
      return printing.objects.zone(z.zone()) + " est vide";
    }
    if (c instanceof Condition.Controls k) {
      return printing.objects.player(k.player()) + " " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.CONTROL,
          FrenchPrinterVerbs.playerPersonOrYou(k.player())) + " " + counts(k.counts());
    }
    if (c instanceof Condition.Has h) {
      StringBuilder out = new StringBuilder(printing.objects.player(h.player())).append(" ")
          .append(FrenchPrinterVerbs.verb(FrenchPrinterVerbs.HAVE,
              FrenchPrinterVerbs.playerPersonOrYou(h.player()))).append(" ").append(counts(h.counts()));
      h.in().ifPresent(z -> out.append(" ").append(printing.objects.zoneIn(z)));
      h.than().ifPresent(p -> out.append(" que ").append(printing.objects.player(p)));
      return out.toString();
    }
    if (c instanceof Condition.ThereAre t) {
      if (t.counts().size() == 1 && t.counts().get(0).range() == Condition.Count.Range.EXACTLY) {
        Condition.Count only = t.counts().get(0);
        return "il n'y a que " + printing.words.quantity(only.count().get(), true) + " seul "
            + printing.objects.obj(only.objects(), true, FrenchPrinterObjects.Role.COUNTED);
      }
      if (t.counts().size() == 1 && t.counts().get(0).range() == Condition.Count.Range.NONE) {
        return "il n'y a " + count(t.counts().get(0));
      }
      return "il y a " + counts(t.counts());
    }
    if (c instanceof Condition.BaseStatistics b) {
      String count = "au moins " + printing.words.quantity(b.count().count().get(), true) + " statistiques de base "
          + b.value() + " parmi " + printing.objects.obj(b.among(), true, FrenchPrinterObjects.Role.OBJECT);
      return b.thereAre() ? "il y a " + count : "vous avez " + count;
    }
    if (c instanceof Condition.HasCounters h) {
      return printing.objects.subjectText(h.subject()) + " " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.HAVE,
          FrenchPrinterVerbs.person(h.subject())) + " "
          + printing.words.counterCount(h.range(), h.count(), h.counter());
    }
    if (c instanceof Condition.Compare k) {
      String be = k.past() ? "était" : "est";
      return valueSubject(k.left()) + " " + be + " " + comparison(k.comparison(), k.right(),
          k.left() instanceof Value.Result r && !r.x());
    }
    if (c instanceof Condition.FirstPlayer f) {
      FrenchPrinterVerbs.Person person = FrenchPrinterVerbs.playerPersonOrYou(f.player());
      String be = FrenchPrinterVerbs.verb(FrenchPrinterVerbs.BE, person);
      return printing.objects.player(f.player()) + (f.negated() ? " n'" + be + " pas" : " " + be)
          + " le premier joueur";
    }
    if (c instanceof Condition.DidThisWay d) {
      String verb = switch (d.verb()) {
        case DISCARDED -> "avez défaussé";
        case PUT -> "mettez";
        case PLAYED -> "avez joué";
        case SACRIFICED -> "avez sacrifié";
        case EXHAUSTED -> "avez épuisé";
        case REVEALED -> "avez révélé";
        case DREW -> "avez pioché";
      };
      return printing.objects.player(d.player()) + " " + verb + " " + printing.objects.obj(d.objects(), true,
          FrenchPrinterObjects.Role.OBJECT) + " de cette façon";
    }
    if (c instanceof Condition.During d) {
      return printing.effects.timing(d);
    }
    Condition.PlaysFrom p = (Condition.PlaysFrom) c;
    return printing.objects.player(p.player()) + " " + printing.verbs.clitic(p.object(), false) + " "
        + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.PLAY, FrenchPrinterVerbs.playerPersonOrYou(p.player()))
        + " de " + printing.objects.zone(p.zone());
  }

  /** "je suis ", "il n'était pas ", "mon Expédition est ", "j'étais ". */
  private String beSubject(ObjectRef subject, boolean past, boolean negated) {
    FrenchPrinterVerbs.Person person = FrenchPrinterVerbs.person(subject);
    String be = past ? switch (person) {
      case FIRST -> "étais";
      case THIRD_PLURAL -> "étaient";
      default -> "était";
    } : FrenchPrinterVerbs.verb(FrenchPrinterVerbs.BE, person);
    return printing.objects.subjectText(subject) + (negated ? " ne " + be + " pas " : " " + be + " ");
  }

  private String counts(List<Condition.Count> counts) {
    List<String> out = new ArrayList<>();
    for (Condition.Count c : counts) {
      out.add(count(c));
    }
    if (out.size() == 1) {
      return out.get(0);
    }
    String last = out.remove(out.size() - 1);
    return String.join(", ", out) + " et " + last;
  }

  private String count(Condition.Count c) {
    String n = c.count().map(q -> printing.words.quantity(q, true,
        printing.verbs.gender(c.objects()) == FrenchPrinterVerbs.Gender.FEMININE)).orElse("");
    ObjectRef counted = c.objects();
    boolean singular = c.range() == Condition.Count.Range.NONE || c.count().isPresent() && isOne(c.count().get());
    if (singular && counted instanceof ObjectRef.Phrase ph && ph.nouns().plural()) {
      // English writes "no Characters", "one or more Landmarks"; French "aucun Personnage", "au moins un Repère".
      counted = new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(), new NounGroup(ph.nouns().nouns(), false,
          ph.nouns().span()), ph.filters(), ph.span());
    }
    String objects = printing.objects.obj(counted, true, c.range() == Condition.Count.Range.SOME
        ? FrenchPrinterObjects.Role.OBJECT : FrenchPrinterObjects.Role.COUNTED);
    return switch (c.range()) {
      case SOME -> objects;
      case AT_LEAST -> "au moins " + n + " " + objects;
      case AT_MOST -> n + " " + objects + " ou moins";
      case LESS_THAN -> "moins de " + n + " " + objects;
      case MORE_THAN -> "plus de " + n + " " + objects;
      case EXACTLY -> "qu'" + n + " seul " + objects;
      case NONE -> "aucun " + objects;
      case FEWER -> "moins de " + objects;
      case MORE -> "plus de " + objects;
    };
  }

  private String valueSubject(Value v) {
    if (v instanceof Value.Result r) {
      return r.x() ? "X" : "le résultat";
    }
    return value(v);
  }

  private String value(Value v) {
    if (v instanceof Value.Number n) {
      return n.mana() ? printing.words.mana(n.quantity()) : printing.words.quantity(n.quantity(), false);
    }
    if (v instanceof Value.StatOf s) {
      if (s.object() instanceof ObjectRef.Self) {
        return "mon " + statName(s.stat());
      }
      if (s.object() instanceof ObjectRef.Pronoun p && !p.plural() && p.restated().isEmpty() && !p.theTarget()) {
        if (s.stat() == Stat.RESULT) {
          return "le résultat du dé";
        }
        return "son " + statName(s.stat());
      }
      return "le " + statName(s.stat()) + " " + FrenchPrinterWords.de(printing.objects.obj(s.object(), false,
          FrenchPrinterObjects.Role.OBJECT));
    }
    if (v instanceof Value.CountersOf c) {
      return printing.objects.possessor(c.owner(), false, false) + " nombre de "
          + FrenchPrinterWords.counterNoun(c.counter(), true);
    }
    return ((Value.Result) v).x() ? "X" : "le résultat";
  }

  String comparison(Comparison cmp, Value right, boolean result) {
    if (right instanceof Value.Number n && (cmp == Comparison.AT_LEAST || cmp == Comparison.AT_MOST)) {
      if (result && cmp == Comparison.AT_LEAST && !n.mana()) {
        return printing.words.quantity(n.quantity(), false) + "+";
      }
      return value(right) + (cmp == Comparison.AT_LEAST ? " ou plus" : " ou moins");
    }
    return switch (cmp) {
      case EQUAL -> "égal à ";
      case GREATER -> "supérieur à ";
      case LESS -> "inférieur à ";
      case LESS_OR_EQUAL -> "inférieur ou égal à ";
      case GREATER_OR_EQUAL -> "supérieur ou égal à ";
      default -> throw new IllegalArgumentException("not a relation: " + cmp);
    } + value(right);
  }

  static String statName(Stat s) {
    return switch (s) {
      case HAND_COST -> "Coût de Main";
      case RESERVE_COST -> "Coût de Réserve";
      case BASE_STATISTIC -> "statistique de base";
      case BASE_COST -> "Coût de Base";
      case FOREST -> "{V}";
      case MOUNTAIN -> "{M}";
      case WATER -> "{O}";
      case RESULT -> "résultat";
      case HIGHEST_STATISTIC -> "statistique la plus élevée";
    };
  }
}
