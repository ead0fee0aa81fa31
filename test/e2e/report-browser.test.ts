/**
 * The HTML report in a real browser (Debian's Chromium through playwright-core): a failing gate
 * with hostile content, a stale gate, and a re-record, each written by the built CLI from copies of
 * the examples, and a gate failed by staleness alone (written by the gate's code in this process). Each opens with no console error and no request beyond its own file; every view
 * renders (screenshots compared with committed goldens, within a tolerance); the keyboard reaches
 * everything; axe-core finds no serious or critical violation; and a tool result holding <script>
 * or a file name with quotes and newlines shows as text.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { REPO_ROOT } from "../helpers/paths.js";
import { runCli } from "../helpers/run-cli.js";
import { git } from "../helpers/git-copy.js";
import { browserMissing, launchBrowser } from "../helpers/browser.js";
import { rerecordReportData } from "../../src/live/rerecord/html-report-data.js";
import { writeHtmlReport } from "../../src/gate/report/html/write-report.js";
import { semanticDiff } from "../../src/gate/diff/semantic.js";
import { loadCassetteFile } from "../../src/core/cassette/load.js";
import { checkOne } from "../../src/gate/check/check-one.js";
import { buildGateReport } from "../../src/gate/report/gate-report.js";
import { loadReportSources } from "../../src/gate/report/sources.js";
import { gateReportData } from "../../src/gate/report/html/write-report.js";
import { withCoverage } from "../../src/gate/report/coverage-report.js";
import { withSkillLint } from "../../src/gate/report/skill-lint-report.js";

const GOLDEN = join(REPO_ROOT, "test/golden/report");
const UPDATE = process.env.UPDATE_GOLDENS === "1";
/** share of pixels allowed to differ (font hinting, anti-aliasing) */
const TOLERANCE = 0.02;
const EPOCH = "1798761600"; // 2027-01-01: a fixed date keeps the page identical between runs
const HOSTILE_FILE = "out\"puts/we'ird\nname<b>.txt";
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let work: string;
let context: BrowserContext | undefined;
let close: (() => Promise<void>) | undefined;
const reports: Record<string, string> = {};

function workspace(name: string): string {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  cpSync(join(REPO_ROOT, "examples"), join(dir, "examples"), { recursive: true });
  return dir;
}

function writeReport(dir: string, out: string): void {
  const r = runCli(["report", "--html", out, "examples"], { cwd: dir, env: { SOURCE_DATE_EPOCH: EPOCH } });
  expect(r.stderr).toMatch(/wrote /);
  expect(r.code).toBe(0);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "report-browser-"));
  // a failing gate: one more assertion in a scenario file (judged by reassert), and hostile content in a cassette
  const failing = workspace("failing");
  const scenario = join(failing, "examples/scenarios/csv-report.yaml");
  writeFileSync(
    scenario,
    readFileSync(scenario, "utf8").replace(
      "  - tool_not_called: WebFetch\n",
      "  - tool_not_called: WebFetch\n  - tool_called: WebSearch\n",
    ),
  );
  const hostilePath = join(failing, "examples/replays/metric-choice.cassette.json");
  const hostile = JSON.parse(readFileSync(hostilePath, "utf8")) as { events: string[]; artifacts: { path: string }[] };
  hostile.events = hostile.events.map((e) =>
    e.includes('"tool_result"')
      ? e.replace(
          "Your questions have been answered",
          "<script>window.__pwned=1<\\/script><img src=x onerror=window.__pwned=2> answered",
        )
      : e,
  );
  hostile.artifacts.push({ ...hostile.artifacts[0]!, path: HOSTILE_FILE });
  writeFileSync(hostilePath, JSON.stringify(hostile, null, 2));
  reports.failing = join(work, "failing.html");
  writeReport(failing, reports.failing);
  // a stale gate: the skill changed since the recordings
  const stale = workspace("stale");
  git(stale, "init", "-q", "-b", "main");
  git(stale, "add", "-A");
  git(stale, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "examples");
  const skill = join(stale, "examples/skills/csv-metrics/skills/csv-metrics/SKILL.md");
  writeFileSync(skill, readFileSync(skill, "utf8") + "\nAlways round revenue to whole dollars.\n");
  git(stale, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qam", "edit the skill");
  reports.stale = join(work, "stale.html");
  writeReport(stale, reports.stale);
  // the same stale gate from its results file, one cassette's re-run with its recorded model turns diverged
  const checked = runCli(["check", "examples", "--results", "results.json"], { cwd: stale });
  expect(checked.code, checked.stderr).toBeLessThanOrEqual(1);
  const results = JSON.parse(readFileSync(join(stale, "results.json"), "utf8")) as {
    results: Record<string, unknown>[];
  };
  const target = results.results.find((r) => String(r.cassette).endsWith("csv-report.cassette.json"))!;
  target.rerun = {
    status: "diverged",
    message: "diverged at turn 2: expected a Bash tool_use running metrics.mjs, got Read of uploads/sales.csv",
    passed: 6,
    total: 8,
    failing: [{ assertion: { tool_called: "Bash" }, pass: false, message: "tool not called: Bash" }],
    toolResults: [
      {
        index: 2,
        toolUseId: "toolu_t2_1",
        tool: "Bash",
        old: { bytes: 28, sha256: "a".repeat(64) },
        new: { bytes: 26, sha256: "b".repeat(64) },
      },
    ],
    artifacts: { added: [], removed: [], changed: ["outputs/metrics.md"] },
    assertionsFrom: "frozen",
    written: false,
    durationMs: 4200,
  };
  writeFileSync(join(stale, "results.json"), JSON.stringify(results));
  reports.rerun = join(work, "rerun.html");
  const fromResults = runCli(["report", "--html", reports.rerun, "results.json"], {
    cwd: stale,
    env: { SOURCE_DATE_EPOCH: EPOCH },
  });
  expect(fromResults.code, fromResults.stderr).toBe(0);
  // a gate failed by staleness alone: a scenario prompt edited (class scenario, gating under the default
  // stale-inputs) and the skill edited (class skill, a warning for every cassette)
  const gating = workspace("gating");
  git(gating, "init", "-q", "-b", "main");
  git(gating, "add", "-A");
  git(gating, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "examples");
  const prompt = join(gating, "examples/scenarios/csv-report.yaml");
  writeFileSync(
    prompt,
    readFileSync(prompt, "utf8").replace("write a Markdown report", "write a short Markdown report"),
  );
  const gatingSkill = join(gating, "examples/skills/csv-metrics/skills/csv-metrics/SKILL.md");
  writeFileSync(gatingSkill, readFileSync(gatingSkill, "utf8") + "\nAlways round revenue to whole dollars.\n");
  git(gating, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qam", "edit a prompt and the skill");
  const gatingResults = [];
  for (const name of ["csv-report", "deliver-report", "denied-delete", "metric-choice"]) {
    const file = join(gating, `examples/replays/${name}.cassette.json`);
    gatingResults.push((await checkOne(file, file, { mode: "check" })).result);
  }
  const gatingReport = buildGateReport(gatingResults, {
    sources: await loadReportSources(gatingResults),
    root: gating,
  });
  expect(gatingReport.conclusion).toBe("failure");
  expect(gatingReport.totals).toMatchObject({ failed: 0, stale: 4 });
  reports.gating = join(work, "gating.html");
  await writeHtmlReport(
    reports.gating,
    await gateReportData(gatingReport, gatingResults, { root: gating, now: new Date(Number(EPOCH) * 1000) }),
  );
  // the same gate judged against a base: a scenario added without a cassette, a test removed whole
  reports.coverage = join(work, "coverage.html");
  const coverageReport = withSkillLint(
    withCoverage(gatingReport, {
      scenarios: 5,
      unrecorded: [{ scenario: "examples/scenarios/new-test.yaml", why: "added" }],
      removed: [{ cassette: "examples/replays/old.cassette.json", scenario: "examples/scenarios/old.yaml" }],
      changed: [{ cassette: "examples/replays/csv-report.cassette.json", change: "re-recorded" }],
      base: { ref: "main", sha: "9049f1265b7d61be4a8904a9a27120d2064dab3b" },
    }),
    [
      {
        file: "examples/skills/csv-metrics/skills/csv-metrics/SKILL.md",
        line: 20,
        ruleId: "plugin-root-in-vm-bash",
        severity: "WARN",
        message: "${CLAUDE_PLUGIN_ROOT} in a bash block: unset in the session's VM",
        fix: "find the plugin's folder at run time",
      },
    ],
  );
  await writeHtmlReport(
    reports.coverage,
    await gateReportData(coverageReport, gatingResults, { root: gating, now: new Date(Number(EPOCH) * 1000) }),
  );
  // a re-record: the before/after of a refreshed cassette (the semantic diff of two real recordings)
  const before = (await loadCassetteFile(join(REPO_ROOT, "examples/replays/csv-report.cassette.json"))).cassette;
  const afterPath = join(REPO_ROOT, "examples/replays/deliver-report.cassette.json");
  const after = (await loadCassetteFile(afterPath)).cassette;
  const diff = semanticDiff(before, after, {
    verdictBefore: false,
    verdictAfter: true,
    trigger: ["stale-skill: SKILL.md changed"],
  });
  reports.rerecord = join(work, "rerecord.html");
  const data = await rerecordReportData(
    [
      {
        cassettePath: afterPath,
        format: "v12",
        status: "refreshed",
        reasons: ["stale-skill: SKILL.md changed"],
        costUsd: 0.0194,
        diff,
      },
    ],
    { root: REPO_ROOT, ok: true, line: "1 cassette refreshed" },
  );
  data.generatedAt = new Date(Number(EPOCH) * 1000).toISOString();
  await writeHtmlReport(reports.rerecord, data);
  if (!browserMissing) ({ context, close } = await launchBrowser());
}, 120_000);

afterAll(async () => {
  await close?.();
  rmSync(work, { recursive: true, force: true });
});

interface Opened {
  page: Page;
  problems: string[];
}

async function open(file: string, hash = ""): Promise<Opened> {
  const page = await context!.newPage();
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("request", (r) => {
    if (r.url().split("#")[0] !== `file://${file}`) problems.push(`request: ${r.url()}`);
  });
  await page.goto(`file://${file}${hash}`);
  await page.waitForSelector("html[data-rendered]");
  return { page, problems };
}

/** Share of pixels that differ between two PNGs, compared in a canvas of a blank page. */
async function pixelDiff(a: Buffer, b: Buffer): Promise<number> {
  const page = await context!.newPage();
  try {
    return await page.evaluate(
      async ([x, y]) => {
        const load = (src: string): Promise<HTMLImageElement> =>
          new Promise((res, rej) => {
            const img = new Image();
            img.onload = () => res(img);
            img.onerror = rej;
            img.src = src;
          });
        const [ia, ib] = await Promise.all([load(x!), load(y!)]);
        if (ia.width !== ib.width || Math.abs(ia.height - ib.height) > 40) return 1;
        const w = ia.width;
        const h = Math.min(ia.height, ib.height);
        const data = (img: HTMLImageElement): Uint8ClampedArray => {
          const c = document.createElement("canvas");
          c.width = w;
          c.height = h;
          const ctx = c.getContext("2d")!;
          ctx.drawImage(img, 0, 0);
          return ctx.getImageData(0, 0, w, h).data;
        };
        const da = data(ia);
        const db = data(ib);
        let diff = 0;
        for (let i = 0; i < da.length; i += 4)
          if (Math.abs(da[i]! - db[i]!) + Math.abs(da[i + 1]! - db[i + 1]!) + Math.abs(da[i + 2]! - db[i + 2]!) > 48)
            diff++;
        return diff / (w * h);
      },
      [`data:image/png;base64,${a.toString("base64")}`, `data:image/png;base64,${b.toString("base64")}`],
    );
  } finally {
    await page.close();
  }
}

async function matchesGolden(page: Page, name: string): Promise<void> {
  const shot = await page.screenshot({ fullPage: true });
  const golden = join(GOLDEN, `${name}.png`);
  if (UPDATE || !existsSync(golden)) {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(golden, shot);
    if (!UPDATE)
      throw new Error(`no golden ${name}.png: written now — review and commit it (UPDATE_GOLDENS=1 rewrites them)`);
    return;
  }
  const share = await pixelDiff(shot, readFileSync(golden));
  if (share > TOLERANCE) writeFileSync(join(work, `${name}.actual.png`), shot);
  expect(
    share,
    `${name}: ${(share * 100).toFixed(2)}% of pixels differ from test/golden/report/${name}.png`,
  ).toBeLessThanOrEqual(TOLERANCE);
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: unknown) => Promise<unknown> } }).axe.run({ resultTypes: ["violations"] }),
  )) as { violations: { id: string; impact: string; nodes: unknown[] }[] };
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length} node(s))`);
}

describe.skipIf(browserMissing !== undefined)(
  `the HTML report in Chromium${browserMissing ? ` — SKIPPED: ${browserMissing}` : ""}`,
  () => {
    it("is one self-contained file with a strict content-security policy", () => {
      const html = readFileSync(reports.failing!, "utf8");
      expect(html).toMatch(
        /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-[^']+'; style-src 'sha256-[^']+';/,
      );
      expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)="(?!data:)/i);
      expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    });

    it("a failing gate: the list, its filters and search, with no console error and no request", async () => {
      const { page, problems } = await open(reports.failing!);
      await expect.poll(() => page.locator("tbody tr").count()).toBe(4);
      await expect(page.locator("h1").textContent()).resolves.toContain("failed");
      await page.locator("button[data-filter=fail]").click();
      const failedRows = await page.locator("tbody tr").count();
      expect(failedRows).toBeGreaterThanOrEqual(1);
      expect(failedRows).toBeLessThan(4);
      await page.locator("button[data-filter=all]").click();
      await page.locator("#q").fill("deliver");
      await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
      await page.locator("#q").fill("");
      await matchesGolden(page, "failing-list");
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });

    it("a deep link opens the failing cassette at its failing assertion, with evidence and YAML line", async () => {
      const { page, problems } = await open(reports.failing!, "#cassette/examples/replays/csv-report");
      const target = page.locator(".card.target");
      await expect(target.count()).resolves.toBe(1);
      const text = (await target.textContent()) ?? "";
      expect(text).toContain("tool_called");
      expect(text).toMatch(/examples\/scenarios\/csv-report\.yaml:\d+/);
      expect(await page.evaluate(() => document.activeElement?.classList.contains("target"))).toBe(true);
      await expect(page.locator("ol.tl > li").count()).resolves.toBeGreaterThan(3);
      // the example was recorded against a scripted model: its cost is nobody's bill
      expect(await page.locator("ol.tl > li.k-result").textContent()).toMatch(
        /\$\d+\.\d{4} \(scripted model: not billed\)/,
      );
      for (const tab of ["Tools", "Questions", "Dispatches", "Tool durations", "Tool errors", "Files", "Usage"]) {
        await page.getByRole("tab", { name: tab }).click();
        await expect(page.locator("#view-panel").count()).resolves.toBe(1);
      }
      await page.getByRole("tab", { name: "Tools" }).click();
      await matchesGolden(page, "failing-cassette");
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });

    it("hostile content renders as text", async () => {
      const { page, problems } = await open(reports.failing!, "#cassette/examples/replays/metric-choice");
      await page.locator("details.io summary", { hasText: "Result" }).first().click();
      const body = (await page.locator("main").textContent()) ?? "";
      expect(body).toContain("<script>window.__pwned=1</script>");
      expect(body).toContain("<img src=x onerror=window.__pwned=2>");
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator("main img, main script, main b").count()).toBe(0);
      await page.getByRole("tab", { name: "Files" }).click();
      expect((await page.locator("#view-panel").textContent()) ?? "").toContain(HOSTILE_FILE);
      expect(problems).toEqual([]);
      await page.close();
    });

    it("the keyboard reaches the search, the filters, a cassette, the trace tabs and back", async () => {
      const { page, problems } = await open(reports.failing!);
      await page.keyboard.press("/");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("q");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-filter"))).toBe("all");
      for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("A");
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => location.hash.startsWith("#cassette/"));
      await page.getByRole("tab", { name: "Tools" }).focus();
      await page.keyboard.press("ArrowRight");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Questions");
      expect(await page.getByRole("tab", { name: "Questions" }).getAttribute("aria-selected")).toBe("true");
      await page.keyboard.press("Escape");
      await expect.poll(() => page.locator("#q").count()).toBe(1);
      expect(problems).toEqual([]);
      await page.close();
    });

    it("a stale gate shows the finding and the changed files", async () => {
      const { page, problems } = await open(reports.stale!);
      expect(await page.locator("tbody tr.row-stale").count()).toBeGreaterThanOrEqual(1);
      await page.locator("tbody tr.row-stale a").first().click();
      const section = (await page.locator("section", { hasText: "Staleness" }).first().textContent()) ?? "";
      expect(section).toMatch(/SKILL\.md/);
      await matchesGolden(page, "stale-cassette");
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });

    it("a gate failed by staleness alone: the Failed filter shows the gating stale cassette, in the failing colour", async () => {
      const { page, problems } = await open(reports.gating!);
      await expect.poll(() => page.locator("tbody tr").count()).toBe(4);
      // the header, the counts and the filter agree with the gate: it failed, on one cassette
      await expect(page.locator("h1").textContent()).resolves.toContain("failed");
      await expect(page.locator(".totals").textContent()).resolves.toContain("1 failed");
      await expect(page.locator("button[data-filter=fail]").textContent()).resolves.toBe("Failed (1)");
      await expect(page.locator("button[data-filter=stale]").textContent()).resolves.toBe("Stale (3)");
      const colour = (badge: ReturnType<Page["locator"]>): Promise<string> =>
        badge.evaluate((e) => getComputedStyle(e).color);
      await page.locator("button[data-filter=fail]").click();
      await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
      const row = page.locator("tbody tr").first();
      await expect(row.locator("a").textContent()).resolves.toBe("examples/replays/csv-report.cassette.json");
      await expect(row.locator(".badge").textContent()).resolves.toBe("stale — fails the gate");
      expect(await colour(row.locator(".badge"))).toBe("rgb(207, 34, 46)"); // --fail
      // staleness that only warns keeps the amber "stale"
      await page.locator("button[data-filter=stale]").click();
      await expect.poll(() => page.locator("tbody tr").count()).toBe(3);
      expect(await page.locator("tbody tr a").allTextContents()).not.toContain(
        "examples/replays/csv-report.cassette.json",
      );
      for (const badge of await page.locator("tbody tr .badge").all()) {
        await expect(badge.textContent()).resolves.toBe("stale");
        expect(await colour(badge)).toBe("rgb(138, 90, 0)"); // --stale
      }
      await page.locator("button[data-filter=fail]").click();
      await page.locator("tbody tr a").first().click();
      await expect(page.locator("main h2").first().textContent()).resolves.toContain("stale — fails the gate");
      const staleness = (await page.locator("section", { hasText: "Staleness" }).first().textContent()) ?? "";
      expect(staleness).toContain("scenario — fails the gate");
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });

    it("a gate judged against its base shows the unrecorded scenarios and removed tests above the rows", async () => {
      const { page, problems } = await open(reports.coverage!);
      const section = page.locator("section.coverage");
      await expect(section.locator("h2").allTextContents()).resolves.toEqual([
        "Unrecorded scenarios (1)",
        "Removed tests (1)",
        "Changed in this pull request (1)",
      ]);
      const item = section.locator("ul.unrecorded li").first();
      await expect(item.locator(".badge").textContent()).resolves.toBe("unrecorded — fails the gate");
      expect(await item.locator(".badge").evaluate((e) => getComputedStyle(e).color)).toBe("rgb(207, 34, 46)");
      await expect(item.textContent()).resolves.toContain(
        "examples/scenarios/new-test.yaml — added in this pull request without a cassette — fix: record it (cowork-harness record examples/scenarios/new-test.yaml)",
      );
      await expect(section.locator("ul.removed li").textContent()).resolves.toBe(
        "test removed: examples/replays/old.cassette.json was removed with its scenario examples/scenarios/old.yaml",
      );
      await expect(section.textContent()).resolves.toContain("judged against the base main (9049f1265b7d)");
      // lint-skill's finding on the changed SKILL.md, at its line, a warning (fail-on has no skill-lint)
      const skill = page.locator("section.skill-lint");
      await expect(skill.locator("h2").textContent()).resolves.toBe(
        "Skill files changed in this pull request: lint-skill (1)",
      );
      await expect(skill.locator("li").textContent()).resolves.toBe(
        "lint-skill examples/skills/csv-metrics/skills/csv-metrics/SKILL.md:20 — plugin-root-in-vm-bash: ${CLAUDE_PLUGIN_ROOT} in a bash block: unset in the session's VM — fix: find the plugin's folder at run time",
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });

    it("a stale gate's re-run shows where it diverged and what changed", async () => {
      const { page, problems } = await open(reports.rerun!, "#cassette/examples/replays/csv-report");
      const section = page.locator("section", { hasText: "Re-run with the recorded model turns" });
      const text = (await section.textContent()) ?? "";
      expect(text).toContain("diverged at turn 2: expected a Bash tool_use");
      expect(text).toContain("6/8");
      expect(text).toContain("tool not called: Bash");
      expect(text).toContain(`recorded 28 bytes, sha256 ${"a".repeat(16)}; re-run 26 bytes, sha256 ${"b".repeat(16)}`);
      expect(text).toContain("outputs/metrics.md");
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });

    it("a re-record shows each cassette before and after, side by side", async () => {
      const { page, problems } = await open(reports.rerecord!, "#cassette/examples/replays/deliver-report");
      const side = page.locator("section[aria-label='Before and after']");
      await expect(side.count()).resolves.toBe(1);
      const text = (await side.textContent()) ?? "";
      expect(text).toContain("Before");
      expect(text).toContain("After");
      expect(await side.locator(".m-added, .m-removed, .m-changed").count()).toBeGreaterThan(0);
      await matchesGolden(page, "rerecord-cassette");
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });
  },
);
