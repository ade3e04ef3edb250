import { useCallback } from 'react';
import { flagUrl } from '../../shared/domain/country-codes';
import { useAppConfig } from '../lib/app-config';
import { useCountryName } from '../lib/use-country-name';
import { Flag, type FlagSize } from './flag';

/**
 * The flag of any delegation: image from the configured flag service and storage, alt text
 * naming the delegation in the reader's language. A list of a hundred rows calls this once
 * and draws plain Flags, instead of a config and language subscription per row (they were
 * a sixth of the olympic medal table's first render).
 */
export function useDelegationFlag() {
  const config = useAppConfig();
  const { name: countryName } = useCountryName();
  const { flags_base_url: flagsBaseUrl, storage_base_url: storageBaseUrl } = config;
  return useCallback(
    /** `feedName`: the feed's name of the delegation, used where no localized name exists. */
    (code: string, feedName?: string) => ({
      code,
      src: code ? flagUrl(code, { flagsBaseUrl, storageBaseUrl }) : undefined,
      alt: countryName(code, feedName),
    }),
    [flagsBaseUrl, storageBaseUrl, countryName],
  );
}

/** One delegation's flag (see useDelegationFlag). */
export function DelegationFlag({
  code,
  name,
  size,
  className,
}: {
  code: string;
  /** The feed's name of the delegation, used where no localized name exists. */
  name?: string;
  size?: FlagSize;
  className?: string;
}) {
  const flag = useDelegationFlag();
  return <Flag {...flag(code, name)} size={size} className={className} />;
}
