/** The site's URL shapes, in one place: articles, listing and category pages, the library, privacy. */

/** The address of an article page. */
export function postPath(id: number | string): string {
  return `/blog/${id}/`;
}

/** "Cancer Care" -> "cancer-care", the form a category takes in its page's address. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * A listing page's address: `/blog/`, `/blog/page/2/`, `/blog/category/cancer-care/`,
 * `/blog/category/cancer-care/page/2/`. `category` null is All.
 */
export function listingPath(category: string | null, page = 1): string {
  const base = category ? `/blog/category/${categorySlug(category)}/` : "/blog/";
  return page > 1 ? `${base}page/${page}/` : base;
}

/** The patient library's addresses: `/conditions/`, `/treatments/gallbladder-removal/`. */
export function libraryPath(folder: "conditions" | "treatments", slug?: string): string {
  return slug ? `/${folder}/${slug}/` : `/${folder}/`;
}

/** The privacy notice's address. */
export const PRIVACY_PATH = "/privacy/";

/** Fees, costs and insurance: the consultation fees, the operations' estimates, ways to pay, insurance, schemes. */
export const PAYMENT_PATH = "/fees-and-insurance/";

/** A patient's visit on one page: booking, registration, what to bring, the day, the venues. */
export const VISIT_PATH = "/your-visit/";
/** A second opinion from another town: what to send, the request form, teleconsultation. */
export const SECOND_OPINION_PATH = "/second-opinion/";
