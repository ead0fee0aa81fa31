/** Builds an AssertContext for evaluator unit tests: an empty run, overridden field by field. */
import type { AssertContext } from "../../src/gate/assert/context.js";
import type { RunRecord } from "../../src/gate/evidence/types.js";
import { emptyRecord } from "../../src/gate/evidence/empty.js";

export function makeContext(
  record: Partial<RunRecord> = {},
  ctx: Partial<Omit<AssertContext, "record">> = {},
): AssertContext {
  return {
    record: { ...emptyRecord(), result: "success", ...record },
    lane: "local",
    effectiveFidelity: "container",
    workRoot: "",
    userVisiblePrefixes: [],
    preRunLinkAware: true,
    postRunHashes: {},
    truncatedPaths: new Map(),
    linkPaths: new Map(),
    gateOptionsMissing: false,
    toolResultTexts: [],
    toolResultsTruncated: [],
    skillToolAvailable: true,
    linkResolution: {
      mode: "replay",
      folderPrefixes: new Map(),
      folderPrefixesRequiredButAbsent: false,
      linkPaths: new Map(),
    },
    hasTimeline: false,
    ...ctx,
  };
}
