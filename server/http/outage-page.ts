/** What a reader sees while the database cannot be reached: a page that needs nothing else from the
 * server (no fonts, styles, scripts or settings), in the site's colours and faces. */
export const OUTAGE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Briefly unavailable</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#fbfaf7;color:#16181d;font-family:"Inter Variable","Inter","Segoe UI","Helvetica Neue",Arial,"Noto Sans",sans-serif;line-height:1.6}
main{max-width:36rem;padding:3rem 1.5rem;text-align:center;border-top:4px solid #a4161a}
h1{font-family:"Source Serif 4 Variable",Georgia,Cambria,"Times New Roman","Noto Serif",serif;font-size:2.25rem;line-height:1.2;margin:0 0 1rem}
p{color:#545a64;margin:0 0 1.5rem}
a{display:inline-block;background:#a4161a;color:#fff;font-weight:600;padding:.625rem 1.25rem;text-decoration:none}
a:hover{background:#7d0f12}
a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>We will be right back</h1>
<p>The site is briefly unavailable while we reconnect to our database. Please try again in a minute.</p>
<a href="">Try again</a>
</main>
</body>
</html>
`;
