-- Letter Hunt, ported as a UIKit beginner would write it, on a portrait iPhone: the navigation
-- bar shows a long word, and the player finds shorter words spelled from its letters. "+" (the
-- system add item) asks for one in an alert with a text field; a word that passes the checks
-- (spelled from the letters, not found already, a real word of three letters or more) goes on
-- top of the table, and one that fails gets an alert saying why. The refresh item starts a new
-- word. The start words and the words the game knows are data files read as it loads:
-- levels/letter_hunt_start.txt and levels/letter_hunt_words.txt (scripts/letter_hunt/words.lua).
-- Run it: moonkit run scripts/letter_hunt.lua --bot letter_hunt_random
local ui = require "moonkit"

local words = require "letter_hunt.words"

local START_WORDS = "levels/letter_hunt_start.txt"
local KNOWN_WORDS = "levels/letter_hunt_words.txt"

-- The screen is the list of words found: a table view controller, whose view is its table.
local Hunt = ui.TableViewController:extend "LetterHunt"

function Hunt:init()
  self.allWords = words.load(START_WORDS)
  self.dictionary = {}
  for _, word in ipairs(words.load(KNOWN_WORDS)) do self.dictionary[word] = true end
  self.usedWords = {}
end

function Hunt:viewDidLoad()
  self.tableView.identifier = "words"
  self.tableView:register("Word")
  self.navigationItem.rightBarButtonItem = ui.BarButtonItem {
    systemItem = "add", action = function() self:promptForAnswer() end }
  self.navigationItem.leftBarButtonItem = ui.BarButtonItem {
    systemItem = "refresh", action = function() self:startGame() end }
  self:startGame()
end

function Hunt:startGame()
  self.title = self.allWords[math.random(#self.allWords)]
  self.usedWords = {}
  self.tableView:reloadData()
end

-- The data source: one row a word found, the newest first.
function Hunt:numberOfRowsInSection() return #self.usedWords end

function Hunt:cellForRowAt(tableView, indexPath)
  local cell = tableView:dequeueReusableCell("Word", indexPath)
  cell.textLabel.text = self.usedWords[indexPath.row + 1]
  return cell
end

function Hunt:promptForAnswer()
  local alert = ui.Alert("Enter a word", nil)
  alert:addTextField()
  alert:addAction("Submit", function()
    self:submit(alert.textFields[1].text)
  end)
  self:present(alert, true)
end

-- Whether `word` can be spelled from the title's letters, each used once at most.
function Hunt:isPossible(word)
  local letters = self.title
  for i = 1, #word do
    local at = letters:find(word:sub(i, i), 1, true)
    if not at then return false end
    letters = letters:sub(1, at - 1) .. letters:sub(at + 1)
  end
  return true
end

function Hunt:isOriginal(word)
  if word == self.title then return false end
  for _, used in ipairs(self.usedWords) do
    if used == word then return false end
  end
  return true
end

function Hunt:isReal(word)
  return #word >= 3 and self.dictionary[word] == true
end

function Hunt:submit(answer)
  local word = answer:lower():match("^%s*(.-)%s*$")
  if word == "" then return end
  local problem
  if not self:isPossible(word) then
    problem = { "Not possible", ("\"%s\" cannot be spelled from the letters of %s."):format(word, self.title) }
  elseif not self:isOriginal(word) then
    problem = { "Already used", ("\"%s\" is found already, or is the word itself."):format(word) }
  elseif not self:isReal(word) then
    problem = { "Not a word", ("\"%s\" is not a word this game knows (three letters at least)."):format(word) }
  end
  if problem then
    local alert = ui.Alert(problem[1], problem[2])
    alert:addAction("OK")
    self:present(alert, true)
    return
  end
  table.insert(self.usedWords, 1, word)
  self.tableView:insertRows({ { section = 0, row = 0 } }, "automatic")
  print(("found %s in %s"):format(word, self.title))
end

-- `dataFiles`: the module that reads the game's files, which `moonkit check` asks about them.
return ui.App { device = "iphone-portrait", root = ui.NavigationController(Hunt()),
                dataFiles = { "letter_hunt.words" } }
