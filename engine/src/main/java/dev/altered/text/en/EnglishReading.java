package dev.altered.text.en;

import static dev.altered.grammar.en.AlteredEnglishParser.*;

import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Antecedent;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.SourceSpan;
import dev.altered.text.AbilityText;
import dev.altered.text.Pronouns;
import dev.altered.text.en.EnglishAstBuilder.BuildException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * The state of reading one ability, shared by the parts of the English builder: the text and its offsets (every
 * node gets a span of the original text), the object phrases pronouns can stand for, the actor of steps written
 * without one, the trigger of a Reaction written after its effect, and the words the reminder text defines.
 *
 * <p>One reading per ability (a quoted ability inside another gets a fresh one): the parts reach each other through
 * it ({@code read.objects.obj(...)}), so each part is a plain class holding no state of its own.
 */
final class EnglishReading {
  final AbilityText text;
  /** Object phrases that pronouns can stand for, in reading order (see ObjectRef.Antecedent). */
  final List<ObjectRef> candidates = new ArrayList<>();
  /** The actor of steps written without one: "you", or the player of "Each player may ...". */
  PlayerRef defaultActor = PlayerRef.you();
  /** The trigger of a Reaction written after its effect, while its effect is read (see lateReaction). */
  SentenceTailContext lateTrigger;
  /** The subject of the effect of such a Reaction, read as "it": the object the trigger named (6.3.i). */
  ObjectPhraseContext lateSubject;
  ObjectRef lateSubjectRef;
  /** Keywords this ability's reminder text defines ("I'm [In Contact] if ..."), by lower-case name. */
  final Map<String, DefinitionContext> definitions = new HashMap<>();

  /** The ability's offsets into the original text and its length, read once (every node gets a span). */
  private final int[] offsets;
  private final int length;

  // The parts of the builder, one per concern, each reading through this state.
  final EnglishAstBuilder abilities = new EnglishAstBuilder(this);
  final EnglishSentences sentences = new EnglishSentences(this);
  final EnglishSteps steps = new EnglishSteps(this);
  final EnglishVerbs verbs = new EnglishVerbs(this);
  final EnglishStatements statements = new EnglishStatements(this);
  final EnglishEvents events = new EnglishEvents(this);
  final EnglishConditions conditions = new EnglishConditions(this);
  final EnglishObjects objects = new EnglishObjects(this);
  final EnglishNumbers numbers = new EnglishNumbers(this);

  EnglishReading(AbilityText text) {
    this.text = text;
    this.offsets = text.offsets();
    this.length = text.text().length();
  }

  // ===================================================================================================================
  // Spans, errors and pronoun antecedents
  // ===================================================================================================================

  SourceSpan span(ParserRuleContext ctx) {
    Token start = ctx.start;
    Token stop = ctx.stop;
    int from = start.getType() == Token.EOF ? length : start.getStartIndex();
    int to = stop == null || stop.getType() == Token.EOF || stop.getStopIndex() < from ? from : stop.getStopIndex() + 1;
    return originalSpan(from, to);
  }

  SourceSpan span(TerminalNode node) {
    Token t = node.getSymbol();
    return originalSpan(t.getStartIndex(), t.getStopIndex() + 1);
  }

  /** The original span of the normalized range [from, to): as AbilityText.originalOffset and originalEnd. */
  SourceSpan originalSpan(int from, int to) {
    int origFrom = offsets[Math.max(0, Math.min(from, length))];
    int origTo = to <= 0 ? offsets[0] : offsets[Math.min(to, length) - 1] + 1;
    return SourceSpan.of(origFrom, Math.max(origFrom, origTo));
  }

  BuildException error(ParserRuleContext ctx, String message) {
    return new BuildException(ctx.getStart().getStartIndex(), message);
  }

  /** Counts an object phrase for pronouns; pronouns and "I" only repeat what was named and are not counted. */
  ObjectRef register(ObjectRef ref) {
    if (Pronouns.counts(ref)) {
      candidates.add(ref);
    }
    return ref;
  }

  /** What "it" means right after {@code subject} was named: the same object. */
  ObjectRef again(ObjectRef subject, SourceSpan s) {
    return Pronouns.again(subject, candidates.size(), s);
  }

  /**
   * What "it" stands for here: the last object phrase named (a pronoun is followed to what it stands for; "I" is
   * never "it").
   */
  Antecedent lastCandidate() {
    return Pronouns.last(candidates.size());
  }

  /** From the start of {@code first} (or of {@code last} when there is no first) to the end of {@code last}. */
  SourceSpan span(ParserRuleContext first, ParserRuleContext last) {
    SourceSpan end = span(last);
    if (first == null) {
      return end;
    }
    int start = span(first).start();
    return SourceSpan.of(start, Math.max(start, end.end()));
  }
}
