/**
 * Every assertion key replay can evaluate, mapped to its evaluator. Each family lives in its
 * own module; this file only gathers them. Which keys are evaluated on a given cassette is
 * decided in src/gate/replay/buckets.ts.
 */
import type { KeyEvaluator } from "./context.js";
import { artifactJsonKeys } from "./artifact-json.js";
import { artifactTextKeys } from "./artifact-text.js";
import { budgetKeys } from "./budgets.js";
import { computerLinkKeys } from "./computer-links.js";
import { deliveryKeys } from "./delivery.js";
import { fileKeys } from "./files.js";
import { gateKeys } from "./gates.js";
import { hookKeys } from "./hooks.js";
import { hostloopPathKeys } from "./hostloop-paths.js";
import { modifierKeys } from "./modifiers.js";
import { preRunKeys } from "./pre-run.js";
import { questionOptionKeys } from "./question-options.js";
import { resultKeys } from "./result.js";
import { skillKeys } from "./skills.js";
import { subagentKeys } from "./subagents.js";
import { subagentWriteKeys } from "./subagent-writes.js";
import { taskKeys } from "./tasks.js";
import { toolKeys } from "./tools.js";
import { toolResultKeys } from "./tool-results.js";
import { transcriptKeys } from "./transcript.js";

export const ASSERTION_CATALOG: Readonly<Record<string, KeyEvaluator>> = Object.freeze({
  ...transcriptKeys,
  ...toolResultKeys,
  ...toolKeys,
  ...budgetKeys,
  ...subagentKeys,
  ...subagentWriteKeys,
  ...skillKeys,
  ...taskKeys,
  ...modifierKeys,
  ...resultKeys,
  ...deliveryKeys,
  ...hostloopPathKeys,
  ...gateKeys,
  ...questionOptionKeys,
  ...hookKeys,
  ...fileKeys,
  ...artifactJsonKeys,
  ...artifactTextKeys,
  ...computerLinkKeys,
  ...preRunKeys,
});
