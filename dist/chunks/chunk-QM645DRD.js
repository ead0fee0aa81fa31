#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  escapesRepositoryRoot,
  repositoryRootOf
} from "./chunk-FOXKMYXX.js";
import {
  validateParsedAssertion
} from "./chunk-IILW425K.js";
import {
  array,
  formatZodError,
  looseObject,
  optional,
  string,
  unknown
} from "./chunk-S63R6LBV.js";
import {
  MAX_JSON_DEPTH,
  nestsDeeperThan
} from "./chunk-CMR34UZX.js";
import {
  HarnessError,
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/core/cassette/load.ts
import { lstatSync, readFileSync, statSync } from "node:fs";
import { readFile, stat as stat2 } from "node:fs/promises";

// src/core/schema/ajv-errors.ts
function formatAjvErrors(errors) {
  const out = [];
  for (const e of errors ?? []) {
    const where = e.instancePath === "" ? "(root)" : e.instancePath;
    let what = e.message ?? "is invalid";
    if (e.keyword === "additionalProperties") what += ` "${String(e.params["additionalProperty"])}"`;
    if (e.keyword === "enum") what += `: ${e.params["allowedValues"].map((v) => JSON.stringify(v)).join(", ")}`;
    if (e.keyword === "const") what += `: ${JSON.stringify(e.params["allowedValue"])}`;
    const line = `${where}: ${what}`;
    if (!out.includes(line)) out.push(line);
  }
  return out;
}

// src/core/schema/generated/validators.js
var validateCassetteV12 = validate0;
var schema0 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cowork-harness.dev/schema/cassette.v12.schema.json", "title": "Cassette, format v12", "description": "A recorded agent run that replays without a model (formats 9 to 12 share this shape). On top of v9: v10 adds linkKind on manifest entries; v11 makes cassetteVersion the lowest reader version the frozen scenario needs; v12 switches plugin-manifest hashing to a canonical serialization and records it in fingerprint.hashFormat. The pre-run hashes, pre-run origin, timeline, timeline header and environment blocks are optional additions that carry no version bump.", "type": "object", "required": ["scenario", "events"], "properties": { "$schema": { "type": "string", "format": "uri" }, "generator": { "type": "string", "const": "cowork-harness" }, "cassetteVersion": { "type": "integer", "minimum": 0, "description": "Lowest reader format version needed to interpret this cassette." }, "scenario": { "type": "object", "description": "The scenario as frozen at record time." }, "events": { "type": "array", "items": { "type": "string" }, "description": "Agent output, one JSON text line per entry." }, "controlOut": { "type": "array", "items": { "type": "string" }, "description": "What the harness wrote to the agent, one JSON text line per entry." }, "effectiveFidelity": { "type": "string", "description": "Isolation tier the recording actually ran at." }, "artifacts": { "type": "array", "description": "Files found under the work root after the run: path, size and digest, with small bodies inlined.", "items": { "type": "object", "required": ["path", "bytes", "sha256"], "properties": { "path": { "type": "string", "description": "Relative to the work root." }, "bytes": { "type": "number", "description": "Size at record time." }, "sha256": { "type": "string", "description": "Hex digest of the file bytes; empty when the file could not be read." }, "body": { "type": "string", "description": "Inlined content, absent when the body was not kept." }, "encoding": { "type": "string", "enum": ["utf8", "base64"], "description": "Encoding of body." }, "truncated": { "type": "boolean", "description": "True when only the digest was kept." }, "truncationReason": { "type": "string", "enum": ["size", "readonly", "unreadable", "input"], "description": "Why the body was not kept; input marks an uploaded file kept by digest only." }, "linkKind": { "type": "string", "enum": ["symlink", "hardlink"], "description": "Set when the entry is a link rather than a regular file." } } } }, "userVisibleRoots": { "type": "array", "items": { "type": "string" }, "description": "Top-level folders the user can see (outputs and each connected folder's mount name)." }, "preRunOrigin": { "type": "string", "enum": ["local-walk", "remote-unavailable", "local-unreadable"], "description": "How the pre-run listing was obtained; only local-walk is a trustworthy baseline." }, "preRunPaths": { "type": "array", "items": { "type": "string" }, "description": "Paths under the user-visible roots that existed before the agent started." }, "preRunHashes": { "type": "object", "additionalProperties": { "type": ["string", "null"] }, "description": "Digest of each pre-existing user-visible file before the run; null when it cannot be compared." }, "scenarioSource": { "type": "string", "description": "Scenario file the recording came from, relative to the cassette's folder." }, "fingerprint": { "type": "object", "description": "Digests of the inputs that shaped the recording, used for staleness checks.", "properties": { "baseline": { "type": "string" }, "hashFormat": { "type": "string", "enum": ["jcs1"], "description": "Manifest transform behind the digests; absent means the pre-v12 transform." }, "skillHash": { "type": "string", "description": "Digest of the declared skill and plugin folders." }, "contentSig": { "type": "string", "description": "Second digest over the same file set as skillHash." }, "skillSources": { "type": "array", "items": { "type": "string" } }, "skillScope": { "type": "array", "items": { "type": "string" } }, "sharedHash": { "type": "string" }, "fileSigs": { "type": "array", "description": "Pairs of relative path and content digest, for naming what changed.", "items": { "type": "array", "items": { "type": "string" }, "minItems": 2, "maxItems": 2 } }, "fileSigsOmitted": { "type": "boolean", "description": "True when fileSigs was left out because the tree was too big." }, "mode": { "type": "string", "enum": ["git", "raw"], "description": "Whether the file set came from git or a plain walk." }, "agentScope": { "type": "string", "enum": ["skill"], "description": "Set when per-skill agent scoping was on." }, "promptAssetsHash": { "type": "string", "description": "Short digest of the baseline's prompt asset files." } } }, "authoring": { "type": "object", "description": "Present when some gate answer came from a live decider rather than the script: channel names it (decider-llm, decider-dir, decider-cmd); absent channel means an on_unanswered: first auto-pick.", "properties": { "nonDeterministic": { "type": "boolean" }, "channel": { "type": "string", "enum": ["decider-dir", "decider-llm", "decider-cmd"] } }, "required": ["nonDeterministic"] }, "timeline": { "type": "array", "description": "Ordered observations made during the run, with times relative to timelineHeader.startedAtMono.", "items": { "type": "object", "required": ["seq", "ts", "line", "type"], "properties": { "seq": { "type": "integer", "description": "Position in the timeline." }, "ts": { "type": "number", "description": "Milliseconds since the monotonic start." }, "line": { "type": "integer", "description": "Ordinal of the translated agent message." }, "type": { "type": "string", "enum": ["tool_use", "tool_result", "subagent_dispatch", "skill_invoked", "task_updated", "file_changed", "scratchpad_promoted", "thinking", "decision", "result"] } } } }, "timelineHeader": { "type": "object", "description": "Start anchors of the timeline.", "required": ["v", "startedAtWall", "startedAtMono"], "properties": { "v": { "type": "integer", "const": 1 }, "startedAtWall": { "type": "string", "description": "Wall-clock start as an ISO string." }, "startedAtMono": { "type": "string", "description": "Monotonic start counter, as a decimal string." } } }, "sessionFingerprint": { "type": "string", "description": "Digest of the session's shape (folders, plugins, skills, MCP, egress); only verify-cassettes compares it." }, "folderPrefixMap": { "type": "array", "description": "Connected-folder host paths and the mount names they had at record time.", "items": { "type": "object", "required": ["from", "mount"], "properties": { "from": { "type": "string", "description": "Host path of the folder." }, "mount": { "type": "string", "description": "Mount name it was given." } } } }, "environment": { "type": "object", "description": "Where and how the recording was made.", "required": ["location"], "properties": { "location": { "type": "string", "enum": ["local", "cloud"] }, "tier": { "type": "string" }, "agentBinaryFormat": { "type": "string" }, "harnessVersion": { "type": "string", "description": "Version of the harness that recorded." }, "agentImage": { "type": "object", "description": "Agent container image seen when the cassette was written.", "required": ["ref"], "properties": { "ref": { "type": "string" }, "configId": { "type": "string", "pattern": "^sha256:[0-9a-f]{64}$" }, "registryDigest": { "type": "string", "pattern": "^sha256:[0-9a-f]{64}$" } } } } } } };
var pattern0 = new RegExp("^sha256:[0-9a-f]{64}$", "u");
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.scenario === void 0 && (missing0 = "scenario") || data.events === void 0 && (missing0 = "events")) {
        validate0.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.$schema !== void 0) {
          const _errs1 = errors;
          if (errors === _errs1) {
            if (errors === _errs1) {
              if (!(typeof data.$schema === "string")) {
                validate0.errors = [{ instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
            }
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.generator !== void 0) {
            let data1 = data.generator;
            const _errs3 = errors;
            if (typeof data1 !== "string") {
              validate0.errors = [{ instancePath: instancePath + "/generator", schemaPath: "#/properties/generator/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            if ("cowork-harness" !== data1) {
              validate0.errors = [{ instancePath: instancePath + "/generator", schemaPath: "#/properties/generator/const", keyword: "const", params: { allowedValue: "cowork-harness" }, message: "must be equal to constant" }];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.cassetteVersion !== void 0) {
              let data2 = data.cassetteVersion;
              const _errs5 = errors;
              if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
                validate0.errors = [{ instancePath: instancePath + "/cassetteVersion", schemaPath: "#/properties/cassetteVersion/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                return false;
              }
              if (errors === _errs5) {
                if (typeof data2 == "number") {
                  if (data2 < 0 || isNaN(data2)) {
                    validate0.errors = [{ instancePath: instancePath + "/cassetteVersion", schemaPath: "#/properties/cassetteVersion/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                    return false;
                  }
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.scenario !== void 0) {
                let data3 = data.scenario;
                const _errs7 = errors;
                if (!(data3 && typeof data3 == "object" && !Array.isArray(data3))) {
                  validate0.errors = [{ instancePath: instancePath + "/scenario", schemaPath: "#/properties/scenario/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.events !== void 0) {
                  let data4 = data.events;
                  const _errs9 = errors;
                  if (errors === _errs9) {
                    if (Array.isArray(data4)) {
                      var valid1 = true;
                      const len0 = data4.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        const _errs11 = errors;
                        if (typeof data4[i0] !== "string") {
                          validate0.errors = [{ instancePath: instancePath + "/events/" + i0, schemaPath: "#/properties/events/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        var valid1 = _errs11 === errors;
                        if (!valid1) {
                          break;
                        }
                      }
                    } else {
                      validate0.errors = [{ instancePath: instancePath + "/events", schemaPath: "#/properties/events/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                      return false;
                    }
                  }
                  var valid0 = _errs9 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.controlOut !== void 0) {
                    let data6 = data.controlOut;
                    const _errs13 = errors;
                    if (errors === _errs13) {
                      if (Array.isArray(data6)) {
                        var valid2 = true;
                        const len1 = data6.length;
                        for (let i1 = 0; i1 < len1; i1++) {
                          const _errs15 = errors;
                          if (typeof data6[i1] !== "string") {
                            validate0.errors = [{ instancePath: instancePath + "/controlOut/" + i1, schemaPath: "#/properties/controlOut/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                          }
                          var valid2 = _errs15 === errors;
                          if (!valid2) {
                            break;
                          }
                        }
                      } else {
                        validate0.errors = [{ instancePath: instancePath + "/controlOut", schemaPath: "#/properties/controlOut/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                        return false;
                      }
                    }
                    var valid0 = _errs13 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.effectiveFidelity !== void 0) {
                      const _errs17 = errors;
                      if (typeof data.effectiveFidelity !== "string") {
                        validate0.errors = [{ instancePath: instancePath + "/effectiveFidelity", schemaPath: "#/properties/effectiveFidelity/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid0 = _errs17 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.artifacts !== void 0) {
                        let data9 = data.artifacts;
                        const _errs19 = errors;
                        if (errors === _errs19) {
                          if (Array.isArray(data9)) {
                            var valid3 = true;
                            const len2 = data9.length;
                            for (let i2 = 0; i2 < len2; i2++) {
                              let data10 = data9[i2];
                              const _errs21 = errors;
                              if (errors === _errs21) {
                                if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                                  let missing1;
                                  if (data10.path === void 0 && (missing1 = "path") || data10.bytes === void 0 && (missing1 = "bytes") || data10.sha256 === void 0 && (missing1 = "sha256")) {
                                    validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2, schemaPath: "#/properties/artifacts/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                    return false;
                                  } else {
                                    if (data10.path !== void 0) {
                                      const _errs23 = errors;
                                      if (typeof data10.path !== "string") {
                                        validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/path", schemaPath: "#/properties/artifacts/items/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid4 = _errs23 === errors;
                                    } else {
                                      var valid4 = true;
                                    }
                                    if (valid4) {
                                      if (data10.bytes !== void 0) {
                                        const _errs25 = errors;
                                        if (!(typeof data10.bytes == "number")) {
                                          validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/bytes", schemaPath: "#/properties/artifacts/items/properties/bytes/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                          return false;
                                        }
                                        var valid4 = _errs25 === errors;
                                      } else {
                                        var valid4 = true;
                                      }
                                      if (valid4) {
                                        if (data10.sha256 !== void 0) {
                                          const _errs27 = errors;
                                          if (typeof data10.sha256 !== "string") {
                                            validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/sha256", schemaPath: "#/properties/artifacts/items/properties/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid4 = _errs27 === errors;
                                        } else {
                                          var valid4 = true;
                                        }
                                        if (valid4) {
                                          if (data10.body !== void 0) {
                                            const _errs29 = errors;
                                            if (typeof data10.body !== "string") {
                                              validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/body", schemaPath: "#/properties/artifacts/items/properties/body/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid4 = _errs29 === errors;
                                          } else {
                                            var valid4 = true;
                                          }
                                          if (valid4) {
                                            if (data10.encoding !== void 0) {
                                              let data15 = data10.encoding;
                                              const _errs31 = errors;
                                              if (typeof data15 !== "string") {
                                                validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/encoding", schemaPath: "#/properties/artifacts/items/properties/encoding/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              if (!(data15 === "utf8" || data15 === "base64")) {
                                                validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/encoding", schemaPath: "#/properties/artifacts/items/properties/encoding/enum", keyword: "enum", params: { allowedValues: schema0.properties.artifacts.items.properties.encoding.enum }, message: "must be equal to one of the allowed values" }];
                                                return false;
                                              }
                                              var valid4 = _errs31 === errors;
                                            } else {
                                              var valid4 = true;
                                            }
                                            if (valid4) {
                                              if (data10.truncated !== void 0) {
                                                const _errs33 = errors;
                                                if (typeof data10.truncated !== "boolean") {
                                                  validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/truncated", schemaPath: "#/properties/artifacts/items/properties/truncated/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                  return false;
                                                }
                                                var valid4 = _errs33 === errors;
                                              } else {
                                                var valid4 = true;
                                              }
                                              if (valid4) {
                                                if (data10.truncationReason !== void 0) {
                                                  let data17 = data10.truncationReason;
                                                  const _errs35 = errors;
                                                  if (typeof data17 !== "string") {
                                                    validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/truncationReason", schemaPath: "#/properties/artifacts/items/properties/truncationReason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                  }
                                                  if (!(data17 === "size" || data17 === "readonly" || data17 === "unreadable" || data17 === "input")) {
                                                    validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/truncationReason", schemaPath: "#/properties/artifacts/items/properties/truncationReason/enum", keyword: "enum", params: { allowedValues: schema0.properties.artifacts.items.properties.truncationReason.enum }, message: "must be equal to one of the allowed values" }];
                                                    return false;
                                                  }
                                                  var valid4 = _errs35 === errors;
                                                } else {
                                                  var valid4 = true;
                                                }
                                                if (valid4) {
                                                  if (data10.linkKind !== void 0) {
                                                    let data18 = data10.linkKind;
                                                    const _errs37 = errors;
                                                    if (typeof data18 !== "string") {
                                                      validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/linkKind", schemaPath: "#/properties/artifacts/items/properties/linkKind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    if (!(data18 === "symlink" || data18 === "hardlink")) {
                                                      validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2 + "/linkKind", schemaPath: "#/properties/artifacts/items/properties/linkKind/enum", keyword: "enum", params: { allowedValues: schema0.properties.artifacts.items.properties.linkKind.enum }, message: "must be equal to one of the allowed values" }];
                                                      return false;
                                                    }
                                                    var valid4 = _errs37 === errors;
                                                  } else {
                                                    var valid4 = true;
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                } else {
                                  validate0.errors = [{ instancePath: instancePath + "/artifacts/" + i2, schemaPath: "#/properties/artifacts/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                  return false;
                                }
                              }
                              var valid3 = _errs21 === errors;
                              if (!valid3) {
                                break;
                              }
                            }
                          } else {
                            validate0.errors = [{ instancePath: instancePath + "/artifacts", schemaPath: "#/properties/artifacts/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                            return false;
                          }
                        }
                        var valid0 = _errs19 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.userVisibleRoots !== void 0) {
                          let data19 = data.userVisibleRoots;
                          const _errs39 = errors;
                          if (errors === _errs39) {
                            if (Array.isArray(data19)) {
                              var valid5 = true;
                              const len3 = data19.length;
                              for (let i3 = 0; i3 < len3; i3++) {
                                const _errs41 = errors;
                                if (typeof data19[i3] !== "string") {
                                  validate0.errors = [{ instancePath: instancePath + "/userVisibleRoots/" + i3, schemaPath: "#/properties/userVisibleRoots/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid5 = _errs41 === errors;
                                if (!valid5) {
                                  break;
                                }
                              }
                            } else {
                              validate0.errors = [{ instancePath: instancePath + "/userVisibleRoots", schemaPath: "#/properties/userVisibleRoots/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                              return false;
                            }
                          }
                          var valid0 = _errs39 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.preRunOrigin !== void 0) {
                            let data21 = data.preRunOrigin;
                            const _errs43 = errors;
                            if (typeof data21 !== "string") {
                              validate0.errors = [{ instancePath: instancePath + "/preRunOrigin", schemaPath: "#/properties/preRunOrigin/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                              return false;
                            }
                            if (!(data21 === "local-walk" || data21 === "remote-unavailable" || data21 === "local-unreadable")) {
                              validate0.errors = [{ instancePath: instancePath + "/preRunOrigin", schemaPath: "#/properties/preRunOrigin/enum", keyword: "enum", params: { allowedValues: schema0.properties.preRunOrigin.enum }, message: "must be equal to one of the allowed values" }];
                              return false;
                            }
                            var valid0 = _errs43 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.preRunPaths !== void 0) {
                              let data22 = data.preRunPaths;
                              const _errs45 = errors;
                              if (errors === _errs45) {
                                if (Array.isArray(data22)) {
                                  var valid6 = true;
                                  const len4 = data22.length;
                                  for (let i4 = 0; i4 < len4; i4++) {
                                    const _errs47 = errors;
                                    if (typeof data22[i4] !== "string") {
                                      validate0.errors = [{ instancePath: instancePath + "/preRunPaths/" + i4, schemaPath: "#/properties/preRunPaths/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid6 = _errs47 === errors;
                                    if (!valid6) {
                                      break;
                                    }
                                  }
                                } else {
                                  validate0.errors = [{ instancePath: instancePath + "/preRunPaths", schemaPath: "#/properties/preRunPaths/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                  return false;
                                }
                              }
                              var valid0 = _errs45 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.preRunHashes !== void 0) {
                                let data24 = data.preRunHashes;
                                const _errs49 = errors;
                                if (errors === _errs49) {
                                  if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                                    for (const key0 in data24) {
                                      let data25 = data24[key0];
                                      const _errs52 = errors;
                                      if (typeof data25 !== "string" && data25 !== null) {
                                        validate0.errors = [{ instancePath: instancePath + "/preRunHashes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/preRunHashes/additionalProperties/type", keyword: "type", params: { type: schema0.properties.preRunHashes.additionalProperties.type }, message: "must be string,null" }];
                                        return false;
                                      }
                                      var valid7 = _errs52 === errors;
                                      if (!valid7) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate0.errors = [{ instancePath: instancePath + "/preRunHashes", schemaPath: "#/properties/preRunHashes/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                    return false;
                                  }
                                }
                                var valid0 = _errs49 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.scenarioSource !== void 0) {
                                  const _errs54 = errors;
                                  if (typeof data.scenarioSource !== "string") {
                                    validate0.errors = [{ instancePath: instancePath + "/scenarioSource", schemaPath: "#/properties/scenarioSource/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid0 = _errs54 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.fingerprint !== void 0) {
                                    let data27 = data.fingerprint;
                                    const _errs56 = errors;
                                    if (errors === _errs56) {
                                      if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                                        if (data27.baseline !== void 0) {
                                          const _errs58 = errors;
                                          if (typeof data27.baseline !== "string") {
                                            validate0.errors = [{ instancePath: instancePath + "/fingerprint/baseline", schemaPath: "#/properties/fingerprint/properties/baseline/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid8 = _errs58 === errors;
                                        } else {
                                          var valid8 = true;
                                        }
                                        if (valid8) {
                                          if (data27.hashFormat !== void 0) {
                                            let data29 = data27.hashFormat;
                                            const _errs60 = errors;
                                            if (typeof data29 !== "string") {
                                              validate0.errors = [{ instancePath: instancePath + "/fingerprint/hashFormat", schemaPath: "#/properties/fingerprint/properties/hashFormat/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            if (!(data29 === "jcs1")) {
                                              validate0.errors = [{ instancePath: instancePath + "/fingerprint/hashFormat", schemaPath: "#/properties/fingerprint/properties/hashFormat/enum", keyword: "enum", params: { allowedValues: schema0.properties.fingerprint.properties.hashFormat.enum }, message: "must be equal to one of the allowed values" }];
                                              return false;
                                            }
                                            var valid8 = _errs60 === errors;
                                          } else {
                                            var valid8 = true;
                                          }
                                          if (valid8) {
                                            if (data27.skillHash !== void 0) {
                                              const _errs62 = errors;
                                              if (typeof data27.skillHash !== "string") {
                                                validate0.errors = [{ instancePath: instancePath + "/fingerprint/skillHash", schemaPath: "#/properties/fingerprint/properties/skillHash/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              var valid8 = _errs62 === errors;
                                            } else {
                                              var valid8 = true;
                                            }
                                            if (valid8) {
                                              if (data27.contentSig !== void 0) {
                                                const _errs64 = errors;
                                                if (typeof data27.contentSig !== "string") {
                                                  validate0.errors = [{ instancePath: instancePath + "/fingerprint/contentSig", schemaPath: "#/properties/fingerprint/properties/contentSig/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                                var valid8 = _errs64 === errors;
                                              } else {
                                                var valid8 = true;
                                              }
                                              if (valid8) {
                                                if (data27.skillSources !== void 0) {
                                                  let data32 = data27.skillSources;
                                                  const _errs66 = errors;
                                                  if (errors === _errs66) {
                                                    if (Array.isArray(data32)) {
                                                      var valid9 = true;
                                                      const len5 = data32.length;
                                                      for (let i5 = 0; i5 < len5; i5++) {
                                                        const _errs68 = errors;
                                                        if (typeof data32[i5] !== "string") {
                                                          validate0.errors = [{ instancePath: instancePath + "/fingerprint/skillSources/" + i5, schemaPath: "#/properties/fingerprint/properties/skillSources/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        var valid9 = _errs68 === errors;
                                                        if (!valid9) {
                                                          break;
                                                        }
                                                      }
                                                    } else {
                                                      validate0.errors = [{ instancePath: instancePath + "/fingerprint/skillSources", schemaPath: "#/properties/fingerprint/properties/skillSources/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid8 = _errs66 === errors;
                                                } else {
                                                  var valid8 = true;
                                                }
                                                if (valid8) {
                                                  if (data27.skillScope !== void 0) {
                                                    let data34 = data27.skillScope;
                                                    const _errs70 = errors;
                                                    if (errors === _errs70) {
                                                      if (Array.isArray(data34)) {
                                                        var valid10 = true;
                                                        const len6 = data34.length;
                                                        for (let i6 = 0; i6 < len6; i6++) {
                                                          const _errs72 = errors;
                                                          if (typeof data34[i6] !== "string") {
                                                            validate0.errors = [{ instancePath: instancePath + "/fingerprint/skillScope/" + i6, schemaPath: "#/properties/fingerprint/properties/skillScope/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid10 = _errs72 === errors;
                                                          if (!valid10) {
                                                            break;
                                                          }
                                                        }
                                                      } else {
                                                        validate0.errors = [{ instancePath: instancePath + "/fingerprint/skillScope", schemaPath: "#/properties/fingerprint/properties/skillScope/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                        return false;
                                                      }
                                                    }
                                                    var valid8 = _errs70 === errors;
                                                  } else {
                                                    var valid8 = true;
                                                  }
                                                  if (valid8) {
                                                    if (data27.sharedHash !== void 0) {
                                                      const _errs74 = errors;
                                                      if (typeof data27.sharedHash !== "string") {
                                                        validate0.errors = [{ instancePath: instancePath + "/fingerprint/sharedHash", schemaPath: "#/properties/fingerprint/properties/sharedHash/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid8 = _errs74 === errors;
                                                    } else {
                                                      var valid8 = true;
                                                    }
                                                    if (valid8) {
                                                      if (data27.fileSigs !== void 0) {
                                                        let data37 = data27.fileSigs;
                                                        const _errs76 = errors;
                                                        if (errors === _errs76) {
                                                          if (Array.isArray(data37)) {
                                                            var valid11 = true;
                                                            const len7 = data37.length;
                                                            for (let i7 = 0; i7 < len7; i7++) {
                                                              let data38 = data37[i7];
                                                              const _errs78 = errors;
                                                              if (errors === _errs78) {
                                                                if (Array.isArray(data38)) {
                                                                  if (data38.length > 2) {
                                                                    validate0.errors = [{ instancePath: instancePath + "/fingerprint/fileSigs/" + i7, schemaPath: "#/properties/fingerprint/properties/fileSigs/items/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" }];
                                                                    return false;
                                                                  } else {
                                                                    if (data38.length < 2) {
                                                                      validate0.errors = [{ instancePath: instancePath + "/fingerprint/fileSigs/" + i7, schemaPath: "#/properties/fingerprint/properties/fileSigs/items/minItems", keyword: "minItems", params: { limit: 2 }, message: "must NOT have fewer than 2 items" }];
                                                                      return false;
                                                                    } else {
                                                                      var valid12 = true;
                                                                      const len8 = data38.length;
                                                                      for (let i8 = 0; i8 < len8; i8++) {
                                                                        const _errs80 = errors;
                                                                        if (typeof data38[i8] !== "string") {
                                                                          validate0.errors = [{ instancePath: instancePath + "/fingerprint/fileSigs/" + i7 + "/" + i8, schemaPath: "#/properties/fingerprint/properties/fileSigs/items/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                          return false;
                                                                        }
                                                                        var valid12 = _errs80 === errors;
                                                                        if (!valid12) {
                                                                          break;
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                } else {
                                                                  validate0.errors = [{ instancePath: instancePath + "/fingerprint/fileSigs/" + i7, schemaPath: "#/properties/fingerprint/properties/fileSigs/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                  return false;
                                                                }
                                                              }
                                                              var valid11 = _errs78 === errors;
                                                              if (!valid11) {
                                                                break;
                                                              }
                                                            }
                                                          } else {
                                                            validate0.errors = [{ instancePath: instancePath + "/fingerprint/fileSigs", schemaPath: "#/properties/fingerprint/properties/fileSigs/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                            return false;
                                                          }
                                                        }
                                                        var valid8 = _errs76 === errors;
                                                      } else {
                                                        var valid8 = true;
                                                      }
                                                      if (valid8) {
                                                        if (data27.fileSigsOmitted !== void 0) {
                                                          const _errs82 = errors;
                                                          if (typeof data27.fileSigsOmitted !== "boolean") {
                                                            validate0.errors = [{ instancePath: instancePath + "/fingerprint/fileSigsOmitted", schemaPath: "#/properties/fingerprint/properties/fileSigsOmitted/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                            return false;
                                                          }
                                                          var valid8 = _errs82 === errors;
                                                        } else {
                                                          var valid8 = true;
                                                        }
                                                        if (valid8) {
                                                          if (data27.mode !== void 0) {
                                                            let data41 = data27.mode;
                                                            const _errs84 = errors;
                                                            if (typeof data41 !== "string") {
                                                              validate0.errors = [{ instancePath: instancePath + "/fingerprint/mode", schemaPath: "#/properties/fingerprint/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            if (!(data41 === "git" || data41 === "raw")) {
                                                              validate0.errors = [{ instancePath: instancePath + "/fingerprint/mode", schemaPath: "#/properties/fingerprint/properties/mode/enum", keyword: "enum", params: { allowedValues: schema0.properties.fingerprint.properties.mode.enum }, message: "must be equal to one of the allowed values" }];
                                                              return false;
                                                            }
                                                            var valid8 = _errs84 === errors;
                                                          } else {
                                                            var valid8 = true;
                                                          }
                                                          if (valid8) {
                                                            if (data27.agentScope !== void 0) {
                                                              let data42 = data27.agentScope;
                                                              const _errs86 = errors;
                                                              if (typeof data42 !== "string") {
                                                                validate0.errors = [{ instancePath: instancePath + "/fingerprint/agentScope", schemaPath: "#/properties/fingerprint/properties/agentScope/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              if (!(data42 === "skill")) {
                                                                validate0.errors = [{ instancePath: instancePath + "/fingerprint/agentScope", schemaPath: "#/properties/fingerprint/properties/agentScope/enum", keyword: "enum", params: { allowedValues: schema0.properties.fingerprint.properties.agentScope.enum }, message: "must be equal to one of the allowed values" }];
                                                                return false;
                                                              }
                                                              var valid8 = _errs86 === errors;
                                                            } else {
                                                              var valid8 = true;
                                                            }
                                                            if (valid8) {
                                                              if (data27.promptAssetsHash !== void 0) {
                                                                const _errs88 = errors;
                                                                if (typeof data27.promptAssetsHash !== "string") {
                                                                  validate0.errors = [{ instancePath: instancePath + "/fingerprint/promptAssetsHash", schemaPath: "#/properties/fingerprint/properties/promptAssetsHash/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                  return false;
                                                                }
                                                                var valid8 = _errs88 === errors;
                                                              } else {
                                                                var valid8 = true;
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      } else {
                                        validate0.errors = [{ instancePath: instancePath + "/fingerprint", schemaPath: "#/properties/fingerprint/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                        return false;
                                      }
                                    }
                                    var valid0 = _errs56 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                  if (valid0) {
                                    if (data.authoring !== void 0) {
                                      let data44 = data.authoring;
                                      const _errs90 = errors;
                                      if (errors === _errs90) {
                                        if (data44 && typeof data44 == "object" && !Array.isArray(data44)) {
                                          let missing2;
                                          if (data44.nonDeterministic === void 0 && (missing2 = "nonDeterministic")) {
                                            validate0.errors = [{ instancePath: instancePath + "/authoring", schemaPath: "#/properties/authoring/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                            return false;
                                          } else {
                                            if (data44.nonDeterministic !== void 0) {
                                              const _errs92 = errors;
                                              if (typeof data44.nonDeterministic !== "boolean") {
                                                validate0.errors = [{ instancePath: instancePath + "/authoring/nonDeterministic", schemaPath: "#/properties/authoring/properties/nonDeterministic/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                return false;
                                              }
                                              var valid13 = _errs92 === errors;
                                            } else {
                                              var valid13 = true;
                                            }
                                            if (valid13) {
                                              if (data44.channel !== void 0) {
                                                let data46 = data44.channel;
                                                const _errs94 = errors;
                                                if (typeof data46 !== "string") {
                                                  validate0.errors = [{ instancePath: instancePath + "/authoring/channel", schemaPath: "#/properties/authoring/properties/channel/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                                if (!(data46 === "decider-dir" || data46 === "decider-llm" || data46 === "decider-cmd")) {
                                                  validate0.errors = [{ instancePath: instancePath + "/authoring/channel", schemaPath: "#/properties/authoring/properties/channel/enum", keyword: "enum", params: { allowedValues: schema0.properties.authoring.properties.channel.enum }, message: "must be equal to one of the allowed values" }];
                                                  return false;
                                                }
                                                var valid13 = _errs94 === errors;
                                              } else {
                                                var valid13 = true;
                                              }
                                            }
                                          }
                                        } else {
                                          validate0.errors = [{ instancePath: instancePath + "/authoring", schemaPath: "#/properties/authoring/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                          return false;
                                        }
                                      }
                                      var valid0 = _errs90 === errors;
                                    } else {
                                      var valid0 = true;
                                    }
                                    if (valid0) {
                                      if (data.timeline !== void 0) {
                                        let data47 = data.timeline;
                                        const _errs96 = errors;
                                        if (errors === _errs96) {
                                          if (Array.isArray(data47)) {
                                            var valid14 = true;
                                            const len9 = data47.length;
                                            for (let i9 = 0; i9 < len9; i9++) {
                                              let data48 = data47[i9];
                                              const _errs98 = errors;
                                              if (errors === _errs98) {
                                                if (data48 && typeof data48 == "object" && !Array.isArray(data48)) {
                                                  let missing3;
                                                  if (data48.seq === void 0 && (missing3 = "seq") || data48.ts === void 0 && (missing3 = "ts") || data48.line === void 0 && (missing3 = "line") || data48.type === void 0 && (missing3 = "type")) {
                                                    validate0.errors = [{ instancePath: instancePath + "/timeline/" + i9, schemaPath: "#/properties/timeline/items/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                                    return false;
                                                  } else {
                                                    if (data48.seq !== void 0) {
                                                      let data49 = data48.seq;
                                                      const _errs100 = errors;
                                                      if (!(typeof data49 == "number" && (!(data49 % 1) && !isNaN(data49)))) {
                                                        validate0.errors = [{ instancePath: instancePath + "/timeline/" + i9 + "/seq", schemaPath: "#/properties/timeline/items/properties/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                        return false;
                                                      }
                                                      var valid15 = _errs100 === errors;
                                                    } else {
                                                      var valid15 = true;
                                                    }
                                                    if (valid15) {
                                                      if (data48.ts !== void 0) {
                                                        const _errs102 = errors;
                                                        if (!(typeof data48.ts == "number")) {
                                                          validate0.errors = [{ instancePath: instancePath + "/timeline/" + i9 + "/ts", schemaPath: "#/properties/timeline/items/properties/ts/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                          return false;
                                                        }
                                                        var valid15 = _errs102 === errors;
                                                      } else {
                                                        var valid15 = true;
                                                      }
                                                      if (valid15) {
                                                        if (data48.line !== void 0) {
                                                          let data51 = data48.line;
                                                          const _errs104 = errors;
                                                          if (!(typeof data51 == "number" && (!(data51 % 1) && !isNaN(data51)))) {
                                                            validate0.errors = [{ instancePath: instancePath + "/timeline/" + i9 + "/line", schemaPath: "#/properties/timeline/items/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                            return false;
                                                          }
                                                          var valid15 = _errs104 === errors;
                                                        } else {
                                                          var valid15 = true;
                                                        }
                                                        if (valid15) {
                                                          if (data48.type !== void 0) {
                                                            let data52 = data48.type;
                                                            const _errs106 = errors;
                                                            if (typeof data52 !== "string") {
                                                              validate0.errors = [{ instancePath: instancePath + "/timeline/" + i9 + "/type", schemaPath: "#/properties/timeline/items/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            if (!(data52 === "tool_use" || data52 === "tool_result" || data52 === "subagent_dispatch" || data52 === "skill_invoked" || data52 === "task_updated" || data52 === "file_changed" || data52 === "scratchpad_promoted" || data52 === "thinking" || data52 === "decision" || data52 === "result")) {
                                                              validate0.errors = [{ instancePath: instancePath + "/timeline/" + i9 + "/type", schemaPath: "#/properties/timeline/items/properties/type/enum", keyword: "enum", params: { allowedValues: schema0.properties.timeline.items.properties.type.enum }, message: "must be equal to one of the allowed values" }];
                                                              return false;
                                                            }
                                                            var valid15 = _errs106 === errors;
                                                          } else {
                                                            var valid15 = true;
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                } else {
                                                  validate0.errors = [{ instancePath: instancePath + "/timeline/" + i9, schemaPath: "#/properties/timeline/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                  return false;
                                                }
                                              }
                                              var valid14 = _errs98 === errors;
                                              if (!valid14) {
                                                break;
                                              }
                                            }
                                          } else {
                                            validate0.errors = [{ instancePath: instancePath + "/timeline", schemaPath: "#/properties/timeline/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                            return false;
                                          }
                                        }
                                        var valid0 = _errs96 === errors;
                                      } else {
                                        var valid0 = true;
                                      }
                                      if (valid0) {
                                        if (data.timelineHeader !== void 0) {
                                          let data53 = data.timelineHeader;
                                          const _errs108 = errors;
                                          if (errors === _errs108) {
                                            if (data53 && typeof data53 == "object" && !Array.isArray(data53)) {
                                              let missing4;
                                              if (data53.v === void 0 && (missing4 = "v") || data53.startedAtWall === void 0 && (missing4 = "startedAtWall") || data53.startedAtMono === void 0 && (missing4 = "startedAtMono")) {
                                                validate0.errors = [{ instancePath: instancePath + "/timelineHeader", schemaPath: "#/properties/timelineHeader/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                                                return false;
                                              } else {
                                                if (data53.v !== void 0) {
                                                  let data54 = data53.v;
                                                  const _errs110 = errors;
                                                  if (!(typeof data54 == "number" && (!(data54 % 1) && !isNaN(data54)))) {
                                                    validate0.errors = [{ instancePath: instancePath + "/timelineHeader/v", schemaPath: "#/properties/timelineHeader/properties/v/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                    return false;
                                                  }
                                                  if (1 !== data54) {
                                                    validate0.errors = [{ instancePath: instancePath + "/timelineHeader/v", schemaPath: "#/properties/timelineHeader/properties/v/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" }];
                                                    return false;
                                                  }
                                                  var valid16 = _errs110 === errors;
                                                } else {
                                                  var valid16 = true;
                                                }
                                                if (valid16) {
                                                  if (data53.startedAtWall !== void 0) {
                                                    const _errs112 = errors;
                                                    if (typeof data53.startedAtWall !== "string") {
                                                      validate0.errors = [{ instancePath: instancePath + "/timelineHeader/startedAtWall", schemaPath: "#/properties/timelineHeader/properties/startedAtWall/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    var valid16 = _errs112 === errors;
                                                  } else {
                                                    var valid16 = true;
                                                  }
                                                  if (valid16) {
                                                    if (data53.startedAtMono !== void 0) {
                                                      const _errs114 = errors;
                                                      if (typeof data53.startedAtMono !== "string") {
                                                        validate0.errors = [{ instancePath: instancePath + "/timelineHeader/startedAtMono", schemaPath: "#/properties/timelineHeader/properties/startedAtMono/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid16 = _errs114 === errors;
                                                    } else {
                                                      var valid16 = true;
                                                    }
                                                  }
                                                }
                                              }
                                            } else {
                                              validate0.errors = [{ instancePath: instancePath + "/timelineHeader", schemaPath: "#/properties/timelineHeader/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                              return false;
                                            }
                                          }
                                          var valid0 = _errs108 === errors;
                                        } else {
                                          var valid0 = true;
                                        }
                                        if (valid0) {
                                          if (data.sessionFingerprint !== void 0) {
                                            const _errs116 = errors;
                                            if (typeof data.sessionFingerprint !== "string") {
                                              validate0.errors = [{ instancePath: instancePath + "/sessionFingerprint", schemaPath: "#/properties/sessionFingerprint/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid0 = _errs116 === errors;
                                          } else {
                                            var valid0 = true;
                                          }
                                          if (valid0) {
                                            if (data.folderPrefixMap !== void 0) {
                                              let data58 = data.folderPrefixMap;
                                              const _errs118 = errors;
                                              if (errors === _errs118) {
                                                if (Array.isArray(data58)) {
                                                  var valid17 = true;
                                                  const len10 = data58.length;
                                                  for (let i10 = 0; i10 < len10; i10++) {
                                                    let data59 = data58[i10];
                                                    const _errs120 = errors;
                                                    if (errors === _errs120) {
                                                      if (data59 && typeof data59 == "object" && !Array.isArray(data59)) {
                                                        let missing5;
                                                        if (data59.from === void 0 && (missing5 = "from") || data59.mount === void 0 && (missing5 = "mount")) {
                                                          validate0.errors = [{ instancePath: instancePath + "/folderPrefixMap/" + i10, schemaPath: "#/properties/folderPrefixMap/items/required", keyword: "required", params: { missingProperty: missing5 }, message: "must have required property '" + missing5 + "'" }];
                                                          return false;
                                                        } else {
                                                          if (data59.from !== void 0) {
                                                            const _errs122 = errors;
                                                            if (typeof data59.from !== "string") {
                                                              validate0.errors = [{ instancePath: instancePath + "/folderPrefixMap/" + i10 + "/from", schemaPath: "#/properties/folderPrefixMap/items/properties/from/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid18 = _errs122 === errors;
                                                          } else {
                                                            var valid18 = true;
                                                          }
                                                          if (valid18) {
                                                            if (data59.mount !== void 0) {
                                                              const _errs124 = errors;
                                                              if (typeof data59.mount !== "string") {
                                                                validate0.errors = [{ instancePath: instancePath + "/folderPrefixMap/" + i10 + "/mount", schemaPath: "#/properties/folderPrefixMap/items/properties/mount/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid18 = _errs124 === errors;
                                                            } else {
                                                              var valid18 = true;
                                                            }
                                                          }
                                                        }
                                                      } else {
                                                        validate0.errors = [{ instancePath: instancePath + "/folderPrefixMap/" + i10, schemaPath: "#/properties/folderPrefixMap/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                        return false;
                                                      }
                                                    }
                                                    var valid17 = _errs120 === errors;
                                                    if (!valid17) {
                                                      break;
                                                    }
                                                  }
                                                } else {
                                                  validate0.errors = [{ instancePath: instancePath + "/folderPrefixMap", schemaPath: "#/properties/folderPrefixMap/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                  return false;
                                                }
                                              }
                                              var valid0 = _errs118 === errors;
                                            } else {
                                              var valid0 = true;
                                            }
                                            if (valid0) {
                                              if (data.environment !== void 0) {
                                                let data62 = data.environment;
                                                const _errs126 = errors;
                                                if (errors === _errs126) {
                                                  if (data62 && typeof data62 == "object" && !Array.isArray(data62)) {
                                                    let missing6;
                                                    if (data62.location === void 0 && (missing6 = "location")) {
                                                      validate0.errors = [{ instancePath: instancePath + "/environment", schemaPath: "#/properties/environment/required", keyword: "required", params: { missingProperty: missing6 }, message: "must have required property '" + missing6 + "'" }];
                                                      return false;
                                                    } else {
                                                      if (data62.location !== void 0) {
                                                        let data63 = data62.location;
                                                        const _errs128 = errors;
                                                        if (typeof data63 !== "string") {
                                                          validate0.errors = [{ instancePath: instancePath + "/environment/location", schemaPath: "#/properties/environment/properties/location/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        if (!(data63 === "local" || data63 === "cloud")) {
                                                          validate0.errors = [{ instancePath: instancePath + "/environment/location", schemaPath: "#/properties/environment/properties/location/enum", keyword: "enum", params: { allowedValues: schema0.properties.environment.properties.location.enum }, message: "must be equal to one of the allowed values" }];
                                                          return false;
                                                        }
                                                        var valid19 = _errs128 === errors;
                                                      } else {
                                                        var valid19 = true;
                                                      }
                                                      if (valid19) {
                                                        if (data62.tier !== void 0) {
                                                          const _errs130 = errors;
                                                          if (typeof data62.tier !== "string") {
                                                            validate0.errors = [{ instancePath: instancePath + "/environment/tier", schemaPath: "#/properties/environment/properties/tier/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid19 = _errs130 === errors;
                                                        } else {
                                                          var valid19 = true;
                                                        }
                                                        if (valid19) {
                                                          if (data62.agentBinaryFormat !== void 0) {
                                                            const _errs132 = errors;
                                                            if (typeof data62.agentBinaryFormat !== "string") {
                                                              validate0.errors = [{ instancePath: instancePath + "/environment/agentBinaryFormat", schemaPath: "#/properties/environment/properties/agentBinaryFormat/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid19 = _errs132 === errors;
                                                          } else {
                                                            var valid19 = true;
                                                          }
                                                          if (valid19) {
                                                            if (data62.harnessVersion !== void 0) {
                                                              const _errs134 = errors;
                                                              if (typeof data62.harnessVersion !== "string") {
                                                                validate0.errors = [{ instancePath: instancePath + "/environment/harnessVersion", schemaPath: "#/properties/environment/properties/harnessVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid19 = _errs134 === errors;
                                                            } else {
                                                              var valid19 = true;
                                                            }
                                                            if (valid19) {
                                                              if (data62.agentImage !== void 0) {
                                                                let data67 = data62.agentImage;
                                                                const _errs136 = errors;
                                                                if (errors === _errs136) {
                                                                  if (data67 && typeof data67 == "object" && !Array.isArray(data67)) {
                                                                    let missing7;
                                                                    if (data67.ref === void 0 && (missing7 = "ref")) {
                                                                      validate0.errors = [{ instancePath: instancePath + "/environment/agentImage", schemaPath: "#/properties/environment/properties/agentImage/required", keyword: "required", params: { missingProperty: missing7 }, message: "must have required property '" + missing7 + "'" }];
                                                                      return false;
                                                                    } else {
                                                                      if (data67.ref !== void 0) {
                                                                        const _errs138 = errors;
                                                                        if (typeof data67.ref !== "string") {
                                                                          validate0.errors = [{ instancePath: instancePath + "/environment/agentImage/ref", schemaPath: "#/properties/environment/properties/agentImage/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                          return false;
                                                                        }
                                                                        var valid20 = _errs138 === errors;
                                                                      } else {
                                                                        var valid20 = true;
                                                                      }
                                                                      if (valid20) {
                                                                        if (data67.configId !== void 0) {
                                                                          let data69 = data67.configId;
                                                                          const _errs140 = errors;
                                                                          if (errors === _errs140) {
                                                                            if (typeof data69 === "string") {
                                                                              if (!pattern0.test(data69)) {
                                                                                validate0.errors = [{ instancePath: instancePath + "/environment/agentImage/configId", schemaPath: "#/properties/environment/properties/agentImage/properties/configId/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: 'must match pattern "^sha256:[0-9a-f]{64}$"' }];
                                                                                return false;
                                                                              }
                                                                            } else {
                                                                              validate0.errors = [{ instancePath: instancePath + "/environment/agentImage/configId", schemaPath: "#/properties/environment/properties/agentImage/properties/configId/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                              return false;
                                                                            }
                                                                          }
                                                                          var valid20 = _errs140 === errors;
                                                                        } else {
                                                                          var valid20 = true;
                                                                        }
                                                                        if (valid20) {
                                                                          if (data67.registryDigest !== void 0) {
                                                                            let data70 = data67.registryDigest;
                                                                            const _errs142 = errors;
                                                                            if (errors === _errs142) {
                                                                              if (typeof data70 === "string") {
                                                                                if (!pattern0.test(data70)) {
                                                                                  validate0.errors = [{ instancePath: instancePath + "/environment/agentImage/registryDigest", schemaPath: "#/properties/environment/properties/agentImage/properties/registryDigest/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: 'must match pattern "^sha256:[0-9a-f]{64}$"' }];
                                                                                  return false;
                                                                                }
                                                                              } else {
                                                                                validate0.errors = [{ instancePath: instancePath + "/environment/agentImage/registryDigest", schemaPath: "#/properties/environment/properties/agentImage/properties/registryDigest/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                return false;
                                                                              }
                                                                            }
                                                                            var valid20 = _errs142 === errors;
                                                                          } else {
                                                                            var valid20 = true;
                                                                          }
                                                                        }
                                                                      }
                                                                    }
                                                                  } else {
                                                                    validate0.errors = [{ instancePath: instancePath + "/environment/agentImage", schemaPath: "#/properties/environment/properties/agentImage/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                    return false;
                                                                  }
                                                                }
                                                                var valid19 = _errs136 === errors;
                                                              } else {
                                                                var valid19 = true;
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  } else {
                                                    validate0.errors = [{ instancePath: instancePath + "/environment", schemaPath: "#/properties/environment/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                    return false;
                                                  }
                                                }
                                                var valid0 = _errs126 === errors;
                                              } else {
                                                var valid0 = true;
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate0.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate0.errors = vErrors;
  return errors === 0;
}

// src/core/schema/cassette-validator.ts
function validateCassette(v) {
  return validateCassetteV12(v) ? [] : formatAjvErrors(validateCassetteV12.errors);
}

// src/core/cassette/model.ts
var FrozenScenarioShape = looseObject({
  prompt: string(),
  session: string(),
  assert: optional(array(unknown()))
});
var FingerprintShape = looseObject({
  skillHash: optional(string()),
  hashFormat: optional(string())
});
var FolderPrefixShape = looseObject({
  from: string(),
  mount: string()
});
var CassetteShape = looseObject({
  events: array(string()),
  scenario: FrozenScenarioShape,
  fingerprint: optional(FingerprintShape),
  sessionFingerprint: optional(string()),
  folderPrefixMap: optional(array(FolderPrefixShape))
});
function parseCassetteShape(obj) {
  const fast = fastShape(obj);
  if (fast) return { ok: true, cassette: fast };
  const parsed = CassetteShape.safeParse(obj);
  if (!parsed.success) return { ok: false, error: formatZodError(parsed.error) };
  const data = parsed.data;
  const scenario = { ...data.scenario, assert: data.scenario.assert ?? [] };
  return { ok: true, cassette: { ...data, scenario } };
}
var isPlain = (v) => v !== null && typeof v === "object" && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
var optional2 = (o, k, ok) => !(k in o) || o[k] === void 0 || ok(o[k]);
var isString = (v) => typeof v === "string";
function looseCopy(o, typed, replace = {}) {
  const out = {};
  for (const k of typed) if (k in o) out[k] = k in replace ? replace[k] : o[k];
  for (const k of Object.keys(o)) {
    if (k === "__proto__") return void 0;
    if (!typed.includes(k)) out[k] = o[k];
  }
  return out;
}
function fastFingerprint(v) {
  if (!isPlain(v) || !optional2(v, "skillHash", isString) || !optional2(v, "hashFormat", isString)) return void 0;
  return looseCopy(v, ["skillHash", "hashFormat"]);
}
function fastShape(obj) {
  if (!isPlain(obj)) return void 0;
  const events = obj["events"];
  if (!Array.isArray(events)) return void 0;
  for (let i = 0; i < events.length; i++) if (typeof events[i] !== "string") return void 0;
  const sc = obj["scenario"];
  if (!isPlain(sc) || typeof sc["prompt"] !== "string" || typeof sc["session"] !== "string") return void 0;
  if (!optional2(sc, "assert", Array.isArray)) return void 0;
  if (!optional2(obj, "sessionFingerprint", isString)) return void 0;
  const replace = { events: events.slice() };
  const assert = sc["assert"];
  const scenario = looseCopy(
    sc,
    ["prompt", "session", "assert"],
    Array.isArray(assert) ? { assert: assert.slice() } : {}
  );
  if (!scenario) return void 0;
  replace["scenario"] = scenario;
  if ("fingerprint" in obj && obj["fingerprint"] !== void 0) {
    const fp = fastFingerprint(obj["fingerprint"]);
    if (!fp) return void 0;
    replace["fingerprint"] = fp;
  }
  const map = obj["folderPrefixMap"];
  if ("folderPrefixMap" in obj && map !== void 0) {
    if (!Array.isArray(map)) return void 0;
    const items = [];
    for (const item of map) {
      if (!isPlain(item) || typeof item["from"] !== "string" || typeof item["mount"] !== "string") return void 0;
      const copy = looseCopy(item, ["from", "mount"]);
      if (!copy) return void 0;
      items.push(copy);
    }
    replace["folderPrefixMap"] = items;
  }
  const out = looseCopy(obj, ["events", "scenario", "fingerprint", "sessionFingerprint", "folderPrefixMap"], replace);
  if (!out) return void 0;
  out["scenario"]["assert"] = scenario["assert"] ?? [];
  return out;
}

// src/core/cassette/large-cassette.ts
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { open, stat } from "node:fs/promises";

// src/core/util/young-generation.ts
var held = false;
async function holdYoungGeneration() {
  if (held) return;
  held = true;
  try {
    const v8 = await import("node:v8");
    v8.setFlagsFromString("--semi-space-growth-factor=1");
  } catch {
  }
}

// src/core/cassette/large-cassette.ts
var LARGE_CASSETTE_BYTES = 16 * 1024 * 1024;
var SCAN_CHUNK_BYTES = 1024 * 1024;
var WINDOW_BYTES = 1024 * 1024;
var SENTINEL = "\0cowork-harness:events-read-lazily";
var QUOTE = 34;
var BACKSLASH = 92;
var COMMA = 44;
var COLON = 58;
var OPEN_BRACE = 123;
var CLOSE_BRACE = 125;
var OPEN_BRACKET = 91;
var CLOSE_BRACKET = 93;
var EVENTS_KEY = [101, 118, 101, 110, 116, 115];
var isSpace = (b) => b === 32 || b === 10 || b === 13 || b === 9;
var isSimpleEscape = (b) => b === QUOTE || b === BACKSLASH || b === 47 || b === 98 || b === 102 || b === 110 || b === 114 || b === 116;
var hexDigitsAfterEscape = (b) => b === 117 ? 4 : isSimpleEscape(b) ? 0 : -1;
var STRING_STOP = new Uint8Array(256);
for (let b = 0; b < 32; b++) STRING_STOP[b] = 1;
STRING_STOP[QUOTE] = 1;
STRING_STOP[BACKSLASH] = 1;
var isHex = (b) => b >= 48 && b <= 57 || b >= 65 && b <= 70 || b >= 97 && b <= 102;
var EventsScan = class {
  at = 0 /* Start */;
  pos = 0;
  // absolute offset of the next chunk's first byte
  depth = 0;
  escaped = false;
  // the previous byte in a string was an unpaired backslash
  hexLeft = 0;
  // hex digits still due in an element's \uXXXX
  keyLength = 0;
  keyIsEvents = false;
  found = false;
  start = -1;
  end = -1;
  elementStart = 0;
  offsets = new Float64Array(1024);
  count = 0;
  // numbers used in `offsets`
  before = [];
  after = [];
  /** Feeds the next bytes; false once the file is known not to be a layout the scan takes on. */
  push(chunk) {
    if (this.at === 13 /* Failed */) return false;
    const n = chunk.length;
    let at = this.at;
    let i = 0;
    let keepFrom = this.inEvents() ? -1 : 0;
    const fail2 = () => {
      this.at = 13 /* Failed */;
      return false;
    };
    while (i < n) {
      const b = chunk[i];
      switch (at) {
        case 0 /* Start */:
          if (b === OPEN_BRACE) at = 1 /* KeyOrEnd */;
          else if (!isSpace(b)) return fail2();
          break;
        case 1 /* KeyOrEnd */:
          if (b === QUOTE) {
            at = 2 /* Key */;
            this.keyLength = 0;
            this.keyIsEvents = true;
            this.escaped = false;
          } else if (b === CLOSE_BRACE) at = 12 /* Done */;
          else if (!isSpace(b)) return fail2();
          break;
        case 2 /* Key */:
          if (this.escaped) {
            this.escaped = false;
            this.keyIsEvents = false;
          } else if (b === BACKSLASH) {
            this.escaped = true;
            this.keyIsEvents = false;
          } else if (b === QUOTE) {
            if (this.keyLength !== EVENTS_KEY.length) this.keyIsEvents = false;
            at = 3 /* Colon */;
          } else {
            if (EVENTS_KEY[this.keyLength] !== b) this.keyIsEvents = false;
            this.keyLength++;
          }
          break;
        case 3 /* Colon */:
          if (b === COLON) at = 4 /* Value */;
          else if (!isSpace(b)) return fail2();
          break;
        case 4 /* Value */:
          if (isSpace(b)) break;
          if (this.keyIsEvents) {
            if (this.found || b !== OPEN_BRACKET) return fail2();
            this.found = true;
            this.start = this.pos + i;
            this.before.push(Buffer.from(chunk.subarray(keepFrom, i)));
            keepFrom = -1;
            at = 7 /* EventsFirst */;
          } else {
            this.depth = 0;
            at = 5 /* Other */;
            continue;
          }
          break;
        case 5 /* Other */:
          if (b === QUOTE) {
            at = 6 /* OtherString */;
            this.escaped = false;
          } else if (b === OPEN_BRACE || b === OPEN_BRACKET) this.depth++;
          else if (b === CLOSE_BRACE || b === CLOSE_BRACKET) {
            if (this.depth === 0) {
              if (b !== CLOSE_BRACE) return fail2();
              at = 12 /* Done */;
            } else this.depth--;
          } else if (b === COMMA && this.depth === 0) at = 1 /* KeyOrEnd */;
          break;
        case 6 /* OtherString */: {
          let j = i;
          let escaped = this.escaped;
          while (j < n) {
            const c = chunk[j];
            if (escaped) escaped = false;
            else if (c === BACKSLASH) escaped = true;
            else if (c === QUOTE) break;
            j++;
          }
          this.escaped = escaped;
          if (j < n) at = 5 /* Other */;
          i = j;
          break;
        }
        case 7 /* EventsFirst */:
        case 9 /* EventsElement */:
          if (b === QUOTE) {
            at = 10 /* Element */;
            this.elementStart = this.pos + i;
            this.escaped = false;
            this.hexLeft = 0;
          } else if (b === CLOSE_BRACKET && at === 7 /* EventsFirst */) at = this.closeEvents(i);
          else if (!isSpace(b)) return fail2();
          if (at === 11 /* AfterEvents */) keepFrom = i + 1;
          break;
        case 8 /* EventsNext */:
          if (b === COMMA) at = 9 /* EventsElement */;
          else if (b === CLOSE_BRACKET) {
            at = this.closeEvents(i);
            keepFrom = i + 1;
          } else if (!isSpace(b)) return fail2();
          break;
        case 10 /* Element */: {
          let j = i;
          let escaped = this.escaped;
          let hexLeft = this.hexLeft;
          let closed = false;
          while (j < n) {
            if (hexLeft > 0) {
              if (!isHex(chunk[j])) return fail2();
              hexLeft--;
              j++;
              continue;
            }
            if (escaped) {
              hexLeft = hexDigitsAfterEscape(chunk[j]);
              if (hexLeft < 0) return fail2();
              escaped = false;
              j++;
              continue;
            }
            while (j < n && STRING_STOP[chunk[j]] === 0) j++;
            if (j === n) break;
            const c = chunk[j];
            if (c === QUOTE) {
              closed = true;
              break;
            }
            if (c !== BACKSLASH) return fail2();
            if (j + 1 === n) {
              escaped = true;
              j++;
              break;
            }
            hexLeft = hexDigitsAfterEscape(chunk[j + 1]);
            if (hexLeft < 0) return fail2();
            j += 2;
          }
          this.escaped = escaped;
          this.hexLeft = hexLeft;
          if (closed) {
            this.addElement(this.elementStart, this.pos + j + 1);
            at = 8 /* EventsNext */;
          }
          i = j;
          break;
        }
        case 11 /* AfterEvents */:
          if (b === COMMA) at = 1 /* KeyOrEnd */;
          else if (b === CLOSE_BRACE) at = 12 /* Done */;
          else if (!isSpace(b)) return fail2();
          break;
        case 12 /* Done */:
          break;
        // trailing bytes are kept; JSON.parse of the rest judges them
        case 13 /* Failed */:
          return false;
      }
      i++;
    }
    if (keepFrom >= 0 && keepFrom < n)
      (this.found ? this.after : this.before).push(Buffer.from(chunk.subarray(keepFrom, n)));
    this.at = at;
    this.pos += n;
    return true;
  }
  /** The scan's result once every byte was pushed, or undefined when the file is not that simple. */
  finish() {
    if (this.at !== 12 /* Done */ || !this.found || this.end < 0) return void 0;
    return {
      start: this.start,
      end: this.end,
      offsets: this.offsets.slice(0, this.count),
      before: Buffer.concat(this.before),
      after: Buffer.concat(this.after)
    };
  }
  inEvents() {
    return this.at >= 7 /* EventsFirst */ && this.at <= 10 /* Element */;
  }
  closeEvents(i) {
    this.end = this.pos + i + 1;
    return 11 /* AfterEvents */;
  }
  addElement(from, to) {
    if (this.count + 2 > this.offsets.length) {
      const grown = new Float64Array(this.offsets.length * 2);
      grown.set(this.offsets);
      this.offsets = grown;
    }
    this.offsets[this.count++] = from;
    this.offsets[this.count++] = to;
  }
};
function fileBackedLines(file, offsets, stamp) {
  const count = offsets.length / 2;
  let window;
  let spare;
  const read = (from, to) => {
    if (window && from >= window.start && to <= window.start + window.bytes.length)
      return window.bytes.subarray(from - window.start, to - window.start);
    const fd = openSync(file, "r");
    try {
      const st = fstatSync(fd);
      if (st.size !== stamp.size || st.mtimeMs !== stamp.mtimeMs)
        throw new HarnessError(`${file}: the cassette changed while it was being read \u2014 run again`);
      const want = Math.min(Math.max(WINDOW_BYTES, to - from), stamp.size - from);
      if (!spare || spare.length < want) spare = Buffer.allocUnsafe(Math.max(WINDOW_BYTES, want));
      const bytes = spare.subarray(0, want);
      let got = 0;
      while (got < bytes.length) {
        const n = readSync(fd, bytes, got, bytes.length - got, from + got);
        if (n === 0) break;
        got += n;
      }
      window = { start: from, bytes: bytes.subarray(0, got) };
    } finally {
      closeSync(fd);
    }
    return window.bytes.subarray(0, to - from);
  };
  const line = (i) => {
    const literal = read(offsets[2 * i], offsets[2 * i + 1]).toString("utf8");
    try {
      return JSON.parse(literal);
    } catch (e) {
      throw new HarnessError(`${file}: unreadable / invalid cassette JSON: events[${i}]: ${oneLine(e)}`);
    }
  };
  const indexOf = (p) => {
    if (typeof p !== "string" || !/^(?:0|[1-9]\d*)$/.test(p)) return void 0;
    const i = Number(p);
    return i < count ? i : void 0;
  };
  const target = [];
  target.length = count;
  return new Proxy(target, {
    get: (t, p, receiver) => {
      const i = indexOf(p);
      return i === void 0 ? Reflect.get(t, p, receiver) : line(i);
    },
    has: (t, p) => indexOf(p) !== void 0 || Reflect.has(t, p),
    getOwnPropertyDescriptor: (t, p) => {
      const i = indexOf(p);
      return i === void 0 ? Reflect.getOwnPropertyDescriptor(t, p) : { value: line(i), writable: false, enumerable: true, configurable: true };
    },
    ownKeys: (t) => [...Array.from({ length: count }, (_, i) => String(i)), ...Reflect.ownKeys(t)],
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false
  });
}
async function scanFile(path, size, mtimeMs) {
  const fh = await open(path, "r");
  let pending;
  try {
    const scan = new EventsScan();
    const length = Math.min(SCAN_CHUNK_BYTES, Math.max(1, size));
    const buffers = [Buffer.allocUnsafe(length), Buffer.allocUnsafe(length)];
    let pos = 0;
    let k = 0;
    let next = fh.read(buffers[0], 0, length, 0);
    pending = next;
    for (; ; ) {
      const { bytesRead } = await next;
      if (bytesRead === 0) break;
      const chunk = buffers[k].subarray(0, bytesRead);
      pos += bytesRead;
      k = 1 - k;
      next = fh.read(buffers[k], 0, length, pos);
      pending = next;
      if (!scan.push(chunk)) return void 0;
    }
    pending = void 0;
    const st = await fh.stat();
    if (pos !== size || st.size !== size || st.mtimeMs !== mtimeMs) return void 0;
    return scan.finish();
  } finally {
    await pending?.catch(() => void 0);
    await fh.close();
  }
}
async function readLargeCassette(path, maxBytes, minBytes = LARGE_CASSETTE_BYTES) {
  let st;
  try {
    st = await stat(path);
  } catch {
    return void 0;
  }
  if (!st.isFile() || st.size < minBytes || st.size > maxBytes) return void 0;
  await holdYoungGeneration();
  let where;
  try {
    where = await scanFile(path, st.size, st.mtimeMs);
  } catch {
    return void 0;
  }
  if (!where) return void 0;
  let raw;
  try {
    raw = JSON.parse(
      Buffer.concat([where.before, Buffer.from(JSON.stringify(SENTINEL)), where.after]).toString("utf8")
    );
  } catch {
    return void 0;
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw) || raw.events !== SENTINEL)
    return void 0;
  return {
    raw: { ...raw, events: [] },
    events: fileBackedLines(path, where.offsets, { size: st.size, mtimeMs: st.mtimeMs })
  };
}

// src/core/cassette/types.ts
var MIN_CASSETTE_VERSION = 9;
var CURRENT_CASSETTE_VERSION = 12;

// src/core/cassette/load.ts
function fail(path, message) {
  throw new HarnessError(`${path}: ${message}`);
}
var MAX_CASSETTE_BYTES_ENV = "COWORK_HARNESS_MAX_CASSETTE_BYTES";
var DEFAULT_MAX_CASSETTE_BYTES = 128 * 1024 * 1024;
function maxCassetteBytes(env = process.env) {
  const raw = env[MAX_CASSETTE_BYTES_ENV];
  const n = raw === void 0 || raw.trim() === "" ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_MAX_CASSETTE_BYTES;
}
function unreadable(path, e) {
  const code = e.code;
  if (code === "ERR_STRING_TOO_LONG")
    fail(path, `too large to hold in memory as one string (Node's limit is about 512 MiB) \u2014 split the recording`);
  fail(
    path,
    code === "ENOENT" ? "path not found" : code === "EISDIR" ? "is a directory, not a cassette file" : `unreadable: ${oneLine(e)}`
  );
}
function refuseIrregular(path) {
  let st;
  try {
    st = lstatSync(path);
  } catch {
    return;
  }
  if (st.isSymbolicLink() && escapesRepositoryRoot(repositoryRootOf(path), path))
    fail(
      path,
      "is a symbolic link to a file outside the repository \u2014 not read (a cassette must be a file inside the repository)"
    );
  const target = st.isSymbolicLink() ? statSync(path, { throwIfNoEntry: false }) : st;
  if (target !== void 0 && !target.isFile() && !target.isDirectory())
    fail(path, "is not a regular file (a FIFO, a device or a socket) \u2014 not read");
}
async function readCassetteText(path, env = process.env) {
  const limit = maxCassetteBytes(env);
  try {
    refuseIrregular(path);
    const st = await stat2(path);
    if (st.isDirectory()) fail(path, "is a directory, not a cassette file");
    if (st.size > limit) {
      fail(
        path,
        `cassette is ${st.size} bytes, over the ${limit}-byte limit \u2014 refusing to load it (a replay needs about 1.5\xD7 the file size in memory; raise the limit with ${MAX_CASSETTE_BYTES_ENV}=<bytes> if the machine has it)`
      );
    }
    return await readFile(path, "utf8");
  } catch (e) {
    if (e instanceof HarnessError) throw e;
    unreadable(path, e);
  }
}
async function loadCassetteFile(path) {
  const small = readSmallCassetteText(path);
  if (small !== void 0) return parseCassetteText(small, path);
  refuseIrregular(path);
  const large = await readLargeCassette(path, maxCassetteBytes());
  if (large) return checkCassette(large.raw, path, large.events);
  return parseCassetteText(await readCassetteText(path), path);
}
function readSmallCassetteText(path) {
  let size;
  try {
    const st = lstatSync(path);
    if (!st.isFile()) return void 0;
    size = st.size;
  } catch {
    return void 0;
  }
  if (size >= LARGE_CASSETTE_BYTES || size > maxCassetteBytes()) return void 0;
  try {
    return readFileSync(path, "utf8");
  } catch {
    return void 0;
  }
}
function parseCassetteText(text, path) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    fail(path, `unreadable / invalid cassette JSON: ${oneLine(e)}`);
  }
  return checkCassette(raw, path);
}
function checkCassette(raw, path, events) {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    fail(path, "invalid cassette shape: the file is JSON but not a cassette object");
  }
  if (nestsDeeperThan(raw)) fail(path, `invalid cassette shape: JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  const schemaErrors = validateCassette(raw);
  if (schemaErrors.length > 0) fail(path, `invalid cassette shape: ${schemaErrors.slice(0, 3).join("; ")}`);
  const shape = parseCassetteShape(raw);
  if (!shape.ok) fail(path, `invalid cassette shape: ${shape.error}`);
  const cassette = shape.cassette;
  if (events) cassette.events = events;
  if (!Array.isArray(cassette.scenario.assert)) cassette.scenario.assert = [];
  const version = cassette.cassetteVersion ?? 0;
  if (version < MIN_CASSETTE_VERSION) {
    fail(
      path,
      `cassette recorded at v${version} is older than the minimum supported version v${MIN_CASSETTE_VERSION} \u2014 re-record this cassette`
    );
  }
  const fp = cassette.fingerprint;
  if (fp) {
    if (version === CURRENT_CASSETTE_VERSION && fp.hashFormat !== "jcs1") {
      fail(
        path,
        `cassetteVersion ${version} requires fingerprint.hashFormat "jcs1" (found ${JSON.stringify(fp.hashFormat)}) \u2014 the stamp and the digest disagree`
      );
    }
    if (version < CURRENT_CASSETTE_VERSION && fp.hashFormat !== void 0) {
      fail(
        path,
        `cassetteVersion ${version} must not carry fingerprint.hashFormat (found ${JSON.stringify(fp.hashFormat)}) \u2014 the stamp and the digest disagree`
      );
    }
  }
  const warnings = [];
  const problems = [];
  cassette.scenario.assert.forEach((item, i) => {
    const problem = validateParsedAssertion(item);
    if (problem) problems.push(`scenario.assert[${i}]: ${problem}`);
  });
  if (problems.length > 0) {
    if (version <= CURRENT_CASSETTE_VERSION) {
      fail(
        path,
        `cassette (v${version} \u2264 current v${CURRENT_CASSETTE_VERSION}) contains unrecognized assertion(s) \u2014 they would silently drop from replay: ${problems.join("; ")}`
      );
    }
    for (const p of problems)
      warnings.push(
        `[cassette] unrecognized assertion (tolerated \u2014 cassette v${version} is newer than this build): ${p}`
      );
  }
  return { path, cassette, warnings };
}

export {
  CURRENT_CASSETTE_VERSION,
  MAX_CASSETTE_BYTES_ENV,
  DEFAULT_MAX_CASSETTE_BYTES,
  maxCassetteBytes,
  readCassetteText,
  loadCassetteFile,
  parseCassetteText,
  checkCassette
};
