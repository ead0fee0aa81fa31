/** Fails the conformance suite at once, in one line naming the variable to set, when its data is missing. */
import { corpusProblem } from "./corpus.js";

export default function setup(): void {
  const problem = corpusProblem();
  if (problem) {
    const err = new Error(problem);
    err.stack = `Error: ${problem}`;
    throw err;
  }
}
