import { useDisciplines } from '../../disciplines';
import { useContentText } from '../../../lib/localized-text';

/** A discipline code's name in the reader's language (the code itself until the names arrive). */
export function useDisciplineName() {
  const disciplines = useDisciplines().data?.items;
  const text = useContentText();
  return (code: string) => {
    const d = disciplines?.find((x) => x.code === code);
    return d ? text(d.names) : code;
  };
}
