package dev.altered.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.grammar.de.AlteredGermanParser;
import dev.altered.grammar.en.AlteredEnglishParser;
import dev.altered.grammar.fr.AlteredFrenchParser;
import dev.altered.grammar.romance.RomanceParser;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The generated parsers' rule methods stay small enough for the JIT: HotSpot does not compile a method of more than
 * 8,000 bytes of bytecode (DontCompileHugeMethods, on by default) and runs it interpreted, some ten times slower. A
 * rule with many alternatives grows past that as vocabulary is added (the English playerVerbPhrase reached 8,337
 * bytes); the fix is to move some of its alternatives to a rule of their own.
 */
class ParserMethodSizeTest {
  /** HotSpot's HugeMethodLimit: larger methods are not compiled. */
  static final int HUGE_METHOD_LIMIT = 8000;

  @ParameterizedTest
  @ValueSource(classes = {AlteredEnglishParser.class, AlteredFrenchParser.class, AlteredGermanParser.class,
      RomanceParser.class})
  void everyRuleMethodOfTheGeneratedParserIsSmallEnoughToBeCompiled(Class<?> parser) throws IOException {
    Map<String, Integer> sizes = codeSizes(parser);
    assertTrue(sizes.size() > 20, "expected the parser's rule methods, found " + sizes.keySet());
    String huge = sizes.entrySet().stream().filter(e -> e.getValue() > HUGE_METHOD_LIMIT)
        .map(e -> e.getKey() + " (" + e.getValue() + " bytes)").collect(Collectors.joining(", "));
    assertEquals("", huge, parser.getSimpleName() + ": rule methods over " + HUGE_METHOD_LIMIT
        + " bytes of bytecode run interpreted; move some of their alternatives to a rule of their own");
  }

  @ParameterizedTest
  @ValueSource(classes = {AlteredEnglishParser.class})
  void theSizesReadFromTheClassFileAreThoseOfTheRuleMethods(Class<?> parser) throws IOException {
    Map<String, Integer> sizes = codeSizes(parser);
    // A rule method of many alternatives is thousands of bytes, a rule of one token some dozens.
    assertTrue(sizes.get("playerVerbPhrase") > 2000, "playerVerbPhrase: " + sizes.get("playerVerbPhrase"));
    assertTrue(sizes.get("number") < 1000, "number: " + sizes.get("number"));
  }

  /** Bytecode length of each method that has code, by name (the longest of overloads), read from the class file. */
  static Map<String, Integer> codeSizes(Class<?> type) throws IOException {
    try (InputStream raw = type.getResourceAsStream(type.getSimpleName() + ".class")) {
      DataInputStream in = new DataInputStream(raw);
      in.readInt(); // magic
      in.readUnsignedShort(); // minor
      in.readUnsignedShort(); // major
      int count = in.readUnsignedShort();
      String[] utf8 = new String[count];
      for (int i = 1; i < count; i++) {
        int tag = in.readUnsignedByte();
        switch (tag) {
          case 1 -> utf8[i] = in.readUTF();
          case 7, 8, 16, 19, 20 -> in.skipNBytes(2);
          case 15 -> in.skipNBytes(3);
          case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4);
          case 5, 6 -> {
            in.skipNBytes(8);
            i++; // a long or a double takes two entries
          }
          default -> throw new IOException("unknown constant pool tag " + tag + " in " + type.getName());
        }
      }
      in.skipNBytes(6); // access, this, super
      in.skipNBytes(2L * in.readUnsignedShort()); // interfaces
      skipMembers(in);
      Map<String, Integer> sizes = new LinkedHashMap<>();
      int methods = in.readUnsignedShort();
      for (int m = 0; m < methods; m++) {
        in.skipNBytes(2); // access
        String name = utf8[in.readUnsignedShort()];
        in.skipNBytes(2); // descriptor
        int attributes = in.readUnsignedShort();
        for (int a = 0; a < attributes; a++) {
          String attribute = utf8[in.readUnsignedShort()];
          int length = in.readInt();
          if (attribute.equals("Code")) {
            in.skipNBytes(4); // max stack, max locals
            int code = in.readInt();
            sizes.merge(name, code, Math::max);
            in.skipNBytes(length - 8L);
          } else {
            in.skipNBytes(length);
          }
        }
      }
      return sizes;
    }
  }

  private static void skipMembers(DataInputStream in) throws IOException {
    int members = in.readUnsignedShort();
    for (int f = 0; f < members; f++) {
      in.skipNBytes(6); // access, name, descriptor
      int attributes = in.readUnsignedShort();
      for (int a = 0; a < attributes; a++) {
        in.skipNBytes(2);
        in.skipNBytes(in.readInt() & 0xFFFFFFFFL);
      }
    }
  }
}
