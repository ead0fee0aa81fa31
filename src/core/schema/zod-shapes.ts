/** The small shapes our models share (src/core/schema/zod.ts's zod), each defined once. */
import * as z from "./zod.js";

/** A string of at least one character. */
export const nonEmptyString = z.string().check(z.minLength(1));
/** An integer > 0 (in the safe-integer range). */
export const positiveInt = z.number().check(z.int(), z.positive());
/** An integer ≥ 0 (in the safe-integer range). */
export const nonNegativeInt = z.number().check(z.int(), z.nonnegative());
