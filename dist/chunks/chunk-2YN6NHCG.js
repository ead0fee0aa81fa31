#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/live/agent/binary-info.ts
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, readSync, realpathSync } from "node:fs";
import { dirname, join } from "node:path";
var ELF_MACHINES = { 62: "x86_64", 183: "aarch64", 3: "x86", 40: "arm", 243: "riscv64" };
var MACHO_CPUS = { 16777223: "x86_64", 16777228: "arm64" };
function binaryFormat(path) {
  const buf = Buffer.alloc(64);
  let n;
  try {
    const fd = openSync(path, "r");
    try {
      n = readSync(fd, buf, 0, 64, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    return void 0;
  }
  if (n >= 20 && buf.readUInt32BE(0) === 2135247942) {
    const little = buf[5] === 1;
    const machine = little ? buf.readUInt16LE(18) : buf.readUInt16BE(18);
    return `elf-${ELF_MACHINES[machine] ?? `machine-${machine}`}`;
  }
  if (n >= 8 && buf.readUInt32LE(0) === 4277009103) {
    const cpu = buf.readUInt32LE(4);
    return `macho-${MACHO_CPUS[cpu] ?? `cpu-${cpu}`}`;
  }
  if (n >= 2 && buf[0] === 77 && buf[1] === 90) return "pe";
  return void 0;
}
function agentVersion(path) {
  let dir = dirname(realpathSync(path));
  for (let i = 0; i < 6; i++) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg)) {
      try {
        const p = JSON.parse(readFileSync(pkg, "utf8"));
        if (typeof p.name === "string" && p.name.startsWith("@anthropic-ai/claude-code") && typeof p.version === "string") return p.version;
      } catch {
      }
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  const r = spawnSync(path, ["--version"], { encoding: "utf8", timeout: 3e4, env: { PATH: process.env.PATH ?? "", DISABLE_AUTOUPDATER: "1" } });
  const m = /^(\d+\.\d+\.\d+\S*)/.exec((r.stdout ?? "").trim());
  return m ? m[1] : void 0;
}

export {
  binaryFormat,
  agentVersion
};
