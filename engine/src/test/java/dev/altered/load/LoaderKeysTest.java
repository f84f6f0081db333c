package dev.altered.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.google.common.collect.ImmutableList;
import dev.altered.card.Language;
import dev.altered.compile.Compiler;
import org.junit.jupiter.api.Test;

/** The loader's map keys write their equals and hashCode out: each component still tells keys apart. */
class LoaderKeysTest {
  @Test
  void abilityTextsAreEqualByLanguageAndText() {
    AbilityText a = new AbilityText(Language.EN, "Draw a card.");
    assertEquals(a, new AbilityText(Language.EN, new String("Draw a card.")));
    assertEquals(a.hashCode(), new AbilityText(Language.EN, "Draw a card.").hashCode());
    assertNotEquals(a, new AbilityText(Language.FR, "Draw a card."));
    assertNotEquals(a, new AbilityText(Language.EN, "Draw two cards."));
  }

  @Test
  void compileKeysAreEqualByLanguageTextsAndContext() {
    CardPrograms.CompileKey key = new CardPrograms.CompileKey(Language.EN, ImmutableList.of("A.", "B."),
        new Compiler.Context(false, true));
    CardPrograms.CompileKey same = new CardPrograms.CompileKey(Language.EN, ImmutableList.of("A.", "B."),
        new Compiler.Context(false, true));
    assertEquals(key, same);
    assertEquals(key.hashCode(), same.hashCode());
    assertNotEquals(key, new CardPrograms.CompileKey(Language.DE, key.texts(), key.context()));
    assertNotEquals(key, new CardPrograms.CompileKey(Language.EN, ImmutableList.of("A."), key.context()));
    assertNotEquals(key, new CardPrograms.CompileKey(Language.EN, key.texts(), new Compiler.Context(true, true)));
    assertNotEquals(key, new CardPrograms.CompileKey(Language.EN, key.texts(), Compiler.Context.PERMANENT));
  }
}
