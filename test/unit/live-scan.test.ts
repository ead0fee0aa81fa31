/** The live lane's pure detectors (the reference's live lane; docs/reference.md#the-live-lane): deletes, host paths, judge replies. */
import { describe, expect, it } from "vitest";
import { detectMountDelete, mentionsMount } from "../../src/live/judge/delete-scan.js";
import { hostPathLeaked } from "../../src/live/judge/host-path.js";
import { parseJudgeResults } from "../../src/live/judge/semantic-judge.js";
import { judgeEndpoint } from "../../src/live/judge/semantic-judge.js";
import { evaluateLiveKey, type LiveEvidence } from "../../src/live/judge/live-keys.js";
import { parseMemUsage } from "../../src/live/judge/resource-sampler.js";

const del = (cmd: string, mount = "outputs") => detectMountDelete(cmd, mount)?.command;

describe("delete detection", () => {
  it("an rm, unlink, find -delete or python remove aimed at the mount is a delete", () => {
    expect(del("rm -f outputs/a.txt")).toBe("rm -f outputs/a.txt");
    expect(del("rm /sessions/x/mnt/outputs/a.txt")).toBe("rm /sessions/x/mnt/outputs/a.txt");
    expect(del("find outputs -name '*.tmp' -delete")).toBeDefined();
    expect(del("python3 -c \"import os; os.remove('outputs/a.txt')\"")).toBeDefined();
    expect(del("cd outputs && rm a.txt")).toBe("rm a.txt");
  });
  it("a delete of scratch files only, emptying in place, or another mount's name is not", () => {
    expect(del("cp outputs/a.txt /tmp/b && rm /tmp/b")).toBeUndefined();
    expect(del("T=$(mktemp); echo x > $T; rm $T; ls outputs")).toBeUndefined();
    expect(del("truncate -s 0 outputs/a.txt; > outputs/b.txt")).toBeUndefined();
    expect(del("rm outputs2/a.txt")).toBeUndefined();
    expect(del("# rm outputs/a.txt\necho outputs")).toBeUndefined();
  });
  it("a variable pointing into the mount, or an unprovable target beside a mention, counts", () => {
    expect(del('D="outputs/old"\nrm -r $D')).toBe("rm -r outputs/old");
    expect(del("ls outputs; rm ../x/$NAME")).toBeDefined();
  });
  it("mv out of the mount is a delete; mv within it is not", () => {
    expect(del("mv outputs/a.txt /tmp/a.txt")).toBeDefined();
    expect(del("mv outputs/a.txt outputs/b.txt")).toBeUndefined();
  });
  it("a mention is the mount as a path component", () => {
    expect(mentionsMount("ls 'outputs/x'", "outputs")).toBe(true);
    expect(mentionsMount("ls outputs.bak", "outputs")).toBe(false);
    expect(mentionsMount("ls myoutputs", "outputs")).toBe(false);
  });
});

describe("host paths in model-visible text", () => {
  it("a host root after a separator, at the start, or in a file:// URL; URL-encoded too", () => {
    expect(hostPathLeaked("see /Users/ann/doc.txt")).toBe(true);
    expect(hostPathLeaked("/home/bob/x")).toBe(true);
    expect(hostPathLeaked("open file:///Volumes/Data/a")).toBe(true);
    expect(hostPathLeaked("path=%2Fhome%2Fbob%2Fx")).toBe(true);
    expect(hostPathLeaked("C:\\x =\\home\\bob")).toBe(true);
  });
  it("the sandbox's own paths are not host paths", () => {
    expect(hostPathLeaked("wrote /sessions/local_1/mnt/outputs/a.txt and /tmp/x")).toBe(false);
    expect(hostPathLeaked("a/home/b")).toBe(false);
  });
});

describe("the semantic judge's reply", () => {
  const rubric = ["a", "b"];
  it("exactly one grade covering every index is read by index", () => {
    expect(parseJudgeResults('Here: {"results":[{"index":1,"pass":false},{"index":0,"pass":true}]}', rubric)).toEqual([
      { index: 0, claim: "a", pass: true },
      { index: 1, claim: "b", pass: false },
    ]);
  });
  it("no grade, two different grades, a missing index or an extra field is invalid", () => {
    expect(() => parseJudgeResults("looks good", rubric)).toThrow(/no valid grade/);
    expect(() =>
      parseJudgeResults(
        '{"results":[{"index":0,"pass":true},{"index":1,"pass":true}]} {"results":[{"index":0,"pass":false},{"index":1,"pass":true}]}',
        rubric,
      ),
    ).toThrow(/more than one/);
    expect(() => parseJudgeResults('{"results":[{"index":0,"pass":true}]}', rubric)).toThrow();
    expect(() =>
      parseJudgeResults('{"results":[{"index":0,"pass":true,"why":"x"},{"index":1,"pass":true}]}', rubric),
    ).toThrow();
  });
  it("with no scripted model and no key there is no judge, and the key says so instead of passing", () => {
    expect(judgeEndpoint(undefined, {})).toBeUndefined();
    const ev: LiveEvidence = {
      workRoot: "/nonexistent",
      mcpErrors: [],
      preRunCaptured: true,
      preRunHashes: {},
      semantic: new Map([[0, { noJudge: "semantic_matches: needs a judge model — set ANTHROPIC_API_KEY" }]]),
      deleteWaivers: new Set(),
    };
    const r = evaluateLiveKey("semantic_matches", { rubric: ["a"] }, 0, ev)!;
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/needs a judge model/);
  });
});

describe("live keys with missing evidence fail, never pass", () => {
  const ev: LiveEvidence = {
    workRoot: "/nonexistent",
    mcpErrors: [{ server: "tools", code: -32603, message: "handler error: boom" }],
    preRunCaptured: true,
    preRunHashes: {},
    semantic: new Map(),
    deleteWaivers: new Set(),
  };
  it("no scan: the scan-backed keys are evidence unavailable", () => {
    for (const key of ["no_delete_in_outputs", "no_delete_in_mounts", "self_heal_ran", "transcript_no_host_path"]) {
      expect(evaluateLiveKey(key, true, 0, ev)!.message).toMatch(/^evidence unavailable/);
    }
  });
  it("no_mcp_error names the failing server; no_delete_in_mounts honours allow_delete_in", () => {
    expect(evaluateLiveKey("no_mcp_error", true, 0, ev)!.message).toBe(
      'no_mcp_error: server "tools" failed: handler error: boom',
    );
    const scan = {
      outputsDeletes: [],
      mountDeletes: [{ mount: "reports", command: "rm reports/a" }],
      selfHealRan: false,
      hostPathLeaked: false,
    };
    expect(evaluateLiveKey("no_delete_in_mounts", true, 0, { ...ev, scan })!.pass).toBe(false);
    expect(
      evaluateLiveKey("no_delete_in_mounts", true, 0, { ...ev, scan, deleteWaivers: new Set(["reports"]) })!.pass,
    ).toBe(true);
  });
  it("max_peak_rss_bytes compares the sampled peak; docker's and podman's units parse", () => {
    const resources = {
      tier: "container",
      sampleCount: 3,
      intervalMs: 1000,
      malformedLines: 0,
      probeFailures: 0,
      peakRssBytes: 50 * 1024 * 1024,
    };
    expect(evaluateLiveKey("max_peak_rss_bytes", 100 * 1024 * 1024, 0, { ...ev, resources })!.pass).toBe(true);
    expect(evaluateLiveKey("max_peak_rss_bytes", 1024, 0, { ...ev, resources })!.message).toBe(
      `max_peak_rss_bytes: peak RSS ${50 * 1024 * 1024} > 1024`,
    );
    expect(parseMemUsage("12.5MiB / 1GiB")).toBe(13107200);
    expect(parseMemUsage("3.2MB / 2GB")).toBe(3200000);
  });
});
