/**
 * Privacy-scan additions of issue 26: phone numbers are a class of ours (with --allow-phone), an
 * input's uncommitted body says why it is not scanned, and a finding's message names where an
 * allow pattern goes that the gate reads and that it must match the whole finding.
 */
import { describe, expect, it } from "vitest";
import { scanCassette, scanText } from "../../src/gate/verify/privacy-scan.js";
import { phoneMatches } from "../../src/gate/verify/phone-matches.js";
import { allowListFromValues, ALLOW_HELP } from "../../src/gate/verify/allow-list.js";
import { privacyFindings } from "../../src/gate/check/check-one.js";
import type { Cassette } from "../../src/core/cassette/types.js";

const base = (over: Partial<Cassette> = {}): Cassette => ({
  scenario: { prompt: "p", session: "s.yaml", assert: [] },
  events: [],
  ...over,
});

describe("phone numbers", () => {
  it("are found the way people write them", () => {
    expect(
      phoneMatches("call +44 20 7946 0958 or (415) 555-0123, 415-555-0199, 415.555.0100 or +1-415-555-0123"),
    ).toEqual(["+44 20 7946 0958", "(415) 555-0123", "415-555-0199", "415.555.0100", "+1-415-555-0123"]);
  });

  it("are not digits that are something else: counts, ids, dates, versions, uuids, times, diffs", () => {
    const noise = [
      '"input_tokens":250000,"output_tokens":2000',
      "00000000-0000-4000-8000-000000000012",
      "2026-12-01T13:06:29Z",
      "version 2.1.332 and 10.531.50",
      "sha256 4153550123aa, toolu_01415555012345",
      "+12 -3 lines, took 415.5550123 ms",
      "$10531.50 on 415-5550-123",
    ].join("\n");
    expect(phoneMatches(noise)).toEqual([]);
  });

  it("are a privacy finding, cleared by --allow-phone (scoped to the class) or --allow", async () => {
    const text = "Reach Dana on +1 415 555 0123.";
    expect(scanText(text, "w", []).map((f) => [f.cls, f.sample])).toEqual([["phone", "+1 415 555 0123"]]);
    const phoneOnly = await allowListFromValues({ "allow-phone": ["\\+1 415 555 \\d{4}"] }, "/nonexistent-dir");
    expect(scanText(text, "w", phoneOnly)).toEqual([]);
    const otherClass = await allowListFromValues({ "allow-email": ["\\+1 415 555 \\d{4}"] }, "/nonexistent-dir");
    expect(scanText(text, "w", otherClass).map((f) => f.cls)).toEqual(["phone"]);
    expect(ALLOW_HELP).toContain("--allow-phone REGEX");
  });
});

describe("what a newcomer is told", () => {
  it("an upload kept as a digest is 'an input', not 'too large or unreadable'", () => {
    const f = scanCassette(
      base({
        artifacts: [
          { path: "uploads/notes.txt", bytes: 84, sha256: "x", truncated: true, truncationReason: "readonly" },
          { path: "outputs/big.bin", bytes: 9000000, sha256: "y", truncated: true, truncationReason: "size" },
        ],
      }),
    );
    expect(f.map((x) => x.sample)).toEqual([
      "(body not committed — an input the run was given (an upload or a read-only folder), kept as a digest only)",
      "(body not committed — too large to commit (9000000 bytes))",
    ]);
  });

  it("a privacy finding says the allow pattern must match the whole finding and goes in .cowork-allow-patterns", () => {
    const [f] = privacyFindings([{ where: "events[3]", cls: "email", sample: "jane@acme.com" }]);
    expect(f!.message).toBe(
      "possible email in events[3]: jane@acme.com — remove it from the recording (re-record without it), or, if it is not private, add a regex that matches the whole finding (e.g. jane@acme\\.com) as a line of .cowork-allow-patterns in the directory the gate runs in (check, record, verify and the Action read it; --allow* flags cover one command only)",
    );
    expect(ALLOW_HELP).toMatch(/matches whole \(it is anchored/);
  });
});

describe("host inventory at the protocol tier", () => {
  it("the pinned agent's built-in skills are not this machine's inventory; another skill is", () => {
    const init = JSON.stringify({
      type: "system",
      subtype: "init",
      skills: ["deep-research", "plugin-authoring", "workflow-authoring", "my-private-skill"],
      plugins: [{ name: "cc-plugin-plugin-authoring", path: "builtin" }],
    });
    const f = scanCassette(base({ effectiveFidelity: "protocol", events: [init] }));
    expect(f.filter((x) => x.cls === "host-inventory").map((x) => x.sample)).toEqual(["my-private-skill"]);
  });
});
