/**
 * What the replay floor (bench/floor-replay.mjs) loads: ajv, configured as our schemas are
 * compiled, and nothing else, so the floor's start-up is ajv's alone (bundled by
 * bench/build-lib.mjs into .tmp/bench/floor-lib.mjs).
 */
export { newAjv } from "../src/core/schema/validators.js";
