#!/usr/bin/env bash
# Regenerates the README's pictures of the games: bash docs/snapshots/make.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
moonkit() { swift run -c release $(grep -v '^#' .ci/release-flags) moonkit "$@"; }
cat > /tmp/moonkit-snapshot-tap.lua <<'LUA'
-- Taps the third card, so the picture shows a round under way.
return function(game) game:wait(0.3); game:tap(game:find { identifier = "card3" }) end
LUA
cat > /tmp/moonkit-snapshot-cat-detail.lua <<'LUA'
-- Opens the Maine Coon and scrolls its text 90 points: the photo is half its size.
return function(game)
  game:wait(0)
  game:tapRow("breeds", "Maine Coon")
  game:wait(0.5)
  game:scroll(game:find { identifier = "description" }, 90)
end
LUA
cat > /tmp/moonkit-snapshot-cat-credits.lua <<'LUA'
-- Shows the Credits tab.
return function(game) game:wait(0); game:tab("Credits") end
LUA
moonkit snapshot scripts/swifty_words.lua --at 0.5 --seed 3 -o docs/snapshots/swifty_words.png
moonkit snapshot scripts/psychic_tester.lua --bot /tmp/moonkit-snapshot-tap.lua --at 0.35 -o docs/snapshots/psychic_tester.png
moonkit snapshot scripts/hangman.lua --at 0.5 --seed 21 -o docs/snapshots/hangman.png
moonkit snapshot scripts/cat_breeds.lua --at 0.5 -o docs/snapshots/cat_breeds_list.png
moonkit snapshot scripts/cat_breeds.lua --bot /tmp/moonkit-snapshot-cat-detail.lua --at 2 -o docs/snapshots/cat_breeds_detail.png
moonkit snapshot scripts/cat_breeds.lua --bot /tmp/moonkit-snapshot-cat-credits.lua --at 0.5 -o docs/snapshots/cat_breeds_credits.png
moonkit snapshot scripts/settings.lua --at 0.5 -o docs/snapshots/settings.png
cat > /tmp/moonkit-snapshot-photo-delete.lua <<'LUA'
-- Adds a photo, selects the Persian and deletes it: the picture is taken mid-update.
return function(game)
  game:wait(0)
  game:tap("Add")
  game:wait(0.5)
  game:tapItem("photos", "Persian")
  game:wait(0.5)
  game:tap("Delete")
end
LUA
moonkit snapshot scripts/photo_grid.lua --bot /tmp/moonkit-snapshot-photo-delete.lua --at 0.15 -o docs/snapshots/photo_grid.png
cat > /tmp/moonkit-snapshot-flag-answer.lua <<'LUA'
-- Taps the flag of the country the bar names: the "Correct" alert.
return function(game)
  local wanted = "flag_" .. game:find({ type = "NavigationBar" }).title:lower()
  for n = 1, 3 do
    local flag = game:find { identifier = "flag" .. n }
    if flag.image == wanted then game:tap(flag.id) end
  end
end
LUA
cat > /tmp/moonkit-snapshot-letter-words.lua <<'LUA'
-- Finds two words in "teardrop" (seed 3).
return function(game)
  for _, word in ipairs { "trade", "road" } do
    game:tap { systemItem = "add" }
    game:answerAlert("Submit", { word })
    game:wait(0.5)
  end
end
LUA
cat > /tmp/moonkit-snapshot-sky-detail.lua <<'LUA'
-- Opens the sunset.
return function(game) game:tapRow("pictures", "sky_sunset.jpg") end
LUA
moonkit snapshot scripts/flag_quiz.lua --bot /tmp/moonkit-snapshot-flag-answer.lua --at 0.5 -o docs/snapshots/flag_quiz.png
moonkit snapshot scripts/letter_hunt.lua --seed 3 --bot /tmp/moonkit-snapshot-letter-words.lua --at 0.5 -o docs/snapshots/letter_hunt.png
moonkit snapshot scripts/sky_viewer.lua --bot /tmp/moonkit-snapshot-sky-detail.lua --at 0.5 -o docs/snapshots/sky_viewer.png
