import { act } from "@testing-library/react";
import { Suspense } from "react";
import { Helmet } from "react-helmet";
import { Seo } from "../src/components/seo";
import practice from "../content/practice.json";
import { renderInLanguage } from "./helpers/render-in-language";

/** A part of the page that is not ready on its first render (code or data still on its way). */
function suspender() {
  let ready = false;
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = () => {
      ready = true;
      settle();
    };
  });
  function NotYet() {
    if (!ready) throw promise;
    return null;
  }
  return { NotYet, release: resolve };
}

describe("Seo", () => {
  it("leaves nothing in the head from a render React threw away", async () => {
    // React runs a render and may discard it (a sibling suspends, a navigation is interrupted);
    // a head registered by a discarded render would stay in every later page's head.
    const { NotYet, release } = suspender();
    const view = renderInLanguage(
      <Suspense fallback={null}>
        <Seo title="An article" path="/blog/3/" />
        <NotYet />
      </Suspense>,
    );
    await act(async () => release());
    expect(Helmet.peek().title).toContain(`An article | ${practice.name}`);

    view.unmount();
    expect(Helmet.peek().title ?? "").not.toContain("An article");
  });
});
