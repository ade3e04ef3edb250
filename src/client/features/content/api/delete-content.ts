import { apiSend } from '../../../lib/api-client';
import { useContentChange } from './use-content-change';

export const deleteContent = (id: number) => apiSend<unknown>('DELETE', `/api/admin/content/${id}`);

export const useDeleteContent = () => useContentChange(deleteContent);
