package dev.altered.tools;

import dev.altered.simulate.BadInput;
import dev.altered.simulate.LocalEngine;
import dev.altered.simulate.SimulationEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * The engines {@code simulate --engine} knows: {@code local}, built in, and those on the class path as service
 * providers. The Spark engine is one, in the {@code spark} module: the launcher puts that module's jar on the class
 * path when it exists, so the tools themselves never depend on Spark.
 */
final class Engines {
  private Engines() {}

  static SimulationEngine.Provider find(String name) throws BadInput {
    List<String> known = new ArrayList<>(List.of("local"));
    if (name.equals("local")) {
      return new SimulationEngine.Provider() {
        @Override
        public String name() {
          return "local";
        }

        @Override
        public SimulationEngine open(int threads) {
          return new LocalEngine(threads);
        }
      };
    }
    for (SimulationEngine.Provider p : ServiceLoader.load(SimulationEngine.Provider.class)) {
      if (p.name().equals(name)) {
        return p;
      }
      known.add(p.name());
    }
    if (name.equals("spark")) {
      throw new BadInput("--engine spark: the Spark module is not on the class path (build it with "
          + "'mvn -B -DskipTests package' and run through ./altered, which adds spark/target/altered-spark.jar)");
    }
    throw new BadInput("--engine " + name + ": unknown engine (expected " + String.join(" or ", known) + ")");
  }
}
