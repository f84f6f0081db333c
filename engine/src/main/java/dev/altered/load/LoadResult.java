package dev.altered.load;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.altered.card.CardDefinition;
import dev.altered.card.Language;
import dev.altered.cardfile.Diagnostic;
import dev.altered.cardfile.SourcedCard;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Everything one load produced.
 *
 * @param cards every card that loaded (read cleanly and, when the stages ran, whose abilities all parsed and
 *     compiled), in file order
 * @param read every card read cleanly, in file order: {@code cards} and those an ability that did not parse or compile
 *     left out (their {@link #programs} say which and where)
 * @param diagnostics every problem, with file, line and column
 * @param setNames set id to set name, as the files declare them
 * @param files number of files read
 * @param abilities ability occurrences over all cards and languages
 * @param distinctAbilities distinct (language, ability text) pairs: the parse stage's work
 * @param parsedLanguages the languages whose abilities the parse stage read (those with a front-end)
 * @param distinctParsed distinct parse results of the texts parsed in this load, when a parser ran (texts the
 *     {@link StageCache} held were not parsed)
 * @param distinctPrograms distinct compiled programs, when a compiler ran (those read from the stage cache included)
 * @param cachedAbilities distinct ability texts whose parse outcome came from the {@link StageCache}, not the stage
 * @param parsedTexts ability texts the parse stage read in this load (0 when the cache held every one)
 * @param compiledUnits units the compile stage compiled in this load (0 when the cache held every one)
 * @param programs what the games run, when the compile stage ran: every card's programs in order
 * @param timings wall-clock milliseconds of each phase, measured in-process
 */
public record LoadResult(
    ImmutableList<SourcedCard> cards,
    ImmutableList<SourcedCard> read,
    ImmutableList<Diagnostic> diagnostics,
    ImmutableMap<String, String> setNames,
    int files,
    long abilities,
    int distinctAbilities,
    ImmutableSet<Language> languages,
    ImmutableSet<Language> parsedLanguages,
    OptionalInt distinctParsed,
    OptionalInt distinctPrograms,
    int cachedAbilities,
    int parsedTexts,
    int compiledUnits,
    Optional<CardPrograms> programs,
    Timings timings) {

  /** Milliseconds; a phase that did not run is 0 and named in {@link #notRun}. */
  public record Timings(long read, long dedup, long parse, long compile, long total,
      ImmutableList<String> notRun) {}

  public LoadResult {
    Objects.requireNonNull(cards, "cards");
    Objects.requireNonNull(read, "read");
    Objects.requireNonNull(programs, "programs");
    Objects.requireNonNull(diagnostics, "diagnostics");
    Objects.requireNonNull(setNames, "setNames");
    Objects.requireNonNull(languages, "languages");
    Objects.requireNonNull(parsedLanguages, "parsedLanguages");
    Objects.requireNonNull(distinctParsed, "distinctParsed");
    Objects.requireNonNull(distinctPrograms, "distinctPrograms");
    Objects.requireNonNull(timings, "timings");
  }

  public boolean hasErrors() {
    return diagnostics.stream().anyMatch(Diagnostic::isError);
  }

  public ImmutableList<CardDefinition> definitions() {
    return cards.stream().map(SourcedCard::card).collect(ImmutableList.toImmutableList());
  }
}
