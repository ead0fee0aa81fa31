/**
 * `replay --explain`: for each assertion replay judged, which recorded evidence it read and why it
 * passed or failed. What it read is observed, not assumed: the assertion is evaluated once more
 * against the same evidence with every read of the run record, the assertion context and the
 * artifact tree noted (evaluators are pure, so the second evaluation is the first one's twin).
 * With --mutate, how many of the planned mutations each one caught (said only of an assertion that
 * read evidence the plan mutates: files, the final text, tool results, the run result).
 */
import { ASSERTION_CATALOG } from "../assert/catalog.js";
import type { ArtifactNode, AssertContext } from "../assert/context.js";
import { evaluateItem } from "../assert/evaluate.js";
import { describeItem } from "../reassert/assert-diff.js";
import { buildAssertContext } from "../replay/context.js";
import type { MaterializedTree } from "../replay/materialize.js";
import type { ReplayObservation } from "../replay/options.js";
import type { ExplainedAssertion } from "../replay/result.js";
import type { RunRecord } from "../evidence/types.js";
import type { MutationOutcome } from "./run.js";

/** What a read of a run-record field is, in a reader's words. */
const RECORD_FIELD: Readonly<Record<string, string>> = {
  transcript: "final text",
  finalMessage: "final text",
  result: "run result",
  resultSubtype: "run result",
  resultErrorKind: "run result",
  errorSource: "run result",
  toolUses: "tool calls",
  toolsCalled: "tool calls",
  toolCounts: "tool calls",
  redundantToolCalls: "tool calls",
  toolResults: "tool results",
  toolErrors: "tool errors",
  subagents: "sub-agents",
  subagentTools: "sub-agents",
  skillsInvoked: "skills invoked",
  skillActivity: "skills invoked",
  referencesRead: "skills invoked",
  tasks: "tasks",
  contextEvents: "context events",
  fileToolAttempts: "file tool calls",
  presentedFiles: "presented files",
  questions: "question gates",
  gateOptions: "question gates",
  gateAnswers: "question gates",
  gateDeliveries: "question gates",
  decisions: "question gates",
  stalledOnQuestion: "question gates",
  usage: "usage and cost",
  cost: "usage and cost",
  modelUsage: "usage and cost",
  models: "usage and cost",
  hookEvents: "hook events",
  pathDenials: "path denials",
  infraErrors: "infra errors",
  webSearches: "web searches",
  init: "tools and skills offered",
  thinking: "thinking",
  thinkingBlocks: "thinking",
};

/** What a read of an assertion-context field is; undefined for settings that are no recorded evidence. */
const CONTEXT_FIELD: Readonly<Record<string, string>> = {
  toolResultTexts: "tool results",
  toolResultsTruncated: "tool results",
  workRoot: "artifact tree",
  preRunPaths: "pre-run manifest",
  preRunHashes: "pre-run manifest",
  preRunOrigin: "pre-run manifest",
  postRunHashes: "artifact digests",
  gateOptionsMissing: "question gates",
  skillToolAvailable: "tools and skills offered",
  availableSkills: "tools and skills offered",
  availableTools: "tools and skills offered",
  mcpServers: "tools and skills offered",
  hasTimeline: "timeline",
};

/** Record fields that are no evidence of their own (parse-health counters read beside the evidence). */
const NOT_EVIDENCE: ReadonlySet<string> = new Set(["evidenceErrors"]);

/** Evidence a planned mutation can change: an assertion that read none of it cannot catch one. */
function readsMutable(read: readonly string[]): boolean {
  return read.some(
    (r) =>
      r === "final text" ||
      r === "run result" ||
      r === "tool results" ||
      r === "artifact tree" ||
      r === "artifact digests" ||
      r.startsWith("file ") ||
      r.startsWith("folder "),
  );
}

/** The evidence context of the replay with every read noted in `reads` (cleared by the caller). */
function trackedContext(o: ReplayObservation, reads: Set<string>): AssertContext {
  const record = new Proxy(o.record, {
    get(target, key, receiver) {
      if (typeof key === "string" && !NOT_EVIDENCE.has(key)) reads.add(RECORD_FIELD[key] ?? key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  }) as RunRecord;
  const tree = o.tree;
  const view: MaterializedTree | undefined = tree && {
    get root(): string {
      reads.add("artifact tree");
      return tree.root;
    },
    get location(): string {
      return tree.location;
    },
    at(rel: string): ArtifactNode | undefined {
      const node = tree.at(rel);
      reads.add(
        node === undefined
          ? `file ${rel} (not in the recording)`
          : node.kind === "dir"
            ? `folder ${rel}`
            : `file ${rel}`,
      );
      return node;
    },
    truncatedPaths: tree.truncatedPaths,
    linkPaths: tree.linkPaths,
    dispose: () => undefined,
  };
  const ctx = buildAssertContext(o.cassette, record, view, o.truncatedOnQuestion);
  return new Proxy(ctx, {
    get(target, key, receiver) {
      if (typeof key === "string") {
        const what = CONTEXT_FIELD[key];
        if (what !== undefined) reads.add(what);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

export function explainAssertions(o: ReplayObservation, outcomes?: readonly MutationOutcome[]): ExplainedAssertion[] {
  const reads = new Set<string>();
  const ctx = trackedContext(o, reads);
  return o.items.map((item, i) => {
    reads.clear();
    evaluateItem(item, ctx, ASSERTION_CATALOG);
    const r = o.results[i];
    const pass = r?.pass ?? false;
    const read = [...reads];
    // a count only where one could be non-zero: an assertion over evidence no mutation touches says nothing
    const catches = outcomes && readsMutable(read) ? outcomes.filter((x) => x.caughtBy.includes(i)).length : undefined;
    return {
      assertion: describeItem(item, 200),
      pass,
      read,
      why: pass ? (r?.evidence ?? "no detail given") : (r?.message ?? "no detail given"),
      ...(catches !== undefined ? { catches } : {}),
    };
  });
}
