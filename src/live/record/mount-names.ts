/**
 * Mount names of connected folders (the reference's src/runtime/container.ts; docs/reference.md#recording-and-the-agent-protocol "Mount layout"): each folder is mounted
 * under `mnt/` by its basename; basenames shared by several folders are qualified with the parent
 * directory's name (`a--work`, `b--work`), and a name still taken gets a numeric suffix. Names the
 * layout itself uses are refused loudly. Pure.
 */
import { basename, dirname } from "node:path";
import { HarnessError } from "../../core/util/errors.js";

/** mnt/ entries a connected folder may never be mounted as. */
export const RESERVED_MOUNT_NAMES: readonly string[] = [
  "outputs",
  "uploads",
  ".host-home",
  ".auto-memory",
  ".remote-plugins",
  ".local-plugins",
  ".projects",
  ".claude",
];

/** One mount name per folder path (absolute, resolved), in the same order. */
export function resolveMountNames(folders: readonly string[]): string[] {
  const base = folders.map((f) => basename(f));
  const counts = new Map<string, number>();
  for (const b of base) counts.set(b, (counts.get(b) ?? 0) + 1);
  const taken = new Set<string>();
  return folders.map((f, i) => {
    const own = base[i] as string;
    if (own === "" || own === "." || own === "..") {
      throw new HarnessError(`session folder ${f}: has no usable basename to mount it by`);
    }
    if (RESERVED_MOUNT_NAMES.includes(own)) {
      throw new HarnessError(
        `session folder ${f}: its name "${own}" is reserved by the Cowork layout (reserved: ${RESERVED_MOUNT_NAMES.join(", ")}) — rename or move the folder`,
      );
    }
    let name = (counts.get(own) ?? 0) > 1 ? `${basename(dirname(f)) || "root"}--${own}` : own;
    if (taken.has(name)) {
      let n = 2;
      while (taken.has(`${name}-${n}`)) n++;
      name = `${name}-${n}`;
    }
    taken.add(name);
    return name;
  });
}
