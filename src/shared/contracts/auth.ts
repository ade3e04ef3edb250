import { z } from 'zod';
import { NO_NUL, wellFormed } from './text';

/**
 * The accounts contract. Messages are keys of shared/i18n/auth-messages,
 * translated by the server for its answers and by the forms under each field.
 */
export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 8;
export const CPF_MIN = 8;
export const CPF_MAX = 11;
/** Upper bounds checked before anything is hashed or looked up. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 256;
const LOGIN_NAME_MAX = 254;

const required = (key: string) => z.string({ error: key }).trim().min(1, key);

export const usernameField = required('usernameRequired')
  .min(USERNAME_MIN, 'usernameMin')
  .max(40, 'usernameFormat')
  .regex(/^[\p{L}\p{N}._-]+$/u, 'usernameFormat');
export const emailField = required('emailRequired')
  .max(EMAIL_MAX, 'emailInvalid')
  .pipe(z.email('emailInvalid'));
export const cpfField = required('cpfRequired')
  .regex(/^[A-Za-z0-9]+$/, 'cpfFormat')
  .min(CPF_MIN, 'cpfLength')
  .max(CPF_MAX, 'cpfLength');
// Passwords are not trimmed: spaces are characters the user chose.
export const passwordField = z
  .string({ error: 'passwordRequired' })
  .min(1, 'passwordRequired')
  .min(PASSWORD_MIN, 'passwordMin')
  .max(PASSWORD_MAX, 'passwordMax')
  .regex(NO_NUL, 'textNul');
const repeatField = z
  .string({ error: 'repeatPasswordRequired' })
  .min(1, 'repeatPasswordRequired')
  .max(PASSWORD_MAX, 'passwordMax')
  .regex(NO_NUL, 'textNul');

const passwordsMatch = (v: { password: string; repeatPassword: string }) => v.password === v.repeatPassword;
const mismatch = { path: ['repeatPassword'], message: 'passwordsMismatch' };

/**
 * The identity document a sign-up asks for, set per games: the CPF (8 to 11 letters or
 * digits), or none, when the games have no use for it and so must not collect it.
 */
export const SIGNUP_DOCUMENTS = ['cpf', 'none'] as const;
export type SignupDocument = (typeof SIGNUP_DOCUMENTS)[number];

/** Sign-up for games that ask for `document`; without one, a number sent anyway is dropped. */
export const signupSchemaFor = (document: SignupDocument) =>
  z
    .object({
      username: usernameField,
      email: emailField,
      cpf:
        document === 'cpf'
          ? cpfField
          : z
              .string()
              .max(PASSWORD_MAX)
              .optional()
              .transform(() => ''),
      password: passwordField,
      repeatPassword: repeatField,
    })
    .refine(passwordsMatch, mismatch);
export const signupSchema = signupSchemaFor('cpf');
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  username: required('usernameRequired')
    .max(LOGIN_NAME_MAX, 'textTooLong')
    .regex(NO_NUL, 'textNul')
    .refine(wellFormed, 'textBrokenUnicode'),
  password: z
    .string({ error: 'passwordRequired' })
    .min(1, 'passwordRequired')
    .max(PASSWORD_MAX, 'passwordMax')
    .regex(NO_NUL, 'textNul')
    .refine(wellFormed, 'textBrokenUnicode'),
  /** 'token' (native app): the session comes back as a bearer token instead of a cookie. */
  session: z.enum(['cookie', 'token']).default('cookie'),
});
export type LoginInput = z.input<typeof loginSchema>;

export const restoreRequestSchema = z.object({ email: emailField });
export const restoreConfirmSchema = z
  .object({
    token: z.string().min(20).max(200).regex(NO_NUL, 'textNul'),
    password: passwordField,
    repeatPassword: repeatField,
  })
  .refine(passwordsMatch, mismatch);

export const USER_TYPES = [
  'admin',
  'athlete',
  'coach',
  'manager',
  'referee',
  'staff',
  'volunteer',
  'user',
] as const;
export type UserType = (typeof USER_TYPES)[number];

export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  organisation: z.string().nullable(),
  points: z.number().int(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResultSchema = z.object({
  user: sessionUserSchema,
  message: z.string(),
  token: z.string().optional(),
});

export const messageSchema = z.object({ message: z.string() });
