/**
 * Every GitHub workflow we ship or tell users to paste is parsed by GitHub's own workflow parser,
 * @actions/workflow-parser (npm, published by GitHub from actions/languageservices), and validated
 * against the workflow schema it ships (dist/workflow-v1.0.min.json): the template validation of
 * parseWorkflow, then the conversion to a workflow model (needs, matrix, concurrency, …). Any error
 * either reports fails the test, naming the workflow.
 *
 * Workflows: .github/workflows/*.yml, the ```yaml blocks of README.md that are workflows (`jobs:`;
 * a block without `on:` is a jobs fragment and gets `on: pull_request` put in front), the
 * workflows `cowork-harness init` scaffolds, and every GitHub workflow under docs/ and examples/ci/
 * (a .yml file or a ```yaml block in a .md file with top-level `on:` and `jobs:`).
 */
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from "@actions/workflow-parser";
import { ErrorPolicy } from "@actions/workflow-parser/model/convert";
import { TEMPLATE_FILES } from "../../src/live/init/templates.js";
import { REPO_ROOT } from "../helpers/paths.js";

interface Workflow {
  name: string;
  content: string;
}

/** The errors GitHub's parser reports for one workflow text: schema validation, then conversion. */
async function workflowErrors(wf: Workflow): Promise<string[]> {
  const parsed = parseWorkflow({ name: wf.name, content: wf.content }, new NoOperationTraceWriter());
  if (parsed.value !== undefined && parsed.context.errors.count === 0) {
    await convertWorkflowTemplate(parsed.context, parsed.value, undefined, {
      errorPolicy: ErrorPolicy.ReturnErrorsOnly,
    });
  }
  const errors = parsed.context.errors.getErrors().map((e) => e.message);
  if (parsed.value === undefined && errors.length === 0) errors.push("the parser returned no workflow");
  return errors;
}

function topLevelKeys(text: string): Set<string> {
  try {
    const doc = parse(text, { version: "1.1" }) as unknown;
    // YAML 1.1 reads a bare `on` key as true: look at the source lines as well
    const keys = doc && typeof doc === "object" ? Object.keys(doc) : [];
    for (const m of text.matchAll(/^([A-Za-z_-]+)\s*:/gm)) keys.push(m[1]!);
    return new Set(keys);
  } catch {
    return new Set();
  }
}

const isWorkflow = (text: string): boolean => {
  const keys = topLevelKeys(text);
  return keys.has("jobs") && (keys.has("on") || keys.has("true"));
};

/** ```yaml fenced blocks of a Markdown file, with the line each starts on. */
function yamlBlocks(markdown: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (!/^```ya?ml\s*$/.test(lines[i]!)) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !/^```\s*$/.test(lines[end]!)) end++;
    out.push({ line: start + 1, text: lines.slice(start, end).join("\n") + "\n" });
    i = end;
  }
  return out;
}

function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

const rel = (p: string): string => relative(REPO_ROOT, p);

const repoWorkflows: Workflow[] = readdirSync(join(REPO_ROOT, ".github/workflows"))
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => ({
    name: `.github/workflows/${f}`,
    content: readFileSync(join(REPO_ROOT, ".github/workflows", f), "utf8"),
  }));

/** README blocks with `jobs:`; a fragment without `on:` is completed with a trigger. */
const readmeWorkflows: Workflow[] = yamlBlocks(readFileSync(join(REPO_ROOT, "README.md"), "utf8"))
  .filter((b) => topLevelKeys(b.text).has("jobs"))
  .map((b) => ({
    name: `README.md:${b.line}`,
    content: isWorkflow(b.text) ? b.text : `on: pull_request\n${b.text}`,
  }));

const initWorkflows: Workflow[] = TEMPLATE_FILES.filter((f) => f.path.startsWith(".github/workflows/")).map((f) => ({
  name: `init: ${f.path}`,
  content: f.content,
}));

/** GitHub workflows among the docs and CI examples (a GitLab file has no `on:` and is left out). */
const docWorkflows: Workflow[] = [join(REPO_ROOT, "docs"), join(REPO_ROOT, "examples/ci")]
  .flatMap(filesUnder)
  .flatMap((p): Workflow[] => {
    const text = readFileSync(p, "utf8");
    if (/\.ya?ml$/.test(p)) return isWorkflow(text) ? [{ name: rel(p), content: text }] : [];
    if (p.endsWith(".md"))
      return yamlBlocks(text)
        .filter((b) => isWorkflow(b.text))
        .map((b) => ({ name: `${rel(p)}:${b.line}`, content: b.text }));
    return [];
  });

describe("GitHub's workflow parser (@actions/workflow-parser) accepts every workflow", () => {
  it("finds the workflows it is meant to check", () => {
    expect(repoWorkflows.map((w) => w.name)).toEqual(
      expect.arrayContaining([".github/workflows/ci.yml", ".github/workflows/rerecord.yml"]),
    );
    // the PR gate and the sharded gate (a jobs fragment); the re-record workflow is in docs/re-recording.md
    expect(readmeWorkflows.length).toBeGreaterThanOrEqual(2);
    expect(docWorkflows.map((w) => w.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^docs\/re-recording\.md:\d+$/)]),
    );
    expect(initWorkflows.map((w) => w.name)).toEqual([
      "init: .github/workflows/cowork.yml",
      "init: .github/workflows/cowork-rerecord.yml",
    ]);
  });

  const all = [...repoWorkflows, ...readmeWorkflows, ...initWorkflows, ...docWorkflows];
  it.each(all.map((w) => [w.name, w] as const))("%s", async (_name, wf) => {
    expect(await workflowErrors(wf)).toEqual([]);
  });

  it("rejects broken workflows (so a pass above means something)", async () => {
    const base =
      "on: pull_request\njobs:\n  gate:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n";
    expect(await workflowErrors({ name: "good.yml", content: base })).toEqual([]);
    // each broken workflow, and what the parser must say about it
    const broken: Record<string, [string, RegExp]> = {
      "unknown key": [
        base.replace("    runs-on:", "    run-on: ubuntu-latest\n    runs-on:"),
        /\(Line: 4, Col: 5\): Unexpected value 'run-on'/,
      ],
      "no runs-on": [
        "on: pull_request\njobs:\n  gate:\n    steps:\n      - run: echo hi\n",
        /Required property is missing: runs-on/,
      ],
      "unknown event": [base.replace("on: pull_request", "on: pull-request"), /Unexpected value 'pull-request'/],
      "uses and run": [
        base.replace("      - uses: actions/checkout@v4", "      - uses: actions/checkout@v4\n        run: echo hi"),
        /Unexpected value 'run'/,
      ],
      "needs missing job": [
        `${base}  report:\n    needs: gates\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo hi\n`,
        /depends on unknown job 'gates'/,
      ],
      "bad permission": [`permissions:\n  check: write\n${base}`, /Unexpected value 'check'/],
      "bad expression": [base.replace("runs-on: ubuntu-latest", "runs-on: ${{ matrix.os( }}"), /Unexpected symbol/],
      "no jobs": ["on: pull_request\n", /Required property is missing: jobs/],
    };
    for (const [what, [content, message]] of Object.entries(broken)) {
      const errors = await workflowErrors({ name: `${what}.yml`, content });
      expect(errors, what).toEqual([expect.stringMatching(message)]);
      expect(errors[0], what).toMatch(new RegExp(`^${what}\\.yml \\(Line: \\d+, Col: \\d+\\): `));
    }
  });
});

/** `uses:` references in a workflow text that name a third-party action by a tag or branch, not a commit. */
function unpinnedUses(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:-\s*)?uses:\s*([^\s#]+)/gm)) {
    const ref = m[1]!;
    if (ref.startsWith("./") || ref.startsWith("docker://")) continue; // this repository's own Action, or an image
    if (!/@[0-9a-f]{40}$/.test(ref)) out.push(ref);
  }
  return out;
}

describe("our own workflows pin every third-party action by commit SHA", () => {
  // a tag can be moved by whoever controls the action's repository; a commit cannot. The Action
  // users are told to write (cowork-harness/cowork-harness@v1) is ours, and is shown by its tag.
  const OURS = /^cowork-harness\/cowork-harness@/;
  it.each(repoWorkflows.map((w) => [w.name, w] as const))("%s", (_name, wf) => {
    expect(unpinnedUses(wf.content).filter((r) => !OURS.test(r))).toEqual([]);
  });

  it("finds a tag-pinned action (so a pass above means something)", () => {
    expect(
      unpinnedUses(
        "steps:\n  - uses: actions/checkout@v4\n  - uses: ./\n  - uses: a/b@0123456789abcdef0123456789abcdef01234567 # v1\n",
      ),
    ).toEqual(["actions/checkout@v4"]);
  });
});
