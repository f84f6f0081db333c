package dev.altered.compile;

import dev.altered.ast.ObjectRef;
import dev.altered.ast.Place;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Possessor;
import dev.altered.ast.Zone;
import dev.altered.ir.ExpPred;
import dev.altered.ir.Opcode;
import dev.altered.ir.Regs;
import dev.altered.ir.Who;
import dev.altered.rules.state.ZoneKind;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Places, zones and players: where objects are and whose they are. */
final class PlacesAndPlayers extends CompilerPart {
  private final Map<PlayerRef, Integer> playerRegs = new IdentityHashMap<>();

  PlacesAndPlayers(AbilityCompiler compiler) {
    super(compiler);
  }

  // ---------------------------------------------------------------- places, zones, players

  List<ZoneKind> placeZones(Place p) {
    if (p instanceof Place.InPlay) {
      return List.of(ZoneKind.EXPEDITION, ZoneKind.LANDMARK);
    }
    if (p instanceof Place.InZone z) {
      return zones(z.zone());
    }
    if (p instanceof Place.InObject o && compiler.objectPreds.isExpedition(o.object())) {
      return List.of(ZoneKind.EXPEDITION);
    }
    if (p instanceof Place.InObject o && compiler.objectPreds.landmarkZone(o.object()).isPresent()) {
      return List.of(ZoneKind.LANDMARK);
    }
    if (p instanceof Place.Anywhere) {
      return List.of();
    }
    throw error(p.span(), "expected a zone");
  }

  Who placeOwner(Place p) {
    if (p instanceof Place.InZone z) {
      return zoneOwner(z.zone());
    }
    if (p instanceof Place.InObject o && o.object() instanceof ObjectRef.Possessed ps
        && ps.owner() instanceof Possessor.OfPlayer pl && compiler.objectPreds.landmarkZone(o.object()).isPresent()) {
      return who(pl.player());
    }
    return Who.ANY;
  }

  Optional<ExpPred> placeExpedition(Place p) {
    if (p instanceof Place.InObject o && compiler.objectPreds.isExpedition(o.object())) {
      return Optional.of(compiler.expeditions.exp(o.object()));
    }
    return Optional.empty();
  }

  Who zoneOwner(Zone z) {
    return z.owner().map(this::who).orElse(Who.ANY);
  }

  static List<ZoneKind> zones(Zone z) {
    return switch (z.kind()) {
      case RESERVE -> List.of(ZoneKind.RESERVE);
      case HAND -> List.of(ZoneKind.HAND);
      case DECK -> List.of(ZoneKind.DECK);
      case DISCARD_PILE -> List.of(ZoneKind.DISCARD);
      case MANA_ZONE -> List.of(ZoneKind.MANA);
      case EXPEDITION_ZONE -> List.of(ZoneKind.EXPEDITION);
      case LANDMARK_ZONE -> List.of(ZoneKind.LANDMARK);
      case HERO_ZONE -> List.of(ZoneKind.HERO);
      case PLAY -> List.of(ZoneKind.EXPEDITION, ZoneKind.LANDMARK);
      case ANYWHERE -> List.of();
    };
  }

  /** A player reference as data (7.2.3 "you", 7.2.4 "they"). */
  Who who(PlayerRef p) {
    switch (p.kind()) {
      case YOU:
        return Who.YOU;
      case AN_OPPONENT:
      case TARGET_OPPONENT:
      case THAT_OPPONENT:
      case YOUR_OPPONENT:
      case OPPONENTS:
        return Who.OPPONENT; // two-player games: the opponent (1.1.2.a)
      case EACH_PLAYER:
      case EACH_PLAYER_STARTING_WITH_YOU:
        return Who.EACH;
      case TARGET_PLAYER: {
        Integer r = playerRegs.get(p);
        if (r == null) {
          if (scope.dataOnly) {
            throw error(p.span(), "'target player' is chosen when an effect resolves, not here");
          }
          r = scope.e.register();
          scope.e.emit(Opcode.CHOOSE_PLAYER, r, scope.e.constant(Who.EACH), scope.e.constant(Who.YOU));
          playerRegs.put(p, r);
          scope.lastPlayerReg = r;
        }
        return Who.reg(r);
      }
      case THEY:
        if (!scope.actors.isEmpty() && scope.actors.peek().kind() == Who.Kind.REG) {
          return scope.actors.peek();
        }
        if (scope.lastPlayerReg >= 0) {
          return Who.reg(scope.lastPlayerReg);
        }
        return scope.actors.isEmpty() ? Who.YOU : scope.actors.peek();
      case OWNER:
      case CONTROLLER:
        if (p.of().isPresent() && compiler.objectPreds.isExpedition(p.of().get())) {
          // "the controller of the Expedition facing that Illusion": the player whose Expedition it is (1.2.3.c);
          // an Expedition is not an object (3.2.4) and has no owner apart from that player.
          int r = scope.e.register();
          scope.e.emit(Opcode.EXPEDITIONS, r, scope.e.constant(compiler.expeditions.exp(p.of().get())));
          return Who.controllerOfExpedition(r);
        }
        return p.kind() == PlayerRef.Kind.OWNER ? Who.ownerOf(objectRegOrResolveOwner(p))
            : Who.controllerOf(objectRegOrResolveOwner(p));
      default:
        throw error(p.span(), "unknown player " + p.kind());
    }
  }

  int objectRegOrResolveOwner(PlayerRef p) {
    ObjectRef of = p.of().orElseThrow(() -> error(p.span(), "expected whose owner or controller"));
    if (of instanceof ObjectRef.Self) {
      return Regs.SELF;
    }
    return compiler.expeditions.objectRegOrResolve(of);
  }
}
