import type { ReactNode } from "react";
import { useStrings } from "../../i18n/context";
import type { ConditionFields, LibraryLinks } from "../../lib/library";
import { LibraryPage, LinkCards, Paragraphs, Questions, Related, WhenToGetHelp } from "./library-page";

interface ConditionViewProps {
  page: ConditionFields;
  /** "What it is": the body's HTML, or elements (the CMS renders Markdown as it is typed). */
  body: ReactNode;
  links: LibraryLinks;
  emergencyPhone: string;
  disclaimer: string;
}

/** A condition's page, on its fixed structure. */
export function ConditionView({ page, body, links, emergencyPhone, disclaimer }: ConditionViewProps) {
  const text = useStrings().library;
  const { sections } = text;
  return (
    <LibraryPage
      kind="conditions"
      page={page}
      services={links.services}
      disclaimer={disclaimer}
      sections={[
        { id: "what-it-is", heading: sections.whatItIs, content: body },
        {
          id: "symptoms",
          heading: sections.symptoms,
          content: (
            <ul>
              {page.symptoms.map((symptom) => (
                <li key={symptom}>{symptom}</li>
              ))}
            </ul>
          ),
        },
        {
          id: "when-to-get-help",
          heading: sections.whenToGetHelp,
          content: <WhenToGetHelp emergency={page.emergency} soon={page.soon} emergencyPhone={emergencyPhone} />,
        },
        {
          id: "causes",
          heading: sections.causes,
          content: (
            <>
              <Paragraphs text={page.causes} />
              {page.riskFactors && page.riskFactors.length > 0 && (
                <>
                  <h3>{text.riskFactors}</h3>
                  <ul>
                    {page.riskFactors.map((factor) => (
                      <li key={factor}>{factor}</li>
                    ))}
                  </ul>
                </>
              )}
            </>
          ),
        },
        {
          id: "tests",
          heading: sections.tests,
          content: (
            <dl>
              {page.tests.map((test) => (
                <div key={test.name}>
                  <dt>{test.name}</dt>
                  <dd>{test.text}</dd>
                </div>
              ))}
            </dl>
          ),
        },
        {
          id: "treatment",
          heading: sections.treatment,
          content: (
            <>
              <Paragraphs text={page.treatment} />
              {links.treatments.length > 0 && (
                <>
                  <h3>{text.operationsForIt}</h3>
                  <LinkCards links={links.treatments} />
                </>
              )}
            </>
          ),
        },
        { id: "living", heading: sections.living, content: <Paragraphs text={page.living} /> },
        { id: "questions", heading: sections.faq, content: <Questions faq={page.faq} /> },
      ]}
      related={<Related groups={[{ heading: text.relatedArticles, links: links.articles }]} />}
    />
  );
}
