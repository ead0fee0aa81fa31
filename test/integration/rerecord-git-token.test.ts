/**
 * The token git pushes and fetches with: sent as the Authorization header to the remote's http(s)
 * URL, overriding a header the checkout persisted in .git/config, never written to .git/config,
 * never on git's command line; a remote that is not http(s) gets nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { git } from "../helpers/git-copy.js";
import { authEnvironment, remoteBranchSha } from "../../src/live/rerecord/git.js";
import { isolatedCommitAndPush } from "../../src/live/rerecord/isolated-push.js";

let base: string;
let work: string;
let server: Server;
let url: string;
const seen: (string | undefined)[][] = [];

beforeEach(async () => {
  base = mkdtempSync(join(tmpdir(), "cowork-gittoken-"));
  work = join(base, "work");
  git(base, "init", "-q", "-b", "main", work);
  seen.length = 0;
  server = createServer((req, res) => {
    const auth = req.headersDistinct["authorization"];
    seen.push(auth ?? [undefined]);
    res.writeHead(403, { "content-type": "text/plain" });
    res.end("no");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(base, { recursive: true, force: true });
});

const basic = (token: string) => `basic ${Buffer.from(`x-access-token:${token}`).toString("base64")}`;

describe("the push token", () => {
  it("reaches an http remote as the one Authorization header, over the checkout's persisted one, and is not stored", async () => {
    git(work, "remote", "add", "origin", `${url}/acme/skills.git`);
    // what actions/checkout persists: a header for the host
    git(work, "config", "--local", `http.${url}/.extraheader`, `AUTHORIZATION: ${basic("checkout-token")}`);
    const token = "ghs_pushtoken0123456789abcdefghijkl";
    const err = await remoteBranchSha({ dir: work, token }, "origin", "main").catch((e: unknown) => String(e));
    expect(err).toMatch(/cannot read origin\/main/);
    expect(seen.length, err).toBeGreaterThan(0);
    expect(seen[0]).toEqual([`AUTHORIZATION: ${basic(token)}`.slice("AUTHORIZATION: ".length)]);
    const config = readFileSync(join(work, ".git/config"), "utf8");
    expect(config).not.toContain(Buffer.from(`x-access-token:${token}`).toString("base64"));
    expect(config).toContain(basic("checkout-token")); // the checkout's own header is left alone

    // without a token the checkout's credentials are used
    seen.length = 0;
    await expect(remoteBranchSha({ dir: work }, "origin", "main")).rejects.toThrow();
    expect(seen[0]).toEqual([basic("checkout-token")]);
  });

  it("push mode's isolated push sends the token too (the remote refuses it here: the refusal is git's, not a guard's)", async () => {
    git(work, "remote", "add", "origin", `${url}/acme/skills.git`);
    writeFileSync(join(work, "a.cassette.json"), "{}\n");
    git(work, "add", "a.cassette.json");
    git(work, "commit", "-qm", "base");
    writeFileSync(join(work, "a.cassette.json"), '{"v":2}\n');
    const token = "ghs_isolatedtoken0123456789abcdef";
    const err = await isolatedCommitAndPush(
      { dir: work, token },
      [join(work, "a.cassette.json")],
      "Re-record 1 stale cassette",
      { branch: "main" },
    ).catch((e: unknown) => String(e));
    expect(err).toMatch(/push to origin\/main (was refused|failed)/);
    expect(err).not.toMatch(/not permitted/);
    expect(seen.flat()).toContain(basic(token));
    expect(readFileSync(join(work, ".git/config"), "utf8")).not.toContain(
      Buffer.from(`x-access-token:${token}`).toString("base64"),
    );
  });

  it("passes the header in the environment of the command only, keyed by the remote URL; nothing for a path remote", async () => {
    git(work, "remote", "add", "origin", `${url}/acme/skills.git`);
    const env = await authEnvironment({ dir: work, token: "tok12345678" }, "origin");
    expect(env).toEqual({
      GIT_CONFIG_COUNT: "2",
      GIT_CONFIG_KEY_0: `http.${url}/acme/skills.git.extraheader`,
      GIT_CONFIG_VALUE_0: "",
      GIT_CONFIG_KEY_1: `http.${url}/acme/skills.git.extraheader`,
      GIT_CONFIG_VALUE_1: `AUTHORIZATION: ${basic("tok12345678")}`,
    });
    git(work, "remote", "add", "local", join(base, "remote.git"));
    expect(await authEnvironment({ dir: work, token: "tok12345678" }, "local")).toEqual({});
    expect(await authEnvironment({ dir: work }, "origin")).toEqual({});
  });
});
