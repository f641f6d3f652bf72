/** Where the shell's prerendered layout holds the remote's page: replaced by its body fragment. */
export const CONTENT_SLOT_ID = 'prerender-content-slot';
