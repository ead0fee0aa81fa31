/**
 * The containers and networks one test run made, found by the `cowork-harness.run` label that
 * COWORK_RUN_TAG puts on them (src/live/container/owner.ts), so a test never sees another run's
 * objects (two `npm test` runs on one machine), and the engine a test drives on purpose.
 */
import { spawnSync } from "node:child_process";
import { decodeOwner, type Owner } from "../../src/live/container/owner.js";

export type Engine = "podman" | "docker";

export interface Found {
  kind: "container" | "network";
  name: string;
  owner?: Owner;
}

/** A tag unique to this test process, for COWORK_RUN_TAG. */
export function testRunTag(prefix: string): string {
  return `${prefix}${process.pid}${Math.random().toString(36).slice(2, 6)}`.toLowerCase().replace(/[^a-z0-9-]/g, "");
}

export function engine(e: Engine, args: string[], input?: Buffer): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(e, args, {
    encoding: "utf8",
    timeout: 5 * 60_000,
    maxBuffer: 64 * 1024 * 1024,
    ...(input ? { input } : {}),
  });
  return { code: r.status ?? -1, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
}

/** `inspect` of several objects, one by one when the batch fails (one went away meanwhile). */
function inspectAll(e: Engine, args: string[], names: string[]): any[] {
  const all = engine(e, [...args, ...names]);
  if (all.code === 0) return JSON.parse(all.stdout || "[]");
  return names.flatMap((n) => {
    const one = engine(e, [...args, n]);
    return one.code === 0 ? JSON.parse(one.stdout || "[]") : [];
  });
}

/** Every container and network carrying `cowork-harness.run=<tag>`, with its owner label. */
export function objectsOfRun(e: Engine, tag: string): Found[] {
  const out: Found[] = [];
  const ids = engine(e, ["ps", "-a", "-q", "--no-trunc", "--filter", `label=cowork-harness.run=${tag}`])
    .stdout.split("\n")
    .filter(Boolean);
  if (ids.length > 0) {
    for (const c of inspectAll(e, ["inspect", "--type", "container"], ids) as {
      Name: string;
      Config: { Labels: Record<string, string> };
    }[]) {
      out.push({
        kind: "container",
        name: c.Name.replace(/^\//, ""),
        owner: decodeOwner(c.Config.Labels?.["cowork-harness.owner"]),
      });
    }
  }
  const nets = engine(e, ["network", "ls", "--filter", `label=cowork-harness.run=${tag}`, "--format", "{{.Name}}"])
    .stdout.split("\n")
    .filter(Boolean);
  if (nets.length > 0) {
    for (const n of inspectAll(e, ["network", "inspect"], nets) as {
      Name?: string;
      name?: string;
      Labels?: Record<string, string>;
      labels?: Record<string, string>;
    }[]) {
      out.push({
        kind: "network",
        name: (n.Name ?? n.name)!,
        owner: decodeOwner((n.Labels ?? n.labels)?.["cowork-harness.owner"]),
      });
    }
  }
  return out;
}

/** docker answers here and holds the agent image (loaded from podman's store when it does not yet). */
export function dockerWithAgentImage(image: string | undefined): boolean {
  if (!image || engine("docker", ["info", "--format", "{{.ServerVersion}}"]).code !== 0) return false;
  if (engine("docker", ["image", "inspect", image]).code === 0) return true;
  const saved = spawnSync("podman", ["save", "--format", "docker-archive", image], {
    maxBuffer: 2 * 1024 * 1024 * 1024,
  });
  if (saved.status !== 0) return false;
  return (
    engine("docker", ["load"], saved.stdout).code === 0 && engine("docker", ["image", "inspect", image]).code === 0
  );
}
