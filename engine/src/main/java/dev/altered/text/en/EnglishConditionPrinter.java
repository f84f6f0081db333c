package dev.altered.text.en;

import static dev.altered.ast.PrintedShape.unmodified;
import static dev.altered.ast.PrintedShape.objectSubject;
import static dev.altered.ast.PrintedShape.sameObject;
import static dev.altered.ast.PrintedShape.plural;
import static dev.altered.ast.PrintedShape.isOne;
import static dev.altered.text.en.EnglishWordPrinter.*;

import dev.altered.ast.Condition;
import dev.altered.ast.Event;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Status;
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
import java.util.Locale;

/**
 * English printing: events (as triggers and as replaced events), conditions, counts and values.
 */
final class EnglishConditionPrinter {
  private final EnglishPrinting run;

  EnglishConditionPrinter(EnglishPrinting run) {
    this.run = run;
  }

  String event(Event e) {
    return eventWith(e, false);
  }

  String wouldEvent(Event e) {
    return eventWith(e, true);
  }

  private String eventWith(Event e, boolean would) {
    if (e instanceof Event.AnyOf any) {
      List<String> parts = new ArrayList<>();
      PlayerRef player = playerOf(any.events().get(0));
      String subject = run.objects.player(player);
      for (Event inner : any.events()) {
        parts.add(playerEventVerb(inner, would ? false : EnglishObjectPrinter.thirdPerson(player)));
      }
      return subject + (would ? " would " : " ") + String.join(" or ", parts);
    }
    PlayerRef player = playerOf(e);
    if (player != null) {
      String subject = run.objects.player(player);
      return subject + (would ? " would " : " ") + playerEventVerb(e, !would && EnglishObjectPrinter.thirdPerson(player));
    }
    ObjectRef subjectRef = objectOf(e);
    if (e instanceof Event.Undergoes u && !would && subjectRef instanceof ObjectRef.Self) {
      return "I'm " + undergoes(u);
    }
    String subject = run.objects.obj(subjectRef, true, true);
    boolean base = would || plural(subjectRef) || subjectRef instanceof ObjectRef.Self;
    return subject + (would ? " would " : " ") + objectEventVerb(e, base, subjectRef, would);
  }

  private static PlayerRef playerOf(Event e) {
    if (e instanceof Event.Plays p) return p.player();
    if (e instanceof Event.Exhausts p) return p.player();
    if (e instanceof Event.Readies p) return p.player();
    if (e instanceof Event.Sacrifices p) return p.player();
    if (e instanceof Event.Discards p) return p.player();
    if (e instanceof Event.Creates p) return p.player();
    if (e instanceof Event.Receives p) return p.player();
    if (e instanceof Event.Draws p) return p.player();
    if (e instanceof Event.Rolls p) return p.player();
    if (e instanceof Event.RollsResult p) return p.player();
    if (e instanceof Event.Reveals p) return p.player();
    if (e instanceof Event.DoesKeyword p) return p.player();
    if (e instanceof Event.Passes p) return p.player();
    if (e instanceof Event.TerrainMarkerPlaced p) return p.player().orElse(null);
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
    if (e instanceof Event.Loses g) return g.subject();
    if (e instanceof Event.Becomes g) return g.subject();
    if (e instanceof Event.SwitchesExpeditions g) return g.subject();
    if (e instanceof Event.Spends g) return g.subject();
    if (e instanceof Event.TerrainMarkerPlaced g) return g.markers();
    return ((Event.Undergoes) e).subject();
  }

  private String playerEventVerb(Event e, boolean third) {
    if (e instanceof Event.Plays p) {
      return verb("play", third) + " " + run.objects.obj(p.objects(), true, false) + p.from().map(z -> " from " + run.objects.zone(z)).orElse("");
    }
    if (e instanceof Event.Exhausts x) {
      return verb("exhaust", third) + " " + run.objects.obj(x.objects(), true, false);
    }
    if (e instanceof Event.Passes x) {
      return verb("pass", third) + (x.first() ? " first" : "");
    }
    if (e instanceof Event.Readies x) {
      return verb("ready", third) + " " + run.objects.obj(x.objects(), true, false);
    }
    if (e instanceof Event.Sacrifices x) {
      return verb("sacrifice", third) + " " + run.objects.obj(x.objects(), true, false);
    }
    if (e instanceof Event.Discards x) {
      return verb("discard", third) + " " + run.objects.obj(x.objects(), true, false);
    }
    if (e instanceof Event.Creates x) {
      return verb("create", third) + " " + run.objects.obj(x.objects(), true, false);
    }
    if (e instanceof Event.Receives x) {
      return verb("receive", third) + " " + run.objects.obj(x.objects(), true, false);
    }
    if (e instanceof Event.Draws d) {
      return verb("draw", third) + " " + run.words.quantity(d.count(), true) + (d.orMore() ? " or more" : "")
          + (isOne(d.count()) && !d.orMore() ? " card" : " cards");
    }
    if (e instanceof Event.Rolls r) {
      return verb("roll", third) + " " + (isOne(r.dice()) && !r.orMore() ? "a die"
          : run.words.quantity(r.dice(), true) + (r.orMore() ? " or more" : "") + " dice");
    }
    if (e instanceof Event.RollsResult r) {
      return verb("roll", third) + " a " + run.sentences.dieRange(r.range()) + (r.thisWay() ? " this way" : "");
    }
    if (e instanceof Event.Reveals r) {
      return verb("reveal", third) + " " + run.objects.obj(r.objects(), true, false) + " this way";
    }
    if (e instanceof Event.TerrainMarkerPlaced m) {
      return verb(m.moved() ? "move" : "place", third) + " " + run.objects.obj(m.markers(), true, false)
          + m.region().map(r -> (m.moved() ? " to " : " on ") + run.objects.obj(r, false, false)).orElse("");
    }
    Event.DoesKeyword k = (Event.DoesKeyword) e;
    return keywordAction(k.action(), third);
  }

  private String objectEventVerb(Event e, boolean base, ObjectRef subject, boolean would) {
    if (e instanceof Event.Gains g) {
      if (g.what() instanceof Step.Gainable.Counters c && g.orMore()) {
        return verb("gain", !base) + " " + run.words.quantity(c.count(), false) + " or more " + counterNoun(c.counter(), true);
      }
      return verb("gain", !base) + " " + run.steps.gainItems(List.of(g.what()));
    }
    if (e instanceof Event.GoesTo g) {
      String v = verb("go", !base);
      if (g.from().size() > 1) {
        List<String> names = new ArrayList<>();
        names.add(run.objects.zone(g.from().get(0)));
        for (int i = 1; i < g.from().size(); i++) {
          names.add(EnglishObjectPrinter.zoneName(g.from().get(i).kind()));
        }
        return v + " from " + String.join(" or ", names) + " to " + run.objects.zone(g.to());
      }
      if (g.from().size() == 1) {
        Zone from = g.from().get(0);
        return v + " to " + run.objects.zone(g.to()) + " from " + (from.kind() == ZoneKind.ANYWHERE ? "anywhere" : run.objects.zone(from));
      }
      return v + " to " + run.objects.zone(g.to());
    }
    if (e instanceof Event.Leaves l) {
      return verb("leave", !base) + " " + run.objects.place(l.place()) + l.during().map(p -> " during the " + phase(p)).orElse("");
    }
    if (e instanceof Event.Joins j) {
      List<String> places = new ArrayList<>();
      for (Place p : j.anyOf()) {
        places.add(run.objects.place(p));
      }
      return verb("join", !base) + " " + String.join(" or ", places);
    }
    if (e instanceof Event.Moves m) {
      return verb("move", !base) + " " + (m.direction() == Direction.FORWARD ? "forward" : "backwards")
          + m.dueTo().map(t -> " due to " + terrain(t)).orElse("") + (m.dueToAscend() ? " due to [Ascend]" : "")
          + m.during().map(p -> " during " + phase(p)).orElse("");
    }
    if (e instanceof Event.FailsToMoveForward f) {
      return verb("fail", !base) + " to move forward" + f.during().map(p -> " during " + phase(p)).orElse("");
    }
    if (e instanceof Event.Loses l) {
      return verb("lose", !base) + " " + run.statements.losable(l.what());
    }
    if (e instanceof Event.Becomes b) {
      return verb("become", !base) + " " + status(b.status());
    }
    if (e instanceof Event.SwitchesExpeditions) {
      return verb("switch", !base) + " Expeditions";
    }
    if (e instanceof Event.Spends sp) {
      return verb("spend", !base) + " " + counterNoun(sp.counter(), true);
    }
    String be = would ? "be" : EnglishObjectPrinter.be(subject);
    if (e instanceof Event.TerrainMarkerPlaced m) {
      return be + (m.moved() ? " moved" : " placed")
          + m.region().map(r -> (m.moved() ? " to " : " on ") + run.objects.obj(r, false, false)).orElse("");
    }

    if (e instanceof Event.ObjectKeyword k) {
      String kw = keywordAction(k.action(), !base);
      if (k.attempt()) {
        kw = (base ? "attempt" : "attempts") + " to " + keywordAction(k.action(), false);
      }
      return kw + (k.again() ? " again" : "");
    }
    return be + " " + undergoes((Event.Undergoes) e);
  }

  /** "played from Reserve", "sent to Reserve", "targeted by a Spell". */
  private String undergoes(Event.Undergoes u) {
    return objectAction(u.action()) + u.from().map(z -> " from " + run.objects.zone(z)).orElse("")
        + u.to().map(z -> (u.action() == ObjectAction.PUT ? " in " : " to ") + run.objects.zone(z)).orElse("")
        + u.by().map(b -> " by " + run.objects.obj(b, true, false)).orElse("");
  }

  static String objectAction(ObjectAction a) {
    return a.name().toLowerCase(Locale.ROOT);
  }

  String condition(Condition c) {
    if (c instanceof Condition.Several s) {
      List<String> parts = new ArrayList<>();
      for (Condition inner : s.conditions()) {
        parts.add(condition(inner));
      }
      String last = parts.remove(parts.size() - 1);
      return String.join(", ", parts) + (s.all() ? " and " : " or ") + last;
    }
    if (c instanceof Condition.Did d) {
      return switch (d.outcome()) {
        case DID -> "you do";
        case DID_NOT -> "you don't";
        case COULD_NOT -> "you can't";
      };
    }
    if (c instanceof Condition.HasStatus h) {
      String subject = beSubject(h.subject(), h.past(), h.negated());
      if (h.anyOf().size() == 1 && h.anyOf().get(0) == Status.EXHAUSTED) {
        return subject + "exhausted";
      }
      List<String> statuses = new ArrayList<>();
      for (Status st : h.anyOf()) {
        statuses.add(status(st));
      }
      return subject + orList(statuses);
    }
    if (c instanceof Condition.IsIn i) {
      return beSubject(i.subject(), i.past(), i.negated()) + "in " + run.objects.place(i.place());
    }
    if (c instanceof Condition.InTerrainWithBaseStat t) {
      return beSubject(t.subject(), false, false) + "in a terrain where its base statistic is " + t.value();
    }
    if (c instanceof Condition.IsA i) {
      return beSubject(i.subject(), false, false) + run.objects.obj(i.description(), false, false);
    }
    if (c instanceof Condition.InPosition p) {
      List<String> positions = new ArrayList<>();
      for (Position pos : p.anyOf()) {
        positions.add(pos.name().toLowerCase(Locale.ROOT));
      }
      return beSubject(p.subject(), false, false) + String.join(" or ", positions);
    }
    if (c instanceof Condition.ZoneEmpty z) {
      return run.objects.zone(z.zone()) + " is empty";
    }
    if (c instanceof Condition.Controls k) {
      return run.objects.player(k.player()) + " " + verb("control", EnglishObjectPrinter.thirdPerson(k.player())) + " " + counts(k.counts());
    }
    if (c instanceof Condition.Has h) {
      StringBuilder out = new StringBuilder(run.objects.player(h.player())).append(" ")
          .append(verb("have", EnglishObjectPrinter.thirdPerson(h.player()))).append(" ").append(counts(h.counts()));
      h.in().ifPresent(z -> out.append(" in ").append(run.objects.zone(z)));
      h.than().ifPresent(p -> out.append(" than ").append(run.objects.player(p)));
      return out.toString();
    }
    if (c instanceof Condition.ThereAre t) {
      boolean single = t.counts().size() == 1 && !plural(t.counts().get(0).objects());
      return "there " + (single ? "is " : "are ") + counts(t.counts());
    }
    if (c instanceof Condition.BaseStatistics b) {
      String count = run.words.quantity(b.count().count().get(), true) + " or more base statistics of " + b.value()
          + " among " + run.objects.obj(b.among(), true, false);
      return b.thereAre() ? "there are " + count : "you have " + count;
    }
    if (c instanceof Condition.HasCounters h) {
      String subject = run.objects.obj(h.subject(), true, true);
      String have = h.subject() instanceof ObjectRef.Self || plural(h.subject()) ? "have" : "has";
      return subject + " " + have + " " + run.words.counterCount(h.range(), h.count(), h.counter());
    }
    if (c instanceof Condition.Compare k) {
      String cmp = comparison(k.comparison(), k.right(), k.left() instanceof Value.Result r && !r.x());
      return valueSubject(k.left()) + " " + (k.past() ? "was" + cmp.substring(2) : cmp);
    }
    if (c instanceof Condition.FirstPlayer f) {
      return run.objects.player(f.player()) + " " + (f.player().kind() == PlayerRef.Kind.YOU
          || f.player().kind() == PlayerRef.Kind.THEY ? "are" : "is") + (f.negated() ? " not" : "") + " the first player";
    }
    if (c instanceof Condition.DidThisWay d) {
      return run.objects.player(d.player()) + " " + d.verb().name().toLowerCase(Locale.ROOT) + " " + run.objects.obj(d.objects(), true, false)
          + " this way";
    }
    Condition.PlaysFrom p = (Condition.PlaysFrom) c;
    return run.objects.player(p.player()) + " " + verb("play", EnglishObjectPrinter.thirdPerson(p.player())) + " it from " + run.objects.zone(p.zone());
  }

  /** "it's ", "I'm ", "my Expedition is ", "it wasn't ", "I was not ". */
  private String beSubject(ObjectRef subject, boolean past, boolean negated) {
    if (subject instanceof ObjectRef.Self) {
      if (past) {
        return "I was " + (negated ? "not " : "");
      }
      return "I'm " + (negated ? "not " : "");
    }
    if (subject instanceof ObjectRef.Pronoun p && !p.plural() && p.restated().isEmpty() && !p.theTarget() && !p.all()
        && !past) {
      return "it's " + (negated ? "not " : "");
    }
    String s = run.objects.obj(subject, true, true);
    boolean plural = plural(subject);
    String verb = past ? (plural ? "were" : "was") : (plural ? "are" : "is");
    if (negated && past) {
      return s + " " + verb + "n't ";
    }
    return s + " " + verb + (negated ? " not " : " ");
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
    return String.join(", ", out) + " and " + last;
  }

  private String count(Condition.Count c) {
    String n = c.count().map(q -> run.words.quantity(q, true)).orElse("");
    String prefix = switch (c.range()) {
      case SOME -> "";
      case AT_LEAST -> n + " or more ";
      case AT_MOST -> n + " or less ";
      case LESS_THAN -> "less than " + n + " ";
      case MORE_THAN -> "more than " + n + " ";
      case EXACTLY -> "only " + n + " ";
      case NONE -> "no ";
      case FEWER -> "less ";
      case MORE -> "more ";
    };
    return prefix + run.objects.obj(c.objects(), true, false);
  }

  private String valueSubject(Value v) {
    if (v instanceof Value.Result r) {
      return r.x() ? "X" : "the result";
    }
    return value(v);
  }

  private String value(Value v) {
    if (v instanceof Value.Number n) {
      return n.mana() ? run.words.mana(n.quantity()) : run.words.quantity(n.quantity(), false);
    }
    if (v instanceof Value.StatOf s) {
      if (s.object() instanceof ObjectRef.Self) {
        return "my " + statName(s.stat());
      }
      if (s.object() instanceof ObjectRef.Pronoun p && !p.plural() && p.restated().isEmpty() && !p.theTarget()) {
        if (s.stat() == Stat.RESULT) {
          return "the die's result";
        }
        return "its " + statName(s.stat());
      }
      return "the " + statName(s.stat()) + " of " + run.objects.obj(s.object(), false, false);
    }
    if (v instanceof Value.CountersOf c) {
      return run.objects.possessor(c.owner()) + " number of " + counterNoun(c.counter(), true);
    }
    return ((Value.Result) v).x() ? "X" : "the result";
  }

  String comparison(Comparison cmp, Value right, boolean result) {
    if (right instanceof Value.Number n && (cmp == Comparison.AT_LEAST || cmp == Comparison.AT_MOST)) {
      if (result && cmp == Comparison.AT_LEAST && !n.mana()) {
        return "is " + run.words.quantity(n.quantity(), false) + "+";
      }
      return "is " + value(right) + (cmp == Comparison.AT_LEAST ? " or more" : " or less");
    }
    return "is " + comparator(cmp) + " " + value(right);
  }

  private static String comparator(Comparison cmp) {
    return switch (cmp) {
      case EQUAL -> "equal to";
      case GREATER -> "higher than";
      case LESS -> "less than";
      case LESS_OR_EQUAL -> "less than or equal to";
      case GREATER_OR_EQUAL -> "greater than or equal to";
      case AT_LEAST, AT_MOST -> throw new IllegalArgumentException("not a relation: " + cmp);
    };
  }

  static String statName(Stat s) {
    return switch (s) {
      case HAND_COST -> "Hand Cost";
      case RESERVE_COST -> "Reserve Cost";
      case BASE_STATISTIC -> "base statistic";
      case BASE_COST -> "Base Cost";
      case FOREST -> "{V}";
      case MOUNTAIN -> "{M}";
      case WATER -> "{O}";
      case RESULT -> "result";
      case HIGHEST_STATISTIC -> "highest statistic";
    };
  }

  // =================================================================================================================
  // Objects, players, zones
  // =================================================================================================================
}
