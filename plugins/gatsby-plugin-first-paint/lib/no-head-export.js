// Gatsby's Head API in the browser, for the browser bundle of a site that writes every page's head
// with react-helmet (src/components/seo.tsx), so that no page exports `Head`: the handler it
// replaces (gatsby/cache-dir/head/head-export-handler-for-browser.js) and its helpers were 1.2 kB gzipped of
// every page's JavaScript. See onCreateWebpackConfig in ../gatsby-node.ts.
export function headHandlerForBrowser({ pageComponent }) {
  if (pageComponent && pageComponent.Head) {
    console.error(
      "This site writes the head with react-helmet (src/components/seo.tsx); a page's Head export is ignored.",
    );
  }
}
