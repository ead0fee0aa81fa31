/**
 * Delivery keys (the reference's src/assert.ts; docs/reference.md#replay-and-assertions, "Delivery"): files handed to the user through
 * `mcp__cowork__present_files`.
 *  - `no_scratchpad_leak`: nothing presented from the scratchpad without being promoted to
 *    outputs. Promotion is a container-tier mechanism, so any other tier "cannot verify";
 *    malformed present_files calls make the evidence incomplete. Nothing presented passes.
 *  - `present_files_called`: at least one file was presented (container / hostloop only).
 * Neither can be verified on `lane: remote`, where present_files is not served.
 */
import type { KeyEvaluator } from "./context.js";
import { badArg, fail, pass } from "./describe.js";

const noScratchpadLeak: KeyEvaluator = (arg, ctx) => {
  if (arg !== true) return badArg("no_scratchpad_leak", arg, "true");
  if (ctx.lane === "remote")
    return fail(
      "no_scratchpad_leak: present_files is not served on `lane: remote` (a local MCP server cannot reach a remote Cowork session), so there is no promotion to leak — cannot verify. Without this gate the check would pass VACUOUSLY on an empty presentedFiles list",
    );
  if (ctx.effectiveFidelity !== "container")
    return fail(
      `no_scratchpad_leak: promotion/leak semantics apply only at the container tier (this run: ${ctx.effectiveFidelity ?? "unknown"}) — hostloop's present_files never promotes (production's host-loop branch passes a validated path through without copying, so there is no scratch→outputs copy to leak) — cannot verify; use fidelity: container for present_files-based delivery`,
    );
  const malformed = ctx.record.evidenceErrors.presentFilesMalformed;
  if (malformed > 0)
    return fail(
      `no_scratchpad_leak: ${malformed} malformed/unclassifiable present_files call(s) — leak evidence is incomplete, cannot verify (e.g. malformed input, or no cwd to classify scratchpad membership)`,
    );
  const leaked = ctx.record.presentedFiles.find((f) => f.leaked);
  return leaked ? fail(`no_scratchpad_leak: "${leaked.from}" was presented but never left the scratchpad`) : pass();
};

const presentFilesCalled: KeyEvaluator = (arg, ctx) => {
  if (arg !== true) return badArg("present_files_called", arg, "true");
  if (ctx.lane === "remote")
    return fail(
      "present_files_called: present_files is not served on `lane: remote` — a local MCP server cannot reach a remote Cowork session, which delivers via the agent-native SendUserFile instead (not modeled) — cannot verify",
    );
  if (ctx.effectiveFidelity !== "container" && ctx.effectiveFidelity !== "hostloop")
    return fail(
      `present_files_called: present_files is served only on the container/hostloop tiers (this run: ${ctx.effectiveFidelity ?? "unknown"}) — cannot verify; use fidelity: container or hostloop for present_files-based delivery`,
    );
  if (ctx.record.presentedFiles.length > 0) return pass();
  if (ctx.record.evidenceErrors.presentFilesMalformed > 0)
    return fail(
      "present_files_called: present_files WAS called, but no call carried a usable file path (malformed input) — cannot verify delivery",
    );
  return fail("present_files_called: no file was delivered via present_files (the tool was never called)");
};

export const deliveryKeys: Record<string, KeyEvaluator> = {
  no_scratchpad_leak: noScratchpadLeak,
  present_files_called: presentFilesCalled,
};
