/** Log lines for annotations: workflow commands inside GitHub Actions, plain prefixes elsewhere. */
import type { Annotation } from "../replay/options.js";

function escapeData(s: string): string {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

export function formatAnnotation(a: Annotation, env: NodeJS.ProcessEnv): string {
  if (env.GITHUB_ACTIONS === "true") return `::${a.level}::${escapeData(a.message)}\n`;
  return `${a.level}: ${a.message}\n`;
}
