/// The documented default dotfile.
///
/// This constant is the one source of truth: `statuspanel default-config` prints it, and
/// `config/config.toml` in the repository is a byte-identical copy written by
/// `scripts/gen-default-config.sh` (a unit test fails when the two differ). It loads with no
/// diagnostics to exactly `PanelConfig()`; keys whose default is "the preset's" or "the host
/// name" are shown commented out.
public enum DefaultConfig {
    // Edit the text between the delimiters below, then run scripts/gen-default-config.sh.
    // It is a raw string (#"""..."""#): backslashes are literal, and the closing delimiter
    // stays in column 1 so no indentation is stripped.
    public static let text = #"""
# statuspanel configuration (TOML).
#
# statuspanel reads $XDG_CONFIG_HOME/statuspanel/config.toml, which is
# ~/.config/statuspanel/config.toml when XDG_CONFIG_HOME is unset, or the file
# given with --config FILE. A user without one gets the system-wide
# /etc/xdg/statuspanel/config.toml (the first statuspanel/config.toml in
# $XDG_CONFIG_DIRS), e.g. a kiosk fleet's; the user's own file replaces it
# whole, nothing is merged. Every option is listed here with its default value;
# a missing file, section or key means that default.
#
# `statuspanel check-config [FILE]` validates a file and prints each problem as
# FILE:LINE:COLUMN: message. A broken key never stops the panel: it runs with
# that key's default and reports the problem. `statuspanel default-config`
# prints this text. Durations are in seconds (integer or decimal).

[panel]
# Height of the strip in pixels at 96 dpi (scaled with Xft.dpi), 16 to 64.
height = 24
# "reserve" keeps maximised windows below the strip; "overlay" lets them run under it.
layout = "reserve"
# Fontconfig pattern for the text (try it with `fc-match`).
font = "sans-serif:weight=semibold:size=10"
# Monitors that get a strip: "primary", "all", or RandR output names like ["HDMI-1", "eDP-1"].
monitor = "primary"
# "auto" mirrors the strip in a right-to-left locale (Arabic, Hebrew...); "ltr" or "rtl" fix it.
direction = "auto"

# Items show only while they have something to show. An item may appear only once; a list
# left out keeps its default minus items placed elsewhere. The items:
#   clock        the time (clock.format)
#   carrier      carrier.label, or the host name
#   signal       the Wi-Fi link quality as 0 to 4 bars
#   network      Wi-Fi, Ethernet, cellular, or "No Network"
#   battery      the charge, charging or not; none without a battery
#   activity     a spinner while network activity lasts (activity.min_duration)
#   vpn          a badge while traffic goes through a VPN
#   airplane     an airplane while every radio is off
#   bluetooth    the Bluetooth rune while an adapter's radio is on
#   tray         the apps' status icons (the system tray, [tray])
#   privacy      a green dot while a camera is in use, an orange one while only a microphone records
#   cpu          the processors' load, every cpu.interval seconds
#   memory       the memory in use, every memory.interval seconds
#   disk         how full disk.mounts are, every disk.interval seconds
#   temperature  the processor's temperature, every temperature.interval seconds
#   playback     iOS 6's play indicator while sound plays
#   workspaces   the desktops as page dots; a click switches, scrolling steps
#   window       the focused window's title, elided
#   keyboard     the layout while more than one is set; Caps Lock while on
#   brightness   a sun and the screen's backlight level, scrolled to change it
#   media        the media player's track, tapped to pause
#   dnd          a moon while notifications are paused, clicked to toggle
#   volume       the sound's level, or the silent mark while muted; scroll, click mutes
[items]
# Items at the left end, in order.
left = ["carrier", "airplane", "signal", "network", "vpn"]
# Items in the middle.
center = ["clock"]
# Items at the right end, in order.
right = ["privacy", "tray", "activity", "bluetooth", "battery"]

[style]
# Look of the strip: "gray", "black-opaque" or "black-translucent" (alpha 0.5).
preset = "gray"
# Text colour: "dark", "light", or "auto" (whichever contrasts more with what is beneath).
content = "auto"
# Background instead of the preset's: "solid", "gradient", "blur", "translucent" or "transparent".
# background = "solid"
# Background colour instead of the preset's: "#rrggbb", "#rrggbbaa", or "auto" (the colour beneath).
# color = "#f7f7f7"
# Background opacity instead of the preset's, from 0 to 1.
# opacity = 0.5
# Honour the active window's wish: _STATUSPANEL_STYLE or _GTK_THEME_VARIANT=dark.
follow_window = true
# Style changes: "crossfade", "slide" (old strip up and away, new one into place) or "none" (also hides at once).
animation = "crossfade"
# The old spelling of animation: true is "crossfade", false is "none"; animation wins if both are set.
# animate = true

[fullscreen]
# Hide the strip while the active window is full-screen (or asks to hide it).
autohide = true
# Seconds before the strip hides over a full-screen window, 0 to 600.
hide_after = 3.0
# Seconds a revealed strip stays after the last click or tap, more than 0 and up to 600.
stay_revealed = 4.0
# Height in pixels, 1 to 16, of the zone at the top edge where a click or tap reveals the strip.
reveal_zone = 2

# The phone's pill behind the time (statuspanel pill, statuspanel msg pill, a script's "pill").
[pill]
# Its text or counter: "beside" the time, which stays in the capsule as on a phone, or
# "replaced", shown instead of the time while the pill lasts.
time = "beside"

[clock]
# Clock text as a strftime(3) format, e.g. "%a %H:%M" or "%I:%M %p"; when not set,
# the short time of the locale (LC_TIME): "%-I:%M %p" in en_US, "%H:%M" in de_DE.
# format = "%H:%M"

[carrier]
# Label of the carrier item; the host name when not set.
# label = "kiosk-7"

[battery]
# Show the charge in percent beside the battery glyph.
percent = true
# Level relative to the "full" charge now, or to the "design" capacity of a new battery.
capacity = "full"

[activity]
# Network traffic in bytes a second (received plus sent) that counts as activity, 0 to 10000000000.
threshold = 20000
# Seconds activity must last before the indicator shows, 0 to 60.
min_duration = 2.0

# The system tray (the tray item): status icons of apps such as nm-applet, blueman or
# cbatticon, on one strip.
[tray]
# RandR output name of the monitor whose strip hosts the tray; the primary monitor's when not set.
# monitor = "HDMI-1"
# Icon colours: "none" (the app's own) or "content" (each icon's shape in the strip's text colour).
tint = "none"

# The processors' load (the cpu item), read on its own interval.
[cpu]
# Seconds between readings of /proc/stat, 1 to 3600.
interval = 3.0

# The memory in use (the memory item), read on its own interval.
[memory]
# Seconds between readings of /proc/meminfo (MemAvailable), 1 to 3600.
interval = 5.0

# How full the mount points are (the disk item), read on its own interval.
[disk]
# Seconds between readings, 1 to 3600.
interval = 30.0
# Mount points shown, in order; one not mounted (or on a network file system) is left out.
mounts = ["/"]

# The processor's temperature (the temperature item), read on its own interval.
[temperature]
# Seconds between readings, 1 to 3600.
interval = 5.0
# A hwmon name (/sys/class/hwmon/*/name) or thermal zone type to read instead of the
# processor's own sensor.
# sensor = "coretemp"

# The window manager's desktops as page dots (the workspaces item).
[workspaces]
# The desktops' names instead of dots (i3's "2: web"), the current one on a capsule; dots where they do not fit.
names = false
# Scrolling past the last desktop goes to the first, and before the first to the last.
wrap = true

# The focused window's title (the window item).
[window]
# The widest title in pixels at 96 dpi, 40 to 2000; a longer one is cut with an ellipsis.
max_width = 320
# Where a longer title is cut: "end" or "middle".
elide = "end"

# The backlight's level (the brightness item).
[brightness]
# Show the phone's transient level indicator for 1.5 s when the level changes
# elsewhere (brightness keys, another tool); not for the item's own scroll.
indicator = true

# The media player's track (the media item).
[media]
# While a track plays, show it as the phone's pill too: its title beside the time in the capsule.
pill = false
# The widest "Title - Artist" in pixels at 96 dpi, 40 to 2000; a longer one is cut with an ellipsis.
max_width = 240

# The default sink's level (the volume item).
[volume]
# Where the level is read: "pulse" (the PulseAudio or PipeWire-pulse server), "alsa"
# (ALSA's mixer, the default control device's Master, else PCM), or "auto": the server where one
# answers, else ALSA where there is a sound card.
server = "auto"
# Percent one scroll step changes the level by, 1 to 25.
step = 5
# Show the phone's transient level indicator for 1.5 s when the level or the mute
# changes elsewhere (keys, another app); not for the item's own scroll or click.
indicator = true

# Click actions: [actions.ITEM] for any item name, with the keys click (the left button
# or a touch tap), middle_click, right_click, scroll_up and scroll_down. Each is a command
# run with /bin/sh -c in a session of its own, its output discarded (errors go to the
# panel's). It finds what was clicked in STATUSPANEL_ITEM and STATUSPANEL_BUTTON (the key),
# where in STATUSPANEL_X and STATUSPANEL_Y (on the screen), the item's area on the screen in
# STATUSPANEL_ITEM_X, _ITEM_Y, _ITEM_WIDTH and _ITEM_HEIGHT, and its monitor's in
# STATUSPANEL_MONITOR_X, _MONITOR_Y, _MONITOR_WIDTH and _MONITOR_HEIGHT. None by default.
[actions]
# A calendar on a click on the clock.
# [actions.clock]
# click = "gsimplecal"
# The network menu in a terminal on a click on the network.
# [actions.network]
# click = "x-terminal-emulator -e nmtui"
# The power manager on a click on the battery.
# [actions.battery]
# click = "xfce4-power-manager-settings"

# Items of your own: [script.NAME] runs a command and shows what it prints; place it by NAME in
# [items] like any item (NAME is letters, digits, - and _, not a built-in item's). The scripts
# of polybar, i3blocks and waybar run unchanged (docs/items.md). Keys: exec, a command for
# /bin/sh -c; interval, seconds (default 5), "once", "repeat" (again as soon as it exits), or
# "persist" for a command that prints a new line whenever its text changes; signal = N, so
# SIGRTMIN+N sent to the panel runs it again; format, "auto" (i3bar's protocol after its header,
# as i3status and i3blocks print it; a line starting with { is a JSON object; else i3blocks'
# lines: full text, short text, colour), "lines", "json" or "i3bar"; instance, its
# BLOCK_INSTANCE. Empty output hides the item. `statuspanel msg set NAME TEXT` sets its text
# from any program and `statuspanel msg refresh NAME` runs it again. None by default.
[script]
# The load average every 10 seconds, with i3blocks' own script (placed by adding "load" to a
# list in [items]).
# [script.load]
# exec = "/usr/share/i3blocks/load_average"
# interval = 10
# Mail, updated by the mail client with `statuspanel msg set mail 3`.
# [script.mail]
# exec = "echo"
# interval = "once"

"""#
}
