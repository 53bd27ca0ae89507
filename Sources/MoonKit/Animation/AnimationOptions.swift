/// Options of `animate` and `transition`, as UIKit's `UIView.AnimationOptions` spells them.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The options' bits, as UIKit numbers them.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Views being animated still receive touches (without it they ignore them).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from what is on screen now rather than from the old model value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Runs forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs forwards then backwards (with `repeat`, back and forth forever).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)

    // The curve is a two-bit field, as in UIKit: no bit set means ease-in-out.
    /// Slow at both ends (the default curve: no bit set).
    public static let curveEaseInOut = AnimationOptions([])
    /// Starts slowly, ends at full speed.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Starts at full speed, ends slowly.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// The same speed throughout.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    // Transition styles are a three-bit field; none set means none.
    /// A transition that turns the view over about its vertical axis, left edge first.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A transition that turns the view over about its vertical axis, right edge first.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A transition that fades the old contents out as the new ones fade in.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)

    /// The curve the options choose.
    public var curve: AnimationCurve {
        switch (rawValue >> 16) & 3 {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }

    /// The transition style the options choose, if any.
    public var transitionStyle: TransitionStyle? {
        switch (rawValue >> 20) & 7 {
        case 1: return .flipFromLeft
        case 2: return .flipFromRight
        case 5: return .crossDissolve
        default: return nil
        }
    }

    /// The options named by words, as Lua scripts write them (`"repeat"`, `"curveLinear"`, …).
    public static let byName: [String: AnimationOptions] = [
        "allowUserInteraction": .allowUserInteraction, "beginFromCurrentState": .beginFromCurrentState,
        "repeat": .repeat, "autoreverse": .autoreverse,
        "curveEaseInOut": .curveEaseInOut, "curveEaseIn": .curveEaseIn,
        "curveEaseOut": .curveEaseOut, "curveLinear": .curveLinear,
        "transitionFlipFromLeft": .transitionFlipFromLeft, "transitionFlipFromRight": .transitionFlipFromRight,
        "transitionCrossDissolve": .transitionCrossDissolve,
    ]

    /// The option named by the UTF-8 bytes `name` (what `byName` finds).
    public static func named(utf8 name: UnsafeRawBufferPointer) -> AnimationOptions? {
        byName[String(decoding: name, as: UTF8.self)]
    }
}

/// How `transition(with:…)` swaps a view's contents.
public enum TransitionStyle: Sendable, Equatable {
    /// Turned over about the vertical axis (left or right edge first), or faded from old to new.
    case flipFromLeft, flipFromRight, crossDissolve
}
