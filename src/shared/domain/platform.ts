/** The four platforms the app detects. */
export const PLATFORMS = ['web', 'ios', 'android', 'android-pwa'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** "Mobile" routes and menu entries: the native apps and the installed web app. */
export const MOBILE_PLATFORMS: readonly Platform[] = ['ios', 'android', 'android-pwa'];
/** Routes for the native apps only (not the installed web app), such as trivia. */
export const NATIVE_PLATFORMS: readonly Platform[] = ['ios', 'android'];
