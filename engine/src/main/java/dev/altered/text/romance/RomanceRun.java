package dev.altered.text.romance;

import static dev.altered.ast.PrintedShape.unmodified;
import static dev.altered.ast.PrintedShape.objectSubject;
import static dev.altered.ast.PrintedShape.sameObject;
import static dev.altered.ast.PrintedShape.plural;
import static dev.altered.ast.PrintedShape.isOne;
import static dev.altered.text.romance.Phrase.*;
import static dev.altered.text.romance.Verb.*;
import static dev.altered.text.romance.Verb.*;
import static java.util.Map.entry;

import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.Counter;
import dev.altered.ast.DieRange;
import dev.altered.ast.Effect;
import dev.altered.ast.Event;
import dev.altered.ast.Filter;
import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.Statement;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.TokenSpec;
import dev.altered.ast.Trigger;
import dev.altered.ast.Value;
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Limit;
import dev.altered.ast.Vocabulary.ObjectAction;
import dev.altered.ast.Vocabulary.ObjectType;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Position;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import dev.altered.text.romance.Agree;
import dev.altered.text.romance.RomanceRun;
import dev.altered.text.romance.Verb;
import dev.altered.text.romance.VerbForms;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * The shared Romance printer, top layer: abilities, effects and sentences. A language's printer makes one
 * {@code RomanceRun} of its own per ability and calls {@link #ability}.
 */
public abstract class RomanceRun extends RomanceSteps {
  protected RomanceRun(Phrasebook phrases) {
    super(phrases);
  }

  // =================================================================================================================
  // Abilities
  // =================================================================================================================

  public String ability(Ability ability) {
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
      return costs(q.cost()) + ": " + effect(q.effect());
    }
    if (ability instanceof Ability.Passive p) {
      return (p.supportMark() ? "{I} " : "") + effect(p.statements());
    }
    Ability.SpellEffect e = (Ability.SpellEffect) ability;
    return (e.supportMark() ? "{I} " : "") + effect(e.effect());
  }

  protected String keywordItem(Ability.KeywordItem item) {
    String out;
    if (item.status().isPresent()) {
      out = status(item.status().get());
    } else {
      KeywordAbilityId id = item.keyword().get();
      String name = keywordName(id);
      if (id == KeywordAbilityId.SCOUT) {
        out = "[" + name + "] " + mana(item.parameter().get());
      } else if (item.parameter().isPresent()) {
        out = "[" + name + " " + plainNumber(item.parameter().get()) + "]";
      } else {
        out = "[" + name + "]";
      }
    }
    if (item.whereX().isPresent()) {
      out += say(DONDE_X_EQUIVALE_A) + quantity(item.whereX().get(), false);
    }
    return out;
  }

  protected String reaction(Ability.Reaction r) {
    StringBuilder out = new StringBuilder();
    boolean symbol = r.trigger() instanceof Trigger.Symbol;
    if (r.trigger() instanceof Trigger.Symbol s) {
      out.append(symbol(s.symbol(), true));
    } else if (r.trigger() instanceof Trigger.At at) {
      out.append(capitalize(moment(at.phase(), at.end())));
    } else {
      out.append(say(CUANDO)).append(event(((Trigger.When) r.trigger()).event(), false));
    }
    r.condition().ifPresent(c -> out.append(say(SI)).append(condition(c)));
    r.forEach().ifPresent(f -> {
      if (f instanceof Ability.ForEachClause.Objects o) {
        out.append(say(POR_CADA)).append(obj(o.objects(), false, Case.OBJECT));
      } else {
        Ability.ForEachClause.Counters c = (Ability.ForEachClause.Counters) f;
        out.append(forEachCounter(c));
      }
    });
    out.append(symbol ? " " : " — ").append(capitalize(effect(r.effect())));
    return out.toString();
  }

  // =================================================================================================================
  // Effects and sentences
  // =================================================================================================================

  protected String effect(Effect effect) {
    List<String> sentences = new ArrayList<>();
    for (Sentence s : effect.sentences()) {
      sentences.add(sentence(s));
    }
    for (int i = 0; i < sentences.size() - 1; i++) {
      String s = sentences.get(i);
      if (s.endsWith(".\"")) {
        sentences.set(i, s.substring(0, s.length() - 2) + "\".");
      }
    }
    return String.join(" ", sentences);
  }

  protected String sentence(Sentence s) {
    if (s instanceof Sentence.Steps st) {
      return period(capitalize(steps(st.steps())));
    }
    if (s instanceof Sentence.If i && i.otherwise().isEmpty() && trailingIf(i.then())) {
      return capitalize(steps(i.then())) + say(SI_2) + condition(i.condition()) + ".";
    }
    if (s instanceof Sentence.If i && i.condition() instanceof Condition.During d && i.otherwise().isEmpty()) {
      return capitalize(steps(i.then())) + " " + timing(d) + ".";
    }
    if (s instanceof Sentence.If i) {
      String cond = condition(i.condition());
      String then = steps(i.then());
      if (i.otherwise().isPresent()) {
        return period(say(SI_3) + cond + ", " + then + say(DE_LO_CONTRARIO) + steps(i.otherwise().get()));
      }
      return period(say(SI_3) + cond + ", " + then);
    }
    if (s instanceof Sentence.Unless u) {
      String cond = condition(u.condition(), true);
      return unless(u.condition(), cond) + ", " + steps(u.steps()) + ".";
    }
    if (s instanceof Sentence.Otherwise o) {
      return say(DE_LO_CONTRARIO_2) + steps(o.steps()) + ".";
    }
    if (s instanceof Sentence.During d) {
      return "Durante " + phaseThe(d.phase()) + ", " + steps(d.steps()) + ".";
    }
    if (s instanceof Sentence.ForEach f) {
      String objects = obj(f.objects(), true, Case.OBJECT);
      return say(POR_CADA_2) + objects + ", " + steps(f.steps()) + ".";
    }
    if (s instanceof Sentence.WhenThisWay w) {
      if (w.event() instanceof Event.RollsResult r && r.thisWay() && r.player().kind() == PlayerRef.Kind.YOU) {
        return say(SI_SACAS) + dieRange(r.range()) + " — " + capitalize(steps(w.steps())) + ".";
      }
      return say(CUANDO) + event(w.event(), false) + " — " + capitalize(steps(w.steps())) + ".";
    }
    if (s instanceof Sentence.Modal m) {
      StringBuilder out = new StringBuilder(say(ELIGE));
      if (m.upTo()) {
        out.append(say(HASTA));
      }
      boolean one = isOne(m.count());
      out.append(one ? say(UNA) : quantity(m.count(), true)).append(one ? say(OPCION) : say(OPCIONES));
      m.whereX().ifPresent(x -> out.append(say(DONDE_X_EQUIVALE_A)).append(quantity(x, false)));
      if (m.repeatable()) {
        out.append(say(PUEDES_ELEGIR_LA_MISMA_OPCION_VARIAS_VECES));
      }
      m.extra().ifPresent(e -> {
        out.append(say(SI_4)).append(condition(e.condition())).append(say(PUEDES_ELEGIR));
        out.append(e.count().map(q -> quantity(q, true)).orElse(say(AMBAS)));
      });
      out.append(":");
      for (Sentence.Mode mode : m.modes()) {
        out.append(" • ").append(mode(mode));
      }
      return out.toString();
    }
    if (s instanceof Sentence.OnResult r) {
      StringBuilder out = new StringBuilder(say(SI_SACAS_2));
      for (Sentence.Outcome o : r.outcomes()) {
        out.append(" • ").append(dieRange(o.range())).append(", ").append(lowerFirst(effect(o.effect())));
      }
      return out.toString();
    }
    if (s instanceof Sentence.Repeat r) {
      StringBuilder out = new StringBuilder(say(HAZ_LO_SIGUIENTE)).append(quantity(r.times(), false)).append(say(VECES));
      r.whereX().ifPresent(x -> out.append(say(DONDE_X_EQUIVALE_A)).append(quantity(x, false)));
      out.append(":");
      for (Sentence.Mode mode : r.body()) {
        out.append(" • ").append(mode(mode));
      }
      return out.toString();
    }
    Sentence.Depending d = (Sentence.Depending) s;
    StringBuilder out = new StringBuilder(dependingOn(quantity(d.on(), false))).append(":");
    for (Sentence.Outcome o : d.outcomes()) {
      out.append(" • ").append(dieRange(o.range())).append(": ").append(effect(o.effect()));
    }
    return out.toString();
  }

  protected String timing(Condition.During d) {
    if (d.turnOf().isPresent()) {
      return "durante " + possessivePlayer(d.turnOf().get(), false) + " turno";
    }
    if (d.phase().isPresent()) {
      return "durante " + phaseThe(d.phase().get());
    }
    return say(DURANTE_EL) + ordinal(d.day().orElseThrow(), false) + say(DIA);
  }

  protected String period(String sentence) {
    return sentence.endsWith(".\"") ? sentence : sentence + ".";
  }

  protected boolean trailingIf(List<Step> steps) {
    if (steps.size() != 1 || !(steps.get(0) instanceof Step.Continuous c) || c.duration().isPresent()) {
      return false;
    }
    Statement st = c.statement();
    return st instanceof Statement.CostChange || st instanceof Statement.LimitChange
        || st instanceof Statement.ActionCostsMore || st instanceof Statement.ActivationRestriction
        || st instanceof Statement.Cannot x && x.action() instanceof Statement.Restricted.Undergo;
  }

  protected String mode(Sentence.Mode mode) {
    if (mode.cost().isEmpty()) {
      return effect(mode.effect());
    }
    return costs(mode.cost()) + ": " + effect(mode.effect());
  }

  protected String dieRange(DieRange r) {
    if (r.orMore()) {
      return r.low() + "+";
    }
    return r.low() == r.high() ? String.valueOf(r.low()) : r.low() + "-" + r.high();
  }

}
