import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

import { configLoadedFiles } from "./config-loaded-files.js";

// Deep relative climbs break when a file moves: app code is reached as ~/...
const noClimbing = [
  { regex: "^(\\.\\./){2,}app/", message: "Import app code through the ~/ alias." },
  { regex: "^(\\.\\./){3,}", message: "Use the ~/ alias instead of climbing three levels." },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".cache/",
      ".react-router/",
      "data/",
      "public/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      "react-hooks": reactHooks,
      "jsx-a11y": jsxA11y,
      "simple-import-sort": simpleImportSort,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // One import order everywhere (packages, then aliases, then relative), fixed by `eslint --fix`.
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error",
      "no-restricted-imports": ["error", { patterns: noClimbing }],
      // A cast tells the compiler to stop checking; outside tests, narrow or parse instead.
      "@typescript-eslint/consistent-type-assertions": ["error", { assertionStyle: "never" }],
    },
  },
  {
    // Tests assert on values they just created; a failed lookup fails the test anyway.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      // Tests reach into window and parse fixtures they wrote themselves.
      "@typescript-eslint/consistent-type-assertions": "off",
    },
  },
  {
    // app/lib is the bottom layer: components, content and routes build on it, never the reverse.
    files: ["app/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...noClimbing,
            {
              regex: "^(~/|(\\.\\./)+)(components|content|routes)(/|$)",
              message: "app/lib may not import components, content or routes: move the module up.",
            },
          ],
        },
      ],
    },
  },
  {
    // Loaded by the config files before any alias exists (config-loaded-files.js).
    files: configLoadedFiles,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^~",
              message: "Loaded by react-router.config.ts before aliases exist: import relatively.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.js"],
    languageOptions: { globals: { ...globals.node } },
  },
);
