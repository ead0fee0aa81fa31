// The scenario and session loaders keep parsed files per process and skip reading a file whose
// stat signature (inode, size, mtime, ctime) is unchanged: a rewrite — even one of the same size —
// a removal, or a file turned into a directory must still be seen at once.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadScenarioFile } from "../../src/core/scenario/load.js";
import { loadSessionFile } from "../../src/core/session/load.js";
import { fileSignature } from "../../src/core/util/file-signature.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tmp(): string {
  const d = mkdtempSync(join(tmpdir(), "loader-signature-"));
  dirs.push(d);
  return d;
}
const scenario = (prompt: string) => `name: sig\nprompt: ${prompt}\nassert:\n  - result: success\n`;

describe("loaders skip reading an unchanged file and see every change", () => {
  it("a scenario rewritten with text of the same size is loaded anew", async () => {
    const f = join(tmp(), "s.yaml");
    writeFileSync(f, scenario("aaaa"));
    expect((await loadScenarioFile(f)).scenario.prompt).toBe("aaaa");
    expect((await loadScenarioFile(f)).scenario.prompt).toBe("aaaa");
    writeFileSync(f, scenario("bbbb"));
    expect((await loadScenarioFile(f)).scenario.prompt).toBe("bbbb");
  });

  it("each caller still gets its own copy of a cached scenario", async () => {
    const f = join(tmp(), "s.yaml");
    writeFileSync(f, scenario("own"));
    const a = await loadScenarioFile(f);
    a.scenario.prompt = "changed by a caller";
    expect((await loadScenarioFile(f)).scenario.prompt).toBe("own");
  });

  it("a removed scenario, or one replaced by a directory, fails as reading it says", async () => {
    const f = join(tmp(), "s.yaml");
    writeFileSync(f, scenario("gone"));
    await loadScenarioFile(f);
    rmSync(f);
    await expect(loadScenarioFile(f)).rejects.toThrow(`${f}: cannot read scenario file (ENOENT)`);
    mkdirSync(f);
    await expect(loadScenarioFile(f)).rejects.toThrow(`${f}: cannot read scenario file (EISDIR)`);
  });

  it("a session rewritten, then removed, is seen each time", async () => {
    const d = tmp();
    const f = join(d, "session.yaml");
    writeFileSync(f, "permission_mode: default\n");
    expect((await loadSessionFile(f)).authored).toMatchObject({ permission_mode: "default" });
    writeFileSync(f, "permission_mode: plan   \n");
    expect((await loadSessionFile(f)).authored).toMatchObject({ permission_mode: "plan" });
    writeFileSync(f, "plugins: 7\n");
    await expect(loadSessionFile(f)).rejects.toThrow(f);
    rmSync(f);
    await expect(loadSessionFile(f)).rejects.toMatchObject({ reason: "not-found" });
  });

  it("the signature changes with the content and is undefined for a directory or a missing file", () => {
    const d = tmp();
    const f = join(d, "x");
    writeFileSync(f, "1");
    const a = fileSignature(f);
    writeFileSync(f, "2");
    expect(a).toBeDefined();
    expect(fileSignature(f)).not.toBe(a);
    expect(fileSignature(d)).toBeUndefined();
    expect(fileSignature(join(d, "missing"))).toBeUndefined();
  });
});
