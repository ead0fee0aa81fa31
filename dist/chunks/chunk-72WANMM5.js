#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  escapesRepositoryRoot,
  repositoryRootOf
} from "./chunk-FOXKMYXX.js";

// src/core/scenario/source.ts
import { existsSync, statSync } from "node:fs";
import { dirname, isAbsolute, join } from "node:path";
function isFile(p) {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
function slugForName(name) {
  return name.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "");
}
function resolveScenarioSource(cassettePath, cassette, root = repositoryRootOf(cassettePath)) {
  const dir = dirname(cassettePath);
  let persistedMissing;
  let persistedOutside;
  const persisted = cassette.scenarioSource;
  if (typeof persisted === "string" && persisted !== "" && !persisted.includes("\0")) {
    const p = isAbsolute(persisted) ? persisted : join(dir, persisted);
    if (escapesRepositoryRoot(root, p)) persistedOutside = persisted;
    else if (isFile(p)) return { path: p, via: "persisted" };
    persistedMissing = persisted;
  }
  const extra = {
    ...persistedMissing ? { persistedMissing } : {},
    ...persistedOutside ? { persistedOutside } : {}
  };
  const name = typeof cassette.scenario.name === "string" ? slugForName(cassette.scenario.name) : "";
  if (name !== "") {
    for (const candidate of [
      `../scenarios/${name}.yaml`,
      `../scenarios/${name}.yml`,
      `./${name}.yaml`,
      `./${name}.yml`
    ]) {
      const p = join(dir, candidate);
      if (!escapesRepositoryRoot(root, p) && existsSync(p) && isFile(p))
        return { path: p, via: "name-lookup", ...extra };
    }
  }
  return { via: "none", ...extra };
}

export {
  slugForName,
  resolveScenarioSource
};
