package dev.altered.translate;

import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Counter;
import dev.altered.ast.Event;
import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.Statement;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.TokenSpec;
import dev.altered.ast.Trigger;
import dev.altered.ast.Vocabulary;
import dev.altered.card.Language;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A difference between two ASTs in plain words, for translators: "the English step is optional ('you may'), the
 * French one is not", "the number differs: English 2, French 1", "English has a Reaction (a trigger), French a
 * replacement ('if ... would')".
 */
public final class Explain {
  private Explain() {}

  /** The language's name in English ("French"). */
  public static String name(Language language) {
    return switch (language) {
      case EN -> "English";
      case FR -> "French";
      case DE -> "German";
      case ES -> "Spanish";
      case IT -> "Italian";
    };
  }

  /** The difference, in one sentence. */
  public static String difference(AstDiff.Difference d, Language language) {
    String lang = name(language);
    String message = what(d, lang);
    String context = context(d);
    return context.isEmpty() ? message : message + " (in " + context + ")";
  }

  private static String what(AstDiff.Difference d, String lang) {
    Object a = d.english();
    Object b = d.localized();
    // One step the cost of the other ("you may exhaust me to play it") or both in a row ("you may exhaust me and
    // play it"): both optional, but with "to" the second cannot happen without the first.
    if (a instanceof Step.Internal in && in.optional() && b instanceof Step.May) {
      return "English makes one step the price of the other ('you may ... to ...'), " + lang
          + " does them one after the other ('you may ... and ...')";
    }
    if (b instanceof Step.Internal in && in.optional() && a instanceof Step.May) {
      return lang + " makes one step the price of the other ('you may ... to ...'), English does them one after the"
          + " other ('you may ... and ...')";
    }
    // Optional steps ("you may", 6.5.c) become mandatory, or the other way.
    if (a instanceof Step.May && !(b instanceof Step.May)) {
      return "the English step is optional ('you may'), the " + lang + " one is mandatory";
    }
    if (b instanceof Step.May && !(a instanceof Step.May)) {
      return "the " + lang + " step is optional, the English one is mandatory (no 'you may')";
    }
    if (a instanceof Integer x && b instanceof Integer y && !d.trail().isEmpty()
        && d.trail().get(d.trail().size() - 1) instanceof ObjectRef.Antecedent) {
      return "a pronoun ('it', 'its', 'them') stands for something else: English " + antecedent(x) + ", " + lang
          + " " + antecedent(y);
    }
    if (a instanceof Ability && b instanceof Ability && a.getClass() != b.getClass()) {
      return "English is " + abilityKind((Ability) a) + ", " + lang + " " + abilityKind((Ability) b);
    }
    if (a instanceof Quantity.Literal x && b instanceof Quantity.Literal y) {
      return "the number differs: English " + x.value() + ", " + lang + " " + y.value();
    }
    if (a instanceof Integer x && b instanceof Integer y) {
      return "the number differs: English " + x + ", " + lang + " " + y;
    }
    if (a instanceof Enum<?> x && b instanceof Enum<?> y) {
      return "the " + enumWhat(x, d.field()) + " differs: English " + words(x) + ", " + lang + " " + words(y);
    }
    if (a instanceof Counter x && b instanceof Counter y) {
      return "the counter differs: English " + counter(x) + ", " + lang + " " + counter(y);
    }
    if (a instanceof String x && b instanceof String y) {
      String what = d.field().equals("name") ? "token name" : d.field().equals("id") ? "name" : d.field();
      return "the " + what + " differs: English '" + x + "', " + lang + " '" + y + "'"
          + (what.equals("token name") ? " (a name the " + lang + " lexicon does not know?)" : "");
    }
    if (a instanceof Boolean x && b instanceof Boolean y) {
      return flag(d.field(), x, lang);
    }
    if (a instanceof Optional<?> x && b instanceof Optional<?> y) {
      String what = fieldWords(d.field());
      return x.isPresent() ? "English has " + what + " (" + describe(x.get()) + "), " + lang + " has none"
          : lang + " has " + what + " (" + describe(y.get()) + "), English has none";
    }
    if (a instanceof List<?> x && b instanceof List<?> y) {
      String what = fieldWords(d.field());
      if (what.equals("steps") || what.equals("sentences")) {
        String one = what.substring(0, what.length() - 1);
        return "English has " + x.size() + " " + (x.size() == 1 ? one : what) + " (" + describe(x) + "), " + lang
            + " " + y.size() + " (" + describe(y) + ")";
      }
      return "English has " + x.size() + " " + what + ", " + lang + " " + y.size()
          + (x.size() > y.size() ? " (" + lang + " lacks " + describeMissing(x, y) + ")"
              : " (" + lang + " adds " + describeMissing(y, x) + ")");
    }
    if (a != null && b != null && a.getClass() != b.getClass()) {
      if (a instanceof Trigger || a instanceof Event) {
        return "the trigger differs: English " + describe(a) + ", " + lang + " " + describe(b);
      }
      return "English " + describe(a) + ", " + lang + " " + describe(b);
    }
    return "the " + fieldWords(d.field()) + " differs: English " + describe(a) + ", " + lang + " " + describe(b);
  }

  /** The nearest step, event or condition around the difference, in words. */
  private static String context(AstDiff.Difference d) {
    List<Object> trail = d.trail();
    for (int i = trail.size() - 1; i >= 0; i--) {
      Object o = trail.get(i);
      if (o == d.english()) {
        continue;
      }
      if (o instanceof Step.May || o instanceof Step.Modified) {
        continue;
      }
      if (o instanceof Step || o instanceof Event || o instanceof Condition || o instanceof Trigger
          || o instanceof Statement) {
        return "'" + describe(o) + "'";
      }
    }
    return "";
  }

  private static String antecedent(int index) {
    if (index < 0) {
      return "the object of the trigger (nothing named before it)";
    }
    String[] ordinals = {"first", "second", "third", "fourth", "fifth"};
    return "the " + (index < ordinals.length ? ordinals[index] : (index + 1) + "th") + " thing the ability names";
  }

  private static String abilityKind(Ability a) {
    if (a instanceof Ability.Reaction) {
      return "a Reaction (a trigger)";
    }
    if (a instanceof Ability.Passive p) {
      boolean replacement = p.statements().sentences().stream().anyMatch(s -> s instanceof Sentence.Steps st
          && st.steps().stream().anyMatch(x -> x instanceof Step.Continuous c
              && c.statement() instanceof Statement.Replacement));
      return replacement ? "a replacement ('if ... would')" : "a passive ability";
    }
    if (a instanceof Ability.QuickAction) {
      return "a quick action ('cost: effect')";
    }
    if (a instanceof Ability.KeywordLine) {
      return "a keyword line";
    }
    return "an effect";
  }

  private static final Map<Class<?>, String> ENUMS = Map.ofEntries(
      Map.entry(KeywordAction.class, "keyword action"),
      Map.entry(KeywordAbilityId.class, "keyword ability"),
      Map.entry(Status.class, "status"),
      Map.entry(Vocabulary.ZoneKind.class, "zone"),
      Map.entry(Vocabulary.Phase.class, "phase"),
      Map.entry(Vocabulary.ObjectType.class, "kind of object"),
      Map.entry(Vocabulary.Terrain.class, "terrain"),
      Map.entry(Vocabulary.TriggerSymbol.class, "trigger symbol"),
      Map.entry(Vocabulary.Comparison.class, "comparison"),
      Map.entry(Vocabulary.Direction.class, "direction"),
      Map.entry(Vocabulary.Duration.class, "duration"),
      Map.entry(Vocabulary.Position.class, "position"),
      Map.entry(Vocabulary.Stat.class, "statistic"),
      Map.entry(ObjectRef.Quantifier.Kind.class, "quantifier"),
      Map.entry(PlayerRef.Kind.class, "player"),
      Map.entry(Condition.Count.Range.class, "count"),
      Map.entry(Statement.Replacement.Kind.class, "kind of replacement"));

  private static String enumWhat(Enum<?> e, String field) {
    String what = ENUMS.get(e.getDeclaringClass());
    return what != null ? what : fieldWords(field);
  }

  private static String flag(String field, boolean english, String lang) {
    return switch (field) {
      case "target" -> english ? "English targets ('target'), " + lang + " does not"
          : lang + " targets, English does not ('target')";
      case "negated" -> english ? "English is negated ('not'), " + lang + " is not" : lang + " is negated, English is not";
      case "orMore" -> english ? "English says 'or more', " + lang + " does not" : lang + " says 'or more', English does not";
      case "upTo" -> english ? "English says 'up to', " + lang + " does not" : lang + " says 'up to', English does not";
      case "optional" -> english ? "the English action is optional ('you may'), the " + lang + " one is mandatory"
          : "the " + lang + " action is optional, the English one is mandatory";
      case "plural" -> "one is singular, the other plural (English " + (english ? "plural" : "singular") + ")";
      case "past" -> english ? "English looks at the state before the event ('was'), " + lang + " after it ('is')"
          : lang + " looks at the state before the event ('was'), English after it ('is')";
      case "immediately" -> english ? "English plays it immediately, " + lang + " does not say so"
          : lang + " plays it immediately, English does not say so";
      case "also" -> english ? "English says 'also', " + lang + " does not" : lang + " says 'also', English does not";
      default -> "English and " + lang + " differ in '" + fieldWords(field) + "'";
    };
  }

  private static String fieldWords(String field) {
    return switch (field) {
      case "steps", "then" -> "steps";
      case "sentences" -> "sentences";
      case "items" -> "things gained or lost";
      case "filters" -> "conditions on the objects";
      case "adjectives" -> "adjectives";
      case "modifiers" -> "modifiers";
      case "cost" -> "cost parts";
      case "condition" -> "a condition ('if ...')";
      case "whereX" -> "a definition of X";
      case "duration" -> "a duration";
      case "from" -> "a zone it comes from";
      case "in" -> "a place";
      case "as" -> "an 'as a Mana Orb' clause";
      case "owner" -> "an owner";
      case "count" -> "a number";
      case "otherwise" -> "an 'otherwise'";
      case "forEach" -> "a 'for each'";
      default -> words(field);
    };
  }

  /** A node in a few words: its kind, and its main value where that is short. */
  static String describe(Object o) {
    if (o == null) {
      return "nothing";
    }
    if (o instanceof Optional<?> opt) {
      return opt.isPresent() ? describe(opt.get()) : "nothing";
    }
    if (o instanceof Quantity.Literal l) {
      return Integer.toString(l.value());
    }
    if (o instanceof Quantity.X x) {
      return x.plus() == 0 ? "X" : "X+" + x.plus();
    }
    if (o instanceof Enum<?> e) {
      return words(e);
    }
    if (o instanceof Counter c) {
      return counter(c) + " counters";
    }
    if (o instanceof TokenSpec t) {
      return "token " + t.name() + (t.statistics() ? " " + t.forest() + "/" + t.mountain() + "/" + t.water() : "");
    }
    if (o instanceof Step s) {
      return describeStep(s);
    }
    if (o instanceof Sentence.Steps st) {
      return st.steps().stream().map(Explain::describe).reduce((x, y) -> x + ", " + y).orElse("none");
    }
    if (o instanceof PlayerRef p) {
      return words(p.kind());
    }
    if (o instanceof Trigger.Symbol s) {
      return words(s.symbol()) + " symbol";
    }
    if (o instanceof Trigger.At at) {
      return (at.end() ? "at the end of " : "at ") + words(at.phase());
    }
    if (o instanceof ObjectRef.Self) {
      return "I/me";
    }
    if (o instanceof ObjectRef.Pronoun) {
      return "a pronoun (it, them)";
    }
    if (o instanceof ObjectRef.Phrase p) {
      return words(p.quantifier().kind()) + (p.quantifier().target() ? " target " : " ")
          + p.nouns().nouns().stream().map(Explain::describe).reduce((x, y) -> x + " or " + y).orElse("object");
    }
    if (o instanceof ObjectRef.Noun.Type t) {
      return words(t.type());
    }
    if (o instanceof ObjectRef.Noun.Subtype s) {
      return words(s.id());
    }
    if (o instanceof List<?> list) {
      return list.isEmpty() ? "none" : list.stream().map(Explain::describe).reduce((x, y) -> x + "; " + y).get();
    }
    if (o.getClass().isRecord()) {
      return kindWords(o.getClass());
    }
    return o.toString();
  }

  /** A step by its verb: "target", "lose fleeting", "draw". */
  private static String describeStep(Step s) {
    if (s instanceof Step.Gain g) {
      return "gain " + describeItems(g.items());
    }
    if (s instanceof Step.Lose l) {
      return "lose " + describeItems(l.items());
    }
    if (s instanceof Step.Keyword k) {
      return "[" + words(k.action()) + "]";
    }
    if (s instanceof Step.May m) {
      return "you may " + m.steps().stream().map(Explain::describeStep).reduce((x, y) -> x + " and " + y).orElse("");
    }
    if (s instanceof Step.Modified m) {
      return describeStep(m.step());
    }
    if (s instanceof Step.Internal i) {
      return (i.optional() ? "you may " : "") + i.cost().stream().map(Explain::describeStep)
          .reduce((x, y) -> x + " and " + y).orElse("") + " to " + describeStep(i.effect());
    }
    return words(s.getClass().getSimpleName());
  }

  private static String describeItems(List<?> items) {
    return items.stream().map(i -> i instanceof Step.Gainable.Counters c ? describe(c.count()) + " "
        + counter(c.counter()) + (c.count() instanceof Quantity.Literal l && l.value() == 1 ? "" : "s") : i instanceof Step.Gainable.StatusOf s ? words(s.status())
        : i instanceof Step.Losable.StatusOf s ? words(s.status()) : describe(i)).reduce((x, y) -> x + " and " + y)
        .orElse("nothing");
  }

  private static String describeMissing(List<?> longer, List<?> shorter) {
    for (Object item : longer) {
      if (!shorter.contains(item)) {
        return describe(item);
      }
    }
    return describe(longer.get(longer.size() - 1));
  }

  /** "Step.SwitchExpeditions" -> "switch expeditions", "Event.Joins" -> "joins". */
  private static String kindWords(Class<?> type) {
    String simple = type.getSimpleName();
    String outer = type.getEnclosingClass() == null ? "" : type.getEnclosingClass().getSimpleName();
    String words = words(simple);
    return switch (outer) {
      case "Step" -> "the step '" + words + "'";
      case "Event" -> "the event '" + words + "'";
      case "Condition" -> "the condition '" + words + "'";
      case "Statement" -> "the statement '" + words + "'";
      case "Sentence" -> "a sentence '" + words + "'";
      case "Filter" -> "the filter '" + words + "'";
      default -> words;
    };
  }

  private static String counter(Counter c) {
    return c.equals(Counter.BOOST) ? "boost" : c.equals(Counter.ANY) ? "any" : words(c.id());
  }

  private static String words(Enum<?> e) {
    return words(e.name());
  }

  /** "SWITCH_EXPEDITIONS" or "SwitchExpeditions" -> "switch expeditions". */
  static String words(String name) {
    if (name.equals(name.toUpperCase(Locale.ROOT))) {
      return name.toLowerCase(Locale.ROOT).replace('_', ' ');
    }
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (Character.isUpperCase(c) && i > 0) {
        out.append(' ');
      }
      out.append(Character.toLowerCase(c));
    }
    return out.toString();
  }
}
