/**
 * Issue 36, classes 3 and 9, tried as a pull request's author would:
 *
 *  - class 3: an earlier workflow step left credentials in the workspace (an `.npmrc` with an
 *    `_authToken`, a `gha-creds-*.json` from a cloud auth action), in the folder a session
 *    connects. The skill lists and reads that folder. Under podman and Docker Engine, the files are
 *    absent in the sandbox, and their contents appear in no output of `record`, `rerun` or `check`,
 *    nor in the cassette, the run directory, the HTML report or JUnit. Staging used to copy every
 *    file of the folder, tracked or not.
 *  - class 9: a cassette recorded at the protocol tier names no staging dir: not its own (the init
 *    event's `cwd`, `memory_paths`, the agent's config and temp dirs, in their project-dir spelling
 *    too), nor another run's the skill finds in this machine's temp dir; and it still replays.
 *
 * Real git repository (a copy of examples/), the real claude binary against the scripted model, the
 * CLI in-process (src/cli/main.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { git, tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { cliIn, writeOneBashStep, type InProcessRun } from "../helpers/one-bash-step.js";
import { sandboxEngines } from "../helpers/engines.js";

const T = 240_000;
const NPM_TOKEN = "h36-STAGED-NPM-7f3a9c2e51";
const GHA_KEY = "h36-STAGED-GHA-91b2d4c8e0";
const SECRETS = [NPM_TOKEN, GHA_KEY, [...NPM_TOKEN].reverse().join(""), Buffer.from(NPM_TOKEN).toString("base64")];
/** Lists and reads the connected folder wherever the tier puts it (mnt/connected in the container, connected at the protocol tier). */
const LOOK =
  "ls -la mnt/connected connected 2>&1; cat mnt/connected/* mnt/connected/.npmrc mnt/connected/gha-creds-abc.json connected/.npmrc 2>&1; echo step-done";

let copy: TempCopy;
const at = (p: string): string => join(copy.dir, p);

/** Every file under `dir` (recursively), with its text. */
function filesUnder(dir: string): { path: string; text: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [{ path: p, text: readFileSync(p, "latin1") }];
  });
}

function expectNoSecret(where: { path: string; text: string }[]): void {
  for (const w of where) for (const s of SECRETS) expect(w.text.includes(s), `${s} in ${w.path}`).toBe(false);
}

const out = (name: string, r: InProcessRun) => [{ path: `${name} output`, text: r.stdout + r.stderr }];
const toolResults = (cassette: string): string =>
  (JSON.parse(readFileSync(cassette, "utf8")) as { events: string[] }).events
    .filter((l) => l.includes('"tool_result"'))
    .join("\n");

beforeAll(() => {
  copy = tempCopy(join(REPO_ROOT, "examples"), { git: true });
  mkdirSync(at("data/connected"));
  writeFileSync(at("data/connected/in.csv"), "region,total\nnorth,12\n");
  appendFileSync(at("sessions/default.yaml"), "folders:\n  - from: ../data/connected\n    mode: r\n");
  git(copy.dir, "add", "data/connected", "sessions/default.yaml");
  git(copy.dir, "commit", "-q", "-m", "a connected folder");
  // what an earlier workflow step leaves behind: untracked, beside the tracked data
  writeFileSync(at("data/connected/.npmrc"), `//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n`);
  writeFileSync(
    at("data/connected/gha-creds-abc.json"),
    JSON.stringify({ type: "service_account", private_key_id: GHA_KEY }),
  );
});
afterAll(() => copy?.cleanup());

const RUNTIMES = sandboxEngines(process.env.COWORK_AGENT_IMAGE, process.env.COWORK_SANDBOX_FULL === "1");

describe.each(RUNTIMES)("untracked workspace files never reach the sandbox ($name)", ({ name, ready }) => {
  const env = { COWORK_CONTAINER_RUNTIME: name };
  const cassette = () => at(`replays/staged-${name}.cassette.json`);

  it.skipIf(!ready)(
    "record: the skill sees the tracked file only; the left-out names are said once; no credential anywhere",
    async () => {
      const scenario = writeOneBashStep(copy.dir, `staged-${name}`, { command: LOOK, fidelity: "container" });
      const rec = await cliIn(copy.dir, ["record", scenario, "--out", "replays/", "--run-dir", `runs-${name}`], env);
      expect(rec.code, rec.stdout + rec.stderr).toBe(0);
      const results = toolResults(cassette());
      expect(results).toContain("in.csv");
      expect(results).toContain("north,12");
      expect(results).toContain("mnt/connected/.npmrc: No such file or directory");
      expect(results).not.toMatch(/ \.npmrc\\n/); // not in the listing
      expect(results).not.toMatch(/ gha-creds-abc\.json\\n/);
      expect(rec.stderr).toContain(
        "warning: 2 path(s) git does not track were not staged (a live run stages only the files git tracks): data/connected/.npmrc, data/connected/gha-creds-abc.json — git add what the run needs",
      );
      expectNoSecret([
        ...out("record", rec),
        { path: cassette(), text: readFileSync(cassette(), "utf8") },
        ...filesUnder(at(`runs-${name}`)),
      ]);
    },
    T,
  );

  it.skipIf(!ready)(
    "rerun and check: no credential in their output, the HTML report or JUnit",
    async () => {
      expect(existsSync(cassette()), "the record test ran first").toBe(true);
      const rerun = await cliIn(copy.dir, ["rerun", cassette()], env);
      expect(rerun.code, rerun.stdout + rerun.stderr).toBe(0);
      const check = await cliIn(
        copy.dir,
        ["check", cassette(), "--html", `report-${name}.html`, "--junit", `junit-${name}.xml`],
        env,
      );
      expect(check.code, check.stdout + check.stderr).toBe(0);
      expectNoSecret([
        ...out("rerun", rerun),
        ...out("check", check),
        { path: "report", text: readFileSync(at(`report-${name}.html`), "utf8") },
        { path: "junit", text: readFileSync(at(`junit-${name}.xml`), "utf8") },
      ]);
    },
    T,
  );
});

describe("a protocol-tier cassette names no host temp path", () => {
  it(
    "record: no staging dir, its own or another run's, plain or in the agent's project-dir spelling; it still replays",
    async () => {
      const decoy = mkdtempSync(join(tmpdir(), "cowork-session-")); // another run's, as the skill would find it
      const scenario = writeOneBashStep(copy.dir, "staged-protocol", {
        command: `pwd; echo "tmp=$TMPDIR home=$HOME config=$CLAUDE_CONFIG_DIR"; ls -la connected; ls -d ${tmpdir()}/cowork-sess*; echo step-done`,
        fidelity: "protocol",
      });
      const rec = await cliIn(copy.dir, ["record", scenario, "--out", "replays/"]).finally(() =>
        rmSync(decoy, { recursive: true }),
      );
      expect(rec.code, rec.stdout + rec.stderr).toBe(0);
      const text = readFileSync(at("replays/staged-protocol.cassette.json"), "utf8");
      const init = (JSON.parse(text) as { events: string[] }).events
        .map((l) => JSON.parse(l))
        .find((e) => e.type === "system" && e.subtype === "init");
      expect(init.cwd).toMatch(/^\/sessions\/local_[0-9a-f]{12}$/);
      expect(text).toContain(`${init.cwd}/connected`); // the folder, as the session root names it
      expect(text).not.toContain("cowork-session-");
      expect(text).toContain("[STAGING]/agent/claude-config"); // the agent's own dirs, by placeholder
      const replay = await cliIn(copy.dir, ["check", "replays/staged-protocol.cassette.json"]);
      expect(replay.code, replay.stdout + replay.stderr).toBe(0);
    },
    T,
  );
});
