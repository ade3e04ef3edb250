import { flagUrl } from '../../shared/domain/country-codes';
import { useAppConfig } from '../lib/app-config';
import { useCountryName } from '../lib/use-country-name';
import { Flag, type FlagSize } from './flag';

/**
 * A delegation's flag from the configured flag service and storage; its alt text names the
 * delegation in the reader's language.
 */
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
  const config = useAppConfig();
  const { name: countryName } = useCountryName();
  const src = code
    ? flagUrl(code, { flagsBaseUrl: config.flags_base_url, storageBaseUrl: config.storage_base_url })
    : undefined;
  return <Flag code={code} src={src} alt={countryName(code, name)} size={size} className={className} />;
}
