import { createStore } from './create-store';

/** UI state: progress bar and debug banner visibility, window height, scroll position. */
export const uiStore = createStore({
  progressVisible: false,
  debugBannerVisible: false,
  windowHeight: typeof window === 'undefined' ? 0 : window.innerHeight,
  scroll: { top: 0, left: 0 },
});

/** Keeps window height and scroll position current; `?debug` turns the debug banner on for the tab. */
export function startUiState() {
  const params = new URLSearchParams(window.location.search);
  try {
    if (params.has('debug')) sessionStorage.setItem('debug-banner', params.get('debug') === '0' ? '0' : '1');
    uiStore.setState({ debugBannerVisible: sessionStorage.getItem('debug-banner') === '1' });
  } catch {
    // Storage is denied in some third-party frames (our widgets): no debug banner there.
  }
  let frame = 0;
  const measure = () => {
    frame = 0;
    uiStore.setState({
      windowHeight: window.innerHeight,
      scroll: { top: window.scrollY, left: window.scrollX },
    });
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(measure);
  };
  window.addEventListener('resize', schedule, { passive: true });
  window.addEventListener('scroll', schedule, { passive: true });
}
