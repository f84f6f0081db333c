package dev.altered.text.en;

import static dev.altered.ast.PrintedShape.unmodified;
import static dev.altered.ast.PrintedShape.objectSubject;
import static dev.altered.ast.PrintedShape.sameObject;
import static dev.altered.ast.PrintedShape.plural;
import static dev.altered.ast.PrintedShape.isOne;
import static dev.altered.text.en.EnglishWordPrinter.*;

import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.DieRange;
import dev.altered.ast.Effect;
import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Sentence;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import dev.altered.ast.Trigger;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.text.PrintedCosts;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * English printing: abilities, their triggers and costs, effects and sentences.
 */
final class EnglishSentencePrinter {
  private final EnglishPrinting run;

  EnglishSentencePrinter(EnglishPrinting run) {
    this.run = run;
  }

  String ability(Ability ability) {
    return switchAbility(ability);
  }

  private String switchAbility(Ability ability) {
    if (ability instanceof Ability.KeywordLine k) {
      List<String> items = new ArrayList<>();
      for (Ability.KeywordItem item : k.keywords()) {
        items.add(keywordItem(item));
      }
      return String.join(". ", items) + ".";
    }
    if (ability instanceof Ability.Reaction r) {
      return (r.supportMark() ? "{I} " : "") + reaction(r);
    }
    if (ability instanceof Ability.QuickAction q) {
      return costs(q.cost()) + colon(q.cost()) + effect(q.effect());
    }
    if (ability instanceof Ability.Passive p) {
      return (p.supportMark() ? "{I} " : "") + effect(p.statements());
    }
    Ability.SpellEffect e = (Ability.SpellEffect) ability;
    return (e.supportMark() ? "{I} " : "") + effect(e.effect());
  }

  private String keywordItem(Ability.KeywordItem item) {
    String out;
    if (item.status().isPresent()) {
      out = status(item.status().get());
    } else {
      KeywordAbilityId id = item.keyword().get();
      String name = keywordName(id);
      if (id == KeywordAbilityId.SCOUT) {
        out = "[" + name + "] " + run.words.mana(item.parameter().get());
      } else if (item.parameter().isPresent()) {
        out = "[" + name + " " + run.words.plainNumber(item.parameter().get()) + "]";
      } else {
        out = "[" + name + "]";
      }
    }
    if (item.whereX().isPresent()) {
      out += ", where X is " + run.words.quantity(item.whereX().get(), false);
    }
    return out;
  }

  private String reaction(Ability.Reaction r) {
    StringBuilder out = new StringBuilder();
    boolean symbol = r.trigger() instanceof Trigger.Symbol || r.trigger() instanceof Trigger.AnyOf;
    if (r.trigger() instanceof Trigger.Symbol s) {
      out.append(symbol(s.symbol(), true));
    } else if (r.trigger() instanceof Trigger.AnyOf any) {
      List<String> symbols = new ArrayList<>();
      for (Trigger t : any.triggers()) {
        if (!(t instanceof Trigger.Symbol s)) {
          throw new IllegalArgumentException("no English for triggers other than symbols joined: " + t);
        }
        symbols.add(symbol(s.symbol(), true));
      }
      out.append(String.join(" ", symbols));
    } else if (r.trigger() instanceof Trigger.At at) {
      out.append(capitalize(moment(at.phase(), at.end(), true)));
    } else if (r.trigger() instanceof Trigger.EndOfTurn t) {
      out.append(capitalize(endOfTurn(t.turnOf())));
    } else {
      out.append("When ").append(run.conditions.event(((Trigger.When) r.trigger()).event()));
    }
    if (r.condition().orElse(null) instanceof Condition.During d && r.trigger() instanceof Trigger.When) {
      out.append(" ").append(timing(d)); // "When you play a Spell during your turn"
    } else {
      r.condition().ifPresent(c -> out.append(", if ").append(run.conditions.condition(c)));
    }
    r.forEach().ifPresent(f -> {
      if (f instanceof Ability.ForEachClause.Objects o) {
        out.append(", for each ").append(run.objects.obj(o.objects(), false, false));
      } else {
        Ability.ForEachClause.Counters c = (Ability.ForEachClause.Counters) f;
        out.append(", for each of ").append(run.objects.possessor(c.owner())).append(" ").append(counterNoun(c.counter(), true));
      }
    });
    out.append(symbol ? " " : " — ").append(effect(r.effect()));
    return out.toString();
  }

  /** "{T} : Draw a card" after a symbol, "{T}, Spend 3 of my Sap counters: ..." after words. */
  private static String colon(List<Cost> costs) {
    return costs.get(costs.size() - 1) instanceof Cost.AsStep ? ": " : " : ";
  }

  private String costs(List<Cost> costs) {
    return PrintedCosts.join(costs, run.words::mana,
        step -> capitalize(run.steps.step(step, EnglishStepPrinter.Mode.IMPERATIVE)));
  }

  // =================================================================================================================
  // Effects and sentences
  // =================================================================================================================

  private String effect(Effect effect) {
    List<String> sentences = new ArrayList<>();
    for (Sentence s : effect.sentences()) {
      sentences.add(sentence(s));
    }
    for (int i = 0; i < sentences.size() - 1; i++) {
      // A quotation ends a sentence inside its quotes only at the end of the effect.
      String s = sentences.get(i);
      if (s.endsWith(".\"")) {
        sentences.set(i, s.substring(0, s.length() - 2) + "\".");
      }
    }
    return String.join(" ", sentences);
  }

  private String sentence(Sentence s) {
    if (s instanceof Sentence.Steps st) {
      return period(capitalize(run.steps.steps(st.steps())));
    }
    if (s instanceof Sentence.If i && i.otherwise().isEmpty() && trailingIf(i.then())) {
      // "I cost {1} less if there are ..."
      String then = run.steps.steps(i.then());
      return capitalize(then) + " if " + run.conditions.condition(i.condition()) + ".";
    }
    if (s instanceof Sentence.If i && i.condition() instanceof Condition.During d && i.otherwise().isEmpty()) {
      return capitalize(run.steps.steps(i.then())) + " " + timing(d) + ".";
    }
    if (s instanceof Sentence.If i) {
      String cond = run.conditions.condition(i.condition());
      String then = run.steps.steps(i.then());
      if (i.otherwise().isPresent()) {
        return period("If " + cond + ", " + then + ", otherwise " + run.steps.steps(i.otherwise().get()));
      }
      return period("If " + cond + ", " + then);
    }
    if (s instanceof Sentence.Unless u) {
      String cond = run.conditions.condition(u.condition());
      return "Unless " + cond + ", " + run.steps.steps(u.steps()) + ".";
    }
    if (s instanceof Sentence.Otherwise o) {
      return "Otherwise, " + run.steps.steps(o.steps()) + ".";
    }
    if (s instanceof Sentence.During d) {
      return "During " + phase(d.phase()) + ", " + run.steps.steps(d.steps()) + ".";
    }
    if (s instanceof Sentence.ForEach f) {
      String objects = run.objects.obj(f.objects(), true, false);
      return "For each " + objects + ", " + run.steps.steps(f.steps()) + ".";
    }
    if (s instanceof Sentence.WhenThisWay w) {
      String event = run.conditions.event(w.event());
      return "When " + event + " — " + capitalize(run.steps.steps(w.steps())) + ".";
    }
    if (s instanceof Sentence.Modal m) {
      StringBuilder out = new StringBuilder("Choose ");
      if (m.upTo()) {
        out.append("up to ");
      }
      out.append(run.words.quantity(m.count(), true));
      m.whereX().ifPresent(x -> out.append(", where X is ").append(run.words.quantity(x, false)));
      if (m.repeatable()) {
        out.append(". You may pick the same option multiple times");
      }
      m.extra().ifPresent(e -> {
        out.append(". If ").append(run.conditions.condition(e.condition())).append(", you may choose ");
        out.append(e.count().map(q -> run.words.quantity(q, true)).orElse("both"));
      });
      out.append(":");
      for (Sentence.Mode mode : m.modes()) {
        out.append(" • ").append(mode(mode));
      }
      return out.toString();
    }
    if (s instanceof Sentence.OnResult r) {
      StringBuilder out = new StringBuilder("On a:");
      for (Sentence.Outcome o : r.outcomes()) {
        out.append(" • ").append(dieRange(o.range())).append(", ").append(lowerFirst(effect(o.effect())));
      }
      return out.toString();
    }
    if (s instanceof Sentence.Repeat r) {
      StringBuilder out = new StringBuilder("Do the following ").append(run.words.quantity(r.times(), false)).append(" times");
      r.whereX().ifPresent(x -> out.append(", where X is ").append(run.words.quantity(x, false)));
      out.append(":");
      for (Sentence.Mode mode : r.body()) {
        out.append(" • ").append(mode(mode));
      }
      return out.toString();
    }
    Sentence.Depending d = (Sentence.Depending) s;
    StringBuilder out = new StringBuilder("Depending on ").append(run.words.quantity(d.on(), false)).append(":");
    for (Sentence.Outcome o : d.outcomes()) {
      out.append(" • ").append(dieRange(o.range())).append(": ").append(effect(o.effect()));
    }
    return out.toString();
  }

  /** "At Dusk", "at the end of the Afternoon", "after Rest" (the end of Rest). */
  String moment(Phase phase, boolean end, boolean trigger) {
    if (phase == Phase.REST && end) {
      return "after Rest";
    }
    return end ? "at the end of the " + phase(phase) : "at " + phase(phase);
  }

  /** "at the end of the turn", "at the end of your turn". */
  String endOfTurn(Optional<PlayerRef> turnOf) {
    return "at the end of " + turnOf.map(p -> run.objects.possessivePlayer(p)).orElse("the") + " turn";
  }

  /** "during your turn", "during the Afternoon", "during the first Day". */
  String timing(Condition.During d) {
    if (d.turnOf().isPresent()) {
      return "during " + run.objects.possessivePlayer(d.turnOf().get()) + " turn";
    }
    if (d.phase().isPresent()) {
      return "during the " + phase(d.phase().get());
    }
    return "during the " + run.words.ordinal(d.day().orElseThrow()) + " Day";
  }

  /** Ends a sentence; a quoted ability that ends the sentence already has its period inside the quotes. */
  private static String period(String sentence) {
    return sentence.endsWith(".\"") ? sentence : sentence + ".";
  }

  /** Statements about costs and play restrictions put their condition last. */
  private static boolean trailingIf(List<Step> steps) {
    if (steps.size() != 1 || !(steps.get(0) instanceof Step.Continuous c) || c.duration().isPresent()) {
      return false;
    }
    Statement st = c.statement();
    return st instanceof Statement.CostChange
        || st instanceof Statement.ActionCostsMore || st instanceof Statement.ActivationRestriction
        || st instanceof Statement.Cannot x && x.action() instanceof Statement.Restricted.Undergo;
  }

  private String mode(Sentence.Mode mode) {
    if (mode.cost().isEmpty()) {
      return effect(mode.effect());
    }
    return costs(mode.cost()) + colon(mode.cost()) + effect(mode.effect());
  }

  String dieRange(DieRange r) {
    if (r.orMore()) {
      return r.low() + "+";
    }
    return r.low() == r.high() ? String.valueOf(r.low()) : r.low() + "-" + r.high();
  }

  // =================================================================================================================
  // Steps
  // =================================================================================================================
}
