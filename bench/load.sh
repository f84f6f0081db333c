#!/usr/bin/env bash
# Whole-process loading time, as a user or the engine's startup sees it: a fresh JVM (2 GB heap) loads all of cards/
# (every set, every language), then COUNT generated cards (default one million, made once with gen-cards, seed 42).
# Prints the wall-clock time of each process, the loader's own in-process figures, and memory per card.
# Usage: bench/load.sh [COUNT]        JVM options: ALTERED_BENCH_JAVA_OPTS (default below).
# The default keeps the heap at 2 GB from the start and promotes surviving objects at their first collection: loading
# builds a large live set that stays, and copying it between young spaces again and again is wasted work.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
count="${1:-1000000}"
jar=tools/target/altered.jar
java_opts="${ALTERED_BENCH_JAVA_OPTS:--Xms2g -Xmx2g -XX:MaxTenuringThreshold=0}"

./altered --version >/dev/null # builds the tools when the sources changed
mkdir -p bench/target
generated="bench/target/gen-$count-seed42.json"
if [[ ! -f "$generated" ]]; then
  echo "generating $count cards into $generated ..."
  java -Xmx2g -jar "$jar" gen-cards --count "$count" --seed 42 --out "$generated"
fi

field() { # field NAME JSON: a number from the load command's JSON report
  sed -n "s/^ *\"$1\" : \([0-9]*\).*/\1/p" <<<"$2" | head -1
}

measure() { # measure LABEL PATH
  local start end report
  start=$(date +%s%N)
  # shellcheck disable=SC2086
  report=$(java $java_opts -jar "$jar" load --json "$2" 2>/dev/null)
  end=$(date +%s%N)
  printf '%-28s whole-process %6d ms | cards %8s | in-process read %6s, parse %6s, total %6s ms | heap %5s bytes/card\n' \
    "$1" $(((end - start) / 1000000)) "$(field cards "$report")" "$(field read "$report")" \
    "$(field parse "$report")" "$(field total "$report")" "$(field heapBytesPerCard "$report")"
}

echo "machine: $(nproc) processors, load average $(cut -d' ' -f1-3 /proc/loadavg), JVM options: $java_opts"
measure "cards/ (all sets, 5 languages)" cards
measure "$count generated cards" "$generated"
echo "note: the load reads and parses (English: the languages with a reader); the compiler is not wired in yet"
