/**
 * A loopback stand-in of the GitHub Actions results service as @actions/artifact (v2 and later)
 * talks to it: Twirp JSON calls CreateArtifact and FinalizeArtifact under
 * /twirp/github.actions.results.api.v1.ArtifactService/, and the artifact's bytes PUT to the signed
 * blob URL CreateArtifact hands out (Azure block blob: stage a block, then commit the block list).
 * Every request's shape is checked — method, path, bearer token, content type, the backend ids the
 * runtime token names, the size and sha256 FinalizeArtifact claims against the bytes received —
 * and anything off is kept in `problems` and answered 400. Each artifact keeps the MIME type
 * CreateArtifact declared and the one its blob was stored with (an un-archived upload, as GitHub
 * opens in the browser, is `text/html`; a zip `application/zip`). `refuseUnarchived` stands in for
 * a service that takes zips only (as GitHub Enterprise Server's): anything else is refused, 400.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const RUN_BACKEND_ID = "ce7f54c7-61c7-4aae-887f-30da475f5f1a";
export const JOB_BACKEND_ID = "ca395085-040a-526b-2ce8-bdc85f692774";

const b64url = (s: string): string => Buffer.from(s).toString("base64url");
/** A runtime token shaped as the runner's (a JWT whose scp names the run and job backend ids). */
export const RUNTIME_TOKEN = `${b64url('{"alg":"none","typ":"JWT"}')}.${b64url(JSON.stringify({ scp: `Actions.ExampleScope Actions.Results:${RUN_BACKEND_ID}:${JOB_BACKEND_ID}` }))}.c2ln`;

export interface UploadedArtifact {
  name: string;
  bytes: Buffer;
  finalized: boolean;
  id?: number;
  /** the MIME type CreateArtifact declared */
  mimeType?: string;
  /** the content type the blob was stored with */
  blobContentType?: string;
}

export interface ArtifactService {
  url: string;
  artifacts: Map<string, UploadedArtifact>;
  problems: string[];
  requests: string[];
  close(): Promise<void>;
}

const TWIRP = "/twirp/github.actions.results.api.v1.ArtifactService/";

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export async function startArtifactService(opts: { refuseUnarchived?: boolean } = {}): Promise<ArtifactService> {
  const artifacts = new Map<string, UploadedArtifact>();
  const blocks = new Map<string, Map<string, Buffer>>();
  const problems: string[] = [];
  const requests: string[] = [];
  let nextId = 4242;
  let base = "";

  const fail = (res: ServerResponse, problem: string): void => {
    problems.push(problem);
    res
      .writeHead(400, { "content-type": "application/json" })
      .end(JSON.stringify({ code: "invalid_argument", msg: problem }));
  };
  const json = (res: ServerResponse, value: unknown): void =>
    void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value));

  const twirp = async (req: IncomingMessage, res: ServerResponse, method: string): Promise<void> => {
    if (req.method !== "POST") return fail(res, `${method}: method ${req.method}`);
    if (req.headers.authorization !== `Bearer ${RUNTIME_TOKEN}`)
      return fail(res, `${method}: authorization is not the runtime token`);
    if (!String(req.headers["content-type"]).startsWith("application/json"))
      return fail(res, `${method}: content-type ${req.headers["content-type"]}`);
    let msg: Record<string, unknown>;
    try {
      msg = JSON.parse((await body(req)).toString("utf8")) as Record<string, unknown>;
    } catch {
      return fail(res, `${method}: body is not JSON`);
    }
    if (msg.workflow_run_backend_id !== RUN_BACKEND_ID || msg.workflow_job_run_backend_id !== JOB_BACKEND_ID)
      return fail(
        res,
        `${method}: backend ids ${String(msg.workflow_run_backend_id)}/${String(msg.workflow_job_run_backend_id)} are not the token's`,
      );
    const name = msg.name;
    if (typeof name !== "string" || !/^[^"<>|*?\r\n\\/:]+$/.test(name))
      return fail(res, `${method}: bad artifact name ${String(name)}`);
    if (method === "CreateArtifact") {
      if (typeof msg.version !== "number" || msg.version < 4)
        return fail(res, `CreateArtifact: version ${String(msg.version)}`);
      if (msg.expires_at !== undefined && Number.isNaN(Date.parse(String(msg.expires_at))))
        return fail(res, `CreateArtifact: expires_at ${String(msg.expires_at)}`);
      if (artifacts.has(name)) return fail(res, `CreateArtifact: ${name} already exists`);
      const mimeType = typeof msg.mime_type === "string" ? msg.mime_type : undefined;
      if (opts.refuseUnarchived && mimeType !== undefined && mimeType !== "application/zip") {
        res
          .writeHead(400, { "content-type": "application/json" })
          .end(
            JSON.stringify({ code: "invalid_argument", msg: `un-archived artifacts (${mimeType}) are not supported` }),
          );
        return;
      }
      artifacts.set(name, { name, bytes: Buffer.alloc(0), finalized: false, ...(mimeType ? { mimeType } : {}) });
      return json(res, { ok: true, signed_upload_url: `${base}/blob/${encodeURIComponent(name)}?sig=signed` });
    }
    if (method === "FinalizeArtifact") {
      const a = artifacts.get(name);
      if (!a) return fail(res, `FinalizeArtifact: ${name} was never created`);
      if (String(msg.size) !== String(a.bytes.length))
        return fail(res, `FinalizeArtifact: size ${String(msg.size)} but ${a.bytes.length} bytes were uploaded`);
      const sha = `sha256:${createHash("sha256").update(a.bytes).digest("hex")}`;
      if (msg.hash !== undefined && msg.hash !== sha)
        return fail(res, `FinalizeArtifact: hash ${String(msg.hash)} is not the uploaded bytes' ${sha}`);
      a.finalized = true;
      a.id = nextId++;
      return json(res, { ok: true, artifact_id: String(a.id) });
    }
    return fail(res, `unknown Twirp method ${method}`);
  };

  const blob = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const name = decodeURIComponent(url.pathname.slice("/blob/".length));
    const a = artifacts.get(name);
    if (!a || a.finalized) return fail(res, `blob ${req.method} for ${name}: no artifact being uploaded`);
    if (url.searchParams.get("sig") !== "signed") return fail(res, `blob ${name}: the signed URL's query was lost`);
    if (req.method !== "PUT") return fail(res, `blob ${name}: method ${req.method}`);
    if (!req.headers["x-ms-version"]) return fail(res, `blob ${name}: no x-ms-version header`);
    const data = await body(req);
    const comp = url.searchParams.get("comp");
    const type = req.headers["x-ms-blob-content-type"];
    if (typeof type === "string") a.blobContentType = type;
    const headers = {
      etag: '"0x1"',
      "last-modified": new Date().toUTCString(),
      "x-ms-request-id": "1",
      "x-ms-version": String(req.headers["x-ms-version"]),
    };
    if (comp === "block") {
      const id = url.searchParams.get("blockid");
      if (!id) return fail(res, `blob ${name}: block without blockid`);
      if (Number(req.headers["content-length"]) !== data.length)
        return fail(res, `blob ${name}: content-length ${req.headers["content-length"]} for ${data.length} bytes`);
      const m = blocks.get(name) ?? new Map<string, Buffer>();
      m.set(id, data);
      blocks.set(name, m);
      return void res.writeHead(201, headers).end();
    }
    if (comp === "blocklist") {
      const ids = [...data.toString("utf8").matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]+)<\//g)].map(
        (m) => m[1]!,
      );
      const staged = blocks.get(name) ?? new Map<string, Buffer>();
      const missing = ids.filter((i) => !staged.has(i));
      if (ids.length === 0 || missing.length)
        return fail(
          res,
          `blob ${name}: block list names ${missing.length ? `unstaged blocks ${missing.join(",")}` : "no block"}`,
        );
      a.bytes = Buffer.concat(ids.map((i) => staged.get(i)!));
      return void res.writeHead(201, headers).end();
    }
    if (comp === null && req.headers["x-ms-blob-type"] === "BlockBlob") {
      a.bytes = data;
      return void res.writeHead(201, headers).end();
    }
    return fail(res, `blob ${name}: unexpected PUT comp=${String(comp)}`);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", base);
    requests.push(
      `${req.method} ${url.pathname}${url.searchParams.get("comp") ? `?comp=${url.searchParams.get("comp")}` : ""}`,
    );
    const work = url.pathname.startsWith(TWIRP)
      ? twirp(req, res, url.pathname.slice(TWIRP.length))
      : url.pathname.startsWith("/blob/")
        ? blob(req, res, url)
        : Promise.resolve(fail(res, `unexpected ${req.method} ${url.pathname}`));
    work.catch((e: unknown) => fail(res, `server error: ${String(e)}`));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: base, artifacts, problems, requests, close: () => new Promise((r) => server.close(() => r())) };
}
