package dev.altered.rules;

import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.CardType;
import dev.altered.card.Language;
import dev.altered.rules.state.Keyword;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Gives cards the keyword abilities printed as abilities of their own (7.4: "[Gigantic].", "[Tough 2].",
 * "[Scout] {1}.", a Spell's "[[Fleeting]]."), which the kernel implements natively; all other text is ignored
 * until the compiler provides it. Keywords inside sentences ("Characters you control are [Tough 2]") are not
 * abilities of their own and are left to the compiler.
 */
public final class KeywordAbilityProvider implements AbilityProvider {
  private static final Pattern KEYWORD = Pattern.compile(
      "^\\[(Gigantic|Defender|Eternal|Seasoned|Cooldown|Tough[\\s\\u00a0]*(\\d+)|Scout)\\](?:[\\s\\u00a0]*\\{(\\d+)\\})?");
  private static final Pattern FLEETING = Pattern.compile("^\\[\\[Fleeting\\]\\]\\.");

  private final Map<String, Ability> byId = new ConcurrentHashMap<>();

  @Override
  public List<Ability> abilities(CardDefinition card) {
    CardText text = card.text(Language.EN);
    List<Ability> result = new ArrayList<>();
    for (String box : List.of(text.main().orElse(""))) {
      for (String segment : box.split(" {2,}")) {
        String s = segment.replace("#", "").strip();
        Matcher m = KEYWORD.matcher(s);
        while (m.find()) {
          String name = m.group(1);
          Keyword keyword = Keyword.valueOf(name.replaceAll("[\\s\\u00a0]*\\d+", "").toUpperCase(Locale.ROOT));
          int value = m.group(2) != null ? Integer.parseInt(m.group(2))
              : m.group(3) != null ? Integer.parseInt(m.group(3)) : 0;
          if (keyword == Keyword.SCOUT && m.group(3) == null) {
            break; // "Scout" without a cost is not a playable keyword
          }
          add(result, KeywordAbility.of(card.reference(), keyword, value));
          s = s.substring(m.end()).replaceFirst("^[\\s\\u00a0]*[,.]?[\\s\\u00a0]*", "");
          m = KEYWORD.matcher(s);
        }
        if (card.type() == CardType.SPELL && FLEETING.matcher(s).find()) {
          add(result, KeywordAbility.of(card.reference(), Keyword.FLEETING, 0)); // 2.4.7.b
        }
      }
    }
    return result;
  }

  private void add(List<Ability> result, KeywordAbility ability) {
    if (result.stream().noneMatch(a -> a.id().equals(ability.id()))) {
      result.add(ability);
      byId.put(ability.id(), ability);
    }
  }

  @Override
  public Optional<Ability> byId(String id) {
    return Optional.ofNullable(byId.get(id));
  }
}
