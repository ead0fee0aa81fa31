/**
 * The project code the benchmark drives in-process, bundled by bench/build-lib.mjs with
 * esbuild: fingerprinting (to stamp generated cassettes so they are not stale) and the
 * cassette loader (for the replay floor comparison).
 */
export { computeTreeFingerprint } from "../src/fingerprint/tree-fingerprint.js";
export { fingerprintFieldsFor } from "../src/fingerprint/fingerprint-fields.js";
export { loadSessionFile, declaredSkillDirs } from "../src/session/load.js";
export { sessionFingerprint } from "../src/staleness/session-fingerprint.js";
export { newAjv } from "../src/schema/validators.js";
export { openPersistentDigestCache } from "../src/fingerprint/persistent-cache.js";
export { transcriptAlignment } from "../src/diff/views.js";
