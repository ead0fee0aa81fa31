/**
 * A skill drift finding names the recorded files that changed or went, and is located in the skill
 * dir that holds each (for annotations). The names come from the cassette (issue 36, class 6): a
 * name that climbs out of the skill dirs is never looked for, so which dir the finding names says
 * nothing about whether a file outside exists. Real directories.
 */
import { afterAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { locate } from "../../src/gate/staleness/checks/skill-files.js";

const base = mkdtempSync(join(tmpdir(), "h36-locate-"));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("locating a skill drift finding's files", () => {
  const one = join(base, "a", "one");
  const two = join(base, "b", "two");
  mkdirSync(one, { recursive: true });
  mkdirSync(two, { recursive: true });
  writeFileSync(join(two, "SKILL.md"), "x");
  writeFileSync(join(base, "b", "secret"), "x"); // exists as two/../secret, not as one/../secret

  const finding = (removed: string[]) =>
    locate({ class: "skill", message: "drift", files: { changed: [], added: [], removed } }, [one, two]);

  it("a plain name is found in the skill dir that holds it", () => {
    expect(finding(["SKILL.md"]).paths?.removed).toEqual([join(two, "SKILL.md")]);
  });

  it("a name that climbs out is placed in the first dir, whatever exists outside", () => {
    expect(finding(["../secret"]).paths?.removed).toEqual([join(one, "../secret")]);
    expect(finding(["../nothing"]).paths?.removed).toEqual([join(one, "../nothing")]);
  });
});
