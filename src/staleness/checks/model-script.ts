/**
 * Model script: is the scripted model a cassette was recorded with still the same file, with
 * the same bytes? The scenario on disk names the script now; the cassette recorded its path and
 * sha256. A cassette recorded without a digest of it is "not checked", never failed.
 */
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
import { sha256OfFile } from "../../fingerprint/file-digest.js";
import { empty, type StalenessCheck } from "./context.js";

const posix = (p: string): string => p.split(sep).join("/");

export const modelScriptCheck: StalenessCheck = {
  id: "model-script",
  question: "Is the model script the cassette was recorded with unchanged?",
  async run(ctx) {
    const out = empty();
    const recorded = ctx.cassette.inputs?.modelScript;
    const frozen = ctx.cassette.scenario["model_script"];
    if (recorded === undefined) {
      if (typeof frozen === "string") {
        out.unchecked = [`model script ${frozen}: the cassette records no digest of it (recorded before input tracking) — re-record to track it`];
      }
      return out;
    }
    const cassetteDir = dirname(ctx.cassettePath);
    const recordedPath = resolve(cassetteDir, recorded.path);
    const onDisk = await ctx.scenario();
    const named = onDisk.loaded?.modelScript?.path; // the directive comment or the deprecated key
    const current = named !== undefined && onDisk.source.path ? resolve(dirname(onDisk.source.path), named) : recordedPath;
    if (isAbsolute(recorded.path) || current !== recordedPath) {
      const shown = posix(relative(cassetteDir, current));
      out.findings.push({
        class: "model-script",
        message: `the scenario now names model script ${shown}, but the cassette was recorded with ${recorded.path} — re-record`,
        location: { path: onDisk.source.path ?? current, ...(onDisk.loaded?.modelScript?.line ? { line: onDisk.loaded.modelScript.line } : {}) },
      });
      return out;
    }
    const sha = sha256OfFile(current);
    if (sha === null) {
      out.findings.push({ class: "model-script", message: `model script ${recorded.path} is missing or unreadable — the recording's model turns cannot be reproduced; re-record`, location: { path: current } });
    } else if (sha !== recorded.sha256) {
      out.findings.push({ class: "model-script", message: `model script ${recorded.path} changed since recording — the recorded model turns no longer match it; re-record`, location: { path: current } });
    }
    return out;
  },
};

/** The recorded form: path relative to the cassette's directory. */
export function modelScriptInput(cassettePath: string, scriptPath: string, sha256: string): { path: string; sha256: string } {
  return { path: posix(relative(dirname(resolve(cassettePath)), resolve(scriptPath))), sha256 };
}

