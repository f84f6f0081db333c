package dev.altered.tools;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.altered.card.Language;
import dev.altered.load.CardCensus;
import dev.altered.load.CardLoader;
import dev.altered.load.LoadResult;
import dev.altered.text.TextReader;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code altered census [--json] [--lang L] FILE...}: the parts of abilities their programs do not use. */
@Command(
    name = "census",
    mixinStandardHelpOptions = true,
    description = {
        "The parameter census (issue 18): every part of an ability's AST (a filter, a number, a duration, a player) "
            + "that its compiled program does not use, found by changing each part and compiling again.",
        "FILE is a card file (.cards), a corpus JSON file or a directory of them. Abilities that do not parse or "
            + "compile are left out (see 'altered check').",
        "Exit code 0 when nothing was found, 1 when parts are not used, 2 on bad usage."})
final class CensusCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--lang", paramLabel = "LANG", defaultValue = "en", description = "language read (default: en)")
  String lang;

  @Option(names = "--json", description = "print one JSON object: abilities, abilitiesWithFindings, byNode, findings")
  boolean json;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "card files or directories")
  List<Path> files;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Optional<Language> language = Language.fromCode(lang.toLowerCase(Locale.ROOT));
    if (language.isEmpty() || TextReader.frontEnd(language.get()).isEmpty()) {
      err.println("altered census: no grammar for language '" + lang + "' (available: "
          + TextReader.languages().stream().map(Language::code).toList() + ")");
      return 2;
    }
    for (Path f : files) {
      if (!Files.exists(f)) {
        err.println("altered census: " + f + ": no such file or directory");
        return 2;
      }
    }
    LoadResult loaded = CardLoader.readOnly().load(files);
    loaded.diagnostics().stream().filter(d -> d.isError()).forEach(err::println);
    CardCensus.Result census = CardCensus.of(loaded.read(), language.get());
    Map<String, Integer> byNode = new TreeMap<>();
    census.findings().forEach(f -> byNode.merge(f.node(), 1, Integer::sum));
    if (json) {
      ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
      ObjectNode root = mapper.createObjectNode();
      root.put("abilities", census.abilities());
      root.put("abilitiesWithFindings", census.abilitiesWithFindings());
      ObjectNode nodes = root.putObject("byNode");
      byNode.forEach(nodes::put);
      ArrayNode list = root.putArray("findings");
      for (CardCensus.Finding f : census.findings()) {
        ObjectNode n = list.addObject();
        n.put("reference", f.reference()).put("file", f.file()).put("line", f.line()).put("column", f.column())
            .put("node", f.node()).put("text", f.text()).put("reprint", f.reprint());
        f.value().ifPresent(v -> n.put("value", v));
      }
      out.println(mapper.writeValueAsString(root));
    } else {
      census.findings().forEach(f -> out.println(f.describe()));
      out.println(census.abilities() + " abilities measured, " + census.abilitiesWithFindings() + " with parts not"
          + " used by their program");
    }
    out.flush();
    return census.findings().isEmpty() ? 0 : 1;
  }
}
