import { z } from "zod";

/**
 * zod, set never to compile code at run time: its fast path for objects is built with `new Function`,
 * and even its probe for whether that is allowed is reported as a violation of the pages'
 * Content-Security-Policy (script-src has no 'unsafe-eval'). The setting must come before any schema
 * is made, so every module takes `z` from here, never from "zod" (eslint.config.js holds it).
 */
z.config({ jitless: true });

export { z };
