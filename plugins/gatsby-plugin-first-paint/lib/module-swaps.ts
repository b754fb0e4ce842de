/**
 * Modules of the browser bundle that this site never runs, and the plugin's empty stand-ins for them
 * (onCreateWebpackConfig in ../gatsby-node.ts; README, "The module swaps"). `request` matches the
 * module as webpack's NormalModuleReplacementPlugin sees it: its resolved path, or the request as
 * written in the importing file.
 */
export const MODULE_SWAPS = [
  {
    // Partytown's browser hook acts only in development; gatsby-plugin-decap-cms's starts Netlify
    // Identity, which the CMS does not use.
    request: /(internal-plugins[\\/]partytown|gatsby-plugin-decap-cms)[\\/]gatsby-browser\.js$/,
    by: "no-browser-hooks.js",
  },
  // Gatsby's Head API: every page's head is react-helmet's.
  { request: /[\\/]head[\\/]head-export-handler-for-browser$/, by: "no-head-export.js" },
  // The service-worker registration: no plugin asks for a service worker.
  { request: /^\.[\\/]register-service-worker$/, by: "no-browser-hooks.js" },
] as const;
