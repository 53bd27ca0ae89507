/// The screen a window pretends to be: its size in points, the safe area and the margins the
/// system gives a view controller's root view.
///
/// Every device number MoonKit uses lives in this file. Sources:
/// - Screen sizes in points are Apple's published figures (Human Interface Guidelines,
///   "Layout – Specifications"): iPad 9.7" 768×1024, 12.9" iPad Pro 1024×1366,
///   iPhone 14 390×844; all three in landscape here.
/// - Safe areas are what UIKit reports for a full-screen root view on iOS 15–17:
///   iPad 9.7" (home button): the 20-pt status bar at the top only.
///   12.9" iPad Pro (3rd generation on, no home button): the 24-pt status bar at the top
///   and the 20-pt home indicator at the bottom.
///   iPhone 14 landscape: the status bar is hidden; 47 pt on the left and right for the
///   sensor housing and the rounded corners, 21 pt at the bottom for the home indicator.
/// - Root-view margins follow UIKit's `systemMinimumLayoutMargins` on iOS 11 and later:
///   20 pt leading/trailing in a regular-width size class (every iPad in landscape),
///   16 pt in a compact-width one (iPhone 14 in landscape), and 0 top/bottom.
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

    /// Every built-in profile.
    public static let all: [DeviceProfile] = [.iPad, .iPadPro12_9, .iPhone]

    /// A built-in profile by name (also accepts `"ipad-pro"` and `"iphone-14"`), or nil.
    public static func named(_ name: String) -> DeviceProfile? {
        switch name.lowercased() {
        case "ipad", "ipad-9.7": return .iPad
        case "ipad-pro", "ipad-pro-12.9": return .iPadPro12_9
        case "iphone", "iphone-14": return .iPhone
        default: return nil
        }
    }

    public var description: String { "\(name) \(size)" }
}
