import { Frown, Meh, Smile } from 'lucide-react';
import type { Sentiment } from '../../../shared/contracts/feedback';

/** Each sentiment's face, the same on the form and on the organisers' page. */
export const SENTIMENT_ICONS: Record<Sentiment, typeof Smile> = { happy: Smile, neutral: Meh, sad: Frown };
