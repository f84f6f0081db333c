package dev.altered.text.romance;

import static dev.altered.ast.PrintedShape.unmodified;
import static dev.altered.ast.PrintedShape.objectSubject;
import static dev.altered.ast.PrintedShape.sameObject;
import static dev.altered.ast.PrintedShape.plural;
import static dev.altered.ast.PrintedShape.isOne;
import static dev.altered.text.romance.Phrase.*;
import static dev.altered.text.romance.Verb.*;
import static dev.altered.text.romance.Verb.*;
import static java.util.Map.entry;

import dev.altered.ast.Ability;
import dev.altered.ast.Condition;
import dev.altered.ast.Cost;
import dev.altered.ast.Counter;
import dev.altered.ast.DieRange;
import dev.altered.ast.Effect;
import dev.altered.ast.Event;
import dev.altered.ast.Filter;
import dev.altered.ast.KeywordAbilityId;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.Statement;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.TokenSpec;
import dev.altered.ast.Trigger;
import dev.altered.ast.Value;
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.Direction;
import dev.altered.ast.Vocabulary.Duration;
import dev.altered.ast.Vocabulary.Limit;
import dev.altered.ast.Vocabulary.ObjectAction;
import dev.altered.ast.Vocabulary.ObjectType;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Position;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.Terrain;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import dev.altered.text.romance.Agree;
import dev.altered.text.romance.RomanceRun;
import dev.altered.text.romance.Verb;
import dev.altered.text.romance.VerbForms;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/** The shared Romance printer, second layer: statements, events and conditions. */
public abstract class RomanceClauses extends RomanceObjects {
  protected RomanceClauses(Phrasebook phrases) {
    super(phrases);
  }

  // =================================================================================================================
  // Statements
  // =================================================================================================================

  protected String statement(Statement st) {
    if (st instanceof Statement.Has h && h.grants().stream().allMatch(g -> g instanceof Statement.Grant.Statistics)) {
      Statement.Grant.Statistics first = (Statement.Grant.Statistics) h.grants().get(0);
      if (first.change() == Statement.Grant.Statistics.Change.SET) {
        List<String> stats = new ArrayList<>();
        for (Terrain t : first.stats()) {
          stats.add(terrain(t));
        }
        return say(STATS_THE) + andList(stats) + " " + de(obj(h.subject(), true, Case.OBJECT)) + say(SON_IGUALES_A)
            + quantity(first.amount(), false);
      }
      throw new IllegalArgumentException(say(NO_SPANISH_FOR_STATISTICS_CHANGES));
    }
    if (st instanceof Statement.Has h) {
      String subject = subjectOrNothing(h.subject());
      boolean plural = plural(h.subject());
      boolean self = h.subject() instanceof ObjectRef.Self;
      List<String> grants = new ArrayList<>();
      boolean ability = false;
      for (Statement.Grant g : h.grants()) {
        if (g instanceof Statement.Grant.KeywordGrant k) {
          grants.add(k.parameter().isPresent() ? "[" + keywordName(k.keyword()) + " "
              + plainNumber(k.parameter().get()) + "]" : "[" + keywordName(k.keyword()) + "]");
        } else if (g instanceof Statement.Grant.StatusGrant s) {
          grants.add(status(s.status()));
        } else {
          ability = true;
          grants.add("\"" + fresh().ability(((Statement.Grant.AbilityGrant) g).ability()) + "\"");
        }
      }
      String have = self ? say(TENGO) : plural ? say(TIENEN) : say(TIENE);
      return subject + have + (ability ? ": " : " ") + andList(grants);
    }
    if (st instanceof Statement.CostChange c) {
      boolean self = c.subject() instanceof ObjectRef.Self;
      StringBuilder out = new StringBuilder();
      if (self && c.toPlayIn().isPresent()) {
        out.append(say(CUESTA)).append(mana(c.mana())).append(c.more() ? say(MAS) : say(MENOS)).append(say(JUGARME_EN))
            .append(obj(c.toPlayIn().get(), false, Case.OBJECT));
      } else {
        out.append(subjectOrNothing(c.subject())).append(self ? say(CUESTO) : plural(c.subject()) ? say(CUESTAN)
            : say(CUESTA_2)).append(" ").append(mana(c.mana())).append(c.more() ? say(MAS) : say(MENOS));
        c.toPlayIn().ifPresent(e -> out.append(say(JUGAR_EN)).append(obj(e, false, Case.OBJECT)));
      }
      c.minimum().ifPresent(m -> out.append(say(HASTA_UN_MINIMO_DE)).append(mana(m)));
      c.per().ifPresent(p -> out.append(say(POR_CADA_3)).append(obj(p, false, Case.OBJECT)));
      return out.toString();
    }
    if (st instanceof Statement.Free f) {
      return free(f.subject());
    }
    if (st instanceof Statement.MinimumCost m) {
      return subjectOrNothing(m.subject()) + say(NO) + (plural(m.subject()) ? say(PUEDEN_2) : say(PUEDE_2)) + say(COSTAR_MENOS_DE)
          + mana(m.mana());
    }
    if (st instanceof Statement.Cannot c && c.subject() instanceof ObjectRef.Self
        && c.action() instanceof Statement.Restricted.Undergo u && u.action() == ObjectAction.PLAYED
        && u.by().isEmpty()) {
      return say(NO_SE_ME_PUEDE_JUGAR);
    }
    if (st instanceof Statement.Cannot c && c.action() instanceof Statement.Restricted.CountTowardsLimit) {
      return subjectOrNothing(c.subject()) + say(NO) + (c.subject() instanceof ObjectRef.Self ? say(CUENTO)
          : plural(c.subject()) ? say(CUENTAN) : say(CUENTA)) + say(PARA_EL_LIMITE_DE_TU_RESERVA);
    }
    if (st instanceof Statement.Cannot c) {
      return restricted(c.action(), c.subject());
    }
    if (st instanceof Statement.CanGainAgain g) {
      boolean self = g.subject() instanceof ObjectRef.Self;
      String subject = subjectOrNothing(g.subject());
      return subject + (self ? say(PUEDO) : plural(g.subject()) ? say(PUEDEN_2) : say(PUEDE_2)) + say(GANAR) + status(g.status())
          + say(AUNQUE_YA) + (self ? say(TUVIERA) : plural(g.subject()) ? say(TUVIERAN) : say(TUVIERA_2)) + say(SPACE_2)
          + status(g.status());
    }
    if (st instanceof Statement.MayPlay m) {
      StringBuilder out = new StringBuilder(say(PUEDES_JUGAR)).append(obj(m.objects(), true, Case.OBJECT));
      m.from().ifPresent(z -> out.append(say(DESDE)).append(zone(z)));
      m.in().ifPresent(e -> out.append(say(EN)).append(obj(e, false, Case.OBJECT)));
      out.append(playCost(m.cost()));
      return out.toString();
    }
    if (st instanceof Statement.ActivationRestriction a) {
      if (a.times().isEmpty() && a.onlyIf().isPresent() && !(a.onlyIf().get() instanceof Condition.During)) {
        return say(SOLO_PUEDES_ACTIVAR_ESTO_SI) + condition(a.onlyIf().get());
      }
      if (a.times().isEmpty() && a.onlyIf().isEmpty()) {
        return say(SOLO_PUEDES_ACTIVAR_ESTO);
      }
      StringBuilder out = new StringBuilder(say(ACTIVA_ESTO_SOLO));
      a.onlyIf().ifPresent(c -> out.append(c instanceof Condition.During d ? " " + timing(d)
          : say(SI_2) + condition(c)));
      if (a.times().isPresent()) {
        if (a.onlyIf().isPresent()) {
          out.append(say(Y_SOLO));
        }
        Quantity t = a.times().get();
        out.append(" ").append(isOne(t) ? say(UNA_VEZ) : t instanceof Quantity.Literal l && l.value() == 2
            ? say(DOS_VECES) : quantity(t, false) + say(VECES));
        out.append(say(POR_2)).append(switch (a.per().orElseThrow()) {
          case TURN -> "turno";
          case AFTERNOON -> say(TARDE);
          case DAY -> say(DIA_2);
        });
      }
      return out.toString();
    }
    if (st instanceof Statement.ActionCostsMore a) {
      return say(ESTA_ACCION_CUESTA) + mana(a.mana()) + say(MAS);
    }
    if (st instanceof Statement.AbilitiesCannotActivate a) {
      return say(LAS_HABILIDADES_2) + kinds(a.kinds()) + " " + de(obj(a.of(), true, Case.OBJECT))
          + say(NO_PUEDEN_ACTIVARSE);
    }
    if (st instanceof Statement.Replacement r) {
      return replacement(r);
    }
    if (st instanceof Statement.TerrainAdded t) {
      boolean plural = t.regions().size() > 1 || t.regions().get(0) instanceof Statement.Region.All;
      return regions(t.regions()) + " " + (plural ? say(SON) : say(ES)) + terrain(t.terrain())
          + say(ADEMAS_DE_SUS_OTROS_TERRENOS);
    }
    if (st instanceof Statement.TerrainSet t) {
      boolean plural = t.regions().size() > 1 || t.regions().get(0) instanceof Statement.Region.All;
      return regions(t.regions()) + " " + (plural ? say(SON) : say(ES)) + terrain(t.terrain())
          + (plural ? say(Y_PIERDEN) : say(Y_PIERDE)) + say(SUS_OTROS_TERRENOS);
    }
    if (st instanceof Statement.LimitChange r) {
      if (r.limit() == Limit.SUPPORT_COUNTERS) {
        String of = obj(r.objects().orElseThrow(), true, Case.OBJECT);
        return say(LAS_HABILIDADES_DE_APOYO) + de(of) + say(PUEDEN_DARLES) + r.amount().map(q -> quantity(q, false)
            + (isOne(q) ? say(CONTADOR) : say(CONTADORES))).orElse(say(CONTADORES_2)) + say(POR_ENCIMA_DE_SU_MAXIMO);
      }
      if (r.player().isPresent() && r.player().get().kind() == PlayerRef.Kind.YOU && r.sign() > 0
          && r.limit() == Limit.RESERVE && r.amount().isPresent() && false) {
        return "";
      }
      String change = limitChange(r) + quantity(r.amount().orElseThrow(), true);
      if (r.player().isEmpty()) {
        return say(EL_LIMITE_DE_TODAS_LAS_RESERVAS) + change;
      }
      return say(EL_LIMITE_DE) + possessivePlayer(r.player().get(), false) + say(RESERVA) + change;
    }
    if (st instanceof Statement.AbilitiesIgnored i) {
      return "ignora " + theirAbilities(i.of());
    }
    if (st instanceof Statement.BeginsWith b) {
      boolean self = b.subject() instanceof ObjectRef.Self;
      return subjectOrNothing(b.subject()) + (self ? say(COMIENZO) : plural(b.subject()) ? say(COMIENZAN) : say(COMIENZA))
          + say(LA_PARTIDA_CON) + counters(b.count(), b.counter());
    }
    if (st instanceof Statement.Remains r) {
      boolean plural = plural(r.subject());
      Agree ag = agree(r.subject());
      return obj(r.subject(), true, Case.SUBJECT) + " " + (plural ? say(PERMANECEN) : say(PERMANECE)) + " "
          + (r.status() == Status.EXHAUSTED ? ag.a(say(AGOTADO), say(AGOTADA)) : status(r.status()))
          + r.during().map(p -> " durante " + phaseThe(p)).orElse("");
    }
    throw new IllegalArgumentException(say(NO_SPANISH_FOR_STATEMENT) + st.getClass().getSimpleName());
  }

  protected String restricted(Statement.Restricted r, ObjectRef subject) {
    boolean plural = plural(subject);
    boolean self = subject instanceof ObjectRef.Self;
    String who = subjectOrNothing(subject);
    String cannot = who + say(NO) + (self ? say(PUEDO) : plural ? say(PUEDEN_2) : say(PUEDE_2)) + " ";
    if (r instanceof Statement.Restricted.Move m) {
      return cannot + (m.direction() == Direction.FORWARD ? say(AVANZAR) : say(RETROCEDER))
          + m.dueTo().map(t -> say(DEBIDO_A) + terrain(t)).orElse("")
          + m.during().map(p -> " durante " + phaseThe(p)).orElse("")
          + m.exceptDueTo().map(t -> say(EXCEPTO_DEBIDO_A) + terrain(t)).orElse("");
    }
    if (r instanceof Statement.Restricted.GainStatus g) {
      return cannot + say(GANAR_2) + status(g.status());
    }
    if (r instanceof Statement.Restricted.Undergo u) {
      return cannot + say(SER) + participle(u.action(), agree(subject)) + u.by().map(b -> say(POR_3)
          + obj(b, true, Case.OBJECT)).orElse("");
    }
    if (r instanceof Statement.Restricted.Keyword k) {
      return cannot + keywordAction(k.action(), Form.INFINITIVE);
    }
    if (r instanceof Statement.Restricted.PreventMovingForward p) {
      return preventsAdvance(who, p.expedition(), plural);
    }
    if (r instanceof Statement.Restricted.GainCounters g) {
      return cannot + say(GANAR_2) + counterNoun(g.counter(), true);
    }
    if (r instanceof Statement.Restricted.Activate) {
      return cannot + say(ACTIVARSE);
    }
    if (r instanceof Statement.Restricted.PlayedIn) { // not the Reserve limit of the line below
      throw new IllegalArgumentException("no wording yet for 'can't be played in' a place");
    }
    return who + say(NO) + (plural ? say(CUENTAN) : say(CUENTA)) + say(PARA_EL_LIMITE_DE_TU_RESERVA);
  }

  protected String participle(ObjectAction a, Agree ag) {
    return switch (a) {
      case SACRIFICED -> ag.a(say(SACRIFICADO), say(SACRIFICADA));
      case PLAYED -> ag.a(say(JUGADO), say(JUGADA));
      case SENT -> ag.a(say(ENVIADO), say(ENVIADA));
      case RETURNED -> ag.a(say(DEVUELTO), say(DEVUELTA));
      case PUT -> ag.a(say(COLOCADO), say(COLOCADA));
      case DISCARDED -> ag.a(say(DESCARTADO), say(DESCARTADA));
      case EXHAUSTED -> ag.a(say(AGOTADO), say(AGOTADA));
      case READIED -> ag.a(say(PREPARADO), say(PREPARADA));
      case TARGETED -> say(OBJETIVO);
      case REVEALED -> ag.a(say(REVELADO), say(REVELADA));
      case DRAWN -> ag.a(say(ROBADO), say(ROBADA));
      case CREATED -> ag.a(say(CREADO), say(CREADA));
      case AUGMENTED -> throw new IllegalArgumentException(say(NO_SPANISH_WORDING_YET_FOR_AUGMENTED_7_3_4));
    };
  }

  /** "en vez de eso, puedes descartarme para ...": the word "instead" moved out of the optional step. */
  protected String insteadInside(List<Step> steps) {
    if (steps.size() == 1 && steps.get(0) instanceof Step.Internal in && in.optional()
        && in.cost().get(0) instanceof Step.Modified m && m.modifiers().size() == 1
        && m.modifiers().get(0) instanceof Step.Modifier.Instead) {
      List<Step> cost = new ArrayList<>(in.cost());
      cost.set(0, m.step());
      return say(EN_VEZ_DE_ESO) + steps(List.of(new Step.Internal(in.actor(), true,
          com.google.common.collect.ImmutableList.copyOf(cost), in.effect(), in.span())));
    }
    if (steps.size() == 1 && steps.get(0) instanceof Step.May may
        && may.steps().get(may.steps().size() - 1) instanceof Step.Modified m && m.modifiers().size() == 1
        && m.modifiers().get(0) instanceof Step.Modifier.Instead) {
      List<Step> inner = new ArrayList<>(may.steps());
      inner.set(inner.size() - 1, m.step());
      return say(EN_VEZ_DE_ESO) + steps(List.of(new Step.May(may.actor(),
          com.google.common.collect.ImmutableList.copyOf(inner), may.either(), may.span())));
    }
    return steps(steps);
  }

  // =================================================================================================================
  // Events and conditions
  // =================================================================================================================

  /** An event after "Cuando" (subjunctive: "juegues", "abandone"). */
  protected String event(Event e, boolean would) {
    if (e instanceof Event.AnyOf any) {
      List<String> parts = new ArrayList<>();
      PlayerRef player = playerOf(any.events().get(0));
      for (Event inner : any.events()) {
        parts.add(playerEventVerb(inner, player, would));
      }
      return playerPrefix(player, would) + String.join(" o ", parts);
    }
    PlayerRef player = playerOf(e);
    if (player != null) {
      return playerPrefix(player, would) + playerEventVerb(e, player, would);
    }
    ObjectRef subjectRef = objectOf(e);
    if (e instanceof Event.Undergoes u && subjectRef instanceof ObjectRef.Self && !would
        && u.action() == ObjectAction.SACRIFICED && u.from().isEmpty() && u.to().isEmpty() && u.by().isEmpty()) {
      return say(ME_SACRIFIQUES);
    }
    boolean self = subjectRef instanceof ObjectRef.Self;
    String subject = self ? "" : obj(subjectRef, true, Case.SUBJECT) + " ";
    boolean plural = plural(subjectRef);
    return subject + (would ? aboutTo(self, plural) : "") + objectEventVerb(e, plural, self, would);
  }

  protected String wouldEvent(Event e) {
    return event(e, true);
  }

  /** "un oponente ", "" for you, "fueses a " for a replaced event. */
  protected String playerPrefix(PlayerRef player, boolean would) {
    String subject = player.kind() == PlayerRef.Kind.YOU ? "" : playerSubject(player) + " ";
    if (!would) {
      return subject;
    }
    return subject + (player.kind() == PlayerRef.Kind.YOU ? say(FUESES_A) : thirdPlural(player) ? say(FUESEN_A)
        : say(FUESE_A));
  }

  protected PlayerRef playerOf(Event e) {
    if (e instanceof Event.Plays p) return p.player();
    if (e instanceof Event.Exhausts p) return p.player();
    if (e instanceof Event.Sacrifices p) return p.player();
    if (e instanceof Event.Creates p) return p.player();
    if (e instanceof Event.Draws p) return p.player();
    if (e instanceof Event.Rolls p) return p.player();
    if (e instanceof Event.RollsResult p) return p.player();
    if (e instanceof Event.Reveals p) return p.player();
    if (e instanceof Event.DoesKeyword p) return p.player();
    return null;
  }

  protected ObjectRef objectOf(Event e) {
    if (e instanceof Event.Gains g) return g.subject();
    if (e instanceof Event.GoesTo g) return g.subject();
    if (e instanceof Event.Leaves g) return g.subject();
    if (e instanceof Event.Joins g) return g.subject();
    if (e instanceof Event.Moves g) return g.subject();
    if (e instanceof Event.ObjectKeyword g) return g.subject();
    if (e instanceof Event.FailsToMoveForward g) return g.subject();
    return ((Event.Undergoes) e).subject();
  }

  /** A player's event verb: subjunctive after "Cuando" ("juegues", "juegue"), infinitive after "fueses a". */
  protected String playerEventVerb(Event e, PlayerRef player, boolean would) {
    boolean you = player.kind() == PlayerRef.Kind.YOU;
    boolean plural = thirdPlural(player);
    if (e instanceof Event.Plays p) {
      return ev(say(JUGAR), say(JUEGUES), say(JUEGUE), say(JUEGUEN), you, plural, would) + " " + obj(p.objects(), true,
          Case.OBJECT) + p.from().map(z -> say(DESDE) + zone(z)).orElse("");
    }
    if (e instanceof Event.Exhausts x) {
      return ev(say(AGOTAR), say(AGOTES), say(AGOTE), say(AGOTEN), you, plural, would) + " " + obj(x.objects(), true,
          Case.OBJECT);
    }
    if (e instanceof Event.Sacrifices x) {
      return ev(say(SACRIFICAR), say(SACRIFIQUES), say(SACRIFIQUE), say(SACRIFIQUEN), you, plural, would) + " "
          + obj(x.objects(), true, Case.OBJECT);
    }
    if (e instanceof Event.Creates x) {
      return ev(say(CREAR), say(CREES), say(CREE), say(CREEN), you, plural, would) + " " + obj(x.objects(), true, Case.OBJECT);
    }
    if (e instanceof Event.Draws d) {
      boolean one = isOne(d.count());
      return ev(say(ROBAR), say(ROBES), say(ROBE), say(ROBEN), you, plural, would) + " " + (one ? "una" : quantity(d.count(),
          true)) + (d.orMore() ? say(O_MAS_CARTAS) : one ? " carta" : say(CARTAS));
    }
    if (e instanceof Event.Rolls r) {
      boolean one = isOne(r.dice());
      return ev(say(TIRAR), say(TIRES), say(TIRE), say(TIREN), you, plural, would) + " " + someDice(one, r.dice(), r.orMore());
    }
    if (e instanceof Event.RollsResult r) {
      return ev(say(SACAR), say(SAQUES), say(SAQUE), say(SAQUEN), you, plural, would) + " " + dieRange(r.range())
          + (r.thisWay() ? say(DE_ESTA_MANERA) : "");
    }
    if (e instanceof Event.Reveals r) {
      return ev(say(REVELAR), say(REVELES), say(REVELE), say(REVELEN), you, plural, would) + " " + obj(r.objects(), true,
          Case.OBJECT) + say(DE_ESTA_MANERA);
    }
    Event.DoesKeyword k = (Event.DoesKeyword) e;
    return keywordAction(k.action(), would ? Form.INFINITIVE : playerEventForm());
  }

  protected String ev(String inf, String you2, String third, String thirdPl, boolean you, boolean plural,
      boolean would) {
    if (would) {
      return inf;
    }
    return you ? you2 : plural ? thirdPl : third;
  }

  /** An object's event verb after "Cuando": subjunctive ("gane", "abandone"); infinitive after "fuese a". */
  protected String objectEventVerb(Event e, boolean plural, boolean self, boolean would) {
    if (e instanceof Event.Gains g) {
      String verb = eventVerb(GAIN, plural, self, would);
      if (g.what() instanceof Step.Gainable.Counters c && g.orMore()) {
        return verb + " " + orMoreCounters(c.count(), c.counter());
      }
      return verb + " " + gainItems(List.of(g.what()));
    }
    if (e instanceof Event.GoesTo g) {
      String v = eventVerb(GO, plural, self, would);
      if (g.from().size() > 1) {
        List<String> names = new ArrayList<>();
        for (Zone z : g.from()) {
          names.add(fromZone(z).substring(1));
        }
        return v + " " + String.join(" o ", names) + say(A) + zone(g.to());
      }
      if (g.from().size() == 1) {
        Zone from = g.from().get(0);
        return v + say(A) + zone(g.to()) + say(DESDE) + (from.kind() == ZoneKind.ANYWHERE ? say(CUALQUIER_LUGAR)
            : zone(from));
      }
      return v + say(A) + zone(g.to());
    }
    if (e instanceof Event.Leaves l) {
      return eventVerb(LEAVE, plural, self, would) + " " + place(l.place())
          + l.during().map(p -> " durante " + phaseThe(p)).orElse("");
    }
    if (e instanceof Event.Joins j) {
      List<String> places = new ArrayList<>();
      for (Place p : j.anyOf()) {
        places.add(joinPlace(p));
      }
      return eventVerb(JOIN, plural, self, would) + " a "
          + String.join(" o a ", places);
    }
    if (e instanceof Event.Moves m) {
      if (m.dueToAscend()) {
        throw new IllegalArgumentException(say(NO_SPANISH_WORDING_YET_FOR_MOVES_FORWARD_DUE_TO_ASCEND_4_2_4_K));
      }
      boolean fwd = m.direction() == Direction.FORWARD;
      return eventVerb(fwd ? ADVANCE : RETREAT, plural, self, would) + m.dueTo().map(t -> say(DEBIDO_A) + terrain(t)).orElse("")
          + m.during().map(p -> " durante " + phaseThe(p)).orElse("");
    }
    if (e instanceof Event.FailsToMoveForward f) {
      return failsToAdvance(self, plural) + f.during().map(p -> " durante " + phaseThe(p))
          .orElse("");
    }
    if (e instanceof Event.ObjectKeyword k) {
      return keywordAction(k.action(), would ? Form.INFINITIVE : objectEventForm(plural)) + (k.again() ? say(DE_NUEVO) : "");
    }
    Event.Undergoes u = (Event.Undergoes) e;
    Agree ag = agreement(false, plural);
    String be = would ? say(SER_2) : self ? say(SEA) : plural ? say(SEAN) : say(SEA_2);
    return be + " " + participle(u.action(), ag) + u.from().map(z -> say(DESDE) + zone(z)).orElse("")
        + u.to().map(z -> undergoesTo(u.action()) + zone(z)).orElse("")
        + u.by().map(b -> say(POR_3) + obj(b, true, Case.OBJECT)).orElse("");
  }

  protected String condition(Condition c) {
    return condition(c, false);
  }

  /** A condition; {@code subjunctive} after "a menos que". */
  protected String condition(Condition c, boolean subjunctive) {
    if (c instanceof Condition.Several s) {
      List<String> parts = new ArrayList<>();
      for (Condition inner : s.conditions()) {
        parts.add(condition(inner, subjunctive));
      }
      String last = parts.remove(parts.size() - 1);
      return String.join(", ", parts) + (s.all() ? say(Y) : " o ") + last;
    }
    if (c instanceof Condition.Did d) {
      return switch (d.outcome()) {
        case DID -> say(LO_HACES);
        case DID_NOT -> say(NO_LO_HACES);
        case COULD_NOT -> say(NO_PUEDES);
      };
    }
    if (c instanceof Condition.HasStatus h) {
      boolean exhausted = h.anyOf().size() == 1 && h.anyOf().get(0) == Status.EXHAUSTED;
      List<String> statuses = new ArrayList<>();
      for (Status st : h.anyOf()) {
        statuses.add(status(st));
      }
      String what = exhausted ? agree(h.subject()).a(say(AGOTADO), say(AGOTADA)) : orList(statuses);
      return beSubject(h.subject(), h.past(), h.negated(), subjunctive, !exhausted && statusWithBe(h.anyOf()))
          + what;
    }
    if (c instanceof Condition.IsIn i) {
      return beSubject(i.subject(), i.past(), i.negated(), subjunctive, false) + say(EN_2) + place(i.place());
    }
    if (c instanceof Condition.InTerrainWithBaseStat t) {
      return beSubject(t.subject(), false, false, subjunctive, false)
          + say(EN_UN_TERRENO_EN_EL_QUE_SU_ESTADISTICA_BASE_ES) + t.value();
    }
    if (c instanceof Condition.IsA i) {
      return beWord(i.subject(), false, subjunctive, true) + obj(i.description(), false, Case.OBJECT);
    }
    if (c instanceof Condition.InPosition p) {
      List<String> positions = new ArrayList<>();
      for (Position pos : p.anyOf()) {
        positions.add(switch (pos) {
          case AHEAD, BEHIND, TIED -> position(pos, p.subject(), subjunctive);
        });
      }
      String subject = p.subject() instanceof ObjectRef.Self ? "" : obj(p.subject(), true, Case.SUBJECT) + " ";
      return subject + String.join(" o ", positions);
    }
    if (c instanceof Condition.ZoneEmpty z) {
      return capitalizeNot(zone(z.zone())) + (subjunctive ? say(ESTE_VACIA) : say(ESTA_VACIA));
    }
    if (c instanceof Condition.Controls k) {
      return playerVerbWord(k.player(), say(CONTROLAS), say(CONTROLES), say(CONTROLA), say(CONTROLE), say(CONTROLAN), subjunctive)
          + " " + counts(k.counts());
    }
    if (c instanceof Condition.Has h) {
      StringBuilder out = new StringBuilder(playerVerbWord(h.player(), say(TIENES), say(TENGAS), say(TIENE), say(TENGA),
          say(TIENEN), subjunctive)).append(" ");
      if (hasThan(h, out)) {
        return out.toString();
      }
      out.append(counts(h.counts()));
      h.in().ifPresent(z -> out.append(say(EN)).append(zone(z)));
      h.than().ifPresent(p -> out.append(say(QUE_2)).append(playerSubject(p)));
      return out.toString();
    }
    if (c instanceof Condition.ThereAre t) {
      return thereAre(t.counts(), subjunctive) + counts(t.counts());
    }
    if (c instanceof Condition.BaseStatistics b) {
      String count = say(AL_MENOS) + quantity(b.count().count().get(), true) + say(ESTADISTICAS_BASICAS_DE) + b.value()
          + say(ENTRE) + obj(b.among(), true, Case.OBJECT);
      return b.thereAre() ? (subjunctive ? say(HAYA) : say(HAY)) + count : (subjunctive ? say(TENGAS_2) : say(TIENES_2)) + count;
    }
    if (c instanceof Condition.HasCounters h) {
      boolean self = h.subject() instanceof ObjectRef.Self;
      String subject = self ? "" : obj(h.subject(), true, Case.SUBJECT) + " ";
      String have = self ? (subjunctive ? say(TENGA) : say(TENGO)) : plural(h.subject()) ? (subjunctive ? say(TENGAN)
          : say(TIENEN)) : (subjunctive ? say(TENGA) : say(TIENE));
      return subject + have + " " + counterCount(h.range(), h.count(), h.counter());
    }
    if (c instanceof Condition.Compare k) {
      return compare(k, subjunctive);
    }
    if (c instanceof Condition.FirstPlayer f) {
      String who = f.player().kind() == PlayerRef.Kind.YOU ? "" : playerSubject(f.player()) + " ";
      String be = f.player().kind() == PlayerRef.Kind.YOU ? (subjunctive ? say(SEAS) : say(ERES))
          : (subjunctive ? say(SEA_3) : say(ES_2));
      return who + (f.negated() ? say(NO) : "") + be + say(EL_PRIMER_JUGADOR);
    }
    if (c instanceof Condition.DidThisWay d) {
      String verb = switch (d.verb()) {
        case DISCARDED -> say(DESCARTASTE);
        case PUT -> say(COLOCAS);
        case PLAYED -> say(JUGASTE);
        case SACRIFICED -> say(SACRIFICASTE);
        case EXHAUSTED -> say(AGOTASTE);
        case REVEALED -> say(REVELASTE);
        case DREW -> say(ROBASTE);
      };
      String who = d.player().kind() == PlayerRef.Kind.YOU ? "" : playerSubject(d.player()) + " ";
      return who + verb + " " + obj(d.objects(), true, Case.OBJECT) + say(DE_ESTA_MANERA);
    }
    if (c instanceof Condition.During d) {
      return timing(d);
    }
    Condition.PlaysFrom p = (Condition.PlaysFrom) c;
    String who = p.player().kind() == PlayerRef.Kind.YOU ? "" : playerSubject(p.player()) + " ";
    return who + "lo " + (p.player().kind() == PlayerRef.Kind.YOU ? say(JUEGAS) : say(JUEGA)) + say(DESDE) + zone(p.zone());
  }

  protected boolean adjectiveStatuses(List<Status> statuses) {
    return statuses.stream().allMatch(s -> s == Status.BOOSTED || s == Status.EXHAUSTED);
  }

  /** "tu mano" as the subject of "está vacía". */
  protected String capitalizeNot(String s) {
    return s;
  }

  /** The verb of a player's condition: "controlas", "un oponente controla", "controles" (subjunctive). */
  protected String playerVerbWord(PlayerRef p, String you, String youSubj, String third, String thirdSubj,
      String thirdPl, boolean subjunctive) {
    if (p.kind() == PlayerRef.Kind.YOU) {
      return subjunctive ? youSubj : you;
    }
    return playerSubject(p) + " " + (subjunctive ? thirdSubj : thirdPlural(p) ? thirdPl : third);
  }

  protected String counts(List<Condition.Count> counts) {
    List<String> out = new ArrayList<>();
    for (Condition.Count c : counts) {
      out.add(count(c));
    }
    if (out.size() == 1) {
      return out.get(0);
    }
    String last = out.remove(out.size() - 1);
    return String.join(", ", out) + say(Y) + last;
  }

  /** "dos hitos", "otros dos personajes [[potenciados]]", "un hito": a number with a bare plural phrase. */
  protected String countedWith(Quantity n, ObjectRef objects) {
    if (objects instanceof ObjectRef.Phrase ph && ph.quantifier().kind() == Quantifier.Kind.BARE) {
      boolean one = isOne(n);
      ObjectRef.Phrase counted = new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.COUNT, Optional.of(n), false,
          ph.quantifier().span()), ph.adjectives(), new NounGroup(ph.nouns().nouns(), !one, ph.nouns().span()),
          ph.filters(), ph.span());
      return obj(counted, true, Case.OBJECT);
    }
    return quantity(n, true) + " " + obj(objects, true, Case.OBJECT);
  }

  protected String noneOf(ObjectRef objects) {
    if (objects instanceof ObjectRef.Phrase ph && ph.quantifier().kind() == Quantifier.Kind.BARE) {
      ObjectRef.Phrase single = new ObjectRef.Phrase(ph.quantifier(), ph.adjectives(),
          new NounGroup(ph.nouns().nouns(), false, ph.nouns().span()), ph.filters(), ph.span());
      Agree ag = agreeNouns(single.nouns());
      return (ag.feminine ? say(NINGUNA) : say(NINGUN)) + obj(single, true, Case.OBJECT);
    }
    return say(NINGUN) + obj(objects, true, Case.OBJECT);
  }

  protected String comparator(Comparison cmp) {
    return switch (cmp) {
      case EQUAL -> say(IGUAL_A);
      case GREATER -> say(MAYOR_QUE);
      case LESS -> say(MENOR_QUE);
      case LESS_OR_EQUAL -> say(IGUAL_O_INFERIOR_A);
      case GREATER_OR_EQUAL -> say(SUPERIOR_O_IGUAL_A);
      case AT_LEAST, AT_MOST -> throw new IllegalArgumentException("not a relation: " + cmp);
    };
  }

  protected String value(Value v, boolean subject) {
    if (v instanceof Value.Number n) {
      return n.mana() ? mana(n.quantity()) : quantity(n.quantity(), false);
    }
    if (v instanceof Value.StatOf s) {
      if (s.object() instanceof ObjectRef.Self) {
        return myStat(s.stat()) + statName(s.stat());
      }
      if (s.object() instanceof ObjectRef.Pronoun p && !p.plural() && p.restated().isEmpty() && !p.theTarget()) {
        if (s.stat() == Stat.RESULT) {
          return say(EL_RESULTADO_DE_LA_TIRADA);
        }
        return itsStat(s.stat()) + statName(s.stat());
      }
      return theStat(s.stat()) + statName(s.stat()) + " " + de(obj(s.object(), false, Case.OBJECT));
    }
    if (v instanceof Value.CountersOf c) {
      return countersOn(c.owner(), c.counter());

    }
    return ((Value.Result) v).x() ? "X" : say(EL_RESULTADO);
  }

  protected String statName(Stat s) {
    return switch (s) {
      case HAND_COST -> say(COSTE_DESDE_LA_MANO);
      case RESERVE_COST -> say(COSTE_DESDE_LA_RESERVA);
      case BASE_STATISTIC -> say(ESTADISTICA_BASE);
      case BASE_COST -> say(COSTE_BASE);
      case FOREST -> "{V}";
      case MOUNTAIN -> "{M}";
      case WATER -> "{O}";
      case RESULT -> say(RESULTADO);
      case HIGHEST_STATISTIC -> say(ESTADISTICA_MAS_ALTA);
    };
  }

}
