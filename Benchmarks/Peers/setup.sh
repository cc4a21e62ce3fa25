#!/usr/bin/env bash
# Installs and builds the peer rasterizers that Benchmarks/Peers/run.py times beside ControlKit:
#
#   Blend2D    PyPI blend2d-python (its wheel also carries libblend2d.a, which the C peer links)
#   Skia       PyPI skia-python
#   cairo      Debian libcairo2-dev, driven by our own C program (cairo/cairo_bench.c)
#   tiny-skia  Debian librust-tiny-skia-dev (crate sources), our own Rust program (tinyskia/),
#              built offline against Debian's vendored crate registry
#   numpy, Pillow (PyPI) for exact_coverage.py and the PNG checks
#
# Everything built or downloaded goes under $CONTROLKIT_PEERS_HOME (default
# ~/.cache/controlkit-bench), never into the repository. Running it again only redoes what is
# missing or older than its source. Needs root (or sudo) for apt-get the first time.
#
#   Benchmarks/Peers/setup.sh            # install + build, then print what is installed
#   Benchmarks/Peers/setup.sh --versions # only print what is installed
#   CONTROLKIT_PEERS_HOME=/elsewhere Benchmarks/Peers/setup.sh  # another cache folder
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
home=${CONTROLKIT_PEERS_HOME:-$HOME/.cache/controlkit-bench}
venv=$home/venv
bin=$home/bin

# The versions this harness was written and checked against. pip installs exactly these;
# Debian stable's packages are whatever the release carries (checked: bookworm, listed below)
# and are printed at the end so a run can name them.
PIP_PINS=(
  "blend2d-python==1.0.0"   # Blend2D 0.8.0 inside
  "skia-python==144.1"      # Skia m144
  "numpy==2.4.6"
  "pillow==13.0.0"
)
APT_PACKAGES=(
  build-essential pkg-config python3-venv
  libcairo2-dev             # bookworm: 1.16.0-7
  libcjson-dev              # bookworm: 1.7.15-1+deb12u4
  librust-tiny-skia-dev     # bookworm: 0.8.3-1 (crate sources under /usr/share/cargo/registry)
  librust-serde-json-dev    # bookworm: 1.0.87-1
)

print_versions() {
  echo "== installed (CONTROLKIT_PEERS_HOME=$home)"
  for p in libcairo2-dev libcjson-dev librust-tiny-skia-dev librust-serde-json-dev; do
    printf '  %-24s %s\n' "$p" "$(dpkg-query -W -f='${Version}' "$p" 2>/dev/null || echo missing)"
  done
  printf '  %-24s %s\n' cargo "$(cargo --version 2>/dev/null || echo missing)"
  printf '  %-24s %s\n' rustc "$(rustc --version 2>/dev/null || echo missing)"
  printf '  %-24s %s\n' gcc "$(gcc -dumpfullversion 2>/dev/null || echo missing)"
  if [ -x "$venv/bin/python" ]; then
    "$venv/bin/python" - <<'EOF'
import importlib.metadata as md
for name in ("blend2d-python", "skia-python", "numpy", "pillow"):
    try:
        print(f"  {name:24s} {md.version(name)}")
    except md.PackageNotFoundError:
        print(f"  {name:24s} missing")
EOF
  fi
  for b in cairo_bench blend2d_bench tinyskia_bench tinyskia_bench_native; do
    printf '  %-24s %s\n' "$b" "$([ -x "$bin/$b" ] && echo "$bin/$b" || echo 'not built')"
  done
}

if [ "${1:-}" = "--versions" ]; then print_versions; exit 0; fi
if [ "${1:-}" = "-h" ] || [ "${1:-}" = "--help" ]; then awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0; fi

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# --- Debian packages (only when one is missing) ------------------------------------------
missing=()
for p in "${APT_PACKAGES[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
command -v cargo >/dev/null 2>&1 || missing+=(cargo rustc)   # Debian's own toolchain if none is on PATH
if [ ${#missing[@]} -gt 0 ]; then
  echo "== apt-get install ${missing[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# --- Python packages in a venv outside the repository -------------------------------------
mkdir -p "$home" "$bin"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
pins_missing=$("$venv/bin/python" - "${PIP_PINS[@]}" <<'PY'
import importlib.metadata as md, sys
for pin in sys.argv[1:]:
    name, version = pin.split("==")
    try:
        installed = md.version(name)
    except md.PackageNotFoundError:
        installed = None
    if installed != version:
        print(pin)
PY
)
if [ -n "$pins_missing" ]; then
  echo "== pip install" $pins_missing
  "$venv/bin/pip" install -q --disable-pip-version-check "${PIP_PINS[@]}"
fi

# --- C peers ---------------------------------------------------------------------------------
newer() { # newer OUT SRC... : true when OUT is missing or older than any SRC
  local out=$1; shift
  [ -x "$out" ] || return 0
  for s in "$@"; do [ "$s" -nt "$out" ] && return 0; done
  return 1
}
if newer "$bin/cairo_bench" "$here/cairo/cairo_bench.c" "$here/common/scene.h"; then
  echo "== gcc cairo_bench"
  gcc -O2 -std=c11 -Wall -Wextra -o "$bin/cairo_bench" "$here/cairo/cairo_bench.c" \
      -I"$here/common" $(pkg-config --cflags --libs cairo libcjson) -lm
fi
# Blend2D from C: the static library inside the blend2d-python wheel, so the per-shape cost of
# the Python binding can be told apart from Blend2D's own (see README).
bl_lib=$("$venv/bin/python" -c 'import blend2d, os; print(os.path.join(os.path.dirname(blend2d.__file__), "libblend2d.a"))')
if [ -f "$bl_lib" ] && newer "$bin/blend2d_bench" "$here/blend2d/blend2d_bench.c" "$here/common/scene.h" "$bl_lib"; then
  echo "== g++ blend2d_bench (links $bl_lib)"
  gcc -O2 -std=c11 -Wall -Wextra -c -o "$home/blend2d_bench.o" "$here/blend2d/blend2d_bench.c" \
      -I"$here/common" $(pkg-config --cflags libcjson)
  g++ -o "$bin/blend2d_bench" "$home/blend2d_bench.o" "$bl_lib" $(pkg-config --libs libcjson) -lpthread -lrt -lm
fi

# --- tiny-skia (Rust), offline from Debian's crate packages ---------------------------------
cat > "$home/cargo-debian.toml" <<'EOF'
# Written by Benchmarks/Peers/setup.sh: resolve crates from Debian's packaged sources only.
[source.crates-io]
replace-with = "debian-packages"
[source.debian-packages]
directory = "/usr/share/cargo/registry"
[net]
offline = true
EOF
rust_src=("$here/tinyskia/Cargo.toml" "$here/tinyskia/Cargo.lock" "$here/tinyskia/src/main.rs")
build_rust() { # build_rust OUTNAME TARGETDIR [RUSTFLAGS]
  local out=$1 target=$2 flags=${3:-}
  if newer "$bin/$out" "${rust_src[@]}"; then
    echo "== cargo build $out ${flags:+(RUSTFLAGS=$flags)}"
    (cd "$here/tinyskia" && RUSTFLAGS="$flags" CARGO_TARGET_DIR="$home/$target" \
        cargo build --release --locked -q --config "$home/cargo-debian.toml")
    cp "$home/$target/release/tinyskia_bench" "$bin/$out"
  fi
}
build_rust tinyskia_bench tinyskia-target
build_rust tinyskia_bench_native tinyskia-target-native "-C target-cpu=native"

print_versions
echo "peers ready: $venv/bin/python $here/run.py --help"
