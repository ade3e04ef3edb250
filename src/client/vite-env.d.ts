/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** The package version and the time of the build, written in by the bundler. */
declare const __BUILD_VERSION__: string;
declare const __BUILD_DATE__: string;
