package dev.altered.rules;

import dev.altered.rules.state.GameObject;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Deep copies of frames by their fields. Frames are plain serializable data (see {@link Frame}) of a dozen kinds
 * here and more in the interpreter and tests, so they are copied generically: every instance field, values copied
 * by kind. Records are shared: the kernel never changes a record's contents. A value of a kind not listed is an
 * error naming it, never a silent shared reference.
 */
final class FrameCopy {
  private record Plan(Constructor<?> constructor, Field[] fields) {}

  private static final Map<Class<?>, Plan> PLANS = new ConcurrentHashMap<>();

  private FrameCopy() {}

  static List<Frame> of(List<Frame> stack) {
    List<Frame> copy = new ArrayList<>(stack.size());
    for (Frame f : stack) {
      copy.add((Frame) object(f));
    }
    return copy;
  }

  private static Object object(Object original) {
    Plan plan = PLANS.computeIfAbsent(original.getClass(), FrameCopy::plan);
    try {
      Object copy = plan.constructor().newInstance();
      for (Field f : plan.fields()) {
        Class<?> type = f.getType();
        if (type == int.class) {
          f.setInt(copy, f.getInt(original));
        } else if (type == boolean.class) {
          f.setBoolean(copy, f.getBoolean(original));
        } else if (type == long.class) {
          f.setLong(copy, f.getLong(original));
        } else {
          f.set(copy, value(f.get(original)));
        }
      }
      return copy;
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot copy " + original.getClass().getName() + ": " + e, e);
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Object value(Object v) {
    if (v == null || v instanceof String || v instanceof Number || v instanceof Boolean || v instanceof Enum<?>
        || v instanceof Record || v.getClass().getName().startsWith("java.util.ImmutableCollections")) {
      return v;
    }
    if (v instanceof ArrayList<?> list) {
      ArrayList<Object> c = new ArrayList<>(list.size());
      for (Object e : list) {
        c.add(value(e));
      }
      return c;
    }
    if (v instanceof TreeMap<?, ?> map) {
      TreeMap c = new TreeMap(map.comparator());
      for (Map.Entry<?, ?> e : map.entrySet()) {
        c.put(e.getKey(), value(e.getValue()));
      }
      return c;
    }
    if (v instanceof EnumSet<?> set) {
      return set.clone();
    }
    if (v instanceof Optional<?> o) {
      return o.isEmpty() ? o : Optional.of(value(o.get()));
    }
    if (v instanceof GameObject o) {
      return StateCopy.of(o);
    }
    if (v instanceof Frame) {
      return object(v);
    }
    throw new IllegalStateException("cannot copy a frame field of type " + v.getClass().getName()
        + " (FrameCopy knows lists, tree maps, enum sets, optionals, records, objects and frames)");
  }

  private static Plan plan(Class<?> type) {
    try {
      Constructor<?> constructor = type.getDeclaredConstructor();
      constructor.setAccessible(true);
      List<Field> fields = new ArrayList<>();
      for (Class<?> c = type; c != Object.class; c = c.getSuperclass()) {
        for (Field f : c.getDeclaredFields()) {
          if (!Modifier.isStatic(f.getModifiers())) {
            f.setAccessible(true);
            fields.add(f);
          }
        }
      }
      return new Plan(constructor, fields.toArray(Field[]::new));
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException(type.getName() + " has no constructor without arguments: frames must be "
          + "plain data that can be saved and copied", e);
    }
  }
}
