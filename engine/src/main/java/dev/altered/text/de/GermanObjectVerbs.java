package dev.altered.text.de;

import static dev.altered.grammar.de.AlteredGermanParser.*;
import static dev.altered.text.de.GermanClauses.firstPhrase;
import static dev.altered.text.de.GermanClauses.nounGroupOf;
import static dev.altered.text.de.GermanPlayerVerbs.isNoun;
import static dev.altered.text.de.GermanWords.error;
import static dev.altered.text.de.GermanWords.has;
import static dev.altered.text.de.GermanWords.list;
import static dev.altered.text.de.GermanWords.words;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Statement;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Zone;
import dev.altered.text.de.GermanClauses.Clause;
import dev.altered.text.de.GermanPlayerVerbs.AbilitiesOf;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Frames of verbs done by an object (7.3.14 - 7.3.34).
 */
final class GermanObjectVerbs {
  private final GermanState my;

  GermanObjectVerbs(GermanState my) {
    this.my = my;
  }

  Step objectVerb(Clause c, ObjectRef subject, SourceSpan s) {
    switch (c.lemma) {
      case "erhalten" -> {
        return new Step.Gain(subject, gains(c), s);
      }
      case "verlieren" -> {
        return new Step.Lose(subject, loses(c), s);
      }
      case "wechseln" -> {
        ObjectPartContext o = my.steps.object(c, "'die Expeditionen'");
        if (!isNoun(nounGroupOf(firstPhrase(o)), "expeditionen")) {
          throw error(o, "expected 'die Expeditionen', found '" + words(o) + "'");
        }
        return new Step.SwitchExpeditions(subject, s);
      }
      case "bewegen" -> {
        Direction d = direction(c);
        ObjectPartContext o = my.steps.object(c, "how far ('eine Region')");
        ObjectPhraseContext p = firstPhrase(o);
        if (!(p instanceof QuantifiedPhraseContext q) || !isNoun(q.nounGroup(), "region", "regionen")) {
          throw error(o, "expected how many regions ('eine Region'), found '" + words(o) + "'");
        }
        boolean more = q.adjective().stream().anyMatch(a -> a instanceof FurtherAdjContext);
        Quantity n = q.determiner() instanceof CountDetContext cd ? my.words.quantity(cd.quantity())
            : new Quantity.Literal(1, my.span(q));
        return new Step.MoveExpedition(subject, d, n, more, s);
      }
      case "gehen" -> {
        InPartContext in = c.takeOne(InPartContext.class)
            .orElseThrow(() -> error(c.verbCtx(), "expected where it goes ('in die Reserve'), found nothing"));
        ObjectPhraseContext p = ((ObjectPlaceContext) in.placeList().placeRef(0)).objectPhrase();
        return new Step.Move(PlayerRef.you(), subject, Optional.empty(),
            new Step.Destination.ToZone(my.players.zone(p), my.span(in)), Optional.empty(), Optional.empty(), s);
      }
      case "aktivieren" -> {
        ObjectPartContext o = my.steps.object(c, "which abilities ('seine {r} Fähigkeiten')");
        AbilitiesOf a = my.playerVerbs.abilitiesOf(firstPhrase(o));
        Optional<Zone> asIf = Optional.empty();
        Optional<AsClauseContext> as = c.takeOne(AsClauseContext.class);
        if (as.isPresent()) {
          AsWhatContext w = as.get().asWhat();
          if (w.objectPhrase().size() != 2) {
            throw error(as.get(), "expected '(als wäre er aus der Reserve gespielt worden)'");
          }
          asIf = Optional.of(my.players.zone(w.objectPhrase(1)));
        }
        return new Step.ActivateOwn(subject, a.kinds(), asIf, s);
      }
      default -> throw error(c.verbCtx(), "expected what it does, such as 'erhält 1 Verstärkung', found '"
          + c.lemma + "'");
    }
  }

  Direction direction(Clause c) {
    if (c.particles.contains("vorwärts")) {
      return Direction.FORWARD;
    }
    if (c.particles.contains("zurück")) {
      return Direction.BACKWARD;
    }
    throw error(c.verbCtx(), "expected a direction ('vorwärts' or 'zurück'), found none");
  }

  private ImmutableList<Step.Gainable> gains(Clause c) {
    List<Step.Gainable> items = new ArrayList<>();
    for (ParserRuleContext p : c.parts) {
      if (c.used.contains(p)) {
        continue;
      }
      SourceSpan s = my.span(p);
      if (p instanceof CountersPartContext cp) {
        CounterAmountContext a = cp.counterAmount();
        if (!(a instanceof SomeCountersContext some) || has(some, "bis")) {
          throw error(p, "expected counters to gain, such as '1 Verstärkung', found '" + words(p) + "'");
        }
        items.add(new Step.Gainable.Counters(my.words.quantity(some.quantity()), my.words.counter(some.counterNoun()), s));
      } else if (p instanceof StatusPartContext sp) {
        StatusListContext l = sp.statusList();
        if (has(l, "oder")) {
          // "erhält [[Vergänglich]], [[Verankert]] oder [[Schlafend]]": one of them, as the controller chooses.
          List<Status> statuses = new ArrayList<>();
          for (TerminalNode t : l.STATUS()) {
            statuses.add(my.words.status(t));
          }
          items.add(new Step.Gainable.OneStatusOf(list(statuses), s));
        } else {
          for (TerminalNode t : l.STATUS()) {
            items.add(new Step.Gainable.StatusOf(my.words.status(t), my.span(t)));
          }
        }
      } else if (p instanceof KeywordPartContext kp) {
        for (TerminalNode k : kp.keywordList().KW_ABILITY()) {
          Statement.Grant.KeywordGrant g = my.statements.keywordGrant(k, kp);
          items.add(new Step.Gainable.KeywordOf(g.keyword(), g.parameter(), s));
        }
      } else if (p instanceof QuotePartContext q) {
        items.add(new Step.Gainable.AbilityOf(my.abilities.quoted(q.quotedAbility().quotedBody()), s));
      } else {
        continue;
      }
      c.used.add(p);
    }
    if (items.isEmpty()) {
      throw error(c.verbCtx(), "expected what is gained, such as '1 Verstärkung' or '[[Verankert]]', found nothing");
    }
    return list(items);
  }

  private ImmutableList<Step.Losable> loses(Clause c) {
    List<Step.Losable> items = new ArrayList<>();
    for (ParserRuleContext p : c.parts) {
      if (c.used.contains(p)) {
        continue;
      }
      SourceSpan s = my.span(p);
      if (p instanceof StatusPartContext sp) {
        if (has(sp.statusList(), "oder")) {
          throw error(p, "expected 'und' between the things lost, found 'oder'");
        }
        for (TerminalNode t : sp.statusList().STATUS()) {
          items.add(new Step.Losable.StatusOf(my.words.status(t), my.span(t)));
        }
      } else if (p instanceof CountersPartContext cp) {
        CounterAmountContext a = cp.counterAmount();
        if (a instanceof AllCountersContext all) {
          // "verliert alle Verstärkungen": its own, as "all its boosts".
          Possessor owner = all.possessiveWord() != null ? my.players.possessive(all.possessiveWord(), false)
              : new Possessor.OfObject(new ObjectRef.Pronoun(my.lastCandidate(), false, Optional.empty(), false,
                  false, s), s);
          items.add(new Step.Losable.AllCounters(owner, my.words.counter(all.counterNoun()), s));
        } else if (a instanceof SomeCountersContext some && !has(some, "bis")) {
          items.add(new Step.Losable.Counters(my.words.quantity(some.quantity()), my.words.counter(some.counterNoun()), s));
        } else {
          throw error(p, "expected counters to lose, found '" + words(p) + "'");
        }
      } else {
        continue;
      }
      c.used.add(p);
    }
    if (items.isEmpty()) {
      throw error(c.verbCtx(), "expected what is lost, such as '[[Vergänglich]]', found nothing");
    }
    return list(items);
  }
}
