/// Seed 001's Swifty Words screen written in Lua with the `moonkit` module: the same views and
/// constraints as the Swift-built screen of MoonKitTests, so the frames must match to the point.
let swiftyWordsLayoutScript = #"""
local ui = require "moonkit"

local Game = ui.ViewController:extend "SwiftyWords"

function Game:loadView()
  local view = ui.View { backgroundColor = "white" }
  self.view = view

  self.scoreLabel = ui.Label { text = "Score: 0", textAlignment = "right" }
  self.cluesLabel = ui.Label { text = "CLUES", font = ui.Font.system(24), numberOfLines = 0 }
  self.cluesLabel:setContentHuggingPriority(1, "vertical")
  self.answersLabel = ui.Label { text = "ANSWERS", font = ui.Font.system(24), numberOfLines = 0,
                                 textAlignment = "right" }
  self.answersLabel:setContentHuggingPriority(1, "vertical")
  self.currentAnswer = ui.TextField { placeholder = "Tap letters to guess", textAlignment = "center",
                                      font = ui.Font.system(44), isUserInteractionEnabled = false }
  self.submit = ui.Button { title = "SUBMIT" }
  self.clear = ui.Button { title = "CLEAR" }
  self.buttonsView = ui.View {}
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

  self.letterButtons = {}
  for row = 0, 3 do
    for col = 0, 4 do
      local b = ui.Button { title = "WWW" }
      b.titleLabel.font = ui.Font.system(36)
      b.frame = { x = col * 150, y = row * 80, width = 150, height = 80 }
      self.buttonsView:addSubview(b)
      self.letterButtons[#self.letterButtons + 1] = b
    end
  end
end

return ui.App { device = "ipad", root = Game }
"""#
