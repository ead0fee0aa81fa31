/**
 * The semantic judge (the reference's live lane; docs/reference.md#the-live-lane): a model grades each rubric claim pass/fail
 * against the judged document, over the Messages API. The reply must carry exactly one distinct
 * grade covering every claim by index; anything else is an invalid grade, never a pass.
 * Where the judge is reached: the run's scripted model server when there is one (tests), else
 * the real API with the caller's key. With neither, there is no judge and the key says so.
 */
export const DEFAULT_JUDGE_MODEL = "claude-opus-4-8";
export const JUDGE_TIMEOUT_MS = 600_000;

export interface JudgeEndpoint {
  baseUrl: string;
  /** x-api-key; a scripted server accepts any */
  apiKey: string;
}

export interface ClaimGrade {
  index: number;
  claim: string;
  pass: boolean;
}

export interface JudgeOutcome {
  grades: ClaimGrade[];
  /** the model id the reply named */
  model: string;
}

/** The judge of this run, or undefined when no model can be reached. */
export function judgeEndpoint(scriptedUrl: string | undefined, env: NodeJS.ProcessEnv): JudgeEndpoint | undefined {
  if (scriptedUrl) return { baseUrl: scriptedUrl, apiKey: "scripted-judge" };
  const key = env.ANTHROPIC_API_KEY;
  if (!key) return undefined;
  return { baseUrl: env.ANTHROPIC_BASE_URL || "https://api.anthropic.com", apiKey: key };
}

export function judgeModel(perAssert: string | undefined, env: NodeJS.ProcessEnv): string {
  return perAssert ?? (env.COWORK_HARNESS_JUDGE_MODEL || DEFAULT_JUDGE_MODEL);
}

export function buildJudgePrompt(rubric: readonly string[], document: string): string {
  return [
    "You are a strict, literal grading judge. For each numbered claim below, decide whether the candidate answer satisfies it: pass (true) or fail (false). Grade every claim by its index; do not add, drop, merge or reorder claims.",
    "",
    "## Rubric",
    ...rubric.map((c, i) => `${i}. ${c}`),
    "",
    "## Candidate answer",
    document,
    "",
    "## Output",
    'Reply with strict JSON only, no code fences: one object per claim index 0..n-1, shaped {"results":[{"index":<n>,"pass":<bool>}, ...]}.',
  ].join("\n");
}

/** Every balanced top-level {...} group of `text`, string-literal aware. */
function objectGroups(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"' && depth > 0) inString = true;
    else if (c === "{") {
      if (depth === 0) start = i;
      depth++;
    } else if (c === "}" && depth > 0) {
      depth--;
      if (depth === 0) out.push(text.slice(start, i + 1));
    }
  }
  return out;
}

/** The grades of `reply`, aligned to the rubric by index; throws when there is not exactly one valid grade. */
export function parseJudgeResults(reply: string, rubric: readonly string[]): ClaimGrade[] {
  const n = rubric.length;
  const grades = new Map<string, boolean[]>();
  for (const group of objectGroups(reply)) {
    let v: unknown;
    try {
      v = JSON.parse(group);
    } catch {
      continue;
    }
    const results = (v as { results?: unknown } | null)?.results;
    if (!Array.isArray(results) || results.length !== n) continue;
    const passes: boolean[] = new Array<boolean>(n);
    let ok = true;
    for (const r of results) {
      const idx = (r as { index?: unknown }).index;
      const pass = (r as { pass?: unknown }).pass;
      if (
        typeof idx !== "number" ||
        typeof pass !== "boolean" ||
        !Number.isInteger(idx) ||
        idx < 0 ||
        idx >= n ||
        passes[idx] !== undefined ||
        Object.keys(r as object).length !== 2
      ) {
        ok = false;
        break;
      }
      passes[idx] = pass;
    }
    if (ok) grades.set(JSON.stringify(passes), passes);
  }
  if (grades.size !== 1) {
    throw new Error(
      `judge reply has ${grades.size === 0 ? "no" : "more than one"} valid grade for ${n} claim(s): ${reply.replace(/\s+/g, " ").slice(0, 300)}`,
    );
  }
  const passes = [...grades.values()][0]!;
  return rubric.map((claim, index) => ({ index, claim, pass: passes[index]! }));
}

export interface JudgeRequest {
  endpoint: JudgeEndpoint;
  model: string;
  rubric: readonly string[];
  document: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** One judge call: POST /v1/messages, the reply's text parsed into grades. */
export async function judgeOnce(req: JudgeRequest): Promise<JudgeOutcome> {
  const url = `${req.endpoint.baseUrl.replace(/\/+$/, "")}/v1/messages`;
  const res = await (req.fetchImpl ?? fetch)(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-api-key": req.endpoint.apiKey,
      "anthropic-version": "2023-06-01",
    },
    body: JSON.stringify({
      model: req.model,
      max_tokens: 2048,
      messages: [{ role: "user", content: buildJudgePrompt(req.rubric, req.document) }],
    }),
    signal: AbortSignal.timeout(req.timeoutMs ?? JUDGE_TIMEOUT_MS),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`judge model answered HTTP ${res.status}: ${text.replace(/\s+/g, " ").slice(0, 200)}`);
  const body = JSON.parse(text) as { model?: unknown; content?: unknown };
  const reply = Array.isArray(body.content)
    ? body.content
        .map((b) =>
          b && typeof b === "object" && (b as { type?: unknown }).type === "text"
            ? String((b as { text?: unknown }).text ?? "")
            : "",
        )
        .join("")
    : "";
  return {
    grades: parseJudgeResults(reply, req.rubric),
    model: typeof body.model === "string" ? body.model : req.model,
  };
}

/** One judge call, retried once when it throws; the second failure's message is returned instead. */
export async function judgeWithRetry(req: JudgeRequest): Promise<JudgeOutcome | { invalid: string }> {
  try {
    return await judgeOnce(req);
  } catch {
    try {
      return await judgeOnce(req);
    } catch (e) {
      return { invalid: (e instanceof Error ? e.message : String(e)).split("\n")[0]! };
    }
  }
}
