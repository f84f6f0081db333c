package dev.altered.tools;

import dev.altered.card.CardDefinition;
import dev.altered.card.Language;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.CorpusJsonReader;
import dev.altered.cardfile.CorpusJsonWriter;
import dev.altered.cardfile.Diagnostic;
import dev.altered.cardfile.ReadResult;
import dev.altered.cardfile.TextPool;
import dev.altered.compile.CompileException;
import dev.altered.compile.Compiler;
import dev.altered.load.CardLoader;
import dev.altered.text.ParsedAbility;
import dev.altered.text.TextReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code altered fuzz}: real ability texts, card files and corpus JSON, mutated as a hostile tester would, read (and
 * abilities compiled) by the engine's readers. Counts crashes (an exception escaping), hangs (an input taking over
 * ten seconds, far beyond the milliseconds a reader takes) and problems without a position. The property tests run the same kinds of mutation in the build, a few hundred at a time.
 */
@Command(
    name = "fuzz",
    mixinStandardHelpOptions = true,
    description = {
        "Reads mutated ability texts (every language, then compiled), card files and corpus JSON made from real cards.",
        "Reports crashes (an exception escaping a reader or the compiler), hangs (an input taking over 10 s) and"
            + " problems reported without a line and column. The same seed gives the same inputs.",
        "Exit code 0 when there was none of them, 1 otherwise, 2 on bad usage."})
final class FuzzCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--inputs", paramLabel = "N", description = "mutated inputs to read (default 10000)")
  long inputs = 10_000;

  @Option(names = "--seed", paramLabel = "S", description = "random seed (default 1)")
  long seed = 1;

  @Option(names = "--cards", paramLabel = "DIR", description = "real cards to mutate (default: cards)")
  Path cardsDir = Path.of("cards");

  /** What hostile testers write into text: huge numbers, brackets, control characters, deep nesting. */
  private static final List<String> INSERTS = List.of("2147483648", "99999999999999999999", "-1", "0", "999", "1000",
      "[", "]", "[[", "]]", "{", "}", "\"", "\\", ",", ":", "•", "—", "|", "#", "\u0000", "\uFFFD", "\t", "\n", "\r",
      "  ", "   it: x", " en:", "card X", "null", "true", "[Toughh 1]", "[[Anchord]]", "[Brassbug 2147483648/2/2]",
      "{2147483648}", "ü", "\uD800", "[".repeat(1500), "{\"a\":".repeat(1200), "x".repeat(5000));

  private int crashes;
  private int slow;
  private int unpositioned;
  private final List<String> samples = new ArrayList<>();

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (inputs < 1) {
      err.println("altered fuzz: --inputs expects a positive number, got " + inputs);
      return 2;
    }
    if (Inputs.problem(List.of(cardsDir)).isPresent()) {
      err.println("altered fuzz: " + Inputs.problem(List.of(cardsDir)).get());
      return 2;
    }
    List<CardDefinition> cards = CardLoader.readOnly().load(List.of(cardsDir)).definitions();
    List<String[]> texts = new ArrayList<>(); // language code, text box
    for (CardDefinition card : cards) {
      for (Language language : Language.values()) {
        card.text(language).main().ifPresent(t -> texts.add(new String[] {language.code(), t}));
      }
    }
    List<String> cardFiles = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(cardsDir)) {
      for (Path file : (Iterable<Path>) walk.filter(p -> p.toString().endsWith(".cards")).sorted()::iterator) {
        cardFiles.add(Files.readString(file, StandardCharsets.UTF_8));
      }
    }
    if (texts.isEmpty() || cardFiles.isEmpty()) {
      err.println("altered fuzz: no ability text or card file in " + cardsDir);
      return 2;
    }
    SplittableRandom random = new SplittableRandom(seed);
    long start = System.nanoTime();
    for (long i = 0; i < inputs; i++) {
      long t0 = System.nanoTime();
      String kind;
      switch ((int) (i % 3)) {
        case 0 -> {
          kind = "ability";
          String[] text = texts.get(random.nextInt(texts.size()));
          ability(mutate(text[1], random));
        }
        case 1 -> {
          kind = "card file";
          cardFile(mutate(window(cardFiles.get(random.nextInt(cardFiles.size())), random), random));
        }
        default -> {
          kind = "json";
          json(mutate(corpusJson(cards, random), random));
        }
      }
      if (System.nanoTime() - t0 > 10_000_000_000L) {
        slow++;
        sample("hang: " + kind + " input #" + i + " (" + (System.nanoTime() - t0) / 1_000_000 + " ms)");
      }
      if (inputs >= 100 && (i + 1) % (inputs / 10) == 0) {
        err.printf("%d of %d inputs, %d crashes%n", i + 1, inputs, crashes);
        err.flush();
      }
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    samples.forEach(out::println);
    out.printf("%d inputs in %.1f s (seed %d): %d crashes, %d hangs, %d problems without a position%n",
        inputs, seconds, seed, crashes, slow, unpositioned);
    out.flush();
    return crashes + slow + unpositioned > 0 ? 1 : 0;
  }

  private void ability(String text) {
    for (Language language : TextReader.languages()) {
      try {
        for (ParsedAbility p : TextReader.read(language, text)) {
          if (p.error().isPresent()) {
            if (p.error().get().line() < 1 || p.error().get().column() < 1) {
              unpositioned++;
              sample("no position: " + language.code() + " " + p.error().get() + " in " + shown(text));
            }
          } else {
            try {
              Compiler.compile(p.ast().orElseThrow(), Compiler.Context.PERMANENT);
            } catch (CompileException expected) {
              // a text that reads but does not compile: reported with its position by the loader
            }
          }
        }
      } catch (RuntimeException | StackOverflowError e) {
        crash(language.code() + " ability", e, text);
      }
    }
  }

  private void cardFile(String content) {
    try {
      check(CardFileReader.read("fuzz.cards", content.getBytes(StandardCharsets.UTF_8), new TextPool()), content);
    } catch (RuntimeException | StackOverflowError e) {
      crash("card file", e, content);
    }
  }

  private void json(String content) {
    try {
      check(CorpusJsonReader.read("fuzz.json", content.getBytes(StandardCharsets.UTF_8), new TextPool()), content);
    } catch (RuntimeException | StackOverflowError e) {
      crash("json", e, content);
    }
  }

  private void check(ReadResult result, String content) {
    for (Diagnostic d : result.diagnostics()) {
      if (d.line() < 1 || d.column() < 1) {
        unpositioned++;
        sample("no position: " + d + " in " + shown(content));
      }
    }
  }

  private void crash(String what, Throwable e, String input) {
    crashes++;
    sample("crash reading " + what + ": " + e + " at " + (e.getStackTrace().length > 0 ? e.getStackTrace()[0] : "?")
        + " in " + shown(input));
  }

  private void sample(String line) {
    if (samples.size() < 20) {
      samples.add(line);
    }
  }

  private static String shown(String input) {
    String one = input.replace("\n", "\\n");
    return "\"" + (one.length() > 300 ? one.substring(0, 300) + "..." : one) + "\"";
  }

  /** A few whole cards of a card file: from one {@code card} line to a later one. */
  private static String window(String file, SplittableRandom random) {
    List<Integer> starts = new ArrayList<>();
    for (int at = file.indexOf("\ncard "); at >= 0; at = file.indexOf("\ncard ", at + 1)) {
      starts.add(at + 1);
    }
    if (starts.size() < 2) {
      return file;
    }
    int from = random.nextInt(starts.size() - 1);
    int to = Math.min(starts.size() - 1, from + 1 + random.nextInt(3));
    return "set F: Fuzz\n\n" + file.substring(starts.get(from), starts.get(to));
  }

  private static String corpusJson(List<CardDefinition> cards, SplittableRandom random) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (CorpusJsonWriter writer = CorpusJsonWriter.open(bytes, "F", "Fuzz", random.nextBoolean())) {
      for (int i = 0; i < 1 + random.nextInt(3); i++) {
        writer.card(cards.get(random.nextInt(cards.size())));
      }
    } catch (IOException e) {
      throw new IllegalStateException("writing to memory cannot fail", e);
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  /** One to three edits: an insert, a cut, a replaced character or a repeated tail. */
  private static String mutate(String text, SplittableRandom random) {
    String out = text;
    for (int edits = 1 + random.nextInt(3); edits > 0; edits--) {
      int at = random.nextInt(out.length() + 1);
      String insert = INSERTS.get(random.nextInt(INSERTS.size()));
      out = switch (random.nextInt(4)) {
        case 0 -> out.substring(0, at) + insert + out.substring(at);
        case 1 -> out.substring(0, at) + out.substring(Math.min(out.length(), at + 1 + random.nextInt(20)));
        case 2 -> out.substring(0, at) + insert + out.substring(Math.min(out.length(), at + 1));
        default -> out.substring(0, at) + out.substring(at, Math.min(out.length(), at + 200)).repeat(2)
            + out.substring(Math.min(out.length(), at + 200));
      };
    }
    return out;
  }
}
