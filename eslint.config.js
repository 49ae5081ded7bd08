import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

// Imports are checked by two rules, one per concern, because a flat-config block that sets a rule
// replaces that rule's options from earlier blocks for the files it matches.
// - `no-restricted-imports`: how an import is spelled, one way per target (importStyle).
// - `@typescript-eslint/no-restricted-imports`: which folder may import which (layers).
// scripts/import-rules.test.ts lints examples of each through ESLint itself.

// Deep relative climbs break when a file moves: code of another top folder is reached through
// package.json's subpath imports (#app/..., #server/...), which Node, Vite, tsx and esbuild resolve.
const noClimbing = [
  { regex: "^(\\.\\./){2,}app/", message: "Import app code as #app/..." },
  {
    regex: "^(\\.\\./){3,}",
    message: "Use a subpath import (#app/...) instead of climbing three levels.",
  },
];

const serverAlias = {
  regex: "^(\\.\\./)+server/",
  message: "Import server code as #server/...",
};

// A package's index that re-exports hundreds of modules makes Vite load every one of them, in each
// build and each dev server start, for the few the site draws.
const wholePackages = [
  {
    regex: "^lucide-react$",
    message: 'Import each icon on its own: `import X from "lucide-react/icons/x"`.',
  },
];

const importStyle = (...patterns) => ({
  "no-restricted-imports": ["error", { patterns: [...noClimbing, ...wholePackages, ...patterns] }],
});

// The top folders of app/ that app/root.tsx and its neighbours reach through #app/, as everyone does.
const appFolders = "components|content|lib|locales|routes";

const layers = (...patterns) => ({
  "@typescript-eslint/no-restricted-imports": ["error", { patterns }],
});

// Components flow one way: ui, then layout, then one folder per feature; a feature does not import
// another (app/components/README.md). Where one composes a piece of another, it is recorded here.
const features = ["contact", "cv", "home", "project"];
const featureImportsAllowed = {
  "app/components/home/about/about-section.tsx": ["cv/cv-links"],
  "app/components/home/contact/contact-section.tsx": ["contact/contact-button"],
};

/** A pattern for imports of the given component folders, except the modules in `allowed`. */
function componentImports(folders, message, allowed = []) {
  const except = allowed.length > 0 ? `(?!(${allowed.join("|")})(\\.tsx?)?$)` : "";
  return { regex: `^(#app/components/|(\\.\\./)+)${except}(${folders.join("|")})(/|$)`, message };
}

function componentLayers() {
  const own = (folder) => `app/components/${folder}/**/*.{ts,tsx}`;
  const otherFeatures = (feature) => features.filter((other) => other !== feature);
  const featureMessage = (feature) =>
    `components/${feature}/ may not import another feature: move the shared piece to ui/ or ` +
    "layout/, compose the two in the route, or record it in featureImportsAllowed (eslint.config.js).";
  return [
    {
      files: [own("ui"), own("layout")],
      rules: layers(
        componentImports(features, "ui/ and layout/ are shared: they import no feature."),
      ),
    },
    ...features.map((feature) => ({
      files: [own(feature)],
      rules: layers(componentImports(otherFeatures(feature), featureMessage(feature))),
    })),
    ...Object.entries(featureImportsAllowed).map(([file, allowed]) => {
      const feature = file.split("/")[2];
      return {
        files: [file],
        rules: layers(componentImports(otherFeatures(feature), featureMessage(feature), allowed)),
      };
    }),
  ];
}

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
      ...importStyle(),
      // A cast tells the compiler to stop checking; outside tests, narrow or parse instead.
      "@typescript-eslint/consistent-type-assertions": ["error", { assertionStyle: "never" }],
    },
  },
  {
    // Each worker keeps its page from test to test: a DevTools session a test opens on it, with the
    // network or CPU it slowed, outlives the test unless the `devtools` fixture detaches it.
    files: ["tests/e2e/**/*.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          property: "newCDPSession",
          message:
            "Use the devtools fixture (tests/support/e2e/devtools.ts): it detaches the session when the test ends.",
        },
      ],
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
    // root.tsx and entry.client.tsx: app code through #app/, not ./lib/..., as in every other module.
    files: ["app/*.{ts,tsx}"],
    rules: importStyle({
      regex: `^\\./(${appFolders})/`,
      message: "Import app code as #app/... (./lib/... is the same module spelled another way).",
    }),
  },
  ...["content", "lib"].map((folder) => ({
    // A module of the same folder is ./name, never #app/<folder>/name.
    files: [`app/${folder}/*.{ts,tsx}`],
    rules: importStyle({
      regex: `^#app/${folder}/[^/]+$`,
      message: `A module of app/${folder}/ imports its neighbours as ./name.`,
    }),
  })),
  {
    // Server code is reached as #server/, like app code as #app/.
    files: ["scripts/**/*.ts", "tests/**/*.{ts,tsx}"],
    rules: importStyle(serverAlias),
  },
  {
    // app/lib is the bottom layer: components, content and routes build on it, never the reverse.
    files: ["app/lib/**/*.{ts,tsx}"],
    rules: layers({
      regex: "^(#app/|(\\.\\./)+)(components|content|routes)(/|$)",
      message: "app/lib may not import components, content or routes: move the module up.",
    }),
  },
  ...componentLayers(),
  {
    files: ["**/*.js"],
    languageOptions: { globals: { ...globals.node } },
  },
);
