package dev.altered.ir;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Programs to JSON and back. Loading is strict: unknown or missing fields, nulls, another {@link Program#FORMAT},
 * and any program {@link ProgramValidator} refuses are errors saying where and what was expected.
 */
public final class ProgramJson {
  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .addModule(new Jdk8Module())
      .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
      .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
      .enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)
      .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
      .build();

  private ProgramJson() {}

  public static String write(Program program) {
    try {
      return MAPPER.writeValueAsString(program);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("program is not serializable: " + e.getOriginalMessage(), e);
    }
  }

  /**
   * A stable id of a program from its serialized form (written by {@link #write}, spans left out): equal programs,
   * equal ids, from one run to the next.
   */
  public static String id(String json) {
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(json.getBytes(StandardCharsets.UTF_8));
      return "c:" + HexFormat.of().formatHex(digest, 0, 8);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Reads and validates a program. */
  public static Program read(String json) {
    Program p;
    try {
      com.fasterxml.jackson.databind.JsonNode tree = MAPPER.readTree(json);
      if (tree == null || !tree.isObject()) {
        throw new ProgramFormatException("not a valid program: expected a JSON object");
      }
      com.fasterxml.jackson.databind.JsonNode format = tree.get("format");
      if (format == null || !format.isInt()) {
        throw new ProgramFormatException("not a valid program: no 'format' number");
      }
      if (format.intValue() != Program.FORMAT) {
        throw new ProgramFormatException("program format " + format.intValue() + " is not supported (expected "
            + Program.FORMAT + "): compile the ability again");
      }
      p = MAPPER.treeToValue(tree, Program.class);
    } catch (JsonProcessingException e) {
      String where = e.getLocation() == null ? ""
          : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
      throw new ProgramFormatException("not a valid program" + where + ": " + e.getOriginalMessage(), e);
    }
    if (p == null) {
      throw new ProgramFormatException("not a valid program: empty input");
    }
    ProgramValidator.validate(p);
    return p;
  }
}
