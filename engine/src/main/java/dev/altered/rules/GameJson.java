package dev.altered.rules;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;

/** The one JSON mapper for games: saved games, frames, requests and the event log. */
public final class GameJson {
  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .addModule(new Jdk8Module())
      .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
      .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .build();

  private GameJson() {}

  public static ObjectMapper mapper() {
    return MAPPER;
  }
}
