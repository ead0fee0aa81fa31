/** What `init` scaffolds keeps the gate at full strength and lints clean. */
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { TEMPLATE_FILES, SCENARIO_PATH } from "../../src/live/init/templates.js";
import { lintScenarioText } from "../../src/gate/lint/lint-text.js";
import { DEFAULT_FAIL_ON } from "../../src/gate/report/fail-on.js";

const file = (path: string): string => TEMPLATE_FILES.find((f) => f.path === path)!.content;

describe("init templates", () => {
  it("the gate workflow uses the Action's default fail-on (it does not drop stale-inputs)", () => {
    const wf = parse(file(".github/workflows/cowork.yml")) as {
      jobs: { gate: { steps: { with?: Record<string, string> }[] } };
    };
    const step = wf.jobs.gate.steps.find((s) => s.with !== undefined)!;
    expect(step.with).not.toHaveProperty("fail-on");
    expect(DEFAULT_FAIL_ON).toContain("stale-inputs");
  });

  it("the scenario has no lint finding at WARN or above (skill_triggered comes with tool_no_error: Skill)", () => {
    expect(lintScenarioText(file(SCENARIO_PATH), SCENARIO_PATH).filter((f) => f.severity !== "INFO")).toEqual([]);
  });
});
