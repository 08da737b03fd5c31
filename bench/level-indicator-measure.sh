#!/usr/bin/env bash
# The transient level indicator's timing (bench/performance.md, "The transient level indicator"):
# a private Xvfb and PulseAudio (a null sink), the panel with the volume item; five volume changes
# with pactl, each timed from before pactl to the indicator's window in `xwininfo -root -tree`,
# then until it is gone. Polled by xwininfo as fast as it runs, so each figure carries its
# polling's few milliseconds. STATUSPANEL_BIN=PATH (default: the debug build).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(readlink -f "${STATUSPANEL_BIN:-.build/debug/statuspanel}")
n=:$(for n in $(seq 470 499); do [ -e "/tmp/.X$n-lock" ] || { echo "$n"; break; }; done)
work=$(mktemp -d)
mkdir -p "$work/statuspanel" "$work/runtime"
chmod 700 "$work/runtime"
printf '[items]\nleft = []\ncenter = ["clock"]\nright = ["volume"]\n' > "$work/statuspanel/config.toml"
Xvfb "$n" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT
export DISPLAY=$n HOME=$work XDG_CONFIG_HOME=$work XDG_RUNTIME_DIR=$work/runtime PULSE_RUNTIME_PATH=$work/runtime/pulse \
  LC_ALL=C.UTF-8 DBUS_SESSION_BUS_ADDRESS=
for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X${n#:}" ] && break; sleep 0.05; done
pulseaudio -n --daemonize=yes --exit-idle-time=-1 --load=module-native-protocol-unix --load="module-null-sink sink_name=s" 2>/dev/null
for _ in $(seq 100); do pactl info >/dev/null 2>&1 && break; sleep 0.05; done
"$bin" --sysroot Tests/PanelCoreTests/Fixtures/sysroots/laptop-one-battery 2>/dev/null &
panel=$!
for _ in $(seq 100); do xwininfo -root -tree | grep -q '("statuspanel" ' && break; sleep 0.05; done
sleep 1
shown() { xwininfo -root -tree 2>/dev/null | grep -q statuspanel-indicator; }
for level in 30 50 70 40 60; do
  start=$(date +%s.%N)
  pactl set-sink-volume s "$level%"
  until shown; do :; done
  mapped=$(date +%s.%N)
  while shown; do :; done
  gone=$(date +%s.%N)
  printf '%s%%: change to window %.0f ms, shown %.2f s\n' "$level" "$(echo "($mapped - $start) * 1000" | bc)" "$(echo "$gone - $mapped" | bc)"
done
kill $panel
pulseaudio --kill
