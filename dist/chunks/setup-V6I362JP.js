#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  HELPER_LIMITS,
  LOCKDOWN_FLAGS,
  SEALED,
  invokingUser,
  knownCure,
  limitFlags,
  limitsOfEnv
} from "./chunk-MC6SNHAQ.js";
import {
  acquireAgentImage
} from "./chunk-6NVNSL5Q.js";
import {
  ownerLabelArgs
} from "./chunk-M4M45Q44.js";
import {
  detectContainerRuntime,
  engineChoiceText,
  execRuntime,
  otherAnsweringRuntime
} from "./chunk-7BOIZFLR.js";
import "./chunk-237DY7TX.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import "./chunk-HT3KHDWJ.js";
import "./chunk-KPSQMKHF.js";
import {
  EXIT,
  HarnessError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/live/container/trial-run.ts
function trialRun(rt, image, env) {
  const user = invokingUser();
  const common = ["run", "--rm", "--network", "none", ...ownerLabelArgs(env), ...user ? ["--user", user] : []];
  const trials = [
    {
      what: "the agent's container",
      args: [...common, ...SEALED, ...limitFlags(limitsOfEnv(env)), image, "true"]
    },
    {
      what: "the egress proxy's container",
      args: [...common, ...LOCKDOWN_FLAGS, ...HELPER_LIMITS, image, "node", "-e", "0"]
    }
  ];
  for (const t of trials) {
    const r = execRuntime(rt, t.args, { timeoutMs: 12e4 });
    if (r.code === 0) continue;
    const detail = (r.stderr.trim() || r.stdout.trim() || `exit ${r.code}`).split("\n").slice(-3).join(" | ");
    const cure = knownCure(rt, detail);
    return { what: t.what, detail, ...cure ? { cure } : {} };
  }
  return void 0;
}

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

Before it says ready, it starts one trivial container with the settings record uses (the lockdown,
the resource limits, the egress helpers'): a runtime that cannot apply them fails here, with its cure.
When docker and podman both answer, it says which one it uses (COWORK_CONTAINER_RUNTIME chooses).

Exit codes: 0 the image is ready and a trial container ran, 2 no container runtime, the build failed,
or the trial container did not start.
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
  io.stderr(`container engine: ${engineChoiceText(rt, otherAnsweringRuntime(rt, io.env))}
`);
  const t0 = Date.now();
  const img = await acquireAgentImage(rt, {
    env: io.env,
    log: (l) => io.stderr(`${l}
`),
    build: true,
    ...values.base ? { base: values.base } : {}
  });
  const failed = trialRun(rt, img.ref, io.env);
  if (failed)
    throw new HarnessError(
      `the agent image is ready, but ${rt.kind} could not start ${failed.what} with the settings record uses: ${failed.detail}${failed.cure ? ` \u2014 ${failed.cure}` : " \u2014 see docs/tiers.md (container tier) for the settings it needs"}`
    );
  io.stdout(`\u2713 agent image ready in ${rt.version}: ${img.how} \u2014 ${((Date.now() - t0) / 1e3).toFixed(1)} s
`);
  io.stdout(`\u2713 a trial container ran with record's settings (lockdown, resource limits, the egress helpers')
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
