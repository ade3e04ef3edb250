/** The four platforms of spec §3 ("Platform detection yields"). */
export const PLATFORMS = ['web', 'ios', 'android', 'android-pwa'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Spec §2 "mobile": the native apps and the installed web app. */
export const MOBILE_PLATFORMS: readonly Platform[] = ['ios', 'android', 'android-pwa'];
/** Spec §2 "ios and android only": the native apps. */
export const NATIVE_PLATFORMS: readonly Platform[] = ['ios', 'android'];
