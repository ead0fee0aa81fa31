/**
 * The container engines a sandbox test can drive here: podman whenever the agent image is built,
 * Docker Engine when its daemon answers and the image is in (or can be moved into) its store.
 */
import { spawnSync } from "node:child_process";

export type EngineName = "podman" | "docker";

/** Docker Engine is up and holds `image` (loaded from podman's store when missing). */
export function dockerHasImage(image: string): boolean {
  const info = spawnSync("docker", ["info", "--format", "{{.ServerVersion}}"], { encoding: "utf8", timeout: 20_000 });
  if (info.status !== 0) return false;
  if (spawnSync("docker", ["image", "inspect", image], { encoding: "utf8" }).status === 0) return true;
  const r = spawnSync("sh", ["-c", `podman save ${image} | docker load`], { encoding: "utf8", timeout: 300_000 });
  return r.status === 0;
}

/** podman and docker, each with whether a test can run on it now. */
export function sandboxEngines(image: string | undefined, full: boolean): { name: EngineName; ready: boolean }[] {
  return [
    { name: "podman", ready: Boolean(image) },
    { name: "docker", ready: Boolean(image) && full && dockerHasImage(image!) },
  ];
}
