/// The client script every page loads: it opens the session's WebSocket, sends the user's
/// events and applies the server's patches, keeping focus and caret where the user left them.
///
/// ```html
/// <script src="/_cw/client.js" defer></script>
/// ```
///
/// Hand-written and dependency-free, kept as a Swift string so the library needs no resource
/// bundle. It reads the session token and socket path from the `data-cw-session` element.
let clientScript = #"""
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

  // Without its session the page can't act: it goes inert (no clicks or typing that would be
  // lost) and the status bar says so.
  function disconnected() {
    setStatus("closed");
    root.inert = true;
  }

  function connect() {
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + socketPath + "?token=" + encodeURIComponent(token));
    socket.onopen = function () {
      setStatus("live");
      var queued = outbox;
      outbox = [];
      queued.forEach(function (text) { socket.send(text); });
    };
    socket.onmessage = function (event) { receive(event.data); };
    socket.onclose = disconnected;
    socket.onerror = disconnected;
  }

  function send(message) {
    sequence += 1;
    message.s = sequence;
    var text = JSON.stringify(message);
    if (socket && socket.readyState === 1) {
      socket.send(text);
    } else {
      outbox.push(text);
    }
    return sequence;
  }

  function receive(data) {
    var frame;
    try { frame = JSON.parse(data); } catch (error) { return; }
    var ack = typeof frame.ack === "number" ? frame.ack : null;
    if (frame.t === "patch") {
      applyFrame(frame.p || [], ack, frame.anim);
    } else if (frame.t === "call") {
      call(frame);
    } else if (frame.t === "error" && window.console) {
      console.warn("ComposableWeb: " + frame.msg);
    }
    if (ack !== null) {
      Object.keys(pendingInput).forEach(function (id) {
        if (pendingInput[id] <= ack) { delete pendingInput[id]; }
      });
    }
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
  // focus goes back where it was once the alert is gone.
  var modal = null;
  var focusBeforeModal = null;
  var inerted = [];

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
        if (previous && previous.isConnected && !previous.disabled) { previous.focus(); }
      }
      return;
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
      if (!modal) { focusBeforeModal = document.activeElement; }
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

  // Frames apply in order. An animated one (the change was sent with an animation) runs as a
  // view transition where the browser has them, so later frames wait for its DOM update.
  var pending = Promise.resolve();
  function applyFrame(patches, ack, animation) {
    if (!animation || !document.startViewTransition) {
      pending = pending.then(function () { applyPatches(patches, ack); });
      return;
    }
    pending = pending.then(function () {
      var style = document.documentElement.style;
      style.setProperty("--cw-animation-duration", animation.ms + "ms");
      style.setProperty("--cw-animation-delay", animation.delay + "ms");
      style.setProperty("--cw-animation-curve", cssCurve(animation.curve));
      var transition = document.startViewTransition(function () { applyPatches(patches, ack); });
      return transition.updateCallbackDone.catch(function () {});
    });
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

  // Whether a patch to an element's value is stale: the user typed again after the message
  // this frame answers.
  function isStale(id, ack) {
    var pending = pendingInput[id];
    if (pending === undefined) { return false; }
    return ack === null || pending > ack;
  }

  function fragment(html) {
    var template = document.createElement("template");
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

  function applyPatches(patches, ack) {
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
              var replacement = fragment(patch.html);
              var first = replacement.firstElementChild;
              element.replaceWith(replacement);
              focusTarget = autofocusIn(first) || focusTarget;
            }
            break;
          case "insert":
            if (element) {
              var inserted = fragment(patch.html);
              var node = inserted.firstElementChild;
              element.insertBefore(inserted, element.children[patch.i] || null);
              focusTarget = autofocusIn(node) || focusTarget;
            }
            break;
          case "remove":
            if (element) { element.remove(); }
            break;
          case "move":
            var parent = byId(patch.p);
            if (element && parent) {
              parent.removeChild(element);
              parent.insertBefore(element, parent.children[patch.i] || null);
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
  }

  function kind(element) {
    return element && element.getAttribute ? element.getAttribute("data-cw") : null;
  }

  document.addEventListener("click", function (event) {
    var target = event.target;
    if (!target.closest) { return; }
    var step = target.closest("[data-step]");
    if (step) {
      var group = step.closest("[data-cw=step]");
      if (group && !step.disabled && !group.hasAttribute("disabled")) {
        send({ t: "step", id: group.id, v: step.getAttribute("data-step") });
      }
      return;
    }
    var button = target.closest("[data-cw=click]");
    if (button && !button.disabled) {
      event.preventDefault();
      send({ t: "click", id: button.id });
    }
  });

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
    if (event.key === "Enter" && element.hasAttribute && element.hasAttribute("data-cw-submit")) {
      event.preventDefault();
      send({ t: "submit", id: element.id });
    }
  });

  document.addEventListener("focusin", function (event) {
    var element = event.target;
    if (!applying && element.hasAttribute && element.hasAttribute("data-cw-focus")) {
      send({ t: "focus", id: element.id });
    }
  });

  document.addEventListener("focusout", function (event) {
    var element = event.target;
    if (!applying && element.hasAttribute && element.hasAttribute("data-cw-focus") && element.isConnected) {
      send({ t: "blur", id: element.id });
    }
  });

  // Selects show the selected option; the `value` attribute is only read by this script.
  Array.prototype.forEach.call(root.querySelectorAll("select[value]"), function (select) {
    select.value = select.getAttribute("value");
  });
  var initialTitle = root.querySelector(".cw-navigation-title");
  if (initialTitle) { document.title = initialTitle.textContent; }
  syncModal();
  setStatus("connecting");
  connect();
})();
"""#
