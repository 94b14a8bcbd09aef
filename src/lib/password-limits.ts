/** How long a new password may be, in characters (the server rule and the forms' input limits). */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
