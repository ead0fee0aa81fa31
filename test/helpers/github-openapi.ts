/**
 * Checks requests made to our loopback GitHub API against GitHub's official REST description
 * (the `@octokit/openapi` package, api.github.com, dereferenced): the method and path must be an
 * operation GitHub has, every query parameter one it declares (with a valid value), and the JSON
 * body must validate against the operation's request schema — with no property the schema does
 * not name (GitHub ignores unknown fields silently, which is how a misspelt field goes unnoticed).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, dirname } from "node:path";
import { Ajv } from "ajv";
import type { RecordedRequest } from "./github-server.js";

interface Parameter {
  name: string;
  in: string;
  schema?: Record<string, unknown>;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
type Spec = { paths: Record<string, Record<string, Operation>> };

let cached: { spec: Spec; routes: { template: string; re: RegExp; literal: number }[] } | undefined;

function load(): NonNullable<typeof cached> {
  if (cached) return cached;
  const pkg = createRequire(import.meta.url).resolve("@octokit/openapi/package.json");
  const spec = JSON.parse(readFileSync(join(dirname(pkg), "generated/api.github.com.deref.json"), "utf8")) as Spec;
  const routes = Object.keys(spec.paths).map((template) => {
    const parts = template.split(/(\{[^}]+\})/);
    const re = new RegExp(
      `^${parts
        .map((p, i) =>
          p.startsWith("{")
            ? i === parts.length - 2 && parts[i + 1] === "" && p === "{ref}"
              ? "(.+)"
              : "([^/]+)"
            : p.replace(/[.*+?^$()|[\]\\]/g, "\\$&"),
        )
        .join("")}$`,
    );
    return { template, re, literal: parts.filter((p) => !p.startsWith("{")).join("").length };
  });
  cached = { spec, routes };
  return cached;
}

const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: true });
/** answers are checked as they are: no coercion */
const strictAjv = new Ajv({ strict: false, allErrors: true });

function closed(schema: Record<string, unknown>): Record<string, unknown> {
  return schema.type === "object" && schema.properties && schema.additionalProperties === undefined
    ? { ...schema, additionalProperties: false }
    : schema;
}

export interface OpenApiVerdict {
  /** the operation GitHub documents for this request, e.g. "pulls/update" */
  operationId?: string;
  problems: string[];
}

function operationOf(req: RecordedRequest): Operation | undefined {
  const { spec, routes } = load();
  const method = req.method.toLowerCase();
  const matches = routes
    .filter((r) => r.re.test(req.path) && spec.paths[r.template]![method])
    .sort((a, b) => b.literal - a.literal);
  const route = matches[0];
  return route ? spec.paths[route.template]![method] : undefined;
}

/**
 * Whether the stand-in's answer to a recorded request is one GitHub's REST description documents:
 * its status is a response of the operation, and its JSON validates against that response's
 * schema (open: GitHub's answers carry more than the description requires).
 */
export function checkResponseAgainstOpenApi(req: RecordedRequest): OpenApiVerdict {
  const op = operationOf(req);
  if (!op) return { problems: [`${req.method} ${req.path}: no such operation in GitHub's REST API`] };
  const problems: string[] = [];
  const response = op.responses?.[String(req.status)];
  if (!response) return { operationId: op.operationId, problems: [`${op.operationId}: no ${req.status} response`] };
  const schema = response.content?.["application/json"]?.schema;
  if (schema && !strictAjv.validate(schema, req.response))
    problems.push(`${op.operationId}: ${req.status} answer ${strictAjv.errorsText(strictAjv.errors)}`);
  return { operationId: op.operationId, problems };
}

/** What GitHub's REST description says about one recorded request: its operation and every problem. */
export function checkAgainstOpenApi(req: RecordedRequest): OpenApiVerdict {
  const op = operationOf(req);
  if (!op) return { problems: [`${req.method} ${req.path}: no such operation in GitHub's REST API`] };
  const problems: string[] = [];
  const queryParams = new Map((op.parameters ?? []).filter((p) => p.in === "query").map((p) => [p.name, p]));
  for (const [k, v] of Object.entries(req.query)) {
    const p = queryParams.get(k);
    if (!p) {
      problems.push(`${op.operationId}: query parameter ${k} is not one GitHub declares`);
      continue;
    }
    if (p.schema && !ajv.validate(p.schema, v))
      problems.push(`${op.operationId}: query ${k}=${v}: ${ajv.errorsText()}`);
  }
  const schema = op.requestBody?.content?.["application/json"]?.schema;
  if (req.body !== undefined && !schema) problems.push(`${op.operationId}: takes no JSON body`);
  if (schema && req.body !== undefined && !ajv.validate(closed(schema), req.body))
    problems.push(`${op.operationId}: body ${ajv.errorsText()}`);
  return { operationId: op.operationId, problems };
}
