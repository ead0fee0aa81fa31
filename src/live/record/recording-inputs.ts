/**
 * The cassette's `inputs` (src/core/cassette/types.ts RecordingInputs): what the staleness checks
 * need to notice an edit to something the recording depended on besides the skill tree — the
 * session's settings, the model script's digest, and the source and digest of every file staged
 * into uploads and connected folders (their digests are the pre-run hashes). Paths are relative
 * to the cassette's directory, so the cassette stays relocatable with its repository. Pure.
 */
import { dirname, join, resolve } from "node:path";
import { relPosix } from "../../core/util/rel-posix.js";
import type { RecordingInputs } from "../../core/cassette/types.js";
import type { LoadedSession } from "../../core/session/load.js";
import type { SessionLayout } from "./layout.js";
import type { PreRunManifest } from "../workspace/pre-run.js";

/** More staged files than this are not listed one by one (the rest are covered by the session's settings). */
export const MAX_INPUT_FILES = 2000;

export interface RecordingInputsSource {
  cassettePath: string;
  session: LoadedSession | undefined;
  modelScript?: { path: string; sha256: string };
  layout: Pick<SessionLayout, "uploads" | "folders">;
  preRun: PreRunManifest;
}

export function recordingInputs(src: RecordingInputsSource): RecordingInputs {
  const dir = dirname(resolve(src.cassettePath));
  const rel = (p: string): string => relPosix(dir, p);
  const out: RecordingInputs = {};
  if (src.session)
    out.session = {
      path: rel(resolve(src.session.path)),
      config: JSON.parse(JSON.stringify(src.session.authored)) as Record<string, unknown>,
    };
  if (src.modelScript) out.modelScript = { path: rel(src.modelScript.path), sha256: src.modelScript.sha256 };
  const files: NonNullable<RecordingInputs["files"]> = [];
  const hashes = src.preRun.hashes;
  for (const u of src.layout.uploads) {
    if (u.staged in hashes) files.push({ staged: u.staged, source: rel(u.from), sha256: hashes[u.staged] ?? null });
  }
  for (const f of src.layout.folders) {
    const prefix = `${f.mount}/`;
    for (const [staged, sha256] of Object.entries(hashes)) {
      if (staged.startsWith(prefix))
        files.push({ staged, source: rel(join(f.from, staged.slice(prefix.length))), sha256 });
    }
  }
  if (files.length > 0) {
    out.files = files.slice(0, MAX_INPUT_FILES);
    if (files.length > MAX_INPUT_FILES) out.filesOmitted = true;
  }
  return out;
}
