#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/gate/report/batch-annotations.ts
var BatchAnnotations = class {
  notes = /* @__PURE__ */ new Map();
  /** `a` of the cassette `label`: the line to say now (a warning, naming it), or undefined (a notice, kept). */
  add(label, a) {
    if (a.level !== "notice") return { ...a, message: `${label}: ${a.message}` };
    const seen = this.notes.get(a.message);
    if (seen) seen.add(label);
    else this.notes.set(a.message, /* @__PURE__ */ new Set([label]));
    return void 0;
  }
  /** Each notice once, in the order first seen, counting its cassettes when more than one. */
  notices() {
    return [...this.notes].map(([message, labels]) => ({
      level: "notice",
      message: labels.size > 1 ? `${message} (${labels.size} cassettes)` : message
    }));
  }
};

export {
  BatchAnnotations
};
