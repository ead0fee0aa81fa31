/**
 * What a scenario links to, linted with it (our extension: the reference lints the scenario alone).
 * Its session file and its model script are each checked by their own loader and reported at their
 * own file and line; a linked file that is not there, and an upload the session names that is not
 * there, are errors (record needs every one); a model script's absolute `/sessions/…` path that is
 * not this scenario's session root is an error, with the root it should use. Each linked file is
 * checked once per lint run, however many scenarios name it.
 */
import { dirname, join, normalize, relative, resolve } from "node:path";
import { HarnessError } from "../../core/util/errors.js";
import { ContainmentError, readFileBelow } from "../../core/util/contained-fs.js";
import { repositoryRelative, shownName } from "../../core/util/repo-file.js";
import { escapesRepositoryRoot, repositoryRootOf } from "../../core/util/repo-root.js";
import { loadScenarioTextOf, type LoadedScenario } from "../../core/scenario/load.js";
import { loadSessionText } from "../../core/session/load.js";
import { firstMissingUpload, missingUploadText } from "../../core/session/missing-upload.js";
import { sessionRootOf } from "../../core/scenario/session-root.js";
import { otherKindFindings, type FileKind } from "./other-kinds.js";
import type { LintFinding } from "./types.js";

export const LINKED_FILE_MISSING = "linked-file-missing";
export const SESSION_UPLOAD_MISSING = "session-upload-missing";
export const MODEL_SCRIPT_SESSION_PATH = "model-script-session-path";
export const LINKED_RULE_IDS = [LINKED_FILE_MISSING, SESSION_UPLOAD_MISSING, MODEL_SCRIPT_SESSION_PATH] as const;

/** A file a scenario names: its session or its model script. */
export interface Link {
  kind: Exclude<FileKind, "scenario">;
  /** the path as lint shows it: the scenario's directory joined with what it wrote */
  file: string;
  /** the scenario's line that names it */
  line: number | null;
  written: string;
}

/** The session file and model script a loaded scenario names (an inline session names none). */
export function linksOf(file: string, loaded: LoadedScenario): Link[] {
  const dir = dirname(file);
  const out: Link[] = [];
  const session = loaded.scenario.session;
  if (session !== "(inline)")
    out.push({
      kind: "session",
      file: normalize(join(dir, session)),
      line: loaded.keyLines["session"] ?? null,
      written: session,
    });
  if (loaded.modelScript)
    out.push({
      kind: "model-script",
      file: normalize(join(dir, loaded.modelScript.path)),
      line: loaded.modelScript.line ?? null,
      written: loaded.modelScript.path,
    });
  return out;
}

/** A scenario's name and links; undefined when it does not load (lint reports that on its own). */
export function scenarioLinks(file: string, text: string): { name: string; links: Link[] } | undefined {
  try {
    const loaded = loadScenarioTextOf(file, text);
    return { name: loaded.scenario.name, links: linksOf(file, loaded) };
  } catch (e) {
    if (e instanceof HarnessError) return undefined;
    throw e;
  }
}

/** The most of a linked file lint reads: a session or model script is a few kilobytes. */
const MAX_LINKED_BYTES = 4 * 1024 * 1024;

/**
 * A linked file's text, read as hostile input (a pull request writes the scenario, so it names the
 * path): only inside the scenario's repository, opened without following a link, a regular file
 * within the bound (src/core/util/repo-file.ts, contained-fs.ts). Otherwise why it was not read.
 */
function readLinked(scenarioFile: string, written: string): { text: string } | { why: string } {
  const root = repositoryRootOf(scenarioFile);
  const where = repositoryRelative(root, dirname(resolve(scenarioFile)), written);
  if ("why" in where) return { why: `is ${where.why}: not read` };
  try {
    return { text: readFileBelow(root, where.rel, MAX_LINKED_BYTES).toString("utf8") };
  } catch (e) {
    if (e instanceof ContainmentError) return { why: `is not read: ${e.message}` };
    return { why: (e as NodeJS.ErrnoException).code === "ENOENT" ? "is not there" : "is not a readable file" };
  }
}

const ABSOLUTE_SESSION_PATH = /\/sessions\/[A-Za-z0-9_-]+/g;

/** A model script's `/sessions/<id>` paths that are not `root`, each with its line. */
function foreignSessionPaths(text: string, root: string): { path: string; line: number }[] {
  const out: { path: string; line: number }[] = [];
  text.split(/\r?\n/).forEach((l, i) => {
    for (const m of l.matchAll(ABSOLUTE_SESSION_PATH)) if (m[0] !== root) out.push({ path: m[0], line: i + 1 });
  });
  return out;
}

export class LinkedFileLint {
  private readonly done = new Set<string>();

  /** Findings about the files `scenario` links to, each file once per run; `notes` say where the agent works. */
  lint(
    scenarioFile: string,
    scenarioName: string,
    links: readonly Link[],
  ): { findings: LintFinding[]; notes: string[]; read: Set<string> } {
    const findings: LintFinding[] = [];
    const notes: string[] = [];
    const read = new Set<string>();
    for (const link of links) {
      const got = readLinked(scenarioFile, link.written);
      if ("why" in got) {
        findings.push({
          file: scenarioFile,
          line: link.line,
          ruleId: LINKED_FILE_MISSING,
          severity: "ERROR",
          message: `${link.kind === "session" ? "session" : "model script"} ${shownName(link.written)} ${got.why} — record and run need it`,
          fix: `Correct the path (it is relative to the scenario's directory, inside the repository) or add the file.`,
        });
        continue;
      }
      const text = got.text;
      read.add(link.file);
      if (link.kind === "model-script") {
        const root = sessionRootOf(scenarioName);
        notes.push(
          `${scenarioFile}: the agent works in ${root} (container tier); ${link.file}'s paths are relative to it or start with it`,
        );
        for (const p of foreignSessionPaths(text, root))
          findings.push({
            file: link.file,
            line: p.line,
            ruleId: MODEL_SCRIPT_SESSION_PATH,
            severity: "ERROR",
            message: `${p.path} is not the session root of scenario ${scenarioName} (${scenarioFile}): the agent works in ${root}`,
            fix: `Write the path relative to the session root (mnt/outputs/…) or start it with ${root}.`,
          });
      }
      const key = `${link.kind}\0${resolve(link.file)}`;
      if (this.done.has(key)) continue;
      this.done.add(key);
      const own = otherKindFindings(link.kind, text, link.file);
      findings.push(...own);
      if (link.kind === "session" && own.length === 0) findings.push(...uploadFindings(text, link.file));
    }
    return { findings, notes, read };
  }

  /** A session file linted on its own (no scenario of the run names it): the uploads it names. */
  sessionAlone(file: string, text: string): LintFinding[] {
    const key = `session\0${resolve(file)}`;
    if (this.done.has(key)) return [];
    this.done.add(key);
    return uploadFindings(text, file);
  }
}

function uploadFindings(text: string, file: string): LintFinding[] {
  let missing;
  try {
    // an upload outside the repository is not probed: lint tells nothing about such a path
    const root = repositoryRootOf(file);
    missing = firstMissingUpload(loadSessionText(text, file), (p) => !escapesRepositoryRoot(root, p));
  } catch {
    return [];
  }
  if (missing === undefined) return [];
  return [
    {
      file,
      line: missing.line ?? null,
      ruleId: SESSION_UPLOAD_MISSING,
      severity: "ERROR",
      message: `${missingUploadText(missing)} — record stages every upload`,
      fix: `Correct the entry (it is relative to ${relative(process.cwd(), dirname(resolve(file))) || "."}, the session file's directory) or add the file.`,
    },
  ];
}
