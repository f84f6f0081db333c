#!/usr/bin/env bash
# Whole-process loading time, as a user or the engine's startup sees it: a fresh JVM (2 GB heap) loads all of cards/
# (every set, every language), then COUNT generated cards (default one million, made once with gen-cards, seed 42).
# Each input is loaded without the stage cache or filling it, then from it.
# Prints the wall-clock time of each process, the loader's own in-process figures, and memory per card.
# Usage: bench/load.sh [COUNT]        JVM options: ALTERED_BENCH_JAVA_OPTS (default below).
# Each load runs through the ./altered launcher, with its JVM options (C1 only, class-data sharing) before these.
# The default keeps the heap at 2 GB from the start and promotes surviving objects at their first collection: loading
# builds a large live set that stays, and copying it between young spaces again and again is wasted work. The young
# generation is fixed at 1200 MB: G1 otherwise keeps it near 100 MB (its pauses, copying the cards just read, miss its
# 200 ms goal), and collects a dozen times during the million's load, each time copying the cards read since the last;
# with room for the load's 1.1 GB of allocations the cards are never copied, and the report's full collection, which
# measures the heap, is the only one (bench/README.md, "Issue 5: a denser card").
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
count="${1:-1000000}"
jar=tools/target/altered.jar
java_opts="${ALTERED_BENCH_JAVA_OPTS:--Xms2g -Xmx2g -Xmn1200m -XX:MaxTenuringThreshold=0}"

./altered --version >/dev/null # builds the tools when the sources changed
# The launcher writes its class-data archive at the end of the first load after a build: not a run to measure.
if [[ -z "$(find tools/target -maxdepth 1 -name 'altered-*-load.jsa' -newer "$jar")" ]]; then
  ALTERED_CACHE=off ./altered load cards >/dev/null 2>&1 || true
fi
mkdir -p bench/target
generated="bench/target/gen-$count-seed42.json"
if [[ ! -f "$generated" ]]; then
  echo "generating $count cards into $generated ..."
  java -Xmx2g -jar "$jar" gen-cards --count "$count" --seed 42 --out "$generated"
fi

field() { # field NAME JSON: a number from the load command's JSON report
  sed -n "s/^ *\"$1\" : \([0-9]*\).*/\1/p" <<<"$2" | head -1
}

measure() { # measure LABEL PATH [load options]
  local start end report label="$1" path="$2"
  shift 2
  start=$(date +%s%N)
  # shellcheck disable=SC2086
  # Exit code 1 (some cards left out) still reports: the figures are what is measured.
  report=$(ALTERED_CACHE="$cache" ALTERED_JAVA_OPTS="$java_opts" ./altered load --json "$@" "$path" \
    2>/dev/null || true)
  end=$(date +%s%N)
  printf '%-34s whole-process %6d ms | cards %8s | in-process open cache %5s, read %6s, parse %6s, compile %6s, total %6s ms | cached %6s | heap %5s bytes/card\n' \
    "$label" $(((end - start) / 1000000)) "$(field cards "$report")" "$(field openCache "$report")" "$(field read "$report")" \
    "$(field parse "$report")" "$(field compile "$report")" "$(field total "$report")" \
    "$(field cachedAbilities "$report")" "$(field heapBytesPerCard "$report")"
}

# The stage cache of these runs (parse and compile outcomes kept between processes), emptied first: the first run of
# each input fills it, the second is what every later start costs.
cache=bench/target/stage-cache
rm -rf "$cache"

echo "machine: $(nproc) processors, load average $(cut -d' ' -f1-3 /proc/loadavg), JVM options: $java_opts"
measure "cards/, no cache (parse+compile)" cards --no-cache
measure "cards/, first run (fills cache)" cards
measure "cards/, from the cache" cards
# The generated cards with the launcher's options too (C1 only). C2 would compile the reader's hot methods half a
# second each on a core the reading threads need, and most of the read would run before it is done: with C2 back
# (-XX:TieredStopAtLevel=4 in ALTERED_BENCH_JAVA_OPTS) the million takes a fifth to a third longer (bench/README.md,
# "Issue 5: C1 for the million").
measure "$count generated, first run" "$generated"
measure "$count generated, from the cache" "$generated"
