/**
 * Issue 38, item 5: the HTML report's colours match the gate. From real results (the gate's check of
 * a copy of the examples where one cassette's scenario prompt was edited — class `scenario`, gating
 * under the default `stale-inputs` — the skill was edited — class `skill`, a warning — and one
 * scenario gained an assertion the recording fails), the page lists, counts and filters the gating
 * stale cassette as failing, labelled "stale — fails the gate" in the failing colour, and the
 * warning one as amber "stale"; its header, counts and filter agree with the gate's conclusion; and
 * each Fix says what that cause's annotation says. The page's own script is run over a minimal DOM,
 * so the assertions read what the script renders from the written HTML.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { checkOne } from "../../src/gate/check/check-one.js";
import { buildGateReport, type GateReport } from "../../src/gate/report/gate-report.js";
import type { FailOn } from "../../src/gate/report/fail-on.js";
import { loadReportSources } from "../../src/gate/report/sources.js";
import { collectAnnotations } from "../../src/gate/report/annotations.js";
import { gateReportData } from "../../src/gate/report/html/write-report.js";
import { renderHtmlReport } from "../../src/gate/report/html/page.js";
import type { HtmlReportData } from "../../src/gate/report/html/model.js";
import type { ReplayResult } from "../../src/gate/replay/result.js";
import { EXAMPLE_SKILL_MD, examplesRepo } from "../helpers/fixtures.js";
import { git, type TempCopy } from "../helpers/git-copy.js";

const GATING = "examples/replays/csv-report.cassette.json";
const REASSERT = "examples/replays/deliver-report.cassette.json";
const WARNING = "examples/replays/denied-delete.cassette.json";
const CASSETTES = [GATING, REASSERT, WARNING, "examples/replays/metric-choice.cassette.json"];

// ---- a minimal DOM: what the page's script uses, no more ----

class Text {
  constructor(public textContent: string) {}
}

class El {
  readonly tagName: string;
  children: (El | Text)[] = [];
  readonly attrs = new Map<string, string>();
  readonly listeners = new Map<string, ((e: unknown) => void)[]>();
  className = "";
  tabIndex = 0;
  readonly classList = { add: (c: string): void => void (this.className = `${this.className} ${c}`.trim()) };
  constructor(tag: string) {
    this.tagName = tag.toUpperCase();
  }
  get textContent(): string {
    return this.children.map((c) => c.textContent).join("");
  }
  set textContent(v: string) {
    this.children = [new Text(String(v))];
  }
  appendChild(n: El | Text): El | Text {
    this.children.push(n);
    return n;
  }
  replaceChildren(...n: (El | Text)[]): void {
    this.children = n;
  }
  setAttribute(k: string, v: string): void {
    this.attrs.set(k, String(v));
  }
  getAttribute(k: string): string | null {
    return this.attrs.get(k) ?? null;
  }
  addEventListener(type: string, f: (e: unknown) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), f]);
  }
  focus(): void {}
  setSelectionRange(): void {}
  scrollIntoView(): void {}
  click(): void {
    for (const f of this.listeners.get("click") ?? []) f({ preventDefault() {}, target: this });
  }
  /** every element below this one, in document order */
  all(): El[] {
    return this.children.flatMap((c) => (c instanceof El ? [c, ...c.all()] : []));
  }
  querySelector(tag: string): El | undefined {
    return this.all().find((e) => e.tagName === tag.toUpperCase());
  }
}

interface Page {
  top: El;
  app: El;
  /** the hash the page shows: fires its hashchange listener */
  go(hash: string): void;
}

/** Runs the written page's own script over the minimal DOM, with its embedded data. */
function openPage(html: string): Page {
  const json = /<script type="application\/json" id="report-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const script = /<script>([\s\S]*?)<\/script>\s*<\/body>/.exec(html)![1]!;
  const body = new El("body");
  const top = new El("header");
  top.setAttribute("id", "top");
  const app = new El("main");
  app.setAttribute("id", "app");
  const data = new El("script");
  data.setAttribute("id", "report-data");
  data.textContent = json;
  body.replaceChildren(top, app, data);
  const windowListeners = new Map<string, (() => void)[]>();
  const location = { hash: "", pathname: "/report.html", search: "" };
  const document = {
    title: "",
    documentElement: new El("html"),
    createElement: (tag: string) => new El(tag),
    createTextNode: (text: string) => new Text(text),
    getElementById: (id: string) => body.all().find((e) => e.getAttribute("id") === id) ?? null,
    addEventListener: () => undefined,
  };
  const window = {
    addEventListener: (type: string, f: () => void) =>
      windowListeners.set(type, [...(windowListeners.get(type) ?? []), f]),
  };
  runInNewContext(script, {
    document,
    window,
    location,
    history: { pushState: () => undefined },
    performance: { now: () => 0 },
  });
  return {
    top,
    app,
    go(hash) {
      location.hash = hash;
      for (const f of windowListeners.get("hashchange") ?? []) f();
    },
  };
}

interface ListedRow {
  path: string;
  badge: string;
  badgeClass: string;
  rowClass: string;
  fix: string;
  fixCode: string[];
}

function listedRows(page: Page): ListedRow[] {
  return page.app
    .all()
    .filter((e) => e.tagName === "TR" && e.className.startsWith("row-"))
    .map((tr) => {
      const cells = tr.children as El[];
      const badge = cells[0]!.children[0] as El;
      return {
        path: cells[1]!.querySelector("a")!.textContent,
        badge: badge.textContent,
        badgeClass: badge.className,
        rowClass: tr.className,
        fix: cells[4]!.textContent,
        fixCode: cells[4]!.all().flatMap((e) => (e.tagName === "CODE" ? [e.textContent] : [])),
      };
    });
}

function filterButton(page: Page, filter: string): El {
  return page.app.all().find((e) => e.tagName === "BUTTON" && e.getAttribute("data-filter") === filter)!;
}

/** The rows each filter shows, and the count its button gives. */
function filtered(page: Page): Record<string, { count: number; paths: string[] }> {
  const out: Record<string, { count: number; paths: string[] }> = {};
  for (const f of ["all", "fail", "stale", "error", "pass"]) {
    filterButton(page, f).click();
    const button = filterButton(page, f);
    out[f] = {
      count: Number(/\((\d+)\)$/.exec(button.textContent)![1]),
      paths: listedRows(page).map((r) => r.path),
    };
  }
  filterButton(page, "all").click();
  return out;
}

function headerOf(page: Page): { h1: string; totals: string[] } {
  const totals = page.top.all().find((e) => e.className === "totals")!;
  return { h1: page.top.querySelector("h1")!.textContent, totals: (totals.children as El[]).map((b) => b.textContent) };
}

// ---- the gate's real results ----

let repo: TempCopy;
let results: ReplayResult[];

beforeAll(async () => {
  repo = examplesRepo({ git: true });
  const edit = (rel: string, change: (text: string) => string): void => {
    const p = join(repo.dir, rel);
    const before = readFileSync(p, "utf8");
    const after = change(before);
    expect(after, rel).not.toBe(before);
    writeFileSync(p, after);
  };
  edit("examples/scenarios/csv-report.yaml", (s) =>
    s.replace("write a Markdown report", "write a short Markdown report"),
  );
  edit(EXAMPLE_SKILL_MD, (s) => `${s}\nAlways round revenue to whole dollars.\n`);
  edit("examples/scenarios/deliver-report.yaml", (s) => `${s}  - tool_called: WebSearch\n`);
  git(repo.dir, "commit", "-qam", "edit a prompt, the skill and an assertion");
  results = [];
  // named by absolute path, as the gate names them: the report makes them relative to the workspace
  for (const c of CASSETTES) {
    const file = join(repo.dir, c);
    results.push((await checkOne(file, file, { mode: "check" })).result);
  }
});
afterAll(() => repo?.cleanup());

async function built(
  of: readonly ReplayResult[],
  failOn?: FailOn[],
): Promise<{ report: GateReport; data: HtmlReportData; html: string; page: Page }> {
  const report = buildGateReport(of, {
    sources: await loadReportSources(of),
    root: repo.dir,
    ...(failOn ? { failOn } : {}),
  });
  const data = await gateReportData(report, of, { root: repo.dir, now: new Date(0) });
  const html = renderHtmlReport(data);
  return { report, data, html, page: openPage(html) };
}

const embedded = (html: string): HtmlReportData =>
  JSON.parse(
    /<script type="application\/json" id="report-data">([\s\S]*?)<\/script>/.exec(html)![1]!,
  ) as HtmlReportData;

describe("the HTML report's colours match the gate", () => {
  it("the results are the ones the issue names: a gating scenario edit, a warning skill edit, a failed re-evaluated assertion", async () => {
    const { report } = await built(results);
    const row = (c: string) => report.rows.find((r) => r.cassette === c)!;
    expect(row(GATING)).toMatchObject({ status: "stale", causes: ["stale"], gateFailing: true });
    expect(row(GATING).staleness.map((s) => [s.class, s.gating])).toEqual([
      ["skill", false],
      ["scenario", true],
    ]);
    expect(row(WARNING)).toMatchObject({ status: "stale", causes: ["stale"], gateFailing: false });
    expect(row(WARNING).staleness.map((s) => [s.class, s.gating])).toEqual([["skill", false]]);
    expect(row(REASSERT)).toMatchObject({ status: "fail", causes: ["reassert", "stale"], gateFailing: true });
    // the gate's totals count the gating stale cassette as stale: the page must not
    expect(report.totals).toMatchObject({ failed: 1, stale: 3 });
    expect(report.conclusion).toBe("failure");
  });

  it("a stale cassette that fails the gate is labelled, counted and filtered as failing; one that warns stays amber", async () => {
    const { report, data, html, page } = await built(results);
    const byPath = (p: string) => data.cassettes.find((c) => c.path === p)!;
    // the built data, and the same in the written page
    for (const d of [data, embedded(html)]) {
      expect(d.conclusion).toBe(report.conclusion);
      expect(d.totals).toEqual({ cassettes: 4, passed: 0, failed: 2, stale: 2, errored: 0, failedAndStale: 2 });
    }
    expect(byPath(GATING)).toMatchObject({ status: "stale", pageStatus: "fail", label: "stale — fails the gate" });
    expect(byPath(WARNING)).toMatchObject({ status: "stale", pageStatus: "stale", label: "stale" });
    expect(byPath(REASSERT)).toMatchObject({ status: "fail", pageStatus: "fail", label: "fail" });

    // what the page's script renders
    const rows = listedRows(page);
    const listed = (p: string) => rows.find((r) => r.path === p)!;
    expect(listed(GATING)).toMatchObject({
      badge: "stale — fails the gate",
      badgeClass: "badge b-fail",
      rowClass: "row-fail",
    });
    expect(listed(WARNING)).toMatchObject({ badge: "stale", badgeClass: "badge b-stale", rowClass: "row-stale" });
    // failing first: the gating stale cassette is listed with the failed ones, before the warnings
    expect(
      rows
        .map((r) => r.path)
        .slice(0, 2)
        .sort(),
    ).toEqual([GATING, REASSERT].sort());

    const f = filtered(page);
    expect(f.fail).toEqual({ count: 2, paths: [GATING, REASSERT] });
    expect(f.stale!.paths).not.toContain(GATING);
    expect(f.stale!.paths).toContain(WARNING);
    expect(f.fail!.paths).not.toContain(WARNING);
    // the counts and the filters agree: each button counts the rows it shows, and they partition the page
    for (const [name, v] of Object.entries(f)) expect(v.count, name).toBe(v.paths.length);
    expect(f.fail!.count + f.stale!.count + f.error!.count + f.pass!.count).toBe(f.all!.count);

    // the header says the gate failed, and its counts are the filters'
    const header = headerOf(page);
    expect(header.h1).toMatch(/^failed/);
    expect(header.totals).toEqual(["4 cassettes", "0 passed", "2 failed", "2 stale", "0 errored"]);

    // the cassette's own page: the same badge, and the staleness that fails the gate says so
    page.go(`#cassette/${GATING.replace(/\.cassette\.json$/, "")}`);
    const h2 = page.app.querySelector("h2")!;
    expect((h2.children[0] as El).className).toBe("badge b-fail");
    expect(h2.textContent).toContain("stale — fails the gate");
    const cards = page.app
      .all()
      .filter((e) => e.className.startsWith("card") && e.textContent.includes("changed since"));
    expect(cards.map((c) => [c.className, (c.children[0] as El).className, c.children[0]!.textContent])).toEqual([
      ["card", "badge b-stale", "skill"],
      ["card fail", "badge b-fail", "scenario — fails the gate"],
    ]);
  });

  it("the header, counts and filter follow the policy: the same staleness that only warns is amber and the gate passes", async () => {
    // a skill edit alone warns under the default policy
    const warning = await built(results.filter((r) => r.cassette.endsWith(WARNING)));
    expect(warning.report.conclusion).toBe("success");
    expect(warning.data.cassettes.map((c) => [c.pageStatus, c.label])).toEqual([["stale", "stale"]]);
    expect(headerOf(warning.page).h1).toMatch(/^passed/);
    expect(filtered(warning.page).fail).toEqual({ count: 0, paths: [] });
    expect(listedRows(warning.page).map((r) => r.badge)).toEqual(["stale"]);
    // the scenario edit does not gate where the policy leaves stale inputs out
    const lenient = await built(
      results.filter((r) => r.cassette.endsWith(GATING)),
      ["assertions"],
    );
    expect(lenient.report.conclusion).toBe("success");
    expect(lenient.data.cassettes.map((c) => [c.pageStatus, c.label])).toEqual([["stale", "stale"]]);
    expect(listedRows(lenient.page).map((r) => [r.badge, r.badgeClass])).toEqual([["stale", "badge b-stale"]]);
    expect(filtered(lenient.page).stale).toEqual({ count: 1, paths: [GATING] });
    expect(lenient.data.totals).toMatchObject({ failed: 0, stale: 1 });
  });

  it("each Fix says what the cause's annotation says: a failed re-evaluated assertion is corrected, not only re-recorded", async () => {
    const { report, data, page } = await built(results);
    const annotations = collectAnnotations(report);
    const rows = listedRows(page);
    const cassette = (p: string) => data.cassettes.find((c) => c.path === p)!;

    // the failed re-evaluated assertion: the annotation's fix, not the bare re-record command
    const reassert = report.rows.find((r) => r.cassette === REASSERT)!;
    const note = annotations.find(
      (a) => a.title.startsWith("assertion failed (re-evaluated") && a.message.startsWith("deliver-report: "),
    )!;
    const fix = cassette(REASSERT).fix;
    expect(fix).toMatch(/^correct the edited assertion, or, if the skill now does what it asks, re-record \(/);
    expect(note.message.endsWith(`Fix: ${fix}`), note.message).toBe(true);
    expect(fix).not.toBe(reassert.fix);
    const listed = rows.find((r) => r.path === REASSERT)!;
    expect(listed.fix).toBe(fix);
    expect(listed.fixCode).toContain(reassert.fixParts.command);

    // the gating staleness: its annotation's fix (the lead cause shown is the finding that fails the gate)
    const gating = report.rows.find((r) => r.cassette === GATING)!;
    const scenario = gating.staleness.find((s) => s.class === "scenario")!;
    expect(cassette(GATING).cause).toBe(scenario.message);
    const staleNote = annotations.find((a) => a.level === "error" && a.title.includes(` ${GATING} is stale`))!;
    expect(staleNote.message.endsWith(`Fix: ${cassette(GATING).fix}`), staleNote.message).toBe(true);
    expect(rows.find((r) => r.path === GATING)!.fix).toBe(cassette(GATING).fix);
  });

  it("an unreadable cassette: its Fix is the error's own (restore it or re-record it), said once", async () => {
    const rel = "examples/replays/truncated.cassette.json";
    const file = join(repo.dir, rel);
    writeFileSync(file, readFileSync(join(repo.dir, GATING), "utf8").slice(0, 200));
    const { result } = await checkOne(file, file, { mode: "check" });
    const { report, data, page } = await built([result]);
    const row = report.rows[0]!;
    expect(row.status).toBe("error");
    // the annotation of an unreadable cassette is its error, which ends with the fix
    const [note] = collectAnnotations(report);
    expect(note!.message).toBe(row.error);
    const c = data.cassettes[0]!;
    expect(c.fix).toBe(`restore it (git checkout -- ${rel}) or re-record it (${row.fix})`);
    expect(note!.message.endsWith(`— fix: ${c.fix}`)).toBe(true);
    expect(c.cause).not.toContain("fix:");
    const [listed] = listedRows(page);
    expect(listed).toMatchObject({ badge: "error", fix: c.fix });
    expect(listed!.fixCode).toEqual([`git checkout -- ${rel}`, row.fixParts.command]);
    expect(data.totals).toMatchObject({ errored: 1, failed: 0 });
  });
});
