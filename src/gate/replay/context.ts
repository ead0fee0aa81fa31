/** Building the AssertContext for one replayed cassette (the reference's src/run/cassette.ts; docs/reference.md#replay-and-assertions). */
import type { AssertContext, Lane } from "../assert/context.js";
import type { Cassette } from "../../core/cassette/types.js";
import type { RunRecord } from "../evidence/types.js";
import type { MaterializedTree } from "./materialize.js";

export const DEFAULT_USER_VISIBLE_ROOTS = ["outputs", ".projects"];

export function buildAssertContext(
  cassette: Cassette,
  record: RunRecord,
  tree: MaterializedTree | undefined,
  truncatedOnQuestion: boolean,
): AssertContext {
  const postRunHashes: Record<string, string> = {};
  for (const a of cassette.artifacts ?? []) if (a.sha256 !== "") postRunHashes[a.path] = a.sha256;
  const linkPaths = tree?.linkPaths ?? new Map<string, string>();
  const init = record.init;
  return {
    record,
    lane: (cassette.scenario.lane === "remote" ? "remote" : "local") as Lane,
    effectiveFidelity: cassette.effectiveFidelity,
    // read lazily: the tree is written only when an assertion first looks at it (materialize.ts)
    get workRoot(): string {
      return tree?.root ?? "";
    },
    ...(tree ? { artifactView: tree } : {}),
    userVisiblePrefixes: tree ? (cassette.userVisibleRoots ?? DEFAULT_USER_VISIBLE_ROOTS) : [],
    preRunPaths: cassette.preRunPaths,
    preRunHashes: cassette.preRunHashes,
    preRunOrigin: cassette.preRunOrigin,
    preRunLinkAware: (cassette.cassetteVersion ?? 0) >= 10,
    postRunHashes,
    truncatedPaths: tree?.truncatedPaths ?? new Map<string, string>(),
    linkPaths,
    gateOptionsMissing: truncatedOnQuestion,
    toolResultTexts: record.toolResults.map((r) => r.assertText ?? r.text),
    toolResultsTruncated: record.toolResults.map((r) => r.assertText === undefined),
    skillToolAvailable: init?.tools.includes("Skill") ?? false,
    availableSkills: init ? init.skills.map((s) => ({ id: skillId(s) })) : undefined,
    mcpServers: init?.mcpServers,
    availableTools: init?.tools,
    linkResolution: {
      mode: "replay",
      folderPrefixes: new Map((cassette.folderPrefixMap ?? []).map((m) => [m.from, m.mount])),
      folderPrefixesRequiredButAbsent: cassette.folderPrefixMap === undefined,
      linkPaths,
    },
    hasTimeline: Array.isArray(cassette.timeline),
  };
}

/** A skill of the init event as an id: a string as is, else its `id` or `name`. */
export function skillId(s: unknown): string {
  if (typeof s === "string") return s;
  if (s && typeof s === "object") {
    const o = s as Record<string, unknown>;
    for (const k of ["id", "name"]) if (typeof o[k] === "string") return o[k] as string;
  }
  return String(s);
}
