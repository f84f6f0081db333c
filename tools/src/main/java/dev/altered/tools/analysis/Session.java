package dev.altered.tools.analysis;

import com.google.common.collect.ImmutableList;
import dev.altered.card.CardDefinition;
import dev.altered.card.Language;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.SourcedCard;
import dev.altered.cardfile.TextPool;
import dev.altered.load.CardLoader;
import dev.altered.load.StageCache;
import dev.altered.translate.Finding;
import dev.altered.translate.TranslationCheck;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a server keeps between two analyses of an editor's text, so that a keystroke costs the card it changed: a
 * stage cache of its own (the user's cache holds every set, too much to read at each keystroke) and each card's
 * translation findings, recomputed only when the card changed.
 */
public final class Session {
  /** Cards remembered; beyond, the oldest are forgotten (a designer works on a few files at once). */
  private static final int REMEMBERED = 5_000;
  private static final Set<Language> TRANSLATED = EnumSet.complementOf(EnumSet.of(Language.EN));

  private final Optional<Path> cacheDirectory;
  private final Map<CardDefinition, ImmutableList<Finding>> findings = new LinkedHashMap<>(16, 0.75f, true) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<CardDefinition, ImmutableList<Finding>> eldest) {
      return size() > REMEMBERED;
    }
  };

  private Session(Optional<Path> cacheDirectory) {
    this.cacheDirectory = cacheDirectory;
  }

  /** A session whose stage cache is in a new temporary folder (none when it cannot be made: slower, the same). */
  public static Session start() {
    try {
      Path dir = Files.createTempDirectory("altered-session");
      dir.toFile().deleteOnExit();
      return new Session(Optional.of(dir));
    } catch (IOException e) {
      return new Session(Optional.empty());
    }
  }

  /** The standard loader with this session's cache; the cache's file is named after the session, not the build. */
  public CardLoader loader() {
    CardLoader loader = CardLoader.standard();
    return cacheDirectory.map(dir -> loader.withCache(StageCache.open(dir, "session"))).orElse(loader);
  }

  /** {@link CardAnalysis#checkText} with this session's loader. */
  public CheckReport check(String label, String content) throws InputProblem {
    return CardAnalysis.checkText(loader(), label, content);
  }

  /** {@link CardAnalysis#translations}, each card checked again only when its text changed. */
  public synchronized ImmutableList<Finding> translations(String label, String content) throws InputProblem {
    CardAnalysis.refuseLarge(content);
    List<Finding> out = new ArrayList<>();
    for (SourcedCard card : CardFileReader.read(label, content, new TextPool()).cards()) {
      ImmutableList<Finding> known = findings.get(card.card());
      if (known == null) {
        known = TranslationCheck.check(List.of(card), TRANSLATED).findings();
        findings.put(card.card(), known);
      }
      out.addAll(known);
    }
    return ImmutableList.copyOf(out);
  }
}
