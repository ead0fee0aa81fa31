/**
 * The report as ONE self-contained HTML file: the stylesheet, the script and the data inline, a
 * content-security policy that allows exactly that stylesheet and script (by their sha256) and
 * nothing else — no request of any kind can leave the page (default-src 'none'). The data block
 * is JSON with every `<` escaped, so no text in it can close the block. Pure.
 */
import { createHash } from "node:crypto";
import type { HtmlReportData } from "./model.js";
import { REPORT_CSS } from "./style.js";
import { REPORT_JS } from "./client.js";

const sha = (text: string): string => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** JSON safe inside a <script> block and in any HTML parser state. */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const escapeText = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function contentSecurityPolicy(): string {
  return `default-src 'none'; script-src ${sha(REPORT_JS)}; style-src ${sha(REPORT_CSS)}; img-src data:; base-uri 'none'; form-action 'none'`;
}

export function renderHtmlReport(data: HtmlReportData): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeText(data.title)}</title>
<link rel="icon" href="data:,">
<style>${REPORT_CSS}</style>
</head>
<body>
<header class="top" id="top"><h1>${escapeText(data.title)}</h1></header>
<main id="app" tabindex="-1"><noscript>This report needs JavaScript to show its ${data.cassettes.length} cassettes.</noscript></main>
<footer>Self-contained report: it makes no network request. Link to a cassette with #cassette/&lt;path without .cassette.json&gt;.</footer>
<script type="application/json" id="report-data">${embedJson(data)}</script>
<script>${REPORT_JS}</script>
</body>
</html>
`;
}
