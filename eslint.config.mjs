import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import drizzle from "eslint-plugin-drizzle";
import lakou from "./eslint/client-boundary.mjs";

/** next-intl's formatters know no Kreyòl month or day names: src/lib/locale-format.ts does. */
const FORMATTER_IMPORTS = [
  { name: "next-intl", importNames: ["useFormatter"], message: "Format with @/lib/locale-format (Kreyòl names)." },
  { name: "next-intl/server", importNames: ["getFormatter"], message: "Format with @/lib/locale-format (Kreyòl names)." },
];

/** Server code a component under src/components may not import (types and server actions excepted). */
const SERVER_IMPORTS = {
  paths: FORMATTER_IMPORTS,
  patterns: [
    {
      regex: "^@/server/(?!(.+/)?actions$)",
      allowTypeImports: true,
      message: "Components run in the browser too: import shared rules from src/lib, or take the data as props.",
    },
    { group: ["server-only"], message: "Components run in the browser too." },
  ],
};

export default tseslint.config(
  { ignores: [".next*/**", "scripts/bench/floor-app/.next/**", "node_modules/**", ".data/**", "drizzle/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
  {
    // The benchmarks' floor: a bare Next.js app in JavaScript (scripts/bench/floor.ts).
    files: ["scripts/bench/floor-app/**/*.js"],
    languageOptions: { globals: { Response: "readonly" } },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Drizzle: an update or delete without where changes every row.
    files: ["src/**/*.ts", "scripts/**/*.ts", "tests/**/*.ts"],
    plugins: { drizzle },
    rules: {
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
    },
  },
  {
    // The client/server boundary: "use client" files anywhere, and every component module
    // except the server components that read the session or the database.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { lakou },
    rules: { "lakou/client-boundary": "error" },
  },
  {
    // Dates are written for people by src/lib/locale-format.ts alone (it carries Kreyòl month and day names no
    // ICU has). Elsewhere Intl date formatters only build machine keys, with a fixed locale literal.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/lib/locale-format.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|RelativeTimeFormat)$/][arguments.0.type!='Literal']",
          message: "Format dates for readers with formatDate / formatRelative from @/lib/locale-format (Kreyòl names).",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
          message: "Format for readers with @/lib/locale-format.",
        },
      ],
      "no-restricted-imports": ["error", { paths: FORMATTER_IMPORTS }],
    },
  },
  {
    files: ["src/components/**/*.{ts,tsx}"],
    ignores: [
      "src/components/layout/site-header.tsx",
      "src/components/layout/site-footer.tsx",
      "src/components/creator-page/load-creator-page.ts",
    ],
    rules: { "no-restricted-imports": ["error", SERVER_IMPORTS] },
  },
);
