import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSearchState } from './use-search-state';

/** Two filters set in one go, as a "clear and pick" control or two quick taps do. */
function TwoFilters() {
  const search = useSearchState();
  return (
    <button
      onClick={() => {
        search.set({ discipline: 'SWM' });
        search.set({ gender: 'W' });
      }}
    >
      filter
    </button>
  );
}

describe('useSearchState', () => {
  it('keeps both of two changes made before the address catches up', async () => {
    // A loader makes each navigation finish later than it starts, as in the app's routes.
    const router = createMemoryRouter(
      [
        {
          path: '/schedule/days',
          loader: () => new Promise((r) => setTimeout(() => r(null), 5)),
          element: <TwoFilters />,
        },
      ],
      { initialEntries: ['/schedule/days?day=2026-07-14'] },
    );
    render(<RouterProvider router={router} />);
    const button = await screen.findByText('filter');
    const start = router.state.location.search;
    // Settled: the router is idle again on an address the click changed.
    const settled = new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.navigation.state !== 'idle' || state.location.search === start) return;
        stop();
        resolve();
      });
    });
    await act(async () => {
      button.click();
      await settled;
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ day: '2026-07-14', discipline: 'SWM', gender: 'W' });
  });
});
