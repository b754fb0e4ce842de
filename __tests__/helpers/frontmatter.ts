/** Front matter of a complete, valid article, for tests to take fields away from. */
export const validFrontmatter = {
  id: 1,
  title: "Keyhole surgery",
  date: "2025-05-10",
  lastReviewed: "2025-10-14",
  category: "Surgical Techniques",
  excerpt: "An excerpt.",
  hero: "./hero.jpg",
  heroAlt: "Abstract illustration",
  author: "Dr. Asha Verma",
};
