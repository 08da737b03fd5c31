#!/bin/bash
# idle context switches and CPU of the panel over 20 s (IDLE=SECONDS for another span): items without media/dnd, with them, with
# mpv playing (a stream: mpv-mpris resends its Metadata once a second, only mpris:length grown)
cd "$(dirname "$0")/.."
bin=${STATUSPANEL_BIN:-.build/debug/statuspanel}
n=${DISPLAY_NUMBER:-188} idle=${IDLE:-20}
Xvfb :$n -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 & xvfb=$!
sleep 1
read addr pid < <(dbus-daemon --session --fork --print-address=1 --print-pid=1 | tr '\n' ' ')
export DISPLAY=:$n DBUS_SESSION_BUS_ADDRESS=$addr LC_ALL=C.UTF-8
home=$(mktemp -d); mkdir -p $home/statuspanel
measure() {
  printf '%b' "$1" > $home/statuspanel/config.toml
  XDG_CONFIG_HOME=$home $bin --sysroot Tests/PanelCoreTests/Fixtures/sysroots/laptop-one-battery 2>/dev/null & p=$!
  sleep 3
  # The players' signals on the bus meanwhile (what the panel's match rule lets through).
  dbus-monitor "type='signal',interface='org.freedesktop.DBus.Properties',path='/org/mpris/MediaPlayer2'" > $home/signals 2>/dev/null & monitor=$!
  a=$(awk '/voluntary_ctxt_switches/ && !/non/ {print $2}' /proc/$p/status) ca=$(cut -d' ' -f1 /proc/$p/schedstat)
  sleep $idle
  b=$(awk '/voluntary_ctxt_switches/ && !/non/ {print $2}' /proc/$p/status) cb=$(cut -d' ' -f1 /proc/$p/schedstat)
  kill $monitor; wait $monitor 2>/dev/null
  libdbus=$(grep -c libdbus-1 /proc/$p/maps)
  echo "$2: $((b - a)) voluntary context switches and $(((cb - ca) / 1000000)) ms of CPU in $idle s; $(grep -c PropertiesChanged $home/signals) PropertiesChanged on the bus; libdbus mappings: $libdbus"
  kill $p; wait $p 2>/dev/null
}
measure '[items]\nleft = []\ncenter = ["clock"]\nright = ["battery"]\n' "without media and dnd"
measure '[items]\nleft = []\ncenter = ["clock"]\nright = ["dnd", "media", "battery"]\n' "with media and dnd, no player"
mpv --no-config --script=/usr/lib/mpv-mpris/mpris.so --ao=null --vo=null --no-terminal "av://lavfi:sine=frequency=440:duration=600" & mpv=$!
sleep 2
measure '[items]\nleft = []\ncenter = ["clock"]\nright = ["dnd", "media", "battery"]\n' "with media and dnd, mpv playing"
kill $mpv $pid $xvfb
rm -rf $home
