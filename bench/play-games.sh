#!/usr/bin/env bash
# Random-vs-random games per second, whole process: 'play --games N --json' (random decks, seeds 1..N) of a baseline
# jar and the current one, alternated in the same run so that both see the same load, with C2 on (a long run). Prints
# per jar the median of the games/s that play reports (games only, after loading; JIT warm-up included), of the wall
# and CPU (user+sys) seconds of the whole process, and the ratios current/baseline; and checks that both printed the
# same games byte for byte (seeds, winners, days, event counts, log hashes).
# Usage (repository root): bench/play-games.sh BASELINE_JAR [games] [runs] [CURRENT_JAR]
# ALTERED_CACHE names a stage cache folder to keep between calls (each build keeps its own file in it).
set -euo pipefail
cd "$(dirname "$0")/.."
base="${1:?usage: bench/play-games.sh BASELINE_JAR [games] [runs] [CURRENT_JAR]}"
games="${2:-200}"
runs="${3:-3}"
cur="${4:-tools/target/altered.jar}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cache="${ALTERED_CACHE:-$tmp/cache}"
measure() { # jar label
  ALTERED_CACHE="$cache" /usr/bin/time -f "%e %U %S" -o "$tmp/t" \
    java -XX:TieredStopAtLevel=4 -Xms1g -Xmx1g -jar "$1" play --games "$games" --json >"$tmp/out-$2" 2>"$tmp/err"
  read -r wall user sys < <(tail -n 1 "$tmp/t")
  rate=$(sed -n 's/.*(\([0-9.]*\) games\/s.*/\1/p' "$tmp/err" | tail -n 1)
  echo "$rate $wall $(echo "$user + $sys" | bc)" >>"$tmp/$2"
}
# A first run of each fills its own stage cache (not measured).
for label in base cur; do
  jar=$base; [[ $label == cur ]] && jar=$cur
  ALTERED_CACHE="$cache" java -jar "$jar" play --games 1 >/dev/null 2>&1 || true
done
for ((i = 1; i <= runs; i++)); do
  if ((i % 2)); then measure "$base" base; measure "$cur" cur; else measure "$cur" cur; measure "$base" base; fi
done
cmp -s "$tmp/out-base" "$tmp/out-cur" && same="identical" || same="DIFFERENT"
median() { sort -g -k"$2" "$1" | awk -v k="$2" '{a[NR]=$k} END {print a[int((NR+1)/2)]}'; }
printf 'load average: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
for k in 1 2 3; do
  name=$(echo "games/s wall-s cpu-s" | cut -d' ' -f$k)
  b=$(median "$tmp/base" $k); c=$(median "$tmp/cur" $k)
  printf '%-8s baseline %9.2f  current %9.2f  current/baseline %.2f\n' "$name" "$b" "$c" "$(echo "$c / $b" | bc -l)"
done
echo "$games games, median of $runs runs each; --json output of both jars: $same"
