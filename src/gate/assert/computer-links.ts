/**
 * `computer://` links in the transcript (the reference's src/run/computer-links.ts; docs/reference.md#replay-and-assertions) and the two keys over them:
 *  - `computer_links_resolve: true` — at least one link, and every link resolves;
 *  - `computer_links_resolve_if_present: true` — zero links pass; otherwise all resolve.
 *
 * Extraction is one left-to-right scan; at each position the first form that applies wins:
 *   1. backtick-quoted   `computer://…`
 *   2. markdown target   ](computer://…)   — up to the ")" that balances the parens; with no
 *                                             closing ")" the payload is read as a bare token
 *   3. bare token        computer://…      — ends at whitespace, `"`, "`", "]", "\" or an
 *                                             unbalanced ")" (parens inside are kept)
 * The payload is percent-decoded segment by segment.
 *
 * Resolution on replay, against the materialized artifact tree:
 *   VM-shaped   /sessions/<id>/mnt/<rest>  → <rest>
 *   host-shaped the last /mnt/outputs/ or /mnt/uploads/ marker → outputs/… or uploads/…
 *               (a trailing /mnt/outputs → outputs), else the longest recorded
 *               folderPrefixMap `from` prefix → <mount><rest>; else unresolved
 * and the result must exist under the work root and not be a link placeholder.
 */
import { existsSync } from "node:fs";
import type { AssertContext, KeyEvaluator, KeyResult } from "./context.js";
import { badArg, fail, pass } from "./describe.js";
import { containLexically, containReal } from "./contained-path.js";
import { isLinkEntry } from "./files.js";

export interface ComputerLink {
  /** the payload after `computer://`, percent-decoded per "/" segment */
  raw: string;
  /** `/sessions/<id>/mnt/…` */
  vmShaped: boolean;
}

export interface LinkOutcome {
  resolved: boolean;
  /** what was checked, for the failure message */
  checked: string;
}

const SCHEME = "computer://";
const VM_MOUNT = /^\/sessions\/[^/]+\/mnt\//;
const BARE_STOPS = new Set(['"', "`", "]", "\\"]);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function makeLink(payload: string): ComputerLink {
  const raw = payload.split("/").map(decodeSegment).join("/");
  return { raw, vmShaped: VM_MOUNT.test(raw) };
}

/**
 * Index just past a token starting at `from`: an unbalanced ")" always ends it; with `bare`,
 * whitespace and the bare stop characters end it too when no paren is open.
 */
function tokenEnd(text: string, from: number, bare: boolean): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === "(") depth++;
    else if (ch === ")") {
      if (depth === 0) return i;
      depth--;
    } else if (bare && depth === 0 && (BARE_STOPS.has(ch) || /\s/.test(ch))) return i;
  }
  return text.length;
}

const FORMS = /(`computer:\/\/[^`]+`)|(\]\(computer:\/\/)|(computer:\/\/)/g;

/** Every `computer://` link in `text`, in order of appearance. */
export function extractComputerLinks(text: string): ComputerLink[] {
  const links: ComputerLink[] = [];
  if (!text.includes(SCHEME)) return links;
  const re = new RegExp(FORMS.source, "g");
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const [whole, backtick, markdown] = m;
    const start = m.index + whole.length;
    if (backtick !== undefined) {
      links.push(makeLink(backtick.slice(1 + SCHEME.length, -1)));
      re.lastIndex = start;
      continue;
    }
    if (markdown !== undefined) {
      const end = tokenEnd(text, start, false);
      if (text.charAt(end) === ")") {
        links.push(makeLink(text.slice(start, end)));
        re.lastIndex = end + 1;
        continue;
      }
      // unterminated markdown target: read it by the bare-token rules
    }
    const end = tokenEnd(text, start, true);
    links.push(makeLink(text.slice(start, end)));
    re.lastIndex = Math.max(end, start);
  }
  return links;
}

const STRUCTURAL_MOUNTS = ["outputs", "uploads"] as const;

/** A host path's mount-relative form, by the /mnt/outputs|uploads marker or the folder map. */
export function normalizeHostPath(hostPath: string, folderPrefixes: ReadonlyMap<string, string>): string | null {
  for (const name of STRUCTURAL_MOUNTS) {
    const marker = `/mnt/${name}/`;
    const at = hostPath.lastIndexOf(marker);
    if (at !== -1) return `${name}/${hostPath.slice(at + marker.length)}`;
    if (hostPath.endsWith(`/mnt/${name}`)) return name;
  }
  let best: { from: string; mount: string } | undefined;
  for (const [from, mount] of folderPrefixes) {
    if (from === "") continue;
    const fits = hostPath === from || hostPath.startsWith(from.endsWith("/") ? from : from + "/");
    if (fits && (!best || from.length > best.from.length)) best = { from, mount };
  }
  if (!best) return null;
  const rest = hostPath.slice(best.from.length);
  return best.mount + (rest === "" || rest.startsWith("/") ? rest : "/" + rest);
}

/** Checks a work-root-relative target: contained, not a link placeholder, and present. */
function checkInTree(rel: string, ctx: AssertContext, what: string): LinkOutcome {
  if (ctx.workRoot === "") return { resolved: false, checked: `${what}: ${rel} (no artifact tree was materialized)` };
  const lexical = containLexically(ctx.workRoot, rel);
  if (!lexical.ok) return { resolved: false, checked: `unsafe path (escapes the work root): ${rel}` };
  if (isLinkEntry(ctx, lexical.rel))
    return {
      resolved: false,
      checked: `${what}: ${lexical.rel} is a symlink/hardlink placeholder — replay cannot confirm the link resolved`,
    };
  const real = containReal(ctx.workRoot, lexical.abs);
  if (real.kind === "escapes")
    return { resolved: false, checked: `unsafe path (a symlink escapes the work root): ${rel}` };
  const exists = real.kind === "inside" && existsSync(real.real);
  return { resolved: exists, checked: `${what}: ${lexical.rel}` };
}

/** Resolves one link against the replay evidence. */
export function resolveComputerLink(link: ComputerLink, ctx: AssertContext): LinkOutcome {
  if (link.vmShaped) return checkInTree(link.raw.replace(VM_MOUNT, ""), ctx, "work tree");
  const { folderPrefixes, folderPrefixesRequiredButAbsent } = ctx.linkResolution;
  const rel = normalizeHostPath(link.raw, folderPrefixes);
  if (rel === null)
    return {
      resolved: false,
      checked: folderPrefixesRequiredButAbsent
        ? "evidence unavailable: the cassette records no folderPrefixMap, so a connected-folder host path cannot be mapped to the artifact tree — cannot verify; re-record to capture it"
        : "no recorded folder/outputs/uploads prefix matched this host path (replay cannot probe the live filesystem)",
    };
  return checkInTree(rel, ctx, "replay manifest (normalized from host path)");
}

function evaluateLinks(key: string, requirePresence: boolean, arg: unknown, ctx: AssertContext): KeyResult {
  if (arg !== true) return badArg(key, arg, "true");
  const links = extractComputerLinks(ctx.record.transcript);
  if (links.length === 0)
    return requirePresence
      ? fail(
          `${key}: no computer:// link in the transcript — cannot verify a deliverable link resolves (use computer_links_resolve_if_present to pass when no link is expected)`,
        )
      : pass(`${key}: no computer:// links in the transcript (vacuous pass — _if_present)`);
  const tier = ctx.effectiveFidelity ? ` (tier: ${ctx.effectiveFidelity})` : "";
  const dangling = links
    .map((link) => ({ link, outcome: resolveComputerLink(link, ctx) }))
    .filter(({ outcome }) => !outcome.resolved)
    .map(({ link, outcome }) => `${SCHEME}${link.raw} — checked ${outcome.checked}`);
  return dangling.length === 0
    ? pass(`${key}: ${links.length} computer:// link(s) all resolved${tier}`)
    : fail(`dangling computer:// link(s)${tier}: ${dangling.join("; ")}`);
}

export const computerLinkKeys: Record<string, KeyEvaluator> = {
  computer_links_resolve: (arg, ctx) => evaluateLinks("computer_links_resolve", true, arg, ctx),
  computer_links_resolve_if_present: (arg, ctx) => evaluateLinks("computer_links_resolve_if_present", false, arg, ctx),
};
