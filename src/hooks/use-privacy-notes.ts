import { graphql, useStaticQuery } from "gatsby";
import { useLanguage } from "../i18n/context";
import { localisedPath } from "../i18n/languages";
import { PRIVACY_PATH } from "../lib/paths";

/**
 * The line under each form saying what happens to what is typed, and the link to the privacy notice
 * (content/privacy.json `formNotes`), in the page's language.
 */
export function usePrivacyNotes() {
  const data = useStaticQuery<Queries.PrivacyNotesQuery>(graphql`
    query PrivacyNotes {
      allPrivacyJson {
        nodes {
          fields {
            lang
          }
          formNotes {
            contact
            newsletter
            link
          }
        }
      }
    }
  `);
  const lang = useLanguage();
  const node = data.allPrivacyJson.nodes.find((each) => each.fields.lang === lang);
  if (!node) throw new Error(`content/privacy.json is missing in "${lang}"`);
  return { ...node.formNotes, path: localisedPath(lang, PRIVACY_PATH) };
}
