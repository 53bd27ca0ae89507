-- Swifty Words: a "7 Little Words" puzzle for the iPad. Seven clues and twenty letter groups:
-- tap groups to spell an answer, SUBMIT to check it, CLEAR to start the word again.
local ui = require "moonkit"

local Game = ui.ViewController:extend "SwiftyWords"

-- The score label follows the score.
Game.score = ui.property(0, { didSet = function(self)
  self.scoreLabel.text = ("Score: %d"):format(self.score)
end })

---------------------------------------------------------------- the screen

function Game:loadView()
  local view = ui.View { backgroundColor = "white" }
  self.view = view

  self.scoreLabel = ui.Label { identifier = "score", text = "Score: 0", textAlignment = "right" }
  self.cluesLabel = ui.Label { identifier = "clues", text = "CLUES", font = ui.Font.system(24), numberOfLines = 0 }
  self.answersLabel = ui.Label { identifier = "answers", text = "ANSWERS", font = ui.Font.system(24),
                                 numberOfLines = 0, textAlignment = "right" }
  -- The two labels take the slack when the screen is taller than the content.
  self.cluesLabel:setContentHuggingPriority(1, "vertical")
  self.answersLabel:setContentHuggingPriority(1, "vertical")
  self.currentAnswer = ui.TextField { identifier = "answer", placeholder = "Tap letters to guess",
                                      textAlignment = "center", font = ui.Font.system(44),
                                      isUserInteractionEnabled = false }
  self.submit = ui.Button { title = "SUBMIT" }
  self.clear = ui.Button { title = "CLEAR" }
  self.submit:on("touchUpInside", function() self:submitTapped() end)
  self.clear:on("touchUpInside", function() self:clearTapped() end)
  self.buttonsView = ui.View { identifier = "letters", borderWidth = 1, borderColor = "lightGray" }

  for _, v in ipairs { self.scoreLabel, self.cluesLabel, self.answersLabel, self.currentAnswer,
                       self.submit, self.clear, self.buttonsView } do
    v.translatesAutoresizingMaskIntoConstraints = false
    view:addSubview(v)
  end

  local m = view.layoutMarginsGuide
  ui.activate {
    self.scoreLabel.top:eq(m.top),
    self.scoreLabel.trailing:eq(m.trailing),
    self.cluesLabel.top:eq(self.scoreLabel.bottom),
    self.cluesLabel.leading:eq(m.leading + 100),
    self.cluesLabel.width:eq(m.width * 0.6 - 100),
    self.answersLabel.top:eq(self.scoreLabel.bottom),
    self.answersLabel.trailing:eq(m.trailing - 100),
    self.answersLabel.width:eq(m.width * 0.4 - 100),
    self.answersLabel.height:eq(self.cluesLabel.height),
    self.currentAnswer.centerX:eq(view.centerX),
    self.currentAnswer.width:eq(view.width * 0.5),
    self.currentAnswer.top:eq(self.cluesLabel.bottom + 20),
    self.submit.top:eq(self.currentAnswer.bottom),
    self.submit.centerX:eq(view.centerX - 100),
    self.submit.height:eq(44),
    self.clear.centerX:eq(view.centerX + 100),
    self.clear.centerY:eq(self.submit.centerY),
    self.clear.height:eq(44),
    self.buttonsView.width:eq(750),
    self.buttonsView.height:eq(320),
    self.buttonsView.centerX:eq(view.centerX),
    self.buttonsView.top:eq(self.submit.bottom + 20),
    self.buttonsView.bottom:eq(m.bottom - 20),
  }

  -- Twenty letter buttons placed by frame in a 5 × 4 grid of 150 × 80.
  self.letterButtons = {}
  for row = 0, 3 do
    for column = 0, 4 do
      local button = ui.Button { title = "WWW" }
      button.titleLabel.font = ui.Font.system(36)
      button.frame = { x = column * 150, y = row * 80, width = 150, height = 80 }
      button:on("touchUpInside", function(b) self:letterTapped(b) end)
      self.buttonsView:addSubview(button)
      self.letterButtons[#self.letterButtons + 1] = button
    end
  end
end

---------------------------------------------------------------- levels

function Game:viewDidLoad()
  self.level = 1
  self.levelCount = nil
  self.activatedButtons = {}
  self:loadLevel()
end

-- Counting the levels and parsing one run on a background queue; the screen is updated when
-- the result comes back on the main queue.
local function readLevel(n)
  local level = require "words.level"
  local count = 0
  while files.exists(level.path(count + 1)) do count = count + 1 end
  local path = level.path(n)
  if not files.exists(path) then error(path .. ": no such level file", 0) end
  return level.read(path), count
end

function Game:loadLevel()
  self:setLettersEnabled(false)
  self.currentAnswer.text = ""
  self.currentAnswer.placeholder = ("Loading level %d…"):format(self.level)
  ui.dispatch.global:async(readLevel, self.level, function(entries, countOrError)
    if entries == nil then return self:levelFailed(countOrError) end
    self.levelCount = countOrError
    self:showLevel(entries)
  end)
end

function Game:levelFailed(message)
  ui.report("level " .. self.level .. " could not be loaded: " .. message)
  local alert = ui.Alert(("Level %d could not be loaded"):format(self.level), message)
  alert:addAction("Try again", function() self:loadLevel() end)
  alert:addAction("Back to level 1", function() self.level = 1; self:loadLevel() end)
  self:present(alert)
end

function Game:showLevel(entries)
  entries = ui.shuffle(entries)
  local clues, hints, groups = {}, {}, {}
  self.solutions = {}
  for i, entry in ipairs(entries) do
    clues[i] = ("%d. %s"):format(i, entry.clue)
    hints[i] = ("%d letters"):format(#entry.answer)
    self.solutions[i] = entry.answer
    for _, group in ipairs(entry.groups) do groups[#groups + 1] = group end
  end
  self.hints = hints
  self.found = 0
  self.cluesLabel.text = table.concat(clues, "\n")
  self.answersLabel.text = table.concat(hints, "\n")
  groups = ui.shuffle(groups)
  -- An instant "animation" ends any fade still under way from the last level.
  ui.animate { duration = 0, options = { "beginFromCurrentState" }, animations = function()
    for i, button in ipairs(self.letterButtons) do
      button.title = groups[i]
      button.isHidden = false
      button.alpha = 1
    end
  end }
  self.activatedButtons = {}
  self.currentAnswer.placeholder = "Tap letters to guess"
  self:setLettersEnabled(true)
end

function Game:setLettersEnabled(enabled)
  for _, button in ipairs(self.letterButtons) do button.isEnabled = enabled end
  self.submit.isEnabled = enabled
  self.clear.isEnabled = enabled
end

---------------------------------------------------------------- play

function Game:letterTapped(button)
  self.currentAnswer.text = (self.currentAnswer.text or "") .. button.title
  self.activatedButtons[#self.activatedButtons + 1] = button
  -- The group fades out, then leaves the grid.
  ui.animate { duration = 0.2,
    animations = function() button.alpha = 0 end,
    completion = function(finished) if finished then button.isHidden = true end end }
end

function Game:restoreLetters()
  local used = self.activatedButtons
  self.activatedButtons = {}
  self.currentAnswer.text = ""
  -- Fading back in replaces a fade-out still under way (whose completion then does not hide
  -- the button), and the buttons can be tapped again at once.
  ui.animate { duration = 0.2, options = { "beginFromCurrentState", "allowUserInteraction" },
    animations = function()
      for _, button in ipairs(used) do
        button.isHidden = false
        button.alpha = 1
      end
    end }
end

function Game:clearTapped()
  self:restoreLetters()
end

function Game:submitTapped()
  local guess = self.currentAnswer.text or ""
  if guess == "" then return end
  for i, solution in ipairs(self.solutions) do
    if solution == guess then
      self.solutions[i] = false          -- found: not again
      self.hints[i] = guess
      self.answersLabel.text = table.concat(self.hints, "\n")
      self.activatedButtons = {}
      self.currentAnswer.text = ""
      self.score = self.score + 1
      self.found = self.found + 1
      if self.found == #self.solutions then self:levelComplete() end
      return
    end
  end
  self.score = self.score - 1
  local alert = ui.Alert("That's not it", ("%s is not one of the answers. You lose a point."):format(guess))
  alert:addAction("OK", function() self:restoreLetters() end)
  self:present(alert)
end

function Game:levelComplete()
  if self.level >= (self.levelCount or self.level) then
    local alert = ui.Alert("Puzzle complete!",
      ("You solved all %d levels with a score of %d."):format(self.level, self.score))
    alert:addAction("Play again", function()
      self.level = 1
      self.score = 0
      self:loadLevel()
    end)
    return self:present(alert)
  end
  local alert = ui.Alert("Well done!", ("Level %d is solved. Ready for the next one?"):format(self.level))
  alert:addAction("Let's go!", function()
    self.level = self.level + 1
    self:loadLevel()
  end)
  self:present(alert)
end

-- `dataFiles`: the modules that read the game's files, which `moonkit check` asks about them.
return ui.App { device = "ipad", root = Game, dataFiles = { "words.level" } }
