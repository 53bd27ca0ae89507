-- The app's colours, fonts and paddings, each set once (the seed's Colors, Fonts and Padding):
-- change a value here and every screen follows.
local ui = require "moonkit"

local M = {}

-- A dark, warm palette: text and controls stand out on the near-black background.
M.Colors = {
  blackish = "#1E1B24",     -- screens and cells
  barish = "#2A2631",       -- the navigation and tab bars, a shade lighter than the screens
  white = "#F5F1E8",        -- text
  greenish = "#8CC084",     -- the tint: selected tab, back button, meow buttons, links
  orangeish = "#F2A541",    -- headings of the credits
  grayish = "#8E8A99",      -- tabs not selected, subheadings
  separator = "#3C3744",    -- lines between rows
  highlight = "#3A3445",    -- a touched row
}

M.Fonts = {
  body = ui.Font.system(17),
  button = ui.Font.bold(17),
  bar = ui.Font.bold(17),
  heading = ui.Font.named("DejaVuSerif-Bold", 22),
  subheading = ui.Font.named("DejaVuSerif-Italic", 17),
  credits = ui.Font.system(15),
}

M.Padding = {
  standard = 8,
}

-- UIKit gives the root view of every view controller at least the device's minimum margins
-- (16 points at the sides of an iPhone); MoonKit does so only for the window's root view, so
-- the screens inside the tab and navigation controllers ask for them themselves.
M.screenMargins = { top = 0, left = 16, bottom = 0, right = 16 }

--- Places `view` with constraints (the seed's `enableAutoLayout`).
function M.enableAutoLayout(view)
  view.translatesAutoresizingMaskIntoConstraints = false
  return view
end

return M
