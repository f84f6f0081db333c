package dev.altered;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The package table of ARCHITECTURE.md is the contract: each stage package may import only the packages its "depends
 * on" column names, and the graph has no cycle. A new arrow is a design decision, so it is written in the document
 * first; this test keeps the document and the code saying the same thing.
 */
class ArchitectureTest {

  private static final Path ROOT = Paths.get(System.getProperty("altered.root", "..")).toAbsolutePath().normalize();
  private static final Path SOURCES = ROOT.resolve("engine/src/main/java/dev/altered");
  private static final Pattern IMPORT = Pattern.compile("^import\\s+(?:static\\s+)?dev\\.altered\\.([a-z]+)\\.", Pattern.MULTILINE);
  private static final Pattern ROW = Pattern.compile("^\\|\\s*`([a-z]+)`\\s*\\|[^|]*\\|([^|]*)\\|\\s*$", Pattern.MULTILINE);

  @Test
  void everyImportBetweenStagePackagesIsAnArrowOfTheArchitectureTable() {
    Map<String, Set<String>> documented = documentedDependencies();
    Map<String, Set<String>> actual = actualDependencies();
    List<String> problems = new ArrayList<>();
    for (var entry : actual.entrySet()) {
      String pkg = entry.getKey();
      if (!documented.containsKey(pkg)) {
        problems.add("package '" + pkg + "' has no row in ARCHITECTURE.md's package table");
        continue;
      }
      for (String used : entry.getValue()) {
        if (!documented.get(pkg).contains(used)) {
          problems.add("'" + pkg + "' imports '" + used + "', which its row in ARCHITECTURE.md does not list");
        }
      }
    }
    assertEquals(List.of(), problems);
  }

  @Test
  void stagePackagesFormNoCycle() {
    Map<String, Set<String>> graph = actualDependencies();
    Set<String> done = new HashSet<>();
    for (String start : graph.keySet()) {
      List<String> cycle = findCycle(start, graph, new ArrayList<>(), done);
      assertTrue(cycle.isEmpty(), "cycle: " + String.join(" -> ", cycle));
    }
  }

  private static List<String> findCycle(String node, Map<String, Set<String>> graph, List<String> path, Set<String> done) {
    int seen = path.indexOf(node);
    if (seen >= 0) {
      List<String> cycle = new ArrayList<>(path.subList(seen, path.size()));
      cycle.add(node);
      return cycle;
    }
    if (done.contains(node)) {
      return List.of();
    }
    path.add(node);
    for (String next : graph.getOrDefault(node, Set.of())) {
      List<String> cycle = findCycle(next, graph, path, done);
      if (!cycle.isEmpty()) {
        return cycle;
      }
    }
    path.remove(path.size() - 1);
    done.add(node);
    return List.of();
  }

  private static Map<String, Set<String>> documentedDependencies() {
    String doc;
    try {
      doc = Files.readString(ROOT.resolve("ARCHITECTURE.md"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Map<String, Set<String>> table = new TreeMap<>();
    Matcher row = ROW.matcher(doc);
    while (row.find()) {
      Set<String> deps = new TreeSet<>();
      for (String dep : row.group(2).split(",")) {
        String name = dep.strip();
        if (name.matches("[a-z]+")) {
          deps.add(name);
        }
      }
      table.put(row.group(1), deps);
    }
    assertTrue(table.size() >= 5, "ARCHITECTURE.md's package table was not found: " + table);
    return table;
  }

  /** Top-level stage package to the other stage packages its main sources import (sub-packages count as the stage). */
  private static Map<String, Set<String>> actualDependencies() {
    Map<String, Set<String>> graph = new TreeMap<>();
    try (Stream<Path> files = Files.walk(SOURCES)) {
      for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
        Path relative = SOURCES.relativize(file);
        if (relative.getNameCount() < 2) {
          continue;
        }
        String pkg = relative.getName(0).toString();
        Set<String> deps = graph.computeIfAbsent(pkg, k -> new TreeSet<>());
        Matcher m = IMPORT.matcher(Files.readString(file));
        while (m.find()) {
          if (!m.group(1).equals(pkg)) {
            deps.add(m.group(1));
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return graph;
  }
}
