import Foundation
import MoonKit

/// How `play` writes colours: not at all, or as ANSI escapes, with 24-bit colours where the
/// terminal says it has them (COLORTERM) and the 256-colour palette elsewhere.
enum TerminalColours: Equatable {
    case none
    case palette256
    case trueColour

    /// What the terminal on standard output can show: colours only on a terminal (not piped
    /// into a file), one that is not `dumb`, and not when NO_COLOR is set (no-color.org).
    static func forStandardOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalColours {
        guard isatty(STDOUT_FILENO) != 0 else { return .none }
        return named(environment)
    }

    /// What the environment allows, the terminal taken as one.
    static func named(_ environment: [String: String]) -> TerminalColours {
        if environment["NO_COLOR"]?.isEmpty == false { return .none }
        if environment["TERM"] == "dumb" { return .none }
        let colourTerm = environment["COLORTERM"]?.lowercased() ?? ""
        return colourTerm == "truecolor" || colourTerm == "24bit" ? .trueColour : .palette256
    }

    /// One row of the grid with escapes where the colours change, back to the terminal's own
    /// colours at its end.
    func row(_ characters: [Character], paper: [Color?], ink: [Color?]) -> String {
        var out = ""
        var current: (paper: Color?, ink: Color?) = (nil, nil)
        for (i, ch) in characters.enumerated() {
            let wanted = (paper: paper[i], ink: ink[i])
            if wanted.paper != current.paper || wanted.ink != current.ink {
                if current.paper != nil || current.ink != nil { out += "\u{1B}[0m" }
                if let p = wanted.paper { out += escape(p, background: true) }
                if let k = wanted.ink { out += escape(k, background: false) }
                current = wanted
            }
            out.append(ch)
        }
        if current.paper != nil || current.ink != nil { out += "\u{1B}[0m" }
        return out
    }

    /// The escape that sets the background or the text to `colour` (taken as opaque).
    func escape(_ colour: Color, background: Bool) -> String {
        let (r, g, b) = Self.bytes(colour)
        switch self {
        case .none: return ""
        case .trueColour: return "\u{1B}[\(background ? 48 : 38);2;\(r);\(g);\(b)m"
        case .palette256: return "\u{1B}[\(background ? 48 : 38);5;\(Self.paletteIndex(r, g, b))m"
        }
    }

    /// The 0…255 channels of a colour, a script's out-of-range or NaN values pulled in.
    static func bytes(_ c: Color) -> (Int, Int, Int) {
        func byte(_ v: Double) -> Int { v.isNaN ? 0 : Int((min(max(v, 0), 1) * 255).rounded()) }
        return (byte(c.red), byte(c.green), byte(c.blue))
    }

    /// The nearest colour of xterm's 6×6×6 cube (indices 16…231), or of its grey ramp
    /// (232…255) for greys.
    static func paletteIndex(_ r: Int, _ g: Int, _ b: Int) -> Int {
        if r == g && g == b {
            if r < 8 { return 16 }
            if r > 248 { return 231 }
            return 232 + min(23, (r - 8 + 5) / 10)   // the ramp's greys are 8, 18, … 238
        }
        func level(_ v: Int) -> Int { v < 48 ? 0 : v < 115 ? 1 : (v - 35) / 40 }
        return 16 + 36 * level(r) + 6 * level(g) + level(b)
    }

    /// Whether two colours look alike on a terminal: channels within 2 % of each other.
    static func sameShade(_ a: Color, _ b: Color) -> Bool {
        let (ar, ag, ab) = bytes(a), (br, bg, bb) = bytes(b)
        return abs(ar - br) <= 5 && abs(ag - bg) <= 5 && abs(ab - bb) <= 5
    }
}

extension Color {
    /// `top` painted over this colour with `top`'s alpha; the result is opaque.
    func blended(under top: Color) -> Color {
        let a = top.alpha.isNaN ? 0 : min(max(top.alpha, 0), 1)
        return Color(red: top.red * a + red * (1 - a), green: top.green * a + green * (1 - a),
                     blue: top.blue * a + blue * (1 - a))
    }
}
