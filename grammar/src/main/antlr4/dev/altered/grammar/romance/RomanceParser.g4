/*
 * Spanish and Italian ability text of Altered cards (Complete Rules 1.2.4, 2.2.12, 6, 7), over concept tokens.
 *
 * Spanish and Italian say the same things in the same order ("Un personaje objetivo gana 1 potenciador", "Un
 * personaggio bersaglio ottiene 1 rinforzo"), so they share this grammar: each language's lexicon turns its words
 * into the concept tokens of RomanceLexer.g4 (inflections, gender and number, clitics and contractions included), and
 * the rules here say how concepts combine. Where the two languages order words differently, both orders are here.
 * Input is ONE ability, already normalized by dev.altered.text.Markup. The builder (dev.altered.text.romance) makes
 * the same AST as the English builder for the same card.
 */
parser grammar RomanceParser;

options { tokenVocab = RomanceLexer; }

// =====================================================================================================================
// Abilities (1.2.4.c, 2.2.12)
// =====================================================================================================================

ability
    : keywordLine EOF                         # keywordAbility
    | supportMark? reaction definition* EOF   # reactionAbility
    | quickAction definition* EOF             # quickActionAbility
    | supportMark? effect definition* EOF     # effectAbility
    ;

// A word the set defines in a reminder text, "(Estoy en contacto si la expedición de otro jugador está en mi región.)",
// which the markup pre-pass keeps after the ability as "§ Estoy [en contacto] si ...": the word means the condition.
definition : DEFINE BE UNKNOWN_BRACKET IF condition PERIOD? ;

supportMark : SYM_I ;

// [Gigante]. [Resistencia X], donde X equivale a ... . [Explorar] {2}. [[Fugacidad]].
// "Tengo [Resistencia X], donde ...": the card says it has the keyword; the same keyword line.
keywordLine : (HAVE | BE)? keywordItem ((COMMA | PERIOD) keywordItem)* PERIOD* ;
keywordItem : (KW_ABILITY | STATUS) (MANA_SYM | SYM_X | NUMBER)? whereX? ;
// ", donde X equivale a ...", ", dove X è ...", ", donde X es igual a ..."
whereX      : COMMA WHERE X_VAR (EQUALS TO? | BE (EQUAL TO)? | BE) quantity ;

// Reactions (6.3).
reaction
    : triggerSymbol effect
    | trigger DASH effect
    ;
triggerSymbol : SYM_J | SYM_H | SYM_R ;
trigger       : triggerHead (COMMA triggerClause)* ;
triggerHead
    : WHEN event                                  # whenTrigger
    | TO THE? moment                              # atTrigger
    | AFTER THE? REST                             # afterRestTrigger
    ;
triggerClause
    : IF condition
    | FOR_EACH objectPhrase
    | FOR_EACH A OF possessive counterNoun
    | FOR_EACH possessive counterNoun             // "per ogni mio rinforzo"
    ;

// Quick actions (5.3).
quickAction : costList COLON effect ;
costList    : costPart (COMMA costPart)* ;
costPart
    : SYM_T                                   # costExhaustMe
    | SYM_D                                   # costDiscardMe
    | MANA_SYM                                # costMana
    | SYM_X                                   # costManaX
    | step                                    # costStep
    ;

// =====================================================================================================================
// Effects (6.1, 6.5)
// =====================================================================================================================

effect : sentence (PERIOD+ (sentence | reflexiveSentence))* PERIOD* ;
// "Cuando reveles una carta de esta manera — ...", "Si sacas 1-3 — ..." (a roll of this effect).
reflexiveSentence
    : WHEN event DASH stepSequence
    | ON_A dieRange DASH stepSequence
    ;

sentence
    : IF condition COMMA stepSequence (COMMA? OTHERWISE COMMA? stepSequence)?      # ifSentence
    | UNLESS condition COMMA stepSequence                                           # unlessSentence
    | OTHERWISE COMMA? stepSequence                                                 # otherwiseSentence
    // "• 4+: En vez de eso, avanza una región más." (6.2.b): each step is done instead.
    | INSTEAD COMMA stepSequence                                                    # insteadSentence
    | THEN COMMA? sentence                                                          # thenSentence
    | DURING THE? phase COMMA stepSequence                                          # duringSentence
    | WHILE condition COMMA stepSequence                                            # whileSentence
    | UP_TO THE? (END | FINAL) OF THE? period COMMA stepSequence                              # untilSentence
    // "Este día, ...", "In questa giornata, ...": every step lasts that long (2.2.15).
    | IN? THIS (TURN | AFTERNOON | DAY) COMMA stepSequence                                     # thisDurationSentence
    | (TO THE? moment | AFTER THE? REST) COMMA stepSequence                         # delayedSentence
    | DEPENDING_ON quantity COLON resultItem+                                       # dependingSentence
    | FOR_EACH objectPhrase COMMA stepSequence                                      # forEachSentence
    | chooseModes                                                                   # modalSentence
    | dieResults                                                                    # dieResultSentence
    | MAKE FOLLOWING quantity TIMES whereX? COLON modeItem+                         # repeatSentence
    | stepSequence COLON resultItem+                                                # rollThenResultsSentence
    | stepSequence sentenceTail?                                                    # plainSentence
    ;

sentenceTail
    : (UNLESS | IF) condition
    | WHILE condition
    | timing
    ;

// "Elige una opción:", "Elige hasta una opción:", "Elige X+1 opciones, donde X ...:", "Scegli uno:" (6.5.g)
chooseModes : CHOOSE chooseCount OPTION? whereX? chooseExtra* COLON modeItem+ ;
chooseCount : UP_TO? quantity ;
chooseExtra
    : (PERIOD | COMMA) CAN (CHOOSE | PICK) THE SAME OPTION (quantity TIMES | MORE OF A TIMES | TIMES)   # repeatModes
    | PERIOD IF condition COMMA CAN (CHOOSE | PICK) (BOTH | ALL | quantity) OPTION?    # conditionalModeCount
    ;
modeItem : BULLET modeBody ;
modeBody
    : costList COLON effectInMode
    | effectInMode
    ;
effectInMode : sentence (PERIOD+ (sentence | reflexiveSentence))* PERIOD* ;

// "Si sacas: • 4+, ... • 1-3, ...", "Si sacas 4+, ...", "Con: • 6+, ..." (7.3.28)
dieResults
    : ON_A COLON resultItem+
    | (ON_A | WITH) dieRange COMMA stepSequence         // "Con 4+, ottengo 2 rinforzi."
    ;
resultItem : BULLET (ON_A | WITH)? dieRange (COMMA | COLON) effectInMode ;
dieRange   : NUMBER (PLUS | MINUS NUMBER | OR MORE)? ;

// Steps joined in one sentence (6.1.c): "y luego", ", y luego", ", poi", "e".
stepSequence : stepItem (stepJoin stepItem)* ;
stepJoin     : COMMA? AND THEN? | COMMA THEN? | THEN ;
stepItem
    : optionalStep
    | step (FOR step)?
    ;

// "Puedes ..." (6.5.c), "Puedes [coste] para [efecto]", "Cada jugador puede ...", "puede hacerlo de nuevo"
optionalStep
    : THEN? playerSubject? CAN (THEN | INSTEAD)? step ((AND | OR) step)* (FOR step)?
    | THEN? playerSubject? CAN (MAKE CL_IT AGAIN | CL_IT MAKE AGAIN)
    ;

step
    : playerSubject? NOT? clitic? playerVerbPhrase modifierTail*                               # playerStep
    | playerSubject KW_ACTION objectList? modifierTail*                                       # playerKeywordStep
    // "La expedición objetivo [Asciende]", "Un personaje objetivo deserta": an action the object does (7.3.3, 7.3.6).
    | objectSubject KW_ACTION modifierTail*                                                  # objectKeywordStep
    | objectSubject? clitic? objectVerbPhrase ((AND | COMMA THEN?) clitic? objectVerbPhrase)* modifierTail*  # objectStep
    | THAT objectSubject? clitic? objectVerbPhrase ((AND | OR) objectVerbPhrase)*               # thatObjectStep
    | statement durationOrTiming?                                                              # continuousStep
    | KW_ACTION objectList? modifierTail*                                                      # bareKeywordStep
    ;

clitic : CL_IT | CL_THEM | ME | CL_DAT | CL_DAT_PL | SE | TE ;

modifierTail
    : INSTEAD                                                       # insteadMod
    | AGAIN                                                         # againMod
    | AFTER THE? REST                                               # afterRestMod
    | TO THE? moment                                                # atMod
    | AT_RANDOM                                                     # atRandomMod
    | duration                                                      # lastingMod
    | (quantity TIMES | TWICE)                                      # timesMod
    | FOR_EACH objectPhrase                                         # forEachMod
    | COMMA? UP_TO_MAX quantity                                     # upToMaxMod
    | whereX                                                        # whereXMod
    | COMMA? distributedHow AMONG objectPhrase                      # distributedMod
    | THIS_WAY                                                      # thisWayMod
    | EACH A                                                        # eachMod
    ;
// "distribuidas como elijas", "distribuite come preferisci"
distributedHow : DISTRIBUTE AS (CHOOSE | WORD) ;

// ---------------------------------------------------------------------------------------------------------------------
// Verbs done by a player (7.3)
// ---------------------------------------------------------------------------------------------------------------------
playerVerbPhrase
    : DRAW drawWhat?                                                                  # drawVerb
    | DISCARD objectList? (FROM zone)?                                                # discardVerb
    | SACRIFICE objectList?                                                           # sacrificeVerb
    | MAKE? (PUT | SEND | RETURN | MOVE | ADD | KEEP) putBody                         # putVerb
    | CREATE tokenCreation                                                            # createVerb
    | CREATE ONLY quantity                                                            # createOnlyVerb
    | READY objectList?                                                               # readyVerb
    | EXHAUST symbolT? objectList? symbolT?                                           # exhaustVerb
    | IMMEDIATELY? PLAY IMMEDIATELY? playCost? IMMEDIATELY? TO? objectList? IMMEDIATELY? (FROM zone)? (IN objectPhrase)? playCost? IMMEDIATELY?   # playVerb
    | ROLL INSTEAD? (A DIE | quantity DIE)                                            # rollVerb
    | ALSO? REVEAL (ALSO | INSTEAD)? objectList?                                      # revealVerb
    | LOOK objectList                                                                 # lookVerb
    | CHOOSE objectList ((AMONG | OF) objectList)?                                    # chooseVerb
    | MAKE TARGET TO? objectList?                                                     # targetVerb
    | EXCHANGE objectList (FOR | WITH) objectList                                     # exchangeVerb
    | EXCHANGE (possessive | THE) BOOST (OF objectList)?                              # exchangeBoostsVerb
    | ACTIVATE THE? abilityWord abilityKinds OF objectList                            # activateVerb
    | ACTIVATE possessive abilityWord abilityKinds                                    # activatePossessiveVerb
    | SPEND spendWhat                                                                 # spendVerb
    | REMOVE removeWhat (OF | FROM) objectList                                        # removeVerb
    | DOUBLE THE (NUMBER_N OF)? counterNoun (OF | IN) objectList                # doubleVerb
    | DISTRIBUTE quantity counterNoun AMONG objectList                                # distributeVerb
    | REDUCE (costOf (IN | OF) manaAmount | (IN | OF) manaAmount costOf)                            # reduceCostVerb
    | (INCREASE | ADD) (quantity TO resultRef | resultRef (IN | OF) quantity)         # addToResultVerb
    | GIVE (clitic | TO objectList)? quantity OF? counterNoun (TO objectList)?         # giveVerb
    | MAKE (THAT objectSubject | objectSubject THAT) objectVerbPhrase ((AND | OR) objectVerbPhrase)*   # haveVerb
    | MAKE THAT clitic? objectVerbPhrase ((AND | OR) objectVerbPhrase)*                # haveCliticVerb
    | MAKE THAT playerSubject playerVerbPhrase                                        # havePlayerVerb
    | MAKE clitic? objectVerbPhrase (TO objectList)? ((AND | OR) clitic? MAKE? clitic? objectVerbPhrase)*   # haveItalianVerb
    // Italian causative with the doer before the thing: "far ottenere a un personaggio bersaglio 2 rinforzi".
    | MAKE (GAIN TO objectList gainList | LOSE TO objectList loseList)                # haveDoerFirstVerb
    // "far pescare una carta a un avversario bersaglio": the player does it.
    | MAKE playerVerbPhrase TO playerSubject                                          # havePlayerDoerLastVerb
    | playerVerbMore                                                                  # moreVerbs
    | ROLL INSTEAD? THAT_DEM SAME? NUMBER_N OF DIE (PLUS | MORE) quantity AND IGNORE (THE | A) DIE THAT (CHOOSE | WORD)   # rollExtraVerb
    ;

// The JIT does not compile a rule method of more than 8,000 bytes of bytecode (ParserMethodSizeTest): the verbs here,
// each told apart from the others by its first word, are a rule of their own.
playerVerbMore
    // "Paga {1} menos por el siguiente hechizo ...", "paga {1} in meno per ...": its cost changes (5.1.2.c).
    : PAY manaAmount (LESS | MORE) FOR objectPhrase (COMMA DOWN_TO_MIN manaAmount)?   # payLessVerb
    | PAY manaAmount                                                                  # payVerb
    // Passing as an effect (4.2.3.d): "Puedes pasar inmediatamente", "ogni giocatore passa".
    | IMMEDIATELY? PASS IMMEDIATELY?                                                  # passVerb
    // "se convierte en el primer jugador", "diventa il primo giocatore" (4.2.1.b).
    | BECOME IN? THE? FIRST_PLAYER                                                    # becomeFirstVerb
    | (WIN | GAIN) THE GAME                                                           # winVerb
    // "fai avanzare l'altra tua spedizione di una regione": that Expedition moves (7.3.21.a, 7.3.22.a).
    | MAKE (ADVANCE | RETREAT) objectList OF? quantity? MORE? (REGION MORE?)?          # makeMoveVerb
    ;

drawWhat
    : ONLY? quantity ONLY? CARD                         # drawCount
    | THAT_DEM SAME? (NUMBER_N OF CARD | ANY_NUMBER CARD)  # drawThatMany
    | objectList                                        # drawObjects
    ;

// "a la reserva un personaje objetivo", "un personaje objetivo a la reserva", "en tu zona de maná (como orbe de maná
// agotado)", "la primera carta de tu mazo en tu zona de maná en lugar de una carta de tu mano"
putBody
    : objectList? INSTEAD? (FROM zone)? (destPrep destination)? asClause? (INSTEAD_OF objectList)? elidedPut*
    | destPrep destination TO? objectList asClause?
    | A destPrep destination                             // "Coloca una en tu mano": one of the cards named
    ;
destPrep : TO | IN ;
destination
    : zone                                              # toZone
    | THE TOP OF zone                                   # toTop
    | THE BOTTOM OF zone                                # toBottom
    | THE POSITION (X_VAR | ORDINAL) OF zone              # toPosition
    | objectPhrase                                      # toExpedition
    ;
asClause : LPAREN AS asWhat PERIOD? RPAREN | AS asWhat ;
// "Coloca una en tu mano y descarta la otra" is two steps; "y las demás en la reserva" an elided put.
elidedPut : AND listablePhrase destPrep destination ;
asWhat   : A? MANA? ORB OF? MANA? (EXHAUSTED | READY_ADJ) ;

playCost
    : FREE                                                              # freeCost
    | FOR manaAmount LESS (COMMA DOWN_TO_MIN manaAmount)?               # reducedCost
    ;

spendWhat
    : quantity OF possessive counterNoun                # spendOwn
    | quantity counterNoun (OF | FROM) objectList       # spendFrom
    ;
removeWhat
    : ALL THE? counterNoun                              # removeAll
    | UP_TO? quantity counterNoun                       # removeSome
    ;
costOf   : THE COST_N OF objectList | possessive COST_N ;
resultRef: THE RESULT FINAL? (OF THE DIE)? | possessive RESULT ;

tokenCreation
    : (IN objectPhrase)? quantity TOKEN_N OF? tokenSubtypes? TOKEN_SPEC (IN destinationExpeditions)? tokenAbilities? modifierTail*
    ;
tokenSubtypes : tokenSubtype ((COMMA | AND) tokenSubtype)* ;
tokenSubtype  : SUBTYPE | COMPANION | WORD ;
tokenAbilities : WITH quotedAbility ;
destinationExpeditions : objectPhrase ;

quotedAbility : QUOTE quotedBody QUOTE ;
quotedBody
    : keywordLine
    | reaction
    | quickAction
    | effect
    ;

abilityKinds : triggerSymbol ((COMMA triggerSymbol)* COMMA? AND triggerSymbol)? ;
abilityWord  : ABILITY ;

symbolT : LPAREN SYM_T RPAREN | SYM_T ;

// ---------------------------------------------------------------------------------------------------------------------
// Verbs done by an object (7.3.14 - 7.3.34)
// ---------------------------------------------------------------------------------------------------------------------
objectVerbPhrase
    : GAIN INSTEAD? gainList                                                # gainVerb
    | LOSE INSTEAD? loseList                                                # loseVerb
    | SE? SWITCH OF? EXPEDITION                                             # switchVerb
    | ADVANCE INSTEAD? OF? quantity? MORE? (REGION MORE?)?                      # advanceVerb
    | RETREAT OF? quantity? (REGION)?                                           # retreatVerb
    | ACTIVATE possessive abilityWord abilityKinds asIfClause?              # activatesVerb
    | GO (TO | IN) zone                                                     # goVerb
    ;
asIfClause : LPAREN? AS_IF SE? (BE | THERE_IS)? BE? PLAYED FROM zone PERIOD? RPAREN? ;

gainList : gainItem ((COMMA gainItem)* (AND | OR) gainItem)? ;
gainItem
    : quantity counterNoun                  # gainCounters
    | A NUMBER_N OF counterNoun EQUAL TO quantity   # gainCountersEqual
    | STATUS                                # gainStatus
    | KW_ABILITY                            # gainKeyword
    | QUOTE quotedBody QUOTE                # gainAbility
    ;
loseList : loseItem ((COMMA loseItem)* (AND | OR) loseItem)? ;
loseItem
    : STATUS                                # loseStatus
    | quantity counterNoun                  # loseCounters
    | ALL possessive? counterNoun           # loseAllCounters
    ;

counterNoun
    : BOOST                                             # boostNoun
    | COUNTER (OF? counterName)?                        # counterNounNamed
    ;
counterName : (WORD | SUBTYPE)+ ;

// =====================================================================================================================
// Statements (2.2.12.m, 6.2)
// =====================================================================================================================
statement
    : objectSubject? (BE | HAVE) keywordOrStatus ((AND | COMMA) keywordOrStatus)*                     # hasKeywordStatement
    | objectSubject? HAVE COLON? QUOTE quotedBody QUOTE                                                # haveAbilityStatement
    | THE? statList OF objectList BE EQUAL TO quantity                                                 # statSetStatement
    | objectList? HAVE statList EQUAL TO quantity                                                      # statSetStatement
    | possessive statList BE EQUAL TO quantity                                                         # possessiveStatSetStatement
    | objectSubject? TE? COST manaAmount (LESS | MORE) costTail*                                       # costModStatement
    | TE? COST manaAmount (LESS | MORE) (PLAY clitic? | PLAY objectList (FROM zone)?) costTail*        # costToPlayStatement
    | objectSubject? BE FREE                                                                           # freeStatement
    | NOT PAY THE COST_N OF objectList                                                                 # notPayCostStatement
    | objectSubject? NOT CAN COST LESS OF manaAmount                                                   # minCostStatement
    | NOT SE clitic? CAN PLAY (COMMA? BUT SE clitic? CAN USE AS ORB OF MANA)?                          # cantBePlayedStatement
    | NOT CAN PLAY ME COMMA? BUT CAN USE ME AS A? ORB OF MANA                                          # cantBePlayedStatement
    | NOT CAN PLAY clitic                                                                              # cantPlayMeStatement
    | objectList? NOT (CAN | SE CAN)? negatedAction                                                    # cantStatement
    | objectSubject? CAN GAIN STATUS EVEN_IF (ALREADY (HAVE | BE) | (HAVE | BE) ALREADY) STATUS                                # canStatement
    | CAN PLAY objectList (FROM zone)? (IN objectPhrase)? playCost?                                    # mayPlayStatement
    | CAN KEEP quantity CARD MORE IN zone (DURING THE? phase)?                                          # keepMoreStatement
    | ONLY CAN ACTIVATE THIS                                                                           # activationRestriction
    | CAN ACTIVATE THIS ONLY                                                                           # activationRestrictionAfter
    | ACTIVATE THIS ONLY ((IF condition | timing) (AND ONLY)?)? activationTimes?                        # activateOnlyStatement
    | THIS ACTION COST manaAmount MORE                                                                 # actionCostStatement
    | THE abilityWord abilityKinds OF objectList NOT CAN (ACTIVATE SE? | SE ACTIVATE)                 # abilitiesCantActivateStatement
    | IF replacedEvent COMMA replacement                                                               # replacementStatement
    | regionSubject BE terrainSymbol IN_ADDITION_TO possessive OTHER TERRAIN                           # terrainAddStatement
    | regionSubject BE terrainSymbol AND LOSE possessive OTHER TERRAIN                                 # terrainSetStatement
    | (THE LIMIT OF (possessive RESERVE | ALL THE RESERVE) | ALL THE LIMIT OF THE RESERVE) (SE REDUCE | REDUCE | INCREASE | SE INCREASE | BE REDUCE | BE INCREASE) (IN | OF) quantity   # limitStatement
    | objectSubject? BEGIN THE GAME WITH quantity counterNoun                                          # beginWithStatement
    // "Comienzo la partida con un marcador de terreno de {V}, otro de {M} y otro de {O}" (3.2.1.d).
    | beginWithMarkers                                                                                  # beginWithMarkersStatement
    | objectSubject REMAIN (EXHAUSTED | STATUS) (DURING THE? phase)?                                   # remainStatement
    | THE abilityWord OF SUPPORT OF objectList CAN GIVE clitic supportGive                             # supportGiveStatement
    | IGNORE possessive abilityWord                                                                    # ignoreAbilitiesStatement
    ;
costTail
    : PLAY clitic? IN objectPhrase
    | IF clitic PLAY IN objectPhrase          // "Costo {2} in meno se mi giochi in una spedizione ..."
    | COMMA DOWN_TO_MIN manaAmount
    | FOR_EACH objectPhrase
    ;

supportGive
    : quantity (COUNTER | MORE) (COUNTER MORE? | MORE)? (ABOVE | THAT) possessive MAXIMUM
    | COUNTER MORE? ABOVE possessive MAXIMUM
    ;

negatedAction
    : (ADVANCE | RETREAT) (DUE_TO terrainSymbol)? (DURING THE? phase)? (EXCEPT DUE_TO terrainSymbol)?     # cantMove
    | PREVENT THAT objectSubject? ADVANCE                                  # cantPrevent
    | GAIN (counterNoun | MORE | OTHER)                                    # cantGainCounters
    | GAIN STATUS                                                          # cantGainStatus
    | ACTIVATE                                                             # cantActivate
    | BE objectAction (FOR objectList)?                                    # cantUndergo
    | KW_ACTION                                                            # cantKeyword
    | COUNT FOR THE LIMIT OF possessive RESERVE                             # cantCount
    ;
activationTimes : (ONCE | TWICE | quantity TIMES) (FOR | EACH | IN) THE? period ;
period : TURN | AFTERNOON | DAY ;
statChange : (PLUS | MINUS) (NUMBER | X_VAR) terrainSymbol ;
objectAction : SACRIFICE | PLAY | SEND | RETURN | PUT | DISCARD | EXHAUST | READY | TARGET | REVEAL | DRAW | CREATE | PLAYED ;
keywordOrStatus : KW_ABILITY | STATUS ;

regionSubject : regionRef (AND regionRef)* ;
regionRef
    : possessive REGION                     # ownRegion
    | THE (REGION)? OF objectPhrase         # regionOf
    | ALL THE REGION                        # allRegions
    ;
statList : terrainSymbol (COMMA terrainSymbol)* COMMA? AND terrainSymbol ;

// "Si fuese a ganar [[Fugacidad]], en vez de eso, gano 1 potenciador." (6.2)
replacedEvent
    : objectSubject? WOULD objectEvent ((WHILE | WHEN) condition | timing)?      # objectWould
    | playerSubject? WOULD playerEvent                                 # playerWould
    ;
replacement
    : (INSTEAD COMMA? | ALSO)? stepSequence
    ;

// =====================================================================================================================
// Durations (2.2.15) and timing
// =====================================================================================================================
durationOrTiming : duration ;
duration
    : THIS (TURN | AFTERNOON | DAY)
    | UP_TO THE? (END | FINAL) OF THE? (TURN | AFTERNOON | DAY)
    ;
timing : DURING (possessive TURN | THE? phase | THE ORDINAL DAY) | THE ORDINAL DAY ;
moment : phase | (END | FINAL) OF THE? (phase | DAY) ;
phase : MORNING | NOON | AFTERNOON | DUSK | NIGHT | REST ;

// =====================================================================================================================
// Events and conditions
// =====================================================================================================================
event
    : objectSubject? clitic? objectEvent                             # objectEventOf
    | playerSubject? playerEvent (OR playerEvent)*                   # playerEventOf
    | ME SACRIFICE                                                   # sacrificedMeEvent
    // "Cuando una o más de tus expediciones ascendidas avancen": one event of several objects (1.3.2.c).
    | number OR MORE OF possessive nounGroup adjective* postFilters? objectEvent   # oneOrMoreEventOf
    ;
objectEvent
    : GAIN eventGain                                                     # gainEvent
    | GO ((FROM | OF) zoneList)? (TO | IN) zone ((FROM | OF) (zone | ANYWHERE))?    # goEvent
    | LEAVE placeRef (DURING THE? phase)?                                # leaveEvent
    | SE? JOIN TO? placeRef (OR TO? placeRef)*                            # joinEvent
    | ADVANCE (DUE_TO terrainSymbol)? (DURING THE? phase | TO THE phase)?  # moveEvent
    | RETREAT                                                            # retreatEvent
    | NOT SUCCEED? ADVANCE (DURING THE? phase)?                           # failEvent
    | BE objectAction (FROM zone)? ((TO | IN) zone)? (FOR objectList)?   # passiveEvent
    | KW_ACTION AGAIN?                                                   # objectKeywordEvent
    // "fuese a intentar [Ascender] de nuevo": would attempt to (7.3.3: ascending an Ascended Expedition fails).
    | ATTEMPT KW_ACTION AGAIN?                                           # attemptEvent
    ;
playerEvent
    : PLAY objectList (FROM zone)?                                       # playEvent
    | EXHAUST objectList                                                 # exhaustEvent
    | SACRIFICE objectList                                               # sacrificeEvent
    | CREATE objectList                                                  # createEvent
    | DRAW quantity (OR MORE)? CARD (OR MORE)?                           # drawEvent
    | ROLL quantity (OR MORE)? DIE (OR MORE)?                            # rollEvent
    | ON_A dieRange THIS_WAY?                                            # rollResultEvent
    | REVEAL objectList THIS_WAY                                         # revealEvent
    | SE? KW_ACTION                                                      # keywordEvent
    // "Cuando pases primero", "Quando passi per primo" (4.2.3.d).
    | PASS (FOR? ORDINAL)?                                               # passEvent
    ;
eventGain
    : quantity (OR MORE)? counterNoun (OR MORE)?    # gainOrMoreCounters
    | STATUS                                        # gainStatusEvent
    | possessive ORDINAL counterNoun                # gainNthCounter
    ;

condition : conditionAtom (COMMA conditionAtom)* ((AND | OR) conditionAtom)? ;
conditionAtom
    : NOT? clitic? MAKE                                                                    # doneCondition
    | NOT CAN (MAKE CL_IT)?                                                                 # couldNotCondition
    | objectSubject? NOT? (BE | HAVE) NOT? statusList                                      # statusCondition
    | objectSubject? NOT? BE (IN | OF) placeRef                                            # inCondition
    | objectSubject? BE IN A TERRAIN (IN THE? THAT | WHERE) possessive STATISTIC BASE BE NUMBER  # terrainStatCondition
    | objectSubject? BE objectPhrase                                                       # isACondition
    | objectSubject? (BE | GO) positionList                                                # positionCondition
    | zone BE EMPTY                                                                        # emptyCondition
    | playerSubject? CONTROL countedList                                                   # controlCondition
    | playerSubject? HAVE countedList (IN zone)? (THAT playerSubject)?                     # haveCondition
    | playerSubject? HAVE countedStats                                                     # haveStatsCondition
    | objectSubject? HAVE counterCount                                                     # counterCondition
    | NOT? ONLY? THERE_IS countedList                                                      # thereIsCondition
    | THERE_IS countedStats                                                                # thereIsStatsCondition
    | valueRef BE comparison                                                               # compareCondition
    | playerSubject? NOT? BE THE FIRST_PLAYER                                              # firstPlayerCondition
    | playerSubject? pastVerb objectList THIS_WAY                                          # thisWayCondition
    | playerSubject? clitic PLAY FROM zone                                                 # playedFromCondition
    | ON_A dieRange                                                                        # rolledCondition
    // "Si no tengo potenciadores", "Se non ho rinforzi": none of them.
    | objectSubject? NOT HAVE counterNoun                                                  # noCountersCondition
    // "Si estoy [En contacto]": the condition the ability's reminder text gives the word (see 'definition').
    | objectSubject? NOT? BE UNKNOWN_BRACKET                                               # definedCondition
    // "Se sto affrontando un personaggio", "a meno che io non stia affrontando due o più personaggi" (1.2.3.c).
    | objectSubject? NOT? BE FACING countedList                                            # facingCondition
    // "Si al menos una de tus expediciones está ascendida", "Se nessuna delle mie spedizioni si trova in {M}", "Si tres
    // o más regiones monoterreno son visibles": a count of the objects named that are so.
    | (NONE | countPrefix) OF? listablePhrase BE (statusList | IN placeRef | VISIBLE)     # countedIsCondition
    | BE VISIBLE countPrefix listablePhrase                                                # countedIsCondition  // "Se sono visibili tre o più regioni"
    ;
pastVerb : DISCARD | PUT | PLAY | SACRIFICE | EXHAUST | REVEAL | DRAW ;
statusList : STATUS ((COMMA STATUS)* (OR | AND) STATUS)? | EXHAUSTED | READY_ADJ | ASCENDED_ADJ ;
positionList : position ((OR | AND) BE? position)? ;
position : BEHIND | AHEAD | TIED ;

countedList : countedPhrase ((COMMA countedPhrase)* AND countedPhrase)? ;
countedPhrase
    : countPrefix? objectPhrase countSuffix?            # countedObjects
    | (OTHER | A ORDINAL) adjective+                    # elidedCounted
    ;
countPrefix
    : AT_LEAST quantity                                 # atLeastCount
    | quantity OR (MORE | LESS)                         # orMoreLess
    | (LESS | MORE) OF quantity                         # lessMoreThan
    | (LESS | MORE)                                     # comparative
    | NONE                                              # noneCount
    | ONLY quantity                                     # onlyCount
    | quantity ONLY                                     # onlyAfterCount
    ;
countSuffix : OR (MORE | LESS) ;
countedStats : (AT_LEAST quantity | quantity OR MORE) STATISTIC BASE OF NUMBER (OR MORE)? AMONG objectList ;
counterCount
    : (LESS | MORE) OF quantity counterNoun             # countThan
    | quantity counterNoun (OR (MORE | LESS))?          # countExact
    | quantity OR (MORE | LESS) counterNoun             # countOrMoreFirst
    ;

valueRef
    : possessive NUMBER_N OF counterNoun        # countersValue
    | possessive statName                       # possessiveStat
    | THE statName OF objectPhrase              # statOf
    | THE (HAND_COST | RESERVE_COST)            # theStatValue
    | THAT_DEM OF objectPhrase                  # thatOfValue
    | THE RESULT FINAL? (OF THE DIE)?           # resultValue
    | X_VAR                                       # xValue
    ;
// "coste base", "costo base" (2.2.9): Base Cost.
statName : HAND_COST | RESERVE_COST | STATISTIC BASE | COST_N BASE | terrainSymbol | RESULT ;
comparison
    : OF? (manaAmount | NUMBER) OR (MORE | LESS)                     # orMoreLessCmp
    | NUMBER PLUS                                                     # plusCmp
    | comparator (TO | THAT)? valueOperand                            # relationCmp
    ;
comparator
    : EQUAL | GREATER | LOWER | LESS OF? | MORE OF?
    | EQUAL OR LOWER | EQUAL OR GREATER | LOWER OR EQUAL | GREATER OR EQUAL
    ;
valueOperand : valueRef | manaAmount | quantity ;

// =====================================================================================================================
// Object phrases: determiner + noun + adjectives + filters ("un personaje objetivo con coste ... que controles")
// =====================================================================================================================
// "a un personaggio bersaglio o a un permanente ...": Italian repeats the preposition before each.
objectList : objectPhrase ((COMMA listablePhrase)* (AND | OR) TO? listablePhrase)? ;

objectSubject : objectPhrase ;
objectPhrase
    : (I | ME)                                                      # selfPhrase
    | BOTH                                                          # weBothPhrase
    | (CL_IT | CL_THEM | HIM | THIS | THAT_DEM) (TO? ALL)?          # pronounPhrase
    | listablePhrase                                                # otherPhrase
    ;
listablePhrase
    : (THAT_DET | THIS_DET) nounGroup postFilters?                                  # thatPhrase
    | THE TARGET                                                                    # theTargetPhrase
    | THE quantity? ORDINAL quantity? CARD OF zone                                  # topOfPhrase
    | (A | EACH A | ALL) OF possessive nounGroup adjective* postFilters?            # ofPossessivePhrase
    | THE OTHER CARD?                                                               # restPhrase
    | THIS_DET CARD                                                                 # thesePhrase
    | UP_TO? quantity TARGET COMMA nounGroup                                        # targetsPhrase
    // "Entrambe le tue spedizioni", "Tus dos expediciones": both of your Expeditions.
    | (BOTH possessive | possessive NUMWORD) nounGroup adjective* postFilters?       # bothPossessivePhrase
    | possessive OTHER? nounGroup adjective* postFilters?                           # possessedPhrase
    // "la expedición del compañero del oponente objetivo": target opponent's Companion Expedition.
    | THE nounGroup adjective* OF playerSubject postFilters?                        # playerPossessedPhrase
    // "los hitos de ese jugador": that player's Landmarks.
    | THE nounGroup adjective* OF THAT_DET nounGroup                                # thatPossessedPhrase
    | possessive zoneName                                                           # zoneContentsPhrase
    | determiner? nounGroup adjective* postFilters?                                 # quantifiedPhrase
    ;

determiner
    : UP_TO quantity OTHER?                             # upToDet
    | ANY_NUMBER OF? OTHER?                             # anyNumberDet
    | ANY                                               # anyDet
    | ALL THE OTHER?                                    # allDet
    | EACH OTHER?                                       # eachDet
    | THE REST_OF                                       # restOfDet
    | A OTHER                                           # anotherDet
    | OTHER quantity?                                   # otherDet
    | quantity OTHER?                                   # countDet
    | THE OTHER                                         # theOtherDet
    | THE NEXT                                          # nextDet
    | THE ORDINAL                                       # ordinalDet
    | A ORDINAL                                         # yetAnotherDet
    | THE                                               # theDet
    | NONE                                              # noneDet
    ;
adjective
    : STATUS ((COMMA STATUS)* OR WITH? STATUS)?         # statusAdj
    | EXHAUSTED                                         # exhaustedAdj
    | READY_ADJ                                         # readyAdj
    | TARGET                                            # targetAdj
    | OTHER                                             # otherAdj
    | OF THE? (HERO | COMPANION)                        # expeditionKindAdj
    | WITH (STATUS | KW_ABILITY) ((COMMA (STATUS | KW_ABILITY))* OR (STATUS | KW_ABILITY))?   # withStatusAdj
    | KW_ABILITY                                        # keywordAdj
    | THAT NOT BE (TOKEN_N | SUBTYPE)                   # nonAdj
    | NON (TOKEN_N | SUBTYPE)                           # nonPrefixAdj
    // "una expedición ascendida", "una spedizione Ascesa" (2.4.3): the status as a plain word.
    | ASCENDED_ADJ                                      # ascendedAdj
    // "regiones monoterreno", "una regione con un unico tipo di terreno", "visibles" (3.2.1, 3.1.3).
    | (VISIBLE | SINGLE_TERRAIN)                        # regionAdj
    // "sin fugacidad", "senza Fugace": without the status, English "non-Fleeting" (2.4).
    | WITHOUT (WORD | STATUS)                           # withoutStatusAdj
    // "una regione qualsiasi": any region.
    | ANY                                               # anyAdj
    ;
nounGroup : noun ((OR (THE | A)? NEXT? | AND possessive?) noun)* ;
noun
    : CHARACTER TOKEN_N? | PERMANENT (OF (EXPEDITION | LANDMARK))? | SPELL | CARD | TOKEN_N (OF? CHARACTER)? | LANDMARK
    | MANA? ORB OF? MANA? | EXPEDITION | HERO | REGION | PLAYER | OPPONENT | SUBTYPE | COMPANION
    // "un marcador de terreno {M}", "un indicatore terreno {M}" (3.2.1.d).
    // "uno de mis marcadores", "uno dei miei indicatori": a Hero's own markers.
    | MARKER (OF? TERRAIN (terrainSymbol ((COMMA terrainSymbol)* AND terrainSymbol)?)?)?
    ;

postFilters : postFilter (COMMA? (OR | AND)? postFilter)* ;
postFilter
    : THAT playerSubject? CONTROL playerSubject?                                # controlledFilter
    | THAT playerSubject? OWN playerSubject?                                    # ownedFilter
    | CONTROL FOR playerSubject                                                 # controlledByFilter
    | THAT playerSubject? PLAY playerSubject? (FROM zone)? (IN terrainSymbol)? durationOrTiming?   # playedFilter
    | PLAYED FROM zone                                                          # playedFromFilter
    | (THAT (THERE_IS | BE))? (IN | OF) placeRef ((OR | AND) (IN | OF)? placeRef)*   # inFilter
    | FROM (zone | objectPhrase)                                                # fromFilter
    | WITH withFilter                                                           # withPostFilter
    | THAT HAVE withFilter                                                      # thatHaveFilter
    | WITHOUT (nounGroup | STATISTIC ABOVE OF? NUMBER)                          # withoutFilter
    | FACING TO? objectSubject                                                  # facingFilter
    | THAT THERE_IS? AMONG objectPhrase                                         # betweenFilter
    | AMONG objectPhrase                                                        # betweenBareFilter
    | (THAT (GO | BE))? positionList                                            # positionFilter
    | EACH phase                                                                # eachPhaseFilter
    ;
withFilter
    : A? statName comparison                                                    # statFilter
    | A? statName TOTAL comparison                                              # totalStatFilter
    | terrainSymbol TOTAL comparison                                            # totalTerrainFilter
    | A STATISTIC BASE OF NUMBER                                                # baseStatFilter
    // "con el mayor coste base", "con il costo base più alto": ties all qualify.
    | THE (GREATER | LOWER) statName                                            # extremeStatFilter
    | THE statName HIGHEST                                                      # extremeStatFilter
    | counterCount                                                              # counterCountFilter
    | COUNTER                                                                   # countersFilter
    ;

placeRef
    : PLAYN                         # playPlace
    | zone                          # zonePlace
    | terrainSymbol                 # terrainPlace
    | ANYWHERE                      # anywherePlace
    | objectPhrase                  # objectPlace
    ;

zoneList : zone ((OR | AND) (OF | FROM)? possessive? zoneName)* ;
zone
    : possessive zoneName                       # ownedZone
    | THE zoneName OF playerSubject             # ofPlayerZone
    | THE zoneName OF possessive OWNER          # ofOwnerZone
    | zoneName TO possessive OWNER              # ofOwnerZone
    | (THE | A)? zoneName                       # plainZone
    ;
zoneName
    : RESERVE | HAND | DECK | DISCARD_PILE | ZONE OF MANA | ZONE OF EXPEDITION | ZONE OF LANDMARK
    | ZONE OF HERO
    ;

possessive
    : MY                                    # myPoss
    | ITS                                   # itsPoss
    | THEIR                                 # theirPoss
    | YOUR                                  # yourPoss
    ;

// Players (1.2.1, 7.2.3, 7.2.4)
playerSubject
    : YOU                                                   # youPlayer
    | BEGIN FOR YOU COMMA EACH PLAYER                       # startingWithYouPlayer
    | (A | THE) OPPONENT TARGET                             # targetOpponentPlayer
    | A OPPONENT                                            # anOpponentPlayer
    | A possessive OPPONENT                                 # possOpponentPlayer  // "un tuo avversario"
    // "otro jugador", "un altro giocatore" (1.2.1): an opponent; "otro jugador objetivo" a target one.
    | A? OTHER PLAYER TARGET                                # otherTargetPlayer
    | A? OTHER PLAYER                                       # otherPlayer
    | THAT_DET OPPONENT                                     # thatOpponentPlayer
    | (possessive | THE) OPPONENT                           # possOpponentPlayer
    | EACH PLAYER                                           # eachPlayer
    | EACH OPPONENT                                         # eachOpponentPlayer
    | (A | THE) PLAYER TARGET                               # targetPlayer
    | HIM                                                   # theyPlayer
    | possessive OWNER                                      # ownerPlayer
    | possessive CONTROLLER                                 # controllerPlayer
    ;

// =====================================================================================================================
// Quantities
// =====================================================================================================================
quantity
    : number (PLUS number)?                                                 # numberQty
    | X_VAR (PLUS number)?                                                    # xQty
    | THE NUMBER_N OF counterNoun REMOVE THIS_WAY?                          # removedQty
    | possessive STATISTIC HIGHEST                                          # highestStatQty
    | THE NUMBER_N OF listablePhrase                                        # numberOfQty
    | (possessive NUMBER_N OF | THE NUMBER_N OF possessive) counterNoun     # countersQty
    | THE RESULT FINAL?                                                     # resultQty
    | THAT_DEM SAME? NUMBER_N                                               # thatManyQty
    ;
number : NUMBER | NUMWORD | A ;
manaAmount : (MANA_SYM | SYM_X) (PLUS MANA_SYM)? ;
terrainSymbol : SYM_V | SYM_M | SYM_O ;
// In a rule of its own: statement's method stays under the JIT's 8,000 bytes.
beginWithMarkers
    : objectSubject? BEGIN THE GAME WITH number MARKER OF? TERRAIN OF? terrainSymbol (COMMA markerGroup)* AND markerGroup ;
// "otro de {M}", "uno {M}": one more marker of that terrain.
markerGroup : (number | OTHER) OF? terrainSymbol ;
