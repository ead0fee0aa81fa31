/**
 * The request handler both model servers share: each request is logged (./request-log.ts), its
 * body read within the bound (src/core/util/bounded-body.ts), and then routed. A body over the bound is
 * answered 413 in the Messages API's error shape, logged with that status, and never routed.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { answerTooLarge, BodyBudget, readBoundedBody, tooLargeBody } from "../../core/util/bounded-body.js";
import type { ModelRequestLog, RequestLog } from "./request-log.js";

export type Route = (req: IncomingMessage, res: ServerResponse, url: URL, raw: string, log: ModelRequestLog) => void;

/** `name` opens the 413's message ("scripted model server: the request body passed …"). */
export function boundedRequestHandler(
  name: string,
  requests: RequestLog,
  route: Route,
): (req: IncomingMessage, res: ServerResponse) => void {
  const budget = new BodyBudget();
  return (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const log = requests.open(req.method ?? "", url.pathname + url.search);
    void readBoundedBody(req, res, { budget }).then((read) => {
      if (read.ok) return route(req, res, url, read.text, log);
      if ("aborted" in read) return void req.socket.destroy();
      log.status = 413;
      answerTooLarge(req, res, tooLargeBody(`${name}: ${read.tooLarge}`));
    });
  };
}
