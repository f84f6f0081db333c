package dev.altered.text.de;

import static dev.altered.grammar.de.AlteredGermanParser.*;

import dev.altered.ast.Condition;
import dev.altered.ast.ObjectRef.Antecedent;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Zone;
import dev.altered.text.AbilityText;
import dev.altered.text.Pronouns;
import dev.altered.text.de.GermanClauses.Subject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * One German ability being read (issue 19: the state {@link GermanAstBuilder} and its parts share, made explicit).
 * It holds the text, the object phrases pronouns can stand for ({@link ObjectRef.Antecedent}), the actor of steps
 * written without one, what one part leaves for another (a pending destination, the subject of the clause before,
 * ...) and the parts themselves, each made once per ability: a quoted ability gets a state of its own.
 */
final class GermanState {
  final GermanAstBuilder abilities;
  final GermanClauses clauses;
  final GermanSteps steps;
  final GermanPlayerVerbs playerVerbs;
  final GermanObjectVerbs objectVerbs;
  final GermanStatements statements;
  final GermanEvents events;
  final GermanConditions conditions;
  final GermanObjects objects;
  final GermanRelatives relatives;
  final GermanPlayers players;
  final GermanWords words;

  final AbilityText text;
  /** Object phrases that pronouns can stand for, in reading order (see ObjectRef.Antecedent). */
  final List<ObjectRef> candidates = new ArrayList<>();
  /** Whether each candidate is plural ("sie" is "it" or "them" by what it stands for). */
  final List<Boolean> candidatePlural = new ArrayList<>();
  /** The actor of steps written without one: "you", or the player of "Jeder Spieler darf ...". */
  PlayerRef defaultActor = PlayerRef.you();
  /** The subject of the clause before, for a clause that leaves it out ("... und zieht dann drei Karten"). */
  Subject lastSubject;

  /** A timing found inside a clause that conditions the whole sentence ("während des ersten Tages"). */
  Condition sentenceTiming;

  /** The last subject named, for a clause that leaves it out: as "it" (an object) or as the player. */
  ObjectRef lastObject;

  /** "verteile sie nach Belieben auf ...", waiting to be joined to the creation before it. */
  Step.Modifier pendingDistribution;
  /** "Alle Regionen sind {O}", waiting for "und verlieren ihre anderen Gelände". */
  ParserRuleContext expectTerrainLoss;

  /** While a Terrain Marker's phrase is read: "von" names where it is from, "in" + accusative where it goes. */
  boolean markerFrom;
  ObjectPhraseContext markerTo;

  /** Set after "wirf zusätzlich einen mehr": the next clause "ignoriere den Wurf deiner Wahl" belongs to it. */
  boolean ignoreRollFollows;

  /**
   * A destination an object phrase took as a filter ("eine Karte aus deiner Hand in die Reserve"), built when the
   * step reads it (after the object phrase is counted for pronouns: "in die Hand ihres Besitzers").
   */
  ObjectPhraseContext pendingDestination;

  /** Whether the event is read in a "Wenn ... —" sentence of an effect (a step of the same effect: "this way"). */
  boolean reflexive;

  /**
   * "Wenn sich ein anderer Charakter meiner Expedition anschließt": with "sich" first, "meiner Expedition" (dative,
   * what is joined) follows the subject and reads like its genitive; the subject of "anschließen" leaves it to the
   * verb.
   */
  boolean joinSubject;
  GenitiveContext joinedGenitive;

  /** Zones of "aus deinem Deck oder deiner Hand" read inside a phrase (see inFilter and fromFilter). */
  final List<Zone> fromZones = new ArrayList<>();

  /** Relative filters read elsewhere (see {@link #attachRelatives}). */
  final Set<RelativeFilterContext> misplaced = java.util.Collections.newSetFromMap(
      new java.util.IdentityHashMap<>());

  /** "Angefangen bei dir darf jeder Spieler ...": each player, starting with you. */
  boolean startingWithYou;

  /** Filters spilled from a zone, waiting for the phrase around it (see {@link #spill}). */
  final List<PostFilterContext> spilled = new ArrayList<>();

  GermanState(AbilityText text) {
    this.text = text;
    abilities = new GermanAstBuilder(this);
    clauses = new GermanClauses(this);
    steps = new GermanSteps(this);
    playerVerbs = new GermanPlayerVerbs(this);
    objectVerbs = new GermanObjectVerbs(this);
    statements = new GermanStatements(this);
    events = new GermanEvents(this);
    conditions = new GermanConditions(this);
    objects = new GermanObjects(this);
    relatives = new GermanRelatives(this);
    players = new GermanPlayers(this);
    words = new GermanWords(this);
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

  /** Counts an object phrase for pronouns; pronouns and "I" only repeat what was named and are not counted. */
  ObjectRef register(ObjectRef ref) {
    if (Pronouns.counts(ref)) {
      candidates.add(ref);
      candidatePlural.add(isPlural(ref));
    }
    return ref;
  }

  private static boolean isPlural(ObjectRef ref) {
    if (ref instanceof ObjectRef.Phrase p) {
      Quantifier.Kind k = p.quantifier().kind();
      boolean one = p.quantifier().count().orElse(null) instanceof Quantity.Literal l && l.value() == 1;
      return p.nouns().plural() || k == Quantifier.Kind.EACH || (k == Quantifier.Kind.UP_TO && !one);
    }
    if (ref instanceof ObjectRef.Possessed p) {
      return p.nouns().plural();
    }
    if (ref instanceof ObjectRef.OfPossessed p) {
      return p.which() == Quantifier.Kind.ALL;
    }
    if (ref instanceof ObjectRef.TopOf t) {
      return t.count().isPresent() && !(t.count().get() instanceof Quantity.Literal l && l.value() == 1);
    }
    return ref instanceof ObjectRef.Several || ref instanceof ObjectRef.Targets || ref instanceof ObjectRef.ZoneContents;
  }

  /**
   * What "it" stands for here: the last object phrase named (a pronoun is followed to what it stands for; "I" is
   * never "it").
   */
  Antecedent lastCandidate() {
    return Pronouns.last(candidates.size());
  }

  boolean lastCandidatePlural() {
    return !candidatePlural.isEmpty() && candidatePlural.get(candidatePlural.size() - 1);
  }

  /** What "it" means right after {@code subject} was named: the same object. */
  ObjectRef again(ObjectRef subject, SourceSpan s) {
    return Pronouns.again(subject, candidates.size(), s);
  }
}
