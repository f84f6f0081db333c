package dev.altered.text.en;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import dev.altered.ast.Ability;
import dev.altered.ast.Cost;
import dev.altered.ast.Counter;
import dev.altered.ast.Effect;
import dev.altered.ast.Filter;
import dev.altered.ast.KeywordAction;
import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Adjective;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Quantity;
import dev.altered.ast.Sentence;
import dev.altered.ast.SourceSpan;
import dev.altered.ast.Status;
import dev.altered.ast.Step;
import dev.altered.ast.TokenSpec;
import dev.altered.ast.Trigger;
import dev.altered.ast.Value;
import dev.altered.ast.Vocabulary.Comparison;
import dev.altered.ast.Vocabulary.ObjectType;
import dev.altered.ast.Normalizer;
import dev.altered.ast.Vocabulary.Phase;
import dev.altered.ast.Vocabulary.Stat;
import dev.altered.ast.Vocabulary.TriggerSymbol;
import dev.altered.ast.Vocabulary.ZoneKind;
import dev.altered.ast.Zone;
import dev.altered.card.Language;
import dev.altered.text.ParsedAbility;
import dev.altered.text.TextReader;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Generated ASTs print to English that the front-end reads back to the same AST: parse(print(ast)) == ast. */
class PrintParseRoundTripProperties {
  private static final SourceSpan NO = SourceSpan.NONE;

  @Property(tries = 400)
  void printedAbilitiesReadBackToTheSameAst(@ForAll("abilities") Ability ability) {
    String printed = EnglishPrinter.INSTANCE.print(ability);
    ParsedAbility back = TextReader.readAbility(Language.EN, printed);
    assertTrue(back.ok(), () -> printed + "\n  " + back.error().get());
    // The front-end normalizes what it reads (dev.altered.ast.Normalizer): a generated AST reads back normalized.
    assertEquals(Normalizer.normalize(ability), back.ast().get(), printed);
  }

  @Provide
  Arbitrary<Ability> abilities() {
    Arbitrary<Effect> effects = sentences().list().ofMinSize(1).ofMaxSize(3)
        .map(s -> new Effect(ImmutableList.copyOf(s), NO));
    Arbitrary<Ability> reactions = Combinators.combine(triggers(), effects)
        .as((t, e) -> new Ability.Reaction(false, t, Optional.empty(), Optional.empty(), e, NO));
    Arbitrary<Ability> quick = Combinators.combine(Arbitraries.integers().between(0, 5), effects)
        .as((mana, e) -> new Ability.QuickAction(mana == 0 ? ImmutableList.of(new Cost.ExhaustMe(NO))
            : ImmutableList.of(new Cost.Mana(lit(mana), NO), new Cost.ExhaustMe(NO)), e, NO));
    Arbitrary<Ability> spells = effects.map(e -> new Ability.SpellEffect(false, e, NO));
    return Arbitraries.oneOf(reactions, quick, spells);
  }

  private Arbitrary<Trigger> triggers() {
    return Arbitraries.oneOf(
        Arbitraries.of(TriggerSymbol.class).map(s -> new Trigger.Symbol(s, NO)),
        Combinators.combine(Arbitraries.of(Phase.NOON, Phase.DUSK, Phase.NIGHT, Phase.AFTERNOON), Arbitraries.of(true, false)).as((p, end) -> new Trigger.At(p, end, NO)));
  }

  private Arbitrary<Sentence> sentences() {
    return steps().list().ofMinSize(1).ofMaxSize(2).map(s -> new Sentence.Steps(ImmutableList.copyOf(s), NO));
  }

  private static PlayerRef you() {
    return PlayerRef.you();
  }

  private static Quantity lit(int n) {
    return new Quantity.Literal(n, NO);
  }

  private Arbitrary<Step> steps() {
    Arbitrary<Integer> n = Arbitraries.integers().between(1, 9);
    Arbitrary<Counter> counters = Arbitraries.of(Counter.BOOST, Counter.named("Kelon"), Counter.named("Trial"));
    Arbitrary<Step> draw = n.map(k -> new Step.Draw(you(), lit(k), false, NO));
    Arbitrary<Step> gainCounters = Combinators.combine(subjects(), n, counters).as((o, k, c) ->
        new Step.Gain(o, ImmutableList.of(new Step.Gainable.Counters(lit(k), c, NO)), NO));
    Arbitrary<Step> gainStatus = Combinators.combine(subjects(), Arbitraries.of(Status.ANCHORED, Status.ASLEEP,
        Status.FLEETING)).as((o, s) -> new Step.Gain(o, ImmutableList.of(new Step.Gainable.StatusOf(s, NO)), NO));
    Arbitrary<Step> lose = Combinators.combine(subjects(), Arbitraries.of(Status.ANCHORED, Status.FLEETING))
        .as((o, s) -> new Step.Lose(o, ImmutableList.of(new Step.Losable.StatusOf(s, NO)), NO));
    Arbitrary<Step> discard = phrases().map(o -> new Step.Discard(you(), o, Optional.empty(), NO));
    Arbitrary<Step> sacrifice = phrases().map(o -> new Step.Sacrifice(you(), o, NO));
    Arbitrary<Step> send = phrases().map(o -> new Step.Move(you(), o, Optional.empty(),
        new Step.Destination.ToZone(new Zone(ZoneKind.RESERVE, Optional.empty(), NO), NO), Optional.empty(),
        Optional.empty(), NO));
    Arbitrary<Step> exhaust = phrases().map(o -> new Step.Exhaust(you(), o, false, NO));
    Arbitrary<Step> ready = phrases().map(o -> new Step.Ready(you(), o, NO));
    Arbitrary<Step> keyword = Arbitraries.of(KeywordAction.RESUPPLY, KeywordAction.SABOTAGE,
        KeywordAction.EXHAUSTED_RESUPPLY).map(k -> new Step.Keyword(you(), k, Optional.empty(), NO));
    Arbitrary<Step> create = Combinators.combine(Arbitraries.integers().between(1, 4),
        Arbitraries.of("Brassbug", "Ordis Recruit", "Mana Moth", "Frost Imp"), Arbitraries.integers().between(0, 5),
        Arbitraries.of("ROBOT", "SOLDIER", "ILLUSION"), Arbitraries.of(true, false)).as((k, name, stat, sub, mine) ->
        new Step.Create(you(), lit(k), new TokenSpec(name, stat, stat + 1, stat, ImmutableList.of(sub), NO),
            Optional.of(mine ? expedition(true) : expedition(false)), ImmutableList.of(), NO));
    // A token printed by its name alone (7.3.5.b; its card defines it) in a player's Landmarks (3.2.7).
    Arbitrary<Step> createNamed = Combinators.combine(Arbitraries.integers().between(1, 4),
        Arbitraries.of("Manaseed", "Aerolith", "Mana Moth"), Arbitraries.of(PlayerRef.Kind.YOU,
            PlayerRef.Kind.TARGET_PLAYER, PlayerRef.Kind.TARGET_OPPONENT, PlayerRef.Kind.EACH_PLAYER))
        .as((k, name, whose) -> new Step.Create(you(), lit(k), TokenSpec.named(name, ImmutableList.of(), NO),
            Optional.of(new ObjectRef.Possessed(new dev.altered.ast.Possessor.OfPlayer(new PlayerRef(whose,
                Optional.empty(), NO), NO), ImmutableList.of(), new NounGroup(ImmutableList.of(new Noun.Type(
                    ObjectType.LANDMARK, NO)), true, NO), ImmutableList.of(), NO)), ImmutableList.of(), NO));
    return Arbitraries.oneOf(draw, gainCounters, gainStatus, lose, discard, sacrifice, send, exhaust, ready, keyword,
        create, createNamed);
  }

  private static ObjectRef expedition(boolean mine) {
    NounGroup expedition = new NounGroup(ImmutableList.of(new Noun.Type(ObjectType.EXPEDITION, NO)), false, NO);
    if (mine) {
      return new ObjectRef.Possessed(new dev.altered.ast.Possessor.OfObject(new ObjectRef.Self(NO), NO),
          ImmutableList.of(), expedition, ImmutableList.of(), NO);
    }
    return new ObjectRef.Phrase(new Quantifier(Quantifier.Kind.COUNT, Optional.of(lit(1)), true, NO),
        ImmutableList.of(), expedition, ImmutableList.of(), NO);
  }

  private Arbitrary<ObjectRef> subjects() {
    return Arbitraries.oneOf(Arbitraries.just(new ObjectRef.Self(NO)), phrases());
  }

  private Arbitrary<ObjectRef> phrases() {
    Arbitrary<Quantifier> quantifiers = Arbitraries.oneOf(
        Arbitraries.just(new Quantifier(Quantifier.Kind.COUNT, Optional.of(lit(1)), true, NO)),
        Arbitraries.integers().between(2, 3).map(k -> new Quantifier(Quantifier.Kind.UP_TO, Optional.of(lit(k)), true,
            NO)),
        Arbitraries.just(new Quantifier(Quantifier.Kind.ALL, Optional.empty(), false, NO)),
        Arbitraries.just(new Quantifier(Quantifier.Kind.BARE, Optional.empty(), false, NO)));
    Arbitrary<Noun> nouns = Arbitraries.oneOf(
        Arbitraries.of(ObjectType.CHARACTER, ObjectType.PERMANENT, ObjectType.SPELL).map(t -> new Noun.Type(t, NO)),
        Arbitraries.of("ROBOT", "PLANT", "ARTIST", "FAIRY").map(id -> new Noun.Subtype(id, NO)));
    Arbitrary<List<Adjective>> adjectives = Arbitraries.oneOf(
        Arbitraries.just(List.of()),
        Arbitraries.of(Status.FLEETING, Status.ASLEEP, Status.BOOSTED)
            .map(s -> List.of(new Adjective.WithStatus(ImmutableList.of(s), NO))),
        Arbitraries.just(List.of(new Adjective.Other(NO))));
    Arbitrary<List<Filter>> filters = Arbitraries.oneOf(
        Arbitraries.just(List.of()),
        Arbitraries.just(List.of(new Filter.ControlledBy(you(), NO))),
        Arbitraries.just(List.of(new Filter.In(ImmutableList.of(new Place.InZone(
            new Zone(ZoneKind.RESERVE, Optional.empty(), NO), NO)), false, NO))),
        Arbitraries.integers().between(1, 6).map(k -> List.of(new Filter.StatIs(Stat.HAND_COST, Comparison.AT_MOST,
            new Value.Number(lit(k), true, NO), NO))));
    return Combinators.combine(quantifiers, adjectives, nouns, filters).as((q, a, noun, f) -> {
      boolean plural = q.kind() != Quantifier.Kind.COUNT;
      return new ObjectRef.Phrase(q, ImmutableList.copyOf(a), new NounGroup(ImmutableList.of(noun), plural, NO),
          ImmutableList.copyOf(f), NO);
    });
  }
}
