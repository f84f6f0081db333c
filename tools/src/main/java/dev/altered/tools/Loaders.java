package dev.altered.tools;

import dev.altered.load.CardLoader;
import dev.altered.load.StageCache;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The loader the commands use: the engine's standard loader, with the stage cache in its default folder (see
 * {@link StageCache#defaultDirectory()}) unless the user said {@code --no-cache} or {@code ALTERED_CACHE=off}.
 */
final class Loaders {
  private final CardLoader loader;
  private final Optional<StageCache> cache;

  private Loaders(CardLoader loader, Optional<StageCache> cache) {
    this.loader = loader;
    this.cache = cache;
  }

  /** Opened for each load: a --watch recheck reads the file the previous load wrote. */
  static Loaders standard(boolean noCache) {
    Optional<Path> directory = noCache ? Optional.empty() : StageCache.defaultDirectory();
    Optional<StageCache> cache = directory.map(StageCache::open);
    // A cold load parses every text for half a minute: the user sees how far it is (Progress decides where).
    CardLoader loader = CardLoader.standard().withProgress(Progress.standard());
    return new Loaders(cache.map(loader::withCache).orElse(loader), cache);
  }

  CardLoader loader() {
    return loader;
  }

  /** The cache's problems (a damaged file ignored, a folder not writable) as notes: the cards load the same. */
  void printNotes(PrintWriter err) {
    cache.ifPresent(c -> c.problems().forEach(problem -> err.println("note: stage cache: " + problem)));
    err.flush();
  }
}
