/*
 * German ability text of Altered cards (Complete Rules 1.2.4, 2.2.12, 6, 7), read into the same language-neutral AST
 * as English.
 *
 * Input is ONE ability, already normalized by dev.altered.text.Markup. German word order is free inside a clause and
 * fixed around the verb: the finite verb comes second in a main clause ("Ich erhalte 1 Verstärkung"), first after a
 * condition, 'Dann' or in an imperative ("Falls ..., erhalte ich ...", "Lege eine Karte ab"), last in a subordinate
 * clause ("Wenn du einen Charakter spielst"); infinitives, participles and separable particles close the clause
 * ("Du darfst ... ablegen", "Lege ... ab"). So the grammar reads clauses as their verb cluster and their parts (noun
 * phrases, prepositional phrases, counters, statuses, adverbs) in any order, and the AST builder gives the parts their
 * roles from the verb's frame and the case of the articles (GermanAstBuilder). Sentences, conditions, triggers, modes
 * and die results have fixed shapes and are read as such.
 *
 * Bracketed names are lexed generically (BRACKET, STATUS) and re-typed by the lexicon (KW_ACTION, KW_ABILITY,
 * TOKEN_SPEC, UNKNOWN_BRACKET); verb forms become VERB, sub-types SUBTYPE, compounds naming counters ("Prüfungszähler")
 * COUNTER_WORD and tokens ("Robotermarke") TOKEN_WORD, so new words are lines in GermanLexicon, not grammar changes.
 * Hyphenated compounds are read by their parts ("Kelon-Zähler", "Gefährten-Expedition", "Nicht-Marken-Charakter").
 */
grammar AlteredGerman;

options { caseInsensitive = true; }

tokens { KW_ACTION, KW_ABILITY, TOKEN_SPEC, UNKNOWN_BRACKET, SUBTYPE, VERB, COUNTER_WORD, TOKEN_WORD }

// =====================================================================================================================
// Abilities (1.2.4.c, 2.2.12)
// =====================================================================================================================

ability
    : keywordLine EOF                         # keywordAbility
    | supportMark? reaction EOF               # reactionAbility
    | quickAction EOF                         # quickActionAbility
    | supportMark? effect EOF                 # effectAbility
    ;

supportMark : '{i}' ;

// [Verteidiger]. [Robust X], wobei X ... ist. [Spähen] {2}. [[Vergänglich]].
keywordLine : keywordItem ((',' | '.') keywordItem)* '.'? ;
keywordItem : (KW_ABILITY | STATUS) (MANA | '{x}' | NUMBER)? whereX? ;
// "wobei X die Anzahl der Charaktere ist, die du kontrollierst": the relative clause comes after the verb.
whereX      : ',' 'wobei' 'x' quantity ('ist' | 'sind') relativeClause? ;

// Reactions (6.3): symbol triggers (7.1.1) or "Auslöser — Effekt"; an optional condition (6.3.b).
reaction
    : triggerSymbol effect
    | trigger triggerSep effect
    ;
triggerSymbol : '{j}' | '{h}' | '{r}' ;
triggerSep    : '—' | '|' ;
trigger       : triggerHead triggerClause* ;
triggerHead
    : 'wenn' subClause                        # whenTrigger
    | 'falls' subClause                       # ifTrigger        // a trigger some translations write with 'falls'
    | moment                                  # atTrigger
    | 'nach' 'der' 'ruhepause'                # afterRestTrigger
    ;
triggerClause
    : ','? 'und'? 'falls' subClause                                   # ifTriggerClause
    | ',' 'gilt'? 'für' forEachHead objectPhrase                      # forEachTriggerClause
    ;
forEachHead : 'jede' | 'jeden' | 'jedes' | 'jeder' ;

// Quick actions (5.3): "Kosten: Effekt".
quickAction : costList ':' effect ;
costList    : costPart (',' costPart)* ;
costPart
    : '{t}'                                   # costExhaustMe
    | '{d}'                                   # costDiscardMe
    | MANA                                    # costMana
    | '{x}'                                   # costManaX
    | mainClause                              # costStep
    ;

// =====================================================================================================================
// Effects (6.1, 6.5): sentences of steps
// =====================================================================================================================

effect : sentence ('.' (sentence | reflexiveSentence))* '.'? ;
// "Wenn du eine 1–3 würfelst — ...": a reaction to a step of the same effect, never its first sentence.
reflexiveSentence : 'wenn' subClause triggerSep stepSequence ;

sentence
    : 'falls' subClause (',' 'während' subClause)? ','? stepSequence (',' 'andernfalls' ','? stepSequence | sentenceTail)?   # ifSentence
    | 'andernfalls' ','? stepSequence                                          # otherwiseSentence
    | 'dann' ','? sentence                                                     # thenSentence
    | duringPhase ','? stepSequence                                            # duringSentence
    | 'solange' subClause ',' stepSequence                                     # whileSentence
    | 'bis' 'zum' 'ende' ('der' | 'des') periodWord ','? stepSequence          # untilSentence
    | (moment | 'nach' 'der' 'ruhepause') ',' stepSequence                     # delayedSentence
    | 'abhängig' 'von' quantity ':' resultItem+                                # dependingSentence
    | 'für' forEachHead objectPhrase ','? stepSequence                         # forEachSentence
    | chooseModes                                                              # modalSentence
    | dieResults                                                               # dieResultSentence
    | 'führe' 'folgende' ('aktion' | 'aktionen') quantity '-'? 'mal' 'aus' whereX? ':' modeItem+   # repeatSentence
    | stepSequence ':' resultItem+                                             # stepsThenResultsSentence
    | stepSequence sentenceTail?                                               # plainSentence
    ;

// "..., falls ...", "..., es sei denn, du kontrollierst ..." (6.5.d), "..., solange ...", "... während des ersten Tages".
sentenceTail
    : ',' 'falls' subClause                                   # ifTail
    | ',' 'es' 'sei' 'denn' ',' (mainClause | subClause)      # unlessTail
    | ',' 'solange' subClause                                 # whileTail
    | ',' 'wenn' subClause minimum?                           # whenTail
    | ',' 'selbst' 'falls' subClause                          # evenIfTail
    ;

// "Wähle eine Aktion:", "Wähle bis zu eine Aktion:", "Wähle X+1, wobei X ... ist:", "Wähle drei Aktionen. Du darfst
// dieselbe Option mehrfach wählen:", "Wähle eine Aktion. Falls ..., kannst du beide wählen:" (6.5.g)
chooseModes : 'wähle' chooseCount ('aktion' | 'aktionen')? whereX? chooseExtra* ':' modeItem+ ;
chooseCount : ('bis' 'zu')? quantity ;
chooseExtra
    : ('.' | ',') 'du' ('darfst' | 'kannst') ('eine' | 'dieselbe') 'option' 'mehrfach' 'wählen'                  # repeatModes
    | '.' 'falls' subClause ',' ('kannst' | 'darfst') 'du' ('beide' | 'alle' | quantity) ('aktionen')? 'wählen'   # conditionalModeCount
    ;
modeItem : BULLET modeBody ;
modeBody
    : costList ':' effectInMode               // a mode that is itself a quick action ({T} : ...)
    | effectInMode
    ;
effectInMode : sentence ('.' (sentence | reflexiveSentence))* '.'? ;

// "Würfle einmal. Bei: • 4+ ... • 1–3 ...", "Bei 4+ ... . Bei 1–3 ...", "abhängig von ...: • 1–4: ..." (7.3.28)
dieResults
    : 'bei' ':' resultItem+
    | 'bei' dieRange ','? stepSequence
    ;
resultItem : BULLET 'bei'? dieRange (',' | ':')? effectInMode ;
// The en dash of "1–3" reaches the lexer as the trigger dash.
dieRange   : NUMBER ('+' | ('-' | '|' | '—') NUMBER)? ;

// Steps joined in a sentence: ", dann", " und ", "und dann" (6.1.c).
stepSequence : stepItem (stepJoin stepItem)* ;
stepJoin     : ',' 'dann' | ',' 'und' | 'und' | 'dann' | ',' ;
// "Du darfst mich erschöpfen ({T}), um eine Karte zu ziehen": an internal action (1.2.6.e).
stepItem
    : mainClause purpose?
    | actionClause purpose?
    ;
// A keyword action written alone: "[Sabotage].", "[Nachschub] nach der Ruhepause.", "[Erweitere] eine Karte ...".
actionClause : KW_ACTION part* ;
purpose
    : ','? 'um' subClause
    | ','? 'damit' subClause
    ;

// =====================================================================================================================
// Clauses: the verb cluster and the parts around it
// =====================================================================================================================

// A main clause: at most one part before the finite verb (second place), none in imperatives and after "Falls ...,"
// or "Dann" (first place); the rest of the verb (infinitive, participle, separable particle) at the end, then what
// German puts after it ("(als erschöpfte Manakugel)", "({T})", a relative clause). Infinitives may be joined:
// "darf [[Vergänglich]] verlieren und 1 Verstärkung erhalten".
mainClause  : part? verbWord part* (verbTail afterVerb*)? coordinated* ;
coordinated : ('und' | 'oder') part* verbTail afterVerb* ;
afterVerb   : asClause | symbolT | relativeClause | exceptDueTo | upToMax | whereX | minimum | forAction ;
exceptDueTo : ','? 'außer' 'durch' terrainSymbol ;
upToMax     : ',' 'bis' 'maximal' quantity ;
// The comma may be a relative clause's closing one: "für den nächsten Zauber, den du spielst, aber mindestens {1}".
minimum     : ',' ('aber' 'mindestens' | 'mindestens' 'aber' | 'mindestens') manaAmount | 'aber' 'mindestens' manaAmount ;
forAction   : 'für' KW_ACTION ;
verbTail    : (particle | verbWord)+ ;
// A subordinate clause: the verb last ("du einen Charakter spielst", "ich [[Vergänglich]] erhalten würde"); its
// predicates may be joined ("hinten liegen oder gleichauf sind"). Also "um ... zu" infinitives.
subClause   : part* verbTail subTail* (('und' | 'oder') part* verbTail subTail*)* ;
// What German puts after the verb of a subordinate clause: a relative clause, the other side of a comparison.
subTail
    : relativeClause                          # relativeTail
    | 'als' objectPhrase                      # thanTail
    ;
particle    : 'ab' | 'bereit' | 'auf' | 'aus' | 'zurück' | 'hinzu' | 'an' | 'zu' | 'vorwärts' | 'über' | 'gegenüber' ;
tokenNoun   : TOKEN_WORD | 'marke' | 'marken' | SUBTYPE '-' ('marke' | 'marken') ;

// Verb forms come from the lexicon (VERB); these are also words of other rules.
verbWord
    : VERB | 'ist' | 'sind' | 'sei' | 'wähle' | 'wählen' | 'kosten' | 'darfst' | 'kannst' | 'führe' | 'gilt'
    | 'gespielt' | 'worden' | 'wäre' | 'würfeln'
    ;

part
    : quantity? TOKEN_SPEC '-' tokenNoun                                    # tokenPart
    | 'der'? 'startspieler'                                                 # firstPlayerPart
    | ('mir' | 'ihm' | 'ihr' | 'ihnen') 'gegenüber'                        # facingPart    // "es ihr gegenüber ... gibt"
    | 'unter' objectPhrase                                                  # amongPart
    | objectList                                                            # objectPart
    | counterAmount                                                         # countersPart
    | statusList                                                            # statusPart
    | keywordList                                                           # keywordPart
    | KW_ACTION                                                             # actionPart
    | quotedAbility                                                         # quotePart
    | ':' quotedAbility                                                     # quotePart2
    | ('in' | 'im') placeList                                               # inPart
    | ('auf' | 'zur' | 'zum') objectPhrase                                  # ontoPart
    | 'als' 'oberste' 'karte' 'auf' objectPhrase                            # onTopPart
    | 'zur' ('x' '-' 'ten' | ordinal) 'position' ('im' | 'in') objectPhrase  # positionPart
    | ('aus' | 'von') fromWhat                                              # fromPart
    | 'mit' withFilter                                                      # withFilterPart
    | 'mit' (counterAmount | objectList)                                    # withPart
    | 'mit' quotedAbility                                                   # withQuotePart
    | manaAmount ('weniger' | 'mehr')?                                      # manaPart
    | 'für' manaAmount ('weniger' | 'mehr')                                 # forLessPart
    | forAction                                                             # forActionPart
    | ('für' forEachHead | 'pro') objectPhrase                              # perPart
    | 'für' objectPhrase                                                    # forPart
    | 'um' (manaAmount | quantity)                                          # byPart
    | 'statt' ('in' objectPhrase)? objectPhrase                             # insteadOfPart
    | minimum                                                               # minimumPart
    | upToMax                                                               # upToMaxPart
    | whereX                                                                # whereXPart
    | asClause                                                              # asPart
    | symbolT                                                               # symbolPart
    | relativeClause                                                        # relativePart
    | 'auf' 'diese' ('art' | 'weise')                                       # thisWayPart
    | 'aufgrund' 'von' terrainSymbol                                        # dueToPart
    | exceptDueTo                                                           # exceptDueToPart
    | 'nach' 'belieben' ('auf' objectPhrase)?                               # distributedPart
    | 'zusätzlich' 'zu' objectPhrase                                        # inAdditionPart
    | 'zu' objectPhrase                                                     # toPart
    | 'so' ('hoch' | 'viel') 'wie' quantity                                 # equalToPart
    | comparison                                                            # comparisonPart
    | timing                                                                # timingPart
    | ('einmal' | 'zweimal' | 'dreimal') 'pro' ('runde' | 'tag' | 'nachmittag')   # timesPerPart
    | adverb                                                                # adverbPart
    | 'eine' dieRange                                                       # dieResultPart
    | 'einen' 'oder' ('mehrere' | 'mehr') ('würfel' | 'würfeln')            # diceOrMorePart
    | ('einen' | NUMBER | numberWord) ('würfel' | 'würfeln')                 # dicePart
    | 'einen' 'mehr'                                                        # oneMorePart
    | ('dies' | 'das')                                                      # thisPart
    | ('und' | 'oder')                                                      # conjunctionPart
    | 'als' objectPhrase                                                    # thanPart
    | possessiveWord terrainSymbol ((',' terrainSymbol)* 'und' terrainSymbol)?  # possessedTerrainPart  // "meine {V}, {M} und {O}"
    | terrainSymbol ((',' terrainSymbol)* 'und' terrainSymbol)? postFilter*  # terrainPart
    | 'sich'                                                                # reflexivePart
    | 'es'                                                                  # itPart
    | 'x'                                                                   # xPart
    | 'angefangen' 'bei' 'dir'                                              # startingWithYouPart
    | quantity                                                              # numberPart
    ;

adverb
    : 'dann' | 'sofort' | 'stattdessen' | 'erneut' | 'kostenlos' | 'auch' | 'zusätzlich' | 'je' | 'jeweils'
    | 'einmal' | 'nicht' | 'nur' | 'bereits' | 'dabei' | 'selbst' | 'zufällig' | 'mehrfach' | 'leer' | 'hinten'
    | 'vorne' | 'gleichauf' | 'erschöpft' | 'aufgestiegen' | 'sichtbar' | 'spielbar' | 'unspielbar' | 'gleich' | 'beide' | 'noch' | 'zuerst'
    | 'nur' 'als' 'manakugel' | 'als' 'manakugel' | 'aber'
    ;

// Things compared in conditions: "mindestens {3}", "{3} oder mehr", "größer als die Handkosten des Ziels",
// "größer oder gleich meiner Anzahl an Heldentumszählern", "6+".
comparison
    : 'mindestens' (manaAmount | NUMBER)
    | ('weniger' | 'mehr') 'als' (manaAmount | NUMBER)
    | (manaAmount | NUMBER) 'oder' ('mehr' | 'weniger')
    | NUMBER '+'
    | comparator valueRef
    ;
comparator
    : 'größer' 'oder' 'gleich' | 'kleiner' 'oder' 'gleich' | 'gleich' 'oder' ('niedriger' | 'kleiner')
    | 'gleich' 'oder' ('höher' | 'größer') | ('größer' | 'höher') 'als' | ('kleiner' | 'niedriger') 'als' | 'gleich'
    ;

asClause : '(' 'als' asWhat ')' | 'als' asWhat ;
asWhat
    : ('erschöpfte' | 'bereitgestellte' | 'bereite') ('manakugel' | 'manakugeln')
    | 'wäre' objectPhrase 'aus' objectPhrase 'gespielt' 'worden'       // "(als wäre er aus der Reserve gespielt worden)"
    ;
symbolT : '(' '{t}' ')' | '{t}' ;

quotedAbility : QUOTE quotedBody QUOTE ;
quotedBody
    : keywordLine
    | reaction
    | quickAction
    | effect
    ;

fromWhat
    : 'irgendwoher'                                    # fromAnywhere
    | placeList                                        # fromPlace
    ;

// A relative clause takes its closing comma; a sentence's comma after a condition or 'für jede ...' is then optional
// (", wo seine Basisstatistik 0 ist, erhalte ich"), so the fast SLL stage never has to guess whose comma it is.
relativeClause
    : ',' relativePronoun subClause ','?
    ;
relativePronoun
    : ('der' | 'die' | 'das' | 'den' | 'dem' | 'deren' | 'dessen' | 'wo') ('/' relativePronoun)?
    ;

// =====================================================================================================================
// Timing (2.2.15, 4.1, 4.2)
// =====================================================================================================================

// "in dieser Runde", "heute Nachmittag", "an diesem Tag", "am Abend", "während der Nacht", "nach der Ruhepause",
// "jeden Nachmittag", "während des ersten Tages", "während deines Zuges".
timing
    : 'in' 'dieser' 'runde'                                     # thisTurn
    | ('heute' | 'diesen' | 'an' 'diesem') 'nachmittag'         # thisAfternoon
    | 'an' 'diesem' 'tag'                                       # thisDay
    | 'bis' 'zum' 'ende' ('der' | 'des') periodWord             # untilEnd
    | 'nach' 'der' 'ruhepause'                                  # afterRest
    | ('zum' | 'zur') phaseWord                                 # atPhase
    | 'am' 'ende' ('der' | 'des') (phaseWord | 'tages')         # atEndOf
    | ('am' | 'während' ('des' | 'der')) phaseWord              # duringPhaseTiming
    | 'jeden' phaseWord                                         # eachPhase
    | ('während' 'des' ordinal 'tages' | 'am' ordinal 'tag')     # duringDay
    | 'während' ('deines' | 'seines' | 'ihres') 'zuges'         # duringTurn
    ;
duringPhase : ('am' | 'während' ('des' | 'der')) phaseWord ;
// "Zum Mittag", "Zur Nacht", "Am Ende des Tages".
moment
    : ('zum' | 'zur') phaseWord
    | 'am' 'ende' ('der' | 'des') (phaseWord | 'tages')
    ;
phaseWord : 'morgen' | 'morgens' | 'mittag' | 'mittags' | 'nachmittag' | 'nachmittags' | 'abend' | 'abends'
    | 'nacht' | 'ruhepause' ;
periodWord : 'runde' | 'nachmittags' | 'tages' ;

// =====================================================================================================================
// Object phrases (2.2.1.h, 2.2.2.n): determiner + adjectives + nouns + filters
// =====================================================================================================================

objectList : objectPhrase ((',' objectPhrase)* ('und' | 'oder') objectPhrase)? ;

objectPhrase
    : ('ich' | 'mich' | 'mir')                                          # selfPhrase
    | 'wir' 'beide'                                                     # weBothPhrase
    | ('er' | 'sie' | 'ihn' | 'ihm' | 'ihnen') ('alle' | 'beide')?         # pronounPhrase
    | ('du' | 'dich' | 'dir')                                           # youPhrase
    | ('diese' | 'diesen') 'karten'                                     # thesePhrase
    | 'diese' 'dann'? 'alle'                                            # theseAllPhrase
    | 'die' ('anderen' | 'andere') ('karten' | 'karte')?                # restPhrase
    | ('das' | 'des') 'ziel' 's'?                                       # theTargetPhrase
    | 'eine' 'beliebige' 'anzahl' ('von' | 'an')? adjective* nounGroup postFilters?          # anyNumberPhrase
    | ofHead possessiveWord adjective* (nounGroup | counterNoun) postFilters?   # ofPossessivePhrase
    | countedHead possessiveWord adjective* nounGroup postFilters?      # countedOfPhrase
    | possessiveWord 'beiden'? adjective* nounGroup postFilters?        # possessedPhrase
    | determiner? adjective* nounGroup postFilters?                     # quantifiedPhrase
    | possessiveWord counterNoun                                        # possessedCountersPhrase
    | (possessiveWord | 'die' | 'den') 'kosten' postFilters?           # costPhrase    // not a verb: "meine Kosten"
    | ('eine' | 'einen')                                                # onePhrase
    ;
// "mindestens eine deiner Expeditionen" (one or more of your Expeditions), "keine meiner Expeditionen" (neither of my
// Expeditions): how many of them, in a condition or a trigger.
countedHead : 'mindestens' number | 'keine' | 'keiner' | 'keinen' | 'keines' ;
// "eine deiner Manakugeln", "jeder deiner Expeditionen", "jede meiner Verstärkungen", "alle deine Expeditionen"
ofHead : 'eine' | 'einen' | 'einer' | 'eines' | 'ein' | 'jede' | 'jeder' | 'jeden' | 'jedes' | 'jedem' | 'alle' ;

determiner
    : 'bis' 'zu' quantity                                   # upToDet
    | 'mindestens' quantity                                 # atLeastDet
    | ('weniger' | 'mehr') 'als' quantity                   # lessMoreThanDet
    | 'nur' quantity                                        # onlyDet
    | quantity 'oder' ('mehr' | 'weniger')                  # orMoreDet
    | ('ein' | 'eine' | 'einen') 'oder' 'mehrere'           # oneOrMoreDet
    | ('kein' | 'keine' | 'keinen' | 'keiner' | 'keinem')   # noDet
    | ('weniger' | 'mehr')                                  # comparativeDet
    | ('jeder' | 'jede' | 'jedes' | 'jeden' | 'jedem')      # eachDet
    | ('alle' | 'allen' | 'aller')                          # allDet
    | ('dieser' | 'diese' | 'dieses' | 'diesen' | 'diesem') # thatDet
    | ('der' | 'die' | 'das' | 'den' | 'dem' | 'des')       # theDet
    | quantity                                              # countDet
    ;
adjective
    : ('andere' | 'anderen' | 'anderer' | 'anderes' | 'anderem')          # otherAdj
    | ('weitere' | 'weiteren' | 'weiterer' | 'weiteres')                  # furtherAdj
    | ('nächste' | 'nächsten' | 'nächster' | 'nächstes')                  # nextAdj
    | ordinal                                                            # ordinalAdj
    | ('oberste' | 'obersten') quantity?                                 # topAdj
    | ('erschöpfte' | 'erschöpften' | 'erschöpfter' | 'erschöpftes')      # exhaustedAdj
    | ('aufgestiegene' | 'aufgestiegenen' | 'aufgestiegener' | 'aufgestiegenes')   # ascendedAdj
    | ('sichtbare' | 'sichtbaren' | 'sichtbarer' | 'sichtbares')          # visibleAdj      // a region (2.2.3)
    | ('gegnerische' | 'gegnerischen' | 'gegnerischer' | 'gegnerisches')  # opponentsAdj    // "einer gegnerischen Expedition"
    | 'nicht' '-' ('vergängliche' | 'vergänglichen' | 'vergänglicher' | 'vergängliches')   # nonFleetingAdj  // 2.4
    | ('bereite' | 'bereiten' | 'spielbereite' | 'spielbereiten')        # readyAdj
    | ('zusätzlichen' | 'zusätzliche' | 'zusätzlicher')                  # extraAdj
    | ('mir' | 'ihr' | 'ihm' | 'ihnen') ('gegenüberstehende' | 'gegenüberstehenden' | 'gegenüberstehender')   # facingAdj
    | 'von' ('dir' | 'deinen' 'gegnern' | 'deinem' 'gegner') ('gespielte' | 'gespielten')   # playedByAdj
    | ('beliebige' | 'beliebigen')                                       # anyAdj
    | triggerSymbol ((',' triggerSymbol)* 'und' triggerSymbol)?           # kindsAdj
    ;
ordinal
    : 'erste' | 'ersten' | 'erster' | 'erstes' | 'zweite' | 'zweiten' | 'dritte' | 'dritten' | 'dritter'
    | 'vierte' | 'vierten' | 'fünfte' | 'fünften' | NUMBER '.'
    ;

possessiveWord
    : ('mein' | 'meine' | 'meinen' | 'meinem' | 'meiner' | 'meines')       # myPoss
    | ('dein' | 'deine' | 'deinen' | 'deinem' | 'deiner' | 'deines')       # yourPoss
    | ('sein' | 'seine' | 'seinen' | 'seinem' | 'seiner' | 'seines') ('/' possessiveWord)?   # hisPoss
    | ('ihr' | 'ihre' | 'ihren' | 'ihrem' | 'ihrer' | 'ihres') ('/' possessiveWord)?         # herPoss
    | ('deren' | 'dessen')                                                 # whosePoss
    ;

nounGroup : nounItem ('oder' determiner? adjective* nounItem | 'und' nounItem)* ;
nounItem
    : nounPrefix* noun
    ;
// "[Verteidiger]-Charaktere", "[[Verstärkt]]-Marken", "Marken-Charakter", "Nicht-Marken-Charakter", "Gesamt-Handkosten".
nounPrefix
    : KW_ABILITY '-'                                # keywordPrefix
    | STATUS '-'                                    # statusPrefix
    | 'nicht' '-' (nonWhat '-')?                    # nonPrefix
    | ('marken' | 'token') '-'                      # tokenPrefix
    | ('helden' | 'gefährten') '-'                  # expeditionKindPrefix
    | 'gesamt' '-'                                  # totalPrefix
    | 'reserve' '-'                                 # reservePrefix
    | 'wahrzeichen' '-'                             # landmarkPrefix
    ;
nonWhat : 'marken' | SUBTYPE ;

noun
    : 'charakter' | 'charaktere' | 'charakteren' | 'charakters'
    | ('bleibende' | 'bleibenden') ('karte' | 'karten' | 'expeditionskarte' | 'expeditionskarten'
        | 'wahrzeichenkarte' | 'wahrzeichenkarten')
    | 'zauber' | 'zaubern'
    | 'karte' | 'karten'
    | 'marke' | 'marken'
    | 'wahrzeichen' | 'wahrzeichens' | 'wahrzeichen' '-' 'bereich'   // the later sets' "Wahrzeichen-Bereich": Landmarks
    | 'manakugel' | 'manakugeln'
    | 'expedition' | 'expeditionen'
    | 'held' | 'helden' | 'heldenkarte' | 'heldenkarten'
    | 'region' | 'regionen'
    | 'spieler' | 'spielers' | 'spielern' | 'gegner' | 'gegners' | 'gegnern'
    | 'besitzer' | 'besitzers' | ('kontrollierende' | 'kontrollierender' | 'kontrollierenden') ('spieler' | 'spielers')?
    | SUBTYPE | TOKEN_WORD | 'gefährte' | 'gefährten'
    | terrainSymbol? ('geländemarker' | 'geländemarkern')      // "einen {O} Geländemarker" (a Terrain Marker)
    | zoneWord
    | statWord
    | 'anzahl' | 'fähigkeit' | 'fähigkeiten' | 'unterstützungsfähigkeiten' | 'ergebnis' | 'endergebnis' | 'würfelergebnis'
    | 'limit' | 'limits' | 'option' | 'aktion' | 'wurf' | 'gelände' | 'geländetypen' | 'maximum'
    | 'vorwärtskommen' | 'ziel' | 'ziels' | 'wahl' | 'kontrolle'
    ;
zoneWord
    : 'reserve' | 'hand' | 'deck' | 'decks' | 'ablagestapel' | 'ablagestapels' | 'ablage' | 'manazone'
    | 'expeditionszone' | 'wahrzeichenzone' | 'heldenzone' | 'spiel' | 'spiels'
    ;
statWord
    : 'handkosten' | 'reservekosten' | 'basiskosten' | 'basisstatistik' | 'basisstatistiken' | 'statistik'
    | 'statistiken'
    ;

// "unter den Charakteren, die du kontrollierst, sowie in deiner Reserve": 'sowie' joins as 'und' does.
postFilters : postFilter (('oder' | 'und' | 'sowie')? postFilter)* ;
postFilter
    : 'deiner' 'wahl'                                                         # targetFilter
    | ('in' | 'im') placeList                                                 # inFilter
    | 'aus' fromWhat                                                          # fromFilter
    | 'mit' ('einem' | 'nur' 'einem') 'geländetyp'                           # singleTerrainFilter   // a region
    | 'mit' withFilter                                                        # withPostFilter
    | 'ohne' nounGroup                                                        # withNoFilter
    | 'unter' ('deiner' | 'seiner' | 'ihrer') 'kontrolle'                     # underControlFilter
    | 'von' 'dir' 'gespielt'                                                  # playedByYouFilter
    | 'zwischen' objectList                                                   # betweenFilter
    | 'unter' objectPhrase                                                    # amongFilter
    | 'auf' objectPhrase                                                      # onFilter
    | ('an' | 'von') counterNoun                                              # ofCountersFilter
    | 'von' NUMBER                                                            # ofNumberFilter
    | 'von' objectPhrase                                                      # ofFilter
    | 'über' NUMBER                                                           # overFilter
    | ('{j}' | '{h}' | '{r}') ((',' triggerSymbol)* 'und' triggerSymbol)?     # kindsFilter
    | genitive                                                                # genitiveFilter
    | relativeClause                                                          # relativeFilter
    ;
// "der Charaktere", "des Ziels", "ihres Besitzers", "deines Gegners", "eines Spielers deiner Wahl", "seines/ihres
// Besitzers", "meiner Arkanzähler" (a genitive after the noun).
genitive
    : genitiveHead adjective* nounItem postFilters?
    | ('anderer' | 'erschöpfter' | 'weiterer') adjective* nounItem postFilters?   // "anderer Charaktere": no article
    ;
genitiveHead
    : 'der' | 'des' | 'eines' | 'einer' | 'jedes' | 'jeder' | 'aller' | 'meines' | 'meiner' | 'deines' | 'deiner'
    | 'seines' | 'seiner' | 'ihres' | 'ihrer' | 'dieser' | 'dieses'
    | ('seines' | 'ihres') '/' ('seines' | 'ihres')
    ;

withFilter
    : statNoun comparison                                           # statFilter
    | ('den' | 'der') ('höchsten' | 'niedrigsten') statNoun        # extremeStatFilter   // "mit den höchsten Basiskosten"
    | ('einer' | 'einem')? ('basisstatistik') 'von' NUMBER          # baseStatFilter
    | 'insgesamt' (manaAmount | NUMBER) terrainSymbol? 'oder' ('mehr' | 'weniger')   # totalFilter
    | 'gesamt' '-' statNoun comparison                              # totalStatFilter
    | ('zählern' | 'zähler')                                        # countersFilter
    | counterCount                                                  # counterCountFilter
    | (STATUS | KW_ABILITY) ((',' STATUS)* 'oder' STATUS)?          # withAdjectiveFilter
    ;
statNoun : 'handkosten' | 'reservekosten' | 'basiskosten' | terrainSymbol ;

placeList : placeRef ((',' | 'oder' | 'und') ('in' | 'im')? placeRef)* ;
placeRef
    : terrainSymbol                 # terrainPlace
    | 'ihr'                         # herPlace      // "in ihr": in it (a feminine noun named before)
    | objectPhrase                  # objectPlace
    ;

// =====================================================================================================================
// Counters, statuses, keywords
// =====================================================================================================================

counterAmount
    : ('alle' | 'all') possessiveWord? counterNoun                          # allCounters
    | ('kein' | 'keine') counterNoun                                        # noCounters
    | possessiveWord ordinal counterNoun                                    # nthCounter
    | possessiveWord counterNoun                                            # possessedCounters
    | quantity possessiveWord counterNoun                                   # ofOwnCounters
    | ('bis' 'zu')? quantity 'weitere'? counterNoun                         # someCounters
    | ('einen' | 'ein') ('zusätzlichen' | 'weiteren') counterNoun           # oneMoreCounter
    | ('zusätzliche' | 'weitere') counterNoun                               # moreCounters
    | counterCount                                                          # comparedCounters
    ;
counterCount
    : 'mindestens' quantity counterNoun                     # atLeastCounters
    | quantity 'oder' ('mehr' | 'weniger') counterNoun      # orMoreCounters
    | ('weniger' | 'mehr') 'als' quantity counterNoun       # thanCounters
    ;
counterNoun
    : ('verstärkung' | 'verstärkungen')                     # boostNoun
    | ('zähler' | 'zählern')                                # anyCounterNoun
    | COUNTER_WORD                                          # namedCounterNoun
    | counterName '-' ('zähler' | 'zählern')                # hyphenCounterNoun
    ;
counterName : WORD | SUBTYPE ;

statusList : STATUS ((',' STATUS)* ('oder' | 'und') STATUS)? ;
keywordList : KW_ABILITY (('und' | ',') KW_ABILITY)* ;

// =====================================================================================================================
// Quantities and numbers
// =====================================================================================================================

quantity
    : number ('+' number)?                                                  # numberQty
    | 'x' ('+' number)?                                                     # xQty
    | ('die' | 'der') 'anzahl' ('der' | 'an' | 'von')? adjective* nounGroup postFilters?  # numberOfQty
    | ('die' | 'der') 'anzahl' possessiveWord counterNoun                   # countersQty
    | ('die' | 'der') 'anzahl' ('an' | 'von' | 'der') counterNoun postFilters?   # counterCountQty
    | possessiveWord 'anzahl' ('an' | 'von') counterNoun                    # countersQty2
    | ('das' | 'dem') ('ergebnis' | 'endergebnis' | 'würfelergebnis')       # resultQty
    | possessiveWord 'höchste' 'statistik'                                  # highestStatQty
    | ('die' | 'der') 'gleiche' 'anzahl' ('an' | 'von')?                    # thatManyQty
    | 'so' 'viele'                                                          # thatManyQty2
    ;
number : NUMBER | numberWord ;
numberWord : 'ein' | 'eine' | 'einen' | 'einem' | 'einer' | 'eines' | 'zwei' | 'drei' | 'vier' | 'fünf' | 'sechs'
    | 'sieben' | 'acht' | 'neun' | 'zehn' ;
manaAmount : (MANA | '{x}') ('+' MANA)? ;
terrainSymbol : '{v}' | '{m}' | '{o}' ;

valueRef
    : manaAmount
    | quantity
    | objectPhrase
    ;

// =====================================================================================================================
// Lexer
// =====================================================================================================================
// The front-end feeds the lexer '|' for the dash and '*' for the bullet (same offsets).
BULLET  : '•' | '*' ;
STATUS  : '[[' ~[[\]]+ ']]' ;
BRACKET : '[' ~[[\]]+ ']' ;
MANA    : '{' [0-9]+ '}' ;
NUMBER  : [0-9]+ ;
QUOTE   : '"' | '\u201C' | '\u201D' | '\u201E' ;
WORD    : [a-zäöüß]+ ;
WS      : [ \t\r\n]+ ;
