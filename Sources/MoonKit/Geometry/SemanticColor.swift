/// iOS's semantic colours, each with its light and dark value (iOS 15's, as Apple's
/// Human Interface Guidelines list them). A `Color` made from one keeps its name and resolves
/// when drawn (`Color.resolved(for:)`), so a view set to `label` draws black in light and
/// white in dark.
public enum SemanticColor: String, Sendable, Hashable, CaseIterable {
    /// A plain screen's background, then what sits on it, then what sits on that.
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    /// The same three levels for grouped content (a grouped table's background and cells).
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    /// Text of falling importance, a text field's placeholder, and a link.
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
    /// Lines between content: see-through, and opaque.
    case separator, opaqueSeparator
    /// Fills of shapes and controls, from large (a slider's track) to small.
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    /// The system's tints, a little brighter in dark.
    case systemBlue, systemRed, systemGreen, systemOrange, systemYellow, systemPink
    /// More of the system's tints.
    case systemPurple, systemTeal, systemIndigo, systemBrown, systemMint, systemCyan
    /// Six greys, from the middle grey towards the background: lighter in light, darker in dark.
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6

    /// The value in `appearance`.
    public func value(in appearance: Appearance) -> Color {
        let (light, dark) = values
        return appearance == .dark ? dark : light
    }

    private var values: (light: Color, dark: Color) {
        func rgb(_ hex: UInt32, _ alpha: Double = 1) -> Color {
            Color(red255: Int(hex >> 16), green255: Int((hex >> 8) & 0xFF), blue255: Int(hex & 0xFF), alpha: alpha)
        }
        // The greys text and separators are drawn in: 60 60 67 on light, 235 235 245 on dark.
        let ink = 0x3C3C43 as UInt32, darkInk = 0xEBEBF5 as UInt32
        switch self {
        case .systemBackground: return (rgb(0xFFFFFF), rgb(0x000000))
        case .secondarySystemBackground: return (rgb(0xF2F2F7), rgb(0x1C1C1E))
        case .tertiarySystemBackground: return (rgb(0xFFFFFF), rgb(0x2C2C2E))
        case .systemGroupedBackground: return (rgb(0xF2F2F7), rgb(0x000000))
        case .secondarySystemGroupedBackground: return (rgb(0xFFFFFF), rgb(0x1C1C1E))
        case .tertiarySystemGroupedBackground: return (rgb(0xF2F2F7), rgb(0x2C2C2E))
        case .label: return (rgb(0x000000), rgb(0xFFFFFF))
        case .secondaryLabel: return (rgb(ink, 0.6), rgb(darkInk, 0.6))
        case .tertiaryLabel: return (rgb(ink, 0.3), rgb(darkInk, 0.3))
        case .quaternaryLabel: return (rgb(ink, 0.18), rgb(darkInk, 0.16))
        case .placeholderText: return (rgb(ink, 0.3), rgb(darkInk, 0.3))
        case .link: return (rgb(0x007AFF), rgb(0x0984FF))
        case .separator: return (rgb(ink, 0.29), rgb(0x545458, 0.6))
        case .opaqueSeparator: return (rgb(0xC6C6C8), rgb(0x38383A))
        case .systemFill: return (rgb(0x787880, 0.2), rgb(0x787880, 0.36))
        case .secondarySystemFill: return (rgb(0x787880, 0.16), rgb(0x787880, 0.32))
        case .tertiarySystemFill: return (rgb(0x767680, 0.12), rgb(0x767680, 0.24))
        case .quaternarySystemFill: return (rgb(0x747480, 0.08), rgb(0x767680, 0.18))
        case .systemBlue: return (rgb(0x007AFF), rgb(0x0A84FF))
        case .systemRed: return (rgb(0xFF3B30), rgb(0xFF453A))
        case .systemGreen: return (rgb(0x34C759), rgb(0x30D158))
        case .systemOrange: return (rgb(0xFF9500), rgb(0xFF9F0A))
        case .systemYellow: return (rgb(0xFFCC00), rgb(0xFFD60A))
        case .systemPink: return (rgb(0xFF2D55), rgb(0xFF375F))
        case .systemPurple: return (rgb(0xAF52DE), rgb(0xBF5AF2))
        case .systemTeal: return (rgb(0x30B0C7), rgb(0x40C8E0))
        case .systemIndigo: return (rgb(0x5856D6), rgb(0x5E5CE6))
        case .systemBrown: return (rgb(0xA2845E), rgb(0xAC8E68))
        case .systemMint: return (rgb(0x00C7BE), rgb(0x63E6E2))
        case .systemCyan: return (rgb(0x32ADE6), rgb(0x64D2FF))
        case .systemGray: return (rgb(0x8E8E93), rgb(0x8E8E93))
        case .systemGray2: return (rgb(0xAEAEB2), rgb(0x636366))
        case .systemGray3: return (rgb(0xC7C7CC), rgb(0x48484A))
        case .systemGray4: return (rgb(0xD1D1D6), rgb(0x3A3A3C))
        case .systemGray5: return (rgb(0xE5E5EA), rgb(0x2C2C2E))
        case .systemGray6: return (rgb(0xF2F2F7), rgb(0x1C1C1E))
        }
    }
}
