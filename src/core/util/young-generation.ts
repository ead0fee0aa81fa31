/**
 * Peak memory while a large file is folded line by line. Each line is read, parsed and mostly
 * dropped, but the evidence kept from it survives the young generation's collections, and V8
 * answers that survival by doubling the young generation — up to 16 MB per semi-space on Node
 * 20 and 32 MB on Node 24, tens of MB of resident memory the fold never needs at once (the live
 * heap of a 40 MB replay is under 20 MB). Holding the young generation at its size costs no CPU
 * measured there (scavenges stay cheap: little survives each one) and takes the peak from 2.1×
 * to about 1× the file size above the runtime's baseline, on both. The flag is read by V8 each
 * time it would grow the space, so setting it at run time works; it stays set for the process.
 */
let held = false;

export async function holdYoungGeneration(): Promise<void> {
  if (held) return;
  held = true;
  try {
    const v8 = await import("node:v8");
    v8.setFlagsFromString("--semi-space-growth-factor=1");
  } catch {
    // a runtime without the flag: the peak is only higher
  }
}
