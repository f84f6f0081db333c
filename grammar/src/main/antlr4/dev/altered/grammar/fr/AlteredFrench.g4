/*
 * French ability text of Altered cards (Règles complètes 1.2.4, 2.2.12, 6, 7), read into the same language-neutral
 * AST as English.
 *
 * Input is ONE ability, normalized by dev.altered.text.Markup (no reminder text, no '#' marks, single spaces, curly
 * apostrophes and guillemets as ' and ", mode lines joined with '•'), with the dash and the bullet as '|' and '*'.
 * The grammar is compositional, like the English one: steps are verbs (imperative "Piochez", third person "pioche",
 * infinitive "piocher" after "pouvez" and "pour") with object phrases (determiner + noun + adjectives after the noun
 * such as "ciblé" or "[[Fugace]]" + filters such as "que vous contrôlez"), players, zones, quantities and durations.
 * French word order is read here (object pronouns before the verb, "Envoyez en Réserve un Personnage ciblé"); the
 * builder gives the AST English gives for the same card.
 *
 * Bracketed names are lexed generically (BRACKET, STATUS) and re-typed by FrenchLexicon (KW_ACTION, KW_ABILITY,
 * TOKEN_SPEC, UNKNOWN_BRACKET), and sub-type words ("Robot", "Plantes") become SUBTYPE: a new keyword or sub-type is
 * one line in the lexicon, in every inflection (gender and number), not a grammar change.
 */
grammar AlteredFrench;

options { caseInsensitive = true; }

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

// A word the set defines in a reminder text, "(Je suis En Contact si l'Expédition d'un autre joueur est dans ma
// région.)", kept after the ability by the markup pre-pass as "§ Je suis [En Contact] si ...", as English keeps
// "§ I'm [In Contact] if ...": the word means the condition.
definition
    : DEFINE 'je' 'suis' UNKNOWN_BRACKET ifWord condition '.'?                                         # definedConditionWord
    // "(Vous faites un Don si durant votre tour, un adversaire pioche une carte, Ravitaille ou reçoit un jeton.)": a
    // keyword event (6.3) the set defines, kept as "§ Vous faites un [Don] si ..." (English "§ A [Gift] is when ...").
    | DEFINE definedEventSubject UNKNOWN_BRACKET ifWord definedEventTiming? event timing? '.'?   # definedEventWord
    ;

supportMark : '{i}' ;

// [Défenseur]. [Coriace X], X étant ... . [Repérage] {2}. [[Fugace]].
keywordLine : keywordItem ((',' | '.') keywordItem)* '.'? ;
keywordItem : (KW_ABILITY | STATUS) (MANA | '{x}' | NUMBER)? whereX? ;
// ", X étant le nombre de ...", ", où X est le nombre de ..."
whereX      : ',' ('x' 'étant' | 'où' 'x' 'est') quantity ;

// Reactions (6.3): "[déclencheur](, [condition de déclenchement]) — [effet]", or a symbol trigger (7.1.1).
reaction
    : triggerSymbol effect
    | trigger triggerSep effect
    ;
triggerSymbol : '{j}' | '{h}' | '{r}' ;
triggerSep    : '—' | '|' ;
trigger       : triggerHead (',' triggerClause)* ;
triggerHead
    : whenWord (event | definedEvent)
    | moment
    | 'après' 'le' 'repos'
    ;
whenWord : 'lorsque' | 'lorsqu\'' | 'quand' ;
triggerClause
    : ifWord condition
    | 'pour' 'chaque' objectPhrase
    | 'pour' ('chacun' | 'chacune') 'de' possessive counterNoun
    ;
ifWord : 'si' | 's\'' ;

// Quick actions (5.3): "Coût : Effet" with composite costs.
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
// Effects (1.2.6, 6.5): sentences of steps
// =====================================================================================================================

effect : sentence ('.' (sentence | reflexiveSentence))* '.'? ;
// A reaction to a step of the same effect: "Lorsque vous révélez une carte de cette façon — ...", and the die
// result written as a trigger: "Sur un résultat de 1-3 — ..." (When you roll a 1-3 this way).
reflexiveSentence
    : whenWord event triggerSep stepSequence                       # whenReflexive
    | 'sur' 'un' 'résultat' 'de' dieRange triggerSep stepSequence  # onResultReflexive
    ;

sentence
    : ifWord condition ',' stepSequence (',' 'sinon' ','? stepSequence)?   # ifSentence
    | 'sauf' ifWord condition ',' stepSequence                           # unlessSentence
    | 'sinon' ','? stepSequence                                          # otherwiseSentence
    | ('puis' | 'ensuite') ','? sentence                                 # thenSentence
    | ('le' | 'au' | ('pendant' | 'durant') ('le' | 'la' | 'l\'')) phase ',' stepSequence    # duringSentence
    | 'tant' ('que' | 'qu\'') condition ',' stepSequence                 # whileSentence
    // "Jusqu'à la fin du tour, ...", "Ce Jour, ...": the duration of every step (2.2.15).
    | duration ',' stepSequence                                          # untilSentence
    | (moment | 'après' 'le' 'repos') ',' stepSequence                   # delayedSentence
    | 'en' 'fonction' 'du' 'nombre' 'de' counterNoun removedWord thisWay ':' resultItem+   # dependingSentence
    | 'pour' 'chaque' objectPhrase ',' stepSequence                      # forEachSentence
    | chooseModes                                                        # modalSentence
    | dieResults                                                         # dieResultSentence
    | 'faites' 'ce' 'qui' 'suit' quantity 'fois' whereX? ':' modeItem+   # repeatSentence
    | stepSequence sentenceTail?                                         # plainSentence
    ;
removedWord : 'retiré' | 'retirés' | 'retirée' | 'retirées' ;
thisWay : 'de' 'cette' ('façon' | 'manière') ;

// "... si X", "... sauf si X", "... tant que X", "... pendant votre tour".
sentenceTail
    : 'sauf'? ifWord condition
    | 'tant' ('que' | 'qu\'') condition
    | timing
    ;

// "Choisissez l'un :", "Choisissez jusqu'à l'un :", "Choisissez X+1, X étant ... :", "Choisissez l'un. Si ..., vous
// pouvez choisir les deux :", "Choisissez trois. Vous pouvez choisir la même option plusieurs fois :" (6.5.g)
chooseModes
    : ('choisissez' | 'choisit') chooseCount whereX? chooseExtra* ':' modeItem+
    ;
chooseCount : 'jusqu\'à'? (quantity | 'l\'' ('un' | 'une')) ;
chooseExtra
    : ('.' | ',') 'vous' 'pouvez' 'choisir' ('la' 'même' 'option' | 'le' 'même' 'mode') 'plusieurs' 'fois'    # repeatModes
    | '.' ifWord condition ',' 'vous' 'pouvez' 'choisir' ('les' 'deux' | 'tous' | 'toutes' | quantity)  # conditionalModeCount
    ;
modeItem : BULLET modeBody ;
modeBody
    : costList ':' effectInMode
    | effectInMode
    ;
effectInMode : sentence ('.' (sentence | reflexiveSentence))* '.'? ;

// "Lancez un dé. Sur un résultat de : • 4+, ... • 1-3, ...", "Sur : • ...", "Sur 4+, ... . Sur 1-3, ..." (7.3.28)
dieResults
    : 'sur' ('un' 'résultat' 'de')? ':' resultItem+
    | 'sur' ('un' 'résultat' 'de')? dieRange ',' stepSequence
    ;
resultItem : BULLET dieRange (',' | ':') effectInMode ;
dieRange   : NUMBER ('+' | '-' NUMBER)? ;

// Steps of one sentence: ", puis", ", et", " et ", "puis" (6.1.c).
stepSequence : stepItem (stepJoin stepItem)* ;
stepJoin     : ',' 'puis' | ',' 'et' | 'et' | 'puis' | ',' ;
stepItem
    : optionalStep
    | step (toWord step)?
    ;
// "pour" + infinitive (an internal action, 1.2.6.e); "pour que"/"pour qu'" + subjunctive.
toWord : 'pour' | 'pour' 'que' | 'pour' 'qu\'' | 'afin' 'de' | 'afin' 'd\'' ;

// "Vous pouvez ..." (6.5.c), "Vous pouvez [payer coût] pour [faire effet]" (1.2.6.e), "Chaque joueur peut ...",
// "... peut [Ravitailler Épuisé], puis le faire à nouveau".
optionalStep
    : playerSubject? mayWord 'ensuite'? step (('et' | 'ou') step)* (toWord step)? (',' 'puis' doAgain)?
    ;
mayWord : 'pouvez' | 'peut' | 'peuvent' ;
doAgain : 'le' 'faire' 'à' 'nouveau' ;

// Object pronouns before the verb: "me sacrifier", "le jouer", "lui donner", "m'épuiser".
clitic : 'me' | 'm\'' | 'le' | 'la' | 'l\'' | 'les' | 'lui' | 'leur' | 'se' | 's\'' | 'en' | 'y' ;
// Object pronouns after an imperative: "Sacrifiez-moi", "épuisez-le", "envoyez-les tous", "Créez-y".
hyphenObject : '-' ('moi' | 'le' | 'la' | 'les' 'tous'? | 'lui' | 'leur') ;

step
    : playerSubject? 'immédiatement'? clitic? playerVerbPhrase modifierTail*    # playerStep
    | playerSubject KW_ACTION objectList? modifierTail*                         # playerKeywordStep
    | objectSubject objectVerbPhrase (('et' | 'ou' | ',' 'puis') objectVerbPhrase)* modifierTail*  # objectStep
    | objectSubject KW_ACTION modifierTail*                                     # objectKeywordStep
    | statement durationOrTiming?                                               # continuousStep
    | KW_ACTION objectList? modifierTail*                                       # bareKeywordStep
    ;

modifierTail
    : 'à' 'la' 'place'                                              # insteadMod
    | 'à' 'nouveau'                                                 # againMod
    | 'après' 'le' 'repos'                                          # afterRestMod
    | moment                                                        # atMod
    | 'au' 'hasard'                                                 # atRandomMod
    | duration                                                      # lastingMod
    | quantity 'fois'                                               # timesMod
    | 'par' objectPhrase                                            # perMod
    | 'pour' 'chaque' objectPhrase                                  # forEachMod
    | ',' 'jusqu\'à' 'un' ('max' | 'maximum') 'de' quantity          # upToMaxMod
    | whereX                                                        # whereXMod
    | ',' ('distribués' | 'distribuées' | 'répartis' | 'réparties') 'comme' 'vous' 'le' 'souhaitez' ('dans' | 'parmi') objectPhrase   # distributedMod
    | thisWay                                                       # thisWayMod
    ;

// ---------------------------------------------------------------------------------------------------------------------
// Verbs done by a player (7.3): imperative, third person or infinitive
// ---------------------------------------------------------------------------------------------------------------------
playerVerbPhrase
    : drawV drawWhat                                                                  # drawVerb
    | discardV (hyphenObject | objectList)? (fromWord zone)?                          # discardVerb
    | 'défausse' ('de' | 'd\'') objectList                                            # discardSelfVerb
    | sacrificeV (hyphenObject | objectList)?                                         # sacrificeVerb
    | putV (hyphenObject | objectList | '-' 'en' quantity)? (fromWord zone)? (('en' | 'dans' | 'sur' | 'au') destination)? asClause? (insteadWords asClause?)? (','? 'au' 'lieu' ('d\'' | 'de') objectList)?   # putVerb
    | sendV (hyphenObject | objectList)? (('en' | 'dans' | 'à' | 'au') destination)? asClause?    # sendVerb
    | sendV ('en' | 'dans' | 'à' | 'au') destination objectList                       # sendToVerb
    | returnV (hyphenObject | objectList)? (fromWord zone)? (('dans' | 'en' | 'à' | 'au' | 'sur') destination)?   # returnVerb
    | createV ('-' ('y' | 'en'))? tokenCreation                                       # createVerb
    | createV '-' 'en' quantity 'seul'?                                               # createOnlyVerb
    | readyV (hyphenObject | objectList)?                                             # readyVerb
    | exhaustV symbolT? (hyphenObject | objectList)? symbolT?                         # exhaustVerb
    | 'immédiatement'? playV hyphenObject? 'immédiatement'? objectList? (fromWord zone)? ('dans' objectPhrase)? playCost?   # playVerb
    | rollV (quantity ('dé' | 'dés') | 'un' 'dé' 'supplémentaire' 'et' ignoreV 'le' 'résultat' 'du' 'dé' 'de' 'votre' 'choix')   # rollVerb
    | revealV 'également'? (hyphenObject | objectList)?                               # revealVerb
    | lookV objectList                                                                # lookVerb
    | chooseV objectList ('parmi' objectList)?                                        # chooseVerb
    | targetV objectList                                                              # targetVerb
    | exchangeV objectList ('avec' | 'contre') objectList                             # exchangeVerb
    | exchangeV (possessive 'boosts' | 'les' 'boosts' ('de' | 'des' | 'd\'') objectList)   # exchangeBoostsVerb
    | activateV 'les' 'capacités' abilityKinds ('de' | 'des' | 'du' | 'd\'') objectList   # activateVerb
    | activateV possessive 'capacités' abilityKinds                                   # activatePossessiveVerb
    | payV manaAmount                                                                 # payVerb
    | spendV spendWhat                                                                # spendVerb
    | removeV removeWhat ('de' | 'des' | 'du' | 'd\'') objectList                     # removeVerb
    | doubleV 'le' 'nombre' 'de' counterNoun ('de' | 'des' | 'du' | 'd\'' | 'sur') objectList   # doubleVerb
    | distributeV quantity counterNoun 'parmi' objectList                             # distributeVerb
    | winV 'la' 'partie'                                                              # winVerb
    | reduceV costOf ('de' | 'd\'') manaAmount                                        # reduceCostVerb
    | increaseV resultRef ('de' | 'd\'') quantity                                     # increaseResultVerb
    | addV quantity ('au' | 'à') resultRef                                            # addToResultVerb
    | giveV (quantity | 'autant' ('de' | 'd\'')) counterNoun (('à' | 'au' | 'aux') objectList)?   # giveVerb
    | ('faire' | 'faites' | 'fait') objectVerbPhrase ('et' objectVerbPhrase)* ('ou' objectVerbPhrase)? (('à' | 'au' | 'aux') objectList)?   # haveVerb
    | switchV (hyphenObject | objectList)? ('d\'' 'expédition' | 'd\'' 'expéditions')? # switchOtherVerb
    | 'faire' playerVerbPhrase ('à' | 'au' | 'aux') playerSubject                    # makePlayerVerb
    | playerVerbMore                                                                  # moreVerbs
    ;
// The verbs of the later sets, in a rule of their own: playerVerbPhrase's method stays under the JIT's 8,000 bytes.
playerVerbMore
    // "Payez {1} de moins pour le prochain Sort que vous jouez ce tour-ci": the cost change of those cards.
    : payV manaAmount 'de' ('moins' | 'plus') 'pour' objectPhrase (',' 'jusqu\'à' 'un' 'minimum' 'de' manaAmount)?   # payLessVerb
    // "Vous pouvez déplacer un marqueur Terrain {M} de n'importe quelle région vers ma région" (7.3.20).
    | moveMarkerV objectList 'vers' objectPhrase                                      # moveMarkerVerb
    // "Avancez votre autre Expédition d'une région" (7.3.21.a, 7.3.22.a): that Expedition moves.
    | moveV objectList ('d\'' | 'de') quantity ('région' | 'régions')                # moveObjectVerb
    // Passing as an effect (4.2.3.d): "Vous pouvez passer immédiatement", "tous les joueurs passent".
    | passV 'immédiatement'?                                                          # passVerb
    | becomeV 'le'? 'premier' 'joueur'                                                # becomeFirstVerb
    ;

drawV : 'piochez' | 'pioche' | 'piochent' | 'piocher' ;
discardV : 'défaussez' | 'défausse' | 'défaussent' | 'défausser' ;
sacrificeV : 'sacrifiez' | 'sacrifie' | 'sacrifient' | 'sacrifier' ;
putV : 'mettez' | 'met' | 'mettent' | 'mettre' | 'placez' | 'place' | 'placer' ;
sendV : 'envoyez' | 'envoie' | 'envoient' | 'envoyer' ;
returnV : 'renvoyez' | 'renvoie' | 'renvoient' | 'renvoyer' | 'retournez' | 'retourne' | 'retourner' ;
createV : 'créez' | 'crée' | 'créent' | 'créer' ;
readyV : 'redressez' | 'redresse' | 'redressent' | 'redresser' ;
exhaustV : 'épuisez' | 'épuise' | 'épuisent' | 'épuiser' ;
playV : 'jouez' | 'joue' | 'jouent' | 'jouer' ;
rollV : 'lancez' | 'lance' | 'lancent' | 'lancer' ;
ignoreV : 'ignorez' | 'ignore' | 'ignorer' ;
revealV : 'révélez' | 'révèle' | 'révèlent' | 'révéler' ;
lookV : 'regardez' | 'regarde' | 'regarder' ;
chooseV : 'choisissez' | 'choisit' | 'choisissent' | 'choisir' ;
targetV : 'ciblez' | 'cible' | 'ciblent' | 'cibler' ;
exchangeV : 'échangez' | 'échange' | 'échanger' ;
activateV : 'activez' | 'active' | 'activer' ;
payV : 'payez' | 'paie' | 'paye' | 'payer' ;
spendV : 'dépensez' | 'dépense' | 'dépenser' ;
removeV : 'retirez' | 'retire' | 'retirer' ;
doubleV : 'doublez' | 'double' | 'doubler' ;
distributeV : 'distribuez' | 'distribue' | 'distribuer' | 'répartissez' | 'répartir' ;
winV : 'gagnez' | 'gagne' | 'gagner' ;
moveMarkerV : 'déplacez' | 'déplace' | 'déplacer' ;
passV : 'passez' | 'passe' | 'passent' | 'passer' ;
becomeV : 'devenez' | 'devient' | 'deviennent' | 'devenir' ;
reduceV : 'réduisez' | 'réduit' | 'réduire' ;
increaseV : 'augmentez' | 'augmente' | 'augmenter' ;
addV : 'ajoutez' | 'ajoute' | 'ajouter' ;
giveV : 'donnez' | 'donne' | 'donner' ;
switchV : 'changez' | 'change' | 'changent' | 'changer' ;
fromWord : 'de' | 'depuis' | 'd\'' | 'du' | 'des' ;

drawWhat
    : quantity 'seule'? ('carte' | 'cartes')                # drawCount
    | 'le' 'même' 'nombre' 'de' 'cartes'                    # drawThatMany
    | hyphenObject                                          # drawPronoun
    | objectList                                            # drawObjects
    ;

destination
    : zone                                                  # toZone
    | ('-' 'dessus' | 'le'? 'dessus') ('de' | 'du') zone anyOrder?    # toTop
    | ('-' 'dessous' | 'dessous') ('de' | 'du') zone anyOrder?        # toBottom
    | ('la' | 'le') ('xe' | ordinal) 'position' ('de' | 'du') zone   # toPosition
    | objectPhrase                                          # toExpedition
    ;
// "... du deck dans l'ordre de votre choix" (3.2.2.b): the player who places the cards orders them.
anyOrder : 'dans' ('l\'' 'ordre' 'de' 'votre' 'choix' | 'n\'' 'importe' 'quel' 'ordre') ;
asClause : '(' asWhat ')' | asWhat ;
asWhat   : 'en' 'tant' 'qu\'' ('orbe' | 'orbes') 'de' 'mana' orbState ;
orbState : 'épuisé' | 'épuisés' | 'redressé' | 'redressés' ;
insteadWords : 'à' 'la' 'place' ;

playCost
    : 'gratuitement'                                                                   # freeCost
    | 'pour' manaAmount 'de' 'moins' (',' 'jusqu\'à' 'un' 'minimum' 'de' manaAmount)?  # reducedCost
    ;

spendWhat
    : quantity ('de' | 'd\'') possessive counterNoun        # spendOwn
    | quantity counterNoun fromWord objectList              # spendFrom
    ;
removeWhat
    : ('tous' | 'toutes') 'les' counterNoun                 # removeAll
    | 'jusqu\'à'? quantity counterNoun                      # removeSome
    ;
costOf   : 'le' 'coût' ('de' | 'du' | 'des' | 'd\'') objectList | possessive 'coût' ;
resultRef: 'le'? 'résultat' 'final'? | possessive 'résultat' ;

tokenCreation
    : quantity ('jeton' | 'jetons') tokenSubtypes? TOKEN_SPEC (('dans' | 'en') destinationExpeditions)? tokenAbilities? modifierTail*
    ;
tokenSubtypes : tokenSubtype (',' tokenSubtype)* ;
tokenSubtype  : SUBTYPE | 'compagnon' | WORD ;
tokenAbilities : 'avec' quotedAbility ;
destinationExpeditions : objectPhrase ;

quotedAbility : QUOTE quotedBody QUOTE ;
quotedBody
    : keywordLine
    | reaction
    | quickAction
    | effect
    ;

abilityKinds : triggerSymbol ((',' triggerSymbol)* ','? 'et' triggerSymbol)? ;

symbolT : '(' '{t}' ')' | '{t}' ;

// ---------------------------------------------------------------------------------------------------------------------
// Verbs done by an object (7.3.14 - 7.3.34)
// ---------------------------------------------------------------------------------------------------------------------
objectVerbPhrase
    : gainV ('chacun' | 'chacune' | ('tous' | 'toutes') 'les' 'deux')? gainList   # gainVerb
    | loseV loseList                                                         # loseVerb
    | switchV ('d\'' 'expédition' | 'd\'' 'expéditions')                     # switchVerb
    | moveV ('d\'' | 'de') quantity ('région' | 'régions') 'supplémentaire'?  # moveVerb
    | activateV possessive 'capacités' abilityKinds asIfClause?              # activatesVerb
    | goV ('en' | 'dans' | 'à' | 'au') zone                                  # goVerb
    ;
gainV : 'gagne' | 'gagnent' | 'gagner' | 'gagnons' | 'gagnez' | 'gagniez' ;
loseV : 'perd' | 'perds' | 'perdent' | 'perdre' | 'perdez' | 'perde' ;
moveV : 'avance' | 'avancent' | 'avancer' | 'avancez' | 'recule' | 'reculent' | 'reculer' | 'reculez' ;
goV : 'va' | 'vont' | 'vais' | 'aller' ;
asIfClause : '(' 'comme' ('s\'' | 'si') ('il' | 'elle') ('avait' | 'était') 'été' ('joué' | 'jouée') ('depuis' | 'de') zone ')' ;

gainList : gainItem ((',' gainItem)* ('et' | 'ou') gainItem)? ;
gainItem
    : quantity counterNoun                  # gainCounters
    | STATUS                                # gainStatus
    | KW_ABILITY                            # gainKeyword
    | QUOTE quotedBody QUOTE                # gainAbility
    ;
loseList : loseItem ((',' loseItem)* ('et' | 'ou') loseItem)? ;
loseItem
    : STATUS                                # loseStatus
    | quantity counterNoun                  # loseCounters
    | ('tous' | 'toutes') (possessive | 'les') counterNoun   # loseAllCounters
    ;

counterNoun
    : ('boost' | 'boosts')                              # boostNoun
    | ('compteur' | 'compteurs')                        # anyCounterNoun
    | ('compteur' | 'compteurs') counterName            # namedCounterNoun
    ;
counterName : (WORD | SUBTYPE)+ ;

// =====================================================================================================================
// Statements: passive abilities and continuous effects (2.2.12.m, 6.2)
// =====================================================================================================================
statement
    : objectSubject beVerb keywordOrStatus ((',' | 'et') keywordOrStatus)*                                    # hasKeywordStatement
    | objectSubject haveV ':'? (keywordOrStatus ((',' | 'et') keywordOrStatus)* | QUOTE quotedBody QUOTE)  # haveAbilityStatement
    | objectSubject (haveV | 'obtient' | 'obtiennent') statChange ((',' | 'et') statChange)*              # statChangeStatement
    | 'les' statList ('de' | 'des' | 'du' | 'd\'') objectList beVerb ('égales' | 'égaux' | 'égal' | 'égale') ('à' | 'au') quantity   # statSetStatement
    | possessive statList beVerb ('égales' | 'égaux' | 'égal' | 'égale') ('à' | 'au') quantity   # statSetStatement
    | objectSubject costV manaAmount 'de' ('moins' | 'plus') ('à' 'jouer' ('dans' | 'en') objectPhrase)? (',' 'jusqu\'à' 'un' 'minimum' 'de' manaAmount)? ('par' objectPhrase | 'pour' ('chacun' | 'chacune') ('de' | 'd\'') objectPhrase)?  # costModStatement
    | objectSubject beVerb ('gratuit' | 'gratuite' | 'gratuits' | 'gratuites')                               # freeStatement
    | objectSubject negWord canV 'pas' 'coûter' 'moins' 'de' manaAmount                                      # minCostStatement
    | objectList negWord canV 'pas' negatedAction                                                             # cantStatement
    | objectList negWord clitic? ('empêche' | 'empêchent') 'pas' objectPhrase? ('d\'' 'avancer')              # cantPreventStatement
    | objectSubject negWord ('compte' | 'comptent') 'pas' ('dans' | 'pour') 'la' 'limite' 'de' possessive limitName   # cantCountStatement
    | objectSubject canV 'seulement' 'être' usedWord 'en' 'tant' 'qu\'' 'orbe' 'de' 'mana'                   # onlyManaStatement
    | objectSubject canV 'gagner' STATUS 'même' ifWord objectSubject beVerb 'déjà' STATUS                     # canStatement
    | 'vous' 'pouvez' playV objectList (fromWord zone)? (('dans' | 'en') objectPhrase)? playCost?             # mayPlayStatement
    | 'vous' 'pouvez' ('conserver' | 'garder') quantity ('carte' | 'cartes') 'de' 'plus' 'en' zone (('pendant' | 'durant') 'la' phase)?   # keepMoreStatement
    | 'vous' 'pouvez' 'seulement' 'activer' ('cela' | 'ceci' | 'cette' 'action')                            # activationRestriction
    | ('activez' | 'activer') ('cela' | 'ceci' | 'cette' 'action') ('seulement' | 'uniquement') ((ifWord condition | timing) ('et' 'seulement')?)? activationTimes?   # activateOnlyStatement
    | 'cette' 'action' costV manaAmount 'de' 'plus'                                                          # actionCostStatement
    | 'les' 'capacités' abilityKinds ('de' | 'des' | 'du' | 'd\'') objectList negWord canV 'pas' 's\'' 'activer'   # abilitiesCantActivateStatement
    | ifWord replacedEvent ',' replacement                                                                   # replacementStatement
    | regionSubject beVerb terrainSymbol 'en' 'plus' 'de' possessive 'autres' 'terrains'                      # terrainAddStatement
    | regionSubject beVerb terrainSymbol 'et' ('perd' | 'perdent') possessive 'autres' 'terrains'            # terrainSetStatement
    | 'la' 'limite' 'de' possessive limitName limitChange                                                    # limitStatement
    | 'la' 'limite' 'de' ('toutes' 'les' 'réserves' | 'tous' 'les' 'repères') limitChange                   # allLimitsStatement
    | objectSubject ('commence' | 'commencent') 'la' 'partie' 'avec' quantity counterNoun                     # beginWithStatement
    // "Je commence la partie avec un marqueur Terrain {V}, un {M} et un {O}" (3.2.1.d).
    | beginWithMarkers                                                                                          # beginWithMarkersStatement
    | objectSubject ('reste' | 'restent') statusWord ('le' phase | ('pendant' | 'durant') 'le' phase)?      # remainStatement
    | 'les' 'capacités' 'de' 'soutien' ('de' | 'des' | 'du' | 'd\'') objectList canV clitic 'donner' supportGive   # supportGiveStatement
    | ignoreV possessive ('capacités' | 'capacité')                                                                        # ignoreAbilitiesStatement
    ;

beVerb : 'est' | 'sont' | 'suis' | 'était' | 'étaient' | 'étais' | 'es' | 'êtes' ;
haveV : 'a' | 'ont' | 'ai' | 'avez' ;
costV : 'coûte' | 'coûtent' | 'coûter' ;
canV : 'peut' | 'peuvent' | 'peux' | 'pouvez' ;
negWord : 'ne' | 'n\'' ;
usedWord : 'utilisé' | 'utilisée' ;
limitName : 'réserve' | 'repères' ;
limitChange
    : ('augmente' | 'est' 'augmentée' | 'diminue' | 'est' 'réduite' | 'est' 'diminuée') ('de' | 'd\'') quantity ('carte' | 'cartes')?
    ;

supportGive
    : quantity ('compteur' | 'compteurs') 'de' 'plus' 'que' possessive 'maximum'
    | 'des' 'compteurs' 'au' '-' 'delà' 'de' possessive 'maximum'
    ;

negatedAction
    : moveV ('grâce' 'à' terrainSymbol)? (('pendant' | 'durant') 'le' phase)? (','? 'sauf' 'grâce' 'à' terrainSymbol)?   # cantMove
    | 'gagner' ('de' | 'des' | 'd\'') counterNoun                                # cantGainCounters
    | 'gagner' STATUS                                                            # cantGainStatus
    | 's\'' 'activer'                                                            # cantActivate
    | 'être' objectAction ('par' objectList)? (',' 'seulement' usedWord 'en' 'tant' 'qu\'' 'orbe' 'de' 'mana')?   # cantUndergo
    | KW_ACTION                                                                  # cantKeyword
    ;
// "une fois par Jour", "deux fois par tour"
activationTimes : quantity 'fois' ('par' | 'chaque') period ;
period : 'tour' | 'après' '-' 'midi' | 'jour' ;
statChange : ('+' | '-') (NUMBER | 'x') terrainSymbol ;
// Things done to objects, in the passive voice ("est sacrifié", "devait être défaussé", "ne peut pas être ciblé").
objectAction
    : 'sacrifié' | 'sacrifiée' | 'sacrifiés' | 'sacrifiées'
    | 'joué' | 'jouée' | 'joués' | 'jouées'
    | 'envoyé' | 'envoyée' | 'envoyés' | 'envoyées'
    | 'renvoyé' | 'renvoyée' | 'renvoyés' | 'renvoyées'
    | 'mis' | 'mise' | 'mises'
    | 'défaussé' | 'défaussée' | 'défaussés' | 'défaussées'
    | 'épuisé' | 'épuisée' | 'épuisés' | 'épuisées'
    | 'redressé' | 'redressée' | 'redressés' | 'redressées'
    | 'ciblé' | 'ciblée' | 'ciblés' | 'ciblées'
    | 'révélé' | 'révélée' | 'révélés' | 'révélées'
    | 'pioché' | 'piochée' | 'piochés' | 'piochées'
    | 'créé' | 'créée' | 'créés' | 'créées'
    ;
keywordOrStatus : KW_ABILITY | STATUS ;
statusWord : 'épuisé' | 'épuisée' | 'épuisés' | 'épuisées' | STATUS ;

regionSubject : regionRef ('et' regionRef)* ;
regionRef
    : possessive 'région'                                   # ownRegion
    | 'la' 'région' ('de' | 'du' | 'd\'') objectPhrase      # regionOf
    | ('toutes' 'les' | 'les') 'régions'                    # allRegions
    ;
statList : terrainSymbol (',' terrainSymbol)* ','? 'et' terrainSymbol ;

// "Si je devais gagner [[Fugace]], je gagne 1 boost à la place." (6.2.b replacing, 6.2.c additive "également")
replacedEvent
    : objectSubject wouldV objectEvent ('en' 'étant' statusList | timing)?     # objectWould
    | playerSubject wouldV? playerEvent timing?                                # playerWould
    ;
wouldV : 'devait' | 'devaient' | 'devais' | 'deviez' ;
replacement
    : ('à' 'la' 'place' ',' | 'également')? stepSequence
    ;

// =====================================================================================================================
// Durations (2.2.15) and timing
// =====================================================================================================================
durationOrTiming : duration ;
// 2.2.15.a: ce tour, cet Après-midi, ce Jour; "jusqu'à la fin du tour" is ce tour.
duration
    : ('ce' | 'cet' | 'cette') ('tour' ('-' 'ci')? | 'après' '-' 'midi' | 'jour')
    | 'jusqu\'à' untilEnd
    ;
untilEnd : 'la' 'fin' ('du' 'tour' | 'de' 'l\'' 'après' '-' 'midi' | 'du' 'jour') ;
// "pendant votre tour", "pendant l'Après-midi", "durant le Crépuscule", "le premier Jour"
timing : ('pendant' | 'durant') (possessive 'tour' | ('le' | 'la' | 'l\'') phase | 'le' ordinal 'jour') | 'le' ordinal 'jour' ;
// "Au Crépuscule", "À Midi", "À la tombée de la Nuit", "À la fin de l'Après-midi".
moment
    : ('au' | 'à' | 'à' 'l\'' | 'à' 'la') phase
    | 'à' 'la' 'tombée' 'de' 'la' 'nuit'
    | 'à' 'la' 'fin' ('du' | 'de' 'l\'' | 'de' 'la') (phase | 'jour')
    ;
phase : 'matin' | 'midi' | 'après' '-' 'midi' | 'crépuscule' | 'nuit' | 'repos' ;

// =====================================================================================================================
// Events (triggers, 6.3) and conditions (6.5.d)
// =====================================================================================================================
event
    : objectSubject objectEvent                                    # objectEventOf
    | playerSubject playerEvent ((',' | 'ou') playerEvent)*        # playerEventOf
    // "Lorsqu'au moins une de vos Expéditions Élevées avance": one event of several objects (1.3.2.c); "de vos" is
    // the objects you control (7.2.3.a).
    | 'au' 'moins' ('un' | 'une') (('de' | 'd\'') possessive)? preAdjective* nounGroup postAdjective* postFilters? objectEvent   # oneOrMoreEventOf
    ;
// "Lorsque vous faites un [Don]": the event the word's definition gives (see 'definition').
definedEvent : definedEventSubject UNKNOWN_BRACKET ;
objectEvent
    : gainV eventGain                                                                    # gainEvent
    | goV ('en' | 'dans' | 'à' | 'au') zone (fromWord (zoneList | 'n\'' 'importe' 'où'))?   # goEvent
    | ('quitte' | 'quittent' | 'quitter') placeRef (('pendant' | 'durant') ('l\'' | 'le' | 'la') phase)?   # leaveEvent
    | ('rejoint' | 'rejoins' | 'rejoignent' | 'rejoindre') placeRef ('ou' placeRef)*                 # joinEvent
    | moveV ('grâce' 'à' terrainSymbol)? (('pendant' | 'durant') ('le' | 'l\'') phase)?  # moveEvent
    | negWord moveV 'pas' (('pendant' | 'durant') ('le' | 'l\'') phase)?                 # failEvent
    | ('être' | beVerb) objectAction (fromWord zone)? (('en' | 'dans' | 'à' | 'au') zone)? ('par' objectList)?   # passiveEvent
    | ('tente' | 'tentent') ('de' | 'd\'') KW_ACTION ('à' 'nouveau')?                    # attemptEvent
    | KW_ACTION ('à' 'nouveau')?                                                         # objectKeywordEvent
    ;
playerEvent
    : playV objectList (fromWord zone)?                                                  # playEvent
    | exhaustV objectList                                                                # exhaustEvent
    | sacrificeV objectList                                                              # sacrificeEvent
    | createV objectList                                                                 # createEvent
    | drawV ('au' 'moins')? quantity ('carte' | 'cartes')                                # drawEvent
    | rollV ('au' 'moins')? quantity ('dé' | 'dés')                                      # rollEvent
    | rollV 'un' dieRange thisWay?                                                       # rollResultEvent
    | revealV objectList thisWay                                                         # revealEvent
    | KW_ACTION                                                                          # keywordEvent
    | passV ('en' 'premier')?                                                            # passEvent
    // "reçoit un jeton": a token comes into the player's control (7.3.5).
    | receiveV objectList                                                                # receiveEvent
    ;
eventGain
    : 'au' 'moins' quantity counterNoun         # gainOrMoreCounters
    | STATUS                                    # gainStatusEvent
    | possessive ordinal counterNoun            # gainNthCounter
    ;

condition : conditionAtom (',' conditionAtom)* (','? ('et' | 'ou') conditionAtom)? ;
conditionAtom
    : 'vous' ('le' 'faites' | negWord 'le' 'faites' 'pas' | negWord 'pouvez' 'pas' ('le' 'faire')?)           # doneCondition
    // "Si elle le fait" (If it does, 6.5.f): the step of the object before it happened.
    | ('il' | 'elle' | 'ils' | 'elles') ('le' ('fait' | 'font') | negWord 'le' ('fait' | 'font') 'pas')        # doneCondition
    | objBe statusList                                                                 # statusCondition
    | objBe ('en' | 'dans') placeRef                                                   # inCondition
    | objBe 'dans' 'un' 'terrain' 'où' possessive ('statistique' | 'stat') 'de' 'base' 'est' NUMBER   # terrainStatCondition
    // "Si je suis face à un Personnage", "sauf si je suis face à au moins deux Personnages" (1.2.3.c).
    | objBe 'face' ('à' | 'au' | 'aux') countedList                                    # facingCondition
    // "Si au moins une de vos Expéditions est Élevée", "Si aucune de mes Expéditions n'est en {M}", "Si au moins
    // trois régions mono-terrain sont visibles": a count of the objects the phrase names that are so.
    | countPrefix ('de' | 'd\'')? listablePhrase negWord? beVerb 'pas'? (statusList | ('en' | 'dans') placeRef | ('visible' | 'visibles'))   # countedIsCondition
    // Before isACondition: "votre adversaire est le premier joueur" is about a player (4.2.1.b).
    | playerSubject negWord? beVerb 'pas'? 'le' 'premier' 'joueur'                     # firstPlayerCondition
    // A word defined by the ability's reminder text (see 'definition'): "Si je suis [En Contact]".
    | objBe UNKNOWN_BRACKET                                                            # definedCondition
    | objBe objectPhrase                                                               # isACondition
    | objBe positionList                                                               # positionCondition
    | objBe 'vide'                                                                     # emptyCondition
    | playerSubject ('contrôlez' | 'contrôle' | 'contrôlent') countedList              # controlCondition
    | playerSubject haveV countedList ('en' zone)? (('que' | 'qu\'') playerSubject)?   # haveCondition
    | playerSubject haveV countedStats                                              # haveStatsCondition
    | objectSubject haveV counterCount                                    # counterCondition
    // "Si je n'ai pas de boost" (has no boosts).
    | objectSubject negWord haveV 'pas' ('de' | 'd\'') counterNoun        # counterNoneCondition
    | 'il' negWord? 'y' 'a' 'pas'? countedList                                        # thereIsCondition
    | 'il' 'y' 'a' countedStats                                                        # thereIsStatsCondition
    | valueRef beVerb comparison                                                       # compareCondition
    | playerSubject ('avez' | 'a')? pastVerb objectList ('en' zone)? thisWay           # thisWayCondition
    | playerSubject clitic playV fromWord zone                                          # playedFromCondition
    ;
// "je suis", "il est", "j'étais", "il n'était pas", "elle est", "c'est", "mon Expédition est".
objBe : (objectSubject | 'c\'') negWord? beVerb 'pas'? ;
pastVerb
    : 'défaussé' | 'mis' | 'mettez' | 'joué' | 'jouez' | 'sacrifié' | 'sacrifiez' | 'épuisé' | 'épuisez' | 'révélé'
    | 'révélez' | 'pioché' | 'piochez'
    ;
statusList : STATUS ((',' STATUS)* ('ou' | 'et') STATUS)? | epuiseAdj | 'redressé' | 'redressée' | 'redressés' | 'redressées' | eleveAdj ;
// Ascended (2.4.3), unbracketed as the later sets print it: "mon Expédition est Élevée", "une Expédition Élevée".
eleveAdj : 'élevé' | 'élevée' | 'élevés' | 'élevées' ;
epuiseAdj : 'épuisé' | 'épuisée' | 'épuisés' | 'épuisées' ;
positionList : position (('ou' | 'et') position)? ;
position : 'en' 'avance' | 'en' 'retard' | 'à' 'égalité' ;

countedList : countedPhrase ((',' countedPhrase)* ','? 'et' countedPhrase)? ;
countedPhrase : countPrefix? objectPhrase ;
countPrefix
    : 'au' 'moins' quantity                             # atLeastCount
    | quantity 'ou' ('plus' | 'moins')                  # orMoreLess
    | ('moins' | 'plus') ('de' | 'd\'') quantity        # lessMoreThan
    | ('moins' | 'plus') ('de' | 'd\'')                 # comparative
    | ('aucun' | 'aucune')                              # noneCount
    | ('qu\'' | 'que') quantity 'seul'? 'seule'?        # onlyCount
    | quantity ('seul' | 'seule')                       # onlyCount
    ;
countedStats : 'au' 'moins' quantity ('statistiques' | 'stats') 'de' 'base' 'de'? NUMBER 'parmi' objectList ;
counterCount
    : 'au' 'moins' quantity counterNoun                 # countAtLeast
    | quantity counterNoun 'ou' ('plus' | 'moins')      # countOrMoreAfter
    | ('moins' | 'plus') ('de' | 'd\'') quantity counterNoun   # countThan
    | quantity counterNoun                              # countExact
    ;

valueRef
    : possessive 'nombre' 'de' counterNoun                  # countersValue
    | possessive statName                                   # possessiveStat
    | ('le' | 'la' | 'au' | 'à' 'la') statName ('de' | 'du' | 'd\'') objectPhrase   # statOf
    | ('le' | 'au') 'résultat' 'final'?                     # resultValue
    | ('le' | 'au') 'résultat' 'du' 'dé'                    # dieResultValue
    | 'x'                                                   # xValue
    ;
// "Coût de Base" (2.2.9): the Reserve Cost of a Fleeting object or one in (or played from) Reserve, else Hand Cost.
statName : 'coût' 'de' ('main' | 'réserve' | 'base') | ('statistique' | 'stat') 'de' 'base' | terrainSymbol | 'résultat' ;
comparison
    : (manaAmount | NUMBER) 'ou' ('plus' | 'moins')                   # orMoreLessCmp
    | NUMBER '+'                                                      # plusCmp
    | comparator valueOperand                                         # relationCmp
    | valueOperand                                                    # equalCmp
    ;
comparator
    : equalW ('à')? | greaterW ('à')? | lessW ('à')? | lessW 'ou' equalW ('à')? | greaterW 'ou' equalW ('à')?
    ;
equalW : 'égal' | 'égale' | 'égaux' | 'égales' ;
greaterW : 'supérieur' | 'supérieure' | 'supérieurs' | 'supérieures' ;
lessW : 'inférieur' | 'inférieure' | 'inférieurs' | 'inférieures' ;
valueOperand : valueRef | manaAmount | quantity ;

// =====================================================================================================================
// Object phrases (2.2.1.h, 2.2.2.n): determiner + adjectives + type/sub-type + adjectives + filters
// =====================================================================================================================
objectList : objectPhrase ((',' listablePhrase)* ','? ('et' | 'ou') listablePhrase)? ;
objectRefList : objectPhrase ;

objectSubject : objectPhrase ;
objectPhrase
    : ('je' | 'moi' | 'me' | 'm\'' | 'j\'')                        # selfPhrase
    | 'nous'                                                        # weBothPhrase
    | ('il' | 'elle' | 'ils' | 'elles' | 'eux')                     # pronounPhrase
    | listablePhrase                                                # otherPhrase
    ;
listablePhrase
    : ('ce' | 'cet' | 'cette' | 'ces') nounGroup                    # thatPhrase
    | ('la' | 'à' 'la') 'cible'                                     # theTargetPhrase
    | topOf                                                         # topOfPhrase
    | 'l\''? ('un' | 'une' | 'chacun' | 'chacune' | 'tous' | 'toutes') ('de' | 'd\'') possessive preAdjective* nounGroup postAdjective* postFilters?   # ofPossessivePhrase
    | ('les' 'autres' ('cartes')? | 'l\'' 'autre' ('carte')?)        # restPhrase
    | ('jusqu\'à')? quantity 'cibles' ',' nounGroup                 # targetsPhrase
    | possessive preAdjective* nounGroup postAdjective* postFilters?   # possessedPhrase
    // "Vos deux Expéditions" (both of your Expeditions).
    | possessive 'deux' preAdjective* nounGroup postAdjective* postFilters?   # bothPossessedPhrase
    | possessive zoneName                                           # zoneContentsPhrase
    // "les Repères d'un joueur ciblé", "l'Expédition Compagnon d'un adversaire ciblé": a player's objects (English
    // "target player's Landmarks"); before the quantified phrase, whose "d'un adversaire" would be a place.
    | determiner? preAdjective* nounGroup postAdjective* ('de' | 'd\'' | 'du') (playerSubject | ('ce' | 'cet') noun)   # playerPossessedPhrase
    | determiner? preAdjective* nounGroup postAdjective* postFilters?   # quantifiedPhrase
    ;
topOf
    : ('la' | 'les') quantity? ('première' | 'premières') ('carte' | 'cartes') ('de' | 'du') zone
    | 'la' 'carte' 'du' 'dessus' ('de' | 'du') zone
    ;

determiner
    : ('un' | 'une') ('autre')                              # anotherDet
    | 'encore' ('un' | 'une')                               # yetAnotherDet
    | 'jusqu\'à' quantity                                   # upToDet
    | 'n\'' 'importe' 'quel' 'nombre' ('de' | 'd\'')        # anyNumberDet
    | 'autant' ('de' | 'd\'')                               # anyNumberManyDet
    | 'n\'' 'importe' ('quel' | 'quelle')                    # anyDet
    | ('tous' | 'toutes') 'les'                             # allDet
    | 'chaque'                                              # eachDet
    | quantity                                              # countDet
    | ('le' | 'la')? ('prochain' | 'prochaine')             # nextDet
    | ('le' | 'la' | 'les') ordinal                         # ordinalDet
    | ('le' | 'la' | 'l\'' | 'au' | 'à' 'la' | 'à' 'l\'')   # theDet
    | ('les' | 'des' | 'aux')                               # pluralDet
    ;
preAdjective
    : ('autre' | 'autres')                                  # otherAdj
    | ('jeton' | 'jetons')                                  # tokenAdj
    ;
postAdjective
    : STATUS ((',' STATUS)* 'ou' STATUS)?                   # statusAdj
    | epuiseAdj                                             # exhaustedAdj
    | eleveAdj                                              # ascendedAdj
    // Regions (3.2.1): "visibles" (face up, 3.1.3), "mono-terrain" (one terrain).
    | ('visible' | 'visibles' | 'mono' '-' 'terrain')       # regionAdj
    | ('redressé' | 'redressée' | 'redressés' | 'redressées')   # readyAdj
    | 'non' '-'? ('jeton' | SUBTYPE | WORD)                 # nonAdj
    | ('ciblé' | 'ciblée' | 'ciblés' | 'ciblées')           # targetAdj
    | ('héros' | 'compagnon')                               # expeditionKindAdj
    | KW_ABILITY                                            # keywordAdj
    | ('adverse' | 'adverses')                              # opposingAdj
    ;
nounGroup : noun (('ou' | 'et') ('un' | 'une' | possessive)? noun)* ;
noun
    : 'personnage' | 'personnages'
    | ('permanent' | 'permanents') ('d\'' 'expédition' | 'de' 'repère')
    | 'permanent' | 'permanents'
    | 'sort' | 'sorts'
    | 'carte' | 'cartes'
    | 'jeton' | 'jetons'
    | 'repère' | 'repères'
    | ('orbe' | 'orbes') 'de' 'mana'
    | 'expédition' | 'expéditions'
    | 'héros' | 'carte' 'héros'
    | 'région' | 'régions'
    | 'joueur' | 'joueurs' | 'adversaire' | 'adversaires'
    | SUBTYPE | 'compagnon'
    // "un marqueur Terrain {O}" (7.3.20): the terrains after the noun; "mes marqueurs": a Hero's own (3.2.1.d).
    | ('marqueur' | 'marqueurs') ('terrain' terrainList?)?
    ;
terrainList : terrainSymbol ((',' terrainSymbol)* 'et' terrainSymbol)? ;
// In a rule of its own: statement's method stays under the JIT's 8,000 bytes.
beginWithMarkers
    : objectSubject ('commence' | 'commencent') 'la' 'partie' 'avec' quantity ('marqueur' | 'marqueurs') 'terrain'
      terrainList (',' markerGroup)* ('et' markerGroup)? ;
// "un {M}" after the first "un marqueur Terrain {V}": that many more markers of these terrains.
markerGroup : quantity terrainSymbol ;

postFilters : postFilter (('ou' | 'et')? postFilter)* ;
postFilter
    : ('que' | 'qu\'') playerSubject ('contrôlez' | 'contrôle' | 'contrôlent')       # controlledFilter
    | ('que' | 'qu\'') playerSubject ('possédez' | 'possède' | 'possèdent')          # ownedFilter
    | ('contrôlé' | 'contrôlée' | 'contrôlés' | 'contrôlées') 'par' playerSubject   # controlledByFilter
    | ('que' | 'qu\'') playerSubject playV (fromWord zone)? ('en' terrainSymbol)? durationOrTiming?   # playedFilter
    | ('joué' | 'jouée' | 'joués' | 'jouées') 'par' playerSubject                   # playedByFilter
    | ('joué' | 'jouée' | 'joués' | 'jouées') fromWord zone                         # playedFromFilter
    | ('en' | 'dans') placeRef (('ou' | 'et') ('en' | 'dans')? placeRef)*           # inFilter
    | fromWord (zone | objectPhrase)                                                 # fromFilter
    | withFilter                                                                    # withPostFilter
    | 'qui' clitic ('fait' | 'font') 'face'                                         # facingFilter
    | 'entre' objectPhrase                                                          # betweenFilter
    | 'qui' ('est' | 'sont') positionList                                           # positionFilter
    | 'chaque' phase                                                                # eachPhaseFilter
    | 'que' 'vous' 'le'? ('voulez' | 'souhaitez')                                   # asYouWishFilter
    ;
withFilter
    : ('de' | 'avec' 'un' | 'avec' 'une') statName comparison                       # statFilter
    | 'avec' ('une' | 'un') ('statistique' | 'stat') 'de' 'base' 'de'? NUMBER      # baseStatFilter
    | 'dont' 'aucune' ('statistique' | 'stat') negWord 'est' greaterW 'à' NUMBER   # noStatOverFilter
    | 'avec' 'un' 'total' 'de' NUMBER terrainSymbol 'ou' ('plus' | 'moins')        # totalFilter
    | 'avec' 'un' statName 'total' 'de' (manaAmount | NUMBER) 'ou' ('plus' | 'moins')   # totalStatFilter
    | 'avec' 'des' 'compteurs'                                                     # countersFilter
    // "avec le Coût de Base le plus élevé": ties all qualify.
    | 'avec' ('le' | 'la') statName ('le' | 'la') 'plus' ('élevé' | 'élevée' | 'faible' | 'bas' | 'basse')   # extremeStatFilter
    | 'avec' counterCount                                                          # counterCountFilter
    | 'où' 'il' negWord 'y' 'a' 'aucun' nounGroup                                  # withNoFilter
    | 'avec' (STATUS | KW_ABILITY)                                                 # withAdjectiveFilter
    ;

placeRef
    : 'jeu'                             # playPlace
    | zone                              # zonePlace
    | terrainSymbol                     # terrainPlace
    | 'n\'' 'importe' 'où'              # anywherePlace
    | objectPhrase                      # objectPlace
    ;

zoneList : zone ('ou' zone)* ;
zone
    : possessive zoneName                                           # ownedZone
    | ('la' | 'le' | 'l\'')? zoneName ('de' | 'd\'' | 'du') playerOwner   # ofPlayerZone
    | ('la' | 'le' | 'l\'' | 'un' | 'une')? zoneName               # plainZone
    ;
zoneName
    : 'réserve' | 'main' | 'deck' | 'défausse' | 'zone' 'de' 'mana' | 'zone' 'd\'' 'expédition' | 'zone' 'de' 'repères'
    | 'repères' | 'zone' 'de' 'héros' | 'zone' 'des' 'repères'
    ;
// "la Réserve d'un adversaire", "la main de son propriétaire", "la Réserve de chaque joueur"
playerOwner : playerSubject ;

possessive
    : ('mon' | 'ma' | 'mes')                                # myPoss
    | ('son' | 'sa' | 'ses')                                # itsPoss
    | ('leur' | 'leurs')                                    # theirPoss
    | ('votre' | 'vos')                                     # yourPoss
    ;

// Players (1.2.1, 7.2.3, 7.2.4)
playerSubject
    : 'vous'                                                                        # youPlayer
    | 'en' 'commençant' 'par' 'vous' ',' 'chaque' 'joueur'                          # startingWithYouPlayer
    | ('un' | 'l\'') 'adversaire' ('ciblé' | 'ciblée')                              # targetOpponentPlayer
    | 'un' 'adversaire'                                                             # anOpponentPlayer
    // 1.2.1: another player is an opponent; "un autre joueur ciblé" is a target opponent.
    | 'un' 'autre' 'joueur'                                                         # anOpponentPlayer
    | 'un' 'autre' 'joueur' ('ciblé' | 'ciblée')                                    # targetOpponentPlayer
    | 'cet' 'adversaire'                                                            # thatOpponentPlayer
    | 'votre' 'adversaire'                                                          # yourOpponentPlayer
    | ('vos' | 'les') 'adversaires'                                                 # opponentsPlayer
    | 'chaque' 'joueur'                                                             # eachPlayer
    | 'tous' 'les' 'joueurs'                                                        # eachPlayer
    | 'chaque' 'adversaire'                                                         # eachOpponentPlayer
    | ('un' | 'le') 'joueur' ('ciblé' | 'ciblée')                                   # targetPlayer
    | ('il' | 'ils' | 'elle' | 'elles')                                             # theyPlayer
    | ('son' | 'mon' | 'leur') 'propriétaire'                                       # ownerPlayer
    | ('son' | 'mon' | 'leur') 'contrôleur'                                         # controllerPlayer
    ;

// =====================================================================================================================
// Quantities and numbers
// =====================================================================================================================
quantity
    : number ('+' number)?                                                  # numberQty
    | 'x' ('+' number)?                                                     # xQty
    | 'le' 'nombre' 'de' counterNoun removedWord thisWay                    # removedQty
    | possessive ('statistique' | 'stat') 'la' 'plus' 'élevée'              # highestStatQty
    | 'le' 'nombre' ('de' | 'd\'') objectPhrase                            # numberOfQty
    | possessive 'nombre' 'de' counterNoun                                  # countersQty
    | 'le' 'résultat' 'final'?                                              # resultQty
    | 'le' 'même' 'nombre'                                                  # thatManyQty
    ;
number : NUMBER | numberWord ;
numberWord : 'un' | 'une' | 'deux' | 'trois' | 'quatre' | 'cinq' | 'six' | 'sept' | 'huit' | 'neuf' | 'dix' ;
ordinal : 'premier' | 'première' | 'deuxième' | 'second' | 'seconde' | 'troisième' | 'quatrième' | 'cinquième' ;
manaAmount : (MANA | '{x}') ('+' MANA)? ;
terrainSymbol : '{v}' | '{m}' | '{o}' ;

// Rules whose words came last (issue 18, a keyword event a set defines): at the end, so that the literals before
// keep their token numbers, which order the words of every error message.
definedEventSubject : 'vous' 'faites' ('un' | 'une') ;
receiveV : 'reçoit' | 'reçoivent' ;
definedEventTiming : timing ',' ;

// =====================================================================================================================
// Lexer
// =====================================================================================================================
// The front-end feeds '|' for the dash and '*' for the bullet (same offsets); Markup has made curly apostrophes and
// guillemets straight. Words are letters, accented ones included; elided words ("l'", "d'", "qu'") are tokens of
// their own; a hyphen is a token ("épuisez-le", "non-jeton", "Après-midi").
BULLET  : '•' | '*' ;
DEFINE  : '\u00a7' ;
STATUS  : '[[' ~[[\]]+ ']]' ;
BRACKET : '[' ~[[\]]+ ']' ;
MANA    : '{' [0-9]+ '}' ;
NUMBER  : [0-9]+ ;
QUOTE   : '"' ;
WORD    : [a-zàâäçéèêëîïôöùûüÿœæ]+ ;
APOSTROPHE : '\'' ;
WS      : [ \t\r\n]+ ;
