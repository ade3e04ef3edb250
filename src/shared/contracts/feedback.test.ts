import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS } from '../domain/locales';
import { feedbackMessage, feedbackMessages } from '../i18n/feedback-messages';
import { feedbackSchema } from './feedback';

/** The form and the server check feedback with this schema: its messages are the product's. */
const messagesOf = (input: unknown) => {
  const r = feedbackSchema.safeParse(input);
  const found: Record<string, string | undefined> = {};
  // The first problem of each field is the one shown, as the form and the server do.
  for (const issue of r.success ? [] : r.error.issues)
    found[String(issue.path[0])] ??= feedbackMessage(issue.message, 'en-US');
  return found;
};

describe('the feedback schema', () => {
  it('says what is missing or wrong in the product’s words', () => {
    expect(messagesOf({})).toEqual({
      sentiment: 'Please select how you feel about the app',
      suggestion: 'Please enter your suggestion',
    });
    expect(messagesOf({ sentiment: 'angry', suggestion: '  ' })).toEqual({
      sentiment: 'Invalid sentiment',
      suggestion: 'Please enter your suggestion',
    });
    expect(messagesOf({ sentiment: 'sad', suggestion: ' 123456789 ' })).toEqual({
      suggestion: 'Your suggestion must be at least 10 characters',
    });
    expect(feedbackSchema.parse({ sentiment: 'neutral', suggestion: ' 1234567890 ' })).toEqual({
      sentiment: 'neutral',
      suggestion: '1234567890',
    });
  });

  it('has every message in the four languages, with the same placeholders', () => {
    for (const [key, texts] of Object.entries(feedbackMessages)) {
      for (const tag of LOCALE_TAGS) {
        expect(texts[tag], `${key} ${tag}`).toBeTruthy();
        expect(texts[tag].match(/\{\w+\}/g) ?? [], `${key} ${tag}`).toEqual(
          texts['en-US'].match(/\{\w+\}/g) ?? [],
        );
      }
    }
  });
});
