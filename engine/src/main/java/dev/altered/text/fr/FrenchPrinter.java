package dev.altered.text.fr;

import static dev.altered.ast.PrintedShape.unmodified;
import static dev.altered.ast.PrintedShape.objectSubject;
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
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The AST in the official French templating of the cards: imperative for what you do ("Piochez une carte"), third
 * person for others ("Chaque joueur pioche une carte"), infinitive after "pouvez" and "pour"; object pronouns before
 * an infinitive ("me sacrifier") and after an imperative ("Sacrifiez-le"); adjectives after the noun agreeing in
 * gender and number ("une carte ciblée", "les jetons [[Boostés]]"); elisions ("d'une", "qu'il", "S'il").
 *
 * <p>The French front-end reads the result back to the same AST (a corpus test checks every card), which makes it
 * the suggestion the translation checker shows.
 */
public final class FrenchPrinter implements AbilityPrinter {
  public static final FrenchPrinter INSTANCE = new FrenchPrinter();

  private FrenchPrinter() {}

  @Override
  public Language language() {
    return Language.FR;
  }

  @Override
  public String print(Ability ability) {
    return elide(new Run().ability(ability));
  }

  // ===================================================================================================================
  // Elision and contraction, done once on the whole text: "de un" -> "d'un", "à le" -> "au", "si il" -> "s'il".
  // ===================================================================================================================

  private static final Pattern CONTRACT = Pattern.compile("(?<![\\p{L}'])([Dd]e|[Àà]) (les|le)(?= )");
  private static final Pattern ELIDE = Pattern.compile(
      "(?<![\\p{L}'\\[-])([Dd]e|[Qq]ue|[Nn]e|[Ll]e|[Ll]a|[Mm]e|[Jj]e|[Ss]e|[Ll]orsque|[Jj]usque) (?=[aeiouéèêàâîôûAEIOUÉÈÊÀÂÎÔÛ])");
  private static final Pattern SI_IL = Pattern.compile("(?<![\\p{L}'])([Ss])i (?=ils? )");
  private static final Pattern POSSESSIVE_VOWEL = Pattern.compile(
      "(?<![\\p{L}'])([MmSsTt])a (?=[aeiouéèêàâîôûAEIOUÉÈÊÀÂÎÔÛ])");

  static String elide(String text) {
    Matcher c = CONTRACT.matcher(text);
    StringBuilder out = new StringBuilder();
    while (c.find()) {
      String prep = c.group(1);
      boolean upper = Character.isUpperCase(prep.charAt(0));
      String art = c.group(2);
      String word = prep.equalsIgnoreCase("de") ? (art.equals("le") ? "du" : "des")
          : (art.equals("le") ? "au" : "aux");
      c.appendReplacement(out, upper ? Character.toUpperCase(word.charAt(0)) + word.substring(1) : word);
    }
    c.appendTail(out);
    String s = out.toString().replace("jusque à", "jusqu'à");
    s = ELIDE.matcher(s).replaceAll(m -> m.group(1).substring(0, m.group(1).length() - 1) + "'");
    s = SI_IL.matcher(s).replaceAll(m -> m.group(1) + "'");
    // "mon Expédition", "son Expédition": the masculine possessive before a vowel.
    s = POSSESSIVE_VOWEL.matcher(s).replaceAll(m -> m.group(1) + "on ");
    return s;
  }

  /** One printing: the objects named so far, in the builder's order, for the gender of pronouns. */
  private static final class Run {
    private final List<ObjectRef> named = new ArrayList<>();

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
        out = status(item.status().get(), false, false);
      } else {
        KeywordAbilityId id = item.keyword().get();
        String name = keywordName(id, false);
        if (id == KeywordAbilityId.SCOUT) {
          out = "[" + name + "] " + mana(item.parameter().get());
        } else if (item.parameter().isPresent()) {
          out = "[" + name + " " + plainNumber(item.parameter().get()) + "]";
        } else {
          out = "[" + name + "]";
        }
      }
      if (item.whereX().isPresent()) {
        out += ", X étant " + quantity(item.whereX().get(), false);
      }
      return out;
    }

    private String reaction(Ability.Reaction r) {
      StringBuilder out = new StringBuilder();
      boolean symbol = r.trigger() instanceof Trigger.Symbol;
      if (r.trigger() instanceof Trigger.Symbol s) {
        out.append(symbol(s.symbol(), true));
      } else if (r.trigger() instanceof Trigger.At at) {
        out.append(capitalize(moment(at.phase(), at.end())));
      } else {
        out.append("Lorsque ").append(event(((Trigger.When) r.trigger()).event(), false));
      }
      r.condition().ifPresent(c -> out.append(", si ").append(condition(c)));
      r.forEach().ifPresent(f -> {
        if (f instanceof Ability.ForEachClause.Objects o) {
          out.append(", pour chaque ").append(obj(o.objects(), false, Role.BARE_SINGULAR));
        } else {
          Ability.ForEachClause.Counters c = (Ability.ForEachClause.Counters) f;
          out.append(", pour chacun de ").append(possessor(c.owner(), true, false)).append(" ")
              .append(counterNoun(c.counter(), true));
        }
      });
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
      for (int i = 0; i < effect.sentences().size(); i++) {
        String s = sentence(effect.sentences().get(i));
        // A sentence that ends with a quoted ability takes its period after the quotes, unless it ends the effect.
        sentences.add(s.endsWith("\"") && i < effect.sentences().size() - 1 ? s + "." : s);
      }
      return String.join(" ", sentences);
    }

    private String sentence(Sentence s) {
      if (s instanceof Sentence.Steps st) {
        return period(capitalize(steps(st.steps())));
      }
      if (s instanceof Sentence.If i && i.otherwise().isEmpty() && trailingIf(i.then())) {
        return period(capitalize(steps(i.then())) + " si " + condition(i.condition()));
      }
      if (s instanceof Sentence.If i && i.condition() instanceof Condition.During d && i.otherwise().isEmpty()) {
        return period(capitalize(steps(i.then())) + " " + timing(d));
      }
      if (s instanceof Sentence.If i) {
        String cond = condition(i.condition());
        String then = steps(i.then());
        if (i.otherwise().isPresent()) {
          return period("Si " + cond + ", " + then + ", sinon " + steps(i.otherwise().get()));
        }
        return period("Si " + cond + ", " + then);
      }
      if (s instanceof Sentence.Unless u) {
        return period("Sauf si " + condition(u.condition()) + ", " + steps(u.steps()));
      }
      if (s instanceof Sentence.Otherwise o) {
        return period("Sinon, " + steps(o.steps()));
      }
      if (s instanceof Sentence.During d) {
        String when = d.phase() == Phase.MORNING ? "Le Matin" : "Pendant " + phaseWithArticle(d.phase());
        return period(when + ", " + steps(d.steps()));
      }
      if (s instanceof Sentence.ForEach f) {
        String objects = obj(f.objects(), true, Role.BARE_SINGULAR);
        return period("Pour chaque " + objects + ", " + steps(f.steps()));
      }
      if (s instanceof Sentence.WhenThisWay w) {
        if (w.event() instanceof Event.RollsResult r && r.thisWay()) {
          return period("Sur un résultat de " + dieRange(r.range()) + " — " + capitalize(steps(w.steps())));
        }
        return period("Lorsque " + event(w.event(), false) + " — " + capitalize(steps(w.steps())));
      }
      if (s instanceof Sentence.Modal m) {
        StringBuilder out = new StringBuilder("Choisissez ");
        if (m.upTo()) {
          out.append("jusqu'à ");
        }
        out.append(isOne(m.count()) ? "l'un" : quantity(m.count(), true));
        m.whereX().ifPresent(x -> out.append(", X étant ").append(quantity(x, false)));
        if (m.repeatable()) {
          out.append(". Vous pouvez choisir la même option plusieurs fois");
        }
        m.extra().ifPresent(e -> {
          out.append(". Si ").append(condition(e.condition())).append(", vous pouvez choisir ");
          out.append(e.count().map(q -> quantity(q, true)).orElse("les deux"));
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
          out.append(" • ").append(dieRange(o.range())).append(", ").append(lowerFirst(effect(o.effect())));
        }
        return out.toString();
      }
      if (s instanceof Sentence.Repeat r) {
        StringBuilder out = new StringBuilder("Faites ce qui suit ").append(quantity(r.times(), false))
            .append(" fois");
        r.whereX().ifPresent(x -> out.append(", X étant ").append(quantity(x, false)));
        out.append(" :");
        for (Sentence.Mode mode : r.body()) {
          out.append(" • ").append(mode(mode));
        }
        return out.toString();
      }
      Sentence.Depending d = (Sentence.Depending) s;
      Quantity.RemovedThisWay removed = (Quantity.RemovedThisWay) d.on();
      StringBuilder out = new StringBuilder("En fonction du nombre de ").append(counterNoun(removed.counter(), true))
          .append(" retirés de cette façon :");
      for (Sentence.Outcome o : d.outcomes()) {
        out.append(" • ").append(dieRange(o.range())).append(" : ").append(effect(o.effect()));
      }
      return out.toString();
    }

    /** "Au Crépuscule", "À Midi", "À la tombée de la Nuit", "à la fin de l'Après-midi", "après le Repos". */
    private static String moment(Phase phase, boolean end) {
      if (phase == Phase.REST && end) {
        return "après le Repos";
      }
      if (end) {
        return "à la fin " + switch (phase) {
          case AFTERNOON -> "de l'Après-midi";
          case NIGHT -> "de la Nuit";
          default -> "du " + phaseName(phase);
        };
      }
      return switch (phase) {
        case NOON -> "à Midi";
        case NIGHT -> "à la tombée de la Nuit";
        case AFTERNOON -> "à l'Après-midi";
        default -> "au " + phaseName(phase);
      };
    }

    /** "pendant votre tour", "pendant l'Après-midi", "le premier Jour". */
    private String timing(Condition.During d) {
      if (d.turnOf().isPresent()) {
        return "pendant " + possessivePlayer(d.turnOf().get(), false, false) + " tour";
      }
      if (d.phase().isPresent()) {
        return "pendant " + phaseWithArticle(d.phase().get());
      }
      return "le " + ordinal(d.day().orElseThrow(), false) + " Jour";
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

    private static String dieRange(DieRange r) {
      if (r.orMore()) {
        return r.low() + "+";
      }
      return r.low() == r.high() ? String.valueOf(r.low()) : r.low() + "-" + r.high();
    }

    // =================================================================================================================
    // Steps
    // =================================================================================================================

    /** How a verb is written: imperative or with its subject, or infinitive (after "pouvez", "pour"). */
    private enum Mode { IMPERATIVE, INFINITIVE }

    private String steps(List<Step> steps) {
      StringBuilder out = new StringBuilder();
      ObjectRef lastSubject = null;
      int lastSubjectIndex = -1;
      for (int i = 0; i < steps.size(); i++) {
        Step step = steps.get(i);
        Optional<ObjectRef> subject = objectSubject(step);
        if (i > 0 && lastSubject != null && subject.isPresent() && !(unmodified(step) instanceof Step.Keyword)
            && !(unmodified(steps.get(i - 1)) instanceof Step.Keyword)
            && sameObject(lastSubject, lastSubjectIndex, subject.get()) && !(lastSubject instanceof ObjectRef.Self)) {
          // "il gagne 1 boost et perd [[Fugace]]"
          out.append(" et ").append(objectVerbOnly(step, lastSubject, Mode.IMPERATIVE));
          continue;
        }
        if (i > 0 && step instanceof Step.MayDoAgain && steps.get(i - 1) instanceof Step.May) {
          out.append(", puis le faire à nouveau");
          continue;
        }
        if (i > 0) {
          out.append(", puis ");
        }
        int before = named.size();
        out.append(step(step, Mode.IMPERATIVE));
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

    private static boolean sameObject(ObjectRef last, int index, ObjectRef next) {
      if (last instanceof ObjectRef.Self) {
        return next instanceof ObjectRef.Self;
      }
      if (!(next instanceof ObjectRef.Pronoun p) || p.restated().isPresent() || p.theTarget() || p.all()) {
        return false;
      }
      if (last instanceof ObjectRef.Pronoun lp) {
        return lp.antecedent().equals(p.antecedent()) && lp.restated().isEmpty() && !lp.theTarget() && !lp.all()
            && lp.plural() == p.plural();
      }
      return index >= 0 && p.antecedent().index() == index && p.plural() == plural(last);
    }

    private String step(Step step, Mode mode) {
      if (step instanceof Step.Modified m) {
        StringBuilder out = new StringBuilder(step(m.step(), mode));
        for (Step.Modifier mod : m.modifiers()) {
          out.append(modifier(mod));
        }
        return out.toString();
      }
      Optional<ObjectRef> subject = objectSubject(step);
      if (subject.isPresent()) {
        if (mode == Mode.INFINITIVE) {
          return causative(step, subject.get());
        }
        String who = subjectText(subject.get());
        return who + " " + objectVerbOnly(step, subject.get(), mode);
      }
      return playerStep(step, mode);
    }

    /** "donner 2 boosts à un Personnage ciblé", "lui donner 2 boosts", "faire gagner [[Endormi]] au Personnage". */
    private String causative(Step step, ObjectRef subject) {
      boolean pronoun = subject instanceof ObjectRef.Self || subject instanceof ObjectRef.Pronoun p
          && p.restated().isEmpty() && !p.theTarget() && !p.all();
      if (step instanceof Step.Gain g && onlyCounters(g)) {
        String items = gainItems(g.items(), subject);
        if (pronoun) {
          return clitic(subject, true) + " donner " + items;
        }
        return "donner " + items + " à " + obj(subject, true, Role.OBJECT);
      }
      if (step instanceof Step.SwitchExpeditions && !pronoun) {
        // "changer un Personnage ciblé d'Expédition"
        return "changer " + obj(subject, true, Role.OBJECT) + " d'Expédition";
      }
      String verb = objectVerbOnly(step, null, Mode.INFINITIVE);
      if (pronoun) {
        return clitic(subject, true) + " faire " + verb;
      }
      return "faire " + verb + " à " + obj(subject, true, Role.OBJECT);
    }

    private static boolean onlyCounters(Step.Gain g) {
      return g.items().stream().allMatch(i -> i instanceof Step.Gainable.Counters);
    }

    /** The verb of an object step and what follows: "gagne 1 boost", "perdent [[Fugace]]", "change d'Expédition". */
    private String objectVerbOnly(Step step, ObjectRef subject, Mode mode) {
      Person person = mode == Mode.INFINITIVE ? Person.INFINITIVE : person(subject);
      if (step instanceof Step.Modified m) {
        StringBuilder out = new StringBuilder(objectVerbOnly(m.step(), subject, mode));
        for (Step.Modifier mod : m.modifiers()) {
          out.append(modifier(mod));
        }
        return out.toString();
      }
      if (step instanceof Step.Gain g) {
        String each = person == Person.THIRD_PLURAL && eachGain(g, subject) ? "chacun " : "";
        if (subject instanceof ObjectRef.SelfAnd) {
          each = "tous les deux ";
        }
        return verb(GAIN, person) + " " + each + gainItems(g.items(), subject);
      }
      if (step instanceof Step.Lose l) {
        List<String> items = new ArrayList<>();
        for (Step.Losable item : l.items()) {
          if (item instanceof Step.Losable.StatusOf st) {
            items.add(status(st.status(), false, false));
          } else if (item instanceof Step.Losable.Counters c) {
            items.add(counters(c.count(), c.counter()));
          } else {
            Step.Losable.AllCounters a = (Step.Losable.AllCounters) item;
            items.add("tous " + possessor(a.owner(), true, false) + " " + counterNoun(a.counter(), true));
          }
        }
        return verb(LOSE, person) + " " + andList(items);
      }
      if (step instanceof Step.SwitchExpeditions) {
        return verb(SWITCH, person) + " d'Expédition";
      }
      if (step instanceof Step.MoveExpedition m) {
        String[] v = m.direction() == Direction.FORWARD ? ADVANCE : RETREAT;
        String regions = isOne(m.regions()) ? "une région" : quantity(m.regions(), true) + " régions";
        return verb(v, person) + " de " + regions + (m.more() ? " supplémentaire" : "");
      }
      if (step instanceof Step.ActivateOwn a) {
        return verb(ACTIVATE, person) + " ses capacités " + kinds(a.kinds())
            + a.asIfPlayedFrom().map(z -> " (comme s'il avait été joué depuis " + zoneBare(z) + ")").orElse("");
      }
      Step.Keyword k = (Step.Keyword) step;
      return keywordAction(k.action(), person);
    }

    /** "Jusqu'à deux Personnages ciblés gagnent chacun 1 boost". */
    private static boolean eachGain(Step.Gain g, ObjectRef subject) {
      return onlyCounters(g) && subject instanceof ObjectRef.Phrase p && p.quantifier().target()
          && (p.quantifier().kind() == Quantifier.Kind.UP_TO || p.quantifier().kind() == Quantifier.Kind.ANY_NUMBER);
    }

    private String gainItems(List<Step.Gainable> items, ObjectRef subject) {
      List<String> out = new ArrayList<>();
      for (Step.Gainable item : items) {
        if (item instanceof Step.Gainable.Counters c) {
          out.add(counters(c.count(), c.counter()));
        } else if (item instanceof Step.Gainable.StatusOf st) {
          out.add(status(st.status(), false, false));
        } else if (item instanceof Step.Gainable.OneStatusOf one) {
          List<String> statuses = new ArrayList<>();
          for (Status st : one.statuses()) {
            statuses.add(status(st, false, false));
          }
          return orList(statuses);
        } else if (item instanceof Step.Gainable.AbilityOf a) {
          out.add("\" " + new Run().ability(a.ability()) + " \"");
        } else if (item instanceof Step.Gainable.KeywordOf k) {
          out.add(k.parameter().isPresent() ? "[" + keywordName(k.keyword(), false) + " "
              + plainNumber(k.parameter().get()) + "]" : "[" + keywordName(k.keyword(), false) + "]");
        } else {
          Step.Gainable.NthCounter n = (Step.Gainable.NthCounter) item;
          out.add(possessor(n.owner(), false, false) + " " + ordinal(n.nth(), false) + " "
              + counterNoun(n.counter(), false));
        }
      }
      return andList(out);
    }

    private String modifier(Step.Modifier mod) {
      if (mod instanceof Step.Modifier.Instead) {
        return " à la place";
      }
      if (mod instanceof Step.Modifier.Again) {
        return " à nouveau";
      }
      if (mod instanceof Step.Modifier.At at) {
        return " " + moment(at.phase(), at.end());
      }
      if (mod instanceof Step.Modifier.Lasting l) {
        return " " + duration(l.duration());
      }
      if (mod instanceof Step.Modifier.AtRandom) {
        return " au hasard";
      }
      if (mod instanceof Step.Modifier.Times t) {
        return " " + quantity(t.times(), false) + " fois";
      }
      if (mod instanceof Step.Modifier.Per p) {
        return " par " + obj(p.objects(), false, Role.BARE_SINGULAR);
      }
      if (mod instanceof Step.Modifier.ForEach f) {
        return " pour chaque " + obj(f.objects(), true, Role.BARE_SINGULAR);
      }
      if (mod instanceof Step.Modifier.UpToMax u) {
        return ", jusqu'à un max de " + quantity(u.max(), false);
      }
      if (mod instanceof Step.Modifier.WhereX w) {
        return ", X étant " + quantity(w.x(), false);
      }
      if (mod instanceof Step.Modifier.DistributedAmong d) {
        return ", distribués comme vous le souhaitez dans " + obj(d.among(), true, Role.OBJECT);
      }
      return " de cette façon";
    }

    private String playerStep(Step step, Mode mode) {
      PlayerRef actor = actorOf(step);
      Person person = mode == Mode.INFINITIVE ? Person.INFINITIVE
          : actor.kind() == PlayerRef.Kind.YOU ? Person.IMPERATIVE : playerPerson(actor);
      String subject = person == Person.IMPERATIVE || person == Person.INFINITIVE ? "" : player(actor) + " ";
      if (step instanceof Step.May m) {
        String who = m.actor().kind() == PlayerRef.Kind.YOU ? "vous pouvez" : player(m.actor()) + " "
            + (playerPerson(m.actor()) == Person.THIRD_PLURAL ? "peuvent" : "peut");
        List<String> parts = new ArrayList<>();
        for (Step inner : m.steps()) {
          boolean selfAfterFirst = !parts.isEmpty() && objectSubject(inner).orElse(null) instanceof ObjectRef.Self;
          PlayerRef innerActor = actorOf(inner);
          if (objectSubject(inner).isEmpty() && !(inner instanceof Step.Continuous)
              && innerActor.kind() != m.actor().kind()) {
            // "Vous pouvez faire piocher une carte à un adversaire ciblé": another player does it.
            parts.add("faire " + step(inner, Mode.INFINITIVE) + " à " + player(innerActor));
            continue;
          }
          parts.add(selfAfterFirst ? step(inner, Mode.IMPERATIVE) : step(inner, Mode.INFINITIVE));
        }
        return who + " " + joinInfinitives(m.steps(), parts, m.either());
      }
      if (step instanceof Step.Internal in) {
        List<String> cost = new ArrayList<>();
        for (Step c : in.cost()) {
          cost.add(step(c, in.optional() ? Mode.INFINITIVE : Mode.IMPERATIVE));
        }
        String effect = to(in.effect());
        if (!in.optional()) {
          return String.join(" et ", cost) + " " + effect;
        }
        String who = in.actor().kind() == PlayerRef.Kind.YOU ? "vous pouvez" : player(in.actor()) + " peut";
        return who + " " + String.join(" et ", cost) + " " + effect;
      }
      if (step instanceof Step.MayDoAgain a) {
        return (a.actor().kind() == PlayerRef.Kind.YOU ? "vous pouvez" : player(a.actor()) + " peut")
            + " le faire à nouveau";
      }
      if (step instanceof Step.OneOf o) {
        ObjectRef subj = objectSubject(o.options().get(0)).orElseThrow();
        List<String> verbs = new ArrayList<>();
        for (Step option : o.options()) {
          verbs.add(objectVerbOnly(option, null, Mode.INFINITIVE));
        }
        String prefix = person == Person.INFINITIVE ? "" : subject + verb(MAKE, person) + " ";
        return prefix + (person == Person.INFINITIVE ? "faire " : "") + String.join(" ou ", verbs) + " à "
            + obj(subj, true, Role.OBJECT);
      }
      if (step instanceof Step.Continuous c) {
        return statement(c.statement()) + c.duration().map(d -> " " + duration(d)).orElse("");
      }
      return subject + playerVerb(step, person);
    }

    /** "pour piocher une carte"; "pour qu'un Personnage ciblé gagne 1 boost"; "pour que je gagne [[Ancré]]". */
    private String to(Step effect) {
      Optional<ObjectRef> subject = objectSubject(effect);
      if (subject.isPresent() && !(effect instanceof Step.Gain g && onlyCounters(g)
          && !(subject.get() instanceof ObjectRef.Pronoun p && p.plural()))) {
        return "pour que " + subjectText(subject.get()) + " " + objectVerbOnly(effect, subject.get(), Mode.IMPERATIVE);
      }
      if (effect instanceof Step.OneOf o) {
        ObjectRef subj = objectSubject(o.options().get(0)).orElseThrow();
        List<String> verbs = new ArrayList<>();
        String who = subjectText(subj);
        for (Step option : o.options()) {
          verbs.add(objectVerbOnly(option, subj, Mode.IMPERATIVE).replaceFirst("^perd ", "perde "));
        }
        return "pour que " + who + " " + String.join(" ou ", verbs);
      }
      return "pour " + step(effect, Mode.INFINITIVE);
    }

    /** "faire perdre [[Fugace]] et gagner 1 boost à un autre Personnage ciblé": one object for several verbs. */
    private String joinInfinitives(List<Step> steps, List<String> parts, boolean either) {
      if (steps.size() > 1 && steps.stream().allMatch(s -> objectSubject(s).isPresent())
          && objectSubject(steps.get(0)).get() instanceof ObjectRef.Phrase) {
        ObjectRef subject = objectSubject(steps.get(0)).get();
        boolean rest = steps.subList(1, steps.size()).stream().allMatch(s -> objectSubject(s).get()
            instanceof ObjectRef.Pronoun p && p.restated().isEmpty());
        if (rest) {
          List<String> verbs = new ArrayList<>();
          for (Step s : steps) {
            verbs.add(objectVerbOnly(s, null, Mode.INFINITIVE));
          }
          return "faire " + String.join(either ? " ou " : " et ", verbs) + " à " + obj(subject, true, Role.OBJECT);
        }
      }
      return String.join(either ? " ou " : " et ", parts);
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
      if (step instanceof Step.ReduceCost s) return s.actor();
      if (step instanceof Step.AddToResult s) return s.actor();
      if (step instanceof Step.Keyword s) return s.actor();
      if (step instanceof Step.May s) return s.actor();
      if (step instanceof Step.Internal s) return s.actor();
      if (step instanceof Step.MayDoAgain s) return s.actor();
      if (step instanceof Step.OneOf s) return s.actor();
      return PlayerRef.you();
    }

    /** A transitive verb and its object: "sacrifiez-moi", "me sacrifier", "sacrifiez un Personnage". */
    private String transitive(String[] verb, Person person, ObjectRef object) {
      if (isPronounObject(object)) {
        if (person == Person.IMPERATIVE) {
          return verb(verb, person) + hyphen(object);
        }
        return clitic(object, false) + " " + verb(verb, person);
      }
      return verb(verb, person) + " " + obj(object, true, Role.OBJECT);
    }

    private static boolean isPronounObject(ObjectRef o) {
      return o instanceof ObjectRef.Self || o instanceof ObjectRef.Pronoun p && p.restated().isEmpty()
          && !p.theTarget();
    }

    private String playerVerb(Step step, Person person) {
      if (step instanceof Step.Draw d) {
        if (d.count() instanceof Quantity.ThatMany) {
          return verb(DRAW, person) + " le même nombre de cartes";
        }
        return verb(DRAW, person) + " " + countNoun(d.count(), true) + (d.only() ? " seule" : "")
            + (isOne(d.count()) ? " carte" : " cartes");
      }
      if (step instanceof Step.DrawCard d) {
        return transitive(DRAW, person, d.card());
      }
      if (step instanceof Step.Discard d) {
        return transitive(DISCARD, person, d.objects()) + d.from().map(z -> " de " + zone(z)).orElse("");
      }
      if (step instanceof Step.Sacrifice s) {
        return transitive(SACRIFICE, person, s.objects());
      }
      if (step instanceof Step.Move m) {
        return move(m, person);
      }
      if (step instanceof Step.Create c) {
        if (c.in().isPresent() && c.in().get() instanceof ObjectRef.Pronoun p && p.restated().isEmpty()
            && person == Person.IMPERATIVE) {
          // "Créez-y X jetons": in the Expedition named before.
          return verb(CREATE, person) + "-y " + create(c, false);
        }
        return verb(CREATE, person) + " " + create(c, true);
      }
      if (step instanceof Step.CreateSame c) {
        return verb(CREATE, person) + (person == Person.IMPERATIVE ? "-en " : " ") + quantity(c.count(), true)
            + " seul";
      }
      if (step instanceof Step.Ready r) {
        return transitive(READY, person, r.objects());
      }
      if (step instanceof Step.Exhaust e) {
        if (!e.symbol()) {
          return transitive(EXHAUST, person, e.objects());
        }
        if (isPronounObject(e.objects())) {
          return transitive(EXHAUST, person, e.objects()) + " ({T})";
        }
        return verb(EXHAUST, person) + " ({T}) " + obj(e.objects(), true, Role.OBJECT);
      }
      if (step instanceof Step.Play p) {
        StringBuilder out = new StringBuilder();
        if (isPronounObject(p.objects())) {
          if (p.immediately()) {
            out.append("immédiatement ");
          }
          out.append(transitive(PLAY, person, p.objects()));
        } else {
          if (p.immediately() && person == Person.INFINITIVE) {
            out.append("immédiatement ");
          }
          out.append(verb(PLAY, person));
          if (p.immediately() && person != Person.INFINITIVE) {
            out.append(" immédiatement");
          }
          out.append(" ").append(obj(p.objects(), true, Role.OBJECT));
        }
        p.from().ifPresent(z -> out.append(" de ").append(zone(z)));
        p.in().ifPresent(e -> out.append(" dans ").append(obj(e, false, Role.OBJECT)));
        out.append(playCost(p.cost()));
        return out.toString();
      }
      if (step instanceof Step.Roll r) {
        return verb(ROLL, person) + (isOne(r.dice()) ? " un dé" : " " + quantity(r.dice(), true) + " dés");
      }
      if (step instanceof Step.RollMore) {
        return verb(ROLL, person) + " un dé supplémentaire et " + verb(IGNORE, person)
            + " le résultat du dé de votre choix";
      }
      if (step instanceof Step.Reveal r) {
        if (r.also()) {
          return verb(REVEAL, person) + " également " + obj(r.objects(), true, Role.OBJECT);
        }
        return transitive(REVEAL, person, r.objects());
      }
      if (step instanceof Step.LookAt l) {
        return verb(LOOK, person) + " " + obj(l.objects(), true, Role.OBJECT);
      }
      if (step instanceof Step.Choose c) {
        // The builder reads "parmi ces cartes" before what is chosen (English "from these cards" comes first).
        String among = c.among().map(a -> " parmi " + obj(a, true, Role.OBJECT)).orElse("");
        return verb(CHOOSE, person) + " " + obj(c.objects(), true, Role.OBJECT) + among;
      }
      if (step instanceof Step.Target t) {
        return verb(TARGET, person) + " " + obj(t.objects(), true, Role.OBJECT);
      }
      if (step instanceof Step.Exchange e) {
        String first = obj(e.first(), true, Role.OBJECT);
        return verb(EXCHANGE, person) + " " + first + " avec " + obj(e.second(), true, Role.OBJECT);
      }
      if (step instanceof Step.ExchangeBoosts e) {
        if (e.of() instanceof ObjectRef.Pronoun p && p.plural() && p.restated().isEmpty() && !p.all()) {
          return verb(EXCHANGE, person) + " leurs boosts";
        }
        return verb(EXCHANGE, person) + " les boosts de " + obj(e.of(), true, Role.OBJECT);
      }
      if (step instanceof Step.Activate a) {
        if (a.of() instanceof ObjectRef.Pronoun p && !p.plural() && p.restated().isEmpty() && !p.theTarget()) {
          return verb(ACTIVATE, person) + " ses capacités " + kinds(a.kinds());
        }
        return verb(ACTIVATE, person) + " les capacités " + kinds(a.kinds()) + " de " + obj(a.of(), true, Role.OBJECT);
      }
      if (step instanceof Step.Pay p) {
        return verb(PAY, person) + " " + mana(p.mana());
      }
      if (step instanceof Step.Spend s) {
        if (s.from() instanceof ObjectRef.Self) {
          return verb(SPEND, person) + " " + quantity(s.count(), false) + " de mes " + counterNoun(s.counter(), true);
        }
        return verb(SPEND, person) + " " + counters(s.count(), s.counter()) + " de " + obj(s.from(), true, Role.OBJECT);
      }
      if (step instanceof Step.Remove r) {
        String what = r.count().isEmpty() ? "tous les " + counterNoun(r.counter(), true)
            : (r.upTo() ? "jusqu'à " : "") + counters(r.count().get(), r.counter());
        return verb(REMOVE, person) + " " + what + " de " + obj(r.from(), true, Role.OBJECT);
      }
      if (step instanceof Step.Double d) {
        return verb(DOUBLE, person) + " le nombre de " + counterNoun(d.counter(), true) + " de "
            + obj(d.on(), true, Role.OBJECT);
      }
      if (step instanceof Step.Distribute d) {
        return verb(DISTRIBUTE, person) + " " + counters(d.count(), d.counter()) + " parmi "
            + obj(d.among(), true, Role.OBJECT);
      }
      if (step instanceof Step.WinGame) {
        return verb(WIN, person) + " la partie";
      }
      if (step instanceof Step.ReduceCost r) {
        String whose = r.of() instanceof ObjectRef.Self ? "mon coût" : "le coût de " + obj(r.of(), true, Role.OBJECT);
        return verb(REDUCE, person) + " " + whose + " de " + mana(r.mana());
      }
      if (step instanceof Step.AddToResult a) {
        return verb(INCREASE, person) + " le résultat de " + quantity(a.amount(), false);
      }
      if (step instanceof Step.Keyword k) {
        String kw = keywordAction(k.action(), person);
        return k.object().isPresent() ? kw + " " + obj(k.object().get(), true, Role.OBJECT) : kw;
      }
      throw new IllegalArgumentException("no French for step " + step.getClass().getSimpleName());
    }

    private String move(Step.Move m, Person person) {
      if (m.to() instanceof Step.Destination.InAnyOrder o) {
        return move(m.to(o.placement()), person) + " dans l'ordre de votre choix";
      }
      Step.Destination to = m.to();
      String as = m.as().map(st -> st == Step.OrbState.READY
          ? " en tant qu'" + (plural(m.objects()) ? "Orbes de Mana redressés" : "Orbe de Mana redressé")
          : " (en tant qu'" + (plural(m.objects()) ? "Orbes de Mana épuisés" : "Orbe de Mana épuisé") + ")")
          .orElse("");
      String from = m.from().map(f -> " de " + zone(f)).orElse("");
      if (m.objects() instanceof ObjectRef.OneOfThem) {
        // "Mettez-en une dans votre main": one of the cards named before.
        String dest = to instanceof Step.Destination.ToZone z && isPlainReserve(z.zone()) ? "en Réserve"
            : "dans " + destination(to);
        String put = person == Person.IMPERATIVE ? verb(PUT, person) + "-en une" : "en " + verb(PUT, person) + " une";
        return put + " " + dest;
      }
      if (to instanceof Step.Destination.ToZone z && z.zone().kind() == ZoneKind.RESERVE && m.as().isEmpty()
          && m.insteadOf().isEmpty() && !(m.objects() instanceof ObjectRef.TopOf)) {
        String dest = zoneIn(z.zone());
        if (m.from().isPresent()) {
          return transitive(PUT, person, m.objects()) + from + " " + dest;
        }
        if (isPronounObject(m.objects()) || m.objects() instanceof ObjectRef.Pronoun p && p.all()) {
          return sendPronoun(person, m.objects()) + " " + dest;
        }
        return verb(SEND, person) + " " + dest + " " + obj(m.objects(), true, Role.OBJECT);
      }
      if (to instanceof Step.Destination.ToZone z && z.zone().kind() == ZoneKind.HAND && m.as().isEmpty()
          && m.insteadOf().isEmpty() && !isPronounObject(m.objects())) {
        return verb(RETURN, person) + " " + obj(m.objects(), true, Role.OBJECT) + from + " dans " + zone(z.zone());
      }
      if (to instanceof Step.Destination.TopOf t) {
        return transitive(RETURN, person, m.objects()) + from + " au-dessus " + de(zone(t.zone()));
      }
      if (to instanceof Step.Destination.BottomOf b) {
        return transitive(PUT, person, m.objects()) + from + " au-dessous " + de(zone(b.zone()));
      }
      if (to instanceof Step.Destination.PositionIn p) {
        String position = p.position() instanceof Quantity.X ? "Xe" : ordinal(p.position(), true);
        return transitive(SEND, person, m.objects()) + " à la " + position + " position " + de(zone(p.zone()));
      }
      String dest = to instanceof Step.Destination.ToZone z ? zoneIn(z.zone()) : "dans " + destination(to);
      String insteadOf = m.insteadOf().map(i -> ", au lieu " + de(obj(i, true, Role.OBJECT))).orElse("");
      return transitive(PUT, person, m.objects()) + from + " " + dest + as + insteadOf;
    }

    /** "envoyez-moi", "envoyez-les tous", "l'envoyer". */
    private String sendPronoun(Person person, ObjectRef object) {
      if (object instanceof ObjectRef.Pronoun p && p.all()) {
        return person == Person.IMPERATIVE ? verb(SEND, person) + "-les tous" : "les " + verb(SEND, person) + " tous";
      }
      return transitive(SEND, person, object);
    }

    private String destination(Step.Destination to) {
      if (to instanceof Step.Destination.ToZone z) {
        return zone(z.zone());
      }
      if (to instanceof Step.Destination.TopOf t) {
        return "le dessus " + de(zone(t.zone()));
      }
      if (to instanceof Step.Destination.BottomOf b) {
        return "le dessous " + de(zone(b.zone()));
      }
      if (to instanceof Step.Destination.PositionIn p) {
        String position = p.position() instanceof Quantity.X ? "Xe" : ordinal(p.position(), true);
        return "la " + position + " position " + de(zone(p.zone()));
      }
      return obj(((Step.Destination.ToExpedition) to).expedition(), false, Role.OBJECT);
    }

    private String create(Step.Create c, boolean withPlace) {
      StringBuilder out = new StringBuilder();
      boolean one = isOne(c.count());
      TokenSpec t = c.token();
      String spec = t.statistics() ? "[" + t.forest() + "/" + t.mountain() + "/" + t.water() + " "
          + FrenchLexicon.tokenFrenchName(t.name()) + "]" : "[" + FrenchLexicon.tokenFrenchName(t.name()) + "]";
      out.append(one ? "un" : quantity(c.count(), true)).append(one ? " jeton" : " jetons");
      List<String> subtypes = new ArrayList<>();
      for (String st : t.subtypes()) {
        subtypes.add(st.equals("COMPANION") ? "Compagnon" : FrenchLexicon.subtypeName(st, false));
      }
      out.append(" ").append(subtypes.isEmpty() ? "" : String.join(", ", subtypes) + " ").append(spec);
      if (withPlace) {
        c.in().ifPresent(e -> out.append(" dans ").append(obj(e, false, Role.OBJECT)));
      }
      for (Ability a : c.abilities()) {
        String quoted = new Run().ability(a);
        out.append(" avec \" ").append(quoted.endsWith(".") ? quoted.substring(0, quoted.length() - 1) : quoted)
            .append(" \"");
      }
      return out.toString();
    }

    private String playCost(Step.PlayCost cost) {
      if (cost instanceof Step.PlayCost.Free) {
        return " gratuitement";
      }
      if (cost instanceof Step.PlayCost.Reduced r) {
        return " pour " + mana(r.mana()) + " de moins"
            + r.minimum().map(m -> ", jusqu'à un minimum de " + mana(m)).orElse("");
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
          return "les " + andList(stats) + " " + de(obj(h.subject(), true, Role.OBJECT)) + " sont égales à "
              + quantity(first.amount(), false);
        }
        List<String> changes = new ArrayList<>();
        for (Statement.Grant g : h.grants()) {
          Statement.Grant.Statistics x = (Statement.Grant.Statistics) g;
          changes.add((x.change() == Statement.Grant.Statistics.Change.ADD ? "+" : "-") + quantity(x.amount(), false)
              + " " + terrain(x.stats().get(0)));
        }
        return subjectText(h.subject()) + " " + verb(HAVE, person(h.subject())) + " " + andList(changes);
      }
      if (st instanceof Statement.Has h) {
        String subject = subjectText(h.subject());
        Person person = person(h.subject());
        boolean plural = person == Person.THIRD_PLURAL;
        List<String> grants = new ArrayList<>();
        boolean ability = false;
        boolean statusOnly = true;
        for (Statement.Grant g : h.grants()) {
          if (g instanceof Statement.Grant.KeywordGrant k) {
            statusOnly = false;
            grants.add(k.parameter().isPresent() ? "[" + keywordName(k.keyword(), plural) + " "
                + plainNumber(k.parameter().get()) + "]" : "[" + keywordName(k.keyword(), plural) + "]");
          } else if (g instanceof Statement.Grant.StatusGrant s) {
            grants.add(status(s.status(), false, false));
          } else {
            statusOnly = false;
            ability = true;
            grants.add("\" " + new Run().ability(((Statement.Grant.AbilityGrant) g).ability()) + " \"");
          }
        }
        if (ability) {
          return subject + " " + verb(HAVE, person) + " : " + String.join(" et ", grants);
        }
        if (statusOnly) {
          return subject + " " + verb(HAVE, person) + " " + andList(grants);
        }
        return subject + " " + verb(BE, person) + " " + andList(grants);
      }
      if (st instanceof Statement.CostChange c) {
        StringBuilder out = new StringBuilder(subjectText(c.subject())).append(" ")
            .append(verb(COST, person(c.subject()))).append(" ").append(mana(c.mana()))
            .append(c.more() ? " de plus" : " de moins");
        c.toPlayIn().ifPresent(e -> out.append(" à jouer dans ").append(obj(e, false, Role.OBJECT)));
        c.minimum().ifPresent(m -> out.append(", jusqu'à un minimum de ").append(mana(m)));
        c.per().ifPresent(p -> out.append(p instanceof ObjectRef.Possessed
            ? " pour chacune de " + obj(p, false, Role.OBJECT) : " par " + obj(p, false, Role.BARE_SINGULAR)));
        return out.toString();
      }
      if (st instanceof Statement.Free f) {
        Gender g = gender(f.subject());
        boolean pl = plural(f.subject());
        return subjectText(f.subject()) + " " + verb(BE, person(f.subject())) + " gratuit"
            + (g == Gender.FEMININE ? "e" : "") + (pl ? "s" : "");
      }
      if (st instanceof Statement.MinimumCost m) {
        return subjectText(m.subject()) + " ne " + verb(CAN, person(m.subject())) + " pas coûter moins de "
            + mana(m.mana());
      }
      if (st instanceof Statement.Cannot c && c.action() instanceof Statement.Restricted.CountTowardsLimit l) {
        return subjectText(c.subject()) + " ne " + verb(COUNT, person(c.subject())) + " pas dans la limite de votre "
            + (l.limit() == Limit.LANDMARK ? "zone de Repères" : "Réserve");
      }
      if (st instanceof Statement.Cannot c && c.action() instanceof Statement.Restricted.PreventMovingForward p) {
        ObjectRef exp = p.expedition();
        if (isPronounObject(exp)) {
          return subjectText(c.subject()) + " ne " + clitic(exp, false) + " " + verb(PREVENT, person(c.subject()))
              + " pas d'avancer";
        }
        return subjectText(c.subject()) + " n'" + verb(PREVENT, person(c.subject())) + " pas "
            + obj(exp, true, Role.OBJECT) + " d'avancer";
      }
      if (st instanceof Statement.Cannot c) {
        String subject = subjectText(c.subject());
        return subject + " ne " + verb(CAN, person(c.subject())) + " pas " + restricted(c.action(), c.subject());
      }
      if (st instanceof Statement.CanGainAgain g) {
        String subject = subjectText(g.subject());
        boolean self = g.subject() instanceof ObjectRef.Self;
        return subject + " " + verb(CAN, person(g.subject())) + " gagner " + status(g.status(), false, false)
            + " même si " + (self ? "j'étais" : subjectText(g.subject()) + " était") + " déjà "
            + status(g.status(), false, false);
      }
      if (st instanceof Statement.MayPlay m) {
        StringBuilder out = new StringBuilder("vous pouvez jouer ").append(obj(m.objects(), true, Role.OBJECT));
        m.from().ifPresent(z -> out.append(" de ").append(zone(z)));
        m.in().ifPresent(e -> out.append(" dans ").append(obj(e, false, Role.OBJECT)));
        out.append(playCost(m.cost()));
        return out.toString();
      }
      if (st instanceof Statement.ActivationRestriction a) {
        if (a.times().isEmpty() && a.onlyIf().isPresent() && !(a.onlyIf().get() instanceof Condition.During)) {
          return "vous pouvez seulement activer cela si " + condition(a.onlyIf().get());
        }
        if (a.times().isEmpty() && a.onlyIf().isEmpty()) {
          return "vous pouvez seulement activer cela";
        }
        StringBuilder out = new StringBuilder("activez cela uniquement");
        a.onlyIf().ifPresent(c -> out.append(c instanceof Condition.During d ? " " + timing(d)
            : " si " + condition(c)));
        if (a.times().isPresent()) {
          if (a.onlyIf().isPresent()) {
            out.append(" et seulement");
          }
          out.append(" ").append(quantity(a.times().get(), true)).append(" fois par ").append(switch (
              a.per().orElseThrow()) {
            case TURN -> "tour";
            case AFTERNOON -> "Après-midi";
            case DAY -> "Jour";
          });
        }
        return out.toString();
      }
      if (st instanceof Statement.ActionCostsMore a) {
        return "cette action coûte " + mana(a.mana()) + " de plus";
      }
      if (st instanceof Statement.AbilitiesCannotActivate a) {
        return "les capacités " + kinds(a.kinds()) + " " + de(obj(a.of(), true, Role.OBJECT))
            + " ne peuvent pas s'activer";
      }
      if (st instanceof Statement.Replacement r) {
        return replacement(r);
      }
      if (st instanceof Statement.TerrainAdded t) {
        return regions(t.regions()) + " " + (t.regions().size() > 1 || t.regions().get(0)
            instanceof Statement.Region.All ? "sont" : "est") + " " + terrain(t.terrain())
            + " en plus de ses autres terrains";
      }
      if (st instanceof Statement.TerrainSet t) {
        boolean many = t.regions().size() > 1 || t.regions().get(0) instanceof Statement.Region.All;
        return regions(t.regions()) + " " + (many ? "sont" : "est") + " " + terrain(t.terrain()) + " et "
            + (many ? "perdent leurs" : "perd ses") + " autres terrains";
      }
      if (st instanceof Statement.LimitChange r) {
        if (r.limit() == Limit.SUPPORT_COUNTERS) {
          String of = obj(r.objects().orElseThrow(), true, Role.OBJECT);
          return "les capacités de Soutien " + de(of) + " peuvent leur donner " + r.amount().map(q ->
              quantity(q, false) + " " + (isOne(q) ? "compteur" : "compteurs") + " de plus que leur maximum")
              .orElse("des compteurs au-delà de leur maximum");
        }
        String change = (r.sign() > 0 ? "augmente" : "est réduite") + " de " + (r.sign() > 0
            ? countNoun(r.amount().orElseThrow(), true) + (isOne(r.amount().get()) ? " carte" : " cartes")
            : quantity(r.amount().orElseThrow(), false));
        if (r.player().isEmpty()) {
          return "la limite de " + (r.limit() == Limit.LANDMARK ? "tous les Repères" : "toutes les Réserves") + " "
              + change;
        }
        return "la limite de " + possessivePlayer(r.player().get(), false, r.limit() == Limit.LANDMARK) + " "
            + (r.limit() == Limit.LANDMARK ? "Repères" : "Réserve") + " " + change;
      }
      if (st instanceof Statement.AbilitiesIgnored i) {
        return "ignorez " + possessor(i.of(), true, false) + " capacités";
      }
      if (st instanceof Statement.BeginsWith b) {
        return subjectText(b.subject()) + " " + verb(BEGIN, person(b.subject())) + " la partie avec "
            + counters(b.count(), b.counter());
      }
      if (st instanceof Statement.Remains r) {
        Person person = person(r.subject());
        boolean pl = person == Person.THIRD_PLURAL;
        String status = r.status() == Status.EXHAUSTED ? "épuisé" + (gender(r.subject()) == Gender.FEMININE ? "e" : "")
            + (pl ? "s" : "") : status(r.status(), gender(r.subject()) == Gender.FEMININE, pl);
        return subjectText(r.subject()) + " " + verb(REMAIN, person) + " " + status
            + r.during().map(p -> " " + phaseWithArticle(p)).orElse("");
      }
      throw new IllegalArgumentException("no French for statement " + st.getClass().getSimpleName());
    }

    private String restricted(Statement.Restricted r, ObjectRef subject) {
      if (r instanceof Statement.Restricted.Move m) {
        return (m.direction() == Direction.FORWARD ? "avancer" : "reculer")
            + m.dueTo().map(t -> " grâce à " + terrain(t)).orElse("")
            + m.during().map(p -> " durant " + phaseWithArticle(p)).orElse("")
            + m.exceptDueTo().map(t -> ", sauf grâce à " + terrain(t)).orElse("");
      }
      if (r instanceof Statement.Restricted.GainStatus g) {
        return "gagner " + status(g.status(), false, false);
      }
      if (r instanceof Statement.Restricted.Undergo u) {
        boolean fem = gender(subject) == Gender.FEMININE;
        boolean pl = plural(subject);
        return "être " + objectAction(u.action(), fem, pl)
            + u.by().map(b -> " par " + obj(b, true, Role.OBJECT)).orElse("");
      }
      if (r instanceof Statement.Restricted.Keyword k) {
        return keywordAction(k.action(), Person.INFINITIVE);
      }
      if (r instanceof Statement.Restricted.GainCounters g) {
        return "gagner de " + counterNoun(g.counter(), true);
      }
      if (r instanceof Statement.Restricted.Activate) {
        return "s'activer";
      }
      throw new IllegalArgumentException("no French for " + r.getClass().getSimpleName());
    }

    private String regions(List<Statement.Region> regions) {
      List<String> out = new ArrayList<>();
      for (Statement.Region r : regions) {
        if (r instanceof Statement.Region.Own o) {
          out.add(possessor(o.owner(), false, true) + " région");
        } else if (r instanceof Statement.Region.OfExpedition e) {
          out.add("la région " + de(obj(e.expedition(), false, Role.OBJECT)));
        } else {
          out.add("toutes les régions");
        }
      }
      return String.join(" et ", out);
    }

    private String replacement(Statement.Replacement r) {
      StringBuilder out = new StringBuilder("si ");
      out.append(event(r.event().event(), true));
      r.event().whilst().ifPresent(c -> {
        if (c instanceof Condition.During d) {
          out.append(" ").append(timing(d));
        } else if (c instanceof Condition.HasStatus h && !h.negated() && !h.past()) {
          out.append(" en étant ").append(statusList(h.anyOf(), gender(h.subject()) == Gender.FEMININE, false));
        } else {
          throw new IllegalArgumentException("no French for this 'while' condition: " + c);
        }
      });
      out.append(", ");
      switch (r.kind()) {
        case INSTEAD -> {
          Step first = r.steps().get(0);
          boolean movesMe = unmodified(first) instanceof Step.Move mv && mv.objects() instanceof ObjectRef.Self;
          if (unmodified(first) instanceof Step.RollMore) {
            out.append(steps(r.steps()));
          } else if (objectSubject(first).isEmpty() && actorOf(first).kind() == PlayerRef.Kind.YOU && !movesMe) {
            out.append("à la place, ").append(steps(r.steps()));
          } else {
            out.append(steps(r.steps())).append(" à la place");
          }
        }
        case ALSO -> {
          if (r.steps().get(0) instanceof Step.Reveal v) {
            List<Step> steps = new ArrayList<>(r.steps());
            steps.set(0, new Step.Reveal(v.actor(), v.objects(), true, v.span()));
            out.append(steps(steps));
          } else {
            out.append("également ").append(steps(r.steps()));
          }
        }
        default -> out.append(steps(r.steps()));
      }
      return out.toString();
    }

    // =================================================================================================================
    // Events and conditions
    // =================================================================================================================

    private String event(Event e, boolean would) {
      if (e instanceof Event.AnyOf any) {
        List<String> parts = new ArrayList<>();
        PlayerRef player = playerOf(any.events().get(0));
        for (Event inner : any.events()) {
          parts.add(playerEventVerb(inner, would ? Person.INFINITIVE : playerPerson(player)));
        }
        return player(player) + (would ? " " + wouldVerb(playerPerson(player)) + " " : " ")
            + String.join(" ou ", parts);
      }
      PlayerRef player = playerOf(e);
      if (player != null) {
        Person person = player.kind() == PlayerRef.Kind.YOU ? Person.YOU : playerPerson(player);
        return player(player) + (would ? " " + wouldVerb(person) + " " + playerEventVerb(e, Person.INFINITIVE)
            : " " + playerEventVerb(e, person));
      }
      ObjectRef subjectRef = objectOf(e);
      String subject = subjectText(subjectRef);
      Person person = person(subjectRef);
      if (would) {
        return subject + " " + wouldVerb(person) + " " + objectEventVerb(e, Person.INFINITIVE, subjectRef);
      }
      return subject + " " + objectEventVerb(e, person, subjectRef);
    }

    private static String wouldVerb(Person person) {
      return switch (person) {
        case FIRST -> "devais";
        case YOU, IMPERATIVE -> "deviez";
        case THIRD_PLURAL -> "devaient";
        default -> "devait";
      };
    }

    private static PlayerRef playerOf(Event e) {
      if (e instanceof Event.Plays p) return p.player();
      if (e instanceof Event.Exhausts p) return p.player();
      if (e instanceof Event.Sacrifices p) return p.player();
      if (e instanceof Event.Creates p) return p.player();
      if (e instanceof Event.Draws p) return p.player();
      if (e instanceof Event.Rolls p) return p.player();
      if (e instanceof Event.RollsResult p) return p.player();
      if (e instanceof Event.Reveals p) return p.player();
      if (e instanceof Event.DoesKeyword p) return p.player();
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
      return ((Event.Undergoes) e).subject();
    }

    private String playerEventVerb(Event e, Person person) {
      if (e instanceof Event.Plays p) {
        return verb(PLAY, person) + " " + obj(p.objects(), true, Role.OBJECT)
            + p.from().map(z -> " depuis " + zone(z)).orElse("");
      }
      if (e instanceof Event.Exhausts x) {
        return verb(EXHAUST, person) + " " + obj(x.objects(), true, Role.OBJECT);
      }
      if (e instanceof Event.Sacrifices x) {
        return verb(SACRIFICE, person) + " " + obj(x.objects(), true, Role.OBJECT);
      }
      if (e instanceof Event.Creates x) {
        return verb(CREATE, person) + " " + obj(x.objects(), true, Role.OBJECT);
      }
      if (e instanceof Event.Draws d) {
        return verb(DRAW, person) + (d.orMore() ? " au moins " : " ") + countNoun(d.count(), true)
            + (isOne(d.count()) ? " carte" : " cartes");
      }
      if (e instanceof Event.Rolls r) {
        return verb(ROLL, person) + (r.orMore() ? " au moins " : " ") + (isOne(r.dice()) ? "un dé"
            : quantity(r.dice(), true) + " dés");
      }
      if (e instanceof Event.RollsResult r) {
        return verb(ROLL, person) + " un " + dieRange(r.range()) + (r.thisWay() ? " de cette façon" : "");
      }
      if (e instanceof Event.Reveals r) {
        return verb(REVEAL, person) + " " + obj(r.objects(), true, Role.OBJECT) + " de cette façon";
      }
      Event.DoesKeyword k = (Event.DoesKeyword) e;
      return keywordAction(k.action(), person);
    }

    private String objectEventVerb(Event e, Person person, ObjectRef subject) {
      if (e instanceof Event.Gains g) {
        if (g.what() instanceof Step.Gainable.Counters c && g.orMore()) {
          return verb(GAIN, person) + " au moins " + quantity(c.count(), false) + " "
              + counterNoun(c.counter(), !isOne(c.count()));
        }
        return verb(GAIN, person) + " " + gainItems(List.of(g.what()), subject);
      }
      if (e instanceof Event.GoesTo g) {
        String v = verb(GO, person) + " " + zoneIn(g.to());
        if (g.from().isEmpty()) {
          return v;
        }
        if (g.from().size() == 1 && g.from().get(0).kind() == ZoneKind.ANYWHERE) {
          return v + " depuis n'importe où";
        }
        List<String> names = new ArrayList<>();
        for (Zone z : g.from()) {
          names.add(zone(z));
        }
        return v + " depuis " + String.join(" ou ", names);
      }
      if (e instanceof Event.Leaves l) {
        return verb(LEAVE, person) + " " + place(l.place(), false)
            + l.during().map(p -> " pendant " + phaseWithArticle(p)).orElse("");
      }
      if (e instanceof Event.Joins j) {
        List<String> places = new ArrayList<>();
        for (Place p : j.anyOf()) {
          places.add(places.isEmpty() ? place(p, false) : placeBare(p));
        }
        return verb(JOIN, person) + " " + String.join(" ou ", places);
      }
      if (e instanceof Event.Moves m) {
        if (m.dueToAscend()) {
          throw new IllegalArgumentException("no French wording yet for 'moves forward due to Ascend' (4.2.4.k)");
        }
        return verb(m.direction() == Direction.FORWARD ? ADVANCE : RETREAT, person)
            + m.dueTo().map(t -> " grâce à " + terrain(t)).orElse("")
            + m.during().map(p -> " pendant " + phaseWithArticle(p)).orElse("");
      }
      if (e instanceof Event.FailsToMoveForward f) {
        return "n'" + verb(ADVANCE, person) + " pas" + f.during().map(p -> " pendant " + phaseWithArticle(p))
            .orElse("");
      }
      if (e instanceof Event.ObjectKeyword k) {
        String kw = keywordAction(k.action(), person);
        if (k.attempt()) {
          kw = verb(ATTEMPT, person) + " de " + keywordAction(k.action(), Person.INFINITIVE);
        }
        return kw + (k.again() ? " à nouveau" : "");
      }
      Event.Undergoes u = (Event.Undergoes) e;
      boolean fem = gender(subject) == Gender.FEMININE;
      boolean pl = plural(subject);
      return verb(BE, person) + " " + objectAction(u.action(), fem, pl)
          + u.from().map(z -> " depuis " + zone(z)).orElse("")
          + u.to().map(z -> " " + zoneIn(z)).orElse("")
          + u.by().map(b -> " par " + obj(b, true, Role.OBJECT)).orElse("");
    }

    private static String objectAction(ObjectAction a, boolean feminine, boolean plural) {
      String base = switch (a) {
        case SACRIFICED -> "sacrifié";
        case PLAYED -> "joué";
        case SENT -> "envoyé";
        case RETURNED -> "renvoyé";
        case PUT -> "mis";
        case DISCARDED -> "défaussé";
        case EXHAUSTED -> "épuisé";
        case READIED -> "redressé";
        case TARGETED -> "ciblé";
        case REVEALED -> "révélé";
        case DRAWN -> "pioché";
        case CREATED -> "créé";
        case AUGMENTED -> throw new IllegalArgumentException("no French wording yet for 'augmented' (7.3.4)");
      };
      if (a == ObjectAction.PUT) {
        return feminine ? (plural ? "mises" : "mise") : "mis";
      }
      return base + (feminine ? "e" : "") + (plural ? "s" : "");
    }

    private String condition(Condition c) {
      if (c instanceof Condition.Several s) {
        List<String> parts = new ArrayList<>();
        for (Condition inner : s.conditions()) {
          parts.add(condition(inner));
        }
        String last = parts.remove(parts.size() - 1);
        return String.join(", ", parts) + (s.all() ? " et " : " ou ") + last;
      }
      if (c instanceof Condition.Did d) {
        return switch (d.outcome()) {
          case DID -> "vous le faites";
          case DID_NOT -> "vous ne le faites pas";
          case COULD_NOT -> "vous ne pouvez pas le faire";
        };
      }
      if (c instanceof Condition.HasStatus h) {
        boolean fem = gender(h.subject()) == Gender.FEMININE;
        boolean pl = plural(h.subject());
        return beSubject(h.subject(), h.past(), h.negated()) + statusList(h.anyOf(), fem, pl);
      }
      if (c instanceof Condition.IsIn i) {
        return beSubject(i.subject(), i.past(), i.negated()) + place(i.place(), true);
      }
      if (c instanceof Condition.InTerrainWithBaseStat t) {
        return beSubject(t.subject(), false, false) + "dans un terrain où sa statistique de base est " + t.value();
      }
      if (c instanceof Condition.IsA i) {
        if (i.subject() instanceof ObjectRef.Pronoun p && p.restated().isEmpty() && !p.plural()) {
          return "c'est " + obj(i.description(), false, Role.OBJECT);
        }
        return beSubject(i.subject(), false, false) + obj(i.description(), false, Role.OBJECT);
      }
      if (c instanceof Condition.InPosition p) {
        List<String> positions = new ArrayList<>();
        for (Position pos : p.anyOf()) {
          positions.add(position(pos));
        }
        return beSubject(p.subject(), false, false) + String.join(" ou ", positions);
      }
      if (c instanceof Condition.ZoneEmpty z) {
        return zone(z.zone()) + " est vide";
      }
      if (c instanceof Condition.Controls k) {
        return player(k.player()) + " " + verb(CONTROL, playerPersonOrYou(k.player())) + " " + counts(k.counts());
      }
      if (c instanceof Condition.Has h) {
        StringBuilder out = new StringBuilder(player(h.player())).append(" ")
            .append(verb(HAVE, playerPersonOrYou(h.player()))).append(" ").append(counts(h.counts()));
        h.in().ifPresent(z -> out.append(" ").append(zoneIn(z)));
        h.than().ifPresent(p -> out.append(" que ").append(player(p)));
        return out.toString();
      }
      if (c instanceof Condition.ThereAre t) {
        if (t.counts().size() == 1 && t.counts().get(0).range() == Condition.Count.Range.EXACTLY) {
          Condition.Count only = t.counts().get(0);
          return "il n'y a que " + quantity(only.count().get(), true) + " seul " + obj(only.objects(), true,
              Role.COUNTED);
        }
        if (t.counts().size() == 1 && t.counts().get(0).range() == Condition.Count.Range.NONE) {
          return "il n'y a " + count(t.counts().get(0));
        }
        return "il y a " + counts(t.counts());
      }
      if (c instanceof Condition.BaseStatistics b) {
        String count = "au moins " + quantity(b.count().count().get(), true) + " statistiques de base " + b.value()
            + " parmi " + obj(b.among(), true, Role.OBJECT);
        return b.thereAre() ? "il y a " + count : "vous avez " + count;
      }
      if (c instanceof Condition.HasCounters h) {
        return subjectText(h.subject()) + " " + verb(HAVE, person(h.subject())) + " "
            + counterCount(h.range(), h.count(), h.counter());
      }
      if (c instanceof Condition.Compare k) {
        String be = k.past() ? "était" : "est";
        return valueSubject(k.left()) + " " + be + " " + comparison(k.comparison(), k.right(),
            k.left() instanceof Value.Result r && !r.x());
      }
      if (c instanceof Condition.FirstPlayer f) {
        Person person = playerPersonOrYou(f.player());
        String be = verb(BE, person);
        return player(f.player()) + (f.negated() ? " n'" + be + " pas" : " " + be) + " le premier joueur";
      }
      if (c instanceof Condition.DidThisWay d) {
        String verb = switch (d.verb()) {
          case DISCARDED -> "avez défaussé";
          case PUT -> "mettez";
          case PLAYED -> "avez joué";
          case SACRIFICED -> "avez sacrifié";
          case EXHAUSTED -> "avez épuisé";
          case REVEALED -> "avez révélé";
          case DREW -> "avez pioché";
        };
        return player(d.player()) + " " + verb + " " + obj(d.objects(), true, Role.OBJECT) + " de cette façon";
      }
      if (c instanceof Condition.During d) {
        return timing(d);
      }
      Condition.PlaysFrom p = (Condition.PlaysFrom) c;
      return player(p.player()) + " " + clitic(p.object(), false) + " " + verb(PLAY, playerPersonOrYou(p.player()))
          + " de " + zone(p.zone());
    }

    /** "je suis ", "il n'était pas ", "mon Expédition est ", "j'étais ". */
    private String beSubject(ObjectRef subject, boolean past, boolean negated) {
      Person person = person(subject);
      String be = past ? switch (person) {
        case FIRST -> "étais";
        case THIRD_PLURAL -> "étaient";
        default -> "était";
      } : verb(BE, person);
      return subjectText(subject) + (negated ? " ne " + be + " pas " : " " + be + " ");
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
      return String.join(", ", out) + " et " + last;
    }

    private String count(Condition.Count c) {
      String n = c.count().map(q -> quantity(q, true, gender(c.objects()) == Gender.FEMININE)).orElse("");
      ObjectRef counted = c.objects();
      boolean singular = c.range() == Condition.Count.Range.NONE || c.count().isPresent() && isOne(c.count().get());
      if (singular && counted instanceof ObjectRef.Phrase ph && ph.nouns().plural()) {
        // English writes "no Characters", "one or more Landmarks"; French "aucun Personnage", "au moins un Repère".
        counted = new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(), new NounGroup(ph.nouns().nouns(), false,
            ph.nouns().span()), ph.filters(), ph.span());
      }
      String objects = obj(counted, true, c.range() == Condition.Count.Range.SOME ? Role.OBJECT : Role.COUNTED);
      return switch (c.range()) {
        case SOME -> objects;
        case AT_LEAST -> "au moins " + n + " " + objects;
        case AT_MOST -> n + " " + objects + " ou moins";
        case LESS_THAN -> "moins de " + n + " " + objects;
        case MORE_THAN -> "plus de " + n + " " + objects;
        case EXACTLY -> "qu'" + n + " seul " + objects;
        case NONE -> "aucun " + objects;
        case FEWER -> "moins de " + objects;
        case MORE -> "plus de " + objects;
      };
    }

    private String valueSubject(Value v) {
      if (v instanceof Value.Result r) {
        return r.x() ? "X" : "le résultat";
      }
      return value(v);
    }

    private String value(Value v) {
      if (v instanceof Value.Number n) {
        return n.mana() ? mana(n.quantity()) : quantity(n.quantity(), false);
      }
      if (v instanceof Value.StatOf s) {
        if (s.object() instanceof ObjectRef.Self) {
          return "mon " + statName(s.stat());
        }
        if (s.object() instanceof ObjectRef.Pronoun p && !p.plural() && p.restated().isEmpty() && !p.theTarget()) {
          if (s.stat() == Stat.RESULT) {
            return "le résultat du dé";
          }
          return "son " + statName(s.stat());
        }
        return "le " + statName(s.stat()) + " " + de(obj(s.object(), false, Role.OBJECT));
      }
      if (v instanceof Value.CountersOf c) {
        return possessor(c.owner(), false, false) + " nombre de " + counterNoun(c.counter(), true);
      }
      return ((Value.Result) v).x() ? "X" : "le résultat";
    }

    private String comparison(Comparison cmp, Value right, boolean result) {
      if (right instanceof Value.Number n && (cmp == Comparison.AT_LEAST || cmp == Comparison.AT_MOST)) {
        if (result && cmp == Comparison.AT_LEAST && !n.mana()) {
          return quantity(n.quantity(), false) + "+";
        }
        return value(right) + (cmp == Comparison.AT_LEAST ? " ou plus" : " ou moins");
      }
      return switch (cmp) {
        case EQUAL -> "égal à ";
        case GREATER -> "supérieur à ";
        case LESS -> "inférieur à ";
        case LESS_OR_EQUAL -> "inférieur ou égal à ";
        case GREATER_OR_EQUAL -> "supérieur ou égal à ";
        default -> throw new IllegalArgumentException("not a relation: " + cmp);
      } + value(right);
    }

    private static String statName(Stat s) {
      return switch (s) {
        case HAND_COST -> "Coût de Main";
        case RESERVE_COST -> "Coût de Réserve";
        case BASE_STATISTIC -> "statistique de base";
        case BASE_COST -> "Coût de Base";
        case FOREST -> "{V}";
        case MOUNTAIN -> "{M}";
        case WATER -> "{O}";
        case RESULT -> "résultat";
        case HIGHEST_STATISTIC -> "statistique la plus élevée";
      };
    }

    // =================================================================================================================
    // Objects, players, zones
    // =================================================================================================================

    /** Where an object phrase is: subject, object, a counted plural ("au moins deux Repères"), a bare singular. */
    private enum Role { SUBJECT, OBJECT, COUNTED, BARE_SINGULAR }

    private String subjectText(ObjectRef ref) {
      return obj(ref, true, Role.SUBJECT);
    }

    /** An object phrase; {@code candidate}: counted for later pronouns, as the builder counts it. */
    private String obj(ObjectRef ref, boolean candidate, Role role) {
      String out = objText(ref, role);
      if (candidate && !(ref instanceof ObjectRef.Pronoun || ref instanceof ObjectRef.Self
          || ref instanceof ObjectRef.SelfAnd || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These
          || ref instanceof ObjectRef.OneOfThem)) {
        named.add(ref);
      }
      return out;
    }

    private String objText(ObjectRef ref, Role role) {
      if (ref instanceof ObjectRef.Self) {
        return role == Role.SUBJECT ? "je" : "moi";
      }
      if (ref instanceof ObjectRef.SelfAnd) {
        return "nous";
      }
      if (ref instanceof ObjectRef.Pronoun p) {
        if (p.theTarget()) {
          return "la cible";
        }
        if (p.restated().isPresent()) {
          NounGroup g = p.restated().get();
          boolean fem = gender(g) == Gender.FEMININE;
          return (g.plural() ? "ces " : fem ? "cette " : firstNounStartsWithVowel(g) ? "cet " : "ce ") + nounGroup(g);
        }
        boolean fem = antecedentGender(p) == Gender.FEMININE;
        if (role == Role.SUBJECT) {
          return p.plural() ? (fem ? "elles" : "ils") : (fem ? "elle" : "il");
        }
        return p.plural() ? "eux" : (fem ? "elle" : "lui");
      }
      if (ref instanceof ObjectRef.Phrase ph) {
        return phrase(ph, role);
      }
      if (ref instanceof ObjectRef.Possessed p) {
        if (p.owner() instanceof Possessor.OfPlayer op && op.player().kind() == PlayerRef.Kind.YOUR_OPPONENT) {
          // "l'Expédition adverse": your opponent's Expedition.
          Gender g = gender(p.nouns());
          return (p.nouns().plural() ? "les " : g == Gender.FEMININE ? "la " : "le ") + nounGroup(p.nouns())
              + " adverse" + (p.nouns().plural() ? "s" : "") + postAdjectives(p.adjectives(), g, p.nouns().plural())
              + filters(p.filters(), g, p.nouns().plural());
        }
        Gender g = gender(p.nouns());
        String owner = possessor(p.owner(), p.nouns().plural(), g == Gender.FEMININE);
        return owner + " " + preAdjectives(p.adjectives(), p.nouns().plural()) + nounGroup(p.nouns())
            + postAdjectives(p.adjectives(), g, p.nouns().plural()) + filters(p.filters(), g, p.nouns().plural());
      }
      if (ref instanceof ObjectRef.OfPossessed o) {
        Gender g = gender(o.nouns());
        boolean fem = g == Gender.FEMININE;
        String which = switch (o.which()) {
          case COUNT -> fem ? "une" : "un";
          case EACH -> fem ? "chacune" : "chacun";
          default -> fem ? "toutes" : "tous";
        };
        return which + " de " + possessor(o.owner(), true, fem) + " " + preAdjectives(o.adjectives(), true)
            + nounGroup(o.nouns()) + postAdjectives(o.adjectives(), g, true) + filters(o.filters(), g, false);
      }
      if (ref instanceof ObjectRef.TopOf t) {
        boolean one = t.count().isEmpty() || isOne(t.count().get());
        return one ? "la première carte " + de(zone(t.zone()))
            : "les " + quantity(t.count().get(), true) + " premières cartes " + de(zone(t.zone()));
      }
      if (ref instanceof ObjectRef.ZoneContents z) {
        PlayerRef owner = z.zone().owner().orElse(PlayerRef.you());
        return possessivePlayer(owner, false, z.zone().kind() == ZoneKind.HAND) + " " + zoneName(z.zone().kind());
      }
      if (ref instanceof ObjectRef.Rest) {
        return "les autres cartes";
      }
      if (ref instanceof ObjectRef.These) {
        return "ces cartes";
      }
      if (ref instanceof ObjectRef.OneOfThem) {
        return "une";
      }
      if (ref instanceof ObjectRef.Targets t) {
        String n = quantity(t.quantifier().count().get(), true);
        return (t.quantifier().kind() == Quantifier.Kind.UP_TO ? "jusqu'à " : "") + n + " cibles, "
            + nounGroup(t.nouns());
      }
      ObjectRef.Several s = (ObjectRef.Several) ref;
      List<String> items = new ArrayList<>();
      for (ObjectRef item : s.items()) {
        items.add(obj(item, false, role));
      }
      String last = items.remove(items.size() - 1);
      return (items.isEmpty() ? "" : String.join(", ", items)) + (s.any() ? " ou " : " et ") + last;
    }

    private String phrase(ObjectRef.Phrase ph, Role role) {
      Quantifier q = ph.quantifier();
      Gender g = gender(ph.nouns());
      boolean fem = g == Gender.FEMININE;
      boolean plural = ph.nouns().plural();
      StringBuilder out = new StringBuilder();
      boolean other = ph.adjectives().stream().anyMatch(a -> a instanceof Adjective.Other);
      boolean otherDone = false;
      switch (q.kind()) {
        case BARE -> {
          if (plural && role != Role.COUNTED && role != Role.BARE_SINGULAR) {
            out.append("les ");
          }
        }
        case COUNT -> {
          boolean one = q.count().isPresent() && isOne(q.count().get());
          if (one) {
            out.append(fem ? "une " : "un ");
            if (other) {
              out.append("autre ");
              otherDone = true;
            }
          } else {
            out.append(quantity(q.count().get(), true, fem)).append(" ");
          }
        }
        case UP_TO -> out.append("jusqu'à ").append(quantity(q.count().get(), true, fem)).append(" ");
        case ANY_NUMBER -> out.append("n'importe quel nombre de ");
        case ANY -> out.append("les ");
        case ALL, EACH -> out.append(fem ? "toutes les " : "tous les ");
        case YET_ANOTHER -> out.append(fem ? "encore une " : "encore un ");
        case THE -> out.append(plural ? "les " : fem ? "la " : "le ");
        case NEXT -> out.append(fem ? "la prochaine " : "le prochain ");
        case ORDINAL -> out.append(fem ? "la " : "le ").append(ordinal(q.count().get(), fem)).append(" ");
        case ONE_OR_MORE -> out.append(fem ? "une ou plusieurs " : "un ou plusieurs ");
      }
      if (other && !otherDone) {
        out.append(plural ? "autres " : "autre ");
      }
      out.append(tokenAdjective(ph.adjectives()));
      boolean oneEach = q.kind() == Quantifier.Kind.COUNT && q.count().isPresent() && isOne(q.count().get())
          && !other && ph.nouns().nouns().size() > 1 && ph.adjectives().isEmpty();
      if (oneEach) {
        // "une Plante ou un Permanent": each noun with its own article.
        List<String> nouns = new ArrayList<>();
        for (Noun n : ph.nouns().nouns()) {
          nouns.add((nouns.isEmpty() ? "" : feminine(n) ? "une " : "un ") + noun(n, false));
        }
        out.setLength(0);
        out.append(feminine(ph.nouns().nouns().get(0)) ? "une " : "un ").append(String.join(" ou ", nouns));
      } else {
        out.append(nounGroup(ph.nouns()));
      }
      out.append(postAdjectives(ph.adjectives(), g, plural));
      if (q.target()) {
        out.append(" ciblé").append(fem ? "e" : "").append(plural ? "s" : "");
      }
      out.append(filters(ph.filters(), g, plural));
      return out.toString();
    }

    private static String tokenAdjective(List<Adjective> adjectives) {
      return adjectives.stream().anyMatch(a -> a instanceof Adjective.Token) ? "jeton " : "";
    }

    /** "autre" before the noun (phrases other than quantified ones). */
    private static String preAdjectives(List<Adjective> adjectives, boolean plural) {
      StringBuilder out = new StringBuilder();
      if (adjectives.stream().anyMatch(a -> a instanceof Adjective.Other)) {
        out.append(plural ? "autres " : "autre ");
      }
      out.append(tokenAdjective(adjectives));
      return out.toString();
    }

    /** Adjectives after the noun: statuses, "épuisé", "non-jeton", "Héros", "[Défenseurs]". */
    private static String postAdjectives(List<Adjective> adjectives, Gender g, boolean plural) {
      StringBuilder out = new StringBuilder();
      boolean fem = g == Gender.FEMININE;
      for (Adjective a : adjectives) {
        if (a instanceof Adjective.WithStatus w) {
          if (w.anyOf().size() == 1 && w.anyOf().get(0) == Status.EXHAUSTED) {
            out.append(" épuisé").append(fem ? "e" : "").append(plural ? "s" : "");
          } else {
            out.append(" ").append(statusList(w.anyOf(), fem, plural));
          }
        } else if (a instanceof Adjective.Ready) {
          out.append(" redressé").append(fem ? "e" : "").append(plural ? "s" : "");
        } else if (a instanceof Adjective.Non n) {
          out.append(" non-").append(n.noun() instanceof Noun.Subtype st ? FrenchLexicon.subtypeName(st.id(), false)
              : "jeton");
        } else if (a instanceof Adjective.ExpeditionKind k) {
          out.append(k.companion() ? " Compagnon" : " Héros");
        } else if (a instanceof Adjective.WithKeyword k) {
          out.append(" [").append(keywordName(k.keyword(), plural)).append("]");
        }
      }
      return out.toString();
    }

    private static String nounGroup(NounGroup g) {
      List<String> nouns = new ArrayList<>();
      for (Noun n : g.nouns()) {
        nouns.add(noun(n, g.plural()));
      }
      return String.join(" ou ", nouns);
    }

    private static boolean firstNounStartsWithVowel(NounGroup g) {
      String first = nounGroup(g);
      return !first.isEmpty() && "aeiouéèêàâîôûAEIOUÉÈÊÀÂÎÔÛ".indexOf(first.charAt(0)) >= 0;
    }

    private static String noun(Noun n, boolean plural) {
      if (n instanceof Noun.Subtype st) {
        if (st.id().equals("COMPANION")) {
          return "Compagnon" + (plural ? "s" : "");
        }
        return FrenchLexicon.subtypeName(st.id(), plural);
      }
      if (n instanceof Noun.Player p) {
        return (p.opponent() ? "adversaire" : "joueur") + (plural ? "s" : "");
      }
      return switch (((Noun.Type) n).type()) {
        case CHARACTER -> plural ? "Personnages" : "Personnage";
        case PERMANENT -> plural ? "Permanents" : "Permanent";
        case EXPEDITION_PERMANENT -> plural ? "Permanents d'Expédition" : "Permanent d'Expédition";
        case LANDMARK_PERMANENT -> plural ? "Permanents de Repère" : "Permanent de Repère";
        case SPELL -> plural ? "Sorts" : "Sort";
        case CARD -> plural ? "cartes" : "carte";
        case TOKEN -> plural ? "jetons" : "jeton";
        case LANDMARK -> plural ? "Repères" : "Repère";
        case MANA_ORB -> plural ? "Orbes de Mana" : "Orbe de Mana";
        case EXPEDITION -> plural ? "Expéditions" : "Expédition";
        case HERO -> "Héros";
        case REGION -> plural ? "régions" : "région";
      };
    }

    private String filters(List<Filter> filters) {
      return filters(filters, Gender.MASCULINE, false);
    }

    /** The filters after a noun, agreeing with it ("contrôlés par", "jouées depuis"). */
    private String filters(List<Filter> filters, Gender g, boolean plural) {
      StringBuilder out = new StringBuilder();
      for (Filter f : filters) {
        out.append(" ").append(filter(f, g, plural));
      }
      return out.toString();
    }

    private String filter(Filter f, Gender g, boolean plural) {
      String agree = (g == Gender.FEMININE ? "e" : "") + (plural ? "s" : "");
      if (f instanceof Filter.ControlledBy c) {
        return switch (c.player().kind()) {
          case TARGET_PLAYER, EACH_PLAYER -> "contrôlé" + agree + " par " + player(c.player());
          default -> "que " + player(c.player()) + " " + verb(CONTROL, playerPersonOrYou(c.player()));
        };
      }
      if (f instanceof Filter.PlayedBy p) {
        if (p.from().isEmpty() && p.in().isEmpty() && p.during().isEmpty()
            && p.player().kind() == PlayerRef.Kind.OPPONENTS) {
          return "joué" + agree + " par " + player(p.player());
        }
        return "que " + player(p.player()) + " " + verb(PLAY, playerPersonOrYou(p.player()))
            + p.from().map(z -> " depuis " + zone(z)).orElse("") + p.in().map(t -> " en " + terrain(t)).orElse("")
            + p.during().map(d -> " " + duration(d)).orElse("");
      }
      if (f instanceof Filter.PlayedFrom p) {
        return "joué" + agree + " depuis " + zone(p.zone());
      }
      if (f instanceof Filter.In in) {
        List<String> places = new ArrayList<>();
        for (Place p : in.places()) {
          places.add(place(p, true));
        }
        return String.join(in.all() ? " et " : " ou ", places);
      }
      if (f instanceof Filter.From from) {
        return "de " + place(from.place(), false);
      }
      if (f instanceof Filter.StatIs s) {
        if (s.stat() == Stat.BASE_STATISTIC && s.comparison() == Comparison.EQUAL && s.value() instanceof Value.Number n
            && !n.mana()) {
          return "avec une statistique de base " + quantity(n.quantity(), false);
        }
        return "de " + statName(s.stat()) + " " + comparison(s.comparison(), s.value(), false);
      }
      if (f instanceof Filter.NoStatOver n) {
        return "dont aucune statistique n'est supérieure à " + n.value();
      }
      if (f instanceof Filter.Total t) {
        String more = t.comparison() == Comparison.AT_LEAST ? " ou plus" : " ou moins";
        if (t.stat() == Stat.FOREST || t.stat() == Stat.MOUNTAIN || t.stat() == Stat.WATER) {
          return "avec un total de " + quantity(t.value(), false) + " " + statName(t.stat()) + more;
        }
        return "avec un " + statName(t.stat()) + " total de " + mana(t.value()) + more;
      }
      if (f instanceof Filter.WithCounters) {
        return "avec des compteurs";
      }
      if (f instanceof Filter.WithNo w) {
        return "où il n'y a aucun " + nounGroup(new NounGroup(w.nouns().nouns(), false, w.nouns().span()));
      }
      if (f instanceof Filter.CounterCount cc) {
        return "avec " + counterCount(cc.range(), cc.count(), cc.counter());
      }
      if (f instanceof Filter.OwnedBy o) {
        return "que " + player(o.player()) + " " + verb(OWN, playerPersonOrYou(o.player()));
      }
      if (f instanceof Filter.Between b) {
        if (b.objects() instanceof ObjectRef.Possessed p && p.adjectives().isEmpty() && p.filters().isEmpty()
            && p.nouns().nouns().size() > 1) {
          List<String> nouns = new ArrayList<>();
          for (Noun n : p.nouns().nouns()) {
            nouns.add(possessor(p.owner(), false, false) + " " + (n instanceof Noun.Type t && t.type() == ObjectType.HERO
                ? "Héros" : noun(n, false)));
          }
          return "entre " + String.join(" et ", nouns);
        }
        return "entre " + obj(b.objects(), false, Role.OBJECT);
      }
      if (f instanceof Filter.Facing fa) {
        ObjectRef o = fa.object();
        return "qui " + (o instanceof ObjectRef.Self ? "me" : "lui") + " " + (plural(o) ? "font" : "fait")
            + " face";
      }
      if (f instanceof Filter.InPosition p) {
        List<String> positions = new ArrayList<>();
        for (Position pos : p.anyOf()) {
          positions.add(position(pos));
        }
        return "qui est " + String.join(" ou ", positions);
      }
      if (f instanceof Filter.EachPhase e) {
        return "chaque " + phaseName(e.phase());
      }
      if (!(f instanceof Filter.Either e)) {
        throw new IllegalArgumentException("no French wording yet for filter " + f.getClass().getSimpleName());
      }
      List<String> parts = new ArrayList<>();
      for (Filter inner : e.filters()) {
        parts.add(filter(inner, g, plural));
      }
      return String.join(e.all() ? " et " : " ou ", parts);
    }

    private static String position(Position p) {
      return switch (p) {
        case AHEAD -> "en avance";
        case BEHIND -> "en retard";
        case TIED -> "à égalité";
      };
    }

    /** A place with its preposition ("en jeu", "en Réserve", "dans votre Réserve", "en {V}") or without. */
    private String place(Place p, boolean withPreposition) {
      if (p instanceof Place.InPlay) {
        return withPreposition ? "en jeu" : "le jeu";
      }
      if (p instanceof Place.InZone z) {
        return withPreposition ? zoneIn(z.zone()) : zone(z.zone());
      }
      if (p instanceof Place.InTerrain t) {
        return (withPreposition ? "en " : "") + terrain(t.terrain());
      }
      if (p instanceof Place.Anywhere) {
        return "n'importe où";
      }
      return (withPreposition ? "dans " : "") + obj(((Place.InObject) p).object(), false, Role.OBJECT);
    }

    /** A place after "ou" in a list of places joined: "vos Expéditions ou Repères". */
    private String placeBare(Place p) {
      if (p instanceof Place.InZone z && z.zone().owner().isEmpty()) {
        return zoneName(z.zone().kind());
      }
      return place(p, false);
    }

    /** A zone with "en" or "dans": "en Réserve", "dans votre main", "dans la défausse". */
    private String zoneIn(Zone z) {
      if (isPlainReserve(z)) {
        return "en Réserve";
      }
      return "dans " + zone(z);
    }

    private static boolean isPlainReserve(Zone z) {
      return z.kind() == ZoneKind.RESERVE && z.owner().isEmpty();
    }

    private String zone(Zone z) {
      if (z.owner().isPresent()) {
        PlayerRef owner = z.owner().get();
        if (owner.kind() == PlayerRef.Kind.YOU || owner.kind() == PlayerRef.Kind.THEY) {
          return possessivePlayer(owner, false, z.kind() == ZoneKind.HAND || z.kind() == ZoneKind.DISCARD_PILE
              || z.kind() == ZoneKind.RESERVE || isFeminineZone(z.kind())) + " " + zoneName(z.kind());
        }
        return article(z.kind()) + zoneName(z.kind()) + " de " + player(owner);
      }
      return switch (z.kind()) {
        case RESERVE -> "la Réserve";
        case PLAY -> "le jeu";
        case ANYWHERE -> "n'importe où";
        default -> article(z.kind()) + zoneName(z.kind());
      };
    }

    /** A zone without article: "Réserve" in "(comme s'il avait été joué depuis la Réserve)". */
    private String zoneBare(Zone z) {
      return z.owner().isEmpty() ? article(z.kind()) + zoneName(z.kind()) : zone(z);
    }

    private static boolean isFeminineZone(ZoneKind kind) {
      return kind == ZoneKind.HAND || kind == ZoneKind.RESERVE || kind == ZoneKind.DISCARD_PILE
          || kind == ZoneKind.MANA_ZONE || kind == ZoneKind.EXPEDITION_ZONE || kind == ZoneKind.LANDMARK_ZONE
          || kind == ZoneKind.HERO_ZONE;
    }

    private static String article(ZoneKind kind) {
      return kind == ZoneKind.DECK ? "le " : kind == ZoneKind.LANDMARK_ZONE || kind == ZoneKind.PLAY ? "" : "la ";
    }

    private static String zoneName(ZoneKind kind) {
      return switch (kind) {
        case RESERVE -> "Réserve";
        case HAND -> "main";
        case DECK -> "deck";
        case DISCARD_PILE -> "défausse";
        case MANA_ZONE -> "zone de Mana";
        case EXPEDITION_ZONE -> "zone d'Expédition";
        case LANDMARK_ZONE -> "zone de Repères";
        case HERO_ZONE -> "zone de Héros";
        case PLAY -> "jeu";
        case ANYWHERE -> "n'importe où";
      };
    }

    /** "mon"/"ma"/"mes", "son"/"sa"/"ses", "leur"/"leurs", "votre"/"vos". */
    private String possessor(Possessor p, boolean plural, boolean feminine) {
      if (p instanceof Possessor.OfObject o) {
        if (o.object() instanceof ObjectRef.Self) {
          return plural ? "mes" : feminine ? "ma" : "mon";
        }
        if (o.object() instanceof ObjectRef.Pronoun pr && pr.plural()) {
          return plural ? "leurs" : "leur";
        }
        return plural ? "ses" : feminine ? "sa" : "son";
      }
      PlayerRef player = ((Possessor.OfPlayer) p).player();
      if (player.kind() == PlayerRef.Kind.THEY) {
        return plural ? "leurs" : "leur";
      }
      return possessivePlayer(player, plural, feminine);
    }

    /** A player's possessive before a zone or a turn: "votre Réserve", "sa main" (the player's: "their hand"). */
    private String possessivePlayer(PlayerRef p, boolean plural, boolean feminine) {
      return switch (p.kind()) {
        case YOU -> plural ? "vos" : "votre";
        case THEY -> plural ? "ses" : feminine ? "sa" : "son";
        default -> throw new IllegalArgumentException("no French possessive for " + p.kind());
      };
    }

    private String player(PlayerRef p) {
      return switch (p.kind()) {
        case YOU -> "vous";
        case AN_OPPONENT -> "un adversaire";
        case TARGET_OPPONENT -> "un adversaire ciblé";
        case THAT_OPPONENT -> "cet adversaire";
        case YOUR_OPPONENT -> "votre adversaire";
        case OPPONENTS -> "vos adversaires";
        case EACH_PLAYER -> "chaque joueur";
        case EACH_PLAYER_STARTING_WITH_YOU -> "en commençant par vous, chaque joueur";
        case TARGET_PLAYER -> "un joueur ciblé";
        case THEY -> "il";
        case OWNER -> ownerOf(p.of().orElseThrow()) + " propriétaire";
        case CONTROLLER -> ownerOf(p.of().orElseThrow()) + " contrôleur";
      };
    }

    private static String ownerOf(ObjectRef of) {
      return of instanceof ObjectRef.Self ? "mon" : of instanceof ObjectRef.Pronoun pr && pr.plural() ? "leur" : "son";
    }

    // =================================================================================================================
    // Persons, genders and verbs
    // =================================================================================================================

    private enum Person { FIRST, YOU, IMPERATIVE, THIRD, THIRD_PLURAL, FIRST_PLURAL, INFINITIVE }

    private enum Gender { MASCULINE, FEMININE }

    private static Person person(ObjectRef subject) {
      if (subject == null) {
        return Person.THIRD;
      }
      if (subject instanceof ObjectRef.Self) {
        return Person.FIRST;
      }
      if (subject instanceof ObjectRef.SelfAnd) {
        return Person.FIRST_PLURAL;
      }
      return plural(subject) ? Person.THIRD_PLURAL : Person.THIRD;
    }

    private static Person playerPerson(PlayerRef p) {
      return p.kind() == PlayerRef.Kind.OPPONENTS ? Person.THIRD_PLURAL
          : p.kind() == PlayerRef.Kind.YOU ? Person.YOU : Person.THIRD;
    }

    private static Person playerPersonOrYou(PlayerRef p) {
      return playerPerson(p);
    }

    private static boolean plural(ObjectRef ref) {
      if (ref instanceof ObjectRef.Self || ref instanceof ObjectRef.OneOfThem) {
        return false;
      }
      if (ref instanceof ObjectRef.SelfAnd || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These
          || ref instanceof ObjectRef.Targets || ref instanceof ObjectRef.ZoneContents) {
        return true;
      }
      if (ref instanceof ObjectRef.Pronoun p) {
        return p.plural();
      }
      if (ref instanceof ObjectRef.Phrase ph) {
        return ph.quantifier().kind() != Quantifier.Kind.EACH && ph.nouns().plural();
      }
      if (ref instanceof ObjectRef.Possessed p) {
        return p.nouns().plural();
      }
      if (ref instanceof ObjectRef.OfPossessed o) {
        return o.which() == Quantifier.Kind.ALL;
      }
      if (ref instanceof ObjectRef.TopOf t) {
        return t.count().isPresent() && !isOne(t.count().get());
      }
      return ref instanceof ObjectRef.Several s && !s.any();
    }

    private Gender antecedentGender(ObjectRef.Pronoun p) {
      int i = p.antecedent().index();
      return i >= 0 && i < named.size() ? gender(named.get(i)) : Gender.MASCULINE;
    }

    private Gender gender(ObjectRef ref) {
      if (ref instanceof ObjectRef.Phrase p) {
        return gender(p.nouns());
      }
      if (ref instanceof ObjectRef.Possessed p) {
        return gender(p.nouns());
      }
      if (ref instanceof ObjectRef.OfPossessed p) {
        return gender(p.nouns());
      }
      if (ref instanceof ObjectRef.TopOf || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These
          || ref instanceof ObjectRef.OneOfThem) {
        return Gender.FEMININE;
      }
      if (ref instanceof ObjectRef.Pronoun p) {
        return p.restated().map(g -> gender(g)).orElseGet(() -> antecedentGender(p));
      }
      return Gender.MASCULINE;
    }

    /** Masculine if any noun is masculine ("un Personnage ou Permanent ciblé"). */
    private static Gender gender(NounGroup g) {
      for (Noun n : g.nouns()) {
        if (!feminine(n)) {
          return Gender.MASCULINE;
        }
      }
      return g.nouns().isEmpty() ? Gender.MASCULINE : Gender.FEMININE;
    }

    private static boolean feminine(Noun n) {
      if (n instanceof Noun.Subtype st) {
        return FrenchLexicon.feminineSubtype(st.id());
      }
      if (n instanceof Noun.Type t) {
        return t.type() == ObjectType.CARD || t.type() == ObjectType.EXPEDITION || t.type() == ObjectType.REGION;
      }
      return false;
    }

    /** A pronoun object before a verb: "me", "le", "la", "les", "lui" (for "donner"). */
    private String clitic(ObjectRef ref, boolean dative) {
      if (ref instanceof ObjectRef.Self) {
        return "me";
      }
      ObjectRef.Pronoun p = (ObjectRef.Pronoun) ref;
      if (dative) {
        return p.plural() ? "leur" : "lui";
      }
      if (p.plural()) {
        return "les";
      }
      return antecedentGender(p) == Gender.FEMININE ? "la" : "le";
    }

    /** A pronoun object after an imperative: "-moi", "-le", "-la", "-les". */
    private String hyphen(ObjectRef ref) {
      if (ref instanceof ObjectRef.Self) {
        return "-moi";
      }
      ObjectRef.Pronoun p = (ObjectRef.Pronoun) ref;
      if (p.plural()) {
        return p.all() ? "-les tous" : "-les";
      }
      return antecedentGender(p) == Gender.FEMININE ? "-la" : "-le";
    }

    // Verb forms: infinitive, imperative (vous), 1st singular, 3rd singular, 3rd plural, 1st plural.
    private static final String[] DRAW = {"piocher", "piochez", "pioche", "pioche", "piochent", "piochons"};
    private static final String[] DISCARD = {"défausser", "défaussez", "défausse", "défausse", "défaussent", "défaussons"};
    private static final String[] SACRIFICE = {"sacrifier", "sacrifiez", "sacrifie", "sacrifie", "sacrifient", "sacrifions"};
    private static final String[] PUT = {"mettre", "mettez", "mets", "met", "mettent", "mettons"};
    private static final String[] SEND = {"envoyer", "envoyez", "envoie", "envoie", "envoient", "envoyons"};
    private static final String[] RETURN = {"renvoyer", "renvoyez", "renvoie", "renvoie", "renvoient", "renvoyons"};
    private static final String[] CREATE = {"créer", "créez", "crée", "crée", "créent", "créons"};
    private static final String[] READY = {"redresser", "redressez", "redresse", "redresse", "redressent", "redressons"};
    private static final String[] EXHAUST = {"épuiser", "épuisez", "épuise", "épuise", "épuisent", "épuisons"};
    private static final String[] PLAY = {"jouer", "jouez", "joue", "joue", "jouent", "jouons"};
    private static final String[] ROLL = {"lancer", "lancez", "lance", "lance", "lancent", "lançons"};
    private static final String[] IGNORE = {"ignorer", "ignorez", "ignore", "ignore", "ignorent", "ignorons"};
    private static final String[] REVEAL = {"révéler", "révélez", "révèle", "révèle", "révèlent", "révélons"};
    private static final String[] LOOK = {"regarder", "regardez", "regarde", "regarde", "regardent", "regardons"};
    private static final String[] CHOOSE = {"choisir", "choisissez", "choisis", "choisit", "choisissent", "choisissons"};
    private static final String[] TARGET = {"cibler", "ciblez", "cible", "cible", "ciblent", "ciblons"};
    private static final String[] EXCHANGE = {"échanger", "échangez", "échange", "échange", "échangent", "échangeons"};
    private static final String[] ACTIVATE = {"activer", "activez", "active", "active", "activent", "activons"};
    private static final String[] PAY = {"payer", "payez", "paie", "paie", "paient", "payons"};
    private static final String[] SPEND = {"dépenser", "dépensez", "dépense", "dépense", "dépensent", "dépensons"};
    private static final String[] REMOVE = {"retirer", "retirez", "retire", "retire", "retirent", "retirons"};
    private static final String[] DOUBLE = {"doubler", "doublez", "double", "double", "doublent", "doublons"};
    private static final String[] DISTRIBUTE = {"distribuer", "distribuez", "distribue", "distribue", "distribuent",
        "distribuons"};
    private static final String[] WIN = {"gagner", "gagnez", "gagne", "gagne", "gagnent", "gagnons"};
    private static final String[] REDUCE = {"réduire", "réduisez", "réduis", "réduit", "réduisent", "réduisons"};
    private static final String[] INCREASE = {"augmenter", "augmentez", "augmente", "augmente", "augmentent",
        "augmentons"};
    private static final String[] GAIN = {"gagner", "gagnez", "gagne", "gagne", "gagnent", "gagnons"};
    private static final String[] LOSE = {"perdre", "perdez", "perds", "perd", "perdent", "perdons"};
    private static final String[] SWITCH = {"changer", "changez", "change", "change", "changent", "changeons"};
    private static final String[] ADVANCE = {"avancer", "avancez", "avance", "avance", "avancent", "avançons"};
    private static final String[] RETREAT = {"reculer", "reculez", "recule", "recule", "reculent", "reculons"};
    private static final String[] MAKE = {"faire", "faites", "fais", "fait", "font", "faisons"};
    private static final String[] HAVE = {"avoir", "avez", "ai", "a", "ont", "avons"};
    private static final String[] BE = {"être", "êtes", "suis", "est", "sont", "sommes"};
    private static final String[] CAN = {"pouvoir", "pouvez", "peux", "peut", "peuvent", "pouvons"};
    private static final String[] COST = {"coûter", "coûtez", "coûte", "coûte", "coûtent", "coûtons"};
    private static final String[] COUNT = {"compter", "comptez", "compte", "compte", "comptent", "comptons"};
    private static final String[] PREVENT = {"empêcher", "empêchez", "empêche", "empêche", "empêchent", "empêchons"};
    private static final String[] BEGIN = {"commencer", "commencez", "commence", "commence", "commencent",
        "commençons"};
    private static final String[] REMAIN = {"rester", "restez", "reste", "reste", "restent", "restons"};
    private static final String[] CONTROL = {"contrôler", "contrôlez", "contrôle", "contrôle", "contrôlent",
        "contrôlons"};
    private static final String[] OWN = {"posséder", "possédez", "possède", "possède", "possèdent", "possédons"};
    private static final String[] GO = {"aller", "allez", "vais", "va", "vont", "allons"};
    private static final String[] LEAVE = {"quitter", "quittez", "quitte", "quitte", "quittent", "quittons"};
    private static final String[] JOIN = {"rejoindre", "rejoignez", "rejoins", "rejoint", "rejoignent", "rejoignons"};
    private static final String[] ATTEMPT = {"tenter", "tentez", "tente", "tente", "tentent", "tentons"};

    private static String verb(String[] forms, Person person) {
      return switch (person) {
        case INFINITIVE -> forms[0];
        case IMPERATIVE, YOU -> forms[1];
        case FIRST -> forms[2];
        case THIRD -> forms[3];
        case THIRD_PLURAL -> forms[4];
        case FIRST_PLURAL -> forms[5];
      };
    }

    // =================================================================================================================
    // Words and numbers
    // =================================================================================================================

    private String quantity(Quantity q, boolean words) {
      return quantity(q, words, false);
    }

    private String quantity(Quantity q, boolean words, boolean feminine) {
      if (q instanceof Quantity.Literal l) {
        return words ? numberWord(l.value(), feminine) : String.valueOf(l.value());
      }
      if (q instanceof Quantity.X x) {
        return x.plus() == 0 ? "X" : "X+" + x.plus();
      }
      if (q instanceof Quantity.Sum s) {
        return quantity(s.left(), false) + "+" + quantity(s.right(), false);
      }
      if (q instanceof Quantity.NumberOf n) {
        return "le nombre " + de(obj(n.objects(), false, Role.COUNTED));
      }
      if (q instanceof Quantity.CountersOn c) {
        return possessor(c.owner(), false, false) + " nombre de " + counterNoun(c.counter(), true);
      }
      if (q instanceof Quantity.DieResult d) {
        return d.fin() ? "le résultat final" : "le résultat";
      }
      if (q instanceof Quantity.ThatMany) {
        return "le même nombre";
      }
      if (q instanceof Quantity.RemovedThisWay r) {
        return "le nombre de " + counterNoun(r.counter(), true) + " retirés de cette façon";
      }
      Quantity.StatOf st = (Quantity.StatOf) q;
      return possessor(st.of(), false, true) + " " + statName(st.stat());
    }

    private static String numberWord(int n, boolean feminine) {
      return switch (n) {
        case 1 -> feminine ? "une" : "un";
        case 2 -> "deux";
        case 3 -> "trois";
        case 4 -> "quatre";
        case 5 -> "cinq";
        case 6 -> "six";
        case 7 -> "sept";
        case 8 -> "huit";
        case 9 -> "neuf";
        case 10 -> "dix";
        default -> String.valueOf(n);
      };
    }

    /** A number of cards or dice in words: "une", "deux", "X" ({@code feminine} for "carte"). */
    private String countNoun(Quantity q, boolean feminine) {
      return quantity(q, true, feminine);
    }

    private String counters(Quantity q, Counter counter) {
      return quantity(q, false) + " " + counterNoun(counter, !isOne(q));
    }

    /** "au moins 3 boosts", "4 boosts ou moins", "moins de 5 compteurs Ferraille". */
    private String counterCount(Condition.Count.Range range, Quantity count, Counter counter) {
      String n = quantity(count, false);
      String nouns = counterNoun(counter, !isOne(count));
      return switch (range) {
        case AT_LEAST -> "au moins " + n + " " + nouns;
        case AT_MOST -> n + " " + nouns + " ou moins";
        case LESS_THAN -> "moins de " + n + " " + nouns;
        case MORE_THAN -> "plus de " + n + " " + nouns;
        default -> n + " " + nouns;
      };
    }

    private static String counterNoun(Counter counter, boolean plural) {
      if (counter.equals(Counter.BOOST)) {
        return plural ? "boosts" : "boost";
      }
      if (counter.equals(Counter.ANY)) {
        return plural ? "compteurs" : "compteur";
      }
      return (plural ? "compteurs " : "compteur ") + FrenchLexicon.counterName(counter.id());
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

    private static String ordinal(Quantity q, boolean feminine) {
      int n = ((Quantity.Literal) q).value();
      return switch (n) {
        case 1 -> feminine ? "première" : "premier";
        case 2 -> "deuxième";
        case 3 -> "troisième";
        case 4 -> "quatrième";
        case 5 -> "cinquième";
        default -> throw new IllegalArgumentException("no French ordinal for " + n);
      };
    }

    /** A status in brackets, agreeing: "[[Boosté]]", "[[Boostés]]", "[[Endormie]]". */
    private static String status(Status s, boolean feminine, boolean plural) {
      String base = switch (s) {
        case ANCHORED -> "Ancré";
        case ASLEEP -> "Endormi";
        case BOOSTED -> "Boosté";
        case EXHAUSTED -> "Épuisé";
        case FLEETING -> "Fugace";
        case ASCENDED -> "Ascended";
      };
      if (s == Status.FLEETING) {
        return "[[" + base + (plural ? "s" : "") + "]]";
      }
      if (s == Status.ASCENDED) {
        return "[[" + base + "]]";
      }
      return "[[" + base + (feminine ? "e" : "") + (plural ? "s" : "") + "]]";
    }

    private static String statusList(List<Status> statuses, boolean feminine, boolean plural) {
      if (statuses.size() == 1 && statuses.get(0) == Status.EXHAUSTED) {
        return "épuisé" + (feminine ? "e" : "") + (plural ? "s" : "");
      }
      List<String> out = new ArrayList<>();
      for (Status st : statuses) {
        out.add(status(st, feminine, plural));
      }
      return orList(out);
    }

    /** "Défenseur"/"Défenseurs", "Coriace"/"Coriaces", "Repérage". */
    private static String keywordName(KeywordAbilityId id, boolean plural) {
      String name = switch (id) {
        case COOLDOWN -> "Rafraîchissement";
        case DEFENDER -> "Défenseur";
        case ETERNAL -> "Éternel";
        case GIGANTIC -> "Gigantesque";
        case SCOUT -> "Repérage";
        case SEASONED -> "Aguerri";
        case TOUGH -> "Coriace";
      };
      return plural && id != KeywordAbilityId.COOLDOWN && id != KeywordAbilityId.SCOUT ? name + "s" : name;
    }

    /** "[Sabotez]", "[Saboter]", "[Sabote]". */
    private static String keywordAction(KeywordAction a, Person person) {
      String[] forms = switch (a) {
        case AFTER_YOU -> new String[] {"Après vous", "Après vous", "Après vous", "Après vous"};
        case AUGMENT -> new String[] {"Amplifier", "Amplifiez", "Amplifie", "Amplifient"};
        case EXHAUSTED_RESUPPLY -> new String[] {"Ravitailler Épuisé", "Ravitaillez Épuisé", "Ravitaille Épuisé",
            "Ravitaillent Épuisé"};
        case RESUPPLY -> new String[] {"Ravitailler", "Ravitaillez", "Ravitaille", "Ravitaillent"};
        case SABOTAGE -> new String[] {"Saboter", "Sabotez", "Sabote", "Sabotent"};
        case ASCEND -> new String[] {"Ascend", "Ascend", "Ascends", "Ascend"};
        case DEFECT -> new String[] {"Defect", "Defect", "Defects", "Defect"};
        case RUSH -> new String[] {"Rush", "Rush", "Rushes", "Rush"};
      };
      int i = switch (person) {
        case INFINITIVE -> 0;
        case IMPERATIVE, YOU -> 1;
        case THIRD_PLURAL -> 3;
        default -> 2;
      };
      return "[" + forms[i] + "]";
    }

    private static String symbol(TriggerSymbol s, boolean upper) {
      String letter = switch (s) {
        case JOIN -> "j";
        case HAND -> "h";
        case RESERVE -> "r";
      };
      return "{" + (upper ? letter.toUpperCase(java.util.Locale.ROOT) : letter) + "}";
    }

    private static String kinds(List<TriggerSymbol> kinds) {
      List<String> out = new ArrayList<>();
      for (TriggerSymbol k : kinds) {
        out.add(symbol(k, false));
      }
      return andList(out);
    }

    private static String phaseName(Phase p) {
      return switch (p) {
        case MORNING -> "Matin";
        case NOON -> "Midi";
        case AFTERNOON -> "Après-midi";
        case DUSK -> "Crépuscule";
        case NIGHT -> "Nuit";
        case REST -> "Repos";
      };
    }

    private static String phaseWithArticle(Phase p) {
      return switch (p) {
        case AFTERNOON -> "l'Après-midi";
        case NIGHT -> "la Nuit";
        default -> "le " + phaseName(p);
      };
    }

    private static String duration(Duration d) {
      return switch (d) {
        case THIS_TURN -> "ce tour";
        case THIS_AFTERNOON -> "cet Après-midi";
        case THIS_DAY -> "ce Jour";
      };
    }

    private static String terrain(Terrain t) {
      return switch (t) {
        case FOREST -> "{V}";
        case MOUNTAIN -> "{M}";
        case WATER -> "{O}";
      };
    }

    /** "de" before a phrase; the final elision pass makes "de le" "du" and "de une" "d'une". */
    private static String de(String phrase) {
      return "de " + phrase;
    }

    private static String andList(List<String> items) {
      return list(items, "et");
    }

    private static String orList(List<String> items) {
      return list(items, "ou");
    }

    private static String list(List<String> items, String conjunction) {
      if (items.size() == 1) {
        return items.get(0);
      }
      return String.join(", ", items.subList(0, items.size() - 1)) + " " + conjunction + " "
          + items.get(items.size() - 1);
    }

    static String capitalize(String s) {
      if (s.isEmpty() || s.charAt(0) == '[' || s.charAt(0) == '{') {
        return s;
      }
      return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String lowerFirst(String s) {
      if (s.isEmpty() || s.startsWith("{") || s.startsWith("[")) {
        return s;
      }
      return Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
  }
}
