package dev.altered.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Level;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/** simulate's HTML report, opened in Debian's headless Chromium through its chromedriver (never a downloaded one). */
class SimulateReportBrowserTest {
  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static final Path DRIVER = Path.of("/usr/bin/chromedriver");

  @Test
  void theReportLoadsWithItsChartsAndTablesAndNoConsoleError(@TempDir Path tmp) throws Exception {
    Assumptions.assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
        "skipped: no /usr/bin/chromium or /usr/bin/chromedriver (apt-get install chromium chromium-driver)");
    Path variant = Files.writeString(tmp.resolve("doubled.cards"),
        SimulatePlantedImbalanceTest.KELON.replace("stats: 1/3/3", "stats: 2/6/6"));
    Path out = tmp.resolve("out");
    SimulateCommandTest.Run r = SimulateCommandTest.run("simulate", "--cards", SimulateCommandTest.CARDS, "--decks",
        SimulatePlantedImbalanceTest.axiomDeck(tmp) + ",random:Lyra,random:Yzmir", "--games", "4", "--variant",
        variant.toString(), "--out", out.toString());
    assertEquals(0, r.exit(), r.err());

    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--user-data-dir=" + tmp.resolve("profile"));
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.BROWSER, Level.ALL);
    options.setCapability("goog:loggingPrefs", logs);
    ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
        .usingAnyFreePort().build();
    ChromeDriver browser = new ChromeDriver(service, options);
    try {
      browser.get(out.resolve("report.html").toUri().toString());
      assertEquals("Altered simulation", browser.getTitle());
      for (String chart : List.of("heatmap", "impact")) {
        WebElement image = browser.findElement(By.id(chart));
        Object drawn = ((JavascriptExecutor) browser).executeScript(
            "return arguments[0].complete && arguments[0].naturalWidth > 100 && arguments[0].naturalHeight > 100;",
            image);
        assertEquals(Boolean.TRUE, drawn, chart + " is a decoded picture");
      }
      assertEquals(1 + 3, browser.findElements(By.cssSelector("#matrix tr")).size(), "a row per pairing");
      assertEquals(1 + 1, browser.findElements(By.cssSelector("#ab tr")).size(), "the A/B of the Axiom deck");
      assertTrue(browser.findElements(By.cssSelector("#cards tr")).size() > 20, "a row per card");
      List<LogEntry> errors = browser.manage().logs().get(LogType.BROWSER).getAll().stream()
          .filter(e -> e.getLevel().intValue() >= Level.WARNING.intValue()).toList();
      assertTrue(errors.isEmpty(), "console: " + errors);
    } finally {
      browser.quit();
    }
  }
}
