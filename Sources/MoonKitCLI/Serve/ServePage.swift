/// The page `serve` sends: plain HTML, CSS and JavaScript, no library. It draws the frames the
/// game thread sends, turns the mouse into a finger and the keyboard into keys typed into the
/// game's first responder, and lists events and the view tree. `window.moonkit` holds what
/// the page last heard (the browser test reads the views' frames there to know where to click,
/// and the last picture, `svg`, to compare it with a replay's).
enum ServePage {
    static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>MoonKit serve</title>
    <style>
      body { margin: 0; font: 14px system-ui, sans-serif; background: #e8e8ec; color: #222; }
      header { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; padding: 6px 10px; background: #fff; border-bottom: 1px solid #ccc; }
      header .name { font-weight: bold; margin-right: 12px; }
      #clock { font-family: monospace; min-width: 9em; }
      #link.down { color: #b00; }
      main { display: flex; gap: 10px; padding: 10px; align-items: flex-start; }
      #left { flex: 3; min-width: 0; }
      #screen { display: inline-block; max-width: 100%; background: #fff; box-shadow: 0 1px 4px #0004; touch-action: none; user-select: none; cursor: pointer; line-height: 0; }
      /* A point a pixel, smaller when the window is: a portrait phone fits the height too. */
      #screen svg { display: block; width: auto; height: auto; max-width: 100%; max-height: calc(100vh - 70px); }
      #screen.pressing { outline: 3px solid #e90; }
      #failure { white-space: pre-wrap; color: #b00; background: #fff; padding: 10px; font-family: monospace; }
      #alert { margin-top: 10px; padding: 10px; background: #fff; border: 2px solid #36c; border-radius: 8px; }
      #alert h3 { margin: 0 0 4px; }
      #alert input { display: block; margin: 6px 0; }
      #alert button { margin-right: 6px; }
      aside { flex: 2; min-width: 0; display: flex; flex-direction: column; gap: 10px; }
      aside section { background: #fff; padding: 6px; }
      aside h2 { font-size: 14px; margin: 0 0 4px; }
      #events { list-style: none; margin: 0; padding: 0; max-height: 45vh; overflow-y: auto; font: 12px monospace; }
      #events li { padding: 1px 0; border-bottom: 1px solid #eee; white-space: pre-wrap; }
      #events .error { color: #b00; } #events .alert { color: #36c; } #events .reload { background: #ffc; }
      #events .bot { color: #070; } #events .signal, #events .sound { color: #808; }
      #tree { max-height: 40vh; overflow: auto; font: 11px monospace; margin: 0; }
    </style>
    </head>
    <body>
    <header>
      <span class="name" id="title">MoonKit</span>
      <button id="pause">Pause</button>
      <label>speed <select id="speed">
        <option value="0.25">¼×</option><option value="0.5">½×</option><option value="1" selected>1×</option>
        <option value="2">2×</option><option value="4">4×</option><option value="8">8×</option>
      </select></label>
      <button id="frame" title="Move the clock on by a thirtieth of a second">Step</button>
      <button id="second">+1 s</button>
      <button id="ten">+10 s</button>
      <button id="reload">Reload</button>
      <span id="clock">t = 0.000 s</span>
      <span id="link">connecting…</span>
    </header>
    <main>
      <div id="left">
        <div id="screen"></div>
        <div id="failure" hidden></div>
        <div id="alert" hidden></div>
      </div>
      <aside>
        <section><h2>Events</h2><ul id="events"></ul></section>
        <section><h2>View tree</h2><pre id="tree"></pre></section>
      </aside>
    </main>
    <script>
    "use strict";
    const $ = id => document.getElementById(id);
    const moonkit = window.moonkit = { generation: 0, time: 0, running: true, views: [], alert: null, frames: 0, width: 0, height: 0 };
    let socket = null;

    function send(command) {
      if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(command));
    }

    function connect() {
      socket = new WebSocket(`ws://${location.host}/socket`);
      socket.onopen = () => { $("link").textContent = "live"; $("link").className = ""; };
      socket.onclose = () => { $("link").textContent = "disconnected: retrying"; $("link").className = "down"; setTimeout(connect, 500); };
      socket.onmessage = event => receive(JSON.parse(event.data));
    }

    function receive(message) {
      switch (message.kind) {
        case "loaded": loaded(message); break;
        case "frame": frame(message); break;
        case "events": for (const e of message.events) addEvent(e); break;
        case "tree": moonkit.views = message.views; $("tree").textContent = message.text; break;
      }
    }

    function loaded(message) {
      moonkit.generation = message.generation;
      moonkit.loadError = message.error || null;
      $("title").textContent = `${message.script} · seed ${message.seed}` + (message.device ? ` · ${message.device}` : "");
      $("failure").hidden = !message.error;
      $("failure").textContent = message.error ? "The game did not load:\n" + message.error : "";
      shownAlert = "";
    }

    function frame(message) {
      if (message.svg !== undefined) {
        $("screen").innerHTML = message.svg.replace(/^<\?xml[^>]*>\s*/, "");
        moonkit.svg = message.svg;
        moonkit.frames += 1;
      }
      moonkit.width = message.width; moonkit.height = message.height;
      moonkit.time = message.time; moonkit.running = message.running;
      $("clock").textContent = `t = ${message.time.toFixed(3)} s`;
      $("pause").textContent = message.running ? "Pause" : "Run";
      showAlert(message.alert || null);
    }

    // The alert's box is made when an alert appears and kept while it stays: frames come 30
    // times a second while the clock runs, and making the fields again would take the focus
    // and the text being typed. An alert that changes (an action added) keeps the fields it
    // still has, with their text and focus.
    let shownAlert = "", alertInputs = [];
    function showAlert(alert) {
      moonkit.alert = alert;
      const key = JSON.stringify(alert);
      if (key === shownAlert) return;
      shownAlert = key;
      const box = $("alert");
      box.hidden = !alert;
      if (!alert) { box.replaceChildren(); alertInputs = []; return; }
      const kept = alertInputs;
      const title = document.createElement("h3");
      title.textContent = alert.title;
      const message = document.createElement("div");
      message.textContent = alert.message;
      const inputs = alert.fields.map((placeholder, i) => {
        const old = kept[i];
        if (old && old.placeholder === placeholder) return old;
        const input = document.createElement("input");
        input.placeholder = placeholder;
        return input;
      });
      const buttons = alert.actions.map(action => {
        const button = document.createElement("button");
        button.textContent = action;
        button.dataset.action = action;
        button.onclick = () => send({ command: "alert", title: action, texts: inputs.map(i => i.value) });
        return button;
      });
      // Kept inputs are moved, not made again: the one being typed in keeps its focus.
      const focused = document.activeElement;
      box.replaceChildren(title, message, ...inputs, ...buttons);
      if (focused && inputs.includes(focused) && document.activeElement !== focused) focused.focus();
      alertInputs = inputs;
    }

    function addEvent(e) {
      const item = document.createElement("li");
      item.className = e.type;
      item.textContent = `[${e.time.toFixed(2)}] ${e.type}: ${e.text}`;
      const list = $("events");
      const atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
      list.append(item);
      while (list.children.length > 1000) list.firstChild.remove();
      if (atBottom) list.scrollTop = list.scrollHeight;
    }

    // The mouse as a finger: press, move, lift; held still for half a second, it presses hard.
    function point(event) {
      const picture = $("screen").querySelector("svg");
      if (!picture) return null;
      const r = picture.getBoundingClientRect();
      return { x: (event.clientX - r.left) * moonkit.width / r.width, y: (event.clientY - r.top) * moonkit.height / r.height };
    }
    let down = null, pressTimer = null;
    $("screen").addEventListener("pointerdown", event => {
      const p = point(event);
      if (!p || event.button !== 0) return;
      event.preventDefault();
      // A tap on the game takes the keyboard back from the page's own fields.
      if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
      $("screen").setPointerCapture(event.pointerId);
      down = { x: event.clientX, y: event.clientY };
      send({ command: "down", x: p.x, y: p.y });
      pressTimer = setTimeout(() => { $("screen").classList.add("pressing"); send({ command: "force" }); }, 500);
    });
    $("screen").addEventListener("pointermove", event => {
      if (!down) return;
      if (Math.hypot(event.clientX - down.x, event.clientY - down.y) > 5) clearTimeout(pressTimer);
      const p = point(event);
      if (p) send({ command: "move", x: p.x, y: p.y });
    });
    function lift() {
      if (!down) return;
      down = null;
      clearTimeout(pressTimer);
      $("screen").classList.remove("pressing");
      send({ command: "up" });
    }
    $("screen").addEventListener("pointerup", lift);
    $("screen").addEventListener("pointercancel", lift);

    // The keyboard types into the game's first responder (a tapped text field), except
    // while one of the page's own fields or menus has the focus.
    function pageTakesKeys(event) {
      const t = event.target;
      if (t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement) return true;
      return t instanceof HTMLButtonElement && (event.key === "Enter" || event.key === " ");
    }
    document.addEventListener("keydown", event => {
      if (pageTakesKeys(event) || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (event.key === "Backspace") send({ command: "delete" });
      else if (event.key === "Enter") send({ command: "return" });
      else if ([...event.key].length === 1) send({ command: "type", text: event.key });
      else return;
      event.preventDefault();
    });
    document.addEventListener("paste", event => {
      if (pageTakesKeys(event)) return;
      const text = (event.clipboardData.getData("text") || "").replace(/[\r\n]+/g, " ");
      if (text) { send({ command: "type", text }); event.preventDefault(); }
    });

    $("pause").onclick = () => send(moonkit.running ? { command: "pause" } : { command: "run", speed: Number($("speed").value) });
    $("speed").onchange = () => send({ command: "run", speed: Number($("speed").value) });
    $("frame").onclick = () => send({ command: "advance", seconds: 1 / 30 });
    $("second").onclick = () => send({ command: "advance", seconds: 1 });
    $("ten").onclick = () => send({ command: "advance", seconds: 10 });
    $("reload").onclick = () => send({ command: "reload" });
    connect();
    </script>
    </body>
    </html>
    """#
}
