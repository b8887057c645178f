/** The year the build was made (web/vite.config.ts `define`): what the pre-rendered footer says. */
declare const __BUILD_YEAR__: number;
