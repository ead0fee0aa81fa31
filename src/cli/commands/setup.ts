/**
 * `cowork-harness setup`: makes the container tier ready — finds the agent image, or builds it from
 * the Dockerfile.agent this installation carries (a clone or the npm package), with the engine's
 * progress, and tags it where `record` looks (src/live/container/agent-image.ts). Run once per machine
 * and harness version; a second run finds the image and returns at once.
 */
import { defineCommand, type CommandContext } from "../command.js";
import { acquireAgentImage } from "../../live/container/agent-image.js";
import { detectContainerRuntime, engineChoiceText, otherAnsweringRuntime } from "../../live/container/runtime.js";
import { trialRun } from "../../live/container/trial-run.js";
import { EXIT, HarnessError } from "../../core/util/errors.js";

const SETUP_HELP = `Usage: cowork-harness setup [options]

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

const SETUP_OPTIONS = {
  base: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** Finds or builds the agent image in the container runtime found. */
async function setup({ values, positionals, io }: CommandContext<typeof SETUP_OPTIONS>): Promise<number> {
  if (positionals.length > 0) throw new HarnessError(`setup takes no arguments (got ${positionals[0]})`);
  const d = detectContainerRuntime(io.env);
  if ("missing" in d)
    throw new HarnessError(
      `the container tier needs docker or podman — ${d.missing} (install one, or record at fidelity: protocol)`,
    );
  const rt = d.runtime;
  io.stderr(`container engine: ${engineChoiceText(rt, otherAnsweringRuntime(rt, io.env))}\n`);
  const t0 = Date.now();
  const img = await acquireAgentImage(rt, {
    env: io.env,
    log: (l) => io.stderr(`${l}\n`),
    build: true,
    ...(values.base ? { base: values.base } : {}),
  });
  // a container started with record's own settings: a runtime that cannot apply them fails here, not mid-record
  const failed = trialRun(rt, img.ref, io.env);
  if (failed)
    throw new HarnessError(
      `the agent image is ready, but ${rt.kind} could not start ${failed.what} with the settings record uses: ${failed.detail}${failed.cure ? ` — ${failed.cure}` : " — see docs/tiers.md (container tier) for the settings it needs"}`,
    );
  io.stdout(`✓ agent image ready in ${rt.version}: ${img.how} — ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  io.stdout(`✓ a trial container ran with record's settings (lockdown, resource limits, the egress helpers')\n`);
  io.stdout(`  record finds it${img.path === "given" ? " through COWORK_AGENT_IMAGE" : ""}; nothing else to set\n`);
  return EXIT.ok;
}

export const command = defineCommand({
  name: "setup",
  help: SETUP_HELP,
  options: SETUP_OPTIONS,
  errors: "line",
  run: setup,
});
