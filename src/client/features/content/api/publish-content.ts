import { apiPost } from '../../../lib/api-client';
import { useContentChange } from './use-content-change';

export const publishContent = ({ id, published }: { id: number; published: boolean }) =>
  apiPost<unknown>(`/api/admin/content/${id}/publish`, { published });

export const usePublishContent = () => useContentChange(publishContent);
