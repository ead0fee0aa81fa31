/** Fake credentials of every shape the secret scanner knows, for planting in test inputs. */

/** Planted tokens of every shape (fake values, right shape). */
export const PLANTED: Record<string, string> = {
  anthropic: "sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AAAA",
  "github-classic": "ghp_0123456789abcdefghijABCDEFGHIJ0123456789",
  "github-oauth": "gho_0123456789abcdefghijABCDEFGHIJ0123456789",
  "github-app": "ghs_0123456789abcdefghijABCDEFGHIJ0123456789",
  "github-user": "ghu_0123456789abcdefghijABCDEFGHIJ0123456789",
  "github-pat": "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH",
  aws: "AKIAIOSFODNN7EXAMPLE",
  slack: "xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
  npm: "npm_abcdefghijklmnopqrstuvwxyz0123456789",
  google: "AIzaSyA-1234567890abcdefghijklmnopqrstu",
  bearer: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.abc",
  // the shapes below are put together at run time, so no file here holds a literal a secret
  // scanner (GitHub's push protection among them) would take for a real key
  "openai-project": ["sk", "proj", "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcdefghij"].join("-"),
  "openai-legacy": ["sk-", "A1b2C3d4E5f6G7h8I9j0", "T3Blbk", "FJ", "K1l2M3n4O5p6Q7r8S9t0"].join(""),
  gitlab: ["glpat", "xYz0123456789AbCdEfGh"].join("-"),
  "stripe-secret": ["sk", "live", "51HxYzAbCdEfGhIjKlMnOp"].join("_"),
  "stripe-restricted": ["rk", "test", "51HxYzAbCdEfGhIjKlMnOp"].join("_"),
  "stripe-webhook": ["whsec", "AbCdEfGhIjKlMnOpQrStUvWxYz012345"].join("_"),
  huggingface: ["hf", "AbCdEfGhIjKlMnOpQrStUvWxYz01234567"].join("_"),
  "slack-app": ["xapp", "1", "A0123456789", "0123456789012", "abcdef0123456789"].join("-"),
  "slack-webhook": ["https://hooks.slack.com/services", "T01234567", "B01234567", "AbCdEfGhIjKlMnOpQrStUvWx"].join("/"),
};

/** An AWS secret access key is 40 base64 characters: a secret only by the name it is given, so it is planted with one. */
export const AWS_SECRET_KEY = ["wJalrXUtnFEMI", "K7MDENG", "bPxRfiCYEXAMPLEKEY"].join("/");
export const AWS_SECRET_LINES = [
  `aws_secret_access_key = ${AWS_SECRET_KEY}`,
  `AWS_SECRET_ACCESS_KEY=${AWS_SECRET_KEY}`,
  `"SecretAccessKey": "${AWS_SECRET_KEY}"`,
];
const KEY_BODY =
  "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun\nVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK\n";
export const PRIVATE_KEY = `-----BEGIN RSA PRIVATE KEY-----\n${KEY_BODY}-----END RSA PRIVATE KEY-----`;
