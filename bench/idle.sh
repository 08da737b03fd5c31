#!/usr/bin/env bash
# Rough idle figures for the release build under Xvfb + openbox: RSS after 10 s, CPU ms and
# context switches (wake-ups) over the next 60 s. Full side-by-side benchmark: issue "lighter".
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build >/dev/null
bin=${SCRATCH:-.build-static}/release/statuspanel
for n in $(seq 150 190); do [ -e /tmp/.X$n-lock ] || break; done
Xvfb ":$n" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 & xvfb=$!
for _ in $(seq 100); do [ -e /tmp/.X11-unix/X$n ] && break; sleep 0.05; done
export DISPLAY=":$n"
openbox --sm-disable >/dev/null 2>&1 & wm=$!
sleep 1
"$bin" & pid=$!
trap 'kill $pid; wait $pid 2>/dev/null; kill $wm $xvfb 2>/dev/null || true' EXIT
sleep 10
rss=$(awk '/VmRSS/ {print $2}' /proc/$pid/status)
cpu() { awk '{print $14 + $15}' /proc/$pid/stat; }
ctx() { cat /proc/$pid/task/*/status | awk '/ctxt_switches/ {s += $2} END {print s}'; }
c0=$(cpu); w0=$(ctx)
sleep 60
c1=$(cpu); w1=$(ctx)
tick=$(getconf CLK_TCK)
echo "RSS after 10 s: ${rss} KiB"
echo "CPU over 60 s idle: $(( (c1 - c0) * 1000 / tick )) ms"
echo "context switches over 60 s: $(( w1 - w0 ))"
