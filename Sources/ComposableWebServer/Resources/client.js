(function () {
  "use strict";

  var root = document.querySelector("[data-cw-session]");
  if (!root) { return; }
  var token = root.getAttribute("data-cw-session");
  var socketPath = root.getAttribute("data-cw-ws") || "/_cw/ws";
  var socket = null;
  var sequence = 0;
  var outbox = [];
  // While patches are applied, focus changes they cause are not reported back.
  var applying = false;
  // The sequence number of the latest unanswered input per element: until its answer comes,
  // older answers must not overwrite what the user has typed since.
  var pendingInput = {};

  function byId(id) { return document.getElementById(id); }

  function setStatus(status) {
    root.setAttribute("data-cw-status", status);
  }

  // Messages sent but not yet answered, oldest first: after a reconnect they are sent again
  // (the session ignores the ones it already handled), so no click is lost with a connection.
  var unanswered = [];
  // Whether a resumed connection waits for its session's first frame (see `connect`).
  var heldForResume = false;
  var reconnectDelay = 0;
  var leaving = false;

  // Without its session the page can't act: it goes inert (no clicks or typing that would be
  // lost) and the status bar says so.
  function disconnected() {
    setStatus("closed");
    root.inert = true;
  }

  // Close codes after which reconnecting can't help: the server refused this page for cause.
  var finalCloseCodes = [1002, 1003, 1007, 1008, 1009];

  // A passing word on the session, for a few seconds: it started over, or it was restored.
  function showNotice(notice) {
    root.setAttribute("data-cw-notice", notice);
    setTimeout(function () {
      if (root.getAttribute("data-cw-notice") === notice) { root.removeAttribute("data-cw-notice"); }
    }, 8000);
  }

  function connectionLost(event) {
    socket = null;
    if (leaving) { return; }
    if (event && event.code === 4404) {
      // The session is gone (it expired, or the server restarted): start a fresh one, and say
      // so after the reload.
      try { sessionStorage.setItem("cw-notice", "fresh-session"); } catch (error) {}
      location.reload();
      return;
    }
    if (event && finalCloseCodes.indexOf(event.code) !== -1) {
      disconnected();
      return;
    }
    setStatus("reconnecting");
    root.inert = true;
    reconnectDelay = Math.min(reconnectDelay ? reconnectDelay * 2 : 250, 4000);
    setTimeout(function () { connect(true); }, reconnectDelay);
  }

  function connect(resuming) {
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    var url = scheme + location.host + socketPath + "?token=" + encodeURIComponent(token);
    var opened = new WebSocket(url + (resuming ? "&resume=1" : ""));
    socket = opened;
    opened.onopen = function () {
      reconnectDelay = 0;
      setStatus("live");
      if (resuming) {
        // What this page sent and never saw answered goes out again once the session's first
        // frame says whether it is the same session (then it does) or one restored from a
        // snapshot by a new process (then it addressed elements the restored page doesn't
        // have, and is dropped). Until then the page stays inert.
        heldForResume = true;
        return;
      }
      root.inert = false;
      var queued = outbox;
      outbox = [];
      queued.forEach(function (text) { opened.send(text); });
    };
    opened.onmessage = function (event) { receive(event.data); };
    opened.onclose = function (event) { if (socket === opened) { connectionLost(event); } };
  }

  function send(message) {
    sequence += 1;
    message.s = sequence;
    var text = JSON.stringify(message);
    unanswered.push({ s: sequence, text: text });
    if (socket && socket.readyState === 1 && !heldForResume) {
      socket.send(text);
    } else {
      outbox.push(text);
    }
    return sequence;
  }

  // Leaving the page ends its session at once, instead of leaving it waiting for a reconnect.
  window.addEventListener("pagehide", function () {
    leaving = true;
    if (socket && socket.readyState === 1) { socket.send('{"t":"bye"}'); }
  });
  // A page the browser kept and shows again (back/forward cache) said goodbye: its session
  // ended, so it loads afresh.
  window.addEventListener("pageshow", function (event) {
    if (event.persisted) { location.reload(); }
  });

  function receive(data) {
    var frame;
    try { frame = JSON.parse(data); } catch (error) { return; }
    if (heldForResume) { resumeAnswered(frame); }
    var ack = typeof frame.ack === "number" ? frame.ack : null;
    dragAnswered(ack, frame.t === "error");
    if (frame.t === "patch") {
      applyFrame(frame.p || [], ack, frame.anim);
    } else if (frame.t === "call") {
      call(frame);
    } else if (frame.t === "notice") {
      showNotice(frame.v);
    } else if (frame.t === "inspect") {
      showPast(frame);
    } else if (frame.t === "error" && window.console) {
      console.warn("ComposableWeb: " + frame.msg);
    }
    if (ack !== null) {
      while (unanswered.length > 0 && unanswered[0].s <= ack) { unanswered.shift(); }
      runAfterAnswers(ack, frame.t === "patch");
      Object.keys(pendingInput).forEach(function (id) {
        if (pendingInput[id] <= ack) { delete pendingInput[id]; }
      });
    }
  }

  // A resumed connection's first frame: a session restored from its snapshot says so first.
  function resumeAnswered(frame) {
    heldForResume = false;
    if (frame.t === "notice" && frame.v === "restored") {
      unanswered = [];
      afterAnswers = [];
    }
    var queued = unanswered.map(function (entry) { return entry.text; });
    outbox = [];
    queued.forEach(function (text) { socket.send(text); });
    root.inert = false;
  }

  // Work that waits for the session to answer a message and for that answer's patches to be on
  // the page (patches apply in order, on `pending`). An error answer drops it.
  var afterAnswers = [];

  function afterAnswer(sequenceNumber, action) {
    afterAnswers.push({ s: sequenceNumber, action: action });
  }

  function runAfterAnswers(ack, succeeded) {
    afterAnswers = afterAnswers.filter(function (entry) {
      if (entry.s > ack) { return true; }
      if (succeeded) { pending.then(entry.action); }
      return false;
    });
  }

  // The inspector shows this tab a past state: the page is read-only (inert) and says so.
  function showPast(frame) {
    var main = document.querySelector("main[data-cw-session]");
    var banner = document.getElementById("cw-past");
    if (!frame.past) {
      if (banner) { banner.remove(); }
      if (main) { main.inert = false; main.style.filter = ""; }
      return;
    }
    if (!banner) {
      banner = document.createElement("div");
      banner.id = "cw-past";
      banner.setAttribute("role", "status");
      banner.style.cssText = "position:sticky;top:0;z-index:2147483647;display:flex;gap:10px;" +
        "align-items:center;justify-content:center;padding:9px 16px;background:#e3b341;" +
        "color:#201a05;font:600 13px/1.4 system-ui,-apple-system,sans-serif;" +
        "box-shadow:0 2px 10px rgba(0,0,0,.18)";
      document.body.insertBefore(banner, document.body.firstChild);
    }
    banner.textContent = "Viewing the past \u2014 step " + frame.step + " of " + frame.count +
      ". The inspector is time-travelling: this page is read-only until it resumes.";
    if (main) { main.inert = true; main.style.filter = "saturate(0.55)"; }
  }

  // The browser APIs the server may ask for by name (a BrowserBridge call): a fixed table, so
  // the server can never make the page run anything else.
  function unsupported(reason) {
    var error = new Error(reason);
    error.cwUnsupported = true;
    return error;
  }

  function notifications() {
    if (!("Notification" in window)) { throw unsupported("this browser has no Notification API"); }
    if (!window.isSecureContext) { throw unsupported("notifications need a secure context"); }
    return window.Notification;
  }

  var capabilities = {
    "notification.permission": function () {
      return notifications().permission;
    },
    "notification.requestPermission": function () {
      var api = notifications();
      return new Promise(function (resolve, reject) {
        // Older browsers take a callback; newer ones return a promise (and may call both).
        var result = api.requestPermission(resolve);
        if (result && typeof result.then === "function") { result.then(resolve, reject); }
      });
    },
    "url.open": function (args) {
      var url = String(args.url || "");
      if (!/^(https?:|mailto:|tel:|sms:)/i.test(url)) { throw unsupported("a page can't open " + url.slice(0, 64)); }
      // A new tab, as iOS leaves the app for Safari; the tab's opener is cut off. (With
      // noopener, window.open returns null whether or not a pop-up blocker stopped it.)
      window.open(url, "_blank", "noopener");
      return "opened";
    },
    "notification.show": function (args) {
      var api = notifications();
      if (api.permission !== "granted") { throw new Error("notification permission is " + api.permission); }
      new api(String(args.title || ""), { body: String(args.body || "") });
      return "shown";
    }
  };

  function call(frame) {
    if (typeof frame.id !== "number") { return; }
    var id = frame.id;
    var name = String(frame.name);
    if (!Object.prototype.hasOwnProperty.call(capabilities, name)) {
      send({ t: "reply", id: id, err: "unsupported", msg: "unknown capability " + name.slice(0, 64) });
      return;
    }
    var args = frame.args && typeof frame.args === "object" ? frame.args : {};
    new Promise(function (resolve) { resolve(capabilities[name](args)); }).then(
      function (value) { send({ t: "reply", id: id, v: String(value) }); },
      function (error) {
        var message = String((error && error.message) || error).slice(0, 512);
        send({ t: "reply", id: id, err: error && error.cwUnsupported ? "unsupported" : "failed", msg: message });
      }
    );
  }

  // An alert is a real modal: while one is up, everything else on the page is inert, focus
  // moves into it (to its cancel button, or its only one), Escape presses that button, and
  // focus goes back where it was once the alert is gone (or, if that element is gone, to the
  // screen's first control), never to the page's body.
  var modal = null;
  var focusBeforeModal = null;
  var inerted = [];
  // The element that last had focus outside a dialog: the page itself often takes focus away
  // before an alert shows (the control that started the work is disabled meanwhile).
  var lastFocused = null;

  function isFocusable(element) {
    return !!element && element !== document.body && element.isConnected && !element.disabled &&
      typeof element.focus === "function" && !(element.closest && element.closest("[inert]")) &&
      element.getClientRects().length > 0;
  }

  // The screen in front: an open sheet, else the top pushed screen, else the root.
  function frontScreen() {
    var sheets = root.querySelectorAll(".cw-sheet");
    if (sheets.length) { return sheets[sheets.length - 1]; }
    var pushed = screens();
    if (pushed.length) { return pushed[pushed.length - 1]; }
    return root.querySelector(".cw-root") || root;
  }

  var focusableSelector = 'button, input, select, textarea, summary, a[href], [tabindex]:not([tabindex="-1"])';

  function restoreFocus(previous) {
    if (isFocusable(previous)) {
      previous.focus();
      if (document.activeElement === previous) { return; }
    }
    var candidates = frontScreen().querySelectorAll(focusableSelector);
    for (var index = 0; index < candidates.length; index++) {
      if (isFocusable(candidates[index])) {
        candidates[index].focus();
        if (document.activeElement === candidates[index]) { return; }
      }
    }
  }

  function release() {
    inerted.forEach(function (element) { element.inert = false; });
    inerted = [];
  }

  function escapeButton(dialog) {
    var buttons = dialog.querySelectorAll(".cw-alert-button");
    return dialog.querySelector(".cw-alert-button.cw-cancel") || (buttons.length === 1 ? buttons[0] : null);
  }

  function syncModal() {
    var dialog = root.querySelector('[aria-modal="true"]');
    release();
    if (!dialog) {
      if (modal) {
        modal = null;
        var previous = focusBeforeModal;
        focusBeforeModal = null;
        restoreFocus(previous);
      }
      return;
    }
    if (!modal) {
      // Before the page goes inert, which takes focus from it.
      var current = document.activeElement;
      focusBeforeModal = current && current !== document.body && !dialog.contains(current) ? current : lastFocused;
    }
    var title = dialog.querySelector(".cw-alert-title");
    if (title && title.id) { dialog.setAttribute("aria-labelledby", title.id); }
    // Everything but the dialog and its ancestors goes inert: the siblings at every level.
    for (var node = dialog; node !== document.body && node.parentElement; node = node.parentElement) {
      Array.prototype.forEach.call(node.parentElement.children, function (sibling) {
        if (sibling !== node && !sibling.inert) {
          sibling.inert = true;
          inerted.push(sibling);
        }
      });
    }
    if (modal !== dialog) {
      modal = dialog;
      var target = escapeButton(dialog) || dialog.querySelector("button");
      if (target) { target.focus(); }
    } else if (!dialog.contains(document.activeElement)) {
      var first = dialog.querySelector("button");
      if (first) { first.focus(); }
    }
  }

  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" || !modal || !modal.isConnected) { return; }
    var button = escapeButton(modal);
    if (button) {
      event.preventDefault();
      button.click();
    }
  });

  // Frames apply in order. An animated one (the change was sent with an animation) sets the
  // timing that the CSS transitions of transforms, opacity and shape paint run with, and plays
  // the insertion and removal transitions of the elements it adds and removes. Structural
  // changes without transitions of their own run as a view transition where the browser has
  // them, so later frames wait for its DOM update.
  var pending = Promise.resolve();
  function applyFrame(patches, ack, animation) {
    pending = pending.then(function () {
      setTiming(animation);
      if (animation && document.startViewTransition && patches.some(isStructural) && !hasTransitions(patches)) {
        var transition = document.startViewTransition(function () { applyPatches(patches, ack, animation); });
        return transition.updateCallbackDone.catch(function () {});
      }
      applyPatches(patches, ack, animation);
    });
  }

  function setTiming(animation) {
    var style = document.documentElement.style;
    if (!animation) {
      style.setProperty("--cw-tx", "0s");
      return;
    }
    var ease = animation.ease || cssCurve(animation.curve);
    style.setProperty("--cw-tx", animation.ms + "ms");
    style.setProperty("--cw-tx-curve", ease);
    style.setProperty("--cw-tx-delay", animation.delay + "ms");
    style.setProperty("--cw-animation-duration", animation.ms + "ms");
    style.setProperty("--cw-animation-delay", animation.delay + "ms");
    style.setProperty("--cw-animation-curve", ease);
  }

  function isStructural(patch) {
    return patch.op === "insert" || patch.op === "remove" || patch.op === "replace" || patch.op === "move";
  }

  function hasTransitions(patches) {
    return patches.some(function (patch) {
      if (patch.html) { return patch.html.indexOf("data-cw-in=") >= 0; }
      if (patch.op === "remove") { return !!transitionTarget(byId(patch.id), "data-cw-out"); }
      return false;
    });
  }

  // The timing a transition plays with: its own (`AnyTransition.animation(_:)`, written
  // `300;0;ease-in-out`), else the animation of the change, else none.
  function transitionTiming(element, animation) {
    var own = element.getAttribute("data-cw-tx");
    if (!own) { return animation; }
    var parts = own.split(";");
    return { ms: Number(parts[0]), delay: Number(parts[1]), ease: parts.slice(2).join(";") };
  }

  function cssCurve(curve) {
    switch (curve) {
      case "linear": return "linear";
      case "easeIn": return "ease-in";
      case "easeOut": return "ease-out";
      case "spring": return "cubic-bezier(0.5, 1.4, 0.5, 1)";
      default: return "ease-in-out";
    }
  }

  // The element a transition attribute sits on: the element, or the child of a wrapper that
  // has no box of its own (a collection element or a boundary).
  function transitionTarget(element, attribute) {
    if (!element || !element.hasAttribute) { return null; }
    if (element.hasAttribute(attribute)) { return element; }
    if (element.tagName === "CW-I" || element.tagName === "CW-B") {
      return element.querySelector(":scope > [" + attribute + "]");
    }
    return null;
  }

  // A transition's hidden state, `o:0;s:0.5@50,50;t:-100%,0`, as a keyframe.
  function hiddenFrame(spec) {
    var frame = {};
    var transforms = [];
    spec.split(";").forEach(function (part) {
      var index = part.indexOf(":");
      if (index < 0) { return; }
      var key = part.slice(0, index);
      var value = part.slice(index + 1);
      if (key === "o") {
        frame.opacity = value;
      } else if (key === "s") {
        var pieces = value.split("@");
        transforms.push("scale(" + pieces[0] + ")");
        if (pieces[1]) {
          var origin = pieces[1].split(",");
          frame.transformOrigin = origin[0] + "% " + origin[1] + "%";
        }
      } else if (key === "t") {
        var offset = value.split(",");
        transforms.unshift("translate(" + offset[0] + "," + offset[1] + ")");
      }
    });
    if (transforms.length) { frame.transform = transforms.join(" "); }
    return frame;
  }

  function timing(animation, fill) {
    return {
      duration: animation.ms, delay: animation.delay, fill: fill,
      easing: animation.ease || cssCurve(animation.curve)
    };
  }

  function enter(node, animation) {
    if (!node || !node.querySelectorAll || !node.animate) { return; }
    var targets = [];
    if (node.hasAttribute("data-cw-in")) { targets.push(node); }
    Array.prototype.forEach.call(node.querySelectorAll("[data-cw-in]"), function (element) { targets.push(element); });
    targets.forEach(function (element) {
      var spec = element.getAttribute("data-cw-in");
      var played = transitionTiming(element, animation);
      if (!spec || !played) { return; }
      try { element.animate([hiddenFrame(spec), {}], timing(played, "backwards")); } catch (error) {}
    });
  }

  // Removes an element, first playing its removal transition when the frame is animated. The
  // leaving element keeps its place without taking space, and patches no longer see it.
  function leave(element, animation) {
    var target = transitionTarget(element, "data-cw-out");
    var played = target ? transitionTiming(target, animation) : null;
    if (!played || !target.animate || !target.getAttribute("data-cw-out")) {
      element.remove();
      return;
    }
    var left = target.offsetLeft, top = target.offsetTop;
    var width = target.offsetWidth, height = target.offsetHeight;
    element.removeAttribute("id");
    element.setAttribute("data-cw-leaving", "");
    target.style.position = "absolute";
    target.style.left = left + "px";
    target.style.top = top + "px";
    target.style.width = width + "px";
    target.style.height = height + "px";
    target.style.margin = "0";
    target.style.pointerEvents = "none";
    var run;
    try {
      run = target.animate([{}, hiddenFrame(target.getAttribute("data-cw-out"))], timing(played, "forwards"));
    } catch (error) {
      element.remove();
      return;
    }
    run.finished.then(function () { element.remove(); }, function () { element.remove(); });
  }

  // The child at `index` among those still on the page (not leaving).
  function childAt(parent, index) {
    var count = 0;
    for (var child = parent.firstElementChild; child; child = child.nextElementSibling) {
      if (child.hasAttribute("data-cw-leaving")) { continue; }
      if (count === index) { return child; }
      count += 1;
    }
    return null;
  }

  // Whether a patch to an element's value is stale: the user typed again after the message
  // this frame answers.
  function isStale(id, ack) {
    var pending = pendingInput[id];
    if (pending === undefined) { return false; }
    return ack === null || pending > ack;
  }

  var svgNamespace = "http://www.w3.org/2000/svg";

  // Parses HTML for a place in the page: inside an SVG drawing, as SVG.
  function fragment(html, context) {
    var template = document.createElement("template");
    if (context && context.namespaceURI === svgNamespace && context.localName !== "foreignObject") {
      template.innerHTML = "<svg>" + html + "</svg>";
      var result = document.createDocumentFragment();
      var svg = template.content.firstElementChild;
      while (svg && svg.firstChild) { result.appendChild(svg.firstChild); }
      return result;
    }
    template.innerHTML = html;
    return template.content;
  }

  function autofocusIn(node) {
    if (!node || !node.querySelector) { return null; }
    if (node.hasAttribute && node.hasAttribute("autofocus")) { return node; }
    return node.querySelector("[autofocus]");
  }

  function setValue(element, value) {
    if (element.value === value) { return; }
    if (element === document.activeElement && typeof element.selectionStart === "number") {
      // Keep the caret (or selection) where it was, within the new text.
      var start = Math.min(element.selectionStart, value.length);
      var end = Math.min(element.selectionEnd, value.length);
      element.value = value;
      try { element.setSelectionRange(start, end); } catch (error) {}
    } else {
      element.value = value;
    }
  }

  function setAttribute(element, name, value, ack) {
    if (name === "value") {
      if (isStale(element.id, ack)) { return; }
      if ("value" in element) { setValue(element, value); }
    } else if (name === "checked") {
      element.checked = true;
    } else if (name === "selected") {
      element.selected = true;
    }
    element.setAttribute(name, value);
  }

  function removeAttribute(element, name) {
    if (name === "checked") { element.checked = false; }
    if (name === "selected") { element.selected = false; }
    element.removeAttribute(name);
  }

  function applyPatches(patches, ack, animation) {
    var active = document.activeElement;
    var selection = null;
    if (active && typeof active.selectionStart === "number") {
      try { selection = [active.selectionStart, active.selectionEnd]; } catch (error) { selection = null; }
    }
    var focusTarget = null;
    var blurred = false;
    applying = true;
    try {
      patches.forEach(function (patch) {
        var element = byId(patch.id);
        switch (patch.op) {
          case "text":
            if (element) { element.textContent = patch.v; }
            break;
          case "attr":
            if (element) { setAttribute(element, patch.n, patch.v, ack); }
            break;
          case "unattr":
            if (element) { removeAttribute(element, patch.n); }
            break;
          case "replace":
            if (element) {
              var replacement = fragment(patch.html, element.parentNode);
              var first = replacement.firstElementChild;
              element.replaceWith(replacement);
              focusTarget = autofocusIn(first) || focusTarget;
              enter(first, animation);
            }
            break;
          case "insert":
            if (element) {
              var inserted = fragment(patch.html, element);
              var node = inserted.firstElementChild;
              element.insertBefore(inserted, childAt(element, patch.i));
              focusTarget = autofocusIn(node) || focusTarget;
              enter(node, animation);
            }
            break;
          case "remove":
            if (element) { leave(element, animation); }
            break;
          case "move":
            var parent = byId(patch.p);
            if (element && parent) {
              parent.removeChild(element);
              parent.insertBefore(element, childAt(parent, patch.i));
            }
            break;
          case "focus":
            if (element) { focusTarget = element; }
            break;
          case "blur":
            if (element && element === active) { blurred = true; }
            break;
        }
      });
      if (focusTarget) {
        focusTarget.focus();
      } else if (blurred) {
        active.blur();
      } else if (active && active !== document.body && active.isConnected && document.activeElement !== active) {
        // Moving an element drops its focus: give it back, with the caret.
        active.focus();
        if (selection) {
          try { active.setSelectionRange(selection[0], selection[1]); } catch (error) {}
        }
      }
      syncModal();
    } finally {
      applying = false;
    }
    var title = root.querySelector(".cw-navigation-title");
    if (title) { document.title = title.textContent; }
    syncNavigation();
    observeMeasured();
  }

  // Navigation: each pushed screen is a history entry, so the browser's back and forward
  // buttons pop and push it; the fragment names the stack (`#/Todos/Detail`). A deep link
  // starts from the root screen: the server owns the stack.
  var navigationDepth = 0;

  function screens() {
    return root.querySelectorAll(".cw-navigation-destination");
  }

  function screenName(screen, index) {
    var title = screen.querySelector(".cw-navigation-title");
    var name = title ? title.textContent.trim() : "";
    return encodeURIComponent(name || "screen-" + (index + 1));
  }

  function stackURL(list, depth) {
    var path = "";
    for (var index = 0; index < depth; index++) { path += "/" + screenName(list[index], index); }
    return location.pathname + location.search + (depth > 0 ? "#" + path : "");
  }

  function syncNavigation() {
    var list = screens();
    var depth = list.length;
    if (depth > navigationDepth) {
      for (var level = navigationDepth; level < depth; level++) {
        var link = list[level].previousElementSibling;
        history.pushState({ cwDepth: level + 1, cwLink: link ? link.id : null }, "", stackURL(list, level + 1));
      }
    } else if (depth < navigationDepth) {
      // The page popped a screen (its Back button, or `dismiss()`): step history back to match.
      ignoredPops += 1;
      history.go(depth - navigationDepth);
    } else if (depth > 0) {
      history.replaceState(history.state, "", stackURL(list, depth));
    }
    navigationDepth = depth;
  }

  var ignoredPops = 0;
  window.addEventListener("popstate", function (event) {
    if (ignoredPops > 0) { ignoredPops -= 1; return; }
    var target = (event.state && event.state.cwDepth) || 0;
    var list = screens();
    if (target < list.length) {
      var back = list[target].querySelector(".cw-back");
      navigationDepth = target;
      if (back) { send({ t: "click", id: back.id }); }
    } else if (target > list.length && event.state && event.state.cwLink) {
      var link = byId(event.state.cwLink);
      navigationDepth = target;
      if (link) { send({ t: "click", id: link.id }); }
    }
  });

  // Measured layout: a GeometryReader's element reports its size and page position, debounced,
  // whenever they change.
  var measured = typeof ResizeObserver === "function" ? new ResizeObserver(measureLater) : null;
  var measureTimer = null;
  var lastMeasure = {};

  function observeMeasured() {
    if (!measured) { return; }
    Array.prototype.forEach.call(root.querySelectorAll("[data-cw-measure]"), function (element) {
      measured.observe(element);
    });
  }

  function measureLater() {
    if (measureTimer) { clearTimeout(measureTimer); }
    measureTimer = setTimeout(measureNow, 60);
  }

  function measureNow() {
    measureTimer = null;
    Array.prototype.forEach.call(root.querySelectorAll("[data-cw-measure]"), function (element) {
      var rect = element.getBoundingClientRect();
      var frame = {
        w: Math.round(rect.width * 10) / 10, h: Math.round(rect.height * 10) / 10,
        x: Math.round((rect.left + window.scrollX) * 10) / 10, y: Math.round((rect.top + window.scrollY) * 10) / 10
      };
      var last = lastMeasure[element.id];
      if (last && last.w === frame.w && last.h === frame.h && last.x === frame.x && last.y === frame.y) { return; }
      lastMeasure[element.id] = frame;
      send({ t: "resize", id: element.id, w: frame.w, h: frame.h, x: frame.x, y: frame.y });
    });
  }
  window.addEventListener("resize", measureLater);

  function kind(element) {
    return element && element.getAttribute ? element.getAttribute("data-cw") : null;
  }

  // A click after a drag or a long press is the end of that gesture, not a tap.
  var suppressClick = false;
  function suppressNextClick() {
    suppressClick = true;
    setTimeout(function () { suppressClick = false; }, 0);
  }

  function tapCounts(element) {
    return (element.getAttribute("data-cw-tap") || "").split(",");
  }

  document.addEventListener("click", function (event) {
    var target = event.target;
    if (!target.closest) { return; }
    if (suppressClick) {
      suppressClick = false;
      event.preventDefault();
      return;
    }
    var menu = target.closest("details.cw-menu[open]");
    if (menu && target.closest(".cw-menu-items [data-cw=click]")) { menu.removeAttribute("open"); }
    closeMenus(target);
    var step = target.closest("[data-step]");
    if (step) {
      var group = step.closest("[data-cw=step]");
      if (group && !step.disabled && !group.hasAttribute("disabled")) {
        send({ t: "step", id: group.id, v: step.getAttribute("data-step") });
      }
      return;
    }
    var element = target.closest("[data-cw=click], [data-cw-tap]");
    if (!element) { return; }
    if (element.hasAttribute("data-cw-tap")) {
      if (tapCounts(element).indexOf("1") >= 0) { send({ t: "tap", id: element.id, v: 1 }); }
      return;
    }
    if (!element.disabled) {
      event.preventDefault();
      send({ t: "click", id: element.id });
    }
  });

  document.addEventListener("dblclick", function (event) {
    var element = event.target.closest && event.target.closest("[data-cw-tap]");
    if (element && tapCounts(element).indexOf("2") >= 0) {
      send({ t: "tap", id: element.id, v: 2 });
    }
  });

  // Open menus close when the page is clicked elsewhere or Escape is pressed.
  function closeMenus(target) {
    Array.prototype.forEach.call(root.querySelectorAll("details.cw-menu[open]"), function (menu) {
      if (!target || !menu.contains(target)) { menu.removeAttribute("open"); }
    });
  }

  // Long presses: held for the element's duration without moving away.
  var press = null;
  // Drags: pointer moves reported at most once per animation frame, with at most one report
  // unanswered; the release is always reported.
  var drag = null;

  function startPress(element, event) {
    var duration = parseInt(element.getAttribute("data-cw-press"), 10) || 500;
    press = { x: event.clientX, y: event.clientY, timer: setTimeout(function () {
      press = null;
      suppressNextClickAfterRelease = true;
      send({ t: "press", id: element.id });
    }, duration) };
  }
  var suppressNextClickAfterRelease = false;

  function cancelPress() {
    if (press) { clearTimeout(press.timer); press = null; }
  }

  document.addEventListener("pointerdown", function (event) {
    if (event.button !== 0 || !event.target.closest) { return; }
    var pressable = event.target.closest("[data-cw-press]");
    if (pressable) { startPress(pressable, event); }
    var draggable = event.target.closest("[data-cw-drag]");
    if (!draggable) { return; }
    var rect = draggable.getBoundingClientRect();
    drag = {
      element: draggable, id: draggable.id, pointer: event.pointerId,
      clientX: event.clientX, clientY: event.clientY,
      startX: event.clientX - rect.left, startY: event.clientY - rect.top,
      x: 0, y: 0, minimum: parseFloat(draggable.getAttribute("data-cw-drag")) || 0,
      started: false, frame: 0, inFlight: 0, dirty: false, lastSent: 0
    };
    drag.x = drag.startX;
    drag.y = drag.startY;
    try { draggable.setPointerCapture(event.pointerId); } catch (error) {}
    if (drag.minimum <= 0) {
      drag.started = true;
      scheduleDrag();
    }
  });

  document.addEventListener("pointermove", function (event) {
    if (press && Math.hypot(event.clientX - press.x, event.clientY - press.y) > 10) { cancelPress(); }
    if (!drag || event.pointerId !== drag.pointer) { return; }
    var dx = event.clientX - drag.clientX;
    var dy = event.clientY - drag.clientY;
    if (!drag.started && Math.hypot(dx, dy) < drag.minimum) { return; }
    if (!drag.started) { cancelPress(); }
    drag.started = true;
    drag.x = drag.startX + dx;
    drag.y = drag.startY + dy;
    event.preventDefault();
    scheduleDrag();
  });

  function scheduleDrag() {
    if (!drag || drag.frame) { return; }
    drag.frame = requestAnimationFrame(function () {
      if (!drag) { return; }
      drag.frame = 0;
      sendDrag(false);
    });
  }

  function sendDrag(isEnd) {
    if (!drag) { return; }
    var now = performance.now();
    if (!isEnd) {
      // One report in flight at a time, and no more than about 30 a second.
      if (drag.inFlight) { drag.dirty = true; return; }
      if (now - drag.lastSent < 30) { scheduleDrag(); return; }
    }
    drag.lastSent = now;
    drag.inFlight = send({
      t: "drag", id: drag.id, sx: round(drag.startX), sy: round(drag.startY),
      x: round(drag.x), y: round(drag.y), end: isEnd
    });
  }

  function round(value) { return Math.round(value * 100) / 100; }

  function dragAnswered(ack, isError) {
    if (!drag || !drag.inFlight) { return; }
    if ((ack !== null && ack >= drag.inFlight) || (ack === null && isError)) {
      drag.inFlight = 0;
      if (drag.dirty) {
        drag.dirty = false;
        scheduleDrag();
      }
    }
  }

  function endPointer(event, cancelled) {
    cancelPress();
    if (suppressNextClickAfterRelease) {
      suppressNextClickAfterRelease = false;
      suppressNextClick();
    }
    if (!drag || event.pointerId !== drag.pointer) { return; }
    if (drag.frame) { cancelAnimationFrame(drag.frame); drag.frame = 0; }
    if (drag.started) {
      if (!cancelled) {
        drag.x = drag.startX + event.clientX - drag.clientX;
        drag.y = drag.startY + event.clientY - drag.clientY;
      }
      sendDrag(true);
      if (Math.hypot(drag.x - drag.startX, drag.y - drag.startY) > 2) { suppressNextClick(); }
    }
    drag = null;
  }

  document.addEventListener("pointerup", function (event) { endPointer(event, false); });
  document.addEventListener("pointercancel", function (event) { endPointer(event, true); });

  document.addEventListener("input", function (event) {
    var element = event.target;
    if (kind(element) === "input") {
      pendingInput[element.id] = send({ t: "input", id: element.id, v: element.value });
    } else if (kind(element) === "slider") {
      pendingInput[element.id] = send({ t: "slider", id: element.id, v: parseFloat(element.value) });
    }
  });

  document.addEventListener("change", function (event) {
    var element = event.target;
    if (kind(element) === "toggle") {
      send({ t: "toggle", id: element.id, v: element.checked });
    } else if (kind(element) === "select") {
      send({ t: "select", id: element.id, v: element.value });
    }
  });

  document.addEventListener("keydown", function (event) {
    var element = event.target;
    if (event.key === "Escape") { closeMenus(null); }
    if (event.key === "Enter" && element.hasAttribute && element.hasAttribute("data-cw-submit")) {
      event.preventDefault();
      var submitted = send({ t: "submit", id: element.id });
      if (submitsImplicitly(element, event)) {
        // Once the session has what was typed (the button may only just have been enabled).
        afterAnswer(submitted, function () { pressDefaultButton(element); });
      }
      return;
    }
    // Tappable and pressable views act on Return and Space when focused, as buttons do.
    if ((event.key === "Enter" || event.key === " ") && element.hasAttribute && !event.repeat &&
        (element.hasAttribute("data-cw-tap") || element.hasAttribute("data-cw-press"))) {
      event.preventDefault();
      var counts = tapCounts(element);
      if (element.hasAttribute("data-cw-tap") && counts[0]) {
        send({ t: "tap", id: element.id, v: parseInt(counts[0], 10) });
      } else {
        send({ t: "press", id: element.id });
      }
      return;
    }
    // A link or button drawn as a <div> (its label holds a control, which a <button> can't)
    // acts on Return and Space as a <button> does.
    if ((event.key === "Enter" || event.key === " ") && !event.repeat && element.tagName === "DIV" &&
        element.getAttribute("data-cw") === "click" && element.hasAttribute("role")) {
      event.preventDefault();
      element.click();
    }
  });

  // Return in a single-line field with no action of its own presses the screen's next button,
  // as a browser submits a form when Return is pressed in one of its fields (and as the return
  // key of 2021 forms on iOS was wired to their button): a login form signs in from the
  // password field.
  var implicitTypes = ["text", "email", "password", "search", "number", "url", "tel"];

  function submitsImplicitly(field, event) {
    return field.getAttribute("data-cw-submit") === "" && field.tagName === "INPUT" &&
      implicitTypes.indexOf(field.type) >= 0 && !event.isComposing && event.keyCode !== 229 &&
      !event.repeat && !event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey;
  }

  function screenOf(element) {
    return element.closest(".cw-navigation-destination, .cw-sheet");
  }

  // The first Button after the field on its screen, like a form's default button: not the
  // toolbar's, not a destructive or cancel one (Return must not reset a form), and not a list
  // row's controls or another row's buttons (Return in a to-do must not check off the next).
  // Links, segments and steppers are not buttons here. A disabled default button means
  // nothing happens, as in a browser.
  function pressDefaultButton(field) {
    if (!field.isConnected || field.disabled) { return; }
    var screen = screenOf(field);
    var buttons = (screen || root).querySelectorAll("button.cw-button");
    for (var index = 0; index < buttons.length; index++) {
      var button = buttons[index];
      if (!(field.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING)) { continue; }
      if (screenOf(button) !== screen || button.closest(".cw-toolbar")) { continue; }
      if (button.matches(".cw-destructive, .cw-cancel, .cw-row-delete, .cw-row-move, .cw-row-swipe-delete")) { continue; }
      var buttonRow = button.closest(".cw-row");
      if (buttonRow && !buttonRow.contains(field)) { continue; }
      if (button.getClientRects().length === 0 || getComputedStyle(button).visibility === "hidden") { continue; }
      if (!button.disabled && !button.closest("[inert]")) { button.click(); }
      return;
    }
  }

  // The page's one form, which password fields belong to, never submits: Return is handled
  // above, and a submission would reload the page.
  var pageForm = document.getElementById("cw-form");
  if (pageForm) {
    pageForm.addEventListener("submit", function (event) { event.preventDefault(); });
  }

  document.addEventListener("focusin", function (event) {
    var element = event.target;
    if (element.closest && !element.closest('[aria-modal="true"]')) { lastFocused = element; }
    if (!applying && element.hasAttribute && element.hasAttribute("data-cw-focus")) {
      send({ t: "focus", id: element.id });
    }
  });

  document.addEventListener("focusout", function (event) {
    var element = event.target;
    // A field the session just disabled loses focus a moment after the patch (the browser's
    // focus fix-up): the session knows, and would refuse a blur from a disabled element.
    if (!applying && element.hasAttribute && element.hasAttribute("data-cw-focus") && element.isConnected &&
        !element.disabled) {
      send({ t: "blur", id: element.id });
    }
  });

  // Selects show the selected option; the `value` attribute is only read by this script.
  Array.prototype.forEach.call(root.querySelectorAll("select[value]"), function (select) {
    select.value = select.getAttribute("value");
  });
  if (location.hash.indexOf("#/") === 0) {
    history.replaceState({ cwDepth: 0 }, "", location.pathname + location.search);
  }
  syncNavigation();
  observeMeasured();
  var initialTitle = root.querySelector(".cw-navigation-title");
  if (initialTitle) { document.title = initialTitle.textContent; }
  syncModal();
  setStatus("connecting");
  // A page that reloaded because its session was gone says so for a moment.
  try {
    if (sessionStorage.getItem("cw-notice") === "fresh-session") {
      sessionStorage.removeItem("cw-notice");
      showNotice("fresh-session");
    }
  } catch (error) {}
  connect(false);
})();
