import type { Sentiment } from '../../../shared/contracts/feedback';
import type { SpriteIcon } from '../../ui/icon-names';

/** Each sentiment's face, the same on the form and on the organisers' page. */
export const SENTIMENT_ICONS: Record<Sentiment, SpriteIcon> = {
  happy: 'face-slightly-smiling',
  neutral: 'face-neutral',
  sad: 'face-slightly-frowning',
};
