/**
 * The local Cowork session layout of one live run (the reference's src/runtime/container.ts; docs/reference.md#recording-and-the-agent-protocol "Mount layout", run without
 * nested containers): a fresh temp tree the agent runs in, staged from the session's inputs.
 *
 *   <base>/session/                 the agent's cwd; anything outside mnt/ is scratchpad
 *   <base>/session/mnt/outputs/     writable, starts empty
 *   <base>/session/mnt/uploads/     copies of session.uploads (files only, made read-only)
 *   <base>/session/mnt/<mount>/     copies of session.folders (mode r → made read-only)
 *   <base>/session/mnt/.projects/<uuid>/  copies of session.projects (read-only)
 *   <base>/session/mnt/.local-plugins/…, .remote-plugins/…  plugin copies, passed with --plugin-dir
 *   <base>/session/mnt/.claude/     the agent's CLAUDE_CONFIG_DIR, as in Cowork: skills.local under
 *                                   skills/<name>, settings.json and cowork_settings.json
 *   <base>/agent/                   the agent's run dir, used at the protocol tier only: there the agent
 *                                   runs in <base>/work (the work root), CLAUDE_CONFIG_DIR is
 *                                   agent/claude-config (skills.local under skills/<name>), HOME agent/home
 *
 * Inputs are copied, never used in place, so a run cannot change the user's files; symlinks are
 * copied as links (never dereferenced) and VCS dirs are skipped. A missing source is an error.
 * With a staging plan (src/live/record/tracked-staging.ts: what a live run passes), a tree inside a git
 * work tree is copied with only what git tracks; what was left out is named in one warning, and a
 * tree outside any work tree, copied whole, in one notice.
 */
import {
  chmodSync,
  cpSync,
  writeFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import type { SessionConfig } from "../../core/session/model.js";
import { containmentProblem, expandHome } from "../../core/session/paths.js";
import { isPlainName, readFileBelow } from "../../core/util/contained-fs.js";
import { HarnessError, oneLine } from "../../core/util/errors.js";
import { resolveMountNames } from "./mount-names.js";
import { OWNER_FILE, ownerFileText, removeStagedDir, STAGED_DIR_PREFIX } from "../container/sweep.js";
import { leftOutLine, outsideGitLine, stagedByGit, type StagingPlan } from "./tracked-staging.js";

export interface StagedFolder {
  /** the session's folder path (absolute, as resolved from the session file) */
  from: string;
  mount: string;
  mode: "r" | "rw" | "rwd";
  /** the staged copy the agent sees (`<workRoot>/<mount>`) */
  path: string;
}

export interface SessionLayout {
  /** the temp dir holding everything below; removed by cleanup() */
  base: string;
  /** the session root: the agent's cwd and scratchpad */
  root: string;
  /** `<root>/mnt`: the root artifact and pre-run paths are relative to */
  workRoot: string;
  cwd: string;
  outputsDir: string;
  uploadsDir: string;
  /** pass as RunAgentOptions.runDir: CLAUDE_CONFIG_DIR and HOME live here (protocol tier) */
  agentRunDir: string;
  /** the agent's CLAUDE_CONFIG_DIR on this machine (container tier: `<root>/mnt/.claude`) */
  configDir: string;
  folders: StagedFolder[];
  /** each upload: its source (absolute) and where it was staged, relative to mnt/ (`uploads/<name>`) */
  uploads: { from: string; staged: string }[];
  /** staged plugin dirs, for --plugin-dir */
  pluginDirs: string[];
  /** ["outputs", …folder mounts] */
  userVisibleRoots: string[];
  /** mounts of `mode: r` folders (their manifest entries are body-less) */
  readonlyRoots: string[];
  /**
   * Connected-folder path → mount, for computer:// link resolution on replay. `from` is the path
   * the agent saw (the staged copy), since that is what its links name.
   */
  folderPrefixMap: { from: string; mount: string }[];
  /** non-fatal notes (e.g. an enabled plugin not found in a local marketplace; what git does not track and was not staged) */
  warnings: string[];
  /** what the caller should say as a notice (trees staged whole, outside any git work tree) */
  notices: string[];
  cleanup(): void;
}

export interface LayoutOptions {
  /** parent of the temp dir (default os.tmpdir()) */
  parentDir?: string;
  /**
   * "container": the agent's config dir is `mnt/.claude` (skills under mnt/.claude/skills, with
   * settings.json and cowork_settings.json), as in Cowork. "protocol": the reference's L0 — the
   * agent runs in `<base>/work` (the work root itself), and its config stays in the run dir.
   * Default: the container layout.
   */
  tier?: "container" | "protocol";
  /**
   * When set, a plugin a local marketplace's manifest points at must resolve inside this
   * repository root (the session's own paths are checked before staging: src/core/session/paths.ts).
   */
  containRoot?: string;
  /** what to stage of each tree (only what git tracks); without one every tree is copied as it is */
  staging?: StagingPlan;
}

const SKIP_NAMES = new Set([".git", ".hg", ".svn"]);

function requireSource(p: string, what: string): string {
  const abs = resolve(expandHome(p));
  if (!existsSync(abs))
    throw new HarnessError(`session ${what} ${p}: does not exist — fix the session file (paths are relative to it)`);
  return realpathSync(abs);
}

/** What the plan left out of the trees copied so far, and the trees it copied whole. */
interface StagingTally {
  plan: StagingPlan | undefined;
  leftOut: { path: string; dir: boolean }[];
  outsideGit: string[];
}

/** Whether `s` (under the tree `src`) is copied: never a VCS dir; under a tracked set, only what it tracks. */
function admits(tally: StagingTally | undefined, src: string, s: string): boolean {
  if (SKIP_NAMES.has(basename(s))) return false;
  const tracked = tally?.plan?.trees.get(src);
  if (!tracked || stagedByGit(tracked, src, s)) return true;
  tally!.leftOut.push({ path: s, dir: lstatSync(s).isDirectory() });
  return false;
}

function copyTree(src: string, dest: string, tally?: StagingTally): void {
  mkdirSync(dirname(dest), { recursive: true });
  if (tally?.plan?.trees.get(src) === null) tally.outsideGit.push(src);
  try {
    cpSync(src, dest, {
      recursive: true,
      dereference: false,
      verbatimSymlinks: true,
      errorOnExist: true,
      force: false,
      filter: (s) => admits(tally, src, s),
    });
  } catch (e) {
    throw new HarnessError(`cannot stage ${src} into the session layout: ${oneLine(e)}`);
  }
}

/** Makes a staged tree read-only (write bits cleared, execute bits kept); links are left alone. */
function makeReadOnly(p: string): void {
  const st = lstatSync(p);
  if (st.isSymbolicLink()) return;
  if (st.isDirectory()) for (const name of readdirSync(p)) makeReadOnly(join(p, name));
  chmodSync(p, st.mode & 0o7555);
}

/** A name not yet used in `taken` (name, name-2, name-3, …). */
function uniqueName(name: string, taken: Set<string>): string {
  let out = name;
  for (let n = 2; taken.has(out); n++) out = `${name}-${n}`;
  taken.add(out);
  return out;
}

interface MarketplaceManifest {
  name?: unknown;
  plugins?: { name?: unknown; source?: unknown }[];
}

/** The plugin dirs of `enabled` entries (`plugin@marketplace`) found in local marketplaces. */
function localMarketplacePlugins(
  session: SessionConfig,
  warnings: string[],
  containRoot: string | undefined,
): { mkt: string; plugin: string; dir: string }[] {
  const out: { mkt: string; plugin: string; dir: string }[] = [];
  const markets = session.plugins.local_marketplaces.map((m) => {
    const dir = requireSource(m, "plugins.local_marketplaces entry");
    let manifest: MarketplaceManifest = {};
    const file = join(dir, ".claude-plugin", "marketplace.json");
    try {
      // never through a link: the marketplace is the pull request's, and a linked manifest could be any host file
      manifest = JSON.parse(
        readFileBelow(dir, ".claude-plugin/marketplace.json", 1024 * 1024).toString("utf8"),
      ) as MarketplaceManifest;
    } catch (e) {
      warnings.push(`local marketplace ${m}: cannot read ${file} (${oneLine(e)}) — its plugins are not staged`);
    }
    const name = typeof manifest.name === "string" ? manifest.name : basename(dir);
    return { dir, name, manifest };
  });
  for (const entry of session.plugins.enabled) {
    const at = entry.lastIndexOf("@");
    if (at <= 0) continue;
    const plugin = entry.slice(0, at);
    const mktName = entry.slice(at + 1);
    const market = markets.find((m) => m.name === mktName || basename(m.dir) === mktName);
    if (!market) continue;
    const item = (market.manifest.plugins ?? []).find((p) => p?.name === plugin);
    const source = typeof item?.source === "string" ? resolve(market.dir, item.source) : undefined;
    const outside =
      source !== undefined && containRoot !== undefined ? containmentProblem(source, containRoot) : undefined;
    if (outside !== undefined || !isPlainName(plugin) || !isPlainName(mktName)) {
      throw new HarnessError(
        `enabled plugin ${entry}: ${outside !== undefined ? `its source in ${join(market.dir, ".claude-plugin", "marketplace.json")} ${outside}` : "its plugin and marketplace names must be plain names"} — plugins must come from the repository`,
      );
    }
    if (source === undefined || !existsSync(source) || !statSync(source).isDirectory()) {
      warnings.push(
        `enabled plugin ${entry}: not found as a directory in local marketplace ${market.dir} — not staged`,
      );
      continue;
    }
    out.push({ mkt: mktName, plugin, dir: source });
  }
  return out;
}

/** Stages the session's inputs into a fresh layout. On any error the partial layout is removed. */
export function stageSessionLayout(session: SessionConfig, opts: LayoutOptions = {}): SessionLayout {
  const base = mkdtempSync(join(opts.parentDir ?? tmpdir(), STAGED_DIR_PREFIX));
  writeFileSync(join(base, OWNER_FILE), ownerFileText()); // a later run removes this dir once we are gone (src/live/container/sweep.ts)
  const protocol = opts.tier === "protocol";
  const root = join(base, protocol ? "work" : "session");
  const workRoot = protocol ? root : join(root, "mnt");
  const agentRunDir = join(base, "agent");
  // the agent may have planted links, FIFOs or renamed dirs anywhere in the tree: remove it through
  // no-follow directory handles (each made writable by its own descriptor), never by path; renamed
  // first, so a removal cut short is still one a later sweep takes
  const cleanup = (): void => void removeStagedDir(base);
  try {
    for (const d of [
      "outputs",
      "uploads",
      ".projects",
      ".local-plugins",
      ".remote-plugins",
      ...(protocol ? [] : [".claude"]),
    ])
      mkdirSync(join(workRoot, d), { recursive: true });
    const configDir = protocol ? join(agentRunDir, "claude-config") : join(workRoot, ".claude");
    mkdirSync(agentRunDir, { recursive: true });
    const warnings: string[] = [];
    const tally: StagingTally = { plan: opts.staging, leftOut: [], outsideGit: [] };

    const uploadNames = new Set<string>();
    const uploads: { from: string; staged: string }[] = [];
    for (const u of session.uploads) {
      const src = requireSource(u, "upload");
      if (!statSync(src).isFile())
        throw new HarnessError(`session upload ${u}: is not a file — uploads are files only`);
      const name = uniqueName(basename(src), uploadNames);
      uploads.push({ from: src, staged: `uploads/${name}` });
      const dest = join(workRoot, "uploads", name);
      copyTree(src, dest);
      makeReadOnly(dest);
    }

    const froms = session.folders.map((f) => requireSource(f.from, "folder"));
    const mounts = resolveMountNames(froms);
    const folders: StagedFolder[] = session.folders.map((f, i) => {
      const path = join(workRoot, mounts[i] as string);
      copyTree(froms[i] as string, path, tally);
      if (f.mode === "r") {
        makeReadOnly(path);
      }
      return { from: froms[i] as string, mount: mounts[i] as string, mode: f.mode, path };
    });

    for (const p of session.projects) {
      if (!isPlainName(p.uuid))
        throw new HarnessError(`session project uuid ${JSON.stringify(p.uuid)}: must be a plain name`);
      const dest = join(workRoot, ".projects", p.uuid);
      copyTree(requireSource(p.from, "project"), dest, tally);
      makeReadOnly(dest);
    }

    const pluginDirs: string[] = [];
    const stagePlugin = (src: string, dest: string): void => {
      copyTree(src, dest, tally);
      makeReadOnly(dest);
      pluginDirs.push(dest);
    };
    const uploadsLeaves = new Set<string>();
    for (const p of session.plugins.local_plugins) {
      const src = requireSource(p, "plugins.local_plugins entry");
      stagePlugin(
        src,
        join(
          workRoot,
          ".local-plugins",
          "marketplaces",
          "local-desktop-app-uploads",
          uniqueName(basename(src), uploadsLeaves),
        ),
      );
    }
    for (const m of localMarketplacePlugins(session, warnings, opts.containRoot)) {
      stagePlugin(m.dir, join(workRoot, ".local-plugins", "marketplaces", m.mkt, m.plugin));
    }
    const remoteNames = new Set<string>();
    for (const p of session.plugins.remote_plugins) {
      const src = requireSource(p, "plugins.remote_plugins entry");
      stagePlugin(src, join(workRoot, ".remote-plugins", uniqueName(basename(src), remoteNames)));
    }

    const skillNames = new Set<string>();
    for (const s of session.skills.local) {
      const src = requireSource(s, "skills.local entry");
      copyTree(src, join(configDir, "skills", uniqueName(basename(src), skillNames)), tally);
    }
    if (!protocol) {
      // Cowork's settings file, under both names the agent may read (the reference's src/runtime/container.ts; docs/reference.md#recording-and-the-agent-protocol)
      const settings = `${JSON.stringify({ enabledPlugins: Object.fromEntries(session.plugins.enabled.map((p) => [p, true])), extraKnownMarketplaces: knownMarketplaces(session.plugins.marketplaces), enabledMcpjsonServers: session.mcp.enabled, localAgentModeTrustedFolders: session.trusted_folders, autoMountFolders: session.auto_mount_folders }, null, 2)}\n`;
      for (const f of ["settings.json", "cowork_settings.json"]) writeFileSync(join(configDir, f), settings);
    }

    const readonlyRoots = folders.filter((f) => f.mode === "r").map((f) => f.mount);
    const display = opts.staging?.display ?? ((p: string) => p);
    const leftOut = leftOutLine(tally.leftOut, display);
    if (leftOut !== undefined) warnings.push(leftOut);
    const outside = outsideGitLine([...new Set(tally.outsideGit)], display);
    return {
      base,
      root,
      workRoot,
      cwd: root,
      outputsDir: join(workRoot, "outputs"),
      uploadsDir: join(workRoot, "uploads"),
      agentRunDir,
      configDir,
      folders,
      uploads,
      pluginDirs,
      userVisibleRoots: ["outputs", ...folders.map((f) => f.mount)],
      readonlyRoots,
      folderPrefixMap: folders.map((f) => ({ from: f.path, mount: f.mount })),
      warnings,
      notices: outside !== undefined ? [outside] : [],
      cleanup,
    };
  } catch (e) {
    cleanup();
    throw e;
  }
}

/** plugins.marketplaces as the agent's extraKnownMarketplaces: keyed by the URL's last segment without .git (the reference's live lane; docs/reference.md#the-live-lane). */
function knownMarketplaces(urls: readonly string[]): Record<string, { source: { source: "git"; url: string } }> {
  const out: Record<string, { source: { source: "git"; url: string } }> = {};
  for (const url of urls)
    out[basename(url.replace(/\/+$/, "")).replace(/\.git$/, "")] = { source: { source: "git", url } };
  return out;
}
