import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import importPlugin from "eslint-plugin-import";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      ".variants/",
      ".scratch/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "18" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // css is Emotion's prop; closedby, commandfor and command are HTML attributes newer than the plugin.
      "react/no-unknown-property": ["error", { ignore: ["css", "closedby", "commandfor", "command"] }],
      "react/prop-types": "off",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { varsIgnorePattern: "^_", argsIgnorePattern: "^_" }],
    },
  },
  {
    // Layers: build-time code (gatsby/, Node) is never bundled for the browser; src/lib, src/i18n
    // and src/styles are below the components and hooks and import nothing from them; no circles.
    files: ["**/*.{ts,tsx}"],
    plugins: { import: importPlugin },
    settings: {
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import/ignore": ["node_modules"],
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] } },
    },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./src", from: "./gatsby", message: "gatsby/ is build-time (Node) code" },
            {
              target: ["./src/lib", "./src/i18n", "./src/styles", "./src/constants.ts"],
              from: ["./src/components", "./src/hooks", "./src/templates", "./src/pages", "./src/cms"],
              message: "a lower layer imports nothing from the components above it",
            },
            { target: "./src/lib", from: "./src/styles", message: "src/lib is pure code, below the styles" },
            {
              target: ["./gatsby-config.ts", "./gatsby-node.ts", "./gatsby"],
              from: "./content",
              message:
                "read content with readContentJson (gatsby/content-json.ts): bundled into .cache/compiled/, it makes every content edit a cold JavaScript build",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.js"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["scripts/**/*.mjs", "*.mjs"],
    languageOptions: { globals: globals.node },
  },
);
