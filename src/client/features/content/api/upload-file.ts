import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { uploadAnswerSchema } from '../../../../shared/contracts/content';
import { apiUpload } from '../../../lib/api-client';

export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** The server decides from the bytes what the file is; the name is only kept for downloads. */
export const uploadFile = (file: File) => apiUpload<UploadAnswer>('/api/admin/uploads', file, file.name);

export const useUploadFile = () => useMutation({ mutationFn: uploadFile });

/** An official photo: kept at its full size as well, for readers to save. */
export const uploadPhoto = (file: File) =>
  apiUpload<UploadAnswer>('/api/admin/uploads?full=1', file, file.name);

export const useUploadPhoto = () => useMutation({ mutationFn: uploadPhoto });
