/**
 * scripts/release-pin.mjs, run as the release workflow runs it, on copies of action.yml: it sets
 * runs.image to `docker://ghcr.io/<owner>/cowork-harness@sha256:<64 hex>`, refuses anything that
 * is not such a digest, and leaves every other byte of the file alone.
 */
import { afterAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { REPO_ROOT } from "../helpers/paths.js";

const SCRIPT = join(REPO_ROOT, "scripts/release-pin.mjs");
const ORIGINAL = readFileSync(join(REPO_ROOT, "action.yml"), "utf8");
const DIGEST = "sha256:" + "0123456789abcdef".repeat(4);
const OTHER_DIGEST = "sha256:" + "fedcba9876543210".repeat(4);
const REF = `ghcr.io/acme/cowork-harness@${DIGEST}`;
const dir = mkdtempSync(join(tmpdir(), "cowork-release-pin-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
function copyOf(text: string): string {
  const file = join(dir, `action-${n++}.yml`);
  writeFileSync(file, text);
  return file;
}

function pin(...args: string[]) {
  const r = spawnSync(process.execPath, [SCRIPT, ...args], { encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const IMAGE_LINE = /^ {2}image: Dockerfile$/m;

describe("release-pin", () => {
  it("the repository's action.yml builds the Dockerfile (a release pins it, main does not)", () => {
    expect(ORIGINAL).toMatch(IMAGE_LINE);
  });

  it("rewrites runs.image to the digest reference and nothing else", () => {
    const file = copyOf(ORIGINAL);
    const r = pin(REF, "--file", file);
    expect(r.code, r.stderr).toBe(0);
    const after = readFileSync(file, "utf8");
    expect(after).toBe(ORIGINAL.replace(IMAGE_LINE, `  image: docker://${REF}`));
    const doc = parse(after) as {
      runs: { using: string; image: string; env: unknown };
      inputs: unknown;
      outputs: unknown;
    };
    expect(doc.runs).toEqual({ using: "docker", image: `docker://${REF}`, env: { COWORK_AGENT_IMAGE_PIN: "" } });
    const before = parse(ORIGINAL) as { inputs: unknown; outputs: unknown };
    expect(doc.inputs).toEqual(before.inputs);
    expect(doc.outputs).toEqual(before.outputs);
  });

  it("re-pins an already pinned file, given the reference with or without docker://", () => {
    const file = copyOf(ORIGINAL);
    expect(pin(REF, "--file", file).code).toBe(0);
    const newer = `docker://ghcr.io/acme/cowork-harness@${OTHER_DIGEST}`;
    expect(pin(newer, "--file", file).code).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(ORIGINAL.replace(IMAGE_LINE, `  image: ${newer}`));
  });

  it.each([
    ["a tag", "ghcr.io/acme/cowork-harness:v1"],
    ["latest", "ghcr.io/acme/cowork-harness:latest"],
    ["no tag or digest", "ghcr.io/acme/cowork-harness"],
    ["a short digest", "ghcr.io/acme/cowork-harness@sha256:0123456789ab"],
    ["an upper-case digest", `ghcr.io/acme/cowork-harness@${DIGEST.toUpperCase().replace("SHA256", "sha256")}`],
    ["a digest of 65 hex", `ghcr.io/acme/cowork-harness@${DIGEST}0`],
    ["a tag beside the digest", `ghcr.io/acme/cowork-harness:v1@${DIGEST}`],
    ["another algorithm", `ghcr.io/acme/cowork-harness@sha512:${"ab".repeat(64)}`],
    ["another registry", `docker.io/acme/cowork-harness@${DIGEST}`],
    ["another image name", `ghcr.io/acme/other@${DIGEST}`],
    ["an upper-case owner", `ghcr.io/Acme/cowork-harness@${DIGEST}`],
    ["the Dockerfile", "Dockerfile"],
  ])("refuses %s with a one-line error and leaves the file untouched", (_what, ref) => {
    const file = copyOf(ORIGINAL);
    const r = pin(ref, "--file", file);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/^release-pin: /);
    expect(r.stderr).toContain(ref);
    expect(readFileSync(file, "utf8")).toBe(ORIGINAL);
  });

  it("changes only runs.image when another block has an image key, and keeps CRLF line ends and a comment", () => {
    const text = ORIGINAL.replace(
      "inputs:\n",
      "inputs:\n  image:\n    description: An input that happens to be called image.\n",
    ).replace(IMAGE_LINE, "  image: Dockerfile # built on main");
    const crlf = text.replace(/\n/g, "\r\n");
    const file = copyOf(crlf);
    expect(pin(REF, "--file", file).code).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(
      crlf.replace("  image: Dockerfile # built on main", `  image: docker://${REF} # built on main`),
    );
  });

  it("refuses a file whose runs block is not a docker action, naming the file", () => {
    const file = copyOf(ORIGINAL.replace("using: docker", "using: node24"));
    const r = pin(REF, "--file", file);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${file}: runs.using is "node24", not docker`);
  });

  it("refuses a missing file, naming it", () => {
    const r = pin(REF, "--file", join(dir, "nope.yml"));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^release-pin: .*nope\.yml: cannot read \(ENOENT\)/);
  });

  it("--check passes only when runs.image is pinned by digest", () => {
    const file = copyOf(ORIGINAL);
    const unpinned = pin("--check", "--file", file);
    expect(unpinned.code).toBe(2);
    expect(unpinned.stderr).toContain('runs.image is "Dockerfile", not a docker:// image pinned by digest');
    expect(pin(REF, "--file", file).code).toBe(0);
    const pinned = pin("--check", "--file", file);
    expect(pinned.code, pinned.stderr).toBe(0);
    expect(pinned.stdout).toContain(`docker://${REF}`);
    const tagged = copyOf(ORIGINAL.replace(IMAGE_LINE, "  image: docker://ghcr.io/acme/cowork-harness:v1"));
    expect(pin("--check", "--file", tagged).code).toBe(2);
  });
});

describe("release-pin --agent (the agent image, issue 29)", () => {
  const AGENT = `ghcr.io/acme/cowork-agent@${DIGEST}`;
  it("sets runs.env.COWORK_AGENT_IMAGE_PIN to the agent image by digest and nothing else; --check-agent accepts it", () => {
    expect((parse(ORIGINAL) as { runs: { env: Record<string, string> } }).runs.env.COWORK_AGENT_IMAGE_PIN).toBe("");
    const file = copyOf(ORIGINAL);
    expect(pin("--check-agent", "--file", file).code).toBe(2);
    const r = pin("--agent", AGENT, "--file", file);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(ORIGINAL.replace(/^( {4}COWORK_AGENT_IMAGE_PIN: )""$/m, `$1"${AGENT}"`));
    expect(
      (parse(readFileSync(file, "utf8")) as { runs: { env: Record<string, string> } }).runs.env.COWORK_AGENT_IMAGE_PIN,
    ).toBe(AGENT);
    const c = pin("--check-agent", "--file", file);
    expect(c.code, c.stderr).toBe(0);
    // both pins together, as the release workflow does
    expect(pin(REF, "--file", file).code).toBe(0);
    expect(pin("--check", "--file", file).code).toBe(0);
  });

  it.each([
    ["a tag", "ghcr.io/acme/cowork-agent:1.0.0"],
    ["latest", "ghcr.io/acme/cowork-agent:latest"],
    ["the Action image", REF],
    ["a short digest", "ghcr.io/acme/cowork-agent@sha256:0123"],
  ])("refuses %s with one line and leaves the file untouched", (_what, ref) => {
    const file = copyOf(ORIGINAL);
    const r = pin("--agent", ref, "--file", file);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(readFileSync(file, "utf8")).toBe(ORIGINAL);
  });
});
