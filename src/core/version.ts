import pkg from "../../package.json" with { type: "json" };

/** The tool's own version, as published in package.json. */
export const TOOL_VERSION: string = pkg.version;
export const TOOL_NAME = "cowork-harness";
