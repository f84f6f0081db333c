package dev.altered.text.fr;

import static dev.altered.ast.PrintedShape.unmodified;
import static dev.altered.ast.PrintedShape.objectSubject;
import static dev.altered.ast.PrintedShape.isOne;

import dev.altered.ast.Condition;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Statement;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.Limit;
import dev.altered.ast.Vocabulary.Terrain;
import java.util.ArrayList;
import java.util.List;

/** The French printer's statements: what passive abilities say is true (see {@link FrenchPrinter}). */
final class FrenchPrinterStatements {
  private final FrenchPrinting printing;

  FrenchPrinterStatements(FrenchPrinting printing) {
    this.printing = printing;
  }



  String statement(Statement st) {
    if (st instanceof Statement.Has h && h.grants().stream().allMatch(g -> g instanceof Statement.Grant.Statistics)) {
      Statement.Grant.Statistics first = (Statement.Grant.Statistics) h.grants().get(0);
      if (first.change() == Statement.Grant.Statistics.Change.SET) {
        List<String> stats = new ArrayList<>();
        for (Terrain t : first.stats()) {
          stats.add(FrenchPrinterWords.terrain(t));
        }
        return "les " + FrenchPrinterWords.andList(stats) + " "
            + FrenchPrinterWords.de(printing.objects.obj(h.subject(), true, FrenchPrinterObjects.Role.OBJECT))
                + " sont égales à "
            + printing.words.quantity(first.amount(), false);
      }
      List<String> changes = new ArrayList<>();
      for (Statement.Grant g : h.grants()) {
        Statement.Grant.Statistics x = (Statement.Grant.Statistics) g;
        changes.add((x.change() == Statement.Grant.Statistics.Change.ADD ? "+" : "-")
            + printing.words.quantity(x.amount(), false) + " " + FrenchPrinterWords.terrain(x.stats().get(0)));
      }
      return printing.objects.subjectText(h.subject()) + " " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.HAVE,
          FrenchPrinterVerbs.person(h.subject())) + " " + FrenchPrinterWords.andList(changes);
    }
    if (st instanceof Statement.Has h) {
      String subject = printing.objects.subjectText(h.subject());
      FrenchPrinterVerbs.Person person = FrenchPrinterVerbs.person(h.subject());
      boolean plural = person == FrenchPrinterVerbs.Person.THIRD_PLURAL;
      List<String> grants = new ArrayList<>();
      boolean ability = false;
      boolean statusOnly = true;
      for (Statement.Grant g : h.grants()) {
        if (g instanceof Statement.Grant.KeywordGrant k) {
          statusOnly = false;
          grants.add(k.parameter().isPresent() ? "[" + FrenchPrinterWords.keywordName(k.keyword(), plural) + " "
              + printing.words.plainNumber(k.parameter().get()) + "]" : "["
                  + FrenchPrinterWords.keywordName(k.keyword(), plural) + "]");
        } else if (g instanceof Statement.Grant.StatusGrant s) {
          grants.add(FrenchPrinterWords.status(s.status(), false, false));
        } else {
          statusOnly = false;
          ability = true;
          grants.add("\" " + new FrenchPrinting().effects.ability(((Statement.Grant.AbilityGrant) g).ability())
              + " \"");
        }
      }
      if (ability) {
        return subject + " " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.HAVE, person) + " : " + String.join(" et ",
            grants);
      }
      if (statusOnly) {
        return subject + " " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.HAVE, person) + " "
            + FrenchPrinterWords.andList(grants);
      }
      return subject + " " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.BE, person) + " "
          + FrenchPrinterWords.andList(grants);
    }
    if (st instanceof Statement.CostChange c) {
      StringBuilder out = new StringBuilder(printing.objects.subjectText(c.subject())).append(" ")
          .append(FrenchPrinterVerbs.verb(FrenchPrinterVerbs.COST,
              FrenchPrinterVerbs.person(c.subject()))).append(" ").append(printing.words.mana(c.mana()))
          .append(c.more() ? " de plus" : " de moins");
      c.toPlayIn().ifPresent(e -> out.append(" à jouer dans ").append(printing.objects.obj(e, false,
          FrenchPrinterObjects.Role.OBJECT)));
      c.minimum().ifPresent(m -> out.append(", jusqu'à un minimum de ").append(printing.words.mana(m)));
      c.per().ifPresent(p -> out.append(p instanceof ObjectRef.Possessed
          ? " pour chacune de " + printing.objects.obj(p, false, FrenchPrinterObjects.Role.OBJECT) : " par "
              + printing.objects.obj(p, false, FrenchPrinterObjects.Role.BARE_SINGULAR)));
      return out.toString();
    }
    if (st instanceof Statement.Free f) {
      FrenchPrinterVerbs.Gender g = printing.verbs.gender(f.subject());
      boolean pl = FrenchPrinterVerbs.plural(f.subject());
      return printing.objects.subjectText(f.subject()) + " " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.BE,
          FrenchPrinterVerbs.person(f.subject())) + " gratuit"
          + (g == FrenchPrinterVerbs.Gender.FEMININE ? "e" : "") + (pl ? "s" : "");
    }
    if (st instanceof Statement.MinimumCost m) {
      return printing.objects.subjectText(m.subject()) + " ne " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.CAN,
          FrenchPrinterVerbs.person(m.subject())) + " pas coûter moins de " + printing.words.mana(m.mana());
    }
    if (st instanceof Statement.Cannot c && c.action() instanceof Statement.Restricted.CountTowardsLimit l) {
      return printing.objects.subjectText(c.subject()) + " ne " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.COUNT,
          FrenchPrinterVerbs.person(c.subject())) + " pas dans la limite de votre "
          + (l.limit() == Limit.LANDMARK ? "zone de Repères" : "Réserve");
    }
    if (st instanceof Statement.Cannot c && c.action() instanceof Statement.Restricted.PreventMovingForward p) {
      ObjectRef exp = p.expedition();
      if (FrenchPrinterSteps.isPronounObject(exp)) {
        return printing.objects.subjectText(c.subject()) + " ne " + printing.verbs.clitic(exp, false) + " "
            + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.PREVENT, FrenchPrinterVerbs.person(c.subject()))
            + " pas d'avancer";
      }
      return printing.objects.subjectText(c.subject()) + " n'" + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.PREVENT,
          FrenchPrinterVerbs.person(c.subject())) + " pas "
          + printing.objects.obj(exp, true, FrenchPrinterObjects.Role.OBJECT) + " d'avancer";
    }
    if (st instanceof Statement.Cannot c) {
      String subject = printing.objects.subjectText(c.subject());
      return subject + " ne " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.CAN,
          FrenchPrinterVerbs.person(c.subject())) + " pas " + restricted(c.action(), c.subject());
    }
    if (st instanceof Statement.CanGainAgain g) {
      String subject = printing.objects.subjectText(g.subject());
      boolean self = g.subject() instanceof ObjectRef.Self;
      return subject + " " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.CAN, FrenchPrinterVerbs.person(g.subject()))
          + " gagner " + FrenchPrinterWords.status(g.status(), false, false)
          + " même si " + (self ? "j'étais" : printing.objects.subjectText(g.subject()) + " était") + " déjà "
          + FrenchPrinterWords.status(g.status(), false, false);
    }
    if (st instanceof Statement.MayPlay m) {
      StringBuilder out = new StringBuilder("vous pouvez jouer ").append(printing.objects.obj(m.objects(), true,
          FrenchPrinterObjects.Role.OBJECT));
      m.from().ifPresent(z -> out.append(" de ").append(printing.objects.zone(z)));
      m.in().ifPresent(e -> out.append(" dans ").append(printing.objects.obj(e, false,
          FrenchPrinterObjects.Role.OBJECT)));
      out.append(printing.steps.playCost(m.cost()));
      return out.toString();
    }
    if (st instanceof Statement.ActivationRestriction a) {
      if (a.times().isEmpty() && a.onlyIf().isPresent() && !(a.onlyIf().get() instanceof Condition.During)) {
        return "vous pouvez seulement activer cela si " + printing.events.condition(a.onlyIf().get());
      }
      if (a.times().isEmpty() && a.onlyIf().isEmpty()) {
        return "vous pouvez seulement activer cela";
      }
      StringBuilder out = new StringBuilder("activez cela uniquement");
      a.onlyIf().ifPresent(c -> out.append(c instanceof Condition.During d ? " " + printing.effects.timing(d)
          : " si " + printing.events.condition(c)));
      if (a.times().isPresent()) {
        if (a.onlyIf().isPresent()) {
          out.append(" et seulement");
        }
        out.append(" ").append(printing.words.quantity(a.times().get(), true)).append(" fois par ").append(switch (
            a.per().orElseThrow()) {
          case TURN -> "tour";
          case AFTERNOON -> "Après-midi";
          case DAY -> "Jour";
        });
      }
      return out.toString();
    }
    if (st instanceof Statement.ActionCostsMore a) {
      return "cette action coûte " + printing.words.mana(a.mana()) + " de plus";
    }
    if (st instanceof Statement.AbilitiesCannotActivate a) {
      return "les capacités " + FrenchPrinterWords.kinds(a.kinds()) + " "
          + FrenchPrinterWords.de(printing.objects.obj(a.of(), true, FrenchPrinterObjects.Role.OBJECT))
          + " ne peuvent pas s'activer";
    }
    if (st instanceof Statement.Replacement r) {
      return replacement(r);
    }
    if (st instanceof Statement.TerrainAdded t) {
      return regions(t.regions()) + " " + (t.regions().size() > 1 || t.regions().get(0)
          instanceof Statement.Region.All ? "sont" : "est") + " " + FrenchPrinterWords.terrain(t.terrain())
          + " en plus de ses autres terrains";
    }
    if (st instanceof Statement.TerrainSet t) {
      boolean many = t.regions().size() > 1 || t.regions().get(0) instanceof Statement.Region.All;
      return regions(t.regions()) + " " + (many ? "sont" : "est") + " " + FrenchPrinterWords.terrain(t.terrain())
          + " et " + (many ? "perdent leurs" : "perd ses") + " autres terrains";
    }
    if (st instanceof Statement.LimitChange r) {
      if (r.limit() == Limit.SUPPORT_COUNTERS) {
        String of = printing.objects.obj(r.objects().orElseThrow(), true, FrenchPrinterObjects.Role.OBJECT);
        return "les capacités de Soutien " + FrenchPrinterWords.de(of) + " peuvent leur donner " + r.amount().map(q ->
            printing.words.quantity(q, false) + " " + (isOne(q) ? "compteur" : "compteurs")
                + " de plus que leur maximum")
            .orElse("des compteurs au-delà de leur maximum");
      }
      String change = (r.sign() > 0 ? "augmente" : "est réduite") + " de " + (r.sign() > 0
          ? printing.words.countNoun(r.amount().orElseThrow(), true) + (isOne(r.amount().get()) ? " carte" : " cartes")
          : printing.words.quantity(r.amount().orElseThrow(), false));
      if (r.player().isEmpty()) {
        return "la limite de " + (r.limit() == Limit.LANDMARK ? "tous les Repères" : "toutes les Réserves") + " "
            + change;
      }
      return "la limite de " + printing.objects.possessivePlayer(r.player().get(), false, r.limit() == Limit.LANDMARK)
          + " " + (r.limit() == Limit.LANDMARK ? "Repères" : "Réserve") + " " + change;
    }
    if (st instanceof Statement.AbilitiesIgnored i) {
      return "ignorez " + printing.objects.possessor(i.of(), true, false) + " capacités";
    }
    if (st instanceof Statement.BeginsWith b) {
      return printing.objects.subjectText(b.subject()) + " " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.BEGIN,
          FrenchPrinterVerbs.person(b.subject())) + " la partie avec "
          + printing.words.counters(b.count(), b.counter());
    }
    if (st instanceof Statement.Remains r) {
      FrenchPrinterVerbs.Person person = FrenchPrinterVerbs.person(r.subject());
      boolean pl = person == FrenchPrinterVerbs.Person.THIRD_PLURAL;
      String status = r.status() == Status.EXHAUSTED ? "épuisé"
          + (printing.verbs.gender(r.subject()) == FrenchPrinterVerbs.Gender.FEMININE ? "e" : "")
          + (pl ? "s" : "") : FrenchPrinterWords.status(r.status(),
              printing.verbs.gender(r.subject()) == FrenchPrinterVerbs.Gender.FEMININE, pl);
      return printing.objects.subjectText(r.subject()) + " " + FrenchPrinterVerbs.verb(FrenchPrinterVerbs.REMAIN,
          person) + " " + status + r.during().map(p -> " " + FrenchPrinterWords.phaseWithArticle(p)).orElse("");
    }
    throw new IllegalArgumentException("no French for statement " + st.getClass().getSimpleName());
  }

  private String restricted(Statement.Restricted r, ObjectRef subject) {
    if (r instanceof Statement.Restricted.Move m) {
      return (m.direction() == Direction.FORWARD ? "avancer" : "reculer")
          + m.dueTo().map(t -> " grâce à " + FrenchPrinterWords.terrain(t)).orElse("")
          + m.during().map(p -> " durant " + FrenchPrinterWords.phaseWithArticle(p)).orElse("")
          + m.exceptDueTo().map(t -> ", sauf grâce à " + FrenchPrinterWords.terrain(t)).orElse("");
    }
    if (r instanceof Statement.Restricted.GainStatus g) {
      return "gagner " + FrenchPrinterWords.status(g.status(), false, false);
    }
    if (r instanceof Statement.Restricted.Undergo u) {
      boolean fem = printing.verbs.gender(subject) == FrenchPrinterVerbs.Gender.FEMININE;
      boolean pl = FrenchPrinterVerbs.plural(subject);
      return "être " + FrenchPrinterEvents.objectAction(u.action(), fem, pl)
          + u.by().map(b -> " par " + printing.objects.obj(b, true, FrenchPrinterObjects.Role.OBJECT)).orElse("");
    }
    if (r instanceof Statement.Restricted.Keyword k) {
      return FrenchPrinterWords.keywordAction(k.action(), FrenchPrinterVerbs.Person.INFINITIVE);
    }
    if (r instanceof Statement.Restricted.GainCounters g) {
      return "gagner de " + FrenchPrinterWords.counterNoun(g.counter(), true);
    }
    if (r instanceof Statement.Restricted.Activate) {
      return "s'activer";
    }
    throw new IllegalArgumentException("no French for " + r.getClass().getSimpleName());
  }

  private String regions(List<Statement.Region> regions) {
    List<String> out = new ArrayList<>();
    for (Statement.Region r : regions) {
      if (r instanceof Statement.Region.Own o) {
        out.add(printing.objects.possessor(o.owner(), false, true) + " région");
      } else if (r instanceof Statement.Region.OfExpedition e) {
        out.add("la région " + FrenchPrinterWords.de(printing.objects.obj(e.expedition(), false,
            FrenchPrinterObjects.Role.OBJECT)));
      } else {
        out.add("toutes les régions");
      }
    }
    return String.join(" et ", out);
  }

  private String replacement(Statement.Replacement r) {
    StringBuilder out = new StringBuilder("si ");
    out.append(printing.events.event(r.event().event(), true));
    r.event().whilst().ifPresent(c -> {
      if (c instanceof Condition.During d) {
        out.append(" ").append(printing.effects.timing(d));
      } else if (c instanceof Condition.HasStatus h && !h.negated() && !h.past()) {
        out.append(" en étant ").append(FrenchPrinterWords.statusList(h.anyOf(),
            printing.verbs.gender(h.subject()) == FrenchPrinterVerbs.Gender.FEMININE, false));
      } else {
        throw new IllegalArgumentException("no French for this 'while' condition: " + c);
      }
    });
    out.append(", ");
    switch (r.kind()) {
      case INSTEAD -> {
        Step first = r.steps().get(0);
        boolean movesMe = unmodified(first) instanceof Step.Move mv && mv.objects() instanceof ObjectRef.Self;
        if (unmodified(first) instanceof Step.RollMore) {
          out.append(printing.steps.steps(r.steps()));
        } else if (objectSubject(first).isEmpty() && FrenchPrinterSteps.actorOf(first).kind() == PlayerRef.Kind.YOU
          && !movesMe) { out.append("à la place, ").append(printing.steps.steps(r.steps()));
        } else {
          out.append(printing.steps.steps(r.steps())).append(" à la place");
        }
      }
      case ALSO -> {
        if (r.steps().get(0) instanceof Step.Reveal v) {
          List<Step> steps = new ArrayList<>(r.steps());
          steps.set(0, new Step.Reveal(v.actor(), v.objects(), true, v.span()));
          out.append(printing.steps.steps(steps));
        } else {
          out.append("également ").append(printing.steps.steps(r.steps()));
        }
      }
      default -> out.append(printing.steps.steps(r.steps()));
    }
    return out.toString();
  }
}
