/**
 * The zod our models are written in: zod/mini (functional checks, `z.optional(x)` rather than
 * `x.optional()`), with zod's English messages. Its classic API gives every schema instance some
 * forty methods when it is built, and loading it plus building our models took ~20 ms of every
 * command's start; zod/mini is a fraction of the code and builds schemas bare. Same core, same
 * issues, same messages. Import it as `import * as z from "…/schema/zod.js"` (a namespace import
 * the bundler can still prune), never from "zod" directly.
 */
import { config, locales } from "zod/mini";

config(locales.en());

export * from "zod/mini";
