/** Query keys of the auth feature start here, so a logout can drop the whole family. */
export const AUTH_KEY = ['auth'] as const;
