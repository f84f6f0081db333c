#!/usr/bin/env bash
# Whole-process time of `./altered translate-check` over cards/ (every translated language against English), cold
# JVM each run, next to a baseline measured in the same run: `./altered parse --json cards` (the English abilities
# only). Prints the median wall-clock and CPU (user+sys) seconds of N runs of each, and their ratio.
# Usage: bench/translate-check.sh [RUNS]   (default 3)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-3}"
"$root/altered" --version >/dev/null   # builds the tools first when the sources changed

measure() {   # prints "wall cpu" per run
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %U %S" "$@" >/dev/null 2>/tmp/altered-bench-time.$$ || true
    tail -1 /tmp/altered-bench-time.$$ | awk '{printf "%s %.2f\n", $1, $2 + $3}'
  done
  rm -f /tmp/altered-bench-time.$$
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR + 1) / 2)]}'; }

base=$(measure "$root/altered" parse --json "$root/cards")
check=$(measure "$root/altered" translate-check --format json "$root/cards")
bw=$(echo "$base" | cut -d' ' -f1 | median); bc=$(echo "$base" | cut -d' ' -f2 | median)
cw=$(echo "$check" | cut -d' ' -f1 | median); cc=$(echo "$check" | cut -d' ' -f2 | median)
echo "baseline  parse --json cards (English):        wall ${bw}s  cpu ${bc}s  (median of $runs)"
echo "translate-check --format json cards (all):     wall ${cw}s  cpu ${cc}s  (median of $runs)"
awk -v a="$cw" -v b="$bw" -v c="$cc" -v d="$bc" 'BEGIN {printf "ratio translate-check / parse: wall %.2f  cpu %.2f\n", a / b, c / d}'
