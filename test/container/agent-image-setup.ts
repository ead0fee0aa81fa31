/**
 * vitest global setup: the container tier's agent image, built with scripts/agent-image.sh --local
 * (from the Debian base scripts/container-test.sh makes and caches; a warm machine reuses both), and
 * its KEY=VALUE lines exported to every test process. Where podman cannot run a container at all the
 * reason is printed and nothing is exported: tests that record at the container tier then fail with
 * the runtime's one-line error, which names the cause.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const REPO = join(fileURLToPath(import.meta.url), "../../..");

export default function setup(): void {
  if (process.env.COWORK_AGENT_IMAGE) return;
  const verdict = execFileSync(join(REPO, "scripts/container-test.sh"), ["preflight"], { encoding: "utf8" }).trim();
  if (verdict !== "READY") {
    console.warn(`agent image not built: ${verdict}`);
    return;
  }
  const started = Date.now();
  // podman on purpose: with dockerd running too, "whichever answers" would pick docker (tests that
  // drive Docker Engine say so themselves and load the image into it)
  const env = { ...process.env, COWORK_CONTAINER_RUNTIME: process.env.COWORK_CONTAINER_RUNTIME || "podman" };
  const r = spawnSync(join(REPO, "scripts/agent-image.sh"), ["--local"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    env,
  });
  if (r.status !== 0) throw new Error(`scripts/agent-image.sh --local failed (exit ${r.status})`);
  for (const line of r.stdout.split("\n")) {
    const m = /^([A-Z_]+)=(.*)$/.exec(line);
    if (m) process.env[m[1]!] = m[2]!;
  }
  console.warn(
    `agent image ${process.env.COWORK_AGENT_IMAGE} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
