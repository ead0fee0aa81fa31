/**
 * Whether model-visible text names a path on the machine that runs Cowork (the reference's live lane ; docs/reference.md#the-live-lane): one of the host roots, at the start of the text, after a separator, or inside a
 * `file://` URL. Checked on the raw text, then on a URL-decoded, `\`→`/` copy when that differs.
 * `/tmp` and `/sessions/…` are the sandbox's own and never count.
 */
const ROOTS = ["/Users/", "/opt/cowork/", "/home/", "/root/", "/private/var/", "/var/folders/", "/Volumes/"];
const ROOT_ALT = ROOTS.map((r) => r.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|");
const HOST_PATH = new RegExp(`(?:^|[\\s"'(=:]|file://[^/\\s]*)(?:${ROOT_ALT})`);

function decoded(text: string): string {
  const unescaped = text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
  return unescaped.replace(/\\/g, "/");
}

export function hostPathLeaked(text: string): boolean {
  if (HOST_PATH.test(text)) return true;
  const copy = decoded(text);
  return copy !== text && HOST_PATH.test(copy);
}
