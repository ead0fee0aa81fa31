/**
 * The transcript fold holds only the thinking it keeps: the last 50 blocks, each capped at
 * 10 KB, as it goes (not every block until the run ends).
 */
import { describe, expect, it } from "vitest";
import { TranscriptFold } from "../../src/gate/evidence/transcript.js";
import { emptyRecord } from "../../src/gate/evidence/empty.js";

describe("TranscriptFold thinking", () => {
  it("keeps the last 50 blocks capped at 10 KB, counting the rest as elided", () => {
    const fold = new TranscriptFold();
    const texts = Array.from({ length: 120 }, (_, i) => `${i}:`.padEnd(20_000 + i, String.fromCharCode(97 + (i % 26))));
    texts.forEach((text, i) => fold.onEvent({ type: "thinking", text, redacted: i % 7 === 0 }));
    const held = (fold as unknown as { thinking: unknown[] }).thinking;
    expect(held.length).toBe(50); // never more than what is kept, even before finish
    const rec = emptyRecord();
    fold.finish(rec);
    expect(rec.thinking).toEqual({ blocks: 120, redacted: texts.filter((_, i) => i % 7 === 0).length });
    expect(rec.thinkingElided).toBe(70);
    expect(rec.thinkingBlocks?.map((b) => b.text)).toEqual(texts.slice(70).map((t) => t.slice(0, 10 * 1024)));
    expect(rec.thinkingBlocks?.map((b) => b.redacted)).toEqual(texts.slice(70).map((_, i) => (i + 70) % 7 === 0));
  });

  it("a short block is kept whole", () => {
    const fold = new TranscriptFold();
    fold.onEvent({ type: "thinking", text: "short \ud800 lone surrogate", redacted: false });
    const rec = emptyRecord();
    fold.finish(rec);
    expect(rec.thinkingBlocks).toEqual([{ text: "short \ud800 lone surrogate", redacted: false }]);
    expect(rec.thinkingElided).toBe(0);
  });
});
