#!/usr/bin/env python3
"""Bugs planted in copies of the shipped games, for `moonkit explore` to find (issue 34).

Each game's planted bugs are described in Tests/Fixtures/planted/GAME.txt (the format is
below). A bug is a copy of the game's folder (scripts/ and levels/, so that images, sounds,
levels and `require`d modules are found as in the real game) with a few lines of Lua put in
at anchors: texts that must occur exactly once in the file, so that a change to the game
fails loudly here instead of planting the bug somewhere else.

    tools/planted_bugs.py                     explore every bug at explore's defaults (the
                                              release build) and print the table of figures
    tools/planted_bugs.py counter/cheers      only these bugs
    tools/planted_bugs.py --update            also write each shrunk bot to
                                              Tests/Fixtures/planted/GAME_BUG.lua
    tools/planted_bugs.py list [--fields]     the bugs, one `GAME/BUG` a line (with --fields:
                                              a tab, `yes` when quick, a tab, the failure)
    tools/planted_bugs.py prepare BUG DIR     write the bug's copy of the game into DIR (which
                                              must be empty or missing) and print the game's
                                              script path in it (DIR/scripts/GAME.lua)

The figures: for each bug, explore runs one seed at a time from seed 1 (`--seed S --seeds 1
--no-shrink`, as a default run plays them, each a fresh game) until a seed finds it, which
gives the actions and CPU seconds it took to find; then one whole default run (`moonkit explore
scripts/GAME.lua --jobs 1`: 20 seeds, 200 actions each, and the shrinking), whose report gives
the seeds that found it and the shrunk length; then the shrunk bot is replayed with `moonkit
run` and must stop at the same error at the same file:line. CPU seconds are user + system time
of the explore processes (one core: `--jobs 1`), read from the kernel's accounting of children.
The command exits with 1 when a bug misses the issue's bar: found within explore's default 20
seeds and 60 s of CPU, shrunk to 10 actions or fewer, replayed to the same error.

The format of a GAME.txt file, one bug after another:

    # A comment line.
    bug: cheers                          the bug's name (GAME/cheers on the command line)
    kind: three states                   three states | alert | stops responding
    story: Every third tap cheers ...    what the bug is, for a reader (one line)
    expect: script error at scripts/counter.lua:12: attempt to index a nil value (field '?')
                                         the failure explore reports, exactly
    quick: yes                           the Swift tests explore it too (found in seconds
                                         in a debug build); `no` by default
    after: scripts/counter.lua           a patch: after the anchor's lines ...
    | local ui = require "moonkit"       ... (each line of Lua after "| ", or a bare "|")
    insert:                              ... these lines are put in
    |
    | local CHEERS = { "Nice!", "Keep going!" }
    replace: scripts/counter.lua         or a patch that replaces the anchor's lines ...
    | ...
    with:                                ... by these
    | ...

A bug has one or more patches, applied in order, each to the text the one before left.
"""

import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUGS_FOLDER = os.path.join(REPOSITORY, "Tests", "Fixtures", "planted")
KINDS = ("three states", "alert", "stops responding")
FIELDS = ("bug", "kind", "story", "expect", "quick")
EXPLORE_SEEDS = 20   # explore's default --seeds
MAX_SHRUNK = 10      # the bound on a shrunk bot's actions
CPU_BUDGET = 60.0    # the bound on the CPU seconds explore may take to find a bug


class BugFileError(Exception):
    """A bug file that cannot be read: the message names its file and line."""


class Patch:
    def __init__(self, mode, path, anchor, text, where):
        self.mode, self.path, self.anchor, self.text, self.where = mode, path, anchor, text, where

    def apply(self, source, bug):
        count = source.count(self.anchor)
        if count != 1:
            found = "does not occur" if count == 0 else f"occurs {count} times"
            raise BugFileError(f"{self.where}: {bug.id}: the anchor {self.anchor!r} {found} in {self.path}; "
                               "it must occur exactly once (did the game change?)")
        at = source.index(self.anchor)
        if self.mode == "after":
            end = at + len(self.anchor)
            return source[:end] + self.text + source[end:]
        return source[:at] + self.text + source[at + len(self.anchor):]


class Bug:
    def __init__(self, game, fields, patches, where):
        self.game = game
        self.name = fields["bug"]
        self.id = f"{game}/{self.name}"
        self.kind = fields["kind"]
        self.story = fields["story"]
        self.expect = fields["expect"]
        self.quick = fields.get("quick", "no") == "yes"
        self.patches = patches
        self.where = where

    @property
    def script(self):
        """The game's main script, relative to the copy's folder."""
        return f"scripts/{self.game}.lua"

    @property
    def shrunk_bot(self):
        """Where the shrunk bot that replays the bug is kept."""
        return os.path.join(BUGS_FOLDER, f"{self.game}_{self.name}.lua")

    def prepare(self, folder):
        """Writes the game's folder with the bug planted into `folder` (empty or missing):
        real copies of scripts/ and levels/ (a link out of the game's folder is refused by
        its sandbox), the patched files written over their copies."""
        texts = {}
        for patch in self.patches:
            if patch.path not in texts:
                with open(os.path.join(REPOSITORY, patch.path), encoding="utf-8") as f:
                    texts[patch.path] = f.read()
            texts[patch.path] = patch.apply(texts[patch.path], self)
        if os.path.exists(folder) and os.listdir(folder):
            raise BugFileError(f"{folder} is not empty: the copy of {self.game} goes into an empty folder")
        os.makedirs(folder, exist_ok=True)
        for part in ("scripts", "levels"):
            shutil.copytree(os.path.join(REPOSITORY, part), os.path.join(folder, part), symlinks=False,
                            ignore=shutil.ignore_patterns(".*"))
        for path, text in texts.items():
            with open(os.path.join(folder, path), "w", encoding="utf-8") as f:
                f.write(text)
        return os.path.join(folder, self.script)


def read_bugs(game):
    """The bugs of Tests/Fixtures/planted/GAME.txt, in order."""
    path = os.path.join(BUGS_FOLDER, game + ".txt")
    shown = os.path.relpath(path, REPOSITORY)
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    bugs, fields, patches = [], None, []
    block, mode, patch_path, anchor, start, patch_start = None, None, None, None, 0, 0

    def finish_block():
        nonlocal block, mode, patch_path, anchor
        if block is None:
            return
        text = "".join(line + "\n" for line in block)
        if anchor is None:
            anchor = text
        else:
            patches.append(Patch(mode, patch_path, anchor, text, f"{shown}:{patch_start}"))
            mode, patch_path, anchor = None, None, None
        block = None

    def finish_bug(line_number):
        if fields is None:
            return
        if anchor is not None:
            raise BugFileError(f"{shown}:{line_number}: the patch of {fields.get('bug')} has an anchor "
                               "but no `insert:` or `with:` lines")
        for field in FIELDS[:4]:
            if field not in fields:
                raise BugFileError(f"{shown}:{start}: the bug {fields.get('bug', '?')} has no `{field}:` line")
        if fields["kind"] not in KINDS:
            raise BugFileError(f"{shown}:{start}: kind {fields['kind']!r} is none of: {', '.join(KINDS)}")
        if not patches:
            raise BugFileError(f"{shown}:{start}: the bug {fields['bug']} plants nothing (no `after:` or `replace:`)")
        bugs.append(Bug(game, fields, list(patches), f"{shown}:{start}"))

    for number, line in enumerate(lines, start=1):
        if line.startswith("|"):
            if block is None:
                raise BugFileError(f"{shown}:{number}: a line of Lua outside a patch")
            if line != "|" and not line.startswith("| "):
                raise BugFileError(f"{shown}:{number}: a line of Lua starts with \"| \" (or is a bare \"|\")")
            block.append(line[2:])
            continue
        finish_block()
        if line.strip() == "" or line.startswith("#"):
            continue
        key, colon, value = line.partition(":")
        value = value.strip()
        if not colon:
            raise BugFileError(f"{shown}:{number}: expected `key: value`, found {line!r}")
        if key == "bug":
            finish_bug(number)
            fields, patches, start = {"bug": value}, [], number
        elif fields is None:
            raise BugFileError(f"{shown}:{number}: `{key}:` before the first `bug:` line")
        elif key in FIELDS:
            fields[key] = value
        elif key in ("after", "replace"):
            if anchor is not None:
                raise BugFileError(f"{shown}:{number}: a new patch before the last one's `insert:` or `with:`")
            if not os.path.isfile(os.path.join(REPOSITORY, value)):
                raise BugFileError(f"{shown}:{number}: {value} is not a file of the repository")
            mode, patch_path, block, patch_start = key, value, [], number
        elif key in ("insert", "with"):
            wanted = "insert" if mode == "after" else "with"
            if anchor is None or key != wanted:
                raise BugFileError(f"{shown}:{number}: `{key}:` belongs after the anchor of "
                                   + ("an `after:`" if key == "insert" else "a `replace:`") + " patch")
            block = []
        else:
            raise BugFileError(f"{shown}:{number}: unknown key `{key}:`")
    finish_block()
    finish_bug(len(lines))
    names = [bug.name for bug in bugs]
    for name in names:
        if names.count(name) > 1:
            raise BugFileError(f"{shown}: two bugs are named {name}")
    return bugs


def all_bugs():
    games = sorted(name[:-4] for name in os.listdir(BUGS_FOLDER) if name.endswith(".txt"))
    return [bug for game in games for bug in read_bugs(game)]


def find_bug(bug_id):
    for bug in all_bugs():
        if bug.id == bug_id:
            return bug
    raise BugFileError(f"no planted bug is named {bug_id} (tools/planted_bugs.py list names them)")


def run_measured(arguments, folder):
    """Runs a command in `folder`; returns its output, exit code and CPU seconds (user + system)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(arguments, cwd=folder, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return result, cpu


def explore_figures(bug, moonkit, update):
    """Explores the bug as described in the module's comment; returns a row of the table."""
    folder = tempfile.mkdtemp(prefix=f"planted-{bug.game}-{bug.name}-")
    try:
        bug.prepare(folder)
        wanted = "failure 1: " + bug.expect
        # Seed after seed, as a default run plays them, until one finds the bug; past the
        # default 20 seeds too, while the CPU spent stays within the 60 s.
        actions_before, cpu_to_find, found_at, seed = 0, 0.0, None, 0
        while found_at is None and cpu_to_find < CPU_BUDGET:
            seed += 1
            result, cpu = run_measured([moonkit, "explore", bug.script, "--seed", str(seed), "--seeds", "1",
                                        "--no-shrink", "--out", "seeds"], folder)
            cpu_to_find += cpu
            if wanted in result.stdout.split("\n"):
                trace = re.search(r"^  seed \d+, (\d+) actions?", result.stdout, re.M)
                found_at = (seed, actions_before + int(trace.group(1)))
            else:
                done = re.search(r"^explored 1 seed, (\d+) actions", result.stdout, re.M)
                actions_before += int(done.group(1)) if done else 0
        row = {"bug": bug, "found_at": found_at, "searched": seed, "cpu_to_find": cpu_to_find, "cpu_whole": 0.0,
               "seeds": 0, "shrunk": None, "replay": "not found", "others": []}
        whole, row["cpu_whole"] = run_measured([moonkit, "explore", bug.script, "--jobs", "1"], folder)
        row["others"] = [line for line in whole.stdout.split("\n")
                         if line.startswith("failure ") and not line.endswith(": " + bug.expect)]
        lines = whole.stdout.split("\n")
        mine = [i for i, line in enumerate(lines) if line.startswith("failure ") and line.endswith(": " + bug.expect)]
        if mine:
            # After the summary line: "  failure N was found by K seeds" (none when one seed did).
            number = re.match(r"failure (\d+):", lines[mine[0]]).group(1)
            seeds = re.search(rf"^  failure {number} was found by (\d+) seeds$", whole.stdout, re.M)
            row["seeds"] = int(seeds.group(1)) if seeds else 1
        elif found_at:
            # Not within the default seeds: the seed that found it is explored (and shrunk) alone.
            alone, _ = run_measured([moonkit, "explore", bug.script, "--seed", str(found_at[0]), "--seeds", "1",
                                     "--jobs", "1"], folder)
            lines = alone.stdout.split("\n")
            mine = [i for i, line in enumerate(lines) if line == wanted]
        if not mine:
            return row
        shrunk = re.match(r"  shrunk (\d+) → (\d+) actions?: (.*)$", lines[mine[0] + 2])
        if not shrunk:
            row["replay"] = lines[mine[0] + 2].strip()
            return row
        row["shrunk"] = (int(shrunk.group(1)), int(shrunk.group(2)))
        bot = os.path.join(folder, shrunk.group(3))
        row["replay"] = replay(bug, bot, folder, moonkit)
        if update:
            shutil.copyfile(bot, bug.shrunk_bot)
        return row
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def bot_seed(bot):
    """The seed a bot file written by explore was found with (its first line names it)."""
    with open(bot, encoding="utf-8") as f:
        first = f.readline()
    match = re.search(r", seed (\d+),", first)
    return match.group(1) if match else "1"


def replay(bug, bot, folder, moonkit):
    """`ok` when `moonkit run` stops the bot at the bug's error at its file:line, else what it did."""
    result = subprocess.run([moonkit, "run", bug.script, "--bot", bot, "--seed", bot_seed(bot), "--quiet"],
                            cwd=folder, capture_output=True, text=True)
    place_and_message = bug.expect.split(" at ", 1)[1]
    if bug.expect.startswith("assertion failed at "):
        place, message = place_and_message.split(": ", 1)
        place_and_message = f"{place}: assertion failed: {message}"
    if result.returncode == 1 and place_and_message in result.stderr:
        return "ok"
    return f"exit {result.returncode}: " + (result.stderr.strip().split("\n") or [""])[0]


def table(rows):
    print("| bug | kind | found | CPU to find | default run: seeds that found it | CPU, whole default run "
          "| shrunk | replay |")
    print("|---|---|---|---|---|---|---|---|")
    for row in rows:
        bug = row["bug"]
        found = (f"seed {row['found_at'][0]}, after {row['found_at'][1]} actions" if row["found_at"]
                 else f"not in {row['searched']} seeds")
        shrunk = f"{row['shrunk'][0]} → {row['shrunk'][1]}" if row["shrunk"] else "—"
        print(f"| {bug.id} | {bug.kind} | {found} | {row['cpu_to_find']:.2f} s | {row['seeds']} of {EXPLORE_SEEDS} "
              f"| {row['cpu_whole']:.2f} s | {shrunk} | {row['replay']} |")
    for row in rows:
        for other in row["others"]:
            print(f"{row['bug'].id}: explore also reported: {other}")


def main(arguments):
    try:
        if arguments[:1] in (["-h"], ["--help"]):
            print(__doc__.strip())
            return 0
        if arguments[:1] == ["list"]:
            # With --fields (for the Swift tests): the bug, whether it is quick, and its failure.
            for bug in all_bugs():
                print(f"{bug.id}\t{'yes' if bug.quick else 'no'}\t{bug.expect}" if "--fields" in arguments else bug.id)
            return 0
        if arguments[:1] == ["prepare"]:
            if len(arguments) != 3:
                print("usage: tools/planted_bugs.py prepare GAME/BUG DIR", file=sys.stderr)
                return 2
            print(find_bug(arguments[1]).prepare(arguments[2]))
            return 0
        moonkit = os.path.join(REPOSITORY, ".build", "release", "moonkit")
        update = False
        chosen = []
        while arguments:
            argument = arguments.pop(0)
            if argument == "--moonkit" and arguments:
                moonkit = os.path.abspath(arguments.pop(0))
            elif argument == "--update":
                update = True
            elif argument.startswith("-"):
                print(f"unknown option {argument}; see the comment at the top of {__file__}", file=sys.stderr)
                return 2
            else:
                chosen.append(argument)
        if not os.access(moonkit, os.X_OK):
            print(f"{moonkit} is not built: run `swift build -c release` first (the figures are of the release "
                  "build), or name another with --moonkit", file=sys.stderr)
            return 2
        bugs = [find_bug(name) for name in chosen] if chosen else all_bugs()
        rows = []
        for bug in bugs:
            started = time.monotonic()
            rows.append(explore_figures(bug, moonkit, update))
            print(f"{bug.id}: done in {time.monotonic() - started:.0f} s of wall time", file=sys.stderr)
        table(rows)
        # The bar: found at explore's defaults (within its seeds and 60 s of CPU), shrunk
        # to 10 actions or fewer, and replayed to the same error.
        failed = [row for row in rows if row["replay"] != "ok" or not row["shrunk"] or row["shrunk"][1] > MAX_SHRUNK
                  or not row["found_at"] or row["found_at"][0] > EXPLORE_SEEDS or row["cpu_to_find"] > CPU_BUDGET]
        return 1 if failed else 0
    except BugFileError as error:
        print(error, file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
