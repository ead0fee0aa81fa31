#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/core/util/atomic-write.ts
import { open, rename, rm as rm2 } from "node:fs/promises";
import { dirname as dirname2 } from "node:path";

// src/core/util/temp-files.ts
import { randomBytes } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
function tempPathBeside(target, tag) {
  return join(dirname(target), `.${basename(target)}.${tag}-${process.pid}-${randomBytes(4).toString("hex")}.tmp`);
}
var SHAPES = [
  /^\..+\.[a-z-]+-(\d+)-[0-9a-f]{8}\.tmp$/,
  // .<name>.<tag>-<pid>-<hex>.tmp (this helper, rerecord)
  /^\..+\.tmp\.(\d+)\.[0-9a-f]{8}$/,
  // .<name>.tmp.<pid>.<hex> (writeCassetteAtomic)
  /^\..+\.[0-9a-f]{12}\.tmp$/
  // .<name>.<hex12>.tmp (the former writeFileAtomic, no pid)
];
var PIDLESS_MAX_AGE_MS = 60 * 60 * 1e3;
function tempOwner(name) {
  for (const re of SHAPES) {
    const m = re.exec(name);
    if (m) return m[1] !== void 0 ? Number(m[1]) : null;
  }
  return void 0;
}
function pidAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === "EPERM";
  }
}
async function sweepStaleTemps(dir, now = Date.now(), opts = {}) {
  let names;
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const removed = [];
  for (const name of names) {
    const owner = tempOwner(name);
    if (owner === void 0) continue;
    if (owner !== null && pidAlive(owner) && !(opts.includeOwn === true && owner === process.pid)) continue;
    const path = join(dir, name);
    try {
      const st = await stat(path);
      if (!st.isFile()) continue;
      if (owner === null && now - st.mtimeMs < PIDLESS_MAX_AGE_MS) continue;
      await rm(path, { force: true });
      removed.push(name);
    } catch {
    }
  }
  return removed;
}
async function sweepBeside(files) {
  const dirs = [...new Set(files.map((f) => dirname(f)))];
  const out = [];
  for (const d of dirs) out.push(...await sweepStaleTemps(d));
  return out;
}

// src/core/util/atomic-write.ts
var swept = /* @__PURE__ */ new Set();
async function writeFileAtomic(path, data) {
  const dir = dirname2(path);
  if (!swept.has(dir)) {
    swept.add(dir);
    await sweepStaleTemps(dir);
  }
  const tmp = tempPathBeside(path, "write");
  const fh = await open(tmp, "wx", 420);
  try {
    await fh.writeFile(data);
    await fh.sync();
  } catch (e) {
    await fh.close();
    await rm2(tmp, { force: true });
    throw e;
  }
  await fh.close();
  try {
    await rename(tmp, path);
  } catch (e) {
    await rm2(tmp, { force: true });
    throw e;
  }
}

export {
  tempPathBeside,
  tempOwner,
  pidAlive,
  sweepStaleTemps,
  sweepBeside,
  writeFileAtomic
};
