import { z } from 'zod';
import { followSchema, MAX_FOLLOWS } from './follow';
import { text } from './text';
import { LOCALE_TAGS, type LocaleTag } from '../domain/locales';

/** What a reader may be told about: each one switched on or off in the settings. */
export const PUSH_KINDS = ['start_list', 'moved', 'starting_soon', 'official', 'medal'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Minutes after midnight in the reader's zone: quiet hours from `from` to `to` (may wrap midnight). */
const minuteOfDay = z.number().int().min(0).max(1439);

export const pushPreferencesSchema = z.object({
  kinds: z.array(z.enum(PUSH_KINDS)).max(PUSH_KINDS.length),
  quiet: z.object({ from: minuteOfDay, to: minuteOfDay }).nullable(),
  time_zone: text(64).refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'timeZoneInvalid' },
  ),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** A browser's PushSubscription as `toJSON()` gives it, plus the reader's choices. */
export const pushSubscribeSchema = pushPreferencesSchema.extend({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    p256dh: z
      .string()
      .max(100)
      .regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'pushKeyInvalid'),
    auth: z
      .string()
      .max(40)
      .regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'pushKeyInvalid'),
  }),
  /** A guest's follows (kept on the device); an account's are read on the server. */
  follows: z.array(followSchema).max(MAX_FOLLOWS, 'tooManyFollows').default([]),
  locale: z.enum(LOCALE_TAGS as [LocaleTag, ...LocaleTag[]]).default('en-US'),
  /** The reader's spoiler-free mode: an official result or a medal is announced without its outcome. */
  spoiler_free: z.boolean().default(false),
});
export type PushSubscribe = z.input<typeof pushSubscribeSchema>;

/** A native app install's FCM registration token, with the same choices as a browser's subscription. */
export const pushDeviceSchema = pushSubscribeSchema.omit({ endpoint: true, keys: true }).extend({
  token: z
    .string()
    .max(4096)
    .regex(/^[A-Za-z0-9_:.-]+$/, 'pushKeyInvalid'),
  platform: z.enum(['android', 'ios']),
});
export type PushDevice = z.input<typeof pushDeviceSchema>;

/** Where a native install's notices go: FCM, by its token. */
export const FCM_ENDPOINT_PREFIX = 'fcm:';

export const pushUnsubscribeSchema = z.object({
  endpoint: z
    .string()
    .max(4200)
    .regex(/^(https?:\/\/|fcm:)\S+$/, 'pushKeyInvalid'),
});

export const pushConfigSchema = z.object({ public_key: z.string() });

export const pushSubscribedSchema = z.object({ ok: z.literal(true) });

/** What a notification carries, and nothing more: its text and where tapping it leads. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
