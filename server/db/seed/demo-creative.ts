import type { DemoCreativePiece } from "./demo-types.ts";
import { DEMO_POETRY } from "./creative/poetry.ts";
import { DEMO_PROSE_AND_PICTURES } from "./creative/prose-and-pictures.ts";

/** Demo creative pieces for Borderland Times, across the four types. */
export const DEMO_CREATIVE: DemoCreativePiece[] = [...DEMO_POETRY, ...DEMO_PROSE_AND_PICTURES];
