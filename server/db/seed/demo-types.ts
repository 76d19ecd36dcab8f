import type { Category, CreativeType } from "#shared/categories.ts";

/** Times are relative to the moment of seeding so the demo always looks current. */
export type DemoArticle = {
  title: string;
  excerpt: string;
  /** Sanitizable HTML: <p>, <h2>, <h3>, <blockquote>, <ul>/<ol>/<li>, <strong>, <em>, <a href>. */
  content: string;
  category: Category;
  author: string;
  /** Published this many days (fractional allowed) before seeding. */
  daysAgo: number;
  featured?: boolean;
  /** File name under public/images/demo/, e.g. "river-town.svg"; omit for an article without image. */
  image?: string;
  /** Omit to get the default stock-photo credit. */
  caption?: string;
  /** Updated this many days after publication (only for a few). */
  updatedAfterDays?: number;
};

export type DemoCreativePiece = {
  title: string;
  type: CreativeType;
  author: string;
  excerpt: string;
  /** HTML. Poetry keeps its line breaks and indentation: use <p> per line, leading spaces as &nbsp;. */
  content: string;
  image?: string;
  daysAgo: number;
  tags: string[];
};

export type DemoBreakingNews = { title: string; content: string; isActive: boolean; hoursAgo: number };

/** Comments by demo readers; `reader` indexes DEMO_READERS. */
export type DemoComment = { articleTitle: string; reader: number; content: string; hoursAfter: number };

export type DemoReader = { name: string; email: string };

export type EditorialMember = { name: string; role: string; bio: string; email: string };
