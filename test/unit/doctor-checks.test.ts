/**
 * doctor's checks from what the machine answered (src/live/doctor/checks.ts), and the one probe
 * that reads the environment (which credentials are set, never their values). Which checks are
 * required at which tier, what each says, and the exit rule: 1 iff a required check fails.
 */
import { describe, expect, it } from "vitest";
import {
  blocking,
  doctorChecks,
  doctorText,
  nodeAtLeast,
  type DoctorCheck,
  type DoctorFacts,
} from "../../src/live/doctor/checks.js";
import { credentialsSet } from "../../src/live/doctor/probe.js";

const good: DoctorFacts = {
  node: "22.12.0",
  agent: { path: "/opt/agent/claude", version: "2.1.332", format: "elf-x86_64" },
  pinnedAgentVersion: "2.1.332",
  runtime: { version: "podman 5.0.0", note: "using podman 5.0.0" },
  image: { ref: "localhost/cowork-agent:df-abc", how: "localhost/cowork-agent:df-abc (built earlier)" },
  credentials: ["ANTHROPIC_API_KEY"],
  containerBaselineId: "container-2.1.332-0123456789ab",
};

const byId = (checks: DoctorCheck[]): Record<string, DoctorCheck> => Object.fromEntries(checks.map((c) => [c.id, c]));

describe("doctor's checks", () => {
  it("everything present: every check ok or skipped, nothing blocks, in a fixed order and key order", () => {
    const checks = doctorChecks("container", good);
    expect(checks.map((c) => c.id)).toEqual(["node", "agent", "runtime", "image", "token", "baselines"]);
    expect(checks.map((c) => c.status)).toEqual(["ok", "ok", "ok", "ok", "ok", "skip"]);
    expect(blocking(checks)).toEqual([]);
    for (const c of checks) expect(Object.keys(c)[0]).toBe("id");
    expect(Object.keys(byId(checks).node!)).toEqual(["id", "title", "status", "detail", "required"]);
    expect(doctorText("container", checks)).toMatch(/\n✓ ready for the container tier\n$/);
  });

  it("protocol tier: the runtime and the image are skipped and required by nothing", () => {
    const checks = byId(doctorChecks("protocol", { ...good, runtime: undefined, image: undefined }));
    expect(checks.runtime).toMatchObject({ status: "skip", required: false });
    expect(checks.runtime!.detail).toMatch(/not needed at the protocol tier/);
    expect(checks.image).toMatchObject({ status: "skip", required: false });
  });

  it("container tier, no runtime: a required failure with its remedy, the image left unchecked", () => {
    const checks = doctorChecks("container", {
      ...good,
      runtime: { missing: "no container runtime: docker is not installed; podman is not installed" },
      image: undefined,
    });
    const c = byId(checks);
    expect(c.runtime).toMatchObject({ status: "fail", required: true });
    expect(c.runtime!.remedy).toMatch(/install podman or Docker Engine/);
    expect(c.image).toMatchObject({ status: "skip", required: false });
    expect(blocking(checks).map((x) => x.id)).toEqual(["runtime"]);
    const text = doctorText("container", checks);
    expect(text).toContain("  ✗ runtime    container runtime: no container runtime: docker is not installed");
    expect(text).toContain("→ install podman or Docker Engine");
    expect(text).toMatch(/\n✗ not ready for the container tier: runtime\n$/);
  });

  it("no agent image: a required failure whose remedy is `cowork-harness setup`", () => {
    const c = byId(
      doctorChecks("container", {
        ...good,
        image: { error: "no agent image in podman's store", remedy: "run `cowork-harness setup` once" },
      }),
    );
    expect(c.image).toMatchObject({ status: "fail", required: true, remedy: "run `cowork-harness setup` once" });
  });

  it("no agent binary fails at both tiers; a non-Linux binary only warns, and only at the container tier", () => {
    for (const tier of ["protocol", "container"] as const) {
      const c = byId(doctorChecks(tier, { ...good, agent: { error: "cannot find the agent binary" } }));
      expect(c.agent).toMatchObject({ status: "fail", required: true, detail: "cannot find the agent binary" });
      expect(c.agent!.remedy).toMatch(/install-agent\.mjs|COWORK_AGENT_BINARY/);
    }
    const mac = { ...good, agent: { path: "/a/claude", version: "2.1.332", format: "macho-arm64" } };
    expect(byId(doctorChecks("container", mac)).agent!.status).toBe("warn");
    expect(byId(doctorChecks("container", mac)).agent!.detail).toMatch(/needs a Linux \(ELF\) build/);
    expect(byId(doctorChecks("protocol", mac)).agent!.status).toBe("ok");
  });

  it("an agent other than the pinned version is said, not failed", () => {
    const c = byId(doctorChecks("protocol", { ...good, agent: { path: "/a/claude", version: "2.2.0" } }));
    expect(c.agent!.status).toBe("ok");
    expect(c.agent!.detail).toMatch(/version 2\.2\.0.*the container tier pins 2\.1\.332/);
  });

  it("the credential never blocks: a scripted model needs none; only ANTHROPIC_API_KEY reaches the real API", () => {
    const token = (credentials: string[]) =>
      byId(doctorChecks("protocol", { ...good, runtime: undefined, image: undefined, credentials })).token!;
    expect(token(["ANTHROPIC_API_KEY"])).toMatchObject({ status: "ok", required: false });
    expect(token(["ANTHROPIC_API_KEY"]).detail).toMatch(/^ANTHROPIC_API_KEY set \(value not shown\)/);
    expect(token(["CLAUDE_CODE_OAUTH_TOKEN"])).toMatchObject({ status: "warn", required: false });
    expect(token(["CLAUDE_CODE_OAUTH_TOKEN"]).detail).toMatch(/with ANTHROPIC_API_KEY only/);
    const none = token([]);
    expect(none).toMatchObject({ status: "warn", required: false });
    expect(none.detail).toMatch(/a scripted model .* needs none/);
    expect(blocking(doctorChecks("protocol", { ...good, credentials: [] }))).toEqual([]);
  });

  it("which credentials are set: names only, an empty or blank value counts as unset", () => {
    const env = { ANTHROPIC_API_KEY: "sk-ant-api03-secret", CLAUDE_CODE_OAUTH_TOKEN: "  ", ANTHROPIC_AUTH_TOKEN: "" };
    expect(credentialsSet(env)).toEqual(["ANTHROPIC_API_KEY"]);
    const text = doctorText("protocol", doctorChecks("protocol", { ...good, credentials: credentialsSet(env) }));
    expect(text).not.toContain("sk-ant-api03-secret");
    expect(credentialsSet({})).toEqual([]);
  });

  it("Node: 22.12 or later", () => {
    expect(nodeAtLeast("22.12.0")).toBe(true);
    expect(nodeAtLeast("22.11.9")).toBe(false);
    expect(nodeAtLeast("23.0.0")).toBe(true);
    expect(nodeAtLeast("20.18.1")).toBe(false);
    const c = byId(doctorChecks("protocol", { ...good, node: "20.18.1" }));
    expect(c.node).toMatchObject({ status: "fail", required: true, title: "Node ≥ 22.12", detail: "20.18.1" });
  });

  it("baselines: skipped without a directory, required once one is given", () => {
    expect(byId(doctorChecks("protocol", good)).baselines).toMatchObject({ status: "skip", required: false });
    expect(byId(doctorChecks("protocol", good)).baselines!.detail).toContain("container-2.1.332-0123456789ab");
    const bad = byId(
      doctorChecks("protocol", { ...good, baselines: { error: "baselines directory x: no desktop-*.json" } }),
    );
    expect(bad.baselines).toMatchObject({ status: "fail", required: true });
    const ok = byId(doctorChecks("protocol", { ...good, baselines: { dir: "/b", version: "1.2.3" } }));
    expect(ok.baselines).toMatchObject({ status: "ok", required: true });
    expect(ok.baselines!.detail).toMatch(/^desktop-1\.2\.3 in \/b/);
  });
});
