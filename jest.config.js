/** Jest set up the Gatsby way: the build's Babel preset, JSX runtime and Emotion plugin. */
module.exports = {
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)", "<rootDir>/plugins/*/__tests__/**/*.test.[jt]s?(x)"],
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  modulePathIgnorePatterns: ["<rootDir>/.variants", "<rootDir>/.scratch"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/__tests__/e2e"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/__tests__/helpers/loader-shim.js"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/helpers/setup.ts"],
};
