package dev.altered.text.fr;

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

/** The French printer's words and numbers: quantities, stats, statuses, phases, terrains (see {@link FrenchPrinter}). */
final class FrenchPrinterWords {
  private final FrenchPrinting printing;

  FrenchPrinterWords(FrenchPrinting printing) {
    this.printing = printing;
  }



  String quantity(Quantity q, boolean words) {
    return quantity(q, words, false);
  }

  String quantity(Quantity q, boolean words, boolean feminine) {
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
      return "le nombre " + de(printing.objects.obj(n.objects(), false, FrenchPrinterObjects.Role.COUNTED));
    }
    if (q instanceof Quantity.CountersOn c) {
      return printing.objects.possessor(c.owner(), false, false) + " nombre de " + counterNoun(c.counter(), true);
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
    return printing.objects.possessor(st.of(), false, true) + " " + FrenchPrinterEvents.statName(st.stat());
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
  String countNoun(Quantity q, boolean feminine) {
    return quantity(q, true, feminine);
  }

  String counters(Quantity q, Counter counter) {
    return quantity(q, false) + " " + counterNoun(counter, !isOne(q));
  }

  /** "au moins 3 boosts", "4 boosts ou moins", "moins de 5 compteurs Ferraille". */
  String counterCount(Condition.Count.Range range, Quantity count, Counter counter) {
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

  static String counterNoun(Counter counter, boolean plural) {
    if (counter.equals(Counter.BOOST)) {
      return plural ? "boosts" : "boost";
    }
    if (counter.equals(Counter.ANY)) {
      return plural ? "compteurs" : "compteur";
    }
    return (plural ? "compteurs " : "compteur ") + FrenchLexicon.counterName(counter.id());
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

  static String ordinal(Quantity q, boolean feminine) {
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
  static String status(Status s, boolean feminine, boolean plural) {
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

  static String statusList(List<Status> statuses, boolean feminine, boolean plural) {
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
  static String keywordName(KeywordAbilityId id, boolean plural) {
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
  static String keywordAction(KeywordAction a, FrenchPrinterVerbs.Person person) {
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

  static String symbol(TriggerSymbol s, boolean upper) {
    String letter = switch (s) {
      case JOIN -> "j";
      case HAND -> "h";
      case RESERVE -> "r";
    };
    return "{" + (upper ? letter.toUpperCase(java.util.Locale.ROOT) : letter) + "}";
  }

  static String kinds(List<TriggerSymbol> kinds) {
    List<String> out = new ArrayList<>();
    for (TriggerSymbol k : kinds) {
      out.add(symbol(k, false));
    }
    return andList(out);
  }

  static String phaseName(Phase p) {
    return switch (p) {
      case MORNING -> "Matin";
      case NOON -> "Midi";
      case AFTERNOON -> "Après-midi";
      case DUSK -> "Crépuscule";
      case NIGHT -> "Nuit";
      case REST -> "Repos";
    };
  }

  static String phaseWithArticle(Phase p) {
    return switch (p) {
      case AFTERNOON -> "l'Après-midi";
      case NIGHT -> "la Nuit";
      default -> "le " + phaseName(p);
    };
  }

  static String duration(Duration d) {
    return switch (d) {
      case THIS_TURN -> "ce tour";
      case THIS_AFTERNOON -> "cet Après-midi";
      case THIS_DAY -> "ce Jour";
    };
  }

  static String terrain(Terrain t) {
    return switch (t) {
      case FOREST -> "{V}";
      case MOUNTAIN -> "{M}";
      case WATER -> "{O}";
    };
  }

  /** "de" before a phrase; the final elision pass makes "de le" "du" and "de une" "d'une". */
  static String de(String phrase) {
    return "de " + phrase;
  }

  static String andList(List<String> items) {
    return list(items, "et");
  }

  static String orList(List<String> items) {
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

  static String lowerFirst(String s) {
    if (s.isEmpty() || s.startsWith("{") || s.startsWith("[")) {
      return s;
    }
    return Character.toLowerCase(s.charAt(0)) + s.substring(1);
  }
}
