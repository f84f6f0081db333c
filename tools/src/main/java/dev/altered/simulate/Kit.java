package dev.altered.simulate;

import dev.altered.card.CardDefinition;
import dev.altered.cardfile.CardFileWriter;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The cards a simulation's games run on, as card-file text: every card loaded, edited ones in place of the printed.
 * All of them, not only the decks', because a card's text can lean on another's (a word defined in one card's
 * reminder is lent to the cards printing it bare, which compile only beside it). Text, because it is what a card is
 * here and what a Spark executor on another machine loads without the driver's files; both engines make their games
 * from it ({@link GameKits}), so they cannot run different cards.
 *
 * @param files one card file per set, by set id
 * @param id SHA-256 of all the files: the key a JVM keeps the loaded kit under
 * @param cardHashes SHA-256 of the text of each card the decks use (tokens included), by reference
 * @param names the English name of each of those cards, for the report
 */
public record Kit(SortedMap<String, String> files, String id, SortedMap<String, String> cardHashes,
    SortedMap<String, String> names) implements Serializable {
  public Kit {
    files = new TreeMap<>(files);
    cardHashes = new TreeMap<>(cardHashes);
    names = new TreeMap<>(names);
  }

  public static Kit of(Collection<CardDefinition> cards, Set<String> used) {
    Map<String, List<CardDefinition>> bySet = new TreeMap<>();
    SortedMap<String, String> hashes = new TreeMap<>();
    SortedMap<String, String> names = new TreeMap<>();
    for (CardDefinition card : cards.stream().sorted(Comparator.comparing(CardDefinition::reference)).toList()) {
      bySet.computeIfAbsent(card.set(), s -> new ArrayList<>()).add(card);
      if (used.contains(card.reference()) || card.type().isToken()) {
        StringBuilder text = new StringBuilder();
        CardFileWriter.writeCard(card, text);
        hashes.put(card.reference(), sha256(text.toString()));
        names.put(card.reference(), card.name());
      }
    }
    SortedMap<String, String> files = new TreeMap<>();
    StringBuilder all = new StringBuilder();
    bySet.forEach((set, list) -> {
      String file = CardFileWriter.write(set, set, List.of(), list);
      files.put(set, file);
      all.append(file);
    });
    return new Kit(files, sha256(all.toString()), hashes, names);
  }

  public String name(String reference) {
    return names.getOrDefault(reference, reference);
  }

  static String sha256(String text) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(digest.digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java has SHA-256", e);
    }
  }
}
