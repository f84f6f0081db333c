package dev.altered.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.regex.Matcher;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

/** The loader finds an unexpanded placeholder without a regex: it finds what {@link CardLoader#PLACEHOLDER} finds. */
class PlaceholderFinderTest {
  @Test
  void findsTheFirstPlaceholderAsTheRegexDoes() {
    assertEquals("[MANA_MOTH]", CardLoader.placeholder("Create a [MANA_MOTH] token."));
    assertEquals("[B2]", CardLoader.placeholder("[a] [B] [B2] [C3]"));
    assertEquals("[X_1]", CardLoader.placeholder("[[X_1]]"));
    assertNull(CardLoader.placeholder("[Tough 1] and [exhausted] and [R] and [AB"));
    assertNull(CardLoader.placeholder("no bracket"));
  }

  @Property(tries = 3000)
  void agreesWithTheRegexOnAnyText(@ForAll @StringLength(max = 24)
      @Chars({'[', ']', 'A', 'Z', 'M', 'a', 'z', '0', '9', '_', ' ', 'é'}) String text) {
    Matcher matcher = CardLoader.PLACEHOLDER.matcher(text);
    assertEquals(matcher.find() ? matcher.group() : null, CardLoader.placeholder(text), text);
  }
}
