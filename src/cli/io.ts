import { guardForActions } from "../core/util/log-guard.js";
import { envSecretValues, maskSecrets } from "../core/util/secret-scan.js";

/** The streams a command writes to; tests pass their own. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/**
 * The real process streams; credential-shaped text is masked on its way out (src/core/util/secret-scan.ts),
 * and under GitHub Actions no line of it can start a workflow command unless this process built
 * it as one (src/core/util/log-guard.ts).
 */
export function processIO(): CliIO {
  const secrets = envSecretValues();
  const guard = guardForActions(process.env);
  return {
    stdout: (t) => process.stdout.write(maskSecrets(guard(t), secrets)),
    stderr: (t) => process.stderr.write(maskSecrets(guard(t), secrets)),
    env: process.env,
    cwd: process.cwd(),
  };
}

/** A CLI command: parses its own arguments, returns the exit code. */
export type Command = (argv: string[], io: CliIO) => Promise<number>;
