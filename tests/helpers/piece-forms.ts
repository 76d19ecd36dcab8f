import { randomBytes } from "node:crypto";

/** A short unique word, for titles that one test's searches find alone. */
export const token = () => `t${randomBytes(5).toString("hex")}`;

type Fields = Record<string, string>;

/** The portal's forms of each kind of piece, complete, as it posts them: Create (`create`) and Edit
 * (`edit`, of piece `id`); any field can be overridden. */
export const PIECE_FORMS = {
  article: {
    create: (overrides: Fields = {}) => ({
      title: `Flood relief reaches ${token()}`,
      slug: "",
      excerpt: "",
      content: "<p>Boats carried rice and medicine to the villages.</p>",
      category: "",
      author: "Rina Das",
      imageUrl: "/uploads/flood.webp",
      imageCaption: "",
      tags: "",
      ...overrides,
    }),
    edit: (id: string, overrides: Fields = {}) => ({
      id,
      title: "New headline",
      excerpt: "New summary",
      content: "<p>New body</p>",
      author: "New Author",
      category: "Science",
      imageUrl: "",
      imageCaption: "",
      ...overrides,
    }),
  },
  creative: {
    create: (overrides: Fields = {}) => ({
      type: "",
      title: `Rain on tin roofs ${token()}`,
      author: "Temsu Jamir",
      excerpt: "",
      content: "<p>The roof sings<br>all night</p>",
      imageUrl: "/uploads/roof.webp",
      ...overrides,
    }),
    edit: (id: string, overrides: Fields = {}) => ({
      id,
      type: "prose",
      title: "New title",
      author: "New Author",
      excerpt: "New summary",
      content: "<p>New words</p>",
      imageUrl: "",
      ...overrides,
    }),
  },
};
