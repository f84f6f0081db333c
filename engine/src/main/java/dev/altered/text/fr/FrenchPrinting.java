package dev.altered.text.fr;

import dev.altered.ast.ObjectRef;
import java.util.ArrayList;
import java.util.List;

/**
 * One printing of an ability by {@link FrenchPrinter}: the objects named so far, in the builder's order, for the
 * gender of pronouns, and the parts of the printer, so a part calls another through it
 * ({@code printing.objects.obj(...)}). A quoted ability is printed by a printing of its own.
 */
final class FrenchPrinting {
  final List<ObjectRef> named = new ArrayList<>();
  // The parts of the printer, one per concern; each reaches the others through this printing.
  final FrenchPrinterEffects effects = new FrenchPrinterEffects(this);
  final FrenchPrinterSteps steps = new FrenchPrinterSteps(this);
  final FrenchPrinterStatements statements = new FrenchPrinterStatements(this);
  final FrenchPrinterEvents events = new FrenchPrinterEvents(this);
  final FrenchPrinterObjects objects = new FrenchPrinterObjects(this);
  final FrenchPrinterVerbs verbs = new FrenchPrinterVerbs(this);
  final FrenchPrinterWords words = new FrenchPrinterWords(this);
}
