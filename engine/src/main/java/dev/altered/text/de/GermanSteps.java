package dev.altered.text.de;

import static dev.altered.grammar.de.AlteredGermanParser.*;
import static dev.altered.text.de.GermanAstBuilder.inside;
import static dev.altered.text.de.GermanAstBuilder.withModifier;
import static dev.altered.text.de.GermanClauses.firstPhrase;
import static dev.altered.text.de.GermanClauses.nounGroupOf;
import static dev.altered.text.de.GermanPlayerVerbs.isNoun;
import static dev.altered.text.Pronouns.withSpan;
import static dev.altered.text.de.GermanWords.duration;
import static dev.altered.text.de.GermanWords.error;
import static dev.altered.text.de.GermanWords.has;
import static dev.altered.text.de.GermanWords.list;
import static dev.altered.text.de.GermanWords.phase;
import static dev.altered.text.de.GermanWords.words;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.text.de.GermanClauses.Clause;
import dev.altered.text.de.GermanClauses.Subject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.antlr.v4.runtime.ParserRuleContext;

/**
 * Steps (what an effect does) and the modifiers written on a step; verbs sorted into those done by a player
 * ({@link GermanPlayerVerbs}) and by an object ({@link GermanObjectVerbs}).
 */
final class GermanSteps {
  private final GermanState my;

  GermanSteps(GermanState my) {
    this.my = my;
  }

  private PlayerRef lastPlayer;

  ImmutableList<Step> steps(StepSequenceContext ctx) {
    List<Step> steps = new ArrayList<>();
    for (int i = 0; i < ctx.stepItem().size(); i++) {
      StepItemContext item = ctx.stepItem(i);
      List<Step> read = stepItem(item);
      // "Du darfst mich kostenlos spielen und ich erhalte [[Schlafend]]": what "und" joins to an optional step is
      // part of the option, as English "You may play me for free and I gain [[Asleep]]" (6.5.c).
      if (i > 0 && isPlainAnd(ctx.stepJoin(i - 1)) && !steps.isEmpty()
          && steps.get(steps.size() - 1) instanceof Step.May may && !may.either() && !read.isEmpty()
          && read.stream().noneMatch(st -> st instanceof Step.May || continuesTheSubject(st))
          && my.pendingDistribution == null) {
        steps.set(steps.size() - 1, new Step.May(may.actor(), ImmutableList.<Step>builder().addAll(may.steps())
            .addAll(read).build(), false, SourceSpan.of(may.span().start(), my.span(item).end())));
        continue;
      }
      steps.addAll(read);
      if (my.pendingDistribution != null) {
        // "erschaffe drei [...]-Illusionsmarken und verteile sie nach Belieben auf Expeditionen deiner Wahl":
        // English says it in one step ("distributed as you choose among any number of target Expeditions").
        if (steps.isEmpty() || !(unmodified(steps.get(steps.size() - 1)) instanceof Step.Create)) {
          throw error(item, "expected tokens created before 'verteile sie', found none");
        }
        steps.set(steps.size() - 1, withModifier(steps.get(steps.size() - 1), my.pendingDistribution));
        my.pendingDistribution = null;
      }
    }
    if (my.expectTerrainLoss != null) {
      ParserRuleContext at = my.expectTerrainLoss;
      my.expectTerrainLoss = null;
      throw error(at, "expected 'zusätzlich zu ihren anderen Geländen' or 'und verlieren ihre anderen Gelände'");
    }
    return list(steps);
  }

  /**
   * "Ein anderer Charakter deiner Wahl darf [[Vergänglich]] verlieren und erhält 1 Verstärkung": a finite verb that
   * goes on with the modal's subject (no subject of its own, read as a pronoun) is outside the option; inside it, German
   * would write the infinitive ("... verlieren und 1 Verstärkung erhalten").
   */
  private static boolean continuesTheSubject(Step step) {
    ObjectRef subject = step instanceof Step.Gain g ? g.subject() : step instanceof Step.Lose l ? l.subject() : null;
    return subject instanceof ObjectRef.Pronoun;
  }

  private static boolean isPlainAnd(StepJoinContext join) {
    return join.getChildCount() == 1 && join.getChild(0).getText().equalsIgnoreCase("und");
  }

  private static Step unmodified(Step step) {
    return step instanceof Step.Modified m ? m.step() : step;
  }

  /** "für [Nachschub]": the effect an action is done for, read with the clause. */
  private Step pendingPurpose;

  private List<Step> stepItem(StepItemContext item) {
    List<Step> main;
    if (item.actionClause() != null) {
      main = List.of(actionClause(item.actionClause()));
    } else {
      main = clauseSteps(item.mainClause());
    }
    if (pendingPurpose != null) {
      Step effect = pendingPurpose;
      pendingPurpose = null;
      if (main.size() == 1 && main.get(0) instanceof Step.May m && !m.either()) {
        return List.of(new Step.Internal(m.actor(), true, m.steps(), effect, my.span(item)));
      }
      return List.of(new Step.Internal(my.defaultActor, false, list(main), effect, my.span(item)));
    }
    if (item.purpose() == null) {
      return main;
    }
    // "Du darfst mich erschöpfen ({T}), um eine Karte zu ziehen": an internal action (1.2.5.a).
    SourceSpan s = my.span(item);
    if (main.size() == 1 && main.get(0) instanceof Step.May m && !m.either()) {
      PlayerRef outer = my.defaultActor;
      my.defaultActor = m.actor();
      try {
        return List.of(new Step.Internal(m.actor(), true, m.steps(), purposeStep(item.purpose()), s));
      } finally {
        my.defaultActor = outer;
      }
    }
    return List.of(new Step.Internal(my.defaultActor, false, list(main), purposeStep(item.purpose()), s));
  }

  private Step purposeStep(PurposeContext ctx) {
    List<Step> steps = new ArrayList<>();
    boolean either = my.clauses.disjunction(ctx.subClause());
    if (either) {
      // "damit ein Charakter deiner Wahl 1 Verstärkung erhält oder [[Vergänglich]] verliert": one of them, done
      // by the same object.
      List<Clause> clauses = my.clauses.clausesOf(ctx.subClause());
      reuseSubject = true;
      try {
        for (Clause c : clauses) {
          steps.addAll(clauseSteps(c));
        }
      } finally {
        reuseSubject = false;
      }
      return new Step.OneOf(my.defaultActor, list(steps), my.span(ctx));
    }
    for (Clause c : my.clauses.clausesOf(ctx.subClause())) {
      if (has(ctx, "um")) {
        // "um ... zu ziehen" (even when 'zu' is left out): an infinitive, without subject.
        c.finite = null;
      }
      steps.addAll(clauseSteps(c));
    }
    if (steps.size() != 1) {
      throw error(ctx, "expected one action after 'um', found " + steps.size());
    }
    return steps.get(0);
  }

  private Step actionClause(ActionClauseContext ctx) {
    Clause c = new Clause(ctx, true);
    for (PartContext p : ctx.part()) {
      c.part(p);
    }
    SourceSpan s = my.span(ctx);
    KeywordAction action = GermanLexicon.action(inside(ctx.KW_ACTION())).orElseThrow();
    Step step = my.playerVerbs.keyword(my.defaultActor, action, ctx.KW_ACTION(), c, s);
    return modified(step, c, s);
  }

  List<Step> clauseSteps(MainClauseContext ctx) {
    List<Step> out = new ArrayList<>();
    List<Clause> clauses = my.clauses.clauseOf(ctx);
    Clause head = clauses.get(0);
    if (head.modal != null && (head.modal.equals("dürfen") || head.modal.equals("können"))
        && !head.negated() && !my.statements.isStatementFrame(head)) {
      return List.of(optional(clauses));
    }
    for (Clause c : clauses) {
      out.addAll(clauseSteps(c));
    }
    return out;
  }

  /** "Du darfst ... und ...", "Jeder Spieler darf ...", "Ein Charakter deiner Wahl darf ...": optional steps (6.5.c). */
  private Step optional(List<Clause> clauses) {
    Clause head = clauses.get(0);
    SourceSpan s = my.span(head.ctx);
    Subject subj = my.clauses.subjectOf(head);
    if (head.lemma.equals("wiederholen")) {
      // "... und darf dies dann wiederholen": may do it again.
      PlayerRef who = subj.part() == null ? (subj.elided() && lastPlayer != null ? lastPlayer : my.defaultActor)
          : my.players.player(firstPhrase(subj.part()));
      head.used.addAll(head.parts);
      return new Step.MayDoAgain(who, s);
    }
    PlayerRef who;
    my.startingWithYou = head.takeOne(StartingWithYouPartContext.class).isPresent();
    boolean objectSubject = subj.part() != null && !isPlayerPhrase(firstPhrase(subj.part()));
    if (objectSubject) {
      who = my.defaultActor;
    } else if (subj.part() != null) {
      who = my.players.player(firstPhrase(subj.part()));
      head.used.add(subj.part());
    } else if (subj.elided() && lastPlayer != null) {
      who = lastPlayer;
    } else {
      who = my.defaultActor;
    }
    my.startingWithYou = false;
    lastPlayer = who;
    PlayerRef outer = my.defaultActor;
    my.defaultActor = who;
    try {
      List<Step> steps = new ArrayList<>();
      Subject inner = objectSubject ? subj : Subject.NONE;
      for (int i = 0; i < clauses.size(); i++) {
        Clause c = clauses.get(i);
        steps.addAll(clauseSteps(c, i == 0 ? inner : new Subject(null, objectSubject)));
      }
      boolean either = head.ctx instanceof MainClauseContext m && m.coordinated().stream().anyMatch(co -> has(co, "oder"));
      return new Step.May(who, list(steps), either, s);
    } finally {
      my.defaultActor = outer;
    }
  }

  List<Step> clauseSteps(Clause c) {
    return clauseSteps(c, my.clauses.subjectOf(c));
  }

  /** One clause as steps: the frame of its verb. */
  List<Step> clauseSteps(Clause c, Subject subj) {
    SourceSpan s = my.span(c.ctx);
    Step step;
    if (c.lemma.equals("verlieren") && my.expectTerrainLoss != null) {
      // "... sind {O} und verlieren ihre anderen Gelände": the terrains are set.
      for (ObjectPartContext o : c.all(ObjectPartContext.class)) {
        NounGroupContext g = nounGroupOf(firstPhrase(o));
        if (g != null && isNoun(g, "gelände", "geländetypen")) {
          c.used.add(o);
          my.expectTerrainLoss = null;
          checkAllRead(c);
          return List.of();
        }
      }
    }
    if (c.lemma.equals("fungieren") && !c.adverb("nur") && !c.adverb("nur als manakugel")) {
      // "Ich bin nicht spielbar, aber fungiere als Manakugel": what any card can (a reminder).
      c.takeAdverb("als manakugel");
      c.takeAdverb("aber");
      if (subj.part() != null) {
        c.used.add(subj.part());
      }
      checkAllRead(c);
      return List.of();
    }
    if (c.lemma.equals("bewegen") && !c.hasPart(ReflexivePartContext.class) && !c.causative
        && (subj.part() == null || isPlayerPhrase(firstPhrase(subj.part())))) {
      Step moved = playerMoves(c, subj, s);
      checkAllRead(c);
      return List.of(moved);
    }
    Optional<KeywordAction> byObject = actionByObject(c, subj);
    if (byObject.isPresent()) {
      ObjectRef subject = subjectObject(c, subj);
      checkAllRead(c);
      return List.of(new Step.Keyword(PlayerRef.you(), byObject.get(), Optional.of(subject), s));
    }
    if (my.statements.isStatementFrame(c)) {
      return List.of(my.statements.continuous(c, subj, s));
    }
    if (c.causative && !OBJECT_VERBS.contains(c.lemma)) {
      // "Du darfst einen Gegner deiner Wahl eine Karte ziehen lassen": have that player draw.
      if (subj.part() != null) {
        c.used.add(subj.part());
      }
      ObjectPartContext who = c.takeOne(ObjectPartContext.class)
          .orElseThrow(() -> error(c.ctx, "expected who does it after 'lassen'"));
      PlayerRef actor = my.players.player(firstPhrase(who));
      return List.of(modified(my.playerVerbs.playerVerb(c, actor, s), c, s));
    }
    if (OBJECT_VERBS.contains(c.lemma) || c.lemma.equals("aktivieren") && subj.part() != null
        && !isPlayerPhrase(firstPhrase(subj.part())) || c.causative) {
      ObjectRef subject;
      if (c.causative) {
        // "Du darfst mich [[Vergänglich]] erhalten lassen": have me gain.
        if (subj.part() != null) {
          c.used.add(subj.part());
        }
        ObjectPartContext who = c.takeOne(ObjectPartContext.class)
            .orElseThrow(() -> error(c.ctx, "expected who does it after 'lassen'"));
        subject = my.objects.objList(who.objectList());
        my.lastObject = my.again(subject, my.span(who));
      } else {
        subject = subjectObject(c, subj);
      }
      step = my.objectVerbs.objectVerb(c, subject, s);
    } else {
      if (c.lemma.equals("ignorieren") && my.ignoreRollFollows) {
        // "... und ignoriere den Wurf deiner Wahl": part of rolling one more die.
        my.ignoreRollFollows = false;
        ObjectPartContext roll = object(c, "'den Wurf deiner Wahl'");
        if (!words(roll).equals("den wurf deiner wahl")) {
          throw error(roll, "expected 'den Wurf deiner Wahl', found '" + words(roll) + "'");
        }
        checkAllRead(c);
        return List.of();
      }
      PlayerRef actor = actorOf(c, subj);
      step = my.playerVerbs.playerVerb(c, actor, s);
      Optional<ForActionContext> forAction = c.takeOne(ForActionContext.class);
      if (forAction.isPresent()) {
        // "Du darfst {1} bezahlen für [Nachschub]": pay to [Resupply] (an internal action).
        ForActionContext f = forAction.get();
        pendingPurpose = new Step.Keyword(actor, GermanLexicon.action(inside(f.KW_ACTION())).orElseThrow(),
            Optional.empty(), my.span(f));
      }
    }
    if (step == null) {
      checkAllRead(c);
      return List.of();
    }
    return List.of(modified(step, c, s));
  }

  /**
   * "bewege deine andere Expedition eine Region vorwärts" (a player moves an Expedition: the same step as the
   * Expedition moving, 7.5, as English reads "move your other Expedition forward one region").
   */
  private Step playerMoves(Clause c, Subject subj, SourceSpan s) {
    boolean named = subj.part() != null;
    PlayerRef actor = actorOf(c, subj);
    for (ObjectPartContext o : objects(c)) {
      NounGroupContext g = nounGroupOf(firstPhrase(o));
      if (g != null && words(g.nounItem(0).noun()).contains("geländemarker")) {
        return moveTerrainMarker(c, actor, o, s);
      }
    }
    ObjectPartContext how = null;
    ObjectPartContext what = null;
    for (ObjectPartContext o : objects(c)) {
      ObjectPhraseContext p = firstPhrase(o);
      if (how == null && p instanceof QuantifiedPhraseContext q && isNoun(q.nounGroup(), "region", "regionen")) {
        how = o;
      } else if (what == null) {
        what = o;
      }
    }
    if (how == null || what == null) {
      throw error(c.verbCtx(), "expected which Expedition moves and how far ('deine andere Expedition eine Region'), "
          + "found '" + words(c.ctx) + "'");
    }
    c.used.add(how);
    c.used.add(what);
    QuantifiedPhraseContext q = (QuantifiedPhraseContext) firstPhrase(how);
    Quantity n = q.determiner() instanceof CountDetContext cd ? my.words.quantity(cd.quantity()) : new Quantity.Literal(1, my.span(q));
    boolean more = q.adjective().stream().anyMatch(a -> a instanceof FurtherAdjContext);
    ObjectRef moved = my.objects.objList(what.objectList());
    if (named && moved instanceof ObjectRef.Possessed own && own.owner() instanceof Possessor.OfObject of
        && of.object() instanceof ObjectRef.Pronoun) {
      // "bewegt ihr kontrollierender Spieler seine andere Expedition": "seine" is the player's (their).
      moved = new ObjectRef.Possessed(new Possessor.OfPlayer(new PlayerRef(PlayerRef.Kind.THEY, Optional.empty(),
          of.span()), of.span()), own.adjectives(), own.nouns(), own.filters(), own.span());
    }
    return new Step.MoveExpedition(moved, my.objectVerbs.direction(c), n, more, s);
  }

  /**
   * "Du darfst einen {O} Geländemarker von einer beliebigen Region in meine Region bewegen" (a Terrain Marker moves to
   * a region, 2.2.3): where it goes is the region in the accusative after "in".
   */
  private Step moveTerrainMarker(Clause c, PlayerRef actor, ObjectPartContext marker, SourceSpan s) {
    c.used.add(marker);
    ObjectRef markers;
    my.markerFrom = true;
    my.markerTo = null;
    try {
      markers = my.objects.objList(marker.objectList());
    } finally {
      my.markerFrom = false;
    }
    ObjectPhraseContext to = my.markerTo;
    if (to == null) {
      InPartContext in = c.takeOne(InPartContext.class)
          .orElseThrow(() -> error(c.verbCtx(), "expected the region it moves to ('in meine Region'), found nothing"));
      if (!(in.placeList().placeRef(0) instanceof ObjectPlaceContext region)) {
        throw error(in, "expected a region such as 'in meine Region', found '" + words(in) + "'");
      }
      to = region.objectPhrase();
    }
    return new Step.MoveTerrainMarker(actor, markers, my.objects.obj(to, false), false, s);
  }

  /**
   * A keyword action an object does (7.3.3, 7.3.6), as a verb ("Ein Charakter deiner Wahl läuft über") or, as the
   * later sets print [Ascend], a predicate ("Meine Expedition ist [Aufsteigend]"); the action, marked read.
   */
  private Optional<KeywordAction> actionByObject(Clause c, Subject subj) {
    if (subj.part() == null && !subj.elided() || c.negated() || c.modal != null || c.would || c.passive) {
      return Optional.empty();
    }
    if (c.lemma.equals("sein")) {
      List<ActionPartContext> a = c.all(ActionPartContext.class);
      if (a.size() != 1) {
        return Optional.empty();
      }
      Optional<KeywordAction> action = GermanLexicon.action(inside(a.get(0).KW_ACTION()))
          .filter(KeywordAction::doneByObject);
      action.ifPresent(x -> c.used.add(a.get(0)));
      return action;
    }
    if ((c.lemma.equals("aufsteigen") || c.lemma.equals("überlaufen"))
        && (subj.part() == null || !isPlayerPhrase(firstPhrase(subj.part())))) {
      return my.statements.keywordActionVerb(c);
    }
    return Optional.empty();
  }

  private static final Set<String> OBJECT_VERBS = Set.of("erhalten", "verlieren", "wechseln", "bewegen", "gehen");

  /** Verbs whose subject is a player (so a noun phrase after them that is no player is their object). */
  static final Set<String> PLAYER_VERBS = Set.of("ziehen", "ablegen", "legen", "opfern", "schicken",
      "zurückschicken", "zurückholen", "hinzufügen", "aufnehmen", "nehmen", "erschaffen", "bereitstellen",
      "erschöpfen", "spielen", "würfeln", "werfen", "aufdecken", "ansehen", "wählen", "austauschen", "auswechseln",
      "bezahlen", "zahlen", "ausgeben", "entfernen", "verdoppeln", "verteilen", "gewinnen", "nutzen", "benutzen",
      "kontrollieren");

  boolean isPlayerPhrase(ObjectPhraseContext p) {
    if (p instanceof YouPhraseContext) {
      return true;
    }
    NounGroupContext g = nounGroupOf(p);
    if (g != null) {
      return isPlayerNoun(words(g.nounItem(0).noun()));
    }
    return false;
  }

  static boolean isPlayerNoun(String noun) {
    return PLAYER_NOUNS.contains(noun) || noun.startsWith("kontrollierende");
  }

  private static final Set<String> PLAYER_NOUNS = Set.of("spieler", "spielers", "spielern", "gegner", "gegners",
      "gegnern", "besitzer", "besitzers", "kontrollierende", "kontrollierender", "kontrollierenden");

  PlayerRef actorOf(Clause c, Subject subj) {
    if (subj.elided()) {
      return lastPlayer != null ? lastPlayer : my.defaultActor;
    }
    if (subj.part() == null) {
      return my.defaultActor;
    }
    c.used.add(subj.part());
    my.startingWithYou = c.takeOne(StartingWithYouPartContext.class).isPresent();
    PlayerRef p = my.players.player(firstPhrase(subj.part()));
    my.startingWithYou = false;
    lastPlayer = p;
    return p;
  }

  /** Reuse the subject itself (not "it") in a clause that leaves it out: alternatives joined by 'oder'. */
  private boolean reuseSubject;
  private ObjectRef lastSubjectRef;

  ObjectRef subjectObject(Clause c, Subject subj) {
    if (subj.elided() && reuseSubject && lastSubjectRef != null) {
      return lastSubjectRef;
    }
    if (subj.elided()) {
      if (my.lastObject == null) {
        throw error(c.ctx, "expected who or what does it, found nothing");
      }
      return withSpan(my.lastObject, my.span(c.ctx));
    }
    if (subj.part() == null) {
      throw error(c.ctx, "expected who or what does it (a subject such as 'ein Charakter deiner Wahl'), found nothing");
    }
    c.used.add(subj.part());
    ObjectRef o = my.objects.objList(subj.part().objectList());
    my.lastObject = my.again(o, my.span(subj.part()));
    lastSubjectRef = o;
    return o;
  }

  /** The object parts of a clause that are not its subject, not read yet. */
  List<ObjectPartContext> objects(Clause c) {
    List<ObjectPartContext> out = new ArrayList<>();
    for (ObjectPartContext p : c.all(ObjectPartContext.class)) {
      if (!c.used.contains(p)) {
        out.add(p);
      }
    }
    return out;
  }

  ObjectPartContext object(Clause c, String what) {
    List<ObjectPartContext> all = objects(c);
    if (all.isEmpty()) {
      throw error(c.verbCtx(), "expected " + what + ", found none");
    }
    c.used.add(all.get(0));
    return all.get(0);
  }

  Optional<ObjectPartContext> optionalObject(Clause c) {
    List<ObjectPartContext> all = objects(c);
    if (all.isEmpty()) {
      return Optional.empty();
    }
    c.used.add(all.get(0));
    return Optional.of(all.get(0));
  }

  /** Reports a part no frame read: its meaning would be lost. */
  void checkAllRead(Clause c) {
    for (ParserRuleContext p : c.parts) {
      if (c.used.contains(p) || p instanceof ConjunctionPartContext || p instanceof ReflexivePartContext) {
        continue;
      }
      if (p instanceof AdverbPartContext a && NEUTRAL_ADVERBS.contains(words(a))) {
        continue;
      }
      throw error(p, "expected words that belong to '" + c.lemma + "', found '" + words(p) + "'");
    }
  }

  /** Adverbs that add nothing the AST holds: "dann" (the order is the order), "je" (each gains). */
  private static final Set<String> NEUTRAL_ADVERBS = Set.of("dann", "je", "jeweils", "einmal", "zuerst", "noch");

  private Step modified(Step step, Clause c, SourceSpan s) {
    List<Step.Modifier> modifiers = new ArrayList<>();
    for (ParserRuleContext p : c.parts) {
      if (c.used.contains(p)) {
        continue;
      }
      Step.Modifier m = modifier(p, c);
      if (m != null) {
        c.used.add(p);
        modifiers.add(m);
      }
    }
    checkAllRead(c);
    if (modifiers.isEmpty()) {
      return step;
    }
    if (step instanceof Step.Modified x) {
      return new Step.Modified(x.step(), ImmutableList.<Step.Modifier>builder().addAll(x.modifiers())
          .addAll(modifiers).build(), x.span());
    }
    return new Step.Modified(step, list(modifiers), s);
  }

  private Step.Modifier modifier(ParserRuleContext p, Clause c) {
    SourceSpan s = my.span(p);
    if (p instanceof AdverbPartContext a) {
      return switch (words(a)) {
        case "stattdessen" -> new Step.Modifier.Instead(s);
        case "erneut" -> new Step.Modifier.Again(s);
        case "zufällig" -> new Step.Modifier.AtRandom(s);
        default -> null;
      };
    }
    if (p instanceof TimingPartContext t) {
      TimingContext timing = t.timing();
      if (timing instanceof AfterRestContext) {
        return new Step.Modifier.At(Phase.REST, true, s);
      }
      if (timing instanceof AtPhaseContext at) {
        return new Step.Modifier.At(phase(at.phaseWord()), false, s);
      }
      if (timing instanceof AtEndOfContext at) {
        return new Step.Modifier.At(at.phaseWord() == null ? Phase.NIGHT : phase(at.phaseWord()), true, s);
      }
      Optional<Duration> d = duration(timing);
      if (d.isPresent()) {
        return new Step.Modifier.Lasting(d.get(), s);
      }
      if (timing instanceof DuringDayContext || timing instanceof DuringTurnContext) {
        my.sentenceTiming = my.words.timingCondition(timing);
        return null;
      }
      return null;
    }
    if (p instanceof PerPartContext per) {
      // "pro Karte in deiner Reserve", "für jeden Charakter, den du kontrollierst": per (German writes English
      // "per" both ways).
      return new Step.Modifier.Per(perObject(per.objectPhrase()), s);
    }
    if (p instanceof UpToMaxContext u) {
      return new Step.Modifier.UpToMax(my.words.quantity(u.quantity()), s);
    }
    if (p instanceof WhereXContext w) {
      return new Step.Modifier.WhereX(my.abilities.whereX(w), s);
    }
    if (p instanceof ThisWayPartContext) {
      return new Step.Modifier.ThisWay(s);
    }
    return null;
  }

  /** "pro Bürokraten, den du kontrollierst": each one counted (English says it in the singular). */
  ObjectRef perObject(ObjectPhraseContext p) {
    if (p instanceof QuantifiedPhraseContext q && q.determiner() == null) {
      return my.objects.phrase(q, new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, my.span(q)), new ArrayList<>(),
          q.adjective(), q.nounGroup(), q.postFilters(), Optional.of(false));
    }
    return my.objects.obj(p, false);
  }

  /** "auf Expeditionen deiner Wahl": any number of target Expeditions. */
  ObjectRef distributedAmong(ObjectPhraseContext p) {
    ObjectRef among = my.objects.obj(p, true);
    if (among instanceof ObjectRef.Phrase ph && ph.quantifier().kind() == Quantifier.Kind.BARE) {
      among = new ObjectRef.Phrase(new Quantifier(ph.quantifier().target() ? Quantifier.Kind.ANY_NUMBER
          : Quantifier.Kind.ANY, Optional.empty(), ph.quantifier().target(), ph.quantifier().span()), ph.adjectives(),
          ph.nouns(), ph.filters(), ph.span());
      my.candidates.set(my.candidates.size() - 1, among);
    }
    return among;
  }
}
