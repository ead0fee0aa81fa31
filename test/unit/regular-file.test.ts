/**
 * Files the gate reads that a pull request can name or replace (scenarios, sessions, skill prose,
 * `.cowork-hashignore`, baselines) are read as regular files only, never blocking (issue 36,
 * class 6): a FIFO or a device standing where the file was is an error at once, not a hang.
 * Real FIFOs, devices and files.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readRegularText } from "../../src/core/util/regular-file.js";
import { loadScenarioFile } from "../../src/core/scenario/load.js";
import { loadSessionFile } from "../../src/core/session/load.js";
import { readRootHashIgnore } from "../../src/gate/fingerprint/ignore-globs.js";
import { labelProvenanceDrift } from "../../src/gate/staleness/label-provenance.js";
import { loadBaseline } from "../../src/core/baselines/load.js";
import { makeFifo } from "../helpers/fifo.js";

let dir: string;
const fifo = (name: string): string => makeFifo(join(dir, name));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "h36-regular-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `fn` and fails if it takes long: a blocking read would hang the test instead. */
async function quickly<T>(fn: () => Promise<T> | T): Promise<T> {
  const started = Date.now();
  const out = await fn();
  expect(Date.now() - started).toBeLessThan(2000);
  return out;
}

describe("readRegularText", () => {
  it("reads a regular file", () => {
    writeFileSync(join(dir, "a.txt"), "hello");
    expect(readRegularText(join(dir, "a.txt"))).toBe("hello");
  });

  it("refuses a FIFO, a device and a directory at once", async () => {
    const pipe = fifo("p");
    for (const p of [pipe, "/dev/zero"])
      await quickly(() => expect(() => readRegularText(p)).toThrow(/not a regular file \(a FIFO, device or socket\)/));
    expect(() => readRegularText(dir)).toThrow(expect.objectContaining({ code: "EISDIR" }));
  });

  it("refuses a file over the bound", () => {
    writeFileSync(join(dir, "big"), Buffer.alloc(2048));
    expect(() => readRegularText(join(dir, "big"), 1024)).toThrow(/larger than 1024 bytes/);
  });
});

describe("the gate's readers never block on a FIFO or a device", () => {
  it("a scenario or a session file that is a FIFO (or a link to /dev/zero) is an unreadable file", async () => {
    const scenario = fifo("s.yaml");
    await quickly(() =>
      expect(loadScenarioFile(scenario)).rejects.toThrow(/cannot read scenario file \(not a regular file/),
    );
    symlinkSync("/dev/zero", join(dir, "session.yaml"));
    await quickly(() =>
      expect(loadSessionFile(join(dir, "session.yaml"))).rejects.toThrow(
        /cannot read session file \(not a regular file/,
      ),
    );
  });

  it("a skill's .cowork-hashignore that is a FIFO is no ignore file", async () => {
    mkdirSync(join(dir, "skill"));
    fifo("skill/.cowork-hashignore");
    expect(await quickly(() => readRootHashIgnore(join(dir, "skill")))).toEqual([]);
  });

  it("a label-provenance file that is a FIFO is absent", async () => {
    mkdirSync(join(dir, "skill2"));
    fifo("skill2/SKILL.md");
    const drift = await quickly(() =>
      labelProvenanceDrift([{ file: "SKILL.md", labels: ["Yes"] }], [join(dir, "skill2")]),
    );
    expect(drift).toEqual(["gate option label(s) no longer in SKILL.md: Yes"]);
  });

  it("a baseline name that climbs out of the baselines directory is refused, not read", async () => {
    mkdirSync(join(dir, "baselines"));
    writeFileSync(join(dir, "outside.json"), '{"appVersion": "9"}');
    await expect(loadBaseline(join(dir, "baselines"), "../../../outside")).rejects.toThrow(
      /baseline '(\.\.\/){3}outside': not a baseline name/,
    );
    fifo("baselines/desktop-1.0.0.json");
    await quickly(() =>
      expect(loadBaseline(join(dir, "baselines"), "1.0.0")).rejects.toThrow(/cannot read .*not a regular file/),
    );
  });
});
