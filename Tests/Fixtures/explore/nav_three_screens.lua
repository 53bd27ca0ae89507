-- A copy of scripts/nav_demo.lua with a bug injected for `moonkit explore` to find: the
-- Credits screen reads a missing entry once both the Bengal and the Chartreux screens were
-- seen, so the nil access is reached only after three specific screens. Its tabs have no
-- images, so that the copy needs no files beside it.
local ui = require "moonkit"

local BREEDS = { "Abyssinian", "Bengal", "Chartreux" }

local Detail = ui.ViewController:extend "Detail"

function Detail:init(breed)
  self.breed = breed
  self.title = breed
  self.likes = 0
end

function Detail:loadView()
  self.view = ui.View { backgroundColor = "white" }
  self.label = ui.Label { identifier = "detail", text = self.breed .. " is a fine cat" }
  self.label.translatesAutoresizingMaskIntoConstraints = false
  self.view:addSubview(self.label)
  local safe = self.view.safeAreaLayoutGuide
  ui.activate { self.label.top:eq(safe.top + 16), self.label.centerX:eq(self.view.centerX) }
  self.navigationItem.rightBarButtonItem = ui.BarButtonItem {
    title = "Like",
    action = function()
      self.likes = self.likes + 1
      self.label.text = ("%s: %d like%s"):format(self.breed, self.likes, self.likes == 1 and "" or "s")
    end,
  }
end

function Detail:viewWillAppear() print(self.breed .. " will appear at " .. ui.now()) end
local seen = {}

function Detail:viewDidAppear()
  seen[self.breed] = true
  print(self.breed .. " did appear at " .. ui.now())
end

local List = ui.ViewController:extend "List"

function List:init() self.title = "Breeds" end

function List:loadView()
  self.view = ui.View { backgroundColor = "white" }
  local safe, above = self.view.safeAreaLayoutGuide, nil
  for i, breed in ipairs(BREEDS) do
    local row = ui.Button { title = breed, identifier = "row" .. i }
    row.translatesAutoresizingMaskIntoConstraints = false
    row:on("touchUpInside", function() self.navigationController:pushViewController(Detail(breed), true) end)
    self.view:addSubview(row)
    ui.activate {
      row.top:eq(above and above.bottom or safe.top + 8),
      row.leading:eq(safe.leading + 16),
      row.height:eq(44),
    }
    above = row
  end
end

function List:viewDidDisappear() print("Breeds did disappear at " .. ui.now()) end

local Credits = ui.ViewController:extend "Credits"

function Credits:init() self.title = "Credits" end

function Credits:loadView()
  self.view = ui.View { backgroundColor = "white" }
  local label = ui.Label { identifier = "credits", text = "Made with MoonKit" }
  label.translatesAutoresizingMaskIntoConstraints = false
  self.view:addSubview(label)
  ui.activate { label.centerX:eq(self.view.centerX), label.centerY:eq(self.view.centerY) }
end

local THANKS = { Abyssinian = { name = "Aby" } }

function Credits:viewDidAppear()
  if seen.Bengal and seen.Chartreux then
    print("thanks to " .. THANKS.Chartreux.name)  -- the injected bug: no entry for Chartreux
  end
end

local Main = ui.ViewController:extend "Main"

function Main:loadView()
  self.view = ui.View {}
  local breeds = ui.NavigationController(List())
  breeds.tabBarItem = ui.TabBarItem { title = "Breeds" }
  local about = ui.NavigationController(Credits())
  about.tabBarItem = ui.TabBarItem { title = "About" }
  self.tabs = ui.TabBarController()
  self.tabs.viewControllers = { breeds, about }
  self.tabs.tabBar.tintColor = "#FF9500"
  self:addChild(self.tabs)
  local tabsView = self.tabs.view
  tabsView.translatesAutoresizingMaskIntoConstraints = false
  self.view:addSubview(tabsView)
  ui.activate {
    tabsView.top:eq(self.view.top), tabsView.bottom:eq(self.view.bottom),
    tabsView.leading:eq(self.view.leading), tabsView.trailing:eq(self.view.trailing),
  }
  self.tabs:didMoveToParent(self)
end

return ui.App { device = "iphone", orientation = "portrait", root = Main }
