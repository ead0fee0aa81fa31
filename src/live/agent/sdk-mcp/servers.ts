/**
 * The in-process SDK-MCP servers of the container tier (the reference's src/runtime/container.ts; docs/reference.md#recording-and-the-agent-protocol), answered over
 * `mcp_message`: `cowork` (present_files), `skills` (list_skills, suggest_skills) and `plugins`
 * (list_plugins, search_plugins, suggest_plugin_install). Each answers `initialize` (echoing the
 * client's protocol version), `tools/list` (every tool `_meta: {"anthropic/alwaysLoad": true}`) and
 * `tools/call`; any other method gets `{}`. The skills and plugins answers are deterministic, built
 * from what was staged.
 */
import type { McpHandler, McpReply } from "../mcp.js";
import { presentFiles, sessionRootId, type PresentFilesContext } from "./present-files.js";

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);

export const COWORK_MCP_TOOLS: readonly string[] = ["mcp__cowork__present_files"];
export const DISCOVERY_MCP_TOOLS: readonly string[] = [
  "mcp__skills__list_skills",
  "mcp__skills__suggest_skills",
  "mcp__plugins__list_plugins",
  "mcp__plugins__search_plugins",
  "mcp__plugins__suggest_plugin_install",
];
export const SDK_MCP_SERVER_NAMES: readonly string[] = ["cowork", "skills", "plugins"];

interface ToolDef {
  name: string;
  description: string;
  inputSchema: Obj;
  call(args: Obj): Promise<ToolResult> | ToolResult;
}

export interface ToolResult {
  content: { type: "text"; text: string }[];
  isError?: boolean;
  /** a follow-up user turn to inject (present_files promotion notice); stripped from the reply */
  notify?: string;
}

const text = (t: string, isError = false): ToolResult => ({ content: [{ type: "text", text: t }], ...(isError ? { isError: true } : {}) });

function server(name: string, tools: ToolDef[], onNotify?: (text: string) => void): McpHandler {
  return async (message: Obj): Promise<McpReply> => {
    const params = isObj(message.params) ? message.params : {};
    switch (message.method) {
      case "initialize":
        return {
          result: {
            protocolVersion: typeof params.protocolVersion === "string" ? params.protocolVersion : "2025-06-18",
            capabilities: { tools: {} },
            serverInfo: { name, version: "1.0.0" },
          },
        };
      case "tools/list":
        return { result: { tools: tools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema, _meta: { "anthropic/alwaysLoad": true } })) } };
      case "tools/call": {
        const tool = tools.find((t) => t.name === params.name);
        if (!tool) return { error: { code: -32601, message: `${name}: no tool named ${JSON.stringify(params.name)}` } };
        const out = await tool.call(isObj(params.arguments) ? params.arguments : {});
        const { notify, ...result } = out;
        if (notify) onNotify?.(notify);
        return { result };
      }
      default:
        return { result: {} };
    }
  };
}

export interface StagedSkill {
  /** the name the agent knows it by (`plugin:skill` for a plugin's skill) */
  name: string;
  description: string;
}

export interface StagedPlugin {
  name: string;
  description: string;
  /** where it is mounted, relative to the session root */
  path: string;
}

export interface SdkMcpContext extends PresentFilesContext {
  skills: readonly StagedSkill[];
  plugins: readonly StagedPlugin[];
  /** a present_files promotion notice to send as a user turn */
  onNotify?: (text: string) => void;
}

function words(s: string): string[] {
  return s.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2);
}

/** Items whose name or description shares a word with the query, best first, ties by name. */
function rank<T extends { name: string; description: string }>(items: readonly T[], query: string): T[] {
  const q = new Set(words(query));
  return items
    .map((it) => ({ it, score: words(`${it.name} ${it.description}`).filter((w) => q.has(w)).length }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.it.name.localeCompare(b.it.name))
    .map((x) => x.it);
}

const queryOf = (args: Obj): string => String(args.query ?? args.task ?? args.description ?? "");
const listing = (items: readonly { name: string; description: string }[], none: string): string =>
  items.length === 0 ? none : items.map((i) => `- ${i.name}: ${i.description}`).join("\n");

/** The three servers, by name, for RunAgentOptions.mcpServers. */
export function coworkSdkMcpServers(sdk: SdkMcpContext): Record<string, McpHandler> {
  // the session root's identity, taken once (before the agent runs): present_files checks it on every call
  const ctx: SdkMcpContext = { ...sdk, rootId: sdk.rootId ?? sessionRootId(sdk.hostRoot) };
  const querySchema = { type: "object", properties: { query: { type: "string" } }, required: ["query"] };
  return {
    cowork: server(
      "cowork",
      [
        {
          name: "present_files",
          description: "Present files to the user. Files in the session's scratchpad are copied into outputs first.",
          inputSchema: {
            type: "object",
            properties: { files: { type: "array", items: { type: "object", properties: { file_path: { type: "string" } }, required: ["file_path"] } } },
            required: ["files"],
          },
          call: (args) => presentFiles(ctx, args),
        },
      ],
      ctx.onNotify,
    ),
    skills: server("skills", [
      { name: "list_skills", description: "List the skills available in this session.", inputSchema: { type: "object", properties: {} }, call: () => text(listing(ctx.skills, "No skills are installed.")) },
      {
        name: "suggest_skills",
        description: "Suggest installed skills for a task.",
        inputSchema: querySchema,
        call: (args) => text(listing(rank(ctx.skills, queryOf(args)), "No installed skill matches.")),
      },
    ]),
    plugins: server("plugins", [
      { name: "list_plugins", description: "List the plugins installed in this session.", inputSchema: { type: "object", properties: {} }, call: () => text(listing(ctx.plugins, "No plugins are installed.")) },
      {
        name: "search_plugins",
        description: "Search the installed plugins.",
        inputSchema: querySchema,
        call: (args) => text(listing(rank(ctx.plugins, queryOf(args)), "No installed plugin matches.")),
      },
      {
        name: "suggest_plugin_install",
        description: "Suggest a plugin to install for a task.",
        inputSchema: querySchema,
        call: () => text("Plugin installation is not available in this session."),
      },
    ]),
  };
}
