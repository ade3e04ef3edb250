import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '../lib/localized-link';
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

const FlagLinks = createContext(true);

/** Flags inside a link (a card or row that opens something) stay pictures: a link may not hold another. */
export function PlainFlags({ children }: { children: ReactNode }) {
  return <FlagLinks.Provider value={false}>{children}</FlagLinks.Provider>;
}

/**
 * One delegation's flag (see useDelegationFlag), a link to the delegation's page named by the
 * flag's alt text, the country's name; a plain picture inside PlainFlags or with `link={false}`.
 */
export function DelegationFlag({
  code,
  name,
  size,
  className,
  link = true,
}: {
  code: string;
  /** The feed's name of the delegation, used where no localized name exists. */
  name?: string;
  size?: FlagSize;
  className?: string;
  link?: boolean;
}) {
  const flag = useDelegationFlag();
  const localize = useLocalizedPath();
  const linked = useContext(FlagLinks) && link && /^[A-Za-z]{3}$/.test(code);
  const picture = <Flag {...flag(code, name)} size={size} className={className} />;
  if (!linked) return picture;
  return (
    <Link
      to={localize(`/participants/delegations/${code}`)}
      // A finger hits a 44 px square centred on the flag (the ::before), while the flag keeps its
      // own size in the line and in dense rows of results and medal tables.
      className="relative inline-flex shrink-0 items-center rounded-sm before:absolute before:left-1/2 before:top-1/2 before:size-11 before:-translate-x-1/2 before:-translate-y-1/2 focus-visible:outline-2"
      data-testid="delegation-link"
    >
      {picture}
    </Link>
  );
}
