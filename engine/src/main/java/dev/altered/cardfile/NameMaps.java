package dev.altered.cardfile;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.Maps;
import dev.altered.card.Language;
import java.util.EnumMap;

/**
 * Recent name maps by English name, so that cards sharing names (a Common, its Rares, Uniques made from one
 * Character) share one immutable map. One per reader (not thread-safe); names are pooled, so compared by identity.
 */
final class NameMaps {
  private static final Language[] LANGUAGES = Language.values();
  @SuppressWarnings("unchecked")
  private final ImmutableMap<Language, String>[] maps =
      (ImmutableMap<Language, String>[]) new ImmutableMap<?, ?>[1 << 10];

  /** The names as an immutable map, a recent equal one when there is one. */
  ImmutableMap<Language, String> of(EnumMap<Language, String> names) {
    String english = names.get(Language.EN);
    int slot = (english == null ? 0 : english.hashCode()) & (maps.length - 1);
    ImmutableMap<Language, String> cached = maps[slot];
    if (cached != null && cached.size() == names.size()) {
      boolean same = true;
      for (Language language : LANGUAGES) { // get() allocates nothing, entrySet() an entry per language
        same &= cached.get(language) == names.get(language);
      }
      if (same) {
        return cached;
      }
    }
    ImmutableMap<Language, String> map = Maps.immutableEnumMap(names);
    maps[slot] = map;
    return map;
  }
}
