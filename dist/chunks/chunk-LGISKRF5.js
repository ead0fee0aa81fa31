#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/gate/replay/result.ts
var FUTURE_CASSETTE_HINT = "(pass --best-effort-future-cassette to attempt replay anyway)";

export {
  FUTURE_CASSETTE_HINT
};
