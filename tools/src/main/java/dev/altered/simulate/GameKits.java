package dev.altered.simulate;

import dev.altered.card.CardDefinition;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.ReadResult;
import dev.altered.cardfile.SourcedCard;
import dev.altered.cardfile.TextPool;
import dev.altered.load.CardLoader;
import dev.altered.load.LoadResult;
import dev.altered.load.StageCache;
import dev.altered.rules.CardCatalog;
import dev.altered.vm.CompiledAbilities;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A kit's cards loaded for games: its catalog and compiled abilities, made once per JVM and kit. On Spark's local
 * master the executors share the driver's JVM and so its load; an executor elsewhere loads the kit's text once,
 * through the stage cache of its machine when it has one.
 */
public final class GameKits {
  /** What a game needs of the cards. */
  public record Loaded(CardCatalog catalog, CompiledAbilities abilities) {}

  private static final Map<String, Loaded> LOADED = new ConcurrentHashMap<>();

  private GameKits() {}

  public static Loaded of(Kit kit) {
    return LOADED.computeIfAbsent(kit.id(), h -> load(kit));
  }

  private static Loaded load(Kit kit) {
    List<CardDefinition> cards = new ArrayList<>();
    TextPool pool = new TextPool();
    kit.files().forEach((set, text) -> {
      ReadResult read = CardFileReader.read("kit/" + set + ".cards", text, pool);
      if (read.hasErrors()) {
        throw new IllegalStateException("the kit's card text does not read back: " + read.diagnostics().get(0));
      }
      read.cards().stream().map(SourcedCard::card).forEach(cards::add);
    });
    CardLoader loader = CardLoader.standard();
    loader = StageCache.defaultDirectory().map(StageCache::open).map(loader::withCache).orElse(loader);
    LoadResult result = loader.loadDefinitions(cards);
    return new Loaded(CardCatalog.of(result.definitions()), CompiledAbilities.of(result));
  }
}
