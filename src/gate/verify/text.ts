/** The human-readable verify report: one row per finding, as the reference prints them. */
import { verifyExitCode, type VerifyCoverage, type VerifyResult } from "./result.js";

export function verifyText(results: VerifyResult[], coverage: VerifyCoverage): string {
  const lines: string[] = [];
  if (!coverage.staleness) lines.push("⚠ cowork-harness: --skip-staleness: staleness check was skipped");
  if (!coverage.privacy) lines.push("⚠ cowork-harness: --skip-privacy: privacy scan was skipped");
  if (!coverage.scenarioDrift)
    lines.push("⚠ cowork-harness: --skip-scenario-drift: scenario prompt-drift check was skipped");
  const byClass = new Map<string, number>();
  for (const r of results) for (const f of r.findings) byClass.set(f.cls, (byClass.get(f.cls) ?? 0) + 1);
  if (byClass.size) {
    const parts = [...byClass.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([cls, n]) => `${cls} ${n}`);
    lines.push(`findings by class: ${parts.join(" · ")}`);
  }
  for (const r of results) {
    if (r.error !== undefined) lines.push(`✗ ${r.file}: [error] ${r.error}`);
    for (const f of r.findings)
      lines.push(`${f.cls === "unscanned" ? "·" : "✗"} ${r.file}: [${f.cls}] ${f.where} — ${f.sample}`);
    for (const s of r.staleness) lines.push(`✗ ${r.file}: [stale] ${s}`);
    for (const u of r.unverifiable) lines.push(`✗ ${r.file}: [unverifiable] ${u}`);
    for (const d of r.scenarioDrift) lines.push(`✗ ${r.file}: [scenario-drift] ${d}`);
    for (const n of r.notes) lines.push(`· ${r.file}: [note] ${n}`);
    for (const v of r.version) lines.push(`✗ ${r.file}: [version] ${v}`);
  }
  const code = verifyExitCode(results);
  if (code === 0) {
    lines.push(`✓ verify-cassettes: ${results.length} cassette(s) clean`);
  } else {
    const real = results.reduce((n, r) => n + r.findings.filter((f) => f.cls !== "unscanned").length, 0);
    const unverifiable = results.reduce((n, r) => n + r.unverifiable.length, 0);
    const any = (pick: (r: VerifyResult) => boolean): boolean => results.some(pick);
    lines.push(
      `✗ verify-cassettes: ${real} PII finding(s)` +
        (any((r) => r.staleness.length > 0) ? " + staleness drift" : "") +
        (any((r) => r.scenarioDrift.length > 0) ? " + scenario prompt drift" : "") +
        (unverifiable > 0 ? ` + ${unverifiable} unverifiable` : "") +
        (any((r) => r.version.length > 0) ? " + version mismatch" : "") +
        (any((r) => r.error !== undefined) ? " + unreadable cassette(s)" : "") +
        ` across ${results.length} cassette(s) (exit ${code})`,
    );
    lines.push(
      "  exit 1 = verified & failed (a real finding); exit 3 = could not verify (unresolvable baseline/skill/tier, an unsupported cassette version, or a per-file read error).",
    );
  }
  return lines.map((l) => `${l}\n`).join("");
}
