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
    await act(async () => {
      button.click();
      // Both navigations have finished well within this.
      await new Promise((r) => setTimeout(r, 50));
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ day: '2026-07-14', discipline: 'SWM', gender: 'W' });
  });
});
