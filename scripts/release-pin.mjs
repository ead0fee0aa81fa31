#!/usr/bin/env node
// Points action.yml at the published image by digest, for a release:
//
//   node scripts/release-pin.mjs ghcr.io/<owner>/cowork-harness@sha256:<64 hex> [--file action.yml]
//   node scripts/release-pin.mjs --check [--file action.yml]
//   node scripts/release-pin.mjs --agent ghcr.io/<owner>/cowork-agent@sha256:<64 hex> [--file action.yml]
//   node scripts/release-pin.mjs --check-agent [--file action.yml]
//
// The first form rewrites the `image:` line of the `runs:` block to
// `docker://ghcr.io/<owner>/cowork-harness@sha256:<digest>` and leaves every other byte of the
// file as it was. It refuses anything but a full sha256 digest: no tags, no `latest`, no short or
// upper-case digests, no tag beside the digest. The second form exits 0 only when action.yml
// already references an image that way (the release workflow runs it before tagging).
//
// The --agent forms do the same for the container tier's agent image (issue 29): the value of
// `COWORK_AGENT_IMAGE_PIN:` in runs.env, which the Action pulls by digest before its first live run.
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const NAME = "release-pin";
const IMAGE_REF = /^(?:docker:\/\/)?(ghcr\.io\/[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?\/cowork-harness@sha256:[0-9a-f]{64})$/;

const AGENT_REF = /^(ghcr\.io\/[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?\/cowork-agent@sha256:[0-9a-f]{64})$/;

class PinError extends Error {}

/** `ref` when it is ghcr.io/<owner>/cowork-agent@sha256:<64 hex>, or a PinError. */
export function agentReference(ref) {
  const m = AGENT_REF.exec(ref.trim().replace(/^docker:\/\//, ""));
  if (m) return m[1];
  throw new PinError(
    `"${ref}" is not the agent image by digest: a release pins it only as ghcr.io/<owner>/cowork-agent@sha256:<64 hex>`,
  );
}

/** The index of runs.env's single COWORK_AGENT_IMAGE_PIN line. */
function findAgentPinLine(lines, file) {
  const start = lines.findIndex((l) => /^runs:\s*(#.*)?$/.test(l));
  if (start < 0) throw new PinError(`${file}: no top-level "runs:" block`);
  const hits = [];
  for (let i = start + 1; i < lines.length && !/^\S/.test(lines[i]); i++)
    if (/^\s+COWORK_AGENT_IMAGE_PIN:/.test(lines[i])) hits.push(i);
  if (hits.length !== 1)
    throw new PinError(`${file}: expected one runs.env COWORK_AGENT_IMAGE_PIN line, found ${hits.length}`);
  return hits[0];
}

/** `text` with runs.env.COWORK_AGENT_IMAGE_PIN set to `ref`; nothing else changes. */
export function pinAgentImage(text, ref, file = "action.yml") {
  const pinned = agentReference(ref);
  const lines = text.split("\n");
  const i = findAgentPinLine(lines, file);
  const m = /^(\s+COWORK_AGENT_IMAGE_PIN:\s*)(.*?)(\s*#.*)?(\r?)$/.exec(lines[i]);
  lines[i] = `${m[1]}"${pinned}"${m[3] ?? ""}${m[4]}`;
  return lines.join("\n");
}

/** The agent image runs.env pins, or a PinError when it is anything but a digest reference. */
export function checkAgentPinned(text, file = "action.yml") {
  const lines = text.split("\n");
  const m = /^\s+COWORK_AGENT_IMAGE_PIN:\s*(.*?)\s*(#.*)?\r?$/.exec(lines[findAgentPinLine(lines, file)]);
  const value = m[1].replace(/^(["'])(.*)\1$/, "$2");
  if (!value) throw new PinError(`${file}: runs.env.COWORK_AGENT_IMAGE_PIN is empty, not the agent image by digest`);
  return agentReference(value);
}

/** The canonical `docker://…@sha256:…` form of `ref`, or a PinError saying what is wrong with it. */
export function digestReference(ref) {
  const m = IMAGE_REF.exec(ref.trim());
  if (m) return `docker://${m[1]}`;
  if (/@sha256:/.test(ref)) {
    const digest = ref.slice(ref.indexOf("@sha256:") + 8);
    if (!/^[0-9a-f]{64}$/.test(digest))
      throw new PinError(`"${ref}": the digest must be sha256: and 64 lower-case hex characters`);
    throw new PinError(`"${ref}": expected ghcr.io/<owner>/cowork-harness@sha256:<digest> (lower-case owner, no tag)`);
  }
  throw new PinError(
    `"${ref}" is not pinned by digest: a release references its image only as ghcr.io/<owner>/cowork-harness@sha256:<64 hex>`,
  );
}

/** The line range of the top-level `runs:` mapping and the index of its single `image:` line. */
function findImageLine(lines, file) {
  const start = lines.findIndex((l) => /^runs:\s*(#.*)?$/.test(l));
  if (start < 0) throw new PinError(`${file}: no top-level "runs:" block`);
  let end = start + 1;
  while (end < lines.length && !/^\S/.test(lines[end])) end++;
  const hits = [];
  let using;
  for (let i = start + 1; i < end; i++) {
    if (/^\s+image:/.test(lines[i])) hits.push(i);
    const u = /^\s+using:\s*["']?([\w-]+)/.exec(lines[i]);
    if (u) using = u[1];
  }
  if (using !== "docker") throw new PinError(`${file}: runs.using is "${using ?? "missing"}", not docker`);
  if (hits.length !== 1) throw new PinError(`${file}: expected one runs.image line, found ${hits.length}`);
  return hits[0];
}

/** `text` with runs.image set to the digest reference `ref`; nothing else changes. */
export function pinImage(text, ref, file = "action.yml") {
  const pinned = digestReference(ref);
  const lines = text.split("\n");
  const i = findImageLine(lines, file);
  const m = /^(\s+image:\s*)(.*?)(\s*#.*)?(\r?)$/.exec(lines[i]);
  lines[i] = `${m[1]}${pinned}${m[3] ?? ""}${m[4]}`;
  return lines.join("\n");
}

/** The digest reference runs.image holds, or a PinError when it is anything else. */
export function checkPinned(text, file = "action.yml") {
  const lines = text.split("\n");
  const m = /^\s+image:\s*(.*?)\s*(#.*)?\r?$/.exec(lines[findImageLine(lines, file)]);
  const value = m[1].replace(/^(["'])(.*)\1$/, "$2");
  if (!value.startsWith("docker://"))
    throw new PinError(`${file}: runs.image is "${value}", not a docker:// image pinned by digest`);
  return digestReference(value);
}

function main(argv) {
  let file = "action.yml";
  let check = false;
  let agent;
  let checkAgent = false;
  const refs = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--file") file = argv[++i] ?? "";
    else if (argv[i] === "--check") check = true;
    else if (argv[i] === "--agent") agent = argv[++i] ?? "";
    else if (argv[i] === "--check-agent") checkAgent = true;
    else refs.push(argv[i]);
  }
  if (agent !== undefined || checkAgent) {
    if (!file || refs.length !== 0 || check || (agent !== undefined) === checkAgent)
      throw new PinError(
        "usage: release-pin.mjs --agent ghcr.io/<owner>/cowork-agent@sha256:<digest> [--file action.yml] | --check-agent [--file action.yml]",
      );
    let text;
    try {
      text = readFileSync(file, "utf8");
    } catch (e) {
      throw new PinError(`${file}: cannot read (${e.code ?? e.message})`);
    }
    if (checkAgent) {
      console.log(`${file}: runs.env.COWORK_AGENT_IMAGE_PIN is ${checkAgentPinned(text, file)}`);
      return;
    }
    writeFileSync(file, pinAgentImage(text, agent, file));
    console.log(`${file}: runs.env.COWORK_AGENT_IMAGE_PIN set to ${agentReference(agent)}`);
    return;
  }
  if (!file || (check ? refs.length !== 0 : refs.length !== 1)) {
    throw new PinError(
      "usage: release-pin.mjs ghcr.io/<owner>/cowork-harness@sha256:<digest> [--file action.yml] | --check [--file action.yml]",
    );
  }
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new PinError(`${file}: cannot read (${e.code ?? e.message})`);
  }
  if (check) {
    console.log(`${file}: runs.image is ${checkPinned(text, file)}`);
    return;
  }
  const out = pinImage(text, refs[0], file);
  writeFileSync(file, out);
  console.log(`${file}: runs.image set to ${digestReference(refs[0])}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof PinError)) throw e;
    console.error(`${NAME}: ${e.message}`);
    process.exitCode = 2;
  }
}
