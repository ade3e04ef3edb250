import { useParams } from 'react-router';

/** The discipline code of the discipline area (/discipline/{disciplineKey}/...). */
export function useDisciplineCode(): string {
  const { disciplineKey = '' } = useParams();
  return disciplineKey.toUpperCase();
}
