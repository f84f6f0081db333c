package dev.altered.text.de;

import static dev.altered.grammar.de.AlteredGermanParser.*;
import static dev.altered.text.de.GermanSteps.PLAYER_VERBS;
import static dev.altered.text.de.GermanWords.error;
import static dev.altered.text.de.GermanWords.first;
import static dev.altered.text.de.GermanWords.has;
import static dev.altered.text.de.GermanWords.words;

import dev.altered.ast.ObjectRef;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Clauses: a clause read as its verb cluster and its parts ({@link Clause}); grammatical case of articles and
 * pronouns ({@link Case}); the subject of a clause ({@link Subject}).
 */
final class GermanClauses {
  private final GermanState my;

  GermanClauses(GermanState my) {
    this.my = my;
  }

  /** A clause read as its verb cluster and its parts, in reading order; the verbs say what the clause does. */
  static final class Clause {
    final ParserRuleContext ctx;
    final boolean main;
    final List<ParserRuleContext> parts = new ArrayList<>();
    final List<TerminalNode> verbNodes = new ArrayList<>();
    final List<GermanLexicon.Verb> verbs = new ArrayList<>();
    final List<String> particles = new ArrayList<>();
    /** Parts before the finite verb (main clauses: 0 or 1). */
    int prefield;
    /** The finite verb (the first verb of a main clause, the last person-marked verb of a subordinate one). */
    GermanLexicon.Verb finite;
    /** The verb that says what happens (not a modal or auxiliary), with its separable particle. */
    String lemma = "";
    /** dürfen, können or müssen, when the finite verb is a modal with an infinitive. */
    String modal;
    boolean passive;
    boolean would;
    boolean causative;
    boolean perfect;
    /** A clause joined to the one before that shares its finite verb and subject ("... verlieren und ... erhalten"). */
    boolean sharesSubject;

    Clause(ParserRuleContext ctx, boolean main) {
      this.ctx = ctx;
      this.main = main;
    }

    /** Adds a part; parts that are one rule ("({T})", ", bis maximal 2") are kept as that rule, as after the verb. */
    void part(ParserRuleContext p) {
      if (p instanceof AsPartContext x) {
        parts.add(x.asClause());
      } else if (p instanceof SymbolPartContext x) {
        parts.add(x.symbolT());
      } else if (p instanceof RelativePartContext x) {
        parts.add(x.relativeClause());
      } else if (p instanceof ExceptDueToPartContext x) {
        parts.add(x.exceptDueTo());
      } else if (p instanceof UpToMaxPartContext x) {
        parts.add(x.upToMax());
      } else if (p instanceof WhereXPartContext x) {
        parts.add(x.whereX());
      } else if (p instanceof MinimumPartContext x) {
        parts.add(x.minimum());
      } else if (p instanceof ForActionPartContext x) {
        parts.add(x.forAction());
      } else if (p instanceof AfterVerbContext a) {
        parts.add((ParserRuleContext) a.getChild(0));
      } else {
        parts.add(p);
      }
    }

    void verb(VerbWordContext v) {
      TerminalNode node = (TerminalNode) v.getChild(0);
      verbNodes.add(node);
      verbs.add(GermanLexicon.verb(node.getText()).orElseThrow(
          () -> error(v, "expected a known verb, found '" + v.getText() + "'")));
    }

    void tail(VerbTailContext t) {
      for (ParseTree child : t.children) {
        if (child instanceof ParticleContext p) {
          particles.add(p.getText().toLowerCase(Locale.ROOT));
        } else if (child instanceof VerbWordContext v) {
          verb(v);
        }
      }
    }

    /** Works out the finite verb, modal and auxiliary verbs and the lemma. */
    void analyze() {
      if (verbs.isEmpty()) {
        return;
      }
      boolean infinitive = particles.contains("zu")
          || verbs.stream().anyMatch(v -> v.is(GermanLexicon.Form.ZU_INFINITIVE));
      if (main) {
        finite = verbs.get(0);
      } else {
        finite = null;
        for (int i = verbs.size() - 1; i >= 0 && finite == null && !infinitive; i--) {
          GermanLexicon.Verb v = verbs.get(i);
          EnumSet<GermanLexicon.Form> f = EnumSet.copyOf(v.forms());
          f.removeAll(EnumSet.of(GermanLexicon.Form.INFINITIVE, GermanLexicon.Form.ZU_INFINITIVE,
              GermanLexicon.Form.PARTICIPLE));
          if (!f.isEmpty()) {
            finite = v;
          }
        }
      }
      boolean participle = false;
      boolean otherInfinitive = false;
      for (int i = 0; i < verbs.size(); i++) {
        GermanLexicon.Verb v = verbs.get(i);
        if (v.is(GermanLexicon.Form.PARTICIPLE) && !v.lemma().equals("werden") && !(main && i == 0)) {
          participle = true;
        }
        if (!MODALS.contains(v.lemma()) && !v.lemma().equals("werden") && !v.lemma().equals("lassen")
            && (v.is(GermanLexicon.Form.INFINITIVE) || v.is(GermanLexicon.Form.ZU_INFINITIVE))) {
          otherInfinitive = true;
        }
      }
      String content = null;
      for (int i = verbs.size() - 1; i >= 0 && content == null; i--) {
        GermanLexicon.Verb v = verbs.get(i);
        String l = v.lemma();
        if (MODALS.contains(l) && verbs.size() > 1) {
          continue;
        }
        if (l.equals("werden") && (verbs.size() > 1)) {
          continue;
        }
        if (l.equals("lassen") && otherInfinitive) {
          causative = true;
          continue;
        }
        if ((l.equals("haben") || l.equals("sein")) && participle && verbs.size() > 1) {
          perfect = true;
          continue;
        }
        content = l;
      }
      for (GermanLexicon.Verb v : verbs) {
        if (v.lemma().equals("werden")) {
          if (v.is(GermanLexicon.Form.SUBJUNCTIVE)) {
            would = true;
          } else if (participle) {
            passive = true;
          }
        }
      }
      for (GermanLexicon.Verb v : verbs) {
        if (MODALS.contains(v.lemma()) && verbs.size() > 1) {
          modal = v.lemma();
        }
      }
      if (finite != null && MODALS.contains(finite.lemma()) && modal == null && hasPart(ActionPartContext.class)) {
        // "Du darfst eine Karte deiner Wahl [Erweitern]": the keyword is the action.
        modal = finite.lemma();
        content = "nutzen";
      }
      if (content == null) {
        content = verbs.get(verbs.size() - 1).lemma();
      }
      lemma = withParticle(content, particles);
    }

    /** Parts a frame has read; what is left over was not understood and is reported. */
    final java.util.Set<ParserRuleContext> used = new java.util.HashSet<>();

    /** The parts of a kind not read yet, marked read. */
    <T extends ParserRuleContext> List<T> take(Class<T> kind) {
      List<T> out = new ArrayList<>();
      for (T p : all(kind)) {
        if (used.add(p)) {
          out.add(p);
        }
      }
      return out;
    }

    <T extends ParserRuleContext> Optional<T> takeOne(Class<T> kind) {
      for (T p : all(kind)) {
        if (used.add(p)) {
          return Optional.of(p);
        }
      }
      return Optional.empty();
    }

    /** Whether an adverb is there (and marks it read). */
    boolean takeAdverb(String word) {
      for (ParserRuleContext p : parts) {
        if (p instanceof AdverbPartContext a && words(a).equals(word)) {
          used.add(p);
          return true;
        }
      }
      return false;
    }

    boolean hasPart(Class<? extends ParserRuleContext> kind) {
      for (ParserRuleContext p : parts) {
        if (kind.isInstance(p)) {
          return true;
        }
      }
      return false;
    }

    @SuppressWarnings("unchecked")
    <T extends ParserRuleContext> List<T> all(Class<T> kind) {
      List<T> out = new ArrayList<>();
      for (ParserRuleContext p : parts) {
        if (kind.isInstance(p)) {
          out.add((T) p);
        }
      }
      return out;
    }

    <T extends ParserRuleContext> Optional<T> one(Class<T> kind) {
      List<T> all = all(kind);
      return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
    }

    /** The adverbs of the clause ("dann", "sofort", "nicht"), as words. */
    boolean adverb(String word) {
      for (ParserRuleContext p : parts) {
        if (p instanceof AdverbPartContext a && words(a).equals(word)) {
          return true;
        }
      }
      return false;
    }

    boolean negated() {
      return adverb("nicht");
    }

    boolean is(GermanLexicon.Form f) {
      return finite != null && finite.is(f);
    }

    ParserRuleContext verbCtx() {
      return verbNodes.isEmpty() ? ctx : (ParserRuleContext) verbNodes.get(0).getParent();
    }
  }

  private static final Set<String> MODALS = Set.of("dürfen", "können", "müssen");

  /** Separable verbs: the particle at the end of the clause and the verb make one lemma ("lege ... ab"). */
  private static final Map<String, String> SEPARABLE = Map.ofEntries(
      Map.entry("legen+ab", "ablegen"), Map.entry("schicken+zurück", "zurückschicken"),
      Map.entry("holen+zurück", "zurückholen"), Map.entry("fügen+hinzu", "hinzufügen"),
      Map.entry("nehmen+auf", "aufnehmen"), Map.entry("stellen+bereit", "bereitstellen"),
      Map.entry("decken+auf", "aufdecken"), Map.entry("sehen+an", "ansehen"),
      Map.entry("tauschen+aus", "austauschen"), Map.entry("wechseln+aus", "auswechseln"),
      Map.entry("geben+aus", "ausgeben"), Map.entry("schließen+an", "anschließen"),
      Map.entry("führen+aus", "ausführen"), Map.entry("legen+zurück", "zurücklegen"),
      Map.entry("steigen+auf", "aufsteigen"), Map.entry("laufen+über", "überlaufen"),
      Map.entry("stehen+gegenüber", "gegenüberstehen"));

  private static String withParticle(String lemma, List<String> particles) {
    for (String p : particles) {
      String joined = SEPARABLE.get(lemma + "+" + p);
      if (joined != null) {
        return joined;
      }
    }
    return lemma;
  }

  /** A main clause and the clauses coordinated with it ("darf [[Vergänglich]] verlieren und 1 Verstärkung erhalten"). */
  List<Clause> clauseOf(MainClauseContext ctx) {
    Clause c = new Clause(ctx, true);
    List<Clause> out = new ArrayList<>();
    out.add(c);
    boolean seenVerb = false;
    for (ParseTree child : ctx.children) {
      if (child instanceof PartContext p) {
        c.part(p);
        if (!seenVerb) {
          c.prefield++;
        }
      } else if (child instanceof VerbWordContext v) {
        c.verb(v);
        seenVerb = true;
      } else if (child instanceof VerbTailContext t) {
        c.tail(t);
      } else if (child instanceof AfterVerbContext a) {
        c.part(a);
      } else if (child instanceof CoordinatedContext co) {
        Clause next = new Clause(co, true);
        next.sharesSubject = true;
        next.verbNodes.add(c.verbNodes.get(0));
        next.verbs.add(c.verbs.get(0));
        for (ParseTree cc : co.children) {
          if (cc instanceof PartContext p) {
            next.part(p);
          } else if (cc instanceof VerbTailContext t) {
            next.tail(t);
          } else if (cc instanceof AfterVerbContext a) {
            next.part(a);
          }
        }
        out.add(next);
      }
    }
    markAttached(out);
    return out;
  }

  /** Relative clauses standing apart belong to a phrase (see {@link #attachRelatives}): read with it. */
  private void markAttached(List<Clause> clauses) {
    List<ParserRuleContext> all = new ArrayList<>();
    for (Clause k : clauses) {
      k.analyze();
      all.addAll(k.parts);
    }
    java.util.Set<ParserRuleContext> attached = my.relatives.attachRelatives(all);
    for (Clause k : clauses) {
      for (ParserRuleContext p : k.parts) {
        if (attached.contains(p)) {
          k.used.add(p);
        }
      }
    }
  }

  /** A subordinate clause's conjuncts: "hinten liegen oder gleichauf sind" is two, with one subject. */
  List<Clause> clausesOf(SubClauseContext ctx) {
    List<Clause> out = new ArrayList<>();
    Clause c = new Clause(ctx, false);
    out.add(c);
    for (ParseTree child : ctx.children) {
      if (child instanceof PartContext p) {
        c.part(p);
      } else if (child instanceof VerbTailContext t) {
        c.tail(t);
      } else if (child instanceof RelativeTailContext r) {
        c.parts.add(r.relativeClause());
      } else if (child instanceof ThanTailContext t) {
        c.parts.add(t);
      } else if (child instanceof TerminalNode) {
        c = new Clause(ctx, false);
        c.sharesSubject = true;
        out.add(c);
      }
    }
    markAttached(out);
    return out;
  }

  boolean disjunction(SubClauseContext ctx) {
    return has(ctx, "oder");
  }

  /** The cases the first word of a phrase allows. */
  static EnumSet<Case> cases(ObjectPhraseContext p) {
    String w = first(p);
    EnumSet<Case> c = switch (w) {
      case "mich", "dich", "ihn", "einen", "den", "jeden", "diesen", "keinen", "meinen", "deinen", "seinen",
          "ihren" -> EnumSet.of(Case.ACC);
      case "mir", "dir", "ihm", "ihnen", "einem", "dem", "jedem", "diesem", "keinem", "meinem", "deinem", "seinem",
          "ihrem", "einer", "meiner", "deiner", "seiner", "ihrer" -> EnumSet.of(Case.DAT, Case.GEN);
      case "des", "eines", "meines", "deines", "seines", "ihres", "jedes" -> EnumSet.of(Case.GEN);
      case "ich", "du", "er", "wir" -> EnumSet.of(Case.NOM);
      default -> EnumSet.of(Case.NOM, Case.ACC, Case.DAT);
    };
    if (w.equals("jedes")) {
      c = EnumSet.of(Case.NOM, Case.ACC, Case.GEN);
    }
    if (w.equals("jeder") || w.equals("dieser")) {
      c = EnumSet.of(Case.NOM, Case.DAT);
    }
    // "Charakteren", "Zaubern": a dative plural noun.
    NounGroupContext g = nounGroupOf(p);
    if (g != null && c.size() > 1) {
      String noun = words(g.nounItem(0).noun());
      if (DATIVE_PLURALS.contains(noun)) {
        c = EnumSet.of(Case.DAT);
      }
    }
    return c;
  }

  private static final Set<String> DATIVE_PLURALS = Set.of("charakteren", "zaubern", "spielern", "gegnern");

  static NounGroupContext nounGroupOf(ObjectPhraseContext p) {
    if (p instanceof QuantifiedPhraseContext q) {
      return q.nounGroup();
    }
    if (p instanceof PossessedPhraseContext q) {
      return q.nounGroup();
    }
    if (p instanceof AnyNumberPhraseContext q) {
      return q.nounGroup();
    }
    if (p instanceof OfPossessivePhraseContext q) {
      return q.nounGroup();
    }
    return null;
  }

  static ObjectPhraseContext firstPhrase(ParserRuleContext part) {
    return ((ObjectPartContext) part).objectList().objectPhrase(0);
  }

  private static boolean nominative(ParserRuleContext part) {
    return part instanceof ObjectPartContext && cases(firstPhrase(part)).contains(Case.NOM);
  }

  /** The subject of a clause: an object part, none (imperative), or the subject of the clause before. */
  record Subject(ObjectPartContext part, boolean elided) {
    static final Subject NONE = new Subject(null, false);
  }

  Subject subjectOf(Clause c) {
    if (c.sharesSubject) {
      return new Subject(null, true);
    }
    if (c.main) {
      if (c.prefield == 1 && nominative(c.parts.get(0))) {
        return new Subject((ObjectPartContext) c.parts.get(0), false);
      }
      boolean imperative = c.is(GermanLexicon.Form.IMPERATIVE) || c.finite == null;
      for (int i = c.prefield; i < c.parts.size(); i++) {
        ParserRuleContext p = c.parts.get(i);
        if (!(p instanceof ObjectPartContext)) {
          continue;
        }
        if (imperative) {
          // "erhalte ich": first person; otherwise an imperative has no subject.
          if (firstPhrase(p) instanceof SelfPhraseContext && first(p).equals("ich")) {
            return new Subject((ObjectPartContext) p, false);
          }
          break;
        }
        if (nominative(p) && (!PLAYER_VERBS.contains(c.lemma) || my.relatives.isPlayerPhraseOrPronoun(firstPhrase(p)))) {
          return new Subject((ObjectPartContext) p, false);
        }
        if (nominative(p)) {
          // "... und zieht dann drei Karten": the cards are drawn; the subject is the one before.
          break;
        }
      }
      if (imperative && c.is(GermanLexicon.Form.FIRST) && my.lastObject instanceof ObjectRef.Self) {
        // "Ich erhalte 2 Verstärkungen und verliere [[Vergänglich]]": I, still.
        return new Subject(null, true);
      }
      if (imperative) {
        return Subject.NONE;
      }
      if (!imperative && (c.is(GermanLexicon.Form.THIRD) || c.is(GermanLexicon.Form.PLURAL))) {
        // "... und zieht dann drei Karten": the subject of the clause before.
        return new Subject(null, true);
      }
      return Subject.NONE;
    }
    if (c.finite == null) {
      // "um eine Karte zu ziehen": an infinitive has no subject.
      return Subject.NONE;
    }
    for (ParserRuleContext p : c.parts) {
      if (nominative(p)) {
        return new Subject((ObjectPartContext) p, false);
      }
    }
    return Subject.NONE;
  }
}
