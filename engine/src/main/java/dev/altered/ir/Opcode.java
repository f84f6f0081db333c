package dev.altered.ir;

import static dev.altered.ir.Operand.BOOL;
import static dev.altered.ir.Operand.COND;
import static dev.altered.ir.Operand.DEST;
import static dev.altered.ir.Operand.DURATION;
import static dev.altered.ir.Operand.EXP;
import static dev.altered.ir.Operand.INT;
import static dev.altered.ir.Operand.NESTED;
import static dev.altered.ir.Operand.NUM;
import static dev.altered.ir.Operand.NUM_OPT;
import static dev.altered.ir.Operand.OUTCOME;
import static dev.altered.ir.Operand.PRED;
import static dev.altered.ir.Operand.REG;
import static dev.altered.ir.Operand.REG_OPT;
import static dev.altered.ir.Operand.REGION;
import static dev.altered.ir.Operand.STAT;
import static dev.altered.ir.Operand.STATUS;
import static dev.altered.ir.Operand.SYMBOL;
import static dev.altered.ir.Operand.TEXT;
import static dev.altered.ir.Operand.TOKEN;
import static dev.altered.ir.Operand.WHO;

import java.util.List;

/**
 * The instruction set. Three families: control and registers (no game change, the interpreter runs on),
 * decisions (the interpreter pauses with a request and resumes with the answer), and actions (one step of the
 * kernel each, 6.1.c; the interpreter yields after each so that frames the action pushed run first).
 * A new opcode goes here with its operands, in the interpreter's dispatch switch, and in the compiler case that emits
 * it (see ARCHITECTURE.md, "A new opcode").
 */
public enum Opcode {
  // ---------------------------------------------------------------- control
  NOP(Family.CONTROL),
  JUMP(Family.CONTROL, Operand.JUMP),
  JUMP_IF(Family.CONTROL, COND, Operand.JUMP),
  JUMP_UNLESS(Family.CONTROL, COND, Operand.JUMP),
  /** Jumps when a register holds the number (mode dispatch). */
  JUMP_IF_HOLDS(Family.CONTROL, REG, INT, Operand.JUMP),
  RETURN(Family.CONTROL),
  /** Loop over a register: index register, source, item register (set to the next object), exit target. */
  LOOP(Family.CONTROL, REG, REG, REG, Operand.JUMP),
  /** Counts a register down: jumps when it is zero, otherwise decrements it. */
  COUNT_DOWN(Family.CONTROL, REG, Operand.JUMP),
  /** Records the outcome of the step just skipped or done (6.5.f), for "if you do / don't / can't". */
  SET_DID(Family.CONTROL, OUTCOME),

  // ---------------------------------------------------------------- registers
  /** r := [the source] (7.2.1; followed through moves this ability made, 7.2.1.c). */
  SELF(Family.REGISTER, REG),
  /** r := the objects and cards matching. */
  SELECT(Family.REGISTER, REG, PRED),
  /** r := the objects of a register that match. */
  FILTER(Family.REGISTER, REG, REG, PRED),
  /** r := the top n cards of the Decks of the players. */
  TOP(Family.REGISTER, REG, WHO, NUM),
  UNION(Family.REGISTER, REG, REG, REG),
  /** r := r followed by the objects of another register, repeats kept (one Expedition per token). */
  APPEND(Family.REGISTER, REG, REG),
  /** r := a minus b ("the others"). */
  MINUS(Family.REGISTER, REG, REG, REG),
  /** r := the objects the objects of r became after moving (2.1.f-g). */
  FOLLOW(Family.REGISTER, REG),
  /** r := the Expeditions matching (codes 0..3). */
  EXPEDITIONS(Family.REGISTER, REG, EXP),
  /** r := the regions matching (their indexes on the Adventure, 3.2.1). */
  REGIONS(Family.REGISTER, REG, REGION),
  /** r := the regions of the Expeditions the objects of a register are in ("my region"). */
  REGIONS_OF(Family.REGISTER, REG, REG),
  /** r := the Terrain Markers (3.2.1.d) of any of these terrains (bit per Terrain); held: the source's, else placed. */
  MARKERS(Family.REGISTER, REG, INT, BOOL),
  /** r := the players, in initiative order (1.4.5). */
  PLAYERS(Family.REGISTER, REG, WHO),
  /** r := [n]. */
  SET(Family.REGISTER, REG, NUM),
  /** r[0] := r[0] + n ("increase the result by 2"). */
  ADD(Family.REGISTER, REG, NUM),

  // ---------------------------------------------------------------- decisions
  /** Choose objects matching (flags: 1 = targets, paying Tough 7.4.7, 6.5.b; 2 = at random, 3.2.5.c). */
  CHOOSE(Family.DECISION, REG, PRED, NUM, NUM, WHO, INT),
  /** Choose among the objects of a register. */
  CHOOSE_IN(Family.DECISION, REG, REG, NUM, NUM, WHO),
  /** Choose any number of targets whose total statistic is at most n ("with total {M} of 4 or less"), up to max. */
  CHOOSE_TOTAL(Family.DECISION, REG, PRED, STAT, NUM, NUM, WHO),
  /** Choose Expeditions matching. */
  CHOOSE_EXPEDITION(Family.DECISION, REG, EXP, NUM, NUM, WHO),
  /** Choose among the regions of a register ("target visible region"). */
  CHOOSE_REGION(Family.DECISION, REG, REG, NUM, NUM, WHO),
  /** Choose among the Terrain Markers of a register. */
  CHOOSE_MARKER(Family.DECISION, REG, REG, NUM, NUM, WHO),
  /** Choose a player among the candidates ("target player"). */
  CHOOSE_PLAYER(Family.DECISION, REG, WHO, WHO),
  /** "You may" (6.5.c): on no, the step is skipped: jump. */
  MAY(Family.DECISION, WHO, Operand.JUMP),
  /**
   * For each object of a register, which kind of counter (among those it has at least n of, by name order): asked
   * when it has several (7.3.4 Augment, 7.3.33 spend "a counter"); r := one index per object.
   */
  CHOOSE_COUNTER(Family.DECISION, REG, REG, NUM, WHO),
  /** Choose options (modes 6.5.g, one of several statuses): flags 1 = up to, 2 = repeatable; r := the indexes. */
  OPTIONS(Family.DECISION, REG, TEXT, NUM, INT, WHO),
  /**
   * "in any order": r := the objects of r in the order the player picks them, one at a time (the last one needs no
   * pick); a move then places them in that order (3.2.2.b).
   */
  ORDER(Family.DECISION, REG, WHO),

  // ---------------------------------------------------------------- actions
  /** Opens a step: the following actions up to STEP_END happen as one (costs 6.4.a, simultaneous choices 6.1.h). */
  STEP_BEGIN(Family.ACTION),
  STEP_END(Family.ACTION),
  DRAW(Family.ACTION, WHO, NUM),
  /** Draw specific cards ("draw it"). */
  DRAW_CARD(Family.ACTION, REG, WHO),
  DISCARD(Family.ACTION, REG, WHO),
  SACRIFICE(Family.ACTION, REG, WHO),
  MOVE(Family.ACTION, REG, DEST, WHO),
  /** Tokens (7.3.5): spec, Expeditions (one token each per count), count, register for the new tokens. */
  CREATE(Family.ACTION, TOKEN, REG, NUM, REG_OPT),
  /** Tokens in Landmark zones (7.3.5, 3.2.7): spec, the players whose Landmarks (count each), register for them. */
  CREATE_LANDMARK(Family.ACTION, TOKEN, WHO, NUM, REG_OPT),
  GAIN_STATUS(Family.ACTION, REG, STATUS),
  LOSE_STATUS(Family.ACTION, REG, STATUS),
  /** Counters (7.3.14): name, count, optional maximum ("up to a max of 2"). */
  GAIN_COUNTERS(Family.ACTION, REG, TEXT, NUM, NUM_OPT),
  /** Remove counters (2.5.g): name (ANY), count (none: all), register receiving the number removed. */
  REMOVE_COUNTERS(Family.ACTION, REG, TEXT, NUM_OPT, REG_OPT),
  /** Spend counters (7.3.33); ANY: of the kind chosen for each object (CHOOSE_COUNTER's register). */
  SPEND_COUNTERS(Family.ACTION, REG, TEXT, NUM, REG_OPT),
  DOUBLE_COUNTERS(Family.ACTION, REG, TEXT),
  /** 7.3.4: one more of a counter it has, of the kind chosen for each object (CHOOSE_COUNTER's register). */
  AUGMENT(Family.ACTION, REG, REG),
  /** 7.3.11. */
  EXCHANGE(Family.ACTION, REG, REG, WHO),
  /** 7.3.10. */
  EXCHANGE_BOOSTS(Family.ACTION, REG, REG),
  /** 7.3.26 / 7.3.13 (exhausted); the register receives the resupplied cards. */
  RESUPPLY(Family.ACTION, WHO, BOOL, REG_OPT),
  /** 7.3.2. */
  AFTER_YOU(Family.ACTION, WHO),
  /** 7.3.22 forward / 7.3.21 backward. */
  MOVE_EXPEDITION(Family.ACTION, REG, NUM, BOOL),
  /** 3.2.1.d: a new Terrain Marker of these terrains (bit per Terrain) on each region of a register. */
  PLACE_MARKERS(Family.ACTION, REG, INT),
  /** 7.3.20: the markers of a register to the region of another (its first). */
  MOVE_MARKERS(Family.ACTION, REG, REG),
  /** 7.3.34. */
  SWITCH(Family.ACTION, REG),
  /** 7.3.6. */
  DEFECT(Family.ACTION, REG),
  /** 7.3.3. */
  ASCEND(Family.ACTION, REG),
  /** 7.3.28: roll, then (on resuming, after modifiers chose among dice) r := [result]. */
  ROLL(Family.ACTION, WHO, REG),
  REVEAL(Family.ACTION, REG, WHO),
  /** Look at cards: private information, no event. */
  LOOK(Family.ACTION, REG, WHO),
  /** Play the first card of a register (5.2.b, 7.3.23, 7.3.29): free, or for less; in an Expedition of a register. */
  PLAY(Family.ACTION, REG, WHO, BOOL, NUM, REG_OPT),
  /** 7.3.1.b: activate the Reactions with that symbol of the objects. */
  ACTIVATE(Family.ACTION, REG, SYMBOL),
  /** 7.3.1.b: "activates one of its {r} abilities": one Reaction with that symbol of each object. */
  ACTIVATE_ONE(Family.ACTION, REG, SYMBOL),
  /** Pay mana as a step (1.2.5.e). */
  PAY(Family.ACTION, WHO, NUM),
  /** 2.2.15: an Emblem-Ongoing with a nested passive for a duration; once: ends after applying to a card played. */
  ONGOING(Family.ACTION, NESTED, DURATION, BOOL),
  WIN(Family.ACTION, WHO),
  /** 4.2.3.d: the players pass (no more turns this Afternoon). */
  PASS(Family.ACTION, WHO),
  /** 4.2.1.b: the player becomes the first player. */
  FIRST_PLAYER(Family.ACTION, WHO);

  /** What kind of work an instruction does: decides whether the interpreter runs on, pauses or yields. */
  public enum Family { CONTROL, REGISTER, DECISION, ACTION }

  private final Family family;
  private final List<Operand> operands;

  Opcode(Family family, Operand... operands) {
    this.family = family;
    this.operands = List.of(operands);
  }

  public Family family() {
    return family;
  }

  public List<Operand> operands() {
    return operands;
  }
}
