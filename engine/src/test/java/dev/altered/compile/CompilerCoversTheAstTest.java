package dev.altered.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.ast.Ability;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every concrete node type of the AST (each record implementing one of its sealed interfaces) has a case in the
 * compiler: a node type added to the AST fails this test until the compiler handles it, never a silent fallback.
 */
class CompilerCoversTheAstTest {
  @Test
  void everyRecordOfTheAstHasACompilerCase() throws IOException, URISyntaxException, ClassNotFoundException {
    Path classes = Path.of(Ability.class.getProtectionDomain().getCodeSource().getLocation().toURI())
        .resolve("dev/altered/ast");
    List<Class<?>> nodes = new ArrayList<>();
    try (Stream<Path> files = Files.list(classes)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".class")).sorted().toList()) {
        String name = "dev.altered.ast." + f.getFileName().toString().replace(".class", "");
        Class<?> c = Class.forName(name);
        if (c.isRecord() && implementsSealedAstInterface(c)) {
          nodes.add(c);
        }
      }
    }
    assertTrue(nodes.size() > 150, "the AST's node types were found: " + nodes.size());
    Set<Class<?>> handled = Compiler.handledNodeTypes();
    Set<String> missing = new TreeSet<>();
    for (Class<?> node : nodes) {
      if (!handled.contains(node)) {
        missing.add(node.getName().replace("dev.altered.ast.", "").replace('$', '.'));
      }
    }
    assertEquals(Set.of(), missing, "AST node types without a compiler case");
  }

  /** Nodes of the AST's sum types; plain records (the AST's own values such as SourceSpan holders) are not nodes. */
  private static boolean implementsSealedAstInterface(Class<?> c) {
    for (Class<?> i : c.getInterfaces()) {
      if (i.isSealed() && i.getName().startsWith("dev.altered.ast.")) {
        return true;
      }
    }
    return false;
  }
}
