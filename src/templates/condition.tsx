import { graphql, type PageProps } from "gatsby";
import { ConditionView } from "../components/library/condition-view";
import { LibraryTemplate, type LibraryPageContext } from "../components/library/library-template";
import { preloadParts } from "../components/ui/lazy-part";

// The layout's parts, so that a visit by client-side navigation renders the page whole.
await preloadParts();

/** A condition's page: /conditions/<slug>/ (content/conditions/<slug>/index.md). */
export default function ConditionTemplate({
  data,
  location,
  pageContext,
}: PageProps<Queries.ConditionQuery, LibraryPageContext>) {
  const node = data.markdownRemark;
  const front = node?.condition;
  if (!node || !front) throw new Error(`No condition for page ${location.pathname}`);
  const { links } = pageContext;
  return (
    <LibraryTemplate
      kind="conditions"
      front={front}
      path={node.fields.slug}
      context={pageContext}
      about={{
        type: "condition",
        symptoms: front.symptoms,
        treatments: links.treatments.map((treatment) => ({ name: treatment.title, path: treatment.path })),
      }}
      render={(page, practice) => (
        <ConditionView
          page={page}
          body={<div dangerouslySetInnerHTML={{ __html: node.html ?? "" }} />}
          links={links}
          {...practice}
        />
      )}
    />
  );
}

export const query = graphql`
  query Condition($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      fields {
        slug
      }
      condition {
        ...LibraryPageFront
        symptoms
        causes
        riskFactors
        tests {
          name
          text
        }
        treatment
        living
      }
    }
  }
`;
