/**
 * Our JSON Schemas (schema/*.schema.json), compiled once with ajv. Each validator returns the
 * list of problems as `<instance path>: <message>` lines; an empty list means valid. Production
 * code validates cassettes with the ahead-of-time compiled ./cassette-validator.ts (no ajv at run
 * time); this module serves the tests, the bench and the tools that check our other schemas.
 */
import AjvModule from "ajv";
import type { AnySchema, ValidateFunction } from "ajv";
import { formatAjvErrors } from "./ajv-errors.js";
import { validateCassette } from "./cassette-validator.js";
import cassetteV9 from "../../../schema/cassette.v9.schema.json" with { type: "json" };
import protocolV1 from "../../../schema/protocol.v1.schema.json" with { type: "json" };
import scenario from "../../../schema/scenario.schema.json" with { type: "json" };
import session from "../../../schema/session.schema.json" with { type: "json" };
import replayEnvelope from "../../../schema/replay-envelope.schema.json" with { type: "json" };
import verifyEnvelope from "../../../schema/verify-envelope.schema.json" with { type: "json" };

// ajv is CommonJS; depending on the loader its class arrives as the default import or under `.default`.
type AjvClass = typeof AjvModule.default;
const Ajv: AjvClass = ((AjvModule as unknown as { default?: AjvClass }).default ?? AjvModule) as AjvClass;

/** A fresh ajv configured the way every schema of ours is compiled (draft-07, first error only, no format checks). */
export function newAjv(): InstanceType<AjvClass> {
  return new Ajv({ allErrors: false, strict: false, validateFormats: false });
}

/**
 * The instance our own validators compile with: as newAjv(), but without checking each schema
 * against the draft-07 meta-schema first. Compiling that meta-schema took ~30 ms of every CLI run
 * that compiled a schema; our schemas are
 * files of this repository, and test/unit/schema-meta-valid.test.ts checks each against it.
 */
const ajv = new Ajv({ allErrors: false, strict: false, validateFormats: false, validateSchema: false });

/** Compiles `schema` lazily and returns a validator producing formatted messages. */
export function makeValidator(schema: AnySchema, instance = ajv): (v: unknown) => string[] {
  let compiled: ValidateFunction | undefined;
  return (v: unknown): string[] => {
    compiled ??= instance.compile(schema);
    return compiled(v) ? [] : formatAjvErrors(compiled.errors);
  };
}

/** A cassette of any format this build reads (v9–v12): compiled ahead of time (./cassette-validator.ts). */
export { validateCassette };
export { formatAjvErrors };
/** Strictly the v9 format. */
export const validateCassetteV9 = makeValidator(cassetteV9);
/** One control-channel line (already JSON-parsed). */
export const validateProtocolLine = makeValidator(protocolV1);
/** An authored scenario (the YAML as a plain object, before defaults). */
export const validateScenario = makeValidator(scenario);
/** An authored session (the YAML as a plain object, before defaults). */
export const validateSession = makeValidator(session);
/** The `replay --output-format json` envelope. */
export const validateReplayEnvelope = makeValidator(replayEnvelope);
/** The `verify-cassettes --output-format json` envelope. */
export const validateVerifyEnvelope = makeValidator(verifyEnvelope);
