import { z } from "zod";

// Zod compiles object parsers with `new Function` when it may, and probes for that by trying it.
// Our CSP has no 'unsafe-eval', so browsers report even the caught probe as a violation. Import this
// first in any module that builds schemas in the browser; the server keeps the faster compiled path.
if (typeof document !== "undefined") z.config({ jitless: true });
