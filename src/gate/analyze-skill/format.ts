/**
 * analyze-skill's output: three lines a finding and a count line (lint-skill's layout), or the
 * one-line JSON envelope. A file name comes from the pull request, so it is shown on one line with
 * no legacy `##[` command, @mention, cross-reference or autolink left in it; text quoted from a
 * file was neutralised where the message was made (src/gate/artifact-analysis/finding.ts shown).
 */
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";
import { defuseLegacyCommands, defuseMarkdownRefs, noBreaks } from "../../core/util/neutralise.js";
import { SEVERITY_ORDER } from "../lint/types.js";
import type { AnalyzeFinding, Severity } from "./finding.js";
import type { AnalyzeReport } from "./run.js";

const MARK: Record<Severity, string> = { ERROR: "✗", WARN: "⚠", INFO: "ℹ" };

/** One line of text that neither breaks, nor starts a workflow command, nor mentions anyone. */
export function plain(text: string): string {
  return defuseMarkdownRefs(defuseLegacyCommands(noBreaks(text)));
}

export function analyzeText(report: AnalyzeReport): string {
  const scope = `${report.files} file${report.files === 1 ? "" : "s"} of ${report.skills} skill${report.skills === 1 ? "" : "s"}`;
  const { findings } = report;
  if (findings.length === 0) return `✓ ${scope} clean — no analyze-skill findings.\n`;
  const rank = (f: AnalyzeFinding): number => SEVERITY_ORDER.indexOf(f.severity);
  const sorted = [...findings].sort(
    (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || rank(a) - rank(b) || (a.line ?? 0) - (b.line ?? 0),
  );
  const blocks = sorted.map((f) => {
    const where = f.line === null ? plain(f.file) : `${plain(f.file)}:${f.line}`;
    const rule = f.check ? `${f.rule} · ${f.check}` : f.rule;
    return `${MARK[f.severity]} ${f.severity} [${rule}] ${where}\n    ${plain(f.message)}\n    fix: ${plain(f.fix)}\n`;
  });
  const n = (s: Severity): number => findings.filter((f) => f.severity === s).length;
  return `${blocks.join("")}\n${n("ERROR")} error(s), ${n("WARN")} warning(s), ${n("INFO")} info across ${scope}.\n`;
}

export function analyzeJson(report: AnalyzeReport, ok: boolean): string {
  return JSON.stringify({
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "analyze-skill",
    ok,
    findings: report.findings.map((f) => ({
      severity: f.severity,
      rule: f.rule,
      check: f.check ?? null,
      message: plain(f.message),
      fix: f.fix,
      file: f.file,
      line: f.line,
    })),
    files: report.files,
    skills: report.skills,
    error: null,
  });
}

/** 1 for an ERROR (or a WARN under --strict; INFO never fails), else 0. */
export function analyzeExitCode(findings: readonly AnalyzeFinding[], strict: boolean): 0 | 1 {
  return findings.some((f) => f.severity === "ERROR" || (strict && f.severity === "WARN")) ? 1 : 0;
}
