#!/bin/sh
# Writes the man pages into OUTDIR: statuspanel.1 and statuspanel-config.5, from the hand-written
# docs/man/*.in with @VERSION@ filled in. The dotfile page's key reference (the line `.\" @KEYS@`)
# is generated from config/config.toml, the documented default dotfile, so it names every
# section and key with its type, default and meaning and never drifts from the file.
# The installed paths named in FILES come from the environment as the Makefile passes them:
# DATADIR, USERUNITDIR, XDGCONFDIR (defaults: the PREFIX=/usr/local ones).
#   scripts/gen-man.sh OUTDIR [VERSION]
set -eu
DATADIR=${DATADIR:-/usr/local/share}
USERUNITDIR=${USERUNITDIR:-/usr/local/lib/systemd/user}
XDGCONFDIR=${XDGCONFDIR:-/etc/xdg}
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: scripts/gen-man.sh OUTDIR [VERSION]}
version=${2:-}
if [ -z "$version" ]; then
    version=$(sed -n 's/.*version: "\([^"]*\)".*/\1/p' "$root/Sources/statuspanel/Commands/StatuspanelCommand.swift" | head -n 1)
fi
mkdir -p "$out"

# The key reference. Comment lines gather into the meaning of the key that follows; a commented
# key (`# key = value`) is an option that is unset by default, its value an example. Comments
# before a [section] header describe the section.
keys() {
    awk '
    function esc(s) {
        gsub(/\\/, "\\e", s)
        gsub(/-/, "\\-", s)
        if (s ~ /^[.\047]/) s = "\\&" s
        return s
    }
    function type(v) {
        if (v ~ /^".*"$/) return "string"
        if (v ~ /^\[/) return "array of strings"
        if (v == "true" || v == "false") return "boolean"
        if (v ~ /^-?[0-9]+$/) return "integer"
        if (v ~ /^-?[0-9]*\.[0-9]+$/) return "number"
        return "value"
    }
    function key_type(v, about) {
        # A string key whose comment shows an array (panel.monitor) takes either.
        if (type(v) == "string" && about ~ /\["/) return "string or array of strings"
        return type(v)
    }
    function flush_text(   i, s) {
        s = ""
        for (i = 1; i <= n; i++) s = s (i > 1 ? "\n" : "") esc(text[i])
        n = 0
        return s
    }
    BEGIN { n = 0; started = 0 }
    /^\[[a-z_]+\]$/ {
        section = substr($0, 2, length($0) - 2)
        table = section
        started = 1
        print ".SS [" section "]"
        if (n > 0) { print flush_text(); }
        next
    }
    !started { next }      # the header comment: the page says it in its own words
    # A commented table header (`# [actions.clock]`): the example keys below it are its own.
    /^# \[[a-z_]+\.[a-z_]+\]$/ { table = substr($0, 4, length($0) - 4); next }
    /^# ?[a-z_]+ = / {
        line = $0; sub(/^# ?/, "", line)
        key = line; sub(/ = .*/, "", key)
        value = line; sub(/^[a-z_]+ = /, "", value)
        about = flush_text()
        print ".TP"
        print "\\fB" table "." key "\\fR (" key_type(value, about) ")"
        # A key with no comment of its own (the second key of an example table) says nothing:
        # an empty line would be a paragraph break before the .br.
        if (about != "") print about
        print ".br"
        print "Default: unset.  Example: \\fB" key " = " esc(value) "\\fR"
        next
    }
    /^[a-z_]+ = / {
        key = $0; sub(/ = .*/, "", key)
        value = $0; sub(/^[a-z_]+ = /, "", value)
        about = flush_text()
        print ".TP"
        print "\\fB" table "." key "\\fR (" key_type(value, about) ")"
        # A key with no comment of its own (the second key of an example table) says nothing:
        # an empty line would be a paragraph break before the .br.
        if (about != "") print about
        print ".br"
        print "Default: \\fB" esc(value) "\\fR"
        next
    }
    /^#/ {
        line = $0; sub(/^# ?/, "", line)
        text[++n] = line
        next
    }
    /^$/ { next }
    ' "$root/config/config.toml"
}

fill() {
    sed -e "s|@VERSION@|$version|g" -e "s|@DATADIR@|$DATADIR|g" \
        -e "s|@USERUNITDIR@|$USERUNITDIR|g" -e "s|@XDGCONFDIR@|$XDGCONFDIR|g" "$1"
}

keys > "$out/.keys.tmp"
fill "$root/docs/man/statuspanel.1.in" > "$out/statuspanel.1"
fill "$root/docs/man/statuspanel-config.5.in" | awk -v keys="$out/.keys.tmp" '
    /^\.\\" @KEYS@$/ { while ((getline line < keys) > 0) print line; next }
    { print }
' > "$out/statuspanel-config.5"
rm -f "$out/.keys.tmp"
