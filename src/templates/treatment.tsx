import { graphql, type PageProps } from "gatsby";
import { LibraryTemplate, type LibraryPageContext } from "../components/library/library-template";
import { TreatmentView } from "../components/library/treatment-view";
import { preloadParts } from "../components/ui/lazy-part";

// The layout's parts, so that a visit by client-side navigation renders the page whole.
await preloadParts();

/** An operation's page: /treatments/<slug>/ (content/treatments/<slug>/index.md). */
export default function TreatmentTemplate({
  data,
  location,
  pageContext,
}: PageProps<Queries.TreatmentQuery, LibraryPageContext>) {
  const node = data.markdownRemark;
  const front = node?.treatment;
  if (!node || !front) throw new Error(`No operation for page ${location.pathname}`);
  return (
    <LibraryTemplate
      kind="treatments"
      front={front}
      path={node.fields.slug}
      context={pageContext}
      about={{ type: "procedure", preparation: front.preparation, recovery: front.recovery, dayOf: front.dayOf }}
      render={(page, practice) => (
        <TreatmentView
          page={page}
          body={<div dangerouslySetInnerHTML={{ __html: node.html ?? "" }} />}
          links={pageContext.links}
          costs={pageContext.costs ?? []}
          {...practice}
        />
      )}
    />
  );
}

export const query = graphql`
  query Treatment($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      fields {
        slug
      }
      treatment {
        ...LibraryPageFront
        alternatives
        preparation
        dayOf
        recovery {
          when
          what
        }
        risksIntro
        risks {
          name
          text
        }
        diet
        activity
      }
    }
  }
`;
