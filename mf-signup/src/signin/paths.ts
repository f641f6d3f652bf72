/** /signin opened straight at "Forgot Password?" (linked from the wizard's already-registered notice). */
export const FORGOT_PASSWORD_PATH = '/signin?forgot=true';
