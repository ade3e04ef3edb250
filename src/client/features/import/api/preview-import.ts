import { useMutation } from '@tanstack/react-query';
import type { ImportAnswer } from '../../../../shared/contracts/import';
import { apiUpload } from '../../../lib/api-client';

/** What the file would change, with every row problem; the server writes nothing. */
export const previewImport = (file: File) =>
  apiUpload<ImportAnswer>('/api/admin/import/preview', file, file.name);

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });
