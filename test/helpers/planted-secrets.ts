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
};
const KEY_BODY =
  "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun\nVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK\n";
export const PRIVATE_KEY = `-----BEGIN RSA PRIVATE KEY-----\n${KEY_BODY}-----END RSA PRIVATE KEY-----`;
