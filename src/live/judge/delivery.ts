/**
 * Did the user get what the skill made? (the reference's live lane; docs/reference.md#the-live-lane, the two delivery warnings.)
 *
 * In Cowork the user sees `mnt/outputs/` and the connected folders, never the scratchpad (the
 * session root outside `mnt/`). A file the skill left in the scratchpad reaches the user only when
 * a `present_files` call copied it into outputs. So on the local lane every scratchpad file the run
 * produced that no such call delivered is named in an `undelivered_deliverables` warning. On
 * `lane: remote` the harness serves no `present_files` (the remote session delivers by other means),
 * so any produced file only gives `delivery_unobservable`. Both are warnings, and both are waived by
 * `allow_undelivered_deliverables: true`. Pure: the evidence comes from src/live/judge/workspace-files.ts
 * and the replayed record's `presentedFiles`.
 */
import type { VerdictSignal } from "../../gate/replay/result.js";

/** Where a produced file lies: outputs, a writable connected folder, or the scratchpad. */
export type WorkspaceFileClass = "output" | "folder" | "scratchpad";

export interface WorkspaceFile {
  /** `outputs/<rel>`, `<mount>/<rel>` (relative to mnt/), or `scratchpad/<rel>` (relative to the session root) */
  path: string;
  class: WorkspaceFileClass;
}

/** A file handed to present_files, as the replayed record lists it (absolute paths as the agent saw them). */
export interface PresentedFileLike {
  from: string;
  leaked: boolean;
}

export interface DeliveryEvidence {
  lane: "local" | "remote";
  /** files the run created or changed; undefined when they could not be listed */
  workspaceFiles?: readonly WorkspaceFile[];
  /** the scratchpad was walked in full (false at the protocol tier, which has none, or after a walk error) */
  scratchpadComplete: boolean;
  /** what present_files delivered; undefined when the record has no such list */
  presentedFiles?: readonly PresentedFileLike[];
  /** the turn judged (a resumed run's later turns cannot see what an earlier turn presented) */
  turn: number;
}

const SHOWN = 5;
export const DELIVERY_WAIVER = "allow_undelivered_deliverables";

/** The file's path below its class root: `scratchpad/a/b.md` → `a/b.md`; other paths are already relative to mnt/. */
export function deliveryTail(path: string): string {
  return path.startsWith("scratchpad/") ? path.slice("scratchpad/".length) : path;
}

/**
 * A produced file counts as delivered when some present_files entry that did reach outputs names it:
 * by the same path, by its tail, or by any absolute path ending in `/<tail>` (the agent names files by
 * their `/sessions/<id>/…` path, or presents the copy it put in outputs under the same relative name).
 */
export function isDelivered(path: string, presented: readonly PresentedFileLike[]): boolean {
  const tail = deliveryTail(path);
  return presented.some((p) => !p.leaked && (p.from === path || p.from === tail || p.from.endsWith(`/${tail}`)));
}

/** A path as shown in a message: a name with a control character (a newline, say) is quoted, so the message stays one line. */
function shown(path: string): string {
  return /[\u0000-\u001f\u007f]/.test(path) ? JSON.stringify(path) : path;
}

function listed(paths: readonly string[]): string {
  const head = paths.slice(0, SHOWN).map(shown).join(", ");
  return paths.length > SHOWN ? `${head}, +${paths.length - SHOWN} more` : head;
}

/** The local-lane candidates no present_files call delivered, or undefined when the evidence cannot tell. */
export function undeliveredFiles(ev: DeliveryEvidence): string[] | undefined {
  if (
    ev.lane === "remote" ||
    ev.workspaceFiles === undefined ||
    !ev.scratchpadComplete ||
    ev.presentedFiles === undefined ||
    ev.turn > 1
  )
    return undefined;
  const presented = ev.presentedFiles;
  return ev.workspaceFiles
    .filter((f) => f.class === "scratchpad" && !isDelivered(f.path, presented))
    .map((f) => f.path);
}

export function deliverySignals(ev: DeliveryEvidence, waived: boolean): VerdictSignal[] {
  if (waived) return [];
  if (ev.lane === "remote") {
    const made = (ev.workspaceFiles ?? []).map((f) => f.path);
    if (made.length === 0) return [];
    return [
      {
        code: "delivery_unobservable",
        severity: "warn",
        message: `${made.length} file(s) the skill produced cannot be checked for delivery on lane: remote (${listed(made)}): the remote session does not use present_files, so this run cannot see whether the user got them — check delivery another way, then assert ${DELIVERY_WAIVER}: true`,
      },
    ];
  }
  const missing = undeliveredFiles(ev);
  if (!missing || missing.length === 0) return [];
  return [
    {
      code: "undelivered_deliverables",
      severity: "warn",
      message: `${missing.length} file(s) the skill produced never reached the user: ${listed(missing)}. They stayed in the scratchpad, which the user never sees — deliver each with present_files (or write it under outputs/), or, if they are only working files, assert ${DELIVERY_WAIVER}: true`,
    },
  ];
}
