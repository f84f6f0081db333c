package dev.altered.text.fr;

import static dev.altered.ast.PrintedShape.isOne;

import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.DieRange;
import dev.altered.ast.Effect;
import dev.altered.ast.Event;
import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import dev.altered.ast.Trigger;
import dev.altered.ast.Vocabulary.Phase;
import java.util.ArrayList;
import java.util.List;

/** The French printer's abilities, costs, effects and sentences (see {@link FrenchPrinter}). */
final class FrenchPrinterEffects {
  private final FrenchPrinting printing;

  FrenchPrinterEffects(FrenchPrinting printing) {
    this.printing = printing;
  }


  String ability(Ability ability) {
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
      return costs(q.cost()) + " : " + effect(q.effect());
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
      out = FrenchPrinterWords.status(item.status().get(), false, false);
    } else {
      KeywordAbilityId id = item.keyword().get();
      String name = FrenchPrinterWords.keywordName(id, false);
      if (id == KeywordAbilityId.SCOUT) {
        out = "[" + name + "] " + printing.words.mana(item.parameter().get());
      } else if (item.parameter().isPresent()) {
        out = "[" + name + " " + printing.words.plainNumber(item.parameter().get()) + "]";
      } else {
        out = "[" + name + "]";
      }
    }
    if (item.whereX().isPresent()) {
      out += ", X étant " + printing.words.quantity(item.whereX().get(), false);
    }
    return out;
  }

  private String reaction(Ability.Reaction r) {
    StringBuilder out = new StringBuilder();
    boolean symbol = r.trigger() instanceof Trigger.Symbol;
    if (r.trigger() instanceof Trigger.Symbol s) {
      out.append(FrenchPrinterWords.symbol(s.symbol(), true));
    } else if (r.trigger() instanceof Trigger.At at) {
      out.append(FrenchPrinterWords.capitalize(moment(at.phase(), at.end())));
    } else {
      out.append("Lorsque ").append(printing.events.event(((Trigger.When) r.trigger()).event(), false));
    }
    r.condition().ifPresent(c -> out.append(", si ").append(printing.events.condition(c)));
    r.forEach().ifPresent(f -> {
      if (f instanceof Ability.ForEachClause.Objects o) {
        out.append(", pour chaque ").append(printing.objects.obj(o.objects(), false,
            FrenchPrinterObjects.Role.BARE_SINGULAR));
      } else {
        Ability.ForEachClause.Counters c = (Ability.ForEachClause.Counters) f;
        out.append(", pour chacun de ").append(printing.objects.possessor(c.owner(), true, false)).append(" ")
            .append(FrenchPrinterWords.counterNoun(c.counter(), true));
      }
    });
    out.append(symbol ? " " : " — ").append(FrenchPrinterWords.capitalize(effect(r.effect())));
    return out.toString();
  }

  private String costs(List<Cost> costs) {
    List<String> parts = new ArrayList<>();
    for (Cost c : costs) {
      if (c instanceof Cost.ExhaustMe) {
        parts.add("{T}");
      } else if (c instanceof Cost.DiscardMe) {
        parts.add("{D}");
      } else if (c instanceof Cost.Mana m) {
        parts.add(printing.words.mana(m.amount()));
      } else {
        parts.add(FrenchPrinterWords.capitalize(printing.steps.step(((Cost.AsStep) c).step(),
            FrenchPrinterSteps.Mode.IMPERATIVE)));
      }
    }
    return String.join(", ", parts);
  }


  private String effect(Effect effect) {
    List<String> sentences = new ArrayList<>();
    for (int i = 0; i < effect.sentences().size(); i++) {
      String s = sentence(effect.sentences().get(i));
      // A sentence that ends with a quoted ability takes its period after the quotes, unless it ends the effect.
      sentences.add(s.endsWith("\"") && i < effect.sentences().size() - 1 ? s + "." : s);
    }
    return String.join(" ", sentences);
  }

  private String sentence(Sentence s) {
    if (s instanceof Sentence.Steps st) {
      return period(FrenchPrinterWords.capitalize(printing.steps.steps(st.steps())));
    }
    if (s instanceof Sentence.If i && i.otherwise().isEmpty() && trailingIf(i.then())) {
      return period(FrenchPrinterWords.capitalize(printing.steps.steps(i.then())) + " si "
          + printing.events.condition(i.condition()));
    }
    if (s instanceof Sentence.If i && i.condition() instanceof Condition.During d && i.otherwise().isEmpty()) {
      return period(FrenchPrinterWords.capitalize(printing.steps.steps(i.then())) + " " + timing(d));
    }
    if (s instanceof Sentence.If i) {
      String cond = printing.events.condition(i.condition());
      String then = printing.steps.steps(i.then());
      if (i.otherwise().isPresent()) {
        return period("Si " + cond + ", " + then + ", sinon " + printing.steps.steps(i.otherwise().get()));
      }
      return period("Si " + cond + ", " + then);
    }
    if (s instanceof Sentence.Unless u) {
      return period("Sauf si " + printing.events.condition(u.condition()) + ", " + printing.steps.steps(u.steps()));
    }
    if (s instanceof Sentence.Otherwise o) {
      return period("Sinon, " + printing.steps.steps(o.steps()));
    }
    if (s instanceof Sentence.During d) {
      String when = d.phase() == Phase.MORNING ? "Le Matin" : "Pendant "
          + FrenchPrinterWords.phaseWithArticle(d.phase());
      return period(when + ", " + printing.steps.steps(d.steps()));
    }
    if (s instanceof Sentence.ForEach f) {
      String objects = printing.objects.obj(f.objects(), true, FrenchPrinterObjects.Role.BARE_SINGULAR);
      return period("Pour chaque " + objects + ", " + printing.steps.steps(f.steps()));
    }
    if (s instanceof Sentence.WhenThisWay w) {
      if (w.event() instanceof Event.RollsResult r && r.thisWay()) {
        return period("Sur un résultat de " + dieRange(r.range()) + " — "
            + FrenchPrinterWords.capitalize(printing.steps.steps(w.steps())));
      }
      return period("Lorsque " + printing.events.event(w.event(), false) + " — "
          + FrenchPrinterWords.capitalize(printing.steps.steps(w.steps())));
    }
    if (s instanceof Sentence.Modal m) {
      StringBuilder out = new StringBuilder("Choisissez ");
      if (m.upTo()) {
        out.append("jusqu'à ");
      }
      out.append(isOne(m.count()) ? "l'un" : printing.words.quantity(m.count(), true));
      m.whereX().ifPresent(x -> out.append(", X étant ").append(printing.words.quantity(x, false)));
      if (m.repeatable()) {
        out.append(". Vous pouvez choisir la même option plusieurs fois");
      }
      m.extra().ifPresent(e -> {
        out.append(". Si ").append(printing.events.condition(e.condition())).append(", vous pouvez choisir ");
        out.append(e.count().map(q -> printing.words.quantity(q, true)).orElse("les deux"));
      });
      out.append(" :");
      for (Sentence.Mode mode : m.modes()) {
        out.append(" • ").append(mode(mode));
      }
      return out.toString();
    }
    if (s instanceof Sentence.OnResult r) {
      StringBuilder out = new StringBuilder("Sur un résultat de :");
      for (Sentence.Outcome o : r.outcomes()) {
        out.append(" • ").append(dieRange(o.range())).append(", ").append(FrenchPrinterWords.lowerFirst(effect(o.effect())));
      }
      return out.toString();
    }
    if (s instanceof Sentence.Repeat r) {
      StringBuilder out = new StringBuilder("Faites ce qui suit ").append(printing.words.quantity(r.times(), false))
          .append(" fois");
      r.whereX().ifPresent(x -> out.append(", X étant ").append(printing.words.quantity(x, false)));
      out.append(" :");
      for (Sentence.Mode mode : r.body()) {
        out.append(" • ").append(mode(mode));
      }
      return out.toString();
    }
    Sentence.Depending d = (Sentence.Depending) s;
    Quantity.RemovedThisWay removed = (Quantity.RemovedThisWay) d.on();
    StringBuilder out = new StringBuilder("En fonction du nombre de ").append(FrenchPrinterWords.counterNoun(removed.counter(), true))
        .append(" retirés de cette façon :");
    for (Sentence.Outcome o : d.outcomes()) {
      out.append(" • ").append(dieRange(o.range())).append(" : ").append(effect(o.effect()));
    }
    return out.toString();
  }

  /** "Au Crépuscule", "À Midi", "À la tombée de la Nuit", "à la fin de l'Après-midi", "après le Repos". */
  static String moment(Phase phase, boolean end) {
    if (phase == Phase.REST && end) {
      return "après le Repos";
    }
    if (end) {
      return "à la fin " + switch (phase) {
        case AFTERNOON -> "de l'Après-midi";
        case NIGHT -> "de la Nuit";
        default -> "du " + FrenchPrinterWords.phaseName(phase);
      };
    }
    return switch (phase) {
      case NOON -> "à Midi";
      case NIGHT -> "à la tombée de la Nuit";
      case AFTERNOON -> "à l'Après-midi";
      default -> "au " + FrenchPrinterWords.phaseName(phase);
    };
  }

  /** "pendant votre tour", "pendant l'Après-midi", "le premier Jour". */
  String timing(Condition.During d) {
    if (d.turnOf().isPresent()) {
      return "pendant " + printing.objects.possessivePlayer(d.turnOf().get(), false, false) + " tour";
    }
    if (d.phase().isPresent()) {
      return "pendant " + FrenchPrinterWords.phaseWithArticle(d.phase().get());
    }
    return "le " + FrenchPrinterWords.ordinal(d.day().orElseThrow(), false) + " Jour";
  }

  private static String period(String sentence) {
    return sentence.endsWith("\"") || sentence.endsWith(".") ? sentence : sentence + ".";
  }

  /** Statements about costs and play restrictions put their condition last. */
  private static boolean trailingIf(List<Step> steps) {
    if (steps.size() != 1 || !(steps.get(0) instanceof Step.Continuous c) || c.duration().isPresent()) {
      return false;
    }
    Statement st = c.statement();
    return st instanceof Statement.CostChange || st instanceof Statement.LimitChange
        || st instanceof Statement.ActionCostsMore || st instanceof Statement.ActivationRestriction
        || st instanceof Statement.Cannot x && x.action() instanceof Statement.Restricted.Undergo;
  }

  private String mode(Sentence.Mode mode) {
    if (mode.cost().isEmpty()) {
      return effect(mode.effect());
    }
    return costs(mode.cost()) + " : " + effect(mode.effect());
  }

  static String dieRange(DieRange r) {
    if (r.orMore()) {
      return r.low() + "+";
    }
    return r.low() == r.high() ? String.valueOf(r.low()) : r.low() + "-" + r.high();
  }
}
