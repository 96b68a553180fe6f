/// The icon every page shows in its tab: a rounded square with three lines of a list, in the
/// system accent blue.
///
/// ```html
/// <link rel="icon" href="/_cw/favicon.svg" type="image/svg+xml">
/// ```
///
/// Also served at `/favicon.ico`, where browsers look when a page names none.
let favicon = """
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\
  <rect width="32" height="32" rx="7" fill="#007aff"/>\
  <path d="M9 11h14M9 16h14M9 21h9" stroke="#fff" stroke-width="3" stroke-linecap="round"/>\
  </svg>
  """
