#!/usr/bin/env python3
"""The browser test of `moonkit serve --record`: a session recorded through real Chromium replays
to the same screens, byte for byte.

It serves a small game made for the test (a text field, a slider, a button that shows an alert
with a text field, a label a timer changes, a random draw), plays it through the page with real
mouse and key events while the clock runs — a tap into the field, keys typed (Backspace and
Enter too), a drag on the slider, the alert answered with text typed in the page's field — and
at three moments pauses the clock, keeps the page's picture (`moonkit.svg`) and a copy of the
recording as it stood. Then `moonkit snapshot --bot COPY` replays each copy and its SVG must be
the page's, byte for byte; the whole recording must pass luacheck and replay with `moonkit run`
after serve was killed. It also checks the serve page's keyboard and that the alert's field
keeps its text and focus while frames keep coming.

Usage: record_test.py MOONKIT
"""
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from serve_test import Chromium, Failure, check, wait_for, view, PATIENCE  # noqa: E402

GAME = """\
local ui = require "moonkit"

local Greeter = ui.ViewController:extend "Greeter"

function Greeter:loadView()
  local view = ui.View { backgroundColor = "white" }
  self.view = view
  local name = ui.TextField { identifier = "name", placeholder = "Your name", borderWidth = 1, borderColor = "gray" }
  name.frame = { x = 40, y = 80, width = 310, height = 40 }
  local greeting = ui.Label { identifier = "greeting", text = "Who are you?" }
  greeting.frame = { x = 40, y = 140, width = 310, height = 30 }
  local ticks = ui.Label { identifier = "ticks", text = "0" }
  ticks.frame = { x = 40, y = 180, width = 310, height = 30 }
  local slider = ui.Slider { identifier = "volume", value = 0.2 }
  slider.frame = { x = 40, y = 240, width = 310, height = 40 }
  local level = ui.Label { identifier = "level", text = "20" }
  level.frame = { x = 40, y = 290, width = 310, height = 30 }
  local ask = ui.Button { title = "ASK" }
  ask.frame = { x = 40, y = 360, width = 310, height = 44 }
  view:addSubviews(name, greeting, ticks, slider, level, ask)
  local lucky = math.random(1, 1000)
  name:on("editingChanged", function(field) greeting.text = "Hello, " .. (field.text or "") end)
  name:on("primaryActionTriggered", function(field)
    greeting.text = "Welcome, " .. field.text .. " #" .. lucky
    ui.animate { duration = 0.5, animations = function() greeting.alpha = 0.3 end }
  end)
  slider:on("valueChanged", function(s) level.text = tostring(math.floor(s.value * 100 + 0.5)) end)
  local count = 0
  ui.every(0.1, function() count = count + 1; ticks.text = tostring(count) end)
  ask:on("touchUpInside", function()
    local alert = ui.Alert("Nickname?", "Pick one")
    alert:addTextField("Nickname")
    alert:addAction("OK", function(a) greeting.text = "Nickname " .. (a.textFields[1].text or "") end)
    self:present(alert)
  end)
end

return ui.App { device = "iphone-portrait", root = Greeter }
"""


def main():
    moonkit = os.path.abspath(sys.argv[1])
    executable = shutil.which("chromium") or shutil.which("chromium-browser")
    if not executable:
        print("record browser test: chromium is not installed (Debian's chromium: bash .ci/install-deps installs it)")
        return 1
    started = time.monotonic()
    folder = tempfile.mkdtemp(prefix="moonkit-record-test-")
    script = os.path.join(folder, "greeter.lua")
    with open(script, "w", encoding="utf-8") as f:
        f.write(GAME)
    session = os.path.join(folder, "session.lua")
    copies = tempfile.mkdtemp(prefix="moonkit-record-copies-")
    server = subprocess.Popen([moonkit, "serve", script, "--seed", "7", "--record", session, "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    browser = None
    passed = failed = 0
    steps = []
    kept = []   # (copy of the recording, the page's SVG, the page's time) at each pause

    def step(name, action):
        nonlocal passed
        t = time.monotonic()
        try:
            action()
        except Failure as failure:
            raise Failure(f"{name}: {failure}") from None
        steps.append(f"  ok   {name} ({time.monotonic() - t:.2f} s)")
        passed += 1

    def page_point(found):
        x, y, w, h = found["frame"]
        left, top, width, points = browser.evaluate(
            "(() => { const r = document.querySelector('#screen svg').getBoundingClientRect();"
            " return [r.left, r.top, r.width, moonkit.width]; })()")
        scale = width / points
        return left + (x + w / 2) * scale, top + (y + h / 2) * scale, scale

    def text_of(identifier):
        return browser.evaluate(f"(moonkit.views.find(v => v.identifier === {json.dumps(identifier)}) || {{}}).text")

    def key(name, text=None):
        """A real key press: down (with its text, when it types one) and up."""
        codes = {"Backspace": 8, "Enter": 13}
        down = {"type": "keyDown", "key": name, "windowsVirtualKeyCode": codes.get(name, ord(name.upper()[0]))}
        if text is not None:
            down["text"] = text
        browser.call("Input.dispatchKeyEvent", **down)
        browser.call("Input.dispatchKeyEvent", type="keyUp", key=name, windowsVirtualKeyCode=down["windowsVirtualKeyCode"])

    def frames_pass(count):
        now = browser.evaluate("moonkit.frames")
        wait_for(browser, f"moonkit.frames >= {now + count}", f"{count} more frames")

    def pause_and_keep():
        browser.click_element("#pause")
        wait_for(browser, "moonkit.running === false", "the clock paused")
        time_shown = browser.evaluate("moonkit.time")
        # The recording holds the wait up to the pause once the page shows the clock paused.
        # Kept outside the served folder: a file saved there would reload the game.
        copy = os.path.join(copies, f"session_{len(kept) + 1}.lua")
        shutil.copyfile(session, copy)
        kept.append((copy, browser.evaluate("moonkit.svg"), time_shown))
        browser.click_element("#pause")
        wait_for(browser, "moonkit.running === true", "the clock running again")

    try:
        line = server.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:\d+/", line)
        check(found, f"serve printed no loopback address: {line!r}")
        browser = Chromium(executable)
        browser.call("Page.navigate", url=found.group(0))

        def loads():
            wait_for(browser, "typeof window.moonkit === 'object' && moonkit.frames > 0 && moonkit.views.some(v => v.identifier === 'name')",
                     "the game's screen")
            check(os.path.exists(session), "the recording was not started")
            frames_pass(10)   # the clock runs a while before the first action

        def tap_and_type():
            x, y, _ = page_point(view(browser, "v.identifier === 'name'"))
            browser.click(x, y)
            for ch in "moxn":
                key(ch, ch)
            wait_for(browser, "(moonkit.views.find(v => v.identifier === 'greeting') || {}).text === 'Hello, moxn'",
                     "the typed text in the game's label")
            key("Backspace")
            key("Backspace")
            for ch in "on":
                key(ch, ch)
            key("Enter", "\r")
            wait_for(browser, "((moonkit.views.find(v => v.identifier === 'greeting') || {}).text || '').startsWith('Welcome, moon #')",
                     "return sending primaryActionTriggered")
            check(text_of("name") == "moon", f"the field shows {text_of('name')!r}")
            frames_pass(5)
            pause_and_keep()

        def drag_slider():
            x, y, scale = page_point(view(browser, "v.identifier === 'volume'"))
            sx = x - 155 * scale + 0.2 * 310 * scale   # the thumb, at 0.2 of the track
            browser.call("Input.dispatchMouseEvent", type="mouseMoved", x=sx, y=y)
            browser.call("Input.dispatchMouseEvent", type="mousePressed", x=sx, y=y, button="left", buttons=1, clickCount=1)
            for i in range(1, 9):
                browser.call("Input.dispatchMouseEvent", type="mouseMoved", x=sx + i * 20 * scale, y=y, button="left", buttons=1)
                time.sleep(0.03)
            browser.call("Input.dispatchMouseEvent", type="mouseReleased", x=sx + 160 * scale, y=y, button="left", buttons=0, clickCount=1)
            wait_for(browser, "(moonkit.views.find(v => v.identifier === 'level') || {}).text !== '20'", "the slider moved")
            frames_pass(5)
            pause_and_keep()

        def alert_with_text():
            x, y, _ = page_point(view(browser, "v.type === 'Button' && v.title === 'ASK'"))
            browser.click(x, y)
            wait_for(browser, "moonkit.alert && moonkit.alert.title === 'Nickname?'", "the alert")
            browser.click_element("#alert input")
            for ch in "Luna":
                key(ch, ch)
            frames_pass(15)   # the clock runs on: the page's field must keep its text and focus
            check(browser.evaluate("document.querySelector('#alert input').value") == "Luna",
                  "the alert's field lost its text while frames came")
            check(browser.evaluate("document.activeElement === document.querySelector('#alert input')"),
                  "the alert's field lost the focus while frames came")
            browser.click_element("#alert button[data-action='OK']")
            wait_for(browser, "(moonkit.views.find(v => v.identifier === 'greeting') || {}).text === 'Nickname Luna'",
                     "the nickname in the game")
            frames_pass(5)
            pause_and_keep()

        def killed_recording_replays():
            server.send_signal(signal.SIGKILL)
            server.wait()
            with open(session, encoding="utf-8") as f:
                text = f.read()
            # Keys that came at one virtual moment share a line, so how many lines they take
            # depends on the machine; what they type together does not.
            typed = "".join(re.findall(r'game:type\("([^"]*)"', text))
            check(typed == "moxnon", f"the recording types {typed!r}, not 'moxnon':\n{text}")
            deleted = sum(int(n or 1) for n in re.findall(r"game:deleteBackward\((\d*)\)", text))
            check(deleted == 2, f"the recording deletes {deleted} characters, not 2:\n{text}")
            for expected in ["{ submit = true })", "local finger = game:touchDown(", "game:touchUp(finger)",
                             'game:answerAlert("OK", {"Luna"})',
                             "-- Replay: moonkit run " + script + " --bot " + session + " --seed 7 --device iphone-portrait"]:
                check(expected in text, f"the recording lacks {expected!r}:\n{text}")
            check(text.rstrip().endswith("end"), f"the recording does not end its function:\n{text}")
            lint = subprocess.run(["luacheck", "--no-color", "--std", "lua54", session], capture_output=True, text=True)
            check(lint.returncode == 0, f"luacheck refused the recording:\n{lint.stdout}{lint.stderr}")
            run = subprocess.run([moonkit, "run", script, "--bot", session, "--seed", "7", "--quiet"],
                                 capture_output=True, text=True, timeout=PATIENCE)
            check(run.returncode == 0, f"the replay failed ({run.returncode}):\n{run.stdout}{run.stderr}")

        def same_pictures():
            for i, (copy, svg, shown) in enumerate(kept, 1):
                out = os.path.join(copies, f"replay_{i}.svg")
                made = subprocess.run([moonkit, "snapshot", script, "--bot", copy, "--seed", "7", "--device", "iphone-portrait",
                                       "-o", out], capture_output=True, text=True, timeout=PATIENCE)
                check(made.returncode == 0, f"snapshot {i} failed: {made.stdout}{made.stderr}")
                with open(out, encoding="utf-8") as f:
                    replayed = f.read()
                if replayed != svg:
                    live = os.path.join(copies, f"live_{i}.svg")
                    with open(live, "w", encoding="utf-8") as f:
                        f.write(svg)
                    raise Failure(f"pause {i} (t = {shown} s): the replay's picture differs from the page's "
                                  f"(kept: {live}, {out}); replay said {made.stdout.strip()}")
            print(f"  {len(kept)} pictures compared, at t = " + ", ".join(f"{shown:.3f}" for _, _, shown in kept) + " s")

        step("the page shows the game and the recording starts", loads)
        step("a tap and keys type into the field; Backspace and Enter work", tap_and_type)
        step("a drag moves the slider", drag_slider)
        step("the alert's field keeps its text and focus while the clock runs; OK answers", alert_with_text)
        step("serve killed, the recording is whole, passes luacheck and replays", killed_recording_replays)
        step("pictures taken at the pauses are the replays' byte for byte", same_pictures)
        print("\n".join(steps))
    except Failure as failure:
        failed += 1
        print("\n".join(steps))
        print(f"  FAIL {failure}")
        if os.path.exists(session):
            with open(session, encoding="utf-8") as f:
                print("the recording:\n" + f.read())
    finally:
        if browser:
            browser.close()
        if server.poll() is None:
            server.kill()
        output = server.communicate()[0]
        if failed:
            print("serve printed:\n" + output)
        if not failed:
            shutil.rmtree(folder, ignore_errors=True)
            shutil.rmtree(copies, ignore_errors=True)
    print(f"record browser test took {time.monotonic() - started:.1f} s")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
