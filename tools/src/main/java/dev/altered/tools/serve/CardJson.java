package dev.altered.tools.serve;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.altered.card.CardDefinition;
import dev.altered.card.CardText;
import dev.altered.card.CardType;
import dev.altered.card.Language;
import dev.altered.cardfile.CardFileReader;
import dev.altered.cardfile.Diagnostic;
import dev.altered.cardfile.SourcedCard;
import dev.altered.cardfile.TextPool;
import dev.altered.compile.Compiler;
import dev.altered.text.TextReader;
import dev.altered.tools.analysis.Abilities;
import dev.altered.tools.analysis.AbilityReport;
import dev.altered.tools.analysis.CheckReport;
import dev.altered.tools.analysis.InputProblem;
import dev.altered.tools.analysis.Session;
import dev.altered.tools.analysis.TryIt;
import dev.altered.tools.analysis.TryReport;
import dev.altered.translate.Finding;
import java.util.Optional;

/** The playground's answers, as JSON: everything the service says about a card file, and translation findings. */
final class CardJson {
  static final ObjectMapper MAPPER = new ObjectMapper();
  /** A text with many cards is analyzed whole, but only this many are played on the board (each takes a game). */
  private static final int TRIED = 3;
  static final String LABEL = "playground.cards";

  private CardJson() {}

  static ObjectNode analyze(Session session, String text) throws InputProblem {
    ObjectNode root = MAPPER.createObjectNode();
    CheckReport report = session.check(LABEL, text);
    ArrayNode diagnostics = root.putArray("diagnostics");
    for (Diagnostic d : report.diagnostics()) {
      diagnostics.addObject().put("severity", d.severity().label()).put("line", d.line()).put("column", d.column())
          .put("code", d.code()).put("message", d.message()).put("text", d.toString());
    }
    ArrayNode cards = root.putArray("cards");
    int tried = 0;
    for (SourcedCard sourced : CardFileReader.read(LABEL, text, new TextPool()).cards()) {
      CardDefinition card = sourced.card();
      ObjectNode c = cards.addObject().put("reference", card.reference()).put("name", card.name());
      ArrayNode abilities = c.putArray("abilities");
      for (Language language : TextReader.languages()) {
        CardText box = card.text(language);
        box(abilities, language, false, box.main(), card);
        box(abilities, language, true, box.support(), card);
      }
      if (tried++ < TRIED) {
        c.set("try", tryJson(TryIt.play(card)));
      }
    }
    return root;
  }

  private static void box(ArrayNode out, Language language, boolean support, Optional<String> box,
      CardDefinition card) throws InputProblem {
    if (box.isEmpty()) {
      return;
    }
    for (AbilityReport r : Abilities.of(language, box.get(), new Compiler.Context(card.type() == CardType.SPELL,
        support))) {
      ObjectNode a = out.addObject().put("language", language.code()).put("support", support).put("text", r.text())
          .put("problem", r.problem().orElse("")).put("ast", r.ast()).put("program", r.program());
      ObjectNode wordings = a.putObject("wordings");
      r.wordings().forEach((l, w) -> wordings.put(l.code(), w));
    }
  }

  private static ObjectNode tryJson(TryReport t) {
    ObjectNode o = MAPPER.createObjectNode().put("situation", t.situation()).put("outcome", t.outcome())
        .put("played", t.played());
    ArrayNode events = o.putArray("events");
    t.events().forEach(events::add);
    return o;
  }

  static ObjectNode translations(Session session, String text) throws InputProblem {
    ObjectNode root = MAPPER.createObjectNode();
    ArrayNode findings = root.putArray("findings");
    for (Finding f : session.translations(LABEL, text)) {
      findings.addObject().put("reference", f.reference()).put("lang", f.lang().code()).put("kind", f.kind().code())
          .put("message", f.message()).put("english", f.english()).put("localized", f.localized())
          .put("suggestion", f.suggestion().orElse("")).put("line", f.line()).put("column", f.column());
    }
    return root;
  }
}
