import type { DeskUnit } from '../../../../shared/contracts/desk';
import { apiSend } from '../../../lib/api-client';
import { useDeskChange } from './use-desk-change';

export interface StartListChange {
  entries: { competitor_code: string; competitor_type: 'A' | 'T'; start_order: number }[];
}

export const updateStartList = (code: string, body: StartListChange) =>
  apiSend<DeskUnit>('PUT', `/api/admin/units/${encodeURIComponent(code)}/start-list`, body);

export const useUpdateStartList = (code: string) =>
  useDeskChange(code, (body: StartListChange) => updateStartList(code, body));
