/**
 * diff's reference views on our own example cassettes, mutated here: identical and
 * normalized-identical pairs (exit 0), a changed tool input, a dropped artifact, a one-sided
 * manifest, a meta change, transcript-only drift (advisory), the gap rule of the alignment, the
 * masks one by one, and the command's flag and input errors (exit 2, JSON usage envelope).
 */
import { mkdtempSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { command as diffCommand } from "../../src/cli/commands/diff.js";
import type { CliIO } from "../../src/cli/io.js";
import { boundCanon, maskText, maskValue } from "../../src/gate/diff/normalize.js";
import { alignRows } from "../../src/gate/diff/views.js";
import { REPO_ROOT } from "../helpers/paths.js";
import { readFileSync } from "node:fs";

type Raw = Record<string, unknown> & { events: string[]; artifacts?: Record<string, unknown>[]; controlOut?: string[] };

const example = (name: string): Raw =>
  JSON.parse(readFileSync(join(REPO_ROOT, "examples/replays", `${name}.cassette.json`), "utf8")) as Raw;
const mapEvents = (c: Raw, f: (line: string) => string): Raw => ({ ...c, events: c.events.map(f) });

function tmp(): string {
  return mkdtempSync(join(tmpdir(), "diff-ref-"));
}

function write(dir: string, name: string, c: unknown): string {
  const p = join(dir, name);
  writeFileSync(p, typeof c === "string" ? c : JSON.stringify(c));
  return p;
}

async function diff(argv: string[], cwd = REPO_ROOT): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIO = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {}, cwd };
  const code = await diffCommand.run(argv, io);
  return { code, stdout, stderr };
}

async function pair(a: unknown, b: unknown, ...flags: string[]) {
  const dir = tmp();
  return diff([write(dir, "a.cassette.json", a), write(dir, "b.cassette.json", b), ...flags], dir);
}

const CSV = "examples/replays/csv-report.cassette.json";

describe("diff: identical and normalized-identical pairs", () => {
  it("a cassette against itself is identical: one line, exit 0; JSON ok with every op same", async () => {
    const t = await diff([CSV, CSV]);
    expect([t.code, t.stdout, t.stderr]).toEqual([0, "identical\n", ""]);
    const j = await diff([CSV, CSV, "--output-format", "json"]);
    const out = JSON.parse(j.stdout);
    expect(out).toMatchObject({
      command: "diff",
      ok: true,
      kinds: ["cassette", "cassette"],
      a: CSV,
      b: CSV,
      identical: true,
      artifactsAvailability: "both-available",
      error: null,
    });
    expect(out.views.tools.map((o: { op: string }) => o.op)).toEqual(["same", "same", "same"]);
    expect(out.views.artifacts).toEqual({ added: [], removed: [], changed: [] });
  });

  it("tool-use ids, session ids, UUIDs, timestamps and host paths that differ are masked: identical unless --no-normalize", async () => {
    const a = example("csv-report");
    const b = mapEvents(a, (l) =>
      l
        .replace(/toolu_t(\d)_1/g, "toolu_X$1ab")
        .replace(
          '"command":"node mnt',
          '"command":"node /Users/someone/x.mjs 2024-01-02T03:04:05Z 12s ago local_zz9 sess-abc-1 0b8e7c7e-1111-2222-3333-444455556666 mnt',
        ),
    );
    const a2 = mapEvents(a, (l) =>
      l.replace(
        '"command":"node mnt',
        '"command":"node /home/other/x.mjs 2025-06-07T08:09:10.5Z 3s ago local_aa1 sess-zz 9f8e7c7e-aaaa-bbbb-cccc-ddddeeeeffff mnt',
      ),
    );
    const n = await pair(a2, b);
    expect([n.code, n.stdout]).toEqual([0, "identical\n"]);
    const raw = await pair(a2, b, "--no-normalize");
    expect(raw.code).toBe(1);
    expect(raw.stdout).toMatch(/^tools:\n {2}~ Bash: \{"command":"node \/home\/other/);
  });
});

describe("diff: different pairs", () => {
  it("a changed tool input is one ~ row; the exit code is 1 and the JSON op is changed", async () => {
    const a = example("csv-report");
    const b = mapEvents(a, (l) => l.replace('"command":"node mnt', '"command":"node --trace mnt'));
    const t = await pair(a, b);
    expect(t.code).toBe(1);
    const lines = t.stdout.split("\n");
    expect(lines[0]).toBe("tools:");
    expect(lines[1]).toMatch(/^ {2}~ Bash: \{"command":"node mnt.* -> \{"command":"node --trace mnt/);
    expect(lines).toContain("artifacts: identical");
    expect(lines).toContain("meta: identical");
    const j = JSON.parse((await pair(a, b, "--output-format", "json")).stdout);
    expect(j.views.tools.map((o: { op: string }) => o.op)).toEqual(["same", "changed", "same"]);
    expect(j.ok).toBe(false);
  });

  it("a dropped artifact is listed under artifacts with -, and alone makes the pair differ", async () => {
    const a = example("csv-report");
    const b = { ...a, artifacts: a.artifacts!.filter((e) => e.path !== "outputs/metrics.md") };
    const t = await pair(a, b, "--view", "artifacts");
    expect([t.code, t.stdout]).toEqual([1, "artifacts:\n  - outputs/metrics.md\n"]);
  });

  it("a manifest on one side only is non-identical, said under artifacts and as a note in other views", async () => {
    const a = example("csv-report");
    const { artifacts: _drop, ...b } = a;
    const t = await pair(a, b);
    expect(t.code).toBe(1);
    expect(t.stdout).toContain(
      "artifacts: no manifest on side b — not compared (this alone makes the comparison non-identical)\n",
    );
    const tools = await pair(a, b, "--view", "tools");
    expect(tools.stdout).toBe(
      "tools: identical\n(also: no artifact manifest on side b — this alone makes the comparison non-identical; see --view artifacts)\n",
    );
    const j = JSON.parse((await pair(b, a, "--output-format", "json")).stdout);
    expect([j.artifactsAvailability, "artifacts" in j.views]).toEqual(["a-unavailable", false]);
    const none = await pair(b, b);
    expect([none.code, none.stdout]).toEqual([0, "identical\n"]);
  });

  it("meta: a result turned error and another skill hash are meta rows, printed as JSON values", async () => {
    const a = example("csv-report");
    const b = mapEvents(a, (l) =>
      l
        .replace('"is_error":false,"num_turns"', '"is_error":true,"num_turns"')
        .replace(/^(\{"duration_api_ms".*)"is_error":false/, '$1"is_error":true'),
    );
    (b as Record<string, unknown>).fingerprint = { ...(a.fingerprint as object), skillHash: "abcdef0123456789" };
    const t = await pair(a, b, "--view", "meta");
    expect(t.code).toBe(1);
    expect(t.stdout).toBe('meta:\n  result: "success" -> "error"\n  skillHash: "913a28f1e840" -> "abcdef012345"\n');
  });

  it("transcript-only drift is advisory: identical, exit 0, the drift shown in the transcript view", async () => {
    const a = example("csv-report");
    const b = mapEvents(a, (l) => l.replace("I computed the metrics", "I have computed the metrics"));
    const t = await pair(a, b);
    expect(t.code).toBe(0);
    expect(t.stdout).toBe(
      "transcript:\n  - I computed the metrics for sales.csv (5 rows) and wrote the report to outputs/metrics.md.\n  + I have computed the metrics for sales.csv (5 rows) and wrote the report to outputs/metrics.md.\n(gateable views identical; the transcript drift above is advisory and not part of the exit code)\n",
    );
    const tools = await pair(a, b, "--view", "tools");
    expect(tools.stdout).toBe("identical (gateable views); transcript differs — advisory, see --view transcript\n");
  });

  it("two different scenarios: warned on stderr, compared anyway", async () => {
    const t = await diff([CSV, "examples/replays/metric-choice.cassette.json"]);
    expect(t.code).toBe(1);
    expect(t.stderr).toBe(
      '::warning:: comparing runs of two different scenarios ("csv-report" vs "metric-choice") — allowed, but added/removed rows may reflect scenario differences, not drift\n',
    );
  });

  it("a run's events file (NDJSON) compares with a cassette", async () => {
    const a = example("csv-report");
    const dir = tmp();
    const events = write(dir, "events.jsonl", a.events.join("\n"));
    const j = JSON.parse((await diff([events, write(dir, "c.json", a), "--output-format", "json"], dir)).stdout);
    expect(j.kinds).toEqual(["run", "cassette"]);
    expect(j.views.tools.every((o: { op: string }) => o.op === "same")).toBe(true);
    // the run has no manifest and no meta: the one-sided manifest and the result row make it differ
    expect(j.artifactsAvailability).toBe("a-unavailable");
    expect(j.identical).toBe(false);
  });
});

describe("diff: alignment and masks", () => {
  const row = (name: string, canon = name) => ({ name, canon });
  const eq = (x: { name: string; canon: string }, y: { name: string; canon: string }) =>
    x.name === y.name && x.canon === y.canon;

  it("a 1×1 gap of one name is changed; any other gap is its removed rows, then its added rows", () => {
    expect(
      alignRows([row("A"), row("B", "1"), row("C")], [row("A"), row("B", "2"), row("C")], eq).map((o) => o.op),
    ).toEqual(["same", "changed", "same"]);
    expect(alignRows([row("A"), row("B", "1"), row("B", "2")], [row("A"), row("B", "3")], eq).map((o) => o.op)).toEqual(
      ["same", "removed", "removed", "added"],
    );
    expect(alignRows([row("X")], [row("Y")], eq).map((o) => o.op)).toEqual(["removed", "added"]);
    // the reviewer's pairing pairs by name inside a gap
    expect(
      alignRows([row("B", "1"), row("B", "2")], [row("B", "3"), row("B", "4")], eq, { pairByName: true }).map(
        (o) => o.op,
      ),
    ).toEqual(["changed", "changed"]);
  });

  it("each mask, in order", () => {
    expect(maskText("toolu_01AbC")).toBe("toolu_<ID>");
    expect(maskText('cat "/Users/me/a b"')).toBe('cat "<HOST_PATH> b"');
    expect(maskText("x/Users/me")).toBe("x/Users/me");
    expect(maskText("id 123e4567-E89B-12d3-a456-426614174000.")).toBe("id <UUID>.");
    expect(maskText("/sessions/LOCAL_ab12/mnt")).toBe("/sessions/<SESSION>/mnt");
    expect(maskText("sess-a1-b2 at 2024-05-06T07:08:09.123Z, 42s ago")).toBe("<SESSION> at <TIMESTAMP>, <AGE>");
    expect(maskValue({ a: { Duration_MS: 5, uuid: "u", list: ["toolu_9"] } })).toEqual({
      a: { Duration_MS: "<VOLATILE>", uuid: "<VOLATILE>", list: ["toolu_<ID>"] },
    });
  });

  it("a canon longer than 2000 characters keeps its length and a digest, so a change past the cut still differs", () => {
    const long = "x".repeat(2500);
    const c = boundCanon(long);
    expect(c).toMatch(/^x{2000}…#2500·[0-9a-f]{16}$/);
    expect(boundCanon(`${long}y`)).not.toBe(c);
  });
});

describe("diff: usage and input errors (exit 2)", () => {
  it.each([
    [["a", "b", "--bogus"], "unknown flag: --bogus"],
    [["a", "b", "--bogus=1"], "unknown flag: --bogus=1"],
    [
      ["a", "b", "--view", "everything"],
      '--view must be one of tools|transcript|artifacts|meta|all (got "everything")',
    ],
    [[CSV, CSV, "--changelog"], "--changelog is baseline-mode only"],
    [["only-one"], "usage: diff <a> <b>"],
    [[CSV, "nope.json"], "nope.json: path not found"],
    [[CSV, "package.json"], "cannot compare a baseline against a cassette — baselines only pair with baselines"],
  ])("%j → %s", async (argv, message) => {
    const t = await diff(argv);
    expect(t.code).toBe(2);
    expect(t.stdout).toBe("");
    expect(t.stderr).toContain(message);
    const j = await diff([...argv, "--output-format", "json"]);
    expect(j.code).toBe(2);
    expect(JSON.parse(j.stdout)).toMatchObject({
      command: "diff",
      ok: false,
      error: { category: "usage", message: expect.stringContaining(message) },
    });
  });

  it("--semantic refuses a run side", async () => {
    const dir = tmp();
    mkdirSync(join(dir, "run"));
    write(join(dir, "run"), "events.jsonl", example("csv-report").events.join("\n"));
    const t = await diff(["run", join(REPO_ROOT, CSV), "--semantic"], dir);
    expect([t.code, t.stderr]).toEqual([
      2,
      expect.stringContaining("--semantic compares two cassettes (got a run and a cassette)"),
    ]);
  });
});
