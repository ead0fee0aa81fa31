// Entry point of the Action image (see Dockerfile).
//
// GitHub starts container actions as root, with the checkout mounted at /github/workspace and
// owned by the runner's user. Files the Action writes there as root (results, re-recorded
// cassettes) would then break later steps and the next checkout. So, when started as root,
// this drops to the uid:gid that owns the workspace and only then loads the Action bundle.
//
// The switch happens inside this Node process on purpose: a POSIX shell wrapper (dash) silently
// drops environment variables whose names contain "-", and GitHub passes inputs such as
// INPUT_CHECK-RUN and INPUT_GITHUB-TOKEN exactly that way.
import { accessSync, constants, statSync } from "node:fs";

function dropToWorkspaceOwner(env) {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return;
  const workspace = env.GITHUB_WORKSPACE || "/github/workspace";
  let owner;
  try {
    owner = statSync(workspace);
  } catch {
    return; // no workspace mounted: nothing to protect
  }
  if (owner.uid === 0) return;
  // The engine's socket (GitHub mounts the runner's /var/run/docker.sock, root:docker 0660): keep its
  // group, or the container tier could not start its sibling containers once we are not root.
  const groups = [];
  try {
    const sock = statSync(env.DOCKER_HOST?.startsWith("unix://") ? env.DOCKER_HOST.slice(7) : "/var/run/docker.sock");
    if (sock.isSocket() && sock.gid !== owner.gid) groups.push(sock.gid);
  } catch {
    /* no socket: record at fidelity: container then says there is no container runtime */
  }
  process.setgroups(groups);
  process.setgid(owner.gid);
  process.setuid(owner.uid);
  // GitHub sets HOME=/github/home, owned by the runner. Elsewhere HOME may be root's own
  // (/root, mode 0700), which git refuses to read from once we are not root.
  try {
    accessSync(env.HOME || "/root", constants.R_OK | constants.X_OK);
  } catch {
    env.HOME = "/tmp";
  }
  process.stdout.write(`::debug::cowork-harness runs as ${owner.uid}:${owner.gid}, the owner of ${workspace}\n`);
}

dropToWorkspaceOwner(process.env);
await import("./dist/action.js");
