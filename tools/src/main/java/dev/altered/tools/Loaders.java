package dev.altered.tools;

import dev.altered.load.CardLoader;
import dev.altered.load.StageCache;
import java.util.Optional;
import java.nio.file.Path;

/**
 * The loader the commands use: the engine's standard loader, with the stage cache in its default folder (see
 * {@link StageCache#defaultDirectory()}) unless the user said {@code --no-cache} or {@code ALTERED_CACHE=off}.
 */
final class Loaders {
  private Loaders() {}

  static CardLoader standard(boolean noCache) {
    CardLoader loader = CardLoader.standard();
    Optional<Path> directory = noCache ? Optional.empty() : StageCache.defaultDirectory();
    // Opened for each load: the file the previous load wrote (a --watch recheck) is read again.
    return directory.map(dir -> loader.withCache(StageCache.open(dir))).orElse(loader);
  }
}
