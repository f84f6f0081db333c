package dev.altered.text.de;

import static dev.altered.text.de.GermanEventPrinter.duration;
import static dev.altered.text.de.GermanEventPrinter.moment;
import static dev.altered.text.de.GermanGrammar.*;
import static dev.altered.text.de.GermanZonePrinter.counterNoun;
import static dev.altered.text.de.GermanZonePrinter.counters;
import static dev.altered.text.de.GermanZonePrinter.digits;
import static dev.altered.text.de.GermanZonePrinter.kinds;
import static dev.altered.text.de.GermanZonePrinter.mana;
import static dev.altered.text.de.GermanZonePrinter.number;
import static dev.altered.text.de.GermanZonePrinter.status;

import dev.altered.ast.Counter;
import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Quantity;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Zone;
import dev.altered.text.de.GermanObjectPrinter.Subject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Steps as clauses ({@link GermanGrammar.Clause}): the verb, its person and its parts.
 */
final class GermanStepPrinter {
  private final GermanPrintRun run;

  GermanStepPrinter(GermanPrintRun run) {
    this.run = run;
  }

  private Clause imperative(V verb, List<String> parts) {
    return new Clause(Optional.empty(), Person.IMP, verb, parts, "");
  }

  private Clause imperative(V verb, List<String> parts, String after) {
    return new Clause(Optional.empty(), Person.IMP, verb, parts, after);
  }

  /** The actor of a step as its subject; "you" is the imperative. */
  private Clause byActor(PlayerRef actor, V verb, List<String> parts, String after) {
    if (actor.kind() == PlayerRef.Kind.YOU) {
      return imperative(verb, parts, after);
    }
    Subject s = run.objects.player(actor);
    return new Clause(Optional.of(s.text()), s.person(), verb, parts, after);
  }

  Clause bySubject(ObjectRef subject, V verb, List<String> parts, String after) {
    Subject s = run.objects.subject(subject);
    return new Clause(Optional.of(s.text()), s.person(), verb, parts, after);
  }

  Clause clause(Step step) {
    if (step instanceof Step.Draw d) {
      return byActor(d.actor(), DRAW, List.of((d.only() ? "nur " : "") + run.zones.cards(d.count())), "");
    }
    if (step instanceof Step.Discard d) {
      List<String> parts = new ArrayList<>(List.of(run.objects.obj(d.objects(), Case.ACC)));
      d.from().ifPresent(z -> parts.add("aus " + run.zones.zone(z, Case.DAT)));
      return byActor(d.actor(), DISCARD, parts, "");
    }
    if (step instanceof Step.Choose ch && ch.among().isEmpty()) {
      return byActor(ch.actor(), CHOOSE, List.of(run.objects.obj(ch.objects(), Case.ACC)), "");
    }
    if (step instanceof Step.DrawCard dc) {
      return byActor(dc.actor(), DRAW, List.of(run.objects.obj(dc.card(), Case.ACC)), "");
    }
    if (step instanceof Step.AddToResult ar) {
      return byActor(ar.actor(), ADD_UP, List.of(digits(ar.amount()), "zum Ergebnis"), "");
    }
    if (step instanceof Step.Target t) {
      return byActor(t.actor(), CHOOSE, List.of(run.objects.obj(t.objects(), Case.ACC)), "");
    }
    if (step instanceof Step.Sacrifice s) {
      return byActor(s.actor(), SACRIFICE, List.of(run.objects.obj(s.objects(), Case.ACC)), "");
    }
    if (step instanceof Step.Move m && m.insteadOf().isEmpty()) {
      return move(m);
    }
    if (step instanceof Step.Create c && c.abilities().isEmpty()) {
      List<String> parts = new ArrayList<>();
      parts.add(run.zones.token(c.count(), c.token()));
      c.in().ifPresent(e -> parts.add("in " + run.objects.obj(e, Case.DAT)));
      return byActor(c.actor(), CREATE, parts, "");
    }
    if (step instanceof Step.Ready r) {
      return byActor(r.actor(), READY, List.of(run.objects.obj(r.objects(), Case.ACC)), "");
    }
    if (step instanceof Step.Exhaust e) {
      return byActor(e.actor(), EXHAUST, List.of(run.objects.obj(e.objects(), Case.ACC)), e.symbol() ? "({T})" : "");
    }
    if (step instanceof Step.Play p) {
      List<String> parts = new ArrayList<>();
      if (p.immediately()) {
        parts.add("sofort");
      }
      // Where the card goes comes first, as the cards print it: "in meiner Expedition erschöpfte Charaktere".
      p.in().ifPresent(where -> parts.add("in " + run.objects.obj(where, Case.DAT)));
      String what = run.objects.obj(p.objects(), Case.ACC);
      parts.add(what);
      p.from().ifPresent(z -> parts.add("aus " + run.zones.zone(z, Case.DAT)));
      if (p.cost() instanceof Step.PlayCost.Free) {
        parts.add("kostenlos");
      } else if (p.cost() instanceof Step.PlayCost.Reduced r && r.minimum().isEmpty()) {
        parts.add("für " + mana(r.mana()) + " weniger");
      } else if (!(p.cost() instanceof Step.PlayCost.Normal)) {
        throw new IllegalArgumentException("no German yet for this cost");
      }
      return byActor(p.actor(), PLAY, parts, "");
    }
    if (step instanceof Step.Roll r && r.dice() instanceof Quantity.Literal l && l.value() == 1) {
      return byActor(r.actor(), ROLL, List.of("einmal"), "");
    }
    if (step instanceof Step.Reveal r && !r.also()) {
      return byActor(r.actor(), REVEAL, List.of(run.objects.obj(r.objects(), Case.ACC)), "");
    }
    if (step instanceof Step.Exchange e) {
      return byActor(e.actor(), EXCHANGE, List.of(run.objects.obj(e.first(), Case.ACC), "mit " + run.objects.obj(e.second(), Case.DAT)),
          "");
    }
    if (step instanceof Step.Activate a) {
      if (a.of() instanceof ObjectRef.Pronoun) {
        return byActor(a.actor(), ACTIVATE, List.of(run.objects.possessiveOfPronoun(a.of()) + "e " + kinds(a.kinds())
            + " Fähigkeiten"), "");
      }
      boolean upTo = a.of() instanceof ObjectRef.Phrase ph && ph.quantifier().kind() == Quantifier.Kind.UP_TO;
      return byActor(a.actor(), ACTIVATE, List.of("die " + kinds(a.kinds()) + " Fähigkeiten "
          + (upTo ? "von " + run.objects.obj(a.of(), Case.DAT) : run.objects.obj(a.of(), Case.GEN))), "");
    }
    if (step instanceof Step.Pay p) {
      return byActor(p.actor(), PAY, List.of(mana(p.mana())), "");
    }
    if (step instanceof Step.Spend s && !(s.from() instanceof ObjectRef.Self)) {
      return byActor(s.actor(), SPEND, List.of(counters(s.count(), s.counter()) + " von "
          + run.objects.obj(s.from(), Case.DAT)), "");
    }
    if (step instanceof Step.Remove r) {
      String what = r.count().isEmpty() ? "alle " + counterNoun(r.counter(), true, Case.ACC)
          : (r.upTo() ? "bis zu " : "") + counters(r.count().get(), r.counter());
      return byActor(r.actor(), REMOVE, List.of(what + " von " + run.objects.obj(r.from(), Case.DAT)), "");
    }
    if (step instanceof Step.ReduceCost rc) {
      String whose = rc.of() instanceof ObjectRef.Self ? "meine Kosten" : "die Kosten " + run.objects.obj(rc.of(), Case.GEN);
      return byActor(rc.actor(), REDUCE, List.of(whose, "um " + mana(rc.mana())), "");
    }
    if (step instanceof Step.Spend s && s.from() instanceof ObjectRef.Self) {
      return byActor(s.actor(), SPEND, List.of(digits(s.count()) + " meiner "
          + counterNoun(s.counter(), true, Case.GEN)), "");
    }
    if (step instanceof Step.WinGame w) {
      return new Clause(Optional.of(run.objects.player(w.actor()).text()), run.objects.player(w.actor()).person(), WIN,
          List.of("das Spiel"), "");
    }
    if (step instanceof Step.Gain g) {
      return bySubject(g.subject(), GAIN, gainables(g.items()), "");
    }
    if (step instanceof Step.Lose l) {
      return bySubject(l.subject(), LOSE, loseItems(l.items()), "");
    }
    if (step instanceof Step.SwitchExpeditions s) {
      return bySubject(s.subject(), SWITCH, List.of("Expeditionen"), "");
    }
    return moreClauses(step);
  }

  List<String> loseItems(List<Step.Losable> losables) {
      List<String> items = new ArrayList<>();
      for (Step.Losable x : losables) {
        if (x instanceof Step.Losable.StatusOf s) {
          items.add(status(s.status()));
        } else if (x instanceof Step.Losable.Counters c) {
          items.add(counters(c.count(), c.counter()));
        } else {
          throw new IllegalArgumentException("no German yet for losing " + x.getClass().getSimpleName());
        }
      }
      return List.of(join(items, "und"));
  }

  private Clause moreClauses(Step step) {
    if (step instanceof Step.MoveExpedition m && !m.more()) {
      String regions = m.regions() instanceof Quantity.Literal l && l.value() == 1 ? "eine Region"
          : number(m.regions(), G.F, Case.ACC) + " Regionen";
      return bySubject(m.subject(), MOVE, List.of("sich", regions,
          m.direction() == Direction.FORWARD ? "vorwärts" : "zurück"), "");
    }
    if (step instanceof Step.Keyword k && k.action().doneByObject() && k.object().isEmpty()) {
      throw new IllegalArgumentException("no German yet for a keyword action done by an object");
    }
    if (step instanceof Step.Keyword k && k.object().isPresent() && k.action() == dev.altered.ast.KeywordAction.AUGMENT) {
      return byActor(k.actor(), AUGMENT, List.of(run.objects.obj(k.object().get(), Case.ACC)), "");
    }
    if (step instanceof Step.Keyword k && k.object().isEmpty()) {
      return byActor(k.actor(), USE, List.of("[" + GermanLexicon.ACTION_NAMES.get(k.action()) + "]"), "");
    }
    if (step instanceof Step.Continuous c && c.duration().isEmpty()) {
      return run.statements.statement(c.statement());
    }
    if (step instanceof Step.Continuous c && c.statement() instanceof Statement.Cannot cn
        && cn.action() instanceof Statement.Restricted.Move) {
      Clause inner = run.statements.statement(c.statement());
      List<String> parts = new ArrayList<>(inner.parts());
      parts.add(1, duration(c.duration().get()));
      return new Clause(inner.subject(), inner.person(), inner.verb(), parts, inner.after());
    }
    if (step instanceof Step.Modified m) {
      return modified(m);
    }
    throw new IllegalArgumentException("no German yet for step " + step.getClass().getSimpleName());
  }

  private Clause modified(Step.Modified m) {
    Clause c = clause(m.step());
    List<String> parts = new ArrayList<>(c.parts());
    String after = c.after();
    for (Step.Modifier mod : m.modifiers()) {
      if (mod instanceof Step.Modifier.UpToMax u) {
        after = (after.isEmpty() ? "" : after + " ") + ", bis maximal " + digits(u.max());
      } else if (mod instanceof Step.Modifier.Per p) {
        parts.add("pro " + run.objects.obj(p.objects(), Case.ACC));
      } else if (mod instanceof Step.Modifier.At at && (!at.end() || at.phase() == Phase.REST)) {
        if (m.step() instanceof Step.Keyword) {
          parts.add(moment(at.phase(), at.end()));
        } else {
          parts.add(0, moment(at.phase(), at.end()));
        }
      } else if (mod instanceof Step.Modifier.WhereX x) {
        after = (after.isEmpty() ? "" : after + " ") + ", wobei X " + run.zones.quantity(x.x(), Case.NOM) + " ist";
      } else if (mod instanceof Step.Modifier.Lasting l) {
        parts.add(0, duration(l.duration()));
      } else {
        throw new IllegalArgumentException("no German yet for modifier " + mod.getClass().getSimpleName());
      }
    }
    return new Clause(c.subject(), c.person(), c.verb(), parts, after);
  }

  private Clause move(Step.Move m) {
    String what = run.objects.obj(m.objects(), Case.ACC);
    List<String> parts = new ArrayList<>();
    parts.add(what);
    m.from().ifPresent(z -> parts.add("aus " + run.zones.zone(z, Case.DAT)));
    String after = m.as().map(a -> a == Step.OrbState.EXHAUSTED ? "(als erschöpfte Manakugel)"
        : "(als bereite Manakugel)").orElse("");
    if (m.to() instanceof Step.Destination.ToZone tz) {
      Zone z = tz.zone();
      parts.add("in " + run.zones.zone(z, Case.ACC));
      V verb = switch (z.kind()) {
        case RESERVE -> m.objects() instanceof ObjectRef.Phrase ph && ph.quantifier().target() ? SEND : PUT;
        case HAND -> m.from().isPresent() ? FETCH_BACK : SEND_BACK;
        case MANA_ZONE, DISCARD_PILE -> PUT;
        default -> throw new IllegalArgumentException("no German yet for moving to " + z.kind());
      };
      return byActor(m.actor(), verb, parts, after);
    }
    if (m.to() instanceof Step.Destination.TopOf top) {
      parts.add("als oberste Karte auf " + run.zones.zone(top.zone(), Case.ACC));
      return byActor(m.actor(), PUT_BACK, parts, after);
    }
    if (m.to() instanceof Step.Destination.ToExpedition e) {
      parts.add("in " + run.objects.obj(e.expedition(), Case.ACC));
      return byActor(m.actor(), PUT, parts, after);
    }
    throw new IllegalArgumentException("no German yet for this destination");
  }

  List<String> gainables(List<Step.Gainable> items) {
    List<String> out = new ArrayList<>();
    for (Step.Gainable g : items) {
      if (g instanceof Step.Gainable.Counters c) {
        out.add(counters(c.count(), c.counter()));
      } else if (g instanceof Step.Gainable.StatusOf s) {
        out.add(status(s.status()));
      } else if (g instanceof Step.Gainable.NthCounter nth) {
        boolean boost = nth.counter().equals(Counter.BOOST);
        G gender = boost ? G.F : G.M;
        out.add(run.objects.possessive(nth.owner(), gender, false, Case.ACC) + " " + digits(nth.nth()) + ". "
            + counterNoun(nth.counter(), false, Case.ACC));
      } else if (g instanceof Step.Gainable.AbilityOf a) {
        out.add("\"" + new GermanPrintRun().sentences.ability(a.ability()) + "\"");
      } else if (g instanceof Step.Gainable.KeywordOf k) {
        out.add(keyword(k.keyword(), k.parameter()));
      } else {
        throw new IllegalArgumentException("no German yet for gaining " + g.getClass().getSimpleName());
      }
    }
    return List.of(join(out, "und"));
  }

  String keyword(KeywordAbilityId id, Optional<Quantity> parameter) {
    String name = GermanLexicon.ABILITY_NAMES.get(id);
    if (parameter.isPresent()) {
      return id == KeywordAbilityId.SCOUT ? "[" + name + "] " + mana(parameter.get())
          : "[" + name + " " + digits(parameter.get()) + "]";
    }
    return "[" + name + "]";
  }
}
