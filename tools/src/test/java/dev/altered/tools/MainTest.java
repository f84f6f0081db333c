package dev.altered.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class MainTest {
  @Test
  void subcommandNamesAreThoseTheirAnnotationsDeclare() {
    CommandLine all = Main.commandLine();
    all.getSubcommands().forEach((name, sub) -> assertEquals(name, sub.getCommandName()));
    assertEquals(List.copyOf(Main.SUBCOMMANDS.keySet()), List.copyOf(all.getSubcommands().keySet()));
  }

  @Test
  void aNamedSubcommandIsBuiltAloneAndOthersAllOfThem() {
    assertEquals(List.of("load"),
        List.copyOf(Main.commandLineFor(new String[] {"load", "--json", "cards"}).getSubcommands().keySet()));
    assertEquals(Main.SUBCOMMANDS.keySet(), Main.commandLineFor(new String[] {"--help"}).getSubcommands().keySet());
    assertEquals(Main.SUBCOMMANDS.keySet(), Main.commandLineFor(new String[] {"lod"}).getSubcommands().keySet());
    assertEquals(Main.SUBCOMMANDS.keySet(), Main.commandLineFor(new String[] {"help", "load"}).getSubcommands().keySet());
  }

  @Test
  void aMisspelledSubcommandIsAUsageErrorThatSuggestsTheRightOne() {
    StringWriter err = new StringWriter();
    CommandLine cli = Main.commandLineFor(new String[] {"lod"});
    cli.setErr(new PrintWriter(err));
    assertEquals(2, cli.execute("lod"));
    assertEquals(true, err.toString().contains("load"), err.toString());
  }
}
