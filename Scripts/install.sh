#!/usr/bin/env bash
# Installs the controlkit command with its fonts, so that it draws text anywhere, with or
# without this clone:
#
#   Scripts/install.sh --prefix DIR     DIR/bin/controlkit (a release build) and
#                                       DIR/share/controlkit/Fonts (Fonts/ with its licences)
#   ... --configuration debug           a debug build instead (quicker to build; for checks)
#
# The installed binary finds its fonts through its own path (bin/../share/controlkit/Fonts);
# CONTROLKIT_FONT_DIR still overrides them. A figure with text and no fonts is an error (exit 2),
# never a picture without its labels. --prefix ~/.local puts controlkit on most PATHs.
set -euo pipefail
cd "$(dirname "$0")/.."
usage() { sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; }
prefix="" configuration=release
while [[ $# -gt 0 ]]; do
    case $1 in
        --prefix) [[ $# -ge 2 ]] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }; prefix=$2; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        --configuration) [[ $# -ge 2 && ( $2 == debug || $2 == release ) ]] || { echo "install.sh: --configuration debug or release" >&2; exit 2; }
            configuration=$2; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "install.sh: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
    esac
done
[[ -n $prefix ]] || { echo "install.sh: give --prefix DIR (for example --prefix ~/.local)" >&2; usage >&2; exit 2; }
Scripts/install-deps.sh
swift build -c "$configuration" --product controlkit
bin="$(swift build -c "$configuration" --show-bin-path)"
mkdir -p "$prefix/bin" "$prefix/share/controlkit"
install -m 755 "$bin/controlkit" "$prefix/bin/controlkit"
fonts="$prefix/share/controlkit/Fonts"
rm -rf "$fonts.new"
mkdir -p "$fonts.new"
# The font files and their licences (each family's folder, and Fonts/README.md); not the script
# that made the CJK subset.
cp -R Fonts/. "$fonts.new/"
rm -f "$fonts.new"/*.py
rm -rf "$fonts"
mv "$fonts.new" "$fonts"
echo "installed $prefix/bin/controlkit and its fonts in $fonts"
