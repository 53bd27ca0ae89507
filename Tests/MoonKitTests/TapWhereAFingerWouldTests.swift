import Testing
@testable import MoonKit

/// `Driver.tap(view)` on a view that takes no touches itself goes where a finger's touch would.
@Suite struct TapWhereAFingerWouldTests {
    /// A button in a panel on an iPad screen, holding a picture that takes no touches (as a
    /// button's image view does not).
    func screen() -> (Driver, View, Button, View) {
        let window = Window(device: .iPad)
        let vc = ViewController()
        window.rootViewController = vc
        let panel = View(frame: Rect(x: 100, y: 100, width: 300, height: 200))
        panel.identifier = "panel"
        let button = Button(title: "MIL")
        button.identifier = "letter0"
        button.frame = Rect(x: 0, y: 0, width: 150, height: 80)
        let picture = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        picture.identifier = "flag"
        picture.isUserInteractionEnabled = false
        button.addSubview(picture)
        panel.addSubview(button)
        vc.view.addSubview(panel)
        return (Driver(window: window), panel, button, picture)
    }

    @Test func aButtonsPictureTapsTheButton() throws {
        let (driver, panel, button, picture) = screen()
        var taps = 0
        button.addTarget(for: .touchUpInside) { _ in taps += 1 }
        try driver.tap(picture)
        #expect(taps == 1)
        // The button itself must take touches all the way up.
        panel.isUserInteractionEnabled = false
        #expect(throws: DriverError.interactionDisabled("letter0", disabledView: "panel")) { try driver.tap(picture) }
        panel.isUserInteractionEnabled = true
        button.isEnabled = false
        #expect(throws: DriverError.disabled("letter0")) { try driver.tap(picture) }
        button.isEnabled = true
        // Covered where the picture is shown: the cover is named.
        let cover = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        cover.identifier = "curtain"
        panel.addSubview(cover)
        #expect(throws: DriverError.covered("flag", by: "curtain", at: Point(x: 130, y: 130))) { try driver.tap(picture) }
        #expect(taps == 1)
    }

    @Test func aButtonsImageTapsItAndItsDescriptionNamesTheImage() throws {
        let (driver, _, button, _) = screen()
        button.setTitle(nil, for: .normal)
        button.setImage(Image(name: "flag_fr", size: Size(width: 60, height: 40)), for: .normal)
        #expect(button.descriptionDetails.prefix(3) == ["title=nil", "image=flag_fr", "type=system"])
        var taps = 0
        button.addTarget(for: .touchUpInside) { _ in taps += 1 }
        let image = try #require(button.imageView)
        #expect(!image.isUserInteractionEnabled)
        try driver.tap(image)
        #expect(taps == 1)
    }
}
