/**
 * `npm run lint` refuses each thing it exists to refuse — the gate importing the live side, an upward
 * import, a folder no wing lists, a cycle between
 * folders, one entry point importing the other, src/ importing the tests, a floating promise, an
 * unformatted file — each shown on a small tree of its own run through the project's own config
 * (.dependency-cruiser.cjs, eslint.config.mjs, .prettierrc.json), with a clean control beside it.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { ESLint } from "eslint";
import * as prettier from "prettier";
import { REPO_ROOT } from "../helpers/paths.js";

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "h22-lint-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Lays out `files` (path → text) in a fresh tree with the project's config, runs depcruise there. */
function cruise(name: string, files: Record<string, string>): { status: number | null; out: string } {
  const root = join(dir, name);
  mkdirSync(root, { recursive: true });
  copyFileSync(join(REPO_ROOT, ".dependency-cruiser.cjs"), join(root, ".dependency-cruiser.cjs"));
  copyFileSync(join(REPO_ROOT, "tsconfig.json"), join(root, "tsconfig.json"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const r = spawnSync(
    process.execPath,
    [
      join(REPO_ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs"),
      "src",
      "--config",
      ".dependency-cruiser.cjs",
      "--output-type",
      "err",
    ],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  return { status: r.status, out: r.stdout + r.stderr };
}

describe("wings, layers and cycles (dependency-cruiser, npm run lint:deps)", () => {
  it("passes a tree that imports only downward, across wings and inside them", () => {
    const r = cruise("clean", {
      "src/core/util/a.ts": "export const a = 1;\n",
      "src/core/scenario/s.ts": 'import { a } from "../util/a.js";\nexport const s = a;\n',
      "src/gate/trace/t.ts": 'import { s } from "../../core/scenario/s.js";\nexport const t = s;\n',
      "src/live/agent/g.ts": 'import { t } from "../../gate/trace/t.js";\nexport const g = t;\n',
      "src/cli/main.ts":
        'import { g } from "../live/agent/g.js";\nimport { t } from "../gate/trace/t.js";\nexport const m = g + t;\n',
    });
    expect(r.out).toContain("no dependency violations");
    expect(r.status).toBe(0);
  });

  it("refuses the gate importing the live side, even lazily", () => {
    const r = cruise("gate-live", {
      "src/live/agent/run.ts": "export const run = 1;\n",
      "src/gate/check/c.ts": 'export const c = () => import("../../live/agent/run.js");\n',
    });
    expect(r.status).not.toBe(0);
    expect(r.out).toMatch(/gate-imports-live: src\/gate\/check\/c\.ts → src\/live\/agent\/run\.ts/);
  });

  it("refuses core importing the gate, and a wing importing an entry point", () => {
    const r = cruise("core-gate", {
      "src/gate/replay/r.ts": "export const r = 1;\n",
      "src/core/cassette/k.ts": 'import { r } from "../../gate/replay/r.js";\nexport const k = r;\n',
      "src/cli/main.ts": "export const m = 1;\n",
      "src/live/record/w.ts": 'import { m } from "../../cli/main.js";\nexport const w = m;\n',
    });
    expect(r.status).not.toBe(0);
    expect(r.out).toMatch(/core-imports-a-later-wing: src\/core\/cassette\/k\.ts → src\/gate\/replay\/r\.ts/);
    expect(r.out).toMatch(/live-imports-a-later-wing: src\/live\/record\/w\.ts → src\/cli\/main\.ts/);
  });

  it("refuses an upward import inside a wing, naming the layer rule", () => {
    const r = cruise("upward", {
      "src/core/util/a.ts": 'import { s } from "../scenario/s.js";\nexport const a = s;\n',
      "src/core/scenario/s.ts": "export const s = 1;\n",
    });
    expect(r.status).not.toBe(0);
    expect(r.out).toMatch(/core-layer-0-imports-upward: src\/core\/util\/a\.ts → src\/core\/scenario\/s\.ts/);
  });

  it("refuses a folder no wing lists", () => {
    const r = cruise("unplaced", {
      "src/core/util/a.ts": "export const a = 1;\n",
      "src/gate/newthing/n.ts": 'import { a } from "../../core/util/a.js";\nexport const n = a;\n',
    });
    expect(r.status).not.toBe(0);
    expect(r.out).toMatch(/unplaced-folder: src\/gate\/newthing\/n\.ts/);
  });

  it("refuses an index.ts façade and any import through one", () => {
    const r = cruise("facade", {
      "src/core/util/a.ts": "export const a = 1;\n",
      "src/core/util/index.ts": 'export { a } from "./a.js";\n',
      "src/core/scenario/s.ts": 'import { a } from "../util/index.js";\nexport const s = a;\n',
    });
    expect(r.status).not.toBe(0);
    expect(r.out).toMatch(/no-index-facade: src\/core\/scenario\/s\.ts → src\/core\/util\/index\.ts/);
    expect(r.out).toMatch(/index-facade-re-exports: src\/core\/util\/index\.ts → src\/core\/util\/a\.ts/);
  });

  it("refuses a cycle between two folders of one layer even when no file cycle closes it", () => {
    const r = cruise("folder-cycle", {
      "src/core/scenario/a.ts": 'import { b } from "../session/b.js";\nexport const a = b;\n',
      "src/core/session/b.ts": "export const b = 1;\n",
      "src/core/session/c.ts": 'import { a } from "../scenario/a.js";\nexport const c = a;\n',
    });
    expect(r.status).not.toBe(0);
    expect(r.out).toContain("no-folder-cycle");
    expect(r.out).not.toContain("no-file-cycle");
  });

  it("refuses a file cycle, one entry point importing the other (even lazily), and src/ importing test/", () => {
    const r = cruise("misc", {
      "src/core/util/x.ts": 'import { y } from "./y.js";\nexport const x = () => y;\n',
      "src/core/util/y.ts": 'import { x } from "./x.js";\nexport const y = () => x;\n',
      "src/cli/main.ts": 'export const load = () => import("../action/main.js");\n',
      "src/action/main.ts": "export const m = 1;\n",
      "src/gate/report/r.ts": 'import { h } from "../../../test/helpers/h.js";\nexport const r = h;\n',
      "test/helpers/h.ts": "export const h = 1;\n",
    });
    expect(r.status).not.toBe(0);
    expect(r.out).toContain("no-file-cycle");
    expect(r.out).toMatch(/entry-points-import-each-other: src\/cli\/main\.ts → src\/action\/main\.ts/);
    expect(r.out).toMatch(/src-imports-test-or-scripts: src\/gate\/report\/r\.ts → test\/helpers\/h\.ts/);
  });
});

describe("ESLint (type-aware) and Prettier, with the project's config", () => {
  it("eslint refuses a floating promise and a non-exhaustive switch in src/, and passes the fixed file", async () => {
    // a tree of its own (the project's tsconfig and eslint config) so the type-aware rules see the file
    const root = join(dir, "eslint");
    mkdirSync(join(root, "src/core/util"), { recursive: true });
    copyFileSync(join(REPO_ROOT, "tsconfig.json"), join(root, "tsconfig.json"));
    const eslint = new ESLint({ cwd: root, overrideConfigFile: join(REPO_ROOT, "eslint.config.mjs") });
    const lint = async (text: string): Promise<(string | null)[]> => {
      writeFileSync(join(root, "src/core/util/probe.ts"), text);
      const [result] = await eslint.lintFiles(["src/core/util/probe.ts"]);
      return result!.messages.map((m) => m.ruleId ?? m.message);
    };
    const bad = [
      "export async function later(): Promise<number> {",
      "  return 1;",
      "}",
      'export function kick(kind: "a" | "b"): number {',
      "  later();",
      "  switch (kind) {",
      '    case "a":',
      "      return 1;",
      "  }",
      "  return 0;",
      "}",
      "",
    ].join("\n");
    const rules = await lint(bad);
    expect(rules).toContain("@typescript-eslint/no-floating-promises");
    expect(rules).toContain("@typescript-eslint/switch-exhaustiveness-check");
    const good = bad
      .replace("  later();", "  void later();")
      .replace("      return 1;\n  }", '      return 1;\n    case "b":\n      return 2;\n  }');
    expect(await lint(good)).toEqual([]);
  }, 180_000);

  it("eslint refuses git run outside the one git client, and lets its type and the client through", async () => {
    const root = join(dir, "eslint-git");
    mkdirSync(join(root, "src/gate/x"), { recursive: true });
    mkdirSync(join(root, "src/core/git"), { recursive: true });
    copyFileSync(join(REPO_ROOT, "tsconfig.json"), join(root, "tsconfig.json"));
    const eslint = new ESLint({ cwd: root, overrideConfigFile: join(REPO_ROOT, "eslint.config.mjs") });
    const lint = async (file: string, text: string): Promise<(string | null)[]> => {
      writeFileSync(join(root, file), text);
      const [result] = await eslint.lintFiles([file]);
      return result!.messages.map((m) => m.ruleId ?? m.message);
    };
    const own = 'import { simpleGit } from "simple-git";\nexport const g = (d: string): unknown => simpleGit(d);\n';
    expect(await lint("src/gate/x/own-git.ts", own)).toContain("no-restricted-imports");
    const spawned =
      'import { execFileSync } from "node:child_process";\nexport const head = (): string => execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" });\n';
    expect(await lint("src/gate/x/spawned-git.ts", spawned)).toContain("no-restricted-syntax");
    const typeOnly = 'import type { SimpleGit } from "simple-git";\nexport type G = SimpleGit;\n';
    expect(await lint("src/gate/x/type-only.ts", typeOnly)).toEqual([]);
    // (the tree has no node_modules, so simple-git's types are unknown there: only the rule matters)
    expect(await lint("src/core/git/client.ts", own)).not.toContain("no-restricted-imports");
  }, 180_000);

  it("prettier refuses an unformatted file, accepts it formatted, and leaves hashed trees alone", async () => {
    const options = {
      ...(await prettier.resolveConfig(join(REPO_ROOT, "src/x.ts"))),
      filepath: join(REPO_ROOT, "src/x.ts"),
    };
    const ugly = "export const x = { a:1,b : [ 'two' ] }\n";
    expect(await prettier.check(ugly, options)).toBe(false);
    expect(await prettier.check(await prettier.format(ugly, options), options)).toBe(true);
    const ignorePath = join(REPO_ROOT, ".prettierignore");
    for (const hashed of ["examples/skills/x/run.mjs", "test/fixtures/x.ts", "dist/cli.js", "README.md"]) {
      expect((await prettier.getFileInfo(join(REPO_ROOT, hashed), { ignorePath })).ignored, hashed).toBe(true);
    }
    expect(readFileSync(join(REPO_ROOT, "package.json"), "utf8")).toMatch(/"lint": "[^"]*format:check/);
  });
});
