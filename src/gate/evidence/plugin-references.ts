/** `references/…` or `scripts/…` tail of a Read inside a mounted plugin (the reference's src/run/run.ts; docs/reference.md#replay-and-assertions), else undefined. */
export function pluginReferenceTail(filePath: unknown): string | undefined {
  if (typeof filePath !== "string") return undefined;
  if (!filePath.includes(".local-plugins/") && !filePath.includes(".remote-plugins/")) return undefined;
  const m = /(?:^|\/)((?:references|scripts)\/.+)$/.exec(filePath);
  return m?.[1];
}
