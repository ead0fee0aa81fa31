import { describe, it, expect } from "vitest";
import { transcriptKeys } from "../../src/gate/assert/transcript.js";
import { makeContext } from "../helpers/context.js";

const ctx = makeContext({ transcript: "I wrote the Action Items.\nDone." });
const k = transcriptKeys;

describe("transcript_contains", () => {
  it("passes on a case-sensitive substring and cites it", () => {
    expect(k.transcript_contains!("Action Items", ctx)).toEqual({
      pass: true,
      evidence: 'transcript_contains: found "Action Items"',
    });
  });
  it("fails with the reference wording when missing (case matters)", () => {
    expect(k.transcript_contains!("action items", ctx)).toEqual({
      pass: false,
      message: 'transcript missing "action items"',
    });
  });
  it("fails on a non-string argument instead of throwing", () => {
    const r = k.transcript_contains!(123, ctx);
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/^transcript_contains: invalid argument 123/);
  });
});

describe("transcript_not_contains", () => {
  it("passes silently when absent", () => {
    expect(k.transcript_not_contains!("error", ctx)).toEqual({ pass: true });
  });
  it("fails when present", () => {
    expect(k.transcript_not_contains!("Done", ctx)).toEqual({
      pass: false,
      message: 'transcript unexpectedly contains "Done"',
    });
  });
});

describe("transcript_matches", () => {
  it("matches case-insensitively and cites the match", () => {
    const r = k.transcript_matches!("action\\s+items", ctx);
    expect(r.pass).toBe(true);
    expect(r.evidence).toBe('transcript_matches: /action\\s+items/i matched "Action Items"');
  });
  it("does not let . cross a newline", () => {
    expect(k.transcript_matches!("Items.+Done", ctx)).toEqual({
      pass: false,
      message: "transcript did not match /Items.+Done/i",
    });
  });
  it("reports a bad regex as a failure", () => {
    const r = k.transcript_matches!("(unclosed", ctx);
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/^transcript_matches: bad regex "\(unclosed": /);
  });
});

describe("transcript_not_matches", () => {
  it("passes when nothing matches", () => {
    expect(k.transcript_not_matches!("fail(ed|ure)", ctx)).toEqual({ pass: true });
  });
  it("fails when the regex matches", () => {
    expect(k.transcript_not_matches!("done\\.$", ctx)).toEqual({
      pass: false,
      message: "transcript unexpectedly matched /done\\.$/i",
    });
  });
  it("has no multiline flag: ^ anchors at the start of the whole transcript", () => {
    expect(k.transcript_not_matches!("^done", ctx)).toEqual({ pass: true });
  });
  it("reports a bad regex as a failure", () => {
    const r = k.transcript_not_matches!("[", ctx);
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/^transcript_not_matches: bad regex "\[": /);
  });
});
