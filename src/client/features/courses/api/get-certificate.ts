import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { CertificateAnswer } from '../../../../shared/contracts/courses';
import { courseKeys } from './course-keys';

export const getCertificate = (code: string, signal?: AbortSignal) =>
  apiGet<CertificateAnswer>(`/api/certificates/${encodeURIComponent(code)}`, signal);

/** The public check of a certificate code: a 404 when no certificate has it. */
export const useCertificate = (code: string) =>
  useQuery({
    queryKey: courseKeys.certificate(code),
    queryFn: ({ signal }) => getCertificate(code, signal),
    // An unknown code stays unknown: asking again would only repeat the answer.
    retry: false,
  });
