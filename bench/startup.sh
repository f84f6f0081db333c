#!/usr/bin/env bash
# Whole-process cost of the launcher's JVM options against others, on the commands users run: loading cards/ (stage
# cache warm), one game, fifty games, and 100,000 generated cards. Variants are alternated run by run so that each is
# measured under the same (possibly loaded) machine; prints the median wall time, CPU time (user+sys, less sensitive
# to other processes) and in-process load total of each, and each variant's ratio to the first.
# Usage (repository root): bench/startup.sh [ROUNDS]         (default 5)
# Variants: "launcher" is ./altered as it is (C1 only, class-data sharing); "tiered" adds -XX:TieredStopAtLevel=4,
# the JVM's default tiered compilation with C2; "no-cds" maps the JDK's own archive instead of the tools'.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
rounds="${1:-5}"
./altered --version >/dev/null # builds the tools when the sources changed
mkdir -p bench/target
generated=bench/target/gen-100000-seed42.json
if [[ ! -f "$generated" ]]; then
  java -Xmx2g -jar tools/target/altered.jar gen-cards --count 100000 --seed 42 --out "$generated"
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export ALTERED_CACHE="$tmp/cache"
variants=(launcher tiered no-cds)
jdk_archive="$(dirname "$(readlink -f "$(command -v java)")")/../lib/server/classes.jsa"
declare -A extra=([launcher]="" [tiered]="-XX:TieredStopAtLevel=4" [no-cds]="-XX:SharedArchiveFile=$jdk_archive")
workloads=(load-cards play-1 play-50 load-100k)
declare -A args=([load-cards]="load --json cards" [play-1]="play --seed 1 --games 1"
  [play-50]="play --seed 1 --games 50" [load-100k]="load --json $generated")

run() { # run VARIANT WORKLOAD: one process; appends "wall cpu inprocess" to its file
  local v="$1" w="$2" total
  # shellcheck disable=SC2086
  ALTERED_JAVA_OPTS="-Xms2g -Xmx2g ${extra[$v]}" /usr/bin/time -f "%e %U %S" -o "$tmp/time" \
    ./altered ${args[$w]} >"$tmp/out" 2>/dev/null || true
  total=$(sed -n 's/^ *"total" : \([0-9]*\).*/\1/p' "$tmp/out" | head -1)
  read -r wall user sys < <(tail -n 1 "$tmp/time")
  echo "$wall $(echo "$user + $sys" | bc) ${total:--}" >>"$tmp/$v-$w"
}

# Unmeasured: the class-data archives (written by the first run of each subcommand after a build) and the stage cache
# of both inputs.
for w in load-cards play-1 load-100k; do run launcher "$w"; done
rm -f "$tmp"/launcher-*
echo "machine: $(nproc) processors, load average $(cut -d' ' -f1-3 /proc/loadavg), $rounds rounds"
for ((r = 1; r <= rounds; r++)); do
  for w in "${workloads[@]}"; do
    for v in "${variants[@]}"; do run "$v" "$w"; done
  done
done
median() { sort -n | awk '{a[NR]=$1} END {if (NR == 0) print "-"; else print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
for w in "${workloads[@]}"; do
  base_cpu=$(cut -d' ' -f2 "$tmp/${variants[0]}-$w" | median)
  for v in "${variants[@]}"; do
    f="$tmp/$v-$w"
    cpu=$(cut -d' ' -f2 "$f" | median)
    printf '%-10s %-9s wall %6.2f s  cpu %6.2f s (x%.2f)  in-process %s ms\n' "$w" "$v" "$(cut -d' ' -f1 "$f" | median)" \
      "$cpu" "$(echo "$cpu / $base_cpu" | bc -l)" "$(cut -d' ' -f3 "$f" | grep -v -- - | median || true)"
  done
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
