# The cowork-harness Action image: Node.js, git, and the self-contained bundles from dist/.
#
# Base image: the current Node.js LTS (26, LTS since 2026-10-28) on Debian 12 slim, pinned by its
# multi-platform index digest. The digest sits on a literal FROM line because Dependabot's docker
# updater reads FROM lines but does not expand ARG defaults (dependabot-core#2057); it proposes
# new digests for this tag (.github/dependabot.yml). BASE_IMAGE names that stage by default;
# tests pass --build-arg BASE_IMAGE=<a locally made image> instead, and the unused pinned stage
# is then never pulled.
ARG BASE_IMAGE=node-lts
FROM node:26-bookworm-slim@sha256:86f07bc9c5dce4578cf37e5a418b7bfc7f817cda25cde66e2b66e95ed86c4567 AS node-lts

# The docker CLI, for the container tier (record/rerecord at fidelity: container): the agent and
# its egress proxy run as sibling containers through the runner's Docker socket, which GitHub
# mounts into container actions at /var/run/docker.sock. Only the client binary is taken from
# Debian's docker.io package (no engine, no containerd): it speaks every subcommand the runtime
# layer (src/live/container/) uses, against Docker or podman's Docker-compatible API alike.
FROM ${BASE_IMAGE} AS docker-cli
RUN apt-get update \
    && cd /tmp && apt-get download docker.io \
    && dpkg-deb -x docker.io_*.deb /tmp/x \
    && install -m 0755 /tmp/x/usr/bin/docker /usr/local/bin/docker \
    && rm -rf /tmp/x /tmp/docker.io_*.deb /var/lib/apt/lists/*

FROM ${BASE_IMAGE}

COPY --from=docker-cli /usr/local/bin/docker /usr/local/bin/docker
# git, for skill fingerprints in git mode. A base that already ships git skips apt entirely.
# safe.directory: the workspace belongs to the runner's user, not to whoever runs git here.
RUN if ! command -v git >/dev/null 2>&1; then \
      apt-get update \
      && apt-get install -y --no-install-recommends git \
      && apt-get clean \
      && rm -rf /var/lib/apt/lists/*; \
    fi \
    && git config --system --add safe.directory '*'

# The bundles carry all their dependencies: no npm install here.
COPY package.json /app/package.json
COPY schema/ /app/schema/
COPY dist/ /app/dist/
COPY docker-entrypoint.mjs /app/docker-entrypoint.mjs
# The agent image's recipe: where the released agent image cannot be pulled, the Action builds it
# from this file (src/live/container/agent-image.ts) and keeps it in the Actions cache.
COPY Dockerfile.agent /app/Dockerfile.agent

# No USER and no WORKDIR: GitHub runs container actions as root with /github/workspace as the
# working directory. docker-entrypoint.mjs drops to the workspace owner, then runs dist/action.js.
ENTRYPOINT ["node", "/app/docker-entrypoint.mjs"]
