package dev.altered.translate;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.Language;
import dev.altered.cardfile.SourcedCard;
import dev.altered.load.Abilities;
import dev.altered.load.LanguageGuess;
import dev.altered.text.AbilityPrinter;
import dev.altered.text.FrontEnd;
import dev.altered.text.Glossary;
import dev.altered.text.Markup;
import dev.altered.text.ParsedAbility;
import dev.altered.text.SourceText;
import dev.altered.text.TextReader;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks translations by meaning: each translated ability is parsed by its language's front-end and its AST compared
 * with the English ability's AST (2.2.4.c: English is the reference). Differences are explained in plain words, with
 * the canonical wording printed from the English AST in the translation's language as a suggestion. Texts that are
 * not what they claim to be (another language, English left untranslated, an unexpanded placeholder, unbalanced
 * markup) are reported once per text box, and their abilities are not compared.
 *
 * <p>Works for every language that has a front-end in {@link TextReader}; a language without one is skipped.
 */
public final class TranslationCheck {
  private TranslationCheck() {}

  /** Per language: abilities read, abilities that parse, and those whose AST equals the English one. */
  public record Totals(Language lang, int abilities, int parsed, int same) {}

  /** What the check found. */
  public record Report(ImmutableList<Totals> languages, ImmutableList<Finding> findings) {}

  /** An unexpanded placeholder of the source data: an upper-case bracket such as {@code [MANA_MOTH]}, {@code [BB]}. */
  private static final Pattern PLACEHOLDER = Pattern.compile("\\[[A-Z][A-Z0-9_]+\\]");

  /**
   * Checks the given languages of every card (English itself is the reference and is not checked; languages without
   * a front-end are skipped).
   */
  public static Report check(List<SourcedCard> cards, Set<Language> languages) {
    return check(cards, languages, dev.altered.load.LoadProgress.NONE);
  }

  /** {@link #check}, telling {@code progress} how many cards are checked ("translate" stage), as a load does. */
  public static Report check(List<SourcedCard> cards, Set<Language> languages,
      dev.altered.load.LoadProgress progress) {
    Map<String, ParsedAbility> englishCache = new HashMap<>();
    Map<Language, int[]> counts = new EnumMap<>(Language.class);
    List<Finding> findings = new ArrayList<>();
    Set<Language> checked = new LinkedHashSet<>();
    for (Language l : Language.values()) {
      if (l != Language.EN && languages.contains(l) && TextReader.frontEnd(l).isPresent()) {
        checked.add(l);
        counts.put(l, new int[3]);
      }
    }
    FrontEnd english = TextReader.frontEnd(Language.EN).orElseThrow();
    // The words the sets define in reminder text, lent to the abilities that print them without it, as the loader
    // does (issue 18): a rare version's "[In Contact]" reads as the common one's.
    Glossary.Builder definitions = Glossary.builderWithPublished();
    for (SourcedCard sourced : cards) {
      for (Language l : Language.values()) {
        CardText text = sourced.card().text(l);
        text.mainLines().forEach(line -> definitions.add(l, line));
        text.supportLines().forEach(line -> definitions.add(l, line));
      }
    }
    Glossary glossary = definitions.build();
    int done = 0;
    progress.advanced("translate", 0, cards.size());
    for (SourcedCard sourced : cards) {
      if (++done % 50 == 0) {
        progress.advanced("translate", done, cards.size());
      }
      CardDefinition card = sourced.card();
      CardText en = card.text(Language.EN);
      for (Language lang : checked) {
        CardText text = card.text(lang);
        FrontEnd frontEnd = TextReader.frontEnd(lang).orElseThrow();
        Optional<AbilityPrinter> printer = TextReader.printer(lang);
        for (boolean support : new boolean[] {false, true}) {
          ImmutableList<String> enLines = support ? en.supportLines() : en.mainLines();
          ImmutableList<String> lines = support ? text.supportLines() : text.mainLines();
          new Box(sourced, lang, support, enLines, lines, english, frontEnd, printer, englishCache, counts.get(lang),
              findings, glossary).check();
        }
      }
    }
    progress.advanced("translate", cards.size(), cards.size());
    List<Totals> totals = new ArrayList<>();
    for (Language l : checked) {
      int[] c = counts.get(l);
      totals.add(new Totals(l, c[0], c[1], c[2]));
    }
    return new Report(ImmutableList.copyOf(totals), ImmutableList.copyOf(findings));
  }

  /** One text box of one card in one language, with its English original. */
  private record Box(SourcedCard sourced, Language lang, boolean support, ImmutableList<String> enLines,
      ImmutableList<String> lines, FrontEnd english, FrontEnd frontEnd, Optional<AbilityPrinter> printer,
      Map<String, ParsedAbility> englishCache, int[] counts, List<Finding> findings, Glossary glossary) {

    void check() {
      if (lines.isEmpty() && enLines.isEmpty()) {
        return;
      }
      String reference = sourced.card().reference();
      String enBox = String.join(CardText.LINE_SEPARATOR, enLines);
      String box = String.join(CardText.LINE_SEPARATOR, lines);
      int[] at = sourced.position(lang, support, 0);
      if (lines.isEmpty()) {
        if (!Markup.split(enBox).isEmpty()) {
          findings.add(new Finding(reference, lang, Finding.Kind.MISSING, "the English has "
              + (support ? "a support ability" : "abilities") + ", the " + Explain.name(lang) + " text has none",
              enBox, "", Optional.empty(), sourced.file(), sourced.line(), sourced.column()));
        }
        return;
      }
      List<Piece> pieces = pieces(lang, lines);
      counts[0] += pieces.size();
      // Texts that are not what they claim to be: reported once for the box, abilities not compared.
      if (!enLines.isEmpty() && comparable(box).equals(comparable(enBox))) {
        findings.add(new Finding(reference, lang, Finding.Kind.UNTRANSLATED, "the " + Explain.name(lang)
            + " text is the English text, left untranslated", enBox, box, suggestion(pieces, enBox), sourced.file(),
            at[0], at[1]));
        return;
      }
      Optional<Language> reads = LanguageGuess.wrongLanguage(lang, box);
      if (reads.isPresent()) {
        boolean englishLeft = reads.get() == Language.EN;
        findings.add(new Finding(reference, lang, englishLeft ? Finding.Kind.UNTRANSLATED
            : Finding.Kind.WRONG_LANGUAGE, "the " + Explain.name(lang) + " text reads as " + Explain.name(reads.get())
            + (englishLeft ? " (left untranslated?)" : " (the text of another language?)"), enBox, box,
            suggestion(pieces, enBox), sourced.file(), at[0], at[1]));
        return;
      }
      List<Piece> enPieces = pieces(Language.EN, enLines);
      if (!enLines.isEmpty() && enPieces.size() != pieces.size()) {
        findings.add(new Finding(reference, lang, Finding.Kind.ABILITY_COUNT, "the English has " + enPieces.size()
            + " abilities, the " + Explain.name(lang) + " text " + pieces.size(), enBox, box, Optional.empty(),
            sourced.file(), at[0], at[1]));
      }
      for (int i = 0; i < pieces.size(); i++) {
        Piece piece = pieces.get(i);
        Optional<Piece> original = i < enPieces.size() ? Optional.of(enPieces.get(i)) : Optional.empty();
        ability(piece, original);
      }
    }

    /** The other language whose reader reads this ability, if one does. */
    private Optional<Language> readBy(Piece piece) {
      for (Language other : TextReader.languages()) {
        if (other != lang && TextReader.frontEnd(other).orElseThrow().parse(piece.markup().ability()).ok()) {
          return Optional.of(other);
        }
      }
      return Optional.empty();
    }

    private void ability(Piece piece, Optional<Piece> original) {
      String reference = sourced.card().reference();
      String localized = piece.markup().ability().text();
      String englishText = original.map(o -> o.markup().ability().text()).orElse("");
      Optional<ParsedAbility> en = original.flatMap(o -> o.markup().error().isPresent() ? Optional.empty()
          : Optional.of(englishCache.computeIfAbsent(o.markup().ability().text(),
              t -> english.parse(o.markup().ability()))));
      Optional<Ability> enAst = en.flatMap(ParsedAbility::ast);
      if (piece.markup().error().isPresent()) {
        var e = piece.markup().error().get();
        findings.add(new Finding(reference, lang, Finding.Kind.MARKUP, e.message(), englishText,
            piece.markup().ability().original(), suggestion(enAst), sourced.file(), e.line(),
            e.column()));
        return;
      }
      Matcher placeholder = PLACEHOLDER.matcher(localized);
      if (placeholder.find()) {
        findings.add(new Finding(reference, lang, Finding.Kind.PLACEHOLDER, "the unexpanded placeholder "
            + placeholder.group() + " is a defect of the source data", englishText, localized, suggestion(enAst),
            sourced.file(), piece.line(), piece.column() + placeholder.start()));
        return;
      }
      ParsedAbility parsed = frontEnd.parse(piece.markup().ability());
      if (!parsed.ok()) {
        // Too short for function words to tell: a text that another language reads is that language's text, a
        // wrong-language finding like those found by words, not a parse error in the words of this grammar.
        Optional<Language> reads = readBy(piece);
        if (reads.isPresent()) {
          boolean englishLeft = reads.get() == Language.EN;
          findings.add(new Finding(reference, lang, englishLeft ? Finding.Kind.UNTRANSLATED
              : Finding.Kind.WRONG_LANGUAGE, "the " + Explain.name(lang) + " text reads as "
              + Explain.name(reads.get()) + (englishLeft ? " (left untranslated?)" : " (the text of another language?)"),
              englishText, localized, suggestion(enAst), sourced.file(), piece.line(), piece.column()));
          return;
        }
        var e = parsed.error().get();
        findings.add(new Finding(reference, lang, Finding.Kind.PARSE, e.message(), englishText, localized,
            suggestion(enAst), sourced.file(), e.line(), e.column()));
        return;
      }
      counts[1]++;
      if (enAst.isEmpty()) {
        return;
      }
      Optional<AstDiff.Difference> difference = AstDiff.first(enAst.get(), parsed.ast().get());
      if (difference.isPresent()) {
        // Wordings a translator may choose freely (Equivalence) are looked through only where the ASTs differ.
        difference = AstDiff.first(Equivalence.canonical(enAst.get()), Equivalence.canonical(parsed.ast().get()));
      }
      if (difference.isEmpty()) {
        counts[2]++;
        return;
      }
      findings.add(new Finding(reference, lang, Finding.Kind.MEANING, Explain.difference(difference.get(), lang),
          englishText, localized, suggestion(enAst), sourced.file(), piece.line(), piece.column()));
    }

    private Optional<String> suggestion(Optional<Ability> ast) {
      if (ast.isEmpty() || printer.isEmpty()) {
        return Optional.empty();
      }
      try {
        return Optional.of(printer.get().print(ast.get()));
      } catch (RuntimeException cannotPrint) {
        // A printer that has no wording for a construct gives no suggestion rather than failing the check.
        return Optional.empty();
      }
    }

    private Optional<String> suggestion(List<Piece> pieces, String enBox) {
      if (printer.isEmpty() || enLines.isEmpty()) {
        return Optional.empty();
      }
      List<String> out = new ArrayList<>();
      for (Piece p : pieces(Language.EN, enLines)) {
        if (p.markup().error().isPresent()) {
          return Optional.empty();
        }
        ParsedAbility parsed = englishCache.computeIfAbsent(p.markup().ability().text(),
            t -> english.parse(p.markup().ability()));
        Optional<String> s = suggestion(parsed.ast());
        if (s.isEmpty()) {
          return Optional.empty();
        }
        out.add(s.get());
      }
      return Optional.of(String.join("  ", out));
    }

    /** The abilities of a box, each with the file position of its first line. */
    private List<Piece> pieces(Language language, ImmutableList<String> boxLines) {
      List<String> abilities = Abilities.of(boxLines);
      int[] firstLines = Abilities.firstLines(boxLines);
      List<Piece> out = new ArrayList<>();
      for (int i = 0; i < abilities.size(); i++) {
        int[] at = sourced.position(language, support, firstLines[i]);
        SourceText source = new SourceText(glossary.complete(language, abilities.get(i)), Math.max(1, at[0]),
            Math.max(1, at[1]));
        for (Markup.Piece p : Markup.split(source)) {
          int offset = p.ability().originalOffset(0);
          out.add(new Piece(p, at[0], at[1] + offset));
        }
      }
      return out;
    }
  }

  /** An ability of a box and where it starts in the file. */
  private record Piece(Markup.Piece markup, int line, int column) {}

  /** Markup and spacing do not make a translation. */
  private static String comparable(String text) {
    return text.replaceAll("[\\s\u00a0#]+", "").toLowerCase(java.util.Locale.ROOT);
  }
}
