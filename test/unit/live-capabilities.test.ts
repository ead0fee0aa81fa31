/**
 * The capability guard's pure parts (the reference's live lane; docs/reference.md#the-live-lane): which command, code or error text shows
 * a family used, the probe script's answer, the use scan over a run's events (scripts included),
 * and the verdict per probe status and reason.
 */
import { describe, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import {
  CAPABILITY_FAMILIES,
  capabilityProbeScript,
  familiesFailedIn,
  familiesUsedIn,
  parseCapabilityProbe,
} from "../../src/live/judge/capabilities.js";
import { detectCapabilityUse, scriptsRunBy, sessionScriptReader } from "../../src/live/judge/capability-use.js";
import { capabilityPreflight, judgeCapabilities, type CapabilityProbe } from "../../src/live/judge/capability-guard.js";

const used = (t: string) => [...familiesUsedIn(t).keys()];
const failed = (t: string) => [...familiesFailedIn(t).keys()];

describe("command signatures", () => {
  it("a program run in a shell command is a use, wherever it sits in the pipeline", () => {
    expect(used("tesseract scan.png out")).toEqual(["ocr"]);
    expect(used("cd mnt/uploads && /usr/bin/tesseract a.png - | head")).toEqual(["ocr"]);
    expect(used("soffice --headless --convert-to pdf report.docx")).toEqual(["office_convert"]);
    expect(used("timeout 60 libreoffice --convert-to xlsx a.csv")).toEqual(["office_convert"]);
    expect(used("markitdown deck.pptx > deck.md")).toEqual(["ml_extract"]);
    expect(used("convert in.png -resize 50% out.jpg")).toEqual(["magick"]);
    expect(used("find . -name '*.png' -exec mogrify -strip {} +")).toEqual(["magick"]);
    expect(used("ls *.heic | xargs -n1 magick")).toEqual(["magick"]);
  });
  it("code that imports or spawns one is a use", () => {
    expect(used("import cv2\nimg = cv2.imread('a.png')")).toEqual(["cv"]);
    expect(used("import numpy as np, cv2")).toEqual(["cv"]);
    expect(used("from pytesseract import image_to_string")).toEqual(["ocr"]);
    expect(used("import camelot\ncamelot.read_pdf('a.pdf')")).toEqual(["pdf_tables"]);
    expect(used("from tabula.io import read_pdf")).toEqual(["pdf_tables"]);
    expect(used('python3 -c "from markitdown import MarkItDown"')).toEqual(["ml_extract"]);
    expect(used('subprocess.run(["soffice", "--headless", path])')).toEqual(["office_convert"]);
    expect(used("execSync('tesseract ' + file)")).toEqual(["ocr"]);
    expect(used("from wand.image import Image")).toEqual(["magick"]);
  });
  it("a check, an install, a look-alike name or prose is not a use", () => {
    expect(used("command -v tesseract || echo none")).toEqual([]);
    expect(used("which soffice libreoffice")).toEqual([]);
    expect(used("apt-get install -y tesseract-ocr imagemagick libreoffice")).toEqual([]);
    expect(used("pip install opencv-python camelot-py")).toEqual([]);
    expect(used("python3 convert.py in.csv")).toEqual([]);
    expect(used("img = img.convert('RGB')")).toEqual([]);
    expect(used('print("convert the file to pdf")')).toEqual([]);
    expect(used("from tabulate import tabulate\nimport pytesseractx")).toEqual([]);
    expect(used("echo we could use tesseract here")).toEqual([]);
    expect(used("pdftotext a.pdf - | jq -R .")).toEqual([]);
  });
  it("several families in one command are each found", () => {
    expect(used("tesseract a.png a && convert a.png b.jpg").sort()).toEqual(["magick", "ocr"]);
  });
});

describe("failure signatures", () => {
  it("the shells', Python's and Node's missing-program and missing-module errors", () => {
    expect(failed("/bin/bash: line 1: tesseract: command not found")).toEqual(["ocr"]);
    expect(failed("sh: 1: soffice: not found")).toEqual(["office_convert"]);
    expect(failed("zsh: command not found: magick")).toEqual(["magick"]);
    expect(failed("ModuleNotFoundError: No module named 'cv2'")).toEqual(["cv"]);
    expect(failed("ModuleNotFoundError: No module named 'markitdown.converters'")).toEqual(["ml_extract"]);
    expect(failed("FileNotFoundError: [Errno 2] No such file or directory: 'tesseract'")).toEqual(["ocr"]);
    expect(failed("Error: spawn soffice ENOENT")).toEqual(["office_convert"]);
    expect(failed("pytesseract.pytesseract.TesseractNotFoundError: tesseract is not installed")).toEqual(["ocr"]);
  });
  it("another program or module missing is not a family's failure", () => {
    expect(failed("bash: pandoc: command not found")).toEqual([]);
    expect(failed("No module named 'tabulate'")).toEqual([]);
    expect(failed("convert.py: error: bad input")).toEqual([]);
  });
});

describe("the probe script and its answer", () => {
  it("prints one line per family and an end marker, in sh", () => {
    const r = spawnSync("/bin/sh", ["-c", capabilityProbeScript()], {
      encoding: "utf8",
      env: { PATH: "/nonexistent" },
    });
    expect(r.status).toBe(0);
    const parsed = parseCapabilityProbe(r.stdout);
    expect(parsed).toEqual({ present: Object.fromEntries(CAPABILITY_FAMILIES.map((f) => [f, false])) });
  });
  it("finds a family whose program is on PATH", () => {
    const dir = mkdtempSync(join(tmpdir(), "cap-probe-"));
    try {
      writeFileSync(join(dir, "tesseract"), "#!/bin/sh\n", { mode: 0o755 });
      const r = spawnSync("/bin/sh", ["-c", capabilityProbeScript()], { encoding: "utf8", env: { PATH: dir } });
      const parsed = parseCapabilityProbe(r.stdout);
      expect("present" in parsed && parsed.present.ocr).toBe(true);
      expect("present" in parsed && parsed.present.magick).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it("a cut-off or incomplete answer is no answer", () => {
    expect(parseCapabilityProbe("cap ocr 1\ncap cv 0\n")).toEqual({ why: "the probe script did not finish" });
    expect(parseCapabilityProbe("cap ocr 1\ncap-probe-done\n")).toMatchObject({
      why: expect.stringMatching(/no answer for office_convert/),
    });
  });
});

const bash = (command: string, id = "t1") =>
  JSON.stringify({
    type: "assistant",
    message: { content: [{ type: "tool_use", id, name: "Bash", input: { command } }] },
  });
const write = (file_path: string, content: string) =>
  JSON.stringify({
    type: "assistant",
    message: { content: [{ type: "tool_use", id: "w", name: "Write", input: { file_path, content } }] },
  });
const errorResult = (text: string) =>
  JSON.stringify({
    type: "user",
    message: {
      content: [{ type: "tool_result", tool_use_id: "t1", is_error: true, content: [{ type: "text", text }] }],
    },
  });

describe("the use scan over a run's events", () => {
  const none = () => undefined;
  it("finds a command's use and an error result's failure, first evidence each", () => {
    const r = detectCapabilityUse(
      [bash("tesseract x.png out"), errorResult("Exit code 127\n/bin/bash: line 1: tesseract: command not found")],
      {
        cwd: "/sessions/s",
        readScript: none,
      },
    );
    expect(r).toEqual([{ family: "ocr", evidence: "tesseract x.png out" }]);
    const e = detectCapabilityUse([bash("python3 run.py"), errorResult("ModuleNotFoundError: No module named 'cv2'")], {
      cwd: "/s",
      readScript: none,
    });
    expect(e).toEqual([{ family: "cv", evidence: "error: No module named 'cv2'" }]);
  });
  it("an error text in a result that is not an error, or in an earlier turn, is not a use", () => {
    const ok = JSON.stringify({
      type: "user",
      message: { content: [{ type: "tool_result", tool_use_id: "t1", content: "tesseract: command not found" }] },
    });
    expect(detectCapabilityUse([ok], { cwd: "/s", readScript: none })).toEqual([]);
    const turn = JSON.stringify({ _emu: "turn_start" });
    expect(detectCapabilityUse([bash("tesseract a.png b"), turn, bash("ls")], { cwd: "/s", readScript: none })).toEqual(
      [],
    );
  });
  it("a script the command runs is read: what the run wrote, else the file in the session dir", () => {
    expect(scriptsRunBy("cd mnt/outputs && python3 -u make.py --in a.csv; node /tmp/x.mjs", "/sessions/s")).toEqual([
      "/sessions/s/mnt/outputs/make.py",
      "/tmp/x.mjs",
    ]);
    const written = detectCapabilityUse([write("/tmp/x.py", "import cv2\n"), bash("python3 /tmp/x.py")], {
      cwd: "/s",
      readScript: none,
    });
    expect(written).toEqual([{ family: "cv", evidence: "x.py: import cv2" }]);
    const host = mkdtempSync(join(tmpdir(), "cap-scripts-"));
    try {
      mkdirSync(join(host, "mnt/outputs"), { recursive: true });
      writeFileSync(
        join(host, "mnt/outputs/make.py"),
        "import subprocess\nsubprocess.run(['soffice', '--headless'])\n",
      );
      writeFileSync(join(host, "secret.py"), "import camelot\n");
      symlinkSync(join(host, "secret.py"), join(host, "mnt/outputs/link.py"));
      const read = sessionScriptReader(host, "/sessions/s");
      const r = detectCapabilityUse(
        [bash("python3 mnt/outputs/make.py && python3 mnt/outputs/link.py && python3 ../../etc/x.py")],
        {
          cwd: "/sessions/s",
          readScript: read,
        },
      );
      // the link is never followed, and a path out of the session dir is never read
      expect(r).toEqual([{ family: "office_convert", evidence: "make.py: 'soffice'" }]);
      expect(read("/sessions/s/../s/secret.py")).toBe("import camelot\n");
      expect(read("/etc/passwd")).toBeUndefined();
    } finally {
      rmSync(host, { recursive: true, force: true });
    }
  });
});

const lean: CapabilityProbe = {
  status: "definitive",
  present: Object.fromEntries(CAPABILITY_FAMILIES.map((f) => [f, f === "cv"])) as never,
  image: "img:1",
};

describe("the verdict", () => {
  it("a declared family the image lacks is refused before the run, or only noted when waived", () => {
    expect(capabilityPreflight(["ocr", "cv"], lean, false).refuse).toMatch(
      /^\[capability\] requires_capabilities lists ocr \(tesseract OCR\), which the agent image img:1 lacks/,
    );
    expect(capabilityPreflight(["ocr"], lean, true)).toEqual({
      notice: expect.stringMatching(/running anyway \(allow_missing_capability\)/),
    });
    expect(capabilityPreflight(["cv", "ocrr"], lean, false)).toEqual({});
    expect(capabilityPreflight(["ocr"], { status: "unverified", why: "x" }, false)).toEqual({});
  });
  it("a used family the image lacks fails; one it has passes; nothing used needs no probe", () => {
    const miss = judgeCapabilities({
      declared: [],
      used: [{ family: "ocr", evidence: "tesseract a.png" }],
      probe: lean,
      waived: false,
      tier: "container",
    });
    expect(miss.guard).toBe("fail");
    expect(miss.signals).toEqual([
      {
        code: "missing_capability",
        severity: "fail",
        message: expect.stringMatching(
          /^the run used ocr \(tesseract OCR\) in "tesseract a\.png", which the agent image img:1 lacks/,
        ),
      },
    ]);
    const has = judgeCapabilities({
      declared: ["cv"],
      used: [{ family: "cv", evidence: "import cv2" }],
      probe: lean,
      waived: false,
      tier: "container",
    });
    expect(has).toMatchObject({ guard: "pass", signals: [], missingCapabilityUse: [], capabilityProbe: "definitive" });
    expect(judgeCapabilities({ declared: [], used: [], waived: false, tier: "container" })).toMatchObject({
      guard: "pass",
      capabilityProbe: "not-needed",
    });
  });
  it("each unmet reason has its message; the modifier turns the failure into a warning", () => {
    const r = judgeCapabilities({
      declared: ["ocrr", "ocr", "cv"],
      used: [],
      probe: lean,
      waived: false,
      tier: "container",
    });
    expect(r.requiresCapabilityUnmet).toEqual({
      caps: [
        { name: "ocrr", reason: "unknown" },
        { name: "ocr", reason: "omitted" },
      ],
    });
    expect(r.signals[0]!.message).toMatch(
      /"ocrr" is not a capability family \(known: ocr, office_convert, ml_extract, cv, pdf_tables, magick\)/,
    );
    expect(r.signals[0]!.message).toMatch(/the agent image img:1 lacks ocr/);
    const w = judgeCapabilities({
      declared: ["ocr"],
      used: [{ family: "ocr", evidence: "x" }],
      probe: lean,
      waived: true,
      tier: "container",
    });
    expect(w.signals).toEqual([]);
    expect(w.guard).toBe("pass");
    expect(w.warnings.join("\n")).toMatch(/waived by allow_missing_capability/);
  });
  it("at the protocol tier, or with the probe skipped or failed, a declared family is unverifiable and fails", () => {
    const p = judgeCapabilities({
      declared: ["ocr"],
      used: [],
      probe: { status: "skipped", why: "no image at the protocol tier" },
      waived: false,
      tier: "protocol",
    });
    expect(p).toMatchObject({
      guard: "na",
      capabilityProbe: "skipped",
      requiresCapabilityUnmet: { caps: [{ name: "ocr", reason: "unverifiable" }] },
    });
    expect(p.signals[0]!.message).toMatch(/ocr could not be checked \(no image at the protocol tier\)/);
    expect(p.warnings[0]).toMatch(
      /^\[capability\] \(FAILED THIS RUN\) requires_capabilities ocr cannot be checked at the protocol tier/,
    );
    const u = judgeCapabilities({
      declared: [],
      used: [{ family: "ocr", evidence: "x" }],
      probe: { status: "unverified", why: "podman ended with exit 125" },
      waived: false,
      tier: "container",
    });
    expect(u).toMatchObject({ guard: "unverified", signals: [], missingCapabilityUse: [] });
    expect(u.warnings[0]).toMatch(/could not be probed \(podman ended with exit 125\)/);
  });
  it("events that could not all be read leave a clean result unverified", () => {
    const base = { declared: [], used: [], probe: lean, waived: false, tier: "container" };
    expect(judgeCapabilities(base).guard).toBe("pass");
    const blind = judgeCapabilities({ ...base, scanUnavailable: "[scan] events.jsonl has 1 malformed line(s)" });
    expect(blind.guard).toBe("unverified");
    expect(blind.warnings[0]).toMatch(
      /could not all be read, so a use of ocr, office_convert, ml_extract, pdf_tables, magick \(which the image lacks\) may have gone unseen/,
    );
  });
});
