-- A copy of scripts/hangman.lua with a bug injected for `moonkit explore` to find: the "New
-- word" button of the alert that ends a game calls a method that does not exist. The words are
-- a short list of its own, so that the copy needs no files beside it.
local ui = require "moonkit"

local MAX_WRONG = 7
local ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
-- Letter buttons: two rows of 13 squares, the size a thumb finds easily on an iPad.
local KEY, GAP, PER_ROW = 64, 8, 13

local Game = ui.ViewController:extend "Hangman"

-- Games won. Observed: the label follows it, and a Swift embedder can watch it.
Game.score = ui.property(0, { didSet = function(self)
  self.scoreLabel.text = ("Score: %d"):format(self.score)
end })

-- Wrong guesses still allowed in this game.
Game.lives = ui.property(MAX_WRONG, { didSet = function(self)
  self.livesLabel.text = ("Wrong guesses left: %d"):format(self.lives)
end })

---------------------------------------------------------------- the screen

function Game:loadView()
  local view = ui.View { backgroundColor = "white" }
  self.view = view

  self.scoreLabel = ui.Label { identifier = "score", text = "Score: 0", font = ui.Font.bold(24) }
  self.livesLabel = ui.Label { identifier = "lives", text = ("Wrong guesses left: %d"):format(MAX_WRONG),
                               font = ui.Font.bold(24), textAlignment = "right" }
  -- The report says what the last guess did. Its compression resistance is lowered so that,
  -- if the screen ever runs short, it is this chatty line that gives way, not the word or the
  -- letters.
  self.reportLabel = ui.Label { identifier = "report", text = "", font = ui.Font.system(24),
                                textAlignment = "center", textColor = "darkGray" }
  self.reportLabel:setContentCompressionResistancePriority(1, "vertical")
  -- The word is the big label: its hugging is lowered so it takes all the height left over
  -- and sits in the middle of the screen.
  self.wordLabel = ui.Label { identifier = "word", text = "Loading words…", font = ui.Font.bold(72),
                              textAlignment = "center" }
  self.wordLabel:setContentHuggingPriority(1, "vertical")
  self.usedLabel = ui.Label { identifier = "used", text = "Used:", font = ui.Font.system(24),
                              textAlignment = "center" }
  self.keyboard = ui.View { identifier = "letters" }

  for _, v in ipairs { self.scoreLabel, self.livesLabel, self.reportLabel, self.wordLabel,
                       self.usedLabel, self.keyboard } do
    v.translatesAutoresizingMaskIntoConstraints = false
    view:addSubview(v)
  end

  local m = view.layoutMarginsGuide
  local constraints = {
    self.scoreLabel.top:eq(m.top + 20),
    self.scoreLabel.leading:eq(m.leading + 20),
    self.livesLabel.top:eq(m.top + 20),
    self.livesLabel.trailing:eq(m.trailing - 20),
    self.reportLabel.top:eq(self.scoreLabel.bottom + 20),
    self.reportLabel.leading:eq(m.leading),
    self.reportLabel.trailing:eq(m.trailing),
    self.wordLabel.top:eq(self.reportLabel.bottom),
    self.wordLabel.leading:eq(m.leading),
    self.wordLabel.trailing:eq(m.trailing),
    self.usedLabel.top:eq(self.wordLabel.bottom),
    self.usedLabel.leading:eq(m.leading),
    self.usedLabel.trailing:eq(m.trailing),
    self.keyboard.top:eq(self.usedLabel.bottom + 30),
    self.keyboard.centerX:eq(view.centerX),
    self.keyboard.width:eq(PER_ROW * KEY + (PER_ROW - 1) * GAP),
    self.keyboard.height:eq(2 * KEY + GAP),
    self.keyboard.bottom:eq(m.bottom - 40),
  }

  -- The 26 letter buttons, each placed by constraints inside the keyboard view.
  self.letterButtons = {}
  for i = 1, #ALPHABET do
    local letter = ALPHABET:sub(i, i)
    local column, row = (i - 1) % PER_ROW, (i - 1) // PER_ROW
    local button = ui.Button { title = letter }
    button.titleLabel.font = ui.Font.bold(32)
    button.borderWidth = 1
    button.borderColor = "lightGray"
    button.cornerRadius = 8
    button.translatesAutoresizingMaskIntoConstraints = false
    button:on("touchUpInside", function(b) self:letterTapped(b) end)
    self.keyboard:addSubview(button)
    self.letterButtons[letter] = button
    for _, c in ipairs {
      button.width:eq(KEY),
      button.height:eq(KEY),
      button.leading:eq(self.keyboard.leading + column * (KEY + GAP)),
      button.top:eq(self.keyboard.top + row * (KEY + GAP)),
    } do constraints[#constraints + 1] = c end
  end
  ui.activate(constraints)
end

---------------------------------------------------------------- the word list

function Game:viewDidLoad()
  self:loadWords()
end

function Game:loadWords()
  self.words = { "moon", "lua", "kit", "screen", "button", "label", "alert" }
  self:newWord()
end

---------------------------------------------------------------- play

function Game:newWord()
  self.word = self.words[math.random(#self.words)]:upper()
  self.shown = {}
  for i = 1, #self.word do self.shown[i] = "?" end
  self.used = {}
  -- Assigning an equal value would still run the observers (as didSet does): only on a change.
  if self.lives ~= MAX_WRONG then self.lives = MAX_WRONG end
  self.wordLabel.text = table.concat(self.shown)
  self.wordLabel.textColor = "black"
  self.usedLabel.text = "Used:"
  self.reportLabel.text = ("%d letters. Guess one!"):format(#self.word)
  self:setLettersEnabled(true)
end

function Game:setLettersEnabled(enabled)
  for _, button in pairs(self.letterButtons) do button.isEnabled = enabled end
end

function Game:letterTapped(button)
  local letter = button.title
  -- A used letter cannot be guessed twice: its button stays disabled until the next word.
  button.isEnabled = false
  self.used[#self.used + 1] = letter
  self.usedLabel.text = "Used: " .. table.concat(self.used, " ")

  -- Every place the letter occurs is revealed at once.
  local hits = 0
  for i = 1, #self.word do
    if self.word:sub(i, i) == letter then
      self.shown[i] = letter
      hits = hits + 1
    end
  end
  self.wordLabel.text = table.concat(self.shown)

  if hits > 0 then
    self.reportLabel.text = hits == 1 and ("Yes, there is one %s."):format(letter)
                                       or ("Yes, there are %d %ss."):format(hits, letter)
    if not table.concat(self.shown):find("?", 1, true) then self:won() end
  else
    self.reportLabel.text = ("No %s in this word."):format(letter)
    self.lives = self.lives - 1
    if self.lives == 0 then self:lost() end
  end
end

function Game:won()
  self.score = self.score + 1
  self:gameOver("You got it!", ("The word was %s. Well done!"):format(self.word))
end

function Game:lost()
  -- The word is shown in full so the player sees what it was even after closing the alert.
  self.wordLabel.text = self.word
  self.wordLabel.textColor = "systemRed"
  self:gameOver("Hanged!", ("The word was %s."):format(self.word))
end

function Game:gameOver(title, message)
  self:setLettersEnabled(false)
  local alert = ui.Alert(title, message)
  alert:addAction("New word", function() self:nextWord() end)  -- the injected bug: no such method
  self:present(alert)
end

return ui.App { device = "ipad", root = Game }
