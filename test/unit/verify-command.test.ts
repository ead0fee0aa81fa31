import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { command as verifyCommand } from "../../src/cli/commands/verify.js";
import type { CliIO } from "../../src/cli/io.js";

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: CliIO = {
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    env: { PATH: process.env.PATH },
    cwd: process.cwd(),
  };
  return { code: await verifyCommand.run(argv, io), out, err };
}

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "verify-cmd-"));
  mkdirSync(join(dir, "empty"));
  mkdirSync(join(dir, "c"));
  // valid JSON, invalid shape (no scenario.session), with an email in an event
  writeFileSync(
    join(dir, "c/bad.cassette.json"),
    JSON.stringify({
      cassetteVersion: 12,
      scenario: { prompt: "p" },
      events: ['{"type":"assistant","text":"mail bob@acme.io"}'],
    }),
  );
  writeFileSync(
    join(dir, "c/ok.cassette.json"),
    JSON.stringify({ cassetteVersion: 12, scenario: { prompt: "hello", session: "(inline)", assert: [] }, events: [] }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("verify command", () => {
  it("both skip flags are a usage error with a JSON envelope", async () => {
    const r = await run([join(dir, "c"), "--skip-privacy", "--skip-staleness", "--output-format", "json"]);
    expect(r.code).toBe(2);
    const env = JSON.parse(r.out) as { ok: boolean; error: { category: string; message: string } };
    expect(env.ok).toBe(false);
    expect(env.error.category).toBe("usage");
    expect(env.error.message).toContain("mutually exclusive");
  });

  it("an empty directory is a usage error unless --allow-empty", async () => {
    expect((await run([join(dir, "empty")])).code).toBe(2);
    const ok = await run([join(dir, "empty"), "--allow-empty", "--output-format", "json"]);
    expect(ok.code).toBe(0);
    expect((JSON.parse(ok.out) as { ok: boolean; results: unknown[] }).results).toEqual([]);
    expect((await run([join(dir, "missing"), "--allow-empty"])).code).toBe(2);
  });

  it("a clean cassette exits 0", async () => {
    const r = await run([join(dir, "c/ok.cassette.json")]);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain("✓ verify-cassettes: 1 cassette(s) clean");
  });

  it("a shape-invalid cassette is still privacy-scanned; its finding makes the exit 1", async () => {
    const r = await run([join(dir, "c/bad.cassette.json"), "--output-format", "json"]);
    const res = (
      JSON.parse(r.out) as { results: { error?: string; privacyScanned: boolean; findings: { cls: string }[] }[] }
    ).results[0]!;
    expect(res.error).toMatch(/invalid cassette shape/);
    expect(res.privacyScanned).toBe(true);
    expect(res.findings.map((f) => f.cls)).toEqual(["email", "domain"]);
    expect(r.code).toBe(1);
  });

  it("a shape-invalid cassette without findings is could-not-verify (3)", async () => {
    const r = await run([join(dir, "c/bad.cassette.json"), "--skip-privacy"]);
    expect(r.code).toBe(3);
    expect(r.out).toContain("[error]");
  });

  it("--session is refused for a directory", async () => {
    writeFileSync(join(dir, "s.yaml"), "permission_mode: default\n");
    const r = await run([join(dir, "c"), "--session", join(dir, "s.yaml")]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("not valid for a directory");
  });
});
