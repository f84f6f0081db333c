package dev.altered.text.fr;

import static dev.altered.grammar.fr.AlteredFrenchParser.*;
import static dev.altered.text.fr.FrenchTrees.*;

import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Antecedent;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.SourceSpan;
import dev.altered.text.AbilityBuildException;
import dev.altered.text.AbilityText;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * One ability's reading, the state the parts of the French builder share: the text (for spans), the object phrases
 * pronouns can stand for, the actor of steps written without one, and the words the reminder text defines. It also
 * holds the parts, so a part calls another through it ({@code reading.objects.obj(...)}). A quoted ability is read
 * with a reading of its own: its pronouns are its own (2.2.12.f).
 */
final class FrenchReading {
  final AbilityText text;

  /** Object phrases that pronouns can stand for, in reading order (see ObjectRef.Antecedent). */
  final List<ObjectRef> candidates = new ArrayList<>();

  /** The actor of steps written without one: "vous", or the player of "Chaque joueur peut ...". */
  PlayerRef defaultActor = PlayerRef.you();

  /** Words this ability's reminder text defines ("Je suis [En Contact] si ..."), by lower-case name. */
  final Map<String, DefinitionContext> definitions = new HashMap<>();

  /** Whether nouns joined by 'et' are allowed (both objects, as in "entre votre Héros et votre Compagnon"). */
  boolean andNouns;

  // The parts of the builder, one per concern; each reaches the others through this reading.
  final FrenchAstBuilder abilities;
  final FrenchSentences sentences;
  final FrenchSteps steps;
  final FrenchStatements statements;
  final FrenchEvents events;
  final FrenchConditions conditions;
  final FrenchObjects objects;
  final FrenchWords words;

  FrenchReading(AbilityText text) {
    this.text = text;
    this.abilities = new FrenchAstBuilder(this);
    this.sentences = new FrenchSentences(this);
    this.steps = new FrenchSteps(this);
    this.statements = new FrenchStatements(this);
    this.events = new FrenchEvents(this);
    this.conditions = new FrenchConditions(this);
    this.objects = new FrenchObjects(this);
    this.words = new FrenchWords(this);
  }



  SourceSpan span(ParserRuleContext ctx) {
    Token start = ctx.getStart();
    Token stop = ctx.getStop();
    int from = start.getType() == Token.EOF ? text.text().length() : start.getStartIndex();
    int to = stop == null || stop.getType() == Token.EOF || stop.getStopIndex() < from ? from : stop.getStopIndex() + 1;
    int origFrom = text.originalOffset(from);
    int origTo = Math.max(origFrom, text.originalEnd(to));
    return SourceSpan.of(origFrom, origTo);
  }

  SourceSpan span(TerminalNode node) {
    Token t = node.getSymbol();
    int origFrom = text.originalOffset(t.getStartIndex());
    return SourceSpan.of(origFrom, Math.max(origFrom, text.originalEnd(t.getStopIndex() + 1)));
  }

  /** From the start of {@code first} (or of {@code last} when there is no first) to the end of {@code last}. */
  SourceSpan span(ParserRuleContext first, ParserRuleContext last) {
    SourceSpan end = span(last);
    return first == null ? end : SourceSpan.of(span(first).start(), Math.max(span(first).start(), end.end()));
  }

  AbilityBuildException error(ParserRuleContext ctx, String message) {
    return new AbilityBuildException(ctx.getStart().getStartIndex(), message);
  }

  /** Counts an object phrase for pronouns; pronouns and "je" only repeat what was named and are not counted. */
  ObjectRef register(ObjectRef ref) {
    if (!(ref instanceof ObjectRef.Pronoun || ref instanceof ObjectRef.Self || ref instanceof ObjectRef.SelfAnd
        || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These || ref instanceof ObjectRef.OneOfThem)) {
      candidates.add(ref);
    }
    return ref;
  }

  /** What "il" means right after {@code subject} was named: the same object. */
  ObjectRef again(ObjectRef subject, SourceSpan s) {
    if (subject instanceof ObjectRef.Self) {
      return new ObjectRef.Self(s);
    }
    if (subject instanceof ObjectRef.Pronoun p) {
      return new ObjectRef.Pronoun(p.antecedent(), p.plural(), Optional.empty(), false, false, s);
    }
    return sameAs(new Antecedent(candidates.size() - 1), subject, s);
  }

  Antecedent lastCandidate() {
    return candidates.isEmpty() ? Antecedent.TRIGGER : new Antecedent(candidates.size() - 1);
  }
}
