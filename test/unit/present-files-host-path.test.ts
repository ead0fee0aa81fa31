/**
 * Issue 36, class 9: what `present_files` answers the agent names paths only as the agent sees
 * them. The agent can replace `mnt/outputs` or `mnt` with a link or a file between calls; the
 * refusal used to name where the session was staged on this machine (`outputs in
 * /tmp/cowork-session-…/session/mnt is not a directory`). Driven through the real MCP answer path
 * (answerMcpMessage over the cowork server) on a real session tree.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answerMcpMessage } from "../../src/live/agent/mcp.js";
import { coworkSdkMcpServers } from "../../src/live/agent/sdk-mcp/servers.js";

const GUEST = "/sessions/local_0123456789ab";
const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

/** A session root (through a symlinked parent, so its given and real spellings differ) with a scratchpad file. */
function sessionRoot(): { root: string; real: string } {
  const base = mkdtempSync(join(tmpdir(), "h36-pf-"));
  temps.push(base);
  mkdirSync(join(base, "real", "session", "mnt", "outputs"), { recursive: true });
  symlinkSync(join(base, "real"), join(base, "link"));
  writeFileSync(join(base, "real", "session", "notes.md"), "draft\n");
  const root = join(base, "link", "session");
  return { root, real: realpathSync(root) };
}

async function present(root: string, filePath: string): Promise<string> {
  const servers = new Map(
    Object.entries(
      coworkSdkMcpServers({ guestRoot: GUEST, hostRoot: root, folderMounts: [], skills: [], plugins: [] }),
    ),
  );
  const reply = (await answerMcpMessage(
    "cowork",
    {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "present_files", arguments: { files: [{ file_path: filePath }] } },
    },
    servers,
  )) as { mcp_response: { error?: { message: string }; result?: unknown } };
  return JSON.stringify(reply.mcp_response);
}

describe("present_files answers name no host path", () => {
  it.each([
    [
      "outputs replaced by a link",
      (real: string) => (
        rmSync(join(real, "mnt", "outputs"), { recursive: true }),
        symlinkSync("/etc", join(real, "mnt", "outputs"))
      ),
    ],
    [
      "mnt replaced by a file",
      (real: string) => (rmSync(join(real, "mnt"), { recursive: true }), writeFileSync(join(real, "mnt"), "x")),
    ],
    ["the scratchpad file's directory replaced by a link", (real: string) => symlinkSync("/etc", join(real, "d"))],
  ])("%s: the refusal is under the guest root", async (what, plant) => {
    const { root, real } = sessionRoot();
    plant(real);
    const answer = await present(root, `${GUEST}/${what.startsWith("the scratchpad") ? "d/passwd" : "notes.md"}`);
    expect(answer).toMatch(/"code":-32602/);
    expect(answer).toContain("cannot be delivered");
    expect(answer).not.toContain(real);
    expect(answer).not.toContain(root);
    expect(answer).not.toContain(tmpdir());
  });

  it("the refusal names the directory as the agent sees it", async () => {
    const { root, real } = sessionRoot();
    rmSync(join(real, "mnt", "outputs"), { recursive: true });
    symlinkSync("/etc", join(real, "mnt", "outputs"));
    expect(await present(root, `${GUEST}/notes.md`)).toContain(`outputs in ${GUEST}/mnt is not a directory`);
  });
});
