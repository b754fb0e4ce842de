import path from "node:path";
import type { Actions, CreatePagesArgs } from "gatsby";
import { DEFAULT_LANGUAGE, LANGUAGES, localisedPath, type Lang } from "../src/i18n/languages";
import { shownEstimates } from "../src/i18n/estimate-text";
import { format } from "../src/i18n/format";
import { STRINGS } from "../src/i18n/strings";
import { displayDate } from "../src/lib/date-display";
import { LIBRARY, type LibraryModel } from "../src/lib/content-model";
import { libraryProblems, repeatedFactProblems, type LibraryEntry } from "../src/lib/content-validation";
import type { LibraryLink, LibraryLinks } from "../src/lib/library";
import { libraryPath } from "../src/lib/paths";
import { pictureBesideFile } from "./content-files";
import { readingTimeLabel } from "../src/lib/reading-time";
import type { SearchDocument } from "../src/lib/search";

type Folder = LibraryModel["folder"];
type PageNode = Queries.LibraryPagesQuery["allMarkdownRemark"]["nodes"][number];
type Front = NonNullable<PageNode["condition"]> | NonNullable<PageNode["treatment"]>;

/** A library page as createPages works with it: its node, file, kind, language and front matter. */
interface Page {
  node: PageNode;
  file: string;
  folder: Folder;
  lang: Lang;
  front: Front;
  treatments: readonly string[];
}

/** What the library gives the rest of the build: the search documents and each article's library links. */
export interface Library {
  search: Record<Lang, SearchDocument[]>;
  /** By language, then article number: the library pages that name the article as related. */
  onArticles: Record<Lang, Map<number, LibraryLink[]>>;
}

const fileOf = (node: PageNode) =>
  `content/${node.parent && "relativePath" in node.parent ? node.parent.relativePath : ""}`;

const link = (page: Page): LibraryLink => ({
  title: page.front.title,
  path: page.node.fields.slug,
  description: page.front.description,
  kind: page.folder,
});

/**
 * The patient library's pages (/conditions/<slug>/, /treatments/<slug>/ and their index pages, in
 * every language), after the checks across its files: every page has its counterpart in every
 * language with the same facts, and every link names a page, a service or an article that exists.
 * Returns null, having stopped the build, when a check fails.
 */
export async function createLibraryPages(
  { graphql, actions, reporter }: Pick<CreatePagesArgs, "graphql" | "actions" | "reporter">,
  articles: ReadonlyArray<{ id: number; lang: Lang; title: string; path: string }>,
): Promise<Library | null> {
  const result = await graphql<Queries.LibraryPagesQuery>(`
    query LibraryPages {
      allScheduleJson {
        nodes {
          fields {
            lang
          }
          venues {
            id
            name
          }
        }
      }
      allServicesJson {
        nodes {
          slug
          title
          fields {
            lang
          }
        }
      }
      allMarkdownRemark(
        filter: { fields: { collection: { in: ["conditions", "treatments"] } } }
        sort: { frontmatter: { title: ASC } }
      ) {
        nodes {
          id
          timeToRead
          fields {
            lang
            collection
            slug
            searchHeadings
            searchBody
          }
          condition {
            ...LibraryFacts
            treatments
          }
          treatment {
            ...LibraryFacts
            estimates {
              venue
              min
              max
              room
              stayDays
              includes
              excludes
              verifiedOn(formatString: "YYYY-MM-DD")
            }
          }
          parent {
            ... on File {
              relativePath
            }
          }
        }
      }
    }
    # An interface's dates take no formatString: createLibraryPages reads their first ten characters.
    fragment LibraryFacts on LibraryFrontmatter {
      slug
      title
      description
      services
      articles
      lastReviewed
      nextReview
      image {
        relativePath
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the patient library", result.errors);
    return null;
  }
  const { allScheduleJson, allServicesJson, allMarkdownRemark } = result.data;
  /** A venue's name in a language, by its id in content/schedule.json. */
  const venueName = (lang: Lang) => (id: string) =>
    allScheduleJson.nodes.find((schedule) => schedule.fields.lang === lang)?.venues.find((venue) => venue.id === id)
      ?.name ?? id;
  const pages: Page[] = allMarkdownRemark.nodes.flatMap((node) => {
    const facts = node.condition ?? node.treatment;
    if (!facts) return [];
    // YYYY-MM-DD, however the front matter wrote the dates.
    const front = {
      ...facts,
      lastReviewed: facts.lastReviewed.slice(0, 10),
      nextReview: facts.nextReview.slice(0, 10),
    };
    return [
      {
        node,
        file: fileOf(node),
        folder: node.fields.collection as Folder,
        lang: node.fields.lang as Lang,
        front,
        treatments: node.condition?.treatments ?? [],
      },
    ];
  });

  const problems = [
    ...libraryProblems(
      pages.map((page): LibraryEntry => ({
        file: page.file,
        folder: page.folder,
        lang: page.lang,
        slug: page.front.slug,
        services: page.front.services,
        treatments: page.node.condition?.treatments,
        articles: page.front.articles,
      })),
      {
        languages: LANGUAGES,
        services: allServicesJson.nodes
          .filter((service) => service.fields.lang === DEFAULT_LANGUAGE)
          .map((service) => service.slug),
        articles: [...new Set(articles.map((article) => article.id))],
      },
    ),
    ...translationFactProblems(pages),
  ];
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content in content/ needs fixing:\n  ${problems.join("\n  ")}`);
    return null;
  }

  const find = (folder: Folder, slug: string, lang: Lang) =>
    pages.find((page) => page.folder === folder && page.front.slug === slug && page.lang === lang);
  const alternates = (page: Page) =>
    Object.fromEntries(
      LANGUAGES.map((lang) => [lang, find(page.folder, page.front.slug, lang)?.node.fields.slug] as const),
    );
  const library: Library = {
    search: Object.fromEntries(LANGUAGES.map((lang) => [lang, []])) as unknown as Library["search"],
    onArticles: Object.fromEntries(LANGUAGES.map((lang) => [lang, new Map()])) as unknown as Library["onArticles"],
  };

  for (const page of pages) {
    const { lang, front } = page;
    const inLanguage = pages.filter((other) => other.lang === lang);
    const links: LibraryLinks = {
      treatments: page.treatments.flatMap((slug) => {
        const other = find("treatments", slug, lang);
        return other ? [link(other)] : [];
      }),
      conditions: inLanguage
        .filter((other) => page.folder === "treatments" && other.treatments.includes(front.slug))
        .map(link),
      articles: (front.articles ?? []).flatMap((id) =>
        articles
          .filter((article) => article.id === id && article.lang === lang)
          .map((article) => ({ title: article.title, path: article.path, description: "", kind: "blog" as const })),
      ),
      services: front.services.flatMap((slug) =>
        allServicesJson.nodes
          .filter((service) => service.slug === slug && service.fields.lang === lang)
          .map((service) => service.title),
      ),
    };
    actions.createPage({
      path: page.node.fields.slug,
      component: path.resolve(`src/templates/${page.folder === "conditions" ? "condition" : "treatment"}.tsx`),
      context: {
        id: page.node.id,
        links,
        // The review dates as the page shows them, written here so no page carries the formatter.
        shown: { lastReviewed: displayDate(front.lastReviewed, lang), nextReview: displayDate(front.nextReview, lang) },
        // An operation's estimates in words, so its page carries no formatter either.
        costs: shownEstimates(page.node.treatment?.estimates ?? [], venueName(lang), lang, STRINGS[lang].payment),
        lang,
        strings: STRINGS[lang],
        alternates: alternates(page),
      },
    });
    for (const id of front.articles ?? []) {
      const onArticle = library.onArticles[lang];
      onArticle.set(id, [...(onArticle.get(id) ?? []), link(page)]);
    }
    library.search[lang].push({
      // Its address (without the language), which no article's number can be.
      id: libraryPath(page.folder, front.slug),
      title: front.title,
      category: page.folder,
      excerpt: front.description,
      headings: page.node.fields.searchHeadings,
      body: page.node.fields.searchBody,
      date: front.lastReviewed,
      readingTime: readingTimeLabel(page.node.timeToRead ?? 1, STRINGS[lang].postCard.readingTime),
    });
  }

  for (const model of LIBRARY) createIndexPages(actions, model, pages);
  return library;
}

/** /conditions/ and /treatments/ in every language: the kind's pages, A to Z. */
function createIndexPages(actions: Actions, model: LibraryModel, pages: readonly Page[]) {
  const indexAlternates = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, localisedPath(lang, libraryPath(model.folder))]),
  );
  for (const lang of LANGUAGES) {
    actions.createPage({
      path: localisedPath(lang, libraryPath(model.folder)),
      component: path.resolve("src/templates/library-index.tsx"),
      context: {
        folder: model.folder,
        pages: pages
          .filter((page) => page.folder === model.folder && page.lang === lang)
          .map((page) => ({
            ...link(page),
            shownReview: format(STRINGS[lang].library.reviewedShort, {
              date: displayDate(page.front.lastReviewed, lang),
            }),
          })),
        lang,
        strings: STRINGS[lang],
        alternates: indexAlternates,
      },
    });
  }
}

/**
 * A translated page repeats its original's facts (slug, picture, services, dates, links): each
 * must equal the English page's, so a translation cannot keep an old review date unseen.
 */
function translationFactProblems(pages: readonly Page[]): string[] {
  const facts = (page: Page): Record<string, unknown> => ({
    ...page.front,
    treatments: page.node.condition?.treatments,
    image: pictureBesideFile(page.file, page.front.image?.relativePath),
  });
  return pages
    .filter((page) => page.lang !== DEFAULT_LANGUAGE)
    .flatMap((page) => {
      const original = pages.find(
        (other) =>
          other.lang === DEFAULT_LANGUAGE && other.folder === page.folder && other.front.slug === page.front.slug,
      );
      const model = LIBRARY.find((each) => each.folder === page.folder);
      if (!original || !model) return [];
      return repeatedFactProblems(model, facts(original), facts(page), {
        original: original.file,
        translation: page.file,
      });
    });
}
