-- Psychic Tester: an ESP test with Zener cards on an iPhone in landscape. Eight cards lie face
-- down; one of them is the star. Tap the card you feel is the star: it turns over, the others
-- vanish, and a new hand is dealt. Hits and misses are kept. Pressing a card as hard as the
-- screen allows turns it into the star, and a finger resting on the star makes a signal that
-- a watcher (a script, a simulation) can feel: the original game's cheats.
local ui = require "moonkit"

local FACES = { "circle", "circle", "cross", "cross", "wave", "wave", "square", "star" }
local SIGNAL_GAP = 0.5        -- at most one signal every half second

-- A card's frame in its own coordinates, and the eight places on the table (two rows of four)
-- with the names the cards there get. Made once: setters copy what they are given, so a hand
-- dealt every round needs no new tables for them.
local CARD_FRAME = { x = 0, y = 0, width = 100, height = 140 }
local SHRUNK = { scale = 0.001 }  -- how a card leaves the table: shrunk to (almost) nothing
local PLACES, NAMES = {}, {}
for _, y in ipairs { 85, 235 } do
  for _, x in ipairs { 75, 185, 295, 405 } do
    PLACES[#PLACES + 1] = { x = x, y = y }
    NAMES[#NAMES + 1] = ("card%d"):format(#NAMES + 1)
  end
end

---------------------------------------------------------------- one card

local Card = ui.ViewController:extend "Card"

function Card:init(game, face, number)
  self.game, self.face, self.number = game, face, number
end

function Card:loadView()
  local view = ui.View { identifier = NAMES[self.number], frame = CARD_FRAME }
  local front = ui.ImageView { image = "card_" .. self.face, isHidden = true, frame = CARD_FRAME }
  local back = ui.ImageView { image = "card_back", alpha = 0, frame = CARD_FRAME }
  view:addSubview(front)
  view:addSubview(back)
  self.front, self.back, self.view = front, back, view
end

function Card:viewDidAppear()
  ui.animate { duration = 0.2, animations = function() self.back.alpha = 1 end }
end

function Card:becomeStar()
  self.face = "star"
  self.front.image = "card_star"
end

-- Touches land on the card's view and come here; the game decides what they mean.
function Card:touchesBegan(touches) self.game:fingerAt(touches[1]) end
function Card:touchesMoved(touches) self.game:fingerAt(touches[1]) end
function Card:touchesEnded(touches)
  -- A tap counts only where it ends on this card, as a button's touchUpInside would.
  local p = touches[1]:locationIn(self.view)
  if p.x >= 0 and p.x <= 100 and p.y >= 0 and p.y <= 140 then self.game:cardTapped(self) end
end

---------------------------------------------------------------- the table

local Game = ui.ViewController:extend "PsychicTester"

Game.hits = ui.property(0, { didSet = function(self) self:showTally() end })
Game.misses = ui.property(0, { didSet = function(self) self:showTally() end })

function Game:loadView()
  local view = ui.View { backgroundColor = "red" }
  self.view = view

  local gradient = ui.GradientView { colors = { "#333333", "black" }, alpha = 0.9 }
  local snow = ui.EmitterView { birthRate = 2, lifetime = 5, velocity = 100, velocityRange = 50,
    emissionAngle = math.pi / 2, emissionRange = 0.3, spin = 0, spinRange = 2,
    scale = 0.5, scaleRange = 0.25, alphaSpeed = -0.025, particleColor = "#FFFFFF1A" }
  self.cardContainer = ui.View { identifier = "cards" }
  self.tally = ui.Label { identifier = "tally", textColor = "white", font = ui.Font.system(14) }
  for _, v in ipairs { gradient, snow, self.cardContainer, self.tally } do
    v.translatesAutoresizingMaskIntoConstraints = false
    view:addSubview(v)
  end
  ui.activate {
    gradient.leading:eq(view.leading), gradient.trailing:eq(view.trailing),
    gradient.top:eq(view.top), gradient.bottom:eq(view.bottom),
    snow.leading:eq(view.leading), snow.trailing:eq(view.trailing),
    snow.top:eq(view.top), snow.bottom:eq(view.bottom),
    self.cardContainer.width:eq(480), self.cardContainer.height:eq(320),
    self.cardContainer.centerX:eq(view.centerX), self.cardContainer.centerY:eq(view.centerY),
    self.tally.leading:eq(view.safeAreaLayoutGuide.leading + 8),
    self.tally.bottom:eq(view.safeAreaLayoutGuide.bottom - 8),
  }
  self.snow = snow
  self:showTally()
end

function Game:viewDidLayoutSubviews()
  -- Particles are born along a line just above the top edge, across the whole width.
  local f = self.view.frame
  self.snow.emitterPosition = { x = f.width / 2, y = -20 }
  self.snow.emitterWidth = f.width
end

function Game:viewDidLoad()
  self.cards = {}
  self.lastSignal = -math.huge
  self.restUntil = 0
  self:deal()
  -- Now and then a card wiggles, to tempt the player.
  ui.every(2, function() self:maybeWiggle() end)
end

function Game:viewDidAppear()
  ui.animate { duration = 20, options = { "allowUserInteraction", "autoreverse", "repeat" },
    animations = function() self.view.backgroundColor = "blue" end }
end

function Game:showTally()
  local total = self.hits + self.misses
  local rate = total == 0 and 0 or self.hits * 100 / total
  self.tally.text = ("Hits %d · Misses %d · %.0f%%"):format(self.hits, self.misses, rate)
end

function Game:deal()
  for _, card in ipairs(self.cards) do
    card:willMoveToParent(nil)
    card.view:removeFromSuperview()
    card:removeFromParent()
  end
  local cards, container = {}, self.cardContainer
  local faces = ui.shuffle(FACES)
  for n, place in ipairs(PLACES) do
    local card = Card.new(self, faces[n], n)
    self:addChild(card)
    local view = card.view
    view.center = place
    container:addSubview(view)
    card:didMoveToParent(self)
    cards[n] = card
  end
  self.cards = cards
  self.view.isUserInteractionEnabled = true
  self.inRound = false
end

function Game:cardTapped(tapped)
  if self.inRound then return end
  self.inRound = true
  self.view.isUserInteractionEnabled = false
  if tapped.face == "star" then self.hits = self.hits + 1 else self.misses = self.misses + 1 end
  ui.transition { view = tapped.view, duration = 0.7, options = "transitionFlipFromRight",
    animations = function()
      tapped.back.isHidden = true
      tapped.front.isHidden = false
    end }
  ui.animate { duration = 0.7, animations = function()
    for _, card in ipairs(self.cards) do
      if card ~= tapped then
        local view = card.view
        view.transform = SHRUNK
        view.alpha = 0
      end
    end
  end }
  ui.after(1, function()
    ui.animate { duration = 0.7, animations = function()
      local view = tapped.view
      view.transform = SHRUNK
      view.alpha = 0
    end }
  end)
  ui.after(2, function() self:deal() end)
end

-- The card under a point of the window, if any. Cards stay where they were dealt (a wiggle
-- only scales them), so their places are known without asking their views.
function Game:cardAt(location)
  local box = self.cardContainer.frame
  for _, card in ipairs(self.cards) do
    local c = PLACES[card.number]
    if math.abs(location.x - (box.x + c.x)) <= 50 and math.abs(location.y - (box.y + c.y)) <= 70 then
      return card
    end
  end
end

function Game:fingerAt(touch)
  local card = self:cardAt(touch.location)
  if not card then return end
  if touch.force >= touch.maximumPossibleForce then card:becomeStar() end
  if card.face == "star" and ui.now() - self.lastSignal >= SIGNAL_GAP then
    self.lastSignal = ui.now()
    ui.signal("psychic", card.number)
  end
end

function Game:maybeWiggle()
  if self.inRound or ui.now() < self.restUntil or math.random(1, 4) ~= 1 then return end
  local card = self.cards[math.random(1, #self.cards)]
  self.restUntil = ui.now() + 8
  ui.animate { duration = 0.2, options = { "autoreverse", "allowUserInteraction" },
    animations = function() card.view.transform = { scale = 1.01 } end,
    completion = function() card.view.transform = { scale = 1 } end }
end

return ui.App { device = "iphone", root = Game }
