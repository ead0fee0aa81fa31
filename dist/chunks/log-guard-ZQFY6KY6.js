#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  NEUTRAL_PREFIX,
  guardForActions,
  neutraliseLog,
  oneLogLine,
  startsWorkflowCommand,
  trustCommand
} from "./chunk-CNP7IC2Y.js";
import "./chunk-VQXXM3A3.js";
import "./chunk-5HX2GR4K.js";
export {
  NEUTRAL_PREFIX,
  guardForActions,
  neutraliseLog,
  oneLogLine,
  startsWorkflowCommand,
  trustCommand
};
