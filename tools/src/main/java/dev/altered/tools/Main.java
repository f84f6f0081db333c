package dev.altered.tools;

import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of {@code ./altered}: one subcommand per tool. */
@Command(
    name = "altered",
    mixinStandardHelpOptions = true,
    version = "altered 0.1.0",
    description = "Altered TCG card-scripting platform: check, parse, compile, load and play cards written as text.")
public final class Main implements Runnable {
  /** Every subcommand by name, in the order {@code --help} lists them. */
  static final ImmutableMap<String, Supplier<Object>> SUBCOMMANDS = ImmutableMap.<String, Supplier<Object>>builder()
      .put("help", CommandLine.HelpCommand::new)
      .put("import", ImportCommand::new)
      .put("check", CheckCommand::new)
      .put("load", LoadCommand::new)
      .put("gen-cards", GenCardsCommand::new)
      .put("parse", ParseCommand::new)
      .put("play", PlayCommand::new)
      .put("masstest", MasstestCommand::new)
      .put("simulate", SimulateCommand::new)
      .put("translate-check", TranslateCheckCommand::new)
      .put("compile", CompileCommand::new)
      .put("census", CensusCommand::new)
      .put("coverage", CoverageCommand::new)
      .put("fuzz", FuzzCommand::new)
      .put("lsp", LspCommand::new)
      .put("serve", ServeCommand::new)
      .build();

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(System.out);
  }

  public static void main(String[] args) {
    System.exit(commandLineFor(args).execute(args));
  }

  /** The command line with every subcommand, for help and tests. */
  public static CommandLine commandLine() {
    CommandLine commandLine = new CommandLine(new Main());
    SUBCOMMANDS.forEach((name, command) -> commandLine.addSubcommand(name, command.get()));
    return commandLine.setExecutionExceptionHandler(Main::oneLine);
  }

  /**
   * The command line for these arguments: only the subcommand they name, when they name one. picocli builds a
   * subcommand's model from its annotations by reflection, which in a fresh JVM costs more than some commands' work;
   * the other subcommands are not needed to run this one. {@code help}, no subcommand or an unknown word get them all,
   * so that usage lists them and a misspelling gets its suggestions.
   */
  static CommandLine commandLineFor(String[] args) {
    String first = Arrays.stream(args).filter(arg -> !arg.startsWith("-")).findFirst().orElse("help");
    Supplier<Object> command = SUBCOMMANDS.get(first);
    if (command == null || first.equals("help")) {
      return commandLine();
    }
    CommandLine commandLine = new CommandLine(new Main());
    commandLine.addSubcommand(first, command.get());
    return commandLine.setExecutionExceptionHandler(Main::oneLine);
  }

  /**
   * What a command did not catch, in one line: a file that cannot be read or written is a usage error (exit 2), in
   * plain words; anything else is this tool's defect (exit 1), with its stack trace only when ALTERED_DEBUG is set.
   */
  static int oneLine(Exception e, CommandLine command, CommandLine.ParseResult parsed) {
    String name = "altered " + command.getCommandName();
    Throwable cause = e instanceof UncheckedIOException u ? u.getCause() : e;
    if (cause instanceof IOException io) {
      command.getErr().println(name + ": " + FileProblems.describe(io));
      command.getErr().flush();
      return 2;
    }
    command.getErr().println(name + ": internal error, please report it: " + e
        + (System.getenv("ALTERED_DEBUG") == null ? " (ALTERED_DEBUG=1 shows where)" : ""));
    if (System.getenv("ALTERED_DEBUG") != null) {
      e.printStackTrace(command.getErr());
    }
    command.getErr().flush();
    return 1;
  }
}
