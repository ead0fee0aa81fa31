/**
 * The interactive-artifact analyser behind no_lost_write_back, rule by rule: each rule's lost,
 * suspect and clean case, so a rule that stops firing (or fires on a clean file) fails here.
 */
import { describe, expect, it } from "vitest";
import { analyseArtifactText, artifactKind, type ArtifactKind } from "../../src/gate/artifact-analysis/analyse.js";

function findings(kind: ArtifactKind, text: string) {
  const r = analyseArtifactText(kind, text);
  if ("parseError" in r) throw new Error(`unexpected parse error: ${r.parseError} at ${r.line}`);
  return r.findings.map((f) => ({
    rule: f.rule.replace("artifact-write-back-", ""),
    check: f.check,
    line: f.line,
    message: f.message,
  }));
}

const page = (body: string, script = "") =>
  `<!doctype html>\n<html><body>\n${body}\n<script>\n${script}\n</script>\n</body></html>\n`;

describe("storage-without-export", () => {
  const edits = '<textarea id="notes"></textarea>';
  const save =
    "document.getElementById('notes').addEventListener('input', e => {\n  localStorage.setItem('notes', e.target.value);\n});";
  it("edits kept only in localStorage are lost, at the storage write's line", () => {
    const f = findings("html", page(edits, save));
    expect(f).toContainEqual(expect.objectContaining({ rule: "lost", check: "storage-without-export", line: 6 }));
    expect(f.find((x) => x.check === "storage-without-export")!.message).toMatch(
      /^edits \(<textarea>, line 3\) are kept only in browser storage \(localStorage\.setItem\)/,
    );
  });
  it("sessionStorage index writes and IndexedDB count as storage too", () => {
    expect(findings("html", page(edits, "sessionStorage['k'] = 1;")).map((f) => f.check)).toContain(
      "storage-without-export",
    );
    expect(findings("html", page(edits, "const req = indexedDB.open('db');")).map((f) => f.check)).toContain(
      "storage-without-export",
    );
  });
  it("a stored preference (a theme, a tab, a bare literal) is not the user's data", () => {
    expect(
      findings(
        "html",
        page(
          edits,
          "localStorage.setItem('theme', mode);\nlocalStorage.setItem('k', 'seen');\nlocalStorage.activeTab = n;",
        ),
      ),
    ).toEqual([expect.objectContaining({ rule: "suspect", check: "memory-only-edits" })]);
  });
  it("a download path makes it clean", () => {
    const withDownload = `${save}\nconst url = URL.createObjectURL(new Blob([x]));`;
    expect(findings("html", page(edits, withDownload))).toEqual([]);
    expect(findings("html", page(`${edits}<a href="data:," download="notes.txt">Save</a>`, save))).toEqual([]);
  });
  it("a POST to a server is a way out", () => {
    expect(
      findings("html", page(edits, `${save}\nfetch('https://api.example.com/notes', {method: 'POST', body: x});`)),
    ).toEqual([]);
  });
  it("a script file with storage but no editing of its own is only suspect", () => {
    const f = findings("js", "export function keep(v) { localStorage.setItem('v', v); }\n");
    expect(f).toEqual([expect.objectContaining({ rule: "suspect", check: "storage-without-export", line: 1 })]);
  });
  it("storage named in a comment or a string is not a write", () => {
    expect(
      findings(
        "html",
        page(
          edits,
          "// localStorage.setItem('x', 1)\nconst s = \"localStorage.setItem('x')\";\nconst u = URL.createObjectURL(b);",
        ),
      ),
    ).toEqual([]);
    expect(findings("js", "/* localStorage.setItem('a', 1) */\nconst t = `sessionStorage.setItem(${k})`;\n")).toEqual(
      [],
    );
  });
});

describe("form-submit-nowhere", () => {
  it("a POST form with no action and no handler is lost at the form's line", () => {
    const f = findings("html", page('<form method="post">\n<input name="a">\n<button>Send</button>\n</form>'));
    expect(f).toEqual([expect.objectContaining({ rule: "lost", check: "form-submit-nowhere", line: 3 })]);
    expect(f[0]!.message).toMatch(/<form method="post"> submits to no action/);
  });
  it("a GET form to a relative action is suspect", () => {
    expect(findings("html", page('<form action="search.html"><input name="q"></form>'))).toEqual([
      expect.objectContaining({ rule: "suspect", check: "form-submit-nowhere", line: 3 }),
    ]);
  });
  it("a submit handler, inline or in script, or an absolute action makes it clean", () => {
    const form = '<form method="post" id="f"><input name="a"></form>';
    expect(
      findings(
        "html",
        page(form, "f.addEventListener('submit', e => { e.preventDefault(); download(); });\nURL.createObjectURL(b);"),
      ),
    ).toEqual([]);
    expect(findings("html", page('<form method="post" onsubmit="save(); return false"><input></form>'))).toEqual([]);
    expect(findings("html", page('<form method="post" action="https://forms.example.com/x"><input></form>'))).toEqual(
      [],
    );
    expect(findings("html", page('<form method="post" @submit.prevent="save"><input></form>'))).toEqual([]);
    expect(
      findings(
        "html",
        page('<form method="post" id="f"><input></form>', "$('#f').on('submit', save);\nURL.createObjectURL(b);"),
      ),
    ).toEqual([]);
    expect(findings("html", page('<form method="dialog"><button>OK</button></form>'))).toEqual([]);
  });
});

describe("relative-write-request", () => {
  it("fetch POST to a relative URL is lost", () => {
    const f = findings(
      "js",
      "async function save(d) {\n  await fetch('/api/save', { method: 'POST', body: JSON.stringify(d) });\n}\n",
    );
    expect(f).toEqual([expect.objectContaining({ rule: "lost", check: "relative-write-request", line: 2 })]);
    expect(f[0]!.message).toMatch(/fetch sends POST to the relative URL "\/api\/save"/);
  });
  it("XMLHttpRequest PUT and sendBeacon to relative URLs are lost", () => {
    expect(findings("js", "const x = new XMLHttpRequest();\nx.open('PUT', 'data.json');\nx.send(d);\n")).toEqual([
      expect.objectContaining({ rule: "lost", check: "relative-write-request", line: 2 }),
    ]);
    expect(findings("js", "navigator.sendBeacon('log', d);\n")).toEqual([
      expect.objectContaining({ rule: "lost", line: 1 }),
    ]);
  });
  it("text from the file is quoted, escaped and cut in the message (no raw newline, no line starting a workflow command)", () => {
    const f = findings("js", "fetch(`\n::error::owned " + "x".repeat(100) + "`, {method: 'POST'});\n");
    expect(f).toHaveLength(1);
    expect(f[0]!.message).not.toMatch(/[\r\n]/);
    expect(f[0]!.message).toContain('"\\n::error::owned xxxxxxxx');
    expect(f[0]!.message).toMatch(/x…" —/);
  });
  it("a computed URL is suspect", () => {
    expect(findings("js", "fetch(endpoint, {method: 'POST'});\n")).toEqual([
      expect.objectContaining({ rule: "suspect", check: "relative-write-request" }),
    ]);
  });
  it("a GET, or an absolute URL, is clean", () => {
    expect(
      findings("js", "fetch('data.json').then(r => r.json());\nfetch('https://x.example/api', {method: 'POST'});\n"),
    ).toEqual([]);
  });
});

describe("memory-only-edits", () => {
  it("a contenteditable page with no way out is suspect", () => {
    expect(findings("html", page('<div contenteditable="true">Edit me</div>'))).toEqual([
      expect.objectContaining({ rule: "suspect", check: "memory-only-edits", line: 3 }),
    ]);
  });
  it("a contenteditable=false element, or an export, is clean", () => {
    expect(findings("html", page('<div contenteditable="false">x</div>'))).toEqual([]);
    expect(findings("html", page("<textarea></textarea>", "navigator.clipboard.writeText(t.value);"))).toEqual([]);
  });
  it("a plain calculator (inputs, no free text) is clean", () => {
    expect(
      findings(
        "html",
        page('<input type="number" id="a"><output id="o"></output>', "a.oninput = () => o.value = a.value * 2;"),
      ),
    ).toEqual([]);
  });
});

describe("script-output-discarded", () => {
  it("a Python script writing only to a temp dir is lost", () => {
    const py =
      "import tempfile, os\nimport pandas as pd\n\nout = os.path.join(tempfile.gettempdir(), 'report.csv')\ndf = pd.DataFrame(rows)\ndf.to_csv(out)\n";
    const f = findings("py", py);
    expect(f).toEqual([expect.objectContaining({ rule: "lost", check: "script-output-discarded", line: 6 })]);
    expect(f[0]!.message).toMatch(/only to a temporary location \(tempfile\) via to_csv/);
  });
  it("open() for writing under /tmp, and an absolute path outside the session, are lost", () => {
    expect(findings("py", "with open('/tmp/result.json', 'w') as f:\n    json.dump(data, f)\n")).toEqual([
      expect.objectContaining({ rule: "lost", line: 1 }),
    ]);
    expect(
      findings("py", "from pathlib import Path\nPath('/home/me/report.md').write_text(text)\n")[0]!.message,
    ).toMatch(/a path outside the session \("\/home\/me\/report\.md"\)/);
  });
  it("a temp file beside a kept output is suspect; kept outputs alone are clean", () => {
    const py =
      "import tempfile\nwith tempfile.NamedTemporaryFile('w', delete=False) as t:\n    t.write(x)\nwith open('mnt/outputs/report.csv', 'w') as f:\n    f.write(x)\n";
    expect(findings("py", py)).toEqual([
      expect.objectContaining({ rule: "suspect", check: "script-output-discarded", line: 2 }),
    ]);
    expect(
      findings("py", "with open('mnt/outputs/report.csv', 'w') as f:\n    f.write(x)\nopen('/tmp/in.csv').read()\n"),
    ).toEqual([]);
    expect(findings("py", "p = '/sessions/abc/mnt/outputs/r.md'\nopen(p, 'w').write(t)\n")).toEqual([]);
  });
  it("a Node script writing only to os.tmpdir() is lost; to a relative path is clean", () => {
    const js =
      "import { writeFileSync } from 'node:fs';\nimport { tmpdir } from 'node:os';\nconst dest = join(tmpdir(), 'out.json');\nwriteFileSync(dest, JSON.stringify(r));\n";
    expect(findings("js", js)).toEqual([
      expect.objectContaining({ rule: "lost", check: "script-output-discarded", line: 4 }),
    ]);
    expect(findings("js", "fs.writeFileSync('mnt/outputs/out.json', s);\n")).toEqual([]);
  });
  it("a write-mode string in a comment does not make a read a write", () => {
    expect(findings("py", "# open('/tmp/x', 'w')\ndata = open('/tmp/x').read()\n")).toEqual([]);
  });
});

describe("parsing", () => {
  it("unterminated strings, comments, scripts and tags are parse errors with their line", () => {
    expect(analyseArtifactText("py", "x = 1\ns = 'open\n")).toEqual({ parseError: "unterminated string", line: 2 });
    expect(analyseArtifactText("py", 'x = """never closed\n\n')).toEqual({
      parseError: "unterminated triple-quoted string",
      line: 1,
    });
    expect(analyseArtifactText("js", "a();\n/* no end")).toEqual({ parseError: "unterminated /* comment", line: 2 });
    expect(analyseArtifactText("js", "const t = `abc ${x} def")).toMatchObject({
      parseError: "unterminated template literal",
    });
    expect(analyseArtifactText("html", "<p>\n<script>\nlet a = 1;\n")).toEqual({
      parseError: "unterminated <script> element",
      line: 2,
    });
    expect(analyseArtifactText("html", "<p>\n<!-- open")).toEqual({ parseError: "unterminated <!-- comment", line: 2 });
    expect(analyseArtifactText("html", "<div\n class='x'")).toEqual({ parseError: "unterminated <div> tag", line: 1 });
  });
  it("regex literals and division are told apart; templates nest", () => {
    expect(
      findings("js", "const r = /['\"]/g; const q = a / b / c;\nconst t = `${`${localStorage.getItem('k')}`}`;\n"),
    ).toEqual([]);
    expect(findings("js", "const t = `${localStorage.setItem('k', v)}`;\n")).toEqual([
      expect.objectContaining({ check: "storage-without-export", line: 1 }),
    ]);
  });
  it("kinds: html/htm/js/mjs/py analysed; ts/tsx/jsx and others are not", () => {
    expect(["a.HTML", "b.htm", "c.js", "d.mjs", "e.py"].map(artifactKind)).toEqual(["html", "html", "js", "js", "py"]);
    expect(["a.ts", "b.tsx", "c.jsx", "d.css", "e"].map(artifactKind)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
  it("hostile half-MiB inputs stay linear (each rule looks a bounded span from each call)", () => {
    const M = 512 * 1024;
    const t0 = performance.now();
    for (const [kind, text] of [
      ["js", "fetch(".repeat(M / 6)],
      ["py", "open(".repeat(M / 5 - 2) + "'w'"],
      ["js", "localStorage[".repeat(M / 13)],
    ] as const)
      expect(analyseArtifactText(kind, text)).toEqual({ findings: [] });
    // unbounded, the first alone is ~10^9 steps; bounded, about a second each
    expect(performance.now() - t0).toBeLessThan(20_000);
  });
});
