// Browser-safe: the shell's app reads these to find and remove what a prerender wrote.

/** Marks head tags and content written by a prerender (removed once the app shows its own). */
export const PRERENDER_ATTRIBUTE = 'data-prerender';
/** On #root: the path whose HTML it holds. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';
