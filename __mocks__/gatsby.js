// The gatsby module without its runtime: queries come from the test, Link renders a plain <a>.
const React = require("react");
const gatsby = jest.requireActual("gatsby");

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- Gatsby-only props are dropped
    ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, state, ...rest }) =>
      React.createElement("a", { ...rest, href: to }),
  ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
};
