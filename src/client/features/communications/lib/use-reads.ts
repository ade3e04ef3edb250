import { useCallback, useMemo } from 'react';
import { userStore } from '../../../lib/user-store';
import { useServerReads } from '../api/get-reads';
import { useMarkRead } from '../api/mark-read';
import { deviceReads, markReadOnDevice, openedThisVisit, visitReads } from './device-reads';
import type { ReadKind } from './read-kind';

const NONE: number[] = [];

/**
 * What the reader has opened: on the server for an account (so it follows them to another
 * device), on this device for a guest or a visitor. `known` is false until an account's
 * list has arrived, so nothing is marked unread by mistake while it loads.
 */
export function useReads(kind: ReadKind) {
  const account = userStore.useStore((s) => s.loginType === 'user');
  const user = userStore.useStore((s) => (s.userData as { id?: unknown } | null)?.id ?? null);
  const server = useServerReads(kind, account);
  const device = deviceReads.useStore((s) => s.ids);
  const visit = visitReads.useStore((s) => (s.user === user ? s.ids : NONE));
  const mark = useMarkRead(kind);
  const ids = account ? server.data?.ids : device;
  const read = useMemo(() => new Set([...(ids ?? []), ...(account ? visit : [])]), [ids, visit, account]);
  const { mutate } = mark;
  const open = useCallback(
    (id: number) => {
      if (read.has(id)) return;
      if (account) {
        openedThisVisit(user, id);
        mutate(id);
      } else markReadOnDevice(id);
    },
    [account, mutate, read, user],
  );
  return { known: ids !== undefined, isRead: (id: number) => read.has(id), open };
}
