package dev.altered.text.romance;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.Status;
import dev.altered.card.Language;
import dev.altered.grammar.romance.RomanceParser;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Romance language's words as the concept tokens of {@code RomanceParser.g4}: every inflected form of a verb, noun
 * or determiner maps to one concept ("gana", "ganan", "gane" are GAIN) with the features the builder needs (person,
 * number, a number's value); fixed phrases map to one concept ("en vez de eso" is INSTEAD); contractions and
 * enclitics map to several ("del" is OF THE, "colócalo" PUT IT). Bracketed keywords, statuses, sub-types, token and
 * counter names map to language-neutral ids (token and counter names to the English names the English AST holds, so
 * that the same card compares equal).
 *
 * <p>Words are looked up in lower case, first as written (Spanish "tú" and "tu", Italian "è" and "e" differ only by the
 * accent), then without accents.
 */
public final class RomanceLexicon {
  /** Feature bits of a word form. */
  public static final int PLURAL = 1;
  public static final int P1 = 1 << 1;
  public static final int P2 = 1 << 2;
  public static final int P3 = 1 << 3;
  public static final int IMPERATIVE = 1 << 4;
  public static final int INFINITIVE = 1 << 5;
  public static final int SUBJUNCTIVE = 1 << 6;
  public static final int PAST = 1 << 7;
  public static final int PARTICIPLE = 1 << 8;
  public static final int FEMININE = 1 << 9;
  public static final int SINGULAR = 1 << 10;

  /** One concept token a word makes: its type, features and value (a number's value, an ordinal's rank). */
  public record Out(int type, int features, int value) {}

  /** A fixed phrase: the lower-case, accent-free words (or punctuation) and the concepts they make. */
  record Phrase(String[] words, ImmutableList<Out> out) {}

  private final Language language;
  private final ImmutableMap<String, ImmutableList<Out>> accented;
  private final ImmutableMap<String, ImmutableList<Out>> words;
  private final ImmutableMap<String, ImmutableList<Phrase>> phrases;
  private final ImmutableList<Enclitic> enclitics;
  private final ImmutableMap<String, KeywordAction> actions;
  private final ImmutableMap<String, KeywordAbilityId> abilities;
  private final ImmutableMap<String, Status> statuses;
  private final ImmutableMap<String, String> subtypes;
  private final java.util.Set<String> pluralSubtypes;
  private final ImmutableMap<String, String> tokenNames;
  private final ImmutableMap<String, String> counterNames;
  private final Map<String, Optional<ImmutableList<Out>>> cache = new ConcurrentHashMap<>();
  private final ImmutableMap<Integer, String> examples;

  /** A pronoun suffix of verbs ("-lo" in "colócalo"): the concept it makes, none for a partitive ("-ne"). */
  record Enclitic(String suffix, Optional<Out> out) {}

  private RomanceLexicon(Builder b) {
    this.language = b.language;
    this.accented = ImmutableMap.copyOf(b.accented);
    this.words = ImmutableMap.copyOf(b.words);
    Map<String, List<Phrase>> byFirst = new HashMap<>();
    for (Phrase p : b.phrases) {
      byFirst.computeIfAbsent(p.words()[0], k -> new ArrayList<>()).add(p);
    }
    ImmutableMap.Builder<String, ImmutableList<Phrase>> ph = ImmutableMap.builder();
    for (Map.Entry<String, List<Phrase>> e : byFirst.entrySet()) {
      List<Phrase> list = new ArrayList<>(e.getValue());
      // Longest first, so that the first match is the longest.
      list.sort((x, y) -> Integer.compare(y.words().length, x.words().length));
      ph.put(e.getKey(), ImmutableList.copyOf(list));
    }
    this.phrases = ph.buildOrThrow();
    List<Enclitic> enc = new ArrayList<>(b.enclitics);
    enc.sort((x, y) -> Integer.compare(y.suffix().length(), x.suffix().length()));
    this.enclitics = ImmutableList.copyOf(enc);
    this.actions = ImmutableMap.copyOf(b.actions);
    this.abilities = ImmutableMap.copyOf(b.abilities);
    this.statuses = ImmutableMap.copyOf(b.statuses);
    this.subtypes = ImmutableMap.copyOf(b.subtypes);
    this.pluralSubtypes = java.util.Set.copyOf(b.pluralSubtypes);
    this.tokenNames = ImmutableMap.copyOf(b.tokenNames);
    this.counterNames = ImmutableMap.copyOf(b.counterNames);
    this.examples = ImmutableMap.copyOf(b.examples);
  }

  /** A word of the language that makes this concept (for errors), or "" if none does. */

  /** Every bracketed word the lexicon knows (keyword actions and abilities, statuses), for "did you mean". */
  public java.util.Set<String> bracketWords() {
    java.util.Set<String> words = new java.util.LinkedHashSet<>(abilities.keySet());
    words.addAll(statuses.keySet());
    words.addAll(actions.keySet());
    return words;
  }
  public String example(int type) {
    return examples.getOrDefault(type, "");
  }

  public Language language() {
    return language;
  }

  /** Lower case without accents: the key words are looked up by. */
  public static String fold(String word) {
    String lower = word.toLowerCase(Locale.ROOT);
    boolean ascii = true;
    for (int i = 0; i < lower.length(); i++) {
      if (lower.charAt(i) > 127) {
        ascii = false;
        break;
      }
    }
    if (ascii) {
      return lower;
    }
    String d = Normalizer.normalize(lower, Normalizer.Form.NFD);
    StringBuilder out = new StringBuilder(d.length());
    for (int i = 0; i < d.length(); i++) {
      char c = d.charAt(i);
      if (Character.getType(c) != Character.NON_SPACING_MARK) {
        out.append(c);
      }
    }
    return out.toString();
  }

  /** The concepts of one word, or empty when the lexicon does not know it (it stays a plain WORD). */
  public Optional<ImmutableList<Out>> word(String written) {
    if (cache.size() > 50_000) {
      cache.clear();
    }
    return cache.computeIfAbsent(written, this::lookUp);
  }

  private Optional<ImmutableList<Out>> lookUp(String written) {
    String lower = written.toLowerCase(Locale.ROOT);
    ImmutableList<Out> out = accented.get(lower);
    if (out != null) {
      return Optional.of(out);
    }
    String key = fold(lower);
    out = words.get(key);
    if (out != null) {
      return Optional.of(out);
    }
    String subtype = subtypes.get(key);
    if (subtype != null) {
      return Optional.of(ImmutableList.of(new Out(RomanceParser.SUBTYPE, pluralSubtypes.contains(key) ? PLURAL : 0,
          0)));
    }
    // "colócalo": a verb form and a pronoun suffix.
    for (Enclitic e : enclitics) {
      if (key.length() > e.suffix().length() + 1 && key.endsWith(e.suffix())) {
        String stem = key.substring(0, key.length() - e.suffix().length());
        ImmutableList<Out> verb = verbStem(stem);
        if (verb != null) {
          return Optional.of(e.out().isEmpty() ? verb : ImmutableList.<Out>builder().addAll(verb).add(e.out().get())
              .build());
        }
      }
    }
    return Optional.empty();
  }

  /** A verb form that takes enclitics: an imperative, infinitive or gerund (Italian infinitives lose their -e). */
  private ImmutableList<Out> verbStem(String stem) {
    ImmutableList<Out> v = words.get(stem);
    if (v == null && language == Language.IT) {
      v = words.get(stem + "e");
      if (v == null && stem.endsWith("r")) {
        v = words.get(stem + "re");
      }
    }
    if (v == null || v.size() != 1) {
      return null;
    }
    int f = v.get(0).features();
    return (f & (IMPERATIVE | INFINITIVE)) != 0 ? v : null;
  }

  /** Whether these words (lower case, accents folded) start a phrase; the longest phrase first. */
  ImmutableList<Phrase> phrasesStartingWith(String foldedWord) {
    ImmutableList<Phrase> p = phrases.get(foldedWord);
    return p == null ? ImmutableList.of() : p;
  }

  /** Whether a word can be the first word of a phrase (saves lookahead). */
  boolean startsPhrase(String foldedWord) {
    return phrases.containsKey(foldedWord);
  }

  public Optional<KeywordAction> action(String inside) {
    return Optional.ofNullable(actions.get(norm(inside)));
  }

  public Optional<Status> status(String inside) {
    return Optional.ofNullable(statuses.get(norm(inside)));
  }

  public Optional<String> subtype(String word) {
    return Optional.ofNullable(subtypes.get(fold(word)));
  }

  /** A keyword ability with its optional number or X: {@code "Resistencia 2"}, {@code "Explorar"}. */
  public record KeywordWithParameter(KeywordAbilityId id, Optional<String> parameter) {}

  private static final Pattern PARAMETERIZED = Pattern.compile("^(.*?)\\s+(\\d+|x)$", Pattern.CASE_INSENSITIVE);

  public Optional<KeywordWithParameter> ability(String inside) {
    String n = norm(inside);
    KeywordAbilityId id = abilities.get(n);
    if (id != null) {
      return Optional.of(new KeywordWithParameter(id, Optional.empty()));
    }
    Matcher m = PARAMETERIZED.matcher(n);
    if (m.matches()) {
      id = abilities.get(m.group(1));
      if (id != null) {
        return Optional.of(new KeywordWithParameter(id, Optional.of(m.group(2))));
      }
    }
    return Optional.empty();
  }

  /**
   * A token's name and statistics as printed: {@code Bicholata 2/2/2}; the name as the English card prints it.
   * {@code statistics} is false for a name printed alone ({@code [Aerolito]}): the set's token card defines it
   * (7.3.5.b, a Landmark Permanent token has no statistics, 2.2.11.c).
   */
  public record TokenName(String name, int forest, int mountain, int water, boolean statistics) {}

  private static final Pattern TOKEN = Pattern.compile("^(.+?)\\s+(\\d+)/(\\d+)/(\\d+)$");

  public Optional<TokenName> tokenName(String inside) {
    Matcher m = TOKEN.matcher(inside.strip().replaceAll("\\s+", " "));
    if (!m.matches()) {
      String alone = tokenNames.get(norm(inside));
      return alone == null ? Optional.empty() : Optional.of(new TokenName(alone, 0, 0, 0, false));
    }
    String name = m.group(1);
    String english = tokenNames.getOrDefault(fold(name), name);
    return Optional.of(new TokenName(english, Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
        Integer.parseInt(m.group(4)), true));
  }

  /** The localized name of a token given its English name, if the lexicon knows it. */
  public Optional<String> localTokenName(String english) {
    return Optional.ofNullable(localTokens().get(english));
  }

  private volatile Map<String, String> localTokens;

  private Map<String, String> localTokens() {
    Map<String, String> m = localTokens;
    if (m == null) {
      m = new HashMap<>();
      for (Map.Entry<String, String> e : printedTokenNames.entrySet()) {
        m.putIfAbsent(e.getValue(), e.getKey());
      }
      localTokens = m;
    }
    return m;
  }

  /** The counter id of a localized counter name ("kelón" is KELON); unknown names keep their own words. */
  public String counterId(String words) {
    String id = counterNames.get(fold(words.strip().replaceAll("\\s+", " ")));
    return id != null ? id : words;
  }

  /** The localized counter name of an id, if the lexicon knows it. */
  public Optional<String> counterName(String id) {
    for (Map.Entry<String, String> e : printedCounterNames.entrySet()) {
      if (e.getValue().equals(id)) {
        return Optional.of(e.getKey());
      }
    }
    return Optional.empty();
  }

  private Map<String, String> printedTokenNames = Map.of();
  private Map<String, String[]> printedSubtypes = Map.of();

  /** The printed name of a sub-type id, singular or plural, if the lexicon knows it. */
  public Optional<String> subtypeName(String id, boolean plural) {
    String[] forms = printedSubtypes.get(id);
    return forms == null ? Optional.empty() : Optional.of(forms[plural ? 1 : 0]);
  }
  private Map<String, String> printedCounterNames = Map.of();

  private static String norm(String inside) {
    return fold(inside.strip().replaceAll("\\s+", " "));
  }

  public static Builder builder(Language language) {
    return new Builder(language);
  }

  /** Builds a lexicon; every method adds entries. */
  public static final class Builder {
    private final Language language;
    private final Map<String, ImmutableList<Out>> accented = new LinkedHashMap<>();
    private final Map<String, ImmutableList<Out>> words = new LinkedHashMap<>();
    private final List<Phrase> phrases = new ArrayList<>();
    private final List<Enclitic> enclitics = new ArrayList<>();
    private final Map<String, KeywordAction> actions = new LinkedHashMap<>();
    private final Map<String, KeywordAbilityId> abilities = new LinkedHashMap<>();
    private final Map<String, Status> statuses = new LinkedHashMap<>();
    private final Map<String, String> subtypes = new LinkedHashMap<>();
    private final java.util.Set<String> pluralSubtypes = new java.util.HashSet<>();
    private final Map<String, String[]> printedSubtypes = new LinkedHashMap<>();
    private final Map<String, String> tokenNames = new LinkedHashMap<>();
    private final Map<String, String> counterNames = new LinkedHashMap<>();
    private final Map<String, String> printedTokenNames = new LinkedHashMap<>();
    private final Map<String, String> printedCounterNames = new LinkedHashMap<>();
    private final Map<Integer, String> examples = new LinkedHashMap<>();

    private Builder(Language language) {
      this.language = language;
    }

    /** Words (any case, accents allowed: they are folded) that each make one concept. */
    public Builder words(int type, int features, String... forms) {
      if (forms.length > 0) {
        examples.putIfAbsent(type, forms[0]);
      }
      for (String f : forms) {
        put(fold(f), ImmutableList.of(new Out(type, features, 0)));
      }
      return this;
    }

    /** A word with a value: a number word, an ordinal. */
    public Builder value(int type, int value, int features, String... forms) {
      if (forms.length > 0) {
        examples.putIfAbsent(type, forms[0]);
      }
      for (String f : forms) {
        put(fold(f), ImmutableList.of(new Out(type, features, value)));
      }
      return this;
    }

    /** A word that makes several concepts ("del" OF THE). */
    public Builder split(String form, Out... out) {
      put(fold(form), ImmutableList.copyOf(out));
      return this;
    }

    /** A word whose accent tells it from another ("tú" YOU, "tu" YOUR): looked up as written first. */
    public Builder accented(String form, Out... out) {
      accented.put(form.toLowerCase(Locale.ROOT), ImmutableList.copyOf(out));
      return this;
    }

    /** A fixed phrase, words separated by spaces ("en vez de eso"). */
    public Builder phrase(String words, Out... out) {
      String[] w = fold(words).split(" ");
      if (out.length == 1) {
        examples.putIfAbsent(out[0].type(), words);
      }
      phrases.add(new Phrase(w, ImmutableList.copyOf(out)));
      return this;
    }

    public Builder enclitic(String suffix, Out out) {
      enclitics.add(new Enclitic(fold(suffix), Optional.of(out)));
      return this;
    }

    /** A partitive suffix ("mettine una": put one of them): the verb alone, the number that follows says how many. */
    public Builder partitiveEnclitic(String suffix) {
      enclitics.add(new Enclitic(fold(suffix), Optional.empty()));
      return this;
    }

    public Builder action(KeywordAction action, String... forms) {
      examples.putIfAbsent(RomanceParser.KW_ACTION, "[" + forms[0] + "]");
      for (String f : forms) {
        actions.put(norm(f), action);
      }
      return this;
    }

    public Builder ability(KeywordAbilityId id, String... forms) {
      examples.putIfAbsent(RomanceParser.KW_ABILITY, "[" + forms[0] + "]");
      for (String f : forms) {
        abilities.put(norm(f), id);
      }
      return this;
    }

    public Builder status(Status status, String... forms) {
      examples.putIfAbsent(RomanceParser.STATUS, "[[" + forms[0] + "]]");
      for (String f : forms) {
        statuses.put(norm(f), status);
      }
      return this;
    }

    /**
     * A sub-type id and its printed forms, in pairs singular, plural (one pair per gender): {@code "mago", "magos",
     * "maga", "magas"}. The first form is the one printed.
     */
    public Builder subtype(String id, String... forms) {
      if (forms.length % 2 != 0) {
        throw new IllegalArgumentException("sub-type forms come in pairs singular, plural: " + id);
      }
      examples.putIfAbsent(RomanceParser.SUBTYPE, forms[0]);
      printedSubtypes.putIfAbsent(id, new String[] {forms[0], forms[1]});
      for (int i = 0; i < forms.length; i++) {
        subtypes.put(fold(forms[i]), id);
        if (i % 2 == 1 && !fold(forms[i]).equals(fold(forms[i - 1]))) {
          pluralSubtypes.add(fold(forms[i]));
        }
      }
      return this;
    }

    /** A token's printed name in this language and its English name (the first form is the one printed). */
    public Builder tokenName(String english, String... forms) {
      examples.putIfAbsent(RomanceParser.TOKEN_SPEC, "[" + forms[0] + " 2/2/2]");
      for (String f : forms) {
        tokenNames.put(fold(f), english);
        printedTokenNames.putIfAbsent(f, english);
      }
      return this;
    }

    /** A counter's printed name and its id (the first form is the one printed). */
    public Builder counterName(String id, String... forms) {
      for (String f : forms) {
        counterNames.put(fold(f), id);
        printedCounterNames.putIfAbsent(f, id);
      }
      return this;
    }

    private void put(String key, ImmutableList<Out> out) {
      ImmutableList<Out> old = words.get(key);
      if (old != null && !old.equals(out)) {
        // A form of two concepts: keep the first (listed first on purpose), merging features of the same concept.
        if (old.size() == 1 && out.size() == 1 && old.get(0).type() == out.get(0).type()) {
          words.put(key, ImmutableList.of(new Out(old.get(0).type(), old.get(0).features() | out.get(0).features(),
              old.get(0).value())));
        }
        return;
      }
      words.put(key, out);
    }

    public RomanceLexicon build() {
      RomanceLexicon lexicon = new RomanceLexicon(this);
      lexicon.printedTokenNames = ImmutableMap.copyOf(printedTokenNames);
      lexicon.printedCounterNames = ImmutableMap.copyOf(printedCounterNames);
      lexicon.printedSubtypes = ImmutableMap.copyOf(printedSubtypes);
      return lexicon;
    }
  }

  /** A concept with no features. */
  public static Out out(int type) {
    return new Out(type, 0, 0);
  }

  public static Out out(int type, int features) {
    return new Out(type, features, 0);
  }
}
