#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  EXIT,
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/action/workspace.ts
import { isAbsolute, relative, resolve } from "node:path";
function actionRoot(env, workingDirectory) {
  const workspace = resolve(env.GITHUB_WORKSPACE ?? process.cwd());
  const root = resolve(workspace, workingDirectory);
  const rel = relative(workspace, root);
  if (rel.startsWith("..") || isAbsolute(rel)) {
    throw new HarnessError(
      `input working-directory "${workingDirectory}" is outside the workspace ${workspace}`,
      EXIT.usage,
      "usage"
    );
  }
  return { workspace, root };
}

export {
  actionRoot
};
