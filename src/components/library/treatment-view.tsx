import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { useStrings } from "../../i18n/context";
import type { LibraryLinks, TreatmentFields } from "../../lib/library";
import { colors, fontSizes, space } from "../../styles/theme";
import type { ShownEstimate } from "../../i18n/estimate-text";
import { OperationCosts } from "../payment/operation-costs";
import { CheckList } from "../ui/check-list";
import { LibraryPage, Paragraphs, Questions, Related, WhenToGetHelp } from "./library-page";

/** Recovery as a timeline: a line down the side, a dot at each stage. */
const timeline = css`
  list-style: none;
  padding: 0 !important;
  border-left: 3px solid ${colors.mint};
  margin-left: ${space.xs};
  li {
    position: relative;
    padding-left: ${space.lg};
  }
  li + li {
    margin-top: ${space.md};
  }
  li::before {
    content: "";
    position: absolute;
    left: calc(-0.5rem - 1.5px);
    top: 0.45em;
    width: 1rem;
    height: 1rem;
    border-radius: 50%;
    background: ${colors.primary};
    border: 3px solid ${colors.surface};
  }
  strong {
    display: block;
    font-size: ${fontSizes.base};
  }
`;

interface TreatmentViewProps {
  page: TreatmentFields;
  /** "Why it is done": the body's HTML, or elements (the CMS renders Markdown as it is typed). */
  body: ReactNode;
  links: LibraryLinks;
  emergencyPhone: string;
  disclaimer: string;
  /** Its estimates in words (gatsby/library.ts writes them at build time). */
  costs: readonly ShownEstimate[];
}

/** An operation's page, on its fixed structure. */
export function TreatmentView({ page, body, links, emergencyPhone, disclaimer, costs }: TreatmentViewProps) {
  const text = useStrings().library;
  const { sections } = text;
  return (
    <LibraryPage
      kind="treatments"
      page={page}
      services={links.services}
      disclaimer={disclaimer}
      sections={[
        {
          id: "why",
          heading: sections.why,
          content: (
            <>
              {body}
              <h3>{text.alternatives}</h3>
              <Paragraphs text={page.alternatives} />
            </>
          ),
        },
        { id: "preparation", heading: sections.preparation, content: <CheckList items={page.preparation} /> },
        { id: "day-of", heading: sections.dayOf, content: <Paragraphs text={page.dayOf} /> },
        {
          id: "recovery",
          heading: sections.recovery,
          content: (
            <ol css={timeline}>
              {page.recovery.map((stage) => (
                <li key={stage.when}>
                  <strong>{stage.when}</strong>
                  {stage.what}
                </li>
              ))}
            </ol>
          ),
        },
        {
          id: "risks",
          heading: sections.risks,
          content: (
            <>
              <Paragraphs text={page.risksIntro} />
              <dl>
                {page.risks.map((risk) => (
                  <div key={risk.name}>
                    <dt>{risk.name}</dt>
                    <dd>{risk.text}</dd>
                  </div>
                ))}
              </dl>
            </>
          ),
        },
        {
          id: "at-home",
          heading: sections.home,
          content: (
            <>
              <h3>{text.diet}</h3>
              <Paragraphs text={page.diet} />
              <h3>{text.activity}</h3>
              <Paragraphs text={page.activity} />
            </>
          ),
        },
        {
          id: "when-to-call",
          heading: sections.whenToCall,
          content: <WhenToGetHelp emergency={page.emergency} soon={page.soon} emergencyPhone={emergencyPhone} />,
        },
        {
          id: "cost",
          heading: sections.cost,
          content: <OperationCosts estimates={costs} />,
        },
        { id: "questions", heading: sections.faq, content: <Questions faq={page.faq} /> },
      ]}
      related={
        <Related
          groups={[
            { heading: text.conditionsItTreats, links: links.conditions },
            { heading: text.relatedArticles, links: links.articles },
          ]}
        />
      }
    />
  );
}
