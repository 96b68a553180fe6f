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
  accent-color: var(--cw-accent);
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
[data-cw-status="closed"] > *, [data-cw-status="reconnecting"] > * { opacity: 0.5; }
[data-cw-status="closed"]::before, [data-cw-status="reconnecting"]::before,
[data-cw-status="live"][data-cw-notice]::before {
  display: block; padding: 8px 12px; margin-bottom: 12px;
  background: #fff4d6; border: 1px solid #e0b84a; border-radius: 8px;
}
[data-cw-status="closed"]::before { content: "Disconnected — reload the page to continue."; }
[data-cw-status="reconnecting"]::before { content: "Connection lost — reconnecting…"; }
[data-cw-status="live"][data-cw-notice="fresh-session"]::before {
  content: "The server no longer had this page’s session: it started over.";
  background: #e8f1ff; border-color: #8fb3e8;
}
.cw-text { white-space: pre-wrap; }
.cw-bold { font-weight: 700; } .cw-italic { font-style: italic; }
.cw-underline { text-decoration: underline; } .cw-strikethrough { text-decoration: line-through; }
.cw-vstack { display: flex; flex-direction: column; gap: 8px; }
.cw-hstack { display: flex; flex-direction: row; gap: 8px; }
.cw-zstack { display: grid; }
.cw-zstack > *, .cw-zstack > :is(cw-i, cw-b) > *, .cw-zstack > :is(cw-i, cw-b) > :is(cw-i, cw-b) > * { grid-area: 1 / 1; }
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
.cw-section-body > *, .cw-section-body > :is(cw-i, cw-b) > * { padding: 10px 16px; border-bottom: 1px solid var(--cw-separator); }
.cw-section-body > :last-child, .cw-section-body > :is(cw-i, cw-b):last-child > :last-child { border-bottom: none; }
.cw-button {
  font: inherit; color: var(--cw-fg, var(--cw-accent)); background: none; border: none; padding: 4px 0;
  text-align: left; cursor: pointer;
}
.cw-button:active { opacity: .6; }
.cw-bs-plain, .cw-bs-custom { color: inherit; padding: 0; }
.cw-bs-custom:active { opacity: 1; }
.cw-bs-custom > .cw-pressed, .cw-bs-custom:active > .cw-unpressed { display: none; }
.cw-bs-custom:active > .cw-pressed { display: contents; }
.cw-bs-custom > .cw-unpressed { display: contents; }
.cw-button:disabled { color: var(--cw-secondary); cursor: default; opacity: .6; }
.cw-destructive { color: #d70015; }
.cw-bs-bordered, .cw-bs-borderedprominent {
  border: none; border-radius: 8px; padding: 7px 14px; text-align: center;
  background: color-mix(in srgb, var(--cw-accent) 14%, #e9e9ee); color: var(--cw-fg, var(--cw-accent));
  font-weight: 500; display: inline-flex; align-items: center; justify-content: center; gap: 6px;
}
.cw-bs-borderedprominent { background: var(--cw-accent); color: white; }
.cw-text-field { font: inherit; color: inherit; border: none; background: transparent; padding: 4px 0; width: 100%; }
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
/* In a list (and not inside a stack of a row), a link is the whole row: primary text with a
   chevron at the trailing edge. */
.cw-navigation-link:is(.cw-row *, .cw-section-body *):not(:is(.cw-vstack, .cw-hstack) *) {
  display: flex; align-items: center; gap: 8px; width: 100%; color: var(--cw-primary);
  padding: 10px 16px; box-sizing: border-box; border-bottom: 1px solid var(--cw-separator);
}
.cw-row > .cw-navigation-link:is(.cw-row *, .cw-section-body *):not(:is(.cw-vstack, .cw-hstack) *) { padding: 0; border-bottom: none; }
:is(.cw-section-body > :last-child > .cw-navigation-link:is(.cw-row *, .cw-section-body *):not(:is(.cw-vstack, .cw-hstack) *), .cw-section-body > .cw-navigation-link:is(.cw-row *, .cw-section-body *):not(:is(.cw-vstack, .cw-hstack) *):last-child) { border-bottom: none; }
.cw-navigation-link:is(.cw-row *, .cw-section-body *):not(:is(.cw-vstack, .cw-hstack) *) > :first-child { flex: 1; min-width: 0; }
.cw-navigation-link:is(.cw-row *, .cw-section-body *):not(:is(.cw-vstack, .cw-hstack) *)::after {
  content: "›"; margin-left: auto; font-size: 1.5em; line-height: 1; color: #c4c4c7;
}
/* A list of sections is an inset grouped list: each section its own card. */
.cw-list:has(> .cw-row > .cw-section) {
  background: none; border-radius: 0; overflow: visible; gap: 20px; box-shadow: none;
}
.cw-list > .cw-row:has(> .cw-section) { padding: 0; border-bottom: none; }
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
.cw-image {
  display: inline-block; width: var(--cw-icon-size, 1em); height: var(--cw-icon-size, 1em);
  vertical-align: -0.125em; flex: none; overflow: visible;
}
/* Shapes fill the box they are given; their strokes may spill over it, as in SwiftUI. Like
   SwiftUI's, a shape without a frame is flexible: it widens the stack it is in. */
.cw-vstack > :is(.cw-shape, .cw-shape-box, .cw-color):not([style*="width:"]),
.cw-vstack > :is(.cw-zstack, .cw-layered):not([style*="width:"]):has(> :is(.cw-shape, .cw-shape-box, .cw-color):not([style*="width:"])),
.cw-vstack > .cw-frame:not([style*="width:"]):has(> :is(.cw-shape, .cw-shape-box, .cw-color), > :is(.cw-zstack, .cw-layered):not([style*="width:"]) > :is(.cw-shape, .cw-shape-box, .cw-color):not([style*="width:"])) {
  align-self: stretch;
}
.cw-hstack > :is(.cw-shape, .cw-shape-box):not([style*="width:"]),
.cw-hstack > :is(.cw-zstack, .cw-layered):not([style*="width:"]):has(> :is(.cw-shape, .cw-shape-box, .cw-color):not([style*="width:"])),
.cw-hstack > .cw-frame:not([style*="width:"]):has(> :is(.cw-shape, .cw-shape-box, .cw-color), > :is(.cw-zstack, .cw-layered):not([style*="width:"]) > :is(.cw-shape, .cw-shape-box, .cw-color):not([style*="width:"])) {
  flex: 1 1 0;
}
/* A frame gives a shape or a color all of its size, as SwiftUI proposes it. */
.cw-frame > :is(.cw-shape, .cw-shape-box, .cw-color),
.cw-frame > :is(.cw-zstack, .cw-layered):not([style*="width:"]):has(> :is(.cw-shape, .cw-shape-box, .cw-color):not([style*="width:"])) {
  flex: 1 1 0; align-self: stretch;
}
.cw-shape { display: block; width: 100%; height: 100%; overflow: visible; min-width: 0; }
.cw-shape-box { width: 100%; height: 100%; border-radius: 9999px; box-sizing: border-box; }
.cw-definitions { position: absolute; width: 0; height: 0; overflow: hidden; }
.cw-shape *, .cw-shape-box {
  transition-property: fill, stroke, stroke-width, stroke-dasharray, stroke-dashoffset, background, r, cx, cy, d;
  transition-duration: var(--cw-tx, 0s); transition-timing-function: var(--cw-tx-curve, ease);
  transition-delay: var(--cw-tx-delay, 0s);
}
/* Effects compose around the top leading corner (anchors are folded into the transform) and
   move with the animation that travels with the change. */
.cw-fx {
  transform-origin: 0 0; transition-property: transform, opacity, filter;
  transition-duration: var(--cw-tx, 0s); transition-timing-function: var(--cw-tx-curve, ease);
  transition-delay: var(--cw-tx-delay, 0s);
}
.cw-layered { display: grid; position: relative; }
.cw-layered > .cw-layer-content, .cw-layered > .cw-layer { grid-area: 1 / 1; }
.cw-layered > .cw-layer-content { position: relative; }
.cw-layered > .cw-layer-fill { position: absolute; inset: 0; width: 100%; height: 100%; }
.cw-layered > .cw-layer-fill ~ .cw-layer-content { z-index: 0; }
.cw-layered > .cw-layer-content ~ .cw-layer-fill, .cw-layered > .cw-layer-content ~ .cw-layer { z-index: 1; }
[data-cw-tap], [data-cw-press] { cursor: pointer; }
[data-cw-tap]:focus-visible, [data-cw-press]:focus-visible {
  outline: 2px solid var(--cw-accent); outline-offset: 2px; border-radius: 4px;
}
[data-cw-tap]:focus:not(:focus-visible), [data-cw-press]:focus:not(:focus-visible),
[data-cw-drag]:focus:not(:focus-visible) { outline: none; }
[data-cw-drag] { touch-action: none; user-select: none; -webkit-user-select: none; cursor: grab; }
[data-cw-drag]:active { cursor: grabbing; }
.cw-segmented {
  display: flex; padding: 2px; gap: 2px; border-radius: 9px; background: #e3e3e8; align-self: stretch;
}
.cw-section-body > .cw-segmented { margin: 8px 16px; padding: 2px; border-bottom: none; }
.cw-segment {
  flex: 1 1 0; font: inherit; font-size: .9rem; border: none; background: none; color: var(--cw-primary);
  padding: 5px 10px; border-radius: 7px; cursor: pointer; display: inline-flex;
  align-items: center; justify-content: center; gap: 4px;
}
.cw-segment[aria-checked="true"] { background: var(--cw-surface); font-weight: 600; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
.cw-inline-picker-row { display: flex; flex-direction: column; gap: 6px; }
.cw-inline-picker { display: flex; flex-direction: column; background: var(--cw-surface); border-radius: 10px; }
.cw-choice {
  font: inherit; color: var(--cw-primary); background: none; border: none; padding: 10px 16px;
  display: flex; justify-content: space-between; align-items: center; cursor: pointer; text-align: left;
  border-bottom: 1px solid var(--cw-separator);
}
.cw-choice:last-child { border-bottom: none; }
.cw-choice .cw-image { color: var(--cw-accent); }
.cw-ps-wheel { min-width: 160px; text-align: center; }
.cw-date-picker, .cw-color-picker {
  font: inherit; color: inherit; border: none; background: #e9e9ee; border-radius: 6px; padding: 4px 8px;
}
.cw-color-picker { width: 44px; height: 28px; padding: 2px; }
.cw-menu { position: relative; display: inline-block; }
.cw-menu > summary {
  list-style: none; cursor: pointer; color: var(--cw-fg, var(--cw-accent)); display: inline-flex;
  align-items: center; gap: 6px;
}
.cw-menu > summary::-webkit-details-marker { display: none; }
.cw-menu[data-disabled] > summary { color: var(--cw-secondary); pointer-events: none; }
.cw-menu-items {
  position: absolute; z-index: 20; top: calc(100% + 6px); left: 0; min-width: 200px;
  display: flex; flex-direction: column; background: rgba(250,250,252,.98); border-radius: 12px;
  box-shadow: 0 8px 30px rgba(0,0,0,.2); overflow: hidden;
}
.cw-menu-items > .cw-button {
  padding: 10px 16px; color: var(--cw-primary); border-bottom: 1px solid var(--cw-separator);
}
.cw-menu-items > .cw-button:last-child { border-bottom: none; }
.cw-menu-items > .cw-button.cw-destructive { color: #d70015; }
.cw-switch-warning {
  border: 2px solid #d70015; background: #fff0f0; color: #8a0010; padding: 12px; border-radius: 8px;
}
/* Navigation bars, toolbars and the pushed screen's bar. */
.cw-navigation-view, .cw-navigation-content { display: flex; flex-direction: column; }
.cw-navigation-view > .cw-toolbar, .cw-navigation-content > .cw-toolbar { order: -2; }
.cw-navigation-view > .cw-navigation-title, .cw-navigation-content > .cw-navigation-title { order: -1; }
.cw-toolbar { align-items: center; min-height: 36px; }
.cw-toolbar-leading, .cw-toolbar-trailing { display: flex; gap: 12px; align-items: center; }
.cw-toolbar-principal { flex: 1; text-align: center; font-weight: 600; }
.cw-navigation-destination > .cw-toolbar:empty { display: none; }
/* A back control shares its row with the screen's own bar when that bar leaves its leading side
   free, as on iOS: it stays where it is and the screen's bar moves up beside it. */
.cw-navigation-view { position: relative; }
.cw-navigation-destination:has(> .cw-navigation-content > .cw-toolbar > .cw-toolbar-leading:empty) > .cw-toolbar,
.cw-navigation-destination:has(> .cw-navigation-content > :is(cw-b, cw-i) > .cw-toolbar > .cw-toolbar-leading:empty) > .cw-toolbar,
.cw-navigation-view:has(> :is(cw-b, cw-i) > .cw-toolbar > .cw-toolbar-leading:empty) > .cw-toolbar:has(> .cw-toolbar-trailing:empty) {
  position: absolute; z-index: 1;
}
.cw-bottom-bar {
  display: flex; justify-content: space-between; align-items: center; gap: 12px; padding: 10px 0;
  border-top: 1px solid var(--cw-separator); margin-top: 12px;
}
.cw-scheme-dark {
  --cw-primary: #ffffff; --cw-secondary: #98989f; --cw-background: #000000; --cw-surface: #1c1c1e;
  --cw-separator: #38383a; color: var(--cw-primary); background: var(--cw-background);
}
/* Containers. */
.cw-scroll { overflow: hidden; max-width: 100%; flex: 1 1 auto; min-height: 0; }
.cw-scroll-v { overflow-y: auto; } .cw-scroll-h { overflow-x: auto; }
.cw-scroll-h > .cw-scroll-content { width: max-content; min-width: 100%; }
.cw-scroll-hidden { scrollbar-width: none; }
.cw-scroll-content { display: flex; flex-direction: column; }
.cw-lazy > * { content-visibility: auto; }
.cw-grid { display: grid; width: 100%; }
.cw-grid-h { grid-auto-flow: column; width: max-content; }
.cw-frame { box-sizing: border-box; min-width: 0; }
/* A geometry reader takes the space it is offered, whatever its content: its content is laid out
   from the measured size, so it must not feed back into that size. */
.cw-geometry {
  flex: 1 1 0; align-self: stretch; width: 100%; min-width: 0; contain: inline-size;
  position: relative;
}
.cw-frame:has(> .cw-geometry) { width: 100%; }
/* As in SwiftUI, a stack holding a geometry reader is as flexible as the reader. */
:is(.cw-frame, .cw-hstack) > :has(.cw-geometry) { flex-grow: 1; }
.cw-vstack > :not(.cw-frame):has(.cw-geometry) { align-self: stretch; }
.cw-tab-view { display: flex; flex-direction: column; min-height: 100%; }
.cw-tab-panes { flex: 1; }
.cw-tab-bar {
  display: flex; justify-content: space-around; border-top: 1px solid var(--cw-separator);
  background: var(--cw-surface); position: sticky; bottom: 0; padding: 6px 0;
}
.cw-tab-button {
  font: inherit; font-size: .75rem; background: none; border: none; color: var(--cw-secondary);
  cursor: pointer; padding: 4px 12px; display: flex; flex-direction: column; align-items: center;
}
.cw-tab-button[aria-selected="true"] { color: var(--cw-accent); }
/* A button that is a row of its own in a form section lines up with the other rows. */
.cw-section-body > .cw-button { padding: 10px 16px; text-align: left; }
/* List editing and refreshing. */
.cw-row-editing, .cw-row-editable { display: flex; align-items: center; gap: 10px; }
.cw-row-content { flex: 1; min-width: 0; }
.cw-row-delete {
  width: 22px; height: 22px; border-radius: 50%; background: #ff3b30; color: white; border: none;
  font-weight: 700; line-height: 1; padding: 0; cursor: pointer;
}
.cw-row-swipe-delete, .cw-swipe-actions { visibility: hidden; }
.cw-row-swipe-delete { color: #ff3b30; }
.cw-row:hover .cw-row-swipe-delete, .cw-row:focus-within .cw-row-swipe-delete,
.cw-row:hover > .cw-swipe-actions, .cw-row:focus-within > .cw-swipe-actions { visibility: visible; }
.cw-swipe-actions { display: inline-flex; gap: 8px; margin-left: 8px; }
.cw-row-moves { display: flex; gap: 4px; }
.cw-row-move { padding: 2px 8px; color: var(--cw-secondary); }
.cw-refresh { align-self: center; margin: 4px 0 8px; }
.cw-refreshing { display: flex; gap: 8px; align-items: center; color: var(--cw-secondary); }
.cw-ls-plain { background: transparent; }
/* Previews. */
.cw-preview-catalog { display: flex; flex-direction: column; gap: 24px; }
.cw-preview-row { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
.cw-preview { margin: 0; display: flex; flex-direction: column; gap: 6px; }
.cw-preview-caption { font-size: .8rem; color: var(--cw-secondary); }
.cw-preview-screen {
  background: var(--cw-background); border: 1px solid var(--cw-separator); border-radius: 12px;
  overflow: auto; padding: 12px; box-sizing: border-box;
}
/* Last, after the controls' `font: inherit`, so a `.font` modifier on a control wins. */
.cw-font-large-title { font-size: 2.1rem; font-weight: 700; }
.cw-font-title { font-size: 1.75rem; } .cw-font-title2 { font-size: 1.4rem; }
.cw-font-title3 { font-size: 1.25rem; } .cw-font-headline { font-weight: 600; }
.cw-font-subheadline { font-size: .95rem; } .cw-font-body { font-size: 1rem; }
.cw-font-callout { font-size: .95rem; } .cw-font-footnote { font-size: .8rem; }
.cw-font-caption { font-size: .75rem; } .cw-font-caption2 { font-size: .7rem; }
"""#
