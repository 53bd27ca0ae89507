-- One breed (the seed's BreedDetailView and BreedDetailVC): a square photo centred under the
-- navigation bar and the breed's description in a read-only text view below it, between the
-- margins. As the text scrolls down the photo shrinks, 180 points to nothing over the first
-- 180 points of scrolling, and it grows back as the text comes back to the top.
local ui = require "moonkit"
local style = require "cat_breeds.style"

local Colors, Fonts, Padding = style.Colors, style.Fonts, style.Padding

---------------------------------------------------------------- BreedDetailView

local BreedDetailView = {}
BreedDetailView.__index = BreedDetailView

-- The photo's side before any scrolling.
BreedDetailView.initialPhotoHeightWidth = 180

function BreedDetailView.new()
  local self = setmetatable({}, BreedDetailView)
  self.view = ui.View { backgroundColor = Colors.blackish, layoutMargins = style.screenMargins }
  self.photo = style.enableAutoLayout(ui.ImageView { identifier = "photo", contentMode = "scaleAspectFit" })
  self.fullDescription = style.enableAutoLayout(ui.TextView {
    identifier = "description",
    textColor = Colors.white,
    backgroundColor = Colors.blackish,
    font = Fonts.body,
    -- Scrolling stops at the top: the photo never grows past its full size.
    bounces = false,
  })
  self.fullDescription.isEditable = false
  local view = self.view
  view:addSubviews(self.photo, self.fullDescription)
  local safe, margins = view.safeAreaLayoutGuide, view.layoutMarginsGuide
  -- The photo's width and height change as the text scrolls: they are kept by name.
  self.photoHeight = self.photo.height:eq(BreedDetailView.initialPhotoHeightWidth)
  self.photoWidth = self.photo.width:eq(BreedDetailView.initialPhotoHeightWidth)
  ui.activate {
    self.photo.top:eq(safe.top),
    self.photo.centerX:eq(view.centerX),
    self.photoHeight,
    self.photoWidth,
    self.fullDescription.top:eq(self.photo.bottom + Padding.standard),
    self.fullDescription.bottom:eq(safe.bottom),
    self.fullDescription.leading:eq(margins.leading),
    self.fullDescription.trailing:eq(margins.trailing),
  }
  return self
end

-- The photo at a side of `heightWidth` points (the text view follows its bottom edge).
function BreedDetailView:updatePhotoSize(heightWidth)
  self.photoWidth.constant = heightWidth
  self.photoHeight.constant = heightWidth
end

---------------------------------------------------------------- BreedDetailVC

local BreedDetailVC = ui.ViewController:extend "BreedDetailVC"

--- A detail screen for `breed` (a table from cat_breeds.breeds): the way to make one, so that
--- none exists without its breed.
function BreedDetailVC.getViewController(breed)
  local breedDetailVC = BreedDetailVC.new()
  breedDetailVC.breed = breed
  breedDetailVC.title = breed.name
  return breedDetailVC
end

function BreedDetailVC:loadView()
  self.breedDetailView = BreedDetailView.new()
  self.breedDetailView.fullDescription.text = self.breed.description
  self.breedDetailView.fullDescription.delegate = self
  self.breedDetailView.photo.image = self.breed.photo
  self.view = self.breedDetailView.view
end

-- The text starts at the top, with the photo whole, every time the screen appears. (The seed
-- hid the views until viewDidAppear to mask UIKit's odd starting offset; here the offset is
-- simply set before the screen slides in.)
function BreedDetailVC:viewWillAppear()
  self.breedDetailView.fullDescription.contentOffset = { x = 0, y = 0 }
  self.breedDetailView:updatePhotoSize(BreedDetailView.initialPhotoHeightWidth)
end

function BreedDetailVC:scrollViewDidScroll(scrollView)
  local y = scrollView.contentOffset.y
  local full = BreedDetailView.initialPhotoHeightWidth
  if y < full then
    self.breedDetailView:updatePhotoSize(full - math.max(0, y))
  else
    self.breedDetailView:updatePhotoSize(0)
  end
end

return BreedDetailVC
