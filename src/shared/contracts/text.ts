import { z } from 'zod';

/**
 * No input the API takes has a NUL character (U+0000), and PostgreSQL text cannot hold
 * one: it is refused with a message instead of failing in the database.
 */
// eslint-disable-next-line no-control-regex -- matching the control character is the point
export const NO_NUL = /^[^\u0000]*$/;

/**
 * Half of a UTF-16 surrogate pair without its other half: no character at all, and
 * PostgreSQL's jsonb refuses it (a note or a result's extras are stored there).
 */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when every UTF-16 surrogate in the text has its pair. */
export const wellFormed = (s: string) => !LONE_SURROGATE.test(s);

/** A free-text input: at most `max` characters, no NUL, no broken character. Messages are shared/i18n keys. */
export const text = (max: number) =>
  z.string().max(max, 'textTooLong').regex(NO_NUL, 'textNul').refine(wellFormed, 'textBrokenUnicode');
