package dev.altered.simulate;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/** Results as one JSON object, fields in a fixed order: equal results are equal bytes. */
public final class ResultsJson {
  private static final ObjectMapper MAPPER = new ObjectMapper()
      .enable(SerializationFeature.INDENT_OUTPUT)
      .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

  private ResultsJson() {}

  public static String write(Results results) {
    try {
      return MAPPER.writeValueAsString(results) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("results are plain records and always write", e);
    }
  }
}
