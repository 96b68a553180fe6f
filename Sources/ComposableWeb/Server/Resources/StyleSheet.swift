/// The style sheet every page loads: what the renderer's classes (`cw-vstack`, `cw-form`,
/// `cw-font-title`, …) look like.
///
/// ```html
/// <link rel="stylesheet" href="/_cw/style.css">
/// ```
///
/// Kept as a Swift string so the library needs no resource bundle.
let styleSheet = #"""
:root {
  --cw-primary: #1c1c1e; --cw-secondary: #6c6c70; --cw-accent: #0a66d8;
  --cw-background: #f2f2f7; --cw-surface: #ffffff; --cw-separator: #d1d1d6;
  --cw-padding: 16px;
  font-family: -apple-system, system-ui, "Segoe UI", Roboto, sans-serif;
  color: var(--cw-primary); background: var(--cw-background);
}
body { margin: 0; }
cw-b, cw-i { display: contents; }
::view-transition-group(*), ::view-transition-old(*), ::view-transition-new(*) {
  animation-duration: var(--cw-animation-duration, .35s);
  animation-delay: var(--cw-animation-delay, 0s);
  animation-timing-function: var(--cw-animation-curve, ease-in-out);
}
.cw-root { max-width: 720px; margin: 0 auto; padding: 16px; }
[data-cw-status="closed"] > * { opacity: 0.5; }
[data-cw-status="closed"]::before {
  content: "Disconnected — reload the page to continue."; display: block; padding: 8px 12px;
  margin-bottom: 12px; background: #fff4d6; border: 1px solid #e0b84a; border-radius: 8px;
}
.cw-text { white-space: pre-wrap; }
.cw-bold { font-weight: 700; } .cw-italic { font-style: italic; }
.cw-underline { text-decoration: underline; } .cw-strikethrough { text-decoration: line-through; }
.cw-vstack { display: flex; flex-direction: column; gap: 8px; }
.cw-hstack { display: flex; flex-direction: row; gap: 8px; }
.cw-zstack { display: grid; } .cw-zstack > * { grid-area: 1 / 1; }
.cw-spacer { flex: 1 1 0; }
.cw-divider { border: none; border-top: 1px solid var(--cw-separator); width: 100%; margin: 4px 0; }
.cw-padding { padding: var(--cw-padding); }
.cw-color { min-width: 1px; min-height: 1px; }
.cw-navigation-title { font-size: 2rem; margin: 8px 0 16px; }
.cw-toolbar { display: flex; justify-content: space-between; gap: 8px; }
.cw-form, .cw-list { display: flex; flex-direction: column; gap: 20px; }
/* Forms and lists take the width they are offered, as in SwiftUI, whatever the stack's alignment. */
.cw-form, .cw-list { align-self: stretch; }
.cw-list { gap: 0; background: var(--cw-surface); border-radius: 10px; overflow: hidden; }
.cw-row { padding: 10px 16px; border-bottom: 1px solid var(--cw-separator); }
.cw-row:last-child { border-bottom: none; }
.cw-section-header, .cw-section-footer {
  font-size: .8rem; color: var(--cw-secondary); text-transform: uppercase; margin: 0 16px 6px;
}
.cw-section-footer { text-transform: none; margin: 6px 16px 0; }
.cw-section-body {
  display: flex; flex-direction: column; background: var(--cw-surface); border-radius: 10px;
}
.cw-section-body > * { padding: 10px 16px; border-bottom: 1px solid var(--cw-separator); }
.cw-section-body > :last-child { border-bottom: none; }
.cw-button {
  font: inherit; color: var(--cw-accent); background: none; border: none; padding: 4px 0;
  text-align: left; cursor: pointer;
}
.cw-button:disabled { color: var(--cw-secondary); cursor: default; opacity: .6; }
.cw-destructive { color: #d70015; }
.cw-bs-bordered, .cw-bs-borderedprominent {
  border: 1px solid var(--cw-accent); border-radius: 8px; padding: 6px 12px;
}
.cw-bs-borderedprominent { background: var(--cw-accent); color: white; }
.cw-text-field { font: inherit; border: none; background: transparent; padding: 4px 0; width: 100%; }
.cw-text-field:focus { outline: 2px solid var(--cw-accent); outline-offset: 2px; border-radius: 4px; }
.cw-section-body > .cw-text-field {
  padding: 10px 16px; border-bottom: 1px solid var(--cw-separator); box-sizing: border-box;
}
.cw-section-body > .cw-text-field:last-child { border-bottom: none; }
.cw-tf-roundedborder { border: 1px solid var(--cw-separator); border-radius: 6px; padding: 6px 8px; background: var(--cw-surface); }
.cw-toggle, .cw-picker-row, .cw-slider-row, .cw-stepper {
  display: flex; align-items: center; justify-content: space-between; gap: 12px;
}
.cw-switch { appearance: none; width: 44px; height: 26px; border-radius: 13px; background: var(--cw-separator); position: relative; cursor: pointer; margin: 0; }
.cw-switch::after { content: ""; position: absolute; top: 2px; left: 2px; width: 22px; height: 22px; border-radius: 50%; background: white; transition: left .15s; }
.cw-switch:checked { background: #34c759; } .cw-switch:checked::after { left: 20px; }
.cw-picker { font: inherit; }
.cw-slider { flex: 1; }
.cw-stepper .cw-label { flex: 1; }
.cw-step { font: inherit; width: 40px; border: 1px solid var(--cw-separator); background: var(--cw-surface); border-radius: 6px; cursor: pointer; }
.cw-step:disabled { opacity: .4; cursor: default; }
.cw-progress-view { display: flex; align-items: center; gap: 8px; }
.cw-progress:not([value]) {
  appearance: none; width: 18px; height: 18px; box-sizing: border-box; border-radius: 50%;
  border: 2px solid var(--cw-separator); border-top-color: var(--cw-accent); background: none;
  animation: cw-spin .8s linear infinite;
}
.cw-progress:not([value])::-webkit-progress-bar { background: none; }
.cw-progress:not([value])::-moz-progress-bar { background: none; }
@keyframes cw-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .cw-progress:not([value]) { animation-duration: 3s; } }
.cw-link { color: var(--cw-accent); text-decoration: none; }
.cw-link:hover { text-decoration: underline; }
.cw-link[aria-disabled="true"] { color: var(--cw-secondary); }
:is(.cw-button, .cw-step, .cw-switch, .cw-picker, .cw-slider, .cw-link, .cw-alert-button,
  .cw-navigation-link):focus-visible {
  outline: 2px solid var(--cw-accent); outline-offset: 2px; border-radius: 4px;
}
.cw-alert-backdrop {
  position: fixed; inset: 0; background: rgba(0,0,0,.3); display: flex;
  align-items: center; justify-content: center; z-index: 10;
}
.cw-alert { background: var(--cw-surface); border-radius: 14px; min-width: 260px; max-width: 320px; text-align: center; overflow: hidden; }
.cw-alert-title { font-size: 1.05rem; margin: 18px 16px 4px; }
.cw-alert-message { font-size: .85rem; margin: 0 16px 16px; }
.cw-alert-buttons { display: flex; border-top: 1px solid var(--cw-separator); }
.cw-alert-button { flex: 1; font: inherit; padding: 12px; border: none; background: none; color: var(--cw-accent); cursor: pointer; }
.cw-alert-button + .cw-alert-button { border-left: 1px solid var(--cw-separator); }
.cw-alert-button.cw-cancel { font-weight: 600; }
.cw-alert-buttons.cw-stacked { flex-direction: column; }
.cw-stacked .cw-alert-button + .cw-alert-button { border-left: none; border-top: 1px solid var(--cw-separator); }
.cw-navigation-link {
  font: inherit; color: var(--cw-accent); background: none; border: none; padding: 4px 0;
  text-align: left; cursor: pointer;
}
.cw-navigation-link::after { content: " ›"; color: var(--cw-secondary); }
.cw-navigation-destination {
  position: fixed; inset: 0; overflow: auto; background: var(--cw-background); z-index: 5;
  padding: 16px max(16px, calc((100% - 720px) / 2));
}
.cw-back { margin-bottom: 8px; }
.cw-sheet-backdrop {
  position: fixed; inset: 0; background: rgba(0,0,0,.3); display: flex;
  align-items: flex-end; justify-content: center; z-index: 8;
}
.cw-sheet {
  background: var(--cw-background); width: 100%; max-width: 720px; max-height: 90vh;
  overflow: auto; border-radius: 14px 14px 0 0; padding: 16px; box-sizing: border-box;
}
.cw-sheet-close { float: right; }
.cw-label-view { display: inline-flex; align-items: center; gap: 6px; }
.cw-image { display: inline-block; min-width: 1em; text-align: center; }
.cw-switch-warning {
  border: 2px solid #d70015; background: #fff0f0; color: #8a0010; padding: 12px; border-radius: 8px;
}
/* Last, after the controls' `font: inherit`, so a `.font` modifier on a control wins. */
.cw-font-large-title { font-size: 2.1rem; font-weight: 700; }
.cw-font-title { font-size: 1.75rem; } .cw-font-title2 { font-size: 1.4rem; }
.cw-font-title3 { font-size: 1.25rem; } .cw-font-headline { font-weight: 600; }
.cw-font-subheadline { font-size: .95rem; } .cw-font-body { font-size: 1rem; }
.cw-font-callout { font-size: .95rem; } .cw-font-footnote { font-size: .8rem; }
.cw-font-caption { font-size: .75rem; } .cw-font-caption2 { font-size: .7rem; }
"""#
