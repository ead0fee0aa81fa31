/**
 * Capability families (the reference's live lane; docs/reference.md#the-live-lane): the heavier tools a Cowork VM carries that our
 * agent image may not — OCR, office conversion, ML extraction, computer vision, PDF table
 * extraction, ImageMagick. For each family:
 *  - a shell test that succeeds in an image that has it (all tests run in one script, one line each);
 *  - command signatures: text in a tool call's command or code that shows the family is used;
 *  - failure signatures: text in an error tool result that shows a use failed for want of it.
 *
 * Pure: the probe's container run is src/live/container/image-probe.ts; the event scan capability-use.ts.
 */

export const CAPABILITY_FAMILIES = ["ocr", "office_convert", "ml_extract", "cv", "pdf_tables", "magick"] as const;
export type CapabilityFamily = (typeof CAPABILITY_FAMILIES)[number];

interface FamilySpec {
  /** what the family is, for messages */
  label: string;
  /** POSIX sh condition, true when the image has the family */
  test: string;
  /** a use of the family in a command or in code */
  uses: readonly RegExp[];
  /** an error tool result that shows a use failed because the family is missing */
  failures: readonly RegExp[];
}

/** `name` run as a program: at the start of a pipeline segment, after a wrapper (sudo, xargs, timeout…) or `find -exec`. */
function asCommand(names: string): RegExp {
  return new RegExp(
    String.raw`(?:(?:^|[\n;&|(\x60{]|\$\()\s*(?:(?:sudo|exec|time|nice|nohup|xargs(?:\s+-\S+)*|env(?:\s+\w+=\S*)*|timeout\s+\S+)\s+)*|\s-exec(?:dir)?\s+)(?:[\w.~/-]*/)?(?:${names})(?=$|[\s;&|)\x60}])`,
  );
}

/**
 * `name` as the program of a spawn from code: the head of an argv list (`["tesseract", …]`), or the
 * first argument of a spawn/system call (`spawn('soffice', …)`, `os.system("magick in.png …")`).
 */
function asSpawned(names: string): RegExp {
  return new RegExp(
    String.raw`\[\s*[bfr]?(["'])(?:[\w./-]*/)?(?:${names})\1|\b(?:system|popen|check_output|check_call|call|run|exec|execSync|spawn|spawnSync|execFile|execFileSync|getoutput|getstatusoutput)\s*\(\s*[bfr]?(["'])(?:[\w./-]*/)?(?:${names})(?:\2|\s)`,
  );
}

/** A Python import of one of `modules` (also `import a, b`, `from x.y import z`, `__import__("x")`). */
function pyImport(modules: string): RegExp {
  return new RegExp(
    String.raw`(?:\bimport\s+(?:[\w.]+(?:\s+as\s+\w+)?\s*,\s*)*(?:${modules})\b|\bfrom\s+(?:${modules})(?:\.[\w.]+)?\s+import\b|__import__\(\s*["'](?:${modules})["']|import_module\(\s*["'](?:${modules})["'])`,
  );
}

/** The shell's and the runtimes' "no such program" for one of `names`. */
function programMissing(names: string): RegExp[] {
  return [
    new RegExp(String.raw`(?:^|[\s:])(?:[\w./-]*/)?(?:${names}): (?:command )?not found`, "m"),
    new RegExp(String.raw`No such file or directory: ["'](?:[\w./-]*/)?(?:${names})["']`),
    new RegExp(String.raw`\bspawn(?:Sync)? (?:[\w./-]*/)?(?:${names}) ENOENT`),
    new RegExp(String.raw`\bexec: "?(?:${names})"?: executable file not found`),
    new RegExp(String.raw`command not found: (?:${names})\b`),
  ];
}

/** Python's "no module" for one of `modules` (a submodule counts). */
function moduleMissing(modules: string): RegExp {
  return new RegExp(String.raw`No module named ["'](?:${modules})(?:\.[\w.]*)?["']`);
}

const has = (cmd: string): string => `command -v ${cmd} >/dev/null 2>&1`;
const imports = (mod: string): string => `python3 -c 'import ${mod}' >/dev/null 2>&1`;

const FAMILIES: Readonly<Record<CapabilityFamily, FamilySpec>> = {
  ocr: {
    label: "tesseract OCR",
    test: has("tesseract"),
    uses: [
      asCommand("tesseract|ocrmypdf"),
      asSpawned("tesseract|ocrmypdf"),
      pyImport("pytesseract|tesserocr|ocrmypdf"),
    ],
    failures: [
      ...programMissing("tesseract|ocrmypdf"),
      moduleMissing("pytesseract|tesserocr|ocrmypdf"),
      /TesseractNotFoundError|tesseract is not installed/i,
    ],
  },
  office_convert: {
    label: "LibreOffice document conversion",
    test: `{ ${has("soffice")} || ${has("libreoffice")}; }`,
    uses: [
      asCommand("soffice|libreoffice|unoconv|unoconvert|unoserver"),
      asSpawned("soffice|libreoffice|unoconv|unoconvert"),
      pyImport("uno|unoserver"),
    ],
    failures: [...programMissing("soffice|libreoffice|unoconv|unoconvert|unoserver"), moduleMissing("uno|unoserver")],
  },
  ml_extract: {
    label: "markitdown/magika ML extraction",
    test: imports("markitdown"),
    uses: [asCommand("markitdown|magika"), asSpawned("markitdown|magika"), pyImport("markitdown|magika|onnxruntime")],
    failures: [...programMissing("markitdown|magika"), moduleMissing("markitdown|magika|onnxruntime")],
  },
  cv: {
    label: "OpenCV computer vision",
    test: imports("cv2"),
    uses: [
      pyImport("cv2"),
      /\brequire\(\s*["'](?:@u4\/)?opencv4nodejs["']\s*\)|from\s+["'](?:@u4\/)?opencv4nodejs["']/,
    ],
    failures: [moduleMissing("cv2"), /Cannot find module ["'](?:@u4\/)?opencv4nodejs["']/],
  },
  pdf_tables: {
    label: "camelot/tabula PDF tables",
    test: `{ ${imports("camelot")} || { ${imports("tabula")} && ${has("java")}; }; }`,
    uses: [pyImport("camelot|tabula"), asCommand("camelot"), /\bjava\s+(?:-\S+\s+)*-jar\s+\S*tabula\S*\.jar/],
    failures: [
      ...programMissing("camelot"),
      moduleMissing("camelot|tabula"),
      /JavaNotFoundError|`java` command is not found/,
    ],
  },
  magick: {
    label: "ImageMagick",
    test: `{ ${has("magick")} || ${has("convert")}; }`,
    // `convert` and `identify` only as a program (a Python `.convert(` or a word in prose is not a use)
    uses: [
      asCommand("magick|convert|mogrify|montage|identify|compare|composite"),
      asSpawned("magick|convert|mogrify|montage"),
      pyImport("wand"),
    ],
    failures: [
      ...programMissing("magick|convert|mogrify|montage|identify"),
      moduleMissing("wand"),
      /MagickWand shared library not found/,
    ],
  },
};

export function isCapabilityFamily(name: string): name is CapabilityFamily {
  return (CAPABILITY_FAMILIES as readonly string[]).includes(name);
}

export function familyLabel(f: CapabilityFamily): string {
  return FAMILIES[f].label;
}

const PROBE_LINE = /^cap (\w+) ([01])$/;
const PROBE_END = "cap-probe-done";

/** One sh script: a `cap <family> 1|0` line per family, then an end marker (a cut-off run is not a probe). */
export function capabilityProbeScript(): string {
  return [
    ...CAPABILITY_FAMILIES.map((f) => `if ${FAMILIES[f].test}; then echo "cap ${f} 1"; else echo "cap ${f} 0"; fi`),
    `echo ${PROBE_END}`,
  ].join("\n");
}

/** The probe's answer per family, or why its output is not a complete answer. */
export function parseCapabilityProbe(stdout: string): { present: Record<CapabilityFamily, boolean> } | { why: string } {
  const lines = stdout.split("\n").map((l) => l.trim());
  if (!lines.includes(PROBE_END)) return { why: "the probe script did not finish" };
  const seen = new Map<string, boolean>();
  for (const l of lines) {
    const m = PROBE_LINE.exec(l);
    if (m) seen.set(m[1]!, m[2] === "1");
  }
  const missing = CAPABILITY_FAMILIES.filter((f) => !seen.has(f));
  if (missing.length > 0) return { why: `the probe printed no answer for ${missing.join(", ")}` };
  return {
    present: Object.fromEntries(CAPABILITY_FAMILIES.map((f) => [f, seen.get(f)!])) as Record<CapabilityFamily, boolean>,
  };
}

/** Checks and installs name a program without running it: `command -v tesseract`, `apt-get install tesseract-ocr`. */
const NOT_A_USE = [
  /\b(?:command\s+-[vV]|which|hash)[ \t]+[\w.+-]+(?:[ \t]+[\w.+-]+)*/g,
  /\b(?:apt(?:-get)?|dpkg|pip3?|python3?\s+-m\s+pip|uv\s+pip|npm|pnpm|yarn|brew|dnf|yum|apk|conda|mamba)\s+(?:-\S+\s+)*(?:install|add|show|info|list|search)\b[^;&|\n]*/g,
];

/** The families a tool call's command or code uses, each with the first text that showed it. */
export function familiesUsedIn(text: string): Map<CapabilityFamily, string> {
  let t = text.length > 1_000_000 ? text.slice(0, 1_000_000) : text;
  for (const rx of NOT_A_USE) t = t.replace(rx, " ");
  const out = new Map<CapabilityFamily, string>();
  for (const f of CAPABILITY_FAMILIES) {
    for (const rx of FAMILIES[f].uses) {
      const m = rx.exec(t);
      if (m) {
        out.set(f, m[0].replace(/^[\s\n;&|(\x60{[,$]+/, "").trim());
        break;
      }
    }
  }
  return out;
}

/** The families an error tool result says were missing, each with the matching text. */
export function familiesFailedIn(text: string): Map<CapabilityFamily, string> {
  const t = text.length > 1_000_000 ? text.slice(0, 1_000_000) : text;
  const out = new Map<CapabilityFamily, string>();
  for (const f of CAPABILITY_FAMILIES) {
    for (const rx of FAMILIES[f].failures) {
      const m = rx.exec(t);
      if (m) {
        out.set(f, m[0].trim());
        break;
      }
    }
  }
  return out;
}
