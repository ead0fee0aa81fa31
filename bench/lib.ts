/**
 * The project code the benchmark drives in-process, bundled by bench/build-lib.mjs with
 * esbuild: fingerprinting (to stamp generated cassettes so they are not stale) and the
 * cassette loader (for the replay floor comparison).
 */
export { computeTreeFingerprint } from "../src/gate/fingerprint/tree-fingerprint.js";
export { fingerprintFieldsFor } from "../src/gate/fingerprint/fingerprint-fields.js";
export { loadSessionFile, declaredSkillDirs } from "../src/core/session/load.js";
export { sessionFingerprint } from "../src/gate/staleness/session-fingerprint.js";
export { newAjv } from "../src/core/schema/validators.js";
export { openPersistentDigestCache } from "../src/gate/fingerprint/persistent-cache.js";
export { transcriptAlignment } from "../src/gate/diff/views.js";
