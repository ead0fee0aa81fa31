#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  acquireAgentImage
} from "./chunk-DRQZ5YOZ.js";
import {
  detectContainerRuntime
} from "./chunk-N2F5GBCQ.js";
import {
  defineCommand
} from "./chunk-TBML7EOG.js";
import "./chunk-MKJ2XAWI.js";
import "./chunk-RVJ3OCTS.js";
import "./chunk-FHQR7PEA.js";
import {
  EXIT,
  HarnessError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/setup.ts
var SETUP_HELP = `Usage: cowork-harness setup [options]

Makes recording at the container tier (fidelity: container, the default) work on this machine: finds
the agent image, or builds it from the Dockerfile.agent this installation carries (a few minutes the
first time: Debian packages are downloaded), and tags it localhost/cowork-agent:df-<hash> where
record, run, rerun and rerecord look for it. Needs docker or podman (COWORK_CONTAINER_RUNTIME
chooses). An image named by COWORK_AGENT_IMAGE is used instead (pulled when missing).

Options:
  --base IMAGE      build on this base image (one the engine has) instead of the digest-pinned
                    Node.js base: for machines that cannot reach Docker Hub
  -h, --help        show this help

Exit codes: 0 the image is ready, 2 no container runtime, or the build failed.
`;
var SETUP_OPTIONS = {
  base: { type: "string" },
  help: { type: "boolean", short: "h" }
};
async function setup({ values, positionals, io }) {
  if (positionals.length > 0) throw new HarnessError(`setup takes no arguments (got ${positionals[0]})`);
  const d = detectContainerRuntime(io.env);
  if ("missing" in d)
    throw new HarnessError(
      `the container tier needs docker or podman \u2014 ${d.missing} (install one, or record at fidelity: protocol)`
    );
  const rt = d.runtime;
  const t0 = Date.now();
  const img = await acquireAgentImage(rt, {
    env: io.env,
    log: (l) => io.stderr(`${l}
`),
    build: true,
    ...values.base ? { base: values.base } : {}
  });
  io.stdout(`\u2713 agent image ready in ${rt.version}: ${img.how} \u2014 ${((Date.now() - t0) / 1e3).toFixed(1)} s
`);
  io.stdout(`  record finds it${img.path === "given" ? " through COWORK_AGENT_IMAGE" : ""}; nothing else to set
`);
  return EXIT.ok;
}
var command = defineCommand({
  name: "setup",
  help: SETUP_HELP,
  options: SETUP_OPTIONS,
  errors: "line",
  run: setup
});
export {
  command
};
