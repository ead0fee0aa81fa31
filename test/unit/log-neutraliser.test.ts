/**
 * Issue 36, class 8 (log side): the runner runs the legacy `##[command]` ANYWHERE in a line and
 * `::command::` after .NET's leading white space, which takes U+0085 (and U+2028, U+2029, NBSP…)
 * where JS's trimStart does not. Each hostile spelling below is first shown to be a command to the
 * runner (test/helpers/runner-commands.ts models its parser), then shown inert after neutraliseLog
 * and oneLogLine — and still readable. Our own annotation lines still pass.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { neutraliseLog, oneLogLine, startsWorkflowCommand, trustCommand } from "../../src/core/util/log-guard.js";
import { formatNotice, formatWorkflowCommand, wrapUntrusted } from "../../src/gate/report/annotations.js";
import { runnerCommands } from "../helpers/runner-commands.js";

const HOSTILE: Record<string, string> = {
  "legacy command mid-line (tool output)": "total: 5 rows ##[error]FORGED-MID",
  "legacy command at a line start": "##[warning]FORGED-START",
  "a file name holding LF then add-mask": "notes\n##[add-mask]FORGED-MASK.txt",
  "a file name holding LF then a :: command": "notes\n::error::FORGED-LF.txt",
  "stop-commands (legacy)": "x ##[stop-commands]tok1",
  "stop-commands": "::stop-commands::tok2",
  "CR then a command": "a\r::error file=x::FORGED-CR",
  "U+0085 then a command": "\u0085::error::FORGED-NEL",
  "a file name holding U+0085 then a command": "report\n\u0085::error::FORGED-NEL2.md",
  "U+2028 then a command": "\u2028::warning::FORGED-LS",
  "U+2029 then a command": "\u2029::warning::FORGED-PS",
  "VT then a command": "\v::error::FORGED-VT",
  "FF then a command": "\f::error::FORGED-FF",
  "NBSP then a command": "\u00a0::error::FORGED-NBSP",
  "BOM then a command": "\ufeff::error::FORGED-BOM",
  "zero-width space inside ##[": "a #\u200b#[error]FORGED-ZW",
  "word joiner inside ##[": "a ##\u2060[error]FORGED-WJ",
  "zero-width space before ::": "\u200b::error::FORGED-ZW2",
  "zero-width space inside ::": ":\u200b:error::FORGED-ZW3",
  "NUL inside ##[": "a #\u0000#[error]FORGED-NUL",
  "three hashes": "###[error]FORGED-3",
  "uppercase name": "x ##[ERROR]FORGED-UP",
};

describe("the runner's parser, as modelled, sees every hostile spelling as a command", () => {
  for (const [what, text] of Object.entries(HOSTILE)) {
    it(what, () => expect(runnerCommands(text).length).toBeGreaterThan(0));
  }
});

describe("neutraliseLog and oneLogLine leave the runner nothing to run", () => {
  for (const [what, text] of Object.entries(HOSTILE)) {
    it(what, () => {
      for (const out of [neutraliseLog(text), oneLogLine(text), neutraliseLog(`${text}\n${text}`)]) {
        expect(runnerCommands(out), JSON.stringify(out)).toEqual([]);
        expect(out.replace(/[^A-Z0-9-]/g, "")).toContain(
          text.replace(/[^A-Z0-9-]/g, "").replace(/^.*?(FORGED|tok)/, "$1"),
        ); // still shown
      }
      expect(oneLogLine(text)).not.toMatch(/[\n\r\v\f\u0085\u2028\u2029]/);
      expect(neutraliseLog(text)).not.toMatch(/[\r\v\f\u0085\u2028\u2029]/);
    });
  }

  it("legacy commands are broken visibly: ##[error] prints as #·#[error]", () => {
    expect(neutraliseLog("done ##[error]x")).toBe("done #·#[error]x");
    expect(oneLogLine("a\n##[add-mask]b")).toBe("a␊#·#[add-mask]b");
    expect(oneLogLine("a\u0085::error::b")).toBe("a␤::error::b");
    expect(neutraliseLog("\u0085::error::b")).toBe("␤::error::b"); // ␤ is no white space: the line does not start a command
    expect(neutraliseLog(" \u200b::error::b")).toBe("»  \u200b::error::b");
  });

  it("a random line holding a command never survives", () => {
    const piece = fc.constantFrom(
      "##[error]",
      "::error::",
      "::stop-commands::t",
      "\u0085",
      "\u2028",
      "\r",
      "\n",
      "\u200b",
      "#",
      "[",
      ":",
      " ",
      "x",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const text = parts.join("");
        expect(runnerCommands(neutraliseLog(text))).toEqual([]);
        expect(runnerCommands(oneLogLine(text))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("our own command lines still pass", () => {
  it("annotations, notices and the stop-commands wrapper are run as built", () => {
    const ann = formatWorkflowCommand({
      level: "error",
      file: "a\n##[x].yaml",
      line: 3,
      title: "t:1",
      message: "m ##[error]FORGED\u0085::error::x",
    });
    const notice = formatNotice("n");
    expect(neutraliseLog(`${ann}\n${notice}\n`)).toBe(`${ann}\n${notice}\n`);
    expect(runnerCommands(neutraliseLog(`${ann}\n`)).map((c) => c.name)).toEqual(["error"]);
    const wrapped = wrapUntrusted("::error::inside\n##[warning]inside", "tok3");
    expect(runnerCommands(neutraliseLog(wrapped)).map((c) => c.name)).toEqual(["stop-commands", "tok3"]);
  });

  it("a hostile line equal to no trusted line is neutralised even after others were trusted", () => {
    trustCommand("::notice::ours");
    expect(neutraliseLog("::notice::ours ")).toBe("» ::notice::ours ");
    expect(startsWorkflowCommand("x ##[error]y")).toBe(true);
  });
});
