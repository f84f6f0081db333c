#!/usr/bin/env bash
# Behaviour snapshot for refactors (issue 19): what the tools print for every card, in every language, and three games.
#   bench/same-behaviour.sh OUT            writes the snapshot to OUT
#   bench/same-behaviour.sh OUT BASELINE   writes it, then compares it with BASELINE; exit 1 on any difference
# Take the baseline on the commit before the change (a worktree of it), then the snapshot after; every difference
# must be a bug fix named in its own commit. The stage cache is off, so each run parses and compiles everything.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:?usage: bench/same-behaviour.sh OUT [BASELINE]}"
mkdir -p "$out"
export ALTERED_CACHE=off ALTERED_PROGRESS=off
tool="$root/altered"
"$tool" --version >/dev/null
for lang in en fr de es it; do
  "$tool" parse --ast --lang="$lang" "$root/cards" >"$out/parse-$lang.txt" 2>&1 || true
done
"$tool" compile "$root/cards" >"$out/compile.txt" 2>&1 || true
"$tool" coverage --json "$root/cards" >"$out/coverage.json" 2>/dev/null || true
"$tool" translate-check --format json "$root/cards" >"$out/translate-check.json" 2>/dev/null || true
for seed in 1 3 7; do
  "$tool" play --cards="$root/cards" --seed="$seed" --log="$out/play-$seed.log" 2>&1 | grep -v ' games in ' >"$out/play-$seed.txt" || true
done
# Paths of this checkout are not behaviour (nor are timings, left out above).
sed -i "s#$root/##g" "$out"/*.txt "$out"/*.json
if [[ $# -ge 2 ]]; then
  base="$2"; status=0
  for f in "$base"/*; do
    name="$(basename "$f")"
    if ! cmp -s "$f" "$out/$name"; then
      echo "differs: $name ($(diff "$f" "$out/$name" | grep -c '^[<>]') lines)"; status=1
    fi
  done
  [[ $status -eq 0 ]] && echo "same behaviour: $(ls "$base" | wc -l) files identical"
  exit $status
fi
