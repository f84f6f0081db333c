package dev.altered.tools;

import dev.altered.ast.Ability;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.CardType;
import dev.altered.card.Language;
import dev.altered.card.Suggestions;
import dev.altered.compile.CompileException;
import dev.altered.compile.Compiler;
import dev.altered.ir.Disassembler;
import dev.altered.ir.Program;
import dev.altered.load.CardLoader;
import dev.altered.load.LoadResult;
import dev.altered.text.ParseError;
import dev.altered.text.ParsedAbility;
import dev.altered.text.SourceText;
import dev.altered.text.TextReader;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code altered compile [--lang L] REFERENCE|FILE|"ability text"}: the disassembler. */
@Command(
    name = "compile",
    mixinStandardHelpOptions = true,
    description = {
        "Compiles abilities and prints their programs: offset, opcode, operands and the source text each "
            + "instruction came from, then the constant pool and nested programs.",
        "The argument is a card reference (looked up in --cards), a card file, corpus JSON file or directory (every "
            + "card in it), or ability text.",
        "Exit code 0 when everything compiled, 1 when an ability did not parse or compile, 2 on bad usage."})
final class CompileCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--lang", paramLabel = "LANG", defaultValue = "en",
      description = "language of the text to read (default: en)")
  String lang;

  @Option(names = "--cards", paramLabel = "DIR", description = "where references are looked up (default: cards)")
  Path cardsDir = Path.of("cards");

  @Option(names = "--spell", description = "compile ability text as a Spell's effect (2.2.12.n), not a permanent's")
  boolean spell;

  @Parameters(index = "0", paramLabel = "REFERENCE|FILE|TEXT", description = "what to compile")
  String what;

  private PrintWriter out;
  private PrintWriter err;

  @Override
  public Integer call() {
    out = spec.commandLine().getOut();
    err = spec.commandLine().getErr();
    Optional<Language> language = Language.fromCode(lang.toLowerCase(Locale.ROOT));
    if (language.isEmpty()) {
      err.println("altered compile: unknown language '" + lang + "' (expected one of en, fr, de, es, it)");
      return 2;
    }
    if (TextReader.frontEnd(language.get()).isEmpty()) {
      err.println("altered compile: no grammar for '" + lang + "' yet (available: "
          + TextReader.languages().stream().map(Language::code).toList() + ")");
      return 2;
    }
    if (what.isBlank()) {
      // Path.of("") is the current folder: an empty argument must not compile every card under it.
      err.println("altered compile: nothing to compile: expected a card reference, a card file or folder, or ability"
          + " text in quotes");
      return 2;
    }
    Path asPath = pathOrNull(what);
    if (asPath != null && Files.exists(asPath)) {
      LoadResult loaded = CardLoader.readOnly().load(List.of(asPath));
      loaded.diagnostics().stream().filter(d -> d.isError()).forEach(err::println);
      if (loaded.definitions().isEmpty()) {
        err.println("altered compile: " + what + ": no cards in it");
        return 2;
      }
      boolean ok = true;
      for (CardDefinition card : loaded.definitions()) {
        ok &= card(card, language.get());
      }
      return ok ? 0 : 1;
    }
    if (what.matches("[A-Z][A-Z0-9_]*_[A-Z0-9]+") && !what.contains(" ")) {
      if (!Files.isDirectory(cardsDir)) {
        err.println("altered compile: card directory '" + cardsDir + "' not found (pass --cards DIR)");
        return 2;
      }
      LoadResult loaded = CardLoader.readOnly().load(List.of(cardsDir));
      Optional<CardDefinition> card = loaded.definitions().stream().filter(c -> c.reference().equals(what))
          .findFirst();
      if (card.isEmpty()) {
        Optional<String> near = Suggestions.nearest(what, loaded.definitions().stream()
            .map(CardDefinition::reference).toList());
        err.println("altered compile: no card '" + what + "' in " + cardsDir
            + near.map(r -> ": did you mean " + r + "?").orElse(""));
        return 2;
      }
      return card(card.get(), language.get()) ? 0 : 1;
    }
    return box("", what, language.get(), new Compiler.Context(spell, false)) ? 0 : 1;
  }

  private static Path pathOrNull(String s) {
    try {
      return Path.of(s);
    } catch (java.nio.file.InvalidPathException e) {
      return null;
    }
  }

  private boolean card(CardDefinition card, Language language) {
    CardText text = card.text(language);
    boolean ok = true;
    boolean any = false;
    for (boolean support : new boolean[] {false, true}) {
      Optional<String> box = support ? text.support() : text.main();
      if (box.isPresent()) {
        any = true;
        ok &= box(card.reference() + (support ? " support" : " main") + " ", box.get(), language,
            new Compiler.Context(card.type() == CardType.SPELL, support));
      }
    }
    if (!any) {
      out.println(card.reference() + ": no ability text in " + language.code());
    }
    return ok;
  }

  /** Parses and compiles a text box, printing each ability's program or its error at line:column. */
  private boolean box(String prefix, String box, Language language, Compiler.Context context) {
    SourceText source = new SourceText(box);
    List<ParsedAbility> parsed = TextReader.read(TextReader.frontEnd(language).orElseThrow(), source);
    List<Ability> asts = new ArrayList<>();
    List<ParsedAbility> ok = new ArrayList<>();
    boolean fine = true;
    for (ParsedAbility p : parsed) {
      if (p.ast().isPresent()) {
        asts.add(p.ast().get());
        ok.add(p);
      } else {
        ParseError e = p.error().get();
        out.println(prefix + e.line() + ":" + e.column() + ": does not parse: " + e.message());
        fine = false;
      }
    }
    List<Optional<Program>> programs;
    try {
      programs = Compiler.compileBox(asts, context);
    } catch (CompileException e) {
      int at = Math.max(0, e.span().start());
      out.println(prefix + source.line(at) + ":" + source.column(at) + ": does not compile: " + e.getMessage());
      return false;
    }
    for (int i = 0; i < programs.size(); i++) {
      out.println(prefix + "ability " + (i + 1) + ": " + ok.get(i).text().original());
      if (programs.get(i).isEmpty()) {
        out.println("  (joined to the ability before: what happens when its optional step is declined, 6.2.e)");
        continue;
      }
      out.print(Disassembler.listing(programs.get(i).get(), Optional.of(box)));
      out.flush();
    }
    return fine;
  }
}
