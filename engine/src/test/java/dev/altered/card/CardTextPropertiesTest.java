package dev.altered.card;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.StringLength;

class CardTextPropertiesTest {
  @Property
  void theLinesOfAPublishedTextJoinBackToExactlyThatText(
      @ForAll @Chars({'a', ' ', '\u00a0', '#', '•'}) @StringLength(max = 40) String published) {
    CardText text = CardText.of(published, published);
    assertEquals(Optional.of(published), text.main());
    assertEquals(Optional.of(published), text.support());
  }

  @Property
  void textsWithTheSamePublishedStringsAreEqual(
      @ForAll @Chars({'a', ' '}) @StringLength(max = 12) String a,
      @ForAll @Chars({'a', ' '}) @StringLength(max = 12) String b) {
    assertEquals(a.equals(b), CardText.of(a, null).equals(CardText.of(b, null)));
  }
}
