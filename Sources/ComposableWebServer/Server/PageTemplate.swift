/// The HTML document of a page's first paint: the rendered root, the session token the client
/// script connects with, and links to the script and style sheets.
///
/// ```swift
/// let html = pageDocument(title: "Settings", token: token, socketPath: "/_cw/ws", body: session.html)
/// ```
///
/// The title is escaped like any text; the body is the session's already-escaped render. With
/// `additionalStyleSheet`, the page also links the app's style sheet, after the renderer's.
///
/// The empty, hidden `cw-form` is the form password fields belong to (through their `form`
/// attribute): browsers expect one around a password, and the client script keeps it from ever
/// submitting.
func pageDocument(
  title: String,
  token: String,
  socketPath: String,
  body: String,
  additionalStyleSheet: Bool = false
) -> String {
  let appStyleSheet =
    additionalStyleSheet
    ? "\n<link rel=\"stylesheet\" href=\"\(LiveServer.assetPath)/app.css\">" : ""
  return """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(escapeHTML(title))</title>
    <link rel="icon" href="\(LiveServer.assetPath)/favicon.svg" type="image/svg+xml">
    <link rel="stylesheet" href="\(LiveServer.assetPath)/style.css">\(appStyleSheet)
    <script src="\(LiveServer.assetPath)/client.js" defer></script>
    </head>
    <body>
    <form id="cw-form" hidden></form>
    <main data-cw-session="\(escapeHTML(token))" data-cw-ws="\(escapeHTML(socketPath))">\(body)</main>
    </body>
    </html>
    """
}
