/**
 * The GitLab CI example (examples/ci/gitlab-ci.yml) runs commands our CLI accepts, and the JUnit
 * file it writes is the one it hands to GitLab as a `reports: junit` artifact; its sharded variant
 * (commented out) too.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { parse } from "yaml";
import { REPO_ROOT } from "../helpers/paths.js";
import { command as check } from "../../src/cli/commands/check.js";
import { command as merge } from "../../src/cli/commands/merge.js";

const text = readFileSync(join(REPO_ROOT, "examples/ci/gitlab-ci.yml"), "utf8");

interface Job {
  stage?: string;
  script: string[];
  artifacts?: { when?: string; reports?: { junit?: string }; paths?: string[] };
  parallel?: number;
  needs?: string[];
}

/** A script line's cowork-harness invocation, split as a shell would (quotes dropped). */
function invocation(line: string): { command: string; args: string[] } {
  const words = [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? "");
  expect(words[0]).toBe("cowork-harness");
  return { command: words[1] as string, args: words.slice(2) };
}

function checkJob(job: Job, shardVars: boolean): void {
  const lines = job.script.filter((l) => l.startsWith("cowork-harness "));
  expect(lines).toHaveLength(1);
  const { command, args } = invocation(lines[0] as string);
  expect(command).toBe("check");
  const { values } = parseArgs({ args, options: check.options, allowPositionals: true, strict: true });
  expect(typeof values.junit).toBe("string");
  if (shardVars) expect(values.shard).toBe("$CI_NODE_INDEX/$CI_NODE_TOTAL");
  const reported = job.artifacts?.reports?.junit as string;
  const glob = new RegExp(`^${reported.replace(/[.]/g, "\\.").replace(/\*/g, ".*")}$`);
  expect(values.junit?.replace("$CI_NODE_INDEX", "1")).toMatch(glob);
  expect(job.artifacts?.when).toBe("always");
}

describe("examples/ci/gitlab-ci.yml", () => {
  const doc = parse(text) as Record<string, Job>;

  it("the gate job writes the JUnit file it reports", () => {
    checkJob(doc["cowork-gate"] as Job, false);
  });

  it("the sharded variant: parallel shards i/n, merge of every shard's results", () => {
    const lines = text.split("\n");
    const start = lines.indexOf("# cowork-gate:");
    expect(start).toBeGreaterThan(0);
    const commented = lines
      .slice(start)
      .filter((l) => l.startsWith("#"))
      .map((l) => l.replace(/^# ?/, ""))
      .join("\n");
    const variant = parse(commented) as Record<string, Job>;
    const gate = variant["cowork-gate"] as Job;
    expect(gate.parallel).toBeGreaterThan(1);
    checkJob(gate, true);
    const report = variant["cowork-report"] as Job;
    expect(report.needs).toEqual(["cowork-gate"]);
    const { command, args } = invocation(report.script[0] as string);
    expect(command).toBe("merge");
    const { positionals } = parseArgs({ args, options: merge.options, allowPositionals: true, strict: true });
    expect(positionals).toEqual(["cowork-results-*.json"]);
    expect(gate.artifacts?.paths).toEqual(["cowork-results-*.json"]);
  });
});
