import { describe, it, expect } from "vitest";
import { hostloopPathKeys, isVmSessionsPath } from "../../src/gate/assert/hostloop-paths.js";
import type { FileToolAttempt, PathDenial } from "../../src/gate/evidence/types.js";
import { makeContext } from "../helpers/context.js";

const { no_vm_path_file_op, vm_path_denied, path_denied, no_path_denied } = hostloopPathKeys;
const hostloop = { effectiveFidelity: "hostloop" };

function attempt(
  tool: string,
  paths: FileToolAttempt["paths"],
  origin: FileToolAttempt["origin"] = "main",
): FileToolAttempt {
  return { tool, paths, gatePath: paths.file_path ?? paths.path, origin };
}

const vmDenial: PathDenial = { source: "pretooluse", tool: "Write", path: "/sessions/abc/mnt/outputs/x.md" };
const subDenial: PathDenial = { source: "can_use_tool", tool: "Edit", path: "/etc/hosts", agentId: "agent-1" };

describe("isVmSessionsPath", () => {
  it("is /sessions or below, never a bare prefix", () => {
    expect(isVmSessionsPath("/sessions")).toBe(true);
    expect(isVmSessionsPath("/sessions/a/b")).toBe(true);
    expect(isVmSessionsPath("/sessionsfoo/a")).toBe(false);
    expect(isVmSessionsPath("sessions/a")).toBe(false);
    expect(isVmSessionsPath(undefined)).toBe(false);
  });
});

describe("tier gate", () => {
  it("every key fails 'hostloop-only — … cannot verify' off hostloop, naming the tier", () => {
    const ctx = makeContext({ pathDenials: [] }, { effectiveFidelity: "container" });
    const args: [string, unknown][] = [
      ["no_vm_path_file_op", true],
      ["vm_path_denied", true],
      ["path_denied", {}],
      ["no_path_denied", true],
    ];
    for (const [key, arg] of args) {
      const r = hostloopPathKeys[key]!(arg, ctx);
      expect(r.pass).toBe(false);
      expect(r.message).toBe(
        `${key}: hostloop-only — /sessions/... is valid and there is no path hook on tier "container" — cannot verify; pin fidelity: hostloop`,
      );
    }
  });

  it("says unknown when the tier was not recorded", () => {
    const r = no_vm_path_file_op!(true, makeContext({}, { effectiveFidelity: undefined }));
    expect(r.message).toContain('tier "unknown"');
  });
});

describe("no_vm_path_file_op", () => {
  it("passes when no file tool touched /sessions", () => {
    const ctx = makeContext({ fileToolAttempts: [attempt("Write", { file_path: "/Users/me/out/a.md" })] }, hostloop);
    expect(no_vm_path_file_op!(true, ctx)).toEqual({ pass: true });
  });

  it("fails naming the tool, origin and path (file_path or path)", () => {
    const ctx = makeContext(
      {
        fileToolAttempts: [
          attempt("Read", { file_path: "/tmp/a" }),
          attempt("Glob", { path: "/sessions/s1/mnt" }, "subagent"),
        ],
      },
      hostloop,
    );
    expect(no_vm_path_file_op!(true, ctx)).toEqual({
      pass: false,
      message: 'no_vm_path_file_op: Glob (subagent) attempted VM path "/sessions/s1/mnt"',
    });
  });
});

describe("vm_path_denied", () => {
  it("passes when a /sessions path was denied", () => {
    expect(vm_path_denied!(true, makeContext({ pathDenials: [subDenial, vmDenial] }, hostloop))).toEqual({
      pass: true,
    });
  });

  it("fails when no denial targeted /sessions", () => {
    expect(vm_path_denied!(true, makeContext({ pathDenials: [subDenial] }, hostloop))).toEqual({
      pass: false,
      message: "vm_path_denied: no /sessions-targeted denial recorded",
    });
  });

  it("cannot verify without denial telemetry", () => {
    expect(vm_path_denied!(true, makeContext({}, hostloop)).message).toBe(
      "vm_path_denied: no path-denial telemetry (older run / replay without controlOut) — cannot verify",
    );
  });
});

describe("path_denied", () => {
  const ctx = makeContext({ pathDenials: [vmDenial, subDenial] }, hostloop);

  it("matches every given matcher at once", () => {
    expect(
      path_denied!({ tool: "Wr*", source: "pretooluse", path_matches: "^/SESSIONS/", agent_scope: "main" }, ctx),
    ).toEqual({
      pass: true,
      evidence: "pretooluse: Write /sessions/abc/mnt/outputs/x.md",
    });
    expect(path_denied!({}, ctx).pass).toBe(true);
    expect(path_denied!({ agent_scope: "subagent" }, ctx).evidence).toBe("can_use_tool: Edit /etc/hosts");
    expect(path_denied!({ agent_scope: "any", tool: "Edit" }, ctx).pass).toBe(true);
  });

  it("fails when no single denial satisfies all matchers", () => {
    const msg = "path_denied: no recorded denial matched all matchers";
    expect(path_denied!({ tool: "Write", agent_scope: "subagent" }, ctx)).toEqual({ pass: false, message: msg });
    expect(path_denied!({ source: "permission_denied" }, ctx)).toEqual({ pass: false, message: msg });
    expect(path_denied!({ tool: "write" }, ctx).pass).toBe(false); // globs are case-sensitive
  });

  it("reports bad arguments and bad regexes as failures", () => {
    expect(path_denied!({ path_matches: "(" }, ctx).message).toMatch(/^path_denied: bad regex/);
    expect(path_denied!({ source: "hook" }, ctx).pass).toBe(false);
    expect(path_denied!({ tool: "Write|Edit" }, ctx).pass).toBe(false);
    expect(path_denied!("Write", ctx).pass).toBe(false);
  });

  it("cannot verify without denial telemetry", () => {
    expect(path_denied!({}, makeContext({}, hostloop)).message).toMatch(/cannot verify$/);
  });
});

describe("no_path_denied", () => {
  it("passes with an empty denial list", () => {
    expect(no_path_denied!(true, makeContext({ pathDenials: [] }, hostloop))).toEqual({ pass: true });
  });

  it("fails naming the first denial", () => {
    expect(no_path_denied!(true, makeContext({ pathDenials: [vmDenial] }, hostloop))).toEqual({
      pass: false,
      message: 'no_path_denied: pretooluse denied Write on "/sessions/abc/mnt/outputs/x.md"',
    });
  });

  it("cannot verify without denial telemetry", () => {
    expect(no_path_denied!(true, makeContext({}, hostloop)).message).toMatch(/^no_path_denied: .*cannot verify$/);
  });
});
