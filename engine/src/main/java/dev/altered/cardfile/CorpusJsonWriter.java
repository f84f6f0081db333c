package dev.altered.cardfile;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.Language;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Optional;

/**
 * Writes cards in the corpus JSON schema, fields in the corpus's order, streaming (a million cards never sit in one
 * tree). {@link CorpusJsonReader} reads back equal cards.
 */
public final class CorpusJsonWriter implements AutoCloseable {
  private final JsonGenerator json;

  private CorpusJsonWriter(JsonGenerator json) {
    this.json = json;
  }

  /**
   * Starts a set document on {@code out}; add cards with {@link #card}, then {@link #close} (which closes out).
   *
   * @param pretty indent one space per level like the corpus files; compact otherwise (for large generated files)
   */
  public static CorpusJsonWriter open(OutputStream out, String setId, String setName, boolean pretty)
      throws IOException {
    JsonGenerator json = CorpusJsonReader.FACTORY.createGenerator(out);
    if (pretty) {
      DefaultIndenter indenter = new DefaultIndenter(" ", "\n");
      Separators separators = Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER);
      json.setPrettyPrinter(new DefaultPrettyPrinter(separators).withObjectIndenter(indenter)
          .withArrayIndenter(indenter));
    }
    json.writeStartObject();
    json.writeStringField("set", setId);
    json.writeStringField("name", setName);
    json.writeArrayFieldStart("cards");
    return new CorpusJsonWriter(json);
  }

  /** A whole set at once. */
  public static void write(OutputStream out, String setId, String setName, List<CardDefinition> cards,
      boolean pretty) throws IOException {
    try (CorpusJsonWriter writer = open(out, setId, setName, pretty)) {
      for (CardDefinition card : cards) {
        writer.card(card);
      }
    }
  }

  public void card(CardDefinition card) throws IOException {
    json.writeStartObject();
    json.writeStringField("reference", card.reference());
    json.writeStringField("set", card.set());
    json.writeStringField("type", card.type().name());
    json.writeArrayFieldStart("subtypes");
    for (String subtype : card.subtypes()) {
      json.writeString(subtype);
    }
    json.writeEndArray();
    json.writeStringField("faction", card.faction().name());
    json.writeStringField("rarity", card.rarity().name());
    json.writeObjectFieldStart("name");
    for (Language language : Language.values()) {
      String name = card.names().get(language);
      if (name != null) {
        json.writeStringField(language.code(), name);
      }
    }
    json.writeEndObject();
    if (card.handCost().isPresent()) {
      json.writeNumberField("handCost", card.handCost().getAsInt());
    }
    if (card.reserveCost().isPresent()) {
      json.writeNumberField("reserveCost", card.reserveCost().getAsInt());
    }
    if (card.stats().isPresent()) {
      json.writeObjectFieldStart("stats");
      json.writeNumberField("forest", card.stats().get().forest());
      json.writeNumberField("mountain", card.stats().get().mountain());
      json.writeNumberField("ocean", card.stats().get().water());
      json.writeEndObject();
    }
    if (card.limits().isPresent()) {
      json.writeObjectFieldStart("limits");
      json.writeNumberField("reserve", card.limits().get().reserve());
      json.writeNumberField("landmark", card.limits().get().landmark());
      json.writeEndObject();
    }
    if (!card.texts().isEmpty()) {
      json.writeObjectFieldStart("text");
      for (Language language : Language.values()) {
        CardText text = card.texts().get(language);
        if (text == null || text.isEmpty()) {
          continue;
        }
        json.writeObjectFieldStart(language.code());
        box("main", text.main());
        box("support", text.support());
        json.writeEndObject();
      }
      json.writeEndObject();
    }
    json.writeEndObject();
  }

  private void box(String name, Optional<String> text) throws IOException {
    if (text.isPresent()) {
      json.writeStringField(name, text.get());
    }
  }

  /** Ends the document and closes the output. */
  @Override
  public void close() throws IOException {
    json.writeEndArray();
    json.writeEndObject();
    json.close();
  }
}
