/**
 * no_lost_write_back at the container tier with the real agent in the agent image, against a
 * scripted model (issue 23; the reference's live lane; docs/reference.md#the-live-lane): the model has the agent write an HTML
 * artifact into mnt/outputs. One keeps the user's edits only in localStorage with no way out — the
 * key fails naming the file and the line of the storage write; the other offers a download — the
 * key passes, having scanned it. Left in the scratchpad instead, the lost one fails as well.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";
import { stableSessionId } from "../../src/core/scenario/session-root.js";

let repo: TempCopy;
const w = (rel: string, text: string) => writeFileSync(join(repo.dir, rel), text);

const LOST = [
  "<!doctype html>",
  '<textarea id="notes"></textarea>',
  "<script>",
  'notes.oninput = () => localStorage.setItem("notes", notes.value);',
  "</script>",
  "",
].join("\n");
const CLEAN = [
  "<!doctype html>",
  '<textarea id="notes"></textarea>',
  '<button id="save">Download</button>',
  "<script>",
  "save.onclick = () => {",
  '  const a = document.createElement("a");',
  '  a.href = URL.createObjectURL(new Blob([notes.value], { type: "text/plain" }));',
  '  a.download = "notes.txt";',
  "  a.click();",
  "};",
  "</script>",
  "",
].join("\n");

/** a scenario whose model writes `page` to mnt/outputs/notes.html with the Write tool */
function scenario(name: string, page: string, where = "mnt/outputs/notes.html"): string {
  const file = `/sessions/${stableSessionId(name)}/${where}`;
  w(
    `model-scripts/${name}.yaml`,
    [
      "turns:",
      "  - respond:",
      `      - tool_use: {name: Write, input: {file_path: ${JSON.stringify(file)}, content: ${JSON.stringify(page)}}}`,
      "  - respond:",
      '      - text: "Your notes page is in outputs/notes.html."',
      "",
    ].join("\n"),
  );
  w(
    `scenarios/${name}.yaml`,
    [
      `name: ${name}`,
      "session: ../sessions/default.yaml",
      "fidelity: container",
      `# cowork-harness model_script: ../model-scripts/${name}.yaml`,
      "prompt: make me a notes page",
      "answers:",
      "  - {when_tool: Write, decide: allow}",
      "assert:",
      "  - result: success",
      "  - no_lost_write_back: true",
      "",
    ].join("\n"),
  );
  return `scenarios/${name}.yaml`;
}

interface Live {
  assertions: {
    assertion: Record<string, unknown>;
    pass: boolean;
    message?: string;
    evidence?: string;
    line?: number;
  }[];
}
const run = (rel: string) => {
  const r = runCli(["run", rel, "--output-format", "json"], { cwd: repo.dir, timeoutMs: 590_000 });
  const live = JSON.parse(r.stdout).results[0] as Live;
  return {
    code: r.code,
    stderr: r.stderr,
    key: live.assertions.find((a) => "no_lost_write_back" in a.assertion)!,
    all: live.assertions,
  };
};

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
});
afterAll(() => repo?.cleanup());

describe("no_lost_write_back at the container tier", { timeout: 600_000 }, () => {
  it("an artifact in outputs that keeps edits only in localStorage fails, naming the file and the line", () => {
    const r = run(scenario("h-art-lost", LOST));
    expect(r.code, JSON.stringify(r.all) + r.stderr).toBe(1);
    expect(r.key.pass).toBe(false);
    expect(r.key.line).toBe(10);
    expect(r.key.message).toMatch(
      /^lost interactive-artifact write-back in "outputs\/notes\.html":4: edits \(<textarea>, line 2\) are kept only in browser storage/,
    );
  });

  it("an artifact with a download passes, having scanned it", () => {
    const r = run(scenario("h-art-clean", CLEAN));
    expect(r.code, JSON.stringify(r.all) + r.stderr).toBe(0);
    expect(r.key.evidence).toBe(
      "no_lost_write_back: 1 authored source(s) scanned, no lost interactive-artifact write-back",
    );
  });

  it("the same page left in the scratchpad (the session root, outside mnt/) fails too, named scratchpad/…", () => {
    const r = run(scenario("h-art-scratch", LOST, "notes.html"));
    expect(r.code, JSON.stringify(r.all) + r.stderr).toBe(1);
    expect(r.key.message).toMatch(/^lost interactive-artifact write-back in "scratchpad\/notes\.html":4: /);
  });
});
