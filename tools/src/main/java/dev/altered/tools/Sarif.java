package dev.altered.tools;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.altered.cardfile.Diagnostic;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes diagnostics as a SARIF 2.1.0 log, the format GitHub code scanning reads to annotate pull requests. Columns
 * are Java character indexes plus one, which is SARIF's default {@code utf16CodeUnits} column kind.
 */
final class Sarif {
  static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

  private Sarif() {}

  static void write(Writer out, List<Diagnostic> diagnostics, Path base) throws IOException {
    Map<String, String> rules = new TreeMap<>();
    for (Diagnostic d : diagnostics) {
      rules.putIfAbsent(d.code(), d.code().replace('-', ' '));
    }
    try (JsonGenerator json = new JsonFactory().createGenerator(out)) {
      json.useDefaultPrettyPrinter();
      json.writeStartObject();
      json.writeStringField("$schema", SCHEMA);
      json.writeStringField("version", "2.1.0");
      json.writeArrayFieldStart("runs");
      json.writeStartObject();
      json.writeObjectFieldStart("tool");
      json.writeObjectFieldStart("driver");
      json.writeStringField("name", "altered-check");
      json.writeStringField("semanticVersion", "0.1.0");
      json.writeArrayFieldStart("rules");
      for (Map.Entry<String, String> rule : rules.entrySet()) {
        json.writeStartObject();
        json.writeStringField("id", rule.getKey());
        json.writeObjectFieldStart("shortDescription");
        json.writeStringField("text", rule.getValue());
        json.writeEndObject();
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
      json.writeEndObject();
      json.writeStringField("columnKind", "utf16CodeUnits");
      json.writeArrayFieldStart("results");
      for (Diagnostic d : diagnostics) {
        json.writeStartObject();
        json.writeStringField("ruleId", d.code());
        json.writeStringField("level", d.isError() ? "error" : "warning");
        json.writeObjectFieldStart("message");
        json.writeStringField("text", d.message());
        json.writeEndObject();
        json.writeArrayFieldStart("locations");
        json.writeStartObject();
        json.writeObjectFieldStart("physicalLocation");
        json.writeObjectFieldStart("artifactLocation");
        json.writeStringField("uri", uri(d.file(), base));
        json.writeStringField("uriBaseId", "%SRCROOT%");
        json.writeEndObject();
        if (d.line() > 0) {
          json.writeObjectFieldStart("region");
          json.writeNumberField("startLine", d.line());
          if (d.column() > 0) {
            json.writeNumberField("startColumn", d.column());
          }
          json.writeEndObject();
        }
        json.writeEndObject();
        json.writeEndObject();
        json.writeEndArray();
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
      json.writeEndArray();
      json.writeEndObject();
    }
  }

  /** A path relative to the base (the directory the check runs in), with forward slashes, as SARIF wants URIs. */
  static String uri(String file, Path base) {
    Path path = Path.of(file).toAbsolutePath().normalize();
    Path root = base.toAbsolutePath().normalize();
    Path relative = path.startsWith(root) ? root.relativize(path) : path;
    StringBuilder uri = new StringBuilder();
    for (Path part : relative) {
      if (uri.length() > 0) {
        uri.append('/');
      }
      uri.append(java.net.URLEncoder.encode(part.toString(), java.nio.charset.StandardCharsets.UTF_8)
          .replace("+", "%20"));
    }
    return path.startsWith(root) ? uri.toString() : "file://" + (uri.charAt(0) == '/' ? "" : "/") + uri;
  }
}
