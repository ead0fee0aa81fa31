/**
 * A GitHub REST server of our own on 127.0.0.1 (ephemeral port) for tests: the few endpoints
 * the reporter uses, with in-memory state, a record of every request (and of its answer), and
 * switchable faults. Paths may carry a GHES-style `/api/v3` prefix. Given a bare repository
 * (`{ git: dir }`), it also serves the Git Data API on it (github-git-data.ts: blobs, trees,
 * commits, refs applied with git plumbing) and DELETE /git/refs deletes there.
 */
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { deleteRefIn, gitDataRoute, type GitDataBackend } from "./github-git-data.js";

export interface RecordedRequest {
  method: string;
  /** path without the query and without an `/api/v3` prefix */
  path: string;
  rawPath: string;
  query: Record<string, string>;
  headers: IncomingMessage["headers"];
  body: unknown;
  /** the status the stand-in answered with */
  status?: number;
  /** the JSON it answered with */
  response?: unknown;
}

export interface CheckRunState {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion?: string;
  details_url?: string;
  output: { title?: string; summary?: string };
  annotations: unknown[];
}

export interface CommentState {
  id: number;
  issue: number;
  body: string;
  user: { login: string; type: string };
}

export interface PullState {
  number: number;
  head: string;
  base: string;
  title: string;
  body: string;
  state: "open" | "closed";
  merged_at?: string | null;
  closed_at?: string | null;
  /** as POST /pulls asked */
  draft: boolean;
  /** POST /issues/{n}/labels, in order, each once */
  labels: string[];
  /** POST /issues/{n}/assignees */
  assignees: string[];
  /** POST /pulls/{n}/requested_reviewers: users, then team slugs */
  reviewers: string[];
  teamReviewers: string[];
}

export interface Faults {
  /** every POST/PATCH answers 403 "Resource not accessible by integration" */
  forbidWrites: boolean;
  /** the next N requests answer 500 */
  fail500: number;
  /** the next N requests answer 429 with this retry-after (seconds) */
  rateLimit: { count: number; retryAfter: number };
  /** POST /pulls answers 403 as when Actions may not create pull requests (repo setting off) */
  denyPullCreate: boolean;
  /** POST /pulls/{n}/requested_reviewers answers 422 as for a reviewer who is no collaborator */
  rejectReviewers: boolean;
  /** POST /pulls with draft: true answers 422 as on a plan without draft pull requests */
  rejectDraft: boolean;
}

export interface GitHubTestServer {
  url: string;
  requests: RecordedRequest[];
  checkRuns: CheckRunState[];
  comments: CommentState[];
  pulls: PullState[];
  faults: Faults;
  /** add a comment as if someone else wrote it */
  seedComment(issue: number, body: string, user?: { login: string; type: string }): CommentState;
  /** close a pull request as a person would (merged or not) */
  closePull(number: number, opts?: { merged?: boolean }): void;
  /** what DELETE /git/refs/{ref} does to the branch: return false when it does not exist (answered 422) */
  onDeleteRef: (ref: string) => boolean;
  /** refs deleted through the API, e.g. "heads/cowork/rerecord-main" */
  deletedRefs: string[];
  /** the bare repository the Git Data API works on, when one was given */
  git?: GitDataBackend;
  close(): Promise<void>;
}

export interface GitHubServerOptions {
  /** a bare repository: the Git Data API (blobs, trees, commits, refs) is served on it */
  git?: string;
}

const BOT = { login: "github-actions[bot]", type: "Bot" };

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export async function startGitHubServer(opts: GitHubServerOptions = {}): Promise<GitHubTestServer> {
  const backend: GitDataBackend | undefined = opts.git
    ? { dir: opts.git, verified: new Set(), apiCommits: [] }
    : undefined;
  const state = {
    requests: [] as RecordedRequest[],
    checkRuns: [] as CheckRunState[],
    comments: [] as CommentState[],
    pulls: [] as PullState[],
    faults: {
      forbidWrites: false,
      fail500: 0,
      rateLimit: { count: 0, retryAfter: 0 },
      denyPullCreate: false,
      rejectReviewers: false,
      rejectDraft: false,
    } as Faults,
    deletedRefs: [] as string[],
    onDeleteRef: (backend ? (ref: string) => deleteRefIn(backend, ref) : (_ref: string) => true) as (
      ref: string,
    ) => boolean,
  };
  let nextId = 1000;
  let base = "";

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const path = url.pathname.replace(/^\/api\/v3(?=\/)/, "");
    const method = req.method ?? "GET";
    const body = await readBody(req);
    const record: RecordedRequest = {
      method,
      path,
      rawPath: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body,
    };
    state.requests.push(record);
    const send = (r: ServerResponse, status: number, answer: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      record.response = answer;
      sendJson(r, status, answer, headers);
    };

    const f = state.faults;
    if (f.fail500 > 0) {
      f.fail500--;
      return send(res, 500, { message: "Server Error" });
    }
    if (f.rateLimit.count > 0) {
      f.rateLimit.count--;
      return send(res, 429, { message: "API rate limit exceeded" }, { "retry-after": String(f.rateLimit.retryAfter) });
    }
    if (f.forbidWrites && (method === "POST" || method === "PATCH" || method === "DELETE")) {
      return send(res, 403, {
        message: "Resource not accessible by integration",
        documentation_url: "https://docs.github.com/rest",
      });
    }
    const b = (body ?? {}) as Record<string, unknown>;
    let m: RegExpExecArray | null;

    if (method === "POST" && (m = /^\/repos\/([^/]+)\/([^/]+)\/check-runs$/.exec(path))) {
      const output = (b["output"] ?? {}) as Record<string, unknown>;
      const run: CheckRunState = {
        id: nextId++,
        name: String(b["name"]),
        head_sha: String(b["head_sha"]),
        status: String(b["status"] ?? "queued"),
        ...(b["conclusion"] !== undefined ? { conclusion: String(b["conclusion"]) } : {}),
        ...(b["details_url"] !== undefined ? { details_url: String(b["details_url"]) } : {}),
        output: { title: output["title"] as string, summary: output["summary"] as string },
        annotations: Array.isArray(output["annotations"]) ? [...(output["annotations"] as unknown[])] : [],
      };
      state.checkRuns.push(run);
      return send(res, 201, {
        id: run.id,
        head_sha: run.head_sha,
        name: run.name,
        status: run.status,
        conclusion: run.conclusion ?? null,
        html_url: `${base}/${m[1]}/${m[2]}/runs/${run.id}`,
      });
    }
    if (method === "PATCH" && (m = /^\/repos\/[^/]+\/[^/]+\/check-runs\/(\d+)$/.exec(path))) {
      const run = state.checkRuns.find((r) => r.id === Number(m![1]));
      if (!run) return send(res, 404, { message: "Not Found" });
      const output = (b["output"] ?? {}) as Record<string, unknown>;
      if (output["title"] !== undefined) run.output.title = output["title"] as string;
      if (output["summary"] !== undefined) run.output.summary = output["summary"] as string;
      if (Array.isArray(output["annotations"])) run.annotations.push(...(output["annotations"] as unknown[]));
      if (b["conclusion"] !== undefined) run.conclusion = String(b["conclusion"]);
      return send(res, 200, {
        id: run.id,
        head_sha: run.head_sha,
        name: run.name,
        status: run.status,
        conclusion: run.conclusion ?? null,
      });
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(path))) {
      const issue = Number(m[1]);
      if (method === "GET") {
        const perPage = Math.min(100, Number(url.searchParams.get("per_page") ?? 30));
        const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
        const all = state.comments.filter((c) => c.issue === issue);
        const slice = all.slice((page - 1) * perPage, page * perPage);
        const headers: Record<string, string> = {};
        if (page * perPage < all.length) {
          const next = new URL(url.toString());
          next.searchParams.set("page", String(page + 1));
          next.searchParams.set("per_page", String(perPage));
          headers["link"] = `<${base}${url.pathname}?${next.searchParams.toString()}>; rel="next"`;
        }
        return send(res, 200, slice, headers);
      }
      if (method === "POST") {
        const c: CommentState = { id: nextId++, issue, body: String(b["body"]), user: BOT };
        state.comments.push(c);
        return send(res, 201, c);
      }
    }
    if (method === "PATCH" && (m = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(path))) {
      const c = state.comments.find((x) => x.id === Number(m![1]));
      if (!c) return send(res, 404, { message: "Not Found" });
      c.body = String(b["body"]);
      return send(res, 200, c);
    }
    if ((m = /^\/repos\/([^/]+)\/([^/]+)\/pulls$/.exec(path))) {
      const [owner, repo] = [m[1]!, m[2]!];
      const view = (p: PullState) => ({
        number: p.number,
        state: p.state,
        title: p.title,
        body: p.body,
        merged_at: p.merged_at ?? null,
        closed_at: p.closed_at ?? null,
        head: { ref: p.head, label: `${owner}:${p.head}` },
        base: { ref: p.base },
        draft: p.draft,
        html_url: `${base}/${owner}/${repo}/pull/${p.number}`,
      });
      if (method === "GET") {
        const head = url.searchParams.get("head");
        const baseRef = url.searchParams.get("base");
        const want = url.searchParams.get("state") ?? "open";
        const list = state.pulls.filter(
          (p) =>
            (want === "all" || p.state === want) &&
            (head === null || head === `${owner}:${p.head}`) &&
            (baseRef === null || baseRef === p.base),
        );
        if (url.searchParams.get("direction") === "desc") list.reverse();
        return send(res, 200, list.slice(0, Math.min(100, Number(url.searchParams.get("per_page") ?? 30))).map(view));
      }
      if (method === "POST") {
        if (state.faults.denyPullCreate)
          return send(res, 403, { message: "GitHub Actions is not permitted to create or approve pull requests." });
        if (state.faults.rejectDraft && b["draft"] === true)
          return send(res, 422, {
            message: "Validation Failed",
            errors: [
              {
                resource: "PullRequest",
                code: "custom",
                message: "Draft pull requests are not supported in this repository.",
              },
            ],
          });
        const head = String(b["head"]);
        if (state.pulls.some((p) => p.state === "open" && p.head === head && p.base === String(b["base"]))) {
          return send(res, 422, {
            message: "Validation Failed",
            errors: [{ message: `A pull request already exists for ${owner}:${head}.` }],
          });
        }
        const p: PullState = {
          number: state.pulls.length + 1,
          head,
          base: String(b["base"]),
          title: String(b["title"]),
          body: String(b["body"] ?? ""),
          state: "open",
          draft: b["draft"] === true,
          labels: [],
          assignees: [],
          reviewers: [],
          teamReviewers: [],
        };
        state.pulls.push(p);
        return send(res, 201, view(p));
      }
    }
    if (method === "PATCH" && (m = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)$/.exec(path))) {
      const p = state.pulls.find((x) => x.number === Number(m![3]));
      if (!p) return send(res, 404, { message: "Not Found" });
      if (b["title"] !== undefined) p.title = String(b["title"]);
      if (b["body"] !== undefined) p.body = String(b["body"]);
      if (b["state"] === "open" || b["state"] === "closed") {
        p.state = b["state"];
        p.closed_at = p.state === "closed" ? new Date().toISOString() : null;
      }
      return send(res, 200, {
        number: p.number,
        state: p.state,
        title: p.title,
        body: p.body,
        merged_at: p.merged_at ?? null,
        closed_at: p.closed_at ?? null,
        head: { ref: p.head },
        base: { ref: p.base },
        html_url: `${base}/${m[1]}/${m[2]}/pull/${p.number}`,
      });
    }
    if (method === "POST" && (m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/(labels|assignees)$/.exec(path))) {
      const p = state.pulls.find((x) => x.number === Number(m![3]));
      if (!p) return send(res, 404, { message: "Not Found" });
      const list = m[4] === "labels" ? p.labels : p.assignees;
      for (const name of (b[m[4]!] ?? []) as string[]) if (!list.includes(name)) list.push(name);
      if (m[4] === "labels")
        return send(
          res,
          200,
          p.labels.map((name, i) => ({
            id: i + 1,
            node_id: `LA_${i + 1}`,
            url: `${base}/repos/${m![1]}/${m![2]}/labels/${encodeURIComponent(name)}`,
            name,
            description: null,
            color: "ededed",
            default: false,
          })),
        );
      return send(res, 201, {
        number: p.number,
        title: p.title,
        state: p.state,
        assignees: p.assignees.map((login) => ({ login, type: "User" })),
      });
    }
    if (method === "POST" && (m = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/requested_reviewers$/.exec(path))) {
      const p = state.pulls.find((x) => x.number === Number(m![3]));
      if (!p) return send(res, 404, { message: "Not Found" });
      if (state.faults.rejectReviewers)
        return send(res, 422, {
          message:
            "Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the acme/skills repository.",
        });
      for (const r of (b["reviewers"] ?? []) as string[]) if (!p.reviewers.includes(r)) p.reviewers.push(r);
      for (const t of (b["team_reviewers"] ?? []) as string[])
        if (!p.teamReviewers.includes(t)) p.teamReviewers.push(t);
      return send(res, 201, {
        number: p.number,
        title: p.title,
        state: p.state,
        requested_reviewers: p.reviewers.map((login) => ({ login, type: "User" })),
        requested_teams: p.teamReviewers.map((slug) => ({ slug, name: slug })),
      });
    }
    if (backend) {
      const answer = gitDataRoute(backend, method, path, b, base);
      if (answer) return send(res, answer.status, answer.body);
    }
    if (method === "DELETE" && (m = /^\/repos\/[^/]+\/[^/]+\/git\/refs\/(.+)$/.exec(path))) {
      const ref = decodeURIComponent(m[1]!);
      if (!state.onDeleteRef(ref))
        return send(res, 422, {
          message: "Reference does not exist",
          documentation_url: "https://docs.github.com/rest/git/refs#delete-a-reference",
        });
      state.deletedRefs.push(ref);
      record.status = 204;
      res.writeHead(204);
      res.end();
      return;
    }
    return send(res, 404, { message: `Not Found: ${method} ${path}` });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => sendJson(res, 500, { message: String(e) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    get requests() {
      return state.requests;
    },
    get checkRuns() {
      return state.checkRuns;
    },
    get comments() {
      return state.comments;
    },
    get pulls() {
      return state.pulls;
    },
    faults: state.faults,
    ...(backend ? { git: backend } : {}),
    get deletedRefs() {
      return state.deletedRefs;
    },
    get onDeleteRef() {
      return state.onDeleteRef;
    },
    set onDeleteRef(fn: (ref: string) => boolean) {
      state.onDeleteRef = fn;
    },
    closePull(number, opts = {}) {
      const p = state.pulls.find((x) => x.number === number);
      if (!p) throw new Error(`no pull request #${number}`);
      p.state = "closed";
      p.closed_at = new Date().toISOString();
      p.merged_at = opts.merged ? p.closed_at : null;
    },
    seedComment(issue, body, user = { login: "someone", type: "User" }) {
      const c: CommentState = { id: nextId++, issue, body, user };
      state.comments.push(c);
      return c;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
