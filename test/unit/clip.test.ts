/** The one clip helper (src/core/util/clip.ts): where the cut falls, and one line whatever the text held. */
import { describe, expect, it } from "vitest";
import { clip, clipLine } from "../../src/core/util/clip.js";

describe("clip", () => {
  it("leaves text at or under the limit alone", () => {
    expect(clip("abcde", 5)).toBe("abcde");
    expect(clip("", 0)).toBe("");
  });

  it("cuts within the limit by default, the ellipsis counted", () => {
    expect(clip("abcdef", 5)).toBe("abcd…");
    expect(clip("abcdef", 5).length).toBe(5);
    expect(clip("abcdef", 0)).toBe("…");
  });

  it("cuts after the limit when asked: the first max characters, then the ellipsis", () => {
    expect(clip("abcdef", 5, "after")).toBe("abcde…");
  });
});

describe("clipLine", () => {
  it("makes one line of any whitespace, control character or Unicode line break, trimmed", () => {
    expect(clipLine("  a\n\tb\r\nc\u0085d\u2028e\u2029f\u0000g\u001bh\u007fi  ", 100)).toBe("a b c d e f g h i");
  });

  it("clips after collapsing, within or after the limit", () => {
    expect(clipLine("a   b   c   d", 5)).toBe("a b …");
    expect(clipLine("a   b   c   d", 5, "after")).toBe("a b c…");
  });

  it("a workflow command on a later line cannot start a line", () => {
    expect(clipLine("ok\n::error::forged", 200)).not.toMatch(/\n/);
  });
});
