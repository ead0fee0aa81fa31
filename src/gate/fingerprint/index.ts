/** Public API of skill-tree fingerprinting (the reference's src/loop-decision.ts; docs/reference.md#fingerprints-and-staleness). */
export { computeTreeFingerprint, computeSharedHash, agentScopeRequested } from "./tree-fingerprint.js";
export { fingerprintFieldsFor, skillSourcesFor, type FingerprintExtras } from "./fingerprint-fields.js";
export { memoryDigestCache } from "./file-digest.js";
export { gitSetEnabled } from "./git-file-set.js";
export { walkLine } from "./walk-listing.js";
export { wireEntries } from "./fold.js";
export { compileIgnoreGlob } from "./ignore-globs.js";
export { jcsSerialize, JcsCanonicalizationError } from "./jcs.js";
export * from "./types.js";
