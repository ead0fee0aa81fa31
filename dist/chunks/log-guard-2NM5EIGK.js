#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  NEUTRAL_PREFIX,
  guardForActions,
  neutraliseLog,
  oneLogLine,
  startsWorkflowCommand,
  trustCommand
} from "./chunk-PZMUXM6D.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";
export {
  NEUTRAL_PREFIX,
  guardForActions,
  neutraliseLog,
  oneLogLine,
  startsWorkflowCommand,
  trustCommand
};
