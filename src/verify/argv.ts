/** A small strict flag parser for the verify and rehash commands. */
import { UsageError } from "../util/errors.js";

export interface FlagSpec {
  booleans: readonly string[];
  values: readonly string[];
  /** value flags that may repeat */
  repeated?: readonly string[];
}

export interface ParsedArgs {
  positionals: string[];
  flags: Set<string>;
  values: Map<string, string>;
  repeated: Map<string, string[]>;
}

export function parseArgv(argv: string[], spec: FlagSpec): ParsedArgs {
  const out: ParsedArgs = { positionals: [], flags: new Set(), values: new Map(), repeated: new Map() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--") {
      out.positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith("--") || arg === "-") {
      out.positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (spec.booleans.includes(name)) {
      if (eq > 0) throw new UsageError(`${name} takes no value`);
      out.flags.add(name);
      continue;
    }
    const isRepeated = spec.repeated?.includes(name) ?? false;
    if (!spec.values.includes(name) && !isRepeated) throw new UsageError(`unknown option ${name}`);
    let value: string | undefined;
    if (eq > 0) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      i++;
    }
    if (value === undefined || value === "") throw new UsageError(`${name} needs a value`);
    if (isRepeated) out.repeated.set(name, [...(out.repeated.get(name) ?? []), value]);
    else out.values.set(name, value);
  }
  return out;
}
