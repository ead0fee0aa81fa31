/**
 * The mutation engine (src/gate/mutate/): a deterministic plan under its caps and scope, each
 * mutation re-judged by the assertions (one caught, one surviving), the evidence trail of
 * --explain, and the verdict left exactly as replay alone gives it.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createHash } from "node:crypto";
import { replayLoaded } from "../../src/gate/replay/replay-cassette.js";
import type { Annotation, ReplayOptions } from "../../src/gate/replay/options.js";
import type { Cassette, ManifestEntry } from "../../src/core/cassette/types.js";
import type { ReplayResult } from "../../src/gate/replay/result.js";
import { reportObserver } from "../../src/gate/mutate/observer.js";
import { bumpNumber, capsReached, planMutations, type PlanInput } from "../../src/gate/mutate/plan.js";
import { applyMutation } from "../../src/gate/mutate/apply.js";
import { jsonLeaves } from "../../src/gate/mutate/json-leaves.js";
import { resolveDotPath } from "../../src/gate/assert/artifact-json.js";
import { emptyRecord } from "../../src/gate/evidence/empty.js";
import { reportPassLines } from "../../src/gate/report/replay-text.js";
import { buildGateReport } from "../../src/gate/report/gate-report.js";
import { renderSummaryMarkdown } from "../../src/gate/report/summary-md.js";
import { renderGateText } from "../../src/gate/report/gate-text.js";
import { renderJunit } from "../../src/gate/report/junit.js";
import { buildReportData } from "../../src/gate/report/html/build-data.js";
import { readInputs } from "../../src/action/inputs.js";

function artifact(path: string, body: string): ManifestEntry {
  const raw = Buffer.from(body, "utf8");
  return { path, bytes: raw.length, sha256: createHash("sha256").update(raw).digest("hex"), body };
}

/** A JSON document of `n` numeric fields k0..k(n-1), valued 1..n. */
const doc = (n: number): string =>
  JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i + 1])));

function cassette(
  assert: Record<string, unknown>[],
  artifacts: ManifestEntry[],
  text = "Revenue is 42 in total.",
): Cassette {
  return {
    cassetteVersion: 12,
    scenario: { name: "mini", prompt: "hi", session: "(inline)", assert },
    events: [
      JSON.stringify({ type: "system", subtype: "init", cwd: "/w", tools: ["Read"], mcp_servers: [], skills: [] }),
      JSON.stringify({ type: "assistant", message: { model: "m", content: [{ type: "text", text }] } }),
      JSON.stringify({ type: "result", subtype: "success", is_error: false, num_turns: 1, usage: {} }),
    ],
    artifacts,
    userVisibleRoots: ["outputs"],
  } as unknown as Cassette;
}

function replay(c: Cassette, opts: ReplayOptions = {}, annotations: Annotation[] = []): ReplayResult {
  return replayLoaded(c, "/virtual/mini.cassette.json", { findings: [], notes: [] }, opts, annotations);
}

const metrics = artifact(
  "outputs/metrics.json",
  '{\n  "totals": { "revenue": 42, "cost": 10.50 },\n  "currency": "EUR",\n  "final": true,\n  "note": null\n}\n',
);

describe("planMutations: deterministic, in the recording's order", () => {
  const input: PlanInput = {
    artifacts: [metrics, artifact("outputs/report.md", "Rows: 5\n| revenue | 10531.50 |\n")],
    record: { ...emptyRecord(), transcript: "Done: 3 files.", result: "success" },
  };

  it("the same recording gives the same plan, removal first, then the fields in document order", () => {
    const a = planMutations(input);
    const b = planMutations(structuredClone(input));
    expect(a).toEqual(b);
    expect(a.mutations.map((m) => `${m.target} ${m.field}`)).toEqual([
      "outputs/metrics.json (removed)",
      "outputs/metrics.json totals.revenue",
      "outputs/metrics.json totals.cost",
      "outputs/metrics.json currency",
      "outputs/metrics.json final",
      "outputs/report.md (removed)",
      "outputs/report.md (content)",
      "outputs/report.md line 1 (5)",
      "outputs/report.md line 2 (10531.50)",
      "final text ",
      "final text line 1 (3)",
      "run result ",
    ]);
    const json = a.mutations.filter((m) => m.target === "outputs/metrics.json");
    expect(json.map((m) => m.after)).toEqual(["absent", "43", "11.5", '"__MUTATED__"', "false"]); // null is left alone
  });

  it("an input, a read-only file or a link is no output of the run", () => {
    const plan = planMutations({
      ...input,
      artifacts: [
        { ...artifact("uploads/sales.csv", ""), truncated: true, truncationReason: "input" },
        { ...artifact("project/notes.txt", ""), truncated: true, truncationReason: "readonly" },
        { ...artifact("outputs/link.txt", ""), linkKind: "symlink" },
      ],
    });
    expect(plan.mutations.map((m) => m.target)).toEqual(["final text", "final text", "run result"]);
  });

  it("numbers +1 keep their width and fraction; words, versions and identifiers are not numbers", () => {
    expect(bumpNumber("10531.50")).toBe("10532.50");
    expect(bumpNumber("09")).toBe("10");
    expect(bumpNumber("99999999999999999999")).toBe("100000000000000000000");
    const plan = planMutations({ ...input, artifacts: [artifact("outputs/t.txt", "v2 id_7 1.2.3 x9 and 12")] });
    expect(plan.mutations.filter((m) => m.target === "outputs/t.txt").map((m) => m.field)).toEqual([
      "(removed)",
      "(content)",
      "line 1 (12)",
    ]);
  });

  it("a changed JSON field leaves every other byte of the file as recorded", () => {
    const plan = planMutations({ ...input, artifacts: [metrics] });
    const cost = plan.mutations.find((m) => m.field === "totals.cost")!;
    const after = applyMutation({ artifacts: [metrics], record: emptyRecord() }, cost).artifacts[0]!;
    expect(after.body).toBe(metrics.body!.replace("10.50", "11.5"));
    expect(after.sha256).toBe(createHash("sha256").update(after.body!).digest("hex"));
    expect(metrics.body).toContain("10.50"); // the original is not touched
  });

  it("a key holding a dot cannot be named by a path: its subtree is not planned; a duplicate key is read as JSON.parse does", () => {
    const leaves = jsonLeaves('{"a.b": {"c": 1}, "d": 1, "d": 2, "e": [true, "x"]}')!;
    expect(leaves.map((l) => [l.path, l.value])).toEqual([
      ["d", 2],
      ["e.0", true],
      ["e.1", "x"],
    ]);
    expect(jsonLeaves("{not json")).toBeUndefined();
  });
});

describe("jsonLeaves over any document", () => {
  it("each leaf's span holds its value, and changing it changes that leaf alone", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(0, 2, "\t"), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const leaves = jsonLeaves(text)!;
        expect(leaves).toBeDefined();
        for (const leaf of leaves) {
          expect(Object.is(JSON.parse(text.slice(leaf.start, leaf.end)), leaf.value)).toBe(true);
          const changed = JSON.parse(`${text.slice(0, leaf.start)}"__X__"${text.slice(leaf.end)}`) as unknown;
          for (const other of leaves) {
            const r = resolveDotPath(changed, other.path);
            expect(r.state).toBe("value");
            expect(r.state === "value" ? r.value : undefined).toEqual(other === leaf ? "__X__" : other.value);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("the caps: per output first, then per cassette", () => {
  const record = { ...emptyRecord(), transcript: "", result: "success" as const };

  it("the per-file cap binds with a few outputs, and says so", () => {
    const plan = planMutations({
      artifacts: [artifact("outputs/a.json", doc(40)), artifact("outputs/b.json", doc(40))],
      record,
    });
    expect(plan.mutations).toHaveLength(10 + 10 + 1);
    expect(capsReached(plan)).toEqual({ truncatedBy: "per-file", filesAtPerFileCap: 2, eligible: 41 + 41 + 1 });
    const raised = planMutations({ artifacts: [artifact("outputs/a.json", doc(40))], record }, { maxPerFile: 25 });
    expect(raised.mutations.filter((m) => m.target === "outputs/a.json")).toHaveLength(25);
    // raising only the total changes nothing while the per-file cap binds
    const total = planMutations({ artifacts: [artifact("outputs/a.json", doc(40))], record }, { maxTotal: 500 });
    expect(total.mutations.filter((m) => m.target === "outputs/a.json")).toHaveLength(10);
  });

  it("the total cap stops the plan, and is named over the per-file one", () => {
    const artifacts = Array.from({ length: 10 }, (_, i) => artifact(`outputs/f${i}.json`, doc(40)));
    const plan = planMutations({ artifacts, record });
    expect(plan.mutations).toHaveLength(50);
    expect(capsReached(plan).truncatedBy).toBe("total");
    const small = planMutations({ artifacts, record }, { maxTotal: 7 });
    expect(small.mutations).toHaveLength(7);
  });

  it("nothing cut: no cap named", () => {
    const plan = planMutations({ artifacts: [artifact("outputs/a.json", doc(3))], record });
    expect(capsReached(plan)).toEqual({ truncatedBy: null, filesAtPerFileCap: 0, eligible: 5 });
  });
});

describe("the scope: include, then exclude, before the caps", () => {
  const input: PlanInput = {
    artifacts: [
      artifact("outputs/report.json", doc(3)),
      artifact("handoff/run-1/state.json", doc(3)),
      artifact("handoff/run-2/state.json", doc(3)),
    ],
    record: { ...emptyRecord(), transcript: "ok", result: "success" },
  };
  const targets = (opts: Parameters<typeof planMutations>[1]): string[] => [
    ...new Set(planMutations(input, opts).mutations.map((m) => m.target)),
  ];

  it("exclude drops a subtree from the plan and from what is eligible", () => {
    const plan = planMutations(input, { exclude: ["handoff/**"] });
    expect([...new Set(plan.mutations.map((m) => m.target))]).toEqual([
      "outputs/report.json",
      "final text",
      "run result",
    ]);
    expect(capsReached(plan).eligible).toBe(4 + 1 + 1);
  });

  it("include keeps only what it matches (the non-file outputs by their names)", () => {
    expect(targets({ include: ["outputs/**"] })).toEqual(["outputs/report.json"]);
    expect(targets({ include: ["final text", "run result"] })).toEqual(["final text", "run result"]);
  });

  it("exclude wins over include; every exclude counts", () => {
    expect(targets({ include: ["**"], exclude: ["handoff/**"] })).toEqual([
      "outputs/report.json",
      "final text",
      "run result",
    ]);
    expect(targets({ exclude: ["handoff/run-1/**", "handoff/run-2/**", "final text"] })).toEqual([
      "outputs/report.json",
      "run result",
    ]);
  });
});

describe("re-judging: a caught mutation, a survivor, and the verdict untouched", () => {
  const assert = [
    { result: "success" },
    { artifact_json: { artifact: "outputs/metrics.json", path: "totals.revenue", equals: 42 } },
    { transcript_contains: "Revenue is 42" },
  ];
  const mutate = reportObserver({ mutate: {} });

  it("a field an assertion reads is caught; a field none reads survives, named", () => {
    const r = replay(cassette(assert, [metrics]), { observe: mutate });
    const m = r.mutation!;
    expect(m.sampled).toBe(5 + 2 + 1); // the file and its 4 fields; the final text and its 42; the run result
    const survivors = m.survivors.map((s) => `${s.target} ${s.field}`.trim());
    expect(survivors).toEqual([
      "outputs/metrics.json totals.cost",
      "outputs/metrics.json currency",
      "outputs/metrics.json final",
    ]);
    expect(m.caught).toBe(m.sampled - 3);
    expect(m.uncaught).toContain("outputs/metrics.json totals.cost: 10.5 → 11.5");
    expect(reportPassLines(r)).toContain("      outputs/metrics.json totals.cost: nothing checks it (10.5 → 11.5)");
  });

  it("the verdict, the exit code and the assertions are the replay's own", () => {
    for (const a of [assert, [...assert, { transcript_contains: "never said" }]]) {
      const plain = replay(cassette(a, [metrics]));
      const observed = replay(cassette(a, [metrics]), { observe: reportObserver({ mutate: {}, explain: true }) });
      expect(observed.verdict).toEqual(plain.verdict);
      expect(observed.exitCode).toBe(plain.exitCode);
      expect(observed.assertions).toEqual(plain.assertions);
    }
    expect(replay(cassette([...assert, { transcript_contains: "never said" }], [metrics])).exitCode).toBe(1);
  });

  it("an assertion failing on the recording catches nothing: it fails whatever the evidence", () => {
    const r = replay(cassette([{ transcript_contains: "never said" }], [metrics]), { observe: mutate });
    expect(r.mutation!.caught).toBe(0);
    expect(r.mutation!.note).toMatch(/no assertion passed on the recording/);
  });

  it("a pass that throws adds a warning and nothing else", () => {
    const annotations: Annotation[] = [];
    const r = replay(
      cassette(assert, [metrics]),
      {
        observe: () => {
          throw new Error("boom");
        },
      },
      annotations,
    );
    expect(r.verdict.pass).toBe(true);
    expect(r.mutation).toBeUndefined();
    expect(annotations.map((a) => a.message)).toContain("[replay] report pass failed, verdict unaffected: boom");
  });

  it("a scope that leaves nothing says so", () => {
    const r = replay(cassette(assert, [metrics]), { observe: reportObserver({ mutate: { include: ["nothing/**"] } }) });
    expect(r.mutation).toMatchObject({ sampled: 0, eligible: 0, note: expect.stringMatching(/scope/) });
  });
});

describe("--explain: what each assertion read, and why it passed", () => {
  it("names the file, the final text and the run result each assertion looked at", () => {
    const r = replay(
      cassette(
        [
          { result: "success" },
          { artifact_json: { artifact: "outputs/metrics.json", path: "totals.revenue", equals: 42 } },
          { transcript_contains: "not in it" },
          { tool_not_called: "WebFetch" },
        ],
        [metrics],
      ),
      { observe: reportObserver({ explain: true, mutate: {} }) },
    );
    const e = r.explain!;
    expect(e.map((x) => [x.assertion.split(":")[0], x.pass, x.read])).toEqual([
      ["result", true, ["run result"]],
      ["artifact_json", true, ["file outputs/metrics.json"]],
      ["transcript_contains", false, ["final text"]],
      ["tool_not_called", true, ["tool calls"]],
    ]);
    expect(e[0]!.why).toBe("result: success");
    expect(e[2]!.why).toBe('transcript missing "not in it"');
    expect(e[1]!.catches).toBe(2); // the file removed, the field changed
    expect(e[3]!.catches).toBeUndefined(); // tool calls are never mutated: no count to give
    expect(reportPassLines(r)[1]).toMatch(
      /^ {4}\[explain\] ✓ artifact_json: .* — read: file outputs\/metrics\.json — passed: /,
    );
  });
});

describe("hostile names are inert on every channel", () => {
  const hostile = artifact("outputs/x\n::error::pwned @someone #1.json", '{"v": 1}');
  const r = (() => {
    const res = replay(cassette([{ result: "success" }], [hostile]), { observe: reportObserver({ mutate: {} }) });
    res.cassette = "c.cassette.json";
    return res;
  })();

  it("the replay and gate text: no line starts a workflow command", () => {
    const report = buildGateReport([r]);
    const lines = [...reportPassLines(r), ...renderGateText(report).split("\n")];
    expect(lines.some((l) => l.includes("::error::pwned"))).toBe(true);
    expect(lines.filter((l) => /^\s*::/.test(l))).toEqual([]);
  });

  it("markdown: the name in a code span on one line (no mention, no link); JUnit and HTML data: one line each", () => {
    const report = buildGateReport([r]);
    const md = renderSummaryMarkdown(report);
    expect(md).toContain("### Assertion strength: 4 of 5 planned mutations caught by no assertion, in 1 cassette");
    expect(md).toContain("  - `outputs/x ::error::pwned @someone #1.json v`: nothing checks it\n");
    expect(md.split("\n").filter((l) => l.includes("@someone") && !/`[^`]*@someone[^`]*`/.test(l))).toEqual([]);
    const xml = renderJunit(report);
    expect(xml).toContain("c.cassette.json: assertion strength: 4 of 5 planned mutations caught by no assertion");
    expect(xml.split("\n").filter((l) => l.startsWith("::error::"))).toEqual([]);
    const html = buildReportData(report, [{ result: r }]);
    expect(html.mutation).toBe("4 of 5 planned mutations caught by no assertion, in 1 cassette");
    const listed = html.cassettes[0]!.mutation!.survivors;
    expect(listed).toHaveLength(4);
    expect(listed.filter((s) => s.includes("\n"))).toEqual([]);
  });
});

describe("the Action's mutate input", () => {
  it("off by default, on with true, a usage error otherwise", () => {
    expect(readInputs({}).mutate).toBe(false);
    expect(readInputs({ INPUT_MUTATE: "true" }).mutate).toBe(true);
    expect(() => readInputs({ INPUT_MUTATE: "sometimes" })).toThrow(/input mutate must be true or false/);
  });
});
