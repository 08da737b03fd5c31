#!/bin/bash
# idle context switches of the panel over 20 s: items without media/dnd, with them, with mpv playing
cd "$(dirname "$0")/.."
bin=${STATUSPANEL_BIN:-.build/debug/statuspanel}
n=${DISPLAY_NUMBER:-188}
Xvfb :$n -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 & xvfb=$!
sleep 1
read addr pid < <(dbus-daemon --session --fork --print-address=1 --print-pid=1 | tr '\n' ' ')
export DISPLAY=:$n DBUS_SESSION_BUS_ADDRESS=$addr LC_ALL=C.UTF-8
home=$(mktemp -d); mkdir -p $home/statuspanel
measure() {
  printf '%b' "$1" > $home/statuspanel/config.toml
  XDG_CONFIG_HOME=$home $bin --sysroot Tests/PanelCoreTests/Fixtures/sysroots/laptop-one-battery 2>/dev/null & p=$!
  sleep 3
  a=$(awk '/voluntary_ctxt_switches/ && !/non/ {print $2}' /proc/$p/status)
  sleep 20
  b=$(awk '/voluntary_ctxt_switches/ && !/non/ {print $2}' /proc/$p/status)
  libdbus=$(grep -c libdbus-1 /proc/$p/maps)
  echo "$2: $((b - a)) voluntary context switches in 20 s; libdbus mappings: $libdbus"
  kill $p; wait $p 2>/dev/null
}
measure '[items]\nleft = []\ncenter = ["clock"]\nright = ["battery"]\n' "without media and dnd"
measure '[items]\nleft = []\ncenter = ["clock"]\nright = ["dnd", "media", "battery"]\n' "with media and dnd, no player"
mpv --no-config --script=/usr/lib/mpv-mpris/mpris.so --ao=null --vo=null --no-terminal "av://lavfi:sine=frequency=440:duration=600" & mpv=$!
sleep 2
measure '[items]\nleft = []\ncenter = ["clock"]\nright = ["dnd", "media", "battery"]\n' "with media and dnd, mpv playing"
kill $mpv $pid $xvfb
rm -rf $home
