// discoverySurfaceNotes reads the tool inventory of the first system/init event: it skips the
// JSON.parse of lines that cannot be one, and must find the event however it is written.
import { describe, expect, it } from "vitest";
import type { Cassette } from "../../src/core/cassette/types.js";
import { discoverySurfaceNotes } from "../../src/gate/staleness/discovery-note.js";

const cassette = (events: unknown[]): Cassette =>
  ({ events, scenario: { fidelity: "container" }, environment: { tier: "container" } }) as unknown as Cassette;
const before = [
  JSON.stringify({ type: "assistant", message: { content: [{ type: "text", text: "hello" }] } }),
  "not json",
  "",
];

describe("discovery-surface note", () => {
  it("notes an init inventory without the discovery servers' tools, after other lines", () => {
    const notes = discoverySurfaceNotes(
      cassette([...before, JSON.stringify({ type: "system", subtype: "init", tools: ["Bash", "Read"] })]),
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain("its 2-tool init inventory");
  });

  it("finds an init event written with \\u escapes", () => {
    const line = '{"type":"system","subtype":"\\u0069nit","tools":["Bash"]}';
    expect(line).not.toContain("init");
    expect(discoverySurfaceNotes(cassette([...before, line]))[0]).toContain("its 1-tool init inventory");
    // "init" written plainly before an escaped "system"
    const later = '{"subtype":"init","type":"\\u0073ystem","tools":["Bash","Read","Write"]}';
    expect(later).not.toContain('"system"');
    expect(discoverySurfaceNotes(cassette([...before, later]))[0]).toContain("its 3-tool init inventory");
  });

  it("no note when the inventory has the discovery tools, or there is no init event", () => {
    expect(
      discoverySurfaceNotes(
        cassette([JSON.stringify({ type: "system", subtype: "init", tools: ["mcp__skills__list"] })]),
      ),
    ).toEqual([]);
    expect(discoverySurfaceNotes(cassette(before))).toEqual([]);
  });
});
