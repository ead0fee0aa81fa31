/**
 * The model script: a YAML list of turns the scripted Messages API server plays back, one turn per
 * `POST /v1/messages`. A turn either responds with content blocks (text / tool_use) or injects a
 * fault (hang, HTTP 429/500, dropped connection); `expect` states what the request must carry.
 */
import * as z from "../schema/zod.js";
import { nonEmptyString as nonEmpty, nonNegativeInt as tokenCount } from "../schema/zod-shapes.js";

const ExpectSchema = z.strictObject({
  /** some tool_result in the newest user message starts with this text */
  tool_result_startswith: z.optional(nonEmpty),
  /** some tool_result in the newest user message contains this text */
  tool_result_contains: z.optional(nonEmpty),
  /** the newest user message (all its text, tool results included) contains this text */
  user_contains: z.optional(nonEmpty),
  /** the request's system prompt (all its text) contains this text */
  system_contains: z.optional(nonEmpty),
});

const TextBlockSchema = z.strictObject({ text: z.string() });

const ToolUseBlockSchema = z.strictObject({
  tool_use: z.strictObject({
    name: nonEmpty,
    input: z._default(z.record(z.string(), z.unknown()), {}),
    id: z.optional(nonEmpty),
  }),
});

export const ResponseBlockSchema = z.union([TextBlockSchema, ToolUseBlockSchema]);

/**
 * The token counts the turn reports instead of the estimate (4 characters per token): the agent
 * prices them, so a script can make a run report a known spend (`total_cost_usd` of its result).
 */
const UsageSchema = z.strictObject({
  input_tokens: z.optional(tokenCount),
  output_tokens: z.optional(tokenCount),
  cache_creation_input_tokens: z.optional(tokenCount),
  cache_read_input_tokens: z.optional(tokenCount),
});

export const FAULT_KINDS = ["hang", "429", "500", "drop"] as const;

export const TurnSchema = z
  .strictObject({
    expect: z.optional(ExpectSchema),
    respond: z.optional(z.array(ResponseBlockSchema).check(z.minLength(1))),
    fault: z.optional(z.enum(FAULT_KINDS)),
    usage: z.optional(UsageSchema),
  })
  .check(
    z.refine((t) => (t.respond === undefined) !== (t.fault === undefined), {
      message: "a turn needs exactly one of respond or fault",
    }),
  );

export const ModelScriptSchema = z.strictObject({
  /** the model id echoed in responses (default: the model the request named) */
  model: z.optional(nonEmpty),
  turns: z.array(TurnSchema).check(z.minLength(1)),
});

export type TurnUsage = z.infer<typeof UsageSchema>;
export type TurnExpect = z.infer<typeof ExpectSchema>;
export type ResponseBlock = z.infer<typeof ResponseBlockSchema>;
export type FaultKind = (typeof FAULT_KINDS)[number];
export type ScriptTurn = z.infer<typeof TurnSchema>;
export type ModelScript = z.infer<typeof ModelScriptSchema>;
