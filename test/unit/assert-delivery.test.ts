import { describe, it, expect } from "vitest";
import { deliveryKeys } from "../../src/gate/assert/delivery.js";
import type { PresentedFile } from "../../src/gate/evidence/types.js";
import { emptyRecord } from "../../src/gate/evidence/empty.js";
import { makeContext } from "../helpers/context.js";

const noLeak = deliveryKeys.no_scratchpad_leak!;
const called = deliveryKeys.present_files_called!;

const promoted: PresentedFile = { from: "/s/work/a.md", to: "/s/mnt/outputs/a.md", promoted: true, leaked: false };
const leaked: PresentedFile = { from: "/s/work/b.md", to: "/s/work/b.md", promoted: false, leaked: true };
const malformed = { ...emptyRecord().evidenceErrors, presentFilesMalformed: 2 };

describe("no_scratchpad_leak", () => {
  it("passes vacuously with nothing presented, and when everything was promoted", () => {
    expect(noLeak(true, makeContext())).toEqual({ pass: true });
    expect(noLeak(true, makeContext({ presentedFiles: [promoted] }))).toEqual({ pass: true });
  });

  it("fails naming the first leaked file", () => {
    expect(noLeak(true, makeContext({ presentedFiles: [promoted, leaked] }))).toEqual({
      pass: false,
      message: 'no_scratchpad_leak: "/s/work/b.md" was presented but never left the scratchpad',
    });
  });

  it("cannot verify on lane remote, off the container tier, or with malformed calls", () => {
    const remote = noLeak(true, makeContext({ presentedFiles: [promoted] }, { lane: "remote" }));
    expect(remote.pass).toBe(false);
    expect(remote.message).toMatch(/^no_scratchpad_leak: present_files is not served on `lane: remote`.*cannot verify/);
    const hostloop = noLeak(true, makeContext({}, { effectiveFidelity: "hostloop" }));
    expect(hostloop.pass).toBe(false);
    expect(hostloop.message).toContain("(this run: hostloop)");
    expect(hostloop.message).toContain("cannot verify");
    const broken = noLeak(true, makeContext({ evidenceErrors: malformed }));
    expect(broken.message).toMatch(
      /^no_scratchpad_leak: 2 malformed\/unclassifiable present_files call\(s\).*cannot verify/,
    );
  });

  it("rejects a non-true argument", () => {
    expect(noLeak(false, makeContext()).pass).toBe(false);
  });
});

describe("present_files_called", () => {
  it("passes once something was presented, at container or hostloop", () => {
    expect(called(true, makeContext({ presentedFiles: [leaked] }))).toEqual({ pass: true });
    expect(called(true, makeContext({ presentedFiles: [promoted] }, { effectiveFidelity: "hostloop" }))).toEqual({
      pass: true,
    });
  });

  it("fails when nothing was presented", () => {
    expect(called(true, makeContext())).toEqual({
      pass: false,
      message: "present_files_called: no file was delivered via present_files (the tool was never called)",
    });
    expect(called(true, makeContext({ evidenceErrors: malformed })).message).toMatch(
      /WAS called.*cannot verify delivery$/,
    );
  });

  it("cannot verify on lane remote or on tiers that do not serve present_files", () => {
    expect(called(true, makeContext({ presentedFiles: [promoted] }, { lane: "remote" })).message).toMatch(
      /cannot verify$/,
    );
    const protocol = called(true, makeContext({ presentedFiles: [promoted] }, { effectiveFidelity: "protocol" }));
    expect(protocol.pass).toBe(false);
    expect(protocol.message).toContain("(this run: protocol) — cannot verify");
  });
});
