import { useTranslation } from 'react-i18next';
import { CommunicationsScreen } from '../components/communications-screen';

/** /official-reports: the organisers' official reports. */
export default function OfficialReportsPage() {
  const { t } = useTranslation();
  return <CommunicationsScreen kind="official_report" title={t('pages.officialReports')} />;
}
