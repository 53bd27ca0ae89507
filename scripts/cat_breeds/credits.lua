-- The Credits tab (the seed's Credits, CreditsView and CreditsVC): who made what, as attributed
-- text (headings, subheadings and body in their own fonts and colours, links in the tint), and
-- two buttons in the bottom corners that meow. A tapped web link raises an `openURL` event.
local ui = require "moonkit"
local style = require "cat_breeds.style"

local Colors, Fonts, Padding = style.Colors, style.Fonts, style.Padding

---------------------------------------------------------------- Credits

-- The credits in a Markdown-lite, as the seed writes them: "# " starts a heading, "## " a
-- subheading, "[text](target)" is a link; every other line is a paragraph of body text.
local Credits = {}

Credits.text = table.concat({
  "# Cat Breeds",
  "A MoonKit game: the cat breeds app of the tutorial on turning an Interface Builder app into a "
    .. "layout written in code, told again in Lua.",
  "## Code",
  "Written in [Lua 5.4](https://www.lua.org) for MoonKit, a UIKit without a screen, itself written in "
    .. "[Swift](https://swift.org).",
  "## Breeds",
  "The descriptions were written for this game: short portraits, not a breeder's standard. Ask a cat to be sure.",
  "## Pictures",
  "Every photo, thumbnail and tab icon is drawn by a Python script in the repository, shape by shape. "
    .. "No cat sat for them.",
  "## Sounds",
  "The two meows are synthesised by a script too, sample by sample. Tap the buttons below.",
  "## Thanks",
  "To the author of the tutorial, for a small app worth building again, and to [Coolors](https://coolors.co) "
    .. "for the idea of a palette picked once.",
}, "\n") .. "\n"

--- The attributed runs of `markdown` (Credits.text by default).
function Credits.infoString(markdown)
  local runs = {}
  local function add(text, font, color, link)
    runs[#runs + 1] = { text = text, font = font, color = color, link = link }
  end
  for line in (markdown or Credits.text):gmatch("([^\n]*)\n") do
    local heading, subheading = line:match("^# (.*)$"), line:match("^## (.*)$")
    if heading then
      add(heading .. "\n", Fonts.heading, Colors.orangeish)
    elseif subheading then
      add("\n" .. subheading .. "\n", Fonts.subheading, Colors.grayish)
    else
      -- Body text with links inside: each "[text](target)" becomes a run of its own.
      local at = 1
      for before, text, target, after in line:gmatch("()%[([^%]]*)%]%(([^%)]*)%)()") do
        if before > at then add(line:sub(at, before - 1), Fonts.credits, Colors.white) end
        add(text, Fonts.credits, Colors.greenish, target)
        at = after
      end
      add(line:sub(at) .. "\n", Fonts.credits, Colors.white)
    end
  end
  return runs
end

---------------------------------------------------------------- CreditsView

local CreditsView = {}
CreditsView.__index = CreditsView

-- A meow button: the same look for both (the seed factors shared setup out the same way).
local function meowButton(title)
  local button = style.enableAutoLayout(ui.Button { title = title })
  button.titleLabel.font = Fonts.button
  button.titleColor = Colors.greenish
  return button
end

function CreditsView.new()
  local self = setmetatable({}, CreditsView)
  self.view = ui.View { backgroundColor = Colors.blackish, layoutMargins = style.screenMargins }
  self.credits = style.enableAutoLayout(ui.TextView {
    identifier = "credits",
    textColor = Colors.white,
    backgroundColor = Colors.blackish,
    font = Fonts.body,
    tintColor = Colors.greenish,
  })
  -- Read-only: the credits are not to be edited, and only then are links tappable.
  self.credits.isEditable = false
  self.meow1 = meowButton("Meow 1")
  self.meow2 = meowButton("Meow 2")
  local view = self.view
  for _, v in ipairs { self.credits, self.meow1, self.meow2 } do view:addSubview(v) end
  local safe, margins = view.safeAreaLayoutGuide, view.layoutMarginsGuide
  ui.activate {
    self.credits.top:eq(safe.top + Padding.standard),
    self.credits.bottom:eq(self.meow1.top - Padding.standard),
    self.credits.bottom:eq(self.meow2.top - Padding.standard),
    self.credits.leading:eq(margins.leading),
    self.credits.trailing:eq(margins.trailing),
    self.meow1.bottom:eq(safe.bottom - Padding.standard),
    self.meow1.leading:eq(margins.leading),
    self.meow2.bottom:eq(safe.bottom - Padding.standard),
    self.meow2.trailing:eq(margins.trailing),
  }
  return self
end

---------------------------------------------------------------- CreditsVC

local CreditsVC = ui.ViewController:extend "CreditsVC"

function CreditsVC:loadView()
  self.title = "Credits"
  self.creditsView = CreditsView.new()
  self.creditsView.credits.attributedText = Credits.infoString()
  self.creditsView.credits.delegate = self
  self.creditsView.meow1:on("touchUpInside", function() self:meow1() end)
  self.creditsView.meow2:on("touchUpInside", function() self:meow2() end)
  self.view = self.creditsView.view
end

function CreditsVC:meow1() ui.sound.play("cat_meow_1") end

function CreditsVC:meow2() ui.sound.play("cat_meow_2") end

-- Only web links open (the seed's textView(_:shouldInteractWith:in:)); anything else stays put.
function CreditsVC:textViewShouldInteractWith(_, url)
  return url:sub(1, 4) == "http"
end

CreditsVC.Credits = Credits

return CreditsVC
