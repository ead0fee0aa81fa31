/**
 * Containment of the paths a session (and its scenario) names, checked before any agent starts:
 * uploads, folders, projects, plugins, marketplaces, skills and mcp.config must resolve — after
 * symlinks — inside the repository's work tree and outside `.git`. A pull request can edit a
 * session, and whatever it names is copied into the sandbox and can come back out in evidence,
 * so `uploads: [../../.git/config]` or `folders: [{from: /home/me/.ssh}]` is refused with one line
 * naming the file, its line and the path. A person on their own machine may opt out
 * (`--allow-outside-paths`); the Action never does.
 *
 * Names that become directory names inside the staged layout (a project's uuid, the plugin and
 * marketplace of a `plugins.enabled` entry) must be single plain path components.
 */
import { readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { lineOfPath, parseYamlWithPositions } from "../schema/yaml-source.js";
import { formatIssuePath } from "../schema/zod-message.js";
import { isPlainName } from "../util/contained-fs.js";
import { HarnessError } from "../util/errors.js";
import { isWithin, landingPath } from "../util/repo-root.js";
import type { SessionConfig } from "./model.js";

export type FieldPath = readonly (string | number)[];

export interface NamedPath {
  field: FieldPath;
  /** as resolved against the session's directory (absolute, or `~`-relative) */
  path: string;
}

const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\/|^git@/i;

/** `~` and `~/x` expanded to the home directory (session paths keep them literal until launch). */
export function expandHome(p: string): string {
  if (p === "~") return homedir();
  if (p.startsWith("~/")) return join(homedir(), p.slice(2));
  return p;
}

/** Every file-system path a resolved session names, with the field it came from. */
export function sessionNamedPaths(s: SessionConfig): NamedPath[] {
  const out: NamedPath[] = [];
  const list = (field: string[], values: readonly string[]): void =>
    values.forEach((path, i) => out.push({ field: [...field, i], path }));
  s.uploads.forEach((path, i) => out.push({ field: ["uploads", i], path }));
  s.folders.forEach((f, i) => out.push({ field: ["folders", i, "from"], path: f.from }));
  s.projects.forEach((p, i) => out.push({ field: ["projects", i, "from"], path: p.from }));
  list(["plugins", "local_marketplaces"], s.plugins.local_marketplaces);
  list(["plugins", "local_plugins"], s.plugins.local_plugins);
  list(["plugins", "remote_plugins"], s.plugins.remote_plugins);
  s.plugins.marketplaces.forEach((m, i) => {
    if (!URL_LIKE.test(m)) out.push({ field: ["plugins", "marketplaces", i], path: m });
  });
  if (s.plugins.config_dir !== null) out.push({ field: ["plugins", "config_dir"], path: s.plugins.config_dir });
  list(["skills", "local"], s.skills.local);
  if (s.mcp.config !== null) out.push({ field: ["mcp", "config"], path: s.mcp.config });
  return out;
}

/** Why `path` may not be used from a repository rooted at `repoRoot`, or undefined when it may. */
export function containmentProblem(path: string, repoRoot: string): string | undefined {
  const root = landingPath(repoRoot);
  const lands = landingPath(resolve(expandHome(path)));
  if (!isWithin(root, lands)) return "resolves outside the repository";
  const rel = relative(root, lands);
  if (rel.split(sep).some((c) => c.toLowerCase() === ".git")) return "resolves inside .git";
  return undefined;
}

/** Names that become a directory in the staged layout, which must be one plain component. */
function layoutNameProblems(s: SessionConfig): { field: FieldPath; value: string }[] {
  const out: { field: FieldPath; value: string }[] = [];
  s.projects.forEach((p, i) => {
    if (!isPlainName(p.uuid)) out.push({ field: ["projects", i, "uuid"], value: p.uuid });
  });
  s.plugins.enabled.forEach((e, i) => {
    const at = e.lastIndexOf("@");
    if (at <= 0) return;
    if (!isPlainName(e.slice(0, at)) || !isPlainName(e.slice(at + 1)))
      out.push({ field: ["plugins", "enabled", i], value: e });
  });
  return out;
}

export interface ContainmentContext {
  /** the repository work tree everything must stay in */
  repoRoot: string;
  /** prints the session file's path (repository-relative where possible) */
  display?: (file: string) => string;
}

function lineFinder(file: string): (field: FieldPath) => number | undefined {
  try {
    const parsed = parseYamlWithPositions(readFileSync(file, "utf8"));
    if (!parsed.ok) return () => undefined;
    return (field) => lineOfPath(parsed.source, field);
  } catch {
    return () => undefined;
  }
}

const HOW =
  "session paths must stay inside the repository's work tree (pass --allow-outside-paths to run it on your own machine)";

/** `<session file>:<line>` of a field (the file as `ctx` shows it; the line when the file still parses). */
export function sessionFieldLocator(file: string, ctx: ContainmentContext): (field: FieldPath) => string {
  const shown = (ctx.display ?? ((f: string) => relativeOrAbsolute(f, ctx.repoRoot)))(file);
  const lineOf = lineFinder(file);
  return (field) => {
    const line = lineOf(field);
    return line !== undefined ? `${shown}:${line}` : shown;
  };
}

/**
 * Throws a one-line HarnessError for the first path of the session file `file` (resolved config
 * `resolved`) that leaves the repository or enters `.git`, or a layout name that is not one plain
 * component.
 */
export function assertSessionContained(file: string, resolved: SessionConfig, ctx: ContainmentContext): void {
  const shown = (ctx.display ?? ((f: string) => relativeOrAbsolute(f, ctx.repoRoot)))(file);
  const fileProblem = containmentProblem(file, ctx.repoRoot);
  if (fileProblem !== undefined) throw new HarnessError(`${shown}: the session file ${fileProblem} — ${HOW}`);
  const at = sessionFieldLocator(file, ctx);
  for (const n of sessionNamedPaths(resolved)) {
    const why = containmentProblem(n.path, ctx.repoRoot);
    if (why !== undefined)
      throw new HarnessError(`${at(n.field)}: ${formatIssuePath(n.field)} ${JSON.stringify(n.path)} ${why} — ${HOW}`);
  }
  for (const n of layoutNameProblems(resolved)) {
    throw new HarnessError(
      `${at(n.field)}: ${formatIssuePath(n.field)} ${JSON.stringify(n.value)} must be a plain name (no "/", not "." or "..")`,
    );
  }
}

/** The one-line error for a scenario-named file (model script) outside the repository, or nothing. */
export function assertScenarioFileContained(
  scenarioFile: string,
  what: string,
  path: string,
  ctx: ContainmentContext,
  line?: number,
): void {
  const why = containmentProblem(path, ctx.repoRoot);
  if (why === undefined) return;
  const shown = (ctx.display ?? ((f: string) => relativeOrAbsolute(f, ctx.repoRoot)))(scenarioFile);
  throw new HarnessError(
    `${shown}${line !== undefined ? `:${line}` : ""}: ${what} ${JSON.stringify(path)} ${why} — scenario paths must stay inside the repository's work tree (pass --allow-outside-paths to run it on your own machine)`,
  );
}

/** `file` relative to `root` when inside it, else as given. */
export function relativeOrAbsolute(file: string, root: string): string {
  const rel = relative(landingPath(root), landingPath(file));
  return rel !== "" && !rel.startsWith("..") && !rel.startsWith(sep) ? rel.split(sep).join("/") : file;
}
