/**
 * The editor's Help (issue 41): how to use each of the text's formats, in short. The README's 'Story
 * formats' says the same at length; the labels here are the toolbar's and the side panel's own.
 */
export type HelpTopic = { title: string; points: string[] };

export const EDITOR_HELP_TITLE = "Help: writing in the editor";

export const EDITOR_HELP: HelpTopic[] = [
  {
    title: "Text",
    points: [
      "Type # and a space at the start of a line for a heading, ## for a smaller one, > for a quotation.",
      "Ctrl+B bold, Ctrl+I italic, Ctrl+U underline, Ctrl+K a link, Ctrl+Z undo, Ctrl+Shift+Z redo (⌘ on a Mac).",
      "Every change is saved as you type. History lists every version, compares two and restores one.",
    ],
  },
  {
    title: "Images",
    points: [
      "Image uploads a photo (or takes an address) with its description for people who cannot see it and a caption.",
      "Click an image in the text, or select it and press Enter, to change its description and, on a long-form page, its width (Text width, Wide or Full width).",
      "A photographer's credit is kept with the image in the Media Library.",
    ],
  },
  {
    title: "Photo galleries",
    points: [
      "Gallery opens the gallery's dialog: Upload photos (several at once) or Choose from the library.",
      "Give each photo its description, caption and credit: a name from People links to their author page; any other text is shown as written.",
      "Move photos with Move up and Move down, or drag them. Choose Grid or Slideshow, then Insert. Click the gallery in the text to edit it again.",
      "An article that is mainly photos (4 or more, at most 300 words beside them) is listed as a Photo essay.",
    ],
  },
  {
    title: "Video and audio",
    points: [
      "Video takes an MP4 (H.264) or WebM file up to 500 MB; Audio an MP3, M4A, OGG or WAV file up to 200 MB. If the connection drops, choose the same file again: the upload goes on where it stopped.",
      "Give a video its captions (a WebVTT .vtt file) and a poster image. A video without captions is flagged beside Publish.",
      "To change or remove a video's poster or captions later, select the video (click it, or Shift and an arrow key beside it) and press Enter, or choose Video in the toolbar.",
    ],
  },
  {
    title: "Embeds",
    points: [
      "Paste a YouTube, Vimeo, Spotify, SoundCloud, Apple Podcasts, X, Instagram, TikTok, Bluesky, Mastodon, Google Maps, Datawrapper, Flourish or Google Docs, Sheets or Forms link alone on an empty line, or press Embed and paste any link.",
      "Readers see a preview with a Play or View button; nothing loads from the provider until they click it. Any other link becomes a link card.",
    ],
  },
  {
    title: "Pull quotes and fact boxes",
    points: [
      "Pull quote turns the current line into a large quotation between rules.",
      "Fact box turns the current lines into a box beside the text; its first line is its title.",
    ],
  },
  {
    title: "Layouts",
    points: [
      "Layout, in the side panel: Standard; Long-form (the photo full width at the top, a table of contents from the headings, a drop cap and a reading-progress bar); or Side by side (the photo fixed beside the text on wide screens).",
      "For a long-form piece, Headline over the photo sets the headline on the photo instead of under it.",
    ],
  },
  {
    title: "Podcast episodes",
    points: [
      "An editor adds the show under Podcasts. An episode is an article: under Podcast episode, choose its show, its number and its audio file; the text is the episode's notes.",
    ],
  },
];
