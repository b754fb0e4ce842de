// A Gatsby plugin's browser file with no hooks (see onCreateWebpackConfig in gatsby-node.ts).
module.exports = {};
