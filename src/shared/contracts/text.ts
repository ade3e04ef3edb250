import { z } from 'zod';

/**
 * No input the API takes has a NUL character (U+0000), and PostgreSQL text cannot hold
 * one: it is refused with a message instead of failing in the database.
 */
// eslint-disable-next-line no-control-regex -- matching the control character is the point
export const NO_NUL = /^[^\u0000]*$/;

/** A free-text input: at most `max` characters and no NUL. Messages are shared/i18n keys. */
export const text = (max: number) => z.string().max(max, 'textTooLong').regex(NO_NUL, 'textNul');
