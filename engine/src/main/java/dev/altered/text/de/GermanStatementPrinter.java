package dev.altered.text.de;

import static dev.altered.text.de.GermanEventPrinter.during;
import static dev.altered.text.de.GermanGrammar.*;
import static dev.altered.text.de.GermanZonePrinter.counterNoun;
import static dev.altered.text.de.GermanZonePrinter.digits;
import static dev.altered.text.de.GermanZonePrinter.kinds;
import static dev.altered.text.de.GermanZonePrinter.mana;
import static dev.altered.text.de.GermanZonePrinter.status;
import static dev.altered.text.de.GermanZonePrinter.terrain;

import dev.altered.ast.Counter;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Quantity;
import dev.altered.ast.Statement;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.text.de.GermanObjectPrinter.Subject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Statements: passive abilities and continuous effects.
 */
final class GermanStatementPrinter {
  private final GermanPrintRun run;

  GermanStatementPrinter(GermanPrintRun run) {
    this.run = run;
  }

  Clause statement(Statement st) {
    if (st instanceof Statement.Has h) {
      List<String> grants = new ArrayList<>();
      for (Statement.Grant g : h.grants()) {
        if (g instanceof Statement.Grant.KeywordGrant k) {
          grants.add(run.steps.keyword(k.keyword(), k.parameter()));
        } else if (g instanceof Statement.Grant.StatusGrant s) {
          grants.add(status(s.status()));
        } else if (g instanceof Statement.Grant.AbilityGrant a) {
          grants.add(": \"" + new GermanPrintRun().sentences.ability(a.ability()) + "\"");
        } else {
          throw new IllegalArgumentException("no German yet for grant " + g.getClass().getSimpleName());
        }
      }
      // "Ich bin [Verteidiger]", "sind [Erfahren]"; a keyword with a number or a status is had: "haben [Robust 2]".
      boolean adjectives = true;
      for (Statement.Grant g : h.grants()) {
        adjectives &= g instanceof Statement.Grant.KeywordGrant k && k.parameter().isEmpty();
      }
      return run.steps.bySubject(h.subject(), adjectives ? BE : HAVE, List.of(join(grants, "und")), "");
    }
    if (st instanceof Statement.Replacement r && (r.kind() == Statement.Replacement.Kind.INSTEAD
        || r.kind() == Statement.Replacement.Kind.ALSO)) {
      Clause would = run.events.eventClause(r.event().event());
      StringBuilder cond = new StringBuilder();
      would.subject().ifPresent(x -> cond.append(x).append(' '));
      for (String part : would.parts()) {
        cond.append(part).append(' ');
      }
      cond.append(would.verb().inf());
      if (!would.after().isEmpty()) {
        cond.append(' ').append(would.after());
      }
      cond.append(would.person() == Person.PLURAL ? " würden" : would.person() == Person.SECOND ? " würdest"
          : " würde");
      r.event().whilst().ifPresent(w -> cond.append(", während ").append(run.conditions.condition(w)));
      if (r.steps().size() != 1) {
        throw new IllegalArgumentException("no German yet for several replacing steps");
      }
      run.leadingAdverb = r.kind() == Statement.Replacement.Kind.INSTEAD ? "stattdessen" : "auch";
      String then = run.sentences.step(r.steps().get(0), true);
      run.leadingAdverb = null;
      return new Clause(Optional.of("Falls " + cond + ","), Person.IMP, EMPTY, List.of(then), "");
    }
    if (st instanceof Statement.AbilitiesCannotActivate ac && ac.of() instanceof ObjectRef.Phrase ph
        && ph.quantifier().kind() == Quantifier.Kind.BARE && ph.nouns().plural()) {
      String whose = "der " + run.objects.phraseWith(ph, Case.GEN, Art.DEF);
      return new Clause(Optional.of("die Fähigkeiten " + kinds(ac.kinds()) + " " + whose), Person.PLURAL, CAN,
          List.of("nicht aktiviert"), "werden");
    }
    if (st instanceof Statement.LimitChange lc && lc.limit() == dev.altered.ast.Vocabulary.Limit.RESERVE
        && lc.objects().isEmpty() && lc.amount().isPresent()) {
      String change = lc.sign() > 0 ? "erhöht" : "reduziert";
      if (lc.player().isEmpty()) {
        return new Clause(Optional.of("alle Reserve-Limits"), Person.PLURAL, BECOME,
            List.of("um " + digits(lc.amount().get())), change);
      }
      if (lc.player().get().kind() == PlayerRef.Kind.YOU) {
        return new Clause(Optional.of("dein Reserve-Limit"), Person.THIRD, BECOME,
            List.of("um " + digits(lc.amount().get())), change);
      }
    }
    if (st instanceof Statement.TerrainSet ts && ts.regions().size() == 1
        && ts.regions().get(0) instanceof Statement.Region.All) {
      return new Clause(Optional.of("alle Regionen"), Person.PLURAL, BE, List.of(terrain(ts.terrain())),
          "und verlieren ihre anderen Gelände");
    }
    if (st instanceof Statement.BeginsWith b) {
      boolean one = b.count() instanceof Quantity.Literal l && l.value() == 1;
      return run.steps.bySubject(b.subject(), BEGIN, List.of("das Spiel mit " + digits(b.count()) + " "
          + counterNoun(b.counter(), !one, Case.DAT)), "");
    }
    if (st instanceof Statement.MinimumCost mc) {
      Subject sub = run.objects.subject(mc.subject());
      return new Clause(Optional.of(sub.text()), sub.person(), CAN, List.of("nicht weniger als " + mana(mc.mana())),
          "kosten");
    }
    if (st instanceof Statement.CostChange c && c.toPlayIn().isEmpty() && c.minimum().isEmpty()
        && c.per().isPresent()) {
      Clause base = run.steps.bySubject(c.subject(), COST, List.of(mana(c.mana()) + (c.more() ? " mehr" : " weniger")), "");
      int before = run.named.size();
      String per = "pro " + run.objects.obj(c.per().get(), Case.ACC);
      return new Clause(base.subject(), base.person(), base.verb(), List.of(base.parts().get(0), per), "");
    }
    if (st instanceof Statement.Free f) {
      return run.steps.bySubject(f.subject(), BE, List.of("kostenlos"), "");
    }
    if (st instanceof Statement.Cannot cn && cn.action() instanceof Statement.Restricted.Move mv
        && mv.direction() == Direction.FORWARD && mv.dueTo().isEmpty()) {
      Subject sub = run.objects.subject(cn.subject());
      List<String> parts = new ArrayList<>(List.of("sich"));
      mv.during().ifPresent(ph -> parts.add(during(ph)));
      parts.add("nicht vorwärts");
      return new Clause(Optional.of(sub.text()), sub.person(), CAN, parts,
          "bewegen" + mv.exceptDueTo().map(t -> ", außer durch " + terrain(t)).orElse(""));
    }
    if (st instanceof Statement.Cannot cn && cn.action() instanceof Statement.Restricted.PreventMovingForward pm) {
      Subject who = run.objects.subject(cn.subject());
      String whose = pm.expedition() instanceof ObjectRef.Pronoun ? run.objects.possessiveOfPronoun(pm.expedition())
          + " Vorwärtskommen" : "das Vorwärtskommen " + run.objects.obj(pm.expedition(), Case.GEN);
      return new Clause(Optional.of(who.text()), who.person(), PREVENT, List.of("nicht " + whose), "");
    }
    if (st instanceof Statement.Cannot cn && cn.action() instanceof Statement.Restricted.Undergo u
        && u.by().isEmpty() && u.action() == dev.altered.ast.Vocabulary.ObjectAction.PLAYED) {
      Subject sub = run.objects.subject(cn.subject());
      return new Clause(Optional.of(sub.text()), sub.person(), CAN, List.of("nicht gespielt"), "werden");
    }
    if (st instanceof Statement.Cannot cn && cn.action() instanceof Statement.Restricted.GainCounters gc) {
      Subject sub = run.objects.subject(cn.subject());
      String what = gc.counter().equals(Counter.ANY) ? "keine Zähler" : "keine " + counterNoun(gc.counter(), true,
          Case.ACC);
      return new Clause(Optional.of(sub.text()), sub.person(), CAN, List.of(what), "erhalten");
    }
    if (st instanceof Statement.Cannot cn && cn.action() instanceof Statement.Restricted.CountTowardsLimit l
        && l.limit() == dev.altered.ast.Vocabulary.Limit.RESERVE) {
      return run.steps.bySubject(cn.subject(), COUNT, List.of("nicht für dein Reserve-Limit"), "");
    }
    if (st instanceof Statement.ActivationRestriction ar && ar.onlyIf().isPresent() && ar.times().isEmpty()
        && ar.per().isEmpty()) {
      return new Clause(Optional.of("du"), Person.SECOND, CAN, List.of("dies nur aktivieren, falls "
          + run.conditions.condition(ar.onlyIf().get())), "");
    }
    if (st instanceof Statement.CostChange c && c.toPlayIn().isEmpty() && c.minimum().isEmpty()
        && c.per().isEmpty()) {
      return run.steps.bySubject(c.subject(), COST, List.of(mana(c.mana()) + (c.more() ? " mehr" : " weniger")), "");
    }
    throw new IllegalArgumentException("no German yet for statement " + st.getClass().getSimpleName());
  }
}
