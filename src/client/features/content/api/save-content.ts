import type { AdminContentItem, ContentInput } from '../../../../shared/contracts/content';
import { apiPost, apiSend } from '../../../lib/api-client';
import { useContentChange } from './use-content-change';

/** Creates the item (no id yet) or replaces it whole. */
export const saveContent = ({ id, input }: { id?: number; input: ContentInput }) =>
  id === undefined
    ? apiPost<AdminContentItem>('/api/admin/content', input)
    : apiSend<AdminContentItem>('PUT', `/api/admin/content/${id}`, input);

export const useSaveContent = () => useContentChange(saveContent);
