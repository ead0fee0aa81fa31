#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  fetchBaselines,
  parseSource
} from "./chunk-B7AZK2UG.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import {
  DEFAULT_BASELINES_SOURCE,
  PUBLISHED_BASELINES_COMMIT,
  PUBLISHED_BASELINE_PINS,
  baselinesCacheDir,
  inspectBaselinesCache,
  parsePinManifest
} from "./chunk-LFV2YVHF.js";
import "./chunk-KU72ARQB.js";
import "./chunk-MJN26BLH.js";
import "./chunk-NT77EBXM.js";
import {
  readRegularText
} from "./chunk-A7IXKCTY.js";
import "./chunk-HT3KHDWJ.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import "./chunk-FOXKMYXX.js";
import {
  EXIT,
  HarnessError,
  UsageError,
  oneLine
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/baselines.ts
import { resolve } from "node:path";
var HELP = `Usage: cowork-harness baselines fetch [--source URL] [--manifest FILE] [--output-format text|json]
       cowork-harness baselines list [--output-format text|json]

fetch downloads the published Desktop baselines (desktop-<version>.json: the Cowork system-prompt
addition, the egress allowlist, the baseline staleness checks) into the local cache: by default the
reference's repository at the pinned commit ${PUBLISHED_BASELINES_COMMIT.slice(0, 12)}, the highest
desktop-*.json there and the prompt files it names. Each file is kept only when its sha256 is the
pinned one (a mismatch keeps nothing of that file, and says which); each is written to a temp file
and renamed into place. Bounded: 8 MiB a file, 30 s a file, 3 redirects; https only (plain http to
this machine only).
list shows the cached versions, which one is latest, and whether each (with its prompt files) still
matches its pin.

The cache: $COWORK_HARNESS_BASELINES_CACHE, else $XDG_CACHE_HOME/cowork-harness/baselines, else
~/.cache/cowork-harness/baselines. record, run, verify, replay, check and rerecord use it when no
--baselines DIR is given and every cached baseline matches its pin, and say so in one line
("baselines: desktop-X.json from <dir> (fetched)"); without a cache nothing changes.

Options:
  --source URL               fetch: the base URL the pinned paths are read below (default
                             ${DEFAULT_BASELINES_SOURCE.replace(PUBLISHED_BASELINES_COMMIT, "<pinned commit>")}), e.g. a mirror or GHES
  --manifest FILE            fetch: your own pin list for that source, JSON {"files": [{"path", "sha256"}]}
                             (paths relative to the source; at least one desktop-*.json at its top)
  --output-format text|json  text (default) or one JSON object: {tool, version, command, action, ok,
                             cache, ...} \u2014 fetch: source, kept, refused [{path, why}]; list: latest,
                             baselines [{version, file, latest, matches, problem?, source?}]
  -h, --help                 show this help

Exit codes: 0 fetch: every file kept / list: every cached baseline matches its pin (or none is cached),
1 fetch: a file not kept (no answer, too large, a sha256 that is not its pin) / list: a cached file no
longer matches its pin, 2 usage error (no action, a bad --source or --manifest, no cache directory).
`;
var OPTIONS = {
  source: { type: "string" },
  manifest: { type: "string" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" }
};
function cacheDirOrRefuse(env) {
  const dir = baselinesCacheDir(env);
  if (dir === void 0)
    throw new UsageError(
      "no baselines cache directory: set COWORK_HARNESS_BASELINES_CACHE (or XDG_CACHE_HOME, or HOME) to an absolute path"
    );
  return dir;
}
var head = (action) => ({ tool: TOOL_NAME, version: TOOL_VERSION, command: "baselines", action });
async function fetchAction({ values, format, io }) {
  const dir = cacheDirOrRefuse(io.env);
  const source = parseSource(values.source ?? DEFAULT_BASELINES_SOURCE).href;
  let pins = PUBLISHED_BASELINE_PINS;
  if (values.manifest !== void 0) {
    const path = resolve(io.cwd, values.manifest);
    let text;
    try {
      text = readRegularText(path, 1024 * 1024);
    } catch (e) {
      throw new UsageError(`--manifest ${values.manifest}: cannot be read (${oneLine(e)})`);
    }
    try {
      pins = parsePinManifest(text, `--manifest ${values.manifest}`);
    } catch (e) {
      throw e instanceof HarnessError ? new UsageError(e.message) : e;
    }
  }
  const outcome = await fetchBaselines({ source, pins, dir });
  const ok = outcome.refused.length === 0;
  if (format === "json") {
    io.stdout(`${JSON.stringify({ ...head("fetch"), ok, cache: dir, source, ...outcome, error: null })}
`);
  } else {
    for (const p of outcome.kept) io.stdout(`kept ${p}
`);
    for (const r of outcome.refused) io.stderr(`baselines fetch: ${r.path}: ${r.why}
`);
    io.stdout(`fetched ${outcome.kept.length} of ${pins.length} file(s) from ${source} into ${dir}
`);
  }
  return ok ? EXIT.ok : EXIT.fail;
}
function listAction({ format, io }) {
  const dir = cacheDirOrRefuse(io.env);
  const cached = inspectBaselinesCache(dir);
  const ok = cached.every((b) => b.matches);
  const latest = cached[0]?.file ?? null;
  if (format === "json") {
    io.stdout(`${JSON.stringify({ ...head("list"), ok, cache: dir, latest, baselines: cached, error: null })}
`);
  } else if (cached.length === 0) {
    io.stdout(`no baselines cached in ${dir} (cowork-harness baselines fetch downloads them)
`);
  } else {
    io.stdout(`baselines cached in ${dir}:
`);
    for (const b of cached)
      io.stdout(
        `  ${b.file}${b.latest ? "  (latest)" : ""}  ${b.matches ? "matches its pin" : `DOES NOT match its pin: ${b.problem}`}
`
      );
  }
  return ok ? EXIT.ok : EXIT.fail;
}
async function run(ctx) {
  const [action, ...rest] = ctx.positionals;
  if (action === void 0) throw new UsageError("baselines needs an action: fetch or list (see --help)");
  if (rest.length > 0) throw new UsageError(`baselines ${action} takes no further arguments (got ${rest.join(", ")})`);
  if (action === "fetch") return fetchAction(ctx);
  if (action === "list") {
    for (const flag of ["source", "manifest"])
      if (ctx.values[flag] !== void 0) throw new UsageError(`--${flag} is an option of baselines fetch, not list`);
    return listAction(ctx);
  }
  throw new UsageError(`baselines: unknown action "${action}" (fetch or list)`);
}
var command = defineCommand({ name: "baselines", help: HELP, options: OPTIONS, errors: "json-usage", run });
export {
  command
};
