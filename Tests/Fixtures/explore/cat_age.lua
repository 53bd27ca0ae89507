-- A game with a bug for `moonkit explore` that only typing reaches: a text field asks a cat's
-- age, and the return key names its life stage. Words are answered "Type a number"; a number
-- past the last stage reads a stage that is not there (the injected bug: no cap on the index).
local ui = require "moonkit"

local STAGES = { "kitten", "junior", "prime", "mature", "senior", "super senior" }

local Age = ui.ViewController:extend "Age"

function Age:loadView()
  self.view = ui.View { backgroundColor = "white" }
  local question = ui.Label { text = "How old is your cat?", font = ui.Font.bold(24) }
  self.field = ui.TextField { identifier = "age", placeholder = "Years" }
  self.stage = ui.Label { identifier = "stage", text = "" }
  self.field:on("primaryActionTriggered", function() self:nameStage() end)
  for _, v in ipairs { question, self.field, self.stage } do
    v.translatesAutoresizingMaskIntoConstraints = false
    self.view:addSubview(v)
  end
  ui.activate {
    question.centerX:eq(self.view.centerX),
    question.top:eq(self.view.top + 100),
    self.field.centerX:eq(self.view.centerX),
    self.field.top:eq(question.bottom + 20),
    self.field.width:eq(200),
    self.stage.centerX:eq(self.view.centerX),
    self.stage.top:eq(self.field.bottom + 20),
  }
end

function Age:nameStage()
  local years = tonumber(self.field.text)
  if not years then
    self.stage.text = "Type a number"
    return
  end
  -- A stage every three years; the injected bug: nothing keeps the index within STAGES.
  local stage = STAGES[years // 3 + 1]
  self.stage.text = stage:upper()
end

return ui.App { device = "iphone", root = Age }
