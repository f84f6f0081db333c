package dev.altered.text.de;

import static dev.altered.text.de.GermanEventPrinter.during;
import static dev.altered.text.de.GermanEventPrinter.moment;
import static dev.altered.text.de.GermanGrammar.*;
import static dev.altered.text.de.GermanZonePrinter.digits;
import static dev.altered.text.de.GermanZonePrinter.mana;
import static dev.altered.text.de.GermanZonePrinter.number;
import static dev.altered.text.de.GermanZonePrinter.status;
import static dev.altered.text.de.GermanZonePrinter.symbol;

import dev.altered.ast.Ability;
import dev.altered.ast.Cost;
import dev.altered.ast.DieRange;
import dev.altered.ast.Effect;
import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.Statement;
import dev.altered.ast.Step;
import dev.altered.ast.Trigger;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.text.de.GermanObjectPrinter.Subject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Abilities, effects, sentences and sequences of steps in German.
 */
final class GermanSentencePrinter {
  private final GermanPrintRun run;

  GermanSentencePrinter(GermanPrintRun run) {
    this.run = run;
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
      out = status(item.status().get());
    } else {
      KeywordAbilityId id = item.keyword().get();
      String name = GermanLexicon.ABILITY_NAMES.get(id);
      if (id == KeywordAbilityId.SCOUT) {
        out = "[" + name + "] " + mana(item.parameter().get());
      } else if (item.parameter().isPresent()) {
        out = "[" + name + " " + digits(item.parameter().get()) + "]";
      } else {
        out = "[" + name + "]";
      }
    }
    if (item.whereX().isPresent()) {
      out += ", wobei X " + run.zones.quantity(item.whereX().get(), Case.NOM) + " ist";
    }
    return out;
  }

  private String reaction(Ability.Reaction r) {
    StringBuilder out = new StringBuilder();
    boolean symbol = r.trigger() instanceof Trigger.Symbol;
    if (r.trigger() instanceof Trigger.Symbol s) {
      out.append(symbol(s.symbol()));
    } else if (r.trigger() instanceof Trigger.At at) {
      out.append(capitalize(moment(at.phase(), at.end())));
    } else {
      out.append("Wenn ").append(run.events.event(((Trigger.When) r.trigger()).event()));
    }
    r.condition().ifPresent(c -> out.append(", falls ").append(run.conditions.condition(c)));
    if (r.forEach().isPresent()) {
      throw new IllegalArgumentException("no German yet for a Reaction's 'for each'");
    }
    out.append(symbol ? " " : " — ").append(capitalize(effect(r.effect())));
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
        parts.add(mana(m.amount()));
      } else {
        parts.add(capitalize(run.steps.clause(((Cost.AsStep) c).step()).main()));
      }
    }
    return String.join(", ", parts);
  }

  private String effect(Effect effect) {
    List<String> sentences = new ArrayList<>();
    for (Sentence s : effect.sentences()) {
      sentences.add(sentence(s));
    }
    return String.join(" ", sentences);
  }

  private String sentence(Sentence s) {
    if (s instanceof Sentence.Steps st) {
      return capitalize(steps(st.steps(), false)) + ".";
    }
    if (s instanceof Sentence.If i && i.otherwise().isEmpty() && i.then().size() == 1
        && i.then().get(0) instanceof Step.Continuous c && c.statement() instanceof Statement.Cannot cn
        && cn.action() instanceof Statement.Restricted.Undergo) {
      // "Ich kann nicht gespielt werden, falls ...": the condition after the passive restriction.
      String then = capitalize(step(i.then().get(0), false));
      return then + ", falls " + run.conditions.condition(i.condition()) + ".";
    }
    if (s instanceof Sentence.If i) {
      String out = "Falls " + run.conditions.condition(i.condition()) + ", " + stepsAfterCondition(i.then());
      if (i.otherwise().isPresent()) {
        out += ", andernfalls " + steps(i.otherwise().get(), true);
      }
      return out + ".";
    }
    if (s instanceof Sentence.Unless u) {
      return capitalize(steps(u.steps(), false)) + ", es sei denn, " + run.conditions.conditionClause(u.condition()).main() + ".";
    }
    if (s instanceof Sentence.During d) {
      return capitalize(during(d.phase())) + " " + stepsAfterCondition(d.steps()) + ".";
    }
    if (s instanceof Sentence.ForEach f) {
      Named before = null;
      String objects = forEachHead(f.objects());
      return "Für " + objects + ", " + stepsAfterCondition(f.steps()) + ".";
    }
    if (s instanceof Sentence.Otherwise o) {
      return "Andernfalls " + steps(o.steps(), true) + ".";
    }
    if (s instanceof Sentence.Modal m) {
      StringBuilder out = new StringBuilder("Wähle ");
      if (m.upTo()) {
        out.append("bis zu ");
      }
      boolean one = m.count() instanceof Quantity.Literal l && l.value() == 1;
      if (m.whereX().isPresent()) {
        out.append(digits(m.count())).append(", wobei X ").append(run.zones.quantity(m.whereX().get(), Case.NOM))
            .append(" ist");
      } else {
        out.append(one ? "eine Aktion" : number(m.count(), G.F, Case.ACC) + " Aktionen");
      }
      if (m.extra().isPresent()) {
        throw new IllegalArgumentException("no German yet for this choice of modes");
      }
      if (m.repeatable()) {
        out.append(". Du darfst dieselbe Option mehrfach wählen");
      }
      out.append(":");
      for (Sentence.Mode mode : m.modes()) {
        out.append(" • ").append(mode(mode));
      }
      return out.toString();
    }
    if (s instanceof Sentence.Repeat r) {
      StringBuilder out = new StringBuilder("Führe folgende Aktion ").append(digits(r.times())).append("-mal aus");
      r.whereX().ifPresent(x -> out.append(", wobei X ").append(run.zones.quantity(x, Case.NOM)).append(" ist"));
      out.append(":");
      for (Sentence.Mode mode : r.body()) {
        out.append(" • ").append(mode(mode));
      }
      return out.toString();
    }
    if (s instanceof Sentence.OnResult r) {
      List<String> parts = new ArrayList<>();
      for (Sentence.Outcome o : r.outcomes()) {
        if (o.effect().sentences().size() != 1 || !(o.effect().sentences().get(0) instanceof Sentence.Steps st)) {
          throw new IllegalArgumentException("no German yet for this die result");
        }
        parts.add("Bei " + dieRange(o.range()) + " " + stepsAfterCondition(st.steps()) + ".");
      }
      return String.join(" ", parts);
    }
    throw new IllegalArgumentException("no German yet for sentence " + s.getClass().getSimpleName());
  }

  /** "jeden anderen Charakter, den du kontrollierst", "jede Bleibende Karte, die du kontrollierst". */
  private String forEachHead(ObjectRef o) {
    if (!(o instanceof ObjectRef.Phrase ph) || ph.quantifier().kind() != Quantifier.Kind.EACH
        && ph.quantifier().kind() != Quantifier.Kind.ALL && ph.quantifier().kind() != Quantifier.Kind.BARE
        || ph.nouns().nouns().size() != 1) {
      throw new IllegalArgumentException("no German yet for this 'for each'");
    }
    NounForms n = nounOf(ph.nouns().nouns().get(0));
    ObjectRef.Phrase single = new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(),
        new NounGroup(ph.nouns().nouns(), false, ph.nouns().span()), ph.filters(), ph.span());
    return derWord("jed", n.g(), false, Case.ACC) + " " + run.objects.phraseWith(single, Case.ACC, Art.DEF);
  }

  private String mode(Sentence.Mode mode) {
    String body = effect(mode.effect());
    return mode.cost().isEmpty() ? body : costs(mode.cost()) + " : " + body;
  }

  private static String dieRange(DieRange r) {
    if (r.orMore()) {
      return r.low() + "+";
    }
    return r.low() == r.high() ? String.valueOf(r.low()) : r.low() + "—" + r.high();
  }

  /** After "Falls ...," or "Bei 4+": a keyword action is "nutze [Nachschub]". */
  private String stepsAfterCondition(List<Step> steps) {
    afterCondition = true;
    try {
      return steps(steps, true);
    } finally {
      afterCondition = false;
    }
  }

  /** Steps of one sentence: "A, dann B"; {@code inverted}: the first is verb-first (after "Falls ...,"). */
  private String steps(List<Step> steps, boolean inverted) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < steps.size(); i++) {
      if (i > 0) {
        afterCondition = false;
        Optional<String> same = sameSubject(steps.get(i - 1), steps.get(i));
        if (same.isPresent()) {
          out.append(" und ").append(same.get());
          continue;
        }
        out.append(", dann ");
      }
      out.append(step(steps.get(i), inverted || i > 0));
    }
    return out.toString();
  }

  private boolean afterCondition;

  private Clause withLeadingAdverb(Clause c) {
    if (run.leadingAdverb == null) {
      return c;
    }
    List<String> parts = new ArrayList<>(c.parts());
    parts.add(0, run.leadingAdverb);
    run.leadingAdverb = null;
    return new Clause(c.subject(), c.person(), c.verb(), parts, c.after());
  }

  /**
   * "Du darfst eine Karte ziehen", "Du darfst {1} bezahlen und eine Karte ... legen", "Ein Charakter deiner Wahl
   * darf die Expeditionen wechseln", "Du darfst mich [[Vergänglich]] erhalten lassen", "Jeder Spieler darf ...".
   */
  private String may(PlayerRef actor, List<Clause> clauses, boolean inverted) {
    Clause first = withLeadingAdverb(clauses.get(0));
    Subject who;
    List<String> parts = new ArrayList<>(first.parts());
    String inf = first.verb().inf();
    if (first.person() == Person.IMP) {
      who = run.objects.player(actor);
    } else if (actor.kind() != PlayerRef.Kind.YOU) {
      throw new IllegalArgumentException("no German yet for this 'may'");
    } else if (first.subject().get().equals("ich")) {
      who = new Subject("du", Person.SECOND);
      parts.add(0, "mich");
      inf = inf + " lassen";
    } else {
      who = new Subject(first.subject().get(), first.person());
    }
    StringBuilder out = new StringBuilder();
    if (inverted) {
      out.append(MAY.finite(who.person())).append(' ').append(who.text());
    } else {
      out.append(capitalize(who.text())).append(' ').append(MAY.finite(who.person()));
    }
    for (String part : parts) {
      out.append(' ').append(part);
    }
    out.append(' ').append(inf);
    if (!first.after().isEmpty()) {
      out.append(' ').append(first.after());
    }
    for (int i = 1; i < clauses.size(); i++) {
      Clause c = clauses.get(i);
      if (c.person() == Person.IMP && first.person() == Person.IMP
          || c.subject().isPresent() && first.subject().isPresent() && first.person() == Person.THIRD
          && c.person() == Person.THIRD && c.subject().get().matches("er|sie|es")) {
        // "darf [[Vergänglich]] verlieren und 1 Verstärkung erhalten"
        out.append(" und ").append(c.infinitiveOnly());
      } else if (c.subject().isPresent() && !c.subject().get().matches("er|sie|es")) {
        // "Du darfst mich kostenlos spielen und ich erhalte [[Schlafend]]"
        out.append(" und ").append(c.main());
      } else {
        throw new IllegalArgumentException("no German yet for 'may' with steps of several subjects");
      }
    }
    return out.toString();
  }

  private static boolean countersOnly(List<Step.Gainable> items) {
    for (Step.Gainable g : items) {
      if (!(g instanceof Step.Gainable.Counters)) {
        return false;
      }
    }
    return true;
  }

  /** "um eine Karte zu ziehen", "um einem Charakter deiner Wahl 1 Verstärkung zu geben". */
  private String zu(Step effect) {
    if (effect instanceof Step.Gain g && countersOnly(g.items())) {
      // "um einem Charakter deiner Wahl 1 Verstärkung zu geben", "um mir 1 Verstärkung zu geben"
      String to = run.objects.obj(g.subject(), Case.DAT);
      return to + " " + String.join(" ", run.steps.gainables(g.items())) + " " + GIVE.zuInf();
    }
    if (effect instanceof Step.Gain g && g.subject() instanceof ObjectRef.Self) {
      return "damit ich " + String.join(" ", run.steps.gainables(g.items())) + " erhalte";
    }
    if (effect instanceof Step.Gain g) {
      // "um einen Charakter deiner Wahl [[Schlafend]] erhalten zu lassen"
      return run.objects.obj(g.subject(), Case.ACC) + " " + String.join(" ", run.steps.gainables(g.items())) + " erhalten zu lassen";
    }
    if (effect instanceof Step.Keyword k && k.actor().kind() == PlayerRef.Kind.YOU && k.object().isEmpty()
        && !k.action().doneByObject()) {
      return "[" + GermanLexicon.ACTION_NAMES.get(k.action()) + "] " + USE.zuInf();
    }
    Clause c = run.steps.clause(effect);
    if (c.person() != Person.IMP) {
      throw new IllegalArgumentException("no German yet for this purpose");
    }
    return c.zu();
  }

  /**
   * "erhält 1 Verstärkung und verliert [[Vergänglich]]": a step whose subject is "it" for the subject of the step
   * before goes on without a subject.
   */
  private Optional<String> sameSubject(Step before, Step now) {
    ObjectRef previous = before instanceof Step.Gain g ? g.subject() : before instanceof Step.Lose l ? l.subject()
        : null;
    ObjectRef subject = now instanceof Step.Gain g ? g.subject() : now instanceof Step.Lose l ? l.subject() : null;
    if (previous == null || subject == null || previous instanceof ObjectRef.Self
        || !(subject instanceof ObjectRef.Pronoun p) || p.restated().isPresent() || p.theTarget() || p.all()
        || p.antecedent().index() != run.lastSubject) {
      return Optional.empty();
    }
    List<String> parts = now instanceof Step.Gain g ? run.steps.gainables(g.items()) : run.steps.loseItems(((Step.Lose) now).items());
    Named n = run.named.get(run.lastSubject);
    V verb = now instanceof Step.Gain ? GAIN : LOSE;
    return Optional.of(verb.finite(n.plural() ? Person.PLURAL : Person.THIRD) + " " + String.join(" ", parts));
  }

  String step(Step step, boolean inverted) {
    if (step instanceof Step.Keyword k && k.actor().kind() == PlayerRef.Kind.YOU && k.object().isEmpty()
        && !k.action().doneByObject() && !afterCondition) {
      return "[" + GermanLexicon.ACTION_NAMES.get(k.action()) + "]";
    }
    if (step instanceof Step.Modified md && md.modifiers().size() == 1
        && md.modifiers().get(0) instanceof Step.Modifier.At at && (!at.end() || at.phase() == Phase.REST)
        && md.step() instanceof Step.Keyword k
        && k.actor().kind() == PlayerRef.Kind.YOU && k.object().isEmpty() && !k.action().doneByObject()
        && !afterCondition) {
      // "[Sabotage] nach der Ruhepause"
      return "[" + GermanLexicon.ACTION_NAMES.get(k.action()) + "] " + moment(at.phase(), at.end());
    }
    if (step instanceof Step.May m) {
      if (m.either()) {
        throw new IllegalArgumentException("no German yet for 'may ... or ...'");
      }
      if (m.steps().size() == 1 && m.steps().get(0) instanceof Step.Gain g && g.subject() instanceof ObjectRef.Pronoun
          && countersOnly(g.items()) && m.actor().kind() == PlayerRef.Kind.YOU) {
        String to = run.objects.obj(g.subject(), Case.DAT);
        String rest = to + " " + String.join(" ", run.steps.gainables(g.items())) + " geben";
        return inverted ? "darfst du " + rest : "Du darfst " + rest;
      }
      List<Clause> clauses = new ArrayList<>();
      for (Step x : m.steps()) {
        clauses.add(run.steps.clause(x));
      }
      return may(m.actor(), clauses, inverted);
    }
    if (step instanceof Step.Internal in) {
      List<Clause> cost = new ArrayList<>();
      for (Step x : in.cost()) {
        cost.add(run.steps.clause(x));
      }
      String effect = zu(in.effect());
      if (!in.optional()) {
        if (cost.size() != 1 || cost.get(0).person() != Person.IMP || in.actor().kind() != PlayerRef.Kind.YOU) {
          throw new IllegalArgumentException("no German yet for this internal action");
        }
        Clause c = cost.get(0);
        return (inverted ? c.inverted() : c.main()) + (effect.startsWith("damit ") ? ", " : ", um ") + effect;
      }
      return may(in.actor(), cost, inverted) + (effect.startsWith("damit ") ? ", " : ", um ") + effect;
    }
    Clause c = withLeadingAdverb(run.steps.clause(step));
    return inverted ? c.inverted() : c.main();
  }
}
