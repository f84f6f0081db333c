package dev.altered.tools.analysis;

import com.google.common.collect.ImmutableList;
import dev.altered.cardfile.Diagnostic;
import dev.altered.load.LoadResult;
import java.util.Objects;

/**
 * What {@code check} reports for one load: the load itself (its counts) and every problem, sorted by position. The
 * command line, the language server and the playground all print this one value.
 */
public record CheckReport(LoadResult load, ImmutableList<Diagnostic> diagnostics) {
  public CheckReport {
    Objects.requireNonNull(load, "load");
    Objects.requireNonNull(diagnostics, "diagnostics");
  }

  public long errors() {
    return diagnostics.stream().filter(Diagnostic::isError).count();
  }

  public long warnings() {
    return diagnostics.size() - errors();
  }
}
