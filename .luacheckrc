-- luacheck settings for the games and bots (Debian's lua-check): `luacheck scripts`, run by
-- .ci/run, must print no warning. Copy this file into a game folder of your own.
std = "lua54"
max_line_length = 120

-- `files` reads the game's folder, in the game, in background work and in bots
-- (docs/lua-api.md, "files").
read_globals = { "files" }

ignore = {
  -- UIKit-shaped methods keep UIKit's arguments even when a body does not need them:
  -- `function List:tableView_numberOfRowsInSection(tableView, section)` reads as in Swift.
  "212/self", "212/tableView",
}

-- Bots read the globals `moonkit run --set NAME=VALUE` gives them.
files["scripts/bots"] = { read_globals = { "GAMES", "ROUNDS", "SECONDS", "SEED" } }

-- Test files of `moonkit test` read its globals `test` and `expect` (docs/testing.md).
files["scripts/tests"] = { read_globals = { "test", "expect" } }

-- The bots explore writes (kept as the planted bugs' shrunk bots) start with a line that names
-- the failure in full, as long as its message is.
files["Tests/Fixtures/planted"] = { max_line_length = false }
