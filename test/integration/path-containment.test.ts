/**
 * Path containment for every path a cassette (or a file it names) points at: the session, the
 * skill dirs the session declares, scenarioSource, label-provenance files and artifacts. Escaping
 * with "..", absolute paths and symlinks must not read or write anything outside the repository
 * (and the private replay temp dir). The rule lives in src/core/util/repo-root.ts.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { checkCassette } from "../../src/core/cassette/load.js";
import type { Cassette } from "../../src/core/cassette/types.js";
import { materializeManifest } from "../../src/gate/replay/materialize.js";
import { loadCassetteSource } from "../../src/gate/report/sources.js";
import { computeStaleness } from "../../src/gate/staleness/compute.js";
import { labelProvenanceDrift } from "../../src/gate/staleness/label-provenance.js";
import { HarnessError } from "../../src/core/util/errors.js";
import { escapesRoot, repositoryRootOf } from "../../src/core/util/repo-root.js";
import { resolveScenarioSource } from "../../src/core/scenario/source.js";
import { scenarioDrift } from "../helpers/staleness-checks.js";
import { sessionShapeCheck } from "../helpers/staleness-checks.js";
import { git } from "../helpers/git-copy.js";
import { EXAMPLES } from "../helpers/fixtures.js";

let base: string;
let repo: string;
let outside: string;
let cassettePath: string;
let original: Cassette;

/** A valid session outside the repository that declares an outside skill dir. */
const OUTSIDE_SESSION = (skill: string) => `model: claude-opus-4-8\nplugins:\n  local_plugins:\n    - ${skill}\n`;

function withSession(session: string): Cassette {
  return { ...original, scenario: { ...original.scenario, session } };
}

async function skillFindings(c: Cassette, override?: string): Promise<string[]> {
  const r = await computeStaleness(c, cassettePath, override === undefined ? {} : { sessionOverride: override });
  return r.findings.filter((f) => f.class === "unverifiable-skill").map((f) => f.message);
}

beforeAll(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), "cowork-contain-")));
  repo = join(base, "repo");
  outside = join(base, "outside");
  cpSync(EXAMPLES, join(repo, "examples"), { recursive: true });
  git(repo, "init", "-q", "-b", "main");
  mkdirSync(join(outside, "skills", "evil"), { recursive: true });
  writeFileSync(join(outside, "skills", "evil", "SKILL.md"), "---\nname: evil\n---\nAlpha Beta\n");
  writeFileSync(join(outside, "session.yaml"), OUTSIDE_SESSION(join(outside, "skills", "evil")));
  writeFileSync(join(outside, "scenario.yaml"), "prompt: elsewhere\n");
  writeFileSync(join(outside, "labels.md"), "Alpha then Beta\n");
  cassettePath = join(repo, "examples", "replays", "csv-report.cassette.json");
  original = checkCassette(JSON.parse(readFileSync(cassettePath, "utf8")), cassettePath).cassette;
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("the repository root", () => {
  it("is the git work tree that holds the cassette", () => {
    expect(repositoryRootOf(cassettePath)).toBe(repo);
  });
  it("outside any work tree: the cwd when it holds the cassette, else the cassette dir's parent", () => {
    const loose = join(base, "loose", "cassettes");
    mkdirSync(loose, { recursive: true });
    expect(repositoryRootOf(join(loose, "c.json"), join(base, "loose"))).toBe(join(base, "loose"));
    expect(repositoryRootOf(join(loose, "c.json"), "/")).toBe("/");
    expect(repositoryRootOf(join(loose, "c.json"), join(base, "elsewhere"))).toBe(join(base, "loose"));
  });
  it("a symlink that points out escapes; a missing file under a linked dir is judged by the link", () => {
    symlinkSync(outside, join(repo, "out-link"));
    expect(escapesRoot(repo, join(repo, "out-link", "session.yaml"))).toBe(true);
    expect(escapesRoot(repo, join(repo, "out-link", "no-such-file"))).toBe(true);
    expect(escapesRoot(repo, join(repo, "examples", "no-such-file"))).toBe(false);
    rmSync(join(repo, "out-link"));
  });
});

describe("the session a cassette names", () => {
  it("in the repository: resolves and is hashed as before (control)", async () => {
    expect(await skillFindings(original)).toEqual([]);
  });

  for (const [label, session] of [
    ["../ climbing out", "../../../outside/session.yaml"],
    ["an absolute path", "ABS"],
    ["../../../../etc", "../../../../etc"],
    ["/etc/passwd", "/etc/passwd"],
  ] as const) {
    it(`${label}: unverifiable-skill, nothing read or hashed`, async () => {
      const s = session === "ABS" ? join(outside, "session.yaml") : session;
      const findings = await skillFindings(withSession(s));
      expect(findings).toHaveLength(1);
      expect(findings[0]).toMatch(/resolves outside the cassette's repository \(.*\), so it was not read/);
      expect(findings[0]).toContain("--session");
    });
  }

  it("a symlink inside the repository that points out: refused", async () => {
    symlinkSync(join(outside, "session.yaml"), join(repo, "examples", "sessions", "linked.yaml"));
    try {
      const findings = await skillFindings(withSession("../sessions/linked.yaml"));
      expect(findings[0]).toMatch(/resolves outside the cassette's repository/);
    } finally {
      rmSync(join(repo, "examples", "sessions", "linked.yaml"));
    }
  });

  it("verify's session-shape check does not read it either", async () => {
    const c = { ...withSession("../../../outside/session.yaml"), sessionFingerprint: "0".repeat(64) };
    const shape = await sessionShapeCheck(c, cassettePath, undefined);
    expect(shape.drift).toBeUndefined();
    expect(shape.note).toMatch(/resolves outside the cassette's repository .* not read/);
  });

  it("--session given by the operator is trusted, with its skill dirs", async () => {
    const findings = await skillFindings(original, join(outside, "session.yaml"));
    expect(findings.join("\n")).not.toMatch(/outside the cassette's repository/);
  });
});

describe("skill dirs a session in the repository declares", () => {
  for (const [label, dir] of [
    ["../ climbing out", "../../../outside/skills/evil"],
    ["absolute /etc", "/etc"],
    ["a symlinked dir pointing out", "../skills/evil-link"],
  ] as const) {
    it(`${label}: unverifiable-skill naming the dir, not hashed`, async () => {
      symlinkSync(join(outside, "skills", "evil"), join(repo, "examples", "skills", "evil-link"));
      writeFileSync(join(repo, "examples", "sessions", "escape.yaml"), OUTSIDE_SESSION(dir));
      try {
        const findings = await skillFindings(withSession("../sessions/escape.yaml"));
        expect(findings).toHaveLength(1);
        expect(findings[0]).toMatch(/declares skill dir\(s\) outside the cassette's repository/);
        expect(findings[0]).toContain(dir === "/etc" ? "/etc" : "evil");
      } finally {
        rmSync(join(repo, "examples", "skills", "evil-link"));
        rmSync(join(repo, "examples", "sessions", "escape.yaml"));
      }
    });
  }
});

describe("scenarioSource", () => {
  for (const [label, src] of [
    ["../ climbing out", "../../../outside/scenario.yaml"],
    ["absolute", "ABS"],
    ["/etc/passwd", "/etc/passwd"],
  ] as const) {
    it(`${label}: not resolved, not read, reported as a note`, async () => {
      const s = src === "ABS" ? join(outside, "scenario.yaml") : src;
      const c = { ...original, scenarioSource: s, scenario: { ...original.scenario, name: "no-such-name" } };
      const where = resolveScenarioSource(cassettePath, c);
      expect(where.path).toBeUndefined();
      expect(where.persistedOutside).toBe(s);
      const drift = await scenarioDrift(c, cassettePath);
      expect(drift.drift).toEqual([]);
      expect(drift.notes.join("\n")).toMatch(/resolves outside the cassette's repository — not read/);
    });
  }

  it("the report's source locator does not read it", async () => {
    const file = join(repo, "examples", "replays", "escaping-source.cassette.json");
    const raw = JSON.parse(readFileSync(cassettePath, "utf8")) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...raw, scenarioSource: "../../../outside/scenario.yaml" }));
    const control = join(repo, "examples", "replays", "inside-source.cassette.json");
    writeFileSync(control, JSON.stringify(raw));
    try {
      // the outside file is never read; the scenario is found by name inside the repository instead
      expect((await loadCassetteSource(file)).scenario?.path).toBe(
        join(repo, "examples", "scenarios", "csv-report.yaml"),
      );
      expect((await loadCassetteSource(control)).scenario?.path).toBe(
        join(repo, "examples", "scenarios", "csv-report.yaml"),
      );
    } finally {
      rmSync(file);
      rmSync(control);
    }
  });
});

describe("label-provenance files", () => {
  it("a file named with ../, or through a symlink out, counts as absent (drift), not read", async () => {
    const skill = join(repo, "examples", "skills", "csv-metrics");
    writeFileSync(join(skill, "inside-labels.md"), "Alpha then Beta\n");
    symlinkSync(join(outside, "labels.md"), join(skill, "linked-labels.md"));
    try {
      const entries = [
        { file: "inside-labels.md", labels: ["Alpha", "Beta"] },
        { file: "../../../../outside/labels.md", labels: ["Alpha", "Beta"] },
        { file: "linked-labels.md", labels: ["Alpha", "Beta"] },
      ];
      const drift = await labelProvenanceDrift(entries, [skill]);
      expect(drift).toEqual([
        "gate option label(s) no longer in ../../../../outside/labels.md: Alpha, Beta",
        "gate option label(s) no longer in linked-labels.md: Alpha, Beta",
      ]);
    } finally {
      rmSync(join(skill, "inside-labels.md"));
      rmSync(join(skill, "linked-labels.md"));
    }
  });
});

describe("artifacts materialized for replay", () => {
  for (const path of [
    "../escape.txt",
    "a/../../escape.txt",
    "/tmp/cowork-abs-escape.txt",
    "C:\\escape.txt",
    "",
    "a\0b",
    ".",
  ]) {
    it(`${JSON.stringify(path)} is refused and nothing is written outside`, () => {
      const sentinel = join(tmpdir(), "escape.txt");
      rmSync(sentinel, { force: true });
      rmSync("/tmp/cowork-abs-escape.txt", { force: true });
      let err: unknown;
      try {
        materializeManifest([{ path, sha256: "", bytes: 1, body: "x" }], "hostile.cassette.json");
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(HarnessError);
      expect((err as Error).message).toMatch(
        /^hostile\.cassette\.json: cassette artifact path .* escapes the replay directory/,
      );
      expect(existsSync(sentinel)).toBe(false);
      expect(existsSync("/tmp/cowork-abs-escape.txt")).toBe(false);
    });
  }

  it("contained paths land under a private temp dir", () => {
    const tree = materializeManifest(
      [{ path: "outputs/../outputs/a.md", sha256: "", bytes: 1, body: "x" }],
      "ok.cassette.json",
    );
    try {
      expect(dirname(dirname(tree.root))).toBe(tmpdir()); // a slot of the process's replay dir (src/gate/replay/materialize.ts)
      expect(readFileSync(join(tree.root, "outputs", "a.md"), "utf8")).toBe("x");
    } finally {
      tree.dispose();
    }
  });
});
