/**
 * What the agent binary is, for the cassette's `environment`: its format and architecture read
 * from the file's own header (ELF / Mach-O / PE), and its version from the npm package it came
 * from (walking up from the binary), else from `<binary> --version`.
 */
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, readSync, realpathSync } from "node:fs";
import { dirname, join } from "node:path";

const ELF_MACHINES: Record<number, string> = { 0x3e: "x86_64", 0xb7: "aarch64", 0x03: "x86", 0x28: "arm", 0xf3: "riscv64" };
const MACHO_CPUS: Record<number, string> = { 0x01000007: "x86_64", 0x0100000c: "arm64" };

/** `elf-x86_64`, `elf-aarch64`, `macho-arm64`, `pe`, or undefined when the header is not recognised. */
export function binaryFormat(path: string): string | undefined {
  const buf = Buffer.alloc(64);
  let n: number;
  try {
    const fd = openSync(path, "r");
    try {
      n = readSync(fd, buf, 0, 64, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
  if (n >= 20 && buf.readUInt32BE(0) === 0x7f454c46) {
    const little = buf[5] === 1;
    const machine = little ? buf.readUInt16LE(18) : buf.readUInt16BE(18);
    return `elf-${ELF_MACHINES[machine] ?? `machine-${machine}`}`;
  }
  if (n >= 8 && buf.readUInt32LE(0) === 0xfeedfacf) {
    const cpu = buf.readUInt32LE(4);
    return `macho-${MACHO_CPUS[cpu] ?? `cpu-${cpu}`}`;
  }
  if (n >= 2 && buf[0] === 0x4d && buf[1] === 0x5a) return "pe";
  return undefined;
}

/** The agent's version: from its npm package, else from running it; undefined when neither works. */
export function agentVersion(path: string): string | undefined {
  let dir = dirname(realpathSync(path));
  for (let i = 0; i < 6; i++) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg)) {
      try {
        const p = JSON.parse(readFileSync(pkg, "utf8")) as { name?: unknown; version?: unknown };
        if (typeof p.name === "string" && p.name.startsWith("@anthropic-ai/claude-code") && typeof p.version === "string") return p.version;
      } catch {
        /* keep looking */
      }
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  const r = spawnSync(path, ["--version"], { encoding: "utf8", timeout: 30_000, env: { PATH: process.env.PATH ?? "", DISABLE_AUTOUPDATER: "1" } });
  const m = /^(\d+\.\d+\.\d+\S*)/.exec((r.stdout ?? "").trim());
  return m ? m[1] : undefined;
}
