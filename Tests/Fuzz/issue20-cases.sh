#!/usr/bin/env bash
# Every reproducer of issue 20, run against the built moonkit, one line each:
#
#   bash Tests/Fuzz/issue20-cases.sh [--moonkit PATH]
#
#   verdict  case                                  exit  message (first line; memory and time
#                                                        where they matter)
#
# Each case says what it must end with: an exit code, and a pattern its message must match
# (a script's error names its file:line, `g.lua:N`). `ok` when it did, `WRONG` otherwise; the
# script exits 1 when any case is wrong. Cases run under `timeout`, so a hang shows as exit 124,
# and the leak cases run under `/usr/bin/time -v` with a bound on the largest resident size.
# By default it uses the debug moonkit that `swift build` makes.
set -uo pipefail
cd "$(dirname "$0")/../.."
repository=$PWD
moonkit=$repository/.build/debug/moonkit
[ "${1:-}" = --moonkit ] && moonkit=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
[ -x "$moonkit" ] || { echo "issue20-cases: $moonkit not found (run swift build first)" >&2; exit 2; }

work=$(mktemp -d /tmp/issue20-cases.XXXXXX)
trap 'rm -rf "$work"' EXIT
cd "$work"
wrong=0

# game FILE BODY [DEVICE]: writes issue 20's GAME{ BODY } to FILE.
game() {
  printf 'local ui = require "moonkit"\nlocal G = ui.ViewController:extend "G"\nfunction G:loadView()\n  self.view = ui.View()\n  %s\nend\nreturn ui.App { root = G%s }\n' \
    "$2" "${3:+, device = \"$3\"}" > "$1"
}
# appear FILE BODY: writes APPEAR{ BODY } to FILE (the body on line 6).
appear() {
  printf 'local ui = require "moonkit"\nlocal G = ui.ViewController:extend "G"\nfunction G:loadView() self.view = ui.View() end\nfunction G:viewDidAppear()\n  local self = self\n  %s\nend\nreturn ui.App { root = G }\n' \
    "$2" > "$1"
}
bot() { printf '%s\n' "$2" > "$1"; }

# case NAME STATUS PATTERN [--input TEXT] [--seconds N] [--rss MB] [--out-bytes N] -- ARGS…
# Runs moonkit ARGS… and prints the line. STATUS is the exit code it must have; PATTERN an
# extended regular expression the output or standard error must match ('' for any);
# --rss and --out-bytes bound the largest resident size and the size of the output.
case_() {
  local name=$1 status=$2 pattern=$3 input="" seconds=60 rss="" outbytes=""
  shift 3
  while [ "$1" != -- ]; do
    case "$1" in
      --input) input=$2 ;; --seconds) seconds=$2 ;; --rss) rss=$2 ;; --out-bytes) outbytes=$2 ;;
    esac
    shift 2
  done
  shift
  local started=$(date +%s.%N)
  printf '%b' "$input" | /usr/bin/time -v -o time.txt timeout -k 5 "$seconds" "$moonkit" "$@" > out.txt 2> err.txt
  local got=$?
  local took=$(echo "$(date +%s.%N) - $started" | bc)
  local kb=$(awk -F': ' '/Maximum resident/ { print $2 }' time.txt)
  local mb=$(( ${kb:-0} / 1024 ))
  local message
  # A NUL byte in a message is shown as \0 (the shell's strings cannot hold it).
  message=$(head -n 1 err.txt | sed 's/\x00/\\0/g')
  [ -z "$message" ] && message=$(head -n 1 out.txt | sed 's/\x00/\\0/g')
  message=$(printf '%s' "$message" | sed "s#$work/##g; s#$repository/##g" | cut -c1-150)
  local bytes=$(stat -c %s out.txt)
  local verdict=ok
  [ "$got" = "$status" ] || verdict=WRONG
  [ -z "$pattern" ] || grep -qaE -- "$pattern" err.txt out.txt || verdict=WRONG
  [ -n "$rss" ] && [ "$mb" -gt "$rss" ] && verdict=WRONG
  [ -n "$outbytes" ] && [ "$bytes" -gt "$outbytes" ] && verdict=WRONG
  [ $verdict = ok ] || wrong=$((wrong + 1))
  local extra=""
  [ -n "$rss" ] && extra=" [max RSS ${mb} MB, limit ${rss}]"
  [ -n "$outbytes" ] && extra="$extra [output ${bytes} B]"
  printf '%-5s | %-46s | %3s | %s%s [%.1f s]\n' "$verdict" "$name" "$got" "$message" "$extra" "$took"
}

echo "moonkit: $moonkit ($(cd "$repository" && git rev-parse --short HEAD))"
printf '%-5s | %-46s | %3s | %s\n' verdict case exit message
echo "## Crashes"
game nan.lua 'local l = ui.Label { text = "FAR" }; self.view:addSubview(l); l.frame = { x = 0/0, y = 10, width = 100, height = 20 }'
case_ "play: a NaN frame" 0 't = 0.000 s' --input 'show\n' -- play nan.lua --columns 40
game far.lua 'local l = ui.Label { text = "FAR" }; self.view:addSubview(l); l.frame = { x = 1e300, y = 10, width = 100, height = 20 }'
case_ "play: a frame at x = 1e300" 0 't = 0.000 s' --input 'show\n' -- play far.lua --columns 40
appear birth.lua 'local e = ui.EmitterView { birthRate = 1e300, lifetime = 5 }; self.view:addSubview(e); ui.after(1, function() print("particles", #e:particles()) end)'
case_ "EmitterView{birthRate=1e300}:particles()" 0 '^particles.10000$' -- run birth.lua --for 2 --quiet
appear forever.lua 'local e = ui.EmitterView { birthRate = 10, lifetime = math.huge }; self.view:addSubview(e)'
case_ "EmitterView{lifetime=math.huge} snapshot" 0 '' -- snapshot forever.lua --at 3 -o forever.svg
# Building the chain is linear now (see the 100 000-deep case); the watchdogs stay as they were.
game deep.lua 'local p = self.view; for i = 1, 20000 do local v = ui.View(); p:addSubview(v); p = v end'
case_ "20 000 nested views: snapshot .svg" 0 '' -- snapshot deep.lua -o deep.svg --watchdog 60
case_ "20 000 nested views: snapshot .png" 0 '' -- snapshot deep.lua -o deep.png --watchdog 60
case_ "20 000 nested views: check" 0 'deep.lua: ok' -- check deep.lua --watchdog 60
bot tapper.lua 'return function(game) game:tap("TAP ME") end'
case_ "sim --games 1000000000000 (5 s of it)" 124 '' --seconds 5 --rss 200 -- sim "$repository/scripts/counter.lua" --bot "$repository/scripts/bots/counter_tapper.lua" --games 1000000000000
case_ "play --columns 1000000000" 2 'columns must be between 20 and 1000' -- play "$repository/scripts/counter.lua" --columns 1000000000
case_ "play --columns 9223372036854775807" 2 'columns must be between 20 and 1000' -- play "$repository/scripts/counter.lua" --columns 9223372036854775807

echo "## Sandbox escape"
mkdir -p secret_dir dir && cp "$repository/Tests/Fixtures/halves.jpg" secret_dir/secret.jpg
game escape.lua 'self.view:addSubview(ui.ImageView { image = "../../../../secret_dir/secret.jpg" })'
case_ 'ImageView{image="../../../../secret_dir/…"}' 1 'escape.lua:5: bad value for property .image. of ImageView' -- snapshot escape.lua -o escape.svg
game dotdot.lua 'self.view:addSubview(ui.ImageView { image = "dir/../x.png" })'
case_ 'ImageView{image="dir/../x.png"}' 1 'dotdot.lua:5: bad value for property .image. of ImageView' -- snapshot dotdot.lua -o dotdot.svg

echo "## Leaks and unbounded memory"
appear signals.lua 'ui.every(0.001, function() ui.signal("s", ("x"):rep(1000)) end)'
case_ "ui.signal every ms, 100 000 of 1 KB" 0 '' --rss 150 -- run signals.lua --for 100 --quiet
appear reports.lua 'ui.every(0.001, function() ui.report(("x"):rep(1000)) end)'
case_ "ui.report every ms, 100 000 of 1 KB" 0 'reports.lua:6' --rss 150 -- run reports.lua --for 100 --quiet
game labels.lua 'local keep = {}; local text = ("x"):rep(4096); for i = 1, 400000 do keep[i] = ui.Label { text = text .. i } end'
case_ "400 000 labels of 4 KB, --memory-limit 32" 1 'labels.lua:5: memory limit of 32 MB exceeded' --rss 200 -- run labels.lua --memory-limit 32
game eat.lua 'local t = {}; for i = 1, 1e9 do t[i] = ("x"):rep(1e6) .. i end'
case_ "a script eats memory, default limit" 1 'eat.lua:5: memory limit of 1024 MB exceeded' --rss 1300 -- run eat.lua
case_ "run's final screen, 20 000 nested views" 0 '' --out-bytes 5000000 -- run deep.lua --for 0 --watchdog 60

echo "## Hangs"
printf 'while true do end\n' > main.lua; cat deep.lua >> main.lua
bot waiter.lua 'return function(game) game:wait(1) end'
case_ "main chunk loops: run" 1 'main.lua:1: instruction budget of 100000000 exceeded' -- run main.lua
case_ "main chunk loops: sim" 1 'main.lua:1: instruction budget' -- sim main.lua --bot waiter.lua --games 1
case_ "main chunk loops: check" 1 'main.lua:1: instruction budget' -- check main.lua
case_ "main chunk loops: snapshot" 1 'main.lua:1: instruction budget' -- snapshot main.lua -o main.png
case_ "main chunk loops: play" 1 'main.lua:1: instruction budget' --input 'show\n' -- play main.lua
game loadview.lua 'while true do end'
case_ "loadView loops" 1 'loadview.lua:5: instruction budget' -- run loadview.lua
game handler.lua 'local b = ui.Button { title = "GO" }; self.view:addSubview(b); b.frame = { x = 10, y = 10, width = 100, height = 40 }; b:on("touchUpInside", function() while true do end end)'
case_ "a handler loops (play: tap GO)" 0 'handler.lua:5: instruction budget' --input 'tap GO\n' -- play handler.lua
appear timer.lua 'ui.after(1, function() while true do end end)'
case_ "a timer loops" 1 'timer.lua:6: instruction budget' -- run timer.lua --for 2
appear completion.lua 'ui.animate { duration = 0.1, animations = function() end, completion = function() while true do end end }'
case_ "a completion loops" 1 'completion.lua:6: instruction budget' -- run completion.lua --for 1
printf 'local ui = require "moonkit"\nlocal G = ui.ViewController:extend "G"\nG.x = ui.property(0, { didSet = function() while true do end end })\nfunction G:loadView() self.view = ui.View() end\nfunction G:viewDidAppear() self.x = 1 end\nreturn ui.App { root = G }\n' > didset.lua
case_ "a didSet loops" 1 'didset.lua:3: instruction budget' -- run didset.lua --for 1
appear worker.lua 'ui.dispatch.global:async(function() while true do end end, nil)'
case_ "a worker loops" 1 'worker.lua:6: instruction budget' -- run worker.lua --for 1
appear async.lua 'local function again() ui.dispatch.main:async(again) end; again()'
case_ "dispatch.main:async(again) at one instant" 1 'async.lua:6: this callback keeps scheduling work' -- run async.lua --for 1
appear after0.lua 'local function again() ui.after(0, again) end; again()'
case_ "ui.after(0, again) at one instant" 1 'after0.lua:6: this callback keeps scheduling work' -- run after0.lua --for 1
appear anim0.lua 'local function again() ui.animate { duration = 0, animations = function() end, completion = again } end; again()'
case_ "zero-length animation completions" 1 'anim0.lua:6: this callback keeps scheduling work' -- run anim0.lua --for 1
appear every0.lua 'ui.after(1e11, function() ui.every(0, function() end) end)'
case_ "every(0) at t = 1e11 (no time limit)" 0 '' -- run every0.lua --time-limit 0 --for 100000000001
appear every13.lua 'ui.after(1e13, function() ui.every(0, function() end) end)'
case_ "every(0) at t = 1e13 (a 0.1 ms step is lost)" 1 'every13.lua:6: this callback keeps scheduling work' -- run every13.lua --time-limit 0 --for 10000000000001
case_ "every(0) at t = 1e11 (default limits)" 0 '' -- run every0.lua
game backtrack.lua 'print(("a"):rep(40):find(("a*"):rep(40) .. "b"))'
case_ "string.find backtracking, --watchdog 2" 1 'backtrack.lua:[0-9]+ has run for more than 2 s' -- run backtrack.lua --watchdog 2
bot forever.lua 'return function(game) while true do game:wait(1) end end'
case_ "a bot waits for ever" 1 'forever.lua:1: game:wait\(1\) would take the game.s clock past' -- run "$repository/scripts/counter.lua" --bot forever.lua --quiet
case_ "run --for 1e12" 2 'time limit' -- run "$repository/scripts/counter.lua" --for 1e12
case_ "snapshot --at 1e9" 2 'time limit' -- snapshot "$repository/scripts/counter.lua" --at 1e9 -o at.png
case_ "play: wait 1e300" 0 'time limit' --input 'wait 1e300\n' -- play "$repository/scripts/counter.lua"
game chain.lua 'local p = self.view; for i = 1, 100000 do local v = ui.View(); p:addSubview(v); p = v end'
# Linear: a view keeps its window, and marking for layout stops at the first marked view
# (it walked to the root at every add: 144 s in a release build, now 0.3 s; 0.6 s debug).
case_ "addSubview down a 100 000-deep chain" 0 'ran 0.000s of virtual time, 0 taps, 0 errors' --seconds 30 -- run chain.lua --for 0 --quiet
appear actions.lua 'local a = ui.Alert("t", "m"); self:present(a); ui.after(1, function() for i = 1, 10000 do a:addAction("b" .. i) end end)'
case_ "10 000 addActions on a shown alert" 0 '' -- run actions.lua --for 2 --quiet

echo "## Nondeterminism"
appear jobs.lua 'local out = {}; for i = 1, 40 do ui.dispatch.global:async(function(i) N = (N or 0) + 1; for k = 1, (i % 7) * 20000 do end; return N end, i, function(n) out[#out + 1] = n end) end; ui.after(5, function() print(table.concat(out, ",")) end)'
for i in 1 2 3 4 5; do "$moonkit" run jobs.lua --for 6 --quiet --seed 1 > jobs$i.txt 2>&1; done
same=$(md5sum jobs?.txt | awk '{ print $1 }' | sort -u | wc -l)
case_ "40 jobs: fresh globals, same sequence x5" 0 '^(1,){39}1$' -- run jobs.lua --for 6 --quiet --seed 1
[ "$same" = 1 ] || { wrong=$((wrong + 1)); echo "WRONG | the 5 runs of jobs.lua differ"; }
appear poison.lua 'ui.dispatch.global:async(function() files.read = nil end, nil); ui.after(1, function() for i = 1, 4 do ui.dispatch.global:async(function() return type(files.read) end, function(t) print(t) end) end end)'
case_ "a job replaces files.read; later jobs" 0 '^function$' -- run poison.lua --for 2 --quiet

echo "## Lost data"
bot nanbot.lua 'return function(game) game:tap("TAP ME"); game:report("x", 0/0) end'
case_ 'bot reports 0/0: sim --json' 0 '"figures":\{"x":"NaN"\},"game":0,"problems":0,"seed":[0-9]+,"taps":1' -- sim "$repository/scripts/counter.lua" --bot nanbot.lua --games 1 --json
bot failing.lua 'return function(game) game:tap("TAP ME"); game:log("tapped once"); game:report("seen", 1); error("the bot gives up") end'
case_ "a failing bot keeps its log: run" 1 'bot: tapped once' -- run "$repository/scripts/counter.lua" --bot failing.lua --quiet
case_ "a failing bot keeps its figures: sim --json" 1 '"figures":\{"seen":1\}.*"taps":1' -- sim "$repository/scripts/counter.lua" --bot failing.lua --games 1 --json
game conflict.lua 'local a = ui.View(); self.view:addSubview(a); ui.activate { a.width:eq(100), a.width:eq(200) }'
case_ "a conflict in loadView: run" 0 'Unable to simultaneously satisfy constraints' -- run conflict.lua --for 0 --quiet
game conflictphone.lua 'local a = ui.View(); self.view:addSubview(a); ui.activate { a.width:eq(100), a.width:eq(200) }' iphone
case_ "a conflict on an iPhone game: check" 1 'Unable to simultaneously satisfy constraints' -- check conflictphone.lua
for what in 'local l = ui.Label(); l.text = "a\255b"' 'local b = ui.Button(); b.title = "a\255b"' 'self.view.identifier = "a\255b"' 'ui.Alert("a\255b", "m")' 'ui.signal("a\255b", 1)'; do
  game utf8.lua "$what"
  case_ "invalid UTF-8: ${what:0:40}" 1 'utf8.lua:5: .*UTF-8' -- run utf8.lua --for 0
done
appear gc.lua 'setmetatable({}, { __gc = function() error("in gc") end }); collectgarbage()'
case_ "an error in __gc (game)" 1 'gc.lua:6: in gc' -- run gc.lua --for 1
bot gcbot.lua 'return function(game) setmetatable({}, { __gc = function() error("in gc") end }); collectgarbage(); game:wait(1) end'
case_ "an error in __gc (bot)" 1 'gcbot.lua:1: in gc' -- run "$repository/scripts/counter.lua" --bot gcbot.lua --quiet
appear gcjob.lua 'ui.dispatch.global:async(function() setmetatable({}, { __gc = function() error("in gc") end }); collectgarbage() end, nil)'
case_ "an error in __gc (worker)" 1 'gcjob.lua:6: in gc' -- run gcjob.lua --for 1

echo "## Messages"
appear huge.lua 'ui.after(math.huge, function() print("after fired") end); ui.dispatch.main:after(math.huge, function() print("main:after fired") end)'
case_ "after(math.huge) never fires (both)" 0 '' -- run huge.lua --for 10 --quiet
bot trytap.lua 'return function(game) print(game:tryTap("NO SUCH")) end'
case_ 'game:tryTap("NO SUCH")' 0 'bot: false.no view matches' -- run "$repository/scripts/counter.lua" --bot trytap.lua --quiet
printf 'local ui = require "moonkit"\nlocal G = ui.ViewController:extend "G"\nfunction G:loadView() while true do end end\nfunction G:viewDidAppear() self.view.alpha = 1 end\nreturn ui.App { root = G }\n' > budget2.lua
case_ "budget error in loadView, then more" 1 'error in loadView: budget2.lua:3: instruction budget' -- run budget2.lua --for 1 --instruction-budget 100000
grep -q 'moonkit:[0-9]' err.txt && { wrong=$((wrong + 1)); echo "WRONG | a later error blames the prelude: $(grep 'moonkit:[0-9]' err.txt | head -1)"; }
printf 'local ui = require "moonkit"\nlocal G = ui.ViewController:extend "G"\nG.x = ui.property(0, { didSet = function(self) self.x = self.x + 1 end })\nfunction G:loadView() self.view = ui.View() end\nfunction G:viewDidAppear() self.x = 1 end\nreturn ui.App { root = G }\n' > selfset.lua
case_ "a didSet sets its own property" 1 'selfset.lua:3: .*didSet' -- run selfset.lua --for 1
game solver.lua 'local s = ui.solver.Solver(); s:remove(ui.solver.Variable("x"):eq(1))'
case_ "ui.solver misuse (remove unknown)" 1 'solver.lua:5: ' -- run solver.lua --for 0
printf 'local ui = require "moonkit"\nlocal G = ui.ViewController:extend "G"\nfunction G:loadView() self.view = ui.View() end\nreturn ui.App { root = G, device = "toaster" }\n' > device.lua
case_ 'ui.App{device="toaster"}' 1 'device.lua:4: .*toaster' -- run device.lua --for 0
printf 'return 1\n' > notapp.lua
case_ "check on several files, one no app" 1 'notapp.lua.*must return' -- check "$repository/scripts/counter.lua" notapp.lua
printf '\357\273\277' > bom.lua; cat "$repository/scripts/counter.lua" >> bom.lua
case_ "a script with a UTF-8 byte-order mark" 0 '' -- run bom.lua --for 0 --quiet
case_ "--for -1" 2 'for' -- run "$repository/scripts/counter.lua" --for -1
case_ "--seed -1" 2 'a seed is a whole number' -- run "$repository/scripts/counter.lua" --seed -1 --for 0 --quiet
case_ "snapshot -o /missing/dir/x.png" 2 '/missing/dir/x.png' -- snapshot "$repository/scripts/counter.lua" -o /missing/dir/x.png
case_ "play: snapshot /missing/dir/x.png" 0 '/missing/dir/x.png' --input 'snapshot /missing/dir/x.png\n' -- play "$repository/scripts/counter.lua"
# The games read their files from the folder above their scripts: a copy of them, with the files.
mkdir -p games && cp -r "$repository/scripts" "$repository/levels" games/ && sw=games/scripts/swifty_words.lua hw=games/scripts/hangman.lua
sed 's/$/\r/' "$repository/levels/level1.txt" > games/levels/level91.txt
case_ "check: a CRLF level (the game plays it)" 0 'level91.txt: ok' -- check "$sw" games/levels/level91.txt
printf '\357\273\277' > games/levels/level92.txt; cat "$repository/levels/level1.txt" >> games/levels/level92.txt
case_ "check: a level with a BOM" 0 'level92.txt: ok' -- check "$sw" games/levels/level92.txt
sed '1s/Grey/Gr\xffy/' "$repository/levels/level1.txt" > games/levels/level93.txt
case_ "check: a non-UTF-8 level (the game plays it)" 0 'level93.txt: ok' -- check "$sw" games/levels/level93.txt
: > games/levels/hangman_words.txt
case_ "check: an empty word list" 1 'hangman_words.txt' -- check "$hw" games/levels/hangman_words.txt
sed 's/$/\r/' "$repository/levels/hangman_words.txt" > games/levels/hangman_words.txt
case_ "check: a CRLF word list" 0 'hangman_words.txt: ok' --out-bytes 2000 -- check "$hw" games/levels/hangman_words.txt
printf 'hello\n' > games/levels/notes.txt
case_ "check: a .txt no game reads" 1 'notes.txt: no game reads this file' -- check "$sw" games/levels/notes.txt
game font1.lua 'ui.Font.system(-12)'
case_ "Font.system(-12)" 1 'font1.lua:5: ' -- run font1.lua --for 0
game font2.lua 'ui.Font.system(0/0)'
case_ "Font.system(0/0)" 1 'font2.lua:5: ' -- run font2.lua --for 0
game constant.lua 'local a = ui.View(); self.view:addSubview(a); local c = a.width:eq(10); c.isActive = true; c.constant = 0/0'
case_ "c.constant = 0/0 after activation" 1 'constant.lua:5: ' -- run constant.lua --for 0
game big.lua 'local a = ui.View(); self.view:addSubview(a); ui.activate { a.width:eq(1e308), a.left:eq(self.view.left), a.top:eq(self.view.top), a.height:eq(1e308) }'
case_ "constants of 1e308" 1 'big.lua:5: ' -- run big.lua --for 0
game cycle1.lua 'local a, b = ui.View(), ui.View(); a:addSubview(b); b:addSubview(a)'
case_ "b:addSubview(a) when a contains b" 1 'cycle1.lua:5: ' -- run cycle1.lua --for 0
game cycle2.lua 'local a = ui.View(); a:addSubview(a)'
case_ "a:addSubview(a)" 1 'cycle2.lua:5: ' -- run cycle2.lua --for 0
game cycle3.lua 'local a, b = ui.ViewController(), ui.ViewController(); a:addChild(b); b:addChild(a)'
case_ "a:addChild(b); b:addChild(a)" 1 'cycle3.lua:5: ' -- run cycle3.lua --for 0
game nul.lua 'error("before\0after")'
case_ 'error("before\0after")' 1 'nul.lua:5: before.after' -- run nul.lua --for 0
printf 'return require "ra"\n' > rb.lua; printf 'return require "rb"\n' > ra.lua
game requirecycle.lua 'require "ra"'
case_ "a require cycle" 1 'r[ab].lua:1: .*(cycle|loop)' -- run requirecycle.lua --for 0
game numbers.lua 'ui.Label { 1, 2, 3 }'
case_ "ui.Label{1,2,3}" 1 'numbers.lua:5: ' -- run numbers.lua --for 0
bot infbot.lua 'return function(game) game:report("inf", 1/0); game:report("nan", 0/0) end'
case_ "sim: means of inf and NaN" 0 '.' -- sim "$repository/scripts/counter.lua" --bot infbot.lua --games 3
grep -qE '(mean|=|  ) *-?nan' out.txt && { wrong=$((wrong + 1)); echo "WRONG | sim prints a raw nan: $(grep -E ' -?nan' out.txt | head -1)"; }
case_ "--for 1e300" 2 'time limit' -- run "$repository/scripts/counter.lua" --for 1e300

echo "## Leftovers (helpers' reports)"
appear memory.lua 'local t = {}; for i = 1, 1e9 do t[i] = ("x"):rep(1000) .. i end'
case_ "Lua's allocator refuses (viewDidAppear)" 1 'memory.lua:6: .*memory limit of 32 MB exceeded' -- run memory.lua --memory-limit 32
game alert.lua 'ui.Alert("t\255", "m")'
case_ 'ui.Alert("t\255", …) names file:line' 1 'alert.lua:5: ' -- run alert.lua --for 0
case_ "play on 20 000 nested views" 0 't = 0.000 s' --seconds 90 --input 'show\n' -- play deep.lua --watchdog 0
appear logs.lua 'ui.every(0.001, function() print(("x"):rep(1000)) end)'
bot logbot.lua 'return function(game) for i = 1, 200000 do game:log(("x"):rep(1000)) end end'
case_ "a bot logs 200 000 lines of 1 KB" 0 '.' --rss 150 -- run "$repository/scripts/counter.lua" --bot logbot.lua --quiet
game vcs.lua 'local p = self; for i = 1, 20000 do local c = ui.ViewController(); p:addChild(c); p = c end'
case_ "20 000 nested view controllers freed" 0 '' -- run vcs.lua --for 0 --quiet

echo "$wrong wrong"
[ "$wrong" -eq 0 ]
