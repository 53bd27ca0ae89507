-- A tiny self-playing game: the host picks a number from 1 to 100 and a bot
-- finds it by halving the range. Run it with `moonkit run scripts/hello.lua`.
local greeting = require "lib.greeting"

print(greeting.banner("Guess my number"))

math.randomseed(2024)  -- the same game every run
local secret = math.random(1, 100)
local low, high, tries = 1, 100, 0

while true do
  local guess = (low + high) // 2
  tries = tries + 1
  if guess < secret then
    print(("guess %d: %3d is too low"):format(tries, guess))
    low = guess + 1
  elseif guess > secret then
    print(("guess %d: %3d is too high"):format(tries, guess))
    high = guess - 1
  else
    print(("guess %d: %3d is right!"):format(tries, guess))
    break
  end
end

print(greeting.verdict(tries))
