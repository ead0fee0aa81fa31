/**
 * Issue 36, class 9: the staging dir's host paths are rewritten out of a cassette before it is
 * redacted (src/live/record/staged-path-scrub.ts) — the session root to the session root the agent was
 * told, the rest of the staging dir to `[STAGING]`, in plain and project-dir spelling, given and
 * real; at the protocol tier another run's staging dir in the temp dir too (a skill's own temp
 * paths stay); a line with none of them is kept byte for byte. A real staging dir (reached through a symlinked parent, as macOS's
 * /var → /private/var) and the real redactor.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { redactCassette } from "../../src/live/record/redact-cassette.js";
import { projectDirName, withStagedPaths, type StagedPaths } from "../../src/live/record/staged-path-scrub.js";
import { createRedactor } from "../../src/core/util/redact.js";
import type { Cassette } from "../../src/core/cassette/types.js";

const GUEST = "/sessions/local_0123456789ab";
const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

/** A staging dir `<tmp>/h36-sps-X/link/cowork-session-abc123` whose real spelling differs. */
function staging(): { base: string; real: string } {
  const top = mkdtempSync(join(tmpdir(), "h36-sps-"));
  temps.push(top);
  mkdirSync(join(top, "real", "cowork-session-abc123", "work"), { recursive: true });
  symlinkSync(join(top, "real"), join(top, "link"));
  const base = join(top, "link", "cowork-session-abc123");
  return { base, real: realpathSync(base) };
}

function scrub(paths: StagedPaths, c: Partial<Cassette>): Cassette {
  return redactCassette(c as Cassette, withStagedPaths(createRedactor({}), paths)).cassette;
}

describe("staging paths out of the cassette", () => {
  it("protocol tier: cwd, memory paths, project dirs and the agent's dirs, in every spelling", () => {
    const { base, real } = staging();
    const root = join(base, "work");
    const init = JSON.stringify({
      type: "system",
      subtype: "init",
      cwd: root,
      memory_paths: [`${real}/agent/claude-config/projects/${projectDirName(`${real}/work`)}/memory/`],
      other: `${join(tmpdir(), "cowork-session-zz9Q1x", "x.sock")} ${projectDirName(join(realpathSync(tmpdir()), "cowork-session-zz9Q1x", "work"))} ${join(tmpdir(), "marker")} and ${root}/outputs/r.md`,
    });
    const out = scrub(
      { base, root, guestRoot: GUEST, hostTemp: true },
      {
        events: [init, '{"type":"keep",  "spacing":1}'],
        controlOut: [],
        folderPrefixMap: [{ from: `${root}/data`, mount: "data" }],
      },
    );
    const ev = JSON.parse(out.events[0]!) as { cwd: string; memory_paths: string[]; other: string };
    expect(ev.cwd).toBe(GUEST);
    expect(ev.memory_paths).toEqual([`[STAGING]/agent/claude-config/projects/${projectDirName(GUEST)}/memory/`]);
    expect(ev.other).toBe(`[STAGING]/x.sock -STAGING--work ${join(tmpdir(), "marker")} and ${GUEST}/outputs/r.md`);
    expect(out.events[1]).toBe('{"type":"keep",  "spacing":1}'); // untouched lines stay byte for byte
    expect(out.folderPrefixMap).toEqual([{ from: `${GUEST}/data`, mount: "data" }]);
    expect(JSON.stringify(out)).not.toContain("cowork-session-");
  });

  it("container tier: the container's own /tmp paths are not this machine's and stay", () => {
    const { base } = staging();
    const line = JSON.stringify({ type: "user", text: `/tmp/work.txt; staged at ${base}/session/mnt` });
    const out = scrub(
      { base, root: join(base, "session"), guestRoot: GUEST, hostTemp: false },
      { events: [line], controlOut: [] },
    );
    expect(JSON.parse(out.events[0]!).text).toBe(`/tmp/work.txt; staged at ${GUEST}/mnt`);
  });

  it("an artifact body naming the staging dir is rewritten, with its digest", () => {
    const { base } = staging();
    const body = `written in ${base}/work/outputs\n`;
    const out = scrub(
      { base, root: join(base, "work"), guestRoot: GUEST, hostTemp: true },
      {
        events: [],
        controlOut: [],
        artifacts: [
          { path: "outputs/r.txt", bytes: body.length, sha256: "0".repeat(64), body },
        ] as Cassette["artifacts"],
      },
    );
    expect(out.artifacts![0]!.body).toBe(`written in ${GUEST}/outputs\n`);
    expect(out.artifacts![0]!.sha256).not.toBe("0".repeat(64));
  });
});
