/** Builds the privacy allow list from the --allow* flags (each regex matches a whole finding). */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { UsageError } from "../../core/util/errors.js";
import type { AllowPattern } from "./privacy-patterns.js";
import { boundedRegExp } from "../../core/util/safe-regex.js";
import { readRegularText } from "../../core/util/regular-file.js";

export const ALLOW_FLAGS: Record<string, string | undefined> = {
  "--allow": undefined,
  "--allow-domain": "domain",
  "--allow-email": "email",
  "--allow-path": "path",
  "--allow-machine-inventory": "machine-inventory",
  "--allow-host-inventory": "host-inventory",
  "--allow-phone": "phone",
};

function compile(src: string, cls: string | undefined, origin: string): AllowPattern {
  try {
    return { ...(cls !== undefined ? { cls } : {}), re: boundedRegExp(src, "i") };
  } catch {
    throw new UsageError(`${origin}: invalid regex: ${src}`);
  }
}

/**
 * The repository's own allow patterns: `.cowork-allow-patterns` in the directory a command runs in
 * (one all-class regex a line, `#` comments, the --allow-patterns-file format). record, check and
 * verify all read it, so what the gate accepts is what record accepts.
 */
export const REPO_ALLOW_FILE = ".cowork-allow-patterns";

/** The --allow* lines of a command's help, indented to a 35-column option column. */
export const ALLOW_HELP = `  --allow REGEX                    a privacy finding this regex matches whole (it is anchored, as
                                   ^(?:REGEX)$: "acme" does not clear "jane@acme.com") is not a
                                   finding (repeatable);
  --allow-domain REGEX             likewise for one class: domain, email, path,
  --allow-email REGEX              machine-inventory, host-inventory, phone (each repeatable)
  --allow-path REGEX
  --allow-machine-inventory REGEX
  --allow-host-inventory REGEX
  --allow-phone REGEX
  --allow-patterns-file FILE       one allow regex per line, # comments (repeatable);
                                   ${REPO_ALLOW_FILE} in the working directory is always read
                                   (the gate reads it too: put what a committed cassette needs there)`;

/** parseArgs options for the --allow* family (every occurrence kept). */
export const ALLOW_OPTIONS = Object.fromEntries(
  [...Object.keys(ALLOW_FLAGS), "--allow-patterns-file"].map((f) => [f.slice(2), { type: "string", multiple: true }]),
) as Record<string, { type: "string"; multiple: true }>;

/** The allow list from parsed --allow* values, plus the repository's file when `cwd` has one. */
export async function allowListFromValues(values: Record<string, unknown>, cwd: string): Promise<AllowPattern[]> {
  const repeated = new Map<string, string[]>();
  for (const flag of [...Object.keys(ALLOW_FLAGS), "--allow-patterns-file"]) {
    const v = values[flag.slice(2)];
    if (Array.isArray(v))
      repeated.set(
        flag,
        v.map((x) => (flag === "--allow-patterns-file" ? resolve(cwd, String(x)) : String(x))),
      );
  }
  return buildAllowList(repeated, cwd);
}

export async function buildAllowList(repeated: Map<string, string[]>, cwd?: string): Promise<AllowPattern[]> {
  const out: AllowPattern[] = [];
  if (cwd !== undefined && existsSync(join(cwd, REPO_ALLOW_FILE))) {
    repeated = new Map(repeated);
    repeated.set("--allow-patterns-file", [
      join(cwd, REPO_ALLOW_FILE),
      ...(repeated.get("--allow-patterns-file") ?? []),
    ]);
  }
  for (const [flag, cls] of Object.entries(ALLOW_FLAGS)) {
    for (const src of repeated.get(flag) ?? []) out.push(compile(src, cls, flag));
  }
  for (const file of repeated.get("--allow-patterns-file") ?? []) {
    let body: string;
    try {
      body = readRegularText(file); // the repository's allow file is pull-request input: a FIFO never holds us
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
