/** Texts of SPEC.md that more than one file of the portal or of the server shows or sends, character
 * for character. Search for the text to find the constant, then for the constant to find every
 * screen and answer that uses it. The public pages' components keep their texts written out (the
 * article page, the listings, the newsletter form, the weather widget): importing this module would
 * add a chunk to every public page's JavaScript, its budget's tightest part. */

// Uploads: images (§2, the portal's image fields and the editor) and Word documents (Import).
export const FILE_TOO_LARGE = "File too large";
/** SPEC.md's text with the limit of decision 0034 (SPEC.md: 5MB). */
export const IMAGE_TOO_LARGE = "Please upload an image smaller than 25MB";
export const INVALID_FILE_TYPE = "Invalid file type";
export const NOT_AN_IMAGE = "Please upload an image file";
export const NOT_A_WORD_DOCUMENT = "Please upload a Word document (.docx or .doc)";
export const UPLOAD_FAILED = "Upload failed";
export const IMAGE_UPLOAD_FAILED = "Failed to upload image. Please try again.";
export const DOCUMENT_FAILED = "Failed to process the document";
export const IMAGE_UPLOADED = "Image uploaded";
export const IMAGE_UPLOADED_DETAIL = "Your image has been uploaded successfully";
/** What the editor writes for an image with neither alt text nor caption: a placeholder, not a
 * description (the portal flags it beside Publish, as it flags an empty alt, which is what the Word
 * import leaves: decision 0035). */
export const ARTICLE_IMAGE_ALT = "Article image";

// Forms of the portal.
export const MISSING_FIELDS = "Missing fields";
export const MISSING_REQUIRED_FIELDS = "Missing required fields";
export const FILL_REQUIRED_FIELDS = "Please fill in all required fields";
export const BREAKING_NEWS_INCOMPLETE = "Please fill in both title and content for breaking news";

// Articles, the newsletter and the widgets: answers whose text a public page also shows.
export const ARTICLE_NOT_FOUND = "Article not found";
export const NO_ARTICLES = "No articles found";
export const ALREADY_SUBSCRIBED = "This email is already subscribed to our newsletter.";
export const SUBSCRIBE_FAILED = "Failed to subscribe. Please try again.";
export const WEATHER_FAILED = "Failed to get weather data";

// Staff accounts.
export const AUTHENTICATION_REQUIRED = "Authentication required";
export const LOG_IN_FOR_DASHBOARD = "Please log in to access the admin dashboard";
export const INVALID_STAFF_CREDENTIALS = "Invalid username or password.";
/** A deactivated member of staff signing in (issue 26): said only after the right password. */
export const ACCOUNT_DEACTIVATED =
  "This account has been deactivated. If you still write for the publication, ask one of its admins to reactivate it.";
export const PASSWORD_UPDATED = "Password updated";
export const PASSWORDS_DIFFER = "New password and confirmation don't match";
/** A member of staff without a second factor while Settings requires one (issue 26). */
export const TWO_FACTOR_SETUP_OWED =
  "Two-factor sign-in is required for staff. Set it up at /admin/two-factor before using the portal.";
