import { useCallback, useMemo } from 'react';
import { userStore } from '../../../lib/user-store';
import { useServerReads } from '../api/get-reads';
import { useMarkRead } from '../api/mark-read';
import { deviceReads, markReadOnDevice } from './device-reads';
import type { ReadKind } from './read-kind';

/**
 * What the reader has opened: on the server for an account (so it follows them to another
 * device), on this device for a guest or a visitor. `known` is false until an account's
 * list has arrived, so nothing is marked unread by mistake while it loads.
 */
export function useReads(kind: ReadKind) {
  const account = userStore.useStore((s) => s.loginType === 'user');
  const server = useServerReads(kind, account);
  const device = deviceReads.useStore((s) => s.ids);
  const mark = useMarkRead(kind);
  const ids = account ? server.data?.ids : device;
  const read = useMemo(() => new Set(ids ?? []), [ids]);
  const open = useCallback(
    (id: number) => {
      if (read.has(id)) return;
      if (account) mark.mutate(id);
      else markReadOnDevice(id);
    },
    [account, mark, read],
  );
  return { known: ids !== undefined, isRead: (id: number) => read.has(id), open };
}
