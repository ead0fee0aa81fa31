/** Log lines for annotations: workflow commands inside GitHub Actions, plain prefixes elsewhere. */
import type { Annotation } from "../replay/options.js";
import { formatNotice } from "./annotations.js";

export function formatAnnotation(a: Annotation, env: NodeJS.ProcessEnv): string {
  if (env.GITHUB_ACTIONS === "true") return `${formatNotice(a.message, a.level)}\n`;
  return `${a.level}: ${a.message}\n`;
}
