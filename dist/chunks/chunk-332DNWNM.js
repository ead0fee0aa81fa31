#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorLine,
  errorMessage,
  requestedFormat
} from "./chunk-OFZ4K7LJ.js";
import {
  envelope
} from "./chunk-K5SO6PR3.js";
import {
  EXIT,
  HarnessError
} from "./chunk-6ZVZ2CXJ.js";

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
