/**
 * Scenario: do the fields of the scenario file that shape a recording (prompt, baseline,
 * fidelity, lane, answers, skills, requires_capabilities) still match the copy frozen in the
 * cassette? A drifted field means the recorded events answer another scenario: re-record.
 * (An edited `assert:` block is not staleness: the gate re-evaluates it on the recording.)
 * Found through `scenarioSource`, a drift is a finding; found by name only, a note.
 */
import { parse as parseYaml } from "yaml";
import { driftedFields } from "../../../core/scenario/shaping-drift.js";
import { oneLine } from "../../../core/util/errors.js";
import { readRegularText } from "../../../core/util/regular-file.js";
import { lineOfFirstDifference } from "../../../core/schema/first-difference.js";
import { empty, type StalenessCheck } from "./context.js";

export function scenarioDriftMessage(fields: string[]): string {
  return `scenario field(s) ${fields.join(", ")} changed since recording — the recorded events answer the old scenario; re-record`;
}

async function authoredMapping(path: string): Promise<Record<string, unknown> | string> {
  try {
    const value: unknown = parseYaml(readRegularText(path));
    if (value === null || typeof value !== "object" || Array.isArray(value)) return "it is not a mapping";
    return value as Record<string, unknown>;
  } catch (e) {
    return `it could not be read or parsed (${oneLine(e)})`;
  }
}

export const scenarioFieldsCheck: StalenessCheck = {
  id: "scenario",
  question: "Do the scenario's recording-shaping fields still match the recording?",
  async run(ctx) {
    const out = empty();
    const found = await ctx.scenario();
    const { source } = found;
    const loaded = found.status === "loaded" ? found.loaded : undefined;
    if (source.persistedOutside !== undefined) {
      out.notes.push(
        `scenario-drift: scenarioSource "${source.persistedOutside}" resolves outside the cassette's repository — not read`,
      );
    }
    if (!source.path) return out;
    // The drift rule reads the mapping as written, so a scenario that no longer validates is still compared.
    const onDisk = loaded ? loaded.authored : await authoredMapping(source.path);
    if (typeof onDisk === "string") {
      out.notes.push(
        `scenario-drift: the scenario at ${source.path} ${onDisk.startsWith("it ") ? onDisk.slice(3) : onDisk} — drift not checked`,
      );
      return out;
    }
    // A field missing from a file that does not load is the loader's finding (a typo such as `promt:`),
    // reported at its line as an invalid scenario: not also "changed since recording".
    const fields = driftedFields(ctx.cassette.scenario as Record<string, unknown>, onDisk).filter(
      (f) => loaded !== undefined || f in onDisk,
    );
    if (fields.length === 0) return out;
    const message = scenarioDriftMessage(fields);
    if (source.via === "persisted") {
      // the first changed entry (an edited `choose:`, not the `answers:` key), else the key's line
      const first = loaded ? fields.find((f) => loaded.keyLines[f] !== undefined) : undefined;
      const line =
        loaded && first !== undefined
          ? (lineOfFirstDifference(
              source.path,
              first,
              (ctx.cassette.scenario as Record<string, unknown>)[first],
              onDisk[first],
            ) ?? loaded.keyLines[first])
          : undefined;
      out.findings.push({
        class: "scenario",
        message,
        location: { path: source.path, ...(line !== undefined ? { line } : {}) },
      });
    } else {
      out.notes.push(
        `scenario-drift: found ${source.path} by scenario name only (the recorded source ${source.persistedMissing ?? "is not recorded"}); ${message}`,
      );
    }
    return out;
  },
};
