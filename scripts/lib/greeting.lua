-- Words for the guessing game, kept in a module to show `require` inside the script root.
local greeting = {}

function greeting.banner(title)
  local line = string.rep("=", #title + 4)
  return ("%s\n  %s\n%s"):format(line, title, line)
end

function greeting.verdict(tries)
  if tries <= 7 then
    return ("Found it in %d guesses: halving never needs more than 7 for 1..100."):format(tries)
  end
  return ("%d guesses? Something is off with the bot."):format(tries)
end

return greeting
