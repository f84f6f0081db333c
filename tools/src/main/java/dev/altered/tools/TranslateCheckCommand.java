package dev.altered.tools;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.altered.card.Language;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.CorpusJsonReader;
import dev.altered.cardfile.Diagnostic;
import dev.altered.cardfile.ReadResult;
import dev.altered.cardfile.SourcedCard;
import dev.altered.cardfile.TextPool;
import dev.altered.text.TextReader;
import dev.altered.translate.Explain;
import dev.altered.translate.Finding;
import dev.altered.translate.TranslationCheck;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code altered translate-check [--lang fr,de,es,it] [--format text|json|html] PATH...}: compares every translated
 * ability with the English by meaning (their ASTs) and reports what differs, in plain words.
 */
@Command(
    name = "translate-check",
    mixinStandardHelpOptions = true,
    description = {
        "Parses every translated ability and compares its AST with the English ability's: reports translations that "
            + "do not read (with their position), that mean something else (a number, a keyword, a target, an "
            + "optional step made mandatory...), and texts that are not what they claim to be (another language, "
            + "English left untranslated, an unexpanded placeholder, unbalanced markup). The canonical wording "
            + "printed from the English in the translation's language is given as a suggestion when that language "
            + "has a printer.",
        "PATH is a card file (.cards), a corpus JSON file (.json) or a directory of them.",
        "Exit code 0 when nothing was found, 1 when something was, 2 on bad usage or unreadable files."})
final class TranslateCheckCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--lang", paramLabel = "LANGS", defaultValue = "fr,de,es,it", split = ",",
      description = "languages to check, comma-separated (default: fr,de,es,it; those without a grammar yet are "
          + "skipped with a note)")
  List<String> langs;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
      description = "text (default), json (languages: abilities, parsed; findings) or html (English, translation "
          + "and suggestion side by side)")
  String format;

  @Parameters(arity = "1..*", paramLabel = "PATH", description = "card files, corpus JSON files or directories")
  List<Path> paths;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    String fmt = format.toLowerCase(Locale.ROOT);
    if (!List.of("text", "json", "html").contains(fmt)) {
      err.println("altered translate-check: unknown format '" + format + "' (expected text, json or html)");
      return 2;
    }
    Set<Language> languages = EnumSet.noneOf(Language.class);
    for (String l : langs) {
      Optional<Language> language = Language.fromCode(l.strip().toLowerCase(Locale.ROOT));
      if (language.isEmpty() || language.get() == Language.EN) {
        err.println("altered translate-check: unknown language '" + l.strip() + "' (expected fr, de, es or it)");
        return 2;
      }
      languages.add(language.get());
    }
    List<Language> skipped = new ArrayList<>();
    for (Language l : languages) {
      if (TextReader.frontEnd(l).isEmpty()) {
        skipped.add(l);
      }
    }
    if (Inputs.problem(paths).isPresent()) {
      err.println("altered translate-check: " + Inputs.problem(paths).get());
      return 2;
    }
    List<Path> inputs = new ArrayList<>();
    for (Path path : paths) {
      if (Files.isDirectory(path)) {
        try (Stream<Path> walk = Files.walk(path)) {
          walk.filter(p -> Files.isRegularFile(p) && isCardFile(p)).sorted().forEach(inputs::add);
        } catch (IOException | UncheckedIOException e) {
          err.println("altered translate-check: " + path + ": cannot read the directory");
          return 2;
        }
      } else if (Files.isRegularFile(path)) {
        inputs.add(path);
      } else {
        err.println("altered translate-check: " + path + ": no such file");
        return 2;
      }
    }
    TextPool pool = new TextPool();
    List<SourcedCard> cards = new ArrayList<>();
    boolean readErrors = false;
    for (Path file : inputs) {
      ReadResult result;
      try {
        result = file.toString().toLowerCase(Locale.ROOT).endsWith(".json") ? CorpusJsonReader.read(file, pool)
            : CardFileReader.read(file, pool);
      } catch (IOException | UncheckedIOException e) {
        err.println("altered translate-check: " + file + ": cannot read the file (" + e.getMessage() + ")");
        return 2;
      }
      for (Diagnostic d : result.diagnostics()) {
        if (d.isError()) {
          err.println(d);
          readErrors = true;
        }
      }
      cards.addAll(result.cards());
    }
    TranslationCheck.Report report = TranslationCheck.check(cards, languages, Progress.standard());
    switch (fmt) {
      case "json" -> printJson(out, report, skipped);
      case "html" -> printHtml(out, report, skipped);
      default -> printText(out, report, skipped);
    }
    if (readErrors) {
      return 2;
    }
    return report.findings().isEmpty() ? 0 : 1;
  }

  private static boolean isCardFile(Path p) {
    String name = p.getFileName().toString().toLowerCase(Locale.ROOT);
    return name.endsWith(".cards") || name.endsWith(".json");
  }

  private static String percent(int part, int whole) {
    return whole == 0 ? "-" : String.format(Locale.ROOT, "%.1f%%", 100.0 * part / whole);
  }

  private static void printText(PrintWriter out, TranslationCheck.Report report, List<Language> skipped) {
    for (Finding f : report.findings()) {
      out.println(f.where() + ": " + f.reference() + " " + f.lang().code() + " " + f.kind().code() + ": "
          + f.message());
      if (!f.english().isEmpty()) {
        out.println("    en: " + f.english());
      }
      if (!f.localized().isEmpty()) {
        out.println("    " + f.lang().code() + ": " + f.localized());
      }
      f.suggestion().ifPresent(s -> out.println("    suggestion: " + s));
    }
    for (TranslationCheck.Totals t : report.languages()) {
      long found = report.findings().stream().filter(f -> f.lang() == t.lang()).count();
      out.println(t.lang().code() + ": " + t.abilities() + " abilities, " + t.parsed() + " parsed ("
          + percent(t.parsed(), t.abilities()) + "), " + t.same() + " same as English; " + found + " findings");
    }
    for (Language l : skipped) {
      out.println(l.code() + ": not checked (no grammar for " + Explain.name(l) + " yet)");
    }
  }

  private static void printJson(PrintWriter out, TranslationCheck.Report report, List<Language> skipped) {
    ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    ObjectNode root = mapper.createObjectNode();
    ObjectNode languages = root.putObject("languages");
    for (TranslationCheck.Totals t : report.languages()) {
      ObjectNode l = languages.putObject(t.lang().code());
      l.put("abilities", t.abilities());
      l.put("parsed", t.parsed());
      l.put("same", t.same());
    }
    ArrayNode notChecked = root.putArray("notChecked");
    skipped.forEach(l -> notChecked.add(l.code()));
    ArrayNode findings = root.putArray("findings");
    for (Finding f : report.findings()) {
      ObjectNode n = findings.addObject();
      n.put("reference", f.reference());
      n.put("lang", f.lang().code());
      n.put("kind", f.kind().code());
      n.put("message", f.message());
      n.put("english", f.english());
      n.put("localized", f.localized());
      f.suggestion().ifPresent(s -> n.put("suggestion", s));
      n.put("file", f.file());
      if (f.line() > 0) {
        n.put("line", f.line());
        n.put("column", f.column());
      }
    }
    out.println(root.toPrettyString());
  }

  private static void printHtml(PrintWriter out, TranslationCheck.Report report, List<Language> skipped) {
    out.println("<!DOCTYPE html>");
    out.println("<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Translation check</title>");
    out.println("<style>body{font-family:sans-serif;margin:1em}table{border-collapse:collapse;width:100%}"
        + "td,th{border:1px solid #ccc;padding:4px 6px;vertical-align:top;text-align:left}"
        + "th{background:#eee}td.kind{white-space:nowrap}td.msg{color:#a00}tr:nth-child(even){background:#fafafa}"
        + "code{font-size:90%}</style></head><body>");
    out.println("<h1>Translation check</h1>");
    out.println("<table><tr><th>Language</th><th>Abilities</th><th>Parsed</th><th>Same as English</th>"
        + "<th>Findings</th></tr>");
    for (TranslationCheck.Totals t : report.languages()) {
      long found = report.findings().stream().filter(f -> f.lang() == t.lang()).count();
      out.println("<tr><td>" + Explain.name(t.lang()) + "</td><td>" + t.abilities() + "</td><td>" + t.parsed()
          + " (" + percent(t.parsed(), t.abilities()) + ")</td><td>" + t.same() + "</td><td>" + found + "</td></tr>");
    }
    for (Language l : skipped) {
      out.println("<tr><td>" + Explain.name(l) + "</td><td colspan=\"4\">not checked (no grammar yet)</td></tr>");
    }
    out.println("</table>");
    out.println("<h2>Findings</h2>");
    out.println("<table><tr><th>Card</th><th>Kind</th><th>What differs</th><th>English</th><th>Translation</th>"
        + "<th>Suggestion</th></tr>");
    for (Finding f : report.findings()) {
      out.println("<tr><td>" + html(f.reference()) + "<br><code>" + html(f.where()) + "</code></td><td class=\"kind\">"
          + f.lang().code() + " " + f.kind().code() + "</td><td class=\"msg\">" + html(f.message()) + "</td><td>"
          + html(f.english()) + "</td><td>" + html(f.localized()) + "</td><td>" + html(f.suggestion().orElse(""))
          + "</td></tr>");
    }
    out.println("</table></body></html>");
  }

  private static String html(String s) {
    StringBuilder out = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '&' -> out.append("&amp;");
        case '"' -> out.append("&quot;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }
}
