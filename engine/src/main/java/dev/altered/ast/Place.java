package dev.altered.ast;

import dev.altered.ast.Vocabulary.Terrain;

/** Where something is: in play (3.1.4), in a zone, in a terrain (7.5.8), in an Expedition, anywhere. */
public sealed interface Place {
  SourceSpan span();

  record InPlay(SourceSpan span) implements Place {}

  record InZone(Zone zone, SourceSpan span) implements Place {}

  record InTerrain(Terrain terrain, SourceSpan span) implements Place {}

  record InObject(ObjectRef object, SourceSpan span) implements Place {}

  record Anywhere(SourceSpan span) implements Place {}
}
