/**
 * Runs a shell script in the agent image and returns what it printed: what the image holds (the
 * capability probe, the reference's live lane; docs/reference.md#the-live-lane), asked of the image itself rather than assumed.
 *
 *   run --rm --name cowork-probe-<token> --label <owner> --network none
 *       --cap-drop ALL --security-opt no-new-privileges --read-only --tmpfs /tmp… --pids-limit …
 *       --user <uid>:<gid> <image> sh -c <script>
 *
 * No network, no mount, sealed as the helpers are, as the invoking user (the uid the agent runs
 * as). One answer per (runtime, image id, script) per process: a repeated run asks once.
 */
import { createHash } from "node:crypto";
import { invokingUser, LOCKDOWN_FLAGS } from "./agent-container.js";
import { objectToken, ownerLabelArgs } from "./owner.js";
import { execRuntime, type ContainerRuntime } from "./runtime.js";

export type ImageProbeOutput = { stdout: string } | { why: string };

const answers = new Map<string, ImageProbeOutput>();

export function imageProbeArgs(
  image: string,
  script: string,
  name: string,
  user: string | undefined,
  labels: readonly string[],
): string[] {
  return [
    "run",
    "--rm",
    "--name",
    name,
    ...labels,
    "--network",
    "none",
    ...LOCKDOWN_FLAGS,
    ...(user ? ["--user", user] : []),
    image,
    "sh",
    "-c",
    script,
  ];
}

/** `imageId`: the image's config id when known (a tag can move between two runs of one process). */
export function runImageProbe(
  rt: ContainerRuntime,
  image: string,
  imageId: string | undefined,
  script: string,
  timeoutMs = 60_000,
): ImageProbeOutput {
  const key = `${rt.command}\n${imageId ?? image}\n${createHash("sha256").update(script).digest("hex")}`;
  const known = answers.get(key);
  if (known) return known;
  const r = execRuntime(
    rt,
    imageProbeArgs(image, script, `cowork-probe-${objectToken()}`, invokingUser(), ownerLabelArgs()),
    { timeoutMs },
  );
  const out: ImageProbeOutput =
    r.code === 0
      ? { stdout: r.stdout }
      : {
          why: `${rt.kind} run of ${image} ended ${r.code === -1 ? "without an exit code (timed out or killed)" : `with exit ${r.code}`}: ${(r.stderr.trim() || r.stdout.trim()).split("\n").pop()?.slice(0, 200) ?? ""}`,
        };
  // a failure may be passing (the engine busy): only an answer is kept
  if ("stdout" in out) answers.set(key, out);
  return out;
}
