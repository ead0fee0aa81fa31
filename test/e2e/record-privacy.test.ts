/**
 * Privacy at record time, with the real agent at the container tier and a scripted model whose
 * answer holds an email address (on a domain) and a phone number: `record` refuses to write what
 * verify's privacy scan would fail, naming each class and where; the --allow* flags,
 * --allow-patterns-file and the repository's .cowork-allow-patterns let it through; and `check`
 * accepts the cassette with the same flags or file, and fails it without them.
 *
 * A phone number is a class of ours (`phone`, issue 26; not the reference gate's): it is refused
 * like the others and let through by --allow-phone or a pattern.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

const EMAIL = "jane.doe@acme-corp.com";
const PHONE = "+1 415-555-0123";
const ALLOW_EMAIL = "jane\\.doe@acme-corp\\.com";
const ALLOW_DOMAIN = "acme-corp\\.com";
const ALLOW_PHONE = "\\+?1? ?415-555-0123";

let repo: TempCopy;
beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  writeFileSync(
    join(repo.dir, "model-scripts/contact.yaml"),
    ["turns:", "  - respond:", `      - text: "Your account manager is ${EMAIL}, phone ${PHONE}."`, ""].join("\n"),
  );
  writeFileSync(
    join(repo.dir, "scenarios/contact.yaml"),
    [
      "name: contact",
      "session: ../sessions/default.yaml",
      "# cowork-harness model_script: ../model-scripts/contact.yaml",
      "prompt: Who is my account manager?",
      "assert:",
      "  - result: success",
      '  - transcript_contains: "415-555-0123"',
      "",
    ].join("\n"),
  );
});
afterAll(() => repo?.cleanup());

const record = (out: string, ...extra: string[]) =>
  runCli(["record", "scenarios/contact.yaml", "--out", `${out}/`, ...extra], { cwd: repo.dir });
const findings = (stderr: string) =>
  stderr
    .split("\n")
    .filter((l) => l.startsWith("✗ "))
    .map((l) => l.replace(/^✗ \S+: /, ""));

describe("record refuses a cassette the privacy gate would fail", () => {
  it("no allow pattern: exit 1, each finding named by class, where and sample, nothing written", () => {
    const run = record("plain");
    expect(run.code, run.stderr).toBe(1);
    const f = findings(run.stderr);
    expect(f.length).toBeGreaterThanOrEqual(2);
    expect(f).toContainEqual(expect.stringMatching(new RegExp(`^\\[email\\] events\\[\\d+\\] — ${ALLOW_EMAIL}$`)));
    expect(f).toContainEqual(expect.stringMatching(/^\[domain\] events\[\d+\] — acme-corp\.com$/));
    expect(f).toContainEqual(expect.stringMatching(/^\[phone\] events\[\d+\] — \+1 415-555-0123$/));
    expect(
      f.every((l) => /^\[(email|domain|phone)\] /.test(l)),
      f.join("\n"),
    ).toBe(true);
    expect(run.stdout).toMatch(/not written: \d+ privacy finding\(s\) the gate would fail on/);
    expect(existsSync(join(repo.dir, "plain/contact.cassette.json"))).toBe(false);
  });

  it("--allow-email clears the email class only: the domain and the phone number still refuse it", () => {
    const run = record("email-only", "--allow-email", ALLOW_EMAIL);
    expect(run.code, run.stderr).toBe(1);
    const f = findings(run.stderr);
    expect(f.length).toBeGreaterThan(0);
    expect(
      f.every((l) => l.startsWith("[domain] ") || l.startsWith("[phone] ")),
      f.join("\n"),
    ).toBe(true);
    expect(existsSync(join(repo.dir, "email-only/contact.cassette.json"))).toBe(false);
  });

  it("--allow-email, --allow-domain and --allow-phone let it through; check fails it without them and passes it with them", () => {
    const run = record(
      "flags",
      "--allow-email",
      ALLOW_EMAIL,
      "--allow-domain",
      ALLOW_DOMAIN,
      "--allow-phone",
      ALLOW_PHONE,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(findings(run.stderr)).toEqual([]);
    const path = "flags/contact.cassette.json";
    const text = readFileSync(join(repo.dir, path), "utf8");
    expect(text).toContain(EMAIL);
    expect(text).toContain(PHONE); // allowed by --allow-phone: recorded as is

    const bare = runCli(["check", path], { cwd: repo.dir });
    expect(bare.code).toBe(1);
    expect(bare.stdout).toMatch(/possible email in events\[\d+\]: jane\.doe@acme-corp\.com/);
    const allowed = runCli(
      ["check", path, "--allow-email", ALLOW_EMAIL, "--allow-domain", ALLOW_DOMAIN, "--allow-phone", ALLOW_PHONE],
      { cwd: repo.dir },
    );
    expect(allowed.code, allowed.stdout + allowed.stderr).toBe(0);
    expect(allowed.stdout).toMatch(/gate passed/);
    // an all-class --allow per pattern does the same
    const any = runCli(["check", path, "--allow", ALLOW_EMAIL, "--allow", ALLOW_DOMAIN, "--allow", ALLOW_PHONE], {
      cwd: repo.dir,
    });
    expect(any.code, any.stdout).toBe(0);
  });

  it("--allow-patterns-file lets record write it", () => {
    writeFileSync(
      join(repo.dir, "patterns.txt"),
      `# the account manager's address\n${ALLOW_EMAIL}\n${ALLOW_DOMAIN}\n${ALLOW_PHONE}\n`,
    );
    const run = record("file", "--allow-patterns-file", "patterns.txt");
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(join(repo.dir, "file/contact.cassette.json"))).toBe(true);
  });

  it(".cowork-allow-patterns in the repository lets record write it and check pass it; without the file check fails it", () => {
    const allowFile = join(repo.dir, ".cowork-allow-patterns");
    writeFileSync(allowFile, `${ALLOW_EMAIL}\n${ALLOW_DOMAIN}\n${ALLOW_PHONE}\n`);
    try {
      const run = record("repo-file");
      expect(run.code, run.stderr).toBe(0);
      expect(findings(run.stderr)).toEqual([]);
      const check = runCli(["check", "repo-file/contact.cassette.json"], { cwd: repo.dir });
      expect(check.code, check.stdout + check.stderr).toBe(0);
    } finally {
      rmSync(allowFile);
    }
    const without = runCli(["check", "repo-file/contact.cassette.json"], { cwd: repo.dir });
    expect(without.code).toBe(1);
    expect(without.stdout).toMatch(/privacy finding/);
  });
});
