import type { DeskUnit } from '../../../../shared/contracts/desk';
import type { ResultStatus, ScheduleStatus } from '../../../../shared/domain/statuses';
import { apiSend } from '../../../lib/api-client';
import { useDeskChange } from './use-desk-change';

export interface StatusChange {
  schedule_status?: ScheduleStatus;
  result_status?: ResultStatus;
  note?: string;
}

export const updateUnitStatus = (code: string, body: StatusChange) =>
  apiSend<DeskUnit>('PATCH', `/api/admin/units/${encodeURIComponent(code)}/status`, body);

export const useUpdateUnitStatus = (code: string) =>
  useDeskChange(code, (body: StatusChange) => updateUnitStatus(code, body));
