import { describe, it, expect, afterEach } from "vitest";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveMountNames } from "../../src/live/record/mount-names.js";
import { stageSessionLayout, type SessionLayout } from "../../src/live/record/layout.js";
import { loadSessionText } from "../../src/core/session/load.js";
import { HarnessError } from "../../src/core/util/errors.js";

const temps: string[] = [];
const layouts: SessionLayout[] = [];
afterEach(() => {
  for (const l of layouts.splice(0)) l.cleanup();
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

function tmp(): string {
  const d = mkdtempSync(join(tmpdir(), "rec-layout-"));
  temps.push(d);
  return d;
}

function write(path: string, text: string): void {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, text);
}

describe("resolveMountNames", () => {
  it("uses basenames, and qualifies shared basenames with the parent name", () => {
    expect(resolveMountNames(["/x/project", "/y/data"])).toEqual(["project", "data"]);
    expect(resolveMountNames(["/x/a/work", "/x/b/work", "/x/c/other"])).toEqual(["a--work", "b--work", "other"]);
  });

  it("suffixes a name that is still taken", () => {
    expect(resolveMountNames(["/p/a/work", "/q/a/work"])).toEqual(["a--work", "a--work-2"]);
  });

  it("refuses reserved names loudly", () => {
    expect(() => resolveMountNames(["/x/outputs"])).toThrow(/reserved by the Cowork layout/);
    expect(() => resolveMountNames(["/x/.claude"])).toThrow(HarnessError);
  });
});

describe("stageSessionLayout", () => {
  it("stages outputs, uploads, folders, plugins and skills as copies", () => {
    const src = tmp();
    write(join(src, "data/report.csv"), "a,b\n1,2\n");
    write(join(src, "proj/notes.txt"), "notes\n");
    symlinkSync("notes.txt", join(src, "proj/link-to-notes"));
    write(join(src, "ro/frozen.txt"), "frozen\n");
    write(join(src, "plug/.claude-plugin/plugin.json"), '{"name":"plug"}');
    write(join(src, "plug/skills/s/SKILL.md"), "# s\n");
    mkdirSync(join(src, "plug/.git"));
    write(join(src, "plug/.git/HEAD"), "ref\n");
    write(join(src, "myskill/SKILL.md"), "# my\n");
    const session = loadSessionText(
      [
        "uploads: [data/report.csv]",
        "folders:",
        "  - from: proj",
        "  - from: ro",
        "    mode: r",
        "plugins:",
        "  local_plugins: [plug]",
        "skills:",
        "  local: [myskill]",
      ].join("\n"),
      join(src, "session.yaml"),
    );
    const layout = stageSessionLayout(session.resolved, { parentDir: tmp() });
    layouts.push(layout);

    expect(layout.cwd).toBe(layout.root);
    expect(layout.workRoot).toBe(join(layout.root, "mnt"));
    expect(statSync(layout.outputsDir).isDirectory()).toBe(true);
    expect(readFileSync(join(layout.uploadsDir, "report.csv"), "utf8")).toBe("a,b\n1,2\n");
    expect(statSync(join(layout.uploadsDir, "report.csv")).mode & 0o222).toBe(0);

    expect(layout.userVisibleRoots).toEqual(["outputs", "proj", "ro"]);
    expect(layout.readonlyRoots).toEqual(["ro"]);
    expect(layout.folders.map((f) => [f.mount, f.mode])).toEqual([
      ["proj", "rw"],
      ["ro", "r"],
    ]);
    expect(readFileSync(join(layout.workRoot, "proj/notes.txt"), "utf8")).toBe("notes\n");
    // links are copied as links, never dereferenced
    expect(lstatSync(join(layout.workRoot, "proj/link-to-notes")).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(layout.workRoot, "proj/link-to-notes"))).toBe("notes.txt");
    // rw folder stays writable, r folder loses its write bits
    expect(statSync(join(layout.workRoot, "proj/notes.txt")).mode & 0o200).toBe(0o200);
    expect(statSync(join(layout.workRoot, "ro/frozen.txt")).mode & 0o222).toBe(0);
    expect(statSync(join(layout.workRoot, "ro")).mode & 0o222).toBe(0);

    expect(layout.folderPrefixMap).toEqual([
      { from: join(layout.workRoot, "proj"), mount: "proj" },
      { from: join(layout.workRoot, "ro"), mount: "ro" },
    ]);

    expect(layout.pluginDirs).toEqual([
      join(layout.workRoot, ".local-plugins/marketplaces/local-desktop-app-uploads/plug"),
    ]);
    expect(existsSync(join(layout.pluginDirs[0]!, "skills/s/SKILL.md"))).toBe(true);
    expect(existsSync(join(layout.pluginDirs[0]!, ".git"))).toBe(false);
    // the container tier (the default), as in Cowork: CLAUDE_CONFIG_DIR is mnt/.claude, skills.local under
    // its skills/, beside Cowork's settings file under both names; nothing staged in the run dir
    expect(layout.configDir).toBe(join(layout.workRoot, ".claude"));
    expect(readFileSync(join(layout.configDir, "skills/myskill/SKILL.md"), "utf8")).toBe("# my\n");
    for (const f of ["settings.json", "cowork_settings.json"])
      expect(JSON.parse(readFileSync(join(layout.configDir, f), "utf8"))).toMatchObject({ enabledPlugins: {} });
    expect(existsSync(join(layout.agentRunDir, "claude-config"))).toBe(false);

    // the user's files are untouched by writes into the layout
    writeFileSync(join(layout.workRoot, "proj/notes.txt"), "changed\n");
    expect(readFileSync(join(src, "proj/notes.txt"), "utf8")).toBe("notes\n");

    const base = layout.base;
    layout.cleanup();
    layouts.pop();
    expect(existsSync(base)).toBe(false);
  });

  it("at the protocol tier (the reference's L0) stages skills.local in the agent's run dir, the agent's cwd the work root", () => {
    const src = tmp();
    write(join(src, "myskill/SKILL.md"), "# my\n");
    const session = loadSessionText("skills:\n  local: [myskill]\n", join(src, "session.yaml"));
    const layout = stageSessionLayout(session.resolved, { parentDir: tmp(), tier: "protocol" });
    layouts.push(layout);
    expect(layout.cwd).toBe(layout.workRoot);
    expect(layout.configDir).toBe(join(layout.agentRunDir, "claude-config"));
    expect(readFileSync(join(layout.configDir, "skills/myskill/SKILL.md"), "utf8")).toBe("# my\n");
    expect(existsSync(join(layout.configDir, "settings.json"))).toBe(false);
    expect(existsSync(join(layout.workRoot, ".claude"))).toBe(false);
  });

  it("resolves colliding folder basenames", () => {
    const src = tmp();
    write(join(src, "a/work/x.txt"), "x");
    write(join(src, "b/work/y.txt"), "y");
    const session = loadSessionText("folders:\n  - from: a/work\n  - from: b/work\n", join(src, "s.yaml"));
    const layout = stageSessionLayout(session.resolved, { parentDir: tmp() });
    layouts.push(layout);
    expect(layout.userVisibleRoots).toEqual(["outputs", "a--work", "b--work"]);
    expect(existsSync(join(layout.workRoot, "b--work/y.txt"))).toBe(true);
  });

  it("fails on a missing source and removes the partial layout", () => {
    const src = tmp();
    const parent = tmp();
    const session = loadSessionText("folders:\n  - from: nope\n", join(src, "s.yaml"));
    expect(() => stageSessionLayout(session.resolved, { parentDir: parent })).toThrow(
      /session folder \S*\/nope: does not exist/,
    );
    expect(readdirSync(parent)).toEqual([]);
  });

  it("refuses an upload that is a directory", () => {
    const src = tmp();
    mkdirSync(join(src, "dir"));
    const session = loadSessionText("uploads: [dir]\n", join(src, "s.yaml"));
    expect(() => stageSessionLayout(session.resolved, { parentDir: tmp() })).toThrow(/uploads are files only/);
  });
});
