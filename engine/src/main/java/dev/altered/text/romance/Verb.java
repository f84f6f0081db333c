package dev.altered.text.romance;

/** The verbs the Romance printer conjugates; each language's printer gives their forms ({@link VerbForms}). */
public enum Verb {
  GAIN, LOSE, DRAW, DISCARD, SACRIFICE, PUT, SEND, RETURN, CREATE, READY, EXHAUST, PLAY, ROLL, REVEAL, LOOK, CHOOSE,
  MAKE, EXCHANGE, ACTIVATE, PAY, SPEND, REMOVE, DOUBLE, DISTRIBUTE, REDUCE, ADD, GIVE, SWITCH, ADVANCE, RETREAT, GO,
  LEAVE, JOIN, WIN
}
