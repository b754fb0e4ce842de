/** The address of an article page; the one place that knows the blog's URL shape. */
export function postPath(id: number | string): string {
  return `/blog/${id}/`;
}
