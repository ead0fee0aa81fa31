/** Kept for callers of the old location: the scenario source lookup lives in the scenario domain. */
export { resolveScenarioSource, slugForName, type ScenarioSource } from "../scenario/source.js";
