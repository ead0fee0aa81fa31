#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorLine,
  errorMessage,
  outputFormat,
  parseCommandArgs,
  requestedFormat
} from "./chunk-BSBFBB7E.js";
import {
  envelope
} from "./chunk-KU72ARQB.js";
import {
  EXIT,
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/cli/json-usage-errors.ts
function reportJsonUsageError(name, e, argv, io) {
  if (!(e instanceof HarnessError)) throw e;
  const message = errorMessage(e, io.cwd);
  if (requestedFormat(argv, io.env) === "json" && e.exitCode === EXIT.usage) {
    io.stdout(`${JSON.stringify(envelope(name, false, [], { category: "usage", message }))}
`);
  }
  io.stderr(errorLine(name, e, io.cwd));
  return e.exitCode;
}

// src/cli/command.ts
var MADE = /* @__PURE__ */ new WeakSet();
function defineCommand(spec) {
  const entry = Object.freeze({
    name: spec.name,
    help: spec.help,
    options: spec.options,
    run: withErrorReport(spec.name, spec.errors, preamble(spec))
  });
  MADE.add(entry);
  return entry;
}
function preamble(spec) {
  return async (argv, io) => {
    const parsed = spec.parse ? spec.parse(argv) : parseCommandArgs(spec.name, argv, spec.options);
    if (parsed.values.help) {
      io.stdout(spec.help);
      return EXIT.ok;
    }
    spec.beforeFormat?.(parsed);
    const format = "output-format" in spec.options ? outputFormat(parsed.values["output-format"], io.env) : void 0;
    return spec.run({ values: parsed.values, positionals: parsed.positionals, format, io, argv });
  };
}
function withErrorReport(name, errors, command) {
  if (errors === void 0) return command;
  const report = errors === "line" ? (e, _argv, io) => reportLine(name, e, io) : errors === "json-usage" ? (e, argv, io) => reportJsonUsageError(name, e, argv, io) : errors;
  return async (argv, io) => {
    try {
      return await command(argv, io);
    } catch (e) {
      return report(e, argv, io);
    }
  };
}
function reportLine(name, e, io) {
  if (!(e instanceof HarnessError)) throw e;
  io.stderr(errorLine(name, e, io.cwd));
  return e.exitCode;
}

export {
  defineCommand
};
