/// The inspector page's style: a dark, dense developer tool — a toolbar, a timeline of actions,
/// a diff pane and the effects in flight.
let inspectorStyleSheet = #"""
:root {
  --bg: #111317; --panel: #181b20; --raised: #20242b; --line: #2a2f37; --text: #d9dde3;
  --dim: #8b929c; --faint: #5d646e; --accent: #6ea8fe; --accent-bg: rgba(110, 168, 254, 0.14);
  --green: #3fb950; --green-bg: rgba(63, 185, 80, 0.12); --red: #f47067;
  --red-bg: rgba(244, 112, 103, 0.12); --amber: #e3b341; --amber-bg: rgba(227, 179, 65, 0.14);
  --mono: ui-monospace, "SF Mono", "JetBrains Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace;
  color-scheme: dark;
}
* { box-sizing: border-box; }
html, body { height: 100%; margin: 0; }
body {
  background: var(--bg); color: var(--text); display: flex; flex-direction: column;
  font: 13px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", sans-serif;
}
button, select, input { font: inherit; color: inherit; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }

.bar {
  display: flex; align-items: center; gap: 10px; padding: 8px 14px; background: var(--panel);
  border-bottom: 1px solid var(--line);
}
.brand { display: flex; align-items: center; gap: 8px; font-weight: 600; font-size: 14px; margin-right: 6px; }
.logo {
  width: 18px; height: 18px; border-radius: 50%; border: 2px solid var(--accent);
  position: relative; display: inline-block;
}
.logo::after {
  content: ""; position: absolute; left: 6px; top: 2px; width: 2px; height: 6px;
  background: var(--accent); box-shadow: 2px 5px 0 -0px var(--accent); transform-origin: bottom;
}
.spacer { flex: 1; }
select, .bar button, .bar .button, .scrubber button {
  background: var(--raised); border: 1px solid var(--line); border-radius: 6px; padding: 5px 10px;
  cursor: pointer;
}
select { min-width: 260px; max-width: 420px; }
.bar button:hover:not(:disabled), .bar .button:hover, .scrubber button:hover { border-color: #3a414b; background: #262b33; }
.bar button:disabled { opacity: 0.45; cursor: default; }
.bar button.primary:not(:disabled) { background: var(--accent); border-color: var(--accent); color: #0b1220; font-weight: 600; }
.pill {
  border-radius: 999px; padding: 2px 10px 2px 20px; font-size: 12px; font-weight: 600; position: relative;
  white-space: nowrap;
}
.pill::before {
  content: ""; position: absolute; left: 8px; top: 50%; width: 7px; height: 7px; margin-top: -3.5px;
  border-radius: 50%; background: currentColor;
}
.pill.live { color: var(--green); background: var(--green-bg); }
.pill.past { color: var(--amber); background: var(--amber-bg); }
.pill.offline { color: var(--red); background: var(--red-bg); }

.panes { flex: 1; display: grid; grid-template-columns: minmax(320px, 38%) 1fr 260px; min-height: 0; }
.timeline, .detail, .effects { min-height: 0; display: flex; flex-direction: column; }
.timeline { border-right: 1px solid var(--line); background: var(--panel); }
.filter { display: flex; align-items: center; gap: 10px; padding: 10px 12px; border-bottom: 1px solid var(--line); }
.filter input {
  flex: 1; background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 5px 9px;
  outline: none;
}
.filter input:focus { border-color: var(--accent); }
.count { color: var(--dim); font-size: 12px; white-space: nowrap; font-weight: 400; }
.actions { list-style: none; margin: 0; padding: 4px 0; overflow-y: auto; flex: 1; outline: none; }
.actions li {
  display: grid; grid-template-columns: 44px 1fr auto; align-items: baseline; gap: 8px;
  padding: 4px 12px; cursor: pointer; border-left: 2px solid transparent;
}
.actions li[hidden] { display: none; }
.actions li:hover { background: var(--raised); }
.actions li.selected { background: var(--accent-bg); border-left-color: var(--accent); }
.actions li.current { border-left-color: var(--amber); }
.actions li.future { opacity: 0.38; }
.actions .n { color: var(--faint); font: 12px var(--mono); text-align: right; }
.actions .label { font: 12.5px var(--mono); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.actions .type { color: var(--dim); }
.actions .path { color: var(--text); }
.actions li.selected .path { color: #fff; }
.actions .time { color: var(--faint); font-size: 11.5px; font-variant-numeric: tabular-nums; }
.empty { flex: 1; display: flex; flex-direction: column; gap: 6px; align-items: center; justify-content: center; padding: 32px; text-align: center; color: var(--dim); }
.empty strong { color: var(--text); font-size: 14px; }
.empty[hidden] { display: none; }
.scrubber { display: flex; align-items: center; gap: 8px; padding: 10px 12px; border-top: 1px solid var(--line); }
.scrubber button { padding: 2px 10px; font-size: 15px; line-height: 1.2; }
.scrubber input { flex: 1; accent-color: var(--accent); }
.position { color: var(--dim); font: 12px var(--mono); min-width: 72px; text-align: right; }

.detail { background: var(--bg); }
.tabs { display: flex; gap: 2px; padding: 8px 12px 0; border-bottom: 1px solid var(--line); }
.tabs button {
  background: none; border: none; border-bottom: 2px solid transparent; padding: 6px 12px 8px;
  color: var(--dim); cursor: pointer; font-weight: 500;
}
.tabs button.on { color: var(--text); border-bottom-color: var(--accent); }
.detail-head { display: flex; gap: 10px; align-items: baseline; padding: 10px 16px 0; min-height: 30px; }
.detail-head .step { color: var(--dim); font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; }
.detail-head code { font: 12.5px var(--mono); color: var(--accent); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.code { margin: 0; padding: 10px 16px 24px; overflow: auto; flex: 1; font: 12.5px/1.55 var(--mono); white-space: pre; }
.code .add { display: block; background: var(--green-bg); color: #7ee787; }
.code .del { display: block; background: var(--red-bg); color: #ffa198; }
.code .ctx { display: block; color: var(--dim); }
.code .hint { color: var(--faint); font-family: system-ui, sans-serif; white-space: normal; }

.effects { border-left: 1px solid var(--line); background: var(--panel); padding: 4px 0; overflow-y: auto; }
.effects h2 {
  font-size: 11px; text-transform: uppercase; letter-spacing: 0.06em; color: var(--dim); margin: 10px 14px 6px;
  display: flex; justify-content: space-between; align-items: baseline;
}
.effects ul { list-style: none; margin: 0 0 8px; padding: 0; }
.effects li { padding: 5px 14px 5px 28px; position: relative; display: flex; flex-direction: column; }
.effects li::before {
  content: ""; position: absolute; left: 13px; top: 11px; width: 7px; height: 7px; border-radius: 50%;
  background: var(--faint);
}
.effects li.running::before { background: var(--green); box-shadow: 0 0 0 3px var(--green-bg); }
.effects li.cancelled::before { background: var(--red); }
.effects li.none { color: var(--faint); padding-left: 14px; }
.effects li.none::before { display: none; }
.effect-name { font: 12px var(--mono); overflow-wrap: anywhere; }
.effect-state { color: var(--dim); font-size: 11.5px; }
.effects li.running .effect-state { color: var(--green); }
.keys { display: grid; grid-template-columns: auto 1fr; gap: 6px 10px; margin: 0 14px; color: var(--dim); font-size: 12px; }
.keys dd { margin: 0; }
kbd {
  font: 11px var(--mono); background: var(--raised); border: 1px solid var(--line); border-bottom-width: 2px;
  border-radius: 4px; padding: 0 5px; color: var(--text);
}
body.in-past .detail { box-shadow: inset 0 2px 0 var(--amber); }

.toast {
  position: fixed; bottom: 18px; left: 50%; transform: translateX(-50%); background: var(--raised);
  border: 1px solid var(--line); border-radius: 8px; padding: 8px 14px; box-shadow: 0 8px 24px rgba(0, 0, 0, 0.4);
  max-width: 70%;
}
.toast.error { border-color: var(--red); color: #ffa198; }
.toast[hidden] { display: none; }

body.refused { align-items: center; justify-content: center; }
body.refused main { max-width: 440px; text-align: center; }
body.refused h1 { font-size: 18px; }
body.refused p { color: var(--dim); }
body.refused code { font-family: var(--mono); color: var(--accent); white-space: nowrap; }
"""#
