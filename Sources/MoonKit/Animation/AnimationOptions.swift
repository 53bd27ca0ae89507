/// Options of `animate` and `transition`, as UIKit's `UIView.AnimationOptions` spells them.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
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
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    // Transition styles are a three-bit field; none set means none.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
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
    case flipFromLeft, flipFromRight, crossDissolve
}
