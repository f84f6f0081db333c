package dev.altered.text.de;

import static dev.altered.text.de.GermanGrammar.*;
import static dev.altered.text.de.GermanZonePrinter.counters;
import static dev.altered.text.de.GermanZonePrinter.number;
import static dev.altered.text.de.GermanZonePrinter.status;

import dev.altered.ast.Condition;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.Quantity;
import dev.altered.ast.Status;
import dev.altered.text.de.GermanObjectPrinter.Subject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Conditions (verb-last after "Falls").
 */
final class GermanConditionPrinter {
  private final GermanPrintRun run;

  GermanConditionPrinter(GermanPrintRun run) {
    this.run = run;
  }

  String condition(Condition c) {
    return conditionClause(c).sub();
  }

  Clause conditionClause(Condition c) {
    if (c instanceof Condition.Did d) {
      Subject you = new Subject("du", Person.SECOND);
      return switch (d.outcome()) {
        case DID -> run.events.of(you, DO, List.of("das"));
        case DID_NOT -> run.events.of(you, DO, List.of("das nicht"));
        case COULD_NOT -> run.events.of(you, CAN, List.of("das nicht"));
      };
    }
    if (c instanceof Condition.HasStatus h) {
      Subject s = run.objects.subject(h.subject());
      V verb = h.past() ? WAS : BE;
      List<String> statuses = new ArrayList<>();
      for (Status st : h.anyOf()) {
        statuses.add(status(st));
      }
      return run.events.of(s, verb, List.of((h.negated() ? "nicht " : "") + join(statuses, "oder")));
    }
    if (c instanceof Condition.Controls k && k.counts().size() == 1) {
      return run.events.of(run.objects.player(k.player()), CONTROL, List.of(count(k.counts().get(0))));
    }
    if (c instanceof Condition.HasCounters h) {
      Subject s = run.objects.subject(h.subject());
      String amount = switch (h.range()) {
        case AT_LEAST -> "mindestens " + counters(h.count(), h.counter());
        case EXACTLY -> counters(h.count(), h.counter());
        case LESS_THAN -> "weniger als " + counters(h.count(), h.counter());
        default -> throw new IllegalArgumentException("no German yet for counters " + h.range());
      };
      return run.events.of(s, HAVE, List.of(amount));
    }
    if (c instanceof Condition.InPosition ip) {
      Subject s = run.objects.subject(ip.subject());
      List<String> ways = new ArrayList<>();
      V verb = null;
      for (var pos : ip.anyOf()) {
        switch (pos) {
          case AHEAD -> ways.add("vorne");
          case BEHIND -> ways.add("hinten");
          case TIED -> ways.add("gleichauf");
        }
      }
      if (ways.size() == 1) {
        return run.events.of(s, ways.get(0).equals("gleichauf") ? BE : LIE, List.of(ways.get(0)));
      }
      throw new IllegalArgumentException("no German yet for several positions");
    }
    if (c instanceof Condition.Has h && h.in().isEmpty() && h.counts().size() == 1) {
      Condition.Count k = h.counts().get(0);
      if (k.range() == Condition.Count.Range.FEWER || k.range() == Condition.Count.Range.MORE) {
        if (h.than().isEmpty() || !(k.objects() instanceof ObjectRef.Phrase ph)) {
          throw new IllegalArgumentException("no German yet for this comparison");
        }
        String what = (k.range() == Condition.Count.Range.FEWER ? "weniger " : "mehr ") + run.objects.phrase(ph, Case.ACC);
        return new Clause(Optional.of(run.objects.player(h.player()).text()), run.objects.player(h.player()).person(), HAVE, List.of(what),
            "als " + run.objects.player(h.than().get()).text());
      }
      if (h.than().isPresent()) {
        throw new IllegalArgumentException("no German yet for this comparison");
      }
      return run.events.of(run.objects.player(h.player()), HAVE, List.of(count(k)));
    }
    if (c instanceof Condition.ThereAre t && t.counts().size() == 1) {
      Condition.Count k = t.counts().get(0);
      boolean one = k.count().isEmpty() || k.count().get() instanceof Quantity.Literal l && l.value() == 1;
      if (!one && k.range() == Condition.Count.Range.AT_LEAST) {
        return new Clause(Optional.of(count(k)), Person.PLURAL, BE, List.of(), "");
      }
      if (k.objects() instanceof ObjectRef.Phrase ph && ph.quantifier().kind() == Quantifier.Kind.BARE
          && ph.nouns().nouns().size() == 1) {
        NounForms n = nounOf(ph.nouns().nouns().get(0));
        String what = switch (k.range()) {
          case NONE -> "keine " + run.objects.phraseWith(ph, Case.ACC, Art.INDEF);
          case EXACTLY -> k.count().isPresent() && one ? "nur " + einWord("ein", n.g(), false, Case.ACC) + " "
              + run.objects.phraseWith(ph, Case.ACC, Art.INDEF) : null;
          case SOME -> k.count().isEmpty() ? einWord("ein", n.g(), false, Case.ACC) + " oder mehrere "
              + run.objects.phraseWith(ph, Case.ACC, Art.NONE) : null;
          default -> null;
        };
        if (what != null) {
          return new Clause(Optional.of("es"), Person.THIRD, GIVES, List.of(what), "");
        }
      }
      throw new IllegalArgumentException("no German yet for this 'there are'");
    }
    if (c instanceof Condition.IsIn in && !in.past()) {
      Subject s = run.objects.subject(in.subject());
      return run.events.of(s, BE, List.of((in.negated() ? "nicht " : "") + "in " + run.objects.place(in.place())));
    }
    if (c instanceof Condition.IsA isA) {
      Subject s = run.objects.subject(isA.subject());
      return run.events.of(s, BE, List.of(run.objects.placeObject(isA.description(), Case.NOM)));
    }
    if (c instanceof Condition.ZoneEmpty z) {
      return new Clause(Optional.of(run.zones.zone(z.zone(), Case.NOM)), Person.THIRD, BE, List.of("leer"), "");
    }
    if (c instanceof Condition.FirstPlayer f && !f.negated()) {
      return run.events.of(run.objects.player(f.player()), BE, List.of("der Startspieler"));
    }
    throw new IllegalArgumentException("no German yet for condition " + c.getClass().getSimpleName());
  }

  private String count(Condition.Count k) {
    String prefix = switch (k.range()) {
      case SOME -> "";
      case AT_LEAST -> "mindestens ";
      case LESS_THAN -> "weniger als ";
      case MORE_THAN -> "mehr als ";
      default -> throw new IllegalArgumentException("no German yet for a count " + k.range());
    };
    if (k.count().isEmpty()) {
      return prefix + run.objects.obj(k.objects(), Case.ACC);
    }
    if (!(k.objects() instanceof ObjectRef.Phrase ph) || ph.quantifier().kind() != Quantifier.Kind.BARE
        || ph.nouns().nouns().size() != 1) {
      throw new IllegalArgumentException("no German yet for this count");
    }
    NounForms n = nounOf(ph.nouns().nouns().get(0));
    Quantity q = k.count().get();
    boolean one = q instanceof Quantity.Literal l && l.value() == 1;
    return prefix + number(q, n.g(), Case.ACC) + " " + run.objects.phraseWith(ph, Case.ACC, one ? Art.INDEF : Art.NONE);
  }
}
