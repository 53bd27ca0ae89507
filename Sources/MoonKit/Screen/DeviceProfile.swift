/// The screen a window pretends to be: its size in points, the safe area and the margins the
/// system gives a view controller's root view.
///
/// Every device number MoonKit uses lives in this file. Sources:
/// - Screen sizes in points are Apple's published figures (Human Interface Guidelines,
///   "Layout – Specifications"): iPad 9.7" 768×1024, 12.9" iPad Pro 1024×1366,
///   iPhone 14 390×844; each in landscape (the default names) and in portrait (`-portrait`).
/// - Safe areas are what UIKit reports for a full-screen root view on iOS 15–17:
///   iPad 9.7" (home button): the 20-pt status bar at the top only.
///   12.9" iPad Pro (3rd generation on, no home button): the 24-pt status bar at the top
///   and the 20-pt home indicator at the bottom.
///   iPhone 14 landscape: the status bar is hidden; 47 pt on the left and right for the
///   sensor housing and the rounded corners, 21 pt at the bottom for the home indicator.
///   iPhone 14 portrait: 47 pt at the top (status bar and sensor housing), 34 pt at the
///   bottom for the home indicator. iPads keep their status bar at the top in both orientations.
/// - Root-view margins follow UIKit's `systemMinimumLayoutMargins` on iOS 11 and later:
///   20 pt leading/trailing in a regular-width size class (every full-screen iPad),
///   16 pt in a compact-width one (iPhone 14 in either orientation), and 0 top/bottom.
///   Because `insetsLayoutMarginsFromSafeArea` is on, the root view's margins guide is
///   the safe area inset by these minimums. On the iPad 9.7" that makes the
///   `layoutMarginsGuide` the rectangle (20, 20, 984, 748): the frame the Swifty Words
///   layout of seed 001 is worked out against: the score label sits under the status bar,
///   20 pt from the right edge, and the letter container ends 20 pt above the bottom edge.
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
    /// Which family the device belongs to.
    public enum Idiom: String, Sendable, Hashable {
        /// An iPad.
        case pad
        /// An iPhone.
        case phone
    }

    /// A short name scripts can ask for (`"ipad"`, `"ipad-pro-12.9"`, `"iphone"`).
    public var name: String
    /// iPad or iPhone.
    public var idiom: Idiom
    /// The screen in points, in the profile's orientation.
    public var size: Size
    /// Insets the status bar, home indicator and sensor housing take from the screen.
    public var safeAreaInsets: EdgeInsets
    /// The smallest margins the system gives a view controller's root view, added inside the safe area.
    public var systemMinimumLayoutMargins: EdgeInsets
    /// Pixels per point, for pictures.
    public var scale: Double

    /// A profile from its numbers, for devices not listed here.
    public init(name: String, idiom: Idiom, size: Size, safeAreaInsets: EdgeInsets,
                systemMinimumLayoutMargins: EdgeInsets, scale: Double) {
        self.name = name
        self.idiom = idiom
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.systemMinimumLayoutMargins = systemMinimumLayoutMargins
        self.scale = scale
    }

    /// True when the width is larger than the height.
    public var isLandscape: Bool { size.width > size.height }

    /// Which way up the screen is held.
    public enum Orientation: String, Sendable, CaseIterable {
        /// Taller than wide.
        case portrait
        /// Wider than tall.
        case landscape
    }

    /// The profile's orientation, from its size.
    public var orientation: Orientation { isLandscape ? .landscape : .portrait }

    /// The same device held the other way when `orientation` differs: a built-in profile's
    /// sibling (with that orientation's safe area), or for other profiles the size turned and
    /// the insets kept.
    public func inOrientation(_ orientation: Orientation) -> DeviceProfile {
        if orientation == self.orientation { return self }
        let family = DeviceProfile.family(of: name)
        if let sibling = DeviceProfile.all.first(where: { DeviceProfile.family(of: $0.name) == family && $0.orientation == orientation }) {
            return sibling
        }
        var turned = self
        turned.size = Size(width: size.height, height: size.width)
        return turned
    }

    private static func family(of name: String) -> String {
        name.hasSuffix("-portrait") ? String(name.dropLast("-portrait".count)) : name
    }

    /// The iPad 9.7" in landscape, 1024×768: the default for Swifty Words.
    public static let iPad = DeviceProfile(
        name: "ipad", idiom: .pad, size: Size(width: 1024, height: 768),
        safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        systemMinimumLayoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), scale: 2)

    /// The 12.9" iPad Pro in landscape, 1366×1024.
    public static let iPadPro12_9 = DeviceProfile(
        name: "ipad-pro-12.9", idiom: .pad, size: Size(width: 1366, height: 1024),
        safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        systemMinimumLayoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), scale: 2)

    /// The iPhone 14 in landscape, 844×390.
    public static let iPhone = DeviceProfile(
        name: "iphone", idiom: .phone, size: Size(width: 844, height: 390),
        safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
        systemMinimumLayoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), scale: 3)

    /// The iPhone 14 in portrait, 390×844: the orientation of most iPhone apps.
    public static let iPhonePortrait = DeviceProfile(
        name: "iphone-portrait", idiom: .phone, size: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        systemMinimumLayoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), scale: 3)

    /// The iPad 9.7" in portrait, 768×1024.
    public static let iPadPortrait = DeviceProfile(
        name: "ipad-portrait", idiom: .pad, size: Size(width: 768, height: 1024),
        safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        systemMinimumLayoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), scale: 2)

    /// The 12.9" iPad Pro in portrait, 1024×1366.
    public static let iPadPro12_9Portrait = DeviceProfile(
        name: "ipad-pro-12.9-portrait", idiom: .pad, size: Size(width: 1024, height: 1366),
        safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        systemMinimumLayoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), scale: 2)

    /// Every built-in profile.
    public static let all: [DeviceProfile] = [.iPad, .iPadPro12_9, .iPhone, .iPadPortrait, .iPadPro12_9Portrait, .iPhonePortrait]

    /// A built-in profile by name (also accepts `"ipad-pro"` and `"iphone-14"`, and
    /// `-landscape` or `-portrait` after any of them), or nil.
    public static func named(_ name: String) -> DeviceProfile? {
        var base = name.lowercased()
        var orientation: Orientation?
        for o in Orientation.allCases where base.hasSuffix("-\(o.rawValue)") {
            orientation = o
            base = String(base.dropLast(o.rawValue.count + 1))
        }
        let profile: DeviceProfile
        switch base {
        case "ipad", "ipad-9.7": profile = .iPad
        case "ipad-pro", "ipad-pro-12.9": profile = .iPadPro12_9
        case "iphone", "iphone-14": profile = .iPhone
        default: return nil
        }
        return orientation.map(profile.inOrientation) ?? profile
    }

    /// The device's name and screen size.
    public var description: String { "\(name) \(size)" }
}
