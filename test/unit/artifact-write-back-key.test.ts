/**
 * no_lost_write_back wired to the analyser (the reference's live lane; docs/reference.md#the-live-lane) over real files:
 * a lost write-back in outputs fails naming the file and line; the same in a pre-existing folder
 * file is only an advisory; a file the analyser cannot read or parse makes the key "evidence
 * unavailable", never a pass; a file swapped for a link is not followed.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { analyseArtifacts } from "../../src/live/judge/read-artifacts.js";
import { captureAuthoredFiles, type AuthoredCapture } from "../../src/live/judge/authored-files.js";
import { capturePreRunManifest } from "../../src/live/workspace/pre-run.js";
import { evaluateLiveKey, writeBackCandidates, type LiveEvidence } from "../../src/live/judge/live-keys.js";

let base: string;
let mnt: string;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), "h-art-wb-"));
  mnt = join(base, "session", "mnt");
  mkdirSync(join(mnt, "outputs"), { recursive: true });
  mkdirSync(join(mnt, "project"), { recursive: true });
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

const LOST_PAGE =
  '<textarea id="t"></textarea>\n<script>\nt.oninput = () => localStorage.setItem("t", t.value);\n</script>\n';
const CLEAN_PAGE = '<textarea id="t"></textarea>\n<a id="d" download="t.txt">Save</a>\n';

function judge(
  files: Record<string, string>,
  opts: { preRun?: Record<string, string | null>; extra?: Partial<AuthoredCapture> } = {},
) {
  for (const [rel, text] of Object.entries(files)) writeFileSync(join(mnt, rel), text);
  const authored: AuthoredCapture = {
    files: Object.keys(files).map((path) => ({ path, content: "", truncated: false })),
    omittedPaths: [],
    readErrors: [],
    walkErrors: [],
    scratchpadWalkErrors: [],
    scratchpadLinks: [],
    ...opts.extra,
  };
  const ev: LiveEvidence = {
    workRoot: mnt,
    mcpErrors: [],
    authored,
    artifacts: analyseArtifacts(mnt, writeBackCandidates(authored)),
    preRunCaptured: true,
    preRunHashes: opts.preRun ?? {},
    semantic: new Map(),
    deleteWaivers: new Set(),
  };
  return evaluateLiveKey("no_lost_write_back", true, 0, ev)!;
}

describe("no_lost_write_back with the artifact analyser", () => {
  it("a lost write-back in outputs fails, naming the file and the line", () => {
    const r = judge({ "outputs/notes.html": LOST_PAGE, "outputs/readme.md": "x" });
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(
      /^lost interactive-artifact write-back in "outputs\/notes\.html":3: edits \(<textarea>, line 1\) are kept only in browser storage/,
    );
  });

  it("a clean artifact passes with the count of sources scanned", () => {
    const r = judge({
      "outputs/notes.html": CLEAN_PAGE,
      "outputs/calc.py": "open('mnt/outputs/r.csv', 'w').write(x)\n",
    });
    expect(r).toEqual({
      pass: true,
      evidence: "no_lost_write_back: 2 authored source(s) scanned, no lost interactive-artifact write-back",
    });
  });

  it("a pre-existing file outside outputs is downgraded to an advisory; a new one in the same folder fails", () => {
    const pre = judge({ "project/app.html": LOST_PAGE }, { preRun: { "project/app.html": "abc" } });
    expect(pre.pass).toBe(true);
    expect(pre.evidence).toMatch(
      /^no_lost_write_back: no lost write-back; 1 advisory — suspect: "project\/app\.html":3 has a lost write-back but was a PRE-EXISTING file/,
    );
    expect(judge({ "project/app.html": LOST_PAGE }).pass).toBe(false);
  });

  it("a pre-existing file in outputs stays a failure (a reserved root)", () => {
    expect(judge({ "outputs/notes.html": LOST_PAGE }, { preRun: { "outputs/notes.html": null } }).pass).toBe(false);
  });

  it("a suspect finding is an advisory on a pass", () => {
    const r = judge({ "outputs/pad.html": '<div contenteditable="true">x</div>\n' });
    expect(r.pass).toBe(true);
    expect(r.evidence).toMatch(
      /1 advisory — suspect: "outputs\/pad\.html":1 — the user can type into <div contenteditable>/,
    );
  });

  it("an unparsable or unreadable candidate is evidence unavailable, not a pass", () => {
    const r = judge({ "outputs/broken.html": "<p>\n<script>\nlet a = 1;\n" });
    expect(r).toEqual({
      pass: false,
      message:
        "evidence unavailable: analysis failed for outputs/broken.html (parse: unterminated <script> element at line 2) — cannot rule out a lost write-back",
    });
    const missing = judge(
      {},
      { extra: { omittedPaths: ["outputs/big.js"], readErrors: [{ path: "outputs/gone.py", reason: "EACCES" }] } },
    );
    expect(missing.pass).toBe(false);
    expect(missing.message).toMatch(
      /^evidence unavailable: analysis failed for outputs\/big\.js \(read: .*ENOENT.*\), outputs\/gone\.py \(read: /,
    );
  });

  it("a candidate swapped for a link is not followed", () => {
    writeFileSync(join(base, "outside.html"), LOST_PAGE);
    symlinkSync(join(base, "outside.html"), join(mnt, "outputs", "link.html"));
    const a = analyseArtifacts(mnt, ["outputs/link.html"]);
    expect(a.findings).toEqual([]);
    expect(a.failures).toEqual([{ path: "outputs/link.html", stage: "read", reason: "link.html is a symbolic link" }]);
  });

  it("a file over the size cap is an analysis failure", () => {
    writeFileSync(join(mnt, "outputs", "big.js"), "x\n".repeat(100));
    expect(analyseArtifacts(mnt, ["outputs/big.js"], 50).failures).toEqual([
      { path: "outputs/big.js", stage: "size", reason: "larger than 50 bytes" },
    ]);
  });

  it("past the total the analyser reads in one run, candidates are analysis failures", () => {
    writeFileSync(join(mnt, "outputs", "a.js"), "x\n".repeat(30));
    writeFileSync(join(mnt, "outputs", "b.js"), "x\n");
    const a = analyseArtifacts(mnt, ["outputs/a.js", "outputs/b.js"], 100, 50);
    expect(a.analysed).toEqual(["outputs/a.js"]);
    expect(a.failures).toEqual([
      { path: "outputs/b.js", stage: "size", reason: "past the 50-byte total the analyser reads in one run" },
    ]);
  });

  it("scratchpad paths are read under the session root, and unresolved outside a session layout", () => {
    writeFileSync(join(base, "session", "tool.py"), "open('/tmp/out.csv', 'w').write(x)\n");
    expect(analyseArtifacts(mnt, ["scratchpad/tool.py"]).findings).toEqual([
      expect.objectContaining({ path: "scratchpad/tool.py", rule: "artifact-write-back-lost", line: 1 }),
    ]);
    expect(analyseArtifacts(join(base, "session"), ["scratchpad/tool.py"]).unresolved).toEqual(["scratchpad/tool.py"]);
  });

  it(".ts/.tsx/.jsx candidates are dropped by the analyser", () => {
    const r = judge({ "outputs/app.tsx": "localStorage.setItem('a', b)\n" });
    expect(r).toEqual({
      pass: true,
      evidence: "no_lost_write_back: 0 authored source(s) scanned, no lost interactive-artifact write-back",
    });
  });

  it("the capture takes the scratchpad (outside mnt/) as scratchpad/<rel>: a lost write-back there fails; caches, dependencies and links are handled", async () => {
    const session = join(base, "session");
    const pre = await capturePreRunManifest(mnt, ["outputs", "project"]);
    mkdirSync(join(session, "work"));
    mkdirSync(join(session, ".cache"));
    mkdirSync(join(session, "node_modules"));
    writeFileSync(join(session, "tool.py"), "open('/tmp/out.csv', 'w').write(x)\n");
    writeFileSync(join(session, ".cache", "c.py"), "open('/tmp/c', 'w')\n");
    writeFileSync(join(session, "node_modules", "dep.js"), "localStorage.setItem('a', 1)\n");
    writeFileSync(join(session, "work", "ok.html"), CLEAN_PAGE);
    const authored = await captureAuthoredFiles(mnt, ["outputs", "project"], [], pre, {});
    expect(authored.files.map((f) => f.path)).toEqual(["scratchpad/tool.py", "scratchpad/work/ok.html"]);
    const ev = (a: AuthoredCapture): LiveEvidence => ({
      workRoot: mnt,
      mcpErrors: [],
      authored: a,
      artifacts: analyseArtifacts(mnt, writeBackCandidates(a)),
      preRunCaptured: true,
      preRunHashes: pre.hashes,
      semantic: new Map(),
      deleteWaivers: new Set(),
    });
    expect(evaluateLiveKey("no_lost_write_back", true, 0, ev(authored))!.message).toMatch(
      /^lost interactive-artifact write-back in "scratchpad\/tool\.py":1: the script writes its result only to a temporary location/,
    );

    rmSync(join(session, "tool.py"));
    symlinkSync(join(base, "elsewhere.html"), join(session, "work", "link.html"));
    const linked = await captureAuthoredFiles(mnt, ["outputs", "project"], [], pre, {});
    expect(linked.scratchpadLinks).toEqual(["scratchpad/work/link.html"]);
    expect(evaluateLiveKey("no_lost_write_back", true, 0, ev(linked))).toEqual({
      pass: false,
      message:
        "evidence unavailable: scratchpad source(s) skipped as links (scratchpad/work/link.html) — cannot rule out a lost write-back",
    });
  });

  it("the protocol tier's work root (not a session's mnt/) has no scratchpad", async () => {
    const work = join(base, "work");
    mkdirSync(join(work, "outputs"), { recursive: true });
    writeFileSync(join(base, "tool.py"), "open('/tmp/out.csv', 'w').write(x)\n");
    const pre = await capturePreRunManifest(work, ["outputs"]);
    const a = await captureAuthoredFiles(work, ["outputs"], [], pre, {});
    expect(a.files).toEqual([]);
    expect(a.scratchpadWalkErrors).toEqual([]);
  });
});
