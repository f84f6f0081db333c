package dev.altered.tools.lsp;

import dev.altered.card.Language;
import dev.altered.tools.analysis.CardDocument;
import dev.altered.tools.analysis.Vocabulary;
import dev.altered.tools.analysis.Workbench;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionItemKind;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * Completion in the language of the line: on a field line, the field names (and sub-types after {@code subtypes:});
 * in ability text, the keywords, statuses, token names and counters that language's cards print. The word being typed
 * (from its opening bracket, if any) is replaced, so {@code [Sab} becomes {@code [Sabotage]}.
 */
final class Completions {
  private Completions() {}

  static List<CompletionItem> at(Workbench workbench, String text, int line, int character) {
    CardDocument document = CardDocument.of(text);
    String current = line < document.lines().size() ? document.lines().get(line) : "";
    int at = Math.min(character, current.length());
    int start = at;
    while (start > 0 && !Character.isWhitespace(current.charAt(start - 1)) && current.charAt(start - 1) != ',') {
      start--;
    }
    Range replace = new Range(new Position(line, start), new Position(line, at));
    String typed = current.substring(start, at).replace("[", "").toLowerCase(Locale.ROOT);
    List<CompletionItem> out = new ArrayList<>();
    Optional<CardDocument.TextLine> ability = document.textLine(line);
    if (ability.isPresent()) {
      Language language = ability.get().language();
      for (Vocabulary.Kind kind : List.of(Vocabulary.Kind.KEYWORD, Vocabulary.Kind.STATUS, Vocabulary.Kind.TOKEN,
          Vocabulary.Kind.COUNTER)) {
        for (String word : workbench.vocabulary().words(language, kind)) {
          add(out, kind, word, typed, replace);
        }
      }
    } else if (current.strip().startsWith("subtypes:") && at > current.indexOf(':')) {
      workbench.vocabulary().words(Language.EN, Vocabulary.Kind.SUBTYPE)
          .forEach(w -> add(out, Vocabulary.Kind.SUBTYPE, w, typed, replace));
    } else if (!current.contains(":") && current.startsWith(" ")) {
      Vocabulary.FIELDS.forEach(f -> add(out, Vocabulary.Kind.FIELD, f, typed, replace));
    }
    return out;
  }

  private static void add(List<CompletionItem> out, Vocabulary.Kind kind, String word, String typed, Range replace) {
    if (!word.toLowerCase(Locale.ROOT).startsWith(typed)) {
      return;
    }
    CompletionItem item = new CompletionItem(word);
    item.setKind(switch (kind) {
      case FIELD -> CompletionItemKind.Field;
      case KEYWORD -> CompletionItemKind.Keyword;
      case STATUS -> CompletionItemKind.EnumMember;
      case TOKEN -> CompletionItemKind.Class;
      case COUNTER -> CompletionItemKind.Value;
      case SUBTYPE -> CompletionItemKind.TypeParameter;
    });
    item.setDetail(kind.name().toLowerCase(Locale.ROOT));
    item.setTextEdit(Either.forLeft(new TextEdit(replace, Vocabulary.insert(kind, word))));
    out.add(item);
  }
}
