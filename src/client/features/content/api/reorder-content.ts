import type { ContentKind } from '../../../../shared/contracts/content';
import { apiPost } from '../../../lib/api-client';
import { useContentChange } from './use-content-change';

/** Sends every item of the kind in its new order. */
export const reorderContent = (body: { kind: ContentKind; ids: number[] }) =>
  apiPost<unknown>('/api/admin/content/reorder', body);

export const useReorderContent = () => useContentChange(reorderContent);
