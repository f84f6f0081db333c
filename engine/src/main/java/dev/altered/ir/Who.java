package dev.altered.ir;

import java.util.Objects;

/**
 * A player reference evaluated when an instruction runs (7.2.3 "you", 7.2.4 "they"): the controller of the effect,
 * their opponent, both players in initiative order, the players held in a register, or the owners or controllers of
 * the objects held in a register ({@link #reg} is -1 for the source object, "I").
 */
public record Who(Kind kind, int reg) implements Constant {
  public enum Kind {
    YOU, OPPONENT, EACH, ANY, REG, OWNER_OF, CONTROLLER_OF,
    /** The players whose Expeditions a register holds (Expedition codes, 1.2.3.c: each player has two). */
    CONTROLLER_OF_EXPEDITION
  }

  public Who {
    Objects.requireNonNull(kind, "kind");
  }

  public static final Who YOU = new Who(Kind.YOU, 0);
  public static final Who OPPONENT = new Who(Kind.OPPONENT, 0);
  public static final Who EACH = new Who(Kind.EACH, 0);
  public static final Who ANY = new Who(Kind.ANY, 0);

  public static Who reg(int reg) {
    return new Who(Kind.REG, reg);
  }

  public static Who ownerOf(int reg) {
    return new Who(Kind.OWNER_OF, reg);
  }

  public static Who controllerOf(int reg) {
    return new Who(Kind.CONTROLLER_OF, reg);
  }

  /** "the controller of the Expedition facing that Illusion": the player of the Expeditions in a register. */
  public static Who controllerOfExpedition(int reg) {
    return new Who(Kind.CONTROLLER_OF_EXPEDITION, reg);
  }

  @Override
  public String toString() {
    return switch (kind) {
      case YOU -> "you";
      case OPPONENT -> "opponent";
      case EACH -> "each player";
      case ANY -> "any player";
      case REG -> "players r" + reg;
      case OWNER_OF -> "owner of " + Regs.name(reg);
      case CONTROLLER_OF -> "controller of " + Regs.name(reg);
      case CONTROLLER_OF_EXPEDITION -> "controller of Expeditions r" + reg;
    };
  }
}
