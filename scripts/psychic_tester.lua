-- Psychic Tester: an ESP test with Zener cards on an iPhone in landscape. Eight cards lie face
-- down; one of them is the star. Tap the card you feel is the star: it turns over, the others
-- vanish, and a new hand is dealt. Hits and misses are kept. Pressing a card as hard as the
-- screen allows turns it into the star, and a finger resting on the star makes a signal that
-- a watcher (a script, a simulation) can feel: the original game's cheats.
local ui = require "moonkit"

local FACES = { "circle", "circle", "cross", "cross", "wave", "wave", "square", "star" }
local SIGNAL_GAP = 0.5        -- at most one signal every half second
local CARD_WIDTH, CARD_HEIGHT = 100, 140

-- Where the n-th card lies on the table: its centre in the card box, two rows of four.
local function placeOf(n)
  local column, row = (n - 1) % 4, (n - 1) // 4
  return { x = 75 + column * 110, y = 85 + row * 150 }
end

-- Whether a point lies in a rectangle, its edges included.
local function isWithin(point, rect)
  return point.x >= rect.x and point.x <= rect.x + rect.width
     and point.y >= rect.y and point.y <= rect.y + rect.height
end

---------------------------------------------------------------- one card

local Card = ui.ViewController:extend "Card"

function Card:init(game, face, number)
  self.game, self.face, self.number = game, face, number
  self.place = placeOf(number)
end

function Card:loadView()
  local frame = { x = 0, y = 0, width = CARD_WIDTH, height = CARD_HEIGHT }
  local view = ui.View { identifier = ("card%d"):format(self.number), frame = frame }
  self.front = ui.ImageView { image = "card_" .. self.face, isHidden = true, frame = frame }
  self.back = ui.ImageView { image = "card_back", alpha = 0, frame = frame }
  view:addSubview(self.front)
  view:addSubview(self.back)
  self.view = view
end

function Card:viewDidAppear()
  ui.animate { duration = 0.2, animations = function() self.back.alpha = 1 end }
end

function Card:becomeStar()
  self.face = "star"
  self.front.image = "card_star"
end

-- Whether a point of the card box lies on this card's place, edges included. Its place, not
-- its frame: a wiggle scales a card for a moment and a card leaving the table shrinks, but a
-- finger is judged by where the card was dealt.
function Card:covers(point)
  return math.abs(point.x - self.place.x) <= CARD_WIDTH / 2
     and math.abs(point.y - self.place.y) <= CARD_HEIGHT / 2
end

-- A finger that lands on a card stays with that card's view until it lifts, wherever it
-- slides: the game looks for the card under it each time.
function Card:touchesBegan(touches) self.game:fingerAt(touches[1]) end
function Card:touchesMoved(touches) self.game:fingerAt(touches[1]) end
function Card:touchesEnded(touches)
  -- A tap counts only where it ends on this card, as a button's touchUpInside would.
  if isWithin(touches[1]:locationIn(self.view), self.view.bounds) then self.game:cardTapped(self) end
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
  self.cards = {}
  local faces = ui.shuffle(FACES)
  for n = 1, #FACES do
    local card = Card.new(self, faces[n], n)
    self:addChild(card)
    card.view.center = card.place
    self.cardContainer:addSubview(card.view)
    card:didMoveToParent(self)
    self.cards[n] = card
  end
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
        card.view.transform = { scale = 0.001 }   -- shrunk to (almost) nothing
        card.view.alpha = 0
      end
    end
  end }
  ui.after(1, function()
    ui.animate { duration = 0.7, animations = function()
      tapped.view.transform = { scale = 0.001 }
      tapped.view.alpha = 0
    end }
  end)
  ui.after(2, function() self:deal() end)
end

-- The card of the hand under a finger, if any.
function Game:cardUnder(touch)
  local finger = touch:locationIn(self.cardContainer)
  for _, card in ipairs(self.cards) do
    if card:covers(finger) then return card end
  end
end

-- A finger pressing as hard as the screen allows turns the card under it into the star; a
-- finger on the star makes the signal, at most once every SIGNAL_GAP seconds.
function Game:fingerAt(touch)
  local card = self:cardUnder(touch)
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
