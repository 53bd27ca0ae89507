#!/usr/bin/env python3
"""The browser test of `moonkit summarize --html`: headless Chromium opens a report and the
plots must be there.

It plays 10 000 Psychic Tester games with the random bot and 1 000 with the cheater (`sim
--out`), writes the comparison report (`summarize RANDOM --against CHEATER --html`), opens it
from the disk with the network cut off, and checks what a person would look at: one figure per
figure of the table, each an SVG drawn at its full size with bars in both runs' colours, the hit
rate's caption with each run's mean and 95 % interval as the table prints them, the difference's
verdict, and that the page asked for nothing over the network.

Usage: report_test.py MOONKIT [SCREENSHOT.png]
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

from serve_test import REPO, Chromium, Failure, check, wait_for


def sim(moonkit, bot, games, out):
    subprocess.run([moonkit, "sim", "scripts/psychic_tester.lua", "--bot", bot, "--games", str(games), "--seed", "1",
                    "--quiet", "--out", out], cwd=REPO, check=True, stdout=subprocess.DEVNULL)


def main():
    moonkit = os.path.abspath(sys.argv[1])
    screenshot = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else os.path.join(REPO, ".build", "summarize-report.png"))
    executable = shutil.which("chromium") or shutil.which("chromium-browser")
    if not executable:
        print("report browser test: chromium is not installed (Debian's chromium: bash .ci/install-deps installs it)")
        return 1
    folder = tempfile.mkdtemp(prefix="moonkit-report-")
    browser = None
    try:
        random_file, cheater_file = os.path.join(folder, "random.jsonl"), os.path.join(folder, "cheater.jsonl")
        sim(moonkit, "random", 10000, random_file)
        sim(moonkit, "cheater", 1000, cheater_file)
        report = os.path.join(folder, "report.html")
        printed = subprocess.run([moonkit, "summarize", random_file, "--against", cheater_file, "--html", report],
                                 cwd=REPO, check=True, capture_output=True, text=True).stdout
        # The table's hit rate lines, one per run: "hit rate   0.1265   [0.1200, 0.1330]   10000".
        rows = re.findall(r"^hit rate +(\S+) +\[(\S+), (\S+)\] +(\d+)$", printed, re.MULTILINE)
        check(len(rows) == 2, f"summarize printed no hit rate row for each run:\n{printed}")

        browser = Chromium(executable)
        browser.call("Network.enable")
        browser.call("Network.emulateNetworkConditions", offline=True, latency=0, downloadThroughput=0, uploadThroughput=0)
        browser.call("Page.navigate", url="file://" + report)
        wait_for(browser, "document.readyState === 'complete' && document.querySelectorAll('figure').length > 0",
                 "the report")

        names = browser.evaluate("[...document.querySelectorAll('figure')].map(f => f.dataset.figure)")
        check(names == ["hit rate", "hits", "misses", "taps", "virtual seconds"], f"the report's figures are {names}")
        sizes = browser.evaluate("[...document.querySelectorAll('figure svg')].map(s => {"
                                 " const r = s.getBoundingClientRect(); return [r.width, r.height]; })")
        check(sizes == [[640, 320]] * 5, f"the plots are drawn at {sizes}, not 640×320 each")
        hit_rate = "document.querySelector('figure[data-figure=\"hit rate\"] svg')"
        colours = browser.evaluate(f"[...new Set([...{hit_rate}.querySelectorAll('rect')].map(r => r.getAttribute('fill')))]")
        check("#007aff" in colours and "#ff9500" in colours, f"the hit rate's bars are not in both runs' colours: {colours}")
        texts = browser.evaluate(f"[...{hit_rate}.querySelectorAll('text')].map(t => t.textContent)")
        for (mean, low, high, games), label in zip(rows, ["random.jsonl", "cheater.jsonl"]):
            caption = f"{label}: mean {mean}, 95 % interval [{low}, {high}], {games} games"
            check(caption in texts, f"the hit rate plot does not say {caption!r}; it says {texts}")
        check("The interval leaves 0 out: the runs differ in this figure." in texts,
              f"the hit rate plot gives no verdict on the difference: {texts}")
        requests = browser.evaluate("performance.getEntriesByType('resource').length")
        check(requests == 0, f"the report asked for {requests} resources")
        browser.call("Emulation.setDeviceMetricsOverride", width=760, height=1400, deviceScaleFactor=1, mobile=False)
        browser.evaluate("document.querySelector('figure').scrollIntoView()")
        browser.screenshot(screenshot)
        print(f"report browser test: ok (5 plots, both runs' hit rate intervals shown); screenshot: {screenshot}")
        return 0
    except (Failure, subprocess.CalledProcessError) as failure:
        print(f"report browser test: FAILED: {failure}")
        return 1
    finally:
        if browser:
            browser.close()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
