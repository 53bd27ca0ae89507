import Testing
@testable import MoonKit

@Suite struct GeometryTests {
    @Test func rectEdgesAndCentre() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.maxX == 110)
        #expect(r.maxY == 70)
        #expect(r.center == Point(x: 60, y: 45))
        #expect(r.contains(Point(x: 10, y: 20)))
        #expect(!r.contains(Point(x: 110, y: 30)))  // right edge is outside
        #expect(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 12, y: 21, width: 94, height: 46))
        #expect(r.intersection(Rect(x: 100, y: 60, width: 50, height: 50)) == Rect(x: 100, y: 60, width: 10, height: 10))
        #expect(r.union(Rect(x: 0, y: 0, width: 5, height: 5)) == Rect(x: 0, y: 0, width: 110, height: 70))
        #expect(r.description == "(10, 20, 100, 50)")
    }

    @Test func transformScaleThenTranslate() {
        let t = Transform(scaleX: 2, y: 3).translatedBy(x: 10, y: -5)
        #expect(Point(x: 1, y: 1).applying(t) == Point(x: 12, y: -2))
        let back = t.inverted()
        #expect(back.map { Point(x: 12, y: -2).applying($0) } == Point(x: 1, y: 1))
        #expect(Transform(scaleX: 0, y: 1).inverted() == nil)
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).applying(Transform(scaleX: -1, y: 1))
                == Rect(x: -10, y: 0, width: 10, height: 10))
    }

    @Test func colours() throws {
        #expect(try Color(hex: "#FF8000") == Color(red255: 255, green255: 128, blue255: 0))
        #expect(try Color(hex: "0f0") == .green)
        #expect(try Color(hex: "#00000080").alpha == Double(0x80) / 255)
        #expect(throws: ColorError.invalidHex("#12")) { try Color(hex: "#12") }
        #expect(try Color(named: "lightGray") == Color(white: 2.0 / 3))
        #expect(try Color(named: "#0000FF") == .blue)
        #expect(throws: ColorError.unknownName("mauve")) { try Color(named: "mauve") }
        #expect(Color.red.description == "red")
        #expect(Color(red255: 18, green255: 52, blue255: 86).description == "#123456")
        #expect(Color(red: 2, green: -1, blue: 0.5).red == 1)
    }

    @Test func deviceProfiles() {
        #expect(DeviceProfile.iPad.size == Size(width: 1024, height: 768))
        #expect(DeviceProfile.iPadPro12_9.size == Size(width: 1366, height: 1024))
        #expect(DeviceProfile.iPhone.size == Size(width: 844, height: 390))
        #expect(DeviceProfile.iPhone.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(DeviceProfile.named("IPAD") == .iPad)
        #expect(DeviceProfile.named("pc") == nil)
    }

    @Test func portraitProfilesAndTheOrientationOption() {
        let phone = DeviceProfile.iPhonePortrait
        #expect(phone.name == "iphone-portrait")
        #expect(phone.size == Size(width: 390, height: 844))
        #expect(phone.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(phone.systemMinimumLayoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(phone.orientation == .portrait && DeviceProfile.iPhone.orientation == .landscape)
        #expect(DeviceProfile.named("iphone-portrait") == phone)
        #expect(DeviceProfile.named("iphone-14-portrait") == phone)
        #expect(DeviceProfile.named("iphone-landscape") == .iPhone)
        #expect(DeviceProfile.iPhone.inOrientation(.portrait) == phone)
        #expect(phone.inOrientation(.landscape) == .iPhone)
        #expect(DeviceProfile.named("ipad-portrait")?.size == Size(width: 768, height: 1024))
        #expect(DeviceProfile.named("ipad-pro-portrait")?.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(DeviceProfile.named("iphone-upside-down") == nil)
        // A portrait window's root view: margins inside the safe area, 16 from the sides.
        let window = Window(device: phone)
        let vc = ViewController()
        window.rootViewController = vc
        #expect(vc.view.layoutMarginsGuide.layoutFrame == Rect(x: 16, y: 47, width: 358, height: 763))
    }
}
