(function () {
  "use strict";
  var body = document.body;
  var $ = function (id) { return document.getElementById(id); };
  var socket = null;
  var sessions = [];
  var sessionID = null;
  var count = 0;
  var first = 0;
  var shown = null;
  var selectedStep = null;
  var tab = "diff";
  var detail = null;
  var labels = {};
  var maxRows = 2000;

  function connect() {
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + body.dataset.ws + "?token=" +
      encodeURIComponent(body.dataset.token));
    socket.onmessage = function (event) {
      var frame;
      try { frame = JSON.parse(event.data); } catch (error) { return; }
      receive(frame);
    };
    socket.onclose = function () {
      setStatus("offline", "Disconnected");
      setTimeout(connect, 1500);
    };
    socket.onopen = function () {
      if (sessionID !== null) { send({ t: "select", session: sessionID }); }
    };
  }

  function send(message) {
    if (socket && socket.readyState === 1) { socket.send(JSON.stringify(message)); }
  }

  function receive(frame) {
    switch (frame.t) {
      case "sessions": showSessions(frame.sessions); break;
      case "reset": reset(frame); break;
      case "append": append(frame); break;
      case "effects": showEffects(frame.effects); break;
      case "detail": showDetail(frame); break;
      case "travel": if (frame.session === sessionID) { setShown(frame.shown, frame.past); } break;
      case "export": download(frame.name, frame.json); break;
      case "error": toast(frame.message, true); break;
    }
  }

  // Sessions

  function showSessions(list) {
    sessions = list;
    var select = $("session");
    select.textContent = "";
    if (!list.length) {
      select.appendChild(option("", "No sessions yet"));
    }
    list.forEach(function (session) {
      var state = session.report ? "report" : session.open ? "open" : "closed";
      var text = "#" + session.id + " " + session.title + " · " +
        (session.report ? "bug report" : session.path) + (state === "closed" ? " (closed)" : "");
      select.appendChild(option(String(session.id), text));
    });
    var current = list.filter(function (s) { return s.id === sessionID; })[0];
    if (!current) {
      var latest = list.filter(function (s) { return s.open && !s.report && s.recorded; }).pop();
      if (latest) { choose(latest.id); } else { sessionID = null; showEmpty(true); }
    }
    if (sessionID !== null) { select.value = String(sessionID); }
  }

  function option(value, text) {
    var element = document.createElement("option");
    element.value = value;
    element.textContent = text;
    return element;
  }

  function choose(id) {
    sessionID = id;
    selectedStep = null;
    detail = null;
    $("session").value = String(id);
    send({ t: "select", session: id });
  }

  // The timeline

  function reset(frame) {
    // A reset answers this page's own choice: a session it picked, or a report it loaded.
    sessionID = frame.session;
    $("session").value = String(sessionID);
    $("actions").textContent = "";
    labels = {};
    showEmpty(false);
    $("detail-step").textContent = "";
    $("detail-label").textContent = "";
    setDetailHint("Select an action to see what it changed.");
    append(frame);
  }

  function append(frame) {
    if (frame.session !== sessionID) { return; }
    var list = $("actions");
    var atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 24;
    var fragment = document.createDocumentFragment();
    frame.steps.forEach(function (step) {
      labels[step.step] = step.label;
      fragment.appendChild(row(step));
    });
    list.appendChild(fragment);
    while (list.children.length > maxRows) { list.removeChild(list.firstChild); }
    count = frame.count;
    first = frame.first;
    if ("shown" in frame) { setShown(frame.shown, frame.shown !== null); }
    applyFilter();
    updateScrubber();
    if (atBottom && shown === null) { list.scrollTop = list.scrollHeight; }
    $("count").textContent = count + (count === 1 ? " action" : " actions") +
      (first > 0 ? " · " + first + " dropped" : "");
  }

  function row(step) {
    var item = document.createElement("li");
    item.dataset.step = step.step;
    item.dataset.label = step.label.toLowerCase();
    var number = document.createElement("span");
    number.className = "n";
    number.textContent = step.step;
    var label = document.createElement("span");
    label.className = "label";
    var dot = step.label.indexOf(".");
    var type = document.createElement("span");
    type.className = "type";
    type.textContent = dot > 0 ? step.label.slice(0, dot) : "";
    var path = document.createElement("span");
    path.className = "path";
    path.textContent = dot > 0 ? step.label.slice(dot) : step.label;
    label.appendChild(type);
    label.appendChild(path);
    var time = document.createElement("span");
    time.className = "time";
    time.textContent = formatTime(step.ms);
    item.appendChild(number);
    item.appendChild(label);
    item.appendChild(time);
    item.title = step.label;
    if (step.step === selectedStep) { item.classList.add("selected"); }
    markFuture(item);
    return item;
  }

  function formatTime(ms) {
    if (ms < 1000) { return ms.toFixed(0) + " ms"; }
    if (ms < 60000) { return (ms / 1000).toFixed(2) + " s"; }
    var minutes = Math.floor(ms / 60000);
    return minutes + ":" + ("0" + ((ms % 60000) / 1000).toFixed(0)).slice(-2) + " min";
  }

  function markFuture(item) {
    var step = Number(item.dataset.step);
    item.classList.toggle("future", shown !== null && step > shown);
    item.classList.toggle("current", shown !== null && step === shown);
  }

  function applyFilter() {
    var text = $("filter").value.trim().toLowerCase();
    Array.prototype.forEach.call($("actions").children, function (item) {
      item.hidden = text !== "" && item.dataset.label.indexOf(text) < 0;
    });
  }

  function showEmpty(isEmpty) {
    $("empty").hidden = !isEmpty;
    $("actions").hidden = isEmpty;
    if (isEmpty) {
      $("count").textContent = "0 actions";
      $("effects").textContent = "";
      $("effects").appendChild(noneItem("No effects yet"));
    }
  }

  // Time travel

  function travel(step) {
    if (sessionID === null) { return; }
    step = Math.max(first, Math.min(count, step));
    select(step);
    if (step === count && !isReport()) { send({ t: "resume" }); } else { send({ t: "travel", step: step }); }
  }

  function isReport() {
    var session = sessions.filter(function (s) { return s.id === sessionID; })[0];
    return session && session.report;
  }

  function select(step) {
    selectedStep = step;
    Array.prototype.forEach.call($("actions").querySelectorAll(".selected"), function (item) {
      item.classList.remove("selected");
    });
    var item = $("actions").querySelector('li[data-step="' + step + '"]');
    if (item) {
      item.classList.add("selected");
      item.scrollIntoView({ block: "nearest" });
    }
    $("detail-step").textContent = step === 0 ? "Initial state" : "Step " + step;
    $("detail-label").textContent = labels[step] || "";
    if (step > 0) { send({ t: "detail", step: step }); } else { send({ t: "detail", step: 0 }); }
  }

  function setShown(step, past) {
    shown = past ? step : null;
    Array.prototype.forEach.call($("actions").children, markFuture);
    if (shown !== null) {
      setStatus("past", "Past · step " + shown + " of " + count);
    } else {
      setStatus("live", isReport() ? "Report" : "Live");
    }
    $("resume").disabled = shown === null;
    body.classList.toggle("in-past", shown !== null);
    updateScrubber();
  }

  function setStatus(kind, text) {
    var status = $("status");
    status.className = "pill " + kind;
    status.textContent = text;
  }

  function updateScrubber() {
    var scrub = $("scrub");
    scrub.min = String(first);
    scrub.max = String(count);
    scrub.value = String(shown === null ? count : shown);
    $("position").textContent = (shown === null ? count : shown) + " / " + count;
  }

  // Detail

  function showDetail(frame) {
    if (frame.step !== selectedStep) { return; }
    detail = frame;
    renderDetail();
  }

  function renderDetail() {
    if (!detail) { return; }
    var pre = $("detail-body");
    pre.textContent = "";
    if (tab === "diff") {
      if (detail.step === 0) { return setDetailHint("The state before the first kept action."); }
      if (detail.diff === null) { return setDetailHint("This step is no longer kept."); }
      if (detail.diff === "") { return setDetailHint("No state change."); }
      detail.diff.split("\n").forEach(function (line) {
        var span = document.createElement("span");
        span.className = line.charAt(0) === "-" || line.charAt(0) === "\u2212" ? "del" :
          line.charAt(0) === "+" ? "add" : "ctx";
        span.textContent = line + "\n";
        pre.appendChild(span);
      });
    } else if (tab === "action") {
      pre.textContent = detail.action === null ? "" : detail.action;
      if (detail.action === null) { setDetailHint("The initial state has no action."); }
    } else {
      pre.textContent = detail.state === null ? "" : detail.state;
      if (detail.state === null) { setDetailHint("This step is no longer kept."); }
    }
  }

  function setDetailHint(text) {
    var pre = $("detail-body");
    pre.textContent = "";
    var hint = document.createElement("span");
    hint.className = "hint";
    hint.textContent = text;
    pre.appendChild(hint);
  }

  // Effects

  function showEffects(effects) {
    var list = $("effects");
    list.textContent = "";
    var running = effects.filter(function (e) { return e.status === "running"; });
    $("effects-count").textContent = running.length ? running.length + " in flight" : "";
    var ordered = running.concat(effects.filter(function (e) {
      return e.status !== "running";
    }).reverse()).slice(0, 24);
    if (!ordered.length) { list.appendChild(noneItem("No effects yet")); return; }
    ordered.forEach(function (effect) {
      var item = document.createElement("li");
      item.className = effect.status;
      var name = document.createElement("span");
      name.className = "effect-name";
      name.textContent = "Effect " + effect.id + " · " + (labels[effect.step] ?
        labels[effect.step].slice(labels[effect.step].indexOf(".")) : "step " + effect.step);
      var state = document.createElement("span");
      state.className = "effect-state";
      state.textContent = effect.status === "running" ? "running" :
        effect.status + " after " + formatTime(effect.end - effect.start);
      item.appendChild(name);
      item.appendChild(state);
      list.appendChild(item);
    });
  }

  function noneItem(text) {
    var item = document.createElement("li");
    item.className = "none";
    item.textContent = text;
    return item;
  }

  // Bug reports

  function download(name, json) {
    window.inspectorLastExport = json;
    var url = URL.createObjectURL(new Blob([json], { type: "application/json" }));
    var link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
    toast("Exported " + name, false);
  }

  function toast(text, isError) {
    var element = $("toast");
    element.textContent = text;
    element.className = "toast" + (isError ? " error" : "");
    element.hidden = false;
    clearTimeout(toast.timer);
    toast.timer = setTimeout(function () { element.hidden = true; }, isError ? 8000 : 3500);
  }

  // Controls

  $("session").addEventListener("change", function (event) {
    if (event.target.value) { choose(Number(event.target.value)); }
  });
  $("actions").addEventListener("click", function (event) {
    var item = event.target.closest("li[data-step]");
    if (item) { travel(Number(item.dataset.step)); }
  });
  $("filter").addEventListener("input", applyFilter);
  $("resume").addEventListener("click", function () { send({ t: "resume" }); });
  $("export").addEventListener("click", function () { send({ t: "export" }); });
  $("back").addEventListener("click", function () { step(-1); });
  $("forward").addEventListener("click", function () { step(1); });
  $("scrub").addEventListener("input", function (event) { travel(Number(event.target.value)); });
  $("load").addEventListener("change", function (event) {
    var file = event.target.files[0];
    if (!file) { return; }
    event.target.value = "";
    // The file travels as one WebSocket message, which the server caps; a larger one would
    // close the connection with nothing said.
    var limit = Number(body.dataset.maxMessage) - 1024;
    if (file.size > limit) {
      toast(file.name + " is " + megabytes(file.size) + "; this server takes reports up to " +
        megabytes(limit) + " (LiveServerConfiguration.maximumMessageSize).", true);
      return;
    }
    var reader = new FileReader();
    reader.onload = function () { send({ t: "load", name: file.name, json: String(reader.result) }); };
    reader.readAsText(file);
  });

  function megabytes(bytes) {
    return (bytes / 1048576).toFixed(bytes < 10485760 ? 1 : 0) + " MB";
  }
  Array.prototype.forEach.call(document.querySelectorAll(".tabs button"), function (button) {
    button.addEventListener("click", function () {
      tab = button.dataset.tab;
      Array.prototype.forEach.call(document.querySelectorAll(".tabs button"), function (other) {
        other.classList.toggle("on", other === button);
      });
      renderDetail();
    });
  });

  function step(delta) {
    var from = shown === null ? (selectedStep === null ? count : selectedStep) : shown;
    travel(from + delta);
  }

  document.addEventListener("keydown", function (event) {
    var typing = event.target.tagName === "INPUT" && event.target.type !== "range" ||
      event.target.tagName === "SELECT";
    if (event.key === "/" && !typing) { event.preventDefault(); $("filter").focus(); return; }
    if (event.key === "Escape") {
      if (event.target === $("filter")) { event.target.blur(); }
      send({ t: "resume" });
      return;
    }
    if (typing) { return; }
    if (event.key === "ArrowLeft" || event.key === "ArrowUp" || event.key === "k") {
      event.preventDefault();
      step(-1);
    } else if (event.key === "ArrowRight" || event.key === "ArrowDown" || event.key === "j") {
      event.preventDefault();
      step(1);
    }
  });

  showEmpty(true);
  connect();
})();
