package dev.altered.text.en;

import static dev.altered.ast.PrintedShape.unmodified;
import static dev.altered.ast.PrintedShape.objectSubject;
import static dev.altered.ast.PrintedShape.sameObject;
import static dev.altered.ast.PrintedShape.plural;
import static dev.altered.ast.PrintedShape.isOne;

import com.google.common.collect.ImmutableList;
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
import dev.altered.card.Language;
import dev.altered.text.AbilityPrinter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * AST to English in the official templating ("Target Character gains 1 boost."). The English front-end reads the
 * output back to an equal AST; when English has several ways to say one thing, this prints one of them (the most
 * common on printed cards).
 *
 * <p>The printer walks the AST in the order the builder reads text, counting the object phrases pronouns can stand
 * for the same way, so that it knows when "it" is the object just named (and "gains 1 boost and loses
 * [[Fleeting]]" can be joined).
 */
public final class EnglishPrinter implements AbilityPrinter {
  public static final EnglishPrinter INSTANCE = new EnglishPrinter();

  private EnglishPrinter() {}

  @Override
  public Language language() {
    return Language.EN;
  }

  @Override
  public String print(Ability ability) {
    return new Run().ability(ability);
  }

  /** One printing: the count of object phrases named so far (see the class comment). */
  private static final class Run {
    private int candidates;

    // =================================================================================================================
    // Abilities
    // =================================================================================================================

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
          out = "[" + name + "] " + mana(item.parameter().get());
        } else if (item.parameter().isPresent()) {
          out = "[" + name + " " + plainNumber(item.parameter().get()) + "]";
        } else {
          out = "[" + name + "]";
        }
      }
      if (item.whereX().isPresent()) {
        out += ", where X is " + quantity(item.whereX().get(), false);
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
        out.append("When ").append(event(((Trigger.When) r.trigger()).event()));
      }
      if (r.condition().orElse(null) instanceof Condition.During d && r.trigger() instanceof Trigger.When) {
        out.append(" ").append(timing(d)); // "When you play a Spell during your turn"
      } else {
        r.condition().ifPresent(c -> out.append(", if ").append(condition(c)));
      }
      r.forEach().ifPresent(f -> {
        if (f instanceof Ability.ForEachClause.Objects o) {
          out.append(", for each ").append(obj(o.objects(), false, false));
        } else {
          Ability.ForEachClause.Counters c = (Ability.ForEachClause.Counters) f;
          out.append(", for each of ").append(possessor(c.owner())).append(" ").append(counterNoun(c.counter(), true));
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
      List<String> parts = new ArrayList<>();
      for (Cost c : costs) {
        if (c instanceof Cost.ExhaustMe) {
          parts.add("{T}");
        } else if (c instanceof Cost.DiscardMe) {
          parts.add("{D}");
        } else if (c instanceof Cost.Mana m) {
          parts.add(mana(m.amount()));
        } else {
          parts.add(capitalize(step(((Cost.AsStep) c).step(), Mode.IMPERATIVE)));
        }
      }
      return String.join(", ", parts);
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
        return period(capitalize(steps(st.steps())));
      }
      if (s instanceof Sentence.If i && i.otherwise().isEmpty() && trailingIf(i.then())) {
        // "I cost {1} less if there are ..."
        String then = steps(i.then());
        return capitalize(then) + " if " + condition(i.condition()) + ".";
      }
      if (s instanceof Sentence.If i && i.condition() instanceof Condition.During d && i.otherwise().isEmpty()) {
        return capitalize(steps(i.then())) + " " + timing(d) + ".";
      }
      if (s instanceof Sentence.If i) {
        String cond = condition(i.condition());
        String then = steps(i.then());
        if (i.otherwise().isPresent()) {
          return period("If " + cond + ", " + then + ", otherwise " + steps(i.otherwise().get()));
        }
        return period("If " + cond + ", " + then);
      }
      if (s instanceof Sentence.Unless u) {
        String cond = condition(u.condition());
        return "Unless " + cond + ", " + steps(u.steps()) + ".";
      }
      if (s instanceof Sentence.Otherwise o) {
        return "Otherwise, " + steps(o.steps()) + ".";
      }
      if (s instanceof Sentence.During d) {
        return "During " + phase(d.phase()) + ", " + steps(d.steps()) + ".";
      }
      if (s instanceof Sentence.ForEach f) {
        String objects = obj(f.objects(), true, false);
        return "For each " + objects + ", " + steps(f.steps()) + ".";
      }
      if (s instanceof Sentence.WhenThisWay w) {
        String event = event(w.event());
        return "When " + event + " — " + capitalize(steps(w.steps())) + ".";
      }
      if (s instanceof Sentence.Modal m) {
        StringBuilder out = new StringBuilder("Choose ");
        if (m.upTo()) {
          out.append("up to ");
        }
        out.append(quantity(m.count(), true));
        m.whereX().ifPresent(x -> out.append(", where X is ").append(quantity(x, false)));
        if (m.repeatable()) {
          out.append(". You may pick the same option multiple times");
        }
        m.extra().ifPresent(e -> {
          out.append(". If ").append(condition(e.condition())).append(", you may choose ");
          out.append(e.count().map(q -> quantity(q, true)).orElse("both"));
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
        StringBuilder out = new StringBuilder("Do the following ").append(quantity(r.times(), false)).append(" times");
        r.whereX().ifPresent(x -> out.append(", where X is ").append(quantity(x, false)));
        out.append(":");
        for (Sentence.Mode mode : r.body()) {
          out.append(" • ").append(mode(mode));
        }
        return out.toString();
      }
      Sentence.Depending d = (Sentence.Depending) s;
      StringBuilder out = new StringBuilder("Depending on ").append(quantity(d.on(), false)).append(":");
      for (Sentence.Outcome o : d.outcomes()) {
        out.append(" • ").append(dieRange(o.range())).append(": ").append(effect(o.effect()));
      }
      return out.toString();
    }

    /** "At Dusk", "at the end of the Afternoon", "after Rest" (the end of Rest). */
    private String moment(Phase phase, boolean end, boolean trigger) {
      if (phase == Phase.REST && end) {
        return "after Rest";
      }
      return end ? "at the end of the " + phase(phase) : "at " + phase(phase);
    }

    /** "at the end of the turn", "at the end of your turn". */
    private String endOfTurn(Optional<PlayerRef> turnOf) {
      return "at the end of " + turnOf.map(p -> possessivePlayer(p)).orElse("the") + " turn";
    }

    /** "during your turn", "during the Afternoon", "during the first Day". */
    private String timing(Condition.During d) {
      if (d.turnOf().isPresent()) {
        return "during " + possessivePlayer(d.turnOf().get()) + " turn";
      }
      if (d.phase().isPresent()) {
        return "during the " + phase(d.phase().get());
      }
      return "during the " + ordinal(d.day().orElseThrow()) + " Day";
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

    private String dieRange(DieRange r) {
      if (r.orMore()) {
        return r.low() + "+";
      }
      return r.low() == r.high() ? String.valueOf(r.low()) : r.low() + "-" + r.high();
    }

    // =================================================================================================================
    // Steps
    // =================================================================================================================

    /** How a step is written: imperative/with its subject, or after "may"/"to" (base form, no subject). */
    private enum Mode { IMPERATIVE, BASE }

    private String steps(List<Step> steps) {
      StringBuilder out = new StringBuilder();
      ObjectRef lastSubject = null;
      int lastSubjectIndex = -1;
      PlayerRef lastOptionalActor = null;
      for (int i = 0; i < steps.size(); i++) {
        Step step = steps.get(i);
        Optional<ObjectRef> subject = objectSubject(step);
        if (i > 0 && lastSubject != null && subject.isPresent() && !(unmodified(step) instanceof Step.Keyword)
            && !(unmodified(steps.get(i - 1)) instanceof Step.Keyword)
            && sameObject(lastSubject, lastSubjectIndex, subject.get())) {
          // "gains 1 boost and loses [[Fleeting]]"
          out.append(" and ").append(objectVerbOnly(step, plural(lastSubject) || lastSubject instanceof ObjectRef.Self,
              Mode.IMPERATIVE));
          continue;
        }
        if (i > 0) {
          out.append(", then ");
        }
        int before = candidates;
        if (lastOptionalActor != null && step instanceof Step.MayDoAgain a && a.actor().equals(lastOptionalActor)) {
          out.append("may do it again");
        } else if (lastOptionalActor != null && step instanceof Step.May m && m.actor().equals(lastOptionalActor)
            && !(m.actor().kind() == PlayerRef.Kind.YOU)) {
          out.append(step(step, Mode.IMPERATIVE).replaceFirst("^.*? may ", "may "));
        } else if (i > 0 && continuesSubject(steps.get(i - 1), step)) {
          // "Each player discards their hand, then draws three cards": the subject goes on (the builder's rule).
          String printed = step(step, Mode.IMPERATIVE);
          String subjectWords = player(EnglishSteps.actorOf(step).orElseThrow()) + " ";
          out.append(printed.startsWith(subjectWords) ? printed.substring(subjectWords.length()) : printed);
        } else {
          out.append(step(step, Mode.IMPERATIVE));
        }
        lastOptionalActor = EnglishSteps.actorOfOptional(step).orElse(null);
        if (subject.isPresent()) {
          lastSubject = subject.get();
          lastSubjectIndex = subject.get() instanceof ObjectRef.Pronoun || subject.get() instanceof ObjectRef.Self
              ? -1 : before;
        } else {
          lastSubject = null;
        }
      }
      return out.toString();
    }

    /** Whether a player's step is written without its subject, going on with the one of the step before. */
    private static boolean continuesSubject(Step before, Step step) {
      Step plain = unmodified(step);
      if (plain instanceof Step.May || plain instanceof Step.Internal || plain instanceof Step.MayDoAgain
          || plain instanceof Step.OneOf || plain instanceof Step.Continuous || plain instanceof Step.Keyword) {
        return false;
      }
      Optional<PlayerRef> actor = EnglishSteps.actorOf(step);
      return actor.isPresent() && actor.get().kind() != PlayerRef.Kind.YOU
          && actor.equals(EnglishSteps.actorOf(before));
    }

    /** The object doing an object step ("Target Character gains ..."), if the step is one. */
    /** Whether {@code next} is "it" for the subject just printed (index {@code index} among named phrases). */
    private String step(Step step, Mode mode) {
      if (step instanceof Step.Modified m) {
        String inner = step(m.step(), mode);
        StringBuilder out = new StringBuilder(inner);
        for (Step.Modifier mod : m.modifiers()) {
          out.append(modifier(mod));
        }
        return out.toString();
      }
      Optional<ObjectRef> subject = objectSubject(step);
      if (subject.isPresent()) {
        if (mode == Mode.BASE) {
          if (step instanceof Step.Gain g && onlyCounters(g) && !(g.subject() instanceof ObjectRef.Pronoun p
              && p.plural())) {
            // "give me 1 boost", "give it 2 boosts", "give 2 boosts to another target Character in {V}"
            boolean filtered = g.subject() instanceof ObjectRef.Phrase ph && !ph.filters().isEmpty();
            if (filtered) {
              String items = gainItems(g.items());
              return "give " + items + " to " + obj(g.subject(), true, false);
            }
            String who = obj(g.subject(), true, false);
            return "give " + who + " " + gainItems(g.items());
          }
          String who = obj(subject.get(), true, false);
          return "have " + who + " " + objectVerbOnly(step, true, Mode.BASE);
        }
        String who = obj(subject.get(), true, true);
        boolean plural = plural(subject.get()) || subject.get() instanceof ObjectRef.Self;
        return who + " " + (step instanceof Step.Gain g && plural(subject.get()) && eachGain(g, subject.get())
            ? "each " : "") + objectVerbOnly(step, plural, mode);
      }
      return playerStep(step, mode);
    }

    /** "Up to two target Characters each gain 1 boost": "each" with counters for several targets. */
    private static boolean eachGain(Step.Gain g, ObjectRef subject) {
      return onlyCounters(g) && subject instanceof ObjectRef.Phrase p && p.quantifier().target()
          && (p.quantifier().kind() == Quantifier.Kind.UP_TO || p.quantifier().kind() == Quantifier.Kind.ANY_NUMBER);
    }

    private static boolean onlyCounters(Step.Gain g) {
      return g.items().stream().allMatch(i -> i instanceof Step.Gainable.Counters);
    }

    private String objectVerbOnly(Step step, boolean pluralSubject, Mode mode) {
      boolean third = !(pluralSubject || mode == Mode.BASE);
      if (step instanceof Step.Modified m) {
        StringBuilder out = new StringBuilder(objectVerbOnly(m.step(), pluralSubject, mode));
        for (Step.Modifier mod : m.modifiers()) {
          out.append(modifier(mod));
        }
        return out.toString();
      }
      if (step instanceof Step.Gain g) {
        return verb("gain", third) + " " + gainItems(g.items());
      }
      if (step instanceof Step.Lose l) {
        List<String> items = new ArrayList<>();
        for (Step.Losable item : l.items()) {
          items.add(losable(item));
        }
        return verb("lose", third) + " " + andList(items);
      }
      if (step instanceof Step.SwitchExpeditions sw) {
        return verb("switch", third) + " Expeditions" + sw.with().map(w -> " with " + obj(w, true, false)).orElse("");
      }
      if (step instanceof Step.MoveExpedition m) {
        return verb("move", third) + " " + (m.direction() == Direction.FORWARD ? "forward" : "backwards") + " "
            + quantity(m.regions(), true) + (m.more() ? " more" : "") + " " + (isOne(m.regions()) ? "region" : "regions");
      }
      if (step instanceof Step.ActivateOne a) {
        return verb("activate", third) + " one of its " + kinds(List.of(a.kind())) + " abilities";
      }
      if (step instanceof Step.ActivateOwn a) {
 return verb("activate", third) + " its " + kinds(a.kinds()) + " abilities"
            + a.asIfPlayedFrom().map(z -> " (as if it had been played from " + zone(z) + ")").orElse("");
      }
      Step.Keyword k = (Step.Keyword) step;
      return keywordAction(k.action(), third);
    }

    private String gainItems(List<Step.Gainable> items) {
      List<String> out = new ArrayList<>();
      for (Step.Gainable item : items) {
        if (item instanceof Step.Gainable.Counters c) {
          out.add(counters(c.count(), c.counter()));
        } else if (item instanceof Step.Gainable.StatusOf st) {
          out.add(status(st.status()));
        } else if (item instanceof Step.Gainable.OneStatusOf one) {
          List<String> statuses = new ArrayList<>();
          for (Status st : one.statuses()) {
            statuses.add(status(st));
          }
          return orList(statuses);
        } else if (item instanceof Step.Gainable.AbilityOf a) {
          out.add("\"" + new Run().ability(a.ability()) + "\"");
        } else if (item instanceof Step.Gainable.KeywordOf k) {
          out.add(k.parameter().isPresent() ? "[" + keywordName(k.keyword()) + " " + plainNumber(k.parameter().get())
              + "]" : "[" + keywordName(k.keyword()) + "]");
        } else {
          Step.Gainable.NthCounter n = (Step.Gainable.NthCounter) item;
          out.add(possessor(n.owner()) + " " + ordinal(n.nth()) + " " + counterNoun(n.counter(), false));
        }
      }
      return andList(out);
    }

    private String modifier(Step.Modifier mod) {
      if (mod instanceof Step.Modifier.Instead) {
        return " instead";
      }
      if (mod instanceof Step.Modifier.Again) {
        return " again";
      }
      if (mod instanceof Step.Modifier.At at) {
        return " " + moment(at.phase(), at.end(), false);
      }
      if (mod instanceof Step.Modifier.AtEndOfTurn t) {
        return " " + endOfTurn(t.turnOf());
      }
      if (mod instanceof Step.Modifier.Lasting l) {
        return " " + duration(l.duration());
      }
      if (mod instanceof Step.Modifier.AtRandom) {
        return " at random";
      }
      if (mod instanceof Step.Modifier.Times t) {
        return " " + quantity(t.times(), false) + " times";
      }
      if (mod instanceof Step.Modifier.Per p && p.objects() instanceof ObjectRef.Several several && !several.any()) {
        return " per " + String.join(" and per ", several.items().stream().map(i -> obj(i, false, false)).toList());
      }
      if (mod instanceof Step.Modifier.Per p) {
        return " per " + obj(p.objects(), false, false);
      }
      if (mod instanceof Step.Modifier.ForEach f) {
        return " for each " + obj(f.objects(), true, false);
      }
      if (mod instanceof Step.Modifier.UpToMax u) {
        return ", up to a max of " + quantity(u.max(), false);
      }
      if (mod instanceof Step.Modifier.WhereX w) {
        return ", where X is " + quantity(w.x(), false);
      }
      if (mod instanceof Step.Modifier.DistributedAmong d) {
        return ", distributed as you choose among " + obj(d.among(), true, false);
      }
      return " this way";
    }

    private String playerStep(Step step, Mode mode) {
      PlayerRef actor = actorOf(step);
      boolean imperative = mode == Mode.BASE || actor.kind() == PlayerRef.Kind.YOU;
      boolean third = !imperative && thirdPerson(actor);
      String subject = imperative ? "" : player(actor) + " ";
      if (step instanceof Step.May m) {
        String who = m.actor().kind() == PlayerRef.Kind.YOU ? "you" : player(m.actor());
        List<String> parts = new ArrayList<>();
        for (Step inner : m.steps()) {
          // "You may play me for free and I gain [[Asleep]]"
          boolean selfAfterFirst = !parts.isEmpty() && objectSubject(inner).orElse(null) instanceof ObjectRef.Self
              && !(objectSubject(m.steps().get(parts.size() - 1)).orElse(null) instanceof ObjectRef.Self);
          String printed = selfAfterFirst ? step(inner, Mode.IMPERATIVE) : step(inner, Mode.BASE);
          // Under "you may", a step is another player's only when "have" made it so: other Mays leave it "you".
          if (m.actor().kind() == PlayerRef.Kind.YOU && objectSubject(inner).isEmpty()
              && actorOf(inner).kind() != PlayerRef.Kind.YOU) {
            printed = "have " + player(actorOf(inner)) + " " + printed; // "you may have target opponent discard" (7.3.17.a)
          }
          parts.add(printed);
        }
        return who + " may " + String.join(m.either() ? " or " : " and ", joinSameObject(m.steps(), parts));
      }
      if (step instanceof Step.Internal in) {
        List<String> cost = new ArrayList<>();
        for (Step c : in.cost()) {
          cost.add(step(c, Mode.BASE));
        }
        String effect = step(in.effect(), Mode.BASE);
        if (!in.optional()) {
          return String.join(" and ", cost) + " to " + effect;
        }
        String who = in.actor().kind() == PlayerRef.Kind.YOU ? "you" : player(in.actor());
        return who + " may " + String.join(" and ", cost) + " to " + effect;
      }
      if (step instanceof Step.MayDoAgain a) {
        return (a.actor().kind() == PlayerRef.Kind.YOU ? "you" : player(a.actor())) + " may do it again";
      }
      if (step instanceof Step.OneOf o) {
        ObjectRef subj = objectSubject(o.options().get(0)).orElseThrow();
        String who = obj(subj, true, false);
        List<String> verbs = new ArrayList<>();
        for (Step option : o.options()) {
          verbs.add(objectVerbOnly(option, true, Mode.BASE));
        }
        return subject + verb("have", third) + " " + who + " " + String.join(" or ", verbs);
      }
      if (step instanceof Step.Continuous c) {
        return statement(c.statement()) + c.duration().map(d -> " " + duration(d)).orElse("");
      }
      return subject + playerVerb(step, third);
    }

    /** "have another target Character lose [[Fleeting]] and gain 1 boost": the second verb is about "it". */
    private List<String> joinSameObject(List<Step> steps, List<String> printed) {
      List<String> out = new ArrayList<>(printed);
      for (int i = 1; i < steps.size(); i++) {
        Optional<ObjectRef> prev = objectSubject(steps.get(i - 1));
        Optional<ObjectRef> cur = objectSubject(steps.get(i));
        if (prev.isPresent() && cur.isPresent() && cur.get() instanceof ObjectRef.Pronoun p && p.restated().isEmpty()
            && out.get(i).startsWith("have it ")) {
          out.set(i, out.get(i).substring("have it ".length()));
        }
      }
      return out;
    }

    private static PlayerRef actorOf(Step step) {
      if (step instanceof Step.Draw s) return s.actor();
      if (step instanceof Step.DrawCard s) return s.actor();
      if (step instanceof Step.Discard s) return s.actor();
      if (step instanceof Step.Sacrifice s) return s.actor();
      if (step instanceof Step.Move s) return s.actor();
      if (step instanceof Step.Create s) return s.actor();
      if (step instanceof Step.CreateSame s) return s.actor();
      if (step instanceof Step.Ready s) return s.actor();
      if (step instanceof Step.Exhaust s) return s.actor();
      if (step instanceof Step.PlaceTerrainMarker s) return s.actor();
      if (step instanceof Step.MoveTerrainMarker s) return s.actor();
      if (step instanceof Step.Play s) return s.actor();
      if (step instanceof Step.Roll s) return s.actor();
      if (step instanceof Step.RollMore s) return s.actor();
      if (step instanceof Step.Reveal s) return s.actor();
      if (step instanceof Step.LookAt s) return s.actor();
      if (step instanceof Step.Choose s) return s.actor();
      if (step instanceof Step.Target s) return s.actor();
      if (step instanceof Step.Exchange s) return s.actor();
      if (step instanceof Step.ExchangeBoosts s) return s.actor();
      if (step instanceof Step.Activate s) return s.actor();
      if (step instanceof Step.Pay s) return s.actor();
      if (step instanceof Step.Spend s) return s.actor();
      if (step instanceof Step.Remove s) return s.actor();
      if (step instanceof Step.Double s) return s.actor();
      if (step instanceof Step.Distribute s) return s.actor();
      if (step instanceof Step.WinGame s) return s.actor();
      if (step instanceof Step.Pass s) return s.actor();
      if (step instanceof Step.BecomeFirstPlayer s) return s.actor();
      if (step instanceof Step.ReduceCost s) return s.actor();
      if (step instanceof Step.AddToResult s) return s.actor();
      if (step instanceof Step.Keyword s) return s.actor();
      if (step instanceof Step.May s) return s.actor();
      if (step instanceof Step.Internal s) return s.actor();
      if (step instanceof Step.MayDoAgain s) return s.actor();
      if (step instanceof Step.OneOf s) return s.actor();
      return PlayerRef.you();
    }

    private String playerVerb(Step step, boolean third) {
      if (step instanceof Step.Draw d) {
        if (d.count() instanceof Quantity.ThatMany) {
          return verb("draw", third) + " that many cards";
        }
        if (d.only()) {
          return verb("draw", third) + " only " + quantity(d.count(), true) + (isOne(d.count()) ? " card" : " cards");
        }
        if (!(d.count() instanceof Quantity.Literal || d.count() instanceof Quantity.X
            || d.count() instanceof Quantity.Sum)) {
          return verb("draw", third) + " cards equal to " + quantity(d.count(), false);
        }
        return verb("draw", third) + " " + countNoun(d.count(), "card", "cards");
      }
      if (step instanceof Step.DrawCard d) {
        return verb("draw", third) + " " + obj(d.card(), true, false);
      }
      if (step instanceof Step.Discard d) {
        return verb("discard", third) + " " + obj(d.objects(), true, false)
            + d.from().map(z -> " from " + zone(z)).orElse("");
      }
      if (step instanceof Step.Sacrifice s) {
        return verb("sacrifice", third) + " " + obj(s.objects(), true, false);
      }
      if (step instanceof Step.Move m) {
        return move(m, third);
      }
      if (step instanceof Step.Create c) {
        return verb("create", third) + " " + create(c);
      }
      if (step instanceof Step.CreateSame c) {
        return verb("create", third) + " only " + quantity(c.count(), true);
      }
      if (step instanceof Step.Ready r) {
        return verb("ready", third) + " " + obj(r.objects(), true, false);
      }
      if (step instanceof Step.PlaceTerrainMarker p) {
        String terrains = terrains(p.terrains());
        String count = isOne(p.count()) ? "a" : quantity(p.count(), true);
        return verb("place", third) + " " + count + " " + (terrains.isEmpty() ? "" : terrains + " ")
            + (isOne(p.count()) ? "Terrain Marker" : "Terrain Markers") + " on " + obj(p.on(), true, false);
      }
      if (step instanceof Step.MoveTerrainMarker m) {
        return m.placed()
            ? verb("place", third) + " " + obj(m.markers(), true, false) + " on " + obj(m.to(), true, false)
            : verb("move", third) + " " + obj(m.markers(), true, false) + " to " + obj(m.to(), false, false);
      }
      if (step instanceof Step.Exhaust e) {
        String what = obj(e.objects(), true, false);
        if (!e.symbol()) {
          return verb("exhaust", third) + " " + what;
        }
        boolean after = e.objects() instanceof ObjectRef.Self || e.objects() instanceof ObjectRef.Pronoun;
        return after ? verb("exhaust", third) + " " + what + " ({T})" : verb("exhaust", third) + " ({T}) " + what;
      }
      if (step instanceof Step.Play p) {
        StringBuilder out = new StringBuilder();
        if (p.immediately()) {
          out.append("immediately ");
        }
        out.append(verb("play", third)).append(" ").append(obj(p.objects(), true, false));
        p.from().ifPresent(z -> out.append(" from ").append(zone(z)));
        p.in().ifPresent(e -> out.append(" in ").append(obj(e, false, false)));
        out.append(playCost(p.cost()));
        return out.toString();
      }
      if (step instanceof Step.Roll r) {
        return verb("roll", third) + (isOne(r.dice()) ? " a die" : " " + quantity(r.dice(), true) + " dice");
      }
      if (step instanceof Step.RollMore r) {
 return verb("roll", third) + " that many dice plus " + quantity(r.extra(), true)
            + " and ignore the roll of your choice";
      }
      if (step instanceof Step.Reveal r) {
        return (r.also() ? "also " : "") + verb("reveal", third) + " " + obj(r.objects(), true, false);
      }
      if (step instanceof Step.LookAt l) {
        return verb("look", third) + " at " + obj(l.objects(), true, false);
      }
      if (step instanceof Step.Choose c) {
        String what = obj(c.objects(), true, false);
        return verb("choose", third) + " " + what + c.among().map(a -> " from " + obj(a, true, false)).orElse("");
      }
      if (step instanceof Step.Target t) {
        return verb("target", third) + " " + obj(t.objects(), true, false);
      }
      if (step instanceof Step.Exchange e) {
        String first = obj(e.first(), true, false);
        return verb("exchange", third) + " " + first + " with " + obj(e.second(), true, false);
      }
      if (step instanceof Step.ExchangeBoosts e) {
        if (e.of() instanceof ObjectRef.Pronoun p && p.plural() && p.restated().isEmpty() && !p.all()) {
          return verb("exchange", third) + " their boosts";
        }
        return verb("exchange", third) + " the boosts of " + obj(e.of(), true, false);
      }
      if (step instanceof Step.Activate a) {
        if (a.of() instanceof ObjectRef.Pronoun p && !p.plural() && p.restated().isEmpty() && !p.theTarget()) {
          return verb("activate", third) + " its " + kinds(a.kinds()) + " abilities";
        }
        return verb("activate", third) + " the " + kinds(a.kinds()) + " abilities of " + obj(a.of(), true, false);
      }
      if (step instanceof Step.Pay p) {
        return verb("pay", third) + " " + mana(p.mana());
      }
      if (step instanceof Step.Spend s) {
        return verb("spend", third) + " " + spendWhat(s);
      }
      if (step instanceof Step.Remove r) {
        String what = r.count().isEmpty() ? "all " + counterNoun(r.counter(), true)
            : (r.upTo() ? "up to " : "") + counters(r.count().get(), r.counter());
        return verb("remove", third) + " " + what + " from " + obj(r.from(), true, false);
      }
      if (step instanceof Step.Double d) {
        return verb("double", third) + " the number of " + counterNoun(d.counter(), true) + " on "
            + obj(d.on(), true, false);
      }
      if (step instanceof Step.Distribute d) {
        return verb("distribute", third) + " " + counters(d.count(), d.counter()) + " among "
            + obj(d.among(), true, false);
      }
      if (step instanceof Step.WinGame) {
        return verb("win", third) + " the game";
      }
      if (step instanceof Step.Pass) {
        return verb("pass", third);
      }
      if (step instanceof Step.BecomeFirstPlayer) {
        return verb("become", third) + " first player";
      }
      if (step instanceof Step.ReduceCost r) {
        String whose = r.of() instanceof ObjectRef.Self ? "my cost" : "the cost of " + obj(r.of(), true, false);
        return verb("reduce", third) + " " + whose + " by " + mana(r.mana());
      }
      if (step instanceof Step.AddToResult a) {
        return verb("increase", third) + " the result by " + quantity(a.amount(), false);
      }
      if (step instanceof Step.Keyword k) {
        String kw = keywordAction(k.action(), third);
        return k.object().isPresent() ? kw + " " + obj(k.object().get(), true, false) : kw;
      }
      throw new IllegalArgumentException("no English for step " + step.getClass().getSimpleName());
    }

    private String spendWhat(Step.Spend s) {
      if (s.count() instanceof Quantity.CountersOn c && c.counter().equals(s.counter())
          && c.owner() instanceof Possessor.OfObject o && o.object().equals(s.from())) {
        return "all of " + possessor(c.owner()) + " " + counterNoun(s.counter(), true); // 7.3.33: as many as it has
      }
      if (s.from() instanceof ObjectRef.Self) {
        return quantity(s.count(), false) + " of my " + counterNoun(s.counter(), true);
      }
      return counters(s.count(), s.counter()) + " from " + obj(s.from(), true, false);
    }

    private String move(Step.Move m, boolean third) {
      if (m.to() instanceof Step.Destination.InAnyOrder o) {
        return move(m.to(o.placement()), third) + " in any order";
      }
      String what;
      Step.Destination to = m.to();
      String as = m.as().map(st -> st == Step.OrbState.READY
          ? " as " + (plural(m.objects()) ? "ready Mana Orbs" : "a ready Mana Orb")
          : " (as " + (plural(m.objects()) ? "exhausted Mana Orbs" : "an exhausted Mana Orb") + ")").orElse("");
      String insteadOf = "";
      if (to instanceof Step.Destination.ToZone z && z.zone().kind() == ZoneKind.RESERVE
          && m.as().isEmpty() && m.insteadOf().isEmpty() && !(m.objects() instanceof ObjectRef.TopOf)) {
        // "Send target Character to Reserve"; "Send to Reserve target Character with Hand Cost {3} or less"
        String dest = zone(z.zone());
        boolean fromSomewhere = m.from().isPresent() || m.objects() instanceof ObjectRef.OneOfThem;
        boolean withFilter = m.objects() instanceof ObjectRef.Phrase ph2 && ph2.filters().stream().anyMatch(f ->
            f instanceof Filter.StatIs || f instanceof Filter.Total || f instanceof Filter.NoStatOver
                || f instanceof Filter.WithCounters || f instanceof Filter.WithNo || f instanceof Filter.CounterCount
                || f instanceof Filter.StatExtreme || f instanceof Filter.CounterExtreme
                || f instanceof Filter.From from && from.place() instanceof Place.InObject);
        // "its owner's Reserve" before the object would make "its" stand for something else.
        withFilter &= z.zone().owner().flatMap(PlayerRef::of).isEmpty();
        what = obj(m.objects(), true, false);
        if (fromSomewhere && !withFilter) {
          return verb("put", third) + " " + what + m.from().map(f -> " from " + zone(f)).orElse("") + " in " + dest;
        }
        return withFilter ? verb("send", third) + " to " + dest + " " + what
            : verb("send", third) + " " + what + " to " + dest;
      }
      if (to instanceof Step.Destination.ToZone z && z.zone().kind() == ZoneKind.HAND && m.as().isEmpty()
          && m.insteadOf().isEmpty() && !(m.objects() instanceof ObjectRef.Pronoun)
          && !(m.objects() instanceof ObjectRef.OneOfThem)) {
        what = obj(m.objects(), true, false);
        String from = m.from().map(f -> " from " + zone(f)).orElse("");
        return verb("return", third) + " " + what + from + " to " + zone(z.zone());
      }
      if (to instanceof Step.Destination.ToExpedition && m.as().isEmpty() && m.insteadOf().isEmpty()
          && !(m.objects() instanceof ObjectRef.OneOfThem)) {
        return verb("move", third) + " " + obj(m.objects(), true, false)
            + m.from().map(f -> " from " + zone(f)).orElse("") + " to " + destination(to);
      }
      if (to instanceof Step.Destination.BottomOf b) {
        return verb("put", third) + " " + obj(m.objects(), true, false) + m.from().map(f -> " from " + zone(f)).orElse("")
            + " at the bottom of " + zone(b.zone());
      }
      if (to instanceof Step.Destination.TopOf && m.objects() instanceof ObjectRef.OneOfThem) {
        // "Put one on top of your deck": "one" is read only after "put".
        return verb("put", third) + " one on " + destination(to);
      }
      if (to instanceof Step.Destination.TopOf || to instanceof Step.Destination.PositionIn) {
        what = obj(m.objects(), true, false);
        String verb = to instanceof Step.Destination.TopOf ? "return" : "send";
        String from = m.from().map(f -> " from " + zone(f)).orElse("");
        return verb(verb, third) + " " + what + (verb.equals("return") ? from : "") + " to " + destination(to);
      }
      what = obj(m.objects(), true, false);
      String from = m.from().map(f -> " from " + zone(f)).orElse("");
      String dest = destination(to);
      if (m.insteadOf().isPresent()) {
        insteadOf = " instead of " + obj(m.insteadOf().get(), true, false);
      }
      return verb("put", third) + " " + what + from + " in " + dest + as + insteadOf;
    }

    private String destination(Step.Destination to) {
      if (to instanceof Step.Destination.ToZone z) {
        return zone(z.zone());
      }
      if (to instanceof Step.Destination.TopOf t) {
        return "the top of " + zone(t.zone());
      }
      if (to instanceof Step.Destination.BottomOf b) {
        return "the bottom of " + zone(b.zone());
      }
      if (to instanceof Step.Destination.PositionIn p) {
        String position = p.position() instanceof Quantity.X ? "Xth" : ordinal(p.position());
        return "the " + position + " position of " + zone(p.zone());
      }
      return obj(((Step.Destination.ToExpedition) to).expedition(), false, false);
    }

    private String create(Step.Create c) {
      StringBuilder out = new StringBuilder();
      boolean one = isOne(c.count());
      TokenSpec t = c.token();
      String spec = t.statistics() ? "[" + t.name() + " " + t.forest() + "/" + t.mountain() + "/" + t.water() + "]"
          : "[" + t.name() + "]"; // a token printed by its name alone: its card defines it
      out.append(one ? (startsWithVowel(t.name()) ? "an" : "a") : quantity(c.count(), true)).append(" ").append(spec);
      List<String> subtypes = new ArrayList<>();
      for (String st : t.subtypes()) {
        subtypes.add(EnglishLexicon.subtype(st).isPresent() || st.equals("COMPANION")
            ? EnglishLexicon.subtypeName(st, false) : capitalize(st.toLowerCase(Locale.ROOT)));
      }
      if (!subtypes.isEmpty()) {
        out.append(" ").append(String.join(", ", subtypes));
      }
      out.append(one ? " token" : " tokens");
      c.in().ifPresent(e -> out.append(" in ").append(obj(e, false, false)));
      for (Ability a : c.abilities()) {
        String quoted = new Run().ability(a);
        out.append(" with \"").append(quoted.endsWith(".") ? quoted.substring(0, quoted.length() - 1) : quoted)
            .append("\"");
      }
      return out.toString();
    }

    private String playCost(Step.PlayCost cost) {
      if (cost instanceof Step.PlayCost.Free) {
        return " for free";
      }
      if (cost instanceof Step.PlayCost.Reduced r) {
        return " for " + mana(r.mana()) + " less" + r.minimum().map(m -> ", down to a minimum of " + mana(m)).orElse("");
      }
      return "";
    }

    // =================================================================================================================
    // Statements
    // =================================================================================================================

    private String statement(Statement st) {
      if (st instanceof Statement.Has h && h.grants().stream().allMatch(g -> g instanceof Statement.Grant.Statistics)) {
        Statement.Grant.Statistics first = (Statement.Grant.Statistics) h.grants().get(0);
        if (first.change() == Statement.Grant.Statistics.Change.SET) {
          List<String> stats = new ArrayList<>();
          for (Terrain t : first.stats()) {
            stats.add(terrain(t));
          }
          return "the " + andList(stats) + " of " + obj(h.subject(), true, false) + " are equal to "
              + quantity(first.amount(), false);
        }
        String subject = obj(h.subject(), true, true);
        List<String> changes = new ArrayList<>();
        for (Statement.Grant g : h.grants()) {
          Statement.Grant.Statistics x = (Statement.Grant.Statistics) g;
          changes.add((x.change() == Statement.Grant.Statistics.Change.ADD ? "+" : "-") + quantity(x.amount(), false)
              + " " + terrain(x.stats().get(0)));
        }
        return subject + " " + (plural(h.subject()) || h.subject() instanceof ObjectRef.Self ? "have" : "has") + " "
            + andList(changes);
      }
      if (st instanceof Statement.Has h) {
        String subject = obj(h.subject(), true, true);
        boolean plural = plural(h.subject());
        List<String> grants = new ArrayList<>();
        boolean ability = false;
        boolean statusOnly = true;
        for (Statement.Grant g : h.grants()) {
          if (g instanceof Statement.Grant.KeywordGrant k) {
            statusOnly = false;
            grants.add(k.parameter().isPresent() ? "[" + keywordName(k.keyword()) + " " + plainNumber(k.parameter().get())
                + "]" : "[" + keywordName(k.keyword()) + "]");
          } else if (g instanceof Statement.Grant.StatusGrant s) {
            grants.add(status(s.status()));
          } else {
            statusOnly = false;
            ability = true;
            grants.add("\"" + new Run().ability(((Statement.Grant.AbilityGrant) g).ability()) + "\"");
          }
        }
        if (ability) {
          return subject + " " + (plural ? "have" : "has") + ": " + String.join(" and ", grants);
        }
        if (statusOnly) {
          return subject + " " + (plural ? "have" : "has") + " " + andList(grants);
        }
        return subject + " " + be(h.subject()) + " " + andList(grants);
      }
      if (st instanceof Statement.CostChange c) {
        StringBuilder out = new StringBuilder(obj(c.subject(), true, true)).append(" ")
            .append(plural(c.subject()) || c.subject() instanceof ObjectRef.Self ? "cost" : "costs").append(" ").append(mana(c.mana()))
            .append(c.more() ? " more" : " less");
        c.toPlayIn().ifPresent(e -> out.append(" to play in ").append(obj(e, false, false)));
        c.minimum().ifPresent(m -> out.append(", down to a minimum of ").append(mana(m)));
        c.per().ifPresent(p -> out.append(p instanceof ObjectRef.Possessed ? " for each of " : " per ")
            .append(obj(p, false, false)));
        return out.toString();
      }
      if (st instanceof Statement.Free f) {
        return obj(f.subject(), true, true) + " " + be(f.subject()) + " free";
      }
      if (st instanceof Statement.MinimumCost m) {
        return obj(m.subject(), true, true) + " can't cost less than " + mana(m.mana());
      }
      if (st instanceof Statement.Cannot c && c.action() instanceof Statement.Restricted.CountTowardsLimit l) {
        return obj(c.subject(), true, true) + " don't count towards your "
            + (l.limit() == Limit.LANDMARK ? "Landmark" : "Reserve") + " limit";
      }
      if (st instanceof Statement.Cannot c) {
        String subject = obj(c.subject(), true, true);
        return subject + " " + restricted(c.action(), c.subject());
      }
      if (st instanceof Statement.CanGainAgain g) {
        String subject = obj(g.subject(), true, true);
        String again = obj(g.subject(), false, true);
        return subject + " can gain " + status(g.status()) + " even if " + again + " "
            + (plural(g.subject()) ? "were" : "was") + " already " + status(g.status());
      }
      if (st instanceof Statement.MayPlay m) {
        StringBuilder out = new StringBuilder("you may play ").append(obj(m.objects(), true, false));
        m.from().ifPresent(z -> out.append(" from ").append(zone(z)));
        m.in().ifPresent(e -> out.append(" in ").append(obj(e, false, false)));
        out.append(playCost(m.cost()));
        return out.toString();
      }
      if (st instanceof Statement.ActivationRestriction a) {
        if (a.times().isEmpty() && a.onlyIf().isPresent() && !(a.onlyIf().get() instanceof Condition.During)) {
          return "you can only activate this if " + condition(a.onlyIf().get());
        }
        if (a.times().isEmpty() && a.onlyIf().isEmpty()) {
          return "you can only activate this";
        }
        StringBuilder out = new StringBuilder("activate this only");
        a.onlyIf().ifPresent(c -> out.append(c instanceof Condition.During d ? " " + timing(d) : " if " + condition(c)));
        if (a.times().isPresent()) {
          if (a.onlyIf().isPresent()) {
            out.append(" and only");
          }
          Quantity t = a.times().get();
          out.append(" ").append(isOne(t) ? "once" : t instanceof Quantity.Literal l && l.value() == 2 ? "twice"
              : quantity(t, false) + " times");
          out.append(" per ").append(switch (a.per().orElseThrow()) {
            case TURN -> "turn";
            case AFTERNOON -> "Afternoon";
            case DAY -> "Day";
          });
        }
        return out.toString();
      }
      if (st instanceof Statement.ActionCostsMore a) {
        return "this action costs " + mana(a.mana()) + " more";
      }
      if (st instanceof Statement.AbilitiesCannotActivate a) {
        return "the " + kinds(a.kinds()) + " abilities of " + obj(a.of(), true, false) + " can't activate";
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
          String of = obj(r.objects().orElseThrow(), true, false);
          return "the Support abilities of " + of + " can give them " + r.amount().map(q -> quantity(q, false)
              + " more " + (isOne(q) ? "counter" : "counters") + " than their maximum")
              .orElse("counters beyond their maximum");
        }
        String name = r.limit() == Limit.LANDMARK ? "Landmark" : "Reserve";
        String change = (r.sign() > 0 ? "increased" : "reduced") + " by " + quantity(r.amount().orElseThrow(), true);
        if (r.player().isEmpty()) {
          return "all " + name + " limits are " + change;
        }
        return possessivePlayer(r.player().get()) + " " + name + " limit is " + change;
      }
      if (st instanceof Statement.AbilitiesIgnored i) {
        if (i.of() instanceof Possessor.OfObject o && !(o.object() instanceof ObjectRef.Self)
            && !(o.object() instanceof ObjectRef.Pronoun)) {
          return "ignore the abilities of " + obj(o.object(), true, false);
        }
        return "ignore " + possessor(i.of()) + " abilities";
      }
      if (st instanceof Statement.ReactionsIgnored i) {
        if (i.of() instanceof ObjectRef.Self) {
          return "ignore my " + kinds(i.kinds()) + " abilities";
        }
        return "ignore the " + kinds(i.kinds()) + " abilities of " + obj(i.of(), true, false);
      }
      if (st instanceof Statement.LosesAbilities l) {
        if (l.subject() instanceof ObjectRef.Self) {
          return "I lose my abilities";
        }
        return obj(l.subject(), true, true) + (plural(l.subject()) ? " lose their abilities" : " loses its abilities");
      }
      if (st instanceof Statement.BeginsWith b) {
        String subject = obj(b.subject(), true, true);
        return subject + " " + (plural(b.subject()) || b.subject() instanceof ObjectRef.Self ? "begin" : "begins")
            + " the game with " + counters(b.count(), b.counter());
      }
      if (st instanceof Statement.BeginsWithMarkers b) {
        String subject = obj(b.subject(), true, true);
        List<String> groups = new ArrayList<>();
        for (List<Terrain> m : b.markers()) {
          groups.add("one " + terrains(m));
        }
        return subject + " " + (plural(b.subject()) || b.subject() instanceof ObjectRef.Self ? "begin" : "begins")
            + " the game with " + andList(groups) + " Terrain Marker";
      }
      if (st instanceof Statement.Remains r) {
        String subject = obj(r.subject(), true, true);
        return subject + " " + (plural(r.subject()) ? "remain" : "remains") + " "
            + (r.status() == Status.EXHAUSTED ? "exhausted" : status(r.status()))
            + r.during().map(p -> " during " + phase(p)).orElse("");
      }
      throw new IllegalArgumentException("no English for statement " + st.getClass().getSimpleName());
    }

    private static String nonType(ObjectType type) {
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

    private String losable(Step.Losable item) {
      if (item instanceof Step.Losable.StatusOf st) {
        return status(st.status());
      }
      if (item instanceof Step.Losable.Counters c) {
        return counters(c.count(), c.counter());
      }
      if (item instanceof Step.Losable.KeywordOf k) {
        return k.parameter().isPresent() ? "[" + keywordName(k.keyword()) + " " + plainNumber(k.parameter().get())
            + "]" : "[" + keywordName(k.keyword()) + "]";
      }
      Step.Losable.AllCounters a = (Step.Losable.AllCounters) item;
      return "all " + possessor(a.owner()) + " " + counterNoun(a.counter(), true);
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
        return "can't be " + objectAction(u.action()) + u.by().map(b -> " by " + obj(b, true, false)).orElse("");
      }
      if (r instanceof Statement.Restricted.Keyword k) {
        return "can't " + keywordAction(k.action(), false);
      }
      if (r instanceof Statement.Restricted.PlayedIn p) {
        return "can't be played in " + obj(p.where(), true, false);
      }
      if (r instanceof Statement.Restricted.UndergoTo u) {
        return "can't be " + objectAction(u.action()) + (u.action() == ObjectAction.PUT ? " in " : " to ")
            + zone(u.to());
      }
      if (r instanceof Statement.Restricted.PreventMovingForward p) {
        return (plural ? "don't" : "doesn't") + " prevent " + obj(p.expedition(), true, false) + " from moving forward";
      }
      if (r instanceof Statement.Restricted.GainCounters g) {
        return "can't gain " + counterNoun(g.counter(), true);
      }
      if (r instanceof Statement.Restricted.Activate) {
        return "can't activate";
      }
      if (r instanceof Statement.Restricted.Play p) {
        return "can't play " + obj(p.objects(), true, false) + p.from().map(z -> " from " + zone(z)).orElse("");
      }
      return "don't count towards your Reserve limit";
    }

    private String regions(List<Statement.Region> regions) {
      List<String> out = new ArrayList<>();
      for (Statement.Region r : regions) {
        if (r instanceof Statement.Region.Own o) {
          out.add(possessor(o.owner()) + " region");
        } else if (r instanceof Statement.Region.OfExpedition e) {
          out.add("the region of " + obj(e.expedition(), false, false));
        } else {
          out.add("all regions");
        }
      }
      return String.join(" and ", out);
    }

    private String replacement(Statement.Replacement r) {
      StringBuilder out = new StringBuilder("if ");
      Event e = r.event().event();
      out.append(wouldEvent(e));
      r.event().whilst().ifPresent(c -> out.append(c instanceof Condition.During d ? " " + timing(d)
          : " while " + condition(c)));
      out.append(", ");
      switch (r.kind()) {
        case INSTEAD -> {
          // "instead reveal ..." for what you do; "I gain 1 boost instead" for what objects do; "draw a card instead",
          // "[Resupply] instead" as the rules' own Mandjet (7.5.3.a).
          Step first = r.steps().get(0);
          boolean movesMe = unmodified(first) instanceof Step.Move mv && mv.objects() instanceof ObjectRef.Self;
          boolean trailing = unmodified(first) instanceof Step.Draw || unmodified(first) instanceof Step.Keyword;
          if (objectSubject(first).isEmpty() && actorOf(first).kind() == PlayerRef.Kind.YOU && !movesMe && !trailing) {
            out.append("instead ").append(steps(r.steps()));
          } else {
            out.append(steps(r.steps())).append(" instead");
          }
        }
        case ALSO -> out.append("also ").append(steps(r.steps()));
        default -> out.append(steps(r.steps()));
      }
      return out.toString();
    }

    // =================================================================================================================
    // Events and conditions
    // =================================================================================================================

    private String event(Event e) {
      return eventWith(e, false);
    }

    private String wouldEvent(Event e) {
      return eventWith(e, true);
    }

    private String eventWith(Event e, boolean would) {
      if (e instanceof Event.AnyOf any) {
        List<String> parts = new ArrayList<>();
        PlayerRef player = playerOf(any.events().get(0));
        String subject = player(player);
        for (Event inner : any.events()) {
          parts.add(playerEventVerb(inner, would ? false : thirdPerson(player)));
        }
        return subject + (would ? " would " : " ") + String.join(" or ", parts);
      }
      PlayerRef player = playerOf(e);
      if (player != null) {
        String subject = player(player);
        return subject + (would ? " would " : " ") + playerEventVerb(e, !would && thirdPerson(player));
      }
      ObjectRef subjectRef = objectOf(e);
      if (e instanceof Event.Undergoes u && !would && subjectRef instanceof ObjectRef.Self) {
        return "I'm " + undergoes(u);
      }
      String subject = obj(subjectRef, true, true);
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
        return verb("play", third) + " " + obj(p.objects(), true, false) + p.from().map(z -> " from " + zone(z)).orElse("");
      }
      if (e instanceof Event.Exhausts x) {
        return verb("exhaust", third) + " " + obj(x.objects(), true, false);
      }
      if (e instanceof Event.Passes x) {
        return verb("pass", third) + (x.first() ? " first" : "");
      }
      if (e instanceof Event.Readies x) {
        return verb("ready", third) + " " + obj(x.objects(), true, false);
      }
      if (e instanceof Event.Sacrifices x) {
        return verb("sacrifice", third) + " " + obj(x.objects(), true, false);
      }
      if (e instanceof Event.Discards x) {
        return verb("discard", third) + " " + obj(x.objects(), true, false);
      }
      if (e instanceof Event.Creates x) {
        return verb("create", third) + " " + obj(x.objects(), true, false);
      }
      if (e instanceof Event.Receives x) {
        return verb("receive", third) + " " + obj(x.objects(), true, false);
      }
      if (e instanceof Event.Draws d) {
        return verb("draw", third) + " " + quantity(d.count(), true) + (d.orMore() ? " or more" : "")
            + (isOne(d.count()) && !d.orMore() ? " card" : " cards");
      }
      if (e instanceof Event.Rolls r) {
        return verb("roll", third) + " " + (isOne(r.dice()) && !r.orMore() ? "a die"
            : quantity(r.dice(), true) + (r.orMore() ? " or more" : "") + " dice");
      }
      if (e instanceof Event.RollsResult r) {
        return verb("roll", third) + " a " + dieRange(r.range()) + (r.thisWay() ? " this way" : "");
      }
      if (e instanceof Event.Reveals r) {
        return verb("reveal", third) + " " + obj(r.objects(), true, false) + " this way";
      }
      if (e instanceof Event.TerrainMarkerPlaced m) {
        return verb(m.moved() ? "move" : "place", third) + " " + obj(m.markers(), true, false)
            + m.region().map(r -> (m.moved() ? " to " : " on ") + obj(r, false, false)).orElse("");
      }
      Event.DoesKeyword k = (Event.DoesKeyword) e;
      return keywordAction(k.action(), third);
    }

    private String objectEventVerb(Event e, boolean base, ObjectRef subject, boolean would) {
      if (e instanceof Event.Gains g) {
        if (g.what() instanceof Step.Gainable.Counters c && g.orMore()) {
          return verb("gain", !base) + " " + quantity(c.count(), false) + " or more " + counterNoun(c.counter(), true);
        }
        return verb("gain", !base) + " " + gainItems(List.of(g.what()));
      }
      if (e instanceof Event.GoesTo g) {
        String v = verb("go", !base);
        if (g.from().size() > 1) {
          List<String> names = new ArrayList<>();
          names.add(zone(g.from().get(0)));
          for (int i = 1; i < g.from().size(); i++) {
            names.add(zoneName(g.from().get(i).kind()));
          }
          return v + " from " + String.join(" or ", names) + " to " + zone(g.to());
        }
        if (g.from().size() == 1) {
          Zone from = g.from().get(0);
          return v + " to " + zone(g.to()) + " from " + (from.kind() == ZoneKind.ANYWHERE ? "anywhere" : zone(from));
        }
        return v + " to " + zone(g.to());
      }
      if (e instanceof Event.Leaves l) {
        return verb("leave", !base) + " " + place(l.place()) + l.during().map(p -> " during the " + phase(p)).orElse("");
      }
      if (e instanceof Event.Joins j) {
        List<String> places = new ArrayList<>();
        for (Place p : j.anyOf()) {
          places.add(place(p));
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
        return verb("lose", !base) + " " + losable(l.what());
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
      String be = would ? "be" : be(subject);
      if (e instanceof Event.TerrainMarkerPlaced m) {
        return be + (m.moved() ? " moved" : " placed")
            + m.region().map(r -> (m.moved() ? " to " : " on ") + obj(r, false, false)).orElse("");
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
      return objectAction(u.action()) + u.from().map(z -> " from " + zone(z)).orElse("")
          + u.to().map(z -> (u.action() == ObjectAction.PUT ? " in " : " to ") + zone(z)).orElse("")
          + u.by().map(b -> " by " + obj(b, true, false)).orElse("");
    }

    private static String objectAction(ObjectAction a) {
      return a.name().toLowerCase(Locale.ROOT);
    }

    private String condition(Condition c) {
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
        return beSubject(i.subject(), i.past(), i.negated()) + "in " + place(i.place());
      }
      if (c instanceof Condition.InTerrainWithBaseStat t) {
        return beSubject(t.subject(), false, false) + "in a terrain where its base statistic is " + t.value();
      }
      if (c instanceof Condition.IsA i) {
        return beSubject(i.subject(), false, false) + obj(i.description(), false, false);
      }
      if (c instanceof Condition.InPosition p) {
        List<String> positions = new ArrayList<>();
        for (Position pos : p.anyOf()) {
          positions.add(pos.name().toLowerCase(Locale.ROOT));
        }
        return beSubject(p.subject(), false, false) + String.join(" or ", positions);
      }
      if (c instanceof Condition.ZoneEmpty z) {
        return zone(z.zone()) + " is empty";
      }
      if (c instanceof Condition.Controls k) {
        return player(k.player()) + " " + verb("control", thirdPerson(k.player())) + " " + counts(k.counts());
      }
      if (c instanceof Condition.Has h) {
        StringBuilder out = new StringBuilder(player(h.player())).append(" ")
            .append(verb("have", thirdPerson(h.player()))).append(" ").append(counts(h.counts()));
        h.in().ifPresent(z -> out.append(" in ").append(zone(z)));
        h.than().ifPresent(p -> out.append(" than ").append(player(p)));
        return out.toString();
      }
      if (c instanceof Condition.ThereAre t) {
        boolean single = t.counts().size() == 1 && !plural(t.counts().get(0).objects());
        return "there " + (single ? "is " : "are ") + counts(t.counts());
      }
      if (c instanceof Condition.BaseStatistics b) {
        String count = quantity(b.count().count().get(), true) + " or more base statistics of " + b.value()
            + " among " + obj(b.among(), true, false);
        return b.thereAre() ? "there are " + count : "you have " + count;
      }
      if (c instanceof Condition.HasCounters h) {
        String subject = obj(h.subject(), true, true);
        String have = h.subject() instanceof ObjectRef.Self || plural(h.subject()) ? "have" : "has";
        return subject + " " + have + " " + counterCount(h.range(), h.count(), h.counter());
      }
      if (c instanceof Condition.Compare k) {
        String cmp = comparison(k.comparison(), k.right(), k.left() instanceof Value.Result r && !r.x());
        return valueSubject(k.left()) + " " + (k.past() ? "was" + cmp.substring(2) : cmp);
      }
      if (c instanceof Condition.FirstPlayer f) {
        return player(f.player()) + " " + (f.player().kind() == PlayerRef.Kind.YOU
            || f.player().kind() == PlayerRef.Kind.THEY ? "are" : "is") + (f.negated() ? " not" : "") + " the first player";
      }
      if (c instanceof Condition.DidThisWay d) {
        return player(d.player()) + " " + d.verb().name().toLowerCase(Locale.ROOT) + " " + obj(d.objects(), true, false)
            + " this way";
      }
      Condition.PlaysFrom p = (Condition.PlaysFrom) c;
      return player(p.player()) + " " + verb("play", thirdPerson(p.player())) + " it from " + zone(p.zone());
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
      String s = obj(subject, true, true);
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
      String n = c.count().map(q -> quantity(q, true)).orElse("");
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
      return prefix + obj(c.objects(), true, false);
    }

    private String valueSubject(Value v) {
      if (v instanceof Value.Result r) {
        return r.x() ? "X" : "the result";
      }
      return value(v);
    }

    private String value(Value v) {
      if (v instanceof Value.Number n) {
        return n.mana() ? mana(n.quantity()) : quantity(n.quantity(), false);
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
        return "the " + statName(s.stat()) + " of " + obj(s.object(), false, false);
      }
      if (v instanceof Value.CountersOf c) {
        return possessor(c.owner()) + " number of " + counterNoun(c.counter(), true);
      }
      return ((Value.Result) v).x() ? "X" : "the result";
    }

    private String comparison(Comparison cmp, Value right, boolean result) {
      if (right instanceof Value.Number n && (cmp == Comparison.AT_LEAST || cmp == Comparison.AT_MOST)) {
        if (result && cmp == Comparison.AT_LEAST && !n.mana()) {
          return "is " + quantity(n.quantity(), false) + "+";
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

    private static String statName(Stat s) {
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

    /**
     * An object phrase. {@code candidate} as in the builder; {@code subject}: "they" rather than "them".
     */
    private String obj(ObjectRef ref, boolean candidate, boolean subject) {
      String out = objText(ref, subject);
      if (candidate && !(ref instanceof ObjectRef.Pronoun || ref instanceof ObjectRef.Self
          || ref instanceof ObjectRef.SelfAnd || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These
          || ref instanceof ObjectRef.OneOfThem)) {
        candidates++;
      }
      return out;
    }

    private String objText(ObjectRef ref, boolean subject) {
      if (ref instanceof ObjectRef.Self) {
        return subject ? "I" : "me";
      }
      if (ref instanceof ObjectRef.SelfAnd) {
        return "we both";
      }
      if (ref instanceof ObjectRef.Pronoun p) {
        if (p.theTarget()) {
          return "the target";
        }
        if (p.restated().isPresent()) {
          return (p.restated().get().plural() ? "those " : "that ") + nounGroup(p.restated().get());
        }
        if (p.all()) {
          return "them all";
        }
        return p.plural() ? (subject ? "they" : "them") : "it";
      }
      if (ref instanceof ObjectRef.Phrase ph) {
        return phrase(ph);
      }
      if (ref instanceof ObjectRef.Possessed p) {
        String owner = possessor(p.owner());
        String adjectives = adjectives(p.adjectives(), 0);
        return owner + " " + adjectives + nounGroup(p.nouns()) + filters(p.filters());
      }
      if (ref instanceof ObjectRef.OfPossessed o) {
        String which = switch (o.which()) {
          case COUNT -> "one";
          case EACH -> "each";
          default -> "all";
        };
        return which + " of " + possessor(o.owner()) + " " + adjectives(o.adjectives(), 0) + nounGroup(o.nouns())
            + filters(o.filters());
      }
      if (ref instanceof ObjectRef.TopOf t) {
        boolean one = t.count().isEmpty() || isOne(t.count().get());
        return "the top " + (one ? "card" : quantity(t.count().get(), true) + " cards") + " of " + zone(t.zone());
      }
      if (ref instanceof ObjectRef.ZoneContents z) {
        return possessivePlayer(z.zone().owner().orElse(PlayerRef.you())) + " " + zoneName(z.zone().kind());
      }
      if (ref instanceof ObjectRef.Rest) {
        return "the other cards";
      }
      if (ref instanceof ObjectRef.These) {
        return "these cards";
      }
      if (ref instanceof ObjectRef.OneOfThem) {
        return "one";
      }
      if (ref instanceof ObjectRef.Targets t) {
        String n = quantity(t.quantifier().count().get(), true);
        return (t.quantifier().kind() == Quantifier.Kind.UP_TO ? "up to " : "") + n + " targets, "
            + nounGroup(t.nouns());
      }
      ObjectRef.Several s = (ObjectRef.Several) ref;
      List<String> items = new ArrayList<>();
      for (ObjectRef item : s.items()) {
        items.add(obj(item, false, subject));
      }
      String last = items.remove(items.size() - 1);
      return (items.isEmpty() ? "" : String.join(", ", items)) + (s.any() ? " or " : " and ") + last;
    }

    private String phrase(ObjectRef.Phrase ph) {
      Quantifier q = ph.quantifier();
      StringBuilder out = new StringBuilder();
      int skip = 0;
      boolean other = !ph.adjectives().isEmpty() && ph.adjectives().get(0) instanceof Adjective.Other;
      switch (q.kind()) {
        case BARE -> {}
        case COUNT -> {
          boolean one = q.count().isPresent() && isOne(q.count().get());
          if (other && one) {
            out.append("another ");
            skip = 1;
            if (q.target()) {
              out.append("target ");
            }
          } else if (q.target() && one) {
            out.append("target ");
          } else {
            String n = quantity(q.count().get(), true);
            if (one) {
              n = startsWithVowel(firstWord(ph, 0)) ? "an" : "a";
            }
            out.append(n).append(" ");
            if (q.target()) {
              out.append("target ");
            }
          }
        }
        case UP_TO -> {
          out.append("up to ").append(quantity(q.count().get(), true)).append(" ");
          if (q.target()) {
            out.append("target ");
          }
        }
        case ANY_NUMBER -> {
          out.append("any number of ");
          if (other) {
            out.append("other ");
            skip = 1;
          }
          if (q.target()) {
            out.append("target ");
          }
        }
        case ANY -> out.append("any ");
        case ALL -> out.append("all ");
        case EACH -> {
          out.append("each ");
          if (other) {
            out.append("other ");
            skip = 1;
          }
        }
        case YET_ANOTHER -> out.append("yet another ");
        case THE -> out.append("the ");
        case NEXT -> out.append("the next ");
        case ORDINAL -> out.append("the ").append(ordinal(q.count().get())).append(" ");
        case ONE_OR_MORE -> out.append("one or more ");
      }
      out.append(adjectives(ph.adjectives(), skip));
      out.append(nounGroup(ph.nouns()));
      out.append(filters(ph.filters()));
      return out.toString();
    }

    private String firstWord(ObjectRef.Phrase ph, int skip) {
      if (ph.adjectives().size() > skip) {
        return adjectives(ph.adjectives().subList(skip, skip + 1), 0);
      }
      return nounGroup(ph.nouns());
    }

    private String adjectives(List<Adjective> adjectives, int skip) {
      StringBuilder out = new StringBuilder();
      for (int i = skip; i < adjectives.size(); i++) {
        Adjective a = adjectives.get(i);
        if (a instanceof Adjective.WithStatus w) {
          if (w.anyOf().size() == 1 && w.anyOf().get(0) == Status.EXHAUSTED) {
            out.append("exhausted ");
          } else {
            List<String> statuses = new ArrayList<>();
            for (Status s : w.anyOf()) {
              statuses.add(status(s));
            }
            out.append(orList(statuses)).append(" ");
          }
        } else if (a instanceof Adjective.Ready) {
          out.append("ready ");
        } else if (a instanceof Adjective.Other) {
          out.append("other ");
        } else if (a instanceof Adjective.Token) {
          out.append("token ");
        } else if (a instanceof Adjective.Non n) {
          out.append("non-").append(n.noun() instanceof Noun.Subtype st ? EnglishLexicon.subtypeName(st.id(), false)
              : nonType(((Noun.Type) n.noun()).type())).append(" ");
        } else if (a instanceof Adjective.WithoutStatus w) {
          out.append("non-").append(capitalize(w.status().name().toLowerCase(Locale.ROOT))).append(" ");
        } else if (a instanceof Adjective.ExpeditionKind k) {
          out.append(k.companion() ? "Companion " : "Hero ");
        } else if (a instanceof Adjective.OfRegion r) {
          out.append(switch (r.quality()) {
            case VISIBLE -> "visible ";
            case SINGLE_TERRAIN -> "single-terrain ";
            case STARTING -> "starting ";
          });
        } else {
          out.append("[").append(keywordName(((Adjective.WithKeyword) a).keyword())).append("] ");
        }
      }
      return out.toString();
    }

    private String nounGroup(NounGroup g) {
      List<String> nouns = new ArrayList<>();
      for (Noun n : g.nouns()) {
        nouns.add(noun(n, g.plural()));
      }
      return String.join(" or ", nouns);
    }

    private static String noun(Noun n, boolean plural) {
      if (n instanceof Noun.Subtype st) {
        if (st.id().equals("COMPANION")) {
          return "Companion";
        }
        return EnglishLexicon.subtypeName(st.id(), plural);
      }
      if (n instanceof Noun.Player p) {
        return (p.opponent() ? "opponent" : "player") + (plural ? "s" : "");
      }
      if (n instanceof Noun.TerrainMarker m) {
        return (m.terrains().isEmpty() ? "" : terrains(m.terrains()) + " ")
            + (plural ? "Terrain Markers" : "Terrain Marker");
      }
      ObjectType t = ((Noun.Type) n).type();
      String s = switch (t) {
        case CHARACTER -> "Character";
        case PERMANENT -> "Permanent";
        case EXPEDITION_PERMANENT -> "Expedition Permanent";
        case LANDMARK_PERMANENT -> "Landmark Permanent";
        case SPELL -> "Spell";
        case CARD -> "card";
        case TOKEN -> "token";
        case LANDMARK -> "Landmark";
        case MANA_ORB -> "Mana Orb";
        case EXPEDITION -> "Expedition";
        // "Hero card" would read as the adjective of "Hero Expedition" before "card".
        case HERO -> plural ? "Hero cards" : "Hero";
        case REGION -> "region";
      };
      return plural && t != ObjectType.HERO ? s + "s" : s;
    }

    private String filters(List<Filter> filters) {
      StringBuilder out = new StringBuilder();
      boolean first = true;
      for (Filter f : filters) {
        out.append(" ").append(filter(f, first));
        first = false;
      }
      return out.toString();
    }

    private String filter(Filter f, boolean first) {
      if (f instanceof Filter.ControlledBy c) {
        return switch (c.player().kind()) {
          case TARGET_PLAYER, EACH_PLAYER -> "controlled by " + player(c.player());
          default -> player(c.player()) + " " + verb("control", thirdPerson(c.player()));
        };
      }
      if (f instanceof Filter.PlayedBy p) {
        return (first ? "" : "that ") + player(p.player()) + " " + verb("play", thirdPerson(p.player()))
            + p.from().map(z -> " from " + zone(z)).orElse("") + p.in().map(t -> " in " + terrain(t)).orElse("")
            + p.during().map(d -> " " + duration(d)).orElse("");
      }
      if (f instanceof Filter.PlayedFrom p) {
        return "played from " + zone(p.zone());
      }
      if (f instanceof Filter.In in) {
        List<String> places = new ArrayList<>();
        for (Place p : in.places()) {
          places.add("in " + place(p));
        }
        return String.join(in.all() ? " and " : " or ", places);
      }
      if (f instanceof Filter.From from) {
        return "from " + place(from.place());
      }
      if (f instanceof Filter.StatIs s) {
        if (s.stat() == Stat.BASE_STATISTIC && s.comparison() == Comparison.EQUAL && s.value() instanceof Value.Number n
            && !n.mana()) {
          return "with a base statistic of " + quantity(n.quantity(), false);
        }
        String cmp = comparison(s.comparison(), s.value(), false).substring("is ".length());
        return "with " + statName(s.stat()) + " " + cmp;
      }
      if (f instanceof Filter.NoStatOver n) {
        return "with no statistic over " + n.value();
      }
      if (f instanceof Filter.Total t) {
        String more = t.comparison() == Comparison.AT_LEAST ? " or more" : " or less";
        if (t.stat() == Stat.FOREST || t.stat() == Stat.MOUNTAIN || t.stat() == Stat.WATER) {
          return "with total " + statName(t.stat()) + " of " + quantity(t.value(), false) + more;
        }
        return "with a total " + statName(t.stat()) + " " + mana(t.value()) + more;
      }
      if (f instanceof Filter.WithCounters) {
        return "with counters";
      }
      if (f instanceof Filter.ThisWay t) {
        return objectAction(t.action()) + " this way";
      }
      if (f instanceof Filter.WithNo w) {
        return "with no " + nounGroup(w.nouns());
      }
      if (f instanceof Filter.WithA w) {
        String nouns = nounGroup(w.nouns());
        return "with " + (startsWithVowel(nouns) ? "an " : "a ") + nouns;
      }
      if (f instanceof Filter.CounterCount cc) {
        return "with " + counterCount(cc.range(), cc.count(), cc.counter());
      }
      if (f instanceof Filter.StatExtreme x) {
        return "with the " + (x.highest() ? "highest " : "lowest ") + statName(x.stat());
      }
      if (f instanceof Filter.CounterExtreme x) {
        return "with the " + (x.most() ? "most " : "fewest ") + counterNoun(x.counter(), true);
      }
      if (f instanceof Filter.OwnedBy o) {
        return player(o.player()) + " " + (thirdPerson(o.player()) ? "owns" : "own");
      }
      if (f instanceof Filter.Between b) {
        if (b.objects() instanceof ObjectRef.Possessed p && p.adjectives().isEmpty() && p.filters().isEmpty()
            && p.nouns().nouns().size() > 1) {
          // "your Hero and Companion": both Expeditions.
          List<String> nouns = new ArrayList<>();
          for (Noun n : p.nouns().nouns()) {
            nouns.add(n instanceof Noun.Type t && t.type() == ObjectType.HERO ? "Hero" : noun(n, p.nouns().plural()));
          }
          return "between " + possessor(p.owner()) + " " + String.join(" and ", nouns);
        }
        return "between " + obj(b.objects(), false, false);
      }
      if (f instanceof Filter.Facing fa) {
        return "facing " + obj(fa.object(), false, false);
      }
      if (f instanceof Filter.InPosition p) {
        List<String> positions = new ArrayList<>();
        for (Position pos : p.anyOf()) {
          positions.add(pos.name().toLowerCase(Locale.ROOT));
        }
        return "that's " + String.join(" or ", positions);
      }
      if (f instanceof Filter.EachPhase e) {
        return "each " + phase(e.phase());
      }
      Filter.Either e = (Filter.Either) f;
      List<String> parts = new ArrayList<>();
      boolean firstPart = first;
      for (Filter inner : e.filters()) {
        parts.add(filter(inner, firstPart));
        firstPart = false;
      }
      return String.join(e.all() ? " and " : " or ", parts);
    }

    private String place(Place p) {
      if (p instanceof Place.InPlay) {
        return "play";
      }
      if (p instanceof Place.InZone z) {
        return zone(z.zone());
      }
      if (p instanceof Place.InTerrain t) {
        return terrain(t.terrain());
      }
      if (p instanceof Place.Anywhere) {
        return "anywhere";
      }
      return obj(((Place.InObject) p).object(), false, false);
    }

    private String zone(Zone z) {
      if (z.owner().isPresent()) {
        return possessivePlayer(z.owner().get()) + " " + zoneName(z.kind());
      }
      return switch (z.kind()) {
        case RESERVE -> "Reserve";
        case EXPEDITION_ZONE, LANDMARK_ZONE, HERO_ZONE, DISCARD_PILE, MANA_ZONE, DECK, HAND -> "the " + zoneName(z.kind());
        case PLAY -> "play";
        case ANYWHERE -> "anywhere";
      };
    }

    private static String zoneName(ZoneKind kind) {
      return switch (kind) {
        case RESERVE -> "Reserve";
        case HAND -> "hand";
        case DECK -> "deck";
        case DISCARD_PILE -> "discard pile";
        case MANA_ZONE -> "Mana zone";
        case EXPEDITION_ZONE -> "Expedition zone";
        case LANDMARK_ZONE -> "Landmark zone";
        case HERO_ZONE -> "Hero zone";
        case PLAY -> "play";
        case ANYWHERE -> "anywhere";
      };
    }

    private String possessor(Possessor p) {
      if (p instanceof Possessor.OfObject o) {
        if (o.object() instanceof ObjectRef.Self) {
          return "my";
        }
        if (o.object() instanceof ObjectRef.Phrase || o.object() instanceof ObjectRef.Pronoun pr && pr.restated().isPresent()) {
          return obj(o.object(), false, false) + "'s";
        }
        return o.object() instanceof ObjectRef.Pronoun pr && pr.plural() ? "their" : "its";
      }
      return possessivePlayer(((Possessor.OfPlayer) p).player());
    }

    private String possessivePlayer(PlayerRef p) {
      return switch (p.kind()) {
        case YOU -> "your";
        case THEY -> "their";
        default -> player(p) + "'s";
      };
    }

    private String player(PlayerRef p) {
      return switch (p.kind()) {
        case YOU -> "you";
        case AN_OPPONENT -> "an opponent";
        case TARGET_OPPONENT -> "target opponent";
        case THAT_OPPONENT -> "that opponent";
        case YOUR_OPPONENT -> "your opponent";
        case OPPONENTS -> "your opponents";
        case EACH_PLAYER -> "each player";
        case EACH_PLAYER_STARTING_WITH_YOU -> "starting with you, each player";
        case TARGET_PLAYER -> "target player";
        case THEY -> "they";
        case OWNER, CONTROLLER -> p.of().orElseThrow() instanceof ObjectRef.Phrase ph && !ph.filters().isEmpty()
            ? "the " + (p.kind() == PlayerRef.Kind.OWNER ? "owner" : "controller") + " of " + obj(ph, false, false)
            : p.kind() == PlayerRef.Kind.OWNER ? whose(p.of().orElseThrow(), ownerOf(p.of().orElseThrow())) + " owner"
            : whose(p.of().orElseThrow(), p.of().orElseThrow() instanceof ObjectRef.Self ? "my" : "its")
            + " controller";
      };
    }

    /** "target Character's", "that Character's" for a named object; otherwise the pronoun given. */
    private String whose(ObjectRef of, String pronoun) {
      if (of instanceof ObjectRef.Phrase || of instanceof ObjectRef.Pronoun pr && pr.restated().isPresent()) {
        return obj(of, false, false) + "'s";
      }
      return pronoun;
    }

    private static String ownerOf(ObjectRef of) {
      return of instanceof ObjectRef.Self ? "my" : of instanceof ObjectRef.Pronoun pr && pr.plural() ? "their" : "its";
    }

    private static boolean thirdPerson(PlayerRef p) {
      return !(p.kind() == PlayerRef.Kind.YOU || p.kind() == PlayerRef.Kind.THEY
          || p.kind() == PlayerRef.Kind.OPPONENTS);
    }

    /** Whether an object phrase is plural (for verbs: "gains"/"gain"). */
    private static String be(ObjectRef subject) {
      if (subject instanceof ObjectRef.Self) {
        return "am";
      }
      return plural(subject) ? "are" : "is";
    }

    // =================================================================================================================
    // Words and numbers
    // =================================================================================================================

    /** A number: words for objects ("two cards"), digits otherwise. */
    private String quantity(Quantity q, boolean words) {
      if (q instanceof Quantity.Literal l) {
        return words ? numberWord(l.value()) : String.valueOf(l.value());
      }
      if (q instanceof Quantity.X x) {
        return x.plus() == 0 ? "X" : "X+" + x.plus();
      }
      if (q instanceof Quantity.Sum s) {
        return quantity(s.left(), false) + "+" + quantity(s.right(), false);
      }
      if (q instanceof Quantity.NumberOf n) {
        return "the number of " + obj(n.objects(), false, false);
      }
      if (q instanceof Quantity.CountersOn c) {
        return possessor(c.owner()) + " number of " + counterNoun(c.counter(), true);
      }
      if (q instanceof Quantity.DieResult d) {
        return d.fin() ? "the final result" : "the result";
      }
      if (q instanceof Quantity.ThatMany) {
        return "that many";
      }
      if (q instanceof Quantity.RemovedThisWay r) {
        return "the number of " + counterNoun(r.counter(), true) + " removed this way";
      }
      Quantity.StatOf st = (Quantity.StatOf) q;
      return possessor(st.of()) + " " + switch (st.stat()) {
        case HIGHEST_STATISTIC -> "highest statistic";
        case HAND_COST -> "Hand Cost";
        case RESERVE_COST -> "Reserve Cost";
        case BASE_STATISTIC -> "base statistic";
        case BASE_COST -> "Base Cost";
        case FOREST -> "{V}";
        case MOUNTAIN -> "{M}";
        case WATER -> "{O}";
        case RESULT -> "result";
      };
    }

    private static String numberWord(int n) {
      return switch (n) {
        case 1 -> "one";
        case 2 -> "two";
        case 3 -> "three";
        case 4 -> "four";
        case 5 -> "five";
        case 6 -> "six";
        case 7 -> "seven";
        case 8 -> "eight";
        case 9 -> "nine";
        case 10 -> "ten";
        default -> String.valueOf(n);
      };
    }

    private String countNoun(Quantity q, String singular, String plural) {
      if (isOne(q)) {
        return "a " + singular;
      }
      return quantity(q, true) + " " + plural;
    }

    private String counters(Quantity q, Counter counter) {
      if (q instanceof Quantity.NumberOf || q instanceof Quantity.CountersOn || q instanceof Quantity.StatOf
          || q instanceof Quantity.DieResult || q instanceof Quantity.RemovedThisWay) {
        return counterNoun(counter, true) + " equal to " + quantity(q, false);
      }
      return quantity(q, false) + " " + counterNoun(counter, !isOne(q));
    }

    /** "3 or more boosts", "2 Kelon counters or less", "less than 2 boosts". */
    private String counterCount(Condition.Count.Range range, Quantity count, Counter counter) {
      String n = quantity(count, false);
      String noun = isOne(count) ? counterNoun(counter, false) : counterNoun(counter, true);
      String nouns = counterNoun(counter, true);
      return switch (range) {
        case AT_LEAST -> n + " or more " + nouns;
        case AT_MOST -> n + " " + nouns + " or less";
        case LESS_THAN -> "less than " + n + " " + nouns;
        case MORE_THAN -> "more than " + n + " " + nouns;
        case NONE -> "no " + nouns;
        default -> n + " " + noun;
      };
    }

    private static String counterNoun(Counter counter, boolean plural) {
      if (counter.equals(Counter.BOOST)) {
        return plural ? "boosts" : "boost";
      }
      if (counter.equals(Counter.ANY)) {
        return plural ? "counters" : "counter";
      }
      StringBuilder name = new StringBuilder();
      for (String w : counter.id().split("_")) {
        name.append(capitalize(w.toLowerCase(Locale.ROOT))).append(" ");
      }
      return name + (plural ? "counters" : "counter");
    }

    private String mana(Quantity q) {
      if (q instanceof Quantity.Literal l) {
        return "{" + l.value() + "}";
      }
      if (q instanceof Quantity.X x && x.plus() == 0) {
        return "{X}";
      }
      if (q instanceof Quantity.Sum s) {
        return mana(s.left()) + "+" + mana(s.right());
      }
      throw new IllegalArgumentException("not a mana amount: " + q);
    }

    private String plainNumber(Quantity q) {
      if (q instanceof Quantity.X x && x.plus() == 0) {
        return "X";
      }
      return quantity(q, false);
    }

    private String ordinal(Quantity q) {
      int n = ((Quantity.Literal) q).value();
      return switch (n) {
        case 1 -> "first";
        case 2 -> "second";
        case 3 -> "third";
        case 4 -> "fourth";
        case 5 -> "fifth";
        default -> throw new IllegalArgumentException("no English ordinal for " + n);
      };
    }

    private static String status(Status s) {
      return "[[" + capitalize(s.name().toLowerCase(Locale.ROOT)) + "]]";
    }

    private static String keywordName(KeywordAbilityId id) {
      return capitalize(id.name().toLowerCase(Locale.ROOT));
    }

    /** "[Resupply]" / "[Resupplies]". */
    private static String keywordAction(KeywordAction a, boolean third) {
      String base = switch (a) {
        case AFTER_YOU -> "After You";
        case ASCEND -> "Ascend";
        case AUGMENT -> "Augment";
        case DEFECT -> "Defect";
        case EXHAUSTED_RESUPPLY -> "Exhausted Resupply";
        case RESUPPLY -> "Resupply";
        case RUSH -> "Rush";
        case SABOTAGE -> "Sabotage";
      };
      if (third && a != KeywordAction.AFTER_YOU) {
        base = base.endsWith("y") ? base.substring(0, base.length() - 1) + "ies"
            : base.endsWith("sh") ? base + "es" : base + "s";
      }
      return "[" + base + "]";
    }

    private static String symbol(TriggerSymbol s, boolean upper) {
      String letter = switch (s) {
        case JOIN -> "j";
        case HAND -> "h";
        case RESERVE -> "r";
      };
      return "{" + (upper ? letter.toUpperCase(Locale.ROOT) : letter) + "}";
    }

    private static String kinds(List<TriggerSymbol> kinds) {
      List<String> out = new ArrayList<>();
      for (TriggerSymbol k : kinds) {
        out.add(symbol(k, false));
      }
      return andList(out);
    }

    private static String phase(Phase p) {
      return capitalize(p.name().toLowerCase(Locale.ROOT));
    }

    private static String duration(Duration d) {
      return switch (d) {
        case THIS_TURN -> "this turn";
        case THIS_AFTERNOON -> "this Afternoon";
        case THIS_DAY -> "this Day";
      };
    }

    /** "{V} and {O}", the terrains of a Terrain Marker (3.2.1.d). */
    private static String terrains(List<Terrain> terrains) {
      List<String> out = new ArrayList<>();
      for (Terrain t : terrains) {
        out.add(terrain(t));
      }
      if (out.size() < 2) {
        return String.join("", out);
      }
      return String.join(", ", out.subList(0, out.size() - 1)) + " and " + out.get(out.size() - 1);
    }

    private static String terrain(Terrain t) {
      return switch (t) {
        case FOREST -> "{V}";
        case MOUNTAIN -> "{M}";
        case WATER -> "{O}";
      };
    }

    private static String verb(String base, boolean third) {
      if (!third) {
        return base;
      }
      return switch (base) {
        case "have" -> "has";
        case "go" -> "goes";
        case "do" -> "does";
        default -> base.endsWith("s") || base.endsWith("sh") || base.endsWith("ch") || base.endsWith("x")
            ? base + "es" : base.endsWith("y") && !base.endsWith("ay") ? base.substring(0, base.length() - 1) + "ies"
            : base + "s";
      };
    }

    private static String andList(List<String> items) {
      return list(items, "and");
    }

    private static String orList(List<String> items) {
      return list(items, "or");
    }

    private static String list(List<String> items, String conjunction) {
      if (items.size() == 1) {
        return items.get(0);
      }
      return String.join(", ", items.subList(0, items.size() - 1)) + " " + conjunction + " "
          + items.get(items.size() - 1);
    }

    private static boolean startsWithVowel(String word) {
      String w = word.startsWith("[") ? word.substring(word.startsWith("[[") ? 2 : 1) : word;
      return !w.isEmpty() && "aeiouAEIOU".indexOf(w.charAt(0)) >= 0;
    }

    static String capitalize(String s) {
      if (s.isEmpty()) {
        return s;
      }
      int i = 0;
      while (i < s.length() && (s.charAt(i) == '[' || s.charAt(i) == '{')) {
        if (s.charAt(i) == '{') {
          return s;
        }
        i++;
      }
      if (i > 0) {
        return s;
      }
      return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String lowerFirst(String s) {
      if (s.isEmpty() || s.startsWith("I ") || s.startsWith("I'm") || s.startsWith("{") || s.startsWith("[")) {
        return s;
      }
      return Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
  }
}
