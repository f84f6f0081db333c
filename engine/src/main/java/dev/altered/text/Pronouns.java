package dev.altered.text;

import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Antecedent;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Quantity;
import dev.altered.ast.SourceSpan;
import java.util.Optional;

/**
 * What a pronoun stands for, decided once for every language (issue 19): which object phrases count as what "it"
 * can stand for ({@link ObjectRef.Antecedent}), and the pronoun that names an object again. The English, French,
 * Romance and German builders each held a copy of these decisions; the English and German ones use this file, the
 * French and Romance ones can drop their copies for it.
 */
public final class Pronouns {
  private Pronouns() {}

  /** Whether an object phrase is counted for pronouns; pronouns and "I" only repeat what was named and are not. */
  public static boolean counts(ObjectRef ref) {
    return !(ref instanceof ObjectRef.Pronoun || ref instanceof ObjectRef.Self || ref instanceof ObjectRef.SelfAnd
        || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These || ref instanceof ObjectRef.OneOfThem);
  }

  /**
   * What "it" stands for after {@code counted} object phrases were named: the last one (a pronoun is followed to
   * what it stands for; "I" is never "it"), or the trigger's object when none was.
   */
  public static Antecedent last(int counted) {
    return counted == 0 ? Antecedent.TRIGGER : new Antecedent(counted - 1);
  }

  /** What "it" means right after {@code subject}, the last of {@code counted} object phrases, was named: the same. */
  public static ObjectRef again(ObjectRef subject, int counted, SourceSpan s) {
    if (subject instanceof ObjectRef.Self) {
      return new ObjectRef.Self(s);
    }
    if (subject instanceof ObjectRef.Pronoun p) {
      return new ObjectRef.Pronoun(p.antecedent(), p.plural(), Optional.empty(), false, false, s);
    }
    return sameAs(new Antecedent(counted - 1), subject, s);
  }

  /** "it": the object of the step before, named again; plural unless that object is one. */
  public static ObjectRef sameAs(Antecedent antecedent, ObjectRef subject, SourceSpan s) {
    boolean plural = subject instanceof ObjectRef.Pronoun p ? p.plural()
        : !(subject instanceof ObjectRef.Self) && !(subject instanceof ObjectRef.Phrase ph
            && ph.quantifier().kind() == Quantifier.Kind.COUNT && ph.quantifier().count().orElse(null)
            instanceof Quantity.Literal l && l.value() == 1);
    return new ObjectRef.Pronoun(antecedent, plural, Optional.empty(), false, false, s);
  }

  /** A pronoun or "I" with the span of the words that name it here; other phrases keep their own. */
  public static ObjectRef withSpan(ObjectRef ref, SourceSpan s) {
    if (ref instanceof ObjectRef.Pronoun p) {
      return new ObjectRef.Pronoun(p.antecedent(), p.plural(), p.restated(), p.theTarget(), p.all(), s);
    }
    return ref instanceof ObjectRef.Self ? new ObjectRef.Self(s) : ref;
  }
}
