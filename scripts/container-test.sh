#!/usr/bin/env bash
# Builds the Action image with podman from a base image made on this machine, and runs the
# container test (test/container/) against it. No registry is needed: the base is a minimal
# Debian root made with debootstrap, plus this machine's Node.js runtime, imported with podman.
#
#   scripts/container-test.sh            CI: preflight, build, run test/container with vitest.
#                                        Prints "SKIPPED: ..." and exits 0 only when podman
#                                        cannot run a container here at all.
#   scripts/container-test.sh preflight  prints READY, or SKIPPED: <why>
#   scripts/container-test.sh build      makes (or reuses) the base, builds the image, and prints
#                                        KEY=VALUE lines for the test (COWORK_TEST_IMAGE, ...)
#   scripts/container-test.sh base       makes (or reuses) the base only and prints its tag
#                                        (scripts/agent-image.sh --local builds the agent image on it)
#
# Environment:
#   COWORK_CONTAINER_CACHE  where the base root tarball and debs are kept between runs
#                           (default /var/tmp/cowork-harness-container); the base is keyed by a
#                           hash of its recipe and of the Node binary, so an unchanged machine
#                           never runs debootstrap twice
#   COWORK_DEBIAN_MIRROR    Debian mirror for debootstrap (default http://deb.debian.org/debian)
#   CONTAINERS_CONF         podman configuration; by default one with `default_ulimits = []`
#                           (the default ulimits cannot be set on these hosts)
set -euo pipefail
shopt -s inherit_errexit

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="${COWORK_CONTAINER_CACHE:-/var/tmp/cowork-harness-container}"
MIRROR="${COWORK_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
SUITE=bookworm
IMAGE=localhost/cowork-harness:test
PROBE_IMAGE=localhost/cowork-probe:1
DEFAULT_PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
# crun, podman's default runtime, fails on these hosts' hybrid cgroups; runc works.
RUNTIME=""
[ -x /usr/sbin/runc ] && RUNTIME=/usr/sbin/runc

log() { echo "== container-test: $*" >&2; }
die() { echo "container-test: $*" >&2; exit 1; }
pod() { podman ${RUNTIME:+--runtime "$RUNTIME"} "$@"; }
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f s", b - a }'; }

setup() {
  mkdir -p "$CACHE"
  if [ -z "${CONTAINERS_CONF:-}" ]; then
    export CONTAINERS_CONF="$CACHE/containers.conf"
    printf '[containers]\ndefault_ulimits = []\n' >"$CONTAINERS_CONF"
  fi
}

# Copies an executable and the shared libraries it loads (as this machine resolves them) into a
# root filesystem, skipping libraries the root already has at the same path.
copy_with_libs() {
  local bin="$1" dest="$2" root="$3" lib
  install -D -m 0755 "$bin" "$root$dest"
  for lib in $(ldd "$bin" | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }'); do
    [ -e "$root$lib" ] || install -D -m 0755 "$(readlink -f "$lib")" "$root$lib"
  done
}

# preflight: can podman run a container here at all? A one-binary image (/bin/true and its
# libraries) answers that in a second or two without any registry.
preflight() {
  local why
  command -v podman >/dev/null 2>&1 || { echo "SKIPPED: container test: podman is not installed"; return; }
  [ "$(id -u)" = 0 ] || { echo "SKIPPED: container test: needs root (podman as root, chown of the test workspace)"; return; }
  if ! why="$(pod info 2>&1 >/dev/null)"; then
    echo "SKIPPED: container test: podman info fails: $(echo "$why" | tail -n 1)"
    return
  fi
  if ! pod image exists "$PROBE_IMAGE"; then
    local probe
    probe="$(mktemp -d)"
    copy_with_libs "$(readlink -f /bin/true)" /true "$probe"
    if ! why="$(tar -C "$probe" -c . | pod import - "$PROBE_IMAGE" 2>&1)"; then
      rm -rf "$probe"
      echo "SKIPPED: container test: podman cannot import an image: $(echo "$why" | tail -n 1)"
      return
    fi
    rm -rf "$probe"
  fi
  if ! why="$(pod run --rm --network none "$PROBE_IMAGE" /true 2>&1)"; then
    echo "SKIPPED: container test: podman cannot run a container: $(echo "$why" | tail -n 1)"
    return
  fi
  if ! command -v debootstrap >/dev/null 2>&1 && ! ls "$CACHE"/base-*.tar >/dev/null 2>&1; then
    echo "SKIPPED: container test: debootstrap is not installed and no base is cached (apt-get install debootstrap)"
    return
  fi
  echo READY
}

# The recipe of the base root. Its text is part of the cache key: edit it and the base is remade.
make_base_root() {
  local root="$1" node
  node="$(readlink -f "$(command -v node)")"
  mkdir -p "$CACHE/debs"
  if ! debootstrap --variant=minbase --include=git --cache-dir="$CACHE/debs" "$SUITE" "$root" "$MIRROR" \
    >"$root.log" 2>&1; then
    tail -n 30 "$root.log" >&2
    die "debootstrap failed (full log: $root.log)"
  fi
  copy_with_libs "$node" /usr/local/bin/node "$root"
  rm -rf "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/* \
    "$root"/usr/share/doc "$root"/usr/share/man "$root"/usr/share/info
  find "$root/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +
}

base_key() {
  { declare -f make_base_root copy_with_libs; echo "$SUITE"; sha256sum "$(readlink -f "$(command -v node)")"; } |
    sha256sum | cut -c1-16
}

# Prints the tag of the base image, making it only when neither podman nor the cache has it.
ensure_base() {
  local key tag tar work start
  key="$(base_key)"
  tag="localhost/cowork-base:$key"
  if pod image exists "$tag"; then
    log "base $tag (already in podman's store)"
    echo "$tag"
    return
  fi
  tar="$CACHE/base-$key.tar"
  if [ ! -s "$tar" ]; then
    command -v debootstrap >/dev/null 2>&1 || die "debootstrap is not installed (apt-get install -y debootstrap)"
    start="$(now)"
    log "making the base root with debootstrap ($SUITE, minbase + git, Node $(node --version) from this machine)"
    work="$(mktemp -d "$CACHE/work.XXXXXX")"
    make_base_root "$work/root"
    tar --numeric-owner -C "$work/root" -cf "$tar.part" .
    mv "$tar.part" "$tar"
    rm -rf "$work"
    find "$CACHE" -maxdepth 1 -name 'base-*.tar' ! -name "base-$key.tar" -delete
    log "base root made in $(since "$start")"
  else
    log "base root from the cache: $tar"
  fi
  start="$(now)"
  pod import --change "ENV PATH=$DEFAULT_PATH" "$tar" "$tag" >/dev/null
  log "base imported as $tag in $(since "$start")"
  echo "$tag"
}

mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1000000 }'; }

build() {
  local base start size base_size
  [ -f "$REPO/dist/action.js" ] || die "dist/action.js is missing: run npm run build first"
  exec 9>"$CACHE/lock"
  flock 9
  base="$(ensure_base)"
  # tagged by what goes into it: two test runs with different dist/ on one machine never share the tag
  IMAGE="$IMAGE-$( (cd "$REPO" && find Dockerfile .dockerignore docker-entrypoint.mjs package.json Dockerfile.agent dist schema -type f -print0 | sort -z | xargs -0 sha256sum; echo "$base") | sha256sum | cut -c1-12)"
  start="$(now)"
  log "podman build $IMAGE (BASE_IMAGE=$base)"
  pod build --pull=never --build-arg "BASE_IMAGE=$base" -t "$IMAGE" -f "$REPO/Dockerfile" "$REPO" >&2
  size="$(pod image inspect --format '{{.Size}}' "$IMAGE")"
  base_size="$(pod image inspect --format '{{.Size}}' "$base")"
  log "image built in $(since "$start"): $(mb "$size") ($(mb "$base_size") base + $(mb $((size - base_size))) from the Dockerfile)"
  flock -u 9
  echo "COWORK_TEST_IMAGE=$IMAGE"
  echo "CONTAINERS_CONF=$CONTAINERS_CONF"
  echo "PODMAN_RUNTIME=$RUNTIME"
}

ci() {
  local verdict start built
  start="$(now)"
  verdict="$(preflight)"
  if [ "$verdict" != READY ]; then
    echo "$verdict"
    return 0
  fi
  built="$(build)"
  log "base + image ready in $(since "$start")"
  # shellcheck disable=SC2046
  env $(echo "$built" | grep -E '^[A-Z_]+=') npx vitest run test/container
  log "container test finished in $(since "$start")"
}

setup
case "${1:-ci}" in
  preflight) preflight ;;
  build) build ;;
  base) exec 9>"$CACHE/lock"; flock 9; ensure_base ;;
  ci) ci ;;
  *) die "usage: $0 [ci|preflight|build|base]" ;;
esac
