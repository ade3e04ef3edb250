import { z } from 'zod';
import {
  CONTENT_KINDS,
  CONTENT_LANGUAGES,
  PAGE_SLUGS,
  PLACE_TYPES,
  type ContentKind,
} from '../domain/content-values';
import { DISCIPLINE_CODES } from '../domain/disciplines';
import { isoDate, localizedTextSchema, rowId, rowIdParam } from './common';
import { text } from './text';
import { courseFieldsSchema } from './course-fields';
import { photoAlbumFieldsSchema } from './photo-album-fields';
import { triviaFieldsSchema } from './trivia';
import { videoFieldsSchema } from './video-fields';

/**
 * The organisers' content: one model for every kind (places, ambassadors, sponsors,
 * information pages, shuttle lines, venue details). Each item has a title and a text
 * per language, English required; a missing language falls back to English for
 * readers, and the admin list says what is still untranslated.
 */

// The fixed values live apart from the schemas (pages that only list them load no zod).
export {
  COMMUNICATION_PRIORITIES,
  CONTENT_KINDS,
  CONTENT_LANGUAGES,
  IMAGE_WIDTHS,
  PAGE_SLUGS,
  PLACE_TYPES,
  SPONSOR_TIERS,
  UPLOAD_LIMITS,
  type ContentKind,
  type ContentLanguage,
  type PlaceType,
} from '../domain/content-values';

// ---------------------------------------------------------------- translations

const translationInput = z.object({
  title: text(200).trim().min(1, 'required'),
  text: text(20_000).default(''),
});
/** English required; the other languages optional until translated. */
export const translationsInputSchema = z.object({
  en: translationInput,
  es: translationInput.optional(),
  pt: translationInput.optional(),
  az: translationInput.optional(),
});
export type TranslationsInput = z.infer<typeof translationsInputSchema>;

// ---------------------------------------------------------------- files

const fileId = z.uuid();

/** A stored, re-encoded image: modern sources with a fallback, all with long-lived URLs. */
export const imageSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** `srcset` strings by MIME type, best first (e.g. image/avif, image/webp). */
  sources: z.array(z.object({ type: z.string(), srcset: z.string() })),
  /** The fallback (JPEG or PNG) at a middle width, for `<img src>`. */
  src: z.string(),
});
export type ContentImage = z.infer<typeof imageSchema>;

export const documentFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  file_name: z.string(),
  bytes: z.number().int(),
});
export type ContentDocumentFile = z.infer<typeof documentFileSchema>;

/** An uploaded WebM or MP4 with what ffmpeg found in it (nothing when the server has no ffmpeg). */
export const videoFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  mime: z.string(),
  file_name: z.string(),
  bytes: z.number().int(),
  duration_s: z.number().int().nullable(),
  /** A frame from the start, stored as an image like any other. */
  poster: imageSchema.nullable(),
});
export type ContentVideoFile = z.infer<typeof videoFileSchema>;

export const uploadAnswerSchema = z.object({
  kind: z.enum(['image', 'pdf', 'video']),
  image: imageSchema.nullable(),
  document: documentFileSchema.nullable(),
  video: videoFileSchema.nullable().default(null),
});

// ---------------------------------------------------------------- per-kind fields

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeFormat');
const phone = text(40).regex(/^[+0-9 ()-]*$/, 'phoneFormat');

export const placeFieldsSchema = z.object({
  type: z.enum(PLACE_TYPES),
  address: text(300),
  phone,
  /** Opening hours as the organisers write them ("24 h", "08:00–20:00"). */
  hours: text(120).default(''),
  latitude: latitude.nullable(),
  longitude: longitude.nullable(),
  image_id: fileId.nullable().default(null),
});

export const ambassadorFieldsSchema = z.object({
  role: z.enum(['athlete', 'professor']),
  discipline: z.enum(DISCIPLINE_CODES).nullable(),
  /** Days (in the games' calendar) the ambassador is on site. */
  available_days: z.array(isoDate).max(60),
  image_id: fileId.nullable().default(null),
});

export const sponsorFieldsSchema = z.object({
  tier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  url: z.url({ protocol: /^https?$/ }).max(500),
  image_id: fileId.nullable().default(null),
});

export const pageFieldsSchema = z.object({
  slug: z.enum(PAGE_SLUGS),
  /** PDFs attached to the page (shift documents, the transport guide). */
  document_ids: z.array(fileId).max(20).default([]),
});

export const transportStopSchema = z.object({
  name: text(120).trim().min(1, 'required'),
  /** The venue this stop serves, for "next matches at this stop". */
  venue_code: z.string().max(20).nullable(),
  /** Minutes after the line's departure from its first stop. */
  offset_min: z.number().int().min(0).max(600),
});
export const transportLineFieldsSchema = z.object({
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colorFormat'),
  stops: z.array(transportStopSchema).min(2).max(40),
  /** Departures from the first stop, every day of the games, in the games' time zone. */
  departures: z.array(hhmm).min(1).max(200),
});

export const venueFieldsSchema = z.object({
  /** The competition venue (from the results feed) these details belong to. */
  venue_code: z.string().min(1).max(20),
  address: text(300),
  image_id: fileId.nullable().default(null),
});

/** An official report or communication: how urgent it is, and its PDFs. */
export const communicationFieldsSchema = z.object({
  priority: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  document_ids: z.array(fileId).max(20).default([]),
});

export const contentFieldsByKind = {
  place: placeFieldsSchema,
  ambassador: ambassadorFieldsSchema,
  sponsor: sponsorFieldsSchema,
  page: pageFieldsSchema,
  transport_line: transportLineFieldsSchema,
  venue: venueFieldsSchema,
  /** Questions and answers of a trivia; title and description are the translations. */
  trivia: triviaFieldsSchema,
  /** Official videos, live streams and the safe-sport video. */
  video: videoFieldsSchema,
  official_report: communicationFieldsSchema,
  communication: communicationFieldsSchema,
  /** Official photos of one day and sport; title and text are the album's. */
  photo_album: photoAlbumFieldsSchema,
  /** A course's lessons (videos and PDFs); title and text are the course's. */
  course: courseFieldsSchema,
} as const satisfies Record<ContentKind, z.ZodType>;

export type ContentFields<K extends ContentKind> = z.infer<(typeof contentFieldsByKind)[K]>;

// ---------------------------------------------------------------- admin

const inputOf = <K extends ContentKind>(kind: K) =>
  z.object({
    kind: z.literal(kind),
    published: z.boolean().default(false),
    translations: translationsInputSchema,
    fields: contentFieldsByKind[kind],
  });

/** Create or replace an item (the whole item: what the admin form holds). */
export const contentInputSchema = z.discriminatedUnion('kind', [
  inputOf('place'),
  inputOf('ambassador'),
  inputOf('sponsor'),
  inputOf('page'),
  inputOf('transport_line'),
  inputOf('venue'),
  inputOf('trivia'),
  inputOf('video'),
  inputOf('official_report'),
  inputOf('communication'),
  inputOf('photo_album'),
  inputOf('course'),
]);
export type ContentInput = z.infer<typeof contentInputSchema>;

export const contentIdParams = z.object({ id: rowIdParam });
export const contentKindQuery = z.object({ kind: z.enum(CONTENT_KINDS) });
export const reorderInputSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  /** Every item of the kind, in the new order. */
  ids: z.array(rowId).min(1).max(1000),
});
export const publishInputSchema = z.object({ published: z.boolean() });

export const adminContentItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  position: z.number().int(),
  published: z.boolean(),
  translations: translationsInputSchema,
  fields: z.record(z.string(), z.unknown()),
  /** Languages with no title yet: readers see English there. */
  untranslated: z.array(z.enum(CONTENT_LANGUAGES)),
  /** Images and PDFs the item refers to, resolved for previews. */
  images: z.record(z.string(), imageSchema),
  documents: z.record(z.string(), documentFileSchema),
  /** The uploaded video a video item plays. */
  videos: z.record(z.string(), videoFileSchema).optional(),
  updated_at: z.string(),
});
export type AdminContentItem = z.infer<typeof adminContentItemSchema>;
export const adminContentAnswerSchema = z.object({ items: z.array(adminContentItemSchema) });

// ---------------------------------------------------------------- public reads

/** Title and text in every language, English filled in where a translation is missing. */
const publicBase = z.object({ id: z.number().int(), title: localizedTextSchema, text: localizedTextSchema });

export const publicPlaceSchema = publicBase.extend({
  type: z.enum(PLACE_TYPES),
  address: z.string(),
  phone: z.string(),
  hours: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  image: imageSchema.nullable(),
});
export const placesQuerySchema = z.object({ type: z.enum(PLACE_TYPES) });
export const placesAnswerSchema = z.object({ items: z.array(publicPlaceSchema) });

export const publicAmbassadorSchema = publicBase.extend({
  role: z.enum(['athlete', 'professor']),
  discipline: z.string().nullable(),
  available_days: z.array(z.string()),
  image: imageSchema.nullable(),
});
export const ambassadorsAnswerSchema = z.object({ items: z.array(publicAmbassadorSchema) });

export const publicSponsorSchema = publicBase.extend({
  tier: z.number().int(),
  url: z.string(),
  image: imageSchema.nullable(),
});
export const sponsorsAnswerSchema = z.object({ items: z.array(publicSponsorSchema) });

export const pageParams = z.object({ slug: z.enum(PAGE_SLUGS) });
export const publicPageSchema = publicBase.extend({
  slug: z.enum(PAGE_SLUGS),
  documents: z.array(documentFileSchema),
});

export const publicTransportLineSchema = publicBase.extend({
  color: z.string(),
  stops: z.array(transportStopSchema),
  departures: z.array(z.string()),
});
export const transportAnswerSchema = z.object({
  lines: z.array(publicTransportLineSchema),
  /** The transport guide, when the organisers published one. */
  guide: publicPageSchema.nullable(),
  /** The games' time zone: departures are wall-clock times there. */
  time_zone: z.string(),
});

/** Venue details the organisers add to a feed venue. */
export const venueDetailsSchema = z.object({
  address: z.string().nullable(),
  text: localizedTextSchema.nullable(),
  image: imageSchema.nullable(),
});
