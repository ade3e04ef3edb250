import { useAppConfig } from '../../lib/app-config';
import { currentPlatform } from '../../lib/platform';
import { userStore } from '../../lib/user-store';
import { isMenuEntryVisible } from '../guard';
import { homeMenu } from '../menu';

/** How many menu entries the phone's tab bar shows before its "More" tab. */
export const BOTTOM_TABS = 4;

/** The home-menu entries this user sees on this platform (the guard's menu rules). */
export function useVisibleMenu() {
  const config = useAppConfig();
  const isLoggedIn = userStore.useStore((s) => s.isLoggedIn);
  const loginType = userStore.useStore((s) => s.loginType);
  const ctx = {
    platform: currentPlatform(),
    loginEnabled: config.login_enabled,
    user: { isLoggedIn, loginType },
  };
  return homeMenu().filter((entry) => isMenuEntryVisible(entry, ctx));
}

/** The visible entries that get a bottom tab, in tab order; the rest live under "More". */
export function useBottomTabs() {
  return useVisibleMenu()
    .filter((entry) => entry.tab !== undefined)
    .sort((a, b) => a.tab! - b.tab!)
    .slice(0, BOTTOM_TABS);
}
