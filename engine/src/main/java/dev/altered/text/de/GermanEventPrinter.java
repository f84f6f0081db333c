package dev.altered.text.de;

import static dev.altered.text.de.GermanGrammar.*;
import static dev.altered.text.de.GermanZonePrinter.terrain;

import dev.altered.ast.Event;
import dev.altered.ast.Place;
import dev.altered.ast.Quantity;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Zone;
import dev.altered.text.de.GermanObjectPrinter.Subject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Triggers and events (verb-last after "Wenn"), phases and durations.
 */
final class GermanEventPrinter {
  private final GermanPrintRun run;

  GermanEventPrinter(GermanPrintRun run) {
    this.run = run;
  }

  String event(Event e) {
    return eventClause(e).sub();
  }

  Clause of(Subject s, V verb, List<String> parts) {
    return new Clause(Optional.of(s.text()), s.person(), verb, parts, "");
  }

  Clause eventClause(Event e) {
    if (e instanceof Event.Plays p) {
      Subject s = run.objects.player(p.player());
      List<String> parts = new ArrayList<>(List.of(run.objects.obj(p.objects(), Case.ACC)));
      p.from().ifPresent(z -> parts.add("aus " + run.zones.zone(z, Case.DAT)));
      return of(s, PLAY, parts);
    }
    if (e instanceof Event.Sacrifices p) {
      return of(run.objects.player(p.player()), SACRIFICE, List.of(run.objects.obj(p.objects(), Case.ACC)));
    }
    if (e instanceof Event.Creates p) {
      return of(run.objects.player(p.player()), CREATE, List.of(run.objects.obj(p.objects(), Case.ACC)));
    }
    if (e instanceof Event.Exhausts p) {
      return of(run.objects.player(p.player()), EXHAUST, List.of(run.objects.obj(p.objects(), Case.ACC)));
    }
    if (e instanceof Event.Gains g) {
      Subject s = run.objects.subject(g.subject());
      List<String> what = run.steps.gainables(List.of(g.what()));
      if (g.orMore()) {
        what = List.of("mindestens " + what.get(0));
      }
      return of(s, GAIN, what);
    }
    if (e instanceof Event.Joins j && j.anyOf().size() == 1 && j.anyOf().get(0) instanceof Place.InObject o) {
      Subject s = run.objects.subject(j.subject());
      return of(s, JOIN, List.of("sich", run.objects.placeObject(o.object(), Case.DAT)));
    }
    if (e instanceof Event.Leaves l) {
      Subject s = run.objects.subject(l.subject());
      List<String> parts = new ArrayList<>();
      l.during().ifPresent(ph -> parts.add(during(ph)));
      if (l.place() instanceof Place.InZone z) {
        parts.add(run.zones.zone(z.zone(), Case.ACC));
      } else if (l.place() instanceof Place.InObject o) {
        parts.add(run.objects.placeObject(o.object(), Case.ACC));
      } else {
        throw new IllegalArgumentException("no German yet for leaving this place");
      }
      return of(s, LEAVE, parts);
    }
    if (e instanceof Event.GoesTo g) {
      Subject s = run.objects.subject(g.subject());
      List<String> parts = new ArrayList<>();
      if (!g.from().isEmpty()) {
        List<String> from = new ArrayList<>();
        for (Zone z : g.from()) {
          from.add(run.zones.zone(z, Case.DAT));
        }
        parts.add("aus " + join(from, "oder"));
      }
      parts.add("in " + run.zones.zone(g.to(), Case.ACC));
      return of(s, GO, parts);
    }
    if (e instanceof Event.FailsToMoveForward f) {
      Subject s = run.objects.subject(f.subject());
      List<String> parts = new ArrayList<>(List.of("sich"));
      f.during().ifPresent(ph -> parts.add(during(ph)));
      parts.add("nicht vorwärts");
      return of(s, MOVE, parts);
    }
    if (e instanceof Event.Moves m) {
      if (m.dueToAscend()) {
        throw new IllegalArgumentException("no German wording yet for 'moves forward due to Ascend' (4.2.4.k)");
      }
      Subject s = run.objects.subject(m.subject());
      List<String> parts = new ArrayList<>(List.of("sich"));
      m.during().ifPresent(ph -> parts.add(during(ph)));
      m.dueTo().ifPresent(t -> parts.add("aufgrund von " + terrain(t)));
      parts.add(m.direction() == Direction.FORWARD ? "vorwärts" : "zurück");
      return of(s, MOVE, parts);
    }
    if (e instanceof Event.Draws d) {
      String cards = d.orMore() && d.count() instanceof Quantity.Literal l && l.value() == 1
          ? "eine oder mehrere Karten" : run.zones.cards(d.count());
      return of(run.objects.player(d.player()), DRAW, List.of(cards));
    }
    if (e instanceof Event.Rolls r && !r.orMore() && r.dice() instanceof Quantity.Literal l && l.value() == 1) {
      return of(run.objects.player(r.player()), ROLL, List.of());
    }
    if (e instanceof Event.Rolls r && r.orMore() && r.dice() instanceof Quantity.Literal l && l.value() == 1) {
      return of(run.objects.player(r.player()), THROW, List.of("einen oder mehrere Würfel"));
    }
    if (e instanceof Event.DoesKeyword k) {
      return of(run.objects.player(k.player()), USE, List.of("[" + GermanLexicon.ACTION_NAMES.get(k.action()) + "]"));
    }
    if (e instanceof Event.AnyOf any && any.events().size() == 2) {
      Clause first = eventClause(any.events().get(0));
      Clause second = eventClause(any.events().get(1));
      if (first.subject().equals(second.subject()) && first.person() == second.person()) {
        // "ein Gegner eine oder mehrere Karten zieht oder [Nachschub] nutzt"
        String rest = String.join(" ", second.parts()) + " " + second.verb().particle()
            + second.verb().finite(second.person());
        return new Clause(first.subject(), first.person(), first.verb(), first.parts(), "oder " + rest.trim());
      }
    }
    if (e instanceof Event.Undergoes u && u.by().isEmpty() && u.from().isEmpty() && u.to().isEmpty()) {
      Subject s = run.objects.subject(u.subject());
      String participle = switch (u.action()) {
        case SACRIFICED -> "geopfert";
        case DISCARDED -> "abgelegt";
        case PLAYED -> "gespielt";
        default -> throw new IllegalArgumentException("no German yet for being " + u.action());
      };
      return new Clause(Optional.of(s.text()), s.person(), BECOME, List.of(participle), "");
    }
    throw new IllegalArgumentException("no German yet for event " + e.getClass().getSimpleName());
  }

  static String during(Phase phase) {
    return "am " + switch (phase) {
      case MORNING -> "Morgen";
      case NOON -> "Mittag";
      case AFTERNOON -> "Nachmittag";
      case DUSK -> "Abend";
      default -> throw new IllegalArgumentException("no German yet for during " + phase);
    };
  }

  static String moment(Phase phase, boolean end) {
    if (end && phase == Phase.REST) {
      return "nach der Ruhepause";
    }
    if (end) {
      return "am Ende " + switch (phase) {
        case AFTERNOON -> "des Nachmittags";
        default -> throw new IllegalArgumentException("no German yet for the end of " + phase);
      };
    }
    return switch (phase) {
      case MORNING -> "zum Morgen";
      case NOON -> "zum Mittag";
      case AFTERNOON -> "zum Nachmittag";
      case DUSK -> "zum Abend";
      case NIGHT -> "zur Nacht";
      case REST -> "nach der Ruhepause";
    };
  }

  static String duration(Duration d) {
    return switch (d) {
      case THIS_TURN -> "in dieser Runde";
      case THIS_AFTERNOON -> "an diesem Nachmittag";
      case THIS_DAY -> "an diesem Tag";
    };
  }
}
