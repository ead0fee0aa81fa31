/** Rules about keys the scenario's tier or lane cannot serve: they fail by design or check nothing. */
import { EGRESS, LANE_REMOTE_INCOMPATIBLE } from "../key-sets.js";
import { pyList, pySorted, truthy } from "../py-values.js";
import { hit, type DocRule, type RuleHit } from "../types.js";

const HOST_PATH_KEY = "transcript_no_host_path";
const SCRATCHPAD_KEY = "no_scratchpad_leak";
const PRESENT_FILES_KEY = "present_files_called";

export const egressOnProtocol: DocRule = {
  id: "egress-on-protocol",
  check: (doc) => {
    if (doc.fidelity !== "protocol") return [];
    const egressKeys = [...doc.keys].filter((k) => EGRESS.has(k));
    if (egressKeys.length === 0 && !truthy(doc.raw["expect_denied"])) return [];
    const line = egressKeys.length > 0 ? doc.lineOfFirstAssertKey(EGRESS) : doc.lineOf(["expect_denied"]);
    return [
      hit(
        "ERROR",
        "egress is asserted (egress_denied / egress_allowed / expect_denied) at `fidelity: protocol`, a tier that enforces no egress policy — the check cannot mean anything there.",
        "Record at `fidelity: container` (or another tier with an egress proxy), or drop the egress checks.",
        line,
      ),
    ];
  },
};

export const hostPathAssertTier: DocRule = {
  id: "host-path-assert-tier",
  check: (doc) =>
    doc.keys.has(HOST_PATH_KEY) && (doc.fidelity === "hostloop" || doc.fidelity === "protocol")
      ? [
          hit(
            "ERROR",
            `\`${HOST_PATH_KEY}\` at \`fidelity: ${String(doc.fidelity)}\`: at this tier the agent works on real host paths, so the check fails on every run.`,
            `Drop \`${HOST_PATH_KEY}\` here, or assert it on a container scenario.`,
            doc.lineOfAssertKey(HOST_PATH_KEY),
          ),
        ]
      : [],
};

export const hostPathAssertCowork: DocRule = {
  id: "host-path-assert-cowork",
  check: (doc) =>
    doc.keys.has(HOST_PATH_KEY) && doc.fidelity === "cowork"
      ? [
          hit(
            "WARN",
            `\`${HOST_PATH_KEY}\` at \`fidelity: cowork\` depends on the host-loop gate (1143815894) being off; where it is on, host paths are expected and the check fails.`,
            "Keep it only if the target app build has that gate off; otherwise assert it at container.",
            doc.lineOfAssertKey(HOST_PATH_KEY),
          ),
        ]
      : [],
};

export const laneRemoteIncompatibleKey: DocRule = {
  id: "lane-remote-incompatible-key",
  check: (doc) => {
    if (doc.lane !== "remote") return [];
    const found = pySorted([...doc.keys].filter((k) => LANE_REMOTE_INCOMPATIBLE.has(k)));
    if (found.length === 0) return [];
    return [
      hit(
        "ERROR",
        `\`lane: remote\` cannot serve ${pyList(found)} — the scenario is rejected when it is loaded.`,
        "Remove these keys from a remote-lane scenario, or run it on the local lane.",
        doc.lineOfFirstAssertKey(found),
      ),
    ];
  },
};

export const containerOnlyKeyOffContainer: DocRule = {
  id: "container-only-key-off-container",
  check: (doc) => {
    if (!doc.keys.has(SCRATCHPAD_KEY) || doc.lane === "remote") return [];
    const line = doc.lineOfAssertKey(SCRATCHPAD_KEY);
    const fix = `Assert \`${SCRATCHPAD_KEY}\` only on a container scenario.`;
    const tier = String(doc.fidelity);
    const out: RuleHit[] = [];
    if (["protocol", "microvm", "hostloop"].includes(tier)) {
      out.push(
        hit(
          "ERROR",
          `\`${SCRATCHPAD_KEY}\` at \`fidelity: ${tier}\`: the scratchpad promotion it checks exists only in the container tier.`,
          fix,
          line,
        ),
      );
    } else if (tier === "cowork") {
      out.push(
        hit(
          "WARN",
          `\`${SCRATCHPAD_KEY}\` at \`fidelity: cowork\`: its leak semantics are defined for the container tier and may not hold here.`,
          fix,
          line,
        ),
      );
    }
    return out;
  },
};

export const presentFilesKeyOffTier: DocRule = {
  id: "present-files-key-off-tier",
  check: (doc) =>
    doc.keys.has(PRESENT_FILES_KEY) &&
    doc.lane !== "remote" &&
    (doc.fidelity === "protocol" || doc.fidelity === "microvm")
      ? [
          hit(
            "ERROR",
            `\`${PRESENT_FILES_KEY}\` at \`fidelity: ${String(doc.fidelity)}\`: present_files is only served at container and hostloop, so the check fails every run.`,
            "Record at container or hostloop, or drop the key.",
            doc.lineOfAssertKey(PRESENT_FILES_KEY),
          ),
        ]
      : [],
};

export const capabilitiesOnProtocol: DocRule = {
  id: "capabilities-on-protocol",
  check: (doc) => {
    if (doc.fidelity !== "protocol" || !truthy(doc.raw["requires_capabilities"])) return [];
    if (doc.items.some((i) => i.value["allow_missing_capability"] === true)) return [];
    return [
      hit(
        "ERROR",
        "`requires_capabilities` at `fidelity: protocol`: the capability probe cannot run at this tier, so the run always fails.",
        "Record at a tier that can probe capabilities, or add `- allow_missing_capability: true` if the miss is expected.",
        doc.lineOf(["requires_capabilities"]),
      ),
    ];
  },
};
