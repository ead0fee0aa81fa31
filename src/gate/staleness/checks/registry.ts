/**
 * Every input a cassette depends on, one check each, in report order: the baseline, the skill
 * files, the model script, the staged upload/folder files, the session settings, the scenario.
 * Adding an input means adding a check here.
 */
import { baselinesCheck } from "./baselines.js";
import type { StalenessCheck } from "./context.js";
import { modelScriptCheck } from "./model-script.js";
import { scenarioFieldsCheck } from "./scenario-fields.js";
import { sessionSettingsCheck } from "./session-settings.js";
import { skillFilesCheck } from "./skill-files.js";
import { stagedFilesCheck } from "./staged-files.js";

export const STALENESS_CHECKS: readonly StalenessCheck[] = [
  baselinesCheck,
  skillFilesCheck,
  modelScriptCheck,
  stagedFilesCheck,
  sessionSettingsCheck,
  scenarioFieldsCheck,
];
