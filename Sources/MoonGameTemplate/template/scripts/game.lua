-- @NAME@: a MoonKit game made by `moonkit new`. Each round shows a word from the level file
-- and three buttons; tap the button with that word. Run it with its bot:
--   moonkit run scripts/@NAME@.lua --bot scripts/bots/@NAME@_bot.lua
-- The API is in docs/lua-api.md of MoonKit; defs/ gives your editor the same names and types.
local ui = require "moonkit"

---@class Round: ViewControllerSubclass
---@field words string[]
---@field round integer
---@field prompt Label
---@field scoreLabel Label
---@field choices Button[]
---@field score integer
local Round = ui.ViewController:extend "@NAME@"

-- The score is an observed property: the label follows it, and bots and `moonkit run` see it.
Round.score = ui.property(0, { didSet = function(self)
  self.scoreLabel.text = ("Score: %d"):format(self.score)
end })

function Round:loadView()
  self.view = ui.View { backgroundColor = "white" }
  self.prompt = ui.Label { identifier = "prompt", text = "Loading…", font = ui.Font.bold(28) }
  self.scoreLabel = ui.Label { identifier = "score", text = "Score: 0", font = ui.Font.system(18) }
  self.choices = {}
  local row = ui.View {}
  for i = 1, 3 do
    local button = ui.Button { title = "?", isEnabled = false }
    button:on("touchUpInside", function() self:choose(button.title) end)
    self.choices[i] = button
  end
  for _, v in ipairs { self.prompt, self.scoreLabel, row } do
    v.translatesAutoresizingMaskIntoConstraints = false
    self.view:addSubview(v)
  end
  for i, button in ipairs(self.choices) do
    button.translatesAutoresizingMaskIntoConstraints = false
    row:addSubview(button)
    -- Each button after the one before it, the first at the row's leading edge.
    local leading = i == 1 and row.leading or self.choices[i - 1].trailing + 16
    ui.activate {
      button.top:eq(row.top),
      button.bottom:eq(row.bottom),
      button.width:eq(120),
      button.leading:eq(leading),
    }
  end
  ui.activate {
    row.trailing:eq(self.choices[#self.choices].trailing),
    self.prompt.centerX:eq(self.view.centerX),
    self.prompt.centerY:eq(self.view.centerY - 60),
    row.centerX:eq(self.view.centerX),
    row.top:eq(self.prompt.bottom + 24),
    self.scoreLabel.centerX:eq(self.view.centerX),
    self.scoreLabel.top:eq(row.bottom + 24),
  }
end

-- Runs in a background worker, which sees only its arguments, `require` and `files`.
local function readLevel(path)
  return require("level").read(path)
end

function Round:viewDidLoad()
  self.round = 0
  ui.dispatch.global:async(readLevel, "levels/level1.txt", function(words, problem)
    if words == nil then
      ui.report("the level could not be read: " .. problem)
      self.prompt.text = "No level"
      return
    end
    self.words = words
    self:nextRound()
  end)
end

function Round:nextRound()
  self.round = self.round + 1
  local word = self.words[self.round]
  if word == nil then
    self.prompt.text = ("Done: %d of %d"):format(self.score, #self.words)
    for _, button in ipairs(self.choices) do button.isEnabled = false end
    ui.signal("finished", self.score)
    return
  end
  self.prompt.text = "Tap " .. word
  -- The word and two others from the level, in a seeded random order.
  local others = {}
  for _, other in ipairs(self.words) do
    if other ~= word then others[#others + 1] = other end
  end
  others = ui.shuffle(others)
  local titles = ui.shuffle { word, others[1], others[2] }
  for i, button in ipairs(self.choices) do
    button.title = titles[i]
    button.isEnabled = true
  end
end

function Round:choose(title)
  if title == self.words[self.round] then
    self.score = self.score + 1
  end
  self:nextRound()
end

-- `dataFiles` names the modules that read the game's files: `moonkit check` asks them.
return ui.App { device = "iphone", root = Round, dataFiles = { "level" } }
