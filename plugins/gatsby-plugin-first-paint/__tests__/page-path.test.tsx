/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from "react-dom/server";
import { namesItselfNotFound, PAGE_PATH_SCRIPT, withSharedPagePathScript } from "../lib/page-path";

/** Gatsby 5's post-body element for a page, as cache-dir/static-entry.js writes it. */
const gatsbyScript = (pagePath: string) => (
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/` }}
  />
);
const other = <script key="chunk-mapping" id="gatsby-chunk-mapping" />;
const markup = (components: React.ReactNode[]) => renderToStaticMarkup(<>{components}</>);

describe("withSharedPagePathScript", () => {
  test("moves the page's path into an attribute read by the one shared script", () => {
    const html = markup(withSharedPagePathScript([gatsbyScript("/blog/1/"), other], "/blog/1/"));
    expect(html).toBe(
      `<script id="gatsby-script-loader" data-page-path="/blog/1/">${PAGE_PATH_SCRIPT}</script>` +
        `<script id="gatsby-chunk-mapping"></script>`,
    );
    expect(markup(withSharedPagePathScript([gatsbyScript("/hi/"), other], "/hi/"))).toContain(PAGE_PATH_SCRIPT);
  });

  test("the script gives Gatsby's runtime the path from the attribute", () => {
    const window = {} as { pagePath?: string };
    const document = {
      currentScript: { getAttribute: (name: string) => (name === "data-page-path" ? "/blog/1/" : null) },
    };
    new Function("window", "document", PAGE_PATH_SCRIPT)(window, document);
    expect(window.pagePath).toBe("/blog/1/");
  });

  test("a copy of the not-found page at another path names itself /404.html", () => {
    const html = markup(withSharedPagePathScript([gatsbyScript("/hi/404.html")], "/hi/404.html"));
    expect(html).toContain('data-page-path="/404.html"');
    expect(namesItselfNotFound(html)).toBe(true);
    expect(namesItselfNotFound(markup(withSharedPagePathScript([gatsbyScript("/hi/")], "/hi/")))).toBe(false);
  });

  test("stops the build, naming the page, when Gatsby writes the script otherwise", () => {
    const withPageData = (
      <script
        key="script-loader"
        id="gatsby-script-loader"
        dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath="/";window.pageData={};/*]]>*/` }}
      />
    );
    expect(() => withSharedPagePathScript([withPageData], "/")).toThrow(
      /^\/: #gatsby-script-loader does not say the page path as Gatsby 5 writes it \(see "The page path"/,
    );
    expect(() => withSharedPagePathScript([gatsbyScript("/blog/")], "/")).toThrow("does not say the page path");
    expect(() => withSharedPagePathScript([other], "/blog/1/")).toThrow(
      "/blog/1/: expected one #gatsby-script-loader among the post-body elements, found 0",
    );
  });
});
