import type { z } from 'zod';
import type { athleteProfileSchema } from '../../../shared/contracts/participants';
import { ADULT_AGE, type MinorField } from '../../../shared/domain/minors';

type PublicProfile = z.infer<typeof athleteProfileSchema>;

/** A profile with everything the organisers hold (the admin view). */
export type FullProfile = PublicProfile & { birth_date: string; photo_consent: boolean; minor: boolean };

const FIELD_KEYS: Record<MinorField, 'height_cm' | 'weight_kg' | 'institution'> = {
  height: 'height_cm',
  weight: 'weight_kg',
  school: 'institution',
};

/**
 * The public answer for a profile: the birth date and consent flag never; for a minor the
 * fields the games do not make public and, without the delegation's consent, the photo are
 * left out of the answer altogether (absent, not null), so the JSON says no more than the page.
 */
export function publicProfile(full: FullProfile, publicFields: readonly MinorField[]): PublicProfile {
  const { birth_date: _birth, photo_consent: consent, minor, ...profile } = full;
  const answer: PublicProfile = { ...profile };
  if (!minor) return answer;
  for (const [field, key] of Object.entries(FIELD_KEYS) as [MinorField, keyof typeof answer][]) {
    if (!publicFields.includes(field)) delete answer[key];
  }
  if (!consent) delete answer.photo_url;
  return answer;
}

export const isMinor = (age: number) => age < ADULT_AGE;
