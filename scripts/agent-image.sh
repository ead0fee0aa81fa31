#!/usr/bin/env bash
# Builds the container tier's agent image (Dockerfile.agent) with podman or docker.
#
#   scripts/agent-image.sh            build from the digest-pinned base (needs a registry)
#   scripts/agent-image.sh --local    build from a Debian root made on this machine, the base
#                                     scripts/container-test.sh makes and caches under /var/tmp
#                                     (no registry needed; what the tests and record-examples use)
#
# Prints KEY=VALUE lines on stdout: COWORK_AGENT_IMAGE, COWORK_CONTAINER_RUNTIME, CONTAINERS_CONF,
# COWORK_OCI_RUNTIME. The image is rebuilt only when Dockerfile.agent or the base changed (the tag
# carries a hash of both), so a warm machine pays nothing.
#
# Environment: COWORK_CONTAINER_RUNTIME (docker|podman), TOOLSET (lean|full), and everything
# scripts/container-test.sh reads (COWORK_CONTAINER_CACHE, COWORK_DEBIAN_MIRROR, CONTAINERS_CONF).
set -euo pipefail
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="${COWORK_CONTAINER_CACHE:-/var/tmp/cowork-harness-container}"
TOOLSET="${TOOLSET:-lean}"
mkdir -p "$CACHE"
RT="${COWORK_CONTAINER_RUNTIME:-}"
if [ -z "$RT" ]; then
  if command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then RT=docker; else RT=podman; fi
fi
ARGS=()
if [ "$RT" = podman ]; then
  if [ -z "${CONTAINERS_CONF:-}" ]; then
    export CONTAINERS_CONF="$CACHE/containers.conf"
    [ -f "$CONTAINERS_CONF" ] || printf '[containers]\ndefault_ulimits = []\n' >"$CONTAINERS_CONF"
  fi
  OCI="${COWORK_OCI_RUNTIME:-}"
  [ -z "$OCI" ] && [ -x /usr/sbin/runc ] && OCI=/usr/sbin/runc
  [ -n "$OCI" ] && ARGS=(--runtime "$OCI")
fi
BUILD_ARGS=(--build-arg "TOOLSET=$TOOLSET")
BASE_ID=pinned
DOCKERFILE="$REPO/Dockerfile.agent"
if [ "${1:-}" = --local ]; then
  BASE="$(COWORK_CONTAINER_RUNTIME=podman "$REPO/scripts/container-test.sh" base)"
  if [ "$RT" = podman ]; then
    BUILD_ARGS+=(--pull=never)
  elif ! docker image inspect "$BASE" >/dev/null 2>&1; then
    # the base is made in podman's store; docker's --pull is a boolean, and it does not pull by default
    podman ${ARGS[@]+"${ARGS[@]}"} save "$BASE" | docker load >&2
  fi
  BUILD_ARGS+=(--build-arg "BASE_IMAGE=$BASE")
  BASE_ID="$BASE"
  # without the digest-pinned stage: Docker's classic builder pulls every FROM, used or not
  DOCKERFILE="$(mktemp "${TMPDIR:-/tmp}/cowork-agent-dockerfile.XXXXXX")"
  trap 'rm -f "$DOCKERFILE"' EXIT
  grep -Ev '^FROM [^ ]+@sha256:[0-9a-f]{64} AS ' "$REPO/Dockerfile.agent" >"$DOCKERFILE"
fi
KEY="$( { cat "$REPO/Dockerfile.agent"; echo "$TOOLSET $BASE_ID"; } | sha256sum | cut -c1-12)"
IMAGE="localhost/cowork-agent:$KEY"
if ! "$RT" ${ARGS[@]+"${ARGS[@]}"} image inspect "$IMAGE" >/dev/null 2>&1; then
  start=$(date +%s)
  "$RT" ${ARGS[@]+"${ARGS[@]}"} build "${BUILD_ARGS[@]}" -t "$IMAGE" -f "$DOCKERFILE" "$REPO/scripts/agent-image-context" >&2
  echo "== agent-image: built $IMAGE in $(( $(date +%s) - start )) s" >&2
else
  echo "== agent-image: $IMAGE (cached)" >&2
fi
# the tag `cowork-harness record` looks for when COWORK_AGENT_IMAGE is not set (src/live/container/agent-image.ts)
"$RT" ${ARGS[@]+"${ARGS[@]}"} tag "$IMAGE" "localhost/cowork-agent:df-$(sha256sum "$REPO/Dockerfile.agent" | cut -c1-12)" >&2
echo "COWORK_AGENT_IMAGE=$IMAGE"
echo "COWORK_CONTAINER_RUNTIME=$RT"
[ "$RT" = podman ] && echo "CONTAINERS_CONF=$CONTAINERS_CONF"
[ "${#ARGS[@]}" -gt 0 ] && echo "COWORK_OCI_RUNTIME=${ARGS[1]}"
exit 0
