/**
 * The plugin a skill sits in: the nearest folder above it (at most four levels) holding
 * `.claude-plugin/plugin.json` or `plugin.json`, its name (the manifest's `name`, else the folder's)
 * and the agents its `agents/*.md` define (by file stem and by front-matter `name`).
 */
import { readMarkdown } from "./markdown.js";
import { baseOf, parentOf, type SkillTree } from "./skill-tree.js";

export interface EnclosingPlugin {
  /** the plugin's folder, relative to the tree's top */
  dir: string;
  name: string;
  dirName: string;
  /** agent name → its file */
  agents: Map<string, string>;
}

const MANIFESTS = [".claude-plugin/plugin.json", "plugin.json"];

function manifestName(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    const doc = JSON.parse(text) as unknown;
    const name = doc !== null && typeof doc === "object" ? (doc as Record<string, unknown>).name : undefined;
    return typeof name === "string" && name.trim() !== "" ? name.trim() : undefined;
  } catch {
    return undefined;
  }
}

export function enclosingPlugin(tree: SkillTree, skillDir: string): EnclosingPlugin | undefined {
  let dir = skillDir;
  for (let level = 0; level <= 4; level++) {
    for (const m of MANIFESTS) {
      const rel = dir === "" ? m : `${dir}/${m}`;
      if (tree.kind(rel)?.dir !== false) continue;
      const dirName = baseOf(dir);
      const agents = new Map<string, string>();
      const agentsDir = dir === "" ? "agents" : `${dir}/agents`;
      for (const e of tree.list(agentsDir)) {
        if (e.dir || !e.name.endsWith(".md")) continue;
        agents.set(e.name.slice(0, -3), e.rel);
        const own = readMarkdown(tree.read(e.rel) ?? "").name;
        if (own !== undefined) agents.set(own, e.rel);
      }
      return { dir, name: manifestName(tree.read(rel)) ?? dirName, dirName, agents };
    }
    if (dir === "") return undefined;
    dir = parentOf(dir);
  }
  return undefined;
}
