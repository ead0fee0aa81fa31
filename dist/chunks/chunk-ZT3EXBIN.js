#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  envSecretValues,
  maskSecrets
} from "./chunk-BC4CWRGE.js";
import {
  guardForActions
} from "./chunk-PZMUXM6D.js";

// src/cli/io.ts
function processIO() {
  const secrets = envSecretValues();
  const guard = guardForActions(process.env);
  return {
    stdout: (t) => process.stdout.write(maskSecrets(guard(t), secrets)),
    stderr: (t) => process.stderr.write(maskSecrets(guard(t), secrets)),
    env: process.env,
    cwd: process.cwd()
  };
}

export {
  processIO
};
