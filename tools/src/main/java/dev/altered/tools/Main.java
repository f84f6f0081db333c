package dev.altered.tools;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of {@code ./altered}: one subcommand per tool. */
@Command(
    name = "altered",
    mixinStandardHelpOptions = true,
    version = "altered 0.1.0",
    description = "Altered TCG card-scripting platform: check, parse, compile, load and play cards written as text.",
    subcommands = {CommandLine.HelpCommand.class, ImportCommand.class, CheckCommand.class, LoadCommand.class,
        GenCardsCommand.class, ParseCommand.class, PlayCommand.class, TranslateCheckCommand.class,
        CompileCommand.class, CoverageCommand.class})
public final class Main implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(System.out);
  }

  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }

  /** The configured command line, shared by {@link #main} and tests. */
  public static CommandLine commandLine() {
    return new CommandLine(new Main());
  }
}
