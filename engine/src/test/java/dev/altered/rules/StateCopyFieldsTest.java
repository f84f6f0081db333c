package dev.altered.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** A field added to the board without a line in {@link StateCopy} would be lost by every copy: this catches it. */
class StateCopyFieldsTest {
  @Test
  void everyFieldOfTheBoardIsCopied() {
    StateCopy.COPIED.forEach((type, copied) -> {
      Set<String> fields = new TreeSet<>();
      Arrays.stream(type.getDeclaredFields()).filter(f -> !Modifier.isStatic(f.getModifiers())).map(Field::getName)
          .forEach(fields::add);
      assertEquals(fields, new TreeSet<>(copied), type.getSimpleName() + ": fields StateCopy copies");
    });
  }
}
