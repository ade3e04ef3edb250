import type { z } from 'zod';
import type { UseFormReturn } from 'react-hook-form';
import {
  CONTENT_LANGUAGES,
  type AdminContentItem,
  type ContentKind,
  type ContentInput,
  type contentInputSchema,
} from '../../../../shared/contracts/content';
import { DEFAULT_POINTS_PER_QUESTION } from '../../../../shared/contracts/trivia';

/** What the form holds: the shared input before its defaults are applied. */
export type ContentFormValues = z.input<typeof contentInputSchema>;

const emptyTranslation = { title: '', text: '' };

/** A new item's fields: what the organiser fills in first. */
const NEW_FIELDS: Record<ContentKind, Record<string, unknown>> = {
  place: {
    type: 'hotel',
    address: '',
    phone: '',
    hours: '',
    latitude: null,
    longitude: null,
    image_id: null,
  },
  ambassador: { role: 'athlete', discipline: null, available_days: [], image_id: null },
  sponsor: { tier: 1, url: 'https://', image_id: null },
  page: { slug: 'volunteers', document_ids: [] },
  transport_line: {
    color: '#0a5cd8',
    stops: [
      { name: '', venue_code: null, offset_min: 0 },
      { name: '', venue_code: null, offset_min: 10 },
    ],
    departures: [],
  },
  venue: { venue_code: '', address: '', image_id: null },
  photo_album: { day: '', discipline: null, photos: [] },
  official_report: { priority: 2, document_ids: [] },
  communication: { priority: 2, document_ids: [] },
  course: {
    image_id: null,
    lessons: [
      { id: 'l1', type: 'video', title: { en: '', es: '', pt: '', az: '' }, minutes: null, video_url: null },
    ],
  },
  video: {
    discipline: null,
    video_id: null,
    stream_url: null,
    unit_code: null,
    on_air: false,
    image_id: null,
    duration_s: null,
    safe_sport: false,
  },
  trivia: {
    time_limit_minutes: 5,
    author: '',
    discipline: null,
    type: 'general',
    points_per_question: DEFAULT_POINTS_PER_QUESTION,
    questions: [
      {
        id: 'q1',
        text: { en: '', es: '', pt: '', az: '' },
        answers: [
          { id: 'a1', text: { en: '', es: '', pt: '', az: '' }, correct: true },
          { id: 'a2', text: { en: '', es: '', pt: '', az: '' }, correct: false },
        ],
      },
    ],
  },
};

/**
 * The form's values for a new item of the kind or for an existing one. Every language gets
 * its inputs (empty when untranslated), so switching language tabs never loses typing.
 */
export function formValuesOf(kind: ContentKind, item?: AdminContentItem): ContentFormValues {
  const translations = Object.fromEntries(
    CONTENT_LANGUAGES.map((lang) => [lang, { ...emptyTranslation, ...item?.translations[lang] }]),
  );
  return {
    kind,
    published: item?.published ?? false,
    translations,
    fields: structuredClone(item?.fields ?? NEW_FIELDS[kind]),
  } as ContentFormValues;
}

/**
 * A language left empty is not a translation: it is left out, and readers get English.
 * A text without a title stays, so the form asks for the title instead of dropping the text.
 */
export function withoutEmptyTranslations(values: ContentFormValues): ContentFormValues {
  const translations = { ...values.translations } as Record<
    string,
    { title?: string; text?: string } | undefined
  >;
  for (const lang of CONTENT_LANGUAGES) {
    if (lang === 'en') continue;
    const tr = translations[lang];
    if (tr && !tr.title?.trim() && !tr.text?.trim()) delete translations[lang];
  }
  return { ...values, translations } as ContentFormValues;
}

/** Departure times as organisers type them: commas, spaces or one a line. */
export function parseDepartures(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The admin form: what it holds, and the checked input it hands over on submit. */
export type ContentForm = UseFormReturn<ContentFormValues, unknown, ContentInput>;
