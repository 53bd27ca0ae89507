-- Tests of @NAME@: `moonkit test` runs them (MoonKit's docs/testing.md). Each test plays a
-- fresh game through the screen, as the bot does, and checks what it shows; defs/test.lua gives
-- your editor `test` and `expect`.
test.game "../@NAME@.lua"

test("the first round asks for a word of the level", function(game)
  game:wait(0.1)                                 -- the level loads in the background
  expect(game:text("prompt")).toContain("Tap ")
  expect(game:text("score")).toBe("Score: 0")
  expect(game):toShow { type = "Button", title = game:text("prompt"):match("^Tap (%u+)$") }
end)

test("tapping the word asked for scores a point", function(game)
  game:wait(0.1)
  game:tap(game:text("prompt"):match("^Tap (%u+)$"))
  expect(game:text("score")).toBe("Score: 1")
end)
