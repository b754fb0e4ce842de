import { graphql, type PageProps } from "gatsby";
import { LibraryTemplate, type LibraryPageContext } from "../components/library/library-template";
import { TreatmentView } from "../components/library/treatment-view";
import { preloadParts } from "../components/ui/lazy-part";
import { useSchedule } from "../hooks/use-schedule";

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
  const { venues } = useSchedule();
  if (!node || !front) throw new Error(`No operation for page ${location.pathname}`);
  const venueName = (id: string) => venues.find((venue) => venue.id === id)?.name ?? id;
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
          venueName={venueName}
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
        estimates {
          venue
          min
          max
          room
          stayDays
          includes
          excludes
          verifiedOn
        }
      }
    }
  }
`;
