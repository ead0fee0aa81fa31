// Preloaded with `node --import` when /usr/bin/time is missing: writes the process's peak
// resident set size (bytes) to $BENCH_RSS_FILE as it exits.
import { writeFileSync } from "node:fs";

const out = process.env.BENCH_RSS_FILE;
if (out) process.on("exit", () => writeFileSync(out, String(process.resourceUsage().maxRSS * 1024)));
