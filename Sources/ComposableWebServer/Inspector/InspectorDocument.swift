/// The inspector page's HTML: the toolbar, the action timeline, the detail pane and the effects,
/// filled in by ``inspectorScript`` over the inspector's WebSocket.
///
/// ```swift
/// let html = inspectorDocument(token: inspector.token, socketPath: "/_cw/inspector/ws")
/// ```
///
/// `maximumMessageSize` is the largest message the socket takes: the page refuses, with a
/// message that says so, to load a bug report larger than that.
func inspectorDocument(token: String, socketPath: String, maximumMessageSize: Int = 1 << 20)
  -> String
{
  """
  <!doctype html>
  <html lang="en">
  <head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Inspector</title>
  <link rel="icon" href="\(LiveServer.assetPath)/favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="\(LiveServer.assetPath)/inspector.css">
  <script src="\(LiveServer.assetPath)/inspector.js" defer></script>
  </head>
  <body data-token="\(escapeHTML(token))" data-ws="\(escapeHTML(socketPath))" data-max-message="\(maximumMessageSize)">
  <header class="bar">
    <div class="brand"><span class="logo" aria-hidden="true"></span>Inspector</div>
    <label class="picker"><span class="visually-hidden">Session</span>
      <select id="session" aria-label="Session"><option value="">No sessions yet</option></select>
    </label>
    <span id="status" class="pill live" role="status">Live</span>
    <span class="spacer"></span>
    <button id="resume" class="primary" type="button" disabled title="Back to the present (Esc)">Resume</button>
    <label class="button" for="load" title="Load a bug report into this session's tab">Load report</label>
    <input id="load" type="file" accept="application/json,.json" hidden>
    <button id="export" type="button" title="Download this session as a bug report">Export</button>
  </header>
  <div class="panes">
    <section class="timeline" aria-label="Actions">
      <div class="filter">
        <input id="filter" type="search" placeholder="Filter by action" aria-label="Filter by action" autocomplete="off">
        <span id="count" class="count">0 actions</span>
      </div>
      <ol id="actions" class="actions" tabindex="0"></ol>
      <div id="empty" class="empty">
        <strong>No session selected</strong>
        <span>Open a page of this server in another tab: its actions appear here as they happen.</span>
      </div>
      <div class="scrubber">
        <button id="back" type="button" title="Step back (←)" aria-label="Step back">‹</button>
        <input id="scrub" type="range" min="0" max="0" value="0" aria-label="Step">
        <button id="forward" type="button" title="Step forward (→)" aria-label="Step forward">›</button>
        <span id="position" class="position">–</span>
      </div>
    </section>
    <section class="detail" aria-label="Selected action">
      <nav class="tabs" role="tablist">
        <button type="button" role="tab" data-tab="diff" class="on">Diff</button>
        <button type="button" role="tab" data-tab="action">Action</button>
        <button type="button" role="tab" data-tab="state">State</button>
      </nav>
      <div class="detail-head"><span id="detail-step" class="step"></span><code id="detail-label"></code></div>
      <pre id="detail-body" class="code"><span class="hint">Select an action to see what it changed.</span></pre>
    </section>
    <aside class="effects" aria-label="Effects">
      <h2>Effects <span id="effects-count" class="count"></span></h2>
      <ul id="effects"><li class="none">No effects yet</li></ul>
      <h2>Keys</h2>
      <dl class="keys">
        <dt><kbd>←</kbd> <kbd>→</kbd></dt><dd>step through time</dd>
        <dt><kbd>Esc</kbd></dt><dd>resume the present</dd>
        <dt><kbd>/</kbd></dt><dd>filter</dd>
      </dl>
    </aside>
  </div>
  <div id="toast" class="toast" role="alert" hidden></div>
  </body>
  </html>
  """
}

/// What the inspector's URL answers without the right token.
let inspectorRefusalDocument = """
  <!doctype html>
  <html lang="en">
  <head><meta charset="utf-8"><title>Inspector</title>
  <link rel="stylesheet" href="\(LiveServer.assetPath)/inspector.css"></head>
  <body class="refused"><main><h1>This inspector needs its token</h1>
  <p>Open the URL the server logged when it started: it ends in <code>?token=…</code>.</p></main></body>
  </html>
  """
