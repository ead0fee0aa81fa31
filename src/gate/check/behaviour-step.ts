/**
 * The behaviour diff of every cassette the pull request changed: the semantic diff (tools,
 * questions and answers, artifacts, turns, cost, the transcript's gist: src/gate/diff/) of the
 * base's version against this one, as a one-line count and capped Markdown for the summary and
 * comment. The base's version is read from git objects only. Which commit changed it is told too:
 * one whose message is the re-record job's ("Re-record …" / "Record …") is named apart — by its
 * message alone, which the pull request writes: a label for the reviewer, never a trust decision.
 */
import { relative, sep } from "node:path";
import { loadCassetteFile, parseCassetteText } from "../../core/cassette/load.js";
import { gitClient } from "../../core/git/client.js";
import { oneLine } from "../../core/util/errors.js";
import type { BaseView } from "../coverage/base-view.js";
import type { ChangedCassette } from "../coverage/types.js";
import { renderSemanticDiffMarkdown, semanticDiff, semanticallySame } from "../diff/semantic.js";
import { countsLine, verdictWord } from "../diff/semantic-format.js";

/** The largest base version diffed here (a larger one is named, with the command that diffs it). */
export const BEHAVIOUR_DIFF_MAX_BYTES = 32 * 1024 * 1024;
/** Markdown per cassette, and in all. */
const PER_CASSETTE_BYTES = 6_000;
const TOTAL_BYTES = 40_000;

const RERECORD_SUBJECT = /^(Re-record \d+ stale cassettes?|Record \d+ unrecorded scenarios?)\b/;

async function lastCommitOf(base: BaseView, path: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  try {
    const out = await gitClient(base.top, env).raw(["log", "-1", "--format=%h %s", `${base.sha}..HEAD`, "--", path]);
    return out.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Fills `behaviour` (and `byRerecordJob`) on each re-recorded entry of `changed`, in place. */
export async function attachBehaviourDiffs(
  changed: ChangedCassette[],
  base: BaseView,
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  let spent = 0;
  for (const c of changed) {
    if (c.change !== "re-recorded") continue;
    const abs = `${root}${sep}${c.cassette.split("/").join(sep)}`;
    const rel = relative(base.top, abs).split(sep).join("/");
    const commit = await lastCommitOf(base, rel, env);
    if (commit !== undefined && RERECORD_SUBJECT.test(commit.slice(commit.indexOf(" ") + 1)))
      c.byRerecordJob = commit.slice(0, commit.indexOf(" "));
    const text = await base.read(rel, BEHAVIOUR_DIFF_MAX_BYTES);
    if (text === undefined) {
      c.behaviour = { line: `the base's version is too large to diff here: cowork-harness diff --semantic` };
      continue;
    }
    try {
      const before = parseCassetteText(text, `${base.ref}:${rel}`).cassette;
      const after = (await loadCassetteFile(abs)).cassette;
      const d = semanticDiff(before, after);
      if (semanticallySame(d)) {
        c.behaviour = { line: "the same behaviour as on the base (only the file's text changed)" };
        continue;
      }
      const budget = Math.min(PER_CASSETTE_BYTES, TOTAL_BYTES - spent);
      const markdown =
        budget > 500 ? renderSemanticDiffMarkdown(d, { budgetBytes: budget, mermaid: false }) : undefined;
      spent += markdown?.length ?? 0;
      const verdict =
        d.verdict.before === d.verdict.after
          ? ""
          : `verdict ${verdictWord(d.verdict.before)} → ${verdictWord(d.verdict.after)}; `;
      const line = `${verdict}tool calls ${countsLine(d)}`;
      c.behaviour = { line, ...(markdown !== undefined ? { markdown } : {}), diff: d };
    } catch (e) {
      c.behaviour = { line: `no behaviour diff: ${oneLine(e).slice(0, 200)}` };
    }
  }
}
