package dev.altered.text;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.altered.ast.Ability;
import dev.altered.ast.SourceSpan;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Optional;

/**
 * The AST as JSON, for tools and for engineers reading it: each node is an object whose {@code "node"} names its
 * kind ({@code "Step.Gain"}), with one field per record component; spans are {@code [start, end]} offsets into the
 * original text, absent values are omitted. Generic over the records, so a new node kind needs nothing here.
 */
public final class AstJson {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private AstJson() {}

  public static JsonNode of(Ability ability) {
    return value(ability);
  }

  private static JsonNode value(Object v) {
    if (v == null) {
      return F.nullNode();
    }
    if (v instanceof SourceSpan s) {
      return s.isKnown() ? F.arrayNode().add(s.start()).add(s.end()) : F.nullNode();
    }
    if (v instanceof Optional<?> o) {
      return o.isPresent() ? value(o.get()) : null;
    }
    if (v instanceof List<?> list) {
      ArrayNode a = F.arrayNode();
      for (Object item : list) {
        a.add(value(item));
      }
      return a;
    }
    if (v instanceof Enum<?> e) {
      return F.textNode(e.name());
    }
    if (v instanceof String s) {
      return F.textNode(s);
    }
    if (v instanceof Integer i) {
      return F.numberNode(i);
    }
    if (v instanceof Boolean b) {
      return F.booleanNode(b);
    }
    if (v instanceof Record r) {
      ObjectNode o = F.objectNode();
      o.put("node", nodeName(r.getClass()));
      for (RecordComponent c : r.getClass().getRecordComponents()) {
        try {
          JsonNode field = value(c.getAccessor().invoke(r));
          if (field != null && !field.isNull()) {
            o.set(c.getName(), field);
          }
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException("cannot read " + c, e);
        }
      }
      return o;
    }
    return F.textNode(v.toString());
  }

  /** {@code Step.Gain}: the record's name within the sealed interface that holds it. */
  private static String nodeName(Class<?> type) {
    StringBuilder name = new StringBuilder(type.getSimpleName());
    for (Class<?> outer = type.getEnclosingClass(); outer != null; outer = outer.getEnclosingClass()) {
      name.insert(0, outer.getSimpleName() + ".");
    }
    return name.toString();
  }
}
