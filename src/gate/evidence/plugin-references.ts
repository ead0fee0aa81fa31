/** `references/…` or `scripts/…` tail of a Read inside a mounted plugin (spec/replay.md §4.4), else undefined. */
export function pluginReferenceTail(filePath: unknown): string | undefined {
  if (typeof filePath !== "string") return undefined;
  if (!filePath.includes(".local-plugins/") && !filePath.includes(".remote-plugins/")) return undefined;
  const m = /(?:^|\/)((?:references|scripts)\/.+)$/.exec(filePath);
  return m?.[1];
}
