/**
 * Model script: is the scripted model a cassette was recorded with still the same file, with
 * the same bytes? The scenario on disk names the script now; the cassette recorded its path and
 * sha256. A cassette recorded without a digest of it is "not checked", never failed. The recorded
 * path is hostile input, read only inside the repository (./named-file.ts).
 */
import { dirname, isAbsolute, resolve } from "node:path";
import { relPosix } from "../../../core/util/rel-posix.js";
import { empty, type StalenessCheck } from "./context.js";
import { namedFileVerdict, notReadFinding } from "./named-file.js";

export const modelScriptCheck: StalenessCheck = {
  id: "model-script",
  question: "Is the model script the cassette was recorded with unchanged?",
  async run(ctx) {
    const out = empty();
    const recorded = ctx.cassette.inputs?.modelScript;
    const frozen = ctx.cassette.scenario["model_script"];
    if (recorded === undefined) {
      if (typeof frozen === "string") {
        out.unchecked = [
          `model script ${frozen}: the cassette records no digest of it (recorded before input tracking) — re-record to track it`,
        ];
      }
      return out;
    }
    const cassetteDir = dirname(ctx.cassettePath);
    const recordedPath = resolve(cassetteDir, recorded.path);
    const onDisk = await ctx.scenario();
    const script = onDisk.status === "loaded" ? onDisk.loaded.modelScript : undefined;
    const named = script?.path; // the directive comment or the deprecated key
    const current =
      named !== undefined && onDisk.source.path ? resolve(dirname(onDisk.source.path), named) : recordedPath;
    if (isAbsolute(recorded.path) || current !== recordedPath) {
      const shown = relPosix(cassetteDir, current);
      out.findings.push({
        class: "model-script",
        message: `the scenario now names model script ${shown}, but the cassette was recorded with ${recorded.path} — re-record`,
        location: { path: onDisk.source.path ?? current, ...(script?.line ? { line: script.line } : {}) },
      });
      return out;
    }
    const path = { field: "inputs.modelScript.path", baseDir: cassetteDir, named: recorded.path };
    const now = namedFileVerdict(ctx, path);
    if (now.kind === "refused") {
      out.findings.push(notReadFinding("model-script", [{ path, why: now.why }], ctx.cassettePath));
    } else if (now.kind === "missing") {
      out.findings.push({
        class: "model-script",
        message: `model script ${recorded.path} is missing or unreadable — the recording's model turns cannot be reproduced; re-record`,
        location: { path: current },
      });
    } else if (now.sha256 !== recorded.sha256) {
      out.findings.push({
        class: "model-script",
        message: `model script ${recorded.path} changed since recording — the recorded model turns no longer match it; re-record`,
        location: { path: current },
      });
    }
    return out;
  },
};
