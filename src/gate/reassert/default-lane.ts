/**
 * The default replay lane's discoverability notices (the reference's src/run/cassette.ts; docs/reference.md#gate-extras): the frozen
 * assertions drive the verdict, but when the cassette's scenario on disk no longer loads, or has a
 * different `assert:` block or prompt, the author is told. Never affects a verdict or exit code.
 */
import { readFile } from "node:fs/promises";
import type { Cassette } from "../../core/cassette/types.js";
import { canonicallyEqual } from "../../core/protocol/canon.js";
import type { Annotation } from "../replay/options.js";
import { parseYamlWithPositions } from "../../core/schema/yaml-source.js";
import { compactLoadMessage, siblingAssertDiffers, siblingDoesNotLoad, siblingPromptDiffers } from "./notices.js";
import type { OnDiskScenario } from "../../core/scenario/on-disk-scenario.js";

/** The loader's message without its leading `<path>: `. */
export function withoutPathPrefix(message: string, path: string): string {
  return message.startsWith(`${path}: `) ? message.slice(path.length + 2) : message;
}

/** Whether the file reads and parses as YAML (so a load failure is a schema failure, worth a notice). */
async function parsesAsYaml(path: string): Promise<boolean> {
  try {
    return parseYamlWithPositions(await readFile(path, "utf8")).ok;
  } catch {
    return false;
  }
}

/**
 * `found`: the cassette's scenario on disk (PreparedCassette.onDisk); `label` names the cassette as
 * the user gave it, for the command the notice suggests.
 */
export async function siblingNotices(cassette: Cassette, found: OnDiskScenario, label: string): Promise<Annotation[]> {
  if (found.status === "none") return [];
  if (found.status === "invalid") {
    if (!(await parsesAsYaml(found.path))) return [];
    return [
      {
        level: "notice",
        message: siblingDoesNotLoad(
          found.path,
          compactLoadMessage(withoutPathPrefix(found.message, found.path)),
          label,
        ),
      },
    ];
  }
  const out: Annotation[] = [];
  const onDisk = found.loaded.scenario;
  if (!canonicallyEqual(onDisk.assert, cassette.scenario.assert ?? [])) {
    out.push({ level: "notice", message: siblingAssertDiffers(found.path, label) });
  }
  if (onDisk.prompt !== (cassette.scenario.prompt ?? ""))
    out.push({ level: "notice", message: siblingPromptDiffers(found.path) });
  return out;
}
