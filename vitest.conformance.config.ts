import { defineConfig } from "vitest/config";

// The reference comparison: needs the conformance corpus (COWORK_CONFORMANCE_DIR) and the seed
// schemas (COWORK_SEEDS_DIR); global-setup fails in one line when they are missing.
export default defineConfig({
  test: {
    include: ["test/conformance/**/*.test.ts"],
    // the corpus check first; then the container tier's agent image (our recorder's v9 output is recorded at fidelity: container)
    globalSetup: ["test/conformance/global-setup.ts", "test/container/agent-image-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
