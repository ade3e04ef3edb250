import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Changes closer together than this are announced once, after the last of them. */
export const ANNOUNCE_QUIET_MS = 3000;

/**
 * Tells screen-reader users, politely, that the results on screen changed: once per change,
 * and a burst of changes (a busy session) as one announcement after it settles. The first
 * render says nothing: opening a page is not a change.
 */
export function ResultsAnnouncer({ version }: { version: string }) {
  const { t } = useTranslation('live');
  const [message, setMessage] = useState('');
  const first = useRef(version);
  const count = useRef(0);
  // The text is looked up when the change is announced; a new language is not a change.
  const translate = useRef(t);
  useEffect(() => {
    translate.current = t;
  });
  useEffect(() => {
    if (version === first.current) return;
    const timer = setTimeout(() => {
      count.current += 1;
      // A different text each time, so a repeated announcement is still read.
      setMessage(`${translate.current('announce.updated')}${'\u200b'.repeat(count.current % 2)}`);
    }, ANNOUNCE_QUIET_MS);
    return () => clearTimeout(timer);
  }, [version]);
  return (
    <p
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-testid="results-announcer"
    >
      {message}
    </p>
  );
}
