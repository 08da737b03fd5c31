#!/bin/bash
# The desktop items placed or not (issue 38), on the debug build: idle context switches over
# 20 s and the CPU of 20 desktop switches under openbox with 100 xlogo windows.
# usage: bench/desktop-items-measure.sh DISPLAYNUM placed|none
N=$1; MODE=$2
D=:$N
Xvfb $D -nolisten tcp -noreset -screen 0 1280x720x24 >/dev/null 2>&1 & XP=$!
sleep 1; export DISPLAY=$D
openbox --sm-disable >/dev/null 2>&1 & OP=$!
sleep 1
H=/tmp/dt/mhome-$N; mkdir -p $H/statuspanel
if [ $MODE = placed ]; then printf '[items]\nleft = ["workspaces", "carrier"]\ncenter = ["clock", "window"]\nright = ["keyboard", "battery"]\n' > $H/statuspanel/config.toml
else printf '[items]\nleft = ["carrier"]\ncenter = ["clock"]\nright = ["battery"]\n' > $H/statuspanel/config.toml; fi
for i in $(seq 1 100); do xlogo -geometry 100x50+$((i*7))+$((100+i*3)) & done
sleep 3
for i in $(seq 1 100); do :; done
XDG_CONFIG_HOME=$H DBUS_SESSION_BUS_ADDRESS= "${STATUSPANEL_BIN:-$(dirname "$0")/../.build/debug/statuspanel}" > /tmp/dt/m-$N.log 2>&1 & P=$!
sleep 3
ctx() { awk '/voluntary_ctxt_switches/ {s+=$2} END {print s}' /proc/$P/status; }
cpu() { awk '{print $14+$15}' /proc/$P/stat; }
c0=$(ctx); sleep 20; c1=$(ctx)
echo "$MODE idle 20s: context switches $((c1-c0))"
t0=$(cpu); for i in $(seq 1 20); do wmctrl -s $((i%4)); sleep 0.1; done; sleep 0.5; t1=$(cpu)
echo "$MODE 20 desktop switches with 100 windows: cpu ticks $((t1-t0)) (1 tick = 10 ms)"
kill $P; kill $OP; kill $XP
