/**
 * The build's Node side, one module per part of Gatsby's build (gatsby/): the content model as
 * GraphQL types, the checks before the build, the content nodes (both languages, checked as they are
 * read), the pages, and what is written once the pages are (sitemap, robots.txt, the service worker,
 * host headers).
 * Browser code never imports from gatsby/ (an ESLint rule says so).
 */
export { onPreBootstrap } from "./gatsby/preflight";
export { createResolvers, createSchemaCustomization } from "./gatsby/schema";
export { onCreateNode, sourceNodes } from "./gatsby/content-nodes";
export { createPages, onCreatePage } from "./gatsby/pages";
export { onPostBuild } from "./gatsby/post-build";
export { onCreateWebpackConfig } from "./gatsby/offline-worker";
