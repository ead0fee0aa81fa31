/**
 * Where a Python or Node script writes its files, read from its tokens: each write call (open in a
 * writing mode, Path.write_text, DataFrame.to_csv, fig.savefig, fs.writeFileSync, …) with its
 * target classified as a temporary location, a location outside the session, or kept (relative to
 * the session's working directory, under a session folder, or not known). A target held in a
 * variable is looked up through the variable's assignment (two levels deep).
 */
import { shown } from "./finding.js";
import { MAX_SPAN, callArgs, isCalled, type Token } from "./tokens.js";

export type Destination = "temp" | "outside" | "kept";

export interface ScriptWrite {
  call: string;
  line: number;
  dest: Destination;
  /** the literal or name that decided the destination */
  why: string;
}

export type ScriptLanguage = "python" | "node";

const TEMP_IDENTS: Record<ScriptLanguage, Set<string>> = {
  python: new Set([
    "tempfile",
    "gettempdir",
    "mkdtemp",
    "mkstemp",
    "NamedTemporaryFile",
    "TemporaryDirectory",
    "SpooledTemporaryFile",
    "TemporaryFile",
  ]),
  node: new Set(["tmpdir", "mkdtemp", "mkdtempSync"]),
};
const PY_PATH_ARG0 = new Set([
  "to_csv",
  "to_excel",
  "to_json",
  "to_parquet",
  "to_html",
  "to_pickle",
  "savefig",
  "save",
  "write_image",
  "to_file",
  "write_html",
]);
const PY_RECEIVER = new Set(["write_text", "write_bytes"]);
const PY_DEST_ARG1 = new Set(["copy", "copy2", "copyfile", "move", "copytree"]);
const NODE_ARG0 = new Set([
  "writeFileSync",
  "writeFile",
  "appendFileSync",
  "appendFile",
  "createWriteStream",
  "outputFile",
  "outputFileSync",
  "writeJson",
  "writeJsonSync",
]);
const NODE_ARG1 = new Set(["copyFileSync", "copyFile", "cpSync", "renameSync", "rename"]);

const punct = (t: Token | undefined, p: string): boolean => t?.kind === "punct" && t.text === p;

/** Classifies a literal path. */
export function literalDestination(text: string): Destination {
  const p = text.trim();
  if (
    p === "/tmp" ||
    p.startsWith("/tmp/") ||
    p.startsWith("/var/tmp") ||
    p.startsWith("/dev/shm") ||
    p.startsWith("$TMPDIR") ||
    p.startsWith("${TMPDIR")
  )
    return "temp";
  const windowsAbs = p.length > 2 && p[1] === ":" && (p[2] === "\\" || p[2] === "/");
  if ((p.startsWith("/") || p.startsWith("~") || windowsAbs) && !p.includes("/mnt/")) return "outside";
  return "kept";
}

/** name → the token lists assigned to it, in order (Python `x = …`, `with … as x`; JS `const x = …`, `x = …`). */
function assignments(tokens: readonly Token[]): Map<string, Token[][]> {
  const out = new Map<string, Token[][]>();
  const add = (name: string, expr: Token[]) => {
    const list = out.get(name) ?? [];
    list.push(expr);
    out.set(name, list);
  };
  let withAt = -1;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === "ident" && t.text === "with") withAt = i;
    if (
      t.kind === "ident" &&
      t.text === "as" &&
      tokens[i + 1]?.kind === "ident" &&
      withAt >= 0 &&
      i - withAt <= MAX_SPAN
    ) {
      add(tokens[i + 1]!.text, tokens.slice(withAt + 1, i));
      continue;
    }
    if (t.kind !== "ident" || !punct(tokens[i + 1], "=") || punct(tokens[i + 2], "=") || punct(tokens[i + 2], ">"))
      continue;
    const prev = tokens[i - 1];
    if (punct(prev, ".") || punct(prev, "=") || punct(prev, "!") || punct(prev, "<") || punct(prev, ">")) continue;
    const expr: Token[] = [];
    let depth = 0;
    for (let k = i + 2, end = Math.min(tokens.length, i + 2 + MAX_SPAN); k < end; k++) {
      const e = tokens[k]!;
      if (depth === 0 && (punct(e, ";") || (expr.length > 0 && e.line !== expr[expr.length - 1]!.line))) break;
      if (punct(e, "(") || punct(e, "[") || punct(e, "{")) depth++;
      if (punct(e, ")") || punct(e, "]") || punct(e, "}")) depth--;
      if (depth < 0) break;
      expr.push(e);
    }
    add(t.text, expr);
  }
  return out;
}

function classify(
  expr: readonly Token[],
  lang: ScriptLanguage,
  vars: Map<string, Token[][]>,
  depth: number,
): { dest: Destination; why: string } {
  for (let i = 0; i < expr.length; i++) {
    const t = expr[i]!;
    if (t.kind === "ident" && TEMP_IDENTS[lang].has(t.text)) return { dest: "temp", why: t.text };
    if (t.kind === "string" || t.kind === "template") return { dest: literalDestination(t.text), why: shown(t.text) };
    if (t.kind === "ident" && depth < 2 && !punct(expr[i - 1], ".")) {
      const assigned = vars.get(t.text);
      const last = assigned?.[assigned.length - 1];
      if (last) return classify(last, lang, vars, depth + 1);
    }
  }
  return { dest: "kept", why: "" };
}

/** The tokens of the receiver of the member call whose `.` is at `dot` (a name chain, or a call). */
function receiver(tokens: readonly Token[], dot: number): Token[] {
  let k = dot - 1;
  if (punct(tokens[k], ")")) {
    let depth = 0;
    for (const stop = Math.max(0, dot - MAX_SPAN); k >= stop; k--) {
      if (punct(tokens[k], ")")) depth++;
      else if (punct(tokens[k], "(") && --depth === 0) break;
    }
    k--;
  }
  for (let steps = 0; k > 0 && punct(tokens[k - 1], ".") && steps < MAX_SPAN; steps++) k -= 2;
  return tokens.slice(Math.max(k, 0), dot);
}

/** The value of a call argument, without a `name=` keyword prefix. */
function argValue(arg: readonly Token[] | undefined): Token[] {
  if (!arg) return [];
  return arg[0]?.kind === "ident" && punct(arg[1], "=") && !punct(arg[2], "=") ? arg.slice(2) : [...arg];
}

function pyOpenWrites(tokens: readonly Token[], open: number): boolean {
  const args = callArgs(tokens, open);
  const modeArg =
    args.find((a) => a[0]?.text === "mode" && punct(a[1], "=")) ??
    (args[1]?.[0]?.kind === "string" ? args[1] : undefined);
  const mode = argValue(modeArg)[0];
  return mode?.kind === "string" && /[wax+]/.test(mode.text);
}

export function scriptWrites(tokens: readonly Token[], lang: ScriptLanguage): ScriptWrite[] {
  const vars = assignments(tokens);
  const out: ScriptWrite[] = [];
  const push = (call: string, line: number, target: readonly Token[]) => {
    const c = classify(target, lang, vars, 0);
    out.push({ call, line, ...c });
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== "ident" || !isCalled(tokens, i)) continue;
    const member = punct(tokens[i - 1], ".");
    const args = () => callArgs(tokens, i + 1);
    if (lang === "python") {
      if (t.text === "open" && (!member || tokens[i - 2]?.text === "io") && pyOpenWrites(tokens, i + 1))
        push("open", t.line, argValue(args()[0]));
      else if (member && PY_RECEIVER.has(t.text)) push(t.text, t.line, receiver(tokens, i - 1));
      else if (member && PY_PATH_ARG0.has(t.text) && args().length > 0) push(t.text, t.line, argValue(args()[0]));
      else if (member && PY_DEST_ARG1.has(t.text) && tokens[i - 2]?.text === "shutil")
        push(`shutil.${t.text}`, t.line, argValue(args()[1]));
      else if (t.text === "NamedTemporaryFile" || t.text === "mkstemp")
        out.push({ call: t.text, line: t.line, dest: "temp", why: t.text });
    } else {
      if (NODE_ARG0.has(t.text)) push(t.text, t.line, argValue(args()[0]));
      else if (NODE_ARG1.has(t.text)) push(t.text, t.line, argValue(args()[1]));
    }
  }
  return out;
}
