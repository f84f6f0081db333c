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
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.Statement;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.Limit;
import dev.altered.ast.Vocabulary.ObjectAction;
import dev.altered.ast.Vocabulary.ObjectType;
import dev.altered.ast.Vocabulary.Terrain;
import java.util.ArrayList;
import java.util.List;

/**
 * English printing: statements of passive and lasting abilities, restrictions and replacements.
 */
final class EnglishStatementPrinter {
  private final EnglishPrinting run;

  EnglishStatementPrinter(EnglishPrinting run) {
    this.run = run;
  }

  String statement(Statement st) {
    if (st instanceof Statement.Has h && h.grants().stream().allMatch(g -> g instanceof Statement.Grant.Statistics)) {
      Statement.Grant.Statistics first = (Statement.Grant.Statistics) h.grants().get(0);
      if (first.change() == Statement.Grant.Statistics.Change.SET) {
        List<String> stats = new ArrayList<>();
        for (Terrain t : first.stats()) {
          stats.add(terrain(t));
        }
        return "the " + andList(stats) + " of " + run.objects.obj(h.subject(), true, false) + " are equal to "
            + run.words.quantity(first.amount(), false);
      }
      String subject = run.objects.obj(h.subject(), true, true);
      List<String> changes = new ArrayList<>();
      for (Statement.Grant g : h.grants()) {
        Statement.Grant.Statistics x = (Statement.Grant.Statistics) g;
        changes.add((x.change() == Statement.Grant.Statistics.Change.ADD ? "+" : "-") + run.words.quantity(x.amount(), false)
            + " " + terrain(x.stats().get(0)));
      }
      return subject + " " + (plural(h.subject()) || h.subject() instanceof ObjectRef.Self ? "have" : "has") + " "
          + andList(changes);
    }
    if (st instanceof Statement.Has h) {
      String subject = run.objects.obj(h.subject(), true, true);
      boolean plural = plural(h.subject());
      List<String> grants = new ArrayList<>();
      boolean ability = false;
      boolean statusOnly = true;
      for (Statement.Grant g : h.grants()) {
        if (g instanceof Statement.Grant.KeywordGrant k) {
          statusOnly = false;
          grants.add(k.parameter().isPresent() ? "[" + keywordName(k.keyword()) + " " + run.words.plainNumber(k.parameter().get())
              + "]" : "[" + keywordName(k.keyword()) + "]");
        } else if (g instanceof Statement.Grant.StatusGrant s) {
          grants.add(status(s.status()));
        } else {
          statusOnly = false;
          ability = true;
          grants.add("\"" + new EnglishPrinting().ability(((Statement.Grant.AbilityGrant) g).ability()) + "\"");
        }
      }
      if (ability) {
        return subject + " " + (plural ? "have" : "has") + ": " + String.join(" and ", grants);
      }
      if (statusOnly) {
        return subject + " " + (plural ? "have" : "has") + " " + andList(grants);
      }
      return subject + " " + EnglishObjectPrinter.be(h.subject()) + " " + andList(grants);
    }
    if (st instanceof Statement.CostChange c) {
      StringBuilder out = new StringBuilder(run.objects.obj(c.subject(), true, true)).append(" ")
          .append(plural(c.subject()) || c.subject() instanceof ObjectRef.Self ? "cost" : "costs").append(" ").append(run.words.mana(c.mana()))
          .append(c.more() ? " more" : " less");
      c.toPlayIn().ifPresent(e -> out.append(" to play in ").append(run.objects.obj(e, false, false)));
      c.minimum().ifPresent(m -> out.append(", down to a minimum of ").append(run.words.mana(m)));
      c.per().ifPresent(p -> out.append(p instanceof ObjectRef.Possessed ? " for each of " : " per ")
          .append(run.objects.obj(p, false, false)));
      return out.toString();
    }
    if (st instanceof Statement.Free f) {
      return run.objects.obj(f.subject(), true, true) + " " + EnglishObjectPrinter.be(f.subject()) + " free";
    }
    if (st instanceof Statement.MinimumCost m) {
      return run.objects.obj(m.subject(), true, true) + " can't cost less than " + run.words.mana(m.mana());
    }
    if (st instanceof Statement.Cannot c && c.action() instanceof Statement.Restricted.CountTowardsLimit l) {
      return run.objects.obj(c.subject(), true, true) + " don't count towards your "
          + (l.limit() == Limit.LANDMARK ? "Landmark" : "Reserve") + " limit";
    }
    if (st instanceof Statement.Cannot c) {
      String subject = run.objects.obj(c.subject(), true, true);
      return subject + " " + restricted(c.action(), c.subject());
    }
    if (st instanceof Statement.CanGainAgain g) {
      String subject = run.objects.obj(g.subject(), true, true);
      String again = run.objects.obj(g.subject(), false, true);
      return subject + " can gain " + status(g.status()) + " even if " + again + " "
          + (plural(g.subject()) ? "were" : "was") + " already " + status(g.status());
    }
    if (st instanceof Statement.MayPlay m) {
      StringBuilder out = new StringBuilder("you may play ").append(run.objects.obj(m.objects(), true, false));
      m.from().ifPresent(z -> out.append(" from ").append(run.objects.zone(z)));
      m.in().ifPresent(e -> out.append(" in ").append(run.objects.obj(e, false, false)));
      out.append(run.steps.playCost(m.cost()));
      return out.toString();
    }
    if (st instanceof Statement.ActivationRestriction a) {
      if (a.times().isEmpty() && a.onlyIf().isPresent() && !(a.onlyIf().get() instanceof Condition.During)) {
        return "you can only activate this if " + run.conditions.condition(a.onlyIf().get());
      }
      if (a.times().isEmpty() && a.onlyIf().isEmpty()) {
        return "you can only activate this";
      }
      StringBuilder out = new StringBuilder("activate this only");
      a.onlyIf().ifPresent(c -> out.append(c instanceof Condition.During d ? " " + run.sentences.timing(d) : " if " + run.conditions.condition(c)));
      if (a.times().isPresent()) {
        if (a.onlyIf().isPresent()) {
          out.append(" and only");
        }
        Quantity t = a.times().get();
        out.append(" ").append(isOne(t) ? "once" : t instanceof Quantity.Literal l && l.value() == 2 ? "twice"
            : run.words.quantity(t, false) + " times");
        out.append(" per ").append(switch (a.per().orElseThrow()) {
          case TURN -> "turn";
          case AFTERNOON -> "Afternoon";
          case DAY -> "Day";
        });
      }
      return out.toString();
    }
    if (st instanceof Statement.ActionCostsMore a) {
      return "this action costs " + run.words.mana(a.mana()) + " more";
    }
    if (st instanceof Statement.AbilitiesCannotActivate a) {
      return "the " + kinds(a.kinds()) + " abilities of " + run.objects.obj(a.of(), true, false) + " can't activate";
    }
    if (st instanceof Statement.Replacement r) {
      return replacement(r);
    }
    if (st instanceof Statement.TerrainAdded t) {
      return regions(t.regions()) + " " + (t.regions().size() > 1 || t.regions().get(0) instanceof Statement.Region.All
          ? "are" : "is") + " " + terrain(t.terrain()) + " in addition to its other terrains";
    }
    if (st instanceof Statement.TerrainSet t) {
      return regions(t.regions()) + " " + (t.regions().size() > 1 || t.regions().get(0) instanceof Statement.Region.All
          ? "are" : "is") + " " + terrain(t.terrain()) + " and lose their other terrains";
    }
    if (st instanceof Statement.LimitChange r) {
      if (r.limit() == Limit.SUPPORT_COUNTERS) {
        String of = run.objects.obj(r.objects().orElseThrow(), true, false);
        return "the Support abilities of " + of + " can give them " + r.amount().map(q -> run.words.quantity(q, false)
            + " more " + (isOne(q) ? "counter" : "counters") + " than their maximum")
            .orElse("counters beyond their maximum");
      }
      String name = r.limit() == Limit.LANDMARK ? "Landmark" : "Reserve";
      String change = (r.sign() > 0 ? "increased" : "reduced") + " by " + run.words.quantity(r.amount().orElseThrow(), true);
      if (r.player().isEmpty()) {
        return "all " + name + " limits are " + change;
      }
      return run.objects.possessivePlayer(r.player().get()) + " " + name + " limit is " + change;
    }
    if (st instanceof Statement.AbilitiesIgnored i) {
      if (i.of() instanceof Possessor.OfObject o && !(o.object() instanceof ObjectRef.Self)
          && !(o.object() instanceof ObjectRef.Pronoun)) {
        return "ignore the abilities of " + run.objects.obj(o.object(), true, false);
      }
      return "ignore " + run.objects.possessor(i.of()) + " abilities";
    }
    if (st instanceof Statement.ReactionsIgnored i) {
      if (i.of() instanceof ObjectRef.Self) {
        return "ignore my " + kinds(i.kinds()) + " abilities";
      }
      return "ignore the " + kinds(i.kinds()) + " abilities of " + run.objects.obj(i.of(), true, false);
    }
    if (st instanceof Statement.LosesAbilities l) {
      if (l.subject() instanceof ObjectRef.Self) {
        return "I lose my abilities";
      }
      return run.objects.obj(l.subject(), true, true) + (plural(l.subject()) ? " lose their abilities" : " loses its abilities");
    }
    if (st instanceof Statement.BeginsWith b) {
      String subject = run.objects.obj(b.subject(), true, true);
      return subject + " " + (plural(b.subject()) || b.subject() instanceof ObjectRef.Self ? "begin" : "begins")
          + " the game with " + run.words.counters(b.count(), b.counter());
    }
    if (st instanceof Statement.BeginsWithMarkers b) {
      String subject = run.objects.obj(b.subject(), true, true);
      List<String> groups = new ArrayList<>();
      for (List<Terrain> m : b.markers()) {
        groups.add("one " + terrains(m));
      }
      return subject + " " + (plural(b.subject()) || b.subject() instanceof ObjectRef.Self ? "begin" : "begins")
          + " the game with " + andList(groups) + " Terrain Marker";
    }
    if (st instanceof Statement.Remains r) {
      String subject = run.objects.obj(r.subject(), true, true);
      return subject + " " + (plural(r.subject()) ? "remain" : "remains") + " "
          + (r.status() == Status.EXHAUSTED ? "exhausted" : status(r.status()))
          + r.during().map(p -> " during " + phase(p)).orElse("");
    }
    throw new IllegalArgumentException("no English for statement " + st.getClass().getSimpleName());
  }

  static String nonType(ObjectType type) {
    return switch (type) {
      case CHARACTER -> "Character";
      case PERMANENT -> "Permanent";
      case SPELL -> "Spell";
      case LANDMARK -> "Landmark";
      case HERO -> "Hero";
      case EXPEDITION -> "Expedition";
      default -> "token";
    };
  }

  String losable(Step.Losable item) {
    if (item instanceof Step.Losable.StatusOf st) {
      return status(st.status());
    }
    if (item instanceof Step.Losable.Counters c) {
      return run.words.counters(c.count(), c.counter());
    }
    if (item instanceof Step.Losable.KeywordOf k) {
      return k.parameter().isPresent() ? "[" + keywordName(k.keyword()) + " " + run.words.plainNumber(k.parameter().get())
          + "]" : "[" + keywordName(k.keyword()) + "]";
    }
    Step.Losable.AllCounters a = (Step.Losable.AllCounters) item;
    return "all " + run.objects.possessor(a.owner()) + " " + counterNoun(a.counter(), true);
  }

  private String restricted(Statement.Restricted r, ObjectRef subject) {
    boolean plural = plural(subject);
    if (r instanceof Statement.Restricted.Move m) {
      return "can't move " + (m.direction() == Direction.FORWARD ? "forward" : "backwards")
          + m.dueTo().map(t -> " due to " + terrain(t)).orElse("")
          + m.during().map(p -> " during " + phase(p)).orElse("")
          + m.exceptDueTo().map(t -> " except due to " + terrain(t)).orElse("");
    }
    if (r instanceof Statement.Restricted.GainStatus g) {
      return "can't gain " + status(g.status());
    }
    if (r instanceof Statement.Restricted.LoseStatus l) {
      return "can't lose " + status(l.status());
    }
    if (r instanceof Statement.Restricted.LoseCounters l) {
      return "can't lose " + counterNoun(l.counter(), true);
    }
    if (r instanceof Statement.Restricted.Undergo u) {
      return "can't be " + EnglishConditionPrinter.objectAction(u.action()) + u.by().map(b -> " by " + run.objects.obj(b, true, false)).orElse("");
    }
    if (r instanceof Statement.Restricted.Keyword k) {
      return "can't " + keywordAction(k.action(), false);
    }
    if (r instanceof Statement.Restricted.PlayedIn p) {
      return "can't be played in " + run.objects.obj(p.where(), true, false);
    }
    if (r instanceof Statement.Restricted.UndergoTo u) {
      return "can't be " + EnglishConditionPrinter.objectAction(u.action()) + (u.action() == ObjectAction.PUT ? " in " : " to ")
          + run.objects.zone(u.to());
    }
    if (r instanceof Statement.Restricted.PreventMovingForward p) {
      return (plural ? "don't" : "doesn't") + " prevent " + run.objects.obj(p.expedition(), true, false) + " from moving forward";
    }
    if (r instanceof Statement.Restricted.GainCounters g) {
      return "can't gain " + counterNoun(g.counter(), true);
    }
    if (r instanceof Statement.Restricted.Activate) {
      return "can't activate";
    }
    if (r instanceof Statement.Restricted.Play p) {
      return "can't play " + run.objects.obj(p.objects(), true, false) + p.from().map(z -> " from " + run.objects.zone(z)).orElse("");
    }
    return "don't count towards your Reserve limit";
  }

  private String regions(List<Statement.Region> regions) {
    List<String> out = new ArrayList<>();
    for (Statement.Region r : regions) {
      if (r instanceof Statement.Region.Own o) {
        out.add(run.objects.possessor(o.owner()) + " region");
      } else if (r instanceof Statement.Region.OfExpedition e) {
        out.add("the region of " + run.objects.obj(e.expedition(), false, false));
      } else {
        out.add("all regions");
      }
    }
    return String.join(" and ", out);
  }

  private String replacement(Statement.Replacement r) {
    StringBuilder out = new StringBuilder("if ");
    Event e = r.event().event();
    out.append(run.conditions.wouldEvent(e));
    r.event().whilst().ifPresent(c -> out.append(c instanceof Condition.During d ? " " + run.sentences.timing(d)
        : " while " + run.conditions.condition(c)));
    out.append(", ");
    switch (r.kind()) {
      case INSTEAD -> {
        // "instead reveal ..." for what you do; "I gain 1 boost instead" for what objects do; "draw a card instead",
        // "[Resupply] instead" as the rules' own Mandjet (7.5.3.a).
        Step first = r.steps().get(0);
        boolean movesMe = unmodified(first) instanceof Step.Move mv && mv.objects() instanceof ObjectRef.Self;
        boolean trailing = unmodified(first) instanceof Step.Draw || unmodified(first) instanceof Step.Keyword;
        if (objectSubject(first).isEmpty() && EnglishStepPrinter.actorOf(first).kind() == PlayerRef.Kind.YOU && !movesMe && !trailing) {
          out.append("instead ").append(run.steps.steps(r.steps()));
        } else {
          out.append(run.steps.steps(r.steps())).append(" instead");
        }
      }
      case ALSO -> out.append("also ").append(run.steps.steps(r.steps()));
      default -> out.append(run.steps.steps(r.steps()));
    }
    return out.toString();
  }

  // =================================================================================================================
  // Events and conditions
  // =================================================================================================================
}
