package dev.altered.compile;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.ast.SourceSpan;
import dev.altered.ir.Program;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The parameter census (issue 18, item 7): the parts of an ability's AST its compiled program does not depend on. A
 * part is used when changing it changes the program: each parameter (an enum, a number, a flag, a name, a node without
 * parameters) is replaced in turn by every other value it can take, or left out when it is an element of a list or
 * the content of an option, and the box compiled again; a part whose every change leaves the programs equal (spans
 * left out) is not used. A change the compiler refuses (a compile error, or any failure) counts as used: the compiler
 * looked at it. This measures dependence itself rather than trusting the compiler to say what it read, so a case that
 * dispatches on a node and then ignores it ({@code f -> new Pred.True()}) is found; spans and the lists and options
 * holding parts are structure, not parameters.
 */
public final class Census {
  private Census() {}

  /**
   * A part of an ability its program does not use.
   *
   * @param ability the index of the ability in its box
   * @param node the AST type of the part ({@code Filter.PlayedFrom}), or the record component holding a plain value
   *     ({@code Filter.PlayedBy.during})
   * @param value the plain value ({@code THIS_TURN}), empty for a node
   * @param span the text the part covers (for a plain value, the node holding it)
   */
  public record Finding(int ability, String node, Optional<String> value, SourceSpan span) {
    public Finding {
      Objects.requireNonNull(node, "node");
      Objects.requireNonNull(value, "value");
      Objects.requireNonNull(span, "span");
    }
  }

  /**
   * The census of one box's abilities compiled together ({@link Compiler#compileBox}); empty when the box does not
   * compile as it is (there is no program to measure against).
   */
  public static Optional<ImmutableList<Finding>> ofBox(List<Ability> abilities, Compiler.Context context) {
    Optional<List<Optional<Program>>> original = programs(abilities, context);
    if (original.isEmpty() || !original.equals(programs(abilities, context))) {
      return Optional.empty(); // no program, or not a deterministic one: nothing to compare with
    }
    // An ability compiles alone unless a box joins it to another ("If you don't", 6.2.e): then the box is measured.
    boolean joined = abilities.stream().anyMatch(Compiler::isIfYouDont);
    List<Finding> out = new ArrayList<>();
    for (int i = 0; i < abilities.size(); i++) {
      int index = i;
      Optional<List<Optional<Program>>> alone = joined ? original : programs(List.of(abilities.get(i)), context);
      boolean byItself = !joined && alone.isPresent();
      CensusWalker walker = new CensusWalker(replacement -> {
        if (byItself) {
          return alone.equals(programs(List.of((Ability) replacement), context));
        }
        List<Ability> changed = new ArrayList<>(abilities);
        changed.set(index, (Ability) replacement);
        return original.equals(programs(changed, context));
      });
      for (CensusWalker.Unused u : walker.walkRoot(abilities.get(i))) {
        out.add(new Finding(i, u.node(), u.value(), u.span()));
      }
    }
    return Optional.of(ImmutableList.copyOf(out));
  }

  /** The box's programs without spans, or empty when the compiler refuses the box or fails on it. */
  private static Optional<List<Optional<Program>>> programs(List<Ability> abilities, Compiler.Context context) {
    try {
      List<Optional<Program>> out = new ArrayList<>();
      for (Optional<Program> p : Compiler.compileBox(abilities, context)) {
        out.add(p.map(Program::withoutSpans));
      }
      return Optional.of(out);
    } catch (RuntimeException | StackOverflowError e) {
      // A refused or failing change is a change the compiler depends on (see the class comment).
      return Optional.empty();
    }
  }
}
