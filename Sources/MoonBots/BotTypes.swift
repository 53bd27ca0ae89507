/// The types, for editors, of the tables the bot's `game` methods take and return, as Lua
/// language server declarations (`moonkit lua-defs` writes them beside `game`'s members, whose
/// types `WrapBotSession` declares).
public enum BotTypes {
    /// The `---@class` declarations of the query and view tables, as `moonkit lua-defs` writes them.
    public static let valueTypes = """
        ---What `game:views` and `game:find` look for; every field is optional.
        ---@class ViewQuery
        ---@field type? string
        ---@field identifier? string
        ---@field title? string
        ---@field text? string
        ---@field inside? string
        ---@field includeHidden? boolean
        ---@field systemItem? BarButtonSystemItem

        ---A view as a bot sees it.
        ---@class ViewDescription
        ---@field id integer
        ---@field type string
        ---@field frame Rect
        ---@field isHidden boolean
        ---@field alpha number
        ---@field tag integer
        ---@field identifier? string
        ---@field text? string
        ---@field title? string
        ---@field isEnabled? boolean
        ---@field placeholder? string
        ---@field image? string
        ---@field systemItem? BarButtonSystemItem
        ---@field isOn? boolean
        ---@field value? number
        ---@field minimumValue? number
        ---@field maximumValue? number
        ---@field segments? string[]
        ---@field selectedSegmentIndex? integer
        ---@field currentPage? integer
        ---@field numberOfPages? integer
        ---@field progress? number
        ---@field isAnimating? boolean

        ---A bar's button by its system item: `game:tap { systemItem = "add" }`.
        ---@class SystemItemTarget
        ---@field systemItem BarButtonSystemItem

        ---A button's title, a view description, a bar button's system item or a view's handle (`description.id`).
        ---@alias ViewTarget string|ViewDescription|SystemItemTarget|integer

        ---How `game:type` ends: `submit = true` presses return after the text.
        ---@class TypeOptions
        ---@field submit? boolean

        ---@class AlertDescription
        ---@field title? string
        ---@field message? string
        ---@field actions string[]

        ---@class Signal
        ---@field name string
        ---@field value any
        ---@field time number

        ---The signals in order; `dropped` counts older ones not kept.
        ---@class SignalList
        ---@field [integer] Signal
        ---@field dropped? integer

        ---@class PlayedSound
        ---@field name string
        ---@field duration number
        ---@field time number
        """
}
