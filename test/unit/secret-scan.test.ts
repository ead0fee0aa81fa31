/** The secret scanner applied to everything we write: token shapes, env secrets, deep masking. */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  SECRET_MASK,
  SECRET_SHAPES,
  envSecretValues,
  findSecrets,
  maskSecrets,
  maskSecretsDeep,
} from "../../src/core/util/secret-scan.js";
import { params } from "../fuzz/fuzz-support.js";
import { AWS_SECRET_KEY, AWS_SECRET_LINES, PLANTED, PRIVATE_KEY } from "../helpers/planted-secrets.js";

describe("token shapes", () => {
  for (const [kind, token] of Object.entries(PLANTED)) {
    it(`masks ${kind}`, () => {
      const text = `before ${token} after`;
      const out = maskSecrets(text, []);
      expect(out).toBe(`before ${SECRET_MASK} after`);
      expect(findSecrets(text, [])).toHaveLength(1);
    });
  }

  it("masks a private key block with real, JSON-escaped and annotation-escaped newlines, and one without its END line", () => {
    expect(maskSecrets(`k=${PRIVATE_KEY};`, [])).toBe(`k=${SECRET_MASK};`);
    const json = JSON.stringify({ k: PRIVATE_KEY });
    const masked = maskSecrets(json, []);
    expect(masked).toBe(`{"k":"${SECRET_MASK}"}`);
    expect(JSON.parse(masked)).toEqual({ k: SECRET_MASK });
    expect(maskSecrets(PRIVATE_KEY.replace(/\n/g, "%0A"), [])).toBe(SECRET_MASK);
    const cut = `x ${PRIVATE_KEY.slice(0, 80)}`;
    expect(maskSecrets(cut, [])).toBe(`x ${SECRET_MASK}`);
  });

  it("masks an AWS secret access key by the name it is given, and only the key", () => {
    for (const line of AWS_SECRET_LINES) {
      const out = maskSecrets(`x ${line} y`, []);
      expect(out).not.toContain(AWS_SECRET_KEY);
      expect(out).toBe(`x ${line.replace(AWS_SECRET_KEY, SECRET_MASK)} y`);
      expect(findSecrets(line, []).map((h) => h.kind)).toEqual(["aws-secret-key"]);
    }
    // the same 40 characters with no such name, or one character longer, are not one
    expect(maskSecrets(`sha: ${AWS_SECRET_KEY}`, [])).toBe(`sha: ${AWS_SECRET_KEY}`);
    expect(maskSecrets(`aws_secret_access_key = ${AWS_SECRET_KEY}Z`, [])).toBe(
      `aws_secret_access_key = ${AWS_SECRET_KEY}Z`,
    );
  });

  it("leaves look-alikes alone", () => {
    const text =
      "sk-ant-short ghp_short AKIA1234 xoxb- npm_x github_pat_ tokens: none; Bearer x " +
      "sk-project-plan task_test_abcdefghijklmnopqrstu sk_live_short hf_short glpat-short xapp-1-x " +
      "whsec_short https://hooks.slack.com/services/Tx/By/z secret_access_key = short";
    expect(maskSecrets(text, [])).toBe(text);
  });

  it("keeps JSON valid when masking inside strings", () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 2 }),
        fc.constantFrom(...Object.values(PLANTED), PRIVATE_KEY),
        (v, secret) => {
          const masked = maskSecrets(JSON.stringify({ v, secret, mixed: `a ${secret} "b"\n` }), []);
          expect(masked).not.toContain(secret);
          expect(() => JSON.parse(masked)).not.toThrow();
        },
      ),
      params(300),
    );
  });

  it("masks a planted token wherever it sits, and masking is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...Object.values(PLANTED)), fc.string(), (a, secret, b) => {
        const once = maskSecrets(`${a} ${secret} ${b}`, []);
        expect(once).not.toContain(secret);
        expect(maskSecrets(once, [])).toBe(once);
      }),
      params(500),
    );
  });

  it("masks as running every shape would: the gate on their literal marks changes no answer", () => {
    const everyShape = (text: string): string =>
      SECRET_SHAPES.reduce((out, { re }) => out.replace(re, SECRET_MASK), text);
    const pieces = fc.constantFrom(
      ...[
        "ASIA",
        "AKIA",
        "ghp_",
        "gho_",
        "ghs_",
        "ghu_",
        "ghr_",
        "github_pat_",
        "xoxa-",
        "xoxb-",
        "xoxp-",
        "xoxo-",
        "xoxs-",
        "xoxr-",
      ],
      ...["npm_", "AIza", "Bearer ", "sk-ant-", "-----BEGIN RSA ", "PRIVATE KEY-----", "-----END RSA "],
      ...["sk-proj-", "sk-", "T3BlbkFJ", "glpat-", "gldt-", "sk_live_", "rk_test_", "whsec_", "hf_", "xapp-1-"],
      ...[
        "aws_secret_access_key = ",
        "SECRET_ACCESS_KEY=",
        "https://hooks.slack.com/services/T0123456/B0123456/",
        "/",
        "+",
      ],
      ...["ABCDEFGHIJKLMNOP", "0123456789abcdefghij", "QRSTUVWXYZ012345", "_", "-", " ", "\n", "x", "="],
    );
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 10 }).map((a) => a.join("")),
        (text) => {
          expect(maskSecrets(text, [])).toBe(everyShape(text));
        },
      ),
      params(5000),
    );
    // each shape's less common prefixes, alone in a line
    for (const token of ["ASIAABCDEFGHIJKLMNOP", "ghr_0123456789abcdefghijABCDEFGHIJ0123456789", "xoxr-0123456789ab"])
      expect(maskSecrets(`t=${token};`, [])).toBe(`t=${SECRET_MASK};`);
  });

  it("is linear on adversarial input", () => {
    const t0 = Date.now();
    maskSecrets("-----BEGIN RSA PRIVATE KEY-----".repeat(20_000) + "A".repeat(200_000), []);
    maskSecrets("sk-ant-".repeat(100_000) + "Bearer ".repeat(100_000) + "ghp_".repeat(100_000), []);
    expect(Date.now() - t0).toBeLessThan(2_000);
  });
});

describe("secrets from the environment", () => {
  const env = {
    ANTHROPIC_API_KEY: "anthropic-env-secret-1",
    GITHUB_TOKEN: "gh-env-secret-value-2",
    MY_SERVICE_PASSWORD: "hunter2hunter2",
    SHORT_TOKEN: "abc",
    PATH: "/usr/bin:/bin",
    COWORK_HARNESS_SCRUB_KEYS: "CUSTOM_THING",
    CUSTOM_THING: "custom-scrubbed-value",
    COWORK_HARNESS_SCRUB_VALUES: "literal-secret-one, x",
  };

  it("takes secret-looking names, the named keys and the literals; not short values or ordinary vars", () => {
    const values = envSecretValues(env);
    expect(values.sort()).toEqual(
      [
        "anthropic-env-secret-1",
        "custom-scrubbed-value",
        "gh-env-secret-value-2",
        "hunter2hunter2",
        "literal-secret-one",
      ].sort(),
    );
  });

  it("masks every occurrence", () => {
    const values = envSecretValues(env);
    const out = maskSecrets(
      "a anthropic-env-secret-1 b hunter2hunter2 hunter2hunter2 c /usr/bin:/bin literal-secret-one",
      values,
    );
    expect(out).toBe(`a ${SECRET_MASK} b ${SECRET_MASK} ${SECRET_MASK} c /usr/bin:/bin ${SECRET_MASK}`);
  });
});

describe("maskSecretsDeep", () => {
  it("masks every string and key of a nested report, leaving numbers and the input intact", () => {
    const input = { a: [{ m: `x ${PLANTED.aws}` }, 3], [PLANTED.npm as string]: true, n: null };
    const out = maskSecretsDeep(input, []);
    expect(out).toEqual({ a: [{ m: `x ${SECRET_MASK}` }, 3], [SECRET_MASK]: true, n: null });
    expect(input.a[0]).toEqual({ m: `x ${PLANTED.aws}` });
  });
});
