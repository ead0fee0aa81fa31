/** Builds the privacy allow list from the --allow* flags (each regex matches a whole finding). */
import { readFile } from "node:fs/promises";
import { UsageError } from "../util/errors.js";
import type { AllowPattern } from "./privacy-patterns.js";
import { boundedRegExp } from "../util/safe-regex.js";

export const ALLOW_FLAGS: Record<string, string | undefined> = {
  "--allow": undefined,
  "--allow-domain": "domain",
  "--allow-email": "email",
  "--allow-path": "path",
  "--allow-machine-inventory": "machine-inventory",
  "--allow-host-inventory": "host-inventory",
};

function compile(src: string, cls: string | undefined, origin: string): AllowPattern {
  try {
    return { ...(cls !== undefined ? { cls } : {}), re: boundedRegExp(src, "i") };
  } catch {
    throw new UsageError(`${origin}: invalid regex: ${src}`);
  }
}

export async function buildAllowList(repeated: Map<string, string[]>): Promise<AllowPattern[]> {
  const out: AllowPattern[] = [];
  for (const [flag, cls] of Object.entries(ALLOW_FLAGS)) {
    for (const src of repeated.get(flag) ?? []) out.push(compile(src, cls, flag));
  }
  for (const file of repeated.get("--allow-patterns-file") ?? []) {
    let body: string;
    try {
      body = await readFile(file, "utf8");
    } catch {
      throw new UsageError(`--allow-patterns-file: cannot read ${file}`);
    }
    for (const raw of body.split("\n")) {
      const line = raw.trim();
      if (line && !line.startsWith("#")) out.push(compile(line, undefined, `--allow-patterns-file (${file})`));
    }
  }
  return out;
}
