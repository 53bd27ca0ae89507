-- Settings: a settings screen on a portrait iPhone built from stack views and every everyday
-- control: a switch, a slider, a stepper, a segmented control, a page control, a progress bar
-- and a spinner. Each change updates the summary at the bottom, fills the progress bar by
-- the settings changed so far, and spins the spinner for a second ("saving"). As iOS's own
-- Settings does, the screen sits in a navigation controller that prefers large titles: the
-- bar is 96 points tall with "Settings" big and bold at its left (with no scroll view under it
-- the title never collapses), and the column starts under the bar.
-- Run it: moonkit run scripts/settings.lua --bot settings_random
local ui = require "moonkit"

local Settings = ui.ViewController:extend "Settings"

Settings.levels = { "Easy", "Normal", "Hard" }
Settings.themes = { "Light", "Dusk", "Night" }
-- The settings a player can change; the progress bar counts those changed at least once.
Settings.keys = { "sound", "volume", "players", "difficulty", "theme" }

-- A row: a title on the left and the control on the right, centred on each other.
local function row(title, control)
  local label = ui.Label { text = title, font = ui.Font.system(17) }
  return ui.StackView {
    axis = "horizontal", alignment = "center", spacing = 12,
    arrangedSubviews = { label, control },
  }
end

function Settings:init()
  self.title = "Settings"
end

function Settings:loadView()
  self.view = ui.View { backgroundColor = "white" }
  self.changed = {}

  self.sound = ui.Switch { identifier = "sound", isOn = true }
  self.volume = ui.Slider { identifier = "volume", value = 0.5 }
  self.playersLabel = ui.Label { identifier = "playersCount", text = "2", font = ui.Font.system(17) }
  self.players = ui.Stepper { identifier = "players", minimumValue = 1, maximumValue = 8, value = 2 }
  self.difficulty = ui.SegmentedControl {
    identifier = "difficulty", items = Settings.levels, selectedSegmentIndex = 1,
  }
  self.theme = ui.PageControl {
    identifier = "theme", numberOfPages = #Settings.themes,
    pageIndicatorTintColor = "lightGray", currentPageIndicatorTintColor = "black",
  }
  self.themeLabel = ui.Label { identifier = "themeName", text = Settings.themes[1], font = ui.Font.system(17) }
  self.saved = ui.ProgressView { identifier = "saved" }
  self.saving = ui.ActivityIndicatorView { identifier = "saving" }
  self.summary = ui.Label {
    identifier = "summary", numberOfLines = 0, font = ui.Font.system(15), textColor = "darkGray",
  }

  -- The stepper's row holds the count between the title and the stepper; the title takes the
  -- room left (it hugs less), so the count sits by the stepper.
  local playersRow = row("Players", self.players)
  playersRow:insertArrangedSubview(self.playersLabel, 1)
  playersRow.arrangedSubviews[1]:setContentHuggingPriority(200, "horizontal")
  local themeRow = row("Theme", self.theme)
  themeRow:insertArrangedSubview(self.themeLabel, 1)
  themeRow.arrangedSubviews[1]:setContentHuggingPriority(200, "horizontal")
  local volumeRow = row("Volume", self.volume)
  local savedRow = row("Saved", self.saved)
  savedRow:addArrangedSubview(self.saving)

  local column = ui.StackView {
    identifier = "column", axis = "vertical", spacing = 16,
    arrangedSubviews = {
      row("Sound", self.sound), volumeRow, playersRow, self.difficulty, themeRow, savedRow,
      self.summary,
    },
  }
  column.translatesAutoresizingMaskIntoConstraints = false
  self.view:addSubview(column)
  local safe = self.view.safeAreaLayoutGuide
  ui.activate {
    column.top:eq(safe.top + 20),
    column.leading:eq(safe.leading + 20),
    column.trailing:eq(safe.trailing - 20),
  }

  self.sound:on("valueChanged", function() self:changedSetting("sound") end)
  self.volume:on("valueChanged", function() self:changedSetting("volume") end)
  self.players:on("valueChanged", function()
    self.playersLabel.text = tostring(math.floor(self.players.value))
    self:changedSetting("players")
  end)
  self.difficulty:on("valueChanged", function() self:changedSetting("difficulty") end)
  self.theme:on("valueChanged", function()
    self.themeLabel.text = Settings.themes[self.theme.currentPage + 1]
    self:changedSetting("theme")
  end)
  self:showSummary()
end

-- Notes a change: the progress bar counts the settings changed so far, the spinner turns for
-- a second after the last change, and the summary is written again.
function Settings:changedSetting(key)
  self.changed[key] = true
  local count = 0
  for _, k in ipairs(Settings.keys) do
    if self.changed[k] then count = count + 1 end
  end
  self.saved.progress = count / #Settings.keys
  self.saving:startAnimating()
  if self.savingTimer then self.savingTimer:invalidate() end
  self.savingTimer = ui.after(1, function() self.saving:stopAnimating() end)
  self:showSummary()
  ui.signal("changed", key)
end

function Settings:showSummary()
  self.summary.text = ("Sound %s · volume %d%% · %d player%s · %s · %s theme"):format(
    self.sound.isOn and "on" or "off",
    math.floor(self.volume.value * 100 + 0.5),
    math.floor(self.players.value), self.players.value == 1 and "" or "s",
    Settings.levels[self.difficulty.selectedSegmentIndex + 1],
    Settings.themes[self.theme.currentPage + 1])
end

local navigation = ui.NavigationController(Settings())
navigation.navigationBar.prefersLargeTitles = true
return ui.App { device = "iphone", orientation = "portrait", root = navigation }
