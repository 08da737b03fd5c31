#!/bin/sh
# Writes config/config.toml from DefaultConfig.text (Sources/PanelCore/Config/DefaultConfig.swift),
# the one source of truth. With --check, only reports whether the two differ (exit 1 if so).
# The unit test ConfigDefaultFileTests checks the same thing.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
swift_file="$root/Sources/PanelCore/Config/DefaultConfig.swift"
toml_file="$root/config/config.toml"

# The text is everything between the line ending in `= #"""` and the line `"""#`; the literal
# ends without the line break before its closing delimiter.
extract() {
    awk '
        /= #"""$/ { inside = 1; first = 1; next }
        /^"""#$/ { inside = 0 }
        inside { if (!first) printf "\n"; printf "%s", $0; first = 0 }
    ' "$swift_file"
}

if [ "${1:-}" = "--check" ]; then
    tmp=$(mktemp)
    trap 'rm -f "$tmp"' EXIT
    extract > "$tmp"
    if cmp -s "$tmp" "$toml_file"; then
        echo "config/config.toml matches DefaultConfig.text"
    else
        echo "config/config.toml differs from DefaultConfig.text; run scripts/gen-default-config.sh" >&2
        exit 1
    fi
else
    mkdir -p "$root/config"
    extract > "$toml_file"
    echo "wrote $toml_file"
fi
