#!/usr/bin/env bash
# Regenerates the README's pictures of the games: bash docs/snapshots/make.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
moonkit() { swift run -c release $(grep -v '^#' .ci/release-flags) moonkit "$@"; }
cat > /tmp/moonkit-snapshot-tap.lua <<'LUA'
-- Taps the third card, so the picture shows a round under way.
return function(game) game:wait(0.3); game:tap(game:find { identifier = "card3" }) end
LUA
moonkit snapshot scripts/swifty_words.lua --at 0.5 --seed 3 -o docs/snapshots/swifty_words.png
moonkit snapshot scripts/psychic_tester.lua --bot /tmp/moonkit-snapshot-tap.lua --at 0.35 -o docs/snapshots/psychic_tester.png
moonkit snapshot scripts/hangman.lua --at 0.5 --seed 21 -o docs/snapshots/hangman.png
