import { Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { colorModeStore } from '../lib/color-mode';
import { startIframeResize } from '../lib/iframe-resize';
import { capacitor } from '../lib/platform';
import { useAppConfig } from '../lib/app-config';
import { ProgressBar } from '../ui/progress-bar';
import { ScrollRestoration } from '../lib/scroll-restoration';
import { SkeletonList } from '../ui/skeleton';
import { uiStore } from '../lib/ui-store';
import { DebugBanner } from './debug-banner';
import { backButtonAction } from './guard';
import { resolveLayout, type LayoutName } from './layout-rule';
import type { AppRoute } from './route-types';
import { localePrefixOf } from '../lib/i18n';
import { MainLayout } from './layouts/main-layout';
import { DefaultLayout } from './layouts/default-layout';
import { AuthLayout } from './layouts/auth-layout';
import { PointerCounterLayout } from './layouts/pointer-counter-layout';
import { NonIonicLayout } from './layouts/non-ionic-layout';

/** Inside the iOS/Android shell (window.Capacitor says so). */
const isNative = () => capacitor()?.isNativePlatform?.() ?? false;

const layouts: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  'main-layout': MainLayout,
  default: DefaultLayout,
  'auth-layout': AuthLayout,
  'pointer-counter': PointerCounterLayout,
  'non-ionic-layout': NonIonicLayout,
};

/** The route meta of the deepest matched route that has one. */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as AppRoute | undefined;
    if (handle && 'platforms' in handle) return handle;
  }
  return undefined;
}

/** Path without a locale prefix, as the route table and the back-button rule see it. */
function appPath(pathname: string) {
  const code = localePrefixOf(pathname);
  return code ? pathname.slice(code.length + 1) || '/' : pathname;
}

interface AppPlugin {
  addListener: (e: 'backButton', cb: () => void) => Promise<{ remove: () => void }>;
  exitApp: () => void;
}

/**
 * One listener for the shell's back button while the app runs. It reads the address the
 * reader sees when the button is pressed: a listener per page would be removed and added
 * again on every navigation, and a press in between would find none (the plugin's add and
 * remove are asynchronous).
 */
function useNativeBackButton() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isNative()) return;
    let handle: Promise<{ remove: () => void }> | undefined;
    let gone = false;
    // The App plugin's bridge comes with @capacitor/core, loaded in the shell only.
    void import('../lib/native')
      .then((m) => m.nativePlugin<AppPlugin>('App'))
      .then((app) => {
        if (!app || gone) return;
        handle = app.addListener('backButton', () => {
          const action = backButtonAction(appPath(window.location.pathname));
          if (action === 'exit') app.exitApp();
          else if (action === 'back') void navigate(-1);
        });
      });
    return () => {
      gone = true;
      void handle?.then((h) => h.remove());
    };
  }, [navigate]);
}

/**
 * After a navigation to another page, focus goes to the new page's heading (or its main
 * landmark), so keyboard and screen-reader users start reading there. Not on the first load,
 * not when only the query changes (filters), and not while a tab list keeps the focus.
 */
function useFocusOnNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (document.activeElement?.closest('[role=tablist], [role=dialog]')) return;
    let frame = 0;
    const until = performance.now() + 3000;
    const tryFocus = () => {
      const main = document.getElementById('content');
      const heading = main?.querySelector<HTMLElement>('h1') ?? null;
      const target = heading ?? (performance.now() > until ? main : null);
      if (!target) {
        frame = requestAnimationFrame(tryFocus);
        return;
      }
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

export function RootShell() {
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const config = useAppConfig();

  useEffect(() => startIframeResize(), []);
  useNativeBackButton();
  useFocusOnNavigation(pathname);

  useEffect(() => {
    colorModeStore.setState({ forced: route?.colorMode ?? null });
  }, [route?.colorMode]);

  useEffect(() => {
    const page = route?.titleKey ? t(route.titleKey) : undefined;
    document.title = page ? `${page} · ${config.brand.name}` : config.brand.name;
  }, [route?.titleKey, t, config.brand.name]);

  const loading = navigation.state !== 'idle';
  useEffect(() => uiStore.setState({ progressVisible: loading }), [loading]);

  const Layout = layouts[resolveLayout(route, pathname)];
  return (
    <>
      <a
        href="#content"
        onClick={(e) => {
          // The focus itself goes to the content, not only the scroll position.
          const main = document.getElementById('content');
          if (!main) return;
          e.preventDefault();
          main.focus();
          main.scrollIntoView();
        }}
        className="sr-only z-50 rounded-lg bg-surface font-semibold text-fg shadow-lg focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:px-4 focus:py-3"
      >
        {t('actions.skipToContent')}
      </a>
      <ProgressBar visible={loading} />
      <DebugBanner />
      <ScrollRestoration />
      <Layout>
        {/* A page's own texts (an i18n namespace) may still be loading. */}
        <Suspense fallback={<SkeletonList rows={4} />}>
          <Outlet />
        </Suspense>
      </Layout>
    </>
  );
}
