-- Settings through its screen: every control changes the summary, the progress bar counts the
-- settings changed, and the spinner turns for a second after the last change.
test.game "../settings.lua"

test("the summary starts from the defaults", function(game)
  expect(game:text("summary")).toBe("Sound on · volume 50% · 2 players · Normal · Light theme")
  expect(game:find({ identifier = "saved" }).progress).toBe(0)
end)

test("each control changes the summary, and all five fill the progress bar", function(game)
  game:toggle("sound")
  game:slide("volume", 0.8)
  expect(game:step("players", "up")).toBe(3)
  game:pickSegment("difficulty", "Hard")
  game:pickPage("theme", 2)
  expect(game:text("summary")).toBe("Sound off · volume 80% · 3 players · Hard · Night theme")
  expect(game:text("themeName")).toBe("Night")
  expect(game:find({ identifier = "saved" }).progress).toBeCloseTo(1)
  expect(game:find({ identifier = "saving" }).isAnimating).toBe(true)
  game:wait(1.1)
  expect(game).never.toShow { identifier = "saving" }   -- stopped, the spinner hides
  expect(game):toMatchSnapshot("all_changed")
end)
