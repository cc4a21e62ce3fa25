#!/usr/bin/env bash
# Checks that an installed controlkit draws text without the clone it was built from: clones
# this repository's HEAD, installs it into a temporary prefix (Scripts/install.sh), deletes the
# clone, then renders a segmented control and an alert with the installed binary and counts the
# dark pixels of their titles (Scripts/lib/png-ink.py); the same binary with CONTROLKIT_FONT_DIR
# naming an empty folder must exit 2 and write nothing. CI runs it (Scripts/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git clone -q "$root" "$work/src"
# A debug build: what is checked (where an installed binary finds its fonts) does not depend on
# optimisation, and it builds in half the time.
(cd "$work/src" && Scripts/install.sh --prefix "$work/prefix" --configuration debug > "$work/install.log" 2>&1) || { cat "$work/install.log" >&2; exit 1; }
rm -rf "$work/src"
cd "$work"
bin="$work/prefix/bin/controlkit"
status=0
check() {
    local name=$1; shift
    "$bin" "$@" -o "$name.png" > /dev/null
    local ink
    ink="$(python3 "$root/Scripts/lib/png-ink.py" "$name.png")"
    if (( ink < 1000 )); then
        echo "install-check.sh: the installed binary drew $name with $ink dark pixels: its titles are missing" >&2
        status=1
    else
        echo "install-check.sh: $name drawn by the installed binary, its text $ink dark pixels" >&2
    fi
}
check segmented-control render segmented-control --segments "Day,Week,Month" --selected 1 --scale 3
check alert render alert --title "Delete photo?" --message "This cannot be undone." --actions "Cancel,Delete!destructive" --scale 3
mkdir empty
set +e
CONTROLKIT_FONT_DIR="$work/empty" "$bin" render segmented-control --segments "Day,Week,Month" -o nofonts.png 2> nofonts.txt
code=$?
set -e
if [[ $code -ne 2 || -e nofonts.png ]]; then
    echo "install-check.sh: with no fonts the installed binary exited $code (expected 2, no file)" >&2
    status=1
else
    echo "install-check.sh: with no fonts: exit 2, $(cut -c1-120 nofonts.txt)" >&2
fi
exit $status
