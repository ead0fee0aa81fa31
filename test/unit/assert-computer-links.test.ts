import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { AssertContext } from "../../src/gate/assert/context.js";
import { computerLinkKeys, extractComputerLinks, normalizeHostPath } from "../../src/gate/assert/computer-links.js";
import { makeContext } from "../helpers/context.js";

const resolveAll = computerLinkKeys.computer_links_resolve!;
const ifPresent = computerLinkKeys.computer_links_resolve_if_present!;

let base: string;
let root: string;

function put(rel: string): void {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), "x");
}

function ctx(
  transcript: string,
  over: Partial<Omit<AssertContext, "record">> = {},
  folders: [string, string][] = [],
): AssertContext {
  const linkPaths = new Map([["outputs/link.md", "symlink"]]);
  return makeContext(
    { transcript },
    {
      workRoot: root,
      effectiveFidelity: "hostloop",
      linkPaths,
      linkResolution: {
        mode: "replay",
        folderPrefixes: new Map(folders),
        folderPrefixesRequiredButAbsent: false,
        linkPaths,
      },
      ...over,
    },
  );
}

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "links-"));
  root = join(base, "work");
  put("outputs/report.md");
  put("outputs/my report (draft).md");
  put("uploads/in.pdf");
  put("project/notes.txt");
  put("outputs/link.md");
  writeFileSync(join(base, "secret.txt"), "s");
  symlinkSync(join(base, "secret.txt"), join(root, "outputs", "escape.md"));
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("extractComputerLinks", () => {
  const raws = (text: string) => extractComputerLinks(text).map((l) => l.raw);

  it("reads the three forms, each once", () => {
    expect(raws("see `computer:///a/b.md` and [x](computer:///c/d.md) or computer:///e/f.md.")).toEqual([
      "/a/b.md",
      "/c/d.md",
      "/e/f.md.",
    ]);
  });

  it("balances parens in markdown targets and bare tokens", () => {
    expect(raws("[r](computer:///o/my report (draft).md) done")).toEqual(["/o/my report (draft).md"]);
    expect(raws("(see computer:///o/a(1).md)")).toEqual(["/o/a(1).md"]);
  });

  it("ends bare tokens at whitespace, quote, backtick, ] and backslash", () => {
    expect(raws('a computer:///x/1.md\tb "computer:///x/2.md" [computer:///x/3.md] computer:///x/4.md\\n')).toEqual([
      "/x/1.md",
      "/x/2.md",
      "/x/3.md",
      "/x/4.md",
    ]);
  });

  it("reads an unterminated markdown target by the bare-token rules", () => {
    expect(raws("[r](computer:///o/a.md and more")).toEqual(["/o/a.md"]);
  });

  it("percent-decodes per segment and marks VM-shaped payloads", () => {
    const [link] = extractComputerLinks("computer:///sessions/abc/mnt/outputs/my%20file.md");
    expect(link).toEqual({ raw: "/sessions/abc/mnt/outputs/my file.md", vmShaped: true });
    expect(extractComputerLinks("computer:///Users/me/mnt/outputs/a%2.md")[0]).toEqual({
      raw: "/Users/me/mnt/outputs/a%2.md",
      vmShaped: false,
    });
  });

  it("finds nothing in link-free text", () => {
    expect(raws("no links here, computer: // nope")).toEqual([]);
  });
});

describe("normalizeHostPath", () => {
  const map = new Map([
    ["/home/me/data", "data"],
    ["/home/me/data/project", "project"],
  ]);

  it("prefers the /mnt/outputs|uploads structural marker", () => {
    expect(normalizeHostPath("/tmp/run/work/session/mnt/outputs/a/b.md", map)).toBe("outputs/a/b.md");
    expect(normalizeHostPath("[REDACTED:local-path:1]/mnt/uploads/in.pdf", map)).toBe("uploads/in.pdf");
    expect(normalizeHostPath("/x/mnt/outputs", map)).toBe("outputs");
  });

  it("then maps the longest recorded folder prefix", () => {
    expect(normalizeHostPath("/home/me/data/project/notes.txt", map)).toBe("project/notes.txt");
    expect(normalizeHostPath("/home/me/data/x.txt", map)).toBe("data/x.txt");
    expect(normalizeHostPath("/home/me/data", map)).toBe("data");
    expect(normalizeHostPath("/home/me/database/x.txt", map)).toBeNull();
  });
});

describe("computer_links_resolve", () => {
  it("passes when every link resolves (the hostloop cassette's redacted host link)", () => {
    const t = "Done. [View report.md](computer://[REDACTED:local-path:50a51dcace16]/mnt/outputs/report.md)";
    expect(resolveAll(true, ctx(t))).toEqual({
      pass: true,
      evidence: "computer_links_resolve: 1 computer:// link(s) all resolved (tier: hostloop)",
    });
  });

  it("resolves VM-shaped links under the work tree and folder links via the prefix map", () => {
    const t =
      "computer:///sessions/s1/mnt/outputs/report.md and [n](computer:///home/me/project/notes.txt) and " +
      "[d](computer:///sessions/s1/mnt/outputs/my%20report%20(draft).md)";
    expect(resolveAll(true, ctx(t, {}, [["/home/me/project", "project"]])).pass).toBe(true);
  });

  it("fails on zero links (presence is required)", () => {
    const r = resolveAll(true, ctx("no links"));
    expect(r.pass).toBe(false);
    expect(r.message).toBe(
      "computer_links_resolve: no computer:// link in the transcript — cannot verify a deliverable link resolves (use computer_links_resolve_if_present to pass when no link is expected)",
    );
  });

  it("names every dangling link and what was checked", () => {
    const t =
      "computer:///sessions/s1/mnt/outputs/gone.md computer:///opt/elsewhere/x.md computer:///sessions/s1/mnt/outputs/report.md";
    const r = resolveAll(true, ctx(t));
    expect(r).toEqual({
      pass: false,
      message:
        "dangling computer:// link(s) (tier: hostloop): computer:///sessions/s1/mnt/outputs/gone.md — checked work tree: outputs/gone.md; " +
        "computer:///opt/elsewhere/x.md — checked no recorded folder/outputs/uploads prefix matched this host path (replay cannot probe the live filesystem)",
    });
  });

  it("counts a link placeholder as unresolved", () => {
    const r = resolveAll(true, ctx("computer:///sessions/s1/mnt/outputs/link.md"));
    expect(r.pass).toBe(false);
    expect(r.message).toContain("placeholder");
  });

  it("refuses links that climb out of, or symlink out of, the work root", () => {
    expect(resolveAll(true, ctx("computer:///sessions/s1/mnt/../../../secret.txt")).message).toContain(
      "unsafe path (escapes the work root)",
    );
    expect(resolveAll(true, ctx("computer:///sessions/s1/mnt/outputs/escape.md")).message).toContain(
      "a symlink escapes the work root",
    );
  });

  it("uses evidence-unavailable wording when the cassette has no folderPrefixMap", () => {
    const linkPaths = new Map<string, string>();
    const r = resolveAll(
      true,
      ctx("computer:///home/me/project/notes.txt", {
        linkResolution: { mode: "replay", folderPrefixes: new Map(), folderPrefixesRequiredButAbsent: true, linkPaths },
      }),
    );
    expect(r.pass).toBe(false);
    expect(r.message).toContain("evidence unavailable: the cassette records no folderPrefixMap");
    expect(r.message).toContain("cannot verify");
  });

  it("omits the tier note when the tier is unknown, and rejects a non-true argument", () => {
    expect(
      resolveAll(true, ctx("computer:///sessions/s/mnt/outputs/report.md", { effectiveFidelity: undefined })).evidence,
    ).toBe("computer_links_resolve: 1 computer:// link(s) all resolved");
    expect(resolveAll("yes", ctx("computer:///sessions/s/mnt/outputs/report.md")).pass).toBe(false);
  });
});

describe("computer_links_resolve_if_present", () => {
  it("passes vacuously with zero links", () => {
    expect(ifPresent(true, ctx("nothing to see"))).toEqual({
      pass: true,
      evidence:
        "computer_links_resolve_if_present: no computer:// links in the transcript (vacuous pass — _if_present)",
    });
  });

  it("still fails on a dangling link", () => {
    expect(ifPresent(true, ctx("computer:///sessions/s/mnt/uploads/none.pdf")).message).toMatch(
      /^dangling computer:\/\/ link\(s\)/,
    );
    expect(ifPresent(true, ctx("computer:///sessions/s/mnt/uploads/in.pdf")).pass).toBe(true);
  });
});
