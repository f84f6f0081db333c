package dev.altered.tools.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The playground in a real headless browser: Debian's chromium through its own chromedriver (nothing downloaded).
 * Skipped, saying why, where they are not installed ({@code .ci/run} installs them).
 */
class PlaygroundBrowserTest {
  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
  private static final String CARD = """
      set MYSET: My First Set

      card ALT_MYSET_B_YZ_01_C
        type: Character
        subtypes: Mage
        faction: Yzmir
        rarity: Common
        cost: 2/2
        stats: 1/1/2
        en: Quiet Scholar
          {J} Draw a card.
      """;

  static PlaygroundServer server;
  static WebDriver browser;

  @BeforeAll
  static void start() throws Exception {
    assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
        "skipped: the browser test needs Debian's chromium and chromium-driver (/usr/bin/chromium,"
            + " /usr/bin/chromedriver): apt-get install -y chromium chromium-driver");
    server = PlaygroundServer.start(0);
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--window-size=1400,1000", "--user-data-dir=" + Files.createTempDirectory("playground-chromium"));
    ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
        .usingAnyFreePort().build();
    browser = new ChromeDriver(service, options);
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.quit();
    }
    if (server != null) {
      server.close();
    }
  }

  private static WebDriverWait waiting() {
    return new WebDriverWait(browser, Duration.ofSeconds(90));
  }

  private static void type(String text) {
    WebElement card = browser.findElement(By.id("card"));
    card.click();
    card.sendKeys(Keys.chord(Keys.CONTROL, "a"), Keys.DELETE);
    // Typed as a designer types it, key by key (the page checks again after each pause).
    card.sendKeys(text);
  }

  @Test
  void aCardTypedInShowsItsAstProgramFiveWordingsAndAPlayedGame() throws Exception {
    browser.get("http://127.0.0.1:" + server.port() + "/");
    type(CARD);
    waiting().until(b -> b.findElement(By.id("abilities")).getText().contains("en: {J} Draw a card.")
        && b.findElement(By.id("status")).getText().equals("up to date"));
    WebElement english = browser.findElements(By.cssSelector(".ability")).stream()
        .filter(a -> "en".equals(a.getAttribute("data-language"))).findFirst().orElseThrow();
    List<String> wordings = english.findElements(By.cssSelector("td.wording")).stream()
        .map(e -> e.getAttribute("textContent")).toList();
    assertEquals(5, wordings.size(), wordings.toString());
    assertTrue(wordings.contains("{J} Piochez une carte."), wordings.toString());
    assertTrue(english.findElement(By.cssSelector(".tree .node")).getAttribute("textContent").length() > 0);
    assertTrue(english.findElement(By.cssSelector("pre.listing")).getAttribute("textContent").contains("DRAW"),
        english.findElement(By.cssSelector("pre.listing")).getAttribute("textContent"));
    String outcome = browser.findElement(By.id("outcome")).getText();
    assertTrue(outcome.startsWith("played"), outcome);
    assertTrue(browser.findElements(By.cssSelector("#events li")).size() > 3);
    screenshot("playground-card.png");
  }

  @Test
  void aCardWithAnErrorShowsTheErrorAtItsPosition() throws Exception {
    browser.get("http://127.0.0.1:" + server.port() + "/");
    type(CARD.replace("{J} Draw a card.", "{J} [Sabotajee]."));
    waiting().until(b -> b.findElement(By.id("diagnostics")).getText().contains("Sabotajee"));
    String problem = browser.findElement(By.id("diagnostics")).getText();
    assertTrue(problem.contains("line 11, column 9"), problem);
    WebElement marked = browser.findElement(By.cssSelector("#marked .at"));
    assertTrue(marked.getText().startsWith("[Sabotajee]"), marked.getText());
    screenshot("playground-error.png");
  }

  @Test
  void theTranslatorsViewShowsFindingsSideBySide() throws Exception {
    browser.get("http://127.0.0.1:" + server.port() + "/");
    browser.findElement(By.id("tab-translator")).click();
    String file = CARD + "  fr: Érudit tranquille\n    {J} Piochez deux cartes.\n";
    ((JavascriptExecutor) browser).executeScript("document.getElementById('file').value = arguments[0]", file);
    browser.findElement(By.id("check-translations")).click();
    waiting().until(b -> b.findElement(By.id("findings")).getText().contains("Piochez une carte."));
    assertTrue(browser.findElement(By.id("findings")).getText().contains("{J} Piochez deux cartes."));
    screenshot("playground-translator.png");
  }

  private static void screenshot(String name) throws Exception {
    Path out = Path.of("target", name);
    Files.createDirectories(out.getParent());
    Files.write(out, ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
  }
}
