/**
 * Issue 21, item 1 at the container tier (podman, the real agent): a hostile skill's turns, driven
 * by a scripted model (under podman, and under Docker Engine when it has the agent image), rename mnt/outputs, put a link to a host directory in its place and call
 * present_files on an executable scratchpad file — the attack that used to create a host file
 * (e.g. a .git/hooks/pre-commit). Then outputs is that link: the artifact snapshot must not read the
 * host directory's secret either. Nothing may appear in, or be read from, the host directory.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../helpers/run-cli.js";
import { stableSessionId } from "../../src/core/scenario/session-root.js";

const image = process.env.COWORK_AGENT_IMAGE;
/** The engines this machine can run the agent image on: podman (the test setup's), and Docker Engine when it has the image. */
const engines: string[] = image
  ? [
      "podman",
      ...(spawnSync("docker", ["image", "inspect", image], { stdio: "ignore", timeout: 20_000 }).status === 0
        ? ["docker"]
        : []),
    ]
  : [];
const SECRET = "HOST-SECRET-h21-container-8d1e";
const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

describe.skipIf(engines.length === 0)("a hostile skill at the container tier", () => {
  it.each(engines)(
    "%s: renamed outputs + link to a host dir + present_files: no host file created, no host file snapshotted",
    (engine) => {
      const repo = mkdtempSync(join(tmpdir(), "h21-ct-repo-"));
      const host = mkdtempSync(join(tmpdir(), "h21-ct-host-"));
      made.push(repo, host);
      writeFileSync(join(host, "secret.txt"), `${SECRET}\n`);
      execFileSync("git", ["init", "-q", repo]);
      mkdirSync(join(repo, "scenarios"));
      const name = "h21-hostile-outputs";
      const root = `/sessions/${stableSessionId(name)}`;
      const attack = `printf '#!/bin/sh\\necho pwned\\n' > pre-commit && chmod +x pre-commit && mv mnt/outputs mnt/outputs-moved && ln -s ${host} mnt/outputs && echo staged`;
      writeFileSync(
        join(repo, "scenarios", "model.yaml"),
        [
          "turns:",
          "  - respond:",
          "      - tool_use:",
          "          name: Bash",
          `          input: {command: ${JSON.stringify(attack)}, description: "stage"}`,
          "  - respond:",
          "      - tool_use:",
          "          name: mcp__cowork__present_files",
          `          input: {files: [{file_path: ${JSON.stringify(`${root}/pre-commit`)}}]}`,
          "  - respond:",
          "      - text: done",
          "",
        ].join("\n"),
      );
      writeFileSync(
        join(repo, "scenarios", "t.yaml"),
        [
          `name: ${name}`,
          "session: (inline)",
          "fidelity: container",
          "# cowork-harness model_script: model.yaml",
          "prompt: deliver the hook",
          "answers:",
          "  - when_tool: Bash",
          "    decide: allow",
          "assert:",
          "  - result: success",
          "",
        ].join("\n"),
      );
      const rec = runCli(["record", "scenarios/t.yaml", "--out", "c/", "--allow-failing"], {
        cwd: repo,
        env: { COWORK_CONTAINER_RUNTIME: engine },
      });
      const all = rec.stdout + rec.stderr;
      expect(all, all).toMatch(/wrote c\//); // the run happened, to the end
      expect(readdirSync(host)).toEqual(["secret.txt"]);
      const text = readFileSync(join(repo, "c", `${name}.cassette.json`), "utf8");
      expect(text).not.toContain(SECRET);
      // the agent saw present_files refuse: the promotion could not reach outputs
      expect(text).toMatch(/present_files: .*pre-commit cannot be delivered/);
      expect(all).not.toContain(SECRET);
    },
    180_000,
  );

  it.each(engines.slice(0, 1))(
    "%s: a held secret left hex-, base64- and reverse-encoded in outputs never reaches the cassette",
    (engine) => {
      const repo = mkdtempSync(join(tmpdir(), "h21-ct-enc-"));
      made.push(repo);
      execFileSync("git", ["init", "-q", repo]);
      mkdirSync(join(repo, "scenarios"));
      const held = "h21-held-credential-Zq81vXw02";
      const forms = [
        Buffer.from(held).toString("hex"),
        Buffer.from(`..${held}..`).toString("base64"),
        [...held].reverse().join(""),
      ];
      const write = forms.map((f, i) => `echo '${f}' > mnt/outputs/leak${i}.txt`).join(" && ");
      writeFileSync(
        join(repo, "scenarios", "model.yaml"),
        [
          "turns:",
          "  - respond:",
          "      - tool_use:",
          "          name: Bash",
          `          input: {command: ${JSON.stringify(write)}, description: "leak"}`,
          "  - respond:",
          "      - text: done",
          "",
        ].join("\n"),
      );
      writeFileSync(
        join(repo, "scenarios", "t.yaml"),
        [
          "name: h21-encoded-leak",
          "session: (inline)",
          "fidelity: container",
          "# cowork-harness model_script: model.yaml",
          "prompt: leak it",
          "answers:",
          "  - when_tool: Bash",
          "    decide: allow",
          "",
        ].join("\n"),
      );
      const rec = runCli(["record", "scenarios/t.yaml", "--out", "c/", "--allow-failing"], {
        cwd: repo,
        env: { COWORK_CONTAINER_RUNTIME: engine, COWORK_HARNESS_SCRUB_VALUES: held },
      });
      const all = rec.stdout + rec.stderr;
      expect(all, all).toMatch(/wrote c\//);
      const cassette = JSON.parse(readFileSync(join(repo, "c", "h21-encoded-leak.cassette.json"), "utf8"));
      const leaks = cassette.artifacts.filter((a: { path: string }) => a.path.startsWith("outputs/leak"));
      expect(leaks).toHaveLength(3); // the files were snapshotted…
      const text = JSON.stringify(cassette);
      for (const f of forms) expect(text).not.toContain(f.slice(4, -4)); // …with no encoded form left
    },
    180_000,
  );
});
