package dev.altered.cardfile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.CardType;
import dev.altered.card.Faction;
import dev.altered.card.Language;
import dev.altered.card.Rarity;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class WriterReaderPropertiesTest {
  /** Ability lines as the format carries them: no blank edges, no line break, no '|'. */
  @Provide
  Arbitrary<List<String>> lines() {
    Arbitrary<String> line = Arbitraries.strings().withChars("ab #:{}[]•—\u00a0éß().")
        .ofMinLength(1).ofMaxLength(30)
        .filter(s -> s.strip().equals(s) && !s.contains("  ") && !s.equals(CardFileFormat.SUPPORT));
    return line.list().ofMaxSize(4);
  }

  @Property
  void anyRepresentableCardIsReadBackEqual(@ForAll("lines") List<String> main, @ForAll("lines") List<String> support,
      @ForAll CardType type, @ForAll Faction faction, @ForAll Rarity rarity) {
    CardText text = new CardText(ImmutableList.copyOf(main), ImmutableList.copyOf(support));
    ImmutableMap<Language, CardText> texts = text.isEmpty() ? ImmutableMap.of() : ImmutableMap.of(Language.DE, text);
    CardDefinition card = new CardDefinition("ALT_X_B_AX_1_C", "X", type, ImmutableList.of("PLANT"), faction, rarity,
        ImmutableMap.of(Language.EN, "Name"), OptionalInt.empty(), OptionalInt.of(4), Optional.empty(),
        Optional.empty(), texts);
    String written = CardFileWriter.write("X", "Set X", List.of("generated"), List.of(card));
    ReadResult read = CardFileReader.read("p.cards", written, new TextPool());
    assertEquals(List.of(), read.diagnostics());
    assertEquals(List.of(card), read.definitions());
  }
}
