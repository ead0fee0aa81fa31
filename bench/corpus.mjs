// Benchmark corpora, generated into temp git repositories:
//  - generateCassetteCorpus: N cassettes, each with its own skill tree (a plugin), session,
//    scenario and event stream, derived from the reference's example-pdf-skill cassette
//    (read from BENCH_REFERENCE_REPO at run time, never copied into the repo). Each cassette's
//    fingerprint is recomputed with our own fingerprint code, so none is stale.
//  - generateTree: a large git-tracked tree (~20k files / ~200 MB) for fingerprint timings.
// Run alone: node bench/corpus.mjs OUT_DIR [COUNT]   (prints what it made)
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync, cpSync, chmodSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { buildBenchLib, REPO_ROOT } from "./build-lib.mjs";

export const REFERENCE_REPO = resolve(
  process.env.BENCH_REFERENCE_REPO ?? join(REPO_ROOT, "../shared/conformance/reference-repo"),
);
const BASE_CASSETTE = "examples/replays/example-pdf-skill.cassette.json";
const BASE_SKILL = "examples/skills/my-pdf-skill";
const BASE_SESSION = "examples/sessions/default.yaml";

/** One line when the reference examples the cassette corpus derives from are missing (a clone with no reference corpus beside it). */
export function assertReferenceRepo(ref = REFERENCE_REPO) {
  if (!existsSync(join(ref, BASE_CASSETTE)))
    throw new Error(
      `bench corpus: reference examples not found at ${ref} — set BENCH_REFERENCE_REPO to the conformance corpus's reference-repo directory`,
    );
}

const GIT_ID = ["-c", "user.name=cowork-bench", "-c", "user.email=bench@example.invalid", "-c", "commit.gpgsign=false"];
const gitEnv = () => {
  const env = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith("GIT_")) delete env[k];
  return env;
};
export function git(cwd, ...args) {
  return execFileSync("git", [...GIT_ID, "-c", "core.looseCompression=0", "-c", "core.compression=0", ...args], {
    cwd,
    encoding: "utf8",
    env: gitEnv(),
    maxBuffer: 1 << 30,
  });
}

/** Deterministic PRNG (mulberry32). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  "the report pipeline ingest latency cache layer migration rollout plan owner review action item " +
  "checklist summary risk backfill window metric dashboard runbook support monitoring error rate target " +
  "quarter status draft update skill file section table figure page analysis note result input output " +
  "function module config value request response schema field record event stream tool call read write"
).split(" ");

function words(rand, n) {
  const out = new Array(n);
  for (let i = 0; i < n; i++) out[i] = WORDS[Math.floor(rand() * WORDS.length)];
  return out.join(" ");
}

/** A prose-like text of about `bytes` characters, with paragraphs. */
function prose(rand, bytes) {
  let s = "";
  while (s.length < bytes) s += words(rand, 8 + Math.floor(rand() * 24)) + (rand() < 0.2 ? ".\n\n" : ". ");
  return s.slice(0, bytes);
}

const hex = (rand, n) => {
  let s = "";
  while (s.length < n)
    s += Math.floor(rand() * 0x100000000)
      .toString(16)
      .padStart(8, "0");
  return s.slice(0, n);
};
const uuid = (rand) => {
  const h = hex(rand, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/**
 * Extra event lines of realistic shape, about `bytes` in total: assistant text, then
 * tool_use / tool_result pairs (Read, Grep, Glob), as the agent's stream-json emits them.
 */
export function synthesizeEvents(rand, bytes, ctx) {
  const lines = [];
  let total = 0;
  let n = 0;
  const tools = ["Read", "Grep", "Glob"];
  while (total < bytes) {
    n++;
    const msgId = `msg_bench${ctx.tag}${String(n).padStart(6, "0")}`;
    const assistant = (content) =>
      JSON.stringify({
        type: "assistant",
        message: {
          model: "claude-opus-4-8",
          id: msgId,
          type: "message",
          role: "assistant",
          content,
          stop_reason: null,
          stop_sequence: null,
          usage: {
            input_tokens: 3,
            cache_creation_input_tokens: 120,
            cache_read_input_tokens: 20480,
            output_tokens: 64,
            service_tier: "standard",
          },
        },
        parent_tool_use_id: null,
        session_id: ctx.sessionId,
        uuid: uuid(rand),
      });
    const text = assistant([{ type: "text", text: prose(rand, 200 + Math.floor(rand() * 1800)) }]);
    const tool = tools[n % tools.length];
    const toolUseId = `toolu_bench${ctx.tag}${String(n).padStart(6, "0")}`;
    const input =
      tool === "Read"
        ? { file_path: `${ctx.mnt}/project/docs/section-${n}.md` }
        : tool === "Grep"
          ? { pattern: words(rand, 2), path: `${ctx.mnt}/project` }
          : { pattern: `**/*${words(rand, 1)}*.md` };
    const use = assistant([{ type: "tool_use", id: toolUseId, name: tool, input, caller: { type: "direct" } }]);
    const result = JSON.stringify({
      type: "user",
      message: {
        role: "user",
        content: [
          { tool_use_id: toolUseId, type: "tool_result", content: prose(rand, 1000 + Math.floor(rand() * 7000)) },
        ],
      },
      parent_tool_use_id: null,
      session_id: ctx.sessionId,
      uuid: uuid(rand),
      timestamp: new Date(Date.UTC(2026, 7, 21, 11, 20, 0) + n * 1000).toISOString(),
    });
    lines.push(text, use, result);
    total += text.length + use.length + result.length + 12;
  }
  return lines;
}

/** A cassette's name, size class and group folder. */
function plan(i, sizeOf, groupSize) {
  const id = String(i).padStart(4, "0");
  return { i, id, group: `g${String(Math.floor(i / groupSize)).padStart(2, "0")}`, bytes: sizeOf(i) };
}

function writeSkillTree(dir, id, rand, baseSkill) {
  const root = join(dir, "skills", `plugin-${id}`);
  mkdirSync(join(root, ".claude-plugin"), { recursive: true });
  mkdirSync(join(root, "skills", `skill-${id}`, "references"), { recursive: true });
  writeFileSync(
    join(root, ".claude-plugin/plugin.json"),
    JSON.stringify({ version: `0.${rand() < 0.5 ? 1 : 2}.${id}`, name: `plugin-${id}`, skills: "./skills" }, null, 2) +
      "\n",
  );
  const skillMd =
    baseSkill.replaceAll("my-pdf-skill", `skill-${id}`) + "\n" + prose(rand, 300 + Math.floor(rand() * 3000)) + "\n";
  writeFileSync(join(root, "skills", `skill-${id}`, "SKILL.md"), skillMd);
  const refs = 1 + Math.floor(rand() * 5);
  for (let k = 0; k < refs; k++)
    writeFileSync(
      join(root, "skills", `skill-${id}`, "references", `ref-${k}.md`),
      `# reference ${k} of skill-${id}\n\n${prose(rand, 500 + Math.floor(rand() * 6000))}\n`,
    );
  return root;
}

/** The scenario fields a cassette freezes, written as the scenario file's YAML. */
function scenarioYaml(scenario, yaml) {
  const { name, baseline, session, fidelity, prompt, answers, assert } = scenario;
  return yaml.stringify({ name, baseline, session, fidelity, prompt, answers, assert });
}

/**
 * Generates `count` cassettes under `dir` (a fresh git repo, committed). `sizeOf(i)` is the
 * wanted events size in bytes of cassette i (0 keeps the base events). Cassettes go to
 * replays/gNN/ (`groupSize` per folder) so a run can take the first group as `replays/g00`.
 */
export async function generateCassetteCorpus({ dir, count, sizeOf = () => 0, groupSize = 100, lib, log = () => {} }) {
  lib ??= await buildBenchLib();
  const yaml = await import("yaml");
  const ref = REFERENCE_REPO;
  assertReferenceRepo(ref);
  const base = JSON.parse(readFileSync(join(ref, BASE_CASSETTE), "utf8"));
  const baseSkill = readFileSync(join(ref, BASE_SKILL, "skills/my-pdf-skill/SKILL.md"), "utf8");
  const baseSession = readFileSync(join(ref, BASE_SESSION), "utf8");
  mkdirSync(join(dir, "sessions"), { recursive: true });
  mkdirSync(join(dir, "scenarios"), { recursive: true });
  cpSync(join(ref, "examples/data"), join(dir, "data"), { recursive: true });
  chmodAll(join(dir, "data"));
  if (!existsSync(join(dir, ".git"))) git(dir, "init", "-q", "-b", "main");

  const plans = Array.from({ length: count }, (_, i) => plan(i, sizeOf, groupSize));
  for (const p of plans) {
    const rand = prng(1000 + p.i);
    writeSkillTree(dir, p.id, rand, baseSkill);
    const session = baseSession
      .replaceAll("../skills/my-pdf-skill", `../skills/plugin-${p.id}`)
      .replaceAll("my-pdf-skill@local", `plugin-${p.id}@local`);
    writeFileSync(join(dir, "sessions", `s-${p.id}.yaml`), session);
  }
  git(dir, "add", "-A");
  log(`  ${count} skill trees and sessions written; stamping fingerprints`);

  const files = [];
  for (const p of plans) {
    const rand = prng(5000 + p.i);
    const replayDir = join(dir, "replays", p.group);
    mkdirSync(replayDir, { recursive: true });
    const sessionPath = join(dir, "sessions", `s-${p.id}.yaml`);
    const loaded = await lib.loadSessionFile(sessionPath);
    const dirs = lib.declaredSkillDirs(loaded.resolved).filter((d) => existsSync(d));
    const tree = await lib.computeTreeFingerprint({
      dirs,
      hashIgnore: loaded.resolved.staleness.hash_ignore,
      env: gitEnv(),
    });
    const c = structuredClone(base);
    c.scenario.name = `bench-${p.id}`;
    c.scenario.session = relative(replayDir, sessionPath);
    c.scenario.prompt = c.scenario.prompt.replace("markdown checklist.", `markdown checklist (case ${p.id}).`);
    c.scenarioSource = relative(replayDir, join(dir, "scenarios", `sc-${p.id}.yaml`));
    writeFileSync(
      join(dir, "scenarios", `sc-${p.id}.yaml`),
      scenarioYaml({ ...c.scenario, session: relative(join(dir, "scenarios"), sessionPath) }, yaml),
    );
    c.fingerprint = lib.fingerprintFieldsFor(tree, "jcs1", {
      baseline: base.fingerprint.baseline,
      promptAssetsHash: base.fingerprint.promptAssetsHash,
      sessionDir: loaded.dir,
    });
    c.sessionFingerprint = lib.sessionFingerprint(loaded.authored);
    c.events = c.events.map((line) => line.replaceAll("my-pdf-skill", `skill-${p.id}`));
    c.timeline = c.timeline.map((t) =>
      t.skillScope ? { ...t, skillScope: t.skillScope.replaceAll("my-pdf-skill", `skill-${p.id}`) } : t,
    );
    if (p.bytes > 0) {
      const sessionId = JSON.parse(c.events.find((l) => l.includes('"session_id"'))).session_id;
      const extra = synthesizeEvents(rand, p.bytes, { tag: p.id, sessionId, mnt: "/sessions/local_bench/mnt" });
      const at = c.events.length - 2; // before the closing assistant text and the result
      c.events.splice(at, 0, ...extra);
      c.timeline = c.timeline.map((t) => (t.line >= at ? { ...t, line: t.line + extra.length } : t));
    }
    const file = join(replayDir, `c-${p.id}.cassette.json`);
    writeFileSync(file, JSON.stringify(c, null, 2) + "\n");
    files.push(file);
  }
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", `bench corpus: ${count} cassettes`);
  return files;
}

function chmodAll(p) {
  const st = statSync(p);
  chmodSync(p, st.isDirectory() ? 0o755 : 0o644);
  if (st.isDirectory()) for (const n of readdirSync(p)) chmodAll(join(p, n));
}

/**
 * A git-tracked tree of about `files` files and `totalBytes` bytes of text: mostly small
 * files (1–12 KB) in a three-level layout, plus a few 1 MB ones to reach the total.
 */
export function generateTree({ dir, files, totalBytes }) {
  mkdirSync(dir, { recursive: true });
  const rand = prng(42);
  const pool = Buffer.from(prose(rand, 4 << 20));
  const big = 1 << 20;
  let smallBytes = 0;
  const sizes = [];
  for (let i = 0; i < files; i++) {
    const s = 1024 + Math.floor(rand() * 11 * 1024);
    sizes.push(s);
    smallBytes += s;
  }
  const bigCount = Math.min(files, Math.max(0, Math.floor((totalBytes - smallBytes) / big)));
  for (let i = 0; i < bigCount; i++) {
    const k = Math.floor((i * files) / Math.max(1, bigCount));
    smallBytes += big - sizes[k];
    sizes[k] = big;
  }
  const perDir = 50;
  let written = 0;
  for (let i = 0; i < files; i++) {
    const d = Math.floor(i / perDir);
    const sub = join(dir, `d${String(Math.floor(d / 20)).padStart(2, "0")}`, `e${String(d % 20).padStart(2, "0")}`);
    if (i % perDir === 0) mkdirSync(sub, { recursive: true });
    const header = Buffer.from(`# file ${i}\n`);
    const off = Math.floor(rand() * (pool.length - sizes[i]));
    writeFileSync(
      join(sub, `f${String(i % perDir).padStart(3, "0")}.md`),
      Buffer.concat([header, pool.subarray(off, off + sizes[i] - header.length)]),
    );
    written += sizes[i];
  }
  if (!existsSync(join(dir, ".git"))) git(dir, "init", "-q", "-b", "main");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "bench tree");
  return { files, bytes: written };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const out = resolve(process.argv[2] ?? ".tmp/bench/corpus");
  const count = Number(process.argv[3] ?? 10);
  const files = await generateCassetteCorpus({
    dir: out,
    count,
    sizeOf: (i) => (i === 0 ? 0 : 4096 << Math.min(i, 14)),
    log: console.log,
  });
  console.log(`${files.length} cassettes under ${out}`);
}
