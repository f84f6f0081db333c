package dev.altered.tools;

import dev.altered.simulate.HtmlReport;
import dev.altered.simulate.Results;
import dev.altered.simulate.ResultsCsv;
import dev.altered.simulate.ResultsJson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/** Writes a simulation's results to a folder: results.json, the CSV tables, report.html. */
final class ResultsFiles {
  private ResultsFiles() {}

  static void write(Path dir, Results results) throws IOException {
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("results.json"), ResultsJson.write(results), StandardCharsets.UTF_8);
    for (Map.Entry<String, String> table : ResultsCsv.write(results).entrySet()) {
      Files.writeString(dir.resolve(table.getKey()), table.getValue(), StandardCharsets.UTF_8);
    }
    Files.writeString(dir.resolve("report.html"), HtmlReport.write(results), StandardCharsets.UTF_8);
  }
}
