// The same Babel set-up as the Gatsby build (gatsby-config: jsxRuntime automatic, Emotion's JSX).
module.exports = require("babel-jest").default.createTransformer({
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
  plugins: ["@emotion/babel-plugin"],
});
