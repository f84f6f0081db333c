package dev.altered.text.de;

import static dev.altered.text.de.GermanGrammar.*;

import java.util.ArrayList;
import java.util.List;

/**
 * One run of {@link GermanPrinter} over one ability (issue 19: the state its parts share, made explicit): the object
 * phrases named so far, so that pronouns agree with what they stand for, and the parts themselves.
 */
final class GermanPrintRun {
  final GermanSentencePrinter sentences;
  final GermanStepPrinter steps;
  final GermanStatementPrinter statements;
  final GermanEventPrinter events;
  final GermanConditionPrinter conditions;
  final GermanObjectPrinter objects;
  final GermanZonePrinter zones;

  final List<Named> named = new ArrayList<>();
  Named triggerObject = new Named(G.M, false, false);

  /** An adverb the next clause starts its parts with ("erhalte ich stattdessen ..."). */
  String leadingAdverb;

  int lastSubject = -2;

  GermanPrintRun() {
    sentences = new GermanSentencePrinter(this);
    steps = new GermanStepPrinter(this);
    statements = new GermanStatementPrinter(this);
    events = new GermanEventPrinter(this);
    conditions = new GermanConditionPrinter(this);
    objects = new GermanObjectPrinter(this);
    zones = new GermanZonePrinter(this);
  }
}
