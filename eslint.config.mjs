// ESLint (typescript-eslint, type-aware): the rules kept are those that find real bugs — a promise
// nobody awaits, a promise where a callback's result is ignored, a switch that misses a case,
// `any` leaking across a boundary of src/ — plus the recommended syntax rules. Formatting is
// Prettier's (npm run format:check), so no stylistic rule is on here.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

const NODE_GLOBALS = Object.fromEntries(
  [
    "process",
    "console",
    "Buffer",
    "URL",
    "URLSearchParams",
    "setTimeout",
    "clearTimeout",
    "setInterval",
    "clearInterval",
    "setImmediate",
    "structuredClone",
    "fetch",
    "AbortController",
    "TextEncoder",
    "TextDecoder",
    "performance",
    "globalThis",
  ].map((g) => [g, "readonly"]),
);

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "coverage/",
      ".tmp/",
      "node_modules/",
      "agent/",
      "examples/",
      "test/fixtures/",
      "test/golden/",
      "src/core/schema/generated/*.js",
      "schema/",
      "docs/",
      "scripts/agent-image-context/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["vitest.config.ts", "vitest.conformance.config.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: NODE_GLOBALS,
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // sanitising control characters out of untrusted text is what those regexes are for
      "no-control-regex": "off",
    },
  },
  {
    // shipped code: `any` may not cross a boundary unchecked (parsed JSON, YAML, process output)
    files: ["src/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-argument": "error",
      "@typescript-eslint/no-unsafe-return": "error",
      "@typescript-eslint/no-unsafe-assignment": "error",
      "@typescript-eslint/no-unsafe-call": "error",
      "@typescript-eslint/no-unsafe-member-access": "error",
    },
  },
  {
    // one git client (src/core/git/client.ts): its safe.directory and environment policy holds for
    // every git command only if nothing else builds a simple-git instance or spawns git itself
    files: ["src/**/*.ts"],
    ignores: ["src/core/git/client.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "simple-git",
              allowTypeImports: true,
              message: "run git through gitClient (src/core/git/client.ts)",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.name=/^(spawn|spawnSync|execFile|execFileSync|exec|execSync)$/][arguments.0.value='git']",
          message: "run git through gitClient (src/core/git/client.ts)",
        },
      ],
    },
  },
  {
    // tests read parsed JSON output freely and assert on it, and await a decider or a check
    // whether it is synchronous or not; the floating/misused promise rules still hold there
    files: ["test/**/*.ts", "bench/**", "scripts/**"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/await-thenable": "off",
    },
  },
  {
    files: ["**/*.mjs", "**/*.js", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { module: "writable", require: "readonly", __dirname: "readonly" },
    },
  },
);
