// The files the server sends to browsers. Each is a real file under `Resources/` (so it can be
// read, diffed and checked with `node --check`), embedded in the binary at build time by
// SwiftPM's `.embedInCode`, so a deployment stays one executable. Each is decoded once, on
// first use.

/// The client script every page loads (`Resources/client.js`): it opens the session's
/// WebSocket, sends the user's events and applies the server's patches, keeping focus and caret
/// where the user left them. It reads the session token and socket path from the
/// `data-cw-session` element.
///
/// ```html
/// <script src="/_cw/client.js" defer></script>
/// ```
let clientScript = String(decoding: PackageResources.client_js, as: UTF8.self)

/// The style sheet every page loads: what the renderer's classes look like. It belongs to the
/// renderer (`ComposableWeb`), which also uses it to render pages outside a server.
///
/// ```html
/// <link rel="stylesheet" href="/_cw/style.css">
/// ```
let styleSheet = PageStyleSheet.text

/// The icon every page shows in its tab (`Resources/favicon.svg`): a rounded square with three
/// lines of a list, in the system accent blue. Also served at `/favicon.ico`, where browsers look
/// when a page names none.
///
/// ```html
/// <link rel="icon" href="/_cw/favicon.svg" type="image/svg+xml">
/// ```
let favicon = String(decoding: PackageResources.favicon_svg, as: UTF8.self)

/// The inspector page's script (`Resources/inspector.js`): it watches one session over the
/// inspector's WebSocket, lists its actions as they arrive, shows the selected one's diff, and
/// moves the session's tab through time.
let inspectorScript = String(decoding: PackageResources.inspector_js, as: UTF8.self)

/// The inspector page's style (`Resources/inspector.css`): a dark, dense developer tool — a
/// toolbar, a timeline of actions, a diff pane and the effects in flight.
let inspectorStyleSheet = String(decoding: PackageResources.inspector_css, as: UTF8.self)
