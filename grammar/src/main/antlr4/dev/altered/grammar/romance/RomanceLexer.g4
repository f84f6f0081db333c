/*
 * Characters of Spanish and Italian ability text, for AlteredRomance.g4.
 *
 * The lexer only cuts the text into words, numbers, symbols and punctuation. Which word is which is the language's
 * lexicon (dev.altered.text.es.SpanishLexicon, dev.altered.text.it.ItalianLexicon): it re-types every WORD into the
 * concept tokens declared below ("gana", "ganan", "gane", "ottiene" are GAIN; "del" is OF THE; "colócalo" is PUT IT),
 * merges fixed phrases ("en vez de eso" is INSTEAD) and re-types bracketed names (KW_ACTION, KW_ABILITY, TOKEN_SPEC).
 * Words keep their accents: Spanish "tú" (you) and "tu" (your), Italian "è" (is) and "e" (and) differ only by them;
 * the lexicons fold accents themselves where they do not matter.
 */
lexer grammar RomanceLexer;

options { caseInsensitive = true; }

tokens {
    // Bracketed names, re-typed by the lexicon.
    KW_ACTION, KW_ABILITY, TOKEN_SPEC, UNKNOWN_BRACKET, SUBTYPE,
    // Function words.
    THE, A, NUMWORD, ORDINAL, OF, FROM, TO, IN, WITH, WITHOUT, FOR, FOR_EACH, AMONG, UNTIL, UP_TO, AFTER, DURING, AS,
    AS_IF, EXCEPT, DUE_TO, INSTEAD, INSTEAD_OF, IN_ADDITION_TO, ABOVE, DEPENDING_ON, THIS_WAY, AGAIN, AT_RANDOM,
    AND, OR, THEN, BUT, THAT, IF, WHEN, UNLESS, OTHERWISE, WHILE, EVEN_IF, WHERE, NOT, ALREADY, ALSO, IMMEDIATELY,
    ONLY, MORE, LESS, AT_LEAST, UP_TO_MAX, DOWN_TO_MIN, EQUAL, GREATER, LOWER, HIGHEST, TIMES, ONCE, TWICE,
    OTHER, EACH, ALL, ANY, ANY_NUMBER, BOTH, NONE, NEXT, SAME, THIS, THAT_DEM, THIS_DET, THAT_DET, REST_OF, FOLLOWING,
    MY, YOUR, ITS, THEIR, I, YOU, ME, HIM, CL_IT, CL_THEM, CL_DAT, CL_DAT_PL, SE, TE,
    // Verbs (every person, tense and mood of one verb is one concept; the lexicon keeps the person for the builder).
    GAIN, LOSE, DRAW, DISCARD, SACRIFICE, PUT, SEND, RETURN, CREATE, READY, EXHAUST, PLAY, ROLL, ON_A, REVEAL, LOOK,
    CHOOSE, MAKE, EXCHANGE, ACTIVATE, PAY, SPEND, REMOVE, DOUBLE, DISTRIBUTE, REDUCE, INCREASE, ADD, GIVE, HAVE,
    THERE_IS, BE, GO, WOULD, LEAVE, JOIN, ADVANCE, RETREAT, SUCCEED, SWITCH, PREVENT, COST, COUNT, KEEP, BEGIN,
    REMAIN, IGNORE, CAN, EQUALS, USE, GET, WIN, CONTROL, OWN, PICK, TAKE, MOVE,
    // Nouns and adjectives.
    CHARACTER, PERMANENT, SPELL, CARD, TOKEN_N, LANDMARK, EXPEDITION, HERO, COMPANION, REGION, PLAYER, OPPONENT,
    MANA, ORB, BOOST, COUNTER, ABILITY, ZONE, RESERVE, HAND, DECK, DISCARD_PILE, GAME, PLAYN, TURN, DAY, MORNING,
    NOON, AFTERNOON, DUSK, NIGHT, REST, DIE, RESULT, STATISTIC, BASE, COST_N, HAND_COST, RESERVE_COST, TERRAIN,
    POSITION, TOP, BOTTOM, OWNER, CONTROLLER, LIMIT, MAXIMUM, MINIMUM, OPTION, SUPPORT, ACTION, END, NUMBER_N,
    TOTAL, EXHAUSTED, READY_ADJ, FREE, TARGET, BEHIND, AHEAD, TIED, FACING, FIRST_PLAYER, EMPTY, ANYWHERE, FINAL,
    PLAYED, NON, STATISTICS_OF, ADJACENT, X_VAR,
    // Later sets (CYCLONE, DUSTER): passing (4.2.3.d), the first player (4.2.1.b), Ascended (2.4.3) as a plain word,
    // regions (3.2.1: visible, single-terrain) and their Terrain Markers (3.2.1.d).
    PASS, BECOME, ASCENDED_ADJ, VISIBLE, SINGLE_TERRAIN, MARKER, ATTEMPT
}

// The front-end feeds '|' for the em dash and '*' for the bullet (same offsets).
BULLET  : '•' | '*' ;
// A word the ability's reminder text defines, kept by the markup pre-pass after the ability: "§ Estoy [en contacto] si ...".
DEFINE  : '\u00a7' ;
STATUS  : '[[' ~[[\]]+ ']]' ;
BRACKET : '[' ~[[\]]+ ']' ;
MANA_SYM : '{' [0-9]+ '}' ;
SYM_T   : '{t}' ;
SYM_D   : '{d}' ;
SYM_I   : '{i}' ;
SYM_J   : '{j}' ;
SYM_H   : '{h}' ;
SYM_R   : '{r}' ;
SYM_X   : '{x}' ;
SYM_V   : '{v}' ;
SYM_M   : '{m}' ;
SYM_O   : '{o}' ;
NUMBER  : [0-9]+ ;
QUOTE   : '"' | '\u201C' | '\u201D' ;
COMMA   : ',' ;
PERIOD  : '.' ;
COLON   : ':' ;
SEMI    : ';' ;
DASH    : '|' | '\u2014' ;
PLUS    : '+' ;
MINUS   : '-' ;
LPAREN  : '(' ;
RPAREN  : ')' ;
SLASH   : '/' ;
// An elided article or preposition keeps its apostrophe: "l'", "dell'", "un'" (Italian).
WORD    : [a-z\u00DF-\u00F6\u00F8-\u00FF]+ '\''? ;
// Spaces are dropped by the front-end's token source.
WS      : [ \t\r\n]+ ;
