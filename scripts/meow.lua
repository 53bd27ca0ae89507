-- A star that meows: tint, template images, content modes, attributed text and sound in one
-- screen. Run it: moonkit run scripts/meow.lua --bot scripts/bots/meow_tapper.lua
local ui = require "moonkit"

local Meow = ui.ViewController:extend "Meow"

Meow.meows = ui.property(0)

function Meow:loadView()
  -- The tint reaches every view below that sets none: the star and the link.
  self.view = ui.View { backgroundColor = "white", tintColor = "orange" }

  -- A shape used as a template: only its alpha counts, filled with the tint; fitted whole
  -- (proportions kept) into a box wider than it is.
  local star = ui.ImageView {
    identifier = "star",
    image = ui.Image.named("star_shape"):withRenderingMode("alwaysTemplate"),
    contentMode = "scaleAspectFit",
  }

  local caption = ui.Label { identifier = "caption", numberOfLines = 0 }
  caption.attributedText = {
    { text = "Meow\n", font = ui.Font.named("DejaVuSerif-BoldItalic", 28), alignment = "center" },
    { text = "Tap the button and the star meows. ", font = ui.Font.named("DejaVuSerif", 15), alignment = "center" },
    { text = "Why a star?", font = ui.Font.named("DejaVuSerif-Italic", 15),
      link = "https://en.wikipedia.org/wiki/Star" },
  }

  local button = ui.Button { title = "MEOW" }
  button:on("touchUpInside", function()
    ui.sound.play("meow")
    self.meows = self.meows + 1
  end)

  for _, v in ipairs { star, caption, button } do
    v.translatesAutoresizingMaskIntoConstraints = false
    self.view:addSubview(v)
  end
  local safe = self.view.safeAreaLayoutGuide
  ui.activate {
    star.top:eq(safe.top + 20),
    star.centerX:eq(safe.centerX),
    star.width:eq(200),
    star.height:eq(140),
    caption.top:eq(star.bottom + 12),
    caption.centerX:eq(safe.centerX),
    caption.width:eq(400),
    button.top:eq(caption.bottom + 12),
    button.centerX:eq(safe.centerX),
  }
end

return ui.App { device = "iphone", root = Meow }
