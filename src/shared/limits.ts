/** Limits of spec section 9 and the issues; kept apart from the schemas so the client can use them without zod. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
export const NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const HINT_MAX = 30;
