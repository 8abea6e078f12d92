#!/usr/bin/env bash
# Self-play money per preset (issue 37): every seat plays one preset, and the
# table gives the mean final score over seats and games with its 95% interval
# (seat-games taken as independent) against what setup starts a seat on.
# Games whose scores start at 0 (Vendors, Oh Hell, Fast Play points) are left out.
#
#   scripts/preset-money.sh [GAMES] [PRESET...]    default: 100 games, easy medium hard expert
#   ONLY=emergent scripts/preset-money.sh 30 medium  one game's rows
#
# Uses target/release/boardroom (cargo build --release -p boardroom-cli), one thread, niced.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-100}
shift || true
presets=("$@")
[ ${#presets[@]} -eq 0 ] && presets=(easy medium hard expert)
bin=target/release/boardroom
# game players start (each seat's score right after setup; Crafters' victory points average ~1, 0.7, 0.5)
rows="emergent 2 100
emergent 3 100
emergent 4 100
value-crafter 4 10
crafters 2 1
crafters 3 0.7
crafters 4 0.5
spiel-des-jahres 2 30000
spiel-des-jahres 3 30000
spiel-des-jahres 4 30000
spiel-des-jahres 5 30000
spiel-des-jahres 6 30000"
printf '| preset | game | players | start | mean final | 95%% interval | games |\n|---|---|---|---|---|---|---|\n'
for preset in "${presets[@]}"; do
  while read -r game players start; do
    [ -n "${ONLY:-}" ] && [ "$game" != "$ONLY" ] && continue
    spec="ismcts:preset=$preset"
    [ "$preset" = expert ] && spec="$spec,threads=1"
    seats=$spec
    for ((i = 1; i < players; i++)); do seats="$seats,$spec"; done
    nice -n 19 "$bin" arena "$game" --players "$players" --seats "$seats" \
      --games "$games" --seed 37 --threads 1 --json 2>/dev/null |
      python3 -c '
import json, math, sys
d = json.load(sys.stdin); a = d["agents"]; n = len(a); g = d["games"]
m = sum(x["mean_score"] for x in a) / n
v = sum(x["sd_score"] ** 2 + (x["mean_score"] - m) ** 2 for x in a) / n
h = 1.96 * math.sqrt(v / (n * g))
p, game, start = sys.argv[1:4]
flag = " (below)" if m + h < float(start) else ""
print(f"| {p} | {game} | {n} | {start} | {m:,.1f}{flag} | [{m-h:,.1f}, {m+h:,.1f}] | {g} |")
' "$preset" "$game" "$start"
  done <<<"$rows"
done
