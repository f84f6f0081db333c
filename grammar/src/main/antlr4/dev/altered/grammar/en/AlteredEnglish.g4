/*
 * English ability text of Altered cards (Complete Rules 1.2.4, 2.2.12, 6, 7).
 *
 * Input is ONE ability, already normalized by dev.altered.text.Markup (no reminder text, no '#' marks, single spaces,
 * mode lines joined with '•'). The grammar is compositional: effects are steps built from verbs (keyword actions 7.3)
 * with object phrases (determiner + adjectives + type/sub-type + filters), players, zones, quantities and durations;
 * it does not list the sentences of the corpus.
 *
 * Bracketed names are lexed generically (BRACKET, STATUS) and re-typed by the lexicon in dev.altered.text
 * (KW_ACTION, KW_ABILITY, TOKEN_SPEC, UNKNOWN_BRACKET); words that are sub-types (2.2.2) become SUBTYPE the same way,
 * so a new keyword or sub-type is one line in the lexicon, not a grammar change.
 */
grammar AlteredEnglish;

options { caseInsensitive = true; contextSuperClass = TreeNode; }

tokens { KW_ACTION, KW_ABILITY, TOKEN_SPEC, UNKNOWN_BRACKET, SUBTYPE }

// =====================================================================================================================
// Abilities (1.2.4.c, 2.2.12)
// =====================================================================================================================

ability
    : keywordLine EOF                         # keywordAbility
    | supportMark? reaction definition* EOF   # reactionAbility
    | quickAction definition* EOF             # quickActionAbility
    | supportMark? effect definition* EOF     # effectAbility
    ;

// A keyword the set defines in a reminder text, "(I'm In Contact if another player's Expedition is in my region.)",
// which the markup pre-pass keeps after the ability as printed, "§ I'm [In Contact] if ..." (text.Definitions): the
// word means the condition.
definition
    : DEFINE ('i\'m' | 'it\'s') UNKNOWN_BRACKET 'if' condition '.'?        # definedConditionWord
    // "(A Gift is when on your turn, an opponent draws a card, ...)": a keyword event (6.3) the set defines.
    | DEFINE definedArticle? UNKNOWN_BRACKET 'is' 'when' (timing ',')? event timing? '.'?   # definedEventWord
    ;

supportMark : '{i}' ;

// Entry points for one kind of ability each. The front-end picks one from the first tokens (EnglishSyntax.entry) and
// falls back to 'ability' when it fails: deciding between the kinds in 'ability' needs to look as far as a quick
// action's ':', a long look-ahead that is costly for the parser's prediction, warm and above all cold.
keywordEntry     : keywordLine EOF ;
reactionEntry    : supportMark? reaction definition* EOF ;
quickActionEntry : quickAction definition* EOF ;
effectEntry      : supportMark? effect definition* EOF ;

// [Gigantic]. [Tough X], where X is ... . [Scout] {2}. [[Fleeting]].
keywordLine : keywordItem ((',' | '.') keywordItem)* '.'? ;
keywordItem : (KW_ABILITY | STATUS) (MANA | '{x}' | NUMBER)? whereX? ;
whereX      : ',' 'where' 'x' 'is' quantity ;

// Reactions (6.3): symbol triggers (7.1.1) or "Trigger — Effect"; optional condition after a comma (6.3.b).
reaction
    : triggerSymbol+ effect
    | trigger triggerSep effect
    ;
triggerSymbol : '{j}' | '{h}' | '{r}' ;
triggerSep    : '—' | '|' ;
trigger       : triggerHead (',' triggerClause)* ;
triggerHead
    : 'when' (event | selfEvent | definedEvent) timing?   // "When you play a Spell during your turn": a condition on when
    | 'at' moment
    | 'after' 'rest'
    ;
triggerClause
    : 'if' condition
    | 'for' 'each' 'of'? objectPhrase
    | 'for' 'each' 'of' possessive counterNoun
    ;

// Quick actions (5.3): "Cost: Effect" with composite costs.
quickAction : costList ':' effect ;
costList    : costPart (',' costPart)* ;
costPart
    : '{t}'                                   # costExhaustMe
    | '{d}'                                   # costDiscardMe
    | MANA                                    # costMana
    | '{x}'                                   # costManaX
    | step                                    # costStep
    ;

// =====================================================================================================================
// Effects (6.1, 6.5): sentences of steps
// =====================================================================================================================

// A sentence "When [event] this way — ..." reacts to a step of the same effect; it is never the first sentence (so
// an effect and a Reaction are told apart by their first word).
// "[Do X]; if you did, [do Y]" (6.5.f): the semicolon ends a sentence as the period does.
effect : sentence (('.' | ';') (sentence | reflexiveSentence))* '.'? ;
reflexiveSentence : 'when' event triggerSep stepSequence ;

sentence
    // "If the Base Cost was {7} or more, also draw a card": 'also' says the steps come on top of the others.
    : 'if' condition ',' 'also'? stepSequence (',' 'otherwise' ','? stepSequence)?    # ifSentence
    | 'unless' condition ',' stepSequence                                 # unlessSentence
    | 'otherwise' ','? stepSequence                                       # otherwiseSentence
    | 'then' ','? sentence                                                # thenSentence
    | 'during' 'the'? phase ',' stepSequence                              # duringSentence
    | 'during' ('the' ordinal 'day' | possessive 'turn') ',' stepSequence # timingSentence
    | ('while' | 'as' 'long' 'as') condition ',' stepSequence             # whileSentence
    | duration ',' stepSequence                                          # untilSentence
    | ('at' moment | 'after' 'rest') ',' stepSequence                     # delayedSentence
    | 'depending' 'on' quantity ':' resultItem+                           # dependingSentence
    | 'for' 'each' 'of'? objectPhrase ',' stepSequence                    # forEachSentence
    | chooseModes                                                         # modalSentence
    | dieResults                                                          # dieResultSentence
    | 'do' 'the' 'following' quantity 'times' whereX? ':' modeItem+       # repeatSentence
    // Its steps as in stepSequence, written out here: most sentences are one plain sentence of one step, and the
    // parse tree has no stepSequence node between the sentence and its steps.
    | (optionalStep | step ('to' step)?) (stepJoin (optionalStep | step ('to' step)?))* sentenceTail?   # plainSentence
    ;

// "... if X", "... unless X", "... as long as X" (passives: a condition checked continuously), "... during the first Day".
sentenceTail
    // "You may play Spells for {1} less if their Base Cost is {4} or more": the cards with that statistic.
    : ifTheirStat
    | ('unless' | 'if') condition
    | ('as' 'long' 'as' | 'while') condition
    | timing
    // "Other Characters in my Expedition gain 1 boost when they join it": a Reaction written effect first (6.3.a).
    | 'when' event
    ;

// "Choose one:", "Choose up to one:", "Choose X+1, where X is ...:", "Choose one. If ..., you may choose both:",
// "Choose three. You may pick the same option multiple times:" (6.5.g)
chooseModes
    : 'choose' chooseCount whereX? chooseExtra* ':' modeItem+
    ;
chooseCount : ('up' 'to')? quantity ;
chooseExtra
    : ('.' | ',') 'you' 'may' ('pick' | 'choose') 'the' 'same' 'option' 'multiple' 'times'   # repeatModes
    | '.' 'if' condition ',' 'you' 'may' 'choose' ('both' | 'all' | quantity)         # conditionalModeCount
    ;
modeItem : BULLET modeBody ;
modeBody
    : costList ':' effectInMode               // a mode that is itself a quick action ({T} : ...)
    | effectInMode
    ;
effectInMode : sentence (('.' | ';') (sentence | reflexiveSentence))* '.'? ;

// "Roll a die. On a: • 4+, ... • 1-3, ..." or "On a 4+, ... . On a 1-3, ..." (7.3.28),
// "depending on the number of boosts removed this way: • 1-4: ..."
dieResults
    : 'on' 'a' ':' resultItem+
    | 'on' 'a' dieRange ',' stepSequence
    ;
resultItem : BULLET dieRange (',' | ':') effectInMode ;
dieRange   : NUMBER ('+' | '-' NUMBER)? ;

// Steps joined in one sentence: ", then", " and ", "then" (6.1.c). Each item is an optional step, or one step, or
// two joined by "to" (an internal action); the items are written out here rather than as a rule of their own (one
// parse-tree node less per step: most sentences are one step), and the builder reads them between the joins. The
// plain sentence writes the same steps out in its own alternative.
stepSequence : (optionalStep | step ('to' step)?) (stepJoin (optionalStep | step ('to' step)?))* ;
stepJoin     : ',' 'then' | ',' 'and' | 'and' | 'then' | ',' ;

// "You may ..." (6.5.c); "You may [cost] to [effect]" internal actions; "Each player may ..."
optionalStep
    : playerSubject? 'may' 'then'? step (('and' | 'or') step)* ('to' step)?
    | playerSubject? 'may' 'do' 'it' 'again'
    ;

step
    : (playerSubject | playerOfObject)? playerVerbPhrase modifierTail*   # playerStep
    | playerSubject 'does'? KW_ACTION objectList? modifierTail*        # playerKeywordStep
    | objectPhrase ('each' | 'also')? objectVerbPhrase (('and' | ',' 'then') (objectVerbPhrase | cantVerb))* modifierTail*   # objectStep
    | objectPhrase KW_ACTION modifierTail*                           # objectKeywordStep
    | statement continuousTail*                                       # continuousStep
    | KW_ACTION objectList? modifierTail*                             # bareKeywordStep
    ;

modifierTail
    : 'instead'                                                     # insteadMod
    | 'again'                                                       # againMod
    | 'after' 'rest'                                                # afterRestMod
    | 'at' moment                                                   # atMod
    | 'at' 'random'                                                 # atRandomMod
    | duration                                                      # lastingMod
    | (quantity 'times' | 'twice')                                  # timesMod
    // "per exhausted Permanent you control and per exhausted card in your Reserve": the counts added.
    | 'per' objectPhrase ('and' 'per' objectPhrase)*                # perMod
    | 'for' 'each' 'of'? objectPhrase                               # forEachMod
    // ", up to a max of 3 boosts on me": the counters of the step's own subject, said again.
    | ',' 'up' 'to' 'a' 'max' 'of' quantity (counterNoun 'on' 'me')?  # upToMaxMod
    | whereX                                                        # whereXMod
    | ',' 'distributed' ('as' 'you' 'choose')? 'among' objectPhrase # distributedMod
    | 'this' 'way'                                                  # thisWayMod
    ;

// ---------------------------------------------------------------------------------------------------------------------
// Verbs done by a player (7.3)
// ---------------------------------------------------------------------------------------------------------------------
playerVerbPhrase
    : ('draw' | 'draws') drawWhat                                                    # drawVerb
    | ('discard' | 'discards') objectList ('at' 'random')? ('from' zone)?            # discardVerb
    | ('sacrifice' | 'sacrifices') objectList atRandom?                              # sacrificeVerb
    | ('switch' | 'switches') 'expeditions' 'with' objectList                        # switchWithVerb
    // "Switch my Expedition", "switch its Expedition": the object whose Expedition it is switches (7.3.34.a).
    | ('switch' | 'switches') possessive ('expedition' | 'expeditions')              # switchOwnVerb
    | ('put' | 'puts') (objectList | 'one') ('from' zone)? (('in' | 'into' | 'on' | 'at') destination)? asClause? ('instead' asClause?)? ('instead' 'of' objectList)? elidedPut*  # putVerb
    | ('send' | 'sends') objectList atRandom? 'to' destination asClause?             # sendVerb
    | ('send' | 'sends') 'to' destination objectList                                # sendToVerb
    | ('return' | 'returns') objectList (atRandom | 'from' zone)? 'to' destination   # returnVerb
    | ('move' | 'moves') objectList ('from' zone)? 'to' destination                  # moveToVerb
    // "Move target Expedition backwards": that Expedition moves (7.3.21.a, 7.3.22.a).
    | ('move' | 'moves') objectList direction (quantity? 'more'? ('region' | 'regions'))?   # moveExpeditionVerb
    | ('create' | 'creates') tokenCreation                                            # createVerb
    | ('create' | 'creates') 'only' quantity                                          # createOnlyVerb
    | ('exhaust' | 'exhausts') symbolT? objectList symbolT?                         # exhaustVerb
    // "Play for free up to two Characters": the cost may come first.
    | 'immediately'? ('play' | 'plays') (objectList ('from' zone)? ('in' objectPhrase)? playCost?
        | playCost objectList ('from' zone)? ('in' objectPhrase)?
        | objectList ('from' zone)? playCost 'in' objectPhrase)                       # playVerb
    | ('roll' | 'rolls') ('a' 'die' | quantity 'dice')                               # rollVerb
    | ('exchange' | 'exchanges') objectList 'with' objectList                         # exchangeVerb
    | ('exchange' | 'exchanges') ('their' 'boosts' | 'the' 'boosts' 'of' objectList)  # exchangeBoostsVerb
    | ('activate' | 'activates') 'the' abilityKinds abilitiesWord 'of' objectList    # activateVerb
    | ('activate' | 'activates') possessive abilityKinds abilitiesWord               # activatePossessiveVerb
    | ('spend' | 'spends') spendWhat                                                  # spendVerb
    | ('double' | 'doubles') 'the' ('number' 'of')? counterNoun ('on' | 'of') objectList   # doubleVerb
    | ('double' | 'doubles') possessive counterNoun                                   # doubleOwnVerb
    | ('give' | 'gives') quantity counterNoun 'to' objectList                         # giveToVerb
    | ('give' | 'gives') objectList quantity counterNoun                              # giveVerb
    | ('have' | 'has') objectList objectVerbPhrase ('and' objectVerbPhrase)* (('or') objectVerbPhrase)?   # haveVerb
    | ('have' | 'has') objectList KW_ACTION                                           # haveKeywordVerb
    // "You may have target opponent discard a card": that player does it (7.3.17.a, said of players too).
    | ('have' | 'has') playerSubject playerVerbPhrase                                 # havePlayerVerb
    | ('roll' | 'rolls') 'that' 'many' 'dice' 'plus' quantity 'and' 'ignore' 'the' 'roll' 'of' 'your' 'choice'   # rollExtraVerb
    // The less common verbs, each told apart by its first word (one alternative per verb): a rule of their own.
    | playerVerbMore                                                                  # moreVerbs
    ;

// The JIT does not compile a method of more than 8,000 bytes of bytecode (HotSpot's DontCompileHugeMethods, on by
// default): it runs interpreted. The parser's method for a rule holds all its alternatives, and playerVerbPhrase with
// every verb was 8,337 bytes. The verbs here are less common ones whose first word starts no other alternative, so
// the parser still chooses from the first token and an error after the verb is reported as before.
// ParserMethodSizeTest keeps every rule's method under the limit.
playerVerbMore
    // "Place a {M} Terrain Marker on target region" (3.2.1.d); moving one is moveToVerb (7.3.20).
    : ('place' | 'places') quantity terrainList ('terrain' ('marker' | 'markers')) 'on' markedRegion   # placeMarkerVerb
    // "Place one of my Markers on target region": markers that exist already (7.3.20, as a move).
    | ('place' | 'places') objectList 'on' markedRegion                                   # placeHeldMarkerVerb
    | ('ready' | 'readies') objectList                                               # readyVerb
    | 'also'? ('reveal' | 'reveals') objectList atRandom?                             # revealVerb
    | ('look' | 'looks') 'at' objectList                                              # lookVerb
    | ('choose' | 'chooses') objectList ('from' objectList)?                         # chooseVerb
    | ('target' | 'targets') objectList                                               # targetVerb
    | ('pay' | 'pays') manaAmount                                                    # payVerb
    // "Pay {1} less for the next Spell you play this turn, down to a minimum of {1}": its cost changes (5.1.2.c).
    | ('pay' | 'pays') manaAmount ('less' | 'more') 'for' objectPhrase (',' 'down' 'to' 'a' 'minimum' 'of' manaAmount)?   # payLessVerb
    | ('remove' | 'removes') removeWhat 'from' objectList                            # removeVerb
    | ('distribute' | 'distributes') quantity counterNoun 'among' objectList         # distributeVerb
    | ('win' | 'wins') 'the' 'game'                                                   # winVerb
    // Passing as an effect (4.2.3.d): "You may immediately pass", "each player passes".
    | 'immediately'? ('pass' | 'passes')                                              # passVerb
    | ('become' | 'becomes') 'the'? 'first' 'player'                                  # becomeFirstVerb
    | ('reduce' | 'reduces') costOf 'by' manaAmount                                  # reduceCostVerb
    | ('increase' | 'increases') resultRef 'by' quantity                             # increaseResultVerb
    | ('add' | 'adds') quantity 'to' resultRef                                        # addToResultVerb
    ;

// "Reveal a card at random from target opponent's hand": the objects are chosen at random (among those of the zone).
atRandom : 'at' 'random' ('from' zone)? ;

drawWhat
    : 'only'? quantity ('card' | 'cards')               # drawCount
    | ('card' | 'cards') 'equal' 'to' quantity          # drawEqual
    | objectList                                        # drawObjects
    ;

destination
    : zone                                              # toZone
    | 'the'? 'top' 'of' zone anyOrder?                  # toTop
    | 'the' 'bottom' 'of' zone anyOrder?                # toBottom
    | 'the' ('xth' | ordinal) 'position' 'of' zone      # toPosition
    | objectPhrase                                      # toExpedition
    ;
// "Put the others at the bottom of your deck in any order": the player who puts them chooses their order there.
anyOrder : 'in' 'any' 'order' ;
// "in your Mana zone, exhausted": the Mana Orb's state said alone (as "as an exhausted Mana Orb").
asClause : '(' 'as' asWhat ')' | 'as' asWhat | ',' 'exhausted' ;
// "Put one in your hand and the others in Reserve": more objects put, the verb not repeated.
elidedPut : 'and' listablePhrase ('in' | 'into' | 'on' | 'at') destination ;
asWhat   : ('an' | 'a')? ('exhausted' | 'ready') ('mana' ('orb' | 'orbs')) ;

ifTheirStat : 'if' 'their' statName 'is' manaAmount 'or' ('more' | 'less') ;
playCost
    : 'for' 'free'                                                                  # freeCost
    | 'for' manaAmount 'less' (',' 'down' 'to' 'a' 'minimum' 'of' manaAmount)?     # reducedCost
    ;

spendWhat
    : quantity 'of' possessive counterNoun              # spendOwn
    | 'all' 'of' possessive counterNoun                 # spendAllOwn
    | quantity counterNoun 'from' objectList            # spendFrom
    ;
removeWhat
    : 'all' counterNoun                                 # removeAll
    | ('up' 'to')? quantity counterNoun                 # removeSome
    ;
costOf   : 'the' 'cost' 'of' objectList | possessive 'cost' ;
resultRef: 'the' 'final'? 'result' | possessive 'result' ;

// A token by its name and statistics ("[Brassbug 2/2/2] Robot token") or by its name alone, before "token(s)", with
// no sub-types ("[Manaseed] token"): the set's token card defines it. "in your Landmarks" is the Landmark zone.
// A mode after one that said "token" may name it alone: "Create an [Ordis Recruit 1/1/1] in a Hero Expedition".
// The sub-types before or after the name: "a [Halua 2/2/2] Leviathan Companion token", "a Leviathan Companion
// [Halua 2/2/2] token" (2.2.2.j: the effect creating a token defines its sub-types).
tokenCreation
    : quantity tokenSubtypes? TOKEN_SPEC (tokenSubtypes? ('token' | 'tokens'))? ('in' objectPhrase)? tokenAbilities? modifierTail*
    ;
tokenSubtypes : tokenSubtype (','? tokenSubtype)* ;
tokenSubtype  : SUBTYPE | 'companion' | WORD ;
tokenAbilities : 'with' quotedAbility ;

quotedAbility : QUOTE quotedBody QUOTE ;
quotedBody
    : keywordLine
    | reaction
    | quickAction
    | effect
    ;

abilityKinds : triggerSymbol ((',' triggerSymbol)* ','? 'and' triggerSymbol)? ;
// "abilities"; earlier printings say "triggers" (7.5.1.b).
abilitiesWord : 'abilities' | 'triggers' ;

symbolT : '(' '{t}' ')' | '{t}' ;

// ---------------------------------------------------------------------------------------------------------------------
// Verbs done by an object (7.3.14 - 7.3.34)
// ---------------------------------------------------------------------------------------------------------------------
objectVerbPhrase
    // The things gained or lost written out here (not a list rule around them: most verbs gain one thing).
    : ('gain' | 'gains') gainItem ((',' gainItem)* ('and' | 'or') gainItem)?       # gainVerb
    | ('lose' | 'loses') loseItem ((',' loseItem)* ('and' | 'or') loseItem)?       # loseVerb
    | ('switch' | 'switches') 'expeditions' ('with' objectPhrase)?         # switchVerb
    | ('switch' | 'switches') possessive ('expedition' | 'expeditions')     # switchOwnObjectVerb
    | ('spend' | 'spends') (quantity | 'all') 'of' possessive counterNoun  # objectSpendVerb
    // "moves forward" alone is one region (7.3.21.a, 7.3.22.a: to the next region).
    | ('move' | 'moves') direction (quantity? 'more'? ('region' | 'regions'))? # moveVerb
    // "activates one of its {r} abilities" (7.3.1.b): only one of them, its controller's choice.
    | ('activate' | 'activates') ('one' 'of')? possessive abilityKinds abilitiesWord asIfClause? # activatesVerb
    | ('go' | 'goes') 'to' zone                                            # goVerb
    ;
direction : 'forward' | 'backwards' | 'backward' ;
// "one {V}": that many markers of these terrains.
markerGroup : quantity terrainList ;
// "a {V} and {O} Terrain Marker": a marker of each of its terrains (3.2.1.d).
terrainList : terrainSymbol ((',' terrainSymbol)* 'and' terrainSymbol)? ;
// "on target region", "on my region", "on the region of target Character" (the Character's region).
markedRegion : objectList | 'the' 'region' 'of' objectPhrase ;
asIfClause : '(' 'as' 'if' 'it' 'had' 'been' 'played' 'from' zone ')' ;

gainItem
    : quantity counterNoun                  # gainCounters
    | counterNoun 'equal' 'to' quantity     # gainCountersEqual
    | STATUS                                # gainStatus
    | KW_ABILITY                            # gainKeyword
    | QUOTE quotedBody QUOTE                # gainAbility
    ;
loseItem
    : STATUS                                # loseStatus
    | quantity counterNoun                  # loseCounters
    | 'all' possessive? counterNoun         # loseAllCounters
    | KW_ABILITY                            # loseKeyword
    ;

counterNoun
    : ('boost' | 'boosts')                              # boostNoun
    | ('counter' | 'counters')                          # anyCounterNoun
    | counterName ('counter' | 'counters')              # namedCounterNoun
    ;
counterName : (WORD | SUBTYPE)+ ;

// =====================================================================================================================
// Statements: passive abilities and continuous effects (2.2.12.m, 6.2)
// =====================================================================================================================
statement
    : (objectPhrase ('is' | 'are' | 'am') | 'i\'m' | 'it\'s') keywordOrStatus (('and' | ',') keywordOrStatus)*          # hasKeywordStatement
    | objectPhrase ('have' | 'has') ':'? (keywordOrStatus (('and' | ',') keywordOrStatus)* | QUOTE quotedBody QUOTE)   # haveAbilityStatement
    | objectPhrase ('have' | 'has' | 'get' | 'gets') statChange ((',' | 'and') statChange)*                        # statChangeStatement
    | ('the' statList 'of' objectList | possessive statList) ('is' | 'are') 'equal' 'to' quantity             # statSetStatement
    | objectPhrase ('cost' | 'costs') manaAmount ('less' | 'more') ('to' 'play' 'in' objectPhrase)? (',' 'down' 'to' 'a' 'minimum' 'of' manaAmount)? ('per' objectPhrase | 'for' 'each' 'of'? objectPhrase)?  # costModStatement
    // "Pay {3} more to play me in a starting region": my cost where I'm played (5.1.2.e).
    | 'pay' manaAmount ('less' | 'more') 'to' 'play' objectPhrase 'in' objectPhrase                            # payToPlayStatement
    | objectPhrase ('is' | 'are') 'free'                                                                       # freeStatement
    | objectPhrase 'can\'t' 'cost' 'less' 'than' manaAmount                                                    # minCostStatement
    | objectList ('can\'t' | 'don\'t' | 'doesn\'t') negatedAction                                               # cantStatement
    | objectPhrase 'can' canAction                                                                             # canStatement
    | 'you' 'may' 'play' objectList ('from' zone)? ('in' objectPhrase)? playCost?                              # mayPlayStatement
    | 'you' 'may' 'keep' quantity 'more' ('card' | 'cards') 'in' zone ('during' phase)?                         # keepMoreStatement
    | 'you' 'can' 'only' 'activate' 'this'                                                                      # activationRestriction
    | 'activate' 'this' 'only' (('if' condition | timing) ('and' 'only')?)? activationTimes?                    # activateOnlyStatement
    | 'this' 'action' ('costs' | 'cost') manaAmount 'more'                                                      # actionCostStatement
    | 'the' abilityKinds abilitiesWord 'of' objectList ('can\'t' | 'don\'t') 'activate'                        # abilitiesCantActivateStatement
    | 'if' replacedEvent ',' replacement                                                                        # replacementStatement
    | regionSubject ('is' | 'are') terrainSymbol 'in' 'addition' 'to' possessive 'other' 'terrains'             # terrainAddStatement
    // "All regions are {V}" (3.2.1.d): the region has that terrain only, said or not.
    | regionSubject ('is' | 'are') terrainSymbol ('and' 'lose' possessive 'other' 'terrains')?                  # terrainSetStatement
    | possessive limitName 'limit' 'is' ('increased' | 'reduced') 'by' quantity                                # limitStatement
    | 'all' limitName 'limits' 'are' ('increased' | 'reduced') 'by' quantity                                   # allLimitsStatement
    | objectPhrase ('begin' | 'begins') 'the' 'game' 'with' quantity counterNoun                                # beginWithStatement
    // "I begin the game with one {V}, one {M} and one {O} Terrain Marker" (3.2.1.d).
    | objectPhrase ('begin' | 'begins') 'the' 'game' 'with' markerGroup (',' markerGroup)* ('and' markerGroup)?
      'terrain' ('marker' | 'markers')                                                                           # beginWithMarkersStatement
    | objectPhrase ('remain' | 'remains') statusWord ('during' phase)?                                          # remainStatement
    | 'the' 'support' 'abilities' 'of' objectList 'can' 'give' objectPhrase supportGive                        # supportGiveStatement
    | 'ignore' possessive ('abilities' | 'ability')                                                              # ignoreAbilitiesStatement
    | objectPhrase ('lose' | 'loses') 'all'? possessive? 'abilities'                                            # loseAbilitiesStatement
    | 'ignore' possessive abilityKinds abilitiesWord                                                             # ignoreKindsStatement
    | 'ignore' 'the' abilityKinds? abilitiesWord 'of' objectList                                                 # ignoreAbilitiesOfStatement
    ;

supportGive
    : quantity 'more' ('counter' | 'counters') 'than' possessive 'maximum'
    | 'counters' 'beyond' possessive 'maximum'
    ;

negatedAction
    : 'move' direction ('due' 'to' terrainSymbol)? ('during' phase)? ('except' 'due' 'to' terrainSymbol)?    # cantMove
    | 'prevent' objectPhrase 'from' 'moving' 'forward'                          # cantPrevent
    | 'gain' counterNoun                                                         # cantGainCounters
    | 'gain' STATUS                                                              # cantGainStatus
    | 'lose' counterNoun                                                         # cantLoseCounters
    | 'lose' STATUS                                                              # cantLoseStatus
    | 'activate'                                                                 # cantActivate
    | 'play' objectList ('from' zone)?                                           # cantPlay
    | 'be' objectAction ('by' objectList)? (','? 'but' objectPhrase 'can' 'be' 'used' 'as' 'a' 'mana' 'orb')?   # cantUndergo
    | 'be' objectAction ('to' | 'in' | 'into') zone                               # cantUndergoTo
    | 'be' 'played' 'in' objectPhrase                                            # cantBePlayedIn
    | KW_ACTION                                                                  # cantKeyword
    | 'count' 'towards' possessive limitName 'limit'                             # cantCount
    ;
limitName : 'reserve' | 'landmark' ;
// "gains [[Fleeting]] and can't move forward this turn"
cantVerb : 'can\'t' negatedAction ;
// "once per Day", "twice per turn", "two times each Afternoon"
activationTimes : ('once' | 'twice' | quantity 'times') ('per' | 'each') period ;
period : 'turn' | 'afternoon' | 'day' ;
statChange : ('+' | '-') (NUMBER | 'x') terrainSymbol ;
// Things done to objects, in the passive voice ("is sacrificed", "would be discarded", "can't be targeted").
objectAction
    : 'sacrificed' | 'played' | 'sent' | 'returned' | 'put' | 'discarded' | 'exhausted' | 'readied' | 'targeted'
    | 'revealed' | 'drawn' | 'created' | 'augmented'
    ;
canAction
    : 'gain' STATUS 'even' 'if' objectPhrase ('was' | 'were') 'already' STATUS
    ;
keywordOrStatus : KW_ABILITY | STATUS ;
statusWord : 'exhausted' | STATUS ;

regionSubject : regionRef ('and' regionRef)* ;
regionRef
    : possessive 'region'                   # ownRegion
    | 'the' 'region' 'of' objectPhrase      # regionOf
    | 'all' 'regions'                       # allRegions
    ;
statList : terrainSymbol (',' terrainSymbol)* ','? 'and' terrainSymbol ;

// "If I would gain [[Fleeting]], I gain 1 boost instead." (6.2.b replacing, 6.2.c additive "also")
replacedEvent
    : objectPhrase 'would' objectEvent ('while' condition | timing)?      # objectWould
    | playerSubject 'would' playerEvent ('while' condition | timing)?      # playerWould
    ;
replacement
    : ('instead' | 'also')? stepSequence
    ;

// =====================================================================================================================
// Durations (2.2.15) and timing
// =====================================================================================================================
durationOrTiming : duration ;
// After a statement: how long, "for each ..." (the change once per object, 6.5.i), "where X is ...".
continuousTail
    : duration                                  # continuousDuration
    // "for each of your Ascended Expeditions": each of the objects the phrase names.
    | 'for' 'each' 'of'? objectPhrase           # continuousForEach
    | whereX                                    # continuousWhereX
    ;
// 2.2.15.a: this turn, this Afternoon, this Day; "until the end of the turn" is this turn.
duration
    : 'this' ('turn' | 'afternoon' | 'day')
    | 'until' untilEnd
    ;
untilEnd : 'the'? 'end' 'of' 'the'? ('turn' | 'afternoon' | 'day') ;
// When something happens (4.1, 4.2): "during your turn", "during the Afternoon", "during the first Day".
timing : 'during' (possessive 'turn' | 'the'? phase | 'the' ordinal 'day') | 'on' possessive 'turn' ;
// "At Dusk", "at the end of the Afternoon".
// "at the end of the turn", "at the end of your turn": a turn (4.2.3.b) is not a phase.
moment : phase | 'the' 'end' 'of' 'the'? (phase | 'day') | 'the' 'end' 'of' ('the' | possessive) 'turn' ;
phase : 'morning' | 'noon' | 'afternoon' | 'dusk' | 'night' | 'rest' ;

// =====================================================================================================================
// Events (triggers, 6.3) and conditions (6.5.d)
// =====================================================================================================================
event
    // "When a Robot or a token joins my Expedition": an object that is one or the other (a disjunction of filters).
    : objectPhrase ('or' listablePhrase)* objectEvent             # objectEventOf
    | playerSubject playerEvent ((',' | 'or') playerEvent)*         # playerEventOf
    // "When one or more Characters join my Expedition": one event of several objects (1.3.2.c, 7.5.9, 7.5.10).
    // "one or more of your Characters": the Characters you control (7.2.3.a).
    | 'one' 'or' 'more' ('of' possessive)? adjective* noun ('or' noun)* postFilters? objectEvent   # oneOrMoreEventOf
    ;
objectEvent
    : ('gain' | 'gains') eventGain                                      # gainEvent
    | ('lose' | 'loses') loseItem                                       # loseEvent
    | ('become' | 'becomes') (STATUS | 'exhausted')                     # becomeEvent
    | ('go' | 'goes') ('from' zoneList)? 'to' zone ('from' (zone | 'anywhere'))?   # goEvent
    | ('leave' | 'leaves') placeRef ('during' 'the'? phase)?              # leaveEvent
    | ('join' | 'joins') placeRef ('or' placeRef)*                        # joinEvent
    // "moves forward due to Ascend" (4.2.4.k): during Progress, due to a terrain whose statistic is tied.
    | ('move' | 'moves') direction ('due' 'to' (terrainSymbol | KW_ACTION))? ('during' phase)?   # moveEvent
    | ('fail' | 'fails') 'to' 'move' 'forward' ('during' phase)?          # failEvent
    | ('switch' | 'switches') 'expeditions'                               # switchEvent
    | ('is' | 'am' | 'are' | 'be') objectAction ('from' zone)? (('to' | 'in' | 'into') zone)? ('by' objectList)?   # passiveEvent
    | ('attempt' | 'attempts') 'to' KW_ACTION 'again'?                    # attemptEvent
    | KW_ACTION 'again'?                                                 # objectKeywordEvent
    | ('spend' | 'spends') ('a' | 'an')? counterNoun                      # spendEvent
    | ('is' | 'are') ('placed' | 'moved') (('on' | 'to') objectPhrase)?   # markerPlacedEvent
    ;
// "When you make a [Gift]": the event the word's definition gives (see 'definition').
definedEvent : 'you' ('make' | 'makes') ('a' | 'an') UNKNOWN_BRACKET ;
selfEvent
    : ('i\'m' | 'it\'s') objectAction ('from' zone)? (('to' | 'in' | 'into') zone)? ('by' objectList)?
    ;
playerEvent
    : ('play' | 'plays') objectList ('from' zone)?                       # playEvent
    | ('exhaust' | 'exhausts') objectList                                # exhaustEvent
    | ('ready' | 'readies') objectList                                   # readyEvent
    | ('sacrifice' | 'sacrifices') objectList                            # sacrificeEvent
    | ('discard' | 'discards') objectList                                # discardEvent
    | ('create' | 'creates') objectList                                  # createEvent
    // "receives a token": a token comes into the player's control (7.3.5).
    | ('receive' | 'receives') objectList                                # receiveEvent
    | ('draw' | 'draws') quantity ('or' 'more')? ('card' | 'cards')     # drawEvent
    | ('roll' | 'rolls') quantity ('or' 'more')? ('die' | 'dice')       # rollEvent
    | ('roll' | 'rolls') 'a' dieRange ('this' 'way')?                   # rollResultEvent
    | ('reveal' | 'reveals') objectList 'this' 'way'                     # revealEvent
    | 'does'? KW_ACTION                                                  # keywordEvent
    | ('pass' | 'passes') 'first'?                                       # passEvent
    | ('place' | 'places' | 'move' | 'moves') objectList (('on' | 'to') objectPhrase)?   # placeMarkerEvent
    ;
eventGain
    : quantity 'or' 'more' counterNoun          # gainOrMoreCounters
    | quantity counterNoun                      # gainCountersEvent
    | STATUS                                    # gainStatusEvent
    | possessive ordinal counterNoun            # gainNthCounter
    ;

// "if you control an exhausted Permanent or if there's an exhausted card in your Reserve": 'if' said again.
condition : conditionAtom (',' conditionAtom)* (('and' | 'or') 'if'? conditionAtom)? ;
conditionAtom
    // "If it does" after "Target Expedition moves backwards one region" (6.5.f): the step before was done.
    : ('you' | 'they' | 'it') ('do' | 'does' | 'don\'t' | 'doesn\'t' | 'can\'t' | 'did' | 'didn\'t')            # doneCondition
    | objBe 'not'? statusList                                                     # statusCondition
    | objBe 'not'? 'in' placeRef                                                  # inCondition
    | objBe 'in' 'a' 'terrain' 'where' possessive 'base' 'statistic' 'is' NUMBER  # terrainStatCondition
    // Before isACondition: "your opponent is the first player" is about a player, not an object (4.2.1.b).
    | playerSubject beVerb 'not'? 'the'? 'first' 'player'                                        # firstPlayerCondition
    | objBe objectPhrase                                                          # isACondition
    | objBe positionList                                                          # positionCondition
    | (objBe | zone beVerb) 'empty'                                                 # emptyCondition
    | playerSubject ('control' | 'controls') countedList                                        # controlCondition
    | playerSubject ('have' | 'has') countedList ('in' zone)? ('than' playerSubject)?           # haveCondition
    | playerSubject ('have' | 'has') countedStats                                               # haveStatsCondition
    | objectPhrase ('have' | 'has') counterCount                                                # counterCondition
    | ('there' ('is' | 'are') | 'there\'s') countedList                         # thereIsCondition
    | 'there' ('is' | 'are') countedStats                                                        # thereIsStatsCondition
    | valueRef beVerb comparison                                                                 # compareCondition
    // "If I'm facing a Character", "unless I'm facing two or more Characters" (1.2.3.c): such objects facing me.
    // "If it's facing me" (1.2.3.c): the object is one facing me.
    | objBe 'facing' 'me'                                                                         # facingMeCondition
    | objBe 'not'? 'facing' countedList                                                          # facingCondition
    // A keyword condition defined by the ability's reminder text (see 'definition').
    | objBe 'not'? UNKNOWN_BRACKET                                                               # definedCondition
    // "If one or more of your Expeditions is Ascended", "If neither of my Expeditions is in {M}": a count of the
    // objects the phrase names that are so.
    | ('neither' | countPrefix) 'of'? listablePhrase beVerb 'not'? (statusList | 'in' placeRef | 'visible')   # countedIsCondition
    | playerSubject pastVerb objectList 'this' 'way'                                             # thisWayCondition
    | playerSubject ('play' | 'plays') 'it' 'from' zone                                          # playedFromCondition
    // "If played from your hand, it activates ...": the object the sentence goes on about (the one just played).
    | ('it' ('was' | 'is'))? 'played' 'from' zone                                                # wasPlayedFromCondition
    ;
objBe : objectPhrase beVerb | 'it\'s' | 'i\'m' | 'that\'s' ;
beVerb : 'is' | 'are' | 'am' | 'was' | 'were' | 'wasn\'t' | 'isn\'t' ;
pastVerb : 'discarded' | 'put' | 'played' | 'sacrificed' | 'exhausted' | 'revealed' | 'drew' ;
statusList : STATUS ((',' STATUS)* ('or' | 'and') STATUS)? | 'exhausted' | 'ready' | 'ascended' ;
positionList : position (('or' | 'and') position)? ;
position : 'ahead' | 'behind' | 'tied' ;

countedList : countedPhrase ((',' countedPhrase)* 'and' countedPhrase)? ;
countedPhrase : countPrefix? objectPhrase ;
countPrefix
    : quantity 'or' ('more' | 'less' | 'fewer')         # orMoreLess
    | ('less' | 'fewer' | 'more') 'than' quantity       # lessMoreThan
    | ('less' | 'fewer' | 'more')                       # comparative
    | 'no'                                              # noneCount
    | 'only' quantity                                   # onlyCount
    | 'at' 'least' quantity                             # atLeastCount
    ;
countedStats : quantity 'or' 'more' 'base' 'statistics' 'of' NUMBER 'among' objectList ;
counterCount
    : quantity 'or' ('more' | 'less') counterNoun       # countOrMoreFirst
    | quantity counterNoun 'or' ('more' | 'less')       # countOrMoreAfter
    | ('less' | 'more') 'than' quantity counterNoun     # countThan
    | quantity counterNoun                              # countExact
    | 'no' counterNoun                                  # countNone
    ;

valueRef
    : possessive 'number' 'of' counterNoun        # countersValue
    | possessive statName                       # possessiveStat
    | 'the' statName 'of' objectPhrase          # statOf
    | 'the' 'final'? 'result'                   # resultValue
    | 'x'                                       # xValue
    // "If the Base Cost was {7} or more": the statistic of the object the ability is about (its trigger's).
    | 'the' statName                            # theStatValue
    ;
// "Base Cost" (2.2.9): the Reserve Cost of a Fleeting object or one in (or played from) Reserve, else the Hand Cost.
statName : 'hand' 'cost' | 'reserve' 'cost' | 'base' ('statistic' | 'cost') | terrainSymbol | 'result' ;
comparison
    : (manaAmount | NUMBER) 'or' ('more' | 'less')                   # orMoreLessCmp
    | NUMBER '+'                                                      # plusCmp
    | comparator valueOperand                                         # relationCmp
    ;
comparator
    : 'equal' 'to' | 'higher' 'than' | 'lower' 'than' | 'greater' 'than' | 'less' 'than'
    | 'less' 'than' 'or' 'equal' 'to' | 'greater' 'than' 'or' 'equal' 'to'
    ;
valueOperand : valueRef | manaAmount | quantity ;

// =====================================================================================================================
// Object phrases (2.2.1.h, 2.2.2.n): determiner/quantifier + adjectives + type/sub-type + filters
// =====================================================================================================================
// Items after the first are never "I" or a pronoun: "Sacrifice it and I gain 1 boost" is two steps (and SLL can
// tell so from one token of lookahead).
objectList : objectPhrase ((',' listablePhrase)* ('and' | 'or') listablePhrase)? ;
// A subject, the objects of 'prevent' and a token's Expedition are object phrases read directly: no rule of one
// child around them (a parse-tree node less each, on the front-end's hot path).
// The nouns of a phrase, "Character or Permanent", are written out where they are read (noun ('or' noun)*), not a
// rule of their own: one noun nearly always, and a node less each.
objectPhrase
    : ('i' | 'me')                                                  # selfPhrase
    | 'we' 'both'                                                   # weBothPhrase
    // "Target two Expeditions and create a token in each one": the objects named before, each of them.
    | ('it' | 'them' 'all'? | 'they' | 'each' 'one')                # pronounPhrase
    | listablePhrase                                                # otherPhrase
    ;
listablePhrase
    : ('that' | 'those') noun ('or' noun)*                                  # thatPhrase
    | 'the' 'target'                                                # theTargetPhrase
    | 'the' 'top' quantity? ('card' | 'cards') 'of' zone            # topOfPhrase
    | ('one' | 'each' | 'all' | 'both') 'of' possessive adjective* noun ('or' noun)* postFilters?   # ofPossessivePhrase
    | 'the' ('other' | 'others' | 'rest') ('card' | 'cards')?       # restPhrase
    | 'these' ('card' | 'cards')                                    # thesePhrase
    | ('up' 'to')? quantity 'targets' ',' noun ('or' noun)*                 # targetsPhrase
    | possessive adjective* noun ('or' noun)* postFilters?                  # possessedPhrase
    | 'the' adjective* noun ('or' noun)* ofPossessor postFilters?            # ofPossessorPhrase
    | possessive zoneName                                           # zoneContentsPhrase
    // "Each Animal and Adventurer in your Reserve": each object that is one or the other.
    | determiner? adjective* noun (('or' | 'and') noun)* postFilters?       # quantifiedPhrase
    ;

determiner
    : 'target'                                          # targetDet
    | 'another' 'target'?                               # anotherDet
    | 'yet' 'another'                                   # yetAnotherDet
    | 'up' 'to' quantity ('other' 'target' | 'target')? # upToDet
    | 'any' 'number' 'of' 'other'? 'target'?            # anyNumberDet
    | 'any'                                             # anyDet
    | 'all'                                             # allDet
    | 'each' 'other'?                                   # eachDet
    | quantity ('other' 'target' | 'target')?           # countDet
    | 'the' 'next'                                      # nextDet
    | 'the' ordinal                                     # ordinalDet
    | 'the'                                             # theDet
    ;
adjective
    : STATUS ((',' STATUS)* 'or' STATUS)?               # statusAdj
    | 'exhausted'                                       # exhaustedAdj
    // "an Ascended Expedition" (2.4.3): the status, unbracketed as the newer sets print it.
    | 'ascended'                                        # ascendedAdj
    // Regions (3.2.1): "visible" (face up, 3.1.3), "single-terrain" (one terrain), "starting" (1.3.1.b, 4.1.d).
    | ('visible' | 'single-terrain' | 'starting')       # regionAdj
    | 'ready'                                           # readyAdj
    | 'non-' (tokenNoun | SUBTYPE | typeWord | WORD)    # nonAdj     // WORD: a status, "non-Fleeting" (2.4)
    | 'token'                                           # tokenAdj
    | 'other'                                           # otherAdj
    | ('hero' | 'companion')                            # expeditionKindAdj
    | KW_ABILITY                                        # keywordAdj
    ;
// One alternative per first word, tails optional: the parser tells the nouns apart from one token ("Expedition" and
// "Expedition Permanent" were two alternatives that needed a second token to choose between).
noun
    : 'character' | 'characters'
    | ('expedition' | 'landmark') ('permanent' | 'permanents')?
    | 'permanent' | 'permanents'
    | 'spell' | 'spells'
    | 'card' | 'cards'
    | tokenNoun
    | 'landmarks'
    | 'mana' ('orb' | 'orbs')
    | 'expeditions'
    | 'hero' ('card' | 'cards')?
    | 'region' | 'regions'
    | 'player' | 'players' | 'opponent' | 'opponents'
    | SUBTYPE | 'companion'
    | terrainList? 'terrain' ('marker' | 'markers')
    | 'marker' | 'markers'
    ;
tokenNoun : 'token' | 'tokens' ;
// "non-Hero", "non-Spell" (2.2.1: the types of cards and objects).
typeWord : 'character' | 'permanent' | 'spell' | 'landmark' | 'hero' | 'expedition' ;

postFilters : postFilter (('or' | 'and')? postFilter)* ;
postFilter
    : 'that'? playerSubject ('control' | 'controls')                            # controlledFilter
    | playerSubject ('own' | 'owns')                                            # ownedFilter
    | 'controlled' 'by' playerSubject                                           # controlledByFilter
    | 'that'? playerSubject ('play' | 'plays') ('from' zone)? ('in' terrainSymbol)? durationOrTiming?   # playedFilter
    // "The next Character played from your hand this turn": played by the hand's owner, within the duration.
    | 'played' 'from' zone durationOrTiming?                                    # playedFromFilter
    | 'in' placeRef (('or' | 'and') 'in'? placeRef)*                            # inFilter
    | 'from' 'among'? (zone | objectPhrase)                                     # fromFilter
    | objectAction 'this' 'way'                                                 # thisWayFilter
    | 'with' withFilter                                                         # withPostFilter
    | 'facing' objectPhrase                                                    # facingFilter
    | 'between' objectPhrase ('and' noun)?                                      # betweenFilter
    | 'that\'s' positionList                                                    # positionFilter
    | 'each' phase                                                              # eachPhaseFilter
    ;
withFilter
    : statName comparison                                                       # statFilter
    | statName manaAmount 'or' ('more' | 'less')                                # statFilterMana
    | 'a' 'base' 'statistic' 'of' NUMBER                                        # baseStatFilter
    | 'no' 'statistic' 'over' NUMBER                                            # noStatOverFilter
    | 'a'? 'total' statName 'of'? (manaAmount | NUMBER) 'or' ('more' | 'less')  # totalFilter
    | 'counters'                                                                # countersFilter
    | counterCount                                                              # counterCountFilter
    | 'no' noun ('or' noun)*                                                            # withNoFilter
    // Only markers: "target card with a card from your hand" must stay the exchange's two objects (SLL).
    | ('a' | 'an') terrainList? 'terrain' 'marker'                              # withAFilter
    | (STATUS | KW_ABILITY)                                                     # withAdjectiveFilter
    // "with the highest {M}", "with the lowest Hand Cost": ties all qualify.
    | 'the' ('highest' | 'lowest') statName                                     # extremeStatFilter
    // "with the most boosts", "with the fewest Kelon counters".
    | 'the' ('most' | 'fewest') counterNoun                                     # extremeCounterFilter
    ;

placeRef
    : 'play'                        # playPlace
    | zone                          # zonePlace
    | ('a' terrainSymbol 'region' | terrainSymbol)   # terrainPlace   // "in a {M} region" is "in {M}" (7.5.8)
    | 'anywhere'                    # anywherePlace
    | objectPhrase                  # objectPlace
    ;

zoneList : zone ('or' zoneName)* ;
zone
    : possessive zoneName           # ownedZone
    // "in any Reserve": a zone of no player in particular, as "in Reserve" (any player's).
    | ('the' | 'a' | 'an' | 'any')? zoneName    # plainZone
    ;
// "their owners' hands": the zones of several players. One alternative per first word (told apart from one token).
zoneName
    : 'reserve' | 'hand' | 'deck' | 'discard' ('pile' | 'piles') | 'mana' ('zone' | 'zones') | 'expedition' 'zone'
    | 'landmark' 'zone' | 'landmarks' | 'hero' 'zone' | 'reserves' | 'hands' | 'decks'
    ;

possessive
    : 'my'                                  # myPoss
    | 'its'                                 # itsPoss
    | 'their'                               # theirPoss
    | 'your'                                # yourPoss
    | 'the' 'die' '\'s'                     # diePoss
    | playerSubject ('\'s' | '\'')          # playerPoss
    | ('target' | 'that') adjective* noun '\'s'   # objectPoss
    ;
// "the Companion Expedition of its owner": the possessor after the noun, as "its owner's Companion Expedition".
ofPossessor : 'of' playerSubject ;

// Players (1.2.1, 7.2.3, 7.2.4)
playerSubject
    : 'you'                                                 # youPlayer
    | 'starting' 'with' 'you' ',' 'each' 'player'           # startingWithYouPlayer
    | ('an' 'opponent' | 'another' 'player')                # anOpponentPlayer
    | ('target' 'opponent' | 'another' 'target' 'player')   # targetOpponentPlayer
    | 'that' 'opponent'                                     # thatOpponentPlayer
    | 'your' 'opponent'                                     # yourOpponentPlayer
    | 'your'? 'opponents'                                   # opponentsPlayer
    | 'each' 'player'                                       # eachPlayer
    | 'each' ('opponent' | 'of' 'your' 'opponents')         # eachOpponentPlayer
    | 'target' 'player'                                     # targetPlayer
    | 'they'                                                # theyPlayer
    | ('its' | 'my' | 'their') ('owner' | 'owners')         # ownerPlayer
    | ('its' | 'my' | 'their') ('controller' | 'controllers')   # controllerPlayer
    // "Target Character's controller draws a card": the player of a named object (1.2.1, 2.1.e).
    | ('target' | 'that') adjective* noun '\'s' ('owner' | 'controller')   # objectOwnerPlayer
    ;

// "The controller of the Expedition facing that Illusion draws a card": a step's player named after the noun (a
// player subject of its own would make the possessives of every object phrase need full LL).
playerOfObject : 'the' ('owner' | 'controller') 'of' objectPhrase ;

// =====================================================================================================================
// Quantities and numbers
// =====================================================================================================================
quantity
    // The first number's words written out (not a 'number' node around its one token: most quantities are one).
    : (NUMBER | 'one' | 'two' | 'three' | 'four' | 'five' | 'six' | 'seven' | 'eight' | 'nine' | 'ten' | 'a' | 'an')
      ('+' number)?                                                         # numberQty
    | 'x' ('+' number)?                                                     # xQty
    | 'the' 'number' 'of' counterNoun 'removed' 'this' 'way'                # removedQty
    | possessive 'highest' 'statistic'                                       # highestStatQty
    | possessive statName                                                   # statQty
    | 'the' 'number' 'of' objectPhrase                                      # numberOfQty
    | possessive 'number' 'of' counterNoun                                  # countersQty
    | 'the' 'final'? 'result'                                               # resultQty
    | 'that' 'many'                                                         # thatManyQty
    ;
// One token (the same words as numberQty's first number).
number : NUMBER | 'one' | 'two' | 'three' | 'four' | 'five' | 'six' | 'seven' | 'eight' | 'nine' | 'ten' | 'a' | 'an' ;
ordinal : 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'xth' ;
manaAmount : (MANA | '{x}') ('+' MANA)? ;
terrainSymbol : '{v}' | '{m}' | '{o}' ;

// "A Gift is when ...": the article of a defined event word. A rule of its own at the end, so that the literals
// keep their token numbers (first seen further up), which order the words of every error message.
definedArticle : 'a' | 'an' ;

// =====================================================================================================================
// Lexer
// =====================================================================================================================
// The front-end feeds the lexer '|' for the dash and '*' for the bullet (same offsets): the lexer's DFA caches ASCII
// only, and non-ASCII characters would be simulated on every call.
BULLET  : '•' | '*' ;
DEFINE  : '\u00a7' ;
STATUS  : '[[' ~[[\]]+ ']]' ;
BRACKET : '[' ~[[\]]+ ']' ;
MANA    : '{' [0-9]+ '}' ;
NUMBER  : [0-9]+ ;
QUOTE   : '"' | '\u201C' | '\u201D' ;
WORD    : [a-z]+ ;
// Keyword actions of two plain words, re-typed to KW_ACTION by the lexicon: "Exhausted Resupply", "After You" (7.3).
KW_WORDS : 'exhausted' [ ]+ 'resuppl' ('y' | 'ies') | 'after' [ ]+ 'you' ;
// Spaces are skipped: the lexer makes no token for them (it made one per space, which the front-end dropped).
WS      : [ \t\r\n]+ -> skip ;
