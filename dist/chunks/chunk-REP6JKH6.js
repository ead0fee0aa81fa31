#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorLine,
  errorMessage,
  requestedFormat
} from "./chunk-W6COWERV.js";
import {
  envelope
} from "./chunk-EELX77VS.js";
import {
  EXIT,
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/cli/json-usage-errors.ts
function withJsonUsageErrors(name, run) {
  return async (argv, io) => {
    try {
      return await run(argv, io);
    } catch (e) {
      if (!(e instanceof HarnessError)) throw e;
      const message = errorMessage(e, io.cwd);
      if (requestedFormat(argv, io.env) === "json" && e.exitCode === EXIT.usage) {
        io.stdout(`${JSON.stringify(envelope(name, false, [], { category: "usage", message }))}
`);
      }
      io.stderr(errorLine(name, e, io.cwd));
      return e.exitCode;
    }
  };
}

export {
  withJsonUsageErrors
};
