package dev.altered.ast;

import dev.altered.ast.Vocabulary.ZoneKind;
import java.util.Optional;

/** A zone (3), with the player whose zone it is when the text says ("your Reserve"); none means any. */
public record Zone(ZoneKind kind, Optional<PlayerRef> owner, SourceSpan span) {}
