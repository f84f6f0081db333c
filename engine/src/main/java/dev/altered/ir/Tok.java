package dev.altered.ir;

import java.util.List;

/**
 * A token an effect creates (7.3.5.b): name (data, 2.2.4.f), statistics, sub-types, and the abilities given by
 * "with" quotes as indexes of the program's nested programs (2.2.12.f). {@code statistics} is false for a name
 * printed alone ("[Manaseed] token"): the kernel completes the token from the set's token card of that name
 * ({@code Kernel.defineToken}).
 */
public record Tok(String name, int forest, int mountain, int water, List<String> subtypes, List<Integer> abilities,
    boolean statistics) implements Constant {
  public Tok {
    subtypes = List.copyOf(subtypes);
    abilities = List.copyOf(abilities);
  }

  @Override
  public String toString() {
    return "[" + name + (statistics ? " " + forest + "/" + mountain + "/" + water : "") + "] "
        + String.join(" ", subtypes) + (abilities.isEmpty() ? "" : " with abilities " + abilities);
  }
}
