/**
 * The shared artifact analyser's readers on real-world code: acorn tells a regex from a division
 * and reads nested templates, parse5 reads markup as a browser does, the Python tokenizer reads
 * f-strings and triple quotes. Each case is one the hand-written tokenizers misread, or one a
 * reader must keep right; each asserts the tokens or findings it changes.
 */
import { describe, expect, it } from "vitest";
import { analyseArtifactText, type ArtifactKind } from "../../src/gate/artifact-analysis/analyse.js";
import { scanHtml } from "../../src/gate/artifact-analysis/html-scan.js";
import { tokenizeJs } from "../../src/gate/artifact-analysis/js-tokens.js";
import { tokenizePy } from "../../src/gate/artifact-analysis/py-tokens.js";
import type { Token } from "../../src/gate/artifact-analysis/tokens.js";

function tokens(read: { tokens: Token[] } | { error: string; line: number }): Token[] {
  if ("error" in read) throw new Error(`unexpected parse error: ${read.error} at ${read.line}`);
  return read.tokens;
}
const kinds = (ts: Token[]) => ts.map((t) => `${t.kind}:${t.text}`);

function checks(kind: ArtifactKind, text: string, module = false) {
  const r = analyseArtifactText(kind, text, module);
  if ("parseError" in r) throw new Error(`unexpected parse error: ${r.parseError} at ${r.line}`);
  return r.findings.map((f) => [f.rule.replace("artifact-write-back-", ""), f.check, f.line]);
}

describe("JavaScript (acorn)", () => {
  it('`if (ok) /"/.test(s); fetch(...)`: a regex after the `)` of an if, not an unterminated string', () => {
    const src = 'if (ok) /"/.test(s); fetch("/api/save", { method: "POST", body: s });\n';
    expect(kinds(tokens(tokenizeJs(src))).slice(0, 6)).toEqual([
      "ident:if",
      "punct:(",
      "ident:ok",
      "punct:)",
      'regex:/"/',
      "punct:.",
    ]);
    expect(checks("js", src)).toEqual([["lost", "relative-write-request", 1]]);
  });

  it("division after a value, a regex where an expression starts", () => {
    const src = [
      "const avg = (a + b) / 2 / n;", // 1: two divisions
      "const re = /\\/api\\/(\\w+)/g;", // 2: a regex with escaped slashes
      "function f() {}", // 3
      "/'/.test(x) && i++ / 2;", // 4: a regex after a block's `}`, a division after `++`
      "return typeof /x/;", // 5: a regex after a keyword
    ].join("\n");
    const ts = tokens(tokenizeJs(src, 1));
    expect(ts.filter((t) => t.kind === "regex").map((t) => [t.text, t.line])).toEqual([
      ["/\\/api\\/(\\w+)/g", 2],
      ["/'/", 4],
      ["/x/", 5],
    ]);
    expect(ts.filter((t) => t.kind === "punct" && t.text === "/").map((t) => t.line)).toEqual([1, 1, 4]);
  });

  it("templates nest: chunks are cooked text, the code of `${}` is ordinary tokens, braces inside it balance", () => {
    const src = "const s = `a ${ok ? `in ${b}\\n` : { k: 1 }.k} z`;";
    const ts = tokens(tokenizeJs(src));
    expect(ts.filter((t) => t.kind === "template").map((t) => t.text)).toEqual(["a ", "in ", "\n", " z"]);
    expect(kinds(ts)).toEqual([
      "ident:const",
      "ident:s",
      "punct:=",
      "template:a ",
      "ident:ok",
      "punct:?",
      "template:in ",
      "ident:b",
      "template:\n",
      "punct::",
      "punct:{",
      "ident:k",
      "punct::",
      "number:1",
      "punct:}",
      "punct:.",
      "ident:k",
      "template: z",
      "punct:;",
    ]);
    expect(checks("js", "const t = `${`${localStorage.setItem('notes', text)}`}`;\n")).toEqual([
      ["suspect", "storage-without-export", 1],
    ]);
    expect(checks("js", "const t = `localStorage.setItem('notes', ${text})`;\n")).toEqual([]);
  });

  it("strings are decoded; comments (and an old page's <!-- … --> guards) are not code", () => {
    const ts = tokens(tokenizeJs("x = 'it\\'s \\u0041';\n// fetch('/a', {method: 'POST'})\n"));
    expect(kinds(ts)).toEqual(["ident:x", "punct:=", "string:it's A", "punct:;"]);
    const guarded = "<!-- hide from old browsers\nlocalStorage.setItem(key, text);\n// -->\n";
    expect(checks("js", guarded)).toEqual([["suspect", "storage-without-export", 2]]);
  });

  it("the parser's grammar decides a regex after await; a script it refuses is still read by the tokenizer", () => {
    const awaited = 'const ok = await /"/.test(s);\nawait fetch("save.php", { method: "PUT" });\n';
    expect(checks("js", awaited, true)).toEqual([["lost", "relative-write-request", 2]]);
    expect(checks("js", awaited)).toEqual([["lost", "relative-write-request", 2]]);
    // a stray `)`: no browser runs it, but what it would write is still read
    expect(checks("js", "fetch('/save', { method: 'POST' }));\n")).toEqual([["lost", "relative-write-request", 1]]);
    // nesting deeper than the parser's recursion: the tokenizer alone, no stack exhausted
    expect(checks("js", `${"[".repeat(100_000)}${"]".repeat(100_000)}\nnavigator.sendBeacon("log", d);`)).toEqual([
      ["lost", "relative-write-request", 2],
    ]);
  });

  it("a source cut short is a parse error whose message quotes nothing of it", () => {
    expect(analyseArtifactText("js", "ok();\nconst re = /(?<@here::error::x/;\n")).toEqual({
      parseError: "invalid regular expression",
      line: 2,
    });
    expect(analyseArtifactText("js", "let a = 1;\nlet b = 'never closed\n")).toEqual({
      parseError: "unterminated string",
      line: 2,
    });
    expect(analyseArtifactText("js", "a ## b")).toEqual({ parseError: "unexpected character", line: 1 });
  });

  it("text quoted into a message cannot mention anyone or start a legacy workflow command", () => {
    const r = analyseArtifactText("js", "fetch('@octocat ##[error]x', { method: 'POST' });\n");
    expect("findings" in r && r.findings[0]!.message).toContain('"@\u2060octocat #·#[error]x"');
  });
});

describe("HTML (parse5)", () => {
  const page = (body: string) => `<!doctype html>\n<html><body>\n${body}\n</body></html>\n`;

  it("an inline script's findings are at the file's lines; a script with src or another type is not read", () => {
    const html = page(
      [
        '<script src="app.js">localStorage.setItem("a", b)</script>', // 3
        '<script type="text/template"><form method="post"></form></script>', // 4
        "<script>", // 5
        "  const save = () => fetch('notes', {", // 6
        "    method: 'POST', body: t.value });", // 7
        "</script>",
      ].join("\n"),
    );
    expect(checks("html", html)).toEqual([["lost", "relative-write-request", 6]]);
    const doc = scanHtml(html);
    expect("scripts" in doc && doc.scripts.map((s) => [s.line, s.module])).toEqual([[5, false]]);
  });

  it("attributes: unquoted and upper case, entities decoded, a handler's line is its value's", () => {
    const html = page(
      [
        "<FORM METHOD=POST>", // 3
        "<input name=q>",
        "</FORM>",
        '<div contenteditable id="d" onblur=',
        '  "localStorage.setItem(&quot;draft&quot;, d.innerHTML)"></div>', // 7
      ].join("\n"),
    );
    expect(checks("html", html)).toEqual([
      ["lost", "form-submit-nowhere", 3],
      ["lost", "storage-without-export", 7],
    ]);
    const doc = scanHtml(html);
    expect("handlers" in doc && doc.handlers).toEqual([
      { attr: "onblur", text: 'localStorage.setItem("draft", d.innerHTML)', line: 7 },
    ]);
    expect("tags" in doc && doc.tags.find((t) => t.name === "div")!.attrs.get("contenteditable")).toBeNull();
  });

  it("markup in a comment or in a script's string is not markup; a <template>'s content is", () => {
    expect(checks("html", page('<!-- <form method="post"><input></form> -->\n<p>x</p>'))).toEqual([]);
    expect(checks("html", page('<script>const s = "<form method=\\"post\\"></form><\\/script>";</script>'))).toEqual(
      [],
    );
    expect(checks("html", page('<template id="row">\n<form method="post"><input></form>\n</template>'))).toEqual([
      ["lost", "form-submit-nowhere", 4],
    ]);
  });

  it("a page cut short is a parse error at the line it starts on", () => {
    expect(analyseArtifactText("html", "<p>ok</p>\n<img src='a.png'\n  alt=\"x")).toEqual({
      parseError: "unterminated <img> tag",
      line: 2,
    });
    expect(analyseArtifactText("html", "<p>\n<!-- a\n<!-- b\nstill open")).toEqual({
      parseError: "unterminated <!-- comment",
      line: 2,
    });
    expect(analyseArtifactText("html", "<p>\n<style>\np { color: red }\n")).toEqual({
      parseError: "unterminated <style> element",
      line: 2,
    });
    expect(analyseArtifactText("html", '<p>\n<script>\nif (a) /"/.test(b);\n</script>\n')).toEqual({
      findings: [],
    });
  });
});

describe("Python", () => {
  it("f-strings: a field may hold strings in the same quotes (3.12), `{{` is a brace, `\\N{…}` a character", () => {
    const src = [
      'label = f"{row["name"]}: {{literal}} \\N{EM DASH} {", ".join(xs)}"', // 1
      "open('/tmp/out.txt', 'w').write(label)", // 2
    ].join("\n");
    const ts = tokens(tokenizePy(src));
    expect(ts.filter((t) => t.kind === "string").map((t) => [t.text, t.line])).toEqual([
      ['{row["name"]}: {{literal}} \\N{EM DASH} {", ".join(xs)}', 1],
      ["/tmp/out.txt", 2],
      ["w", 2],
    ]);
    expect(checks("py", src)).toEqual([["lost", "script-output-discarded", 2]]);
  });

  it("an f-string path is classified by its text; a triple-quoted docstring is not code, and lines after it stay right", () => {
    const src = [
      "def main(name):", // 1
      '    """Writes the report.', // 2
      "", // 3
      "    Never open('/tmp/x', 'w') here; it's \"/tmp\".", // 4
      '    """', // 5
      "    out = f'/tmp/{name}.csv'", // 6
      "    df.to_csv(out)", // 7
    ].join("\n");
    expect(checks("py", src)).toEqual([["lost", "script-output-discarded", 7]]);
    expect(checks("py", "s = '# not a comment'\nwith open(rb'/var/tmp/x.bin', 'wb') as f:\n    f.write(b)\n")).toEqual([
      ["lost", "script-output-discarded", 2],
    ]);
  });

  it("an unterminated f-string or triple-quoted string is a parse error at the line it starts on", () => {
    expect(analyseArtifactText("py", 'x = 1\ny = f\'{x!r} and {"a"\n')).toEqual({
      parseError: "unterminated string",
      line: 2,
    });
    expect(analyseArtifactText("py", "a = 1\nb = f'''{a}\n\n")).toEqual({
      parseError: "unterminated triple-quoted string",
      line: 2,
    });
  });
});
