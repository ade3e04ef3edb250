import type { DeskResultRow, DeskUnit } from '../../../../shared/contracts/desk';
import { apiSend } from '../../../lib/api-client';
import { useDeskChange } from './use-desk-change';

export interface ResultsChange {
  rows: DeskResultRow[];
  note?: string;
}

export const updateResults = (code: string, body: ResultsChange) =>
  apiSend<DeskUnit>('PUT', `/api/admin/units/${encodeURIComponent(code)}/results`, body);

export const useUpdateResults = (code: string) =>
  useDeskChange(code, (body: ResultsChange) => updateResults(code, body));
