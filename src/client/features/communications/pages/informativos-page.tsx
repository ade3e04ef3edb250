import { useTranslation } from 'react-i18next';
import { CommunicationsScreen } from '../components/communications-screen';

/** /informativos: the organisers' official communications. */
export default function InformativosPage() {
  const { t } = useTranslation();
  return <CommunicationsScreen kind="communication" title={t('menu.informativos')} />;
}
