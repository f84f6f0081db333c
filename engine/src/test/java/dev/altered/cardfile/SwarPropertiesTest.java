package dev.altered.cardfile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * The eight-bytes-at-a-time searches against their byte-by-byte definitions: the readers trust them for every string
 * and line of a large file.
 */
class SwarPropertiesTest {
  @Test
  void firstByteIsTheIndexOfTheLowestFlaggedByteForEveryPattern() {
    for (int pattern = 1; pattern < 256; pattern++) { // each subset of the eight bytes flagged
      long flags = 0;
      for (int k = 0; k < 8; k++) {
        if ((pattern & 1 << k) != 0) {
          flags |= 0x80L << (8 * k);
        }
      }
      assertEquals(Long.numberOfTrailingZeros(flags) >>> 3, Swar.firstByte(flags), Long.toHexString(flags));
    }
  }

  @Property(tries = 2000)
  void stringStopFindsTheFirstQuoteBackslashOrControlCharacter(@ForAll byte[] random, @ForAll long seed) {
    byte[] bytes = new byte[8];
    java.util.Random pick = new java.util.Random(seed);
    byte[] likely = {'"', '\\', ' ', 'a', 0x1F, 0x20, 0x7F, (byte) 0x80, (byte) 0xC3, 0x00, 0x21, 0x5B, 0x5D};
    for (int i = 0; i < 8; i++) { // mostly the bytes at the edges of the classes, else any byte
      bytes[i] = i < random.length && pick.nextBoolean() ? random[i] : likely[pick.nextInt(likely.length)];
    }
    long word = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).getLong();
    int expected = -1;
    for (int i = 0; i < 8 && expected < 0; i++) {
      byte b = bytes[i];
      if (b == '"' || b == '\\' || (b >= 0 && b < 0x20)) {
        expected = i;
      }
    }
    long stop = Swar.stringStop(word);
    assertEquals(expected, stop == 0 ? -1 : Swar.firstByte(stop), () -> java.util.Arrays.toString(bytes));
  }
}
