-- Flag Quiz, ported as a UIKit beginner would write it, on a portrait iPhone: the navigation
-- bar names a country, three flag buttons stand one under the other, and tapping the right one
-- scores a point (a wrong one costs a point, down to 0). An alert tells after each answer
-- ("Correct" or "Wrong", with the score) and "Continue" asks the next question; after ten, a
-- last alert gives the final score and "Play again" starts over. The flags are
-- scripts/images/flag_*@2x.png, drawn by tools/make_flags.py.
-- Run it: moonkit run scripts/flag_quiz.lua --bot flag_quiz_random
local ui = require "moonkit"

-- The countries whose flags the quiz knows: the image is "flag_" .. the name in lower case.
local COUNTRIES = { "Austria", "Belgium", "Estonia", "Finland", "France", "Germany", "Ireland",
  "Italy", "Japan", "Nigeria", "Poland", "Sweden" }
local QUESTIONS = 10          -- a round's length

local function imageName(country) return "flag_" .. country:lower() end

local Quiz = ui.ViewController:extend "FlagQuiz"

function Quiz:init()
  self.score = 0
  self.asked = 0
  self.correctAnswer = 0      -- which button (its tag, from 0) shows the country named
  self.shown = {}             -- the three countries on the buttons, in order
end

function Quiz:loadView()
  self.view = ui.View { backgroundColor = "systemBackground" }

  -- One action for the three buttons, told apart by their tags, as an @IBAction would be.
  self.buttons = {}
  for tag = 0, 2 do
    local button = ui.Button("custom")
    button.tag = tag
    button.identifier = "flag" .. (tag + 1)
    button.translatesAutoresizingMaskIntoConstraints = false
    -- A light frame, so the white of a flag does not melt into the background.
    button.layer.borderWidth = 1
    button.layer.borderColor = "lightGray"
    button:on("touchUpInside", function(sender) self:buttonTapped(sender) end)
    self.view:addSubview(button)
    self.buttons[tag + 1] = button
  end
  self.scoreLabel = ui.Label { identifier = "score", textColor = "secondaryLabel" }
  self.scoreLabel.translatesAutoresizingMaskIntoConstraints = false
  self.view:addSubview(self.scoreLabel)

  -- The buttons take their flag's size (200 x 100 points), centred, 30 points apart.
  local b1, b2, b3 = self.buttons[1], self.buttons[2], self.buttons[3]
  local safe = self.view.safeAreaLayoutGuide
  ui.activate {
    b1.top:eq(safe.top + 36), b1.centerX:eq(self.view.centerX),
    b2.top:eq(b1.bottom + 30), b2.centerX:eq(self.view.centerX),
    b3.top:eq(b2.bottom + 30), b3.centerX:eq(self.view.centerX),
    self.scoreLabel.top:eq(b3.bottom + 30), self.scoreLabel.centerX:eq(self.view.centerX),
  }
end

function Quiz:viewDidLoad()
  self:askQuestion()
end

-- Three different countries on the buttons; one of them, at random, is the one to find.
function Quiz:askQuestion()
  local countries = ui.shuffle(COUNTRIES)
  for i, button in ipairs(self.buttons) do
    self.shown[i] = countries[i]
    button:setImage(imageName(countries[i]), "normal")
  end
  self.correctAnswer = math.random(0, 2)
  self.title = self.shown[self.correctAnswer + 1]
  self:showScore()
end

function Quiz:showScore()
  self.scoreLabel.text = ("Score: %d · %d of %d asked"):format(self.score, self.asked, QUESTIONS)
end

function Quiz:buttonTapped(sender)
  local answer = self.shown[self.correctAnswer + 1]
  self.asked = self.asked + 1
  local title, message
  if sender.tag == self.correctAnswer then
    self.score = self.score + 1
    title, message = "Correct", ("That is the flag of %s."):format(answer)
  else
    self.score = math.max(0, self.score - 1)
    title, message = "Wrong", ("That is the flag of %s, not %s."):format(self.shown[sender.tag + 1], answer)
  end
  self:showScore()
  print(("%s: %s (score %d)"):format(answer, title, self.score))

  local alert
  if self.asked < QUESTIONS then
    alert = ui.Alert(title, ("%s Your score is %d."):format(message, self.score))
    alert:addAction("Continue", function() self:askQuestion() end)
  else
    alert = ui.Alert("Quiz over", ("%s: %s Your final score is %d after %d questions.")
                                    :format(title, message, self.score, QUESTIONS))
    alert:addAction("Play again", function() self:newRound() end)
  end
  self:present(alert, true)
end

function Quiz:newRound()
  self.score = 0
  self.asked = 0
  self:askQuestion()
end

-- As UIKit sets window.rootViewController to a navigation controller made around the quiz.
return ui.App { device = "iphone-portrait", root = ui.NavigationController(Quiz()) }
