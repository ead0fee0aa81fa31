/**
 * Lints scenario files and directories: the API the CLI, `check` and the Action use. Findings come
 * in emission order: input and self-check findings first, then each file's in rule order, a
 * scenario's followed by those of the session and model script it names (src/gate/lint/linked-files.ts).
 * A file some scenario of the run names is linted as what that scenario names it, once.
 */
import { readFile, stat } from "node:fs/promises";
import { resolve } from "node:path";
import { expandLintTargets } from "./inputs.js";
import { lintFileText } from "./lint-text.js";
import { LinkedFileLint, scenarioLinks, type Link } from "./linked-files.js";
import type { FileKind } from "./other-kinds.js";
import { unclassifiedKeyFindings } from "./self-check.js";
import type { LintFinding } from "./types.js";

export interface LintRun {
  findings: LintFinding[];
  /** how many files were linted (named, found, or named by a scenario) */
  fileCount: number;
  /** how many files of each kind were linted (named, found, or named by a scenario) */
  kinds: Record<FileKind, number>;
  /** where each scenario with a model script has its agent work, for the text output */
  notes: string[];
}

type Read = { file: string; text: string } | { file: string; findings: LintFinding[] };

async function readTarget(file: string): Promise<Read> {
  const notFound = (message: string): Read => ({
    file,
    findings: [{ file, line: null, ruleId: "not-found", severity: "ERROR", message, fix: "Check the path." }],
  });
  try {
    if (!(await stat(file)).isFile()) return notFound(`not a file: ${file}`);
  } catch {
    return notFound(`file not found: ${file}`);
  }
  try {
    return { file, text: await readFile(file, "utf8") };
  } catch (e) {
    return notFound(`cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? "error"})`);
  }
}

export async function lintTargets(paths: readonly string[]): Promise<LintRun> {
  const { files, findings } = await expandLintTargets(paths);
  findings.push(...unclassifiedKeyFindings());
  const read = await Promise.all(files.map(readTarget));
  // what each scenario of the run names: such a file is linted with its scenario, as that kind
  const scenarios = new Map<string, { name: string; links: Link[] }>();
  const named = new Map<string, FileKind>();
  for (const r of read) {
    const s = "text" in r ? scenarioLinks(r.file, r.text) : undefined;
    if (s === undefined) continue;
    scenarios.set(r.file, s);
    for (const link of s.links) named.set(resolve(link.file), link.kind);
  }
  const kinds: Record<FileKind, number> = { scenario: 0, session: 0, "model-script": 0 };
  const counted = new Set<string>();
  const count = (file: string, kind: FileKind): void => {
    const key = resolve(file);
    if (counted.has(key)) return;
    counted.add(key);
    kinds[kind]++;
  };
  const linked = new LinkedFileLint();
  const notes: string[] = [];
  for (const r of read) {
    if (!("text" in r)) {
      findings.push(...r.findings);
      continue;
    }
    if (named.has(resolve(r.file))) continue; // linted with the scenario that names it
    const { kind, findings: own } = lintFileText(r.text, r.file);
    findings.push(...own);
    count(r.file, kind);
    const s = kind === "scenario" ? scenarios.get(r.file) : undefined;
    if (s === undefined) {
      if (kind === "session" && own.length === 0) findings.push(...linked.sessionAlone(r.file, r.text));
      continue;
    }
    const out = linked.lint(r.file, s.name, s.links);
    findings.push(...out.findings);
    notes.push(...out.notes);
    for (const link of s.links) if (out.read.has(link.file)) count(link.file, link.kind);
  }
  // a named file that no linted scenario reached (its scenario was itself named as another kind): lint it as named
  for (const r of read)
    if ("text" in r && named.has(resolve(r.file)) && !counted.has(resolve(r.file))) {
      const kind = named.get(resolve(r.file))!;
      findings.push(...lintFileText(r.text, r.file, kind).findings);
      count(r.file, kind);
    }
  return { findings, fileCount: counted.size, kinds, notes };
}

/** Every finding for these scenario files and directories, in emission order. */
export async function lintScenarioFiles(paths: readonly string[]): Promise<LintFinding[]> {
  return (await lintTargets(paths)).findings;
}
