/**
 * A request that writes (fetch with POST/PUT/PATCH/DELETE, XMLHttpRequest, sendBeacon) to a
 * relative URL: an artifact is a file with no server behind it, so the request fails and the data
 * it carries is lost. Certain for a literal relative URL and method; advisory when either is computed.
 */
import { isAbsoluteUrl, type BrowserFacts } from "../browser-facts.js";
import { lost, shown, suspect, type ArtifactFinding } from "../finding.js";

export const CHECK = "relative-write-request";

export function relativeWriteRequest(facts: BrowserFacts): ArtifactFinding[] {
  const out: ArtifactFinding[] = [];
  for (const r of facts.writeRequests) {
    if (r.url !== undefined && isAbsoluteUrl(r.url)) continue;
    const verb = r.method === "UNKNOWN" ? "a computed method" : r.method;
    if (r.method !== "UNKNOWN" && r.url !== undefined && r.url.trim() !== "" && !r.url.startsWith("${"))
      out.push(
        lost(
          CHECK,
          r.line,
          `${r.what} sends ${verb} to the relative URL ${shown(r.url)} — an artifact has no server behind it, so the data never arrives; save or download the data instead`,
        ),
      );
    else
      out.push(
        suspect(
          CHECK,
          r.line,
          `${r.what} sends ${verb} to a computed URL — if it is relative, the data never arrives (an artifact has no server behind it)`,
        ),
      );
  }
  return out;
}
