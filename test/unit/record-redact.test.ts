import { describe, it, expect } from "vitest";
import { createHash } from "node:crypto";
import type { Cassette } from "../../src/core/cassette/types.js";
import { createRedactor } from "../../src/core/util/redact.js";
import { redactCassette } from "../../src/live/record/redact-cassette.js";
import { secretValuesFromEnv } from "../../src/core/util/secret-patterns.js";
import { AWS_SECRET_KEY, PLANTED } from "../helpers/planted-secrets.js";

const sha = (s: string | Buffer): string => createHash("sha256").update(s).digest("hex");

const ENV_SECRET = "plant-env-Secret-9f8e7d6c5b4a";
const ANTHROPIC = "sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789";

describe("secretValuesFromEnv", () => {
  it("takes credential vars, SCRUB_KEYS names and SCRUB_VALUES literals; skips short values", () => {
    const values = secretValuesFromEnv(
      {
        ANTHROPIC_API_KEY: ENV_SECRET,
        MY_TOKEN: "named-token-value-1",
        COWORK_HARNESS_SCRUB_KEYS: "MY_TOKEN",
        COWORK_HARNESS_SCRUB_VALUES: "literal-value-22, short",
      },
      { CLAUDE_CODE_OAUTH_TOKEN: "oauth-token-value-333", PATH: "/usr/bin:/bin/not-a-secret" },
    );
    expect(values.sort()).toEqual(
      [ENV_SECRET, "literal-value-22", "named-token-value-1", "oauth-token-value-333"].sort(),
    );
  });
});

describe("createRedactor", () => {
  const r = createRedactor({ secretValues: [ENV_SECRET] });

  it("scrubs the secret value in every recorded form", () => {
    expect(r.text(`key=${ENV_SECRET};`)).toBe("key=[REDACTED];");
    expect(r.text(`b64 ${Buffer.from(ENV_SECRET).toString("base64")} end`)).toBe("b64 [REDACTED] end");
    expect(r.text(`u=${encodeURIComponent(`${ENV_SECRET}/x y`)}`)).not.toContain(ENV_SECRET);
    expect(r.text(`Authorization: Bearer ${ENV_SECRET}`)).toBe("Authorization: Bearer [REDACTED]");
  });

  it("scrubs common token shapes", () => {
    const samples: [string, string][] = [
      [ANTHROPIC, "[REDACTED:anthropic-key]"],
      ["ghp_" + "a1".repeat(18), "[REDACTED:github-token]"],
      ["gho_" + "Z9".repeat(18), "[REDACTED:github-token]"],
      ["ghs_" + "q".repeat(36), "[REDACTED:github-token]"],
      ["github_pat_" + "11ABCDEFG0_" + "x".repeat(40), "[REDACTED:github-token]"],
      ["AKIAIOSFODNN7EXAMPLE", "[REDACTED:aws-access-key]"],
      ["npm_" + "b".repeat(36), "[REDACTED:npm-token]"],
      ["xoxb-1234567890-abcdefghij", "[REDACTED:slack-token]"],
      ["Bearer abcdefghijklmnopqrstuvwxyz012345", "Bearer [REDACTED:bearer]"],
      ["-----BEGIN RSA PRIVATE KEY-----\nMIIEow\nabc\n-----END RSA PRIVATE KEY-----", "[REDACTED:private-key]"],
    ];
    for (const [secret, token] of samples) expect(r.text(`x ${secret} y`)).toBe(`x ${token} y`);
    const more: [string, string][] = [
      ["openai-project", "openai-key"],
      ["openai-legacy", "openai-key"],
      ["gitlab", "gitlab-token"],
      ["stripe-secret", "stripe-key"],
      ["stripe-restricted", "stripe-key"],
      ["stripe-webhook", "stripe-key"],
      ["huggingface", "huggingface-token"],
      ["slack-app", "slack-token"],
      ["slack-webhook", "slack-token"],
    ];
    for (const [planted, label] of more) expect(r.text(`x ${PLANTED[planted]} y`)).toBe(`x [REDACTED:${label}] y`);
    expect(r.text(`aws_secret_access_key = ${AWS_SECRET_KEY}\n`)).toBe(
      "aws_secret_access_key = [REDACTED:aws-secret-key]\n",
    );
    expect(r.text("ordinary text with sk-ant words and ghp_ alone")).toBe(
      "ordinary text with sk-ant words and ghp_ alone",
    );
  });

  it("replaces a whole base64 or URI field that hides a secret", () => {
    expect(r.text(Buffer.from(`{"token":"${ANTHROPIC}"}`).toString("base64"))).toBe("[REDACTED:base64]");
    expect(r.text(encodeURIComponent(`token=${ANTHROPIC}`).replace(/-/g, "%2D"))).toBe("[REDACTED:uri]");
    const harmless = Buffer.from("just some harmless text here").toString("base64");
    expect(r.text(harmless)).toBe(harmless);
  });

  it("redacts local paths deterministically, keeping the /mnt/ tail", () => {
    const a = r.text("/home/alice/work/session/mnt/outputs/report.md");
    const b = r.text("computer:///home/alice/work/session/mnt/project/x.md");
    const token = `[REDACTED:local-path:${sha("/home/alice/work/session").slice(0, 12)}]`;
    expect(a).toBe(`${token}/mnt/outputs/report.md`);
    expect(b).toBe(`computer://${token}/mnt/project/x.md`);
    expect(r.text("see /Users/bob/notes.txt now")).toBe(
      `see [REDACTED:local-path:${sha("/Users/bob/notes.txt").slice(0, 12)}] now`,
    );
    expect(r.text("/srv/home/alice/x and /tmp/x stay")).toBe("/srv/home/alice/x and /tmp/x stay");
    expect(r.text(a)).toBe(a); // idempotent
    expect(createRedactor({ localPaths: false }).text("/home/alice/x")).toBe("/home/alice/x");
  });

  it("keeps JSON lines valid, rewrites only lines with a hit, and redacts keys consistently", () => {
    const clean = '{"a":1.50,"b":"\\u00e9"}';
    expect(r.jsonLine(clean)).toBe(clean); // byte for byte
    const q = `Use ${ANTHROPIC}?`;
    const event = JSON.stringify({ type: "control_request", request: { input: { questions: [{ question: q }] } } });
    const reply = JSON.stringify({ response: { answers: { [q]: "Yes" } } });
    const ev = JSON.parse(r.jsonLine(event));
    const rep = JSON.parse(r.jsonLine(reply));
    const redactedQ = ev.request.input.questions[0].question as string;
    expect(redactedQ).toBe("Use [REDACTED:anthropic-key]?");
    expect(Object.keys(rep.response.answers)).toEqual([redactedQ]);
    expect(r.jsonLine(`not json ${ENV_SECRET}`)).toBe("not json [REDACTED]");
    const quoted = JSON.stringify({ t: `he said "${ENV_SECRET}"\n` });
    expect(() => JSON.parse(r.jsonLine(quoted))).not.toThrow();
    expect(r.jsonLine(quoted)).not.toContain(ENV_SECRET);
  });

  it("refuses a redaction that would merge two keys", () => {
    const line = JSON.stringify({ [`k ${ANTHROPIC}`]: 1, "k [REDACTED:anthropic-key]": 2 });
    expect(() => r.jsonLine(line)).toThrow(/would merge two keys/);
  });
});

describe("redactCassette", () => {
  it("scrubs events, controlOut, artifacts and paths; recomputes digests; nulls pre-run hashes", () => {
    const body = `token: ${ENV_SECRET}\n`;
    const bin = Buffer.concat([Buffer.from([0, 1, 2, 0xff]), Buffer.from(ANTHROPIC), Buffer.from([0xfe])]);
    const cassette: Cassette = {
      scenario: { prompt: `say ${ENV_SECRET}`, session: "(inline)", assert: [] },
      events: [
        JSON.stringify({
          type: "user",
          message: { content: [{ type: "tool_result", content: `env: ${ENV_SECRET}` }] },
        }),
      ],
      controlOut: [
        JSON.stringify({ type: "user", message: { content: [{ type: "text", text: `say ${ENV_SECRET}` }] } }),
      ],
      artifacts: [
        { path: "proj/creds.txt", bytes: Buffer.byteLength(body), sha256: sha(body), body },
        {
          path: "outputs/blob.bin",
          bytes: bin.length,
          sha256: sha(bin),
          body: bin.toString("base64"),
          encoding: "base64",
        },
        { path: "outputs/ok.txt", bytes: 3, sha256: sha("ok\n"), body: "ok\n" },
      ],
      preRunHashes: { "proj/creds.txt": sha(body), "proj/other.txt": sha("x") },
      fingerprint: { skillHash: "a".repeat(64), fileSigs: [["/home/alice/s/SKILL.md", "b".repeat(64)]] },
      folderPrefixMap: [{ from: "/home/alice/work/session/mnt/proj", mount: "proj" }],
    };
    const { cassette: out, scrubbedArtifacts } = redactCassette(
      cassette,
      createRedactor({ secretValues: [ENV_SECRET] }),
    );
    const text = JSON.stringify(out);
    expect(text).not.toContain(ENV_SECRET);
    expect(text).not.toContain(ANTHROPIC);
    expect(text).not.toContain("/home/alice");
    expect(scrubbedArtifacts).toEqual(["proj/creds.txt", "outputs/blob.bin"]);
    const [creds, blob, ok] = out.artifacts!;
    expect(creds).toEqual({
      path: "proj/creds.txt",
      bytes: Buffer.byteLength("token: [REDACTED]\n"),
      sha256: sha("token: [REDACTED]\n"),
      body: "token: [REDACTED]\n",
    });
    expect(blob).toEqual({
      path: "outputs/blob.bin",
      bytes: 17,
      sha256: sha("[REDACTED:base64]"),
      body: "[REDACTED:base64]",
    });
    expect(ok).toEqual(cassette.artifacts![2]);
    expect(out.preRunHashes).toEqual({ "proj/creds.txt": null, "proj/other.txt": sha("x") });
    expect(out.fingerprint?.skillHash).toBe("a".repeat(64));
    expect(out.fingerprint?.fileSigs?.[0]?.[1]).toBe("b".repeat(64));
    expect(out.folderPrefixMap?.[0]?.from).toMatch(/^\[REDACTED:local-path:[0-9a-f]{12}\]\/mnt\/proj$/);
    expect(out.scenario.prompt).toBe("say [REDACTED]");
    expect(() => out.events.map((l) => JSON.parse(l))).not.toThrow();
  });
});
