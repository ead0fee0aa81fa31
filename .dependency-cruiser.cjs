// The architecture of src/, and the rules `npm run lint` enforces on it (dependency-cruiser). This
// file is the one place the layers are listed: `npm run layers` prints them, README and
// docs/development.md point here.
//
// src/ holds three wings and two entry points on top of them:
//   core  the formats: scenario, session, cassette, control protocol, model script, baselines
//   gate  the token-free gate: replay, assert, fingerprint, staleness, report — no agent, no model
//   live  the live side: the sandbox, the model server, the real agent, record and re-record
//   cli, action  the entry points
// A wing imports only itself and the wings before it (core ← gate ← live ← entry points): the gate
// never loads sandbox code, and lint says so. Inside a wing, each folder sits in one layer and
// imports only its own layer and the layers below it, never in a cycle (between files or folders).
//
// A new folder: add it to its wing's layer of the lowest thing that will import it, with one line on
// what it is. Sub-folders (src/gate/report/html) belong to their top folder's layer. A folder of a
// wing listed nowhere fails lint (`unplaced-folder`).
"use strict";

/** Each wing's layers, ground first; each folder with the one line that says what it holds. */
const WINGS = {
  core: [
    {
      util: "small helpers with no domain: errors, bounded reads, atomic writes, text clipping, secrets",
      "version.ts": "the harness's own version",
      git: "the one git client: safe.directory and the cleaned environment for every git command",
    },
    {
      schema: "JSON Schema and zod models of the files users write, YAML with positions",
      protocol: "control protocol v1 (harness ↔ agent CLI, stream-json): message types",
      baselines: "Desktop releases and the container tier's own pins a recording is stamped with",
      "model-script": "the scripted model server's script file: its format and loader",
      settings: "the trusted settings that bound a live run (time, tier, re-run budget): defaults, parsing",
    },
    {
      scenario: "scenarios (prompt, scripted answers, assertions): model, loader, matching",
      session: "the session a scenario runs in: connected folders, plugins, skills",
    },
    {
      cassette: "cassettes v9–v12: format, reading, writing, migration",
    },
  ],
  gate: [
    {
      fingerprint: "byte-identical fingerprints of skill trees and sessions from git-tracked files",
      evidence: "what a cassette's events show: tool calls, files written, messages",
      "artifact-analysis":
        "a file an artifact or a skill ships (HTML, JavaScript, Python) read statically: write-backs the user loses",
    },
    {
      assert: "evaluating a scenario's assertions against a cassette's evidence",
      staleness: "one check per input a cassette depends on: what makes it stale",
      verify: "a cassette's recorded fingerprints against the files they name",
      lint: "scenario, session and model-script files checked before anything runs",
      "lint-skill": "a skill's own files checked: host paths in the VM's bash, hooks, sub-agents, size",
      "analyze-skill": "a skill scanned statically: /sessions paths handed to file tools, lost artifact write-backs",
      coverage: "which scenarios have a cassette, and what the pull request added or removed against its base",
    },
    {
      replay: "replaying a cassette with no token and no model: verdicts, exit codes",
      reassert: "re-evaluating a cassette against a scenario's current assertions",
      mutate: "replay --mutate / --explain: recorded outputs mutated, assertions re-judged, the unguarded named",
      trace: "a cassette's or a run directory's events as a readable timeline",
      diff: "what changed between two cassettes or runs: events, answers, texts, by meaning",
      margins: "verify --margins: each count bound of a cassette's assertions against what its replay used",
    },
    {
      report: "one gate report for every channel: summary, JUnit, HTML, annotations, comment",
      github: "the GitHub API layer: check runs, comments, pull-request events",
      runs: "kept live runs: verify-run, scaffold, stats and prune over a runs root",
    },
    {
      check: "the gate itself: every cassette replayed, checked for staleness, reported",
    },
  ],
  live: [
    {
      container: "podman and Docker Engine: the sandbox containers and their networks",
      workspace: "the pre-run manifest: the staged session's files walked and hashed before the agent starts",
      "model-server": "the scripted model server and the relay the agent talks to",
      init: "scaffolding a repository's first scenario and workflow",
      baselines:
        "baselines fetch: the published Desktop baselines downloaded into the cache, each checked against its pin",
    },
    {
      agent: "running the real agent CLI: argv, control handler, hooks, the decider chain",
      answerers: "who answers a question no scripted answer covers: a model, a command, a folder, a person",
    },
    {
      judge: "judging a live run: files authored, capabilities used, semantic judge, samplers",
      "run-dir": "the directory a live run leaves: what is kept, its status",
      record: "recording a scenario with the real agent into a cassette",
      rerun: "re-running a cassette's recorded model turns against the real tools",
    },
    {
      rerecord: "the scheduled job: re-record stale cassettes and commit them back",
      budget: "--max-budget-usd of record and run: the estimate from past costs, the running total",
      doctor: "doctor and record --dry-run: what a live run needs on this machine, checked without starting one",
    },
  ],
};
const ENTRY_POINTS = {
  cli: "the cowork-harness command line",
  action: "the GitHub Action",
};

const WING_NAMES = Object.keys(WINGS);
const escapeDots = (n) => n.replace(/\./g, "\\.");
/** `^src/<wing>/(a|b)(/|$)`: the folders `names` of one wing */
const folders = (wing, names) => `^src/${wing}/(${names.map(escapeDots).join("|")})(/|$)`;
const wingPath = (wings) => `^src/(${wings.join("|")})/`;
const entryPath = `^src/(${Object.keys(ENTRY_POINTS).join("|")})/`;

const layerRules = WING_NAMES.flatMap((wing) =>
  WINGS[wing].slice(0, -1).map((layer, i) => {
    const names = Object.keys(layer);
    return {
      name: `${wing}-layer-${i}-imports-upward`,
      severity: "error",
      comment: `src/${wing}/{${names.join(",")}} (layer ${i} of ${wing}) may import only layers 0–${i} of ${wing}: move what both need down, or pass it in`,
      from: { path: folders(wing, names) },
      to: { path: folders(wing, WINGS[wing].slice(i + 1).flatMap(Object.keys)) },
    };
  }),
);

const wingRules = WING_NAMES.map((wing, i) => ({
  name: wing === "gate" ? "gate-imports-live" : `${wing}-imports-a-later-wing`,
  severity: "error",
  comment:
    wing === "gate"
      ? "the token-free gate never loads the live side (sandbox, agent, model server): move what both need into src/core or src/gate, or inject it from an entry point"
      : `src/${wing} imports only ${WING_NAMES.slice(0, i + 1).join(", ")}: move what both need down`,
  from: { path: wingPath([wing]) },
  to: { path: `(${wingPath(WING_NAMES.slice(i + 1))})|(${entryPath})` },
}));

const placedPaths = WING_NAMES.map((wing) => folders(wing, WINGS[wing].flatMap(Object.keys)));

module.exports = {
  forbidden: [
    ...wingRules,
    ...layerRules,
    {
      name: "unplaced-folder",
      severity: "error",
      comment:
        "every file of src/ sits in a wing's folder listed in .dependency-cruiser.cjs (WINGS) or in an entry point: place it",
      from: { path: "^src/", pathNot: [...placedPaths, entryPath] },
      to: {},
    },
    {
      name: "no-index-facade",
      severity: "error",
      comment:
        "src/ has no index.ts façades: import the file that defines the name (a façade hides which file a caller needs and drifts from it)",
      from: { path: "^src/" },
      to: { path: "(^|/)index\\.[cm]?[jt]s$" },
    },
    {
      name: "index-facade-re-exports",
      severity: "error",
      comment: "src/ has no index.ts façades: move what this index.ts defines into a file named for it",
      from: { path: "^src/.*/index\\.[cm]?[jt]s$" },
      to: {},
    },
    {
      name: "entry-points-import-each-other",
      severity: "error",
      comment: "src/cli and src/action both sit on the same engine: move what both need below them",
      from: { path: "^src/(cli|action)/" },
      to: { path: "^src/(cli|action)/", pathNot: "^src/$1/" },
    },
    {
      name: "no-file-cycle",
      severity: "error",
      comment:
        "an import cycle between files of src/ (a cycle closed only by `import type` is erased at build and allowed)",
      from: { path: "^src/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "no-folder-cycle",
      severity: "error",
      comment: "an import cycle between folders of src/: one of them must move what the other needs down",
      scope: "folder",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "src-imports-test-or-scripts",
      severity: "error",
      comment: "shipped code (src/) never imports the tests or the build scripts",
      from: { path: "^src/" },
      to: { path: "^(test|scripts|bench)/" },
    },
  ],
  options: {
    includeOnly: "^(src|test|scripts|bench)/",
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".js", ".mjs", ".json"] },
    exclude: { path: "node_modules" },
  },
};
// the architecture as data, for `npm run layers` (not enumerable: dependency-cruiser's own schema
// allows no extra key)
Object.defineProperty(module.exports, "architecture", { value: { WINGS, ENTRY_POINTS }, enumerable: false });
