/** See config-loaded-files.js. */
export declare const configLoadedFiles: readonly string[];
