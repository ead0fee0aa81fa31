// The HTML report at scale: its size and its time to first render in Chromium, for 10 and 1,000
// cassettes (copies of the examples, one in four failing). Needs a built dist/ and Debian's
// chromium (CHROMIUM_PATH). Usage: node bench/report-html.mjs [counts...]
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";

const root = resolve(import.meta.dirname, "..");
const cli = join(root, "dist/cli.js");
const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const work = mkdtempSync(join(tmpdir(), "report-bench-"));
try {
  cpSync(join(root, "examples"), join(work, "examples"), { recursive: true });
  const scenario = join(work, "examples/scenarios/csv-report.yaml");
  writeFileSync(
    scenario,
    readFileSync(scenario, "utf8").replace(
      "  - tool_not_called: WebFetch\n",
      "  - tool_not_called: WebFetch\n  - tool_called: WebSearch\n",
    ),
  );
  const check = spawnSync(process.execPath, [cli, "check", "examples", "--results", "base.json"], {
    cwd: work,
    encoding: "utf8",
  });
  if (!statSync(join(work, "base.json"), { throwIfNoEntry: false })) throw new Error(`check failed: ${check.stderr}`);
  const base = JSON.parse(readFileSync(join(work, "base.json"), "utf8"));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  for (const n of counts.length ? counts : [10, 1000]) {
    const dir = join(work, `n${n}`);
    mkdirSync(dir, { recursive: true });
    const results = [];
    for (let i = 0; i < n; i++) {
      const r = base.results[i % base.results.length];
      const copy = join(dir, `c${String(i).padStart(4, "0")}.cassette.json`);
      copyFileSync(r.cassette, copy);
      results.push({ ...r, cassette: copy, scenario: `${r.scenario}-${i}` });
    }
    writeFileSync(join(dir, "results.json"), JSON.stringify({ ...base, results }));
    const t0 = performance.now();
    const rep = spawnSync(process.execPath, [cli, "report", "--html", "report.html", "results.json"], {
      cwd: dir,
      encoding: "utf8",
    });
    const writeMs = performance.now() - t0;
    if (rep.status !== 0) throw new Error(rep.stderr);
    const bytes = statSync(join(dir, "report.html")).size;
    const page = await browser.newPage();
    const start = Date.now();
    await page.goto(`file://${join(dir, "report.html")}`);
    await page.waitForSelector("html[data-rendered]");
    const wall = Date.now() - start;
    const rendered = Number(await page.getAttribute("html", "data-rendered"));
    const t1 = Date.now();
    await page.goto(`file://${join(dir, "report.html")}#cassette/c0000`);
    await page.waitForSelector("ol.tl");
    const detail = Date.now() - t1;
    await page.close();
    console.log(
      `${String(n).padStart(5)} cassettes: ${(bytes / 1024).toFixed(0)} KiB, written in ${(writeMs / 1000).toFixed(1)} s; first render ${rendered} ms after navigation start (${wall} ms wall), a cassette's detail ${detail} ms`,
    );
  }
  await browser.close();
} finally {
  rmSync(work, { recursive: true, force: true });
}
