package dev.altered.text.en;

import dev.altered.ast.Ability;

/**
 * One English printing, shared by the parts of the printer: the count of object phrases named so far (the builder
 * counts them the same way, so a printed "it" reads back as the object it stands for), and the parts, each printing
 * one concern and reaching the others through this object ({@code run.objects.obj(...)}). A quoted ability is
 * printed by a printing of its own: its pronouns are its own.
 */
final class EnglishPrinting {
  /** The object phrases named so far (see EnglishPrinter's class comment). */
  int candidates;

  // The parts of the printer, one per concern.
  final EnglishSentencePrinter sentences = new EnglishSentencePrinter(this);
  final EnglishStepPrinter steps = new EnglishStepPrinter(this);
  final EnglishStatementPrinter statements = new EnglishStatementPrinter(this);
  final EnglishConditionPrinter conditions = new EnglishConditionPrinter(this);
  final EnglishObjectPrinter objects = new EnglishObjectPrinter(this);
  final EnglishWordPrinter words = new EnglishWordPrinter(this);

  String ability(Ability ability) {
    return sentences.ability(ability);
  }
}
