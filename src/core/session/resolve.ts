/**
 * Path resolution of a parsed session (the reference's src/session.ts; docs/reference.md#fingerprints-and-staleness): relative paths resolve against the
 * session file's directory, absolute ones stay, `~` and `~/x` stay literal (expanded only at
 * launch), `~user/x` is refused. Pure: no file-system access.
 */
import { isAbsolute, resolve } from "node:path";
import type { SessionConfig } from "./model.js";

/** A path field that could not be resolved; `field` is a dotted path such as `folders[0].from`. */
export class SessionPathError extends Error {
  constructor(
    readonly field: readonly (string | number)[],
    message: string,
  ) {
    super(message);
    this.name = "SessionPathError";
  }
}

const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\/|^git@/i;

/** Resolves one authored path against `baseDir`. */
export function resolveSessionPath(value: string, baseDir: string, field: readonly (string | number)[]): string {
  if (value === "~" || value.startsWith("~/")) return value;
  if (value.startsWith("~")) {
    throw new SessionPathError(field, `"${value}": ~user paths are not supported — use ~/… or an absolute path`);
  }
  return isAbsolute(value) ? value : resolve(baseDir, value);
}

function resolveList(values: string[], baseDir: string, field: string[]): string[] {
  return values.map((v, i) => resolveSessionPath(v, baseDir, [...field, i]));
}

/** The session with every path field resolved; marketplaces given as URLs are left as they are. */
export function resolveSessionPaths(cfg: SessionConfig, baseDir: string): SessionConfig {
  const { plugins, skills, mcp } = cfg;
  return {
    ...cfg,
    folders: cfg.folders.map((f, i) => ({ ...f, from: resolveSessionPath(f.from, baseDir, ["folders", i, "from"]) })),
    projects: cfg.projects.map((p, i) => ({
      ...p,
      from: resolveSessionPath(p.from, baseDir, ["projects", i, "from"]),
    })),
    trusted_folders: resolveList(cfg.trusted_folders, baseDir, ["trusted_folders"]),
    uploads: resolveList(cfg.uploads, baseDir, ["uploads"]),
    plugins: {
      ...plugins,
      config_dir:
        plugins.config_dir === null ? null : resolveSessionPath(plugins.config_dir, baseDir, ["plugins", "config_dir"]),
      marketplaces: plugins.marketplaces.map((m, i) =>
        URL_LIKE.test(m) ? m : resolveSessionPath(m, baseDir, ["plugins", "marketplaces", i]),
      ),
      local_marketplaces: resolveList(plugins.local_marketplaces, baseDir, ["plugins", "local_marketplaces"]),
      local_plugins: resolveList(plugins.local_plugins, baseDir, ["plugins", "local_plugins"]),
      remote_plugins: resolveList(plugins.remote_plugins, baseDir, ["plugins", "remote_plugins"]),
    },
    skills: { ...skills, local: resolveList(skills.local, baseDir, ["skills", "local"]) },
    mcp: { ...mcp, config: mcp.config === null ? null : resolveSessionPath(mcp.config, baseDir, ["mcp", "config"]) },
  };
}

/**
 * The directories whose contents feed skillHash, in order: skills.local, plugins.local_plugins,
 * plugins.remote_plugins, plugins.local_marketplaces. Dropping entries that do not exist is the
 * caller's job.
 */
export function declaredSkillDirs(resolved: SessionConfig): string[] {
  return [
    ...resolved.skills.local,
    ...resolved.plugins.local_plugins,
    ...resolved.plugins.remote_plugins,
    ...resolved.plugins.local_marketplaces,
  ];
}
