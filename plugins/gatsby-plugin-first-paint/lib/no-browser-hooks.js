// An empty module in place of browser code this site never runs: plugin browser files with nothing
// to do here, Gatsby's service-worker registration (see onCreateWebpackConfig in ../gatsby-node.ts).
module.exports = {};
