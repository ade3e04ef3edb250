import { flagUrl } from '../../shared/domain/country-codes';
import { useAppConfig } from '../lib/app-config';
import { Flag } from './flag';

/** A delegation's flag from the configured flag service, the code when it fails. */
export function DelegationFlag({ code, className }: { code: string; className?: string }) {
  const config = useAppConfig();
  const src = flagUrl(code, { flagsBaseUrl: config.flags_base_url, storageBaseUrl: config.storage_base_url });
  return <Flag code={code} src={src} alt={code} className={className} />;
}
