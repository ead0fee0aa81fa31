/**
 * Files delivered with `mcp__cowork__present_files` (the reference's src/run/run.ts; docs/reference.md#replay-and-assertions): each requested path is
 * paired by index with the destination text block of the tool's result. A file is scratchpad when
 * it lies under the session root (the init cwd) but not under its `mnt/`; a scratchpad file is
 * promoted when copied into `<cwd>/mnt/outputs/`, leaked otherwise. Everything unpairable counts
 * in `presentFilesMalformed`.
 *
 * A requested path relative to the session root is taken as the server takes it (our
 * src/live/agent/sdk-mcp/present-files.ts joins it to the root and answers with the absolute
 * destination); the answered destination must be absolute. The reference counts any relative path
 * as malformed; its server echoes a relative mount path back, so its own cassettes stay malformed
 * here too (the destination is relative), and only a call our server delivered is read as delivered.
 */
import { posix } from "node:path";
import type { AgentEvent } from "../../core/protocol/types.js";
import type { Fold } from "./fold.js";
import type { PresentedFile, RunRecord } from "./types.js";

export const PRESENT_FILES_TOOL = "mcp__cowork__present_files";

export class PresentedFilesFold implements Fold {
  private cwd: string | undefined;
  private readonly pending = new Map<string, string[]>();
  private readonly presented: PresentedFile[] = [];
  private malformed = 0;

  onEvent(ev: AgentEvent): void {
    if (ev.type === "init") {
      this.cwd = ev.cwd;
    } else if (ev.type === "tool_use" && ev.name === PRESENT_FILES_TOOL) {
      const files = Array.isArray(ev.input.files) ? ev.input.files : [];
      if (!Array.isArray(ev.input.files)) this.malformed++;
      const paths: string[] = [];
      for (const f of files) {
        const p = f !== null && typeof f === "object" ? (f as { file_path?: unknown }).file_path : undefined;
        if (typeof p === "string") paths.push(p);
        else this.malformed++;
      }
      if (ev.toolUseId) this.pending.set(ev.toolUseId, paths);
      else this.malformed++;
    } else if (ev.type === "tool_result" && this.pending.has(ev.toolUseId)) {
      const froms = this.pending.get(ev.toolUseId)!;
      this.pending.delete(ev.toolUseId);
      if (ev.isError) return;
      const tos = ev.textBlocks;
      this.malformed += Math.abs(froms.length - tos.length);
      for (let i = 0; i < Math.min(froms.length, tos.length); i++) this.pair(froms[i]!, tos[i]!.trim());
    }
  }

  private pair(rawFrom: string, rawTo: string): void {
    if (this.cwd === undefined || !posix.isAbsolute(this.cwd) || rawFrom === "" || !posix.isAbsolute(rawTo)) {
      this.malformed++;
      return;
    }
    const root = posix.normalize(this.cwd).replace(/\/+$/, "");
    const from = posix.normalize(posix.isAbsolute(rawFrom) ? rawFrom : posix.join(root, rawFrom));
    const to = posix.normalize(rawTo);
    const scratchpad = from.startsWith(root + "/") && !from.startsWith(root + "/mnt/");
    const promoted = scratchpad && to.startsWith(root + "/mnt/outputs/");
    this.presented.push({ from, to, promoted, leaked: scratchpad && !promoted });
  }

  finish(rec: RunRecord): void {
    rec.presentedFiles = this.presented;
    rec.evidenceErrors.presentFilesMalformed += this.malformed + this.pending.size;
  }
}
