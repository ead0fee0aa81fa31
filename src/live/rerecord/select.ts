/**
 * The re-record work list (the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness, `record --rerecord-stale`): every cassette
 * that cannot be read, or whose staleness diagnosis has any finding (every class counts,
 * `baseline` and `unverifiable-*` included). Session-shape and scenario drift do not select a
 * cassette. Each selected cassette gets its source scenario (the persisted scenarioSource, else
 * the name lookup) and the format it must be re-recorded in; one without a scenario is kept in
 * the list with the reason, to be reported rather than recorded. The selection also says which
 * scenario each cassette records, fresh ones included: the scenarios no cassette records are
 * selected too (unrecorded.ts).
 */
import { basename } from "node:path";
import { loadCassetteFile, readCassetteText } from "../../core/cassette/load.js";
import type { Cassette } from "../../core/cassette/types.js";
import { formatOfVersion, type CassetteFormat } from "../../core/cassette/format.js";
import { replayCassetteFile } from "../../gate/replay/replay-cassette.js";
import { computeStaleness } from "../../gate/staleness/compute.js";
import { oneLine } from "../../core/util/errors.js";
import { resolveScenarioSource, slugForName } from "../../core/scenario/source.js";

export interface StaleCassette {
  cassettePath: string;
  /** why it is stale: the staleness findings, or the read error */
  reasons: string[];
  /** the scenario to re-record from; absent when none resolves (see `unresolved`) */
  scenarioPath?: string;
  /** the format of the cassette it replaces: v9 stays v9, anything else becomes v12 */
  format: CassetteFormat;
  /** why no scenario was found */
  unresolved?: string;
  /** the cassette's replay verdict, when the selection replayed it */
  verdictPass?: boolean;
  /**
   * selected because no cassette records its scenario (unrecorded.ts): `cassettePath` is where
   * the first one goes, and does not exist yet
   */
  unrecorded?: true;
}

export interface SelectOptions {
  baselinesDir?: string;
  env?: NodeJS.ProcessEnv;
  /** also select a fresh cassette whose replay verdict fails (`--include-failing`) */
  includeFailing?: boolean;
}

export interface Selection {
  stale: StaleCassette[];
  fresh: string[];
  /** each cassette looked at (absolute) → the scenario file it records, when one resolves (coverage: unrecorded.ts) */
  recorded: Map<string, string | undefined>;
}

/** The fields a source lookup needs, read leniently from a cassette that does not load. */
interface LenientFields {
  version?: number;
  scenarioSource?: string;
  name?: string;
}

function lenientFields(text: string | undefined): LenientFields {
  if (text === undefined) return {};
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    const scenario = raw["scenario"] as Record<string, unknown> | undefined;
    return {
      ...(typeof raw["cassetteVersion"] === "number" ? { version: raw["cassetteVersion"] } : {}),
      ...(typeof raw["scenarioSource"] === "string" ? { scenarioSource: raw["scenarioSource"] } : {}),
      ...(scenario && typeof scenario["name"] === "string" ? { name: scenario["name"] } : {}),
    };
  } catch {
    return {};
  }
}

/** Why a verdict failed: its first failure, else its first failing assertion. */
export function firstFailure(result: {
  verdict: { failures: { message: string }[] };
  assertions: { pass: boolean; message?: string }[];
}): string {
  return result.verdict.failures[0]?.message ?? result.assertions.find((a) => !a.pass)?.message ?? "verdict failed";
}

/** The name a lookup falls back to when the cassette carries none: its file name. */
function fileSlug(cassettePath: string): string {
  return slugForName(
    basename(cassettePath)
      .replace(/\.cassette\.json$/i, "")
      .replace(/\.json$/i, ""),
  );
}

function sourceOf(cassettePath: string, fields: LenientFields): Pick<StaleCassette, "scenarioPath" | "unresolved"> {
  const name = fields.name ?? fileSlug(cassettePath);
  const probe = { scenarioSource: fields.scenarioSource, scenario: { name } } as unknown as Cassette;
  const src = resolveScenarioSource(cassettePath, probe);
  if (src.path !== undefined) return { scenarioPath: src.path };
  const why = [
    src.persistedOutside ? `scenarioSource ${src.persistedOutside} resolves outside the repository` : undefined,
    src.persistedMissing && !src.persistedOutside ? `scenarioSource ${src.persistedMissing} does not exist` : undefined,
    name !== ""
      ? `no ../scenarios/${slugForName(name)}.y(a)ml or ./${slugForName(name)}.y(a)ml beside it`
      : "the cassette names no scenario",
  ].filter((s) => s !== undefined);
  return { unresolved: `no scenario to re-record from: ${why.join("; ")}` };
}

/** The scenario a cassette that does not load names (its lenient fields), when one resolves. */
export async function recordedScenarioOf(cassettePath: string, env?: NodeJS.ProcessEnv): Promise<string | undefined> {
  const text = await readCassetteText(cassettePath, env).catch(() => undefined);
  return sourceOf(cassettePath, lenientFields(text)).scenarioPath;
}

interface Diagnosis {
  /** absent when the cassette is fresh */
  entry?: StaleCassette;
  /** the scenario file the cassette records, when one resolves */
  scenarioPath?: string;
}

async function diagnose(cassettePath: string, opts: SelectOptions): Promise<Diagnosis> {
  let cassette: Cassette;
  try {
    cassette = (await loadCassetteFile(cassettePath)).cassette;
  } catch (e) {
    const text = await readCassetteText(cassettePath, opts.env).catch(() => undefined);
    const fields = lenientFields(text);
    const source = sourceOf(cassettePath, fields);
    return {
      entry: {
        cassettePath,
        reasons: [oneLine(e)],
        format: formatOfVersion(fields.version),
        ...source,
      },
      ...(source.scenarioPath !== undefined ? { scenarioPath: source.scenarioPath } : {}),
    };
  }
  const fields: LenientFields = {
    version: cassette.cassetteVersion ?? 0,
    ...(typeof cassette.scenarioSource === "string" ? { scenarioSource: cassette.scenarioSource } : {}),
    ...(typeof cassette.scenario.name === "string" ? { name: cassette.scenario.name } : {}),
  };
  const source = sourceOf(cassettePath, fields);
  const recorded = source.scenarioPath !== undefined ? { scenarioPath: source.scenarioPath } : {};
  const report = await computeStaleness(cassette, cassettePath, {
    ...(opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {}),
    ...(opts.env ? { env: opts.env } : {}),
  });
  const reasons = report.findings.map((f) => `[${f.class}] ${f.message}`);
  let verdictPass: boolean | undefined;
  if (reasons.length === 0) {
    if (opts.includeFailing !== true) return recorded;
    const { result } = await replayCassetteFile(
      cassettePath,
      opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {},
    );
    verdictPass = result.error === undefined && result.verdict.pass;
    if (verdictPass) return recorded;
    const why = result.error ?? firstFailure(result);
    reasons.push(`[verdict] the cassette fails its replay: ${why}`);
  }
  return {
    entry: {
      cassettePath,
      reasons,
      format: formatOfVersion(fields.version),
      ...(verdictPass !== undefined ? { verdictPass } : {}),
      ...source,
    },
    ...recorded,
  };
}

/** Diagnoses one cassette: undefined when it is fresh. */
export async function staleEntry(cassettePath: string, opts: SelectOptions = {}): Promise<StaleCassette | undefined> {
  return (await diagnose(cassettePath, opts)).entry;
}

/** The work list over `files` (absolute paths), in sorted order. */
export async function selectStaleCassettes(files: readonly string[], opts: SelectOptions = {}): Promise<Selection> {
  const stale: StaleCassette[] = [];
  const fresh: string[] = [];
  const recorded = new Map<string, string | undefined>();
  for (const file of [...files].sort()) {
    const { entry, scenarioPath } = await diagnose(file, opts);
    recorded.set(file, scenarioPath);
    if (entry) stale.push(entry);
    else fresh.push(file);
  }
  return { stale, fresh, recorded };
}
