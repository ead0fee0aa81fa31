#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/core/protocol/canon.ts
function canonicalJson(x) {
  if (x === null || typeof x !== "object") {
    const leaf = JSON.stringify(x);
    return leaf === void 0 ? "null" : leaf;
  }
  if (Array.isArray(x)) {
    let out2 = "[";
    for (let i = 0; i < x.length; i++) {
      if (i > 0) out2 += ",";
      if (i in x) out2 += canonicalJson(x[i]);
    }
    return out2 + "]";
  }
  const obj = x;
  let out = "{";
  let first = true;
  for (const key of Object.keys(obj).sort()) {
    const v = obj[key];
    if (v === void 0) continue;
    out += (first ? "" : ",") + JSON.stringify(key) + ":" + canonicalJson(v);
    first = false;
  }
  return out + "}";
}
var isEnumerableOwn = (o, k) => Object.prototype.propertyIsEnumerable.call(o, k);
function leafText(x) {
  return JSON.stringify(x) ?? "null";
}
function canonicallyEqual(a, b) {
  const aLeaf = a === null || typeof a !== "object";
  const bLeaf = b === null || typeof b !== "object";
  if (aLeaf || bLeaf) {
    if (!(aLeaf && bLeaf)) return false;
    if (typeof a === "string" && typeof b === "string") return a === b;
    if (typeof a === "boolean" && typeof b === "boolean") return a === b;
    return leafText(a) === leafText(b);
  }
  const aArray = Array.isArray(a);
  if (aArray !== Array.isArray(b)) return false;
  if (aArray) {
    const x2 = a;
    const y2 = b;
    for (let i = 0; i < x2.length; i++) if (!(i in x2)) return canonicalJson(a) === canonicalJson(b);
    for (let i = 0; i < y2.length; i++) if (!(i in y2)) return canonicalJson(a) === canonicalJson(b);
    if (x2.length !== y2.length) return false;
    for (let i = 0; i < x2.length; i++) if (!canonicallyEqual(x2[i], y2[i])) return false;
    return true;
  }
  const x = a;
  const y = b;
  let defined = 0;
  for (const k of Object.keys(x)) {
    const v = x[k];
    if (v === void 0) continue;
    defined++;
    if (!isEnumerableOwn(y, k)) return false;
    const w = y[k];
    if (w === void 0 || !canonicallyEqual(v, w)) return false;
  }
  let others = 0;
  for (const k of Object.keys(y)) if (y[k] !== void 0) others++;
  return others === defined;
}

export {
  canonicalJson,
  canonicallyEqual
};
