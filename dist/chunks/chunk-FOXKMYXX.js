#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/core/util/repo-root.ts
import { existsSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
function real(p) {
  try {
    return realpathSync.native(p);
  } catch {
    return resolve(p);
  }
}
function isWithin(root, target) {
  const rel = relative(root, target);
  return rel === "" || rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}
function repositoryRootOf(cassettePath, cwd = process.cwd()) {
  const dir = real(dirname(resolve(cassettePath)));
  for (let probe = dir; ; probe = dirname(probe)) {
    if (existsSync(resolve(probe, ".git"))) return probe;
    if (dirname(probe) === probe) break;
  }
  const realCwd = real(cwd);
  if (isWithin(realCwd, dir)) return realCwd;
  return dirname(dir);
}
function landingPath(target) {
  const abs = resolve(target);
  let probe = abs;
  const rest = [];
  for (; ; ) {
    try {
      const base = realpathSync.native(probe);
      return rest.length === 0 ? base : resolve(base, ...rest.reverse());
    } catch {
      const parent = dirname(probe);
      if (parent === probe) return abs;
      rest.push(probe.slice(parent.length).replace(/^[\\/]+/, ""));
      probe = parent;
    }
  }
}
function escapesRoot(root, target) {
  return !isWithin(real(root), landingPath(target));
}
function escapesRepositoryRoot(repositoryRoot, target) {
  return !isWithin(repositoryRoot, landingPath(target));
}

export {
  isWithin,
  repositoryRootOf,
  landingPath,
  escapesRoot,
  escapesRepositoryRoot
};
