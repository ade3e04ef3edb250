import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { createRoutes } from './router';
import { queryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';

const UNIT = 'ATHM4X400M--D1--------FNL-000100--';

/** The server never answers here: what matters is which requests navigation starts. */
function recordRequests(): string[] {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(String(url));
      return new Promise(() => {});
    }),
  );
  return requested;
}

describe('route prefetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it("a unit's route requests the unit as navigation starts, its code in any case, before the page renders", async () => {
    const requested = recordRequests();
    const router = createMemoryRouter(createRoutes(), {
      initialEntries: [`/discipline/ATH/results/${UNIT.toLowerCase()}/results`],
    });
    await vi.waitFor(() => expect(requested).toContain(`/api/units/${UNIT}`));
    expect(queryClient.getQueryState(queryKeys.unit(UNIT))?.fetchStatus).toBe('fetching');
    // The guard is still waiting for the config, so nothing has rendered yet.
    expect(router.state.initialized).toBe(false);
    router.dispose();
  });

  it('a page without a prefetch starts no data request of its own', async () => {
    const requested = recordRequests();
    const router = createMemoryRouter(createRoutes(), { initialEntries: ['/medal-test'] });
    await vi.waitFor(() => expect(requested).toContain('/api/config'));
    expect(requested.filter((u) => u !== '/api/config')).toEqual([]);
    router.dispose();
  });

  it("a page's code is asked for in the task after the one that matched its route", async () => {
    const [root] = createRoutes();
    const medals = root!.children!.find((r) => r.path === 'medals/:tabs/:disciplineKey?')!;
    const handle = medals.handle as { page: () => Promise<unknown> };
    const page = vi.spyOn(handle, 'page').mockResolvedValue({ default: () => null });
    const loading = (medals.lazy as () => Promise<{ Component: unknown }>)();
    expect(page).not.toHaveBeenCalled();
    expect((await loading).Component).toBeTypeOf('function');
    expect(page).toHaveBeenCalledTimes(1);
  });
});
