/**
 * A cassette file name made from a scenario name must be checkable-out on every OS: no path
 * separators or `..` (it would escape the output directory), none of the characters Windows
 * refuses (`< > : " / \ | ? *`, control characters), no trailing dot or space, and not a
 * reserved device name (CON, PRN, AUX, NUL, COM1-9, LPT1-9, with any extension). Checked before
 * the agent runs. Pure.
 */
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f]/;
const RESERVED = /^(?:con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(?:\..*)?$/i;

/** Why `name` cannot be a file name on some OS, or undefined when it can. */
export function unsafeFileNameReason(name: string): string | undefined {
  if (name === "" || name === "." || name === "..") return "it is empty or a dot name";
  if (name.includes("..")) return "it contains '..'";
  const bad = FORBIDDEN.exec(name);
  if (bad)
    return `it contains ${JSON.stringify(bad[0])}, which ${bad[0] === "/" || bad[0] === "\\" ? "is a path separator" : "Windows does not allow in file names"}`;
  if (/[. ]$/.test(name)) return "it ends with a dot or a space (Windows drops them)";
  if (RESERVED.test(name)) return `${name.split(".")[0]} is a reserved device name on Windows`;
  if (Buffer.byteLength(name) > 200) return "it is longer than 200 bytes";
  return undefined;
}

/** A safe file stem for a name: each unsafe character becomes "-", a reserved name gets "_" appended. */
export function safeFileStem(name: string): string {
  let s = name
    .replace(/[<>:"/\\|?*\u0000-\u001f]+/g, "-")
    .replace(/\.\.+/g, ".")
    .replace(/[. ]+$/, "")
    .replace(/\s+/g, "-");
  s = s.replace(/^[.-]+/, "");
  if (s === "") s = "scenario";
  if (RESERVED.test(s)) s = `${s}_`;
  return s.slice(0, 200);
}
