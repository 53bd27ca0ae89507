-- Cat Breeds on a portrait iPhone (seed 002: the cat breeds app built in code rather than in
-- Interface Builder). A tab bar with two tabs: Browse, a navigation stack whose root lists the
-- breeds and pushes a breed's detail (its photo shrinks as its text scrolls), and Credits,
-- attributed text with links and two buttons that meow. The breeds come from
-- levels/cat_breeds.txt, read on a background queue. The screens are in scripts/cat_breeds/.
-- Run it: moonkit run scripts/cat_breeds.lua --bot cat_breeds_tour
local ui = require "moonkit"
local style = require "cat_breeds.style"
local BreedBrowseVC = require "cat_breeds.list"
local CreditsVC = require "cat_breeds.credits"

local Colors, Fonts = style.Colors, style.Fonts

-- The app's root (the seed's MainTabBarVC). A Lua class extends a plain view controller, so
-- this one holds the engine's tab bar controller as its child, filling the screen.
local MainTabBarVC = ui.ViewController:extend "MainTabBarVC"

-- The model of the tab bar: the tabs' titles, which also name their icons.
MainTabBarVC.tabs = { "Browse", "Credits" }

-- A tab's item: its title and its icon, unselected and selected (drawn as templates, tinted).
local function tabBarItem(title)
  local icon = "tab_" .. title:lower()
  return ui.TabBarItem { title = title, image = icon, selectedImage = icon .. "_selected" }
end

function MainTabBarVC:loadView()
  self.view = ui.View { backgroundColor = Colors.blackish }

  local breedBrowseNavC = ui.NavigationController(BreedBrowseVC())
  breedBrowseNavC.tabBarItem = tabBarItem(MainTabBarVC.tabs[1])
  local bar = breedBrowseNavC.navigationBar
  bar.barTintColor = Colors.barish
  bar.tintColor = Colors.greenish
  bar.titleLabel.textColor = Colors.white
  bar.titleLabel.font = Fonts.bar

  local creditsVC = CreditsVC()
  creditsVC.tabBarItem = tabBarItem(MainTabBarVC.tabs[2])

  local tabs = ui.TabBarController()
  self.tabBarVC = tabs
  tabs.viewControllers = { breedBrowseNavC, creditsVC }
  tabs.tabBar.barTintColor = Colors.barish
  tabs.tabBar.tintColor = Colors.greenish
  tabs.tabBar.unselectedItemTintColor = Colors.grayish

  self:addChild(tabs)
  local tabsView = style.enableAutoLayout(tabs.view)
  self.view:addSubview(tabsView)
  ui.activate {
    tabsView.top:eq(self.view.top), tabsView.bottom:eq(self.view.bottom),
    tabsView.leading:eq(self.view.leading), tabsView.trailing:eq(self.view.trailing),
  }
  tabs:didMoveToParent(self)
end

return ui.App {
  device = "iphone", orientation = "portrait", root = MainTabBarVC,
  dataFiles = { "cat_breeds.breeds" },
}
