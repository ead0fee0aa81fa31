#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/gate/github/pr-target.ts
var PR_TARGET_OPT_IN = "allow-pull-request-target-rerun";
function pullRequestTargetRefusal(eventName, optedIn, what, howToOptIn) {
  if (eventName !== "pull_request_target" || optedIn) return void 0;
  return `${what} is refused on pull_request_target: it would run the pull request's code with the base repository's write token and secrets \u2014 run it on: pull_request (a fork's token is read-only), or set ${howToOptIn} to accept that risk (see SECURITY.md)`;
}

export {
  PR_TARGET_OPT_IN,
  pullRequestTargetRefusal
};
