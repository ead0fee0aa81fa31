/**
 * One Messages API call for the model decider: POST <base>/v1/messages with the key in
 * `x-api-key`, one user message, no streaming; returns the reply's text and the model that
 * answered. Transient failures (a network error, HTTP 5xx or 429 other than a usage limit) are
 * retried COWORK_HARNESS_LLM_RETRIES times (default 2, at most 10) after 250 ms × attempt; each
 * attempt is bounded by COWORK_HARNESS_LLM_TIMEOUT_MS (600 s) and the reply by
 * COWORK_HARNESS_LLM_MAX_BYTES (8 MiB). Errors never carry the key.
 */
import { AgentRunError } from "../agent/errors.js";
import { envMs } from "./channel.js";

export interface MessagesCall {
  baseUrl: string;
  apiKey: string;
  model: string;
  prompt: string;
  env: NodeJS.ProcessEnv;
  maxTokens?: number;
}

export interface MessagesReply {
  text: string;
  model: string;
}

/** The model decider could not get an answer: the run stops with this one line (exit 1). */
export class LlmCallError extends AgentRunError {
  constructor(message: string) {
    super(`decider-llm: ${message}`);
    this.name = "LlmCallError";
  }
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function retries(env: NodeJS.ProcessEnv): number {
  const n = Number(env.COWORK_HARNESS_LLM_RETRIES ?? "2");
  return Number.isFinite(n) ? Math.min(10, Math.max(0, Math.floor(n))) : 2;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);

async function attempt(call: MessagesCall): Promise<{ reply?: MessagesReply; retry: boolean; error?: string }> {
  const timeoutMs = envMs(call.env, "COWORK_HARNESS_LLM_TIMEOUT_MS", 600_000);
  const maxBytes = envMs(call.env, "COWORK_HARNESS_LLM_MAX_BYTES", 8 * 1024 * 1024);
  const url = `${call.baseUrl.replace(/\/+$/, "")}/v1/messages`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": call.apiKey, "anthropic-version": "2023-06-01" },
      body: JSON.stringify({
        model: call.model,
        max_tokens: call.maxTokens ?? 512,
        messages: [{ role: "user", content: call.prompt }],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (e) {
    const why =
      e instanceof Error && e.name === "TimeoutError"
        ? `no reply within ${timeoutMs} ms`
        : `cannot reach ${new URL(url).origin} (${e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e)})`;
    return { retry: true, error: why };
  }
  const text = await res.text();
  if (Buffer.byteLength(text) > maxBytes) return { retry: false, error: `the reply is larger than ${maxBytes} bytes` };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!res.ok) {
    const msg =
      isObj(body) && isObj(body.error) && typeof body.error.message === "string"
        ? body.error.message.replace(/\s+/g, " ").slice(0, 200)
        : `HTTP ${res.status}`;
    const usageLimit =
      res.status === 429 && /usage|credit|limit reached/i.test(msg) && !/rate limit|overloaded|try again/i.test(msg);
    return {
      retry: !usageLimit && (res.status === 429 || res.status >= 500),
      error: `HTTP ${res.status} from the Messages API: ${msg}`,
    };
  }
  if (!isObj(body) || !Array.isArray(body.content))
    return { retry: false, error: "the Messages API reply has no content" };
  const out = body.content
    .filter((b): b is Obj => isObj(b) && b.type === "text" && typeof b.text === "string")
    .map((b) => b.text as string)
    .join("");
  return { reply: { text: out, model: typeof body.model === "string" ? body.model : call.model }, retry: false };
}

export async function callMessages(call: MessagesCall): Promise<MessagesReply> {
  const max = retries(call.env);
  let last = "";
  let tries = 0;
  for (let i = 0; i <= max; i++) {
    if (i > 0) await sleep(250 * i);
    tries++;
    const r = await attempt(call);
    if (r.reply) return r.reply;
    last = r.error ?? "failed";
    if (!r.retry) break;
  }
  throw new LlmCallError(`${last}${tries > 1 ? ` (${tries} attempts)` : ""}`);
}
