/**
 * A one-step live scenario in a copy of examples/ (issue 36's tier and time tests): a scripted
 * model that runs one Bash command, then says "Done."; the scenario at the tier given, with the
 * example session, answering Bash with allow. And the CLI run in-process (src/cli/main.ts) in a
 * directory, as a user would run it there, with the time it took.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { main } from "../../src/cli/main.js";
import type { CliIO } from "../../src/cli/io.js";

/** Writes model-scripts/<name>.yaml and scenarios/<name>.yaml under `dir`; returns the scenario's path, relative. */
export function writeOneBashStep(
  dir: string,
  name: string,
  opts: { command: string; fidelity: "protocol" | "container"; extra?: string[] },
): string {
  writeFileSync(
    join(dir, `model-scripts/${name}.yaml`),
    JSON.stringify({
      turns: [
        { respond: [{ tool_use: { name: "Bash", input: { command: opts.command, description: "a step" } } }] },
        { respond: [{ text: "Done." }] },
      ],
    }),
  );
  const scenario = `scenarios/${name}.yaml`;
  writeFileSync(
    join(dir, scenario),
    [
      `name: ${name}`,
      "session: ../sessions/default.yaml",
      `fidelity: ${opts.fidelity}`,
      `# cowork-harness model_script: ../model-scripts/${name}.yaml`,
      "prompt: Run the step.",
      ...(opts.extra ?? []),
      "answers:",
      "  - {when_tool: Bash, decide: allow}",
      "assert:",
      "  - result: success",
      ...(opts.fidelity === "protocol" ? ["  - allow_l0_plugin_divergence: true"] : []),
      "",
    ].join("\n"),
  );
  return scenario;
}

export interface InProcessRun {
  code: number;
  stdout: string;
  stderr: string;
  seconds: number;
}

/** The CLI in-process in `dir`, outside any workflow (no GITHUB_* that would change its output), with `env` over this process's. */
export async function cliIn(dir: string, argv: string[], env: NodeJS.ProcessEnv = {}): Promise<InProcessRun> {
  let stdout = "";
  let stderr = "";
  const io: CliIO = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    env: {
      ...process.env,
      GITHUB_ACTIONS: "",
      GITHUB_STEP_SUMMARY: "",
      GITHUB_EVENT_NAME: "",
      COWORK_HARNESS_OUTPUT_FORMAT: "",
      ...env,
    },
    cwd: dir,
  };
  const t0 = Date.now();
  const code = await main(argv, io);
  return { code, stdout, stderr, seconds: (Date.now() - t0) / 1000 };
}
