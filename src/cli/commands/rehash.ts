/**
 * `cowork-harness rehash <file|dir>... [--dry-run] [--session FILE] [--output-format text|json]`:
 * migrates v9–v11 cassettes to v12 digests when their skill content is proven unchanged
 * (docs/reference.md#fingerprints-and-staleness). Writes are atomic (temp file + rename in the same directory).
 * Exit 0 when no cassette was refused, 1 otherwise, 2 on usage errors.
 */
import { stat } from "node:fs/promises";
import { defineCommand, type CommandContext } from "../command.js";
import { loadCassetteFile, readCassetteText } from "../../core/cassette/load.js";
import { findCassettes } from "../../core/cassette/find.js";
import { planRehash, type RehashAction } from "../../gate/staleness/rehash.js";
import { EXIT, HarnessError, oneLine, UsageError } from "../../core/util/errors.js";
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";
import { writeFileAtomic } from "../../core/util/atomic-write.js";

const REHASH_HELP = `Usage: cowork-harness rehash <file|dir>... [options]

Migrates v9-v11 cassettes to v12 (jcs1) digests without re-recording, only when the recorded
legacy digest proves the skill content unchanged. Each file is replaced atomically.
A directory contributes its own *.cassette.json files.

Options:
  --dry-run                   say what would be migrated; write nothing
  --session FILE              the session to fingerprint one cassette's skills against
  --output-format text|json   text (default) or one JSON object on stdout
  -h, --help                  show this help

Exit codes: 0 no cassette refused, 1 a cassette needs a re-record (or could not be read), 2 usage error.
`;

const REHASH_OPTIONS = {
  "dry-run": { type: "boolean" },
  help: { type: "boolean", short: "h" },
  "output-format": { type: "string" },
  session: { type: "string" },
} as const;

interface Row {
  file: string;
  action: RehashAction;
  reason: string;
}

/** Replaces `path` in one step: a sibling temp file renamed over it. */
async function writeAtomic(path: string, text: string): Promise<void> {
  try {
    await writeFileAtomic(path, text);
  } catch (e) {
    throw new HarnessError(`${path}: could not write the migrated cassette (${oneLine(e)})`);
  }
}

async function rehashOne(
  file: string,
  dryRun: boolean,
  sessionOverride: string | undefined,
  env: NodeJS.ProcessEnv,
): Promise<Row> {
  let cassette;
  try {
    cassette = (await loadCassetteFile(file)).cassette;
  } catch (e) {
    return { file, action: "error", reason: oneLine(e) };
  }
  const plan = await planRehash(cassette, file, { ...(sessionOverride !== undefined ? { sessionOverride } : {}), env });
  if (plan.action !== "migrated" || !plan.updated) return { file, action: plan.action, reason: plan.reason };
  if (dryRun) return { file, action: "migrated", reason: `${plan.reason} (dry-run — would rewrite ${file})` };
  const original = await readCassetteText(file);
  await writeAtomic(file, JSON.stringify(plan.updated, null, 2) + (original.endsWith("\n") ? "\n" : ""));
  return { file, action: "migrated", reason: plan.reason };
}

function summaryLine(rows: Row[], dryRun: boolean): string {
  const migrated = rows.filter((r) => r.action === "migrated").length;
  const skipped = rows.filter((r) => r.action === "skipped").length;
  const errors = rows.filter((r) => r.action === "error").length;
  if (migrated === 0 && errors === 0) return "✓ rehash: nothing to migrate";
  const glyph = errors > 0 ? (migrated > 0 ? "!" : "✗") : "✓";
  return (
    `${glyph} rehash: ${migrated} ${dryRun ? "migratable" : "migrated"}` +
    (errors > 0 ? `, ${errors} require a re-record` : "") +
    (skipped > 0 ? `, ${skipped} already current` : "") +
    (dryRun ? " (dry-run — nothing written)" : "")
  );
}

/** Plans (and, without --dry-run, writes) each cassette's migration, and reports them. */
async function rehash({ values, positionals, format, io }: CommandContext<typeof REHASH_OPTIONS>): Promise<number> {
  if (positionals.length === 0)
    throw new UsageError("give one or more cassette files or directories (--help shows the usage)");
  const dryRun = values["dry-run"] === true;
  const sessionOverride = values.session;
  const files = await findCassettes(positionals);
  if (sessionOverride !== undefined) {
    const isDir = await stat(positionals[0] as string).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (files.length !== 1 || isDir)
      throw new UsageError("--session takes a single cassette FILE, not a directory or several files");
    const isFile = await stat(sessionOverride).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!isFile) throw new UsageError(`--session: not a session file: ${sessionOverride}`);
  }
  const rows: Row[] = [];
  for (const f of files) rows.push(await rehashOne(f, dryRun, sessionOverride, io.env));
  const errors = rows.filter((r) => r.action === "error").length;
  if (format === "json") {
    io.stdout(
      `${JSON.stringify({
        tool: TOOL_NAME,
        version: TOOL_VERSION,
        command: "rehash",
        ok: errors === 0,
        dryRun,
        migrated: rows.filter((r) => r.action === "migrated").length,
        skipped: rows.filter((r) => r.action === "skipped").length,
        errors,
        results: rows,
        error: null,
      })}\n`,
    );
  } else {
    io.stdout(`${summaryLine(rows, dryRun)}\n`);
    for (const r of rows)
      io.stdout(`${r.action === "migrated" ? "✓" : r.action === "error" ? "✗" : "·"} ${r.file}: ${r.reason}\n`);
  }
  return errors > 0 ? EXIT.fail : EXIT.ok;
}

export const command = defineCommand({
  name: "rehash",
  help: REHASH_HELP,
  options: REHASH_OPTIONS,
  errors: "line",
  run: rehash,
});
