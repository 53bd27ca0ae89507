/// An sRGB colour with alpha, each component 0…1 (UIKit's `UIColor`).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double
    /// The semantic colour this is (`label`, `systemBackground`, …), whose value depends on the
    /// appearance: the components hold its light value, and `resolved(for:)` gives the one drawn.
    public private(set) var semantic: SemanticColor?

    /// A colour from components 0…1; values outside are clamped so pictures never overflow.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// A semantic colour, holding its light value until resolved for an appearance.
    public init(semantic: SemanticColor) {
        self = semantic.value(in: .light)
        self.semantic = semantic
    }

    /// The colour as drawn in `appearance`: a semantic colour's value there (with the opacity
    /// `withAlphaComponent` gave it), any other colour itself.
    public func resolved(for appearance: Appearance) -> Color {
        guard let semantic else { return self }
        let value = semantic.value(in: appearance), light = semantic.value(in: .light)
        // The opacity `withAlphaComponent` gave, as a share of the light value's own.
        let alpha = light.alpha > 0 ? value.alpha * self.alpha / light.alpha : value.alpha
        return Color(red: value.red, green: value.green, blue: value.blue, alpha: alpha)
    }

    /// A grey level (UIKit's `UIColor(white:alpha:)`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from 0…255 components, the way design tools state them.
    public init(red255 r: Int, green255 g: Int, blue255 b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    public init(hex: String) throws(ColorError) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        var nibbles: [Int] = []
        for ch in digits {
            guard let v = ch.hexDigitValue else { throw .invalidHex(hex) }
            nibbles.append(v)
        }
        switch nibbles.count {
        case 3:
            self.init(red255: nibbles[0] * 17, green255: nibbles[1] * 17, blue255: nibbles[2] * 17)
        case 6, 8:
            let bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] * 16 + nibbles[$0 + 1] }
            self.init(red255: bytes[0], green255: bytes[1], blue255: bytes[2],
                      alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
        default:
            throw .invalidHex(hex)
        }
    }

    /// A named colour (`"red"`, `"lightGray"`, `"systemBlue"`, …) or a hex string, as scripts write them.
    public init(named name: String) throws(ColorError) {
        if let semantic = SemanticColor(rawValue: name) ?? Color.semanticByLowercaseName[name.lowercased()] {
            self.init(semantic: semantic)
        } else if let c = Color.named[name] ?? Color.named[name.lowercased()] {
            self = c
        } else if name.hasPrefix("#") {
            try self.init(hex: name)
        } else {
            throw .unknownName(name)
        }
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        var copy = Color(red: red, green: green, blue: blue, alpha: alpha)
        // A semantic colour stays one, at the new opacity (as a dynamic UIColor does).
        copy.semantic = semantic
        return copy
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// The colour's name when it has one (`white`), else `#RRGGBBAA`.
    public var description: String {
        if let semantic, alpha == semantic.value(in: .light).alpha { return semantic.rawValue }
        if let name = Color.nameByColor[self] { return name }
        return hexString
    }

    private static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }

    // UIKit's named colours with the component values UIKit documents for them.
    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 1)
    /// 50% grey.
    public static let gray = Color(white: 0.5)
    /// One-third grey.
    public static let darkGray = Color(white: 1.0 / 3)
    /// Two-thirds grey.
    public static let lightGray = Color(white: 2.0 / 3)
    /// Fully transparent black.
    public static let clear = Color(white: 0, alpha: 0)
    /// Pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Cyan.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Yellow.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Magenta.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Orange.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Brown.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// The tint of system buttons.
    public static let systemBlue = Color(semantic: .systemBlue)
    /// The system red.
    public static let systemRed = Color(semantic: .systemRed)
    /// The system green.
    public static let systemGreen = Color(semantic: .systemGreen)
    /// The grey of placeholders and disabled titles (UIKit's placeholder text colour, opaque approximation).
    public static let systemGray = Color(semantic: .systemGray)

    /// Every named colour, by the name scripts use.
    public static let named: [String: Color] = [
        "black": .black, "white": .white, "gray": .gray, "grey": .gray, "darkGray": .darkGray,
        "darkgray": .darkGray, "lightGray": .lightGray, "lightgray": .lightGray, "clear": .clear,
        "red": .red, "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow,
        "magenta": .magenta, "orange": .orange, "purple": .purple, "brown": .brown,
    ]

    /// The semantic colours by their names in lower case, as `named` spells names either way.
    private static let semanticByLowercaseName: [String: SemanticColor] =
        Dictionary(uniqueKeysWithValues: SemanticColor.allCases.map { ($0.rawValue.lowercased(), $0) })

    private static let nameByColor: [Color: String] = {
        var out: [Color: String] = [:]
        for (name, color) in named where name.first?.isLowercase == true && name != "grey" {
            // Prefer the camel-case spelling when both exist.
            if let existing = out[color], existing.count == name.count, existing != existing.lowercased() { continue }
            if out[color] == nil || name != name.lowercased() { out[color] = name }
        }
        return out
    }()
}

/// Why a colour could not be made from text.
public enum ColorError: Error, Equatable, CustomStringConvertible {
    /// The text is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    case invalidHex(String)
    /// No colour has that name.
    case unknownName(String)

    /// Why the text names no colour, and what would (`#RGB, #RRGGBB or #RRGGBBAA`).
    public var description: String {
        switch self {
        case .invalidHex(let s): return "\(MessageText.quoted(s)) is not a hex colour (#RGB, #RRGGBB or #RRGGBBAA)"
        case .unknownName(let s): return "no colour is named \(MessageText.quoted(s))"
        }
    }
}
