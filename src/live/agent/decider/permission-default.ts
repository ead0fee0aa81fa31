/**
 * The permission fallback when no scenario rule matched: Read/Glob/Grep are always allowed;
 * otherwise `cowork` parity allows (flagged as a permissive auto-allow) and `strict` parity denies.
 * WebFetch is carved out (abstains, so it fails closed unless scripted). Other kinds abstain.
 */
import type { DecisionRequest } from "../../../core/protocol/types.js";
import { abstain, decided } from "./types.js";
import type { Decider, DeciderVerdict } from "./types.js";

export type PermissionParity = "cowork" | "strict";

const ALWAYS_ALLOWED = new Set(["Read", "Glob", "Grep"]);

export class PermissionDefaultDecider implements Decider {
  constructor(private readonly parity: PermissionParity = "cowork") {}

  decide(req: DecisionRequest): DeciderVerdict {
    if (req.kind !== "permission") return abstain();
    if (ALWAYS_ALLOWED.has(req.tool)) return decided({ kind: "permission", behavior: "allow", updatedInput: req.input }, "default");
    if (req.tool === "WebFetch") return abstain("web fetches are decided only by scenario rules");
    if (this.parity === "strict") {
      return decided({ kind: "permission", behavior: "deny", message: "denied (strict, off-registry)" }, "parity");
    }
    return decided({ kind: "permission", behavior: "allow", updatedInput: req.input }, "parity", { permissiveAutoAllow: true });
  }
}
