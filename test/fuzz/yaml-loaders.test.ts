/**
 * Fuzzing the scenario and session loaders: random text, mutated real files (truncation,
 * insertions, invalid UTF-8, duplicated slices — which in YAML also means duplicate keys) and
 * random YAML documents must each load or be refused with a one-line HarnessError naming the file.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { stringify } from "yaml";
import { loadScenarioText } from "../../src/core/scenario/load.js";
import { loadSessionText } from "../../src/core/session/load.js";
import { HarnessError } from "../../src/core/util/errors.js";
import {
  mutatedText,
  nastyValue,
  params,
  realize,
  realScenarioTexts,
  realSessionTexts,
  timeoutFor,
  verdictOrHarnessError,
} from "./fuzz-support.js";

const SCENARIO = "fuzz/scenarios/s.yaml";
const SESSION = "fuzz/sessions/default.yaml";

function namesFile(r: unknown, file: string): void {
  if (r instanceof HarnessError) expect(r.message.startsWith(`${file}: `)).toBe(true);
}

const SCENARIO_KEYS = [
  "name",
  "prompt",
  "session",
  "assert",
  "answers",
  "fidelity",
  "execution",
  "skills",
  "expect_denied",
  "baseline",
  "lane",
  "requires_capabilities",
];
const SESSION_KEYS = [
  "model",
  "effort",
  "folders",
  "trusted_folders",
  "uploads",
  "plugins",
  "skills",
  "mcp",
  "egress",
  "staleness",
  "permission_mode",
  "debug",
];

/** A YAML mapping that mixes real keys with random values (incl. deep nesting and huge strings). */
function randomYamlDoc(keys: string[]): fc.Arbitrary<string> {
  return fc
    .dictionary(
      fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 })),
      fc.oneof(fc.jsonValue({ maxDepth: 3 }), nastyValue),
      { maxKeys: 6 },
    )
    .map((d) => {
      try {
        return stringify(realize(d), { aliasDuplicateObjects: false });
      } catch {
        return "";
      }
    });
}

/** YAML-specific nasties: anchors/aliases (billion laughs), tags, duplicate keys, multi-docs, tabs. */
const yamlNasty = fc.constantFrom(
  "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]\nprompt: [*f, *f, *f, *f, *f, *f, *f, *f]\n",
  "prompt: hi\nprompt: again\n",
  "prompt: !!js/function 'function(){}'\n",
  "--- \nprompt: a\n---\nprompt: b\n",
  "\tprompt: x\n",
  "prompt: *undefined_alias\n",
  "<<: {prompt: x}\n",
  "? [a, b]\n: c\n",
  "prompt: " + "[".repeat(5000) + "]".repeat(5000) + "\n",
  "assert:\n" + "  - not:\n".repeat(1) + "      ".repeat(1) + "not: ".repeat(2000) + "{result: success}\n",
);

describe("scenario loader under fuzz", () => {
  it(
    "random text and YAML nasties: loads or one-line HarnessError",
    () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.string(), fc.string({ unit: "binary" }), yamlNasty, randomYamlDoc(SCENARIO_KEYS)),
          (text) => {
            namesFile(
              verdictOrHarnessError(() => loadScenarioText(text, SCENARIO)),
              SCENARIO,
            );
          },
        ),
        params(400),
      );
    },
    timeoutFor(400, 10),
  );

  it(
    "mutated real scenarios: loads or one-line HarnessError",
    () => {
      fc.assert(
        fc.property(mutatedText(fc.constantFrom(...realScenarioTexts)), (text) => {
          namesFile(
            verdictOrHarnessError(() => loadScenarioText(text, SCENARIO)),
            SCENARIO,
          );
        }),
        params(400),
      );
    },
    timeoutFor(400, 10),
  );
});

describe("session loader under fuzz", () => {
  it(
    "random text and YAML nasties: loads or one-line HarnessError",
    () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.string(), fc.string({ unit: "binary" }), yamlNasty, randomYamlDoc(SESSION_KEYS)),
          (text) => {
            namesFile(
              verdictOrHarnessError(() => loadSessionText(text, SESSION)),
              SESSION,
            );
          },
        ),
        params(400),
      );
    },
    timeoutFor(400, 10),
  );

  it(
    "mutated real sessions: loads or one-line HarnessError",
    () => {
      fc.assert(
        fc.property(mutatedText(fc.constantFrom(...realSessionTexts)), (text) => {
          namesFile(
            verdictOrHarnessError(() => loadSessionText(text, SESSION)),
            SESSION,
          );
        }),
        params(400),
      );
    },
    timeoutFor(400, 10),
  );
});
