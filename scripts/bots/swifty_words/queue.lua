-- The queue the Swifty Words bot's search takes its spellings and prefixes from, best first:
-- a binary heap ordered by rank.

-- Whether queue entry x comes before y: the smaller rank; at equal ranks a prefix before a
-- whole spelling (what lies under the prefix may still come first), and whole spellings by
-- their buttons.
local function comesBefore(x, y)
  if x.rank ~= y.rank then return x.rank < y.rank end
  if not (x.whole and y.whole) then return not x.whole and y.whole == true end
  for i, group in ipairs(x.groups) do
    local other = y.groups[i]
    if group ~= other then return group.number < other.number end
  end
  return false
end

-- A binary heap: the entry that comes first is on top.
local function newQueue() return { items = {} } end

local function peek(queue) return queue.items[1] end

local function push(queue, entry)
  local items = queue.items
  items[#items + 1] = entry
  local i = #items
  while i > 1 and comesBefore(items[i], items[i // 2]) do
    items[i], items[i // 2] = items[i // 2], items[i]
    i = i // 2
  end
end

local function pop(queue)
  local items = queue.items
  local top = items[1]
  items[1] = items[#items]
  items[#items] = nil
  local i = 1
  while true do
    local first, left, right = i, 2 * i, 2 * i + 1
    if items[left] and comesBefore(items[left], items[first]) then first = left end
    if items[right] and comesBefore(items[right], items[first]) then first = right end
    if first == i then return top end
    items[i], items[first] = items[first], items[i]
    i = first
  end
end

return {
  newQueue = newQueue,
  peek = peek,
  push = push,
  pop = pop,
}
