import Testing
@testable import MoonKit

@Suite("What shows on screen, and what text it shows")
struct VisibilityTests {
    @Test("the walk that carries visibility down gives every view the answer isShownOnScreen gives")
    func walkAgreesWithEachView() {
        let window = Window(device: .iPhonePortrait)
        // Levels of hidden, faint (below 0.01), just visible (0.01) and plain views, nested.
        var parents: [View] = [window]
        var views: [View] = []
        for level in 0..<4 {
            var next: [View] = []
            for parent in parents {
                for kind in 0..<4 where level < 2 || kind == 3 || parent === window {
                    let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
                    switch kind {
                    case 0: v.isHidden = true
                    case 1: v.alpha = 0.005
                    case 2: v.alpha = 0.01
                    default: break
                    }
                    parent.addSubview(v)
                    next.append(v)
                    views.append(v)
                }
            }
            parents = next
        }
        var walked: [ObjectIdentifier: Bool] = [:]
        window.walkSubtreeNotingShown { view, isShown in
            walked[ObjectIdentifier(view)] = isShown
            return .descend
        }
        #expect(walked.count == views.count + 1)
        #expect(views.allSatisfy { walked[ObjectIdentifier($0)] == $0.isShownOnScreen })
        #expect(views.count == 4 + 16 + 16 + 16)
        #expect(views.filter(\.isShownOnScreen).count == 2 + 4 + 4 + 4)
        // From a view inside the tree, the walk starts from what is above it.
        let faint = views[1]
        faint.walkSubtreeNotingShown { _, isShown in
            #expect(!isShown)
            return .descend
        }
        // Out of a window nothing is on screen, however plain.
        let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let inside = View()
        loose.addSubview(inside)
        #expect(!loose.isShownOnScreen && !inside.isShownOnScreen)
        loose.walkSubtreeNotingShown { _, isShown in
            #expect(!isShown)
            return .descend
        }
    }

    @Test("a button's title finds the button, not the label that draws it; a secure field shows dots")
    func ownedTexts() throws {
        let engine = Engine(device: .iPhonePortrait)
        let vc = ViewController()
        engine.window.rootViewController = vc
        let button = Button(title: "GO")
        button.frame = Rect(x: 10, y: 100, width: 100, height: 44)
        let field = TextField(frame: Rect(x: 10, y: 200, width: 200, height: 30))
        field.text = "secret"
        field.isSecureTextEntry = true
        vc.view.addSubviews(button, field)
        #expect(try engine.driver.view(text: "GO") === button)
        #expect(Driver.shownText(of: button.titleLabel) == nil)
        #expect(engine.driver.views(matching: ViewQuery(text: "GO")).map(ObjectIdentifier.init) == [ObjectIdentifier(button)])
        #expect(Driver.shownText(of: field) == "••••••")
        #expect(try engine.driver.view(text: "••••••") === field)
        #expect(throws: DriverError.noSuchView("text 'secret' (texts on screen: 'GO', '••••••')")) {
            try engine.driver.view(text: "secret")
        }
    }

    @Test("a table row is found by the texts it shows, not by a label hidden or too faint to see")
    func rowTexts() throws {
        let scene = TableViewTests.Scene(RowSource(count: 3))
        let table = scene.table, driver = scene.engine.driver
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let extra = Label(text: "Extra", font: .system(12))
        cell.contentView.addSubview(extra)
        #expect(try driver.row(in: table, text: "Extra") === cell)
        #expect(try driver.row(in: table, text: "Row 0.1") === cell)
        cell.textLabel.alpha = 0.005
        extra.isHidden = true
        #expect(throws: DriverError.noSuchRow("table", text: "Row 0.1")) { try driver.row(in: table, text: "Row 0.1") }
        #expect(throws: DriverError.noSuchRow("table", text: "Extra")) { try driver.row(in: table, text: "Extra") }
        cell.textLabel.alpha = View.leastVisibleAlpha
        #expect(try driver.row(in: table, text: "Row 0.1") === cell)
    }
}
