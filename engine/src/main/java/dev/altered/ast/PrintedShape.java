package dev.altered.ast;

import java.util.Optional;

/**
 * What the printers of every language ask of an AST before choosing words: which object a step is said of, whether two
 * steps are said of the same object, whether a reference is plural. Language-neutral, so written once (French counts
 * plurals its own way and keeps its own {@code plural} and {@code sameObject}).
 */
public final class PrintedShape {
  private PrintedShape() {}

  /** The step under its modifiers ("this turn", "instead"). */
  public static Step unmodified(Step step) {
    return step instanceof Step.Modified m ? m.step() : step;
  }

  /** The object a step is said of ("target Character gains …", "I switch Expeditions"), when an object does it. */
  public static Optional<ObjectRef> objectSubject(Step step) {
    if (step instanceof Step.Gain g) {
      return Optional.of(g.subject());
    }
    if (step instanceof Step.Lose l) {
      return Optional.of(l.subject());
    }
    if (step instanceof Step.SwitchExpeditions sw) {
      return Optional.of(sw.subject());
    }
    if (step instanceof Step.MoveExpedition m) {
      return Optional.of(m.subject());
    }
    if (step instanceof Step.ActivateOwn a) {
      return Optional.of(a.subject());
    }
    if (step instanceof Step.ActivateOne a) {
      return Optional.of(a.subject());
    }
    if (step instanceof Step.Keyword k && k.action().doneByObject()) {
      return k.object();
    }
    if (step instanceof Step.Modified m && !(m.step() instanceof Step.Modified)) {
      return objectSubject(m.step());
    }
    return Optional.empty();
  }

  /**
   * Whether {@code next} names the object {@code last} named ({@code index}: {@code last}'s antecedent index, or -1):
   * then a printer joins the two steps under one subject.
   */
  public static boolean sameObject(ObjectRef last, int index, ObjectRef next) {
    if (last instanceof ObjectRef.Self) {
      return next instanceof ObjectRef.Self;
    }
    if (!(next instanceof ObjectRef.Pronoun p) || p.restated().isPresent() || p.theTarget() || p.all()) {
      return false;
    }
    if (last instanceof ObjectRef.Pronoun lp) {
      return lp.antecedent().equals(p.antecedent()) && lp.restated().isEmpty() && !lp.theTarget() && !lp.all()
          && lp.plural() == p.plural();
    }
    return index >= 0 && p.antecedent().index() == index && p.plural() == plural(last);
  }

  /** Whether a reference is grammatically plural ("they", "two target Characters"; "each Character" is not). */
  public static boolean plural(ObjectRef ref) {
    if (ref instanceof ObjectRef.Self || ref instanceof ObjectRef.OneOfThem) {
      return false;
    }
    if (ref instanceof ObjectRef.SelfAnd || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These
        || ref instanceof ObjectRef.Targets || ref instanceof ObjectRef.ZoneContents) {
      return true;
    }
    if (ref instanceof ObjectRef.Pronoun p) {
      return p.plural();
    }
    if (ref instanceof ObjectRef.Phrase ph) {
      if (ph.quantifier().kind() == ObjectRef.Quantifier.Kind.EACH) {
        return false;
      }
      return ph.nouns().plural();
    }
    if (ref instanceof ObjectRef.Possessed p) {
      return p.nouns().plural();
    }
    if (ref instanceof ObjectRef.OfPossessed o) {
      return o.which() == ObjectRef.Quantifier.Kind.ALL;
    }
    if (ref instanceof ObjectRef.TopOf t) {
      return t.count().isPresent() && !isOne(t.count().get());
    }
    return ref instanceof ObjectRef.Several s && !s.any();
  }

  /** Whether a quantity is the number one. */
  public static boolean isOne(Quantity q) {
    return q instanceof Quantity.Literal l && l.value() == 1;
  }
}
