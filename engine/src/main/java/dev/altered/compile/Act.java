package dev.altered.compile;

/** A step's actions, emitted after its decisions (6.1.g: decisions are made just before the step). */
@FunctionalInterface
interface Act {
  void emit();

  Act NONE = () -> {};
}
