package dev.altered.tools;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.altered.card.CardDefinition;
import dev.altered.card.Language;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.CorpusJsonReader;
import dev.altered.cardfile.Diagnostic;
import dev.altered.cardfile.ReadResult;
import dev.altered.cardfile.SourcedCard;
import dev.altered.cardfile.TextPool;
import dev.altered.text.AstJson;
import dev.altered.text.CorpusParse;
import dev.altered.text.ParseError;
import dev.altered.text.SourceText;
import dev.altered.text.TextReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code altered parse [--lang en] [--json] [--ast] FILE...}: reads every ability of every card. */
@Command(
    name = "parse",
    mixinStandardHelpOptions = true,
    description = {
        "Parses every ability of every card into the AST and reports what does not parse as "
            + "'reference: line:column: expected ..., found ...'.",
        "FILE is a card file (.cards), a corpus JSON file (.json) or a directory of them.",
        "Exit code 0 when every ability parsed, 1 when some did not, 2 on bad usage or unreadable files."})
final class ParseCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--lang", paramLabel = "LANG", defaultValue = "en",
      description = "language of the text to read (default: en)")
  String lang;

  @Option(names = "--json", description = "print one JSON object: cards, cardsParsed, abilities, abilitiesParsed, "
      + "roundTrip, failures")
  boolean json;

  @Option(names = "--ast", description = "print the AST of every ability as JSON")
  boolean ast;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "card files, corpus JSON files or directories")
  List<Path> files;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Optional<Language> language = Language.fromCode(lang.toLowerCase(Locale.ROOT));
    if (language.isEmpty()) {
      err.println("altered parse: unknown language '" + lang + "' (expected one of en, fr, de, es, it)");
      return 2;
    }
    if (TextReader.frontEnd(language.get()).isEmpty()) {
      err.println("altered parse: no grammar for '" + lang + "' yet (available: "
          + TextReader.languages().stream().map(Language::code).toList() + ")");
      return 2;
    }
    List<Path> inputs = new ArrayList<>();
    for (Path file : files) {
      if (Files.isDirectory(file)) {
        try (Stream<Path> walk = Files.walk(file)) {
          walk.filter(p -> Files.isRegularFile(p) && isCardFile(p)).sorted().forEach(inputs::add);
        } catch (IOException | UncheckedIOException e) {
          err.println("altered parse: " + file + ": cannot read the directory");
          return 2;
        }
      } else if (Files.isRegularFile(file)) {
        inputs.add(file);
      } else {
        err.println("altered parse: " + file + ": no such file");
        return 2;
      }
    }
    TextPool pool = new TextPool();
    List<CardDefinition> cards = new ArrayList<>();
    Map<CardDefinition, Located> where = new IdentityHashMap<>();
    boolean readErrors = false;
    for (Path file : inputs) {
      ReadResult result;
      List<String> lines = List.of();
      try {
        if (file.toString().toLowerCase(Locale.ROOT).endsWith(".json")) {
          result = CorpusJsonReader.read(file, pool);
        } else {
          byte[] content = Files.readAllBytes(file);
          result = CardFileReader.read(file.toString(), content, pool);
          lines = new String(content, StandardCharsets.UTF_8).lines().toList();
        }
      } catch (IOException | UncheckedIOException e) {
        err.println("altered parse: " + file + ": cannot read the file (" + e.getMessage() + ")");
        return 2;
      }
      for (Diagnostic d : result.diagnostics()) {
        if (d.isError()) {
          err.println(d);
          readErrors = true;
        }
      }
      for (SourcedCard sc : result.cards()) {
        cards.add(sc.card());
        where.put(sc.card(), new Located(sc, lines));
      }
    }
    CorpusParse.Totals totals = CorpusParse.parse(cards, language.get(),
        (card, l, support, box) -> Optional.ofNullable(where.get(card)).flatMap(loc -> loc.locate(l, support, box)));
    if (json) {
      printJson(out, totals);
    } else {
      if (ast) {
        printAsts(out, totals);
      }
      for (CorpusParse.Outcome o : totals.failures()) {
        ParseError e = o.parsed().error().get();
        out.println(o.reference() + ": " + e.line() + ":" + e.column() + ": " + e.message());
      }
      out.printf("%d cards, %d parsed; %d abilities, %d parsed, %d printed back verbatim%n", totals.cards(),
          totals.cardsParsed(), totals.abilities(), totals.abilitiesParsed(), totals.roundTrip());
    }
    return totals.failures().isEmpty() && !readErrors ? 0 : 1;
  }

  private static boolean isCardFile(Path p) {
    String name = p.getFileName().toString().toLowerCase(Locale.ROOT);
    return name.endsWith(".cards") || name.endsWith(".json");
  }

  private static void printJson(PrintWriter out, CorpusParse.Totals totals) {
    ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    ObjectNode root = mapper.createObjectNode();
    root.put("cards", totals.cards());
    root.put("cardsParsed", totals.cardsParsed());
    root.put("abilities", totals.abilities());
    root.put("abilitiesParsed", totals.abilitiesParsed());
    root.put("roundTrip", totals.roundTrip());
    ArrayNode failures = root.putArray("failures");
    for (CorpusParse.Outcome o : totals.failures()) {
      ParseError e = o.parsed().error().get();
      ObjectNode f = failures.addObject();
      f.put("reference", o.reference());
      f.put("lang", o.language().code());
      f.put("text", o.parsed().text().original());
      f.put("line", e.line());
      f.put("column", e.column());
      f.put("message", e.message());
    }
    out.println(root.toPrettyString());
  }

  private static void printAsts(PrintWriter out, CorpusParse.Totals totals) {
    for (CorpusParse.Outcome o : totals.outcomes()) {
      if (o.parsed().ok()) {
        ObjectNode node = new ObjectMapper().createObjectNode();
        node.put("reference", o.reference());
        node.put("text", o.parsed().text().text());
        node.set("ast", AstJson.of(o.parsed().ast().get()));
        out.println(node.toString());
      }
    }
  }

  /**
   * A card read from a card file, with the file's lines: finds a text box in the file so errors point at the file's
   * line and column. The box is given back with its lines joined by line breaks (the markup pre-pass reads a line
   * break as the separator between abilities, as it reads the double space).
   */
  private record Located(SourcedCard card, List<String> lines) {
    Optional<SourceText> locate(Language language, boolean support, String box) {
      if (lines.isEmpty() || card.line() < 1 || card.line() > lines.size()) {
        return Optional.empty();
      }
      int i = card.line(); // 0-based index of the line after "card ..."
      int languageIndent = -1;
      for (; i < lines.size() && !lines.get(i).startsWith("card "); i++) {
        String line = lines.get(i);
        String trimmed = line.strip();
        if (trimmed.startsWith(language.code() + ":")) {
          languageIndent = indent(line);
          i++;
          break;
        }
      }
      if (languageIndent < 0) {
        return Optional.empty();
      }
      List<Integer> textLines = new ArrayList<>();
      boolean inSupport = false;
      for (; i < lines.size(); i++) {
        String line = lines.get(i);
        if (line.isBlank()) {
          continue;
        }
        if (indent(line) <= languageIndent || line.startsWith("card ")) {
          break;
        }
        if (line.strip().equals("support:")) {
          inSupport = true;
          continue;
        }
        if (inSupport == support) {
          textLines.add(i);
        }
      }
      if (textLines.isEmpty()) {
        return Optional.empty();
      }
      StringBuilder joined = new StringBuilder();
      StringBuilder withBreaks = new StringBuilder();
      for (int k = 0; k < textLines.size(); k++) {
        String raw = lines.get(textLines.get(k));
        joined.append(k == 0 ? "" : "  ").append(raw.strip());
        withBreaks.append(k == 0 ? "" : "\n").append(raw);
      }
      if (!comparable(joined.toString()).equals(comparable(box))) {
        return Optional.empty();
      }
      return Optional.of(new SourceText(withBreaks.toString(), textLines.get(0) + 1, 1));
    }

    /** The designer's '|' is read as the printed dash; spaces do not matter to find the text. */
    private static String comparable(String text) {
      return text.replace('|', '\u2014').replaceAll("[\\s\u00a0]+", "");
    }

    private static int indent(String line) {
      int n = 0;
      while (n < line.length() && line.charAt(n) == ' ') {
        n++;
      }
      return n;
    }
  }
}
