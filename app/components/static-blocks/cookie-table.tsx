/** The cookies the site sets (the code sets them, so the code lists them): a table on wide columns, a
 * card per cookie on narrow ones. The Cookie Policy's `{cookie-table}` (decision 0047). */
const COOKIES = [
  {
    name: "bt_session",
    purpose:
      "Keeps you signed in after you sign in. It holds a random code; our server keeps only a hash of it.",
    duration:
      "Until you sign out, after 30 days without use, or after 90 days at most, whichever comes first.",
    type: "Strictly necessary, first-party. HTTP-only (scripts cannot read it), SameSite=Lax. Over HTTPS it is Secure and named __Host-bt_session, so only this site, over HTTPS, can set it.",
  },
  {
    name: "bt_flash",
    purpose:
      "Carries a one-time notification, such as a confirmation that your comment was posted, across a redirect to the next page.",
    duration: "Short-lived: deleted as soon as the message has been read.",
    type: "Strictly necessary, first-party. Signed by our server, so that nobody else can write a message in our name; named __Host-bt_flash over HTTPS.",
  },
] as const;

const COLUMNS = [
  { key: "name", label: "Name" },
  { key: "purpose", label: "Purpose" },
  { key: "duration", label: "Duration" },
  { key: "type", label: "Type" },
] as const;

/** Wide columns: the cookies as a table. The switch is a container query in rem, so it follows the
 * reader's text size as well as the screen width. */
function CookieGrid() {
  return (
    <table className="mb-6 hidden w-full border-collapse border border-rule bg-white text-left font-sans text-base @2xl:table">
      <caption className="sr-only">Cookies we set</caption>
      <thead className="bg-ink text-white">
        <tr>
          {COLUMNS.map((column) => (
            <th key={column.key} scope="col" className="px-4 py-3 font-semibold">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {COOKIES.map((cookie) => (
          <tr key={cookie.name} className="border-t border-rule align-top">
            <th scope="row" className="px-4 py-3 font-mono text-sm font-semibold whitespace-nowrap">
              {cookie.name}
            </th>
            <td className="px-4 py-3">{cookie.purpose}</td>
            <td className="px-4 py-3">{cookie.duration}</td>
            <td className="px-4 py-3">{cookie.type}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Narrow columns (or large text): the same facts, one card per cookie, so nothing scrolls sideways. */
function CookieList() {
  return (
    <ul className="mb-6 space-y-4 font-sans text-base @2xl:hidden">
      {COOKIES.map((cookie) => (
        <li key={cookie.name} className="border border-rule bg-white p-4">
          <dl className="space-y-3">
            {COLUMNS.map((column) => (
              <div key={column.key}>
                <dt className="text-xs font-bold tracking-widest text-muted uppercase">{column.label}</dt>
                <dd className={column.key === "name" ? "font-mono text-sm font-semibold" : undefined}>
                  {cookie[column.key]}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function CookieTable() {
  return (
    <div className="@container">
      <CookieGrid />
      <CookieList />
    </div>
  );
}
