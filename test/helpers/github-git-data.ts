/**
 * GitHub's Git Data API (blobs, trees, commits, refs) for the loopback GitHub server, backed by a
 * real bare git repository: every call is applied with git plumbing (hash-object -w, a tree built
 * in a private index with read-tree / update-index / write-tree — mktree's nested form —,
 * commit-tree, update-ref with the old value), so a fresh clone of the bare remote shows what the
 * API made. Commits made with no author, committer or signature are the stand-in's "verified"
 * ones, as GitHub signs those; every other commit (a `git push`) is not. The answers are shaped as
 * GitHub's REST description has them (test/helpers/github-openapi.ts checks them), with GitHub's
 * messages for the refusals a client must tell apart: 404 for a ref that is not there, 422
 * "Reference already exists", "Reference does not exist", "Update is not a fast forward".
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";

export interface GitDataBackend {
  /** the bare repository */
  dir: string;
  /** commits made through the API that GitHub would sign (no author, committer or signature given) */
  verified: Set<string>;
  /** every commit made through POST /git/commits */
  apiCommits: string[];
}

export interface GitDataAnswer {
  status: number;
  body: unknown;
}

/** The identity GitHub gives an API commit made with the workflow's token. */
export const TOKEN_IDENTITY = {
  name: "github-actions[bot]",
  email: "41898283+github-actions[bot]@users.noreply.github.com",
};
const GITHUB_COMMITTER = { name: "GitHub", email: "noreply@github.com" };

function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith("GIT_")) env[k] = v;
  return { ...env, ...extra };
}

function git(
  dir: string,
  args: string[],
  opts: { input?: Buffer | string; env?: Record<string, string> } = {},
): string {
  return execFileSync("git", ["--git-dir", dir, ...args], {
    encoding: "utf8",
    env: cleanEnv(opts.env),
    stdio: ["pipe", "pipe", "pipe"],
    ...(opts.input !== undefined ? { input: opts.input } : {}),
  });
}

function tryGit(dir: string, args: string[]): string | undefined {
  try {
    return git(dir, args).trim();
  } catch {
    return undefined;
  }
}

const typeOf = (dir: string, sha: unknown) =>
  typeof sha === "string" && /^[0-9a-f]{40}$/.test(sha) ? tryGit(dir, ["cat-file", "-t", sha]) : undefined;

const unprocessable = (message: string, doc: string): GitDataAnswer => ({
  status: 422,
  body: { message, documentation_url: `https://docs.github.com/rest/git/${doc}` },
});
const notFound = (doc: string): GitDataAnswer => ({
  status: 404,
  body: { message: "Not Found", documentation_url: `https://docs.github.com/rest/git/${doc}` },
});

/** What GitHub answers for one Git Data request, applied to the bare repository; undefined: not a Git Data route. */
export function gitDataRoute(
  backend: GitDataBackend,
  method: string,
  path: string,
  body: Record<string, unknown>,
  base: string,
): GitDataAnswer | undefined {
  const m = /^\/repos\/([^/]+)\/([^/]+)\/git\/(blobs|trees|commits|refs|ref)(?:\/(.+))?$/.exec(path);
  if (!m) return undefined;
  const [, owner, repo, kind, rest] = m;
  const api = `${base}/repos/${owner}/${repo}`;
  const dir = backend.dir;
  const refView = (ref: string, sha: string) => ({
    ref,
    node_id: `REF_${Buffer.from(ref).toString("base64url")}`,
    url: `${api}/git/${ref}`,
    object: { type: "commit", sha, url: `${api}/git/commits/${sha}` },
  });

  if (kind === "blobs" && method === "POST" && rest === undefined) {
    const encoding = body["encoding"] ?? "utf-8";
    if (typeof body["content"] !== "string" || (encoding !== "utf-8" && encoding !== "base64"))
      return unprocessable("Invalid request.", "blobs#create-a-blob");
    const bytes = Buffer.from(body["content"], encoding === "base64" ? "base64" : "utf8");
    const sha = git(dir, ["hash-object", "-w", "--stdin"], { input: bytes }).trim();
    return { status: 201, body: { url: `${api}/git/blobs/${sha}`, sha } };
  }

  if (kind === "trees" && method === "POST" && rest === undefined) {
    const entries = body["tree"];
    if (!Array.isArray(entries)) return unprocessable("Invalid request.", "trees#create-a-tree");
    const baseTree = body["base_tree"];
    if (baseTree !== undefined && typeOf(dir, baseTree) !== "tree")
      return unprocessable("base_tree is not a valid tree oid", "trees#create-a-tree");
    const index = join(tmpdir(), `gh-standin-index-${randomBytes(6).toString("hex")}`);
    const env = { GIT_INDEX_FILE: index };
    try {
      if (baseTree !== undefined) git(dir, ["read-tree", String(baseTree)], { env });
      else git(dir, ["read-tree", "--empty"], { env });
      for (const e of entries as Record<string, unknown>[]) {
        const path = e["path"];
        const mode = e["mode"];
        if (typeof path !== "string" || !["100644", "100755", "120000"].includes(String(mode)) || e["type"] !== "blob")
          return unprocessable("GitRPC::BadObjectState (the stand-in takes blob entries only)", "trees#create-a-tree");
        if (e["sha"] === null) {
          git(dir, ["update-index", "--force-remove", "--", path], { env });
          continue;
        }
        let sha = e["sha"];
        if (typeof e["content"] === "string")
          sha = git(dir, ["hash-object", "-w", "--stdin"], { input: e["content"] }).trim();
        if (typeOf(dir, sha) !== "blob") return unprocessable("Invalid tree info", "trees#create-a-tree");
        git(dir, ["update-index", "--add", "--cacheinfo", `${String(mode)},${String(sha)},${path}`], { env });
      }
      const sha = git(dir, ["write-tree"], { env }).trim();
      const tree = git(dir, ["ls-tree", "-l", "-z", sha])
        .split("\0")
        .filter((l) => l !== "")
        .map((l) => {
          const [meta, name] = l.split("\t") as [string, string];
          const [mode, type, entrySha, size] = meta.split(/\s+/) as [string, string, string, string];
          return {
            path: name,
            mode,
            type,
            sha: entrySha,
            ...(type === "blob" ? { size: Number(size) } : {}),
            url: `${api}/git/${type}s/${entrySha}`,
          };
        });
      return { status: 201, body: { sha, url: `${api}/git/trees/${sha}`, truncated: false, tree } };
    } finally {
      rmSync(index, { force: true });
    }
  }

  const commitView = (sha: string) => {
    const raw = git(dir, ["cat-file", "commit", sha]);
    const [head, ...msg] = raw.split("\n\n");
    const person = (role: string) => {
      const line = head!.split("\n").find((l) => l.startsWith(`${role} `))!;
      const pm = /^\w+ (.*) <(.*)> (\d+) ([+-]\d{4})$/.exec(line)!;
      return { name: pm[1]!, email: pm[2]!, date: new Date(Number(pm[3]) * 1000).toISOString().replace(".000Z", "Z") };
    };
    const tree = /^tree ([0-9a-f]+)$/m.exec(head!)![1]!;
    const parents = [...head!.matchAll(/^parent ([0-9a-f]+)$/gm)].map((p) => p[1]!);
    const verified = backend.verified.has(sha);
    return {
      sha,
      node_id: `C_${sha.slice(0, 20)}`,
      url: `${api}/git/commits/${sha}`,
      html_url: `${base}/${owner}/${repo}/commit/${sha}`,
      author: person("author"),
      committer: person("committer"),
      message: msg.join("\n\n"),
      tree: { sha: tree, url: `${api}/git/trees/${tree}` },
      parents: parents.map((p) => ({
        sha: p,
        url: `${api}/git/commits/${p}`,
        html_url: `${base}/${owner}/${repo}/commit/${p}`,
      })),
      verification: {
        verified,
        reason: verified ? "valid" : "unsigned",
        signature: verified ? "-----BEGIN PGP SIGNATURE-----\n(stand-in)\n-----END PGP SIGNATURE-----\n" : null,
        payload: verified ? raw : null,
        verified_at: verified ? new Date().toISOString() : null,
      },
    };
  };

  if (kind === "commits" && method === "POST" && rest === undefined) {
    const parents = body["parents"] ?? [];
    if (typeof body["message"] !== "string" || typeof body["tree"] !== "string" || !Array.isArray(parents))
      return unprocessable("Invalid request.", "commits#create-a-commit");
    if (typeOf(dir, body["tree"]) !== "tree")
      return unprocessable("Tree SHA does not exist", "commits#create-a-commit");
    for (const p of parents)
      if (typeOf(dir, p) !== "commit")
        return unprocessable("Parent SHA does not exist or is not a commit object", "commits#create-a-commit");
    const signed = body["author"] === undefined && body["committer"] === undefined && body["signature"] === undefined;
    const author = (body["author"] as { name: string; email: string } | undefined) ?? TOKEN_IDENTITY;
    const committer =
      (body["committer"] as { name: string; email: string } | undefined) ?? (signed ? GITHUB_COMMITTER : author);
    const sha = git(dir, ["commit-tree", body["tree"], ...parents.flatMap((p) => ["-p", String(p)]), "-F", "-"], {
      input: body["message"],
      env: {
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_COMMITTER_NAME: committer.name,
        GIT_COMMITTER_EMAIL: committer.email,
      },
    }).trim();
    backend.apiCommits.push(sha);
    if (signed) backend.verified.add(sha);
    return { status: 201, body: commitView(sha) };
  }

  if (kind === "commits" && method === "GET" && rest !== undefined) {
    if (typeOf(dir, rest) !== "commit") return notFound("commits#get-a-commit-object");
    return { status: 200, body: commitView(rest) };
  }

  if (kind === "ref" && method === "GET" && rest !== undefined) {
    const ref = `refs/${decodeURIComponent(rest)}`;
    const sha = tryGit(dir, ["rev-parse", "--verify", "--quiet", ref]);
    if (!sha) return notFound("refs#get-a-reference");
    return { status: 200, body: refView(ref, sha) };
  }

  if (kind === "refs" && method === "POST" && rest === undefined) {
    const ref = body["ref"];
    const sha = body["sha"];
    if (typeof ref !== "string" || !/^refs\/[^/]+\/.+/.test(ref))
      return unprocessable("Reference name is invalid", "refs#create-a-reference");
    if (typeOf(dir, sha) !== "commit") return unprocessable("Object does not exist", "refs#create-a-reference");
    if (tryGit(dir, ["rev-parse", "--verify", "--quiet", ref]))
      return unprocessable("Reference already exists", "refs#create-a-reference");
    git(dir, ["update-ref", ref, String(sha), ""]);
    return { status: 201, body: refView(ref, String(sha)) };
  }

  if (kind === "refs" && method === "PATCH" && rest !== undefined) {
    const ref = `refs/${decodeURIComponent(rest)}`;
    const sha = body["sha"];
    const current = tryGit(dir, ["rev-parse", "--verify", "--quiet", ref]);
    if (!current) return unprocessable("Reference does not exist", "refs#update-a-reference");
    if (typeOf(dir, sha) !== "commit") return unprocessable("Object does not exist", "refs#update-a-reference");
    if (body["force"] !== true) {
      try {
        git(dir, ["merge-base", "--is-ancestor", current, String(sha)]);
      } catch {
        return unprocessable("Update is not a fast forward", "refs#update-a-reference");
      }
    }
    // compare-and-swap on the value just read: a push that lands in between is not overwritten
    git(dir, ["update-ref", ref, String(sha), current]);
    return { status: 200, body: refView(ref, String(sha)) };
  }
  return undefined;
}

/** DELETE /git/refs/{ref} on the bare repository: false when the ref does not exist. */
export function deleteRefIn(backend: GitDataBackend, ref: string): boolean {
  const full = `refs/${ref}`;
  const current = tryGit(backend.dir, ["rev-parse", "--verify", "--quiet", full]);
  if (!current) return false;
  git(backend.dir, ["update-ref", "-d", full, current]);
  return true;
}
