import { defineConfig } from "vitest/config";

// The reference comparison: needs the conformance corpus (COWORK_CONFORMANCE_DIR) and the seed
// schemas (COWORK_SEEDS_DIR); global-setup fails in one line when they are missing.
export default defineConfig({
  test: {
    include: ["test/conformance/**/*.test.ts"],
    globalSetup: ["test/conformance/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
