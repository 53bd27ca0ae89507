-- The flag quiz played by a guesser: it taps one of the three flags at random (or, now and then,
-- anywhere, or drags), answers each alert, and plays for SECONDS of virtual time (a global; 30
-- by default), rounds after rounds. It checks the game as it goes: the alert says "Correct"
-- exactly when the flag tapped is the country the bar names (the button's description names
-- its image), and the score the alert gives follows the rule (+1, or −1 down to 0). Reports
-- the answers of each kind and the rounds finished.
local W, H = 390, 844

local function point() return { x = math.random(0, W - 1), y = math.random(0, H - 1) } end

-- The country the navigation bar names.
local function asked(game)
  local bar = game:find { type = "NavigationBar" }
  return bar and bar.title
end

return function(game)
  if SEED then math.randomseed(SEED) end         -- else the engine's seed, set by the runner
  local seconds = SECONDS or 30
  local counts = { right = 0, wrong = 0, rounds = 0, taps = 0, drags = 0 }
  local score = 0
  local stop = game:now() + seconds
  while game:now() < stop do
    local alert = game:alert()
    if alert then
      -- A random tap or drag may have answered too: the alert's score is the one to follow.
      score = tonumber(alert.message:match("score is (%d+)")) or score
      game:answerAlert(alert.actions[1])
      if alert.actions[1] == "Play again" then
        counts.rounds = counts.rounds + 1
        score = 0
      end
    else
      local roll = math.random(100)
      if roll <= 10 then
        local p = point()
        game:tapAt(p.x, p.y)
        counts.taps = counts.taps + 1
      elseif roll <= 15 then
        game:drag(point(), point(), math.random(5, 40) / 100)
        counts.drags = counts.drags + 1
      else
        local country = asked(game)
        local flag = game:find { identifier = "flag" .. math.random(3) }
        game:tap(flag.id)
        game:wait(0.4)                           -- a person reads the alert
        local answer = game:alert()
        if not answer then error("no alert after a flag was tapped") end
        local right = flag.image == "flag_" .. country:lower()
        score = right and score + 1 or math.max(0, score - 1)
        local verdict = answer.title == "Quiz over" and answer.message:match("^(%a+):") or answer.title
        if verdict ~= (right and "Correct" or "Wrong") then
          error(("tapped %s for %s, and the alert says %s"):format(flag.image, country, verdict))
        end
        local said = tonumber(answer.message:match("score is (%d+)"))
        if said ~= score then
          error(("the score should be %d, and the alert says %s"):format(score, answer.message))
        end
        counts[right and "right" or "wrong"] = counts[right and "right" or "wrong"] + 1
      end
    end
    game:wait(math.random(0, 60) / 100)
  end
  for _, name in ipairs { "right", "wrong", "rounds", "taps", "drags" } do game:report(name, counts[name]) end
end
