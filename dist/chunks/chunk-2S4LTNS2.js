#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/gate/trace/source.ts
function latestTurn(lines) {
  let start = 0;
  let turns = 1;
  lines.forEach((l, i) => {
    if (l.includes('"_emu"') && l.includes("turn_start")) {
      if (i > 0) turns++;
      start = i + 1;
    }
  });
  return { lines: lines.slice(start).filter((l) => l.trim() !== ""), turns };
}

export {
  latestTurn
};
