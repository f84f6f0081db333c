package dev.altered.text.en;

import static dev.altered.ast.PrintedShape.unmodified;
import static dev.altered.ast.PrintedShape.objectSubject;
import static dev.altered.ast.PrintedShape.sameObject;
import static dev.altered.ast.PrintedShape.plural;
import static dev.altered.ast.PrintedShape.isOne;

import dev.altered.ast.Condition;
import dev.altered.ast.Counter;
import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.Quantity;
import dev.altered.ast.Status;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * English printing: words and numbers (quantities, mana, counters, keywords, phases, durations, terrains) and
 * the small text helpers (verb forms, lists, capitals), most of them static.
 */
final class EnglishWordPrinter {
  private final EnglishPrinting run;

  EnglishWordPrinter(EnglishPrinting run) {
    this.run = run;
  }

  /** A number: words for objects ("two cards"), digits otherwise. */
  String quantity(Quantity q, boolean words) {
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
      return "the number of " + run.objects.obj(n.objects(), false, false);
    }
    if (q instanceof Quantity.CountersOn c) {
      return run.objects.possessor(c.owner()) + " number of " + counterNoun(c.counter(), true);
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
    return run.objects.possessor(st.of()) + " " + switch (st.stat()) {
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

  String countNoun(Quantity q, String singular, String plural) {
    if (isOne(q)) {
      return "a " + singular;
    }
    return quantity(q, true) + " " + plural;
  }

  String counters(Quantity q, Counter counter) {
    if (q instanceof Quantity.NumberOf || q instanceof Quantity.CountersOn || q instanceof Quantity.StatOf
        || q instanceof Quantity.DieResult || q instanceof Quantity.RemovedThisWay) {
      return counterNoun(counter, true) + " equal to " + quantity(q, false);
    }
    return quantity(q, false) + " " + counterNoun(counter, !isOne(q));
  }

  /** "3 or more boosts", "2 Kelon counters or less", "less than 2 boosts". */
  String counterCount(Condition.Count.Range range, Quantity count, Counter counter) {
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

  static String counterNoun(Counter counter, boolean plural) {
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

  String mana(Quantity q) {
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

  String plainNumber(Quantity q) {
    if (q instanceof Quantity.X x && x.plus() == 0) {
      return "X";
    }
    return quantity(q, false);
  }

  String ordinal(Quantity q) {
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

  static String status(Status s) {
    return "[[" + capitalize(s.name().toLowerCase(Locale.ROOT)) + "]]";
  }

  static String keywordName(KeywordAbilityId id) {
    return capitalize(id.name().toLowerCase(Locale.ROOT));
  }

  /** "[Resupply]" / "[Resupplies]". */
  static String keywordAction(KeywordAction a, boolean third) {
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

  static String symbol(TriggerSymbol s, boolean upper) {
    String letter = switch (s) {
      case JOIN -> "j";
      case HAND -> "h";
      case RESERVE -> "r";
    };
    return "{" + (upper ? letter.toUpperCase(Locale.ROOT) : letter) + "}";
  }

  static String kinds(List<TriggerSymbol> kinds) {
    List<String> out = new ArrayList<>();
    for (TriggerSymbol k : kinds) {
      out.add(symbol(k, false));
    }
    return andList(out);
  }

  static String phase(Phase p) {
    return capitalize(p.name().toLowerCase(Locale.ROOT));
  }

  static String duration(Duration d) {
    return switch (d) {
      case THIS_TURN -> "this turn";
      case THIS_AFTERNOON -> "this Afternoon";
      case THIS_DAY -> "this Day";
    };
  }

  /** "{V} and {O}", the terrains of a Terrain Marker (3.2.1.d). */
  static String terrains(List<Terrain> terrains) {
    List<String> out = new ArrayList<>();
    for (Terrain t : terrains) {
      out.add(terrain(t));
    }
    if (out.size() < 2) {
      return String.join("", out);
    }
    return String.join(", ", out.subList(0, out.size() - 1)) + " and " + out.get(out.size() - 1);
  }

  static String terrain(Terrain t) {
    return switch (t) {
      case FOREST -> "{V}";
      case MOUNTAIN -> "{M}";
      case WATER -> "{O}";
    };
  }

  static String verb(String base, boolean third) {
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

  static String andList(List<String> items) {
    return list(items, "and");
  }

  static String orList(List<String> items) {
    return list(items, "or");
  }

  private static String list(List<String> items, String conjunction) {
    if (items.size() == 1) {
      return items.get(0);
    }
    return String.join(", ", items.subList(0, items.size() - 1)) + " " + conjunction + " "
        + items.get(items.size() - 1);
  }

  static boolean startsWithVowel(String word) {
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

  static String lowerFirst(String s) {
    if (s.isEmpty() || s.startsWith("I ") || s.startsWith("I'm") || s.startsWith("{") || s.startsWith("[")) {
      return s;
    }
    return Character.toLowerCase(s.charAt(0)) + s.substring(1);
  }
}
