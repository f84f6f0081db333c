package dev.altered.text;

import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Antecedent;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import java.util.List;
import java.util.Optional;

/**
 * What a pronoun stands for, decided the same way in every language (see {@link ObjectRef.Antecedent}): a builder
 * keeps the object phrases it has read, in reading order, and these decide which of them count and what "it" refers
 * to. It works on the AST only, so every language's builder can use it: English does; the French, German and
 * Romance builders still hold copies of the same decisions (register, again, lastCandidate, sameAs, withSpan).
 */
public final class Pronouns {
  private Pronouns() {}

  /** Whether an object phrase can be a pronoun's antecedent: pronouns and "I" only repeat what was named. */
  public static boolean counts(ObjectRef ref) {
    return !(ref instanceof ObjectRef.Pronoun || ref instanceof ObjectRef.Self || ref instanceof ObjectRef.SelfAnd
        || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These || ref instanceof ObjectRef.OneOfThem);
  }

  /**
   * What "it" stands for here: the last object phrase named (a pronoun is followed to what it stands for; "I" is
   * never "it"), or the trigger's object when nothing was named yet.
   */
  public static Antecedent last(List<ObjectRef> candidates) {
    return candidates.isEmpty() ? Antecedent.TRIGGER : new Antecedent(candidates.size() - 1);
  }

  /** What "it" means right after {@code subject} was named: the same object. */
  public static ObjectRef again(ObjectRef subject, List<ObjectRef> candidates, SourceSpan s) {
    if (subject instanceof ObjectRef.Self) {
      return new ObjectRef.Self(s);
    }
    if (subject instanceof ObjectRef.Pronoun p) {
      return new ObjectRef.Pronoun(p.antecedent(), p.plural(), Optional.empty(), false, false, s);
    }
    return sameAs(new Antecedent(candidates.size() - 1), subject, s);
  }

  /** "it": the object of the step before, named again (plural unless it was one object, or "I"). */
  public static ObjectRef sameAs(Antecedent antecedent, ObjectRef subject, SourceSpan s) {
    boolean plural = subject instanceof ObjectRef.Pronoun p ? p.plural()
        : !(subject instanceof ObjectRef.Self) && !(subject instanceof ObjectRef.Phrase ph
            && ph.quantifier().kind() == Quantifier.Kind.COUNT && ph.quantifier().count().orElse(null)
            instanceof Quantity.Literal l && l.value() == 1);
    return new ObjectRef.Pronoun(antecedent, plural, Optional.empty(), false, false, s);
  }

  /** The same reference read again at another place: a pronoun or "I" takes the new span, a phrase is kept. */
  public static ObjectRef withSpan(ObjectRef ref, SourceSpan s) {
    if (ref instanceof ObjectRef.Pronoun p) {
      return new ObjectRef.Pronoun(p.antecedent(), p.plural(), p.restated(), p.theTarget(), p.all(), s);
    }
    return ref instanceof ObjectRef.Self ? new ObjectRef.Self(s) : ref;
  }
}
