import { useMutation } from '@tanstack/react-query';
import type { ImportAnswer } from '../../../../shared/contracts/import';
import { apiUpload } from '../../../lib/api-client';

/** Sends the same file again to be written whole (the server checks it again first). */
export const applyImport = (file: File) =>
  apiUpload<ImportAnswer>('/api/admin/import/apply', file, file.name);

export const useApplyImport = () => useMutation({ mutationFn: applyImport });
